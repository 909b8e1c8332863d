"""Streamlit app: follow a march read out of Chinese narrative text on a map.

Only wiring: every decision lives in route/ (view.py for words and HTML, mapview.py for the map).
"""
from __future__ import annotations

import time
from pathlib import Path

import streamlit as st
from streamlit_folium import st_folium

from route import export, mapview, view
from route.assets import APP_BASEMAP_URL, localize, standalone_html
from route.corpus import CorpusMeta, load_sidecar
from route.itinerary import Itinerary

CORPUS = Path(__file__).parent / "corpus"
DEFAULT_TEXT = "zhenguan19_retreat_from_anshi.txt"  # the chapter the app opens on
PLAY_SECONDS = 1.6
MAP_HEIGHT = 560


# A resource, not data: itineraries are frozen, so every rerun shares one rather than unpickling a copy.
# Only the bundled texts are shared between sessions; an upload's parse lives in its own session
# (one at a time: a new context or party replaces it) and goes when the session ends.
@st.cache_resource(show_spinner="Reading the march…", max_entries=8)
def _bundled(data: bytes, name: str, meta: CorpusMeta, context: str, party: tuple[str, ...], chgis: bool,
             places: bytes | None, places_name: str) -> Itinerary:
    return view.read_itinerary(data, name, meta, context, party, places, places_name, chgis=chgis)


def _corpus_bytes(name: str) -> bytes:
    """A bundled text's bytes, read once for every session (keyed by the whole path: two apps in one process,
    as bench/run.py starts them, do not share a name's bytes)."""
    return _file_bytes(str(CORPUS / name))


@st.cache_resource(show_spinner=False)
def _file_bytes(path: str) -> bytes:
    return Path(path).read_bytes()


def _itinerary(data: bytes, name: str, meta: CorpusMeta, context: str, party: tuple[str, ...], chgis: bool,
               places: bytes | None, places_name: str) -> Itinerary:
    args = (data, name, meta, context, party, chgis, places, places_name)
    if places is None and name in texts and data == _corpus_bytes(name):  # (the same object: no compare)
        return _bundled(*args)
    key = view.parse_key(*args)
    if st.session_state.get("parse_key") != key:
        with st.spinner("Reading the march…"):
            st.session_state.parse = view.read_itinerary(data, name, meta, context, party, places, places_name,
                                                         chgis=chgis)
        st.session_state.parse_key = key
    return st.session_state.parse


@st.cache_data(show_spinner=False, max_entries=8)
def _map_html(inputs: tuple) -> str:
    return standalone_html(mapview.build_map(_itinerary(*inputs)))


@st.cache_data(show_spinner=False, max_entries=8)
def _timeline(inputs: tuple) -> tuple[list[dict[str, object]], dict]:
    """Timeline rows and the distance chart's Vega-Lite spec: the same at every stop."""
    rows = view.timeline_rows(_itinerary(*inputs))
    return rows, view.distance_chart(rows)


st.set_page_config(page_title="班师 · March map", page_icon="🧭", layout="wide")
state, params = st.session_state, st.query_params
texts = sorted(p.name for p in CORPUS.glob("*.txt"))
first_run = "text" not in state  # of this session
if first_run:  # a shared link opens the same text and stop; all state is set before the link is read
    state.text, state.stop, state.playing = DEFAULT_TEXT if DEFAULT_TEXT in texts else texts[0], 1, False
    link_text, state.link_stop, state.link_notes = view.read_link(params.get("text"), params.get("stop"), texts)
    state.text, state.stop = link_text or state.text, state.link_stop or 1

with st.sidebar:
    st.header("Text")
    name = st.selectbox("Bundled text", texts, key="text", on_change=state.link_notes.clear)
    upload = st.file_uploader("…or upload a text (any Chinese encoding)", type=["txt"])
    places = st.file_uploader("Gazetteer CSV (optional)", type=["csv"])
    chgis = st.checkbox("CHGIS gazetteer layer", value=True, key="chgis",
                        help="Names the gazetteer lacks are looked up in CHGIS, among the seats of the text's years")
    meta = CorpusMeta() if upload else load_sidecar(CORPUS / name)
    source = upload.name if upload else name
    context = st.text_input("Date context", meta.context or "", key=f"context:{source}",
                            placeholder="e.g. 贞观十九年九月", help="The date the text starts in when it does not say")
    party = st.text_input("Main party", "、".join(meta.party), key=f"party:{source}",
                          placeholder="found from the text, e.g. 曹操、操",
                          help="Names the marching party goes by, separated by 、. Left empty, the one "
                               "the text's moves follow (or 上, 车驾 … and the ruler of its years).")
inputs = (upload.getvalue() if upload else _corpus_bytes(name), source, meta, context,
          tuple(p for p in party.replace(",", "、").split("、") if p.strip()), chgis,
          places.getvalue() if places else None, places.name if places else "places.csv")
try:
    itinerary = _itinerary(*inputs)
    state.good = inputs
except Exception as exc:  # a bad upload: say so, never with a traceback, and keep the last good view
    st.error(view.plain(view.error_message(exc)))
    inputs = state.get("good") or (*inputs[:6], None, "places.csv")
    itinerary = _itinerary(*inputs)
stops, labels = itinerary.stops, view.stop_labels(itinerary)

click = state.get("map")
if click and click != state.get("map_seen"):  # a marker click jumps the slider to its stop
    state.map_seen = click
    state.stop = mapview.stop_of_click(click, itinerary) or state.stop
if "goto" in state:
    state.stop = state.pop("goto")
if stops and state.stop not in labels:
    if state.link_stop:
        state.link_notes.append(f"The link asks for stop {state.stop}, but this text has {len(stops)} stops.")
    state.stop = 1
state.link_stop = None


def _step(delta: int) -> None:
    state.link_notes.clear()
    state.stop = min(max(state.stop + delta, 1), len(stops))


def _play() -> None:
    state.playing = not state.playing
    if state.playing and state.stop >= len(stops):
        state.stop = 1
    state.ticked = 0.0


st.header(view.plain(itinerary.text.meta.title or Path(source).stem))
st.caption(view.plain(itinerary.text.meta.source or f"{source} · {itinerary.text.encoding}"))
for col, (label, value) in zip(st.columns(4), view.summary(itinerary).items()):
    col.metric(view.plain(label), view.plain(value))
st.sidebar.caption(view.plain(view.party_note(itinerary)))
for warning in (w for w in itinerary.warnings if w.line == 0):  # about the whole text, e.g. a bad context
    st.warning(view.plain(warning.message))
if not stops:
    st.warning("No stops found: check the date context, the party names or the gazetteer.")
    st.stop()

for note in state.link_notes:  # until the reader moves on
    st.info(view.plain(note), icon=":material/link_off:")

current = st.select_slider("Date", options=list(labels), format_func=lambda seq: view.plain(labels[seq]), key="stop",
                           on_change=state.link_notes.clear)
with st.container(horizontal=True, vertical_alignment="center"):
    st.button("Prev", icon=":material/skip_previous:", on_click=_step, args=(-1,), disabled=current <= 1)
    st.button("Pause" if state.playing else "Play", icon=":material/pause:" if state.playing else
              ":material/play_arrow:", on_click=_play, key="play")
    st.button("Next", icon=":material/skip_next:", on_click=_step, args=(1,), disabled=current >= len(stops))
    st.caption(f"Stop {current} of {len(stops)} · {view.plain(stops[current - 1].place.name)}")
params.update(text=name, stop=str(current))

stop = stops[current - 1]
left, right = st.columns([3, 2])
with left:
    st_folium(localize(mapview.base_map(itinerary, APP_BASEMAP_URL)), key="map", height=MAP_HEIGHT,
              use_container_width=True,
              feature_group_to_add=[localize(g) for g in mapview.route_layers(itinerary, current)],
              returned_objects=["last_object_clicked_tooltip", "last_object_clicked_count"])
with right:
    st.html(view.passage_html(itinerary, stop))

doubts = len(itinerary.warnings)
timeline, reading = st.tabs(["Timeline", f"Read the text · {doubts} doubt{'s' * (doubts != 1)}"])
if first_run:
    # The table and chart below the map cost the browser ~0.4 s before it gets to the map; they
    # come with the next run, which the map's first report (st_folium reruns once it is up) brings.
    timeline.caption("The timeline follows the map…")
else:
    with timeline:
        rows, chart = _timeline(inputs)
        st.dataframe(rows, hide_index=True, width="stretch")
        st.vega_lite_chart(chart, width="stretch")
    with reading:
        st.html(view.warnings_html(itinerary))
        st.html(view.reading_html(itinerary, stop))

with st.sidebar:
    st.header("Take it away")
    stem = Path(source).stem
    # Each file is built when it is downloaded, not on every rerun; a download does not rerun the
    # app, which would retire the other buttons' files while the page still offers them.
    for label, build, suffix, mime in (
            ("Itinerary JSON", lambda: export.to_json(itinerary), "json", "application/json"),
            ("Stops CSV", lambda: export.to_csv(itinerary), "csv", "text/csv"),
            ("Linked Places GeoJSON", lambda: export.to_geojson(itinerary), "geojson", "application/geo+json"),
            ("Standalone HTML map", lambda: _map_html(inputs), "html", "text/html")):
        st.download_button(label, build, f"{stem}.{suffix}", mime, on_click="ignore")


@st.fragment(run_every=PLAY_SECONDS if state.playing else None)
def _ticker() -> None:
    """While playing, step to the next stop every PLAY_SECONDS (and stop at the end)."""
    if not state.playing or time.monotonic() - state.get("ticked", 0.0) < PLAY_SECONDS * 0.8:
        return
    state.ticked = time.monotonic()
    state.playing = state.stop < len(stops)
    state.goto = min(state.stop + 1, len(stops))
    st.rerun()


_ticker()
