"""route.files.py: an output never lands in the project's own files or on an input, even through a link."""
from __future__ import annotations

from pathlib import Path

import pytest

from route.errors import OutputError
from route.files import ROOT, checked_output, write_whole

CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"


@pytest.mark.parametrize(
    ("output", "message"),
    [
        (ROOT / "corpus" / "x.html", "inside the project's corpus/ folder"),
        (ROOT / "data" / "places.htm", "inside the project's data/ folder"),
        (ROOT / "static" / "index.html", "inside the project's static/ folder"),  # the app serves static/
        (ROOT / "route" / "map.html", "inside the project's route/ folder"),
        (ROOT / "corpus" / "sub" / ".." / "x.html", "inside the project's corpus/ folder"),
        (ROOT / "corpus", "inside the project's corpus/ folder"),
    ],
)
def test_the_projects_own_folders_are_refused(output: Path, message: str) -> None:
    with pytest.raises(OutputError, match=message):
        checked_output(output)


@pytest.mark.parametrize(
    ("link_to", "message"),
    [
        # A link named x.html that points at a corpus text: writing through it would overwrite the text.
        (CHAPTER, "inside the project's corpus/ folder"),
        (ROOT / "data" / "places.csv", "inside the project's data/ folder"),
        (ROOT / "static", "inside the project's static/ folder"),  # a linked folder: out/index.html
    ],
)
def test_a_link_into_the_project_is_refused(tmp_path: Path, link_to: Path, message: str) -> None:
    link = tmp_path / "x.html"
    link.symlink_to(link_to)
    output = link / "index.html" if link_to.is_dir() else link
    with pytest.raises(OutputError, match=message):
        checked_output(output)


def test_an_input_or_a_folder_is_refused(tmp_path: Path) -> None:
    text = tmp_path / "march.html"  # a text may be named anything
    text.write_text("九月二十日，大军至辽东城。", encoding="utf-8")
    (tmp_path / "alias.html").symlink_to(text)
    with pytest.raises(OutputError, match="this is an input file"):
        checked_output(tmp_path / "alias.html", [text])
    with pytest.raises(OutputError, match="is a folder"):
        checked_output(tmp_path)


def test_elsewhere_is_fine(tmp_path: Path) -> None:
    assert checked_output(tmp_path / "map.html", [CHAPTER, None]) == tmp_path / "map.html"


def test_write_whole_replaces_a_link_and_never_writes_through_it(tmp_path: Path) -> None:
    target = tmp_path / "other.txt"
    target.write_text("辽东城", encoding="utf-8")
    link = tmp_path / "map.html"
    link.symlink_to(target)
    write_whole(link, "<p>渡辽水</p>")
    assert target.read_text(encoding="utf-8") == "辽东城"
    assert not link.is_symlink() and link.read_text(encoding="utf-8") == "<p>渡辽水</p>"


def test_a_failed_write_leaves_no_half_file(tmp_path: Path) -> None:
    out = tmp_path / "map.html"
    out.write_text("old map", encoding="utf-8")
    with pytest.raises(UnicodeEncodeError):
        write_whole(out, "辽水\udc80")  # a lone surrogate cannot be written as UTF-8
    assert out.read_text(encoding="utf-8") == "old map"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["map.html"]
