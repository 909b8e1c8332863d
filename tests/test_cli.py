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
    ],
)
def test_unusable_input_exits_2_with_one_line(tmp_path: Path, capsys, args, files, message) -> None:
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    code = main([a.replace("{tmp}", str(tmp_path)) for a in args])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


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
