"""Benchmark: extraction throughput, naive baselines, app and browser responsiveness.

Run ``python bench/run.py`` (``--quick`` skips the 10 MB corpus and the browser).
Figures are printed, never asserted: speed is measured here, not in tests.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import re
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from route.corpus import parse_text  # noqa: E402
from route.dates import resolve_dates  # noqa: E402
from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer  # noqa: E402
from route.itinerary import build_itinerary  # noqa: E402
from route.places.mentions import find_places  # noqa: E402
from route.script import to_traditional  # noqa: E402

CONTEXT = "贞观十九年九月"


def build_corpus(size: int, seed: int = 19) -> str:
    """About ``size`` bytes of varied text from corpus/: chapters of shuffled
    paragraphs, a third of them in traditional script, with section breaks."""
    rng = random.Random(seed)
    # The 贞观十九年 texts only, so figures compare across sessions as corpus/ grows.
    paragraphs = [p for f in sorted((ROOT / "corpus").glob("zhenguan19_*.txt"))
                  for p in f.read_text(encoding="utf-8").splitlines() if p.strip()]
    out, total, chapter = [], 0, 0
    while total < size:
        chapter += 1
        body = rng.sample(paragraphs, k=min(len(paragraphs), rng.randint(20, 60)))
        block = f"第{chapter}章\n" + "\n".join(body) + "\n。。。。。。\n"
        if rng.random() < 1 / 3:
            block = to_traditional(block)
        out.append(block)
        total += len(block.encode("utf-8"))
    return "".join(out)


def _time_one(size: int, chgis: bool, queue: mp.Queue) -> None:
    """In a child process, so that peak memory is this size's own."""
    gazetteer = load_gazetteer(DEFAULT_PLACES)
    start = time.perf_counter()
    build_itinerary(parse_text("九月二十日，大军至辽东城。"), gazetteer, context=CONTEXT, chgis=chgis)  # warm tables
    warm = time.perf_counter() - start
    raw = build_corpus(size).encode("utf-8")
    start = time.perf_counter()
    itinerary = build_itinerary(parse_text(raw, name="bench.txt"), gazetteer, context=CONTEXT, chgis=chgis)
    seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    queue.put((len(raw), seconds, peak_mb, len(itinerary.stops), len(itinerary.dates), len(itinerary.mentions), warm))


def throughput(sizes: list[int]) -> None:
    print("## Extraction throughput (build_itinerary end to end: decode, dates, places, stops)")
    print("(first call, in a fresh process: tables and the CHGIS layer of the year loaded; not in the figures)")
    print(f"{'size':>8} {'CHGIS':>5} {'seconds':>8} {'MB/s':>7} {'peak MB':>8} {'stops':>7} {'dates':>8} {'mentions':>9} "
          f"{'first call':>10}")
    timings = {}
    ctx = mp.get_context("spawn")
    for size in sizes:
        for chgis in (False, True):
            queue = ctx.Queue()
            proc = ctx.Process(target=_time_one, args=(size, chgis, queue))
            proc.start()
            n, seconds, peak, stops, dates, mentions, warm = queue.get()
            proc.join()
            if chgis:
                timings[size] = seconds
            print(f"{n / 1e6:>6.2f}MB {'on' if chgis else 'off':>5} {seconds:>8.2f} {n / 1e6 / seconds:>7.2f} {peak:>8.0f} "
                  f"{stops:>7} {dates:>8} {mentions:>9} {warm:>9.2f}s")
    if 1_000_000 in timings and 10_000_000 in timings:
        print(f"scaling time(10 MB) / time(1 MB) = {timings[10_000_000] / timings[1_000_000]:.1f} (target ≤ 11)")
    print()


def one_line() -> None:
    """Texts of one line a megabyte long: a step that rescans the line (or the sentence) for
    every mention shows here as minutes instead of a second (tests/test_itinerary.py checks
    the results of the same texts, not their speed)."""
    print("## One line, 1 MB (a step that rescans its line would be quadratic here)")
    gazetteer = load_gazetteer(DEFAULT_PLACES)
    chapter = (ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt").read_text(encoding="utf-8").replace("\n", "")
    cases = {"no sentence end": "九月十八日，大军至辽东城" + "甲" * 350_000,
             "chapter on one line": chapter * (1_048_576 // len(chapter.encode("utf-8")) + 1)}
    for name, raw in cases.items():
        start = time.perf_counter()
        itinerary = build_itinerary(parse_text(raw, name="line.txt"), gazetteer, context=CONTEXT)
        print(f"{name:<22} {time.perf_counter() - start:>6.2f} s  {len(itinerary.stops)} stops")
    print()


def baselines() -> None:
    import sanmiao

    print("## Side by side on the same 50 KB sample")
    sample = build_corpus(50_000, seed=7)
    gazetteer = load_gazetteer(DEFAULT_PLACES)
    text = parse_text(sample, name="sample.txt")
    find_places(text, gazetteer)  # build the automaton once
    names = sorted({n for n, _ in gazetteer.surface_names()}, key=len, reverse=True)
    alternation = re.compile("|".join(map(re.escape, names)))
    rows = []
    import ahocorasick_rs

    small = ahocorasick_rs.AhoCorasick(names, matchkind=ahocorasick_rs.MatchKind.LeftmostLongest)
    t = time.perf_counter(); ours = len(small.find_matches_as_indexes(text.simplified)); t_ours = time.perf_counter() - t
    t = time.perf_counter(); naive = len(alternation.findall(text.simplified)); t_re = time.perf_counter() - t
    rows.append((f"{len(names)} names: ahocorasick-rs", t_ours, ours, "re alternation", t_re, naive))
    t = time.perf_counter(); found = len(find_places(text, gazetteer)); t_fp = time.perf_counter() - t
    print(f"find_places (matching + records with line numbers): {t_fp * 1000:.1f} ms, {found} mentions")
    resolve_dates(sample[:1000], CONTEXT)
    t = time.perf_counter(); ours = len(resolve_dates(sample, CONTEXT).dates); t_ours = time.perf_counter() - t
    t = time.perf_counter(); tagged = sanmiao.propose_dates_json(sample); t_sm = time.perf_counter() - t
    rows.append(("dates: route.dates", t_ours, ours, "sanmiao propose_dates_json", t_sm, tagged.count('"date_index"')))
    # The automaton's edge grows with the gazetteer: time the bare matchers on a
    # 10,000-name gazetteer (the real names plus synthetic ones) over the same sample.
    rng = random.Random(3)
    big = names + ["".join(rng.choice("东西南北安平定兴宁远临清河阳城州山水关") for _ in range(rng.randint(2, 4)))
                   for _ in range(10_000 - len(names))]
    big = sorted(set(big), key=len, reverse=True)
    matcher = ahocorasick_rs.AhoCorasick(big, matchkind=ahocorasick_rs.MatchKind.LeftmostLongest)
    big_re = re.compile("|".join(map(re.escape, big)))
    t = time.perf_counter(); n1 = len(matcher.find_matches_as_indexes(text.simplified)); t1 = time.perf_counter() - t
    t = time.perf_counter(); n2 = len(big_re.findall(text.simplified)); t2 = time.perf_counter() - t
    rows.append((f"{len(big)} names: ahocorasick-rs", t1, n1, "re alternation", t2, n2))
    for name, t1, n1, other, t2, n2 in rows:
        print(f"{name:<26} {t1 * 1000:>9.1f} ms ({n1} found) | {other:<27} {t2 * 1000:>9.1f} ms ({n2} found)"
              f" | ratio {t2 / t1:>7.1f}×")
    print()


def _synthetic_app(stops: int, tmp: Path) -> Path:
    """A copy of app.py whose corpus/ holds one text of ``stops`` alternating stops."""
    (tmp / "corpus").mkdir(parents=True)
    (tmp / "static").symlink_to(ROOT / "static")
    places = ["辽东城", "营州", "幽州", "定州", "并州", "长安", "洛阳", "易州"]
    lines = ["九月十八日，大军至安市城。"] + [f"次日，大军至{places[i % len(places)]}。" for i in range(stops - 1)]
    (tmp / "corpus" / "zhenguan19_retreat_from_anshi.txt").write_text("\n".join(lines), encoding="utf-8")
    (tmp / "corpus" / "zhenguan19_retreat_from_anshi.toml").write_text(
        'context = "贞观十九年九月"\nparty = ["大军"]\n', encoding="utf-8")
    app = tmp / "app.py"
    app.write_text((ROOT / "app.py").read_text(encoding="utf-8"), encoding="utf-8")
    return app


def app_responsiveness() -> None:
    import json
    import tempfile

    from streamlit.testing.v1 import AppTest

    print("## App responsiveness (AppTest, no browser)")
    with tempfile.TemporaryDirectory() as tmp:
        for label, app in (("bundled chapter", ROOT / "app.py"), ("1,000 stops", _synthetic_app(1000, Path(tmp)))):
            start = time.perf_counter()
            at = AppTest.from_file(str(app), default_timeout=300).run()
            first = time.perf_counter() - start
            steps = []
            for value in range(2, 7):  # the slider's values are stop numbers
                start = time.perf_counter()
                at.select_slider(key="stop").set_value(value).run()
                steps.append(time.perf_counter() - start)
            (component,) = at.get("component_instance")
            args = json.loads(component.proto.json_args)
            layers = len(args.get("feature_group", "")) / 1024
            print(f"{label:<16} first run {first:6.2f} s | slider step median {sorted(steps)[len(steps) // 2] * 1000:6.0f} ms"
                  f" | map payload {len(component.proto.json_args) / 1024:6.0f} KiB (changing layers {layers:.0f} KiB)")
    print("targets: slider step < 100 ms (chapter), < 500 ms (1,000 stops)")
    print()


def browser() -> None:
    import socket
    import subprocess
    import urllib.request

    print("## In the browser (Playwright, Debian chromium)")
    if not Path("/usr/bin/chromium").exists():
        print("skipped: /usr/bin/chromium is not installed (apt-get install chromium fonts-wqy-microhei)\n")
        return
    from playwright.sync_api import sync_playwright

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.headless", "true",
         "--server.port", str(port), "--server.address", "127.0.0.1", "--server.fileWatcherType", "none"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(f"{url}/_stcore/health", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        with sync_playwright() as p:
            chrome = p.chromium.launch(executable_path="/usr/bin/chromium", args=[
                "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync"])
            page = chrome.new_page(viewport={"width": 1400, "height": 1000})
            frame = page.frame_locator('iframe[title="streamlit_folium.st_folium"]')
            start = time.perf_counter()
            page.goto(url)
            frame.locator(".leaflet-marker-icon").first.wait_for(timeout=60_000)
            opened = time.perf_counter() - start
            page.wait_for_timeout(1500)  # let the first run settle
            start = time.perf_counter()
            page.get_by_role("button", name="Next").click()
            frame.locator(".rt-current", has_text="辽东城").wait_for(timeout=60_000)
            stepped = time.perf_counter() - start
            chrome.close()
        print(f"page open → markers visible {opened:.2f} s (target < 3 s); "
              f"Next → map updated {stepped:.2f} s (target < 0.5 s)")
    finally:
        server.terminate()
        server.wait(timeout=10)
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip 10 MB and the browser")
    args = parser.parse_args()
    start = time.perf_counter()
    throughput([100_000, 1_000_000] + ([] if args.quick else [10_000_000]))
    one_line()
    baselines()
    app_responsiveness()
    if not args.quick:
        browser()
    print(f"benchmark took {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
