"""Stop or mention: does the main party go to the place, or is it only named?"""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from route.corpus import Text, parse_text
from route.dates import find_dates
from route.places.gazetteer import DEFAULT_PLACES, Gazetteer, load_gazetteer, parse_gazetteer
from route.itinerary import Itinerary, _seat, build_itinerary
from route.places.mentions import find_places
from route.places.stops import (
    _Topic, _acts_unnamed, _bundled_states, _titles_of, _follows_party, _subject_is_party, _campaigned_against, _subject_name, _titled_given, analyse_layout, classify_mentions, find_capital_start, find_main_party, find_party_accession, find_unknown_places, find_unplaced_moves, load_lexicon, party_aliases,
)

ROOT = Path(__file__).resolve().parent.parent

GAZ = load_gazetteer(DEFAULT_PLACES)
PARTY = ("李世民", "太宗", "上", "车驾", "御驾", "大军", "唐军")


def judge(raw: str, context: str | None = "贞观十九年九月") -> list[tuple[str, str, str]]:
    text = parse_text(raw, name="t.txt")
    dates = find_dates(text.content, context=context)
    found = classify_mentions(text, find_places(text, GAZ), dates, PARTY, seat=lambda p: _seat(GAZ, p))
    return [(m.place.name, m.role, m.reason) for m in found]


def judged_at(raw: str, party: tuple[str, ...], place: str, places: str = "") -> list[tuple[str, str]]:
    """(role, reason) of each mention of ``place`` in ``raw`` (see :func:`judge_with`)."""
    return [(role, reason) for p, role, reason in judge_with(raw, party, places=places) if p == place]


def first_role(raw: str, party: tuple[str, ...], place: str, places: str = "", context: str | None = None) -> str | None:
    """The role of the first mention of ``place`` in ``raw``, None when it is not mentioned."""
    return next((role for p, role, _ in judge_with(raw, party, context=context, places=places) if p == place), None)


def gold_text(name: str) -> tuple[dict, Text, Gazetteer]:
    """A bench text as the scorer reads it: its gold, the text, and its own gazetteer (or ours)."""
    from route.corpus import load_text

    gold = json.loads((ROOT / "bench" / "gold" / f"{name}.json").read_text(encoding="utf-8"))
    return gold, load_text(ROOT / gold["text"]), load_gazetteer(ROOT / gold["places"]) if gold.get("places") else GAZ


def gold_itinerary(name: str, party: tuple[str, ...] | None = None, lines: tuple[int, int] | None = None) -> Itinerary:
    """A bench text's itinerary with its gold's context and gazetteer, for ``party`` (default the gold's;
    none, ``()``, for the tool to find), of the whole text or its ``lines`` (first, last)."""
    gold, text, gaz = gold_text(name)
    if party is None:
        party = (gold["party"],) if gold.get("party") else ()
    if not party:
        text = replace(text, meta=replace(text.meta, party=()))
    raw = text if lines is None else "\n".join(text.content.splitlines()[lines[0] - 1:lines[1]])
    return build_itinerary(raw, gaz, context=gold.get("context"), party=party)


def corpus_topic(name: str) -> tuple[str, _Topic]:
    """A corpus text's simplified words and the topic chain over them, for who opens its clauses."""
    from route.corpus import load_text

    text = load_text(ROOT / "corpus" / f"{name}.txt")
    return text.simplified, _Topic(text.simplified, analyse_layout(text, []), load_lexicon(), [], [], {})


def stop_on(it: Itinerary, line: int, place: str) -> bool:
    """Whether a mention on ``line`` is judged a stop at the place named ``place``."""
    return any(m.role == "stop" and m.line == line and m.place.name == place for m in it.mentions)


def mentioned_no_stop(it: Itinerary, line: int, place: str) -> bool:
    """Whether the place named ``place`` is mentioned on ``line`` and judged no stop there."""
    return any(m.line == line and m.place.name == place for m in it.mentions) and not stop_on(it, line, place)


def gaz_rows(*rows: tuple) -> str:
    """Gazetteer rows for a test: (id, name, kind, lat, lon[, uncertainty km]) each."""
    return "".join(f"{r[0]},{r[1]},,{r[2]},{r[3]},{r[4]},{r[5] if len(r) > 5 else 10},,,,test row,,\n" for r in rows)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Classical annals: the subject is implicit, so it is the party.
        ("乙酉，至辽东城。丙戌，渡辽水。", [("辽东城", "stop", "arrive"), ("辽水", "stop", "cross")]),
        # Annals name the city by its region: 至辽东 is 辽东城.
        ("乙酉，至辽东。", [("辽东城", "stop", "arrive")]),
        # Traditional script.
        ("乙酉，至遼東城。丙戌，渡遼水。", [("辽东城", "stop", "arrive"), ("辽水", "stop", "cross")]),
        # White-language translation with a gloss between date and subject.
        ("乙酉（二十日），唐军到达辽东城。", [("辽东城", "stop", "arrive")]),
        # Modern narrative: the date and adverbs before the verb do not hide the subject.
        ("二十一日又顺利进至辽水；", [("辽水", "stop", "arrive")]),
        ("十一月，李世民到了幽州。", [("幽州", "stop", "arrive")]),
        ("班师当天,李世民在安市城下大阅三军。", [("安市城", "stop", "stay")]),
        ("丁巳，车驾发定州。", [("定州", "stop", "leave")]),
        # A direction only: he sets out for 定州 but is not there.
        ("太宗又起驾继续向定州前进。", [("定州", "mention", "direction")]),
        # People sent elsewhere.
        ("他先令人将辽东、盖州、白岩城的百姓迁往内地。",
         [("辽东", "mention", "region"), ("盖牟城", "mention", "no_verb"), ("白岩城", "mention", "no_verb")]),
        ("徙辽州民入营州。", [("辽东城", "mention", "sent"), ("营州", "mention", "sent")]),
        # Speech, in every quote style.
        ("李世民曰：“朕至辽东城。”", [("辽东城", "mention", "speech")]),
        ("上曰：「渡辽水者皆有赏。」", [("辽水", "mention", "speech")]),
        # Flashbacks look back; they move nothing.
        ("初，上之发定州也，谓侍臣曰。", [("定州", "mention", "flashback")]),
        ("当年李世民至洛阳，尚未东征。", [("洛阳", "mention", "flashback")]),
        # Another actor's movement, named or delegated.
        ("李勣军至白岩城。", [("白岩城", "mention", "other_actor")]),
        ("上遣李勣至新城。", [("新城", "mention", "sent")]),
        ("上命李勣率兵至新城。", [("新城", "mention", "other_actor")]),
        ("高句丽兵至安市城下。", [("高句丽", "mention", "polity"), ("安市城", "mention", "other_actor")]),
        # A list of captured cities with no taker named puts no one there.
        ("凡拔玄菟、盖牟、辽东、白岩十城。",
         [("玄菟", "mention", "take"), ("盖牟城", "mention", "no_verb"), ("辽东", "mention", "region"),
          ("白岩城", "mention", "no_verb")]),
        # Regions and polities never become stops by themselves.
        ("唐军入高丽境。", [("高句丽", "mention", "polity")]),
    ],
)
def test_stop_or_mention(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert judge(text) == expected


def test_commentary_after_a_section_break_is_never_a_stop() -> None:
    text = "十月十一日，御驾至营州。\n。。。。。。\n唐军至营州，吐蕃遣使。\n"
    assert [r for _, r, _ in judge(text)] == ["stop", "mention", "mention"]
    assert judge(text)[1][2] == "commentary"


def test_a_later_chapter_with_dates_is_narrative_not_commentary() -> None:
    # A novel goes on after a break: the section gives dates, so it is narrative.
    text = "十月十一日，御驾至营州。\n***\n十一月，车驾至幽州。\n"
    assert [r for _, r, _ in judge(text)] == ["stop", "stop"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("丙午，至平襄城下。", ["平襄城"]),  # unknown city reached
        ("渡泥河，至辽东城。", ["泥河"]),  # unknown river crossed; known city not warned
        ("至此，唐军算是基本完成了撤军任务。", []),  # 至此 is not a place
        ("李世民曰：“至平襄城。”", []),  # speech is not narrative
        # A known name inside the run after the verb: 御 (御六合城) then 驾至营州 is no name
        # (the chapter, line 27; 明太宗实录 车驾至…).
        ("十月丙午，御驾至营州。", []),
        ("丁亥，御驾至杀胡城。", ["杀胡城"]),
    ],
)
def test_unknown_places(text: str, names: list[str]) -> None:
    t = parse_text(text, name="t.txt")
    layout = analyse_layout(t, [])
    warnings = find_unknown_places(t, layout, find_places(t, GAZ))
    assert [w.message.split("'")[1] for w in warnings] == names
    assert all(w.kind == "unknown_place" and w.line == 1 for w in warnings)


@pytest.mark.parametrize(("text", "party", "sets_out"), [
    # Setting out with no place named, the party the subject: a heading at the clause's end, or a campaign the
    # ruler leads in person (资治通鉴 卷108, 卷172 and its 白话, 卷294; 明史 太祖纪; 元史 世祖纪 translation).
    ("帝曰：“然则围之费粮，不如先取邺、信都，然后图之。”丁卯，引兵而南。", ("魏王",), True),
    ("　　冬，十月，己酉，周主自将伐齐，以越王盛、杞公亮、随公杨坚为右三军。", ("周主",), True),
    ("　　冬季，十月，己酉（初四），北周国主亲自率军队征伐北齐，任命越王宇文盛为右三军。", ("北周国主",), True),
    ("二月乙未，复自将征武昌，陈理降。", ("太祖",), True),
    ("丁酉，上御龙舟沿流而北，舳舻相连数十里。", ("上",), True),
    # …not another's heading, nor a plan (资治通鉴 卷291, 卷155).
    ("北汉主不知帝至，过潞州不攻，引兵而南，是夕，军于高平之南。", ("帝",), False),
    ("魏主欲伐晋阳，辛卯，下诏戒严，云“欲自将伐梁”。", ("魏主",), False),
])
def test_setting_out_with_no_place_named(text: str, party: tuple[str, ...], sets_out: bool) -> None:
    t = parse_text(text, name="t.txt")
    moves = find_unplaced_moves(t, analyse_layout(t, []), [], party, load_lexicon(), find_dates(t.content, "建武元年"))
    assert bool(moves) is sets_out


@pytest.mark.parametrize(("text", "party", "accedes"), [
    # A party who does not reign is made emperor in the story, named in the accession's sentence (资治通鉴 卷280
    # and its 白话, 石敬瑭 at 柳林): from there 帝 is he.
    ("　　[32]契丹主谓石敬瑭曰：“吾三千里赴难，必有成功。”敬瑭辞让者数四，将吏复劝进，乃许之。"
     "契丹主作册书，命敬瑭为大晋皇帝，自解衣冠授之，筑坛于柳林，是日，即皇帝位。", ("石敬瑭", "敬瑭"), True),
    ("　　[32]契丹主对石敬瑭说：“我想扶立你做天子。”石敬瑭推辞逊让了好几次，于是便答应了。契丹主制作册封的文书，"
     "命令石敬瑭为大晋皇帝，自己解下衣服冠冕亲授给他，在柳林搭筑坛台，就在这一天，即了皇帝之位。", ("石敬瑭", "敬瑭"), True),
    # …not one the sentence does not name (卷280: the 唐主 learns of it), nor one refused in speech (元史 文宗纪 translation)
    ("　　己巳，延朗、在明至怀州，唐主始知帝即位。", ("石敬瑭", "敬瑭"), False),
    ("初八，燕铁木儿率领诸王和大臣，跪在阙下奏请早日登临大位，以安定天下，文宗一再推辞说：“大哥在北方，我怎敢扰乱秩序登基呢？”",
     ("文宗",), False),
])
def test_the_party_made_emperor(text: str, party: tuple[str, ...], accedes: bool) -> None:
    t = parse_text(text, name="t.txt")
    assert (find_party_accession(t, analyse_layout(t, []), party) is not None) is accedes


@pytest.mark.parametrize(("line", "place"), [(29, "潞州"), (34, "河阳"), (37, "洛阳")])
def test_after_his_accession_the_annals_di_is_the_party(line: int, place: str) -> None:
    # 资治通鉴 卷280: 帝至河阳 is the 唐主's on line 7, 石敬瑭's on line 34 after 是日，即皇帝位 (line 16)
    it = gold_itinerary("tianfu1_gaozu_luoyang_zztj")
    assert stop_on(it, line, place) and not stop_on(it, 7, "河阳")


@pytest.mark.parametrize(("name", "line", "place"), [
    # The 白话 calls the reigning sovereign by his dynasty's full name (资治通鉴 卷275 白话 for 庄宗: 后唐帝到达万胜镇;
    # 卷275 白话 for 明宗: 后唐帝到达京水), with the party typed as his temple name.
    ("tongguang4_zhuangzong_wansheng_baihua", 48, "万胜镇"),
    ("tiancheng2_mingzong_bianzhou_baihua", 9, "京水"),
])
def test_the_dynasty_s_sovereign_is_the_reigning_party(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A place before an officer's title and his name names his office (资治通鉴 卷275 白话: 留下秦州都指挥使张唐), and
    # the officer so named opens another's story (旧五代史 晋高祖纪: 与西北面先锋指挥使安审信引五百骑俱至……戊戌，次忻州,
    # the 契丹主's camp).
    ("tongguang4_zhuangzong_wansheng_baihua", 48, "秦州"),
    ("tianfu1_gaozu_luoyang_jwds", 15, "忻州"),
])
def test_a_commanders_title_is_no_stop_of_the_party(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A region the party reaches, the arrival right before its name, is where it is (资治通鉴 卷121 and its 白话:
    # 魏主至漠南，舍辎重 / 拓跋焘抵达漠南; 卷105: 坚中流矢，单骑走至淮北; 明史 成祖纪: 戊申，次忽兰忽失温).
    ("shenjia2_taiwu_rouran_zztj", 29, "漠南"),
    ("shenjia2_taiwu_rouran_baihua", 29, "漠南"),
    ("taiyuan8_fujian_feishui_zztj", 11, "淮北"),
    ("yongle12_chengzu_north_mingshi", 9, "忽兰忽失温"),
])
def test_a_region_reached_is_a_stop(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # 幸X on the day a long journey sets out, its arrival told several stops on, is no stop yet (资治通鉴 卷183:
    # 甲子，帝幸江都…戊辰，车驾至巩…至汜水…至梁郡…帝至江都; 明史 世宗纪: 乙卯，幸承天 … 三月庚辰 there; 金史 世宗纪:
    # 壬寅，如上京 … reached on line 7), nor the translations' 驾临X (卷182 白话: 炀帝驾临辽东, the 辽水 crossed in 四月).
    ("daye12_yangdi_jiangdu_zztj", 12, "江都"),
    ("jiajing18_shizong_chengtian_mingshi", 9, "承天"),
    ("dading24_shizong_shangjing_jinshi", 5, "上京"),
    ("daye9_yangdi_liaodong_baihua", 10, "辽东城"),
])
def test_a_long_journey_set_out_for_is_reached_later(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


def test_back_where_it_set_out_from_the_journey_is_over() -> None:
    # 旧唐书 高宗纪 白话: 皇上驾到奉天宫 … 皇上回东都 … a later 奉天宫 is another journey; the first stands.
    assert stop_on(gold_itinerary("yongchun1_gaozong_dongdu_jtsbaihua"), 39, "奉天宫")


@pytest.mark.parametrize(("name", "line", "place"), [
    # Another man's honorific title ending 皇帝 is not the annals' 帝 (资治通鉴 卷292–294 under 后周世宗, and its 白话:
    # 上命太祖皇帝倍道袭清流关; 后周世宗命令宋太祖皇帝兼程而行袭击清流关; 帝又遣太祖皇帝将兵屯六合).
    ("xiande3_shizong_huainan_zztj", 18, "清流关"),
    ("xiande3_shizong_huainan_baihua", 19, "清流关"),
    ("xiande3_shizong_huainan_zztj", 54, "六合"),
])
def test_another_mans_emperor_title_is_not_the_party(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line"), [
    # Back from a region is back at the capital (新五代史 周本纪: 五月乙卯，至自淮南; 旧五代史 周世宗纪: 乙卯上至自淮南).
    ("xiande3_shizong_huainan_xwds", 4),
    ("xiande3_shizong_huainan_jwds", 6),
])
def test_back_from_a_region_is_back_home(name: str, line: int) -> None:
    it = gold_itinerary(name)
    assert any(m.role == "stop" and m.line == line and m.verb == "至自" and m.place.name == "大梁" for m in it.mentions)


@pytest.mark.parametrize(("raw", "party", "place"), [
    # A wish to go oneself is a plan (资治通鉴 卷293: 欲自至扬州…泣谏而止; 三国演义 第六十回: 璋欲自出涪城亲接玄德).
    ("帝锐于进取，欲自至扬州，范质等以兵疲食少，泣谏而止。", ("帝",), "扬州"),
    ("璋欲自出涪城亲接玄德。", ("璋",), "涪城"),
])
def test_a_wish_to_go_oneself_is_a_plan(raw: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("yangzhou_t", "扬州", "city", 32.4, 119.4), ("fucheng_t", "涪城", "city", 31.47, 104.7))
    assert judged_at(raw, party, place, rows) == [("mention", "plan")]


@pytest.mark.parametrize(("name", "party", "first"), [
    # Another court's capital reached first does not hide the sovereign's own named before it (资治通鉴 卷274: the
    # envoy's 成都 of 前蜀, after 京师根本 at 洛阳; 卷156: 长安 of 宇文泰, after 洛阳).
    ("tongguang4_zhuangzong_wansheng_zztj", None, "洛阳"),
    ("yongxi3_xiaowu_guanzhong_zztj", ("魏主",), "洛阳"),
])
def test_another_courts_capital_first_still_starts_at_home(name: str, party: tuple[str, ...] | None, first: str) -> None:
    assert gold_itinerary(name, party=party).stops[0].place.name == first


def test_a_hall_named_after_a_place_is_no_stop() -> None:
    # 宋史 太祖纪 开宝九年 translation: 长安殿 is a hall in 开封; 元史's 大明殿 likewise stands in the palace.
    rows = gaz_rows(("daming_h", "大明", "city", 36.28, 115.15))
    assert judged_at("太祖赐给他衣带和鞍马，太祖在长安殿设宴款待他们。", ("太祖",), "长安", rows)[0][0] == "mention"
    assert judged_at("十三日，文宗即皇帝位于大明殿，并接受诸王和百官的朝贺。", ("文宗",), "大明", rows)[0][0] == "mention"


@pytest.mark.parametrize(("name", "line", "place"), [
    # Back at the court is back at the dynasty's own seat that year (data/capitals.toml), not the text's 京师:
    # 武则天回到宫中 is 神都 in 701 (资治通鉴 卷207 白话), 从汴州回来 is 洛阳 for 后唐 (新五代史 庄宗纪 translation).
    ("changan1_wuhou_xijing_baihua", 11, "神都"),
    ("tongguang1_zhuangzong_daliang_xwdsbaihua", 20, "洛阳"),
    # 上南巡 of 清史稿 太宗纪 in 天聪三年 sets out from 盛京 (沈阳), 清's seat before 1644, not from 北京
    ("tiancong3_hongtaiji_beijing_qingshigao", 2, "沈阳"),
])
def test_back_at_court_is_the_dynastys_seat(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place", "row"), [
    # A general's battle the annals date by his report (X奏败贼于Y) is his own act there: 清史稿 宣宗纪 (长龄), 资治通鉴
    # 卷294 (李重进, 慕容延钊).
    ("三月己丑，赈江苏高邮等州县水灾。丙申，长龄等奏败贼於洋阿尔巴特。晋长龄太子太保。", ("长龄",), "洋阿尔巴特",
     "yang,洋阿尔巴特,,city,39.4,76.0,30,,,,test row,,\n"),
    ("　　己巳，李重进奏败北汉兵于百井，斩首二千余级。", ("李重进",), "百井",
     "baijing,百井,,city,38.0,112.6,10,,,,test row,,\n"),
    ("甲午，延钊奏大破唐兵于东州；上遣李重进将兵趣庐州。", ("延钊",), "东州",
     "dongzhou,东州,,city,31.6,117.0,20,,,,test row,,\n"),
])
def test_a_reported_battle_is_the_reporters(text: str, party: tuple[str, ...], place: str, row: str) -> None:
    assert [r for p, r, _ in judge_with(text, party, places=row) if p == place][-1:] == ["stop"]


@pytest.mark.parametrize(("name", "party"), [
    # An era's name in a year's heading is no capital to set out from (资治通鉴 卷207 and its 白话: 长安元年, 武则天
    # at 神都).
    ("changan1_wuhou_xijing_zztj", ("武则天",)),
    ("changan1_wuhou_xijing_baihua", None),
])
def test_an_era_in_a_heading_is_no_home(name: str, party: tuple[str, ...] | None) -> None:
    assert not stop_on(gold_itinerary(name, party=party), 1, "长安")


@pytest.mark.parametrize(("name", "line", "place", "jdn"), [
    # Each stop of a sentence takes the last date before it, not the sentence's first (资治通鉴 卷207 白话:
    # 壬寅（初三），武则天西行入潼关，辛酉（二十二日），到达京城长安; 卷180: 三月，庚午，上发江都，夏，四月，庚戌，
    # 自伊阙陈法驾，备千乘万骑入东京).
    ("changan1_wuhou_xijing_baihua", 17, "长安", 1977428),
    ("daye1_yangdi_jiangdu_zztj", 22, "洛阳", 1942557),
])
def test_each_stop_of_a_sentence_takes_its_own_date(name: str, line: int, place: str, jdn: int) -> None:
    stop = next(s for s in gold_itinerary(name).stops if s.place.name == place and s.events[0].line == line)
    assert stop.date is not None and stop.date.jdn_start == jdn


@pytest.mark.parametrize(("name", "line", "place"), [
    # A place set out for that the march never reaches, every later stop lying between it and the capital it left,
    # is only where it was going (资治通鉴 卷182: 帝幸辽东 … 车驾渡辽 … back to 涿郡, 上谷, 博陵; 隋唐演义 第三十九回:
    # 广陵 of the tour announced, the fleet gets no further than 睢阳).
    ("daye9_yangdi_liaodong_zztj", 10, "辽东城"),
    ("daye12_yangdi_jiangdu_novel", 7, "江都"),
])
def test_a_goal_never_reached_from_the_capital_is_no_stop(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # 初，… / 当初，… inside a paragraph tells a man's story from before on to the paragraph's end (资治通鉴 卷183 and its
    # 白话: 宇文述's sons in 大业三年, 帝幸榆林; 卷105: 寿阳 in a look-back after the rout).
    ("daye12_yangdi_jiangdu_zztj", 15, "榆林"),
    ("daye12_yangdi_jiangdu_baihua", 15, "榆林"),
    ("taiyuan8_fujian_feishui_zztj", 10, "寿阳"),
])
def test_a_story_from_before_runs_to_its_paragraphs_end(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


def test_lexicon_is_data() -> None:
    lex = load_lexicon()
    # Longest words first, so 进至 wins over 至.
    assert [len(w) for w, _, _ in lex.verbs] == sorted((len(w) for w, _, _ in lex.verbs), reverse=True)
    assert "至" in {w for w, _, _ in lex.verbs}


def test_flashback_spans_that_overlap_still_cover_the_line() -> None:
    # 初，… runs to the end of the line; 上之发定州也 adds its sentence inside it.
    raw = "初，上之发定州也，谓侍臣曰。后至营州。\n丙午，至营州。"
    assert [(n, r) for n, r, _ in judge(raw)] == [("定州", "mention"), ("营州", "mention"), ("营州", "stop")]


ANNALS_PLACES = (
    "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
    "taizhou,泰州,,prefecture,32.49,119.91,5,,,,test row,,\n"
    "tianshou,天寿山,,mountain,40.25,116.22,5,,,,test row,,\n"
    "juyong,居庸关,,pass,40.29,116.07,5,,,,test row,,\n"
    "yehuling,野狐岭,,pass,40.95,114.6,5,,,,test row,,\n"
    "chibi,赤壁,,mountain,29.87,113.62,10,,,,test row,,\n"
    "xingtai,兴泰宫,興泰宮,city,34.45,112.0,5,,,,test row,,\n"
    "dangyang,当阳,,city,30.82,111.79,10,,,,test row,,\n"
    "changban,长坂,,city,30.85,111.8,10,,,,test row,,\n"
    "bingzhou,并州,,prefecture,37.87,112.55,10,,,,test row,,\n"
    "liucheng,柳城,,city,41.55,120.3,10,,,,test row,,\n"
    "shan,陕,陕州,city,34.77,111.2,10,,,,test row,,\n"
    "pingyang,平阳,,city,36.08,111.52,10,,,,test row,,\n"
    "lu-zhou-shanxi,潞州,,prefecture,36.19,113.12,10,,,,test row,,\n"
    "yunyang,云阳,,city,34.84,108.7,10,,,,test row,,\n"
    "ganquan,甘泉,甘泉宫,city,34.9,108.5,10,,,,test row,,\n"
    "yanghe,阳和,,city,40.15,113.75,5,,,,test row,,\n"
    "changcheng-ling,长城岭,,pass,38.95,113.76,10,,,,test row,,\n"
    "fenyin,汾阴,,city,35.48,110.58,5,,,,test row,,\n"
    "nanyuan,南苑,,city,39.78,116.4,5,,,,test row,,\n"
    "xianjiu,闲厩,,city,34.62,112.45,5,,,,test row,,\n"
    "tongguan,潼关,,pass,34.6,110.3,5,,,,test row,,\n"
    "jizhou,冀州,,prefecture,37.56,115.57,5,,,,test row,,\n"
    "gaocheng,藁城,,city,38.03,114.84,5,,,,test row,,\n"
    "youzhou,幽州,范阳,prefecture,39.9,116.4,5,,,,test row,,\n"
    "liaodongcheng,辽东城,辽东,fortress,41.27,123.17,5,,,,test row,,\n"
    "jinyang,晋阳,,city,37.7,112.47,5,,,,test row,,\n"
    "zijingguan,紫荆关,,pass,39.43,115.17,5,,,,test row,,\n"
    "bailang,白狼山,,mountain,41.3,119.7,40,,,,test row,,\n"
    "xingyang,荥阳,,city,34.78,113.35,5,,,,test row,,\n"
    "xudu,许都,,city,34.04,113.82,5,,,,test row,,\n"
    "gaoliang,高梁河,,river,39.95,116.35,5,,,,test row,,\n"
    "yizhou,易州,,prefecture,39.0,116.1,10,,,,test row,,\n"
    "baiyun,白云山寺,,city,39.0,113.6,10,,,,test row,,\n"
    "liuhe,六合城,,fortress,41.2,123.0,20,,,,test row,,\n"
    "yingluan,迎銮镇,,city,32.27,119.18,10,,,,test row,,\n"
    "heyin,河阴,,city,34.85,113.4,10,,,,test row,,\n"
    "changan,长安,京师,capital,34.27,108.9,5,,,,test row,,\n"
    "luzhou,庐州,,prefecture,31.86,117.27,5,,,,test row,,\n"
    "dingzhou,定州,,prefecture,38.52,114.99,5,,,,test row,,\n"
    "xuanfu,宣府,,city,40.6,115.04,5,,,,test row,,\n"
)


def judge_with(raw: str, party: tuple[str, ...], context: str | None = None,
               places: str = "") -> list[tuple[str, str, str]]:
    """Each place of ``raw`` as judged for ``party``, with the test gazetteer and ``places`` rows."""
    from route.places.gazetteer import parse_gazetteer

    gaz = parse_gazetteer(ANNALS_PLACES + places, "annals.csv")
    text = parse_text(raw, name="t.txt")
    found = classify_mentions(text, find_places(text, gaz), find_dates(text.content, context=context), party)
    return [(m.place.name, m.role, m.reason) for m in found]


@pytest.mark.parametrize(
    ("text", "place", "reason"),
    [
        # 如X, "went to X": 资治通鉴 卷294 and 明史 英宗纪.
        ("三月，壬午朔，帝如泰州。", "泰州", "arrive"),
        ("三月戊子，如天寿山，癸巳，还。", "天寿山", "arrive"),
        # 度 for 渡: 明太宗实录 and 高士奇 扈从西巡日录.
        ("○庚戌  车驾度居庸关次水安甸", "居庸关", "cross"),
        ("壬辰度长城岭又名十八盘", "长城岭", "cross"),
        # V于X, the place of what the party did there, a visit: 资治通鉴 卷212 and 清史稿 圣祖纪;
        # a camp there is a stay: 资治通鉴 卷217 (屯于, 军于; the party named as the text names it).
        ("壬子，祭后土于汾阴。", "汾阴", "visit"),
        ("庚辰，上大阅于南苑。", "南苑", "visit"),
        # 禅X, 禅于X: the rite to the earth there (宋史 真宗纪; 旧唐书 高宗纪).
        ("壬子，禅社首，如封祀仪。", "社首", "visit"),
        ("庚午，禅于社首，以皇后为亚献。", "社首", "visit"),
        ("禄山屯于闲厩，使人执之。", "闲厩", "stay"),
        ("哥舒翰将兵二十万，军于潼关。", "潼关", "stay"),
        # 舍于X, lodged at X: 资治通鉴 卷141 and 卷138 (魏主).
        ("魏主疾有间，丙午，发悬瓠，舍于汝滨，集百官。", "汝滨", "stay"),
        ("己卯，如河南城；乙酉，如豫州；癸巳，舍于石济。", "石济", "stay"),
        # 归X, went back to X: 旧五代史 庄宗纪 (帝自杨刘归邺).
        ("甲戌，帝自杨刘归邺。梁以段凝代王彦章为帅。", "邺", "arrive"),
        # 避暑X, 避暑于X: the summer at a palace (隋书 炀帝纪; 资治通鉴 卷178, its plan made real).
        ("癸卯，贼帅司马长安破西河郡。己酉，幸太原，避暑汾阳宫。", "汾阳宫", "stay"),
        ("夏，四月，帝避暑于仁寿宫。", "仁寿宫", "visit"),
        # 行如X, went to X (资治通鉴 卷12, 卷120).
        ("[8]夏，四月，帝行如洛阳。", "洛阳", "arrive"),
        ("魏主行如中山。", "中山", "arrive"),
        # 泊舟X, moored at X; 临视X, 临阅X, went to look at X (清史稿 圣祖纪 康熙二十三年).
        ("乙丑，回銮。泊舟燕子矶，读书至三鼓。", "燕子矶", "stay"),
        ("辛亥，次桃源，阅河工，慰劳役夫，戒河吏勿侵渔。临视天妃闸。", "天妃闸", "visit"),
        ("辛未，临阅高家堰。次宿迁。", "高家堰", "visit"),
        # 清暑X, the 辽 emperor's summer camp at X (辽史 圣宗纪), as 避暑X; 渔于X, fishing at X (明史 武宗纪).
        ("　　五月，清暑炭山。", "炭山", "stay"),
        ("冬十一月乙巳，渔于清江浦。", "清江浦", "visit"),
        ("九月己巳，渔于积水池，舟覆，救免，遂不豫。", "积水池", "visit"),
        # 退保X, 退守X, fell back to hold X (资治通鉴 卷253 白话: 黄巢; 唐史演义 第九十二回: 巢自饶州退保信州).
        ("又屡次袭破黄巢军，于是黄巢退保饶州，其部下别将常宏率所部数万人降唐。", "饶州", "stay"),
        ("巢自饶州退保信州，复大集党羽。", "信州", "stay"),
        # 宴X, a feast in a palace or a park (资治通鉴 卷195; 宋史 真宗纪).
        ("[9]庚子，上宴洛阳宫西苑，泛积翠池，顾谓侍臣曰：", "洛阳宫", "visit"),
        ("大宴穆清殿。", "穆清殿", "visit"),
        # The 白话's 停留X, 驻屯X (宋史 太宗纪 白话, NiuTrans Classical-Modern).
        ("二十日，停留东易州，刺史刘宁投降，留兵一千人守城。", "东易州", "stay"),
        ("二十一日，驻屯琢州，判官刘厚德投降。", "琢州", "stay"),
    ],
)
def test_annals_verbs(text: str, place: str, reason: str) -> None:
    rows = gaz_rows(("xuanhu", "悬瓠", "city", 33.0, 114.0), ("rubin", "汝滨", "city", 33.2, 113.9),
                    ("henancheng", "河南城", "city", 34.66, 112.4), ("yuzhou_t", "豫州", "city", 34.8, 113.2),
                    ("shiji", "石济", "city", 35.2, 114.3), ("ye_t", "邺", "city", 36.3, 114.6),
                    ("yangliu", "杨刘", "city", 36.2, 116.3), ("fenyanggong", "汾阳宫", "city", 38.9, 112.2),
                    ("renshougong", "仁寿宫", "city", 34.45, 107.9), ("taiyuan_t", "太原", "city", 37.87, 112.55),
                    ("sheshou", "社首", "mountain", 36.18, 117.1), ("luoyang_t", "洛阳", "capital", 34.7, 112.4),
                    ("zhongshan_t", "中山", "city", 38.5, 115.0), ("yanziji", "燕子矶", "city", 32.15, 118.8),
                    ("taoyuan_t", "桃源", "city", 33.7, 118.7), ("tianfeizha", "天妃闸", "city", 33.5, 119.0),
                    ("gaojiayan", "高家堰", "city", 33.3, 118.9), ("suqian_t", "宿迁", "city", 33.96, 118.3),
                    ("tanshan", "炭山", "mountain", 41.4, 116.0), ("qingjiangpu", "清江浦", "city", 33.6, 119.0),
                    ("jishuichi", "积水池", "city", 32.2, 119.4), ("luoyanggong", "洛阳宫", "city", 34.7, 112.4),
                    ("muqingdian", "穆清殿", "city", 34.8, 114.35), ("dongyizhou", "东易州", "city", 39.35, 115.5),
                    ("zhuozhou_t", "琢州", "city", 39.5, 115.97), ("raozhou_t", "饶州", "city", 29.0, 116.7),
                    ("xinzhou_t", "信州", "city", 28.45, 117.95))
    assert (place, "stop", reason) in judge_with(text, ("上", "帝", "车驾", "禄山", "哥舒翰", "魏主", "黄巢"), places=rows)


@pytest.mark.parametrize(("text", "place", "role"), [
    # 幸, 御 are said of a sovereign alone: in a clause naming no one, the sovereign moves, whoever
    # the sentence before was about (旧五代史 庄宗纪; 旧唐书 高宗纪; 续资治通鉴 卷25) …
    ("四月己巳，帝升坛，祭告昊天上帝，遂即皇帝位，文武臣僚称贺。礼毕，御应天门宣制。", "应天门", "stop"),
    ("己卯，降万年县系囚，因幸大慈恩寺。壬午，还蓬莱宫。", "大慈恩寺", "stop"),
    ("李继隆已下诸将，抚慰者久之，赐诸军酒食缗钱。　　戊寅，移御北城之行营。", "北城", "stop"),
    # … written with a word before it that makes the sovereign's verb (行幸, 临幸), no one named: 资治通鉴
    # 卷61 (after a sentence about 杨定, 杨奉), 明史演义 (临幸金山) …
    ("杨定、董承将兵迎天子幸杨奉营，夏育等勒兵欲止乘舆，杨定、杨奉力战，破之，乃得出。壬寅，行幸华阴。", "华阴", "stop"),
    ("待雨过天霁，乃从瓜州渡江，临幸金山，遥望长江一带，气象万千，很觉快慰。", "金山", "stop"),
    # … and every clause naming no one in a sentence whose clause opens with such a word is his (资治通鉴 卷61:
    # 既到大阳，幸李乐营; 卷70: 亲御龙舟 … 浮淮如寿春) …
    ("董承惧射之，以被为幔。既到大阳，幸李乐营。", "大阳", "stop"),
    ("帝不从，留尚书仆射司马懿镇许昌。八月，为水军，亲御龙舟，循蔡、颍，浮淮如寿春。", "寿春", "stop"),
    # … but not when the clause names someone else (资治通鉴 卷180 白话: 皇后萧氏也临幸义成公主的牙帐).
    ("炀帝登上北楼观望。皇后萧氏也临幸义成公主的牙帐。", "牙帐", "mention"),
])
def test_a_sovereigns_own_verb_is_his(text: str, place: str, role: str) -> None:
    rows = gaz_rows(("yingtianmen", "应天门", "city", 36.3, 115.1), ("ciensi", "大慈恩寺", "city", 34.22, 108.96),
                    ("penglaigong", "蓬莱宫", "city", 34.28, 108.97), ("beicheng", "北城", "city", 35.77, 115.03),
                    ("yazhang", "牙帐", "city", 40.3, 111.0), ("huayin", "华阴", "city", 34.57, 110.08),
                    ("jinshan", "金山", "mountain", 32.22, 119.42), ("dayang", "大阳", "city", 34.82, 111.2),
                    ("shouchun", "寿春", "city", 32.57, 116.78), ("huai", "淮", "river", 32.9, 117.3))
    assert judged_at(text, ("帝", "上", "车驾", "武宗"), place, rows)[-1][0] == role


@pytest.mark.parametrize("text", [
    # A clause of one word of acting on a place (封, with 将 or a direction before it) names no one: the move
    # after it is the sovereign's (旧唐书 高宗纪 麟德二年, 玄宗纪 开元十三年).
    "冬十月戊午，皇后请封禅，司礼太常伯刘祥道上疏请封禅。癸亥，高丽王高藏遣其子福男来朝。丁卯，将封泰山，发自东都。",
    "冬十月癸丑，新造铜仪成，置于景运门内，以示百官。辛酉，东封泰山，发自东都。",
])
def test_an_act_on_a_place_names_no_one(text: str) -> None:
    rows = gaz_rows(("luoyang_t", "东都", "capital", 34.7, 112.4), ("taishan_t", "泰山", "mountain", 36.25, 117.1))
    assert judged_at(text, ("上", "帝"), "东都", rows)[-1][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 取X, took X: the party's when no one else is named (新五代史 庄宗纪) …
    ("冬十月壬申，如郓州以袭梁。甲戌，取中都。丁丑，取曹州。己卯，灭梁。", ("帝",), "曹州", "stop"),
    # … someone else's when he is (the same: 李嗣源取郓州), or a plan sworn to (资治通鉴 卷223: 子仪
    # 乃泣谕将士以共雪国耻，取长安; 三国演义 第四十九回: 第五唤董袭领三千兵，直取汉阳).
    ("四月己巳，即皇帝位。壬寅，李嗣源取郓州。", ("帝",), "郓州", "mention"),
    ("第五唤董袭领三千兵，直取汉阳，从汉川杀奔曹操寨中。", ("曹操",), "汉阳", "mention"),
])
def test_took_x(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("zhongdu", "中都", "city", 35.7, 116.3), ("caozhou", "曹州", "prefecture", 35.2, 115.5),
                    ("yunzhou", "郓州", "prefecture", 35.9, 116.3), ("hanyang", "汉阳", "city", 30.55, 114.2))
    assert judged_at(text, party, place, rows)[-1][0] == role


@pytest.mark.parametrize(("words", "unnamed"), [
    # troops led and columns split name no one (明史 韩雍传: 乃督兵十六万人，分五道，先破修仁贼; 元史演义: 当下分军三路)
    ("乃督兵十六万人，分五道，", True),
    ("当下分军三路，", True),
    ("遂督军顺流东下，", False),  # (顺流东下: the move itself, judged with its place)
    ("李勣分五道，", False),
])
def test_troops_led_and_columns_name_no_one(words: str, unnamed: bool) -> None:
    assert _acts_unnamed(words, load_lexicon()) is unnamed


def test_fell_upon_and_plundered() -> None:
    """攻掠X puts the one who plunders there (资治通鉴 卷89 白话: 于是杜弢向南攻克零陵、桂阳地区，向东攻掠武昌; the
    JY0284 edition drops the rare 弢)."""
    rows = gaz_rows(("lingling", "零陵", "prefecture", 26.2, 111.6), ("wuchang", "武昌", "city", 30.4, 114.9))
    assert judged_at("于是杜弢向南攻克零陵、桂阳地区，向东攻掠武昌。", ("杜弢",), "武昌", rows)[-1][0] == "stop"


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # 破X, 犯X, 进犯X: broke into, fell upon X, and was there (明史 流贼传 李自成 and its translation, 1644; 辽史 太祖纪
    # 天赞三年: 是月，破胡母思山诸蕃部, 924)…
    ("chongzhen17_lizicheng_beijing_mingshi", 14, "汾州", True),
    ("chongzhen17_lizicheng_beijing_mingshi", 18, "宣府", True),
    ("chongzhen17_lizicheng_beijing_mingshibaihua", 18, "宣府", True),
    ("tianzan3_abaoji_xizheng_liaoshi", 29, "胡母思山", True),
    # …but not the men of a place beaten (资治通鉴 卷294: 及即位，破高平之寇, a look back at 954; 三国演义 第五十九回:
    # 闻操破西凉之众)
    ("xiande6_shizong_north_zztj", 49, "高平", False),
    ("jianan16_caocao_tongguan_sgyy", None, "西凉", False),
])
def test_broke_into_x(name: str, line: int | None, place: str, stop: bool) -> None:
    it = gold_itinerary(name)
    lines = {line} if line is not None else {m.line for m in it.mentions if m.text == place}
    assert lines and any(stop_on(it, n, place) for n in lines) is stop


@pytest.mark.parametrize(("text", "place"), [
    # …someone else's 归X is his: 资治通鉴 卷223 (郭子仪) and 旧五代史 庄宗纪 (the empress and the heir).
    ("子仪闻之，遽自咸阳归长安，比至，车驾已去。", "长安"),
    ("是日，皇后刘氏、皇子继岌归邺宫，帝送于离亭。", "邺"),
])
def test_someone_elses_going_back_is_his(text: str, place: str) -> None:
    judged = judged_at(text, ("上", "帝", "车驾"), place, gaz_rows(("ye_t", "邺", "city", 36.3, 114.6)))
    assert judged and all(role == "mention" for role, _ in judged)


@pytest.mark.parametrize(
    ("text", "party", "place"),
    [
        # After the first mention a person goes by the given name: 三国演义 (操), 资治通鉴 卷217 (禄山).
        ("操领兵还冀州，使人先扶郭嘉灵柩于许都安葬。", ("曹操",), "冀州"),
        ("禄山至藁城，常山太守颜杲卿力不能拒。", ("安禄山",), "藁城"),
    ],
)
def test_a_person_goes_by_the_given_name(text: str, party: tuple[str, ...], place: str) -> None:
    assert (place, "stop", "arrive") in judge_with(text, party)


def test_a_body_of_troops_is_no_person() -> None:
    from route.places.stops import party_aliases

    # 唐军 and 王师 open with a surname's character but name an army: no alias 军 or 师 (曹军 is 曹操's army).
    assert party_aliases(["唐军", "王师", "曹操"], load_lexicon()) == ("唐军", "王师", "曹操", "操", "曹军")


@pytest.mark.parametrize(("name", "lines", "party", "place", "role"), [
    # An army named by no one (大军) after a sentence about someone else is his, and who knows of the
    # party's move (全忠知帝出幸) is the one the sentence is about (旧唐书 昭宗纪)…
    ("tianfu1_zhaozong_fengxiang_jts", (3, 4), ("昭宗",), "赤水", "mention"),
    # …while after a sentence about the party it is the party's (资治通鉴 卷65 白话).
    ("jianan12_caocao_wuhuan_baihua", (6, 7), ("曹操",), "易县", "stop"),
])
def test_an_army_named_by_no_one_follows_the_topic(name: str, lines: tuple[int, int], party: tuple[str, ...],
                                                    place: str, role: str) -> None:
    it = gold_itinerary(name, party, lines)
    assert next(m.role for m in it.mentions if m.place.name == place) == role


@pytest.mark.parametrize("name", ["wude3_shimin_luoyang_zztj", "wude3_shimin_luoyang_baihua"])
def test_a_list_of_cities_taken_shares_its_taker(name: str) -> None:
    # 窦建德陷管州…；又陷荥阳、阳翟等县 (资治通鉴 卷189 and its 白话): 阳翟 is taken with 荥阳, by 窦建德,
    # whatever the topic chain says of the first of them.
    it = gold_itinerary(name, ("李世民",), (1, 31))
    roles = {m.place.name: m.role for m in it.mentions if m.line == 31}
    assert roles["荥阳"] == roles["阳翟"] == "mention"


@pytest.mark.parametrize(("name", "line", "place"), [
    # A city taken with no one named, in annals, right after someone else's attack or conquest is
    # his (新唐书 昭宗纪: 戊辰，朱全忠犯凤翔。辛未，陷邠州; 宋史 高宗纪: 金人陷寿春府。庚子，陷黄州).
    ("tianfu1_zhaozong_fengxiang_xts", 1, "邠州"),
    ("jianyan3_gaozong_haishang_songshi", 7, "黄州"),
    # …and so is one in a numbered entry that he opens, past its date, gathering armies (资治通鉴 卷284 and its
    # 白话: [11]乙巳，杜威等诸军会于定州…甲寅，取满城; [11]乙巳（初九），杜威等诸军在定州会合…夺取了满城)
    ("kaiyun2_chudi_huazhou_zztj", 73, "满城"),
    ("kaiyun2_chudi_huazhou_baihua", 73, "满城"),
])
def test_a_conquest_sets_the_topic(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert [m.role for m in it.mentions if m.line == line and m.place.name == place][0] == "mention"


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # In annals, a move with no subject and no date of its own goes on from the story before it: the
    # sovereign's moves come each with its day (资治通鉴 卷256: 王绪…众皆自危…行至南安; 卷42: 永行县到霸陵…西至
    # 扶风; 旧五代史 少帝纪: 诏滑州节度使皇甫遇率兵赴邢州…至鄴都).
    ("guangqi1_xizong_huanjing_zztj", 49, "南安", False),
    ("jianwu10_guangwu_changan_zztj", 18, "扶风", False),
    ("kaiyun2_chudi_huazhou_jwds", 6, "邺都", False),
    # …but not after the party's own stop in the sentence before (辽史 太宗纪: 发自汴州，以冯道…从行。次赤冈),
    # nor where the party is named (新唐书 僖宗纪: 行在咸阳)
    ("datong1_deguang_bianjing_liaoshi", 62, "赤冈", True),
    ("guangming1_xizong_shu_xts", 1, "咸阳", True),
    # …and not in a biography dated by years, whose moves are its hero's (宋史 文天祥传 translation: 到达空坑，士兵都被
    # 打败溃散; 明史 傅友德传: 其年秋…。至湖广，分遣都督胡海等)
    ("deyou2_wentianxiang_wenzhou_songshibaihua", 39, "空坑", True),
    ("hongwu14_fuyoude_yunnan_mingshi", 5, "湖广", True),
])
def test_an_undated_move_goes_on_from_the_story_before(name: str, line: int, place: str, stop: bool) -> None:
    it = gold_itinerary(name)
    assert stop_on(it, line, place) is stop


@pytest.mark.parametrize(("name", "line", "place"), [
    # Being at a place as the time of another story is no stop (当桓帝在南阳时，左右宦官…, 资治通鉴 卷55 白话;
    # 所以在舂陵时，年至二十有八, 后汉演义 第三回; 飞将关公在许都时事细问小卒, 三国演义 第二十八回)
    ("yanxi7_huandi_nanxun_baihua", 16, "南阳"),
    ("gengshi1_liuxiu_hebei_novel", 3, "舂陵"),
    ("jianan5_guanyu_guowuguan_sgyy", 65, "许都"),
])
def test_being_there_as_the_time_of_another_story_is_no_stop(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert [m.reason for m in it.mentions if m.line == line and m.place.name == place] == ["flashback"]


@pytest.mark.parametrize(("name", "line", "place"), [
    # 上 opening an office or an act toward the sovereign is no sovereign acting (资治通鉴 卷69: 上军大将军曹真、
    # 征南大将军夏侯尚…围南郡, and its 白话; 卷280 白话: 赵德钧…又上表朝廷说自己兵少…便从吴儿谷向潞州进发)
    ("huangchu3_caopi_wan_zztj", 24, "南郡"),
    ("huangchu3_caopi_wan_baihua", 24, "南郡"),
    ("tianfu1_gaozu_luoyang_baihua", 11, "潞州"),
])
def test_an_office_of_shang_is_no_sovereign(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("raw", "party", "place"), [
    # 其, "its", between a verb of taking and the enemy's place (资治通鉴 卷189: 孝恭等拔其荆门、宜都二镇，进至夷陵;
    # 卷201: 孙仁师等破百济馀众及倭兵于白江，拔其周留城)
    ("赵郡王孝恭帅战舰二千余艘东下，萧铣以江水方涨，殊不为备；孝恭等拔其荆门、宜都二镇，进至夷陵。", ("孝恭",), "荆门"),
    ("九月，戊午，熊津道行军总管、右威卫将军孙仁师等破百济馀众及倭兵于白江，拔其周留城。", ("孙仁师",), "周留城"),
])
def test_its_city_taken(raw: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("t_jingmen", "荆门", "city", 30.6, 111.4), ("t_yidu", "宜都", "city", 30.4, 111.5),
                    ("t_yiling", "夷陵", "city", 30.7, 111.3), ("t_zhouliu", "周留城", "city", 36.3, 126.8),
                    ("t_baijiang", "白江", "river", 36.0, 126.7))
    assert judged_at(raw, party, place, rows)[0][0] == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # The enemy fleeing or routed in the clause before a city taken with no one named took nothing: the city is the
    # party's (明史 徐达传: 至鹿台，张思道遁，遂克奉元; 扩廓遣将来援，逆击败去，遂拔庆阳). (Not 周书 武帝纪's 上开府王轨率众应之。
    # 未明，登城鼓噪，齐众溃，遂克晋州: 上开府 is 王轨's rank, not the emperor, and the assault his, see
    # test_a_rank_of_honour_names_another_general.)
    ("hongwu1_xuda_beifa_mingshi", 36, "奉元"),
    ("hongwu1_xuda_beifa_mingshi", 46, "庆阳"),
])
def test_who_fled_took_nothing(name: str, line: int, place: str) -> None:
    assert any(m.role == "stop" and m.line == line and m.place.name == place and m.verb in ("克", "拔")
               for m in gold_itinerary(name).mentions)


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # The 白话's 巡游X is 行幸X, a tour there (资治通鉴 卷21 白话: 秋季，八月，汉武帝巡游安定郡; 三月，汉武帝巡游河东郡),
    # but not one urged on him (卷183 白话: 宇文述劝炀帝巡游江都)
    ("taichu1_wudi_taishan_baihua", 8, "安定", True),
    ("taichu1_wudi_taishan_baihua", 17, "河东", True),
    ("daye12_yangdi_jiangdu_baihua", 12, "江都", False),
    # …and its 回返X is 返回X (卷21 白话: 春季，汉武帝回返长安)
    ("taichu1_wudi_taishan_baihua", 4, "长安", True),
])
def test_a_tour_in_the_baihua(name: str, line: int, place: str, stop: bool) -> None:
    assert stop_on(gold_itinerary(name), line, place) is stop


@pytest.mark.parametrize(("raw", "party", "place", "role"), [
    # The party's one-character name after another's and 与 moves with him (资治通鉴 卷146: 景宗与睿进顿邵阳洲;
    # 三国志 吴主传: 瑜、普为左右督，各领万人，与备俱进，遇于赤壁), not when they fight (卷61: 繇与策战，兵败，走丹徒)
    ("景宗与睿进顿邵阳洲，睿于景宗营前二十里夜掘长堑。", ("韦睿", "睿"), "邵阳洲", "stop"),
    ("瑜、普为左右督，各领万人，与备俱进，遇于赤壁，大破曹公军。", ("刘备", "备"), "赤壁", "stop"),
    ("繇与策战，兵败，走丹徒。", ("孙策", "策"), "丹徒", "mention"),
])
def test_the_party_named_second_moves_too(raw: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("t_shaoyang", "邵阳洲", "city", 32.9, 117.6), ("t_dantu", "丹徒", "city", 32.2, 119.5))
    assert judged_at(raw, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("name", "line", "place"), [
    # Being at a place for a building or a burial ordered there is no stay (资治通鉴 卷70 白话: 文帝在首阳山东营建自己的
    # 陵墓; 卷72 白话: 在禅陵为汉献帝下葬; 隋书 高祖纪 translation: 在太陵安葬独孤皇后; 资治通鉴 卷276 白话: 都在京师立庙;
    # 卷71 白话: 在邺城为文昭皇后设立陵园)
    ("huangchu3_caopi_wan_baihua", 25, "首阳山"),
    ("qinglong2_mingdi_hefei_baihua", 18, "禅陵"),
    ("renshou1_wendi_renshougong_suishubaihua", 46, "太陵"),
    ("tiancheng2_mingzong_bianzhou_baihua", 24, "洛阳"),
    ("taihe2_simayi_xincheng_baihua", 48, "邺"),
    # …nor an execution or a portent there (宋史 太祖纪 translation: 在下蜀闹市把杜著斩首; 资治通鉴 卷182 白话: 在东都闹市
    # 陈尸三天)
    ("jianlong1_taizu_yangzhou_songshibaihua", 29, "下蜀"),
    ("daye9_yangdi_liaodong_baihua", 35, "东都"),
])
def test_a_building_ordered_there_is_no_stay(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


def test_a_request_is_not_the_requesters_move() -> None:
    # 诸将固请围城。十一月丙辰，攻拔京城 (旧唐书 高祖纪): the generals asked; the city taken is 高祖's. (Only
    # this text of the corpus asks so; the rule keeps the topic chain of conquests from taking it.)
    it = gold_itinerary("yining1_liyuan_changan_jts")
    assert stop_on(it, 4, "长安")


@pytest.mark.parametrize(("found", "alias"), [
    # The mover found by title and given name goes by the given name alone too (资治通鉴 卷117: 太尉裕
    # then 裕引军入河; 卷67: 魏公操 then 操).
    ("太尉裕", "裕"),
    ("魏公操", "操"),
])
def test_a_title_and_given_name_give_the_given_name(found: str, alias: str) -> None:
    from route.places.stops import party_aliases

    assert party_aliases([found], load_lexicon()) == (found, alias)


@pytest.mark.parametrize(("found", "title"), [
    # A ruler named by his state's title and his own name goes by the title alone (五代史演义 第五十一回:
    # 周主荣 … 周主还至潞州; 两晋演义 第九十四回: 秦主兴; 资治通鉴 卷118: 魏主嗣 … 魏主至), never as a man
    # surnamed 周 whose given name is 主荣.
    ("周主荣", "周主"),
    ("秦主兴", "秦主"),
    ("魏主嗣", "魏主"),
    ("北魏国主焘", "北魏国主"),
])
def test_a_rulers_title_and_name_give_the_title(found: str, title: str) -> None:
    from route.places.stops import party_aliases

    assert party_aliases([found], load_lexicon()) == (found, title)


@pytest.mark.parametrize(
    ("text", "place"),
    [
        # 续资治通鉴长编 卷20: 李焘's note quotes 谈苑's version, 太宗遂幸大名府; the march reaches
        # 大名府 only later.
        ("丙寅，次澶州。（瓮牖闲评云：宋捷之事…然载之谈苑，乃云：太平兴国中，北敌侵边，太宗遂幸大名府，方渡河。）",
         "大名府"),
        # The 贞观十九年 chapter glosses 渤错水 with its modern site: 海城 is no stop.
        ("十月初，大军行至渤错水（今辽宁海城县西北），暴风骤起。", "海城"),
    ],
)
def test_a_place_in_brackets_is_no_stop(text: str, place: str) -> None:
    from route.places.gazetteer import parse_gazetteer

    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        "daming,大名府,,prefecture,36.28,115.15,5,,,,test row,,\n"
        "haicheng,海城,,city,40.85,122.75,5,,,,test row,,\n", "brackets.csv")
    t = parse_text(text, name="t.txt")
    found = classify_mentions(t, find_places(t, gaz), find_dates(t.content, context="太平兴国四年二月"),
                              ("上", "太宗", "大军"))
    assert [(m.place.name, m.role, m.reason) for m in found if m.place.name == place] == [(place, "mention", "commentary")]


@pytest.mark.parametrize(
    ("text", "party", "place", "reason"),
    [
        # Back from X: 资治通鉴 卷181 (帝还自辽东) and 续资治通鉴长编 卷20 (车驾至自范阳).
        ("帝还自辽东，衡妾告衡怨望。", ("帝",), "辽东城", "back"),
        ("乙巳，车驾至自范阳。", ("车驾",), "幽州", "back"),
        # A plan or a request: 资治通鉴 卷212 (上将幸晋阳) and 蔡东藩 明史演义 (请车驾速入紫荆关).
        ("[24]上将幸晋阳，因还长安。", ("上",), "晋阳", "plan"),
        ("大同总兵郭登，告学士曹鼐等，请车驾速入紫荆关，方保无虞。", ("车驾",), "紫荆关", "plan"),
        # A claim (资治通鉴 卷125 and its 白话: 魏主 at 瓜步 only says he will cross the 江).
        ("庚午，魏主至瓜步，坏民庐舍，及伐苇为筏，声言欲渡江。", ("魏主",), "长江", "plan"),
        ("庚午（十五日），北魏国主抵达瓜步，毁掉老百姓的房舍，又砍伐芦苇建造小筏，声称要南渡长江。", ("北魏国主",), "长江",
         "plan"),
        # A deliberation (资治通鉴 卷294 白话 商议夺取幽州, of 议取幽州) or a proposal (旧五代史 庄宗纪
        # 或言且徇兖州): no move yet.
        ("丙午（初二），世宗在行宫宴请众将，商议夺取幽州，众将认为：“陛下离开京城四十二天，兵不血刃。", ("世宗",), "幽州",
         "plan"),
        ("时既获中都之捷，帝召诸将谋其所向，或言且徇兖州，徐图进取，唯李嗣源曰：“宜急趋汴州。”", ("帝",), "兖州", "plan"),
        # Someone's wish to move the party, a verb of making or escorting between 欲 and the move (资治通鉴
        # 卷61: 欲令车驾御船过砥柱, 欲以天子还雒阳; 两晋演义: 欲奉乘舆过江).
        ("李乐惧，欲令车驾御船过砥柱，出孟津，杨彪以为河道险难", ("帝", "车驾", "天子"), "砥柱", "plan"),
        ("董承、张杨欲以天子还雒阳，杨奉、李乐不欲，由是诸将更相贰。", ("帝", "车驾", "天子"), "洛阳", "plan"),
        ("想出了一条趋避的计策，欲奉乘舆过江，独裕不许", ("乘舆",), "长江", "plan"),
        # 沿X before a count of districts or 一带: the districts along X, no way taken (资治通鉴 卷125
        # 白话; 卷66 白话: 恐怕沿长江一带的郡县受到孙权…).
        ("命令到达之日起，十天时间整理行李衣物，然后出发。沿长江五郡的应征青年在广陵集合。", ("文帝",), "长江", "no_verb"),
        ("恐怕沿长江一带的郡县受到孙权的侵扰。", ("曹操",), "长江", "no_verb"),
    ],
)
def test_not_there(text: str, party: tuple[str, ...], place: str, reason: str) -> None:
    rows = ("guabu,瓜步,,city,32.25,118.9,5,,,,test row,,\n"
            "changjiang,长江,江,river,32.1,118.8,50,,,,test row,,\n"
            "yanzhou,兖州,,city,35.55,116.8,10,,,,test row,,\n"
            "dizhu,砥柱,,mountain,34.83,111.34,10,,,,test row,,\n"
            "luoyang_t,洛阳,雒阳,capital,34.7,112.4,10,,,,test row,,\n")
    assert (place, "mention", reason) in judge_with(text, party, places=rows)


@pytest.mark.parametrize(
    ("text", "party", "place"),
    [
        # More ways to arrive: 登上 (资治通鉴 卷65 白话), 进军 (卷217 白话), 回 (三国演义), 御 (卷181).
        ("八月，曹操登上白狼山，突然与敌军相遇。", ("曹操",), "白狼山"),
        ("安禄山率兵进军荥阳，太守崔无诐拒战。", ("安禄山",), "荥阳"),
        ("操将所得袁绍之兵，共五六十万，班师回许都。", ("曹操",), "许都"),
        ("帝因留城西数里，御六合城。", ("帝",), "六合城"),
        # V于X after a battle or a leaving-behind: 宋史 太宗纪 and 三国演义.
        ("癸未，帝督诸军及契丹大战于高梁河，败绩。", ("帝",), "高梁河"),
        ("遂留郭嘉于易州养病，求向导官以引路。", ("曹操",), "易州"),
        # A rest on the way: 高士奇 扈从西巡日录.
        ("车驾小憇白云山寺寺在南台之麓", ("车驾",), "白云山寺"),
        # A paragraph number is no subject: 资治通鉴 卷212 and 卷294.
        ("　　[3]壬子，祭后土于汾阴。乙卯，", ("上",), "汾阴"),
        ("　　[15]三月，壬午朔，帝如泰州。", ("帝",), "泰州"),
        # Adverbs of time and manner are no subject: 续资治通鉴长编 卷20 (迟明) and 蔡东藩 明史演义 (及至, 进次).
        ("庚午，迟明，次幽州城南，驻跸宝光寺。", ("上",), "幽州"),
        ("不愧为先生。及至居庸关，群臣请驻跸，俱被驳斥。进次宣府，连日风雨。", ("英宗",), "居庸关"),
        ("不愧为先生。及至居庸关，群臣请驻跸，俱被驳斥。进次宣府，连日风雨。", ("英宗",), "宣府"),
    ],
)
def test_the_party_is_there(text: str, party: tuple[str, ...], place: str) -> None:
    assert any(p == place and role == "stop" for p, role, _ in judge_with(text, party))


@pytest.mark.parametrize(
    ("text", "party", "place"),
    [
        # 明史 景帝纪: after 王即皇帝位 the 英宗 is 上皇; 丙戌，上皇还京师 is his move.
        ("九月癸未，王即皇帝位，遥尊皇帝为太上皇帝。……丙戌，上皇还京师。", ("英宗", "帝"), "北京"),
        # 蔡东藩 明史演义: 郕王即位; 约过数日，上皇已至京城.
        ("郕王即位，遥尊英宗为太上皇帝。约过数日，上皇已至京城。", ("英宗", "上"), "北京"),
    ],
)
def test_after_an_accession_the_party_is_the_retired_emperor(text: str, party: tuple[str, ...], place: str) -> None:
    from route.places.gazetteer import parse_gazetteer
    from route.places.stops import find_handover

    gaz = parse_gazetteer(
        "id,name,variants,kind,lat,lon,uncertainty_km,modern,valid_from,valid_to,source,matches,notes\n"
        "beijing,北京,京师;京城,capital,39.9,116.4,5,,,,test row,,\n", "capital.csv")
    t = parse_text(text, name="t.txt")
    layout = analyse_layout(t, [])
    found = classify_mentions(t, find_places(t, gaz), [], party, layout,
                              handover=find_handover(t, party, layout))
    assert [(m.place.name, m.role) for m in found] == [(place, "stop")]


def test_the_party_acceding_keeps_the_throne() -> None:
    # 宋史 太宗纪: 帝即皇帝位 is the party's own accession; 帝 stays the party.
    from route.places.stops import find_handover

    t = parse_text("癸丑夕，太祖崩，帝遂即皇帝位。", name="t.txt")
    assert find_handover(t, ("帝", "太宗"), analyse_layout(t, [])) is None


@pytest.mark.parametrize(
    ("text", "party", "place", "role"),
    [
        # 白话 translations render 如/幸 as 前往 (资治通鉴 卷294 白话) …
        ("辛卯（初十），后周世宗前往迎銮镇，屡次到江口。", ("世宗",), "迎銮镇", "stop"),
        # … while a command still hands the move on (the same 白话).
        ("后周世宗命令王朴前往河阴巡视黄河。", ("世宗",), "河阴", "mention"),
    ],
)
def test_qianwang_in_baihua(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    assert [r for p, r, _ in judge_with(text, party) if p == place] == [role]


@pytest.mark.parametrize(
    "text",
    [
        # 资治通鉴 卷217 and its 白话: 安禄山's son is in 京师, not 安禄山.
        "禄山子庆宗尚宗女荣义郡主，供奉在京师，密报禄山。",
        "安禄山的儿子安庆宗婚匹皇室女荣义郡主，在京师为太仆卿。",
    ],
)
def test_one_of_the_partys_own_moves_on_his_own(text: str) -> None:
    assert [r for p, r, _ in judge_with(text, ("安禄山",)) if p == "长安"] == ["mention"]


@pytest.mark.parametrize(
    "text",
    [
        # 宋史 太宗纪: 即位之二年 dates his new name; 契丹遣使来贺即位 congratulates. Neither is an accession.
        "初名匡乂，改赐光义，即位之二年改今讳。癸未，帝督诸军及契丹大战于高梁河。",
        "二月甲午，契丹遣使来贺即位及正旦。癸未，帝督诸军及契丹大战于高梁河。",
    ],
)
def test_a_mention_of_an_accession_hands_nothing_over(text: str) -> None:
    from route.places.stops import find_handover

    t = parse_text(text, name="t.txt")
    assert find_handover(t, ("帝", "太宗"), analyse_layout(t, [])) is None


@pytest.mark.parametrize(
    ("text", "party", "place"),
    [
        # 在X followed by an act of government, or a direction: 资治通鉴 卷294 白话; 高士奇 扈从西巡日录.
        ("甲辰（二十三日），在庐州设置保信军，任命右龙武统军赵匡赞为节度使。", ("世宗",), "庐州"),
        ("过唐河东北望尧封嘉山在定州西曲阳与", ("车驾",), "定州"),
        # …or a building ordered there (旧唐书 高宗纪 translation; 资治通鉴 卷180 白话).
        ("秋七月八日，在嵩山之南建造奉天宫，仍旧设置嵩阳县。\n又在蓝田建造万全宫。", ("皇上",), "蓝田"),
        ("炀帝又在东京建造天经宫，每年四季祭祀文帝。", ("炀帝",), "东京"),
    ],
)
def test_zai_x_that_is_no_presence(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("lantian", "蓝田", "city", 34.15, 109.32), ("dongjing_z", "东京", "city", 34.62, 112.45))
    assert [r for p, r, _ in judge_with(text, party, places=rows) if p == place] == ["mention"] * text.count(place)


@pytest.mark.parametrize(("text", "place", "role"), [
    # Someone sent or escorting the party moves the party itself: 明史 景帝纪 (遣…迎上皇于居庸关)
    # and 蔡东藩 明史演义 (送上皇至野狐岭) …
    ("甲申，遣侍读商辂迎上皇于居庸关。", "居庸关", "stop"),
    ("独伯颜帖木儿，送上皇至野狐岭，携榼进酒。", "野狐岭", "stop"),
    # … while people sent without the party are not it: 资治通鉴 卷212 (徙…入), 明史 (遣…至).
    ("上皇在瓦剌。徙辽州民入居庸关。", "居庸关", "mention"),
    ("上皇在瓦剌。遣使至野狐岭。", "野狐岭", "mention"),
])
def test_the_party_sent_or_escorted_moves(text: str, place: str, role: str) -> None:
    found = [(name, r) for name, r, _ in judge_with(text, ("上皇", "太上皇"))]
    assert (place, role) in found


@pytest.mark.parametrize(("text", "party", "place"), [
    # Met at a place, the party named last by its longest name: 车驾, not its 驾 (资治通鉴 卷262;
    # 明史 景帝纪, 上皇 with 上 among the party's names).
    ("癸丑，李茂贞迎车驾于田家，上下马慰接之。", ("上", "帝", "驾", "车驾"), "田家硙"),
    ("甲申，遣侍读商辂迎上皇于居庸关。", ("上", "上皇", "皇"), "居庸关"),
])
def test_met_at_a_place_by_the_partys_longest_name(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("tianjiawei", "田家硙", "city", 34.14, 108.4, 25)).replace("田家硙,,", "田家硙,田家,")
    assert judged_at(text, party, place, rows) == [("stop", "visit")]


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # Met or fought "with the party" at a place: the party was there, whoever the subject
    # (资治通鉴 卷65: 进，与操遇于赤壁) — and not when the other side is someone else (明史
    # 英宗纪: 宋瑛、朱冕与瓦剌战于阳和, while the emperor is elsewhere).
    ("权遂遣瑜及程普等与备并力逆操。进，与操遇于赤壁。", ("曹操",), "赤壁", "stop"),
    ("是日，西宁侯宋瑛、武进伯朱冕与瓦剌战于阳和，败没。", ("上", "帝"), "阳和", "mention"),
])
def test_met_with_the_party(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    assert (place, role) in [(name, r) for name, r, _ in judge_with(text, party)]


@pytest.mark.parametrize(("text", "party", "expected"), [
    # A place named inside a short name before 之: the verb stands before that name.
    # 旧唐书 玄宗纪 (幸壽安之故興泰宮), and 资治通鉴 卷65 (及于当阳之长坂: one stop, 当阳, not two).
    ("甲寅，幸壽安之故興泰宮。畋獵於土宜川。", ("上",), [("兴泰宫", "stop")]),
    ("操将精骑五千急迫之，一日一夜行三百余里，及于当阳之长坂。", ("曹操",), [("当阳", "stop"), ("长坂", "mention")]),
])
def test_a_place_inside_a_name_before_zhi(text: str, party: tuple[str, ...], expected: list[tuple[str, str]]) -> None:
    assert [(name, r) for name, r, _ in judge_with(text, party)] == expected


@pytest.mark.parametrize(("text", "expected"), [
    # The names of one list after a verb all take it: 旧唐书 玄宗纪 and 资治通鉴 卷31.
    ("庚辰，幸并州、潞州，宴父老。", [("并州", "stop"), ("潞州", "stop")]),
    ("[1]春，上行幸云阳、甘泉。", [("云阳", "stop"), ("甘泉", "stop")]),
])
def test_a_list_of_places_shares_its_verb(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(name, r) for name, r, _ in judge_with(text, ("上",))] == expected


@pytest.mark.parametrize(("text", "party", "place"), [
    # News or a sight of a move is not the party's move: 三国演义 第三十四回 (闻曹操自柳城回, heard by
    # 玄德) and 资治通鉴 卷279 (闵帝闻潞王至陕, 潞王's move heard by the emperor).
    ("至是年冬，闻曹操自柳城回，玄德甚叹表之不用其言。", ("曹操",), "柳城"),
    ("戊辰，闵帝闻潞王至陕，义诚军溃，忧骇不知所为。", ("帝", "闵帝"), "陕"),
])
def test_news_of_a_move_is_no_stop(text: str, party: tuple[str, ...], place: str) -> None:
    assert (place, "mention", "perceived") in judge_with(text, party)


@pytest.mark.parametrize(("text", "party", "place"), [
    # A move set for a day is a plan: 清史稿 圣祖纪 (a letter 约期回京) and 资治通鉴 卷51 (勇从南道，
    # 朗从北道，约期俱至焉耆).
    ("上上书皇太后，备陈军况，并约期回京。", ("上",), "北京"),
    ("勇从南道，朗从北道，约期俱至焉耆。", ("勇", "朗"), "焉耆"),
])
def test_a_move_set_for_a_day_is_a_plan(text: str, party: tuple[str, ...], place: str) -> None:
    places = ("beijing,北京,京,capital,39.9,116.4,5,,,,test row,,\n"
              "yanqi,焉耆,,city,42.06,86.57,10,,,,test row,,\n")
    assert judge_with(text, party, places=places) == [(place, "mention", "plan")]


_MORE_PLACES = (
    
    "shenting,神亭,,city,31.8,119.4,10,,,,test row,,\n"
    "nanjun,南郡,,city,30.35,112.19,10,,,,test row,,\n"
    "yixian,易县,,city,38.99,116.06,10,,,,test row,,\n"
    "wuzhong,无终,无终县,city,40.0,117.4,10,,,,test row,,\n"
    "liyang,黎阳,,city,35.67,114.55,10,,,,test row,,\n"
    "yalu,鸭绿水,,river,40.1,124.4,10,,,,test row,,\n"
)


@pytest.mark.parametrize(("text", "party", "place", "reason"), [
    # Met by others at a place, the 白话's way (place first): 资治通鉴 卷65 and 卷61 白话.
    ("周瑜大军继续前进，在赤壁与曹操相遇。", ("曹操",), "赤壁", "stay"),
    ("有一次，太史慈只带一个骑兵外出，在神亭与孙策突然相遇。", ("孙策",), "神亭", "stay"),
    # Chased to a place: 卷65, its 白话, and 卷156 (高敖曹 chases 孝武帝).
    ("刘备、周瑜水陆并进，追操至南郡。", ("曹操",), "南郡", "arrive"),
    ("刘备、周瑜水陆并进，追赶曹操直到南郡。", ("曹操",), "南郡", "arrive"),
    ("高敖曹帅劲骑追帝至陕。", ("帝",), "陕", "arrive"),
    # The main army is the party's, opening its clause or gone with (卷65 白话; 三国演义 第三十一回)…
    ("大军进发到易县，郭嘉提议说", ("曹操",), "易县", "arrive"),
    ("他随同使者一起到曹操军中，被任命为令，随大军进驻无终县。", ("曹操",), "无终", "stay"),
    ("大军进发至黎阳，东郡太守刘延告急许昌。", ("曹操",), "黎阳", "arrive"),
    # …but not armies counted by their routes (卷181 白话).
    ("各路大军全部到鸭绿水西岸汇集。", ("炀帝",), "鸭绿水", "other_actor"),
])
def test_the_party_met_chased_or_with_its_army(text: str, party: tuple[str, ...], place: str, reason: str) -> None:
    got = {p: r for p, _, r in judge_with(text, party, places=_MORE_PLACES)}
    assert got[place] == reason


@pytest.mark.parametrize(("text", "party", "place"), [
    # Pursuing, the party itself goes: 清史稿 圣祖纪 (康熙三十五年) and 三国演义 第十回.
    ("上率轻骑追之。追至拖纳阿林而还，令内大臣马思喀追之。", ("上",), "拖纳阿林"),
    ("操乘势掩杀，追至萧关。", ("曹操",), "萧关"),
])
def test_in_pursuit_the_party_goes(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("tuona", "拖纳阿林", "mountain", 47.9, 110.9), ("xiaoguan", "萧关", "pass", 35.9, 106.3))
    assert (place, "stop", "arrive") in judge_with(text, party, places=rows)


@pytest.mark.parametrize(("name", "party"), [
    # With no party named, the subject of most movement clauses: 资治通鉴 卷65 and its 白话
    # (曹操, written 操 as often), 三国演义 第三十三回, 卷217 (安禄山, written 禄山) …
    ("jianan12_caocao_wuhuan_zztj", ("曹操",)),
    ("jianan12_caocao_wuhuan_baihua", ("曹操",)),
    ("jianan12_caocao_wuhuan_sgyy", ("曹操",)),
    ("tianbao14_anlushan_luoyang_zztj", ("安禄山",)),
    # … he with his company or his army (刘秀等人, 刘秀军), after his title too (大司马刘秀 is no 马
    # named 刘秀), in 卷39 白话; 李渊军 in 卷184 白话 …
    ("gengshi1_liuxiu_hebei_baihua", ("刘秀",)),
    # … a given name the text writes only after his title (秦王坚, 卷105; no 苻坚 written) …
    ("taiyuan8_fujian_feishui_zztj", ("坚",)),
    ("yining1_liyuan_changan_baihua", ("李渊",)),
    # … a state's ruler, named by his state: 魏主 in 卷125, 北魏国主 in its 白话, though the
    # text's years are 宋文帝's (元嘉) …
    ("yuanjia27_taiwu_guabu_zztj", ("魏主",)),
    ("yuanjia27_taiwu_guabu_baihua", ("北魏国主",)),
    # … or by his dynasty and his title, where the text's own gazetteer names no states: 后晋出帝 in
    # 卷284 白话 (后晋 is sanmiao's dynasty, 出帝 the title of its 出帝石重貴; 契丹, a state of the bundled
    # gazetteer, is no man, though it moves most) …
    ("kaiyun1_chudi_chanzhou_baihua", ("出帝",)),
    # … or, where few moves name who makes them, the mover the text names far more often than any
    # other, the ruler of its years included: 刘备 (玄德) in 三国演义 第四十回, 始皇 in 卷7 白话 …
    ("jianan13_liubei_dangyang_sgyy", ("刘备",)),
    ("shihuang37_qin_lasttour_baihua", ("始皇",)),
    # … and 先主 (刘备 in 三国志 先主传 and its translation) is a name, though 先 opens clauses as "first";
    # so is a name standing before a direction (先主北到葭萌)
    ("jianan16_liubei_yizhou_sgz", ("刘备",)),
    ("jianan16_liubei_yizhou_sgzbaihua", ("刘备",)),
    # … and a ruler's annals before his reign, under the old dynasty's era, call him by the title he
    # is yet to bear (明史 太祖纪 in 至正二十三年 and its translation: 太祖, who reigns from 1368)
    ("zhizheng23_zhuyuanzhang_poyang_mingshi", ("太祖",)),
    ("zhizheng23_zhuyuanzhang_poyang_mingshibaihua", ("太祖",)),
    # … and a given name whose first character is a word (自 "from"), written alone dozens of times (明史 李自成传: 自成陷宁夏 …
    # 自成渡河, and its 白话: 自成渡过黄河)
    ("chongzhen17_lizicheng_beijing_mingshi", ("自成",)),
    ("chongzhen17_lizicheng_beijing_mingshibaihua", ("自成",)),
    # … but where 上, 帝, 车驾 lead (a ruler's annals, a court diary) the usual party stays, and a
    # rebel who mostly takes cities (新唐书 僖宗纪: 黄巢陷X; a taking counts half) does not displace
    # the fleeing sovereign — while 安禄山 above, who marches as well as takes, is still found.
    ("guangming1_xizong_shu_xts", ()),
    # (资治通鉴 卷262: the text's most named man, 崔胤, moves once; not he)
    ("tianfu1_zhaozong_fengxiang_zztj", ()),
    ("xiande6_shizong_north_zztj", ()),
    ("kangxi22_kangxi_xixun_diary", ()),
    # (the chapter, read with no ruler reigning, is a ruler's story told by his name: 李世民; the
    # pipeline, which knows 贞观 is his, reads him as the sovereign, see test_itinerary)
    ("zhenguan19_retreat_from_anshi", ("李世民",)),
])
def test_the_main_party_comes_from_the_text(name: str, party: tuple[str, ...]) -> None:
    gold, text, gaz = gold_text(name)
    dates = find_dates(text.content, gold.get("context") or text.meta.context)  # as the pipeline reads them
    years = sorted(int(d.julian_start[:-6]) for d in dates if d.julian_start)
    year = years[len(years) // 2] if years else None  # the text's year, as the pipeline takes it
    assert find_main_party(text, find_places(text, gaz), analyse_layout(text, dates), dates=dates, year=year) == party


# 资治通鉴 卷139 白话 (JY0284/zizhitongjian), 北魏孝文帝's tour of 494: the first sentence of each entry.
XIAOWEN_494 = """　　[12]壬寅（二十七日），北魏孝文帝到北方巡视；癸卯（二十八日），渡过黄河；三月壬申（二十七日），到了平城。
　　[26]辛丑（二十九日），北魏孝文帝到达朔州。
　　[28]北魏孝文帝到达阴山。
　　[30]癸丑（十一日），北魏孝文帝来到怀朔镇；己未（十七日），又到了抚宜镇；甲子（二十二日），到达柔玄镇；乙丑（二十三日），南下返回；辛未（二十九日），到了平城。
　　[40]己巳（二十八日），北魏孝文帝到达信都。
　　[42]丁丑（初七），北魏孝文帝到了邺城。
　　[48]北魏孝文帝到达洛阳。
"""


@pytest.mark.parametrize("name", ["", "taihe17_xiaowen_luoyang_baihua"])
def test_a_ruler_named_after_his_state_is_found(name: str) -> None:
    # A 白话 names the ruler after his state, a polity of the gazetteer's CHGIS layer: the person is
    # the subject (北魏孝文帝到达朔州, 卷139 白话; the bench's 卷138 白话 the same), not the 齐 emperor
    # 萧赜 of the text's 永明 years.
    if name:
        gold, t, gaz = gold_text(name)
        context = gold.get("context")
    else:
        t, context = parse_text(XIAOWEN_494, name="t.txt"), "建武元年二月"
        gaz = parse_gazetteer(ANNALS_PLACES + gaz_rows(
            ("shuozhou_t", "朔州", "prefecture", 40.4, 111.8), ("yinshan_t", "阴山", "mountain", 41.0, 110.0, 100),
            ("huaishuo", "怀朔镇", "city", 41.0, 110.1), ("fuyi", "抚宜镇", "city", 41.2, 112.6),
            ("rouxuan", "柔玄镇", "city", 41.5, 113.9), ("pingcheng_t", "平城", "city", 40.1, 113.3),
            ("xindu_t", "信都", "city", 37.7, 115.6), ("yecheng_t", "邺城", "city", 36.3, 114.4),
            ("beiwei", "北魏", "polity", 40.1, 113.3, 800)), "t.csv")
    party = build_itinerary(t, gaz, context=context).party
    assert party[0] == "孝文帝" and "萧赜" not in party


@pytest.mark.parametrize(("name", "reigning", "party"), [
    # The ruler of the text's years, named more often than anyone who moves, keeps the party
    # (资治通鉴 卷260 白话: 唐昭宗 39 times, 李克用 moves more often); one who moves more and is
    # named more keeps it from the ruler (卷217 白话: 安禄山 113 times, 玄宗 51).
    ("qianning2_zhaozong_shimen_baihua", ("李晔", "昭宗"), ()),
    ("tianbao14_anlushan_luoyang_baihua", ("李隆基", "玄宗"), ("安禄山",)),
    ("jianan12_caocao_wuhuan_baihua", ("刘协", "献帝"), ("曹操",)),
    # The ruler counted by every name data/people.csv gives him: 先主 is 刘备 (三国演义 第八十一回 on).
    ("zhangwu1_liubei_yiling_sgyy", ("刘备", "昭烈帝"), ()),
])
def test_the_ruler_named_most_keeps_the_party(name: str, reigning: tuple[str, ...], party: tuple[str, ...]) -> None:
    _, text, gaz = gold_text(name)
    assert find_main_party(text, find_places(text, gaz), analyse_layout(text, []), reigning=reigning) == party


@pytest.mark.parametrize(("text", "place", "reason"), [
    # The one sent as a guide goes ahead; the party follows the same way (资治通鉴 卷65 and its 白话).
    ("操令畴将其众为乡导，上徐无山，堑山堙谷，五百余里，经白檀，历平冈。", "白檀", "cross"),
    ("曹操命令田畴率领他的部众作向导，上徐无山，凿山填谷，行进五百余里，经过白檀、平冈。", "白檀", "cross"),
    # 上 climbs a mountain (上徐无山, both texts), but is no verb before a city.
    ("操令畴将其众为乡导，上徐无山，堑山堙谷。", "徐无山", "arrive"),
    ("曹操命令田畴率领他的部众作向导，上徐无山，凿山填谷。", "徐无山", "arrive"),
    ("操令畴将其众为乡导，上平冈。", "平冈", "no_verb"),
    # The same sentence cut to its delegation, with no guide's role: the one sent moves.
    ("操令畴将其众，经白檀。", "白檀", "other_actor"),
])
def test_a_guide_leads_and_the_party_follows(text: str, place: str, reason: str) -> None:
    rows = gaz_rows(
        ("baitan", "白檀", "city", 40.9, 117.2),
        ("pinggang", "平冈", "city", 41.4, 118.6),
        ("xuwu", "徐无山", "mountain", 40.18, 117.98),
    )
    got = {p: r for p, _, r in judge_with(text, ("曹操",), places=rows)}
    assert got[place] == reason


@pytest.mark.parametrize("text", [
    # The party heard of is not the subject of what follows: 鲁肃 reaches 南郡 (资治通鉴 卷65 and
    # its 白话).
    "到夏口，闻操已向荆州，晨夜兼道，比至南郡，而琮已降。",
    "鲁肃到达夏口，听说曹操大军已向荆州进发，便日夜兼程前往，等他到达南郡时，刘琮已经投降曹操。",
])
def test_the_party_heard_of_is_not_the_one_who_moves(text: str) -> None:
    rows = gaz_rows(("nanjun", "南郡", "city", 30.35, 112.19))
    got = {p: r for p, _, r in judge_with(text, ("曹操",), places=rows)}
    assert got["南郡"] == "other_actor"


@pytest.mark.parametrize(("text", "party", "place"), [
    # Seen at court at a place, the party is there, whoever comes: 资治通鉴 卷188 and 卷169,
    # 明史 英宗纪 (朝上皇于土城, the captive emperor in 也先's camp).
    ("秦王世民轻骑谒上于蒲州。", ("上",), "蒲州"),
    ("光见帝于晋阳，帝以新遭大寇，抱光", ("帝",), "晋阳"),
    ("己未，右通政王复、太常少卿赵荣使也先营，朝上皇于土城。", ("上皇",), "土城"),
])
def test_the_party_seen_at_court_is_there(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(
        ("puzhou", "蒲州", "prefecture", 34.83, 110.33),
        ("tucheng", "土城", "fortress", 39.97, 116.36),
    )
    assert [r for p, r, _ in judge_with(text, party, places=rows) if p == place] == ["stop"]


@pytest.mark.parametrize(("text", "party", "place"), [
    # 居 X: the party lives there (资治通鉴 卷113; 蔡东藩 明史演义, the 上皇 held by 也先).
    ("庚辰，帝临轩，遣兼太保、领司徒王谧奉玺绶，禅位于楚。壬午，帝出居永安宫。", ("帝",), "永安宫"),
    ("石亨亦率军驰到，两下夹攻，始将乜先击退。乜先曾奉上皇居土城，至是退还。", ("上皇",), "土城"),
])
def test_the_party_lives_there(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("yongan", "永安宫", "city", 32.06, 118.78), ("tucheng", "土城", "fortress", 39.97, 116.36))
    assert [(r, why) for p, r, why in judge_with(text, party, places=rows) if p == place] == [("stop", "stay")]


@pytest.mark.parametrize(("text", "place", "reason"), [
    # A verb opening the whole text (旧唐书 太宗纪's 如洛阳宫; 进军白岩城 of the 白话) counts like any other.
    ("如洛阳宫。", "洛阳", "arrive"),
    ("进军白岩城。", "白岩城", "arrive"),
    # 过 after a verb is its particle, not a verb of its own: the chapter (他率军渡过辽水) and
    # 资治通鉴 卷181 白话 (炀帝…乘坐龙舟，渡过黄河, here with the chapter's party and river).
    ("次日，他率军渡过辽水。", "辽水", "cross"),
    ("太宗乘坐龙舟，渡过辽水，进入永济渠。", "辽水", "cross"),
])
def test_a_verb_opening_the_text_or_before_its_particle(text: str, place: str, reason: str) -> None:
    assert (place, "stop", reason) in judge(text)


@pytest.mark.parametrize(("text", "party", "place", "reason"), [
    # An order to withdraw is the party's own move, not someone sent: 三国演义 第五十九回 and
    # the chapter (下令 holds 令, yet nobody is sent).
    ("杨秋、侯选皆封列侯，令守渭口。下令班师回许都。", ("曹操",), "许都", "arrive"),
    ("李世民下令班师，于是在安市城下显耀兵力。", ("李世民",), "安市城", "stay"),
    # …while an order that sends someone still does (卷65: 令畴将其众).
    ("操令畴将其众，经白檀。", ("曹操",), "白檀", "other_actor"),
])
def test_an_order_to_withdraw_is_the_partys_own(text: str, party: tuple[str, ...], place: str, reason: str) -> None:
    rows = gaz_rows(("baitan", "白檀", "city", 40.9, 117.2), ("anshi_t", "安市城", "city", 40.7, 122.6))
    got = {p: r for p, _, r in judge_with(text, party, places=rows)}
    assert got[place] == reason


TOPIC_PLACES = gaz_rows(
    ("jiangdugong", "江都宫", "city", 32.4, 119.4), ("liaoshui_t", "辽水", "city", 41.6, 122.7),
    ("sashui", "萨水", "city", 39.6, 125.6), ("boling", "博陵", "city", 38.5, 115.0),
    ("taiyuan_t", "太原", "city", 37.9, 112.5), ("dongdu", "东都", "city", 34.6, 112.4),
    ("rouran", "柔然", "polity", 44.0, 105.0, 800), ("yinshan", "阴山", "city", 41.0, 110.0),
    ("heiyanchi", "黑盐池", "city", 41.5, 112.0), ("dengzhou_t", "邓州", "city", 32.7, 112.1),
    ("huaqinggong", "华清宫", "city", 34.36, 109.21), ("yunzhong_t", "云中", "city", 40.1, 113.3),
)


@pytest.mark.parametrize(("text", "party", "place", "reason"), [
    # A move with no subject goes on with whoever the sentences before moved: 宇文述's army
    # (资治通鉴 卷181), 高仙芝's (卷217), 颜泉明's (卷217 白话, where 颜杲卿 sends him).
    ("[6]三月，癸亥，帝幸江都宫。\n[7]癸巳，上始御师，进至辽水。\n宇文述等渡水追文德。述等为方陈而行，"
     "高丽四面钞击，述等且战且行。秋，七月，壬寅，至萨水，军半济。", ("帝", "上"), "萨水", "topic"),
    ("[7]安禄山归至范阳。\n甲戌，禄山至博陵南。\n仙芝乃帅见兵西趣潼关。贼寻至，官军狼狈走，无复部伍，"
     "士马相腾践，死者甚众。至潼关，修完守备。", ("安禄山",), "潼关", "topic"),
    ("[7]安禄山回到范阳后，每当朝廷有使者来，总是假装有病。\n甲戌，安禄山来到博陵南。\n[3]颜杲卿派他的儿子颜泉明"
     "一起到京师。颜杲卿被感动就答应了他的请求。到了太原，张通幽想要依附于王承业。", ("安禄山",), "太原", "topic"),
    # A numbered entry that opens with someone else is his story, even when his first sentence
    # tells no move: 颜杲卿's men go to 太原 (卷217), 柔然's escort to 黑盐池 (卷158).
    ("[7]安禄山归至范阳。\n甲戌，禄山至博陵南。\n[22]颜杲卿起兵。\n[23]颜杲卿使其子泉明、贾深、翟万德献李钦凑首于京师。张通幽泣请曰："
     "“通幽兄陷贼，乞与泉明偕行，以救宗族。”杲卿哀而许之。至太原，通幽欲自托于王承业。", ("安禄山",), "太原", "topic"),
    ("[5]魏主如阴山。\n魏主至太原。\n魏主还东都。\n[7]柔然送悼后于魏，车七百乘，马万匹，驼二千头。至黑盐池，遇魏所遣卤簿仪卫。",
     ("魏主",), "黑盐池", "topic"),
    # An office holder opens the entry (荆南节度使袁滋, 卷239; 大同兵马使薛忠义, 卷217, where the
    # entry's first name, 安禄山, only says whose officer 高秀岩 is): his men move, not the party.
    ("[9]上幸东都。\n[10]上如华清宫。\n[11]荆南节度使袁滋父祖墓在朗山，请入朝，欲劝上罢兵。行至邓州，闻萧、钱徽贬官。",
     ("上",), "邓州", "topic"),
    ("[7]安禄山归至范阳。\n甲戌，禄山至博陵南。\n[18]安禄山大同军使高秀岩寇振武军，朔方节度使郭子仪击败之，子仪乘胜拔静边军。"
     "大同兵马使薛忠义寇静这军，子仪使左兵马使李光弼等逆击，大破之，坑其骑七千。进围云中，使别将公孙琼岩将二千骑击马邑。",
     ("安禄山",), "云中", "topic"),
    # …but the party's own sentence, a speech of his, or a new numbered entry hands it back
    # (卷65 白话: 曹操说：“很好！”于是…; 卷212: [3]壬子，祭后土于汾阴).
    ("[7]安禄山归至范阳。\n甲戌，禄山至博陵南。\n仙芝乃帅见兵西趣潼关。禄山闻之。至潼关。", ("安禄山",), "潼关", "arrive"),
    ("[1]帝幸江都宫。\n帝至辽水。\n[2]张说与张嘉贞不平，说劝嘉贞素服待罪于外，嘉贞遂出至太原。\n[3]壬子，祭后土于汾阴。",
     ("帝",), "汾阴", "visit"),
    # A sentence that tells no move passes over (振终不从, 耀卿，叔业之七世孙也).
    ("帝幸江都宫。帝至辽水。以裴耀卿为刺史。耀卿，叔业之七世孙也。十二月，乙巳，还东都。", ("帝",), "东都", "arrive"),
    # In annals of the party most moves have no subject: there the entry is the sovereign's
    # whoever the entry before was about (明史 英宗纪; 宋史 太宗纪).
    ("二月丙子，如天寿山。己巳，王骥破思机发于金沙江，又破之鬼哭山，班师。三月戊子，如天寿山。",
     ("上",), "天寿山", "arrive"),
    ("壬戌，发京师。乙丑，克隆州，获其招讨使李询等六人。庚午，次太原。", ("帝",), "太原", "stay"),
])
def test_a_move_with_no_subject_follows_the_topic(text: str, party: tuple[str, ...], place: str, reason: str) -> None:
    got = [r for p, _, r in judge_with(text, party, places=TOPIC_PLACES) if p == place]
    assert got[-1] == reason


@pytest.mark.parametrize(("text", "party", "place", "reason"), [
    # Taking a city puts the party in it when the clause names it as the taker (资治通鉴 卷217
    # and its 白话)…
    ("癸巳，禄山陷荥阳，杀无。", ("安禄山",), "荥阳", "arrive"),
    ("癸巳（初八），安禄山攻陷荥阳，杀了崔无。", ("安禄山",), "荥阳", "arrive"),
    # 下X, 进下X (新唐书, 旧唐书 高祖纪), 收复X, 攻下X (资治通鉴 卷190 白话) took X too.
    ("八月辛巳，败宋老生于霍邑。丙戌，下临汾郡。辛卯，克绛郡。", ("高祖",), "临汾郡", "arrive"),
    ("八月辛巳，高祖引师趋霍邑，斩宋老生，平霍邑。丙戌，进下临汾郡及绛郡。", ("高祖",), "临汾郡", "arrive"),
    ("丙申（十四日），李世民收复相州，进军肥乡。", ("李世民",), "相州", "arrive"),
    ("辛巳（二十九日），秦王李世民攻下洺水。", ("李世民",), "洺水", "arrive"),
    # 徇X, 击X: marched through, attacked (资治通鉴 卷39; 后汉书 光武帝纪).
    ("春，正月，大司马秀以王郎新盛，乃北徇蓟。", ("刘秀", "秀"), "蓟", "arrive"),
    ("二年正月，光武以王郎新盛，乃北徇蓟。", ("光武",), "蓟", "arrive"),
    ("秀投暮入堂阳界，多张骑火，弥满泽中，堂阳即降；又击贳县，降之。", ("刘秀", "秀"), "贳县", "arrive"),
    ("世祖因发旁县，得四千人，先击堂阳、贳县，皆降之。", ("光武", "世祖"), "堂阳", "arrive"),
    # …named opening a clause before the one that takes it, not as an object there (资治通鉴 卷183
    # 白话; 卷217: 尚衡起兵讨禄山…攻拔济阴 is 尚衡's).
    ("李世民挥军追击，直到城下，俘虏歼灭了七千人，于是包围了洛阳。", ("李世民",), "洛阳", "arrive"),
    ("濮阳客尚衡起兵讨禄山，以郡人王栖曜为衙前总管，攻拔济阴，杀禄山将邢超然。", ("安禄山", "禄山"), "济阴", "take"),
    # …or, in annals of the party, when no one is named: the entry is the sovereign's (辽史
    # 太祖纪 天显元年: 庚申，拔扶余城, a siege 阿保机 led; 宋史 太宗纪 乙丑，克隆州, though
    # there the generals took it: a known miss of the bench)…
    ("天显元年春正月己未，白气贯日。庚申，拔扶余城，诛其守将。", ("太祖", "上"), "扶余城", "arrive"),
    # …but not someone else's (明史 英宗纪 也先陷紫荆关: 也先 is a name, not 也 + 先)…
    ("也先拥上皇至大同。丙辰，也先陷紫荆关，孙祥死之。也先遣使。", ("上皇",), "紫荆关", "take"),
    # …and in a chronicle, where the party is named for its own moves, a taking with no one
    # named is his only right after a sentence about him (资治通鉴 卷217: 禄山至博陵南…).
    ("甲戌，禄山至博陵南。禄山至藁城。禄山至灵昌。是日，陷荥阳。", ("安禄山",), "荥阳", "arrive"),
    ("甲戌，禄山至博陵南。禄山至藁城。禄山至灵昌。\n[2]是日，陷荥阳。", ("安禄山",), "荥阳", "take"),
])
def test_the_party_takes_a_city(text: str, party: tuple[str, ...], place: str, reason: str) -> None:
    rows = gaz_rows(
        ("fuyu", "扶余城", "city", 43.2, 124.3),
        ("boling", "博陵", "city", 38.5, 115.0),
        ("lingchang", "灵昌", "city", 35.5, 114.5),
        ("linfen", "临汾郡", "city", 36.1, 111.5),
        ("xiangzhou", "相州", "city", 36.1, 114.3),
        ("feixiang", "肥乡", "city", 36.5, 114.8),
        ("mingshui", "洺水", "city", 36.8, 115.0),
        ("ji", "蓟", "city", 39.9, 116.4),
        ("tangyang", "堂阳", "city", 37.6, 115.3),
        ("shixian", "贳县", "city", 37.7, 115.1),
        ("jiyin", "济阴", "city", 35.1, 115.6),
        ("luoyang", "洛阳", "city", 34.7, 112.4),
    )
    got = [reason for _, reason in judged_at(text, party, place, rows)]
    assert got[0] == reason


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The party arriving with no place of its own arrives where the clause before has been
    # (资治通鉴 卷217 and its 白话)…
    ("张介然至陈留才数日，禄山至，授兵登城，众惧，不能守。", ("安禄山",), "陈留", "stop"),
    ("河南节度使张介然到陈留才几天，安禄山即率叛军来到，张介然命令士兵登城守卫。", ("安禄山",), "陈留", "stop"),
    # …only when it is named (朝廷徵兵诸道，皆未至) and means to come, not merely may (禄山辞疾不至).
    ("张介然至陈留才数日，援军至，授兵登城。", ("安禄山",), "陈留", "mention"),
    ("张介然至陈留，禄山辞疾不至。", ("安禄山",), "陈留", "mention"),
])
def test_the_party_arrives_where_the_clause_before_was(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("chenliu", "陈留", "city", 34.8, 114.6))
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The party 在X南 and an act there: the party is by X (资治通鉴 卷176 白话: 隋文帝在长安城南郊
    # 祭天; 卷293 白话: 后周世宗在寿春城北显示兵力)…
    ("隋文帝在长安城南郊祭天。", ("隋文帝",), "长安", "stop"),
    ("后周世宗在寿春城北显示兵力。", ("世宗",), "寿春", "stop"),
    # …a place 在X西 is only where it lies (康熙 西巡日录: 嘉山在定州西, 寺在永明寺南).
    ("河东北望尧封嘉山在定州西曲阳与唐县接。", ("上",), "定州", "mention"),
])
def test_the_party_at_a_side_of_a_place(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("shouchun", "寿春", "city", 32.6, 116.8))
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A plan stops at its clause: the clause after it may tell where the party did get
    # (资治通鉴 卷217 白话: 安禄山想要亲自率兵攻打潼关，到了新安, its 起初 set aside; 卷181: 帝欲…，遂至…)…
    ("安禄山想要亲自率兵攻打潼关，到了新安，得知河北发生变故而返回。", ("安禄山",), "新安", "stop"),
    ("安禄山想要亲自率兵攻打潼关，到了新安，得知河北发生变故而返回。", ("安禄山",), "潼关", "mention"),
    # …while a plan in the move's own clause holds (卷212: 上将幸晋阳).
    ("上将幸晋阳，因还长安。", ("上",), "晋阳", "mention"),
])
def test_a_plan_holds_for_its_own_clause(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("xinan", "新安", "city", 34.7, 112.1))
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # Attacking a city puts the party before its walls, as taking it does (资治通鉴 卷293 and
    # its 白话: 帝攻楚州 / 世宗进攻楚州; 世宗亲自进攻濠州; 卷82 白话: 魏武帝攻克了汉中)…
    ("戊辰，帝攻楚州，克其月城。", ("帝",), "楚州", "stop"),
    ("戊辰（十六日），世宗进攻楚州，攻克城外的月城。", ("世宗",), "楚州", "stop"),
    ("癸巳（十一日），世宗亲自进攻濠州，王审琦攻取了南唐军水寨。", ("世宗",), "濠州", "stop"),
    ("魏武帝攻克了汉中，李氏带领五百多家归附魏武帝。", ("魏武帝",), "汉中", "stop"),
    # …an attack someone else makes or is sent to make does not (卷217 白话: 命令部将…进攻东京).
    ("他命令部将田承嗣、安忠志、张孝忠为先锋进攻楚州。", ("安禄山",), "楚州", "mention"),
])
def test_the_party_attacks_a_city(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(
        ("chuzhou_t", "楚州", "city", 33.5, 119.1),
        ("haozhou_t", "濠州", "city", 32.9, 117.6),
        ("hanzhong_t", "汉中", "city", 33.1, 107.0),
    )
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party", "place"), [
    # Passing by on the way (资治通鉴 卷12 白话, 卷43 白话, and the 白话 of an annals entry).
    ("高帝凯旋，路过沛县，留下来，在沛宫举行酒宴。", ("高帝",), "沛县"),
    ("大军路过越郡，邛谷王任贵害怕。", ("刘尚",), "越郡"),
    ("途经定州，太宗慰问百姓。", ("太宗",), "定州"),
])
def test_passing_by_on_the_way(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("peixian", "沛县", "city", 34.7, 116.9), ("yuejun", "越郡", "city", 27.9, 102.3))
    got = judged_at(text, party, place, rows)
    assert got[0] == ("stop", "cross")


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # Moving the camp is the party's own move, not people sent (资治通鉴 卷60/61 白话)…
    ("朱俊见洛阳已残破不堪，便向东移驻中牟县。", ("朱俊",), "中牟县", "stop"),
    ("吕布进攻鄄城，未能攻克，就向西移驻濮阳。", ("吕布",), "濮阳", "stop"),
    ("孙坚率军移驻梁县以东，被董卓部将徐荣打败。", ("孙坚",), "梁县", "stop"),
    # …while people moved stay someone else's move (the pattern of the chapter's 徙辽州民入营州,
    # tested with its own gazetteer above).
    ("徙濮阳民入中牟县。", ("上",), "中牟县", "mention"),
])
def test_moving_the_camp(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(
        ("zhongmou", "中牟县", "city", 34.7, 114.0),
        ("puyang_t", "濮阳", "city", 35.7, 115.0),
        ("liangxian", "梁县", "city", 34.2, 112.9),
    )
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party", "place", "reason"), [
    # After the party's clause, a clause that opens with someone else hands the move to him
    # (资治通鉴 卷65 and its 白话: 曹操…至淳于，遣将…击破之，承走入海岛 / 管承逃到海岛上)…
    ("曹操东讨海贼管承，至淳于，遣将乐进、李典击破之，承走入海岛。管承降。", ("曹操",), "海岛", "other_actor"),
    ("曹操东征海上的盗贼管承，进军到淳于，派大将乐进、李典击败管承，管承逃到海岛上。", ("曹操",), "海岛", "other_actor"),
    ("曹操东讨海贼管承，至淳于，遣将乐进、李典击破之，承走入海岛。管承降。", ("曹操",), "淳于", "arrive"),
    # …while the party named again keeps it (卷294: 帝先至瓦桥关，契丹守将姚内斌举城降，上入瓦桥关),
    ("帝先至瓦桥关，契丹守将姚内斌举城降，上入瓦桥关。", ("帝", "上"), "瓦桥关", "arrive"),
    # and generals (诸将, 部将) are not "about to" arrive: 将 after 诸 is a noun.
    ("上渡辽水，诸将至白岩城。", ("上",), "白岩城", "other_actor"),
])
def test_a_later_subject_in_the_sentence_moves(text: str, party: tuple[str, ...], place: str, reason: str) -> None:
    rows = gaz_rows(
        ("chunyu", "淳于", "city", 36.5, 119.3),
        ("haidao", "海岛", "city", 37.5, 121.4, 50),
        ("waqiao", "瓦桥关", "pass", 39.0, 116.1),
        ("baiyan_t", "白岩城", "city", 41.2, 123.4),
    )
    got = [reason for _, reason in judged_at(text, party, place, rows)]
    assert got[-1] == reason


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 奔X, 走X: fled to X and got there (三国演义 第五十回: 操径奔乌林, 遂勒兵走华容道; with 引众
    # leading his men: 于是引众入南郡安歇)…
    ("操径奔乌林。正走间，背后一军赶到。", ("曹操",), "乌林", "stop"),
    ("诸将皆曰：“丞相妙算，人不可及。”遂勒兵走华容道。", ("曹操",), "华容道", "stop"),
    ("操曰：“几与汝不相见也！”于是引众入南郡安歇。", ("曹操",), "南郡", "stop"),
    # …someone else's flight stays his (三国演义 第三十三回 and 资治通鉴 卷65).
    ("袁熙、袁尚引数千骑奔辽东去了。", ("曹操",), "辽东城", "mention"),
    ("于速仆丸与尚、熙奔辽东太守公孙康。", ("曹操",), "辽东城", "mention"),
])
def test_fleeing_to_a_place(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(
        ("wulin", "乌林", "city", 29.9, 113.6),
        ("huarongdao", "华容道", "city", 30.4, 112.9, 50),
        ("nanjun", "南郡", "city", 30.4, 112.2),
    )
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 白话 去X: went to X (资治通鉴 卷201 白话, 卷170 白话)…
    ("丁丑（疑误），到达东都洛阳，逗留六天；甲申（疑误），去合璧宫；夏季，四月，甲辰（初八），到京师长安。",
     ("唐高宗",), "合璧宫", "stop"),
    ("五月，庚戌（二十二日），北周国主去醴泉宫。", ("北周国主",), "醴泉宫", "stop"),
    # …but 去X三十里 is how far (卷181: 东济萨水，去平壤城三十里; 明史演义: 去怀来仅二十里).
    ("于是遂进，东济萨水，去平壤城三十里，因山为营。", ("宇文述",), "平壤城", "mention"),
    ("振偕英宗徐徐南还，至土木堡，日尚未晡，去怀来仅二十里。", ("英宗",), "怀来", "mention"),
])
def test_going_to_a_place_or_how_far_it_is(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(
        ("hebigong", "合璧宫", "city", 34.7, 112.3, 15),
        ("liquangong", "醴泉宫", "city", 34.6, 108.4),
        ("pingrang", "平壤城", "city", 39.0, 125.7),
        ("huailai_t", "怀来", "city", 40.4, 115.5),
    )
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The 白话's X的Y is the classical X之Y: the verb before the owner reaches the place
    # (资治通鉴 卷180 白话: 炀帝驾临启民可汗的营帐; 卷181 白话: 炀帝车驾到涿郡的临朔宫)…
    ("乙酉（初九），炀帝驾临启民可汗的营帐，启民捧着酒杯为炀帝祝寿。", ("炀帝",), "营帐", "stop"),
    ("夏季，四月，庚午（十五日），炀帝车驾到涿郡的临朔宫，随从车驾的文武官员。", ("炀帝",), "临朔宫", "mention"),
    # 溯 goes up a river (卷180 and its 白话: 溯金河 / 溯金河而上)…
    ("八月，壬午，车驾发榆林，历云中，溯金河。", ("车驾",), "金河", "stop"),
    ("八月，壬午（初六），炀帝的车驾从榆林出发，经过云中，溯金河而上。", ("炀帝",), "金河", "stop"),
    # …and 想去X is a wish (卷180 白话: 炀帝想要出塞去炫耀兵力…想去涿郡).
    ("炀帝想要出塞去炫耀兵力，径直进入突厥境内，想去涿郡。", ("炀帝",), "涿郡", "mention"),
])
def test_baihua_owners_rivers_and_wishes(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(
        ("qimin_tent", "营帐", "city", 40.5, 111.0, 50),
        ("linshuo", "临朔宫", "city", 39.9, 116.3),
        ("zhuojun", "涿郡", "city", 39.9, 116.4),
        ("jinhe", "金河", "river", 40.7, 111.6, 20),
        ("yulin_t", "榆林", "city", 40.2, 111.1),
        ("yunzhong", "云中", "city", 40.3, 111.1),
    )
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party", "place", "reason"), [
    # A sentence whose first words are someone else's but whose party acts in it too hands
    # the topic back to the party (资治通鉴 卷180: 衡复献食，帝令颁赐公卿…己巳，至东都; its
    # 白话 the same)…
    ("帝至榆林。帝至云中。帝幸张衡宅。衡复献食，帝令颁赐公卿，下至卫士，无不沾洽。己巳，至东都。",
     ("帝",), "东都", "arrive"),
    ("炀帝到达榆林。炀帝到达云中。张衡又进献食物，炀帝命令分赐给公卿，下至卫士，无不沾恩。己巳，到达东都。",
     ("炀帝",), "东都", "arrive"),
    # …while one that is only someone else's keeps it his (卷181: 述等且战且行。…至萨水).
    ("帝至榆林。帝至云中。宇文述等渡水。述等为方陈而行，述等且战且行。秋，七月，壬寅，至萨水。", ("帝",), "萨水", "topic"),
])
def test_the_topic_returns_to_the_party(text: str, party: tuple[str, ...], place: str, reason: str) -> None:
    rows = gaz_rows(
        ("yulin_t", "榆林", "city", 40.2, 111.1),
        ("yunzhong", "云中", "city", 40.3, 111.1),
        ("dongdu_t", "东都", "capital", 34.6, 112.4),
        ("sashui_t", "萨水", "river", 39.6, 125.6),
    )
    got = [reason for _, reason in judged_at(text, party, place, rows)]
    assert got[-1] == reason


@pytest.mark.parametrize(("text", "party", "names"), [
    # A tour that names no place, before any stop, sets out from the capital (续资治通鉴 景德元年:
    # 庚午，车驾北巡; 资治通鉴 卷45: 春，二月，庚子，上东巡。癸亥，耕于下邳)…
    ("九月，诏群臣议。庚午，车驾北巡。辛未，次长垣县。", ("车驾", "帝"), ["京师", "长垣县"]),
    ("[1]春，二月，庚子，上东巡。癸亥，耕于下邳。", ("上",), ["京师", "下邳"]),  # (耕于X: the rite done there)
    # …not once the text has the party somewhere (卷212: 车驾自东都北巡), nor as a wish (卷181: 欲东巡会稽).
    ("壬午，上至东都。十月，车驾东巡。", ("上",), ["东都"]),
    ("上欲东巡会稽。辛未，次长垣县。", ("上",), ["长垣县"]),
    # A sovereign setting out for a place reached later leaves from the city he leaves someone to keep, not the
    # capital (资治通鉴 卷182: 帝幸辽东，命…辅越王侗留守东都); the keeper of the place he goes to is no sign of it (续资治通鉴
    # 卷137: 金主褒如中都，次小口，使中都留守宗宪先往)
    ("戊寅，帝幸辽东，命民部尚书樊子盖等辅越王侗留守东都。辛未，次长垣县。辛巳，至辽东。", ("帝",),
     ["东都", "长垣县", "辽东"]),
    ("己丑，金主褒如中都，次小口，使中都留守宗宪先往。壬申，至中都。", ("金主褒",), ["京师", "小口", "中都"]),
])
def test_a_tour_that_names_no_place_leaves_the_capital(text: str, party: tuple[str, ...], names: list[str]) -> None:
    from route.places.gazetteer import parse_gazetteer
    from route.places.stops import find_capital_start

    rows = gaz_rows(
        ("changyuan", "长垣县", "city", 35.2, 114.7),
        ("xiapi", "下邳", "city", 34.3, 118.0),
        ("capital_t", "京师", "capital", 34.7, 114.3),
        ("dongdu_t", "东都", "capital", 34.6, 112.4),
        ("liaodong_t", "辽东", "city", 41.3, 123.2),
        ("zhongdu_t", "中都", "city", 39.9, 116.3),
        ("xiaokou_t", "小口", "city", 40.4, 117.0),
    )
    gaz = parse_gazetteer(ANNALS_PLACES.splitlines(keepends=True)[0] + rows, "t.csv")
    t = parse_text(text, name="t.txt")
    dates = find_dates(t.content)
    found = classify_mentions(t, find_places(t, gaz), dates, party)
    found += find_capital_start(t, analyse_layout(t, dates), dates, party, gaz.lookup("京师"), found)
    assert [m.place.name for m in sorted(found, key=lambda m: m.start) if m.role == "stop"] == names


@pytest.mark.parametrize(("text", "context", "names"), [
    # A round trip the annals name only on the way back sets out from the capital: the sovereign's
    # first stop is one he sets out for (幸, 巡幸) and a later one brings him home (后汉书 光武帝纪 建武四年;
    # 明史 世宗纪 嘉靖十八年, its translation: 巡幸承天 … 回京)…
    ("四年春正月甲申，大赦天下。\n二月壬子，幸怀。\n壬申，至自怀。", "建武四年", ["洛阳", "怀", "洛阳"]),
    ("二月一日，立皇子朱载壑为皇太子。\n十六日，巡幸承天，皇太子监国。\n四月十五日，回京。", "嘉靖十八年",
     ["京师", "承天", "京师"]),
    # …not a trip that does not come home (no round trip to read), nor one whose first stop is reached,
    # not set out for (至怀: the text may open on the road).
    ("四年春正月甲申，大赦天下。\n二月壬子，幸怀。", "建武四年", ["怀"]),
    ("四年春正月甲申，大赦天下。\n二月壬子，至怀。\n壬申，至自怀。", "建武四年", ["怀", "洛阳"]),
])
def test_a_round_trip_sets_out_from_the_capital(text: str, context: str, names: list[str]) -> None:
    rows = gaz_rows(("huai", "怀", "city", 35.1, 113.2), ("chengtian", "承天", "city", 31.2, 112.6),
                    ("luoyang_t", "洛阳", "capital", 34.7, 112.4), ("jingshi_t", "京师", "capital", 39.9, 116.4))
    gaz = parse_gazetteer(ANNALS_PLACES.splitlines(keepends=True)[0] + rows, "t.csv")
    it = build_itinerary(parse_text(text, name="t.txt"), gaz, context=context, party=("上",))
    assert [s.place.name for s in it.stops] == names


@pytest.mark.parametrize(("text", "party", "expected"), [
    # A river crossed right after 自X in one clause is a stop after X, as bench/gold/README.md counts every river
    # crossed (清史稿 圣祖纪: 丙子，上自横城渡河; 资治通鉴 卷217: 丁亥，安禄山自灵昌渡河; 卷123 拓跋焘从云中渡过黄河, 卷184
    # 李渊从临晋渡过渭水: their gold lists the river, those of 圣祖纪 and 卷217 do not)…
    ("辛未，次花马池。丙子，上自横城渡河。丁丑，上驻跸宁夏。", ("上",),
     [("花马池", "stop"), ("横城", "stop"), ("黄河", "stop"), ("宁夏", "stop")]),
    ("丁亥，安禄山自灵昌渡河，以约败船及草木横绝河流。", ("安禄山",), [("灵昌", "stop"), ("黄河", "stop")]),
    # …and so is one crossed on the way between two stops (卷181: 帝自江都行幸
    # 涿郡，御龙舟，渡河入永济渠; 涿郡, where this line ends on the way, only set out for).
    ("乙亥，帝自江都行幸涿郡，御龙舟，渡河入永济渠。", ("帝",), [("江都", "stop"), ("涿郡", "mention"), ("黄河", "stop")]),
])
def test_a_river_crossed_is_a_stop(text: str, party: tuple[str, ...], expected: list[tuple[str, str]]) -> None:
    from route.places.gazetteer import parse_gazetteer

    rows = gaz_rows(
        ("huamachi", "花马池", "city", 37.8, 107.4), ("hengcheng", "横城", "city", 38.4, 106.4),
        ("ningxia_t", "宁夏", "city", 38.5, 106.3), ("huanghe_t", "黄河", "river", 35.0, 113.2),
        ("lingchang_t", "灵昌", "city", 35.5, 114.5), ("jiangdu_t", "江都", "city", 32.4, 119.4),
        ("zhuojun_t", "涿郡", "city", 39.9, 116.4))
    gaz = parse_gazetteer(ANNALS_PLACES.splitlines(keepends=True)[0] + rows, "t.csv")
    t = parse_text(text, name="t.txt")
    found = classify_mentions(t, find_places(t, gaz), find_dates(t.content), party)
    assert [(m.place.name, m.role) for m in found if m.place.name in {n for n, _ in expected}] == expected


@pytest.mark.parametrize(("text", "party", "expected"), [
    # In the classical language 去X leaves X and 适X goes to X (东周列国志 第三十五回: 重耳去曹适宋;
    # 再说重耳去宋; 资治通鉴 卷217: 苏毗王子悉诺逻去吐蕃来降), while the 白话's 去X goes there
    # (卷201 白话: 去合璧宫; see test_going_to_a_place_or_how_far_it_is).
    ("重耳去曹适宋。狐偃前驱先到。", ("重耳",), [("曹", "leave"), ("宋", "arrive")]),
    ("再说重耳去宋，将至郑国。", ("重耳",), [("宋", "leave")]),
    ("苏毗王子悉诺逻去吐蕃来降。", ("悉诺逻",), [("吐蕃", "leave")]),
])
def test_qu_in_the_classical_language_leaves(text: str, party: tuple[str, ...], expected: list[tuple[str, str]]) -> None:
    rows = gaz_rows(
        ("cao_t", "曹", "city", 35.1, 115.6),
        ("song_t", "宋", "city", 34.4, 115.6),
        ("tubo_t", "吐蕃", "city", 29.6, 91.1, 50),
    )
    got = [(p, r) for p, _, r in judge_with(text, party, places=rows) if p in {n for n, _ in expected}]
    assert got == expected


@pytest.mark.parametrize(("text", "party", "handed"), [
    # Only an heir takes the throne from the party (明史 英宗纪: 王即皇帝位, 郕王; the issue's
    # 太子即皇帝位 of 肃宗); a rebel enthroned in the capital does not (资治通鉴 卷254: 壬辰，巢即
    # 皇帝位于含元殿; 卷217: 禄山…自称大燕皇帝 is no accession word at all).
    ("秋八月，英宗北狩。九月癸未，王即皇帝位，遥尊皇帝为太上皇帝。", ("英宗", "帝", "上"), True),
    ("辛卯，巢始入宫。壬辰，巢即皇帝位于含元殿，画皂缯为衮衣。", ("上", "帝"), False),
    ("黄巢攻入长安，辛卯，黄巢即皇帝位，国号大齐。", ("上", "帝"), False),
])
def test_only_an_heir_takes_the_throne(text: str, party: tuple[str, ...], handed: bool) -> None:
    from route.places.stops import find_handover

    t = parse_text(text, name="t.txt")
    assert (find_handover(t, party, analyse_layout(t, [])) is not None) == handed


@pytest.mark.parametrize(("text", "place"), [
    # The party escorted (奉帝), greeted (迎谒) or caught up with (追及上) at a place is there
    # (资治通鉴 卷254: 令孜帅神策兵五百奉帝自金光门出; 敬迎谒于鹿头关; 凝绩追及上于汉州; 卷228:
    # 陆贽、吴通微等追及上于咸阳).
    ("令孜帅神策兵五百奉帝自金光门出，惟福、穆、潭、寿四王与妃嫔数人从行。", "金光门"),
    ("敬迎谒于鹿头关。辛未，上至绵州。", "鹿头关"),
    ("遣其子凝绩诣行在，凝绩追及上于汉州。", "汉州"),
    ("翰林学士陆贽、吴通微等追及上于咸阳。", "咸阳"),
])
def test_the_party_escorted_greeted_or_caught_up_with(text: str, place: str) -> None:
    rows = gaz_rows(
        ("jinguang", "金光门", "city", 34.27, 108.9, 5),
        ("lutou", "鹿头关", "pass", 31.2, 104.3, 5),
        ("hanzhou_t", "汉州", "city", 31.0, 104.3, 5),
        ("mianzhou_t", "绵州", "city", 31.5, 104.7, 5),
        ("xianyang_t", "咸阳", "city", 34.3, 108.7, 5),
    )
    got = [ro for p, ro, _ in judge_with(text, ("上", "帝", "车驾"), places=rows) if p == place]
    assert got[0] == "stop"


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 发X兵 calls up X's troops; nobody leaves X (资治通鉴 卷228 and its 白话; 宋史 太宗纪)…
    ("上发泾原诸道兵救襄城。", ("上",), "泾原", "mention"),
    ("德宗征发泾原各道兵马援助襄城。", ("德宗",), "泾原", "mention"),
    ("诏发潭州兵击梅山。", ("帝",), "潭州", "mention"),
    # …while 发X alone leaves it (明史 英宗纪: 甲午，发京师).
    ("甲午，发潭州。", ("上",), "潭州", "stop"),
])
def test_troops_called_up_from_a_place(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("jingyuan", "泾原", "city", 35.5, 107.4), ("tanzhou_t", "潭州", "city", 28.2, 113.0))
    got = [role for role, _ in judged_at(text, party, place, rows)]
    assert got[0] == role


@pytest.mark.parametrize(("text", "party"), [
    # A novel turns to a thread with 却说, 再说, 且说 (三国演义: 却说曹操…; 东周列国志 第三十五回:
    # 再说重耳去宋): the person after it is the subject all the same.
    ("却说曹操引兵至营州。却说曹操至幽州。却说曹操至辽东城。再说曹操至安市城。", ("曹操",)),
    ("且说李世民至营州。话说李世民至幽州。再说李世民至辽东城。", ("李世民",)),
])
def test_a_novels_thread_markers_hide_no_subject(text: str, party: tuple[str, ...]) -> None:
    t = parse_text(text, name="t.txt")
    assert find_main_party(t, find_places(t, GAZ), analyse_layout(t, [])) == party


@pytest.mark.parametrize(("text", "party", "place"), [
    # Those who could not follow the party stay behind: the party is the one they missed
    # (资治通鉴 卷254 白话; 卷228 白话: 来不及跟从德宗出走的人…留在长安, here told the same way).
    ("中丞赵、刑部侍郎李、京兆尹李汤由于来不及跟从唐僖宗出逃，留在长安，躲藏在民间。", ("唐僖宗",), "长安"),
    ("后宫中的诸王、公主来不及跟从德宗出走，留在长安。", ("德宗",), "长安"),
    # the party known by a shorter name than the text writes (僖宗 of 唐僖宗)
    ("中丞赵、刑部侍郎李、京兆尹李汤由于来不及跟从唐僖宗出逃，留在长安，躲藏在民间。", ("僖宗", "上"), "长安"),
    # could not keep up (卷256 白话)
    ("襄王的儿子李，是肃宗的第五代孙子，身患疾病，跟不上僖宗，便留在遵涂驿，被朱玫俘获。", ("僖宗", "上"), "遵涂驿"),
])
def test_those_left_behind_are_not_the_party(text: str, party: tuple[str, ...], place: str) -> None:
    got = [ro for p, ro, _ in judge_with(text, party, places=gaz_rows(("zuntu", "遵涂驿", "city", 34.3, 107.0)))
           if p == place]
    assert got[0] == "mention"


_HEADING_ROWS = gaz_rows(
    ("luogu", "骆谷", "pass", 33.9, 108.2), ("xushui", "婿水", "river", 33.15, 107.33),
    ("xingyuan", "兴元", "city", 33.07, 107.03), ("chenliu", "陈留", "city", 34.8, 114.6),
    ("luoyang_t", "洛阳", "city", 34.67, 112.43), ("yingzhou_t", "营州", "prefecture", 41.58, 120.45),
    ("xiangyang_t", "襄阳", "city", 32.0, 112.12), ("huazhou_t", "华州", "prefecture", 34.51, 109.76),
    ("gongyuanmen", "宫苑门", "city", 34.28, 108.9),
)


@pytest.mark.parametrize(("text", "party", "expected"), [
    # Heading for a place on the way the march went is being there: a verb of hasting or
    # flight (资治通鉴 卷254 and its 白话), troops led there (卷217), a going verb after it.
    ("冬，十一月，上发长安。丙戌，上趣骆谷。戊子，上至婿水。", ("上",),
     [("长安", "stop"), ("骆谷", "stop"), ("婿水", "stop")]),
    ("唐僖宗离开长安。唐僖宗向骆谷奔逃。戊子（初九），唐僖宗奔至婿水。", ("唐僖宗",),
     [("长安", "stop"), ("骆谷", "stop"), ("婿水", "stop")]),
    ("禄山至陈留。安禄山引兵向荥阳，太守崔无诐拒之。禄山至洛阳。", ("禄山", "安禄山"),
     [("陈留", "stop"), ("荥阳", "stop"), ("洛阳", "stop")]),
    # … but not when the next stop comes before it (the 645 chapter: 向定州前进, then 幽州),
    ("太宗至营州。太宗又起驾继续向定州前进。太宗到达幽州。", ("太宗",),
     [("营州", "stop"), ("定州", "mention"), ("幽州", "stop")]),
    # nor when the next stop is short of it (资治通鉴 卷254 白话: 逃往兴元, then 婿水 and 兴元),
    ("唐僖宗离开长安。唐僖宗逃往兴元，一路上没有停留。唐僖宗至婿水。唐僖宗到达兴元。", ("唐僖宗",),
     [("长安", "stop"), ("兴元", "mention"), ("婿水", "stop"), ("兴元", "stop")]),
    # nor when the next stop leaves somewhere else: the party has not gone yet (资治通鉴 卷223 白话),
    ("代宗逃往陕州，官吏躲藏逃窜。代宗才出宫苑门。丁丑（初八），代宗到达华州。", ("代宗",),
     [("陕", "mention"), ("宫苑门", "stop"), ("华州", "stop")]),
    # nor when the next stop is its arrival (that stop stands),
    ("禄山至陈留。安禄山引兵向荥阳。禄山至荥阳。", ("禄山", "安禄山"), [("陈留", "stop"), ("荥阳", "mention"), ("荥阳", "stop")]),
    # nor when 向 heads no move (刘备…向襄阳人司马徽询访, 资治通鉴 卷65 白话; 东指柳城 alone).
    ("刘备在荆州，向襄阳人司马徽询访。", ("刘备",), [("襄阳", "mention")]),
])
def test_heading_for_a_place_on_the_way(text: str, party: tuple[str, ...], expected: list[tuple[str, str]]) -> None:
    got = [(p, ro) for p, ro, _ in judge_with(text, party, places=_HEADING_ROWS) if p != "荆州"]
    assert got == expected


@pytest.mark.parametrize(("text", "party"), [
    # The night's march goes on after the party set out (资治通鉴 卷228 and its 白话): neither
    # the time of day nor a one-word move (遂行) is someone else opening the clause.
    ("姜公辅叩马言曰：“请召使从行。”上仓猝不暇用其言，曰：“无及矣！”遂行。夜至咸阳，饭数匕而过。", ("上",)),
    ("姜公辅进言说：“请将朱召来，让他随从出走。”德宗说：“来不及了！”便出发了。夜里来到咸阳，大家只吃了几勺饭便过去了。",
     ("德宗",)),
    # (行 opens clauses in 行在 and 行军司马 too: still a move, no one's given name)
    ("上发长安，行在都虞候白志贞为都知兵马使。行军司马齐映从。姜公辅叩马言曰：“请召使从行。”"
     "上仓猝不暇用其言，曰：“无及矣！”遂行。夜至咸阳，饭数匕而过。", ("上",)),
])
def test_night_march_after_setting_out(text: str, party: tuple[str, ...]) -> None:
    rows = gaz_rows(("xianyang", "咸阳", "city", 34.33, 108.7))
    assert judged_at(text, party, "咸阳", rows)[0][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # Someone goes to a place and meets or catches up with the party there: the party was
    # there (资治通鉴 卷254 白话 twice, 卷228 白话), whoever opens the clause.
    ("陈敬将他逮捕并乱棒打死。陈敬赶到鹿头关迎接唐僖宗。", ("唐僖宗",), "鹿头关", "stop"),
    ("郑畋又派遣其儿子郑凝绩到行营，郑凝绩赶到汉州追上唐僖宗的车驾。", ("僖宗", "上"), "汉州", "stop"),
    ("翰林学士陆贽、吴通微等人在咸阳追上了德宗。", ("德宗",), "咸阳", "stop"),
    ("丰王李珙在潼关拜见代宗，代宗没有责备他。", ("代宗",), "潼关", "stop"),
    # Paying court there may tell of earlier days (资治通鉴 卷201 白话: 恰好武惟良…到泰山朝见皇帝,
    # a look back), and a plan to meet is no meeting yet.
    ("恰好武惟良、武怀运与各州刺史到泰山朝见皇帝。", ("皇帝",), "泰山", "mention"),
    ("陈敬打算到鹿头关迎接唐僖宗。", ("唐僖宗",), "鹿头关", "mention"),
])
def test_met_there_by_someone_who_came(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("lutouguan", "鹿头关", "pass", 31.25, 104.4), ("hanzhou_t", "汉州", "prefecture", 30.98, 104.27),
                    ("xianyang", "咸阳", "city", 34.33, 108.7), ("taishan", "泰山", "mountain", 36.25, 117.1))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("text", "party", "names"), [
    # A sovereign's capital named in the narrative before his first stop, which no place of
    # departure opens, is where the march sets out (资治通鉴 卷181; 新唐书 德宗纪; 卷125 of a 魏主)…
    ("帝以诸蕃酋长毕集洛阳，丁丑，于端门街盛陈百戏。三月，癸亥，帝幸江都宫。", ("帝",), ["洛阳", "江都"]),
    ("丁未，泾原兵讨李希烈，次于浐水，反，犯京师。上如奉天。", ("上",), ["京师", "奉天"]),
    ("九月，辛卯，魏主引兵南救滑台，命太子晃屯漠南以备柔然，吴王余守平城。冬，十月，魏主至枋头。", ("魏主",),
     ["平城", "枋头"]),
    # …not a plan, a man's name, an office, or someone else's capital (安禄山 sets out from 范阳)…
    ("魏主以平城地寒，六月雨雪，将迁都洛阳。丁亥，魏主至滑台。", ("魏主",), ["平城", "滑台"]),
    ("魏主欲迁都洛阳。丁亥，魏主至滑台。", ("魏主",), ["滑台"]),
    ("癸卯，贼帅司马长安破西河郡。己酉，幸太原。", ("帝",), ["太原"]),
    ("戊戌，东都、汝行营节度使哥舒曜讨李希烈。上如奉天。", ("上",), ["奉天"]),
    ("禄山以京师有备，遂引兵。乙卯，禄山至滑台。", ("禄山",), ["滑台"]),
    # Of several, the last in a sentence the party opens; else the first (蔡东藩 五代史演义 第五十八回:
    # 金陵 is the enemy's; 资治通鉴 卷139: the 齐 court's 建康 after 魏主以平城地寒).
    ("廷谓报捷金陵。周主不遑内顾，仍令留守东京，自率赵匡胤等出都，倍道至镇淮军。", ("周主",), ["东京", "镇淮军"]),
    ("魏主以平城地寒，将迁都洛阳。齐主在建康。丁亥，魏主至滑台。", ("魏主",), ["平城", "滑台"]),
    # A capital he sets out for (幸东都) still starts from the one named before (资治通鉴 卷213), while a
    # capital first reached otherwise is where the march begins (唐史演义 第九十二回: 东都防御兵 are troops).
    ("[3]丙子，上躬耕于兴庆宫侧，尽三百步。[8]冬，十月，丙申，上幸东都。", ("上",), ["长安", "洛阳"]),
    ("诏遣汝州防御使诸葛爽，率东都防御兵往救河东。承范点齐兵数，入朝辞行，僖宗御章信门楼，亲自慰遣。",
     ("僖宗",), ["长安"]),
    # …nor when the text tells where he set out from (卷181: 帝自江都行幸涿郡).
    ("帝以诸蕃酋长毕集洛阳。帝自江都行幸涿郡。", ("帝",), ["江都", "涿郡"]),
    # …nor a capital built or repaired while he is away (宋史 太祖纪 开宝八年: 修西京宫阙; 资治通鉴 卷182: 城大兴).
    ("丁巳，修东京宫阙。辛亥，诏郡国令佐察民有孝悌力田者。丙子，幸太原。", ("上",), ["太原"]),
    ("[8]丁丑，发丁男十万城长安。[9]戊寅，帝幸太原。", ("帝",), ["太原"]),
])
def test_the_capital_named_before_the_first_stop_is_where_it_begins(text: str, party: tuple[str, ...],
                                                                   names: list[str]) -> None:
    rows = gaz_rows(
        ("luoyang_t", "洛阳", "capital", 34.6, 112.4),
        ("jingshi_t", "京师", "capital", 34.3, 108.9),
        ("pingcheng_t", "平城", "capital", 40.1, 113.3),
        ("changan_t", "长安", "capital", 34.3, 108.95),
        ("jiangdu_t", "江都", "city", 32.4, 119.4),
        ("zhuojun_t", "涿郡", "city", 39.9, 116.4),
        ("fengtian_t", "奉天", "city", 34.5, 108.2),
        ("huatai_t", "滑台", "city", 35.5, 114.6),
        ("fangtou_t", "枋头", "city", 35.6, 114.5),
        ("jinling_c", "金陵", "capital", 32.05, 118.78), ("dongjing_c", "东京", "capital", 34.8, 114.3),
        ("jiankang_c", "建康", "capital", 32.06, 118.79), ("zhenhuai_c", "镇淮军", "city", 32.9, 117.6),
        ("taiyuan_t", "太原", "city", 37.9, 112.5),
    )
    rows = rows.replace("changan_t,长安,,", "changan_t,长安,兴庆宫;章信门,").replace("luoyang_t,洛阳,,", "luoyang_t,洛阳,东都,")
    gaz = parse_gazetteer(ANNALS_PLACES.splitlines(keepends=True)[0] + rows, "t.csv")
    t = parse_text(text, name="t.txt")
    dates = find_dates(t.content, "大业六年")
    found = classify_mentions(t, find_places(t, gaz), dates, party)
    found += find_capital_start(t, analyse_layout(t, dates), dates, party, None, found)
    assert [m.place.name for m in sorted(found, key=lambda m: m.start) if m.role == "stop"] == names


@pytest.mark.parametrize(("text", "party", "left"), [
    # Leaving by a gate before any stop leaves the capital (资治通鉴 卷228, 卷254, and their 白话).
    ("贼已斩关而入，上乃与王贵妃、韦淑妃、太子、诸王、唐安公主自苑北门出。夜至咸阳。", ("上",), True),
    ("德宗这才与王贵妃、韦淑妃、太子、诸王、唐安公主等人从宫苑的北门出走。夜里来到咸阳。", ("德宗",), True),
    ("令孜帅神策兵五百奉帝自金光门出，惟福、穆、泽、寿四王及妃嫔数人从行。", ("帝", "上"), True),
    ("田令孜率领神策军士兵五百人护卫着唐僖宗自金光门出城。", ("唐僖宗",), True),
    # The gate after the going out, the party named earlier in the sentence (资治通鉴 卷260), and
    # both forms in one phrase (高士奇 扈从西巡日录: 銮舆由宣武门出广寜门).
    ("上惧为所迫，辛酉，以筠、居实两都兵自卫，出启夏门，趣南山。", ("上",), True),
    ("康熙二十二年二月十二日甲申　　銮舆由宣武门出广寜门过卢沟桥河流沆漭", ("銮舆",), True),
    # Someone else at a gate is not the party leaving (明史演义: 石亨出安定门; 景帝出东安门迎接 上皇).
    ("石亨出安定门，来截逃兵。", ("上皇",), False),
    ("上皇已至京城，景帝出东安门迎接。", ("上皇",), False),
    # A tour told in the 白话's words sets out from the capital too (后汉书 章帝纪 translation: 八月初八，章帝巡视南方;
    # 资治通鉴 卷55 白话: 十月壬寅（初五），桓帝前往南方巡视; 卷181 白话: 炀帝到北方巡视)
    ("八月初八，章帝巡视南方。", ("章帝",), True),
    ("十月壬寅（初五），桓帝前往南方巡视。", ("桓帝",), True),
    ("炀帝到北方巡视。", ("炀帝",), True),
])
def test_a_gate_or_a_tour_leaves_the_capital(text: str, party: tuple[str, ...], left: bool) -> None:
    t = parse_text(text, name="t.txt")
    capital = load_gazetteer(DEFAULT_PLACES).lookup("京师")
    got = find_capital_start(t, analyse_layout(t, []), [], party, capital, [])
    assert [(m.place.name, m.reason) for m in got] == ([("长安", "leave")] if left else [])


@pytest.mark.parametrize(("name", "party"), [
    # A hero with no surname is found as the main party when the novel keeps writing his name
    # (东周列国志 第三十五回: 重耳去曹适宋, 再说重耳去宋, 重耳遂安居于楚) …
    ("zhou_chonger_exile_novel", ("重耳",)),
    # … and a lord the novel names by his title far more often than by his state and title is named as
    # often as both (东周列国志 第二十一回: 桓公 62 times, 齐桓公 7; 答里呵, the enemy, 20), while in 第三十五回
    # the titles of 秦穆公 and 晋献公 do not lift them over 重耳
    ("huiwang13_huangong_shanrong_novel", ("齐桓公",)),
    # … and 自 or 却 after a name is an adverb, no part of it (三国演义 第五十八回: 操自领兵渡渭河, 曹操 not 马超, who
    # is named more often; 五代史演义 第五十五回: 周主自至城下; 三国演义 第九十二回: 孔明却在南安城外, not the 刘禅 of 建兴)
    ("jianan16_caocao_tongguan_sgyy", ("曹操",)),
    ("xiande4_shizong_huainan_novel", ("周主",)),
    ("jianxing6_zhugeliang_qishan_sgyy", ("诸葛亮",)),
    # … and a frequent name does not take the party from the one who moves most (三国演义
    # 第三十三回: 玄德 is named often, 曹操 marches).
    ("jianan12_caocao_wuhuan_sgyy", ("曹操",)),
    # A prince the novel names by his fief opens the sentences of moves that name no one (隋唐演义
    # 第五十九回: 秦王 99 times, found as 李世民, not 敬德; 唐书志传通俗演义: 唐公 40 times, 李渊).
    ("wude4_shimin_hulao_novel", ("李世民",)),
    ("yining1_liyuan_changan_novel", ("李渊",)),
    # A novel's moves that name no one are no sign of the sovereign, as the annals' are: the one it names
    # moving is found (两晋演义 第九十五回: 刘裕, written 裕).
    ("yixi5_liuyu_guanggu_novel", ("刘裕",)),
    # (唐史演义 第五十九回: 仆固怀恩 moves as often as 代宗, 怀恩北走灵州, and is named as often: no one leads;
    # the pipeline's party is then the ruler of its years, see below)
    ("guangde1_daizong_shanzhou_novel", ()),
])
def test_main_party_of_a_novel(name: str, party: tuple[str, ...]) -> None:
    gold, t, gaz = gold_text(name)
    assert find_main_party(t, find_places(t, gaz), analyse_layout(t, find_dates(t.content, gold.get("context")))) == party


# 三国志 魏书 武帝纪, 建安十三年 (NiuTrans/Classical-Modern 双语数据/三国志/魏书/武帝纪/source.txt, lines 391–403)
WUDIJI_13 = """十三年春正月，公还邺，作玄武池以肄舟师。
汉罢三公官，置丞相、御史大夫。
夏六月，以公为丞相。
秋七月，公南征刘表。
八月，表卒，其子琮代，屯襄阳，刘备屯樊。
九月，公到新野，琮遂降，备走夏口。
公进军江陵，下令荆州吏民，与之更始。
乃论荆州服从之功，侯者十五人，以刘表大将文聘为江夏太守，使统本兵，引用荆州名士韩嵩、邓义等。
益州牧刘璋始受征役，遣兵给军。
十二月，孙权为备攻合肥。公自江陵征备，至巴丘，遣张憙救合肥。
权闻憙至，乃走。
公至赤壁，与备战，不利。于是大疫，吏士多死者，乃引军还。
备遂有荆州、江南诸郡。"""


@pytest.mark.parametrize(("name", "text"), [
    # A noble rank alone as the subject of most moves is the party, when no one named moves as often: 三国志 武帝纪
    # never names 曹操 (二年春正月，公到宛; 公乃引兵还舞阴; 九月，公到新野; 公至赤壁)
    ("jianan2_caocao_qiyang_sgz", None),
    ("jianan13_caocao_huarong_sgyy", WUDIJI_13),
])
def test_a_rank_alone_is_the_party(name: str, text: str | None) -> None:
    gold, t, gaz = gold_text(name)
    t = parse_text(text, name="t.txt") if text else t
    dates = find_dates(t.content, gold.get("context"))
    assert find_main_party(t, find_places(t, gaz), analyse_layout(t, dates), dates=dates) == ("公",)


def test_a_novel_with_no_leader_follows_the_ruler_of_its_years() -> None:
    # 唐史演义 第五十九回: no mover leads, and 广德 is 代宗's: he is the party, by his temple name too
    assert "代宗" in gold_itinerary("guangde1_daizong_shanzhou_novel", party=()).party


@pytest.mark.parametrize(("text", "place", "role"), [
    # Someone who moved and then spoke keeps the story after his speech (资治通鉴 卷223: 郭子仪
    # …循山而东，谓王延昌曰：“…”过蓝田), and a sentence that names the party only as an object
    # (子仪恐吐蕃逼乘舆) is still his — in a text that names its movers (not annals, where a
    # move with no subject is the sovereign's) …
    ("郭子仪闻之，遽自咸阳归长安。丁丑，车驾至华州。辛巳，上至陕，百官稍有至者。郭子仪引三十骑自御宿川循山而东，谓王延昌曰："
     "“今速往收之。”过蓝田，遇元帅都虞候臧希让。", "蓝田", "mention"),
    ("郭子仪闻之，遽自咸阳归长安。子仪与延昌谋曰：“溃兵至商州。”丁丑，车驾至华州。辛巳，上至陕。子仪恐吐蕃逼乘舆，留军七盘，"
     "三日乃行，比至商州，行收兵。", "商州", "mention"),
    # … while the party speaking and moving on stays the party (卷228: 上…曰：“无及矣！”遂行。夜至咸阳).
    ("上仓猝不暇用其言，曰：“无及矣！”遂行。夜至咸阳，饭数匕而过。", "咸阳", "stop"),
])
def test_whose_story_after_speech(text: str, place: str, role: str) -> None:
    rows = gaz_rows(("lantian", "蓝田", "city", 34.15, 109.32), ("shangzhou", "商州", "prefecture", 33.87, 109.94),
                    ("xianyang", "咸阳", "city", 34.33, 108.7), ("huazhou_t", "华州", "prefecture", 34.51, 109.76))
    assert judged_at(text, ("上", "车驾", "乘舆"), place, rows)[-1][0] == role


def test_party_words_inside_a_speech_are_no_actor() -> None:
    # The usual party words (六军) spoken inside 郭子仪's words do not make his sentence the
    # party's (资治通鉴 卷223, read with no party named).
    text = ("郭子仪闻之，遽自咸阳归长安。丁丑，车驾至华州。辛巳，上至陕，百官稍有至者。郭子仪引三十骑自御宿川循山而东，"
            "谓王延昌曰：“六军将士逃溃者多在商州，今速往收之。”过蓝田，遇元帅都虞候臧希让。")
    rows = gaz_rows(("lantian", "蓝田", "city", 34.15, 109.32), ("huazhou_t", "华州", "prefecture", 34.51, 109.76))
    assert judged_at(text, ("上", "车驾", "六军", "大军"), "蓝田", rows)[-1][0] == "mention"


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The party moving its own residence (资治通鉴 卷260 上徙幸石门镇, its 白话 昭宗迁移到石门镇) …
    ("甲子，上徙幸石门镇，命薛王知柔与知枢密院刘光裕还京城。", ("上",), "石门镇", "stop"),
    ("甲子（初九），昭宗迁移到石门镇，诏令薛王李知柔返回京城。", ("昭宗",), "石门镇", "stop"),
    # … is no people sent (资治通鉴 卷212: 徙辽州民入营州, here as in test_not_there).
    ("上皇在瓦剌。徙辽州民入石门镇。", ("上皇",), "石门镇", "mention"),
    # A word that opens clauses for its grammar (以) is no one's given name (卷260).
    ("或传王行瑜、李茂贞欲自来迎车驾，上惧为所迫，辛酉，以筠、居实两都兵自卫，出启夏门，趣南山，宿莎城镇。",
     ("上",), "莎城镇", "stop"),
])
def test_the_party_moves_its_residence(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("shimen", "石门镇", "fortress", 34.05, 108.9, 30), ("shacheng", "莎城镇", "fortress", 34.1, 108.9, 20))
    assert judged_at(text, party, place, rows)[-1][0] == role


_SETTLED = gaz_rows(("guangning", "广宁", "prefecture", 40.6, 115.5), ("shanggu", "上谷", "prefecture", 40.4, 115.6),
                    ("xuwu", "徐无", "city", 40.1, 117.9), ("yingqiu", "营丘", "prefecture", 41.3, 120.4),
                    ("chengzhou", "成周", "prefecture", 41.4, 120.5), ("guanzhong", "关中", "region", 34.3, 108.9),
                    ("chaozhou_t", "潮州", "prefecture", 23.66, 116.62))


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A place (or list) right after a word of moving and followed by its people is whose homes are moved, not where the
    # party goes (资治通鉴 卷98: 燕王俊徙广宁、上谷二郡民于徐无; 卷122: 魏主引兵西还，徙营丘、成周…六郡民三万家于幽州;
    # 魏书 世祖纪 translation: 世祖移营丘、成周…六郡百姓共计三万多家到幽州) …
    ("燕王俊徙广宁、上谷二郡民于徐无，代郡民于凡城。", ("燕王俊", "俊"), "广宁", "mention"),
    ("燕王俊徙广宁、上谷二郡民于徐无，代郡民于凡城。", ("燕王俊", "俊"), "徐无", "mention"),
    ("九月，乙卯，魏主引兵西还，徙营丘、成周六郡民三万家于幽州。", ("魏主",), "营丘", "mention"),
    ("世祖移营丘、成周六郡百姓共计三万多家到幽州，开仓放粮救济他们。", ("世祖",), "幽州", "mention"),
    # … while the party moving itself there still goes (宋史 瀛国公纪: 昰移潮州; 资治通鉴 卷173: 周主如并州，徙并州军民四万户于关中).
    ("昰移潮州。", ("昰",), "潮州", "stop"),
    ("庚申，周主如并州，徙并州军民四万户于关中。", ("周主",), "并州", "stop"),
    ("庚申，周主如并州，徙并州军民四万户于关中。", ("周主",), "关中", "mention"),
])
def test_people_moved_from_a_place(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    assert judged_at(text, party, place, _SETTLED)[0][0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 迎之于X greets there the one just come, as 迎于X does (资治通鉴 卷189: 庚申，世民至西京，上迎之于长乐; 东周列国志 第二十一回:
    # 师过济水，鲁庄公迎之于鲁济) …
    ("庚申，世民至西京，上迎之于长乐。", ("世民",), "长乐", "stop"),
    ("师过济水，鲁庄公迎之于鲁济。", ("桓公", "师"), "鲁济", "stop"),
    # … not when someone else came (朱全忠至长安，宰相帅百官班迎于长乐坡, 卷263, in the 之 form).
    ("朱全忠至西京，宰相帅百官迎之于长乐。", ("昭宗", "上"), "长乐", "mention"),
])
def test_the_one_just_come_is_greeted(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("xijing_t", "西京", "city", 34.6, 112.4), ("changle_t", "长乐", "city", 34.3, 109.0),
                    ("jishui_t", "济水", "river", 35.5, 116.0, 100), ("luji_t", "鲁济", "city", 35.6, 116.5))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("text", "place"), [
    # In annals a move with no subject is the sovereign's, but a city taken right after a
    # sentence about a general is the general's (资治通鉴 卷260: 克用…；辛卯，拔永寿; 宋史 太宗纪:
    # 折御卿克岢岚军…乙丑，克隆州). A given name may hold a verb's character (克用 of 李克用).
    ("秋，七月，丙辰朔，李克用至河中。壬午，克用发河中。甲申，上至石门镇。乙酉，上至莎城镇。丙戌，上至石门镇。"
     "己丑，克用进军渭桥，遣其将李存贞为前锋；辛卯，拔永寿，又遣史俨将三千骑诣石门侍卫。", "永寿"),
    ("甲子，帝发镇州。壬戌，帝至太原。癸亥，帝至镇州。甲子，帝至太原。折御卿克岢岚军，获其军使折令图。乙丑，克隆州，"
     "获其招讨使李询等六人。己巳，折御卿克岚州。", "隆州"),
])
def test_in_annals_a_city_taken_after_a_generals_sentence_is_his(text: str, place: str) -> None:
    rows = gaz_rows(("shimen", "石门镇", "fortress", 34.05, 108.9, 30), ("shacheng", "莎城镇", "fortress", 34.1, 108.9, 20),
                    ("yongshou", "永寿", "city", 34.7, 108.14), ("hezhong", "河中", "city", 34.83, 110.3),
                    ("longzhou_t", "隆州", "prefecture", 37.86, 112.55), ("taiyuan_t", "太原", "city", 37.87, 112.55),
                    ("zhenzhou_t", "镇州", "prefecture", 38.14, 114.57))
    assert judged_at(text, ("上", "帝"), place, rows)[-1][0] == "mention"


@pytest.mark.parametrize(("text", "place", "role"), [
    # An inspection or a homage with the place as its object puts the party there (清史稿 高宗纪
    # 乾隆十六年; 资治通鉴 卷201) …
    ("丙子，上渡河，阅天妃闸。丁丑，阅高家堰。", "高家堰", "stop"),
    ("二月，己未，上幸亳州，谒老君庙。", "老君庙", "stop"),
    # … a sacrifice to a mountain or to the dead of a place does not (清史稿 圣祖纪: 祭贺兰山) …
    ("丁丑，上驻跸宁夏。祭贺兰山。", "贺兰山", "mention"),
    # … but one at a tomb or a temple is done there (清史稿 高宗纪 乾隆十六年; 资治通鉴 卷20).
    ("甲辰，裁杭州汉军副都统。乙巳，上祭禹陵。丙午，上奉皇太后还驻杭州府。", "禹陵", "stop"),
    ("然匈奴亦慑，终不敢出。上乃还，祭黄帝冢桥山，释兵须如。", "桥山", "stop"),
    # … and so is homage paid at a tomb (宋史 太祖纪 开宝九年 and its translation; 宋史 真宗纪 translation).
    ("己卯，次巩县，拜禹陵，号恸陨绝者久之。", "禹陵", "stop"),
    ("二十三日，朝拜禹陵、永昌诸陵。", "禹陵", "stop"),
    # … and a hunt held there (旧唐书 高宗纪 龙朔元年: 狩于陆浑; 春秋 哀公十四年: 西狩于大野).
    ("冬十月丁卯，狩于禹陵。癸酉，还宫。", "禹陵", "stop"),
    ("十有四年春，上西狩于高家堰，获麟。", "高家堰", "stop"),
])
def test_a_visit_with_the_place_as_object(text: str, place: str, role: str) -> None:
    rows = gaz_rows(("yuling", "禹陵", "city", 29.98, 120.61), ("hangzhou_t", "杭州府", "prefecture", 30.25, 120.17),
                    ("qiaoshan", "桥山", "mountain", 35.58, 109.26)).replace("桥山,,", "桥山,黄帝冢,")
    rows += gaz_rows(("gaojiayan", "高家堰", "city", 33.2, 118.95), ("tianfeizha", "天妃闸", "city", 33.5, 119.03),
                     ("bozhou_t", "亳州", "prefecture", 33.85, 115.78), ("laojunmiao", "老君庙", "city", 33.86, 115.77),
                     ("ningxia_t", "宁夏", "city", 38.47, 106.27), ("helanshan", "贺兰山", "mountain", 38.8, 105.9, 50),
                     ("gongxian_t", "巩县", "city", 34.76, 112.98))
    assert judged_at(text, ("上",), place, rows)[0][0] == role  # (黄帝冢桥山: the tomb, then its mountain)


@pytest.mark.parametrize(("text", "party", "place"), [
    # A hunt ring or a siege laid at a place puts the one who lays it there (清史稿 高宗纪 乾隆八年: 上行围於X, the
    # 於 of the edition; 资治通鉴 卷62: 操…围绣于穰), and the besieged too (卷12: 冒顿…围帝于白登).
    ("九月庚辰朔，上行围於伍什杭阿，亲射殪虎。辛巳，上行围威准。", ("上",), "伍什杭阿"),
    ("不如缓军以待之，可诱而致也。”操不从，围绣于穰。", ("操", "曹操"), "穰"),
    ("帝先至平城，兵未尽到；冒顿纵精兵四十万骑，围帝于白登七日。", ("帝",), "白登"),
    # …and so does a triumph held there: captives presented (资治通鉴 卷200: 定方献俘于乾阳殿; 周书 武帝纪: 大驾…献俘于太庙).
    ("显庆五年（庚申，公元六六零年）春，正月，定方献俘于乾阳殿。", ("苏定方", "定方"), "乾阳殿"),
    ("大驾布六军，备凯乐，献俘于太庙。", ("帝", "大驾"), "太庙"),
    # …and so do the army's rest, its parade home and the banner's rite before setting out (资治通鉴 卷291: 休兵于高平;
    # 宋书 武帝纪: 振旅于京师; 元史 世祖纪: 祃牙于开平东北).
    ("甲午，休兵于高平，选北汉降卒数千人为效顺指挥，命前武胜行军司马唐景思将之。", ("世宗", "帝"), "高平"),
    ("七年正月己未，振旅于京师，改授大将军、扬州牧，给班剑二十人，本官悉如故，固辞。", ("公",), "长安"),  # (京师: the rows' 长安)
    ("冬十一月戊申，祃牙于开平东北，是日启行。", ("帝",), "开平"),
])
def test_a_hunt_a_siege_or_a_triumph_at_a_place(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("wushihangga", "伍什杭阿", "city", 42.0, 117.5, 100), ("weizhun", "威准", "city", 42.0, 117.6, 100),
                    ("rang", "穰", "city", 32.7, 112.1), ("pingcheng_t", "平城", "city", 40.1, 113.3),
                    ("baideng", "白登", "mountain", 40.2, 113.5), ("qianyangdian", "乾阳殿", "city", 34.68, 112.45),
                    ("taimiao", "太庙", "city", 34.27, 108.95), ("gaoping_t", "高平", "city", 35.8, 112.9),
                    ("kaiping_t", "开平", "city", 42.36, 116.18))
    assert judged_at(text, party, place, rows)[0][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place"), [
    # A ruler named by his state, his posthumous name and his rank leads his state's army (史记 齐太公世家:
    # 齐师进次于陉; 东周列国志 第三十四回: 晋军退三十里 … 晋军列阵于有莘之北, of 晋文公).
    ("夏，楚王使屈完将兵扞齐，齐师进次于陉。", ("齐桓公",), "陉"),
    ("次日黎明，晋军列阵于有莘之北，楚军列陈于南，彼此三军，各自成列。", ("晋文公",), "有莘"),
    # The 军 of an army's name is no act of camping (辽史 兴宗纪 translation: 大军会于九十九泉, the army meets there).
    ("十四日，大军会于九十九泉，皇上命皇太弟重元、北院枢密使韩国王萧惠率先锋兵西进。", ("皇上",), "九十九泉"),
])
def test_a_rulers_state_army_is_his(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("xing_t", "陉", "mountain", 33.6, 113.9), ("youshen", "有莘", "city", 35.3, 115.2),
                    ("jiushijiuquan", "九十九泉", "marsh", 41.0, 112.8))
    assert judged_at(text, party, place, rows)[0][0] == "stop"


@pytest.mark.parametrize(("name", "party", "line", "place"), [
    # A ruler written by his state's title and his given name names the party by that title (资治通鉴 卷108:
    # 燕主垂东巡阳平、平原, of 慕容垂), and his state's army is his (燕军至台壁; 资治通鉴 卷165 白话 of 北齐's 高洋:
    # 北齐军队抵达白狼城).
    ("taiyuan19_murongchui_zhangzi_zztj", ("慕容垂",), 33, "阳平"),
    ("taiyuan19_murongchui_zhangzi_zztj", ("慕容垂",), 21, "台壁"),
    ("tianbao4_gaoyang_qidan_baihua", (), 14, "白狼城"),
])
def test_a_ruler_by_his_states_title(name: str, party: tuple[str, ...], line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name, party or None), line, place)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 移X moves the party where the place ends its clause (宋史 文天祥传 and its translation; 宋史 瀛国公纪: 昰移潮州) …
    ("至元十四年正月，大元兵入汀州，天祥遂移漳州，乞入卫。", ("文天祥", "天祥"), "漳州", "stop"),
    ("至元十四年正月，元兵攻入汀州，天祥于是迁移漳州，请求入卫朝廷。", ("文天祥", "天祥"), "漳州", "stop"),
    ("十一月，昰移潮州。", ("益王", "昰"), "潮州", "stop"),
    # … not a thing or an office moved from a place (明史 景帝纪: 移通州粮入京师).
    ("丙寅，移通州粮入京师。", ("上", "帝"), "通州", "mention"),
])
def test_moved_to_a_place_ending_its_clause(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("zhangzhou_t", "漳州", "prefecture", 24.5, 117.65), ("tingzhou_t", "汀州", "prefecture", 25.8, 116.35),
                    ("chaozhou_t", "潮州", "prefecture", 23.66, 116.62), ("tongzhou_t", "通州", "prefecture", 39.9, 116.65))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("text", "place"), [
    # A person the reader types goes by his given name alone too, though his surname is no word of the surname list
    # (岳 of 岳飞, a mountain elsewhere: 宋史 岳飞传 飞自以轻骑驻郾城; 宋史演义 第七十四回 飞遂进军朱仙镇).
    ("大军在颍昌，诸将分道出战，飞自以轻骑驻郾城，兵势甚锐。", "郾城"),
    ("会太行忠义两河豪杰，与岳飞部将梁兴，连败金兵，夺回怀、卫诸州，太行道绝，金人大恐。飞遂进军朱仙镇，距汴四十五里，"
     "与兀术对垒列阵。", "朱仙镇"),
])
def test_the_party_by_its_given_name(text: str, place: str) -> None:
    rows = gaz_rows(("yancheng_y", "郾城", "city", 33.59, 114.0), ("zhuxianzhen", "朱仙镇", "city", 34.6, 114.27),
                    ("yingchang_y", "颍昌", "city", 34.03, 113.85))
    assert judged_at(text, ("岳飞",), place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # A sentence opened by a sovereign word is someone else's story for a party of no such standing, and the
    # moves that follow it with no subject are his (资治通鉴 卷200, in 苏定方's story: 甲子，上发东都；二月，辛巳，
    # 至并州; 甲寅，上幸许州。十二月，辛未，畋于长社。己卯，还东都) …
    ("xianqing5_sudingfang_baiji_zztj", 11, "并州"),
    ("xianqing5_sudingfang_baiji_zztj", 24, "洛阳"),
    # (元史 世祖纪 translation, of 忽必烈 before his reign: 夏季，皇帝驾临月儿灭怯地方 … 冬季，在也灭干哈里叉海地方进行大规模狩猎)
    ("xianzong3_kublai_dali_yuanshibaihua", 41, "也灭干哈里义海"),
])
def test_the_sovereigns_moves_are_not_a_generals(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert [m.role for m in it.mentions if m.line == line and m.place.name == place] \
        and not stop_on(it, line, place)


@pytest.mark.parametrize(("name", "line", "word"), [
    # Back to the palace is a sovereign's return: for a general the party is not who lives there (资治通鉴 卷195 and its
    # 白话, in 侯君集's story: 车驾谒献陵；丁未，还宫; 太宗到樊川狩猎；乙巳（十三日），返回宫中).
    ("zhenguan14_houjunji_gaochang_zztj", 2, "还宫"),
    ("zhenguan14_houjunji_gaochang_zztj", 62, "还宫"),
    ("zhenguan14_houjunji_gaochang_baihua", 62, "返回宫中"),
])
def test_back_to_the_palace_is_a_sovereigns(name: str, line: int, word: str) -> None:
    it = gold_itinerary(name)
    assert not [m for m in it.mentions if m.line == line and m.text == word and m.role == "stop"]


CHAIN_PLACES = gaz_rows(
    ("shangjun", "上郡", "prefecture", 38.2, 109.9),
    ("xihe", "西河", "prefecture", 39.8, 110.0), ("wuyuan", "五原", "prefecture", 40.7, 109.7),
    ("chanyutai", "单于台", "city", 41.0, 110.5), ("shuofang", "朔方", "prefecture", 40.7, 108.8),
    ("beihe", "北河", "river", 40.8, 108.5), ("yunmeng", "云梦", "city", 30.9, 113.3),
    ("wu", "吴", "city", 31.3, 120.6), ("jiangcheng", "江乘", "city", 32.1, 119.0),
    ("jiuyi", "九疑山", "mountain", 25.3, 112.0), ("jieke", "藉柯", "city", 31.0, 117.0),
    ("haizhu", "海渚", "city", 31.5, 118.0), ("danyang_c", "丹阳", "city", 31.9, 118.9),
    ("qiantang", "钱唐", "city", 30.25, 120.15), ("langye", "琅邪", "city", 35.6, 119.8),
    ("zhifu", "之罘", "mountain", 37.6, 121.4), ("pingyuanjin", "平原津", "city", 37.2, 116.4),
    ("jieshi", "碣石", "mountain", 39.9, 119.5), ("haishang", "海上", "region", 37.0, 121.0, 300),
)


@pytest.mark.parametrize(("text", "place", "role"), [
    # Who went along (与X) is no subject: the annals' unnamed sovereign went (旧唐书 德宗纪) …
    ("上令载缯彩二车，遣晋王往慰谕之，乱兵已陈于丹凤阙下，促神策军拒之。无一人至者。与太子诸王妃主百余人出苑北门，"
     "右龙武军使令狐建方教射于军中。", "苑北门", "stop"),
    # … and someone else's story stays his (资治通鉴 卷138: 南郡王 昭业 and his men, in 西州).
    ("始为南郡王，从竟陵王子良在西州，文惠太子每禁其起居，节其用度。王密就富人求钱，无敢不与。别作钥钩，"
     "夜开西州后阁，与左右至诸营署中淫宴。", "西州", "mention"),
])
def test_who_went_along_is_no_subject(text: str, place: str, role: str) -> None:
    rows = ("yuanbeimen,苑北门,,city,34.3,108.95,5,,,,test row,,\n"
            "xizhou_b,西州,,city,32.05,118.78,5,,,,test row,,\n")
    assert judged_at(text, ("上", "帝", "车驾"), place, rows)[-1][0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # After a semicolon, a move with no subject goes on with whoever opened the sentence: someone else
    # (资治通鉴 卷262: 全忠发州；戊寅，次三原, the edition dropping 邠 of 邠州; 全忠 of 朱全忠 kept whole) …
    (None, ("上",), "三原", "mention"),
    # … or the party itself (卷201: 车驾发京师；丁酉，至合璧宫; 卷138: 魏主济河；庚午，至洛阳).
    ("　　[2]二月，壬午，车驾发京师；丁酉，至合璧宫。", ("上", "车驾"), "合璧宫", "stop"),
    ("　　[27]戊辰，魏主济河；庚午，至洛阳。", ("魏主",), "洛阳", "stop"),
])
def test_after_a_semicolon_the_move_is_the_openers(text: str | None, party: tuple[str, ...], place: str,
                                                   role: str) -> None:
    if text is None:  # the bench text itself, where 全忠 opens clause after clause
        _, t, gaz = gold_text("tianfu1_zhaozong_fengxiang_zztj")
        stops = build_itinerary(t, gaz, party=party).stops
        assert all(s.place.name != place for s in stops) and any(s.place.name == "凤翔" for s in stops)
        return
    rows = gaz_rows(("hebigong", "合璧宫", "city", 34.7, 112.3), ("luoyang_s", "洛阳", "city", 34.67, 112.44))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A move with no subject whose next clause hears of the party is someone else's (资治通鉴 卷65:
    # 鲁肃 到夏口，闻操已向荆州; 卷262: 至零口西，闻车驾西幸, the subject written there as well) …
    ("　　[12]冬，十月，癸未朔，日有食之。\n　　到夏口，闻操已向荆州，晨夜兼道。", ("曹操", "操"), "夏口", "mention"),
    ("丁亥，朱全忠至零口西，闻车驾西幸，与僚佐议。", ("上", "车驾"), "零口", "mention"),
    # … but not when the party hears of someone else (李世民得知高句丽援军到达安市城 is not the party's move
    # either way; 上至辽东城，闻李勣已至白岩城 stays the party's).
    ("九月，上至辽东城，闻李勣已至白岩城。", ("上",), "辽东城", "stop"),
])
def test_who_hears_of_the_party_is_not_it(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("xiakou", "夏口", "city", 30.55, 114.28), ("lingkou", "零口", "city", 34.4, 109.3))
    assert judged_at(text, party, place, rows)[0][0] == role


def test_a_departure_or_a_coast_names_no_one() -> None:
    # A clause of departure words alone (然后起驾返回), "on the way back" (归途中) and the 白话's
    # way along the coast (沿海北上, 沿海西行) name no one: the party goes on (资治通鉴 卷7 白话;
    # 卷20 白话 has 于是起驾离去，沿海岸北上至碣石).
    rows = ("wu_b,吴,吴地,city,31.3,120.6,10,,,,test row,,\n"
            "jiangcheng_b,江乘,江乘县,city,32.1,119.0,10,,,,test row,,\n"
            "langye_b,琅邪,,city,35.6,119.8,10,,,,test row,,\n"
            "pingyuanjin_b,平原津,平原渡口,city,37.2,116.4,10,,,,test row,,\n"
            "jieshi_b,碣石,,mountain,39.9,119.5,10,,,,test row,,\n")
    text = ("随之始皇登上会稽山，祭祀禹帝，遥望南海，刻立巨石歌功颂德。然后起驾返回，归途中经过吴地，从江乘县渡过长江，"
            "沿海北上，抵达琅邪、之罘。始皇看见大鱼，即发箭将鱼射杀。接着又沿海西行，到了平原渡口后便病倒。")
    assert [(p, r) for p, r, _ in judge_with(text, ("始皇",), places=rows) if p != "会稽"] == [
        ("吴", "stop"), ("江乘", "stop"), ("琅邪", "stop"), ("平原津", "stop")]
    text = "奉车都尉霍子侯暴病，一天就死了。汉武帝非常难过，于是起驾离去，沿海岸北上至碣石。"
    assert judged_at(text, ("汉武帝",), "碣石", rows) == [("stop", "arrive")]


@pytest.mark.parametrize(("text", "party", "expected"), [
    # Moves that follow a stop of the party in the same sentence, with no one new named between
    # them (a direction, a clause opening with a verb), are the party's too: 资治通鉴 卷20 (an
    # edict, its words set aside, names no one either; 上 of 上郡 is no 上) and 卷7.
    ("冬，十月，下诏曰：“朕将巡边垂，亲帅师焉。”乃行，自云阳北历上郡、西河、五原，出长城，北登单于台，至朔方，临北河。",
     ("上",), [("云阳", "stop"), ("上郡", "stop"), ("西河", "stop"), ("五原", "stop"), ("单于台", "stop"),
               ("朔方", "stop"), ("北河", "stop")]),
    ("十一月，行至云梦。还，过吴，从江乘渡。", ("始皇", "上"), [("云梦", "stop"), ("吴", "stop"), ("江乘", "stop")]),
    # The chain runs on into the next sentence when that sentence opens with verbs alone (卷7:
    # 十一月，行至云梦，望祀虞舜于九疑山。浮江下，观藉柯，渡海渚，过丹阳).
    ("十一月，行至云梦，望祀虞舜于九疑山。浮江下，观藉柯，渡海渚，过丹阳，至钱唐。", ("始皇", "上"),
     [("云梦", "stop"), ("九疑山", "mention"), ("藉柯", "mention"), ("海渚", "stop"), ("丹阳", "stop"), ("钱唐", "stop")]),
    # …and in its 白话, where the boat and the river take the verbs (然后乘船顺长江而下).
    ("十一月，始皇帝一行到达云梦，向着九疑山遥祭葬在那里的舜帝。然后乘船顺长江而下，观览籍柯，渡经海渚，过丹阳，抵钱唐。",
     ("始皇",), [("云梦", "stop"), ("九疑山", "mention"), ("海渚", "stop"), ("丹阳", "stop"), ("钱唐", "stop")]),
    # A way along the coast (并海) names no one, nor does the coast written as a place (海上 of
    # 卷20 is a region of the gazetteer, 上 hidden in it): 卷7 and 卷20.
    ("还，过吴，从江乘渡。并海上，北至琅邪。见巨鱼，射杀之。遂并海西，至平原津而病。", ("始皇", "上"),
     [("吴", "stop"), ("江乘", "stop"), ("海上", "mention"), ("琅邪", "stop"), ("平原津", "stop")]),
    ("会奉车霍子侯暴病，一日死。子侯，去病子也，上甚悼之；乃遂去，并海上，北至碣石。", ("上",),
     [("海上", "mention"), ("碣石", "stop")]),
    # …not when someone else is named between (上至辽东城下，李勣军至白岩城), nor after 发X, which
    # calls people up as well as sets out (宋史 太宗纪: 发京师，至雄州，民治道).
    ("十一月，行至云梦，李勣军至吴。", ("上",), [("云梦", "stop"), ("吴", "mention")]),
])
def test_a_chain_of_moves_goes_on_with_the_party(text: str, party: tuple[str, ...],
                                                 expected: list[tuple[str, str]]) -> None:
    assert [(p, role) for p, role, _ in judge_with(text, party, places=CHAIN_PLACES)] == expected


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A novel reaches "a mountain" or "a pass" first and names it after: the verb before 一 is
    # the name's verb (三国演义 第八十四回 and 第二十七回, zhangbiqiong/sanguoyanyi).
    ("背后吴兵追至。先主前到一山，名马鞍山。", ("先主",), "马鞍山", "stop"),
    ("相别而行，取路投洛阳来。前至一关，名东岭关。把关将姓孔，名秀。", ("关公",), "东岭关", "stop"),
    # …someone else's, when he is the one named (第九十回: 兀突骨's men, here named).
    ("土安、奚泥起三万兵，离乌戈国望东北而来。土安行至一江，名桃花水。", ("孔明",), "桃花水", "mention"),
    # Not a name given with no move to the place: 孔明曰：此山名X; 遣一将，名X.
    ("孔明指曰：“此山名马鞍山。”", ("先主",), "马鞍山", "mention"),
])
def test_a_place_reached_and_then_named(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("maanshan", "马鞍山", "mountain", 30.8, 111.4), ("donglingguan", "东岭关", "city", 34.8, 113.0),
                    ("taohuashui", "桃花水", "river", 25.0, 103.0))
    assert judged_at(text, party, place, rows)[-1][0] == role


NOVEL_PLACES = gaz_rows(
    ("hanjin", "汉津", "city", 30.6, 112.6), ("rangshan", "穰山", "mountain", 32.9, 112.2),
    ("jiangxia_n", "江夏", "city", 30.6, 114.3), ("jingzhou_n", "荆州", "city", 30.35, 112.2),
    ("liubiaomu", "刘表之墓", "city", 32.0, 112.1), ("bianqu", "汴渠", "river", 34.8, 114.3, 150),
    ("dongjing_n", "东京", "city", 34.68, 112.45), ("xiangyang_n", "襄阳", "city", 32.0, 112.1),
    ("suiyang_n", "睢阳", "city", 34.4, 115.6), ("fancheng_n", "樊城", "city", 32.05, 112.15),
)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 行近X: drew near X, and was there (三国演义 第四十一回 and 第三十一回).
    ("却说玄德行近汉津，忽见后面尘头大起，鼓声连天。", ("玄德",), "汉津", "stop"),
    ("却说玄德与关、张、赵云等，引兵欲袭许都。行近穰山地面，正遇曹兵杀来，玄德便于穰山下寨。", ("玄德",), "穰山", "stop"),
    # 大小车数千辆 names no one (大 is no given name): the party passes by (第四十一回).
    ("却说玄德同行军民十余万，大小车数千辆，挑担背包者不计其数，路过刘表之墓，玄德率众将拜于墓前。", ("玄德",), "刘表之墓", "stop"),
    # 往/望X而来: heading for X and coming on; 竟 (straight on) names no one (隋唐演义 第四十回,
    # 三国演义 第四十一回).
    ("再说炀帝离了东京，竟往汴渠而来，不落行宫。\n却说炀帝自得了吴绛仙丽人，欢娱了七八日，这日行到睢阳地方。",
     ("炀帝",), "汴渠", "stop"),
    # 发付 sends someone: he goes, not the party (第四十一回, 第六十五回).
    ("玄德慌忙发付伊籍回江夏整顿军马，一面与孔明商议拒敌之计。", ("玄德",), "江夏", "mention"),
    ("玄德只恐云长性急，便教孔明写了书，发付关平星夜回荆州。", ("玄德",), "荆州", "mention"),
])
def test_a_novels_words_for_moving_and_sending(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    got = [r for p, r, _ in judge_with(text, party, places=NOVEL_PLACES) if p == place]
    assert got[0] == role


@pytest.mark.parametrize(("text", "place", "role"), [
    # A rite done toward a place from afar is no visit (资治通鉴 卷7 望祀虞舜于九疑山, from 云梦),
    # one done there is (卷212 祭后土于汾阴).
    ("十一月，行至云梦，望祀虞舜于九疑山。", "九疑山", "mention"),
    ("十一月，行至云梦，遥祭虞舜于九疑山。", "九疑山", "mention"),
    ("壬子，祭后土于汾阴。", "汾阴", "stop"),
])
def test_a_rite_from_afar(text: str, place: str, role: str) -> None:
    rows = gaz_rows(("yunmeng_r", "云梦", "city", 30.9, 113.3), ("jiuyi_r", "九疑山", "mountain", 25.3, 112.0))
    assert [r for p, r, _ in judge_with(text, ("始皇", "上"), places=rows) if p == place] == [role]


@pytest.mark.parametrize(("text", "context", "back"), [
    # 还京 brings the party back to the capital the annals leave unnamed, as 还宫 does (清史稿
    # 圣祖纪 康熙三十五年 and 三十六年; 资治通鉴 卷212)…
    ("二月丁亥朔，上谒陵。辛卯，上还京。", "康熙三十五年", ["还京"]),
    ("十一月辛巳，上还京。丙戌，和硕恪靖公主下嫁。", "康熙三十六年", ["还京"]),
    ("十二月，甲午，上幸凤泉汤；戊申，还宫。", "开元十一年", ["还宫"]),
    # …not the start of the way back (旧唐书 德宗纪 兴元元年: 车驾还京，发兴元), nor a wish that he
    # come back (明史演义 第三十四回: 遣使诣乜先营，愿赎皇帝还京).
    ("从之。戊午，车驾还京，发兴元，是日大雨。", "兴元元年六月", []),
    ("于是太后搜括宫中珍宝，遣使诣乜先营，愿赎皇帝还京。", "正统十四年", []),
])
def test_back_at_the_capital(text: str, context: str, back: list[str]) -> None:
    from route.places.stops import find_capital_returns

    t = parse_text(text, name="t.txt")
    dates = find_dates(t.content, context)
    capital = load_gazetteer(DEFAULT_PLACES).lookup("京师")
    found = find_capital_returns(t, analyse_layout(t, dates), dates, ("上", "皇帝"), capital)
    assert [m.text for m in found] == back


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # Guards ordered with no one else to guard guard the party, which goes on (资治通鉴 卷260 白话;
    # 命令 is an order, no given name)…
    ("昭宗担心被他们逼迫，辛酉（初六），命令李筠、李居实的两都军队进行护卫，出长安城南面的启夏门，急速奔往南山，在莎城镇过夜。",
     ("昭宗",), "莎城镇", "stop"),
    # …but troops sent to escort others take them (卷223 白话, 三国演义 第四十一回).
    ("郭子仪训斥他们一番，然后派兵护送他们前往华州。", ("代宗",), "华州", "mention"),
    ("差糜竺护送各官家眷到樊城。", ("玄德",), "樊城", "mention"),
])
def test_guards_ordered_for_the_party(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("shacheng_g", "莎城镇", "city", 34.06, 108.9), ("huazhou_g", "华州", "city", 34.5, 109.8),
                    ("fancheng_g", "樊城", "city", 32.05, 112.15))
    assert [r for p, r, _ in judge_with(text, party, places=rows) if p == place][-1] == role


@pytest.mark.parametrize("name", [
    # Annals tell the sovereign's moves with no subject: those count for him, so no one named
    # now and then (金人 in 宋史 高宗纪, 闻贼 or 于黄巢 in 旧唐书/新唐书 僖宗纪: a people, or a word
    # before a name) takes the party from him when no one names it.
    "jianyan3_gaozong_haishang_songshi",
    "guangming1_xizong_shu_jts",
])
def test_annals_keep_the_sovereign_as_the_party(name: str) -> None:
    gold, text, gaz = gold_text(name)
    it = build_itinerary(replace(text, meta=replace(text.meta, party=())), gaz, context=gold.get("context"))
    assert not it.party_found and {"上", "帝"} <= set(it.party)


@pytest.mark.parametrize(("text", "place", "roles"), [
    # 幸X or 如X whose arrival the annals tell a few stops on only set out for X (旧唐书 and
    # 新唐书 德宗纪 兴元元年)…
    ("丁卯，车驾幸梁州，留戴休颜守奉天。庚寅，车驾次城固。壬申，至梁州。", "梁州", ["mention", "stop"]),
    ("二月丁卯，如梁州。壬辰，次梁州。", "梁州", ["mention", "stop"]),
    # …not when he comes back there after going on (清史稿 高宗纪: 幸杭州府…还驻杭州府).
    ("三月戊戌朔，上奉皇太后幸杭州府。乙巳，上祭禹陵。丙午，上奉皇太后还驻杭州府。", "杭州府", ["stop", "stop"]),
    # A portent appears (见) at a place: no one of the party is there (旧唐书 德宗纪).
    ("八月丁未，李希烈攻哥舒曜于襄城。九月戊寅，龙见于汝州之城濠。", "汝州", ["mention"]),
    # …but an audience (见) puts the party there (the same text: 李晟见于三桥，自陈收城迟晚之咎).
    ("壬午，至自兴元。李晟见于三桥，自陈收城迟晚之咎，伏地请罪。", "三桥", ["stop"]),
    # A city taken right after foreign troops seized another is theirs; those left at the capital
    # with a task are no stay of the party (清史稿 德宗纪 光绪二十六年).
    ("丁未，上次怀来。己酉，外兵据北仓。庚戌，陷杨村，直隶总督裕禄自杀。", "杨村", ["mention"]),
    ("壬子，上次怀来。甲寅，留京大臣奏盗风甚炽。", "京", ["mention"]),
])
def test_annals_set_out_and_portents(text: str, place: str, roles: list[str]) -> None:
    rows = gaz_rows(("liangzhou_s", "梁州", "city", 33.07, 107.03), ("chenggu_s", "城固", "city", 33.15, 107.33),
                    ("fengtian_s", "奉天", "city", 34.5, 108.25), ("hangzhou_s", "杭州府", "city", 30.25, 120.17),
                    ("yuling_s", "禹陵", "city", 29.98, 120.6), ("ruzhou_s", "汝州", "city", 34.17, 112.84),
                    ("xiangcheng_s", "襄城", "city", 33.85, 113.48), ("sanqiao_s", "三桥", "city", 34.28, 108.8),
                    ("huailai_s", "怀来", "city", 40.4, 115.5), ("beicang_s", "北仓", "city", 39.2, 117.2),
                    ("yangcun_s", "杨村", "city", 39.37, 117.05), ("jing_s", "京", "capital", 39.9, 116.41))
    assert [r for p, r, _ in judge_with(text, ("上",), places=rows) if p == place] == roles


_YINING_PLACES = gaz_rows(
    ("jiahubao", "贾胡堡", "city", 36.85, 111.85),
    ("huoyi", "霍邑", "city", 36.57, 111.72), ("xihe_y", "西河", "prefecture", 37.26, 111.78),
    ("lingshi", "灵石县", "city", 36.85, 111.77), ("qiaoyi", "于桥", "city", 33.0, 116.0),
    ("luoshui", "洛水", "river", 34.7, 112.6), ("xian_y", "西安", "city", 34.27, 108.95),
    ("henei", "河内郡", "prefecture", 35.1, 112.9), ("jiankang_y", "建康", "capital", 32.05, 118.78),
    ("bashang", "霸上", "city", 34.25, 109.05), ("linfen", "临汾郡", "prefecture", 36.08, 111.5),
)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A kinsman of the party named after him moves on his own (资治通鉴 卷184 and its 白话).
    ("渊从弟神通在长安，亡入县山中。", ("李渊", "渊"), "长安", "mention"),
    ("李渊的堂弟李神通住在长安，逃入县的山里。", ("李渊", "渊"), "长安", "mention"),
    # A rank after a state's name is no given name: 王世充 is not 唐王's (卷184 and its 白话).
    ("壬寅，王世充夜渡洛水，营于黑石。", ("李渊", "唐公", "唐王"), "洛水", "mention"),
    ("壬寅（二十五日），王世充乘夜渡过洛水，在黑石扎营。", ("李渊", "唐公", "唐王"), "洛水", "mention"),
    # 师 alone opening its clause is the party's army (旧唐书 高祖纪; 资治通鉴 卷76); not a man named 师X.
    ("癸丑，发自太原，有兵三万。丙辰，师次灵石县，营于贾胡堡。", ("高祖",), "灵石县", "stop"),
    ("闰月，甲申，师次于桥，俭将史招、李续相次来降。", ("司马师",), "于桥", "stop"),
    ("师古至长安。", ("高祖",), "长安", "mention"),
    # A wish with words between it and the going (资治通鉴 卷184 白话, 卷93 白话).
    ("李渊想率兵向西直达西安，但仍犹豫不决。", ("李渊",), "西安", "mention"),
    ("温峤听说此事，立即想率士众下赴建康防卫。", ("温峤",), "建康", "mention"),
    # 军X: camped at X (卷184 with its misprinted 壬戍; 卷9).
    ("渊入雀鼠谷；壬戍，军贾胡堡，去霍邑五十余里。", ("李渊", "渊"), "贾胡堡", "stop"),
    ("沛公遂西入咸阳；十月，军霸上。", ("沛公",), "霸上", "stop"),
    # 如X after an act is "as at X" (卷184, twice); its 白话 says 如同.
    ("丙戌，渊入临汾郡，慰抚如霍邑。", ("李渊", "渊"), "霍邑", "mention"),
    ("壬午，渊引见霍邑吏民，劳赏如西河，选其丁壮使从军。", ("李渊", "渊"), "西河", "mention"),
    ("丙戌，李渊进入临汾郡，对临汾吏民的慰劳安抚如同霍邑。", ("李渊", "渊"), "霍邑", "mention"),
    ("丙戌，渊如西河。", ("李渊", "渊"), "西河", "stop"),
])
def test_who_moves_in_the_march_on_changan(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    assert first_role(text, party, place, _YINING_PLACES, context="大业十三年七月") == role


@pytest.mark.parametrize(("name", "party"), [
    # 幸X, then another place reached on the way, then a stay at X: the first only set out for X
    # (资治通鉴 卷195 and its 白话: 上行幸洛阳宫。上至显仁宫… 上幸明德宫…上还洛阳宫).
    ("zhenguan11_taizong_luoyang_zztj", ("上", "车驾")),
    ("zhenguan11_taizong_luoyang_baihua", ("太宗",)),
])
def test_set_out_for_a_place_reached_later(name: str, party: tuple[str, ...]) -> None:
    lines = (ROOT / "corpus" / f"{name}.txt").read_text(encoding="utf-8").splitlines()[6:21]  # lines 7–21
    rows = gaz_rows(("luoyang_t", "洛阳", "capital", 34.7, 112.4), ("xianren_t", "显仁宫", "city", 34.5, 112.1),
                    ("mingde_t", "明德宫", "city", 34.6, 112.5))
    found = [(p, r) for p, r, _ in judge_with("\n".join(lines), party, context="贞观十一年二月", places=rows)]
    assert found[:2] == [("洛阳", "mention"), ("显仁宫", "stop")] and ("洛阳", "stop") in found[2:]


def test_set_out_for_a_place_then_beyond_it() -> None:
    # 如X after a comma is "went to X" (帝东巡，如许昌); a place reached after it that lies beyond X, no
    # nearer X than where the party set out from, says X was reached first (资治通鉴 卷70: 自许昌还洛阳 …
    # 如许昌 … 至广陵 … 还许昌), unlike 显仁宫 on the way to 洛阳 above.
    lines = (ROOT / "corpus" / "huangchu5_caopi_guangling_zztj.txt").read_text(encoding="utf-8").splitlines()[2:7]
    rows = gaz_rows(("xuchang_t", "许昌", "city", 34.0, 113.8), ("guangling_t", "广陵", "city", 32.4, 119.4),
                    ("luoyang_t", "洛阳", "capital", 34.7, 112.4))
    found = [(p, r) for p, r, _ in judge_with("\n".join(lines), ("帝",), context="黄初五年", places=rows)]
    assert found[:4] == [("许昌", "stop"), ("洛阳", "stop"), ("许昌", "stop"), ("许昌", "mention")]


@pytest.mark.parametrize(("name", "place", "role"), [
    # 幸X, then only places on the way there (nearer X than the start, and nearer the start than X) to the
    # text's end: he never gets there in the text (隋书 炀帝纪 大业十二年: 幸江都宫…次汜水) …
    ("daye11_yangdi_yanmen_suishu", "江都", "mention"),
    # … but reached when a place after it lies beyond (后汉书 光武帝纪: 幸长安，祠高庙…进幸汧…车驾还宫).
    ("jianwu8_guangwu_longxi_hhs", "长安", "stop"),
])
def test_set_out_for_a_place_never_reached(name: str, place: str, role: str) -> None:
    it = gold_itinerary(name)
    assert [m.role for m in it.mentions if m.place.name == place][-1] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The annals name a great man by title and given name (资治通鉴 卷117, 卷67, 卷68): 裕 of 太尉裕 is 刘裕…
    ("[18]太尉裕至彭城，加领徐州刺史；以太原王玄谟为从事史。", ("刘裕", "裕"), "彭城", "stop"),
    ("[4]秋，七月，魏公操至阳平。", ("曹操", "操"), "阳平", "stop"),
    ("[13]冬，十月，魏王操至洛阳。", ("曹操", "操"), "洛阳", "stop"),
    # In the 白话 将 is also 把: 将军营 holds no 将军 (卷188 白话; 卷66 白话).
    ("辛丑（十三日），李世民将军营转移到青城宫，尚未修好壁垒。", ("李世民", "世民"), "青城宫", "stop"),
    ("刘备将军营设在油口，并把那里改名为公安。", ("刘备",), "油口", "stop"),
    # The 白话 puts the state and the title before the full name (卷117, 卷118 白话), with others after it.
    ("[18]东晋太尉刘裕抵达彭城，朝廷加任他领徐州刺史。", ("刘裕", "裕"), "彭城", "stop"),
    ("[1]春季，正月，丁酉朔（初一），北魏国主拓跋嗣抵达平城。", ("拓跋嗣",), "平城", "stop"),
    ("[1]春季，正月，丁酉朔（初一），北魏国主拓跋嗣抵达平城。", ("刘裕", "裕"), "平城", "mention"),
    # …and whoever greets him where he arrives (镇恶迎于灞上, 卷118; 百官及后宫迎于七里亭, 卷274) has him there.
    ("九月，太尉裕至长安，镇恶迎于灞上。", ("刘裕", "裕"), "灞上", "stop"),
    ("[1]十一月，丙申，蜀主至成都，百官及后宫迎于七里亭。", ("蜀主",), "七里亭", "stop"),
    # …but not when another came (卷263: 朱全忠, for a party 上).
    ("[32]朱全忠至长安，宰相帅百官班迎于长乐坡；明日行，复班辞于临皋驿。", ("上", "车驾"), "长乐坡", "mention"),
])
def test_who_moves_by_title_and_greeting(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("pengcheng_t", "彭城", "city", 34.26, 117.18), ("yangping_t", "阳平", "pass", 33.1, 106.1),
                    ("luoyang_t", "洛阳", "capital", 34.7, 112.4), ("bashang_t", "灞上", "city", 34.25, 109.1), ("chengdu_t", "成都", "city", 30.66, 104.06),
                    ("qili_t", "七里亭", "city", 30.7, 104.1), ("changle_t", "长乐坡", "city", 34.3, 109.0),
                    ("pingcheng_t", "平城", "city", 40.1, 113.3), ("qingcheng_t", "青城宫", "city", 34.7, 112.5),
                    ("youkou_t", "油口", "city", 30.0, 112.0))
    assert first_role(text, party, place, rows, context="义熙十三年九月") == role


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # Taking the throne or a king's title at X puts the one who takes it there: the party (十七年正月庚寅朔，自成称王于
    # 西安, 明史 流贼传), not another (东京留守曹国公乌禄即位于辽阳, 金史 海陵纪, for 海陵)
    ("chongzhen17_lizicheng_beijing_mingshi", 1, "西安", True),
    ("zhenglong6_hailing_nanzheng_jinshi", 9, "辽阳", False),
    # …and so does a rebel's title taken there (清史稿 圣祖纪: 是月，吴三桂僣号於衡州), not another's (旧唐书 高祖纪 in 617:
    # 举僭号于兰州, 薛举, for 李世民; 续资治通鉴: 刘豫僭位于北京, for 张浚)
    ("kangxi12_wusangui_hengzhou_benji", 74, "衡州", True),
    ("wude1_shimin_qianshuiyuan_jts", 4, "兰州", False),
    ("jianyan4_zhangjun_fuping_xzztj", 49, "北京", False),
])
def test_an_accession_there(name: str, line: int, place: str, stop: bool) -> None:
    it = gold_itinerary(name)
    assert any(m.line == line and m.text == place for m in it.mentions)
    assert stop_on(it, line, place) is stop


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # The 清 annals' 剿X於Y, a rising put down there, puts the one who puts it down at Y as 击X于Y does: 癸巳，僧格林沁剿贼於
    # 菏泽南吴家店 (清史稿 穆宗纪), not another's (丁亥，川军剿贼於大渡河，获石达开, 清史稿 文宗纪, for 石达开)
    ("tongzhi4_senggelinqin_caozhou_qsgji", 17, "曹州", True),
    ("xianfeng11_shidakai_dadu_qingshigao", 23, "大渡河", False),
])
def test_a_rising_put_down_there(name: str, line: int, place: str, stop: bool) -> None:
    it = gold_itinerary(name)
    assert any(m.line == line and m.place.name == place for m in it.mentions)
    assert stop_on(it, line, place) is stop


def test_a_rising_put_down_by_the_party() -> None:
    # the same 文宗纪 line read for the 川军 that caught 石达开 (骆秉章's march): its own fight there
    rows = gaz_rows(("daduhe_t", "大渡河", "river", 29.3, 102.2))
    assert first_role("丁亥，川军剿贼於大渡河，获石达开。", ("川军",), "大渡河", rows, context="同治二年四月") == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # Setting out (出行) before the verb names no one: the party's move (北史 齐本纪 translation: 二十三日，出行到达晋阳)
    ("tianbao4_gaoyang_qidan_beishibaihua", 64, "晋阳"),
])
def test_setting_out_before_the_verb(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


def test_setting_out_before_the_verb_alone() -> None:
    # 辽史 圣宗纪 translation: 二十七日，出行驻于袅里井 (read alone: in the text the lines before are about someone else)
    rows = gaz_rows(("niaolijing_t", "袅里井", "city", 41.0, 116.5))
    assert first_role("二十七日，出行驻于袅里井。", ("皇上",), "袅里井", rows, context="统和四年正月") == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # A place's name inside a date the text gives is an era's: 至嘉平三年秋八月 (三国演义 第一百八回), 杜预在太康元年正月，
    # 在江陵陈兵 (晋书 杜预传 translation) reach no 嘉平县 and stay at no 太康县
    ("jianxing2_zhugeke_xincheng_novel", 2, "嘉平县"),
    ("xianning5_duyu_jiangling_jinshubaihua", 33, "太康县"),
])
def test_an_era_in_a_date_is_no_place(name: str, line: int, place: str) -> None:
    assert mentioned_no_stop(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # Going down a direction names no one, 下 alone no city taken, nor does an act done (坐讫, 礼毕): the move after them
    # is the party's (续资治通鉴 卷14: 丙子，南下，次狭底埚, of 辽主; 法显 佛国记: 坐讫，南下，到宿呵多国, the summer retreat over)
    ("癸酉，辽主御正殿，大劳南征将校。丙子，南下，次狭底埚，太后亲阅诸军。", ("辽主",), "狭底埚"),
    ("坐讫，南下，到宿呵多国。", ("法显",), "宿呵多国"),
    ("便其夏坐。夏坐讫，复进到敦煌。", ("法显",), "敦煌"),
    # (汉宫春秋 or 前汉演义 of 汉武帝's 封禅: 说着即命备礼致祭。祭毕还长安)
    ("说着即命备礼致祭。祭毕还长安，遣兵回营。", ("武帝",), "长安"),  # (长安 of the annals gazetteer)
])
def test_going_down_names_no_one(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("xiadiguo_t", "狭底埚", "city", 38.9, 116.0), ("suheduo_t", "宿呵多国", "city", 34.8, 72.4),
                    ("dunhuang_t", "敦煌", "city", 40.1, 94.7))
    assert first_role(text, party, place, rows, context="统和四年十一月") == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # The court's army named after a province (浙江官军复临安, 清史稿 文宗纪 咸丰十年; 湖北官军复德安, 清史稿 穆宗纪) is that
    # province's, as 孙策大军 is his: not the sovereign's own move when the text names no party
    ("xianfeng10_wenzong_rehe_qingshigao", 3, "临安"),
    ("xianfeng10_zengguoquan_jinling_qsgji", 1, "德安府"),
])
def test_a_provinces_army_is_not_the_sovereigns(name: str, line: int, place: str) -> None:
    assert mentioned_no_stop(gold_itinerary(name, party=()), line, place)


@pytest.mark.parametrize(("text", "place"), [
    # An edict dealing with the one just named (诏宽之) sends no one: the clause after it is still his (清史稿 僧格林沁传:
    # 僧格林沁自请严议，诏宽之，乃驻军南阳), as after an edict granting his request (资治通鉴 卷98: 浩上疏请北出许、洛，诏许之，
    # …进屯寿春)
    ("僧格林沁自请严议，诏宽之，乃驻军南阳。", "南阳"),
    ("浩上疏请北出许、洛，诏许之，进屯寿春。", "寿春"),
])
def test_an_edict_on_him_keeps_the_topic(text: str, place: str) -> None:
    rows = gaz_rows(("nanyang_t", "南阳", "city", 33.0, 112.5), ("shouchun_t", "寿春", "city", 32.6, 116.8))
    assert first_role(text, ("僧格林沁", "殷浩", "浩"), place, rows) == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # A chase right after the enemy's flight is the flight's foe's, the 窜 of the 清 annals and lives as 走 or 遁 (清史稿
    # 僧格林沁传: 大军抵信阳，贼又北窜，追至确山; 宋史 毕再遇传: 金人遂遁去，追至滁)
    ("tongzhi4_senggelinqin_caozhou_qsg", 4, "确山"),
    ("kaixi2_bizaiyu_sizhou_songshi", 43, "滁州"),
])
def test_a_chase_after_a_flight(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A clause telling only how long or far the journey went names no mover: the party's journey goes on (五代史演义
    # 第三十七回: 重贵亦借此分甘，苟延残命。又行七八日至锦州; 清史演义 第九十回: 行了六七十里…又行数里，到了贯市)
    ("kaiyun4_chudi_beiqian_novel", 11, "锦州"),
    ("guangxu26_xishou_novel", 10, "贯市"),
    # …and so does a distance alone, a diarist's stage or a chase's length (方士淦 东归日记: 二十一日，八十里住牌房, 二十四日，
    # 一百二十里住古尔图; 清史稿 属国传: 乘胜追数十里，抵堆补木山口之象巴宗)
    ("daoguang8_fangshigan_xian_diary", 12, "牌房"),
    ("daoguang8_fangshigan_xian_diary", 15, "古尔图"),
    ("qianlong56_fukangan_kuoerka_qsgshuguo", 8, "堆补木"),
])
def test_a_journeys_length_names_no_mover(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A title the party goes by (丞相 of 丞相泰) names another man where the text writes his name after it: 东魏丞相欢军蒲坂
    # (资治通鉴 卷157, 537), 东魏的丞相高欢把部队驻扎在蒲坂 and 东魏的丞相高欢统领二十万兵马从壶口赶往蒲津 (its 白话)
    ("datong3_yuwentai_shayuan_zztj", 9, "蒲坂"),
    ("datong3_yuwentai_shayuan_baihua", 9, "蒲坂"),
    ("datong3_yuwentai_shayuan_baihua", 32, "壶口"),
])
def test_a_shared_title_before_another_name_is_not_the_party(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A greeting naming no one greets the party when the sentence before brought it and no one moved after: 车驾发陕；
    # 壬寅，全忠逆于新安 (资治通鉴 卷264: 逆, the classical 迎) and its 白话; 丙子，舍于石济。庚申，太子出迎于平桃城 (卷139)
    ("tianyou1_zhaozong_luoyang_zztj", 26, "新安"),
    ("tianyou1_zhaozong_luoyang_baihua", 26, "新安"),
    ("taihe18_xiaowen_shouyang_zztj", 35, "平桃城"),
])
def test_a_greeting_after_the_party_came_has_him_there(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name, lines=(line, line)), 1, place)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # After orders to others, 自将/自帅/自率 is the party's own move again (资治通鉴 卷262 of 李茂贞,
    # 卷143 of 灵珍; 蔡东藩 五代史演义 第五十八回)…
    ("茂贞遣兵万人屯龙泉镇，自将兵三万屯咸阳之旁。", ("茂贞",), "咸阳", "stop"),
    ("灵珍遣从弟建屯龙门，自帅精勇一万屯鹫峡。", ("灵珍",), "鹫峡", "stop"),
    ("周主不遑内顾，命王朴为枢密使，仍令留守东京，自率赵匡胤等出都，倍道至镇淮军。", ("周主",), "镇淮军", "stop"),
    # …and so is 自 alone before the verb, in the next sentence too (五代史演义 第五十八回; 三国演义
    # 第六十三回), the topic chain deciding whose it is.
    ("嗣接郭廷谓奏报，唐天长军使易赟，已举城归顺，周主仍令赟为刺史。自发楚州，转趋扬州。", ("周主",), "楚州", "stop"),
    ("却说玄德令黄忠、魏延各守一寨，自回涪城，", ("玄德",), "涪城", "stop"),
    ("黄忠、魏延各守一寨，回涪城，", ("玄德",), "涪城", "mention"),
    # …as does going straight on (直抵), after leaving a place or crossing a river (唐史演义 第六十七回; 五代史演义
    # 第五十八回).
    ("到了凤翔，巧值泚党李忠臣捕获，献至御前，立命斩首。乃再从凤翔动身，直抵长安。", ("德宗",), "长安", "stop"),
    ("周主至镇淮军。五鼓渡淮，直抵濠州城西。", ("周主",), "濠州", "stop"),
    # Turning elsewhere (转) names no one (资治通鉴 卷38; 五代史演义 第五十八回)…
    ("[6]琅邪樊崇起兵于莒，众百余人，转入太山。", ("樊崇",), "太山", "stop"),
    ("周主仍令赟为刺史。自发楚州，转至扬州。", ("周主",), "扬州", "stop"),
    # Hurrying there names no one either (唐史演义 第九十三回; 明史演义 第五十二回), escorted is moving.
    ("却说田令孜拥驾西行，日夜奔驰，不遑休息。趋至骆谷，适郑畋出镇凤翔，迎谒道左。", ("上", "驾", "僖宗"), "骆谷", "stop"),
    ("中使返报，武宗独乘着单舸，昼夜疾行，驰至京师，才将美人并载，一同南行。", ("武宗",), "长安", "stop"),  # (京师: the test rows' 长安)
    # …and headed somewhere, then welcomed in, the party is there (五代史演义 第五十八回; 唐史演义 第九十三回),
    # not when another was (黄巢) or no one welcomes it.
    ("周主仍令赟为刺史。自发楚州，转趋扬州。韩令坤迎入城内，城乏居民，满目萧条。", ("周主",), "扬州", "stop"),
    ("西川节度使陈敬暄，亦遣步骑三千奉迎，僖宗乃转趋成都，由敬暄迎入城中，借府舍为行宫。", ("僖宗",), "成都", "stop"),
    ("僖宗欲驻驾兴元，静俟规复，偏田令孜以储峙不丰，坚劝僖宗幸蜀。僖宗乃转趋成都。", ("僖宗",), "成都", "mention"),
    # A review of the troops (讲武于X) is held there, as 大阅 is (旧唐书 高宗纪: 许、郑 a list; 资治通鉴 卷58).
    ("冬十月戊戌，亲讲武于许、郑之郊，曲赦郑州。", ("上", "帝"), "郑", "stop"),
    ("帝欲厌之，乃大发四方兵，讲武于平乐观下，起大坛。", ("帝",), "平乐观", "stop"),
    # 自X before 诸县, 各郡 or 以南 is where things come from or a side of it, not a place left (资治通鉴 卷181 and
    # its 白话; 卷294 白话).
    ("帝谓裴矩有绥怀之略，进位银青光禄大夫。自西京诸县及西北诸郡，皆转输塞外。", ("帝",), "西京", "mention"),
    ("炀帝说裴矩有安抚、怀柔的韬略，提升他为银青光禄大夫。从西京各县 以及西北各郡，都辗转输送财物到塞外",
     ("炀帝",), "西京", "mention"),
    # A battle won at a place (败X于Y) is fought there, by the party when no one else is named (新唐书 高祖纪;
    # 旧唐书 高祖纪: 太宗 is his son; 唐史演义 第九十二回: 郑畋).
    ("八月辛巳，败宋老生于霍邑。丙戌，下临汾郡。", ("高祖",), "霍邑", "stop"),
    ("癸巳，太宗大破薛举之众于扶风。", ("高祖",), "扶风", "mention"),
    # 自X以西 is the way west from X (新唐书 高祖纪), 自X诸县 the goods of its counties (资治通鉴 卷181).
    ("丙子，高祖自下邽以西，所经隋行宫、苑御，悉罢之，出宫女还其家。", ("高祖",), "下邽", "stop"),
    ("将林言、尚让率众数万寇凤翔，郑畋率师逆击，大败贼众于龙尾陂。", ("僖宗",), "龙尾陂", "mention"),
    # The 白话 names the capital as such before its name (资治通鉴 卷195 白话; 卷52 白话).
    ("[8]丁未（二十八日），车驾回到京都长安。", ("车驾",), "长安", "stop"),
    ("[11]十二月乙亥（初二），顺帝从长安返回京都洛阳。", ("顺帝",), "洛阳", "stop"),
    # A place before an office and its holder's name is his office, not a place gone to (唐史演义 第六十五回;
    # 宋史 太祖纪: visiting 张令铎's house in the capital).
    ("德宗也无可奈何。适河南都统李勉，报称汴滑二州，为李希烈所陷，自请惩处。", ("德宗",), "河南", "mention"),
    ("十一月丙午，幸镇宁军节度使张令铎第视疾。", ("帝", "上"), "镇宁军", "mention"),
    # 赴X heads there (唐史演义 第六十四回; 旧唐书 僖宗纪), and welcomed in by name (迎车驾入城) it is there.
    ("德宗忆及桑道茂言，决赴奉天。奉天守吏，闻车驾猝至，不知何因，意欲逃匿山谷，主簿苏弁道：“天子西来，理应迎谒，"
     "奈何反逃避呢？”乃相偕迎车驾入城。", ("德宗", "车驾"), "奉天", "stop"),
    ("五月，李克用赴代州，遂率蕃、汉兵万人南出石岭关，称准诏赴难长安。", ("李克用",), "代州", "mention"),
    # …while the one sent is still the one at the place of the order.
    ("茂贞遣兵万人屯龙泉镇，自将兵三万屯咸阳之旁。", ("茂贞",), "龙泉镇", "mention"),
    # The watches of the night say nothing of who moves (旧五代史 庄宗纪; 五代史演义 第五十八回).
    ("癸酉，至郓州。是夜三鼓，渡汶。", ("帝",), "汶水", "stop"),
    ("周主至镇淮军。五鼓渡淮，直抵濠州城西。", ("周主",), "淮水", "stop"),
    # A state's ruler is no one named 主: 唐主 is not 周主 (五代史演义 第五十八回).
    ("廷谓报捷金陵，唐主擢廷谓为滁州团练使。唐主至金陵。", ("周主",), "金陵", "mention"),
])
def test_who_moves_after_orders_and_at_night(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("longquan", "龙泉镇", "city", 34.5, 108.4), ("longmen_t", "龙门", "city", 29.0, 105.0),
                    ("jiuxia", "鹫峡", "city", 29.1, 105.1), ("zhenhuai", "镇淮军", "city", 32.9, 117.6),
                    ("xianyang_o", "咸阳", "city", 34.3, 108.7), ("yunzhou_t", "郓州", "city", 35.9, 116.3),
                    ("huaishui_t", "淮水", "river", 32.9, 117.5, 100), ("haozhou_t", "濠州", "city", 32.9, 117.6),
                    ("jinling_t", "金陵", "capital", 32.05, 118.78), ("dongjing_t", "东京", "capital", 34.8, 114.3),
                    ("chuzhou_t", "楚州", "city", 33.5, 119.1), ("fucheng_t", "涪城", "city", 31.5, 104.7),
                    ("ju_t", "莒", "city", 35.6, 118.8), ("taishan_t", "太山", "mountain", 36.2, 117.1),
                    ("yangzhou_t", "扬州", "city", 32.4, 119.4), ("chengdu_t", "成都", "city", 30.66, 104.06),
                    ("luogu_t", "骆谷", "pass", 33.6, 108.0), ("fengxiang_t", "凤翔", "city", 34.5, 107.4),
                    ("fengtian_t", "奉天", "city", 34.5, 108.2), ("daizhou_t", "代州", "city", 39.1, 112.9),
                    ("henan_t", "河南", "city", 34.7, 112.4), ("zhenning_t", "镇宁军", "city", 35.7, 115.0),
                    ("xu_t", "许", "city", 34.0, 113.8), ("zheng_t", "郑", "city", 34.8, 113.6),
                    ("pingle_t", "平乐观", "city", 34.7, 112.6), ("xijing_t", "西京", "capital", 34.3, 108.9),
                    ("luoyang_t", "洛阳", "capital", 34.7, 112.4), ("huoyi_t", "霍邑", "city", 36.6, 111.7),
                    ("fufeng_t", "扶风", "city", 34.4, 107.9), ("longwei_t", "龙尾陂", "city", 34.4, 107.8),
                    ("xihe_t", "西河", "city", 37.3, 111.8), ("xuanzhou_t", "宣州", "city", 30.9, 118.8),
                    ("xiagui_t", "下邽", "city", 34.6, 109.4))
    rows += "wenshui,汶水,汶,river,35.9,116.6,50,,,,test row,,\n"
    assert first_role(text, party, place, rows, context="显德四年十一月") == role


@pytest.mark.parametrize(("name", "found"), [
    # The 白话 leaves out whoever its sentences are about: a move with no subject counts for the one
    # who opens the sentence, or one of the few before it (资治通鉴 卷184 白话: 李渊; the 原文 names him
    # as 渊 every time) …
    ("yining1_liyuan_changan_baihua", ("李渊",)),
    ("yining1_liyuan_changan_zztj", ("李渊",)),
    # … and a mover written with his title before his name (秦王世民, 秦王李世民) is that man (资治通鉴 卷188–189
    # and its 白话) …
    ("wude3_shimin_luoyang_zztj", ("李世民",)),
    ("wude3_shimin_luoyang_baihua", ("李世民",)),
    # … and the ruler of the text's years named as the mover (唐僖宗的车驾来到兴元, 代宗到达陕州) is the
    # sovereign, no person to set against him: 黄巢 and 郭子仪 are named more often, but move less
    # (卷254 白话, 卷223 白话).
    ("guangming1_xizong_shu_baihua", ()),
    ("guangde1_daizong_shanzhou_baihua", ()),
    # A ruler's own annals before his reign, written with his temple name, are his, moves with no
    # subject included (旧唐书 高祖纪 in 617, 高祖 19 times); not a future ruler named twice in
    # another's annals (新五代史 庄宗纪: 李嗣源).
    ("yining1_liyuan_changan_jts", ("高祖",)),
    ("tongguang1_zhuangzong_daliang_xwds", ()),
    # A novel, which seldom dates its sentences, leaves out who they are about as the 白话 does (三国演义
    # 第四十九回–第五十回: 曹操); annals, dated entry after entry, tell the sovereign's moves so (旧唐书
    # 僖宗纪).
    ("jianan13_caocao_huarong_sgyy", ("曹操",)),
    ("guangqi1_xizong_xingyuan_jts", ()),
    # Of two who move about as often, the one the text tells campaigns against is the enemy (资治通鉴 卷190
    # 白话: 刘黑闼, 讨伐刘黑闼; 李世民 is sent against him) …
    ("wude5_shimin_mingzhou_baihua", ("李世民",)),
    # … unless the one campaigned against leads the campaign himself (资治通鉴 卷102 白话: 桓温讨伐燕国, whom
    # 慕容垂 and the 燕 generals 攻打) …
    ("taihe4_huanwen_fangtou_baihua", ("桓温",)),
    # … and a given name alone opening the sentence of a move names its mover (三国演义 第七十一回: 曹操 … 操
    # 引兵…).
    ("jianan23_caocao_hanzhong_sgyy", ("曹操",)),
    # … and so where the move's clause opens with it (资治通鉴 卷62: 操与刘备遇于梁，进至彭城; 东周列国志 第二十四回:
    # 桓公 of 齐桓公, not 屈完, the envoy sent to him).
    ("jianan3_caocao_xiapi_zztj", ("曹操",)),
    ("xigong4_huangong_zhaoling_novel", ("齐桓公",)),
    # A ruler whose title holds the title of the one reigning in the text's years is not he: 北魏孝武帝 in
    # 梁武帝's 中大通六年 (资治通鉴 卷156 白话), 后晋出帝 in the years sanmiao gives 南平's 天福 (卷284 白话).
    ("yongxi3_xiaowu_guanzhong_baihua", ("孝武帝",)),
    ("kaiyun1_chudi_chanzhou_baihua", ("出帝",)),
    # A life (传) names its man by his given name alone far more than by his full name: that is how often it names him,
    # against the sovereign words (清史稿 刘锦棠传: 锦棠; 宋史 王韶传: 韶; 旧唐书 高崇文传: 崇文).
    ("guangxu2_liujintang_xinjiang_qsg", ("刘锦棠",)),
    ("xining5_wangshao_xihe_songshi", ("王韶",)),
    ("yuanhe1_gaochongwen_shu_jts", ("高崇文",)),
    # A general whose moves few clauses name, as few name anyone, but whom the text names more than twice as often as
    # the sovereign words open clauses, the ruler is named, or anyone else who moves is named: his campaign (汉书 李陵传;
    # 资治通鉴 卷146: 韦睿; 卷171: 吴明彻) — not one the ruler's generals campaign against (黄巢 in 唐史演义).
    ("tianhan2_liling_juyan_hanshu", ("李陵",)),
    ("tianjian5_weirui_zhongli_zztj", ("韦睿",)),
    ("taijian5_wumingche_shouyang_zztj", ("吴明彻",)),
    ("guangming1_xizong_shu_novel", ()),
    # Annals join one man's moves with ；, the later ones with no subject: they are his, not the sovereign's
    # (资治通鉴 卷99: 桓温统步骑四万发江陵；水军自襄阳入均口，至南乡; 卷81 of 王濬, 卷43 of 吴汉) …
    ("yonghe10_huanwen_bashang_zztj", ("桓温",)),
    ("taikang1_wangjun_jianye_zztj", ("王浚",)),
    ("jianwu11_wuhan_shu_zztj", ("吴汉",)),
    # … the one the text campaigns against by his given name (讨黑闼, 卷190) is the enemy, however often he moves …
    ("wude5_shimin_mingzhou_zztj", ("李世民",)),
    # … and a name the text never writes (朱忠, read from 朱全忠 with 全 "all" set aside) is no one: 新唐书 昭宗纪
    # and its translation follow the emperor.
    ("tianfu1_zhaozong_fengxiang_xts", ()),
    ("tianfu1_zhaozong_fengxiang_xtsbaihua", ()),
])
def test_the_main_party_found_in_the_pipeline(name: str, found: tuple[str, ...]) -> None:
    it = gold_itinerary(name, party=())
    assert (it.party[:1] if it.party_found else ()) == found


@pytest.mark.parametrize(("text", "place", "role"), [
    # Marching on names no one: the move after it is the party's (资治通鉴 卷42 and its 白话; 明旦 is
    # the next morning, no one's name).
    ("帝曰：“虏在吾目中矣！”明旦，遂进军，至高平第一。", "高平", "stop"),
    ("刘秀说：“敌人的情况都在我的眼里了！”第二天一早，大军出发，抵达高平县第一城。", "高平", "stop"),
    ("帝大喜。遂共进军，数道上陇。", "高平", None),
])
def test_marching_on_names_no_one(text: str, place: str, role: str | None) -> None:
    rows = "gaoping,高平,高平第一;高平县第一城,city,35.9,106.2,10,,,,test row,,\n"
    assert first_role(text, ("帝", "上", "刘秀"), place, rows, context="建武八年四月") == role


@pytest.mark.parametrize(("text", "party", "place"), [
    # A city named as held, then taken or besieged as 之 by the party: it is there (旧五代史 庄宗纪;
    # 资治通鉴 卷12 of 汉高帝; 卷66 of 刘备).
    ("时王彦章守中都。甲戌，帝攻之，中都素无城守。", ("帝",), "中都"),
    ("赵利守东垣，帝攻拔之，更命曰真定。", ("帝",), "东垣"),
    ("刘、张任与璋子循退守雒城，备进军围之。", ("刘备", "备"), "雒城"),
])
def test_a_held_city_taken_as_zhi(text: str, party: tuple[str, ...], place: str) -> None:
    from route.places.stops import find_held_cities

    rows = gaz_rows(("zhongdu", "中都", "city", 35.7, 116.4), ("dongyuan", "东垣", "city", 38.1, 114.5),
                    ("luocheng", "雒城", "city", 31.0, 104.4))
    gaz = parse_gazetteer(ANNALS_PLACES.splitlines(keepends=True)[0] + rows, "t.csv")
    t = parse_text(text, name="t.txt")
    places = find_places(t, gaz)
    held = find_held_cities(t, places)
    assert [(m.place.name, m.text) for m in held] == [(place, "之")]
    found = classify_mentions(t, sorted(places + held, key=lambda m: m.start), find_dates(t.content, "同光元年"), party)
    assert [(m.text, m.role) for m in found if m.text == "之"] == [("之", "stop")]


def test_zhi_of_a_man_is_no_city() -> None:
    # 攻之 of a man (李密…，世充追围之) or of a city named with no one holding it names no place.
    from route.places.stops import find_held_cities

    gaz = parse_gazetteer(ANNALS_PLACES.splitlines(keepends=True)[0] + gaz_rows(("yuecheng", "月城", "city", 34.7, 112.6)),
                          "t.csv")
    t = parse_text("密帅麾下精骑渡洛南，余众东走月城，世充追围之。", name="t.txt")
    assert find_held_cities(t, find_places(t, gaz)) == []


@pytest.mark.parametrize(("text", "party", "place"), [
    # 自X至Y，所过…: what lay along the way, no move told (金史 海陵纪, twice; 资治通鉴 of 吐蕃).
    ("癸巳，次河南府。自中都至河南，所过麦皆为空。", ("上",), "中都"),
    ("庚子，诏自中都至河南府所过州县调从猎骑士二千。", ("上",), "中都"),
    ("自渭州至松州，所过残灭，尸相枕藉。", ("上",), "松州"),
])
def test_the_way_described_is_no_move(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("zhongdu_t", "中都", "capital", 39.9, 116.3), ("henanfu", "河南府", "city", 34.7, 112.4),
                    ("weizhou_t", "渭州", "city", 35.0, 104.6), ("songzhou_t", "松州", "city", 32.6, 103.6))
    rows = rows.replace("henanfu,河南府,,", "henanfu,河南府,河南,")
    assert (place, "mention", "way") in judge_with(text, party, context="正隆六年", places=rows)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The party's lodging or camp is no party (资治通鉴 卷256 白话; 卷180 白话) …
    ("宁、凤翔的军队追赶逼近宝鸡唐僖宗的行宫，在宝鸡东北的潘氏打败神策军指挥使杨晟。", ("唐僖宗", "僖宗"), "潘氏",
     "mention"),
    ("六月，启民可汗和义成公主到炀帝的行宫来朝见，在榆林宴请突厥。", ("炀帝",), "榆林", "mention"),
    # … but his train is he (卷254 白话).
    ("唐僖宗的车驾来到兴元。", ("唐僖宗", "僖宗"), "兴元", "stop"),
])
def test_the_partys_lodging_is_not_the_party(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("panshi", "潘氏", "city", 34.4, 107.2), ("baoji_t", "宝鸡", "city", 34.36, 107.14),
                    ("yulin_t", "榆林", "city", 40.1, 111.0), ("xingyuan_t", "兴元", "city", 33.07, 107.03))
    assert first_role(text, party, place, rows, context="光启二年") == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 在X、Y置Z: an act of government at the places of a list, none of them where the party is
    # (资治通鉴 卷256 白话; 卷224 白话 of 代宗) …
    ("又在兴州、凤州置感义军，任命杨晟为节度使。", ("唐僖宗", "僖宗"), "兴州", "mention"),
    ("代宗在资圣寺、西明寺设置百尺高的坛座。", ("代宗",), "资圣寺", "mention"),
    # … while the party in the places of a list is there.
    ("唐僖宗在兴州、凤州驻军。", ("唐僖宗", "僖宗"), "兴州", "stop"),
])
def test_zai_a_list_before_an_act(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("xingzhou_t", "兴州", "city", 33.3, 106.0), ("fengzhou_t", "凤州", "city", 33.9, 106.5),
                    ("zisheng", "资圣寺", "city", 34.26, 108.95, 2), ("ximing", "西明寺", "city", 34.25, 108.93, 2))
    assert first_role(text, party, place, rows, context="光启二年") == role


@pytest.mark.parametrize(("text", "party", "place"), [
    # Someone escorting the party (奉, 侍奉) opens the sentence: the party goes (资治通鉴 卷256 and its
    # 白话, the dynasty before the name or not).
    ("克用进逼京城，乙亥夜，令孜奉天子自开远门出幸凤翔。", ("上", "天子", "僖宗"), "凤翔"),
    ("李克用逼近京城，乙亥（二十五日）夜间，田令孜侍奉唐僖宗从长安城的开远门出奔凤翔。", ("上", "僖宗"), "凤翔"),
])
def test_the_party_escorted_goes(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("fengxiang_t", "凤翔", "city", 34.5, 107.4))
    assert (place, "stop", "arrive") in judge_with(text, party, context="光启元年十二月", places=rows)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 进兵X, like 进军X, goes to X: the party's (金史 海陵纪), or the one sent's (资治通鉴 卷69); and
    # the navy met at a place (会舟师于瓜洲渡) is no 师 of the party's own name.
    ("上还和州，遂进兵扬州。甲午，会舟师于瓜洲渡，期以明日渡江。", ("上", "师"), "扬州", "stop"),
    ("上还和州，遂进兵扬州。甲午，会舟师于瓜洲渡，期以明日渡江。", ("上", "师"), "瓜洲", "stop"),
    ("汉主遣将军吴班、冯习攻破权将李异、刘职等于巫，进兵秭归。", ("汉主",), "秭归", "mention"),
])
def test_jinbing_goes_there(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("hezhou_t", "和州", "city", 31.7, 118.4), ("yangzhou_t", "扬州", "city", 32.4, 119.4),
                    ("zigui_t", "秭归", "city", 31.0, 110.7))
    rows += "guazhou_t,瓜洲,瓜洲渡,city,32.27,119.4,5,,,,test row,,\n"
    assert first_role(text, party, place, rows, context="正隆六年十一月") == role


@pytest.mark.parametrize(("text", "party", "place"), [
    # A wish or a plan with a direction between it and the verb is still one (资治通鉴 卷230; 卷145
    # 白话; 卷212 白话).
    ("上欲西幸成都，严震言于上曰：“山南地接京畿。”", ("上",), "成都"),
    ("南齐和帝萧宝融将东归建康，他任命萧憺为都督荆、湘等六州诸军事。", ("萧宝融",), "建康"),
    ("张说因为皇帝大驾将东至泰山封禅，担心突阙会乘机入侵。", ("皇帝",), "泰山"),
])
def test_a_wish_with_a_direction(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("chengdu_t", "成都", "city", 30.66, 104.06), ("jiankang_w", "建康", "city", 32.05, 118.78),
                    ("taishan_w", "泰山", "mountain", 36.25, 117.1))
    assert (place, "mention", "plan") in judge_with(text, party, places=rows)


@pytest.mark.parametrize(("text", "party", "place"), [
    # Someone comes to a place and reports to the party or comes before him: the party is there
    # (三国演义 第七十一回, 第七十九回, and 伊籍's embassy to 孙权).
    ("夏侯渊便差人报知曹洪。洪星夜前到许昌，禀知曹操。操大惊。", ("曹操", "操"), "许昌"),
    ("刘封部下只剩得百余骑。到了成都，入见汉中王，哭拜于地，细奏前事。", ("刘备", "汉中王"), "成都"),
    ("令伊籍先到荆州，知会云长，然后入吴。到秣陵，来见孙权，先通了姓名。", ("孙权", "权"), "秣陵"),
    # …or is seen by him, or speaks to his face there (资治通鉴 卷12 and its 白话).
    ("于是上自将兵而东，群臣居守，皆送至霸上。留侯病，自强起，至曲邮，见上曰：“臣宜从，病甚。”", ("上", "刘邦"), "曲邮"),
    ("留侯张良生了病，也支撑身子，来到曲邮，对高帝说：“我本应随您出征，但实在病重。”", ("上", "高帝"), "曲邮"),
])
def test_coming_before_the_party_there(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("xuchang_t", "许昌", "capital", 34.03, 113.82), ("chengdu_r", "成都", "city", 30.66, 104.06),
                    ("moling_r", "秣陵", "city", 32.05, 118.78), ("quyou", "曲邮", "city", 34.37, 109.2))
    assert (place, "stop") in [(p, r) for p, r, _ in judge_with(text, party, context="建安二十三年", places=rows)]


@pytest.mark.parametrize(("text", "party", "place"), [
    # 进了X: entered X (熊大木 唐书志传通俗演义 第一卷; 资治通鉴 卷107 白话, 吴柱's) …
    ("会日已暮，渊即命登城。将士各攀援而上，遂克之。渊大军进了霍邑，诸将佐俱上其功。", ("李渊", "渊"), "霍邑"),
    ("北平人吴柱聚集一千多人的部队，攻破了北平郡，转而进攻广都，突进了白狼城。", ("吴柱",), "白狼城"),
    # … and the party's order to its own army is its own move (唐书志传通俗演义, twice).
    ("渊下令大军离了西河，前至贾胡堡，去霍邑五十余里。", ("李渊", "渊"), "贾胡堡"),
    ("于是城中吏民大悦。渊下令大军离了西河，前至贾胡堡。", ("李渊", "渊"), "西河"),
])
def test_a_novels_entering_and_own_army(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("huoyi_n", "霍邑", "city", 36.57, 111.72), ("bailangcheng_n", "白狼城", "city", 41.2, 119.3),
                    ("xihe_n", "西河", "prefecture", 37.26, 111.78), ("jiahu_n", "贾胡堡", "city", 36.85, 111.85))
    assert (place, "stop") in [(p, r) for p, r, _ in judge_with(text, party, context="大业十三年八月", places=rows)]


def test_hui_opens_a_sentence_about_someone_else() -> None:
    # 资治通鉴 卷230 (line 35 of the bench text): 会曹子达以吐蕃至…。遂引兵屯奉天 is 曹子达's, the
    # emperor being at 梁州.
    gold, text, gaz = gold_text("xingyuan1_dezong_liangzhou_zztj")
    it = build_itinerary(text, gaz, context=gold.get("context"), party=("上",))
    assert [(m.role, m.reason) for m in it.mentions if m.line == 35 and m.place.name == "奉天"] == [("mention", "topic")]


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 会, "it so happened", opens a sentence before the one it tells of (资治通鉴 卷230: 曹子达, not the
    # emperor, goes on to 奉天; 卷184: 渊 is the one kept back by the rains) …
    ("会积雨，渊不得进，遣府佐沈叔安等将羸兵还太原，更运一月粮。", ("李渊", "渊"), "太原", "mention"),
    # … but 会于X, 会舟师于X is a meeting there (金史 海陵纪).
    ("甲午，会舟师于瓜洲渡，期以明日渡江。", ("上",), "瓜洲", "stop"),
])
def test_hui_it_so_happened(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("fengtian_h", "奉天", "city", 34.48, 108.24), ("wuting", "武亭川", "river", 34.3, 108.1, 20),
                    ("taiyuan_h", "太原", "city", 37.87, 112.55))
    rows += "guazhou_h,瓜洲,瓜洲渡,city,32.27,119.4,5,,,,test row,,\n"
    assert first_role(text, party, place, rows, context="兴元元年三月") == role


@pytest.mark.parametrize("text", [
    # A usurper's accession hands nothing over (旧唐书 僖宗纪: 襄王煴, set up by 朱玫; 晋书 载记 刘元海).
    "五月己卯朔。庚辰，襄王僭即皇帝位，年号建贞。甲申，车驾次凤翔。",
    "永嘉二年，元海僭即皇帝位，大赦境内，改元永凤。帝至长安。",
])
def test_a_usurpers_accession_hands_nothing_over(text: str) -> None:
    from route.places.stops import find_handover

    t = parse_text(text, name="t.txt")
    assert find_handover(t, ("上", "帝", "车驾"), analyse_layout(t, [])) is None


@pytest.mark.parametrize(("text", "back"), [
    # A halt right after the way back begins: the capital is still ahead (旧唐书 僖宗纪 光启三年); a
    # return told alone is home (资治通鉴 卷212: 上幸凤泉汤…还宫).
    ("三月乙亥朔。甲申，车驾还京，次凤翔。", []),
    ("十二月，甲午，上幸凤泉汤；戊申，还宫。", ["还宫"]),
])
def test_a_halt_after_the_way_back_begins(text: str, back: list[str]) -> None:
    from route.places.stops import find_capital_returns

    t = parse_text(text, name="t.txt")
    dates = find_dates(t.content, "光启三年" if "光启" in text or "凤翔" in text else "开元十一年")
    got = find_capital_returns(t, analyse_layout(t, dates), dates, ("上", "车驾"), GAZ.lookup("京师"))
    assert [m.text for m in got] == back


@pytest.mark.parametrize(("text", "party"), [
    # Troops named by the places that raised them, a list of places too, are someone else:
    # 资治通鉴 卷105 and its 白话.
    ("九月，坚至项城，凉州之兵始达咸阳，蜀、汉之兵方顺流而下，幽、冀之兵至于彭城，东西万里，水陆齐进，运漕万艘。",
     ("苻坚", "坚")),
    ("九月，苻坚抵达项城，凉州的军队刚刚到达咸阳，蜀、汉的军队正顺流而下，幽州、冀州的军队到了彭城，东西万里，水陆并进。",
     ("苻坚", "坚")),
])
def test_troops_named_by_their_places_are_someone_else(text: str, party: tuple[str, ...]) -> None:
    rows = gaz_rows(
        ("xiangcheng", "项城", "city", 33.4, 114.9),
        ("liangzhou", "凉州", "city", 37.9, 102.6),
        ("xianyang", "咸阳", "city", 34.3, 108.7),
        ("pengcheng", "彭城", "city", 34.3, 117.2),
    ) + "you,幽,,city,39.9,116.4,10,,,,test row,,\nji1,冀,,city,37.6,115.6,10,,,,test row,,\n"
    got = {p: role for p, role, _ in judge_with(text, party, places=rows)}
    assert (got["项城"], got["咸阳"], got["彭城"]) == ("stop", "mention", "mention")


@pytest.mark.parametrize(("text", "party", "place"), [
    # A clause opening with 亲自/亲 names no one but the one acting himself: the topic's (资治通鉴
    # 卷70 白话: 文帝; its 原文 亲御龙舟 in the doctest of _own_act).
    ("八月，亲自乘龙舟指挥水军，沿着蔡河、颍水进入淮河，到达寿春。", ("文帝",), "蔡河"),
])
def test_his_own_act_names_no_one_else(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(
        ("caishui", "蔡河", "river", 33.8, 114.2, 50),
        ("shouchun", "寿春", "city", 32.6, 116.8),
    )
    assert first_role(text, party, place, places=rows) == "stop"


@pytest.mark.parametrize(("text", "party", "titles"), [
    # A great office he is made from another he held names him alone (史记 绛侯周勃世家: 亚夫以中尉为太尉，东击吴楚 …
    # 太尉引兵东北走昌邑; 汉书 周亚夫传: 亚夫以中尉为太尉，东击吴、楚 … 太尉如其计) …
    ("亚夫以中尉为太尉，东击吴楚。太尉既会兵荥阳。太尉引兵东北走昌邑。", ("周亚夫", "亚夫"), ("太尉",)),
    ("亚夫以中尉为太尉，东击吴、楚。太尉如其计。", ("周亚夫", "亚夫"), ("太尉",)),
    # … not a hall made an office's seat (资治通鉴 卷184 白话: 李渊以武德殿为丞相府).
    ("李渊以武德殿为丞相府，把所颁公文由教改称为令。", ("李渊", "渊"), ()),
])
def test_an_office_he_is_made_from_another_names_him(text: str, party: tuple[str, ...], titles: tuple[str, ...]) -> None:
    t = parse_text(text)
    assert _titles_of(t.simplified, party, find_places(t, load_gazetteer(DEFAULT_PLACES)), load_lexicon()) == titles


@pytest.mark.parametrize(("name", "party", "place", "line"), [
    # A title the text writes before the party's name names him alone too: 前秦王 of 前秦王苻坚
    # (资治通鉴 卷105 白话: 前秦王收拢逃散的兵众，等到抵达洛阳时; 大司马 of 大司马刘秀, 卷39, in the
    # doctest of _titles_of).
    ("taiyuan8_fujian_feishui_baihua", ("苻坚",), "洛阳", 15),
])
def test_a_title_before_the_partys_name_names_him(name: str, party: tuple[str, ...], place: str, line: int) -> None:
    it = gold_itinerary(name, party=party)
    assert any(s.place.name == place and s.first_line == line for s in it.stops)


@pytest.mark.parametrize(("name", "party", "line"), [
    # The party appointed or sent acts next, after someone else opened the sentence, and in the
    # sentence after it; holding the tally (持节) names no one: 资治通鉴 卷39 (更始乃以刘秀行大司马事，持节
    # 北渡河), its 白话 (刘玄才任命刘秀代理大司马，持节北渡黄河), 后汉书 光武帝纪 (乃遣光武…。十月，持节北度河).
    ("gengshi1_liuxiu_hebei_zztj", ("刘秀",), 4),
    ("gengshi1_liuxiu_hebei_baihua", ("刘秀",), 4),
    ("gengshi1_liuxiu_hebei_hhs", ("光武",), 5),
])
def test_the_party_appointed_acts_next(name: str, party: tuple[str, ...], line: int) -> None:
    it = gold_itinerary(name, party=party)
    assert any(s.place.name == "黄河" and any(e.line == line for e in s.events) for s in it.stops)


@pytest.mark.parametrize(("text", "party", "place"), [
    # The party's detached general moves on his own, in the sentence after too (资治通鉴 卷99, 卷256;
    # 卷104 白话).
    ("[9]桓温别将攻上洛，获秦荆州刺史郭敬；进击青泥，破之。", ("桓温", "温"), "上洛"),
    ("[5]二月，乙丑，桓温统步骑四万发江陵。[9]桓温别将攻上洛，获秦荆州刺史郭敬；进击青泥，破之。", ("桓温", "温"),
     "青泥"),
    ("　　[39]丙申，秦宗权别将攻陷许州，执忠武留后王蕴，复取许州。", ("秦宗权",), "许州"),
    ("六月，桓冲的别将攻打万岁、筑阳，攻了下来。", ("桓冲",), "万岁"),
])
def test_the_partys_general_is_someone_else(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("shangluo", "上洛", "city", 33.9, 109.9), ("xuzhou_t", "许州", "city", 34.0, 113.8),
                    ("wansui", "万岁", "city", 32.5, 111.5), ("qingni", "青泥", "city", 34.1, 109.3))
    assert first_role(text, party, place, places=rows) == "mention"


@pytest.mark.parametrize(("text", "party"), [
    # Rewarded there by someone sent: the party was there (资治通鉴 卷99 and its 白话).
    ("[20]九月，桓温还自伐秦，帝遣侍中、黄门劳温于襄阳。", ("桓温", "温")),
    ("[20]九月，桓温从伐秦前线返回，东晋穆帝派侍中、黄门侍郎在襄阳慰劳桓温。", ("桓温",)),
])
def test_rewarded_there_the_party_is_there(text: str, party: tuple[str, ...]) -> None:
    rows = gaz_rows(("xiangyang_t", "襄阳", "city", 32.0, 112.1))
    assert first_role(text, party, "襄阳", places=rows) == "stop"


def test_setting_out_at_noon_names_no_one() -> None:
    # 资治通鉴 卷189: after 世民 heads for 武牢, 时正昼出兵 names no one, and the moves are his.
    text = ("中分麾下，使通等副齐王元吉围守东都，世民将骁勇三千五百人东趣武牢。时正昼出兵，历北邙，抵河阳，趋巩而去。"
            "王世充登城望见，莫之测也。")
    rows = gaz_rows(("beimang", "北邙", "mountain", 34.8, 112.6), ("heyang", "河阳", "city", 34.9, 112.8))
    got = {p: role for p, role, _ in judge_with(text, ("李世民", "世民"), places=rows)}
    assert (got["北邙"], got["河阳"]) == ("stop", "stop")


@pytest.mark.parametrize(("text", "party", "place"), [
    # A command over troops between the subject and the verb leaves the subject the mover, found as
    # the main party too (资治通鉴 卷99, 卷115).
    ("[5]二月，乙丑，桓温统步骑四万发江陵。桓温统步骑四万至襄阳。桓温统步骑四万至南乡。", (), "江陵"),
    ("己巳，刘裕帅舟师发建康。刘裕帅舟师至下邳。刘裕帅舟师至琅邪。", (), "建康"),
])
def test_troops_led_leave_the_leader_the_mover(text: str, party: tuple[str, ...], place: str) -> None:
    t = parse_text(text, name="t.txt")
    rows = gaz_rows(("jiangling", "江陵", "city", 30.35, 112.2), ("xiangyang_t", "襄阳", "city", 32.0, 112.1),
                    ("nanxiang", "南乡", "city", 33.0, 111.5), ("jiankang", "建康", "capital", 32.05, 118.8),
                    ("xiapi", "下邳", "city", 34.3, 117.9), ("langya", "琅邪", "city", 35.6, 118.8))
    from route.places.gazetteer import parse_gazetteer
    gaz = parse_gazetteer(ANNALS_PLACES + rows, "annals.csv")
    assert find_main_party(t, find_places(t, gaz), analyse_layout(t, [])) in (("桓温",), ("刘裕",))


@pytest.mark.parametrize(("text", "party", "place"), [
    # The one summoned comes (唐史演义 第五十九回; 资治通鉴 卷256 白话), and a move feared is no move
    # (唐史演义: 代宗恐吐蕃兵出潼关).
    ("代宗恐吐蕃兵出潼关，召子仪至陕扈跸，子仪遣人奉表。", ("代宗",), "陕"),
    ("代宗恐吐蕃兵出潼关，召子仪至陕扈跸，子仪遣人奉表。", ("代宗",), "潼关"),
    ("唐僖宗于是召张浚到行营，拜为兵部郎中。", ("唐僖宗",), "行营"),
])
def test_summoned_or_feared_is_no_move_of_the_party(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("xingying", "行营", "city", 33.1, 107.0))
    assert first_role(text, party, place, places=rows) == "mention"


@pytest.mark.parametrize(("text", "party"), [
    # A division of the army with no one's name goes where the topic's forces go (资治通鉴 卷99 and
    # its 白话: 桓温's fleet and foot).
    ("[5]二月，乙丑，桓温统步骑四万发江陵；水军自襄阳入均口，至南乡；步兵自淅川趣武关；命司马勋出子午道以伐秦。",
     ("桓温", "温")),
    ("[5]二月，乙丑（疑误），桓温统领步兵和骑兵四万人从江陵出发。水军从襄阳进入均口，抵达南乡；步兵从淅川直奔武关。命令司马勋出子午道去讨伐前秦。",
     ("桓温",)),
])
def test_a_division_of_the_army_is_the_topics(text: str, party: tuple[str, ...]) -> None:
    rows = gaz_rows(("jiangling", "江陵", "city", 30.35, 112.2), ("junkou", "均口", "city", 32.6, 111.5),
                    ("nanxiang", "南乡", "city", 33.0, 111.5))
    assert first_role(text, party, "南乡", places=rows) == "stop"

@pytest.mark.parametrize(("text", "party", "place"), [
    # 还师X, 回师X: the army brought back to X, and the party with it (明史 太祖纪 and its translation; 小腆纪年).
    ("夏四月丙寅，遇春还师北平。", ("遇春", "常遇春"), "北平"),
    ("夏四月二日，常遇春还师北平。", ("常遇春",), "北平"),
    ("明朱成功回师厦门，上表待罪；", ("成功", "朱成功"), "厦门"),
])
def test_the_army_brought_back_to_a_place(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("beiping_t", "北平", "city", 39.9, 116.4), ("xiamen_t", "厦门", "city", 24.45, 118.08))
    assert first_role(text, party, place, places=rows) == "stop"

@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # All the armies, no one named, are a general's own (金史 宗望传: 诸军渡河，取滑州; 元史 伯颜传: 众军次平江; 宋史 曹彬传:
    # 诸军败绩，退屯易州), not a sovereign's, whose generals lead them (资治通鉴 卷181 白话: 各路军队 at 辽东城).
    ("宗望请于太宗，乃复伐宋。四年正月己巳，诸军渡河，取滑州。", ("宗望",), "滑州", "stop"),
    ("伯颜发临安。甲辰，众军次平江，都统王邦杰、通判王矩之率众出降。", ("伯颜",), "平江", "stop"),
    ("五月，战于岐沟关，诸军败绩，退屯易州，临易水而营。", ("彬", "曹彬"), "易州", "stop"),
    ("炀帝驻跸辽水西。五月，各路军队进攻辽东城。", ("炀帝",), "辽东城", "mention"),
])
def test_all_the_armies_are_a_generals_own(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("huazhou_t", "滑州", "city", 35.57, 114.5), ("pingjiang_t", "平江", "city", 31.3, 120.6),
                    ("qigouguan_t", "岐沟关", "city", 39.4, 115.8))
    assert first_role(text, party, place, places=rows) == role



@pytest.mark.parametrize(("name", "party"), [
    # The army of the state the party rules, his title's (秦王坚: 秦兵; 前秦王苻坚: 前秦的军队), is his own,
    # and pressing up to a river is being at it (资治通鉴 卷105: 秦兵逼肥水而陈; its 白话: 前秦的军队紧逼淝水而布阵).
    ("taiyuan8_fujian_feishui_zztj", ("苻坚",)),
    ("taiyuan8_fujian_feishui_baihua", ("苻坚",)),
])
def test_the_army_of_the_partys_state_is_his(name: str, party: tuple[str, ...]) -> None:
    it = gold_itinerary(name, party=party)
    assert any(s.place.name == "淝水" and any(e.line == 10 for e in s.events) for s in it.stops)


@pytest.mark.parametrize(("name", "party", "line"), [
    # 至自X with no place the gazetteer knows is back at the capital: from the tour (资治通鉴 卷178:
    # 三月，己未，至自东巡) or from a place abridged (宋史 太祖纪: 丁亥，上至自扬).
    ("kaihuang15_wendi_taishan_zztj", ("上",), 13),
    ("jianlong1_taizu_zezhou_songshi", ("太祖",), 2),
])
def test_back_from_an_unnamed_place_is_home(name: str, party: tuple[str, ...], line: int) -> None:
    it = gold_itinerary(name, party=party)
    home = [s for s in it.stops if any(e.line == line and e.verb == "至自" for e in s.events)]
    assert home and home[0].place.kind == "capital"


@pytest.mark.parametrize(("text", "name", "times"), [
    # The target of a campaign (讨伐X, 攻打X, 击X, 讨X) in the 白话 and in the annals: 资治通鉴 卷190 白话,
    # 后汉书 光武帝纪, 资治通鉴 卷188 …
    ("唐高祖命令秦王李世民、齐王李元吉率兵讨伐刘黑闼。", "刘黑闼", 1),
    ("会上谷太守耿况﹑渔阳太守彭宠各遣其将吴汉﹑寇恂等将突骑来助击王郎，更始亦遣尚书仆射谢躬讨郎", "王郎", 1),
    ("益州行台左仆射窦轨帅巴、蜀兵来会秦王击王世充", "王世充", 1),
    # … not the one who marches, nor the one who meets (李世民进逼刘黑闼; 带兵与秦王李世民在州会师).
    ("李世民收复相州，进军肥乡，在水边布营进逼刘黑闼。", "李世民", 0),
    ("然后带兵与秦王李世民在州会师。", "李世民", 0),
])
def test_a_campaign_against_someone(text: str, name: str, times: int) -> None:
    assert _campaigned_against(text, name, load_lexicon()) == times


@pytest.mark.parametrize(("text", "moves"), [
    # 上 and 行 opening an office or a memorial tell no move, so the sentence does not pass the story to
    # whoever it names (新五代史 周本纪: 吴延祚为左骁卫上将军 … 夏四月壬辰，取干宁军, the emperor's; 资治通鉴 卷286:
    # 行军司马…三上笺劝进) …
    ("是月，吴延祚为左骁卫上将军、枢密使。", False),
    ("己巳，行军司马潞城张彦威等三上笺劝进，知远疑未决。", False),
    # … as they do as verbs of going (资治通鉴 卷65: 上徐无山; 卷20: 乃行).
    ("操令畴将其众为乡导，上徐无山，出卢龙塞", True),
    ("下诏曰：“朕将巡边垂。”乃行", True),
])
def test_a_title_tells_no_move(text: str, moves: bool) -> None:
    assert (load_lexicon().topic_motion.search(text) is not None) is moves


def test_a_sentence_of_an_appointment_passes_no_story() -> None:
    it = gold_itinerary("xiande6_shizong_north_xwds")
    assert [m.role for m in it.mentions if m.text == "干宁军"] == ["stop"]


def test_a_garrison_seen_is_no_place_visited() -> None:
    # 上临视右卫军士 (清史稿 圣祖纪 康熙三十六年): the men of the 右卫 garrison, seen where they came.
    rows = gaz_rows(("youwei", "右卫", "city", 40.2, 112.3))
    assert judged_at("庚子，上临视右卫军士。", ("上",), "右卫", rows)[-1] == ("mention", "sent")



@pytest.mark.parametrize(("text", "place", "role"), [
    # The court greeting with no one named greets the sovereign there, when no one else came in its
    # sentence (资治通鉴 卷287, 卷85) …
    ("　　[19]辛酉，汴州百官窦贞固等迎于荥阳。", "荥阳", "stop"),
    ("太宰帅官属步骑三万迎于霸上，前拜谒，帝下车止之。", "霸上", "stop"),
    # … not someone else who just came (卷263: 朱全忠) …
    ("　　[32]朱全忠至长安，宰相帅百官班迎于长乐坡；明日行，复班辞于临皋驿。", "长乐坡", "mention"),
    # … and a feast for the elders of a region is no place visited (隋书 炀帝纪).
    ("夏四月丁未，宴江淮已南父老，颁赐各有差。", "江淮", "mention"),
])
def test_the_court_greets_the_sovereign(text: str, place: str, role: str) -> None:
    rows = gaz_rows(("bashang_t", "霸上", "city", 34.3, 109.1),
                    ("changlepo_t", "长乐坡", "city", 34.3, 109.0), ("jianghuai_t", "江淮", "city", 32.5, 118.5))
    assert judged_at(text, ("上", "帝", "车驾"), place, rows)[-1][0] == role


def test_a_rulers_birth_father_is_not_he() -> None:
    # 周主本生父柴守礼 (五代史演义 第五十二回): the emperor's birth father, not the emperor.
    text = "周主本生父柴守礼，以太子少保光禄卿致仕，常与前许州行军司马韩伦，游宴洛阳。"
    rows = gaz_rows(("luoyang_t", "洛阳", "capital", 34.7, 112.4), ("xuzhou_t", "许州", "city", 34.0, 113.8))
    assert judged_at(text, ("周主",), "洛阳", rows)[-1][0] == "mention"


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A clause naming someone right after a report is its news (清史演义 第二十七回) …
    ("是年七月，康熙帝启銮出巡，方出长城，忽得探报，恭亲王军在喜峰口九百里外，被噶尔丹杀败回来", ("康熙帝",), "喜峰口",
     "mention"),
    # … not the one who heard it acting (唐史演义 第六十五回: 抱真得报，即自临洺往会武俊).
    ("抱真得报，即自临洺往会武俊", ("抱真",), "临洺", "stop"),
])
def test_the_clause_after_a_report_is_news(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("xifengkou", "喜峰口", "pass", 40.4, 118.3), ("linming", "临洺", "city", 36.6, 114.7))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("name", "place", "lines"), [
    # The modern translations' 皇上 is the sovereign, and a state that moves about (吐蕃攻陷松州) no main party:
    # 旧唐书 代宗纪 白话 (皇上驾到含元殿), 僖宗纪 白话 (皇上的车驾到达成都府), NiuTrans Classical-Modern.
    ("guangde1_daizong_shanzhou_jtsbaihua", "长安", (2, 3)),
    ("guangming1_xizong_shu_jtsbaihua", "成都", (41,)),
    # … and so are 皇上的车驾, the escorted 车驾 (奉迎车驾出京临幸凤翔), where a city's troops (汴州军屯驻在灵口) or a
    # minister move more often (旧唐书 昭宗纪 天复 白话).
    ("tianfu1_zhaozong_fengxiang_jtsbaihua", "凤翔", (21, 36)),
])
def test_the_translations_word_for_the_sovereign(name: str, place: str, lines: tuple[int, ...]) -> None:
    it = gold_itinerary(name, party=())
    assert not it.party_found or it.party[0] in load_lexicon().sovereign
    assert any(m.role == "stop" and m.place.name == place and m.line in lines for m in it.mentions)


def test_troops_called_up_from_a_capital_are_no_home() -> None:
    # 又别调盛京吉林及科尔沁兵助战 (清史演义 第二十七回): 盛京 is where troops come from, not where the
    # emperor sets out.
    it = gold_itinerary("kangxi35_kangxi_galdan_novel")
    assert "盛京" not in [s.place.name for s in it.stops]


@pytest.mark.parametrize(("name", "line", "place", "role"), [
    # 从X with 到来, 回京 after it is back from X, at home (旧唐书 德宗纪 白话: 皇上从兴元到来; 宋史 太宗纪 白话:
    # 太宗从范阳回京师), NiuTrans Classical-Modern …
    ("jianzhong4_dezong_fengtian_jtsbaihua", 54, "梁州", "mention"),
    ("taipingxingguo4_taizong_beihan_songshibaihua", 59, "幽州", "mention"),
    # … the translations' 车驾到X renders 幸X, set out for X (德宗纪 白话: 皇上车驾到梁州, reached on line 33) …
    ("jianzhong4_dezong_fengtian_jtsbaihua", 28, "梁州", "mention"),
    # … and the party's lodging after his word is no party (德宗纪 白话: 李晟…奔赴皇上行宫靖难，驻扎在渭桥).
    ("jianzhong4_dezong_fengtian_jtsbaihua", 19, "渭桥", "mention"),
])
def test_the_translations_of_annals(name: str, line: int, place: str, role: str) -> None:
    it = gold_itinerary(name)
    assert {m.role for m in it.mentions if m.line == line and m.place.name == place} == {role}


@pytest.mark.parametrize("clause", [
    # Advancing before the act names no one (旧唐书 高祖纪 白话: 八月八日，进军攻下临汾郡及绛郡; 资治通鉴 卷67:
    # 乃还白操，进兵攻卫), nor does marching (新唐书 高祖纪 白话: 初七，行军至灵石县; 资治通鉴 卷85 白话: 行军到安阳).
    "进军",
    "进兵",
    "行军",
])
def test_advancing_names_no_one(clause: str) -> None:
    from route.places.stops import _names_no_one

    assert _names_no_one(clause, load_lexicon())


def test_a_city_taken_after_advancing_is_the_partys() -> None:
    it = gold_itinerary("yining1_liyuan_changan_jtsbaihua")
    assert [m.role for m in it.mentions if m.line == 22 and m.place.name == "临汾郡"] == ["stop"]


@pytest.mark.parametrize(("text", "party", "place"), [
    # Two places joined by 及 share the verb before the first (旧唐书 高祖纪; its 白话, NiuTrans Classical-Modern).
    ("丙戌，进下临汾郡及绛郡。", ("高祖",), "绛郡"),
    ("八月八日，进军攻下临汾郡及绛郡。", ("高祖",), "绛郡"),
    # 循X, along it (资治通鉴 卷70: 循涡入淮; 循蔡、颍，浮淮如寿春).
    ("[9]八月，帝以舟师自谯循涡入淮。", ("帝",), "涡"),
    ("八月，为水军，亲御龙舟，循蔡、颍，浮淮如寿春。", ("帝",), "蔡"),
    # 莅X, came to X (隋书 炀帝纪 白话); the 白话's 开进X (资治通鉴 卷117 白话).
    ("二月初三，皇上登钓台，驾莅扬子津，大宴百官，按等级赏赐他们。", ("皇上",), "扬子津"),
    ("　　庚辰（初八），刘裕率领水军开进黄河，任命左将军向弥", ("刘裕",), "黄河"),
    # 巡视X, toured X (后汉书 光武帝纪 白话; 资治通鉴 卷181 白话 炀帝向西巡视河右, a region).
    ("更始二年正月，光武因为王郎新起势盛，便北上巡视蓟地。", ("光武",), "蓟"),
])
def test_more_ways_of_going(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("linfen_t", "临汾郡", "city", 36.1, 111.5), ("jiangjun_t", "绛郡", "city", 35.6, 111.2),
                    ("guo_t", "涡", "river", 33.5, 116.0), ("cai_t", "蔡", "river", 33.0, 114.5),
                    ("ying_t", "颍", "river", 33.0, 115.0), ("huai_t", "淮", "river", 32.9, 117.3),
                    ("shouchun_t", "寿春", "city", 32.57, 116.78), ("yangzijin", "扬子津", "city", 32.3, 119.4),
                    ("diaotai", "钓台", "city", 32.2, 119.3), ("huanghe_t", "黄河", "river", 35.0, 113.2),
                    ("qiao_t", "谯", "city", 33.85, 115.77), ("ji_t", "蓟", "city", 39.9, 116.4))
    assert judged_at(text, party, place, rows)[0][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 住X, stayed at X (明史 成祖纪 白话, NiuTrans Classical-Modern) …
    ("二十日，还住饮马河，颁诏调兵打阿鲁台。", ("上",), "饮马河", "stop"),
    ("七月二日住开平。", ("上",), "开平", "stop"),
    # … a clause of news heard (听说, 闻) names no mover, so the move after it is the hearer's (the same) …
    ("八日，听说本雅失里向西逃窜，率军渡饮马河追击。", ("上",), "饮马河", "stop"),
    # … but the news itself is someone else's move (唐书志传通俗演义: 闻渊军至, of 卫文升 in 京兆).
    ("边廷消息报入长安来，京兆内史卫文升年老，闻渊军至，忧惧成疾。", ("李渊",), "京兆", "mention"),
])
def test_staying_and_news_in_translations(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("yinmahe", "饮马河", "river", 48.5, 116.0), ("kaiping_t", "开平", "city", 42.3, 116.2),
                    ("jingzhao_t", "京兆", "prefecture", 34.3, 108.9))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("name", "line", "place"), [
    # 从X回到京城, back to the capital from X: the day he arrives, not a stay at X (宋史 太祖纪 白话; 新五代史 周本纪
    # 白话; NiuTrans Classical-Modern).
    ("kaibao2_taizu_taiyuan_songshibaihua", 49, "太原"),
    ("xiande6_shizong_north_xwdsbaihua", 13, "瓦桥关"),
])
def test_back_to_the_capital_from_a_place(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert {m.role for m in it.mentions if m.line == line and m.place.name == place} == {"mention"}
    assert any(m.role == "stop" and m.line == line and m.place.kind == "capital" for m in it.mentions)


@pytest.mark.parametrize(("text", "party", "role"), [
    # 在X北岸 after a word of camping is the camp by X (金史 海陵纪 白话), the party's when it camps …
    ("皇上把军队驻扎在长江北岸，派遣武平总管阿邻先渡到南岸，渡江失利。", ("皇上",), "stop"),
    # … not when someone else does (资治通鉴 卷65 白话).
    ("周瑜等驻军在长江南岸，周瑜部将黄盖说：“如今敌众我寡，难以长期相持", ("曹操",), "mention"),
])
def test_a_camp_by_a_river(text: str, party: tuple[str, ...], role: str) -> None:
    rows = gaz_rows(("changjiang_t", "长江", "river", 31.7, 118.3))
    assert judged_at(text, party, "长江", rows)[0][0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 迁往X with the party as its subject is the party's own move (新唐书 昭宗纪 白话) …
    ("初四，昭宗迁往凤翔。", ("昭宗",), "凤翔", "stop"),
    # … others moved, people sent (资治通鉴 卷262–263: 全忠令崔胤帅百官及京城民悉迁于华州).
    ("帅百官及京城民悉迁于华州", ("上", "昭宗"), "华州", "mention"),
])
def test_moved_to_a_place(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("fengxiang_t", "凤翔", "city", 34.52, 107.39), ("huazhou_t", "华州", "prefecture", 34.5, 109.77))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The party arriving in the clauses after a place arrives there (资治通鉴 卷217) …
    ("张介然至陈留才数日，禄山至，授兵登城，众惧，不能守", ("禄山",), "陈留", "stop"),
    # … not when his verb has a place of its own (宋史 太祖纪 白话: …在宪州投降，二十八日，太祖到太原城南).
    ("二十六日，北汉史昭文在宪州投降，二十八日，太祖到太原城南，说汾河水可以淹灌太原城", ("太祖",), "宪州", "mention"),
])
def test_arriving_after_a_place(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("chenliu_t", "陈留", "city", 34.8, 114.6), ("xianzhou_t", "宪州", "prefecture", 38.4, 111.8),
                    ("taiyuancheng", "太原城", "city", 37.87, 112.55))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("text", "place", "role"), [
    # Someone come to greet the party puts it there (资治通鉴 卷254 白话) …
    ("陈敬赶到鹿头关迎接唐僖宗", "鹿头关", "stop"),
    # … not someone sent or summoned to go and greet it, a plan (旧唐书 僖宗纪 白话).
    ("萧遘厌恶田令孜玩弄权术，再次使京师产生动乱，便利用州奏事判官李松年去凤翔的机会，令他立即召朱玫去凤翔迎奉圣驾。",
     "凤翔", "mention"),
])
def test_greeted_there_or_sent_to_greet(text: str, place: str, role: str) -> None:
    rows = gaz_rows(("lutouguan", "鹿头关", "pass", 31.1, 104.4), ("fengxiang_t", "凤翔", "city", 34.52, 107.39))
    assert judged_at(text, ("唐僖宗", "圣驾", "上"), place, rows)[-1][0] == role


@pytest.mark.parametrize(("text", "place"), [
    # Where a sovereign dies, the march ends and he was there (辽史 太宗纪 and its 白话; 资治通鉴 卷7).
    ("夏四月丙子，发大梁。丁丑，崩于栾城，年四十六。", "栾城"),
    ("夏四月初一，从大梁出发。二十二日，驾崩于栾城，时年四十六岁。", "栾城"),
    ("七月，丙寅，始皇崩于沙丘平台。", "沙丘平台"),
])
def test_the_place_a_sovereign_dies_at_is_a_stop(text: str, place: str) -> None:
    rows = gaz_rows(("luancheng", "栾城", "city", 37.88, 114.65), ("daliang_t", "大梁", "city", 34.8, 114.35),
                    ("shaqiu", "沙丘平台", "city", 37.2, 115.1))
    assert judged_at(text, ("上", "帝", "始皇"), place, rows)[-1][0] == "stop"



@pytest.mark.parametrize(("name", "lines", "written"), [
    # So is the dynasty's army named by no one after a general's sentence: 刘方率军进攻…。隋军渡过黎江 (资治通鉴 卷180 白话).
    # (官军 in a story about the general himself is his: see test_who_moves_in_real_texts.)
    ("daye1_yangdi_jiangdu_baihua", None, "黎江"),
])
def test_a_dynasty_army_named_by_no_one_after_a_generals_sentence_is_his(
        name: str, lines: tuple[int, int] | None, written: str) -> None:
    it = gold_itinerary(name, (), lines)
    assert [m.role for m in it.mentions if m.text == written and m.role == "stop"] == []


@pytest.mark.parametrize(("text", "place"), [
    # A canal's course and the palaces built along a way are no move (资治通鉴 卷180 and its 白话) …
    ("辛亥，命尚书右丞皇甫议发河南、淮北诸郡民，前后百余万，开通济渠。自西苑引谷、洛水达于河；复自板渚引河历荥泽入汴。", "板渚"),
    ("从西苑引谷水、洛水到黄河，又从板渚引黄河水经过荥泽进入汴水。", "板渚"),
    ("渠广四十步，渠旁皆筑御道，树以柳；自长安至江都，置离宫四十余所。", "江都"),
    ("通济渠宽四十步，渠两旁都筑有御道，栽种柳树。从长安到江都设置离宫四十余所。", "江都"),
])
def test_a_works_course_is_no_move(text: str, place: str) -> None:
    rows = gaz_rows(("banzhu", "板渚", "city", 34.85, 113.5), ("jiangdu_t", "江都", "city", 32.4, 119.4))
    assert judged_at(text, ("上", "帝", "炀帝"), place, rows) == [("mention", "way")]


@pytest.mark.parametrize(("text", "party", "place"), [
    # … troops led from a place are (资治通鉴 卷263; 宋史 高宗纪).
    ("全忠自故市引兵南渡渭。", ("全忠",), "故市"),
    ("韩世忠自镇江引兵之江阴军。", ("韩世忠",), "镇江"),
])
def test_troops_led_from_a_place_leave_it(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("gushi", "故市", "city", 34.45, 109.0), ("zhenjiang_t", "镇江", "city", 32.2, 119.45))
    assert judged_at(text, party, place, rows)[0][0] == "stop"


@pytest.mark.parametrize("name", [
    # The party typed is the heir who takes the throne in the text (资治通鉴 卷291 and its 白话, 显德元年:
    # 晋王即皇帝位 is 世宗): 帝 is 太祖 before it and he after it (帝发大梁, 帝过泽州, 帝至潞州).
    "xiande1_shizong_gaoping_zztj",
    "xiande1_shizong_gaoping_baihua",
])
def test_the_typed_heir_is_the_sovereign_after_his_accession(name: str) -> None:
    names = [s.place.name for s in gold_itinerary(name, ("世宗",)).stops]
    assert names[:3] == ["大梁", "怀州", "泽州"] and {"潞州", "晋阳"} <= set(names)


@pytest.mark.parametrize(("name", "died"), [
    # A sovereign who dies before the heir accedes (帝殂于滋德殿 … 晋王即皇帝位, 资治通鉴 卷291) hands nothing
    # over: with no party named, 帝 after it is the heir. One who lives on (明史 英宗纪: 王即皇帝位, 遥尊皇帝为
    # 太上皇帝) is 上皇 from then on, and the story may follow him.
    ("xiande1_shizong_gaoping_zztj", True),
    ("zhengtong14_yingzong_tumu_mingshi", False),
])
def test_a_sovereign_who_died_hands_nothing_over(name: str, died: bool) -> None:
    from route.places.stops import died_before, find_accession
    _, text, _ = gold_text(name)
    layout = analyse_layout(text, [])
    at = find_accession(text, layout)
    assert at is not None and died_before(text, layout, at) is died
    if died:
        names = [s.place.name for s in gold_itinerary(name, ()).stops]
        assert {"泽州", "潞州", "晋阳"} <= set(names)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The court seeing the party off at a place puts the party there (资治通鉴 卷12 and its 白话) …
    ("于是上自将兵而东，群臣居守，皆送至霸上。", ("上", "刘邦"), "霸上", "stop"),
    ("于是高帝亲自统领大兵向东进发，君臣留守朝中，都送行到霸上。", ("上", "高帝"), "霸上", "stop"),
    # … and so does anyone who sees it off right after it left and turns back (资治通鉴 卷256 and its 白话) …
    ("[5]己卯，车驾发成都，陈敬瑄送至汉州而还。", ("上", "车驾"), "汉州", "stop"),
    ("[5]已卯（十九日），唐僖宗从成都出发，陈敬瑄将皇帝送到汉州才回去。", ("唐僖宗", "皇帝"), "汉州", "stop"),
    # … not an escort asked for, with no court (资治通鉴 卷62: a wish).
    ("夏，五月，丙寅，帝遣使至杨奉、李乐、韩暹营，求送至雒阳，奉等从诏。", ("上", "帝"), "雒阳", "mention"),
])
def test_the_court_sees_the_party_off(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("bashang_s", "霸上", "city", 34.3, 109.05), ("luoyang_s", "雒阳", "city", 34.7, 112.6),
                    ("baqiao_s", "灞桥", "city", 34.3, 109.06), ("hanzhou_s", "汉州", "prefecture", 30.98, 104.27),
                    ("chengdu_s", "成都", "city", 30.66, 104.06))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("name", "line", "place"), [
    # A word of banishing moves the banished, not the party (唐史演义 第五十九回: 代宗特赦不诛，但放至华州; 第九十八回:
    # 昭宗乃贬搏为崖州司户，流道弼至驩州)
    ("guangde1_daizong_shanzhou_novel", 10, "华州"),
    ("qianning3_zhaozong_huazhou_novel", 5, "驩州"),
])
def test_the_banished_go(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert [(m.role, m.reason) for m in it.mentions if m.line == line and m.text == place] == [("mention", "sent")]


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # A party named as a prince or a king goes by the bare rank opening its clauses (明史 成祖纪: 夏四月丙寅，王营小河;
    # 己巳，王谒孝陵; 东周列国志 第七十六回: 王遂与季芈同渡，得达郧邑) …
    ("jianwen4_chengzu_nanjing_mingshi", 15, "小河", True),
    ("jianwen4_chengzu_nanjing_mingshi", 51, "孝陵", True),
    ("dinggong4_zhaowang_ying_novel", 59, "郧", True),
    # … met or escorted so too (平安转战，遇王于北坂; 斗辛、斗巢与子期商议，遂奉王北奔随国)
    ("jianwen4_chengzu_nanjing_mingshi", 17, "北坂", True),
    ("dinggong4_zhaowang_ying_novel", 61, "随", True),
    # … not a party only titled so among other names (三国演义 第七十三回: 曹操, 魏王 since 216; 王平 is a man)
    ("jianan23_caocao_hanzhong_sgyy", 36, "上庸", False),
])
def test_a_princes_bare_rank(name: str, line: int, place: str, stop: bool) -> None:
    assert stop_on(gold_itinerary(name), line, place) is stop


@pytest.mark.parametrize(("name", "line", "place"), [
    # 回到宫中, the translations' 还宫: back at the capital (资治通鉴 卷211 白话: 丁卯（二十日），唐玄宗回到宫中; 明史 武宗纪
    # translation: 十一日，回到宫中)
    ("kaiyuan4_xuanzong_dongdu_baihua", 8, "长安"),
    ("zhengde12_wuzong_xuanfu_mingshibaihua", 32, "京师"),
])
def test_back_in_the_palace(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # 将要X, the translations' 将X: about to go, not there (资治通鉴 卷211 白话: 十二月，唐玄宗将要到东都洛阳; 卷196 白话:
    # 太宗将要巡幸洛阳)
    ("kaiyuan4_xuanzong_dongdu_baihua", 32, "洛阳"),
    ("zhenguan15_taizong_luoyang_baihua", 5, "洛阳"),
])
def test_about_to_go(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert [m.reason for m in it.mentions if m.line == line and m.place.name == place][0] == "plan"


@pytest.mark.parametrize(("name", "line", "home", "left"), [
    # 从X来, 从X回 ending the clause: back home from X, as 至自X (旧唐书 高宗纪 白话: 夏四月八日，车驾从泰山来，先谒见太庙;
    # 宋史 钦宗纪 translation: 初二，钦宗从青城回)
    ("linde2_gaozong_fengshan_jtsbaihua", 47, "长安", "泰山"),
    ("jingkang2_qinzong_beiqian_songshibaihua", 46, "开封", "青城"),
])
def test_came_back_from_x(name: str, line: int, home: str, left: str) -> None:
    it = gold_itinerary(name)
    assert stop_on(it, line, home) and not stop_on(it, line, left)


@pytest.mark.parametrize(("name", "line", "place", "role"), [
    # 就X with its camping after the place: at X (前汉演义 第三十九回: 高祖就庸城下营), the camper's own (三国演义 第四十一回:
    # 却说曹仁收拾残军，就新野屯住, for 刘备)
    ("gaodi11_liubang_yingbu_novel", 9, "庸城", "stop"),
    ("jianan13_liubei_dangyang_sgyy", 20, "新野", "mention"),
])
def test_camped_at_with_the_camping_after(name: str, line: int, place: str, role: str) -> None:
    it = gold_itinerary(name)
    assert (role, "就") in [(m.role, m.verb) for m in it.mentions if m.line == line and m.text == place]


@pytest.mark.parametrize(("name", "line", "place", "role"), [
    # 行及X: reached X on the way (资治通鉴 卷196: 辛巳，行及温汤), the mover's own (唐史演义 第九十四回: 王潮…行及沙县)
    ("zhenguan15_taizong_luoyang_zztj", 5, "温汤", "stop"),
    ("guangqi1_xizong_xingyuan_novel", 9, "沙县", "mention"),
])
def test_reached_on_the_way(name: str, line: int, place: str, role: str) -> None:
    it = gold_itinerary(name)
    assert [(m.role, m.verb) for m in it.mentions if m.line == line and m.text == place] == [(role, "行及")]


@pytest.mark.parametrize(("name", "line", "place"), [
    # Placed there by a decree (安置在X), to go later or as others are: not the party's stop yet (资治通鉴 卷286 白话:
    # 契丹封后晋出帝为负义侯，安置在黄龙府, weeks before he sets out; 卷43 白话: 把投降的羌人迁徙安置在天水)
    ("kaiyun4_chudi_beiqian_baihua", 8, "黄龙府"),
    ("jianwu10_guangwu_changan_baihua", 25, "天水"),
])
def test_placed_there_by_a_decree(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert [(m.role, m.verb) for m in it.mentions if m.line == line and m.text == place][0] == ("mention", "安置在")


def test_the_court_sees_off_another_who_just_left() -> None:
    # 昭宗惟命是从，全忠即谢宴启行。百官送至长乐驿，崔胤更远送至灞桥 (唐史演义 第一百回): 朱全忠 goes, the emperor stays
    assert not stop_on(gold_itinerary("tianyou1_zhaozong_luoyang_novel"), 2, "灞上")


@pytest.mark.parametrize(("name", "written", "line"), [
    # 出发去X, 出发前往X set out for X: not there yet (旧唐书 高宗纪 translation: 因皇上出发去泰山 in 正月, reached in
    # 十二月; 旧唐书 昭宗纪 translation: 张承业…出发前往新平, someone else's).
    ("linde2_gaozong_fengshan_jtsbaihua", "泰山", 3),
    ("qianning3_zhaozong_huazhou_jtsbaihua", "新平", 16),
])
def test_setting_out_for_a_place_is_not_being_there(name: str, written: str, line: int) -> None:
    it = gold_itinerary(name, ())
    assert not [s for s in it.stops if s.written == written and s.first_line == line]


@pytest.mark.parametrize(("text", "place"), [
    # The sovereign's word before an arrival (巡幸至X, 行幸到X) is his move, with no one named (汉书 武帝纪
    # translation, NiuTrans Classical-Modern; the annals' 行幸雍 in its own words).
    ("四年冬十月，巡幸至雍，祭祀五帝畤，赏赐男民爵一级，女子百户牛、酒若干。", "雍"),
    ("从夏阳出发到达汾阴。\n十一月八日，建立后土祠于汾阴东岸。\n礼毕，行幸到荥阳。", "荥阳"),
])
def test_the_sovereigns_word_before_an_arrival(text: str, place: str) -> None:
    rows = gaz_rows(("yong_w", "雍", "city", 34.5, 107.4))
    assert judged_at(text, ("上", "帝", "皇上", "武帝"), place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("text", "party"), [
    # Troops called up from a list of places leave none of them (汉书 高帝纪; 资治通鉴 卷12): what follows
    # the list's last place is what follows each.
    ("上乃发上郡、北地、陇西车骑，巴、蜀材官及中尉卒三万人为皇太子卫，军霸上。", ("上",)),
    ("发上郡、北地、陇西车骑、巴蜀材官及中尉卒三万人为皇太子卫，军霸上。", ("上",)),
])
def test_troops_called_up_from_a_list_of_places(text: str, party: tuple[str, ...]) -> None:
    rows = gaz_rows(("shangjun", "上郡", "prefecture", 37.0, 109.9), ("beidi", "北地", "prefecture", 36.0, 107.6),
                    ("longxi", "陇西", "prefecture", 35.0, 104.6))
    assert {r for p, r, _ in judge_with(text, party, places=rows) if p in ("上郡", "北地", "陇西")} == {"mention"}


@pytest.mark.parametrize(("text", "place", "role"), [
    # A typed 魏主 is not the 东魏主 of the other court (资治通鉴 卷156, after 孝武帝 fled west) …
    ("丙子，东魏主发洛阳，四十万户狼狈就道。", "洛阳", "mention"),
    ("庚寅，东魏主至邺，居北城相州之廨。", "邺", "mention"),
    # … while 魏主 himself moves (same text).
    ("秋，七月，己丑，魏主亲勒兵十馀万屯河桥，以斛斯椿为前驱，陈于邙山之北。", "河桥", "stop"),
])
def test_another_courts_ruler_is_not_the_party(text: str, place: str, role: str) -> None:
    rows = gaz_rows(("ye_d", "邺", "city", 36.3, 114.4), ("heqiao_d", "河桥", "fortress", 34.85, 112.6),
                    ("luoyang_d", "洛阳", "city", 34.68, 112.6))
    assert judged_at(text, ("魏主",), place, rows)[0][0] == role


def test_an_act_of_grace_names_no_one() -> None:
    # 赦天下 opens clauses in the annals but names no one (资治通鉴 卷205): the 禅 at 少室 after it is 太后's.
    names = [s.place.name for s in gold_itinerary("wansui1_wuhou_songshan_zztj", ("太后",)).stops]
    assert {"少室", "朝觐坛"} <= set(names)


@pytest.mark.parametrize(("name", "line", "place"), [
    # Days passing on the road open a novel's clause and name no one: the move is the party's, as
    # the sentence before it is (五代史演义 第五十一回: 周主荣…麾众急进。不数日已到泽州; 宋史演义 第二十二回:
    # 过了数日，转幸曲阜).
    ("xiande1_shizong_gaoping_novel", 17, "泽州"),
    ("dazhongxiangfu1_zhenzong_taishan_novel", 3, "曲阜"),
])
def test_days_passing_name_no_one(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert stop_on(it, line, place)


@pytest.mark.parametrize(("text", "party", "move"), [
    # Who takes an order to go is the topic of the move with no subject after it (隋唐演义 第五十七回;
    # 三国演义 第三十六回).
    ("徐懋功道：“山东河北，可不战而自下了。”秦王因对懋功说道：“卿同诸将，先往洛阳。”懋功领命。到次日，"
     "即便带领自己人马起身。不一日到了乐寿。懋功即传令箭一技与王簿。", ("秦王",), "不一日到了乐寿"),
    ("操乃召徐庶至，谓曰：“公可往说刘备。”\n徐庶受命而行。至樊城，玄德、孔明接见。", ("刘备", "玄德"), "至樊城"),
])
def test_who_takes_the_order_moves(text: str, party: tuple[str, ...], move: str) -> None:
    from route.corpus import parse_text
    from route.places.stops import _Topic
    from route.text.layout import analyse_layout

    t = parse_text(text, name="t.txt")
    topic = _Topic(t.simplified, analyse_layout(t, []), load_lexicon(), [], [], {})
    assert topic.someone_else(t.simplified.index(move), party)


def test_a_novel_seldom_dated_follows_its_topic() -> None:
    # 隋唐演义 第五十七回 (0.4 dates in 1000 characters) tells most of 秦王's moves with no subject, yet
    # 不一日到了乐寿 after 懋功领命 is 懋功's, not his: a novel is no annals
    it = gold_itinerary("wude4_shimin_hulao_novel")
    assert not stop_on(it, 29, "乐寿")


@pytest.mark.parametrize(("name", "line", "place"), [
    # A tour of inspection puts the party there (资治通鉴 卷165: 因巡三堆, 大猎而归; 明史 成祖纪 白话: 三十日，巡行徐州).
    ("tianbao4_gaoyang_qidan_zztj", 3, "三堆"),
    ("jianwen4_chengzu_nanjing_mingshibaihua", 11, "徐州"),
    # Pursued or intercepted them there: the party was there (资治通鉴 卷165: 亲追突厥于朔州, 帅轻骑邀之于金川;
    # 卷172: 宪引军渡汾，追及周主于玉壁, the party met there).
    ("tianbao4_gaoyang_qidan_zztj", 21, "朔州"),
    ("tianbao4_gaoyang_qidan_zztj", 42, "金川"),
    ("jiande5_zhouwudi_qi_zztj", 14, "玉壁"),
])
def test_a_tour_or_a_pursuit_is_a_stop(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert stop_on(it, line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # Not (yet) there, in the 原文 and its 白话: 齐主讨之，未到，胡已走 / 高洋出兵讨伐，还没到离石 (资治通鉴 卷165)
    ("tianbao4_gaoyang_qidan_zztj", 3, "离石"),
    ("tianbao4_gaoyang_qidan_baihua", 3, "离石"),
])
def test_not_yet_there_is_no_stop(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert not stop_on(it, line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # Camped at X: 操勒兵驻营南阪下 (资治通鉴 卷63), 朱棣宿营小河 (明史 成祖纪 白话), 世民…连营北邙 (唐史演义 第八回)
    ("jianan5_caocao_guandu_zztj", 17, "南阪"),
    ("jianwen4_chengzu_nanjing_mingshibaihua", 15, "小河"),
    ("wude2_shimin_bobi_novel", 19, "北邙"),
])
def test_a_camp_is_a_stop(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name, party=())
    assert stop_on(it, line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # Fled to, or halted at, a place, told with 于: the party was there (辽史 天祚皇帝纪: 上遂遁于讹莎烈; its
    # translation: 三月，歇驾于云内州南)
    ("baoda2_tianzuo_jiashan_liaoshi", 24, "讹莎烈"),
    ("baoda2_tianzuo_jiashan_liaoshibaihua", 43, "云内"),
])
def test_fled_or_halted_there(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name)
    assert stop_on(it, line, place)


def test_who_hears_the_news_is_not_the_one_heard_of() -> None:
    # Who hears of the story before is not in it: a sentence opening with the news of another's move goes
    # on with the hearer, not with the one heard of (金史 哀宗纪: 辛亥，白撒引兵攻卫州，不克。乙卯，闻大元兵自河南
    # 渡河，至卫之西南，遂退师; 辽史 天祚皇帝纪 below)
    from route.corpus import parse_text
    from route.dates import find_dates
    from route.places.stops import _Topic

    text = "辛亥，白撒引兵攻卫州，不克。乙卯，闻大元兵自河南渡河，至卫之西南，遂退师，丁巳，战于白公庙，白撒败绩。"
    t = parse_text(text, name="t.txt")
    dates = find_dates(t.content, "天兴二年正月")
    spans = sorted((d.start, d.end) for d in dates)
    topic = _Topic(t.simplified, analyse_layout(t, dates), load_lexicon(), spans, [a for a, _ in spans], {})
    assert topic.whose(t.simplified.index("乙卯"), ("上",)) is None


def test_a_move_after_the_news_is_the_hearers() -> None:
    # 辽史 天祚皇帝纪: 冬十月，金兵攻蔚州，降。十一月乙丑，闻金兵至奉圣州，遂率卫兵屯于落昆髓
    it = gold_itinerary("baoda2_tianzuo_jiashan_liaoshi")
    assert stop_on(it, 37, "落昆髓")


@pytest.mark.parametrize(("name", "line", "place"), [
    # A halt for a while, in the translations: 二十七日，临时住在鮧县 (金史 哀宗纪 translation, for 次X); 临时住龙潭
    # (明史 成祖纪 translation); 二十八日，临时住卫辉 (明史 世宗纪 translation)
    ("tianxing1_aizong_caizhou_jinshibaihua", 4, "杞县"),
    ("jianwen4_chengzu_nanjing_mingshibaihua", 45, "龙潭"),
    ("jiajing18_shizong_chengtian_mingshibaihua", 11, "卫辉"),
])
def test_a_halt_for_a_while(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name, party=())
    assert stop_on(it, line, place)


@pytest.mark.parametrize("name", [
    # 上皇 typed for a text in which the ruler reigning gives up the throne (明史 英宗纪 正统十四年: 车驾次大同 … 郕王即皇帝位，
    # 遥尊皇帝为太上皇帝; 明史演义 第三十一回): he is 上 and 车驾 until then, 上皇 after, the route his name gives
    "zhengtong14_yingzong_tumu_mingshi",
    "zhengtong14_yingzong_tumu_novel",
])
def test_the_retired_ruler_typed_is_the_ruler_before(name: str) -> None:
    def route(party: str) -> list[str]:
        return [s.place.name for s in gold_itinerary(name, party=(party,)).stops]
    assert route("上皇") == route("英宗")


@pytest.mark.parametrize(("name", "party"), [
    # A side holding a place (高欢…占据了邙山, 资治通鉴 卷158 白话; 杨昱…据守着荥阳城, 梁书 陈庆之传 translation) is no
    # march: holding counts for no one when the main party is sought.
    ("datong9_yuwentai_mangshan_baihua", "宇文泰"),
    ("zhongdatong1_chenqingzhi_luoyang_baihua", "陈庆之"),
])
def test_a_place_held_names_no_main_party(name: str, party: str) -> None:
    assert party in gold_itinerary(name, party=()).party


@pytest.mark.parametrize(("text", "first", "second"), [
    # Two names joined by 、 and then 间 or 之间 are the land between them: one place, not two stops
    # (史记 高祖本纪: 是以兵大振荥阳，破楚京、索间; its translation: 在京、索之间击破了楚军)
    ("汉王至荥阳，破楚京、索间。", "京", "索"),
    ("汉王到荥阳，在京、索之间击破了楚军。", "京", "索"),
])
def test_the_land_between_two_names_is_one_place(text: str, first: str, second: str) -> None:
    gaz = load_gazetteer(ROOT / "corpus" / "han2_liubang_pengcheng.places.csv")
    it = build_itinerary(parse_text(text, name="t.txt"), gaz, context="西汉高帝二年", party=("汉王",))
    assert not any(m.role == "stop" and m.text == second for m in it.mentions)


@pytest.mark.parametrize(("words", "states", "foreign"), [
    # A prince whom sanmiao's tables know as the ruler of another state takes another throne: 帝 is still the
    # party's (北齐书 文宣帝纪, in 天保: 十一月辛巳，梁王萧绎即帝位于江陵，是为元帝) …
    ("十一月辛巳，梁王萧绎", frozenset({"齐"}), True),
    # … but the heir of the text's own state is the one who reigns next (新五代史 and 旧五代史 庄宗纪: 晋王李存勗
    # 即皇帝位, 同光 of 唐; 资治通鉴 卷291: 晋王荣即皇帝位 in 显德, 柴荣 of 周)
    ("四月己巳，晋王李存勗", frozenset({"唐"}), False),
    ("丙子，晋王柴荣", frozenset({"周"}), False),
])
def test_a_foreign_prince_takes_another_throne(words: str, states: frozenset[str], foreign: bool) -> None:
    from route.places.stops import _foreign_ruler

    assert _foreign_ruler(words, states, load_lexicon()) is foreign


def test_the_party_reigns_on_after_a_foreign_accession() -> None:
    # 北齐书 文宣帝纪: 十一月辛巳，梁王萧绎即帝位于江陵 … 戊午，帝如晋阳 — 帝 is still 高洋
    it = gold_itinerary("tianbao4_gaoyang_qidan_bqs")
    assert stop_on(it, 18, "晋阳")


@pytest.mark.parametrize(("name", "line", "place"), [
    # A ruler the text is found to follow, in a year he reigns, is 皇上 and 帝 too (金史 太祖纪 translation,
    # 1115: 当天，皇上撤军回到熟结泊; 资治通鉴 卷286 白话, 947: 刘知远 is 后汉高祖, 皇帝 of its 太原 entries)
    ("shouguo1_aguda_huanglong_jinshibaihua", (73, 74), "熟结泺"),
    ("tianfu12_liuzhiyuan_daliang_baihua", (3, 9), "太原"),
])
def test_a_found_ruler_is_the_sovereign_in_his_reign(name: str, line: tuple[int, int], place: str) -> None:
    it = gold_itinerary(name, party=())
    assert any(s.place.name == place and s.first_line <= line[1] and line[0] <= s.last_line for s in it.stops)


@pytest.mark.parametrize(("name", "lines", "place"), [
    # 去之X, went to X (资治通鉴 卷39: 秀不从；去之真定; 后汉书 光武帝纪: 光武不荅，去之真定)
    ("gengshi1_liuxiu_hebei_zztj", (9, 9), "真定"),
    ("gengshi1_liuxiu_hebei_hhs", (8, 8), "真定"),
    # 下榻于X, lodged there (资治通鉴 卷140 白话: 丙子，下榻于石济; 卷142 白话: 从悬瓠出发，下榻于汝水之滨)
    ("taihe18_xiaowen_shouyang_baihua", (35, 35), "石济"),
    ("taihe21_xiaowen_nanyang_baihua", (40, 40), "汝水"),
])
def test_went_to_or_lodged_at(name: str, lines: tuple[int, int], place: str) -> None:
    it = gold_itinerary(name)
    assert any(m.role == "stop" and lines[0] <= m.line <= lines[1] and m.place.name == place for m in it.mentions)


@pytest.mark.parametrize(("name", "line", "place"), [
    # Stayed there for a time, in the translations (明史 武宗纪: 十三日，暂住榆林; 明史 世宗纪: 三日，暂住钧州)
    ("zhengde12_wuzong_xuanfu_mingshibaihua", 53, "榆林"),
    ("jiajing18_shizong_chengtian_mingshibaihua", 13, "钧州"),
])
def test_stayed_for_a_time(name: str, line: int, place: str) -> None:
    it = gold_itinerary(name, party=())
    assert stop_on(it, line, place)


@pytest.mark.parametrize(("raw", "party", "place"), [
    # A clause opening with 同, 与 or 偕 names who went along, not who went (隋唐演义 第五十九回: 敬德 opens clauses
    # of his own before; 三国演义 第一百零七回, where 姜维 takes an edict, no order he gives)
    ("敬德领这一千兵，东冲西突，并无人来拦阻。叔宝与敬德、士信会合了三千兵。敬德与叔宝诸将归寨。"
     "秦王带领轻骑，同敬德、叔宝、士信过汜水，打从夏阵背后，直杀进去。", ("秦王",), "汜水"),
    ("后主曰：“卿既欲伐魏，可尽忠竭力。”于是姜维领敕辞朝，同夏侯霸径到汉中，计议起兵。", ("姜维",), "汉中"),
])
def test_who_went_along_is_not_who_went(raw: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("sishui", "汜水", "river", 34.85, 113.2), ("hanzhong", "汉中", "city", 33.07, 107.02))
    assert judged_at(raw, party, place, places=rows)[0][0] == "stop"


@pytest.mark.parametrize(("segment", "name"), [
    # 来 before the verb, came to do it, is no part of the name (三国演义 第一百六回: 司马懿遂勒兵来取襄平; before
    # 定军山: 今闻刘备亲自领兵来取汉中, with 亲自 as well)
    ("司马懿遂勒兵来", "司马懿"),
    ("刘备亲自领兵来", "刘备"),
    # an adverb or a modal word alone names no one (懿受命，径到许昌, 三国演义 第一百六回; 曹操追袁尚，未到辽东, the same
    # chapter's flashback)
    ("懿受命，径", None),
    ("曹操追袁尚，未", None),
])
def test_the_subject_of_a_move(segment: str, name: str | None) -> None:
    assert _subject_name(segment, load_lexicon()) == name


def test_a_novel_party_named_by_the_given_name_alone() -> None:
    # 三国演义 第一百六回: 懿辞朝出城 … 懿受命，径到许昌 — the party is 司马懿, though the text calls him 懿
    it = gold_itinerary("jingchu2_simayi_liaodong_novel", party=())
    assert it.party[0] == "司马懿" and stop_on(it, 12, "许昌")


@pytest.mark.parametrize(("raw", "party", "places"), [
    # A land's extent from one side to the other tells no move (资治通鉴 卷193 and its 白话: the surrendered 突厥 settled; 卷180 白话:
    # the Long Wall built; 隋书 炀帝纪 translation, with 到)
    ("上卒用彦博策，处突厥降众，东自幽州，西至灵州；分突利故所统之地，置四州都督府。", ("上",), ("幽州", "灵州")),
    ("太宗最后采纳温彦博的计谋，处置突厥投降的民众，东起幽州，西至灵州，划分突利可汗原来统属之地。", ("太宗",), ("幽州", "灵州")),
    ("炀帝又下诏征发男丁一百余万人修筑长城，西起榆林，东至紫河。", ("炀帝",), ("榆林", "紫河")),
    ("征调成年男子百余万人修筑长城，西到榆林，东至紫河，十天就停止了。", ("炀帝",), ("榆林", "紫河")),
])
def test_a_lands_extent_is_no_move(raw: str, party: tuple[str, ...], places: tuple[str, ...]) -> None:
    rows = gaz_rows(("t_lingzhou", "灵州", "city", 38.0, 106.3), ("t_yulin", "榆林", "city", 40.3, 111.6),
                    ("t_zihe", "紫河", "river", 40.1, 112.3))
    assert all(role != "stop" for p in places for role, _ in judged_at(raw, party, p, places=rows))


@pytest.mark.parametrize(("name", "line", "place"), [
    # A dated clause of camping alone, after a sentence about someone else, is the sovereign's in the annals'
    # translations (旧唐书 代宗纪 白话: 郭子仪…屯扎在商州。八日，驻扎在华州; 旧唐书 高宗纪 白话: 二十七日，临时驻扎在曲阜县)
    ("guangde1_daizong_shanzhou_jtsbaihua", 17, "华州"),
    ("linde2_gaozong_fengshan_jtsbaihua", 42, "曲阜"),
])
def test_camping_alone_names_no_one(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


def test_a_dynasty_written_with_chao_is_a_state() -> None:
    # 陈朝 (资治通鉴 卷176–177 白话: 陈朝以为是隋朝大军来到), 元朝 (金史 哀宗纪 白话: 元朝兵追到南岸), 齐朝 (资治通鉴 卷140 白话: 齐朝发兵攻取):
    # states, no one who moves; so the 隋 march finds 杨广, not 陈朝
    assert {"陈朝", "隋朝", "元朝", "齐朝"} <= _bundled_states()
    it = gold_itinerary("kaihuang9_yangguang_pingchen_baihua", party=())
    assert it.party[0] == "杨广"


@pytest.mark.parametrize(("name", "line", "place"), [
    # A chase opening a clause right after a rout is the routed one's foe's (金史 太祖纪: 辽兵溃。逐至斡论泺 …
    # 辽军溃围出，逐北至阿娄冈; its translation: 辽兵溃败。追敌到斡论泊)
    ("shouguo1_aguda_huanglong_jinshi", 24, "斡论泺"),
    ("shouguo1_aguda_huanglong_jinshi", 46, "阿娄冈"),
    ("shouguo1_aguda_huanglong_jinshibaihua", 24, "斡论泺"),
    # …a bare 追 too, which is also a filler before a move (后汉书 窦固传: 呼衍王走，追至蒲类海; 清史稿 长龄传: 乃令步卒越渠
    # 鏖斗，骑兵绕左右横截入阵，贼溃，追逾浑水河, the orders given by no one named his)
    ("yongping16_dougu_beixiongnu_houhanshu", 25, "蒲类海"),
    ("daoguang6_changling_kashgar_qsgzhuan", 6, "浑水河"),
    # …and riding the victory on, after he led the centre himself (明史 王骥传: 骥遣参将…分左右翼缘岭上，而自将中军奋击之，
    # 贼大溃，乘胜至马鞍山)
    ("zhengtong6_wangji_luchuan_mingshi", 16, "马鞍山"),
])
def test_the_chase_after_a_rout_is_the_victors(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name, party=() if name.endswith("baihua") else None), line, place)


@pytest.mark.parametrize(("raw", "party", "place"), [
    ("王骥至腾冲。骥自将中军奋击之，贼大溃，乘胜至马鞍山。", ("王骥", "骥"), "马鞍山"),
    ("长龄至腾冲。贼阵乱，乃大奔，乘胜抵马鞍山，克之。", ("长龄",), "马鞍山"),
])
def test_riding_a_victory_on_is_the_victors_move(raw: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("t1", "腾冲", "city", 25.0, 98.5), ("t2", "马鞍山", "mountain", 24.9, 98.6))
    assert first_role(raw, party, place, places=rows) == "stop"


@pytest.mark.parametrize("name", ["yuanhe2_zhangdi_dongxun_hhs", "yuanhe2_zhangdi_dongxun_hhsbaihua"])
def test_the_ploughing_rite_is_done_there(name: str) -> None:
    # 后汉书 章帝纪: 乙丑，帝耕于定陶; its translation: 十五日，章帝耕于定陶
    assert stop_on(gold_itinerary(name, party=() if name.endswith("baihua") else None), 16, "定陶")


@pytest.mark.parametrize(("raw", "context"), [
    # Setting out back home is no arrival there when the arrival is told later (宋史 太祖纪 白话, 开宝九年 and 开宝二年)
    ("初十，太祖起驾回京。\n十五日，太祖从洛阳回到开封。", "开宝九年四月"),
    ("十六日，太祖起驾回京。\n二十二日，太祖在镇州停留。\n六月初一，太祖车驾从镇州出发。\n十八日，太祖从太原回到京城，"
     "赦免京城里的囚犯。", "开宝二年五月"),
])
def test_setting_out_back_is_no_arrival(raw: str, context: str) -> None:
    it = build_itinerary(parse_text(raw, name="t.txt"), GAZ, context=context, party=("太祖",))
    assert not any(m.role == "stop" and m.line == 1 for m in it.mentions)


@pytest.mark.parametrize(("name", "given"), [
    # A state, a ruler's title and the full name of a house (资治通鉴 卷119 白话: 北魏国主拓跋嗣抵达南宫; 卷121 白话:
    # 北魏国主拓跋焘)
    ("北魏国主拓跋嗣", "拓跋嗣"),
    ("北魏国主拓跋焘", "拓跋焘"),
])
def test_a_titled_house_name(name: str, given: str) -> None:
    assert _titled_given(name, load_lexicon()) == given


def test_the_white_words_house_name_finds_the_party() -> None:
    # 资治通鉴 卷119 白话: 北魏国主拓跋嗣 moves 13 times, 檀道济 4
    assert gold_itinerary("taichang7_mingyuan_nanxun_baihua", party=()).party[0] == "拓跋嗣"


@pytest.mark.parametrize(("name", "line", "place"), [
    # 逾X, 踰X: over a pass or a mountain (资治通鉴 卷108: 南出马邑，逾句注; 魏书 太宗纪: 自出天门关，逾恆岭; 汉书 武帝纪:
    # 遂逾陇，登空同)
    ("huangshi1_daowu_zhongshan_zztj", 3, "句注"),
    ("taichang7_mingyuan_nanxun_weishu", 10, "恒岭"),
    ("yuanding4_wudi_xunxing_hanshu", 15, "陇山"),
])
def test_over_a_pass(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize("words", [
    # the evening of that day names no one (旧唐书 德宗纪: 聚射士得四百人扈从。其夕至咸阳; 资治通鉴 卷291: 是夕，宿南郊)
    "其夕",
    "是夕，",
])
def test_that_evening_names_no_one(words: str) -> None:
    assert _acts_unnamed(words, load_lexicon())


def test_that_evening_the_sovereign_goes_on() -> None:
    assert stop_on(gold_itinerary("jianzhong4_dezong_fengtian_jts"), 5, "咸阳")


@pytest.mark.parametrize(("name", "line", "place"), [
    # an altar set up for a rite is set up where the party is (资治通鉴 卷178: 庚午，为坛于泰山; 魏书 高祖纪: 乙未，解严，
    # 设坛于滑台城东, after a clause of martial law lifted, which names no one)
    ("kaihuang15_wendi_taishan_zztj", 11, "泰山"),
    ("taihe17_xiaowen_luoyang_weishu", 8, "滑台"),
])
def test_an_altar_set_up_there(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "title"), [
    # A ruler's title and given name move as the title (南北史演义 第十五回: 魏主焘到了彭城 as 魏主南来; 五代史演义
    # 第五十五回: 周主荣 as 周主), so the moves told both ways add up
    ("yuanjia27_taiwu_guabu_novel", "魏主"),
    ("xiande1_shizong_gaoping_novel", "周主"),
])
def test_a_titled_ruler_moves_as_his_title(name: str, title: str) -> None:
    assert gold_itinerary(name, party=()).party[0] == title


@pytest.mark.parametrize(("name", "line", "place"), [
    # someone has an audience with the party at X, or greets him there, his dynasty before his name (资治通鉴 卷39 白话:
    # 骑都尉宋子人耿纯在邯郸晋见刘秀; 卷287 白话: 魏仁浦…在巩县叩见后汉高祖, 汴州的窦贞固等文武百官在荥阳迎接后汉高祖)
    ("gengshi1_liuxiu_hebei_baihua", 8, "邯郸"),
    ("tianfu12_liuzhiyuan_daliang_baihua", 47, "巩"),
    ("tianfu12_liuzhiyuan_daliang_baihua", 48, "荥阳"),
])
def test_received_by_others_there(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name, party=()), line, place)


def test_back_to_the_palace_from_a_named_place() -> None:
    # 明史 太祖纪 白话, 洪武元年: 闰七月初九，从开封回宫 — the clause of the move alone names no one, as in classify_mentions
    assert stop_on(gold_itinerary("hongwu1_taizu_bianliang_mingshibaihua", party=()), 45, "应天")


@pytest.mark.parametrize(("name", "line", "role"), [
    # 幸X and a later return there (三国志 明帝纪: 行幸许昌宫 … 幸摩陂 … 行还许昌宫): he was at X before, 幸X arrived;
    # a later stay there after a place on the way (资治通鉴 卷195: 甲子，上行幸洛阳宫。上至显仁宫 … 上宴洛阳宫西苑) only set out
    ("taihe6_mingdi_mopi_sgz", 7, "stop"),
    ("zhenguan11_taizong_luoyang_zztj", 7, "mention"),
])
def test_set_out_or_arrived(name: str, line: int, role: str) -> None:
    it = gold_itinerary(name)
    assert next(m.role for m in it.mentions if m.line == line and m.verb == "幸") == role


@pytest.mark.parametrize(("name", "retired"), [
    # a state's ruler who hands his throne to his heir goes on as 上皇, with his state's name too (资治通鉴 卷173: 齐太子恒
    # 即皇帝位…尊齐主为太上皇帝 … 齐上皇渡河入济州); not when the throne is another state's (the same accession, read for
    # 周主 in the 周 march of 卷172–173)
    ("wuping7_houzhu_qingzhou_zztj", True),
    ("jiande5_zhouwudi_qi_zztj", False),
])
def test_a_state_ruler_retires(name: str, retired: bool) -> None:
    from route.places.stops import find_handover

    gold, text, _ = gold_text(name)
    party = party_aliases((gold["party"],), load_lexicon())
    found = find_handover(text, party, analyse_layout(text, find_dates(text.content, gold.get("context"))))
    assert (found is not None and "齐上皇" in found[1]) == retired


@pytest.mark.parametrize(("raw", "party"), [
    # a detachment split off goes, not the one who splits it (资治通鉴 卷172 and its 白话)
    ("癸酉，齐主分军万人向千里径，又分军出汾水关，自帅大军上鸡栖原。", ("齐主",)),
    ("癸酉（二十八日），北齐后主分出一万军队向千里径进发，又分出军队向汾水关，自己统率大军上鸡栖原。", ("北齐后主",)),
])
def test_a_detachment_goes(raw: str, party: tuple[str, ...]) -> None:
    rows = gaz_rows(("t_fenshuiguan", "汾水关", "pass", 36.6, 111.7), ("t_jixiyuan", "鸡栖原", "mountain", 36.1, 111.4))
    assert all(role != "stop" for role, _ in judged_at(raw, party, "汾水关", places=rows))


@pytest.mark.parametrize(("name", "line", "home"), [
    # 还宫 after outings near the capital the party stays at brings him back to that one (金史 世宗纪: at 上京, 十月丁卯，
    # 猎于近郊 … 十一月辛卯，还宫), as after one outing (旧唐书 玄宗纪: 幸寿安之故兴泰宫 … 至自兴泰宫, back at 东都)
    ("dading24_shizong_shangjing_jinshi", 13, "上京"),
])
def test_back_to_the_palace_where_the_court_stays(name: str, line: int, home: str) -> None:
    it = gold_itinerary(name)
    assert [m.place.name for m in it.mentions if m.role == "stop" and m.line == line and m.verb == "还宫"] == [home]


@pytest.mark.parametrize(("name", "line", "place"), [
    # a prince named after the party in the same sentence is another actor (元史 太祖纪: 帝攻卜哈儿、薛迷思干等城，
    # 皇子术赤攻养吉干、八儿真等城; its translation: 太祖进攻卜哈儿…皇子术赤进攻养吉干、八儿真等城)
    ("taizu14_chinggis_xizheng_yuanshi", 13, "养吉干"),
    ("taizu14_chinggis_xizheng_yuanshibaihua", 13, "养吉干"),
])
def test_a_prince_is_another_actor(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name, party=()), line, place)


@pytest.mark.parametrize(("name", "line", "party"), [
    # an arrival at the capital with no subject right after someone came to submit is his, not the sovereign's
    # (资治通鉴 卷193: 康苏密以隋萧后及炀帝之孙政道来降。乙亥，至京师; its 白话: 康苏密…投降唐朝。乙亥（初九），到达长安)
    ("zhenguan4_lijing_tujue_zztj", 14, None),
    ("zhenguan4_lijing_tujue_baihua", 14, ()),
])
def test_who_came_to_submit_arrives(name: str, line: int, party: tuple[str, ...] | None) -> None:
    it = gold_itinerary(name, party=party)
    assert [m.reason for m in it.mentions if m.line == line and m.verb in ("至", "到达")
            and m.place.name == "长安"] == ["topic"]


def test_who_came_to_the_partys_camp_does_not_arrive() -> None:
    # …but not when he came to the party's own halt (金史 世宗纪: 丙辰，次通州，延安尹唐括德温来朝。丁巳，至中都)
    assert stop_on(gold_itinerary("dading1_shizong_zhongdu_jinshi"), 71, "中都")


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # A sentence that only sets out for a place, then a halt with no date of its own in the next: the halt is on
    # the way, the place reached later (金史 世宗纪: 己丑，如中都。次小辽口。…丁巳，至中都); not a set-out with a rite
    # there (汉书 武帝纪: 行幸雍，祠五畤。…行自夏阳)
    ("dading1_shizong_zhongdu_jinshi", 63, "中都", False),
    ("yuanding4_wudi_xunxing_hanshu", 1, "雍", True),
])
def test_a_halt_on_the_way_to_where_the_party_set_out_for(name: str, line: int, place: str, stop: bool) -> None:
    it = gold_itinerary(name)
    assert any(s.place.name == place and s.first_line <= line <= s.last_line for s in it.stops) is stop


@pytest.mark.parametrize(("raw", "party", "place"), [
    # 自己 after orders to others: the party's own act again (蔡东藩 前汉演义 第七十三回; 资治通鉴 卷172 白话)
    ("武帝悲悼异常，厚加赙殓，饬人送柩回京。自己再沿海至碣石，终不得一见仙人。", ("武帝",), "碣石"),
    ("癸酉（二十八日），北齐后主分出一万军队向千里径进发，又分出军队向汾水关，自己统率大军上鸡栖原。", ("北齐后主",), "鸡栖原"),
])
def test_oneself_again(raw: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("t_jieshi", "碣石", "mountain", 39.9, 119.0), ("t_jixiyuan", "鸡栖原", "mountain", 36.1, 111.4),
                    ("t_fenshuiguan", "汾水关", "pass", 36.6, 111.7))
    assert judged_at(raw, party, place, places=rows)[0][0] == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # a hunt there, 猎X as 猎于X (辽史 兴宗纪: 辛未，猎兀鲁馆冈; 辽史 太祖纪: 冬十月丙寅朔，猎寓乐山)
    ("chongxi13_xingzong_xixia_liaoshi", 3, "兀鲁馆冈"),
    ("tianzan3_abaoji_xizheng_liaoshi", 31, "寓乐山"),
])
def test_a_hunt_there(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize("name", [
    # 回銮 turns the carriage for home; the arrival is the 还京 told later (清史稿 圣祖纪: 康熙二十一年 己卯，回銮 …
    # 五月辛亥，上还京; 康熙二十三年 乙丑，回銮。泊舟燕子矶 … 庚寅，上还京)
    "kangxi21_shengzu_shengjing_qingshigao",
    "kangxi23_kangxi_nanxun_qsg",
])
def test_turning_for_home_is_no_arrival(name: str) -> None:
    it = gold_itinerary(name)
    assert not any(m.role == "stop" and m.verb == "回銮" for m in it.mentions)


@pytest.mark.parametrize(("name", "party"), [
    # whoever follows the party goes there with him (资治通鉴 卷289: 王殷迎谒恸哭，以所部兵从郭威涉河; its 白话:
    # 率领所统辖的军队跟随郭威过黄河)
    ("qianyou3_guowei_daliang_zztj", None),
    ("qianyou3_guowei_daliang_baihua", ()),
])
def test_following_the_party(name: str, party: tuple[str, ...] | None) -> None:
    assert stop_on(gold_itinerary(name, party=party), 17, "黄河")


@pytest.mark.parametrize(("name", "line", "place"), [
    # 由X: by way of X (明史 成祖纪: 四年春正月乙未，由馆陶渡河; 辽史 天祚皇帝纪: 上遂由扫里关出居四部族详稳之家)
    ("jianwen4_chengzu_nanjing_mingshi", 10, "馆陶"),
    ("baoda2_tianzuo_jiashan_liaoshi", 41, "扫里关"),
    # 诣X: went to X (唐史演义: 便顺道诣长安; 资治通鉴 卷289: 诣大梁)
    ("qianning3_zhaozong_huazhou_novel", 5, "长安"),
    ("qianyou3_guowei_daliang_zztj", 34, "大梁"),
    # 大战X: a battle there, no 于 (明史 成祖纪: 甲戌，大战齐眉山下; its translation: 二十二日，大战齐眉山)
    ("jianwen4_chengzu_nanjing_mingshi", 22, "齐眉山"),
    ("jianwen4_chengzu_nanjing_mingshibaihua", 22, "齐眉山"),
    # an encounter naming no one, both sides or the main army (金史 太祖纪: 俄与敌遇于出河店; 明史 太祖纪 translation:
    # 两军相遇于康郎山; 元史 世祖纪: 大兵与阿里不哥遇于昔木土脑儿之地)
    ("shouguo1_aguda_huanglong_jinshi", 23, "出河店"),
    ("zhizheng23_zhuyuanzhang_poyang_mingshibaihua", 27, "康郎山"),
    ("zhongtong1_shizu_kaiping_yuanshi", 65, "昔木土脑儿"),
    # the party besieged there (资治通鉴 卷12: 冒顿纵精兵四十万骑，围帝于白登), or caught up with there, 及 opening its
    # clause (卷102: 乃急追之，及温于襄邑)
    ("gaodi7_liubang_baideng_zztj", 7, "白登"),
    ("taihe4_huanwen_fangtou_zztj", 13, "襄邑"),
    # an attack there, V…于X (后汉书 光武帝纪: 又幸蕃，遂攻董宪于昌虑; 北齐书 文宣帝纪: 帝亲讨库莫奚于代郡; 汉书 高帝纪
    # 白话: 皇上打败英布之兵于会缶)
    ("jianwu5_guangwu_dongzheng_hhs", 46, "昌虑"),
    ("tianbao4_gaoyang_qidan_bqs", 1, "代郡"),
    ("gaodi11_liubang_yingbu_hanshubaihua", 8, "会缶"),
    # going or lodging there, V于X (汉书 武帝纪 白话: 六年冬，巡幸于回中; 元史 世祖纪: 移跸于速木合打之地; 明史 武宗纪 白话:
    # 十月一日，暂住于顺圣川; 资治通鉴 卷289: 壬子，郭威渡河，馆于澶州)
    ("yuanfeng5_wudi_nanxun_hanshubaihua", 42, "回中"),
    ("zhongtong1_shizu_kaiping_yuanshi", 75, "速木合打"),
    ("zhengde12_wuzong_xuanfu_mingshibaihua", 19, "顺圣川"),
    ("qianyou3_guowei_daliang_zztj", 48, "澶州"),
])
def test_ways_battles_and_sieges_put_the_party_there(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # an envoy from X (东汉演义: 会由长安使至，持入刘玄封册; 唐史演义: 会由鄠县使人入谒)
    ("gengshi1_liuxiu_hebei_novel", 14, "长安"),
    ("yining1_liyuan_changan_tsyy_novel", 16, "鄠县"),
    # two others meet there (资治通鉴 卷156: 窦泰与显智遇于长寿津)
    ("yongxi3_xiaowu_guanzhong_zztj", 11, "长寿津"),
])
def test_envoys_and_others_meeting_are_no_stop(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("raw", "party", "place", "role"), [
    # the party met there, as the object (资治通鉴 卷156: 李贤遇帝于崤中; 卷12: 围帝于白登)
    ("戊申，帝西奔长安，李贤遇帝于崤中。", ("帝",), "崤中", "stop"),
    ("冒顿纵精兵四十万骑，围帝于白登。", ("帝",), "白登", "stop"),
    # 由于 is "because", no way taken
    ("由于洛阳失守，上忧之。", ("上",), "洛阳", "mention"),
])
def test_met_there_or_because(raw: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("t_xiao", "崤中", "mountain", 34.6, 111.5), ("t_baideng", "白登", "mountain", 40.1, 113.4),
                    ("t_luoyang", "洛阳", "city", 34.7, 112.4))
    assert judged_at(raw, party, place, places=rows)[0][0] == role


@pytest.mark.parametrize("name", [
    # a state of mind and the way he travels name no one: the one who heard the news goes (辽史 天祚皇帝纪:
    # 闻金兵将近，计不知所出，乘轻骑入夹山; its translation: 听说金兵正在逼近，无计可施，乘轻骑进入夹山)
    "baoda2_tianzuo_jiashan_liaoshi",
    "baoda2_tianzuo_jiashan_liaoshibaihua",
])
def test_at_a_loss_he_rides_on(name: str) -> None:
    assert stop_on(gold_itinerary(name), 12, "夹山")


@pytest.mark.parametrize(("name", "line", "place"), [
    # a prince's own army moves with him: 魏军 of 魏王 (资治通鉴 卷108: 戊午，魏军至阳曲), 燕军 of 燕王 (明史 成祖纪
    # translation: 二十四日，燕军退还北平)
    ("huangshi1_daowu_zhongshan_zztj", 5, "阳曲"),
    ("jianwen4_chengzu_nanjing_mingshibaihua", 1, "北平"),
])
def test_a_princes_army_is_his(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


def test_the_sovereign_before_the_partys_reign_is_another() -> None:
    # 资治通鉴 卷289 (乾祐三年, its 十二月 in January 951): 帝 is 隐帝 until 郭威 takes the throne in 广顺元年正月;
    # 帝…宿于七里寨 … 至玄化门 … 西北至赵村 are his, not the party's
    it = gold_itinerary("qianyou3_guowei_daliang_zztj")
    assert not any(stop_on(it, 23, p) for p in ("七里寨", "赵村"))


@pytest.mark.parametrize(("name", "line", "place"), [
    # his household is there, not he (资治通鉴 卷274: 嗣源家在真定; its 白话: 李嗣源的家属住在真定)
    ("tiancheng1_lisiyuan_luoyang_zztj", 21, "真定"),
    ("tiancheng1_lisiyuan_luoyang_baihua", 21, "真定"),
    # his officer on his own (资治通鉴 卷99 白话: 桓温的另一位将领攻打上洛…又攻破了青泥, of 桓温别将攻上洛)
    ("yonghe10_huanwen_bashang_baihua", 9, "上洛"),
    ("yonghe10_huanwen_bashang_baihua", 9, "青泥"),
])
def test_his_household_and_officers_are_not_he(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # a captive taken there is sent, whoever he is (资治通鉴 卷217 白话: 颜杲卿被押送到洛阳; 卷193 白话:
    # 突厥颉利可汗被押送到长安)
    ("tianbao14_anlushan_luoyang_baihua", 40, "洛阳"),
    ("zhenguan4_lijing_tujue_baihua", 26, "长安"),
])
def test_a_captive_is_sent(name: str, line: int, place: str) -> None:
    assert [m.reason for m in gold_itinerary(name).mentions if m.line == line and m.place.name == place
            and m.verb.startswith("押")] == ["sent"]


@pytest.mark.parametrize(("raw", "party", "place", "role"), [
    # after a semicolon, a subjectless move goes on from whoever opened the sentence: a state's ruler named with
    # his state (资治通鉴 卷172 白话: 北齐后主在祁连池狩猎；癸亥（十八日），回晋阳, for 北周国主), or the party itself
    # (资治通鉴 卷124 白话: 北魏国主拓跋焘出巡，前往中山；癸卯（初四），返回平城)
    ("丙辰（十一日），北齐后主在祁连池狩猎；癸亥（十八日），回晋阳。", ("北周国主",), "晋阳", "mention"),
    ("北魏国主拓跋焘出巡，前往中山；癸卯（初四），返回平城。", ("北魏国主",), "平城", "stop"),
])
def test_after_a_semicolon_the_opener_goes_on(raw: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("t_qilianchi", "祁连池", "marsh", 38.9, 112.2), ("t_qi", "北齐", "polity", 36.1, 114.4),
                    ("t_wei", "北魏", "polity", 40.1, 113.3), ("t_zhongshan", "中山", "city", 38.5, 115.0),
                    ("t_pingcheng", "平城", "city", 40.1, 113.3))
    assert judged_at(raw, party, place, places=rows)[-1][0] == role


@pytest.mark.parametrize(("name", "line"), [
    # a region no wider than a town is a place the party stops at: 渭北, across the 渭 from 长安 (资治通鉴 卷260:
    # 上出至渭北; 新唐书 昭宗纪: 七月癸巳，行在渭北; 旧唐书 昭宗纪: 癸巳，次渭北)
    ("qianning3_zhaozong_huazhou_zztj", 4),
    ("qianning3_zhaozong_huazhou_xts", 2),
    ("qianning3_zhaozong_huazhou_jts", 2),
])
def test_a_small_region_is_a_stop(name: str, line: int) -> None:
    assert stop_on(gold_itinerary(name), line, "渭北")


@pytest.mark.parametrize(("name", "line", "place"), [
    # a stop chained to the one before it in its sentence has the same mover, and is someone else's when that one is
    # (资治通鉴 卷290: 辛卯，至湘阴…至长沙，军于湘西, 马希萼's; 宋史演义: 从真宗幸西京，拜谒诸陵…还宫, 郭后's in 1007)
    ("qianyou3_guowei_daliang_zztj", 38, "湘西"),
    ("dazhongxiangfu1_zhenzong_taishan_novel", 10, "西京"),
])
def test_a_chained_stop_shares_its_movers_fate(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("raw", "party", "place"), [
    # the translations' 次X, 驻跸X, 宿X: a stay word before 在X names no one, the date's entry is the party's (旧唐书
    # 昭宗纪 白话: 正月二十三日，皇上的车驾停驻在扶风…正月二十四日，停驻在武功; 元史 太祖纪 白话: 太祖攻下寻思干城，驻跸在
    # 也儿的石河; 旧唐书 高祖纪 白话: 九月十二日，高祖率军渡过黄河，住在长春宫)
    ("正月二十三日，皇上的车驾停驻在扶风，令朱友伦总管兵卒侍卫皇上。\n正月二十四日，停驻在武功。", ("皇上", "车驾"), "武功"),
    ("夏，五月，太祖攻下寻思干城，驻跸在也儿的石河。", ("太祖",), "也儿的石河"),
    ("九月十二日，高祖率军渡过黄河，住在长春宫。", ("高祖",), "长春宫"),
])
def test_a_stay_word_before_zai(raw: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("t_fufeng", "扶风", "city", 34.4, 107.9), ("t_wugong", "武功", "city", 34.3, 108.2),
                    ("t_xunsigan", "寻思干城", "city", 39.6, 66.9), ("t_erdishi", "也儿的石河", "river", 47.0, 85.0),
                    ("t_changchun", "长春宫", "fortress", 34.8, 110.0))
    assert judged_at(raw, party, place, places=rows)[-1][0] == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # the troops alone (兵, 军) name no one: they are the topic's (资治通鉴 卷287 白话: 刘知远亲自率兵东去…兵至寿阳时;
    # 卷279 白话: 潞王攻到华州…乙丑（二十五日），兵到阌乡; 明史 宣宗纪 白话: 六日，兵出喜峰口; 明史 成祖纪 白话:
    # 十七日，兵巡扬州)
    ("tianfu12_liuzhiyuan_daliang_baihua", 9, "寿阳"),
    ("yingshun1_licongke_luoyang_baihua", 21, "阌乡"),
    ("xuande3_xuanzong_xifengkou_mingshibaihua", 25, "喜峰口"),
    ("jianwen4_chengzu_nanjing_mingshibaihua", 39, "扬州"),
])
def test_the_troops_alone_are_the_topics(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # the 白话's and the novels' words of attack take the city as 攻 and 击 do (资治通鉴 卷39 白话: 继续前进，攻击元氏、防子，
    # 都攻下了; 东汉演义: 过了数日，就出击元氏房子二县，先后攻下)
    ("gengshi1_liuxiu_hebei_baihua", 18, "元氏"),
    ("gengshi1_liuxiu_hebei_novel", 12, "元氏"),
])
def test_the_translations_attacks_take(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # the place named in the answer to "where is this?" is where the party is (三国演义 第七十一回: 问近侍曰："此何处也？"
    # 答曰："此名蓝田。"; 第二十八回: 公问土人："此何处也？"土人曰："此名古城。"; 东周列国志 第二十一回: 问于燕伯。燕伯曰：
    # "此地名葵兹"; 三国演义 第四十一回: 玄德问："前面是何处？"左右答曰："前面是当阳县。")
    ("jianan23_caocao_hanzhong_sgyy", 4, "蓝田"),
    ("jianan5_guanyu_guowuguan_sgyy", 62, "古城"),
    ("huiwang13_huangong_shanrong_novel", 6, "葵兹"),
    ("jianan13_liubei_dangyang_sgyy", 33, "当阳"),
])
def test_the_answer_to_where_is_this(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


def test_who_is_this_is_no_where() -> None:
    # 此将何人也？…此乃常山赵子龙也 (三国演义 第七十一回): a man named by his home, not a place reached
    assert not stop_on(gold_itinerary("jianan23_caocao_hanzhong_sgyy"), 12, "常山")


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # someone's plan to take the party there is no move of the party's (资治通鉴 卷61 白话: 张济…打算调解李傕与郭汜的
    # 争端，迎接献帝前往弘农; 李乐…想让献帝乘船沿黄河而下，经过砥柱，从孟津上岸; 张杨…计划护送献帝返回洛阳)
    ("xingping2_xiandi_dongui_baihua", 9, "弘农", False),
    ("xingping2_xiandi_dongui_baihua", 21, "砥柱", False),
    ("xingping2_xiandi_dongui_baihua", 25, "洛阳", False),
    # …but an order after a plan of the sender's own is obeyed (后汉书 光武帝纪 白话: 更始帝于是准备北上定都洛阳，便让
    # 光武代理司隶校尉，要他先行前往洛阳); the party's own plan: see test_a_plan_holds_for_its_own_clause
    ("gengshi1_liuxiu_hebei_hhsbaihua", 2, "洛阳", True),
])
def test_a_plan_to_take_the_party(name: str, line: int, place: str, stop: bool) -> None:
    assert stop_on(gold_itinerary(name), line, place) is stop


@pytest.mark.parametrize(("name", "line", "place"), [
    # 壁X, 营X: walled a camp, camped, at X with no 于 (资治通鉴 卷12: 上壁庸城)
    ("gaodi11_liubang_yingbu_zztj", 10, "庸城"),
    # 寓X: lodged at X (唐史演义: 渊自寓长春宫 … 渊退寓长乐宫)
    ("yining1_liyuan_changan_tsyy_novel", 16, "长春宫"),
    ("yining1_liyuan_changan_tsyy_novel", 18, "长乐宫"),
    # 泊X: moored at X (宋史 高宗纪: 甲子，泊温州港口; 宋史演义: 高宗始回泊温州港口)
    ("jianyan3_gaozong_haishang_songshi", 12, "温州"),
    ("jianyan3_gaozong_haishang_novel", 34, "温州"),
    # a tour of the sights there (后汉书 安帝纪 白话: 历观上林、昆明池; 资治通鉴 卷7 白话: 观览籍柯)
    ("yanguang4_andi_nanxun_hhsbaihua", 38, "上林"),
    ("yanguang4_andi_nanxun_hhsbaihua", 38, "昆明池"),
    ("shihuang37_qin_lasttour_baihua", 6, "藉柯"),
    # 泛舟X: by boat on X (清史稿 圣祖纪: 乙亥，泛舟松花江)
    ("kangxi21_shengzu_shengjing_qingshigao", 10, "松花江"),
    # a clause of going, then 地名X: where it went (东周列国志 第二十一回: 大军东进三十里，地名伏龙山; 第四十回:
    # 直退到九十里之程，地名城濮)
    ("huiwang13_huangong_shanrong_novel", 10, "伏龙山"),
    ("xiangwang20_wengong_chengpu_novel", 7, "城濮"),
])
def test_camps_lodgings_tours_and_places_named(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


def test_the_place_named_not_its_locator() -> None:
    # 五代史演义: 行至楚州西北，地名清口 — 楚州 only says where 清口 lies
    it = gold_itinerary("xiande4_shizong_huainan_novel")
    assert not stop_on(it, 9, "楚州")


@pytest.mark.parametrize("words", [
    # setting out, naming no one (汉史演义 第四十回: 十月初旬出发，自云阳北行; 宋史演义 第二十二回: 仲春吉日，…启銮西幸，仍奉天书
    # 发京师; 明史演义: 即日启跸)
    "出发，",
    "启銮西幸，",
    "启跸，",
])
def test_setting_out_names_no_one(words: str) -> None:
    assert _acts_unnamed(words, load_lexicon())


def test_setting_out_in_a_novel_the_sovereign_goes_on() -> None:
    # 汉史演义 第四十回: …扈驾巡边。十月初旬出发，自云阳北行，径出长城，登单于台
    it = gold_itinerary("yuanfeng1_wudi_fengshan_novel")
    assert all(stop_on(it, 12, p) for p in ("甘泉", "长城", "单于台"))  # (云阳 is 甘泉 in its gazetteer)


@pytest.mark.parametrize("segment", [
    # a one-character party word after a filler opening its clause (唐史演义 第二十七回: …数百里不绝。及驾至泰山;
    # 资治通鉴 卷261: 及上幸华州, 克用征兵于仁恭)
    "，及驾",
    "及上",
])
def test_the_party_after_a_filler(segment: str) -> None:
    assert _subject_is_party(segment, ("上", "帝", "驾", "车驾"), load_lexicon())


def test_the_sovereign_reaches_the_mountain_after_a_filler() -> None:
    assert stop_on(gold_itinerary("kaiyuan13_xuanzong_taishan_novel"), 8, "泰山")


@pytest.mark.parametrize(("name", "words"), [
    # 得, "got, could", opens clauses and follows a surname-like word (东汉演义: 方得走脱, 得霸与俱, 得秀亲至;
    # 五代史演义 第三十七回: 那得, 尚得 … 得辽主敕命, 得了早餐): no one is named 得
    ("gengshi1_liuxiu_hebei_novel", "得拔卢奴"),
    ("datong1_deguang_bianjing_novel", "得辽主敕命"),
])
def test_got_is_no_given_name(name: str, words: str) -> None:
    simp, topic = corpus_topic(name)
    assert not topic._person(simp.index(words))


def test_got_opens_the_partys_clause() -> None:
    # 东汉演义 第七回: 秀亦率众继进，得拔卢奴 (the party found on its own)
    assert stop_on(gold_itinerary("gengshi1_liuxiu_hebei_novel", party=()), 11, "卢奴")


@pytest.mark.parametrize(("name", "words", "person"), [
    # a prince: his fief, 王 and a given name the text writes again (明史 武宗纪: 六月丙子，宁王宸濠反 … 宸濠;
    # 明史 宣宗纪: 八月壬戌，汉王高煦反 … 亲征高煦)
    ("zhengde14_wuzong_nanxun_mingshi", "宁王宸濠反", True),
    ("xuande1_xuanzong_lean_mingshi", "汉王高煦反", True),
    # not a prince whose given name the text writes once (郑王瞻埈, left to stay in the capital)
    ("xuande1_xuanzong_lean_mingshi", "郑王瞻埈", False),
])
def test_a_prince_by_fief_and_given_name(name: str, words: str, person: bool) -> None:
    simp, topic = corpus_topic(name)
    assert topic._person(simp.index(words)) is person


def test_a_princes_rising_takes_cities_not_the_emperor() -> None:
    # 明史 武宗纪: 六月丙子，宁王宸濠反 … 戊寅，陷南康。己卯，陷九江 (the prince's)
    it = gold_itinerary("zhengde14_wuzong_nanxun_mingshi")
    assert not stop_on(it, 1, "南康") and not stop_on(it, 1, "九江")


@pytest.mark.parametrize(("name", "words"), [
    # a negation, a demonstrative or a pronoun opens a clause, never a given name (前汉演义: …不敢争锋，因此一路顺风，
    # 越过了勾注山; 唐史演义 第七回: 不若返登大位; 东汉演义: 不必远诣长安; 北齐书 文宣帝纪: 未至，胡已逃)
    ("gaodi7_liubang_baideng_novel", "不敢争锋"),
    ("wude2_shimin_bobi_novel", "不若返登大位"),
    ("gengshi1_liuxiu_hebei_novel", "不必远诣长安"),
    ("tianbao4_gaoyang_qidan_bqs", "未至，胡已逃"),
])
def test_a_negation_is_no_given_name(name: str, words: str) -> None:
    simp, topic = corpus_topic(name)
    assert not topic._person(simp.index(words))


def test_the_way_goes_on_past_a_negation() -> None:
    # 前汉演义 第三十五回: 高祖麾兵继进，…不敢争锋，因此一路顺风，越过了勾注山，直抵广武
    it = gold_itinerary("gaodi7_liubang_baideng_novel")
    assert stop_on(it, 13, "句注") and stop_on(it, 13, "广武")


@pytest.mark.parametrize(("clause", "verb", "party"), [
    # who follows the party by its one-character given name goes where it goes (两晋演义 第六十七回: 乃随坚出发长安,
    # 出 of 出发 before the verb; 东汉演义 第七回: 寻拜偏将军，随秀至昆阳)
    ("乃随坚出发", "发", ("苻坚", "坚")),
    ("寻拜偏将军，随秀至", "至", ("刘秀", "秀")),
])
def test_following_the_party_by_its_given_name(clause: str, verb: str, party: tuple[str, ...]) -> None:
    assert _follows_party(clause, verb, party, load_lexicon())


def test_the_march_sets_out_with_its_followers() -> None:
    # 两晋演义 第六十七回: 垂点首道：“…”乃随坚出发长安，戎卒共六十余万
    assert stop_on(gold_itinerary("taiyuan8_fujian_feishui_novel"), 7, "长安")


@pytest.mark.parametrize(("words", "subject"), [
    # a command over all the troops says who leads, with a verb of two characters (两晋演义 第六十七回: 坚…。当下驱动各军，
    # 出寿阳城; 唐史演义 第九十二回: 由畋将宋文通带领各军，一鼓杀退)
    ("当下驱动各军", None),
    ("宋文通带领各军", "宋文通"),
])
def test_leading_all_the_troops_names_the_leader(words: str, subject: str | None) -> None:
    assert _subject_name(words, load_lexicon()) == subject


@pytest.mark.parametrize(("name", "words"), [
    # a sentence opened by the topic's own forces names no one else (前汉演义 第三十五回: 高祖…迅速趱程。骑兵还及随行，
    # 步兵追赶不上; 五代史演义 第五十八回: 匡胤已跃马入水，截流而进。骑兵追随恐后)
    ("gaodi7_liubang_baideng_novel", "骑兵还及随行"),
    ("xiande4_shizong_huainan_novel", "骑兵追随恐后"),
])
def test_the_topics_forces_open_no_ones_sentence(name: str, words: str) -> None:
    simp, topic = corpus_topic(name)
    assert topic.opener_of(simp.index(words), ("高祖",)) is None


def test_the_march_goes_on_past_its_forces() -> None:
    # 前汉演义 第三十五回: 骑兵还及随行，步兵追赶不上，多半剩落。好容易到了平城
    assert stop_on(gold_itinerary("gaodi7_liubang_baideng_novel"), 14, "平城")


@pytest.mark.parametrize("words", [
    # at last, with difficulty: no one named (前汉演义 第三十五回: 好容易到了平城; 资治通鉴 卷256 白话: 险情再三出现，
    # 最后才勉强到达山南)
    "好容易",
    "最后才勉强",
])
def test_at_last_names_no_one(words: str) -> None:
    assert _acts_unnamed(words, load_lexicon())


@pytest.mark.parametrize(("name", "line", "place"), [
    # the sovereign and the empress dowager together (清史演义 第三十六回: 两宫仍回到苏州，复至江宁), the sovereign
    # escorting his mother (same: 十五年春季，奉皇太后巡幸五台山)
    ("qianlong16_gaozong_nanxun_novel", 8, "苏州"),
    ("qianlong16_gaozong_nanxun_novel", 8, "江宁"),
    # the lodging moved (唐史演义 第九十七回: 既而崔昭纬等皆至莎城，昭宗乃复移跸石门镇)
    ("qianning2_zhaozong_shimen_novel", 8, "石门镇"),
])
def test_the_court_lodges_and_goes_on(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize("words", [
    # 清史演义 第三十六回: 秋季又奉皇太后临幸嵩岳; 宋史演义 第六十五回: 亟奉太后出城
    "又奉皇太后",
    "亟奉太后",
])
def test_escorting_his_mother_names_no_one_else(words: str) -> None:
    assert _acts_unnamed(words, load_lexicon())


@pytest.mark.parametrize(("words", "unnamed"), [
    # Acting on "it" (之, the one just named) names no one: 资治通鉴 卷96 (虎曰：“…”遂过之，至徐无), 卷182 (玄感不从，遂攻之),
    # 卷189 (士弘收兵复战，又败之，进入北江), 宋史 太祖纪 (师傅扬州城，拔之)
    ("遂过之，", True),
    ("遂攻之，", True),
    ("又败之，", True),
    ("拔之，", True),
    # Going up north (北上) names no sovereign: 明史 李自成传 translation (又北上巡行忻州、代州), 资治通鉴 卷39 (乃驰北上谒)
    ("又北上", True),
    ("乃驰北上", True),
    # …but a wish to act on it, or someone named acting, is no such clause (诸将恐其为后患，欲攻之, 卷96)
    ("欲攻之，", False),
    ("支雄攻之，", False),
    # A crossing over a landform named by its kind alone names no one (清史稿 刘锦棠传: 明年，度陇攻西宁; 三年春，逾岭西南攻
    # 达坂, their dates set aside; 明史演义 第九十四回: 即移众溯江而上，迭陷黄梅); one who crosses named does (锦棠度陇).
    ("，度陇", True),
    ("，逾岭西南", True),
    ("即移众溯江而上，", True),
    ("锦棠度陇", False),
])
def test_clauses_that_name_no_one(words: str, unnamed: bool) -> None:
    assert _acts_unnamed(words, load_lexicon()) is unnamed


def test_the_flight_goes_on_after_a_look_back_in_its_paragraph() -> None:
    # 唐史演义 第九十七回: …先是有盐州六都兵屯驻京师，…两军方才退走。昭宗至李筠营避乱，…径出启夏门，道过南山，寄宿莎城镇
    assert stop_on(gold_itinerary("qianning2_zhaozong_shimen_novel"), 7, "莎城镇")


@pytest.mark.parametrize(("name", "line"), [
    # back to the capital itself (还都, 还京), though the court lived elsewhere (唐史演义 第九十五回: 僖宗 from 成都, 于是启跸
    # 还都; 第九十九回: 及昭宗还都，全忠亦至, from 凤翔)
    ("guangqi1_xizong_xingyuan_novel", 9),
    ("tianfu1_zhaozong_fengxiang_novel", 8),
])
def test_back_to_the_capital_itself(name: str, line: int) -> None:
    it = gold_itinerary(name)
    assert [m.place.name for m in it.mentions if m.line == line and m.verb == "还都" and m.role == "stop"] == ["长安"]


@pytest.mark.parametrize(("words", "wish"), [
    # the narrator's "just think" is no wish (唐史演义 第九十五回: 看官！你想僖宗寓居兴元; 宋史演义: 看官！你想这真宗年当好色;
    # 试想天子以四海为家), the 白话's 想 is (资治通鉴 卷180 白话: 想去涿郡)
    ("看官！你想僖宗寓居", False),
    ("试想天子以四海为家，", False),
    ("想去", True),
])
def test_the_narrators_just_think_is_no_wish(words: str, wish: bool) -> None:
    assert bool(load_lexicon().modal.search(words)) is wish


@pytest.mark.parametrize(("name", "line", "place", "party"), [
    # a novel's "when (he) reached X" after an aside about someone else: the story's traveller again (宋史演义 第二十四回:
    # 召见道士柴又玄…，便即令退。及抵陕州; 东汉演义 第七回: 霸暗暗称奇，一时也无暇说明。莫非人定胜天。及抵南宫)
    ("dazhongxiangfu1_zhenzong_taishan_novel", 8, "陕州", None),
    ("gengshi1_liuxiu_hebei_novel", 6, "南宫", ()),
])
def test_when_he_reached_after_an_aside(name: str, line: int, place: str, party: tuple[str, ...] | None) -> None:
    assert stop_on(gold_itinerary(name, party=party), line, place)


@pytest.mark.parametrize(("own", "year", "foreign"), [
    # another state's prince by his fief, that state counting eras of its own that year (资治通鉴 卷276 in 天成二年:
    # 十一月，庚戌，吴王即皇帝位; its 白话: 十一月，庚戌（初三），吴王即皇帝位), not the court's own prince (卷291 in 显德元年:
    # 晋王即皇帝位, no 晋 counting then)
    ("十一月，庚戌，吴王", 927, True),
    ("十一月，庚戌（初三），吴王", 927, True),
    ("晋王", 954, False),
])
def test_another_states_prince_takes_another_throne(own: str, year: int, foreign: bool) -> None:
    from route.places.stops import _foreign_fief
    assert _foreign_fief(own, {"唐", "平", "闽", "楚"} if year == 927 else {"周"}, year, load_lexicon()) is foreign


def test_the_emperor_keeps_his_throne_after_another_states_accession() -> None:
    # 资治通鉴 卷276: 十一月，庚戌，吴王即皇帝位 … (天成四年) 庚午，帝至洛阳
    assert stop_on(gold_itinerary("tiancheng2_mingzong_bianzhou_zztj"), 39, "洛阳")


def test_a_rulers_own_annals_call_him_di_before_his_reign() -> None:
    # 元史 文宗纪 in 致和元年, months before his accession: 迁帝居江陵 … 帝至汴梁 (the typed 文宗 is never written)
    assert stop_on(gold_itinerary("tianli1_wenzong_dadu_yuanshi"), 18, "汴梁")


@pytest.mark.parametrize(("name", "line", "place"), [
    # Names written one right after another, with no mark, are a list that shares the verb before it, when they
    # are towns apart (唐史演义 第八十九回: 围攻天长六合, 经过颍宋徐亳一带; 后汉演义 第五回: 出击元氏房子二县).
    ("guangming1_huangchao_changan_novel", 7, "六合"),
    ("guangming1_huangchao_changan_novel", 7, "宋州"),
    ("guangming1_huangchao_changan_novel", 7, "亳州"),
    ("gengshi1_liuxiu_hebei_novel", 12, "房子"),
    # A string of cities taken one after another (连陷), the march told in its set phrases (一路驰突，所向无前) and
    # no one named: the topic's (明史演义 第二十回).
    ("jianwen4_chengzu_nanjing_novel", 1, "东平"),
    ("jianwen4_chengzu_nanjing_novel", 1, "济阳"),
])
def test_names_written_together_share_the_verb(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # …but not a spot of the first town (史记 高祖本纪 白话: 在彭城灵壁东面的睢水上激战) nor a county after its
    # commandery (资治通鉴 卷12 白话: 押送到蜀郡青衣居住).
    ("han2_liubang_pengcheng_shijibaihua", 25, "灵壁"),
    ("gaodi10_liubang_chenxi_baihua", 34, "青衣"),
])
def test_a_place_within_the_one_before_is_no_list(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A clause that only moves to a place, or takes it, names no one: the moves after it in the same sentence are the
    # same mover's (明史 徐达传: 遂渡陇，克秦州，下伏羌、宁远，入巩昌; 元史 太宗纪: 克凤翔，攻洛阳、河中诸城; 辽史 太祖纪:
    # 次古单于国，登阿里典压得斯山; 宋史 文天祥传: 五月，出江西，入会昌).
    ("hongwu1_xuda_beifa_mingshi", 42, "秦州"),
    ("hongwu1_xuda_beifa_mingshi", 42, "巩昌"),
    ("taizong3_ogedei_nanzheng_yuanshi", 3, "洛阳"),
    ("tianzan3_abaoji_xizheng_liaoshi", 20, "阿里典压得斯山"),
    ("deyou2_wentianxiang_wenzhou_songshi", 8, "会昌"),
    # …so does one that reaches or takes two places, a list joined by 及 or a place written within the one before it
    # (清史稿 阿桂传: 克昆色尔及果克多山，进克拉栝寺; 汉书 武帝纪: 登灊天柱山，自寻阳浮江; 后汉书 邓禹传: 遂渡汾阴河，入夏阳).
    ("qianlong36_agui_jinchuan_qsgzhuan", 5, "拉栝寺"),
    ("yuanfeng5_wudi_nanxun_hanshu", 28, "寻阳"),
    ("jianwu1_dengyu_xizheng_houhanshu", 8, "夏阳"),
])
def test_a_move_clause_names_no_one(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # …but troops called up from a place are no move of anyone's (宋史 太宗纪: 己丑，发京师，至雄州，民治道), and a city
    # taken in a sentence that opens with someone else is his, whoever he sent the party with (明史纪事本末 and 明史演义:
    # 乜先…令伯颜帖木儿拥着上皇，出紫荆关，自引军攻居庸关).
    ("taipingxingguo4_taizong_beihan_songshi", 11, "雄州"),
    ("zhengtong14_yingzong_tumu_modern", 12, "居庸关"),
    ("zhengtong14_yingzong_tumu_novel", 22, "居庸关"),
])
def test_a_city_taken_by_someone_named_is_no_stop(name: str, line: int, place: str) -> None:
    assert not stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # A place headed for, then taken or given up to the comer before another place is named, was reached (清史稿 太宗纪:
    # 趣良乡，克其城; 太祖纪: 上帅右四旗兵趋抚顺。明抚顺游击李永芳降)…
    ("tiancong3_hongtaiji_beijing_qingshigao", 12, "良乡", True),
    ("tianming4_nurhaci_sarhu_qingshigao", 6, "抚顺", True),
    # …not when its holder only fled, maybe before the comer came (宋史演义 第六十七回: 将至庐州 … 弃城遁去。飞乃回驻舒城).
    ("shaoxing10_yuefei_zhuxianzhen_novel", 13, "庐州", False),
])
def test_a_place_headed_for_and_given_up_was_reached(name: str, line: int, place: str, stop: bool) -> None:
    assert stop_on(gold_itinerary(name), line, place) is stop


@pytest.mark.parametrize(("name", "line", "place"), [
    # The army halted, moved or joined at a place, 师 after the verb (清史稿 太宗纪: 丙子，驻师通州; 壬寅，移师马兰峪;
    # 明史 徐达传 and its translation: 会师河阴).
    ("tiancong3_hongtaiji_beijing_qingshigao", 12, "通州"),
    ("tiancong3_hongtaiji_beijing_qingshigao", 13, "马兰峪"),
    ("hongwu1_xuda_beifa_mingshi", 15, "河阴"),
    ("hongwu1_xuda_beifa_mingshibaihua", 15, "河阴"),
])
def test_the_army_halted_there_is_a_stop(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # The party chased to a place is there, whoever chased it and opened the sentence (资治通鉴 卷11 白话: 汉王刘邦追击
    # 项羽到达固陵; 宋史 文天祥传 translation: 追文天祥至方石岭).
    ("gaodi5_xiangyu_gaixia_baihua", 2, "固陵"),
    ("deyou2_wentianxiang_wenzhou_songshibaihua", 37, "方石岭"),
])
def test_the_party_chased_there_is_there(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # Rarer houses are surnames too, so the party typed by its full name goes by its given name alone (清史稿
    # 年羹尧传: 十月，羹尧率师自甘州至西宁; 明史 沐英传: 英乘雾趋白石江; 明史 戚继光传: 继光急趋宁海; 资治通鉴 卷47: 宪、秉出塞三千余里，登燕然山).
    ("yongzheng1_nian_qinghai_qingshigao", 9, "西宁"),
    ("jiajing40_qijiguang_taizhou_mingshi", 10, "宁海"),
    ("yongyuan1_douxian_yanran_zztj", 24, "燕然山"),
    ("hongwu14_fuyoude_yunnan_muying", 3, "曲靖"),  # 明史 沐英传: 英乘雾趋白石江
])
def test_a_rarer_surname_gives_the_given_name(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # Holding a place, posted there, is the party's stay (资治通鉴 卷144: 壬午，衍镇石头; 梁书 武帝纪: 壬午，高祖镇石头;
    # 资治通鉴 卷153 白话: 陈庆之…镇守北中城)…
    ("yongyuan2_xiaoyan_jiankang_zztj", 48, "石头城", True),
    ("yongyuan2_xiaoyan_jiankang_liangshu", 17, "石头城", True),
    ("zhongdatong1_chenqingzhi_luoyang_baihua", 31, "北中郎城", True),
    # …never the sovereign's, nor a man's the clause leaves or appoints there (资治通鉴 卷177: 晋王广班师，留王韶镇
    # 石头城; 卷108: 燕主垂以丹杨王瓒为并州刺史，镇晋阳; 旧唐书 德宗纪 白话: 留下戴休颜镇守奉天).
    ("kaihuang9_yangguang_pingchen_zztj", 50, "石头城", False),
    ("taiyuan19_murongchui_zhangzi_zztj", 29, "晋阳", False),
    ("jianzhong4_dezong_fengtian_jtsbaihua", 28, "奉天", False),
])
def test_a_post_held_is_the_holders_stay(name: str, line: int, place: str, stop: bool) -> None:
    assert stop_on(gold_itinerary(name), line, place) is stop


@pytest.mark.parametrize(("name", "line", "place"), [
    # A place reached as "a place called X", its verb with 了 or not (史记 孔子世家 白话: 就到了一个叫蒲的地方; 经过一个叫匡的
    # 地方, which the rule read before).
    ("dinggong13_kongzi_zhouyou_shijibaihua", 35, "蒲"),
    ("dinggong13_kongzi_zhouyou_shijibaihua", 26, "匡"),
])
def test_a_place_reached_as_one_called_so(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A hunt held in a region puts the party in it, the hunting ground named as a region (清史稿 高宗纪, 乾隆十三年:
    # 上奉皇太后幸木兰行围; 乾隆三十年: 上奉皇太后巡幸木兰，行围 and 上奉皇太后秋狝木兰).
    ("qianlong13_gaozong_dongxun_qingshigao", 3, "木兰"),
    ("qianlong30_gaozong_nanxun_qingshigao", 1, "木兰"),
    ("qianlong30_gaozong_nanxun_qingshigao", 13, "木兰"),
])
def test_a_hunt_in_a_region_is_a_stop(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # A standoff at a place puts both sides there, the party the subject or the other side (续资治通鉴 宋纪: 韩世忠，与金
    # 宗弼相持于黄天荡; 资治通鉴 卷291: 帝与北汉主相拒于高平; 卷120: 魏奚斤与夏平原公定相持于长安).
    ("韩世忠，与金宗弼相持于黄天荡。", ("宗弼",), "黄天荡"),
    ("帝与北汉主相拒于高平。", ("帝",), "高平"),
    ("魏奚斤与夏平原公定相持于长安。", ("奚斤",), "长安"),
])
def test_a_standoff_there_is_a_stop(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("huangtiandang_t", "黄天荡", "marsh", 32.2, 118.9), ("gaoping_t", "高平", "city", 35.79, 112.92))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # Others named, then their following him, leave the party the one who goes (资治通鉴 卷9 白话: 刘邦…独自骑马而行，
    # 樊哙、夏侯婴、靳强、纪信等四人手拿剑和盾牌，快步相随，经骊山下，取道芷阳).
    ("hanyuan1_liubang_hanzhong_baihua", 13, "骊山"),
    ("hanyuan1_liubang_hanzhong_baihua", 13, "芷阳"),
])
def test_those_who_follow_leave_the_party_going(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A post held: the party's when the order names the party (资治通鉴 卷70: 留尚书仆射司马懿镇许昌; 卷177 of another:
    # 晋王广班师，留王韶镇石头城).
    ("帝以舟师东征，留尚书仆射司马懿镇许昌。", ("司马懿", "懿"), "许昌", "stop"),
    ("晋王广班师，留王韶镇石头城。", ("晋王广", "广"), "石头城", "mention"),
])
def test_a_post_the_party_is_left_to_hold(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("xuchang_t", "许昌", "city", 34.03, 113.82), ("shitou_t", "石头城", "city", 32.06, 118.75))
    assert judged_at(text, party, place, rows)[-1][0] == role


@pytest.mark.parametrize(("name", "line", "place"), [
    # Stationed in a province, the party is in it (资治通鉴 卷47: 窦宪出屯凉州; its 白话: 窦宪出京屯驻凉州; 后汉书 窦宪传:
    # 遂将兵出镇凉州).
    ("yongyuan1_douxian_yanran_zztj", 40, "凉州"),
    ("yongyuan1_douxian_yanran_baihua", 41, "凉州"),
    ("yongyuan1_douxian_yanran_hhs", 9, "凉州"),
])
def test_stationed_in_a_province_is_a_stop(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # The enemy came on and was beaten: the chase after is the victor's, the topic's (明史 成祖纪: 马哈木…来战，大败之，追至
    # 土剌河; its translation: 大败前来侵犯的马哈木军，追至土剌河)…
    ("yongle12_chengzu_north_mingshi", 9, "土拉河", True),
    ("yongle12_chengzu_north_mingshibaihua", 13, "土拉河", True),
    # …not when another of the party's side fought and won (辽史 圣宗纪: 辽师与曹彬、米信战于歧沟关，大败之，追至拒马河).
    ("tonghe4_shengzong_qigouguan_liaoshi", 62, "拒马河", False),
    # The columns going on together name no one (明史 徐达传 and its translation: 水陆并进，大败元军于河西务).
    ("hongwu1_xuda_beifa_mingshi", 18, "河西务", True),
    ("hongwu1_xuda_beifa_mingshibaihua", 18, "河西务", True),
])
def test_a_victory_is_the_topics(name: str, line: int, place: str, stop: bool) -> None:
    assert stop_on(gold_itinerary(name), line, place) is stop


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A name, then 为 and an office, holds it himself and acts next (资治通鉴 卷19: 霍去病为票骑将军，将万骑出陇西; 卷18:
    # 卫尉李广为骁骑将军，出雁门; 汉书 霍去病传: 元狩二年春为票骑将军，将万骑出陇西) — not the officer of a name before the
    # office (安禄山大同军使高秀岩寇振武军, 卷217).
    ("霍去病为票骑将军，将万骑出陇西，击匈奴。", ("霍去病",), "陇西", "stop"),
    ("卫尉李广为骁骑将军，出雁门：军各万骑。", ("李广",), "雁门", "stop"),
    ("安禄山大同军使高秀岩寇振武军，攻雁门。", ("安禄山",), "雁门", "mention"),
    # 期至 is the appointed goal, not a place reached (汉书 李广利传: 期至贰师城取善马; 资治通鉴 卷21, of 李陵: 期至浚稽山而还);
    # …but 先期到达 is reached ahead of the day (资治通鉴 卷256 白话: 宫内园中的小儿先期到达成都).
    ("以广利为贰师将军，发属国六千骑，期至陇西取善马。", ("李广利",), "陇西", "mention"),
    ("陵将步卒五千人出居延北，期至雁门而还。", ("李陵",), "雁门", "mention"),
    ("上至兴元，宫内园中的小儿先期到达陇西。", ("上",), "陇西", "stop"),
])
def test_an_office_held_and_a_day_appointed(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("longxi_t", "陇西", "prefecture", 35.0, 104.6), ("yanmen_t", "雁门", "prefecture", 39.1, 112.9),
                    ("juyan_t", "居延", "city", 41.9, 101.1), ("yingkou_t", "颍口", "city", 32.5, 116.5))
    assert judged_at(text, party, place, rows)[-1][0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # A place won over by word, an envoy's or an edict's, is no stop of who sends it (后汉书 段颎传: 二年，诏遣谒者冯禅说降汉阳
    # 散羌; 元史 太祖纪 translation: 这一年，太祖下诏招降德顺州), where one taken in arms is (降德顺州).
    ("二年，诏遣谒者冯禅说降汉阳散羌。", ("段颎", "颎"), "汉阳", "mention"),
    ("这一年，太祖下诏招降德顺州。", ("太祖",), "德顺州", "mention"),
    ("这一年，太祖降德顺州。", ("太祖",), "德顺州", "stop"),
])
def test_won_over_by_word(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("hanyang_t", "汉阳", "prefecture", 34.7, 105.7), ("deshun_t", "德顺州", "prefecture", 35.6, 105.9))
    assert judged_at(text, party, place, rows)[0][0] == role


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 于 opening its own clause puts the act after it at the place, not the clause's before (三国演义 第一百十六回: 忽钟会
    # 檄文至，约艾起兵，于汉中取齐 — a plan; 资治通鉴 卷78: 会善效人书，于剑阁要艾章表 — 邓艾's reports stopped on the road)…
    ("忽钟会檄文至，约艾起兵，于汉中取齐。", ("钟会", "会"), "汉中", "mention"),
    ("会善效人书，于剑阁要艾章表、白事，皆易其言。", ("钟会", "会"), "剑阁", "mention"),
    # …where in one clause the act is done there (王敦举兵于武昌, 晋书 王敦传; 欢…庚申，起兵于信都, 资治通鉴 卷155)
    ("大将军王敦举兵于武昌。", ("王敦", "敦"), "武昌", "stop"),
    ("庚申，欢起兵于信都。", ("高欢", "欢"), "信都", "stop"),
])
def test_yu_opening_its_clause(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("hanzhong_t", "汉中", "prefecture", 33.07, 107.03), ("jiange_t", "剑阁", "pass", 32.2, 105.5),
                    ("wuchang_t", "武昌", "city", 30.4, 114.9), ("xindu_t", "信都", "city", 37.73, 115.55))
    assert judged_at(text, party, place, rows)[0][0] == role


def test_yu_opening_its_clause_in_a_found_story() -> None:
    """资治通鉴 卷78 with no party named (the sovereign's words found): 会善效人书，于剑阁要艾章表 is no stop at 剑阁."""
    assert not stop_on(gold_itinerary("jingyuan4_zhonghui_shu_zztj", ()), 33, "剑阁")


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # In a text about a general the court's army named by no one is his (明史 李如松传: 官军乃退驻开城; its translation:
    # 官军…退驻开城; 明史 张辅传 translation: 官军追到胶水县闷海口而还); a general named in its sentence keeps his own
    # (杨元兵亦至), and a rebel's army is no one's but his.
    ("如松率师渡鸭绿江，进至平壤。如松进逼汉城。官军乃退驻开城。", ("李如松", "如松"), "开城", "stop"),
    ("李如松率师进至平壤。如松进逼汉城。官军退驻开城。", ("李如松", "如松"), "开城", "stop"),
    ("如松率师渡鸭绿江，进至平壤。如松进逼汉城。杨元兵亦至开城。", ("李如松", "如松"), "开城", "mention"),
    ("巢陷平壤。巢进逼汉城。巢击败官军于汉城。官军退驻开城。", ("黄巢", "巢"), "开城", "mention"),
])
def test_the_court_army_in_a_generals_story(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("pyongyang_t", "平壤", "city", 39.0, 125.75), ("hanseong_t", "汉城", "city", 37.57, 126.98),
                    ("kaesong_t", "开城", "city", 37.97, 126.55))
    assert judged_at(text, party, place, rows)[-1][0] == role


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # The party appointed (以X为…, 任命X为…) is who acts in the clauses after, a one-character given name too (宋史 曹彬传:
    # 诏以彬为升州西南路行营…都部署，…进克池州; its translation: 诏令任命曹彬为…都部署，…攻破峡口寨，接着攻克池州; 隋书 杨素传:
    # 以素为行军元帅，出云州击突厥).
    ("kaibao7_caobin_jinling_songshi", 3, "池州", True),
    ("kaibao7_caobin_jinling_songshibaihua", 3, "池州", True),
    ("renshou4_yangsu_bingzhou_suishu", 2, "云州", True),
    # An office the party is made (X为…将军) names him where the text then writes it alone (资治通鉴 卷19: 霍去病为票骑将军 …
    # 票骑将军逾居延，过小月氏，至祁连山; 卷21: 以李广利为贰师将军 … 贰师将军之西也，既过盐水…比至郁成, and its 白话).
    ("yuanshou2_huoqubing_hexi_zztj", 6, "居延", True),
    ("taichu1_liguangli_dayuan_zztj", 21, "郁成", True),
    ("taichu1_liguangli_dayuan_baihua", 21, "盐泽", True),
    # 幸X is a stay at X when the party comes home before X is reached again: the later stay is another trip, not the
    # arrival of this one (资治通鉴 卷42: 上幸长安 … 还宫 … 幸南阳 … 上幸长安 a year on; 旧唐书 高宗纪: 幸九成宫 … 至自九成宫 …
    # 幸九成宫).
    ("jianwu10_guangwu_changan_zztj", 4, "长安", True),
    ("shangyuan1_gaozong_dongdu_jts", 2, "九成宫", True),
    # "Having reached X" with no subject is the story's own traveller again, after an aside about others (两晋演义 第二十七回:
    # 既到襄国，勒先将劲卒精甲，藏入帐后; 后汉书 段颎传: 既到泾阳，余寇四千落，悉散入汉阳山谷间).
    ("jianxing2_shile_youzhou_novel", 6, "襄国", True),
    ("jianning1_duanjiong_qiang_houhanshu", 38, "泾阳", True),
    # The party with (or against) someone acting at a place is there (宋史 曹彬传: 四月，又与米信破契丹于新城; 辽史 圣宗纪
    # translation: 此时皇上与皇太后驻兵于驼罗口; 明史 戚继光传: 寻与大猷击走吴平于南澳).
    ("yongxi3_caobin_youzhou_songshi", 5, "新城", True),
    ("tonghe4_shengzong_qigouguan_liaoshibaihua", 20, "驼罗口", True),
    ("jiajing40_qijiguang_taizhou_mingshi", 13, "南澳", True),
    # 自X and a move with 者 (or the 白话's 的人) name those who came from X, a group, no move of the party's (资治通鉴 卷109:
    # 魏军士有自柏肆亡归者; its 白话: 北魏军士中有从柏肆逃亡回来的人; 明史 戚继光传: 自温州来者，合福宁、连江诸倭攻陷寿宁).
    ("huangshi1_daowu_zhongshan_zztj", 25, "柏肆", False),
    ("huangshi1_daowu_zhongshan_baihua", 25, "柏肆", False),
    ("jiajing40_qijiguang_taizhou_mingshi", 11, "温州", False),
    # The party with others "at the north of X" is at X, as the party alone is (资治通鉴 卷67: 权与诸将在逍遥津北; 卷12 白话:
    # 高帝刘邦与黥布军队在蕲西对阵); not a place said to lie there (嘉山在定州西).
    ("jianan20_sunquan_hefei_zztj", 18, "逍遥津", True),
    ("gaodi11_liubang_yingbu_baihua", 10, "蕲", True),
    # A character written with an aspect particle and more words after it (杀了他, 支援了) is a verb, no one's one-character
    # given name, and opens no one's clause (资治通鉴 卷190 白话: 李孝恭打退了他，…，杀死、淹死的人数以万计，一直追击到百里洲;
    # 卷76 白话: 姜维听说魏国分出关中的兵力去支援淮南，…，于是就率领数万人出骆谷，到达沈岭).
    ("wude4_xiaogong_jiangling_baihua", 27, "百里洲", True),
    ("yanxi19_jiangwei_duangu_baihua", 26, "沈岭", True),
    # Going to a place to do something there, the deed right after its name, gets there (宋史 曹彬传: 彬奉诏…先赴荆南发战舰;
    # 资治通鉴 卷109 白话: 魏王拓跋撤除对中山的包围，开往河间征粮; 明史 张献忠传 translation: 献忠自己则往永州追击三王).
    ("kaibao7_caobin_jinling_songshi", 2, "江陵", True),  # (荆南, the seat at 江陵)
    ("huangshi1_daowu_zhongshan_baihua", 46, "河间", True),
    ("chongzhen17_zhangxianzhong_chengdu_mingshibaihua", 25, "永州", True),
    # The party joined by 与 to the one who opens the clause, after at most a title, acts with him (资治通鉴 卷39: 王凤与太常偏
    # 将军刘秀等徇昆阳; 晋史演义: 令胡奋与王浚王戎，合攻夏口武昌), not met or fought by him (繇与策战).
    ("gengshi1_liuxiu_kunyang_zztj", 5, "昆阳", True),
    ("taikang1_wangjun_jianye_novel", 6, "夏口", True),
    # The 白话's army with no owner named (军队, 我军) is the topic's own forces, as 水军 and 步兵 are (旧唐书 高祖纪 translation:
    # 七月八日，军队驻扎灵石县; 辽史 太宗纪 translation: 二十一日，军队进入雁门; 金史 太祖纪 translation: 第二天，军队行进到扎只水).
    ("yining1_liyuan_changan_jtsbaihua", 16, "贾胡堡", True),
    ("tianxian11_deguang_jinyang_liaoshibaihua", 22, "雁门", True),
    ("shouguo1_aguda_huanglong_jinshibaihua", 4, "紥只水", True),
    # A clause acting on "it" (之, the one just named) names no one, and the topic goes on: 资治通鉴 卷96 (虎曰：“…”遂过之，至徐无).
    ("xiankang4_shihu_duanliao_zztj", 4, "徐无", True),
    # A battle fought there with someone named after 与, and no subject before it, is the topic's (后汉书 吴汉传: 十二年春，与公孙述
    # 将魏党、公孙永战于鱼涪津; its translation: 建武十二年春天，与公孙述将领魏党、公孙永战于鱼涪津; 资治通鉴 卷109: 甲戌，与麟战于义台).
    ("jianwu11_wuhan_shu_houhanshu", 4, "鱼涪津", True),
    ("jianwu11_wuhan_shu_houhanshubaihua", 4, "鱼涪津", True),
    ("huangshi1_daowu_zhongshan_zztj", 53, "义台", True),
    # The act at 于X after the troops the party leads or a word of how (皇上率领卫兵驻扎于落昆髓, 辽史 天祚皇帝纪 translation;
    # 羽自率众攻曹仁于樊, 资治通鉴 卷68), or after a list of the foes it falls on (吴汉破公孙述将魏党、公孙永于鱼涪津, 卷43;
    # 杨素将轻骑五千袭王聃、纥单贵于蒲州, 卷178).
    ("baoda2_tianzuo_jiashan_liaoshibaihua", 37, "落昆髓", True),
    ("jianan24_guanyu_maicheng_zztj", 13, "樊城", True),
    ("jianwu11_wuhan_shu_zztj", 22, "鱼涪津", True),
    ("renshou4_yangsu_bingzhou_zztj", 17, "蒲州", True),
    # The army of the dynasty whose years date the text is a general's own forces, no one else named (元史 伯颜传 translation
    # and 脱脱传 translation: 元军至X; 资治通鉴 卷45 白话: 汉军…在蒲类海边打败了白山的北匈奴; 续资治通鉴 卷8: 宋师先拔芜湖),
    # not an officer of it (汉军谒者随何来到九江, 卷10 白话).
    ("zhiyuan11_boyan_linan_yuanshibaihua", 10, "沙洋", True),
    ("zhizheng14_tuotuo_gaoyou_yuanshibaihua", 44, "高邮", True),
    ("yongping16_dougu_beixiongnu_baihua", 23, "蒲类海", True),
    ("kaibao7_caobin_jinling_xzztj", 13, "芜湖", True),
    ("han2_hanxin_weizhao_baihua", 29, "九江", False),
    # A clause opening with a word of leading and a group led (X等) names those led, and the topic leads them (资治通鉴 卷41:
    # 乃率车骑将军邓弘等自河北度至湖; its 白话: 于是他率领车骑将军邓弘等通过河北县抵达湖县).
    ("jianwu1_dengyu_xizheng_zztj", 35, "湖", True),
    ("jianwu1_dengyu_xizheng_baihua", 35, "湖", True),
    # A clause opening with a word of following (扈从, 跟随; 从 right before a move) names no one who moves: the topic goes
    # along (元史 脱脱传: 扈从上都还，至鸡鸣山之浑河; its translation: 跟随文宗自上都返回，至鸡鸣山; 后汉书 邓禹传: 从至广阿; 隋书
    # 杨素传: 从幸仁寿宫); not the retinue (旧唐书 代宗纪 translation: 随从官员大多由南山各山谷奔赴皇上的临时驻地).
    ("zhizheng14_tuotuo_gaoyou_yuanshi", 6, "鸡鸣山", True),
    ("zhizheng14_tuotuo_gaoyou_yuanshibaihua", 6, "鸡鸣山", True),
    ("jianwu1_dengyu_xizheng_houhanshu", 6, "广阿", True),
    ("renshou4_yangsu_bingzhou_suishu", 6, "仁寿宫", True),
    ("guangde1_daizong_shanzhou_jtsbaihua", 15, "南山", False),
    # 北上 is going north, not the sovereign 上 (明史 李自成传 translation: 又北上巡行忻州、代州).
    ("chongzhen17_lizicheng_beijing_mingshibaihua", 15, "忻州", True),
    # A great office one man holds at a time, written once before the party's name, names him alone wherever it opens a
    # clause, however often it stands alone (史记 卫将军骠骑列传: 大将军青 … 大将军; 明史演义: 大将军徐达 … 大将军), and is read
    # whole before his name (资治通鉴 卷171 白话: 征北大将军吴明彻的军队到达峡口, not its 将军).
    ("yuanshou4_weiqing_mobei_shiji", 1, "高阙", True),
    ("hongwu1_xuda_beifa_novel", 31, "庆阳", True),
    ("taijian5_wumingche_shouyang_baihua", 25, "硖石", True),
    # News heard in the clause before is no news of the move whose verb opens its own clause: the one who heard acts (明史
    # 王守仁传: 守仁闻南昌兵少则大喜，趋樟树镇; 资治通鉴 卷39: 秀闻之，自父城驰诣宛谢).
    ("zhengde14_wangshouren_nanchang_mingshi", 14, "樟树镇", True),
    ("gengshi1_liuxiu_kunyang_zztj", 13, "父城", True),
    # In annals dated day by day, a dated move with no subject right after a sentence the sovereign opens is the
    # sovereign's, not the general's who is the party (资治通鉴 卷45, for 窦固: 上东巡。癸亥，耕于下邳; 旧五代史 庄宗纪, for
    # 郭崇韬: 己酉，车驾发邺宫。辛亥，至德胜城).
    ("yongping16_dougu_beixiongnu_zztj", 2, "下邳", False),
    ("tongguang3_guochongtao_shu_jwds", 4, "德胜", False),
    # …and so is one after sentences that name no one, in a story the sovereign opens (资治通鉴 卷200, for 薛仁贵: 甲寅，
    # 上幸许州。十二月，辛未，畋于长社。己卯，还东都; 卷202, for 裴行俭: 上幸汝州之温汤；…己未，幸…所居…。乙丑，还东都; 卷45,
    # for 窦固: 上东巡。癸亥，耕于下邳。三月，至鲁).
    ("longshuo1_xuerengui_tianshan_zztj", 52, "洛阳", False),
    ("tiaolu1_peixingjian_suiye_zztj", 23, "洛阳", False),
    ("yongping16_dougu_beixiongnu_zztj", 2, "鲁", False),
    ("xianqing2_sudingfang_helu_zztj", 27, "汜水曲", False),
    # In a text about a general (he opens most sentences that tell a move) the court's army named by no one is his (明史
    # 张辅传 translation: 官军斩其两名首领，追到伴圆山; 官军追到胶水县闷海口而还; 资治通鉴 卷46 白话: 官兵饥饿已久… goes on to
    # 班超, 在归途中经过于阗); not in the sovereign's annals, where every general leads one (清史稿 穆宗纪: 官军复来安).
    ("yongle4_zhangfu_annan_zhuanbaihua", 20, "伞圆山", True),
    ("yongle4_zhangfu_annan_zhuanbaihua", 28, "闷海口", True),
    ("yongping16_banchao_xiyu_baihua", 8, "于阗", True),
    ("xianfeng10_zengguoquan_jinling_qsgji", 4, "来安县", False),
    # A rising at a place puts who rises there (资治通鉴 卷7: 阳城人陈胜、阳夏人吴广起兵于蕲; 卷92: 戊辰，敦举兵于武昌; 晋书
    # 王敦传: 大将军王敦举兵于武昌).
    ("ershi1_chensheng_chen_zztj", 7, "蕲", True),
    ("yongchang1_wangdun_jiankang_zztj", 5, "武昌", True),
    ("yongchang1_wangdun_jiankang_jinshu", 2, "武昌", True),
    ("jingyuan4_zhonghui_shu_sgyy", 4, "汉中", False),  # (约艾起兵，于汉中取齐: see test_yu_opening_its_clause)
    # 降X: X brought to submit by who is there in arms (清史稿 属国传: 壬午，次郭山城，降定州、安州; 后汉书 光武帝纪: 于是北降
    # 下曲阳; 金史 宗翰传: 遂降朔州，克代州; 清史稿 张煌言传: 降仪真，进次六合; 金史 宗弼传: 进降卢州，再降巢县王善军)…
    ("chongde1_hongtaiji_chaoxian_shuguo", 12, "定州", True),
    ("gengshi1_liuxiu_hebei_hhs", 10, "下曲阳", True),
    ("tianhui3_zonghan_bianjing_jinshi", 5, "朔州", True),
    ("shunzhi16_zhanghuangyan_wuhu_qsg", 7, "仪真", True),
    ("tianhui7_zongbi_jiangnan_jinshi", 6, "巢县", True),
    # …but who gives in tells no one's march: the story goes on past it (宋史 高宗纪: 苗傅统领官张翼斩王钧甫、马柔吉降。辛巳，
    # 次镇江府).
    ("jianyan3_gaozong_haishang_songshi", 1, "镇江府", True),
    # In a text about a general, a summons with no one named right before the move calls him back (元史 脱脱传: 帝念脱脱勋劳，
    # 召还京师; its translation: 文宗念脱脱昔日的功勋，召回京师; 新唐书 高骈传: 拜骈为都护，召还京师).
    ("zhizheng14_tuotuo_gaoyou_yuanshi", 13, "大都", True),
    ("zhizheng14_tuotuo_gaoyou_yuanshibaihua", 24, "大都", True),
    ("xiantong5_gaopian_annan_xts", 11, "长安", True),
    # 从X开始, 从X起, 从X分出: where a span begins or a land is carved out, no move (资治通鉴 卷180 白话: 从西倾山开始，纵横连亘
    # 将近二万里; 卷66 白话: 从长沙郡分出一部分土地，设立汉昌郡; 三国志 明帝纪 translation: 从襄阳郡分出临沮、宜城).
    ("daye4_yangdi_wuyuan_baihua", 2, "西倾山", False),
    ("jianan14_liubei_jingkou_baihua", 22, "长沙", False),
    ("qinglong3_mingdi_xuchang_sgzbaihua", 55, "襄阳", False),
    # Two sides of a land, each told by how far it reaches, tell its extent, no move (元史 脱脱传 translation: 西到西山，东到
    # 迁民镇，南至保定、河间; 史记 齐太公世家: 东至海，西至河，南至穆陵，北至无棣).
    ("zhizheng14_tuotuo_gaoyou_yuanshibaihua", 39, "保定", False),
    # 毌丘 (毋丘) is a compound surname: 毌丘俭 goes by 俭 (三国志 魏书 毌丘俭传: 俭以高句骊数侵叛，督诸军步骑万人出玄菟; its
    # translation writes 毋丘俭 … 俭).
    ("zhengshi5_guanqiujian_gaojuli_sanguozhi", 19, "玄菟", True),
    ("zhengshi5_guanqiujian_gaojuli_sanguozhi", 21, "丸都", True),
    # A fief's rank written before the party's name twice or more names him alone, however often the text writes it
    # (旧五代史 庄宗纪: 魏王继岌 six times, 魏王 alone thirteen: 甲辰，魏王至剑州; 己酉，魏王至绵州; 资治通鉴 卷274:
    # 己酉，魏王继岌至绵州).
    ("tongguang3_guochongtao_shu_jwds", 17, "剑州", True),
    ("tongguang3_guochongtao_shu_jwds", 18, "绵州", True),
    ("tongguang3_guochongtao_shu_zztj", 31, "绵州", True),
    ("xigong4_huangong_zhaoling_shiji", 9, "穆陵", False),
    # The classical V之X, the enemy beaten, met or held at X with no 于, puts the victor there (明史 戚继光传: 败之龙山,
    # 又追败之王仓坪; 清史稿 刘锦棠传: 锦棠扼之玛喇尔巴什).
    ("jiajing40_qijiguang_taizhou_mingshi", 10, "龙山", True),
    ("jiajing40_qijiguang_taizhou_mingshi", 13, "王仓坪", True),
    ("guangxu2_liujintang_xinjiang_qsg", 8, "玛喇尔巴什", True),
    # A great office he is made from another (亚夫以中尉为太尉, 史记 绛侯周勃世家) names him alone: 太尉既会兵荥阳, 太尉引兵
    # 东北走昌邑.
    ("jing3_zhouyafu_qiguo_shiji", 9, "荥阳", True),
    ("jing3_zhouyafu_qiguo_shiji", 10, "昌邑", True),
    # A clause crossing a landform named by its kind alone (度陇, 逾岭西南) names no one: the take after it is the topic's
    # (清史稿 刘锦棠传: 明年，度陇攻西宁; 三年春，逾岭西南攻达坂).
    ("guangxu2_liujintang_xinjiang_qsg", 4, "西宁", True),
    ("guangxu2_liujintang_xinjiang_qsg", 6, "达坂", True),
    # Where the party is the enemy the text's armies campaign against and it says 贼 often, 贼 are his men (资治通鉴
    # 卷254: 是日，贼陷虢州; 卷253 白话: 贼军得以逃走，势力复振，进攻鄂州, of 黄巢).
    ("guangming1_huangchao_changan_zztj", 29, "虢州", True),
    ("qianfu5_huangchao_guangzhou_baihua", 33, "鄂州", True),
    # 直捣X, 直扑X: struck straight at X, an attack as 攻X (明史 徐达传 translation: 徐达率军平定嵩、陕、陈、汝等州，然后直捣潼关;
    # 宋史 王韶传 translation: 故王韶挥师直扑定羌城).
    ("hongwu1_xuda_beifa_mingshibaihua", 5, "潼关", True),
    ("xining5_wangshao_xihe_songshibaihua", 49, "定羌城", True),
    # 徙居, 迁居, 徙顿: the party's own residence or camp moved there, where 徙 alone sends others (清史稿 刘锦棠传: 徙顿哈密，
    # 益治军; 宋史演义: 后来复迁居五国城).
    ("guangxu2_liujintang_xinjiang_qsg", 9, "哈密", True),
    ("jingkang2_qinzong_beiqian_novel", 12, "五国城", True),
    # 城X after a word of sequence: walls built there by the party's own troops (续资治通鉴 卷68: 王韶引兵城渭源堡…遂城乞神平;
    # 宋史 王韶传: 五年七月，引兵城渭源堡).
    ("xining5_wangshao_xihe_xzztj", 9, "渭源堡", True),
    ("xining5_wangshao_xihe_xzztj", 9, "乞神平", True),
    ("xining5_wangshao_xihe_songshi", 26, "渭源堡", True),
    # A vanguard appointed as the march goes on goes ahead, and the party follows: the clauses after 为前锋, 担任先锋 are
    # the party's (资治通鉴 卷158 白话: 宇文泰…让太子少傅李远担任先锋，到达洛阳; 卷157 白话: 任命北雍州刺史于谨担任先锋，攻打并
    # 占领了盘豆; 卷152 白话: 尔朱荣任命高欢为前锋，部队行至上党); not when told to go ahead (三国演义 第一百六回: 令胡遵为先锋，
    # 引前部兵先到辽东下寨). An order opening a clause names no one (让 is no given name).
    ("datong9_yuwentai_mangshan_baihua", 13, "洛阳", True),
    ("datong3_yuwentai_shayuan_baihua", 23, "盘豆", True),
    ("wutai1_erzhurong_luoyang_baihua", 9, "上党", True),
    ("jingchu2_simayi_liaodong_novel", 4, "辽东", False),
    # 长驱, driving on, and a word of leading troops (率, 帅, 领, 带, 引) open the party's clauses and name no one: no one is
    # surnamed 长 or named 率 (明史 王骥传 and its translation: 闰月至腾冲，长驱抵杉木笼山; 明史 沐英传: 长驱入云南; 两晋演义:
    # 率舟东下，长驱至丹阳; 资治通鉴 卷56 白话: 段颎，率领轻装部队穷追残余羌众，出桥门谷).
    ("zhengtong6_wangji_luchuan_mingshi", 14, "杉木笼山", True),
    ("zhengtong6_wangji_luchuan_mingshi_modern", 14, "杉木笼山", True),
    ("hongwu14_fuyoude_yunnan_muying", 12, "云南", True),
    ("taikang1_wangjun_jianye_novel", 5, "丹阳", True),
    ("jianning1_duanjiong_qiang_baihua", 16, "桥门", True),
    # 在X followed by a burial or a rite toward a far mountain: X is not where the party is (资治通鉴 卷273 白话, in two texts
    # of it: 戊子，在坤陵埋葬了贞简太后; 明史 世宗纪 translation: 二十二日，到真定，在北岳眺望, for 望于北岳).
    ("tongguang3_guochongtao_shu_baihua", 19, "坤陵", False),
    ("xiankang1_wangyan_qinzhou_baihua", 8, "坤陵", False),
    ("jiajing18_shizong_chengtian_mingshibaihua", 10, "北岳", False),
    # A tour set out for a place reached later, before any place reached, sets out from the capital (明史 世宗纪: 幸承天 and
    # its translation 十六日，巡幸承天; 元史 世祖纪: 庚寅，大驾幸上都).
    ("jiajing18_shizong_chengtian_mingshi", 9, "京师", True),
    ("jiajing18_shizong_chengtian_mingshibaihua", 9, "京师", True),
    ("zhiyuan24_shizu_naiyan_yuanshi", 6, "京师", True),
    # 乘X, riding the wind, the tide or the momentum of a victory, is how the party goes on, no one named (明史 太祖纪 and its
    # translation: 六月乙卯，乘风引帆，直达牛渚; 资治通鉴 卷164 白话: 乘潮涨进入秦淮河; 明史 徐达传 translation: 又乘势收取大同).
    ("zhizheng15_zhuyuanzhang_jiqing_mingshi", 25, "采石", True),
    ("zhizheng15_zhuyuanzhang_jiqing_mingshibaihua", 25, "采石", True),
    ("chengsheng1_wangsengbian_jiankang_baihua", 21, "秦淮河", True),
    ("hongwu1_xuda_beifa_mingshibaihua", 35, "大同", True),
    # 进保X, went on to hold X, is a stay there as 退保X is (后汉书 皇甫嵩传: 嵩因进保长社; its translation: 皇甫嵩于是进军保卫长社).
    ("zhongping1_huangfusong_huangjin_houhanshu", 30, "长社", True),
    ("zhongping1_huangfusong_huangjin_houhanshubaihua", 30, "长社", True),
    # A verb of going before 于X goes to X, the classical preposition (鼓噪入于石头, 资治通鉴 卷81; 进军于石头之斗城,
    # 梁书 王僧辩传; 又转而南渡大江，入于云中, 东周列国志 第七十七回).
    ("taikang1_wangjun_jianye_zztj", 13, "石头", True),
    ("chengsheng1_wangsengbian_jiankang_liangshu", 50, "石头城", True),
    ("dinggong4_zhaowang_ying_novel", 56, "云梦", True),
    # Acts done at X (V…于X) put the party there: troops drawn up or a camp walled (猛陈于渭源, 资治通鉴 卷102; 乃出陈于南塘,
    # 卷116; 维壁于芒水, 卷77), a tent pitched for a rite (陈幄殿于訾村, 宋史 真宗纪), the realm's accounts received (受计于
    # 甘泉, 汉书 武帝纪 and 资治通鉴 卷21), an audience (入觐于也可迭烈孙之地, 元史 世祖纪), a hunt (射虎于乌剌邪里山, 辽史
    # 太祖纪 translation), a foe withstood (霸先拒嗣徽等于白城, 卷166) …
    ("taihe5_wangmeng_ye_zztj", 25, "渭源", True),
    ("yixi6_liuyu_luxun_zztj", 14, "南塘", True),
    ("yanxi19_jiangwei_duangu_zztj", 27, "芒水", True),
    ("dazhongxiangfu4_zhenzong_fenyin_songshi", 9, "訾村", True),
    ("taichu1_wudi_taishan_hanshu", 6, "甘泉", True),
    ("taichu1_wudi_taishan_zztj", 4, "甘泉", True),
    ("xianzong9_kublai_ezhou_yuanshi", 4, "也可迭烈孙", True),
    ("tianzan3_abaoji_xizheng_liaoshibaihua", 35, "乌剌邪里山", True),
    ("shaotai1_chenbaxian_jiankang_zztj", 46, "白城", True),
    # … and so does the foe withstanding him there (共拒禹于衙, 后汉书 邓禹传 and 资治通鉴 卷40; 发兵拒策于固陵, 卷62).
    ("jianwu1_dengyu_xizheng_houhanshu", 8, "衙", True),
    ("jianwu1_dengyu_xizheng_zztj", 9, "衙", True),
    ("xingping2_sunce_jiangdong_zztj", 44, "固陵", True),
    # A place named after the state that holds it takes the verb before the state's name (李勣等拔高丽扶馀城, 资治通鉴
    # 卷201, and its 白话 攻下高丽扶馀城; 潘美等破南汉开建寨, 续资治通鉴 卷6).
    ("zongzhang1_liji_pingrang_zztj", 33, "扶馀城", True),
    ("zongzhang1_liji_pingrang_baihua", 33, "扶馀城", True),
    ("kaibao3_panmei_guangzhou_xzztj", 9, "开建寨", True),
    # A river crossed from a place is a stop after it (北魏国主拓跋焘从云中渡过黄河, 资治通鉴 卷123 and its 白话; 李渊从临晋渡过
    # 渭水, 卷184 白话; 从馆陶渡过黄河, 明史 成祖纪 translation).
    ("taiyan5_taiwu_guzang_zztj", 10, "黄河", True),
    ("taiyan5_taiwu_guzang_baihua", 10, "黄河", True),
    ("yining1_liyuan_changan_baihua", 26, "渭水", True),
    ("jianwen4_chengzu_nanjing_mingshibaihua", 10, "黄河", True),
    # 师, the army, then only words of going on before the verb moves as the party's army does (二月，师进次秦淮, 宋史 曹彬传;
    # 十二月，师进次旧晚坡, 清史稿 吴三桂传).
    ("kaibao7_caobin_jinling_songshi", 6, "秦淮", True),
    ("shunzhi16_wusangui_miandian_qsg", 47, "旧晚坡", True),
    # a campaign against someone names no mover: the one campaigned against is the object (行进到湖陵，征讨董宪，又到蕃县,
    # 后汉书 光武帝纪 白话); a chase to a place names no one either (又追击到蒲类海，夺取伊吾卢地区, 资治通鉴 卷45 白话)
    ("jianwu5_guangwu_dongzheng_hhsbaihua", 46, "蕃", True),
    ("yongping16_dougu_beixiongnu_baihua", 7, "伊吾", True),
    # 窜X, the annals' word for rebels fleeing or raiding to X (其窜深州者…十月，窜天津, 清史稿 洪秀全传); 上窜 is up the land,
    # no sovereign's move (捻匪陷桃源，上窜清江, 清史稿 文宗纪)
    ("xianfeng3_linfengxiang_beifa_hongxiuquan", 4, "天津", True),
    ("xianfeng3_linfengxiang_beifa_hongxiuquan", 4, "深州", True),
    ("xianfeng10_wenzong_rehe_qingshigao", 2, "清江", False),
    # the 白话's 挺进, 逼进, 驶进X: advanced, pressed or sailed into X (拓跋亲自带兵挺进中山, 资治通鉴 卷108 白话; 从南面逼进广武,
    # 卷188 白话; 从清口驶进济水, 卷121 白话); a letter shot into a city is no one's move (用箭射进邺城, 卷108 白话)
    ("huangshi1_daowu_zhongshan_baihua", 10, "中山", True),
    ("wude3_shimin_luoyang_baihua", 37, "广武", True),
    ("yuanjia7_daoyanzhi_hebei_baihua", 28, "济水", True),
    ("huangshi1_daowu_zhongshan_baihua", 19, "邺城", False),
    # a word that, opening a clause, only says "on" the date after it names no one (崇焕闻，即督大寿、可刚等入卫。以十一月十日
    # 抵蓟州, 明史 袁崇焕传; 于十一月十日抵达蓟州，经过抚宁、永平, its translation)
    ("chongzhen2_yuanchonghuan_jingshi_mingshi", 62, "蓟州", True),
    ("chongzhen2_yuanchonghuan_jingshi_mingshibaihua", 62, "蓟州", True),
    ("chongzhen2_yuanchonghuan_jingshi_mingshibaihua", 62, "永平", True),
    # bringing the army home in order names no one: 振旅还京师 (后汉书 马援传, 耿弇传), 振兵回京师 (耿弇传 translation)
    ("jianwu18_mayuan_jiaozhi_hhs", 24, "洛阳", True),
    ("jianwu5_gengyan_zhangbu_hhs", 45, "洛阳", True),
    ("jianwu5_gengyan_zhangbu_hhsbaihua", 45, "洛阳", True),
    # the party attacked or beaten at X was there, whoever won (秦苟池邀击温于谯, 资治通鉴 卷102; 又破循于苍梧、郁林、宁浦,
    # 卷116)
    ("taihe4_huanwen_fangtou_zztj", 13, "谯", True),
    ("yixi6_luxun_jiankang_zztj", 56, "苍梧", True),
    ("yixi6_luxun_jiankang_zztj", 56, "宁浦", True),
    # a state's army opening a clause after the party's is someone else, though its 师 is a word of the party's army
    # (黄丛逆击，破之，齐师退保芜湖, 资治通鉴 卷166; 浚既抵兴元，金人已取鄜延…攻永兴, 宋史 张浚传; 金军朝城中射箭, 宋史 刘锜传
    # translation)
    ("shaotai1_chenbaxian_jiankang_zztj", 38, "芜湖", False),
    ("jianyan4_zhangjun_fuping_songshi", 46, "京兆", False),
    ("shaoxing10_liuqi_shunchang_songshibaihua", 20, "朝城县", False),
    # a future ruler's posthumous title (武帝, 明皇帝) names no 帝 or 皇帝 of his own: they are the ruler reigning (陈霸先
    # in 绍泰元年, 梁敬帝; 孝愍皇帝下建兴二年, the heading of 资治通鉴 卷89, is no 石勒's)
    ("shaotai1_chenbaxian_jiankang_novel", 1, "京口", True),
    ("jianxing2_shile_youzhou_zztj", 1, "建兴郡", False),
    # 踞X, the annals' rebels holding X (静海寇复窜踞阜城…踞阜城者, 清史稿 洪秀全传; 北窜踞临洺关…踞静海); 回守X, back to hold X
    # (到彦之、安北将军王仲德沿黄河南岸布防之后，回守东平, 资治通鉴 卷121 白话)
    ("xianfeng3_linfengxiang_beifa_hongxiuquan", 7, "阜城", True),
    ("xianfeng3_linfengxiang_beifa_hongxiuquan", 4, "临洺关", True),
    ("yuanjia7_daoyanzhi_hebei_baihua", 21, "东平", True),
    # a party the annals mark a rebel (首逆林凤祥就擒, 清史稿 文宗纪) goes by their 贼: 贼窜直隶，入临洺关
    ("xianfeng3_linfengxiang_beifa_qingshigao", 6, "临洺关", True),
    # a one-character given name right after a word of sending is the one sent, who goes (遣弇与吴汉击富平、获索贼于平原,
    # 后汉书 耿弇传; 遣禹护复汉将军邓晔﹑辅汉将军于匡，击破岑于邓, 后汉书 邓禹传)
    ("jianwu5_gengyan_zhangbu_hhs", 3, "平原", True),
    ("jianwu1_dengyu_xizheng_houhanshu", 14, "邓", True),
    # the 白话's 两军在X交战/相遇 after a clause naming the party as one side: the party's battle there (祖逖在蓬关进攻陈川，石勒
    # 派石虎率兵五万救援，两军在浚仪交战, 资治通鉴 卷91 白话; 吴军就前来进攻条侯周亚夫的军队，两军在下邑相遇, 卷16 白话)
    ("jianxing1_zuti_yongqiu_baihua", 14, "浚仪", True),
    ("jing3_zhouyafu_qiguo_baihua", 18, "下邑", True),
    # 进据X, 入据X, 占据X: took X and held it, a stay (辽主德光，入据大梁, 五代史演义; 王僧辩长驱
    # 直入，占据了石头城, 资治通鉴 卷164 白话; 萧衍进军，占据了姑孰, 卷144 白话)
    ("datong1_deguang_bianjing_novel", 21, "大梁", True),
    ("chengsheng1_wangsengbian_jiankang_baihua", 23, "石头城", True),
    ("yongyuan2_xiaoyan_jiankang_baihua", 43, "姑孰", True),
    # the verb before a province or commandery goes to the place named in it right after (出朔方鸡鹿塞, 后汉书 窦宪传 and
    # 资治通鉴 卷47); not the places of a remission after 驻跸之 (免驻跸之山东曲阜、泰安、历城三县…额赋, 清史稿 高宗纪)
    ("yongyuan1_douxian_yanran_hhs", 4, "鸡鹿塞", True),
    ("yongyuan1_douxian_yanran_zztj", 24, "鸡鹿塞", True),
    ("qianlong13_gaozong_dongxun_qingshigao", 8, "济南", False),
    # 修封X, the 封 rite held again there (夏四月，还，修封泰山，禅石闾: 汉书 武帝纪 and 资治通鉴 卷21)
    ("taichu1_wudi_taishan_hanshu", 21, "泰山", True),
    ("taichu1_wudi_taishan_zztj", 25, "泰山", True),
    # a man summoned to meet the party at X: the party is there (征东平王苍会阳都, 后汉书 明帝纪; 征世子澄会晋阳, 资治通鉴
    # 卷159, of 高欢)
    ("yongping15_mingdi_dongxun_hhs", 11, "阳都", True),
    ("wuding4_gaohuan_yubi_zztj", 45, "晋阳", True),
    # a sacrifice there in person (又亲祭钱塘江, 清史演义 第三十六回; 是夕武宗亲祭龙江, 明史演义 第四十八回)
    ("qianlong16_gaozong_nanxun_novel", 5, "钱塘江", True),
    ("zhengde14_wuzong_nanxun_novel", 29, "龙江", True),
    # a move dated X月间 after 是年为X年 (明史演义 第二十七回: 是年为永乐十二年，二月间启行，四月间至兴和): the dates say who
    # moves no more than 四月 would
    ("yongle12_chengzu_north_novel", 3, "兴和", True),
    # 车驾 before the accession is the 上皇 typed (车驾次大同, 明史 英宗纪, before 郕王即皇帝位)
    ("jingtai1_yingzong_huanjing_mingshi", 19, "大同", True),
    # 复X, taken back, as 收复X (丁酉，李显忠复灵壁县, 宋史 孝宗纪; 锦棠…遂复乌鲁木齐, 清史稿 刘锦棠传)
    ("longxing1_lixianzhong_fuli_xiaozongji", 10, "灵璧", True),
    ("guangxu2_liujintang_xinjiang_qsg", 5, "乌鲁木齐", True),
    # 夺X, seized (克之，夺普尔玛寨, 清史稿 阿桂传; 转而挥师掠夺饶州、信州, 资治通鉴 卷253 白话), but not 争夺X, fought over (并争夺
    # 楼烦监, 卷255 白话)
    ("qianlong36_agui_jinchuan_qsgzhuan", 2, "普尔玛寨", True),
    ("qianfu5_huangchao_guangzhou_baihua", 33, "饶州", True),
    ("zhonghe3_likeyong_changan_baihua", 3, "楼烦郡", False),
    # 薄X, pressed up to its walls (世民即驱军薄并州, 唐史演义; 徐达率着明师，进薄齐化门, 明史演义; 郑成功进薄南京, 清史演义)
    ("wude2_shimin_bobi_novel", 8, "并州", True),
    ("hongwu1_xuda_beifa_novel", 22, "大都", True),
    ("shunzhi16_zhengchenggong_nanjing_novel", 24, "南京", True),
    # a city taken with no one named, in a text about the party and no story of another before it, is the party's
    # (引兵西，无不下者。至丹水，…还攻胡阳, 史记 高祖本纪 and 汉书 高帝纪; 进攻临汾郡，攻下, 新唐书 高祖纪 translation)
    ("ershi2_liubang_guanzhong_shiji", 55, "胡阳", True),
    ("ershi2_liubang_guanzhong_hanshu", 56, "胡阳", True),
    ("yining1_liyuan_changan_xtsbaihua", 33, "临汾郡", True),
    # an oasis state, a city, reached (班超在归途中经过于阗…返回疏勒, 资治通鉴 卷46 白话; 班超抄小路到了疏勒, 后汉书 班超传
    # translation; 到喃渤利, 明史 郑和传 translation), where a wide one (康居, 高丽) is no stop
    ("yongping16_banchao_xiyu_baihua", 8, "疏勒", True),
    ("yongping16_banchao_xiyu_hhsbaihua", 42, "疏勒", True),
    ("yongle3_zhenghe_xiyang_mingshibaihua", 17, "喃渤利", True),
    # 战X, 会战X: a battle at X, with no 于 (西与秦将杨熊战白马，又战曲遇东, 史记 高祖本纪; 西与秦将杨熊会战白马, 汉书 高帝纪; 六月，
    # 战宝庆城下, 清史稿 骆秉章传)
    ("ershi2_liubang_guanzhong_shiji", 34, "白马", True),
    ("ershi2_liubang_guanzhong_hanshu", 36, "曲遇", True),
    ("xianfeng11_shidakai_dadu_luobingzhang", 8, "宝庆", True),
    # 蜀兵 of 诸葛亮 in 建兴: sanmiao's 三國蜀 is 蜀 (蜀兵安然尽渡泸水, 三国演义 第九十回)
    ("jianxing3_zhugeliang_nanzheng_sgyy", 59, "泸水", True),
    # a foreign land reached is where the party is (汉书 张骞传: 西走数十日，至大宛; 史记 大宛列传: 西走数十日至大宛; 汉书
    # 傅介子传: 介子至楼兰; its translation: 傅介子到了楼兰), but not a steppe people too wide to be a place (明史 英宗前纪:
    # 上皇至瓦剌), nor a realm named after 受到 (资治通鉴 卷280 白话: 受到后唐朝廷的猜忌)
    ("jianyuan2_zhangqian_xiyu_hanshu", 9, "大宛", True),
    ("jianyuan2_zhangqian_xiyu_shiji", 10, "大宛", True),
    ("yuanfeng4_fujiezi_loulan_hanshu", 4, "楼兰", True),
    ("yuanfeng4_fujiezi_loulan_hanshubaihua", 4, "楼兰", True),
    ("zhengtong14_yingzong_tumu_mingshi", 7, "瓦剌", False),
    ("jingtai1_yingzong_huanjing_gangmu", 18, "瓦剌", False),
    ("tianfu1_gaozu_luoyang_baihua", 38, "后唐", False),
    # all the armies ordered on, their general goes with them (资治通鉴 卷227: 燧命诸军持十日粮，进屯仓口; 旧唐书 马燧传:
    # 燧令诸军持十日粮，进次仓口; the 白话: 马燧命令各军只带十天的口粮，进军到仓口)
    ("jianzhong2_masui_weizhou_zztj", 19, "仓口", True),
    ("jianzhong2_masui_weizhou_jts", 35, "仓口", True),
    ("jianzhong2_masui_weizhou_baihua", 19, "仓口", True),
    # 屯兵X, 顿兵X: his troops stationed or halted there (资治通鉴 卷39: 刘秀复徇颍川，攻父城不下，屯兵巾车乡; 东汉演义:
    # 屯兵巾车乡; 宋史演义: 适文天祥屯兵潮阳; 资治通鉴 卷227: 马燧与李抱真不协，顿兵平邑浮图)
    ("gengshi1_liuxiu_kunyang_zztj", 12, "巾车乡", True),
    ("gengshi1_liuxiu_kunyang_novel", 16, "巾车乡", True),
    ("deyou2_wentianxiang_wenzhou_novel", 11, "潮阳", True),
    ("jianzhong2_masui_weizhou_zztj", 20, "平邑", True),
    # 皆会X, 俱会X: all the armies gathered there (资治通鉴 卷47: 与左贤王安国万骑出稒阳塞，皆会涿邪山; 卷40: 赤眉二部俱会弘农)
    ("yongyuan1_douxian_yanran_zztj", 24, "涿邪山", True),
    ("gengshi2_chimei_changan_zztj", 2, "弘农", True),
    # 攻掠X, there in arms (后汉书 刘盆子传 translation: 于是离开东海，攻掠楚、沛、汝南、颍川)
    ("gengshi2_chimei_changan_hhsbaihua", 1, "汝南", True),
    # the party's surname and 军 is his army (资治通鉴 卷62 白话: 曹军又进攻舞阴，攻克; 清史演义: 驱散洪军，追至武宣，又与洪军
    # 酣战…洪军乃弃了紫荆山; 郑军一拥而入，城遂陷。镇江属邑)
    ("jianan2_caocao_qiyang_baihua", 22, "舞阴", True),
    ("daoguang30_hongxiuquan_jiangning_novel", 8, "紫荆山", True),
    ("shunzhi16_zhengchenggong_nanjing_novel", 6, "镇江", True),
    # 督军, 督兵: troops led, naming no one but the topic (清史演义: 国藩因湖北略平，遂督军顺流东下，直攻九江); the army split into
    # columns names no one either (元史演义: 当下分军三路，自由陇州趋散关)
    ("xianfeng4_zengguofan_hukou_novel", 39, "九江", True),
    ("xianzong8_mengge_shu_novel", 12, "散关", True),
])
def test_who_moves_in_real_texts(name: str, line: int, place: str, stop: bool) -> None:
    """A mention of a bench text judged as the pattern of the language its row names says."""
    assert stop_on(gold_itinerary(name), line, place) is stop


@pytest.mark.parametrize(("text", "stop"), [
    # 高句丽 is a land wider than a place: reached, it is its edge, not its capital
    ("五月，上至高丽境，次辽东城。", False),
    ("五月，上渡辽水，至高丽。", False),
])
def test_a_wide_land_reached_is_no_stop(text: str, stop: bool) -> None:
    it = build_itinerary(parse_text(text, name="t.txt"), load_gazetteer(DEFAULT_PLACES), context="贞观十九年", party=("上",))
    assert any(m.role == "stop" and m.place.name == "高句丽" for m in it.mentions) is stop


def test_the_court_army_in_a_found_generals_story() -> None:
    """官军 in 李晟's story, found from the text alone (唐史演义 第六十六回, lines 33–35): his own army enters."""
    it = gold_itinerary("jianzhong4_dezong_fengtian_novel", (), (33, 35))
    assert it.party[:1] == ("李晟",) and any(m.role == "stop" and m.text == "白华门" for m in it.mentions)


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # 复X: X taken back by the one named
    ("丁酉，李显忠复灵壁县。", ("李显忠",), "灵壁县", "stop"),
    ("贼党高仲退保邓城，飞引兵一鼓拔之，擒高仲，复邓州。", ("岳飞", "飞"), "邓州", "stop"),
    # …but 复X为Y and 复X袭封 restore a name or a right (新五代史 庄宗纪; 宋史 太宗纪), and the sovereign's 复X with no one
    # named remits its taxes (后汉书 章帝纪)
    ("十一月乙巳，复汴州为宣武军。", ("庄宗", "帝"), "汴州", "mention"),
    ("辛酉，复兖州曲阜县袭封文宣公家。", ("太宗", "帝"), "兖州", "mention"),
    ("复灵壁县，无出今年田租。", ("章帝", "帝"), "灵壁县", "mention"),
    # 规复X, 图复X: a plan to take it back (终未能规复长安, 唐史演义 第九十五回; 图复邓州)
    ("僖宗寓居成都，已是半年，终未能规复长安。", ("僖宗", "帝"), "长安", "mention"),
    ("飞欲图复邓州，以书告诸将。", ("岳飞", "飞"), "邓州", "mention"),
    # 给复X: its corvée remitted (给复奉天五年, 新唐书 德宗纪)
    ("给复汴州五年。", ("德宗", "帝"), "汴州", "mention"),
])
def test_taken_back_or_restored(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("lingbi_t", "灵壁县", "city", 33.55, 117.55), ("dengzhou_t", "邓州", "prefecture", 32.69, 112.09),
                    ("bianzhou_t", "汴州", "prefecture", 34.8, 114.35), ("yanzhou_t", "兖州", "prefecture", 35.55, 116.83),
                    ("dengcheng_t", "邓城", "city", 32.1, 112.1))
    assert judged_at(text, party, place, rows)[-1][0] == role


@pytest.mark.parametrize(("text", "party", "place"), [
    # troops gathered at X by the party: it is there (资治通鉴 卷61: 术退保限陵，集兵于准北, the edition's 准北 for 淮北; 金史
    # 哀宗纪: 白撒还自蒲城，聚兵于大桥，不敢入)
    ("术退保限陵，集兵于准北，复进向寿春。", ("袁术", "术"), "准北"),
    ("白撒还自蒲城，聚兵于大桥，不敢入。", ("白撒",), "大桥"),
])
def test_troops_gathered_there(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("huaibei_t", "准北", "city", 33.9, 116.8), ("shouchun_t", "寿春", "city", 32.6, 116.8),
                    ("daqiao_t", "大桥", "city", 34.3, 114.1), ("pucheng_t", "蒲城", "city", 34.95, 109.6))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place"), [
    # 自将 is "led in person", not "about to" (明史 沐英传: 英自将抵下关; 资治通鉴 卷101: 秦王坚自将屯陕城以备之; 卷261:
    # 全忠自将屯宿州).
    ("英自将抵下关，遣王弼由洱水东趋上关。", ("沐英", "英"), "下关"),
    ("秦王坚自将屯陕城以备之。", ("苻坚", "坚"), "陕城"),
    ("全忠自将屯宿州；淮南震恐。", ("朱全忠", "全忠"), "宿州"),
])
def test_led_in_person_is_no_plan(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("xiaguan_t", "下关", "pass", 25.6, 100.2), ("shancheng_t", "陕城", "city", 34.77, 111.19),
                    ("suzhou_t", "宿州", "prefecture", 33.64, 116.97))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place"), [
    # "By evening, at dusk" before the move names no one: the party goes on (旧五代史 少帝纪: 己巳，渡浮桥，幸黎阳劳军，
    # 至晚还滑州; 宋史演义 第六十七回: …遂移船趋建康。薄暮到了牛头山, of 兀术).
    ("二月戊辰朔，车驾次滑州。己巳，渡浮桥，幸黎阳劳军，至晚还滑州。", ("上", "车驾"), "滑州"),
    ("兵士都想逃命，一齐动手，即夕成渠，长约三十余里，遂移船趋建康。薄暮到了牛头山，忽然鼓角齐鸣。", ("兀术",), "牛头山"),
])
def test_evening_before_the_move_names_no_one(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("huazhou_t", "滑州", "prefecture", 35.57, 114.65), ("liyang_t", "黎阳", "city", 35.66, 114.55),
                    ("niutou_t", "牛头山", "mountain", 31.9, 118.8), ("jiankang_t", "建康", "city", 32.05, 118.78))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The sovereign's words (幸, 御, 巡幸) in a clause naming no one tell the sovereign's move: not a general's, the party
    # (资治通鉴 卷43: …进幸淮阳、梁、沛, of 马援's years; 明史演义 第八十回: 越日，幸正阳门，亲自祖饯, of 李自成's) …
    ("九月，壬申，上行幸南阳；进幸汝南南顿县舍，置酒会，赐吏民。进幸淮阳、梁、沛。", ("马援",), "淮阳", "mention"),
    ("怀宗遂赐他尚方剑。越日，幸正阳门，亲自祖饯。", ("李自成",), "正阳门", "mention"),
    # …but the party's own when it is the sovereign, or a ruler by his title (南北史演义: 魏主宏又复西巡，幸阴山).
    ("九月，壬申，上行幸南阳；进幸汝南南顿县舍，置酒会，赐吏民。进幸淮阳、梁、沛。", ("上",), "淮阳", "stop"),
    ("群臣始不敢再言。魏主宏又复西巡，幸阴山，登阅武台。", ("魏主",), "阴山", "stop"),
])
def test_the_sovereigns_words_are_his(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("huaiyang_t", "淮阳", "prefecture", 33.73, 114.88), ("zhengyangmen_t", "正阳门", "city", 39.9, 116.39),
                    ("yinshan_t", "阴山", "mountain", 41.5, 110.0), ("nanyang_t", "南阳", "prefecture", 33.0, 112.5))
    assert judged_at(text, party, place, rows)[0][0] == role


def test_a_return_in_the_sovereigns_story_is_his() -> None:
    # 还自X with no subject, in a story the sovereign opens, is his return to the capital, not a general's (资治通鉴 卷43:
    # 甲申，帝幸章陵…帝闻之，大笑…十二月，还自章陵, 马援 the party); in the sovereign's own annals it is his (新唐书 昭宗纪:
    # …至自石门).
    it = gold_itinerary("jianwu18_mayuan_jiaozhi_zztj")
    assert not stop_on(it, 18, "洛阳")
    assert not stop_on(it, 45, "淮阳")  # …and 进幸淮阳、梁、沛 in that story (see test_the_sovereigns_words_are_his)
    assert stop_on(gold_itinerary("qianning3_zhaozong_huazhou_xts"), 1, "长安")


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # The one appointed (拜X为…) acts in the clause after, as one sent does (资治通鉴 卷67: 权拜吕蒙为庐江太守，还屯寻阳) — the
    # party itself when it is the one appointed (明史 蓝玉传: 寻即军中拜玉为大将军，移屯蓟州).
    ("权拜吕蒙为庐江太守，还屯寻阳。", ("孙权", "权"), "寻阳", "mention"),
    ("会冯胜有罪，收大将军印，命玉行总兵官事，寻即军中拜玉为大将军，移屯蓟州。", ("蓝玉", "玉"), "蓟州", "stop"),
])
def test_the_one_appointed_acts_next(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("xunyang_t", "寻阳", "city", 29.9, 115.5), ("jizhou_t", "蓟州", "prefecture", 40.05, 117.4))
    assert judged_at(text, party, place, rows)[-1][0] == role


@pytest.mark.parametrize(("text", "party", "place"), [
    # 乘胜, riding the victory, names no one: the party goes on to take the next city (明史 太祖纪: 诸将以和州饥…太祖谓徐达
    # 曰：…乃悉断舟缆…遂乘胜拔太平; its translation: 于是乘胜攻拔太平) or to reach it (资治通鉴 卷182: 杨义臣乘胜至平原).
    ("太祖谓徐达曰： 渡江幸捷，若舍而归，江东非吾有也。 \n乃悉断舟缆，放急流中，谓诸将曰： 太平甚近，当与公等取之。 \n"
     "遂乘胜拔太平，执万户纳哈出。", ("太祖",), "太平"),
    ("太祖对徐达说： 渡江侥幸成功，若舍弃而归，江东就非我等所有。 \n于是斩断船缆，将船放到急流中，对诸将说： 太平较近，"
     "我与诸位合力攻取。 \n于是乘胜攻拔太平，抓获万户纳哈出。", ("太祖",), "太平"),
])
def test_riding_the_victory_names_no_one(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("taiping_t", "太平", "prefecture", 31.56, 118.5))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


def test_the_carriage_is_the_sovereign() -> None:
    # 舆驾, the carriage, is the sovereign as 车驾 is (北史 列传 卷七十五: 舆驾至并州，诏洪之为…; 魏书 高宗纪: 辛巳，舆驾还宫,
    # back at 平城).
    sovereign = load_lexicon().sovereign  # the names a ruling party goes by
    assert judged_at("舆驾至并州，诏洪之为河东太守。", sovereign, "并州")[-1][0] == "stop"
    assert stop_on(gold_itinerary("heping2_wenchengdi_xunxing_weishu"), 17, "平城")


@pytest.mark.parametrize(("text", "party", "place"), [
    # Troops gathered, drawn up or drilled at a place put their leader there (宋史 高宗纪: 张浚治兵于兴元府; 资治通鉴 卷231:
    # 晟陈兵于光泰门外).
    ("丙子，张浚治兵于兴元府。", ("张浚", "浚"), "兴元府"),
    ("晟陈兵于光泰门外。", ("李晟", "晟"), "光泰门"),
])
def test_troops_gathered_there_put_the_party_there(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("xingyuan_t", "兴元府", "prefecture", 33.07, 107.02), ("guangtaimen_t", "光泰门", "city", 34.3, 108.9))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


def test_troops_gathered_in_the_annals() -> None:
    # 资治通鉴 卷159: 东魏丞相欢…癸巳，自邺会兵于晋阳；九月，至玉壁.
    assert stop_on(gold_itinerary("wuding4_gaohuan_yubi_zztj"), 40, "晋阳")


@pytest.mark.parametrize(("text", "party", "place"), [
    # The party and his company (等) act at a place as he does alone (续资治通鉴 卷8: 丙寅，曹彬等破江南兵于新林港口; 后汉书
    # 隗嚣传: 中郎将来歙等大破隗纯于落门).
    ("丙寅，曹彬等破江南兵于新林港口。", ("曹彬", "彬"), "新林港口"),
    ("中郎将来歙等大破隗纯于落门。", ("来歙", "歙"), "落门"),
])
def test_the_party_and_his_company_act_there(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("luomen_t", "落门", "city", 34.8, 105.2), ("xinlin_t", "新林港口", "city", 31.95, 118.65))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("name", "party"), [
    # A life (传), dated by months and years, tells its man's moves with no subject: with no party typed, the one who moves
    # most and whom the text names far more often than the sovereign words open its clauses makes them (宋史 文天祥传:
    # 天祥; 明史 戚继光传: 继光), not the sovereign of its years.
    ("deyou2_wentianxiang_wenzhou_songshi", "天祥"),
    ("jiajing40_qijiguang_taizhou_mingshi", "继光"),
])
def test_a_life_follows_its_man(name: str, party: str) -> None:
    it = gold_itinerary(name, party=())
    assert it.party_found and party in it.party


@pytest.mark.parametrize(("name", "party"), [
    # With no move of the sovereign's told, nor of another ruler moving with him, the one who moves most is the party,
    # however often the text names the ruler reigning (唐史演义 第九十一回: 黄巢, 唐僖宗 named often; 资治通鉴 卷159 白话:
    # 高欢 at 玉壁, 梁武帝 reigning in its years).
    ("guangming1_huangchao_changan_novel", "黄巢"),
    ("wuding4_gaohuan_yubi_baihua", "高欢"),
])
def test_the_mover_is_found_when_the_sovereign_does_not_move(name: str, party: str) -> None:
    it = gold_itinerary(name, party=())
    assert it.party_found and party in it.party


@pytest.mark.parametrize(("name", "line", "place", "party"), [
    # the boats alone carry the topic (小腆纪传 张煌言: 八月七日，舟次铜陵), or turned there
    # (元史 阿术传 and its translation: 回舟沦河口)
    ("shunzhi16_zhanghuangyan_wuhu_xtjz", 7, "铜陵", None),
    ("zhiyuan4_ashu_xiangyang_yuanshi", 13, "沦河口", None),
    ("zhiyuan4_ashu_xiangyang_yuanshibaihua", 13, "沦河口", None),
    # the army shown there (元史 阿术传: 四年八月，观兵襄阳); 进X after a word of going on (三国志 周瑜传: 瑜与程普又进南郡)
    ("zhiyuan4_ashu_xiangyang_yuanshi", 1, "襄阳", None),
    ("jianan13_zhouyu_jiangling_sgz", 36, "南郡", ("周瑜", "瑜")),
])
def test_boats_reviews_and_advances(name: str, line: int, place: str, party: tuple[str, ...] | None) -> None:
    assert stop_on(gold_itinerary(name, party=party), line, place)


@pytest.mark.parametrize(("raw", "party"), [
    ("到彦之到了碻磝，再进滑台，也只留一空城。", ("到彦之", "彦之")),  # 南北史演义, its 魏兵已撤戍北归 left out
    ("瑜至巴丘。瑜与程普又进滑台，与仁相对。", ("周瑜", "瑜")),  # 三国志 周瑜传, its 南郡 for 滑台
])
def test_jin_after_a_word_of_going_on_advances(raw: str, party: tuple[str, ...]) -> None:
    assert first_role(raw, party, "滑台", places=gaz_rows(("t1", "碻磝", "city", 36.3, 116.3),
                                                       ("t2", "巴丘", "city", 29.4, 113.1),
                                                       ("t3", "滑台", "city", 35.6, 114.6))) == "stop"


@pytest.mark.parametrize(("name", "line", "place", "stop"), [
    # a death there ends the march (资治通鉴 卷91: 感激发病；九月，壬寅，卒于雍丘, of 祖逖; 卷66: …”卒于巴丘, of 周瑜; 清史稿
    # 左宗棠传: 再引疾乞退。七月，卒於福州)…
    ("jianxing1_zuti_yongqiu_zztj", 27, "雍丘", True),
    ("jianan13_zhouyu_jiangling_zztj", 33, "巴丘", True),
    ("tongzhi5_zuozongtang_suzhou_qsg", 16, "福州", True),
    # …but who fell ill just before, named, is who died (资治通鉴 卷87: 越忧愤成疾，以后事付王衍；三月，丙子，薨于项; 卷119:
    # 弘文有疾…遂行，卒于广州)
    ("yongjia5_huaidi_pingyang_zztj", 12, "项", False),
    ("shiguang4_taiwu_tongwan_zztj", 4, "广州", False),
])
def test_a_death_there(name: str, line: int, place: str, stop: bool) -> None:
    assert stop_on(gold_itinerary(name), line, place) is stop


@pytest.mark.parametrize(("raw", "band"), [
    # the 清 annals' bands of rebels (清史稿 文宗纪: 捻匪窜沭阳, 捻匪围杞县) and the 明 raiders (明史 戚继光传 translation: 倭寇进犯
    # 东清) are no one the text follows
    ("捻匪窜沭阳。捻匪至宿迁。捻匪至邳州。捻匪至徐州。僧格林沁至宿迁。", "捻匪"),
    ("倭寇进犯瑞安。倭寇至临海。倭寇至台州。倭寇至宁海。戚继光至台州。", "倭寇"),
])
def test_a_band_of_rebels_is_no_party(raw: str, band: str) -> None:
    rows = gaz_rows(*((f"t{k}", p, "city", 30.0 + k / 10, 118.0) for k, p in
                      enumerate(("沭阳", "宿迁", "邳州", "徐州", "瑞安", "临海", "台州", "宁海"))))
    it = build_itinerary(parse_text(raw, name="t.txt"), parse_gazetteer(ANNALS_PLACES + rows, "t.csv"), party=())
    assert band not in it.party


@pytest.mark.parametrize(("words", "name"), [
    # a report of his own move names him (清史稿 高宗纪: 温福奏攻克X; 清史稿 文宗纪: 曾国藩奏陈三路进兵), as his company does
    ("温福奏", "温福"),
    ("曾国藩等奏", "曾国藩"),
    ("刘秀等人", "刘秀"),
])
def test_the_subject_named_before_his_report(words: str, name: str) -> None:
    assert _subject_name(words, load_lexicon()) == name


@pytest.mark.parametrize(("name", "line", "place"), [
    # 扑X, rushed on X, at its walls (清史稿 洪秀全传: 由瑶山、马岭间道径扑桂林; 清史稿 文宗纪: 洪秀全扑全州; 骆秉章传: 陷石柱，扑涪州;
    # 文宗纪 咸丰三年: 贼扑汴梁)
    ("daoguang30_hongxiuquan_jiangning_hongxiuquan", 6, "桂林"),
    ("daoguang30_hongxiuquan_jiangning_qingshigao", 26, "全州"),
    ("xianfeng11_shidakai_dadu_luobingzhang", 12, "涪州"),
    ("xianfeng3_linfengxiang_beifa_qingshigao", 2, "开封"),
])
def test_rushing_on_a_city(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("raw", "party", "place"), [
    ("张献忠至武昌。即移众溯江而上，迭陷黄梅、广济、蕲州，转入黄州。", ("张献忠", "献忠"), "黄梅"),  # 明史演义
    ("洪秀全陷黄州，连陷汉阳，进围武昌。", ("洪秀全", "秀全"), "汉阳"),  # 清史稿 文宗纪 咸丰三年, its 贼 named
])
def test_cities_taken_one_after_another(raw: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("t1", "武昌", "city", 30.5, 114.3), ("t2", "黄梅", "city", 30.1, 115.9),
                    ("t3", "黄州", "city", 30.5, 114.9), ("t4", "汉阳", "city", 30.5, 114.2))
    assert first_role(raw, party, place, places=rows) == "stop"


@pytest.mark.parametrize(("text", "party", "place"), [
    # The hour of the day before the move names no one: the party goes on (陆游 入蜀记: 巳时至钱清, 早，抵秀州 and
    # 午后，至秀州崇德县; 方士淦 东归日记: 未时，自伊犁惠远城起身; 资治通鉴 卷141: 魏主将大兵追之，晡时至沔).
    ("十九日。黎明，至柯桥馆，见送客。巳时至钱清，食亭中，凉爽如秋。", ("陆游", "予"), "钱清"),
    ("四日。晚泊本觉寺前。五日。早，抵秀州，见通判权郡事右通直郎朱自求。", ("陆游", "予"), "秀州"),
    ("三日。黎明，至长河堰，亦小市也，鱼蟹甚富。午后，至崇德县，县令右从政郎吴道夫来。", ("陆游", "予"), "崇德县"),
    ("魏主将大兵追之，晡时至沔。", ("魏主",), "沔"),
])
def test_the_hour_before_the_move_names_no_one(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("qianqing_t", "钱清", "city", 30.08, 120.4), ("kegiao_t", "柯桥馆", "city", 30.08, 120.5),
                    ("xiuzhou_t", "秀州", "prefecture", 30.75, 120.75), ("benjue_t", "本觉寺", "city", 30.6, 120.5),
                    ("chongde_t", "崇德县", "city", 30.55, 120.55), ("changhe_t", "长河堰", "city", 30.4, 120.4),
                    ("mian_t", "沔", "river", 32.05, 112.1))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place"), [
    # A chase opening the line after a line that ends with a rout is the routed one's foe's, as within a line (后汉书 冯异传:
    # 日昃，贼气衰，…众遂惊溃。⏎追击，大破于崤底; 金史 太祖纪: 辽兵溃。⏎逐至斡论泺).
    ("异乃纵兵大战。\n日昃，贼气衰，伏兵卒起，衣服相乱，赤眉不复识别，众遂惊溃。\n追击，大破于崤底，降男女八万人。", ("冯异", "异"), "崤底"),
    ("上率兵趋达鲁古城，乘风势击之，辽兵溃。\n逐至斡论泺，获其耕具数千。", ("上",), "斡论泺"),
])
def test_a_chase_after_the_line_of_a_rout(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("xiaodi_t", "崤底", "pass", 34.7, 111.5), ("walun_t", "斡论泺", "marsh", 45.5, 124.5),
                    ("daluguc_t", "达鲁古城", "city", 45.2, 124.8))
    assert judged_at(text, party, place, rows)[-1][0] == "stop"


@pytest.mark.parametrize(("text", "party", "place"), [
    # 发X followed by a count of troops or men, past the list X opens, calls them up from X: nobody leaves X (资治通鉴 卷51:
    # 勇乃发敦煌、张掖、酒泉六千骑及鄯善、疏勒、车师前部兵击后部王军就; 魏书 高宗纪: 是月，发并、肆州五千人治河西猎道)
    ("勇乃发敦煌、张掖、酒泉六千骑及鄯善、疏勒、车师前部兵击后部王军就，大破之。", ("班勇", "勇"), "敦煌"),
    ("勇乃发敦煌、张掖、酒泉六千骑及鄯善、疏勒、车师前部兵击后部王军就，大破之。", ("班勇", "勇"), "酒泉"),
    ("二年春正月，帝至自中山。是月，发并、肆州五千人治河西猎道。", ("帝",), "肆州"),
])
def test_troops_counted_after_the_places_are_called_up(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("dunhuang_t", "敦煌", "prefecture", 40.14, 94.66), ("zhangye_t", "张掖", "prefecture", 38.93, 100.45),
                    ("jiuquan_t", "酒泉", "prefecture", 39.74, 98.5), ("bingzhou_t", "并", "prefecture", 37.87, 112.55),
                    ("sizhou_t", "肆州", "prefecture", 38.42, 112.73), ("zhongshan_t", "中山", "prefecture", 38.5, 115.0))
    assert all(role != "stop" for role, _ in judged_at(text, party, place, rows))


@pytest.mark.parametrize(("name", "line", "place"), [
    # A stay or a move told as the past right before its verb (前在, 曾至) is a look back, not a stop (后汉书 马援传 and
    # 资治通鉴 卷44: 援前在交阯/交趾，还书诫之; 唐史演义: 玄宗为诸王时，曾至潞州，纳入此女)
    ("jianwu24_mayuan_wuxi_hhs", 29, "交趾"),
    ("jianwu24_mayuan_wuxi_zztj", 21, "交趾"),
    ("kaiyuan13_xuanzong_taishan_novel", 2, "潞州"),
])
def test_a_stay_told_as_the_past_is_no_stop(name: str, line: int, place: str) -> None:
    assert mentioned_no_stop(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A clause going from one place to another names no one (自X入Y): the fight told after it, with the foe named after 与,
    # is the party's (明史 徐达传: 遂自虎牢关入洛阳，与元将脱因帖木儿大战洛水北; its translation: 于是从虎牢关进入洛阳，与元将
    # 脱因帖木儿大战于洛水之北)
    ("hongwu1_xuda_beifa_mingshi", 4, "洛水"),
    ("hongwu1_xuda_beifa_mingshibaihua", 4, "洛水"),
])
def test_a_move_from_one_place_to_another_names_no_one(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "held"), [
    # 之 after an attack on places the gazetteer lacks stands for those, not for the city held before them (续资治通鉴
    # 卷4: 蜀刺史蓝思绾退保西县。全斌又攻石圌、鱼关、白水阁二十馀寨，皆拔之), as when the attack names the held city again
    # (资治通鉴 卷254: 巢退保饶州，别将常宏以其众数万降。攻饶州，克之: the mention itself, no pronoun needed); a city held and
    # then attacked as 之 is still the one taken (旧五代史 庄宗纪: 时王彦章守中都。甲戌，帝攻之)
    ("蜀刺史蓝思绾退保西县。全斌又攻石圌、鱼关、白水阁二十馀寨，皆拔之。", []),
    ("巢退保饶州，别将常宏以其众数万降。攻饶州，克之。", []),
    ("时王彦章守中都。甲戌，帝攻之。", ["中都"]),
])
def test_a_pronoun_after_an_attack_on_others_is_not_the_held_city(text: str, held: list[str]) -> None:
    from route.places.mentions import find_places
    from route.places.stops import find_held_cities

    gaz = parse_gazetteer("id,name,kind,lat,lon,uncertainty_km\n" + "".join(
        f"c{i},{n},city,30,110,10\n" for i, n in enumerate(("西县", "饶州", "中都"))), "t.csv")
    t = parse_text(text, name="t.txt")
    assert [m.place.name for m in find_held_cities(t, find_places(t, gaz))] == held


@pytest.mark.parametrize(("name", "line", "place"), [
    # A verb of going back or toward a place, followed by the way passed through or a going verb, sets out for it: still
    # on the way, reached later (资治通鉴 卷12 白话: 十二月，高帝返回长安，途经赵国, reached in 二月; 后汉书 光武帝纪 白话: 还洛阳
    # 途中, reached at line 54)
    ("gaodi7_liubang_baideng_baihua", 9, "长安"),
    ("jianwu5_guangwu_dongzheng_hhsbaihua", 49, "洛阳"),
])
def test_on_the_way_there_is_no_arrival(name: str, line: int, place: str) -> None:
    assert mentioned_no_stop(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # An order received, or men recruited, sends no one: the party named before goes on himself (宋史 刘锜传 translation:
    # 刘锜驻扎在和州，得到朝廷诏令后，率兵渡江回到太平州; 晋书 刘琨传 translation: 刘琨在上党召募兵卒，聚集了五百人，转战向前，
    # 到达晋阳)
    ("shaoxing10_liuqi_shunchang_songshibaihua", 84, "太平州"),
    ("yongjia1_liukun_jinyang_baihua", 9, "晋阳"),
])
def test_an_order_received_sends_no_one(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # A meeting appointed there (期会, 约会) is a plan, not the party's arrival (元史 伯颜传: 伯颜分军为三道，期会于临安; 续资治通鉴:
    # 杲出请岭，宗翰出瓢岭，期会于羊城泺; 清史演义: …自率兵万余人，由木邦南下，约会于缅都阿瓦)
    ("十一月乙亥，伯颜分军为三道，期会于临安。", ("伯颜",), "临安"),
    ("杲出请岭，宗翰出瓢岭，期会于羊城泺。", ("宗翰",), "羊城泺"),
    ("额尔景额，及提督谭五格，率兵九千名出北路，由新街进行，自率兵万余人，由木邦南下，约会于缅都阿瓦。", ("明瑞",), "阿瓦"),
])
def test_a_meeting_appointed_there_is_a_plan(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("linan_t", "临安", "capital", 30.25, 120.17), ("yangcheng_t", "羊城泺", "marsh", 41.4, 114.9),
                    ("awa_t", "阿瓦", "city", 21.86, 95.98), ("mubang_t", "木邦", "city", 22.6, 97.7))
    assert [role for role, _ in judged_at(text, party, place, rows)] == ["mention"]


@pytest.mark.parametrize(("text", "party", "place", "role"), [
    # Another court received there (见蜀主于X) puts no one of the party there (资治通鉴 卷288: 王景崇遣其子德让，赵思绾遣其子怀，
    # 见蜀主于成都, of 郭威's year) — but the party's own title received is the party there (卷140: 鸾等见魏主于瑕丘)
    ("冬，十月，王景崇遣其子德让，赵思绾遣其子怀，见蜀主于成都。", ("郭威", "威"), "成都", "mention"),
    ("鸾等见魏主于瑕丘。", ("魏主",), "瑕丘", "stop"),
])
def test_another_court_received_there(text: str, party: tuple[str, ...], place: str, role: str) -> None:
    rows = gaz_rows(("chengdu_t", "成都", "city", 30.66, 104.06), ("xiaqiu_t", "瑕丘", "city", 35.55, 116.8))
    assert judged_at(text, party, place, rows)[-1][0] == role


@pytest.mark.parametrize(("name", "line", "place"), [
    # A deed done to the foe (a capture, a kill, a rout, a surrender taken) names only those it was done to: the one
    # named before goes on (明史 李文忠传: 败元游兵，擒平章刘帖木，进至白杨门; 明史 张辅传: 斩其帅二人，追至伞圆山; its
    # 白话: 打败元游兵，擒获平章刘帖木，进至白杨门)
    ("hongwu3_liwenzhong_yingchang_mingshi", 5, "白杨门"),
    ("hongwu3_liwenzhong_yingchang_mingshibaihua", 5, "白杨门"),
    ("yongle4_zhangfu_annan_zhuan", 20, "伞圆山"),
])
def test_a_deed_on_the_foe_names_no_one(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # Troops counted after 以 (with so many) say nothing of who goes: the party named before does (明史 李文忠传:
    # 与大将军分道北征，以十万人出野狐岭; 新唐书 吐谷浑传: 伏允以数十骑入泥岭, of the fleeing khan)
    ("明年拜征虏左副将军。与大将军分道北征，以十万人出野狐岭，至兴和，降其守将。", ("李文忠", "文忠"), "野狐岭"),
    ("伏允以数十骑入泥岭，亡去。", ("伏允",), "泥岭"),
])
def test_troops_counted_after_yi(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("niling_t", "泥岭", "pass", 36.5, 99.5))  # (野狐岭 of the annals gazetteer)
    assert first_role(text, party, place, rows, context="洪武三年") == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # A word of sending right after 与 opens a companion's name, not an order (旧唐书 李密传: 大业十三年春，密与让领精兵千人
    # 出阳城北，逾方山，自罗口袭兴洛仓, of 翟让; see _gives_order for 与令孜争论 and 与使者偕行)
    ("daye12_limi_luokou_jts", 25, "阳城"),
    ("daye12_limi_luokou_jts", 25, "罗口"),
])
def test_a_companion_named_after_yu_is_no_order(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # Following a leader named after 从 on a campaign names no mover: the one the life is about went along (明史 蓝玉传:
    # 二十年，以征虏左副将军从大将军冯胜征纳哈出，次通州; 明史 李文忠传: 洪武二年春，以偏将军从右副将军常遇春出塞，薄上都)
    ("hongwu21_lanyu_buyuerhai_mingshi", 1, "通州"),
    ("hongwu3_liwenzhong_yingchang_mingshi", 1, "开平"),
    # A deed done to the foe at a place (败X于Y) names no mover either (宋史 曹彬传: 三月，败契丹于固安，破涿州; 资治通鉴
    # 卷61: 又破繇别将于梅陵，转攻湖熟、江乘，皆下之)
    ("yongxi3_caobin_youzhou_songshi", 4, "涿州"),
    ("xingping2_sunce_jiangdong_zztj", 18, "湖熟"),
    # An office taken with no one named is the topic's (明史 沐英传: 明年拜征西将军，讨西番，败之土门峡; 新唐书 高祖纪:
    # 十三年，拜太原留守，击高阳历山飞贼甄翟儿于西河，破之)
    ("hongwu11_muying_xifan_mingshi", 7, "土门峡"),
    ("yining1_liyuan_changan_xts", 1, "西河"),
])
def test_a_leader_followed_or_an_office_taken_names_no_mover(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A portent seen there (见于X), after the place it was seen in or its count, brings no one there: not an audience with
    # the sovereign (后汉书 光武帝纪: 有五凤凰见于颍川之郏县; 旧唐书 高宗纪: 绛州麟见于介山; 隋书 高祖纪: 长人见于雁门)
    ("jianwu17_guangwu_xunxing_hhs", 15, "颍川"),
    ("longshuo1_gaozong_dongdu_jts", 10, "介山"),
    ("renshou1_wendi_renshougong_suishu", 13, "雁门"),
])
def test_a_portent_seen_there_is_no_stop(name: str, line: int, place: str) -> None:
    assert mentioned_no_stop(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "party", "line", "place"), [
    # A demonstrative before a name brings that man back as the subject, the novels' way: the clauses after it are his,
    # not the party's named as an object before (宋史演义: 那金兀术接得探报，知高宗越去越远，…当下取寿春，…长驱过江，直薄江州
    # 城下; 元史演义: 这买奴前曾随着英宗，自上都扈跸还京, read with no party given)
    ("jianyan3_gaozong_haishang_novel", None, 25, "江州"),
    ("zhizhi3_taiding_dadu_novel", (), 29, "上都"),
])
def test_a_demonstrative_before_a_name(name: str, party: tuple[str, ...] | None, line: int, place: str) -> None:
    first = next(m for m in gold_itinerary(name, party).mentions if m.line == line and m.place.name == place)
    assert first.role == "mention"


@pytest.mark.parametrize(("name", "line", "place"), [
    # Words of going on before a one-word act on a place (转, 别, 还) name no one: the move after it is the party's (明史
    # 常遇春传: 北取大同，转徇河东，下奉元路，与胜军合，西拔凤翔; 明史 徐达传: 还出萧关，下平凉)
    ("hongwu2_changyuchun_kaiping_mingshi", 20, "凤翔"),
    ("hongwu1_xuda_beifa_mingshi", 44, "平凉"),
])
def test_going_on_before_an_act_names_no_one(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A host letting the party in or giving himself up to it (开城纳之, 以城降) is no new mover: the clauses after are the
    # party's (旧唐书 窦建德传: 军至滑州，世充行台仆射韩洪开城纳之，遂进逼元州; 宋史演义: 辽刺史刘宇献城出降，太宗留兵千人协守，
    # 复入攻涿州，辽判官刘原德亦以城降，乘胜至幽州城)
    ("wude4_doujiande_hulao_jts", 17, "元州"),
    ("taipingxingguo4_taizong_beihan_novel", 13, "幽州"),
    # The classical 军 alone opening a clause is the topic's army (汉书 李广利传: 军还，入玉门者万余人; 旧唐书 窦建德传: 军至滑州,
    # and the cities after the host's clause) — not 前军, a division (资治通鉴 卷4 白话: 前军沿泰山脚下向东到达渤海)
    ("taichu1_liguangli_dayuan_hanshu", 70, "玉门"),
    ("wude4_doujiande_hulao_jts", 17, "梁州"),
])
def test_a_host_or_the_army_alone_names_no_new_mover(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


def test_a_side_of_the_army_is_a_division() -> None:
    assert mentioned_no_stop(gold_itinerary("nanwang31_leyi_qi_baihua"), 15, "渤海郡")


@pytest.mark.parametrize(("name", "line", "place"), [
    # Someone joining the party there (X会party于Y) puts the party at Y, as meeting or besieging him there does (资治通鉴 卷164:
    # 陈霸先…自南江出湓口，会僧辩于白茅湾; 卷152: 世隆逃出，会荣于上党; 北史 魏本纪: 甲戌，贤和会帝于崤中)
    ("chengsheng1_wangsengbian_jiankang_zztj", 17, "白茅湾"),
    ("wutai1_erzhurong_luoyang_zztj", 13, "上党"),
    ("yongxi3_xiaowu_guanzhong_beishi", 5, "崤"),
])
def test_joined_there_by_another(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


def test_a_taking_after_an_office_taken_is_the_commission() -> None:
    # 明史 沐英传: 寻拜征南右副将军，同永昌侯蓝玉从将军傅友德取云南 — the campaign's goal; the first city reached is 曲靖
    # (英乘雾趋白石江), not 云南 (昆明) at the start
    it = gold_itinerary("hongwu14_fuyoude_yunnan_muying")
    assert mentioned_no_stop(it, 1, "云南") and stop_on(it, 3, "曲靖")


@pytest.mark.parametrize(("name", "line", "place"), [
    # A foe beaten at a place with no 于, the foe named by a word for rebels, pirates or enemies (败贼X, 大败贼X, 破贼X, 大挫敌X):
    # the battle was there (明史 俞大猷传: 俄败贼吴淞所; 明史 孙传庭传: 遂破贼宝丰)
    ("jiajing34_yudayou_wokou_mingshi", 8, "吴淞所"),
    ("chongzhen15_sunchuanting_tongguan_mingshi", 42, "宝丰"),
    # …and the one he went with, named with his office after 偕, is no new mover, nor is the 使 of 副使 a sending (俞大猷传:
    # 大猷偕副使任环大败贼陆泾坝; 大猷偕副使王崇古入洋追之，及于老鹳觜)
    ("jiajing34_yudayou_wokou_mingshi", 15, "陆泾坝"),
    ("jiajing34_yudayou_wokou_mingshi", 32, "老鹳觜"),
])
def test_a_foe_beaten_there_and_a_companion_by_office(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # Following someone (从X), or going with him (偕X, 同X), before an act done at a place: the party acts there, as after 与
    # (宋史 党进传: 俄从党进破并寇于团柏谷; 宋史: 从侯益破张从宾于汜水; 周书: 从太祖破窦泰于小关; 明史 俞大猷传: 乃从经大破贼于王江泾)
    ("彬至潞州。俄从党进破并寇于团柏谷。", ("曹彬", "彬"), "团柏谷"),
    ("彬至潞州。从侯益破张从宾于汜水。", ("曹彬", "彬"), "汜水"),
    ("贵至长安。从太祖破窦泰于小关。", ("宇文贵", "贵"), "小关"),
    ("大猷至杭州。乃从经大破贼于王江泾。", ("俞大猷", "大猷"), "王江泾"),
])
def test_acting_with_or_following_someone_at_a_place(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("tuanbai_t", "团柏谷", "city", 37.4, 112.5), ("sishui_t", "汜水", "city", 34.8, 113.2),
                    ("xiaoguan_t", "小关", "pass", 34.6, 110.3), ("hangzhou_t", "杭州", "city", 30.3, 120.2),
                    ("wangjiang_t", "王江泾", "city", 30.9, 120.7))
    assert first_role(text, party, place, rows) == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # An office of the Song and Ming (经略使, 安抚使, 副使) right before the party's name is his, wherever it is (宋史 神宗纪:
    # 环庆行营经略使高遵裕复清远军, and its translation; 续资治通鉴 卷68: 秦凤路沿边安抚使王韶引兵城渭源堡)
    ("yuanfeng4_gaozunyu_lingzhou_songshi", 40, "清远军"),
    ("yuanfeng4_gaozunyu_lingzhou_songshibaihua", 40, "清远军"),
    ("xining5_wangshao_xihe_xzztj", 9, "渭源堡"),
    # …and an office taken with no one named before it names no officer (宋史 狄青传: 复为枢密副使，迁护国军节度使、河中尹。还至京师;
    # its translation: 后复任枢密副使…回到京师后)
    ("huangyou5_diqing_kunlunguan_songshi", 4, "开封"),
    ("huangyou5_diqing_kunlunguan_songshibaihua", 25, "开封"),
])
def test_offices_before_the_party_and_offices_taken(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A sentence opened by someone else who gives himself up, or is killed, tells no new mover: the unnamed moves after it are
    # the party's (金史 宗弼传: 宋安抚使马世元率官属出降。进降卢州; 明史演义 第八十六回: 黄州副使樊维城，不屈被杀…复西破汉阳)
    ("tianhui7_zongbi_jiangnan_jinshi", 6, "庐州"),
    ("chongzhen17_zhangxianzhong_chengdu_novel", 11, "汉阳"),
])
def test_a_host_giving_up_or_someone_killed_names_no_mover(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # Urged to go (催促), the party has not gone yet (旧五代史 高祖纪 白话: 接着降诏催促高祖前往郓州就任, and he stays in 太原;
    # 宋史 高宗纪 卷28 白话: 十二日，催促岳飞到鄂州措置军事)
    ("高祖在太原。接着降诏催促高祖前往郓州就任，高祖怀疑这件事。", ("高祖", "石敬瑭"), "郓州"),
    ("岳飞在江州。十二日，催促岳飞到鄂州措置军事。", ("岳飞", "飞"), "鄂州"),
])
def test_urged_to_go_is_not_gone(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("taiyuan_t", "太原", "city", 37.9, 112.5), ("yunzhou_t", "郓州", "city", 35.9, 116.3),
                    ("jiangzhou_t", "江州", "city", 29.7, 116.0), ("ezhou_t", "鄂州", "city", 30.55, 114.3))
    assert first_role(text, party, place, rows) == "mention"


@pytest.mark.parametrize(("text", "party", "place"), [
    # A direction before an act done at a place (北会X于Y, 北猎X于Y, 西狩于Y) is where the act goes, the act still done there
    # (史记 吴太伯世家: 十四年春，吴王北会诸侯于黄池; 魏书 太祖纪 style: 北猎野马于辱孤山; 左传 哀公十四年: 西狩于大野)
    ("十三年，吴王至橐皋。十四年春，吴王北会诸侯于黄池，欲霸中国以全周室。", ("夫差", "吴王"), "黄池"),
    ("帝至盛乐。北猎野马于辱孤山。", ("拓跋珪", "帝"), "辱孤山"),
    ("公至曲阜。西狩于大野。", ("哀公", "公"), "大野"),
])
def test_a_direction_before_an_act_at_a_place(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("tuogao_t", "橐皋", "city", 31.7, 117.9), ("huangchi_t", "黄池", "city", 35.0, 114.5),
                    ("ruhu_t", "辱孤山", "mountain", 41.0, 111.5), ("daye_t", "大野", "marsh", 35.4, 116.1))
    assert first_role(text, party, place, rows) == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # A collective 传 tells other lives after the party's, each opening a line with a name and its courtesy name or home: their
    # moves are no one's of the party's until it is named again (清史稿 冯子材传 then 陈嘉，字庆馀，籍广西荔浦…抵思恩; 清史稿
    # 刘锦棠传 then 张曜，字朗斋…拔乌鲁木齐; 清史稿 张煌言传 then 张名振's life: 师次羊山)
    ("guangxu11_fengzicai_zhennanguan_qsgzhuan", 8, "思恩府"),
    ("guangxu2_liujintang_xinjiang_qsg", 17, "乌鲁木齐"),
    ("shunzhi16_zhanghuangyan_wuhu_qsg", 13, "羊山"),
])
def test_the_other_lives_of_a_collective_biography(name: str, line: int, place: str) -> None:
    assert mentioned_no_stop(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "party"), [
    # A life that tells battles more than moves to known places names no mover often enough; the name opening most of its
    # clauses, far more often than the sovereign words, is then its man (明史 俞大猷传: 大猷击却之, 33 clauses; 元史 木华黎传;
    # 清史稿 僧格林沁传), and in a collective 传 the first life's only (清史稿 冯子材传: 子材, not 苏元春 of the life after)
    ("jiajing34_yudayou_wokou_mingshi", "大猷"),
    ("taizu12_muqali_zhongyuan_yuanshi", "木华黎"),
    ("tongzhi4_senggelinqin_caozhou_qsg", "僧格林沁"),
    ("guangxu11_fengzicai_zhennanguan_qsgzhuan", "子材"),
])
def test_a_life_of_battles_follows_the_name_opening_its_clauses(name: str, party: str) -> None:
    it = gold_itinerary(name, party=())
    assert it.party_found and party in it.party


@pytest.mark.parametrize(("name", "line", "place"), [
    # An order to hold a place keeps the one ordered there: the move after it is the one who gave the order (新唐书 李光弼传:
    # 令李抱玉守河阳，出师次北邙; 资治通鉴 卷155: 高欢令吏部尚书封隆之守邺，癸丑，出顿紫陌)
    ("qianyuan2_liguangbi_heyang_xts", 98, "邙山"),
    ("putai1_gaohuan_luoyang_zztj", 63, "紫陌"),
])
def test_an_order_to_hold_leaves_the_one_who_gives_it_going(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # An office's title before the party's name holds words of acting (军 of 领军, 冠军, 将军): the act done at the place is the
    # one after the name, and the party's (资治通鉴 卷200: 右领军中郎将薛仁贵等与高丽将温沙门战于横山; 旧唐书: 右领军将军王君廓破突厥于
    # 幽州, 领军将军安兴贵击突厥于甘州; 晋书: 冠军将军桓石虔败张崇于武当)
    ("仁贵至辽东城。右领军中郎将薛仁贵等与高丽将温沙门战于横山，破之。", ("薛仁贵", "仁贵"), "横山"),
    ("君廓至涿州。右领军将军王君廓破突厥于幽州。", ("王君廓", "君廓"), "幽州"),
    ("兴贵至凉州。领军将军安兴贵击突厥于甘州。", ("安兴贵", "兴贵"), "甘州"),
    ("石虔至襄阳。冠军将军桓石虔败张崇于武当。", ("桓石虔", "石虔"), "武当"),
    # …whatever words of the title stand before the office word itself (左武卫将军薛仁贵, 资治通鉴 卷201)
    ("仁贵至辽东城。左武卫将军薛仁贵等与高丽将温沙门战于横山。", ("薛仁贵", "仁贵"), "横山"),
])
def test_an_office_before_the_party_holds_no_act(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("hengshan_t", "横山", "mountain", 40.5, 122.5), ("ganzhou_t", "甘州", "city", 38.9, 100.4),
                    ("wudang_t", "武当", "mountain", 32.4, 111.0))
    assert first_role(text, party, place, rows) == "stop"


@pytest.mark.parametrize(("name", "party", "line", "place"), [
    # The 北周 and 隋 ranks of honour open a general's clause as an office does (资治通鉴 卷178: 右仆射杨素出灵州道，上柱国燕荣出
    # 幽州道; and its 白话: 上柱国燕荣率军从幽州道出塞): 燕荣 goes to 幽州, not 杨素
    ("kaihuang19_yangsu_tujue_zztj", ("杨素",), 4, "幽州"),
    ("kaihuang19_yangsu_tujue_baihua", ("杨素",), 4, "幽州"),
])
def test_a_rank_of_honour_names_another_general(name: str, party: tuple[str, ...], line: int, place: str) -> None:
    assert mentioned_no_stop(gold_itinerary(name, party), line, place)


def test_a_city_taken_after_a_ranked_general_leads_is_his() -> None:
    # 周书 武帝纪: 上开府王轨率众应之。未明，登城鼓噪，齐众溃，遂克晋州 — 上开府 is 王轨's rank, not 上 the emperor: the
    # assault and the city taken are his (the emperor's own stop at 晋州 is 帝每日自汾曲赴城下, on the same line)
    it = gold_itinerary("jiande5_zhouwudi_qi_zhoushu")
    assert not any(m.role == "stop" and m.line == 6 and m.place.name == "晋州" and m.verb == "克" for m in it.mentions)


@pytest.mark.parametrize(("name", "party", "line", "place"), [
    # A Manchu's life in a collective 传 opens with his clan and banner, with no Chinese surname (清史稿: 舒兰，纳喇氏，满洲正红旗人
    # … 乙丑，至星宿海; 特依顺保，钮祜禄氏，满洲正白旗人 … after 长龄's life): another's moves, not the party's
    ("kangxi51_tulishen_yiyu_qsg", ("图理琛",), 9, "星宿海"),
    ("kangxi51_tulishen_yiyu_qsg", ("图理琛",), 10, "京师"),
])
def test_a_manchu_life_is_anothers(name: str, party: tuple[str, ...], line: int, place: str) -> None:
    assert mentioned_no_stop(gold_itinerary(name, party), line, place)


@pytest.mark.parametrize(("name", "party", "line"), [
    ("kangxi51_tulishen_yiyu_qsg", ("图理琛",), 6),  # 舒兰，纳喇氏，满洲正红旗人
    ("kangxi51_tulishen_yiyu_qsg", ("图理琛",), 13),  # 拉锡，图伯特氏，蒙古正白旗人
    ("daoguang6_changling_kashgar_qsgzhuan", ("长龄",), 26),  # 特依顺保，钮祜禄氏，满洲正白旗人
])
def test_a_manchu_life_opens_by_clan_and_banner(name: str, party: tuple[str, ...], line: int) -> None:
    from route.places.stops import _other_lives
    _, text, _ = gold_text(name)
    simp = text.simplified
    start = sum(len(x) + 1 for x in simp.split("\n")[:line - 1])
    assert any(a <= start < b for a, b in _other_lives(simp, party, load_lexicon()))


@pytest.mark.parametrize(("name", "line", "place"), [
    # A diary's stage told by its distance alone, the place right after it: the day's march there (方士淦 东归日记: 二十六日，七十里
    # 库尔喀喇乌苏。有城; 徐霞客游记 粤西: 五里，蒋莲铺，月色皎甚)
    ("daoguang8_fangshigan_xian_diary", 17, "库尔喀喇乌苏"),
    ("chongzhen9_xuxiake_xinan_diary1", 2, "蒋莲铺"),
])
def test_a_diarys_stage_by_its_distance(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # The party typed is never written (范成大 吴船录, his own diary): the people met name no mover of a move with no subject
    # (己亥。发峨眉。晚，至嘉州; 五里，入白狗峡; 行百八十里，至三江口)
    ("chunxi4_fanchengda_wuchuan_diary1", 119, "嘉州"),
    ("chunxi4_fanchengda_wuchuan_diary2", 59, "白狗峡"),
    ("chunxi4_fanchengda_wuchuan_diary2", 92, "三江口"),
])
def test_a_narrators_moves_are_his(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # An office after the party's name and a word of leading names those led, not his officer (隋书 史万岁传 白话: 万岁率领柱国
    # 张定和、大将军李药王、杨义臣越过边界，到达大斤山; 资治通鉴 卷41 style: 禹率车骑将军邓弘等…至)
    ("万岁至马邑。万岁率领柱国张定和、大将军李药王、杨义臣越过边界，到达大斤山。", ("史万岁", "万岁"), "大斤山"),
    ("邓禹至河东。邓禹率车骑将军邓弘等自河北度，至湖县。", ("邓禹", "禹"), "湖县"),
])
def test_officers_led_are_not_the_partys_officer(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("dajinshan_t", "大斤山", "mountain", 41.5, 111.0), ("huxian_t", "湖县", "city", 34.5, 110.8))
    assert first_role(text, party, place, rows) == "stop"


@pytest.mark.parametrize(("name", "party", "line", "place"), [
    # A force split off is a detachment's move, but not when the party splits it and goes with it himself (后汉书 岑彭传:
    # 使护军杨翕与臧宫拒延岑等，自分兵浮江下还江州; its 白话: 自己却分兵浮江而下回到江州)
    ("jianwu8_cenpeng_shu_hhs", None, 29, "江州"),
    ("jianwu8_cenpeng_shu_hhsbaihua", ("岑彭",), 29, "江州"),
])
def test_a_force_split_off_by_the_party_himself(name: str, party: tuple[str, ...] | None, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name, party), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A stage numbered in a journey's record is the traveller's, whoever the unpunctuated run before it names, and so is one
    # an inline note restores (许亢宗 宣和乙巳奉使行程录, 三朝北盟会编 卷20: …遗址宛然第二十程至锦州; 第七程至蓟州;
    # …即此地（旧校云：第六程为三河县）)
    ("xuanhe7_xukangzong_jin_xingchenglu1", 6, "锦州"),
    ("xuanhe7_xukangzong_jin_xingchenglu1", 5, "蓟州"),
    ("xuanhe7_xukangzong_jin_xingchenglu1", 5, "三河县"),
])
def test_a_numbered_stage_is_the_travellers(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


def test_a_numbered_stage_of_a_road_described() -> None:
    # 樊绰 蛮书 卷一 (the road from 石门 to 柘东, no traveller named): 石门外第三程至牛头山 … 第九程至鲁望
    raw = "石门外第三程至牛头山，山有诸葛古城，馆临水，名马安渡。第五程至生蛮阿部落，第九程至鲁望，即蛮、汉两界。"
    rows = gaz_rows(("niutou_t", "牛头山", "mountain", 27.9, 104.0), ("luwang_t", "鲁望", "city", 26.5, 104.3))
    assert first_role(raw, (), "牛头山", rows) == "stop" and first_role(raw, (), "鲁望", rows) == "stop"


def test_the_collation_notes_restore_no_stage() -> None:
    # 三朝北盟会编 卷二十's 校勘记 after the 行程录 restores its lost stages: told again by the editor, no stop
    it = gold_itinerary("xuanhe7_xukangzong_jin_xingchenglu2")
    assert mentioned_no_stop(it, 8, "蓟州") and mentioned_no_stop(it, 9, "梁鱼务")


@pytest.mark.parametrize(("name", "line", "place"), [
    # A move to a land's border is at that land, however wide, and its clause names no mover (元史 史弼传: 过七洲洋、万里石塘，
    # 历交趾、占城界，明年正月，至东董西董山…，入混沌大洋橄榄屿): the lands, and the islands reached after them
    ("zhiyuan29_shibi_zhaowa_shibizhuan", 7, "交趾"),
    ("zhiyuan29_shibi_zhaowa_shibizhuan", 7, "占城"),
    ("zhiyuan29_shibi_zhaowa_shibizhuan", 7, "混沌大洋"),
])
def test_a_lands_border_reached(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("text", "party", "place"), [
    # 汉书 陈汤传 (and 资治通鉴 卷29): 过乌孙，涉康居界，至阗池西; 慈恩传: 经六日至高昌界白力城 — the land at its border (not a
    # kingdom too wide to mark it: 唐军入高丽境, test_stop_or_mention)
    ("汤发温宿国，从北道入赤谷，过乌孙，涉康居界，至阗池西。", ("陈汤", "汤"), "康居"),
    ("法师发伊吾，经六日至高昌界白力城。", ("玄奘", "法师"), "高昌"),
])
def test_a_lands_border_after_a_move(text: str, party: tuple[str, ...], place: str) -> None:
    rows = gaz_rows(("kangju_t", "康居", "polity", 43.0, 68.0, 300), ("gaochang_t", "高昌", "polity", 42.85, 89.53, 100),
                    ("wusun_t", "乌孙", "polity", 42.5, 78.0, 600))
    assert first_role(text, party, place, rows) == "stop"


@pytest.mark.parametrize(("name", "line", "place"), [
    # seizing the moment is how the move is made, not who makes it (明史 太祖纪 白话: 乘机击海牙于峪溪口; 明史 戚继光传:
    # 贼遁去，乘虚袭台州。继光手歼其魁)
    ("zhizheng15_zhuyuanzhang_jiqing_mingshibaihua", 21, "峪溪口"),
    ("jiajing41_qijiguang_fujian_mingshi", 3, "台州"),
])
def test_seizing_the_moment_is_no_mover(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # The party carried along by another goes where he goes (明史 英宗纪 白话: 景泰元年，也先又带着太上皇到大同; 后汉演义:
    # 杨奉寻得牛车一辆，载帝至大阳)
    ("jingtai1_yingzong_huanjing_mingshibaihua", 44, "大同"),
    ("xingping2_xiandi_dongui_novel", 15, "大阳"),
])
def test_the_party_carried_along_goes(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "party", "line", "place"), [
    # A region passed through is where the party went (资治通鉴 卷19: 大将军引还，过幕南，乃遇二将军; 史记 高祖本纪
    # 白话: 汉王西行经过梁地，到了虞县)
    ("yuanshou4_weiqing_mobei_zztj", None, 59, "幕南"),
    ("han2_liubang_pengcheng_shijibaihua", ("刘邦",), 30, "梁"),
])
def test_a_region_passed_through(name: str, party: tuple[str, ...] | None, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name, party), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # The sovereign's hunt is his, whoever the sentence before was about (旧唐书 高宗纪: 许归葬于昭陵先造之坟。十一月丙午朔，
    # 幸东都。己酉，狩于华山之曲武原; 北史 魏本纪 孝武帝: …高昌王麹子坚为仪同三司，进爵郡公。十二月丁巳，狩于嵩阳)
    ("shangyuan1_gaozong_dongdu_jts", 6, "曲武原"),
    ("yongxi3_xiaowu_guanzhong_beishi", 4, "嵩阳"),
])
def test_the_sovereigns_hunt_is_his(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # 返X alone is going back to X (明史 永历纪: 十二月，由榔返桂林; 资治通鉴 卷202 白话: 庚寅（二十二日），唐高宗西返长安)
    ("yongli1_yongli_wugang_mingshi", 28, "桂林"),
    ("shangyuan1_gaozong_dongdu_baihua", 51, "长安"),
])
def test_going_back_by_fan(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A meal on the road is taken where the party is (楼钥 北行日录: 十八日己巳晴三更行四十五里饭封丘; 宋史 文天祥传:
    # 天祥方饭五坡岭，张弘范兵突至), and a diary without marks tells the day's stage by the way gone right before the place
    # (北行日录, the way out and the way back: 十二月一日壬午晴车行六十里临淮县早顿; 七日戊午晴五更车行八十里涿州早食), its weather
    # (晴, 晴风, 阴晴) naming no traveller
    ("qiandao5_louyao_jin_diary2", 16, "封丘"),
    ("xiangxing1_wentianxiang_beishang_songshi", 2, "五坡岭"),
    ("qiandao5_louyao_jin_diary1", 13, "临淮县"),
    ("qiandao5_louyao_jin_diary2", 7, "涿州"),
])
def test_a_meal_and_the_way_gone_on_the_road(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize("name", [
    # A diary's weather after the day's date names no traveller (楼钥 北行日录, the way out and back: 九日庚申晴…, whose 申晴
    # was read as a man with a surname 申)
    "qiandao5_louyao_jin_diary1",
    "qiandao5_louyao_jin_diary2",
])
def test_a_diarys_weather_is_no_traveller(name: str) -> None:
    assert not any("晴" in n for n in gold_itinerary(name, ()).party)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A name, 以 and an office is the man acting as that office: he goes (汉书 李广传: 后四岁，广以卫尉为将军，出雁门击匈奴;
    # 后三岁，广以郎中令将四千骑出右北平; 史记 李将军列传: 後二岁，广以郎中令将四千骑出右北平): the 令 of 郎中令 orders no one
    ("yuanguang6_liguang_yanmen_hanshu", 3, "雁门"),
    ("yuanguang6_liguang_yanmen_hanshu", 30, "右北平"),
    ("yuanguang6_liguang_yanmen_shiji", 37, "右北平"),
])
def test_a_man_acting_as_his_office_goes(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize(("name", "line", "place"), [
    # A place written with its walls or a word of position is still the place on the way, and its clause names no one (陆游
    # 入蜀记: 十日。早，出建康城，至石头; 楼钥 北行日录: 十一日壬辰晴过平江城外午后过吴江)
    ("qiandao6_luyou_rushu_diary2", 10, "石头"),
    ("qiandao5_louyao_jin_diary2", 37, "吴江"),
])
def test_a_place_with_its_walls_names_no_one(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)


@pytest.mark.parametrize("name", [
    # A title written before a sovereign's word is that sovereign's, not the party's: 况道君皇帝，已有故事 and 自道君皇帝误信奸臣
    # (宋史演义, for 高宗), 奉道君皇帝 (宋史 钦宗纪, for 钦宗) are 徽宗's
    "jianyan3_gaozong_haishang_novel",
    "jingkang2_qinzong_beiqian_songshi",
])
def test_a_title_before_a_sovereigns_word_is_no_title_of_the_party(name: str) -> None:
    assert not any("道君" in n for n in gold_itinerary(name).party)


@pytest.mark.parametrize(("name", "line", "place"), [
    # 与X会 right before a place, with no 于, is a meeting there: the party's when he is the subject or the one met (资治通鉴
    # 卷42: 汉…与彭会荆门, for 吴汉; 后汉书 光武帝纪: 窦融率五郡太守与车驾会高平; 史记 淮阴侯列传: 信复收兵与汉王会荥阳)
    ("jianwu11_wuhan_shu_zztj", 3, "荆门"),
    ("jianwu8_guangwu_longxi_hhs", 3, "高平"),
    ("han2_hanxin_weizhao_shiji", 1, "荥阳"),
])
def test_a_meeting_written_with_no_yu(name: str, line: int, place: str) -> None:
    assert stop_on(gold_itinerary(name), line, place)
