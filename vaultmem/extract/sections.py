"""What a person's own document lists under a heading that says it is decided (heuristic extractor,
offline).

"review my PR description before I open it: … ### Decisions - One path for both platforms: FCM HTTP
v1 for Android *and* iOS … - Quiet hours 21:00-08:00 for marketing pushes. …". Each item under a
"Decisions", "Rules" or "Conventions" heading is one settled thing, whether or not its sentence looks
like a rule: the heading says so. A page pasted from elsewhere ("their README:") is not the
person's (`pasted.pasted_page`), nor is a to-do list or a checkbox.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .base import Fact
from .pasted import page_span, pasted_page

if TYPE_CHECKING:
    from ..capture.turns import Turn

# "### Decisions", "## Key decisions", "**Rules**": a document's own heading (a "decisions:" line in a
# message marks its list items as kept in continues.remember_continues)
_HEADING = re.compile(r"^[ \t]*(?:#{1,4}[ \t]+|\*\*)(?:key |our |team |house |the |final )?"
                      r"(?P<kind>decisions?|decided|agreed|rules|conventions)(?:\*\*)?[ \t]*:?[ \t]*$", re.I | re.M)
_NEXT_HEADING = re.compile(r"^[ \t]*(?:#{1,4}[ \t]+\S|\*\*[^*\n]+\*\*[ \t]*:?[ \t]*$)", re.M)
_ITEM = re.compile(r"^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+(?!\[[ xX]\])(?P<text>\S[^\n]*(?:\n[ \t]{2,}\S[^\n]*)*)", re.M)
MIN_ITEM_WORDS = 4


# "what I confirm: JSON only for now, no PDF, … link: 48 hours, not 7 days. … CSV no" after a pasted
# ticket: the person's answer to it, one settled list in their own words
_CONFIRMS = re.compile(r"^\W*(?:what i (?:confirm|sign off on|agree (?:to|with))|i confirm|confirmed|what we (?:actually |really |finally )?agreed(?: on)?(?: internally)?)\s*:\s*", re.I | re.M)
CONFIRMED_WORDS = 90


def confirmed(turn: "Turn", facts: list[Fact]) -> list[Fact]:
    """The turn's facts with one decision for what the person confirms of the page they pasted, in place
    of the notes on its sentences."""
    text = turn.text
    m = _CONFIRMS.search(text)
    said = text[m.end():].split("\n\n")[0].strip() if m else ""
    if m is None and (page := page_span(text)) is not None:
        return _endorsed_by_label(turn, page, _confirmed_by_number(turn, page, facts))
    if not MIN_ITEM_WORDS <= H._words(said) <= CONFIRMED_WORDS:
        return facts
    quote = text[text.find(m.group().strip()):m.end() + len(said)].strip()  # from the label, so it owns its sentences
    note = Fact(title=H.clean(said), body=" ".join(H.clean(x.text, None) + "." for x in H.sentences(said)), type="decision",
                importance=0.7, quote=quote, turn_ids=[turn.id], role="user", tags=H._tags(said))
    return [f for f in facts if not (f.turn_ids == [turn.id] and f.quote in quote)] + [note]


def _confirmed_by_number(turn: "Turn", page: tuple[int, int], facts: list[Fact]) -> list[Fact]:
    """"---\n1. Conversion: DOCX goes to HTML with pandoc 3.5 …\n---\n\n1 and 2 stand as written. 3 is 6 columns
    now …": the person's answers by number, under the numbered page they pasted in the same message, read
    as a reply to it (numbered.by_number); its quotes are slices of the answers, so of the message."""
    from .numbered import by_number
    from .settled import _BY_NUMBER

    answers = re.sub(r"^\s*-{3,}[ \t]*(?:\n|$)", "", turn.text[page[1]:]).lstrip()  # after the closing rule
    if not answers or not _BY_NUMBER.search(answers):
        return facts
    reply, pasted = replace(turn, text=answers), replace(turn, text=turn.text[page[0]:page[1]])
    own, taken = by_number(reply, pasted, facts, [])
    asked = [f for f in facts if R.ASKS_THE_AGENT.search(f.quote) and f not in own]  # a request to remember stays its own note
    return own + taken + asked


# "R1. A published berth window is never edited in place; …" in a pasted RFC, then, in the person's own words
# after it, "R1 is ours and it holds from today": the item they take, by its label
_LABELLED = re.compile(r"^[ \t]*(?:[-*][ \t]+)?(?:\*\*)?(?P<label>(?:[A-Z]{1,3}-?)?\d{1,3}(?=(?:\*\*)?[.):][ \t])|\d{1,2}(?:\.\d{1,3})+)(?:\*\*)?[.):]?[ \t]+(?P<text>\S[^\n]*(?:\n[ \t]+[^\s\d-][^\n]*)*)", re.M)  # (a wrapped item's indented lines)
# "R1 is ours", "number 4 is very much ours and still stands": an item named by its label or its number
# ("1 is right and we already have it", "4 yes, do it": a point answered by its bare number, opening the line)
_ANSWERED = r"(?=\s*(?::|,|\s(?:is|are|yes|yep|ok|no|stands|holds)\b))"  # "1 is right", "2: no", "4 yes, do it"
_LABEL = re.compile(rf"\b[A-Z]{{1,3}}-?\d{{1,3}}\b|(?<![\d.])\d{{1,2}}(?:\.\d{{1,3}})+\b(?!\.\d)|\b(?:number|no\.|point|item|rule|step|#)\s*(?P<n>\d{{1,3}})\b"
                    rf"|^(?P<m>\d{{1,2}}){_ANSWERED}", re.I)
# ("step 3 is right, keep that", "step 4 yes too")
_BARE_POINT = re.compile(rf"^[ \t]*\d{{1,2}}{_ANSWERED}", re.M | re.I)
BARE_POINT_LINES = 2


def answers_points(text: str) -> bool:
    """The message answers numbered points line by line ("1 is right …\n2: no, …\n4 yes, do it")."""
    return len(_BARE_POINT.findall(text)) >= BARE_POINT_LINES
_TAKES = re.compile(r"\b(?:is|are) (?:ours|in force|agreed|accepted|approved|the rule|good|fine|right|correct|still (?:right|true|valid))\b"
                    r"|\bkeep (?:that|this|it)\b|\b(?:yes|agreed)\b(?=\W*(?:too|as well|also)?\W*(?:[,;.—–]|$))|\b(?:holds?|stands?|applies|binds?|bites?)\b"
                    r"|\b(?:we|i) (?:keep|take|adopt|accept|agree (?:to|with)|follow)\b|^\W*(?:yes|agreed|accepted)\b", re.I)
_REFUSES = re.compile(r"\bno\b|\bnot\b|n't\b|\bleave (?:it|that|them) out\b|\breject|\bdrop\b|\bskip\b|\bnever mind\b", re.I)


_POINTS_AT_IT = re.compile(r"^\W*(?:(?:and|so)\s+)?(?:(?:make|keep|treat|consider|take)\s+)?(?:that|this|it)\b(?!\s+(?:is|was)\b)", re.I)


def _joined_items(text: str, marks: list["re.Match[str]"], at: int, items: dict[str, str], page: str) -> tuple[str | None, int]:
    """The item the label at `at` names, or the slice of the page from it through the items joined to it by
    "and" ("R1 and R2 yes"), with the index of the first label after them."""
    last = at
    while last + 1 < len(marks) and re.fullmatch(r"\s*(?:and|&|,|\+)\s*", text[marks[last].end():marks[last + 1].start()]) \
            and _key(marks[last + 1]) in items:
        last += 1
    first, said = items.get(_key(marks[at])), items.get(_key(marks[last]))
    if first is None or said is None or last == at:
        return first, at + 1
    start = page.find(first)
    end = page.find(said, start) + len(said)
    return (page[start:end] if start >= 0 and end > start else first), last + 1


def _key(mark: "re.Match[str]") -> str:
    return (mark["n"] or mark["m"] or mark.group()).upper()  # ("r1 is ours" takes "R1.")


def _item_text(said: str) -> tuple[str, str]:
    """The note's text of an item (or of items joined by "and", without their labels) and its title: without
    a short heading ("Loan history. A patron's …"), and the first item's sentence when several are joined."""
    whole = " ".join(re.sub(r"\n[ \t]*(?:[-*][ \t]+)?(?:\*\*)?[A-Z]{0,3}-?\d{1,3}(?:\.\d{1,3})*(?:\*\*)?[.):]?[ \t]+", "\n", said).split())
    titled = re.sub(r"^(?:[\w-]+ ){0,3}[\w-]+\.\s+(?=(?:\S+\s+){3})", "", whole)
    return whole, re.split(r"(?<=[.!?])\s+", titled, maxsplit=1)[0] if "\n" in said else titled


def endorsed_later(turn: "Turn", paged: "Turn | None", facts: list[Fact]) -> list[Fact]:
    """The turn's facts, with a note per labelled item of the page the person pasted in an earlier message
    that this one takes ("here's the runbook: … 3. WAN up but tills offline: call the store manager …",
    then, after the agent's question, "step 3 is right, keep that")."""
    page = page_span(paged.text) if paged is not None and paged is not turn else None
    return facts if page is None else _endorsed_by_label(turn, page, facts, paged)


def _endorsed_by_label(turn: "Turn", page: tuple[int, int], facts: list[Fact], paged: "Turn | None" = None) -> list[Fact]:
    """One note per labelled item of the pasted page that the person's own words after it take ("R1 is
    ours"), with what they said of it; their sentence is not a note of its own. `paged`: the earlier
    message that holds the page, when the words are in a later one."""
    source = paged or turn
    text = turn.text
    items = {m["label"].upper(): m["text"].strip() for m in _LABELLED.finditer(source.text, page[0], page[1])}
    notes, used = [], []
    own = list(H.sentences(text if paged else text[page[1]:])) if items else []
    for k, s in enumerate(own):
        marks, skip = list(_LABEL.finditer(s.text)), 0
        for at, mark in enumerate(marks):  # each label's clause runs to the next label
            if at < skip:
                continue
            said, skip = _joined_items(s.text, marks, at, items, source.text)  # ("R1 and R2 yes": one answer, one note)
            clause = mark.group() + s.text[marks[skip - 1].end():marks[skip].start() if skip < len(marks) else len(s.text)]
            if mark["m"] and not answers_points(text):
                continue  # bare numbers answer points only line by line ("1 is right\n2: no, …\n4 yes, do it")
            # ("step 4 yes too, … no pages": the "no" is the item's; "5: yes, and …": the word after the label's colon)
            head = re.split(r"[,;.—–:]", clause[len(mark.group()):].lstrip(" :"), maxsplit=1)[0]
            if said is None or not ((_TAKES.search(head) and not _REFUSES.search(head))
                                    or (_TAKES.search(clause) and not _REFUSES.search(clause))):
                continue
            after = own[k + 1].text if k + 1 < len(own) and not _LABEL.search(own[k + 1].text) else ""
            # ("4.2 is the one that binds us. consider it standing — …": the next sentence says how long)
            kind = "preference" if any(R.STANDING.search(x) or R.REMEMBER_ANYWHERE.search(x) for x in (said, clause, after)) \
                else "decision"
            whole, title = _item_text(said)
            told = [s.text, *([after] if _POINTS_AT_IT.match(after) else [])]  # ("… make that the rule for every …")
            notes.append(Fact(title=H.clean(title),
                              body=" ".join(H.clean(x, None) + "." for x in (whole, *told)), type=kind,
                              importance=0.8, quote=said, turn_ids=[source.id], role="user",
                              tags=H._tags(whole, ("rules",) if kind == "preference" else ())))
            used += told
    # (a note whose quote runs from the page's last line into the answer is the answer's: "… court order.\n---\n\n4.2 is …")
    return [f for f in facts if not any(f.turn_ids == [turn.id] and (f.quote in u or u in f.quote) for u in used)] + notes


def decided(turn: "Turn", facts: list[Fact]) -> list[Fact]:
    """The turn's facts with one note per item under a heading that says it is decided, in place of
    the notes on that item's sentences (module docstring)."""
    text, notes, page = turn.text, [], pasted_page(turn.text)
    for heading in _HEADING.finditer(text):
        if 0 <= page <= heading.start():
            continue  # "their README: … ## Rules …": the page's rules, not the person's
        end = _NEXT_HEADING.search(text, heading.end())
        section = text[heading.end():end.start() if end else len(text)]
        kind = "preference" if heading["kind"].lower() in ("rules", "conventions") else "decision"
        for item in _ITEM.finditer(section):
            said = " ".join(item["text"].split())
            if H._words(said) < MIN_ITEM_WORDS:
                continue
            tags = H._tags(said, ("rules",) if kind == "preference" else ())
            said = " ".join(said.split())
            notes.append(Fact(title=H.clean(said), body=H.clean(said, None) + ".", type=kind, importance=0.7,
                              quote=item["text"].strip(), turn_ids=[turn.id], role="user", tags=tags))
    # "- save to memory: a breaking change only ever ships as …": a request to remember stays the person's note
    asked = [f for f in facts if f.type == "preference" and R.REMEMBER_ANYWHERE.search(f.quote)]
    notes = [n for n in notes if not any(n.quote in f.quote or f.quote in n.quote for f in asked)]
    if not notes:
        return facts
    kept = [f for f in facts if f in asked or not any(f.turn_ids == n.turn_ids and (f.quote in n.quote or n.quote in f.quote)
                                                      for n in notes)]
    return kept + notes
