"""How the user's reply settles what the assistant just said (heuristic extractor, offline).

An assistant proposes all day; only the user's answer tells a decision from a suggestion:

* accepted: "yes do 3" / "go with duckdb (option 3)" takes item 3 of the assistant's numbered list;
  "backoff looks right, keep it" or "yes drop the setMaxListeners(0)" takes the assistant's sentence
  that names what the user names. Praise of a finding ("nice catch") accepts nothing.
* rejected for something else: "no GORM. … we stay on plain pgx v5" — the user's choice carries
  what it was chosen against, so the note says both ("pgx, not GORM").

Every quote is a verbatim slice of one turn.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import sentences as H
from . import rules as R
from ..vault.titles import names_too_little
from .base import Fact

if TYPE_CHECKING:
    from ..capture.turns import Turn

# "do 3", "option 3", "go with 2", "(option 3)": a pick from a numbered list.
_OPTION = re.compile(r"\b(?:option|approach|number|choice)\s*#?(?P<a>\d)\b"
                     r"|\b(?:do|take|pick|go with|use)\s+#?(?P<b>\d)\b(?!\s*(?:min|sec|%|x\b|[.,]\d))", re.I)
_ITEM = re.compile(r"^[ \t]*(?P<n>\d{1,2})[.)][ \t]+(?P<text>\S.*)$", re.M)
# An acceptance said anywhere in the reply, with the words around it naming what is accepted.
_ACCEPTS = re.compile(r"\b(?:looks? (?:right|good|fine)|keep (?:it|that|them)|go ahead|good call|sounds good"
                      r"|let'?s do (?:it|that)|do (?:it|that)|yes|yep|yeah)\b", re.I)
_CLAUSE = re.compile(r"[^,;.!?—–]+")
# A reply that opens by turning the proposal down and names the thing turned down: "no GORM",
# "not polars", "no, please no celery".
_REJECT = re.compile(r"^\s*(?:no|nope|nah|not)\b[,.!:]?\s*(?:please,?\s*)?(?:no\s+|not\s+)?(?P<thing>[\w.+#-]{2,})",
                     re.I)
_NOT_A_THING = frozenset(("no", "not", "now", "need", "thanks", "thank", "like", "don't", "dont", "it's", "its",
                          "that", "this", "it", "worries", "problem", "way", "idea", "i", "we", "you", "the",
                          "leave", "just", "wait", "sorry", "yet", "more", "longer", "one", "way", "thx"))
_GENERIC = frozenset(("yes", "yep", "yeah", "sure", "okay", "that", "this", "then", "looks", "right", "good",
                      "keep", "ahead", "call", "sounds", "also", "and", "the", "fine", "nice", "great", "makes",
                      "sense", "total", "perfect", "thanks"))
MAX_REJECT_WORDS = 90


def accepted(reply: "Turn", previous: "Turn | None") -> list[Fact]:
    """Decisions the reply accepts from the previous assistant message (see the module docstring)."""
    if previous is None or not previous.text.strip():
        return []
    text = reply.text
    out: list[Fact] = []
    m = _OPTION.search(text)
    if m:
        n = m.group("a") or m.group("b")
        items = {i.group("n"): i.group("text").strip() for i in _ITEM.finditer(previous.text)}
        if n in items:
            out.append(_option_pick(reply, items, n) or _decision(previous, items[n]))
    said = [s for s in H.sentences(previous.text) if s.text.rstrip()[-1:] != "?"]
    for clause in _CLAUSE.finditer(text):
        if not _ACCEPTS.search(clause.group()):
            continue
        # "with", "the" name nothing: only content words tie the acceptance to a sentence.
        named = {w for w in H._content_words(clause.group()) if w not in _GENERIC} - _stop_words()
        if not named:
            continue
        # The sentence that names most of what is accepted: "switch to bf16 and drop the scaler" takes
        # "the card supports bf16 … so no scaler is needed", not "the config uses fp16 with a scaler".
        shared = [(len(named & H._content_words(s.text)), -i, s) for i, s in enumerate(said)
                  if _settles(s.text) and H.MIN_WORDS <= H._words(s.text) <= H.MAX_WORDS
                  and not any(s.text in f.quote or f.quote in s.text for f in out)]
        best = max(shared, key=lambda t: t[:2], default=None)
        if best is not None and best[0]:
            out.append(_decision(previous, best[2].text))
    return out[:3]


def _stop_words() -> frozenset[str]:
    from ..recall.passages import STOP_WORDS

    return frozenset(STOP_WORDS)


def _settles(text: str) -> bool:
    """A sentence a user can accept as a decision: it proposes ("I'd also remove …") or states a value
    or a code-level choice ("Backoff is 1 min, 5 min …", "through pino's `redact` option"); small
    talk ("that sounds awesome") settles nothing."""
    return bool(R.PROPOSAL.search(text) or _OFFER.search(text) or R.CONFIG_VALUE.search(text)
                or H._SPECIFIC.search(text))


# The assistant offering to do a piece of work for the person ("want me to sketch that?", "say if you
# want a converter", "shall I add …"): turning it down declines a task, it chooses nothing.
_OFFERS_TASK = re.compile(r"\b(?:want me to|do you want|would you like|say if you want|let me know if you want"
                          r"|if you(?:'d)? (?:want|like)|shall i|should i|happy to|i can also)\b", re.I)
_OFFER = re.compile(r"\bi(?:'d| would| could| can)\b", re.I)
# An assistant message that puts something forward a reply can turn down or pick from.
_SUGGESTS = re.compile(r"\b(?:would|could|might|i'd|suggest|recommend|propose|option|options|alternatives?"
                       r"|either|instead|trade-?off|worth"
                       r"|(?:two|three|four|a few|several) (?:routes|ways|choices|paths|approaches|candidates))\b|\?\s*$",
                       re.I)
NAMED_WORDS = 2  # content words a reply must share with the suggestion to be about it
WHOLE_REPLY_SENTENCES = 4


def _names_from(reply: str, previous: str) -> bool:
    """The reply names what the suggestion was about (two content words of four letters or more)."""
    def words(text: str) -> set[str]:
        return {w[:6] for w in re.findall(r"[a-z][a-z0-9-]{3,}", text.lower())} - _GENERIC - _NOT_A_THING

    return len(words(reply) & words(previous)) >= NAMED_WORDS


def _whole_reply(reply: "Turn", said: list["H.Sentence"], facts: list[Fact]) -> list[Fact]:
    """One decision from a short reply that turns a suggestion down with its reasons and the choice
    kept; the reply's own notes inside that span are folded into it."""
    kept = [s for s in said if not s.text.rstrip().endswith("?")][:WHOLE_REPLY_SENTENCES]
    if not kept:
        return facts
    start = reply.text.find(kept[0].text)
    end = reply.text.find(kept[-1].text, start) + len(kept[-1].text)
    quote = reply.text[start:end]
    if start < 0 or H._words(quote) > MAX_REJECT_WORDS or R.CHATTER.search(quote):
        return facts
    inside = [f for f in facts if f.turn_ids == [reply.id] and f.quote in quote]
    title = inside[0].title if inside else H.clean(kept[0].text)
    decision = Fact(title=title, body=" ".join(H.clean(x.text, None) + "." for x in kept), type="decision",
                    importance=0.7, quote=quote, turn_ids=[reply.id], role="user", tags=H._tags(quote))
    return [f for f in facts if f not in inside] + [decision]


_LABEL = re.compile(r"^\*\*(?P<bold>[^*]{3,80})\*\*|^(?P<lead>[^—–:.;(]{3,80}?)\s*(?:[—–:;(]|\.\s|\.$|$)")
OPTION_REASON_WORDS = 6
# A sentence that moves on from the pick: another topic, a standing rule, a request to remember.
_MOVES_ON = re.compile(r"^\W*(?:and |oh |but )?(?:unrelated|separately|also|btw|by the way|another thing|side note"
                       r"|while (?:we'?re|you'?re) (?:at it|there)|p\.?s\.?)\b|\bfrom now on\b|\bremember\b"
                       r"|\b(?:always|never)\b", re.I)


def names_option(text: str) -> bool:
    """Whether a sentence picks a numbered option ("let's go with option 2", "do 3")."""
    return bool(_OPTION.search(text))


def _label(item: str) -> str:
    """What a numbered option is called: its bold lead, else its text up to the first dash or colon."""
    m = _LABEL.match(item)
    return H.clean((m.group("bold") or m.group("lead")) if m else item)


def _option_pick(reply: "Turn", items: dict[str, str], n: str) -> Fact | None:
    """"Let's go with option 2. A second grammar is exactly what burned us …": one decision that says
    what option 2 is, what it was chosen over, and why (the reply's own words are the quote). None
    when the reply gives no reason: the option's own text is then the note."""
    said = []
    for x in H.sentences(reply.text):
        if x.text.rstrip().endswith("?") or len(said) > PICK_SENTENCES or (said and _MOVES_ON.search(x.text)):
            break  # "… and unrelated but important: from now on use pnpm" is a note of its own
        said.append(x)
    reasons = [x for x in said if not _OPTION.search(x.text) and not R.CHATTER.search(x.text)
               and H._words(x.text) >= H.MIN_WORDS]
    if sum(H._words(x.text) for x in reasons) < OPTION_REASON_WORDS or not said:
        return None
    start = reply.text.find(said[0].text)
    end = reply.text.find(said[-1].text, start) + len(said[-1].text)
    quote = reply.text[start:end]
    if start < 0 or H._words(quote) > PICK_QUOTE_WORDS + 20:
        return None
    chosen, others = _label(items[n]), [_label(t) for k, t in items.items() if k != n]
    body = f"Chosen: {H.clean(items[n], None)}."
    if others:
        body += f" Over: {'; '.join(others)}."
    body += " Why: " + " ".join(H.clean(x.text, None) + "." for x in reasons)
    return Fact(title=chosen, body=body, type="decision", importance=0.7, quote=quote, turn_ids=[reply.id],
                role="user", tags=H._tags(f"{items[n]} {quote}"))


def _decision(turn: "Turn", quote: str) -> Fact:
    return Fact(title=H.clean(quote), body=H.clean(quote, None) + ".", type="decision", importance=0.7, quote=quote,
                turn_ids=[turn.id], role="assistant", tags=H._tags(quote))


def rejected(reply: "Turn", previous: "Turn | None", said: list["H.Sentence"], facts: list[Fact]) -> list[Fact]:
    """The reply's facts, with a rejection of the assistant's proposal joined to the user's own
    choice that follows it (or, when no sentence of the reply made a note, a decision of its own
    from the rejection through its reasons)."""
    m = _REJECT.match(reply.text)
    if previous is None or m is None or not said:
        return facts
    thing = m.group("thing").lower().rstrip(".")
    if thing in _NOT_A_THING or thing not in previous.text.lower():
        # "no. the plain text files are the whole point, they stay the source of truth. no database":
        # the thing refused is named later in the reply. "no, like I said", "nah, not now": nothing is.
        if _SUGGESTS.search(previous.text) and _names_from(reply.text, previous.text) \
                and not R.CHATTER.search(reply.text) and not R.DEICTIC.search(said[0].text):
            return _whole_reply(reply, said, facts)
        return facts
    if all(_OFFERS_TASK.search(s.text) for s in H.sentences(previous.text) if thing in s.text.lower()):
        # "say if you want a one-off converter" — "no converter": a task declined, nothing decided.
        return facts
    start = reply.text.find(said[0].text)
    for fact in facts:
        if fact.turn_ids == [reply.id] and fact.quote in reply.text and fact.type in ("decision", "preference",
                                                                                        "fact"):
            end = reply.text.find(fact.quote) + len(fact.quote)
            if end > start and H._words(reply.text[start:end]) <= MAX_REJECT_WORDS:
                fact.quote = reply.text[start:end]
                fact.body = " ".join(H.clean(s.text, None) + "." for s in said
                                     if reply.text.find(s.text) < end)
                fact.type = "decision"
                return facts
    # No choice of its own in the reply: the rejection and its reasons are the decision.
    kept = [s for s in said if not s.text.rstrip().endswith("?")][:3]
    end = reply.text.find(kept[-1].text) + len(kept[-1].text) if kept else -1
    if end <= start or H._words(reply.text[start:end]) > MAX_REJECT_WORDS or R.CHATTER.search(reply.text[start:end]):
        return facts
    quote = reply.text[start:end]
    return facts + [Fact(title=H.clean(said[0].text), body=" ".join(H.clean(s.text, None) + "." for s in kept),
                         type="decision", importance=0.7, quote=quote, turn_ids=[reply.id], role="user",
                         tags=H._tags(quote))]


# -- a pick among the alternatives on the table ------------------------------------------------------

# The acknowledgement a pick opens with ("agreed, postgres full text", "yeah let's do it — drop spark").
_ACK_LEAD = re.compile(r"^\W*(?:(?:yes|yeah|yep|ok(?:ay)?|sure|agreed|fine|good|great|nice|cool|alright|right|so|then"
                       r"|let'?s do (?:it|that)|sounds good|go with|let'?s go with)\b[\s,.!:—–-]*)*", re.I)
_FIRST_CLAUSE = re.compile(r"[^.,;:!?—–\n]+")
# "quantum or oban?", "X vs Y": the person's own question names the alternatives.
_EITHER = re.compile(r"\b(?P<a>[\w.+#-]{2,})\s+(?:or|vs\.?|versus)\s+(?P<b>[\w.+#-]{2,})\s*\?", re.I)
_NAME = re.compile(r"`(?P<code>[^`\n]{2,40})`|(?P<word>\b[A-Za-z][\w.+#-]*[\w+#])")
PICK_WORDS, PICK_CLAUSES, PICK_SENTENCES, PICK_QUOTE_WORDS, CONTEXT_WORDS = 8, 2, 3, 70, 45
PICK_REASON_WORDS = 6  # a pick with no reason beside it ("JSON, thanks") is a choice for the moment
_DROPPED = re.compile(r"\b(?:drop|dropping|no|not|skip|without|ditch|remove|kill|instead of|rather than)\b[^,;]*$")
_WHICH = re.compile(r"\b(?:which|or|prefer|rather)\b", re.I)


_BOLD_OPTION = re.compile(r"^[ \t]*(?:[-*+•]|\d{1,2}[.)])[ \t]+(?:[^*\n]{0,30}?)\*\*([\w.+#-]{2,30})\*\*", re.M)
# A pick said in passing, later in the reply: "keep CSV then", "restic it is", "go with the orjson".
_PICK_SAID = re.compile(r"^\s*(?:(?:ok(?:ay)?|so|fine|then|and)\s+)?(?:keep|go with|use|take|pick|stick with|stay (?:with|on))"
                        r"\s+(?:the\s+)?(?P<a>[\w.+#-]+)(?:\s+then)?\s*$|^\s*(?P<b>[\w.+#-]+)\s+(?:it is|then|wins)\s*$", re.I)
# An alternative dropped in a clause of its own: "rsync is out", "xlsx out".
_OUT = re.compile(r"^\s*(?:and\s+)?(?P<x>[\w.+#-]{2,})\s+(?:is\s+)?out\s*$", re.I)


def names(text: str) -> set[str]:
    """What a message names (lowercase): code tokens, and words written with a capital or a digit
    that are not only a sentence's first word (or are said twice): "Quantum", "MQTT", "DNS01"."""
    from ..recall.passages import STOP_WORDS

    out: set[str] = set()
    lower = text.lower()
    # "1. **terra** — the successor …": a bold label opening a list item names an option as written
    out |= {m.group(1).lower() for m in _BOLD_OPTION.finditer(text)}
    for m in _NAME.finditer(text):
        if m.group("code"):
            out.add(m.group("code").lower())
            # "`reitit.coercion.malli`" is picked as "malli"
            tail = re.split(r"[./:]", m.group("code"))[-1]
            if len(tail) >= 3 and tail.isidentifier():
                out.add(tail.lower())
            continue
        word = m.group("word")
        if word.islower() or word.lower() in STOP_WORDS or word.lower() in _GENERIC:
            continue
        before = text[:m.start()].rstrip(" *")
        opening = not before or before[-1] in ".!?:\n-•+)#"  # a sentence, list item or heading starts
        marked = sum(c.isupper() or c.isdigit() for c in word) >= 2  # "MQTT", "DNS01", "DuckDB"
        if marked or not opening or len(re.findall(rf"(?<![\w-]){re.escape(word.lower())}(?![\w-])", lower)) >= 2:
            out.add(word.lower())
    return out


def _alternatives(text: str, offered: set[str]) -> list[str]:
    """Names that open a sentence or a list item of the message: the options it laid out
    ("Quantum keeps its schedule in memory …", "2. **Streamlit** — a Python script …")."""
    out = []
    for s in H.sentences(text):
        m = re.match(r"[\W_]*([\w.+#-]+)", s.text)
        if m is None:
            continue
        if m.group(1).lower() in offered:
            out.append(m.group(1))
    return out


def _picked(first: str, offered: set[str]) -> tuple[list[str], list[str]]:
    """(options named as chosen, options named as dropped) in the opening clauses of a reply."""
    picked: list[str] = []
    over: list[str] = []
    for clause in _FIRST_CLAUSE.findall(first)[:PICK_CLAUSES]:
        if H._words(clause) > PICK_WORDS:
            break
        for m in re.finditer(r"[\w.+#-]+", clause.lower()):
            if m.group() in offered:
                # "drop Spark entirely, DuckDB for querying": what is dropped is what was not chosen
                if _DROPPED.search(clause.lower()[:m.start()]):
                    over.append(m.group())
                else:
                    picked.append(m.group())
        if picked:
            break
    return picked, over


def _picked_later(sentences: list[str], offered: set[str]) -> list[str]:
    """An option picked in a clause of its own after the reasons ("hmm, accounting likes excel… but
    then we need poi. keep CSV then, xlsx out.")."""
    for sentence in sentences[1:PICK_SENTENCES]:
        for clause in _FIRST_CLAUSE.findall(sentence):
            m = _PICK_SAID.match(clause)
            name = m and (m.group("a") or m.group("b")).lower()
            if name and name in offered:
                return [name]
    return []


def _dropped(text: str) -> list[str]:
    """Alternatives the reply puts out in a clause of their own ("rsync is out")."""
    return [m.group("x") for c in _FIRST_CLAUSE.findall(text) if (m := _OUT.match(c))]


def chosen(reply: "Turn", previous: "Turn | None", asked: str, said: list["H.Sentence"],
           facts: list[Fact]) -> list[Fact]:
    """A reply that opens by naming one of the alternatives just laid out ("streamlit. grafana would
    mean copying everything…", "oban. missed reminders are exactly…", "dns01 with cloud dns then") is
    the decision: its sentences (the reasons) make the note, with the assistant's sentence about the
    pick and, when the person's own question named the alternatives, what it was chosen over."""
    if previous is None or not previous.text.strip() or not said:
        return facts
    pair = _EITHER.search(asked or "")
    offered = names(previous.text) | ({pair["a"].lower(), pair["b"].lower()} if pair else set())
    laid_out = len(offered) >= 2 or (len(offered) == 1 and len(_ITEM.findall(previous.text)) >= 2)  # "2. move to **restic**"
    if not laid_out or not (pair or _SUGGESTS.search(previous.text)):
        return facts
    last = previous.text.rstrip()
    if not pair and last.endswith("?") and not _WHICH.search(re.split(r"(?<=[.!?])\s+", last)[-1]):
        return facts  # "about 40 GB of parquet": an answer to "how big is the data?", not a pick
    rest = _ACK_LEAD.sub("", reply.text)
    first = re.split(r"(?<=[.!?])\s+|\n", rest, maxsplit=1)[0]
    if R.CHATTER.search(reply.text) or R.DEICTIC.search(first):
        return facts
    picked, over = _picked(first, offered)
    reach = PICK_SENTENCES
    if not picked:
        picked = _picked_later(re.split(r"(?<=[.!?])\s+|\n", rest), offered)
        reach += 1  # the reasons come before a pick said late, what it means for the project after it
    if not picked:
        return facts
    kept = [x for x in said if not x.text.rstrip().endswith("?")][:reach]
    if sum(H._words(x.text) for x in kept) < PICK_REASON_WORDS or R.TRANSIENT.search(reply.text):
        # "JSON, thanks" to "CSV or JSON?" picks a format for the moment; "Caroline: Wow!" picks
        # nothing. A pick that decides something says why.
        return facts
    if not kept:
        return facts
    start = reply.text.find(kept[0].text)
    end = reply.text.find(kept[-1].text, start) + len(kept[-1].text)
    quote = reply.text[start:end]
    if start < 0 or H._words(quote) > PICK_QUOTE_WORDS:
        return facts
    body = " ".join(H.clean(x.text, None) + "." for x in kept)
    about = next((x.text for x in H.sentences(previous.text) if picked[0] in x.text.lower()
                  and H._words(x.text) <= CONTEXT_WORDS and not x.text.rstrip().endswith("?")), None)
    if about:
        body += f" From the options discussed: {H.clean(about, None)}."
    others = [*over, *_dropped(quote), *([pair["a"], pair["b"]] if pair else []),
              *_alternatives(previous.text, offered)]
    others = list({w.lower(): w for w in reversed(others) if w.lower() not in picked}.values())[::-1]
    if others:
        body += f" Chosen over {', '.join(others)}."
    inside = [f for f in facts if f.turn_ids == [reply.id] and f.quote in quote]
    title = inside[0].title if inside else H.clean(kept[0].text)
    if others and (names_too_little(title) or picked[0] not in title.lower()):
        # "streamlit." says which, not over what: "Streamlit over Grafana"; "rsync is out, I'm tired
        # of the hardlink tricks" says what was dropped, not what was chosen: "restic over rsync"
        def as_said(word: str) -> str:
            m = re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", f"{previous.text} {reply.text}", re.I)
            return m.group() if m else word

        name = as_said(picked[0])
        title = f"{name[:1].upper()}{name[1:]} over {', '.join(as_said(w) for w in others)}"
    decision = Fact(title=title, body=body, type="decision", importance=0.7, quote=quote, turn_ids=[reply.id],
                    role="user", tags=H._tags(quote))
    return [f for f in facts if f not in inside] + [decision]
