"""Reading an input without hanging, and where an output may go and writing it whole.

An input is read up to a limit, and a named pipe with no writer reads as empty instead of
waiting forever. ``python -m route map -o PATH`` writes one file. It must never land in the project's own
files (``corpus/``, ``data/``, ``static/``, which the app serves, or the package), nor on a file
it reads, not even through a symbolic link. The file is written beside its target and renamed
over it, so a failed write leaves no half file.
"""
from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

from route.errors import OutputError

__all__ = ["PROTECTED", "checked_output", "read_capped", "write_whole"]

ROOT = Path(__file__).resolve().parent.parent
# The project's own folders: texts, data, what the app serves, and the code.
PROTECTED = tuple(ROOT / name for name in ("corpus", "data", "static", "route"))


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def checked_output(path: str | Path, inputs: Iterable[str | Path | None] = ()) -> Path:
    """``path`` if an output may be written there, else :class:`OutputError` naming it.

    Both the path as given and the file it resolves to (through symbolic links) are checked.

    >>> checked_output(ROOT / "corpus" / "x.html")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    route.errors.OutputError: .../corpus/x.html: inside the project's corpus/ folder; write the map elsewhere
    """
    path = Path(path)
    target = path.resolve()
    for where in (path.absolute(), target):
        for folder in PROTECTED:
            if _inside(where, folder):
                raise OutputError(f"{path}: inside the project's {folder.name}/ folder; write the map elsewhere")
    for source in inputs:
        if source is not None and Path(source).resolve() == target:
            raise OutputError(f"{path}: this is an input file ({source}); give the output another name")
    if target.is_dir():
        raise OutputError(f"{path}: is a folder; give a file name")
    return path


def write_whole(path: str | Path, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file renamed over it; return ``path``.

    A symbolic link at ``path`` is replaced by the file, never written through.
    """
    path = Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return path


def read_capped(path: str | Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of ``path`` (so the caller sees it is too big), a pipe or a
    device too, which report no size. A named pipe opens without waiting for a writer: with
    none, it reads as empty.

    >>> len(read_capped("/dev/zero", 10))
    11
    """
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0)
    fifo = stat.S_ISFIFO(path.stat().st_mode)
    fd = os.open(path, flags | (os.O_NONBLOCK if fifo else 0))
    if fifo:
        os.set_blocking(fd, True)  # opened at once; now wait for data, not for a writer to open
    with os.fdopen(fd, "rb") as fh:
        return fh.read(limit + 1)
