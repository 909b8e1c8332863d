"""app.py under streamlit.testing: the bundled chapter, the slider, clicks, buttons, uploads, the URL."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app.py"
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"


def _app(**query: str) -> AppTest:
    at = AppTest.from_file(str(APP), default_timeout=60)
    at.query_params.update(query)
    return at.run()


def _map_args(at: AppTest) -> dict:
    """The arguments the st_folium component receives on this run."""
    (component,) = at.get("component_instance")
    return json.loads(component.proto.json_args)


def _shown(markdown: str) -> str:
    """What a reader sees of an escaped label: ``645\\-10\\-13`` shows as ``645-10-13``."""
    return re.sub(r"\\(.)", r"\1", markdown).replace("\u2060", "")


def _passage(at: AppTest) -> str:
    return next(h.proto.body for h in at.get("html") if "rt-passage" in h.proto.body)


@pytest.fixture(scope="module")
def started() -> AppTest:
    return _app()


def test_starts_on_the_bundled_chapter(started):
    at = started
    assert not at.exception and not at.error
    assert "班师还朝" in at.header[0].value
    assert {m.label: m.value for m in at.metric}["Stops"] == "7"
    slider = at.select_slider(key="stop")
    assert slider.value == 1
    assert _shown(slider.options[0]) == "九月十八日 · 645-10-13"
    assert len(slider.options) == 7
    assert "1. 安市城" in _passage(at)
    args = _map_args(at)
    assert args["returned_objects"] == ["last_object_clicked_tooltip", "last_object_clicked_count"]
    assert all(name in args["feature_group"] for name in ("安市城", "辽东城", "长安"))


def test_slider_step_updates_layers_not_the_map():
    at = _app()
    before = _map_args(at)
    at.select_slider(key="stop").set_value(4).run()
    after = _map_args(at)
    # The same component key and base script: the browser keeps its map and
    # only swaps the route layers.
    assert after["key"] == before["key"] and after["script"] == before["script"]
    assert after["feature_group"] != before["feature_group"]
    assert after["feature_group"].count("rt-ahead") == 3 and before["feature_group"].count("rt-ahead") == 6
    assert "4. 渤错水" in _passage(at)


def test_the_timeline_follows_the_map():
    at = _app()
    # A session's first run leaves the table and chart for the browser to build after the map.
    assert not at.dataframe and not at.get("vega_lite_chart")
    assert any("follows the map" in c.value for c in at.caption)
    # The map's first report (what st_folium sends once it is up) reruns the app.
    at.session_state["map"] = {"last_object_clicked_tooltip": None, "last_object_clicked_count": 0}
    at.run()
    assert list(at.dataframe[0].value["place"]) == ["安市城", "辽东城", "辽水", "渤错水", "营州", "幽州", "长安"]
    assert len(at.get("vega_lite_chart")) == 1
    assert at.select_slider(key="stop").value == 1


def test_a_click_on_a_marker_opens_its_passage():
    at = _app()
    # What st_folium's frontend returns when the reader clicks stop 5's marker.
    at.session_state["map"] = {"last_object_clicked_tooltip": "#5 营州 · 十月十一日", "last_object_clicked_count": 1}
    at.run()
    assert at.select_slider(key="stop").value == 5
    assert "5. 营州" in _passage(at) and "御驾至" in _passage(at)
    assert at.query_params["stop"] == "5"
    # The same click seen again (any other rerun) does not pull the slider back.
    at.select_slider(key="stop").set_value(2).run()
    assert at.select_slider(key="stop").value == 2
    # Clicking the same marker again counts up, so it jumps again.
    at.session_state["map"] = {"last_object_clicked_tooltip": "#5 营州 · 十月十一日", "last_object_clicked_count": 2}
    assert at.run().select_slider(key="stop").value == 5


def test_prev_next_and_play():
    at = _app()
    at.button[2].click().run()  # Next
    assert at.select_slider(key="stop").value == 2
    at.button[0].click().run()  # Prev
    assert at.select_slider(key="stop").value == 1
    at.button(key="play").click().run()  # Play: steps at once, then on a timer
    assert at.select_slider(key="stop").value == 2
    assert at.session_state["playing"] and at.button(key="play").label == "Pause"
    at.button(key="play").click().run()
    assert not at.session_state["playing"]


def test_a_link_reopens_the_same_view():
    at = _app(text=CHAPTER.name, stop="6")
    assert at.select_slider(key="stop").value == 6
    assert "6. 幽州" in _passage(at)
    # A stop the text does not have falls back to the first.
    assert _app(stop="99").select_slider(key="stop").value == 1


@pytest.mark.parametrize(("query", "note"), [
    ({"stop": "²"}, "The link asks for stop ², which is not a stop number"),  # isdigit() but not int()
    ({"stop": "9" * 5000}, "which is not a stop number"),  # past int()'s 4,300 digits
    ({"stop": "99"}, "The link asks for stop 99, but this text has 7 stops."),
    ({"text": "nope.txt", "stop": "2"}, "The link names a text that is not here (nope.txt)"),
    ({"text": "../data/places.csv"}, "The link names a text that is not here"),
])
def test_a_bad_link_gives_a_notice_and_the_session_goes_on(query, note):
    at = _app(**query)
    assert not at.exception and not at.error
    assert [note in _shown(i.value) for i in at.info] == [True]
    assert "班师还朝" in at.header[0].value
    at.button[-1].click().run()  # Next: every later run of the session works, and the notice is gone
    assert not at.exception and not at.info
    assert at.select_slider(key="stop").value == (3 if "stop" in query and query["stop"] == "2" else 2)


HOSTILE_PLACES = ("id,name,variants,kind,lat,lon,uncertainty_km\n"
                  "md,[click me](http://127.0.0.1:9/x)城,![t](http://127.0.0.1:9/t.png)城,city,41,122,20\n"
                  "tex,$x^2$ :red[红]城,www.example.com城,city,41.3,123.2,20\n")


@pytest.mark.parametrize("name", ["![t](http://127.0.0.1:9/t.png).txt", "[a](www.example.com)$y$.txt"])
def test_markdown_in_names_reaches_no_element_unescaped(name):
    # Two stops on one day: the slider labels carry the place names; the header, the file's name.
    text = "九月二十日，大军至[click me](http://127.0.0.1:9/x)城。\n是日，大军至$x^2$ :red[红]城。\n"
    at = _app()
    at.file_uploader[1].set_value(("md.csv", HOSTILE_PLACES.encode(), "text/csv"))
    at.file_uploader[0].set_value((name, text.encode(), "text/plain")).run()
    at.text_input(key=f"party:{name}").input("大军").run()
    at.text_input(key=f"context:{name}").input("贞观十九年九月").run()
    assert not at.exception and not at.error
    slider = at.select_slider(key="stop")
    assert len(slider.options) == 2
    shown = [*slider.options, *(c.value for c in at.caption), *(m.label for m in at.metric),
             *(m.value for m in at.metric), *(t.label for t in at.tabs), *(h.value for h in at.header)]
    markup = re.compile(r"(?<!\\)[\[\]()!$*`]|://|www\.")
    assert [s for s in shown if markup.search(s)] == []
    assert any("[click me](http://127.0.0.1:9/x)城" in _shown(s) for s in shown)
    assert any(name.removesuffix(".txt") in _shown(s) for s in shown)


def test_an_uploads_parse_lives_in_its_session_and_a_new_context_replaces_it():
    # Only bundled texts are shared between sessions; an upload's parse is the session's own,
    # one at a time, and goes with the session (issue 17: bounded memory).
    at = _app()
    assert "parse_key" not in at.session_state  # the bundled chapter: the shared cache
    data = CHAPTER.read_text(encoding="utf-8").encode("utf-8")
    at.file_uploader[0].set_value(("retreat.txt", data, "text/plain")).run()
    first = at.session_state["parse_key"]
    at.text_input(key="context:retreat.txt").input("贞观十九年九月").run()
    second = at.session_state["parse_key"]
    assert second != first and not at.exception
    assert {m.label: m.value for m in at.metric}["Stops"] == "7"
    at.run()  # a rerun with nothing changed reads nothing again
    assert at.session_state["parse_key"] == second


def test_upload_in_gb18030():
    at = _app()
    data = CHAPTER.read_text(encoding="utf-8").encode("gb18030")
    before = sorted(p for d in ("corpus", "data") for p in (ROOT / d).rglob("*"))
    at.file_uploader[0].set_value(("retreat_gb.txt", data, "text/plain")).run()
    assert not at.error and not at.exception
    at.text_input(key="context:retreat_gb.txt").input("贞观十九年九月").run()
    at.text_input(key="party:retreat_gb.txt").input("李世民、大军、御驾").run()
    assert not at.error
    assert {m.label: m.value for m in at.metric}["Stops"] == "7"
    assert "gb18030" in at.caption[0].value
    assert sorted(p for d in ("corpus", "data") for p in (ROOT / d).rglob("*")) == before  # nothing written


@pytest.mark.parametrize(("widget", "upload", "message"), [
    (0, ("picture.txt", b"\x89PNG\r\n\x1a\n" + bytes(64), "text/plain"), "binary file"),
    (0, ("empty.txt", b"  \n", "text/plain"), "empty"),
    (1, ("places.csv", b"id,name\nx,y\n", "text/csv"), "places.csv"),
])
def test_bad_upload_shows_an_error_and_keeps_the_view(widget, upload, message):
    at = _app()
    at.select_slider(key="stop").set_value(3).run()
    at.file_uploader[widget].set_value(upload).run()
    assert not at.exception
    assert len(at.error) == 1 and message in re.sub(r"\\(.)", r"\1", at.error[0].value)  # shown escaped
    # The last good view stays.
    assert {m.label: m.value for m in at.metric}["Stops"] == "7"
    assert at.select_slider(key="stop").value == 3


def test_markup_in_an_upload_is_escaped():
    at = _app()
    places = ("id,name,variants,kind,lat,lon,uncertainty_km\nevil,<img src=x onerror=alert(1)>,,city,41,122,20\n"
              "liaodong,辽东城,,city,41.27,123.17,3\n").encode()
    text = "九月二十日，大军至辽东城。<script>alert(1)</script>\n二十一日，大军至<img src=x onerror=alert(1)>。\n"
    at.file_uploader[1].set_value(("evil.csv", places, "text/csv"))
    at.file_uploader[0].set_value(("evil.txt", text.encode(), "text/plain")).run()
    at.text_input(key="party:evil.txt").input("大军").run()
    at.select_slider(key="stop").set_value(2).run()
    assert not at.error and not at.exception
    shown = [h.proto.body for h in at.get("html")] + [_map_args(at)["feature_group"]]
    assert all("<script>alert" not in s and "<img src=x" not in s for s in shown)
    assert any("&lt;img src=x onerror=alert(1)&gt;" in s for s in shown)


def test_a_bundled_text_opens_with_its_own_gazetteer():
    # 曹操's 乌桓 campaign: its places (无终, 柳城) are in its sidecar's gazetteer, not data/places.csv.
    at = _app(text="jianan12_caocao_wuhuan_zztj.txt")
    assert not at.exception and not at.error
    assert "曹操" in at.text_input(key="party:jianan12_caocao_wuhuan_zztj.txt").value
    assert any(name in _map_args(at)["feature_group"] for name in ("柳城", "无终", "白狼山"))


def test_the_sidebar_says_whose_march_it_reads(started):
    # The party names in force, and the ruler of 贞观 from sanmiao's tables.
    notes = [c.value for c in started.sidebar.caption]
    assert any("Read as the march of" in n and "李世民" in n and "Reigning then" in n for n in notes)


def test_with_no_party_named_the_sidebar_says_whom_the_text_follows():
    # 资治通鉴 卷65 uploaded with its gazetteer and no party: 曹操, found from the text's moves, and said so.
    at = _app()
    corpus = ROOT / "corpus"
    at.file_uploader[0].set_value(("wuhuan.txt", (corpus / "jianan12_caocao_wuhuan_zztj.txt").read_bytes(),
                                   "text/plain"))
    at.file_uploader[1].set_value(("wuhuan.csv", (corpus / "jianan12_caocao_wuhuan.places.csv").read_bytes(),
                                   "text/csv")).run()
    at.text_input(key="context:wuhuan.txt").input("建安十一年").run()
    assert not at.exception and not at.error
    assert at.text_input(key="party:wuhuan.txt").value == ""
    notes = [c.value for c in at.sidebar.caption]
    assert any("曹操" in n and "No one was named" in n for n in notes)
    assert any(name in _map_args(at)["feature_group"] for name in ("柳城", "无终", "白狼山"))


# 僖宗 flees 长安 (in data/places.csv) for 兴元府 and 绵州 (资治通鉴 卷254), which only CHGIS has.
MIXED = "广明元年十二月甲申，上至长安。丁酉，至兴元府。中和元年正月辛未，至绵州。"


def test_chgis_stops_say_so_and_the_layer_can_be_turned_off():
    at = _app()
    assert at.checkbox(key="chgis").label == "CHGIS gazetteer layer" and at.checkbox(key="chgis").value
    at.file_uploader[0].set_value(("xuanzong.txt", MIXED.encode(), "text/plain")).run()
    at.session_state["map"] = {"last_object_clicked_tooltip": None, "last_object_clicked_count": 0}
    at.select_slider(key="stop").set_value(2).run()
    assert not at.error and not at.exception
    table = at.dataframe[0].value
    assert list(zip(table["place"], table["gazetteer"])) == [("长安", "curated"), ("兴元府", "CHGIS"), ("绵州", "CHGIS")]
    assert re.search(r'from CHGIS · <a href="https://maps\.cga\.harvard\.edu/tgaz/placename/hvd_\d+" '
                     r'target="_blank" rel="noopener noreferrer">', _passage(at))
    # Without the layer only 长安 is known: one stop, placed by the curated gazetteer.
    at.checkbox(key="chgis").uncheck().run()
    assert not at.exception
    assert {m.label: m.value for m in at.metric}["Stops"] == "1"
    assert "<dd>curated</dd>" in _passage(at) and "tgaz" not in _passage(at)
