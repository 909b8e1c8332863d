"""Tests for route.places.gazetteer: the real data/places.csv, lookups and every validation error."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from route.errors import GazetteerError, RouteError
from route.places.gazetteer import (
    DEFAULT_PLACES,
    KINDS,
    Gazetteer,
    check_gazetteer,
    load_gazetteer,
    parse_gazetteer,
    summarize_kinds,
)
from route.script import to_simplified

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"

HEADER = "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes"

# Places the standard histories (资治通鉴 卷197-198, 旧/新唐书 太宗本纪) put on the 645 route.
ROUTE_PLACES = [
    "长安", "洛阳", "定州", "幽州", "营州", "柳城", "临渝关", "辽泽", "辽水", "玄菟", "新城",
    "盖牟城", "盖州", "辽东城", "辽州", "白岩城", "岩州", "安市城", "驻跸山", "建安城", "卑沙城",
    "平壤", "乌骨城", "蒲沟", "渤错水", "汉武台", "易州", "并州", "太原", "晋阳", "夏州",
]
# Named in the text but never stops.
NON_STOPS = ["高句丽", "高丽", "辽东", "中原", "吐蕃", "薛延陀", "西突厥", "契丹", "奚"]


@pytest.fixture(scope="module")
def places() -> Gazetteer:
    return load_gazetteer(DEFAULT_PLACES)


@pytest.fixture(scope="module")
def small() -> Gazetteer:
    return load_gazetteer(DATA / "gazetteer_ok.csv")


# -- the real gazetteer --------------------------------------------------------


def test_default_places_loads_with_enough_rows(places: Gazetteer) -> None:
    assert DEFAULT_PLACES == ROOT / "data" / "places.csv"
    assert len(places) >= 35


def test_default_places_has_the_columns_in_order() -> None:
    # Linked Places TSV order; other tools read the file by position.
    first_line = DEFAULT_PLACES.read_text(encoding="utf-8-sig").splitlines()[0]
    assert first_line == HEADER


def test_default_places_check_finds_no_errors() -> None:
    gazetteer, errors = check_gazetteer(DEFAULT_PLACES)
    assert errors == []
    assert gazetteer is not None


def test_every_place_has_coordinates_in_range_and_a_source(places: Gazetteer) -> None:
    for place in places:
        assert -90 <= place.lat <= 90 and -180 <= place.lon <= 180, place.id
        assert place.uncertainty_km > 0, place.id
        assert place.source.strip(), f"{place.id} has no source"
        assert place.kind in KINDS, place.id


def test_no_single_character_variants(places: Gazetteer) -> None:
    # A one-character variant would match all over a classical text.
    for place in places:
        assert all(len(v) > 1 for v in place.variants), place.id


@pytest.mark.parametrize("name", ROUTE_PLACES)
def test_route_place_exists_and_can_be_a_stop(places: Gazetteer, name: str) -> None:
    place = places.lookup(name, 645)
    assert place is not None, name
    assert place.can_be_stop


@pytest.mark.parametrize("name", NON_STOPS)
def test_regions_and_polities_are_never_stops(places: Gazetteer, name: str) -> None:
    place = places.lookup(name, 645)
    assert place is not None, name
    assert place.kind in {"region", "polity"}
    assert not place.can_be_stop


@pytest.mark.parametrize(
    ("query", "expected_id"),
    [
        ("辽东城", "liaodong-cheng"),
        ("遼東城", "liaodong-cheng"),  # traditional script finds the simplified row
        ("요동성", "liaodong-cheng"),  # Korean name in Hangul
        ("辽州", "liaodong-cheng"),  # Tang name after 645
        ("辽东", "liaodong"),  # the short form belongs to the region, not the city
        ("遼東", "liaodong"),
        ("安市", "anshi-cheng"),
        ("안시성", "anshi-cheng"),
        ("白崖城", "baiyan-cheng"),  # 新唐书 spelling
        ("盖州", "gaimou-cheng"),  # 645 name of 盖牟城, not modern 盖州
        ("統萬城", "xiazhou"),
        ("京師", "changan"),
        (" 平壤 ", "pyongyang"),  # surrounding spaces are ignored
    ],
)
def test_lookup_in_both_scripts(places: Gazetteer, query: str, expected_id: str) -> None:
    place = places.lookup(query)
    assert place is not None and place.id == expected_id


def test_surface_names_carry_simplified_forms(places: Gazetteer) -> None:
    surfaces = {(text, place.id) for text, place in places.surface_names()}
    assert ("遼東城", "liaodong-cheng") in surfaces
    assert ("辽东城", "liaodong-cheng") in surfaces
    assert ("驻跸山", "zhubi-shan") in surfaces and ("駐蹕山", "zhubi-shan") in surfaces
    pairs = [(text, place.id) for text, place in places.surface_names()]
    assert len(pairs) == len(set(pairs))
    # Each simplified form belongs to one place in any one year, so the matcher never has to
    # choose: 京师 is 长安 up to 904 and 开封 (东京) from 938.
    owners: dict[str, set[str]] = {}
    for text, place_id in pairs:
        owners.setdefault(to_simplified(text), set()).add(place_id)
    for ids in owners.values():
        spans = sorted((p.valid_from if p.valid_from is not None else -10_000,
                        p.valid_to if p.valid_to is not None else 10_000) for p in map(places.by_id, ids))
        assert all(a[1] < b[0] for a, b in zip(spans, spans[1:])), ids


# -- the small fixture -----------------------------------------------------------


def test_fixture_with_bom_and_extra_column_loads(small: Gazetteer) -> None:
    place = small.by_id("liaodong-cheng")
    assert place.variants == ("遼東城", "辽州", "요동성")
    assert place.matches == ("gn:2036113",)
    assert place.latlon == (41.27194, 123.17306)
    assert summarize_kinds(small) == {"city": 1, "fortress": 1, "polity": 1, "region": 1}
    with pytest.raises(KeyError):
        small.by_id("nowhere")


@pytest.mark.parametrize(
    ("query", "year", "expected_id"),
    [
        ("高麗", None, "gaogouli"),
        ("高麗", 645, "gaogouli"),
        ("高麗", 1000, None),  # Goguryeo fell in 668
        ("高麗", -100, None),  # before its founding in 37 BCE
        ("安市", 645, "anshi-cheng"),  # no years given: valid in every year
        ("大理", None, None),
    ],
)
def test_lookup_respects_years(small: Gazetteer, query: str, year: int | None, expected_id: str | None) -> None:
    place = small.lookup(query, year)
    assert (place.id if place else None) == expected_id


def test_parse_gazetteer_takes_bytes_and_text() -> None:
    data = (DATA / "gazetteer_ok.csv").read_bytes()
    assert len(parse_gazetteer(data, "upload.csv")) == 4
    assert len(parse_gazetteer(data.decode("utf-8-sig"), "upload.csv")) == 4


def test_names_may_repeat_when_years_do_not_overlap() -> None:
    # 高丽 (Goguryeo, to 668) and 高麗 (Goryeo, from 918) are one key in simplified script.
    gazetteer = load_gazetteer(DATA / "gazetteer_name_years.csv")
    assert gazetteer.lookup("高丽", 645).id == "gaogouli"
    assert gazetteer.lookup("高丽", 1000).id == "goryeo"


# -- validation errors -------------------------------------------------------------


@pytest.mark.parametrize(
    ("fixture", "row", "column", "detail"),
    [
        ("gazetteer_lat_range.csv", 7, "lat", "'91.5' is out of range (-90..90)"),
        ("gazetteer_lon_text.csv", 2, "lon", "'东经108' is not a number"),
        ("gazetteer_lat_blank.csv", 2, "lat", "is blank"),
        ("gazetteer_lat_nan.csv", 2, "lat", "'NaN' is not a finite number"),
        ("gazetteer_uncertainty.csv", 2, "uncertainty_km", "'-5' is out of range"),
        ("gazetteer_missing_column.csv", 1, "lon", "required column is missing"),
        ("gazetteer_duplicate_id.csv", 4, "id", "'changan' is already used in row 2"),
        ("gazetteer_name_clash.csv", 3, "variants", "'遼東' is already a name of 'liaodong' (row 2)"),
        ("gazetteer_empty_name.csv", 2, "name", "is blank"),
        ("gazetteer_kind.csv", 2, "kind", "'castle' is not a known kind"),
    ],
)
def test_each_error_names_file_row_and_column(fixture: str, row: int, column: str, detail: str) -> None:
    with pytest.raises(GazetteerError) as info:
        load_gazetteer(DATA / fixture)
    message = str(info.value)
    assert message.startswith(f"{fixture}, row {row}, column {column}: "), message
    assert detail in message
    # Callers may catch broadly or as a ValueError.
    assert isinstance(info.value, RouteError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    ("fixture", "detail"),
    [
        ("gazetteer_empty.csv", "the file is empty"),
        ("gazetteer_semicolons.csv", "separated by ';'"),  # a spreadsheet's European CSV export
    ],
)
def test_file_level_errors_name_file_and_row_one(fixture: str, detail: str) -> None:
    with pytest.raises(GazetteerError, match=rf"^{fixture}, row 1: .*{detail}"):
        load_gazetteer(DATA / fixture)


def test_undecodable_upload_is_a_gazetteer_error() -> None:
    with pytest.raises(GazetteerError, match=r"^upload\.csv, row 1: is not UTF-8"):
        parse_gazetteer(HEADER.encode() + "\n长安".encode("gb18030"), "upload.csv")


def test_valid_to_before_valid_from() -> None:
    data = f"{HEADER}\nx,某城,,city,30,110,1,,700,600,,,\n"
    with pytest.raises(GazetteerError, match=r"^u\.csv, row 2, column valid_to: 600 is before valid_from 700"):
        parse_gazetteer(data, "u.csv")


def test_check_collects_every_error_in_row_order() -> None:
    gazetteer, errors = check_gazetteer(DATA / "gazetteer_many_errors.csv")
    assert gazetteer is None
    messages = [str(e) for e in errors]
    assert messages[0].startswith("gazetteer_many_errors.csv, row 2, column lat: '95'")
    assert messages[1].startswith("gazetteer_many_errors.csv, row 3, column lon: '200'")
    assert any(m.startswith("gazetteer_many_errors.csv, row 4, column name: is blank") for m in messages)
    assert any(m.startswith("gazetteer_many_errors.csv, row 4, column uncertainty_km: 'x'") for m in messages)
    # The id is checked even on a row that has other errors.
    assert any(m.startswith("gazetteer_many_errors.csv, row 4, column id: 'changan' is already used in row 2")
               for m in messages)
    assert len(messages) == 5


# -- command line ----------------------------------------------------------------------


def _run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "route", "places", "check", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )


def test_cli_places_check_prints_counts_by_kind(places: Gazetteer) -> None:
    result = _run_cli("data/places.csv")
    assert result.returncode == 0, result.stderr
    assert f"{len(places)} places" in result.stdout
    for kind, count in summarize_kinds(places).items():
        assert any(line.split() == [kind, str(count)] for line in result.stdout.splitlines()), kind


def test_cli_places_check_reports_errors_and_fails() -> None:
    result = _run_cli(str(DATA / "gazetteer_many_errors.csv"))
    assert result.returncode == 1
    assert "gazetteer_many_errors.csv, row 2, column lat: '95' is out of range (-90..90)" in result.stderr
    assert "5 error(s)" in result.stderr


# -- hardening: hostile and broken CSVs ------------------------------------------------------------

ROW = "liao-shui,辽水,遼水,river,41.5,122.7,30,辽河,,,test,gn:2036113,"


@pytest.mark.parametrize(
    ("row", "column", "detail"),
    [
        # Coordinates a map cannot place: each is refused with its row and column.
        ("x,某城,,city,30,181,1,,,,,,", "lon", "'181' is out of range (-180..180)"),
        ("x,某城,,city,91,110,1,,,,,,", "lat", "'91' is out of range (-90..90)"),
        ("x,某城,,city,-90.5,110,1,,,,,,", "lat", "'-90.5' is out of range"),
        ("x,某城,,city,30,inf,1,,,,,,", "lon", "'inf' is not a finite number"),
        ("x,某城,,city,30,,1,,,,,,", "lon", "is blank"),
        # float() reads 1_0 as ten and a full-width ４1 as 41: a spreadsheet writes neither.
        ("x,某城,,city,1_0,110,1,,,,,,", "lat", "'1_0' is not a number"),
        ("x,某城,,city,30,１10,1,,,,,,", "lon", "'１10' is not a number"),
        # A name of nothing visible (zero-width spaces, an ideographic space) names nothing.
        ("x,\u200b\u3000,,city,30,110,1,,,,,,", "name", "has no visible character"),
        # A link a browser would run is not a link to another gazetteer.
        ("x,某城,,city,30,110,1,,,,,gn:1;javascript:alert(1),", "matches", "'javascript:alert(1)' is not a link"),
        ("x,某城,,city,30,110,1,,,,,JavaScript:alert(1),", "matches", "is not a link"),
        ("x,某城,,city,30,110,1,,,,,data:text/html;base64,PHNjcmlwdD4=,", "matches", "is not a link"),
        # A control character in a name would be a command to a terminal that prints it.
        ("x,某\x1b[2J城,,city,30,110,1,,,,,,", "name", "control character U+001B"),
        ("x,某城,某\x00城,city,30,110,1,,,,,,", "variants", "control character U+0000"),
        # A comma in an unquoted note: the cells past the header would be dropped unseen.
        ("x,某城,,city,30,110,1,,,,,,辽河下游, 今辽宁", "14", "the row has 14 cells but the header only 13"),
    ],
)
def test_bad_cells_name_row_and_column(row: str, column: str, detail: str) -> None:
    with pytest.raises(GazetteerError) as info:
        parse_gazetteer(f"{HEADER}\n{ROW}\n{row}\n", "upload.csv")
    assert str(info.value).startswith(f"upload.csv, row 3, column {column}: "), str(info.value)
    assert detail in str(info.value)


@pytest.mark.parametrize(
    ("data", "count"),
    [
        # Empty trailing cells past the header (a spreadsheet's export) lose nothing.
        (f"{HEADER}\n{ROW},,,\n", 1),
        # Upper-case, padded header names and a BOM in a str are how spreadsheets save.
        ("\ufeff" + HEADER.upper().replace(",", " , ") + f"\n{ROW}\n", 1),
        # Blank lines between rows are skipped, and row numbers still count them.
        (f"{HEADER}\n\n{ROW}\n\n", 1),
        # http(s) URLs and CURIEs are both links to other gazetteers.
        (f"{HEADER}\nx,某城,,city,30,110,1,,,,,https://whgazetteer.org/places/1;wd:Q1;tgn:7000,\n", 1),
    ],
)
def test_odd_but_usable_csv_loads(data: str, count: int) -> None:
    assert len(parse_gazetteer(data, "upload.csv")) == count


def test_hostile_names_load_as_data() -> None:
    # Markup and template syntax are text in a gazetteer; escaping is the output's job.
    gazetteer = load_gazetteer(DATA / "gazetteer_hostile.csv")
    place = gazetteer.by_id("xss-cheng")
    assert place.name == "<script>alert(1)</script>城"
    assert place.variants == ("<img src=x onerror=alert(1)>", "{{ 7*7 }}城")
    assert place.notes == "{{ config }} ${alert(1)} `);alert(1);//"
    assert gazetteer.lookup("{{ 7*7 }}城") is place


def test_a_cell_over_the_csv_field_limit_is_a_gazetteer_error() -> None:
    # Python's csv module stops at 128 KB a cell with csv.Error, which once escaped as a traceback.
    data = f"{HEADER}\n{ROW}\nx,某城,,city,30,110,1,,,,,,{'注' * 200_000}\n"
    with pytest.raises(GazetteerError, match=r"^upload\.csv, row 3: cannot be read as CSV \(field larger"):
        parse_gazetteer(data, "upload.csv")


def test_a_device_with_no_size_is_read_only_up_to_the_limit() -> None:
    with pytest.raises(GazetteerError, match=r"^zero, row 1: the file is over the 64 MB limit"):
        load_gazetteer("/dev/zero")


def test_a_hundred_thousand_rows_load_in_reasonable_time(tmp_path: Path) -> None:
    # Once 8 s, most of it converting each name to simplified script one call at a time.
    rows = [HEADER] + [
        f"p{i},甲{i:06d}城,甲{i:06d}城堡;甲{i:06d}城鎮,city,{30 + i % 50 / 10},{100 + i % 70 / 10},1,,,,gen,,"
        for i in range(100_000)
    ]
    path = tmp_path / "big.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    started = time.perf_counter()
    gazetteer = load_gazetteer(path)
    elapsed = time.perf_counter() - started
    assert len(gazetteer) == 100_000 and gazetteer.lookup("甲099999城鎮").id == "p99999"
    assert gazetteer.lookup("甲000042城镇").id == "p42"  # the variant in simplified script
    assert elapsed < 20, f"{elapsed:.1f} s"  # about 2 s on a quiet machine



@pytest.mark.parametrize("name", ["成都", "成都府", "蜀郡"])
def test_the_bundled_gazetteer_knows_chengdu(name: str) -> None:
    # 成都, where the flights into 蜀 end (唐僖宗 881: 至成都, 新唐书 僖宗纪) and 诸葛亮 sets out (三国演义 第八十七回),
    # is a place of the bundled gazetteer under each of its names, so no CHGIS record far from the names around it
    # is needed; 益州, a region in other dynasties, is not one of them
    gaz = load_gazetteer(DEFAULT_PLACES)
    assert gaz.lookup(name).id == "chengdu"
    assert gaz.lookup("益州") is None or gaz.lookup("益州").id != "chengdu"


@pytest.mark.parametrize(("row", "stop"), [
    # a curated region no wider than SMALL_REGION_KM is a place one can be at (渭北, 50 km); a wide one is not (河北)
    ("weibei,渭北,,region,34.53333,109.08047,50,,,,test row,,\n", True),
    ("hebei,河北,,region,36.09834,114.3455,250,,,,test row,,\n", False),
])
def test_a_small_region_can_be_a_stop(row: str, stop: bool) -> None:
    from route.places.gazetteer import COLUMNS

    gaz = parse_gazetteer(",".join(COLUMNS) + "\n" + row, "t.csv")
    assert gaz.lookup(row.split(",")[1]).can_be_stop is stop
