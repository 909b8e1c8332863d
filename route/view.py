"""Words and HTML for showing an itinerary: date labels, highlighted passages, the timeline.

The app's helpers, kept out of ``app.py`` so that they are tested without
Streamlit. Every piece of text from a corpus or a gazetteer passes through
``html.escape`` before it reaches HTML.
"""
from __future__ import annotations

import bisect
import hashlib
import re
from collections import Counter
from collections.abc import Sequence
from typing import Any
from html import escape

from route.corpus import CorpusMeta, Text, parse_text
from route.dates import DateMention
from route.places.chgis import tgaz_link
from route.places.gazetteer import DEFAULT_PLACES, Place, load_gazetteer, parse_gazetteer
from route.itinerary import DateRange, EnRoute, Itinerary, Stop, build_itinerary
from route.places.mentions import PlaceMention

__all__ = [
    "CSS",
    "read_itinerary",
    "julian",
    "lunar",
    "date_label",
    "stop_labels",
    "highlight",
    "layer_html",
    "passage_html",
    "reading_html",
    "warnings_html",
    "error_message",
    "timeline_rows",
    "summary",
    "distance_chart",
    "MAX_READING_LINES",
    "MAX_PASSAGE_LINES",
]

#: The reading view stops here; a whole 资治通鉴 would be a 9 MB page.
MAX_READING_LINES = 4000
#: A stop's passage in the panel stops here (a dense 1.6 MB upload gave one passage of 100,001
#: lines, 29 s to step back to it); the rest is named, and the reading view has it.
MAX_PASSAGE_LINES = 400

# One stylesheet for every HTML fragment: stops, mere mentions and dates each
# have their own mark, and line numbers are anchors (#line-12).
CSS = """<style>
.rt { font-size: 1.02rem; line-height: 1.9; }
.rt mark { padding: 0 .1em; border-radius: .2em; }
.rt mark.rt-stop { background: #f6c9c4; color: #7a1010; font-weight: 600; }
.rt mark.rt-place { background: none; color: #1f5f8b; border-bottom: 2px dotted #1f5f8b; border-radius: 0; }
.rt mark.rt-date { background: #fbe7a1; color: #5a4300; }
.rt .rt-line { display: flex; gap: .8em; scroll-margin-top: 4rem; }
.rt .rt-line:target { background: #fff3c4; }
.rt .rt-no { flex: 0 0 2.5em; text-align: right; color: #999; font-size: .8em; text-decoration: none; }
.rt .rt-current { background: #fdf0ee; }
.rt-scroll { max-height: 35rem; overflow-y: auto; padding-right: .5em; }
.rt-facts { display: grid; grid-template-columns: auto 1fr; gap: .1em 1em; font-size: .92rem; margin: .4em 0 .8em; }
.rt-facts dt { color: #777; }
.rt-facts dd { margin: 0; }
.rt-road { border-left: 3px dashed #aaa; padding: .2em .8em; margin: .6em 0; color: #555; font-size: .95rem; }
.rt-warn { margin: .2em 0; }
.rt-warn .rt-kind { font-size: .8em; color: #fff; background: #b26b00; border-radius: .3em; padding: 0 .4em; }
</style>"""


def parse_key(data: bytes, name: str, meta: CorpusMeta, context: str, party: tuple[str, ...], chgis: bool,
              places: bytes | None, places_name: str) -> str:
    """One short key for everything a parse reads: the texts' bytes by digest, not kept.

    >>> a = parse_key("辽东城".encode(), "a.txt", CorpusMeta(), "", (), True, None, "places.csv")
    >>> b = parse_key("辽东城".encode(), "a.txt", CorpusMeta(), "贞观十九年", (), True, None, "places.csv")
    >>> len(a), a == b
    (32, False)
    """
    h = hashlib.blake2b(digest_size=16)
    for part in (data, places or b"", repr((name, meta, context, party, chgis, places_name)).encode()):
        h.update(len(part).to_bytes(8, "big"))
        h.update(part)
    return h.hexdigest()


def read_itinerary(
    text_data: bytes,
    text_name: str,
    meta: CorpusMeta | None = None,
    context: str | None = None,
    party: Sequence[str] = (),
    places_data: bytes | None = None,
    places_name: str = "places.csv",
    chgis: bool = True,
) -> Itinerary:
    """Build the itinerary of a text given as bytes (a corpus file or an upload).

    Without ``places_data``, the gazetteer is the one the sidecar names, else
    ``data/places.csv``; with ``chgis``, the CHGIS layer answers for names it lacks. Raises :class:`~route.errors.RouteError` (CorpusError, GazetteerError) for
    input that cannot be used; a bad date context is a warning. Nothing is written anywhere.
    """
    text = parse_text(text_data, name=text_name, meta=meta)
    if places_data is not None:
        gazetteer = parse_gazetteer(places_data, places_name)
    else:  # a bundled text's sidecar may name its own gazetteer
        gazetteer = load_gazetteer(text.meta.places or DEFAULT_PLACES)
    return build_itinerary(text, gazetteer, context=(context or "").strip() or None, party=tuple(party),
                           chgis=chgis)


# -- dates ---------------------------------------------------------------------


def _day(iso: str | None) -> str:
    """``0645-10-13`` → ``645-10-13``, as historians write Julian days."""
    if not iso:
        return "?"
    sign = "-" if iso.startswith("-") else ""
    year, _, rest = iso.lstrip("-").partition("-")
    return f"{sign}{int(year)}-{rest}"


def _span(start: str | None, end: str | None) -> str:
    a, b = _day(start), _day(end)
    if a == b:
        return a
    if a[:-5] == b[:-5]:  # same year: 645-10-26 – 11-04
        return f"{a} – {b[-5:]}"
    return f"{a} – {b}"


def julian(date: DateRange | DateMention | None) -> str:
    """The Julian day or span: ``645-10-13`` or ``645-10-26 – 11-04``."""
    return _span(date.julian_start, date.julian_end) if date and date.julian_start else "—"


def gregorian(date: DateRange | DateMention | None) -> str:
    """The proleptic Gregorian day or span."""
    return _span(date.gregorian_start, date.gregorian_end) if date and date.gregorian_start else "—"


_YEAR_PREFIX = re.compile(r"^\D*?年")


def lunar(label: str, year_prefix: str = "") -> str:
    """The lunar label without the year the march started in.

    >>> lunar("贞观十九年十月十一日 – 贞观十九年十月十三日", "贞观十九年")
    '十月十一日 – 十月十三日'
    >>> lunar("贞观二十年三月", "贞观十九年")
    '贞观二十年三月'
    """
    return label.replace(year_prefix, "") if year_prefix else label


def _year_prefix(itinerary: Itinerary) -> str:
    first = next((s.date.label for s in itinerary.stops if s.date), "")
    match = _YEAR_PREFIX.match(first)
    return match.group() if match else ""


def date_label(date: DateRange | None, year_prefix: str = "") -> str:
    """Lunar and Julian date of a stop: ``九月十八日 · 645-10-13``."""
    if date is None:
        return "undated"
    return f"{lunar(date.label, year_prefix)} · {julian(date)}" if date.julian_start else lunar(date.label, year_prefix)


def stop_labels(itinerary: Itinerary) -> dict[int, str]:
    """Slider label of each stop by its number: its date, plus the place where two stops share a date.

    The labels must differ, since the slider tells its options apart by label.
    """
    prefix = _year_prefix(itinerary)
    labels = {s.seq: date_label(s.date, prefix) for s in itinerary.stops}
    for tag in (lambda s: s.place.name, lambda s: f"#{s.seq}"):
        counts = Counter(labels.values())
        labels = {s.seq: f"{labels[s.seq]} · {tag(s)}" if counts[labels[s.seq]] > 1 else labels[s.seq]
                  for s in itinerary.stops}
    return labels


# -- HTML ----------------------------------------------------------------------


Span = tuple[int, int, str, str]  # start, end, CSS class, title


def _spans(mentions: Sequence[PlaceMention], dates: Sequence[DateMention]) -> list[Span]:
    spans = [(m.start, m.end, "rt-stop" if m.role == "stop" else "rt-place", m.place.name) for m in mentions]
    spans += [(d.start, d.end, "rt-date", f"{d.label} · {julian(d)}") for d in dates]
    return sorted(spans)


def _marked(content: str, start: int, end: int, spans: Sequence[Span]) -> str:
    """``content[start:end]`` escaped, with the ``spans`` inside it marked; reads only the spans
    from ``start`` on, without copying the rest (a line at a time stays linear in the text)."""
    out, cursor = [], start
    for k in range(bisect.bisect_left(spans, (start,)), len(spans)):
        s, e, cls, title = spans[k]
        if s >= end:
            break
        if s < cursor or e > end:
            continue
        out.append(escape(content[cursor:s]))
        out.append(f'<mark class="{cls}" title="{escape(title)}">{escape(content[s:e])}</mark>')
        cursor = e
    out.append(escape(content[cursor:end]))
    return "".join(out)


def highlight(text: Text, start: int, end: int, mentions: Sequence[PlaceMention],
              dates: Sequence[DateMention]) -> str:
    """``text.content[start:end]`` as escaped HTML with places and dates marked.

    >>> t = parse_text("<b>至辽东城")
    >>> highlight(t, 0, len(t.content), [], [])
    '&lt;b&gt;至辽东城'
    """
    return _marked(text.content, start, end, _spans(mentions, dates))


def _lines_html(itinerary: Itinerary, first: int, last: int, current: range = range(0), anchors: bool = False) -> str:
    """Numbered lines; with ``anchors`` each is ``#line-N`` (only the reading view has them, ids are unique)."""
    text = itinerary.text
    spans = _spans(itinerary.mentions, itinerary.dates)
    rows = []
    for n in range(first, last + 1):
        s = text.line_starts[n - 1]
        body = _marked(text.content, s, s + len(text.line(n)), spans)
        cls = "rt-line rt-current" if n in current else "rt-line"
        anchor = f' id="line-{n}"' if anchors else ""
        number = f'<a class="rt-no" href="#line-{n}">{n}</a>' if anchors else f'<span class="rt-no">{n}</span>'
        rows.append(f'<div class="{cls}"{anchor}>{number}<span>{body or "&nbsp;"}</span></div>')
    return "\n".join(rows)


#: How the timeline names a place's gazetteer layer.
LAYER_NAMES = {"curated": "curated", "chgis": "CHGIS"}


def layer_html(place: Place) -> str:
    """Which gazetteer placed a stop: ``curated``, or ``from CHGIS`` linking its TGAZ record.

    The link is built from the record's validated ``hvd_`` number alone, and opens in a new tab.

    >>> fufeng = Place("hvd_111217", "扶风郡", (), "prefecture", 34.4, 107.9, 5, matches=("tgaz:hvd_111217",),
    ...                layer="chgis")
    >>> print(layer_html(fufeng))
    from CHGIS · <a href="https://maps.cga.harvard.edu/tgaz/placename/hvd_111217" target="_blank"
    rel="noopener noreferrer">TGAZ hvd_111217</a>
    """
    if place.layer != "chgis":
        return LAYER_NAMES["curated"]
    url = tgaz_link(place)
    if url is None:
        return f"from {LAYER_NAMES['chgis']}"
    record = url.rsplit("/", 1)[1]
    return (f'from {LAYER_NAMES["chgis"]} · <a href="{escape(url)}" target="_blank" rel="noopener noreferrer">'
            f"TGAZ {escape(record)}</a>")


def _road_html(itinerary: Itinerary, events: Sequence[EnRoute], towards: Stop | None) -> str:
    if not events:
        return ""
    where = f"On the road to {escape(towards.place.name)}" if towards else "On the road"
    items = "".join(
        f"<li>line {e.event.line} · {escape(lunar(e.event.date.label, _year_prefix(itinerary)) if e.event.date else '')}"
        f" — {escape(e.event.text)}</li>" for e in events)
    return f'<div class="rt-road"><b>{where}</b><ul>{items}</ul></div>'


def passage_html(itinerary: Itinerary, stop: Stop) -> str:
    """The panel beside the map: a stop's dates, its leg, its passage, and the road on."""
    prefix = _year_prefix(itinerary)
    prev = itinerary.stops[stop.seq - 2] if stop.seq > 1 else None
    nxt = itinerary.stops[stop.seq] if stop.seq < len(itinerary.stops) else None
    d = stop.date
    facts = [
        ("lunar", escape(d.label) if d else "—"),
        ("Julian", julian(d)),
        ("Gregorian", gregorian(d)),
        ("site", f"{escape(stop.place.modern or stop.place.kind)} · ±{stop.place.uncertainty_km:g} km"),
        ("gazetteer", layer_html(stop.place)),
    ]
    if prev is not None:
        facts.append(("from", f"{escape(prev.place.name)}: {_num(stop.leg_km, ' km')} in "
                              f"{_num(stop.leg_days, ' days')} · {_num(stop.speed_km_day, ' km/day')}"))
    dl = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in facts)
    before = [e for e in itinerary.en_route if e.after_stop == 0] if stop.seq == 1 else []
    after = [e for e in itinerary.en_route if e.after_stop == stop.seq]
    return (
        f'{CSS}<div class="rt rt-scroll rt-passage" id="passage-{stop.seq}">'
        f"<h4>{stop.seq}. {escape(stop.place.name)} <small>{escape(lunar(d.label, prefix)) if d else ''}</small></h4>"
        f'<dl class="rt-facts">{dl}</dl>{_road_html(itinerary, before, stop)}'
        f"{_passage_lines(itinerary, stop)}"
        f"{_road_html(itinerary, after, nxt)}</div>"
    )


def _passage_lines(itinerary: Itinerary, stop: Stop) -> str:
    """A stop's lines, the first :data:`MAX_PASSAGE_LINES` of them, and a note naming the rest."""
    last = min(stop.last_line, stop.first_line + MAX_PASSAGE_LINES - 1)
    rest = stop.last_line - last
    tail = (f"<p><i>… {rest:,} more lines of this passage (lines {last + 1:,}–{stop.last_line:,}) "
            f"are in the reading view.</i></p>") if rest > 0 else ""
    return _lines_html(itinerary, stop.first_line, last) + tail


def _num(value: float | None, unit: str) -> str:
    return "—" if value is None else f"{value:,.0f}{unit}" if value >= 10 else f"{value:g}{unit}"


def reading_html(itinerary: Itinerary, current: Stop | None = None) -> str:
    """The text, one anchored line each, with every recognised place and date marked: all of it, or
    for a long text the :data:`MAX_READING_LINES` around the current stop, which the view follows."""
    n = itinerary.text.n_lines
    anchor = current.first_line if current else 1
    first = max(1, min(anchor - MAX_READING_LINES // 4, n - MAX_READING_LINES + 1))
    last = min(n, first + MAX_READING_LINES - 1)
    lines = range(current.first_line, current.last_line + 1) if current else range(0)
    head = f"<p><i>… lines 1–{first - 1:,} not shown: the view follows the current stop.</i></p>" if first > 1 else ""
    tail = f"<p><i>… {n - last:,} more lines not shown.</i></p>" if last < n else ""
    return (f'{CSS}<div class="rt rt-scroll rt-reading">{head}'
            f'{_lines_html(itinerary, first, last, lines, anchors=True)}{tail}</div>')


_KINDS = {"chronology": "chronology", "unknown_place": "unknown place", "ambiguous_era": "ambiguous date",
          "speed": "too fast", "no_context": "no start date", "context": "date context"}


def error_message(exc: BaseException) -> str:
    """What to tell a reader whose input could not be used; never a traceback."""
    from route.errors import RouteError

    if isinstance(exc, RouteError):
        return f"Could not use this input: {exc}"
    return f"Could not read this input ({type(exc).__name__}: {exc}). The last good view is shown."


def warnings_html(itinerary: Itinerary) -> str:
    """What the parser doubted, each linking to its line in the reading view."""
    if not itinerary.warnings:
        return f'{CSS}<div class="rt"><p>The parser had no doubts.</p></div>'
    rows = "".join(
        f'<div class="rt-warn"><span class="rt-kind">{escape(_KINDS.get(w.kind, w.kind.replace("_", " ")))}</span> '
        f'{f"""<a href="#line-{w.line}">line {w.line}</a>""" if w.line > 0 else "whole text"}: {escape(w.message)}</div>'
        for w in itinerary.warnings)
    return f'{CSS}<div class="rt">{rows}</div>'


# -- numbers -------------------------------------------------------------------


def timeline_rows(itinerary: Itinerary) -> list[dict[str, object]]:
    """One row per stop: dates, day of the march, leg, cumulative distance and speed."""
    prefix = _year_prefix(itinerary)
    start = next((s.date.jdn_start for s in itinerary.stops if s.date and s.date.jdn_start is not None), None)
    rows, total = [], 0.0
    for s in itinerary.stops:
        d = s.date
        total += s.leg_km or 0.0
        rows.append({
            "#": s.seq, "place": s.place.name, "gazetteer": LAYER_NAMES[s.place.layer],
            "lunar": lunar(d.label, prefix) if d else "",
            "Julian": julian(d), "Gregorian": gregorian(d),
            "day": d.jdn_start - start if d and d.jdn_start is not None and start is not None else None,
            "leg km": s.leg_km, "total km": round(total, 1),
            "days": s.leg_days, "km/day": s.speed_km_day,
            "lines": f"{s.first_line}–{s.last_line}",
        })
    return rows


def summary(itinerary: Itinerary) -> dict[str, str]:
    """The four numbers at the top: stops, total km, days and average km/day."""
    days = itinerary.days
    speed = itinerary.total_km / days if days else None
    return {
        "Stops": str(len(itinerary.stops)),
        "Distance": f"{itinerary.total_km:,.0f} km",
        "Days": "—" if days is None else str(days),
        "Average": "—" if speed is None else f"{speed:.1f} km/day",
    }


def party_note(itinerary: Itinerary) -> str:
    """Who the march is read as: the names that count as the main party, and the ruler of the text's years.

    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> party_note(build_itinerary("九月十八日，李世民至安市城。", load_gazetteer(DEFAULT_PLACES), "贞观十九年九月"))[:22]
    'Read as the march of: '
    """
    names = "、".join(itinerary.party) or "—"
    note = f"Read as the march of: {names}."
    if itinerary.party_found:
        note += " No one was named: this is who the text's moves follow most often; type names to change it."
    if itinerary.ruler:
        note += f" Reigning then, from sanmiao's ruler tables: {'、'.join(itinerary.ruler)}."
    return note


def distance_chart(rows: Sequence[dict[str, object]]) -> dict[str, Any]:
    """A Vega-Lite spec of cumulative distance against the day of the march, one labelled point per stop.

    A plain spec (for ``st.vega_lite_chart``), so that drawing it needs neither
    altair nor its schema validation on every rerun.
    """
    tip = [{"field": f, "type": t} for f, t in (("place", "nominal"), ("lunar", "nominal"),
                                                  ("Julian", "nominal"), ("total km", "quantitative"))]
    return {
        "data": {"values": [r for r in rows if r["day"] is not None]},
        "encoding": {"x": {"field": "day", "type": "quantitative", "title": "day of the march"},
                     "y": {"field": "total km", "type": "quantitative", "title": "distance marched (km)"}},
        "layer": [
            {"mark": {"type": "line", "color": "#b22222", "interpolate": "linear"}},
            {"mark": {"type": "circle", "size": 60, "color": "#b22222"}, "encoding": {"tooltip": tip}},
            {"mark": {"type": "text", "align": "left", "dx": 6, "dy": -6},
             "encoding": {"text": {"field": "place", "type": "nominal"}}},
        ],
        "height": 260,
    }


# -- share links ---------------------------------------------------------------

LINK_STOP_DIGITS = 6  # a share link's stop number: more digits than any text has stops


def read_link(text: str | None, stop: str | None, texts: Sequence[str]) -> tuple[str | None, int | None, list[str]]:
    """The bundled text and stop number a share link (``?text=…&stop=…``) asks for, and notes on what was wrong.

    Only a bundled text's name, and ASCII digits (at most :data:`LINK_STOP_DIGITS`) for the stop:
    ``²`` or 5,000 digits give a note, never an error.

    >>> read_link("zhenguan19_retreat_from_anshi.txt", "3", ["zhenguan19_retreat_from_anshi.txt"])
    ('zhenguan19_retreat_from_anshi.txt', 3, [])
    >>> read_link("nope.txt", "²", ["zhenguan19_retreat_from_anshi.txt"])[2]
    ['The link names a text that is not here (nope.txt); showing the first one.', 'The link asks for stop ², which is not a stop number; showing stop 1.']
    """
    notes = []
    if text is not None and text not in texts:
        notes.append(f"The link names a text that is not here ({text[:80]}); showing the first one.")
        text = None
    number = None
    if stop is not None:
        if stop.isascii() and stop.isdigit() and len(stop) <= LINK_STOP_DIGITS and int(stop) > 0:
            number = int(stop)
        else:
            notes.append(f"The link asks for stop {stop[:20]}, which is not a stop number; showing stop 1.")
    return text, number, notes


_MARKDOWN = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~$:=])")
# GFM turns bare URLs, www. names and e-mail addresses into links whatever their escapes; a word
# joiner (U+2060, invisible) after the first character of ://, www. and @ breaks the pattern.
_AUTOLINK = re.compile(r"(?i)://|www\.|@")
_JOINER = "\u2060"


def plain(text: str) -> str:
    """``text`` with Markdown, LaTeX and Streamlit directives escaped, for st.header / st.caption.

    A title or name from an upload must show as written, never load an image or a link.

    >>> plain("![x](host/x.png) :red[贞观] $x$")
    '\\\\!\\\\[x\\\\]\\\\(host/x\\\\.png\\\\) \\\\:red\\\\[贞观\\\\] \\\\$x\\\\$'
    >>> plain("http://host") == "http\\\\:\\u2060//host"  # a word joiner keeps a bare URL from becoming a link
    True
    """
    return _MARKDOWN.sub(r"\\\1", _AUTOLINK.sub(lambda m: m[0][0] + _JOINER + m[0][1:], text))
