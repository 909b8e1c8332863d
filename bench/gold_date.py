"""Day numbers for gold files, straight from sanmiao's tables (not from the parser).

A gold maker reads a date in the text, writes it out in full, and asks:

    python bench/gold_date.py 建安十二年五月            # the whole month
    python bench/gold_date.py 建安十二年五月 丙午        # that 干支 day in the month
    python bench/gold_date.py 天宝十五载六月 13         # the 13th day
    python bench/gold_date.py 至德二载闰八月 --dynasty 唐
    python bench/gold_date.py 大业八年 --dynasty 隋      # the whole year

It prints the JDN range, the Julian-calendar dates and, as a second source,
lunar-python's reading of the same lunar date (a modern algorithm: it may
differ by a day or a month before the 17th century; the gold notes say which
source the gold follows and why).
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from route.calendar import (  # noqa: E402
    CHINESE_STREAMS, era_names, find_eras, jdn_to_julian, lunar_month, sexagenary_of, year_months,
)
from route.dates.words import load_date_words  # noqa: E402
from route.script import to_simplified  # noqa: E402

_WORDS = load_date_words()  # numerals, month names and 干支 from data/date_words.toml


def _number(text: str) -> int:
    """一 → 1, 十二 → 12, 廿三 → 23, 元 → 1, 12 → 12."""
    n = _WORDS.number(text)
    if n is None:
        raise SystemExit(f"not a number: {text!r}")
    return n


_REST = re.compile(r"^(?P<year>[元〇零一二三四五六七八九十廿卅\d]+)[年载]"
                   r"(?P<leap>闰)?(?:(?P<month>[正端冬腊一二三四五六七八九十\d]+)月)?$")


def _split(date: str) -> tuple[str, re.Match[str]] | None:
    """The era name and the rest: 开元十一年 → 开元 + 十一年 (an era may end in 元)."""
    for n in range(min(len(date), 6), 0, -1):
        rest = _REST.match(date[n:])
        if date[:n] in era_names() and rest:
            return date[:n], rest
    return None


def resolve(date: str, day: str | None = None, dynasty: str | None = None,
            notes: list[str] | None = None) -> list[tuple[str, int, int]]:
    """Every reading of ``date`` (and ``day``): (era's dynasty, first JDN, last JDN).

    >>> resolve("贞观十九年九月", "癸未", "唐")
    [('唐', 1956930, 1956930)]
    >>> resolve("开元十一年正月", "1", "唐")  # an era name ending in 元
    [('唐', 1985174, 1985174)]
    """
    notes = [] if notes is None else notes
    found = _split(to_simplified(date))
    if not found:
        raise SystemExit(f"not a full date (a known era, year, optional month): {date!r}")
    era_name, m = found
    year_n = _number(m["year"])
    out = []
    for era in find_eras(era_name):
        if era.cal_stream not in CHINESE_STREAMS or (dynasty and dynasty not in era.dynasty):
            continue
        year = era.ind_year(year_n)  # 永乐八年 is 1410: route.calendar corrects sanmiao's 1402 start
        if m["month"] is None:
            months = year_months(era.cal_stream, year)
            if months:
                out.append((era.dynasty, months[0].first_jdn, months[-1].last_jdn))
            continue
        month_n = _WORDS.named_months.get(m["month"]) or _number(m["month"])
        month = lunar_month(era.cal_stream, year, month_n, leap=bool(m["leap"]))
        if month is None:
            continue
        if day is None:
            out.append((era.dynasty, month.first_jdn, month.last_jdn))
            continue
        name = to_simplified(day)
        target = _WORDS.sexagenary(name[:2]) if len(name) >= 2 and name[0] in _WORDS.stems else None
        if target is not None:
            jdn = month.first_jdn + (target - sexagenary_of(month.first_jdn)) % 60
            if jdn > month.last_jdn:
                notes.append(f"{era.dynasty}: {day} is not in this month "
                             f"({month.first_jdn}–{month.last_jdn}); nearest after is {jdn}")
                continue
        else:
            jdn = month.first_jdn + _number(day) - 1
            if jdn > month.last_jdn:
                notes.append(f"{era.dynasty}: the month has only {month.days} days")
                continue
        out.append((era.dynasty, jdn, jdn))
    return out


def _lunar_python(jdn: int) -> str:
    """lunar-python's lunar date of ``jdn``, or why not."""
    try:
        from lunar_python import Solar
    except ImportError:
        return "lunar-python not installed"
    lunar = Solar.fromJulianDay(jdn).getLunar()  # a JDN is the JD at noon: the same civil day
    return f"lunar-python: {lunar.getYearInGanZhi()}年 {lunar.getMonthInChinese()}月{lunar.getDayInChinese()} ({lunar.getDayInGanZhi()})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("date", help="era, year and optional month: 建安十二年五月, 至德二载闰八月")
    parser.add_argument("day", nargs="?", help="a 干支 (丙午) or a day number (13, 十三)")
    parser.add_argument("--dynasty", help="keep only eras of this dynasty (唐, 隋, 明 …)")
    args = parser.parse_args(argv)
    notes: list[str] = []
    readings = resolve(args.date, args.day, args.dynasty, notes)
    if not readings:
        print(f"{args.date} {args.day or ''}: no reading in sanmiao's tables", *notes, sep="\n  ")
        return 1
    for dynasty, first, last in readings:
        gz = _WORDS.sexagenary_name(sexagenary_of(first))
        span = f"{first}" if first == last else f"{first}–{last}"
        dates = jdn_to_julian(first) if first == last else f"{jdn_to_julian(first)} – {jdn_to_julian(last)}"
        print(f"{dynasty}\tjdn {span}\tJulian {dates}\tfirst day {gz}\t{_lunar_python(first)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
