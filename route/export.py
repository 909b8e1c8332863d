"""Export an itinerary as JSON, CSV, or a Linked Places (LPF) GeoJSON collection.

Each stop says which gazetteer layer placed it (``layer``: ``curated`` or ``chgis``), and a
CHGIS stop links its TGAZ record (``tgaz``).
"""
from __future__ import annotations

import csv
import io
import json

from route.itinerary import Itinerary, Stop
from route.places.chgis import tgaz_link, tgaz_url
from route.places.gazetteer import Place

__all__ = ["to_dict", "to_json", "to_csv", "to_geojson", "LPF_CONTEXT"]

# Linked Places Format v1.1, the World Historical Gazetteer's interchange format.
LPF_CONTEXT = "https://raw.githubusercontent.com/LinkedPasts/linked-places/master/linkedplaces-context-v1.1.jsonld"

CSV_COLUMNS = [
    "seq", "place", "place_id", "written", "lat", "lon", "uncertainty_km", "first_line", "last_line",
    "label", "precision", "jdn_start", "jdn_end", "julian_start", "julian_end", "gregorian_start",
    "gregorian_end", "leg_km", "leg_days", "km_per_day", "layer", "tgaz",
]


# A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(…)).
# OWASP's advice: start such a text cell with an apostrophe, which spreadsheets show as text.
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# Only names come from outside; dates such as -0099-03-01 (100 BCE) must stay as they are.
_TEXT_COLUMNS = frozenset({"place", "written", "label"})


def _cell(value: object) -> object:
    """A CSV text cell a spreadsheet shows as text, never runs: ``=1+1`` → ``'=1+1``."""
    return "'" + value if isinstance(value, str) and value.startswith(_FORMULA_START) else value


def _tgaz(place: Place) -> str | None:
    """The TGAZ page of a stop the CHGIS layer placed; None for a curated one."""
    return tgaz_link(place) if place.layer == "chgis" else None


def _stop_dict(stop: Stop) -> dict[str, object]:
    p = stop.place
    return {
        "seq": stop.seq, "place": p.name, "place_id": p.id, "written": stop.written, "kind": p.kind,
        "layer": p.layer, "tgaz": _tgaz(p),
        "lat": p.lat, "lon": p.lon, "uncertainty_km": p.uncertainty_km,
        "first_line": stop.first_line, "last_line": stop.last_line,
        "date": stop.date.as_dict() if stop.date else None,
        "leg_km": stop.leg_km, "leg_days": stop.leg_days, "km_per_day": stop.speed_km_day,
        "events": [e.as_dict() for e in stop.events],
    }


def to_dict(itinerary: Itinerary) -> dict[str, object]:
    """The itinerary as plain data (the shape of ``--json``)."""
    return {
        "source": itinerary.source,
        "context": itinerary.context,
        "stops": [_stop_dict(s) for s in itinerary.stops],
        "en_route": [{**e.event.as_dict(), "after_stop": e.after_stop} for e in itinerary.en_route],
        "warnings": [w.as_dict() for w in itinerary.warnings],
        "total_km": round(itinerary.total_km, 1),
        "days": itinerary.days,
    }


def to_json(itinerary: Itinerary) -> str:
    """``--json``: the itinerary with stops, en-route events and warnings."""
    return json.dumps(to_dict(itinerary), ensure_ascii=False, indent=2)


def to_csv(itinerary: Itinerary) -> str:
    """``--csv``: one row per stop; a text cell that a spreadsheet would run as a formula starts with ``'``."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS, lineterminator="\n")
    writer.writeheader()
    for stop in itinerary.stops:
        row = _stop_dict(stop)
        date = row.pop("date") or {}
        cells = {k: v for k, v in {**row, **date}.items() if k in CSV_COLUMNS}
        writer.writerow({k: _cell(v) if k in _TEXT_COLUMNS else v for k, v in cells.items()})
    return out.getvalue()


def _iso(day: str | None) -> str | None:
    """ISO 8601 wants four-digit years: 645-10-16 → 0645-10-16."""
    if not day:
        return None
    sign = "-" if day.startswith("-") else ""
    year, _, rest = day.lstrip("-").partition("-")
    return f"{sign}{int(year):04d}-{rest}"


def to_geojson(itinerary: Itinerary) -> str:
    """``--geojson``: an LPF FeatureCollection, one feature per stop plus the route.

    ``when`` uses proleptic Gregorian ISO 8601 days, as LPF requires; the
    Julian days the app shows are in ``properties``. A TGAZ match is linked by its URL.
    """
    features: list[dict[str, object]] = []
    for stop in itinerary.stops:
        p, d = stop.place, stop.date
        feature: dict[str, object] = {
            "@id": f"#stop-{stop.seq}",
            "type": "Feature",
            "properties": {
                "title": p.name, "seq": stop.seq, "place_id": p.id, "kind": p.kind, "layer": p.layer,
                "uncertainty_km": p.uncertainty_km, "first_line": stop.first_line, "last_line": stop.last_line,
                "label": d.label if d else None,
                "julian_start": d.julian_start if d else None, "julian_end": d.julian_end if d else None,
            },
            "geometry": {"type": "Point", "coordinates": [p.lon, p.lat]},
            "names": [{"toponym": stop.written, "lang": "zh"}, {"toponym": p.name, "lang": "zh-Hans"}],
            "links": [{"type": "closeMatch", "identifier": tgaz_url(m) or m} for m in p.matches],
        }
        if d and d.gregorian_start and d.gregorian_end:
            feature["when"] = {"timespans": [{
                "start": {"earliest": _iso(d.gregorian_start)}, "end": {"latest": _iso(d.gregorian_end)}}]}
        features.append(feature)
    if len(itinerary.stops) > 1:
        features.append({
            "@id": "#route",
            "type": "Feature",
            "properties": {"title": "route", "stops": len(itinerary.stops), "total_km": round(itinerary.total_km, 1)},
            "geometry": {"type": "LineString", "coordinates": [[s.place.lon, s.place.lat] for s in itinerary.stops]},
        })
    collection = {"type": "FeatureCollection", "@context": LPF_CONTEXT, "source": itinerary.source, "features": features}
    return json.dumps(collection, ensure_ascii=False, indent=2)
