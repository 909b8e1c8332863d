"""The other names of people who lead marches (route/places/people.py, data/people.csv)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from route.corpus import load_text
from route.errors import GazetteerError
from route.itinerary import build_itinerary
from route.places.gazetteer import load_gazetteer
from route.places.people import people_names, same_person

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("typed", "also"), [
    # What a reader types brings the names a text uses: 三国演义 calls 刘备 玄德 and 皇叔,
    # 李勣 is 懋功 and 英公 (his 世勣 and 勣 come back in the simplified view, 𪟝), a novel calls
    # 李世民 秦王 before 626.
    ("刘备", ("玄德", "刘皇叔")),
    ("李勣", ("懋功", "英公")),
    ("李世民", ("秦王", "世民")),
    # Traditional script typed: the simplified names come back.
    ("劉備", ("玄德",)),
    # Anyone else stays as typed.
    ("安禄山", ()),
])
def test_people_names(typed: str, also: tuple[str, ...]) -> None:
    names = people_names([typed])
    assert names[0] == typed and set(also) <= set(names)


@pytest.mark.parametrize(("name", "person"), [("玄德", "刘备"), ("孔明", "诸葛亮"), ("禄山", "禄山")])
def test_same_person(name: str, person: str) -> None:
    assert same_person(name) == person


@pytest.mark.parametrize(("rows", "message"), [
    ("name,aliases,note,source\n刘备,,字玄德,三国志\n", "row 2"),
    ("name,aliases,note,source\n刘备,玄德,,x\n刘玄德,玄德,,y\n", "row 3"),
])
def test_a_bad_people_table_names_its_row(tmp_path: Path, rows: str, message: str) -> None:
    path = tmp_path / "people.csv"
    path.write_text(rows, encoding="utf-8")
    with pytest.raises(GazetteerError, match=message):
        people_names(["刘备"], path)


def test_the_party_typed_as_a_reader_knows_it_finds_the_novels_stops() -> None:
    """三国演义 第四十一回 with --party 刘备: the novel writes 玄德 (行近汉津, 路过…樊城)."""
    gold = json.loads((ROOT / "bench/gold/jianan13_liubei_dangyang_sgyy.json").read_text(encoding="utf-8"))
    text = load_text(ROOT / gold["text"])
    it = build_itinerary(text, load_gazetteer(ROOT / gold["places"]), context=gold["context"], party=["刘备"])
    assert "玄德" in it.party
    assert {"襄阳", "汉津", "江夏"} <= {s.place.name for s in it.stops}


@pytest.mark.parametrize(("name", "year", "person"), [
    # a title names the table's person only in his lifetime: 魏王 is 曹操 in 216, 拓跋珪 in 396 (资治通鉴 卷108);
    # 燕王 is 朱棣 in 1402, not in 1130
    ("魏王", 216, "曹操"),
    ("魏王", 396, "魏王"),
    ("燕王", 1402, "朱棣"),
    ("燕王", 1130, "燕王"),
])
def test_a_title_is_his_only_in_his_years(name: str, year: int, person: str) -> None:
    assert same_person(name, year=year) == person
    assert ("曹操" in people_names([name], year=year)) == (person == "曹操")


def test_the_party_of_another_age_keeps_its_own_name() -> None:
    """资治通鉴 卷108 (太元二十一年): 魏王 is 拓跋珪, so no name of 曹操 joins the party."""
    gold = json.loads((ROOT / "bench/gold/huangshi1_daowu_zhongshan_zztj.json").read_text(encoding="utf-8"))
    it = build_itinerary(load_text(ROOT / gold["text"]), load_gazetteer(ROOT / gold["places"]),
                         context=gold["context"], party=[gold["party"]])
    assert "魏王" in it.party and not {"曹操", "孟德", "操"} & set(it.party)


@pytest.mark.parametrize(("row", "message"), [
    ("name,aliases,born,died,note,source\n刘备,玄德,一六一,223,,x\n", "row 2"),
])
def test_a_bad_year_names_its_row(tmp_path: Path, row: str, message: str) -> None:
    path = tmp_path / "people.csv"
    path.write_text(row, encoding="utf-8")
    with pytest.raises(GazetteerError, match=message):
        people_names(["刘备"], path)
