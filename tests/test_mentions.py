"""Finding gazetteer names in text: leftmost-longest, both scripts, offsets."""
from __future__ import annotations

import pytest

from route.corpus import parse_text
from route.gazetteer import DEFAULT_PLACES, load_gazetteer
from route.mentions import find_places

GAZ = load_gazetteer(DEFAULT_PLACES)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Leftmost-longest: 辽东城 wins over the region 辽东 inside it.
        ("九月二十日，大军至辽东城；", [("辽东城", "辽东城")]),
        ("他先令人将辽东、盖州、白岩城的百姓迁往内地。", [("辽东", "辽东"), ("盖州", "盖牟城"), ("白岩城", "白岩城")]),
        # Traditional script is matched through the simplified view.
        ("乙酉，至遼東城。丙戌，渡遼水。", [("遼東城", "辽东城"), ("遼水", "辽水")]),
        # Old names and variants resolve to the canonical place.
        ("十一月，车驾至京师。", [("京师", "长安")]),
        ("漫无地名的一句话。", []),
    ],
)
def test_find_places(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(m.text, m.place.name) for m in find_places(text, GAZ)] == expected


def test_offsets_point_into_the_original_text() -> None:
    text = parse_text("序\n乙酉，至遼東城。\r\n丙戌，渡遼水。", name="t.txt")
    for m in find_places(text, GAZ):
        assert text.content[m.start : m.end] == m.text
        assert m.line == text.line_of(m.start)
    assert [m.line for m in find_places(text, GAZ)] == [2, 3]
