"""One hierarchy for every error the package raises, plus the warning record.

Each error also inherits the builtin it resembles, so callers may catch
``RouteError`` broadly or ``ValueError`` narrowly (the geopy habit).
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "RouteError",
    "CorpusError",
    "GazetteerError",
    "DateContextError",
    "OutputError",
    "ParseWarning",
]


class RouteError(Exception):
    """Root of every error raised by :mod:`route`."""


class CorpusError(RouteError, ValueError):
    """A text file that cannot be used; the message names the file (and line)."""


class GazetteerError(RouteError, ValueError):
    """A gazetteer CSV that cannot be used; names the file, row and column."""


class DateContextError(RouteError, ValueError):
    """A date context such as ``--context 贞观十九年九月`` that is not a date."""


class OutputError(RouteError, ValueError):
    """An output path the package will not write: inside the project's own files, or onto an input."""


@dataclass(frozen=True, slots=True)
class ParseWarning:
    """Something the parser doubted, tied to a 1-based line of the text.

    ``kind`` is a short slug such as ``chronology``, ``unknown_place`` or
    ``day_out_of_range``.
    """

    line: int
    kind: str
    message: str

    def as_dict(self) -> dict[str, object]:
        return {"line": self.line, "kind": self.kind, "message": self.message}
