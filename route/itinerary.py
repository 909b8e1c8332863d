"""Build the route the main party took: ordered stops with dates and passages.

Entry point: :func:`build_itinerary`. Consecutive events at one place merge
into one stop; dated events with no place after the party has set out stay
en-route events and never snap to a place.
"""
from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace

from route.calendar import Era, capital_names, era_by_id, find_eras, jdn_to_gregorian, jdn_to_julian, month_containing, reign_began, reigning_ruler, ruler_aliases, ruler_dynasties, ruler_in, rulers_reigning, sovereign_names
from route.corpus import Text, parse_text
from route.dates import DateMention, parse_context, resolve_dates_leniently
from route.errors import ParseWarning
from route.script import to_simplified
from route.places.chgis import capital_in, chgis_layer
from route.places.people import people_names
from route.places.gazetteer import Gazetteer, Place, distance_km
from route.places.mentions import PlaceMention, find_places
from route.text.layout import biography_subject, unclosed_quotes
from route.places.stops import (
    dynasty_armies, treated_as_place, find_capital_start, find_main_party, party_aliases, ruler_title,
    find_held_cities,
    Layout, analyse_layout, classify_mentions, died_before, dynasty_sovereigns, find_accession, find_party_accession, find_capital_returns, find_handover, find_round_trip_start, find_unknown_places,
    Lexicon, find_unplaced_moves, load_lexicon,
)

__all__ = ["DateRange", "Event", "Stop", "EnRoute", "Itinerary", "build_itinerary", "format_itinerary"]

# Clause breaks, for a clause that is only 还 (癸巳，还).
_CLAUSE_SPLIT = re.compile(r"[\s，。；：、！？,.;:!?]+")

#: Faster than this (km/day) is implausible for an army on the march.
MAX_ARMY_KM_PER_DAY = 100.0


@dataclass(frozen=True, slots=True)
class DateRange:
    """A span of days with its lunar label, e.g. 贞观十九年十月十一日 – 十三日."""

    label: str
    precision: str
    jdn_start: int | None
    jdn_end: int | None
    julian_start: str | None
    julian_end: str | None
    gregorian_start: str | None = None
    gregorian_end: str | None = None

    @classmethod
    def of(cls, first: DateMention, last: DateMention | None = None) -> DateRange:
        last = last or first
        label = first.label if last is first or last.label == first.label else f"{first.label} – {_tail(first.label, last.label)}"
        return cls(
            label=label, precision=first.precision,
            jdn_start=first.jdn_start, jdn_end=last.jdn_end,
            julian_start=first.julian_start, julian_end=last.julian_end,
            gregorian_start=first.gregorian_start, gregorian_end=last.gregorian_end,
        )

    def as_dict(self) -> dict[str, object]:
        return {
            "label": self.label, "precision": self.precision,
            "jdn_start": self.jdn_start, "jdn_end": self.jdn_end,
            "julian_start": self.julian_start, "julian_end": self.julian_end,
            "gregorian_start": self.gregorian_start, "gregorian_end": self.gregorian_end,
        }


def _tail(first: str, last: str) -> str:
    """``last`` without the year and month it shares with ``first``: 十月十一日 – 十三日."""
    cut = 0
    for i, (a, b) in enumerate(zip(first, last)):
        if a != b:
            break
        if a in "年月":
            cut = i + 1
    return last[cut:] or last


@dataclass(frozen=True, slots=True)
class Event:
    """One sentence of the march: what happened, when, and where if stated."""

    line: int
    text: str
    date: DateMention | None
    kind: str  # arrive, cross, stay, visit (an act there: 祭后土于汾阴), leave, or event (dated, no movement)
    place: Place | None = None
    date_carried: bool = False  # the date is the last one before, not stated here
    verb: str = ""  # the verb that put the party at the place (至, 幸, 次 …)
    party_acts: bool = False  # an event that has the party leave, or act where it is (李世民又召集营州刺史): still there

    def as_dict(self) -> dict[str, object]:
        return {
            "line": self.line, "text": self.text, "kind": self.kind,
            "date": DateRange.of(self.date).as_dict() if self.date else None,
            "date_carried": self.date_carried,
        }


@dataclass(frozen=True, slots=True)
class Stop:
    """A place the party was at, with its events and passage lines."""

    seq: int
    place: Place
    written: str
    first_line: int
    last_line: int
    events: tuple[Event, ...]
    date: DateRange | None
    leg_km: float | None = None
    leg_days: float | None = None
    speed_km_day: float | None = None


@dataclass(frozen=True, slots=True)
class EnRoute:
    """A dated event between stops ``after_stop`` and ``after_stop + 1``."""

    event: Event
    after_stop: int


@dataclass(frozen=True, slots=True)
class Itinerary:
    """The route a text narrates, with everything found on the way."""

    source: str
    context: str | None
    text: Text
    stops: tuple[Stop, ...]
    en_route: tuple[EnRoute, ...]
    mentions: tuple[PlaceMention, ...]
    dates: tuple[DateMention, ...]
    warnings: tuple[ParseWarning, ...] = field(default_factory=tuple)
    party: tuple[str, ...] = ()  # the names read as the main party (上, 车驾, 李世民 …)
    ruler: tuple[str, ...] = ()  # who reigned at the text's first date, from sanmiao (李世民, 太宗)
    party_found: bool = False  # the party is the subject of most of the text's moves, named by no one

    @property
    def total_km(self) -> float:
        return sum(s.leg_km or 0.0 for s in self.stops)

    @property
    def days(self) -> int | None:
        dated = [s.date for s in self.stops if s.date and s.date.jdn_start is not None and s.date.jdn_end is not None]
        return dated[-1].jdn_end - dated[0].jdn_start + 1 if dated else None


@dataclass
class _Draft:
    place: Place
    written: str
    events: list[Event]
    departed: bool = False
    # When its first date is carried from an earlier sentence (次沙河 after 丁未，发北京), the
    # next date the text states: the party was there at most until then.
    until: DateMention | None = None


def _sentence_date(dates: Sequence[DateMention], starts: list[int], lo: int, hi: int, before: int) -> DateMention | None:
    """The narrative date of a sentence: the last one before ``before``, else the first in it."""
    i, j = bisect.bisect_left(starts, lo), bisect.bisect_left(starts, hi)
    inside = dates[i:j]
    earlier = [d for d in inside if d.start < before]
    return earlier[-1] if earlier else (inside[0] if inside else None)


def _narrative(dates: Sequence[DateMention]) -> list[DateMention]:
    return [d for d in dates if not d.in_speech and not d.flashback]


def build_itinerary(
    text: Text | str,
    gazetteer: Gazetteer,
    context: str | None = None,
    party: Sequence[str] = (),
    chgis: bool = True,
) -> Itinerary:
    """Read the march out of ``text``.

    ``context`` (贞观十九年九月) and ``party`` default to the text's sidecar. With ``chgis``,
    names ``gazetteer`` lacks are looked up in the CHGIS layer of the text's year
    (:mod:`route.places.chgis`).

    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> it = build_itinerary("九月乙酉，至辽东城。丙戌，渡辽水。", load_gazetteer(DEFAULT_PLACES), context="贞观十九年")
    >>> [(s.place.name, s.date.julian_start) for s in it.stops]
    [('辽东城', '0645-10-15'), ('辽水', '0645-10-16')]
    """
    if isinstance(text, str):
        text = parse_text(text, name="<text>")
    context = context or text.meta.context
    scan = resolve_dates_leniently(text.content, context=context, simplified=text.simplified)
    context = scan.context
    dates = list(scan.dates)
    lex = load_lexicon()
    # a text with no date of its own (a novel's chapter): the reader's context tells whose years they are
    # (贞观十九年: 太宗回到长安 is the ruler's move)
    ruling = dates if _first_era(dates) is not None or not context else list(resolve_dates_leniently(context).dates)
    rulers, reigning, armies = _rulers_of(ruling)
    ruler = tuple(dict.fromkeys(n for names in rulers for n in names))
    layout = analyse_layout(text, dates)
    year = _text_year(dates) or _text_year(ruling)
    # 刘备: 玄德, 刘皇叔 too (in his years: 魏王 of 396 is no 曹操)
    party = people_names(tuple(party) or text.meta.party, year=year)
    party += _bearers(party, text.simplified, lex)  # 益王: 昰, by the text's own 徙封昰为益王
    nobody_named = not party
    layer = chgis_layer(year) if chgis else None
    places = find_places(text, gazetteer, year=year, second=layer,
                         keep_second=lambda simp, a, b: treated_as_place(simp, a, b, lex))
    places, layer_warnings = _choose_by_route(places, layer, year)
    places = sorted(places + find_held_cities(text, places, lex), key=lambda m: m.start)  # 守中都…攻之
    found: tuple[str, ...] = ()
    accedes: tuple[int, tuple[str, ...]] | None = None  # the typed party takes the throne in the text
    states = _states_of(ruling)  # 周 in 显德: whose 主 reigns
    absent: tuple[str, ...] = ()
    if party and not any(set(party) & set(names) for names in rulers) and not set(party) & set(lex.sovereign) \
            and not (year is not None and any(ruler_in(n, year) for n in party)) \
            and not any(n in sovereign_names() for n in party) \
            and not _written(party_aliases(party, lex, armies=False), text.simplified, lex):
        # 成吉思汗 typed for 元史 太祖纪, which calls him 帝 and never by that name: the party is found from
        # the text, and the reader is told
        absent, party, nobody_named = party, (), True
    if nobody_named:  # the one the text follows, or the ruler of the text's years
        # …or, no one leading its moves, the subject of the life it opens with (邓禹字仲华, 后汉书 邓禹传: its moves with no
        # subject are his, not the sovereign's)
        found = find_main_party(text, places, layout, lex, reigning, dates, year)
        if not found and (subject := biography_subject(text.simplified)) is not None:
            found = (subject,)
        # (隋军 may be 宇文述's as well as 炀帝's: the army counts only when no one is named)
        party = people_names(found, year=year) or lex.default_party + people_names(reigning, year=year) + armies  # 刘备: 先主 too
        if found and year is not None and (crowned := ruler_in(found[0], year)):
            # a ruler found by his title in the year he reigns (太祖 of 金史 太祖纪 translation, 1115): 皇上 is he,
            # and his names
            party = tuple(dict.fromkeys(party + crowned + lex.sovereign))
        elif found and _called_by_given(found, text.simplified, lex):
            # 李嗣源 found in 天成元年, the text writing 嗣源 (资治通鉴 卷274, 卷275): he does not reign yet, so his given
            # name is his, as for a party typed so
            ruler = tuple(n for n in ruler if n not in party)
    elif named := [names for names in rulers if set(party) & set(names)]:  # 玄宗: 上, 车驾 … and his names
        his = tuple(n for names in named for n in names)
        # (后唐帝 of the 白话 for 庄宗: his dynasty's sovereign)
        full = tuple(dict.fromkeys(party + lex.sovereign + his + dynasty_sovereigns(
            d for names in named for d in ruler_dynasties(names[0]))))
        if not set(party) & set(reigning) and _called_by_given(party, text.simplified, lex):
            # 嗣源济河 … 嗣源入洛阳 (资治通鉴 卷275, 天成元年): annals never write the reigning one's given name
            # (避讳), so the party, written so, does not reign yet: 帝 is 庄宗, and the given name is his
            party = tuple(dict.fromkeys(party + his))
            ruler = tuple(n for n in ruler if n not in party)
        elif reigning and not set(party) & set(reigning) and (at := find_accession(text, layout, lex)) is not None:
            # 世宗 in 显德元年 (资治通鉴 卷291): 帝 is 太祖 until 晋王即皇帝位, and he after it
            party, accedes = tuple(dict.fromkeys(party + his)), (at, full)
        else:
            party = full
    elif set(party) <= _retired_titles(lex, states) and reigning and find_handover(
            text, party + lex.sovereign, layout, lex, states, year) is not None:
        # 上皇 typed for a text in which the one reigning gives up the throne (明史 英宗纪 in 正统十四年: 车驾次大同 …
        # 王即皇帝位，遥尊皇帝为太上皇帝): he is 上 and 车驾 until then, and 上皇 after
        party = tuple(dict.fromkeys(party + lex.sovereign + people_names(reigning, year=year)))
    elif set(party) & set(lex.sovereign) or any(  # 帝, 上: the one reigning (in 天宝十五载 玄宗, not 肃宗);
            ruler_title(n, lex) and n[-2] in states for n in party):  # 周主 in 显德, not 魏主 in 元嘉
        party = tuple(dict.fromkeys(party + lex.sovereign + people_names(reigning, year=year)))
    elif year is not None and (crowned := [names for n in party if (names := ruler_in(n, year))
                                           and _of_the_courts(n, names, ruling, lex)]):
        # 石重贵 in 天福九年: the ruler of the text's year by the reigns of sanmiao's ruler table, where
        # its eras name no ruler of his (it has no 后晋 eras): 帝, 上 … are he
        party = tuple(dict.fromkeys(party + lex.sovereign + tuple(n for names in crowned for n in names)))
    elif not rulers and any(n.endswith(lex.sovereign_title_ends) and n in sovereign_names() for n in party):
        party = tuple(dict.fromkeys(party + lex.sovereign))  # 高帝 in 前200, which no era dates
    else:  # 光武 in 更始 years, before his reign: his other names (世祖因发旁县…, 后汉书 光武帝纪), not 上
        party = tuple(dict.fromkeys(party + tuple(a for n in party for a in ruler_aliases(n))))
        if any(n in sovereign_names() for n in party) \
                and not _written(party_aliases(party, lex, armies=False), text.simplified, lex):
            # …but his own annals, which never write his names, call him 帝 from the start (元史 文宗纪 in 致和元年:
            # 迁帝居江陵, months before his accession)
            party = tuple(dict.fromkeys(party + lex.sovereign))
    if not nobody_named and accedes is None and not set(party) & set(lex.sovereign) \
            and (at := find_party_accession(text, layout, party_aliases(party, lex, withheld=ruler), lex)) is not None:
        # 石敬瑭 made emperor at 柳林 (资治通鉴 卷280): 帝 is the 唐主 before, and he after
        accedes = at, tuple(dict.fromkeys(party + lex.sovereign))
    party = party_aliases(party, lex, withheld=ruler)  # 渊 for 李渊 in 617: he does not reign yet
    party += _titles_held(party, text.simplified, lex)  # 白起: 武安君 too, by the text's 封白起为武安君
    # (the dynasty's capital only when the party reigns in the text's era: 资治通鉴 卷139 dates 北魏's moves by
    # 南齐's 永明, whose capital is not the 魏主's)
    # (the dynasty's own seat first, where the table names one: 太后还宫 is back at 神都 in 701, though the text's
    # 京师 is 长安, 资治通鉴 卷207)
    capital = (_dynasty_capital(dates, gazetteer, year) if set(party) & set(ruler) else None) or \
        _capital(gazetteer, year) or (capital_in(layer.candidates("京师"), year) if layer else None)
    handover = find_handover(text, party, layout, lex, states, year)
    if handover is not None and nobody_named and not found and died_before(text, layout, handover[0], lex):
        handover = None  # no one named: the throne's, and the one who died hands nothing over (帝殂 … 晋王即皇帝位)
    if accedes is not None:  # the party becomes the one reigning: its names after the accession
        handover = accedes[0], party_aliases(accedes[1], lex, withheld=ruler)
    mentions = classify_mentions(
        text, places, dates, party, layout, seat=lambda p: _seat(gazetteer, p),
        handover=handover, capital=capital, armies=armies, narrated=bool(absent) and not found,
    )
    mentions += find_capital_returns(text, layout, dates, party, capital, lex, mentions) \
        + find_capital_start(text, layout, dates, party, capital, mentions, lex)
    # 幸怀 … 至自怀: the text opens at the capital, which the returns just found show
    mentions = sorted(mentions + find_round_trip_start(text, _narrative(dates), party, capital, mentions, lex),
                      key=lambda m: m.start)
    elsewhere = find_unplaced_moves(text, layout, mentions, party, lex, dates)
    # The sidecar's 建安十二年 dates what the text tells before its own first date (三国演义).
    start = parse_context(context) if context else None
    stops, en_route = _walk(text, layout, mentions, _narrative(dates), lex.departure, lex.departure_alone,
                            None if accedes is not None else handover,
                            lex.set_out_for, lex.modal, elsewhere, start, lex.set_out_near_km, lex.halts,
                            lex.sequence_marks, party)
    warnings = list(scan.warnings) + layer_warnings + find_unknown_places(text, layout, mentions, lex)
    warnings += unclosed_quotes(text)
    if absent:
        followed = "the main party it follows" if found else "the ruler of its years"
        warnings.append(ParseWarning(1, "party_absent", (
            f"{absent[0]} is not written in the text under any name it is known by; followed {followed} "
            f"instead ({'、'.join(party[:3])})")))
    stops, speed_warnings = _legs(stops)
    warnings += speed_warnings
    warnings.sort(key=lambda w: w.line)
    return Itinerary(
        source=text.name, context=context, text=text, stops=tuple(stops), en_route=tuple(en_route),
        mentions=tuple(mentions), dates=tuple(scan.dates), warnings=tuple(warnings),
        party=tuple(party), ruler=ruler, party_found=bool(found),
    )


#: Two CHGIS records are a close call when the farther is within this factor of the nearer.
CLOSE_CHOICE = 1.5
#: Records this close are one seat twice (CHGIS has series that overlap): no choice to warn of.
SAME_SEAT_KM = 25
#: A CHGIS name farther than this from the places named around it is taken for a word (not a
#: capital: marches set out from it and come back to it from afar, 上发京师 … 至宁夏).
CHGIS_REACH_KM = 400


def _choose_by_route(places: list[PlaceMention], layer: Gazetteer | None,
                     year: int | None) -> tuple[list[PlaceMention], list[ParseWarning]]:
    """Of several CHGIS records a name has in the text's year, the one nearest the places
    named before and after it (two 金城县 in 756: the one by 咸阳 when 马嵬 follows); a
    warning says so when the other was nearly as near."""
    if layer is None:
        return places, []
    out, warnings = list(places), []
    # (the layer holds the text's year already, with the nearest record of a name it lacks)
    options = {i: layer.candidates(m.text) or (m.place,) for i, m in enumerate(out) if m.place.layer == "chgis"}
    sure = [i for i, m in enumerate(out) if m.place.can_be_stop  # (唐, a polity, sits at its capital)
            and (i not in options or len(options[i]) <= 1)]
    far: set[int] = set()
    for i, records in options.items():
        m = out[i]
        k = bisect.bisect_left(sure, i)
        near = [out[j].place.latlon for j in sure[max(0, k - 1):k + 2] if j != i]
        if not near:
            continue
        score = {p.id: sum(distance_km(p.latlon, q) for q in near) for p in records}
        ranked = sorted(records, key=lambda p: score[p.id])
        if ranked[0].kind != "capital" and min(distance_km(ranked[0].latlon, q) for q in near) > CHGIS_REACH_KM:
            far.add(i)  # 幸连城 in a siege of 太原: a 连城县 a thousand km off is a word, not the place
            continue
        if len(ranked) < 2:
            continue
        # of the records about as near, the most narrowly dated (扶风郡 742–755 at 凤翔, not
        # a 扶风郡 said to run 265–761)
        close = [p for p in ranked if score[p.id] <= CLOSE_CHOICE * score[ranked[0].id]]
        ranked = sorted(close, key=_span_years) + [p for p in ranked if p not in close]
        out[i] = replace(m, place=ranked[0])
        if len(close) > 1 and distance_km(ranked[0].latlon, ranked[1].latlon) > SAME_SEAT_KM:
            warnings.append(ParseWarning(m.line, "place_choice", (
                f"{m.text}: CHGIS has {len(records)} places of this name in {year}; took {ranked[0].id} "
                f"({ranked[0].modern or ranked[0].name}), near the places around it and the most narrowly dated, "
                f"but {ranked[1].id} ({ranked[1].modern or ranked[1].name}) is about as near")))
    return [m for i, m in enumerate(out) if i not in far], warnings


def _bearers(titles: Sequence[str], simp: str, lex: Lexicon) -> tuple[str, ...]:
    """The names the text invests with one of ``titles``: 徙封昰为益王 (宋史 瀛国公纪 附二王) names 昰,
    改封赵是为益王 (its translation) 赵是.

    >>> _bearers(("益王",), "乃徙封昰为益王、判福州。昰至泉。", load_lexicon())
    ('昰',)
    """
    found: list[str] = []
    for title in (t for t in titles if t not in lex.sovereign and len(t) > 1):  # (立以为帝: no 以 named)
        for m in re.finditer(f"(?:{'|'.join(map(re.escape, lex.invested))})([^，。、；：为]{{1,3}})为{re.escape(title)}", simp):
            if m.group(1) not in titles and m.group(1) not in found \
                    and not any(c in lex.not_given_names or c in lex.fillers for c in m.group(1)):
                found.append(m.group(1))
    return tuple(found)


def _titles_held(party: Sequence[str], simp: str, lex: Lexicon) -> tuple[str, ...]:
    """The lords' titles the text gives one of ``party``: 封白起为武安君 (资治通鉴 卷4) makes 武安君 his name,
    as 武安君已经上路 (史记 白起列传 白话) shows; not a rank many hold (关内侯, 列侯).

    >>> _titles_held(("白起", "起"), "秦封白起为武安君。武安君已经上路。", load_lexicon())
    ('武安君',)
    """
    names = sorted((n for n in party if len(n) > 1 or n in simp), key=len, reverse=True)
    if not names:
        return ()
    given, full = "|".join(map(re.escape, lex.invested_party)), "|".join(map(re.escape, names))
    ends, word = "|".join(map(re.escape, lex.noble_title_ends)), "[^，。、；：为“”「」]"  # (a title's characters)
    title = f"{word}{{1,3}}(?:{ends})"
    pattern = f"(?:{given})(?:{full})为(?P<a>{title})"  # 封白起为武安君
    if whole := "|".join(re.escape(n) for n in names if len(n) > 1):
        pattern += f"|(?:{whole})[被受]?(?:{given})为(?P<b>{title})"  # 白起迁为武安君
    # (not before a sovereign's word: 况道君皇帝，已有故事 of 宋史演义 is 徽宗's title, not the party's)
    if own := "|".join(re.escape(n) for n in names if len(n) > 1 and n not in lex.sovereign):
        pattern += f"|(?P<c>{word}{{2}}(?:{ends}))(?:{own})"  # 派武安君白起: two characters and the end
    found = dict.fromkeys(t for m in re.finditer(pattern, simp) if (t := next(g for g in m.groups() if g))
                          not in lex.shared_lord_titles and t not in party)
    return tuple(found)


def _called_by_given(names: Sequence[str], simp: str, lex: Lexicon) -> bool:
    """Whether ``simp`` opens clauses at least twice with the two-character given name of one of
    ``names`` (嗣源 of 李嗣源: 嗣源济河，至滑州 … 乙丑，嗣源入洛阳, 资治通鉴 卷275), which annals never
    write for the ruler reigning (避讳).

    >>> lex = load_lexicon()
    >>> _called_by_given(("李嗣源",), "嗣源济河，至滑州。乙丑，嗣源入洛阳。", lex), _called_by_given(("李世民",), "上至辽东城。", lex)
    (True, False)
    """
    for name in map(to_simplified, names):
        surname = next((c for c in lex.compound_surnames if name.startswith(c)), name[:1])
        given = name[len(surname):]
        if (surname in lex.surnames or surname in lex.compound_surnames) and len(given) == 2 and sum(
                1 for m in re.finditer(re.escape(given), simp) if not m.start() or _CLAUSE_MARK.match(simp, m.start() - 1)
        ) >= 2:
            return True
    return False


_CLAUSE_MARK = re.compile(r"[，。；：！？、\s]")


def _written(names: Sequence[str], simp: str, lex: Lexicon) -> bool:
    """Whether ``simp`` writes one of ``names``, or the given name of one (渊 of 李渊, 资治通鉴 卷184).

    >>> lex = load_lexicon()
    >>> _written(("李渊", "唐公"), "丙辰，渊至西河", lex), _written(("邓士载",), "艾至阴平", lex)
    (True, False)
    >>> _written(("文宗",), "迁帝居江陵，帝至汴梁，宗正…", lex)  # a temple name, no 文 named 宗
    False
    >>> _written(("曹操", "曹丞相", "魏王"), "九月，公引兵自柳城还。汉罢三公官，置丞相", lex)  # titles, no given names
    False
    """
    for name in map(to_simplified, names):
        surname = next((c for c in lex.compound_surnames if name.startswith(c)), name[:1])
        if name in simp or (surname in lex.surnames or surname in lex.compound_surnames) \
                and not name.endswith(lex.sovereign_title_ends) \
                and name[len(surname):] not in lex.titles_before_name \
                and 1 <= len(name) - len(surname) <= 2 and name[len(surname):] in simp:
            return True  # (not 宗 of 文宗: a temple name is no surname and given name; nor 王 of 魏王, 丞相 of 曹丞相,
            # a state or a surname before a title: 三国志 武帝纪 writes 公 and 王 of others too)
    return False


def _text_year(dates: Sequence[DateMention]) -> int | None:
    """The year the text tells of: the middle of its dated years, not the first date, which
    may be a look back (宋史 太宗纪 opens with his birth in 939 and marches in 979).

    >>> _text_year(resolve_dates_leniently("九月十八日，班师。", "贞观十九年九月").dates)
    645
    """
    years = sorted(_lunar_year(d) for d in dates if d.julian_start)
    return years[len(years) // 2] if years else None


def _lunar_year(date: DateMention) -> int:
    """The year of the calendar ``date`` was read in (乾祐三年十二月 falls in January 951, but in the
    year 950, as the reigns of sanmiao's ruler table count it), else its Julian year.

    >>> d = resolve_dates_leniently("十二月，帝至七里店。", "乾祐三年十一月").dates[0]
    >>> d.julian_start[:5], _lunar_year(d)
    ('0951-', 950)
    """
    era = era_by_id(date.era_id) if date.era_id is not None else None
    month = month_containing(era.cal_stream, date.jdn_start) if era is not None and date.jdn_start is not None else None
    return month.year if month is not None else int((date.julian_start or "0")[:-6])


def _span_years(place: Place) -> int:
    """How many years a record is said to run (an open end counts as very long)."""
    if place.valid_from is None or place.valid_to is None:
        return 10_000
    return place.valid_to - place.valid_from


def _retired_titles(lex: Lexicon, states: Collection[str]) -> frozenset[str]:
    """The words for a ruler who gave up his throne, alone or after his state's name: 上皇, 太上皇帝, 齐上皇."""
    return frozenset(lex.retired) | {s + r for s in states for r in lex.retired}


def _first_era(dates: Sequence[DateMention]) -> tuple[Era, list[Era], int] | None:
    """The era of the first narrative date, every era of that name counting on that day (states
    that counted in another court's era share its name: 南平, 吴越 in 显德), and the day."""
    first = next((d for d in _narrative(dates) if d.jdn_start is not None and d.era_id is not None), None)
    era = era_by_id(first.era_id) if first is not None and first.era_id is not None else None
    if era is None or first is None or first.jdn_start is None:
        return None
    return era, [e for e in find_eras(era.name) if _counts(e, first.jdn_start)] or [era], first.jdn_start


def _rulers_of(dates: Sequence[DateMention]) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...], tuple[str, ...]]:
    """The names of each ruler reigning in the year of the first narrative date, of the one
    who is 上 on that day (from sanmiao's tables), and of his dynasty's army.

    >>> _rulers_of(resolve_dates_leniently("九月十八日，班师。", "贞观十九年九月").dates)
    ((('李世民', '太宗'),), ('李世民', '太宗'), ('唐军', '唐师', '唐兵', '唐军队', '唐部队', '唐的军队'))
    """
    found = _first_era(dates)
    if found is None:
        return (), (), ()
    era, sharing, day = found  # every ruler under the era's name that day is a candidate
    groups = tuple(dict.fromkeys(names for e in sharing for names in rulers_reigning(e, day)))
    reigning = tuple(dict.fromkeys(n for e in sharing for n in reigning_ruler(e, day)))
    return groups, reigning, dynasty_armies(era.dynasty)


def _of_the_courts(name: str, ruler: Sequence[str], dates: Sequence[DateMention], lex: Lexicon) -> bool:
    """Whether the ruler ``ruler`` that ``name`` names in the text's year may be the one it means: any, for a name of
    his own (石重贵 in 天福九年, whose 后晋 has no eras in sanmiao's table); for a temple name many rulers bear
    (高祖, 太祖), one of a court counting in the text's eras, or one whose reign begins with the text (金史 太祖纪 from
    辽's 天庆四年, 1114: 阿骨打 reigns from 1115) — not 后秦's 高祖 姚兴, reigning since 394, for 宋书's 高祖 刘裕 in
    元兴二年 (403) or 义熙元年 (405), which are 东晋's eras.

    >>> dates = resolve_dates_leniently("义熙元年三月，高祖至京师。").dates
    >>> _of_the_courts("高祖", ("姚兴", "高祖"), dates, load_lexicon()), _of_the_courts("姚兴", ("姚兴", "高祖"), dates, load_lexicon())
    (False, True)
    """
    if not (len(name) == 2 and name.endswith(lex.sovereign_title_ends)):
        return True
    found, opening = _first_era(dates), next((_lunar_year(d) for d in _narrative(dates) if d.julian_start), None)
    began = reign_began(ruler[0], opening) if opening is not None else None
    return found is None or bool(ruler_dynasties(ruler[0]) & {e.dynasty for e in found[1]}) \
        or opening is None or began is None or began >= opening - 1


def _states_of(dates: Sequence[DateMention]) -> frozenset[str]:
    """The one-character names of the states counting in the era of the first narrative date:
    显德 → 周 (and 南平, 吴越, which counted in it), so 周主 is the one reigning."""
    found = _first_era(dates)
    return frozenset() if found is None else frozenset(
        armies[0][0] for e in found[1] if (armies := dynasty_armies(e.dynasty)))


def _dynasty_capital(dates: Sequence[DateMention], gazetteer: Gazetteer, year: int | None) -> Place | None:
    """The capital of the dynasty of the text's first era in ``year`` (data/capitals.toml), as the text's
    gazetteer names it: 邺 for 北齐书 文宣帝纪 (天保), which never names it (not a CHGIS county of the name,
    which may be another seat than the court's).

    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> dates = resolve_dates_leniently("九月十八日，班师。", "贞观十九年九月").dates
    >>> _dynasty_capital(dates, load_gazetteer(DEFAULT_PLACES), 645).name
    '长安'
    """
    found = _first_era(dates)
    if found is None or year is None:
        return None
    for name in capital_names(found[0].dynasty, year):
        place = gazetteer.lookup(name, year)
        if place is not None:
            return place
    return None


def _capital(gazetteer: Gazetteer, year: int | None) -> Place | None:
    """The place the gazetteer calls 京师 in ``year``: where 至自X brings the party back."""
    return gazetteer.lookup("京师", year)


def _counts(era: Era, jdn: int) -> bool:
    """Whether day ``jdn`` falls in one of ``era``'s numbered years (sanmiao's rows may end
    early: 後周's 显德 row stops in its first month, though 世宗 counted it six years)."""
    month = month_containing(era.cal_stream, jdn)
    return month is not None and era.start_jdn <= jdn and era.ind_year(1) <= month.year <= era.ind_year(era.max_year)


def _seat(gazetteer: Gazetteer, region: Place) -> Place | None:
    """The city a region's name stands for in 至辽东: its namesake X城 (辽东城)."""
    city = gazetteer.lookup(region.name + "城")
    return city if city is not None and city.can_be_stop else None


def _walk(
    text: Text, layout: Layout, mentions: list[PlaceMention], dates: list[DateMention], departure: Sequence[str],
    departure_alone: frozenset[str] = frozenset(), handover: tuple[int, tuple[str, ...]] | None = None,
    set_out: frozenset[str] = frozenset(), plan: re.Pattern[str] | None = None, elsewhere: Sequence[int] = (),
    start: DateMention | None = None, near_km: float = 0.0, halts: frozenset[str] = frozenset(),
    sequence: Sequence[str] = (), party: Sequence[str] = (),
) -> tuple[list[Stop], list[EnRoute]]:
    """Walk the sentences in reading order, opening a stop at each new place.

    After a ``handover`` of the throne (王即皇帝位, 遥尊皇帝为太上皇帝) the annals' unnamed
    subject is the new ruler: a dated entry is the party's only when it names the party
    (上皇 …), else it says nothing of where the party is. At the offsets ``elsewhere`` the
    party goes where the gazetteer cannot follow (车驾次杀胡城): it has left its stop."""
    simp = text.simplified
    date_starts = [d.start for d in dates]
    depart_re = re.compile("|".join(map(re.escape, departure))) if departure else None
    # Offsets that can matter: stops, narrative dates, departures, directions.
    points = [(m.start, "place", m) for m in mentions if m.role == "stop" or m.reason == "direction"]
    points += [(d.start, "date", d) for d in dates if not layout.in_commentary(d.start)]
    if depart_re:
        points += [(m.start(), "depart", None) for m in depart_re.finditer(simp)
                   if not layout.in_quote(m.start()) and not layout.in_commentary(m.start())
                   and not layout.in_flashback(m.start())]
    points += [(at, "depart", None) for at in elsewhere]
    points.sort(key=lambda p: p[0])

    drafts: list[_Draft] = []
    pending: list[Event] = []  # dated events before the first stop
    en_route: list[tuple[Event, int]] = []
    clock: DateMention | None = start
    done: set[int] = set()
    mention_starts = [m.start for m in mentions]
    for offset, _, _ in points:
        lo, hi = layout.sentence(offset)
        hi = len(simp) if hi < 0 else hi
        if lo in done:
            continue
        done.add(lo)
        line, sentence = text.line_of(lo + (len(simp[lo:hi]) - len(simp[lo:hi].lstrip()))), text.content[lo:hi].strip()
        here = mentions[bisect.bisect_left(mention_starts, lo) : bisect.bisect_left(mention_starts, hi)]
        stops_here = [m for m in here if m.role == "stop"]
        first_stop = stops_here[0].start if stops_here else hi
        date = _sentence_date(dates, date_starts, lo, hi, first_stop)
        clock = date or clock
        # 炀帝从辽东回来，…: leaving a place the march left long ago is a recap, not a stop
        stops_here = [m for m in stops_here if not _recap(m, drafts, layout.break_lines)]
        if stops_here:
            for m in stops_here:
                # 壬寅（初三），武则天西行入潼关，辛酉（二十二日），到达京城长安 (资治通鉴 卷207 白话): each stop takes
                # the last date before it in the sentence
                own = _sentence_date(dates, date_starts, lo, hi, m.start) if m is not stops_here[0] else date
                clock = own or clock
                event = Event(line, sentence, own or clock, m.reason, m.place, date_carried=own is None, verb=m.verb)
                last = drafts[-1] if drafts else None
                if last and last.place.id == m.place.id:
                    last.events.append(event)
                    last.departed = False
                else:
                    carry = [e for e in pending if e.date and event.date and e.date.jdn_start == event.date.jdn_start]
                    en_route += [(e, len(drafts)) for e in pending if e not in carry]
                    pending = []
                    nxt = bisect.bisect_left(date_starts, hi)
                    until = dates[nxt] if date is None and nxt < len(dates) else None
                    drafts.append(_Draft(m.place, m.text, carry + [event], until=until))
                if m.reason == "leave" or m.verb in halts:
                    drafts[-1].departed = True  # (己亥，顿赤岸泽: a night's halt on the road, gone the next day)
            gone = _bare_return(simp, stops_here[-1].end, hi, departure_alone)
            if gone is not None:  # 如天寿山，癸巳，还: the stay ends in the same sentence, on 癸巳
                back = dates[bisect.bisect_left(date_starts, stops_here[-1].end):bisect.bisect_left(date_starts, gone)]
                if back:
                    drafts[-1].events.append(Event(line, sentence, back[-1], "leave", drafts[-1].place))
                drafts[-1].departed = True
            continue
        directions = [m for m in here if m.reason == "direction"]
        departs = (depart_re is not None and _departs(simp, lo, hi, depart_re, plan)) or \
            bisect.bisect_left(elsewhere, lo) < bisect.bisect_left(elsewhere, hi) or \
            _bare_return(simp, lo, hi, departure_alone) is not None
        others_move = any(m.reason in ("other_actor", "sent") for m in here) or (
            handover is not None and hi > handover[0] and not _names_subject(simp[lo:hi], handover[1]))
        if date is not None and not others_move:  # 四月，李勣军至辽东: a date, not the party's event
            # (十月十三日，李世民又召集营州刺史…举行庆功宴会: the party acting there, 营州 named, still where it was,
            # 戊申，还宫: leaving it)
            # (at a capital the court's entries are his there: 秋七月丁酉，上宴群臣, after 上还京)
            here_named = bool(drafts) and (drafts[-1].place.kind == "capital" or drafts[-1].written in sentence
                                           or drafts[-1].place.name in sentence)
            acts = bool(departs) or bool(party) and here_named and _names_subject(simp[lo:hi], party)
            event = Event(line, sentence, date, "event", party_acts=acts)
            if not drafts:
                pending.append(event)
            elif drafts[-1].departed:
                en_route.append((event, len(drafts)))
            else:
                drafts[-1].events.append(event)
        if drafts and (directions or departs):
            drafts[-1].departed = True
    en_route += [(e, len(drafts)) for e in pending]
    return _finish(text, layout, _settled(drafts, set_out, near_km, sequence), en_route, set_out), \
        [EnRoute(e, n) for e, n in en_route]


def _departs(simp: str, lo: int, hi: int, depart_re: re.Pattern[str], plan: re.Pattern[str] | None) -> bool:
    """Whether the sentence ``simp[lo:hi]`` sets the party out: a departure word not under a
    plan or a wish in its clause (复聚众谋士商议，欲南征刘表 is no departure)."""
    for m in depart_re.finditer(simp, lo, hi):
        clause = _CLAUSE_SPLIT.split(simp[lo:m.start()])[-1]
        if plan is None or not plan.search(clause):
            return True
    return False


def _names_subject(sentence: str, names: Sequence[str]) -> bool:
    """Whether a clause of ``sentence`` opens with one of ``names``: 八月癸酉，上皇发瓦剌, not
    遣使奉书上皇 (the 上皇 there receives the letter)."""
    return any(clause.startswith(tuple(names)) for clause in _CLAUSE_SPLIT.split(sentence) if clause)


def _bare_return(simp: str, lo: int, hi: int, departure_alone: frozenset[str]) -> int | None:
    """The offset of a clause between ``lo`` and ``hi`` that is only 还 (or 还宫 …), if any."""
    span = simp[lo:hi]
    if not any(word in span for word in departure_alone):
        return None  # most sentences: no word of the kind at all
    pos = lo
    for clause in _CLAUSE_SPLIT.split(span):
        at = simp.find(clause, pos, hi) if clause else -1
        if clause in departure_alone and at >= 0:
            return at
        pos = at + len(clause) if at >= 0 else pos
    return None


def _finish(text: Text, layout: Layout, drafts: list[_Draft], en_route: list[tuple[Event, int]],
            set_out: frozenset[str] = frozenset()) -> list[Stop]:
    """Give each draft its passage lines and combined date. A passage ends on the line before the next stop's,
    but on that line when the next one is set out for from here (``set_out``: 秋，八月，己亥，上幸长安, 资治通鉴 卷42,
    the line the party leaves 洛阳 on; 二月，丙辰，上幸骊山温汤, 卷211)."""
    stops = []
    en_route_lines: dict[int, list[int]] = {}
    for e, n in en_route:
        en_route_lines.setdefault(n, []).append(e.line)
    breaks = layout.break_lines
    for i, d in enumerate(drafts):
        first = d.events[0].line
        limits = [text.n_lines]
        if i + 1 < len(drafts):
            nxt = drafts[i + 1].events[0]
            leaves_here = nxt.kind != "event" and nxt.verb in set_out  # (上幸长安: he leaves on that line)
            limits.append(nxt.line if leaves_here else nxt.line - 1)
        limits += [line - 1 for line in en_route_lines.get(i + 1, ()) if line > first]
        b = bisect.bisect_right(breaks, first)
        if b < len(breaks):
            limits.append(breaks[b] - 1)
        last = max(min(limits), d.events[-1].line)
        while last > d.events[-1].line and not text.line(last).strip():
            last -= 1  # no blank lines at a passage's end
        # The days a stop shows the party there are those of its own mentions (arrival, stay, departure) and of the
        # entries of its passage where the party acts: the others (丁丑，以X为Y; a general's battle) do not say where the
        # party is, and a careful reader dates the stop by its own words (秋，八月，上行幸安定, 资治通鉴 卷21: 八月, however
        # late the next stop). A visit (祭后土于汾阴, 大阅于南苑) shows the party there that day only.
        # (an entry dated inside a coarser first date still says by when the party came: 建武元年 … 正月 at 箕关)
        visit = {e.kind for e in d.events if e.kind != "event"} == {"visit"}
        dated = [e.date for e in d.events if e.date is not None]
        reached = next((e.date for e in d.events if e.date is not None and e.kind != "event"), None)
        own = [e.date for e in d.events if e.date is not None and (
            e.kind != "event" or e.party_acts and not visit or _within(e.date, reached))]
        stay = _stay(own or dated[:1])
        arrival = next((e for e in d.events if e.kind != "event"), None)
        finer = _finer_inside(arrival, dated)
        if finer is not None:  # 正统十四年 … 至土木堡 … 时当仲秋: the stop's own passage dates it
            stay = _stay([finer] + [x for x in own if x is not arrival.date and x.jdn_start is not None
                                    and x.jdn_start >= finer.jdn_start])  # type: ignore[operator]
        elif d.until is not None and arrival is not None and arrival.date_carried and arrival.date is not None \
                and not any(e.kind == "leave" and e.date is arrival.date for e in d.events):
            stay = _bounded(stay, arrival.date, d.until, d.until in dated)
        stops.append(Stop(i + 1, d.place, d.written, first, last, tuple(d.events), stay))
    return stops


def _recap(m: PlaceMention, drafts: Sequence[_Draft], breaks: Sequence[int] = ()) -> bool:
    """Whether ``m`` tells the party leaving a place it left before and came home from: back
    at a capital, 炀帝从辽东回来，张衡的妾告发… (资治通鉴 卷181 白话, after the return to 东都) is a
    recap of the way home, not a new stop. After a section break the march may start again."""
    if m.reason != "leave" or not drafts or drafts[-1].place.id == m.place.id or drafts[-1].place.kind != "capital":
        return False
    home = drafts[-1].events[-1].line
    return not any(home < b <= m.line for b in breaks) and any(d.place.id == m.place.id for d in drafts[:-1])


def _stay(dated: Sequence[DateMention]) -> DateRange | None:
    """The days a stop's dates show the party there: from its first date to the last day
    a later date vouches for. A later month or year (十二年 opening a new year at 凤泉汤)
    shows the party there at its start, not through it."""
    if not dated:
        return None
    first = dated[0]
    # (a later date that ends before the first begins goes backwards, and ends no stay: 中和四年七月 … 五月十九日,
    # the translation's slip in 资治通鉴 卷256 白话)
    later = [x for x in dated[1:] if x.jdn_start is not None and x.jdn_end is not None
             and (first.jdn_start is None or x.jdn_end >= first.jdn_start)]
    if not later:
        return DateRange.of(first)
    last = max(later, key=_vouched)
    stay = DateRange.of(first, last)
    end = _vouched(last)
    if end != last.jdn_end and first.jdn_end is not None:
        # (a first date of a year or a month vouches for the arrival in it, not for the stay to its end, when a later
        # date ends inside it: 建武元年 … 正月 at 箕关, 后汉书 邓禹传 translation; 大同三年 … 正月 at 广阳, 资治通鉴 卷157
        # 白话: there by 正月)
        inside = not _to_the_day(first) and last.jdn_end < first.jdn_end
        stay = _ending(stay, max(end, first.jdn_start if inside else first.jdn_end))
    return stay


def _ending(span: DateRange, end: int) -> DateRange:
    """``span`` ending on day ``end`` instead."""
    return replace(span, jdn_end=end, julian_end=jdn_to_julian(end), gregorian_end=jdn_to_gregorian(end))


def _then(sentence: str, first: str, second: str, sequence: Sequence[str]) -> bool:
    """Whether ``sentence`` goes on from ``first`` to ``second`` with a word of sequence between them: 春，幸缑氏，
    遂至东莱 (汉书 武帝纪 元封二年; 春驾临缑氏，随后到东莱, its translation), 缑氏 visited first."""
    a = sentence.find(first)
    b = sentence.find(second, a + len(first)) if a >= 0 else -1
    return b > a >= 0 and any(w in sentence[a + len(first):b] for w in sequence)


def _settled(drafts: list[_Draft], set_out: frozenset[str], near_km: float = 0.0,
             sequence: Sequence[str] = ()) -> list[_Draft]:
    """The stops as the party reached them, where the text first names a place set out for.

    帝自江都行幸涿郡，御龙舟，渡河入永济渠: a place set out for, with other stops after it in
    the same sentence, is where the journey goes, announced first; the party is not there
    yet (unless the next stop lies within ``near_km`` of it: 幸太原，避暑汾阳宫 goes on beyond
    it). 行幸涿郡 … 至涿郡之临朔宫: a stop begins where the party arrives, not where it set out."""
    keep = []
    for i, d in enumerate(drafts):
        here = [e for e in d.events if e.kind != "event"]
        nxt = drafts[i + 1].events[0] if i + 1 < len(drafts) else None
        if len(here) == 1 and here[0].verb in set_out and nxt is not None and ((nxt.line, nxt.text) == (
                here[0].line, here[0].text) or _halt_on_the_way(here[0], d.written, nxt, d.place, drafts[i + 2:])) \
                and nxt.verb != here[0].verb \
                and distance_km(d.place.latlon, drafts[i + 1].place.latlon) > near_km \
                and not _then(here[0].text, d.written, drafts[i + 1].written, sequence):  # not a list: 幸并州、潞州
            continue
        if keep and keep[-1].place.id == d.place.id:
            # 御含元殿…丙子，驾幸陕州，上出苑门 (旧唐书 代宗纪): with the place set out for set aside, the
            # party leaves the place it was already at, one stop
            keep[-1] = replace(keep[-1], events=keep[-1].events + d.events, departed=d.departed, until=d.until)
            continue
        keep.append(replace(d, events=list(_from_arrival(d.events, set_out))))
    return keep


def _halt_on_the_way(set_out: Event, written: str, nxt: Event, place: Place, later: Sequence[_Draft]) -> bool:
    """Whether the stop after a sentence that only sets out for ``place`` (written ``written``) is a halt
    on the way there, in the sentence after, with no date of its own, ``place`` reached only later:
    己丑，如中都。次小辽口。…至中都 (金史 世宗纪); not 行幸雍，祠五畤 (汉书 武帝纪), there for a rite."""
    return nxt.date_carried and 0 <= nxt.line - set_out.line <= 1 \
        and set_out.text.rstrip("。；，！ \t\u3000\n").endswith(written) and any(d.place.id == place.id for d in later)


def _from_arrival(events: Sequence[Event], set_out: frozenset[str]) -> Sequence[Event]:
    """十一月，庚午，上幸东都；戊寅，至东都: the party set out for the place on 庚午 and reached it on
    戊寅; the stay begins at the arrival the text states, not at the setting out."""
    first = next((i for i, e in enumerate(events) if e.kind != "event"), None)
    if first is None or events[first].verb not in set_out:
        return events
    arrival = next((i for i in range(first + 1, len(events)) if events[i].kind == "arrive"
                    and events[i].verb not in set_out and events[i].date is not None), None)
    return events if arrival is None else events[arrival:]


def _within(date: DateMention, first: DateMention | None) -> bool:
    """Whether ``date`` lies inside the coarser ``first`` (正月 inside 建武元年)."""
    return first is not None and date is not first and None not in (
        date.jdn_start, date.jdn_end, first.jdn_start, first.jdn_end) \
        and first.jdn_start <= date.jdn_start and date.jdn_end <= first.jdn_end  # type: ignore[operator]


def _finer_inside(arrival: Event | None, dated: Sequence[DateMention]) -> DateMention | None:
    """For a stop reached on a date carried from before, the first later date of its own
    passage that is finer and lies inside the carried one (正统十四年 … 时当仲秋)."""
    if arrival is None or not arrival.date_carried or arrival.date is None:
        return None
    c = arrival.date
    if c.jdn_start is None or c.jdn_end is None:
        return None
    return next((x for x in dated if _within(x, c)
                 and x.jdn_end - x.jdn_start < c.jdn_end - c.jdn_start), None)  # type: ignore[operator]


def _bounded(stay: DateRange | None, carried: DateMention, until: DateMention, still_here: bool) -> DateRange | None:
    """A stop whose only date is carried from before (正统十四年 … 至土木堡; 乙酉 … 驻跸丁家庄): the
    party was there from that date at the earliest until the next date the text states at
    the latest: that day (次日 the party may still set out from here), or the day before a
    month or year begins (the text has moved on to it), unless that date is told of this
    stop too (``still_here``). A stop left under the date it was reached (车驾发北京 after
    ○丁未; 于是率军从无终撤退 under 夏季) is not bounded: the caller keeps that date."""
    if stay is None or None in (carried.jdn_start, carried.jdn_end, until.jdn_start, stay.jdn_end) \
            or stay.jdn_end != carried.jdn_end:
        return stay  # no date, or later dates of the stop already vouch for its end
    assert carried.jdn_start is not None and until.jdn_start is not None
    day = _to_the_day(until)
    end = until.jdn_start if day or still_here else until.jdn_start - 1
    assert until.jdn_end is not None
    if end < carried.jdn_start or (not day and until.jdn_start <= carried.jdn_end <= until.jdn_end):
        # the text runs back, or its next date, no day, is this one again or moved on (广明元年 … 即日
        # … 次日: a year moved by a day, 唐史演义; not 正统十四年 … 仲秋, a month within it): keep what
        # it says
        return stay
    return _ending(replace(DateRange.of(carried), label=f"{carried.label} – {until.label}", precision="range"), end)


def _vouched(date: DateMention) -> int:
    """The last day a later date of a stop vouches for: a day, or the start of a longer span."""
    assert date.jdn_start is not None and date.jdn_end is not None
    return date.jdn_end if _to_the_day(date) else date.jdn_start


def _to_the_day(date: DateMention) -> bool:
    """Whether ``date`` names its days: a day, or a few days (二十一日至二十三日), not a longer
    span moved by a day (次日 after 广明元年 alone: 广明元年正月二日至广明二年正月一日, 唐史演义)."""
    assert date.jdn_start is not None and date.jdn_end is not None
    return date.precision == "day" or (date.precision == "range" and date.jdn_end - date.jdn_start < _FEW_DAYS)


_FEW_DAYS = 10  # a range of named days is short; a month moved by a day is 29 days or more


def _legs(stops: list[Stop]) -> tuple[list[Stop], list[ParseWarning]]:
    """Distance, days and speed of each leg; flag speeds no army could make."""
    out, warnings = stops[:1], []
    for prev, stop in zip(stops, stops[1:]):
        km = distance_km(prev.place.latlon, stop.place.latlon)
        days = speed = None
        a, b = prev.events[-1].date, stop.events[0].date
        if a and b and None not in (a.jdn_start, a.jdn_end, b.jdn_start, b.jdn_end):
            lo, hi = max(0, b.jdn_start - a.jdn_end), max(0, b.jdn_end - a.jdn_start)
            days = (lo + hi) / 2
            speed = km / days if days else None
            if km / max(hi, 1) > MAX_ARMY_KM_PER_DAY and km > MAX_ARMY_KM_PER_DAY:
                warnings.append(ParseWarning(stop.first_line, "speed", (
                    f"{prev.place.name} → {stop.place.name}: {km:.0f} km in at most {hi} day(s) "
                    f"is over {MAX_ARMY_KM_PER_DAY:.0f} km/day for an army")))
        out.append(Stop(stop.seq, stop.place, stop.written, stop.first_line, stop.last_line, stop.events,
                        stop.date, round(km, 1), days, round(speed, 1) if speed else None))
    return out, warnings


# Control characters from a text or gazetteer would be commands to a terminal (ESC [ 2 J …).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _printable(text: str) -> str:
    """``text`` for a terminal: control characters shown as U+FFFD, never sent.

    >>> _printable("辽水\\x1b[2J")
    '辽水�[2J'
    """
    return _CONTROL.sub("\ufffd", text)


def _pad(value: object, width: int, right: bool = False) -> str:
    """Pad for a terminal, counting CJK characters as two columns."""
    text = "" if value is None else _printable(str(value))
    gap = " " * max(0, width - sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text))
    return gap + text if right else text + gap


def format_itinerary(itinerary: Itinerary) -> str:
    """A readable table of the stops, en-route events and warnings."""
    rows = [_printable(f"{itinerary.source}  (context: {itinerary.context or '—'})"), ""]
    head = [("#", 3, True), ("place", 10, False), ("lines", 8, False), ("date", 44, False),
            ("julian", 24, False), ("leg km", 8, True), ("days", 6, True), ("km/day", 8, True)]
    rows.append(" ".join(_pad(h, w, r) for h, w, r in head))
    after: dict[int, list[EnRoute]] = {}
    for e in itinerary.en_route:
        after.setdefault(e.after_stop, []).append(e)
    for s in [None, *itinerary.stops]:
        if s is not None:
            d = s.date
            cells = [
                s.seq, s.place.name, f"{s.first_line}-{s.last_line}", d.label if d else "—",
                f"{d.julian_start}..{d.julian_end}" if d and d.julian_start else "",
                None if s.leg_km is None else f"{s.leg_km:.0f}",
                None if s.leg_days is None else f"{s.leg_days:g}",
                None if s.speed_km_day is None else f"{s.speed_km_day:.0f}",
            ]
            rows.append(" ".join(_pad(c, w, r) for c, (_, w, r) in zip(cells, head)))
        for e in after.get(s.seq if s else 0, []):
            label = e.event.date.label if e.event.date else ""
            rows.append(f"    · line {e.event.line} (en route): {label} {_printable(e.event.text[:40])}")
    rows.append("")
    rows.append(f"{len(itinerary.stops)} stops, {itinerary.total_km:.0f} km, {itinerary.days or '?'} days")
    rows += [_printable(f"warning line {w.line} [{w.kind}]: {w.message}") for w in itinerary.warnings]
    return "\n".join(rows)
