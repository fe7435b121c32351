"""Bugs an assistant diagnosed and fixed, as one note: symptom, cause, fix (heuristic extractor).

A debugging session says the three parts in different places: the user reports the symptom
("calls time out with DeadlineExceeded under load"), the assistant's diagnosis gives the cause in
its opening sentences, often behind a marker ("Root cause:", "Found it.", "… comes from …"), and the
fix in a "Fix: …" line or in the report after the edit ("Fixed. Both components now …"). Each part
alone is half a note; together they are what a later session needs.

A diagnosis counts only when something was changed after it (an edit tool call, or a report that
says it is fixed): a guess nobody acted on is not a finding.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .base import Fact
from .causes import CAUSE_MAX_WORDS, CAUSE_SAID, EXPLAINED_BELOW, FIXES_LISTED, bare, diagnosis, line_of, summed_cause
from .options import options, pick_number
from .followups import (
    ASKS_FIX, DONE_HERE, EVERY_ONE, FIXED, edited_in, every_with_values, accepts, acted_on, cause_before, changes_files, fix_added, fix_asked_of, next_reply,
    fix_said_next, fixes_asked_next, ordered_fix, report_after, reported_fix, proposed_fix, told_to_go_ahead, way_named,
)
from .fix_lines import FIX_HEADING, FIX_LABEL, FIX_SENTENCE, WRONG_HEADING, fix_label, fix_line, shares_a_word
from .guesses import CONFIRMS, FOUND_AFTER_ALL, WITHDRAWN, hypothesis, of_an_option, still_looking, withdraws
from .symptoms import error_line, symptom_of

if TYPE_CHECKING:
    from ..capture.turns import Turn

# Where an assistant says it has found the cause.
DIAGNOSIS = re.compile(r"\bwhat (?:happened|went wrong)\s*:|\b(?:root cause|the (?:real |actual )?cause (?:is|was)|caused by|(?<!can )(?<!could )(?<!may )(?<!might )(?<!should )(?<!will )(?<!would )(?<!'d )(?<!to )comes? from|came from"
                       r"|due to|found it|found the (?:bug|problem|issue|cause|culprit)|the culprit|^\W*(?:(?:ah|aha|ok|right)\W+)?there it is(?=\W*$)"
                       r"|(?:it'?s|is|was) a (?:real |genuine |actual )?bug"
                       # "the validation is a check-then-insert race", "this is a message-size deadlock"
                       r"|(?:it'?s|is|was) an? (?:classic |[\w-]+ )?(?:race|deadlock|livelock|leak|regression)"
                       r"|that'?s why|which is why|explains (?:it|why)|(?:the )?(?:signature|hallmark|telltale sign) of"
                       r"|points (?:straight |right )?(?:at|to) (?:it|the)|(?:tell|tells|told) (?:us )?the (?:whole )?story|says it all"
                       r"|that'?s (?:the |our |your |an? )?(?:[\w-]+ )?(?:leak\w*|bug|problem|culprit|issue|cause|crash"
                       r"|race|mismatch|deadlock|overflow|regression)"
                       r"|hence the|which explains|(?:two|three|several|a couple of|both) (?:problems|bugs|issues|causes|reasons|leaks|holes|mistakes)"
                       r"|the (?:real |actual )?(?:problem|issue|bug) (?:is|was)|turn(?:s|ed) out|the reason is"
                       r"|(?:this|it) (?:happens|fails|breaks|crashes|hangs|happened|failed|broke) because)\b", re.I)
_REPRODUCED = re.compile(r"^(?:i |we )?(?:can |could |was able to |managed to )?reproduc\w*\b"
                         r"|^\W*(?:so\s+)?(?:that|this|which|it)\s+rules?\s+out\b"  # ("That rules out …": what it is not)
                         r"|^[^.:]{0,40}\b(?:says it all|tells? (?:us )?the (?:whole )?story)\b|^(?:on |at )?lines? \d+\s*:", re.I)  # ("Line 34: `…`")
# The markers that name the cause itself (not "that's why", "hence": what follows from it).
_NAMES_CAUSE = re.compile(r"\b(?:root cause|the (?:real |actual )?cause (?:is|was)|caused by|(?<!can )(?<!could )(?<!may )(?<!might )(?<!should )(?<!will )(?<!would )(?<!'d )(?<!to )comes? from|came from"
                          r"|that'?s (?:the |our |your |an? )?(?:[\w-]+ )?(?:leak\w*|bug|race|mismatch|deadlock|overflow)"
                          r"|(?:is|was) an? (?:[\w-]+ )?(?:race|deadlock|leak|bug|regression)"
                          r"|the (?:real |actual )?(?:problem|issue|bug) (?:is|was))\b", re.I)
# Where it says what the fix is (or will be, just before making it).
FIX_LEAD = re.compile(r"^(?:\*\*)?fix(?:es)?(?: options?)?(?:\*\*)?\b(?:`[^`\n]*`|[^:.`\n]){0,40}:|^\*\*fix(?:es)?\.\*\*"
                      r"|\b(?:software|hardware|quick|simple|real|proper|short-term|long-term|config|one|a single) fix\b[^:.\n]{0,20}:"
                      r"|^(?:two|three|both) fixes\b[^:.\n]{0,30}:"  # "Two fixes, both worth doing: …"
                      # a fix proposed in passing, which counts once it was made: "so I'd set `max-age=60`"
                      r"|\b(?:i'd|i would|i propose to|i suggest(?:ing)?|we should) (?:set|add|change|make|use|move"
                      r"|switch|pin|cap|lower|raise|drop|remove|replace|wrap|mark|put|give|convert|inject|split|group)\b|\bthe (?:\w+ )?fix\b|\bto fix (?:it|this)\b"
                      r"|\bfixed by\b"
                      # "I'll key pins by the file's path": any change the assistant says it will make, not a look
                      r"|^i(?:'ll| will) (?!check|look|investigate|see|try|run|read|dig|test|verify|ask|report|let|keep"
                      r"|need|wait|go|think|start|continue|have|get back|double|confirm|trace|profile|debug)[a-z]+\b"
                      # "Two changes fix it:", "Fixing.", "Better: scan the share …", "It should be keyed by host"
                      r"|\b(?:(?:two|three|both|these|a few|some) )?changes? (?:will )?fix(?:es)? (?:it|this|that)\b|^fixing\b|^better\s*:"
                      r"|\bshould be (?:keyed|stored|computed|read|written|called|run|done|set|cached|checked|sorted|sent"
                      r"|parsed|built|loaded|hashed|scoped) (?:by|from|with|on|as|per|in|at)\b"
                      # the change already made, said in the same message: "I switched it to `dayfirst=True`."
                      r"|^(?:i(?:'ve| have)? |we(?:'ve| have)? )?(?:added|changed|switched|updated|moved|replaced"
                      r"|removed|made|raised|lowered|wrapped|pinned|bumped|reverted|renamed)\b"
                      r"|^(?:i(?:'ve| have)?|we(?:'ve| have)?) (?:set|capped|limited|increased|reduced|disabled"
                      r"|enabled|rewrote|fixed|turned|put|made|wrote|took|kept|split|bound|built)\b", re.I)
_CHANGE_MADE = re.compile(r"^(?:i(?:'ve| have)?|we(?:'ve| have)?) \w+ed\b|^(?:i|we) (?:set|rewrote)\b", re.I)  # "I've switched …", maybe other news
QUOTE_CHARS, OPENING_CHARS = 1200, 200


def findings(window: list["Turn"]) -> list[Fact]:
    """One solution fact per diagnosis that was acted on."""
    out: list[Fact] = []
    said = [t for t in window if not t.is_sidechain and t.kind == "message"]
    symptom: str | None = None
    error: str | None = None  # the error a tool printed while the problem was looked into
    edited = False  # files were changed since the person's last message
    found = False  # the problem last reported already has its finding
    asked_at, found_at = -1, -2  # the person's last message, and the one the last finding answered
    reported: tuple[str | None, str | None] = (None, None)  # the last finding's symptom and error
    looked, fix_of = "", None  # the message of the last finding; the one a "what do we do?" asked the fix of
    for i, turn in enumerate(said):
        if turn.role == "user" and turn.text.strip() and not R.HARNESS.search(turn.text[:400]):
            asked_at, fix_of = i, fix_asked_of(said, i)
            # "evening! beacon's memory keeps growing on the pi": the symptom is not always first
            symptom = symptom_of(turn.text) or (symptom if ASKS_FIX.search(turn.text) else None)  # ("what's the fix?")
            error, edited, found = None, False, found and symptom is None
            continue
        for r in turn.tool_results:
            error = error or error_line(r.text)
        if turn.role != "assistant" or not turn.text.strip():
            edited = edited or changes_files(turn)
            continue
        if out and withdraws(turn.text) and out[-1].turn_ids[0] != turn.id:
            out.pop()  # "you're right, the debounce only hid it. Reverting it.": that fix was no fix
            found = False
        # "Usually that's either X or Y. Checking …" then "Found it. …": the first was a guess
        guessed = bool(out) and found_at == asked_at and bool(FOUND_AFTER_ALL.match(turn.text) or still_looking(looked))
        if guessed:
            symptom, error = reported
        fact = (None if _doubted(turn.text) or _MISSING_FOLDER.search(turn.text) or _chore(turn.text)
                else _finding(turn, said, i, symptom, error)) or (
            _after_the_change(turn, symptom, error) if edited and not found else None)
        edited = edited or changes_files(turn)
        if fact is None:
            symptom, error = (None, None) if guessed else (symptom, error)
            continue
        if guessed:
            out.pop()
        if not fix_added(out, fix_of, fact):  # ("… not atomic." - "what do we do" - "We need a lock per slot …")
            out.append(fact)
        found, found_at, reported, looked = True, asked_at, (symptom, error), turn.text
        symptom = error = None  # one finding per reported problem
    return out


# "… can't write because `out/pdf/2025-26-S2/` doesn't exist. I'll create the folder": made on the spot, no cause worth a note
_MISSING_FOLDER = re.compile(r"\b(?:doesn'?t|does not|didn'?t|did not) exist(?:\s+yet)?\W+(?:so\s+)?i(?:'ll| will|'ve| have)?\s+"
                             r"(?:create|created|make|made|add|added)\s+(?:the|that|it|a|an)\b[^.]{0,20}\b(?:folder|directory|dir)\b", re.I)
# "`ruff` finds an unused `datetime.date` import …. The snapshot just needs regenerating.": a red pipeline's chores
_CHORE = re.compile(r"\bunused (?:`[^`]+` )?(?:import|variable)s?\b|\b(?:just )?needs? (?:regenerating|reformatting|re-?running)\b"
                    r"|\b(?:a|one) typo in\b|\bformatting (?:error|issue|nit)s?\b|\b(?:only|just) (?:formatting|whitespace)\b"
                    r"|\bthe (?:one|only) fail(?:ure|ing test) is (?:the|an) (?:old|existing) test\b", re.I)  # one the change outdated
CHORE_WORDS = 120


def _chore(text: str) -> bool:
    """A short message whose every cause is a chore (an unused import, a snapshot to regenerate, a typo)."""
    causes = [line for line in text.splitlines() if re.match(r"^\s*(?:\d+[.)]|[-*•])\s", line)] or [text]
    return H._words(text) <= CHORE_WORDS and all(_CHORE.search(c) for c in causes)


# An assistant that doubts its own diagnosis in the same message and fixes nothing: no finding yet.
_SECOND_GUESS = re.compile(r"\b(?:wait,? no|no,? wait|rather than guess|let me (?:look|check) again|actually,? no)\b", re.I)


def _doubted(text: str) -> bool:
    """"… one too early … wait, no — that's one too *late*. Let me check": a guess taken back, no fix after it."""
    doubt = _SECOND_GUESS.search(text)
    return bool(doubt) and not any(FIX_LEAD.search(x.text) or FIX_SENTENCE.match(x.text) for x in H.sentences(text[doubt.end():]))


def _finding(turn: "Turn", said: list["Turn"], i: int, symptom: str | None, error: str | None) -> Fact | None:
    """The finding of one assistant message (said[i]): its diagnosis with the fix that was made."""
    sentences = [s for s in H.sentences(turn.text) if not s.text.rstrip().endswith("?")]
    fix_at = next((k for k, s in enumerate(sentences) if FIX_LEAD.search(s.text) or FIX_HEADING.match(s.heading)), None)
    # "### Root cause" over the paragraph that gives it: the heading says what the sentences are
    diag_at = next((k for k, s in enumerate(sentences) if _diagnoses(s, symptom or error, said, i)
                    or ((DIAGNOSIS.search(s.heading) or WRONG_HEADING.match(s.heading))
                        and not FIX_HEADING.match(s.heading))), None)
    diag_at = 0 if diag_at is None and DIAGNOSIS.search(turn.text[:OPENING_CHARS]) else diag_at  # "Found it. X:" opens
    # "shellcheck complains about backup.sh": a linter's findings, tidied, are no bug to remember
    explained = _explained(turn, said, i, symptom) if diag_at is None and fix_at is None \
        and not _LINTER.search(symptom or "") else None
    if diag_at is None and fix_at is None and explained is None:
        return None
    diag_at = 0 if explained is not None else diag_at  # the whole explanation is the cause
    labelled = FIX_LABEL.search(turn.text) or any(FIX_SENTENCE.match(x.text) for x in sentences)
    if diag_at is None and symptom is None and not labelled:
        # a fix with neither a diagnosis nor a reported problem is a plan, not a finding, unless the message sets it
        return None  # apart as "Fix: …" after explaining what is wrong (and it was then made)
    later = said[i + 1:]
    # "both." takes the fixes the diagnosis proposed; the report after them says they were made
    taken = every_with_values(later, _accepted_fix(sentences, diag_at, turn.text, later)) \
        if diag_at is not None and _took_every(later) else None
    fix_text = every_with_values(later, fix_line(sentences, fix_at, turn.text, next((t.text for t in later if t.role == "user"), ""))) if fix_at is not None else \
        taken or reported_fix(later) or explained or (fix_said_next(later) or fixes_asked_next(later) if diag_at is not None else None)
    label = fix_label(turn.text) if fix_at is None else None
    if label is not None:
        # "Fix: set the key once at sysbuild level …:" and the block it introduces (a label line is
        # not a sentence, so the sentences never saw it); the cause ends where it starts.
        fix_text = label
        fix_at = next((k for k, s in enumerate(sentences) if turn.text.find(s.text) > turn.text.find(label)), len(sentences))
    diag_at = diag_at if diag_at is None or diag_at < len(sentences) else None  # "Root cause:" over a code block alone
    if fix_text is None and diag_at is not None and FIXED.match(turn.text.strip()):
        fix_text = sentences[diag_at].text  # "Fixed and tests pass. Root cause: X, so Y now does Z."
    if fix_text is None and diag_at is not None:
        fix_text = _accepted_fix(sentences, diag_at, turn.text, later)
    if (fix_text := edited_in(later, fix_text)) is None or not acted_on(turn, later):  # ("Fix:" over the edit alone)
        return None
    if label is None and _CHANGE_MADE.match(fix_text) and diag_at is not None \
            and not shares_a_word(re.split(r"(?<=[.!?])\s", fix_text, maxsplit=1)[0],
                                   " ".join(s.text for s in sentences[diag_at:fix_at or None])):
        # "The root cause was a stale lock file. I've switched the runner from nose to pytest.":
        # a change that shares nothing with the cause is another piece of news, not its fix
        return None
    start = _summed_from(sentences, diag_at if diag_at is not None and (fix_at is None or diag_at < fix_at) else 0, turn.text)
    # a fix taken from a later paragraph of this message ("both." to what it proposes) is not the cause
    end_at = fix_at if fix_at is not None else next((k for k, s in enumerate(sentences) if k > max(start, diag_at or 0)
                                                     and fix_text.startswith(s.text)), None)
    cause = diagnosis(sentences[start:end_at], turn.text)
    if diag_at is not None and start < diag_at and cause and sentences[diag_at] not in cause and sentences[diag_at - 1] in cause:
        cause.append(sentences[diag_at])  # (the steps, then the sentence that sums them up, which names the cause)
    if diag_at is None:
        # "Clear. I'll add Oban …" after a feature request: an acknowledgement is not a cause
        cause = [c for c in cause if H._words(R.ACCEPT.sub("", c.text, count=1)) >= H.MIN_WORDS]
    if not cause:
        return None
    fact = _fact(turn, cause, fix_text, fix_at is not None, symptom, error)
    return _told_around(fact, said, i, cause, diag_at is None or explained is not None, explained is not None)


# "That's why a cycle takes up to 6 × …": how the code works, explained; a cause only of a problem reported
_EXPLAINS_WHY = re.compile(r"(?:that'?s|which is) why|hence the|which explains", re.I)


def _diagnoses(s: "H.Sentence", reported: str | None, said: list["Turn"], i: int) -> bool:
    """A sentence of said[i] that states a cause: not one of the options or fixes laid out under a line
    ("Proposal:"), and not a "that's why" in the walk-through of code the person asked for, with no problem
    reported (the person's last message is looked up only for such a sentence)."""
    found = [m.group() for m in DIAGNOSIS.finditer(s.text)]
    if not found or of_an_option(s.text) or (s.list_item and FIXES_LISTED.search(s.heading)):
        return False
    if reported is not None or not all(_EXPLAINS_WHY.fullmatch(f) for f in found):
        return True
    asked = next((t.text for t in reversed(said[:i]) if t.role == "user" and t.text.strip()), "")
    return not _ASKS_TO_EXPLAIN.search(asked)


_ASKS_TO_EXPLAIN = re.compile(r"\b(?:explain|walk me through|help me understand|want to understand|how does)\b", re.I)


def _summed_from(sentences: list["H.Sentence"], start: int, text: str) -> int:
    """Where the cause starts: "So the root cause is float parsing…" sums up the sentences before it in its
    paragraph, and "Here's the real sequence …:\n1. … 4. …\n\nSo the duplicates come from …" the steps too."""
    while start > 0 and (line_of(text, sentences[start - 1]) == line_of(text, sentences[start])
                         or (sentences[start - 1].list_item and EXPLAINED_BELOW.match(sentences[start - 1].heading))):
        start -= 1
    return start


def _told_around(fact: Fact, said: list["Turn"], i: int, cause: list["H.Sentence"], unnamed: bool, explained: bool) -> Fact:
    """A finding with what the messages around it add: the cause said before "what's the fix?", the
    guess it confirms, the report of the fix as made, and a later summary's line that names the cause."""
    later = said[i + 1:]
    if not any(_NAMES_CAUSE.search(c.text) for c in cause) and (summed := summed_cause(later, " ".join(c.text for c in cause))):
        fact.title = H.clean(summed)  # "That explains it: 1. app-02 was added … 3. …" - "- Cause: app-02 ran it too …"
        fact.body += f" In the summary: {H.clean(summed, None)}." if H.clean(summed, None) not in fact.body else ""
    before = cause_before(said[:i], DIAGNOSIS, asked_only=explained)  # (or before "what's the fix?")
    fact.body = f"{before}. {fact.body}" if (unnamed or not any(_NAMES_CAUSE.search(c.text) for c in cause)) and before \
        else fact.body  # ("The breadcrumbs tell the story. …" then "Two problems in `scanStore.ts`: …": a count names no cause)
    if CONFIRMS.search(cause[0].text):
        fact.body = " ".join(p for p in (hypothesis(said[:i]), fact.body) if p)
    done = report_after(later, DIAGNOSIS) if not DONE_HERE.search(said[i].text) else None
    if done and done not in fact.body:
        fact.body = f"{fact.body} Done: {_DONE_LABEL.sub('', done)}"  # the fix as made ("TX power is capped at 11 dBm")
    return fact


def _after_the_change(turn: "Turn", symptom: str | None, error: str | None) -> Fact | None:
    """The report after a change that names the cause it fixed ("Done, and it builds. What changed: a
    binary semaphore `radio_idle` now serialises the two tasks. … Root cause for the record: the HX711
    conversion overlapping the WiFi TX burst"): the cause, with what changed as its fix."""
    said = [s for s in H.sentences(turn.text) if not s.text.rstrip().endswith("?")]
    at = next((k for k, s in enumerate(said) if CAUSE_SAID.search(s.text)), None)
    if at is None:
        return None
    changed = [s.text for s in said[:at] if H._words(s.text) >= H.MIN_WORDS and not R.REPORT_OPENER.match(s.text)]
    changed = changed or [s.text for s in said[at + 1:at + 2] if H._words(s.text) >= H.MIN_WORDS]
    if not changed:
        return None
    return _fact(turn, [said[at]], " ".join(changed[:2]), True, symptom, error)


_LINTER = re.compile(r"\b(?:shellcheck|eslint|clippy|mypy|pyright|ruff|flake8|pylint|rubocop|golangci-lint|tslint|stylelint"
                     r"|hlint|credo|ktlint|swiftlint|lint(?:er|s|ing)?)\b", re.I)
_FOUND = re.compile(r"^\W*(?:ok(?:ay)?,? )?(?:i )?(?:found|got|spotted|caught) (?:it|the (?:bug|culprit|problem|issue))\b", re.I)


_PLAN_OPENS = re.compile(r"^\W*(?:(?:now|so|first|next|right)\W+)*(?:i(?:'d| would| will|'ll| can| could|'m going to)\b"
                         r"|plan\b|let me\b|let'?s\b|sure\b|ok(?:ay)?\b|you'?re right\b"
                         # "Great! …", "Done.": an acknowledgement or a report opens it, no explanation
                         r"|(?:great|perfect|excellent|done|good|nice|thanks|got it|understood|all set)\b)", re.I)


def _explained(turn: "Turn", said: list["Turn"], i: int, symptom: str | None) -> str | None:
    """The fix of a problem explained without a diagnosis phrase, that the person then told the
    assistant to fix ("… slower to start with our extension. why" - "`activationEvents: ["*"]` — it
    activates on every startup … Replacing it with `onLanguage:` …" - "do it"): what the report after
    the change says was done ("" if nothing), or that the assistant made unasked right after it. None
    when the explanation already reports work done, or nothing was changed and nobody said go."""
    if symptom is None or DONE_HERE.search(turn.text) or _PLAN_LABEL.search(turn.text):
        return None  # ("The old script closes cards …. Proposed structure:\n1. …": what to build, no cause)
    # "why is it 38 MB" - "node_modules went into the package in full … so .vscodeignore never excluded
    # it", the change, "14 files and 1.2 MB now": an explanation of how the problem comes about (not a
    # plan: "I'd start with …", nor options laid out: "Four ways to run it … I'd take b."), then the
    # change, whether or not the person said go first; the report after it says what was done
    if not _PLAN_OPENS.match(turn.text) and not WITHDRAWN.search(turn.text) and not options(turn.text) \
            and _changed_next(said[i + 1:]) and (unasked := report_after(said[i + 1:], DIAGNOSIS)):
        return unasked
    reply, laid_out = next_reply(said[i + 1:]), options(turn.text)
    if not told_to_go_ahead(said[i + 1:]) or (reply is not None and laid_out and pick_number(reply.text, laid_out, turn.text)) \
            or _OFFERS_MORE.search(turn.text):
        return None  # ("Three ways: 1. … 2. … I'd lean to 2." - "2"; "… we could switch to manual acks. Want that?")
    # "": explained and accepted, the report says no more; "put the filter back": the order was the fix
    return report_after(said[i + 2:], DIAGNOSIS) or ordered_fix(said[i + 1:]) or ""


_PLAN_LABEL = re.compile(r"(?:^|[.!]\s+)(?:(?:my |the )?proposed|suggested|planned|new) (?:structure|design|plan|layout|flow|approach|steps)\s*:\s*$"
                         r"|(?:^|[.!]\s+)here'?s (?:the|my|a) (?:plan|design|structure)\b[^.\n]{0,40}:\s*$", re.I | re.M)
_OFFERS_MORE = re.compile(r"(?:\bwant (?:me to|that|it)|\bshall i\b|\bshould i\b|\bdo you want\b)[^?\n]*\?\s*$", re.I)  # its yes takes the offer
_DONE_LABEL = re.compile(r"^(?:done|fixed)[:.!]\s*", re.I)  # the report's own "Done:" before "Done: …"


def _took_every(later: list["Turn"]) -> bool:
    reply = next_reply(later)
    return reply is not None and bool(EVERY_ONE.match(reply.text))


def _changed_next(later: list["Turn"]) -> bool:
    """No message of the person's moved on before files were changed: "Excellent. One more thing: …
    drop the unused `debugDump`" asks for something else, and that change fixes nothing explained."""
    for t in later:
        if changes_files(t):
            return True
        if t.role == "user" and t.text.strip():
            return not any(R.TOPIC_TURN.match(x.text) for x in H.sentences(t.text))
    return False


def _accepted_fix(sentences: list["H.Sentence"], diag_at: int, text: str, later: list["Turn"]) -> str | None:
    """A diagnosis whose next paragraph says what to do, without a "Fix:" label ("A barcode is an
    identifier, not a quantity: keep it a string end to end …"), when the person's reply accepts it
    ("yes, do that"): that paragraph's first sentence is the fix."""
    reply = next_reply(later)
    laid_out = options(text)
    picked = pick_number(reply.text, laid_out, text) if reply is not None and laid_out else None
    if picked is not None:
        return laid_out[picked]  # "… that's the root cause. Options: (a) … (b) move the job to Oban …" - "b"
    if reply is not None and (named := way_named(sentences[diag_at + 1:], reply.text)) is not None:
        return named  # "Two ways out: drop the transform …, or … mount them through a portal …" - "portal, and …"
    every = bool(EVERY_ONE.match(reply.text)) if reply is not None else False
    if reply is None or not (accepts(reply.text) or every):
        return None
    listed = [s for s in sentences[diag_at + 1:] if s.list_item and FIXES_LISTED.search(s.heading)]
    if every and listed:  # "both, and 512Mi for now" to "Two fixes, independent:\n- … \n- …": every item
        start = text.find(listed[0].text)
        start = text.rfind("\n", 0, start) + 1  # from its line's start: "1. **Till**: …" keeps its number
        whole = text[start:text.find(listed[-1].text, start) + len(listed[-1].text)].strip()
        if H._words(whole) <= CAUSE_MAX_WORDS:
            return whole
    line = line_of(text, sentences[diag_at])
    first = next((k for k, s in enumerate(sentences) if k > diag_at and line_of(text, s) > line + 1
                  and not s.list_item and H.MIN_WORDS <= H._words(s.text)), None)
    if first is None:
        return proposed_fix(later, reply)  # "There it is: …" then "Proposed fix: - …" - "Yes, all four."
    fix = sentences[first].text
    if every:  # "both." to "The scheduler has `onOneServer()` … I'd also put a guard …": the whole paragraph
        same = [s.text for s in sentences[first:] if line_of(text, s) == line_of(text, sentences[first])]
        end = text.find(same[-1], text.find(fix))
        whole = text[text.find(fix):end + len(same[-1])] if end >= 0 else fix
        return whole if H._words(whole) <= CAUSE_MAX_WORDS else fix
    # "The job has no idempotency guard. I'd add an `invoice_email_sent_at` column …": a first
    # sentence that names nothing takes the one after it in the same paragraph, which does
    nxt = sentences[first + 1] if first + 1 < len(sentences) else None
    if nxt is not None and not H._SPECIFIC.search(fix) and line_of(text, nxt) == line_of(text, sentences[first]):
        start = text.find(fix)
        end = text.find(nxt.text, start)
        if start >= 0 and end > start:
            return text[start:end + len(nxt.text)]
    return fix


def _fact(turn: "Turn", cause: list["H.Sentence"], fix: str, fix_here: bool, symptom: str | None,
          error: str | None = None) -> Fact:
    text = turn.text
    start = text.find(cause[0].text)
    end = text.find(cause[-1].text, start) + len(cause[-1].text)
    if fix_here:
        fix_end = text.find(fix, start) + len(fix)
        if fix_end > end and fix_end - start <= QUOTE_CHARS:
            end = fix_end
    parts = [H.clean(s.text, None) + "." for s in cause] + [H.clean(fix, None) + "."]
    if symptom:
        parts.append(f"Symptom: {H.clean(symptom, None)}.")
    if error and error not in " ".join(parts):
        parts.append(f"Error: {error}")
    # The title is the sentence that names the cause ("That's data leakage through the per-clip
    # split"), not the evidence that opened the paragraph ("Confirmed: 77% of recordings …").
    # "I can reproduce it by forcing UTC" says how it was seen; the cause is in the next sentence
    cause_said = [c for c in cause if not _REPRODUCED.match(c.text)] or cause
    named = cause_said[0]
    # "Found it in the trace. … So the root cause is a duplicate signal id": the sentence that says
    # what the cause is names it better than the one that says it was found
    named = next((c for c in cause_said if CAUSE_SAID.search(c.text)), named) if _FOUND.match(named.text) else named
    named = next((c for c in cause_said[1:] if not bare(c.text.strip(" *."))), named) if bare(named.text.strip(" *.")) else named
    if not DIAGNOSIS.search(named.text):  # ("That's the root cause." names nothing: the sentence after it does)
        named = next((c for c in cause if _NAMES_CAUSE.search(c.text) and not bare(c.text.strip(" *"))), named)
    return Fact(title=H.clean(named.text), body=" ".join(dict.fromkeys(parts)), type="solution",
                importance=0.6, quote=text[start:end], turn_ids=[turn.id], role="assistant",
                tags=H._tags(" ".join(s.text for s in cause) + " " + fix, ("troubleshooting",)))
