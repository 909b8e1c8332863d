"""The accuracy benchmark's scorer (bench/accuracy.py) on a tiny fixture, so it cannot rot."""
from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from bench.accuracy import GoldError, Score, format_table, load_gold, run_gold, score
from route.dates import DateMention
from route.errors import ParseWarning
from route.places.gazetteer import Place
from route.places.mentions import PlaceMention
from route.itinerary import DateRange, Stop

FIXTURE = Path(__file__).parent / "data" / "accuracy" / "march.json"

LIAODONG = Place("liaodong-cheng", "辽东城", ("遼東城",), "fortress", 41.27, 123.17, 2.0)
LIAOSHUI = Place("liao-shui", "辽水", ("遼水",), "river", 41.3, 122.7, 20.0)
YINGZHOU = Place("yingzhou", "营州", ("營州",), "prefecture", 41.58, 120.45, 3.0)


def _stop(seq: int, place: Place, written: str, lines: tuple[int, int], jdn: tuple[int, int] | None) -> Stop:
    date = DateRange("", "day", *jdn, None, None) if jdn else None
    return Stop(seq, place, written, lines[0], lines[1], (), date)


def _date(line: int, jdn: tuple[int, int]) -> DateMention:
    return DateMention(line, 0, 2, "丙戌", "丙戌", "day", *jdn, None, None, None, None)


def test_score_counts_matches_dates_events_warnings_and_traps() -> None:
    gold = load_gold(FIXTURE)
    stops = [
        _stop(1, LIAODONG, "辽东城", (1, 1), (1956932, 1956932)),  # right place, right day
        _stop(2, LIAOSHUI, "遼水", (2, 2), (1956700, 1957050)),  # traditional form matches; a whole year is too coarse
        _stop(3, YINGZHOU, "营州", (3, 3), None),  # 李勣's move: a false stop and a trap
    ]
    s = score(gold, stops, [_date(2, (1956933, 1956933))], [ParseWarning(4, "day_out_of_range", "")])
    assert (s.gold_stops, s.predicted_stops, s.matched) == (2, 3, 2)
    assert (s.dated_gold, s.dates_right) == (2, 1)
    assert (s.events, s.events_right, s.must_warn, s.warned, s.traps, s.traps_hit) == (1, 1, 1, 1, 1, 1)
    assert [(m.kind, m.cause) for m in s.misses] == [("date", "too coarse"), ("false", "false stop"), ("trap", "trap")]


@pytest.mark.parametrize(
    "mentions, cause",
    [
        ([], "name not found"),  # the gazetteer has no such name, or the text never writes it
        ([PlaceMention(LIAODONG, 5, 8, 1, "辽东城", "mention", "other_actor")], "judged other_actor"),
        ([PlaceMention(LIAODONG, 5, 8, 1, "遼東城", "stop", "arrive")], "stop merged or misplaced"),
        ([PlaceMention(LIAODONG, 5, 8, 3, "辽东城", "mention", "speech")], "name not found"),  # another line
    ],
)
def test_a_miss_names_its_likely_cause(mentions: list[PlaceMention], cause: str) -> None:
    s = score(load_gold(FIXTURE), [], [], [], mentions=mentions)
    assert [m.cause for m in s.misses if m.detail.startswith("辽东城")] == [cause]


@pytest.mark.parametrize(
    "stops, matched",
    [
        # The right name on lines that do not overlap the gold's is another visit, not this stop.
        ([_stop(1, LIAODONG, "辽东城", (3, 3), None)], 0),
        # One predicted stop can answer only one gold stop.
        ([_stop(1, LIAODONG, "辽东城", (1, 2), None)], 1),
        ([], 0),
    ],
)
def test_a_gold_stop_needs_its_name_and_its_lines(stops: list[Stop], matched: int) -> None:
    assert score(load_gold(FIXTURE), stops, [], []).matched == matched


def test_run_gold_runs_the_real_pipeline_on_the_fixture() -> None:
    s = run_gold(load_gold(FIXTURE))
    assert s.error is None
    assert (s.gold_stops, s.events, s.must_warn, s.traps) == (2, 1, 1, 1)
    assert 0 <= s.matched <= s.predicted_stops
    assert "march" in format_table([s]) and "total" in format_table([s])
    # The same text with no party names at all: the tool must find the main party itself.
    assert run_gold(load_gold(FIXTURE), with_party=False).error is None


def test_a_right_stop_whose_passage_covers_a_trap_line_is_no_trap() -> None:
    # 辽水 reached on line 2 and still the scene on line 3: the trap 辽水@3 (say, speech) is not hit.
    gold = replace(load_gold(FIXTURE), traps=(("辽水", 2, "speech"),))
    assert score(gold, [_stop(1, LIAOSHUI, "辽水", (2, 3), None)], [], []).traps_hit == 0
    assert score(gold, [_stop(1, LIAOSHUI, "辽水", (2, 3), None)] * 2, [], []).traps_hit == 1


def test_totals_add_counts_not_rates() -> None:
    total = Score("a", gold_stops=2, matched=1) + Score("b", gold_stops=8, matched=8)
    assert (total.gold_stops, total.matched) == (10, 9)


@pytest.mark.parametrize(
    "change, field",
    [
        ({"stops": [{"names": [], "lines": [1, 1], "jdn": None}]}, "stops[1].names"),
        ({"stops": [{"names": ["辽东城"], "lines": [2, 1], "jdn": None}]}, "stops[1].lines"),
        ({"stops": [{"names": ["辽东城"], "lines": [1, 1], "jdn": "九月"}]}, "stops[1].jdn"),
        ({"events": [{"line": "2", "jdn": [1, 2]}]}, "events[1].line"),
        ({"traps": {"营州": "no line"}}, "traps"),
        ({"must_warn_lines": ["4"]}, "must_warn_lines"),
    ],
)
def test_a_bad_gold_file_names_the_file_and_field(tmp_path: Path, change: dict, field: str) -> None:
    raw = json.loads(FIXTURE.read_text(encoding="utf-8")) | change
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(GoldError, match=r"bad\.json.*" + re.escape(field)):
        load_gold(path)
