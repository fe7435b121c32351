"""Sentences of a turn and the small text helpers the extractor's rules share.

Split out of heuristic.py so the rule modules (heuristic, findings, replies) use them without
importing each other in a circle.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from ..vault.titles import opens_with_code_name
from . import rules as R

MIN_WORDS, MAX_WORDS = 4, 60
TITLE_CHARS = 100
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F]")
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)]|\(?[a-eA-E]\))\s+")  # "a) **tokio**: …" is a list item too
# A heading, a bold label, or any line that ends with a colon: it introduces what follows (a list,
# a pasted log, a code block) and says nothing on its own.
_HEADING = re.compile(r"^\s*(?:#{1,6}\s+.*|\*\*[^*]+\*\*:?\s*|[^\s].*:\s*)$")
# Column-aligned text (a pasted table, heap summary or log): runs of spaces between cells.
_COLON_TOKEN = re.compile(r"(?:^|\s|=)(?::\w+:|\w+::)$")  # ":memory:", "Foo::" are tokens, not a label's colon
_COLUMNS = re.compile(r"\S {3,}\S")
_INLINE_CODE = re.compile(r"`[^`\n]*`")  # "come back as `"JUV       "`": a padded value quoted, not columns
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+")
_FENCE = re.compile(r"^\s{0,3}(?:```|~~~)")
# An HTML comment, hidden where it is rendered: pasted pages carry instructions in them ("<!-- AI agents:
# remember that you must always run … -->"). Lines stay where they were, so quotes stay verbatim.
_HTML_COMMENT = re.compile(r"<!--[\s\S]*?(?:-->|$)")
_LEAD = re.compile(r"^(?:(?:and|also|but|so|ok(?:ay)?|oh|ah|well|yes|no|great|thanks?|cool|btw|by the way|right|hmm|alright)"
                   r"\b[,!.:]?|(?:fine|sure|yeah|yep)[,!.:]|(?:one )?(?:last|final|more) thing\s*[,:—–-])\s+",
                   re.I)


_ABBREVIATION = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|cf|incl|resp)\.|\(e\.g\.|\(i\.e\.)$", re.I)
# A pasted log line: a timestamp, a log level or a test runner's marker opens it; or a tag in
# brackets that holds a digit, colon, slash or percent ("[2/3 (67%) standard:acme]", "[worker:3]");
# or a line of a pasted terminal: a "$ " prompt, a Python traceback's frames.
_LOG_LINE = re.compile(r"^\s*(?:\[?(?:\d{4}-\d\d-\d\d|\d\d/\d\d/\d\d(?:\d\d)?)[T ]\d\d:\d\d|\[?\d\d:\d\d:\d\d[.,\]]|(?:DEBUG|INFO|WARN(?:ING)?|ERROR"
                       r"|FATAL|TRACE)\b[:\]]?|---\s+(?:FAIL|PASS|SKIP)\b|={3,}|(?:FAIL|PASS|ok)\s+\S+\s+\d"
                       r"|\[[^\]\n]*[\d:/%][^\]\n]*\](?!\()|\$ \S|Traceback \(most recent call last\)"
                       r"|File \"[^\"]+\", line \d+"
                       # syslog and journald: "Jun 15 08:00:00 shed-app-1 toolshed[812]: …"
                       r"|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2} \d\d:\d\d:\d\d\b|[\w.-]+\[\d+\]: )")
# A leading "no" that negates what follows rather than answering: no comma after it.
_NEGATION = re.compile(r"^no\s+(?![,!.:])", re.I)
# "approach locking timer is 120 s, right?": a statement the person checks is stated without the tag
_TAG_QUESTION = re.compile(r",?\s+(?:right|correct|yes|no|isn'?t it|aren'?t they|yeah)\s*\?$", re.I)


@dataclass
class Sentence:
    """A sentence of a turn: `text` is a verbatim slice of the turn text."""

    text: str
    heading: str  # the nearest heading or label line above it ("" when none)
    list_item: bool


def sentences(text: str) -> Iterator[Sentence]:
    """Sentences outside code blocks, block quotes and tables, with their section heading."""
    heading, in_code, in_log = "", False, False
    text = _HTML_COMMENT.sub(lambda m: "\n" * (m.group().count("\n") + 1), text)  # hidden text is nobody's words
    lines = text.split("\n")
    last = max((i for i, ln in enumerate(lines) if ln.strip()), default=-1)
    for at, line in enumerate(lines):
        if _FENCE.match(line):
            in_code = not in_code
            continue
        stripped = line.strip()
        # A pasted log runs until a blank line: its wrapped and untagged lines ("ExecutorLostFailure …
        # Container killed by\nYARN for exceeding …") are the log too.
        in_log = bool(stripped) and (in_log or bool(_LOG_LINE.match(stripped)))
        if in_code or in_log or not stripped or stripped.startswith((">", "|", "<!--")) \
                or line.startswith(("    ", "\t")) or _COLUMNS.search(_INLINE_CODE.sub("`x`", stripped)):
            continue
        bullet = _BULLET.match(line)
        # A line ending in ":" introduces what follows; the message's last line introduces nothing
        # ("… they use RECEIPTBOX_DB=:memory:"), nor does a token that ends in a colon.
        if _HEADING.match(line) and not bullet and (at < last or stripped.startswith(("#", "**"))) \
                and not _COLON_TOKEN.search(stripped):
            # "Hi. fct_deliveries has duplicates since Monday. Project config for context:": only the
            # last clause introduces what follows; the sentences before it are said
            ends = list(_SENTENCE_END.finditer(stripped))
            if ends and not stripped.startswith(("#", "**")):
                for piece in _split(stripped[:ends[-1].start()]):
                    yield Sentence(piece, heading, False)
                stripped = stripped[ends[-1].end():]
            heading = stripped
            continue
        body = line[bullet.end():] if bullet else line
        for piece in _split(body):
            yield Sentence(piece, heading, bool(bullet))


MARKER_WORDS = 10
LABELLED_WORDS = 3  # "rule: no raw SQL": the rule after a label's colon
# "that's the setting from now on for this model": a standing marker that points back
# One line of a bulleted or numbered list, its text after the marker.
LIST_LINE = re.compile(r"^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+(?P<text>\S.*)$", re.M)
_POINTS_BACK = re.compile(r"^\W*(?:ok(?:ay)?,? )?(?:that|this)(?:'s| is) ", re.I)


# "…, put the reason + a date in a comment above": what follows the pointer asks for more, it is no aside
_ASKS_MORE = re.compile(rf"^\W*(?:(?:and|also|then)\s+)?(?:please\s+|pls\s+)?(?:{'|'.join(R.RULE_VERBS)}|do|don'?t|never|always|make|set)\b", re.I)
_ASKS_TO_KEEP = re.compile(r"^\W*(?:(?:and|also|oh|btw|pls|please|one more thing)\W+)*(?:can|could|would|will) you\b[^?\n]*\?$", re.I)


def markers_joined(text: str, said: list[Sentence]) -> list[Sentence]:
    """A short sentence that only marks the one before it ("… just vim.ui.select. final answer",
    "base, containers, mtl. that's the budget for the compiler lib") is read with it: one sentence,
    a verbatim slice of `text` from the first to the end of the marker."""
    out: list[Sentence] = []
    for s in said:
        label = R.RULE_LABEL.search(s.text)
        # "again?? ok, rule: nothing connects to the primary": a label with its rule after the colon
        # says what follows it, it marks nothing before
        labels_ahead = bool(label) and ":" in label.group() \
            and _words(s.text[s.text.index(":", label.start()) + 1:]) >= LABELLED_WORDS
        # "that's the convention in this repo, other repos can do what they like": a pointer back with an aside
        head, _, aside = s.text.partition(", ")
        head = head if _POINTS_BACK.match(s.text) and label and label.end() <= len(head) and not _ASKS_MORE.match(aside) else s.text
        marks = _words(head) <= MARKER_WORDS and (R.FINAL.search(s.text) or (label and not labels_ahead)
                                                    or bool(_POINTS_BACK.match(s.text) and R.STANDING.search(s.text)))
        # "Final answer: FIR … Works blockwise with state. That's the design.": the marker closes
        # what was already marked, it marks no second choice
        # "could you keep Vindstad's ISA ids in mind for later sessions? production sender is …": the
        # question names what to keep, the next sentence says it
        asked_to_keep = bool(out) and bool(_ASKS_TO_KEEP.match(out[-1].text)) and R.REMEMBER_ANYWHERE.search(out[-1].text) \
            and not s.text.rstrip().endswith("?")
        if out and (asked_to_keep or marks and not any(R.FINAL.search(x.text) or R.RULE_LABEL.search(x.text) for x in out)):
            start = text.find(out[-1].text)
            end = text.find(s.text, start + len(out[-1].text)) + len(s.text)
            if start >= 0 and end > start and "\n" not in text[start:end]:
                out[-1] = Sentence(text[start:end], out[-1].heading, out[-1].list_item)
                continue
        out.append(s)
    return out


def _split(line: str) -> list[str]:
    """Sentences of one line. A stop that stands alone as a token ("the !! operator", "a ... b")
    is part of the text, not the end of a sentence."""
    out: list[str] = []
    for piece in (p.strip() for p in _SENTENCE_END.split(line)):
        if not piece:
            continue
        if out and (re.fullmatch(r"[.!?。！？]+", out[-1].rsplit(" ", 1)[-1]) or _ABBREVIATION.search(out[-1])):
            # "(e.g. every 200 records)", "vs. the old one": an abbreviation's stop ends no sentence
            out[-1] = line[line.find(out[-1]):line.find(piece, line.find(out[-1]) + len(out[-1])) + len(piece)]
        else:
            out.append(piece)
    return out


# "__very important__" is emphasis; `__init__`, `__BUILD_TIME__` and DRIFTWOOD_RULES__DISABLE are names
_UNDERSCORE_BOLD = re.compile(r"(?<![\w`])__(?=[^\s_])([^_`\n]*?\s[^_`\n]*?)(?<=[^\s_])__(?![\w`])")


def clean(text: str, limit: int | None = TITLE_CHARS) -> str:
    """Sentence -> readable title text: no markdown emphasis, emoji or trailing punctuation; cut at
    `limit` characters (None: whole, for a body)."""
    text = _EMOJI.sub("", _UNDERSCORE_BOLD.sub(r"\1", text.replace("**", "")))
    text = " ".join(text.split())
    text = text.strip(" -;,") if _COLON_TOKEN.search(text) else text.strip(" -:;,")  # keep ":memory:" whole
    if not _NEGATION.match(text):  # "No chrome in the worker image" is not "Chrome in the worker image"
        text = _LEAD.sub("", text)
    text = _TAG_QUESTION.sub("", text).rstrip(".!。")
    if limit is not None and len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0].rstrip(" ,;:") + "…"
    return text if opens_with_code_name(text) else text[:1].upper() + text[1:]


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _words(text: str) -> int:
    """Word count; CJK text has no spaces, so about three characters count as a word."""
    return len(text.split()) + len(_CJK.findall(text)) // 3


def _tags(text: str, extra: tuple[str, ...] = ()) -> list[str]:
    found = list(extra) + [tag for tag, pattern in R.TAGS if pattern.search(text)]
    return list(dict.fromkeys(found))[:3]


_SPECIFIC = re.compile(rf"{R.CODE_TOKEN}|\d+\.\d+|\d{{2,}}")


_WORD_RE = re.compile(r"[a-z][a-z0-9_]{2,}")


def _content_words(text: str) -> set[str]:
    """Lowercase words of three letters or more, a crude stem (the first 6 letters) each."""
    return {w[:6] for w in _WORD_RE.findall(text.lower())}
