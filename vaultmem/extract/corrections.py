"""A statement the person corrects in their next message (heuristic extractor, offline).

"remember: release tags are signed with the ops key" … "actually no, scratch that — tags are signed
with the release-bot key, not the ops key"; "pin this: the changelog lives in docs/CHANGES.md" …
"sorry, correction: it's CHANGELOG.md at the root". Keeping the first statement would keep what the
person said is wrong: the note says the correction, and what it corrects, with the correction as its
quote. Only a correction about the same thing counts ("wait, one more thing: …" corrects nothing).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .base import Fact
from .dates import WEEKDAYS
from .options import GENERIC_WORDS

if TYPE_CHECKING:
    from ..capture.turns import Turn

CORRECTION_SENTENCES = 2
# "scratch that, keep the cron job": an order about the work just done, which names the rule's subject
# only in passing ("the library box" is not the library mail) unless it shares SHARED_WORDS with it
_UNDO_WORK = re.compile(r"^\W*(?:keep|leave|revert|undo|remove|delete|drop|restore|put back|go back to|roll back)\b", re.I)
SHARED_WORDS = 2
_MARK = (r"(?:actually,? no|no,? wait|wait|sorry|correction|scratch that|my bad|oops|i was wrong|i mean|err+"
         # "hmm no, I was wrong — …", "actually scratch that, …": a bare "no" or "actually" before another mark
         r"|(?:no|actually)(?=\W+(?:i was wrong|wait|sorry|scratch that|correction|my bad)\b)"
         # "actually make that 2.0s": the value just said, said again
         r"|actually(?=,?\s+make (?:that|it)\b))")
# "actually no, scratch that — …", "sorry, correction: …", "wait, make that fix/<ticket>, …"
_CORRECTS = re.compile(rf"^\W*(?:(?:oh|hm+|ugh|ah)\W+)?{_MARK}\b(?:[\s,.:;!—–-]*{_MARK}\b)*[\s,.:;!—–-]*", re.I)
# a correction said after some context in the same message: "hm, wait. Priya says we moved off timers.
# correction to what I said: the worker runs under supervisord" — what follows the label is the fact
# what a later message says it corrects: "replace what I said about …", "update your note from earlier: …"
_WHAT_I_SAID = r"what i (?:said|told you)"
_NOTE_UPDATE = (r"(?:update|fix|correct|change) (?:(?:your|the|my|that|this) notes?(?: from (?:earlier|before|last time))?"
                r"|(?:the|those|these) (?P<thing>(?:[\w-]+ ){1,4}?)i (?:gave|told|sent)(?: you)?)")  # "update the run times I gave you: …"
_CORRECTS_HERE = re.compile(r"(?:^|(?<=[.!?;]\s)|\n)\W*(?:(?:one more thing|also|and|but|ok|oh|so),?\s+)?"
                            r"(?:correction(?: to (?:what i (?:said|told you)|that|my last message|the above))?(?: earlier)?"
                            r"|let me correct (?:that|myself|what i said)(?: earlier)?"
                            # "replace what I said about the 15 minutes: it is 10 minutes"
                            rf"|(?:replace|change|fix|update) {_WHAT_I_SAID}(?: (?:about|on|for) [^:.\n]{{1,40}})?"
                            rf"|{_NOTE_UPDATE})\s*:\s*", re.I)  # "update your note from earlier: it doesn't run at 02:00, …"
# what points at the value said before: "make that fix/<ticket>", "it's CHANGELOG.md", "should be 8443"
_POINTS_AT_IT = re.compile(r"^(?:make (?:that|it)|it'?s|it is|that'?s|that is|should be|not \S+ but)\b", re.I)


_ASKING_WORDS = frozenset(("rememb", "note", "forget", "mind", "memory", "record"))
# a value as people write one: a path, a file, a version, a placeholder, code ("fix/<ticket>", "CHANGELOG.md")
_VALUE = re.compile(r"`[^`\n]+`|(?<![\w/])[\w.<>@:-]*(?:[/._<]|\d)[\w./<>@:-]*[\w>]")


def _swapped(title: str, statement: str) -> str:
    """The first statement's title with its value swapped for the one the correction points at
    ("Hotfix branches are named hotfix/<ticket>" + "make that fix/<ticket>, …" -> "… named fix/<ticket>")."""
    new = _VALUE.search(statement)
    old = [m.group() for m in _VALUE.finditer(title)]
    if new is None or not old:
        return H.clean(f"Correction: {statement}")
    return H.clean(title.replace(old[-1], new.group(), 1))


def corrected_later(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """The person's statements, each replaced by the correction their next message makes of it."""
    said = [t for t in window if t.role == "user" and t.kind == "message" and t.text.strip()
            and not t.is_sidechain and not R.HARNESS.search(t.text[:400])]
    following = {a.id: b for a, b in zip(said, said[1:])}
    out = []
    for fact in facts:
        nxt = following.get(fact.turn_ids[0]) if fact.role == "user" and fact.type in ("preference", "fact") \
            and len(fact.turn_ids) == 1 else None
        correction = _correction(nxt, fact, named=_names_it(nxt.text, fact)) if nxt is not None else None
        if correction is None and nxt is not None:  # "replace what I said about the 15 minutes: …", turns later
            later = said[[t.id for t in said].index(nxt.id) + 1:]
            correction = next((c for t in later if _names_it(t.text, fact) and (c := _correction(t, fact, named=True))), None)
        said_there = next((f for f in facts if correction is not None and f.turn_ids == correction.turn_ids
                           and (f.quote in correction.quote or correction.quote in f.quote)), None)
        if said_there is not None:  # the correcting message made its own note: it says what stands now
            said_there.body = f"{said_there.body.rstrip()} Corrects: {H.clean(fact.quote, None)}."
            if correction.title != H.clean(correction.quote):  # "make that 2.0s": titled by what it now says
                said_there.title = correction.title
            continue
        out.append(correction or fact)
    return out


# "replace what I said about the 15 minutes: …": a correction that names what it corrects
_SAID_ABOUT = re.compile(rf"\b{_WHAT_I_SAID} (?:about|on|for) (?:the |my )?(?P<what>[^:.\n]{{2,40}}):", re.I)


_SUMS_UP = re.compile(r"^\W*(?:so|that makes(?: it)?|i\.e\.?|meaning)\s+(?=\S*\d)", re.I)
_NOTE_UPDATED = re.compile(rf"\b{_NOTE_UPDATE}\s*:(?P<rest>.*)", re.I | re.S)
_TIME_OR_NUMBER = re.compile(r"\d+(?:[:.]\d+)*")


def _names_it(text: str, fact: Fact) -> bool:
    """The later message names what it corrects: by what was said about it, or by a value of it
    ("update your note from earlier: it doesn't run at 02:00")."""
    about, note = _SAID_ABOUT.search(text), _NOTE_UPDATED.search(text)
    if note is not None:  # "your note": what the person asked to keep
        return R.REMEMBER_ANYWHERE.search(fact.quote) is not None \
            and bool(set(_TIME_OR_NUMBER.findall(note["rest"])) & set(_TIME_OR_NUMBER.findall(fact.quote)))
    return about is not None and about["what"].strip().lower() in fact.quote.lower()


# "8 threads" … "actually no, keep it at 4 threads": an amount of the same thing, said again with another number
_AMOUNT = re.compile(r"\b(\d+(?:\.\d+)?)\s*([a-z]{3,})\b", re.I)


def _new_amount(statement: str, earlier: str) -> bool:
    said = {(unit.lower(), n) for n, unit in _AMOUNT.findall(earlier)}
    return any(unit.lower() == u and n != m for n, unit in _AMOUNT.findall(statement) for u, m in said)


def _correction(turn: "Turn", fact: Fact, named: bool = False) -> Fact | None:
    """The correction `turn` makes of `fact`; `named`: the turn names what it corrects, so it need not
    share words with it."""
    mark = _CORRECTS_HERE.search(turn.text) or _CORRECTS.match(turn.text)
    if mark is None or R.CHATTER.search(turn.text):
        return None
    said = list(H.sentences(turn.text[mark.end():]))
    if said and said[0].text.rstrip().endswith("?") and not named:
        return None  # "wait. did you just run the tests against staging?": alarm, not a correction
    # "… the second run is 14:30. so 09:30 and 14:30, forget the 15:00": the values as they now stand
    summed = next((i for i, x in enumerate(said[CORRECTION_SENTENCES:CORRECTION_SENTENCES + 2], CORRECTION_SENTENCES)
                   if _SUMS_UP.match(x.text)), None)
    kept = [x for x in said[:CORRECTION_SENTENCES if summed is None else summed + 1] if not x.text.rstrip().endswith("?")]
    if not kept:
        return None
    statement = kept[0].text
    # what the statement says, not how it was asked ("I just remembered …" shares nothing with "remember …")
    shared = (H._content_words(statement) - GENERIC_WORDS - _ASKING_WORDS) & H._content_words(f"{fact.title} {fact.quote}")
    if not named and not _new_amount(statement, fact.quote) and (not shared or (len(shared) < SHARED_WORDS and _UNDO_WORK.match(statement))) and not _POINTS_AT_IT.match(statement):
        return None  # "wait, one more thing: …" is another matter
    if (quote := _span(turn.text, kept[0].text, kept[-1].text)) is None:
        return None
    title = H.clean(statement) if not _POINTS_AT_IT.match(statement) else _swapped(fact.title, statement)
    if summed is not None:  # "update the run times I gave you: … so 09:30 and 14:30, forget the 15:00"
        values = re.split(r",\s*(?:forget|not|scratch|drop|never mind)\b", _SUMS_UP.sub("", said[summed].text))[0]
        title = H.clean(f"{mark['thing'].strip()}: {values}" if mark.groupdict().get("thing") else values)
    instead = re.search(r"(?P<new>\d[\w:]*(?:\.\d+)?)\b[^.;]{0,30}?,? not (?P<old>\d[\w:]*(?:\.\d+)?)", statement)  # "15000 per pod, not 20000"
    if named and instead is not None and re.search(rf"\b{re.escape(instead['old'])}\b", fact.title):
        title = re.sub(rf"\b{re.escape(instead['old'])}\b", instead["new"], fact.title, count=1)
    body = " ".join(H.clean(x.text, None) + "." for x in kept) + f" Corrects: {H.clean(fact.quote, None)}."
    return Fact(title=title, body=body, type=fact.type, importance=fact.importance, scope=fact.scope,
                quote=quote, turn_ids=[turn.id], role="user", tags=fact.tags)


# "wait, scratch the GOMAXPROCS=2 thing — …", "forget the redis idea": a later message that names what it
# takes back, however many turns after it was said
_SCRATCHED = re.compile(r"\b(?:scratch|scrap|ditch|forget|ignore|disregard|drop)\s+(?:what i said about\s+)?(?:the|my|that)\s+"
                        r"(?:(?P<what>\.?[^\s,.;:!?—–]+(?:\s+[^\s,.;:!?—–]+){0,2}?)\s+(?:thing|part|bit|idea|rule|one)\b"
                        # "scrap the ecb_rates fetcher": what it takes back named by its code name
                        r"|`?(?P<code>[\w-]+[_.][\w.-]*\w)`?(?=\s+[a-z]+\b)"
                        # "ok forget the polling then. push subscriptions, …": a way of working, by its -ing word
                        r"|(?P<doing>[a-z]{4,}ing)(?=\s*(?:then|idea|approach|plan)?\s*(?:[.,;:!—–]|$))"
                        # "Forget the SSE, we do the polling": a thing named by its capitals
                        r"|(?-i:(?P<named>[A-Z][A-Za-z0-9.+-]*[A-Z0-9][A-Za-z0-9.+-]*))(?=\s*(?:then|idea|approach|plan)?\s*[.,;:!—–]))"
                        # "wait, scrap 01:00.": a value said before, taken back by itself
                        r"|\b(?:scratch|scrap|forget|drop)\s+(?:the\s+)?(?P<value>\d{1,2}:\d{2}|\d+(?:\.\d+)?\s*[a-z%]{0,7}"
                        # "ok scrap monday: sunday 18:00", "scratch the 21:00 cutoff. ops moved it to 22:30"
                        rf"|{'|'.join(WEEKDAYS)})(?:\s+[a-z]{{3,}}){{0,2}}(?=\s*[.,;:!—–]|$)", re.I)
# "scratch what I asked you to keep earlier", "that replaces what I told you to save": the last thing
# the person asked to keep
_SCRATCHED_KEPT = re.compile(r"\b(?:(?:scratch|scrap|forget|ignore|disregard|drop|undo)|(?:that|this|it) (?:replaces|overrides|supersedes))"
                             r"\s+(?:what\s+|the\s+(?:[\w-]+\s+){0,3}?)(?:that\s+)?"  # "forget the hard delete I told you to memorise"
                             r"i (?:(?:asked you to|told you to|wanted you to|said to)\s+(?:keep|remember|save|store|note|memori[sz]e)\b"
                             r"|(?:pinned|saved|noted|stored)\b)"  # "forget what I pinned before: …"
                             # "no wait, forget that, harbor gets switched off …. remember this instead: …"
                             r"|\b(?:forget|scratch|scrap|ignore|disregard) (?:that|this|it)\b(?=[^?]{0,160}?\b(?:remember|keep|note|save|store)"
                             r" (?:this|that) instead\b)", re.I)


_NAMES = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?:=[\w.-]+)?")  # JAX_PLATFORMS=cpu, max_retries


def scratched_earlier(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """The person's earlier statements a later message of theirs takes back, by name or as "what I asked
    you to keep": the earlier note goes, and the later message's note says what it corrects."""
    out = list(facts)
    at = {t.id: i for i, t in enumerate(window)}
    for turn in (t for t in window if t.role == "user" and t.kind == "message"):
        named, kept = _SCRATCHED.search(turn.text), _SCRATCHED_KEPT.search(turn.text)
        what = (named["what"] or named["code"] or named["value"] or named["named"] or named["doing"][:-3]).strip("`'\" ").lower() \
            if named else ""
        # (a name said again after it is kept: "scratch the redis thing, redis stays for sessions"; "not minimal" is not)
        # (a value may be said again in another role: "scrap 01:00. the backups run 01:00 to 02:30")
        if not kept and (len(re.sub(r"\W", "", what)) < 3
                         or (not named["value"] and re.search(rf"(?<!not ){re.escape(what)}(?![^.;]{{0,40}}\bwould\b)",
                                                              turn.text[named.end():].lower()))):
            continue
        before = [f for f in out if f.role == "user" and f.turn_ids and at.get(f.turn_ids[-1], -1) < at[turn.id]]
        gone = [f for f in before if what and what in f.quote.lower()] if not kept else \
            [f for f in before if f.type == "preference" and R.REMEMBER_ANYWHERE.search(f.quote)][-1:]
        if not gone and not kept:  # "scratch the CPU-only-everywhere thing. JAX_PLATFORMS=cpu only in CI": by the setting it names
            gone = [f for f in before if _NAMES.findall(turn.text[named.end():]) and set(_NAMES.findall(f.quote)) & set(_NAMES.findall(turn.text[named.end():]))]
        now = next((f for f in out if f.turn_ids == [turn.id]), None)
        if now is None and gone and named is not None and (instead := _said_instead(turn, named.end())) is not None:
            out.append(now := instead)  # "then no, scrap the ecb_rates fetcher. read from the ledger's fx_rates …"
        if now is not None and named is not None:
            _value_replaced(now, gone, named["value"])
            rest = re.split(r"(?<=[.!?])\s", turn.text[named.end():].lstrip(" ,;:—–-"), maxsplit=1)[0]
            # (after a colon the title drops the label itself: "scrap monday: sunday 18:00 local time")
            if gone and turn.text[named.end():named.end() + 1] == "," and H._words(rest) >= H.MIN_WORDS \
                    and re.match(r"\W*(?:scratch|scrap|ditch|forget|ignore|disregard|drop)\b", now.title, re.I):
                now.title = H.clean(rest)  # "scratch the 13 months from before, 180 days is what you hang on to now"
        for earlier in gone:
            out.remove(earlier)
            if now is not None and f"Corrects: {H.clean(earlier.quote, None)}." not in now.body:
                now.body = f"{now.body.rstrip()} Corrects: {H.clean(earlier.quote, None)}."
    return out



_WITH_UNIT = r"\d+(?:\.\d+)?\s(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)"


def _value_replaced(now: Fact, gone: list[Fact], value: str | None) -> None:
    """"scratch the 21:00 cutoff. ops moved it to 22:30 …, 22:30 is the one to keep": the new note is
    the earlier statement with the new value in the old one's place, and kept as the earlier was."""
    old = value.strip() if value and len({g.quote for g in gone}) == 1 else ""
    # ("scratch the 13 months from before, 180 days is what you hang on to now": a number with its unit)
    shape = r"\d{1,2}:\d{2}" if re.fullmatch(r"\d{1,2}:\d{2}", old) else _WITH_UNIT if re.fullmatch(_WITH_UNIT, old) else r"\d+(?:\.\d+)?"
    # (the value said most: "moved it to 22:30, because the trucks arrive around 22:00. 22:30 is the one …";
    # none when two are said as often: "the backups run 01:00 to 02:30 … 03:30. that's the time")
    said_now = f"{now.quote} {now.body.split('Corrects:')[0]}"  # (a note's body may say more than its quote)
    new = [m for m in re.findall(rf"(?<![\w.:]){shape}(?![\w:]|\.\d)", said_now) if m != old]
    counts = sorted((new.count(v) for v in set(new)), reverse=True)
    said = next((x.text for x in H.sentences(gone[0].quote) if old in x.text), None) if old else None
    if said is None or not new or not re.fullmatch(shape, old) or (len(set(new)) > 1 and counts[0] == counts[1]):
        return
    start = said.rfind(": ", 0, said.find(old)) + 1  # (after a request's own lead-in: "keep this …: the order cutoff …")
    now.title = H.clean(said[start:].replace(old, max(new, key=new.count), 1).strip())
    now.type = gone[0].type


def _said_instead(turn: "Turn", after: int) -> Fact | None:
    """What a message that takes something back says in its place: the sentences after the clause that
    takes it back (up to CORRECTION_SENTENCES, no questions), as a decision."""
    rest = turn.text[after:]
    said = [x for x in H.sentences(rest) if H._words(x.text) >= 2][:CORRECTION_SENTENCES]
    said = [x for x in said if not x.text.rstrip().endswith("?")]
    if not said or H._words(said[0].text) < 3 or R.CHATTER.search(said[0].text) or R.TRANSIENT.search(said[0].text):
        return None
    first = said[0].text.lstrip(" .;:,")  # (the clause that took it back ends where the sentence starts)
    if (quote := _span(turn.text, first, said[-1].text, after)) is None:
        return None
    body = " ".join(H.clean(x.text.lstrip(" .;:,"), None) + "." for x in said)
    return Fact(title=H.clean(first), body=body, type="decision", importance=0.7, quote=quote,
                turn_ids=[turn.id], role="user", tags=H._tags(body))


def _span(text: str, first: str, last: str, after: int = 0) -> str | None:
    """The stretch of `text` from the sentence `first` (at or after `after`) to the end of `last`."""
    start = text.find(first, after)
    end = text.find(last, start) + len(last) if start >= 0 else -1
    return text[start:end] if start >= 0 and end > start else None


# "retention 7 for now" … "finance pinged: reporting keeps backups as long as billing. so 14, not 7": a
# value said again in two numbers, which names its setting only through where the old one was said
_NUMBER_FOR_NUMBER = re.compile(r"(?:^|(?<=[.!;]\s))\W*(?:(?:so|ok(?:ay)?|then|make it|use|rather)\W+)?"
                                r"(?P<new>\d[\w.]*)\s*,?\s+not\s+(?P<old>\d[\w.]*)\W*$", re.I)
_FOR_A_WHILE = re.compile(r"\s*\b(?:for now|for the moment|at the moment|right now|to start with)\b", re.I)


def number_for_number(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """A note for each "so 14, not 7": the earlier sentence that said 7, with 14 in its place, the
    correcting message's reasons in the body and the message itself as the quote."""
    out = list(facts)
    for i, turn in enumerate(window):
        said = _NUMBER_FOR_NUMBER.search(turn.text) if turn.role == "user" and turn.kind == "message" else None
        if said is None:
            continue
        old = re.compile(rf"(?<![\w.]){re.escape(said['old'])}(?![\w.])")
        earlier = next((s.text for t in reversed(window[:i]) if t.role == "user" and t.kind == "message"
                        for s in H.sentences(t.text) if old.search(s.text) and not s.text.rstrip().endswith("?")), None)
        if earlier is None or H._words(earlier) > H.MAX_WORDS:
            continue
        title = H.clean(_FOR_A_WHILE.sub("", old.sub(said["new"], earlier, count=1)))
        why = H.clean(turn.text[:said.start()].strip(), None) if said.start() else ""
        body = f"{title}.{' ' + why + '.' if why else ''} Corrects: {H.clean(earlier, None)}."
        mine = next((f for f in out if f.turn_ids == [turn.id]), None)
        if mine is not None:  # the message made its note already: it carries the value too
            mine.body = f"{mine.body.rstrip()} {title}. Corrects: {H.clean(earlier, None)}."
            continue
        out.append(Fact(title=title, body=body, type="decision", importance=0.7, quote=turn.text.strip(),
                        turn_ids=[turn.id], role="user", tags=H._tags(f"{earlier} {turn.text}")))
    return out


# "In the publish view I've made a violation block publishing …" - "no, not a block. … so: show the violations as a
# warning, and publishing needs the master's sign-off …": the change the assistant made, corrected to the person's way
_MADE = re.compile(r"\bI(?:'ve| have) (?:made|added|changed|set|built|put|turned)\b", re.I)
_NOT_THAT = re.compile(r"^\W*no\W+not\b", re.I)
_SO_THEN = re.compile(r"^\W*(?:so|instead)\s*[:,]?\s+", re.I)


def corrects_change(reply: str, previous: str) -> bool:
    """The reply turns down, with "no, not …", a change the assistant reports having made."""
    return bool(_MADE.search(previous) and _NOT_THAT.match(reply))


def way_instead(said: "list[H.Sentence]") -> str | None:
    """The reply's "so: …" sentence, the person's way instead (a title for the correction), if it says one."""
    said_so = next((s.text for s in said[1:] if _SO_THEN.match(s.text) and H._words(s.text) >= H.MIN_WORDS), None)
    return H.clean(_SO_THEN.sub("", said_so, count=1)) if said_so else None
