"""Calendar tables read from sanmiao, checked against known facts of 645–646."""
from __future__ import annotations

import pytest

from route import calendar as cal

TANG = 3  # sanmiao calendar stream of the Tang court


def test_tang_zhenguan_is_one_era_of_three() -> None:
    # 贞观 is Tang (627–649), Japan (859–877) and Western Xia (1101–1113):
    # the resolver must choose, so the table has to keep all three.
    eras = cal.find_eras("贞观")
    assert [(e.dynasty, e.start_year, e.max_year) for e in eras] == [
        ("唐", 627, 23), ("日本", 859, 19), ("西夏", 1101, 13)]
    assert eras[0].cal_stream == TANG and eras[0].ind_year(19) == 645


def test_unknown_era_is_empty() -> None:
    assert cal.find_eras("光华大同") == ()


@pytest.mark.parametrize(
    ("year", "month", "leap", "first_jdn", "first_gz", "days"),
    [
        (645, 9, False, 1956913, 3, 30),    # 九月 begins 丙寅; 九月十八日 = JDN 1956930
        (645, 10, False, 1956943, 33, 29),  # 十月 begins 丙申 (33) and has 29 days
        (646, 3, True, 1957120, 30, 29),    # 贞观二十年 has a leap third month
        (646, 3, False, 1957090, 60, 30),
    ],
)
def test_known_months(year: int, month: int, leap: bool, first_jdn: int, first_gz: int, days: int) -> None:
    m = cal.lunar_month(TANG, year, month, leap)
    assert m is not None
    assert (m.first_jdn, m.first_gz, m.days) == (first_jdn, first_gz, days)


def test_missing_leap_month_is_none() -> None:
    # 贞观十九年 has no leap month at all.
    assert cal.lunar_month(TANG, 645, 3, True) is None
    assert not any(m.leap for m in cal.year_months(TANG, 645))


def test_month_navigation() -> None:
    sept = cal.month_containing(TANG, 1956930)
    assert sept is not None and (sept.year, sept.month) == (645, 9)
    oct_ = cal.month_after(sept)
    assert oct_ is not None and oct_.first_jdn == 1956943
    back = cal.month_after(oct_, -1)
    assert back == sept
    # Across the year end and into the leap month of 646.
    third = cal.lunar_month(TANG, 646, 3)
    assert third is not None
    leap = cal.month_after(third)
    assert leap is not None and leap.leap and leap.first_jdn == 1957120


def test_year_months_are_in_order() -> None:
    months = cal.year_months(TANG, 646)
    assert [(m.month, m.leap) for m in months][:5] == [(1, False), (2, False), (3, False), (3, True), (4, False)]
    assert all(a.last_jdn + 1 == b.first_jdn for a, b in zip(months, months[1:]))


def test_sexagenary_matches_the_table() -> None:
    # Every month start of the Tang table agrees with the day-cycle formula.
    for year in range(627, 650):
        for m in cal.year_months(TANG, year):
            assert cal.sexagenary_of(m.first_jdn) == m.first_gz
    assert cal.sexagenary_of(1956930) == 20  # 癸未


@pytest.mark.parametrize(
    ("jdn", "julian", "gregorian"),
    [
        (1956930, "0645-10-13", "0645-10-16"),  # 贞观十九年九月十八日
        (2299161, "1582-10-05", "1582-10-15"),  # the Gregorian reform
        (2451545, "1999-12-19", "2000-01-01"),
        (1721424, "0001-01-01", "0000-12-30"),  # proleptic dates before the era
        (1700000, "-0058-05-07", "-0058-05-05"),  # astronomical year numbering (59 BC)
    ],
)
def test_jdn_to_iso(jdn: int, julian: str, gregorian: str) -> None:
    assert cal.jdn_to_julian(jdn) == julian
    assert cal.jdn_to_gregorian(jdn) == gregorian


def test_era_at_follows_the_dynasty() -> None:
    tang = cal.find_eras("贞观")[0]
    assert cal.era_at(1956930, tang.dyn_id) == tang
    later = cal.era_at(1958600, tang.dyn_id)
    assert later is not None and later.name == "永徽"


def test_tables_load_once() -> None:
    assert cal._tables() is cal._tables()


def test_iso_agrees_with_sanmiao() -> None:
    # sanmiao's own converter, used here only as an independent check.
    converters = pytest.importorskip("sanmiao.converters")
    for jdn in range(1_950_000, 1_960_000, 97):
        assert cal.jdn_to_julian(jdn) == converters.jdn_to_iso(jdn, gregorian_start=[9999, 1, 1])
        assert cal.jdn_to_gregorian(jdn) == converters.jdn_to_iso(jdn, proleptic_gregorian=True)


@pytest.mark.parametrize(("name", "dynasty", "first"), [
    ("永乐", "明", 1403),  # sanmiao's era_start_year says 1402, the year of the accession
    ("建文", "明", 1399),  # likewise 1398
    ("泰昌", "明", 1620),  # a one-month era: stays in its own year
    ("元嘉", "劉宋", 424),  # the table's first day is 445 (a new calendar), its year is right
    ("贞观", "唐", 627),
])
def test_an_eras_first_year(name: str, dynasty: str, first: int) -> None:
    (era,) = [e for e in cal.find_eras(name) if e.dynasty == dynasty]
    assert era.ind_year(1) == first


@pytest.mark.parametrize(("era", "dynasty", "name"), [
    # Under 明 and 清 a reign kept one era, and novels and modern histories name the emperor by it:
    # 康熙帝 (蔡东藩 清史演义 第二十七回), 乾隆皇帝, 永乐帝, 正德帝 (明史演义).
    ("康熙", "清", "康熙帝"),
    ("乾隆", "清", "乾隆皇帝"),
    ("永乐", "明", "永乐帝"),
    ("正德", "明", "正德帝"),
])
def test_an_emperor_of_ming_and_qing_goes_by_his_era(era: str, dynasty: str, name: str) -> None:
    found = next(e for e in cal.find_eras(era) if e.dynasty == dynasty)
    assert name in cal.ruler_names(found)


def test_an_earlier_emperor_does_not_go_by_his_era() -> None:
    assert "贞观帝" not in cal.ruler_names(cal.find_eras("贞观")[0])


@pytest.mark.parametrize(("text", "label"), [
    # sanmiao's row for 刘宋 景平 (423–424) runs on to 445, when 元嘉's calendar changed: the year
    # decides the era of a day (资治通鉴 卷123 and its 白话, 元嘉十六年).
    ("十六年（己卯、439）\n夏，五月，丁丑，魏主治兵于西郊。", "元嘉十六年五月十四日"),
    ("十六年（己卯，公元439年）\n夏季，五月，丁丑（十四日），拓跋焘在平城西郊训练军队。", "元嘉十六年五月十四日"),
])
def test_an_eras_day_is_labelled_by_its_year(text: str, label: str) -> None:
    from route.dates import resolve_dates
    assert resolve_dates(text, context="元嘉十六年").dates[-1].label == label


@pytest.mark.parametrize(("name", "year", "first"), [
    # a ruler's title before his reign: 明史 太祖纪 in 至正二十三年 (1363), 旧唐书 高祖纪 in 义宁元年 (617)
    ("太祖", 1363, "朱元璋"),
    ("高祖", 617, "李叔德"),
    # not when a ruler of that title has just reigned: 后周太祖 to 954, though 宋太祖 reigns from 960
    ("太祖", 954, None),
    # nor once his reign has begun: 成祖 in 1402 reigns from that year
    ("成祖", 1402, None),
])
def test_a_ruler_to_come(name: str, year: int, first: str | None) -> None:
    from route.calendar import ruler_to_come

    names = ruler_to_come(name, year, 10)
    assert (names[0] if names else None) == first


@pytest.mark.parametrize(("era", "year", "capital"), [
    # The capitals table is keyed by sanmiao's dynasty names: 开宝 and 绍兴 are 宋's (北宋's 开封, 南宋's 临安), 长安
    # 武周's (神都), 天成 后唐's (洛阳); sanmiao calls 西晋 and 东晋 both 晉, told apart by the years: 太康 (280) 洛阳,
    # 义熙 (410) and 元兴 (402) 建康.
    ("开宝", 976, "开封"), ("绍兴", 1140, "临安"), ("长安", 702, "神都"), ("天成", 927, "洛阳"),
    ("太康", 280, "洛阳"), ("义熙", 410, "建康"), ("元兴", 402, "建康"),
    # 清 before 1644 (sanmiao's 天命, 天聪, 崇德): 赫图阿拉, then 辽阳, then 盛京 (沈阳)
    ("天命", 1619, "赫图阿拉"), ("天命", 1622, "辽阳"), ("天聪", 1629, "沈阳"), ("崇德", 1641, "盛京"),
])
def test_the_capital_of_an_eras_dynasty(era: str, year: int, capital: str) -> None:
    from route.calendar import capital_names, find_eras
    assert any(capital in capital_names(e.dynasty, year) for e in find_eras(era))


@pytest.mark.parametrize(("written", "context", "year"), [
    # Eras sanmiao gives too few years (data/era_corrections.toml) count on to their real end: 元史 明宗纪
    # 天历二年正月乙丑 (1329, not Japan's 天暦二年 of 948), 元史 文宗纪 天历三年二月; 元史 英宗纪 至治二年 (the table's
    # end year 1223); 辽史 太祖纪 神册七年 (922).
    ("天历二年正月乙丑，帝至。", "天历元年", 1329),
    ("天历三年二月，帝至。", "天历二年", 1330),
    ("至治二年三月，帝至。", None, 1322),
    ("神册七年正月，帝至。", None, 922),
])
def test_an_era_the_table_cuts_short_counts_its_whole_reign(written: str, context: str | None, year: int) -> None:
    from route.dates import find_dates

    (date,) = find_dates(written, context) if context else find_dates(written)
    assert int(date.julian_start[:4]) == year


@pytest.mark.parametrize(("name", "year", "full"), [
    # A posthumous name cut to its last word and 帝 names the one ruler reigning whose name ends so (北史 齐本纪 白话: 宣帝亲自到
    # 代郡讨伐库莫奚, 文宣帝 高洋 in 天保三年; 明帝 for 北魏 孝明帝 元诩 in 正光元年, the only 明帝 then)
    ("宣帝", 552, "文宣帝"),
    ("明帝", 520, "孝明帝"),
])
def test_a_posthumous_name_cut_short_names_its_ruler(name: str, year: int, full: str) -> None:
    assert full in cal.ruler_in(name, year)


@pytest.mark.parametrize(("name", "year"), [
    ("武帝", 534),  # 北魏 孝武帝 and 梁 武帝 both reign: no one
    ("昭帝", 560),  # no ruler of 560 ends so
])
def test_a_cut_name_of_no_one_or_several(name: str, year: int) -> None:
    assert cal.ruler_in(name, year) == ()
