"""Serve the map's Leaflet scripts, styles and basemap from this repository, never a CDN.

The files are vendored by ``scripts/vendor_assets.py`` into ``static/vendor/``
and listed in its ``MANIFEST.json``. In the Streamlit app they are served by
static file serving, and so is a copy of the land outline, which the app's map
fetches once; a standalone HTML file gets them all inlined.
"""
from __future__ import annotations

import base64
import json
import mimetypes
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from route.errors import RouteError

__all__ = [
    "APP_BASE_URL",
    "APP_BASEMAP_URL",
    "MissingAssetError",
    "basemap_geojson",
    "inline_assets",
    "local_assets",
    "localize",
    "standalone_html",
]

ROOT = Path(__file__).resolve().parent.parent
VENDOR_DIR = ROOT / "static" / "vendor"
MANIFEST = VENDOR_DIR / "MANIFEST.json"
BASEMAP = ROOT / "data" / "basemap_east_asia.geojson"
# The same file where Streamlit serves it, written with it by scripts/vendor_assets.py.
BASEMAP_STATIC = VENDOR_DIR / "natural-earth" / "basemap_east_asia.geojson"

# st_folium's iframe lives at <app>/component/streamlit_folium.st_folium/index.html
# and Streamlit serves ./static at <app>/app/static/; relative, so a
# server.baseUrlPath still works.
APP_BASE_URL = "../../app/static/vendor"
# The land outline for the app's map to fetch once, rather than re-send it on every rerun.
APP_BASEMAP_URL = f"{APP_BASE_URL}/{BASEMAP_STATIC.relative_to(VENDOR_DIR).as_posix()}"
_INLINE_BASE_URL = "vendor-inline:"

# What a folium.Map needs of its default links for markers, lines, circles,
# GeoJSON, popups (jQuery), tooltips and the layer control; folium.Icon's
# Bootstrap, Font Awesome and awesome-markers are not vendored.
_MAP_JS = ("leaflet", "leaflet_icon_default", "jquery")
_MAP_CSS = ("leaflet_css",)


class MissingAssetError(RouteError, LookupError):
    """A map element needs a script or stylesheet that is not vendored."""


Link = tuple[str, str]


@lru_cache(maxsize=1)
def _vendored() -> dict[str, str]:
    """folium asset name → path under static/vendor, from the manifest."""
    files = json.loads(MANIFEST.read_text(encoding="utf-8"))["files"]
    return {
        f["folium_name"]: f["path"].removeprefix("static/vendor/")
        for f in files
        if f["folium_name"]
    }


def _link(name: str, base_url: str) -> Link:
    return name, f"{base_url.rstrip('/')}/{_vendored()[name]}"


def local_assets(base_url: str = APP_BASE_URL) -> tuple[list[Link], list[Link]]:
    """(js, css) for a folium.Map's ``default_js``/``default_css``, served from ``base_url``."""
    return [_link(n, base_url) for n in _MAP_JS], [_link(n, base_url) for n in _MAP_CSS]


def _walk(element: Any):
    yield element
    for child in getattr(element, "_children", {}).values():
        yield from _walk(child)


def localize(m: Any, base_url: str = APP_BASE_URL) -> Any:
    """Point the folium map's and every plugin's links at the vendored copies; return ``m``.

    Raises MissingAssetError for an element whose assets are not vendored,
    such as ``folium.Icon`` (awesome-markers) or a branca colormap (d3).
    """
    from branca.colormap import ColorMap
    from folium import Icon, Map

    for element in _walk(m):
        if isinstance(element, (Icon, ColorMap)):
            raise MissingAssetError(
                f"{type(element).__name__} needs scripts that are not vendored; use a "
                "default marker, folium.DivIcon or CircleMarker instead"
            )
        if isinstance(element, Map):
            element.default_js, element.default_css = local_assets(base_url)
            continue
        for attr in ("default_js", "default_css"):
            links = getattr(element, attr, None)
            if not links:
                continue
            missing = [url for name, url in links if name not in _vendored()]
            if missing:
                raise MissingAssetError(
                    f"{type(element).__name__} needs {missing!r}, which is not vendored: "
                    "add it to scripts/vendor_assets.py"
                )
            setattr(element, attr, [_link(name, base_url) for name, _ in links])
    return m


def _data_uri(path: Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    return f"data:{mime};base64,{base64.b64encode(path.read_bytes()).decode()}"


def _inline_css(path: Path) -> str:
    """The stylesheet with each relative ``url(...)`` turned into a data: URI."""
    def repl(match: re.Match[str]) -> str:
        ref = match.group(1).strip("'\"")
        target = path.parent / ref
        return f"url({_data_uri(target)})" if target.is_file() else match.group(0)

    return re.sub(r"url\(([^)#:]+)\)", repl, path.read_text(encoding="utf-8"))


def inline_assets(html: str, base_url: str = _INLINE_BASE_URL) -> str:
    """Replace ``<script src>`` and stylesheet ``<link>`` tags under ``base_url`` by their contents."""
    prefix = re.escape(base_url.rstrip("/") + "/")

    def local(rel: str) -> Path:
        path = VENDOR_DIR / rel
        if not path.is_file():
            raise MissingAssetError(f"{rel!r} is not in {VENDOR_DIR}")
        return path

    def script(match: re.Match[str]) -> str:
        code = local(match.group(1)).read_text(encoding="utf-8").replace("</script", "<\\/script")
        return f"<script>\n{code}\n</script>"

    def style(match: re.Match[str]) -> str:
        return f"<style>\n{_inline_css(local(match.group(1)))}\n</style>"

    html = re.sub(rf'<script src="{prefix}([^"]+)"></script>', script, html)
    return re.sub(rf'<link rel="stylesheet" href="{prefix}([^"]+)"\s*/?>', style, html)


def standalone_html(m: Any) -> str:
    """The folium map as one HTML file that needs no network, apart from map tiles."""
    localize(m, _INLINE_BASE_URL)
    return inline_assets(m.get_root().render(), _INLINE_BASE_URL)


@lru_cache(maxsize=1)
def _basemap_text() -> str:
    return BASEMAP.read_text(encoding="utf-8")


def basemap_geojson() -> dict[str, Any]:
    """Natural Earth land for East Asia (lon 95–135, lat 25–50) as a GeoJSON FeatureCollection.

    The file is read once; each call returns a fresh dict, since folium may add ids to it.
    """
    return json.loads(_basemap_text())
