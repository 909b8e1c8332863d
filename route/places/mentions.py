"""Find every gazetteer name in a text: one Aho-Corasick pass, leftmost-longest.

Matching runs over the simplified view, so 遼東城 and 辽东城 are both found,
and the offsets point into the original text.
"""
from __future__ import annotations

import bisect
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import ahocorasick_rs

from route.corpus import Text, parse_text
from route.places.gazetteer import Gazetteer, Place

__all__ = ["PlaceMention", "find_places"]

SHORT_NAMES = Path(__file__).resolve().parents[2] / "data" / "short_names.toml"
_BOUNDARY = re.compile(r"[，。；：、！？,.;:!?\s“”「」（）()]")


@dataclass(frozen=True, slots=True)
class PlaceMention:
    """A place name as written in the text, at ``[start, end)`` on ``line``.

    ``role`` is ``stop`` when the main party is there, else ``mention``;
    ``reason`` says why (``arrive``, ``speech``, ``region``, ``direction`` …).
    """

    place: Place
    start: int
    end: int
    line: int
    text: str
    role: str = "mention"
    reason: str = ""
    verb: str = ""

    def as_dict(self) -> dict[str, object]:
        return {
            "place": self.place.name, "place_id": self.place.id, "line": self.line,
            "start": self.start, "end": self.end, "text": self.text,
            "role": self.role, "reason": self.reason, "verb": self.verb,
        }


class _Automaton:
    """The gazetteer's names compiled once, with the place each name stands for."""

    def __init__(self, gazetteer: Gazetteer) -> None:
        by_name: dict[str, list[Place]] = {}
        for name, place in gazetteer.surface_names():
            if name and place not in by_name.setdefault(name, []):
                by_name[name].append(place)
        self.names = list(by_name)
        self.places = [by_name[n] for n in self.names]
        self._first: ahocorasick_rs.AhoCorasick | None = None
        self._all: ahocorasick_rs.AhoCorasick | None = None

    @property
    def matcher(self) -> ahocorasick_rs.AhoCorasick:
        """The names matched leftmost-longest (built on first use)."""
        if self._first is None:
            self._first = ahocorasick_rs.AhoCorasick(self.names, matchkind=ahocorasick_rs.MatchKind.LeftmostLongest)
        return self._first

    @property
    def every_match(self) -> ahocorasick_rs.AhoCorasick:
        """The same names matched overlapping (built on first use): 到达成都 holds 达成 and 成都."""
        if self._all is None:
            self._all = ahocorasick_rs.AhoCorasick(self.names, matchkind=ahocorasick_rs.MatchKind.Standard)
        return self._all


_CACHE: dict[int, tuple[Gazetteer, _Automaton]] = {}


def _automaton(gazetteer: Gazetteer) -> _Automaton:
    hit = _CACHE.get(id(gazetteer))
    if hit is not None and hit[0] is gazetteer:
        return hit[1]
    if len(_CACHE) > 8:
        _CACHE.clear()
    auto = _Automaton(gazetteer)
    _CACHE[id(gazetteer)] = (gazetteer, auto)
    return auto


@cache
def _short_rivers(path: Path = SHORT_NAMES) -> tuple[re.Pattern[str], dict[str, tuple[str, ...]]]:
    """The crossing-verb pattern of ``data/short_names.toml`` and each short name's rivers."""
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    rivers = {k: tuple(v) for k, v in raw["rivers"].items()}
    verbs = "|".join(map(re.escape, sorted(raw["verbs"], key=len, reverse=True)))
    names = "|".join(map(re.escape, sorted(rivers, key=len, reverse=True)))
    return re.compile(f"(?:{verbs})({names})(?=[{re.escape(raw['after'])}]|$)"), rivers


def _inside_taken(taken: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether ``[start, end)`` overlaps one of the sorted spans ``taken`` that the gazetteer's names hold (辽 of 辽东城)."""
    i = bisect.bisect_left(taken, (end, end))
    return bool(i) and taken[i - 1][1] > start


def _short_river_mentions(text: Text, gazetteer: Gazetteer, year: int | None,
                          taken: list[tuple[int, int]]) -> list[PlaceMention]:
    """渡辽, 济汉, 渡河: a river's one-character name right after a crossing verb.

    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> t = parse_text("五月，丁丑，车驾渡辽。", name="t.txt")
    >>> [(m.place.name, m.text) for m in _short_river_mentions(t, load_gazetteer(DEFAULT_PLACES), None, [])]
    [('辽水', '辽')]
    """
    pattern, rivers = _short_rivers()
    out = []
    for m in pattern.finditer(text.simplified):
        start, end = m.span(1)
        if _inside_taken(taken, start, end):
            continue  # part of a longer name the gazetteer knows (辽东城)
        place = next((p for n in rivers[m.group(1)] if (p := gazetteer.lookup(n, year)) is not None), None)
        if place is not None and place.kind == "river":
            out.append(PlaceMention(place=place, start=start, end=end, line=text.line_of(start),
                                    text=text.content[start:end]))
    return out


@cache
def _abbreviated(path: Path = SHORT_NAMES) -> tuple[re.Pattern[str], tuple[str, ...]]:
    """The pattern of a list of one-character town names closed by their kind, and the words that may
    open it (``data/short_names.toml``)."""
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    counts = "".join(map(re.escape, raw["abbreviated_counts"]))
    kinds = "".join(map(re.escape, raw["abbreviated_kinds"]))
    one = r"[\u3400-\u9fff]"
    return re.compile(f"((?:{one}、)+{one})[{counts}]([{kinds}])"), tuple(raw["abbreviated_lead"])


def _abbreviated_mentions(text: Text, gazetteer: Gazetteer, second: Gazetteer | None, year: int | None,
                          taken: list[tuple[int, int]]) -> list[PlaceMention]:
    """帝破昌、桓、抚等州 (元史 太祖纪): 昌州, 桓州 and 抚州, each where its character stands.

    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> t = parse_text("帝出紫荆关，拔幽、易二州。", name="t.txt")
    >>> [(m.place.name, m.text) for m in _abbreviated_mentions(t, load_gazetteer(DEFAULT_PLACES), None, None, [])]
    [('幽州', '幽'), ('易州', '易')]
    """
    out = []
    pattern, lead = _abbreviated()
    simp = text.simplified
    for m in pattern.finditer(simp):
        start = m.start(1)
        if start and not _BOUNDARY.match(simp, start - 1) and not simp.endswith(lead, 0, start):
            continue  # (高钦、贝州: a man's name ends there)
        chars = m.group(1).split("、")
        kind = m.group(2)
        places = [gazetteer.lookup(c + kind, year) or (second.lookup(c + kind, year) if second else None) for c in chars]
        if any(p is None for p in places):
            continue  # (not every one a town: 将军、开府)
        for k, place in enumerate(places):
            at = start + 2 * k
            if _inside_taken(taken, at, at + 1):
                continue
            out.append(PlaceMention(place=place, start=at, end=at + 1, line=text.line_of(at), text=text.content[at:at + 1]))
    return out


@cache
def _walls(path: Path = SHORT_NAMES) -> tuple[re.Pattern[str], frozenset[str], int]:
    """The pattern of a city's walls after an arriving verb (至城下), the kinds of place a city is, and
    how far back its name may stand."""
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    verbs = "|".join(map(re.escape, sorted(raw["walls_verbs"], key=len, reverse=True)))
    walls = "|".join(map(re.escape, sorted(raw["walls"], key=len, reverse=True)))
    return re.compile(f"(?:{verbs})({walls})"), frozenset(raw["walls_kinds"]), int(raw["walls_reach"])


def _walls_mentions(text: Text, found: list[PlaceMention]) -> list[PlaceMention]:
    """帝至城下: the walls of the city the entry named last before them.

    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> t = parse_text("辽东城守将拒命，攻之，未下。上至城下。", name="t.txt")
    >>> [(m.place.name, m.text) for m in _walls_mentions(t, find_places(t, load_gazetteer(DEFAULT_PLACES)))]
    [('辽东城', '城下')]
    """
    pattern, kinds, reach = _walls()
    out = []
    starts = [m.start for m in found]
    for m in pattern.finditer(text.simplified):
        start, end = m.span(1)
        line = text.line_of(start)
        i = bisect.bisect_left(starts, start)
        city = next((c for c in reversed(found[:i]) if c.place.kind in kinds), None)
        if city is not None and city.line == line and start - reach <= city.start and city.end <= start:
            out.append(PlaceMention(place=city.place, start=start, end=end, line=line,
                                    text=text.content[start:end]))
    return out


def _pick(candidates: list[Place], year: int | None) -> Place:
    """Of places sharing a name, the one valid in ``year`` (else the first)."""
    if len(candidates) > 1 and year is not None:
        for place in candidates:
            if place.valid_in(year):
                return place
    return candidates[0]


def find_places(text: Text | str, gazetteer: Gazetteer, year: int | None = None,
                second: Gazetteer | None = None,
                keep_second: Callable[[str, int, int], bool] | None = None) -> list[PlaceMention]:
    """Every place name in ``text``, in reading order, as plain mentions.

    ``second`` is a gazetteer that answers only for names ``gazetteer`` lacks, where
    ``keep_second(simplified, start, end)`` says the text treats the name as a place (the
    CHGIS layer: 至扶风 is a place, 平原 in a field is not).

    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> [m.place.name for m in find_places("乙酉，至遼東城。丙戌，渡遼水。", load_gazetteer(DEFAULT_PLACES))]
    ['辽东城', '辽水']
    """
    if isinstance(text, str):
        text = parse_text(text, name="<text>")
    found = _matches(text, gazetteer, year)
    taken = [(m.start, m.end) for m in found]
    short = _short_river_mentions(text, gazetteer, year, taken) \
        + _abbreviated_mentions(text, gazetteer, second, year, taken)
    if short:
        found = sorted(found + short, key=lambda m: m.start)
    if second is None:
        return _with_walls(text, found)
    if year is not None:  # a curated name of another age (京师 of Tang in a Qing text): the second may answer
        found = [m for m in found if m.place.valid_in(year)]
    taken = [(m.start, m.end) for m in found]
    extra: list[PlaceMention] = []
    # every name of the second, overlapping, then the longest that passes wherever names overlap:
    # in 到达成都 the word 达成 is no place, and must not hide 成都
    for m in sorted(_matches(text, second, year, overlapping=True), key=lambda m: (m.start, m.start - m.end)):
        i = bisect.bisect_left(taken, (m.end, m.end))
        if (i and taken[i - 1][1] > m.start) or (extra and extra[-1].end > m.start):
            continue  # inside a curated name (辽东城 holds 辽东), or one already taken
        if gazetteer.lookup(m.text, year) is not None:
            continue  # a name the curated gazetteer has
        if keep_second is None or m.place.kind == "polity" or keep_second(text.simplified, m.start, m.end):
            extra.append(m)  # (a state is never a stop, but names who acts: 而吐蕃已度便桥)
    return _with_walls(text, sorted(found + extra, key=lambda m: m.start) if extra else found)


def _with_walls(text: Text, found: list[PlaceMention]) -> list[PlaceMention]:
    walls = _walls_mentions(text, found)
    return sorted(found + walls, key=lambda m: m.start) if walls else found


def _matches(text: Text, gazetteer: Gazetteer, year: int | None, overlapping: bool = False) -> list[PlaceMention]:
    """The names of one gazetteer in ``text``, leftmost-longest (or every one, overlapping)."""
    auto = _automaton(gazetteer)
    content, line_of = text.content, text.line_of
    hits = (auto.every_match.find_matches_as_indexes(text.simplified, overlapping=True) if overlapping
            else auto.matcher.find_matches_as_indexes(text.simplified))
    return [
        PlaceMention(place=_pick(auto.places[idx], year), start=start, end=end, line=line_of(start),
                     text=content[start:end])
        for idx, start, end in hits
    ]
