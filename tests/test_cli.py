"""The command line: readable output, exit status 2 and one line for unusable input."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from route.cli import main

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8
GAZ_HEADER = "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
DATA = ROOT / "tests" / "data"


@pytest.mark.parametrize(
    ("args", "files", "message"),
    [
        (["itinerary", "{tmp}/empty.txt"], {"empty.txt": b""}, "empty"),
        (["itinerary", "{tmp}/blank.txt"], {"blank.txt": b" \n\t\n"}, "empty"),
        (["itinerary", "{tmp}/pic.txt"], {"pic.txt": PNG}, "binary"),
        (["dates", "{tmp}/pic.txt"], {"pic.txt": PNG}, "binary"),
        (["itinerary", "{tmp}/missing.txt"], {}, "missing.txt"),
        (["itinerary", str(CHAPTER), "--places", "{tmp}/p.csv"], {"p.csv": b"id,name\nx,y\n"}, "p.csv"),
        (["map", "{tmp}/empty.txt", "-o", "{tmp}/m.html"], {"empty.txt": b""}, "empty"),
        # A UTF-8 BOM before GB18030 bytes once escaped as a UnicodeDecodeError traceback.
        (["dates", "{tmp}/half.txt"], {"half.txt": b"\xef\xbb\xbf" + "九月十八日，\n至辽东城。".encode("gb18030")},
         "half.txt, line 1: not UTF-8"),
        # A device reports no size; it is read up to the limit, never whole.
        (["itinerary", "/dev/zero"], {}, "limit"),
        (["places", "check", "/dev/zero"], {}, "limit"),
        (["itinerary", str(CHAPTER), "--places", "/dev/zero"], {}, "limit"),
        # A gazetteer cell over the csv module's 128 KB limit once escaped as csv.Error.
        (["itinerary", str(CHAPTER), "--places", "{tmp}/big.csv"],
         {"big.csv": (GAZ_HEADER + "x,某城,,city,30,110,1,,,,,," + "注" * 150_000).encode()}, "big.csv, row 2"),
        (["itinerary", str(CHAPTER), "--places", "{tmp}/js.csv"],
         {"js.csv": (GAZ_HEADER + "x,某城,,city,30,110,1,,,,,javascript:alert(1),").encode()}, "column matches"),
        # -o that would overwrite the text, the gazetteer or anything not HTML is refused.
        (["map", str(CHAPTER), "-o", "{tmp}/chapter.txt"], {}, "ending in .html"),
        (["map", "{tmp}/t.html", "-o", "{tmp}/t.html"], {"t.html": "九月十八日，大军至辽东城。".encode()}, "input file"),
        (["map", str(CHAPTER), "-o", "{tmp}/no/such/dir/map.html"], {}, "No such file"),
        (["dates", "{tmp}"], {}, "directory"),
        # A file name with a line end in it still gives a one-line message.
        (["itinerary", "{tmp}/two\nlines.txt"], {"two\nlines.txt": b""}, "empty"),
    ],
)
def test_unusable_input_exits_2_with_one_line(tmp_path: Path, capsys, args, files, message) -> None:
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    code = main([a.replace("{tmp}", str(tmp_path)) for a in args])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "chapter.txt").exists()  # a refused -o writes nothing


def test_debug_shows_the_traceback(tmp_path: Path) -> None:
    (tmp_path / "empty.txt").write_bytes(b"")
    done = subprocess.run([sys.executable, "-m", "route", "--debug", "itinerary", str(tmp_path / "empty.txt")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode != 0 and "Traceback" in done.stderr


def test_bad_context_warns_and_still_gives_output(capsys) -> None:
    assert main(["itinerary", str(CHAPTER), "--context", "not a date", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["stops"] and any(w["kind"] == "context" for w in data["warnings"])


def test_dates_json(capsys) -> None:
    assert main(["dates", str(CHAPTER), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    first = data["dates"][0]
    assert (first["line"], first["jdn_start"]) == (3, 1956930)
    assert any(w["kind"] == "chronology" and w["line"] == 61 for w in data["warnings"])


def test_places_check_default_file(capsys) -> None:
    assert main(["places", "check"]) == 0
    assert "places" in capsys.readouterr().out


def test_map_writes_a_standalone_file(tmp_path: Path, capsys) -> None:
    out = tmp_path / "map.html"
    assert main(["map", str(CHAPTER), "-o", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert "安市城" in html and "unpkg.com" not in html and "cdn.jsdelivr" not in html


# -- hardening: more unusable input, odd but usable texts, hostile text, no writes to the data ----



def _novel() -> str:
    # The two 贞观十九年 texts, whose places data/places.csv has (other corpus texts carry their own).
    chapters = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "corpus").glob("zhenguan19_*.txt"))]
    return "\n".join(f"第{n + 1}回\n{chapters[n % len(chapters)]}\n。。。。。。\n" for n in range(100))


@pytest.mark.parametrize(
    ("raw", "stops"),
    [
        ("今天天气很好，我们去公园散步。", 0),  # no dates and no places: an empty route, not an error
        ("大军至辽东城。渡辽水。", 2),  # no dates
        ("九月十八日，班师。次日，休息。", 0),  # no places
        ("九月十八日，大軍至遼東城。二十一日，渡遼水。", 2),  # traditional script only
        ("九月十八日，大军至辽东城" + "甲" * 350_000, 1),  # one 1 MB line with no sentence end
        (_novel(), 100 * 9),  # a novel's worth of chapters between section breaks
    ],
    ids=["nothing", "no-dates", "no-places", "traditional", "1MB-line", "novel"],
)
def test_odd_but_usable_texts_give_output(tmp_path: Path, capsys, raw: str, stops: int) -> None:
    path = tmp_path / "t.txt"
    path.write_text(raw, encoding="utf-8")
    assert main(["itinerary", str(path), "--context", "贞观十九年九月", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["stops"]) >= stops and (stops > 0) == bool(data["stops"])
    n_lines = raw.count("\n") + 1
    assert all(1 <= s["first_line"] <= s["last_line"] <= n_lines for s in data["stops"])
    assert main(["dates", str(path), "--context", "貞觀十九年九月", "--json"]) == 0
    json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("raw", "context", "kind"),
    [
        ("十月三十日，大军至营州。", "贞观十九年九月", "day_out_of_range"),  # 十月 of 645 has 29 days
        ("贞观十九年闰三月，大军至营州。", "贞观十九年九月", "no_leap_month"),  # 645 had no leap month
        ("冬，十月，丁酉朔，大军至营州。", "贞观十九年九月", "new_moon_mismatch"),  # 十月 began 丙申
        ("光华三年三月，大军至营州。", "贞观十九年九月", "unknown_era"),
        ("九月十八日，大军至营州。", "2024-01-01", "context"),  # a context that is not a date
        ("贞观十九年十一月，大军至幽州。\n贞观十二年三月，大军至营州。", "贞观十九年九月", "chronology"),
        ("九月十八日，大军至辽东城。次日，大军至营州。" * 500, "贞观十九年九月", None),  # 1,000 dates, one line
    ],
)
def test_doubtful_dates_warn_and_output_is_still_produced(tmp_path: Path, capsys, raw, context, kind) -> None:
    path = tmp_path / "t.txt"
    path.write_text(raw, encoding="utf-8")
    for command in ("itinerary", "dates"):
        assert main([command, str(path), "--context", context, "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        assert kind is None or kind in [w["kind"] for w in data["warnings"]]
        if command == "itinerary":
            assert data["stops"] and data["stops"][-1]["place"] == "营州"
        else:
            assert data["dates"]


def test_map_of_hostile_text_holds_no_live_markup(tmp_path: Path, capsys) -> None:
    # Markup from the text and from the gazetteer's names reaches the map only escaped.
    out = tmp_path / "map.html"
    args = ["map", str(DATA / "itinerary_hostile.txt"), "--places", str(DATA / "gazetteer_hostile.csv"),
            "--context", "贞观十九年九月", "-o", str(out)]
    assert main(args) == 0
    html = out.read_text(encoding="utf-8")
    assert "<script>alert" not in html and "<img src=x" not in html and "onerror=alert(1)>" not in html
    assert "<a href=javascript:" not in html and "&lt;a href=javascript:alert(1)&gt;" in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;城" in html  # the name is there, as text


def _snapshot(*folders: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.stat().st_mtime_ns, p.stat().st_size) for f in folders for p in [f, *f.rglob("*")]}


def test_nothing_is_written_into_corpus_or_data(tmp_path: Path, monkeypatch, capsys) -> None:
    # Every command reads corpus/ and data/; none may write there, even run from the repository root.
    folders = [ROOT / name for name in ("corpus", "data", "static", "route")]
    before = _snapshot(*folders)
    monkeypatch.chdir(ROOT)
    text = tmp_path / "t.txt"
    text.write_text("九月十八日，大军至辽东城。\n二十一日，渡辽水。", encoding="utf-8")
    (tmp_path / "link.html").symlink_to(ROOT / "corpus" / "zhenguan19_campaign_annals.txt")
    for args in (["places", "check"], ["dates", str(text)], ["itinerary", str(text), "--csv"],
                 ["itinerary", str(CHAPTER), "--geojson"], ["map", str(text), "-o", str(tmp_path / "m.html")],
                 ["map", str(text), "-o", str(ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt")],
                 ["map", str(text), "-o", str(ROOT / "data" / "places.csv")]):
        main(args)
    capsys.readouterr()
    assert _snapshot(*folders) == before


@pytest.mark.parametrize(
    ("output", "message"),
    [
        ("corpus/x.html", "corpus/x.html: inside the project's corpus/ folder; write the map elsewhere"),
        ("data/places.htm", "data/places.htm: inside the project's data/ folder"),
        ("static/index.html", "static/index.html: inside the project's static/ folder"),  # served by the app
        ("route/map.html", "route/map.html: inside the project's route/ folder"),
        ("{tmp}/link.html", "link.html: inside the project's corpus/ folder"),  # a link to a corpus text
        ("{tmp}/t.html", "t.html: this is an input file"),
    ],
)
def test_map_refuses_to_write_into_the_project_or_over_an_input(tmp_path: Path, monkeypatch, capsys,
                                                                 output: str, message: str) -> None:
    monkeypatch.chdir(ROOT)
    text = tmp_path / "t.html"
    text.write_text("九月十八日，大军至辽东城。\n二十一日，渡辽水。", encoding="utf-8")
    (tmp_path / "link.html").symlink_to(ROOT / "corpus" / "zhenguan19_campaign_annals.txt")
    before = _snapshot(ROOT / "corpus", ROOT / "static", tmp_path)
    assert main(["map", str(text), "-o", output.format(tmp=tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and message in err and err.count("\n") == 1
    assert _snapshot(ROOT / "corpus", ROOT / "static", tmp_path) == before


@pytest.mark.parametrize(
    ("env", "code", "stderr"),
    [
        # A reader that stops early (… | head) ends the command quietly, with no traceback.
        ({}, 1, ""),
        # An output that cannot hold Chinese gets one line saying how to fix it.
        ({"PYTHONIOENCODING": "ascii"}, 2, "error: the output's encoding (ascii) cannot hold Chinese text"),
    ],
)
def test_output_that_cannot_be_written(tmp_path: Path, env: dict[str, str], code: int, stderr: str) -> None:
    import os

    text = tmp_path / "long.txt"  # output well past a pipe's 64 KB buffer
    text.write_text("九月十八日，大军至辽东城。次日，大军渡辽水。\n" * 300, encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "route", "itinerary", str(text), "--json",
                             "--context", "贞观十九年九月"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, **env})
    if not env:
        proc.stdout.read(10)
        proc.stdout.close()
        err = proc.stderr.read().decode()
    else:
        _, err_bytes = proc.communicate(timeout=120)
        err = err_bytes.decode()
    assert proc.wait(timeout=120) == code
    assert err.startswith(stderr) and err.count("\n") <= 1 and "Traceback" not in err


@pytest.mark.parametrize(
    ("line", "name"),
    [
        # folium renders its output through jinja a second time: template syntax from a
        # text must stay text, never be evaluated on the server.
        ("二十一日，大军渡辽水。{{ 7*7 }}", "t.txt"),
        ("二十一日，大军渡辽水。{% for x in range(3) %}x{% endfor %}", "t.txt"),
        ("二十一日，大军渡辽水。{{ 7*7", "t.txt"),  # a lone opener once crashed the map command
        # Tooltips and popups sit inside JavaScript strings: a backtick or ${} must not close them.
        ("二十一日，大军渡辽水。`);alert(1);$(`", "t.txt"),
        ("二十一日，大军渡辽水。${alert(1)}", "t.txt"),
        ("二十一日，大军渡辽水。", "{{ 7*7 }}.txt"),  # the file name reaches the map's title
    ],
)
def test_map_never_runs_text_as_a_template_or_script(tmp_path: Path, capsys, line: str, name: str) -> None:
    text = tmp_path / name
    text.write_text("九月二十日，大军至辽东城。\n" + line, encoding="utf-8")
    out = tmp_path / "map.html"
    assert main(["map", str(text), "--context", "贞观十九年九月", "-o", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert "渡辽水。49" not in html  # {{ 7*7 }} never evaluated
    assert "渡辽水。xxx" not in html  # {% for %} never run


def test_itinerary_takes_the_gazetteer_its_sidecar_names(tmp_path: Path, capsys) -> None:
    # 曹操 at 无终 and 柳城 (建安十二年): places only the text's own gazetteer has.
    (tmp_path / "t.txt").write_text("建安十二年五月，曹操至无终。八月，至柳城。", encoding="utf-8")
    (tmp_path / "t.places.csv").write_text(
        GAZ_HEADER + "wuzhong,无终,無終,city,40.05,117.4,5,,,,test row,,\n"
        "liucheng,柳城,,city,41.55,120.4,5,,,,test row,,\n", encoding="utf-8")
    (tmp_path / "t.toml").write_text('party = ["曹操"]\nplaces = "t.places.csv"\n', encoding="utf-8")
    assert main(["itinerary", str(tmp_path / "t.txt"), "--json"]) == 0
    assert [s["place"] for s in json.loads(capsys.readouterr().out)["stops"]][:1] == ["无终"]
    # An explicit --places still wins over the sidecar's.
    assert main(["itinerary", str(tmp_path / "t.txt"), "--json", "--places", str(ROOT / "data" / "places.csv")]) == 0
    assert "无终" not in [s["place"] for s in json.loads(capsys.readouterr().out)["stops"]]


@pytest.mark.parametrize(("party", "at_chunyu"), [
    # The reader names the party: 曹操 (and so 操) reaches 淳于 in 资治通鉴 卷65 (曹操东讨海贼管承，至淳于) …
    ("曹操", True),
    # … while for 刘备 that move is another actor's.
    ("刘备", False),
])
def test_itinerary_party_option(capsys, party: str, at_chunyu: bool) -> None:
    text = ROOT / "corpus" / "jianan12_caocao_wuhuan_zztj.txt"
    assert main(["itinerary", str(text), "--json", "--party", party]) == 0
    stops = json.loads(capsys.readouterr().out)["stops"]
    assert ("淳于" in [s["place"] for s in stops]) == at_chunyu


@pytest.mark.parametrize("args", [
    ["itinerary", str(CHAPTER), "--json"],
    ["itinerary", str(CHAPTER), "--csv"],
    ["dates", str(CHAPTER)],
])
def test_a_full_disk_on_standard_output_says_so(args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        proc = subprocess.run([sys.executable, "-m", "route", *args], cwd=ROOT, stdout=full,
                              stderr=subprocess.PIPE, timeout=120)
    err = proc.stderr.decode()
    assert proc.returncode == 2 and err.startswith("error: standard output: cannot write (No space left on device)")
    assert "Traceback" not in err


def test_a_named_pipe_with_no_writer_reads_as_empty(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "march.txt"
    os.mkfifo(fifo)
    proc = subprocess.run([sys.executable, "-m", "route", "itinerary", str(fifo)], cwd=ROOT,
                          capture_output=True, timeout=60)  # once it waited forever
    assert proc.returncode == 2 and "the file is empty" in proc.stderr.decode()
