"""Loading texts: encodings, line numbers, sidecars and unusable files."""
from __future__ import annotations

import codecs
from pathlib import Path

import opencc
import pytest

from route.corpus import MAX_BYTES, decode_bytes, load_sidecar, load_text, parse_text
from route.errors import CorpusError

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = ROOT / "corpus" / "zhenguan19_retreat_from_anshi.txt"
SIMPLIFIED = CHAPTER.read_text(encoding="utf-8")
# Taiwan-standard traditional script: every character has a Big5(-HKSCS) code.
TRADITIONAL = opencc.OpenCC("s2tw").convert(SIMPLIFIED)


@pytest.mark.parametrize(
    ("source", "encode"),
    [
        (SIMPLIFIED, lambda s: s.encode("utf-8")),
        (SIMPLIFIED, lambda s: codecs.BOM_UTF8 + s.encode("utf-8")),
        (SIMPLIFIED, lambda s: s.encode("gb18030")),
        (SIMPLIFIED, lambda s: s.encode("utf-16")),  # with BOM
        (SIMPLIFIED, lambda s: s.encode("utf-16-le")),  # no BOM: detected by content
        (SIMPLIFIED, lambda s: s.encode("utf-16-be")),
        (TRADITIONAL, lambda s: s.encode("big5hkscs")),
        (TRADITIONAL, lambda s: s.encode("gb18030")),  # traditional in a GB file
    ],
)
def test_chapter_copies_load_identically(tmp_path: Path, source: str, encode) -> None:
    path = tmp_path / "chapter.txt"
    path.write_bytes(encode(source))
    text = load_text(path)
    assert text.content == source
    assert text.n_lines == 83
    # Line numbers are those of the file in an editor.
    assert text.line(11) == "九月二十日，大军至辽东城；" or text.line(11).startswith("九月二十日")
    assert text.line(83) == source.splitlines()[82]
    assert len(text.simplified) == len(text.content)


def test_traditional_text_has_a_simplified_view_with_same_offsets() -> None:
    text = parse_text(TRADITIONAL.encode("big5hkscs"), name="trad.txt")
    offset = text.content.index("遼東城")
    # The simplified view is where matching happens; its offsets point into the original.
    assert text.simplified[offset : offset + 3] == "辽东城"
    assert text.line_of(offset) == 11  # 九月二十日，大军至遼東城


@pytest.mark.parametrize(
    ("raw", "content", "lines"),
    [
        ("甲\r\n乙\r\n丙", "甲\n乙\n丙", 3),  # Windows line ends
        ("甲\r乙\r丙\n", "甲\n乙\n丙\n", 4),  # old Mac line ends mixed with Unix
        ("\ufeff甲\n乙", "甲\n乙", 2),  # a BOM left inside a str is dropped
    ],
)
def test_line_endings_are_normalised(raw: str, content: str, lines: int) -> None:
    text = parse_text(raw, name="x.txt")
    assert text.content == content
    assert text.n_lines == lines


def test_line_of_offsets() -> None:
    text = parse_text("丙午，至营州。\n丁未，渡辽水。\n", name="annals.txt")
    assert [text.line_of(i) for i in (0, 6, 7, 8, 14)] == [1, 1, 1, 2, 2]  # 7 is the newline
    assert text.line(2) == "丁未，渡辽水。"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "empty"),
        (b"  \n\t\r\n ", "empty"),  # whitespace only is as good as empty
        (b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4, "binary"),
        (bytes(range(1, 32)) * 100, "binary"),  # control characters, no magic number
        (b"\x80" * 7, "not UTF-8"),  # odd length, undecodable in every candidate,
    ],
)
def test_unusable_bytes_raise_corpus_error_naming_the_file(data: bytes, message: str) -> None:
    with pytest.raises(CorpusError, match=message) as info:
        parse_text(data, name="upload.txt")
    assert "upload.txt" in str(info.value)


def test_size_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_bytes(b"a" * (MAX_BYTES + 1))
    with pytest.raises(CorpusError, match=r"big\.txt.*limit"):
        load_text(big)
    with pytest.raises(CorpusError, match="limit"):
        decode_bytes(b"a" * (MAX_BYTES + 1), "paste")


def test_missing_file_and_directory(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="nope.txt"):
        load_text(tmp_path / "nope.txt")
    with pytest.raises(CorpusError, match="directory"):
        load_text(tmp_path)


def test_chapter_sidecar() -> None:
    meta = load_text(CHAPTER).meta
    assert meta.context == "贞观十九年九月"
    assert {"李世民", "太宗", "上", "车驾", "御驾", "大军", "唐军"} <= set(meta.party)
    assert meta.title and meta.source


@pytest.mark.parametrize(
    ("sidecar", "message"),
    [
        ('title = "x"\n= 3\n', "line 2"),  # broken TOML names the line
        ('party = "李世民"', "party"),  # a string where a list belongs
    ],
)
def test_bad_sidecar(tmp_path: Path, sidecar: str, message: str) -> None:
    (tmp_path / "t.txt").write_text("丙午，至营州。", encoding="utf-8")
    (tmp_path / "t.toml").write_text(sidecar, encoding="utf-8")
    with pytest.raises(CorpusError, match=message):
        load_sidecar(tmp_path / "t.txt")


def test_no_sidecar_gives_empty_meta(tmp_path: Path) -> None:
    (tmp_path / "t.txt").write_text("丙午，至营州。", encoding="utf-8")
    meta = load_text(tmp_path / "t.txt").meta
    assert meta.context is None and meta.party == ()


def test_lone_surrogates_keep_offsets() -> None:
    # opencc cannot encode a lone surrogate; the simplified view must still line up.
    text = parse_text("遼\ud800東城", name="s.txt")
    assert len(text.simplified) == len(text.content) and text.simplified[2:] == "东城"
