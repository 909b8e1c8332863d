"""The CHGIS gazetteer layer: records of the text's year, stems, and the guards against names
that are words (route/places/chgis.py, treated_as_place in route/places/stops.py, the route
choice in route/itinerary.py)."""
from __future__ import annotations

import pytest

from route.corpus import parse_text
from route.itinerary import build_itinerary
from route.places.chgis import chgis_layer, tgaz_link
from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
from route.places.stops import treated_as_place

GAZ = load_gazetteer(DEFAULT_PLACES)


@pytest.mark.parametrize(("name", "year", "expected"), [
    # Time-aware: three 营州 in CHGIS; in 645 the one at 朝阳, the Hunan one only in 621.
    ("营州", 645, "hvd_110765"),
    ("营州", 621, None),  # several that year: see test_several_records_in_one_year
    # A stem answers for a seat written without its suffix (至兴元, 次扶风).
    ("兴元", 881, "hvd_116021"),
    ("扶风郡", 750, "hvd_111217"),
    # …and for a Ming garrison without its 卫 (明史 英宗纪 and 明史演义: 至阳和, 阳和卫).
    ("阳和", 1449, "hvd_95071"),
    # CHGIS's gaps: 绵州 has no record from 742 to 881, so its nearest in time answers.
    ("绵州", 881, "hvd_111065"),
    # 州 keeps its suffix: 益州 gives no 益.
    ("益", 645, None),
])
def test_layer_of_the_year(name: str, year: int, expected: str | None) -> None:
    options = chgis_layer(year).candidates(name)
    if expected is None and name == "营州":
        assert len(options) > 1
    elif expected is None:
        assert options == ()
    else:
        assert expected in [p.id for p in options]


def test_several_records_in_one_year() -> None:
    assert {p.modern[:3] for p in chgis_layer(621).candidates("营州")} >= {"辽宁省"}


def test_records_are_marked_and_linked() -> None:
    place = chgis_layer(645).lookup("营州")
    assert place is not None and place.layer == "chgis"
    assert tgaz_link(place) == "https://maps.cga.harvard.edu/tgaz/placename/hvd_110765"
    assert GAZ.lookup("营州").layer == "curated"


@pytest.mark.parametrize(("text", "name", "expected"), [
    # After a movement verb, or written with a seat suffix: a place (资治通鉴 卷254, 卷228).
    ("丁酉，上至兴元。", "兴元", True),
    ("德宗从咸阳前往奉天。", "奉天", True),
    ("中和元年正月，车驾发兴元府。", "兴元府", True),
    ("到了兴元，", "兴元", True),
    # An action done at it (V于X): 清史稿 圣祖纪 大阅于南苑, 旧唐书 玄宗纪 祭后土于汾阴.
    ("十月壬子，上大阅于南苑。", "南苑", True),
    ("壬子，祭后土于汾阴。", "汾阴", True),
    # Ordinary words and longer names are not (宋史 太宗纪: 御乾元殿, 幸武功郡王德昭邸, 太平兴国寺).
    ("甲寅，御乾元殿受朝。", "乾元", False),
    ("戊午，幸太平兴国寺，遂幸东染院。", "太平", False),
    ("乙亥，幸大相国寺。", "大相", False),
    ("庚申，幸武功郡王德昭邸。", "武功", False),
    # …nor a mansion named after a place (宋史 太祖纪 开宝九年 and its translation: 礼贤宅, not CHGIS's 礼贤县).
    ("丁卯，幸礼贤宅。", "礼贤", False),
    ("于是让钱等人住在礼贤宅，太祖亲临礼贤宅。", "礼贤", False),
    ("平原旷野，", "平原", False),
    ("东城门开。", "东城", False),
    # Suffixes alone are words (资治通鉴 卷217: 所过州县，望风瓦解), 州郡 likewise.
    ("河北皆禄山统内，所过州县，望风瓦解。", "州县", False),
    ("至州郡，", "州郡", False),
    ("派人用朝廷过去颁发的符节去迎接曹操。", "符节", False),
    # A stem followed by another seat suffix is another seat (明史 成祖纪: 次威远州, 次武平镇).
    ("己亥，次威远州。", "威远", False),
    ("壬寅，次武平镇。", "武平", False),
    # The owner before 之 (旧唐书 玄宗纪: 幸寿安之故兴泰宫): the place is what it owns.
    ("甲寅，幸寿安之故兴泰宫。", "寿安", False),
    # A field camp named by where it stands (宋史 太宗纪: 驻跸汾东行营; 资治通鉴 卷223: 渭北行营).
    ("庚午，次太原，驻跸汾东行营。", "汾东", False),
    ("癸酉，渭北行营兵马使吕月将将精卒二千破吐蕃于盩厔之西。", "渭北", False),
    # A place noun with a word of position is where inside or beside it, not CHGIS's 城中县 or 山下
    # (唐史演义 第九十三回; 三国演义 第十一回, 第十二回).
    ("僖宗乃转趋成都，由敬暄迎入城中，借府舍为行宫。", "城中", False),
    ("孔融兵大乱，奔入城中。", "城中", False),
    ("却说吕布勒兵到山下，李傕引军搦战。", "山下", False),
    # …and so are the parts of a walled city (资治通鉴 卷189 and its 白话), not CHGIS's 宫城县 of 446–582.
    ("丁卯，世民入宫城，命记室房玄龄先入中书、门下省，收隋图籍制诏。", "宫城", False),
    ("当初皇泰主迁百姓入宫城时，有三万家，到这时不足三千家。", "宫城", False),
])
def test_treated_as_place(text: str, name: str, expected: bool) -> None:
    start = text.index(name)
    assert treated_as_place(text, start, start + len(name)) is expected


@pytest.mark.parametrize(("text", "stops"), [
    # A march outside the bundled gazetteer maps from CHGIS (资治通鉴 卷254, 卷228).
    ("广明元年十二月甲申，上至长安。丁酉，至兴元府。中和元年正月辛未，至绵州。", ["长安", "兴元府", "绵州"]),
    ("建中四年十月丁未，上至长安。戊申，至咸阳。己酉，至奉天。", ["长安", "咸阳郡", "奉天县"]),
    # (CHGIS has no 咸阳 of 783: its record nearest in time answers)
    # A name a thousand km off the route is a word (宋史 太宗纪: 幸连城 during the siege of 太原).
    ("太平兴国四年四月庚午，帝至太原。乙亥，幸连城，视攻城诸洞。", ["并州"]),  # 太原 is 并州 in data/places.csv
])
def test_a_march_outside_the_gazetteer(text: str, stops: list[str]) -> None:
    it = build_itinerary(parse_text(text, name="t.txt"), GAZ)
    assert [s.place.name for s in it.stops] == stops


def test_the_curated_gazetteer_wins() -> None:
    # 营州 and 幽州 are in data/places.csv: the chapter's stops stay curated.
    it = build_itinerary(parse_text("贞观十九年十月丙午，至营州。十一月辛未，至幽州。", name="t.txt"), GAZ)
    assert [(s.place.name, s.place.layer) for s in it.stops] == [("营州", "curated"), ("幽州", "curated")]


def test_without_the_layer() -> None:
    text = parse_text("广明元年十二月甲申，上至长安。丁酉，至兴元府。", name="t.txt")
    assert [s.place.name for s in build_itinerary(text, GAZ, chgis=False).stops] == ["长安"]
