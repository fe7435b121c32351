"""The part of a long turn worth injecting: whole paragraphs around what the question asked about.

A coding session's answer usually sits further down a long assistant reply, so the first few hundred
characters of a turn carry little of it. Single matched sentences are worse still: the answer often
does not share the question's words (in our calibration, packing BM25-matched sentences held less
of the answers than packing whole messages). So the unit is the paragraph, the window is contiguous,
and it is as long as the turn's share of the budget allows.
"""

from __future__ import annotations

import datetime as dt
import re

_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+#-]*[A-Za-z0-9+#]|[A-Za-z0-9]")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`*\-\[(])")
STOP_WORDS = frozenset("""
a about above after again against all am an and any are as at be because been before being below between both
but by can could did do does doing down during each few for from further had has have having he her here hers
him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our
ours out over own same she should so some such than that the their them then there these they this those
through to too under until up very was we were what when where which while who whom why will with would you
your yours yourself also use used using get got let lets like please thanks thank ok okay yes yeah
""".split())


def terms(text: str) -> set[str]:
    """Content words of a text, lower-cased, crudely stemmed (plural/verb endings)."""
    out = set()
    for word in _WORD.findall(text.lower()):
        if word in STOP_WORDS or len(word) < 2:
            continue
        out.add(_stem(word))
    return out


def _stem(word: str) -> str:
    for suffix in ("ing", "ies", "es", "ed", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _pieces(text: str) -> list[str]:
    """Paragraphs; a paragraph longer than a screen is split further into lines, then sentences."""
    out: list[str] = []
    for para in re.split(r"\n\s*\n", text):
        para = para.strip()
        if not para:
            continue
        if len(para) <= 600:
            out.append(para)
            continue
        for line in para.splitlines():
            line = line.strip()
            if len(line) <= 600:
                if line:
                    out.append(line)
            else:
                out.extend(s for s in _SENTENCE_END.split(line) if s.strip())
    return out


# A fenced code block is one unit: its lines are code, not sentences, and part of a block is no code.
_FENCED = re.compile(r"^[ \t]*(?:```|~~~)[^\n]*\n.*?(?:^[ \t]*(?:```|~~~)[^\n]*$|\Z)", re.M | re.S)
# A line break, or a sentence end before any letter: the extractor cuts a note's quote at any sentence
# end, lower-case chat included ("ok. the fix is to pin the host."), and a quote is what we look for.
_UNIT_BREAK = re.compile(r"[ \t]*\n\s*|(?<=[.!?])\s+")
# A full stop that ends no sentence: an abbreviation, an ellipsis ("`INSERT ... ON CONFLICT`"), a list
# number or the end of a number ("1. yes", "bump to 3.4.0. then tag"): a split there would cut a sentence.
_NO_END = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|mrs?|ms|dr|st)\.|\.\.|\b\d+\.)$", re.I)


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of `text`, in order: split at line breaks and sentence ends, a
    fenced code block kept whole. Only whitespace lies between two spans, so leaving whole spans out
    never splices words."""
    spans: list[tuple[int, int]] = []
    at = 0
    for fence in [*_FENCED.finditer(text), None]:
        stop = fence.start() if fence else len(text)
        for brk in _UNIT_BREAK.finditer(text, at, stop):
            if "\n" not in brk.group() and _NO_END.search(text, max(0, brk.start() - 8), brk.start()):
                continue
            if brk.start() > at:
                spans.append((at, brk.start()))
            at = brk.end()
        if stop > at and text[at:stop].strip():
            spans.append((at, stop))
        if fence:
            spans.append(fence.span())
            at = fence.end()
    return spans


def _flat(text: str) -> str:
    return " ".join(text.split())


# A line pasted from a terminal or a log: "$ rsync …", "[2026-01-03 10:31:50] WARN …", "12:03:44 …",
# 'File "x.py", line 3', "at com.x.Y(Y.java:12)", "rsync error: …", "ValueError: …".
_OUTPUT_LINE = re.compile(r"^\s*(?:\$ |\[\d|\d{2,4}[-/.]\d{2}[-/.]\d{2}|\d{1,2}:\d{2}:\d{2}|File \"|at [\w.$<>]+\("
                          r"|Traceback \(|(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|TRACE|PANIC)\b|[\w.-]+ (?:error|warning):"
                          r"|[A-Z]\w*(?:Error|Exception):|sent \d|total size|\d+ (?:passed|failed)\b)")
OUTPUT_RUN = 3  # lines in a row before they count as pasted output


def _fenced_output(lines: list[str], i: int) -> int:
    """The end (past the closing fence) of a fenced block opening at line i that holds pasted output
    (a traceback, a log: a third of its lines look like output), else i."""
    if not lines[i].strip().startswith("```"):
        return i
    end = next((k for k in range(i + 1, len(lines)) if lines[k].strip().startswith("```")), None)
    inner = lines[i + 1:end]
    if end is None or len(inner) < OUTPUT_RUN or 3 * sum(bool(_OUTPUT_LINE.match(x)) for x in inner) < len(inner):
        return i
    return end + 1


def _shares(run: str, query_terms: set[str]) -> bool:
    """Whether pasted output shares a word with the prompt, leaving out the words of its paths: a
    traceback names the project's folders on every line ("/home/dev/payroll-bridge/…")."""
    return bool(terms(_PATH.sub(" ", run)) & query_terms)


_PATH = re.compile(r"\S*[/\\]\S*")


def without_output(text: str, query_terms: set[str]) -> str:
    """`text` with each run of pasted terminal or log lines that shares no word with the prompt
    replaced by a marker: a pasted rsync log says nothing to a question about VAT rounding. A fenced
    block of such output (a traceback with its code lines) counts as one run."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    fenced = False  # inside a fenced block that is shown: its closing fence opens nothing
    while i < len(lines):
        j = i if fenced else _fenced_output(lines, i)
        if j > i and not _shares("\n".join(lines[i:j]), query_terms):
            out.append(f"[{j - i - 2} lines of pasted output]")
            i = j
            continue
        fenced ^= lines[i].strip().startswith("```")
        j = i
        while j < len(lines) and _OUTPUT_LINE.match(lines[j]):
            j += 1
        if j - i >= OUTPUT_RUN and not _shares("\n".join(lines[i:j]), query_terms):
            out.append(f"[{j - i} lines of pasted output]")
            i = j
            continue
        out.extend(lines[i:max(j, i + 1)])
        i = max(j, i + 1)
    return "\n".join(out)


def best_passage(text: str, query_terms: set[str], cap: int) -> str:
    """`text` on one line if it fits in `cap`, else the contiguous run of its paragraphs (at most
    `cap` characters) that holds the most query terms, marked with "…" where it was cut. Pasted
    output that shares nothing with the prompt is shown as a one-line marker."""
    text = without_output(text, query_terms) if query_terms else text
    flat = _flat(text)
    if len(flat) <= cap:
        return flat
    pieces = [_flat(p) for p in _pieces(text)]
    if not pieces:
        return flat[: max(0, cap - 1)] + "…"
    found = [terms(p) & query_terms for p in pieces]
    best: tuple[int, int, int] = (-1, 0, 0)  # (distinct terms covered, -start, end)
    for start in range(len(pieces)):
        used, covered, end = 0, set(), start
        while end < len(pieces) and used + len(pieces[end]) + 1 <= cap:
            used += len(pieces[end]) + 1
            covered |= found[end]
            end += 1
        if end == start:  # one piece longer than the cap: its head, if it matters
            covered, end = found[start], start + 1
        score = (len(covered), -start, end)
        if score[0] > best[0]:
            best = score
    start, end = -best[1], best[2]
    passage = " ".join(pieces[start:end])
    if len(passage) > cap:
        passage = passage[: max(0, cap - 1)].rstrip() + "…"
    elif end < len(pieces):
        passage += " …"
    return ("… " if start > 0 else "") + passage


def age(when: str, now: dt.datetime) -> str:
    """'2025-09-03' -> '2025-09-03, 14 months ago': the date a memory was said, and how stale it may be."""
    try:
        day = dt.date.fromisoformat(when[:10])
    except ValueError:
        return ""
    days = (now.date() - day).days
    if days < 0:
        ago = "in the future"
    elif days == 0:
        ago = "today"
    elif days == 1:
        ago = "yesterday"
    elif days < 14:
        ago = f"{days} days ago"
    elif days < 60:
        ago = f"{days // 7} weeks ago"
    elif days < 730:
        ago = f"{days // 30} months ago"
    else:
        ago = f"{days // 365} years ago"
    return f"{day.isoformat()}, {ago}"
