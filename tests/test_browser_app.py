"""`streamlit run app.py` in a real chromium: the map, a marker click, the slider, an upload.

Set APP_SCREENSHOT=path to keep the screenshot (docs/screenshot.png comes from here).
"""
from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

expect = pytest.importorskip("playwright.sync_api").expect

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"
N_STOPS = 7
TIMEOUT_MS = 30_000


MAP_IFRAME = 'iframe[title="streamlit_folium.st_folium"]'


def _map(page):
    return page.frame_locator(MAP_IFRAME)


def _marker(frame, seq: int):
    return frame.locator(".leaflet-marker-icon").filter(has=frame.locator("b", has_text=re.compile(rf"^{seq}$")))


def _idle(page) -> None:
    """Wait until no script run is in progress (Streamlit shows its status widget while running)."""
    expect(page.locator("[data-testid='stStatusWidget']")).to_have_count(0, timeout=TIMEOUT_MS)


def _passage(page, title: str):
    return page.locator(".rt-passage h4", has_text=title)


def test_map_click_and_slider(streamlit_app, browser_page, tmp_path):
    page = browser_page.page
    page.goto(streamlit_app(ROOT / "app.py"))
    frame = _map(page)
    frame.locator(".leaflet-marker-icon").first.wait_for(timeout=TIMEOUT_MS)
    _passage(page, "1. 安市城").wait_for(timeout=TIMEOUT_MS)
    _idle(page)
    assert frame.locator(".leaflet-marker-icon").count() == N_STOPS
    # The land outline, fetched from static/ rather than sent with every rerun, in a
    # pane under the route's, so that arriving last it does not cover the route lines.
    frame.locator(".leaflet-rt-land-pane path[fill='#f3efe3']").first.wait_for(state="attached", timeout=TIMEOUT_MS)
    assert frame.locator(".leaflet-overlay-pane path[fill='#f3efe3']").count() == 0
    # The timeline comes by itself once the map is up.
    page.locator("[data-testid='stDataFrame']").wait_for(timeout=TIMEOUT_MS)
    # At the first stop the whole route is still ahead: dashed, no arrows yet.
    assert frame.locator("textPath").count() == 0
    assert frame.locator("path[stroke-dasharray='6 8']").count() == 1
    frame.locator("body").evaluate("() => { window.__sameMap = window.map; }")

    # Click stop 6: its passage opens beside the map and the slider follows.
    _marker(frame, 6).click()
    _passage(page, "6. 幽州").wait_for(timeout=TIMEOUT_MS)
    assert page.get_by_text("李世民到了").first.is_visible()
    frame.locator(".rt-current", has_text="幽州").wait_for(timeout=TIMEOUT_MS)
    assert "stop=6" in page.url
    _idle(page)
    page.mouse.move(0, 0)  # no tooltip left open in the picture
    shot = tmp_path / "app.png"
    page.screenshot(path=shot)
    if target := os.environ.get("APP_SCREENSHOT"):
        shutil.copy(shot, target)

    # Step back with the keyboard on the slider: the route drawn so far shrinks.
    page.get_by_role("slider").focus()
    page.keyboard.press("ArrowLeft")
    _passage(page, "5. 营州").wait_for(timeout=TIMEOUT_MS)
    frame.locator(".rt-current", has_text="营州").wait_for(timeout=TIMEOUT_MS)
    assert frame.locator(".rt-ahead").count() == N_STOPS - 5
    frame.locator("textPath").first.wait_for(state="attached", timeout=TIMEOUT_MS)
    # The same Leaflet map all along: only its layers were swapped.
    assert frame.locator("body").evaluate("() => window.__sameMap === window.map")


    # Play runs on by itself to the last stop, then stops.
    page.get_by_role("button", name="Play").click()
    _passage(page, "6. 幽州").wait_for(timeout=TIMEOUT_MS)
    _passage(page, "7. 长安").wait_for(timeout=TIMEOUT_MS)
    page.get_by_role("button", name="Play").wait_for(timeout=TIMEOUT_MS)

    # A doubt links to its line in the reading view.
    page.get_by_role("tab", name=re.compile("Read the text")).click()
    page.locator(".rt-warn a").first.click()
    expect(page.locator(".rt-reading .rt-line:target")).to_have_count(1)

    # The downloads are built when clicked, and one after another all arrive.
    names = []
    for label in ("Itinerary JSON", "Stops CSV", "Linked Places GeoJSON", "Standalone HTML map"):
        with page.expect_download(timeout=TIMEOUT_MS) as download:
            page.get_by_role("button", name=label).click()
        names.append(download.value.suggested_filename)
        assert Path(download.value.path()).stat().st_size > 1000
    assert names == [f"{CHAPTER.stem}.{ext}" for ext in ("json", "csv", "geojson", "html")]

    assert browser_page.asset_failures() == [], browser_page.failed_requests
    assert browser_page.page_errors == []


def test_upload_gb18030_and_a_bad_upload(streamlit_app, browser_page, tmp_path):
    page = browser_page.page
    page.goto(streamlit_app(ROOT / "app.py"))
    _map(page).locator(".leaflet-marker-icon").first.wait_for(timeout=TIMEOUT_MS)
    _idle(page)
    text_input = page.locator("section[data-testid='stSidebar'] input[type=file]").first

    upload = tmp_path / "retreat_gb.txt"
    upload.write_bytes(CHAPTER.read_text(encoding="utf-8").encode("gb18030"))
    text_input.set_input_files(upload)
    page.get_by_text("retreat_gb.txt · gb18030").wait_for(timeout=TIMEOUT_MS)
    _idle(page)
    context = page.get_by_role("textbox", name="Date context")
    expect(context).to_have_value("")  # the upload's own field, empty: it has no sidecar
    context.fill("贞观十九年九月")
    context.press("Enter")
    # No sidecar: the default party names, and sanmiao's ruler of 贞观 (李世民), so the march
    # starts at 安市城 as it does with the sidecar.
    page.get_by_text("九月十八日 · 645-10-13").first.wait_for(timeout=TIMEOUT_MS)
    _passage(page, "1. 安市城").wait_for(timeout=TIMEOUT_MS)
    _idle(page)

    bad = tmp_path / "picture.txt"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    text_input.set_input_files(bad)
    page.get_by_text("binary file").wait_for(timeout=TIMEOUT_MS)
    _idle(page)
    # A good view stays under the message. (Replacing a file reruns twice in the
    # browser, once without any upload, so that view is the bundled chapter's.)
    expect(page.locator(".rt-passage h4")).to_have_count(1)
    expect(page.locator(MAP_IFRAME)).to_have_count(1)
    expect(_map(page).locator(".leaflet-marker-icon").first).to_be_visible()
    assert page.locator("[data-testid='stException']").count() == 0
    assert browser_page.page_errors == []


def test_a_chgis_stop_links_its_tgaz_record(streamlit_app, browser_page, tmp_path):
    # 僖宗 flees 长安 (in data/places.csv) for 兴元府 and 绵州 (资治通鉴 卷254), which only CHGIS has.
    page = browser_page.page
    page.goto(streamlit_app(ROOT / "app.py"))
    _map(page).locator(".leaflet-marker-icon").first.wait_for(timeout=TIMEOUT_MS)
    _idle(page)
    upload = tmp_path / "xuanzong.txt"
    upload.write_text("广明元年十二月甲申，上至长安。丁酉，至兴元府。中和元年正月辛未，至绵州。", encoding="utf-8")
    page.locator("section[data-testid='stSidebar'] input[type=file]").first.set_input_files(upload)
    _passage(page, "1. 长安").wait_for(timeout=TIMEOUT_MS)
    _idle(page)
    expect(page.locator(".rt-passage")).to_contain_text("curated")
    _marker(_map(page), 3).click()
    _passage(page, "3. 绵州").wait_for(timeout=TIMEOUT_MS)
    # st.html sanitizes its HTML: the link must come through, opening a new tab that cannot reach back.
    link = page.locator(".rt-passage a", has_text="TGAZ hvd_")
    expect(link).to_have_attribute("href", re.compile(r"^https://maps\.cga\.harvard\.edu/tgaz/placename/hvd_\d+$"))
    expect(link).to_have_attribute("target", "_blank")
    expect(link).to_have_attribute("rel", "noopener noreferrer")
    assert browser_page.page_errors == []
