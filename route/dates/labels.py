"""How a resolved date is written: 贞观十九年九月十八日, 贞观十九年十月上旬, spans of days.

The words come from the ``[labels]`` table of data/date_words.toml.

>>> from route.dates.words import load_date_words
>>> DateLabels(load_date_words().labels).cn(21)
'二十一'
"""
from __future__ import annotations

from route import calendar as cal
from route.calendar import Era

__all__ = ["DateLabels"]


class DateLabels:
    """Writes years, months and days of the lunar calendar; remembers day labels per instance."""

    def __init__(self, labels: dict) -> None:
        self.lab = labels
        self._days: dict[tuple[int, int], tuple[str, str, str]] = {}

    def cn(self, n: int) -> str:
        """二十一 for 21; numbers past 99 stay in Arabic digits."""
        d, ten = self.lab["digits"], self.lab["ten"]
        if not 0 <= n < 100:
            return str(n)
        if n < 10:
            return d[n]
        tens, unit = divmod(n, 10)
        return (d[tens] if tens > 1 else "") + ten + (d[unit] if unit else "")

    def year_label(self, era: Era, year: int) -> str:
        """贞观十九年 for calendar year 645, naming the era in force if ``era`` is over."""
        if not era.ind_year(1) <= year <= era.end_year:
            first = cal.year_start(era.cal_stream, year)
            era = (cal.era_at(first, era.dyn_id) if first is not None else None) or era
        return f"{era.label}{self.year_number(year - era.ind_year(1) + 1)}{self.lab['year']}"

    def year_number(self, n: int) -> str:
        """元 for the first year of an era, else the number (二十)."""
        return self.lab["first_year"] if n == 1 else self.cn(n) if 0 < n < 100 else str(n)

    def month_label(self, month: int, leap: bool) -> str:
        """正月, 十月, 闰三月."""
        name = self.lab["month_names"].get(str(month)) or f"{self.cn(month)}{self.lab['month']}"
        return (self.lab["leap"] if leap else "") + name

    def month_of(self, era: Era, m: cal.LunarMonth) -> str:
        """贞观十九年十月: a lunar month with its year."""
        return self.year_label(era, m.year) + self.month_label(m.month, m.leap)

    def day_parts(self, era: Era, jdn: int) -> tuple[str, str, str]:
        """(year, month, day) labels of day ``jdn`` in ``era``'s dynasty, remembered per scan."""
        key = (era.era_id, jdn)
        if key not in self._days:
            self._days[key] = self._day_parts(era, jdn)
        return self._days[key]

    def _day_parts(self, era: Era, jdn: int) -> tuple[str, str, str]:
        m = cal.month_containing(era.cal_stream, jdn)
        if m is None:
            return "", "", f"JDN {jdn}"
        era = cal.era_at(jdn, era.dyn_id) or era
        day = f"{self.cn(jdn - m.first_jdn + 1)}{self.lab['day']}"
        return self.year_label(era, m.year), self.month_label(m.month, m.leap), day

    def span_label(self, era: Era, start: int, end: int) -> str:
        """One day's label, or a span with the repeated year and month left out."""
        a, b = self.day_parts(era, start), self.day_parts(era, end)
        if start == end:
            return "".join(a)
        tail = b[2:] if a[:2] == b[:2] else b[1:] if a[0] == b[0] else b
        return self.lab["span"].format(start="".join(a), end="".join(tail))

