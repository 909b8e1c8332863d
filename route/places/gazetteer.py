"""The historical gazetteer: ``data/places.csv`` read into :class:`Place` records.

The CSV follows the Linked Places TSV column names. Every problem found while
reading it is a :class:`~route.errors.GazetteerError` whose message names the
file, the spreadsheet row (header = row 1) and the column, e.g.
``places.csv, row 7, column lat: '91.5' is out of range (-90..90)``.

Names are compared in simplified script, so ``遼東城`` and ``辽东城`` are one key.
"""
from __future__ import annotations

import csv
import io
import math
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal

from geopy.distance import geodesic

from route.errors import GazetteerError
from route.files import read_capped
from route.script import to_simplified, to_simplified_many

__all__ = [
    "DEFAULT_PLACES",
    "KINDS",
    "NON_STOP_KINDS",
    "Place",
    "Gazetteer",
    "load_gazetteer",
    "check_gazetteer",
    "parse_gazetteer",
    "summarize_kinds",
    "distance_km",
]

LatLon = tuple[float, float]
Layer = Literal["curated", "chgis"]

DEFAULT_PLACES = Path(__file__).resolve().parents[2] / "data" / "places.csv"

# Place types; regions and polities are named in the text but are never stops.
KINDS = frozenset(
    {"city", "fortress", "prefecture", "capital", "river", "marsh", "pass", "mountain", "region", "polity"}
)
NON_STOP_KINDS = frozenset({"region", "polity"})
#: A region no wider than this is a place the party can be at, as a town is: 渭北, the bank north of the 渭
#: across from 长安 (唐昭宗 次渭北 in 乾宁三年: 资治通鉴 卷260, 新唐书 and 旧唐书 昭宗纪), not 河北 or 淮北.
SMALL_REGION_KM = 50.0
#: A polity no wider than this is where the party is when it reaches it (西走数十日，至大宛: 汉书 张骞传;
#: 介子至楼兰: 汉书 傅介子传); a wider one is a land, not a place on the map: a steppe people (上皇至瓦剌, 明史
#: 英宗前纪) or a kingdom reached at its edge (上至高丽境).
POLITY_REACHED_KM = 300.0

# Column names after Linked Places TSV; the rest may be absent from an upload.
COLUMNS = (
    "id", "name", "variants", "kind", "lat", "lon", "uncertainty_km",
    "modern", "valid_from", "valid_to", "source", "matches", "notes",
)
REQUIRED_COLUMNS = ("id", "name", "kind", "lat", "lon", "uncertainty_km")
LIST_SEPARATOR = ";"
#: Largest gazetteer read: 100,000 rows of this file's shape are about 15 MB.
MAX_BYTES = 64 * 1024 * 1024

_ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]*\Z")
# A link to another gazetteer: a CURIE (gn:2036113, wd:Q10923028) or an http(s) URL,
# never a scheme a browser would run (javascript:, vbscript:, data:).
_MATCH_PATTERN = re.compile(r"(?:https?://|(?!(?:javascript|vbscript|data|file):)[a-z][a-z0-9_.-]*:)\S+\Z", re.I)
# Control characters (U+0000-U+001F, U+007F-U+009F) never belong in a name; in a terminal they are commands.
# A decimal number as a spreadsheet writes it: 41.27194, -0.5, 1e3; not 1_0, ５, inf or nan.
_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
# Characters that show nothing: spaces, zero-width marks, joiners and format characters.
_INVISIBLE = re.compile(r"[\s\u200b-\u200f\u2028-\u202f\u205f-\u206f\ufeff\u3000\u115f\u1160\u3164\uffa0]")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


@lru_cache(maxsize=4096)
def distance_km(a: LatLon, b: LatLon) -> float:
    """Geodesic distance on the WGS-84 ellipsoid (geopy), cached: routes revisit places.

    >>> round(distance_km((41.58, 120.45), (39.9, 116.4)))  # 营州 to 幽州
    390
    """
    return geodesic(a, b).km


@dataclass(frozen=True, slots=True)
class Place:
    """One row of the gazetteer.

    >>> Place("anshi-cheng", "安市城", ("安市",), "fortress", 40.78, 122.78, 2.0).names
    ('安市城', '安市')
    """

    id: str
    name: str
    variants: tuple[str, ...]
    kind: str
    lat: float
    lon: float
    uncertainty_km: float
    modern: str = ""
    valid_from: int | None = None
    valid_to: int | None = None
    source: str = ""
    matches: tuple[str, ...] = ()
    notes: str = ""
    #: which gazetteer answered: the curated one (``data/places.csv`` or the reader's) or CHGIS
    layer: Layer = "curated"

    @property
    def names(self) -> tuple[str, ...]:
        """The canonical name followed by its variants, as written."""
        return (self.name, *self.variants)

    @property
    def latlon(self) -> LatLon:
        return (self.lat, self.lon)

    @property
    def can_be_stop(self) -> bool:
        """False for regions and polities such as 辽东 or 高句丽, but a curated region or polity no wider
        than :data:`SMALL_REGION_KM` can be a stop (渭北; the oasis states 疏勒, 于阗, 龟兹 of 后汉书 班超传,
        a city each: 超到鄯善; not a CHGIS circuit, 威胜军节度使, nor 康居 or 高丽)."""
        return self.kind not in NON_STOP_KINDS or (
            self.uncertainty_km <= SMALL_REGION_KM and self.layer == "curated")

    def valid_in(self, year: int | None) -> bool:
        """True if the place bore its names in ``year`` (always true for ``None``)."""
        if year is None:
            return True
        if self.valid_from is not None and year < self.valid_from:
            return False
        return self.valid_to is None or year <= self.valid_to


@dataclass(frozen=True, slots=True)
class Gazetteer:
    """All places, indexed by id and by simplified name.

    >>> g = load_gazetteer(DEFAULT_PLACES)
    >>> g.lookup("遼東城").name
    '辽东城'
    """

    places: tuple[Place, ...]
    _by_id: dict[str, Place] = field(init=False, repr=False, compare=False)
    _by_name: dict[str, tuple[Place, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_name: dict[str, list[Place]] = {}
        for place, keys in zip(self.places, _simplified_names(self.places)):
            for key in dict.fromkeys(keys):
                by_name.setdefault(key, []).append(place)
        object.__setattr__(self, "_by_id", {p.id: p for p in self.places})
        object.__setattr__(self, "_by_name", {k: tuple(v) for k, v in by_name.items()})

    def __len__(self) -> int:
        return len(self.places)

    def __iter__(self) -> Iterator[Place]:
        return iter(self.places)

    def by_id(self, place_id: str) -> Place:
        """The place with this id; ``KeyError`` if there is none."""
        return self._by_id[place_id]

    def lookup(self, name: str, year: int | None = None) -> Place | None:
        """The place called ``name`` (either script) in ``year``, or ``None``.

        >>> load_gazetteer(DEFAULT_PLACES).lookup("安市").id
        'anshi-cheng'
        """
        for place in self._by_name.get(to_simplified(name.strip()), ()):
            if place.valid_in(year):
                return place
        return None

    def candidates(self, name: str, year: int | None = None) -> tuple[Place, ...]:
        """Every place called ``name`` in ``year``: 营州 in CHGIS is three records, one in 645."""
        return tuple(p for p in self._by_name.get(to_simplified(name.strip()), ()) if p.valid_in(year))

    def surface_names(self) -> list[tuple[str, Place]]:
        """Every name and variant as written and in simplified script, once each."""
        out: list[tuple[str, Place]] = []
        for place, keys in zip(self.places, _simplified_names(self.places)):
            seen: set[str] = set()
            for written, key in zip(place.names, keys):
                for form in (written, key):
                    if form not in seen:
                        seen.add(form)
                        out.append((form, place))
        return out


#: Names already converted, kept across gazetteers: the CHGIS layer of each year shares most.
_SIMPLIFIED: dict[tuple[str, ...], tuple[str, ...]] = {}


def _simplified_names(places: Sequence[Place]) -> list[tuple[str, ...]]:
    """Each place's names in simplified script, converted in one call (fast on 100k rows)
    for those not seen before."""
    todo = list(dict.fromkeys(p.names for p in places if p.names not in _SIMPLIFIED))
    flat = to_simplified_many(name for group in todo for name in group)
    pos = 0
    for group in todo:
        _SIMPLIFIED[group] = tuple(flat[pos : pos + len(group)])
        pos += len(group)
    return [_SIMPLIFIED[p.names] for p in places]


def summarize_kinds(gazetteer: Gazetteer) -> dict[str, int]:
    """Number of places of each kind, sorted by kind."""
    counts = Counter(place.kind for place in gazetteer)
    return dict(sorted(counts.items()))


def _read(path: Path) -> bytes:
    """The file's bytes, at most :data:`MAX_BYTES` (a pipe or device reports no size)."""
    data = read_capped(path, MAX_BYTES)
    if len(data) > MAX_BYTES:
        raise _error(path.name, 1, None, f"the file is over the {MAX_BYTES // 1048576} MB limit")
    return data


def load_gazetteer(path: str | Path) -> Gazetteer:
    """Read a gazetteer CSV; raise the first :class:`GazetteerError` found."""
    path = Path(path)
    return parse_gazetteer(_read(path), path.name)


def check_gazetteer(path: str | Path) -> tuple[Gazetteer | None, list[GazetteerError]]:
    """Read a gazetteer CSV and collect every problem instead of stopping at the first."""
    path = Path(path)
    places, errors = _parse(_read(path), path.name)
    return (None, errors) if errors else (Gazetteer(places), [])


def parse_gazetteer(data: bytes | str, name: str) -> Gazetteer:
    """Build a gazetteer from CSV text or bytes (e.g. an upload) called ``name``."""
    places, errors = _parse(data, name)
    if errors:
        raise errors[0]
    return Gazetteer(places)


# -- reading -----------------------------------------------------------------


class _Row:
    """One CSV record with its file name and spreadsheet row, for error messages."""

    def __init__(self, file: str, number: int, values: dict[str, str]) -> None:
        self.file = file
        self.number = number
        self.values = values
        self.errors: list[GazetteerError] = []

    def error(self, column: str, detail: str) -> None:
        self.errors.append(_error(self.file, self.number, column, detail))

    def text(self, column: str) -> str:
        return self.values.get(column, "")

    def required_text(self, column: str) -> str:
        value = self.text(column)
        if not value:
            self.error(column, "is blank")
        return value

    def real(self, column: str, low: float, high: float) -> float:
        raw = self.text(column)
        if not raw:
            self.error(column, "is blank")
            return math.nan
        try:
            value = float(raw)
        except ValueError:
            value = None
        if value is not None and not math.isfinite(value):
            self.error(column, f"{raw!r} is not a finite number")
        elif value is None or not _NUMBER.fullmatch(raw):  # float() also reads 1_0 as ten, and ４1
            self.error(column, f"{raw!r} is not a number")
            return math.nan
        elif not low <= value <= high:
            self.error(column, f"{raw!r} is out of range ({low:g}..{high:g})")
        return value

    def year(self, column: str) -> int | None:
        raw = self.text(column)
        if not raw:
            return None
        try:
            return int(raw)
        except ValueError:
            self.error(column, f"{raw!r} is not a year (a whole number such as 645 or -37)")
            return None

    def items(self, column: str) -> tuple[str, ...]:
        raw = self.text(column)
        if not raw:
            return ()
        return tuple(dict.fromkeys(s.strip() for s in raw.split(LIST_SEPARATOR) if s.strip()))


def _error(file: str, row: int, column: str | None, detail: str) -> GazetteerError:
    where = f"{file}, row {row}" + (f", column {column}" if column else "")
    return GazetteerError(f"{where}: {detail}")


def _decode(data: bytes | str, file: str) -> str:
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        detail = f"is not UTF-8 text ({exc.reason} at byte {exc.start}); save it as CSV UTF-8"
        raise _error(file, 1, None, detail) from None


def _parse(data: bytes | str, file: str) -> tuple[tuple[Place, ...], list[GazetteerError]]:
    try:
        text = _decode(data, file)
    except GazetteerError as exc:
        return (), [exc]
    records: list[list[str]] = []
    try:
        records.extend(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as exc:  # e.g. a cell over the csv module's 128 KB field limit
        return (), [_error(file, len(records) + 1, None, f"cannot be read as CSV ({exc})")]
    if not records or not any(cell.strip() for cell in records[0]):
        return (), [_error(file, 1, None, f"the file is empty; expected a header row: {','.join(COLUMNS)}")]
    header = [cell.strip().lower() for cell in records[0]]
    header_errors = _check_header(header, file)
    if header_errors:
        return (), header_errors

    rows: list[_Row] = []
    places: list[tuple[_Row, Place]] = []
    for number, cells in enumerate(records[1:], start=2):
        if not any(cell.strip() for cell in cells):
            continue
        row = _Row(file, number, dict(zip(header, map(str.strip, cells))))
        if len(cells) > len(header) and any(cell.strip() for cell in cells[len(header):]):
            # Cut off, the extra cells would be lost: most often a comma in an unquoted note.
            row.error(f"{len(header) + 1}", f"the row has {len(cells)} cells but the header only {len(header)} "
                                            "columns; put cells that contain a comma in double quotes")
        place = _read_place(row)
        rows.append(row)
        if place is not None:
            places.append((row, place))
    errors = [err for row in rows for err in row.errors]
    errors += _check_ids(rows) + _check_names(places)
    errors.sort(key=lambda err: _row_of(str(err)))
    return tuple(place for _, place in places), errors


def _row_of(message: str) -> int:
    match = re.search(r", row (\d+)", message)
    return int(match.group(1)) if match else 0


def _check_header(header: list[str], file: str) -> list[GazetteerError]:
    if len(header) == 1 and LIST_SEPARATOR in header[0]:
        return [_error(file, 1, None, "columns are separated by ';' — save the file as comma-separated CSV "
                                      "(';' is only for separating variants inside a cell)")]
    if len(header) == 1 and "\t" in header[0]:
        return [_error(file, 1, None, "columns are separated by tabs — save the file as comma-separated CSV")]
    errors = [
        _error(file, 1, column, f"required column is missing (header has: {', '.join(h for h in header if h)})")
        for column in REQUIRED_COLUMNS
        if column not in header
    ]
    for column, count in Counter(header).items():
        if column and count > 1:
            errors.append(_error(file, 1, column, f"column appears {count} times"))
    return errors


def _read_place(row: _Row) -> Place | None:
    place_id = row.required_text("id")
    if place_id and not _ID_PATTERN.match(place_id):
        row.error("id", f"{place_id!r} is not an ascii slug (lower-case letters, digits, '-' or '_')")
    name = row.required_text("name")
    for column in ("name", "variants"):
        if bad := _CONTROL.search(row.text(column)):
            row.error(column, f"contains the control character U+{ord(bad.group()):04X}")
    if name and not _INVISIBLE.sub("", name):
        row.error("name", f"{name!r} has no visible character")
    kind = row.required_text("kind")
    if kind and kind not in KINDS:
        row.error("kind", f"{kind!r} is not a known kind ({', '.join(sorted(KINDS))})")
    lat = row.real("lat", -90, 90)
    lon = row.real("lon", -180, 180)
    uncertainty = row.real("uncertainty_km", 0, 20_000)
    valid_from = row.year("valid_from")
    valid_to = row.year("valid_to")
    if valid_from is not None and valid_to is not None and valid_from > valid_to:
        row.error("valid_to", f"{valid_to} is before valid_from {valid_from}")
    matches = row.items("matches")
    for link in matches:
        if not _MATCH_PATTERN.match(link):
            row.error("matches", f"{link!r} is not a link to another gazetteer "
                                 "(a CURIE such as gn:2036113 or wd:Q10923028, or an http(s) URL)")
    if row.errors:
        return None
    return Place(
        id=place_id,
        name=name,
        variants=tuple(v for v in row.items("variants") if v != name),
        kind=kind,
        lat=lat,
        lon=lon,
        uncertainty_km=uncertainty,
        modern=row.text("modern"),
        valid_from=valid_from,
        valid_to=valid_to,
        source=row.text("source"),
        matches=matches,
        notes=row.text("notes"),
    )


def _check_ids(rows: list[_Row]) -> list[GazetteerError]:
    """Ids must be unique; checked on every row, even one with other errors."""
    first: dict[str, _Row] = {}
    errors = []
    for row in rows:
        place_id = row.text("id")
        if not place_id:
            continue
        if place_id in first:
            detail = f"{place_id!r} is already used in row {first[place_id].number}"
            errors.append(_error(row.file, row.number, "id", detail))
        else:
            first[place_id] = row
    return errors


def _overlap(a: Place, b: Place) -> bool:
    low = max(x for x in (a.valid_from, b.valid_from, -math.inf) if x is not None)
    high = min(x for x in (a.valid_to, b.valid_to, math.inf) if x is not None)
    return low <= high


def _check_names(places: list[tuple[_Row, Place]]) -> list[GazetteerError]:
    """A simplified name may belong to two places only if their years do not overlap."""
    claims: dict[str, list[tuple[_Row, Place]]] = {}
    errors = []
    keys_of = _simplified_names([place for _, place in places])
    for (row, place), keys in zip(places, keys_of):
        for i, key in enumerate(keys):
            claimed = claims.get(key)
            if claimed is None:
                claims[key] = [(row, place)]
                continue
            if key in keys[:i]:
                continue  # 遼東 and 辽东 on one row are one name
            written = place.names[i]
            column = "name" if i == 0 else "variants"
            for other_row, other in claimed:
                if other.id != place.id and _overlap(place, other):
                    errors.append(_error(
                        row.file, row.number, column,
                        f"{written!r} is already a name of {other.id!r} (row {other_row.number}) "
                        "in overlapping years; give it to one place only",
                    ))
                    break
            claimed.append((row, place))
    return errors
