"""What a person reports as a problem, and the line a program printed when it failed (heuristic
extractor): the symptom half of a finding (see findings.py).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .base import Fact

if TYPE_CHECKING:
    from ..capture.turns import Turn

# A user turn that reports a problem.
SYMPTOM = re.compile(r"\b(?:fails?(?! over)|failing(?! over)|failed(?! over)|errors?|crash\w*|(?<!\bno )(?<!\bwithout )exceptions?|broken|bug|flaky|leak\w*|grows?"
                     r"|OOM\w*|hangs?|time(?:s|d)? ?out|timeouts?|slow|does ?n[o']?t (?:match|work)|mismatch"
                     r"|wrong|died|dies|getting|off by|loses?|losing|lost|reboot\w*|resets?|missing|duplicat\w*"
                     r"|keeps? \w+ing|takes? \d+(?:\.\d+)? ?(?:s|sec|seconds|minutes)|too slow"
                     # "reminders don't show up", "the node refuses every image", "scans come back 'unknown item'"
                     r"|(?:do|does|did|wo|ca)n'?t (?:show|arrive|appear|load|start|install|boot|build|compile|connect"
                     r"|open|save|sync|run)|refuses?|refused|rejects?|rejected|unknown"
                     # "the widget never shows today's check-ins, it's stuck", "negative ride durations"
                     r"|stuck|stale|negative|never (?:shows?|updates?|refresh(?:es)?|loads?|fires?|arrives?)"
                     r"|by (?:it|them)sel(?:f|ves|fs)|falls? through|(?<!\bthe )(?<!\bthis )(?<!\bour )(?<!\ba )spikes?|\ba spike (?:in|of|to)|jumps?|restart(?:s|ed|ing)?"
                     r"|still shows?|(?:shows?|showing) yesterday|out of memory|killed"
                     r"|freezes|freezing|froze|frozen"
                     # "every plan shows the DKIM records changing even though nobody touches them"
                     r"|even though|for no reason|out of nowhere|randomly|annoying|every (?:plan|run|build|deploy)"
                     # "some values come out as 0.3333333333333333 tsp", "names come out broken"
                     r"|comes? out (?:as|wrong|broken|garbled|empty|blank)"
                     r"|jitter\w*|stutter\w*|flicker\w*|glitch\w*|laggy|lagging"
                     # "pins disappear when I :bdelete", "the run blew up again, NaNs in T", "EOM test red",
                     # "we're hitting sites too fast", "pls fix"
                     r"|disappear\w*|vanish\w*|blew up|blows? up|NaNs?|too fast|complain\w*|(?:pls|please|plz) fix"
                     # a number that got worse, an alert that fired: "the bill went from about €40 to €310",
                     # "took 2h40 last night, it used to be ~25 min", "got paged, X fired at 06:12", "p99 is ~900ms"
                     r"|went (?:up )?from (?:about |~)?\S*\d\S* to \S*\d|used to (?:be|take) |took \d|got paged|fired at"
                     r"|\bp9\d(?:\.\d)? is\b"
                     # "now, why is it 38 MB", "why does the build take 9 minutes": a size or a time asked about
                     r"|\bwhy (?:is|are|does|do|did) (?:it|this|that|the [\w.-]+) (?:so |still |now )?(?:\w+ )?\d[\d.,]* ?(?:[KMG]B|ms|s|seconds?|minutes?|hours?)\b"
                     r"|(?:tests?|specs?|build|ci|pipeline|suite)\b[^.\n]{0,20}\b(?:is |are |went |turned |goes )?red"
                     # "37 claims were paid two times", "we have a problem: …", "318 parcels went to Utrecht instead of
                     # the new depot", "support escalated a bad one", "we have none of the repairs of those days"
                     r"|twice|two times|we have (?:a|an) (?:problem|issue|incident)|went to \S+(?: \S+)? instead of"
                     r"|escalated|we have none of|bounced|(?:so|too) late|for being late"
                     # "the preview shows all sailings one hour later, 08:15 instead of 07:15": a value off by a shift
                     r"|(?:shows?|showing|displays?|says|reads|prints?)\b[^.\n]{0,60}\binstead of|(?:an|one|\d+) (?:hours?|days?|minutes?) (?:too )?(?:late|early))\b",
                     re.I)

SYMPTOM_DETAIL_WORDS = 30
# A message of ideas for some day, said so: what it says fails is a thought, not a report
_MUSING = re.compile(r"\b(?:thinking out loud|random thought|food for thought|just so it'?s said|ideas? for (?:later|some ?day|the future)"
                     r"|none of (?:that|this|it|these) (?:now|today|for now|yet))\b", re.I)
# "add a test that the color-strike json fails", "write a test where the import errors": a failure
# asked for on purpose, no problem
_ASKS_FOR_A_TEST = re.compile(r"^\W*(?:(?:pls|please|can you|could you|now|next|and|also)\W+)*(?:add|write|make|put in)\s+"
                              r"(?:a |an |one |some )?(?:\w+ )?(?:tests?|specs?|test cases?)\b", re.I)
# The line a program prints when it fails: "Fatal error: exception Stack_overflow", "panic: …",
# "KeyError: 'tz'", "thread 'main' panicked at …".
_ERROR_LINE = re.compile(r"^[ \t]*(?:fatal error|error|panic|thread '[^']*' panicked|[\w.]*(?:Error|Exception))\b"
                         r"[^\n]{3,160}$", re.I | re.M)


def symptom_of(text: str) -> str | None:
    """The sentence of a user's report that states the problem, with the statement right after it
    when it adds a detail ("… come back 'unknown item'. their barcodes all start with 0, fwiw")."""
    if _MUSING.search(text):
        return None  # "thinking out loud: … like when a scientist marks a well as failed …": ideas, no problem
    said = list(H.sentences(text))
    at = next((k for k, x in enumerate(said) if SYMPTOM.search(x.text) and not _ASKS_FOR_A_TEST.search(x.text)), None)
    if at is None:
        return None
    if R.REMEMBER_ANYWHERE.search(said[at].text) and at + 1 < len(said):
        return said[at + 1].text  # "remember that … you keep trying 8000. anyway, real problem: …" is no part of it
    if at + 1 < len(said):
        nxt = said[at + 1].text
        if not nxt.rstrip().endswith("?") and not R.TASK_REQUEST.search(nxt) and not R.CHATTER.search(nxt) \
                and H._words(nxt) <= SYMPTOM_DETAIL_WORDS and H.MIN_WORDS <= H._words(nxt):
            return f"{said[at].text}. {nxt}" if not said[at].text.endswith((".", "!")) else f"{said[at].text} {nxt}"
    return said[at].text


def error_line(output: str) -> str | None:
    m = _ERROR_LINE.search(output[:4000])
    return m.group().strip() if m else None


def seen_not_set(turn: "Turn", facts: list[Fact]) -> list[Fact]:
    """The facts of a message that asks for help, less what it says it sees: "IMU gives zeros. WHO_AM_I
    reads fine though. can you look" reports readings, not settings; "tracing is a mess … we keep 100%
    of spans. we need sampling" tells how things stand, not a choice."""
    if not R.ASKS_HELP.search(turn.text):
        return facts
    return [f for f in facts if not (f.type == "fact" and (R.OBSERVED.search(f.quote) or SYMPTOM.search(f.quote)
                                                          or R.CONSEQUENCE.search(f.quote) or _complained_of(turn.text, f.quote)))
            and not (f.type == "decision" and _AS_THINGS_STAND.search(f.quote) and not R.STANDING.search(f.quote))]


# "we keep 100% of spans", "we use a single Redis for both": how things stand, in a message asking to change it
_AS_THINGS_STAND = re.compile(r"\bwe (?:keep|use|run|have|store|send|log)\b(?! (?:it|them|that)\b)", re.I)


def _complained_of(text: str, quote: str) -> bool:
    """The sentence right after `quote` complains about it: "map files for the 4k maps are 130 MB json.
    way too big. ideas?" tells a problem, not a setting."""
    at = text.find(quote)
    return at >= 0 and bool(_TOO_MUCH.match(text[at + len(quote):]))


_TOO_MUCH = re.compile(r"[\s.,;:!—–-]*(?:(?:that'?s|it'?s|which is|way|far|much|\w+ (?:is|are))\s+)*too \w+", re.I)
