"""The places of a text: the gazetteer (:mod:`route.places.gazetteer`), the names found in
the text (:mod:`route.places.mentions`), and who moves there (:mod:`route.places.stops`):
辽东城 in 乙酉，至辽东城 is a stop, in 李勣至辽东城 a mention."""
from __future__ import annotations

from route.places.gazetteer import DEFAULT_PLACES, Gazetteer, Place, load_gazetteer, parse_gazetteer
from route.places.mentions import PlaceMention, find_places
from route.places.stops import classify_mentions, find_main_party, load_lexicon

__all__ = ["DEFAULT_PLACES", "Gazetteer", "Place", "PlaceMention", "classify_mentions", "find_main_party",
           "find_places", "load_gazetteer", "load_lexicon", "parse_gazetteer"]
