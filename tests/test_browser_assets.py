"""In a real chromium, the folium map loads every script and style from this repository."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from route.assets import standalone_html

pytestmark = pytest.mark.browser

PROBE_APP = Path(__file__).parent / "data" / "asset_probe_app.py"
N_STOPS = 5


def _probe_map():
    spec = importlib.util.spec_from_file_location("asset_probe_app", PROBE_APP)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.probe_map()


def test_st_folium_map_loads_offline(streamlit_app, browser_page, tmp_path):
    url = streamlit_app(PROBE_APP)
    page = browser_page.page
    page.goto(url)
    frame = page.frame_locator('iframe[title="streamlit_folium.st_folium"]')
    markers = frame.locator(".leaflet-marker-icon")
    markers.first.wait_for(timeout=30_000)
    # The arrows (PolyLineTextPath) and the ant path prove both plugins ran.
    frame.locator("textPath").first.wait_for(state="attached", timeout=5_000)
    frame.locator("path.leaflet-ant-path").first.wait_for(state="attached", timeout=5_000)
    page.screenshot(path=tmp_path / "asset_probe.png", full_page=True)

    assert markers.count() == N_STOPS
    # A default marker whose image 404s still counts above; check the image itself.
    assert frame.locator("img.leaflet-marker-icon").first.evaluate("img => img.naturalWidth") > 0
    assert browser_page.asset_failures() == [], browser_page.failed_requests
    assert browser_page.page_errors == []


def test_standalone_html_loads_offline(browser_page, tmp_path):
    html_file = tmp_path / "map.html"
    html_file.write_text(standalone_html(_probe_map()), encoding="utf-8")
    page = browser_page.page
    page.goto(html_file.as_uri())
    page.locator(".leaflet-marker-icon").first.wait_for(timeout=10_000)
    page.screenshot(path=tmp_path / "standalone.png")

    assert page.locator(".leaflet-marker-icon").count() == N_STOPS
    assert page.locator("img.leaflet-marker-icon").first.evaluate("img => img.naturalWidth") > 0
    assert page.locator("textPath").count() == 1
    assert browser_page.asset_failures() == [], browser_page.failed_requests
    assert browser_page.page_errors == []
