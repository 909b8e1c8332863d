"""Load a text file in any common Chinese encoding, with its metadata sidecar.

Line numbers stay those of the file as an editor shows them (1-based), and
the simplified view used for matching has the same length as the original,
so every offset found in it points into the original text.
"""
from __future__ import annotations

import bisect
import codecs
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from route.errors import CorpusError
from route.files import read_capped
from route.script import to_simplified

__all__ = ["CorpusMeta", "Text", "load_text", "parse_text", "decode_bytes", "load_sidecar", "MAX_BYTES"]

#: Largest text accepted (bytes on disk): a whole 资治通鉴 is about 9 MB in UTF-8.
# A text read without a BOM must give at least this share of common Chinese characters (the
# chapter in GB18030 gives 0.22; Shift-JIS or EUC-KR read as GB18030 or UTF-16, under 0.01).
MIN_COMMON = 0.05
MAX_BYTES = 20_000_000  # 20 MB as the browser counts them (Streamlit's maxUploadSize = 20): one limit for both

# Characters frequent in both scripts of written Chinese; used to choose between
# GB18030 and Big5 when both decode cleanly.
_COMMON = frozenset("的一是不了在人有我他这這个個们們中来來上大为為和国國地到以说說时時要就出也得里裏後后自之于於年月日其而军軍王城")

_BINARY_MAGIC = (b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"%PDF", b"PK\x03\x04", b"\x7fELF", b"\x1f\x8b")


@dataclass(frozen=True, slots=True)
class CorpusMeta:
    """What a sidecar ``<name>.toml`` says about a text.

    ``context`` is the date the text starts in when it does not say
    (``贞观十九年九月``); ``party`` the names the main party goes by;
    ``places`` the text's own gazetteer CSV, beside the sidecar
    (``jianan12_caocao_wuhuan.places.csv``), when its route is not in
    ``data/places.csv``.
    """

    title: str = ""
    source: str = ""
    context: str | None = None
    party: tuple[str, ...] = ()
    places: Path | None = None


@dataclass(frozen=True, slots=True)
class Text:
    """A loaded text: original content (``\\n`` line ends) and its simplified view."""

    name: str
    content: str
    simplified: str
    encoding: str
    meta: CorpusMeta = field(default_factory=CorpusMeta)
    line_starts: tuple[int, ...] = ()

    @property
    def n_lines(self) -> int:
        return len(self.line_starts)

    def line_of(self, offset: int) -> int:
        """1-based line of a character offset."""
        return bisect.bisect_right(self.line_starts, offset)

    def line(self, number: int) -> str:
        """Text of 1-based line ``number`` without its line end."""
        start = self.line_starts[number - 1]
        end = self.line_starts[number] - 1 if number < len(self.line_starts) else len(self.content)
        return self.content[start:end]


def _score(text: str) -> float:
    if not text:
        return 0.0
    return sum(ch in _COMMON for ch in text[:20000]) / min(len(text), 20000)


def _looks_binary(text: str) -> bool:
    sample = text[:20000]
    bad = sum(1 for ch in sample if (ord(ch) < 32 and ch not in "\t\n\r\f\v") or ch == "\ufffd")
    return bad > max(2, len(sample) // 100)


def decode_bytes(data: bytes, name: str = "<upload>") -> tuple[str, str]:
    """Decode ``data``; return ``(text, encoding)`` or raise :class:`CorpusError`.

    Tries BOMs, UTF-16 without BOM, UTF-8, then GB18030 against Big5.
    """
    if len(data) > MAX_BYTES:
        raise CorpusError(f"{name}: over the {MAX_BYTES // 1_000_000} MB limit for a text")
    if data.startswith(_BINARY_MAGIC):
        raise CorpusError(f"{name}: this is a binary file (an image, archive or program), not text")
    for bom, enc in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            return _strict(data, enc, name), enc.replace("-sig", "") + " (BOM)"
    if len(data) >= 4 and data.count(0) > len(data) // 4:
        # UTF-16 without a BOM: the zero bytes of ASCII fall on even or odd offsets.
        enc = "utf-16-le" if data[1::2].count(0) > data[0::2].count(0) else "utf-16-be"
        return _strict(data, enc, name), enc
    try:
        return _checked(data, "utf-8", name), "utf-8"
    except UnicodeDecodeError:
        pass
    candidates = []
    encodings = ("gb18030", "big5hkscs") + (("utf-16-le", "utf-16-be") if len(data) % 2 == 0 else ())
    for enc in encodings:
        try:
            candidates.append((_score(data.decode(enc)), enc))
        except UnicodeDecodeError:
            continue
    if not candidates or max(candidates)[0] < MIN_COMMON:
        # Shift-JIS or EUC-KR read as GB18030 or UTF-16 give hardly a common Chinese character
        raise CorpusError(_undecodable(data, name))
    enc = max(candidates)[1]
    return _checked(data, enc, name), enc


def _undecodable(data: bytes, name: str) -> str:
    """Why ``data`` is no Chinese text we read, at the line and byte where the likeliest
    encoding (the one that reads furthest) fails."""
    far, enc = -1, "utf-8"
    for candidate in ("utf-8", "gb18030", "big5hkscs"):
        try:
            data.decode(candidate)
        except UnicodeDecodeError as exc:
            if exc.start > far:
                far, enc = exc.start, candidate
        else:  # it decodes, but as gibberish
            return (f"{name}: reads as {candidate.upper().replace('HKSCS', '')} only as gibberish, hardly a common "
                    "Chinese character (a Japanese or Korean encoding?); save it as UTF-8")
    line = data.count(b"\n", 0, far) + 1
    return (f"{name}: line {line}, byte {far}: not {enc.upper().replace('HKSCS', '')} text there "
            "(nor UTF-8, UTF-16, GB18030 or Big5 throughout); save it as UTF-8")


def _strict(data: bytes, encoding: str, name: str) -> str:
    """Decode in the encoding the file announces (a BOM, or UTF-16's zero bytes), else raise naming the line."""
    try:
        return _checked(data, encoding, name)
    except UnicodeDecodeError as exc:
        # utf-8-sig counts from after its BOM; the utf-16 codecs count from the file's first byte.
        at = exc.start + (len(codecs.BOM_UTF8) if encoding == "utf-8-sig" else 0)
        line = data[:at].decode(encoding, errors="replace").count("\n") + 1
        label = {"utf-8-sig": "UTF-8", "utf-16": "UTF-16"}.get(encoding, encoding.upper())
        why = f" although it starts with a {label} byte-order mark" if encoding in ("utf-8-sig", "utf-16") else ""
        raise CorpusError(f"{name}, line {line}: not {label} text{why} ({exc.reason} at byte {at})") from None


def _checked(data: bytes, encoding: str, name: str) -> str:
    text = data.decode(encoding)  # UnicodeDecodeError is the caller's to handle
    if _looks_binary(text):
        raise CorpusError(f"{name}: looks like a binary file, not text")
    return text


def parse_text(data: bytes | str, name: str = "<upload>", meta: CorpusMeta | None = None) -> Text:
    """Build a :class:`Text` from bytes (any supported encoding) or a string.

    >>> parse_text("至遼東城。\\r\\n渡遼水。".encode("big5")).simplified
    '至辽东城。\\n渡辽水。'
    """
    if isinstance(data, str):
        content, encoding = data, "str"
    else:
        content, encoding = decode_bytes(data, name)
    content = content.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if not content.strip():
        raise CorpusError(f"{name}: the file is empty (no text to read)")
    starts = [0]
    find = content.find
    pos = find("\n")
    while pos != -1:
        starts.append(pos + 1)
        pos = find("\n", pos + 1)
    return Text(
        name=name,
        content=content,
        simplified=to_simplified(content),
        encoding=encoding,
        meta=meta or CorpusMeta(),
        line_starts=tuple(starts),
    )


def load_sidecar(text_path: str | Path) -> CorpusMeta:
    """Read ``<stem>.toml`` beside a text; an absent sidecar gives empty metadata."""
    path = Path(text_path).with_suffix(".toml")
    if not path.is_file():
        return CorpusMeta()
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8-sig"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CorpusError(f"{path}: {exc}") from None
    party = raw.get("party", [])
    if not isinstance(party, list) or not all(isinstance(p, str) for p in party):
        raise CorpusError(f"{path}: 'party' must be a list of names, instead got: {party!r}")
    context = raw.get("context")
    return CorpusMeta(
        title=str(raw.get("title", "")),
        source=str(raw.get("source", "")),
        context=str(context) if context else None,
        party=tuple(p for p in party if p.strip()),
        places=_sidecar_places(path, raw.get("places")),
    )


def _sidecar_places(sidecar: Path, value: object) -> Path | None:
    """The gazetteer a sidecar names: a CSV file in the sidecar's own folder."""
    if not value:
        return None
    name = Path(str(value))
    if not isinstance(value, str) or name.name != value or name.suffix.lower() != ".csv":
        raise CorpusError(f"{sidecar}: 'places' must name a .csv file beside the sidecar, instead got: {value!r}")
    found = sidecar.parent / name
    if not found.is_file():
        raise CorpusError(f"{sidecar}: 'places' names {value!r}, which is not a file beside the sidecar")
    return found


def load_text(path: str | Path) -> Text:
    """Read a text file and its sidecar.

    >>> load_text("corpus/zhenguan19_retreat_from_anshi.txt").meta.context
    '贞观十九年九月'
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise CorpusError(f"{path}: {size / 1_000_000:.1f} MB is over the {MAX_BYTES // 1_000_000} MB limit")
        data = read_capped(path, MAX_BYTES)  # a pipe or device (/dev/zero) reports no size; decode_bytes says if too big
    except IsADirectoryError:
        raise CorpusError(f"{path}: is a directory, not a text file") from None
    except OSError as exc:
        raise CorpusError(f"{path}: cannot read ({exc.strerror or exc})") from None
    return parse_text(data, name=str(path), meta=load_sidecar(path))
