"""The text itself: its structure (sentences, speech, flashbacks, breaks and notes),
one model for dates and stops alike (:mod:`route.text.layout`)."""
from __future__ import annotations

from route.text.layout import Layout, LayoutWords, analyse_layout, load_layout_words

__all__ = ["Layout", "LayoutWords", "analyse_layout", "load_layout_words"]
