"""The other names of people who lead marches (data/people.csv): 玄德 and 刘皇叔 for 刘备.

A reader types the name they know (``--party 刘备``); a novel calls him 玄德 a hundred
times. Rulers' names come from sanmiao's tables (route.calendar); this table holds the
generals, ministers and princes: courtesy names (字), titles a text uses for one person
only (刘皇叔, 汾阳王) and earlier names (徐世勣 for 李勣).
"""
from __future__ import annotations

import csv
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from route.errors import GazetteerError
from route.script import to_simplified

PEOPLE = Path(__file__).resolve().parents[2] / "data" / "people.csv"


@cache
def _groups(path: Path = PEOPLE) -> dict[str, tuple[str, ...]]:
    """Each name and alias of the table → the whole group of names, the table's name first."""
    out: dict[str, tuple[str, ...]] = {}
    with path.open(encoding="utf-8", newline="") as fh:
        for row_no, row in enumerate(csv.DictReader(fh), start=2):
            name = to_simplified((row.get("name") or "").strip())
            aliases = [to_simplified(a.strip()) for a in (row.get("aliases") or "").split(";") if a.strip()]
            if not name or not aliases:
                raise GazetteerError(f"{path.name}, row {row_no}: a person needs a name and at least one alias")
            group = tuple(dict.fromkeys([name, *aliases]))
            for n in group:
                if n in out:
                    raise GazetteerError(f"{path.name}, row {row_no}: {n!r} already names {out[n][0]}")
                out[n] = group
    return out


def people_names(names: Iterable[str], path: Path = PEOPLE) -> tuple[str, ...]:
    """``names`` with every other name the table gives each of them, in order.

    >>> people_names(["刘备"])
    ('刘备', '玄德', '刘玄德', '刘皇叔', '皇叔', '刘豫州', '先主', '昭烈帝')
    >>> people_names(["玄德", "上"])[:2], people_names(["安禄山"])
    (('玄德', '刘备'), ('安禄山',))
    """
    groups = _groups(path)
    out: list[str] = []
    for name in names:
        out.append(name)
        out.extend(groups.get(to_simplified(name), ()))
    return tuple(dict.fromkeys(out))


def known_names(path: Path = PEOPLE) -> frozenset[str]:
    """Every name and alias the table knows.

    >>> "先主" in known_names(), "先" in known_names()
    (True, False)
    """
    return frozenset(_groups(path))


def same_person(name: str, path: Path = PEOPLE) -> str:
    """The table's name for ``name`` (刘备 for 玄德), or ``name`` itself.

    >>> same_person("玄德"), same_person("禄山")
    ('刘备', '禄山')
    """
    group = _groups(path).get(name)
    return group[0] if group else name
