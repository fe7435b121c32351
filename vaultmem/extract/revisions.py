"""What a session takes back or never meant to keep (heuristic extractor).

People correct themselves mid-message ("change the dev port to 3000... no wait, 3000 is taken. make
it 3100."), change a value a few messages later ("default decay 2.5 s" … "make default decay 1.8 s"),
and say when a whole request is a one-time job ("rename these photos, one time thing"). A note of
the withdrawn value, or of a one-time job, is a note nobody should act on later. And a command the
assistant happened to run is how it checked its own work, not how the project is run, unless
someone names that command in words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..vault.titles import names_too_little
from . import rules as R
from .base import Fact
from .sentences import _SPECIFIC, Sentence, _words, clean, sentences
from .signals import NUMBER, REQUESTED, _tags, is_technical, states_value, values

if TYPE_CHECKING:
    from ..capture.turns import Turn

# "… no wait, …", "scratch that", "actually no", "on second thought": what came before is withdrawn.
CORRECTION = re.compile(r"(?:\.{2,}|…|[,;:—–-])?\s*\b(?:no,? wait\b(?!\s+(?:for|until|till|on|a|and)\b)|wait,? no|scratch that|actually,? no|on second thought"
                        r"|correction"
                        # "port 8008, i mean 8080", "pool size 15, sorry 25", "tide-raw, err, tide-raw-eu"
                        r"|i mean(?=,?\s+\d)|sorry(?=,?\s+\d)|err+(?=,\s))\b[,:.!]?\s*", re.I)
# "one time thing", "one-off", "just this once", "throwaway": nothing in the message is meant to last.
CORRECTION_LOOKAHEAD = 3  # sentences after a correction that may carry the new value


_LEAD_IN = re.compile(r"^[^:—–]{0,60}(?::|\s[—–])\s+")
TAIL_MIN_WORDS = 4


def past_chatter(said: list[Sentence]) -> list[Sentence]:
    """A sentence whose lead-in is chatter ("forget that, I know the answer: we never run terraform
    apply from a laptop") is read from after the lead-in: the chatter takes nothing back."""
    out: list[Sentence] = []
    for s in said:
        m = _LEAD_IN.match(s.text)
        tail = s.text[m.end():] if m else ""
        if m and R.CHATTER.search(m.group()) and not R.CHATTER.search(tail) and len(tail.split()) >= TAIL_MIN_WORDS:
            s = Sentence(tail, s.heading, s.list_item)
        out.append(s)
    return out


def corrected(turn: "Turn", said: list[Sentence]) -> tuple[list[Sentence], list[Fact]]:
    """The sentences left once what the person took back is removed, and, when the correction gives
    a new value for the withdrawn one, that value as a requested setting: the withdrawn clause names
    the setting ("change the dev port to 3000 in Procfile.dev"), the correction only the value
    ("make it 3100"), so the note's title is the clause with the value replaced."""
    kept: list[Sentence] = []
    facts: list[Fact] = []
    skip: set[int] = set()
    for i, s in enumerate(said):
        if i in skip:
            continue
        m = CORRECTION.search(s.text)
        if m is None:
            kept.append(s)
            continue
        withdrawn = s.text[:m.start()].strip()
        if not withdrawn and kept:
            withdrawn_sentence = kept.pop()  # "Use 3000. Scratch that, 3100." takes back the sentence before
            withdrawn, start_text = withdrawn_sentence.text, withdrawn_sentence.text
        else:
            start_text = s.text
        old = values(withdrawn)
        rest = [Sentence(s.text[m.end():], s.heading, s.list_item)] if s.text[m.end():].strip() else []
        ahead = rest + said[i + 1:i + 1 + CORRECTION_LOOKAHEAD]
        at = next((k for k, x in enumerate(ahead) if _new_value(x.text, old)), None)
        if old and at is not None:
            fact = _revised(turn, withdrawn, start_text, ahead[at].text, old, _new_value(ahead[at].text, old))
            if fact is not None:
                facts.append(fact)
                skip.update(range(i + 1, i + 1 + max(0, at + 1 - len(rest))))
                continue
        kept += rest
    return kept, facts


def _new_value(text: str, old: set[str]) -> str:
    """The first value a sentence states that is not one of `old`, as written ("" when none)."""
    return next((m.group().rstrip(".,") for m in NUMBER.finditer(text) if values(m.group()) - old), "")


def _revised(turn: "Turn", withdrawn: str, start_text: str, end_text: str, old: set[str], new: str) -> Fact | None:
    text = turn.text
    start = text.find(start_text)
    end = text.find(end_text, start) + len(end_text)
    if start < 0 or end <= start:
        return None
    title = withdrawn
    for m in NUMBER.finditer(withdrawn):
        if values(m.group()) & old:
            title = title.replace(m.group().rstrip(".,"), new)
    # "… a deploy freeze from 06:00 … no wait, … Cancel that. The freeze begins the evening before, at 18:00, and
    # it finishes at 12:00 …": a correction said whole is the statement; "Use 3000. Scratch that, 3100." is not
    said = end_text if _words(end_text) >= RESTATED_WORDS else title
    statement = clean(said)
    kept = bool(R.REMEMBER_ANYWHERE.search(withdrawn))  # "for your notes: …" is kept, not asked of the code
    quote = text[start:end]
    return Fact(title=statement, body=f"{clean(said, None)} (corrected in the same message).", type="preference" if kept else "fact",
                importance=0.6, quote=quote, turn_ids=[turn.id], role=turn.role,
                tags=_tags(quote, ("config",)),
                # "the api listens on port 8008, i mean 8080" states what is; "make it 3100" asks for it
                evidence=REQUESTED if not kept and (R.VALUE_REQUEST.search(withdrawn) or not states_value(withdrawn)) else None)


RESTATED_WORDS = 8  # a correction this long says the whole statement again


# What a rule's object is, said only by pointing back: "… it" / "… them" (see PRONOUN_OBJECT), or in
# its first clause "do not sort them alphabetical, …" ("them" is never the subject), "has to respect
# that, …" (a later clause's "picked them up" is the reason's, not the rule's), "please remember this
# for the next times".
_POINTS_BACK = re.compile(rf"{R.PRONOUN_OBJECT.pattern}|^[^,;:—]*?\b(?!is\b|was\b)[a-z]+ them\b|^\W*we (?:flag|mark|tag|keep|store|log|drop|skip) it\b"
                          r"|^\W*(?:please |pls |and )?(?:remember|note|keep in mind|write down|hang on to|hold on to) (?:this|that|it)(?: one)?"
                          r"(?= *(?:[.,;!]|$|for\b))"  # ("hang on to that one, I lost half a day to it last month")
                          r"|^[^,;:—]*?\b[a-z]+ (?:that|this)(?= *(?:[.,;!]|$))"
                          # "never touch build number by hand. it come from the CI run number, always": "it" is the rule's thing
                          r"|^\W*(?:it|they)\s+(?!depends\b|seems\b)(?=\w)", R.PRONOUN_OBJECT.flags)


def pronoun_rules_joined(turn: "Turn", facts: list[Fact]) -> list[Fact]:
    """A rule that names its object only as "them"/"it" ("… the eval set is speakers 900 and up.
    never train on them, never augment them") belongs to the note just before it in the same
    message, which says what "them" is: one note, its quote spanning both. Between them may stand a
    short statement that made no note of its own ("… one by one, after the traffic is drained. Hot
    loading gave us very bad surprises in 2024. Please remember this for the next times.")."""
    out: list[Fact] = []
    for fact in facts:
        prev = out[-1] if out else None
        if prev is not None and prev.turn_ids == fact.turn_ids == [turn.id] and (_spells_out(prev, fact, turn) or (
                fact.type == "preference" and (_names_it_before(fact.quote) or _how_to_keep(prev, fact, turn)
                                               or _goes_on(prev, fact, turn)))):
            start, end = turn.text.find(prev.quote), turn.text.find(fact.quote)
            between = turn.text[start + len(prev.quote):end].strip(" .,;:—–-\n") if 0 <= start < end else "?"
            if len(between.split()) <= BETWEEN_WORDS and "?" not in between and "\n\n" not in between:
                prev.quote = turn.text[start:end + len(fact.quote)]
                prev.body = " ".join(p for p in (prev.body, clean(between, None) + "." if between else "", fact.body) if p)
                continue
        out.append(fact)
    return out


POINTER_LEAD_WORDS = 4  # "we flag it `fouling`": the pronoun is the rule's object, said at its start


def _names_it_before(quote: str) -> bool:
    """A rule whose object is "it"/"them", named in no specific way before that ("we flag it `fouling`
    and keep the row": what "it" is, the sentence before says)."""
    quote = R.ALSO_NOW.sub("", quote)  # "while we're at it, …": no "it" to resolve
    pointer = _POINTS_BACK.search(quote)
    return pointer is not None and not _SPECIFIC.search(quote[:pointer.start()]) \
        and (len(quote[:pointer.start()].split()) <= POINTER_LEAD_WORDS or not _SPECIFIC.search(quote))


def _how_to_keep(rule: Fact, fact: Fact, turn: "Turn") -> bool:
    """"… never change the rounding mode. use FineService.round like everything else": a short
    sentence right after a rule that says to do it the way the code already does."""
    start = turn.text.find(rule.quote)
    right_after = start >= 0 and turn.text[start + len(rule.quote):].lstrip(" .,;:—–-\n").startswith(fact.quote)
    return rule.type == "preference" and right_after and bool(R.CONSISTENT.search(fact.quote)) \
        and len(fact.quote.split()) <= HOW_WORDS


# "keep in mind the dash … is stuck on node 18. so nothing node 20+ in brewlog-dash, ever", "going
# forward: nothing … gets a public IP. all access goes through the wireguard box, full stop"
_ASKS_TO_KEEP = re.compile(rf"^\W*(?:(?:and|oh|ps|also)\W+)*(?:{R._STANDING_LEAD}|keep in mind|bear in mind|remember|note)\b", re.I)
_GOES_ON = re.compile(r"^\W*(?:so|and so|which means|that means|i\.e\.)\b|\b(?:full stop|period|ever|no exceptions)\W*$", re.I)


def _goes_on(rule: Fact, fact: Fact, turn: "Turn") -> bool:
    """The sentence right after a request to keep a rule that draws its consequence or restates it
    as final: one rule, said in two sentences."""
    start = turn.text.find(rule.quote)
    right_after = start >= 0 and turn.text[start + len(rule.quote):].lstrip(" .,;:—–-").startswith(fact.quote)
    return right_after and bool(_ASKS_TO_KEEP.match(rule.quote) and _GOES_ON.search(fact.quote.rstrip(" .!")))


def _spells_out(rule: Fact, fact: Fact, turn: "Turn") -> bool:
    """"… every time anybody touches the agent desk: call-centre staff get two booleans. never the medical note
    text, not a preview …. only CLAIMS_HANDLER_MED reads the notes": a rule brought in by a colon, and the
    sentences right after it that go on with "never", "not" or "only", say one rule."""
    start = turn.text.find(rule.quote)
    right_after = start >= 0 and turn.text[start + len(rule.quote):].lstrip(" .,;:—–-").startswith(fact.quote)
    return right_after and rule.type == "preference" and ": " in rule.quote \
        and bool(re.match(r"^\W*(?:and |but )?(?:never|only|not|nor)\b", fact.quote, re.I))


HOW_WORDS = 10
BETWEEN_WORDS = 25  # the longest statement between a rule and the "remember this" that points back at it


def named_commands(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """Procedures from commands the assistant ran are kept only when a message names the command in
    words (`make check` (ruff, mypy, pytest) is green") and no other note already holds it."""
    prose = " ".join(t.text for t in window if t.kind == "message").lower()
    out: list[Fact] = []
    for fact in facts:
        if fact.type == "procedure" and fact.role == "tool":
            core = _core(fact.quote)
            elsewhere = any(core in f.quote.lower() for f in facts if f is not fact and f.type != "procedure")
            if not core or core not in prose or elsewhere:
                continue
        out.append(fact)
    return out


def _core(command: str) -> str:
    """The command without its output plumbing: `npm test 2>&1 | tail -3` -> `npm test`."""
    head = re.split(r"\s+(?:\d?>|&&|\|\|?|;)", command.strip(), maxsplit=1)[0]
    return " ".join(head.split()[:2]).lower()


# A value turned down in words: "100 Hz is too much for the EKF", "7 days is way too loose", "14 days
# is too jumpy" (with its verb, any word after "too"), "cached for 1 hour which is silly", "forget the 3 and 5".
_TOO = re.compile(r"(?P<v>\b\d[\d.,]*)\s*(?:[a-zµ%]+\s+){0,3}(?:(?:is|are|was|were|'s)?\s*(?:way |far |much |a bit )?too "
                  r"(?:much|many|high|low|loose|tight|slow|fast|big|small|long|short|few|aggressive|noisy)\b"
                  r"|(?:is|are|was|were|'s)\s*(?:way |far |much |a bit )?too [a-z]{3,}"
                  # "cached for 1 hour which is silly": the value the person is changing
                  r"|which is (?:silly|wrong|dumb|bad|ridiculous|nonsense|pointless|overkill|excessive|crazy|insane))", re.I)
_FORGET = re.compile(r"\bforget (?:about )?(?:the )?(?P<v>\d[\d.,]*)(?:(?:,| and| or) (?:the )?\d[\d.,]*)*", re.I)


def turned_down(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """A person's statement of a value they turn down in words, in the same message or later ("it
    should publish at 100 Hz" … "100 Hz is too much for the EKF, make it 50 Hz"), is no setting."""
    said = [t.text for t in window if t.role == "user" and t.kind == "message"]
    refused: set[str] = set()
    for text in said:
        for m in _TOO.finditer(text):
            refused |= values(m.group("v"))
        for m in _FORGET.finditer(text):
            refused |= values(m.group())
    out = []
    for fact in facts:
        mine = values(fact.quote)
        if fact.role == "user" and fact.type == "fact" and mine and mine <= refused:
            continue
        out.append(fact)
    return out


# "wait. actually …", "hmm, on second thought …", "scratch that, …": the person takes back what they
# chose in their last message.
_MIND_CHANGED = re.compile(r"^\W*(?:(?:wait|hold on|hmm+|hm+|ok(?:ay)?|no|nah|sorry)\b[\s,.!:—–-]*)*"
                           r"(?:actually|on second thought|scratch that|change of plans?|thinking about it more"
                           r"|i changed my mind|changed my mind)\b", re.I)
# What the new choice says: "keep the database driver but on mysql", "let's use X after all".
_NEW_CHOICE = re.compile(r"^\W*(?:(?:so|then|ok(?:ay)?|let'?s|just|please|pls)\b[\s,]*)*"
                         r"(?:keep|use|take|go with|stick with|stay (?:on|with)|switch to|move to|leave)\b", re.I)
MIND_QUOTE_WORDS, MIND_REASONS = 70, 2
_HESITATION = re.compile(r"^\W*(?:(?:hm+|hmm+|wait|hold on|ok(?:ay)?|oh|no|nah|sorry)\W*)+$", re.I)  # "hm wait." says no reason


# "deploy-rs.", "the built-in one": a new choice said by its name alone, after "change of plan:"
_BARE_NAME = re.compile(r"^\W*[\w.+#/-]+(?: [\w.+#/-]+){0,2}\W*$")


def _changes_mind(text: str) -> bool:
    """Whether a message takes back what was chosen: at its start, or opening a sentence of it ("hm.
    that's exactly what happened in september … ok, change of plan: deploy-rs")."""
    return bool(_MIND_CHANGED.match(text)) or any(_MIND_CHANGED.match(s.text) for s in sentences(text)) \
        or bool(_WAIT.match(text) and _NO_MORE.search(text))  # "Wait. I have just talked to Anke … So no protobuf."


_WAIT = re.compile(r"^\W*(?:wait|hold on|hm+|hmm+|ugh)\b", re.I)
_NO_MORE = re.compile(r"(?:^|[.!?]\s+)(?:so |ok(?:ay)?,? |then )?no\s+(?!problem\b|worries\b|idea\b|way\b)[\w.+#-]{3,}", re.I)


def _taken_back(text: str) -> str:
    """The sentence without the words that take the old choice back: "actually no, keep sqlite" -> "keep sqlite"."""
    return re.sub(r"^\W*(?:no|nah|nope)\b[\s,.!:—–-]*", "", _MIND_CHANGED.sub("", text), flags=re.I)


def changed_mind(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """A choice the person takes back in their next message ("redis then" … "wait. actually the redis
    box is the tiny one, 64mb, and they wipe it on restarts. keep the database driver but on mysql") is
    no decision; the new choice is, with the message's sentences as its reasons. So is a new choice that
    takes back a pick said in a few words, which made no note ("ok tiled then" … "wait actually no. …
    just use the built in tilemap editor, forget tiled")."""
    said = [t for t in window if t.role == "user" and t.kind == "message" and t.text.strip()
            and not t.is_sidechain and not R.HARNESS.search(t.text[:400])]
    following = {a.id: b for a, b in zip(said, said[1:])}
    answered = _answered(window, said)
    out: list[Fact] = []
    added: list[Fact] = []
    inside: set[int] = set()
    for fact in facts:
        made_in = fact.turn_ids[0] if fact.role == "user" else getattr(answered.get(fact.turn_ids[0]), "id", None)
        nxt = following.get(made_in) if fact.type == "decision" and made_in else None
        taken_back, new = _new_choice(nxt) if nxt is not None and _changes_mind(nxt.text) else (False, None)
        if not taken_back:
            out.append(fact)  # "wait, actually what does the driver do?": nothing taken back
        elif new is not None and not any(f.turn_ids == new.turn_ids for f in added):
            new.body += _asked_before(said, made_in)
            added.append(new)
    for before, nxt in zip(said, said[1:]):
        if _words(before.text) <= QUICK_PICK_WORDS and _changes_mind(nxt.text) \
                and not any(f.turn_ids == [nxt.id] for f in added):
            new = _new_choice(nxt)[1]
            if new is not None and is_technical(new.quote):
                added.append(new)
    for new in added:  # the message's own notes inside the new choice's quote are its reasons
        inside.update(id(f) for f in facts if f.turn_ids == new.turn_ids and f.quote in new.quote and f.type != "preference")
    return [f for f in out if id(f) not in inside] + added


QUICK_PICK_WORDS = 8  # "hm ok tiled then": a pick said in passing


def _asked_before(said: list["Turn"], made_in: str) -> str:
    """The person's question that the taken-back choice answered ("… should we move to postgres?"),
    as the new decision's context: what was being decided."""
    at = next((i for i, t in enumerate(said) if t.id == made_in), 0)
    asked = [x.text for x in sentences(said[at - 1].text) if x.text.rstrip().endswith("?")] if at > 0 else []
    return f" Asked: {clean(asked[-1], None)}" if asked else ""


def _answered(window: list["Turn"], said: list["Turn"]) -> dict[str, "Turn"]:
    """Each assistant turn's id, with the person's next message: an option the person accepted was
    decided there."""
    answered: dict[str, "Turn"] = {}
    waiting: list[str] = []
    person = {id(t) for t in said}
    for t in window:
        if id(t) in person:
            answered.update((w, t) for w in waiting)
            waiting = []
        elif t.role == "assistant":
            waiting.append(t.id)
    return answered


def _new_choice(nxt: "Turn") -> tuple[bool, Fact | None]:
    """(whether the message names a new choice, and so takes the old one back; the new choice's
    decision, None when the message is too long to quote)."""
    parts = list(sentences(nxt.text))
    choice = next((i for i, s in enumerate(parts) if _NEW_CHOICE.match(_taken_back(s.text))
                   or (_MIND_CHANGED.match(s.text) and _BARE_NAME.match(_taken_back(s.text)))), None)
    if choice is None:
        return False, None
    # "actually no, keep sqlite. the box is a pi with 1gb ram …", "ok, change of plan: deploy-rs. the
    # magic rollback is worth more …": the reasons may come after the choice
    bare = bool(_BARE_NAME.match(_taken_back(parts[choice].text)))
    last = min(choice + (MIND_REASONS if choice == 0 or bare else 0), len(parts) - 1)
    start = nxt.text.find(parts[0].text)
    end = nxt.text.find(parts[last].text, start) + len(parts[last].text)
    quote = nxt.text[start:end] if start >= 0 else ""
    if not quote or len(quote.split()) > MIND_QUOTE_WORDS:
        return True, None
    # "wait. actually the redis box is …": the reasons, without the words that take the choice back
    reasons = " ".join(clean(r, None) + "." for i, s in enumerate(parts[:last + 1]) if i != choice
                       and len((r := _MIND_CHANGED.sub("", s.text).strip(" .,")).split()) >= 2 and not _HESITATION.match(r))
    said_now = _taken_back(parts[choice].text)
    # "keep sqlite" alone names too little for a title: with its first reason it says the decision
    why = reasons.split(". ")[0]
    title = clean(f"{said_now.rstrip(' .')}, {why[:1].lower()}{why[1:]}") if why and names_too_little(said_now) \
        else clean(said_now)
    return True, Fact(title=title, body=f"{clean(said_now, None)}. {reasons}".strip(), type="decision",
                      importance=0.7, quote=quote, turn_ids=[nxt.id], role="user", tags=_tags(quote))


# "which backbone for lichenet? it has to run on the field laptop, cpu only": the person asks to choose
_ASKS_WHICH = re.compile(r"\b(?:which|what) (?:\w+ )?(?:backbone|library|lib|db|database|framework|tool|model|approach"
                         r"|option|one|stack|engine|format|queue|broker|runtime|language|service)\b[^?]*\?", re.I)


def question_constraints(turn: "Turn", facts: list[Fact]) -> list[Fact]:
    """A constraint said with a request to choose ("which backbone? it has to run on the field laptop,
    cpu only") is what the choice must meet, read with the pick that answers it: no rule of its own.
    A rule said with insistence or as standing ("always", "from now on") stays."""
    if not _ASKS_WHICH.search(turn.text):
        return facts
    return [f for f in facts if not (f.type == "preference" and f.turn_ids == [turn.id] and R.MODAL_RULE.search(f.quote)
                                     and not R.STANDING.search(f.quote) and not R.REMEMBER_ANYWHERE.search(f.quote))]

