"""Finding gazetteer names in text: leftmost-longest, both scripts, offsets."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from route.corpus import parse_text
from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
from route.places.mentions import find_places

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


# -- hardening: names inside markup, odd characters, arbitrary text --------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Markup around a name: the name is found, the markup is text.
        ("<script>至辽东城</script>", [("辽东城", "辽东城")]),
        ('<a href="javascript:渡遼水">', [("遼水", "辽水")]),
        ("{{ 营州 }}${幽州}", [("营州", "营州"), ("幽州", "幽州")]),
        # A zero-width space inside a name breaks it: no false match across it.
        ("至辽\u200b东城", []),
        # Astral characters (𠀀, emoji) before a name must not shift its offsets.
        ("𠀀😀至辽东城", [("辽东城", "辽东城")]),
    ],
)
def test_find_places_in_odd_text(text: str, expected: list[tuple[str, str]]) -> None:
    found = find_places(text, GAZ)
    assert [(m.text, m.place.name) for m in found] == expected
    assert all(text[m.start : m.end] == m.text for m in found)


NAMES = [n for place in GAZ for n in place.names] + ["遼東城", "駐蹕山", "營州"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(NAMES), st.text(st.characters(), max_size=10),
                          st.sampled_from(["\n", "\r\n", "。", "<script>", "{{", "九月十八日"])), max_size=30))
def test_offsets_always_point_into_the_text(pieces: list[str]) -> None:
    raw = "".join(pieces)
    if not raw.lstrip("\ufeff").strip():
        return  # an empty text is refused at loading
    text = parse_text(raw, name="h.txt")
    found = find_places(text, GAZ)
    last = 0
    for m in found:
        assert last <= m.start < m.end <= len(text.content)
        assert text.content[m.start : m.end] == m.text and m.line == text.line_of(m.start)
        # what was found is a name of the gazetteer, or a city's walls (至城下)
        assert GAZ.lookup(m.text) is not None or m.text.endswith("城下")
        last = m.end


@pytest.mark.parametrize(("text", "found"), [
    # A river's one-character name after a crossing verb (资治通鉴 卷181: 车驾渡辽; 卷65: 操济汉).
    ("五月，丁丑，车驾渡辽，引曷萨那可汗及高昌王观战。", [("辽水", "辽")]),
    ("操济汉，聘乃诣操。", [("汉水", "汉")]),
    # …never elsewhere: 辽 and 汉 are also dynasties and regions (辽东城 stays whole).
    ("乙酉，至辽东城。汉之旧地也。", [("辽东城", "辽东城")]),
    ("上渡辽水。", [("辽水", "辽水")]),
])
def test_a_river_by_one_character_after_a_crossing(text: str, found: list[tuple[str, str]]) -> None:
    assert [(m.place.name, m.text) for m in find_places(text, GAZ)] == found


CORPUS = Path(__file__).resolve().parent.parent / "corpus"


@pytest.mark.parametrize(("text", "line", "places", "walls"), [
    # A city's walls after an arriving verb are the city the entry named last, shortly before: 资治通鉴
    # 卷287 and its 白话 (绛州: 帝至城下, 高祖来到城下), 五代史演义 (泗州: 周主自至城下) …
    ("tianfu12_liuzhiyuan_daliang_zztj.txt", 41, "tianfu12_liuzhiyuan_daliang.places.csv", ["绛州"]),
    ("tianfu12_liuzhiyuan_daliang_baihua.txt", 41, "tianfu12_liuzhiyuan_daliang.places.csv", ["绛州"]),
    ("xiande4_shizong_huainan_novel.txt", 8, "xiande4_shizong_huainan_novel.places.csv", ["泗州"]),
    # … not a place named far back in a long entry (资治通鉴 卷189: the camp at 青城宫, 306 characters
    # before 直抵城下, of 洛阳).
    ("wude3_shimin_luoyang_zztj.txt", 21, "wude3_shimin_luoyang.places.csv", []),
])
def test_a_citys_walls_are_the_city_named_before(text: str, line: int, places: str, walls: list[str]) -> None:
    entry = (CORPUS / text).read_text(encoding="utf-8").splitlines()[line - 1]
    found = find_places(entry, load_gazetteer(CORPUS / places))
    assert [m.place.name for m in found if m.text.endswith("城下")] == walls


@pytest.mark.parametrize(("text", "line", "places", "found"), [
    # One-character names of towns in a list, their kind and count said once at its end, are each that town (元史
    # 太祖纪: 帝破昌、桓、抚等州; 帝出紫荆关…拔涿、易二州; 明史 徐达传 translation: 徐达率军平定嵩、陕、陈、汝等州)…
    ("taizu6_chinggis_jin_yuanshi.txt", 15, "taizu6_chinggis_jin.places.csv", ["昌州", "桓州", "抚州"]),
    ("taizu6_chinggis_jin_yuanshi.txt", 28, "taizu6_chinggis_jin.places.csv", ["涿州", "易州"]),
    ("hongwu1_xuda_beifa_mingshibaihua.txt", 5, "hongwu1_xuda_beifa.places.csv", ["嵩州", "陕州", "陈州", "汝州"]),
])
def test_a_list_of_one_character_towns_closed_by_their_kind(text: str, line: int, places: str,
                                                            found: list[str]) -> None:
    entry = (CORPUS / text).read_text(encoding="utf-8").splitlines()[line - 1]
    names = [m.place.name for m in find_places(entry, load_gazetteer(CORPUS / places)) if len(m.text) == 1]
    assert [n for n in names if n in found] == found


@pytest.mark.parametrize("text", [
    # …not a list ending in a whole name (旧五代史 周世宗纪: 是月，取光、舒、常州), nor titles (将军、开府).
    "是月，取光、舒、常州。",
    "拜骠骑将军、开府仪同三司。",
])
def test_no_list_of_one_character_towns(text: str) -> None:
    assert all(len(m.text) > 1 for m in find_places(text, GAZ))
