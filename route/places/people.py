"""The other names of people who lead marches (data/people.csv): 玄德 and 刘皇叔 for 刘备.

A reader types the name they know (``--party 刘备``); a novel calls him 玄德 a hundred
times. Rulers' names come from sanmiao's tables (route.calendar); this table holds the
generals, ministers and princes: courtesy names (字), titles a text uses for one person
only (刘皇叔, 汾阳王) and earlier names (徐世勣 for 李勣). Its ``born`` and ``died`` years
(astronomical: 1 BCE is 0) keep a title to his lifetime: 魏王 is 曹操 in 216, 拓跋珪 in 396.
"""
from __future__ import annotations

import csv
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from route.errors import GazetteerError
from route.script import to_simplified

PEOPLE = Path(__file__).resolve().parents[2] / "data" / "people.csv"


@dataclass(frozen=True, slots=True)
class _Person:
    """One row of the table: 曹操 and his names, who lived 155–220."""

    names: tuple[str, ...]
    born: int | None
    died: int | None

    def alive_in(self, year: int | None) -> bool:
        """Whether ``year`` (astronomical, 1 BCE is 0) falls in his life, or no year is known.

        >>> _Person(("曹操", "魏王"), 155, 220).alive_in(216), _Person(("曹操", "魏王"), 155, 220).alive_in(396)
        (True, False)
        """
        return year is None or ((self.born is None or self.born <= year) and (self.died is None or year <= self.died))


@cache
def _groups(path: Path = PEOPLE) -> dict[str, _Person]:
    """Each name and alias of the table → its person, the table's name first."""
    out: dict[str, _Person] = {}
    with path.open(encoding="utf-8", newline="") as fh:
        for row_no, row in enumerate(csv.DictReader(fh), start=2):
            name = to_simplified((row.get("name") or "").strip())
            aliases = [to_simplified(a.strip()) for a in (row.get("aliases") or "").split(";") if a.strip()]
            if not name or not aliases:
                raise GazetteerError(f"{path.name}, row {row_no}: a person needs a name and at least one alias")
            try:
                born, died = (int(v) if (v := (row.get(k) or "").strip()) else None for k in ("born", "died"))
            except ValueError:
                raise GazetteerError(f"{path.name}, row {row_no}: born and died are years "
                                     f"(astronomical, 1 BCE is 0), not {row.get('born')!r}, {row.get('died')!r}") from None
            person = _Person(tuple(dict.fromkeys([name, *aliases])), born, died)
            for n in person.names:
                if n in out:
                    raise GazetteerError(f"{path.name}, row {row_no}: {n!r} already names {out[n].names[0]}")
                out[n] = person
    return out


def people_names(names: Iterable[str], path: Path = PEOPLE, year: int | None = None) -> tuple[str, ...]:
    """``names`` with every other name the table gives each of them, in order; in ``year``, only
    for people alive then (魏王 of 396 is 拓跋珪, not 曹操).

    >>> people_names(["刘备"])
    ('刘备', '玄德', '刘玄德', '刘皇叔', '皇叔', '刘豫州', '先主', '昭烈帝')
    >>> people_names(["玄德", "上"])[:2], people_names(["安禄山"])
    (('玄德', '刘备'), ('安禄山',))
    >>> people_names(["魏王"], year=396), people_names(["魏王"], year=216)[:2]
    (('魏王',), ('魏王', '曹操'))
    """
    groups = _groups(path)
    out: list[str] = []
    for name in names:
        out.append(name)
        person = groups.get(to_simplified(name))
        if person is not None and person.alive_in(year):
            out.extend(person.names)
    return tuple(dict.fromkeys(out))


def known_names(path: Path = PEOPLE) -> frozenset[str]:
    """Every name and alias the table knows.

    >>> "先主" in known_names(), "先" in known_names()
    (True, False)
    """
    return frozenset(_groups(path))


def same_person(name: str, path: Path = PEOPLE, year: int | None = None) -> str:
    """The table's name for ``name`` (刘备 for 玄德), or ``name`` itself (and in ``year``, when the
    table's person was not alive then: 魏王 of 396).

    >>> same_person("玄德"), same_person("禄山"), same_person("魏王", year=396)
    ('刘备', '禄山', '魏王')
    """
    person = _groups(path).get(name)
    return person.names[0] if person is not None and person.alive_in(year) else name
