"""Place one date expression on the calendar, in the light of the date before it.

:mod:`route.dates` finds the parts of a date (era, year, month, day …) and keeps
the narrative clock; this module turns the parts into a JDN range and a label,
and says what it doubted. It knows no words: labels come from the data file.
"""
from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field, replace

from route import calendar as cal
from route.calendar import Era, LunarMonth
from route.dates.labels import DateLabels
from route.dates.words import DateWords
from route.script import to_simplified

__all__ = ["Parts", "Clock", "Placed", "Resolver"]

# How far an implied month or year may roll forward before giving up.
_ROLL = 3
# A date that states its era and year and runs back at most this many days is a
# recap (read as written, the clock stays); further back it is a slip of the pen.
_RECAP_DAYS = 2 * 366
# How many years either side of the clock a bare year's own 干支 (十四年己卯) is looked for when no era has it.
_COUNTED_REACH = 30
# How many months either side of the clock a glossed 干支 (丙午（十一日）) is looked for.
_GLOSS_REACH = 8
# A clock this many days or more after the one before is no longer confirmed (see Clock.confirmed).
_CONFIRMED_SPAN = 62
# A month and day this close before the clock is a look back, not a year ahead.
_LOOK_BACK_DAYS = 60
# A stated 朔 whose 干支 lies this many days from the tables' first day of the month is the
# writer's own new moon (calendars differed by a day); further off, the month's first day.
_NEW_MOON_SLACK = 2
_NEW_MOON_MONTHS = 13  # how far a bare 干支朔 may look for its month
# A 干支 day or 朔 with its month named (六月辛卯朔) picks the month that has it this
# close to the clock, either way.
_NEW_MOON_REACH = 183


@dataclass(slots=True)
class Parts:
    """What one date expression states; None where it is silent."""

    era: str | None = None
    era_written: str | None = None  # the ruler's title the text writes for a nameless era (高祖 of 高祖十一年)
    unknown_era: str | None = None
    year: int | None = None
    western: bool = False
    zai: bool = False  # the year is written with 载 (天宝十四载)
    year_gz: int | None = None  # the era's year named by its 干支 (康熙己未)
    cyclic_gz: int | None = None  # a year named by its 干支 alone, no era (丁丑八月, 元史 木华黎传: 1217)
    year_rel: int | None = None
    season: str | None = None
    month: int | None = None
    leap: bool = False
    leap_after: bool = False
    month_rel: int | None = None
    day: int | None = None
    phase: int | None = None
    gz: int | None = None
    new_moon: bool = False
    xun: int | None = None
    rel_days: tuple[int, int] | None = None
    gloss_year: int | None = None
    gloss_year_gz: int | None = None
    gloss_day: int | None = None
    gloss_day_gz: int | None = None

    def has_month(self) -> bool:
        return self.month is not None or self.leap_after or self.month_rel is not None

    def has_day(self) -> bool:
        return self.day is not None or self.phase is not None or self.gz is not None or self.xun is not None


@dataclass(frozen=True, slots=True)
class Clock:
    """The date the narrative stands at. Without an era only the lunar label parts are known."""

    era: Era | None
    start: int | None
    end: int | None
    label: str
    year_label: str = ""
    month: int | None = None
    leap: bool = False
    day: int | None = None
    # on a day whose gloss agreed with its 干支 (辛酉（二十七日）), close after the one before, and no look back
    # or long count since: a later gloss that disagrees slipped, and moves no year (see _glossed_month_day)
    confirmed: bool = False


@dataclass(slots=True)
class Placed:
    """A resolved date: label, precision, JDN range (or None) and the doubts it raised."""

    label: str
    precision: str
    start: int | None = None
    end: int | None = None
    derived_from: str | None = None
    clock: Clock | None = None
    lunar_only: bool = False
    warnings: list[tuple[str, str]] = field(default_factory=list)
    moves: bool = True  # False for a look back read as written: the narrative clock stays


class _Unplaceable(Exception):
    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def _precision(p: Parts) -> str:
    if p.rel_days is not None:
        return "day" if p.rel_days[0] == p.rel_days[1] else "range"
    if p.xun is not None:
        return "xun"
    if p.has_day():
        return "day"
    if p.has_month():
        return "month"
    return "season" if p.season else "year"


def _year_gz(stream: int, year: int) -> int | None:
    """The 干支 of calendar ``year`` in ``stream`` (its first month's), None where the tables have no such year."""
    months = cal.year_months(stream, year)
    return months[0].year_gz if months else None


def _nearest_year_of_gz(stream: int, around: int, gz: int) -> int | None:
    """The calendar year whose 干支 is ``gz`` nearest ``around``, within ``_COUNTED_REACH`` years, a later one on a tie."""
    return next((around + d for k in range(_COUNTED_REACH + 1) for d in (k, -k) if _year_gz(stream, around + d) == gz), None)


def earliest_era(eras: Sequence[Era], standard: Collection[str] = ()) -> Era:
    """Of several eras of one name, the one read when nothing else tells: the earliest of a Chinese calendar, and
    of a ``standard`` dynasty (one the standard histories give annals) when one bore it.

    >>> [(e.dynasty, e.start_year) for e in [earliest_era(cal.find_eras("天会"), ("金",))]]
    [('金', 1123)]
    >>> earliest_era(cal.find_eras("天会")).dynasty
    '北漢'
    """
    first = min(eras, key=lambda e: (e.cal_stream not in cal.CHINESE_STREAMS, e.start_jdn))
    if not standard:
        return first
    ours = {e.era_id for e in eras if to_simplified(e.dynasty) in standard}  # (sanmiao's names are traditional)
    if first.era_id in ours or any(e.era_id in ours for e in eras if abs(e.start_year - first.start_year) <= 1):
        return first  # (天福 of 南平 and of 後漢, 936: one time, one calendar, read as before)
    later = [e for e in eras if e.era_id in ours and e.cal_stream in cal.CHINESE_STREAMS]
    return min(later, key=lambda e: e.start_jdn) if later else first


class Resolver:
    """Places :class:`Parts` against a :class:`Clock`; one per scan (it holds the context era)."""

    def __init__(self, words: DateWords, context_era: Era | None = None) -> None:
        self.w = words
        self.lab = words.labels
        self.out = DateLabels(words.labels)
        self.context_era = context_era
        self.era: Era | None = context_era
        self.ambiguous: list[tuple[Era, ...]] = []  # the eras of each name read as one of several

    # ---- entry point ----------------------------------------------------
    def place(self, p: Parts, clock: Clock | None, mode: str, text: str) -> Placed:
        """Resolve ``p`` (written as ``text``) against ``clock``.

        ``mode`` is ``narrative`` (forward, warns when running backwards), ``speech``
        (the nearer reading, silent), ``flashback`` (backward from the clock, silent),
        ``aside`` (forward, silent: the later dates of a flashback) or ``reference``
        (an era date inside a clause: forward it moves the clock like a narrative
        date, 孝献皇帝建安十二年; back, it is read as written and leaves the clock,
        县永乐五年八月民多疫死) or ``heading`` (a year opening an entry without its era,
        十年春正月丁巳, or with its month's 朔, 永乐八年秋七月丙寅朔: as written, and it moves
        the clock even backwards).
        """
        try:
            if p.rel_days is not None:
                return self._confirmed(p, self._relative(p, clock, text), clock, mode)
            if p.unknown_era:
                raise _Unplaceable("unknown_era", f"{text}: {p.unknown_era} is not a known reign era; left unresolved")
            if p.western:
                raise _Unplaceable("western_year", f"{text}: a Western year, not a reign year; left unresolved")
            warnings: list[tuple[str, str]] = []
            if p.era and p.year_gz is not None and p.year is None:
                p.year = self._year_of_gz(p.era, p.year_gz, text)
            if p.cyclic_gz is not None and not p.era and p.year is None and clock is not None \
                    and clock.era is not None and clock.start is not None:
                era = self._cyclic_year(p, clock.era, clock.start)
            elif p.era:
                era = self._choose_era(p, clock, text, warnings)
            elif p.year is not None and clock is not None and clock.era is not None and clock.start is not None:
                era = self._bare_year_era(p.year, clock.era, clock.start)
                if p.gloss_year is not None and era.ind_year(p.year) != p.gloss_year:
                    # 延光元年（壬戌、122）… 二年（癸亥、123） (资治通鉴 卷50): the year its gloss gives, 延光二年, not 建光二年,
                    # the era in force on the first day of 122 (延光 began in its 三月)
                    era = next((e for e in (clock.era, *cal.dynasty_eras(clock.era.dyn_id))
                                if 1 <= p.year <= e.max_year and e.ind_year(p.year) == p.gloss_year), era)
                if p.gloss_year_gz is not None and p.gloss_year is None:
                    # (not 十三年（乙卯、725）, 资治通鉴 卷212: the Western year says which, the 干支 slipped)
                    era = self._counted_year(p, era, clock.start, text, warnings)
            else:
                era = clock.era if clock else None
            if era is None:
                return self._lunar_only(p, clock, text)
            if p.era is None and p.year is not None and not 1 <= p.year <= era.max_year:
                raise _Unplaceable("era_year_out_of_range", f"{text}: {era.name}, the era in force, lasted "
                                   f"{era.max_year} years; left unresolved")
            placed = self._calendar(p, era, clock, mode, text)
            placed.warnings[:0] = warnings
            return self._confirmed(p, placed, clock, mode)
        except _Unplaceable as exc:
            return Placed(text, _precision(p), warnings=[(exc.kind, str(exc))])

    def _confirmed(self, p: Parts, placed: Placed, clock: Clock | None, mode: str) -> Placed:
        """``placed`` with its clock marked confirmed: its gloss agrees with its day, a little after ``clock``
        (not a month the gloss itself chose, back or far on); or it counts a few days on from a confirmed
        clock (次日), or is a date that slipped after one. A look back or a long count (一年以后) is not."""
        new, old = placed.clock, clock
        if new is None or new.start is None or old is None or old.start is None:
            return placed
        if mode in ("flashback", "aside", "reference") or p.year_rel is not None or new.start - old.start > _CONFIRMED_SPAN:
            return placed
        if p.gloss_day is not None and p.gz is not None and new.era is not None and new.start >= old.start:
            month = cal.month_containing(new.era.cal_stream, new.start)
            sure = month is not None and new.start - month.first_jdn + 1 == p.gloss_day or old.confirmed
        else:
            sure = old.confirmed and new.start >= old.start
        if sure:
            placed.clock = replace(new, confirmed=True)
        return placed

    # ---- eras -----------------------------------------------------------
    def _choose_era(self, p: Parts, clock: Clock | None, text: str, warnings: list[tuple[str, str]]) -> Era:
        assert p.era is not None
        every = cal.find_eras(p.era)
        n = p.year if p.year is not None else 1
        fits = [e for e in every if 1 <= n <= e.max_year]
        if p.zai:  # 至德二载: the 载 years were 唐's (744–758), so 至德 is not 陳's here
            lo, hi = self.w.zai_years
            fits = [e for e in fits if e.start_year <= hi and e.end_year >= lo] or fits
        if p.gloss_year is not None:  # 永兴元年（甲子、304）: 西晋's, not 东汉's 永兴 of 153
            fits = [e for e in fits if e.ind_year(n) == p.gloss_year] or fits
        if not fits and p.year is not None:
            # the year after an era's last, written before the new era's name was proclaimed (越日就是广顺四年元旦,
            # 五代史演义: 显德元年正月一日; 德宗乃于建中五年元日, 唐史演义: 兴元元年), counts on in its dynasty
            fits = [e for e in every if n == e.max_year + 1
                    and (first := cal.year_start(e.cal_stream, e.ind_year(n))) is not None
                    and cal.era_at(first, e.dyn_id) not in (None, e)]
        if not fits:
            longest = max(e.max_year for e in every)
            raise _Unplaceable("era_year_out_of_range", f"{text}: {p.era} lasted {longest} years at most; left unresolved")
        if len(fits) == 1:
            return fits[0]
        known = [e for e in (clock.era if clock else None, self.context_era) if e is not None]
        for ref in known:
            for test in (lambda e: e.era_id == ref.era_id, lambda e: e.dyn_id == ref.dyn_id):
                hit = [e for e in fits if test(e)]
                if hit:
                    return hit[0]
        if clock is not None and clock.era is not None and clock.start is not None:
            ref_jdn, stream = clock.start, clock.era.cal_stream
            return min(fits, key=lambda e: (e.cal_stream != stream, abs(e.start_jdn - ref_jdn)))
        chosen = earliest_era(fits, self.w.standard_dynasties)
        self.ambiguous.append(tuple(fits))
        others = ", ".join(f"{e.dynasty} ({e.start_year}–{e.end_year})" for e in fits if e is not chosen)
        warnings.append(("ambiguous_era", f"{text}: {p.era} is an era of {chosen.dynasty} "
                         f"({chosen.start_year}–{chosen.end_year}) and of {others}; chose {chosen.dynasty}"))
        return chosen

    def _year_of_gz(self, name: str, gz: int, text: str) -> int:
        """The year of era ``name`` whose 干支 is ``gz``: 康熙己未 → 十八 (1679)."""
        for era in cal.find_eras(name):
            for n in range(1, era.max_year + 1):
                months = cal.year_months(era.cal_stream, era.ind_year(n))
                if months and months[0].year_gz == gz:
                    return n
        raise _Unplaceable("no_such_year", f"{text}: {name} has no {self.w.sexagenary_name(gz)} year; left unresolved")

    def _bare_year_era(self, n: int, era: Era, at: int) -> Era:
        """The era a bare 二年 counts in: of the clock's dynasty, the one whose year ``n``
        lies nearest the clock, forward on a tie (宋史: 开宝九年 … 改元太平兴国 … 二年 is
        太平兴国二年, not 开宝二年; 旧唐书: 开元十一年 … 十年 is 开元十年, not 天宝十年)."""
        here = cal.month_containing(era.cal_stream, at)
        if here is None:
            return era
        current = cal.era_at(at, era.dyn_id)
        if current is not None and 1 <= n <= current.max_year and current.ind_year(n) >= here.year:
            # the era in force at the clock counts on (改开耀二年为永淳元年 … 二年春正月 is 永淳二年, 旧唐书
            # 高宗纪 and its translation; not 开耀二年, the year the clock is in under its old name)
            return current
        fits = [e for e in cal.dynasty_eras(era.dyn_id) if 1 <= n <= e.max_year and e.cal_stream == era.cal_stream]
        return min(fits, key=lambda e: (abs(e.ind_year(n) - here.year), e.ind_year(n) < here.year), default=era)

    def _cyclic_year(self, p: Parts, era: Era, at: int) -> Era:
        """A year named by its 干支 alone, no era (元史 木华黎传: 丁丑八月 … 辛巳四月 … 壬午秋七月, 1217–1222; 长春真人西游记:
        乙酉四月): the year of that 干支 nearest the clock, a later one on a tie, read in the era in force at its start.
        ``p.year`` becomes that era's year."""
        assert p.cyclic_gz is not None
        stream = era.cal_stream
        here = cal.month_containing(stream, at)
        if here is None:
            return era
        year = _nearest_year_of_gz(stream, here.year, p.cyclic_gz)
        start = cal.year_start(stream, year) if year is not None else None
        if year is None or start is None:
            return era
        # (乙酉五月 after 崇祯九年, 南天痕: 1645, when 明 had no era left: the era then in force elsewhere)
        now = cal.era_at(start, era.dyn_id) or next(iter(cal.eras_in_force(start)), None)
        if now is None:
            return era
        p.year = year - now.ind_year(1) + 1
        return now

    def _counted_year(self, p: Parts, era: Era, at: int, text: str, warnings: list[tuple[str, str]]) -> Era:
        """A bare year with its own 干支 that no era of the clock's dynasty has: a count of years
        that is no era (元史 太祖纪: 十四年己卯 is 成吉思汗's fourteenth year, 1219; 宪宗纪 二年壬子):
        the year of that 干支 nearest the clock, read in the era then in force, with a doubt.
        ``p.year`` becomes that era's year."""
        assert p.year is not None and p.gloss_year_gz is not None
        n, gz, stream = p.year, p.gloss_year_gz, era.cal_stream
        if _year_gz(stream, era.ind_year(n)) == gz:
            return era
        here = cal.month_containing(stream, at)
        if here is None:
            return era
        fits = [e for e in cal.dynasty_eras(era.dyn_id)
                if 1 <= n <= e.max_year and e.cal_stream == stream and _year_gz(stream, e.ind_year(n)) == gz
                and abs(e.ind_year(n) - here.year) <= _COUNTED_REACH]
        if fits:  # 二年丙子 in a dynasty with two eras of a 二年: the one whose 二年 is 丙子
            return min(fits, key=lambda e: abs(e.ind_year(n) - here.year))
        year = _nearest_year_of_gz(stream, here.year, gz)
        start = cal.year_start(stream, year) if year is not None else None
        now = cal.era_at(start, era.dyn_id) if start is not None else None
        if year is None or now is None:
            return era
        p.year = year - now.ind_year(1) + 1
        warnings.append(("counted_year", f"{text}: no era of {era.dynasty} has a {n}th year in a "
                         f"{self.w.sexagenary_name(gz)} year; read as the {self.w.sexagenary_name(gz)} year nearest "
                         f"the clock, {self.out.year_label(now, year)}"))
        return now

    # ---- calendar placement ----------------------------------------------
    def _calendar(self, p: Parts, era: Era, clock: Clock | None, mode: str, text: str) -> Placed:
        self.era = era
        stream = era.cal_stream
        cur = cal.month_containing(stream, clock.start) if clock and clock.start is not None else None
        explicit = p.year is not None
        if p.year is not None:
            year: int | None = era.ind_year(p.year)
        elif p.year_rel is not None:
            if cur is None:
                return self._lunar_only(p, clock, text)
            year = cur.year + p.year_rel
        else:
            year = None
        if year is None and cur is None:
            return self._lunar_only(p, clock, text)
        warnings: list[tuple[str, str]] = []
        if cur is None or clock is None or clock.start is None or clock.end is None:
            start, end, m = self._span(p, stream, year, cur, text, warnings)
        else:
            direction = -1 if mode == "flashback" else 1
            start, end, m = self._ordered(p, stream, year, cur, clock, direction, text, warnings,
                                          warn_order=mode == "narrative")
            if mode in ("narrative", "reference") and year is None and p.month is not None and p.day is not None \
                    and start - clock.end > _LOOK_BACK_DAYS:
                # 五月十三日师至斡难河 in an edict of 五月二十日: a recap days back, not a year ahead.
                back = self._span(p, stream, cur.year, None, text, [], soft=True)
                if back is not None and back[1] < clock.start and clock.start - back[1] <= _LOOK_BACK_DAYS:
                    placed = Placed(self._label(p, era, back[0], back[1], back[2]), _precision(p), back[0], back[1],
                                    moves=False)
                    placed.warnings.append(("chronology", f"{text} runs backwards from {clock.label}; read as "
                                            "a look back in the same year"))
                    return placed
            if mode == "speech" and start > clock.end:  # speech may look back: take the nearer reading
                back = self._ordered(p, stream, year, cur, clock, -1, text, [], warn_order=False)
                if back[1] <= clock.end and clock.start - back[1] < start - clock.end:
                    start, end, m = back
            # Only the clock's own era, far back at the head of a sentence, is a slip of the
            # pen (贞观十二年 in a 贞观十九年 march); another era is history (设于正统二年).
            slip = explicit and mode == "narrative" and p.year_gz is None and end < clock.start and clock.era is not None \
                and era.era_id == clock.era.era_id and clock.start - end > _RECAP_DAYS
            if slip:  # kept in reading order
                implied = replace(p, era=None, year=None)
                if not (implied.season or implied.has_month() or implied.has_day()):
                    start, end = cal.year_months(stream, cur.year)[0].first_jdn, cal.year_months(stream, cur.year)[-1].last_jdn
                    m = None
                else:
                    warnings = []
                    start, end, m = self._ordered(implied, stream, None, cur, clock, 1, text, warnings, warn_order=False)
                label = self._label(p, era, start, end, m)
                warnings.insert(0, ("chronology", f"{text} runs backwards from {clock.label} with no flashback "
                                    f"marker; kept in reading order and read as {label}"))
        if explicit and mode == "heading" and clock is not None and clock.start is not None and end < clock.start:
            # 十年春正月丁巳 opening a year of 本纪 goes back: the text's own heading wins over a
            # clock that ran ahead; it moves the clock back, with a doubt.
            warnings.insert(0, ("chronology", f"{text} runs backwards from {clock.label}; the heading of an "
                                "entry, read as written"))
        elif explicit and mode in ("narrative", "reference") and clock is not None and clock.start is not None \
                and clock.end is not None and (end < clock.start or (
                    p.era and clock.era is not None and era.era_id != clock.era.era_id
                    and start - clock.end > _RECAP_DAYS)):
            # 县永乐五年八月民多疫死 (a report's own past), 贞观十九年二月，上自洛阳出发 (a recap),
            # 至宪宗成化十一年，追还尊称 (another era years ahead, told in advance): read as
            # written; the narrative clock stays where it was.
            label = self._label(p, era, start, end, m)
            # The clock it would set is kept: the decoder may still read it as the story starting again.
            placed = Placed(label, _precision(p), start, end, warnings=warnings, moves=False,
                            clock=Clock(cal.era_at(start, era.dyn_id) or era, start, end, label))
            if mode == "narrative" and end < clock.start and era.dyn_id == (clock.era.dyn_id if clock.era else None):
                placed.warnings.append(("chronology", f"{text} runs backwards from {clock.label} with no "
                                        "flashback marker; read as written, as a look back"))
            self._check_gloss(p, era, placed, text)
            return placed
        placed = Placed(self._label(p, era, start, end, m), _precision(p), start, end, warnings=warnings)
        self._check_gloss(p, era, placed, text)
        label_era = cal.era_at(start, era.dyn_id) or era
        placed.clock = Clock(label_era, start, end, placed.label)
        return placed

    def _label(self, p: Parts, era: Era, start: int, end: int, m: LunarMonth | None) -> str:
        prec = _precision(p)
        if prec == "day":
            return self.out.span_label(era, start, end)
        month = m or cal.month_containing(era.cal_stream, start)
        if month is None:
            return f"JDN {start}–{end}"
        year = self.out.year_label(era, month.year)
        if prec == "year":
            return year
        if prec == "season":
            return year + (p.season or "")
        mlabel = self.out.month_of(era, month)
        return mlabel + (self.lab["xun"][p.xun - 1] if prec == "xun" and p.xun else "")

    def _candidates(self, p: Parts, year: int | None, cur: LunarMonth, direction: int) -> Iterator[tuple[int, LunarMonth | None]]:
        """(year, base month) readings to try, nearest first, for the parts the text left implied."""
        if year is not None:
            yield year, None
        elif p.month_rel is not None or p.leap_after:
            yield cur.year, cur
        elif p.season or p.month is not None:
            for k in range(_ROLL):
                yield cur.year + direction * k, None
        else:
            m: LunarMonth | None = cur
            # a stated 朔 with no month (十二有，庚辰朔: a misprinted 月) is the first month ahead
            # that begins on that day, within the year: one 干支 begins at most one month of it
            for _ in range(_NEW_MOON_MONTHS if p.new_moon and p.gz is not None and p.month is None else _ROLL):
                if m is None:
                    return
                yield m.year, m
                m = cal.month_after(m, direction)

    def _ordered(self, p: Parts, stream: int, year: int | None, cur: LunarMonth, clock: Clock,
                 direction: int, text: str, warnings: list[tuple[str, str]],
                 warn_order: bool = True) -> tuple[int, int, LunarMonth | None]:
        """The nearest reading not before the clock (not after it, going back in a flashback)."""
        assert clock.start is not None and clock.end is not None
        if year is None and p.gz is not None and p.month is None and p.gloss_day is not None and not p.new_moon:
            glossed = self._glossed_day(p, stream, cur, clock)
            if glossed is not None:
                if warn_order and glossed[1] < clock.start:  # 七月，壬戌（十九日）… 庚申（十七日）
                    warnings.append(("chronology", f"{text} runs backwards from {clock.label}; read as its gloss says"))
                return glossed
        if year is None and p.gz is not None and p.month is not None and p.gloss_day is not None:
            glossed = self._glossed_month_day(p, stream, cur, clock, forward=direction > 0 and clock.confirmed)
            if glossed is not None:
                return glossed
        if year is None and p.gz is not None and p.month is not None and direction > 0:
            return self._named_month_day(p, stream, cur, clock, text, warnings)
        first: tuple[int, int, LunarMonth | None] | None = None
        for i, (y, base) in enumerate(self._candidates(p, year, cur, direction)):
            got = self._span(p, stream, y, base, text, warnings, soft=year is None)
            if got is None:
                continue
            first = first or got
            if (direction > 0 and got[1] >= clock.start) or (direction < 0 and got[0] <= clock.end):
                if not (i and warn_order):
                    pass
                elif year is None and p.month is not None and (p.month, p.leap) == (cur.month, cur.leap):
                    warnings.append(("chronology", f"{text} runs backwards within {clock.label}; read as the "
                                     f"same month a year later"))
                elif p.gz is not None and not p.new_moon and first is not got and first[2] == cur:
                    warnings.append(("chronology", f"{text} falls before {clock.label} in its month; read as "
                                     f"the next {self.w.sexagenary_name(p.gz)}"))
                elif p.gz is not None and not p.new_moon and p.month is None and first is got:
                    # 正月丁卯朔 … 戊申: the month has no 戊申, and the text never names the next one
                    warnings.append(("sexagenary_not_in_month", f"{text}: {self._month_text(cur)} has no "
                                     f"{self.w.sexagenary_name(p.gz)}; read in the next month, which the "
                                     "text does not name"))
                return got
        if first is None:  # a stated 朔 that no nearby month has: warn, take the next month
            for y, base in self._candidates(p, year, cur, direction):
                got = self._span(p, stream, y, base, text, warnings)
                if got is not None and (got[1] >= clock.start if direction > 0 else got[0] <= clock.end):
                    return got
            raise _Unplaceable("sexagenary_not_in_month", f"{text}: no such day near {clock.label}; left unresolved")
        return first

    def _glossed_day(self, p: Parts, stream: int, cur: LunarMonth,
                     clock: Clock) -> tuple[int, int, LunarMonth | None] | None:
        """A 干支 with its day glossed, 丁酉（初五）: the month near the clock where it is that day.

        The gloss is the translator's reading of the date and outweighs a clock that
        an aside moved (重新竖立贞观十七年曾毁坏的石碑……丙午（十一日）)."""
        assert p.gz is not None and p.gloss_day is not None and clock.start is not None
        for m in (cur, cal.month_after(cur)):  # the plain reading, if the gloss is only a day out
            if m is not None and (p.gz - m.first_gz) % 60 < m.days and m.first_jdn + (p.gz - m.first_gz) % 60 >= clock.start:
                if abs((p.gz - m.first_gz) % 60 + 1 - p.gloss_day) <= 1:
                    return None  # 甲辰（二十五日） on the 24th: the gloss slipped a day; say so
                break
        fits = []
        for k in range(-_GLOSS_REACH, _GLOSS_REACH + 1):
            m = cal.month_after(cur, k)
            if m is not None and (p.gz - m.first_gz) % 60 + 1 == p.gloss_day <= m.days:
                jdn = m.first_jdn + p.gloss_day - 1
                fits.append((abs(jdn - clock.start), jdn < clock.start, (jdn, jdn, m)))
        return min(fits, key=lambda f: f[:2])[2] if fits else None

    def _glossed_month_day(self, p: Parts, stream: int, cur: LunarMonth, clock: Clock,
                           forward: bool = False) -> tuple[int, int, LunarMonth | None] | None:
        """A named month and a glossed 干支, the year implied: 六月，丁亥（初十） is the 六月, of the
        years around the clock, whose 丁亥 is its tenth, even when an aside (当初…) moved the clock
        back a year (资治通鉴 卷180 白话). None when no such month, or more than one, fits. Only
        ``forward`` from a confirmed clock: a gloss that slipped (五月辛未（初二）, 卷146 白话, for the 7th,
        after 辛酉（二十七日） of 四月) does not send the story back a year."""
        assert clock.start is not None
        fits = []
        for y in (cur.year - 1, cur.year, cur.year + 1, cur.year + 2):
            got = self._span(p, stream, y, None, "", [], soft=True)
            if got is not None and got[2] is not None and got[0] - got[2].first_jdn + 1 == p.gloss_day \
                    and not (forward and got[1] < clock.start):
                fits.append(got)
        return fits[0] if len(fits) == 1 else None

    def _named_month_day(self, p: Parts, stream: int, cur: LunarMonth, clock: Clock, text: str,
                         warnings: list[tuple[str, str]]) -> tuple[int, int, LunarMonth | None]:
        """A named month and a 干支 day or 朔 (十一月乙未, 六月辛卯朔), the year implied.

        The day picks the month so named that holds it (or begins so) within half
        a year of the clock, even before it (the clock had run ahead on an aside);
        else the month is the next one so named, and the day a doubt about the text,
        never a reason to jump a year or two.
        """
        assert clock.start is not None and clock.end is not None
        near = []
        # (not in the year before the clock's, but for a stated 朔 that fits it: annals write the year they go back to, and
        # 冬，十月，癸未 after 三年（辛卯、91）…春，正月 is in 三年, not 二年, 资治通鉴 卷47; 十月戊午 after 十一年 is 十一年's,
        # 元史 伯颜传; 十二月庚午朔 after an aside ran the clock into 同光二年 is 元年's, whose 十二月 began 庚午)
        for y in range(cur.year - 1 if p.new_moon else cur.year, cur.year + 3):
            if clock.era is not None and y < clock.era.start_year:
                continue  # no year before the era's first (九月庚戌 in 更始元年 is no 更始0年, 后汉书 光武帝纪)
            got = self._span(p, stream, y, None, text, [], soft=True)
            if got is None:
                continue
            # how far from the clock's span (a whole year, when the context is 康熙三十四年)
            gap = clock.start - got[1] if got[1] < clock.start else max(0, got[0] - clock.end)
            if gap <= _NEW_MOON_REACH:
                near.append((gap, got[0] < clock.start, got))
        if clock.month is None and clock.end is not None and not p.new_moon and near \
                and all(n[2][0] > clock.end for n in near):
            # a year just stated, and its month has no such day (开皇二十年（庚申，公元600年）… 四月，壬戌（初四）, 资治通鉴
            # 卷179 and its 白话: 600's 四月 has no 壬戌): the day is a doubt about the text, the year stays the one written
            m = cal.lunar_month(stream, cur.year, p.month, p.leap) if p.month is not None else None
            if m is not None and m.first_jdn <= clock.end and (p.gz is None or (p.gz - m.first_gz) % 60 >= m.days):
                glossed = p.gloss_day is not None and 1 <= p.gloss_day <= m.days
                warnings.append(("sexagenary_not_in_month", f"{text}: {self._month_text(m)} has no "
                                 f"{self.w.sexagenary_name(p.gz)} day; read as "
                                 f"{'its gloss says' if glossed else 'the whole month'}"))
                if glossed:
                    day = m.first_jdn + p.gloss_day - 1
                    return day, day, m
                return m.first_jdn, m.last_jdn, m
        if near:
            return min(near, key=lambda n: n[:2])[2]
        for y in (cur.year, cur.year + 1, cur.year + 2):
            got = self._span(p, stream, y, None, text, warnings)
            if got is not None and got[1] >= clock.start:
                return got
        raise _Unplaceable("no_such_month", f"{text}: no such month near {clock.label}; left unresolved")

    def _span(self, p: Parts, stream: int, year: int | None, base: LunarMonth | None, text: str,
              warnings: list[tuple[str, str]], soft: bool = False) -> tuple[int, int, LunarMonth | None] | None:
        """Days ``(start, end, month)`` the parts name in ``year`` (or in month ``base``)."""
        m = base
        if p.month is not None and year is not None:
            m = cal.lunar_month(stream, year, p.month, p.leap)
            if m is None and p.month == 12:  # Wu Zhou numbers its 腊月 13
                m = cal.lunar_month(stream, year, 13, p.leap)
            if m is None and soft:
                return None  # (闰二月 is no month of 贞观十一年, the year before the clock's: try the others)
            if m is None:
                kind = "no_leap_month" if p.leap else "no_such_month"
                raise _Unplaceable(kind, f"{text}: {self._year_text(stream, year)} has no "
                                   f"{self.out.month_label(p.month, p.leap)}; left unresolved")
        elif p.leap_after:
            m = self._leap_after(stream, year, base, text)
        elif p.month_rel is not None and base is not None:
            m = cal.month_after(base, p.month_rel)
        elif year is not None and (base is None or base.year != year):
            months = cal.year_months(stream, year)
            if not months:
                raise _Unplaceable("out_of_calendar", f"{text}: year {year} is outside the calendar tables")
            if p.season and not p.has_day():
                lo, hi = self.w.seasons[p.season]
                inside = [x for x in months if lo <= x.month <= hi]
                return (inside[0].first_jdn, inside[-1].last_jdn, inside[0]) if inside else None
            if not p.has_day():
                return months[0].first_jdn, months[-1].last_jdn, None
            m = months[0]
        if m is None:
            raise _Unplaceable("out_of_calendar", f"{text}: outside the calendar tables")
        if p.season and p.month is not None:
            lo, hi = self.w.seasons[p.season]
            if not lo <= m.month <= hi:
                warnings.append(("season_mismatch", f"{text}: {self.out.month_label(m.month, m.leap)} is not in {p.season}"))
        return self._day(p, m, text, warnings, soft)

    def _day(self, p: Parts, m: LunarMonth, text: str, warnings: list[tuple[str, str]],
             soft: bool) -> tuple[int, int, LunarMonth] | None:
        if p.day is not None:
            if not 1 <= p.day <= m.days:
                raise _Unplaceable("day_out_of_range", f"{text}: {self._month_text(m)} has only {m.days} days; "
                                   "left unresolved")
            return m.first_jdn + p.day - 1, m.first_jdn + p.day - 1, m
        if p.phase is not None:
            jdn = m.last_jdn if p.phase == 0 else m.first_jdn + min(p.phase, m.days) - 1
            return jdn, jdn, m
        if p.xun is not None:
            lo = m.first_jdn + 10 * (p.xun - 1)
            return lo, (m.last_jdn if p.xun == 3 else lo + 9), m
        if p.gz is not None and p.new_moon:
            if m.first_gz != p.gz:
                if soft:
                    return None
                # 三月朔壬寅 when the tables begin 三月 on 癸卯: the writer's calendar put the new
                # moon a day or two off; the day he names is his day.
                off = (p.gz - m.first_gz + 30) % 60 - 30
                near = abs(off) <= _NEW_MOON_SLACK
                warnings.append(("new_moon_mismatch", f"{text}: {self._month_text(m)} begins on "
                                 f"{self.w.sexagenary_name(m.first_gz)}, not {self.w.sexagenary_name(p.gz)}"
                                 + ("; read as the day the text names" if near and off else "")))
                if near:
                    return m.first_jdn + off, m.first_jdn + off, m
            return m.first_jdn, m.first_jdn, m
        if p.gz is not None:
            offset = (p.gz - m.first_gz) % 60
            if offset < m.days:
                return m.first_jdn + offset, m.first_jdn + offset, m
            if soft:
                return None
            nxt = cal.month_after(m)
            label = self._month_text(m)
            if nxt is not None and (p.gz - nxt.first_gz) % 60 < nxt.days:
                jdn = nxt.first_jdn + (p.gz - nxt.first_gz) % 60
                warnings.append(("sexagenary_not_in_month", f"{text}: {label} has no {self.w.sexagenary_name(p.gz)} "
                                 f"day; read as the next month's"))
                return jdn, jdn, nxt
            raise _Unplaceable("sexagenary_not_in_month", f"{text}: {label} has no "
                               f"{self.w.sexagenary_name(p.gz)} day; left unresolved")
        return m.first_jdn, m.last_jdn, m

    def _leap_after(self, stream: int, year: int | None, base: LunarMonth | None, text: str) -> LunarMonth:
        """The first leap month from ``base`` on (within 13 months), or in ``year``."""
        m = base or next(iter(cal.year_months(stream, year or 0)), None)
        for _ in range(13):
            if m is None or (base is None and m.year != year):
                break
            if m.leap:
                return m
            m = cal.month_after(m)
        where = self._month_text(base) if base is not None else self._year_text(stream, year or 0)
        raise _Unplaceable("no_leap_month", f"{text}: no leap month follows {where}; left unresolved")

    def _year_text(self, stream: int, year: int) -> str:
        era = self.era
        return self.out.year_label(era, year) if era is not None and era.cal_stream == stream else str(year)

    def _month_text(self, m: LunarMonth) -> str:
        return self._year_text(m.cal_stream, m.year) + self.out.month_label(m.month, m.leap)

    def _check_gloss(self, p: Parts, era: Era, placed: Placed, text: str) -> None:
        if placed.start is None:
            return
        m = cal.month_containing(era.cal_stream, placed.start)
        if m is None:
            return
        said: list[str] = []
        if p.gloss_year is not None and p.gloss_year != m.year:
            said.append(f"year {p.gloss_year}, not {m.year}")
        if p.gloss_year_gz is not None and p.gloss_year_gz != m.year_gz:
            said.append(f"{self.w.sexagenary_name(p.gloss_year_gz)}, not {self.w.sexagenary_name(m.year_gz)}")
        if placed.precision == "day":
            dom = placed.start - m.first_jdn + 1
            if p.gloss_day is not None and p.gloss_day != dom:
                said.append(f"day {p.gloss_day}, not {dom}")
            if p.gloss_day_gz is not None and p.gloss_day_gz != cal.sexagenary_of(placed.start):
                said.append(f"{self.w.sexagenary_name(p.gloss_day_gz)}, not "
                            f"{self.w.sexagenary_name(cal.sexagenary_of(placed.start))}")
        if said:
            placed.warnings.append(("gloss_mismatch", f"{text}: the gloss says {'; '.join(said)}"))

    # ---- relative days and dates without a calendar ----------------------
    def _relative(self, p: Parts, clock: Clock | None, text: str) -> Placed:
        assert p.rel_days is not None
        lo, hi = p.rel_days
        if clock is None:
            return Placed(text, _precision(p), lunar_only=True)
        if clock.era is None or clock.start is None or clock.end is None:
            day = clock.day + lo if clock.day is not None and lo == hi else None
            if day is not None and 1 <= day <= 29:
                month = self.out.month_label(clock.month, clock.leap) if clock.month is not None else ""
                label = f"{clock.year_label}{month}{self.out.cn(day)}{self.lab['day']}"
                return Placed(label, "day", derived_from=clock.label, lunar_only=True,
                              clock=replace(clock, label=label, day=day))
            n = self.out.cn(abs(lo)) if lo == hi else f"{self.out.cn(abs(lo))}–{self.out.cn(abs(hi))}"
            label = self.lab["before" if hi < 0 else "after"].format(base=clock.label, n=n)
            return Placed(label, _precision(p), derived_from=clock.label, lunar_only=True)
        start, end = clock.start + lo, clock.end + hi
        era = cal.era_at(start, clock.era.dyn_id) or clock.era
        label = self.out.span_label(era, start, end)
        return Placed(label, "day" if start == end else "range", start, end, derived_from=clock.label,
                      clock=Clock(era, start, end, label))

    def _lunar_only(self, p: Parts, clock: Clock | None, text: str) -> Placed:
        """No era in force: keep the lunar label, carrying year and month from the clock."""
        year_label = f"{p.era or ''}{self.out.year_number(p.year)}{self.lab['year']}" if p.year is not None \
            else (clock.year_label if clock else "")
        stated = p.month is not None
        month = p.month if stated else (clock.month if clock and p.year is None else None)
        leap = p.leap if stated else bool(clock and clock.leap)
        day = p.day if p.day is not None else (p.phase if p.phase else None)
        if p.month_rel and month is not None:
            month = (month - 1 + p.month_rel) % 12 + 1
        if not stated and clock is not None and clock.day is not None and day is not None and day < clock.day \
                and month is not None:
            month, leap = month % 12 + 1, False
        label = year_label + (p.season or "") + (self.out.month_label(month, leap) if month is not None else "")
        if p.gz is not None:
            label += self.w.sexagenary_name(p.gz) + (self.w.new_moon_suffix if p.new_moon else "")
        elif day is not None:
            label += f"{self.out.cn(day)}{self.lab['day']}"
        elif p.phase == 0:
            label += self.w.phase_name(0)
        elif p.xun is not None:
            label += self.lab["xun"][p.xun - 1]
        clock_day = day if p.gz is None else None
        return Placed(label or text, _precision(p), lunar_only=True,
                      clock=Clock(None, None, None, label or text, year_label, month, leap, clock_day))
