"""Accuracy benchmark: the real pipeline against hand-made gold itineraries.

``python bench/accuracy.py`` runs ``build_itinerary`` on every text that has a
gold file in ``bench/gold/`` (format: ``bench/gold/README.md``) and prints, per
text, stop recall and precision, stop dates right, gold events dated, must-warn
lines warned, and traps fallen into; then totals and every miss, false stop and
wrong date with its line. It measures and asserts nothing; it exits 0.

``python bench/accuracy.py bench/gold/foo.json`` scores one text;
``--no-party`` gives the tool no party names (it must find the main party itself);
``--no-places`` sets each text's own gazetteer aside (the bundled one and the CHGIS layer
must do); ``--no-chgis`` turns the CHGIS layer off;
``--json`` prints the scores as JSON instead of the table.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Protocol

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from route.calendar import jdn_to_julian  # noqa: E402
from route.corpus import load_text  # noqa: E402
from route.errors import RouteError  # noqa: E402
from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer  # noqa: E402
from route.itinerary import build_itinerary  # noqa: E402
from route.script import to_simplified  # noqa: E402

GOLD_DIR = ROOT / "bench" / "gold"

#: A predicted date range counts as right when it overlaps the gold range and is
#: no coarser than the gold range or this many days, whichever is wider: a
#: whole-year guess does not "overlap" its way to a right day.
DATE_SLACK_DAYS = 30

Span = tuple[int, int]


class GoldError(ValueError):
    """A gold file that cannot be scored; the message names the file and field."""


@dataclass(frozen=True, slots=True)
class GoldStop:
    """A stop as a reader found it: 柳城, lines 12–14, days 1796890–1796890."""

    names: tuple[str, ...]
    lines: Span
    jdn: Span | None


@dataclass(frozen=True, slots=True)
class GoldEvent:
    """A dated line of the march with no stop on it."""

    line: int
    jdn: Span


@dataclass(frozen=True, slots=True)
class Gold:
    """One gold file: the text, what the reader would type, and the answers."""

    path: Path
    text: Path
    context: str | None
    party: str | None
    places: Path | None
    stops: tuple[GoldStop, ...]
    events: tuple[GoldEvent, ...]
    must_warn_lines: tuple[int, ...]
    traps: tuple[tuple[str, int, str], ...]  # (place, line, why)


# -- reading gold ------------------------------------------------------------------


def _span(value: object, where: str) -> Span:
    if (not isinstance(value, list) or len(value) != 2 or not all(isinstance(v, int) for v in value)
            or value[0] > value[1]):
        raise GoldError(f"{where}: expected [first, last] integers with first <= last, instead got: {value!r}")
    return (value[0], value[1])


def load_gold(path: str | Path) -> Gold:
    """Read and check one gold file; every problem names the file and the field."""
    path = Path(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise GoldError(f"{path}: {exc}") from None
    if not isinstance(raw, dict) or not isinstance(raw.get("text"), str):
        raise GoldError(f"{path}: expected an object with a 'text' path")
    stops = []
    for i, s in enumerate(raw.get("stops") or [], 1):
        where = f"{path}: stops[{i}]"
        names = s.get("names") if isinstance(s, dict) else None
        if not isinstance(names, list) or not names or not all(isinstance(n, str) and n for n in names):
            raise GoldError(f"{where}.names: expected a list of place names, instead got: {names!r}")
        jdn = s.get("jdn")
        stops.append(GoldStop(tuple(names), _span(s.get("lines"), f"{where}.lines"),
                              None if jdn is None else _span(jdn, f"{where}.jdn")))
    events = []
    for i, e in enumerate(raw.get("events") or [], 1):
        where = f"{path}: events[{i}]"
        if not isinstance(e, dict) or not isinstance(e.get("line"), int):
            raise GoldError(f"{where}.line: expected a line number, instead got: {e!r}")
        events.append(GoldEvent(e["line"], _span(e.get("jdn"), f"{where}.jdn")))
    traps = []
    for key, why in (raw.get("traps") or {}).items():
        place, at, line = key.rpartition("@")[0], key.rpartition("@")[1], key.rpartition("@")[2]
        if not at or not place or not line.isdigit():
            raise GoldError(f"{path}: traps: expected '<place>@<line>', instead got: {key!r}")
        traps.append((place, int(line), str(why)))
    warn = raw.get("must_warn_lines") or []
    if not all(isinstance(n, int) for n in warn):
        raise GoldError(f"{path}: must_warn_lines: expected line numbers, instead got: {warn!r}")
    return Gold(
        path=path, text=ROOT / raw["text"], context=raw.get("context") or None,
        party=raw.get("party") or None, places=ROOT / raw["places"] if raw.get("places") else None,
        stops=tuple(stops), events=tuple(events), must_warn_lines=tuple(warn), traps=tuple(traps),
    )


# -- scoring -------------------------------------------------------------------------


class _PredictedStop(Protocol):
    """What the scorer reads of a :class:`route.itinerary.Stop`."""

    place: object
    written: str
    first_line: int
    last_line: int
    date: object


@dataclass(frozen=True, slots=True)
class Miss:
    """One thing the pipeline got wrong, for the list under the table."""

    line: int
    kind: str  # missed, false, date, event, warn, trap
    detail: str
    cause: str = ""  # the likely cause, for the summary by cause: "judged no_verb", "year off" …


@dataclass(frozen=True, slots=True)
class Score:
    """One text's counts; rates are computed from them, so totals add up."""

    name: str
    gold_stops: int = 0
    predicted_stops: int = 0
    matched: int = 0
    dated_gold: int = 0  # matched stops whose gold has a date
    dates_right: int = 0
    events: int = 0
    events_right: int = 0
    must_warn: int = 0
    warned: int = 0
    traps: int = 0
    traps_hit: int = 0
    error: str | None = None
    misses: tuple[Miss, ...] = field(default_factory=tuple)

    def __add__(self, other: Score) -> Score:
        counts = {k: getattr(self, k) + getattr(other, k) for k in _COUNTS}
        return Score(name="total", **counts)


_COUNTS = ("gold_stops", "predicted_stops", "matched", "dated_gold", "dates_right", "events",
           "events_right", "must_warn", "warned", "traps", "traps_hit")


def _names(stop: _PredictedStop) -> set[str]:
    place = stop.place
    return {to_simplified(n) for n in (*place.names, stop.written)}  # type: ignore[attr-defined]


def _overlaps(a: Span, b: Span) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def date_right(predicted: tuple[int | None, int | None], gold: Span) -> bool:
    """Whether a predicted day range overlaps ``gold`` and is no coarser than it (or a month).

    >>> date_right((1956930, 1956930), (1956930, 1956930))
    True
    >>> date_right((1956700, 1957050), (1956930, 1956930))  # the whole year: too coarse
    False
    """
    lo, hi = predicted
    if lo is None or hi is None:
        return False
    return _overlaps((lo, hi), gold) and hi - lo <= max(gold[1] - gold[0], DATE_SLACK_DAYS)


def _julian(span: tuple[int | None, int | None]) -> str:
    lo, hi = span
    if lo is None or hi is None:
        return "no date"
    return jdn_to_julian(lo) if lo == hi else f"{jdn_to_julian(lo)}–{jdn_to_julian(hi)}"


def _date_cause(span: tuple[int | None, int | None], gold: Span) -> str:
    """Why a predicted day range is wrong: none, too coarse, a year or more off, or days off."""
    lo, hi = span
    if lo is None or hi is None:
        return "no date"
    if _overlaps((lo, hi), gold):
        return "too coarse"
    return "a year or more off" if min(abs(lo - gold[1]), abs(hi - gold[0])) > 300 else "months or days off"


def _miss_cause(names: set[str], lines: Span, mentions: Sequence[object]) -> str:
    """Why a gold stop was missed, from the mentions of its names on its lines."""
    found = [m for m in mentions if lines[0] <= m.line <= lines[1]  # type: ignore[attr-defined]
             and names & {to_simplified(n) for n in (*m.place.names, m.text)}]  # type: ignore[attr-defined]
    if not found:
        return "name not found"
    if any(m.role == "stop" for m in found):  # type: ignore[attr-defined]
        return "stop merged or misplaced"
    return "judged " + (found[0].reason or "mention")  # type: ignore[attr-defined]


def score(gold: Gold, stops: Sequence[_PredictedStop], dates: Iterable[object],
          warnings: Iterable[object], name: str = "", mentions: Sequence[object] = ()) -> Score:
    """Compare one itinerary's stops, dates and warnings with ``gold``.

    A gold stop is found by the first predicted stop, not yet taken, that bears
    one of its names and whose lines overlap its lines. ``mentions`` (the
    itinerary's place mentions) only explain misses.
    """
    taken: set[int] = set()
    misses: list[Miss] = []
    matched = dated = right = 0
    for g in gold.stops:
        wanted = {to_simplified(n) for n in g.names}
        hit = next((i for i, p in enumerate(stops) if i not in taken and _names(p) & wanted
                    and _overlaps((p.first_line, p.last_line), g.lines)), None)
        if hit is None:
            misses.append(Miss(g.lines[0], "missed", f"{g.names[0]} (lines {g.lines[0]}–{g.lines[1]})",
                               _miss_cause(wanted, g.lines, mentions)))
            continue
        taken.add(hit)
        matched += 1
        if g.jdn is None:
            continue
        dated += 1
        p = stops[hit]
        span = (p.date.jdn_start, p.date.jdn_end) if p.date else (None, None)  # type: ignore[attr-defined]
        if date_right(span, g.jdn):
            right += 1
        else:
            label = p.date.label if p.date else "—"  # type: ignore[attr-defined]
            misses.append(Miss(p.first_line, "date", f"{g.names[0]}: {label} ({_julian(span)}), gold {_julian(g.jdn)}",
                               _date_cause(span, g.jdn)))
    for i, p in enumerate(stops):
        if i not in taken:
            misses.append(Miss(p.first_line, "false", f"{p.place.name} as written {p.written!r}", "false stop"))  # type: ignore[attr-defined]

    by_line: dict[int, list[object]] = {}
    for d in dates:
        by_line.setdefault(d.line, []).append(d)  # type: ignore[attr-defined]
    events_right = 0
    for e in gold.events:
        on_line = by_line.get(e.line, [])
        if any(date_right((d.jdn_start, d.jdn_end), e.jdn) for d in on_line):  # type: ignore[attr-defined]
            events_right += 1
        else:
            found = ", ".join(f"{d.label} ({_julian((d.jdn_start, d.jdn_end))})" for d in on_line) or "no date"  # type: ignore[attr-defined]
            cause = _date_cause((on_line[0].jdn_start, on_line[0].jdn_end), e.jdn) if on_line else "no date"  # type: ignore[attr-defined]
            misses.append(Miss(e.line, "event", f"{found}, gold {_julian(e.jdn)}", cause))

    warned_lines = {w.line for w in warnings}  # type: ignore[attr-defined]
    warned = sum(1 for n in gold.must_warn_lines if n in warned_lines)
    misses += [Miss(n, "warn", "no warning", "no warning") for n in gold.must_warn_lines if n not in warned_lines]

    hit_traps = 0
    for place, line, why in gold.traps:
        # A trap is hit by a false stop there; a right stop whose passage runs over the line is not.
        if any(i not in taken and to_simplified(place) in _names(p) and p.first_line <= line <= p.last_line
               for i, p in enumerate(stops)):
            hit_traps += 1
            misses.append(Miss(line, "trap", f"{place}: {why}", "trap"))

    return Score(
        name=name or gold.path.stem, gold_stops=len(gold.stops), predicted_stops=len(stops),
        matched=matched, dated_gold=dated, dates_right=right, events=len(gold.events),
        events_right=events_right, must_warn=len(gold.must_warn_lines), warned=warned,
        traps=len(gold.traps), traps_hit=hit_traps, misses=tuple(sorted(misses, key=lambda m: m.line)),
    )


def run_gold(gold: Gold, with_party: bool = True, with_places: bool = True, chgis: bool = True) -> Score:
    """Run the pipeline as a reader would, with only what the gold says they typed.

    The sidecar's own context and party are set aside: a gold file without a
    party (or ``with_party=False``) asks the tool to find the main party on its own.
    ``with_places=False`` sets the text's own gazetteer aside too (the bundled one and
    the CHGIS layer must do); ``chgis=False`` turns the CHGIS layer off.
    """
    party = (gold.party,) if gold.party and with_party else ()
    try:
        text = load_text(gold.text)
        text = replace(text, meta=replace(text.meta, context=gold.context, party=party))
        gazetteer = load_gazetteer(gold.places if gold.places and with_places else DEFAULT_PLACES)
        it = build_itinerary(text, gazetteer, context=gold.context, party=party, chgis=chgis)
    except (RouteError, OSError) as exc:
        return Score(name=gold.path.stem, gold_stops=len(gold.stops), events=len(gold.events),
                     must_warn=len(gold.must_warn_lines), traps=len(gold.traps), error=str(exc))
    return score(gold, it.stops, it.dates, it.warnings, name=gold.path.stem, mentions=it.mentions)


# -- report --------------------------------------------------------------------------


def _rate(n: int, d: int) -> str:
    return f"{n / d:6.1%}" if d else "     —"


def format_table(scores: Sequence[Score]) -> str:
    """The table the README shows: one row a text, then the totals."""
    head = (f"{'text':<42} {'gold':>4} {'pred':>4} {'recall':>7} {'precis.':>7} "
            f"{'dates':>9} {'events':>9} {'warned':>7} {'traps':>6}")
    rows = [head, "-" * len(head)]
    total = Score(name="total")
    for s in scores:
        total = total + s
        rows.append(_row(s))
    rows += ["-" * len(head), _row(total)]
    return "\n".join(rows)


def _row(s: Score) -> str:
    if s.error:
        return f"{s.name:<42} {s.gold_stops:>4}  error: {s.error}"
    return (f"{s.name:<42} {s.gold_stops:>4} {s.predicted_stops:>4} {_rate(s.matched, s.gold_stops):>7} "
            f"{_rate(s.matched, s.predicted_stops):>7} {f'{s.dates_right}/{s.dated_gold}':>9} "
            f"{f'{s.events_right}/{s.events}':>9} {f'{s.warned}/{s.must_warn}':>7} "
            f"{f'{s.traps_hit}/{s.traps}':>6}")


def format_causes(scores: Sequence[Score]) -> str:
    """Every miss counted by kind and likely cause, most frequent first."""
    counts = Counter((m.kind, m.cause) for s in scores for m in s.misses)
    return "\n".join(f"{n:>5}  {kind:<6} {cause}" for (kind, cause), n in counts.most_common())


def format_misses(scores: Sequence[Score]) -> str:
    out = []
    for s in scores:
        if s.misses:
            out.append(f"\n## {s.name}")
            out += [f"  line {m.line:>3}  {m.kind:<6} {m.detail}" + (f"  [{m.cause}]" if m.kind in ("missed", "date", "event") else "")
                    for m in s.misses]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gold", nargs="*", type=Path, help="gold files (default: every bench/gold/*.json)")
    parser.add_argument("--json", action="store_true", help="print the scores as JSON")
    parser.add_argument("--no-party", action="store_true",
                        help="give the tool no party names at all: it must find the main party itself")
    parser.add_argument("--no-places", action="store_true",
                        help="set each text's own gazetteer aside: the bundled one and the CHGIS layer must do")
    parser.add_argument("--no-chgis", action="store_true", help="turn the CHGIS gazetteer layer off")
    args = parser.parse_args(argv)
    paths = args.gold or sorted(GOLD_DIR.glob("*.json"))
    scores = []
    for path in paths:
        try:
            scores.append(run_gold(load_gold(path), with_party=not args.no_party, with_places=not args.no_places,
                                   chgis=not args.no_chgis))
        except GoldError as exc:
            scores.append(Score(name=Path(path).stem, error=str(exc)))
    if args.json:
        print(json.dumps([asdict(s) for s in scores], ensure_ascii=False, indent=1))
        return 0
    print(format_table(scores))
    print("\ndates: stops whose predicted days overlap the gold days, no coarser than the gold or "
          f"{DATE_SLACK_DAYS} days; events: gold dated lines with a date so resolved; "
          "warned: must-warn lines with a warning; traps: traps that became stops")
    print("\n## Misses by likely cause\n" + format_causes(scores))
    print(format_misses(scores))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
