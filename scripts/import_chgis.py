"""Convert the CHGIS temporal gazetteer (TGAZ RDF dump) into ``data/chgis_places.csv.gz``.

The source is ``CHGIS_RDF_2016-07-07.zip`` from cga-harvard/tgaz (GPL-3.0; see
``/work/shared/chgis/SOURCE.md``). Its Turtle file holds 71,712 records of one
fixed shape, so a line reader with a few regular expressions is enough::

    <http://maps.cga.harvard.edu/tgaz/placename/hvd_110765> a lawd:Place ;
      lawd:hasName [ lawd:primaryForm "營州"@zh ] ;        (traditional)
      lawd:hasName [ lawd:primaryForm "营州"@zh ] ;        (simplified)
      geo:location [ geo:lat 41.58008 ; geo:long 120.45078 ] ;
      dcterms:description "辽宁省朝阳市" ;
      dcterms:temporal "start=618; end=704;" ;
      dcterms:subject "prefecture 州" ;
    .

becomes one row in the columns of ``data/places.csv``::

    hvd_110765,营州,營州,prefecture,41.58008,120.45078,5,辽宁省朝阳市,618,704,CHGIS TGAZ ...,tgaz:hvd_110765,CHGIS: prefecture 州

- name is the simplified form, variants the traditional one if it differs,
  both as written except that white space is dropped (one name has a line break).
- kind comes from :data:`KIND_OF_TYPE`; the CHGIS feature type goes to ``notes``.
- uncertainty_km is :data:`UNCERTAINTY_KM` (5 km) on every row: each point is an
  administrative seat or a settlement, placed from a modern description.
- year 0 is CHGIS for "unknown" (``start=-221; end=0;``) and becomes a blank
  cell. Records whose start is still after their end (``start=1369; end=370;``)
  and records without ``geo:location`` are skipped and counted.
- Names repeat: the same seat in two overlapping records, and homonyms (three
  西宁县 in 1820), so the file breaks the one-place-per-name-and-year rule
  that :func:`route.places.gazetteer.parse_gazetteer` applies to places.csv.

Rows are sorted by record number and gzipped with no file name and mtime 0, so
the same zip always gives the same bytes. Run from anywhere (about 3 s)::

    python scripts/import_chgis.py [--source ZIP] [--out CSV.GZ] [--types]
"""
from __future__ import annotations

import argparse
import csv
import gzip
import io
import re
import sys
import time
import zipfile
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from route.errors import RouteError  # noqa: E402
from route.places.gazetteer import COLUMNS  # noqa: E402

DEFAULT_SOURCE = Path(__file__).resolve().parents[2] / "shared" / "chgis" / "CHGIS_RDF_2016-07-07.zip"
DEFAULT_OUT = ROOT / "data" / "chgis_places.csv.gz"
MEMBER = "CHGIS_RDF_2016-07-07.ttl"

SOURCE = "CHGIS TGAZ 2016-07-07 (GPL-3.0)"  # cga-harvard/tgaz, data/rdf
MATCH_PREFIX = "tgaz:"
NOTE_PREFIX = "CHGIS: "
# A seat or settlement point; CHGIS gives no error, and its modern descriptions
# ("今河北定州市", "今陕西眉县东四十里") place most seats within a few km.
UNCERTAINTY_KM = 5

# CHGIS feature type (dcterms:subject, exactly as written) -> our kind. Anything
# with a seat one can march to is a prefecture (we have no county kind); areas
# above the prefecture (circuits, provinces, pre-Sui 州 "regions", protectorates,
# military commands, banners) are regions; dynasties and states are polities.
KIND_OF_TYPE: dict[str, str] = {
    # settlements and posts
    "villages and small towns 村镇": "city",
    "walled town 城": "city",  # Nanzhao cities (阳苴咩城) and Tibetan dzong towns
    "hundred household village 百户": "city",
    "fortified settlement 寨": "fortress",
    "encampment 砦": "fortress",
    "walled village 堡": "fortress",
    "camp 营": "fortress",
    "military garrison 卫": "fortress",
    "garrison town 军镇": "fortress",
    "thousand household town 千户": "fortress",
    "local office 所": "fortress",
    "defense command 防": "fortress",
    "patrol division office 巡检司": "fortress",
    "commissioner office 都尉": "fortress",  # 江关都尉, the Yangzi gate at 奉节
    # capitals
    "capital district 京師": "capital",
    "country capital 首都": "capital",
    "auxiliary capital 陪都": "capital",
    "acting capital 行部": "capital",
    "acting imperial offices 行在": "capital",
    "regency 留守": "capital",  # 东京留守: the office left in charge of a capital
    # seats of counties, prefectures and their equivalents
    "county 县": "prefecture",
    "prefecture 州": "prefecture",
    "commandery 郡": "prefecture",
    "prefecture 府": "prefecture",
    "department 州": "prefecture",
    "superior prefecture 府": "prefecture",
    "marquisate 侯国": "prefecture",
    "sub-prefecture 厅": "prefecture",
    "chiefs office 长官司": "prefecture",
    "independent prefecture 直隶州": "prefecture",
    "aboriginal office 土司": "prefecture",
    "sub-prefecture 州": "prefecture",
    "independent sub-prefecture 直隶厅": "prefecture",
    "military prefecture 军": "prefecture",
    "Tibetan county 宗": "prefecture",
    "loose reign department 羁縻州": "prefecture",
    "pacification commission 安抚司": "prefecture",
    "aboriginal department 土州": "prefecture",
    "county-level district 县级": "prefecture",
    "pacification commission 宣抚司": "prefecture",
    "chieftanship 赕": "prefecture",  # Nanzhao districts, each with a town (邆赕)
    "pacification commission 宣尉司": "prefecture",
    "constabulary 亭": "prefecture",  # Wang Mang's new county names (九江亭), and 杜邮亭
    "prefecture-level district 府级": "prefecture",
    "independent territory 部": "prefecture",  # the Dali kingdom's 37 部, later counties
    "commissioner office 委员": "prefecture",
    "commandery 都督": "prefecture",  # 姚州都督: a prefecture under a governor
    "local aboriginal administrative office 土府": "prefecture",
    "ten thousand household district 万户": "prefecture",  # Yuan Yunnan, later 路/府
    "industrial prefecture 监": "prefecture",
    "bandit suppression commission 招讨司": "prefecture",
    "temporary county 侨县": "prefecture",
    "domain 甸": "prefecture",
    "aboriginal county 土县": "prefecture",
    "noble clan prefecture 御夷州": "prefecture",
    "military and civilian office 军民府": "prefecture",
    "temporary commandery 侨郡": "prefecture",
    "agriculture commission 典农都尉": "prefecture",
    "fief 邑": "prefecture",
    "commanderate 指挥使": "prefecture",
    "valley 川": "prefecture",  # Nanzhao districts (渠滥川), not valleys
    "supervisory district 督办区": "prefecture",
    "principal prefect 首府": "prefecture",
    "agriculture commission 典农校尉": "prefecture",
    "independent county 直隶县": "prefecture",
    "dependent country commissioner 属国都尉": "prefecture",
    "agricultural colony commander 屯田都尉": "prefecture",
    "loose reign prefecture 羁縻府": "prefecture",
    "loose reign county 羁縻县": "prefecture",
    "paddy field 苴": "prefecture",  # 凤蓝苴, a Nanzhao district
    "border domain 连": "prefecture",
    "cave 山洞": "prefecture",  # 迁隆洞, a Guangxi native district (洞), not a cave
    "main department of independent prefecture 本州": "prefecture",
    "department magistrate 州判": "prefecture",
    "country 国": "prefecture",  # Han kingdoms and marquisates; see _kind for states
    # areas, never stops
    "region 州": "region",  # 州 above the 郡 before the Sui (荆州, 益州)
    "defense command 防镇": "region",  # 节度使, 观察使, 经略使
    "circuit 路": "region",
    "banner 旗": "region",
    "branch secretariat 行省": "region",
    "province 省": "region",
    "protectorate 都护府": "region",
    "banner general 将军": "region",
    "provincial administrative commission 布政司": "region",
    "circuit 道": "region",
    "company command 佐领": "region",
    "Nanzhao administrative region 节度": "region",
    "pasture land 牧场": "region",
    "royal domain and imperial capital 王畿": "region",  # 王畿, 内史: the capital's territory
    "sub-district 辖区": "region",
    "league 盟": "region",
    "district 地区": "region",
    "great banner general 昂邦章京": "region",
    "grand ministers superintendant 办事大臣": "region",
    "administrative area 长史府": "region",
    "grand minister of the secretariat 内大臣": "region",
    "commandant district 校尉": "region",  # 司隶校尉
    "province-level district 省级": "region",
    # states
    "independent regime 政权": "polity",
    "Nanzhao Chieftanship 诏": "polity",
    "princedom 王国": "polity",  # 闽越王国
}

_RECORD = re.compile(r"<http://maps\.cga\.harvard\.edu/tgaz/placename/(hvd_\d+)> a lawd:Place ;")
_NAME = re.compile(r'lawd:hasName \[ lawd:primaryForm "([^"]*)"@zh \]')
_LOCATION = re.compile(r"geo:location \[ geo:lat (-?\d+(?:\.\d+)?) ; geo:long (-?\d+(?:\.\d+)?) \]")
_TEMPORAL = re.compile(r'dcterms:temporal "start=(-?\d+); end=(-?\d+);"')
_SUBJECT = re.compile(r'dcterms:subject "([^"]*)"')
_DESCRIPTION = re.compile(r'dcterms:description "([^"]*)"')
_SPACE = re.compile(r"\s+")


class ChgisFormatError(RouteError, ValueError):
    """The dump is not shaped as this reader expects; the message names the file, line and record."""


@dataclass(frozen=True, slots=True)
class ChgisRecord:
    """One TGAZ record, as written in the dump.

    >>> r = ChgisRecord("hvd_110765", 1, "營州", "营州", "41.58008", "120.45078", 618, 704, "prefecture 州", "辽宁省朝阳市")
    >>> r.number
    110765
    """

    id: str
    line: int
    traditional: str
    simplified: str
    lat: str | None
    lon: str | None
    start: int
    end: int
    subject: str
    description: str

    @property
    def number(self) -> int:
        return int(self.id.removeprefix("hvd_"))


def read_records(source: Path, member: str = MEMBER) -> Iterator[ChgisRecord]:
    """Every record of the Turtle file inside the zip ``source``, in file order."""
    with zipfile.ZipFile(source) as archive:
        if member not in archive.namelist():
            raise ChgisFormatError(f"{source}: has no {member} (it holds {', '.join(archive.namelist())})")
        with archive.open(member) as raw:
            yield from _read_turtle(io.TextIOWrapper(raw, encoding="utf-8", newline=""), member)


def _read_turtle(text: Iterable[str], member: str) -> Iterator[ChgisRecord]:
    """The records of the Turtle lines ``text``, each read from its subject line to its '.' line."""
    start, block = 0, []
    for number, line in enumerate(text, start=1):
        if _RECORD.match(line):
            if block:
                raise ChgisFormatError(f"{member}, line {number}: a new record starts before line {start}'s ends")
            start, block = number, [line]
        elif block:
            if line.rstrip() == ".":
                yield _parse_block(block, member, start)
                block = []
            else:
                block.append(line)
        elif line.strip() and not line.startswith("@prefix "):
            raise ChgisFormatError(f"{member}, line {number}: expected a record or a '@prefix', got {line[:60]!r}")
    if block:
        raise ChgisFormatError(f"{member}, line {start}: the record never ends (no '.' line)")


def _parse_block(lines: list[str], member: str, start: int) -> ChgisRecord:
    text = "".join(lines)
    record_id = _RECORD.match(text).group(1)

    def fail(detail: str) -> ChgisFormatError:
        return ChgisFormatError(f"{member}, line {start}: record {record_id} {detail}")

    names = _NAME.findall(text)
    if len(names) != 2:
        raise fail(f"has {len(names)} Chinese names; expected 2 (traditional, simplified)")
    temporal = _TEMPORAL.search(text)
    subject = _SUBJECT.search(text)
    if temporal is None or subject is None:
        raise fail("has no dcterms:temporal or no dcterms:subject")
    location = _LOCATION.search(text)
    description = _DESCRIPTION.search(text)
    return ChgisRecord(
        id=record_id,
        line=start,
        traditional=_SPACE.sub("", names[0]),
        simplified=_SPACE.sub("", names[1]),
        lat=location and location.group(1),
        lon=location and location.group(2),
        start=int(temporal.group(1)),
        end=int(temporal.group(2)),
        subject=subject.group(1),
        description=description.group(1).strip() if description else "",
    )


def _kind(record: ChgisRecord) -> str:
    """Our kind for the record's feature type; a 国 not named ...国 is a state (南唐, 吐蕃)."""
    try:
        kind = KIND_OF_TYPE[record.subject]
    except KeyError:
        raise ChgisFormatError(f"{MEMBER}, line {record.line}: record {record.id} has the feature type "
                               f"{record.subject!r}, which KIND_OF_TYPE does not map") from None
    if record.subject == "country 国" and not record.simplified.endswith("国"):
        return "polity"
    return kind


def _year(value: int) -> str:
    return "" if value == 0 else str(value)


def skip_reason(record: ChgisRecord) -> str | None:
    """Why the record cannot be a gazetteer row, or ``None`` if it can."""
    if record.lat is None:
        return "no coordinates"
    if record.start and record.end and record.start > record.end:
        return "start after end"
    return None


def place_row(record: ChgisRecord) -> list[str]:
    """The gazetteer row for a usable record, in :data:`COLUMNS` order.

    >>> r = ChgisRecord("hvd_32894", 1, "營州", "营州", "25.53", "111.58", 621, 621, "prefecture 州", "湖南道县")
    >>> place_row(r)[:5]
    ['hvd_32894', '营州', '營州', 'prefecture', '25.53']
    """
    variants = [record.traditional] if record.traditional != record.simplified else []
    return [
        record.id,
        record.simplified,
        ";".join(variants),
        _kind(record),
        record.lat or "",
        record.lon or "",
        str(UNCERTAINTY_KM),
        record.description,
        _year(record.start),
        _year(record.end),
        SOURCE,
        MATCH_PREFIX + record.id,
        NOTE_PREFIX + record.subject,
    ]


def build_rows(records: Iterable[ChgisRecord]) -> tuple[list[list[str]], Counter[str]]:
    """Rows for the usable records sorted by record number, and the skipped counted by reason."""
    kept: list[ChgisRecord] = []
    skipped: Counter[str] = Counter()
    for record in records:
        reason = skip_reason(record)
        if reason:
            skipped[reason] += 1
        else:
            kept.append(record)
    kept.sort(key=lambda r: r.number)
    return [place_row(r) for r in kept], skipped


def csv_text(rows: Iterable[list[str]]) -> str:
    """The rows as CSV with the gazetteer header, ``\\n`` line ends."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(rows)
    return out.getvalue()


def write_gzip(text: str, out: Path) -> None:
    """Write ``text`` gzipped with no file name and mtime 0, so the bytes are reproducible."""
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("wb") as fh, gzip.GzipFile(filename="", mode="wb", fileobj=fh, compresslevel=9, mtime=0) as gz:
        gz.write(text.encode("utf-8"))


def _print_types(records: list[ChgisRecord]) -> None:
    counts = Counter(r.subject for r in records)
    for subject, count in counts.most_common():
        print(f"{count:7d}  {subject:<50} -> {KIND_OF_TYPE.get(subject, '?')}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="the TGAZ RDF zip (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the gzipped CSV (default: %(default)s)")
    parser.add_argument("--types", action="store_true", help="also print the feature types with their kinds")
    args = parser.parse_args(argv)
    if not args.source.is_file():
        parser.error(f"{args.source} does not exist; pass --source with the CHGIS_RDF_2016-07-07.zip path")

    began = time.perf_counter()
    records = list(read_records(args.source))
    rows, skipped = build_rows(records)
    text = csv_text(rows)
    write_gzip(text, args.out)
    if args.types:
        _print_types(records)
    kinds = Counter(row[COLUMNS.index("kind")] for row in rows)
    print(f"{len(records)} records read, {len(rows)} written, "
          f"{sum(skipped.values())} skipped ({', '.join(f'{n} {why}' for why, n in skipped.most_common())})")
    print("kinds: " + ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items())))
    print(f"{args.out}: {args.out.stat().st_size:,} bytes in {time.perf_counter() - began:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
