"""The itinerary: real stops in order, day ranges, passages, en-route events, legs."""
from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from route.corpus import Text, load_text, parse_text
from route.export import to_csv, to_geojson, to_json
from route.places.gazetteer import DEFAULT_PLACES, Gazetteer, load_gazetteer, parse_gazetteer
from route.itinerary import _departs, _titles_held, build_itinerary, format_itinerary
from route.places.stops import load_lexicon

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"
GAZ = load_gazetteer(DEFAULT_PLACES)


def test_chapter_itinerary_end_to_end() -> None:
    it = build_itinerary(load_text(CHAPTER), GAZ)
    got = [(s.seq, s.place.name, s.first_line, s.last_line, s.date.jdn_start, s.date.jdn_end) for s in it.stops]
    assert got == [
        # 九月十八日 班师 at 安市城: the order on line 3, the review on line 5 (当天).
        (1, "安市城", 3, 10, 1956930, 1956930),
        (2, "辽东城", 11, 11, 1956932, 1956932),  # 九月二十日
        (3, "辽水", 12, 17, 1956933, 1956933),  # 二十一日 carries 九月
        (4, "渤错水", 18, 26, 1956943, 1956952),  # 十月初: the first xun of a month beginning 丙申
        (5, "营州", 27, 46, 1956953, 1956955),  # arrived 十月十一日, feast 十月十三日
        (6, "幽州", 56, 60, 1956972, 1957001),  # 十一月, the whole month
        (7, "长安", 61, 63, 1957090, 1957119),  # 贞观十二年三月 read as the next 三月 (646)
    ]
    assert it.stops[0].date.julian_start == "0645-10-13"
    # The meeting with the crown prince on 十月二十一日 stays between 营州 and 幽州.
    assert [(e.event.line, e.event.date.jdn_start, e.after_stop) for e in it.en_route] == [(47, 1956963, 5)]
    # 次日 after 十月十一日 is an event at 营州.
    yingzhou = it.stops[4]
    assert [(e.line, e.date.jdn_start) for e in yingzhou.events if e.date] == [
        (27, 1956953), (29, 1956953), (36, 1956954), (44, 1956955)]
    # The backwards date carries its chronology warning.
    assert any(w.kind == "chronology" and w.line == 61 for w in it.warnings)
    # No mention became a stop: not 辽东/盖州/白岩城 (people moved), not 定州 (a destination),
    # not 长安 in speech (line 51), not the commentary after the break.
    roles = {(m.line, m.place.name): m.role for m in it.mentions}
    assert roles[(2, "白岩城")] == roles[(46, "定州")] == roles[(51, "长安")] == roles[(73, "营州")] == "mention"
    assert it.days == 1957119 - 1956930 + 1


def test_legs_distance_days_speed() -> None:
    it = build_itinerary(load_text(CHAPTER), GAZ)
    assert it.stops[0].leg_km is None
    for stop in it.stops[1:]:
        assert stop.leg_km and stop.leg_km > 0
    # 营州 (十月十三日) → 幽州 (十一月): between 17 and 47 days.
    youzhou = it.stops[5]
    assert 17 <= youzhou.leg_days <= 47 and youzhou.speed_km_day < 100
    assert 1400 < it.total_km < 2000  # geodesic legs, 安市城 to 长安


@pytest.mark.parametrize(
    ("text", "context", "expected"),
    [
        # Classical annals, every day a 干支 resolved inside the current month.
        ("九月癸未，班师。乙酉，至辽东。丙戌，渡辽水。冬，十月，丙午，至营州。", "贞观十九年",
         [("辽东城", 1956932), ("辽水", 1956933), ("营州", 1956953)]),
        # Traditional script.
        ("九月乙酉，至遼東城。丙戌，渡遼水。", "貞觀十九年", [("辽东城", 1956932), ("辽水", 1956933)]),
        # White-language translation with glosses.
        ("乙酉（二十日），唐军到达辽东城。丙戌（二十一日），唐军渡过辽水。", "贞观十九年九月",
         [("辽东城", 1956932), ("辽水", 1956933)]),
        # Modern prose: a general's march and a speech are not the party's.
        ("九月二十日，大军至辽东城。李勣率兵至白岩城。太宗说：“明年再至安市城。”次日，大军渡辽水。",
         "贞观十九年九月", [("辽东城", 1956932), ("辽水", 1956933)]),
    ],
)
def test_own_passages(text: str, context: str, expected: list[tuple[str, int]]) -> None:
    it = build_itinerary(parse_text(text, name="t.txt"), GAZ, context=context)
    assert [(s.place.name, s.date.jdn_start) for s in it.stops] == expected


def test_consecutive_events_at_one_place_merge() -> None:
    text = "十月十一日，御驾至营州。\n次日，上在营州大宴。\n十月十三日，上又至营州城南。\n"
    it = build_itinerary(parse_text(text, name="t.txt"), GAZ, context="贞观十九年十月")
    assert [(s.place.name, s.date.jdn_start, s.date.jdn_end, s.first_line, s.last_line) for s in it.stops] == [
        ("营州", 1956953, 1956955, 1, 3)]


def test_implausible_speed_is_flagged() -> None:
    text = "九月二十日，大军至辽东城。\n二十一日，大军至长安。\n"
    it = build_itinerary(parse_text(text, name="t.txt"), GAZ, context="贞观十九年九月")
    assert [w.kind for w in it.warnings if w.kind == "speed"] == ["speed"]


def test_no_places_and_no_dates_give_an_empty_route_not_an_error() -> None:
    it = build_itinerary(parse_text("今天天气很好。", name="t.txt"), GAZ)
    assert it.stops == () and it.en_route == ()


def test_readable_table() -> None:
    table = format_itinerary(build_itinerary(load_text(CHAPTER), GAZ))
    assert "安市城" in table and "0645-10-13" in table and "chronology" in table


def test_whole_campaign_in_annals_style() -> None:
    # The outbound march and the return, in 资治通鉴-like annals written for this test:
    # 李世勣's march (line 3), 诸军 crossing (line 10) and the speech (line 7) are not stops.
    text = load_text(ROOT / "tests" / "data" / "itinerary_annals_645.txt")
    it = build_itinerary(text, GAZ, context="贞观十九年")
    assert [(s.place.name, s.first_line) for s in it.stops] == [
        ("洛阳", 1), ("定州", 2), ("辽水", 4), ("辽东城", 5), ("安市城", 6), ("辽东城", 9), ("辽水", 9),
        ("蒲沟", 10), ("营州", 11), ("幽州", 12), ("并州", 14), ("长安", 15)]
    assert it.stops[-1].date.julian_start == "0646-03-28"  # 三月己巳 of 贞观二十年
    assert it.stops[4].date.label == "贞观十九年六月二十日 – 九月十八日"  # siege of 安市 until 班师


# Property: arbitrary text mixed with real names and dates never breaks the itinerary.

PIECES = ["至辽东城", "渡遼水", "九月十八日", "次日", "丙午，", "“", "”", "。。。。。。\n", "\n", "，", "。", "贞观十九年",
          "十月初", "闰三月", "大军", "上", "发定州", "向幽州", "初，", "三日后", "營州", "<script>alert(1)</script>"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=8)), max_size=40),
       st.sampled_from([None, "贞观十九年九月", "贞观二十年"]))
def test_itinerary_never_breaks(pieces: list[str], context: str | None) -> None:
    raw = "".join(pieces)
    if not raw.lstrip("\ufeff").strip():
        return  # an empty text (a byte-order mark alone too) is refused at loading, tested in test_corpus
    text = parse_text(raw, name="h.txt")
    it = build_itinerary(text, GAZ, context=context)
    for m in it.mentions:
        assert text.content[m.start : m.end] == m.text
    for s in it.stops:
        assert 1 <= s.first_line <= s.last_line <= text.n_lines
        if s.date and s.date.jdn_start is not None and s.date.jdn_end is not None:
            assert s.date.jdn_start <= s.date.jdn_end
    for d in it.dates:
        assert 0 <= d.start < d.end <= len(text.content)
        if d.jdn_start is not None:
            assert d.jdn_start <= d.jdn_end
    json.loads(to_json(it))
    for f in json.loads(to_geojson(it))["features"]:
        coords = f["geometry"]["coordinates"]
        assert all(-180 <= c[0] <= 180 and -90 <= c[1] <= 90 for c in (coords if coords and isinstance(coords[0], list) else [coords]))


# -- hardening: big, odd and doubtful texts still give a route -------------------------------------

CTX = "贞观十九年九月"


def _check_inside(it) -> None:
    """Every line, offset and day range an itinerary gives points into its own text."""
    text = it.text
    for s in it.stops:
        assert 1 <= s.first_line <= s.last_line <= text.n_lines
        assert all(1 <= e.line <= text.n_lines for e in s.events)
        if s.date and s.date.jdn_start is not None and s.date.jdn_end is not None:
            assert s.date.jdn_start <= s.date.jdn_end
    for e in it.en_route:
        assert 1 <= e.event.line <= text.n_lines and 0 <= e.after_stop <= len(it.stops)
    for m in it.mentions:
        assert text.content[m.start : m.end] == m.text and m.line == text.line_of(m.start)
    for d in it.dates:
        assert text.content[d.start : d.end] == d.text
    assert all(0 <= w.line <= text.n_lines for w in it.warnings)


@pytest.mark.parametrize(
    "raw",
    [
        # One sentence a megabyte long: a layout regex that rescanned to the sentence end from
        # every position once took five minutes here.
        "九月十八日，大军至辽东城" + "甲" * 350_000,
        # The chapter 170 times on one line: many sentences, one line.
        CHAPTER.read_text(encoding="utf-8").replace("\n", "") * (1_048_576 // CHAPTER.stat().st_size + 1),
    ],
    ids=["no-sentence-end", "chapter-on-one-line"],
)
def test_one_megabyte_on_one_line(raw: str) -> None:
    it = build_itinerary(parse_text(raw, name="line.txt"), GAZ, context=CTX)  # its speed: bench/run.py
    assert len(raw.encode()) > 1_000_000 and it.text.n_lines == 1 and it.stops and all(s.first_line == s.last_line == 1 for s in it.stops)
    _check_inside(it)
    json.loads(to_json(it))


def test_a_novel_with_many_section_breaks() -> None:
    # A whole novel's worth of chapters: the bundled texts, each under its own heading and
    # between section breaks, 150 times over. Passages never run across a break.
    # The two 贞观十九年 texts, whose places data/places.csv has (other corpus texts carry their own).
    chapters = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "corpus").glob("zhenguan19_*.txt"))]
    parts = []
    for n in range(150):
        parts += [f"第{n + 1}回", chapters[n % len(chapters)], "。。。。。。", "作者曰：此回至营州，未详。", "……"]
    text = parse_text("\n".join(parts), name="novel.txt")
    it = build_itinerary(text, GAZ, context=CTX)
    _check_inside(it)
    assert len(it.stops) > 150
    breaks = [n for n in range(1, text.n_lines + 1) if text.line(n) in ("。。。。。。", "……")]
    for s in it.stops:
        assert not any(s.first_line < b <= s.last_line for b in breaks), (s.first_line, s.last_line)
    # The author's aside after each break is commentary: 营州 there is never a stop.
    asides = {n for n in range(1, text.n_lines + 1) if text.line(n).startswith("作者曰")}
    assert not any(s.first_line in asides for s in it.stops)


@pytest.mark.parametrize(
    ("raw", "stops", "dates"),
    [
        # No dates: the route is there, dated by the context.
        ("大军至辽东城。\n渡辽水。\n至营州。", ["辽东城", "辽水", "营州"], 0),
        # No known places: the dates are there, no route.
        ("九月十八日，班师。\n次日，大军至平襄城。", [], 2),
        # Traditional script only.
        ("九月十八日，大軍至遼東城。\n二十一日，渡遼水。", ["辽东城", "辽水"], 2),
    ],
    ids=["no-dates", "no-places", "traditional"],
)
def test_texts_missing_a_part_still_give_output(raw: str, stops: list[str], dates: int) -> None:
    it = build_itinerary(parse_text(raw, name="t.txt"), GAZ, context=CTX)
    assert [s.place.name for s in it.stops] == stops and len(it.dates) == dates
    # Without a date of its own, the text is dated by its context alone.
    assert dates or all(s.date is not None and s.date.label == "贞观十九年九月" for s in it.stops)
    _check_inside(it)
    json.loads(to_json(it))
    json.loads(to_geojson(it))


@pytest.mark.parametrize(
    ("raw", "context", "kind"),
    [
        ("十月三十日，大军至营州。", CTX, "day_out_of_range"),  # 十月 of 645 has 29 days
        ("贞观十九年闰三月，大军至营州。", CTX, "no_leap_month"),  # 645 had no leap month
        ("冬，十月，丁酉朔，大军至营州。", CTX, "new_moon_mismatch"),  # 十月 began 丙申
        ("光华三年三月，大军至营州。", CTX, "unknown_era"),
        ("九月十八日，大军至营州。", "2024-01-01", "context"),  # a context that is not a date
        ("九月十八日，大军至营州。", "{{ 7*7 }}", "context"),
        ("贞观十九年十一月，大军至幽州。\n贞观十二年三月，大军至营州。", CTX, "chronology"),  # backwards
    ],
)
def test_doubtful_dates_warn_and_the_route_is_still_built(raw: str, context: str, kind: str) -> None:
    it = build_itinerary(parse_text(raw, name="t.txt"), GAZ, context=context)
    assert kind in [w.kind for w in it.warnings]
    assert it.stops and it.stops[-1].place.name == "营州"
    _check_inside(it)


def test_a_thousand_dates_on_one_line() -> None:
    it = build_itinerary(parse_text("九月十八日，大军至辽东城。次日，大军渡辽水。" * 500, name="t.txt"), GAZ, context=CTX)
    assert len(it.dates) == 1000 and len(it.stops) == 1000
    _check_inside(it)


# Property: arbitrary Unicode (any script, controls, symbols) mixed with names, dates and markup.

HOSTILE = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "javascript:alert(1)", "{{ 7*7 }}",
           "${alert(1)}", "`", "\x1b[2J", "\u200b", "\ufeff", "\r\n", "\r", "。。。。。。\n", "……\n"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.sampled_from(PIECES + HOSTILE), st.text(st.characters(), max_size=12)), max_size=40),
       st.sampled_from([None, CTX, "贞观二十年", "{{ x }}"]))
def test_any_text_gives_a_sound_itinerary_and_exports(pieces: list[str], context: str | None) -> None:
    raw = "".join(pieces)
    if not raw.lstrip("\ufeff").strip():
        return  # an empty text (a BOM is no text) is refused at loading, tested in test_corpus
    it = build_itinerary(parse_text(raw, name="h.txt"), GAZ, context=context)
    _check_inside(it)
    assert len(json.loads(to_json(it))["stops"]) == len(it.stops)
    assert len(list(csv.DictReader(io.StringIO(to_csv(it))))) == len(it.stops)
    points = [f for f in json.loads(to_geojson(it))["features"] if f["geometry"]["type"] == "Point"]
    assert len(points) == len(it.stops)


STAY_PLACES = (
    "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
    "chunyu,淳于,,city,36.5,119.3,5,,,,test row,,\n"
    "ye,邺,邺城,city,36.33,114.62,5,,,,test row,,\n"
    "fengquan,凤泉汤,,city,34.1,107.9,5,,,,test row,,\n"
    "dongdu,东都,,capital,34.67,112.44,5,,,,test row,,\n"
)


@pytest.mark.parametrize(("text", "context", "place", "jdn"), [
    # 资治通鉴 卷65: 曹操 at 淳于 from 建安十一年八月 until he leaves in 春二月 of the next year:
    # 八月 to the start of 二月, not through the whole of 十二年.
    ("　　[4]八月，曹操东讨海贼管承，至淳于，遣将乐进、李典击破之。\n十二年（丁亥、207）\n"
     "　　[1]春，二月，曹操自淳于还邺。", "建安十一年", "淳于", (1796562, 1796740)),
    # 资治通鉴 卷212: 上 at 凤泉汤 from 十二月甲午 to 戊申, 还宫: the heading 十二年 after it
    # stretches nothing.
    ("　　[16]十二月，甲午，上幸凤泉汤；戊申，还宫。\n十二年（甲子、724）\n　　[15]十一月，庚午，上幸东都。",
     "开元十一年", "凤泉汤", (1985501, 1985515)),
])
def test_a_later_year_heading_does_not_stretch_a_stay(text: str, context: str, place: str,
                                                      jdn: tuple[int, int]) -> None:
    gaz = parse_gazetteer(STAY_PLACES, "stay.csv")
    stop = next(s for s in build_itinerary(text, gaz, context=context, party=("曹操", "上")).stops
                if s.place.name == place)
    assert stop.date is not None and (stop.date.jdn_start, stop.date.jdn_end) == jdn


@pytest.mark.parametrize(("text", "context", "names", "reigning"), [
    # sanmiao's ruler tables name who reigned: 贞观 → 李世民 (the 645 chapter), 天宝 → 李隆基 (资治通鉴 卷217).
    ("九月十八日，降诏班师。", "贞观十九年九月", ("李世民", "太宗"), "太宗"),
    ("冬，十月，庚寅，上幸华清宫。", "天宝十四载", ("李隆基", "玄宗"), "玄宗"),
    # In a year of accession both reigned, but 上 at the text's start is the one before
    # (明史 英宗纪: 正统十四年 is 英宗's, though 景帝 acceded that September); 显德六年 is
    # 世宗's, who acceded in 显德元年 (资治通鉴 卷294).
    ("秋七月，瓦剌也先寇大同。", "正统十四年", ("朱祁镇", "英宗"), "英宗"),
    ("夏，四月，上至沧州。", "显德六年", ("柴荣", "世宗"), "世宗"),
])
def test_the_ruler_of_the_texts_years(text: str, context: str, names: tuple[str, ...], reigning: str) -> None:
    from route.dates import resolve_dates
    from route.itinerary import _rulers_of

    groups, now, _ = _rulers_of(resolve_dates(text, context).dates)
    assert any(g[:2] == names for g in groups) and reigning in now


def test_naming_one_ruler_of_an_accession_year_names_him_alone() -> None:
    # 正统十四年: naming 英宗 adds his names and 上, not 景帝's (who acceded that September).
    it = build_itinerary(parse_text("秋七月，上至大同。", name="t.txt"), GAZ, context="正统十四年", party=("英宗",))
    assert "朱祁镇" in it.party and "上" in it.party and not {"朱祁钰", "代宗"} & set(it.party)


def test_the_chapter_without_its_sidecar_keeps_its_first_stop() -> None:
    # A reader uploads the chapter alone: no party names, only the context. 李世民 comes from
    # sanmiao's ruler of 贞观, so 安市城 (班师当天,李世民在安市城下大阅三军) is the first stop.
    raw = (ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt").read_bytes()
    it = build_itinerary(parse_text(raw, name="chapter.txt"), GAZ, context="贞观十九年九月")
    assert [s.place.name for s in it.stops][:2] == ["安市城", "辽东城"] and len(it.stops) == 7


RULER_PLACES = (
    "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
    "taizhou,泰州,,prefecture,32.49,119.91,5,,,,test row,,\n"
    "liaoshui,辽水,,river,41.3,122.7,20,,,,test row,,\n"
)


@pytest.mark.parametrize(("text", "context", "party", "place"), [
    # The reader types 世宗; the annals say 帝 (资治通鉴 卷294): the ruler goes by both.
    ("三月，壬午朔，帝如泰州。", "显德五年二月", ("世宗",), "泰州"),
    # The reader types 帝; the annals say 上 (资治通鉴 卷181).
    ("癸巳，上始御师，进至辽水。", "大业八年三月", ("帝",), "辽水"),
])
def test_the_ruler_goes_by_every_name_of_the_throne(text: str, context: str, party: tuple[str, ...],
                                                     place: str) -> None:
    gaz = parse_gazetteer(RULER_PLACES, "ruler.csv")
    assert [s.place.name for s in build_itinerary(text, gaz, context=context, party=party).stops] == [place]


@pytest.mark.parametrize(("text", "context", "party", "place"), [
    # No party named: the ruler of the text's years goes by the other names data/people.csv gives
    # him too: 先主 is 刘备 in 章武 (三国演义 第八十一回), 世民 is 李世民 in 贞观.
    ("却说章武元年秋八月，先主起大军至夔关，驾屯白帝城。", "章武元年", (), "白帝城"),
    ("九月乙酉，世民渡辽水。", "贞观十九年", (), "辽水"),
    # …and so he does when the reader types 帝 (one of the throne's words).
    ("却说章武元年秋八月，先主起大军至夔关，驾屯白帝城。", "章武元年", ("帝",), "白帝城"),
])
def test_the_ruler_of_the_years_goes_by_his_other_names(text: str, context: str, party: tuple[str, ...],
                                                         place: str) -> None:
    gaz = parse_gazetteer(RULER_PLACES + "baidi,白帝城,,city,31.04,109.57,3,,,,test row,,\n"
                                         "kuiguan,夔关,,city,31.03,109.55,5,,,,test row,,\n", "ruler.csv")
    it = build_itinerary(text, gaz, context=context, party=party)
    assert place in [s.place.name for s in it.stops]


@pytest.mark.parametrize(("name", "lines", "context", "party", "place", "role"), [
    # The dynasty's own army tells no one else's story: after 一路上，唐军没有遇到任何敌军的追袭 the
    # army is still the emperor's (the chapter)…
    ("zhenguan19_retreat_from_anshi", (9, 11), "贞观十九年九月", ("李世民", "大军", "御驾"), "辽东城", "stop"),
    # …but it is not the emperor himself: 隋军到达萨水 is 宇文述's (资治通鉴 卷181 白话).
    ("daye8_yangdi_liaodong_baihua", (24, 24), None, ("炀帝",), "萨水", "mention"),
])
def test_the_dynastys_army_is_no_one_else(name: str, lines: tuple[int, int], context: str | None,
                                          party: tuple[str, ...], place: str, role: str) -> None:
    gold, text, gaz = _bench_text(name)
    raw = "\n".join(text.content.splitlines()[lines[0] - 1:lines[1]])
    it = build_itinerary(raw, gaz, context=context or gold.get("context") or "大业八年七月", party=party)
    assert [m.role for m in it.mentions if m.place.name == place][-1] == role


def test_a_place_set_out_for_leaves_one_stop_where_the_party_was() -> None:
    # 旧唐书 代宗纪: 御含元殿… 丙子，驾幸陕州，上出苑门: 陕州 is only set out for (reached 戊寅), and the
    # party leaves 长安, where it already was: one stop at 长安, not two.
    lines = (ROOT / "corpus" / "guangde1_daizong_shanzhou_jts.txt").read_text(encoding="utf-8").splitlines()
    gaz = load_gazetteer(ROOT / "corpus" / "guangde1_daizong_shanzhou_annals.places.csv")
    it = build_itinerary("\n".join(lines[3:5]), gaz, context="广德元年七月", party=("代宗",))
    assert [s.place.name for s in it.stops][:3] == ["长安", "华州", "陕州"]


@pytest.mark.parametrize(("text", "party", "place"), [
    # Years no era names (汉 before 建元: 资治通鉴 卷11, 卷12) say nothing of who reigns; a ruler's title
    # typed as the party (高帝) goes by the throne's words, 上 of the annals.
    ("　　上至广武，赦刘敬，曰：“吾不用公言，以困平城；吾皆已斩前使十辈矣！”", ("高帝",), "广武"),
    ("　　[2]上还，过沛，留，置酒沛宫，悉召故人、父老、诸母、子弟佐酒，道旧故为笑乐。", ("高帝",), "沛"),
])
def test_a_ruler_of_years_with_no_era_goes_by_the_throne(text: str, party: tuple[str, ...], place: str) -> None:
    gaz = parse_gazetteer(RULER_PLACES + "guangwu,广武,,city,39.1,112.9,10,,,,test row,,\n"
                                         "pei,沛,,city,34.7,116.9,10,,,,test row,,\n", "ruler.csv")
    assert place in [s.place.name for s in build_itinerary(text, gaz, party=party).stops]


@pytest.mark.parametrize(("text", "context", "party", "capital"), [
    # 至自X: back at the capital from X, left unsaid (续资治通鉴长编 卷20, 旧唐书 玄宗纪, traditional).
    ("乙巳，车驾至自范阳。", "太平兴国四年八月", ("车驾",), "开封"),
    ("十二月乙酉，幸新豐之溫湯。壬午，至自溫湯。", "开元九年十二月", ("上",), "长安"),
])
def test_back_from_somewhere_is_back_at_the_capital(text: str, context: str, party: tuple[str, ...],
                                                    capital: str) -> None:
    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        f"capital,{capital},京师,capital,34.3,108.9,5,,,,test row,,\n"
        "youzhou,幽州,范阳,prefecture,39.9,116.4,5,,,,test row,,\n"
        "wentang,温汤,,city,34.36,109.2,5,,,,test row,,\n", "capital.csv")
    stops = build_itinerary(text, gaz, context=context, party=party).stops
    assert stops[-1].place.name == capital and "至自" in stops[-1].written


@pytest.mark.parametrize(("text", "context", "place", "jdn"), [
    # A clause that is only 还 or 还宫 ends the stay: 明史 英宗纪 and 资治通鉴 卷212.
    ("三月戊子，如天寿山，癸巳，还。夏四月丁酉，大祀。六月乙亥，宴。", "正统十四年二月", "天寿山", (2250395, 2250400)),
    ("十二月，甲午，上幸凤泉汤；戊申，还宫。闰月，丁卯，宴。", "开元十一年", "凤泉汤", (1985501, 1985515)),
])
def test_a_bare_return_ends_the_stay(text: str, context: str, place: str, jdn: tuple[int, int]) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "tianshou,天寿山,,mountain,40.25,116.22,5,,,,test row,,\n", "stay.csv")
    stop = next(s for s in build_itinerary(text, gaz, context=context, party=("上", "帝")).stops
                if s.place.name == place)
    assert stop.date is not None and (stop.date.jdn_start, stop.date.jdn_end) == jdn


@pytest.mark.parametrize(("text", "context", "party"), [
    # 还宫 / 回宫: back at the capital, unnamed (资治通鉴 卷212; 高士奇 扈从西巡日录).
    ("冬，十月，丁酉，上幸骊山，作温泉宫；甲寅，还宫。", "开元十一年", ("上",)),
    ("三月朔壬寅，车驾幸骊山。乙巳，圣驾回宫往返二十五日得诗二十四首", "康熙二十二年三月", ("车驾",)),
])
def test_back_to_the_palace_is_back_at_the_capital(text: str, context: str, party: tuple[str, ...]) -> None:
    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        "capital,京城,京师,capital,34.3,108.9,5,,,,test row,,\n"
        "lishan,骊山,,mountain,34.36,109.2,5,,,,test row,,\n", "capital.csv")
    assert [s.place.name for s in build_itinerary(text, gaz, context=context, party=party).stops] == ["骊山", "京城"]


@pytest.mark.parametrize(("text", "party", "stops"), [
    # 还都, back to the capital (唐史演义 第九十九回), as 还京 is; not when someone else goes back (第九十二回:
    # 于悰).
    ("驾至兴平，始由崔胤召集百官，迎谒昭宗。及昭宗还都，全忠亦至，与胤上殿面奏。", ("昭宗",), ["兴平", "京城"]),
    ("时于悰早已还都，受任为左仆射，独上言广州滨海，为市舶宝货所集。", ("僖宗",), []),
])
def test_back_to_the_capital_by_a_word_of_the_novels(text: str, party: tuple[str, ...], stops: list[str]) -> None:
    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        "capital,京城,京师,capital,34.3,108.9,5,,,,test row,,\n"
        "xingping,兴平,,city,34.3,108.5,5,,,,test row,,\n"
        "guangzhou,广州,,city,23.1,113.3,5,,,,test row,,\n", "capital.csv")
    assert [s.place.name for s in build_itinerary(text, gaz, context="天复三年正月", party=party).stops] == stops


@pytest.mark.parametrize(("text", "context", "place", "jdn"), [
    # An act at a place (V于X) that is no camp is a visit: the party was there that day, and
    # the entries after it are not said to happen there. 资治通鉴 卷212 and 清史稿 圣祖纪.
    ("　　[3]壬子，祭后土于汾阴。乙卯，贬平遥令王同庆为赣尉，坐广为储，烦扰百姓也。\n"
     "　　[4]癸亥，以张说兼中书令。", "开元十一年二月", "汾阴", (1985219, 1985219)),
    ("　　十一月己未朔，日有食之。庚辰，上大阅于南苑。戊子，命安北将军伯费扬古为抚远大将军。\n"
     "　　十二月己亥，命将军博济、孙思克师出镇彝。", "康熙三十四年十月", "南苑", (2340507, 2340507)),
    # The party setting out (启行, 清史稿) or the sovereign's death (殂, 资治通鉴 卷294) ends the stay.
    ("　　二月丁亥朔，上谒陵。辛卯，上还京。壬辰，以硕鼐为蒙古都统。癸丑，告祭郊庙社稷。甲寅，命皇太子胤礽留守。"
     "丙辰，上亲统六师启行。\n　　三月戊辰，上出行宫观射。", "康熙三十五年正月", "京师", (2340578, 2340603)),
    ("　　甲戌，帝至大梁。\n　　[13]癸未，立皇后符氏。\n　　癸巳，大渐，召范质等入受顾命。是日，上殂。\n"
     "　　甲午，宣遗诏，命梁王宗训即皇帝位。\n　　[16]秋，七月，壬戌，以侍卫亲军都指挥使李重进领淮南节度使。",
     "显德六年五月", "大梁", (2071521, 2071540)),
])
def test_a_visit_or_the_partys_end_closes_the_stay(text: str, context: str, place: str,
                                                   jdn: tuple[int, int]) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "fenyin,汾阴,,city,35.5,110.5,5,,,,test row,,\n"
                          "nanyuan,南苑,,city,39.78,116.4,5,,,,test row,,\n"
                          "jingshi,京师,京,capital,39.9,116.4,5,,,,test row,,\n"
                          "daliang,大梁,,capital,34.8,114.35,5,,,,test row,,\n", "stay.csv")
    stop = next(s for s in build_itinerary(text, gaz, context=context, party=("上", "帝")).stops
                if s.place.name == place)
    assert stop.date is not None and (stop.date.jdn_start, stop.date.jdn_end) == jdn


@pytest.mark.parametrize(("text", "context", "party", "place", "jdn"), [
    # A stop whose date is carried from an earlier sentence lies between that date and the
    # next the text states: 扈从西巡日录, which follows the sovereign (乙酉 … 驻跸丁家荘 … 丁亥: 十三日 to 十五日) and 蔡东藩
    # 明史演义 第三十四回 (正统十四年 … 至土木堡 … 正统十四年九月: the year up to the end of 八月).
    ("　　乙酉\n　　驻跸涞水县西北县城旧在拒马河西北二里\n　　驻跸丁家荘有饷易酿者较京师所市色味颇佳虽不能\n"
     "　　饮为之薄醉\n　　丁亥\n", "康熙二十二年二月", ("上",), "丁家庄", (2335832, 2335834)),
    ("　　至正统十四年，乜先以二千人贡马，号称三千。\n　　振偕英宗徐徐南还，至土木堡，日尚未晡，去怀来仅二十里。\n"
     "　　乜先乃不复多言，惟总不肯放还英宗，且拥至宣府城下，伪传上命。\n"
     "　　看官记着！这年是正统十四年九月，郕王登基。", None, ("英宗",), "土木堡", (2250329, 2250564)),
])
def test_a_carried_date_is_a_span_up_to_the_next(text: str, context: str | None, party: tuple[str, ...], place: str,
                                                 jdn: tuple[int, int]) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "laishui,涞水县,,city,39.39,115.71,5,,,,test row,,\n"
                          "dingjia,丁家庄,丁家荘,city,39.3,115.6,5,,,,test row,,\n"
                          "tumu,土木堡,,fortress,40.35,115.6,5,,,,test row,,\n"
                          "xuanfu,宣府,,city,40.6,115.05,5,,,,test row,,\n", "stay.csv")
    stop = next(s for s in build_itinerary(text, gaz, context=context, party=party).stops if s.place.name == place)
    assert stop.date is not None and (stop.date.jdn_start, stop.date.jdn_end) == jdn


@pytest.mark.parametrize(("text", "context", "party", "place", "jdn"), [
    # After the throne passes on, the annals' entries are the new ruler's: they show the old
    # party nowhere unless it opens a clause. 明史 英宗纪 (黑河, then 郕王即位) and 资治通鉴
    # 卷294 (大梁, then 梁王即皇帝位; the lines between left out).
    ("甲戌，至黑河。九月癸未，郕王即位，遥尊帝为太上皇帝。\n癸巳，指挥佥事季铎奉皇太后命，达于上皇。乙巳，遣使奉书上皇。",
     "正统十四年八月", ("帝", "上"), "黑河", (2250561, 2250561)),
    ("　　甲戌，帝至大梁。\n　　甲午，宣遗诏，命梁王宗训即皇帝位，生七年矣。\n"
     "　　[16]秋，七月，壬戌，以侍卫亲军都指挥使李重进领淮南节度使。", "显德六年五月", ("帝", "上"), "大梁",
     (2071521, 2071521)),
])
def test_after_a_handover_the_entries_are_the_new_rulers(text: str, context: str, party: tuple[str, ...], place: str,
                                                         jdn: tuple[int, int]) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "heihe,黑河,,river,40.5,114.0,20,,,,test row,,\n"
                          "daliang,大梁,,capital,34.8,114.35,5,,,,test row,,\n", "stay.csv")
    stop = next(s for s in build_itinerary(text, gaz, context=context, party=party).stops if s.place.name == place)
    assert stop.date is not None and (stop.date.jdn_start, stop.date.jdn_end) == jdn


@pytest.mark.parametrize(("text", "context", "jdn_start"), [
    # Set out for a place, then reached it: the stay begins at the arrival.
    # 资治通鉴 卷212 (庚午 上幸东都; 戊寅 至东都) and 旧唐书 玄宗纪 (正月丁巳 幸東都 … 二月戊寅 至東都).
    ("　　[15]十一月，庚午，上幸东都；戊寅，至东都。\n　　[17]群臣屡上表封禅。", "开元十二年十月", 1985845),
    ("　　十年春正月丁巳，幸東都。甲子，省王公已下視品官參佐及京三品已上官伏身職員。二月戊寅，至東都。"
     "三月戊申，詔自今內外官有犯贓至解免已上，縱逢赦免，並終身勿齒。", "开元九年十二月", 1984825),
])
def test_the_stay_begins_at_the_arrival(text: str, context: str, jdn_start: int) -> None:
    stop = next(s for s in build_itinerary(text, GAZ, context=context, party=("上",)).stops if s.place.name == "洛阳")
    assert stop.date is not None and stop.date.jdn_start == jdn_start


def test_a_campaign_setting_out_ends_the_stay() -> None:
    # 资治通鉴 卷65: 曹操 at 邺 until 秋，七月，曹操南击刘表; 八月's entry is not his at 邺.
    text = ("　　[2]曹操还邺，作玄武池以肄舟师。\n　　[4]夏，六月，罢三公官，复置丞相、御史大夫。癸已，以曹操为丞相。\n"
            "　　[7]秋，七月，曹操南击刘表。\n　　[8]八月，丁未，汉光禄勋山阳郗虑为御史大夫。")
    gaz = parse_gazetteer(STAY_PLACES, "stay.csv")
    stop = next(s for s in build_itinerary(text, gaz, context="建安十三年正月", party=("曹操",)).stops)
    assert stop.place.name == "邺" and stop.date is not None and stop.date.jdn_end == 1797242  # 七月, not 丁未


@pytest.mark.parametrize(("sentence", "departs"), [
    ("[7]秋，七月，曹操南击刘表。", True),  # 资治通鉴 卷65
    ("[1]春，二月，庚子，上东巡。", True),  # 资治通鉴 卷45
    ("　　己酉，帝总戎东伐。", True),  # 周书 武帝纪 建德五年: 东伐 with 南伐, 北伐
    ("复聚众谋士商议，欲南征刘表。", False),  # 三国演义 第三十四回: a plan
])
def test_departure_words_under_a_plan_are_no_departure(sentence: str, departs: bool) -> None:
    lex = load_lexicon()
    depart_re = re.compile("|".join(map(re.escape, lex.departure)))
    assert _departs(sentence, 0, len(sentence), depart_re, lex.modal) is departs


@pytest.mark.parametrize(("text", "context", "party", "place", "jdn_end"), [
    # The party camps where the gazetteer cannot follow: it has left its last stop, and what
    # the text dates after it is not there. 明太宗实录 (车驾次杀胡城, after 饮马河) and 高士奇
    # 扈从西巡日录 (驻跸东阁村, after 庆都县), each with a gazetteer that lacks the camp.
    ("　　○丙戌  车驾次饮马河\n　　○丁亥  车驾次杀胡城敕成安侯郭亮督馈运赴应昌\n　　永乐八年六月\n"
     "　　○己未  车驾次锦云峰成安侯郭亮馈运至", "永乐八年五月", ("车驾",), "饮马河", 2236234),
    ("　　己亥\n　　驻跸庆都县尧母墓在县城东有台曰尧台高二文广十丈\n　　庚子\n　　驻跸东阁村村有延庆寺汉永昌年建\n"
     "　　辛丑晚过安州志云古堤在州城北易水濵", "康熙二十二年二月", ("上",), "庆都县", 2335847),
])
def test_a_camp_the_gazetteer_lacks_ends_the_stay(text: str, context: str, party: tuple[str, ...], place: str,
                                                  jdn_end: int) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "yinma,饮马河,,river,48.0,117.0,50,,,,test row,,\n"
                          "qingdu,庆都县,,city,38.75,115.05,5,,,,test row,,\n", "stay.csv")
    stop = next(s for s in build_itinerary(text, gaz, context=context, party=party).stops if s.place.name == place)
    assert stop.date is not None and stop.date.jdn_end == jdn_end


def test_a_stop_reached_on_a_carried_year_takes_its_own_passages_month() -> None:
    # 蔡东藩 明史演义 第三十四回: the year is 正统十四年 (carried); at 土木堡 the passage says
    # 时当仲秋, so the stop is 八月, not the year up to it.
    text = ("　　至正统十四年，乜先以二千人贡马，号称三千。\n"
            "　　振偕英宗徐徐南还，至土木堡，日尚未晡，去怀来仅二十里。辎重可换性命否？时当仲秋，天气尚热，"
            "人马行了二日，很是燥渴，四处觅水。\n　　乜先乃不复多言，惟总不肯放还英宗，且拥至宣府城下，伪传上命。")
    gaz = parse_gazetteer(STAY_PLACES + "tumu,土木堡,,fortress,40.35,115.6,5,,,,test row,,\n"
                          "xuanfu,宣府,,city,40.6,115.05,5,,,,test row,,\n", "stay.csv")
    stop = next(s for s in build_itinerary(text, gaz, party=("英宗",)).stops if s.place.name == "土木堡")
    assert stop.date is not None and (stop.date.jdn_start, stop.date.jdn_end) == (2250535, 2250564)  # 八月


@pytest.mark.parametrize(("text", "context"), [
    # The place set out for, named first in a sentence that then tells the way there, is not
    # reached yet: 资治通鉴 卷181 and its 白话 (涿郡 is reached only in 四月, 至涿郡之临朔宫).
    ("　　乙亥，帝自江都行幸涿郡，御龙舟，渡河入永济渠，仍敕选部、门下、内史、御史四司之官于船前选补。\n"
     "　　夏，四月，庚 午，车驾至涿郡之临朔宫，文武从官九品以上，并令给宅安置。", "大业七年二月"),  # 庚 午 as printed
    ("　　乙亥（十九日），炀帝从江都巡游到涿郡，乘坐龙舟，渡过黄河进入永济渠。\n"
     "　　夏季，四月，庚午（十五日），炀帝车驾到涿郡的临朔宫，随从车驾的文武官员九品以上的，都命令给宅邸安置。",
     "大业七年二月"),
])
def test_a_destination_announced_first_is_reached_later(text: str, context: str) -> None:
    stops = build_itinerary(text, GAZ, context=context, party=("帝", "炀帝", "车驾")).stops
    youzhou = [s for s in stops if s.place.name == "幽州"]
    assert len(youzhou) == 1 and youzhou[0].first_line == 2


@pytest.mark.parametrize(("text", "context", "places"), [
    # …but a next stop near the place set out for lies beyond it: the party was there first
    # (隋书 炀帝纪: 太原 to 汾阳宫 is 100 km; 资治通鉴 卷181, 幸涿郡 then 永济渠, 600 km short).
    ("癸卯，贼帅司马长安破西河郡。己酉，幸太原，避暑汾阳宫。秋七月己亥，淮南人张起绪举兵为盗。", "大业十一年五月",
     ["太原郡", "汾阳宫"]),
    ("　　乙亥，帝自江都行幸涿郡，御龙舟，渡河入永济渠。", "大业七年二月", ["黄河", "永济渠"]),
])
def test_a_stop_near_the_place_set_out_for_lies_beyond_it(text: str, context: str, places: list[str]) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "fenyang,汾阳宫,,city,38.64,112.1,25,,,,test row,,\n", "set_out.csv")
    gaz = GAZ if "涿郡" in text else gaz
    stops = build_itinerary(text, gaz, context=context, party=("帝", "上", "炀帝", "车驾")).stops
    assert [s.place.name for s in stops] == places


@pytest.mark.parametrize(("text", "context", "place", "label"), [
    # A novel dates nothing itself: the sidecar's year dates its stops, carried (三国演义
    # 第三十三回, 建安十二年; 第三十二回, 建安十年).
    ("遂留郭嘉于易州养病，求向导官以引路。", "建安十二年", "易州", "建安十二年"),
    ("曹操追至南皮，时天气寒肃，河道尽冻，粮船不能行动。", "建安十年", "南皮", "建安十年"),
])
def test_the_context_dates_what_comes_before_the_first_date(text: str, context: str, place: str, label: str) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "yi,易州,,city,38.99,116.06,5,,,,test row,,\n"
                          "nanpi,南皮,,city,38.04,116.7,5,,,,test row,,\n", "ctx.csv")
    stop = next(s for s in build_itinerary(text, gaz, context=context, party=("曹操", "操")).stops
                if s.place.name == place)
    assert stop.date is not None and stop.date.label == label and stop.events[0].date_carried


@pytest.mark.parametrize(("text", "context", "party", "place", "label"), [
    # A stop left under the date it was reached (the same passage tells the leaving) ends
    # there: it is not stretched to the next date the text states. 资治通鉴 卷65 白话: 无终 in 夏,
    # not up to 八月.
    ("　　当时正赶上夏季，大雨不止，沿海一带泥泞难行，而且乌桓人还在交通要道派兵把守，曹军受阻无法前进。"
     "曹操十分忧虑，向田畴询问对策。于是率军从无终撤退，在水边的路旁留下一块大木牌。\n"
     "　　八月，曹操登上白狼山，突然与乌桓军相遇。", "建安十二年三月", ("曹操",), "无终", "建安十二年夏"),
    # 扈从西巡日录: 二月十二日 … 銮舆由宣武门出 is the day the court left, not up to 乙酉.
    ("　　康熙二十二年二月十二日甲申\n　　銮舆由宣武门出广寜门过卢沟桥\n　　驻跸琉璃河\n　　乙酉\n", None,
     ("銮舆",), "京师", "康熙二十二年二月十二日"),
    # 明太宗实录: ○丁未 … 车驾发北京 is 二月十日, not up to ○戊申.
    ("　　○丁未\n　　○遣官释奠先师孔子  车驾发北京  遣指挥完者帖木儿等\n　　○戊申\n", "永乐八年二月",
     ("车驾",), "京师", "永乐八年二月十日"),
])
def test_a_stop_left_under_its_own_date_ends_there(text: str, context: str | None, party: tuple[str, ...],
                                                     place: str, label: str) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "wuzhong,无终,,city,40.0,117.4,5,,,,test row,,\n"
                          "jingshi,京师,北京;宣武门;广寜门,capital,39.9,116.4,5,,,,test row,,\n"
                          "liulihe,琉璃河,,river,39.6,116.0,5,,,,test row,,\n", "left.csv")
    stop = next(s for s in build_itinerary(text, gaz, context=context, party=party).stops if s.place.name == place)
    assert stop.date is not None and stop.date.label == label


@pytest.mark.parametrize(("text", "party"), [
    # Someone asks, and the rest of the sentence is what he asks for: the party does not move yet
    # (资治通鉴 卷262 天复二年 and its 白话: 李茂贞 asks to take the emperor back to 长安).
    ("　　天复元年十一月壬戌，车驾至凤翔。\n　　茂贞请诛全诲等，与朱全忠和解，奉车驾还京。上喜，即遣中使。", ("上", "车驾")),
    ("　　天复元年十一月壬戌，唐昭宗抵达凤翔。\n　　李茂贞请求杀死韩全诲等，与朱全忠和好，护送昭宗回长安。昭宗听后非常高兴。",
     ("昭宗",)),
])
def test_a_move_asked_for_is_not_made(text: str, party: tuple[str, ...]) -> None:
    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        "changan,长安,京师,capital,34.3,108.9,5,,,,test row,,\n"
        "fengxiang,凤翔,,city,34.52,107.38,5,,,,test row,,\n", "asked.csv")
    assert [s.place.name for s in build_itinerary(text, gaz, party=party).stops] == ["凤翔"]


@pytest.mark.parametrize(("text", "context", "capital"), [
    # …but not when only CHGIS names X: its record may be another place than the one reached
    # (续资治通鉴长编 卷20: 至自范阳, CHGIS 范阳县; 新唐书 德宗纪: 至自兴元, CHGIS 兴元府, after 梁州).
    ("乙巳，车驾至自范阳。", "太平兴国四年八月", "开封"),
    ("七月壬午，至自兴元。", "兴元元年七月", "长安"),
])
def test_back_from_a_place_only_chgis_knows_adds_no_stop(text: str, context: str, capital: str) -> None:
    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        f"capital,{capital},京师,capital,34.3,108.9,5,,,,test row,,\n", "capital.csv")
    stops = build_itinerary(text, gaz, context=context, party=("上", "车驾")).stops
    assert [s.place.name for s in stops if s.place.layer == "chgis"] == []
    assert stops[-1].place.name == capital


def test_back_from_a_place_never_told_as_reached_puts_the_party_there_first() -> None:
    # 至自X: X, never told as reached, is where the party came from; 如洛京 only set out for the
    # capital it comes back to (新五代史 庄宗纪 同光元年).
    text = "冬十月壬申，如郓州以袭梁。甲戌，取中都。己卯，灭梁。甲子，如洛京。十二月庚午朔，至自汴州。壬辰，畋于伊阙。"
    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        "luoyang,洛阳,洛京;京师,capital,34.67,112.44,5,,,,test row,,\n"
        "bianzhou,汴州,,prefecture,34.8,114.35,5,,,,test row,,\n"
        "yunzhou,郓州,,prefecture,35.9,116.3,5,,,,test row,,\n"
        "zhongdu,中都,,city,35.7,116.3,5,,,,test row,,\n"
        "yique,伊阙,,city,34.5,112.5,5,,,,test row,,\n", "back.csv")
    stops = build_itinerary(text, gaz, context="同光元年十月", party=("帝",)).stops
    assert [s.place.name for s in stops] == ["郓州", "中都", "汴州", "洛阳", "伊阙"]


@pytest.mark.parametrize(("text", "context", "stops"), [
    # 至自X and 还宫 bring the party back to the capital it last stayed at: 东都 while the court
    # lived there (旧唐书 玄宗纪 开元十年), 京师 after 车驾至京师 (资治通鉴 卷212).
    ("　　十年春正月丁巳，幸東都。\n　　冬十月癸丑，乾元殿依舊題為明堂。甲寅，幸壽安之故興泰宮。畋獵於土宜川。"
     "庚申，至自興泰宮。", "开元十年", ["洛阳", "兴泰宫", "洛阳"]),
    ("　　[6]三月，庚午，车驾至京师。\n　　[13]冬，十月，丁酉，上幸骊山，作温泉宫；甲寅，还宫。", "开元十一年",
     ["长安", "骊山", "长安"]),
    # …after an outing to one place; from a journey of several, 至自X is back at 京师 (旧唐书 and
    # 新唐书 高宗纪 乾封元年: from 东都 to 泰山, 曲阜 and 亳州, then 至自泰山 / 至自亳州 is 长安).
    ("　　二年春二月壬午，幸东都。丁卯，将封泰山，发自东都。\n　　三年春正月戊辰朔，车驾至泰山顿。丙戌，发自泰山。"
     "二月己未，次亳州。幸老君庙。夏四月甲辰，车驾至自泰山，先谒太庙而后入。", "麟德二年",
     ["洛阳", "泰山", "亳州", "长安"]),
    ("辛卯，幸曲阜，祠孔子，赠太师。二月己未，如亳州，祠老子。四月甲辰，至自亳州。庚戌，陆敦信罢。", "乾封元年正月",
     ["曲阜", "亳州", "长安"]),
])
def test_back_home_is_the_capital_last_stayed_at(text: str, context: str, stops: list[str]) -> None:
    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        "changan,长安,京师,capital,34.3,108.9,5,,,,test row,,\n"
        "luoyang,洛阳,东都,capital,34.67,112.44,5,,,,test row,,\n"
        "xingtai,兴泰宫,故兴泰宫,city,34.5,112.0,5,,,,test row,,\n"
        "lishan,骊山,,mountain,34.36,109.2,5,,,,test row,,\n"
        "taishan,泰山,泰山顿,mountain,36.25,117.1,5,,,,test row,,\n"
        "qufu,曲阜,,city,35.6,117.0,5,,,,test row,,\n"
        "bozhou,亳州,,prefecture,33.88,115.78,5,,,,test row,,\n", "home.csv")
    got = [s.place.name for s in build_itinerary(text, gaz, context=context, party=("上", "车驾")).stops]
    assert got == stops


@pytest.mark.parametrize(("text", "context", "party", "stops"), [
    # Home at a capital, leaving a place left before is a recap of the way home: 资治通鉴 卷181
    # 白话 (炀帝从辽东回来，张衡的妾告发… after 车驾到达东都) …
    ("　　六月，己未（十一日），炀帝到达辽东城南。\n　　九月，庚寅（十三日），炀帝车驾到达东都。\n"
     "　　[14]张衡已经被除名为民放还乡里。炀帝从辽东回来，张衡的妾告发张衡对炀帝的怨恨。", "大业八年五月",
     ("炀帝", "车驾"), ["辽东城", "洛阳"]),
    # … but away from home it is the party leaving again: 蔡东藩 明史演义 (上皇出紫荆关 after 土城).
    ("　　乜先令伯颜帖木儿拥着上皇，出紫荆关。\n　　乜先曾奉上皇居土城，至是退还。\n　　上皇出紫荆关，连日雨雪。",
     "正统十四年十月", ("上皇",), ["紫荆关", "土城", "紫荆关"]),
])
def test_leaving_a_place_left_before_once_home_is_a_recap(text: str, context: str, party: tuple[str, ...],
                                                           stops: list[str]) -> None:
    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        "luoyang,洛阳,东都,capital,34.67,112.44,5,,,,test row,,\n"
        "liaodong,辽东城,辽东,city,41.27,123.17,5,,,,test row,,\n"
        "zijing,紫荆关,,pass,39.43,115.17,5,,,,test row,,\n"
        "tucheng,土城,,fortress,39.97,116.36,5,,,,test row,,\n", "recap.csv")
    assert [s.place.name for s in build_itinerary(text, gaz, context=context, party=party).stops] == stops


@pytest.mark.parametrize(("text", "end", "en_route"), [
    # 巡幸塞外 sets out with no place named: the stay at the capital ends on its day and the
    # next dated line is on the road (清史稿 圣祖纪 康熙三十五年 壬申，上巡幸塞外; 三十六年 丁未，
    # 上巡幸塞外)…
    ("六月甲寅，上还京。秋七月丁酉，上巡幸塞外。戊戌，上宴群臣。八月乙亥，上驻巴图舍里。", "七月十九日", 1),
    ("六月甲寅，上还京。秋七月丁酉，上出塞。戊戌，上宴群臣。八月乙亥，上驻巴图舍里。", "七月十九日", 1),
    # …while a feast leaves him where he is.
    ("六月甲寅，上还京。秋七月丁酉，上宴群臣。戊戌，上宴群臣。八月乙亥，上驻巴图舍里。", "七月二十日", 0),
])
def test_setting_out_beyond_the_passes_ends_the_stay(text: str, end: str, en_route: int) -> None:
    gaz = parse_gazetteer(STAY_PLACES.splitlines(keepends=True)[0]
                          + "jingshi_q,京师,京,capital,39.9,116.4,5,,,,test row,,\n"
                          + "batusheli,巴图舍里,,city,41.6,117.5,50,,,,test row,,\n", "q.csv")
    it = build_itinerary(parse_text(text, name="t.txt"), gaz, context="康熙三十六年", party=("上",))
    capital = it.stops[0]
    assert capital.place.name == "京师" and capital.date is not None and capital.date.label.endswith(end)
    assert len(it.en_route) == en_route


@pytest.mark.parametrize(("text", "context", "party", "names"), [
    # A future ruler goes by his given name before he reigns (资治通鉴 卷184: 李渊 in 617, 隋 reigning;
    # 卷188: 李世民 in 武德三年, his father reigning); the reigning one never does (避讳, see
    # party_aliases).
    ("癸丑，渊帅甲士三万发晋阳，立军门誓众。丙辰，渊至西河，慰劳吏民。", "大业十三年七月", "李渊",
     ["并州", "西河"]),
    ("世民至晋阳，武周所署仆射杨伏念以城降。", "武德三年四月", "李世民", ["并州"]),
])
def test_a_future_ruler_goes_by_his_given_name(text: str, context: str, party: str, names: list[str]) -> None:
    rows = "xihe_t,西河,,prefecture,37.26,111.78,10,,,,test row,,\n"
    gaz = parse_gazetteer(DEFAULT_PLACES.read_text(encoding="utf-8") + rows, "t.csv")
    it = build_itinerary(parse_text(text, name="t.txt"), gaz, context=context, party=(party,))
    assert [s.place.name for s in it.stops] == names


@pytest.mark.parametrize(("text", "party", "sovereign"), [
    # A state's ruler named as the party is the sovereign when his state counts the text's era: 周主
    # in 显德 (蔡东藩 五代史演义 第五十八回: 车驾乃启程还京 is his); 魏主 in 元嘉 is not (资治通鉴
    # 卷125: 上 is 宋文帝, the enemy).
    ("显德四年十一月，周主自率赵匡胤等出都。宴毕辞去，车驾乃启程还京。", "周主", True),
    ("元嘉二十七年九月，辛卯，魏主引兵南救滑台。上以滑台战守弥时。", "魏主", False),
])
def test_a_states_ruler_is_the_sovereign_of_its_own_era(text: str, party: str, sovereign: bool) -> None:
    it = build_itinerary(parse_text(text, name="t.txt"), GAZ, party=(party,))
    assert ("车驾" in it.party and "上" in it.party) == sovereign


def _bench_text(name: str) -> tuple[dict, Text, Gazetteer]:
    """A bench text: its gold, the text, and its own gazetteer (or ours)."""
    gold = json.loads((ROOT / "bench" / "gold" / f"{name}.json").read_text(encoding="utf-8"))
    gaz = load_gazetteer(ROOT / gold["places"]) if gold.get("places") else load_gazetteer(DEFAULT_PLACES)
    return gold, load_text(ROOT / gold["text"]), gaz


def _novel_stop(name: str, place: str, line: int) -> tuple[int | None, int | None]:
    """The days of a bench text's stop at ``place`` reached on ``line``, for the gold's party or the one found."""
    gold, text, gaz = _bench_text(name)
    stops = build_itinerary(text, gaz, context=gold.get("context"), party=(gold["party"],) if "party" in gold else ()).stops
    stop = next(s for s in stops if s.place.name == place and s.first_line == line)
    assert stop.date is not None
    return stop.date.jdn_start, stop.date.jdn_end


@pytest.mark.parametrize(("name", "place", "line", "jdn"), [
    # A novel dated by its year alone moves that year by a day with each 次日 (唐史演义 第九十三回:
    # 广明元年 … 即日 … 次日; 第六十五回: 兴元元年 … 次日): the stay keeps the year, no single day.
    ("guangming1_xizong_shu_novel", "长安", 8, (2042522, 2042876)),
    ("guangming1_xizong_shu_novel", "骆谷", 14, (2042522, 2042876)),
    ("jianzhong4_dezong_fengtian_novel", "骆谷", 25, (2007440, 2007823)),
    # A month moved by days (八月 … 三日至九月二日, 唐书志传通俗演义) vouches for its start only, as a
    # month does; named days (四月十四日, 资治通鉴 卷180) for their end.
    ("yining1_liyuan_changan_novel", "霍邑", 32, (1946666, 1946695)),
    ("daye3_yangdi_north_zztj", "长安", 4, (1942858, 1942899)),
])
def test_a_date_moved_by_days_keeps_its_span(name: str, place: str, line: int, jdn: tuple[int, int]) -> None:
    assert _novel_stop(name, place, line) == jdn


@pytest.mark.parametrize(("name", "party", "place"), [
    # A ruler typed as the party before his reign goes by every name sanmiao gives him (后汉书 光武帝纪
    # in 更始 years: 世祖因发旁县…先击堂阳; 资治通鉴 卷39: 大司马秀, no 世祖, stays as it was).
    ("gengshi1_liuxiu_hebei_hhs", ("光武",), "堂阳"),
    ("gengshi1_liuxiu_hebei_zztj", ("刘秀",), "堂阳"),
])
def test_a_ruler_before_his_reign_goes_by_all_his_names(name: str, party: tuple[str, ...], place: str) -> None:
    gold, text, gaz = _bench_text(name)
    stops = build_itinerary(text, gaz, context=gold.get("context"), party=party).stops
    assert place in [s.place.name for s in stops]


@pytest.mark.parametrize("text", [
    # 石重贵 (后晋出帝) in 天福九年: sanmiao has no 后晋 eras (its 天福 rows are 南平's, 楚's, 吴越's), but
    # its ruler table has his reign, 942–946; the 帝 of 资治通鉴 卷284 and the 后晋出帝 of its 白话 are he.
    "乙酉，帝发东京。丁亥，滑州奏契丹至黎阳。戊子，帝至澶州。",
    "乙酉（十二日），后晋出帝从东京出发。丁亥（十四日），滑州奏报契丹兵到达黎阳。戊子（十五日），后晋出帝到达澶州。",
])
def test_a_typed_ruler_is_the_sovereign_of_his_reign(text: str) -> None:
    gazetteer = load_gazetteer(ROOT / "corpus" / "kaiyun1_chudi_chanzhou.places.csv")
    it = build_itinerary(text, gazetteer, context="天福九年正月", party=("石重贵",))
    assert [(s.place.name, s.date.label) for s in it.stops] == [("大梁", "天福九年正月十二日"), ("澶州", "天福九年正月十五日")]


@pytest.mark.parametrize(("name", "party", "crowned"), [
    # A temple name many rulers bear is not another court's ruler of the text's year: 宋书 武帝纪's 高祖 in 元兴 (东晋's
    # eras) is 刘裕, who reigns from 420, not 后秦's 高祖 姚兴, reigning since 394 (and its translation) …
    ("yuanxing3_liuyu_jiankang_songshu", ("高祖",), False),
    ("yuanxing3_liuyu_jiankang_songshubaihua", ("高祖",), False),
    # … but it is one whose reign begins with the text, though the text opens in another court's era: 金史 太祖纪 from 辽's
    # 天庆四年 (1114), 阿骨打 reigning from 1115
    ("shouguo1_aguda_huanglong_jinshi", ("太祖",), True),
])
def test_a_temple_name_is_not_another_courts_ruler(name: str, party: tuple[str, ...], crowned: bool) -> None:
    gold, text, gaz = _bench_text(name)
    it = build_itinerary(text, gaz, context=gold.get("context"), party=party)
    assert ("上" in it.party) is crowned
    assert "姚兴" not in it.party


@pytest.mark.parametrize("name", ["tianbao4_gaoyang_qidan_bqs", "tianbao4_gaoyang_qidan_bqsbaihua"])
def test_the_dynastys_capital_is_where_the_party_comes_back(name: str) -> None:
    # 北齐书 文宣帝纪 and its translation never name 邺: 帝至自晋阳 / 还宫, 返回宫中 bring 高洋 back to the capital
    # of 北齐 in 天保 (data/capitals.toml), which the text's own gazetteer holds
    gold = json.loads((ROOT / "bench" / "gold" / f"{name}.json").read_text(encoding="utf-8"))
    text = load_text(ROOT / gold["text"])
    it = build_itinerary(text, load_gazetteer(ROOT / gold["places"]), context=gold.get("context"),
                         party=(gold["party"],) if gold.get("party") else ())
    assert sum(s.place.name == "邺" for s in it.stops) >= 4


@pytest.mark.parametrize(("name", "typed"), [
    # A party the text never writes under any of its names: 成吉思汗 for 元史 太祖纪 (帝, 太祖), 邓士载 for 三国志 邓艾传
    # (艾): the text's own party, or the ruler of its years, is followed, and the reader told so
    ("taizu14_chinggis_xizheng_yuanshi", "成吉思汗"),
    ("jingyuan4_dengai_chengdu_sgz", "邓士载"),
    # …and a title after a state or a surname is no given name written: 三国志 武帝纪 writes 公 and 王 (of others too) and
    # 丞相 (汉罢三公官，置丞相), never 操, so 魏王 and 曹丞相 do not make 曹操 written (its 建安二年 and 建安十三年)
    ("jianan13_caocao_chibi_sgz", "曹操"),
    ("jianan2_caocao_qiyang_sgz", "曹操"),
])
def test_a_party_the_text_never_names(name: str, typed: str) -> None:
    from route.corpus import load_text
    from route.places.gazetteer import load_gazetteer

    root = Path(__file__).resolve().parent.parent
    gold = json.loads((root / "bench" / "gold" / f"{name}.json").read_text(encoding="utf-8"))
    it = build_itinerary(load_text(root / gold["text"]), load_gazetteer(root / gold["places"]),
                         context=gold.get("context"), party=(typed,))
    assert typed not in it.party
    assert any(w.kind == "party_absent" and typed in w.message for w in it.warnings)


def test_a_ruler_called_by_his_given_name_does_not_reign_yet() -> None:
    # 资治通鉴 卷274–275, dated 天成元年 (李嗣源's era) from its start: 嗣源济河，至滑州 … 乙丑，嗣源入洛阳; annals never
    # write the reigning one's given name, so 帝 is still 庄宗 (帝发洛阳 … 帝至万胜镇) and 嗣源 is the party
    name = "tiancheng1_lisiyuan_luoyang_zztj"
    gold = json.loads((ROOT / "bench" / "gold" / f"{name}.json").read_text(encoding="utf-8"))
    it = build_itinerary(load_text(ROOT / gold["text"]), load_gazetteer(ROOT / gold["places"]), party=("李嗣源",))
    assert "嗣源" in it.party and "帝" not in it.party
    assert {"滑州", "胙城"} <= {m.place.name for m in it.mentions if m.role == "stop" and m.line == 25}


@pytest.mark.parametrize(("name", "bearer", "place"), [
    # the text's own investiture names the typed title's bearer (宋史 瀛国公纪 附二王: 乃徙封昰为益王 … 昰次甲子门; its
    # translation: 于是改封赵是为益王 … 赵是到达甲子门)
    ("jingyan1_duanzong_yashan_songshi", "昰", "甲子门"),
    ("jingyan1_duanzong_yashan_songshibaihua", "赵是", "甲子门"),
])
def test_a_title_and_its_bearer(name: str, bearer: str, place: str) -> None:
    gold = json.loads((ROOT / "bench" / "gold" / f"{name}.json").read_text(encoding="utf-8"))
    it = build_itinerary(load_text(ROOT / gold["text"]), load_gazetteer(ROOT / gold["places"]),
                         context=gold.get("context"), party=("益王",))
    assert bearer in it.party and place in [s.place.name for s in it.stops]


@pytest.mark.parametrize(("raw", "context", "year"), [
    # a 十二月 that falls in January is still the year of its calendar, as the reigns of sanmiao's ruler table count
    # (资治通鉴 卷289: 乾祐三年十二月 is January 951, before 郭威's reign; 卷172: 太建八年十二月 is January 577)
    ("十二月，甲午朔，郭威发大梁。", "乾祐三年十一月", 950),
    ("十二月，丁未，周主至高显。", "太建八年十一月", 576),
])
def test_the_year_of_a_date_is_its_calendars(raw: str, context: str, year: int) -> None:
    from route.dates import resolve_dates_leniently
    from route.itinerary import _lunar_year

    date = resolve_dates_leniently(raw, context).dates[-1]
    assert (int(date.julian_start[:-6]), _lunar_year(date)) == (year + 1, year)


def test_a_halt_for_the_night_is_one_day() -> None:
    # 资治通鉴 卷180: 己亥，顿赤岸泽。五月，丁巳，突厥启民可汗遣其子拓特勒来朝…: the party halts a night on the road,
    # and the entries after it are on the way to 雁门, not days at 赤岸泽
    gold = json.loads((ROOT / "bench/gold/daye3_yangdi_north_zztj.json").read_text(encoding="utf-8"))
    it = build_itinerary(load_text(ROOT / gold["text"]), load_gazetteer(ROOT / gold["places"]), context=gold["context"],
                         party=[gold["party"]] if gold.get("party") else [])
    halt = next(s for s in it.stops if s.place.name == "赤岸泽")
    assert (halt.date.jdn_start, halt.date.jdn_end) == (1942906, 1942906)


def test_a_ruler_to_be_found_by_the_text_keeps_his_given_name() -> None:
    # 资治通鉴 卷274–275 (天成元年), no party typed: the text follows 李嗣源 and writes 嗣源 (嗣源济河…嗣源入洛阳), the
    # given name annals never write for a reigning ruler, so it is his, as when the party is typed
    gold = json.loads((ROOT / "bench/gold/tiancheng1_lisiyuan_luoyang_zztj.json").read_text(encoding="utf-8"))
    text = load_text(ROOT / gold["text"])
    text = replace(text, meta=replace(text.meta, party=()))
    it = build_itinerary(text, load_gazetteer(ROOT / gold["places"]), context=gold["context"], party=())
    assert it.party_found and {"李嗣源", "嗣源"} <= set(it.party)


@pytest.mark.parametrize(("context", "text", "place"), [
    # a novel's sentence with no date of its own: the reader's context says whose years they are, so the
    # ruler's title there is he (唐史演义 第二十七回 in 开元十三年; 唐史演义 第七十六回 in 乾宁三年)
    ("开元十三年", "玄宗先幸东都，备齐法驾。", "洛阳"),
    ("乾宁三年", "昭宗因偕建至华州，就府署为行宫。", "华州"),
])
def test_the_context_names_the_ruler_of_an_undated_text(context: str, text: str, place: str) -> None:
    it = build_itinerary(text, load_gazetteer(DEFAULT_PLACES), context=context)
    assert [m.place.name for m in it.mentions if m.role == "stop"][:1] == [place]


@pytest.mark.parametrize(("names", "text"), [
    # a rarer house's man written by his given name alone is written (明史 麻贵传: 贵选精卒三百间道驰却之; 宋史 岳飞传:
    # 飞既归，所得州县，旋复失之): the party typed is followed, not the ruler of the years
    (("麻贵",), "其五月，哱拜以套寇五百骑围平虏堡，贵选精卒三百间道驰却之。"),
    (("岳飞",), "飞既归，所得州县，旋复失之。"),
])
def test_a_rarer_houses_given_name_is_written(names: tuple[str, ...], text: str) -> None:
    from route.itinerary import _written
    from route.places.stops import load_lexicon
    assert _written(names, text, load_lexicon())


@pytest.mark.parametrize(("names", "text"), [
    # a temple name is no surname and given name: 宗 written alone is not 文宗 or 高宗 written (元史 文宗纪: 乃遣宗正
    # 紥鲁忽赤雍古台迁帝居江陵; 宋史 高宗纪: 宗泽表请车驾还阙)
    (("文宗",), "时也先捏私至上都，与倒剌沙等图弗利于帝，乃遣宗正紥鲁忽赤雍古台迁帝居江陵"),
    (("高宗",), "宗泽表请车驾还阙"),
])
def test_a_temple_name_is_written_only_whole(names: tuple[str, ...], text: str) -> None:
    from route.itinerary import _written
    from route.places.stops import load_lexicon
    assert not _written(names, text, load_lexicon())



@pytest.mark.parametrize(("text", "context", "first"), [
    # 幸X then a word of sequence to the next place: X was visited first (汉书 武帝纪 元封二年; 魏书 太宗纪 泰常七年:
    # 乙巳，幸灅南宫，遂如广宁, written here with the first text's places).
    ("　　春，幸缑氏，遂至东莱。夏四月，还祠泰山。", "元封二年", "缑氏"),
    ("　　乙巳，幸缑氏，遂如东莱。", "元封二年正月", "缑氏"),
])
def test_a_place_visited_then_left_in_sequence(text: str, context: str, first: str) -> None:
    gaz = parse_gazetteer(STAY_PLACES + "goushi,缑氏,,city,34.7,112.8,5,,,,test row,,\n"
                          "donglai,东莱,,prefecture,37.2,120.5,30,,,,test row,,\n", "stay.csv")
    stops = build_itinerary(text, gaz, context=context, party=("上",)).stops
    assert [s.place.name for s in stops][:2] == [first, "东莱"]


@pytest.mark.parametrize(("name", "subject"), [
    # A life (传) read with no party named: its subject, who opens it (邓禹字仲华，南阳新野人也, 后汉书 邓禹传; 毌丘俭字仲恭,
    # 三国志; 裴行俭，字守约, 新唐书; 洪秀全，广东花县人, 清史稿, after the name alone as its heading), not the sovereign
    ("jianwu1_dengyu_xizheng_houhanshu", "邓禹"),
    ("zhengshi5_guanqiujian_gaojuli_sanguozhi", "毌丘俭"),
    ("tiaolu1_peixingjian_suiye_xts", "裴行俭"),
    ("daoguang30_hongxiuquan_jiangning_hongxiuquan", "洪秀全"),
])
def test_a_life_read_with_no_party_follows_its_subject(name: str, subject: str) -> None:
    gold = json.loads((ROOT / "bench" / "gold" / f"{name}.json").read_text(encoding="utf-8"))
    text = load_text(ROOT / gold["text"])
    text = replace(text, meta=replace(text.meta, party=()))  # (not the sidecar's)
    it = build_itinerary(text, load_gazetteer(ROOT / gold["places"]), context=gold.get("context"), party=())
    assert subject in it.party and "帝" not in it.party


@pytest.mark.parametrize(("name", "place", "lines"), [
    # 秋，八月，己亥，上幸长安 (资治通鉴 卷42): the party leaves 洛阳 on the line that sets out for 长安, the
    # passage at 洛阳 runs to it; so does the one before 上幸南阳 (line 10)
    ("jianwu10_guangwu_changan_zztj", "洛阳", (1, 4)),
    ("jianwu10_guangwu_changan_zztj", "洛阳", (8, 10)),
    # 二月，丙辰，上幸骊山温汤 (资治通鉴 卷211): 长安 up to the line that leaves it
    ("kaiyuan4_xuanzong_dongdu_zztj", "长安", (1, 6)),
])
def test_a_passage_runs_to_the_line_setting_out_from_it(name: str, place: str, lines: tuple[int, int]) -> None:
    gold, text, gaz = _bench_text(name)
    stops = build_itinerary(text, gaz, context=gold.get("context"), party=(gold["party"],)).stops
    assert any((s.first_line, s.last_line) == lines for s in stops if s.place.name == place)


@pytest.mark.parametrize(("name", "place", "line", "start"), [
    # A stop dated first by its year alone, then by a month inside that year, is vouched for from that month, and not
    # to the year's end (后汉书 邓禹传 translation: 建武元年 … 正月 at 箕关; 资治通鉴 卷157 and its 白话: 大同三年 … 正月 at
    # 广阳): at most until the next date the text states
    ("jianwu1_dengyu_xizheng_baihua", "箕关", 1, 1730237),
    ("datong3_yuwentai_shayuan_baihua", "广阳", 7, 1917224),
    ("datong3_yuwentai_shayuan_zztj", "广阳", 7, 1917224),
])
def test_a_later_month_inside_the_first_year_ends_the_stay(name: str, place: str, line: int, start: int) -> None:
    first, last = _novel_stop(name, place, line)
    assert first == start and last is not None and last - first < 60


@pytest.mark.parametrize(("name", "place", "line", "jdn"), [
    # The entries told after a stop that do not have the party act (others' battles, appointments) say nothing of
    # where it is, nor do his own acts away from a capital that do not name the place: the stop keeps its own date
    # (资治通鉴 卷21: 秋，八月，上行幸安定, the month only; 卷253: 十二月，甲戌，黄巢陷福州, that day, though 黄巢's next stop
    # comes months later; 卷129: 庚午，魏主如阴山, that day)
    ("taichu1_wudi_taishan_zztj", "安定", 8, (1683696, 1683725)),
    ("qianfu5_huangchao_guangzhou_zztj", "福州", 21, (2042121, 2042121)),
    ("heping2_wenchengdi_xunxing_zztj", "阴山", 42, (1890017, 1890017)),
])
def test_others_entries_do_not_stretch_a_stay(name: str, place: str, line: int, jdn: tuple[int, int]) -> None:
    assert _novel_stop(name, place, line) == jdn


@pytest.mark.parametrize(("party", "text", "titles"), [
    (("白起", "起"), "秦封白起为武安君。", ("武安君",)),  # 资治通鉴 卷4
    (("白起", "起"), "秦以郢为南郡。白起迁为武安君。武安君因取楚", ("武安君",)),  # 史记 白起列传
    (("白起", "起"), "白起被封为武安君，他趁势攻取楚地", ("武安君",)),  # its 白话
    (("白起", "起"), "就暗地里派武安君白起担任上将军", ("武安君",)),  # the title before his name
    (("卫青", "青"), "益封青三千八百户。封青为长平侯。", ("长平侯",)),  # 汉书 卫青传
    (("霍去病", "去病"), "封去病为冠军侯", ("冠军侯",)),  # 资治通鉴 卷19
    # not a rank many hold, nor another man's title, nor a king's
    (("卫青", "青"), "封子弟为列侯，赐爵关内侯", ()),
    (("白起", "起"), "封田单为安平君", ()),
    (("韩信", "信"), "立信为齐王", ()),
])
def test_titles_held_by_the_party(party: tuple[str, ...], text: str, titles: tuple[str, ...]) -> None:
    assert _titles_held(party, text, load_lexicon()) == titles


@pytest.mark.parametrize(("name", "party", "line", "place"), [
    # 武安君已经上路，走出咸阳西门十里路，到了杜邮 (史记 白起列传 白话): 武安君 is 白起, made so on line 16
    ("zhaowang28_baiqi_ying_shijibaihua", ("白起",), 98, "杜邮"),
    ("zhaowang28_baiqi_ying_shijibaihua", ("白起",), 98, "咸阳"),
    # 武安君既行，出咸阳西门十里，至杜邮 (史记, its party found by the tool): 白起迁为武安君 on line 16
    ("zhaowang28_baiqi_ying_shiji", (), 98, "杜邮"),
])
def test_the_partys_lordship_names_him(name: str, party: tuple[str, ...], line: int, place: str) -> None:
    from tests.test_stops import gold_itinerary, stop_on
    assert stop_on(gold_itinerary(name, party), line, place)
