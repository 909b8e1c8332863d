"""Streamlit probe: a folium map using every element the route map needs, served offline.

Run by tests/test_browser_assets.py; importing it only defines ``probe_map``.
"""
from __future__ import annotations

import folium
from folium.plugins import AntPath, PolyLineTextPath

from route.assets import basemap_geojson

# Five stops of the 645 retreat, only to have something to draw.
STOPS = [("安市", 40.40, 122.85), ("辽泽", 41.30, 122.20), ("营州", 41.57, 120.45),
         ("临渝关", 40.00, 119.75), ("幽州", 39.90, 116.40)]


def probe_map() -> folium.Map:
    """Basemap, an online tile layer (expected to fail), markers, an arrowed line, a circle."""
    m = folium.Map(location=[40.6, 119.6], zoom_start=6, tiles="OpenStreetMap")
    folium.GeoJson(
        basemap_geojson(), name="Land (Natural Earth)",
        style_function=lambda _: {"color": "#8a8a8a", "weight": 1,
                                  "fillColor": "#f2efe6", "fillOpacity": 1},
    ).add_to(m)
    route = folium.FeatureGroup(name="Route").add_to(m)
    points = [[lat, lon] for _, lat, lon in STOPS]
    line = folium.PolyLine(points, color="#b22222", weight=3, tooltip="班师").add_to(route)
    PolyLineTextPath(line, "  ►  ", repeat=True, offset=6,
                     attributes={"fill": "#b22222", "font-size": "14"}).add_to(route)
    AntPath(points, delay=1200, color="#b22222", opacity=0.4).add_to(route)
    for name, lat, lon in STOPS:
        folium.Marker([lat, lon], tooltip=name, popup=name).add_to(route)
    folium.Circle([41.30, 122.20], radius=60_000, color="#2a6f97", fill=True,
                  tooltip="辽泽").add_to(route)
    folium.LayerControl().add_to(m)
    return m


if __name__ == "__main__":
    import streamlit as st
    from streamlit_folium import st_folium

    from route.assets import localize

    st.title("资产探针 · asset probe")
    st_folium(localize(probe_map()), height=600, use_container_width=True, returned_objects=[])
