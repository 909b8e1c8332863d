"""Draw an itinerary on a folium map: the route so far, the route ahead, numbered stops.

The map is split in two so that the app can move through the march without
rebuilding it: :func:`base_map` (basemap, tile choices, layer control: the same
for the whole itinerary) and :func:`route_layers` (what changes with the
current stop). :func:`build_map` puts both together for a standalone file,
and :func:`write_map` writes it. Every text from a corpus or gazetteer is
HTML-escaped before it reaches a tooltip, popup or label, and kept from jinja,
which folium runs over its own output.

Stops and uncertainty circles are data (one GeoJSON layer each, drawn by a
small JavaScript function) rather than one folium element per stop: a
thousand stops are one template render, not thousands.
"""
from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import Any

import folium
import xyzservices
from branca.element import Element
from folium.elements import JSCSSMixin
from folium.map import Layer
from folium.plugins import PolyLineTextPath
from folium.template import Template

from route.assets import basemap_geojson, standalone_html
from route.itinerary import Itinerary, Stop
from route.files import write_whole
from route.view import date_label, julian, layer_html, stop_labels

__all__ = ["UNCERTAIN_KM", "base_map", "route_layers", "build_map", "write_map", "stop_tooltip", "stop_of_click"]

#: A site known only to within this many km gets its uncertainty drawn as a circle.
UNCERTAIN_KM = 10.0

DONE = "#b22222"       # the route marched so far, and its stops
AHEAD = "#7a7a7a"      # the route still ahead: faint and dashed
CURRENT = "#0b4f8a"    # the stop the reader is at
_COLOURS = {"rt-done": DONE, "rt-ahead": AHEAD, "rt-current": CURRENT}  # by a stop's class
SEA = "#c6dbe6"
LAND = {"color": "#a39e8e", "weight": 0.8, "fillColor": "#f3efe3", "fillOpacity": 1}
FALLBACK_VIEW = ((40.0, 118.0), 5)  # the 645 theatre, for an itinerary without stops

# The container's background is the sea when the land outline is the only map;
# labels beside the numbered stops are plain HTML, so the styles (and a stop's
# colour, by its class) live here.
_CSS = f"""<style>
div.leaflet-container {{ background: {SEA}; }}
.rt-stop {{ display: flex; align-items: center; gap: 4px; white-space: nowrap;
  font: 600 12px/1 "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif; }}
.rt-stop b {{ flex: none; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%;
  width: 20px; height: 20px; color: #fff; border: 2px solid #fff; box-shadow: 0 0 3px rgba(0,0,0,.5);
  background: {DONE}; }}
.rt-stop span {{ text-shadow: 0 0 3px #fff, 0 0 3px #fff; color: #222; }}
.rt-stop.rt-ahead {{ opacity: .6; }}
.rt-stop.rt-ahead b {{ background: {AHEAD}; }}
.rt-stop.rt-current b {{ width: 28px; height: 28px; font-size: 14px; box-shadow: 0 0 0 5px rgba(11,79,138,.3);
  background: {CURRENT}; }}
.rt-stop.rt-current span {{ font-size: 14px; color: {CURRENT}; }}
</style>"""

# Stop tooltips start "#<seq> "; a click hands the tooltip's text back to the app.
_TOOLTIP_SEQ = re.compile(r"^\s*#(\d+)\s")

# folium runs its own output through jinja once more, so text that reads like a
# jinja tag ("{{ … }}", "{% … %}", "{# … #}") would be evaluated on the server.
_JINJA_OPEN = re.compile(r"\{(?=[{%#])")

# A numbered stop (its class in properties.cls colours it, see _CSS), with the
# "#<seq> …" tooltip that a click hands back, and a popup in a standalone file.
# properties.name, .tip and .popup are HTML-escaped in Python.
_STOP_JS = """function (feature, latlng) {
    var p = feature.properties, size = p.cls === "rt-current" ? 32 : 24;
    var icon = L.divIcon({className: "rt-stop-icon", iconSize: [size, size], iconAnchor: [size / 2, size / 2],
        html: '<div class="rt-stop ' + p.cls + '"><b>' + p.seq + '</b><span>' + p.name + '</span></div>'});
    var marker = L.marker(latlng, {icon: icon, zIndexOffset: size > 24 ? 1000 : 0}).bindTooltip(p.tip, {sticky: true});
    return p.popup ? marker.bindPopup(p.popup, {maxWidth: 360}) : marker;
}"""

# A site known only roughly: a dashed circle of its uncertainty in metres.
_SITE_JS = """function (feature, latlng) {
    var p = feature.properties;
    return L.circle(latlng, {radius: p.radius, color: p.colour, weight: 1, opacity: 0.6, fill: true,
        fillOpacity: 0.08, dashArray: "3 4", interactive: false});
}"""


def _json(value: Any) -> str:
    """``value`` as JSON to put in folium's script: no ``<`` and nothing jinja would read as a tag."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return _JINJA_OPEN.sub(r"\\u007b", text)


def _html(text: str) -> str:
    """HTML-escaped text for a folium.Element, with ``{`` as an entity so that jinja leaves it alone."""
    return escape(text).replace("{", "&#123;")


class _Land(Layer):
    """The offline land outline, a base layer: embedded in the script, or fetched from ``url``.

    st_folium sends the base map's script again on every rerun although the
    browser runs it once, so the app fetches the ~220 KB outline instead.
    """

    # Its own pane, under the route's (overlayPane, z-index 400): fetched, or shown again after a
    # tile layer, it would otherwise be drawn over the route lines.
    _template = Template("""
        {% macro script(this, kwargs) %}
        {{ this._parent.get_name() }}.createPane("rt-land").style.zIndex = 250;
        var {{ this.get_name() }} = L.geoJson({{ this.data }},
            {pane: "rt-land", style: {{ this.style }}, interactive: false});
        {%- if this.url %}
        fetch({{ this.url|tojson }}).then(function (r) { return r.json(); })
            .then(function (land) { {{ this.get_name() }}.addData(land); });
        {%- endif %}
        {% endmacro %}
        """)

    def __init__(self, url: str | None = None):
        super().__init__(name="Land outline (offline)", overlay=False)
        self._name = "Land"
        self.url = url
        self.data = "null" if url else _json(basemap_geojson())
        self.style = _json(LAND)


class _Js(Element):
    """Script text that is already rendered; unlike a folium.Element it is not compiled as a template."""

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def render(self, **kwargs: Any) -> str:
        return self.text


class _Points(folium.MacroElement):
    """Point features drawn in the browser by ``point_to_layer`` (JavaScript), however many there are."""

    _template = Template("""
        {% macro script(this, kwargs) %}
        var {{ this.get_name() }} = L.geoJson({{ this.data }}, {pointToLayer: {{ this.point_to_layer }}})
            .addTo({{ this._parent.get_name() }});
        {% endmacro %}
        """)

    def __init__(self, features: list[dict[str, Any]], point_to_layer: str):
        super().__init__()
        self._name = "Points"
        self.features = features
        self.point_to_layer = point_to_layer
        self.data = _json({"type": "FeatureCollection", "features": features})

    def render(self, **kwargs: Any) -> None:
        # MacroElement.render would wrap the script in a folium.Element, which
        # compiles it as a jinja template: slow for a thousand stops, and unsafe.
        script = self._template.module.__dict__["script"](self, kwargs)
        self.get_root().script.add_child(_Js(script), name=self.get_name())


def _point(stop: Stop, **properties: Any) -> dict[str, Any]:
    return {"type": "Feature", "geometry": {"type": "Point", "coordinates": [stop.place.lon, stop.place.lat]},
            "properties": properties}


class _TextPathScript(JSCSSMixin, folium.MacroElement):
    """Loads the arrow plugin with the base map, since st_folium loads scripts only once."""

    default_js = PolyLineTextPath.default_js
    _template = Template("")


@lru_cache(maxsize=None)
def _tiles(name: str) -> xyzservices.TileProvider:
    """A tile provider by name, looked up once: a lookup walks all of xyzservices' providers."""
    return xyzservices.providers.query_name(name)


def _bounds(itinerary: Itinerary) -> list[list[float]] | None:
    if not itinerary.stops:
        return None
    lats = [s.place.lat for s in itinerary.stops]
    lons = [s.place.lon for s in itinerary.stops]
    return [[min(lats), min(lons)], [max(lats), max(lons)]]


def base_map(itinerary: Itinerary, land_url: str | None = None) -> folium.Map:
    """The part that stays while the reader moves: land outline, online tile choices, layer control.

    The bundled land outline is the default, so the route's setting shows
    offline; OpenStreetMap and OpenTopoMap are choices for when there is a network.
    The outline is embedded, or with ``land_url`` (the app: assets.APP_BASEMAP_URL) fetched from there.
    """
    center, zoom = FALLBACK_VIEW
    # keyboard=False: Leaflet's keyboard handler focuses the map on mousedown, and
    # the focus scrolls the page under the pointer, so the click misses the marker.
    m = folium.Map(location=center, zoom_start=zoom, tiles=None, control_scale=True, min_zoom=3, keyboard=False)
    _Land(land_url).add_to(m)
    folium.TileLayer(_tiles("OpenStreetMap.Mapnik"), name="OpenStreetMap (online)", show=False).add_to(m)
    folium.TileLayer(_tiles("OpenTopoMap"), name="OpenTopoMap terrain (online)", show=False, max_zoom=17).add_to(m)
    folium.LayerControl(collapsed=True).add_to(m)
    m.get_root().header.add_child(folium.Element(_CSS))
    _TextPathScript().add_to(m)
    if bounds := _bounds(itinerary):
        m.fit_bounds(bounds, padding=(30, 30), max_zoom=9)
    return m


def stop_tooltip(stop: Stop, label: str) -> str:
    """Tooltip HTML of a stop; its text starts ``#<seq> `` so that a click maps back.

    >>> from route.places.gazetteer import Place
    >>> p = Place("x", "<b>辽水</b>", (), "river", 41.5, 122.7, 30)
    >>> stop_tooltip(Stop(3, p, "辽水", 12, 17, (), None), "九月二十一日 · 645-10-16")
    '#3 &lt;b&gt;辽水&lt;/b&gt; · 九月二十一日 · 645-10-16'
    """
    return f"#{stop.seq} {escape(stop.place.name)} · {escape(label)}"


def stop_of_click(returned: Mapping[str, Any] | None, itinerary: Itinerary) -> int | None:
    """The stop number a click on the map chose, from st_folium's returned tooltip, else None."""
    tooltip = (returned or {}).get("last_object_clicked_tooltip")
    match = _TOOLTIP_SEQ.match(tooltip) if isinstance(tooltip, str) else None
    seq = int(match.group(1)) if match else None
    return seq if seq is not None and 1 <= seq <= len(itinerary.stops) else None


def _popup(itinerary: Itinerary, stop: Stop) -> str:
    lines = [itinerary.text.line(n) for n in range(stop.first_line, min(stop.last_line, stop.first_line + 3) + 1)]
    passage = "<br>".join(escape(line) for line in lines)
    leg = "" if stop.leg_km is None else f"<br>{stop.leg_km:,.0f} km from the previous stop"
    return (f"<b>{stop.seq}. {escape(stop.place.name)}</b><br>{escape(stop.date.label) if stop.date else ''}"
            f" · {julian(stop.date)}{leg}<br>gazetteer: {layer_html(stop.place)}"
            f"<hr style='margin:4px 0'><div style='max-width:320px'>{passage}</div>")


def route_layers(itinerary: Itinerary, current: int | None = None, popups: bool = False) -> list[folium.FeatureGroup]:
    """The layers that follow the reader: route so far (solid, arrowed), route ahead, stops, uncertainty.

    ``current`` is the stop number the reader is at; None draws the whole
    march as done with no stop singled out.
    """
    stops = itinerary.stops
    at = len(stops) if current is None else max(1, min(current, len(stops)))
    labels = stop_labels(itinerary)
    behind = folium.FeatureGroup(name="Route so far", control=False)
    ahead = folium.FeatureGroup(name="Route ahead", control=False)
    sites = folium.FeatureGroup(name="Uncertain sites", control=False)
    markers = folium.FeatureGroup(name="Stops", control=False)
    done_points = [list(s.place.latlon) for s in stops[:at]]
    if len(done_points) > 1:
        line = folium.PolyLine(done_points, color=DONE, weight=4, opacity=0.9, interactive=False).add_to(behind)
        PolyLineTextPath(line, "  ►  ", repeat=True, offset=5, center=False,
                         attributes={"fill": DONE, "font-size": "13"}).add_to(behind)
    ahead_points = [list(s.place.latlon) for s in stops[at - 1:]]
    if len(ahead_points) > 1:
        folium.PolyLine(ahead_points, color=AHEAD, weight=3, opacity=0.55, dash_array="6 8",
                        interactive=False).add_to(ahead)
    circles, points = [], []
    for stop in stops:
        state = "rt-ahead" if stop.seq > at else "rt-current" if stop.seq == at and current is not None else "rt-done"
        if stop.place.uncertainty_km >= UNCERTAIN_KM:
            circles.append(_point(stop, radius=stop.place.uncertainty_km * 1000, colour=_COLOURS[state]))
        points.append(_point(stop, seq=stop.seq, cls=state, name=escape(stop.place.name),
                             tip=stop_tooltip(stop, labels[stop.seq]),
                             **({"popup": _popup(itinerary, stop)} if popups else {})))
    if circles:
        _Points(circles, _SITE_JS).add_to(sites)
    if points:
        _Points(points, _STOP_JS).add_to(markers)
    return [sites, ahead, behind, markers]


def build_map(itinerary: Itinerary, current: int | None = None) -> folium.Map:
    """The whole map in one folium.Map, with passage popups: the standalone file's content."""
    m = base_map(itinerary)
    for layer in route_layers(itinerary, current, popups=True):
        layer.add_to(m)
    title = _html(itinerary.text.meta.title or Path(itinerary.source).name)
    first = next((s.date for s in itinerary.stops if s.date), None)
    legend = (f'<div style="position:fixed;top:10px;left:60px;z-index:1000;background:#fffc;padding:6px 10px;'
              f'border-radius:4px;font:13px sans-serif;box-shadow:0 0 4px #0004"><b>{title}</b><br>'
              f"{len(itinerary.stops)} stops · {itinerary.total_km:,.0f} km"
              f"{' · from ' + _html(date_label(first)) if first else ''}</div>")
    m.get_root().html.add_child(folium.Element(legend))
    return m


def write_map(itinerary: Itinerary, output: str | Path) -> Path:
    """Write the itinerary's map as one HTML file that needs no network; return its path.

    The caller checks ``output`` first (:func:`route.files.checked_output`).
    """
    return write_whole(output, standalone_html(build_map(itinerary)))
