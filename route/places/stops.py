"""Tell real stops of the march from mere mentions of a place.

A mention is a stop when a movement verb (至, 渡, 驻, 发 …) puts the main
party at the place; speech, flashbacks, regions, other actors, directions
and commentary after a section break stay mentions. The words come from
``data/movement.toml``.
"""
from __future__ import annotations

import bisect
import re
import tomllib
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import Protocol

import ahocorasick_rs

from route.calendar import dynasty_names, ruler_dynasties, ruler_to_come, sovereign_names, states_with_eras
from route.corpus import Text
from route.errors import ParseWarning
from route.script import to_simplified
from route.places.gazetteer import POLITY_REACHED_KM, Place, distance_km
from route.text.layout import DatedSpan as LayoutDatedSpan
from route.text.layout import Layout, analyse_layout, load_layout_words, spans_contain
from route.places.mentions import PlaceMention
from route.places.people import known_names, people_names, same_person

__all__ = ["Lexicon", "Layout", "load_lexicon", "analyse_layout", "classify_mentions", "find_unknown_places",
           "party_aliases", "dynasty_sovereigns", "find_handover", "find_party_accession", "find_capital_returns", "find_capital_start", "find_round_trip_start", "find_unplaced_moves",
           "find_held_cities", "ruler_title"]

MOVEMENT_WORDS = Path(__file__).resolve().parents[2] / "data" / "movement.toml"
# Punctuation, and the paragraph numbers and entry marks of annals ([3]壬子，祭后土于汾阴, ○丁巳).
_MARKS = r"\s，。；：！？,.;:!?（）()【】\[\]“”「」『』‘’\"《》·…—\-0-9○△"
_PUNCT = re.compile(f"[{_MARKS}、]+")
_CLAUSE_BREAK = re.compile(f"[{_MARKS}]")  # …but not 、: 东都、汝行营节度使 is one title
_CLAUSE = re.compile(f"[^{_MARKS}、]+")  # a clause's words
_CLAUSE_WITH_LISTS = re.compile(f"[^{_MARKS}]+")  # …with 、 inside: 与王贵妃、韦淑妃、太子 is one


class DatedSpan(LayoutDatedSpan, Protocol):
    """What this module needs of a date mention (see :class:`route.dates.DateMention`): what the
    layout needs, where it ends, and how fine it is."""

    end: int
    precision: str


@dataclass(frozen=True, slots=True)
class Lexicon:
    """Movement vocabulary, longest words first so 进至 wins over 至."""

    verbs: tuple[tuple[str, str, bool], ...]  # (word, kind, is_stop)
    verb_index: dict[str, tuple[str, bool]]  # word → (kind, is_stop)
    verb_sizes: tuple[int, ...]  # word lengths, longest first
    particles: tuple[str, ...]
    appositives: tuple[str, ...]  # 京都 of 回到京都长安
    fillers: tuple[str, ...]
    filler_pattern: re.Pattern[str]  # any filler, longest first; group keep: a name kept whole
    filler_forms: str  # 统步骑四万 (a command over troops), 巳时 (an hour): fillers by pattern
    act_adverbs: str  # 合 of 合攻贼于平海: how the party acts, before the act
    act_leads: str  # 转 of 转徇河东: going on before a one-word act on a place
    leads_group: tuple[str, ...]  # 率 of 率车骑将军邓弘等: who leads others, unnamed
    follow_openers: tuple[str, ...]  # 扈从 of 扈从上都还: the topic goes along
    follow_alone: str  # 从 of 从至广阿
    group_mark: str  # 等 of 邓弘等
    foes_acts: frozenset[str]  # 破 of 破X、Y于Z: an act on foes named in a list
    filler_name_min: int
    modern_de_per_mille: float
    classical_verbs: dict[str, str]
    delegation: tuple[str, ...]
    joined_not_sent: re.Pattern[str]  # 与让 of 密与让: a companion joined, no order given
    aspect_particles: tuple[str, ...]  # 了, 着: after a verb, never after a name
    orders_received: tuple[str, ...]  # 领敕, 奉诏: an order taken, not given
    orders_received_pattern: re.Pattern[str]  # 得到朝廷诏令: an order received, its giver between
    dynasty_words: tuple[str, ...]  # 朝 of 陈朝: a dynasty, no person
    kin: tuple[str, ...]
    departure: tuple[str, ...]
    departure_alone: frozenset[str]
    set_out_for: frozenset[str]
    unplaced_verbs: tuple[str, ...]
    region_reached: tuple[str, ...]  # 至 of 魏主至漠南: the party in the region itself
    region_passed: tuple[str, ...]  # 过 of 过幕南, 度 of 度碛北: a region (not a state) gone through
    reached_not: tuple[str, ...]  # 受到 of 受到后唐朝廷的猜忌: no arrival
    region_hunt: re.Pattern[str]  # 行围 of 幸木兰行围: a hunt in the region, so the party is in it
    hunt_in: tuple[str, ...]  # 秋狝 of 秋狝木兰
    sequence_marks: tuple[str, ...]  # 遂 of 幸缑氏，遂至东莱: the first place visited first
    hall_after: tuple[str, ...]  # 殿 of 长安殿: a hall, not the place
    back_from: tuple[str, ...]  # 至自 of 至自淮南: home from there
    held_for_him: tuple[str, ...]  # 修 of 修西京宫阙: a capital built or repaired while he is away
    set_out_marks: re.Pattern[str]  # 引兵而南, 周主自将伐齐: setting out, no place named
    arrive_here: tuple[str, ...]
    arrive_here_reach: int
    capital_return: tuple[str, ...]
    capital_start: re.Pattern[str]
    leave_from: frozenset[str]
    not_after_zai: tuple[str, ...]
    zai_sides: tuple[str, ...]
    sent: tuple[str, ...]
    own_camp_move: re.Pattern[str]
    default_party: tuple[str, ...]
    dynasty_armies: tuple[str, ...]
    dynasty_sovereigns: tuple[str, ...]  # 帝 of 后唐帝, 国主 of 北周国主
    dynasty_prefixes: str
    main_army: tuple[str, ...]
    date_leads: tuple[str, ...]  # 以 of 以十一月十日抵蓟州: "on" the date
    own_orders: tuple[str, ...]
    departure_words: tuple[str, ...]
    verb_particles: frozenset[str]
    general_before: str
    distance_verbs: frozenset[str]
    troops_after: tuple[str, ...]
    troops_counted: re.Pattern[str]  # 六千骑 of 发敦煌、张掖、酒泉六千骑: troops counted after the places
    held_by_after: tuple[str, ...]  # 之寇 of 破高平之寇: the place's men, not the place
    banish: tuple[str, ...]  # 流 of 流道弼至驩州: the banished go
    bare_rank_opens: int  # 王 alone opening this many clauses names a party called 燕王
    at_camp: frozenset[str]  # 就: at a place only with its camping (camp_after) after it
    moved_alone: frozenset[str]  # 移: to a place only where the place ends its clause
    party_text_share: float  # of the sentences opening with a mover, the party's share in a text about it
    restored: frozenset[str]  # 复: taken back, unless a name or a right is restored
    restored_after: tuple[str, ...]  # 为, 袭封: after 复X, X's name or right restored
    moved_people: re.Pattern[str]  # 六郡民 of 徙营丘…六郡民三万家于幽州: the people of the places moved
    people_movers: tuple[str, ...]  # 徙, 移: the words that move them
    camp_after: tuple[str, ...]  # 下营 of 就庸城下营
    left_at_after: tuple[str, ...]
    envoy_after: tuple[str, ...]
    named_here: tuple[str, ...]
    plans_for: tuple[str, ...]
    plan_escorts: tuple[str, ...]
    halts: frozenset[str]
    where_questions: tuple[str, ...]
    where_reach: int
    gate_from: tuple[str, ...]
    troops_verbs: frozenset[str]
    distance_after: re.Pattern[str]
    stage_distance: re.Pattern[str]  # 七十里 of 二十六日，七十里库尔喀喇乌苏 (a diary): the day's march there
    stage_travelled: re.Pattern[str]  # 车行六十里 of 壬午晴车行六十里临淮县 (a diary without marks)
    stage_ordinal: re.Pattern[str]  # 第二十程至 of …遗址宛然第二十程至锦州 (a journey's record): that stage's place
    border_after: re.Pattern[str]  # 界 of 涉康居界, 境内 of 到达和林境内: the land's edge reached
    border_end: re.Pattern[str]  # …closing a clause: 历交趾、占城界
    travel_span: re.Pattern[str]  # 又行七八日 (至锦州): how long or far the journey, naming no one
    edict_on_him: re.Pattern[str]  # 诏宽之: an edict dealing with the one just named, sending no one
    acts_on_it: re.Pattern[str]  # 遂过之, 大破之: acting on the one just named, naming no one
    campaign_clause: re.Pattern[str]  # 征讨董宪: a campaign against someone, naming no one who leads it
    foe_deeds: re.Pattern[str]  # 擒平章刘帖木: a deed done to the foe, naming only those it was done to
    foe_deed_at: tuple[str, ...]  # 于 of 破元兵于河西务: where the deed was done
    follow_leader: re.Pattern[str]  # 从卫国公邓愈讨: following a leader, naming no mover
    appointed: re.Pattern[str]  # 拜征西将军: an office taken, naming no one
    columns: re.Pattern[str]  # 分军三路: the army split into columns, naming no one
    mountain_verbs: frozenset[str]
    guide_roles: tuple[str, ...]
    guide_ahead: tuple[str, ...]
    guide_ahead_reach: int
    act_openers: frozenset[str]
    general_lead: float
    surname_armies: tuple[str, ...]  # 军 of 曹军: the party's army
    not_person_marks: tuple[str, ...]  # 军, 国 of 燕军, 魏国: a party found that is no person
    main_party_min: int
    chased: tuple[str, ...]
    chase_openers: tuple[str, ...]  # 逐, 追奔 opening a clause after a rout
    detached: tuple[str, ...]  # 分兵, 分军: a detachment goes
    follow_marks: tuple[str, ...]  # 从 of 从郭威涉河: following the party
    turn_home: tuple[str, ...]  # 回銮: home, or only the way home
    invested: tuple[str, ...]  # 封 of 徙封昰为益王: the title's bearer named
    invested_party: tuple[str, ...]  # 封 of 封白起为武安君: the party's title named
    noble_title_ends: tuple[str, ...]  # 君 of 武安君, 侯 of 长平侯: a lord's title, one man's
    shared_lord_titles: frozenset[str]  # 关内侯, 列侯: ranks many hold
    to_court: tuple[str, ...]  # 来降, 来朝: someone come to the court
    returns_to: frozenset[str]  # 还X after 幸X: he had been there
    rout_ends: tuple[str, ...]  # 溃, 大败 ending the clause before
    chase_adverbs: tuple[str, ...]
    main_army_after: tuple[str, ...]
    divisions: tuple[str, ...]  # 水军, 步兵: an army's divisions, no one named
    general_divisions: tuple[str, ...]  # 诸军, 各路军队: all the armies, a general's own
    all_armies: tuple[str, ...]  # 诸军 of 燧命诸军…进屯仓口: all his armies ordered, he goes with them
    court_armies: tuple[str, ...]  # 官军, 官兵: the court's army, a general's own in a text about him
    court_fought: tuple[str, ...]  # 败, 击: a rebel's acts on it (巢败官军)
    surnames: frozenset[str]
    compound_surnames: tuple[str, ...]
    life_reach: int  # how far after 陈嘉，字庆馀 his given name is written again, if his life opens there
    numeral_chars: str  # 五 of 录故功臣子孙五百余人: a count of men, no one's home
    not_in_names: str  # 之 of 卫之君: no name holds it
    day_stems: str  # 丁 of 丁未, a day, no one's surname
    day_branches: str
    not_given_names: frozenset[str]
    actions_at: tuple[str, ...]
    stays_at: frozenset[str]
    receive_party: tuple[str, ...]
    party_objects: tuple[str, ...]
    following: tuple[str, ...]  # 相随 of 樊哙…等四人…快步相随: they go along with the party
    victory_openers: tuple[str, ...]  # 大败 of 大败马哈木军: a clause opening so names no one before it
    enemy_came: tuple[str, ...]  # 来战 of 马哈木…来战，大败之: the enemy came on, and was beaten
    enemy_fled: tuple[str, ...]  # 遁 of 张思道遁，遂克奉元: the enemy fled, the city taken
    encounters: tuple[str, ...]
    meeting_sides: tuple[str, ...]
    escort_before: tuple[str, ...]
    left_behind: tuple[str, ...]
    frequent_name_min: int
    state_ruler_titles: tuple[str, ...]  # 北魏国主: a four-character name of the 白话
    company_after: tuple[str, ...]  # 刘秀等, 刘秀等人: he and his company
    report_before_act: tuple[str, ...]  # 奏 of 长龄等奏败贼於X: his own act, reported
    noble_ranks: tuple[str, ...]  # 秦王, 唐公: a fief and a rank, a name of the novels
    not_noble_names: frozenset[str]  # 大王, 主公: no fief
    ruler_title_ends: tuple[str, ...]  # 魏主, 北魏国主: a ruler, with a capital
    like_words: tuple[str, ...]  # 如: "went to" after a subject, "as" after an act
    self_acts: tuple[str, ...]  # 自率: after orders to others, the party acts itself
    self_alone: frozenset[str]  # 自 of 自发楚州: the one before acts himself
    self_then: tuple[str, ...]  # 却 of 自己却分兵: between oneself and the act
    name_adverbs: frozenset[str]  # 自, 却 right after a name: 操自领兵, 孔明却在
    between: tuple[str, ...]  # 间, 之间 after X、Y: the land between them
    held: tuple[str, ...]  # 守, 拒守: a city held, which 攻之 then takes
    way: re.Pattern[str]  # 自X至Y，所过: what lay along the way
    annals_dates_per_mille: float  # dates per 1000 characters: annals above, novels below
    escorted_reach: int  # 田令孜侍奉 + 唐僖宗: an escort and its subject before the party
    possessive: str  # 的, 之 after a party name inside a clause: something of his
    zai_list: re.Pattern[str]  # 、凤州 of 在兴州、凤州置…: the rest of a list before an act
    held_reach: int
    pronoun_takes: tuple[str, ...]  # 攻之, 克之
    date_copulas: tuple[str, ...]  # 为 of 是年为永乐十二年: a date said to be another
    not_ruler_titles: tuple[str, ...]  # 公主
    take_weight: float  # 黄巢陷X: a taking counts this much for the main party
    holds: frozenset[str]  # 进据, 占据: a place held, a stay that counts for no one as the main party
    summoned_to_meet: re.Pattern[str]  # 征沛王辅会睢阳: the party there to meet the man summoned
    summoned_alone: re.Pattern[str]  # 召还京师: the story's man called back, no one named
    named_lead: float  # 玄德 named this many times as often as the next mover: the main party
    set_out_near_km: float  # 幸太原，避暑汾阳宫: a stop this near the place set out for is beyond it
    party_opens_reach: int
    heading_verbs: frozenset[str]
    heading_after: tuple[str, ...]
    on_the_way_after: tuple[str, ...]  # 途经 of 返回长安，途经赵国: still on the way there
    reached_marks: str  # 到 of 回到洛阳，路过…: reached, whatever follows
    went_to: tuple[str, ...]  # 赴, 往: going to a place …
    went_to_do: re.Pattern[str]  # … to do something there right after it (赴荆南发战舰): he got there
    heading_troops: tuple[str, ...]
    heading_detour: float
    met_with: tuple[str, ...]
    met_with_mark: str
    meet_at: str  # 会 of 与彭会荆门: a meeting there, no 于
    meet_name_reach: int
    send_off: tuple[str, ...]
    send_off_back: tuple[str, ...]  # 送至汉州而还: the one who saw the party off turns back
    imperial_persons: tuple[str, ...]  # 太后, 上皇: of the sovereign's standing, whom 上 may name
    deaths: tuple[str, ...]
    died_there: tuple[str, ...]
    illness: tuple[str, ...]
    illness_reach: int
    given_name_opens_min: int
    filler_chars: str
    received_after: tuple[str, ...]
    received_skip: tuple[str, ...]
    genitive: tuple[str, ...]
    genitive_reach: int
    naming: tuple[str, ...]  # 前到一山，名马鞍山: the word that names the place reached
    naming_one: str
    naming_reach: int
    naming_place: tuple[str, ...]  # 行至楚州西北，地名清口: the clause of going before it is the move
    capital_return_to_capital: frozenset[str]  # 还都, 还京: to 京师 itself, not to wherever the court lived
    palace_return: frozenset[str]  # 还宫: back to the palace, a sovereign's return
    arrival_when: tuple[str, ...]  # 及抵陕州: when (the story's traveller) reached it
    naming_goes: tuple[str, ...]
    list_marks: frozenset[str]
    unmarked_list_kinds: tuple[str, ...]
    posted: frozenset[str]
    post_orders: tuple[str, ...]
    unmarked_list_apart_km: float
    unmarked_list_after: tuple[str, ...]
    perception: tuple[str, ...]
    fear: re.Pattern[str]  # 恐: a move feared is no move
    topic_reach: int
    campaign_against: re.Pattern[str]
    campaign_leads: tuple[str, ...]
    campaign_target_min: int
    rival_share: float
    annals_share: float
    topic_motion: re.Pattern[str]
    not_acting_before: Mapping[str, tuple[str, ...]]  # 将军 of 上将军, 书 of 上书: no sovereign acting
    joint_marks: str  # 与 of 景宗与睿: the party named second of two who move
    act_with_marks: str  # 从 of 从经大破贼于王江泾: the one acted with or followed, before an act done at a place
    act_with_reach: int
    hold_order: re.Pattern[str]  # 守 of 令李抱玉守河阳: the one ordered stays
    hold_order_reach: int  # how far after the order word the word of holding ends
    joint_reach: int  # how long the first name may be
    daily_share: float  # annals dated day by day: this share of their dates or more is a day
    reign_to_come: int
    actors: tuple[str, ...]
    office_title: re.Pattern[str]  # 节度使, 兵马使…: an office (see _Topic._office_at)
    verb_words: tuple[str, ...]  # every movement word, for startswith
    clause_openers: tuple[str, ...]  # movement and action words that may open a subjectless clause
    unnamed_clauses: frozenset[str]  # 下诏曰, 还…: a clause that is one of these names no one
    along: tuple[str, ...]  # 并海: a way along the coast, ending a clause that names no one
    departure_only: tuple[str, ...]  # 起驾, 返回: a clause of these alone names no one
    companions: tuple[str, ...]  # 与X: who went along
    imperial_verbs: tuple[str, ...]  # 幸, 御: a sovereign's own moves
    act_modal: str  # 将 of 将封泰山
    visit_people_after: tuple[str, ...]  # 军士 of 临视右卫军士
    report_ends: tuple[str, ...]  # 探报 of 忽得探报，X在Y: the clause after is the news
    back_after: tuple[str, ...]  # 到来 of 从兴元到来: back from there
    lodgings: tuple[str, ...]  # 行宫 of 奔赴皇上行宫: his lodging, not he
    perception_openers: tuple[str, ...]  # 听说 opening a clause: its news names no mover
    camp_before_zai: tuple[str, ...]  # 驻扎 of 驻扎在长江北岸: camped by the place
    not_imperial: tuple[str, ...]  # 幸免, 御史: not they
    series_marks: tuple[str, ...]  # ；: a sentence that goes on with the one before
    asks: tuple[str, ...]  # 请: what follows in the sentence is asked for
    tomb_rites: tuple[str, ...]  # 祭, 祀: a rite…
    tombs: tuple[str, ...]  # …at a place whose name ends so (禹陵, 黄帝冢) is done there
    along_verbs: tuple[str, ...]  # 沿X…
    along_attribute: re.Pattern[str]  # …五郡, 一带: the districts along X, no way taken
    along_after: str  # what may follow it (并海上, 并海西)
    landform_crossing: re.Pattern[str]  # 度陇, 逾岭西南, 溯江而上: a landform crossed, no one named
    from_afar: tuple[str, ...]  # 望, 遥 before a rite: done toward the place (望祀X于Y)
    escort_task_end: re.Pattern[str]  # 护卫, 扈从… ending a clause: no one else to guard
    not_name_openers: tuple[str, ...]  # 于, 闻…: a subject found so is no name
    appear_words: tuple[str, ...]  # 见: received by the party, or a portent appearing (龙见)
    portents: tuple[str, ...]  # 龙, 星, 白气…: what appears in a portent
    portent_lead: re.Pattern[str]  # 有五 of 有五凤凰: a portent counted
    set_out_words: tuple[str, ...]  # 幸, 如: went to X, or only set out for it (see _set_out)
    set_out_reach: int
    set_out_arrivals: frozenset[str]  # 至, 次…: the arrival that shows 幸X only set out
    peoples: tuple[str, ...]  # 人, 军…: a subject ending so is a people or an army
    place_troops: tuple[str, ...]  # 凉州之兵, 凉州的军队: troops raised at a place
    leave_next: re.Pattern[str]  # ，发 / ，自 right after a return: its way begins there
    directions: str  # 东西南北: before a verb (北登单于台), no one
    asks_before: tuple[str, ...]  # 劝, 请…: a party name right after is asked, not acting
    appoints_before: tuple[str, ...]  # 以, 任命, 遣: a party name right after is sent, and acts next
    office_title_reach: int
    sole_offices: frozenset[str]  # 大将军, 太尉: one holder at a time
    outlaw_words: tuple[str, ...]  # 贼: the party's men, where he is the enemy campaigned against
    outlaw_min: int
    keep_words: tuple[str, ...]  # 留守: the city kept by someone the party leaves behind
    outlaw_mark: re.Pattern[str]  # 首逆, 伪 and a title: what marks a rebel before his name (首逆林凤祥, 伪丞相林凤祥)
    office_from: str  # 以 of 亚夫以中尉为太尉: promoted from an office
    office_from_reach: int
    office_from_ends: tuple[str, ...]  # 尉 of 中尉: what an office ends with
    office_capacity_reach: int  # 车骑 of 青以车骑将军出定襄: the office he acts as, right after 以
    walled: str  # 城 of 出建康城: the place's walls, written after its name
    titles_before_name: tuple[str, ...]  # 太尉 of 太尉裕: a title before a given name, longest first
    prince_titles: tuple[str, ...]  # 王 of 秦王: a prince named by his state
    not_offices: tuple[str, ...]  # 将军营: 把军营, no 将军
    appointment: re.Pattern[str]  # 拜吕蒙为: the one appointed acts next
    comers_after: re.Pattern[str]  # 来者 of 自温州来者: those who came from there
    span_after: re.Pattern[str]  # 开始 of 从西倾山开始: where a span begins, no move
    office_held_mark: str  # 为 of 霍去病为票骑将军: the office he is made
    office_held: tuple[str, ...]  # 为 of 霍去病为票骑将军: the name before it holds the office
    sovereign_title_ends: tuple[str, ...]  # 帝 of 高帝: a ruler's title, when no era says who reigns
    title_head_reach: int
    sovereign: tuple[str, ...]
    accession: re.Pattern[str]
    retired: tuple[str, ...]
    heirs: tuple[str, ...]
    not_before_accession: tuple[str, ...]
    modal: re.Pattern[str]  # 将 / 请 … before the verb: a plan, a wish or a request
    place_suffixes: str
    gate_departure: re.Pattern[str]
    seat_suffixes: tuple[str, ...]
    administrative_levels: str
    position_words: frozenset[str]  # 城中, 山下: a word of position, not CHGIS's 城中县
    greet_alone: frozenset[str]  # 迎 of 镇恶迎于灞上: greeting whoever just came
    demonstratives: tuple[str, ...]  # 那 of 那金兀术: before a name in the novels
    not_after_demonstrative: frozenset[str]  # 时 of 那时: no name after it
    greet_him: tuple[str, ...]  # 迎之 of 上迎之于长乐: the same, the one come as its object
    court_greeters: tuple[str, ...]  # 百官 of 百官迎于荥阳: greeting the sovereign
    not_left_before: tuple[str, ...]  # 诸县 of 自西京诸县: the origin of things, not a place left
    while_at: re.Pattern[str]  # 时 of 在南阳时: being there as the time of something else
    once_before: tuple[str, ...]  # 曾 of 曾在长沙击贼: a stay or a journey of the past
    once_at: tuple[str, ...]  # 前 of 援前在交阯: a stay of the past
    built_at: re.Pattern[str]  # 营建 of 在首阳山东营建: a building or a burial ordered there
    knows_before: tuple[str, ...]  # 知 of 全忠知帝出幸: who knows opens the clause
    welcomed_in: re.Pattern[str]  # 迎入: the one headed there welcomed in, so arrived
    host_received: tuple[str, ...]  # 纳之 of 韩洪开城纳之: a host letting the party in
    victim_ends: tuple[str, ...]  # 被杀 of 黄州副使樊维城，不屈被杀: someone else killed, no mover
    army_openers: frozenset[str]  # 军 of 军至滑州: the army alone
    army_sides: str  # 前 of 前军: a division, not the army
    not_place_after: tuple[str, ...]
    not_place_temple: re.Pattern[str]
    seat_verb_particles: tuple[str, ...]
    candidate_stops: str


def _topic_motion(raw: dict, verbs: list[tuple[str, str, bool]]) -> re.Pattern[str]:
    kinds, skip = set(raw["topic_motion_kinds"]), set(raw["topic_not_motion"])
    words = {w for w, kind, _ in verbs if kind in kinds and w not in skip} | set(raw["topic_motion"])
    words |= set(raw["departure"])
    unless = raw["topic_not_motion_before"]  # 上 of 上将军, 行 of 行军司马: an office, no move
    return re.compile("|".join(re.escape(w) + (f"(?!{'|'.join(map(re.escape, unless[w]))})" if w in unless else "")
                               for w in sorted(words, key=len, reverse=True)))


@lru_cache(maxsize=4)
def load_lexicon(path: Path = MOVEMENT_WORDS) -> Lexicon:
    """Read the movement words once."""
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    verbs = [(w, kind, True) for kind, words in raw["stop_verbs"].items() for w in words]
    verbs += [(w, "stay", True) for w in raw["posted"]]  # 镇, 坐镇: a post held, a stay (see Lexicon.posted)
    verbs += [(w, "stay", True) for w in raw["holds"]]  # 进据, 占据: a place held, a stay (see Lexicon.holds)
    verbs += [(w, kind, False) for kind, words in raw["not_stop_verbs"].items() for w in words]
    actions = [*raw["actions_at"], *raw["died_there"]]  # (卒于雍丘: a death there is an act there too)
    forms = f'{raw["troops_led"]}|{raw["time_of_day"]}'  # fillers by pattern: 统步骑四万, 巳时
    return Lexicon(
        verbs=tuple(sorted(verbs, key=lambda v: -len(v[0]))),
        verb_index={w: (kind, is_stop) for w, kind, is_stop in verbs},
        verb_sizes=tuple(sorted({len(w) for w, _, _ in verbs}, reverse=True)),
        particles=tuple(raw["particles"]), appositives=tuple(raw["appositives"]),
        fillers=tuple(sorted(raw["fillers"], key=len, reverse=True)),
        filler_name_min=int(raw["filler_name_min"]),
        modern_de_per_mille=float(raw["modern_de_per_mille"]), classical_verbs=dict(raw["classical_verbs"]),
        filler_pattern=_filler_pattern(raw["fillers"], (), forms), filler_forms=forms, act_adverbs=raw["act_adverbs"], act_leads=raw["act_leads"], leads_group=tuple(raw["leads_group"]), follow_openers=tuple(raw["follow_openers"]), follow_alone=raw["follow_alone"], group_mark=raw["group_mark"], foes_acts=frozenset(raw["foes_acts"]),
        delegation=tuple(raw["delegation"]), joined_not_sent=re.compile(f'(?:{"|".join(map(re.escape, raw["delegation_not_after"]))})(?:{"|".join(map(re.escape, raw["delegation"]))})'), aspect_particles=tuple(raw["aspect_particles"]), orders_received=tuple(raw["orders_received"]), orders_received_pattern=re.compile(raw["orders_received_pattern"]),
        dynasty_words=tuple(raw["dynasty_words"]),
        kin=tuple(raw["kin"]),
        departure=tuple(raw["departure"]),
        departure_alone=frozenset(raw["departure_alone"]), set_out_for=frozenset(raw["set_out_for"]),
        unplaced_verbs=tuple(raw["unplaced_verbs"]), region_reached=tuple(raw["region_reached"]), region_passed=tuple(raw["region_passed"]),
        reached_not=tuple(raw["reached_not"]),
        region_hunt=re.compile("[，,]?(?:" + "|".join(raw["region_hunts"]) + ")"), hunt_in=tuple(raw["hunt_in"]), sequence_marks=tuple(raw["sequence_marks"]), hall_after=tuple(raw["hall_after"]),
        back_from=tuple(raw["not_stop_verbs"]["back"]),
        held_for_him=tuple(raw["held_for_him"]), set_out_marks=re.compile("|".join(raw["set_out_marks"])),
        arrive_here=tuple(sorted(raw["arrive_here"], key=len, reverse=True)), arrive_here_reach=int(raw["arrive_here_reach"]),
        capital_return=tuple(raw["capital_return"]), capital_start=re.compile(raw["capital_start"]), leave_from=frozenset(raw["leave_from"]),
        not_after_zai=tuple(sorted(raw["not_after_zai"], key=len, reverse=True)),
        zai_sides=tuple(sorted(raw["zai_sides"], key=len, reverse=True)),
        own_camp_move=re.compile("|".join(sorted((re.escape(w) for words in raw["stop_verbs"].values() for w in words
                                                  if w[:1] in "移徙转"), key=len, reverse=True)) or "(?!)"),
        sent=tuple(w[:-1] if len(w) > 1 and w[-1] in "往至入" else w for w in raw["not_stop_verbs"]["sent"]),
        default_party=tuple(raw["default_party"]),
        dynasty_armies=tuple(raw["dynasty_armies"]), dynasty_prefixes=raw["dynasty_prefixes"],
        dynasty_sovereigns=tuple(raw["dynasty_sovereigns"]), main_army=tuple(raw["main_army"]), date_leads=tuple(raw["date_leads"]), own_orders=tuple(raw["own_orders"]),
        departure_words=tuple(sorted(raw["departure"], key=len, reverse=True)), verb_particles=frozenset(raw["verb_particles"]), general_before=raw["general_before"],
        troops_after=tuple(sorted(raw["troops_after"], key=len, reverse=True)), troops_counted=re.compile(raw["troops_counted"]), held_by_after=tuple(raw["held_by_after"]), banish=tuple(raw["banish"]), bare_rank_opens=int(raw["bare_rank_opens"]), at_camp=frozenset(raw["at_camp"]), moved_alone=frozenset(raw["moved_alone"]), party_text_share=float(raw["party_text_share"]), restored=frozenset(raw["restored"]), restored_after=tuple(raw["restored_after"]), moved_people=re.compile(raw["moved_people"]), people_movers=tuple(raw["people_movers"]), camp_after=tuple(raw["camp_after"]),
        left_at_after=tuple(sorted(raw["left_at_after"], key=len, reverse=True)), troops_verbs=frozenset(raw["troops_verbs"]),
        distance_verbs=frozenset(raw["distance_verbs"]), distance_after=re.compile(raw["distance_after"]), stage_distance=re.compile(raw["stage_distance"]), stage_ordinal=re.compile(raw["stage_ordinal"]), stage_travelled=re.compile(raw["stage_travelled"]), border_after=re.compile(raw["border_after"]), border_end=re.compile(f"(?:{raw['border_after']})$"), travel_span=re.compile(raw["travel_span"]), edict_on_him=re.compile(raw["edict_on_him"]), columns=re.compile(raw["columns"]), acts_on_it=re.compile(raw["acts_on_it"]), campaign_clause=re.compile(raw["campaign_clause"]), foe_deeds=re.compile(raw["foe_deeds"]), foe_deed_at=tuple(raw["foe_deed_at"]), follow_leader=re.compile(raw["follow_leader"]), appointed=re.compile(raw["appointed"]), mountain_verbs=frozenset(raw["mountain_verbs"]), guide_roles=tuple(raw["guide_roles"]), guide_ahead=tuple(raw["guide_ahead"]), guide_ahead_reach=int(raw["guide_ahead_reach"]), act_openers=frozenset(raw["act_openers"]), general_lead=float(raw["general_lead"]), surname_armies=tuple(raw["surname_armies"]), not_person_marks=tuple(raw["not_person_marks"]), main_party_min=int(raw["main_party_min"]), chased=tuple(raw["chased"]), chase_openers=tuple(raw["chase_openers"]), detached=tuple(raw["not_stop_verbs"]["detached"]), follow_marks=tuple(raw["follow_marks"]), turn_home=tuple(raw["turn_home"]), invested=tuple(raw["invested"]), invested_party=tuple(raw["invested_party"]), noble_title_ends=tuple(raw["noble_title_ends"]), shared_lord_titles=frozenset(raw["shared_lord_titles"]), to_court=tuple(raw["not_stop_verbs"]["to_court"]), returns_to=frozenset(raw["returns_to"]), rout_ends=tuple(raw["rout_ends"]), chase_adverbs=tuple(raw["chase_adverbs"]), main_army_after=tuple(raw["main_army_after"]), divisions=tuple(raw["divisions"]), general_divisions=tuple(raw["general_divisions"]), all_armies=tuple(raw["all_armies"]), court_armies=tuple(raw["court_armies"]), court_fought=tuple(raw["court_fought"]),
        surnames=frozenset(raw["surnames"]),
        compound_surnames=tuple(raw["compound_surnames"]), life_reach=int(raw["life_reach"]), numeral_chars=raw["numeral_chars"], not_in_names=raw["not_in_names"], day_stems=raw["day_stems"], day_branches=raw["day_branches"],
        not_given_names=frozenset(raw["not_given_names"]),
        actions_at=tuple(sorted(actions, key=len, reverse=True)), stays_at=frozenset(raw["stays_at"]),
        receive_party=tuple(sorted(raw["receive_party"], key=len, reverse=True)),
        party_objects=tuple(raw["party_objects"]), following=tuple(raw["following"]), victory_openers=tuple(raw["victory_openers"]), enemy_came=tuple(raw["enemy_came"]), enemy_fled=tuple(raw["enemy_fled"]), encounters=tuple(raw["encounters"]),
        meeting_sides=tuple(raw["meeting_sides"]), envoy_after=tuple(raw["envoy_after"]),
        named_here=tuple(raw["named_here"]), plans_for=tuple(raw["plans_for"]),
        plan_escorts=tuple(raw["plan_escorts"]), halts=frozenset(raw["halts"]), where_questions=tuple(raw["where_questions"]),
        where_reach=int(raw["where_reach"]),
        gate_from=tuple(raw["gate_from"]),
        escort_before=tuple(raw["escort_before"]), left_behind=tuple(raw["left_behind"]),
        frequent_name_min=int(raw["frequent_name_min"]), party_opens_reach=int(raw["party_opens_reach"]),
        state_ruler_titles=tuple(raw["state_ruler_titles"]),
        company_after=tuple(sorted(raw["company_after"], key=len, reverse=True)),
        report_before_act=tuple(sorted(raw["report_before_act"], key=len, reverse=True)),
        noble_ranks=tuple(raw["noble_ranks"]),
        not_noble_names=frozenset(raw["not_noble_names"]),
        ruler_title_ends=tuple(raw["ruler_title_ends"]), like_words=tuple(raw["like_words"]),
        self_acts=tuple(raw["self_acts"]), self_alone=frozenset(raw["self_alone"]), self_then=tuple(raw["self_then"]), name_adverbs=frozenset(raw["name_adverbs"]), between=tuple(raw["between"]),
        held=tuple(raw["held"]), possessive=raw["possessive"],
        annals_dates_per_mille=float(raw["annals_dates_per_mille"]), escorted_reach=int(raw["escorted_reach"]),
        zai_list=re.compile(f"(?:、[^{_MARKS}、]{{1,6}}?(?=、|"
                            + "|".join(map(re.escape, raw["not_after_zai"])) + "))*"),
        way=re.compile("(?:自|从)[^，。；：！？]{1,12}?(?:至|到)[^，。；：！？]{1,12}?，?(?:"
                       + "|".join(map(re.escape, raw["way_after"])) + ")|(?:自|从)[^，。；：！？]{1,12}?(?:"
                       + "|".join(raw["way_works"]) + ")[^，。；：！？]*|" + raw["extent"]),
        held_reach=int(raw["held_reach"]), pronoun_takes=tuple(raw["pronoun_takes"]), date_copulas=tuple(raw["date_copulas"]),
        not_ruler_titles=tuple(raw["not_ruler_titles"]),
        named_lead=float(raw["named_lead"]), take_weight=float(raw["take_weight"]), holds=frozenset(raw["holds"]),
        summoned_to_meet=re.compile(raw["summoned_to_meet"]), summoned_alone=re.compile(raw["summoned_alone"]),
        set_out_near_km=float(raw["set_out_near_km"]),
        heading_verbs=frozenset(raw["heading_verbs"]),
        heading_after=tuple(sorted(raw["heading_after"], key=len, reverse=True)), on_the_way_after=tuple(raw["on_the_way_after"]), reached_marks=raw["reached_marks"],
        went_to=tuple(raw["went_to"]), went_to_do=re.compile(raw["went_to_do"]),
        heading_troops=tuple(raw["heading_troops"]), heading_detour=float(raw["heading_detour"]),
        met_with=tuple(raw["met_with"]), met_with_mark=raw["met_with_mark"], meet_at=raw["meet_at"], meet_name_reach=int(raw["meet_name_reach"]), deaths=tuple(raw["deaths"]),
        died_there=tuple(raw["died_there"]), illness=tuple(raw["illness"]), illness_reach=raw["illness_reach"],
        given_name_opens_min=raw["given_name_opens_min"], filler_chars=raw["filler_chars"], send_off=tuple(raw["send_off"]),
        send_off_back=tuple(raw["send_off_back"]), imperial_persons=tuple(raw["imperial_persons"]),
        received_after=tuple(sorted(raw["received_after"], key=len, reverse=True)),
        received_skip=tuple(sorted(raw["received_skip"], key=len, reverse=True)),
        genitive=tuple(sorted(raw["genitive"], key=len, reverse=True)), genitive_reach=int(raw["genitive_reach"]),
        naming=tuple(sorted(raw["naming"], key=len, reverse=True)), naming_one=raw["naming_one"],
        naming_reach=int(raw["naming_reach"]), naming_place=tuple(raw["naming_place"]),
        naming_goes=tuple(raw["naming_goes"]), capital_return_to_capital=frozenset(raw["capital_return_to_capital"]),
        palace_return=frozenset(raw["palace_return"]),
        arrival_when=tuple(raw["arrival_when"]),
        list_marks=frozenset(raw["list_marks"]), unmarked_list_kinds=tuple(raw["unmarked_list_kinds"]), posted=frozenset(raw["posted"]), post_orders=tuple(raw["post_orders"]),
        unmarked_list_apart_km=float(raw["unmarked_list_apart_km"]), unmarked_list_after=tuple(raw["unmarked_list_after"]), perception=tuple(raw["perception"]), fear=re.compile(raw["fear"]),
        topic_reach=int(raw["topic_reach"]),
        campaign_leads=tuple(raw["campaign_leads"]),
        campaign_against=re.compile("|".join(map(re.escape, sorted(raw["campaign_against"], key=len, reverse=True)))),
        campaign_target_min=int(raw["campaign_target_min"]), rival_share=float(raw["rival_share"]), annals_share=float(raw["annals_share"]), topic_motion=_topic_motion(raw, verbs), joint_marks=raw["joint_marks"], joint_reach=int(raw["joint_reach"]), act_with_marks=raw["act_with_marks"], act_with_reach=int(raw["act_with_reach"]), hold_order=re.compile(raw["hold_order"]), hold_order_reach=int(raw["hold_order_reach"]), daily_share=float(raw["daily_share"]), not_acting_before={k: tuple(v) for k, v in raw["topic_not_motion_before"].items()}, reign_to_come=int(raw["reign_to_come"]), actors=tuple(sorted(raw["actors"], key=len, reverse=True)),
        asks_before=tuple(raw["modal_in_clause"]), appoints_before=tuple(raw["appoints_before"]),
        unnamed_clauses=frozenset(raw["unnamed_clauses"]), directions=raw["directions"],
        along=tuple(sorted(raw["along"], key=len, reverse=True)), along_after=raw["along_after"], landform_crossing=re.compile(raw["landform_crossing"]), companions=tuple(raw["companions"]),
        along_verbs=tuple(raw["along_verbs"]), imperial_verbs=tuple(sorted(raw["imperial_verbs"], key=len, reverse=True)),
        not_imperial=tuple(raw["not_imperial"]), act_modal=raw["act_modal"], visit_people_after=tuple(raw["visit_people_after"]), report_ends=tuple(raw["report_ends"]), back_after=tuple(raw["back_after"]), lodgings=tuple(raw["lodgings"]), perception_openers=tuple(raw["perception_openers"]), camp_before_zai=tuple(raw["camp_before_zai"]),
        series_marks=tuple(raw["series_marks"]), asks=tuple(raw["asks"]),
        tomb_rites=tuple(sorted(raw["tomb_rites"], key=len, reverse=True)), tombs=tuple(raw["tombs"]), along_attribute=re.compile(raw["along_attribute"]),
        departure_only=tuple(sorted((*raw["departure"], *raw["departure_alone"], *raw["departure_only"]),
                                    key=len, reverse=True)),
        from_afar=tuple(raw["from_afar"]), not_name_openers=tuple(raw["not_name_openers"]),
        appear_words=tuple(raw["appear_words"]), portents=tuple(raw["portents"]), portent_lead=re.compile(raw["portent_lead"]),
        set_out_words=tuple(raw["set_out_words"]), set_out_reach=int(raw["set_out_reach"]),
        set_out_arrivals=frozenset(raw["arrive_here"]) | frozenset(raw["set_out_arrivals"]),
        peoples=tuple(raw["peoples"]),
        place_troops=tuple(sorted(raw["place_troops"], key=len, reverse=True)),
        leave_next=re.compile("[，,；;]?(?:{})".format("|".join(map(re.escape, sorted(
            raw["stop_verbs"]["leave"] + raw["on_the_way_back"], key=len, reverse=True))))),
        escort_task_end=re.compile("(?:{})(?=[{}])".format(
            "|".join(map(re.escape, sorted(raw["escort_tasks"], key=len, reverse=True))), _MARKS)),
        office_title=re.compile("|".join(map(re.escape, sorted(raw["office_titles"], key=len, reverse=True))) or "(?!)"),
        office_title_reach=int(raw["office_title_reach"]), sole_offices=frozenset(raw["sole_offices"]), outlaw_words=tuple(raw["outlaw_words"]), outlaw_min=int(raw["outlaw_min"]), keep_words=tuple(raw["keep_words"]),
        outlaw_mark=re.compile("(?:" + "|".join(map(re.escape, raw["outlaw_marks"])) + ")[^，。；、：\\s]{0,%d}" % int(raw["outlaw_mark_reach"])), office_from=raw["office_from"], office_from_reach=int(raw["office_from_reach"]), office_from_ends=tuple(raw["office_from_ends"]), office_capacity_reach=int(raw["office_capacity_reach"]), walled=raw["walled"],
        titles_before_name=tuple(sorted((*raw["titles_before_name"], *raw["office_titles"]), key=len, reverse=True)),
        title_head_reach=int(raw["title_head_reach"]), prince_titles=tuple(raw["prince_titles"]), not_offices=tuple(raw["not_offices"]),
        office_held_mark=raw["office_held_mark"], office_held=tuple(sorted(raw["office_held"], key=len, reverse=True)),
        appointment=re.compile(raw["appointment"]), comers_after=re.compile(raw["comers_after"]), span_after=re.compile(raw["span_after"]),
        sovereign_title_ends=tuple(raw["sovereign_title_ends"]),
        verb_words=tuple(w for w, _, _ in verbs),
        clause_openers=tuple(w for w in (*(w for w, _, _ in verbs), *actions)  # not 李 of 李勣军
                             if len(w) > 1 or w not in raw["surnames"]),
        sovereign=tuple(raw["sovereign"]),
        accession=re.compile("|".join(map(re.escape, sorted(raw["accession"], key=len, reverse=True)))),
        retired=tuple(raw["retired"]), heirs=tuple(raw["heirs"]),
        not_before_accession=tuple(raw["not_before_accession"]),
        modal=re.compile(
            "(?:" + "|".join(  # 将 after 诸/部… is a general (诸将至), not "about to"; 先期 kept the day
                (f"(?<![{re.escape(raw['general_before'])}])" if w.startswith("将") else
                 f"(?<![{re.escape(raw['schedule_kept_before'])}])" if w == "期" else "") + re.escape(w)
                for w in sorted(raw["modal_before_verb"], key=len, reverse=True)) + ")"
            f"[{re.escape(raw['modal_adverbs'])}]{{0,2}}$"
            "|(?:" + "|".join(  # 想 after 你, 试 … is the narrator's "just think", no wish (看官！你想僖宗寓居兴元, 唐史演义)
                (f"(?<![{re.escape(raw['not_wish_before'])}])" if w == "想" else "") + re.escape(w)
                for w in raw["modal_in_clause"]) + ")"),
        place_suffixes=raw["place_suffixes"], seat_suffixes=tuple(raw["seat_suffixes"]), administrative_levels=raw["administrative_levels"],
        position_words=frozenset(raw["position_words"]), greet_alone=frozenset(raw["greet_alone"]), demonstratives=tuple(raw["demonstratives"]), not_after_demonstrative=frozenset(raw["not_after_demonstrative"]), greet_him=tuple(g + "之" for g in raw["greet_alone"]), court_greeters=tuple(raw["court_greeters"]), not_left_before=tuple(raw["not_left_before"]), while_at=re.compile(raw["while_at"]), once_before=tuple(raw["once_before"]), once_at=tuple(raw["once_at"]), built_at=re.compile(raw["built_at"]), knows_before=tuple(raw["knows_before"]),
        welcomed_in=re.compile("|".join(raw["welcomed_in"])), host_received=tuple(raw["host_received"]), victim_ends=tuple(raw["victim_ends"]), army_openers=frozenset(raw["army_openers"]), army_sides=raw["army_sides"],
        gate_departure=re.compile("(?:{})[^{}]{{1,5}}?门(?:{})|(?:{})[^{}]{{1,8}}?门".format(
            "|".join(map(re.escape, raw["gate_from"])), _MARKS + "、",
            "|".join(map(re.escape, sorted(raw["gate_out"], key=len, reverse=True))),
            "|".join(map(re.escape, raw["gate_out_before"])), _MARKS + "、")),
        not_place_after=tuple(sorted(raw["not_place_after"], key=len, reverse=True)),
        not_place_temple=re.compile("[^{}]{{1,{}}}[{}]".format(
            _MARKS + "、", int(raw["not_place_temple_reach"]), "".join(raw["not_place_temple"]))),
        seat_verb_particles=tuple(raw["seat_verb_particles"]),
        candidate_stops=raw["candidate_stops"],
    )


def _verb_before(pre: str, lex: Lexicon) -> tuple[str, str, bool, int] | None:
    """The movement word ending ``pre`` (after particles): word, kind, is_stop, start."""
    trimmed = pre
    for word in lex.appositives:
        if trimmed.endswith(word):
            trimmed = trimmed[:-len(word)]  # 回到京都长安: the capital named as such first
            break
    while trimmed:
        for size in lex.verb_sizes:
            hit = lex.verb_index.get(trimmed[-size:]) if size <= len(trimmed) else None
            if hit is not None:
                at = len(trimmed) - size
                before = None if trimmed[at:] not in lex.verb_particles else next(
                    (trimmed[at - k:at] for k in lex.verb_sizes if k <= at
                     and (lex.verb_index.get(trimmed[at - k:at]) or (None, False))[1]), None)
                if before is not None:  # 渡过辽水: one verb, 渡, with 过 after it
                    first = lex.verb_index[before]
                    return before + trimmed[at:], first[0], first[1], at - len(before)
                word = trimmed[-size:]
                if size > 1 and word[0] == "将" and at and trimmed[at - 1] in lex.general_before \
                        and word[1:] in lex.verb_index:  # 诸将至: generals arrive, nobody is about to
                    hit = lex.verb_index[word[1:]]
                    return word[1:], hit[0], hit[1], at + 1
                return word, hit[0], hit[1], at
        if trimmed[-1] not in lex.particles:
            return _verb_before_naming(trimmed, lex) or _verb_before_owner(trimmed, lex) \
                or _verb_before_state(trimmed, lex) or _meeting_before(trimmed, lex)
        trimmed = trimmed[:-1]  # 到了 / 渡过 / 营于: look past the particle
    return None


def _meeting_before(pre: str, lex: Lexicon) -> tuple[str, str, bool, int] | None:
    """与X会 ending ``pre``: a meeting at the place after it, written with no 于 (汉…与彭会荆门, 资治通鉴 卷42; 窦融率五郡太守与
    车驾会高平, 后汉书 光武帝纪); not 会 alone, "it happened that" (会眉州…).

    >>> lex = load_lexicon()
    >>> _meeting_before("将兵与彭会", lex), _meeting_before("靖引兵与李世会", lex), _meeting_before("。会", lex)
    (('会', 'stay', True, 4), ('会', 'stay', True, 6), None)
    """
    if not pre.endswith(lex.meet_at):
        return None
    clause = _last_clause(pre[:-len(lex.meet_at)])
    mark = clause.rfind(lex.met_with_mark)
    if mark < 0 or not 1 <= len(clause) - mark - len(lex.met_with_mark) <= lex.meet_name_reach:
        return None
    return lex.meet_at, "stay", True, len(pre) - len(lex.meet_at)


def _stage_before(simp: str, start: int, lex: Lexicon) -> str | None:
    """The distance a diary's stage opens with, right before the place at ``start`` (二十六日，七十里库尔喀喇乌苏, 方士淦 东归日记;
    五里，蒋莲铺, 徐霞客游记): the clause holds only the distance, and no 去 or 距 comes before it.

    >>> lex = load_lexicon()
    >>> _stage_before("二十六日，七十里库尔喀喇乌苏。", 8, lex), _stage_before("五里，蒋莲铺，", 3, lex)
    ('七十里', '五里，')
    >>> _stage_before("去平壤城三十里", 7, lex) is None, _stage_before("城西三十里有山", 6, lex) is None
    (True, True)
    """
    # (the mark right before the place left in: 五里，蒋莲铺, the distance a clause of its own)
    words = simp[max(simp.rfind(c, 0, start - 1) for c in "，,。；;：:\n") + 1:start]
    hit = lex.stage_distance.fullmatch(words.lstrip("\u3000 "))
    return words.lstrip("\u3000 ") if hit is not None else None


def _verb_before_naming(pre: str, lex: Lexicon) -> tuple[str, str, bool, int] | None:
    """先主前到一山，名马鞍山; 前至一关，名东岭关 (三国演义): a place reached as "a mountain" and
    then named; the verb is the one before 一.

    >>> lex = load_lexicon()
    >>> _verb_before_naming("先主前到一山，名", lex), _verb_before_naming("前至一关，名", lex)
    (('到', 'arrive', True, 3), ('至', 'arrive', True, 1))
    >>> _verb_before_naming("孔明曰：此山名", lex) is None
    True
    """
    name_word = next((w for w in lex.naming if pre.endswith(w)), None)
    if name_word is None:
        return None
    head = pre[:len(pre) - len(name_word)].rstrip("，,")
    if name_word in lex.naming_place and len(head) < len(pre) - len(name_word):
        return _going_named(head, lex)
    one = head.rfind(lex.naming_one, max(0, len(head) - lex.naming_reach))
    if one < 0 or _PUNCT.search(head, one):
        return None
    found = _verb_before(head[:one], lex)
    if found is None or not found[2] or head[found[3] + len(found[0]):one].strip("".join(lex.particles)):
        return None  # (就到了一个叫蒲的地方, 史记 孔子世家 白话: the verb, its 了, then the place named)
    return found


def _going_named(head: str, lex: Lexicon) -> tuple[str, str, bool, int] | None:
    """The word of going in the clause ending ``head``, before ``，地名X`` names where it went
    (行至楚州西北，地名清口; 大军东进三十里，地名伏龙山): an arrival there.

    >>> lex = load_lexicon()
    >>> _going_named("大军东进三十里", lex), _going_named("又退三十里，直退到九十里之程", lex)
    (('进', 'arrive', True, 3), ('退', 'arrive', True, 7))
    >>> _going_named("燕伯只得受地而还，在其地筑城", lex) is None
    True
    """
    clause_at = max(head.rfind(c) for c in "，,。；;：:！？") + 1
    for i in range(clause_at, len(head)):
        word = next((w for w in lex.naming_goes if head.startswith(w, i)), None)
        if word is not None:  # (行至: the whole verb where one starts there)
            word = max((head[i:i + k] for k in lex.verb_sizes if head[i:i + k] in lex.verb_index), key=len, default=word)
            return word, "arrive", True, i
    return None


def _verb_before_state(pre: str, lex: Lexicon) -> tuple[str, str, bool, int] | None:
    """拔高丽扶馀城, 破南汉开建寨: the place named after the state that holds it (a name of two characters or more);
    the verb stands right before the state's name (资治通鉴 卷201 and its 白话 攻下高丽扶馀城; 续资治通鉴 卷6).

    >>> lex = load_lexicon()
    >>> _verb_before_state("二月，壬午，李勣等拔高丽", lex), _verb_before_state("潘美等破南汉", lex)
    (('拔', 'take', True, 9), ('破', 'take', True, 3))
    >>> _verb_before_state("遣使如高丽", lex)[0], _verb_before_state("高丽", lex)
    ('如', None)
    """
    states = _two_char_states()
    state = next((pre[-k:] for k in _state_lengths() if pre[-k:] in states), None)
    if state is None or len(pre) == len(state):
        return None
    head = pre[:-len(state)]
    return next(_verbs_ending(head, lex), None)


def _verbs_ending(words: str, lex: Lexicon) -> Iterator[tuple[str, str, bool, int]]:
    """The movement words that end ``words``, by the sizes of ``lex.verb_sizes``: word, kind, is_stop, start.

    >>> list(_verbs_ending("司马懿自襄阳还，归", load_lexicon()))
    [('归', 'arrive', True, 8)]
    """
    return ((words[-k:], *lex.verb_index[words[-k:]], len(words) - k) for k in lex.verb_sizes
            if k <= len(words) and words[-k:] in lex.verb_index)


@cache
def _two_char_states() -> frozenset[str]:
    """The states' names of two characters or more (not 卫 of 欲帅众下卫建康, "to guard", 资治通鉴 卷94)."""
    return frozenset(d for d in dynasty_names() if len(d) > 1)


@cache
def _state_lengths() -> tuple[int, ...]:
    return tuple(sorted({len(d) for d in _two_char_states()}, reverse=True))


def _verb_before_owner(pre: str, lex: Lexicon) -> tuple[str, str, bool, int] | None:
    """幸寿安之故兴泰宫, 至涿郡之临朔宫: the place belongs to a short name before 之; the verb
    stands before that name."""
    mark = next((g for g in lex.genitive if pre.endswith(g)), None)
    if mark is None:
        return None
    owner_end = len(pre) - len(mark)
    for k in range(1, lex.genitive_reach + 1):
        head = pre[:owner_end - k]
        if not head or _PUNCT.search(pre[owner_end - k:owner_end]) is not None:
            break
        found = next((v for v in _verbs_ending(head, lex) if v[2]), None)
        if found is not None:
            return found
    return None


def _strip_spans(segment: str, seg_start: int, spans: Sequence[tuple[int, int]], starts: Sequence[int]) -> str:
    """``segment`` without the parts covered by ``spans`` (sorted, with their ``starts``), and a word that, opening
    a clause, only says "on" the date after it (以十一月十日抵蓟州, 明史 袁崇焕传).

    >>> _strip_spans("以十一月十日抵蓟州", 0, [(1, 6)], [1]), _strip_spans("所以十一月十日抵", 0, [(2, 7)], [2])
    ('抵蓟州', '所以抵')
    >>> _strip_spans("是年为永乐十二年，二月启行", 0, [(0, 2), (3, 8), (9, 11)], [0, 3, 9])
    '，启行'
    """
    out, pos = [], seg_start
    seg_end = seg_start + len(segment)
    first = max(0, bisect.bisect_right(starts, seg_start) - 1)
    leads = _date_leads()
    copulas = load_lexicon().date_copulas
    for s, e in spans[first : bisect.bisect_left(starts, seg_end)]:
        if e <= seg_start:
            continue
        if pos > seg_start and segment[pos - seg_start:s - seg_start] in copulas:
            pos = s  # (为 of 是年为永乐十二年: the one date the other)
        if s - 1 >= pos and segment[s - 1 - seg_start] in leads and (
                s - 1 == seg_start or _PUNCT.match(segment, s - 2 - seg_start) or segment[s - 2 - seg_start].isspace()):
            s -= 1  # (以 of 以十一月十日, opening its clause)
        out.append(segment[pos - seg_start : max(s, pos) - seg_start])
        pos = max(pos, e)
    out.append(segment[pos - seg_start :])
    return "".join(out)


@cache
def _date_leads() -> frozenset[str]:
    """The words that, before a date opening a clause, say "on" it (data/movement.toml ``date_leads``)."""
    return frozenset(load_lexicon().date_leads)


def _fights_the_court(simp: str, party: Sequence[str], lex: Lexicon) -> bool:
    """Whether a party name acts against the court's army in one clause: a rebel (巢败官军于荆门, 资治通鉴 卷253), whose
    story the court's army is no part of.

    >>> _fights_the_court("黄巢陷江陵。巢击败官军于荆门。", ("黄巢", "巢"), load_lexicon())
    True
    >>> _fights_the_court("如松进逼平壤。官军乃退驻开城。", ("李如松", "如松"), load_lexicon())
    False
    """
    names = "|".join(re.escape(n) for n in sorted(party, key=len, reverse=True) if n)
    if not names:
        return False
    armies = "|".join(map(re.escape, lex.court_armies))
    acts = "|".join(map(re.escape, lex.court_fought))
    return re.search(f"(?:{names})[^，。；：！？、\n]{{0,8}}(?:{acts})[^，。；：！？\n]{{0,3}}(?:{armies})", simp) is not None


def party_aliases(party: Iterable[str], lex: Lexicon, withheld: Collection[str] | None = None,
                  armies: bool = True) -> tuple[str, ...]:
    """The party's names and, for a person's full name, the given name alone; never for a
    sovereign's name (避讳: annals do not write a ruler's given name alone, and 宗训 of
    梁王宗训即皇帝位 is the heir, not 柴荣). ``withheld`` names those sovereigns (default: every
    ruler in sanmiao's tables); before he reigns a future one goes by his given name (资治通鉴
    卷184: 渊帅甲士三万发晋阳, 李渊 in 617). With ``armies``, his surname's army too (曹军又进攻舞阴, 资治通鉴
    卷62 白话), not a name of his own.

    >>> party_aliases(["曹操", "唐军", "司马懿", "安禄山", "柴宗训"], load_lexicon(), armies=False)
    ('曹操', '唐军', '司马懿', '安禄山', '柴宗训', '操', '懿', '禄山')
    >>> party_aliases(["曹操", "魏国"], load_lexicon())
    ('曹操', '魏国', '操', '曹军', '国')
    >>> party_aliases(["李渊"], load_lexicon(), withheld=("杨广", "炀帝"))
    ('李渊', '渊', '李军')
    >>> party_aliases(["太尉裕", "魏公操"], load_lexicon())
    ('太尉裕', '魏公操', '裕', '操')
    >>> party_aliases(["刘裕", "高祖", "武帝", "武皇帝"], load_lexicon(), withheld=("司马德宗", "安帝"))
    ('刘裕', '高祖', '武帝', '武皇帝', '裕', '刘军')
    """
    names = list(dict.fromkeys(party))
    rulers = sovereign_names() if withheld is None else withheld
    # (not 周主, no 周 named 主; nor another name of a person of data/people.csv: 孟德, 曹丞相, 魏武帝; nor a ruler's
    # temple or posthumous title, no 武 named 帝: 武帝, 高祖武皇帝 of 刘裕, whose 帝 in 元兴三年 is 晋安帝)
    titles = sovereign_names()
    for name in [n for n in names if n not in rulers and not ruler_title(n, lex) and same_person(n) == n
                 and not n.endswith(lex.peoples)  # (唐军队 is an army: no 唐 named 军队)
                 and not (n in titles and n.endswith(lex.sovereign_title_ends))]:
        title = _ruler_of_given(name, lex)
        if title is not None:  # 周主荣 (五代史演义 第五十一回), 魏主焘 (资治通鉴): 周主, 魏主, no 周 named 主荣
            if title not in names:
                names.append(title)
            continue
        given = _titled_given(name, lex)
        if given is not None:
            if given not in names:
                names.append(given)  # 太尉裕 (资治通鉴 卷117), 魏公操 (卷67): 裕, 操
            continue
        surname = next((c for c in lex.compound_surnames if name.startswith(c)), name[:1])
        given = name[len(surname):]
        # (岳 of 岳飞, a surname the word list leaves out as a word of its own, 五岳: a person data/people.csv knows)
        if surname in lex.compound_surnames or surname in lex.surnames or name in known_names():
            if 1 <= len(given) <= 2 and given not in lex.not_given_names and given not in names:
                names.append(given)
            if armies and not any(w in name for w in lex.not_person_marks):
                names.extend(a for a in (surname + w for w in lex.surname_armies) if a not in names)
    return tuple(names)


def _ruler_of_given(name: str, lex: Lexicon) -> str | None:
    """The ruler's title of a name made of it and a name of one to three characters:
    周主荣 → 周主, 魏主焘 → 魏主, 周主柴荣 → 周主; None for 周主 itself.

    >>> lex = load_lexicon()
    >>> _ruler_of_given("周主荣", lex), _ruler_of_given("北魏国主焘", lex), _ruler_of_given("周主", lex)
    ('周主', '北魏国主', None)
    """
    for size in (1, 2, 3):
        title, given = name[:-size], name[-size:]
        if ruler_title(title, lex) and not any(ch in lex.verb_index for ch in given):
            return title
    return None


def _titled_given(name: str, lex: Lexicon) -> str | None:
    """The given name of a name made of a title (after at most a state's name) and a given name of
    one character (two after a prince's title): 太尉裕 → 裕, 魏公操 → 操, 秦王世民 → 世民; None for 公孙瓒 (a
    compound surname), 王师 (an army) or 曹操.

    >>> lex = load_lexicon()
    >>> _titled_given("秦王世民", lex), _titled_given("太尉裕", lex), _titled_given("曹操", lex)
    ('世民', '裕', None)
    >>> _titled_given("秦王李世民", lex), _titled_given("东晋太尉刘裕", lex), _titled_given("北魏国主拓跋嗣", lex)
    ('李世民', '刘裕', '拓跋嗣')
    """
    if len(name) < 2 or name.startswith(tuple(lex.compound_surnames)) or name.endswith(lex.peoples) \
            or name[-1] in lex.not_given_names:
        return None  # (王师: an army)
    for title in lex.titles_before_name:
        i = name.find(title)
        given = name[i + len(title):]
        if i < 0 or i > 2 or any(c in lex.verb_index for c in given) or given in lex.compound_surnames:
            continue  # (平南将军慕容[暐]: a house, the name lost in the edition, 资治通鉴 卷105)
        if len(given) == 1 or (len(given) == 2 and title in lex.prince_titles):
            return given  # (秦王世民 of 资治通鉴 卷188: 世民)
        if len(given) in (2, 3) and given[0] in lex.surnames and given[1:] not in lex.not_given_names:
            return given  # (秦王李世民 of its 白话, 东晋太尉刘裕: the full name)
        house = next((c for c in lex.compound_surnames if given.startswith(c)), None)
        if house is not None and 1 <= len(given) - len(house) <= 2:
            return given  # (北魏国主拓跋嗣, 资治通鉴 卷119 白话; 北魏国主拓跋焘, 卷125 白话: a house's full name)
    return None


def dynasty_armies(dynasty: str, lex: Lexicon | None = None) -> tuple[str, ...]:
    """The names of a dynasty's army: 唐 → 唐军, 唐师, 唐兵, 唐军队, 唐部队; 後周 → 周军 … and the
    白话's 后周军 … (东晋部队到达下邳, 资治通鉴 卷115 白话); sanmiao's 三國蜀 → 蜀兵 (蜀兵已渡泸水, 三国演义).

    >>> dynasty_armies("後周")[:3], dynasty_armies("東晉")[-3:]
    (('周军', '周师', '周兵'), ('东晋军队', '东晋部队', '东晋的军队'))
    >>> dynasty_armies("三國蜀")[:3], dynasty_armies("三國吳")[:1]
    (('蜀军', '蜀师', '蜀兵'), ('吴军',))
    """
    lex = lex or load_lexicon()
    full = to_simplified(dynasty)
    name = full[:-1].lstrip(lex.dynasty_prefixes) + full[-1:]  # 後周 → 周, 东汉 → 汉; 唐 stays
    if len(name) != 1:
        return ()
    return tuple(n + a for n in dict.fromkeys((name, full)) for a in lex.dynasty_armies)


def dynasty_sovereigns(dynasties: Iterable[str], lex: Lexicon | None = None) -> tuple[str, ...]:
    """The 白话's words for a dynasty's reigning sovereign, by its full name: 後唐 → 后唐帝, 后唐国主.

    >>> dynasty_sovereigns(["後唐", "北周"])
    ('后唐帝', '后唐国主', '北周帝', '北周国主')
    """
    lex = lex or load_lexicon()
    return tuple(to_simplified(d) + w for d in dynasties for w in lex.dynasty_sovereigns)


def _names_of(party: Sequence[str], lex: Lexicon) -> tuple[str, ...]:
    """The names the party goes by: the given ones (or the usual words for a march), their
    aliases, and the main army (大军), which is the party's own."""
    return tuple(dict.fromkeys(party_aliases(tuple(party) or lex.default_party, lex) + lex.main_army))


_AT = frozenset("于於")
_IN = frozenset(("在",))
_AFTER_ACCESSION = ("之", "后", "以来", "以后", "初", "前", "时")


@lru_cache(maxsize=1)
def _bundled_states() -> frozenset[str]:
    """The names of the states in the bundled gazetteer (契丹, 吐蕃, 高句丽 …) and of sanmiao's dynasties
    (后晋, 北魏), also with the word for a dynasty after them (陈朝, 隋朝), in the simplified view."""
    from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    dynasties = dynasty_names()
    return frozenset(to_simplified(n) for p in load_gazetteer(DEFAULT_PLACES) if p.kind == "polity" for n in p.names) \
        | dynasties | {d + s for d in dynasties for s in load_lexicon().dynasty_words}


def _state_names(simp: str, mentions: Sequence[PlaceMention]) -> list[str]:
    """The names of states the text writes (吐蕃, 前秦), longest first: the polities of its gazetteer,
    and those of the bundled one where a text's own gazetteer lacks them (契丹 in 资治通鉴 卷284 白话)."""
    found = {simp[m.start:m.end] for m in mentions if m.place.kind == "polity"}
    names, automaton = _state_automaton()
    found |= {names[i] for i, _, _ in automaton.find_matches_as_indexes(simp, overlapping=True)}
    return sorted(found, key=len, reverse=True)


@lru_cache(maxsize=1)
def _state_automaton() -> tuple[list[str], ahocorasick_rs.AhoCorasick]:
    """The bundled states' names of two characters or more, and one automaton that finds them all in a text."""
    names = sorted(n for n in _bundled_states() if len(n) > 1)
    return names, ahocorasick_rs.AhoCorasick(names, matchkind=ahocorasick_rs.MatchKind.Standard)


def _office_made(simp: str, at: int, lex: Lexicon) -> tuple[int, str] | None:
    """Where the office a man is made begins, and the office, for his name ending at ``at``: 霍去病为票骑将军 (资治通鉴
    卷19), maybe from an office he held (亚夫以中尉为太尉, 史记 绛侯周勃世家); None when none follows.

    >>> _office_made("亚夫以中尉为太尉，东击吴楚。", 2, load_lexicon()), _office_made("李渊以武德殿为丞相府", 2, load_lexicon())
    ((6, '太尉'), None)
    """
    if simp.startswith(lex.office_from, at):
        mark = simp.find(lex.office_held_mark, at, at + len(lex.office_from) + lex.office_from_reach + 1)
        at = mark if mark > 0 and not _PUNCT.search(simp, at, mark) and simp.endswith(lex.office_from_ends, 0, mark) else at
    if not simp.startswith(lex.office_held_mark, at):
        return None
    at += len(lex.office_held_mark)
    m = lex.office_title.search(simp, at, at + lex.office_title_reach)
    if m is not None and m.end() - at > len(m.group()) and not _PUNCT.search(simp, at, m.end()):
        return at, simp[at:m.end()]
    sole = next((t for t in lex.sole_offices if simp.startswith(t, at)), None)  # 为太尉, a great office whole
    return (at, sole) if sole is not None else None


def _titles_of(simp: str, party: Sequence[str], mentions: Sequence[PlaceMention], lex: Lexicon) -> tuple[str, ...]:
    """The titles the text writes right before a party name at least twice, a title alone or a
    state's name and a title, that it mostly writes before his name: they name him alone too
    (前秦王苻坚 … 前秦王收拢逃散的兵众, 资治通鉴 卷105 白话; 大司马秀 … 大司马至, 卷39); and an office he is made
    (X为…将军) that then opens a clause alone (霍去病为票骑将军 … 票骑将军逾居延, 卷19; 李广利为贰师将军 … 贰师将军之西也, 卷21).

    >>> from route.corpus import parse_text
    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> from route.places.mentions import find_places
    >>> t = parse_text("大司马刘秀至邯郸。大司马刘秀至蓟。大司马北渡。前秦王苻坚下诏。")
    >>> _titles_of(t.simplified, ("刘秀", "苻坚"), find_places(t, load_gazetteer(DEFAULT_PLACES)), load_lexicon())
    ('大司马',)
    >>> t = parse_text("霍去病为票骑将军，将万骑出陇西。票骑将军逾居延。刘锜为鼎州观察使。")
    >>> _titles_of(t.simplified, ("霍去病", "去病", "刘锜", "锜"), find_places(t, load_gazetteer(DEFAULT_PLACES)), load_lexicon())
    ('票骑将军',)
    """
    states = _state_names(simp, mentions)
    leads: Counter[str] = Counter()
    made: dict[int, str] = {}  # where an office he is made begins → the office (霍去病为票骑将军, 去病为…: once)
    for name in (n for n in party if n not in lex.sovereign and n not in lex.main_army):
        for i in _find_all(simp, name):
            if (office := _office_made(simp, i + len(name), lex)) is not None:
                made[office[0]] = office[1]
            sole = next((t for t in lex.sole_offices if simp.endswith(t, 0, i)), None)
            if sole is not None:
                leads[sole] += 1  # 大将军青, not its 将军
                continue
            for title in lex.titles_before_name:
                if simp.endswith(title, 0, i):
                    head = simp[:i - len(title)]
                    state = next((st for st in states if head.endswith(st)), "")
                    if not state and head and (_fief_rank(head[-1] + title, lex) or ruler_title(head[-1] + title, lex)):
                        state = head[-1]  # 秦王坚 (资治通鉴 卷105): a fief and its rank, as _noble_names reads them; 燕主垂
                    leads[state + title] += 1
                    break
    # (an office he is made counts twice where the text then names him by it alone: 票骑将军逾居延, not 刘锜为鼎州观察使)
    leads.update({t: 2 for t in set(made.values()) if _opens_clause(simp, t)})
    # (a great office, held by one man at a time, names him alone once the text writes it before his name: 大将军青 … 大将军出塞
    # 千余里, 资治通鉴 卷19 and 史记 卫将军骠骑列传, however often it stands alone)
    # (and so is a fief's rank, written before his name twice: 魏王继岌 … 魏王至绵州, 旧五代史 庄宗纪)
    return tuple(t for t, n in leads.items() if len(t) > 1 and t not in party and (
        n >= 2 and (2 * n >= simp.count(t) - n or _fief_rank(t, lex)) or t in lex.sole_offices))


_OPEN_QUOTES = "“\"「『"


def _named_here(simp: str, start: int, lex: Lexicon) -> bool:
    """Whether the name at ``start`` answers "where is this?", in a quote that opens with it
    (三国演义 第七十一回: 问近侍曰："此何处也？"答曰："此名蓝田。").

    >>> lex = load_lexicon()
    >>> s = '问近侍曰："此何处也？"答曰："此名蓝田。林木之间，乃蔡邕庄也。"'
    >>> _named_here(s, s.index("蓝田"), lex), _named_here('畴曰："不如回军，从卢龙口越白檀之险。"', 10, lex)
    (True, False)
    """
    word = next((w for w in lex.named_here if simp.endswith(w, 0, start)), None)
    if word is None or start - len(word) < 1 or simp[start - len(word) - 1] not in _OPEN_QUOTES:
        return False
    quote = start - len(word) - 1
    return any(q in simp[max(0, quote - lex.where_reach):quote] for q in lex.where_questions)


def _last_clause(segment: str) -> str:
    clauses = [c for c in _PUNCT.split(segment) if c]
    return clauses[-1] if clauses else ""


def _met_with(clause: str, party: Sequence[str], lex: Lexicon) -> bool:
    """进，与操遇于赤壁: whoever the subject, the party met or fought there (与 + party + 遇/战/会)."""
    return any(clause.endswith(lex.met_with_mark + n + v) for n in party if n in clause for v in lex.met_with)


def _met_party(clause: str, party: Sequence[str], lex: Lexicon) -> bool:
    """李贤遇帝于崤中, 围帝于白登 (资治通鉴 卷156, 卷12): whoever met or besieged him, the party named as the
    object was there.

    >>> lex = load_lexicon()
    >>> _met_party("冒顿纵精兵四十万骑，围帝", ("帝",), lex), _met_party("窦泰与显智遇", ("欢",), lex)
    (True, False)
    >>> _met_party("燕范阳王德使南安王青等夜击魏军", ("魏王", "魏军"), lex)
    False
    """
    # (not his army, which may be a detachment: 燕范阳王德使南安王青等夜击魏军于邺下, 资治通鉴 卷108)
    return any(clause.endswith(v + n) for v in lex.party_objects for n in party
               if n not in lex.main_army and not n.endswith(lex.peoples))


def _battle_met(clause: str, lex: Lexicon) -> bool:
    """俄与敌遇, 两军相遇, 大兵与阿里不哥遇 (金史 太祖纪, 明史 太祖纪 translation, 元史 世祖纪), before 于X: an
    encounter whose subject names no one, both sides or the main army is the party's battle there.

    >>> lex = load_lexicon()
    >>> _battle_met("俄与敌遇", lex), _battle_met("两军相遇", lex), _battle_met("窦泰与显智遇", lex)
    (True, True, False)
    """
    verb = next((v for v in lex.encounters if clause.endswith(v)), None)
    if verb is None:
        return False
    head = clause[:-len(verb)]
    subject = head[:head.find(lex.met_with_mark)] if lex.met_with_mark in head else head
    return _names_no_one(subject, lex) or _without_fillers(subject, lex) in lex.meeting_sides


def _follows_party(clause: str, verb: str, party: Sequence[str], lex: Lexicon) -> bool:
    """以所部兵从郭威涉河 (资治通鉴 卷289), 跟随郭威过黄河 (its 白话): whoever follows, the party goes there
    too (a follow mark, a party name and the verb alone).

    >>> lex = load_lexicon()
    >>> _follows_party("王殷迎谒恸哭，以所部兵从郭威涉", "涉", ("郭威",), lex), _follows_party("令王殷从河", "河", ("郭威",), lex)
    (True, False)
    >>> _follows_party("乃随坚出发", "发", ("苻坚", "坚"), lex), _follows_party("顺流从上", "上", ("上",), lex)
    (True, False)
    """
    if not any(mark in clause for mark in lex.follow_marks):
        return False
    head = clause[:-len(verb)] if verb and clause.endswith(verb) else clause
    for mark in lex.follow_marks:
        for n in party:
            if len(n) == 1 and n in lex.sovereign:
                continue  # (从上游: no 上 followed)
            at = head.rfind(mark + n)
            rest = head[at + len(mark) + len(n):] if at >= 0 else None
            if rest is not None and (not rest or rest in lex.verb_index or not _without_fillers(rest, lex)):
                return True  # 乃随坚出发长安 (两晋演义): 坚's given name, and 出 of 出发 before the verb
    return False


def _met_after(after: str, party: Sequence[str], lex: Lexicon) -> bool:
    """在赤壁与曹操相遇: the 白话's place first, then 与 + party + 遇/交战."""
    if not after.startswith(lex.met_with_mark):
        return False
    after = after[len(lex.met_with_mark):]
    # an adverb may stand before the verb: 在神亭与孙策突然相遇
    return any(after.startswith(n) and v in after[len(n):len(n) + 2 + len(v)] for n in party for v in lex.met_with)


def _sides_meet_after(segment: str, after: str, party: Sequence[str], lex: Lexicon) -> bool:
    """The 白话's 两军在X交战 (``segment`` the sentence before 在, ``after`` from the place's end): both sides, the party named as one of them earlier in the sentence, fought or met at X
    (祖逖在蓬关进攻陈川，石勒派石虎率兵五万救援，两军在浚仪交战, 资治通鉴 卷91 白话; 吴军就前来进攻条侯周亚夫的军队，两军在
    下邑相遇, 卷16 白话); not a battle of others in the party's years (发兵进击刘迦论。两军在上群交战, 卷182 白话).

    >>> lex = load_lexicon()
    >>> _sides_meet_after("吴军就前来进攻条侯周亚夫的军队，两军", "相遇，", ("周亚夫", "亚夫"), lex)  # (在下邑相遇)
    True
    >>> _sides_meet_after("发兵进击刘迦论。两军", "交战，", ("炀帝", "帝"), lex)
    False
    """
    clause = _last_clause(segment)
    return _without_fillers(clause, lex) in lex.meeting_sides and after.startswith(lex.met_with) \
        and _names_pattern(tuple(party)).search(segment[:len(segment) - len(clause)]) is not None


_GIVEN: list = ["", {}]  # the last text read, and its answers by name: one text at a time, never kept


def _a_given_name(simp: str, name: str) -> bool:
    """Whether the text writes ``name`` as a person's given name: right after the same surname at
    least twice (朱全忠 in 旧唐书 昭宗纪, 李克用 in 资治通鉴 卷260), a surname that is no verb or
    preposition (于凤翔 is no 于 named 凤翔).

    >>> _a_given_name("朱全忠至河中。全忠在三原。朱全忠归大梁。", "全忠")
    True
    >>> _a_given_name("车驾在凤翔。于凤翔置军。于凤翔。", "凤翔")
    False
    """
    if _GIVEN[0] is not simp:
        _GIVEN[:] = [simp, {}]
    known: dict[str, bool] = _GIVEN[1]
    if name not in known:
        known[name] = _owned_twice(simp, name, load_lexicon())
    return known[name]


def _owned_twice(simp: str, name: str, lex: Lexicon) -> bool:
    owners = _surname_owners(simp, name, lex, lex.verb_index, lex.directions)
    return bool(owners) and max(owners.values()) >= 2


def _surname_owners(simp: str, name: str, lex: Lexicon, *skip: Collection[str]) -> Counter[str]:
    """How often each surname stands right before ``name`` in ``simp``, in reading order, leaving
    out characters of ``skip`` (于黄巢 is no 于 named 黄巢): 朱 → 2 for 全忠 in 朱全忠至河中…朱全忠归大梁.

    >>> _surname_owners("朱全忠至河中。于全忠。朱全忠归大梁。", "全忠", load_lexicon(), ("于",))
    Counter({'朱': 2})
    >>> _surname_owners("大司马刘秀至邯郸。大司马刘秀至蓟。前秦王苻坚下达诏令。", "刘秀", load_lexicon())
    Counter()
    >>> _surname_owners("前秦王苻坚下达诏令。秦王苻坚至项城。", "苻坚", load_lexicon())
    Counter()
    """
    owners: Counter[str] = Counter()
    for i in _find_all(simp, name):
        c = simp[i - 1] if i else ""
        if c and c in lex.surnames and not any(c in words for words in skip) \
                and not simp.endswith(lex.compound_surnames, max(0, i - 2), i) \
                and not (c in lex.noble_ranks and i >= 2 and not _PUNCT.match(simp, i - 2)):
            # (not 马 of 大司马刘秀, 资治通鉴 卷39 白话, nor 王 of 前秦王苻坚, 卷105 白话: the end of a title)
            owners[c] += 1
    return owners


def treated_as_place(simp: str, start: int, end: int, lex: Lexicon | None = None) -> bool:
    """Whether the text treats the name at ``[start, end)`` as a place: a movement verb right
    before it in its clause, or a seat suffix ending it or right after it (the CHGIS layer's
    guard against names that are words).

    >>> s = "乙未，至扶风。平原旷野，东城门开。甲寅，御乾元殿。奔入城中。"
    >>> [treated_as_place(s, s.index(n), s.index(n) + len(n)) for n in ("扶风", "平原", "东城", "乾元", "城中")]
    [True, False, False, False, False]
    """
    lex = lex or load_lexicon()
    name = simp[start:end]
    if all(c in lex.administrative_levels for c in name):
        return False  # 所过州县: "prefectures and counties", whatever CHGIS calls so (镇州 is a place)
    if name in lex.position_words:
        return False  # 迎入城中: in the city, not 城中县
    if _a_given_name(simp, name):
        return False  # 全忠 of 朱全忠 (旧唐书 昭宗纪), not CHGIS's 全忠县
    if simp.startswith(lex.not_place_after, end):
        return False  # 御乾元殿, 幸武功郡王德昭邸: part of a longer name
    if not name.endswith(lex.seat_suffixes) and lex.not_place_temple.match(simp, end):
        return False  # 幸太平兴国寺: a temple's name
    if simp.startswith(tuple(lex.place_suffixes), end) and not simp.startswith(name[-1], end):
        return False  # 次威远州, 次武平镇: another seat than the 威远县 or 武平县 whose stem this is
    if (name.endswith(lex.seat_suffixes) and (len(name) > 2 or name[-1] != "城")) \
            or simp.startswith(lex.seat_suffixes, end):
        return True
    before = _PUNCT.split(simp[max(0, start - 12):start])[-1]
    if before.endswith(tuple(_AT)) and (before[:-1].endswith(lex.actions_at) or before.startswith(lex.actions_at)):
        return True  # 大阅于南苑, 祭后土于汾阴: an action done at the place
    before = before[:-1] if before.endswith(lex.seat_verb_particles) else before
    return any(kind for _, kind, _, _ in _verbs_ending(before, lex))


def _received_after(after: str, party: Sequence[str], lex: Lexicon) -> bool:
    """陈敬赶到鹿头关迎接唐僖宗, 在咸阳追上了德宗: right after the place, someone meets or
    catches up with the party there; the novels put a comma between (洪星夜前到许昌，禀知曹操)."""
    after = after[1:] if after[:1] in "，," else after
    for skip in lex.received_skip:
        if after.startswith(skip):
            after = after[len(skip):]
            break
    verb = next((v for v in lex.received_after if after.startswith(v)), None)
    if verb is None:
        return False
    after = after[len(verb):]
    after = after[1:] if after.startswith("了") else after
    dynasty = next((d for d in sorted(dynasty_names(), key=len, reverse=True) if len(d) > 1 and after.startswith(d)), "")
    # 追上唐僖宗 for a party 僖宗, 上 too; 在荥阳迎接后汉高祖 (资治通鉴 卷287 白话): the party's dynasty before his name
    return any(n in after[:len(n) + 1] or n in after[len(dynasty):len(dynasty) + len(n) + 1] for n in party)


def _chased(clause: str, party: Sequence[str], lex: Lexicon) -> bool:
    """追操至南郡, 追赶曹操直到南郡: the party, chased to the place, is there."""
    for adverb in lex.chase_adverbs:
        if clause.endswith(adverb):
            clause = clause[: -len(adverb)]
            break
    return clause.endswith(_chase_ends(tuple(party), lex.chased))


@lru_cache(maxsize=64)
def _chase_ends(party: tuple[str, ...], chased: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(c + n for n in party for c in chased)


def _sends_others(clause: str, party: Sequence[str], lex: Lexicon) -> bool:
    """徙辽州民入营州: people sent, not the party; but 遣侍读商辂迎上皇于居庸关 and 送上皇至野狐岭
    move the party itself, named after the sending."""
    if lex.own_camp_move.search(clause):  # 上徙营于X: the party moves its own camp
        clause = lex.own_camp_move.sub("", clause)
    last = max((clause.rfind(n) for n in party if n in clause), default=-1)
    tail = clause[last + 1:] if last >= 0 else clause
    # people or goods stand between the sending and the verb (徙辽州民入营州); with nothing
    # between, the party moves itself (昭宗迁移到石门镇, 资治通鉴 卷260 白话)
    tail = lex.office_title.sub("", tail)  # (not the 使 of an office: 大猷偕副使任环大败贼陆泾坝, 明史 俞大猷传)
    return any((i := tail.find(w)) >= 0 and (last < 0 or tail[i + len(w):].strip("移")) for w in lex.sent) \
        or any((i := tail.find(w)) >= 0 and not _by_himself(tail[:i], lex) for w in lex.detached)
    # 又分军出汾水关: the detachment goes (not 自分兵浮江下还江州, 后汉书 岑彭传: he himself with the force split off)


def _by_himself(words: str, lex: Lexicon) -> bool:
    """Whether ``words`` end, past fillers (却, 乃), with a word of acting oneself (自, 亲, 自己): 自分兵 (后汉书 岑彭传),
    自己却分兵 (its 白话).

    >>> lex = load_lexicon()
    >>> _by_himself("使护军杨翕与臧宫拒延岑等，自", lex), _by_himself("自己却", lex), _by_himself("又", lex)
    (True, True, False)
    """
    while words and words[-1] not in lex.self_alone and (words[-1] in lex.filler_chars or words[-1] in lex.self_then):
        words = words[:-1]
    return words.endswith(lex.self_acts) or words[-1:] in lex.self_alone


def _moves_people(segment: str, lex: Lexicon) -> bool:
    """世祖移营丘、成周…六郡百姓共计三万多家到幽州 (魏书 世祖纪 translation): the people of the places listed
    go, moved by the party; the clause, lists and all, holds a word of moving and then the people."""
    clause = (_CLAUSE_WITH_LISTS.findall(segment) or [""])[-1]
    return any((i := clause.find(w)) >= 0 and lex.moved_people.search(clause, i + len(w)) for w in lex.people_movers)


def _clause_end(simp: str, at: int) -> int:
    """Where the clause holding ``at`` ends (at its punctuation): past 出发 of 昭宗从陕州出发；, from 陕州's end."""
    m = _PUNCT.search(simp, at)
    return m.start() if m else len(simp)


def _acts_with_someone(clause: str, lex: Lexicon) -> bool:
    """Whether ``clause``, right before 于X, opens with someone followed or gone with and then the act done at X: the one
    the story is about acts there (俄从党进破并寇, 宋史; 从太祖破窦泰, 周书; 乃从经大破贼, 明史 俞大猷传), not the one named.

    >>> lex = load_lexicon()
    >>> _acts_with_someone("俄从党进破并寇", lex), _acts_with_someone("从珂自怀州至河阳", lex)
    (True, False)
    """
    words = _without_fillers(clause, lex)
    return words[:1] in lex.act_with_marks and _action_at(words, (), lex) is not None


def _action_at(segment: str, party: Sequence[str], lex: Lexicon) -> str | None:
    """The action done at the place in 祭后土于汾阴, 上大阅于南苑 (祭, 大阅), when the clause
    before 于 is an action by the party or unnamed; None when it is not, or when 于 opens its own clause (约艾起兵，于汉中
    取齐, 三国演义 第一百十六回: the act comes after the place, another clause's is not done there)."""
    if segment and _PUNCT.match(segment[-1]):
        return None
    clause = _last_clause(segment)
    if clause.endswith(lex.greet_him):
        clause = clause[:-1]  # 上迎之于长乐 (资治通鉴 卷189): the one just come greeted, as 镇恶迎于灞上
    for filler in lex.fillers:
        if clause.startswith(filler) and not clause.startswith(lex.actions_at) \
                and not (clause.startswith(lex.party_objects) and clause.endswith(tuple(party))):  # (会舟师于瓜洲渡: 会 acts;
            # 乃急追之，及温于襄邑: 及 catches the party up)
            clause = clause[len(filler):]
    named = max((clause.find(n) + len(n) for n in party if n in clause
                 and not (len(n) == 1 and n in lex.main_army and clause.find(n) > 0)), default=0)  # 舟师: no 师
    # the action opens the clause (祭后土于汾阴) or ends it, right before 于 (帝督诸军…大战于高梁河)
    rest = clause[named:]
    if named:  # 曹彬等破江南兵于新林港口 (续资治通鉴 卷8): he and his company
        rest = rest[len(next((w for w in lex.company_after if rest.startswith(w)), "")):]
        report = next((w for w in lex.report_before_act if rest.startswith(w)), "")
        if any(rest.startswith(a, len(report)) for a in lex.actions_at):
            rest = rest[len(report):]  # 长龄等奏败贼於洋阿尔巴特 (清史稿 宣宗纪): his act, as he reports it
    if named and not rest:  # 遣侍读商辂迎上皇于居庸关: the party met (or escorted) there
        # (the longest name ending the clause: 车驾 of 李茂贞迎车驾, not its 驾)
        head = clause[:min(len(clause) - len(n) for n in party if clause.endswith(n))]
        met = next((v for v in (*lex.receive_party, *lex.party_objects) if head.endswith(v)), None)
        if met is not None:
            return met
    ends = next((a for a in lex.actions_at if clause.endswith(a)), None)
    if ends is not None and clause[:-len(ends)].endswith(lex.from_afar):
        ends = None  # 望祀虞舜于九疑山 (资治通鉴 卷7): a rite toward the place, from afar
    if rest[:1] in lex.act_with_marks:  # 又与米信破契丹于新城 (宋史 曹彬传): with (or against) someone, the party acts
        # there; 乃从经大破贼于王江泾 (明史 俞大猷传): following someone
        rest = next((rest[k:] for k in range(2, lex.act_with_reach + 2)
                     if any(rest.startswith(a, k) for a in lex.actions_at)), rest)
    if rest[:1] in lex.directions and any(rest.startswith(a, 1) for a in lex.actions_at):
        rest = rest[1:]  # (its direction before it: 吴王北会诸侯于黄池, 史记 吴太伯世家; 北猎野马于辱孤山)
    if not any(rest.startswith(a) for a in lex.actions_at):
        # (the troops he leads and how, before the act: 羽自率众攻曹仁于樊, 资治通鉴 卷68; 合攻贼于平海, 明史 戚继光传)
        rest = _without_fillers(rest, lex).lstrip(lex.act_adverbs)
    found = next((a for a in lex.actions_at if rest.startswith(a)), None)
    if found is None and not named and not ends \
            and "、" in (whole := _CLAUSE_BREAK.split(segment)[-1]) and whole != clause:
        # (its object a list: 吴汉破公孙述将魏党、公孙永于鱼涪津, 资治通鉴 卷43)
        act = _action_at(whole.replace("、", ""), party, lex)
        return act if act in lex.foes_acts else None  # (not 朝 of 朝廷调发义成、忠武…军队于晋阳)
    return found or ends


def _goes_before_at(segment: str, lex: Lexicon) -> bool:
    """Whether ``segment``, the words before a 于X, ends with a verb of arriving: the classical 归于X, 入于X, to X
    (八月，司马懿自襄阳还，归于洛阳, 资治通鉴 卷71; 鼓噪入于石头, 卷81).

    >>> lex = load_lexicon()
    >>> _goes_before_at("八月，司马懿自襄阳还，归", lex), _goes_before_at("王濬鼓噪入", lex), _goes_before_at("葬", lex)
    (True, True, False)
    """
    return any((kind, is_stop) == ("arrive", True) for _, kind, is_stop, _ in _verbs_ending(segment, lex))


def _drop_action(segment: str, lex: Lexicon, party: Sequence[str] = ()) -> str:
    """The words before the action of a V于X clause, where its subject (if any) stands: not an action word
    inside a party name (军 of 晋军屯于有莘, 东周列国志 第三十四回)."""
    clause = _last_clause(segment)
    named = max((clause.find(n) + len(n) for n in party if len(n) > 1 and clause.startswith(n)), default=0)
    # (not one that begins an office's title either: 军 of 右领军中郎将薛仁贵等与高丽将温沙门战于横山, 资治通鉴 卷200)
    titles = [(t.start(), t.end()) for t in lex.office_title.finditer(clause)]  # (将军 of 右领军将军王君廓破突厥于幽州)
    # (the party named right after an office's title: all before it is his title, 左屯卫将军薛仁贵…, 屯 no act)
    named = max((e + len(n) for _, e in titles for n in party if len(n) > 1 and clause.startswith(n, e)), default=named)
    at = min((i for a in lex.actions_at for i in _find_all(clause[named:], a)
              if not lex.office_title.match(clause, named + i + len(a))
              and not any(b <= named + i < e for b, e in titles)), default=len(clause) - named) + named
    if clause.startswith(lex.met_with, at) \
            and (joint := (whole := _CLAUSE_BREAK.split(segment)[-1]).find(lex.met_with_mark)) >= 0 \
            and not _without_fillers(whole[:joint], lex) and not any(n in whole for n in party):  # (与魏党、公孙永: the list)
        return segment[:len(segment) - len(whole) + joint]  # (遂)与公孙述将魏党、公孙永战(于鱼涪津): the one fought
        # named after 与, no subject before it
    return segment[: len(segment) - len(clause) + at] if clause else segment


def _past_list(simp: str, end: int, mentions: Sequence[PlaceMention], k: int, mark: str = "、") -> int:
    """Where the list a place opens ends: past ``、Y、Z`` when the next mentions follow it mark by mark
    (上乃发上郡、北地、陇西车骑: 汉书 高帝纪, what follows 陇西 is what follows 上郡); with no ``mark``, past
    the names written one right after another (颍宋徐亳 of 经过颍宋徐亳一带, 唐史演义 第八十九回)."""
    while k + 1 < len(mentions) and simp.startswith(mark, end) and mentions[k + 1].start == end + len(mark):
        k += 1
        end = mentions[k].end
    return end


def _unmarked_list(simp: str, prev: PlaceMention, mentions: Sequence[PlaceMention], k: int, lex: Lexicon) -> bool:
    """Whether ``mentions[k]``, written right after the stop ``prev`` with no mark, is the next name of its list:
    two towns apart, the second of the first's kind or a larger one, the run of names closing the clause or counted
    (围攻天长六合, 唐史演义; 出击元氏房子二县, 后汉演义); not a county after its prefecture (扬州江都) nor a spot of
    the first town (彭城灵壁东面的睢水)."""
    m, kinds = mentions[k], lex.unmarked_list_kinds
    if prev.end != m.start or not m.place.can_be_stop or prev.place.kind not in kinds \
            or m.place.kind not in kinds[kinds.index(prev.place.kind):]:
        return False
    end = _past_list(simp, m.end, mentions, k, mark="")
    return (_PUNCT.match(simp, end) is not None or simp.startswith(lex.unmarked_list_after, end)) \
        and distance_km(prev.place.latlon, m.place.latlon) >= lex.unmarked_list_apart_km


@lru_cache(maxsize=64)
def _names_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern for a party's names: whether a clause names any of them at all."""
    return re.compile("|".join(re.escape(n) for n in sorted(set(names), key=len, reverse=True)) or "(?!)")


def _other_lives(simp: str, party: Sequence[str], lex: Lexicon, everyone: bool = False) -> list[tuple[int, int]]:
    """The spans of the lives of others that a collective 传 tells after the party's: from a line opening with another's
    name and his courtesy name or home (陈嘉，字庆馀，籍广西荔浦, 清史稿 冯子材传's next life; 苏元春，字子熙，广西永安人) to the
    next line naming the party or opening another life of his.

    >>> lex = load_lexicon()
    >>> text = "越二年，子材至镇南关。\\n明年，至谅山。\\n又明年，还。\\n陈嘉，字庆馀，籍广西荔浦。从征黔苗。\\n嘉至龙州。\\n子材还钦州。"
    >>> [text[a:b] for a, b in _other_lives(text, ("冯子材", "子材"), lex)]
    ['陈嘉，字庆馀，籍广西荔浦。从征黔苗。\\n嘉至龙州。\\n']
    """
    names = tuple(n for n in party if len(n) > 1 and n not in lex.main_army)
    if not names and not everyone:  # (everyone: the lives after the first, whoever the party)
        return []
    words = load_layout_words()
    named, opening = _names_pattern(names), words.biography_opening
    spans: list[tuple[int, int]] = []
    opened: int | None = None
    # (the text's own subject opens one of its first lines: 傅恒，字春和, 清史稿 傅恒传, whoever the party is)
    lines = [m for m in re.finditer(r"[^\n]+\n?", simp) if m.group().strip()]
    for line in lines[words.biography_lines:]:
        life = opening.match(line.group())
        # (a clan and a banner open a Manchu's life, his name no surname's: 舒兰，纳喇氏，满洲正红旗人)
        if life is not None and (not (life["clan"] or _a_life_opens(life["name"], simp[line.start() + life.end():], lex))
                                 or any(ch in lex.numeral_chars for ch in life.group()[len(life["name"]):])
                                 or (life["name"][0] in lex.day_stems and life["name"][1] in lex.day_branches)):
            life = None  # (诸将克城，毋肆焚掠妄杀人; 丁未，录故功臣子孙五百余人; 明年，超发于窴诸国兵二万五千人: no one's life)
        ours = life is not None and named.search(life["name"]) is not None
        if opened is not None and (ours or named.search(line.group())):
            spans.append((opened, line.start()))
            opened = None
        if life is not None and not ours and opened is None:
            opened = line.start()
    if opened is not None:
        spans.append((opened, len(simp)))
    return spans


def _a_life_opens(name: str, after: str, lex: Lexicon) -> bool:
    """Whether ``name``, opening a line as a life opens (陈嘉，字庆馀), is a person's: a surname, then a given name of one
    or two characters that the words ``after`` write again within ``life_reach`` characters.

    >>> lex = load_lexicon()
    >>> _a_life_opens("陈嘉", "籍广西荔浦。从苏元春征黔苗。嘉率所部力战。", lex), _a_life_opens("诸将克城", "毋肆焚掠妄杀人", lex)
    (True, False)
    """
    surname = next((c for c in lex.compound_surnames if name.startswith(c)), name[:1] if name[:1] in lex.surnames else "")
    given = name[len(surname):]
    return bool(surname) and 1 <= len(given) <= 2 and given in after[:lex.life_reach]


def _gives_up_or_killed(clauses: Sequence[str], lex: Lexicon) -> bool:
    """Whether the first of ``clauses``, opened by someone else, ends with a host giving himself or his city up, or it or
    the next ends with his death or capture: no new mover (世充行台仆射韩洪开城纳之, 旧唐书 窦建德传; 宋安抚使马世元率官属出降,
    金史 宗弼传; 黄州副使樊维城，不屈被杀, 明史演义 第八十六回).

    >>> lex = load_lexicon()
    >>> _gives_up_or_killed(["黄州副使樊维城，", "不屈被杀，", "官民尽溃"], lex), _gives_up_or_killed(["李勣引兵趋白岩城"], lex)
    (True, False)
    """
    ends = [c.rstrip("，,。；;、 ") for c in clauses[:2]]
    return bool(ends) and (ends[0].endswith(lex.host_received) or any(e.endswith(lex.victim_ends) for e in ends))


class _Topic:
    """Who the sentences before a subjectless movement clause are about (the topic chain).

    >>> from route.corpus import parse_text
    >>> t = parse_text("帝至辽东城。宇文述等且战且行。至萨水。", name="t.txt")
    >>> topic = _Topic(t.simplified, analyse_layout(t, []), load_lexicon(), [], [], {})
    >>> topic.someone_else(t.simplified.index("至萨水"), ("帝",))
    True
    """

    def __init__(self, simp: str, layout: Layout, lex: Lexicon, date_spans: Sequence[tuple[int, int]],
                 date_starts: Sequence[int], places: Mapping[int, str], ends: Mapping[int, int] | None = None,
                 armies: tuple[str, ...] = ()) -> None:
        self.simp, self.layout, self.lex = simp, layout, lex
        self.armies = armies  # 唐军 in 贞观: the dynasty's own army, no one else
        self.date_spans, self.date_starts, self.places = date_spans, date_starts, places
        self.ends = ends or {}  # where each place name starting at a key ends
        marks = load_layout_words().entry_marks  # data/layout.toml: ○, △, [3] …
        self.entry_marks, self.marks = marks, "".join(c for c in marks if not c.isspace() and not c.isdigit())
        self._known: dict[tuple[str, str, int], bool] = {}  # (question, words, count) → answer
        # one answer per sentence and party, with the start of the sentence that gives it
        self._whose: dict[tuple[int, int], tuple[bool | None, int | None]] = {}
        self._share: dict[tuple[str, ...], float] = {}  # the party's share of the sentences' openers, per party
        self._after: dict[str, list[int]] | None = None

    def party_share(self, party: Sequence[str]) -> float:
        """Of the sentences that open with someone moving, the share the party opens: a text about it
        (史记 高祖本纪, a 列传) or one of many actors (资治通鉴, a novel's chapter)."""
        key = tuple(party)
        if key not in self._share:
            starts = (0, *(e + 1 for e in self.layout.sentence_ends))
            found = [w for at in starts if at < len(self.simp) and (w := self._opener(at, party)) is not None]
            self._share[key] = found.count(False) / len(found) if found else 0.0
        return self._share[key]

    def opens_entry(self, start: int) -> bool:
        """Whether the sentence at ``start`` opens a numbered entry, a new story ([2]是日，陷荥阳)."""
        own = _CLAUSE.search(self.simp, start)
        return own is not None and self._opens_entry(own.start())

    def opener_of(self, start: int, party: Sequence[str]) -> bool | None:
        """Who opens the sentence at ``start`` itself: True for someone else (克用进军渭桥…；
        辛卯，拔永寿), False for the party, None for no one."""
        return self._opener(start, party)

    def opened_by_someone(self, start: int, party: Sequence[str]) -> bool:
        """Whether the sentence at ``start`` opens with a person or an officer who is not the
        party, whatever it tells (乙亥，全忠发州；: 朱全忠)."""
        end = self._sentence_end(start)
        a = self._first_head(start)
        if a is None or self._party_opens(start, end, party):
            return False
        if a in self.places:  # 北齐后主在祁连池狩猎； (资治通鉴 卷172 白话): a state's ruler, or the state, acts
            return self.places[a] == "polity"
        return self._someone_at(a)

    def opened_by_sovereign(self, start: int) -> bool:
        """Whether the sentence at ``start`` opens with a word of the sovereign (上东巡, 帝幸X), past its dates."""
        a = self._first_head(start)
        return a is not None and self.simp.startswith(self.lex.sovereign, a)

    def _sentence_end(self, start: int) -> int:
        end = self.layout.sentence(start)[1]
        return len(self.simp) if end < 0 else end

    def _first_head(self, start: int) -> int | None:
        """Where the words of the sentence at ``start`` begin, past its dates and fillers (乙亥，: a date
        alone; 十一月乙丑，闻金兵至…: at 闻)."""
        return next((h for m in _CLAUSE.finditer(self.simp, start, self._sentence_end(start))
                     if (h := self._head(m.start(), m.end())) is not None), None)

    def someone_else(self, start: int, party: Sequence[str]) -> bool:
        """Whether the sentence opening at ``start`` continues someone else's story (see
        :meth:`whose`); when no one is found, the party's."""
        return self.whose(start, party) is True

    def whose(self, start: int, party: Sequence[str]) -> bool | None:
        """Whose story the sentence opening at ``start`` continues: True for someone else,
        False for the party, None when no one is found. The nearest earlier sentence (up to
        ``topic_reach``) that opens with a party name, an actor (太子, 使者) or a person the
        text names decides. A numbered entry ([3]壬子，祭后土于汾阴) starts a new story."""
        key = (start, id(party))
        if key not in self._whose:
            self._whose[key] = self._decider(start, party)
        return self._whose[key][0]

    def sovereign_story(self, start: int, party: Sequence[str]) -> bool:
        """Whether the sentence opening at ``start`` continues a story the sovereign opens, the sentences between
        naming no one (甲寅，上幸许州。十二月，辛未，畋于长社。己卯，还东都, 资治通鉴 卷200, in 薛仁贵's story)."""
        if self.whose(start, party) is not True:
            return False
        at = self._whose[(start, id(party))][1]
        return at is not None and self.opened_by_sovereign(at)

    def _decider(self, start: int, party: Sequence[str]) -> tuple[bool | None, int | None]:
        """:meth:`whose`'s answer and the start of the sentence that gives it."""
        own = _CLAUSE.search(self.simp, start)  # (as opens_entry, the clause found once)
        if own is None or self._opens_entry(own.start()):
            return None, None
        head = self._first_head(start)
        if head is not None and self.simp.startswith(self.lex.perception_openers, head):
            # 闻金兵至奉圣州，遂率卫兵屯于落昆髓 (辽史 天祚皇帝纪): who hears of the story before is not in it
            return None, None
        at, read = start, 0
        while at > 0 and read < self.lex.topic_reach:
            s_start, _ = self.layout.sentence(at - 1)
            first = _CLAUSE.search(self.simp, s_start, at)
            at = s_start
            if first is None or self.layout.in_quote(first.start()) or self.layout.in_commentary(first.start()):
                continue
            read += 1
            who = self._opener(s_start, party)
            if who is not None:
                return who, s_start
            if self._opens_entry(first.start()):
                return self._entry_opener(s_start), s_start
        return None, None

    def _entry_opener(self, start: int) -> bool | None:
        """True when a numbered entry opens with someone else, whatever he does, for the party
        is not named before: [23]颜杲卿使其子泉明…献…于京师。…至太原 (资治通鉴 卷217); past its dates,
        [11]乙巳，杜威等诸军会于定州…甲寅，取满城 (卷284)."""
        a = self._first_head(start)
        if a is None:
            return None
        if a in self.places:  # [7]柔然送悼后于魏…。至黑盐池 (卷158): a state's party
            return True if self.places[a] == "polity" or self._office_at(a) else None
        return True if self._someone_at(a) else None

    def _someone_at(self, at: int) -> bool:
        """An actor (太子, 使者), a person the text names or an officer opens ``at``."""
        return any(self.simp.startswith(n, at) for n in self.lex.actors) or self._person(at) or self._office_at(at)

    def _opens_entry(self, at: int) -> bool:
        """``at`` opens a line after an entry number or mark: [3]壬子, ○丁未."""
        near = self.simp[max(0, at - 12):at]  # marks stand right at the line's start
        if "\n" not in near and at > 12:
            return False
        head = near[near.rfind("\n") + 1:].strip(" \t\u3000")
        return any(c in self.marks for c in head) and all(c in self.entry_marks for c in head)

    def _opener(self, start: int, party: Sequence[str]) -> bool | None:
        """True for someone else, False for the party, None when the sentence names no one first.
        A sentence of speech counts only when the party speaks (曹操说：“很好！”)."""
        simp = self.simp
        end = self._sentence_end(start)
        for m in _CLAUSE.finditer(simp, start, end):
            a = self._head(m.start(), m.end())
            if a is None:
                continue  # 秋，七月，壬寅 / 于是，: a date or fillers alone
            clause = simp[a:m.end()]
            if self._party_opens(a, end, party):
                return False  # 后周世宗从楚州出发, 操从之; 衡复献食，帝令颁赐公卿: the party acts too
            moved = self.lex.topic_motion.search(clause) is not None
            if not moved and (self.layout.in_speech(end - 1) or any(q in simp[m.end():end] for q in "“「")):
                return None  # 诸将皆曰：“…”: who speaks is not who moves (but 郭子仪引三十骑…而东，谓…曰 moved)
            if not self.lex.topic_motion.search(simp, a, end) or simp[a:end].rstrip().endswith("也"):
                return None  # 振终不从, 耀卿，叔业之七世孙也: no move told
            if any(w in simp[a:end] for w in self.lex.asks):
                return None  # 诸将固请围城。十一月丙辰，攻拔京城 (旧唐书 高祖纪): asked for, the party's to make
            if self.armies and clause.startswith(self.armies):
                return None  # 一路上，唐军没有遇到任何敌军的追袭 (the chapter): the dynasty's own army
            if clause.startswith(self.lex.divisions):
                return None  # 骑兵还及随行，步兵追赶不上 (前汉演义): the topic's own forces, no one named
            if a in self.places:  # 常山已陷: a place, not a person; 高丽兵大至: a state's army
                someone = self.places[a] == "polity" or self._office_at(a) or self._troops_at(a)
            else:
                someone = any(clause.startswith(n) for n in self.lex.actors) or self._person(a) or self._office_at(a)
            if someone:
                # (not 宋安抚使马世元率官属出降, 金史 宗弼传, nor 黄州副使樊维城，不屈被杀, 明史演义 第八十六回: a host giving up
                # or someone killed tells no mover; the one the story is about goes on)
                return None if _gives_up_or_killed([c.group() for c in _CLAUSE.finditer(simp, m.start(), end)], self.lex) \
                    else True
            if a in self.places:
                return None
            if clause.startswith(self.lex.sovereign) and not set(party) & {*self.lex.sovereign, *self.lex.imperial_persons}:
                return True  # 甲子，上发东都 (资治通鉴 卷200, of 苏定方's story): the sovereign, someone else for a general
            return None
        return None

    def _party_opens(self, start: int, end: int, party: Sequence[str]) -> bool:
        """Whether a party name opens a clause of ``[start, end)`` or follows its opener
        (后周世宗从楚州出发; 衡复献食，帝令颁赐公卿; 操从之), not only stands inside one as
        an object (子仪恐吐蕃逼乘舆)."""
        named = _names_pattern(tuple(party))
        if not named.search(self.simp, start, end):
            return False
        for m in _CLAUSE.finditer(self.simp, start, end):
            if self.layout.in_quote(m.start()):
                continue  # 谓王延昌曰：“六军将士逃溃者…”: words spoken, not who acts
            a = self._head(m.start(), m.end()) if m.start() != start else start
            if a is None:
                continue
            hit = named.search(self.simp, a, m.end())
            if hit is not None and hit.start() - a <= self.lex.escorted_reach and any(
                    self.simp[a:hit.start() - k].endswith(self.lex.escort_before) for k in (0, 1)):  # (唐 of 唐僖宗)
                return True  # 田令孜侍奉唐僖宗从…开远门出奔凤翔 (资治通鉴 卷256 白话): escorted, he goes
            if hit is not None and (hit.start() - a <= self.lex.party_opens_reach or self._titled(a, hit.start())
                                    or self.simp[a:hit.start()].endswith(self.lex.appoints_before)
                                    or self._joined(a, hit.start(), hit.end(), m.end())) \
                    and not (self._office_at(hit.end()) and not self.simp.startswith(self.lex.office_held, hit.end())) \
                    and not self.simp.startswith(self.lex.kin, hit.end() + (self.simp[hit.end():hit.end() + 1] in "的之")) \
                    and not self.simp[a:hit.start()].endswith(self.lex.asks_before) \
                    and not any(self.simp.endswith(w, a, hit.start()) for w in self.lex.perception + self.lex.knows_before):
                # not 安禄山大同军使高秀岩 (an officer of his; but 霍去病为票骑将军 holds the office), 欲劝上罢兵 (资治通鉴 卷239), 请车驾速入
                # (the party asked; 迎上皇入 is escorted: he goes), 全忠知帝出幸 (heard of: 旧唐书 昭宗纪)
                return True
        return False

    def _joined(self, at: int, name: int, end: int, clause_end: int) -> bool:
        """Whether the party name at ``name`` is joined to the opener of the clause at ``at`` by 与 or 及, after at most
        a title, as one who acts with him (王凤与太常偏将军刘秀等徇昆阳, 资治通鉴 卷39), not one met or fought
        (繇与策战)."""
        j = max(self.simp.rfind(mark, at, name) for mark in self.lex.joint_marks)
        if j <= at or (j + 1 < name and not _title_lead(self.simp[j + 1:name], self.lex)):
            return False
        after = self.simp[end:clause_end].lstrip("".join(self.lex.company_after))
        return not after.startswith(self.lex.met_with)

    def _titled(self, at: int, name: int) -> bool:
        """Whether the words from ``at`` to the party name at ``name`` are its state and title:
        东晋太尉刘裕抵达彭城 (资治通鉴 卷117 白话), 后周世宗."""
        if self.places.get(at) == "polity":
            at = self.ends.get(at, at)
        lead = self.simp[at:name]
        # (or an office, where it is held, right before the name: 环庆行营经略使高遵裕复清远军, 宋史 神宗纪; 秦凤路沿边安抚使王韶
        # 引兵城渭源堡, 续资治通鉴 卷68)
        return not lead or _title_lead(lead, self.lex) or (
            len(lead) <= self.lex.office_title_reach + self.lex.title_head_reach
            and any(self.lex.office_title.fullmatch(lead, j) for j in range(len(lead))))

    def _troops_at(self, at: int) -> bool:
        """Whether the place at ``at``, or a list of places opening there, names troops raised
        there: 凉州之兵始达咸阳, 幽、冀之兵至于彭城 (资治通鉴 卷105), 凉州的军队 (its 白话)."""
        end = self.ends.get(at)
        while end is not None and self.simp.startswith("、", end) and end + 1 in self.ends:
            end = self.ends[end + 1]  # (幽、冀之兵)
        return end is not None and self.simp.startswith(self.lex.place_troops, end)

    def _office_at(self, at: int) -> bool:
        """Whether the words at ``at`` name an office, its holder the clause's subject:
        大同兵马使薛忠义寇静边军, 辽东道行军大总管李勣 (资治通鉴); not an order (遣营州都督…)."""
        simp = self.simp
        m = self.lex.office_title.search(simp, at, at + self.lex.office_title_reach)
        if m is None or _PUNCT.search(simp, at, m.start()) \
                or any(simp.startswith(w, m.start()) for w in self.lex.not_offices):
            return False  # (李世民将军营转移到青城宫: 把军营)
        words = simp[at:m.start()]
        if any(c in words for c in self.lex.act_with_marks):
            return False  # 大猷偕副使任环大败贼 (明史 俞大猷传): the office of one he went with
        # (复为枢密副使, 宋史 狄青传, 后复任枢密副使, its translation: an office taken, no one named; not 以辅为右度辽将军,
        # 资治通鉴 卷63, another made an officer)
        held = min((k for h in self.lex.office_held if (k := words.find(h)) >= 0), default=-1)
        mark, since = self.lex.office_held_mark, self.lex.office_from
        before = words[:held]  # (广以卫尉为将军，出雁门, 汉书 李广传: promoted from an office, as 亚夫以中尉为太尉)
        promoted = before.startswith(since) and before.endswith(self.lex.office_from_ends) \
            and len(before) <= len(since) + self.lex.office_from_reach
        # (青以车骑将军出定襄, 青以车骑将军为大将军: the office he acts as; not 帝以右翊卫将军河东薛世雄为玉门道行军大将, 资治通鉴
        # 卷181, an officer made another's)
        acts_as = held < 0 and words.startswith(since) and len(words) <= len(since) + self.lex.office_capacity_reach
        if acts_as:  # (the clause's rest read only then: this runs for every name a clause opens with)
            after = simp[m.end():_clause_end(simp, m.end())]
            acts_as = mark not in after or after.startswith(mark)
        taken = held >= 0 and mark not in before and (since not in before or promoted) or acts_as
        return not any(d in words for d in self.lex.delegation) and not taken and (
            at in self.places or not (words.startswith(self.lex.verb_words)
                                      or words.startswith(self.lex.leads_group)))  # (万岁率领柱国张定和: led)

    def _head(self, start: int, end: int) -> int | None:
        """Where the words of the clause ``[start, end)`` begin after its dates and fillers."""
        a = start
        i = bisect.bisect_right(self.date_starts, a) - 1
        if i >= 0 and self.date_spans[i][1] >= end:
            return None  # 秋，七月，壬寅: a date alone
        if i >= 0 and self.date_spans[i][1] > a:
            a = self.date_spans[i][1]
        a = _filler_lead(self.simp, self.lex, a, end)  # 于是，遂: fillers before the subject
        if self.simp.startswith(self.lex.demonstratives, a) and a + 1 < end \
                and self.simp[a + 1] not in self.lex.not_after_demonstrative:
            a += 1  # 那金兀术接得探报 (宋史演义): the name after the demonstrative opens the clause
        return a if a < end else None

    def switched(self, start: int, verb: int, party: Sequence[str]) -> bool:
        """Whether, after the last clause of ``[start, verb)`` that names the party, a clause
        opens with someone else, who then is the one who moves: 上至辽东城下，李勣军至白岩城;
        上至辽东城，李勣引兵趋白岩城，至白岩城."""
        clauses = list(_CLAUSE_WITH_LISTS.finditer(self.simp, start, verb))
        named = _names_pattern(tuple(party))
        # (not the 师 of 齐师, a state's army, someone's)
        last = next((k for k in range(len(clauses) - 1, -1, -1)
                     if any(len(h.group()) > 1 or h.group() not in self.lex.main_army
                            or not self._state_army(h.start() - 1, party) and not self._state_army(h.start() - 2, party)
                            for h in named.finditer(self.simp, clauses[k].start(), clauses[k].end()))), None)
        if last is None:
            return False
        if not any(self._party_opens(m.start(), m.end(), party) for m in clauses[:last + 1]):
            last = -1  # 子仪恐吐蕃逼乘舆，…比至商州: the party only an object; who opens the sentence moves
        later = clauses[last + 1:]
        for k, m in enumerate(later):
            a = self._head(m.start(), m.end())
            if a is None or self.simp.startswith(self.lex.companions, a) or _leads_group(self.simp[a:m.end()], self.lex) \
                    or m.end() == verb and _acts_with_someone(self.simp[a:verb], self.lex):  # (俄从党进破并寇于团柏谷)
                continue  # 秦王带领轻骑，同敬德、叔宝、士信过汜水 (隋唐演义): who went along, not who went; 率邓弘等…: those led
            if any(c.group().endswith(self.lex.following) for c in later[k:]):
                continue  # 刘邦…独自骑马而行，樊哙、夏侯婴、靳强、纪信等四人手拿剑和盾牌，快步相随，经骊山下 (资治通鉴 卷9
                # 白话): who followed him, not who went
            if k + 1 < len(later) and _chases_the_routed(m.group(), later[k + 1].group(), self.lex):
                continue  # 骥自将中军奋击之，贼大溃，乘胜至马鞍山 (明史 王骥传): the routed named, their foe chases
            if _gives_up_or_killed([c.group() for c in later[k:]], self.lex):
                continue  # 世充行台仆射韩洪开城纳之 (旧唐书 窦建德传), 黄州副使樊维城，不屈被杀 (明史演义): no mover
            if self._names_another(a) or self._state_army(a, party):  # 高丽兵至安市城, 齐师退保芜湖
                return True
        return False

    def fell_ill_another(self, at: int, party: Sequence[str]) -> bool:
        """Whether the last clause telling an illness before ``at``, in its paragraph, opens with someone, not the party:
        who fell ill is who died, in a death that names no one (越忧愤成疾，以后事付王衍；三月，丙子，薨于项, 资治通鉴 卷87;
        弘文有疾…遂行，卒于广州, 卷119; not 知大功不遂，感激发病；九月，壬寅，卒于雍丘, 卷91, whose illness names no one)."""
        simp, lex = self.simp, self.lex
        first = max(simp.rfind("\n", 0, at) + 1, at - lex.illness_reach)
        ill = [m for m in _CLAUSE.finditer(simp, first, at) if any(w in m.group() for w in lex.illness)
               and not self.layout.in_quote(m.start())]
        if not ill:
            return False
        a = self._head(ill[-1].start(), ill[-1].end())
        if a is None or _names_pattern(tuple(party)).match(simp, a):
            return False
        # (a one-character given name the text opens its clauses with: 越 of 东海王越, 越疑之…越忧愤成疾)
        return self._names_another(a) or simp[a] not in lex.filler_chars and sum(
            1 for i in _find_all(simp, simp[a]) if i and _PUNCT.match(simp, i - 1)) >= lex.given_name_opens_min

    def _names_another(self, a: int) -> bool:
        """Whether a clause's words at ``a`` open with someone who acts: a state, an officer, troops of a
        place, an actor (太子, 使者) or a person (高丽兵至安市城, 李勣引兵趋白岩城)."""
        return self.places.get(a) == "polity" or self._office_at(a) or self._troops_at(a) or (a not in self.places and (
            any(self.simp.startswith(n, a) for n in self.lex.actors) or self._person(a)))

    def _state_army(self, a: int, party: Sequence[str]) -> bool:
        """Whether a state's people or army opens ``a`` (a state of sanmiao's dynasties or the bundled gazetteer,
        whether or not the text's gazetteer names it), not the party's own army nor its dynasty's: 齐师退保芜湖 (资治通鉴
        卷166, of 陈霸先), 金人已取鄜延 (宋史 张浚传)."""
        simp = self.simp
        if a < 0:
            return False
        state = next((simp[a:a + k] for k in (2, 1) if simp[a:a + k] in _bundled_states()), None)
        if state is None or not simp.startswith(self.lex.peoples, a + len(state)):
            return False
        army = simp[a:a + len(state) + 1]
        return not simp.startswith(self.armies, a) and not any(n.startswith(army) for n in party)

    def someone_between(self, start: int, end: int) -> bool:
        """Whether a clause of ``[start, end)`` opens with someone (see :meth:`_names_another`): 遂渡陇，克秦州
        (明史 徐达传) names no one between the crossing and the city taken, nor does one the enemy flees in
        (至鹿台，张思道遁，遂克奉元)."""
        return any((a := self._head(m.start(), m.end())) is not None and self._names_another(a)
                   and not self.simp[a:m.end()].rstrip("，,。；;、 ").endswith(self.lex.enemy_fled)
                   for m in _CLAUSE.finditer(self.simp, start, end))

    def _person(self, at: int) -> bool:
        """A person's name opens ``at``: a full name the text writes twice (李勣, 宇文述), or a
        given name the text writes after a surname and uses alone to open clauses (杲卿 of
        颜杲卿, 述 of 宇文述), with no verb in it (居住在 makes no 住在 of a 居)."""
        simp, lex = self.simp, self.lex
        if any(simp.startswith(c, at) for c in lex.compound_surnames):
            return True
        if self._prince(at):
            return True
        if simp[at] in lex.surnames:
            for size in (3, 2):
                name = simp[at:at + size]
                if len(name) == size and not _PUNCT.search(name) and name[1:] not in lex.not_given_names \
                        and name[1:] not in lex.fillers \
                        and not (size == 2 and name[1] in lex.verb_index) and not name.endswith(lex.peoples) \
                        and self._twice(name):  # 师还: no one; 唐军: an army, no person
                    return True
        if any(simp.startswith(w, at) for w in lex.not_given_names if len(w) > 1):
            return False  # 持节北渡河 (资治通鉴 卷39): an act opens the clause, no 持 named 节
        for size in (2, 1):
            given = simp[at:at + size]
            if len(given) < size or _PUNCT.search(given) or given in lex.not_given_names or given in lex.fillers \
                    or any(ch in lex.not_given_names for ch in given) or all(ch in lex.verb_index for ch in given) \
                    or lex.topic_motion.fullmatch(given):
                continue  # 居住在: 住在 is no given name of a 居 (克用 of 李克用 is); 遂行: 行 is a move
            if self._after_surname(given, 1) and self._opens_clauses(given) and not self._takes_aspect(given):
                return True
        return False

    def _prince(self, at: int) -> bool:
        """A prince opens ``at``: his fief, 王, and a given name the text writes again (六月丙子，宁王宸濠反 … 宸濠,
        明史 武宗纪; 汉王高煦反 … 高煦, 明史 宣宗纪), or his whole name written twice (楚王交)."""
        simp, lex = self.simp, self.lex
        if simp[at + 1:at + 2] not in lex.prince_titles or simp[at] in lex.not_given_names:
            return False
        for size in (2, 1):
            given = simp[at + 2:at + 2 + size]
            if len(given) < size or _PUNCT.search(given) or any(c in lex.not_given_names or c in lex.verb_index
                                                                  for c in given):
                continue
            if simp.count(given) >= 2 if size == 2 else simp.count(simp[at:at + 3]) >= 2:
                return True
        return False

    def _opens_clauses(self, given: str) -> bool:
        """Whether ``given`` opens at least two clauses of the text, as a name used alone does
        (述一日之中…述等且战且行; not 住 of 居住, which opens one)."""
        key = ("opens", given, 2)
        if key not in self._known:
            simp, n, i = self.simp, 0, self.simp.find(given)
            while i >= 0 and n < 2:
                if i == 0 or _PUNCT.match(simp, i - 1):
                    n += 1
                i = simp.find(given, i + 1)
            self._known[key] = n >= 2
        return self._known[key]

    def _takes_aspect(self, given: str) -> bool:
        """Whether ``given``, one character, is written with an aspect particle after it and more words (杀了他, 资治通鉴
        卷190 白话): a verb, no one's name."""
        key = ("aspect", given, 1)
        if key not in self._known:
            self._known[key] = len(given) == 1 and any(
                not _PUNCT.match(self.simp, i + 2) for p in self.lex.aspect_particles
                for i in _find_all(self.simp, given + p) if i + 2 < len(self.simp))  # (not 依了全忠了。: the sentence's 了)
        return self._known[key]

    def _twice(self, name: str) -> bool:
        key = ("twice", name, 2)
        if key not in self._known:
            self._known[key] = self.simp.count(name) >= 2
        return self._known[key]

    def _after_surname(self, given: str, times: int) -> bool:
        key = ("after_surname", given, times)
        if key not in self._known:
            if self._after is None:  # once per text: where a surname stands, by the character after it
                self._after = {}
                cls = "[" + re.escape("".join(sorted(self.lex.surnames))) + "]"
                for m in re.finditer(cls, self.simp):
                    self._after.setdefault(self.simp[m.end():m.end() + 1], []).append(m.start())
            simp = self.simp
            owners = Counter(simp[p] for p in self._after.get(given[0], ()) if simp.startswith(given, p + 1))
            self._known[key] = bool(owners) and max(owners.values()) >= times
        return self._known[key]


def _chases_the_routed(before: str, clause: str, lex: Lexicon) -> bool:
    """Whether ``clause`` opens with a chase right after ``before`` ends with a rout, so that its
    subject is the routed one's foe: 辽兵溃。逐至斡论泺 (金史 太祖纪), 贼党大败，追击至白华 (旧唐书 德宗纪).

    >>> lex = load_lexicon()
    >>> _chases_the_routed("乘风势击之，辽兵溃。", "逐", lex), _chases_the_routed("辽军溃围出，", "逐北", lex)
    (True, True)
    >>> _chases_the_routed("呼衍王走，", "追", lex), _chases_the_routed("贼党大败，", "追击", lex)
    (True, True)
    >>> _chases_the_routed("辽兵溃。", "大军至", lex), _chases_the_routed("李勣至。", "追", lex)
    (False, False)
    """
    # (追 and 乘胜 are fillers before a move, 追至拖纳阿林: a chase alone leaves nothing)
    return any(c.startswith(lex.chase_openers) for c in (clause.lstrip(), _without_fillers(clause, lex))) \
        and before.rstrip(" \t\u3000\n。，；！").endswith(lex.rout_ends)


def _opens_a_chase(simp: str, at: int, sentence: Callable[[int], tuple[int, int]],
                   date_spans: Sequence[tuple[int, int]], date_starts: Sequence[int], lex: Lexicon) -> bool:
    """Whether the sentence of the move at ``at`` opens with a chase right after a sentence ending
    with a rout: 辽兵溃。逐至斡论泺 (金史 太祖纪): the routed one's foe moves, not the routed."""
    s_start = sentence(at)[0]
    if s_start == 0:
        return False
    own = _PUNCT.split(_strip_spans(simp[s_start:at], s_start, date_spans, date_starts).lstrip("，,"))[0]
    end = len(simp[:s_start].rstrip(" \t\u3000\n"))  # (the sentence before, past the line break: 众遂惊溃。\n追击)
    return end > 0 and _chases_the_routed(simp[sentence(end - 1)[0]:s_start], own, lex)


def _subject_is_party(segment: str, party: Sequence[str], lex: Lexicon, places: frozenset[str] = frozenset()) -> bool:
    """Whether the words before the verb leave the main party as the one who moves (``places``:
    the text's place names, which a clause of the same move may hold, see :func:`_acts_unnamed`)."""
    pieces = [c for c in _PUNCT.split(segment) if c]
    # (orders given by no one named are the party's, and a rout alone goes on with the routed: 乃令步卒越渠鏖斗，骑兵绕左右
    # 横截入阵，贼溃，追逾浑水河; 贼阵乱，乃大奔，乘胜抵喀什噶尔: 清史稿 长龄传)
    if len(pieces) > 1 and not _names_pattern(tuple(party)).search(segment) \
            and sum(1 for c in pieces[:-1] if not (_acts_unnamed(c, lex, places)
                                                   or c.startswith(lex.delegation, _filler_lead(c, lex))
                                                   or _without_fillers(c, lex) in lex.rout_ends)) == 1 \
            and _chases_the_routed(segment[:segment.rfind(pieces[-1])], pieces[-1], lex):
        return True  # 黎明，辽军溃围出，逐北至阿娄冈 (金史 太祖纪): only the routed named, and chased
    for order in lex.own_orders:  # 下令班师: the party's own order to withdraw
        if order in segment:
            for word in lex.departure_words:
                segment = segment.replace(order + word, "")
            for army in lex.main_army:  # 渊下令大军离了西河 (唐书志传通俗演义): his own army, he goes with it
                segment = segment.replace(order + army, army if len(army) > 1 else order + army)
    clauses = [c for c in _PUNCT.split(segment) if c]
    best = -1
    present = party if _names_pattern(tuple(party)).search(segment) else ()  # most name none of the party
    for clause_no, clause in enumerate(clauses if present else ()):
        for name in present:
            at = clause.rfind(name) if len(name) > 1 else (0 if clause.startswith(name) else (
                lead if (lead := _filler_lead(clause, lex)) and clause.startswith(name, lead)  # 及驾至泰山 (唐史演义)
                else _after_title(clause, name, lex)))
            if at < 0 and len(name) == 1 and (i := clause.rfind(name)) > 0 \
                    and clause[:i].endswith(lex.escort_before) and _moves_on(clause[i + 1:], lex):
                at = i  # 奉帝自金光门出, 田令孜拥驾西行，趋至骆谷: escorted, the party goes
            if at < 0 and len(name) == 1 and (i := clause.find(name)) > 0 and clause[i - 1] in lex.joint_marks \
                    and i - 1 <= lex.joint_reach and (len(clause) - i <= 2 or _moves_on(clause[i + 1:], lex)) \
                    and not clause[i + 1:].startswith(lex.met_with):
                at = i  # 景宗与睿进顿邵阳洲 (资治通鉴 卷146), 瑜、普…与备俱进 (三国志 吴主传): the party moves with the
                # one named first (not 繇与策战，兵败，走丹徒, 卷61: fought against him)
            if at < 0 and len(name) == 1 and name not in lex.main_army:
                at = _appointed_at(clause, name, lex)  # 诏以彬为升州西南路行营…都部署，…破峡口砦 (宋史 曹彬传)
            if at < 0 and len(name) == 1 and name not in lex.main_army and name not in lex.sovereign:
                at = _sent_at(clause, name, lex)  # 遣弇与吴汉击富平、获索贼于平原 (后汉书 耿弇传): he is the one sent
            if at > 0 and any(clause[:at - k].endswith(lex.left_behind) for k in range(min(at, 3))):
                continue  # 来不及跟从唐僖宗出逃，留在长安: those left behind (僖宗 of 唐僖宗 too), not the party
            if at > 0 and ruler_title(name, lex) and clause[at - 1] + name[:-1] in dynasty_names():
                continue  # 东魏主发洛阳 (资治通鉴 卷156): the other court's ruler, not the party's 魏主
            if at > 0 and (name in lex.main_army or name in lex.court_armies) \
                    and not clause[:at].endswith(lex.main_army_after):
                continue  # 孙策大军, 各路大军: someone's army, not the party's; 浙江官军复临安 (清史稿 文宗纪): a province's
            if at == 0 and len(name) == 1 and name in lex.main_army and _without_fillers(clause[1:], lex) and not (
                    clause[1:2] in lex.verb_index or lex.topic_motion.match(clause, 1)):
                continue  # 师次灵石县 is the army's move, and so is 师进次秦淮 (宋史 曹彬传), 师复进次额密勒 (清史稿 兆惠传):
                # only words of going on before the verb; 师古为朝散大夫 names a man (颜师古)
            if at > 0 and any(w in clause[:at] for w in lex.perception):
                continue  # 听说曹操大军已向荆州进发: the party heard of, not the subject
            after = clause[at + len(name):] if at >= 0 else ""
            if at > 0 and after[:1] in lex.possessive and after[1:] and not after[1:].startswith(lex.sovereign):
                continue  # 追赶逼近宝鸡唐僖宗的行宫 (资治通鉴 卷256 白话): his lodging, not he (唐僖宗的车驾 is he)
            if at > 0 and after.startswith(lex.lodgings):
                continue  # 李晟…率军奔赴皇上行宫靖难 (旧唐书 德宗纪 白话): his lodging, written without 的
            if at >= 0:
                best = max(best, sum(len(c) for c in clauses[:clause_no]) + at + len(name))
    joined = "".join(clauses)
    if best >= 0:
        rest = joined[best:]
        if rest.lstrip("的之").startswith(lex.kin):
            return False  # 禄山子庆宗, 安禄山的儿子安庆宗: one of his, not he
        guide = max((rest.find(g) + len(g) for g in lex.guide_roles if g in rest), default=0)
        if guide and not any(w in rest[guide:guide + lex.guide_ahead_reach] for w in lex.guide_ahead):
            rest = rest[guide:]  # 操令畴将其众为乡导，上徐无山: the guide leads, the party follows
        guarded = [m.end() for m in lex.escort_task_end.finditer(segment)]
        if guarded and (g := "".join(_PUNCT.split(segment[guarded[-1]:]))) and rest.endswith(g):
            rest = g  # 命令李筠…的两都军队进行护卫，出…启夏门: guarded, the party goes on
        later, pos, cut = [], 0, len(joined) - len(rest)  # rest's clauses, the first one cut where it starts
        for c in clauses:
            if pos + len(c) > cut:
                later.append(c[max(0, cut - pos):])
            pos += len(c)
        ordered = [i for i, c in enumerate(later) if _gives_order(c, lex) and not _orders_all_armies(c, lex)
                   and not _orders_to_hold(c, lex, places)]
        # (骥遣参将宫聚…分左右翼缘岭上，而自将中军奋击之，贼大溃，乘胜至马鞍山, 明史 王骥传: he led the centre himself)
        return not ordered or any(_acts_himself(c, lex) or c in lex.self_alone for c in later[ordered[-1] + 1:])
    return _acts_unnamed(segment, lex, places)


def _portent(clause: str, lex: Lexicon, places: frozenset[str] = frozenset()) -> bool:
    """Whether ``clause``, before a word of appearing (见), names a portent, after the place it was seen in or its count:
    龙见于汝州之城濠 (旧唐书 德宗纪), 绛州麟见于介山 (旧唐书 高宗纪), 有五凤凰见于颍川之郏县 (后汉书 光武帝纪); not an
    audience, 李晟见于三桥.

    >>> lex = load_lexicon()
    >>> _portent("绛州麟", lex, frozenset({"绛州"})), _portent("有五凤凰", lex), _portent("李晟", lex)
    (True, True, False)
    """
    words = _without_fillers(clause, lex)
    words = next((words[len(p):] for p in sorted(places, key=len, reverse=True) if words.startswith(p)), words)
    return words[lex.portent_lead.match(words).end():].startswith(lex.portents)


def _acts_himself(clause: str, lex: Lexicon) -> bool:
    """Whether ``clause`` opens, past its fillers, with the one who gave the orders acting himself:
    自将中军, 而自将中军奋击之 (明史 王骥传), 乃亲率大军.

    >>> lex = load_lexicon()
    >>> _acts_himself("而自将中军奋击之", lex), _acts_himself("乃亲率大军", lex), _acts_himself("刘聚自将", lex)
    (True, True, False)
    """
    at = 0
    while not clause.startswith(lex.self_acts, at):
        f = lex.filler_pattern.match(clause, at)
        if f is None or f.group("keep") or f.end() <= at:
            return False
        at = f.end()
    return True


def _appointed_at(clause: str, name: str, lex: Lexicon) -> int:
    """Where ``name`` stands in ``clause`` as the one appointed or sent (以彬为…, 任命刘秀为…), who acts
    in the clauses after it; -1 when it does not.

    >>> lex = load_lexicon()
    >>> _appointed_at("诏以彬为升州西南路行营都部署", "彬", lex), _appointed_at("彬以为不可", "彬", lex)
    (2, -1)
    """
    return next((i for i in _find_all(clause, name + lex.office_held_mark) if clause[:i].endswith(lex.appoints_before)), -1)


def _sent_at(clause: str, name: str, lex: Lexicon) -> int:
    """Where a one-character given name ``name`` stands in ``clause`` right after a word of sending, as the one sent, who
    acts in what follows (遣弇与吴汉击富平, 后汉书 耿弇传; 乃使超与从事郭恂俱使西域, 后汉书 班超传); -1 when it does not.
    A full name is found wherever it stands.

    >>> lex = load_lexicon()
    >>> _sent_at("遣弇与吴汉击富平、获索贼", "弇", lex), _sent_at("乃使超与从事郭恂俱使西域", "超", lex)
    (1, 2)
    >>> _sent_at("弇遣吴汉", "弇", lex), _sent_at("遣弇", "弇", lex)
    (-1, -1)
    """
    return next((i for i in _find_all(clause, name) if i + 1 < len(clause) and clause[:i].endswith(lex.delegation)), -1)


def _posts_another(segment: str, party: Sequence[str], lex: Lexicon) -> bool:
    """Whether the last clauses of ``segment`` post someone other than the party to hold a place: an order
    (遣, 命) or a man left there or made an officer (留, 以X为…), the party not named after it.

    >>> lex = load_lexicon()
    >>> _posts_another("晋王广班师，留王韶", ("晋王广", "广"), lex), _posts_another("帝东征，留尚书仆射司马懿", ("司马懿", "懿"), lex)
    (True, False)
    """
    clauses = _PUNCT.split(segment)[-2:]
    words = "".join(clauses)
    at = min((i for w in (*lex.delegation, *lex.post_orders) if (i := words.find(w)) >= 0), default=-1)
    ordered = _gives_order(words, lex) or any(_without_fillers(c, lex).startswith(lex.post_orders) for c in clauses)
    return at >= 0 and ordered \
        and not _names_pattern(tuple(n for n in party if n not in lex.main_army)).search(words, at + 1)  # (师 of 班师)


def _gives_order(words: str, lex: Lexicon) -> bool:
    """Whether ``words`` send someone (遣, 命, 敕), an order taken set aside: 令李勣…, not
    姜维领敕辞朝 (三国演义 第一百零七回) or 懋功领命 (隋唐演义 第五十七回).

    >>> lex = load_lexicon()
    >>> _gives_order("乃令李勣", lex), _gives_order("领敕辞朝", lex), _gives_order("奉诏遣将", lex)
    (True, False, True)
    >>> _gives_order("权拜吕蒙为庐江太守", lex), _gives_order("吕蒙拜谢", lex)
    (True, False)
    >>> _gives_order("得到朝廷诏令后", lex), _gives_order("刘琨在上党召募兵卒", lex), _gives_order("接到巡抚江西的任命", lex)
    (False, False, False)
    >>> _gives_order("诏宽之", lex), _gives_order("诏褒之", lex), _gives_order("诏遣之", lex)
    (False, False, True)
    >>> _gives_order("密与让领精兵千人", lex), _gives_order("与令孜争论", lex), _gives_order("独遣良嗣与使者偕行", lex)
    (False, False, True)
    >>> _gives_order("偕副使任环大败贼", lex), _gives_order("遣节度使张某", lex)
    (False, True)
    """
    for taken in lex.orders_received:
        words = words.replace(taken, "")
    words = lex.orders_received_pattern.sub("", words)  # 得到朝廷诏令后 (宋史 刘锜传 translation)
    if lex.edict_on_him.fullmatch(_without_fillers(words, lex)):
        return False  # 诏宽之 (清史稿 僧格林沁传): the edict deals with him, sends no one
    words = lex.joined_not_sent.sub("", words)  # 密与让领精兵千人 (旧唐书 李密传): with 翟让, no one sent
    words = lex.office_title.sub("", words)  # 偕副使任环 (明史 俞大猷传): the 使 of an office sends no one
    return any(d in words for d in lex.delegation) or lex.appointment.search(words) is not None


def _orders_to_hold(words: str, lex: Lexicon, places: Collection[str]) -> bool:
    """Whether ``words`` order someone to hold a place of ``places``, and so to stay: the one who gives the order goes on
    (令李抱玉守河阳，出师次北邙, 新唐书 李光弼传; 命庐江太守朱光镇守皖城，引大军回许昌); not 遣龙骧将军王镇恶…, a name.

    >>> lex, places = load_lexicon(), {"河阳", "皖城", "白岩城"}
    >>> _orders_to_hold("令李抱玉守河阳", lex, places), _orders_to_hold("命庐江太守朱光镇守皖城", lex, places)
    (True, True)
    >>> _orders_to_hold("令李勣攻白岩城", lex, places), _orders_to_hold("遣龙骧将军王镇恶", lex, places)
    (False, False)
    """
    at = min((i + len(d) for d in lex.delegation if (i := words.find(d)) >= 0), default=-1)
    return at >= 0 and any(words[h.end():] in places for h in lex.hold_order.finditer(words, at + 1, at + lex.hold_order_reach))


def _orders_all_armies(words: str, lex: Lexicon) -> bool:
    """Whether ``words`` order all the armies, the topic's own forces, which their general goes with
    (燧命诸军持十日粮, 资治通鉴 卷227; 马燧命令各军只带十天的口粮, its 白话), not a division (乃令步卒越渠).

    >>> lex = load_lexicon()
    >>> lex = replace(lex, divisions=lex.divisions + lex.general_divisions)
    >>> _orders_all_armies("燧命诸军持十日粮", lex), _orders_all_armies("马燧命令各军只带十天的口粮", lex)
    (True, True)
    >>> _orders_all_armies("乃令步卒越渠鏖斗", lex), _orders_all_armies("遣诸将分道", lex)
    (False, False)
    """
    at = max((words.find(d) + len(d) for d in lex.delegation if d in words), default=-1)
    return at >= 0 and any(words.startswith(a, at) for a in lex.all_armies if a in lex.divisions)


def _moves_on(rest: str, lex: Lexicon) -> bool:
    """Whether the words after an escorted party name say no more than a move: nothing (奉帝自…),
    or a direction and a move (拥驾西行, 唐史演义 第九十三回; 挟帝西走).

    >>> lex = load_lexicon()
    >>> _moves_on("", lex), _moves_on("西行", lex), _moves_on("出宫", lex)
    (True, True, False)
    """
    rest = rest.lstrip(lex.directions)
    return not rest or lex.topic_motion.fullmatch(rest) is not None


def _opens_with(clause: str, names: Sequence[str], lex: Lexicon) -> bool:
    """Whether one of ``names`` opens ``clause``, after its fillers or a title (大司马秀以王郎新盛,
    资治通鉴 卷39), as its subject; not 尚衡起兵讨禄山 (禄山 an object).

    >>> lex = load_lexicon()
    >>> _opens_with("大司马秀以王郎新盛", ("刘秀", "秀"), lex), _opens_with("尚衡起兵讨禄山", ("禄山",), lex)
    (True, False)
    """
    bare = _without_fillers(clause, lex)
    return bare.startswith(tuple(names)) or any(len(n) == 1 and _after_title(bare, n, lex) >= 0 for n in names)


def _after_title(clause: str, name: str, lex: Lexicon) -> int:
    """Where the one-character given name ``name`` stands right after the title that opens
    ``clause`` (太尉裕, 宋公裕, 魏王操), else -1.

    >>> lex = load_lexicon()
    >>> _after_title("[18]太尉裕", "裕", lex), _after_title("宋公裕", "裕", lex), _after_title("诸将裕", "裕", lex)
    (6, 2, -1)
    """
    i = clause.find(name)
    if i <= 0:
        return -1
    head = _without_fillers(clause[:i], lex).lstrip("[]0123456789")
    return i if head and _title_lead(head, lex) else -1


def _title_lead(words: str, lex: Lexicon) -> bool:
    """Whether ``words`` before a name are its title, a state's name perhaps before it: 太尉, 魏公,
    东晋太尉 (no more than ``title_head_reach`` characters)."""
    return len(words) <= lex.title_head_reach and words.endswith(lex.titles_before_name)


def _army_alone(segment: str, party: Sequence[str], lex: Lexicon) -> bool:
    """Whether the party is named in ``segment``'s last clause only by an army word: 大军驻赤水, a
    dynasty's army (隋军渡过黎江, 资治通鉴 卷180 白话), or 师 opening it (师渡黎江, 卷180), no name of its own.

    >>> lex = load_lexicon()
    >>> [_army_alone(s, ("上", "师", "大军", "隋军"), lex) for s in ("大军驻", "隋军渡过", "师渡", "上渡", "颜师古渡")]
    [True, True, True, False, False]
    """
    clause = _last_clause(segment)
    armies = {a for a in (*lex.main_army, *party) if a in lex.main_army or a.endswith(lex.dynasty_armies)}
    words = _without_fillers(clause, lex)
    return (any(a in clause for a in armies if len(a) > 1) or words[:1] in armies and words[1:2] in lex.verb_index) \
        and not any(n in clause for n in party if n not in armies)


def _compares(words: str, party: Sequence[str], lex: Lexicon, places: frozenset[str] = frozenset()) -> bool:
    """Whether 如 after ``words``, its clause's words before it, means "as" (as at the place): an
    act stands before it, not a subject, a filler, a date or a place left (资治通鉴 卷184: 丙戌，渊入
    临汾郡，慰抚如霍邑; 劳赏如西河). Not 帝如泰州, 戊寅朔，魏主如金墉城, 遂如X, 帝自濠州如涡口 (卷293).

    >>> lex = load_lexicon()
    >>> _compares("慰抚", ("渊",), lex), _compares("魏主", ("魏主",), lex), _compares("遂", ("上",), lex)
    (True, False, False)
    """
    rest = _without_fillers(words, lex)
    return bool(rest) and _subject_name(rest, lex) is None and not rest.endswith(tuple(party)) \
        and not rest.startswith(tuple(lex.leave_from)) and not any(p in rest for p in places) \
        and not any(a in rest for a in lex.actors)


def _asked(words: str, party: Sequence[str], lex: Lexicon) -> bool:
    """Whether the sentence up to a verb, ``words``, asks for the move: someone asks (请), and
    every clause after the asking goes on with what is asked, no clause opening with the party
    (茂贞请诛全诲等，与朱全忠和解，奉车驾还京, 资治通鉴 卷262; its 白话 李茂贞请求杀死韩全诲等…
    护送昭宗回长安). Not 李勣请从，上至辽东城: the party goes itself.

    >>> lex = load_lexicon()
    >>> _asked("茂贞请诛全诲等，与朱全忠和解，奉车驾", ("上", "车驾"), lex), _asked("李勣请从，上", ("上",), lex)
    (True, False)
    >>> _asked("李乐感到恐惧，想让献帝乘船沿黄河而下，经过", ("献帝",), lex)
    True
    >>> _asked("安禄山想要亲自率兵攻打潼关，到了", ("安禄山",), lex)
    False
    """
    at = max((words.rfind(w) for w in lex.asks), default=-1)
    if at < 0:
        # …or someone plans to take the party there (打算…，迎接献帝前往; 想让献帝乘船…，经过)
        plan = max((words.rfind(w) for w in lex.plans_for), default=-1)
        if plan < 0 or not any(e + n in words[plan:] for e in lex.plan_escorts for n in party if len(n) > 1):
            return False
        at = plan
    if any(_without_fillers(c, lex).startswith(tuple(party)) for c in _PUNCT.split(words[:at])[-1:]):
        return False  # (上请太后…: the party itself asks)
    return not any(_without_fillers(c, lex).startswith(tuple(party)) for c in _PUNCT.split(words[at:])[1:] if c)


def _hears_of(simp: str, at: int, end: int, party: Sequence[str], lex: Lexicon) -> bool:
    """Whether the clause after ``at`` (up to the sentence's ``end``) opens by hearing of the party:
    到夏口，闻操已向荆州 (资治通鉴 卷65), 至零口西，闻车驾西幸 (卷262): the one who moved is someone else.

    >>> _hears_of("到夏口，闻操已向荆州。", 3, 11, ("操", "曹操"), load_lexicon())
    True
    """
    end = len(simp) if end < 0 else end
    rest = simp[at:end].lstrip("，,")
    clause = _PUNCT.split(rest, 1)[0] if rest else ""
    word = next((w for w in lex.perception if clause.startswith(w)), None)
    return word is not None and clause[len(word):].startswith(tuple(party))


def _last_stop(out: Sequence[PlaceMention]) -> PlaceMention | None:
    return next((m for m in reversed(out) if m.role == "stop"), None)


def _goes_on(between: str, lex: Lexicon) -> bool:
    """Whether the words between a stop of the party and the next movement verb of the same
    sentence name no one new, so the party moves on: 自云阳北历上郡…，出长城，北登单于台，
    至朔方，临北河 (资治通鉴 卷20: 北, 出长城); not 上至辽东城下，李勣军至白岩城.

    >>> lex = load_lexicon()
    >>> _goes_on("北", lex), _goes_on("，出长城，北", lex), _goes_on("，李勣军", lex)
    (True, True, False)
    """
    for clause in _PUNCT.split(_QUOTED.sub("", between)):
        rest = _without_fillers(clause, lex).lstrip(lex.directions)
        if rest and rest not in lex.unnamed_clauses and (rest.startswith(lex.sovereign)
                                                         or not rest.startswith(lex.clause_openers)):
            return False  # (a clause opening with a verb: 出长城, 观藉柯; not with a name: 李勣军)
    return True


def _after_a_surname(simp: str, given: str, lex: Lexicon) -> bool:
    """Whether ``simp`` writes ``given`` right after a surname somewhere (全忠 of 朱全忠), by its
    own occurrences rather than a search of the text for every surname.

    >>> _after_a_surname("朱全忠发大梁。全忠至河中。", "全忠", load_lexicon()), _after_a_surname("全军至。", "全军", load_lexicon())
    (True, False)
    """
    i = simp.find(given, 1)
    while i > 0:
        if simp[i - 1] in lex.surnames:
            return True
        i = simp.find(given, i + 1)
    return False


def _lexicon_for(simp: str, lex: Lexicon) -> Lexicon:
    """``lex`` for one text: names it writes with two filler characters (也先) are kept whole,
    and a text in the classical language reads 去X as leaving X.

    >>> lex = _lexicon_for("也先拥上皇至大同。也先陷紫荆关。也先遣使。", load_lexicon())
    >>> _without_fillers("也先", lex), _without_fillers("乃先", lex), lex.verb_index["去"][0]
    ('也先', '', 'leave')
    >>> _lexicon_for("甲申，炀帝的车驾去合璧宫，他的随从很多。", load_lexicon()).verb_index["去"][0]
    'arrive'
    >>> lex = _lexicon_for("朱全忠发大梁。全忠至河中。全忠至华州。全忠发州。", load_lexicon())
    >>> _without_fillers("全忠发州", lex), _without_fillers("全军至", lex)
    ('全忠发州', '军至')
    >>> _without_fillers("先主至涪", _lexicon_for("先主至涪。" * 3, load_lexicon()))
    '先主至涪'
    """
    if lex.classical_verbs and _classical(simp, lex):
        # the classical language: 去曹 leaves 曹
        index = dict(lex.verb_index)
        for word, kind in lex.classical_verbs.items():
            index[word] = (kind, index.get(word, (kind, True))[1])
        lex = replace(lex, verb_index=index, classical_verbs={})
    singles = "".join(f for f in lex.fillers if len(f) == 1)
    if not singles:
        return lex
    heads = Counter(m.group(1) for m in re.finditer(rf"(?:^|(?<=[\s，。；：、！？“”]))([{singles}][{singles}])", simp))
    names = [h for h, n in heads.items() if n >= lex.filler_name_min and h not in lex.fillers]
    # …and given names that open with one, written after a surname too (全忠 of 朱全忠, 资治通鉴 卷262)
    given = Counter(m.group(1) for m in re.finditer(rf"(?:^|(?<=[\s，。；：、！？“”]))([{singles}][^\W{singles}])", simp))
    names += [h for h, n in given.items() if n >= lex.filler_name_min and h[1] not in lex.verb_index
              and h[1] not in lex.not_given_names and _after_a_surname(simp, h, lex)]
    names += _known_filler_names(simp, lex)
    if not names:
        return lex
    return replace(lex, filler_pattern=_filler_pattern(lex.fillers, names, lex.filler_forms))


def _known_filler_names(simp: str, lex: Lexicon) -> list[str]:
    """The names data/people.csv knows that open with a filler and that ``simp`` keeps writing:
    先主 (刘备 in 三国志 先主传, 21 times)."""
    singles = {f for f in lex.fillers if len(f) == 1}
    return sorted(n for n in known_names() if len(n) > 1 and n[0] in singles and simp.count(n) >= lex.filler_name_min)


def _dated_as_annals(dates: int, simp: str, lex: Lexicon) -> bool:
    """Whether ``dates`` dates in ``simp`` are as many as annals give, clause by clause (本纪, 资治通鉴: 3 to
    60 a thousand characters; the novels 0.4 to 4)."""
    return 1000 * dates >= lex.annals_dates_per_mille * max(len(simp), 1)


def _classical(simp: str, lex: Lexicon) -> bool:
    """Whether a text is in the classical language: it writes 的 seldom (annals, 演义, 续资治通鉴
    under 2 per thousand characters; the 白话 10–28)."""
    return 1000 * simp.count("的") < lex.modern_de_per_mille * max(len(simp), 1)


def _filler_pattern(fillers: Iterable[str], names: Iterable[str], forms: str = "(?!)") -> re.Pattern[str]:
    keep = "|".join(map(re.escape, names)) or "(?!)"
    words = "|".join(map(re.escape, sorted(fillers, key=len, reverse=True))) or "(?!)"
    return re.compile(f"(?P<keep>{keep})|{forms}|{words}")


def _keep_names(m: re.Match[str]) -> str:
    return m.group("keep") or ""


def _filler_lead(words: str, lex: Lexicon, start: int = 0, end: int | None = None) -> int:
    """Where the words of ``words[start:end]`` begin past the fillers opening them: 1 for 及驾 (唐史演义: 及驾至泰山),
    0 for 驾; 也先, a name kept whole, is no 也 and 先.

    >>> lex = load_lexicon()
    >>> _filler_lead("及驾", lex), _filler_lead("于是上", lex), _filler_lead("驾", lex)
    (1, 2, 0)
    """
    at, end = start, len(words) if end is None else end
    while (f := lex.filler_pattern.match(words, at, end)) and not f.group("keep") and f.end() > at:
        at = f.end()
    return at


def _without_fillers(words: str, lex: Lexicon) -> str:
    """``words`` with every filler taken out, also those that only meet once others are
    gone: 乃率兵 → "" (乃, 率兵)."""
    while True:
        fewer = lex.filler_pattern.sub(_keep_names, words)
        if fewer == words:
            return words
        words = fewer


def _imperial_sentence(words: str, lex: Lexicon) -> bool:
    """Whether a clause of ``words`` opens with a word said of a sovereign alone, naming no one
    before it: the sentence is about him (资治通鉴 卷61: 既到大阳，幸李乐营).

    >>> lex = load_lexicon()
    >>> _imperial_sentence("既到大阳，幸李乐营。", lex), _imperial_sentence("皇后萧氏也临幸义成公主的牙帐。", lex)
    (True, False)
    >>> _imperial_sentence("忻代刺史，乘城拒守，幸免陷没。", lex)
    False
    """
    return any((w := _without_fillers(c, lex)).startswith(lex.imperial_verbs) and not w.startswith(lex.not_imperial)
               for c in _PUNCT.split(words) if c)


def _names_no_one(words: str, lex: Lexicon) -> bool:
    """Whether ``words`` hold nothing but fillers and directions, dates gone: 秋，七月，壬寅，乃 and
    乃北 (光武…乃北徇蓟, 后汉书 光武帝纪) name no mover."""
    return not _PUNCT.sub("", _without_fillers(words, lex)).strip(lex.directions)


_QUOTED = re.compile(r"“[^”]*”?|「[^」]*」?")


def _acts_unnamed(words: str, lex: Lexicon, places: frozenset[str] = frozenset(), deeds: bool = True) -> bool:
    """Whether every clause of ``words`` (its speech set aside) is fillers alone, an edict, a
    move alone, a direction or a place of ``places`` passed on the way, and so names no one:
    下诏曰：“…”乃行 (资治通鉴 卷20), 夏，四月，还，(卷20), 秋，七月，壬寅，乃, 乃遂去，
    并海上，北 (卷20). Not 诸将皆曰, 李勣还, 诏免师行所经. With ``deeds`` off, a deed done to
    the foe (擒平章刘帖木) or the army alone (军至滑州) is no clause of no one.

    >>> lex = load_lexicon()
    >>> _acts_unnamed("下诏曰：“朕将巡边垂。”乃行，", lex), _acts_unnamed("，还，", lex)
    (True, True)
    >>> _acts_unnamed("乃遂去，并海囗，北", lex, frozenset({"海囗"})), _acts_unnamed("乃遂去，并海囗，北", lex)
    (True, False)
    >>> _acts_unnamed("并海上，北", lex), _acts_unnamed("遂并海西，", lex)
    (True, True)
    >>> _acts_unnamed("李勣还，", lex), _acts_unnamed("诸将皆曰：“善。”", lex)
    (False, False)
    >>> _acts_unnamed("自发楚州，转", lex, frozenset({"楚州"})), _acts_unnamed("李勣发楚州，转", lex, frozenset({"楚州"}))
    (True, False)
    >>> _acts_unnamed("乘风引帆，直", lex)
    True
    >>> _acts_unnamed("行进到湖陵，征讨董宪，又", lex, frozenset({"湖陵"})), _acts_unnamed("讨乃儿不花，北", lex)
    (True, True)
    """
    clauses = _PUNCT.split(_QUOTED.sub("", words))
    # (马哈木…来战，大败之，追至土剌河: who came to fight was beaten; not 辽师…战于歧沟关，大败之, who fought won)
    beat = max((k for k, c in enumerate(clauses) if k and clauses[k - 1].endswith(lex.enemy_came)
                and _without_fillers(c, lex).startswith(lex.victory_openers)), default=0)
    for k, clause in enumerate(clauses[beat:], beat):
        way = clause.rstrip(lex.along_after)
        along = next((w for w in lex.along if way.endswith(w)), None)
        if along is not None and _names_no_one(way[:-len(along)], lex):
            continue  # 遂并海西: along the coast
        rest = _without_fillers(clause, lex).lstrip(lex.directions)
        if rest.rstrip(lex.directions) in lex.unnamed_clauses or clause in lex.unnamed_clauses:
            continue  # 持节北(度河): a move's direction after it; 所向无前, whose 前 is no filler here
        if _chases_to(clause, lex, places):
            continue  # 又追击到蒲类海 (资治通鉴 卷45 白话), 一直追击到北口 (元史 太祖纪 白话): a chase there, naming no one
        if lex.travel_span.fullmatch(rest):
            continue  # 又行七八日(至锦州), 再走了五六日: how long the journey, naming no one
        if lex.landform_crossing.fullmatch(rest):
            continue  # 度陇(攻西宁), 溯江而上: a river or a ridge crossed, naming no one
        if lex.columns.fullmatch(rest):
            continue  # 分军三路, 分五道: the army split into columns, naming no one
        if lex.acts_on_it.fullmatch(rest):
            continue  # 遂过之(，至徐无), 大破之: acting on the one just named, naming no one
        if (hit := lex.campaign_clause.fullmatch(rest)) and k + 1 < len(clauses) \
                and not any(p in rest for p in places) and not lex.topic_motion.search(rest, hit.end(1)):
            continue  # 征讨董宪，(又到蕃县): the one campaigned against is no mover
        if deeds and (hit := lex.foe_deeds.fullmatch(done := _before_place_at(rest, places, lex))) \
                and not lex.topic_motion.search(done, hit.start(1)) and not any(p in done for p in places):
            continue  # 擒平章刘帖木，(进至白杨门) (明史 李文忠传): the one captured is no mover
        if (hit := lex.follow_leader.match(rest)) and not hit.group(1).endswith(tuple(places)):
            continue  # 从卫国公邓愈讨吐番 (明史 沐英传): going along with the leader, naming no mover (not 从长安出, from there)
        if lex.appointed.fullmatch(rest):
            continue  # 明年拜征西将军，(讨西番) (明史 沐英传): an office taken, naming no one
        if deeds and (lead := _filler_lead(clause, lex)) < len(clause) and clause[lead] in lex.army_openers \
                and clause[lead + 1:lead + 2] in lex.verb_index and not (lead and clause[lead - 1] in lex.army_sides):
            continue  # 军至滑州 (旧唐书 窦建德传): the army of the one the text is about (not 前军, a division)
        if clause.endswith(lex.host_received):
            continue  # 世充行台仆射韩洪开城纳之，(遂进逼元州) (旧唐书 窦建德传): a host letting him in, no mover
        if rest.startswith(lex.companions):
            continue  # 与太子诸王妃主百余人出苑北门 (旧唐书 德宗纪): who went along, not who went
        if _leads_group(rest, lex):
            continue  # 乃率车骑将军邓弘等自河北度至湖 (资治通鉴 卷41): those led named, not who leads
        if _goes_along(rest, lex):
            continue  # 扈从上都还 (元史 脱脱传), 从至(广阿) (后汉书 邓禹传): going along with someone, no one named
        if rest.startswith(lex.perception_openers) and any(clauses[k + 1:]):
            continue  # 听说本雅失里向西逃窜，率军渡饮马河追击 (明史 成祖纪 白话): news heard, no mover named (not
            # the news of the verb's own clause: 闻渊军至)
        if rest[:1] in lex.self_alone and any(rest.endswith(p) and rest[1:-len(p)] in lex.verb_index for p in places):
            continue  # 自发楚州，转趋扬州: his own move, naming no one
        if _leaves_unnamed(rest, lex, places):
            continue  # 乃再从凤翔动身，直抵长安
        if (border := lex.border_end.search(rest)) is not None and any(rest.endswith(p, 0, border.start()) for p in places):
            rest = rest[:border.start()]  # 历交趾、占城界 (元史 史弼传): to the lands' border, as to the lands
        if any(rest.endswith(p) for p in places) and (
                (len(act := _act_on(rest, places, lex)) == 1 and act not in lex.verb_index) or _moves_to(act, lex)):
            continue  # 东封泰山 (旧唐书 玄宗纪), 将封泰山 (旧唐书 高宗纪): one word of acting on a place, naming no
            # one; so does a move there (遂渡陇，克秦州，下伏羌、宁远，入巩昌, 明史 徐达传)
        if rest in lex.camp_before_zai or rest in lex.chase_openers or clause.strip() in lex.chase_openers:
            continue  # 八日，驻扎在华州 (旧唐书 代宗纪 白话), 逐至斡论泺 (金史 太祖纪): a move alone, naming no one
        if (div := next((d for d in lex.divisions if rest.startswith(d)), None)) is not None \
                and not lex.office_title.match(rest, len(div)):
            continue  # 水军自襄阳入均口 (资治通鉴 卷99): the topic's forces, no one named (not 汉军谒者随何, an officer)
        if rest.startswith(lex.victory_openers):
            continue  # 大败前来侵犯的马哈木军，追至土剌河 (明史 成祖纪 translation): the beaten named after the verb, not who
            # beat them
        if _own_act(clause, lex):
            continue  # 亲御龙舟 (资治通鉴 卷70), 亲自乘龙舟指挥水军 (its 白话): his own act, naming no one
        if rest[:1] in lex.act_openers and len(rest) > 1 and not any(rest.startswith(p) for p in places):
            continue  # 乘风引帆 (明史 太祖纪), 乘潮涨进入 (资治通鉴 卷164 白话): riding the wind or tide, no one named
        if rest and rest not in lex.unnamed_clauses and rest not in lex.self_alone and rest not in places \
                and not _departure_only(clause, lex):
            return False
    return True


def _written_forms(simp: str, spans: Iterable[tuple[int, int]], lex: Lexicon) -> Iterator[str]:
    """The places as the text writes them: each name, and the name with its walls or a word of position written after
    it (出建康城，至石头, 陆游 入蜀记; 出洛阳城下): a clause of the way there names no one either way (not 泾原军, an army).

    >>> lex = load_lexicon()
    >>> sorted(_written_forms("出建康城，至石头", [(1, 3), (6, 8)], lex))
    ['建康', '建康城', '石头']
    """
    for start, end in spans:
        yield simp[start:end]
        if simp.startswith(lex.walled, end):
            yield simp[start:end + 1]
        if simp[end:end + 2] in lex.position_words:
            yield simp[start:end + 2]


def _before_place_at(words: str, places: frozenset[str], lex: Lexicon) -> str:
    """``words`` with a closing 于X set aside, X one of ``places``: the deed done there (破元兵 of 破元兵于河西务, 明史
    常遇春传). One set lookup per 于, not a scan of every place name.

    >>> lex = load_lexicon()
    >>> _before_place_at("破元兵于河西务", frozenset({"河西务"}), lex), _before_place_at("败之于于阗", frozenset({"于阗"}), lex)
    ('破元兵', '败之')
    """
    for i, c in enumerate(words):
        if c in lex.foe_deed_at and words[i + 1:] in places:
            return words[:i]
    return words


def _commissioned(segment: str, lex: Lexicon) -> bool:
    """Whether the clause before a word of taking, in its sentence, is an office taken: the taking is then the
    commission, the goal of the campaign told after it (寻拜征南右副将军，同永昌侯蓝玉从将军傅友德取云南, 明史 沐英传; the
    first city reached is 曲靖), not a city the party took.

    >>> lex = load_lexicon()
    >>> _commissioned("寻拜征南右副将军，同永昌侯蓝玉从将军傅友德", lex), _commissioned("明年拜征西将军，讨西番，败之", lex)
    (True, False)
    """
    pieces = [c for c in _PUNCT.split(segment) if c]
    return len(pieces) > 1 and lex.appointed.fullmatch(_without_fillers(pieces[-2], lex)) is not None


def _act_on(words: str, places: frozenset[str], lex: Lexicon) -> str:
    """The act on the places ending ``words``, its direction, 将 and words of going on set aside: 封 of 东封泰山, 徇 of
    转徇河东 (明史 常遇春传), 出 of 还出萧关 (明史 徐达传); 还 of 还X stays.

    >>> lex = load_lexicon()
    >>> _act_on("转徇河东", frozenset({"河东"}), lex), _act_on("还出萧关", frozenset({"萧关"}), lex), _act_on("还京", frozenset({"京"}), lex)
    ('徇', '出', '还')
    """
    act = _before_listed(words, places, lex).lstrip(lex.directions).removeprefix(lex.act_modal)
    return act.lstrip(lex.act_leads) or act


def _before_listed(words: str, places: frozenset[str], lex: Lexicon) -> str:
    """The words before the places ending ``words``, one or a list joined by 及 or 和 (克 of 克昆色尔及果克多山, 清史稿
    阿桂传; 下 of 进下临汾郡及绛郡, 旧唐书 高祖纪).

    >>> lex = load_lexicon()
    >>> _before_listed("克昆色尔及果克多山", frozenset({"昆色尔", "果克多山"}), lex), _before_listed("下绛郡", frozenset({"绛郡"}), lex)
    ('克', '下')
    >>> _before_listed("克昆色尔果克多山", frozenset({"昆色尔", "果克多山"}), lex)
    '克'
    """
    while (p := max((p for p in places if words.endswith(p)), key=len, default=None)) is not None:
        words = words[:-len(p)]
        # (its 及 may be gone with the fillers: 克昆色尔果克多山)
        mark = next((m for m in (*lex.list_marks, "") if words.endswith(m)
                     and any(words[:len(words) - len(m)].endswith(q) for q in places)), None)
        if mark is None:
            break
        words = words[:len(words) - len(mark)]
    return words


def _chases_to(clause: str, lex: Lexicon, places: frozenset[str]) -> bool:
    """Whether ``clause`` is a chase to a place of ``places`` alone, naming no one: 又追击到蒲类海 (资治通鉴 卷45 白话),
    一直追击到北口 (元史 太祖纪 白话); not 又追击倭寇于王仓坪 (明史 戚继光传 白话), whose chased are named.

    >>> lex = load_lexicon()
    >>> _chases_to("又追击到蒲类海", lex, frozenset({"蒲类海"})), _chases_to("一直追击到北口", lex, frozenset({"北口"}))
    (True, True)
    >>> _chases_to("又追击倭寇于王仓坪", lex, frozenset({"王仓坪"}))
    False
    """
    if not any(c[0] in clause for c in lex.chased):
        return False  # (no chase: most clauses, before the places are read)
    place = next((p for p in places if clause.endswith(p)), None)
    if place is None:
        return False
    words = clause[:-len(place)]
    for adverb in lex.chase_adverbs:
        words = words.replace(adverb, "")
    lead = _filler_lead(words, lex)
    chase = next((c for c in lex.chased if words.startswith(c, lead)), None)
    if chase is None:  # (追 itself a filler: 又追击 leaves 击)
        chase = next((c[1:] for c in lex.chased if len(c) > 1 and words[:lead].endswith(c[0]) and words.startswith(c[1:], lead)), None)
    return chase is not None and _moves_to(words[lead + len(chase):], lex)


def _leads_group(clause: str, lex: Lexicon) -> bool:
    """Whether ``clause`` opens with a word of leading and names a group led (X等), whoever leads it left unsaid:
    率车骑将军邓弘等自河北度至 (资治通鉴 卷41), 率领车骑将军邓弘等通过河北县抵达 (its 白话); not 率兵 (troops, a filler).

    >>> lex = load_lexicon()
    >>> _leads_group("率车骑将军邓弘等自河北度至", lex), _leads_group("率领车骑将军邓弘等通过河北县抵达", lex)
    (True, True)
    >>> _leads_group("邓弘等自河北度至", lex), _leads_group("率兵自河北度至", lex)
    (False, False)
    """
    word = next((w for w in lex.leads_group if clause.startswith(w)), None)
    return word is not None and lex.group_mark in clause[len(word) + 1:]


def _goes_along(clause: str, lex: Lexicon) -> bool:
    """Whether ``clause`` opens with a word of following someone, who goes left unsaid: 扈从上都还 (元史 脱脱传), 跟随文宗
    (its translation), 从 right before a move or alone before the verb (从至广阿, 后汉书 邓禹传); not 随何, a man's name.

    >>> lex = load_lexicon()
    >>> _goes_along("扈从上都还", lex), _goes_along("从", lex), _goes_along("从幸仁寿宫", lex), _goes_along("随何来", lex)
    (True, True, True, False)
    """
    alone = lex.follow_alone
    return clause.startswith(lex.follow_openers) or clause == alone or (
        clause.startswith(alone) and clause[len(alone):][:1] in lex.verb_index)


def _after_flight(segment: str, lex: Lexicon) -> bool:
    """Whether the words before a verb of taking, ``segment``, end with the enemy fleeing in the clause
    before the verb's own: 至鹿台，张思道遁，遂(克奉元) (明史 徐达传); 逆击败去，遂(拔庆阳)."""
    clauses = _PUNCT.split(segment.rstrip())
    return len(clauses) > 1 and not _without_fillers(clauses[-1], lex) and clauses[-2].endswith(lex.enemy_fled)


def _moves_to(act: str, lex: Lexicon) -> bool:
    """Whether ``act``, the words before a place, is a verb of being there (渡 of 渡陇, 克 of 克秦州), not of
    raising troops there (发 of 发京师，至雄州，民治道, 宋史 太宗纪: the people called up, not he).

    >>> lex = load_lexicon()
    >>> _moves_to("渡", lex), _moves_to("克", lex), _moves_to("发", lex)
    (True, True, False)
    """
    hit = lex.verb_index.get(act.rstrip("".join(lex.particles)) or act)  # (过 of 过七洲洋, no particle alone)
    return hit is not None and hit[1] and act not in lex.troops_verbs


def _own_act(clause: str, lex: Lexicon) -> bool:
    """Whether ``clause`` opens, after its fillers, with a word of acting oneself other than 自
    (from): 亲御龙舟 (资治通鉴 卷70), 亲自乘龙舟指挥水军 (its 白话), 躬擐甲胄.

    >>> lex = load_lexicon()
    >>> _own_act("亲自乘龙舟指挥水军", lex), _own_act("乃亲御龙舟", lex), _own_act("自许昌", lex), _own_act("李勣亲率", lex)
    (True, True, False, False)
    """
    for word in (*lex.self_acts, *(w for w in lex.self_alone if w not in lex.leave_from)):
        at = clause.find(word)
        if at >= 0 and not _without_fillers(clause[:at], lex):
            return True
    return False


def _leaves_unnamed(rest: str, lex: Lexicon, places: frozenset[str]) -> bool:
    """Whether ``rest`` (a clause, fillers gone) only leaves a place of ``places``, or goes from one to another, naming
    no one: (乃再)从凤翔动身 (唐史演义 第六十七回), 从平城出发 (资治通鉴 卷138 白话), 自梁州启行, (遂)自虎牢关入洛阳 (明史 徐达传).

    >>> lex = load_lexicon()
    >>> _leaves_unnamed("从凤翔动身", lex, frozenset({"凤翔"})), _leaves_unnamed("李晟从凤翔动身", lex, frozenset({"凤翔"}))
    (True, False)
    >>> _leaves_unnamed("自虎牢关入洛阳", lex, frozenset({"虎牢关", "洛阳"})), _leaves_unnamed("李晟自虎牢关入洛阳", lex, frozenset({"虎牢关", "洛阳"}))
    (True, False)
    """
    word = next((w for w in lex.leave_from if rest.startswith(w)), None)
    if word is None:
        return False
    body = rest[len(word):]
    return any(body.startswith(p) and (_departure_only(tail := body[len(p):], lex) or any(
        tail.endswith(q) and tail[:-len(q)] in lex.verb_index for q in places)) for p in places)


def _departure_only(words: str, lex: Lexicon) -> bool:
    """``words`` made of departure words and fillers alone, which name no one: 然后起驾返回
    (资治通鉴 卷7 白话), 班师, 起驾.

    >>> lex = load_lexicon()
    >>> _departure_only("然后起驾返回", lex), _departure_only("班师", lex), _departure_only("李勣班师", lex)
    (True, True, False)
    """
    for word in lex.departure_only:
        words = words.replace(word, "")
    return not _without_fillers(words, lex).strip()


def _subject_name(segment: str, lex: Lexicon) -> str | None:
    """The person named as the subject of a movement clause (the words before its verb),
    when that is all the clause holds besides fillers: 曹操 in 曹操从淳于返回邺城, 禄山 in
    禄山引兵, 操 in 操引军. Sovereign words (上, 车驾) come back as they are."""
    raw = _last_clause(segment)
    if any(raw.endswith(w, 0, len(raw) - k) for w in lex.chased for k in (1, 2) if len(raw) > k + len(w)):
        return None  # 遂东追广(至高密西) (史记 淮阴侯列传): 广 is the one chased, not who moves
    clause = _without_fillers(raw, lex)
    while len(clause) > 1 and (clause[-1] in lex.name_adverbs or len(clause) > 2 and clause[-1] in lex.directions):
        # (拓跋嗣北巡, 资治通鉴 卷119 白话: a direction, no 嗣北)
        # 操自领兵渡渭河 (三国演义 第五十八回), 孔明却在南安城外 (第九十二回): no 曹 named 操自; 刘备亲自领兵来取汉中
        # (第七十回): no 刘 named 备自来
        clause = clause[:-1]
    if clause in lex.sovereign:
        return clause
    if clause in lex.compound_surnames:
        return None  # 慕容 of 慕容垂: a house, no one
    if len(clause) == 3 and clause[1] in lex.noble_ranks and (given := _titled_given(clause, lex)) is not None:
        return given  # 秦王坚 (资治通鉴 卷105): 坚, the prince of 秦, no 秦 named 王坚
    report = next((w for w in lex.report_before_act if clause.endswith(w) and len(clause) - len(w) >= 2), None)
    if report is not None:
        clause = clause[:-len(report)]  # 温福奏 (清史稿 高宗纪: 温福奏攻克X): his own move, reported
    company = next((w for w in lex.company_after if clause.endswith(w) and len(clause) - len(w) >= 2), None)
    if company is not None:
        clause = clause[:-len(company)]  # 刘秀等人 (资治通鉴 卷39 白话): he and his company
    if len(clause) == 1 and clause not in lex.not_given_names and clause not in lex.verb_index \
            and clause not in lex.unnamed_clauses and not lex.modal.match(clause):
        # a given name alone (操): resolved against the full names later (not 入 of 入X, nor 径 of 懿受命，径到许昌,
        # 三国演义 第一百六回, nor 未 of 曹操追袁尚，未到辽东)
        return clause
    surname = next((c for c in lex.compound_surnames if clause.startswith(c)), clause[:1])
    given = clause[len(surname):]
    if (surname in lex.surnames or surname in lex.compound_surnames) and 1 <= len(given) <= 2 \
            and given not in lex.not_given_names:
        return clause
    return _titled_given(clause, lex)  # 秦王世民, 太尉裕: the given name


def _life_opener(simp: str, lex: Lexicon, places: Collection[str] = ()) -> tuple[str, int] | None:
    """The name that opens the most clauses of ``simp``, past their fillers, and how many: a life's subject by his given
    name (大猷 of 明史 俞大猷传: 大猷击却之, 大猷偕副使任环…) or his full name (木华黎). Not a place, a people or an army (金兵,
    官兵), a count or a date (三十), nor the sovereign words.

    >>> _life_opener("三十一年，倭贼大扰浙东。大猷击却之。大猷偕副使任环大败贼。金兵至。大猷还。", load_lexicon())
    ('大猷', 3)
    """
    heads: Counter[str] = Counter()
    # (a collective 传's first life only: 冯子材, not 苏元春 of the life after his, 清史稿)
    end = min((a for a, _ in _other_lives(simp, (), lex, everyone=True)), default=len(simp))
    for clause in _CLAUSE.finditer(simp, 0, end):
        words = _without_fillers(clause.group().strip(" \t\u3000“”：，。；！？\n"), lex)
        for size in (2, 3, 4):
            if len(words) > size:
                heads[words[:size]] += 1
    for name, count in heads.most_common():
        if count < lex.main_party_min:
            return None
        if len(name) > 2 or name in lex.sovereign or name in places or name.endswith(lex.peoples) \
                or name.startswith(lex.not_name_openers) or any(c in lex.verb_index or c in lex.numeral_chars or c in lex.not_in_names for c in name) \
                or lex.topic_motion.search(name):
            continue
        longer = [(n, k) for n, k in heads.items() if len(n) > 2 and n.startswith(name) and k == count]
        return max(longer, key=lambda h: len(h[0])) if longer else (name, count)  # (木华黎, not 木华; 僧格林沁)
    return None


def _frequent_name(clause: str, simp: str, lex: Lexicon) -> str | None:
    """A name with no surname the text keeps writing (重耳 in 东周列国志, 玄德 in 三国演义),
    alone or opening a clause that goes on with a move (重耳去曹适宋, 重耳遂安居于楚): two or
    three characters, none of them a movement word, written at least ``frequent_name_min`` times;
    or a state's ruler of the 白话 (北魏国主, 资治通鉴 卷125 白话).

    >>> lex = load_lexicon()
    >>> _frequent_name("北魏国主率大军", "北魏国主" * 10, lex), _frequent_name("北魏军队", "北魏军队" * 10, lex)
    ('北魏国主', None)
    """
    for size in (4, 3, 2):  # the name alone, or opening a clause that goes on with a move (重耳去曹适宋)
        name, rest = clause[:size], clause[size:].lstrip(lex.directions)  # (先主北到葭萌, 三国志 先主传)
        if name.endswith(tuple(lex.company_after)) and size > 2:
            continue  # 阿桂等 (清史稿 高宗纪: 阿桂等克赞巴拉克等山梁) is 阿桂 and his company
        for after in (lex.company_after, lex.report_before_act):  # (阿桂等奏进剿小金川: he reports his own move)
            rest = rest.removeprefix(next((w for w in after if rest.startswith(w)), ""))
        title = name.endswith(lex.state_ruler_titles) or (size == 2 and _fief_rank(name, lex))  # 秦王, 唐公
        if size == 4 and not title:
            continue
        if len(name) < size or name in lex.sovereign or (not title and any(
                c in lex.verb_index or c in lex.not_given_names for c in name)) or lex.topic_motion.search(name):
            continue
        if rest and not (rest[0] in lex.verb_index and rest[0] not in lex.peoples  # 吐蕃军 is an army, not 军X
                         or lex.topic_motion.match(rest) or rest.endswith(lex.actions_at)):
            continue
        if simp.count(name) >= lex.frequent_name_min:
            return name
    return None


def _given_like_a_word(clause: str, simp: str, places: Collection[str], lex: Lexicon) -> str | None:
    """A given name of two characters whose first is a word that opens clauses with no name (自 "from", 从 "following"):
    自成 of 李自成, which 明史 李自成传 and its 白话 write alone dozens of times (自成陷宁夏 … 自成渡过黄河), 从珂 of 李从珂. It
    opens at least ``frequent_name_min`` clauses, its second character no verb, and no place of the text starts with that
    character (自成都 is "from 成都").

    >>> _given_like_a_word("自成渡过黄河", "自成至。" * 10, {"黄河"}, load_lexicon())
    '自成'
    >>> _given_like_a_word("自京师出发", "自京师出发。" * 10, {"京师"}, load_lexicon())
    """
    name = clause[:2]
    if len(name) < 2 or not name.startswith(lex.not_name_openers) or name[1] in lex.verb_index \
            or name[1] in lex.not_given_names or any(p.startswith(name[1]) for p in places):
        return None
    return name if _clause_opens(simp, name) >= lex.frequent_name_min else None


@lru_cache(maxsize=1024)
def _clause_opens(simp: str, word: str) -> int:
    """How many clauses of ``simp`` open with ``word`` (counted once a text and word: find_main_party asks clause by clause).

    >>> _clause_opens("自成至。自成还，自成都来。", "自成")
    3
    """
    return sum(1 for i in _find_all(simp, word) if i == 0 or _PUNCT.match(simp, i - 1) or simp[i - 1] in "\n\u3000 ")


def _titled_often(simp: str, given: str, lex: Lexicon) -> bool:
    """Whether the text writes the one-character ``given`` name right after a title at least
    ``main_party_min`` times, a person then though no surname is ever written (秦王坚, 资治通鉴 卷105).

    >>> _titled_often("秦王坚至项城。秦王坚登城。秦王坚还长安。", "坚", load_lexicon())
    True
    """
    if len(given) != 1 or given in lex.not_given_names:
        return False
    return sum(simp.endswith(lex.titles_before_name, 0, i) for i in _find_all(simp, given)) >= lex.main_party_min


def _fief_rank(name: str, lex: Lexicon) -> bool:
    """Whether two characters are a fief and a rank, a name of the novels and the annals (秦王, 唐公;
    not 大王, 主公, nor a verb or a mark before the rank).

    >>> lex = load_lexicon()
    >>> _fief_rank("秦王", lex), _fief_rank("大王", lex), _fief_rank("，王", lex)
    (True, False, False)
    """
    return len(name) == 2 and name[1] in lex.noble_ranks and name not in lex.not_noble_names \
        and name[0] not in lex.not_given_names and name[0] not in lex.verb_index and not _PUNCT.match(name)


def _noble_names(simp: str, lex: Lexicon) -> set[str]:
    """The fiefs and ranks (秦王, 唐公) a text writes as names (see :func:`_frequent_name`).

    >>> sorted(_noble_names("秦王统领一班将士进河南。大王道：主公，唐公至。", load_lexicon()))
    ['唐公', '秦王']
    """
    return {simp[i - 1:i + 1] for rank in lex.noble_ranks for i in _find_all(simp, rank)
            if i and _fief_rank(simp[i - 1:i + 1], lex)}


def _find_all(text: str, word: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(word), text)]


def find_main_party(text: Text, mentions: Sequence[PlaceMention], layout: Layout,
                    lex: Lexicon | None = None, reigning: Sequence[str] = (),
                    dates: Sequence[DatedSpan] = (), year: int | None = None) -> tuple[str, ...]:
    """The person whose moves a text follows, when no one names the party: the subject of
    most movement clauses to known places (曹操 in 资治通鉴 卷65, 安禄山 in 卷217). Empty when
    the sovereign words (上, 帝, 车驾) lead, or the text names the ruler ``reigning`` in its
    years more often than that person (唐昭宗 39 times, 李克用 less, in 资治通鉴 卷260 白话),
    or no one moves often enough: the usual party then.

    >>> from route.corpus import parse_text
    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> from route.places.mentions import find_places
    >>> t = parse_text("曹操至辽东城。操渡辽水。曹操至营州。", name="t.txt")
    >>> find_main_party(t, find_places(t, load_gazetteer(DEFAULT_PLACES)), analyse_layout(t, []))
    ('曹操',)
    """
    simp = text.simplified
    lex = lex or load_lexicon()
    # 先主 (三国志 先主传) is a name, not 先 + 主: the names data/people.csv knows are kept whole (not
    # every filler-headed name, as classify_mentions keeps them: 全忠 of 朱全忠 moves more often than the
    # emperor he escorts in 资治通鉴 卷263, whose march the text follows)
    if known := _known_filler_names(simp, lex):
        lex = replace(lex, filler_pattern=_filler_pattern(lex.fillers, known, lex.filler_forms))
    counts: dict[str, int] = {}
    unnamed_at: list[tuple[int, float]] = []  # moves with no subject: their sentences' starts, and weights
    given_at: list[str] = []  # moves whose subject is no name found: their clauses
    throne = frozenset(n for n in people_names(reigning, year=year) if len(n) > 1)  # 代宗, 李豫: the ruler by name
    states = _state_names(simp, mentions)
    places = {simp[m.start:m.end] for m in mentions}  # (汴州 of 汴州军屯驻在灵口: troops named by their city)
    rulers = sovereign_names()  # 孝文帝, 太武帝: the throne's names sanmiao knows
    date_spans = sorted((d.start, d.end) for d in dates)
    date_starts = [a for a, _ in date_spans]
    for m in mentions:
        if not m.place.can_be_stop or layout.in_quote(m.start) or layout.in_flashback(m.start) \
                or layout.in_commentary(m.start):
            continue
        s_start = layout.sentence(m.start)[0]
        window = max(s_start, m.start - 12)
        found = _verb_before(simp[window:m.start], lex)
        if found is None or not found[2] or found[0] in lex.holds:
            continue  # (高欢占据了邙山: a side holding a place, no march)
        segment = _strip_spans(simp[s_start:window + found[3]], s_start, date_spans, date_starts)  # not 丁丑 of 丁丑，次成都
        last = _last_clause(segment)
        bare = _without_fillers(last, lex)
        if _mover_named(bare, throne | set(lex.sovereign), lex) or _escorts_sovereign(last, lex):
            # 代宗到达陕州 (卷223 白话): the ruler's; 韩全诲…奉迎车驾出京临幸凤翔 (旧唐书 昭宗纪 白话): his, escorted
            counts[lex.sovereign[0]] = counts.get(lex.sovereign[0], 0) + 1
            continue
        weight = lex.take_weight if found[1] == "take" else 1
        name = _subject_name(segment, lex) or _frequent_name(bare, simp, lex) or _mover_named(
            bare, {bare[i:j] for i in (0, 1) for j in range(i + 2, len(bare) + 1)} & rulers, lex)  # 高祖 of 高祖纪
        if (name is None or name in states) and (state := next((p for p in states if last.startswith(p)), None)):
            # 北魏孝文帝 (资治通鉴 卷138, 卷139 白话): the person, his state's name set aside
            rest = _without_fillers(last[len(state):], lex)
            name = rest if rest in rulers else _subject_name(rest, lex) or _frequent_name(rest, simp, lex)
        if name is not None and (name.startswith(lex.not_name_openers) or name.endswith(lex.peoples)
                                 or name in states or name in places  # (吐蕃 of 吐蕃攻陷松州: a state, 旧唐书 代宗纪 白话)
                                 or bare.startswith(lex.delegation)):  # (命司马勋出子午道: 勋 is sent)
            name = None  # 闻贼, 于黄巢: a word before a name (旧唐书, 新唐书 僖宗纪); 金人, 唐军: a people
        if name is None:
            name = _given_like_a_word(bare, simp, places, lex)  # 自成 of 李自成, whose 自 is no "from"
        if name is not None:
            name = _ruler_of_given(name, lex) or name  # 魏主焘到了彭城 (南北史演义 第十五回): 魏主, as 魏主南来
            # a city taken counts half: a march is told by where it went, a war also by who took what
            # (新唐书 僖宗纪: 黄巢陷X, the sovereign's flight the march)
            counts[name] = counts.get(name, 0) + weight
        elif _acts_unnamed(segment, lex, deeds=False):
            # 壬戌，发京师: annals tell the sovereign's moves with no subject (not deeds on the foe, which annals tell
            # of generals as much: 又败金人于吕堰，俘获不可胜计, 续资治通鉴 卷167, of 孟珙)
            unnamed_at.append((s_start, weight))
        else:
            given_at.append(bare)  # 操与刘备遇于梁 (资治通鉴 卷62): a one-character given name, maybe a mover's
    unnamed = 0
    # annals and chronicles date nearly every entry; the novels, classical or not, seldom
    classical = _classical(simp, lex) and _dated_as_annals(len(dates), simp, lex)
    nobles = {n for n in _noble_names(simp, lex) if simp.count(n) >= lex.frequent_name_min}
    movers = sorted({n for n in counts if n not in lex.sovereign} | nobles, key=len, reverse=True)
    # a mover's given name alone opens a sentence too (桓温 … 温转战而前, 资治通鉴 卷99)
    forms = {n[1:]: n for n in movers if len(n) in (2, 3) and n[0] in lex.surnames} | {n: n for n in movers}
    movers = sorted(forms, key=len, reverse=True)
    for bare in given_at:
        who = next((f for f in movers if len(f) == 1 and bare.startswith(f) and f != forms[f]), None)
        if who is not None:  # (操 of 曹操: counted as the full name's)
            counts[forms[who]] = counts.get(forms[who], 0) + 1
    for at, weight in unnamed_at:
        # the 白话 leaves out whoever its sentences are about (李渊到达西河…。李渊率军进入雀鼠谷。壬戍
        # （十四日），在贾胡堡驻军, 资治通鉴 卷184 白话): the mover named where the sentence, or one of the
        # few before it, opens; annals tell the sovereign's moves so (壬戌，发京师)
        # (the annals' own sentence only, with those it joins by ；: 温转战而前，壬寅，进至灞上, and 桓温统步骑四万发
        # 江陵；水军自襄阳入均口，至南乡, 资治通鉴 卷99)
        who = _opened_by(simp, layout, at, movers, throne, lex, date_spans, date_starts,
                         reach=0 if classical else lex.topic_reach)
        if who is None:
            unnamed += weight
        else:
            counts[forms[who]] = counts.get(forms[who], 0) + weight
    for n in [n for n in counts if same_person(n, year=year) != n]:  # 玄德 moves as 刘备 (data/people.csv)
        counts[same_person(n, year=year)] = counts.get(same_person(n, year=year), 0) + counts.pop(n)
    short: dict[str, str] = {}  # a full name → the shorter one the text moves it by
    for n in sorted((n for n in counts if len(n) <= 2 and n not in lex.sovereign), key=len):
        # 操 → 曹操, 禄山 → 安禄山: the full name the text writes most often with this given name
        owners = Counter({c + n: k for c, k in _surname_owners(simp, n, lex, lex.not_name_openers).items()})
        # (not 于 + 黄巢 of 于黄巢, 新唐书 僖宗纪)
        if owners:
            owner = max(owners, key=owners.__getitem__)
            if (len(n) == 1 and _opens_clause(simp, owner)) or owners[owner] >= lex.main_party_min:
                # (a one-character name's owner is its subject somewhere: 曹操至辽东城, not the 白操
                # of 乃还白操, 资治通鉴 卷67, where 白 is "to tell")
                counts[owner] = counts.get(owner, 0) + counts.pop(n)
                if n.endswith(tuple(lex.noble_ranks)):  # 桓公 of 齐桓公 (东周列国志 第二十一回: 62 times, the
                    short[owner] = n                    # full name 7): his title without his state
    people = sorted(((c, n) for n, c in counts.items() if (len(n) > 1 or _titled_often(simp, n, lex))
                     and n not in lex.sovereign and _named_times(simp, n, lex, year)),
                    reverse=True)  # (坚 of 秦王坚, 资治通鉴 卷105; not 朱忠, read from 朱全忠 with 全 set aside: 新唐书 昭宗纪)
    # a noble rank alone as the subject (公到宛, 公乃引兵还舞阴: 三国志 武帝纪, 曹操 never named): the one the text
    # calls so, when he moves more often than anyone named
    ranked = Counter(bare for bare in given_at if bare in lex.noble_ranks).most_common(1)
    if ranked and ranked[0][1] >= lex.main_party_min and (not people or ranked[0][1] > people[0][0]):
        people.insert(0, (ranked[0][1], ranked[0][0]))
    if len(people) > 1 and people[1][0] >= lex.rival_share * people[0][0] \
            and _campaigned_against(simp, people[0][1], lex) >= lex.campaign_target_min \
            and not _campaigned_against(simp, people[1][1], lex) \
            and _campaigns(simp, people[0][1], lex) <= _campaigns(simp, people[1][1], lex):
        # (not 桓温, who leads the campaign himself: 桓温从兖州出发讨伐前燕, 资治通鉴 卷102 白话, though the
        # 燕 generals 攻打桓温)
        people[0], people[1] = people[1], people[0]  # 刘黑闼 moves as often as 李世民, who is sent against him
    if people and people[0][1] in rulers and people[0][1] not in throne \
            and simp.count(people[0][1]) >= lex.frequent_name_min:
        # a ruler's own annals before his reign, written with his name (旧唐书 高祖纪 in 617: 高祖 19
        # times): their moves with no subject are his (not 李嗣源's, twice in 新五代史 庄宗纪)
        people[0], unnamed = (people[0][0] + unnamed, people[0][1]), 0
    elif year is not None and not (people and people[0][0] >= lex.main_party_min):
        # …or with his title, in the years before his reign, when no one else leads (明史 太祖纪 in
        # 至正二十三年: 太祖, who reigns from 1368, 12 times and its translation 21; the moves with no
        # subject are his)
        coming = next((n for n in sorted(_title_words(simp, lex), key=simp.count, reverse=True)
                       if n not in throne and simp.count(n) >= lex.frequent_name_min
                       and ruler_to_come(n, year, lex.reign_to_come)), None)
        if coming is not None:
            people.insert(0, (counts.get(coming, 0) + unnamed, coming))
            unnamed = 0
    if classical and not _daily(dates, lex) and not (people and people[0][0] >= lex.main_party_min):
        # A life that tells battles more than moves to known places (明史 俞大猷传: 大猷击却之, 大猷偕副使任环大败贼…, 33
        # clauses; 元史 木华黎传): the name opening its clauses far more often than the sovereign words leads its moves
        head = _life_opener(simp, lex, places | set(states))
        if head is not None and head[1] >= lex.frequent_name_min and head[1] >= lex.named_lead * _sovereign_opens(simp, lex) \
                and (score := counts.get(head[0], 0) + unnamed) >= lex.main_party_min \
                and (not people or score > people[0][0]):
            owners = _surname_owners(simp, head[0], lex, lex.not_name_openers)  # (锦棠 written 刘锦棠 too: 清史稿 刘锦棠传)
            people.insert(0, (score, max(owners, key=owners.__getitem__) + head[0] if owners else head[0]))
            unnamed = 0
    if classical and unnamed and people and not _daily(dates, lex):
        # A life (传), dated by months and years, tells his moves with no subject as the sovereign's annals, dated by days,
        # tell the ruler's: the person the text names far more often than the sovereign words open its clauses is whose
        # they are (宋史 文天祥传: 天祥 60 times, 上 or 帝 opening 2 clauses; 明史 戚继光传: 继光; not 新唐书 僖宗纪, which
        # names 黄巢 often and dates the emperor's moves by the day)
        opens = _sovereign_opens(simp, lex)
        best = people[0][1]  # (the one who moves most: not 渊 of 夏侯渊, named in others' names too)
        named_times = _named_times(simp, best, lex, year)
        if named_times >= lex.frequent_name_min and named_times >= lex.named_lead * opens:
            people[0], unnamed = (people[0][0] + unnamed, best), 0
    # (a novel's moves that name no one are no sign of the sovereign, as the annals' are: 两晋演义 第九十五回)
    sovereign = sum(c for n, c in counts.items() if n in lex.sovereign) + (unnamed if classical else 0)
    if people and people[0][0] >= lex.main_party_min and people[0][0] > sovereign:
        top = people[0][1]
        # no move of the sovereign's told, nor of another ruler who moves with him: the ruler reigning is no party,
        # however often the text names him (唐史演义 第九十一回: 黄巢 moving, 唐僖宗 named; not 资治通鉴 卷156 白话, where
        # 北魏孝武帝 flees as 高欢 moves)
        alone = not sovereign and not any(n in rulers and c >= lex.rival_share * people[0][0] for c, n in people[1:])
        if alone or any(top.endswith(r) for r in reigning if len(r) > 1) \
                or simp.count(top) >= sum(simp.count(r) for r in reigning if len(r) > 1):
            return (top,)
    if people and people[0][0] >= sovereign:
        # Few moves say who makes them (a novel's long clauses): of the people who do move, the one
        # the text names far more often than anyone else, the ruler of its years included (玄德 in
        # 三国演义 第四十一回)
        named = sorted(((sum(simp.count(a) for a in people_names([n], year=year)) + (
                            simp.count(short[n]) - simp.count(n) if n in short else 0), n)
                        for c, n in people if c >= sovereign),
                       reverse=True)  # (of those who move as often as the sovereign words do)
        # (先主 as 刘备; not the 武帝 of 孝武帝: 北魏孝武帝 in 梁武帝's years, 资治通鉴 卷156 白话)
        ruler = sum(simp.count(r) - sum(simp.count(n) for n in people_names([named[0][1]], year=year) if r in n and r != n)
                    for r in people_names(reigning, year=year) if len(r) > 1)
        if named[0][0] >= lex.frequent_name_min and named[0][0] >= lex.named_lead * max(
                named[1][0] if len(named) > 1 else 0, ruler):
            return (named[0][1],)
    # A general's campaign told in the sovereign's years (资治通鉴 卷43 of 马援, 汉书 李陵传, 周书 于谨传): few of his moves
    # name him, as few name anyone, but he moves as often as the sovereign does and the text names him far more often
    # than the sovereign words open its clauses or the ruler is named, and far more than anyone else who moves (not
    # 黄巢, whom the ruler's generals fight: 唐史演义)
    named = sorted(((_named_times(simp, n, lex, year), n) for c, n in people if n not in rulers and c >= sovereign
                    and _campaigned_against(simp, n, lex) < lex.campaign_target_min), reverse=True)
    if named and named[0][0] >= lex.frequent_name_min:
        ruler = sum(simp.count(r) for r in people_names(reigning, year=year) if len(r) > 1)
        if named[0][0] >= lex.general_lead * max(named[1][0] if len(named) > 1 else 0, _sovereign_opens(simp, lex), ruler):
            return (named[0][1],)
    return ()


def _sovereign_opens(simp: str, lex: Lexicon) -> int:
    """How many clauses of ``simp`` the sovereign words (上, 帝, 车驾) open.

    >>> _sovereign_opens("上至辽东城。帝渡辽水，上还。", load_lexicon())
    3
    """
    return sum(_clause_opens(simp, w) for w in lex.sovereign)


def _named_times(simp: str, name: str, lex: Lexicon, year: int | None = None) -> int:
    """How often ``simp`` names ``name``: by all its names, or by one alias alone, for a full name its given name, a
    传's way (锦棠 of 刘锦棠, 清史稿 刘锦棠传); none when the text never writes any of its names (朱忠, read from 朱全忠
    with 全 set aside as "all", 新唐书 昭宗纪: not the 忠 of 忠义军).

    >>> _named_times("刘锦棠至哈密。锦棠进驻乌鲁木齐。锦棠还。", "刘锦棠", load_lexicon())
    3
    """
    written = sum(simp.count(a) for a in people_names([name], year=year))
    if not written:
        return 0
    return max(written, max((simp.count(a) for a in party_aliases([name], lex)), default=0))


def _title_words(simp: str, lex: Lexicon) -> set[str]:
    """The two-character words of ``simp`` that end as a sovereign's title does and that some ruler
    of sanmiao's tables bears: 太祖, 世宗."""
    rulers = sovereign_names()
    ends = "".join(lex.sovereign_title_ends)
    return {w for w in re.findall(f"(?=(.[{ends}]))", simp) if w in rulers}


def _escorts_sovereign(clause: str, lex: Lexicon) -> bool:
    """Whether ``clause`` escorts the sovereign on the move: an escort word, then a word of the throne
    (中尉韩全诲和凤翔护驾都将李继诲奉迎车驾出京, 旧唐书 昭宗纪 白话; 令孜帅神策兵五百奉帝自金光门出, 资治通鉴 卷254).

    >>> lex = load_lexicon()
    >>> _escorts_sovereign("中尉韩全诲和凤翔护驾都将李继诲奉迎车驾出京临", lex), _escorts_sovereign("令孜帅神策兵五百奉帝自金光门出", lex)
    (True, True)
    >>> _escorts_sovereign("汴州军屯驻", lex)
    False
    """
    return any(e + w in clause or e + "迎" + w in clause
               for e in lex.escort_before for w in lex.sovereign if len(w) > 1 or w == "帝")


def _campaigned_against(simp: str, name: str, lex: Lexicon) -> int:
    """How often the text tells a campaign against ``name`` (讨伐刘黑闼, 攻打刘黑闼: 资治通鉴 卷190 白话), or, for a
    name of three characters, against its given name alone (命秦王世民、齐王元吉讨黑闼, 资治通鉴 卷190).

    >>> _campaigned_against("唐高祖命令秦王李世民率兵讨伐刘黑闼。李世民进逼刘黑闼。", "刘黑闼", load_lexicon())
    1
    >>> _campaigned_against("丁卯，命秦王世民讨黑闼。秦王世民讨刘黑闼。", "刘黑闼", load_lexicon())
    2
    >>> _campaigned_against("拜兵马副元帅，将兵八万以讨禄山；濮阳客尚衡起兵讨禄山", "安禄山", load_lexicon())  # 卷217
    2
    """
    starts = set(_find_all(simp, name))
    if len(name) == 3 and name[0] in lex.surnames:  # (not the 黑闼 of 刘黑闼 again)
        starts |= {i for i in _find_all(simp, name[1:]) if i == 0 or simp[i - 1] != name[0]}
    return sum(1 for i in starts if (m := lex.campaign_against.search(simp, max(0, i - 2), i)) and m.end() == i)


def _outlaw_words(simp: str, party: Sequence[str], lex: Lexicon) -> tuple[str, ...]:
    """贼, 贼众: what the text calls the party's men where he is the enemy its armies campaign against
    (资治通鉴 卷253: 诏…讨黄巢 … 贼至，巨容伏兵林中…贼追之), and it says 贼 often; none otherwise.

    >>> _outlaw_words("诏曾元裕讨黄巢。高骈击黄巢。" + "贼至。" * 10, ("黄巢", "巢"), load_lexicon())
    ('贼', '贼众', '贼兵', '贼军')
    >>> _outlaw_words("黄巢讨贼。" + "贼至。" * 10, ("黄巢", "巢"), load_lexicon())
    ()
    """
    if simp.count(lex.outlaw_words[0]) < lex.outlaw_min or not any(
            len(n) > 1 and (_campaigned_against(simp, n, lex) >= lex.campaign_target_min or _marked_rebel(simp, n, lex))
            for n in party):
        return ()
    return lex.outlaw_words


def _marked_rebel(simp: str, name: str, lex: Lexicon) -> bool:
    """Whether the text marks ``name`` a rebel right before it: 首逆林凤祥就擒 (清史稿 文宗纪), 伪丞相林凤祥 (清史稿 洪秀全传).

    >>> lex = load_lexicon()
    >>> _marked_rebel("首逆林凤祥就擒", "林凤祥", lex), _marked_rebel("伪丞相林凤祥、李开芳", "林凤祥", lex)
    (True, True)
    >>> _marked_rebel("以林凤祥为将", "林凤祥", lex)
    False
    """
    return re.search(lex.outlaw_mark.pattern + re.escape(name), simp) is not None


def _campaigns(simp: str, name: str, lex: Lexicon) -> int:
    """How often ``name`` leads a campaign himself, the subject of a word of it in his clause (桓温讨伐燕国,
    桓温从兖州出发讨伐前燕: 资治通鉴 卷102 白话; 李世民讨伐刘黑闼, 卷190 白话).

    >>> _campaigns("桓温从兖州出发讨伐前燕。燕将攻打桓温。", "桓温", load_lexicon())
    1
    """
    return sum(any(w in _PUNCT.split(simp[i + len(name):i + len(name) + 12], maxsplit=1)[0] for w in lex.campaign_leads)
               for i in _find_all(simp, name))


def _opens_clause(simp: str, name: str) -> bool:
    """Whether ``name`` opens a clause of ``simp`` somewhere (曹操 of 曹操至辽东城).

    >>> _opens_clause("前自见，乃还白操，进兵攻卫。", "白操"), _opens_clause("操渡辽水。曹操至营州。", "曹操")
    (False, True)
    """
    return any(not i or _PUNCT.match(simp, i - 1) for i in _find_all(simp, name))


def _mover_named(words: str, names: Iterable[str], lex: Lexicon) -> str | None:
    """The one of ``names`` the words before a verb name as the mover: alone, with his dynasty
    before the name, or his train, his troops or a verb of going after it (资治通鉴 卷254 白话:
    唐僖宗到达绵州, 唐僖宗的车驾来到兴元, 唐僖宗奔至婿水; 旧唐书 高祖纪: 高祖亲率众围河东).

    >>> lex = load_lexicon()
    >>> _mover_named("唐僖宗", {"僖宗"}, lex), _mover_named("孝武帝", {"武帝"}, lex)
    ('僖宗', None)
    """
    for name in sorted(names, key=len, reverse=True):
        at = words.find(name)
        if at not in (0, 1) or at == 1 and words[:len(name) + 1] in sovereign_names():
            # (唐 of 唐僖宗; not 孝 of 孝武帝, another ruler's title: 资治通鉴 卷156 白话, 北魏's 孝武帝, not the
            # 武帝 of 梁 who reigns in its years)
            continue
        rest = words[at + len(name):].lstrip("的之")
        if not rest or rest in lex.sovereign or rest in lex.peoples or rest in lex.main_army or (
                len(rest) <= 2 and (rest in lex.verb_index or lex.topic_motion.match(rest))):
            return name
    return None


def _opened_by(simp: str, layout: Layout, at: int, movers: Sequence[str], throne: Collection[str], lex: Lexicon,
               date_spans: Sequence[tuple[int, int]], date_starts: Sequence[int], reach: int = 0) -> str | None:
    """The mover (of ``movers``, longest first) whose name opens the sentence at ``at`` or one of
    the ``reach`` before it, counting those joined to it by ； as one (已巳，刘黑闼陷邢州、赵州；庚午，陷魏州,
    资治通鉴 卷190); None for the sovereign (his words, or a name in ``throne`` of the ruler reigning:
    唐代宗 of 唐代宗逃往陕州, 资治通鉴 卷223 白话) or no one."""
    sovereign, named = tuple(lex.sovereign), tuple(throne)
    left = reach
    while True:
        start, end = layout.sentence(at)
        words = _strip_spans(simp[start:end], start, date_spans, date_starts)
        opening = _without_fillers(next((c for c in _PUNCT.split(words) if c), ""), lex)
        if opening.startswith(sovereign + named) or opening[1:].startswith(named):
            return None  # (唐 of 唐代宗: the dynasty before his name)
        who = next((n for n in movers if opening.startswith(n)), None)
        if who is not None:
            return who
        if start == 0:
            return None
        if simp[start - 1] != "；":
            if left == 0:
                return None
            left -= 1
        at = start - 1


def find_handover(text: Text, party: Sequence[str], layout: Layout,
                  lex: Lexicon | None = None, states: Collection[str] = (),
                  year: int | None = None) -> tuple[int, tuple[str, ...]] | None:
    """Where the throne passes from the party to someone else, and the party's names after it. A
    prince of a state not counting in the text's era takes another throne (北齐书 文宣帝纪, in 天保:
    梁王萧绎即帝位于江陵, 是为元帝: 帝 is still 高洋).

    >>> from route.corpus import parse_text
    >>> t = parse_text("秋八月，英宗北狩。九月癸未，王即皇帝位，遥尊皇帝为太上皇帝。", name="t.txt")
    >>> find_handover(t, ("英宗", "帝", "上"), analyse_layout(t, []))
    (15, ('英宗', '上皇', '太上皇', '太上皇帝'))
    """
    lex = lex or load_lexicon()
    titles = [n for n in party if ruler_title(n, lex)]  # 齐主 (资治通鉴 卷172–173): a state's ruler, 上 to his own
    if not set(party) & set(lex.sovereign) and not titles:
        return None  # the party is not the reigning ruler: nothing to hand over
    for at, own in _accessions(text, layout, lex):
        if states and (_foreign_ruler(own, states, lex) or _foreign_fief(own, states, year, lex)):
            continue
        if titles and not set(party) & set(lex.sovereign) and any(
                d in own for d in dynasty_names() if d not in {t[:-1] for t in titles}):
            continue  # 齐太子恒即皇帝位 for 周主 (资治通鉴 卷173): another state's throne
        if not _subject_is_party(own, party_aliases(party, lex), lex):  # (帝遂即皇帝位: the party itself accedes)
            # (齐太子恒即皇帝位…尊齐主为太上皇帝 … 齐上皇渡河入济州: the state's name before his new title too)
            retired = list(lex.retired) + [t[:-1] + r for t in titles for r in lex.retired]
            return at, tuple(dict.fromkeys([n for n in party if n not in lex.sovereign] + retired))
    return None


def find_party_accession(text: Text, layout: Layout, party: Sequence[str], lex: Lexicon | None = None) -> int | None:
    """Where a party who does not reign takes the throne in the story, named in the accession's own
    sentence: the one made emperor there (契丹主作册书，命敬瑭为大晋皇帝……是日，即皇帝位, 资治通鉴 卷280, and
    its 白话 命令石敬瑭为大晋皇帝……就在这一天，即了皇帝之位), or its subject (监国自皋门入宫，即位). From there
    the annals' 帝 and 上 are he.

    >>> from route.corpus import parse_text
    >>> t = parse_text("契丹主作册书，命敬瑭为大晋皇帝，筑坛于柳林，是日，即皇帝位。帝至河阳。", name="t.txt")
    >>> find_party_accession(t, analyse_layout(t, []), ("石敬瑭", "敬瑭"))
    25
    >>> find_party_accession(t, analyse_layout(t, []), ("赵德钧",)) is None
    True
    """
    lex = lex or load_lexicon()
    names = _names_pattern(tuple(n for n in party if len(n) > 1))
    for at, before, own in _told_accessions(text, layout, lex):
        if not any(w in own for w in lex.not_before_accession) and names.search(before):
            return at  # (not 契丹遣使来贺即位, 请即皇帝位: the accession asked for or hailed)
    return None


def _foreign_fief(words: str, states: Collection[str], year: int | None, lex: Lexicon) -> bool:
    """Whether ``words`` end with a prince named by his fief alone, a state with eras of its own in ``year`` and none of
    ``states``: 十一月，庚戌，吴王即皇帝位 (资治通鉴 卷276, 天成二年: 吴 counts 顺义 and 乾贞, not 后唐's 天成), another
    throne; not 晋王 in 显德元年 (卷291: no 晋 counts then), the court's own prince."""
    if year is None:
        return False
    words = words.rstrip(" \t\u3000")
    for title in lex.prince_titles:
        if words.endswith(title) and len(words) > len(title):
            fief = words[-len(title) - 1]
            return fief not in states and fief in states_with_eras(year)
    return False


def _foreign_ruler(words: str, states: Collection[str], lex: Lexicon) -> bool:
    """Whether ``words`` name, after a prince's title, a man sanmiao's tables know as a ruler of no
    state in ``states`` (梁王萧绎, 梁's 元帝, in 北齐's 天保; not 晋王李存勗, 后唐's own)."""
    for title in lex.prince_titles:
        at = words.find(title)
        while at >= 0:
            for size in (3, 2):
                reigned = ruler_dynasties(words[at + 1:at + 1 + size])
                if reigned:
                    return not any(a[0][0] in states for d in reigned if (a := dynasty_armies(d, lex)))
            at = words.find(title, at + 1)
    return False


def died_before(text: Text, layout: Layout, at: int, lex: Lexicon | None = None) -> bool:
    """Whether the story tells a sovereign's death before offset ``at`` (帝殂于滋德殿, 上崩), not in
    speech, a look-back or a note."""
    lex = lex or load_lexicon()
    simp = text.simplified
    return any(not (layout.in_quote(i) or layout.in_flashback(i) or layout.in_commentary(i))
               for w in lex.deaths for i in _find_all(simp[:at], w))


def find_accession(text: Text, layout: Layout, lex: Lexicon | None = None) -> int | None:
    """Where an heir takes the throne in the story: 晋王即皇帝位 (资治通鉴 卷291 and its 白话), the
    start of the accession word; None when no heir does.

    >>> from route.corpus import parse_text
    >>> t = parse_text("帝崩于滋德殿。丙申，晋王即皇帝位。群臣曰：“陛下新即位。”", name="t.txt")
    >>> find_accession(t, analyse_layout(t, []))
    12
    """
    return next((at for at, _ in _accessions(text, layout, lex or load_lexicon())), None)


def _told_accessions(text: Text, layout: Layout, lex: Lexicon) -> Iterator[tuple[int, str, str]]:
    """Each accession the story itself tells (not in speech, a look-back or a note): its offset, and the words
    before it in its sentence and in its own clause."""
    simp = text.simplified
    for m in lex.accession.finditer(simp):
        if layout.in_quote(m.start()) or layout.in_flashback(m.start()) or layout.in_commentary(m.start()):
            continue
        if simp.startswith(_AFTER_ACCESSION, m.end()):
            continue  # 即位之二年, 即位以来: a time of his reign, not the event
        before = simp[layout.sentence(m.start())[0] : m.start()]
        yield m.start(), before, _PUNCT.split(before)[-1]  # (the words of the accession's own clause before it)


def _accessions(text: Text, layout: Layout, lex: Lexicon) -> Iterator[tuple[int, str]]:
    """Each accession of an heir the story tells (王即皇帝位), with the words of its own clause before it."""
    for at, _, own in _told_accessions(text, layout, lex):
        if not own or own.endswith(lex.not_before_accession):
            continue  # (or nobody is named)
        if not any(h in own for h in lex.heirs):
            continue  # 黄巢即皇帝位于含元殿: a rebel's throne, not the party's handed on
        yield at, own


def classify_mentions(
    text: Text,
    mentions: Sequence[PlaceMention],
    dates: Sequence[DatedSpan],
    party: Sequence[str] = (),
    layout: Layout | None = None,
    seat: Callable[[Place], Place | None] | None = None,
    handover: tuple[int, tuple[str, ...]] | None = None,
    capital: Place | None = None,
    armies: Sequence[str] = (),
    narrated: bool = False,
) -> list[PlaceMention]:
    """Give each mention its ``role`` (``stop``/``mention``) and ``reason``. ``armies`` name the
    dynasty's own army (唐军 in 贞观), which tells no one else's story. ``narrated``: the party the reader
    typed is never written, the text its own narrator's journey (范成大 吴船录), whose moves with no subject
    are all his.

    A region reached by the party (乙酉，至辽东) stands for its seat when
    ``seat`` names one (辽东 → 辽东城); otherwise regions never become stops.

    >>> from route.corpus import parse_text
    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> from route.dates import find_dates
    >>> from route.places.mentions import find_places
    >>> t = parse_text("乙酉，至辽东城。李勣至白岩城。")
    >>> found = find_places(t, load_gazetteer(DEFAULT_PLACES))
    >>> [(m.text, m.role, m.reason) for m in classify_mentions(t, found, find_dates(t.content, "贞观十九年九月"))]
    [('辽东城', 'stop', 'arrive'), ('白岩城', 'mention', 'other_actor')]
    """
    lex = load_lexicon()
    layout = layout or analyse_layout(text, dates)
    party = _names_of(party, lex)
    lives = _other_lives(text.simplified, party, lex)  # (陈嘉，字庆馀: another's life after the party's, one 传)
    life_starts = [a for a, _ in lives]
    titles = _titles_of(text.simplified, party, mentions, lex)  # 前秦王 of 前秦王苻坚
    titles += _outlaw_words(text.simplified, party, lex)  # 贼 of 黄巢, whom the text's armies fight
    # 秦兵 of 秦王坚, 魏军 of 魏王 (资治通鉴 卷108: 魏军至阳曲): a prince's own army
    princes = titles + tuple(n for n in party if _fief_rank(n, lex))
    # 齐师 of 齐桓公 (史记 齐太公世家: 齐师进次于陉; 东周列国志: 齐兵): a ruler named by his state, his
    # posthumous name and his rank leads his state's army
    princes += tuple(n[0] + n[-1] for n in party if len(n) == 3 and n[-1] in lex.noble_ranks
                     and n[0] in _bundled_states())
    # (燕军 of 燕主垂, 资治通鉴 卷108; 齐军 of 齐主, 北齐书 文宣帝纪 translation: a state's ruler leads its army too)
    ranks = (*lex.noble_ranks, *lex.ruler_title_ends)
    party += titles + tuple(dict.fromkeys(
        a for t in princes for r in ranks if t.endswith(r) and len(t) > len(r) and (r in lex.noble_ranks or ruler_title(t, lex))
        for a in dynasty_armies(t[:-len(r)], lex) if a not in party))
    after_handover = party_aliases(handover[1], lex) if handover else party
    date_spans = sorted((d.start, d.end) for d in dates)
    date_starts = [s for s, _ in date_spans]
    simp = _titles_of_others_hidden(_party_names_hidden(text.simplified, mentions, party + after_handover, lex.not_acting_before), titles, party, lex)
    simp = _others_emperor_titles_hidden(simp, party + after_handover)
    if (bare := _bare_rank(simp, party, lex)) is not None:  # 王营小河 (明史 成祖纪): 燕王's own
        simp, party = _rank_elsewhere_hidden(simp, bare, party, lex), party + (bare,)
    # names of the places on the way (海囗 of 并海上, 上 hidden); not of states, which act (吐蕃入长安)
    # the lands named before their border, a list sharing it (历交趾、占城界, 元史 史弼传): a state's border is a place
    bordered = frozenset(k for k, m in enumerate(mentions) if not m.place.can_be_stop
                         and lex.border_after.match(simp, _past_list(simp, m.end, mentions, k)))
    place_words = frozenset(_written_forms(simp, ((m.start, m.end) for k, m in enumerate(mentions)
                                                  if m.place.kind != "polity" or k in bordered), lex))
    seats: dict[str, Place | None] = {}  # region id → its seat, looked up once
    in_commentary, in_quote, in_flashback, sentence = (
        layout.in_commentary, layout.in_quote, layout.in_flashback, layout.sentence)
    lex = _lexicon_for(simp, lex)  # 也先 is a name here, not 也 + 先
    general = not any(_of_the_throne(n, lex) for n in party)  # 窦固, 伯颜: a party holding no throne
    general_after = not any(_of_the_throne(n, lex) for n in after_handover) if handover else general
    if general:
        # 汉军…在蒲类海边打败了白山的北匈奴 (资治通鉴 卷45 白话, 窦固's), 十一月，元军至高邮 (元史 脱脱传 translation): the
        # army of the dynasty whose years date the text is a general's own forces, as 水军 is (for the sovereign it is his
        # generals', see _army_alone); so are all the armies (诸军渡河, 金史 宗望传)
        lex = replace(lex, divisions=lex.divisions + tuple(a for a in (*lex.general_divisions, *armies)
                                                           if a not in lex.divisions))
    place_kinds, place_ends = {m.start: m.place.kind for m in mentions}, {m.start: m.end for m in mentions}
    topic = _Topic(simp, layout, lex, date_spans, date_starts, place_kinds, place_ends, tuple(armies))
    if general and topic.party_share(party) >= lex.party_text_share and not _fights_the_court(simp, party, lex):
        # 官军斩其两名首领，追到伴圆山; 官军追到胶水县闷海口而还 (明史 张辅传 translation): in a text about a general the
        # court's army is his; not in the sovereign's annals, where it is everyone's (官军复来安, 清史稿 穆宗纪)
        lex = replace(lex, divisions=lex.divisions + tuple(a for a in lex.court_armies if a not in lex.divisions))
        topic = _Topic(simp, layout, lex, date_spans, date_starts, place_kinds, place_ends, tuple(armies))
    ways = [(w.start(), w.end()) for w in lex.way.finditer(simp)]  # 自中都至河南，所过…
    bare = 0  # moves with no subject
    chained: list[tuple[int, int, Sequence[str]]] = []  # those moves: (index in out, sentence, party)
    unnamed_takes: list[tuple[int, int, Sequence[str]]] = []  # cities taken with no one named
    headings: list[int] = []  # stops the party only headed for
    out: list[PlaceMention] = []
    for k, m in enumerate(mentions):
        place, start = m.place, m.start
        if spans_contain(date_spans, date_starts, start) and spans_contain(date_spans, date_starts, m.end - 1):
            # 杜预在太康元年正月，在江陵陈兵 (晋书 杜预传 translation), 至嘉平三年秋八月 (三国演义 第一百八回): an era's name
            out.append(PlaceMention(place, start, m.end, m.line, m.text, "mention", "date", ""))
            continue
        who = after_handover if handover and start > handover[0] else party  # 上皇 after 王即位
        if not place.can_be_stop and place.id not in seats:
            seats[place.id] = seat(place) if seat is not None else None
        seat_at = seats[place.id] if not place.can_be_stop else None
        if seat_at is None and not place.can_be_stop and (
                place.kind == "region" or place.kind == "polity" and place.uncertainty_km <= POLITY_REACHED_KM) \
                and (simp.endswith(lex.region_reached, max(0, start - 3), start)
                     and not simp.endswith(lex.reached_not, max(0, start - 3), start)
                     or simp.endswith(lex.back_from, max(0, start - 2), start)
                     or place.kind == "region" and (lex.region_hunt.match(simp, m.end)
                                                    or simp.endswith(lex.hunt_in, max(0, start - 2), start)
                                                    or simp.endswith(lex.region_passed, max(0, start - 2), start))
                     or k in bordered):
            # 魏主至漠南, 次忽兰忽失温, 单骑走至淮北: the party in the region itself; 至自淮南 (新五代史 周本纪): back
            # home from it; 上奉皇太后幸木兰行围, 秋狝木兰 (清史稿 高宗纪): hunting in it. So in a land reached: 西走数十日，
            # 至大宛 (汉书 张骞传), 介子至楼兰 (汉书 傅介子传), 超到鄯善 (后汉书 班超传); and at a land's border (历交趾、占城界,
            # 元史 史弼传), though not a kingdom too wide to mark where the party was (唐军入高丽境)
            seat_at = place
        verb, action = "", None
        if place.can_be_stop and not in_quote(start) and (not in_commentary(start) or layout.in_inline_note(start)) \
                and ((stage := lex.stage_ordinal.search(simp, max(0, start - 9), start)) is not None
                     or (stage := lex.stage_travelled.search(simp, max(0, start - 9), start)) is not None):
            # …遗址宛然第二十程至锦州, （旧校云：第六程为三河县） (许亢宗 行程录), 第九程至鲁望 (蛮书): the stage numbered is the
            # journey's own, whoever the run before it names and whoever restores it in a note; so is the way gone right
            # before the place in a diary without marks (九日庚申晴隂风有雪意四更车行七十里望都县, 楼钥 北行日录)
            out.append(PlaceMention(place, start, m.end, m.line, m.text, "stop", "arrive", stage.group()))
            continue
        if in_commentary(start):
            reason = "commentary"
        elif spans_contain(lives, life_starts, start):
            reason = "other_actor"  # 陈嘉，字庆馀…: another's life, told after the party's in one 传
        elif in_quote(start) and _named_here(simp, start, lex):
            if place.can_be_stop:  # "此何处也？"答曰："此名蓝田。": the party is there
                out.append(PlaceMention(place, start, m.end, m.line, m.text, "stop", "arrive", "名"))
                continue
            reason = "speech"
        elif in_quote(start):
            reason = "speech"
        elif not place.can_be_stop and seat_at is None:
            reason = place.kind
        elif in_flashback(start):
            reason = "flashback"
        elif any(a <= start < b for a, b in ways):
            reason = "way"  # 自中都至河南，所过麦皆为空: the way described, no move told (东自幽州，西至灵州: a land's extent)
        elif out and out[-1].role == "stop" and (simp[out[-1].end:start] in lex.list_marks
                                                 or _unmarked_list(simp, out[-1], mentions, k, lex)):
            # 幸并州、潞州: the next name of a list the party went to shares its verb; so does a name written
            # right after another (围攻天长六合)
            prev = out[-1]
            stop_at = place if place.can_be_stop else seat_at
            if simp.startswith(lex.between, m.end):
                reason = "part"  # 破楚京、索间 (史记 高祖本纪), 在京、索之间 (its translation): one place between two names
            elif stop_at is not None:
                for moves in (chained, unnamed_takes):  # 又攻陷了荥阳、阳翟等县: whoever took the first took both
                    if moves and moves[-1][0] == len(out) - 1:
                        moves.append((len(out), *moves[-1][1:]))
                out.append(PlaceMention(stop_at, start, m.end, m.line, m.text, "stop", prev.reason, prev.verb))
                continue
            else:
                reason = place.kind
        else:
            s_start = sentence(start)[0]
            window = max(s_start, start - 12)
            found = _verb_before(simp[window:start], lex)
            if found is None and k and mentions[k - 1].end == start and not mentions[k - 1].place.can_be_stop \
                    and mentions[k - 1].start > window:
                # 出朔方鸡鹿塞 (后汉书 窦宪传, 资治通鉴 卷47): the commandery or province named first, the verb goes to the
                # place within it
                found = _verb_before(simp[window:mentions[k - 1].start], lex)
                if found is not None and window + found[3] + len(found[0]) != mentions[k - 1].start:
                    found = None  # (免驻跸之山东曲阜、泰安: the places where he stayed, their dues remitted)
            if found is None and (summons := lex.summoned_to_meet.search(simp, window, start)) is not None:
                # 征沛王辅会睢阳 (后汉书 明帝纪): the party meets the man summoned there
                found = (summons.group(), "visit", True, summons.start() - window)
            if found is None and simp[start:m.end].endswith(lex.tombs):
                # 上祭禹陵 (清史稿 高宗纪), 祭黄帝冢桥山 (资治通鉴 卷20): a rite at a tomb is done there (not
                # 祭贺兰山, a mountain worshipped from afar)
                rite = next((r for r in lex.tomb_rites if simp.endswith(r, window, start)), None)
                if rite is not None:
                    found = (rite, "visit", True, start - window - len(rite))
            if found is None and (stage := _stage_before(simp, start, lex)) is not None:
                found = (stage, "arrive", True, start - window - len(stage))  # 二十六日，七十里库尔喀喇乌苏 (a diary)
            if found is None or (found[0] in lex.mountain_verbs and place.kind != "mountain"):
                reason = "no_verb"
            elif _titled_at(simp, m.end, lex):
                reason = "title"  # 适河南都统李勉 (唐史演义), 幸镇宁军节度使张令铎第 (宋史 太祖纪): a man's office
            elif simp.startswith(lex.hall_after, m.end):
                reason = "no_verb"  # 太祖在长安殿设宴 (宋史 太祖纪 translation, in 开封): a hall named after a place
            else:
                verb, kind, is_stop, at = found
                heading = kind == "direction" and _heads(verb, simp[window:window + at], simp, m.end, lex) or (
                    kind == "arrive" and not any(c in verb for c in lex.reached_marks)
                    and simp.startswith(lex.on_the_way_after, m.end))
                # (往中都进发, 金史 世宗纪 translation; 高帝返回长安，途经赵国, 资治通鉴 卷12 白话: set out for it, not yet there;
                # not 回到洛阳，路过了李冲的坟墓, 资治通鉴 卷142 白话: reached)
                if heading:
                    kind, is_stop = "arrive", True  # 上趣骆谷: on the way there (see _drop_reached)
                elif kind == "direction" and verb in lex.went_to and lex.went_to_do.match(simp, m.end):
                    kind, is_stop = "arrive", True  # 彬…先赴荆南发战舰 (宋史 曹彬传), 开往河间征粮: there to do it
                if verb in lex.leave_from and simp.startswith(lex.back_after, m.end) \
                        and not _last_clause(simp[s_start:window + at]).startswith(lex.perception):
                    # (not 闻曹操自柳城回, 三国演义 第三十四回: news of another's return)
                    kind, is_stop = "back", False  # 皇上从兴元到来 (旧唐书 德宗纪 白话): back from there, as 至自兴元

                segment = _strip_spans(simp[s_start : window + at], s_start, date_spans, date_starts)
                clause = _last_clause(segment)  # the words of the verb's own clause
                pieces = _PUNCT.split(segment)  # (the last: the verb's own words before it, maybe none)
                if any((pieces[-1] + verb).endswith(w) for w in lex.send_off) \
                        and (any(g in "".join(pieces[-3:]) for g in lex.court_greeters)
                             and not (s_start and topic.switched(sentence(s_start - 1)[0], s_start, who))
                             or simp.startswith(lex.send_off_back, m.end) and out and out[-1].role == "stop"
                             and out[-1].start >= s_start):
                    # (not 昭宗惟命是从，全忠即谢宴启行。百官送至长乐驿, 唐史演义 第一百回: another just left)
                    # 群臣居守，皆送至霸上 (资治通鉴 卷12) and its 白话 君臣留守朝中，都送行到霸上: the court sees the
                    # party off there, so it was there
                    out.append(PlaceMention(place if place.can_be_stop else seat_at, start, m.end, m.line,
                                            m.text, "stop", "visit", verb))
                    continue
                if kind == "sent" and (_opens_with(clause, who, lex)
                                       or any(e + n in clause for e in lex.escort_before for n in who)) \
                        and not lex.moved_people.match(simp, _past_list(simp, m.end, mentions, k)):
                    # the party moved, not people sent: 初四，昭宗迁往凤翔 (新唐书 昭宗纪 白话); 侍奉着惠帝把都城迁往长安
                    # (资治通鉴 卷85 白话, escorted); not 魏主…徙营丘、成周…六郡民三万家于幽州 (卷122), their people moved
                    kind, is_stop = "arrive", True
                # (光武以王郎新盛，乃北徇蓟: named opening a clause before, 后汉书 光武帝纪; not 尚衡起兵讨禄山，
                # …攻拔济阴, 资治通鉴 卷217, 禄山 an object)
                unnamed_take = kind == "take" and not _names_pattern(tuple(who)).search(clause) and not any(
                    _opens_with(c, who, lex) or any(n not in lex.main_army and _appointed_at(c, n, lex) >= 0
                                                    for n in who)
                    for c in _PUNCT.split(segment))  # (诏令任命曹彬为…都部署，…攻破峡口寨, 宋史 曹彬传 translation)
                if unnamed_take and _after_flight(segment, lex):
                    segment = _PUNCT.split(segment.rstrip())[-1]  # 张思道遁，遂克奉元: who fled took nothing
                # 幸, 御: words of the sovereign alone; with no one named in its clause, he moves (文武臣僚
                # 称贺。礼毕，御应天门, 旧五代史 庄宗纪; 戊寅，移御北城之行营, 续资治通鉴)
                said = pieces[-1] + verb  # (行 of 行幸华阴, 资治通鉴 卷61: the sovereign's word is 行幸)
                word = next((v for v in lex.imperial_verbs if said.endswith(v)), verb)
                lead = next((v for v in lex.imperial_verbs if pieces[-1].endswith(v)), None) \
                    if kind == "arrive" or verb in _AT else None  # (狩于嵩阳: the hunt's ground)
                imperial = any(n in lex.sovereign for n in who) and (
                    (verb in lex.imperial_verbs and _names_no_one(said[:-len(word)], lex))
                    # (巡幸至雍, 礼毕，行幸到荥阳: the sovereign's word, then the arrival, 汉书 武帝纪 translation)
                    or (lead is not None and _names_no_one(pieces[-1][:-len(lead)], lex))
                    # (既到大阳，幸李乐营: every clause naming no one in a sentence of his, 资治通鉴 卷61)
                    or (_names_no_one(pieces[-1], lex) and _imperial_sentence(simp[s_start:sentence(start)[1]], lex)))
                if out and out[-1].role == "stop" and out[-1].start > window + at \
                        and simp.endswith(lex.naming_place, window, start):
                    # 行至楚州西北，地名清口 (五代史演义): 楚州 only says where the place named lies
                    out[-1] = replace(out[-1], role="mention", reason="part")
                last = _last_stop(out)
                if out and out[-1].role == "stop" and out[-1].start > window + at:
                    reason = "part"  # 及于当阳之长坂: 长坂 is the stop 当阳 already is
                elif verb in _IN and lex.while_at.match(simp, m.end):
                    reason = "flashback"  # 当桓帝在南阳时，左右宦官…: the time of another story
                elif simp.endswith(lex.once_before, s_start, window + at) \
                        or verb in _IN and simp.endswith(lex.once_at, s_start, window + at):
                    reason = "flashback"  # 援前在交阯，还书诫之 (后汉书 马援传): where he once was
                elif verb in _IN and lex.built_at.match(simp, m.end):
                    reason = "no_verb"  # 文帝在首阳山东营建自己的陵墓: built there, by order
                elif verb in lex.leave_from and simp.startswith(lex.not_left_before, m.end):
                    reason = "no_verb"  # 自西京诸县及西北诸郡，皆转输塞外: their goods, not the party, leave
                elif verb in lex.gate_from and simp.startswith(lex.envoy_after, m.end):
                    reason = "sent"  # 会由长安使至: the envoy from there comes
                elif verb in lex.posted and (any(n in lex.sovereign for n in who) or _posts_another(segment, who, lex)):
                    reason = "sent"  # 留王韶镇石头城 (资治通鉴 卷177), 以丹杨王瓒为并州刺史，镇晋阳: a man posted there; never the
                    # sovereign, who holds no post (but 留尚书仆射司马懿镇许昌, 卷70: the party posted)
                elif verb == "留" and simp.startswith(lex.left_at_after, m.end):
                    reason = "sent"  # 留京大臣, 留京办事: others left there, with a task
                elif kind == "visit" and simp.startswith(lex.visit_people_after, m.end):
                    reason = "sent"  # 上临视右卫军士: the garrison's men, not the place
                elif verb in lex.troops_verbs and (simp.startswith(lex.troops_after, after := _past_list(simp, m.end, mentions, k))
                                                   or lex.troops_counted.match(simp, after)):
                    reason = "sent"  # 上发泾原诸道兵救襄城: troops called up from X, nobody leaves X
                elif verb in lex.restored and (
                        simp.startswith(lex.restored_after, _past_list(simp, m.end, mentions, k))
                        or any(n in lex.sovereign for n in who) and _names_no_one(pieces[-1], lex)):
                    reason = "no_verb"  # 复汴州为宣武军, 复博、奉高、嬴 (章帝纪): a name or a right restored, by edict
                elif verb in lex.moved_alone and not _PUNCT.match(simp, _past_list(simp, m.end, mentions, k)):
                    reason = "no_verb"  # 移通州粮入京师, 世祖移营丘、成周…六郡百姓…到幽州: things or people moved from there
                elif verb in lex.at_camp and not simp.startswith(lex.camp_after, m.end):
                    reason = "no_verb"  # 就X with no camping after it: 就谷河间 (for grain), 就是
                elif kind == "take" and simp.startswith(lex.held_by_after, m.end):
                    reason = "take"  # 破高平之寇 (资治通鉴 卷294): the men of the place beaten, not the place taken
                elif ((said := _without_fillers(pieces[-1] + verb, lex)).startswith(lex.banish)
                      or said[1:].startswith(lex.banish)) and not _names_pattern(tuple(who)).search(pieces[-1]):
                    # (但放至华州: 但, "only")
                    reason = "sent"  # 流道弼至驩州 (唐史演义 第九十八回), 但放至华州: the banished go, not the party
                elif verb in lex.leave_from and lex.comers_after.match(simp, m.end):
                    reason = "other_actor"  # 自温州来者，合福宁、连江诸倭 (明史 戚继光传): those who came from X, a group named
                elif verb in lex.leave_from and lex.span_after.match(simp, m.end):
                    reason = "no_verb"  # 从西倾山开始 (资治通鉴 卷180 白话), 从长沙郡分出: where a span or a land begins
                elif verb in lex.distance_verbs and lex.distance_after.match(simp, m.end):
                    reason = "no_verb"  # 去平壤城三十里: how far, not where to
                elif verb in lex.along_verbs and lex.along_attribute.match(simp, m.end):
                    reason = "no_verb"  # 沿长江五郡的应征青年: the districts along it, no way taken
                elif verb in lex.like_words and not _PUNCT.match(segment[-1:] or "，") \
                        and _compares(clause, who, lex, place_words):  # (帝东巡，如许昌: went to, 资治通鉴 卷70)
                    reason = "no_verb"  # 慰抚如霍邑: as at 霍邑, no going there
                elif unnamed_take and not _acts_unnamed(segment, lex, place_words):
                    reason = "take"  # 也先陷紫荆关: someone else's conquest
                elif not is_stop:
                    reason = kind
                    home = _home(out, capital, place)
                    if kind == "back" and home is not None and _subject_is_party(segment, who, lex) \
                            and not (_acts_unnamed(segment, lex) and not any(n in lex.sovereign for n in who)
                                     and topic.someone_else(s_start, who)):
                        # (not 帝幸章陵…帝大笑…十二月，还自章陵, 资治通鉴 卷43, for 马援: the annals' formula of the
                        # sovereign's return, in a story about him; the sovereign's own annals give it no subject)
                        # 车驾至自范阳, 至自温汤: back at the capital from X, which the annals leave unsaid
                        vs = window + at
                        if place.can_be_stop and place.layer == "curated" \
                                and not any(o.role == "stop" and o.place.id == place.id for o in out):
                            # …and X, never told as reached, was where the party came from (灭梁…至自汴州,
                            # 新五代史 庄宗纪): not after a journey told to its end (至自泰山 after 亳州), nor
                            # when only CHGIS names X, whose record may be another place than the one reached
                            # (至自范阳 after 幽州: CHGIS 范阳县)
                            out.append(PlaceMention(place, vs, m.end, m.line, m.text, "stop", "arrive", verb))
                        out.append(PlaceMention(home, vs, m.end, m.line, text.content[vs:m.end], "stop", "arrive", verb))
                elif any(w in (own_words := clause if pieces[-1] else "") for w in lex.perception) \
                        or lex.fear.search(own_words) \
                        or len(pieces) > 1 and pieces[-2].endswith(lex.report_ends) \
                        and not _acts_unnamed(clause, lex, place_words):
                    # 闵帝闻潞王至陕: news of another's move, not the party's; and a clause naming someone right
                    # after a report (忽得探报，恭亲王军在喜峰口九百里外: 清史演义 第二十七回; not 抱真得报，即自临洺往会武俊,
                    # 唐史演义 第六十五回, the one who heard acting)
                    reason = "perceived"
                elif _sends_others(clause, who, lex) or _moves_people(segment, lex):
                    reason = "sent"  # 徙辽州民入营州: people moved, not the party
                elif verb == "在" and simp.startswith(lex.not_after_zai, (zai_end := lex.zai_list.match(simp, m.end).end())) \
                        and not (simp.startswith(lex.zai_sides, zai_end)
                                 and (_without_fillers(clause, lex).endswith(tuple(who))
                                      # (权与诸将在逍遥津北, 资治通鉴 卷67: the party with others)
                                      or _opens_with(clause, who, lex) and any(j in clause for j in lex.joint_marks)
                                      # (皇上把军队驻扎在长江北岸, 金史 海陵纪 白话: camped by it)
                                      or clause.endswith(lex.camp_before_zai))):
                    # (在兴州、凤州置感义军, 资治通鉴 卷256 白话: past the list)
                    reason = "no_verb"  # 在庐州设置保信军, 嘉山在定州西: not where the party is
                elif verb in lex.imperial_verbs and (general_after if who is after_handover else general) \
                        and _names_no_one(said[:-len(word)], lex):
                    reason = "other_actor"  # 进幸淮阳、梁、沛 (资治通鉴 卷43), 又幸东平 (卷45): the sovereign's word, when the
                    # party is a general (马援, 窦固) and the clause names no one, tells the sovereign's move
                elif lex.modal.search(_PUNCT.split(segment)[-1]) or _asked(segment, who, lex) \
                        or kind == "take" and _commissioned(segment, lex):
                    # 上将幸晋阳, 请车驾速入紫荆关: not (yet) there; the plan of the clause before is
                    # not (安禄山想要亲自率兵攻打潼关，到了新安: he got there); 拜征南右副将军，…从将军傅友德取云南
                    # (明史 沐英传): the commission, the campaign's goal
                    reason = "plan"
                elif kind == "stay" and verb in _AT and (action := _action_at(segment, who, lex)) is None \
                        and not _goes_before_at(segment, lex):
                    reason = "no_verb"  # 于X after something that is no action of the party's
                elif kind == "stay" and verb in _AT and action in lex.died_there \
                        and _acts_unnamed(_drop_action(segment, lex, who), lex, place_words) \
                        and topic.fell_ill_another(start, who):
                    reason = "other_actor"  # 越忧愤成疾…；三月，丙子，薨于项 (资治通鉴 卷87): who fell ill died
                elif (verb in _IN or kind == "arrive") and _received_after(simp[m.end:m.end + 12], who, lex) \
                        and not any(d in clause for d in lex.delegation):
                    # (not 令他立即召朱玫去凤翔迎奉圣驾, 旧唐书 僖宗纪 白话: sent to greet him, a plan)
                    out.append(PlaceMention(place if place.can_be_stop else seat_at, start, m.end, m.line,
                                            m.text, "stop", "visit", verb))
                    continue  # 陈敬赶到鹿头关迎接唐僖宗: whoever came, the party was there
                elif not (met := _follows_party(clause, verb, who, lex) or _chased(clause, who, lex)
                          or verb in _IN and _sides_meet_after(segment, simp[m.end:m.end + 6], who, lex)
                          or verb in _AT and (
                          _met_with(clause, who, lex) or _met_party(clause, who, lex) or _battle_met(clause, lex)
                          or action in lex.receive_party and not (
                          action in lex.appear_words and _portent(clause, lex, place_words))
                          and not (ruler_title(seen := clause[clause.rfind(action) + len(action):], lex) and seen not in who)
                          # (王景崇遣其子…见蜀主于成都, 资治通鉴 卷288: another court received, not the party)
                          and (action not in lex.greet_alone  # 镇恶迎于灞上: whoever just came is greeted
                               or _names_pattern(tuple(who)).search(clause) is not None  # (迎上皇于居庸关)
                               or (last is not None and last.start >= s_start)
                               # …or the sentence before brought the party, no one moving after it (车驾发陕；壬寅，
                               # 全忠逆于新安, 资治通鉴 卷264; 昭宗从陕州出发；壬寅（初八），朱全忠迎于新安, its 白话)
                               or (last is not None and s_start > 0 and last.start >= sentence(s_start - 1)[0]
                                   and not lex.topic_motion.search(simp, _clause_end(simp, last.end), s_start)
                                   and not lex.topic_motion.search(segment[:len(segment) - len(clause)]))
                               # the court greets the sovereign where no one else came in its sentence
                               # (汴州百官窦贞固等迎于荥阳, 资治通鉴 卷287; not 朱全忠至长安，宰相帅百官班迎于长乐坡)
                               or (any(g in clause for g in lex.court_greeters) and any(n in lex.sovereign for n in who)
                                   and not lex.topic_motion.search(segment[:len(segment) - len(clause)]))))
                          or (last is not None and last.place.can_be_stop
                              and last.start >= (sentence(s_start - 1)[0] if s_start else 0)
                              and last.verb not in lex.troops_verbs  # 发京师，至雄州，民治道: 发 calls up too
                              and _goes_on(simp[last.end:window + at], lex))) \
                        and not imperial and topic.switched(s_start, window + at, who):
                    reason = "other_actor"  # 上至辽东城下，李勣军至白岩城: the later subject moves
                elif _subject_is_party(own := _drop_action(segment, lex, who) if verb in _AT else segment, who, lex,
                                       place_words) \
                        or met or imperial \
                        or verb in _AT and _acts_with_someone(last_words := _last_clause(segment), lex) \
                        and _subject_is_party(segment[:len(segment) - len(last_words)], who, lex, place_words) \
                        or (general and lex.summoned_alone.search(_last_clause(segment)) is not None
                            and _PUNCT.match(segment[-1:]) is None
                            and topic.party_share(who) >= lex.party_text_share) \
                        or (verb in _IN and _met_after(simp[m.end:m.end + 12], who, lex)):
                    stop_at = place if place.can_be_stop else seat_at
                    if not (met or imperial) and _army_alone(own, who, lex) and topic.someone_else(s_start, who):
                        # 全忠…引四镇之师七万赴河中…丙辰，次华州，大军驻赤水 (旧唐书 昭宗纪): after a sentence about
                        # someone else, an army named by no one is his
                        out.append(PlaceMention(place, start, m.end, m.line, m.text, "mention", "other_actor", verb))
                        continue
                    if kind == "take":
                        kind = "arrive"  # 禄山陷东京: in the city he took
                        if unnamed_take and m.text != _HELD_PRONOUN:  # (守中都…攻之: not the holder's)
                            unnamed_takes.append((len(out), s_start, who))  # 甲申，克辽东城: see below
                    if kind == "stay" and verb in _AT and action not in lex.stays_at:
                        kind = "visit"  # 祭后土于汾阴: there for the rite, not settled there
                    if heading and _welcomed_in(simp, m.end, _next_elsewhere(mentions, k, len(simp)),
                                                sentence(start)[1], lex, who) is None:
                        headings.append(len(out))  # (僖宗乃转趋成都，由敬暄迎入城中: there, see _welcomed_in)
                    if _acts_unnamed(own, lex, place_words):  # no subject: whose move is it?
                        if _hears_of(simp, m.end, sentence(start)[1], who, lex):
                            out.append(PlaceMention(place, start, m.end, m.line, m.text, "mention", "other_actor", verb))
                            continue  # 到夏口，闻操已向荆州 (资治通鉴 卷65): who hears of the party is not it
                        bare += 1
                        if not imperial:  # (壬寅，行幸华阴: the sovereign's word, whoever the sentence before
                            # was about, 资治通鉴 卷61)
                            chained.append((len(out), s_start, who))  # 述等且战且行。秋，七月，壬寅，至萨水
                    elif met and chained and last is not None and chained[-1][0] < len(out) and out[chained[-1][0]] is last:
                        chained.append((len(out), *chained[-1][1:]))  # 至长沙，军于湘西: the same mover as 至长沙's
                    out.append(PlaceMention(stop_at, start, m.end, m.line, m.text, "stop", kind, verb))  # type: ignore[arg-type]
                    continue
                else:
                    reason = "other_actor"
            if not place.can_be_stop and reason not in ("other_actor", "sent"):
                reason = place.kind  # a region the party does not reach
            elif place.can_be_stop and reason in _ARRIVE_HERE_AFTER:
                nxt = mentions[k + 1].start if k + 1 < len(mentions) else len(simp)
                end = sentence(start)[1]
                verb_at = _arrives_here(simp, m.end, min(nxt, end if end >= 0 else len(simp)), who, lex)
                if verb_at is not None:  # 张介然至陈留才数日，禄山至
                    out.append(PlaceMention(place, start, m.end, m.line, m.text, "stop", "arrive", verb_at))
                    continue
                if reason == "direction" and (welcome := _welcomed_in(
                        simp, m.end, _next_elsewhere(mentions, k, len(simp)), end, lex, who)) is not None \
                        and _subject_is_party(segment, who, lex, place_words):
                    # 僖宗乃转趋成都，由敬暄迎入城中 (唐史演义 第九十三回); 转趋扬州。韩令坤迎入城内 (五代史
                    # 演义 第五十八回): headed there and welcomed in, the party arrived
                    if _acts_unnamed(segment, lex, place_words):
                        chained.append((len(out), s_start, who))
                    out.append(PlaceMention(place, start, m.end, m.line, m.text, "stop", "arrive", welcome))
                    continue
        out.append(PlaceMention(place, start, m.end, m.line, m.text, "mention", reason, verb))
    stops = sum(m.role == "stop" for m in out)
    # (narrated: the people a narrator meets name no mover of a move with no subject: 范成大 吴船录, 己亥。发峨眉。晚，至嘉州)
    if bare < lex.annals_share * stops or not _dated_as_annals(len(date_spans), simp, lex):
        # Not annals of the party: a move with no subject follows the topic chain, and a city
        # taken with no one named is the party's only right after a sentence about it.
        others = [(i, "topic") for i, at, who in chained if not narrated and topic.someone_else(at, who)
                  and not _when_reached(simp, out[i].start, lex)]
        takes = {k for k, _, _ in unnamed_takes}
        others += [(i, "take") for i, at, who in unnamed_takes
                   if ((whose := topic.whose(at, who))
                       or whose is None and (topic.party_share(who) < lex.party_text_share or topic.opens_entry(at)))
                   and not _after_own_stop(out, i, at, topic, takes)]
    else:
        # Annals (dated clause by clause): a move with no subject is the sovereign's, but a city taken right after a
        # sentence about a general is the general's (克用进军渭桥…辛卯，拔永寿, 资治通鉴 卷260;
        # 折御卿克岢岚军…乙丑，克隆州, 宋史 太宗纪).
        others = [(i, "take") for i, at, who in unnamed_takes
                  if (opener := topic.opener_of(at, who)) or (opener is None and topic.someone_else(at, who))]
        # …but a move with no date of its own goes on from the story before (陶浚将讨郭马，至武昌，…引兵东还。至建业,
        # 资治通鉴 卷81; 贰师…引兵而还。至敦煌, 卷21): the sovereign's moves come each with its day
        # (not 发自汴州，以冯道…从行。次赤冈, 辽史 太宗纪: the party's stop in the sentence before; nor 行在咸阳, 新唐书
        # 僖宗纪: the party named)
        if general:
            # …the sovereign's, so not a general's right after a sentence the sovereign opens (上东巡。癸亥，耕于下邳。三月，
            # 至鲁, 资治通鉴 卷45, for 窦固)
            others += [(i, "topic") for i, at, who in chained if at and (topic.opened_by_sovereign(sentence(at - 1)[0])
                                                                         or topic.sovereign_story(at, who))
                       and topic.someone_else(at, who) and not _when_reached(simp, out[i].start, lex)]
        moved = {i for i, _ in others}
        # (annals dated day by day; not a biography's years, 明史 傅友德传: 其年秋…。至湖广，分遣…)
        for i, at, who in chained if _daily(dates, lex) and not narrated else ():
            if not _dated_in(date_starts, at, out[i].start) and topic.someone_else(at, who) \
                    and not _when_reached(simp, out[i].start, lex) \
                    and not _names_pattern(tuple(who)).search(simp, at, out[i].start) \
                    and not _stop_just_before(out, i, at, simp, sentence, moved):
                others.append((i, "topic"))
                moved.add(i)
    # Either way, a move with no subject in a sentence that goes on, after a semicolon, from a
    # sentence opened by someone else is his (全忠发州；戊寅，次三原, 资治通鉴 卷262).
    taken = {i for i, _ in others}
    others = [(i, why) for i, why in others if why != "topic" or not _opens_a_chase(simp, out[i].start, sentence,
                                                                                   date_spans, date_starts, lex)]
    others += [(i, "topic") for i, at, who in chained if i not in taken and at
               and simp[:at].rstrip(" \t\u3000").endswith(lex.series_marks)
               and topic.opened_by_someone(sentence(at - 1)[0], who)]
    taken = {i for i, _ in others}
    # …and an arrival at the capital with no subject right after someone came to submit is his (康苏密…来降。乙亥，
    # 至京师, 资治通鉴 卷193)
    others += [(i, "topic") for i, at, _ in chained if i not in taken and at and capital is not None
               and out[i].place.id == capital.id
               and simp[:at].rstrip(" \t\u3000\n。；").endswith(lex.to_court)
               # (not 丙辰，次通州，延安尹唐括德温来朝。丁巳，至中都, 金史 世宗纪: he came to the party's camp)
               and not _stop_just_before(out, i, at, simp, sentence, taken)]
    for i, why in sorted(others):
        m = out[i]
        out[i] = PlaceMention(m.place, m.start, m.end, m.line, m.text, "mention", why, m.verb)
    return _set_out(_drop_reached(out, headings, lex.heading_detour), lex, simp, capital)


def _daily(dates: Sequence[DatedSpan], lex: Lexicon) -> bool:
    """Whether a text's dates are days often enough for annals dated day by day (资治通鉴, 本纪: 甲子，至X), not a life's
    months and years (明史 傅友德传: 其年秋…)."""
    return sum(d.precision == "day" for d in dates) >= lex.daily_share * len(dates)


def _when_reached(simp: str, at: int, lex: Lexicon) -> bool:
    """Whether the clause before ``at`` opens with "when (he) reached": 及抵陕州 (宋史演义), 及抵南宫 (东汉演义), the
    story's own traveller coming back after an aside about someone else."""
    head = simp[max((simp.rfind(c, 0, at) for c in "，。；！？\n"), default=-1) + 1:at].lstrip(" \t\u3000")
    return head.startswith(lex.arrival_when)


def _stop_just_before(out: Sequence[PlaceMention], i: int, at: int, simp: str,
                      sentence: Callable[[int], tuple[int, int]], moved: Collection[int]) -> bool:
    """Whether a stop of the party's (none of ``moved``) stands before ``out[i]`` in its own sentence, opening at
    ``at``, or the sentence before: 发自汴州，以冯道…从行。次赤冈 (辽史 太宗纪); 次通州，…唐括德温来朝。丁巳，至中都."""
    since = sentence(len(simp[:at].rstrip()) - 1)[0] if at else 0
    for j in range(i - 1, -1, -1):  # (back from out[i] only as far as the sentence before: not every mention)
        if out[j].start < since:
            return False
        if out[j].role == "stop" and j not in moved:
            return True
    return False


def _dated_in(date_starts: Sequence[int], start: int, end: int) -> bool:
    """Whether a date starts in ``[start, end)``: 丙午，至营州 is dated, 至建业 is not."""
    k = bisect.bisect_left(date_starts, start)
    return k < len(date_starts) and date_starts[k] < end


def _after_own_stop(out: Sequence[PlaceMention], i: int, at: int, topic: _Topic, takes: Collection[int]) -> bool:
    """Whether the city taken at ``out[i]`` follows, in the sentence opening at ``at``, a stop of the
    party's with no one named between: 遂渡陇，克秦州，下伏羌 (明史 徐达传), the crossing's mover takes it
    (not another city of ``takes``, taken with no one named: 窦建德陷管州…；又陷荥阳、阳翟, 资治通鉴 卷189)."""
    j = next((j for j in range(i - 1, -1, -1) if out[j].role == "stop" and j not in takes or out[j].start < at), None)
    return j is not None and out[j].role == "stop" and out[j].start >= at \
        and not topic.someone_between(out[j].end, out[i].start)


def _set_out(out: list[PlaceMention], lex: Lexicon, simp: str, capital: Place | None = None) -> list[PlaceMention]:
    """幸X or 如X whose arrival the annals tell after it (至X, 次X, a few stops on) only set
    out for X: the stay there begins at the arrival (旧唐书 德宗纪: 丁卯，车驾幸梁州…庚寅，车驾次
    城固…壬申，至梁州; 新唐书 德宗纪: 丁卯，如梁州…壬辰，次梁州). So does any later stay at X
    after another place reached on the way (资治通鉴 卷195: 甲子，上行幸洛阳宫。上至显仁宫…庚子，
    上宴洛阳宫西苑), a place on the way there, nearer X than where the party set out from; not one
    beyond X (资治通鉴 卷70: 自许昌还洛阳…如许昌…至广陵…还许昌)."""
    stops = [i for i, m in enumerate(out) if m.role == "stop"]
    for k, i in enumerate(stops):
        m = out[i]
        if m.verb not in lex.set_out_words and not simp.endswith(lex.set_out_words, 0, m.start):
            continue  # (皇上驾到陕州, 皇上车驾到梁州: the translations' 幸X, 驾 written before the verb)
        reached = False  # another place arrived at on the way (上行幸洛阳宫。上至显仁宫…庚子，上宴洛阳宫西苑)
        # (where the party set out from: the stop before, or the capital before the first; and a return home between
        # ends the journey: 上幸长安。…还宫…幸南阳…上幸长安, 资治通鉴 卷42, the first stay at 长安 a year before the next)
        start = out[stops[k - 1]].place if k else capital
        for j in stops[k + 1:k + 1 + lex.set_out_reach]:
            n = out[j]
            if n.place.id == m.place.id:
                back = lex.verb_index.get(n.verb, ("",))[0] == "back"
                if (n.verb in lex.set_out_arrivals and (not back or out[stops[k + 1]].start == n.start)) \
                        or (reached and not back and n.verb not in lex.set_out_words and n.verb not in lex.returns_to):
                    # (not 还驻杭州府: back there after 禹陵; 至自X only right after: 幸東都…幸興泰宮…至自興泰宮
                    # is back at 東都 from an outing)
                    out[i] = PlaceMention(m.place, m.start, m.end, m.line, m.text, "mention", "direction", m.verb)
                break
            if n.reason == "leave" or (start is not None and n.place.id == start.id) \
                    or any(simp.find(w, m.end, n.start) >= 0 for w in lex.capital_return):
                break  # (皇上驾到奉天宫 … 皇上回东都, 旧唐书 高宗纪 白话: back where it set out from, the journey is over)
            # (on the way: nearer X than where the party set out from; 帝东巡，如许昌…九月，至广陵 is beyond
            # 许昌, reached after it, 资治通鉴 卷70)
            reached = reached or (n.reason == "arrive" and (start is None or distance_km(n.place.latlon, m.place.latlon)
                                                            < distance_km(start.latlon, m.place.latlon)))
        if out[i].role == "stop" and all(out[j].place.id != m.place.id for j in stops[k + 1:]):
            # X never reached, every later stop on the way there: the text ends before he arrives (隋书
            # 炀帝纪 大业十二年: 幸江都宫…次汜水, the 纪 of the year over), or the march turns back short of it
            # (资治通鉴 卷182: 帝幸辽东 … 车驾渡辽 … back to 涿郡, 上谷, 博陵; 辽东城 besieged by his generals)
            # (between: nearer X than the start, and nearer the start than X; not 幸长安…进幸汧, beyond it,
            # 后汉书 光武帝纪)
            # (from the capital when no stop comes before: 帝幸辽东 opens the march from 东都)
            later, home = [out[j].place for j in stops[k + 1:]], out[stops[k - 1]].place if k else capital
            way = distance_km(home.latlon, m.place.latlon) if home is not None else 0.0
            if home is not None and later and all(
                    p.id != m.place.id and distance_km(p.latlon, m.place.latlon) < way
                    and distance_km(p.latlon, home.latlon) < way for p in later):
                out[i] = PlaceMention(m.place, m.start, m.end, m.line, m.text, "mention", "direction", m.verb)
    return out


#: The pronoun a held city is taken by (see find_held_cities): its taker is not its holder.
_HELD_PRONOUN = "之"

#: Stands in for a party name's character inside a place name (see _party_names_hidden).
_HIDDEN = "囗"


def _party_names_hidden(simp: str, mentions: Sequence[PlaceMention], party: Sequence[str],
                        offices: Mapping[str, tuple[str, ...]] | None = None) -> str:
    """``simp`` with each one-character party name hidden where it is part of a place name,
    so that 上 of 上郡 and 海上 is no 上 acting (资治通鉴 卷20: 北历上郡…，北登单于台;
    并海上，北至碣石), or opens an office or an act toward the sovereign, ``offices`` (上军大将军曹真,
    卷69; 上书); the length stays the same.

    >>> from route.corpus import parse_text
    >>> from route.places.gazetteer import parse_gazetteer
    >>> from route.places.mentions import find_places
    >>> gaz = parse_gazetteer("id,name,kind,lat,lon,uncertainty_km\\nsj,上郡,prefecture,38.2,109.9,50\\n", "t.csv")
    >>> t = parse_text("乃行，北历上郡，至朔方。", name="t.txt")
    >>> _party_names_hidden(t.simplified, find_places(t, gaz), ("上",))
    '乃行，北历囗郡，至朔方。'
    """
    singles = [n for n in party if len(n) == 1]
    if not singles:
        return simp
    chars = list(simp)
    hit = False
    for m in mentions:
        for i in range(m.start, m.end):
            if chars[i] in singles:
                chars[i], hit = _HIDDEN, True
    for name in singles:
        after = (offices or {}).get(name, ())
        for i in _find_all(simp, name) if after else ():
            if simp.startswith(after, i + 1):
                chars[i], hit = _HIDDEN, True
    return "".join(chars) if hit else simp


def _bare_opens(simp: str, at: int, lex: Lexicon) -> bool:
    """Whether the one character at ``at`` stands alone for a person: opening a clause, an act, a filler or a
    direction after it (，王营小河; 王遂与季芈同渡), or met, escorted or received (平安转战，遇王于北坂; 开门纳王;
    遂奉王北奔随国); not a name (王质帅众), nor a word (王师).
    """
    after = simp[at + 1:at + 2]
    met = any(simp.endswith(w, 0, at) for w in (*lex.party_objects, *lex.receive_party, *lex.escort_before))
    return (at == 0 or _PUNCT.match(simp, at - 1) is not None or met) and bool(after) and (
        after in lex.verb_index or any(f.startswith(after) for f in lex.fillers) or after in lex.directions
        or after in lex.actions_at or (met and (after in _AT or _PUNCT.match(after) is not None)))


def _bare_rank(simp: str, party: Sequence[str], lex: Lexicon) -> str | None:
    """王 alone for a party named as a prince or a king, when the text opens at least ``bare_rank_opens`` clauses
    with it and an act (明史 成祖纪: 燕王 is 王 throughout, 王营小河, 王谒孝陵; 东周列国志 第七十六回: 楚昭王, 王遂与季芈同渡)."""
    for rank in lex.prince_titles:
        # (the name the party is known by first: 燕王 typed, not 魏王 among 曹操's aliases, whose text has a 王平)
        if party and len(party[0]) > 1 and party[0].endswith(rank) and rank not in party \
                and sum(_bare_opens(simp, i, lex) for i in _find_all(simp, rank)) >= lex.bare_rank_opens:
            return rank
    return None


def _rank_elsewhere_hidden(simp: str, rank: str, party: Sequence[str], lex: Lexicon) -> str:
    """``simp`` with the rank hidden wherever it does not stand alone as a subject (吴王, 王师, 王质) nor ends one of
    the party's names (燕王, 潞王), so that the bare 王 names only the party."""
    chars = list(simp)
    own = [n for n in party if len(n) > 1 and n.endswith(rank)]
    for i in _find_all(simp, rank):
        if not _bare_opens(simp, i, lex) and not any(simp.startswith(n, i + 1 - len(n)) for n in own):
            chars[i] = _HIDDEN
    return "".join(chars)


def _titles_of_others_hidden(simp: str, titles: Sequence[str], party: Sequence[str], lex: Lexicon) -> str:
    """``simp`` with each title of the party hidden where it stands before another man's name, one the
    text writes after it at least twice: 丞相 is 宇文泰's (丞相泰) but not in 东魏丞相欢军蒲坂 (资治通鉴 卷157),
    nor 东魏的丞相高欢 (its 白话). The length stays the same.

    >>> _titles_of_others_hidden("丞相泰军广阳。丞相欢军蒲坂。丞相欢渡河。丞相泰曰", ("丞相",), ("泰",), load_lexicon())
    '丞相泰军广阳。囗囗欢军蒲坂。囗囗欢渡河。丞相泰曰'
    """
    if not titles:
        return simp
    chars = list(simp)
    for title in titles:
        ends = [i + len(title) for i in _find_all(simp, title) if i + len(title) < len(simp)]
        after = Counter(simp[e] for e in ends)
        others = {c for c, n in after.items() if n >= 2 and "\u4e00" <= c <= "\u9fff" and c not in lex.verb_index
                  and not any(p.startswith(c) for p in party)}
        for e in ends:
            if simp[e] in others:
                chars[e - len(title):e] = _HIDDEN * len(title)
    return "".join(chars)


_TEMPLE_EMPEROR = re.compile(r"[\u4e00-\u9fff][祖宗]皇帝")


def _others_emperor_titles_hidden(simp: str, party: Sequence[str]) -> str:
    """``simp`` with the 帝 of another man's honorific temple title hidden: the 资治通鉴's 太祖皇帝 and 宣祖皇帝 (the
    future 宋太祖 and his father under 后周世宗, 卷292–294) are not the 帝 of the annals. The length stays the same.

    >>> _others_emperor_titles_hidden("上命太祖皇帝倍道袭清流关。帝至寿春。", ("世宗", "上", "帝"))
    '上命太祖皇囗倍道袭清流关。帝至寿春。'
    """
    if "帝" not in party and "皇帝" not in party:
        return simp
    chars = list(simp)
    for m in _TEMPLE_EMPEROR.finditer(simp):
        if m.group() not in party and m.group()[:2] not in party:
            chars[m.end() - 1] = _HIDDEN
    return "".join(chars)


def _heads(verb: str, before: str, simp: str, end: int, lex: Lexicon) -> bool:
    """Whether a direction goes there: 上趣骆谷, 唐僖宗向骆谷奔逃, 安禄山引兵向荥阳 (but not
    向襄阳人司马徽询访, 东指柳城)."""
    return verb in lex.heading_verbs or simp.startswith(lex.heading_after, end) or before.endswith(lex.heading_troops)


def _drop_reached(out: list[PlaceMention], headings: Sequence[int], detour: float) -> list[PlaceMention]:
    """Headings are stops only on the way the march went on. One is dropped when the next stop
    is its own arrival there (that stop stands instead), when no stop follows (the text ends on
    the way), when the next stop leaves somewhere else (代宗逃往陕州…代宗才出宫苑门: still in
    长安), or when the next stop is not beyond it, seen from the stop before, or off the way
    to it (营州 → 向定州前进 → 幽州: 幽州 comes first; 长安 → 逃往兴元 → 婿水: 婿水 comes first;
    but 长安 → 向骆谷奔逃 → 婿水: 骆谷 lies on the way)."""
    for i in headings:
        m = out[i]
        if m.role != "stop":
            continue
        before = next((n for n in reversed(out[:i]) if n.role == "stop" and n.place.id != m.place.id), None)
        after = next((n for n in out[i + 1:] if n.role == "stop"), None)
        if after is None or after.place.id == m.place.id or after.reason == "leave" or (
                before is not None and not _on_the_way(before.place.latlon, m.place.latlon, after.place.latlon, detour)):
            out[i] = PlaceMention(m.place, m.start, m.end, m.line, m.text, "mention", "direction", m.verb)
    return out


def _on_the_way(a: tuple[float, float], via: tuple[float, float], b: tuple[float, float], detour: float) -> bool:
    """Whether ``via`` lies on the way from ``a`` to ``b``: ``b`` is farther from ``a`` than
    ``via`` is, and going by ``via`` is at most ``detour`` times the straight way."""
    straight = distance_km(a, b)
    return distance_km(a, via) < straight and distance_km(a, via) + distance_km(via, b) <= detour * straight


_ARRIVE_HERE_AFTER = frozenset(("other_actor", "no_verb", "sent", "direction"))


def _arrives_here(simp: str, start: int, end: int, party: Sequence[str], lex: Lexicon) -> str | None:
    """The verb when, in the few clauses after a place (``simp[start:end]``), the party
    arrives with no place of its own: 张介然至陈留才数日，禄山至 → 至."""
    pieces = [c for c in _PUNCT.split(simp[start:end]) if c]
    clauses = pieces[1:1 + lex.arrive_here_reach]
    named = _names_pattern(tuple(party))
    cut = end < len(simp) and not _PUNCT.match(simp, end)  # the last clause runs on into the next place
    for k, clause in enumerate(clauses, 1):
        if cut and k == len(pieces) - 1:
            continue  # 北汉史昭文在宪州投降，二十八日，太祖到太原城南 (宋史 太祖纪 白话): he arrives there, not here
        verb = next((v for v in lex.arrive_here if clause.endswith(v)), None)
        head = clause[:-len(verb)] if verb else ""
        if verb and named.search(head) and not lex.modal.search(clause) and _subject_is_party(head, party, lex):
            return verb
    return None


def _next_elsewhere(mentions: Sequence[PlaceMention], k: int, default: int) -> int:
    """Where the first mention after ``mentions[k]`` of another place starts (德宗…决赴奉天。奉天守吏…:
    the second 奉天 is no other place)."""
    here = mentions[k].place.id
    return next((mentions[j].start for j in range(k + 1, len(mentions)) if mentions[j].place.id != here), default)


def _titled_at(simp: str, end: int, lex: Lexicon) -> bool:
    """Whether an office title follows a place name ending at ``end`` with no break, and its
    holder's name after it: the place names his office (河南都统李勉, 镇宁军节度使张令铎), not a
    seat the party goes to (至安西都护府: 府 is the seat).

    >>> lex = load_lexicon()
    >>> s = "适河南都统李勉，报称汴滑二州。至安西都护府。"
    >>> _titled_at(s, s.index("都统"), lex), _titled_at(s, s.index("都护府"), lex)
    (True, False)
    """
    m = lex.office_title.match(simp, end)
    if m is None:
        return False
    after = simp[m.end():m.end() + 1]
    return bool(after) and after in lex.surnames and after not in lex.seat_suffixes


def _welcomed_in(simp: str, at: int, nxt: int, end: int, lex: Lexicon, party: Sequence[str] = ()) -> str | None:
    """The welcome word when, after a place headed for (``at``), someone welcomes the comer in
    before another place is named (``nxt``), in the same sentence or the next: 转趋扬州。韩令坤迎入城内.

    >>> _welcomed_in("转趋扬州。韩令坤迎入城内，城乏居民。", 4, 99, 4, load_lexicon())
    '迎入'
    """
    stop = len(simp) if end < 0 else end
    following = simp.find("。", stop + 1)
    stop = min(nxt, len(simp) if following < 0 else following)
    words = simp[at:stop]
    found = hit.group() if (hit := lex.welcomed_in.search(words)) else None
    if found is None and party:  # 乃相偕迎车驾入城 (唐史演义 第六十四回): the party named between
        hit = re.search(f"迎({'|'.join(map(re.escape, sorted(party, key=len, reverse=True)))})入", words)
        found = hit.group() if hit else None
    return found


def _home(stops: Sequence[PlaceMention], capital: Place | None, away: Place | None = None,
          near_km: float = 0.0) -> Place | None:
    """Where 至自X or 还宫 brings the party back: from an outing to one place, or to places all
    within ``near_km`` of it, the capital it last stayed at (东都 while the court lived there:
    幸寿安之故兴泰宫…至自兴泰宫, 旧唐书 玄宗纪; 上京 after hunts near it: 猎于近郊…还宫, 金史 世宗纪);
    from a journey, 京师 (东都 → 泰山 → 曲阜 → 亳州 …至自泰山, 旧唐书 高宗纪: 长安), or that
    capital when 京师 is not known."""
    visited: dict[str, Place] = {}
    for m in reversed(stops):
        if m.role != "stop":
            continue
        if m.place.kind == "capital" and (away is None or m.place.id != away.id):
            near = all(distance_km(p.latlon, m.place.latlon) <= near_km for p in visited.values())
            return m.place if capital is None or len(visited) <= 1 or near else capital
        visited[m.place.id] = m.place
    return capital


def find_capital_returns(text: Text, layout: Layout, dates: Sequence[DatedSpan], party: Sequence[str],
                         capital: Place | None, lex: Lexicon | None = None,
                         stops: Sequence[PlaceMention] = ()) -> list[PlaceMention]:
    """Stops at the capital that the annals leave unnamed: 上幸骊山…甲寅，还宫 (back at 京师).

    >>> from route.corpus import parse_text
    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> t = parse_text("十二月，甲午，上幸凤泉汤；戊申，还宫。", name="t.txt")
    >>> from route.dates import find_dates
    >>> capital = load_gazetteer(DEFAULT_PLACES).lookup("京师")
    >>> dates = find_dates(t.content, "开元十一年")
    >>> [(m.place.name, m.text) for m in find_capital_returns(t, analyse_layout(t, dates), dates, ("上",), capital)]
    [('长安', '还宫')]
    """
    lex = lex or load_lexicon()
    if capital is None:
        return []
    simp, out = text.simplified, []
    party = _names_of(party, lex)
    named = list(stops)  # every place written (还京师 writes one)
    place_words = frozenset(simp[m.start:m.end] for m in named)  # (从开封回宫: a clause of the move alone)
    named.sort(key=lambda m: m.start)
    named_starts = [m.start for m in named]
    last_return = max((simp.rfind(w) for w in lex.capital_return if w not in lex.turn_home), default=-1)
    stops = [m for m in stops if m.role == "stop"]
    starts = [m.start for m in stops]
    date_spans = sorted((d.start, d.end) for d in dates)
    date_starts = [s for s, _ in date_spans]
    throne = any(_of_the_throne(n, lex)
                 or (len(n) > 1 and any(ruler_title(simp[i - k:i], lex) for i in _find_all(simp, n) for k in (2, 4) if i >= k))
                 for n in party)  # (北魏国主拓跋嗣, 资治通鉴 卷119 白话: a state's ruler the tables do not name)
    for word in (w for w in lex.capital_return if throne or w not in lex.palace_return):  # (还宫: a sovereign's)
        for at in (m.start() for m in re.finditer(re.escape(word), simp)):
            if layout.in_quote(at) or layout.in_commentary(at) or layout.in_flashback(at):
                continue
            s_start = layout.sentence(at)[0]
            clause = _last_clause(_strip_spans(simp[s_start:at], s_start, date_spans, date_starts))
            if clause and (not _subject_is_party(clause, party, lex, place_words) or lex.modal.search(clause)) \
                    or _asked(simp[s_start:at], party, lex):
                continue  # 百官还京: someone else; 愿赎皇帝还京: a wish; 茂贞请…奉车驾还京: a request
            k = bisect.bisect_left(named_starts, at + len(word))
            if k and named[k - 1].end > at:
                continue  # 车驾还京师: the capital is named, and is a stop of its own
            if k < len(named) and named[k].start == at + len(word):
                continue  # 至自泰山: a place after it, read with its verb (back from 泰山, home)
            if word in lex.turn_home and last_return > at:
                continue  # 己卯，回銮 … 五月辛亥，上还京 (清史稿 圣祖纪): the way home begins, told to its end later
            if lex.leave_next.match(simp, at + len(word)) or (
                    any(w[-1] == word[0] and simp.endswith(w[:-1], 0, at) for w in lex.set_out_words if len(w) > 2)
                    and (any(simp.find(w, at + len(word)) >= 0 for w in lex.capital_return)
                         or any(m.start > at and distance_km(m.place.latlon, capital.latlon) <= lex.set_out_near_km
                                for m in named))):
                continue  # 车驾还京，发兴元 (旧唐书 德宗纪), 太祖起驾回京 … 回到京城 (宋史 太祖纪 白话): the way back
                # begins, the capital is still ahead (not 车驾乃启程还京 ending 五代史演义 第五十八回: told no further)
            home = capital if word in lex.capital_return_to_capital else \
                _home(stops[: bisect.bisect_left(starts, at)], capital, near_km=lex.set_out_near_km)
            assert home is not None
            out.append(PlaceMention(home, at, at + len(word), text.line_of(at), text.content[at : at + len(word)],
                                    "stop", "arrive", word))
    return sorted(out, key=lambda m: m.start)


def find_capital_start(text: Text, layout: Layout, dates: Sequence[DatedSpan], party: Sequence[str],
                       capital: Place | None, stops: Sequence[PlaceMention], lex: Lexicon | None = None,
                       ) -> list[PlaceMention]:
    """The capital the march sets out from when the text names no place for it: a tour that
    names none (车驾北巡), or leaving by a gate (上自苑北门出), told before any stop of the party.

    >>> from route.corpus import parse_text
    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> t = parse_text("九月，诏群臣议。庚午，车驾北巡。辛未，至营州。", name="t.txt")
    >>> capital = load_gazetteer(DEFAULT_PLACES).lookup("京师")
    >>> [(m.place.name, m.reason, m.text) for m in find_capital_start(t, analyse_layout(t, []), [], ("车驾",), capital, [])]
    [('长安', 'leave', '北巡')]
    """
    lex = lex or load_lexicon()
    party = _names_of(party, lex)
    if capital is None:
        return _named_home(text, layout, party, stops, lex, dates, capital)
    simp = text.simplified
    first = min((m.start for m in stops if m.role == "stop"), default=len(simp))
    date_spans = sorted((d.start, d.end) for d in dates)
    date_starts = [s for s, _ in date_spans]
    for m in sorted([*lex.capital_start.finditer(simp, 0, first), *lex.gate_departure.finditer(simp, 0, first)],
                    key=lambda m: m.start()):
        at = m.start()
        if layout.in_quote(at) or layout.in_commentary(at) or layout.in_flashback(at):
            continue
        s_start = layout.sentence(at)[0]
        # the clause with its lists: 上乃与王贵妃、韦淑妃、太子…自苑北门出 is the party's
        whole = _strip_spans(simp[s_start:at], s_start, date_spans, date_starts)
        clause = (_CLAUSE_WITH_LISTS.findall(whole) or [""])[-1]
        if lex.modal.search(clause):
            continue  # 欲东巡会稽: a wish
        if clause and not _subject_is_party(clause, party, lex) and (
                _subject_name(clause, lex) is not None or not _subject_is_party(whole, party, lex)):
            continue  # 说以大驾东巡, 石亨出安定门: someone else (but 上惧…，以筠…自卫，出启夏门 is the party)
        return [PlaceMention(capital, at, m.end(), text.line_of(at), text.content[at:m.end()], "stop", "leave", m.group())]
    for m in stops:
        if m.start < first and m.reason == "direction" and m.verb in lex.set_out_words and m.place.id != capital.id:
            # 十六日，巡幸承天 (明史 世宗纪 translation) before the first place reached: the tour sets out from the
            # capital for a place it reaches later, or from the city the sentence leaves someone to keep (帝幸辽东，命
            # 民部尚书樊子盖等辅越王侗留守东都, 资治通鉴 卷182: 东都, not the 隋 capital 大兴)
            home = _kept_home(simp, layout.sentence(m.start), stops, lex, m.place) or capital
            return [PlaceMention(home, m.start, m.end, m.line, m.text, "stop", "leave", m.verb)]
    return _named_home(text, layout, party, stops, lex, dates, capital)


def _kept_home(simp: str, sentence: tuple[int, int], mentions: Sequence[PlaceMention], lex: Lexicon,
               bound: Place) -> Place | None:
    """The city a sentence leaves someone to keep (留守X, X留守), where the party sets out from for ``bound``: 帝幸辽东，命…辅
    越王侗留守东都 (资治通鉴 卷182); not the keeper of the place he goes to (金主褒如中都，次小口，使中都留守宗宪先往, 续资治通鉴
    卷137); None when it names none."""
    start, end = sentence[0], (sentence[1] if sentence[1] >= 0 else len(simp))
    return next((m.place for m in mentions if start <= m.start < end and m.place.can_be_stop and m.place.id != bound.id
                 and (simp.endswith(lex.keep_words, start, m.start) or simp.startswith(lex.keep_words, m.end))), None)


def find_round_trip_start(text: Text, dates: Sequence[DatedSpan], party: Sequence[str], capital: Place | None,
                          mentions: Sequence[PlaceMention], lex: Lexicon | None = None) -> list[PlaceMention]:
    """The capital a round trip sets out from when the annals name it only on the way back: the
    sovereign's first stop is one he sets out for (幸, 如) and a later stop brings him home, so
    the text opens at the capital. 四年春正月甲申，大赦天下。二月壬子，幸怀。壬申，至自怀 (后汉书 光武帝纪);
    二月，上幸承天 … 还京师 (明史 世宗纪 嘉靖十八年).

    >>> from route.corpus import parse_text
    >>> from route.places.gazetteer import DEFAULT_PLACES, load_gazetteer
    >>> from route.dates import find_dates
    >>> t = parse_text("正月甲申，大赦天下。二月壬子，幸营州。壬申，还京师。", name="t.txt")
    >>> gaz = load_gazetteer(DEFAULT_PLACES)
    >>> dates = find_dates(t.content, "贞观十九年")
    >>> capital = gaz.lookup("京师")
    >>> found = [PlaceMention(gaz.lookup("营州"), 13, 15, 1, "营州", "stop", "visit", "幸"),
    ...          PlaceMention(capital, 20, 22, 1, "京师", "stop", "arrive", "还")]
    >>> [(m.place.name, m.text) for m in find_round_trip_start(t, dates, ("上",), capital, found)]
    [('长安', '正月甲申')]
    """
    lex = lex or load_lexicon()
    if capital is None or not set(_names_of(party, lex)) & set(lex.sovereign):
        return []
    stops = sorted((m for m in mentions if m.role == "stop"), key=lambda m: m.start)
    if not stops or stops[0].place.id == capital.id or stops[0].verb not in lex.set_out_words \
            or not any(m.place.id == capital.id for m in stops[1:]):
        return []
    first = min((d for d in dates if d.start < stops[0].start), key=lambda d: d.start, default=None)
    if first is None or not any(mark in text.content[first.end:stops[0].start] for mark in "。！？\n"):
        return []  # 冬，十月，丁酉，上幸骊山: the text opens with the setting out, on the road from its first day
    return [PlaceMention(capital, first.start, first.end, text.line_of(first.start),
                         text.content[first.start:first.end], "stop", "stay", "")]


#: Judgements of a capital's mention that say the party was not at home there: elsewhere in
#: the text's time, or not there at all.
_NOT_HOME = frozenset(("speech", "flashback", "commentary", "direction", "plan", "back", "sent", "title"))


def _of_the_throne(name: str, lex: Lexicon) -> bool:
    """Whether a party name is the throne's: a word of the sovereign (上, 车驾), an imperial person (太后), a ruler's
    title (魏主) or a ruler sanmiao knows (杨坚, 光武帝); not a general (马援).

    >>> lex = load_lexicon()
    >>> [_of_the_throne(n, lex) for n in ("车驾", "太后", "魏主", "光武帝", "马援")]
    [True, True, True, True, False]
    """
    return name in lex.sovereign or name in lex.imperial_persons or ruler_title(name, lex) or name in sovereign_names()


def ruler_title(name: str, lex: Lexicon) -> bool:
    """Whether ``name`` is a state's ruler: 魏主, 北魏国主 (not 公主)."""
    return len(name) in (2, 4) and name.endswith(lex.ruler_title_ends) and name not in lex.not_ruler_titles


def _named_home(text: Text, layout: Layout, party: Sequence[str], mentions: Sequence[PlaceMention],
                lex: Lexicon, dates: Sequence[DatedSpan] = (), capital: Place | None = None) -> list[PlaceMention]:
    """The sovereign's capital named in the narrative before his first stop, when that stop is
    reached with no place of departure: he set out from it. 帝以诸蕃酋长毕集洛阳…三月，癸亥，帝幸
    江都宫 (资治通鉴 卷181); 命太子晃屯漠南…，吴王余守平城 as 魏主引兵南救滑台 (卷125); 泾原兵…
    犯京师…上如奉天 (新唐书 德宗纪): the march begins at 洛阳, 平城, 长安. Of several, the last in a
    sentence the party opens (周主不遑内顾，命王朴…留守东京, not 廷谓报捷金陵, the enemy's; 魏主以平城
    地寒, not the 齐 court's 西州 later), else the first."""
    if not set(party) & set(lex.sovereign) and not any(ruler_title(n, lex) for n in party):
        return []  # 安禄山 does not set out from 长安
    first = next((m for m in mentions if m.role == "stop"), None)
    if first is None or first.reason == "leave" or (
            first.place.kind == "capital" and first.verb not in lex.set_out_words
            and (capital is None or first.place.id == capital.id)):
        # (a capital first reached is where the march starts, unless the party sets out for it: 上幸东都; not
        # another court's: 成都 of 前蜀 in 同光四年, 资治通鉴 卷274)
        return []
    simp = text.simplified
    date_spans = sorted((d.start, d.end) for d in dates)
    date_starts = [s for s, _ in date_spans]
    names = _names_pattern(tuple(party))
    first_named, home = None, None
    for m in mentions:
        if m.start >= first.start:
            break
        d = bisect.bisect_right(date_starts, m.start) - 1
        if d >= 0 and date_spans[d][1] > m.start:
            continue  # 长安元年（辛丑，公元701年） (资治通鉴 卷207 白话): an era's name, not the city
        if m.place.kind != "capital" or m.reason in _NOT_HOME or layout.in_quote(m.start) \
                or layout.in_commentary(m.start) or layout.in_flashback(m.start) \
                or simp.endswith(lex.compound_surnames, 0, m.start):
            continue  # (贼帅司马长安破西河郡, 隋书 炀帝纪: a man's name)
        title = lex.office_title.search(simp, m.end, m.end + lex.office_title_reach)
        if title is not None and not _CLAUSE_BREAK.search(simp, m.end, title.start()):
            continue  # 东都、汝行营节度使哥舒曜 (新唐书 德宗纪): an office
        s_start = layout.sentence(m.start)[0]
        clause = _last_clause(simp[s_start:m.start])
        if any(lex.modal.search(clause, 0, len(clause) - cut) for cut in (0, 1, 2)):
            continue  # 将迁都洛阳: a plan, with a verb of one or two characters
        if clause.endswith(tuple(lex.troops_verbs)):
            continue  # 又别调盛京吉林及科尔沁兵助战 (清史演义 第二十七回): troops called up from there
        if clause.endswith(lex.held_for_him):
            continue  # 修西京宫阙, 城大兴: built or repaired while he is away
        first_named = first_named or m
        opening = next((c for c in _PUNCT.split(_strip_spans(simp[s_start:m.start], s_start, date_spans, date_starts))
                        if c), "")
        if names.match(_without_fillers(opening, lex)):
            home = m
    home = home or first_named
    if home is not None and home.place.id == first.place.id:
        return []  # (the capital is where the march goes first, not where it sets out)
    return [] if home is None else [PlaceMention(home.place, home.start, home.end, home.line, home.text,
                                                 "stop", "stay", "")]


def find_held_cities(text: Text, mentions: Sequence[PlaceMention], lex: Lexicon | None = None) -> list[PlaceMention]:
    """The city a taking names as 之, when the text has just named it as held: a mention of it at
    the pronoun, for the stop rules to judge like any other (旧五代史 庄宗纪: 时王彦章守中都。甲戌，
    帝攻之; 资治通鉴 卷184: 绛郡通守陈叔达拒守；辛卯，进攻、克之).

    >>> from route.corpus import parse_text
    >>> from route.places.gazetteer import parse_gazetteer
    >>> from route.places.mentions import find_places
    >>> gaz = parse_gazetteer("id,name,kind,lat,lon,uncertainty_km\\nzd,中都,city,35.7,116.4,10\\n", "t.csv")
    >>> t = parse_text("时王彦章守中都。甲戌，帝攻之。", name="t.txt")
    >>> [(m.place.name, m.text, m.start) for m in find_held_cities(t, find_places(t, gaz))]
    [('中都', '之', 13)]
    >>> t = parse_text("时王彦章守中都。甲戌，帝攻杨刘等寨，皆拔之。", name="t.txt")
    >>> find_held_cities(t, find_places(t, gaz))
    []
    """
    lex = lex or load_lexicon()
    simp, out = text.simplified, []
    takes = re.compile("|".join(map(re.escape, lex.pronoun_takes)) or "(?!)")
    # (an attack between the two on something else, named: 全斌又攻石圌、鱼关…二十馀寨，皆拔之, 续资治通鉴: 之 is those)
    other = re.compile("(?:" + "|".join(re.escape(w[:-len(_HELD_PRONOUN)]) for w in lex.pronoun_takes) + ")[^，。、；：！？之]")
    starts = [m.start for m in mentions]
    for hit in takes.finditer(simp):
        at = hit.end() - 1  # the pronoun
        i = bisect.bisect_left(starts, at) - 1
        if i < 0:
            continue
        m = mentions[i]
        if at - m.end > lex.held_reach or not m.place.can_be_stop or m.place.kind in ("river", "mountain"):
            continue
        near = simp[max(0, m.start - 4):m.end + 4]
        if not any(h in near for h in lex.held):
            continue  # 攻之 of a man, or of a city named in passing
        if other.search(simp, m.end, hit.start()):
            continue  # 蓝思绾退保西县。全斌又攻石圌、鱼关、白水阁二十馀寨，皆拔之: the forts just attacked, not 西县
        out.append(PlaceMention(m.place, at, at + 1, text.line_of(at), text.content[at:at + 1]))
    return out


def _unknown_names(text: Text, layout: Layout, mentions: Sequence[PlaceMention], lex: Lexicon,
                   words: Iterable[str]) -> Iterator[tuple[str, int, int, str]]:
    """(verb, verb offset, name offset, name) for one of the verbs ``words`` followed by a name
    the gazetteer lacks (平襄城, 杀胡城): a place suffix ends it, and no mention starts there."""
    words = sorted(set(words), key=len, reverse=True)
    stops = re.escape(lex.candidate_stops)
    verbs = '|'.join(map(re.escape, words))
    # overlapping (a lookahead): in 御驾次杀胡城 the run after 次 is the name, not the one after 御
    # the run ends at its last place suffix (greedy, then back to the suffix): 平襄城下 → 平襄城
    suffixes = re.escape(lex.place_suffixes)
    pattern = re.compile(rf"(?=({verbs})[{''.join(map(re.escape, lex.particles))}]?([^{stops}]{{1,5}}[{suffixes}]))")
    inner = re.compile('|'.join(map(re.escape, sorted(set(words) | set(lex.unplaced_verbs), key=len, reverse=True))))
    known = sorted(m.start for m in mentions)
    for m in pattern.finditer(text.simplified):
        verb, cand = m.group(1), m.group(2)
        cut = len(cand) - 1
        if layout.in_quote(m.start()) or layout.in_commentary(m.start()):
            continue
        i = bisect.bisect_left(known, m.start(2))
        if i < len(known) and known[i] <= m.start(2) + cut or inner.search(cand, 1, cut):
            continue  # 御驾至营州: a known name or a verb inside (驾至营州 is no name)
        name = text.content[m.start(2) : m.start(2) + cut + 1]
        if not any(ch.isascii() for ch in name):
            yield verb, m.start(), m.start(2), name


def find_unplaced_moves(text: Text, layout: Layout, mentions: Sequence[PlaceMention], party: Sequence[str],
                        lexicon: Lexicon | None = None, dates: Sequence[DatedSpan] = ()) -> list[int]:
    """Offsets where the party goes to a place the gazetteer lacks (车驾次杀胡城): it has left
    the last stop, though the map cannot show where it went.

    >>> from route.corpus import parse_text
    >>> t = parse_text("丁亥，车驾次杀胡城。命清远侯王友督馈运。")
    >>> find_unplaced_moves(t, analyse_layout(t, []), [], ("车驾",))
    [5]
    """
    lex = lexicon or load_lexicon()
    names = _names_of(party, lex)
    out = []
    simp = text.simplified
    spans = sorted((d.start, d.end) for d in dates)
    starts = [a for a, _ in spans]
    set_out = {m.start() for m in lex.set_out_marks.finditer(simp)
               if not layout.in_quote(m.start()) and not layout.in_commentary(m.start())}
    for at in sorted({*(at for _, at, _, _ in _unknown_names(text, layout, mentions, lex, lex.unplaced_verbs)), *set_out}):
        if layout.in_flashback(at):
            continue
        # a heading is the whole sentence's (北汉主不知帝至，过潞州不攻，引兵而南: his, not the party's)
        lo = layout.sentence(at)[0]
        segment = _strip_spans(simp[lo:at], lo, spans, starts)
        segment = segment[segment.rfind("”") + 1:]  # …然后图之。”丁卯，引兵而南: after the speech
        clause = _last_clause(segment)
        if _subject_is_party(segment if at in set_out else clause, names, lex) and not lex.modal.search(clause):
            out.append(at)
    return out


def find_unknown_places(
    text: Text, layout: Layout, mentions: Sequence[PlaceMention], lexicon: Lexicon | None = None
) -> list[ParseWarning]:
    """``unknown_place`` warnings for 至X / 渡X where X looks like a name the gazetteer lacks.

    >>> from route.corpus import parse_text
    >>> t = parse_text("丙午，至平襄城下。")
    >>> [w.message for w in find_unknown_places(t, analyse_layout(t, []), [])]
    ["'平襄城' after 至 looks like a place name the gazetteer lacks; add it to the gazetteer"]
    """
    lex = lexicon or load_lexicon()
    return [ParseWarning(text.line_of(at), "unknown_place",
                         f"{name!r} after {verb} looks like a place name the gazetteer lacks; add it to the gazetteer")
            for verb, at, _, name in _unknown_names(text, layout, mentions, lex, (
                w for w, kind, is_stop in lex.verbs if is_stop and kind in ("arrive", "cross")))]
