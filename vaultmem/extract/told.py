"""Values the person states as settings (heuristic extractor, offline).

* "we ship with 3 replicas": a value told as how things are set, not a complaint, a loss, a reading
  or a request for now (`told_setting`).
* "Today every van gets 1000 kg and a 10 h shift … What are the numbers from ops?" — "diesel vans
  1200 kg payload, the eSprinters 900 kg. at most 120 stops per route whatever the van. shifts are 9 h
  including a 45 minute break": the numbers the assistant asked for, given without a verb a setting
  rule would see. The sentences that give them are one note: they answer one question (`values_given`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import Sentence, _content_words, _tags, _words, clean, sentences
from .code_names import unit_family, units_in
from .signals import asks_beside, new_fact, states_value

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

# "if the PubSub invalidation ever misses an edit, a presenter could see a stale grid for 5 minutes":
# what would happen, no setting
_SUPPOSED = re.compile(r"^\W*(?:(?:and|but|so|hmm)\W+)*(?:if|what if|in case|suppose|imagine)\b[^.;]*\b(?:could|would|might)\b",
                       re.I)


def told_setting(text: str, turn: "Turn") -> bool:
    """A value the person states as a setting, not as a complaint, a loss, a reading or a request for
    now; nor told beside a question, where it is how things stand while asking ("we sample every 5 min
    now. how long would the battery last at 10?")."""
    return states_value(text) and not R.CONFIG_NOT.search(text) and not R.TASK_REQUEST.search(text) \
        and not R.LOSS.search(text) and not R.COMPARED.search(text) and not R.MEASURED.search(text) and not R.RUN_IT.search(text) \
        and not R.CHATTER.search(text) and not asks_beside(turn.text) and not _SUPPOSED.match(text) and not R.NOT_OURS.search(text) \
        and not _GIT_ERRAND.match(text)


# "push to a branch maint-212 and put the summary in the PR", "commit it on a branch rfc-019": where today's work goes
_GIT_ERRAND = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|and|then|pls|please|now)\W+)*(?:push|commit|merge|rebase|open a (?:PR|pull request|MR))\b"
                         r"(?:(?!\b(?:always|never|every)\b)[^.;])*$", re.I)


# "What are the numbers from ops?", "which values should I use?", "What limits do you want?": the
# assistant asks for values in general, not for one it names
_ASKS_VALUES = re.compile(r"\b(?:what|which)\b[^?]{0,30}\b(?:numbers|values|limits|figures|sizes|timeouts|thresholds"
                          r"|defaults|quotas)\b[^?]{0,40}\?\s*$", re.I)
_VALUE = re.compile(r"\d")
GIVEN_SENTENCES, GIVEN_WORDS = 4, 25


# "warnings: a reminder to the adjuster at 75% of the SLA, …" to "… and when should people be warned?": a
# label the question named, then its values
_LABELLED = re.compile(r"^\W*(?P<label>[a-z][\w -]{2,30}?)\s*:\s+\S", re.I)


def _asked_about(first: str, previous: str) -> bool:
    """The reply opens with a label that one of the assistant's questions names (by its first letters)."""
    label = _LABELLED.match(first)
    questions = " ".join(x.text for x in sentences(previous) if x.text.rstrip().endswith("?")).lower()
    return label is not None and any(len(w) >= 5 and re.search(rf"\b{re.escape(w[:4])}", questions)
                                     for w in label["label"].lower().split())


def _reworks(first: str, previous: str) -> bool:
    """The reply opens with other values for what a sentence of the assistant's proposed ("at most 5 SMS
    per claim per day" - "3 SMS per claim per day, 5 is spam"): two words in common, a number of its own."""
    # ("that's the library's thing, they have no weekday users at 6." shares only "the" and "that")
    mine = {w for w in _content_words(first) if not w.isdigit() and w not in _FUNCTION}
    numbers = set(re.findall(r"\d+", first))
    # ("stop at 19:00, not 20:00" to "… I'd use …: stop at 20:00": the value it turns down is that sentence's)
    instead = {re.sub(r"\D", "", m) for m in re.findall(r"\bnot\s+(\d[\d:.]*)", first)}
    return any(numbers - set(re.findall(r"\d+", x.text)) and re.search(r"\d", x.text)
               and ((len(mine & _content_words(x.text)) >= 2 - bool(instead & {re.sub(r"\D", "", v) for v in re.findall(r"\d[\d:.]*", x.text)})
                     and _PROPOSES.search(x.text))
                    # "timeout 3 seconds." to "I set a 5 s connect timeout …": a setting it made, said again
                    or (_SET_IT.search(x.text) and _same_setting(first, x.text))) for x in sentences(previous))


_FUNCTION = frozenset("the and for but not that this with from they them their there have has was were are you your"
                      " our its what when then than".split())
_SET_IT = re.compile(r"\bi(?:'ve| have)? (?:set|made|configured|gave|put)\b", re.I)


def _same_setting(first: str, said: str) -> bool:
    """Both name one setting ("timeout") and give it a value of one unit ("3 seconds", "5 s")."""
    nouns = {m.group().lower() for m in _SETTING_NOUN.finditer(first)}
    return bool(nouns & {m.group().lower() for m in _SETTING_NOUN.finditer(said)}) and bool(units_in(first) & units_in(said))


_PROPOSES = re.compile(r"\b(?:i'?d|i would|i'll|we could|i suggest|i propose|let'?s|how about)\b", re.I)


def values_given(reply: "Turn", previous: "Turn | None", said: list[Sentence], facts: list["Fact"]) -> list["Fact"]:
    """The reply's facts, with the sentences that open it giving the values the assistant just asked
    for, or other values than it proposed, as one note (module docstring). Not when the reply asks
    back or is chatter."""
    if previous is None or not said or not (_ASKS_VALUES.search(previous.text.strip()) or _asked_about(said[0].text, previous.text)
                                            or _reworks(said[0].text, previous.text)):
        return facts
    given: list[Sentence] = []
    named = {m.group().lower() for m in _SETTING_NOUN.finditer(previous.text)}
    for s in said[:GIVEN_SENTENCES]:
        # ("… and no retries at all: a retried job can print twice …": a setting it named, said with no number)
        other = given and {m.group().lower() for m in _SETTING_NOUN.finditer(s.text)} & named
        if not (_VALUE.search(s.text) or other) or _words(s.text) > GIVEN_WORDS + (GIVEN_WORDS if other else 0) \
                or s.text.rstrip().endswith("?") or R.CHATTER.search(s.text) or R.TRANSIENT.search(s.text) or R.NOT_OURS.search(s.text):
            break
        given.append(s)
    start = reply.text.find(given[0].text) if given else -1
    end = reply.text.find(given[-1].text, start) + len(given[-1].text) if start >= 0 else -1
    if start < 0 or end <= start or "\n\n" in reply.text[start:end]:
        return facts
    quote = reply.text[start:end]
    body = " ".join(f"{clean(s.text, None)}." for s in given)
    note = new_fact(reply, given[0], "fact", 0.6, body=body, tags=_tags(quote, ("config",)))
    note.quote = quote
    return [f for f in facts if f.quote not in quote] + [note]


# "400ms it is", "400 ms then", "go with 400": a value picked in a few words
_VALUE_PICK = re.compile(r"^\W*(?:(?:ok(?:ay)?|fine|fair|right|sure|yes|yep|alright|then|so)\W+)?(?:go with |let'?s (?:do|go with|use|say) |make it )?"
                         r"(?P<n>\d[\d.,]*)\s?(?P<unit>ms|s|secs?|seconds?|mins?|minutes?|h|hours?|days?|%|[kmg]b|kg|px|µs)?\s*(?:it is|then|please|pls|works|is fine|is good|it'?s fine)?\W*$", re.I)
PICK_WORDS = 6
ACK_WORDS = 4
_SETTING_NOUN = re.compile(r"\b(?:limit|timeout|interval|deadline|threshold|ttl|retention|window|delay|backoff|quota|budget"
                           r"|cooldown|tolerance|cut-?off|concurrency|retries|replicas|workers|batch(?: size)?|pool size|keep-?alive|heartbeat"
                           r"|rate|expiry|max age)\b", re.I)


_BOUND = re.compile(r"\b(?:under|below|at most|less than|no more than|over|above|at least|more than|within)\s+\d", re.I)


def value_picked(reply: "Turn", previous: "Turn | None", facts: list["Fact"]) -> list["Fact"]:
    """The reply's facts, plus a decision when the reply is a value picked in a few words among the
    ones the assistant's last message weighed ("A 300 ms deadline would sit close to the p99 …; 400 ms
    leaves room." - "400ms it is"): the note says which value, what for, and the sentence that weighed it."""
    said = list(sentences(reply.text))[:2]  # ("0.78 then. for police reports only, …": the pick opens the reply)
    if len(said) == 2 and _words(said[0].text) <= ACK_WORDS and not _VALUE_PICK.match(said[0].text.strip()):
        said = said[1:]  # ("oh right, 4 pods. 40 then.": after a word that it was heard)
    first = said[0] if said else None
    # ("9 days... no. ok wait. …": a value said back in dismay or as a question picks nothing)
    m = _VALUE_PICK.match(first.text.strip()) if first is not None and not re.search(r"(?:\.\.\.|…|\?)\s*$", first.text) else None
    if m is None or previous is None or _words(first.text) > PICK_WORDS or any(f.turn_ids == [reply.id] for f in facts):
        return facts  # (a reply that made notes of its own says what it decided itself)
    number = m["n"].rstrip(".,")
    weighed = next((x.text for x in sentences(previous.text) if not x.text.rstrip().endswith("?")
                    and re.search(rf"(?<![\d.]){re.escape(number)}(?![\d])", x.text)
                    and len(set(re.findall(r"(?<![\d.])\d[\d.,]*\d|(?<![\d.])\d", x.text)) - {number}) >= 1), None)
    if weighed is None:
        # "20 seconds then" to "… The keepalive has to be under 30 s.": the bound it was picked against
        unit = unit_family(m["unit"] or "")
        weighed = next((x.text for x in reversed(list(sentences(previous.text))) if m["unit"] and not x.text.rstrip().endswith("?")
                        and _SETTING_NOUN.search(x.text) and _BOUND.search(x.text)
                        and unit in units_in(x.text)), None)
    if weighed is None and m["unit"]:
        # "fair, 6GB then" to "… 6 GB would leave more room for the page cache.": the value put forward with its unit
        weighed = next((x.text for x in sentences(previous.text) if not x.text.rstrip().endswith("?")
                        and re.search(rf"(?<![\d.]){re.escape(number)}\s?{re.escape(m['unit'])}\b", x.text, re.I)), None)
    if weighed is None:
        return facts
    # "A 300 ms deadline …": what the values are for, named after one of them
    # (the setting's name, said in the reply or the weighing: "… the invoices keep their own threshold")
    noun = next((n.group().lower() for n in _SETTING_NOUN.finditer(f"{reply.text} {weighed} {previous.text}")), None)
    value = f"{number}{(' ' + m['unit']) if m['unit'] else ''}"
    # ("About shared_buffers = 8GB: …" - "fair, 6GB then": the key the weighing set another value of)
    key = re.search(rf"`?(?P<k>[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[A-Z]\w*)`?\s*[:=]\s*\d[\d.]*\s?{re.escape(m['unit'])}\b",
                    previous.text, re.I) if m["unit"] and not noun else None
    title = f"{noun.capitalize()}: {value}" if noun else f"{key['k']} is {value}" if key else clean(f"{value}: {weighed}")
    paragraph = reply.text.strip().split("\n\n")[0]
    note = new_fact(reply, Sentence(paragraph, "", False), "decision", 0.7, title=title)
    # the body says the value picked first, then what the reply adds ("For police reports only, …")
    rest = [f"{clean(x.text, None)}." for x in list(sentences(paragraph))[1:]]
    note.body = " ".join([f"{title}.", *rest, f"About: {clean(weighed, None)}."])
    return [*facts, note]
