"""The date vocabulary of data/date_words.toml, compiled into one token pattern.

Every word the date scanner knows comes from the data file; this module turns
it into lookups and a single regular expression scanned once over a text.

>>> load_date_words().number("二十一")
21
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from route.text.layout import load_layout_words

__all__ = ["Decoder", "DateWords", "load_date_words", "DATE_WORDS_FILE"]

DATE_WORDS_FILE = Path(__file__).resolve().parents[2] / "data" / "date_words.toml"


def _alt(words: object) -> str:
    """A regex alternation of ``words``, longest first (leftmost-longest matching)."""
    return "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w)))  # type: ignore[arg-type]


def _offsets(groups: list[dict]) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for g in groups:
        off = g["offset"]
        lo, hi = (off, off) if isinstance(off, int) else (off[0], off[1])
        out.update({w: (lo, hi) for w in g["words"]})
    return out


def _counted_days(rel: dict, num: dict) -> dict[str, tuple[int, int]]:
    """越二日, 居三日, 过了两天: a count of days after a word of waiting, as a relative day (two to
    ``count_before_max``; 两 for two)."""
    digits = {v: k for k, v in num["digits"].items() if k != "〇"} | {v: k for k, v in num["tens"].items()}
    counts = [(n, digits[n]) for n in range(2, rel["count_before_max"] + 1)]
    counts += [(n, word) for word, n in rel.get("count_numerals", {}).items()]  # 两天
    return {before + word + unit: (n, n) for before in rel["count_before"] for n, word in counts
            for unit in rel["count_units"]}


@dataclass(frozen=True, slots=True)
class Decoder:
    """The costs the whole-text decoder weighs readings by (``[decoder]`` of the data file)."""

    aside: dict[str, float]
    aside_before: frozenset[str]
    aside_lengths: tuple[int, ...]
    naming_before: tuple[str, ...]
    plan_in_clause: tuple[str, ...]
    plan_after: tuple[str, ...]
    plan_right_after: tuple[str, ...]  # 当 of 明年当发兵击汝: a plan
    plan_move: float
    year_in_passing: float  # moving the clock on 明年 told in passing (…为桂州总管，明年入朝)
    naming_between: tuple[str, ...]
    doubts: dict[str, float]
    jump_per_month: float
    free_days: dict[str, int]
    year_turn: float
    restart: float
    line_ahead_days: int
    era_ahead_days: int  # a later era of the clock's dynasty opening a sentence this near is the story going on
    loose_day: float
    slip: float
    month_back: float
    month_back_days: int
    miscopied_day: float
    month_overruled: float
    month_named_late: float
    doubtful_margin: float
    beam: int
    prune: float


@dataclass(frozen=True, slots=True)
class DateWords:
    """Lookups built from the data file, plus the compiled token ``pattern``."""

    digits: dict[str, int]
    digit_chars: str
    tens: dict[str, int]
    first_year: str
    joiner: str  # 有 of 十有一月
    named_months: dict[str, int]
    seasonal_months: dict[str, int]
    season_words: dict[str, str]
    season_cues: tuple[str, ...]
    this_word: tuple[str, ...]
    not_before_season: tuple[str, ...]
    season_list_marks: str
    season_as_term: tuple[str, ...]
    month_word_before: tuple[str, ...]
    count_months_before: tuple[str, ...]  # 凡 of 凡八月: a count of months follows
    leap_prefix: str
    seasons: dict[str, tuple[int, int]]
    xun_words: dict[str, int]
    xun_after_month: dict[str, int]
    xun_before_pause: frozenset[str]
    weak_day_suffixes: frozenset[str]
    day_prefix: str
    phases: dict[str, int]
    new_moon_suffix: str
    stems: str
    branches: str
    branch_variants: dict[str, str]
    stem_variants: dict[str, str]  # 已 for 己
    rel_days: dict[str, tuple[int, int]]
    count_after: dict[str, int]
    count_numerals: dict[str, int]
    rel_months: dict[str, int]
    rel_years: dict[str, int]
    quote_pairs: dict[str, str]
    quote_chars: str
    year_suffixes: frozenset[str]
    year_gloss: re.Pattern[str]  # 十九年（乙巳、645）: groups n (the year word), bc, year (Western)
    year_gloss_paren: re.Pattern[str]  # （丁亥、前154）: its parenthesis alone
    since_before: tuple[str, ...]
    since_after: tuple[str, ...]
    entry_marks: str
    zai_years: tuple[int, int]
    generic_title_ends: str  # 明公, 成王: a ruler's name too common to tell his era by
    standard_dynasties: frozenset[str]  # 金, 宋, 明: whose era a shared name is, when nothing else tells
    dynasty_prefixes: str  # 东 of 东晋: before sanmiao's name of a dynasty (晉) in a typed context
    sentence_end: frozenset[str]
    clause: frozenset[str]
    prepositions: tuple[str, ...]
    joiners: frozenset[str]
    year_list: str
    gloss_western: re.Pattern[str]
    gloss_western_prefix: str
    not_after_year: tuple[str, ...]
    not_after_relative_year: tuple[str, ...]
    first_year_counted: str  # 一年: a year's time, the first year written 元年
    first_month_counted: str  # 一月: a month's time unless it opens a clause (春，一月，甲寅)
    not_after_month: tuple[str, ...]
    month_about: tuple[str, ...]  # 四月间: in that month, where it opens a clause
    not_after_day: tuple[str, ...]
    not_before_month: frozenset[str]
    not_after_sexagenary: frozenset[str]
    veto_before: dict[str, str]
    veto_after: dict[str, str]
    labels: dict
    pattern: re.Pattern[str]
    decoder: Decoder

    def number(self, text: str) -> int | None:
        """The value of a numeral as written in a date: 十九, 二十一, 廿一, 卅, 元, 一九四九, 18.

        >>> load_date_words().number("廿一"), load_date_words().number("元")
        (21, 1)
        """
        text = text.strip()
        if self.joiner in text[1:-1]:  # 十有一 (十有一月, 宋史 二王纪), 二十有三
            text = text.replace(self.joiner, "")
        if text.isascii() and text.isdigit():
            return int(text)
        if text == self.first_year:
            return 1
        if not text.strip(self.digit_chars):  # positional: 六四六, 一九四九
            value = 0
            for ch in text:
                value = value * 10 + self.digits[ch]
            return value
        at = [i for i, ch in enumerate(text) if ch in self.tens]
        if len(at) != 1:
            return None
        i = at[0]
        ten, before, after = self.tens[text[i]], text[:i], text[i + 1:]
        if before:  # 二十: only the plain ten takes a multiplier
            if len(before) != 1 or before not in self.digits or ten != 10:
                return None
            ten *= self.digits[before]
        if after:
            if len(after) != 1 or after not in self.digits:
                return None
            ten += self.digits[after]
        return ten

    def sexagenary(self, pair: str) -> int | None:
        """1 (甲子) … 60 (癸亥), or None when stem and branch differ in parity."""
        s = self.stems.find(self.stem_variants.get(pair[0], pair[0]))
        b = self.branches.find(self.branch_variants.get(pair[1], pair[1]))
        if s < 0 or b < 0 or s % 2 != b % 2:
            return None
        return (6 * s - 5 * b) % 60 + 1

    def phase_name(self, value: int) -> str:
        """The word for moon phase ``value`` (0 = the last day, 晦)."""
        return next(k for k, v in self.phases.items() if v == value)

    def sexagenary_name(self, n: int) -> str:
        """The name of sexagenary number ``n`` (1 = 甲子)."""
        return self.stems[(n - 1) % 10] + self.branches[(n - 1) % 12]


def _by_first(words: object) -> tuple[str, str]:
    """A word list split into its first characters and the rest of each word, checked
    against the first character by a lookbehind."""
    groups: dict[str, list[str]] = {}
    for w in sorted(set(words)):  # type: ignore[call-overload]
        groups.setdefault(w[0], []).append(w[1:])
    return "".join(groups), "|".join(f"(?<={re.escape(c)})(?:{_alt(r)})" for c, r in groups.items())


def _token_pattern(raw: dict, relative_words: list[str]) -> re.Pattern[str]:
    """One pattern for every token kind; the group name of a match says its kind.

    Each kind is written as (first characters, rest). The pattern starts with the
    class of all first characters, so the regex engine skips every other position
    in C, and the rest of each kind begins with a lookbehind on its first character.
    """
    num, mon, parts, days, rel = raw["numerals"], raw["months"], raw["month_parts"], raw["days"], raw["relative"]
    bounds, lab = raw["boundaries"], raw["labels"]
    ten = "".join(k for k, v in num["tens"].items() if v == 10)
    cn_chars = "".join(num["digits"]) + "".join(num["tens"])
    mcn_chars = "".join(d for d, v in num["digits"].items() if v > 0) + ten
    # 十有一月, 二十有三年: the classical 有 joining a ten and its units (春秋, 宋史 二王纪), one character wide
    joiner = f"|(?<=[{re.escape(''.join(num['tens']))}]){re.escape(num['joiner'])}(?=[{re.escape(mcn_chars[:-1])}])"
    cn, mcn = f"(?:[{re.escape(cn_chars)}]{joiner})", f"(?:[{re.escape(mcn_chars)}]{joiner})"
    month, first_year = re.escape(lab["month"]), re.escape(num["first_year"])
    year = f"[{re.escape(''.join(days['year_suffixes']))}]"
    leap, named = re.escape(mon["leap_prefix"]), re.escape("".join(mon["named"]))
    seasons, phases = re.escape("".join(raw["seasons"])), re.escape("".join(days["phases"]))
    suffix, comma = f"(?:{_alt(days['suffixes'])})", re.escape("，,、：:")
    count = f"(?:{_alt(rel['count_units'])})(?:{_alt(rel['count_after'])})"
    count_years = f"(?:{_alt(rel['count_year_units'])})(?:{_alt(rel['count_after'])})"
    after_month = "|".join(f"(?<={month}{re.escape(w[0])}){re.escape(w[1:])}(?!{mcn})"
                           for w in sorted(parts["after_month"], key=len, reverse=True))
    tails = "[" + re.escape("".join(sorted({w[1:] for w in mon["season_words"]}))) + "]"
    spec: dict[str, tuple[str, str]] = {
        "po": (bounds["gloss_open"], f"(?<=[{re.escape(bounds['gloss_open'])}])"),
        "pc": (bounds["gloss_close"], f"(?<=[{re.escape(bounds['gloss_close'])}])"),
        "rel": _by_first(relative_words),
        "relc": (cn_chars + "0123456789" + "".join(rel.get("count_numerals", {})),
                 f"(?<={cn}){cn}{{0,2}}{count}|(?<=\\d)\\d{{0,2}}{count}"
                 + "".join(f"|(?<={re.escape(c)}){count}" for c in rel.get("count_numerals", {}))),
        "relcy": (cn_chars + "0123456789" + "".join(rel.get("count_numerals", {})),
                  f"(?<={cn}){cn}{{0,2}}{count_years}|(?<=\\d)\\d{{0,3}}{count_years}"
                  + "".join(f"|(?<={re.escape(c)}){count_years}" for c in rel.get("count_numerals", {}))),
        "yr": (num["first_year"] + cn_chars + "0123456789",
               f"(?<={first_year}){year}|(?<={cn}){cn}{{0,3}}{year}|(?<=\\d)\\d{{0,3}} ?{year}"),
        "season": ("".join(raw["seasons"]),
                   f"(?<=[{seasons}])(?=[{re.escape(bounds['joiners'])}]{{0,2}}(?:{leap}|[{named}]|{mcn}|\\d)"
                   f"|[{re.escape(bounds['clause'])}])|(?<={year}[{seasons}])(?!{month}|{tails})"  # (是年冬月: the month
                   # 冬月; 建武十二年春天 is the word 春天, whole)
                   + "".join(f"|(?<={re.escape(c)}[{seasons}])(?!{month}|{tails})" for c in mon["season_cues"])),
        "bleap": (mon["bare_leap"][0], f"(?<={leap}){re.escape(mon['bare_leap'][1:])}"),
        "mon": (mon["leap_prefix"] + "".join(mon["named"]) + mcn_chars + "0123456789",
                f"(?<={leap})(?:[{named}]|{mcn}{{1,3}}|\\d{{1,2}} ?){month}|(?<=[{named}]){month}"
                f"|(?<={mcn}){mcn}{{0,2}}{month}|(?<=\\d)\\d? ?{month}"),
        "day": (days["ordinal_prefix"] + cn_chars + "0123456789",
                # (not 初四 of 黄初四年: an era ending in 初 and its year)
                f"(?<={re.escape(days['ordinal_prefix'])}){mcn}(?!{cn}{{0,2}}{year}){suffix}?|(?<={cn}){cn}{{0,2}}{suffix}"
                f"|(?<=\\d)\\d? ?{suffix}"),
        "gz": (days["stems"] + "".join(days.get("stem_variants", {})),
               f"(?<=[{days['stems']}{''.join(days.get('stem_variants', {}))}]) ?[{days['branches']}{''.join(days.get('branch_variants', {}))}]"
                              f"(?:{re.escape(days['new_moon_suffix'])}|{year}|{suffix})?"),
        "nyd": _by_first(days["new_year_days"]),
        "phase": ("".join(days["phases"]), f"(?<={month}[{phases}]){suffix}?|(?<=[{phases}])(?=[{comma}])"),
        "xun": ("".join(w[0] for w in parts["after_month"]), after_month),
        "xunw": _by_first(parts["words"]),
        "monw": _by_first(mon["seasonal"]),
        "seasonw": _by_first(mon["season_words"]),
    }
    first = re.escape("".join(sorted(set("".join(f for f, _ in spec.values())))))
    return re.compile(f"[{first}](?:" + "|".join(f"(?:{rest})(?P<{k}>)" for k, (_, rest) in spec.items()) + ")")


@cache
def load_date_words(path: Path = DATE_WORDS_FILE) -> DateWords:
    """Read the date vocabulary and compile the token pattern (once per path)."""
    with path.open("rb") as fh:
        raw = tomllib.load(fh)
    num, mon, parts, days, rel = raw["numerals"], raw["months"], raw["month_parts"], raw["days"], raw["relative"]
    bounds, nots = raw["boundaries"], raw["not_dates"]
    rel_days = _offsets(rel["days"]) | _counted_days(rel, num)
    rel_months = {w: lo for w, (lo, _) in _offsets(rel["months"]).items()}
    rel_years = {w: lo for w, (lo, _) in _offsets(rel["years"]).items()}
    layout = load_layout_words()
    quotes = dict(layout.quotes)
    pattern = _token_pattern(raw, [*rel_days, *rel_months, *rel_years])
    return DateWords(
        digits=dict(num["digits"]), digit_chars="".join(num["digits"]), tens=dict(num["tens"]), first_year=num["first_year"],
        joiner=num["joiner"],
        named_months=dict(mon["named"]), seasonal_months=dict(mon["seasonal"]), season_words=dict(mon["season_words"]), season_cues=tuple(mon["season_cues"]), this_word=tuple(mon["this_word"]),
        month_word_before=tuple(mon["month_word_before"]), count_months_before=tuple(mon["count_months_before"]), leap_prefix=mon["leap_prefix"],
        seasons={k: (v[0], v[1]) for k, v in raw["seasons"].items()},
        xun_words=dict(parts["words"]), xun_after_month=dict(parts["after_month"]),
        xun_before_pause=frozenset(parts["after_month_before_pause"]),
        weak_day_suffixes=frozenset(days["weak_suffixes"]), day_prefix=days["ordinal_prefix"],
        phases=dict(days["phases"]), new_moon_suffix=days["new_moon_suffix"],
        stems=days["stems"], branches=days["branches"], branch_variants=dict(days.get("branch_variants", {})),
        stem_variants=dict(days.get("stem_variants", {})),
        rel_days=rel_days, count_after=dict(rel["count_after"]), count_numerals=dict(rel.get("count_numerals", {})), rel_months=rel_months, rel_years=rel_years,
        quote_pairs=quotes, quote_chars="".join(quotes) + "".join(quotes.values()) + " \t\u3000", year_suffixes=frozenset(days["year_suffixes"]), entry_marks=layout.entry_marks,
        since_before=tuple(raw["flashback"]["since_before"]), since_after=tuple(raw["flashback"]["since_after"]),
        zai_years=(days["zai_years"][0], days["zai_years"][1]), generic_title_ends=days["generic_title_ends"],
        standard_dynasties=frozenset(days["standard_dynasties"]), dynasty_prefixes=days["dynasty_prefixes"], year_gloss=_year_gloss(num, days),
        year_gloss_paren=_year_gloss_paren(days),
        sentence_end=frozenset(layout.sentence_end + "\n"), clause=frozenset(bounds["clause"]),
        prepositions=tuple(bounds["prepositions"]), joiners=frozenset(bounds["joiners"]), year_list=bounds["year_list"], gloss_western=re.compile(bounds["gloss_western"]), gloss_western_prefix=bounds["gloss_western_prefix"],
        not_after_year=tuple(nots["after_year"]), not_after_relative_year=tuple(nots["after_relative_year"]),
        first_year_counted=nots["first_year_counted"], first_month_counted=nots["first_month_counted"], not_after_month=tuple(nots["after_month"]),
        month_about=tuple(nots["month_about"]),
        not_after_day=tuple(nots["after_day"]), not_before_month=frozenset(nots["before_month"]), not_before_season=tuple(nots["before_season"]),
        season_list_marks=nots["season_list_marks"], season_as_term=tuple(nots["season_as_term"]),
        not_after_sexagenary=frozenset(nots["after_sexagenary"]),
        veto_before=dict(nots["before_relative"]), veto_after=dict(nots["after_relative"]),
        labels=raw["labels"], pattern=pattern, decoder=_decoder(raw["decoder"]),
    )


def _year_gloss(num: dict, days: dict) -> re.Pattern[str]:
    """The pattern of a year heading glossed with its 干支 and Western year, on a line of its own
    or after an entry mark: 十九年（乙巳、645）, 十一年（癸酉，公元493年）, 三十七年（辛卯、前210）,
    十四载（乙未、755）; the chapter's and the reign's names may come first on its line (汉纪八 孝景皇帝下前三年（丁亥、前154）,
    后晋纪一后晋高祖天福元年（丙申，公元936年）)."""
    g = days["year_gloss"]
    numerals = re.escape(num["first_year"]) + "|[" + re.escape("".join(num["digits"]) + "".join(num["tens"]) + "百") + "]+"
    return re.compile(
        rf"^[ \t\u3000]*[^\n{re.escape(g['open'] + g['sep'] + g['close'])}，。；：]{{0,{int(g['lead_max'])}}}?(?P<n>{numerals})(?P<unit>[{g['units']}])"
        + _year_gloss_paren(days).pattern, re.M)


def _year_gloss_paren(days: dict) -> re.Pattern[str]:
    """The parenthesis of a year heading's gloss alone: （丁亥、前154）, （癸酉，公元493年）; its 干支 misprinted too
    (二世皇帝下二年（癸已、前208）, 资治通鉴 卷8: 已 for 巳), for a Western year follows."""
    g = days["year_gloss"]
    bc = "|".join(map(re.escape, sorted(g["bc"], key=len, reverse=True)))
    ad = "|".join(map(re.escape, g["ad"]))
    stems = days["stems"] + "".join(days.get("stem_variants", {}))
    branches = days["branches"] + "".join(days.get("branch_variants", {}))
    return re.compile(
        rf"[{re.escape(g['open'])}][ \t]*[{stems}][{branches}]"
        rf"[ \t]*[{re.escape(g['sep'])}][ \t]*(?P<bc>{bc})?(?:{ad})?(?P<year>\d{{1,4}})年?[{re.escape(g['close'])}]")


def _decoder(raw: dict) -> Decoder:
    return Decoder(
        aside={k: float(v) for k, v in raw["aside"].items()}, aside_before=frozenset(raw["aside_before"]),
        aside_lengths=tuple(sorted({len(x) for x in raw["aside_before"]})),
        plan_in_clause=tuple(raw["plan_in_clause"]), plan_after=tuple(raw["plan_after"]),
        plan_right_after=tuple(raw["plan_right_after"]),
        plan_move=float(raw["plan_move"]), year_in_passing=float(raw["year_in_passing"]),
        naming_before=tuple(raw["naming_before"]), naming_between=tuple(raw["naming_between"]),
        doubts={k: float(v) for k, v in raw["doubts"].items()}, jump_per_month=float(raw["jump_per_month"]),
        free_days={k: int(v) for k, v in raw["free_days"].items()}, year_turn=float(raw["year_turn"]), restart=float(raw["restart"]), line_ahead_days=int(raw["line_ahead_days"]), era_ahead_days=int(raw["era_ahead_days"]), loose_day=float(raw["loose_day"]), month_back=float(raw["month_back"]), month_back_days=int(raw["month_back_days"]), slip=float(raw["slip"]), miscopied_day=float(raw["miscopied_day"]),
        month_overruled=float(raw["month_overruled"]), month_named_late=float(raw["month_named_late"]), doubtful_margin=float(raw["doubtful_margin"]),
        beam=int(raw["beam"]), prune=float(raw["prune"]),
    )
