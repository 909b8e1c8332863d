"""The Chinese lunisolar calendar from sanmiao's bundled tables: eras, months, JDN ↔ ISO.

The tables are read once, on first use, into plain dicts and lists; nothing here
computes a new moon. A civil day is an integer Julian Day Number (JDN); sanmiao
stores month starts at midnight (``x.5``), so a civil day is ``nmd_jdn + 0.5``.

>>> m = lunar_month(3, 645, 10)
>>> m.first_jdn, sexagenary_of(m.first_jdn)
(1956943, 33)
"""
from __future__ import annotations

import bisect
import csv
import gc
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib.util import find_spec
from pathlib import Path

from route.script import to_simplified_many

RULER_WORDS = Path(__file__).resolve().parent.parent / "data" / "rulers.toml"
CAPITALS = Path(__file__).resolve().parent.parent / "data" / "capitals.toml"
ERA_CORRECTIONS = Path(__file__).resolve().parent.parent / "data" / "era_corrections.toml"
ALIAS_IDS = 10_000_000  # added to an era's id for its other name (景帝's 前元 as 西汉景帝), see _read_eras

__all__ = [
    "Era",
    "LunarMonth",
    "find_eras",
    "era_at",
    "dynasty_eras",
    "ruler_names",
    "rulers_reigning",
    "reigning_ruler",
    "era_by_id",
    "era_names",
    "lunar_month",
    "month_containing",
    "month_after",
    "year_months",
    "year_start",
    "sexagenary_of",
    "jdn_to_julian",
    "jdn_to_gregorian",
    "CHINESE_STREAMS",
]

# sanmiao's calendar streams 1–3 are the Chinese courts' calendars; 4 is Japan,
# 5–8 are Korean states (see dynasty_table_dump.csv).
CHINESE_STREAMS = frozenset({1, 2, 3})


@dataclass(frozen=True, slots=True)
class Era:
    """A reign era (年号) of one dynasty, e.g. Tang 贞观 (627–649)."""

    era_id: int
    name: str
    name_trad: str
    dyn_id: int
    dynasty: str
    cal_stream: int
    start_year: int
    end_year: int
    start_jdn: int
    end_jdn: int
    max_year: int
    ruler_id: int = 0  # sanmiao's person_id of the ruler who proclaimed it

    @property
    def label(self) -> str:
        """The name as a reader writes it in simplified script: the matching view turns 乾 (qián)
        into 干 where no phrase guards it, and an era name keeps it.

        >>> [e.label for e in find_eras("干封")], [e.label for e in find_eras("贞观")][:1]
        (['乾封'], ['贞观'])
        """
        if "干" not in self.name or len(self.name) != len(self.name_trad):
            return self.name
        return "".join("乾" if t == "乾" else c for c, t in zip(self.name, self.name_trad))

    def ind_year(self, n: int) -> int:
        """The calendar year (sanmiao ``ind_year``) of the era's year ``n``.

        sanmiao's ``era_start_year`` is the year before for eras proclaimed a year
        ahead (建文 1398, 永乐 1402), which would put 永乐八年 in 1409.

        >>> [e.ind_year(8) for e in find_eras("永乐") if e.dynasty == "明"]
        [1410]
        """
        return _first_year(self) + n - 1


@dataclass(frozen=True, slots=True)
class LunarMonth:
    """One lunar month of one calendar stream; ``month`` 13/14 are Wu Zhou's 腊月/一月."""

    cal_stream: int
    year: int
    month: int
    leap: bool
    first_jdn: int
    last_jdn: int
    first_gz: int
    year_gz: int
    index: int

    @property
    def days(self) -> int:
        return self.last_jdn - self.first_jdn + 1


# One month as stored: (first_jdn, year, month, leap, last_jdn, first_gz, year_gz).
_Row = tuple[int, int, int, bool, int, int, int]


@dataclass(frozen=True, slots=True)
class _Tables:
    eras: dict[str, tuple[Era, ...]]
    eras_by_dyn: dict[int, tuple[Era, ...]]
    era_starts: dict[int, list[int]]
    lines: dict[int, list[str]]  # the lunar table's raw rows by calendar stream


@dataclass(frozen=True, slots=True)
class _Stream:
    """One calendar stream's months, parsed when a date first needs it."""

    rows: list[_Row]
    starts: list[int]
    by_key: dict[tuple[int, int, bool], int]
    by_year: dict[int, list[int]]


def _num(value: str) -> int:
    return int(float(value))


def _civil(value: str) -> int:
    # sanmiao: a month starts at midnight, x.5; the civil day is the next integer.
    return int(value[:-2]) + 1 if value.endswith(".5") else int(float(value) + 0.5)


def _data_dir() -> Path:
    # find_spec locates sanmiao's bundled tables without importing the package,
    # whose __init__ pulls in pandas (0.6 s) for nothing we use.
    spec = find_spec("sanmiao")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("sanmiao is not installed; it provides the calendar tables")
    return Path(next(iter(spec.submodule_search_locations))) / "data"


def _read_eras(data: Path) -> tuple[dict[str, tuple[Era, ...]], dict[int, tuple[Era, ...]]]:
    dynasties = {int(r["dyn_id"]): r["dyn_name"] for r in _dynasty_rows()}
    eras: dict[str, dict[int, Era]] = {}
    by_dyn: dict[int, list[Era]] = {}
    with (data / "era_table.csv").open(encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r["cal_stream"] and r["era_start_jdn"] and r["era_end_jdn"]]
    named = [r for r in rows if r["era_name_simp"].strip()]
    nameless = [r for r in rows if not r["era_name_simp"].strip() and r.get("ruler_id")]

    fixes = tomllib.loads(ERA_CORRECTIONS.read_text(encoding="utf-8"))
    corrected = {(c["dynasty"], c["era"]): int(c["years"]) for c in fixes["corrections"]}
    first_years = {(c["dynasty"], c["era"], int(c["sanmiao"])): int(c["first"]) for c in fixes.get("first_years", ())}

    def add(r: dict[str, str], name: str, name_trad: str, alias: bool = False) -> Era:
        start, end = _num(r["era_start_year"]), _num(r["era_end_year"] or r["era_start_year"])
        dyn = _num(r["dyn_id"])
        years = corrected.get((dynasties.get(dyn, ""), r["era_name_simp"].strip()))
        if years is not None:  # 元 天历 lasted three years, not one (data/era_corrections.toml)
            r = {**r, "max_year": str(years)}
            end = start + years - 1
        first = first_years.get((dynasties.get(dyn, ""), r["era_name_simp"].strip(), start))
        if first is not None:  # 文帝's 元年 is 179 BC, the year after his accession (data/era_corrections.toml)
            if r["max_year"]:
                r = {**r, "max_year": str(_num(r["max_year"]) - (first - start))}
            start = first
        era = Era(
            era_id=_num(r["era_id"]) + (ALIAS_IDS if alias else 0), name=name, name_trad=name_trad, dyn_id=dyn,
            dynasty=dynasties.get(dyn, ""), cal_stream=_num(r["cal_stream"]),
            start_year=start, end_year=end, start_jdn=_civil(r["era_start_jdn"]),
            end_jdn=_civil(r["era_end_jdn"]),
            max_year=_num(r["max_year"]) if r["max_year"] else end - start + 1,
            ruler_id=_num(r["ruler_id"]) if r.get("ruler_id") else 0,
        )
        if era.era_id not in eras.setdefault(name, {}):
            eras[name][era.era_id] = era
            if not alias:  # (the era itself stands for its days; its other name only reads a text's years)
                by_dyn.setdefault(dyn, []).append(era)
        return era

    # Texts are matched in opencc's simplified view, which keeps 乾 in 乾元 and 乾德 where
    # sanmiao's simplified names write 干元, 干德: an era is named and indexed by that view,
    # and indexed under sanmiao's name as well.
    views = to_simplified_many(r["era_name"].strip() or r["era_name_simp"].strip() for r in named)
    for r, name in zip(named, views):
        era = add(r, name, r["era_name"])
        eras.setdefault(r["era_name_simp"].strip(), {}).setdefault(era.era_id, era)
    # A ruler's years counted with no era name (秦始皇, 汉高帝 before 建元) are a nameless era in sanmiao's
    # table, keyed by its ruler: it goes by its dynasty and the ruler's title (西汉高帝), a name no text
    # writes, so that only a year heading's Western year picks it (七年（辛丑、前200）, 资治通鉴 卷12).
    rulers = _ruler_names()
    simplified = dict(zip(dynasties, to_simplified_many(dynasties.values())))

    def titled(r: dict[str, str]) -> str | None:
        names = rulers.get(_num(r["ruler_id"]), ()) if r.get("ruler_id") else ()
        if not names:
            return None
        dynasty = simplified.get(_num(r["dyn_id"]), "")
        title = min((n for n in names if n.endswith("帝")), key=len, default=names[0])
        return title if title.startswith(dynasty) else dynasty + title

    for r in nameless:
        if (name := titled(r)) is not None:
            add(r, name, name)
    # A ruler whose years the texts count by his title though sanmiao gives them era names (孝景帝三年, 史记 绛侯周勃世家;
    # 孝景三年, 汉书 周亚夫传: 景帝's 前元三年, the 前元, 中元, 後元 being later scholars' names): his first era goes by his
    # title too, as a nameless era does (data/era_corrections.toml ruler_years)
    counted = {(c["dynasty"], c["era"], int(c["sanmiao"])) for c in fixes.get("ruler_years", ())}
    for r in named:
        if (dynasties.get(_num(r["dyn_id"]), ""), r["era_name_simp"].strip(), _num(r["era_start_year"])) in counted \
                and (name := titled(r)) is not None:
            add(r, name, name, alias=True)
    return (
        {k: tuple(v.values()) for k, v in eras.items()},
        {k: tuple(sorted(v, key=lambda e: e.start_jdn)) for k, v in by_dyn.items()},
    )


@cache
def _tables() -> _Tables:
    data = _data_dir()
    eras, by_dyn = _read_eras(data)
    lines: dict[int, list[str]] = {}
    with (data / "lunar_table_dump.csv").open(encoding="utf-8") as fh:
        next(fh)  # the header, checked in _stream
        for line in fh:
            lines.setdefault(int(line[: line.index(",")]), []).append(line)
    tables = _Tables(
        eras=eras, eras_by_dyn=by_dyn, era_starts={d: [e.start_jdn for e in v] for d, v in by_dyn.items()},
        lines=lines,
    )
    gc.freeze()  # loaded for good: the collector need not walk the tables (and the modules) again
    return tables


@cache
def _stream(stream: int) -> _Stream:
    with (_data_dir() / "lunar_table_dump.csv").open(encoding="utf-8") as fh:
        col = {name: i for i, name in enumerate(next(csv.reader(fh)))}
    c_y, c_m, c_l = col["ind_year"], col["month"], col["intercalary"]
    c_n, c_h, c_g, c_yg = col["nmd_jdn"], col["hui_jdn"], col["nmd_gz"], col["year_gz"]
    rows = sorted(
        (_civil(r[c_n]), int(r[c_y]), int(r[c_m]), r[c_l] == "1", _civil(r[c_h]), int(r[c_g]), int(r[c_yg]))
        for r in csv.reader(_tables().lines.get(stream, ()))
    )
    by_key: dict[tuple[int, int, bool], int] = {}
    by_year: dict[int, list[int]] = {}
    for i, row in enumerate(rows):
        by_key.setdefault((row[1], row[2], row[3]), i)
        by_year.setdefault(row[1], []).append(i)
    built = _Stream(rows=rows, starts=[row[0] for row in rows], by_key=by_key, by_year=by_year)
    gc.freeze()
    return built


@cache
def _month(stream: int, i: int) -> LunarMonth:
    first, year, month, leap, last, gz, ygz = _stream(stream).rows[i]
    return LunarMonth(stream, year, month, leap, first, max(first, last), gz, ygz, i)


@cache
def _first_year(era: Era) -> int:
    """The calendar year of an era's 元年.

    sanmiao's ``era_start_year`` is the year of the accession; an era proclaimed
    for the next year (建文, 永乐) starts on that year's 正月初一, so its 元年 is
    the year after. Elsewhere the table's year stands (its first days are not
    always exact: 刘宋 元嘉 starts in 445 there, when its calendar changed).
    """
    first = month_containing(era.cal_stream, era.start_jdn)
    ahead = (first is not None and first.year == era.start_year + 1 and first.month == 1
             and first.first_jdn == era.start_jdn and era.end_jdn > era.start_jdn)
    return era.start_year + 1 if ahead else era.start_year


@cache
def era_names() -> frozenset[str]:
    """Every era name, in simplified script."""
    return frozenset(_tables().eras)


@cache
def _eras_by_id() -> dict[int, Era]:
    return {e.era_id: e for named in _tables().eras.values() for e in named}


def era_by_id(era_id: int) -> Era | None:
    """The era sanmiao numbers ``era_id``."""
    return _eras_by_id().get(era_id)


def find_eras(name: str) -> tuple[Era, ...]:
    """Every era called ``name`` (simplified), oldest first.

    >>> [e.dynasty for e in find_eras("贞观")]
    ['唐', '日本', '西夏']
    """
    return tuple(sorted(_tables().eras.get(name, ()), key=lambda e: e.start_jdn))


def eras_with_year(n: int, year: int) -> tuple[Era, ...]:
    """The eras whose year ``n`` is the calendar year ``year`` (astronomical: 前210 is -209).

    >>> [(e.name, e.dynasty) for e in eras_with_year(19, 645)]
    [('贞观', '唐')]
    >>> [e.name for e in eras_with_year(12, 416)][:2], [e.name for e in eras_with_year(7, -199)]
    (['义熙', '建初'], ['西汉高帝'])
    """
    return _by_standing(e for named in _tables().eras.values() for e in named if 1 <= n <= e.max_year and e.ind_year(n) == year)


def eras_in_force(jdn: int) -> tuple[Era, ...]:
    """Every era in force on day ``jdn``, of whatever dynasty, those of longer-lived dynasties first
    (the first day of 1645: 清 顺治 and 南明 弘光, 明 having no era left).

    >>> [e.name for e in eras_in_force(2321912)][:1]
    ['顺治']
    """
    return _by_standing(e for named in _tables().eras.values() for e in named if e.start_jdn <= jdn <= e.end_jdn)


def _by_standing(eras: Iterable[Era]) -> tuple[Era, ...]:
    """``eras`` in the order a reader would take them: a Chinese calendar's first, then longer-lived dynasties, then earlier."""
    spans = _dynasty_spans()
    return tuple(sorted(eras, key=lambda e: (e.cal_stream not in CHINESE_STREAMS, -spans.get(e.dyn_id, 0), e.start_jdn)))


@cache
def _dynasty_spans() -> dict[int, float]:
    """How many years each dynasty of sanmiao's table lasted: where two courts count the same
    year, the annals' own is the lasting one (晋 义熙十二年, not 西凉 建初十二年, for 416)."""
    return {int(r["dyn_id"]): float(r["dyn_end_year"]) - float(r["dyn_start_year"])
            for r in _dynasty_rows() if r["dyn_start_year"] and r["dyn_end_year"]}


@cache
def _dynasty_rows() -> tuple[dict[str, str], ...]:
    """sanmiao's dynasty table (dynasty_table_dump.csv), read once."""
    with (_data_dir() / "dynasty_table_dump.csv").open(encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


@cache
def _nameless_by_title() -> dict[str, str]:
    """Each name a reader may type for a ruler whose years have no era name (高帝, 汉高帝, 始皇, 秦始皇), to
    the name of his nameless era (西汉高帝, 秦始皇); a name two such rulers share is left out."""
    found: dict[str, set[str]] = {}
    for era in _eras_by_id().values():
        names = _ruler_names().get(era.ruler_id, ())
        if not names or not any(era.name.endswith(n) for n in names):
            continue  # a named era (贞观): not a ruler's bare years
        dynasty = to_simplified_many([era.dynasty])[0]
        # (孝景 of 孝景帝, 孝文 of 孝文帝: 汉书 周亚夫传 孝景三年, the 汉 rulers' titles without 帝)
        for n in (*names, *(n[:-1] for n in names if len(n) == 3 and n.startswith("孝") and n.endswith("帝"))):
            for typed in {n, dynasty[-1:] + n, dynasty + n}:
                if len(typed) > 1:
                    found.setdefault(typed, set()).add(era.name)
    return {k: v.pop() for k, v in found.items() if len(v) == 1}


def nameless_era(title: str) -> str | None:
    """sanmiao's nameless era of the one ruler ``title`` names whose years have no era name, as a text
    writes his years (史记 孝文本纪: 高祖十一年, 高后八年): 西汉高帝, 西汉吕娥姁; None for any other.

    >>> nameless_era("高祖"), nameless_era("高后"), nameless_era("贞观")
    ('西汉高帝', '西汉吕娥姁', None)
    """
    return _nameless_by_title().get(title)


def nameless_era_context(context: str) -> str:
    """``context`` with a ruler's title that has no era name written as sanmiao's nameless era: 高帝十一年
    → 西汉高帝十一年 (汉书 高帝纪), 始皇三十七年 → 秦始皇三十七年; any other context unchanged.

    >>> nameless_era_context("高帝十一年"), nameless_era_context("汉高帝十一年"), nameless_era_context("贞观十九年")
    ('西汉高帝十一年', '西汉高帝十一年', '贞观十九年')
    """
    m = re.match(r"(.+?)([元正一二三四五六七八九十廿百]+[年载].*)$", context.strip())
    if m is None or m[1] in _tables().eras:
        return context
    era = _nameless_by_title().get(to_simplified_many([m[1]])[0])
    return era + m[2] if era is not None else context


@cache
def dynasty_names() -> frozenset[str]:
    """The names of sanmiao's dynasties and states, in the texts' simplified view (后晋, 北魏, 辽 …).

    >>> {"后晋", "北魏", "南唐"} <= dynasty_names()
    True
    """
    return frozenset(to_simplified_many(r["dyn_name"].strip() for r in _dynasty_rows() if r["dyn_name"].strip()))


@cache
def states_with_eras(year: int) -> frozenset[str]:
    """The names (simplified) of the dynasties and states with an era counting in ``year``: 927 → 后唐, 吴, 吴越 ….

    >>> {"吴", "后唐"} <= states_with_eras(927), "晋" in states_with_eras(954)
    (True, False)
    """
    return frozenset(to_simplified_many([e.dynasty for e in _eras_by_id().values() if e.start_year <= year <= e.end_year]))


def dynasty_eras(dyn_id: int) -> tuple[Era, ...]:
    """The eras of dynasty ``dyn_id``, oldest first.

    >>> [e.name for e in dynasty_eras(find_eras("太平兴国")[0].dyn_id)][2:5]
    ['开宝', '太平兴国', '雍熙']
    """
    return _tables().eras_by_dyn.get(dyn_id, ())


@cache
def sovereign_names() -> frozenset[str]:
    """Every name of every ruler in sanmiao's tables (李世民, 太宗, 柴宗训 …, and 出帝 of 出帝石重貴).

    >>> "柴宗训" in sovereign_names(), "安禄山" in sovereign_names()
    (True, False)
    """
    return frozenset(n for names in _titled_names().values() for n in names)


def ruler_aliases(name: str) -> tuple[str, ...]:
    """Every name of the one ruler ``name`` (or ``name`` and 帝) names in sanmiao's tables, whether
    he reigns in a text's years or not yet; empty when no ruler or several go by it.

    >>> ruler_aliases("光武")[:3], ruler_aliases("世祖")
    (('刘文叔', '刘秀', '世祖'), ())
    """
    found = [names for names in _names_of_rulers().values() if name in names or name + "帝" in names]
    return found[0] if len(found) == 1 else ()


def ruler_in(name: str, year: int) -> tuple[str, ...]:
    """Every name of the one ruler ``name`` names whose reign in sanmiao's ruler table holds
    ``year``, whichever era the text's dates fall under (石重贵 in 天福九年, 944: sanmiao's era
    table has no 后晋 eras, its 天福 rows are 南平's and 吴越's); empty when none or several.

    In his first year he counts only if no one else of his line reigned in it (石敬瑭 in 936, the
    year 李从珂 fell, is not yet 上 for all of it).

    >>> ruler_in("石重贵", 944), ruler_in("石重贵", 930), ruler_in("太宗", 645), ruler_in("石敬瑭", 936)
    (('石重贵', '出帝'), (), ('李世民', '太宗'), ())
    >>> ruler_in("宣帝", 552)[:2]  # 文宣帝, cut short (北史 齐本纪 白话: 宣帝亲自到代郡讨伐库莫奚)
    ('高子进', '高洋')
    """
    found = _reigns_holding(name, year)
    return _titled_names()[next(iter(found))] if len(found) == 1 else ()


def reign_began(name: str, year: int) -> int | None:
    """The first year of the reign :func:`ruler_in` finds for ``name`` in ``year``, None when it finds none.

    >>> reign_began("石重贵", 944), reign_began("太宗", 645), reign_began("石重贵", 930)
    (942, 627, None)
    """
    found = _reigns_holding(name, year)
    return next(iter(found.values())) if len(found) == 1 else None


def _reigns_holding(name: str, year: int) -> dict[int, int]:
    """The rulers ``name`` names whose reign holds ``year`` (see :func:`ruler_in`), each with its reign's first year."""
    names = _titled_names()  # (石重贵 goes by 出帝 in 资治通鉴 卷284 白话: 后晋出帝从东京出发)
    found: dict[int, int] = {}
    for reigns in _reigns().values():
        for first, last, p in reigns:
            # (宣帝 of 文宣帝, 北史 齐本纪 白话: a posthumous name cut to its last word and 帝)
            if first <= year <= last and p in names and (name in names[p] or name + "帝" in names[p] or (
                    len(name) == 2 and name[1] == "帝" and any(n.endswith(name) for n in names[p]))) \
                    and (first < year or not any(q != p and a <= year <= b for a, b, q in reigns)):
                found[p] = min(first, found.get(p, first))
    return found


def ruler_to_come(name: str, year: int, within: int) -> tuple[str, ...]:
    """Every name of the one ruler ``name`` names whose reign begins less than ``within`` years after
    ``year``, when no ruler of that name reigned in the ``within`` years up to it: his annals before
    his reign (明史 太祖纪 in 至正二十三年, 1363: 太祖 is 朱元璋, who reigns from 1368); empty for 太祖
    in 954 (后周太祖 reigned till then, though 宋太祖 reigns from 960).

    >>> ruler_to_come("太祖", 1363, 10)[:2], ruler_to_come("太祖", 954, 10)
    (('朱元璋', '太祖'), ())
    """
    names = _titled_names()
    reigns = [(first, last, p) for spans in _reigns().values() for first, last, p in spans
              if p in names and name in names[p]]
    if any(year - within <= last and first <= year for first, last, _ in reigns):
        return ()
    found = {p for first, _, p in reigns if year < first < year + within}
    return names[found.pop()] if len(found) == 1 else ()


@cache
def _ruler_names() -> dict[int, tuple[str, ...]]:
    """sanmiao's names of each ruler (ruler_tags.csv), in the texts' simplified view."""
    with (_data_dir() / "ruler_tags.csv").open(encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r["string"].strip() and r["era_prefix_only"] != "True"]
    out: dict[int, list[str]] = {}
    for r, name in zip(rows, to_simplified_many(r["string"].strip() for r in rows)):
        out.setdefault(_num(r["person_id"]), []).append(name)
    return {k: tuple(dict.fromkeys(v)) for k, v in out.items()}


@cache
def _canonical_titles() -> dict[int, str]:
    """The title of each ruler's canonical name in sanmiao's rul_can_name.csv, a title before a
    name the tags know (出帝石重貴 → 出帝), where the tags lack it."""
    names = _ruler_names()
    with (_data_dir() / "rul_can_name.csv").open(encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r["string"].strip() and r["person_id"]]
    out: dict[int, str] = {}
    for r, whole in zip(rows, to_simplified_many(r["string"].strip() for r in rows)):
        known = names.get(p := _num(r["person_id"]), ())
        title = next((whole[:-len(n)] for n in known if whole.endswith(n) and len(whole) - len(n) >= 2), None)
        if title is not None and title not in known:
            out[p] = title
    return out


@cache
def _titled_names() -> dict[int, tuple[str, ...]]:
    """:func:`_names_of_rulers`, each with the title of his canonical name where the tags lack it (出帝)."""
    titles = _canonical_titles()
    return {p: (*v, titles[p]) if p in titles else v for p, v in _names_of_rulers().items()}


@cache
def _names_of_rulers() -> dict[int, tuple[str, ...]]:
    """:func:`_ruler_names`, and under 明 and 清 each ruler's era with a title (康熙帝, 正德帝: see
    data/rulers.toml).

    >>> "康熙帝" in _names_of_rulers()[find_eras("康熙")[0].ruler_id]
    True
    """
    words = tomllib.loads(RULER_WORDS.read_text(encoding="utf-8"))
    dynasties = set(to_simplified_many(words["era_named_dynasties"]))
    out = {k: list(v) for k, v in _ruler_names().items()}
    eras = sorted({e.era_id: e for named in _tables().eras.values() for e in named}.values(), key=lambda e: e.era_id)
    for era, dynasty in zip(eras, to_simplified_many(e.dynasty for e in eras)):
        if era.ruler_id in out and dynasty in dynasties:
            out[era.ruler_id] += [era.name + title for title in words["era_name_titles"]]
    return {k: tuple(dict.fromkeys(v)) for k, v in out.items()}


@cache
def _reigns() -> dict[int, tuple[tuple[int, int, int], ...]]:
    """sanmiao's ruler_table: for each dynasty, (first year, last year, person_id) of each reign."""
    with (_data_dir() / "ruler_table.csv").open(encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r["emp_start_year"] and r["person_id"]]
    out: dict[int, list[tuple[int, int, int]]] = {}
    for r in rows:
        start = _num(r["emp_start_year"])
        out.setdefault(_num(r["dyn_id"]), []).append((start, _num(r["emp_end_year"] or start), _num(r["person_id"])))
    return {k: tuple(sorted(v)) for k, v in out.items()}


@cache
def _name_bearers() -> dict[str, int]:
    """How many rulers of sanmiao's tables bear each name: 世祖 14, 哀宗 1."""
    out: dict[str, int] = {}
    for names in _titled_names().values():
        for n in set(names):
            out[n] = out.get(n, 0) + 1
    return out


@cache
def _dynasties_by_name() -> dict[str, frozenset[str]]:
    """Each ruler's name → the names of the dynasties he reigned in (萧绎 → 梁's)."""
    rows = [r for r in _dynasty_rows() if r["dyn_id"]]
    names = {_num(r["dyn_id"]): n for r, n in zip(rows, to_simplified_many(r["dyn_name"] for r in rows))}
    titled = _titled_names()
    out: dict[str, set[str]] = {}
    for dyn, reigns in _reigns().items():
        for _, _, p in reigns:
            for n in titled.get(p, ()):
                if dyn in names:
                    out.setdefault(n, set()).add(names[dyn])
    return {n: frozenset(d) for n, d in out.items()}


def ruler_dynasties(name: str) -> frozenset[str]:
    """The dynasties a ruler of this name reigned in (萧绎 → {'南梁'}; empty for a name no ruler bears).

    >>> sorted(ruler_dynasties("萧绎")), sorted(ruler_dynasties("柴荣"))
    (['南梁'], ['后周'])
    """
    return _dynasties_by_name().get(to_simplified_many([name])[0], frozenset())


def own_ruler_names(era: Era) -> tuple[str, ...]:
    """The names of the ruler of ``era`` that no other ruler bears (哀宗 of 天兴 in 金, 天祚帝 of 保大 in
    遼; not 世祖, which fourteen rulers bear).

    >>> own_ruler_names(next(e for e in find_eras("保大") if e.dynasty == "遼"))
    ('耶律延禧', '天祚帝')
    """
    bearers = _name_bearers()
    # (with the title of his canonical name where the tags lack it: 天祚帝 of 耶律延禧)
    names = dict.fromkeys((*ruler_names(era), *_titled_names().get(era.ruler_id, ())))
    return tuple(n for n in names if bearers.get(n, 1) == 1)


def ruler_names(era: Era, jdn: int | None = None) -> tuple[str, ...]:
    """The names of the ruler(s) reigning under ``era`` (on day ``jdn``), from sanmiao's tables.

    An era may outlast the ruler who proclaimed it: 显德 is 郭威's, and 柴荣 (世宗)
    reigned in 显德六年; in a year of accession both reigns count.

    >>> ruler_names(find_eras("贞观")[0])
    ('李世民', '太宗')
    >>> "世宗" in ruler_names(next(e for e in find_eras("显德") if e.dynasty == "後周"), 2071492)
    True
    """
    return tuple(dict.fromkeys(n for names in rulers_reigning(era, jdn) for n in names))


def rulers_reigning(era: Era, jdn: int | None = None) -> tuple[tuple[str, ...], ...]:
    """:func:`ruler_names`, one tuple of names per ruler: in a year of accession the two
    stay apart (天宝十五载: 玄宗's names, then 肃宗's), so that naming one names only him.

    >>> [names[-1] for names in rulers_reigning(find_eras("天宝")[0], 1997380)]
    ['玄宗', '肃宗']
    """
    names = _names_of_rulers()
    return tuple(names[p] for p in _reigning_ids(era, jdn) if p in names)


def _reigning_ids(era: Era, jdn: int | None) -> tuple[int, ...]:
    """The proclaimer of ``era``, then whoever reigned in the year of ``jdn`` (the table's
    reigns are whole years), earliest first."""
    month = month_containing(era.cal_stream, jdn) if jdn is not None else None
    if month is None:
        return (era.ruler_id,)
    reigning = [p for first, last, p in _reigns().get(era.dyn_id, ()) if first <= month.year <= last]
    return tuple(dict.fromkeys([era.ruler_id] + reigning))


def reigning_ruler(era: Era, jdn: int | None = None) -> tuple[str, ...]:
    """The names of the one ruler who is 上 under ``era`` on day ``jdn``: the era's proclaimer
    while he reigns that year (天宝十五载: 玄宗, though 肃宗 acceded in it; 至德: 肃宗), else
    the first who reigned that year (显德六年: 世宗, not 郭威 who proclaimed 显德).

    >>> tang = [e for e in find_eras("天宝") + find_eras("至德") if e.dynasty == "唐"]
    >>> ["玄宗" in reigning_ruler(tang[0], 1997380), "肃宗" in reigning_ruler(tang[1], 1997450)]
    [True, True]
    >>> "世宗" in reigning_ruler(next(e for e in find_eras("显德") if e.dynasty == "後周"), 2071492)
    True
    >>> "英宗" in reigning_ruler(find_eras("正统")[-1], 2250600)
    True
    """
    names = _names_of_rulers()
    month = month_containing(era.cal_stream, jdn) if jdn is not None else None
    ids = _reigning_ids(era, jdn)
    if month is not None and len(ids) > 1:
        # a successor who acceded in an earlier year of this era is 上 now; one who accedes
        # in this very year is not yet (and sanmiao's table may lack the proclaimer's reign:
        # 英宗's 正统 years are missing, only his 天顺 reign is listed)
        before = [p for first, _, p in _reigns().get(era.dyn_id, ())
                  if p != era.ruler_id and era.ind_year(1) <= first < month.year and p in ids]
        ids = (before[-1],) if before else ids
    return names.get(ids[0], ()) if ids else ()


def era_at(jdn: int, dyn_id: int) -> Era | None:
    """The era of dynasty ``dyn_id`` in force on day ``jdn`` (the latest begun), if any."""
    t = _tables()
    i = bisect.bisect_right(t.era_starts.get(dyn_id, []), jdn) - 1
    if i < 0:
        return None
    found = t.eras_by_dyn[dyn_id][i]
    if i and found.start_jdn > t.eras_by_dyn[dyn_id][i - 1].start_jdn and jdn <= t.eras_by_dyn[dyn_id][i - 1].end_jdn:
        month = month_containing(found.cal_stream, jdn)
        if month is not None and month.year < found.start_year:
            return t.eras_by_dyn[dyn_id][i - 1]  # (秦始皇三十七年十月, not 秦二世0年: his years count from the next)
    if jdn > found.end_jdn:
        return None
    month = month_containing(found.cal_stream, jdn)
    if month is not None and not found.start_year <= month.year <= found.end_year + 1:
        # A row of sanmiao's table may run far past its years (刘宋 景平, 423–424, ends in 445 there,
        # when 元嘉's calendar changed): the year decides (元嘉十六年五月, not 景平十七年).
        return next((e for e in t.eras_by_dyn[dyn_id] if e.start_year <= month.year <= e.end_year
                     and e.cal_stream == found.cal_stream), found)
    return found


def lunar_month(stream: int, year: int, month: int, leap: bool = False) -> LunarMonth | None:
    """The month ``month`` (leap or not) of calendar year ``year`` in ``stream``."""
    i = _stream(stream).by_key.get((year, month, leap))
    return None if i is None else _month(stream, i)


def year_months(stream: int, year: int) -> tuple[LunarMonth, ...]:
    """The months of calendar year ``year`` in ``stream``, in order."""
    return tuple(_month(stream, i) for i in _stream(stream).by_year.get(year, ()))


def year_start(stream: int, year: int) -> int | None:
    """The first day of calendar year ``year`` in ``stream``."""
    t = _stream(stream)
    found = t.by_year.get(year)
    return t.rows[found[0]][0] if found else None


def month_containing(stream: int, jdn: int) -> LunarMonth | None:
    """The month of ``stream`` that contains day ``jdn``."""
    starts = _stream(stream).starts
    if not starts:
        return None
    i = bisect.bisect_right(starts, jdn) - 1
    if i < 0:
        return None
    m = _month(stream, i)
    return m if jdn <= m.last_jdn else None


def month_after(month: LunarMonth, k: int = 1) -> LunarMonth | None:
    """The month ``k`` months after ``month`` (before it when ``k`` < 0)."""
    i = month.index + k
    return _month(month.cal_stream, i) if 0 <= i < len(_stream(month.cal_stream).rows) else None


def sexagenary_of(jdn: int) -> int:
    """The sexagenary day number of ``jdn``, 1 (甲子) … 60 (癸亥).

    >>> sexagenary_of(1956930)  # 癸未, 贞观十九年九月十八日
    20
    """
    return (jdn - 11) % 60 + 1


def _iso(year: int, month: int, day: int) -> str:
    sign = "-" if year < 0 else ""
    return f"{sign}{abs(year):04d}-{month:02d}-{day:02d}"


@cache
def jdn_to_julian(jdn: int) -> str:
    """The Julian-calendar ISO date of ``jdn`` (astronomical year numbering).

    >>> jdn_to_julian(1956930)
    '0645-10-13'
    """
    # Richards, "Mapping Time" (1998), the Julian-calendar inverse algorithm.
    c = jdn + 32082
    d = (4 * c + 3) // 1461
    e = c - 1461 * d // 4
    m = (5 * e + 2) // 153
    return _iso(d - 4800 + m // 10, m + 3 - 12 * (m // 10), e - (153 * m + 2) // 5 + 1)


@cache
def jdn_to_gregorian(jdn: int) -> str:
    """The proleptic Gregorian ISO date of ``jdn``.

    >>> jdn_to_gregorian(1956930)
    '0645-10-16'
    """
    # Richards, "Mapping Time" (1998), the Gregorian inverse algorithm.
    a = jdn + 32044
    b = (4 * a + 3) // 146097
    c = a - 146097 * b // 4
    d = (4 * c + 3) // 1461
    e = c - 1461 * d // 4
    m = (5 * e + 2) // 153
    return _iso(100 * b + d - 4800 + m // 10, m + 3 - 12 * (m // 10), e - (153 * m + 2) // 5 + 1)


@cache
def _capitals() -> tuple[tuple[str, int, int, tuple[str, ...]], ...]:
    """data/capitals.toml: (dynasty, first year, last year, names of its capital)."""
    raw = tomllib.loads(CAPITALS.read_text(encoding="utf-8"))
    return tuple((c["dynasty"], int(c["from"]), int(c["to"]), tuple(c["names"])) for c in raw["capitals"])


def capital_names(dynasty: str, year: int) -> tuple[str, ...]:
    """The names of ``dynasty``'s capital in ``year`` (data/capitals.toml; sanmiao's dynasty names, either
    script): 三國蜀 in 225 → 成都; () for a dynasty the table lacks.

    >>> capital_names("三國蜀", 225)[:1], capital_names("唐", 645)[:1], capital_names("前涼", 315)
    (('成都',), ('长安',), ())
    """
    simp = to_simplified_many([dynasty])[0]
    return tuple(n for dyn, first, last, names in _capitals() if dyn == simp and first <= year <= last for n in names)
