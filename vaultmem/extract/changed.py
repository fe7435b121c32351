"""A value the person changes in a later message, said in the note that first gave it (heuristic
extractor, offline).

"warnings: a reminder to the adjuster at 75% of the SLA, escalation to the team lead at 100%" … "make
it 80% then, day 8 clean. 80% for the reminder, escalation stays at 100%": the later message changes
one value of the earlier statement and keeps another. Alone it names neither the SLA nor the team
lead, and the earlier note alone would keep the value turned down. The change goes into the earlier
note ("Changed: …"), and the later message's notes that only say the new value go.

The later statement must share a value with the earlier one (the one it keeps) and a word that names
what the values are for, and bring a value of its own; so a later number about something else
changes nothing.
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING

from . import rules as R
from .base import Fact
from .code_names import unit_family
from .contrasts import INSTEAD
from .sentences import _content_words, clean
from .signals import WRITTEN_NUMBER, values

if TYPE_CHECKING:
    from ..capture.turns import Turn

CHANGE_WORDS = 20  # a longer statement says more than a change of value
# a change the person says is for what they asked to keep
_UPDATE_THE_NOTE = re.compile(r"\b(?:update|change|fix|correct)\b[^.!?]{0,20}\bnote\b|\bthe one to keep\b", re.I)


def changed_later(facts: list[Fact]) -> list[Fact]:
    """The facts, with each later change of a value folded into the person's earlier note that gave it
    (module docstring)."""
    out: list[Fact] = []
    for fact in facts:
        changes = _changes(fact, out)
        if not changes:
            out.append(fact)
            continue
        for earlier in changes:  # (every note that said the value turned down: "the threshold is 0.80", "2. 0.80")
            earlier.body = f"{earlier.body.rstrip()} Changed: {clean(fact.quote, None)}."
            earlier.title = _value_swapped(earlier.title, values(earlier.quote) - values(fact.quote),
                                           values(fact.quote) - values(earlier.quote), fact.quote)
        earlier = changes[0]
        new = values(fact.quote) - values(earlier.quote)
        # the same message's bare "make it 80% then" says nothing the change does not
        out = [f for f in out if not (f.turn_ids == fact.turn_ids and f.role == "user" and values(f.quote)
                                      and values(f.quote) & new and not values(f.quote) - new - values(earlier.quote)
                                      - _small(f.quote))]
    return out


def _value_swapped(title: str, gone: set[str], new: set[str], said: str) -> str:
    """The title with the one value turned down put as the one that replaced it ("… at 75% of the SLA"
    becomes "… at 80% of the SLA"); as it was when more than one changed."""
    olds = [m for m in re.finditer(r"\d[\d.,]*\d|\d", title) if values(m.group()) & gone]
    news = [m.group() for m in re.finditer(r"\d[\d.,]*\d|\d", said) if values(m.group()) & new]
    if len(gone) != 1 or len(new) != 1 or len(olds) != 1 or not news:
        return title
    return f"{title[:olds[0].start()]}{news[0]}{title[olds[0].end():]}"


def _small(text: str) -> set[str]:
    """Values of one digit ("day 8 clean"): a count said in passing, not a setting of its own."""
    return {v for v in values(text) if v.replace(".0", "").isdigit() and len(v.replace(".0", "")) == 1}


def _changes(fact: Fact, before: list[Fact]) -> list[Fact]:
    """The person's earlier notes whose values this later statement of theirs changes."""
    mine = values(fact.quote)
    kept_note = bool(_UPDATE_THE_NOTE.search(fact.quote))  # "update the note you keep, 0.83 is the threshold"
    if fact.role != "user" or fact.subject or not mine or len(fact.quote.split()) > CHANGE_WORDS + 10 * kept_note:
        return []
    words = {w for w in _content_words(fact.quote) if len(w) >= 5}
    found: list[Fact] = []
    for earlier in reversed(before):
        theirs = values(earlier.quote)
        if earlier.role != "user" or earlier.subject or earlier.turn_ids == fact.turn_ids or not theirs \
                or earlier.type not in ("fact", "decision", *(("preference",) if kept_note else ())):
            continue
        if mine & theirs and mine - theirs and words & _content_words(earlier.quote):
            found.append(earlier)
    return found


# "15 min ok" … "actually no, thinking about it: 5 minutes. the links end up in screenshots …"
_TAKES_BACK = re.compile(r"^\W*(?:(?:oh|hm+|ah|ok)\W+)?(?:actually,? no|no,? wait|wait|actually|on second thought|thinking about it)\b"
                         r"[^.!?\n]{0,30}?[\s,:;—–-]+", re.I)
_AMOUNT = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s?(ms|s|secs?|seconds?|mins?|minutes?|h|hours?|days?|%|[kmg]b)\b", re.I)


def taken_back(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """The facts, with a value the person agreed to in one message and took back in their next one
    ("15 min ok" - "actually no, …: 5 minutes. …") changed in the note that holds it: its title says the
    new value, its body what the person said instead."""
    said = [t for t in window if t.role == "user" and t.kind == "message" and t.text.strip()]
    at = {t.id: i for i, t in enumerate(window)}
    for before, later in zip(said, said[1:]):
        back = _TAKES_BACK.match(later.text)
        new = _AMOUNT.search(later.text, back.end()) if back else None
        if new is None:
            continue
        since = [t.id for t in window[at[before.id] - 1::-1] if t.role == "assistant"][:1]
        held = [f for f in facts if f.turn_ids and f.turn_ids[-1] in {before.id, *since} and f.type == "decision"
                and [m for m in _AMOUNT.finditer(f.title) if unit_family(m[2]) == unit_family(new[2]) and m[1] != new[1]]]
        if len(held) != 1:
            continue
        note = held[0]
        old = next(m for m in _AMOUNT.finditer(note.title) if unit_family(m[2]) == unit_family(new[2]))
        note.title = f"{note.title[:old.start()]}{new.group()}{note.title[old.end():]}"
        note.body = f"{note.body.rstrip()} Changed: {clean(later.text[back.end():].split(chr(10))[0], None)}."
        facts = [f for f in facts if f is note or f.turn_ids != [later.id] or not set(_AMOUNT.findall(f.quote)) <= {new.groups()}]
    return facts


def note_updated(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """The facts, with what the person asked to keep changed where a later message of theirs says so:
    "change of plan: 0.83, not 0.80. update the note you keep, 0.83 is the threshold" puts 0.83 in the
    title of "the SIU referral threshold is 0.80 …", and its body says the change."""
    at = {t.id: i for i, t in enumerate(window)}
    for turn in (t for t in window if t.role == "user" and t.kind == "message"):
        pair = INSTEAD.search(turn.text) if _UPDATE_THE_NOTE.search(turn.text) else None
        if pair is None:
            continue
        old = re.compile(rf"(?<![\d.]){re.escape(pair['old'])}(?![\d])")
        kept = [f for f in facts if f.role == "user" and f.type == "preference" and f.turn_ids
                and at.get(f.turn_ids[-1], len(window)) < at[turn.id] and old.search(f.quote) and turn.id not in f.turn_ids]
        for note in kept[-1:]:
            note.title = old.sub(pair["new"].rstrip(".,_"), note.title, count=1)
            note.body = f"{note.body.rstrip()} Changed: {clean(turn.text, None)}."
    return facts


# "then 30 is wrong. move to HDD at 60 days, the reanalysis wave is in the second month": an earlier value
# the person now calls wrong, with the one that replaces it in the same message
_SAID_WRONG = re.compile(r"(?:^|(?<=[.!?;]\s))\W*(?:(?:so|then|ok(?:ay)?|hm+|ah|ugh)\W+)*(?P<old>\d+(?:\.\d+)?)(?: \w+)? (?:is|was|'s) "
                         r"(?:wrong|too (?:short|long|low|high|small|big|early|late|soon|much|little))\b", re.I)


def said_wrong(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """The facts, with a value the person later calls wrong changed in the note that holds it: the new
    amount (the same unit, in the same message) in its body and title, and what the person said."""
    at = {t.id: i for i, t in enumerate(window)}
    for turn in (t for t in window if t.role == "user" and t.kind == "message"):
        wrong = _SAID_WRONG.search(turn.text)
        new = _AMOUNT.search(turn.text, wrong.end()) if wrong else None
        if new is None or new[1] == wrong["old"]:
            continue
        old = re.compile(rf"(?<![\d.]){re.escape(wrong['old'])}\s?(?={re.escape(new[2][:1])})", re.I)
        # (what was decided or asked for: an assistant's reading that named the old value stays as it was read)
        held = [f for f in facts if f.turn_ids and at.get(f.turn_ids[-1], len(window)) < at[turn.id]
                and (f.role == "user" or f.type in ("decision", "preference"))
                and any(m[1] == wrong["old"] and unit_family(m[2]) == unit_family(new[2]) for m in _AMOUNT.finditer(f.body))]
        for note in held[-1:]:
            note.title, note.body = (old.sub(f"{new[1]} ", x, count=1).replace("  ", " ") for x in (note.title, note.body))
            note.body = f"{note.body.rstrip()} Changed: {clean(turn.text[wrong.start():].split(chr(10))[0], None)}."
    return facts


# "the expedia markup_pct 15 in there is wrong, somebody bumped it without asking. 12.": a value the person
# calls wrong, and the right one said bare right after it
_WRONG_HERE = re.compile(r"(?P<what>[\w.:`-]+(?: [\w.:`-]+)?) (?P<old>\d+(?:\.\d+)?)\b(?: \w+){0,3} (?:is|was|'s) wrong\b", re.I)
_BARE_VALUE = re.compile(r"\s*(?P<new>\d+(?:\.\d+)?\s*%?)[.!]?(?=\s|$)")


def right_value_after(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """The facts, with a note that calls a value wrong joined to the value that replaces it, said bare
    right after: it is the right value that is kept ("Expedia markup_pct is 12, not 15")."""
    said = {t.id: t.text for t in window if t.role == "user"}
    for fact in facts:
        text = said.get(fact.turn_ids[0], "") if fact.turn_ids else ""
        wrong, at = _WRONG_HERE.search(fact.quote), text.find(fact.quote)
        rest = text[at + len(fact.quote):] if at >= 0 else ""
        # (a quote cut inside its sentence: the value comes after the sentence's end)
        skip = 0 if fact.quote.rstrip().endswith((".", "!", "?")) else re.match(r"[^.!?\n]*[.!?]?", rest).end()
        right = _BARE_VALUE.match(rest, skip) if wrong else None
        if right is None or right["new"].rstrip("% ") == wrong["old"]:
            continue
        fact.quote = text[at:at + len(fact.quote) + right.end()]
        what = re.sub(r"^(?:and|so|the|then)\s+", "", wrong["what"], flags=re.I)
        fact.title = f"{what[:1].upper()}{what[1:]} is {right['new'].strip()}, not {wrong['old']}"
        fact.body = f"{fact.body.rstrip()} Right value: {right['new'].strip()}."
    return facts


# "22% is too much, clerk will cry. ok back to 0.85 like the other lanes": the value the person set before,
# put back in place of the one they asked for earlier in the session
_BACK_TO = re.compile(r"(?:^|(?<=[.!?;]\s))\W*(?:(?:ok(?:ay)?|so|then|fine|no)\W+)*(?:(?:go|put it|set it|change it|revert(?: it)?)\s+)?"
                      r"back to (?P<new>\d+(?:\.\d+)?)(?![\d:]|\.\d)[^.!?\n]*", re.I)


def put_back(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """The facts, with the person's earlier value changed where a later message of theirs puts another
    back: one value of the same shape in the earlier note, and its key when the note names one
    ("min_confidence is 0.85"); the message's own notes that only say the value go."""
    at = {t.id: i for i, t in enumerate(window)}
    for turn in (t for t in window if t.role == "user" and t.kind == "message"):
        if (back := _BACK_TO.search(turn.text)) is None:
            continue
        new = back["new"]
        held = [f for f in facts if f.role == "user" and f.type in ("fact", "decision") and f.turn_ids
                and at.get(f.turn_ids[-1], len(window)) < at[turn.id]
                and len(olds := {v for v in WRITTEN_NUMBER.findall(f.quote) if ("." in v) == ("." in new)}) == 1 and new not in olds]
        if not held:
            continue
        note = held[-1]
        old = next(v for v in WRITTEN_NUMBER.findall(note.quote) if ("." in v) == ("." in new))
        key = re.search(rf"(?P<key>[A-Za-z][\w-]*[_.][\w.-]*\w|[a-z]+[A-Z]\w*)[\"']?\s*[:=]?\s*{re.escape(old)}(?![\d])", note.quote)
        note.title = f"{key['key']} is {new}" if key else re.sub(rf"(?<![\w.]){re.escape(old)}(?![\d])", new, note.title, count=1)
        note.body = f"{note.body.rstrip()} Changed: {clean(back.group().strip(), None)}."
        facts = [f for f in facts if f is note or f.turn_ids != [turn.id] or values(f.quote) - values(new)]
    return facts


def made_again(facts: list[Fact]) -> list[Fact]:
    """"make it 2 hours" … "make it 4 hours then": the person's later value for "it", in the same unit, replaces
    the earlier one; the later note keeps what the earlier one said "it" was about."""
    out: list[Fact] = []
    for fact in facts:
        new = _AMOUNT.search(fact.quote) if fact.role == "user" and R.VALUE_OF_IT.search(fact.quote) else None
        earlier = next((f for f in reversed(out) if new is not None and f.role == "user" and R.VALUE_OF_IT.search(f.quote)
                        and (old := _AMOUNT.search(f.quote)) and unit_family(old[2]) == unit_family(new[2])
                        and old[1] != new[1]), None)
        if earlier is not None:
            out.remove(earlier)
            about = re.search(r" About: .*$", earlier.body)
            fact.body = f"{fact.body.rstrip()}{about.group() if about and ' About: ' not in fact.body else ''}" \
                        f" Changed from: {clean(earlier.quote, None)}."
        out.append(fact)
    return out
