"""route.assets and the vendored files it serves: present, unchanged and sufficient offline."""
from __future__ import annotations

import hashlib
import importlib.util
import json
import re
from pathlib import Path

import folium
import pytest
from folium.plugins import AntPath, MarkerCluster, PolyLineTextPath

from route.assets import (
    APP_BASE_URL,
    APP_BASEMAP_URL,
    BASEMAP,
    BASEMAP_STATIC,
    MissingAssetError,
    basemap_geojson,
    inline_assets,
    local_assets,
    localize,
    standalone_html,
)

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "static" / "vendor"
MANIFEST = json.loads((VENDOR / "MANIFEST.json").read_text(encoding="utf-8"))["files"]


def _vendor_script():
    spec = importlib.util.spec_from_file_location("vendor_assets", ROOT / "scripts" / "vendor_assets.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("entry", MANIFEST, ids=[e["path"] for e in MANIFEST])
def test_manifest_file_is_present_and_unchanged(entry):
    path = ROOT / entry["path"]
    assert path.is_file()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"]
    assert re.fullmatch(r"[@\w./-]+@\d+\.\d+\.\d+", entry["source"])


@pytest.mark.parametrize("name", ["marker-icon.png", "marker-icon-2x.png", "marker-shadow.png",
                                  "layers.png", "layers-2x.png"])
def test_leaflet_images_are_vendored(name):
    data = (VENDOR / "leaflet" / "images" / name).read_bytes()
    assert data.startswith(b"\x89PNG")


def test_icon_default_script_matches_the_vendored_images():
    # Default markers take their images from this script, not from Leaflet's
    # CSS path detection, which fails inside st_folium's iframe.
    generated = _vendor_script().icon_default_js(VENDOR / "leaflet" / "images")
    assert (VENDOR / "leaflet" / "icon-default.js").read_text(encoding="utf-8") == generated


def test_local_assets_point_at_vendored_files():
    js, css = local_assets("/base")
    assert [name for name, _ in js] == ["leaflet", "leaflet_icon_default", "jquery"]
    for _, url in js + css:
        assert url.startswith("/base/")
        assert (VENDOR / url.removeprefix("/base/")).is_file()


def _route_map() -> folium.Map:
    m = folium.Map(location=[40.5, 119.5], zoom_start=6)
    folium.GeoJson(basemap_geojson(), name="land").add_to(m)
    group = folium.FeatureGroup(name="route").add_to(m)
    line = folium.PolyLine([[40.4, 122.85], [39.9, 116.4]], tooltip="班师").add_to(group)
    PolyLineTextPath(line, "►", repeat=True).add_to(group)
    AntPath([[40.4, 122.85], [39.9, 116.4]]).add_to(group)
    folium.Marker([39.9, 116.4], tooltip="幽州", popup="幽州").add_to(group)
    folium.Circle([41.3, 122.2], radius=50_000).add_to(group)
    folium.LayerControl().add_to(m)
    return m


def test_localize_leaves_no_cdn_link():
    m = localize(_route_map())
    html = m.get_root().render()
    links = re.findall(r'<(?:script src|link rel="stylesheet" href)="([^"]+)"', html)
    assert links and all(url.startswith(APP_BASE_URL + "/") for url in links)


@pytest.mark.parametrize("element", [
    # awesome-markers, Bootstrap and Font Awesome are not vendored.
    folium.Marker([40, 120], icon=folium.Icon(color="red")),
    # A plugin whose script is not vendored must fail loudly, not silently 404.
    MarkerCluster(),
])
def test_localize_rejects_unvendored_elements(element):
    m = _route_map()
    element.add_to(m)
    with pytest.raises(MissingAssetError):
        localize(m)


def test_standalone_html_needs_no_network_but_tiles():
    html = standalone_html(_route_map())
    assert "<script src=" not in html
    assert '<link rel="stylesheet"' not in html
    assert "L.Icon.Default.mergeOptions" in html
    # leaflet.css's layer-control icon is inlined as a data: URI.
    assert "url(images/" not in html
    hosts = set(re.findall(r'"https?://([^/"]+)/[^"]*\.(?:js|css|png)"', html))
    assert hosts <= {"tile.openstreetmap.org"}


def test_inline_assets_rejects_a_missing_file():
    html = '<script src="vendor-inline:/nope.js"></script>'
    with pytest.raises(MissingAssetError):
        inline_assets(html)


def test_basemap_covers_east_asia():
    data = basemap_geojson()
    assert data["type"] == "FeatureCollection"
    lon0, lat0, lon1, lat1 = data["bbox"]
    points = [p for f in data["features"] for poly in f["geometry"]["coordinates"]
              for ring in poly for p in ring]
    assert all(lon0 <= lon <= lon1 and lat0 <= lat <= lat1 for lon, lat in points)
    # The march runs from Anshi (122.85E 40.4N) to Chang'an (108.94E 34.26N).
    assert lon0 < 108.94 < 122.85 < lon1 and lat0 < 34.26 < 40.4 < lat1
    # Light enough to embed in a standalone file (the app fetches it once).
    assert (ROOT / "data" / "basemap_east_asia.geojson").stat().st_size < 400_000
    assert len(points) > 1000


def test_app_serves_the_current_basemap():
    # Streamlit serves only static/, so the app's map fetches a copy from there;
    # scripts/vendor_assets.py writes both, and they must not drift apart.
    assert BASEMAP_STATIC.read_bytes() == BASEMAP.read_bytes()
    assert APP_BASEMAP_URL == f"{APP_BASE_URL}/{BASEMAP_STATIC.relative_to(VENDOR).as_posix()}"
    assert BASEMAP_STATIC.relative_to(ROOT).as_posix() in {e["path"] for e in MANIFEST}


def test_basemap_is_a_fresh_copy_each_call():
    # folium may write feature ids into the dict it is given.
    first = basemap_geojson()
    first["features"].clear()
    assert basemap_geojson()["features"]
