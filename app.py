"""Streamlit app: follow a historical march read out of Chinese text.

Placeholder page until the map view lands; it only wires `route/` loaders.
"""
from pathlib import Path

import streamlit as st

from route.corpus import load_text
from route.gazetteer import DEFAULT_PLACES, load_gazetteer

CORPUS = Path(__file__).parent / "corpus"

st.set_page_config(page_title="行军路线 · March map", layout="wide")
st.title("行军路线 · March map")

texts = sorted(CORPUS.glob("*.txt"))
choice = st.selectbox("Text", texts, format_func=lambda p: p.name)
text = load_text(choice)
places = load_gazetteer(DEFAULT_PLACES)
st.write(f"**{text.meta.title or text.name}** — {text.n_lines} lines; gazetteer of {len(places)} places.")
st.text(text.content)
