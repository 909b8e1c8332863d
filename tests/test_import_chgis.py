"""scripts/import_chgis.py and the data/chgis_places.csv.gz it writes from the CHGIS TGAZ dump."""
from __future__ import annotations

import csv
import gzip
import importlib.util
import io
import re
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from route.places.gazetteer import COLUMNS, KINDS, Place, check_gazetteer, parse_gazetteer
from route.script import to_simplified, to_simplified_many

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "import_chgis.py"
COMMITTED = ROOT / "data" / "chgis_places.csv.gz"


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_chgis", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the script runs
    spec.loader.exec_module(module)
    return module


chgis = _load_script()


@pytest.fixture(scope="module")
def committed_text() -> str:
    return gzip.decompress(COMMITTED.read_bytes()).decode("utf-8")


@pytest.fixture(scope="module")
def rows(committed_text: str) -> dict[str, dict[str, str]]:
    return {row["id"]: row for row in csv.DictReader(io.StringIO(committed_text, newline=""))}


@pytest.fixture(scope="module")
def by_name(rows: dict[str, dict[str, str]]) -> dict[str, list[dict[str, str]]]:
    """Rows under each of their names in simplified script, as the gazetteer indexes them."""
    keyed = [(name, row) for row in rows.values() for name in [row["name"], *row["variants"].split(";")] if name]
    index: dict[str, list[dict[str, str]]] = {}
    for key, (_, row) in zip(to_simplified_many(name for name, _ in keyed), keyed):
        if row not in index.setdefault(key, []):
            index[key].append(row)
    return index


def _place(row: dict[str, str]) -> Place:
    """One committed row read by the project's own parser."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerow([row[column] for column in COLUMNS])
    (place,) = parse_gazetteer(out.getvalue(), COMMITTED.name).places
    return place


def _zip(tmp_path: Path, turtle: str) -> Path:
    path = tmp_path / "sample.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(chgis.MEMBER, turtle)
    return path


# -- the committed file is current -----------------------------------------------


def test_committed_file_matches_a_fresh_import() -> None:
    # As dateparser checks its generated data: rerun the import and compare every row.
    if not chgis.DEFAULT_SOURCE.is_file():
        pytest.skip(f"the CHGIS dump is not here ({chgis.DEFAULT_SOURCE}); the committed file is checked below")
    records = list(chgis.read_records(chgis.DEFAULT_SOURCE))
    rows, skipped = chgis.build_rows(records)
    assert len(records) == 71_712
    assert dict(skipped) == {"no coordinates": 69, "start after end": 29}
    assert gzip.decompress(COMMITTED.read_bytes()).decode("utf-8") == chgis.csv_text(rows)


def test_committed_file_is_written_reproducibly() -> None:
    # gzip header: no FNAME flag and mtime 0, so rerunning gives the same bytes.
    header = COMMITTED.read_bytes()[:10]
    assert header[:3] == b"\x1f\x8b\x08"
    assert header[3] == 0
    assert header[4:8] == b"\0\0\0\0"


def test_committed_rows_are_sorted_unique_and_complete(committed_text: str, rows: dict[str, dict[str, str]]) -> None:
    assert committed_text.splitlines()[0] == ",".join(COLUMNS)
    numbers = [int(place_id.removeprefix("hvd_")) for place_id in rows]
    assert numbers == sorted(numbers)
    assert len(rows) == committed_text.count("\n") - 1 == 71_614


# -- the committed file loads ------------------------------------------------------


def test_every_committed_row_passes_the_gazetteer_row_checks(committed_text: str, tmp_path: Path) -> None:
    # Ids, kinds, coordinates, years (BCE as negative), links and names all pass.
    # What fails is parse_gazetteer's rule, made for places.csv, that a name
    # belongs to one place per year: CHGIS has three 西宁县 in 1820 (Hebei,
    # Qinghai, Guangdong) and 58 十里铺 in 1911, and many seats have a 1820 or
    # 1911 record beside their full-range one. Only those rows are reported.
    path = tmp_path / "chgis_places.csv"
    path.write_text(committed_text, encoding="utf-8")
    gazetteer, errors = check_gazetteer(path)
    assert gazetteer is None
    assert errors
    assert [str(e) for e in errors if "in overlapping years" not in str(e)] == []


def test_kinds_and_notes_come_from_the_feature_type_table(rows: dict[str, dict[str, str]]) -> None:
    assert set(chgis.KIND_OF_TYPE.values()) <= KINDS
    types = {row["notes"].removeprefix(chgis.NOTE_PREFIX) for row in rows.values()}
    assert types == set(chgis.KIND_OF_TYPE)
    assert all(row["matches"] == f"tgaz:{place_id}" for place_id, row in rows.items())


# -- known records -------------------------------------------------------------------


@pytest.mark.parametrize(
    "place_id, name, variants, kind, lat, lon, modern, valid_from, valid_to",
    [
        # The 营州 that Taizong's army passed in 645 (SOURCE.md).
        ("hvd_110765", "营州", ("營州",), "prefecture", 41.58008, 120.45078, "辽宁省朝阳市", 618, 704),
        # Its namesake in Hunan, which lasted one year.
        ("hvd_32894", "营州", ("營州",), "prefecture", 25.57253, 111.37109, "湖南道县驻地道江镇西", 621, 621),
        # Tang 幽州, the same in both scripts: no variant.
        ("hvd_110783", "幽州", (), "prefecture", 39.74125, 116.13558, "北京市城西南", 618, 713),
        # Tang 益州 at 成都.
        ("hvd_110807", "益州", (), "prefecture", 30.65039, 104.078, "四川省成都市", 618, 718),
        # A start in 314 BCE is read as the year -314.
        ("hvd_44394", "成都县", ("成都縣",), "prefecture", 30.65038, 104.078, "今四川成都市旧城区", -314, 1911),
        # end=0 is CHGIS for an unknown end: blank, not year 0.
        ("hvd_87010", "邯郸县", ("邯鄲縣",), "prefecture", 36.59348, 114.47204, "今河北邯郸市", -221, None),
        # A pre-Sui 州 above the commanderies is a region, never a stop.
        ("hvd_113524", "益州", (), "region", 30.65039, 104.078, "四川成都", 264, 606),
        # A dynasty is a polity at its capital.
        ("hvd_113618", "唐", (), "polity", 34.24642, 108.90698, "陕西省西安市", 618, 906),
    ],
)
def test_known_records(
    rows: dict[str, dict[str, str]], place_id: str, name: str, variants: tuple[str, ...], kind: str,
    lat: float, lon: float, modern: str, valid_from: int, valid_to: int | None,
) -> None:
    place = _place(rows[place_id])
    assert (place.name, place.variants, place.kind) == (name, variants, kind)
    assert place.latlon == pytest.approx((lat, lon), abs=1e-5)
    assert (place.modern, place.valid_from, place.valid_to) == (modern, valid_from, valid_to)
    assert place.uncertainty_km == chgis.UNCERTAINTY_KM
    assert place.matches == (f"tgaz:{place_id}",)


@pytest.mark.parametrize(
    "query, year, expected",
    [
        ("营州", 645, ["hvd_110765"]),
        # Either script; in 621 both 营州 existed, one of them in Hunan.
        ("營州", 621, ["hvd_32894", "hvd_110765"]),
        # In 710 营州 had moved to 蓟县 (天津).
        ("营州", 710, ["hvd_110790"]),
        ("幽州", 645, ["hvd_110783"]),
        ("益州", 645, ["hvd_110807"]),
        # Before the Sui the name 益州 was the Shu region and its seat at 成都.
        ("益州", 590, ["hvd_96517", "hvd_113524"]),
        ("並州", 645, ["hvd_94212", "hvd_110823"]),  # two CHGIS series, 12 km apart
    ],
)
def test_records_valid_in_a_year(
    by_name: dict[str, list[dict[str, str]]], query: str, year: int, expected: list[str]
) -> None:
    places = [_place(row) for row in by_name[to_simplified(query)]]
    assert [p.id for p in places if p.valid_in(year)] == expected


@pytest.mark.parametrize(
    "place_id, why",
    [
        ("hvd_41785", "no coordinates"),  # 新兴县: no geo:location
        ("hvd_88302", "start after end"),  # 平滦府 start=1369; end=370
        ("hvd_45721", "start after end"),  # 筑阳县 start=272; end=-187
    ],
)
def test_skipped_records_are_absent(rows: dict[str, dict[str, str]], place_id: str, why: str) -> None:
    assert place_id not in rows


# -- the reader and the mapping --------------------------------------------------------

PREFIXES = "@prefix lawd: <http://lawd.info/ontology/> .\n"
RECORD = """<http://maps.cga.harvard.edu/tgaz/placename/hvd_{n}> a lawd:Place ;
  rdfs:label "Fuchang Xian"@en ;
  lawd:hasName [ lawd:primaryForm "{trad}"@zh ] ;
  lawd:hasName [ lawd:primaryForm "{simp}"@zh ] ;
  lawd:hasName [ lawd:primaryForm "Fuchang Xian"@en ] ;
  {location}
  gn:countryCode "cn" ; 
  dcterms:description "今河南宜阳" ; 
  dcterms:temporal "start={start}; end={end};" ;
  dcterms:subject "{subject}" ; 
. 
"""


def _record(n: int = 82870, trad: str = "福昌縣", simp: str = "福昌县", start: int = 1086, end: int = 1185,
            subject: str = "county 县",
            location: str = "geo:location [ geo:lat 34.51272 ; geo:long 112.16522 ] ;") -> str:
    return RECORD.format(n=n, trad=trad, simp=simp, start=start, end=end, subject=subject, location=location)


def test_reader_reads_a_record_and_joins_a_broken_name(tmp_path: Path) -> None:
    # hvd_82870's traditional name is split over two lines in the dump.
    source = _zip(tmp_path, PREFIXES + _record(trad="福昌縣\n宋", simp="福昌县宋") + _record(n=3, start=0))
    first, second = chgis.read_records(source)
    assert (first.id, first.line, first.traditional, first.simplified) == ("hvd_82870", 2, "福昌縣宋", "福昌县宋")
    assert (first.lat, first.lon, first.start, first.end) == ("34.51272", "112.16522", 1086, 1185)
    assert (second.id, second.line, second.start) == ("hvd_3", 14, 0)
    rows, skipped = chgis.build_rows([first, second])
    assert [row[0] for row in rows] == ["hvd_3", "hvd_82870"]  # by number, not as text
    assert rows[0][COLUMNS.index("valid_from")] == ""


@pytest.mark.parametrize(
    "turtle, message",
    [
        # One Chinese name instead of two.
        (PREFIXES + _record().replace('  lawd:hasName [ lawd:primaryForm "福昌县"@zh ] ;\n', ""),
         "line 2: record hvd_82870 has 1 Chinese names"),
        (PREFIXES + _record().replace('  dcterms:temporal "start=1086; end=1185;" ;\n', ""),
         "line 2: record hvd_82870 has no dcterms:temporal"),
        # A record cut off before its '.' line.
        (PREFIXES + _record().removesuffix(". \n"), "line 2: the record never ends"),
        (PREFIXES + "garbage\n", "line 2: expected a record or a '@prefix'"),
    ],
)
def test_reader_names_the_line_of_a_malformed_record(tmp_path: Path, turtle: str, message: str) -> None:
    with pytest.raises(chgis.ChgisFormatError, match=re.escape(f"{chgis.MEMBER}, {message}")):
        list(chgis.read_records(_zip(tmp_path, turtle)))


def test_reader_names_a_zip_without_the_turtle_file(tmp_path: Path) -> None:
    path = tmp_path / "other.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("README_CHGIS_RDF.txt", "CHGIS Gazetteer RDF listing")
    with pytest.raises(chgis.ChgisFormatError, match=f"other.zip: has no {chgis.MEMBER} .*README_CHGIS_RDF.txt"):
        list(chgis.read_records(path))


@pytest.mark.parametrize(
    "subject, name, kind",
    [
        ("county 县", "定兴县", "prefecture"),  # we have no county kind; a seat is a stop
        ("villages and small towns 村镇", "十里铺", "city"),
        ("fortified settlement 寨", "宁远寨", "fortress"),
        ("capital district 京師", "京师", "capital"),
        ("circuit 路", "京西路", "region"),
        ("independent regime 政权", "唐", "polity"),
        # 国 is mostly Han kingdoms with a seat, but a state's name has no 国.
        ("country 国", "中山国", "prefecture"),
        ("country 国", "南唐", "polity"),
    ],
)
def test_feature_type_to_kind(subject: str, name: str, kind: str) -> None:
    record = chgis.ChgisRecord("hvd_1", 1, name, name, "30.0", "110.0", 618, 906, subject, "")
    assert chgis.place_row(record)[COLUMNS.index("kind")] == kind


def test_an_unmapped_feature_type_is_an_error() -> None:
    record = chgis.ChgisRecord("hvd_7", 40, "某驿", "某驿", "30.0", "110.0", 618, 906, "post station 驿", "")
    with pytest.raises(chgis.ChgisFormatError, match="line 40: record hvd_7 .*'post station 驿'.*KIND_OF_TYPE"):
        chgis.place_row(record)
