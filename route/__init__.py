"""Read a dated march out of Chinese narrative text and turn it into a route.

Data flow: load text (:mod:`route.corpus`) → find dates (:mod:`route.dates`)
and places (:mod:`route.places.mentions`) → build the itinerary
(:mod:`route.itinerary`) → export (:mod:`route.export`) / draw the map
(:mod:`route.mapview`).
"""
from __future__ import annotations

__version__ = "0.1.0"
