"""Dates in Chinese narrative: find them, read them, place them on the calendar.

One entry point, :func:`find_dates` (like dateparser's ``search_dates``), with
:func:`resolve_dates` for the dates and the doubts together. Inside: the
vocabulary (:mod:`route.dates.words`, from ``data/date_words.toml``), the
scanner that keeps the narrative clock (:mod:`route.dates.scan`), the reading
of one date against the clock (:mod:`route.dates.resolve`) and its label
(:mod:`route.dates.labels`).

>>> [d.label for d in find_dates("十一月，甲子，禄山发所部兵", context="天宝十四载")]
['天宝十四年十一月九日']
"""
from __future__ import annotations

from route.dates.scan import (
    DateMention, DateScan, find_dates, format_dates_table, is_narrative, parse_context, resolve_dates,
    resolve_dates_leniently,
)

__all__ = ["DateMention", "DateScan", "find_dates", "resolve_dates", "resolve_dates_leniently", "parse_context",
           "format_dates_table", "is_narrative"]
