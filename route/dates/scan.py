"""Find every date in a Chinese narrative and resolve it to a range of Julian Day Numbers.

One compiled pattern (:mod:`route.dates.words`) runs once over the simplified
view of the text; a small state machine joins the pieces of each date
(贞观十九年 + 九月 + 十八日), keeps the narrative clock, tells speech and
flashbacks apart, and hands each date to :class:`route.dates.resolve.Resolver`.

Precision is ``year``, ``season``, ``month``, ``xun`` (a third of a month:
十月初), ``day``, or ``range`` for a span of days that no single unit names
(数日后: two to nine days after the date before).

Only narrative dates move the clock (:func:`is_narrative`). Dates in quotes are
``in_speech`` and take the reading nearer the clock; a line whose sentence
opens with 初，/先是/当初/当年 is a flashback up to the line end: its first date
reads backwards from the clock, its later ones run on from there.

>>> [d.label for d in find_dates("九月十八日，班师。二十一日，至辽水。", context="贞观十九年九月")]
['贞观十九年九月十八日', '贞观十九年九月二十一日']
"""
from __future__ import annotations

import json
import re
import unicodedata
from functools import lru_cache
from dataclasses import asdict, dataclass, replace

from route import calendar as cal
from route.dates.resolve import Clock, Parts, Placed, Resolver, earliest_era
from route.dates.words import DateWords, load_date_words
from route.errors import DateContextError, ParseWarning
from route.script import to_simplified
from route.text.layout import layout_of

__all__ = ["DateMention", "DateScan", "resolve_dates", "find_dates", "parse_context", "format_dates_table",
           "is_narrative"]

# Full-width digits read as ASCII ones (９月１８日); the view keeps every offset.
_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
_WIDE_DIGIT = re.compile("[０-９]")
# A clause, for the words of a plan around a date: how far to look, and where it ends.
_PLAN_REACH = 40
_CLAUSE_END = re.compile("[，。；！？,;!?\n]")
# Rank of a part within one date: a part joins the date before it only when it ranks lower.
_RANK = {"yr": 0, "relyear": 0, "relcy": 0, "season": 1, "mon": 2, "monw": 2, "seasonw": 1, "bleap": 2, "relmonth": 2,
         "nyd": 2,
         "day": 3, "gz": 3, "phase": 3, "xun": 3, "xunw": 3}


@dataclass(frozen=True, slots=True)
class DateMention:
    """A date as written at ``[start, end)`` of the original text, and where it falls.

    ``jdn_start``/``jdn_end`` are None when the date cannot be placed (no
    context, unknown era, a day past the month's end …); a warning says why.
    ``derived_from`` is the label a relative date (次日, 三日后) counted from.
    """

    line: int
    start: int
    end: int
    text: str
    label: str
    precision: str
    jdn_start: int | None
    jdn_end: int | None
    julian_start: str | None
    julian_end: str | None
    gregorian_start: str | None
    gregorian_end: str | None
    derived_from: str | None = None
    in_speech: bool = False
    flashback: bool = False
    era_id: int | None = None  # sanmiao's era the date was read in (显德 of 後周, not of 南平)
    # When the decoder weighed another reading: how much more it cost (the margin) and its label.
    margin: float | None = None
    runner_up: str | None = None

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def is_narrative(mention: DateMention) -> bool:
    """True for a date that moves the narrative clock: neither speech nor flashback."""
    return not mention.in_speech and not mention.flashback


@dataclass(frozen=True, slots=True)
class DateScan:
    """Every date of a text, in reading order, with the parser's doubts."""

    dates: tuple[DateMention, ...]
    warnings: tuple[ParseWarning, ...]
    context: str | None = None

    def to_json(self) -> str:
        return json.dumps({"dates": [d.as_dict() for d in self.dates],
                           "warnings": [w.as_dict() for w in self.warnings]}, ensure_ascii=False, indent=2)


@dataclass(slots=True)
class _Compound:
    """The parts of one date being read, and where it stands."""

    parts: Parts
    start: int
    end: int
    gap_end: int
    line: int
    speech: bool
    flashback: bool
    last: str
    kinds: list[str]


def season_opens(view: str, s: int, w: DateWords) -> bool:
    """Whether a season at ``s`` that a pause ends, no month after it, is the time of its clause: opening it
    (夏，四月), after a year (十年冬，, 十四年己卯春，) or 是 (是冬，), or after a word of time that opens it (至夏，), not a name a
    verb governs (禽之以献于夏；, 资治通鉴 卷116: the state 夏).

    >>> w = load_date_words()
    >>> [season_opens(v, v.index(c), w) for v, c in (("夏，四月", "夏"), ("是冬，", "冬"), ("十年冬，", "冬"),
    ...  ("至夏，乃还", "夏"), ("自春至夏，", "夏"), ("时方冬，", "冬"), ("禽之以献于夏；", "夏"), ("遂伐夏，", "夏"))]
    [True, True, True, True, True, True, False, False]
    """
    if s == 0 or view[s - 1] in w.clause or view[s - 1] in w.year_suffixes or view[s - 1] in w.this_word \
            or s >= 2 and view[s - 2] in w.stems and view[s - 1] in w.branches \
            or any(view.startswith(x, s - len(x)) for x in (*w.month_word_before, *w.season_cues) if s >= len(x)):
        return True
    lead = next((s - len(p) for p in w.prepositions if s >= len(p) and view.startswith(p, s - len(p))), -1)
    return lead == 0 or lead > 0 and (view[lead - 1] in w.clause or view[lead - 1] in w.seasons)  # 自春至夏，


class _Scanner:
    """One pass over one text: tokens in, mentions and warnings out."""

    def __init__(self, text: str, words: DateWords, resolver: Resolver, clock: Clock | None,
                 simplified: str | None = None) -> None:
        self.text, self.w, self.resolver, self.clock = text, words, resolver, clock
        view = simplified if simplified is not None and len(simplified) == len(text) else to_simplified(text)
        self.view = view.translate(_DIGITS) if _WIDE_DIGIT.search(view) else view
        self.line = 1
        self.layout = layout_of(self.view)  # speech and flashbacks: the one model of the text's structure
        self.gloss = self.warned_no_context = False
        self.gloss_at = 0  # where the open gloss bracket stands
        self.notes = 0  # how deep inside a bracketed note (not a gloss) the scan is
        self.pending: _Compound | None = None
        self.slots: list[_Slot] = []
        self.told: list[_Slot] = []  # the slots told outside speech, up to the second (see _flush)
        self.dates: list[DateMention] = []
        self.warnings: list[ParseWarning] = []

    def run(self) -> DateScan:
        view, last = self.view, 0
        for m in self.w.pattern.finditer(view):
            kind, s, e, tok = m.lastgroup or "", m.start(), m.end(), m.group()
            if s < last:
                continue  # (inside a year heading's gloss, see below)
            if kind == "gz" and tok[1] == " ":
                tok = tok.replace(" ", "", 1)  # 四月，庚 午 (an edition's space left by a name mark)
            if newlines := view.count("\n", last, s):  # no token spans a line end
                self.line += newlines
                self.gloss = False
                self.notes = 0
            last = e
            if kind == "po":
                self.gloss = self.pending is not None and s == self.pending.gap_end
                self.gloss_at = s
                if not self.gloss and (heading := self.w.year_gloss_paren.match(view, s)) is not None:
                    last = heading.end()  # 前三年（丁亥、前154）: a year heading's gloss, its 干支 a year's, no day's
                    continue
                if not self.gloss:  # 长编's （解晖传作石彦赟。按…三月一日，…）: a note, not a gloss
                    self._flush()
                    self.notes += 1
            elif kind == "pc":
                if self.gloss and self.pending is not None:
                    self.pending.end = self.pending.gap_end = e  # the gloss belongs to its date
                    if (west := self.w.gloss_western.search(view, self.gloss_at, e)) is not None \
                            and self.pending.parts.gloss_year is None:  # （丙午、六四六）
                        self.pending.parts.gloss_year = self.w.number(west.group(1)) or None
                elif self.notes:
                    self._flush()
                    self.notes -= 1
                self.gloss = False
            elif self.gloss:
                self._gloss(kind, s, tok)
            else:
                self._part(kind, s, e, tok)
        self._flush()
        self._decode()
        return DateScan(tuple(self.dates), tuple(self.warnings))

    # ---- layout ----------------------------------------------------------
    def _sentence_start(self, s: int) -> bool:
        """True when only quotes and spaces stand between ``s`` and a sentence end or line start."""
        while s and self.view[s - 1] in self.w.quote_chars:
            s -= 1
        return s == 0 or self.view[s - 1] in self.w.sentence_end

    def _since(self, c: _Compound) -> bool:
        """自八月以来: a date framed as "since X" looks back (a word or 份 may follow the date)."""
        before = any(self.view.startswith(w, c.start - len(w)) for w in self.w.since_before if c.start >= len(w))
        return before and any(self.view.startswith(w, e) for w in self.w.since_after for e in (c.end, c.end + 1))

    def _entry_start(self, s: int) -> bool:
        """True when ``s`` opens a line or an entry: only spaces and entry marks
        (○, [3]) before it on its line, as 十年春正月 opens a year of an annals."""
        i = self.view.rfind("\n", 0, s) + 1
        return not self.view[i:s].strip(self.w.entry_marks)

    def _in_first_sentence(self, s: int) -> bool:
        """True when ``s`` stands in its line's first sentence (即位十七年，高后八年七月: the line's own time)."""
        i = self.view.rfind("\n", 0, s) + 1
        return not any(ch in self.w.sentence_end for ch in self.view[i:s])

    def _year_heading(self, c: _Compound) -> bool:
        """Whether ``c`` is a year with its own 干支 or Western year ending its line, a chronicle's heading whatever title
        stands before it (晋纪十二 中宗元皇帝上建武元年（丁丑、317）, 资治通鉴 卷90, right after a 初 paragraph): the story's
        year from there on, never an aside."""
        p = c.parts
        if p.year is None or (p.gloss_year is None and p.gloss_year_gz is None):
            return False
        end = self.view.find("\n", c.end)
        return not self.view[c.end:len(self.view) if end < 0 else end].strip()

    def _boundary(self, s: int) -> bool:
        """True when a bare date at ``s`` starts a clause (or follows 至, 于 …)."""
        if s == 0 or self.view[s - 1] in self.w.clause:
            return True
        return any(self.view.startswith(p, s - len(p)) for p in self.w.prepositions if s >= len(p))

    def _cued(self, s: int) -> bool:
        """True when a word that names the time stands before ``s`` (时当仲秋, 正赶上夏季)."""
        return any(self.view.startswith(x, s - len(x)) for x in self.w.month_word_before if s >= len(x))

    def _followed_by(self, e: int, words: tuple[str, ...]) -> bool:
        return any(self.view.startswith(x, e) for x in words)

    # ---- parts -----------------------------------------------------------
    def _part(self, kind: str, s: int, e: int, tok: str) -> None:
        w, p = self.w, Parts()
        if kind == "rel":
            if tok in w.rel_days:
                p.rel_days = w.rel_days[tok]
            elif tok in w.rel_months:
                kind, p.month_rel = "relmonth", w.rel_months[tok]
            else:
                kind, p.year_rel = "relyear", w.rel_years[tok]
            if (s and self.view[s - 1] in w.veto_before.get(tok, "")) or \
                    (e < len(self.view) and self.view[e] in w.veto_after.get(tok, "")):
                return
        elif kind == "relc":
            tail, body, n = self._count(tok)
            pend = self.pending
            if pend is not None and pend.last in ("mon", "bleap", "relmonth") and pend.gap_end == s and n \
                    and body not in w.count_numerals:
                return self._part("day", s, e - len(tail), tok[:-len(tail)])  # 十月十三日后: the day itself
            sign = w.count_after[tail]
            if not n:
                return
            p.rel_days = (sign * n, sign * n)
        elif kind == "relcy":  # 三年后: a count of years
            tail, _, n = self._count(tok)
            if not n:
                return
            p.year_rel = w.count_after[tail] * n
        elif kind == "yr":
            if not self._year(p, s, tok):
                return
            s = s - len(p.era_written or p.era or p.unknown_era or "")
        elif kind == "gz":
            if (tok[1] in w.branch_variants or tok[0] in w.stem_variants) \
                    and (e >= len(self.view) or self.view[e] not in w.clause):
                return  # 癸已， is a misprinted day; 自己已经 is not
            n = w.sexagenary(tok[:2])
            era = self._era_before(s)
            if n is not None and era and not tok.endswith(w.new_moon_suffix):
                # 康熙己未四月: the era's year named by its 干支 (康熙十八年)
                kind, p.era, p.year_gz = "yr", era, n
                s -= len(era)
            else:
                if n is None or tok[-1] in w.year_suffixes:
                    return
                pend = self.pending
                if pend is not None and pend.last == "yr" and pend.gap_end == s and not tok.endswith(w.new_moon_suffix):
                    # 三十五年丙子春正月 (清史稿): the year's own 干支, written right after it; a day
                    # opens its clause
                    pend.parts.gloss_year_gz = n
                    pend.end = pend.gap_end = e
                    return
                p.gz, p.new_moon = n, tok.endswith(w.new_moon_suffix)
                if tok[1] in w.branch_variants:
                    # 癸己 (后汉书 光武帝纪), 辛己 (资治通鉴 卷141): a misprinted branch, read as the day it can only be
                    self.warnings.append(ParseWarning(self.line, "misprinted_day", (
                        f"{tok[:2]}: no such day; read as {tok[0]}{w.branch_variants[tok[1]]}, the branch misprinted")))
                elif tok[0] in w.stem_variants:
                    self.warnings.append(ParseWarning(self.line, "misprinted_day", (
                        f"{tok[:2]}: no such day; read as {w.stem_variants[tok[0]]}{tok[1]}, the stem misprinted")))
        elif kind == "season":
            if (s and self.view[s - 1] in w.season_list_marks) or self._followed_by(e, tuple(w.season_list_marks)):
                return  # 招合夷、夏: a word of a list
            if e < len(self.view) and self.view[e] in w.clause and not season_opens(self.view, s, w):
                return  # 禽之以献于夏；(资治通鉴 卷116): the state 夏 ending a clause, no season
            p.season = tok
            if s and self.view[s - 1] in self.w.this_word:
                p.year_rel = 0  # 是春: this year's spring, as 是岁 is this year
        elif kind in ("mon", "bleap"):
            if kind == "mon" and s and self.view.endswith(w.count_months_before, 0, s):
                return  # 凡八月，功成 (元史 脱脱传), 拒守三月: how many months, no month
            if kind == "bleap":
                p.leap_after = True
            else:
                body = tok[len(w.leap_prefix):] if tok.startswith(w.leap_prefix) else tok
                p.leap, p.month = body != tok, w.named_months.get(body[:-1]) or w.number(body[:-1])
                if not p.month or p.month > 12:
                    if p.month and 13 <= p.month <= 19:  # 闰十三月: no year has it (not 七八月, July or August)
                        self.warnings.append(ParseWarning(self.line, "month_out_of_range",
                                                          f"{tok}: a year has no {p.month}th month; not read as a date"))
                    return
        elif kind == "nyd":  # 元旦: the first day of the first month
            if not (self._boundary(s) or self.pending is not None and self.pending.gap_end == s):
                return
            p.month, p.day = 1, 1
        elif kind == "monw":
            if not (self._boundary(s) or self._cued(s) or self.pending is not None and self.pending.gap_end == s):
                return  # 时当仲秋, 开元十三年仲冬 (唐史演义 第四十四回), not a 仲秋 inside other words
            kind, p.month = "mon", w.seasonal_months[tok]
        elif kind == "seasonw":
            if not (self._boundary(s) or self._cued(s) or self.pending is not None and self.pending.gap_end == s) or \
                    any(self.view.startswith(x, s - len(x)) for x in w.not_before_season if s >= len(x)):
                return  # 正赶上夏季, not 华夏天下 or 每到冬天
            kind, p.season = "season", w.season_words[tok]
        elif kind == "day":
            p.day = self._day_number(tok)
            if not p.day or p.day > 30:
                if p.day and 31 <= p.day <= 39:  # 三十一日: no lunar month has it (not 五六日 or 四十日, counts)
                    self.warnings.append(ParseWarning(self.line, "day_out_of_range",
                                                      f"{tok}: no lunar month has {p.day} days; not read as a day"))
                return
        elif kind == "phase":
            p.phase = w.phases[tok[0]]
        elif kind == "xun":
            if tok in w.xun_before_pause and e < len(self.view) and self.view[e] not in w.clause:
                return
            p.xun = w.xun_after_month[tok]
        elif kind == "xunw":
            p.xun = w.xun_words[tok]
        self._add(kind, s, e, tok, p)

    def _era_before(self, s: int) -> str | None:
        """The era name written right before offset ``s``, if any (贞观 in 贞观十九年, 康熙 in 康熙己未)."""
        floor = self.pending.end if self.pending else self.dates[-1].end if self.dates else 0
        names = cal.era_names()
        return next((self.view[s - k:s] for k in (6, 5, 4, 3, 2) if s - k >= floor and self.view[s - k:s] in names),
                    None)

    def _day_number(self, tok: str) -> int | None:
        """十八 of 十八日, 3 of 初三 (初 takes one numeral: 初一 … 初十)."""
        if tok.startswith(self.w.day_prefix):
            return self.w.number(tok[1:2])
        return self.w.number(tok[:-1])

    def _year(self, p: Parts, s: int, tok: str) -> bool:
        """Read a year token and the era written before it; False when it is no date."""
        n = self.w.number(tok[:-1])
        if n is None:
            return False
        p.year = n
        p.zai = tok[-1] != self.w.labels["year"]  # 天宝十四载: years in 载, not 年
        era = self._era_before(s)
        pend = self.pending
        if not era and pend is not None and pend.parts.era and pend.parts.year is not None and pend.last == "yr" \
                and self.view[pend.end:s] and all(ch in self.w.year_list for ch in self.view[pend.end:s]):
            era = pend.parts.era  # 乾宁三年、四年: 乾宁四年
        if era:
            p.era = era
            return True
        if p.zai and n == 1:
            return False  # 元载 with no era is a man (the minister 元载, 资治通鉴 卷223): 至德元载 names its era
        floor = self.pending.end if self.pending else self.dates[-1].end if self.dates else 0
        if self._boundary(s):
            p.western = n >= 100
            return True
        three = self.view[s - 3:s] if s >= 3 else ""
        if len(three) == 3 and s - 3 >= floor and (nameless := cal.nameless_era(three)) is not None:
            # 且说汉高祖十年七月 (前汉演义 第三十七回), 秦始皇三十七年: his state named too, a name of no other word
            p.era, p.era_written = nameless, three
            return True
        two = self.view[s - 2:s] if s >= 2 else ""
        if len(two) == 2 and all("\u4e00" <= ch <= "\u9fff" and ch not in self.w.digits for ch in two) \
                and s - 2 >= floor and (self._boundary(s - 2) or self._cued(s - 2)):  # (时值高后八年, its 白话)
            nameless = cal.nameless_era(two)
            if nameless is not None:  # 高祖十一年, 高后八年 (史记 孝文本纪): the years of a ruler with no era name
                p.era, p.era_written = nameless, two
            else:
                p.unknown_era = two
            return True
        return False

    def _add(self, kind: str, s: int, e: int, tok: str, p: Parts) -> None:
        pend = self.pending
        if pend is not None and kind == "gz" and pend.last == "phase" and pend.parts.phase == 1 and s == pend.gap_end \
                and p.gz is not None and not p.new_moon:
            # 三月朔壬寅 (扈从西巡日录), 以十二月朔癸酉为… (资治通鉴 卷36): 三月壬寅朔 written the other way
            pend.parts.phase, pend.parts.gz, pend.parts.new_moon = None, p.gz, True
            pend.end = pend.gap_end = e
            pend.kinds.append(kind)
            return
        if pend is not None and kind == "gz" and pend.last == "day" and s == pend.gap_end and pend.parts.gz is None \
                and p.gz is not None and not p.new_moon:
            # 十一月二十日甲子 (三国演义 第四十九回), 六月十五日庚午: the day's 干支 after its number
            # restates it, as a gloss does: checked, and a doubt when they disagree
            pend.parts.gloss_day_gz = p.gz
            pend.end = pend.gap_end = e
            pend.kinds.append(kind)
            return
        if pend is not None and pend.kinds == ["gz"] and kind in ("season", "mon", "bleap") and s == pend.gap_end \
                and pend.parts.gz is not None and not pend.parts.new_moon and not pend.parts.gloss_day_gz \
                and not (kind == "season" and self._followed_by(e, self.w.season_as_term)):
            # 丁丑八月 (元史 木华黎传), 乙酉四月 and 戊子春三月朔 (长春真人西游记), 丙子十月十七日 (徐霞客游记): a 干支
            # written right before a month or a season names the year, as a day comes after its month
            pend.parts.cyclic_gz, pend.parts.gz = pend.parts.gz, None
            pend.last, pend.kinds[0] = "yr", "yr"
        if pend is not None and kind in _RANK and _RANK[kind] > _RANK.get(pend.last, 9) and s >= pend.gap_end \
                and len(gap := self.view[pend.gap_end:s]) <= 2 and all(ch in self.w.joiners for ch in gap) \
                and (kind != "xun" or not gap) and not pend.parts.rel_days:
            for f in ("season", "month", "leap", "leap_after", "month_rel", "day", "phase", "gz", "new_moon", "xun"):
                v = getattr(p, f)
                if v is not None and v is not False:
                    setattr(pend.parts, f, v)
            pend.end = pend.gap_end = e
            pend.last = kind
            pend.kinds.append(kind)
            return
        self._flush()
        if kind == "xun" or (kind == "phase" and not self._boundary(s)):
            return
        if kind in ("mon", "bleap") and s and (self.view[s - 1] in self.w.not_before_month
                                               or self.view[max(0, s - 2):s] in self.w.not_before_month):
            return
        if kind in ("day", "gz") and not self._boundary(s):
            return
        if kind == "day" and (p.day == 1 and not tok.startswith(self.w.day_prefix) or tok[-1] in self.w.weak_day_suffixes):
            return  # 一日 alone is "one day", and 三号 alone a number
        speech = self.layout.in_speech(s)
        # A date inside a bracketed note is the annotator's, and one in a 卷's span heading the
        # compiler's: read like speech, never the story's clock.
        note = bool(self.notes) or self.layout.in_heading(s) or self.layout.in_note(s)
        self.pending = _Compound(p, s, e, e, self.line, speech or note, self.layout.in_flashback(s) or note, kind, [kind])

    def _count(self, tok: str) -> tuple[str, str, int | None]:
        """三日后, 两天后, 三年之后: the word after the count, the count as written, and its number."""
        w = self.w
        tail = next(k for k in sorted(w.count_after, key=len, reverse=True) if tok.endswith(k))
        body = tok[:-len(tail) - 1]
        return tail, body, w.count_numerals.get(body) or w.number(body)

    def _gloss(self, kind: str, s: int, tok: str) -> None:
        """A bracketed gloss right after a date restates it: check it, do not count it.
        A year with a name before it is another reckoning's (建隆二年（辽应历十一年）)."""
        pend = self.pending
        if pend is None:
            return
        if kind == "yr":
            west = self.w.gloss_western_prefix
            if s and self.view[s - 1] not in self.w.clause and not self.view.startswith(west, s - len(west)):
                return
            pend.parts.gloss_year = self.w.number(tok[:-1])
        elif kind == "gz" and (n := self.w.sexagenary(tok[:2])) is not None:
            if pend.parts.has_day():
                pend.parts.gloss_day_gz = n
            else:
                pend.parts.gloss_year_gz = n
        elif kind == "day":
            pend.parts.gloss_day = self._day_number(tok)

    # ---- resolving -------------------------------------------------------
    def _keep(self, c: _Compound) -> bool:
        """Whether a finished date is one, now that what follows it is known; a month kept for the 间 after it
        (四月间) takes the 间 into its span."""
        only = c.kinds[0] if len(c.kinds) == 1 else ""
        p, e = c.parts, c.end
        if p.unknown_era:
            return p.has_month() or bool(p.season) or p.year == 1
        if only == "season":
            if any(self.view.startswith(x, c.start - len(x)) for x in self.w.season_cues if c.start >= len(x)):
                return True  # 时方冬寒
            return (self._boundary(c.start) or self._cued(c.start)) and e < len(self.view) and self.view[e] in self.w.clause
        written = self.view[c.start:e]
        if p.era is None and p.year is not None and written.endswith(self.w.first_year_counted) \
                and not written.endswith("十" + self.w.first_year_counted):
            return False  # 一年已过 (清史演义 第九十一回), 止得一年: a year's time; the first year is 元年 (十一年, 二十一年 are years)
        if not p.era and p.year is None and written.endswith(self.w.first_month_counted) \
                and not written.endswith("十" + self.w.first_month_counted) \
                and not (c.start == 0 or self.view[c.start - 1] in self.w.clause):
            return False  # 已及一月 (清史演义 第九十回), 又越一月 (两晋演义): a month's time; the first month is 正月
        if only == "yr" and p.era is None:
            return not self._followed_by(e, self.w.not_after_year)
        if only == "relyear" and self._followed_by(e, self.w.not_after_relative_year):
            return False  # 越年余，云南千户王政…  (明史演义): "more than a year later", a time gone by, not a year
        if c.kinds[-1] in ("mon", "bleap") and p.month not in (None, 1) and self._followed_by(e, self.w.month_about) \
                and (p.era or p.year is not None or self._boundary(c.start)):
            c.end = c.gap_end = e + len(next(w for w in self.w.month_about if self.view.startswith(w, e)))
            return True  # 二月间启行，四月间至兴和 (明史演义): in that month, not a span of months
        if c.kinds[-1] in ("mon", "bleap") and not p.era and p.year is None:
            return not self._followed_by(e, self.w.not_after_month)
        if only == "day":
            return not self._followed_by(e, self.w.not_after_day)
        if only == "gz":
            return e >= len(self.view) or self.view[e] not in self.w.not_after_sexagenary
        return True

    def _flush(self) -> None:
        c, self.pending, self.gloss = self.pending, None, False
        if c is None or not self._keep(c):
            return
        c.flashback = c.flashback or (not c.speech and self._since(c))
        mode = "speech" if c.speech else "flashback" if c.flashback else \
            "heading" if self._year_heading(c) else \
            "reference" if c.parts.era and not (self._boundary(c.start) or self._cued(c.start)) else \
            "heading" if c.parts.year is not None and (not c.parts.era or c.parts.new_moon) \
            and self._entry_start(c.start) else "narrative"
        if mode == "narrative" and c.parts.year is not None and self._after_cue(c.start):
            mode = "reference"  # 总计麓川一役，自正统四年出兵，直至十四年 (明史演义): since when, not a slip for the clock's year
        plan, head = self._plan(c), self._entry_start(c.start) or self._sentence_start(c.start)
        aside = 0.0 if plan else self._aside_cost(c.start, head)
        if c.kinds[0] == "relcy":  # 四年后，…: maybe a look ahead
            aside = min(aside, self.w.decoder.aside["counted_years"])
        # (a line's own time after the one date of the text's opening background: see _options)
        told = self.told
        after_background = len(told) == 1 and not told[0].c.parts.has_day() and self._in_first_sentence(c.start)
        self.slots.append(_Slot(c, mode, self.text[c.start:c.end], self.view[c.start:c.end],
                                aside, head, self._naming(c), plan, after_background))
        if mode != "speech" and len(told) < 2:
            told.append(self.slots[-1])

    def _plan(self, c: _Compound) -> bool:
        """请求恢复十一月选官，到次年三月完毕, 明年当发兵击汝: a date under a request, a wish, a deadline or a
        threat."""
        dec, view = self.w.decoder, self.view
        before = _CLAUSE_END.split(view[max(0, c.start - _PLAN_REACH):c.start])[-1]
        after = _CLAUSE_END.split(view[c.end:c.end + _PLAN_REACH], maxsplit=1)[0]
        return any(w in before for w in dec.plan_in_clause) or any(w in after for w in dec.plan_after) \
            or after.startswith(dec.plan_right_after)

    def _naming(self, c: _Compound) -> bool:
        """以明年为景泰元年: a year named, not entered (the date before 为, and the one after it)."""
        dec, view = self.w.decoder, self.view
        if any(view.startswith(w, c.end) for w in dec.naming_between) and \
                any(view.startswith(w, c.start - len(w)) for w in dec.naming_before if c.start >= len(w)):
            return True
        last = self.slots[-1] if self.slots else None
        return last is not None and last.naming and any(
            view.startswith(w, last.c.end) and last.c.end + len(w) == c.start for w in dec.naming_between)

    def _after_cue(self, s: int) -> bool:
        """Whether a word that frames the date at ``s`` as another time than the story's stands right
        before it: 自正统四年出兵 (since), 以七月十七日抵北京 (on the day set), 欲以十月会于幽州."""
        dec = self.w.decoder
        return any(self.view[max(0, s - n):s] in dec.aside_before for n in dec.aside_lengths)

    def _aside_cost(self, s: int, head: bool) -> float:
        """What reading the date at ``s`` as an aside costs, by where it stands: opening a
        sentence or entry (``head``), after a comma, inside a clause, or after 自/以/期 …"""
        costs = self.w.decoder.aside
        if self._after_cue(s):
            return costs["cue"]
        if head:
            return costs["head"]
        return costs["clause"] if self.view[s - 1] in self.w.clause else costs["inner"]

    # ---- decoding ----------------------------------------------------------
    def _decode(self) -> None:
        """Choose, for every date at once, its reading and whether it moves the clock.

        Readings are scored by the doubts they raise, the jumps they make and the asides
        they take (``[decoder]`` of the data file); a beam of the best readings so far
        runs through the dates in order (Viterbi over clock states, merged when equal)."""
        dec = self.w.decoder
        start = _State(self.clock, None, 0)
        beam: list[_Hyp] = [_Hyp(0.0, start, None)]
        # Two readings that reach one state share their future: the loser's extra cost is
        # exactly what the winner is ahead by, for every date where the two differ.
        merges: list[tuple[tuple, tuple, float]] = []
        for slot in self.slots:
            lead = beam[0]
            first = self._options(slot, lead.state)
            if len(beam) == 1 and len(first) == 1:  # the usual case: one reading so far, one way on
                cost, placed, state, aside = first[0]
                beam = [_Hyp(lead.cost + cost, state, (lead.chain, placed, aside))]
                continue
            floor = lead.cost + min(o[0] for o in first)  # the others, only while they can still compete
            best: dict[tuple, _Hyp] = {}
            for i, hyp in enumerate(beam):
                if i and hyp.cost > floor + dec.prune:
                    break
                for cost, placed, state, aside in (self._options(slot, hyp.state) if i else first):
                    total, key, chain = hyp.cost + cost, state.key(), (hyp.chain, placed, aside)
                    if key not in best:
                        best[key] = _Hyp(total, state, chain)
                    elif total < best[key].cost:
                        merges.append((chain, best[key].chain, best[key].cost - total))
                        best[key] = _Hyp(total, state, chain)
                    else:
                        merges.append((best[key].chain, chain, total - best[key].cost))
            ranked = sorted(best.values(), key=lambda h: h.cost)
            beam = [h for h in ranked[:dec.beam] if h.cost <= ranked[0].cost + dec.prune]
        runners = _runners_up(beam, merges)
        chosen: list[tuple[Placed, bool]] = []
        chain = beam[0].chain if beam else None
        while chain is not None:
            chain, placed, aside = chain
            chosen.append((placed, aside))
        chosen.reverse()
        self.clock = beam[0].state.clock if beam else self.clock
        for slot, (placed, aside) in zip(self.slots, chosen):
            c = slot.c
            runner = runners.get(id(placed))
            if runner is not None and runner[0] < dec.doubtful_margin:
                placed.warnings.append(("doubtful", f"{slot.view}: read as {placed.label}; {runner[1].label} is "
                                        f"nearly as likely (margin {runner[0]:.1f})"))
            if placed.lunar_only and not self.warned_no_context:
                self.warned_no_context = True
                self.warnings.append(ParseWarning(c.line, "no_context", "no starting date: dates keep their lunar "
                                                  "labels and have no JDN (give a context such as 贞观十九年九月)"))
            # quoted as the text writes it: 乾封元年, not its matching view 干封元年
            self.warnings.extend(ParseWarning(c.line, kind, msg.replace(slot.view, slot.text, 1))
                                 for kind, msg in placed.warnings)
            self.dates.append(_mention(c, slot.text, placed, aside, runner))

    def _options(self, slot: _Slot, state: _State) -> list[tuple[float, Placed, _State, bool]]:
        """The readings of one date from one clock state: (cost, reading, next state, aside)."""
        c, mode, clock = slot.c, slot.mode, state.clock
        if mode == "flashback" and state.flash is not None and state.flash_line == c.line:
            mode, clock = "aside", state.flash  # later dates of a flashback run on from its first
        placed = self.resolver.place(c.parts, clock, mode, slot.view)
        doubts = sum(self.w.decoder.doubts.get(kind, 0.0) for kind, _ in placed.warnings) if placed.warnings else 0.0
        # what this path has done that the text now contradicts: every reading of this date pays it
        late = self.w.decoder.month_named_late if self._named_late(c.parts, state) else 0.0
        doubts += late
        if c.parts.month is not None and c.parts.gz is not None and \
                any(k == "sexagenary_not_in_month" for k, _ in placed.warnings):
            doubts += self.w.decoder.month_overruled  # 十二月乙巳 read in 正月: against the text's month
        if clock is not None and clock.start is not None and clock.end is not None and c.parts.has_day() \
                and not c.parts.has_month() and c.parts.year is None and clock.end - clock.start > 31:
            doubts += self.w.decoder.loose_day  # 以明年为景泰元年 … 甲申: a day with no month the clock could give
        clock_inside = state.clock is not None and state.clock.start is not None and placed.start is not None \
            and placed.start <= state.clock.start <= (placed.end or 0)
        if clock_inside and (c.parts.year_rel == 0 or mode == "heading" and _restated(c.parts, placed, state.clock)):
            # 是岁，高丽大饥: the year the story is in; 唐纪十一…贞观十一年（丁酉、637） opening the next 卷 in it (资治通鉴
            # 卷195, after 四月): the year restated. The day stays where it was.
            placed.moves = False
        if slot.naming and placed.clock is not None and mode in ("narrative", "reference"):
            return [(doubts, placed, state, True)]
        if placed.clock is not None and mode in ("narrative", "reference", "heading") and placed.moves:
            rolled = self._rolled(c.parts, state, placed)
            move = self.w.decoder.plan_move if slot.plan else self._in_passing(slot)
            moved = (doubts + move + self._jump(c.parts, placed, state.clock), placed,
                     _State(placed.clock, state.flash, state.flash_line, bool(rolled)), False)
            options = [moved]
            month = self._month_wins(slot, state.clock, placed) if state.clock is not None else None
            if month is not None and month.clock is not None:
                options.append((late + self.w.decoder.miscopied_day, month,
                                _State(month.clock, state.flash, state.flash_line), False))
            if mode == "heading" or state.clock is None or state.clock.start is None:
                return options  # a heading, or the first calendar date: nothing to step aside from
            if slot.aside != float("inf"):
                options.append((doubts + slot.aside, placed, state, True))
            slip = self._slip(slot, state.clock, placed)
            if slip is not None:
                options.append((late + self.w.decoder.slip, slip, state, False))
            back = self._month_back(slot, state.clock, placed)
            if back is not None and back.clock is not None:
                options.append((late + self.w.decoder.month_back, back,
                                _State(back.clock, state.flash, state.flash_line), False))
            return options
        if placed.clock is not None and mode == "narrative" and c.parts.year is not None and not slot.plan \
                and c.parts.year_rel != 0 and placed.start is not None and state.clock is not None \
                and state.clock.end is not None and 0 < placed.start - state.clock.end <= self.w.decoder.line_ahead_days \
                and slot.after_background:
            # 高后八年七月，高后崩 in the first sentence of a line, after the opening background's 高祖十一年 (史记
            # 孝文本纪): a later era, with no word of looking ahead, is where the story begins (not 成化十一年 after a
            # story told in 景泰: told in advance)
            ahead = _State(placed.clock, state.flash, state.flash_line)
            goes_on = replace(placed, moves=True, warnings=list(placed.warnings))
            return [(doubts + self.w.decoder.restart, placed, state, False), (doubts, goes_on, ahead, False)]
        if placed.clock is not None and mode == "narrative" and c.parts.year is not None and slot.head \
                and not slot.plan and c.parts.year_rel != 0:
            # 正统十四年秋八月 opening the next 本纪 after 九月癸未: a look back, or the story
            # starting again from there (with its doubt)
            restart = _State(placed.clock, state.flash, state.flash_line)
            if self._era_goes_on(placed, state.clock):  # 隆兴元年，兼淮西招抚使 after 绍兴: the story goes on
                goes_on = replace(placed, moves=True, warnings=list(placed.warnings))
                return [(doubts + self.w.decoder.restart, placed, state, False), (doubts, goes_on, restart, False)]
            return [(doubts, placed, state, False), (doubts + self.w.decoder.restart, placed, restart, False)]
        if placed.clock is not None and mode in ("flashback", "aside"):
            return [(doubts, placed, _State(state.clock, placed.clock, c.line), False)]
        return [(doubts, placed, state, False)]

    def _era_goes_on(self, placed: Placed, clock: Clock | None) -> bool:
        """Whether a full date opening a sentence, of a later era of the clock's dynasty a few years ahead, goes on
        with the story (孝宗即位…。隆兴元年，兼淮西招抚使 after 绍兴二十九年, 宋史 李显忠传) rather than looking ahead."""
        ahead = placed.clock
        if ahead is None or ahead.era is None or clock is None or clock.era is None or clock.end is None \
                or placed.start is None:
            return False
        return ahead.era.dyn_id == clock.era.dyn_id and ahead.era.era_id != clock.era.era_id \
            and 0 < placed.start - clock.end <= self.w.decoder.era_ahead_days

    @staticmethod
    def _rolled(p: Parts, state: _State, placed: Placed) -> bool:
        """Whether a reading enters a new month that the text does not name (a bare day past the
        month's end), or stays in one so entered."""
        clock = state.clock
        if clock is None or clock.era is None or clock.start is None or placed.start is None \
                or p.year is not None or p.month is not None:
            return False
        here = cal.month_containing(clock.era.cal_stream, clock.start)
        there = cal.month_containing(clock.era.cal_stream, placed.start)
        if here is None or there is None:
            return False
        return state.rolled if there == here else p.has_day()

    @staticmethod
    def _named_late(p: Parts, state: _State) -> bool:
        """甲午 … 庚申 read in 十二月, then 十二月，乙巳: the text names the month the clock had
        already rolled into; annals name a month at its first entry, so the roll was wrong."""
        clock = state.clock
        if not state.rolled or p.month is None or p.year is not None or clock is None or clock.era is None \
                or clock.start is None:
            return False
        here = cal.month_containing(clock.era.cal_stream, clock.start)
        return here is not None and (here.month, here.leap) == (p.month, p.leap)

    def _month_wins(self, slot: _Slot, clock: Clock, ahead: Placed) -> Placed | None:
        """十二月，乙巳 where 十二月 has no 乙巳; 甲午 … 庚申 where the month has no 庚申: the month
        the text is in outweighs a 干支 (one miscopied stroke makes 丙申 庚申). The reading is
        the named month, or the rest of the month the story is in."""
        p = slot.c.parts
        if not ahead.warnings or p.gz is None or p.new_moon or (p.year is not None and p.month is None) \
                or slot.mode not in ("narrative", "heading") or clock.era is None or clock.start is None \
                or not any(k == "sexagenary_not_in_month" for k, _ in ahead.warnings):
            return None
        if p.month is not None:
            named = self.resolver.place(replace(p, gz=None, gloss_day=None, gloss_day_gz=None), clock, "narrative",
                                        slot.view)
            if named.start is None or named.end is None:
                return None
            start, end = named.start, named.end
        else:
            here = cal.month_containing(clock.era.cal_stream, clock.start)
            if here is None:
                return None
            start, end = clock.start, here.last_jdn
        era = cal.era_at(start, clock.era.dyn_id) or clock.era
        month = cal.month_containing(era.cal_stream, start)
        if month is None:
            return None
        label = self.resolver.out.month_of(era, month)
        name = self.w.sexagenary_name(p.gz)
        placed = Placed(label, "month" if p.month is not None else "range", start, end, warnings=[(
            "sexagenary_not_in_month", f"{slot.view}: {label} has no {name} day; read as the month the text is in "
            f"(the {name} is likely miscopied; the next {name} is {ahead.label})")])
        placed.clock = Clock(era, start, end, label)
        return placed

    def _slip(self, slot: _Slot, clock: Clock, ahead: Placed) -> Placed | None:
        """十二月乙酉 … 壬午: a bare day that falls before the clock in the clock's own month, read
        as written (a slip of the text), instead of the same day a month or two on."""
        p = slot.c.parts
        if p.has_month() or p.year is not None or p.rel_days is not None or not (p.gz or p.day) or p.new_moon \
                or slot.mode != "narrative" or clock.era is None or clock.start is None or clock.end is None \
                or ahead.start is None or ahead.start - clock.end <= 0:
            return None
        here = cal.month_containing(clock.era.cal_stream, clock.start)
        if here is None:
            return None
        jdn = here.first_jdn + ((p.gz - here.first_gz) % 60 if p.gz else (p.day or 0) - 1)
        if not here.first_jdn <= jdn < clock.start:
            return None
        label = self.resolver.out.span_label(cal.era_at(jdn, clock.era.dyn_id) or clock.era, jdn, jdn)
        return Placed(label, "day", jdn, jdn, warnings=[("chronology", (
            f"{slot.view} falls before {clock.label} in its month; read as written, in that month "
            f"(the next {slot.view} is {ahead.label})"))], moves=False)

    def _month_back(self, slot: _Slot, clock: Clock, ahead: Placed) -> Placed | None:
        """五月 named when the clock stands in 六月: the month just behind, in the clock's year,
        read as written (the clock had run too far, or the text slipped), instead of the next
        year's 五月 that no year heading announced (旧唐书 德宗纪 兴元元年: 壬申 … 甲寅 rolled the
        clock into 六月, then 五月，淮南节度使…)."""
        p = slot.c.parts
        if not p.has_month() or p.year is not None or p.year_rel is not None or p.era or slot.mode != "narrative" \
                or clock.era is None or clock.start is None or ahead.start is None:
            return None
        here = cal.month_containing(clock.era.cal_stream, clock.start)
        there = cal.month_containing(clock.era.cal_stream, ahead.start)
        if here is None or there is None or there.year <= here.year:
            return None  # no unwritten turn of the year to avoid
        back = self.resolver.place(p, clock, "flashback", slot.view)
        if back.start is None or back.clock is None or not 0 < clock.start - back.start <= self.w.decoder.month_back_days:
            return None
        first = cal.month_containing(clock.era.cal_stream, back.start)
        if first is not None and first.year < clock.era.ind_year(1):
            return None  # no year before the era's first (十二月甲子 in 建武元年 is no 建武0年)
        back.warnings.append(("chronology", f"{slot.view} runs back from {clock.label}; read in its year, as "
                              f"written, not as {ahead.label}"))
        return back

    def _in_passing(self, slot: _Slot) -> float:
        """What moving the clock costs on a year ahead told in passing: no month or day, not opening its sentence,
        straight before its verb (…即以袭志为桂州总管，明年入朝)."""
        p, end = slot.c.parts, slot.c.end
        if slot.head or not p.year_rel or p.year_rel < 0 or p.has_month() or p.has_day() or p.season \
                or end >= len(self.view) or self.view[end] in self.w.clause or not self.view[end].strip():
            return 0.0
        return self.w.decoder.year_in_passing

    def _jump(self, p: Parts, placed: Placed, clock: Clock | None) -> float:
        """The cost of a reading whose year is implied running ahead of the clock: per month
        past the days its precision lets pass, and for a turn of the year not written."""
        if clock is None or clock.era is None or clock.end is None or placed.start is None \
                or p.year is not None or p.era or p.year_rel is not None or p.rel_days is not None:
            return 0.0
        gap = placed.start - clock.end
        if gap <= 0:
            return 0.0
        dec = self.w.decoder
        cost = max(0, gap - dec.free_days.get(placed.precision, 30)) / 30 * dec.jump_per_month
        if p.has_month():
            here = cal.month_containing(clock.era.cal_stream, clock.end)
            there = cal.month_containing(clock.era.cal_stream, placed.start)
            if here is not None and there is not None and there.year > here.year:
                cost += dec.year_turn
        return cost


@dataclass(frozen=True, slots=True)
class _Slot:
    """One date found, waiting for the decoder: its parts, how it is told, and what an aside costs."""

    c: _Compound
    mode: str  # speech, flashback, reference, heading or narrative
    text: str
    view: str
    aside: float
    head: bool  # opening a sentence or an entry
    naming: bool = False  # 以明年为景泰元年: always an aside
    plan: bool = False  # 到次年三月完毕: moving the clock costs, an aside nothing
    after_background: bool = False  # in a line's first sentence, after the text's one dayless date before it


@dataclass(frozen=True, slots=True)
class _State:
    """Where a reading of the text stands: the narrative clock, and a flashback's own clock on its line."""

    clock: Clock | None
    flash: Clock | None
    flash_line: int
    rolled: bool = False  # the clock's month was entered by a bare day, without the text naming it

    def key(self) -> tuple:
        c, f = self.clock, self.flash
        return (None if c is None else (c.start, c.end, c.label, c.era.era_id if c.era else None),
                None if f is None else (f.start, f.end, f.label, self.flash_line), self.rolled)


def _restated(parts: Parts, placed: Placed, clock: Clock) -> bool:
    """Whether a heading with its own 干支 names again the year of the era the finer ``clock`` is in (贞观十一年（丁酉、637）
    after 贞观十一年四月), not the year a coarser clock (the reader's 建隆元年) stands for."""
    return parts.gloss_year_gz is not None and clock.era is not None and placed.clock is not None \
        and placed.clock.era is not None and placed.clock.era.era_id == clock.era.era_id \
        and None not in (placed.start, clock.start, clock.end) \
        and clock.end - clock.start < (placed.end or 0) - placed.start  # type: ignore[operator]


@dataclass(slots=True)
class _Hyp:
    """A reading of the text so far: its cost, its state, and the chain of its choices."""

    cost: float
    state: _State
    chain: tuple | None


# How many dates back a rival reading is compared with the chosen one (rivals part and meet
# again within a few dates; the bound keeps the comparison linear in the text's length).
_RIVAL_REACH = 24


def _runners_up(beam: list[_Hyp], merges: list[tuple[tuple, tuple, float]]) -> dict[int, tuple[float, Placed]]:
    """For the dates of the chosen reading (keyed by the id of their :class:`Placed`), the best
    other reading that survived to a merge or to the end, and how much more it cost."""
    if not beam or beam[0].chain is None:
        return {}
    best = beam[0].chain
    on_path: set[int] = set()
    node: tuple | None = best
    while node is not None:
        on_path.add(id(node))
        node = node[0]
    rivals = [(best, h.chain, h.cost - beam[0].cost) for h in beam[1:] if h.chain is not None]
    rivals += [m for m in merges if id(m[0]) in on_path]
    out: dict[int, tuple[float, Placed]] = {}
    for mine, theirs, diff in rivals:
        for _ in range(_RIVAL_REACH):
            if mine is None or theirs is None or mine is theirs:
                break
            ours, other = mine[1], theirs[1]
            if other.start is not None and (other.start, other.end) != (ours.start, ours.end):
                if id(ours) not in out or diff < out[id(ours)][0]:
                    out[id(ours)] = (round(diff, 2), other)
            mine, theirs = mine[0], theirs[0]
    return out


def _mention(c: _Compound, text: str, placed: Placed, aside: bool = False,
             runner: tuple[float, Placed] | None = None) -> DateMention:
    a, b = placed.start, placed.end
    if a is not None and b is not None and a > b:
        a, b = b, a
    return DateMention(
        line=c.line, start=c.start, end=c.end, text=text, label=placed.label, precision=placed.precision,
        jdn_start=a, jdn_end=b,
        julian_start=cal.jdn_to_julian(a) if a is not None else None,
        julian_end=cal.jdn_to_julian(b) if b is not None else None,
        gregorian_start=cal.jdn_to_gregorian(a) if a is not None else None,
        gregorian_end=cal.jdn_to_gregorian(b) if b is not None else None,
        derived_from=placed.derived_from, in_speech=c.speech,
        era_id=placed.clock.era.era_id if placed.clock is not None and placed.clock.era is not None else None,
        flashback=(c.flashback or aside or not placed.moves and c.parts.year_rel != 0) and not c.speech,
        margin=runner[0] if runner else None, runner_up=runner[1].label if runner else None,
    )


def _context(context: str, era: cal.Era | None = None) -> tuple[DateMention, Clock, list[tuple[cal.Era, ...]]]:
    """The context's date, the clock it sets, and the eras its era name may be (several: 天兴)."""
    words = load_date_words()
    stripped = cal.nameless_era_context(context.strip())  # 高帝十一年: a ruler's years with no era name
    resolver = Resolver(words, era)
    scanner = _Scanner(stripped, words, resolver, None)
    scan = scanner.run()
    hint = "expected a reign year such as 贞观十九年九月"
    if len(scan.dates) != 1 or scan.dates[0].start != 0 or scan.dates[0].end != len(stripped):
        raise DateContextError(f"not a date: {context!r} ({hint})")
    problems = [w.message for w in scan.warnings if w.kind != "ambiguous_era"]
    mention = scan.dates[0]
    if problems or mention.jdn_start is None or scanner.clock is None:
        raise DateContextError(f"cannot place the date context {context!r}: {'; '.join(problems) or hint}")
    return mention, scanner.clock, resolver.ambiguous


def parse_context(context: str) -> DateMention:
    """The starting date a ``--context`` names, or :class:`DateContextError`; an era name several dynasties used may
    come after the one meant (东晋元兴元年: 402, not 东汉's 105).

    >>> parse_context("貞觀十九年九月").label
    '贞观十九年九月'
    >>> parse_context("东晋元兴元年").julian_start[:4], parse_context("元兴元年").julian_start[:4]
    ('0402', '0105')
    """
    context, era = _dynasty_context(context)
    return _context(context, era)[0]


@lru_cache(maxsize=64)
def _dynasty_context(context: str) -> tuple[str, cal.Era | None]:
    """A context that is no date as written but is one after a dynasty's name, the era of that dynasty among those
    of its name: 晋元兴元年 or 东晋元兴元年 → (元兴元年, 晋's 元兴), 吴元兴元年 → 三国吴's, 东汉元兴元年 → 东汉's. A context that is
    a date as written is left as it is (清泰三年, 西汉高帝二年).

    >>> [(c, e.dynasty, e.start_year) for c, e in map(_dynasty_context, ("晋元兴元年", "吴元兴元年", "东汉元兴元年"))]
    [('元兴元年', '晉', 402), ('元兴元年', '三國吳', 264), ('元兴元年', '東漢', 105)]
    >>> _dynasty_context("清泰三年")
    ('清泰三年', None)
    """
    try:
        _context(context)
        return context, None
    except DateContextError as exc:
        error = exc
    name = context.strip()
    for k in (3, 2, 1):
        prefix, rest = to_simplified(name[:k]), name[k:]
        try:
            _, clock, ambiguous = _context(rest)
        except DateContextError:
            continue
        eras = ambiguous[0] if ambiguous else ((clock.era,) if clock.era is not None else ())
        match = [e for e in eras if _dynasty_is(prefix, to_simplified(e.dynasty), load_date_words())]
        if match:
            return rest, match[0]
    raise error


def _dynasty_is(name: str, dynasty: str, words: DateWords) -> bool:
    """Whether a reader's dynasty ``name`` is sanmiao's ``dynasty`` (simplified): 晋 and 东晋 are 晋, 吴 is 三国吴."""
    return dynasty.endswith(name) or name.lstrip(words.dynasty_prefixes) == dynasty


def resolve_dates(text: str, context: str | None = None, *, simplified: str | None = None) -> DateScan:
    """Every date of ``text`` in reading order, resolved from ``context`` onwards.

    ``simplified`` is the text's same-length simplified view, when the caller
    already has one (:attr:`route.corpus.Text.simplified`): it saves converting twice.
    """
    words = load_date_words()
    glossed_era = None
    if context is None and (glossed := _glossed_year(simplified or to_simplified(text), words)) is not None:
        context, glossed_era = glossed  # 十九年（乙巳、645）: the text names its own year
    given, era = context, None
    if context is not None:
        context, era = _dynasty_context(context)  # 东晋元兴元年: the reader says whose 元兴
        era = era or glossed_era  # (前三年（丁亥、前154）: 景帝's 前元, not 文帝's; 太和四年（己巳、369）: 晋's)
    resolver, scan = _scan_with(text, context, words, simplified, era)
    if resolver.ambiguous:  # (the context's era is no longer among them when the reader named its dynasty)
        scan = _best_reading(text, context, words, simplified, resolver.ambiguous[0], scan)
    return DateScan(scan.dates, scan.warnings, given)


def _best_reading(text: str, context: str | None, words: DateWords, simplified: str | None,
                  eras: tuple[cal.Era, ...], scan: DateScan) -> DateScan:
    """Of the readings of an era name several dynasties used centuries apart (天兴: 北魏 398, 金 1232),
    the one whose months the text's days fit far better (金史 哀宗纪: 天兴元年…七月庚辰朔, which no 北魏
    month is: 6 doubts against 35), else, with no day to tell, the one whose ruler the text names by a
    name no other ruler bears and the other's not (its translation: 哀宗; not 世祖, which makes no
    后燕 建兴 of a 三国演义 chapter), or whose capital it names and the other's not, when its days fit as well or
    better (元史 太祖纪 from 大安三年: 金's 中都, not 遼's 大安 of 1085); else ``scan``, read in the earliest. One doubt more or less
    decides nothing (更始元年 of 后汉书 is 刘玄's, though a 西燕 更始 of 385 fits one 干支 better); nor do
    eras of one time (显德 of 後周, 南唐, 吴越: one calendar)."""
    simp = simplified or to_simplified(text)
    first = earliest_era(eras, words.standard_dynasties)  # (the reading ``scan`` was made in)
    # (not a two-character 公 or 王, a title many bear: 明公 of 前凉's 西平明公 is "my lord" in any text)
    named = {e.era_id: sum(simp.count(n) for n in cal.own_ruler_names(e) if len(n) > 1
                           and not (len(n) == 2 and n[-1] in words.generic_title_ends)) for e in eras}
    # …or, no ruler named, the one whose capital the text names and the other's not (三国演义 第八十七回: 建兴三年 with
    # 成都, 蜀's, not 晋's 建兴 of 315)
    seats = {e.era_id: sum(simp.count(n) for n in cal.capital_names(e.dynasty, e.start_year)) for e in eras}
    # …or, neither telling, the one near the other eras the text names (旧唐书 郭子仪传: 上元二年 and then 永泰元年, 大历元年:
    # 肃宗's 上元 of 760, not 高宗's of 674, the earliest)
    near = _near_other_eras(scan, eras, words.decoder.era_ahead_days)
    worst, chosen = _misfits(scan), first
    for era in eras:
        if abs(era.start_year - first.start_year) <= 1:
            continue
        other = _scan_with(text, context, words, simplified, era)[1]
        fewer = _misfits(other)
        if (2 * fewer < worst and worst - fewer >= 2) or (
                fewer <= worst and named[era.era_id] and not named[first.era_id]) or (
                fewer <= worst and not named[first.era_id] and seats[era.era_id] and not seats[first.era_id]) or (
                fewer <= worst and named[era.era_id] == named[first.era_id] and seats[era.era_id] == seats[first.era_id]
                and near[era.era_id] > near[chosen.era_id]):
            scan, worst, chosen = other, fewer, era
    return scan


def _near_other_eras(scan: DateScan, eras: tuple[cal.Era, ...], within: int) -> dict[int, int]:
    """For each of ``eras`` (one name's), how many other eras the text's dates write begin within ``within`` days of it:
    上元 of 760 has 永泰 (765) and 大历 (766) near it, 上元 of 674 none."""
    names = {e.name for e in eras}
    # (a date out of the story in the reading made, 光熙元年 after 东汉's 永兴, counts: the wrong reading makes it one)
    others = {e.start_jdn for d in scan.dates if d.era_id is not None and not d.in_speech
              and (e := cal.era_by_id(d.era_id)) is not None and e.name not in names
              and any(n in d.text for n in (e.name, e.name_trad, e.label))}  # (written, not counted on to: 仪凤 of 明年)
    return {e.era_id: sum(abs(s - e.start_jdn) <= within for s in others) for e in eras}


#: The doubts a day or month raises where it does not fit the calendar of the era it is read in.
_MISFIT_KINDS = frozenset(("sexagenary_not_in_month", "new_moon_mismatch", "no_leap_month", "day_out_of_range",
                           "gloss_mismatch", "season_mismatch", "no_such_month"))


def _misfits(scan: DateScan) -> int:
    return sum(w.kind in _MISFIT_KINDS for w in scan.warnings)


def _scan_with(text: str, context: str | None, words: DateWords, simplified: str | None,
               era: cal.Era | None) -> tuple[Resolver, DateScan]:
    """One reading of ``text`` from ``context``, with ``era`` for its ambiguous era names."""
    _, clock, ambiguous = _context(context, era) if context is not None else (None, None, [])
    resolver = Resolver(words, era or (clock.era if clock else None))
    scan = _Scanner(text, words, resolver, clock, simplified).run()
    resolver.ambiguous[:0] = ambiguous  # (the context's own era name first)
    return resolver, scan


def glossed_year_context(simp: str, words: DateWords | None = None) -> str | None:
    """The era year a text's first year heading glosses, as a context, when no date stands
    before it: 十九年（乙巳、645） → 贞观十九年 (the era whose year 十九 is 645); a ruler's years with
    no era name are his nameless era (秦 counts no era: 三十七年（辛卯、前210） → 秦始皇三十七年).

    >>> glossed_year_context("十九年（乙巳、645）\\n　　[1]春，二月，庚戌，上发洛阳。")
    '贞观十九年'
    >>> glossed_year_context("十一年（癸酉，公元493年）"), glossed_year_context("三十七年（辛卯、前210）")
    ('永明十一年', '秦始皇三十七年')
    >>> glossed_year_context("十四载（乙未、755）"), glossed_year_context("十二年（丙辰、416）")
    ('天宝十四载', '义熙十二年')
    """
    glossed = _glossed_year(simp, words or load_date_words())
    return glossed[0] if glossed else None


def _glossed_year(simp: str, words: DateWords) -> tuple[str, cal.Era] | None:
    """:func:`glossed_year_context` with the era the gloss's year picks among those of its name."""
    m = words.year_gloss.search(simp)
    if m is None or words.pattern.search(simp, 0, m.start()):
        return None  # no heading, or a date before it: that one starts the text
    n = words.number(m["n"])
    year = int(m["year"])
    year = 1 - year if m["bc"] else year  # 前210 is the astronomical year -209
    eras = cal.eras_with_year(n, year) if n else ()
    return (f"{eras[0].label}{m['n']}{m['unit']}", eras[0]) if eras else None


def resolve_dates_leniently(text: str, context: str | None = None, *, simplified: str | None = None) -> DateScan:
    """:func:`resolve_dates`, but a context that is not a date becomes a warning (line 0).

    >>> resolve_dates_leniently("十月十一日，御驾至营州。", "hello").warnings[0].kind
    'context'
    """
    try:
        return resolve_dates(text, context, simplified=simplified)
    except DateContextError as exc:
        scan = resolve_dates(text, simplified=simplified)
        warning = ParseWarning(0, "context", f"{exc}; dates are read without a starting context")
        return DateScan(scan.dates, (warning, *scan.warnings), None)


def find_dates(text: str, context: str | None = None) -> list[DateMention]:
    """The dates of ``text`` as a list (see :func:`resolve_dates`)."""
    return list(resolve_dates(text, context).dates)


def _width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def format_dates_table(scan: DateScan) -> str:
    """A plain aligned table of the dates, then the warnings."""
    head = ("line", "text", "label", "precision", "JDN", "Julian", "notes")
    rows = [head]
    for d in scan.dates:
        jdn = "" if d.jdn_start is None else str(d.jdn_start) if d.jdn_start == d.jdn_end else f"{d.jdn_start}–{d.jdn_end}"
        jul = "" if d.julian_start is None else d.julian_start if d.julian_start == d.julian_end \
            else f"{d.julian_start}–{d.julian_end}"
        notes = ", ".join(x for x in ("speech" if d.in_speech else "", "flashback" if d.flashback else "",
                                      f"from {d.derived_from}" if d.derived_from else "",
                                      f"or {d.runner_up} (+{d.margin:g})" if d.runner_up else "") if x)
        rows.append((str(d.line), d.text, d.label, d.precision, jdn, jul, notes))
    widths = [max(_width(r[i]) for r in rows) for i in range(len(head))]
    lines = ["  ".join(cell + " " * (widths[i] - _width(cell)) for i, cell in enumerate(r)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    if scan.warnings:
        lines += ["", f"{len(scan.warnings)} warning(s):"]
        lines += [f"  line {w.line}: [{w.kind}] {w.message}" for w in scan.warnings]
    return "\n".join(lines)
