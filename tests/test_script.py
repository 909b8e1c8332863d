"""Script conversion that keeps offsets: one name at a time, or a whole gazetteer at once."""
from __future__ import annotations

import pytest

from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
from route.script import to_simplified, to_simplified_many


@pytest.mark.parametrize(
    "names",
    [
        ["遼東城", "駐蹕山", "辽水"],
        ["", "遼東城", ""],  # empty cells must not shift the names after them
        ["遼\n東", "城"],  # a line end inside a quoted CSV cell: cut by length, not by line
        ["遼\ud800東", "渡遼水"],  # a lone surrogate (opencc cannot take one) keeps the length
        [],
    ],
)
def test_many_is_one_at_a_time(names: list[str]) -> None:
    assert to_simplified_many(names) == [to_simplified(n) for n in names]


def test_many_on_the_real_gazetteer() -> None:
    # The gazetteer and the matcher rely on the bulk conversion giving each name's own.
    names = [n for place in load_gazetteer(DEFAULT_PLACES) for n in place.names]
    assert to_simplified_many(names) == [to_simplified(n) for n in names]


@pytest.mark.parametrize(("text", "view"), [
    # The small-form marks of the 殆知阁 后汉书 read as the usual ones, one for one (光武帝纪上, 下).
    ("世祖因发旁县，得四千人，先击堂阳﹑贳县，皆降之。", "世祖因发旁县，得四千人，先击堂阳、贳县，皆降之。"),
    ("遣大司马吴汉﹑征南大将军岑彭围之", "遣大司马吴汉、征南大将军岑彭围之"),
])
def test_small_form_marks_read_as_usual(text: str, view: str) -> None:
    assert to_simplified(text) == view and to_simplified_many([text]) == [view]


@pytest.mark.parametrize(("text", "view"), [
    # The 四库 transcriptions' variant forms read as the usual characters, one for one, so that sanmiao knows the
    # era (旧五代史 周世宗纪 显德三年 and 六年, 殆知阁 旧五代史四库).
    ("显徳三年春正月乙未朔帝不受朝贺", "显德三年春正月乙未朔帝不受朝贺"),
    ("显徳六年春正月丁巳朔", "显德六年春正月丁巳朔"),
])
def test_old_variant_forms_read_as_usual(text: str, view: str) -> None:
    assert to_simplified(text) == view and to_simplified_many([text]) == [view]


def test_an_old_variant_era_is_dated() -> None:
    from route.dates import find_dates
    assert find_dates("显徳三年春正月乙未朔帝不受朝贺", None)[0].jdn_start is not None
