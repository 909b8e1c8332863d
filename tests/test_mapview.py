"""route.mapview: the base map, the layers that follow the reader, clicks back to stops, the HTML file."""
from __future__ import annotations

import re
from pathlib import Path

import folium
import pytest
from folium.plugins import PolyLineTextPath

from route.assets import localize
from route.cli import main
from route.corpus import load_text
from route.gazetteer import DEFAULT_PLACES, load_gazetteer
from route.itinerary import build_itinerary
from route.mapview import UNCERTAIN_KM, base_map, build_map, route_layers, stop_of_click, stop_tooltip, write_map
from route.view import read_itinerary

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"
XSS_SCRIPT = "<script>alert(1)</script>"
XSS_IMG = "<img src=x onerror=alert(1)>"


@pytest.fixture(scope="module")
def chapter():
    return build_itinerary(load_text(CHAPTER), load_gazetteer(DEFAULT_PLACES))


@pytest.fixture(scope="module")
def evil():
    """A text and a gazetteer that both carry markup: every piece must come out escaped."""
    places = (f"id,name,variants,kind,lat,lon,uncertainty_km\n"
              f"evil,{XSS_IMG},,city,41.0,122.0,20\nliaodong,辽东城,,city,41.27,123.17,3\n").encode()
    text = f"九月二十日，大军至辽东城。{XSS_SCRIPT}\n二十一日，大军至{XSS_IMG}。\n".encode()
    return read_itinerary(text, "evil.txt", None, "贞观十九年九月", ("大军",), places, "evil.csv")


def _children(group: folium.FeatureGroup, kind: type) -> list:
    return [c for c in group._children.values() if isinstance(c, kind)]


def test_base_map_offers_offline_land_and_online_tiles(chapter):
    html = localize(base_map(chapter)).get_root().render()
    # The land outline is the default base layer; the tile layers are choices
    # that are not added to the map, so an offline map makes no tile requests.
    assert "Land outline (offline)" in html and "OpenTopoMap terrain (online)" in html
    assert "L.control.layers" in html
    tile_layers = re.findall(r"var (tile_layer_\w+) = L\.tileLayer", html)
    assert len(tile_layers) == 2
    assert not any(re.search(rf"{t}\.addTo\(", html) for t in tile_layers)
    assert "div.leaflet-container { background:" in html
    assert "fitBounds" in html
    # Only vendored scripts, including the arrow plugin that the layers need later.
    srcs = re.findall(r'<script src="([^"]+)"', html)
    assert srcs and all(s.startswith("../../app/static/vendor/") for s in srcs)
    assert any("textpath" in s for s in srcs)


def test_base_map_is_the_same_for_every_stop(chapter):
    # The app keeps the map mounted only while this script stays the same.
    from streamlit_folium import _get_map_string, generate_js_hash

    hashes = {generate_js_hash(_get_map_string(base_map(chapter)), "map") for _ in range(2)}
    assert len(hashes) == 1


@pytest.mark.parametrize("current", [1, 3, 7])
def test_layers_split_the_route_at_the_current_stop(chapter, current):
    n = len(chapter.stops)
    sites, ahead, behind, markers = route_layers(chapter, current)
    behind_lines = _children(behind, folium.PolyLine)
    ahead_lines = _children(ahead, folium.PolyLine)
    # Solid with arrows up to the current stop, faint and dashed after it.
    assert [len(line.locations) for line in behind_lines] == ([current] if current > 1 else [])
    assert [len(line.locations) for line in ahead_lines] == ([n - current + 1] if current < n else [])
    assert all(line.options["dashArray"] == "6 8" for line in ahead_lines)
    assert len(_children(behind, PolyLineTextPath)) == (1 if current > 1 else 0)
    icons = [m.icon.options["html"] for m in _children(markers, folium.Marker)]
    assert len(icons) == n
    assert [("rt-current" in h, "rt-ahead" in h) for h in icons] == [
        (i == current, i > current) for i in range(1, n + 1)]
    # Numbered stops.
    assert [re.search(r">(\d+)</b>", h).group(1) for h in icons] == [str(i) for i in range(1, n + 1)]


def test_uncertain_sites_get_a_circle_of_their_uncertainty(chapter):
    sites, *_ = route_layers(chapter, 1)
    circles = _children(sites, folium.Circle)
    expected = [s.place.uncertainty_km * 1000 for s in chapter.stops if s.place.uncertainty_km >= UNCERTAIN_KM]
    assert expected  # 辽水 and 渤错水 are placed only to within 30 km
    assert [c.options["radius"] for c in circles] == expected


def test_whole_route_when_no_stop_is_current(chapter):
    sites, ahead, behind, markers = route_layers(chapter, None)
    assert _children(ahead, folium.PolyLine) == []
    assert len(_children(behind, folium.PolyLine)[0].locations) == len(chapter.stops)
    assert not any("rt-current" in m.icon.options["html"] for m in _children(markers, folium.Marker))


@pytest.mark.parametrize(("returned", "expected"), [
    ({"last_object_clicked_tooltip": "#3 辽水 · 九月二十一日 · 645-10-16"}, 3),
    ({"last_object_clicked_tooltip": "  #7 长安 · 贞观二十年三月"}, 7),
    # A stop number the itinerary does not have (a stale click from another text).
    ({"last_object_clicked_tooltip": "#12 x · y"}, None),
    ({"last_object_clicked_tooltip": "#0 x · y"}, None),
    # Something clicked that is not a stop, or no click yet.
    ({"last_object_clicked_tooltip": "Land"}, None),
    ({"last_object_clicked_tooltip": None}, None),
    ({}, None),
    (None, None),
])
def test_stop_of_click(chapter, returned, expected):
    assert stop_of_click(returned, chapter) == expected


def test_every_tooltip_maps_back_to_its_stop(chapter):
    for stop in chapter.stops:
        text = re.sub(r"<[^>]+>", "", stop_tooltip(stop, "x"))
        assert stop_of_click({"last_object_clicked_tooltip": text}, chapter) == stop.seq


def test_markup_in_text_and_gazetteer_is_escaped(evil):
    assert [s.place.name for s in evil.stops] == ["辽东城", XSS_IMG]
    html = build_map(evil, current=2).get_root().render()
    assert XSS_IMG not in html and XSS_SCRIPT not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_write_map_is_a_standalone_file(chapter, tmp_path):
    out = write_map(chapter, tmp_path / "map.html")
    html = out.read_text(encoding="utf-8")
    assert "<script src=" not in html and 'rel="stylesheet" href=' not in html
    assert all(s.place.name in html for s in chapter.stops)
    assert "班师还朝" in html  # the title box


def test_cli_map_writes_the_map(tmp_path, capsys):
    out = tmp_path / "m.html"
    assert main(["map", str(CHAPTER), "-o", str(out), "--context", "贞观十九年九月"]) == 0
    assert out.is_file() and "leaflet" in out.read_text(encoding="utf-8")
    assert str(out) in capsys.readouterr().out
