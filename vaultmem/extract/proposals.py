"""An assistant's suggestion that the person's reply accepts (heuristic extractor, offline).

"I'd suggest partitioning by `event_date` …" — "yes partition by date": a suggestion becomes a
decision only when the reply accepts it, and with more to the reply than "yes", only the
suggestions it names. Every quote is a verbatim slice of the assistant's turn.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .base import Fact
from .options import lettered, options, pick_number
from .signals import ACCEPT_WORDS, CLEAR_YES, TURNED_DOWN, new_fact

if TYPE_CHECKING:
    from ..capture.turns import Turn

BARE_YES_WORDS = 2
PROPOSAL_WORDS = 90  # the longest span an accepted proposal grows to with the sentence it points back at


def accepted(reply: "Turn", proposals: list[tuple["Turn", "H.Sentence"]]) -> list[Fact]:
    """An assistant's suggestion becomes a decision only when the user's reply accepts it; with
    more to the reply than "yes", only the suggestions it names ("yes partition by date")."""
    from ..recall.passages import STOP_WORDS

    text = reply.text.strip()
    if not proposals or not (R.ACCEPT.match(text) or _echoed(text, proposals)):
        return []
    # What the acceptance names is in its own sentence ("yes partition by event_date."), not in a
    # clause that turns something down ("skip the bloom filters") nor in the next request.
    first = re.split(r"(?<=[.!?])\s+|\n", text, maxsplit=1)[0]
    clauses = [c for c in re.split(r"[,;]|\s[—–]\s|\s(?:and|but)\s", first) if not TURNED_DOWN.search(c)]
    words = H._content_words(" ".join(clauses)) - ACCEPT_WORDS - STOP_WORDS
    # ("yes those ports": what points back at the proposal names nothing of its own)
    words -= H._content_words(" ".join(re.findall(r"\b(?:those|these|the same)\s+(\w+)", first, re.I)))
    # "sure" alone to "I suggest building static binaries … OK?" answers the question asked
    # ("k" to "… I'd take asyncssh: ~300 files a night …" closing the message: the recommendation is what it answers)
    last_turn, last = proposals[-1]
    # (only after choices laid out: "sure" to "… I suggest building static binaries." alone acknowledges)
    answers = H._words(text) <= BARE_YES_WORDS and (last_turn.text.rstrip().endswith("?") or (
        last_turn.text.rstrip().endswith(last.text.rstrip()[-30:]) and _lays_out_choices(last_turn.text)))
    if not words and not CLEAR_YES.search(first) and not answers:
        return []  # "ok cool." acknowledges what was said; it accepts nothing in particular
    # "yes do that, she can manage a text field": a clear yes to the one suggestion, then words of the person's own
    # ("ok, put it", "yes, add that": the one suggestion, put in)
    whole = len(proposals) == 1 and bool(re.match(r"\W*(?:yes|yep|yeah|sure|ok(?:ay)?)?[\s,]*(?:(?:do|put|add|build|ship|implement) (?:that|it)"
                                                  r"|go ahead|please do)\b", first, re.I))
    chosen = [(t, s) for t, s in proposals if (whole or not words or _shares(words, H._content_words(_with_topic(t, s)) - STOP_WORDS))
              and not WORK_FOR_TODAY.search(s.text) and not _points_at_option(t, s)]
    notes = [_with_what_it_means(t, s, proposals) for t, s in chosen[:2]]
    # "Plan: a failover gateway …" and "My proposal: 3 consecutive 5xx … and it stays open …": the second
    # took the first in as what "it" is, so the first alone says less
    return [f for f in notes if not any(g is not f and f.quote in g.quote and len(g.quote) > len(f.quote) for g in notes)]


POINTER_WORDS = 6  # "I'd take the first.": a recommendation that only points at one of the options


def _points_at_option(turn: "Turn", s: "H.Sentence") -> bool:
    """A suggestion that names one of the options laid out above it only by its place or number: the option
    itself is the note (replies.accepted), not "I'd take the first"."""
    items = options(turn.text)
    return len(items) >= 2 and H._words(s.text) <= POINTER_WORDS and pick_number(s.text, items, turn.text) is not None


def _with_topic(turn: "Turn", s: "H.Sentence") -> str:
    """The proposal, with the short sentence before it that names its topic ("Now the hint. I'd load …": "yes, do
    the hint like this" names it)."""
    before = [x.text for x in H.sentences(turn.text[:max(turn.text.find(s.text), 0)])][-1:]
    return f"{before[0]} {s.text}" if before and H._words(before[0]) <= 3 else s.text


# "trigger plus read-only admin." to "I'd do two layers: a Postgres trigger … and a read-only admin …": a
# short reply made only of the proposal's own words takes those parts of it
ECHO_WORDS = 6
_PUT_OFF = re.compile(r"^\W*(?:later|tomorrow|some ?day|maybe|not now|not yet|nah|no)\b", re.I)
_JOINERS = {"plus", "and", "also", "both", "with", "then", "just", "only", "the"}


def _echoed(text: str, proposals: list[tuple["Turn", "H.Sentence"]]) -> bool:
    """The reply's first sentence is short and made only of words the proposals said."""
    from ..recall.passages import STOP_WORDS

    first = re.split(r"(?<=[.!?])\s+|\n", text, maxsplit=1)[0]
    words = H._content_words(first) - STOP_WORDS - _JOINERS
    proposed = H._content_words(" ".join(s.text for _t, s in proposals)) - STOP_WORDS
    # one word echoed is a pick only when the proposal set it apart as code ("common. yes" to "a `common.`
    # namespace"); "later. going home" to "… later if you want" puts it off
    coded = H._content_words(" ".join(re.findall(r"`([^`]+)`", " ".join(s.text for _t, s in proposals))))
    return bool(words) and H._words(first) <= ECHO_WORDS and not first.rstrip().endswith("?") \
        and not TURNED_DOWN.search(first) and not _PUT_OFF.match(first) and all(_shares({w}, proposed) for w in words) \
        and (len(words) >= 2 or bool(words & coded))


def _lays_out_choices(text: str) -> bool:
    """"For the SFTP part there are three realistic choices:\n\n- **paramiko**: …": options set out before."""
    return any(R.OPTIONS_LABEL.search(line) for line in text.splitlines()) or bool(options(text) or lettered(text))


def _shares(words: set[str], proposed: set[str]) -> bool:
    """A word of the reply is one of the proposal's, or the same word in another form ("fail above 5 MB"
    for "a step … that fails when …")."""
    return any(a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a))) for a in words for b in proposed)


def _with_what_it_means(turn: "Turn", s: "H.Sentence", proposals: list[tuple["Turn", "H.Sentence"]]) -> Fact:
    """The accepted proposal's note; "so I'd keep it to debug builds" takes the proposal before it that
    says what "it" is ("I could switch these mutexes to `parking_lot` and enable `deadlock_detection`")."""
    fact = new_fact(turn, s, "decision", 0.7, role="assistant")
    fact.title = H.clean(_unlabelled(s.text))
    if s.text.rstrip().endswith("?"):  # "Should I also make `joined_at` read-only …?", taken: said as what it does
        fact.body = H.clean(re.sub(r"^\W*(?:should|shall) i (?:also )?", "", s.text, flags=re.I), None).rstrip("?") + "."
    before = [x for t, x in proposals if t is turn and turn.text.find(x.text) < turn.text.find(s.text)]
    if before and re.search(r"\b(?:it|that|them|this)\b", s.text, re.I):
        start = turn.text.find(before[-1].text)
        if start >= 0 and H._words(turn.text[start:turn.text.find(s.text) + len(s.text)]) <= PROPOSAL_WORDS:
            fact.quote = turn.text[start:turn.text.find(s.text) + len(s.text)]
            fact.title, fact.body = H.clean(_unlabelled(before[-1].text)), f"{H.clean(before[-1].text, None)}. {fact.body}"
    return _option_named(turn, s, what_it_maps(turn, s.text, fact))


_CODE = re.compile(r"(?<![\w.,])\d{2,}(?![\w.,])")  # a code a mapping names: "01", "31"


def what_it_maps(turn: "Turn", proposal: str, fact: Fact) -> Fact:
    """"Proposed mapping: 01 → FT, 02 → PT, …" is titled by the mapping, and the sentence before it that
    names the same codes ("… attendance mode is `MODE_OF_ATTENDANCE` …: 01 = 17,204, 02 = 3,866 …") says
    what the values come from."""
    codes = set(_CODE.findall(proposal))
    if not re.match(r"^\W*proposed\s+\w+\s*:", proposal, re.I) or len(codes) < 2:
        return fact
    fact.title = H.clean(_unlabelled(proposal))
    before = [x.text for x in H.sentences(turn.text[:max(turn.text.find(proposal), 0)])]
    named = [x for x in before if len(codes & set(_CODE.findall(x))) >= 2][-2:]  # (what, and what it means)
    if named:
        fact.body = f"{fact.body.rstrip()} From: {' '.join(H.clean(x, None) + '.' for x in named)}"
    return fact


# "My recommendation is a): one broker, already operated, …": the option it names by its label
# ("I'd do 1; it answers …": the same, said as what the agent would do)
_NAMES_OPTION = re.compile(r"\b(?:recommendation|suggestion|pick|vote|choice) (?:is|would be|:)\s*(?:option\s+)?\(?(?P<n>[a-e1-9])\)"
                           r"|\bi(?:'d| would) (?:do|go with|take|pick|use) (?:option )?\(?(?P<m>[1-9a-e])\)?(?=[\s;:,.]|$)", re.I)


def _option_named(turn: "Turn", s: "H.Sentence", fact: Fact) -> Fact:
    """The note of a recommendation that names an option only by its label, titled by that option."""
    named = _NAMES_OPTION.search(s.text)
    laid_out = (lettered(turn.text) or options(turn.text)) if named else {}
    label = (named["n"] or named["m"]).lower() if named else ""
    said = laid_out.get(label) if named else None
    if said:
        lead = [_first(x) for n, x in laid_out.items() if n != label]  # what it was weighed against
        fact.title = H.clean(_first(said))
        fact.body = f"{H.clean(said, None).rstrip('.')}. {fact.body}" + (f" Over: {'; '.join(lead)}." if lead else "")
    return fact


def _first(option: str) -> str:
    """An option's first sentence, without its bold: "**NATS JetStream**, new." is "NATS JetStream, new"."""
    return re.split(r"(?<=[.!?])\s", re.sub(r"\*\*", "", option).strip(), maxsplit=1)[0].rstrip(".")


def _unlabelled(title: str) -> str:
    """"Plan: a failover gateway wrapping …" is titled by the plan, not its label ("Proposal for
    write_interim: …" keeps the label, which names what it is for). The title is cut again after."""
    rest = re.sub(r"^\W*(?:my )?(?:proposal|plan|suggestion|recommendation)\s*:\s*", "", title, flags=re.I)
    rest = re.sub(r"^\W*proposed\s+(?=\w+\s*:)", "", rest, flags=re.I)  # "Proposed mapping: 01 → FT, …" names the mapping
    # "Rather than hardcoding the new path, I'd make the ES2+ version a property, …": the proposal, not what it avoids
    rest = re.sub(r"^\W*(?:rather than|instead of) [^,]{3,60},\s*(?:i'?d|i would|we could|let'?s)\s+", "", rest, flags=re.I)
    return rest[:1].upper() + rest[1:] if rest else title


# "I can rewrite `station=NW-3` … from the raw files", "I'd also add a host unit test": work for today
WORK_FOR_TODAY = re.compile(r"\bi(?:'ll| will| can| could)(?: also)? (?:re-?write|rebuild|re-?run|regenerate|redo"
                             r"|backfill|reprocess|re-?import|re-?index|re-?send|clean up|wipe)\b"
                             r"|\bi(?:'d| would| can| could| will|'ll)(?: also)? (?:add|write) (?:a |an |some |one )?"
                             r"(?:\w+ ){0,2}tests?\b"
                             # "… if the board is still mounted I can run it for both cameras now": a run, today
                             r"|\bi(?:'ll| will| can| could)(?: also)? (?:run|try|start|kick off|trigger|do) (?:it|that|this|them|the \w+)\b"
                             r"[^.;]{0,50}\b(?:now|right away|straight away)\b"
                             # "For today I'd vacuum the journal down to 1G …": what is done today only
                             r"|^\W*(?:(?:so|and|but)\W+)?(?:just )?for (?:today|tonight|this run|the moment)\b", re.I)


def for_today(text: str, name: str) -> bool:
    """Whether the agent's message proposes `name` for today's work only ("For today I'd vacuum the
    journal down to 1G and clean the apt cache" - "journal and apt yes": a chore, nothing decided)."""
    return any(WORK_FOR_TODAY.search(s.text) and name in s.text.lower() for s in H.sentences(text))
