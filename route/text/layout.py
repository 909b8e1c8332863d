"""One model of a text's structure, from ``data/layout.toml``: where its sentences end,
what is speech (quotes; an unclosed one ends with its line), what looks back (先是,
初，, 上之发定州也), and what is commentary (a bracketed note, a section after a break
that gives no narrative date). Dates (:mod:`route.dates`) and stops (:mod:`route.places.stops`)
read the same model, so the two never disagree on what is speech or a flashback.

>>> from route.corpus import parse_text
>>> t = parse_text("上曰：“至辽东。”初，帝至洛阳。\\n九月，至营州。", name="t.txt")
>>> lay = analyse_layout(t)
>>> lay.in_speech(5), lay.in_flashback(12), lay.in_flashback(20)
(True, True, False)
"""
from __future__ import annotations

import bisect
import itertools
import re
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from route.errors import ParseWarning

if TYPE_CHECKING:
    from route.corpus import Text

__all__ = ["LAYOUT_WORDS", "Layout", "LayoutWords", "analyse_layout", "layout_of", "load_layout_words",
           "unclosed_quotes"]

LAYOUT_WORDS = Path(__file__).resolve().parents[2] / "data" / "layout.toml"
# A bracket within a line is a gloss or an annotator's note (渤错水（今辽宁海城县西北）,
# 李焘's （瓮牖闲评云：…太宗遂幸大名府…）), and so is one in 【】 (旧五代史 四库本: 【五代会要显德六年勅
# 诸道牧守…宜废之】), or in 〔〕 (资治通鉴 卷120: 〔〖胡三省注〗《魏书·官氏志》：…〕辛巳，济君子津), or a modern editor's
# in [] opening with 按, 注, 今 … (方士淦 东归日记: 札义烈公[按：即纳穆札尔…乾隆二十三年授参赞大臣…], not an entry's
# number [3]): the places and dates in it are never the march's.
# Where speech written without quotation marks ends: its sentence (刘林向光武献策说： 赤眉军现在河东…为鱼。光武没有
# 回答 …, 后汉书 光武帝纪 白话: the narrative goes on in the same line).
_SPEECH_END = re.compile(r"[。！？!?]|\n")
_BRACKETS = re.compile(r"[（(][^（()）\n]*[）)]|【[^【】\n]*】|〔[^〔〕\n]*〕|\[(?:按|案|注|编者|译者|今|即)[^\[\]\n]*\]")


class DatedSpan(Protocol):
    """What the layout needs of a date: where it starts, and whether it is narrative."""

    start: int
    in_speech: bool
    flashback: bool


@dataclass(frozen=True, slots=True)
class LayoutWords:
    """The words of ``data/layout.toml``, compiled."""

    sentence_end: str
    entry_marks: str
    quotes: tuple[tuple[str, str], ...]
    titles: tuple[tuple[str, str], ...]
    flashback_openers: tuple[str, ...]
    flashback_comma_openers: tuple[str, ...]
    flashback_closers: re.Pattern[str]
    flashback_day_return: re.Pattern[str]  # 。甲戌，: the annals' present again
    flashback_month_return: re.Pattern[str]  # 。夏，四月，: the present's season and month
    flashback_own_time: re.Pattern[str]  # a year or month the look-back names (then its days are its own)
    flashback_own_day: re.Pattern[str]  # …or a day (八月丁酉)
    flashback_story: tuple[str, ...]  # 初, 当初: a man's story from before, on to its paragraph's end
    chapter_closes: tuple[str, ...]  # 下回: a chapter's closing formula before the author's comment
    flashback: re.Pattern[str]  # an opener at a sentence start, to the line end
    flashback_inline: re.Pattern[str]
    inline_reach: int  # how far a flashback_inline look-back reaches either side, at most
    unquoted_speech: re.Pattern[str]  # 奏道： with no quotation mark after: speech to its sentence's end
    section_break: re.Pattern[str]
    sentence_split: re.Pattern[str]
    span_heading: re.Pattern[str]  # 起重光作噩正月，尽玄黓阉茂十二月: a 卷's span, to the line end
    chapter_heading: re.Pattern[str]  # 第三十四回　王骥讨平麓川蛮　英宗败陷土木堡: a line of its own
    apparatus_heading: re.Pattern[str]  # ※卷二十校勘记。: the editor's collation notes, to the next chapter
    biography_opening: re.Pattern[str]  # 邓禹字仲华，南阳新野人也: a life's subject, opening its first line
    biography_named_min: int  # times the subject is written again, his full name or given name
    biography_lines: int  # how many of the first lines may open a life
    verse: re.Pattern[str]  # 后人有诗曰：\n红光罩体困龙飞，\n…: group 1 is the verse
    digest_lines_min: int  # a 纲目's 目: at least this many lines that are a bracket each…
    digest_share: float  # …and this share of the text's lines: the story told in full, no note


@cache
def load_layout_words(path: Path = LAYOUT_WORDS) -> LayoutWords:
    """Read and compile the layout table (once per path)."""
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    ends = raw["sentence_end"]
    openers = [re.escape(m) for m in raw["flashback_openers"]]
    openers += [re.escape(m) + "[，,]" for m in raw["flashback_comma_openers"]]
    closing = "".join(b for _, b in raw["quotes"])
    # 。”初，… and [17]先是，… open a sentence: closing quotes and entry marks may stand before
    clause_start = rf"(?:^|(?<=[{re.escape(ends)}\n]))[{re.escape(raw['entry_marks'] + closing)}]*"
    return LayoutWords(
        sentence_end=ends,
        entry_marks=raw["entry_marks"],
        quotes=tuple((a, b) for a, b in raw["quotes"]),
        titles=tuple((a, b) for a, b in raw["titles"]),
        flashback_openers=tuple(raw["flashback_openers"]),
        flashback_comma_openers=tuple(raw["flashback_comma_openers"]),
        flashback_closers=re.compile("|".join(map(re.escape, raw["flashback_closers"])) or "(?!)"),
        flashback_day_return=re.compile(raw["flashback_day_return"]),
        flashback_month_return=re.compile(raw["flashback_month_return"]),
        flashback_own_time=re.compile(raw["flashback_own_time"]), flashback_own_day=re.compile(raw["flashback_own_day"]),
        flashback_story=tuple(raw["flashback_story"]), chapter_closes=tuple(raw["chapter_closes"]),
        digest_lines_min=int(raw["digest_lines_min"]), digest_share=float(raw["digest_share"]),
        flashback=re.compile(rf"{clause_start}(?:{'|'.join(openers)})[^\n]*", re.M),
        flashback_inline=re.compile("|".join(raw["flashback_patterns"])), inline_reach=int(raw["inline_reach"]),
        unquoted_speech=re.compile(raw["unquoted_speech"]),
        section_break=re.compile(raw["section_break"], re.M),
        sentence_split=re.compile(f"[{re.escape(ends)}\n]"),
        span_heading=re.compile(rf"{re.escape(raw['span_opener'])}"
                                rf"(?:{'|'.join(raw['sui_yang'])})(?:{'|'.join(raw['sui_yin'])})[^\n]*"),
        chapter_heading=re.compile(raw["chapter_heading"], re.M),
        apparatus_heading=re.compile(raw["apparatus_heading"], re.M),
        biography_opening=re.compile(raw["biography_opening"]), biography_named_min=int(raw["biography_named_min"]),
        biography_lines=int(raw["biography_lines"]),
        verse=re.compile(raw["verse"], re.M),
    )


def biography_subject(simp: str, words: LayoutWords | None = None) -> str | None:
    r"""The subject of a life (传) the text opens with, when it names him again: 邓禹 of
    邓禹字仲华，南阳新野人也…禹…; none for annals or a novel's chapter.

    >>> biography_subject("邓禹字仲华，南阳新野人也。\n禹闻之，乃北渡河。禹至箕关。")
    '邓禹'
    >>> biography_subject("郑和，云南人，世所谓三保太监者也。\n和至占城，郑和又往锡兰山。")
    '郑和'
    >>> biography_subject("过了一日，又差车骑数百人，送太公吕后入关。") is None
    True
    """
    words = words or load_layout_words()
    lines = (m for m in re.finditer(r"[^\n]+", simp) if m.group().strip())
    for line in itertools.islice(lines, words.biography_lines):
        # (after the book's heading: 后汉书卷十六 邓寇列传 第六, or the name alone: 洪秀全)
        m = words.biography_opening.match(line.group())
        if m is not None:
            name, rest = m["name"], simp[line.start() + m.end():]
            # 禹 of 邓禹; 俭 of 毌丘俭, whose surname is 毌丘 (the full name, written again, holds it)
            again = max(rest.count(name[k:]) for k in range(1, len(name)))
            return name if again >= words.biography_named_min else None
    return None


def spans_contain(spans: Sequence[tuple[int, int]], starts: Sequence[int], offset: int) -> bool:
    """Whether ``offset`` lies in one of ``spans`` (sorted, not overlapping; ``starts`` their starts).

    >>> spans_contain([(2, 8)], [2], 7), spans_contain([(2, 8)], [2], 8)
    (True, False)
    """
    i = bisect.bisect_right(starts, offset) - 1
    return i >= 0 and spans[i][0] <= offset < spans[i][1]


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the sentences, speech, titles, flashbacks and commentary of a text lie."""

    sentence_ends: tuple[int, ...]
    quotes: tuple[tuple[int, int], ...]  # speech and titles: no place in them is the march's
    flashbacks: tuple[tuple[int, int], ...]
    commentary: tuple[tuple[int, int], ...]
    break_lines: tuple[int, ...]
    quote_starts: tuple[int, ...] = ()
    flashback_starts: tuple[int, ...] = ()
    commentary_starts: tuple[int, ...] = ()
    speech: tuple[tuple[int, int], ...] = ()  # speech alone: what a date inside is
    speech_starts: tuple[int, ...] = ()
    headings: tuple[tuple[int, int], ...] = ()  # a 卷's span heading (also commentary)
    heading_starts: tuple[int, ...] = ()
    notes: tuple[tuple[int, int], ...] = ()  # bracketed notes alone (also commentary): 【却扫编…】
    note_starts: tuple[int, ...] = ()

    def sentence(self, offset: int) -> tuple[int, int]:
        """``[start, end)`` of the sentence holding ``offset`` (end excludes its 。)."""
        i = bisect.bisect_left(self.sentence_ends, offset)
        start = self.sentence_ends[i - 1] + 1 if i > 0 else 0
        end = self.sentence_ends[i] if i < len(self.sentence_ends) else -1
        return start, end

    def in_quote(self, offset: int) -> bool:
        """Inside speech or a title (《…》)."""
        return spans_contain(self.quotes, self.quote_starts, offset)

    def in_speech(self, offset: int) -> bool:
        """Inside speech: “…”, 「…」 (not a title)."""
        return spans_contain(self.speech, self.speech_starts, offset)

    def in_flashback(self, offset: int) -> bool:
        return spans_contain(self.flashbacks, self.flashback_starts, offset)

    def in_heading(self, offset: int) -> bool:
        """Inside a 卷's span heading: 起重光作噩正月，尽玄黓阉茂十二月，凡二年."""
        return spans_contain(self.headings, self.heading_starts, offset)

    def in_commentary(self, offset: int) -> bool:
        return spans_contain(self.commentary, self.commentary_starts, offset)

    def in_note(self, offset: int) -> bool:
        """Inside a bracketed note: 【五代史补…三十年后非所知也…】 (旧五代史, 四库本), （…）, 〔…〕."""
        return spans_contain(self.notes, self.note_starts, offset)

    def in_inline_note(self, offset: int) -> bool:
        """Inside a bracketed note within the story, not one in a section of commentary (…遗址宛然（旧校云：第六程为三河县）,
        许亢宗 行程录; not a note in the 校勘记 after its ※ break)."""
        i = bisect.bisect_right(self.note_starts, offset) - 1
        if i < 0 or offset >= self.notes[i][1]:
            return False
        j = bisect.bisect_right(self.commentary_starts, offset) - 1
        return self.commentary[j][0] >= self.notes[i][0]


_CLAUSE_END = re.compile("[，。；！？,;!?\n]")


def _quote_spans(content: str, pairs: Iterable[tuple[str, str]]) -> list[tuple[int, int]]:
    """Quoted stretches; an unclosed quote ends with its line (novel style). The curly double
    marks are read by turns (see :func:`_curly_spans`).

    >>> _quote_spans('上曰：“至辽东。”又曰「渡', [("“", "”"), ("「", "」")])
    [(3, 9), (11, 13)]
    """
    pairs = list(pairs)
    curly = next(((a, b) for a, b in pairs if a == _CURLY_OPEN), None)
    turns = _curly_spans(content, curly[1][1:]) if curly else []
    if turns:  # (a stray " closing a curly quote opens no other: the quoted stretches blanked, in one pass)
        pieces, at = [], 0
        for a, b in turns:
            pieces += [content[at:a], " " * (b - a)]
            at = b
        content = "".join(pieces) + content[at:]
    straight = [(a, b) for a, b in pairs if a == b == _STRAIGHT]
    if straight:
        turns += _straight_spans(content)
    pattern = "|".join(_quote_pattern(a, b) for a, b in pairs if (a, b) != curly and (a, b) not in straight)
    spans = [m.span() for m in re.finditer(pattern, content)] if pattern else []
    return sorted(spans + turns)


_STRAIGHT = '"'


def _speech_goes_on(content: str, at: int, marks: str) -> bool:
    """Whether the line after the line break at ``at`` goes on with a speech left open: its first
    quotation mark (of ``marks``) follows a sentence's end and no speaker's colon (盛曰：”吾只带三 / 千精兵，
    潜地过江去了。“盛恐有失: a line broken inside the speech)."""
    line_end = content.find("\n", at + 1)
    line = content[at + 1:line_end if line_end >= 0 else len(content)]
    first = next((k for k, ch in enumerate(line) if ch in marks), -1)
    head = line[:first].rstrip(" \t\u3000") if first > 0 else ""
    return head[-1:] in ("。", "！", "？", "；") and "：" not in head and ":" not in head


def _straight_spans(content: str) -> list[tuple[int, int]]:
    r"""Quotes of straight marks ("), read by turns: one opens, the next closes. A quote open at its
    line's end ends there (novel style), unless the next line goes on with the speech, its first
    mark closing it after a sentence's end and no speaker's colon (飞奏："兴等过河…金兵累败…正中兴之机。"飞
    进军朱仙镇, 宋史 岳飞传, NiuTrans Classical-Modern).

    >>> _straight_spans('飞奏："兴等过河。\n正中兴之机。"飞进军朱仙镇')
    [(3, 17)]
    >>> _straight_spans('帝曰："善。\n二十一日，上渡辽水。')
    [(3, 6)]
    """
    spans: list[tuple[int, int]] = []
    opened: int | None = None
    n = len(content)
    for m in re.finditer('["\n]', content):
        i = m.start()
        if m.group() == "\n":
            if opened is None:
                continue
            if _speech_goes_on(content, i, _STRAIGHT):
                continue  # the speech goes on into this line
            spans.append((opened, i))
            opened = None
        elif opened is None:
            opened = i
        else:
            spans.append((opened, i + 1))
            opened = None
    if opened is not None:
        spans.append((opened, n))
    return spans


_CURLY_OPEN, _CURLY_CLOSE = "“", "”"


def _after_colon(text: str, at: int) -> bool:
    """Whether the mark at ``at`` follows a speaker's colon (曰：”…, a turned opener)."""
    return text[max(0, at - 4):at].rstrip(" \t\u3000").endswith(("：", ":"))


def _curly_spans(content: str, stray: str = "") -> list[tuple[int, int]]:
    r"""Quotes of curly double marks: “ opens, and so does ” right after a speaker's colon; the next
    mark of either shape closes (or a ``stray`` mark such as "), as e-texts turn the marks either way
    (卞喜曰：”将军杀之是也。…“关公甚喜, 三国演义 第二十七回 as the 殆知阁 text has it; 东周列国志 the same).
    A quote open at its line's end ends there (novel style), unless the next line goes on with words
    and no speaker before its first mark (…只带三\n千精兵，潜地过江去了。“盛恐有失: a line broken inside
    the speech). A closing mark with no quote open is a stray one.

    >>> _curly_spans('上曰：“至辽东。”又曰：”渡辽水。“遂行')
    [(3, 9), (12, 18)]
    >>> _curly_spans('盛曰：”吾只带三\n千精兵，潜地过江去了。“盛恐有失')
    [(3, 21)]
    >>> _curly_spans('帝曰：“善。\n二十一日，上渡辽水。')
    [(3, 6)]
    >>> _curly_spans('裕道：“公欲北讨慕容超么？其\n心腹大病，不可不除。”裕也以为然。')
    [(3, 26)]
    """
    spans: list[tuple[int, int]] = []
    opened: int | None = None
    closer = _CURLY_CLOSE + _CURLY_OPEN + stray  # either shape closes: e-texts turn them either way
    n = len(content)
    marks = re.compile("[" + re.escape(_CURLY_OPEN + _CURLY_CLOSE + stray) + "\n]")
    for m in marks.finditer(content):  # (the marks and line ends only: a long text costs one pass)
        i, c = m.start(), m.group()
        if c == "\n":
            if opened is None:
                continue
            if _speech_goes_on(content, i, _CURLY_OPEN + _CURLY_CLOSE):
                continue  # a line broken inside the speech
            spans.append((opened, i))
            opened = None
        elif opened is None:
            if c == _CURLY_OPEN or (c == _CURLY_CLOSE and _after_colon(content, i)):
                opened = i  # (曰：”…“: turned)
        elif c in closer:
            if c in stray:  # a stray mark closes only where the next mark opens
                line_end = content.find("\n", i)
                rest = content[i + 1:line_end if line_end >= 0 else n]
                shut, again = rest.find(_CURLY_CLOSE), rest.find(_CURLY_OPEN)
                while shut >= 0 and _after_colon(rest, shut):
                    shut = rest.find(_CURLY_CLOSE, shut + 1)  # (…以从民欲。"桓公…曰：”…: a turned opener, no close)
                if shut >= 0 and (again < 0 or shut < again):
                    continue  # (“关中起兵者，"踵而待…可遣人往招之。”: a slip inside the speech)
            spans.append((opened, i + 1))
            opened = None
    if opened is not None:
        spans.append((opened, n))
    return spans


def _quote_pattern(a: str, b: str) -> str:
    """A quote opened by ``a`` and closed by ``b[0]``; or, where another ``a`` opens before any
    ``b[0]``, closed by one of the stray marks ``b[1:]``; or left open to its line's end.

    >>> re.findall(_quote_pattern("“", '”"'), '曰：“可直抵无棣。"遂行，“善。”')
    ['“可直抵无棣。"', '“善。”']
    >>> re.findall(_quote_pattern("“", '”"'), '曰：“关中起兵者，"踵而待。”渊悦')
    ['“关中起兵者，"踵而待。”']
    """
    a_, close, stray = re.escape(a), re.escape(b[0]), "".join(map(re.escape, b[1:]))
    if not stray:
        return f"{a_}[^{close}\n]*(?:{close})?"
    return f"{a_}(?:[^{close}{a_}\n]*{close}|[^{close}{stray}{a_}\n]*[{stray}]|[^{close}\n]*(?:{close})?)"


def unclosed_quotes(text: Text, words: LayoutWords | None = None) -> list[ParseWarning]:
    r"""A doubt for each quote left open at the end of its line, where the next line does not
    open one again (as a novel's speech over several paragraphs does): the quote is read as
    ending with its line, so nothing after it is lost.

    >>> from route.corpus import parse_text
    >>> [w.line for w in unclosed_quotes(parse_text("帝曰：「善。\n二十一日，上渡辽水。", name="t.txt"))]
    [1]
    >>> unclosed_quotes(parse_text('玄德曰：“吾闻之：\n“民为贵。”\n操曰:"善。"遂行。', name="t.txt"))
    []
    """
    w = words or load_layout_words()
    simp, out = text.simplified, []
    for a, b in w.quotes:
        for m in re.finditer(_quote_pattern(a, b), simp):
            if m.group().endswith(tuple(b)) and m.end() - m.start() > 1:
                continue
            if simp[m.end():m.end() + 3].lstrip("\n \t\u3000").startswith(a):
                continue  # 「…\n「…」: speech over paragraphs
            out.append(ParseWarning(simp.count("\n", 0, m.start()) + 1, "unclosed_quote",
                                    f"{a} opened here is not closed by {b[0]}; the speech is read as ending with its line"))
    return sorted(out, key=lambda x: x.line)


def _opens_line(before: str) -> bool:
    """Only marks, or a title in 【】, before a span heading on its line (【宋纪二】　起重光作噩…)."""
    return not before or before.endswith(("】", "]"))


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted spans with overlaps joined, so one bisect finds the span holding an offset."""
    out: list[tuple[int, int]] = []
    for start, end in spans:
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def analyse_layout(text: Text, dates: Sequence[DatedSpan] | None = None,
                   words: LayoutWords | None = None) -> Layout:
    """Sentences, speech, flashbacks, and sections that are commentary.

    A section after a break (。。。。。。) is commentary unless it gives a narrative
    date: a novel's later chapters go on with the march. Without ``dates`` (the date
    reader's own pass) no section is commentary yet.
    """
    return layout_of(text.simplified, dates, words)


def _line_numbers(simp: str, starts: Sequence[int]) -> tuple[int, ...]:
    """The 1-based line of each of the sorted offsets ``starts``, counted in one pass."""
    lines, line, last = [], 1, 0
    for s in starts:
        line += simp.count("\n", last, s)
        last = s
        lines.append(line)
    return tuple(lines)


_LAST: list[tuple[str, LayoutWords, tuple]] = []  # the last text's structure: dates, then stops, read it


def _structure(simp: str, w: LayoutWords) -> tuple:
    """What of the layout does not depend on the dates: sentence ends, speech, quotes,
    flashbacks, breaks, bracketed notes and headings. The date reader and then the stops
    ask for the same text, so the last answer is kept (by identity of the text)."""
    last = _LAST[0] if _LAST else None  # one read: another thread may replace it meanwhile
    if last is not None and last[0] is simp and last[1] is w:
        return last[2]
    ends = tuple(m.start() for m in w.sentence_split.finditer(simp))
    # speech a translation writes without quotation marks, after its verb and a spaced colon, to its
    # sentence's end (韩建…流着泪奏道： 藩臣倔强不服从朝廷, 旧唐书 昭宗纪 白话, NiuTrans Classical-Modern)
    bare = [(m.end(), e.end() if (e := _SPEECH_END.search(simp, m.end())) else len(simp))
            for m in w.unquoted_speech.finditer(simp)]
    speech = _merge(sorted(_quote_spans(simp, w.quotes) + bare))
    quotes = _merge(sorted(speech + _quote_spans(simp, w.titles)))
    flashbacks = []
    for m in w.flashback.finditer(simp):
        closer = w.flashback_closers.search(simp, m.start(), m.end())  # 初，… 至是，…: the present again
        end = closer.start() if closer else m.end()
        day = w.flashback_day_return.search(simp, m.start(), end)
        while day is not None and simp[day.start() - 1] in "，," \
                and bisect.bisect_left(ends, day.start()) == bisect.bisect_left(ends, m.start()):
            day = w.flashback_day_return.search(simp, day.end(), end)  # (the look-back's own first sentence)
        day = day or w.flashback_month_return.search(simp, m.start(), end)
        if day is not None and not w.flashback_own_time.search(simp, m.start(), day.start()):
            end = day.start()  # 初，…嗟痛不已。甲戌，帝自杨刘归邺
            if simp[end - 1] in "，,":  # …秦王世民引军自晋州还攻夏县，壬午，屠之: its whole sentence
                end = ends[bisect.bisect_left(ends, end) - 1] + 1
        line_start = simp.rfind("\n", 0, m.start()) + 1
        i = bisect.bisect_left(ends, m.start())
        own_end = ends[i] + 1 if i < len(ends) else len(simp)
        if simp[line_start:m.start()].strip(w.entry_marks + "\u3000 \t") \
                and not simp.startswith(w.flashback_story, m.start()) \
                and not w.flashback_own_time.search(simp, m.start(), own_end) \
                and not w.flashback_own_day.search(simp, m.start(), own_end):
            # opening a sentence inside a paragraph, not its entry, with no time of its own: a note of what came before,
            # that sentence (先是有盐州六都兵屯驻京师，…两军方才退走。昭宗至李筠营避乱, 唐史演义 第九十七回; 先是弼以老马多买陈船
            # 而匿之 … 晋王广帅大军屯六合, 资治通鉴 卷177); a dated one tells its own story on (先是，八月丁酉，…。次日，…)
            end = min(end, own_end)
        if m.end() > m.start():
            flashbacks.append((m.start(), end))
    for m in w.flashback_inline.finditer(simp):
        i = bisect.bisect_left(ends, m.start())
        # its sentence, but no further than a sentence reaches in a punctuated text (旧五代史 四库本 writes
        # a year's annals unpunctuated, 世宗之在位也 deep inside it)
        flashbacks.append((max(ends[i - 1] + 1 if i else 0, m.start() - w.inline_reach),
                           min(ends[i] if i < len(ends) else len(simp), m.end() + w.inline_reach)))
    flashbacks = _merge(sorted(flashbacks))
    breaks = [(m.start(), m.end()) for m in w.section_break.finditer(simp)]
    brackets = [m.span() for m in _BRACKETS.finditer(simp)]
    # a 纲目 gives each headline (纲) a line and the story in full (目) opening the next, in 【】: those are the text's own
    # narrative, no note (御定资治通鉴纲目三编: 冬十月额森奉上皇至大同 / 【额森自紫荆开奉上皇遇易州至良乡…】)
    # (its 质实 or 发明 after it on the line, in a bracket of its own, still a note)
    whole = [(a, b) for a, b in brackets if not simp[simp.rfind("\n", 0, a) + 1:a].strip("\u3000 \t")]
    if len(whole) >= w.digest_lines_min \
            and len(whole) >= w.digest_share * sum(1 for line in simp.split("\n") if line.strip("\u3000 \t")):
        stories = set(whole)
        brackets = [b for b in brackets if b not in stories]
    # 起重光作噩… opening its line, after marks or a 【宋纪二】 title only
    headings = [m.span() for m in w.span_heading.finditer(simp)
                if _opens_line(simp[simp.rfind("\n", 0, m.start()) + 1:m.start()].strip(w.entry_marks + "\u3000 \t"))]
    headings = sorted(headings + [m.span() for m in w.chapter_heading.finditer(simp)])
    chapters = [a for a, _ in headings]
    apparatus = [(m.start(), next((a for a in chapters if a > m.end()), len(simp)))
                 for m in w.apparatus_heading.finditer(simp)]  # ※卷二十校勘记。 to the next 第N卷 or the end
    notes = list(brackets)
    brackets += [m.span(1) for m in w.verse.finditer(simp)]  # the narrator's verse: commentary, as a note is
    found = (ends, speech, quotes, flashbacks, breaks, brackets, headings, notes, apparatus)
    _LAST[:] = [(simp, w, found)]
    return found


def layout_of(simp: str, dates: Sequence[DatedSpan] | None = None, words: LayoutWords | None = None) -> Layout:
    """:func:`analyse_layout` of a simplified view itself (the date reader has no :class:`Text`)."""
    w = words or load_layout_words()
    ends, speech, quotes, flashbacks, breaks, brackets, headings, notes, apparatus = _structure(simp, w)
    commentary = brackets + headings + apparatus
    if dates is not None:
        narrative = sorted(d.start for d in dates if not d.in_speech and not d.flashback)
        heads = [h for h, _ in headings]
        for i, (b_start, b_end) in enumerate(breaks):
            s_end = breaks[i + 1][0] if i + 1 < len(breaks) else len(simp)
            k = bisect.bisect_left(heads, b_end)  # a chapter's title starts the story again (蔡东藩 明史演义:
            if k < len(heads):                    # ----------, the comment, 第五十五回…, 却说武宗…)
                s_end = min(s_end, heads[k])
            j = bisect.bisect_left(narrative, b_end)
            closes = simp.rfind("\n", 0, max(0, b_start - 1))
            if not (j < len(narrative) and narrative[j] < s_end) \
                    or any(c in simp[closes + 1:b_start] for c in w.chapter_closes):
                # (a chapter closed by 且待下回再表 before the break: what follows is the author's comment, whatever
                # dates it cites: 纲目于大业十二年三月…, 南北史演义 第九十八回; 然敬瑭入洛，仅阅一年, 五代史演义 第二十九回)
                commentary.append((b_end, s_end))
        # A year the date reader read as a look back makes its clause one (乾宁三年、四年唐昭宗在华州的
        # 时候, 资治通鉴 卷262 白话; the 原文 writes 车驾之在华州也): not a day, which may be a slip.
        years = [(d.start, min(m.start() if (m := _CLAUSE_END.search(simp, d.start)) else len(simp),
                               d.start + w.inline_reach,  # (no clause end in a text without punctuation)
                               *(b for a, b in brackets if a <= d.start < b)))  # (nor past its note's end)
                 for d in dates if d.flashback and not d.in_speech and getattr(d, "precision", "") == "year"]
        if years:
            flashbacks = _merge(sorted([*flashbacks, *years]))
    commentary = _merge(sorted(commentary))
    return Layout(
        sentence_ends=ends,
        quotes=tuple(quotes),
        flashbacks=tuple(flashbacks),
        commentary=tuple(commentary),
        break_lines=_line_numbers(simp, [s for s, _ in breaks]),
        quote_starts=tuple(s for s, _ in quotes),
        flashback_starts=tuple(s for s, _ in flashbacks),
        commentary_starts=tuple(s for s, _ in commentary),
        speech=tuple(speech),
        speech_starts=tuple(s for s, _ in speech),
        headings=tuple(headings),
        heading_starts=tuple(s for s, _ in headings),
        notes=tuple(notes),
        note_starts=tuple(s for s, _ in notes),
    )
