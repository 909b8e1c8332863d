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
    # One limit for the app and the command line: 20 MB as the browser counts them (20,000,000 bytes,
    # Streamlit's maxUploadSize = 20 in .streamlit/config.toml), not 20 MiB.
    config = (Path(__file__).resolve().parent.parent / ".streamlit" / "config.toml").read_text(encoding="utf-8")
    assert MAX_BYTES == 20_000_000 and "maxUploadSize = 20\n" in config
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
        # A sidecar's gazetteer is a CSV beside it: never a path out of the folder, nor another file.
        ('places = "../data/places.csv"', "beside the sidecar"),
        ('places = "/etc/passwd.csv"', "beside the sidecar"),
        ('places = "t.txt"', "beside the sidecar"),
        ('places = "missing.places.csv"', "not a file"),
        ("places = 3", "beside the sidecar"),
    ],
)
def test_bad_sidecar(tmp_path: Path, sidecar: str, message: str) -> None:
    (tmp_path / "t.txt").write_text("丙午，至营州。", encoding="utf-8")
    (tmp_path / "t.toml").write_text(sidecar, encoding="utf-8")
    with pytest.raises(CorpusError, match=message):
        load_sidecar(tmp_path / "t.txt")


def test_a_sidecar_names_the_texts_own_gazetteer(tmp_path: Path) -> None:
    # Texts whose routes are not in data/places.csv (曹操's 乌桓 campaign) carry their own.
    (tmp_path / "t.txt").write_text("建安十二年五月，至无终。", encoding="utf-8")
    (tmp_path / "t.places.csv").write_text("id,name\n", encoding="utf-8")
    (tmp_path / "t.toml").write_text('places = "t.places.csv"', encoding="utf-8")
    assert load_text(tmp_path / "t.txt").meta.places == tmp_path / "t.places.csv"


def test_no_sidecar_gives_empty_meta(tmp_path: Path) -> None:
    (tmp_path / "t.txt").write_text("丙午，至营州。", encoding="utf-8")
    meta = load_text(tmp_path / "t.txt").meta
    assert meta.context is None and meta.party == () and meta.places is None


def test_lone_surrogates_keep_offsets() -> None:
    # opencc cannot encode a lone surrogate; the simplified view must still line up.
    text = parse_text("遼\ud800東城", name="s.txt")
    assert len(text.simplified) == len(text.content) and text.simplified[2:] == "东城"


# -- hardening: files that announce one encoding and hold another, devices, line ends ----------


@pytest.mark.parametrize(
    ("data", "message"),
    [
        # A UTF-8 BOM before GB18030 bytes: an editor re-saved half the file. The line helps find it.
        (codecs.BOM_UTF8 + "九月十八日，班师。\n".encode() + "至辽东城。".encode("gb18030"),
         r"line 2: not UTF-8 text although it starts with a UTF-8 byte-order mark"),
        # A UTF-16 BOM, then half a surrogate pair: no UTF-16 text can hold it.
        (codecs.BOM_UTF16_LE + "至辽东城\n".encode("utf-16-le") + b"\x00\xd8a\x00",
         r"line 2: not UTF-16 text .*surrogate"),
        # UTF-16 found by the zero bytes of its digits (no BOM), with half a surrogate pair.
        ("9月18日\n10月3日".encode("utf-16-be") + b"\xd8\x00\x00a", r"line 2: not UTF-16-BE text"),
        (codecs.BOM_UTF16_BE + "至辽东城".encode("utf-16-be") + b"\x8f", r"line 1: .*truncated data"),
    ],
)
def test_a_file_that_lies_about_its_encoding_names_the_line(data: bytes, message: str) -> None:
    # Once a codec raised UnicodeDecodeError here: a traceback in the CLI, not a CorpusError.
    with pytest.raises(CorpusError, match=rf"^upload\.txt, {message}"):
        parse_text(data, name="upload.txt")


@pytest.mark.parametrize(
    ("encode", "raw"),
    [
        # Windows, old Mac and Unix line ends in one file: line numbers stay those an editor shows.
        (lambda s: s.encode("gb18030"), "九月十八日，班师。\r\n至辽东城。\r渡辽水。\n至营州。"),
        (lambda s: s.encode("big5hkscs"), "九月十八日，班師。\r\n至遼東城。\r渡遼水。\n至營州。"),
        (lambda s: s.encode("utf-16-be"), "九月十八日，班师。\r\n至辽东城。\r渡辽水。\n至营州。"),
        (lambda s: codecs.BOM_UTF16_LE + s.encode("utf-16-le"), "九月十八日，班师。\r\n至辽东城。\r渡辽水。\n至营州。"),
    ],
)
def test_mixed_line_endings_in_every_encoding(encode, raw: str) -> None:
    text = parse_text(encode(raw), name="mixed.txt")
    assert text.n_lines == 4 and "\r" not in text.content
    assert text.line(3) in ("渡辽水。", "渡遼水。") and text.line_of(text.content.index("营" if "营" in raw else "營")) == 4


def test_a_device_with_no_size_is_read_only_up_to_the_limit() -> None:
    # /dev/zero reports size 0; reading it whole would never end. The limit still holds.
    with pytest.raises(CorpusError, match=r"/dev/zero: over the 20 MB limit"):
        load_text("/dev/zero")


def test_one_megabyte_on_one_line_loads_with_one_line() -> None:
    # A text without line ends (a web page pasted as one paragraph) must keep working offsets.
    raw = SIMPLIFIED.replace("\n", "") * (1_048_576 // len(SIMPLIFIED.encode()) + 1)
    text = parse_text(raw.encode("utf-8"), name="one_line.txt")
    assert text.n_lines == 1 and len(text.simplified) == len(text.content) > 330_000
    assert text.line(1) == text.content


CHAPTER_TEXT = (Path(__file__).resolve().parent.parent / "corpus" / "zhenguan19_retreat_from_anshi.txt").read_text(
    encoding="utf-8")
_GB = CHAPTER_TEXT.encode("gb18030")


@pytest.mark.parametrize(("data", "message"), [
    # Japanese and Korean encodings decode as GB18030 or UTF-16 gibberish: refused, not read quietly.
    (CHAPTER_TEXT.encode("shift_jis", errors="replace"), "only as gibberish"),
    (CHAPTER_TEXT.encode("euc_kr", errors="replace"), "only as gibberish"),
    (CHAPTER_TEXT.encode("euc_jp", errors="replace"), r"line 2, byte 89: not GB18030 text there"),
    # GB18030 with one bad byte pair: the line and byte are named.
    (_GB[:500] + b"\x81\x20" + _GB[502:], r"line 13, byte 536: not GB18030 text there"),
])
def test_a_text_in_no_chinese_encoding_is_refused_where_it_fails(data: bytes, message: str) -> None:
    with pytest.raises(CorpusError, match=message):
        decode_bytes(data, "march.txt")


@pytest.mark.parametrize("encoding", ["gb18030", "big5hkscs", "utf-16-le"])
def test_chinese_encodings_still_read(encoding: str) -> None:
    text, found = decode_bytes(CHAPTER_TEXT[:2000].encode(encoding, errors="replace"), "march.txt")
    assert "安市城" in text and found == encoding
