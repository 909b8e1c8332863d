"""The one model of a text's structure (route/text/layout.py), on real texts."""
from __future__ import annotations

from pathlib import Path

import pytest

from route.corpus import parse_text
from route.dates import find_dates
from route.text.layout import analyse_layout, layout_of, unclosed_quotes, biography_subject

ROOT = Path(__file__).resolve().parents[1]


def _at(text: str, word: str) -> int:
    return parse_text(text, name="t.txt").simplified.index(word)


@pytest.mark.parametrize(("text", "word", "speech", "quote", "flashback"), [
    # Speech: 三国演义 第三十三回.
    ("操曰：“奉孝之言极是。”遂率大小三军，车数千辆，望前进发。", "奉孝", True, True, False),
    ("操曰：“奉孝之言极是。”遂率大小三军，车数千辆，望前进发。", "遂率", False, False, False),
    # An unclosed quote ends with its line: the next line is narrative again.
    ("操曰：“吾见北地崎岖，意欲回军\n遂至易州。", "遂至", False, False, False),
    # A title is no place of the march, but no speech either: 宋史 太宗纪 (命修《太祖实录》).
    ("己酉，命修《太祖实录》。辛亥，幸金明池。", "太祖实录", False, True, False),
    # Look-backs: 初， (资治通鉴 卷65) lasts to its line end; 先是 (卷212) the same.
    ("　　初，袁绍数遣使召田畴于无终，又即授将军印。\n　　十一月，曹操至易水。", "无终", False, False, True),
    ("　　初，袁绍数遣使召田畴于无终，又即授将军印。\n　　十一月，曹操至易水。", "易水", False, False, False),
    ("　　[17]先是，契丹王李吐干与可突干复相猜忌。车驾东巡，邵固诣行在，因从至泰山。", "泰山", False, False, True),
    # The 白话's 初 and 先是: 起初 (资治通鉴 卷217 白话: 起初，安禄山想要亲自率兵攻打潼关，到了新安), 最初 (卷119 白话:
    # 最初，北魏国主拓跋嗣听到东晋的太尉刘裕克复长安的消息), 先前 (卷193 白话), to the line's end, as 初 in the original.
    ("　　[20]起初，安禄山想要亲自率兵攻打潼关，到了新安，得知河北发生变故而返回。\n　　[21]禄山至陕。", "新安",
     False, False, True),
    ("　　[1]最初，北魏国主拓跋嗣听到东晋的太尉刘裕克复长安的消息，大为恐惧，立即派遣使臣请和。", "长安", False, False, True),
    ("　　先前，颉利兵败后，逃窜到铁山，残余兵力尚有数万人。\n　　甲辰，李靖至阴山。", "铁山", False, False, True),
    ("　　先前，颉利兵败后，逃窜到铁山，残余兵力尚有数万人。\n　　甲辰，李靖至阴山。", "阴山", False, False, False),
    # …and its "X之在Y也", a paragraph opened by X 在/进入/驻扎在 Y 的时候 (资治通鉴 卷99, 卷275, 卷156 白话)
    ("　　桓温驻扎在灞上的时候，顺阳太守薛珍劝说桓温直接进逼长安，桓温没有听从。", "灞上", False, False, True),
    ("　　李嗣源进入邺都的时侯，前直指挥使平遥人侯益摆脱了李嗣源回到洛阳。", "邺都", False, False, True),
    ("　　[11]北魏孝武帝在洛阳的时候，曾秘密派遣内都督河南人赵刚召东荆州刺史。", "洛阳", False, False, True),
    # A sentence opening "X之VY，" with a one-character subject looks back, 也 left out (资治通鉴 卷279: 王之过长安;
    # 旧唐书 昭宗纪: 胤之出镇); not a man named X之 (资治通鉴 卷118: 沈田子、傅弘之入武关)
    ('。王之过长安，尹晖尽取思同家资及妓妾，屡言于刘延朗曰：“若留思同，虑失士心。”', "长安", False, False, True),
    ('优诏答之。乙未，制新除清海军节度使崔胤复知政事。胤之出镇，朱全忠再表请论奏，言胤不宜去相位，故有是命。', "出镇", False, False, True),
    ("　　[13]秋，七月，太尉裕至陕。沈田子、傅弘之入武关，秦戍将皆委城走。", "武关", False, False, False),
    # A look-back ends at a day right after a quote's end too (资治通鉴 卷208 and its 白话)
    ('\u3000\u3000[10]初，少府监丞弘农宋之问及弟兖州司仓之逊皆坐附会张易之贬岭南，逃归东都，匿于友人光禄卿、驸马都尉王同皎家。仲之大呼曰：“吾已负汝，死当讼汝于天！”庚戌，同皎等皆坐斩，籍没其家。', "同皎等", False, False, False),
    ('\u3000\u3000[10]先前，少府监丞弘农县人宋之问和他的弟弟兖州司仓宋之逊都因依附张易之而获罪被贬往岭南。张仲之大声呼喊着说：“现在我输给了你，我死了一定要到上天那里去告你！”庚戌（初七），王同皎等人都被判处斩刑，家产也都被官府没收。', "王同皎等人", False, False, False),
    # …or a sentence (卷264 白话: 上之在陕也 → 昭宗在陕州的时候; 卷262 白话), not the sentence before it
    ("壬寅（初八），朱全忠迎于新安。昭宗在陕州的时候，司天监曾经奏称：“星气有变化。”", "陕州", False, False, True),
    ("壬寅（初八），朱全忠迎于新安。昭宗在陕州的时候，司天监曾经奏称：“星气有变化。”", "新安", False, False, False),
    ("以前商州刺史李存权为华州刺史。乾宁三年、四年唐昭宗在华州的时候，商贾集聚。", "集聚", False, False, True),
    # A look-back ends at the present's season, month and day (资治通鉴 卷102: 初，在北府…温自领徐、兖二州刺史。夏，四月，
    # 庚戌，温帅步骑五万发姑孰)
    ("初，在北府，温常云：“京口酒可饮，兵可用。”温自领徐、兖二州刺史。夏，四月，庚戌，温帅步骑五万发姑孰。", "北府",
     False, False, True),
    ("初，在北府，温常云：“京口酒可饮，兵可用。”温自领徐、兖二州刺史。夏，四月，庚戌，温帅步骑五万发姑孰。", "姑孰",
     False, False, False),
    # …and in its 白话 (卷102 白话: 桓温自己兼任徐、兖二州刺史。夏季，四月，庚戌（初一），桓温率领步、骑兵五万人从姑孰出发)
    ("当初，郗在京口的北府时，桓温经常说：“京口酒可饮，兵可用。”桓温自己兼任徐、兖二州刺史。"
     "夏季，四月，庚戌（初一），桓温率领步、骑兵五万人从姑孰出发。", "姑孰", False, False, False),
    # …and at the present's season and month opening a sentence, no day (资治通鉴 卷253: 先是征振武节度使吴师泰…。冬，十月，
    # 复以师泰为振武节度使; 卷256: 初，田令孜在蜀募新军…。夏，四月，令孜自兼两池榷盐使)
    ("先是征振武节度使吴师泰为左金吾大将军，以诸葛爽代之。师泰见朝廷多故，使军民上表留己。冬，十月，复以师泰为振武节度使，"
     "以爽为夏绥节度使。", "复以师泰", False, False, False),
    ("初，田令孜在蜀募新军五十四都，每都千人，分隶两神策。是时藩镇各专租税，河南·北、江、淮无复上供。夏，四月，令孜自兼"
     "两池榷盐使，收其利以赡军。", "令孜自兼", False, False, False),
    # …and at a leap month alone, which no look-back names, after a quote too (资治通鉴 卷67: 初，魏公操遣庐江太守朱光屯皖，
    # 大开稻田。吕蒙言于权曰：“…宜早除之。”闰月，权亲攻皖城; its 白话: …应当早日除去朱光。”闰五月，孙权亲自率军攻打皖城)
    ("[4]初，魏公操遣庐江太守朱光屯皖，大开稻田。吕蒙言于权曰：“皖田肥美，若一收孰，彼众必增；宜早除之。”闰月，权亲攻皖城。",
     "权亲攻", False, False, False),
    ("[4]当初，魏公曹操派庐江太守朱光在皖屯兵，大量开垦稻田。吕蒙对孙权说：“…应当早日除去朱光。”闰五月，孙权亲自率军攻打皖城。",
     "孙权亲自", False, False, False),
    # A clause that names where the party marched on or attacked, with 也, is a look back (资治通鉴 卷12: 上之击陈也;
    # 卷152: 尔朱荣之趣洛也), and so is its 白话's 到X之时 (卷152 白话)
    ("[6]上之击陈也，征兵于梁；梁王称病，使将将兵诣邯郸。", "击陈", False, False, True),
    ("尔朱荣之趣洛也，遣其都督樊子鹄取唐州，唐州刺史崔元珍、行台郦恽拒守不从。", "唐州", False, False, True),
    ("尔朱荣到洛阳之时，派都督樊子鹄攻取唐州，唐州刺史崔元珍、行台郦恽死守唐州不降。", "洛阳", False, False, True),
    # Straight quotes are read by turns, a speech going on into the next line closed there (宋史 岳飞传, NiuTrans
    # Classical-Modern: 飞奏："兴等过河…\n…正中兴之机。"飞进军朱仙镇), and on one line as before (三国演义 第十八回:
    # 荀彧差人报说："刘表助张绣屯兵安众，截吾归路。"操答书曰："…")
    ("飞奏：\"兴等过河，人心愿归朝廷。\n金兵累败，兀术等皆令老少北去，正中兴之机。\"飞进军朱仙镇，距汴京四十五里。",
     "飞进军", False, False, False),
    ("飞奏：\"兴等过河，人心愿归朝廷。\n金兵累败，兀术等皆令老少北去，正中兴之机。\"飞进军朱仙镇，距汴京四十五里。",
     "正中兴", True, True, False),
    ("次日，忽荀彧差人报说：\"刘表助张绣屯兵安众，截吾归路。\"操答书曰：\"吾日行数里。\"", "张绣屯兵", True, True, False),
    ("次日，忽荀彧差人报说：\"刘表助张绣屯兵安众，截吾归路。\"操答书曰：\"吾日行数里。\"", "操答书", False, False, False),
    # 初 only before a comma: 初三 and 初至 are no look-back.
    ("十月初三，至营州。初至幽州，上大悦。", "营州", False, False, False),
    # A sentence that opens after a closing quote: 。”初，
    ("上曰：“至辽东。”初，帝至洛阳。", "洛阳", False, False, True),
    # A “ closed by a straight " (东周列国志 第二十一回, 殆知阁): the narrative goes on after it …
    ("备言：“情愿率本部兵马为向导，追赶国主，以效微劳。\"桓公见了密卢首级，不由不信，即用黄花为前部，"
     "引大军进发，直抵无棣，果是个空城。桓公使高黑同之，“其人可信否？”", "直抵无棣", False, False, False),
    # … also where a later speech opens with a turned ” after its colon (东周列国志 第二十四回: 以从民欲。"桓公…乃曰：”;
    # 第八十二回: 决于此日。"董褐还报晋侯…曰：”), which closes nothing …
    ("叔颜曰：“百姓逃难者，大半在夷仪地方，愿迁夷仪，以从民欲。\"桓公乃命三国各具版筑，筑夷仪城。桓公乃曰：”寡人借诸君之力。“",
     "筑夷仪城", False, False, False),
    ("夫差亲对曰：“周王有旨，命寡人主盟中夏，从与不从，决于此日。\"董褐还报晋侯，鲁、卫二君皆在坐，董褐私谓赵鞅曰：”臣观"
     "吴王口强而色惨，必使之去王号以为名。\"", "董褐还报", False, False, False),
    # … but a stray " inside a “…” closed by ” is no close (唐书志传通俗演义, the same edition)
    ("瑰说渊曰：“关中起兵者，\"踵而待，拥义师，迎众欲，何不济哉！瑰在冯翊积年，可遣人往招之。”渊悦曰：“是吾心也。”",
     "瑰在冯翊", True, True, False),
])
def test_speech_titles_and_look_backs(text: str, word: str, speech: bool, quote: bool, flashback: bool) -> None:
    layout = analyse_layout(parse_text(text, name="t.txt"))
    at = _at(text, word)
    assert (layout.in_speech(at), layout.in_quote(at), layout.in_flashback(at)) == (speech, quote, flashback)


def test_notes_and_sections_after_a_break_are_commentary() -> None:
    # A bracketed note (续资治通鉴长编's annotator) and a section after 。。。。。。 that gives no
    # narrative date are commentary; the march's places in them are not stops.
    text = parse_text("庚午，上至太原（李焘注：一作太原府），驻跸于汾水之东。\n。。。。。。\n后人论曰：太原之役，得失参半。",
                      name="t.txt")
    layout = analyse_layout(text, dates=[])
    assert layout.in_commentary(text.simplified.index("一作"))
    assert layout.in_commentary(text.simplified.index("后人论曰"))
    assert not layout.in_commentary(text.simplified.index("驻跸"))
    assert layout.break_lines == (2,)


@pytest.mark.parametrize("name", ["wude3_shimin_luoyang_zztj", "wude3_shimin_luoyang_baihua"])
def test_a_day_after_a_comma_brings_its_sentence_back(name: str) -> None:
    # 初，…。秦王世民引军自晋州还攻夏县，壬午，屠之 (资治通鉴 卷189 and its 白话): the look-back ends where
    # the sentence with the day begins; the 夏县 of 尉迟敬德's story stays in it.
    line = (ROOT / "corpus" / f"{name}.txt").read_text(encoding="utf-8").splitlines()[3]
    text = parse_text(line, name="t.txt")
    layout = analyse_layout(text)
    simp = text.simplified
    assert layout.in_flashback(simp.index("夏县"))
    assert not layout.in_flashback(simp.index("晋州"))


@pytest.mark.parametrize("first", [8, 24])
def test_a_chapter_title_ends_the_comment_after_a_break(first: int) -> None:
    # 蔡东藩 明史演义 ends each 回 with a break and the author's comment; the next 回's title starts the
    # story again (第五十三回, 第五十四回 and the narrative after them are not commentary).
    lines = (ROOT / "corpus" / "zhengde14_wuzong_nanxun_novel.txt").read_text(encoding="utf-8").splitlines()
    raw = "\n".join(lines[first - 4:first + 1])  # …下回续详。 / ---------- / comment / 第N回 / 却说…
    text = parse_text(raw, name="t.txt")
    layout = analyse_layout(text, dates=[])
    comment, story = text.content.splitlines()[2], text.content.splitlines()[4]
    assert layout.in_commentary(text.content.index(comment) + 2)
    assert not layout.in_commentary(text.content.index(story) + 2)


def test_the_date_reader_and_the_stops_see_the_same_structure() -> None:
    text = parse_text("上曰：“九月，至辽东。”初，帝至洛阳。\n十月，至营州。", name="t.txt")
    a, b = analyse_layout(text), layout_of(text.simplified)
    assert (a.speech, a.quotes, a.flashbacks, a.sentence_ends) == (b.speech, b.quotes, b.flashbacks, b.sentence_ends)


@pytest.mark.parametrize(("text", "word", "flashback"), [
    # 初，… 至是 … : the annals come back to their present (资治通鉴 卷212).
    ("　　[14]初，隋末国马皆为盗贼及戎狄所惊。至是有马四十三万匹，牛羊称是。上嘉毛仲之功，癸巳，加毛仲开府仪同三司。",
     "隋末", True),
    ("　　[14]初，隋末国马皆为盗贼及戎狄所惊。至是有马四十三万匹，牛羊称是。上嘉毛仲之功，癸巳，加毛仲开府仪同三司。",
     "癸巳", False),
    # Without 至是 it lasts to its line end (资治通鉴 卷217).
    ("　　[20]初，禄山欲自将攻潼关，至新安，闻河北有变而还。蔡希德将兵万人自河内北击常山。", "常山", True),
    # …or to a sentence that opens with a bare day, when it named no year or month of its own: the
    # annals' present (旧五代史 庄宗纪 同光元年; 资治通鉴 卷181).
    ("八月壬申朔，帝遣李绍斌以甲士五千援泽州。初，李继韬之叛也，潞之旧将裴约以兵戍泽州。帝闻之，嗟痛不已。"
     "甲戌，帝自杨刘归邺。", "杨刘", False),
    ("　　初，九军度辽，凡三十万五千，及还至辽东城，唯二千七百人。帝大怒，锁系述等。癸卯，引还。", "引还", False),
    ("　　初，九军度辽，凡三十万五千，及还至辽东城，唯二千七百人。帝大怒，锁系述等。癸卯，引还。", "辽东城", True),
    # A clause naming where the party was (X之在Y也) looks back: 资治通鉴 卷262 and 卷279.
    ("以前商州刺史李存权知华州。车驾之在华州也，商贾辐凑，韩建重征之。", "车驾之在华州", True),
    ("以前商州刺史李存权知华州。车驾之在华州也，商贾辐凑，韩建重征之。", "李存权知华州", False),
    ("闵帝之在卫州也，惟磁州刺史宋令询遣使问起居。", "卫州", True),
    # …or where he camped, went or passed (X之屯Y也, X之幸Y也, X之过Y也: 资治通鉴 卷99, 卷180, 卷108).
    ("温之屯灞上也，顺阳太守薛珍劝温径进逼长安；温弗从。", "灞上", True),
    ("温之屯灞上也，顺阳太守薛珍劝温径进逼长安；温弗从。", "温弗从", False),
    ("帝之幸启民帐也，高丽使者在启民所，启民不敢隐，与之见帝。", "启民帐", True),
    ("垂之过参合陂也，见积骸如山，为之设祭，军士皆恸哭，声震山谷。", "参合陂", True),
    # …or where he came back from (X之自Y还也: 资治通鉴 卷287, 卷178, 卷159).
    ("帝之自寿阳还也，留兵千人戍承天军。戍兵闻契丹北还，不为备", "寿阳", True),
    ("何稠之自岭南还也，宁猛力请随稠入朝，稠见其疾笃，遣还钦州", "岭南", True),
    ("欢之自玉壁归也，军中讹言韦孝宽以定功弩射杀丞相", "玉壁", True),
    # …written with no 也 where a paragraph opens with it, and its 白话 (资治通鉴 卷140): the 魏主 had left.
    ("　　[3]甲子，魏主如钟离。\n　　[4]魏主之在钟离，仇池镇都大将、梁州刺史拓跋英请以州兵会刘藻击汉中，魏主许之。",
     "钟离，仇池", True),
    ("　　[4]北魏孝文帝在钟离之时，仇池镇都大将、梁州刺史拓跋英请求率领州兵会同刘藻一起去袭击汉中，孝文帝准许了他的请求。",
     "钟离之时", True),
    # …not inside a paragraph (旧五代史 卷119, 四库本: those of the 蕃部 who were at 幽州).
    ("契丹闻其亲征君臣恐惧沿边城垒皆望风而下凡蕃部之在幽州者亦连宵遁去车驾至瓦桥关探逻是实甚喜", "瓦桥关", False),
    # A look-back that dates itself keeps its days (初，三月…。丙午，…).
    ("　　初，三月，李勣军至柳城。丙午，李勣渡辽水。", "渡辽水", True),
])
def test_a_look_back_ends_where_the_text_comes_back(text: str, word: str, flashback: bool) -> None:
    assert analyse_layout(parse_text(text, name="t.txt")).in_flashback(_at(text, word)) is flashback


@pytest.mark.parametrize(("text", "word", "heading"), [
    # A 卷 opens with its span in 岁阳岁阴 names: the compiler's heading, to its line end
    # (资治通鉴 卷1; 续资治通鉴 卷2, robertsong2000/daizhigev20 史藏/编年/续资治通鉴.txt).
    ("起著雍摄提格，尽玄黓困敦，凡三十五年。\n威烈王二十三年（戊寅，公元前四零三年）", "困敦", True),
    ("起著雍摄提格，尽玄黓困敦，凡三十五年。\n威烈王二十三年（戊寅，公元前四零三年）", "威烈王", False),
    ("●卷第二\n　　　　【宋纪二】　起重光作噩正月，尽玄黓阉茂十二月，凡二年。\n　　春，正月，丙申朔", "十二月", True),
    ("●卷第二\n　　　　【宋纪二】　起重光作噩正月，尽玄黓阉茂十二月，凡二年。\n　　春，正月，丙申朔", "丙申", False),
    # 起 as a verb is no heading: 续资治通鉴 卷1 (匡胤惊起).
    ("匡胤惊起，未及应，即被以黄袍", "未及", False),
])
def test_a_volumes_span_heading(text: str, word: str, heading: bool) -> None:
    layout = analyse_layout(parse_text(text, name="t.txt"))
    at = _at(text, word)
    assert (layout.in_heading(at), layout.in_commentary(at)) == (heading, heading)


@pytest.mark.parametrize(("text", "word", "heading"), [
    # A novel's chapter title on a line of its own sums up what is to come: 蔡东藩 明史演义
    # 第三十四回 (corpus/zhengtong14_yingzong_tumu_modern.txt) and 三国演义 第三十三回.
    ("　　第三十四回　王骥讨平麓川蛮　英宗败陷土木堡\n　　东南才报平靖，西北陡起烽烟", "土木堡", True),
    ("　　第三十四回　王骥讨平麓川蛮　英宗败陷土木堡\n　　东南才报平靖，西北陡起烽烟", "东南", False),
    ("第三十三回　曹丕乘乱纳甄氏　郭嘉遗计定辽东\n却说曹丕见二妇人啼哭", "辽东", True),
    # A chapter line that goes on into the story is narrative (the bench corpus: 第1章 and text).
    ("第一章 九月十八日，大军至辽东城。", "辽东城", False),
    # 第 as an ordinal inside a sentence is none: 次第至营州.
    ("车驾次第至营州。", "营州", False),
])
def test_a_chapter_title_is_a_heading(text: str, word: str, heading: bool) -> None:
    layout = analyse_layout(parse_text(text, name="t.txt"))
    assert layout.in_heading(_at(text, word)) == heading


@pytest.mark.parametrize(("text", "word", "verse"), [
    # A novel's verse after the line that announces it is the narrator's comment (三国演义
    # 第四十一回 后人有诗曰, 第四十九回 又有一绝云); the story before and after it is not.
    ("背后张郃赶来。后人有诗曰：\n红光罩体困龙飞，\n征马冲开长坂围。\n四十二年真命主，\n将军因得显神威。\n张郃见了，大惊而退。",
     "长坂围", True),
    ("背后张郃赶来。后人有诗曰：\n红光罩体困龙飞，\n征马冲开长坂围。\n四十二年真命主，\n将军因得显神威。\n张郃见了，大惊而退。",
     "张郃见了", False),
    ("追叹前朝割据忙。又有一绝云：\n山高月小水茫茫，\n追叹前朝割据忙。\n南士无心迎魏武，\n东风有意便周郎。\n不说江中鏖兵。",
     "南士", True),
    # Short lines with no verse announced are the story (an annals' line per day).
    ("上至辽东城。\n乙酉，渡辽水。\n丙戌，至营州。", "营州", False),
])
def test_a_novels_verse_is_commentary(text: str, word: str, verse: bool) -> None:
    layout = analyse_layout(parse_text(text, name="t.txt"))
    assert layout.in_commentary(_at(text, word)) == verse


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        # An unclosed 「 ends with its line, with a doubt; the march after it is still read.
        ("九月十八日，上至辽东城。帝曰：「善。\n二十一日，上渡辽水。\n十月，上至营州。", [1]),
        # 三国演义 (zhangbiqiong/sanguoyanyi) with the source's own odd ASCII quote: 蔡瑁叱曰："汝何人
        ('众官未及对，幕官李珪答曰："公子之言甚善。"蔡瑁叱曰："汝何人，敢乱言！\n玄德引兵至樊城。', [1]),
        # A novel's speech over two paragraphs opens each one again and closes only at the end.
        ("玄德曰：“吾闻之：\n“民为贵，社稷次之。”\n遂引兵至樊城。", []),
        # Balanced quotes of every kind, 资治通鉴 and 东周列国志.
        ("上曰：“至辽东。”又曰「渡辽水」。姜氏曰：‘晋公子必反其国。’遂至辽东城。", []),
    ],
)
def test_an_unclosed_quote_is_a_doubt_and_ends_with_its_line(text: str, lines: list[int]) -> None:
    t = parse_text(text, name="t.txt")
    assert [w.line for w in unclosed_quotes(t)] == lines
    layout = analyse_layout(t)
    last = t.simplified.rfind("至")
    assert not layout.in_quote(last)  # the last move is narrative, whatever came before


@pytest.mark.parametrize(("text", "context", "word", "flashback"), [
    # A year the date reader reads as a look back makes its clause one: 资治通鉴 卷262 白话 (the
    # emperor's earlier stay at 华州) and 高士奇 扈从西巡日录 (a record of 成化十四年 at 王槐铺) …
    ("以前商州刺史李存权为华州刺史。乾宁三年、四年唐昭宗在华州的时候，商贾集聚。", "天复元年十一月", "在华州", True),
    ("驻跸王槐铺烟火千家三闗孔道也志载成化十四年有异鸟止于阜平王槐铺林间", "康熙二十二年二月", "平王槐铺", True),
    # … but not the clause before it, nor a day the reader doubts (十月五日, a slip or a look back).
    ("以前商州刺史李存权为华州刺史。乾宁三年、四年唐昭宗在华州的时候，商贾集聚。", "天复元年十一月", "李存权为华州", False),
    ("十月十三日，宴。十月五日，还至华州。", "天复元年十月", "华州", False),
])
def test_a_year_looking_back_makes_its_clause_a_look_back(text: str, context: str, word: str, flashback: bool) -> None:

    t = parse_text(text, name="t.txt")
    layout = analyse_layout(t, find_dates(t.content, context))
    assert layout.in_flashback(t.simplified.index(word) + len(word) - 1) is flashback


@pytest.mark.parametrize(("word", "flashback"), [
    # A text without punctuation (旧五代史 卷119, 四库本: a year's annals in one line of 3,800 characters)
    # has no sentence ends: a look-back clause (世宗之在位也) or a year in a note (【五代会要显德六年勅…】)
    # reaches a sentence's length at most, not the whole line.
    ("干宁军", False),
    ("益津闗", False),
    ("世宗之在位也", True),
])
def test_a_look_back_in_a_text_without_punctuation(word: str, flashback: bool) -> None:
    from route.dates import resolve_dates_leniently

    raw = (ROOT / "corpus" / "xiande6_shizong_north_jwds.txt").read_text(encoding="utf-8")
    text = parse_text(raw, name="xiande6_shizong_north_jwds.txt")
    dates = resolve_dates_leniently(text.content, simplified=text.simplified).dates
    at = text.content.index(word)
    assert analyse_layout(text, dates).in_flashback(at) is flashback


@pytest.mark.parametrize(("text", "word", "note"), [
    # An annotator's note in 【】 or 〔〕 is commentary (旧五代史 四库本; 资治通鉴 卷120 with 胡三省's notes).
    ("诏废诸州铜鱼【五代会要显德六年勅诸道牧守毎遇除移特降制书何假符契其请纳铜鱼宜废之】甲戌车驾京师", "五代会要", True),
    ("五月，魏主发平城。〔〖胡三省注〗《魏书·官氏志》：内入诸姓，步六孤氏后改为陆氏。〕辛巳，济君子津。", "官氏志", True),
    ("五月，魏主发平城。〔〖胡三省注〗《魏书·官氏志》：内入诸姓，步六孤氏后改为陆氏。〕辛巳，济君子津。", "君子津", False),
    # …and a modern editor's in [] opening with 按 (方士淦 东归日记, with its dates: 乾隆五十二年 is no day of the
    # journey), but not an entry's number (资治通鉴 白话 [3]).
    ("札义烈公[按：即纳穆札尔，蒙古正白旗人。乾隆二十三年授参赞大臣]，伊犁将军保文端公之父[按：保文端公，即纳穆札尔之子保宁，"
     "乾隆五十二年调伊犁将军。]，乾隆间叶尔羌殉烈。", "乾隆五十二年", True),
    ("札义烈公[按：即纳穆札尔，蒙古正白旗人。乾隆二十三年授参赞大臣]，伊犁将军保文端公之父。", "伊犁将军", False),
    ("[3]壬子，祭后土于汾阴。", "汾阴", False),
])
def test_an_annotators_note_is_commentary(text: str, word: str, note: bool) -> None:
    assert analyse_layout(parse_text(text, name="t.txt")).in_commentary(_at(text, word)) is note


# 御定资治通鉴纲目三编 卷四 (洪武二十一年, 蓝玉 at 捕鱼儿海; daizhigev20 史藏/编年, 5fb37cfc), lines cut short at …
_GANGMU_HONGWU = (
    "　　三月沐英讨思伦发破走之\n"
    "　　【先是思伦发诱群蛮冦马龙他郎甸之摩沙勒寨沐英遣都督同知正击破之至是思伦发悉举其众冦定边号三十万英选骑三万驰救】"
    "质实【马龙他郎甸今云南元江州新平县西北有故新化州】\n"
    "　　夏四月蓝玉袭破元特古斯特穆尔于捕鱼儿海获其子廸保努\n"
    "　　【玉以大军出大寜至庆州闻特古斯特穆尔在捕鱼儿海间道驰进次纽珲南道无水军士渴甚路傍小山忽涌四泉士马得不困乏至百眼井"
    "去捕鱼儿海四十余里不见敌】质实【捕鱼儿海在庆州西北今克什克腾西北周数十里】\n"
    "　　髙丽李成桂囚其王禑而立禑之子昌\n"
    "　　【禑欲冦辽东使其军都相往莹李成桂缮兵成桂遣千户陈景屯艾州以粮不继而退】质实【艾州一统志作忧州黄海道在朝鲜国城西南】\n"
    "　　六月信国公汤和归鳯阳\n"
    "　　【帝春秋寝髙不欲诸将乆典兵未有以发也和以间从容乞骸骨帝大悦赐钞治第鳯阳】\n"
    "　　秋七月以解缙为监察御史\n"
    "　　【缙举是年进士授中书庶吉士甚见爱重】质实【解缙字大绅吉水人】\n")


@pytest.mark.parametrize(("raw", "word", "note"), [
    # A 纲目 writes each headline (纲) on a line and the story in full (目) opening the next, in 【】: the 目 is the text's
    # narrative, its 质实 a note (御定资治通鉴纲目三编: 洪武二十一年 of 蓝玉, 正统十四年 of the captive 上皇).
    (_GANGMU_HONGWU, "至百眼井", False),
    (_GANGMU_HONGWU, "今克什克腾", True),
    ((ROOT / "corpus" / "jingtai1_yingzong_huanjing_gangmu.txt").read_text(encoding="utf-8"), "至良乡父老进茶果", False),
    ((ROOT / "corpus" / "jingtai1_yingzong_huanjing_gangmu.txt").read_text(encoding="utf-8"), "卢沟桥在宛平县西南", True),
])
def test_a_digests_full_story_is_no_note(raw: str, word: str, note: bool) -> None:
    assert analyse_layout(parse_text(raw, name="t.txt")).in_commentary(_at(raw, word)) is note


@pytest.mark.parametrize(("text", "line", "word", "speech"), [
    # A translation that turned its quotation marks into spaces: speech from the verb of saying and its
    # spaced colon to the line's end (NiuTrans Classical-Modern: 旧唐书 高祖纪 白话, 昭宗纪 白话, 宋史 真宗纪 白话) …
    ("yining1_liyuan_changan_jtsbaihua.txt", 19, "霍邑东南", True),
    ("qianning3_zhaozong_huazhou_jtsbaihua.txt", 35, "藩臣倔强", True),
    ("jingde1_zhenzong_chanyuan_songshibaihua.txt", 34, "契丹请求讲和", True),
    # … not the narrative before it, after its sentence (后汉书 光武帝纪 白话: …为鱼。光武没有回答，…真定), nor the next line.
    ("qianning3_zhaozong_huazhou_jtsbaihua.txt", 35, "韩建前来", False),
    ("gengshi1_liuxiu_hebei_hhsbaihua.txt", 11, "真定", False),
    ("qianning3_zhaozong_huazhou_jtsbaihua.txt", 34, "富平", False),
])
def test_speech_without_quotation_marks(text: str, line: int, word: str, speech: bool) -> None:
    raw = (ROOT / "corpus" / text).read_text(encoding="utf-8")
    t = parse_text(raw, name=text)
    at = t.content.index(word, sum(len(x) + 1 for x in t.content.split("\n")[:line - 1]))
    assert analyse_layout(t).in_speech(at) is speech


@pytest.mark.parametrize(("name", "line", "place", "speech"), [
    # the 殆知阁 三国演义 turns its curly marks either way and breaks lines inside speech: 喜曰：“将军名震天下…！\n
    # 今归皇叔，足见忠义！“关公诉说… 卞喜曰：”将军杀之是也…“关公甚喜，同上马过了汜水关 (第二十七回); 陆逊's speech broken
    # over two lines, …先取成都，深为上策；如四路兵败，别作商议。“权从之 (第八十六回)
    ("jianan5_guanyu_guowuguan_sgyy", 23, "汜水关", False),
    ("huangchu5_caopi_guangling_sgyy", 5, "成都", True),
])
def test_turned_and_broken_quotes(name: str, line: int, place: str, speech: bool) -> None:
    import json

    from route.corpus import load_text

    root = Path(__file__).resolve().parent.parent
    gold = json.loads((root / "bench" / "gold" / f"{name}.json").read_text(encoding="utf-8"))
    text = load_text(root / gold["text"])
    layout = analyse_layout(text, find_dates(text.content, gold.get("context")))
    at = sum(len(x) + 1 for x in text.simplified.split("\n")[:line - 1]) + text.simplified.split("\n")[line - 1].index(place)
    assert layout.in_speech(at) == speech


@pytest.mark.parametrize(("text", "inside", "after"), [
    # a look-back opening a sentence inside a paragraph is that sentence (唐史演义 第九十七回; 资治通鉴 卷177: the entry
    # opens 是日，贺若弼自广陵引兵济江, and 晋王广帅大军屯六合 is its present again)
    ("昭宗闻乱，亟登奉天楼。先是有盐州六都兵屯驻京师，为左右两军所惮，昭宗急令入卫，两军方才退走。昭宗至李筠营避乱。",
     "盐州六都兵", "昭宗至李筠营"),
    ("是日，贺若弼自广陵引兵济江。先是弼以老马多买陈船而匿之，买弊船五六十艘，置于渎内。韩擒虎将五百人自横江宵济采石。"
     "晋王广帅大军屯六合镇桃叶山。", "买陈船", "晋王广帅大军"),
])
def test_a_look_back_inside_a_paragraph_is_its_sentence(text: str, inside: str, after: str) -> None:
    t = parse_text(text, name="t.txt")
    lay = analyse_layout(t, [])
    assert lay.in_flashback(t.simplified.index(inside)) and not lay.in_flashback(t.simplified.index(after))


@pytest.mark.parametrize("text", [
    # …but opening its entry, it runs to the entry's end (the [17]先是，… entries of 资治通鉴)
    "[17]先是，上遣使者诣其国。其王不从。使者还至长安。",
])
def test_a_look_back_opening_its_entry_runs_to_the_entry_end(text: str) -> None:
    t = parse_text(text, name="t.txt")
    assert analyse_layout(t, []).in_flashback(t.simplified.index("使者还至"))


@pytest.mark.parametrize(("raw", "comment"), [
    # After a chapter's closing formula and a break, the author's comment, whatever dates it cites (蔡东藩 南北史演义
    # 第九十八回; 五代史演义 第二十九回).
    ("　　毕竟狄去邪所见何物，且待下回再表。\n　　-------------------------------\n"
     "　　纲目于大业十二年三月，大书特书曰：“宴群臣于西苑”。是年七月，炀帝幸江都，自是不得复返。\n", "纲目"),
    ("　　杨光远代为奏闻，能否邀晋主允准，容待下回叙明。\n　　----------\n"
     "　　俚语有云：风吹墙头草。然敬瑭入洛，仅阅一年，天福元年十一月即位。\n", "俚语"),
])
def test_the_comment_after_a_chapters_close_is_commentary(raw: str, comment: str) -> None:
    t = parse_text(raw, name="t.txt")
    assert analyse_layout(t, find_dates(t.content, "大业十一年")).in_commentary(t.simplified.index(comment))


@pytest.mark.parametrize(("raw", "inside", "story"), [
    # A line that is only the collation notes' heading opens the editor's apparatus, to the next chapter or the end
    # (三朝北盟会编 卷二十, 许亢宗 行程录; 北齐书 卷五十): what it restores is told again, no story of its own
    ("第二十程至锦州自出榆关东行路平如掌\n※卷二十校勘记。\n第七程至蓟州蓟州乃渔阳也。（原脱蓟州十九字）\n",
     "第七程至蓟州", "第二十程至锦州"),
    ("郭秀，范阳涿人。事高祖为行台右丞。\n校勘记\n[二]范阳涿人诸本 涿 下衍 郡 字，今据北史卷九二郭秀传删。\n",
     "[二]范阳", "郭秀，范阳"),
])
def test_the_collation_notes_are_commentary(raw: str, inside: str, story: str) -> None:
    t = parse_text(raw, name="t.txt")
    layout = analyse_layout(t, find_dates(t.content, "宣和七年"))
    assert layout.in_commentary(t.simplified.index(inside)) and not layout.in_commentary(t.simplified.index(story))


@pytest.mark.parametrize(("text", "subject"), [
    # a life opens with its subject (后汉书 邓禹传 after its heading; 新唐书 裴行俭传; 明史 郑和传), named again below
    ("后汉书卷十六 邓寇列传 第六\n邓禹字仲华，南阳新野人也。\n禹闻之，乃北渡河。禹至箕关。", "邓禹"),
    ("裴行俭，字守约，绛州闻喜人。\n行俭至西州，行俭召四镇诸胡酋长。", "裴行俭"),
    ("郑和，云南人，世所谓三保太监者也。\n和经事三朝，郑和往锡兰山。", "郑和"),
    # …not a novel's clause that only looks like one (前汉演义), nor a name never written again
    ("过了一日，又差车骑数百人，送太公吕后入关。", None),
    ("卢镗，汝宁卫人。\n嘉靖时由世荫历福建都指挥佥事。", None),
])
def test_a_life_names_its_subject_first(text: str, subject: str | None) -> None:
    assert biography_subject(text) == subject
