"""Finding and resolving dates: the chapter end to end, then one table per kind of date."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from route.dates.words import DATE_WORDS_FILE
from route.dates import DateMention, find_dates, format_dates_table, is_narrative, parse_context, resolve_dates
from route.corpus import load_text
from route.errors import DateContextError
from route.script import to_simplified

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
CHAPTER = (ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt").read_text(encoding="utf-8")
CTX = "贞观十九年九月"

# Calendar facts (sanmiao's Tang table) the tables below lean on.
SEP18 = 1956930  # 贞观十九年九月十八日 = 癸未 = Julian 645-10-13
OCT1 = 1956943   # 十月 begins 丙申 and has 29 days
NOV1 = 1956972   # 十一月 begins 乙丑 and has 30 days
LEAP3 = 1957120  # 贞观二十年闰三月一日


def brief(text: str, context: str | None = CTX) -> list[tuple[str, str, str, int | None, int | None]]:
    return [(d.text, d.label, d.precision, d.jdn_start, d.jdn_end) for d in find_dates(text, context=context)]


def kinds(text: str, context: str | None = CTX) -> list[tuple[int, str]]:
    return [(w.line, w.kind) for w in resolve_dates(text, context=context).warnings]


# ---- the chapter, end to end ------------------------------------------------

def test_chapter_end_to_end() -> None:
    scan = resolve_dates(CHAPTER, context=CTX)
    got = [(d.line, d.text, d.label, d.precision, d.jdn_start, d.jdn_end) for d in scan.dates]
    assert got == [
        (3, "九月十八日", "贞观十九年九月十八日", "day", SEP18, SEP18),
        (5, "当天", "贞观十九年九月十八日", "day", SEP18, SEP18),
        (11, "九月二十日", "贞观十九年九月二十日", "day", SEP18 + 2, SEP18 + 2),
        (12, "二十一日", "贞观十九年九月二十一日", "day", SEP18 + 3, SEP18 + 3),
        (18, "十月初", "贞观十九年十月上旬", "xun", OCT1, OCT1 + 9),
        (27, "十月十一日", "贞观十九年十月十一日", "day", OCT1 + 10, OCT1 + 10),
        (36, "次日", "贞观十九年十月十二日", "day", OCT1 + 11, OCT1 + 11),
        (44, "十月十三日", "贞观十九年十月十三日", "day", OCT1 + 12, OCT1 + 12),
        (47, "二十一日", "贞观十九年十月二十一日", "day", OCT1 + 20, OCT1 + 20),
        (56, "十一月", "贞观十九年十一月", "month", NOV1, NOV1 + 29),
        # 贞观十二年 runs backwards: kept in reading order, placed at the next 三月.
        (61, "贞观十二年三月", "贞观二十年三月", "month", 1957090, 1957119),
    ]
    assert [(w.line, w.kind) for w in scan.warnings] == [(61, "chronology")]
    first = scan.dates[0]
    assert (first.julian_start, first.gregorian_start) == ("0645-10-13", "0645-10-16")
    assert scan.dates[1].derived_from == "贞观十九年九月十八日"
    assert scan.dates[6].derived_from == "贞观十九年十月十一日"
    # 当年 in speech (lines 40, 50) is "back then", and 四万, 百匹, 1。4万 are counts.
    assert not {40, 50, 8, 9} & {d.line for d in scan.dates}
    assert all(CHAPTER[d.start:d.end] == d.text for d in scan.dates)


def test_chapter_json_and_table() -> None:
    scan = resolve_dates(CHAPTER, context=CTX)
    data = json.loads(scan.to_json())
    assert set(data) == {"dates", "warnings"}
    assert {"line", "text", "label", "precision", "jdn_start", "jdn_end", "julian_start", "julian_end"} <= set(data["dates"][0])
    assert data["warnings"] == [{"line": 61, "kind": "chronology", "message": scan.warnings[0].message}]
    assert "贞观十九年九月十八日" in scan.to_json()  # ensure_ascii=False
    table = format_dates_table(scan)
    assert "贞观二十年三月" in table and "line 61: [chronology]" in table
    assert scan.context == CTX


# ---- fixtures: annals, modern narrative, traditional script -------------------

def test_annals_fixture() -> None:
    text = (DATA / "dates_annals.txt").read_text(encoding="utf-8")
    got = [(d.line, d.text, d.label, d.jdn_start, d.flashback) for d in find_dates(text, context=CTX)]
    assert got == [
        (1, "九月癸未", "贞观十九年九月十八日", SEP18, False),
        (1, "乙酉", "贞观十九年九月二十日", SEP18 + 2, False),   # next 干支 in the same month
        (1, "丙戌", "贞观十九年九月二十一日", SEP18 + 3, False),
        (2, "冬，十月，丙申朔", "贞观十九年十月一日", OCT1, False),  # season + month + checked 朔
        (2, "丙午", "贞观十九年十月十一日", OCT1 + 10, False),
        # 初，… opens a flashback: earlier dates, no chronology warning, clock unmoved.
        (3, "贞观十七年", "贞观十七年", 1955939, True),
        (3, "八月", "贞观十七年八月", 1956175, True),  # a flashback's later dates run on from its first
        (4, "十一月辛未", "贞观十九年十一月七日", NOV1 + 6, False),
        (4, "十二月戊申", "贞观十九年十二月十四日", 1957015, False),
        # The gloss （丙午、六四六） names the year; its 干支 is not a day.
        (5, "二十年（丙午、六四六）春正月", "贞观二十年正月", 1957031, False),
        (5, "三月己巳", "贞观二十年三月七日", 1957096, False),
        (5, "闰月癸巳朔", "贞观二十年闰三月一日", LEAP3, False),  # 闰月: the leap month after 三月
        (6, "是岁", "贞观二十年", 1957031, False),
    ]
    assert kinds(text) == []


def test_modern_fixture() -> None:
    text = (DATA / "dates_modern.txt").read_text(encoding="utf-8")
    got = [(d.line, d.text, d.label, d.jdn_start, d.in_speech) for d in find_dates(text, context=CTX)]
    assert got == [
        (1, "9月18日", "贞观十九年九月十八日", SEP18, False),  # Arabic numerals, half-width comma
        (1, "当天", "贞观十九年九月十八日", SEP18, False),
        (2, "第二天", "贞观十九年九月十九日", SEP18 + 1, False),
        (2, "次日", "贞观十九年九月二十日", SEP18 + 2, False),
        (3, "乙酉（二十日）", "贞观十九年九月二十日", SEP18 + 2, False),  # the gloss agrees: no warning
        # Speech: dates count but do not move the clock; 明日 counts from the narrative day.
        (4, "十月初三", "贞观十九年十月三日", OCT1 + 2, True),
        (4, "明日", "贞观十九年九月二十一日", SEP18 + 3, True),
        (5, "十月初", "贞观十九年十月上旬", OCT1, False),
        (5, "十月 13 日", "贞观十九年十月十三日", OCT1 + 12, False),  # spaces inside a date
        (6, "前一天", "贞观十九年十月十二日", OCT1 + 11, False),
        (6, "下旬", "贞观十九年十月下旬", OCT1 + 20, False),
    ]
    assert kinds(text) == []  # line 7 is all durations and counts


def test_traditional_fixture() -> None:
    text = (DATA / "dates_traditional.txt").read_text(encoding="utf-8")
    assert brief(text, context="貞觀十九年九月") == [
        ("貞觀十九年九月十八日", "贞观十九年九月十八日", "day", SEP18, SEP18),
        ("冬，十月，丙申朔", "贞观十九年十月一日", "day", OCT1, OCT1),
        ("貞觀二十年閏三月", "贞观二十年闰三月", "month", LEAP3, LEAP3 + 28),
    ]


# ---- tables, one per kind of date ---------------------------------------------

@pytest.mark.parametrize(("text", "label", "precision", "start", "end"), [
    ("贞观十九年", "贞观十九年", "year", 1956677, 1957030),
    ("贞观二十年", "贞观二十年", "year", 1957031, 1957414),
    ("二十年", "贞观二十年", "year", 1957031, 1957414),  # era implied by the context
    ("是岁", "贞观十九年", "year", 1956677, 1957030),
    # the translations' "this year" (新唐书 僖宗纪 translation: 本年，有血雨降落在靖陵; 明史 瓦剌传 translation: 该年秋天)
    ("本年", "贞观十九年", "year", 1956677, 1957030),
    ("该年", "贞观十九年", "year", 1956677, 1957030),
    ("明年", "贞观二十年", "year", 1957031, 1957414),
    ("次年", "贞观二十年", "year", 1957031, 1957414),
    ("翌年", "贞观二十年", "year", 1957031, 1957414),
    ("贞观二十年（公元646年）", "贞观二十年", "year", 1957031, 1957414),  # a gloss belongs to its date
    ("贞观二十年（丙午、六四六）", "贞观二十年", "year", 1957031, 1957414),  # 丙午 names the year
])
def test_years(text: str, label: str, precision: str, start: int, end: int) -> None:
    assert brief(text + "，") == [(text, label, precision, start, end)]
    assert kinds(text) == []


def test_first_year() -> None:
    assert brief("贞观元年，", context="贞观元年正月") == [("贞观元年", "贞观元年", "year", 1950092, 1950475)]


@pytest.mark.parametrize(("text", "label", "start", "end"), [
    ("冬，十月", "贞观十九年十月", OCT1, OCT1 + 28),
    ("十月", "贞观十九年十月", OCT1, OCT1 + 28),
    ("十二月", "贞观十九年十二月", 1957002, 1957030),
    ("冬月", "贞观十九年十一月", NOV1, NOV1 + 29),
    ("腊月", "贞观十九年十二月", 1957002, 1957030),
    ("正月", "贞观二十年正月", 1957031, 1957060),  # a month before the clock's rolls to next year
    ("一月", "贞观二十年正月", 1957031, 1957060),
    ("二十年闰三月", "贞观二十年闰三月", LEAP3, LEAP3 + 28),
    ("9月", "贞观十九年九月", 1956913, 1956942),
    ("１１月", "贞观十九年十一月", NOV1, NOV1 + 29),  # full-width digits
])
def test_months(text: str, label: str, start: int, end: int) -> None:
    assert brief(text + "，上至营州。") == [(text, label, "month", start, end)]


def test_bare_leap_month_is_the_next_leap() -> None:
    assert brief("二十年三月，至洛阳。闰月，至京师。")[-1][1:] == ("贞观二十年闰三月", "month", LEAP3, LEAP3 + 28)


def test_season_alone() -> None:
    # A season at the head of a clause is a date of its own.
    assert brief("冬，上至营州。") == [("冬", "贞观十九年冬", "season", OCT1, 1957030)]


@pytest.mark.parametrize(("text", "label", "jdn"), [
    ("九月初一", "贞观十九年九月一日", 1956913),
    ("九月初十", "贞观十九年九月十日", 1956922),
    ("九月一日", "贞观十九年九月一日", 1956913),
    ("九月十八日", "贞观十九年九月十八日", SEP18),
    ("十月二十一日", "贞观十九年十月二十一日", OCT1 + 20),
    ("十月廿一日", "贞观十九年十月二十一日", OCT1 + 20),
    ("十一月卅日", "贞观十九年十一月三十日", NOV1 + 29),
    ("十月朔", "贞观十九年十月一日", OCT1),
    ("十月望", "贞观十九年十月十五日", OCT1 + 14),
    ("十月晦", "贞观十九年十月二十九日", OCT1 + 28),  # 晦 is the last day, whatever the length
    ("九月癸未", "贞观十九年九月十八日", SEP18),
    ("癸未日", "贞观十九年九月十八日", SEP18),
    ("丙申朔", "贞观十九年十月一日", OCT1),  # a stated 朔 picks the month that begins so
    ("丙申", "贞观十九年十月一日", OCT1),  # not in 九月: the next month that has it
    ("9月18日", "贞观十九年九月十八日", SEP18),
    ("9月18号", "贞观十九年九月十八日", SEP18),
    ("９月１８日", "贞观十九年九月十八日", SEP18),
])
def test_days(text: str, label: str, jdn: int) -> None:
    assert brief(text + "，班师。") == [(text, label, "day", jdn, jdn)]


@pytest.mark.parametrize(("text", "label", "start", "end"), [
    ("十月初", "贞观十九年十月上旬", OCT1, OCT1 + 9),
    ("十月上旬", "贞观十九年十月上旬", OCT1, OCT1 + 9),
    ("月初", "贞观十九年九月上旬", 1956913, 1956922),
    ("上旬", "贞观十九年九月上旬", 1956913, 1956922),
    ("十月中", "贞观十九年十月中旬", OCT1 + 10, OCT1 + 19),
    ("中旬", "贞观十九年九月中旬", 1956923, 1956932),
    ("下旬", "贞观十九年九月下旬", 1956933, 1956942),
    ("月底", "贞观十九年九月下旬", 1956933, 1956942),
    ("月末", "贞观十九年九月下旬", 1956933, 1956942),
    ("十月底", "贞观十九年十月下旬", OCT1 + 20, OCT1 + 28),
    # 初旬, the first ten days (汉史演义 第四十回: 十月初旬出发; 宋史演义 第二十二回: 正月初旬，因契丹讲和)
    ("十月初旬", "贞观十九年十月上旬", OCT1, OCT1 + 9),
    ("初旬", "贞观十九年九月上旬", 1956913, 1956922),
])
def test_parts_of_a_month(text: str, label: str, start: int, end: int) -> None:
    assert brief(text + "，至营州。") == [(text, label, "xun", start, end)]


@pytest.mark.parametrize(("word", "offset"), [
    ("次日", 1), ("翌日", 1), ("明日", 1), ("第二天", 1),
    ("当天", 0), ("当日", 0), ("是日", 0), ("同日", 0), ("即日", 0),
    ("三日后", 3), ("五天之后", 5), ("前一天", -1),
    # the classical next morning (资治通鉴 卷42: 明旦，遂进军; 卷200: 诘旦，至城下)
    ("明旦", 1), ("诘旦", 1),
])
def test_relative_days(word: str, offset: int) -> None:
    got = find_dates(f"九月十八日，班师。{word}，至辽东。", context=CTX)
    assert [(d.text, d.jdn_start, d.jdn_end, d.derived_from) for d in got][1] == \
        (word, SEP18 + offset, SEP18 + offset, "贞观十九年九月十八日")


def test_some_days_later_is_a_range() -> None:
    # 数日后: two to nine days after, precision "range".
    got = find_dates("九月十八日，班师。数日后，至辽东。", context=CTX)[1]
    assert (got.precision, got.jdn_start, got.jdn_end) == ("range", SEP18 + 2, SEP18 + 9)
    assert got.label == "贞观十九年九月二十日至二十七日"


@pytest.mark.parametrize(("text", "expected"), [
    # A bare day keeps the month, or moves on when it would run backwards.
    ("十月十三日，宴。二十一日，还。", ["贞观十九年十月十三日", "贞观十九年十月二十一日"]),
    ("十月二十五日，宴。三日，还。", ["贞观十九年十月二十五日", "贞观十九年十一月三日"]),
    ("十一月，至幽州。三月，还京师。", ["贞观十九年十一月", "贞观二十年三月"]),
    ("至二十一日，还。", ["贞观十九年九月二十一日"]),  # after 至 a bare day still counts
])
def test_context_carries(text: str, expected: list[str]) -> None:
    assert [d.label for d in find_dates(text, context=CTX)] == expected
    assert kinds(text) == []


@pytest.mark.parametrize(("text", "context", "expected"), [
    # The classical 有 joins a ten and its units (宋史 瀛国公纪 附二王: 十有一月，参政阿刺罕…; 魏书 高祖纪:
    # 十有六年春正月戊午朔 … 十有一月乙卯 … 十有二月)
    ("景炎元年冬十月，至福州。十有一月，参政阿刺罕、董文炳将兵至处州。", None, ["景炎元年十月", "景炎元年十一月"]),
    ("十有六年春正月戊午朔，飨群臣。十有一月乙卯，依古六寝。十有二月，赐京邑老人鸠杖。", "太和十五年",
     ["太和十六年正月一日", "太和十六年十一月三日", "太和十六年十二月"]),
])
def test_ten_and_units_joined_by_you(text: str, context: str | None, expected: list[str]) -> None:
    assert [d.label for d in find_dates(text, context=context)] == expected


@pytest.mark.parametrize("text", [
    "十二年来，未尝一败。",
    "三日三夜，不得休息。",
    "率兵四万殿后，赐绢百匹。",
    "高句丽百姓1。4万人。",
    "二十年间，国力大增。",
    "五十年代的事。",
    "三月余，始还。",
    "甲午战争，戊戌变法。",  # 干支 naming events
    "丙午年，大旱。",  # a 干支 naming a year is no day
    "有一日，他说。",  # 一日 alone is "one day"
    "这就是日本。这次日本之行。不同日。",
    "十月革命。",
    "第二十一日，", "每三月一次。",
    # a year before what it takes or does not bring is a span (资治通鉴 卷72; 卷240; 东周列国志)
    "恪以丹阳山险，民多果劲，屡自求为官出之，三年可得甲士四万。",
    "诸军讨淮、蔡，四年不克，馈运疲弊。",
    "三年不蜚，蜚将冲天；三年不鸣，鸣将惊人。",
])
def test_not_dates(text: str) -> None:
    assert find_dates(text, context=CTX) == []


# ---- speech, flashbacks, chronology -----------------------------------------------

@pytest.mark.parametrize("quotes", ["“”", "「」", '""', "‘’", "『』"])
def test_speech_counts_but_does_not_move_the_clock(quotes: str) -> None:
    a, b = quotes
    got = find_dates(f"九月十八日，{a}十月十三日再战{b}。次日，班师。", context=CTX)
    assert [(d.label, d.in_speech) for d in got] == [
        ("贞观十九年九月十八日", False), ("贞观十九年十月十三日", True), ("贞观十九年九月十九日", False)]
    assert [is_narrative(d) for d in got] == [True, False, True]


def test_speech_may_look_back() -> None:
    # Speech is not bound to run forward: the nearer reading wins, and no chronology warning.
    text = "十月十三日，宴。上曰：“十月五日之战，将士用命。”"
    assert [(d.label, d.in_speech) for d in find_dates(text, context=CTX)] == [
        ("贞观十九年十月十三日", False), ("贞观十九年十月五日", True)]
    assert kinds(text) == []


@pytest.mark.parametrize("marker", ["初，", "先是，", "当年", "当初"])
def test_flashback_does_not_move_the_clock(marker: str) -> None:
    text = f"十月十三日，宴。\n{marker}贞观十二年三月，上至洛阳。\n二十一日，还。"
    got = find_dates(text, context=CTX)
    assert [(d.label, d.flashback) for d in got] == [
        ("贞观十九年十月十三日", False), ("贞观十二年三月", True), ("贞观十九年十月二十一日", False)]
    assert kinds(text) == []  # no chronology warning for a marked flashback


def test_a_flashback_keeps_its_own_clock() -> None:
    # Inside a flashback, 次日 and later months count from the flashback's dates.
    text = "十月十三日，宴。先是，八月丁酉，上至安市。次日，班师。九月，至辽东。\n二十一日，还。"
    assert [(d.label, d.flashback) for d in find_dates(text, context=CTX)] == [
        ("贞观十九年十月十三日", False), ("贞观十九年八月一日", True), ("贞观十九年八月二日", True),
        ("贞观十九年九月", True), ("贞观十九年十月二十一日", False)]


def test_backwards_without_marker_is_flagged() -> None:
    text = "贞观十九年十一月，至幽州。\n贞观十二年三月，还京师。"
    assert [d.label for d in find_dates(text, context=CTX)] == ["贞观十九年十一月", "贞观二十年三月"]
    assert kinds(text) == [(2, "chronology")]


@pytest.mark.parametrize(("context", "text", "jdn"), [
    # A day of the same month a few days back is a look back, flagged, and not a year ahead.
    (CTX, "十月十三日，宴。十月五日，还。", OCT1 + 4),
    # 明太宗实录 卷103: the victory edict of 五月二十日 recalls 五月十三日师至斡难河.
    ("永乐八年五月", "丙戌，以平胡诏天下曰……五月十三日师至斡难河", 2236226),
])
def test_a_day_just_before_the_clock_is_a_look_back(context: str, text: str, jdn: int) -> None:
    scan = resolve_dates(text, context=context)
    assert (scan.dates[-1].jdn_start, scan.dates[-1].flashback) == (jdn, True)
    assert [w.kind for w in scan.warnings] == ["chronology"]


# ---- checks and warnings ----------------------------------------------------------

@pytest.mark.parametrize(("text", "kind"), [
    ("十月三十日，至营州。", "day_out_of_range"),  # 十月 has 29 days
    ("贞观十九年闰三月，至营州。", "no_leap_month"),
    ("冬，十月，丁酉朔，至营州。", "new_moon_mismatch"),  # 十月 begins 丙申
    ("光华三年三月，至营州。", "unknown_era"),
    ("贞观三十年，至营州。", "era_year_out_of_range"),
    ("三十年，至营州。", "era_year_out_of_range"),  # the era in force, 贞观, had 23 years
    ("贞观1285年，至营州。", "era_year_out_of_range"),  # a year label never outlives its era
    ("乙酉（二十五日），至辽东。", "gloss_mismatch"),
    ("九月癸亥，至安市。", "sexagenary_not_in_month"),  # 九月 runs 丙寅 … 乙未
    # a branch misprinted as a stem or a look-alike, read as the one day it can be (癸己 of 后汉书 光武帝纪 建武五年,
    # 癸已 of 资治通鉴 卷65): said, not silent
    ("九月癸己，至安市。", "misprinted_day"),
    ("九月癸已，至安市。", "misprinted_day"),
    ("645年，至营州。", "western_year"),
])
def test_doubts_are_warnings(text: str, kind: str) -> None:
    scan = resolve_dates(text, context=CTX)
    assert [(w.line, w.kind) for w in scan.warnings] == [(1, kind)]
    assert len(scan.dates) == 1


@pytest.mark.parametrize(("text", "kind", "dates"), [
    # No lunar month has a 31st day, and no year a 13th month: a doubt, the month kept.
    ("九月三十一日，至辽东城。", "day_out_of_range", 1),
    ("闰十三月，至营州。", "month_out_of_range", 0),
    # …but counts of days and "this month or the next" are no dates at all, and no doubts:
    # 凡四十日 (资治通鉴 卷181), 住了七八日 (隋唐演义), 七八月之间 (三国演义).
    ("凡四十日，乃至营州。", None, 0),
    ("住了七八日，方至营州。", None, 0),
])
def test_a_day_or_month_no_calendar_has_is_a_doubt(text: str, kind: str | None, dates: int) -> None:
    scan = resolve_dates(text, context=CTX)
    assert [w.kind for w in scan.warnings] == ([kind] if kind else [])
    assert len(scan.dates) == dates


@pytest.mark.parametrize(("context", "text", "season", "read"), [
    # A season's character ending a clause after a verb is a word, not the time: the state 夏 (资治通鉴 卷116: 禽之以献于
    # 夏；; 卷118: 关中郡县悉降于夏。), 冬 as "to winter" (汉书 赵充国传: 汉马不能冬，) …
    ("义熙九年十月", "丁巳，出以眷引夏兵邀击，禽之以献于夏；勤战死。", "夏", False),
    ("义熙十四年十月", "义真悉召外军入长安，闭门拒守。关中郡县悉降于夏。", "夏", False),
    ("神爵元年六月", "今虏朝夕为寇，土地寒苦，汉马不能冬，屯兵在武威、张掖、酒泉万骑以上，皆多羸瘦。", "冬", False),
    # … but a season after a word of time that opens its clause is one (五代史演义: 自春至夏，守兵疲敝不堪)
    ("广顺二年", "周军四面围住，困得兖州水泄不通。自春至夏，守兵疲敝不堪，", "夏", True),
])
def test_a_season_a_verb_governs_is_no_date(context: str, text: str, season: str, read: bool) -> None:
    assert any(d.text.endswith(season) for d in resolve_dates(text, context=context).dates) is read


@pytest.mark.parametrize(("context", "text", "labels"), [
    # A season's character next to 、 is a word of a list, and no date to roll the year on:
    # 资治通鉴 卷125 (夷、夏: barbarians and Chinese, after 七月), 明史 英宗纪 (宁夏、庆阳).
    ("元嘉二十七年七月", "乙亥，自以关中豪右，请入长安招合夷、夏，诞许之。九月，辛卯，魏主引兵南救滑台。",
     ["元嘉二十七年九月"]),
    ("景泰元年二月", "丁丑，瓦剌寇宁夏、庆阳。三月己酉，瓦剌寇朔州。", ["景泰元年二月", "景泰元年三月"]),
    # …but a season that opens a clause is one (秋，七月).
    ("元嘉二十七年", "秋，七月，庚午，遣宁朔将军王玄谟。", ["元嘉二十七年七月"]),
])
def test_a_season_in_a_list_is_no_date(context: str, text: str, labels: list[str]) -> None:
    scan = resolve_dates(text, context=context)
    assert scan.dates[-1].label.startswith(labels[-1])  # the year is not rolled on by a 夏
    assert not any(d.text.endswith("夏") for d in scan.dates)


@pytest.mark.parametrize(("context", "text", "labels"), [
    # A bare year right after an era's year and 、 is of that era: 资治通鉴 卷262 白话 (乾宁三年、
    # 四年, the emperor's earlier stay at 华州, a look back) and 卷246 (开成元年、二年, in speech).
    ("天复元年十一月", "乾宁三年、四年唐昭宗在华州的时候，商人云集。", ["乾宁三年", "乾宁四年"]),
    ("会昌元年", "上曰：“陛下开成元年、二年政事殊美。”", ["开成元年", "开成二年"]),
])
def test_a_year_listed_after_an_eras_year_is_of_that_era(context: str, text: str, labels: list[str]) -> None:
    assert [d.label for d in resolve_dates(text, context=context).dates] == labels


def test_unplaceable_dates_have_no_jdn() -> None:
    for text in ("十月三十日，", "光华三年三月，", "贞观十九年闰三月，"):
        (d,) = find_dates(text, context=CTX)
        assert d.jdn_start is None and d.julian_start is None and d.gregorian_end is None


def test_ambiguous_era_without_context() -> None:
    # 贞观 is Tang, Western Xia and Japanese; with nothing to decide, Tang, and say so.
    scan = resolve_dates("贞观十九年九月十八日，班师。")
    assert scan.dates[0].jdn_start == SEP18
    assert [w.kind for w in scan.warnings] == ["ambiguous_era"]
    assert "唐" in scan.warnings[0].message


@pytest.mark.parametrize(("context", "text", "start"), [
    # An era name several dynasties bore centuries apart, nothing in the text telling which, is read as the one of a
    # dynasty the standard histories give annals: 金史 宗望传 天会 is 金's (1123–), not 北汉's (957–); 宋史 王全斌传
    # 乾德 is 宋's (963–), not 前蜀's (919–).
    ("天会二年", "四年正月己巳，诸军渡河，取滑州。", "1126-01-27"),
    (None, "乾德二年冬，又为忠武军节度。", "0964-11-07"),
    # …but eras of one time share one calendar, and stay read as before (天福 of 南平 and of 後漢, 936)
    ("天福元年", "九月，契丹主至晋阳。", "0936-09-19"),
])
def test_a_shared_era_name_is_read_as_the_standard_dynastys(context: str | None, text: str, start: str) -> None:
    assert resolve_dates(text, context).dates[0].julian_start == start


@pytest.mark.parametrize(("context", "text", "first"), [
    # 文帝's and 景帝's 元年 are the year after the accession (踰年改元), where sanmiao counts from the accession: the
    # texts' 晦 fall on the months' last days only so (资治通鉴 卷14, 文帝三年: 十月丁酉晦, 十一月丁卯晦).
    ("汉文帝三年", "冬，十月，丁酉晦，日有食之。", "-0177-12-22"),
    ("汉文帝三年", "十一月，丁卯晦，日有食之。", "-0176-01-21"),
    # A year heading glossed with its 干支 and Western year after the chapter's and reign's names dates the text, 前 for
    # 前元 (资治通鉴 卷16, 卷14), and its 干支 is the year's, no day (卷101: 太和 of 晋, not of 魏).
    (None, "汉纪八 孝景皇帝下前三年（丁亥、前154）\n　　[1]冬，十月，梁王来朝。", "-0154-11-09"),
    (None, "汉纪六 太宗孝文皇帝中前三年（甲子、前177）\n　　[1]冬，十月，丁酉晦，日有食之。", "-0177-12-22"),
    (None, "晋纪二十四 海西公下太和四年（己巳、369）\n　　[1]春，三月，", "0369-01-24"),
    # …its 干支 misprinted as the e-texts do (资治通鉴 卷8: 二世皇帝下二年（癸已、前208）, 已 for 巳), for a Western year follows
    (None, "秦纪三 二世皇帝下二年（癸已、前208）\n　　秋，七月，大霖雨。", "-0207-07-30"),
    (None, "秦纪三 二世皇帝下二年（癸已、前208）\n　　[14]项梁已破章邯于东阿，引兵西。\n　　九月，章邯夜衔枚击项梁。",
     "-0207-09-27"),
    (None, "秦纪三 秦二世皇帝二年（癸已，公元前208年）\n　　秋季，七月，大雨连绵。", "-0207-07-30"),  # (its 白话)
    # 景帝's years counted by his title, his 前元 being a later scholars' name (史记 绛侯周勃世家: 孝景帝三年; 汉书 周亚夫传:
    # 孝景三年, 孝X for 孝X帝), and 文帝's the same way (孝文三年)
    (None, "孝景帝三年，吴、楚反。", "-0154-11-09"),
    (None, "孝景三年，吴楚反。", "-0154-11-09"),
    (None, "孝文三年，", "-0177-11-24"),
])
def test_the_first_years_of_wendi_and_jingdi_and_glossed_headings(context: str | None, text: str, first: str) -> None:
    assert resolve_dates(text, context).dates[0].julian_start == first


def test_era_follows_the_context_dynasty() -> None:
    # 天祐民安 is Western Xia only, so its 贞观 is the one meant: no warning.
    scan = resolve_dates("贞观三年五月，", context="天祐民安五年")
    assert scan.dates[0].julian_start.startswith("1103-") and scan.warnings == ()


def test_no_context_keeps_lunar_labels() -> None:
    scan = resolve_dates("九月十八日，班师。二十一日，至辽水。次日，至营州。")
    assert [(d.label, d.jdn_start) for d in scan.dates] == [
        ("九月十八日", None), ("九月二十一日", None), ("九月二十二日", None)]
    assert [w.kind for w in scan.warnings] == ["no_context"]


def test_an_era_in_the_text_sets_the_clock() -> None:
    scan = resolve_dates("贞观十九年九月，班师。十八日，至辽东。", context="贞观十八年")
    assert scan.dates[-1].jdn_start == SEP18


@pytest.mark.parametrize("bad", ["hello", "", "九月", "光华三年", "贞观十九年九月十八日，班师", "贞观三十年"])
def test_bad_context_raises(bad: str) -> None:
    with pytest.raises(DateContextError, match="context|date"):
        resolve_dates("九月十八日", context=bad)


def test_parse_context() -> None:
    ctx = parse_context("貞觀十九年九月")
    assert (ctx.label, ctx.precision, ctx.jdn_start) == ("贞观十九年九月", "month", 1956913)


def test_thousand_dates_on_one_line() -> None:
    text = "九月十八日，班师。次日，至辽东。" * 1000
    scan = resolve_dates(text, context=CTX)
    assert len(scan.dates) == 2000 and all(d.line == 1 for d in scan.dates)


def test_as_dict_round_trip() -> None:
    (d,) = find_dates("九月十八日", context=CTX)
    assert DateMention(**d.as_dict()) == d


def test_date_words_are_simplified() -> None:
    # Matching runs on the simplified view: a traditional word in the data would never match.
    with DATE_WORDS_FILE.open("rb") as fh:
        raw = tomllib.load(fh)

    def strings(value: object) -> list[str]:
        if isinstance(value, str):
            return [value]
        if isinstance(value, dict):
            return [s for k, v in value.items() for s in [k, *strings(v)]]
        if isinstance(value, list):
            return [s for v in value for s in strings(v)]
        return []

    words = [s for s in strings(raw) if s and not s.isascii()]
    assert [w for w in words if to_simplified(w) != w] == []


# ---- properties ------------------------------------------------------------------------

_ALPHABET = st.sampled_from(list(
    "贞观十九二一三四五六七八〇零廿卅元年月日号初旬上中下底末春夏秋冬闰正腊朔望晦甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥"
    "次翌明第当是同即前后数天之来岁先至于，。、；：！？,.;:!?（）()“”「」『』‘’\"  \n0123456789０９光华辽东班师万百匹")) | st.characters()


@settings(max_examples=300, deadline=None)
@given(st.text(_ALPHABET, max_size=120), st.sampled_from([None, CTX, "贞观二十年闰三月", "永徽元年"]))
def test_never_raises_and_offsets_hold(text: str, context: str | None) -> None:
    scan = resolve_dates(text, context=context)
    last = -1
    for d in scan.dates:
        assert text[d.start:d.end] == d.text and d.start < d.end and d.start >= last
        assert d.line == text.count("\n", 0, d.start) + 1
        assert (d.jdn_start is None) == (d.jdn_end is None)
        if d.jdn_start is not None and d.jdn_end is not None:
            assert d.jdn_start <= d.jdn_end
        last = d.end
    for w in scan.warnings:
        assert 1 <= w.line <= text.count("\n") + 1


# ---- hardening: contexts that are no date, arbitrary text around real dates ----------------------

@pytest.mark.parametrize("bad", [
    "2024-01-01",  # an ISO date: the context is a reign date
    "{{ 7*7 }}",  # template syntax is text, never evaluated
    "<script>alert(1)</script>",
    "贞观十九年十三月",  # no thirteenth month
    "贞观十九年九月三十一日",  # no month has 31 days
    "\x00",
    "贞观十九年九月" * 100,  # one date a hundred times is not one date
])
def test_a_context_that_is_no_date_is_a_warning_not_a_failure(bad: str) -> None:
    from route.dates import resolve_dates_leniently

    scan = resolve_dates_leniently("九月十八日，大军至辽东城。", context=bad)
    assert [w.kind for w in scan.warnings][:1] == ["context"] and scan.warnings[0].line == 0
    assert [d.label for d in scan.dates] == ["九月十八日"] and scan.context is None


_EXPRESSIONS = ["贞观十九年九月十八日", "十月三十日", "闰三月", "丁酉朔", "光华三年", "次日", "三日后", "数日后",
                "十月初", "贞观十二年三月", "初，", "“", "”", "（二十日）", "至辽东城", "渡遼水", "營州", "。", "\n"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_EXPRESSIONS), st.text(st.characters(), max_size=6)), max_size=30),
       st.sampled_from([None, CTX, "贞观二十年闰三月", "{{ x }}", "九月"]))
def test_whole_expressions_in_any_text_never_raise(pieces: list[str], context: str | None) -> None:
    from route.dates import resolve_dates_leniently

    text = "".join(pieces)
    scan = resolve_dates_leniently(text, context=context)
    for d in scan.dates:
        assert 0 <= d.start < d.end <= len(text) and text[d.start:d.end] == d.text
        if d.jdn_start is not None and d.jdn_end is not None:
            assert d.jdn_start <= d.jdn_end
    assert all(0 <= w.line <= text.count("\n") + 1 for w in scan.warnings)


# ---- years in 载, eras proclaimed a year ahead, look-backs --------------------

@pytest.mark.parametrize(("context", "text", "start", "end"), [
    # 资治通鉴 卷217: 安禄山 rises at 范阳 on 天宝十四载十一月甲子.
    ("天宝十四载", "十一月，甲子，", 1997171, 1997171),
    ("天宝十四载十一月", "甲子，", 1997171, 1997171),
    # 资治通鉴 卷219 opens 至德二载: 载 names 唐's 至德 (757), not 陳's (584).
    (None, "至德二载春正月，", 1997577, 1997605),
])
def test_years_counted_in_zai(context: str | None, text: str, start: int, end: int) -> None:
    assert [(d.jdn_start, d.jdn_end) for d in find_dates(text, context)] == [(start, end)]


@pytest.mark.parametrize(("text", "jdn"), [
    # 永乐 and 建文 were proclaimed for the year after the accession: 元年 is 1403 and 1399.
    ("永乐八年二月戊戌朔", 2236125),  # 明太宗实录 卷101: Julian 1410-03-06
    ("建文元年春正月", 2232079),  # 明史 恭闵帝纪: Julian 1399-02-06
])
def test_eras_proclaimed_a_year_ahead(text: str, jdn: int) -> None:
    assert find_dates(text + "，", None)[0].jdn_start == jdn


@pytest.mark.parametrize(("context", "text", "look_back", "after", "warns"), [
    # A report's own past inside a clause (明太宗实录, 永乐八年二月): read as written, silent.
    ("永乐八年二月", "是日户部启江西建昌府新城县永乐五年八月民多疫死。庚子，", (2235209, 2235237), 2236127, []),
    # History named by a travel diary (高士奇 扈从西巡日录, 康熙二十二年): another dynasty's era.
    ("康熙二十二年二月", "驻跸龙泉关关设于正统二年。丙申，", (2245958, 2246312), 2335843, []),
    # A recap at the head of a sentence (a 白话 retelling of 贞观十九年): read as written, with a doubt.
    ("贞观十九年九月", "贞观十九年二月，上自洛阳出发。乙酉，", (1956706, 1956735), 1956932, ["chronology"]),
])
def test_a_look_back_is_read_as_written_and_leaves_the_clock(
        context: str, text: str, look_back: tuple[int, int], after: int, warns: list[str]) -> None:
    scan = resolve_dates(text, context=context)
    back = next(d for d in scan.dates if d.precision in ("month", "year"))
    assert (back.jdn_start, back.jdn_end) == look_back and back.flashback
    assert scan.dates[-1].jdn_start == after  # the next day follows the clock, not the look back
    assert [w.kind for w in scan.warnings] == warns


@pytest.mark.parametrize(("context", "text", "jdn"), [
    # The 实录 open each day's entry with ○: 明太宗实录 卷102 and 明熹宗实录 卷42 (the record says 九日).
    ("永乐八年二月", "○庚戌  车驾度居庸关次水安甸", 2236137),
    ("天启三年十二月", "○甲午賜華陽王至漶特勑鈐束諸宗", 2314241),
])
def test_an_entry_mark_opens_a_clause(context: str, text: str, jdn: int) -> None:
    assert [d.jdn_start for d in find_dates(text, context)] == [jdn]


@pytest.mark.parametrize(("context", "text", "jdn", "warns"), [
    # 宋史 太宗纪: 以十月七日为乾明节 ran the clock to 十月; 六月辛卯朔 is the 六月 just past,
    # the one that begins 辛卯, not next year's.
    ("太平兴国二年五月", "甲戌，以十月七日为干明节。六月辛卯朔，白龙见", 2078078, []),
    # 旧唐书 玄宗纪: 开元九年九月 began 乙巳, not 己巳: the 朔 is the text's slip, not a year ahead.
    ("开元九年七月", "九月己巳朔，日有蝕之。", 1984672, ["new_moon_mismatch"]),
])
def test_a_named_month_with_its_day_stays_near_the_clock(context: str, text: str, jdn: int, warns: list[str]) -> None:
    scan = resolve_dates(text, context=context)
    assert scan.dates[-1].jdn_start == jdn
    assert [w.kind for w in scan.warnings] == warns

@pytest.mark.parametrize(("context", "text", "jdn"), [
    # A named month and its day are not read in the year before the clock's, though nearer: the annals write the year
    # they go back to (资治通鉴 卷47: 三年…春，正月，甲子…冬，十月，癸未 is 永元三年's, not 二年's; 元史 伯颜传: 十一年…癸巳…
    # 十月戊午 is 至元十一年's, the crossing of 1274)
    ("永元三年", "三年（辛卯、91）\n春，正月，甲子，帝用曹褒新礼，加元服。\n冬，十月，癸未，上行幸长安。", 1754610),
    ("至元十一年", "十一年，大举伐宋。\n癸巳，次盐山，距郢州二十里。\n十月戊午，行大泽中。", 2186705),
])
def test_a_named_month_does_not_go_back_a_year(context: str, text: str, jdn: int) -> None:
    scan = resolve_dates(text, context=context)
    assert scan.dates[-1].jdn_start == jdn



@pytest.mark.parametrize(("context", "text", "jdn"), [
    # A year opening a paragraph of 本纪 is its heading: read as written even when the clock
    # had run ahead (旧唐书 玄宗纪 十年, 宋史 太宗纪 二年).
    ("开元十一年", "　　十年春正月丁巳，幸東都。", 1984804),
    ("太平兴国三年", "　　二年春正月壬戌，幸相国寺", 2077929),
])
def test_a_year_heading_opens_its_year(context: str, text: str, jdn: int) -> None:
    scan = resolve_dates(text, context=context)
    assert scan.dates[0].jdn_start == jdn and not scan.dates[0].flashback
    assert [w.kind for w in scan.warnings] == ["chronology"]


@pytest.mark.parametrize(("context", "text", "jdn"), [
    # 旧唐书 玄宗纪 开元十一年: 正月丁卯朔 … 辛卯 … 戊申, the text never writes 二月; 壬子 and 癸亥
    # after it are not in 正月 either, so the month has turned (资治通鉴 has 二月，戊申).
    ("开元十一年正月", "辛卯，改并州為太原府，官吏補授，一準京兆、河南兩府。戊申，次晉州。壇場使、中書令張嘉貞貶為"
     "幽州刺史。壬子，祠後土于汾陰之脽上。改汾陰為寶鼎縣。癸亥，兵部尚書張說兼中書令。", 1985215),
    # 宋史 太宗纪 太平兴国二年: 五月壬戌 … 甲戌 … 六月 is named; 正月 has no 甲午, so it is 二月's.
    ("太平兴国二年正月", "辛卯，宴。甲午，幸", 2077961),
])
def test_a_day_past_its_month_is_read_in_the_next_with_a_doubt(context: str, text: str, jdn: int) -> None:
    scan = resolve_dates(text, context=context)
    assert scan.dates[1].jdn_start == jdn
    assert "sexagenary_not_in_month" in [w.kind for w in scan.warnings]


@pytest.mark.parametrize(("context", "text", "start"), [
    # 宋史 太宗纪: 开宝九年十二月, 改元太平兴国; the next year's 二年 is 太平兴国二年 (977), not 开宝二年.
    ("开宝九年十二月", "二年春正月壬戌，", 2077929),
    # 旧唐书 玄宗纪: in 开元十一年 a bare 十年 is 开元十年, not the later 天宝十年.
    ("开元十一年", "十年春正月丁巳，", 1984804),
])
def test_a_bare_year_counts_in_the_nearest_era_of_the_dynasty(context: str, text: str, start: int) -> None:
    assert find_dates(text, context)[0].jdn_start == start


@pytest.mark.parametrize(("text", "label", "start"), [
    # sanmiao's simplified era names write 干 for 乾; texts keep 乾 (资治通鉴 卷220, 宋史 太祖纪).
    ("乾元元年三月，", "乾元元年三月", 1998020),
    ("乾德二年春正月，", None, 2073205),  # (宋's, 964, not 前蜀's: see standard_dynasties)
])
def test_eras_named_as_the_texts_write_them(text: str, label: str | None, start: int) -> None:
    (d,) = find_dates(text, None)
    assert d.jdn_start == start and (label is None or d.label == label)


@pytest.mark.parametrize("text", [
    # 资治通鉴 卷217 and its 白话: 安禄山 had feasted his troops "since the eighth month".
    "冬，十月，庚寅，上幸华清宫。但怪其自八月以来，屡飨士卒。十一月，甲子，",
    "冬季，十月，庚寅（初四），玄宗去华清宫。只是奇怪他从八月份以来屡次犒劳士兵。十一月，甲子（初九），",
])
def test_since_a_date_looks_back(text: str) -> None:
    dates = find_dates(text, "天宝十四载十月")
    since = dates[1]
    assert (since.jdn_start, since.flashback) == (1997075, True)  # 天宝十四载八月, not the next year's
    assert dates[-1].jdn_start == 1997171  # 十一月甲子 follows 十月 as before


@pytest.mark.parametrize(("context", "text", "jdn"), [
    # 资治通鉴 editions number their paragraphs: 卷217 and 卷294.
    ("天宝十四载四月", "　　[6]癸巳，以苏毗王子悉诺逻为怀义王", 1996960),
    ("显德五年正月", "　　[3]丁亥，右龙武将军王汉璋奏", 2070994),
])
def test_a_paragraph_number_opens_a_clause(context: str, text: str, jdn: int) -> None:
    assert [d.jdn_start for d in find_dates(text, context)] == [jdn]


@pytest.mark.parametrize(("context", "text", "jdn"), [
    # 白话 translations gloss each 干支 with its day: the gloss picks the month, even when
    # the clock stands a month or two off (资治通鉴 卷217 and 卷65, 白话).
    ("天宝十四载五月", "甲子（初九），禄山发所部兵", 1997171),  # 十一月九日, not 五月六日
    ("建安十一年十月", "曹操从淳于返回邺城。丁酉（初五），曹操上奏", 1796744),  # 二月五日, not 十月三日
])
def test_a_glossed_day_picks_its_month(context: str, text: str, jdn: int) -> None:
    scan = resolve_dates(text, context=context)
    assert [d.jdn_start for d in scan.dates] == [jdn]
    assert not [w for w in scan.warnings if w.kind == "gloss_mismatch"]


@pytest.mark.parametrize(("context", "text", "label"), [
    # A named month with a glossed 干支: the gloss picks the year when an aside moved the clock
    # (资治通鉴 卷180 白话: 当初… then 六月，丁亥（初十） of 大业三年; 卷217 白话 read with its
    # clock a year behind).
    ("大业三年四月", "[9]当初，文帝受周禅，只立了四亲庙。炀帝即位，命令有关部门讨论建七庙的定制。"
                    "六月，丁亥（初十），炀帝下诏为文帝另建宗庙。", "大业三年六月十日"),
    ("天宝十三载正月", "十一月，甲子（初九），禄山发所部兵及同罗、奚、契丹、室韦凡十五万众。", "天宝十四年十一月九日"),
])
def test_a_glossed_day_picks_the_year_of_its_named_month(context: str, text: str, label: str) -> None:
    assert resolve_dates(text, context=context).dates[-1].label == label


@pytest.mark.parametrize(("name", "line", "jdn"), [
    # …but not a gloss that slipped, right after days whose glosses agreed: the 干支 of the year the story is in
    # stands (资治通鉴 卷146 白话: 辛酉（二十七日） of 天监五年四月, then 五月辛未（初二）, the 7th, not 天监四年's 2nd;
    # 卷164 白话: 丙申（二十七日）, then 二月，庚子（二十六日）, the 2nd, not 大宝二年's 26th)
    ("tianjian5_weirui_zhongli_baihua", 12, 1906038),
    ("chengsheng1_wangsengbian_jiankang_baihua", 17, 1922747),
    # (a clock a long count moved is still put right by the gloss: 资治通鉴 卷275 白话, 一年以后 … 三月，丁巳朔（初一）
    # of 天成元年)
    ("tiancheng1_lisiyuan_luoyang_baihua", 13, 2059384),
])
def test_a_gloss_that_slipped_moves_no_year(name: str, line: int, jdn: int) -> None:
    text = load_text(ROOT / "corpus" / f"{name}.txt")
    scan = resolve_dates(text.content, context=text.meta.context)
    assert next(d.jdn_start for d in scan.dates if d.line == line) == jdn


@pytest.mark.parametrize(("name", "line", "text", "jdn"), [
    # A year ahead told in passing, straight before its verb, is a man's later fate or a threat, not the story's
    # next year (资治通鉴 卷189: …即以袭志为桂州总管，明年入朝。[73]壬寅 is 武德四年十一月's; 卷195 白话: 将于明年发兵
    # 讨伐你们高昌。”三月 is 贞观十三年's)
    ("wude4_xiaogong_jiangling_zztj", 44, "壬寅", 1948249),
    ("zhenguan14_houjunji_gaochang_baihua", 11, "三月", 1954551),
])
def test_a_year_ahead_in_passing_moves_no_clock(name: str, line: int, text: str, jdn: int) -> None:
    corpus_text = load_text(ROOT / "corpus" / f"{name}.txt")
    scan = resolve_dates(corpus_text.content, context=corpus_text.meta.context)
    assert next(d.jdn_start for d in scan.dates if d.line == line and d.text == text) == jdn


def test_a_gloss_a_day_out_is_a_doubt_not_a_move() -> None:
    # 资治通鉴 卷181 白话: 大业八年正月 begins 辛巳, so 甲辰（二十五日） is in fact the 24th.
    scan = resolve_dates("壬午（初二），炀帝下诏。\n[4]甲辰（二十五日），内史令元寿去世。", context="大业八年正月")
    assert scan.dates[-1].jdn_start == scan.dates[0].jdn_start + 22
    assert "gloss_mismatch" in [w.kind for w in scan.warnings]


@pytest.mark.parametrize(("context", "text", "jdn"), [
    # 是岁 sums up the year the story is in (资治通鉴 卷212, 清史稿 圣祖本纪): the next 干支
    # follows the month the story had reached, not the year's first month.
    ("开元十三年十二月", "是岁，东都斗米十五钱，青、齐五钱，粟三钱。己巳，", 1986256),
    ("康熙三十五年十二月", "是岁，免直隶、山西、江西、福建、广东等省十二州县灾赋有差。癸卯，", 2340890),
])
def test_this_year_keeps_the_day(context: str, text: str, jdn: int) -> None:
    scan = resolve_dates(text, context=context)
    assert scan.dates[0].precision == "year" and not scan.dates[0].flashback
    assert scan.dates[-1].jdn_start == jdn


@pytest.mark.parametrize(("context", "text", "after"), [
    # 续资治通鉴长编 卷20: 李焘's note dates another source's 十一月庚辰 and 三月一日; the story
    # goes on from 二月己巳 to 庚午.
    ("太平兴国四年二月", "己巳，次德清军。遣尚食使折彦赟攻隆州。（解晖传作石彦赟。按折彦赟十一月庚辰复见，"
     "晖传误也。三月一日，又命尹勋攻隆州。）\n庚午，次大名府。", 2078717),
    # The 贞观十九年 chapter glosses a place in brackets; the next date runs on as before.
    (CTX, "十月初，大军行至渤错水（今辽宁海城县西北），暴风骤起。十月十一日，御驾至营州。", OCT1 + 10),
])
def test_a_bracketed_note_is_the_annotators(context: str, text: str, after: int) -> None:
    dates = find_dates(text, context)
    assert dates[-1].jdn_start == after
    assert all(d.in_speech for d in dates if d.text in ("十一月庚辰", "三月一日"))


@pytest.mark.parametrize(("context", "text"), [
    # A month every year is a habit, not a date: 高士奇 扈从西巡日录 and a modern travel text.
    ("康熙二十二年三月", "寺中香火最盛每年四月河淮以北进香者络绎"),
    ("贞观十九年九月", "由于受山区小气候的偏爱，这里每年十月瑞雪飘飘"),
])
def test_a_month_every_year_is_no_date(context: str, text: str) -> None:
    assert find_dates(text, context) == []


@pytest.mark.parametrize(("context", "text", "start", "end"), [
    # An era's year named by its 干支: 高士奇 扈从西巡日录 (康熙己未 = 十八年) and 清史稿 天文志
    # (康熙甲子年 = 二十三年); both look back and leave the clock.
    ("康熙二十二年三月", "辐辏康熙己未四月庙毁今已重建", 2334432, 2334460),
    ("康熙三十五年", "康熙甲子年黄道十二次初度值宿", 2336174, 2336527),
])
def test_an_era_year_named_by_its_sexagenary(context: str, text: str, start: int, end: int) -> None:
    (d,) = find_dates(text, context)
    assert (d.jdn_start, d.jdn_end, d.flashback) == (start, end, True)


@pytest.mark.parametrize(("context", "text", "start", "end"), [
    # Another era years ahead, told in advance, leaves the clock: 蔡东藩 明史演义 (至宪宗成化十一年，
    # 追还尊称) and 明史 景帝纪 (成化十一年十二月戊子，制曰 after the death of the 景帝 in 景泰八年).
    ("正统十四年九月", "以次年为景泰元年。后来英宗复辟，至宪宗成化十一年，追还尊称，谥为景帝。", 2259838, 2260192),
    ("景泰八年二月", "癸丑，王薨于西宫，年三十。\n　　成化十一年十二月戊子，制曰：朕叔郕王践阼。", 2260175, 2260175),
])
def test_another_era_years_ahead_is_told_in_advance(context: str, text: str, start: int, end: int) -> None:
    ahead = next(d for d in find_dates(text, context) if d.text.startswith("成化"))
    assert (ahead.jdn_start, ahead.jdn_end, ahead.flashback) == (start, end, True)


# ---- the whole text decoded at once -------------------------------------------
# A date framed as another time than the story's (after 自, 以 …) is an aside when
# reading it so leaves the dates after it without a doubt. Real texts, three sources.
@pytest.mark.parametrize(("context", "text", "aside", "then", "label"), [
    # 明太宗实录 卷106: a letter fixes the day of arrival; 癸酉 is five days after 戊辰, not in 九月
    ("永乐八年秋七月", "○戊辰\n○遣右春坊右庶子兼翰林院侍讲杨荣赍书谕皇太子以七月十七日抵北京命代告天地\n"
     "○癸酉  车驾次独石", "七月十七日", "癸酉", "永乐八年七月八日"),
    # 旧唐书 玄宗纪 (开元九年): the 功臣 of 六月二十日 and 七月三日 (710, 713), not next summer
    ("开元九年", "冬十一月丙辰，左散騎常侍元行沖上《群書目錄》二百卷。庚午冬至，大赦天下。"
     "自六月二十日、七月三日匡衛社稷食實封功臣，坐事削除官爵，並量加收贈。十二月乙酉，幸新豐之溫湯。",
     "七月三日", "十二月乙酉", "开元九年十二月十三日"),
    # 明史 景帝纪: the new era is announced, not entered; 甲申 is the day after 癸未
    ("正统十四年八月", "九月癸未，王即皇帝位，遥尊皇帝为太上皇帝，以明年为景泰元年，大赦天下，免景泰二年田租十之三。"
     "甲申，夷王振族。", "明年", "甲申", "正统十四年九月七日"),
])
def test_an_aside_keeps_the_clock(context: str, text: str, aside: str, then: str, label: str) -> None:
    dates = {d.text: d for d in find_dates(text, context=context)}
    assert dates[aside].flashback
    assert dates[then].label == label and not dates[then].flashback


def test_a_full_date_opening_a_new_annal_restarts_the_story() -> None:
    # 明史: 英宗纪 ends at 九月; 景帝纪 opens again at 正统十四年秋八月. Its days are 八月's, with a doubt.
    text = ("九月癸未，郕王即皇帝位。\n本纪第十一景帝\n正统十四年秋八月，英宗北狩，皇太后命王监国。"
            "丙寅，移通州粮入京师。戊辰，兵部侍郎于谦为本部尚书。")
    scan = resolve_dates(text, "正统十四年八月")
    assert [d.label for d in scan.dates][-2:] == ["正统十四年八月十九日", "正统十四年八月二十一日"]
    assert "chronology" in [w.kind for w in scan.warnings if w.line == 3]


@pytest.mark.parametrize(("context", "text", "day", "label"), [
    # 宋史 太宗纪: the year is renamed (改是岁为太平兴国元年), and the days of 十二月 go on
    ("开宝九年十一月", "十二月己亥，置直舍人院。甲寅，御乾元殿受朝，乐县而不作。大赦，改是岁为太平兴国元年。"
     "命太祖子及齐王廷美子并称皇子，女并称皇女。丁巳，置三司副使。", "丁巳", "太平兴国元年十二月二十五日"),
    # 明史 景帝纪: 以明年为景泰元年 … 甲申 (above) — a bare day needs the month the clock knows
    ("正统十四年八月", "九月癸未，王即皇帝位，以明年为景泰元年。甲申，夷王振族。", "甲申", "正统十四年九月七日"),
])
def test_a_bare_day_keeps_the_month(context: str, text: str, day: str, label: str) -> None:
    assert {d.text: d.label for d in find_dates(text, context=context)}[day] == label


@pytest.mark.parametrize(("context", "text", "named"), [
    # A year named, not entered (以X为Y元年): 明史 景帝纪, and 蔡东藩 明史演义 第三十五回.
    ("正统十四年八月", "九月癸未，王即皇帝位，遥尊皇帝为太上皇帝，以明年为景泰元年，大赦天下。", ["明年", "景泰元年"]),
    ("正统十四年八月", "看官记着！这年是正统十四年九月，郕王登基，以次年为景泰元年。后来英宗复辟，复将他削去帝号，仍称郕王。",
     ["次年", "景泰元年"]),
])
def test_a_year_named_is_not_entered(context: str, text: str, named: list[str]) -> None:
    dates = find_dates(text, context=context)
    assert [d.text for d in dates if d.flashback] == named
    assert not dates[0].flashback


@pytest.mark.parametrize(("context", "text", "slip", "label"), [
    # A bare day before the clock in its own month is read as written, with a doubt, not a
    # month or two on: 旧唐书 玄宗纪 (壬午 after 十二月乙酉) and 明史 景帝纪 (乙亥 after 六月戊戌).
    ("开元九年", "十二月乙酉，幸新豐之溫湯。壬午，至自溫湯。是冬無雪。\n十年春正月丁巳，幸東都。", "壬午", "开元九年十二月十日"),
    ("景泰元年五月", "六月壬午，瓦剌寇大同，郭登击却之。丙戌，也先复拥上皇至大同。戊戌，免山东被灾州县税粮。"
     "乙亥，给事中李实、大理寺丞罗绮使瓦剌。", "乙亥", "景泰元年六月三日"),
])
def test_a_day_before_the_clock_in_its_month_is_a_slip(context: str, text: str, slip: str, label: str) -> None:
    scan = resolve_dates(text, context)
    assert {d.text: d.label for d in scan.dates}[slip] == label
    assert any(w.kind == "chronology" and w.message.startswith(slip) for w in scan.warnings)


@pytest.mark.parametrize(("context", "text", "plan", "then", "label"), [
    # A date under a request, a wish or a deadline is not where the story stands: 资治通鉴 卷88
    # (the muster set for 十月; 辛巳 is 九月初三, as the 白话 glosses it) and 明史 景帝纪 (a
    # request for 明年正旦).
    ("永嘉六年九月", "[21]刘琨移檄州郡，期以十月会平阳，击汉。琨素奢豪，喜声色。\n[22]己卯，汉卫尉梁芬奔长安。\n"
     "[23]辛巳，贾疋等奉秦王业为皇太子，建行台于长安，登坛告类，建宗庙、社稷，大赦。", "十月", "辛巳", "永嘉六年九月三日"),
    ("景泰元年十月", "冬十月辛卯，录囚。癸巳，免畿内逋赋。十一月辛亥，礼部尚书胡濙请令百官贺上皇万寿节。"
     "十二月丙申，复请明年正旦百官朝上皇于延安门。皆不许。是月，大雪。", "明年", "是月", "景泰元年十二月"),
    # A decree fixing a day to come (诏以…, 制以…) is a plan: 资治通鉴 卷196 and 卷201 (the days
    # after it are those the 白话 glosses: 己酉（十九日）, 甲申（十四日）).
    ("贞观十五年三月", "[4]夏，四月，辛卯朔，诏以来年二月有事于泰山。\n[5]上以近世阴阳杂书，讹伪尤多，命太常博士吕才与"
     "诸术士刊定可行者，凡四十七卷。己酉，书成，上之；才皆为之叙，质以经史。", "来年二月", "己酉", "贞观十五年四月十九日"),
    ("咸亨元年八月", "[12]关中旱，饥，九月，丁丑，诏以明年正月幸东都。\n[13]甲申，皇后母鲁国忠烈夫人杨氏卒，敕文武九品以上"
     "及外命妇并诣宅吊哭。", "明年正月", "甲申", "咸亨元年九月十四日"),
    # A threat or a promise right after its date (明年当…, 来年当…) is no time of the story, quoted or not: 资治通鉴 卷195
    # (a letter whose quotes the e-text garbles) and 元史 占城传 (reported speech, no quotes).
    ("贞观十三年二月", "[7]上遣虞部郎中李道裕往问状，且谓其使者曰：“高昌数年以来，朝贡脱略。我使者至彼，文泰语之云：‘鹰飞"
     "于天，各得其所！’又遣使谓薛延陀曰：“既为可汗，何为拜其使者！’事人无礼，又间邻国，为恶不诛，善何以劝！明年当发兵击汝。”"
     "三月，薛延陀可汗遣使上言。", "明年", "三月", "贞观十三年三月"),
    ("至元二十年三月", "二十七日，占城主遣王通事者来称纳降。忽都虎等谕令其父子奉表进献。国主遣文劳邛大巴南等来称，唆都除荡其国，"
     "贫无以献，来年当备礼物，令嫡子入朝。四月十二日，国主令其孙济目理勒蛰、文劳邛大巴南等奉表归款。", "来年", "四月十二日",
     "至元二十年四月十二日"),
])
def test_a_planned_date_keeps_the_clock(context: str, text: str, plan: str, then: str, label: str) -> None:
    dates = {d.text: d for d in find_dates(text, context=context)}
    assert dates[plan].flashback
    assert dates[then].label == label and not dates[then].flashback


@pytest.mark.parametrize(("context", "text", "day", "runner_up"), [
    # How sure the reading is: the best other reading and its margin, and a doubt when it is
    # close. 旧唐书 玄宗纪 (戊申 after 正月乙丑: 正月初六 back, or 三月初七 on) and 明史 景帝纪.
    ("开元十年正月", "十年春正月丁巳，幸東都。甲子，省王公已下視品官參佐及京三品已上官伏身職員。乙丑，停天下公廨錢，"
     "其官人料以稅戶錢充，每月准舊分例數給。戊申，內外官職田，除公廨田園外，並官收，給還逃戶及貧下戶欠丁田。二月戊寅，至東都。",
     "戊申", "开元十年三月七日"),
    ("景泰元年五月", "六月壬午，瓦剌寇大同，郭登击却之。丙戌，也先复拥上皇至大同。戊戌，免山东被灾州县税粮。"
     "乙亥，给事中李实、大理寺丞罗绮使瓦剌。", "乙亥", "景泰元年八月四日"),
])
def test_a_close_call_says_its_runner_up(context: str, text: str, day: str, runner_up: str) -> None:
    scan = resolve_dates(text, context)
    mention = next(d for d in scan.dates if d.text == day)
    assert mention.runner_up == runner_up and mention.margin is not None and 0 <= mention.margin < 1
    assert any(w.kind == "doubtful" and runner_up in w.message for w in scan.warnings)


def test_a_plain_run_of_dates_has_no_runner_up() -> None:
    assert all(d.margin is None for d in find_dates("九月十八日，班师。二十一日，至辽水。", context="贞观十九年九月"))


@pytest.mark.parametrize(("context", "text", "day", "label"), [
    # A 干支 its month does not have: the month the text is in wins (a stroke makes 丙申 庚申).
    # 资治通鉴 卷212: 庚申 after 甲午 in 十一月, and 十二月，乙巳 (the 白话 reads 丙申, and 乙巳 疑误).
    ("开元十三年十一月", "　　甲午，车驾发泰山；庚申，幸孔子宅致祭。\n　　上还，至宋州，宴从官于楼上。\n　　十二月，乙巳，还东都。",
     "庚申", "开元十三年十一月"),
    ("开元十三年十一月", "　　甲午，车驾发泰山；庚申，幸孔子宅致祭。\n　　上还，至宋州，宴从官于楼上。\n　　十二月，乙巳，还东都。",
     "十二月，乙巳", "开元十三年十二月"),
    # 清史稿 圣祖纪: 三十五年丙子春正月甲午 — 正月 runs 戊午 to 丙戌; its 甲申 is right.
    ("康熙三十四年十二月", "　　三十五年丙子春正月甲午，下诏亲征噶尔丹。赉随征大臣军校宴。甲申，命公彭春参赞西路军务。",
     "三十五年丙子春正月甲午", "康熙三十五年正月"),
    ("康熙三十四年十二月", "　　三十五年丙子春正月甲午，下诏亲征噶尔丹。赉随征大臣军校宴。甲申，命公彭春参赞西路军务。",
     "甲申", "康熙三十五年正月二十七日"),
])
def test_the_month_outweighs_a_day_it_does_not_have(context: str, text: str, day: str, label: str) -> None:
    scan = resolve_dates(text, context)
    assert {d.text: d.label for d in scan.dates}[day] == label
    assert "sexagenary_not_in_month" in [w.kind for w in scan.warnings]


@pytest.mark.parametrize(("context", "text", "day", "label"), [
    # A glossed day is read as its gloss says, and a gloss that goes back is a doubt, like any
    # date that goes back (test_backwards_without_marker_is_flagged): 资治通鉴 卷294 白话.
    ("显德六年七月", "[16]秋季，七月，壬戌（十九日），后周恭帝任命侍卫亲军都指挥使李重进兼领淮南节度使，副都指挥使韩通"
     "兼领天平节度使，宋太祖皇帝兼领归德节度使。任命山南东道节度使、同平章事向拱为西京留守；庚申（十七日），向拱加官兼任"
     "侍中。", "庚申（十七日）", "显德六年七月十七日"),
])
def test_a_gloss_that_goes_back_is_read_with_a_doubt(context: str, text: str, day: str, label: str) -> None:
    scan = resolve_dates(text, context)
    assert {d.text: d.label for d in scan.dates}[day] == label
    assert any(w.kind == "chronology" and w.message.startswith(day) for w in scan.warnings)


@pytest.mark.parametrize(("context", "text", "label", "warned"), [
    # 月朔干支, the new moon's day named after 朔: 高士奇 扈从西巡日录 (三月朔壬寅: the tables begin
    # 三月 on 癸卯, so the day the writer names, 二月三十日, with a doubt) and 资治通鉴 卷38 (六月朔庚寅,
    # as the tables have it).
    ("康熙二十二年二月", "　　辛丑晚过安州\n　　三月朔壬寅\n　　驻跸赵北口", "康熙二十二年二月三十日", True),
    ("天凤三年五月", "五月，莽下书曰：“予遭阳九之厄，百六之会，国用不足，民人骚动，自公卿以下，一月之禄十布二匹，或帛一匹。"
     "予每念之，未尝不戚焉。今厄会已度，府帑虽未能充，略颇稍给。其以六月朔庚寅始，赋吏禄皆如制度。”", "天凤三年六月一日", False),
])
def test_new_moon_then_its_day(context: str, text: str, label: str, warned: bool) -> None:
    scan = resolve_dates(text, context)
    assert scan.dates[-1].label == label and "朔" in scan.dates[-1].text
    assert ("new_moon_mismatch" in [w.kind for w in scan.warnings]) == warned


@pytest.mark.parametrize(("context", "text", "expected"), [
    # 已 misprinted for 巳 in a day that opens its clause: 资治通鉴 卷65 and 卷181 (the JY0284 edition).
    ("建安十三年五月", "夏，六月，罢三公官，复置丞相、御史大夫。癸已，以曹操为丞相。", ["建安十三年六月", "建安十三年六月九日"]),
    ("大业八年三月", "[6]三月，辛卯，文振卒，帝甚惜之。\n[7]癸已，上始御师，进至辽水。", ["大业八年三月十二日", "大业八年三月十四日"]),
    # 戍 and 戊 misprinted for 戌: 资治通鉴 卷184 and its 白话 (the JY0284 edition: 壬戍，军贾胡堡; 壬戊).
    ("大业十三年七月", "丙辰，渊至西河。渊入雀鼠谷；壬戍，军贾胡堡，去霍邑五十余里。",
     ["大业十三年七月八日", "大业十三年七月十四日"]),
    ("义宁元年十一月", "丙辰，军头雷永吉先登，遂克之。壬戊，渊备法驾迎代王即皇帝位于天兴殿。",
     ["大业十三年十一月九日", "义宁元年十一月十五日"]),  # 义宁 began that 壬戌
    # …but 自己已经 is no date.
    ("建安十三年", "自己已经走了。", []),
    # N日而V is a span of days, not a day: 资治通鉴 卷181 (接桥，二日而成) and 卷4 (八日而至).
    ("大业八年三月", "更命少府监何稠接桥，二日而成，诸军相次继进，大战于东岸。", []),
    (None, "乃与武安君及客卿胡阳救韩，八日而至，败魏军于华阳之下。", []),  # 周 counted no reign era
    # …and so is N日 that did not bring it (卷182: 三日不拔; 卷256: 五日不下; 东周列国志 第二十一回: 一连三日不见动静).
    ("大业九年七月", "玄感不从，遂攻之，烧其城门，智积于内益火，玄感兵不得入。三日不拔，乃引而西。", []),
    ("光启元年", "番分昼夜以攻之，于此甚逸，于彼必困矣。五日不下，四面俱进，克之必矣。", []),
    (None, "一连三日不见动静。", []),
])
def test_misprinted_days_and_spans_of_days(context: str | None, text: str, expected: list[str]) -> None:
    assert [d.label for d in find_dates(text, context=context)] == expected


@pytest.mark.parametrize(("context", "text", "label"), [
    # Months named by their place in a season (孟 仲 季): 蔡东藩 明史演义 第三十四回 and 红楼梦 第七十回
    # (hankinghu/literature-books), which has no reign date, so the lunar label alone.
    ("正统十四年七月", "辎重可换性命否？时当仲秋，天气尚热，人马行了二日，很是燥渴，四处觅水。", "正统十四年八月"),
    (None, "时届季春，黛玉又犯了咳嗽；湘云又因时气所感，也病卧在蘅芜院，一天医药不断。", "三月"),
    # …after the time that came or happened to be (唐史演义 第一百回; 南北史演义 第五十三回)
    ("天祐元年二月", "卿等可纠合各镇，速图匡复”云云。未几就是孟夏，全忠表称洛阳宫室已成。", "天复四年四月"),
    ("永熙三年", "引兵上陇，秋毫无犯，百姓大悦。出木峡关，时适春季，北道尚寒，雪深二尺。", "永熙三年春"),
])
def test_months_by_their_place_in_the_season(context: str | None, text: str, label: str) -> None:
    assert [d.label for d in find_dates(text, context=context)] == [label]


@pytest.mark.parametrize(("context", "text", "words", "label"), [
    # A year's season told by the two-character word (春天, 秋季) is the word whole, so the clause after it names no one
    # left over (天): 后汉书 吴汉传, 明史 俞大猷传 and 宋史 张浚传 in NiuTrans's translations (corpus/jianwu11_wuhan_shu_,
    # jiajing40_qijiguang_taizhou_mingshibaihua, jianyan4_zhangjun_fuping_songshibaihua).
    ("建武十一年", "建武十二年春天，与公孙述将领魏党、公孙永战于鱼涪津，大破其军。", "建武十二年春天", "建武十二年春"),
    ("嘉靖四十二年", "万历元年秋天，海寇突袭闾峡澳，因战事失利俞大猷被剥夺职务。", "万历元年秋天", "万历元年秋"),
    ("建炎二年", "建炎三年春天，金人侵犯南方，皇帝到钱塘，留下朱胜非在吴门抗御。", "建炎三年春天", "建炎三年春"),
])
def test_a_years_season_word_is_read_whole(context: str, text: str, words: str, label: str) -> None:
    assert [(d.text, d.label) for d in find_dates(text, context=context)] == [(words, label)]


@pytest.mark.parametrize(("context", "text"), [
    # A number of months right after a word of lasting or holding out counts months, and dates nothing: 元史 脱脱传,
    # 明史 太祖纪 and its translation, 资治通鉴 卷70, 东周列国志 第五十二回.
    ("至正十年", "堤成，使复故道。凡八月，功成。"),
    ("至正十五年", "元兵十万攻和，拒守三月，食且尽，而太子秃坚、枢密副使绊住马、民兵元帅陈野先分屯新塘、高望、鸡笼山以绝饷道。"),
    ("至正十五年", "元兵十万进攻和州，守军据守三月，粮饷殆尽，而太子秃坚、枢密副使绊住马、民兵元帅陈聎先分别屯踞新塘、高望、鸡笼山以断绝粮道。"),
    ("黄初三年", "魏兵围然凡六月，江陵令姚泰领兵备城北门，见外兵盛，城中人少，谷食且尽，惧不济，谋为内应，然觉而杀之。"),
    (None, "复进兵围之，郑坚守三月，力不能支。"),
])
def test_a_count_of_months_is_no_date(context: str | None, text: str) -> None:
    assert [d.text for d in find_dates(text, context=context) if d.text.endswith("月")] == []


def test_a_season_word_inside_a_name_is_no_date() -> None:
    assert find_dates("他名叫孟春秋，时年二十。", context="正统十四年七月") == []


@pytest.mark.parametrize(("text", "context", "label"), [
    # 两 counts days (两天后) but never names one (两日 is not 二日): 遇瑾《别和她说话》 and 三毛
    # 《梦里花落知多少》 (hankinghu/literature-books), read against a clock and without one.
    ("我就独自带重礼去了谢家。两天后，谢博文就找借口踢掉一个人，把我丈夫招了进去。", "贞观十九年十月十一日",
     "贞观十九年十月十三日"),
    ("没想到就在收到那张名片的两天后，我自己也成了那样的身份……", None, "两天后"),
])
def test_two_days_later(text: str, context: str | None, label: str) -> None:
    assert [(d.text, d.label) for d in find_dates(text, context=context)] == [("两天后", label)]


def test_liang_ri_is_no_day() -> None:
    assert [d.text for d in find_dates("十月十一日，至营州。两日，至幽州。", context="贞观十九年十月")] == ["十月十一日"]


@pytest.mark.parametrize(("context", "text", "jdn", "warns"), [
    # 资治通鉴 卷181 (JY0284/zizhitongjian): the edition leaves a space inside a 干支 where a name
    # mark was; 大业七年四月庚午 is still the day.
    ("大业七年二月", "夏，四月，庚 午，车驾至涿郡之临朔宫", 1944377, []),
    # 卷88's heading glosses its year the same way: 壬申 is 永嘉六年's own, 癸酉 is not.
    (None, "晋怀帝永嘉六年（壬 申，公元312年）", 1835040, []),
    (None, "晋怀帝永嘉六年（癸 酉，公元312年）", 1835040, ["gloss_mismatch"]),
])
def test_a_space_inside_a_sexagenary_is_the_editions(
        context: str | None, text: str, jdn: int, warns: list[str]) -> None:
    scan = resolve_dates(text, context=context)
    assert scan.dates[0].jdn_start == jdn
    assert [w.kind for w in scan.warnings] == warns


@pytest.mark.parametrize(("context", "text", "label"), [
    # The 白话 writes a season as a word of its own, after a pause or a word that names the time
    # (资治通鉴 卷65 and 卷30 白话, JY0284/zizhitongjian).
    ("建安十二年三月", "当时正赶上夏季，大雨不止，沿海一带泥泞难行", "建安十二年夏"),
    ("河平二年", "收集残兵，胁迫周围二十二村落谋反。到了冬季，陈立奏报朝廷", "河平二年冬"),
    ("大同八年", "梁朝的孙、卢子雄讨伐李贲，由于时值春天，瘴气正在弥漫", "大同八年春"),
    # After 时方/时当 a season needs no pause (三国演义 第十九回; 资治通鉴 卷65).
    ("建安三年", "归府收拾戎装。时方冬寒，分付从人多带绵衣", "建安三年冬"),
    ("建安十二年三月", "时方夏水雨，而滨海下，泞滞不通", "建安十二年夏"),
])
def test_a_season_told_as_the_time_of_the_story(context: str, text: str, label: str) -> None:
    assert [d.label for d in find_dates(text, context=context)] == [label]


@pytest.mark.parametrize("text", [
    # A season after 每 is a habit (资治通鉴 卷27 and 卷169 白话); one inside a word is no season.
    "所以大家都战战兢兢，不敢违犯其禁令。每到冬季，严延年将所属各县的囚犯传到郡衙集中",
    "北周常常怕北齐军队西渡，每到冬天，守在黄河边凿开冰凌。",
    "华夏天下，",
    "梁朝的孙、卢子雄讨伐李贲，所以他们请求等到秋季再进军",
])
def test_a_season_as_a_habit_is_no_date(text: str) -> None:
    assert find_dates(text, context="建安十二年") == []


@pytest.mark.parametrize(("context", "text", "narrative"), [
    # The months of a 卷's span heading are the compiler's, not the story's (续资治通鉴 卷1 and 卷2).
    ("建隆元年十二月", "　　　　【宋纪二】　起重光作噩正月，尽玄黓阉茂十二月，凡二年。\n"
     "　　　　 ○太祖启运立极英武睿文神德圣功至明大孝皇帝建隆二年（辽应历十一年）\n　　春，正月，丙申朔，御崇元殿受朝",
     ["建隆二年", "建隆二年正月一日"]),
    ("建隆元年", "　　　　【宋纪一】　起上章涒滩正月，尽十二月，凡一年。\n"
     "　　　　 ○太祖启运立极英武睿文神德圣功至明大孝皇帝建隆元年（辽应历十年。庚申，九六零年）\n　　春，正月，乙巳，",
     ["建隆元年", "建隆元年正月五日"]),
])
def test_a_span_heading_and_another_reckonings_year(context: str, text: str, narrative: list[str]) -> None:
    # …and a year glossed with another reckoning's era (辽应历十一年) is no restatement to check.
    scan = resolve_dates(text, context=context)
    assert [d.label for d in scan.dates if is_narrative(d)] == narrative
    assert scan.warnings == ()


@pytest.mark.parametrize(("context", "text", "labels", "ahead"), [
    # A count of years (三年后) moves the year on: 吴思《血酬定律》 (hankinghu/literature-books),
    # 1421 + 3: 朱棣 died in 永乐二十二年; 资治通鉴 卷32 白话 (河平二年 + 13 = 永始三年).
    ("永乐十九年", "　　三年后，朱棣去世，他的儿子朱高炽即位", ["永乐二十二年"], [False]),
    ("河平二年", "　　过了十三年后，王氏取代汉朝", ["永始三年"], [False]),
    # …or looks ahead and leaves the clock where it was, when the dates after it say so
    # (资治通鉴 卷25 白话: 十二年后，霍皇后…自杀 and then 九月 of 地节四年 again).
    ("地节四年七月", "　　等到霍光死后，其宗族最终遭到诛杀。十二年后，霍皇后又被迁到云林馆囚居，自杀身亡。\n"
     "　　[6]九月，汉宣帝下诏降低天下盐价。\n元康元年（丙辰、前65）\n　　[1]春，正月，龙东方。",
     ["五凤四年", "地节四年九月", "元康元年", "元康元年正月"], [True, False, False, False]),
])
def test_a_count_of_years(context: str, text: str, labels: list[str], ahead: list[bool]) -> None:
    scan = resolve_dates(text, context=context)
    assert [d.label for d in scan.dates] == labels
    assert [d.flashback for d in scan.dates] == ahead


@pytest.mark.parametrize(("context", "text", "warned"), [
    # A numbered day followed by its 干支 restates it, like a gloss: 三国演义 第四十九回
    # (十一月二十日甲子: in 建安十三年 甲子 is the 12th, 二十日 壬申) must raise a doubt…
    ("建安十三年", "孔明于十一月二十日甲子吉辰，沐浴斋戒，来到坛前。", True),
    # …while the two agreeing say nothing (宋史 太宗纪: 晋天福四年十月七日甲辰; 三国演义 第八十回, 建安
    # 二十六年 being 章武元年: 四月丙午朔，越十二日丁巳).
    ("天福四年", "时晋天福四年十月七日甲辰也。", False),
    ("章武元年", "四月丙午朔，越十二日丁巳，皇帝备，敢昭告于皇天后土。", False),
])
def test_a_day_and_its_sexagenary_name_must_agree(context: str, text: str, warned: bool) -> None:
    scan = resolve_dates(text, context)
    assert any("甲子" in w.message or "干支" in w.message or "gloss" in w.message for w in scan.warnings) == warned


@pytest.mark.parametrize(("context", "text", "warned"), [
    # A year heading's Western year must agree with its era year: an edition's slip (资治通鉴
    # 卷201 in JY0284/zizhitongjian: 乾封元年（丙寅、665）, for 666) is a doubt; the right one
    # (卷198's kind of heading, here 卷199: 贞观二十二年（戊申、六四八）) says nothing.
    ("麟德二年", "乾封元年（丙寅、665）\n春，正月，戊辰朔，车驾至泰山。", True),
    ("贞观二十一年", "二十二年（戊申、六四八）\n春，正月。", False),
    # the 白话's 公元 (卷201 白话: 乾封元年（丙寅，公元665年）), while another reckoning's year is
    # not checked (续资治通鉴: 建隆二年（辽应历十一年）).
    ("麟德二年", "乾封元年（丙寅，公元665年）\n春季，正月。", True),
    ("建隆元年", "建隆二年（辽应历十一年）春正月。", False),
])
def test_a_year_headings_western_year(context: str, text: str, warned: bool) -> None:
    scan = resolve_dates(text, context)
    assert any(w.kind == "gloss_mismatch" for w in scan.warnings) == warned
    assert "干封" not in " ".join(w.message for w in scan.warnings) + " ".join(d.label for d in scan.dates)


def test_a_new_moon_with_no_month_finds_its_month_in_the_year() -> None:
    # 资治通鉴 卷254 白话 misprints 十二月 as 十二有: 庚辰朔 alone under the year heading is the one
    # month of 广明元年 that begins on 庚辰 (十二月), not 正月 with a doubt, and the days after
    # it follow (辛巳（初二）).
    text = "唐僖宗广明元年（庚子、公元880年）\n　　十二有，庚辰朔（初一），张承范等率军赶到潼关。\n　　辛巳（初二），黄巢军猛攻潼关。"
    scan = resolve_dates(text)
    assert [d.label for d in scan.dates[1:3]] == ["广明元年十二月一日", "广明元年十二月二日"]
    assert not scan.warnings


@pytest.mark.parametrize(("context", "text", "expected"), [
    # 元载 with no era before it is the minister 元载, not "the first year" (资治通鉴 卷223 and its
    # 白话): the first year of an era counted in 载 is always written with its era …
    ("广德元年十二月", "左丞颜真卿请上先谒陵庙，然后还宫，元载不从。甲午，上至长安。", ["甲午"]),
    ("广德元年十二月", "左丞颜真卿请求代宗先拜谒祖宗陵庙，然后回宫，元载不听从他的建议。元载由此对他怀恨在心。"
                     "甲午（二十六日），代宗到达长安。", ["甲午（二十六日）"]),
    # … as a chapter heading writes it (资治通鉴 卷219).
    (None, "至德元载（丙申、756）", ["至德元载（丙申、756）"]),
])
def test_yuan_zai_alone_is_a_man(context: str | None, text: str, expected: list[str]) -> None:
    assert [d.text for d in find_dates(text, context)] == expected


@pytest.mark.parametrize(("text", "label"), [
    # With no context, a year heading glossed with its 干支 and Western year names its era:
    # 资治通鉴 卷212 (十二年（甲子、724）: 开元), and the 白话 edition's 公元 form (卷212 again,
    # 卷250: 二年（辛巳，公元861年）: 咸通).
    ("十二年（甲子、724）\n　　[1]春，三月，甲子，起暹为安西副大都护、碛西节度等使。", "开元十二年三月"),
    ("十二年（甲子，公元724年）\n　　[1]春季，三月，甲子（初五），唐玄宗征召正在为母亲守丧的郭虔瓘。", "开元十二年三月"),
    ("二年（辛巳，公元861年）\n　　[1]春，正月，诏发邕管及邻道兵救安南，击南蛮。\n　　[2]二月，丙午，上幸安国寺。",
     "咸通二年二月"),
    # 天宝 counted its years 载 (资治通鉴 卷217: 十四载（乙未、755）)…
    ("十四载（乙未、755）\n　　[1]春，正月，苏毗王子悉诺逻去吐蕃来降。\n"
     "　　[2]二月，辛亥，安禄山使副将何千年入奏，请以蕃将三十二人代汉将。", "天宝十四年二月"),
    # …and where two courts count the same year, the lasting dynasty's era is the annals' own:
    # 416 is 晋 义熙十二年, not 西凉 建初十二年 (卷117); 450 is 宋 元嘉二十七年 (卷125).
    ("十二年（丙辰、416）\n　　[15]八月，丙午，大赦。", "义熙十二年八月"),
    ("二十七年（庚寅、450）\n　　秋，七月，庚午，诏曰：“虏近虽摧挫，兽心靡革。", "元嘉二十七年七月"),
    # A ruler's years with no era name are sanmiao's nameless era of that ruler, which the Western
    # year picks: 秦始皇 (资治通鉴 卷7), 汉高帝 (卷12).
    ("三十七年（辛卯、前210）\n　　[1]冬，十月，癸丑，始皇出游。", "秦始皇三十七年十月"),
    ("七年（辛丑、前200）\n　　[3]十二月，上还，过赵。\n　　[4]匈奴攻代。代王喜弃国自归，赦为阳侯。辛卯，立皇子如意为代王。",
     "西汉高帝七年"),
])
def test_a_glossed_year_heading_dates_the_text(text: str, label: str) -> None:
    scan = resolve_dates(text)
    day = next(d for d in scan.dates if d.precision == "day")
    assert day.label.startswith(label) and day.jdn_start is not None
    assert not any(w.kind == "no_context" for w in scan.warnings)


@pytest.mark.parametrize(("text", "year"), [
    # An era name that several courts used is the one whose year the heading's Western year is:
    # 永兴 of 西晋 in 304, not of 东汉 in 153 (资治通鉴 卷85, and its 白话 with 公元); 建元 of 晋康帝 in 343,
    # not of 汉武帝 (卷97).
    ("永兴元年（甲子、304）\n　　[1]春，正月，丙午，乐广以忧卒。", "0304"),
    ("永兴元年（甲子，公元304年）\n　　[1]春季，正月，丙午（初八），乐广忧郁而死。", "0304"),
    ("康皇帝建元元年（癸卯、343）\n　　[1]春，二月，高句丽王钊遣其弟称臣入朝于燕，贡珍异", "0343"),
    # 公元 with no 年 (卷139 白话): 南齐's 建武 of 494, not 东汉's of 25.
    ("齐纪五 齐明帝建武元年（甲戌，公元494）\n　　[54]北魏孝文帝想改革旧的风俗习惯，壬寅（初二）发布诏令", "0494"),
    # …and with no Western year, the oldest stands (资治通鉴 卷17: 建元 of 汉武帝).
    ("建元元年\n　　冬，十月，诏举贤良方正直言极谏之士", "-0140"),
])
def test_a_glossed_heading_picks_the_era_of_its_year(text: str, year: str) -> None:
    first = resolve_dates(text).dates[0]
    assert first.julian_start is not None and first.julian_start.startswith(year)


@pytest.mark.parametrize("text", [
    # A date before the heading starts the text itself.
    "九月，辛未，上至幽州。\n十九年（乙巳、645）",
])
def test_no_context_from_a_gloss(text: str) -> None:
    assert resolve_dates(text).context is None


def test_a_month_named_just_behind_the_clock_stays_in_its_year() -> None:
    """旧唐书 德宗纪 兴元元年: 壬申 and 甲寅, out of their months, roll the clock into 六月; the
    next line's 五月 is that year's, read back with a doubt, not the next year's (贞元元年)."""
    text = ("三月甲申，以秘书监崔汉衡为上都留守。庚寅，车驾次城固。壬申，诏曰。丁丑，大赦。己亥，李晟奏。"
            "四月辛丑朔，日有蚀之。壬寅，以浑瑊为行营副元帅。己巳，李晟破贼。甲寅，李晟收京城。"
            "甲子，车驾发兴元。乙丑，次城固。丙寅，次褒城。丁卯，次凤州。\n"
            "五月，淮南节度使陈少游加检校司徒。癸酉，泾王侹薨。")
    scan = resolve_dates(text, "兴元元年二月")
    may = next(d for d in scan.dates if d.text == "五月")
    assert may.label.startswith("兴元元年五月")
    assert any(w.kind == "chronology" and w.line == 2 for w in scan.warnings)


def test_a_month_three_months_behind_the_clock_stays_in_its_year() -> None:
    """明史 宣宗纪 白话 (NiuTrans Classical-Modern), 宣德元年: 四月 for 四日 after 秋七月二日 is that
    year's, with a doubt; the year's later dates stay in it, not a year on (宣德二年)."""
    text = "二十七日，召薛禄回京。\n秋七月二日，京师地震。四月，免除山东夏税。\n八日，告诉六科，凡是中官传达诏书，必须复奏然后执行。\n八月一日，汉王高煦谋反。"
    scan = resolve_dates(text, "宣德元年五月")
    assert [d.label for d in scan.dates][-1] == "宣德元年八月一日"
    assert any(w.kind == "chronology" and w.line == 2 for w in scan.warnings)


_SEXAGENARY = [s + b for s, b in zip("甲乙丙丁戊己庚辛壬癸" * 6, "子丑寅卯辰巳午未申酉戌亥" * 5)]


@pytest.mark.parametrize(("text", "context", "label"), [
    # A month and a 干支 it lacks, in an era's first year, stay in that year with a doubt (后汉书
    # 光武帝纪: sanmiao's 更始元年九月 has no 庚戌; the year before is no 更始0年).
    ("九月庚戌，三辅豪桀共诛王莽，传首诣宛。", "更始元年", "更始元年九月"),
    ("十月，持节北度河，镇慰州郡。", "更始元年", "更始元年十月"),
])
def test_no_date_falls_before_its_eras_first_year(text: str, context: str, label: str) -> None:
    assert find_dates(text, context=context)[0].label == label


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["更始元年", "建武元年", "大业元年", "贞观元年", "天宝元年", "广明元年", "正统元年"]),
       st.integers(1, 12), st.sampled_from(_SEXAGENARY))
def test_an_eras_first_year_never_reads_as_its_year_zero(context: str, month: int, day: str) -> None:
    months = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]
    got = find_dates(f"{months[month - 1]}月{day}，至洛阳。", context=context)
    assert all(f"{context[:-2]}0年" not in d.label for d in got)


@pytest.mark.parametrize(("text", "label"), [
    # An era ending in 初 before its year is no 初四 day (资治通鉴 卷70 heading and its 白话).
    ("魏纪二 世祖文皇帝下黄初四年（癸卯、223）", "黄初四年"),
    ("魏纪二 魏文帝黄初四年（癸卯，公支223年", "黄初四年"),
    # 初四 after a month is still the fourth day.
    ("十月初四，至洛阳。", "十月四日"),
])
def test_an_era_ending_in_chu_keeps_its_year(text: str, label: str) -> None:
    assert find_dates(text, context=None if "年" in text else "黄初五年")[0].label.endswith(label)


@pytest.mark.parametrize(("text", "context", "label"), [
    # A leap month the year before the clock's lacks is looked for in the clock's year too (资治通鉴
    # 卷195 白话: 贞观十二年闰二月; 卷201 白话: 麟德二年闰三月; 旧唐书 玄宗纪: 开元十二年闰十二月).
    ("闰二月，庚辰朔（初一），出现日食。", "贞观十二年正月", "贞观十二年闰二月一日"),
    ("闰三月，壬申朔（初一），唐高宗来到东都洛阳。", "麟德二年二月", "麟德二年闰三月一日"),
    ("闰十二月丙辰朔，日有蚀之。", "开元十二年十一月", "开元十二年闰十二月一日"),
])
def test_a_leap_month_of_the_clocks_year(text: str, context: str, label: str) -> None:
    assert find_dates(text, context=context)[0].label == label


@pytest.mark.parametrize(("text", "note_date", "after"), [
    # The 四库本's bracketed notes quote other books (旧五代史 卷三十八 明宗纪四: 【五代会要长兴三年…】;
    # 卷一百十九 周世宗纪六: 【五代史补 …三十年后非所知也…】): their dates are no step of the story, even
    # in a text with no punctuation, where every date stands inside a clause.
    ("天成二年夏四月辛巳朔房知温奏庚寅御史台奏各罚半月俸【五代防要长兴三年五月诏文武两班每遇入合赐食】"
     "诏卢台乱军龙晊所部并可全家处斩是月幽州奏契丹入寇", "长兴三年五月", "天成二年四月"),
    ("显德六年夏四月辛卯上至乾宁军【以苍生为念天髙听卑自当防福臣固陋辄以所学推之三十年后非所知也世宗喜曰"
     "若如卿言寡人当以十年开拓天下】是夜上不豫", "三十年后", "显德六年四月十六日"),
])
def test_a_bracketed_notes_dates_leave_the_clock(text: str, note_date: str, after: str) -> None:
    dates = resolve_dates(text).dates
    assert not any(is_narrative(d) for d in dates if d.text == note_date)
    assert dates[-1].label == after


@pytest.mark.parametrize(("context", "label"), [
    # A ruler's years with no era name, as a reader types them (汉书 高帝纪: 十一年…十二年; 史记 孝文本纪),
    # are sanmiao's nameless era of that ruler.
    ("高帝十一年", "西汉高帝十一年"),
    ("汉高帝十二年十月", "西汉高帝十二年十月"),
    ("文帝十二年", "西汉文帝十二年"),
    # An era name stays as written.
    ("贞观十九年九月", "贞观十九年九月"),
])
def test_a_context_may_name_a_rulers_years(context: str, label: str) -> None:
    assert parse_context(context).label == label


def test_a_rulers_years_date_the_text() -> None:
    """汉书 高帝纪下 (NiuTrans Classical-Modern): 十二年冬十月 after the context 高帝十一年."""
    scan = resolve_dates("十二年冬十月，上破布军于会缶。", "高帝十一年七月")
    assert scan.dates[0].label == "西汉高帝十二年十月"


@pytest.mark.parametrize(("text", "context", "label"), [
    # The year after an era's last, written before the new era's name was proclaimed, counts on in its
    # dynasty; 元旦, 元日 are the year's first day (蔡东藩 五代史演义 第五十一回; 唐史演义 第六十五回).
    ("幸经良医调治，始得重生。越日就是广顺四年元旦，周主又复强起，亲至南郊，大祀圜丘。", "广顺三年十二月",
     "显德元年正月一日"),
    ("且请德宗下诏罪己，德宗乃于建中五年元日，改称兴元元年，颁诏大赦道：", "建中四年十月", "兴元元年正月一日"),
])
def test_the_year_after_an_eras_last_counts_on(text: str, context: str, label: str) -> None:
    assert resolve_dates(text, context).dates[0].label == label


@pytest.mark.parametrize("text", [
    # After an era renamed in its own year, a bare year counts in the new name (旧唐书 高宗纪 and its
    # translation, NiuTrans Classical-Modern): 二年 is 永淳二年, not 开耀二年, the year the clock is in.
    "永淳元年正月乙未朔，以年饥，罢朝会。\n二月癸未，以太子诞皇孙满月，大赦。\n改开耀二年为永淳元年，大酺三日。\n"
    "戊午，立皇孙重照为皇太孙，欲开府置僚属。\n二年春正月甲午朔，幸奉天宫。",
    "永淳元年正月一日是朔日，因为是荒年，皇上免除了朝会。\n二月十九日，因为太子诞生的皇孙满月，大赦。\n"
    "改开耀二年为永淳元年，大宴三天。\n三月二十五日，立皇孙重照为皇太孙，想要开建府署，设置僚属。\n二年春正月一日，皇上驾到奉天宫。",
])
def test_a_bare_year_after_a_renamed_era_counts_in_the_new_name(text: str) -> None:
    assert resolve_dates(text).dates[-1].label == "永淳二年正月一日"


@pytest.mark.parametrize(("text", "context", "label"), [
    # The translations' 是日, 是月, 是岁: 这天, 这个月, 这一年 (宋史 高宗纪 translation, NiuTrans
    # Classical-Modern; 资治通鉴 卷180 白话).
    ("二十七日，金军攻陷泰州。\n这天，金军在扬州龟山寺杀死金主完颜亮。", "绍兴三十一年十一月", "绍兴三十一年十一月二十七日"),
    ("二十九日，命各道登记乡兵。\n这个月，金主得知完颜亮已经去世，于是前往燕京。", "绍兴三十一年十二月", "绍兴三十一年十二月"),
    ("称为铁勒，与突厥人的习俗大致相同，以侵略掠夺为生。这一年，处罗可汗率兵攻击铁勒各部。", "大业元年八月", "大业元年"),
])
def test_the_translations_this_day_month_and_year(text: str, context: str, label: str) -> None:
    assert resolve_dates(text, context).dates[-1].label == label


@pytest.mark.parametrize("text", [
    # The dues of next year remitted name a year to come, not the story's (明史 世宗纪 嘉靖十八年 and its
    # translation, NiuTrans Classical-Modern): the next day is still 嘉靖十八年's.
    "给复承天三年，免湖广明年田赋五之二，畿内、河南三之一。\n夏四月壬子，至自承天。",
    "减免承天三年赋役。免湖广明年五分之二田租，畿内、河南明年田租减免三分之一。\n四月十五日，亲自巡察承天。",
])
def test_next_years_dues_leave_the_clock(text: str) -> None:
    assert resolve_dates(text, "嘉靖十八年三月").dates[-1].label == "嘉靖十八年四月十五日"


@pytest.mark.parametrize(("text", "context", "label"), [
    # 越年, the year over: the novels' next year (蔡东藩 唐史演义; 宋史演义).
    ("僖宗在兴元过了残年，越年元旦，改广明二年为中和元年，从官因捷书屡至，相率庆贺。", "广明元年十二月", "广明二年正月一日"),
    ("咸平六年残腊，下诏改元，越年元旦，称为景德元年。", None, "景德元年正月一日"),
])
def test_the_year_over(text: str, context: str | None, label: str) -> None:
    assert next(d for d in resolve_dates(text, context).dates if d.text == "越年元旦").label == label


@pytest.mark.parametrize(("text", "label"), [
    # 是春, 是秋 opening a sentence, and the translation's 这年春天: this year's season, looking back from
    # where the clock stands (旧唐书 高宗纪 永淳元年 and its translation, NiuTrans Classical-Modern).
    ("三月二十五日，立皇孙重照为皇太孙。\n然竟不立府僚。\n是春，关内旱，日色如赭。", "永淳元年春"),
    ("三月二十五日，立皇孙重照为皇太孙，想要开建府署，设置僚属。\n然而终竟不为皇太孙开府建署。\n这年春天，关内旱灾。", "永淳元年春"),
])
def test_this_years_season(text: str, label: str) -> None:
    assert resolve_dates(text, "永淳元年二月").dates[-1].label == label


@pytest.mark.parametrize(("text", "context", "label"), [
    # 其 before a season opening a sentence is "that" season, of the story's year (汉书 卫青霍去病传; 赵充国传)
    ("元狩二年春，以冠军侯去病为票骑将军，将万骑出陇西。\n其夏，去病与合骑侯敖俱出北地，异道。", "元狩二年", "元狩二年夏"),
    ("六月，充国至金城，须兵满万骑。\n其秋，充国病，上赐书曰。", "神爵元年", "神雀元年秋"),  # (sanmiao writes 神雀)
])
def test_that_season(text: str, context: str, label: str) -> None:
    assert resolve_dates(text, context).dates[-1].label == label


def test_shi_inside_a_clause_before_a_season_is_no_date() -> None:
    # 是 inside a clause (这是春秋时期五霸的功业, 资治通鉴 卷62 白话) makes no 是春: no date.
    assert not resolve_dates("将军兴起义兵，讨伐暴乱，入京朝见天子，辅佐王室，这是春秋时期五霸的功业。", "建安元年").dates


@pytest.mark.parametrize(("text", "context", "year"), [
    # An era name several dynasties used centuries apart is read in the one whose months the days fit
    # (金史 哀宗纪: 天兴元年 is 金's 1232, not 北魏's 398: no 北魏 七月 begins on 庚辰) …
    ("七月庚辰朔，上发南京。八月辛亥，次黄陵冈。十二月甲辰，至归德。", "天兴元年", 1232),
    # … or, with no 干支 to tell, whose ruler the text names (its translation: 哀宗)
    ("二十六日，哀宗从南京出发。二十七日，哀宗临时住在陈留。", "天兴元年十二月", 1233),
    # (辽史 天祚皇帝纪 translation: 保大 is 遼's 1121, not 南唐's 943, its ruler named by the title of his
    # canonical name, 天祚帝, which sanmiao's tags lack)
    ("九月，到南京。冬十一月初二，以西京留守赵王习泥烈为惕隐。天祚帝不听。", "保大元年", 1121),
    # A ruler's name that many rulers bear decides nothing either: 建兴五年 of 三国演义 第九十三回 stays 蜀's (227),
    # though the chapter's speech names a 世祖 (后燕 建兴's ruler is one of fourteen 世祖)
    ("又命荡寇将军朱赞为副先锋。当年十一月出师。非以权势取之，实天命所归也。世祖文帝，神文圣武，以膺大统。",
     "建兴五年", 227),
    # … nor a title many bear (前凉's 西平明公 is no 明公, "my lord", of 三国演义 第八十七回); there, with no ruler named,
    # the capital the text names tells: 建兴三年 with 成都 is 蜀's (225), not 晋's or 前凉's (315)
    ("却说诸葛丞相在于成都，事无大小，皆亲自从公决断。\n建兴三年，益州飞报：蛮王孟获，大起蛮兵十万，犯境侵掠。\n"
     "今敢献与明公。", "建兴三年", 225),
    # One doubt more or less decides nothing: 更始元年 (后汉书 光武帝纪) stays 刘玄's, not 西燕's of 385
    ("九月庚戌，三辅豪桀共诛王莽，传首诣宛。", "更始元年", 23),
])
def test_an_ambiguous_era_is_the_one_the_text_fits(text: str, context: str, year: int) -> None:
    from route.dates import resolve_dates

    first = resolve_dates(text, context).dates[0]
    assert int(first.julian_start[:-6]) == year


def test_the_capital_named_outweighs_one_doubt() -> None:
    """元史 太祖纪 (corpus/taizu6_chinggis_jin_yuanshi.txt, lines 1–21) from 大安三年 names 金's 中都 (抵中都), no 遼
    capital: its 六年辛未 is 金's 大安三年 (1211), though 遼's 大安 (1085) reads its 冬十二月甲申 with one doubt more
    only, where two are needed when no capital tells."""
    from route.dates import resolve_dates

    lines = (Path(__file__).parent.parent / "corpus" / "taizu6_chinggis_jin_yuanshi.txt").read_text(encoding="utf-8")
    first = resolve_dates("\n".join(lines.split("\n")[:21]), "大安三年").dates[0]
    assert first.julian_start[:4] == "1211"


@pytest.mark.parametrize(("text", "context", "word", "year"), [
    # the year after, in the 白话 (三国志 先主传 translation: 第二年，曹公征讨孙权); the novels' 逾年 below
    ("这一年刘璋返回成都，先主往北到了葭萌。第二年，曹公征讨孙权，孙权请先主前往援救。", "建安十六年", "第二年", 212),
])
def test_the_year_after(text: str, context: str | None, word: str, year: int) -> None:
    from route.dates import resolve_dates

    scan = resolve_dates(text, context)
    found = next(d for d in scan.dates if text[d.start:d.end].endswith(word) or text[d.start:d.end] == word)
    assert int(found.julian_start[:-6]) == year and not found.flashback


def test_the_year_over_in_a_novel() -> None:
    # 唐史演义 第七回: 自是两军相持，竟至逾年。已是武德三年 — the new year is the story's, no aside (line 7); the counts of
    # days on line 8 (世民已三日不解甲。二日不进食) are no days of it
    from route.corpus import load_text
    from route.dates import resolve_dates

    text = load_text(Path(__file__).resolve().parents[1] / "corpus" / "wude2_shimin_bobi_novel.txt")
    scan = resolve_dates(text.content, simplified=text.simplified)
    on = {n: [d for d in scan.dates if text.content.count("\n", 0, d.start) + 1 == n and d.julian_start] for n in (7, 8)}
    assert on[7][-1].label == "武德三年" and not on[7][-1].flashback and on[8] == []


@pytest.mark.parametrize(("text", "label"), [
    # 冬月 is the eleventh month, also after 是年 (三国演义 第六十回: 是年冬月，…), where 冬 alone is the season
    ("玄德便教廖化辅佐云长以拒曹操。\n是年冬月，引兵望西川进发。", "建安十六年十一月"),
    # (冬 alone is the season: 资治通鉴 卷66 是岁冬 …)
    ("玄德便教廖化辅佐云长以拒曹操。\n是年冬，引兵望西川进发。", "建安十六年冬"),
])
def test_the_winter_month(text: str, label: str) -> None:
    from route.dates import resolve_dates

    assert resolve_dates(text, "建安十六年").dates[0].label == label


@pytest.mark.parametrize(("text", "context", "expected"), [
    # A bare year with its own 干支 that no era near the clock has counts years another way (元史 太祖纪: 十四年己卯 is
    # 成吉思汗's 1219; 元史 宪宗纪: 二年壬子 is 1252): the year of that 干支 nearest the clock
    ("十四年己卯春，张柔败武仙。夏六月，西域杀使者，帝率师亲征。", "兴定三年", ["兴定三年春", "兴定三年六月"]),
    ("二年壬子春正月，幸失灰之地。", "淳祐十二年", ["淳祐十二年正月"]),
    # …but a Western year in the gloss settles it, the 干支 slipped (资治通鉴 卷212: 十三年（乙卯、725）)
    ("十三年（乙卯、725）春，正月，戊子。", "开元十二年", ["开元十三年正月三日"]),
])
def test_a_year_counted_by_its_sexagenary_name(text: str, context: str, expected: list[str]) -> None:
    assert [d.label for d in find_dates(text, context=context)] == expected


@pytest.mark.parametrize(("text", "context", "expected"), [
    # A 干支 right before a month or a season names the year, a day coming after its month: the year of that 干支
    # nearest the clock (元史 木华黎传, 1217–1221; 长春真人西游记, 1225–1228; 南天痕, 1645 after 崇祯九年, when 明 had
    # no era left; 徐霞客游记 丙子十月十七日, 1636)
    ("丁丑八月，诏封太师、国王。辛巳四月，东平粮尽。壬午秋七月，令蒙古不花引兵出秦陇。", "贞祐五年",
     ["贞祐五年八月", "兴定五年四月", "兴定六年七月"]),
    ("乙酉四月，宣抚王公巨川请师致斋于其第。丙戌正月，盘山请师黄筹。戊子春三月朔，清和建议为师构堂。", "正大二年",
     ["正大二年四月", "正大三年正月", "正大五年三月一日"]),
    ("九年八月，京师戒严。乙酉五月至杭州，而南都不守。", "崇祯九年", ["崇祯九年八月", "顺治二年五月"]),
    ("丙子十月十七日鸡鸣起饭，再鸣而行。", "崇祯九年", ["崇祯九年十月十七日"]),
    # …but before 冬至 or 春分 the 干支 is the day of the solar term (清史稿 太宗纪: 乙丑冬至，大祀天於圜丘)
    ("十一月乙卯，太祖实录成。乙丑冬至，大祀天於圜丘。", "崇德元年", ["崇德元年十一月十五日", "崇德元年十一月二十五日"]),
])
def test_a_year_named_by_its_sexagenary_name_alone(text: str, context: str, expected: list[str]) -> None:
    assert [d.label for d in find_dates(text, context=context)] == expected


@pytest.mark.parametrize(("text", "context", "expected"), [
    # a season's month by its place: 暮X is 季X, the last (南北史演义 第十五回: 已值暮秋; 清史演义 第十二回: 又是暮春), and
    # one right after its year (唐史演义 第四十四回: 于开元十三年仲冬启跸)
    ("及滑台被围，已值暮秋，魏主即命太子晃屯兵。", "元嘉二十七年", ["元嘉二十七年九月"]),
    ("时光易逝，又是暮春，济尔哈朗拟出师进发。", "顺治元年", ["顺治元年三月"]),
    ("备齐法驾，于开元十三年仲冬启跸，百官四夷从行。", None, ["开元十三年十一月"]),
])
def test_a_seasons_month(text: str, context: str | None, expected: list[str]) -> None:
    assert [d.label for d in find_dates(text, context=context)] == expected


@pytest.mark.parametrize(("text", "context", "labels"), [
    # 已 misprinted for the stem 己, where a day stands and a pause follows (资治通鉴 卷268: 丁巳，发魏州；已未，至黎阳;
    # 卷289: 已卯), not 已 "already" (兵已未至)
    ("丁巳，发魏州；已未，至黎阳，以疾淹留；乙丑，至滑州。", "乾化二年四月", ["乾化二年四月九日", "乾化二年四月十一日", "乾化二年四月十七日"]),
    ("丁丑，使者至澶州。慕容彦超方食，得诏，舍匕箸入朝；帝悉以军事委之。已卯，吴虔裕入朝。", "乾祐三年十一月",
     ["乾祐三年十一月十四日", "乾祐三年十一月十六日"]),
])
def test_a_misprinted_stem(text: str, context: str, labels: list[str]) -> None:
    assert [d.label for d in find_dates(text, context=context)] == labels


@pytest.mark.parametrize(("raw", "label", "julian"), [
    # a ruler's years with no era name, written by his title in the text (史记 孝文本纪: 高祖十一年春，已破陈豨军;
    # 即位十七年，高后八年七月，高后崩): sanmiao's nameless era of that ruler
    ("高祖十一年春，已破陈豨军，定代地，立为代王，都中都。", "西汉高帝十一年春", "-0195-02-19"),
    ("即位十七年，高后八年七月，高后崩。", "西汉吕娥姁八年七月", "-0179-07-20"),
    # …also with his state before it (前汉演义 第三十七回: 且说汉高祖十年七月; a chronology of 秦: 秦始皇三十七年（前210年）七月)
    ("且说汉高祖十年七月，太上皇病逝，安葬栎阳北原。", "西汉高帝十年七月", "-0196-07-28"),
    ("秦始皇三十七年（前210年）七月，始皇帝东巡途中病死于沙丘平台。", "秦始皇三十七年七月", "-0209-07-22"),
])
def test_a_nameless_eras_title_in_the_text(raw: str, label: str, julian: str) -> None:
    d = find_dates(raw)[-1]
    assert (d.label, d.julian_start) == (label, julian)


@pytest.mark.parametrize(("text", "month"), [
    # a later reign's year in the first sentence of a line, no word of looking ahead before it, is where the story
    # goes on, after the background's earlier years (史记 孝文本纪 and its 白话: the 代王 made king in 高祖十一年, then
    # 高后八年 when the march begins; a year after 时值 is the story's time, as a season is)
    ("高祖十一年春，已破陈豨军，定代地，立为代王，都中都。\n太后薄氏子。\n即位十七年，高后八年七月，高后崩。\n"
     "九月，诸吕吕产等欲为乱，以危刘氏，大臣共诛之，谋召立代王。", "西汉吕娥姁八年九月"),
    ("高祖十一年春打垮陈豨的军队，平定了代地，孝文皇帝被立为代王，建都中都。\n他是太后薄氏的儿子。\n"
     "做代王的第十七年，时值高后八年，这年七月，高后去世。\n九月，吕后的家族吕产等人想要叛乱。", "西汉吕娥姁八年九月"),
])
def test_a_later_reign_opening_a_line_goes_on(text: str, month: str) -> None:
    assert find_dates(text)[-1].label == month


@pytest.mark.parametrize(("text", "context", "label"), [
    # a later era of the clock's dynasty opening a sentence, a few years ahead, is the story going on, not a look ahead
    # told in advance (前汉演义 on 呼韩邪; 清史稿 洪秀全传, 道光 to 咸丰; 汉书 陈汤传, 初元 to 建昭)
    ("且说建昭五年以后，复改元竟宁。竟宁元年，呼韩邪单于，自请入朝，奏诏批准，遂自塞外启行，直抵长安。",
     "建昭三年", "竟宁元年"),
    ("上以寇势日炽，命前漕运总督周天爵署广西巡抚，乃请提督向荣专剿金田。\n咸丰元年，秀全僣号伪天王，纵火焚其墟。",
     "道光二十七年", "咸丰元年"),
    ("汉遣使三辈至康居求谷吉等死，郅支困辱使者，不肯奉诏。\n其骄嫚如此。\n建昭三年，汤与延寿出西域。",
     "初元四年", "建昭三年"),
])
def test_a_later_era_opening_a_sentence_goes_on(text: str, context: str, label: str) -> None:
    date = next(d for d in find_dates(text, context=context) if d.label == label)
    assert not date.flashback


@pytest.mark.parametrize(("text", "context", "expected"), [
    # X月间, the novels' "in month X", is that month where it opens a clause (明史演义 第二十七回: 二月间启行，四月间至兴和;
    # 唐史演义 第十回: 自十月出行，直至十二月间，方到泰山), the 间 within the date; 一月间 stays a month's time
    ("是年为永乐十二年，二月间启行，四月间至兴和，五月间出塞。", "永乐十一年",
     [("永乐十二年，二月间", "永乐十二年二月"), ("四月间", "永乐十二年四月"), ("五月间", "永乐十二年五月")]),
    ("自十月出行，直至十二月间，方到泰山。", "麟德二年", [("十月", "麟德二年十月"), ("十二月间", "麟德二年十二月")]),
    ("须表奏魏主。往复一月间事，达城池已固。", "太和十七年", []),
])
def test_a_month_and_jian_is_that_month(text: str, context: str, expected: list) -> None:
    assert [(d.text, d.label) for d in find_dates(text, context=context) if d.text != "是年"] == expected


def test_a_reign_centuries_ahead_is_no_story_going_on() -> None:
    # 宪宗二年 of 元史 宪宗纪's translation read as 朝鲜's 1836 in a text of 1252 does not move the clock
    dates = find_dates("宪宗二年春，正月，皇上在斡难河北召集诸王大会。\n夏季，命忽必烈征大理。", context="淳祐十二年")
    assert dates[-1].label == "淳祐十二年夏"


@pytest.mark.parametrize(("text", "context", "expected"), [
    # a year gone by, not the next year (明史演义 第三十四回: …引师北归。三次往返。越年余，云南千户王政…;
    # 宋史演义 第二十四回: 越年余，中外稍稍安靖)
    ("三次往返。越年余，云南千户王政，奉敕币宣谕缅酋。", "正统十四年", []),
    ("越年余，中外稍稍安靖，再将旧事提起。", "大中祥符元年", []),
])
def test_a_year_and_more_is_no_date(text: str, context: str, expected: list) -> None:
    assert brief(text, context) == expected


@pytest.mark.parametrize(("text", "context", "first", "jdn"), [
    # since an earlier year of the clock's own era: that year, no slip of the pen for the clock's
    # (明史演义 第三十四回: 总计麓川一役，自正统四年出兵，直至十四年; 唐史演义: 计自开元四年至十三年，这十年间)
    ("总计麓川一役，自正统四年出兵，直至十四年，方算做一场归束。", "正统十四年", "正统四年", 2246667),
    ("计自开元四年至十三年，这十年间，契丹主已五易。", "开元十三年", "开元四年", 1982605),
])
def test_since_an_earlier_year_is_that_year(text: str, context: str, first: str, jdn: int) -> None:
    d = find_dates(text, context=context)[0]
    assert (d.label, d.jdn_start) == (first, jdn)


@pytest.mark.parametrize(("text", "context", "expected"), [
    # a year's or a month's time written with 一 (the first year is 元年, the first month 正月): 清史演义 第九十一回
    # 因屡次迁延，一年已过; 资治通鉴 卷42 白话: 耿等包围该城，一年未能攻陷; 清史演义 第九十回: 董军围攻，已及一月;
    # 两晋演义 第六十七回: 又越一月，秦苻融攻克寿阳; 资治通鉴 卷141: 远期一年，近止一月
    ("庆、李两大臣，因屡次迁延，一年已过，只好遵着便宜行事的谕旨。", "光绪二十六年", []),
    ("建威大将军耿等包围该城，一年未能攻陷。", "建武十年", []),
    ("而董军围攻，已及一月，死伤数千，曾不能克。", "光绪二十六年", []),
    ("又越一月，秦苻融攻克寿阳。", "太元八年九月", []),
])
def test_a_year_or_a_month_of_time_is_no_date(text: str, context: str, expected: list) -> None:
    assert brief(text, context) == expected


@pytest.mark.parametrize(("text", "context", "label"), [
    # …but a year of ten and one, or of twenty and one, is a year (元史 察罕帖木儿传: 二十一年，谍知山东群贼自相攻杀; 宋史 刘锜传:
    # 十一年，兀术复签两河兵，谋再举)
    ("至正十九年，察罕帖木儿大发秦、晋诸军，讨汴梁。二十一年，谍知山东群贼自相攻杀。", "至正十九年", "至正二十一年"),
    ("十年，金人败盟。十一年，兀术复签两河兵，谋再举。", "绍兴十年", "绍兴十一年"),
])
def test_a_year_ending_in_one_is_a_year(text: str, context: str, label: str) -> None:
    assert find_dates(text, context=context)[-1].label == label


def test_a_month_of_time_after_a_year_of_time() -> None:
    # 资治通鉴 卷141: 卿此城当我六龙之首，无容不先攻取，远期一年，近止一月 (no 正月)
    assert [d.text for d in find_dates("卿此城当我六龙之首，无容不先攻取，远期一年，近止一月。", context="太和二十一年")
            if d.jdn_start is not None] == []


def test_the_first_month_written_one_opens_a_clause() -> None:
    # 资治通鉴 卷205 白话: [3]春季，一月，甲寅（十一日）
    d = find_dates("春季，一月，甲寅（十一日），朝廷任命娄师德为肃边道行军副总管。", context="证圣元年")
    # (证圣元年's 正月 has no 甲寅 in the tables: the year written stays, see
    # test_a_month_after_its_year_heading_stays_in_that_year, not the next year's 正月 where 甲寅 is its tenth)
    assert d[0].label.startswith("证圣元年正月")


@pytest.mark.parametrize(("raw", "context", "label"), [
    # 元月 is 正月 in the novels and in modern Chinese (前汉演义 第三十七回: 至十一年元月，诸路兵马，奉檄援赵).
    ("至十一年元月，诸路兵马，奉檄援赵。", "高帝十年", "西汉高帝十一年正月"),
])
def test_the_first_month_written_yuanyue(raw: str, context: str, label: str) -> None:
    assert [d.label for d in find_dates(raw, context=context)] == [label]


@pytest.mark.parametrize(("raw", "context", "labels"), [
    # A count of days after a word of waiting counts on from the date before (宋史演义 第六十六回: 是夕即发镇江，越四日次平江;
    # 两晋演义 第九十六回: 越二日，裕即入都; 明史 李自成传 translation: 过了三天，天刚亮).
    ("是夕即发镇江，越四日次平江，又命朱胜非节制平江、秀州军马。", "建炎三年二月三日", ["建炎三年二月三日", "建炎三年二月七日"]),
    ("百姓见裕到来，齐声相庆，倚若长城。越二日，裕即入都。", "义熙六年四月五日", ["义熙六年四月七日"]),
    ("过了三天，天刚亮，成国公朱纯臣、", "崇祯十七年三月十九日", ["崇祯十七年三月二十二日"]),
])
def test_a_count_of_days_waited(raw: str, context: str, labels: list[str]) -> None:
    assert [d.label for d in find_dates(raw, context=context)] == labels


@pytest.mark.parametrize(("context", "year"), [
    # An era name several dynasties used may be typed after the dynasty meant (元兴: 东汉 105, 三国吴 264, 晋 402; 建武: 东汉
    # 25, 晋 317); a context that is a date as written is read as before (清泰 is 后唐's, not 清's 泰).
    ("东晋元兴元年", 402), ("晋元兴元年", 402), ("吴元兴元年", 264), ("东汉元兴元年", 105),
    ("晋建武元年", 317), ("东汉建武元年", 25), ("清泰三年", 936),
])
def test_a_context_may_name_its_dynasty(context: str, year: int) -> None:
    from route.dates import parse_context

    assert int(parse_context(context).julian_start[:4]) == year


def test_a_context_with_no_date_after_a_dynasty_is_refused() -> None:
    from route.dates import parse_context
    from route.errors import DateContextError

    with pytest.raises(DateContextError, match="not a date: '晋朝'"):
        parse_context("晋朝")


@pytest.mark.parametrize(("name", "line", "label"), [
    # A year with its own 干支 and Western year ending its line is the chronicle's heading, whatever title stands before
    # it, and never an aside, even right after a 初 paragraph (资治通鉴 卷90 and its 白话: 晋纪十二 中宗元皇帝上建武元年
    # （丁丑、317）, then 五月，壬午)…
    ("jianxing1_zuti_yongqiu_zztj", 6, "建武元年五月一日"),
    ("jianxing1_zuti_yongqiu_baihua", 6, "建武元年五月一日"),
    # …and one restating the year the story is in, opening the next 卷, keeps the story's day (资治通鉴 卷195 and its 白话:
    # 夏，四月，己卯 … 唐纪十一…贞观十一年（丁酉、637） … 五月，壬申)
    ("zhenguan11_taizong_luoyang_zztj", 15, "贞观十一年五月"),
    ("zhenguan11_taizong_luoyang_baihua", 15, "贞观十一年五月"),
])
def test_a_chronicles_year_heading(name: str, line: int, label: str) -> None:
    text = load_text(ROOT / "corpus" / f"{name}.txt")
    assert [d.label for d in find_dates(text.content) if d.line == line][:1] == [label]


@pytest.mark.parametrize(("text", "label", "start"), [
    # A bare year heading with its gloss counts in the era its gloss gives, the one just named, not the era in force on
    # the first day of the year (资治通鉴 卷50: 延光元年（壬戌、122）/ 二年（癸亥、123）, not 建光二年, 延光 beginning in 122's
    # 三月; 卷203: 永淳元年（壬午、682）/ 二年（癸未、683）, not 开耀二年; 卷205: 天册万岁元年（乙未、695）/ 二年（丙申、696）)
    ("延光元年（壬戌、122）\n二年（癸亥、123）\n　　春，正月，旄牛夷反。", "延光二年", "0123-02-14"),
    ("永淳元年（壬午、682）\n二年（癸未、683）\n　　春，正月，甲午朔，上幸奉天宫。", "永淳二年", "0683-02-02"),
    ("天册万岁元年（乙未、695）\n二年（丙申、696）\n　　春，正月。", "天册万岁二年", "0695-12-12"),
])
def test_a_bare_year_heading_counts_in_its_glossed_year(text: str, label: str, start: str) -> None:
    from route.dates import resolve_dates_leniently

    second = resolve_dates_leniently(text).dates[1]
    assert (second.label, second.julian_start) == (label, start)


@pytest.mark.parametrize(("name", "line", "jdn"), [
    # A month named right after its year's heading, its 干支 not in that month, stays in the year written: 资治通鉴 卷179
    # 开皇二十年（庚申、600）… 夏，四月，壬戌 (600's 四月 has no 壬戌; not 601's), and its 白话 with the gloss 壬戌（初四）
    ("kaihuang19_yangsu_tujue_zztj", 25, (1940317, 1940345)),
    ("kaihuang19_yangsu_tujue_baihua", 25, (1940317, 1940345)),
    # …but a stated 朔 finds its own month, near the clock either way (资治通鉴 卷288: 隐皇帝上乾二年（己酉、949）, the edition's
    # heading missing 祐, then 春，正月，乙巳朔: 949's, not 948's); and a glossed day found in the year's month keeps its day
    # (清 小腆纪年: 十一月癸亥（初六日）)
    ("qianyou1_guowei_hezhong_zztj", 42, (2067712, 2067712)),
    ("shunzhi16_wusangui_miandian_xtjn", 30, (2327350, 2327350)),
])
def test_a_month_after_its_year_heading_stays_in_that_year(name: str, line: int, jdn: tuple[int, int]) -> None:
    from tests.test_stops import gold_itinerary
    it = gold_itinerary(name)
    assert (jdn[0], jdn[1]) in [(d.jdn_start, d.jdn_end) for d in it.dates if d.line == line]



# 晋书 帝纪 第五章 (怀帝纪), source lines 7–15 of NiuTrans/Classical-Modern 双语数据/晋书/帝纪/第五章/source.txt
_HUAIDI = ("永兴元年，改授镇北大将军、都督鄴城守诸军事。\n十二月丁亥，立为皇太弟。\n帝以清河王覃本太子也，惧不敢当。\n"
           "乃从之。\n光熙元年十一月庚午")


@pytest.mark.parametrize(("text", "first", "year"), [
    # An era name read twice, no day, ruler or capital telling which, is the one near the other eras the text writes:
    # 旧唐书 郭子仪传 opens at 上元二年二月 and writes 大历元年 later: 肃宗's 上元 (760), not 高宗's (674), the earliest …
    ("corpus/guangde1_guoziyi_changan_jiutangshu.txt", "上元二年二月", "0761"),
    # … and 晋书 怀帝纪's 永兴元年, with 光熙元年 after it, is 晋's (304), not 东汉's (153)
    (_HUAIDI, "永兴元年", "0304"),
])
def test_an_era_read_twice_is_the_one_near_the_eras_written_after(text: str, first: str, year: str) -> None:
    from route.corpus import load_text
    from route.dates import resolve_dates

    if text.endswith(".txt"):
        loaded = load_text(text)
        dates = resolve_dates(loaded.content, simplified=loaded.simplified).dates
    else:
        dates = resolve_dates(text).dates
    assert (dates[0].text, dates[0].julian_start[:4]) == (first, year)
