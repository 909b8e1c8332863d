"""route.mapview: the base map, the layers that follow the reader, clicks back to stops, the HTML file."""
from __future__ import annotations

import re
from pathlib import Path

import folium
import pytest
from folium.plugins import PolyLineTextPath

from route.assets import APP_BASEMAP_URL, localize
from route.cli import main
from route.corpus import load_text
from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
from route.itinerary import build_itinerary
from route.places.chgis import TGAZ_URL
from route.assets import standalone_html
from route.mapview import UNCERTAIN_KM, base_map, build_map, route_layers, stop_of_click, stop_tooltip, write_map
from route.view import read_itinerary

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"
XSS_SCRIPT = "<script>alert(1)</script>"
XSS_IMG = "<img src=x onerror=alert(1)>"
# folium runs its output through jinja again: this must stay text, never become 49.
JINJA = "{{ 7*7 }}"


@pytest.fixture(scope="module")
def chapter():
    return build_itinerary(load_text(CHAPTER), load_gazetteer(DEFAULT_PLACES))


@pytest.fixture(scope="module")
def evil():
    """A text and a gazetteer that both carry markup: every piece must come out escaped."""
    places = (f"id,name,variants,kind,lat,lon,uncertainty_km\n"
              f"evil,{XSS_IMG}{JINJA},,city,41.0,122.0,20\nliaodong,辽东城,,city,41.27,123.17,3\n").encode()
    text = f"九月二十日，大军至辽东城。{XSS_SCRIPT}{{% raw %}}\n二十一日，大军至{XSS_IMG}{JINJA}。\n".encode()
    return read_itinerary(text, f"{JINJA}.txt", None, "贞观十九年九月", ("大军",), places, "evil.csv")


def _children(group: folium.FeatureGroup, kind: type) -> list:
    return [c for c in group._children.values() if isinstance(c, kind)]


def _properties(group: folium.FeatureGroup) -> list[dict]:
    """The features a layer draws in the browser: one element, one feature per stop or site."""
    elements = [c for c in group._children.values() if hasattr(c, "features")]
    assert len(elements) <= 1
    return [f["properties"] for e in elements for f in e.features]


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


def test_app_map_fetches_the_land_outline(chapter):
    # st_folium sends the base map's script on every rerun: the app's fetches the
    # ~220 KB outline once instead, while a standalone file carries it inside.
    script = localize(base_map(chapter, APP_BASEMAP_URL)).get_root().render()
    assert f'fetch("{APP_BASEMAP_URL}")' in script and "MultiPolygon" not in script
    assert len(script.encode()) < 20_000
    standalone = base_map(chapter).get_root().render()
    assert "MultiPolygon" in standalone and "fetch(" not in standalone
    assert "Land outline (offline)" in script and "Land outline (offline)" in standalone


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
    stops = _properties(markers)
    assert [p["cls"] for p in stops] == [
        "rt-current" if i == current else "rt-ahead" if i > current else "rt-done" for i in range(1, n + 1)]
    # Numbered stops, each with the tooltip a click maps back from.
    assert [p["seq"] for p in stops] == list(range(1, n + 1))
    assert [stop_of_click({"last_object_clicked_tooltip": p["tip"]}, chapter) for p in stops] == list(range(1, n + 1))


def test_stops_are_one_element_however_many(chapter):
    # A folium element per stop costs a jinja render each: 1,000 stops took 1.5 s a step.
    from streamlit_folium import _get_feature_group_string

    *_, markers = route_layers(chapter, 3)
    assert len(markers._children) == 1
    script = _get_feature_group_string(localize(markers), localize(base_map(chapter)))
    assert script.count("L.marker(") == 1 and all(s.place.name in script for s in chapter.stops)


def test_uncertain_sites_get_a_circle_of_their_uncertainty(chapter):
    sites, *_ = route_layers(chapter, 1)
    expected = [s.place.uncertainty_km * 1000 for s in chapter.stops if s.place.uncertainty_km >= UNCERTAIN_KM]
    assert expected  # 辽水 and 渤错水 are placed only to within 30 km
    assert [p["radius"] for p in _properties(sites)] == expected


def test_whole_route_when_no_stop_is_current(chapter):
    sites, ahead, behind, markers = route_layers(chapter, None)
    assert _children(ahead, folium.PolyLine) == []
    assert len(_children(behind, folium.PolyLine)[0].locations) == len(chapter.stops)
    assert {p["cls"] for p in _properties(markers)} == {"rt-done"}


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
    assert [s.place.name for s in evil.stops] == ["辽东城", XSS_IMG + JINJA]
    html = build_map(evil, current=2).get_root().render()
    assert XSS_IMG not in html and XSS_SCRIPT not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


@pytest.mark.parametrize("current", [None, 2])
def test_template_syntax_in_text_and_gazetteer_stays_text(evil, current):
    # folium compiles and renders its output as a jinja template, so a name, a
    # line or a file name reading {{ … }} would run on the server (here: 49).
    html = standalone_html(build_map(evil, current))
    assert not any(f"{before}49{after}" in html for before, after in (("&gt;", ""), ("", ".txt"), ("", "。")))
    assert "{%" not in html and JINJA not in html
    assert "&#123;&#123; 7*7 }}.txt" in html  # the legend's title
    assert html.count("\\u007b{ 7*7 }}") == 4  # the stop's name, tooltip, popup title and passage
    *_, markers = route_layers(evil, current)
    assert _properties(markers)[1]["name"] == "&lt;img src=x onerror=alert(1)&gt;{{ 7*7 }}"


# 僖宗 flees 长安 (in data/places.csv) for 兴元府 and 绵州 (资治通鉴 卷254), which only CHGIS has.
MIXED = "广明元年十二月甲申，上至长安。丁酉，至兴元府。中和元年正月辛未，至绵州。"
SAFE_LINK = 'target="_blank" rel="noopener noreferrer"'


@pytest.fixture(scope="module")
def mixed():
    return build_itinerary(MIXED, load_gazetteer(DEFAULT_PLACES))


@pytest.mark.parametrize(("name", "layer"), [("长安", "curated"), ("兴元府", "chgis"), ("绵州", "chgis")])
def test_popup_says_which_gazetteer_placed_the_stop(mixed, name, layer):
    *_, markers = route_layers(mixed, None, popups=True)
    stop = next(s for s in mixed.stops if s.place.name == name)
    popup = _properties(markers)[stop.seq - 1]["popup"]
    if layer == "chgis":
        assert (f'gazetteer: from CHGIS · <a href="{TGAZ_URL}{stop.place.id}" {SAFE_LINK}>TGAZ {stop.place.id}</a>'
                in popup)
    else:
        assert "gazetteer: curated<hr" in popup and TGAZ_URL not in popup


def test_markup_in_a_chgis_stop_is_escaped_in_its_popup(mixed):
    from dataclasses import replace

    # A CHGIS record carrying markup, template syntax and a forged TGAZ match beside its real one.
    stop = mixed.stops[-1]
    place = replace(stop.place, name=XSS_IMG + JINJA, matches=(f'tgaz:hvd_1">{XSS_SCRIPT}', *stop.place.matches))
    evil = replace(mixed, stops=(*mixed.stops[:-1], replace(stop, place=place)))
    *_, markers = route_layers(evil, None, popups=True)
    popup = _properties(markers)[-1]["popup"]
    assert f"<b>3. &lt;img src=x onerror=alert(1)&gt;{JINJA}</b>" in popup
    # One link, to the real record; the forged match never reaches the page.
    assert popup.count("<a ") == 1 and f'<a href="{TGAZ_URL}{stop.place.id}" {SAFE_LINK}>' in popup
    html = standalone_html(build_map(evil))
    assert XSS_IMG not in html and XSS_SCRIPT not in html and "tgaz:hvd_1" not in html
    assert JINJA not in html and "\\u007b{ 7*7 }}" in html  # jinja never sees the name as a tag


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
