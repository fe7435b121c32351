"""A reply that settles the assistant's bulleted proposal: what was taken, changed or turned down
(heuristic extractor, offline).

"Proposal: - `callTimeout` 8s - 3 retries with exponential backoff (500ms × 2^n) plus random jitter
- on 429, wait for the `Retry-After` header" — "yes to all of it, but 2 retries, not 3". Or, item by
item: "start_date 2024-03-01, that's when the scanners went live. timezone UTC, not local. freshness
6h ok". The reply alone says little ("2 retries, not 3" of what?) and the proposal alone is not
what was decided; the note is the proposal's items as the reply left them: each taken item, a
changed one with its number replaced where the reply says which ("3 retries" -> "2 retries") or
followed by the reply's words where it does not, and nothing of an item turned down.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import numbered
from . import rules as R
from . import sentences as H
from .amended import amended
from .base import Fact
from .options import GENERIC_WORDS, lettered, options

if TYPE_CHECKING:
    from ..capture.turns import Turn

# what introduces a proposal rather than a report of work done or a list of facts found
_PROPOSES = re.compile(r"\b(?:proposal|propose[ds]?|plan|suggest\w*|recommend\w*|i'd|i would|starting point|would start"
                       r"|(?:two|three|four|five|a few) (?:changes|fixes)(?=(?: then)?\s*:)"  # "Two changes then: 1. … 2. …"
                       # "For a train we need to settle:": points laid out for the person to decide
                       r"|how about|what about|(?:need|have) to (?:settle|decide|agree on|pin down)|to decide)\b", re.I)
# options to choose from are picked (picks.py, either.py), not settled item by item
_ALTERNATIVES = re.compile(r"\b(?:options?|alternatives?|either|one of|which (?:one|of))\b", re.I)
# "yes to all of it", "params fine", "sounds good", "ok": the proposal taken as a whole
TAKES_ALL_WORDS = 8
_ALL_TAKEN = re.compile(r"^\W*(?:(?:yes|yeah|yep|ok(?:ay)?|sure|sounds good|looks good|lgtm|all good|agreed|perfect"
                        r"|all (?:yes|fine|ok(?:ay)?|agreed))\b"  # "all yes. raw stays on the NAS"
                        # "all three." to three changes proposed
                        r"|all (?:two|three|four|five|six|of (?:them|it|these|those))(?: (?:yes|ok|fine|good|please))?\W*(?:[.!,;]|$)"
                        r"|\w+ (?:fine|ok|good)\W*$|[^.!?\n]{0,40}\bas (?:you say|you said|proposed|suggested)\b)", re.I)
_TAKES = re.compile(r"\b(?:yes|ok(?:ay)?|fine|good|sure|agreed|keep)\b", re.I)
_TURNS_DOWN = re.compile(r"^\W*(?:(?:and|but)\s+)?(?:no|nope|drop|skip|not|don'?t|without|leave out)\b", re.I)
_REFUSES_ALL = re.compile(r"^\W*(?:no|nope|nah|none|neither|not (?:yet|now|like that))\b", re.I)
# "1 and 2 yes. 3 no: …", "correction on step 5: …": points answered by their numbers (replies.accepted
# and the corrections read those)
_BY_NUMBER = re.compile(r"^\W*1[.):]?[ \t]+\S[^\n]*?\s2[.):]?[ \t]+\S[^\n]*?\s3[.):]?[ \t]+\S"  # "1 room 2 workmanager 3 2000"
                        r"|\b(?:step|point|item|option|number|no\.|#)\s*\d{1,2}\b|^\W*(?:yes|ok|agreed|fine) (?:to|on|with|for) \d{1,2}\b|(?:^|\n|[.;]\s)\W*\d{1,2}(?:\s*(?:,|and|&|\+)\s*\d{1,2})*\s*(?:[:.)—-]\s|\s(?:yes|no|ok|fine|agreed|accepted)\b)",
                        re.I)
# "a and b yes. c …", "a fixed: day 3, … b one per retry. c unpaid …": points answered by their letters
_BY_LETTER = re.compile(r"^\W*[a-e](?:\s*(?:,|and|&|\+)\s*[a-e])*\s*(?:[.):!]|yes\b|no\b|ok\b|nah\b|now\b|$)"
                        r"|^\W*a\s[^\n]*?(?:[.!;]\s+|\n)b\s", re.I)
_VALUE = re.compile(r"\d[\w./:×^-]*")
_CHANGES = re.compile(r",? not \w|\binstead of\b|\brather than\b|\bmake it\b|\b(?:but|and) (?:no|not|without)\b", re.I)
ITEMS, REPLY_WORDS, STEM, NAMED = 2, 80, 5, 2
_STOP = frozenset("the and for with that this not but all you any other our are from into than then".split())


@dataclass
class _Item:
    text: str
    state: str = ""  # "taken" | "changed" | "down"
    said: list[str] = field(default_factory=list)  # the reply's sentences about it


def _words(text: str) -> set[str]:
    parts = re.findall(r"[A-Za-z]{3,}|\d+", re.sub(r"([a-z])([A-Z])", r"\1 \2", text))
    # "pods" names "pod", "requests" names "request"
    return {p.lower().removesuffix("s") if len(p) > 3 else p.lower() for p in parts if p.lower() not in _STOP}


def _shared(sentence: str, item: str) -> int:
    """How much the sentence names the item: "timeouts" names `proxy_read_timeout`, "freshness" names
    `FreshnessPolicy`. A word counts twice when it says which item the point is about: the word a
    point opens with ("workers: 2"), the item's own label ("Micro-batching: …"), a name the item writes
    as code, a number of two digits or more."""
    listed = _words(item)
    strong = _words(sentence.split(":", 1)[0]) if ":" in sentence[:30] else set()
    strong |= _words(item.split(":", 1)[0]) if ":" in item[:40] else set()
    strong |= _words(" ".join(re.findall(r"`[^`]+`|\b\w*[_\d]\w*\b", item)))
    strong |= _words(" ".join(either.groups())) if (either := re.search(r"\b(\w+) or (\w+)", item)) else set()  # "monthly or …"

    def names(w: str) -> str | None:
        return next((t for t in listed if w == t or (len(w) >= STEM and len(t) >= STEM
                                                      and (w.startswith(t) or t.startswith(w)))), None)
    hits = [(w, names(w)) for w in _words(sentence)]
    return sum(2 if w in strong or t in strong or (w.isdigit() and len(w) >= 2) else 1 for w, t in hits if t)


CLAUSE_WORDS = 5
_CLAUSE_YES = re.compile(r"\b(?:ok(?:ay)?|yes|fine|good|agreed)\W*$", re.I)


def _clauses(s: "H.Sentence") -> list["H.Sentence"]:
    """"200 ok, 24 hours ok, 5 s ok": one sentence that answers several items, a short clause each, every
    clause ending in its yes."""
    parts = [p for p in re.split(r"[,;]\s+", s.text) if p.strip()]
    if len(parts) < 2 or any(H._words(p) > CLAUSE_WORDS or not _CLAUSE_YES.search(p)
                             or not _CLAUSE_YES.sub("", p).strip(" ,.") for p in parts):  # "Yes, this is good": one yes
        return [s]
    return [H.Sentence(p, s.heading, s.list_item) for p in parts]


def _settle(items: list[_Item], said: list["H.Sentence"]) -> bool:
    """Mark each item by the reply's sentences; whether the reply took the proposal as a whole."""
    whole = False
    for s in said:
        if R.STANDING_ANYWHERE.search(s.text) or R.REMEMBER_ANYWHERE.search(s.text):
            continue  # "from now on no CPU limits on any of our deployments": a rule of its own, not this proposal's
        scores = [_shared(s.text, it.text) for it in items]
        # (the item it names most; "the generator." names one by its one word)
        need = 1 if H._words(s.text) <= 3 and scores.count(max(scores)) == 1 else NAMED
        named = [it for it, n in zip(items, scores) if n >= need and n == max(scores)]
        if _ALL_TAKEN.match(s.text) and (not named or re.search(r"\b(?:all|but|as (?:you say|you said|proposed|suggested))\b", s.text, re.I)):
            whole = True  # "yes to all of it, but 2 retries, not 3"
        for it in named[:1] if len(named) > 1 and not _TAKES.search(s.text) else named:
            values = set(_VALUE.findall(s.text)) - set(_VALUE.findall(it.text))
            it.said.append(s.text)
            state = "changed" if values or _CHANGES.search(s.text) else "down" if _TURNS_DOWN.match(s.text) else "taken"
            # turned down stays down ("Not fuzzy. Levenshtein 1 turns B12 into B21 …" gives its reason)
            it.state = "down" if "down" in (it.state, state) else "changed" if "changed" in (it.state, state) else state
    _values_placed(items, said)
    if any(_REST_TAKEN.match(s.text) for s in said):  # "compression after 7 days, not 3 … the rest is fine"
        for it in items:
            it.state = it.state or "taken"
    return whole


_REST_TAKEN = re.compile(r"^\W*(?:and\s+|but\s+)?(?:the rest|everything else|all the rest|the others?)(?: (?:is|are|looks?|sounds?))?"
                         r" (?:fine|ok(?:ay)?|good|great|agreed|as proposed|as you (?:said|say))\b", re.I)


_UNIT_VALUE = re.compile(r"\d+(?:\.\d+)?\s?(mb|gb|kb|px|ms|s|%|days?|hours?|minutes?|mins?)\b", re.I)


def _units(text: str) -> set[str]:
    return {u.lower().rstrip("s") or "s" for u in _UNIT_VALUE.findall(text)}


def _values_placed(items: list[_Item], said: list["H.Sentence"]) -> None:
    """A clause that gives a value in the unit of one item's value changes that item, even inside a
    sentence about another: "accept up to 15 MB in the form, …, 1200px not 800, …. caddy limit 20MB"
    changes the resize (800px) and the Caddy limit (10MB) too. Among items with the unit, the clause
    must name words of one."""
    for s in said:
        for part in re.split(r"[,;]\s+|(?<=[.!])\s+", s.text):
            units = _units(part)
            fits = [it for it in items if units and units & _units(it.text)]
            if len(fits) > 1:
                fits = [it for it in fits if H._content_words(part) & H._content_words(it.text) - GENERIC_WORDS]
            if len(fits) == 1 and not any(part in x for x in fits[0].said) and fits[0].state != "down":
                fits[0].said.append(part)
                fits[0].state = "changed"


def proposal_settled(reply: "Turn", previous: "Turn | None", facts: list[Fact], taken: list[Fact],
                     own_list: "Turn | None" = None) -> tuple[list[Fact], list[Fact]]:
    """The reply's own facts and what it takes from the previous message, with one decision for the
    proposal it settles in place of the notes on its parts (module docstring); `own_list` is the
    person's last message with a numbered list, which "1 and 3 yes. 2 no, …" answers when the
    previous message lists nothing."""
    if previous is None or _REFUSES_ALL.match(reply.text):
        return facts, taken
    if _BY_NUMBER.search(reply.text) or _BY_LETTER.match(reply.text) or numbered.ALL_BUT.match(reply.text):  # "1 … 2 yes. 3 yes, …"
        listed = previous if own_list is None or options(previous.text) else own_list
        return numbered.by_number(reply, listed, facts, taken)  # (which reads the answers' paragraph only)
    text = reply.text
    if H._words(text) > REPLY_WORDS:  # "yes to all of it. the dispatch row is … always …": the opening takes it whole
        first = next(iter(H.sentences(text)), None)
        if first is None or not _ALL_TAKEN.match(first.text) or H._words(first.text) > TAKES_ALL_WORDS:
            return facts, taken
        text = first.text
    found = list(H.LIST_LINE.finditer(previous.text))
    intro = previous.text[:found[0].start()] if found else ""
    if len(found) < ITEMS or not _PROPOSES.search(intro) or _ALTERNATIVES.search(intro):
        return facts, taken
    items = [_Item(m["text"].strip()) for m in found]
    if (code := re.search(r"```\w*\n(?P<code>[^`]{3,200}?)\n?```", intro)) is not None:
        items.insert(0, _Item(" ".join(code["code"].split())))  # "Proposal: ```queues: [mailers: 20, …]``` - …": its first item
    said = [c for s in H.sentences(text) if not s.text.rstrip().endswith("?") for c in _clauses(s)]
    whole = _settle(items, said)
    for it in items:
        it.state = it.state or ("taken" if whole else "")
    kept = [it for it in items if it.state in ("taken", "changed")]
    if not kept or not (whole or sum(1 for it in items if it.state) >= ITEMS):
        return facts, taken
    lines = []
    for it in kept:
        if _OPEN.search(it.text) and it.said:  # "Cadence: weekly or every two weeks …" - "every two weeks"
            lines.append(_answered(it))
            continue
        new, unsaid = it.text, []
        for sentence in it.said if it.state == "changed" else []:
            changed = amended(new, sentence)
            if changed is None and (_CHANGES.search(sentence) or set(_VALUE.findall(sentence)) - set(_VALUE.findall(new))):
                unsaid.append(H.clean(sentence, None))  # a change the item has no place for: the reply's words
            new = changed or new
        lines.append(H.clean(new, None) + (f" ({'; '.join(unsaid)})" if unsaid else ""))
    turned_down = [H.clean(it.text, None) for it in items if it.state == "down"]
    # a list, as the proposal was: one line per item reads better in the vault than one long sentence
    body = "Agreed:\n" + "\n".join(f"- {x}" for x in lines) \
        + ("\n\nNot:\n" + "\n".join(f"- {x}" for x in turned_down) if turned_down else "")
    about = [s.text for s in said if _is_about(s.text, items)]

    def covered(f: Fact) -> bool:  # a note on one item, or on the reply's words about them
        return bool(f.quote) and (any(f.quote in it.text or it.text in f.quote for it in items)
                                  or (f.turn_ids == [reply.id] and any(f.quote in x or x in f.quote for x in about)))
    title = H.clean("; ".join(lines))
    start = reply.text.find(about[0]) if about else -1
    quote = reply.text[start:reply.text.find(about[-1], start) + len(about[-1])] if about and start >= 0 else text.strip()
    note = Fact(title=title, body=body, type="decision", importance=0.7, quote=quote,
                turn_ids=[reply.id], role="user", tags=H._tags(body))
    return [*(f for f in facts if not covered(f)), note], [f for f in taken if not covered(f)]


# a point that leaves the choice to the person: alternatives, a question, options labelled (A), (B) …
_OPEN = re.compile(r"\?|\b(?:or|which|whether)\b|\([A-Ea-e]\)")
# "version B", "(b)": the option picked by its letter
_LETTER = re.compile(r"(?-i:\b(?P<upper>[A-E])\b)|\((?P<lower>[a-e])\)")


def _answered(item: _Item) -> str:
    """An open point as the reply settled it: its label, the option picked by letter if any, and the
    reply's own words ("Version scheme: CalVer YYYY.WW.patch … — version B, with week numbers")."""
    label = numbered.label(item.text)
    letters = lettered(item.text)
    picked = next((m["upper"] or m["lower"] for s in item.said for m in _LETTER.finditer(s)
                   if (m["upper"] or m["lower"]).lower() in letters), None)
    chosen = f"{H.clean(letters[picked.lower()], None)} — " if picked else ""
    return f"{label}: {chosen}{'; '.join(numbered.as_said(x) for x in item.said)}"


def _is_about(sentence: str, items: list[_Item]) -> bool:
    return any(sentence in it.said for it in items) or bool(_ALL_TAKEN.match(sentence))


# "the budget is 150, not 160", "so 14, not 7": a number said in place of another
_NEW_NOT_OLD = re.compile(r"(?<![\w.])(?P<new>\d+(?:\.\d+)?)\s*[a-z%]{0,3},?\s+not\s+(?P<old>\d+(?:\.\d+)?)(?!\w|\.\d)", re.I)
def _number_meant(body: str, number: str, said: str) -> int | None:
    """Where in the note the number a later "8, not 5" changes stands: its only place, or the one whose
    words just before it the later sentence names ("mailers 5" for "mailers max_attempts 8, not 5")."""
    places = [p.start() for p in re.finditer(rf"(?<![\w.]){re.escape(number)}(?!\w|\.\d)", body)]
    if len(places) <= 1:
        return places[0] if places else None
    shared = [len(_words(body[max(0, p - 30):p]) & _words(said)) for p in places]
    best = max(shared)
    return places[shared.index(best)] if best and shared.count(best) == 1 else None


# "min_child_samples=50": a setting named with its value, as code or plain
_NAMED_VALUE = re.compile(r"(?<![\w.])(?P<name>[A-Za-z_][\w.]*[A-Za-z_])\s*=\s*(?P<value>\d[\w.]*)")


# "TTL is 7 days now", "make the TTL 7 days": a setting named by a word, and its value
_SETTING_SAID = re.compile(r"\b(?P<w>[A-Za-z_][\w-]{1,30})\s+(?:is\s+|of\s+|to\s+|at\s+|=\s*|:\s*)?(?:now\s+)?"
                           r"(?P<n>\d[\d.,]*(?:\s?[a-zµ%]+)?)\b", re.I)


def _retold(body: str, said: str) -> str | None:
    """The settled note's body with the value a later message gives one of its settings in place of the
    one agreed: the setting is named by the same word in both, once in the note."""
    for m in _SETTING_SAID.finditer(said):
        word = m["w"]
        if word.lower() in _STOP or (len(word) < 4 and not word.isupper()) or m["n"] in body:
            continue
        place = re.compile(rf"(\b{re.escape(word)}\s+(?:is\s+|of\s+|to\s+|at\s+|=\s*|:\s*)?)\d[\d.,]*(?:\s?[a-zµ%]+)?\b", re.I)
        if not place.search(body):  # "- Cooldown between attempts, in minutes (0 for none): 30": the point's answer
            place = re.compile(rf"(\b{re.escape(word)}\b[^\n:;]{{0,60}}:\s*)\d[\d.,]*(?:\s?[a-zµ%]+)?\b", re.I)
        if len(place.findall(body)) == 1:
            return place.sub(lambda p, new=m["n"]: p.group(1) + new, body, count=1)
    return None


def kept_current(facts: list[Fact]) -> list[Fact]:
    """A settled proposal's items as they stand at the end of the session: a value the person picks
    later for one of them ("min_child_samples=50 over 100" after the proposal said
    `min_child_samples=20`) replaces the item's value, and the line says so. In place."""
    settled = [f for f in facts if f.body.startswith("Agreed:\n")]
    for note in settled:
        later = facts[facts.index(note) + 1:]
        for fact in (f for f in later if f.role == "user" and (m := _NEW_NOT_OLD.search(f.quote))):
            # "ok then the budget is 150, not 160": the number the note holds, changed; the note says so
            at = _number_meant(note.body, m["old"], fact.quote)
            if at is not None and fact in facts:
                note.body = note.body[:at] + m["new"] + note.body[at + len(m["old"]):] \
                    + f"\n\nChanged later in the session: {H.clean(fact.quote, None)}."
                facts.remove(fact)
        for fact in [f for f in later if "config" in f.tags and f.type == "fact"]:
            # "make the TTL 7 days" / "TTL is 7 days now" after "… a TTL of 24 hours …" was agreed
            if (retold := _retold(note.body, fact.quote)) is not None and fact in facts:
                note.body = f"{retold}\n\nChanged later in the session: {H.clean(fact.quote, None)}."
                facts.remove(fact)
        for fact in (f for f in later if f.role == "user" and f.type == "decision"):
            for m in _NAMED_VALUE.finditer(fact.title):
                old = re.compile(rf"(?<![\w.]){re.escape(m['name'])}\s*=\s*(?!{re.escape(m['value'])}\b)\d[\w.]*")
                if old.search(note.body):
                    note.body = old.sub(f"{m['name']}={m['value']}", note.body, count=1) \
                        + f"\n\nChanged later in the session: {m['name']}={m['value']}."
    return facts
