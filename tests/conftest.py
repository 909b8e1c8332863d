"""Browser fixtures: a Streamlit server in a subprocess and a headless Debian chromium.

Importable without playwright or chromium; the fixtures skip when either is missing.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# Map tiles need the internet, which tests do not have; their failures are expected.
TILE_HOSTS = ("openstreetmap.org", "opentopomap.org", "cartocdn.com", "arcgisonline.com",
              "stadiamaps.com", "tile.thunderforest.com")
STARTUP_TIMEOUT_S = 30.0
UPLOAD_TIMEOUT_MS = 60_000


@dataclass
class BrowserPage:
    """A playwright page plus what went wrong while it loaded."""

    page: object
    failed_requests: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def asset_failures(self) -> list[str]:
        """Failed requests, leaving out map tiles."""
        return [r for r in self.failed_requests
                if not (urlsplit(r.split()[-1]).hostname or "").endswith(TILE_HOSTS)]

    def idle(self, settle_ms: int = 300) -> None:
        """Wait until no script run is in progress; a run an action starts may begin a moment after it."""
        self.page.wait_for_timeout(settle_ms)
        self.page.locator("[data-testid='stStatusWidget']").wait_for(state="hidden", timeout=UPLOAD_TIMEOUT_MS)

    def upload(self, nth: int, path: Path, attempts: int = 3) -> None:
        """Put ``path`` into the sidebar's ``nth`` file uploader and wait until the app has taken it in.

        A rerun under way redraws the uploaders and may drop a file set in that moment (under load it
        did, now and then): the file is set again until its chip bears the name.
        """
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        uploader = self.page.locator("section[data-testid='stSidebar'] [data-testid='stFileUploader']").nth(nth)
        for _ in range(attempts):
            self.idle()
            uploader.locator("input[type=file]").set_input_files(path)
            try:
                uploader.get_by_title(path.name, exact=True).wait_for(  # the chip's title: its text may be cut
                    timeout=UPLOAD_TIMEOUT_MS // attempts)
            except PlaywrightTimeout:
                continue
            self.idle()
            return
        raise AssertionError(f"the app never took {path.name} in uploader {nth}")


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """A headless chromium from Debian (playwright's own browser builds cannot be downloaded here)."""
    if not CHROMIUM.exists():
        pytest.skip("chromium not installed: apt-get install chromium fonts-wqy-microhei")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def browser_page(browser) -> Iterator[BrowserPage]:
    """A fresh page that records failed requests, HTTP errors and uncaught script errors."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    result = BrowserPage(page)
    page.on("requestfailed", lambda r: result.failed_requests.append(f"{r.failure} {r.url}"))
    page.on("response", lambda r: r.status >= 400 and result.failed_requests.append(
        f"HTTP {r.status} {r.url}"))
    page.on("pageerror", lambda e: result.page_errors.append(str(e)))
    yield result
    context.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_healthy(url: str, proc: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"streamlit exited with {proc.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.3)
    raise RuntimeError(f"streamlit not healthy after {STARTUP_TIMEOUT_S}s:\n{log.read_text()}")


@pytest.fixture
def streamlit_app(tmp_path: Path) -> Iterator[Callable[[Path], str]]:
    """Start ``streamlit run <script>`` on a free local port; return its URL.

    Streamlit serves ``static/`` next to the script, so a script outside the
    repository root runs from a copy beside a link to the repository's ``static/``.
    """
    procs: list[subprocess.Popen] = []

    def start(script: Path) -> str:
        if not (script.parent / "static").is_dir():
            staged = tmp_path / f"app{len(procs)}"
            staged.mkdir()
            (staged / "static").symlink_to(ROOT / "static")
            script = Path(shutil.copy(script, staged / script.name))
        port = _free_port()
        log = tmp_path / f"streamlit-{port}.log"
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(script),
             "--server.headless", "true", "--server.port", str(port),
             "--server.address", "127.0.0.1", "--server.enableStaticServing", "true",
             "--server.fileWatcherType", "none", "--browser.gatherUsageStats", "false"],
            cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT,
        )
        procs.append(proc)
        url = f"http://127.0.0.1:{port}"
        _wait_healthy(url, proc, log)
        return url

    yield start
    for proc in procs:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
