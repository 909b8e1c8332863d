"""Exports: JSON in the documented shape, CSV rows, Linked Places GeoJSON."""
from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from route.corpus import load_text
from route.export import LPF_CONTEXT, to_csv, to_geojson, to_json
from route.gazetteer import DEFAULT_PLACES, load_gazetteer
from route.itinerary import build_itinerary

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"


@pytest.fixture(scope="module")
def itinerary():
    return build_itinerary(load_text(CHAPTER), load_gazetteer(DEFAULT_PLACES))


def test_json_shape(itinerary) -> None:
    data = json.loads(to_json(itinerary))
    assert {"source", "context", "stops", "en_route", "warnings"} <= set(data)
    first = data["stops"][0]
    assert {"seq", "place", "place_id", "lat", "lon", "uncertainty_km", "first_line", "last_line",
            "date", "leg_km", "events"} <= set(first)
    assert (first["seq"], first["place"], first["first_line"], first["last_line"]) == (1, "安市城", 3, 10)
    assert {"label", "precision", "jdn_start", "jdn_end", "julian_start", "julian_end"} <= set(first["date"])
    assert {"line", "text", "date"} <= set(first["events"][0])
    assert data["en_route"][0]["after_stop"] == 5
    assert {"line", "kind", "message"} <= set(data["warnings"][0])


def test_csv_has_one_row_per_stop(itinerary) -> None:
    rows = list(csv.DictReader(io.StringIO(to_csv(itinerary))))
    assert [r["place"] for r in rows] == [s.place.name for s in itinerary.stops]
    assert rows[0]["julian_start"] == "0645-10-13"


def _check_lpf_feature(feature: dict) -> None:
    """The LPF fields we emit, checked by hand (a schema check, no network)."""
    assert feature["type"] == "Feature" and feature["@id"]
    geometry = feature["geometry"]
    if geometry["type"] == "Point":
        lon, lat = geometry["coordinates"]
        assert 60 < lon < 150 and 15 < lat < 55, "coordinates must be [lon, lat]"
        assert isinstance(feature["properties"]["seq"], int)
        assert all(set(n) == {"toponym", "lang"} and n["toponym"] for n in feature["names"])
        for span in feature.get("when", {}).get("timespans", []):
            assert span["start"]["earliest"] <= span["end"]["latest"]
            assert len(span["start"]["earliest"].split("-")[0]) == 4  # ISO 8601 year
        assert all(link["type"] and ":" in link["identifier"] for link in feature["links"])
    else:
        assert geometry["type"] == "LineString" and len(geometry["coordinates"]) >= 2


def test_geojson_is_linked_places(itinerary) -> None:
    data = json.loads(to_geojson(itinerary))
    assert data["type"] == "FeatureCollection" and data["@context"] == LPF_CONTEXT
    for feature in data["features"]:
        _check_lpf_feature(feature)
    points = [f for f in data["features"] if f["geometry"]["type"] == "Point"]
    assert [f["properties"]["seq"] for f in points] == list(range(1, len(itinerary.stops) + 1))
    assert points[0]["when"]["timespans"][0]["start"]["earliest"] == "0645-10-16"  # Gregorian


@pytest.mark.parametrize("flag", ["--json", "--csv", "--geojson", None])
def test_cli_itinerary(flag: str | None) -> None:
    args = [sys.executable, "-m", "route", "itinerary", str(CHAPTER)] + ([flag] if flag else [])
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    if flag in ("--json", "--geojson"):
        json.loads(done.stdout)
    assert "安市城" in done.stdout


def test_cli_bad_file_exits_2_without_traceback(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    done = subprocess.run([sys.executable, "-m", "route", "itinerary", str(empty)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "empty.txt" in done.stderr and "Traceback" not in done.stderr
