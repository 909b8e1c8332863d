"""The second gazetteer layer: the CHGIS temporal gazetteer (TGAZ, GPL-3.0).

``data/chgis_places.csv.gz`` is made by ``scripts/import_chgis.py`` from the CHGIS
listing: 71,614 administrative seats, 222 BCE–1911, each with the years it bore its
name. The curated gazetteer always wins; this layer answers only for names it lacks,
and only with the records valid in the text's year: in 645 营州 is the one at 朝阳
(hvd_110765, 618–704), not the one in Hunan valid only in 621.

Annals write a seat without its suffix (至扶风, 次金城), so a name ending in 县, 郡,
府 … also answers to its stem when two characters or more are left (扶风郡 → 扶风).

One-character names (唐, 金, 郑) are left out: in a text they are words far more often than
places. The file is generated and tested, so it is read with a plain CSV reader, once; each
year's layer is built on demand (a few thousand records) and kept.
"""
from __future__ import annotations

import csv
import gzip
import io
import re
from collections.abc import Sequence
from functools import cache, lru_cache
from pathlib import Path

from route.errors import GazetteerError
from route.places.gazetteer import Gazetteer, Place

__all__ = ["DEFAULT_CHGIS", "TGAZ_URL", "chgis_layer", "nearest_in_time", "tgaz_link", "tgaz_url"]

DEFAULT_CHGIS = Path(__file__).resolve().parents[2] / "data" / "chgis_places.csv.gz"
TGAZ_URL = "https://maps.cga.harvard.edu/tgaz/placename/"

#: CHGIS years are those of the sources; a name one year short of the text's still answers.
YEAR_SLACK = 1
#: CHGIS leaves gaps (绵州 618–741, then none until 882): a name with no record in the text's
#: year answers with its record nearest in time, up to this many years away.
YEAR_REACH = 400
#: Suffixes a stem may drop (扶风郡 → 扶风, 成都县 → 成都, 兴元府 → 兴元, 阳和卫 → 阳和, 明史 英宗纪 and
#: 明史演义 至阳和); 州 stays (益州 is no 益).
STEM_SUFFIXES = ("县", "郡", "府", "军", "监", "厅", "城", "卫", "所")  # 卫, 所: Ming garrisons (阳和卫 → 阳和)
STEM_MIN = 2
#: A TGAZ record in a place's matches: ``tgaz:hvd_110765``. Only the digits go into a link,
#: so a reader's CSV with ``tgaz:hvd_1"><script>`` gets none.
_TGAZ_MATCH = re.compile(r"tgaz:(hvd_[0-9]+)\Z")

_Row = tuple[str, ...]


#: Records made into places, by their place in the file: the layers of nearby years share most.
_PLACES: dict[int, Place] = {}


@cache
def _rows(path: Path = DEFAULT_CHGIS) -> tuple[tuple[int, int, _Row], ...]:
    """Every record as (first year, last year, cells), read once."""
    try:
        raw = gzip.decompress(path.read_bytes()).decode("utf-8")
    except (OSError, EOFError, UnicodeDecodeError) as exc:
        raise GazetteerError(f"{path.name}: cannot be read ({exc}); run scripts/import_chgis.py") from None
    reader = csv.reader(io.StringIO(raw, newline=""))
    header = next(reader, None)
    if header is None or header[:6] != ["id", "name", "variants", "kind", "lat", "lon"]:
        raise GazetteerError(f"{path.name}, row 1: not a gazetteer header; run scripts/import_chgis.py")
    low, high = -10_000, 10_000
    return tuple((int(r[8]) if r[8] else low, int(r[9]) if r[9] else high, tuple(r)) for r in reader if r)


def _place(cells: _Row) -> Place:
    names = [cells[1], *(v for v in cells[2].split(";") if v)]
    names += [n.split("（")[0] for n in names if "（" in n and len(n.split("（")[0]) >= STEM_MIN]  # 京师（北直隶）
    stems = [n[:-1] for n in names if n.endswith(STEM_SUFFIXES) and len(n) - 1 >= STEM_MIN]
    variants = tuple(dict.fromkeys(v for v in names[1:] + stems if v != cells[1]))
    return Place(
        cells[0], cells[1], variants, cells[3], float(cells[4]), float(cells[5]), float(cells[6]), cells[7],
        int(cells[8]) if cells[8] else None, int(cells[9]) if cells[9] else None, cells[10],
        tuple(m for m in cells[11].split(";") if m), cells[12], layer="chgis",
    )


@lru_cache(maxsize=8)
def chgis_layer(year: int | None, path: Path = DEFAULT_CHGIS) -> Gazetteer:
    """The CHGIS records valid in ``year`` (within :data:`YEAR_SLACK`), and for a name with
    none, its record nearest in time (within :data:`YEAR_REACH`); with no year, the records
    that span more than one year (not the 1820 and 1911 snapshots of every village).

    >>> layer = chgis_layer(645)
    >>> [(p.id, p.modern) for p in layer.candidates("营州")]
    [('hvd_110765', '辽宁省朝阳市')]
    >>> layer.lookup("扶风", 750).name
    '扶风郡'
    >>> chgis_layer(881).lookup("绵州").id  # no record from 742 to 881: the one of 618–741
    'hvd_111065'
    """
    rows = _rows(path)
    if year is None:
        chosen = [i for i, (first, last, _) in enumerate(rows) if first < last]
    else:
        chosen, nearest = [], {}
        for i, (first, last, cells) in enumerate(rows):
            if first - YEAR_SLACK <= year <= last + YEAR_SLACK:
                chosen.append(i)
                continue
            gap = _years_off(first, last, year)
            if gap <= YEAR_REACH and (cells[1] not in nearest or gap < nearest[cells[1]][0]):
                nearest[cells[1]] = (gap, i)
        named = {rows[i][2][1] for i in chosen}
        chosen += [i for name, (_, i) in nearest.items() if name not in named]
    places = []
    for i in chosen:
        if len(rows[i][2][1]) >= STEM_MIN:
            if i not in _PLACES:
                _PLACES[i] = _place(rows[i][2])
            places.append(_PLACES[i])
    return Gazetteer(tuple(places))


def _years_off(first: int, last: int, year: int) -> int:
    """How many years ``year`` lies outside ``first``–``last`` (0 inside)."""
    return max(first - year, year - last, 0)


def nearest_in_time(places: Sequence[Place], year: int | None) -> Place | None:
    """Of several records of one name, the one whose years come nearest ``year``: 京师 in
    1697 is CHGIS's 京师（直隶） of 1645–1669 at 北京, not the 京师 of 1378–1402 at 南京."""
    if year is None:
        return next(iter(places), None)
    return min(places, key=lambda p: _years_off(year if p.valid_from is None else p.valid_from,
                                                 year if p.valid_to is None else p.valid_to, year), default=None)


def capital_in(places: Sequence[Place], year: int | None) -> Place | None:
    """Of the CHGIS records of 京师, the one of the capital at ``year``: the latest that had
    begun by then (CHGIS's time slices end early: 京师（直隶） stops in 1669, yet the Qing
    capital stayed at 北京), never one founded later (in 979, not the Ming 京师 of 1378 at
    南京: the 宋 capital is another place, which the text's own gazetteer must name).

    >>> from route.places.gazetteer import Place
    >>> nj = Place("nj", "京师", (), "capital", 32.05, 118.77, 5, valid_from=1378, valid_to=1402)
    >>> bj = Place("bj", "京师", (), "capital", 39.93, 116.37, 5, valid_from=1645, valid_to=1669)
    >>> [getattr(capital_in([nj, bj], y), "id", None) for y in (979, 1410, 1900)]
    [None, 'nj', 'bj']
    """
    if year is None:
        return None
    begun = [p for p in places if p.valid_from is None or p.valid_from <= year]
    return max(begun, key=lambda p: p.valid_from if p.valid_from is not None else -10_000, default=None)


def tgaz_url(match: str) -> str | None:
    """The TGAZ page a match names, else None: ``tgaz:hvd_110765`` → its URL, ``gn:2036113`` → None.

    >>> tgaz_url("tgaz:hvd_110765")
    'https://maps.cga.harvard.edu/tgaz/placename/hvd_110765'
    """
    found = _TGAZ_MATCH.match(match)
    return TGAZ_URL + found.group(1) if found else None


def tgaz_link(place: Place) -> str | None:
    """The TGAZ page of a CHGIS record: its ``tgaz:hvd_110765`` match → its URL."""
    return next((url for url in map(tgaz_url, place.matches) if url), None)
