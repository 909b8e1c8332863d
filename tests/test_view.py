"""route.view: labels, highlighted and escaped HTML, timeline rows, and reading uploads."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from route.corpus import load_sidecar
from route.errors import CorpusError, GazetteerError
from route.places.chgis import TGAZ_URL
from route.places.gazetteer import Place
from route.view import (
    MAX_PASSAGE_LINES,
    date_label,
    distance_chart,
    error_message,
    julian,
    layer_html,
    passage_html,
    plain,
    read_itinerary,
    read_link,
    reading_html,
    stop_labels,
    summary,
    timeline_rows,
    warnings_html,
)

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"


@pytest.fixture(scope="module")
def chapter():
    return read_itinerary(CHAPTER.read_bytes(), CHAPTER.name, load_sidecar(CHAPTER))


def _stop(itinerary, name):
    return next(s for s in itinerary.stops if s.place.name == name)


def test_slider_labels_give_lunar_and_julian_dates(chapter):
    labels = stop_labels(chapter)
    assert list(labels) == list(range(1, len(chapter.stops) + 1))
    assert labels[1] == "九月十八日 · 645-10-13"
    # A span of days within one year repeats only the month and day.
    assert labels[_stop(chapter, "营州").seq] == "十月十一日 – 十三日 · 645-11-05 – 11-07"
    # A later year keeps its era and year: the march runs into 贞观二十年.
    assert labels[_stop(chapter, "长安").seq].startswith("贞观二十年三月 · 646-03-22")


@pytest.mark.parametrize(("start", "end", "expected"), [
    ("0645-10-13", "0645-10-13", "645-10-13"),
    ("0645-10-26", "0645-11-04", "645-10-26 – 11-04"),
    ("0645-12-30", "0646-01-02", "645-12-30 – 646-01-02"),
    # Before the common era ISO years are signed; the sign stays.
    ("-0100-03-01", "-0100-03-01", "-100-03-01"),
])
def test_julian_spans(start, end, expected):
    from route.itinerary import DateRange

    assert julian(DateRange("x", "day", 1, 1, start, end)) == expected


def test_stops_on_one_day_get_labels_of_their_own():
    # The annals cross the 辽水 and reach 辽东城 on one day: a slider whose two options read
    # alike could only ever select the second.
    annals = "五月丁丑，车驾渡辽水，至辽东城下，见士卒负土填堑。\n六月丙辰，师至安市城。\n".encode()
    labels = stop_labels(read_itinerary(annals, "annals.txt", context="贞观十九年", party=("上", "车驾", "师")))
    assert len(set(labels.values())) == len(labels)
    assert "五月十日 · 645-06-09 · 辽东城" in labels.values()


def test_undated_stop_label():
    assert date_label(None) == "undated"


def test_passage_shows_dates_leg_and_highlights(chapter):
    stop = _stop(chapter, "辽水")
    html = passage_html(chapter, stop)
    assert "贞观十九年九月二十一日" in html and "645-10-16" in html and "645-10-19" in html  # lunar, Julian, Gregorian
    assert f"{stop.leg_km:,.0f} km" in html and "km/day" in html and "辽东城" in html
    assert '<mark class="rt-stop" title="辽水">辽水</mark>' in html
    assert '<mark class="rt-date"' in html
    numbers = re.findall(r'<span class="rt-no">(\d+)</span>', html)
    assert [int(n) for n in numbers] == list(range(stop.first_line, stop.last_line + 1))
    assert 'id="line-' not in html  # anchors belong to the reading view alone: ids are unique


def test_en_route_events_show_after_their_stop(chapter):
    event = chapter.en_route[0]
    before, after = chapter.stops[event.after_stop - 1], chapter.stops[event.after_stop]
    html = passage_html(chapter, before)
    assert f"On the road to {after.place.name}" in html and f"line {event.event.line}" in html
    assert "On the road" not in passage_html(chapter, after)


def test_reading_view_marks_stops_and_mentions_apart(chapter):
    html = reading_html(chapter, chapter.stops[0])
    assert len(re.findall(r'id="line-\d+"', html)) == chapter.text.n_lines
    stops = set(re.findall(r'<mark class="rt-stop" title="([^"]+)"', html))
    mentions = set(re.findall(r'<mark class="rt-place" title="([^"]+)"', html))
    assert {s.place.name for s in chapter.stops} <= stops
    assert {"高句丽", "吐蕃"} <= mentions  # polities are named, never stops
    assert html.count('rt-current"') == chapter.stops[0].last_line - chapter.stops[0].first_line + 1


def test_warnings_link_to_their_line(chapter):
    html = warnings_html(chapter)
    for w in chapter.warnings:
        assert f'<a href="#line-{w.line}">line {w.line}</a>' in html


def test_timeline_rows_accumulate(chapter):
    rows = timeline_rows(chapter)
    assert [r["#"] for r in rows] == [s.seq for s in chapter.stops]
    assert rows[0]["day"] == 0 and rows[0]["total km"] == 0
    assert rows[-1]["total km"] == pytest.approx(chapter.total_km, abs=0.1)
    assert all(a["day"] <= b["day"] for a, b in zip(rows, rows[1:]))


# -- gazetteer layers ------------------------------------------------------------------------

# 僖宗 flees 长安 (in data/places.csv) for 兴元府 and 绵州 (资治通鉴 卷254), which only CHGIS has.
MIXED = "广明元年十二月甲申，上至长安。丁酉，至兴元府。中和元年正月辛未，至绵州。"
SAFE_LINK = 'target="_blank" rel="noopener noreferrer"'


@pytest.fixture(scope="module")
def mixed():
    return read_itinerary(MIXED.encode(), "xuanzong.txt")


@pytest.mark.parametrize(("name", "layer"), [("长安", "curated"), ("兴元府", "chgis"), ("绵州", "chgis")])
def test_passage_says_which_gazetteer_placed_the_stop(mixed, name, layer):
    stop = _stop(mixed, name)
    html = passage_html(mixed, stop)
    if layer == "chgis":
        link = f'<a href="{TGAZ_URL}{stop.place.id}" {SAFE_LINK}>TGAZ {stop.place.id}</a>'
        assert f"<dt>gazetteer</dt><dd>from CHGIS · {link}</dd>" in html
    else:
        assert "<dt>gazetteer</dt><dd>curated</dd>" in html and TGAZ_URL not in html


def test_timeline_names_each_stops_gazetteer(mixed):
    assert [(r["place"], r["gazetteer"]) for r in timeline_rows(mixed)] == [
        ("长安", "curated"), ("兴元府", "CHGIS"), ("绵州", "CHGIS")]


def test_without_the_chgis_layer_only_curated_places_are_stops():
    it = read_itinerary(MIXED.encode(), "xuanzong.txt", chgis=False)
    assert [(s.place.name, s.place.layer) for s in it.stops] == [("长安", "curated")]


@pytest.mark.parametrize(("layer", "matches", "shown"), [
    ("chgis", ("tgaz:hvd_116021",), f'from CHGIS · <a href="{TGAZ_URL}hvd_116021" {SAFE_LINK}>TGAZ hvd_116021</a>'),
    # Only a well-formed hvd_ number makes a link; the rest of a match never reaches the page.
    ("chgis", ("javascript:alert(1)", "tgaz:hvd_116021"),
     f'from CHGIS · <a href="{TGAZ_URL}hvd_116021" {SAFE_LINK}>TGAZ hvd_116021</a>'),
    ("chgis", ('tgaz:hvd_1"><script>alert(1)</script>',), "from CHGIS"),
    ("chgis", ("tgaz:hvd_1 onmouseover=alert(1)",), "from CHGIS"),
    ("chgis", ("tgaz:hvd_７０９２４",), "from CHGIS"),  # full-width digits are no TGAZ id
    ("chgis", (), "from CHGIS"),
    # A curated row says so even when it names a TGAZ record: only CHGIS stops link TGAZ.
    ("curated", ("tgaz:hvd_116021",), "curated"),
    ("curated", (), "curated"),
])
def test_layer_html_links_only_a_valid_tgaz_id(layer, matches, shown):
    place = Place("x", "<img src=x onerror=alert(1)>", (), "city", 34.4, 107.4, 5, matches=matches, layer=layer)
    assert layer_html(place) == shown


def test_markup_in_a_chgis_stop_stays_escaped(mixed):
    from dataclasses import replace

    # A CHGIS record whose name and modern site carry markup (a gazetteer is data from outside).
    stop = _stop(mixed, "绵州")
    place = replace(stop.place, name="<script>alert(1)</script>", modern="<img src=x onerror=alert(1)>")
    evil = replace(mixed, stops=(*mixed.stops[:-1], replace(stop, place=place)))
    html = passage_html(evil, evil.stops[-1])
    assert "<script>alert" not in html and "<img src=x" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert f'<a href="{TGAZ_URL}{stop.place.id}" {SAFE_LINK}>' in html


def test_distance_chart_is_a_valid_vega_lite_spec(chapter):
    # A plain dict for st.vega_lite_chart; altair's schema says whether Vega-Lite would take it.
    alt = pytest.importorskip("altair")
    spec = distance_chart(timeline_rows(chapter))
    alt.LayerChart.from_dict(spec)
    assert [r["place"] for r in spec["data"]["values"]] == [s.place.name for s in chapter.stops]


def test_summary(chapter):
    assert summary(chapter) == {"Stops": "7", "Distance": f"{chapter.total_km:,.0f} km",
                                "Days": str(chapter.days), "Average": f"{chapter.total_km / chapter.days:.1f} km/day"}


def test_upload_in_gb18030_reads_like_the_original(chapter):
    data = CHAPTER.read_text(encoding="utf-8").encode("gb18030")
    upload = read_itinerary(data, "upload.txt", None, "贞观十九年九月", load_sidecar(CHAPTER).party)
    assert upload.text.encoding == "gb18030"
    assert [s.place.id for s in upload.stops] == [s.place.id for s in chapter.stops]


@pytest.mark.parametrize(("text", "places", "context", "error"), [
    (b"\x89PNG\r\n\x1a\n\x00\x00", None, None, CorpusError),  # an image renamed .txt
    (b"   \n", None, None, CorpusError),  # an empty file
    ("至辽东城。".encode(), b"id,name\nx,y\n", None, GazetteerError),  # a CSV missing columns
])
def test_bad_uploads_raise_route_errors(tmp_path, text, places, context, error):
    before = sorted(p.name for d in ("corpus", "data") for p in (ROOT / d).iterdir())
    with pytest.raises(error) as info:
        read_itinerary(text, "bad.txt", None, context, (), places, "bad.csv")
    assert error_message(info.value).startswith("Could not use this input: ")
    # Nothing from an upload lands in the repository.
    assert sorted(p.name for d in ("corpus", "data") for p in (ROOT / d).iterdir()) == before


def test_a_context_that_is_no_date_is_a_doubt_not_an_error():
    it = read_itinerary("至辽东城。".encode(), "x.txt", None, "明天")
    assert [w.kind for w in it.warnings] == ["context"]
    assert "whole text: not a date: &#x27;明天&#x27;" in warnings_html(it)


def test_error_message_for_an_unexpected_failure():
    assert error_message(KeyError("x")).startswith("Could not read this input (KeyError")


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        # An upload's title or a gazetteer name must not load an image or follow a link.
        ("![](http://host/x.png)", "![](http:\u2060//host/x.png)"),
        ("[点此](javascript:alert(1))", "[点此](javascript:alert(1))"),
        (":red[贞观] :material/home:", ":red[贞观] :material/home:"),  # Streamlit's own directives
        ("$x^2$ **粗** `代码`", "$x^2$ **粗** `代码`"),  # LaTeX and emphasis
        ("贞观十九年九月十八日", "贞观十九年九月十八日"),  # plain Chinese is left alone
        # GFM links bare URLs, www. names and e-mail addresses whatever their escapes: a word joiner breaks them.
        ("[click me](http://127.0.0.1:9/x)城", "[click me](http:\u2060//127.0.0.1:9/x)城"),
        ("www.example.com 城", "w\u2060ww.example.com 城"),
        ("李勣@example.com", "李勣@\u2060example.com"),
    ],
)
def test_plain_escapes_markdown(raw: str, shown: str) -> None:
    escaped = plain(raw)
    # Every special character is escaped, and unescaping gives the text back (with any word joiner).
    assert re.sub(r"\\(.)", r"\1", escaped) == shown
    assert not re.search(r"(?<!\\)[!\[\]()$*`:]", escaped)
    assert not re.search(r"(?i)://|www\.|@[^\u2060]|@$", escaped)


TEXTS = ["zhenguan19_retreat_from_anshi.txt", "yanxi_qianlong_tour.txt"]


@pytest.mark.parametrize(
    ("text", "stop", "wanted", "notes"),
    [
        ("yanxi_qianlong_tour.txt", "4", ("yanxi_qianlong_tour.txt", 4), []),
        (None, None, (None, None), []),  # no link: the app's own start
        ("nope.txt", None, (None, None), ["The link names a text that is not here (nope.txt); showing the first one."]),
        ("../data/places.csv", "2", (None, 2), ["The link names a text that is not here (../data/places.csv)"]),
        # ² and ৩ pass str.isdigit() but int() refuses ² and reads ৩ (Bengali 3): only ASCII digits count.
        (None, "²", (None, None), ["The link asks for stop ², which is not a stop number; showing stop 1."]),
        (None, "৩", (None, None), ["The link asks for stop ৩, which is not a stop number"]),
        # 5,000 digits: int() refuses more than 4,300 digits; a bounded length answers first.
        (None, "9" * 5000, (None, None), ["The link asks for stop 99999999999999999999, which is not"]),
        (None, "-1", (None, None), ["The link asks for stop -1"]),
        (None, "0", (None, None), ["The link asks for stop 0"]),
        (None, " 3", (None, None), ["The link asks for stop  3"]),
    ],
)
def test_read_link_takes_only_a_bundled_text_and_a_short_ascii_number(text, stop, wanted, notes) -> None:
    name, number, said = read_link(text, stop, TEXTS)
    assert (name, number) == wanted
    assert len(said) == len(notes) and all(s.startswith(n) for s, n in zip(said, notes))


@pytest.mark.parametrize(("between", "shown"), [
    # A passage of a thousand lines (a stop, then lines of prose with no place or date) shows its first MAX_PASSAGE_LINES and names the rest; a short one shows all.
    (1000, MAX_PASSAGE_LINES),
    (3, None),
])
def test_a_long_passage_shows_its_first_lines_and_names_the_rest(between: int, shown: int | None) -> None:
    raw = "九月十八日，上至辽东城。\n" + "将士皆喜，歌于道中。\n" * between + "十月，至营州。\n"
    it = read_itinerary(raw.encode("utf-8"), "long.txt", None)
    stop = it.stops[0]
    html = passage_html(it, stop)
    numbers = [int(n) for n in re.findall(r'<span class="rt-no">(\d+)</span>', html)]
    total = stop.last_line - stop.first_line + 1
    assert len(numbers) == (shown or total)
    assert ("more lines of this passage" in html) == (shown is not None and total > shown)


def test_the_reading_view_of_a_long_text_follows_the_current_stop() -> None:
    # A stop past the first MAX_READING_LINES lines is shown with its lines; the lines before and
    # after the window are named, not dropped silently.
    from route.view import MAX_READING_LINES

    raw = "九月十八日，上至辽东城。\n" + "将士皆喜，歌于道中。\n" * (MAX_READING_LINES + 500) + "十月，至营州。\n" \
        + "将士皆喜，歌于道中。\n" * (MAX_READING_LINES * 2)
    it = read_itinerary(raw.encode("utf-8"), "long.txt", None)
    far = it.stops[-1]
    assert far.first_line > MAX_READING_LINES
    html = reading_html(it, far)
    assert f'id="line-{far.first_line}"' in html and "rt-current" in html
    assert "not shown: the view follows the current stop" in html and "more lines not shown" in html
    assert len(re.findall(r'id="line-\d+"', html)) == MAX_READING_LINES
    assert 'id="line-1"' in reading_html(it, it.stops[0])
