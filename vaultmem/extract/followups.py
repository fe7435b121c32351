"""What happened after an assistant explained a problem (heuristic extractor, for findings.py):
whether the person said go ahead, whether files were then changed, and what the report after the
change says was done. A diagnosis nobody acted on is not a finding; these say whether it was acted on.
"""

from __future__ import annotations

import itertools
import json
import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .options import GENERIC_WORDS, _stop_words, options, pick_number

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

REPORTS_AHEAD, TURNS_AHEAD = 3, 12  # how far after a diagnosis its fix report / edit may come
FIXED = re.compile(r"^(?:\*\*)?fixed\b", re.I)
EDIT_TOOL = re.compile(r"edit|write|patch|replace", re.I)
# A shell call that changes files: Codex edits through `apply_patch` run in its shell.
EDIT_COMMAND = re.compile(r"apply_patch|\*\*\* (?:Begin Patch|Update File)|\bsed -i\b|\bpatch -p", re.I)
# What people put before saying yes: "ugh. yes fix it", "hmm ok, go ahead".
_INTERJECTION = re.compile(r"^\W*(?:(?:ugh|hmm+|ah|oh|argh|sigh|damn|wow|nice|great|cool|fine|right|well|ouch|oof|yikes"
                           r"|ha(?:ha)?|lol)\b[\s.,!:;-]*)+", re.I)


def accepts(text: str) -> bool:
    """A reply that says go ahead, after any interjection, or ends by naming what to do ("no rabbit. the
    postgres queue stays, … do the lease")."""
    return bool(R.ACCEPT.match(_INTERJECTION.sub("", text.strip())) or _DO_THE.search(text))


_DO_THE = re.compile(r"(?:^|[.!;]\s+)(?:(?:ok|so|then|just)\W+)?(?:do|go with|go for) the [\w()\[\]-]+(?: one| thing| fix| way)?\W*$", re.I)
_NOW_DONE = re.compile(r"\b(?:is|are) now (?:written|stored|sent|set|built|generated|split|chunked|updated|pinned"
                       r"|encoded|escaped|quoted|guarded|checked|validated|fixed)\b", re.I)


# A report that opens by saying the fix is made: "Fixed …", "Done: `render` always parses with …",
# "Both fixed:" over a list of what changed.
_REPORTED = re.compile(r"^(?:\*\*)?(?:fixed|done|(?:both|all|everything) (?:fixed|done))\b[\s:.!—–-]*", re.I)
# A report that says the problem is gone: "The connection works again.", "Rerun … finished in 22m41s, back to normal."
_WORKS_AGAIN = re.compile(r"^[^.\n]{0,60}\b(?:works|is working|runs|connects|passes|is green|are green) again\b"
                          r"|^[^.\n]{0,80}\bback to normal\b", re.I)


def reported_fix(later: list["Turn"]) -> str | None:
    """What the next report that opens with "Fixed" or "Done" says was done (the user may say go
    ahead first)."""
    replies, asked = [], 0
    for t in later:
        asked += t.role == "user" and bool(t.text.strip())
        if asked > 1:
            break  # the person moved on to something else: a later "Done." reports that
        if t.role == "assistant" and t.text.strip():
            replies.append(t)
    for turn in replies[:REPORTS_AHEAD]:
        parts = [s.text for s in H.sentences(turn.text)]
        if parts and _WORKS_AGAIN.match(parts[0]):
            return parts[0]
        if parts and _REPORTED.match(turn.text.strip()):
            rest = _REPORTED.sub("", parts[0], count=1).strip(" .!:*")
            return parts[0] if H._words(rest) >= H.MIN_WORDS or len(parts) == 1 else parts[1]
    return None


# The diagnosis message says the change is already made: "Fix (done):", "I removed the spread-based
# counting", "… now goes through `toUtf16Offset()`".
DONE_HERE = re.compile(r"\A\W*fixed\b|\bfix(?:es)? \((?:done|applied|in place)\)|(?:^|[.!;]\s+)(?:i(?:'ve| have)?|we(?:'ve| have)?) "
                        r"(?:added|changed|removed|replaced|switched|updated|moved|wrapped|pinned|rewrote|set|capped|turned"
                        r"|limited|raised|lowered|increased|reduced|disabled|enabled)\b"
                        r"|\b(?:now (?:go(?:es)?|runs?|uses?|sends?|checks?|returns?|advertises?) )", re.I | re.M)


# "To test it for real I'd like to run the worker locally …": what the assistant means to do next, no report
_WISH = re.compile(r"\b(?:i'?d|i would) (?:like|love|prefer|want) to\b", re.I)


def report_after(later: list["Turn"], names_cause: "re.Pattern[str]") -> str | None:
    """The first statement of the assistant's report after the edit that carried out a proposed fix
    ("No brownout now: TX power is capped at 11 dBm (`esp_wifi_set_max_tx_power(44)`) …")."""
    edited, replies = False, 0
    for t in later[:TURNS_AHEAD]:
        if t.role == "user" and t.text.strip():
            replies += 1
            if edited or replies > 1:
                return None  # the person moved on before the assistant reported
        edited = edited or changes_files(t)
        if t.role == "assistant" and t.text.strip() and not edited:
            return None  # the assistant spoke of something else before making the change
        if edited and t.role == "assistant" and t.text.strip():
            said = [x.text for x in H.sentences(t.text) if H._words(x.text) >= H.MIN_WORDS
                    and not x.text.rstrip().endswith("?") and not R.PLAN.search(x.text) and not _WISH.search(x.text)
                    # "Done, and it builds.": what changed comes next (a test it names is kept)
                    and not (R.REPORT_OPENER.match(x.text) and "`" not in x.text)]
            # "Tests pass. One more thing: RequeueAfter is 30 s …": after the outcome, the next topic
            said = list(itertools.takewhile(lambda x: not R.TOPIC_TURN.match(x), said))
            # "Full year completes, max CFL 0.58. Root cause was the 900 s step …; the config now runs
            # with `dt = 300`.": the first statement, and the one that says what was found and changed
            named = next((x for x in said[1:] if names_cause.search(x)), None)
            return " ".join(H.clean(x, None) + "." for x in said[:1] + ([named] if named else [])) or None
    return None


def changes_files(turn: "Turn") -> bool:
    """The turn runs an edit tool, or a shell command that edits (Codex's `apply_patch`, `sed -i`)."""
    return any(EDIT_TOOL.search(c.name) or EDIT_COMMAND.search(c.input or "") for c in turn.tool_calls)


# An order to undo what the explanation blamed: "put the filter back", "revert it", "roll that back".
_FIX_ORDER = re.compile(r"^\W*(?:(?:ok(?:ay)?|right|yes|ugh)\W+)?(?:put (?:\w+ ){0,3}back|revert|restore|roll (?:it|that|this) back"
                        r"|add (?:\w+ ){0,3}back|undo)\b", re.I)


def ordered_fix(later: list["Turn"]) -> str | None:
    """The person's order that is the fix itself ("put the filter back"), when their next message gives one."""
    reply = next_reply(later)
    said = list(H.sentences(reply.text)) if reply is not None and _FIX_ORDER.match(reply.text) else []
    return said[0].text if said else None


def next_reply(later: list["Turn"]) -> "Turn | None":
    """The person's next message with text in it, if any."""
    return next((t for t in later if t.role == "user" and t.text.strip()), None)


def told_to_go_ahead(later: list["Turn"]) -> bool:
    """The person's next message says go ahead, and the assistant then changed files."""
    reply = next_reply(later)
    if reply is None or not (accepts(reply.text) or _FIX_ORDER.match(reply.text)):
        return False
    after = later[later.index(reply) + 1:][:TURNS_AHEAD]
    return any(changes_files(t) for t in after)


def acted_on(turn: "Turn", later: list["Turn"]) -> bool:
    """Something was changed after the diagnosis: an edit (in the same message or the next few), a
    change the message itself reports as made, or any tool run once the person said to go ahead
    (a Codex session changes files through its shell)."""
    if DONE_HERE.search(turn.text):
        return True
    accepted = False
    laid_out = options(turn.text)
    for t in [turn, *later[:TURNS_AHEAD]]:
        if changes_files(t) or (accepted and t.tool_calls):
            return True
        if t is not turn and t.role == "assistant" and (FIXED.match(t.text.strip()) or _NOW_DONE.search(t.text)):
            return True  # "Plan is clean. The TXT values are now written as 255-char chunks."
        if t.role == "user" and t.text.strip():
            # "b": picking one of the fixes the diagnosis laid out is going ahead too
            accepted = accepts(t.text) or (bool(laid_out) and pick_number(t.text, laid_out, turn.text) is not None)
    return False


NAMED_WAY_WORDS = 3  # "portal, and revert the 9999": a way picked by its name opens the reply


def way_named(after: list["H.Sentence"], reply: str) -> str | None:
    """The sentence after a diagnosis that holds the way out the reply picks by its name, said first."""
    first = re.split(r"[,.;:!—–]", reply.strip(), maxsplit=1)[0]
    named = H._content_words(first) - GENERIC_WORDS - _stop_words()  # "go with that" names nothing
    if not named or H._words(first) > NAMED_WAY_WORDS:
        return None
    holding = [s.text for s in after if named <= H._content_words(s.text) and H._words(s.text) >= H.MIN_WORDS]
    return holding[0] if holding else None


def cause_before(said: list["Turn"], diagnosis: "re.Pattern[str]", asked_only: bool = False) -> str | None:
    """The cause the assistant's message just before said ("That's the signature of denormals. …"), for
    a fix said in a message of its own ("… Fix: `juce::ScopedNoDenormals` …"); None when there is none."""
    before = next((t for t in reversed(said) if t.role == "user" or t.text.strip()), None)
    asked = next((t for t in reversed(said) if t.text.strip()), None)  # (past the tool calls made since)
    if asked is not None and asked.role == "user" and ASKS_FIX.search(asked.text):
        # "great, so it was never aylin. what's the fix?": the cause is what the assistant had just explained
        prior = next((t for t in reversed(said[:said.index(asked)]) if t.role == "assistant" and t.text.strip()), None)
        if prior is not None and not prior.text.rstrip().endswith("?"):
            m = diagnosis.search(prior.text)
            told = H.clean(prior.text[m.start() if m else 0:].split("\n\n")[0], None)
            return told if len(told) <= FIX_CHARS else told[:FIX_CHARS].rsplit(". ", 1)[0] + "."
    m = diagnosis.search(before.text) if before is not None and before.role == "assistant" and not asked_only else None
    told = before.text[_sentence_start(before.text, m.start()):].split("\n\n")[0] if m and before is not None else ""
    return H.clean(re.sub(r"\s+(?:let me|i'?ll|i will) [^.!?]*[.!]?\s*$", "", told, flags=re.I), None) if told else None  # (not "Let me look at the store.")


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding text[at] starts ("That's the signature of …", not "the signature of …")."""
    dot = text.rfind(". ", 0, at)
    return max(dot + 2 if dot >= 0 else 0, text.rfind("\n", 0, at) + 1)


# The person asks how to fix what was just explained: "what's the fix?", "what do we do so this can't happen again"
ASKS_FIX = re.compile(r"\bwhat'?s the fix\b|\bhow (?:do|should|can|would) we (?:fix|prevent|stop|avoid)\b"
                       r"|\bwhat do we do(?: (?:so|about|now|to)\b| *[?.!]*$)|\bwhat (?:now|then)\W*$|\bhow do we make sure\b", re.I)


# "Proposed fix:", "Fix:", "Suggested fix:" over the changes a message lays out
# ("… so that's the list for the DPO. Proposal: drop the blanket header, …": a label inside a paragraph too)
_PROPOSED_FIX = re.compile(r"(?:^|(?<=[.!?]\s))\W*(?:(?:proposed |suggested |the )?fix(?:es)?|(?:my )?proposal)\W*:\s*", re.I | re.M)


def proposed_fix(later: list["Turn"], reply: "Turn") -> str | None:
    """The fix an assistant message lays out after its diagnosis and before the person's yes ("Proposed
    fix: - `setTenant` uses SET LOCAL …"): its text, up to the first blank line after the list."""
    before = later[:later.index(reply)] if reply in later else []
    said = next((t.text for t in before if t.role == "assistant" and _PROPOSED_FIX.search(t.text)), None)
    if said is None:
        return None
    fix = said[_PROPOSED_FIX.search(said).end():].strip()
    return " ".join(fix.split())[:FIX_CHARS] or None


FIX_CHARS = 600


def fix_asked_of(said: list["Turn"], at: int) -> "str | None":
    """The assistant message whose fix the person's message at `at` asks for ("ugh. by design, we can't change
    it. what do we do"): the last one with text before it; None when the message asks no fix."""
    if not ASKS_FIX.search(said[at].text):
        return None
    return next((t.id for t in reversed(said[:at]) if t.role == "assistant" and t.text.strip()), None)


def fix_added(found: "list[Fact]", fix_of: "str | None", fact: "Fact") -> bool:
    """A finding made of the message that answered "what do we do?" adds its fix to the finding of the cause
    just told (one note: the cause, then the fix); False when there is no such finding to add to."""
    if not found or fix_of is None or found[-1].turn_ids[:1] != [fix_of]:
        return False
    found[-1].body = f"{found[-1].body} Fix: {H.clean(fact.quote, None)}."
    return True


# "both." or "all three" to the fixes a diagnosis goes on to propose: every one of them is taken
# ("do both 1 and 2", "ok, go with all three")
# ("ah. ok so not the camera. do all 3. debounce 800 ms is enough then": after a short aside or two)
EVERY_ONE = re.compile(r"^(?:[^.?!\n]{0,30}[.!]\s+){0,2}\W*(?:(?:yes|ok(?:ay)?|sure),?\s+)?(?:(?:do|go with|take|let'?s do)\s+)?"
                       r"(?:both|all (?:of (?:them|it|those)|three|four|[2-9])|each of them)\b(?!\s+(?:are|look|seem|sound)\b)", re.I)


# "There it is. `_qty` removes every comma …" then, in the next message, "So the fix is to know each
# plant's number format, not to guess from the value": the fix, said after the cause was looked into
_PLAN_SAID = re.compile(r"^\W*(?:so |then )?(?:the |my )?plan\s*:\s*\S", re.I)
_FIX_SAID = re.compile(r"^\W*(?:so |then |and )?(?:the |our )?(?:real |right |proper )?(?:fix|solution) (?:is|will be) to\b", re.I)


def fix_said_next(later: list["Turn"]) -> str | None:
    """The sentence of the agent's next messages, before the person speaks again, that says what the fix is."""
    for at, t in enumerate(later):
        if t.role == "user" and t.text.strip():
            return None
        if t.role == "assistant" and FOUND_HERE.search(t.text):
            return None  # ("Here it is. The business day … The fix is to …": that message finds the cause itself)
        said = [s.text for s in H.sentences(t.text) if _FIX_SAID.match(s.text) or _PLAN_SAID.match(s.text)] if t.role == "assistant" else []
        if any(not _FIX_SAID.match(x) for x in said):
            # ("Plan: `useMeter` calls meter-svc …" - "yes": the plan after the cause is its fix once the person takes it)
            reply = next_reply(later[at + 1:])
            said = [x for x in said if _FIX_SAID.match(x) or (reply is not None and accepts(reply.text))]
        if said:
            return said[0]
        told = list(H.sentences(t.text)) if t.role == "assistant" else []
        # ("… dropped `.IsUnicode(false)` on `ProductCode` and `Din`. … Putting it back.": what it puts right, then doing it)
        at = next((k for k, s in enumerate(told) if _DOING_IT.match(s.text)), None)
        if at is not None and 0 < at <= DOING_AFTER and H._words(" ".join(s.text for s in told[:at + 1])) <= DOING_WORDS:
            return " ".join(s.text for s in told[:at + 1])
    return None


_DOING_IT = re.compile(r"^\W*(?:putting|adding|restoring|reverting|changing|fixing|switching|setting) (?:it|that|them|this|those)"
                       r"(?: back)?(?: now)?\W*$", re.I)
DOING_AFTER, DOING_WORDS = 3, 70


FOUND_HERE = re.compile(r"^\W*(?:here it is|there it is|found it|got it)\b|\b(?:root|real|actual) cause\b", re.I)


def every_with_values(later: list["Turn"], fix: str | None) -> str | None:
    """The fixes all taken, with the values the person gave them ("both. threshold 60 seconds." to "… if the
    difference is above a threshold, don't send it"): "Agreed: threshold 60 seconds." after the fixes."""
    reply = next_reply(later)
    took = EVERY_ONE.match(reply.text) if reply is not None and fix else None
    said = list(H.sentences(reply.text[took.end():].lstrip(" .,;:!"))) if took else []
    given = re.split(r"[,;]\s", next(iter(said)).text)[0] if said else None  # ("debounce 800 ms is enough then, just for …")
    # ("do both 1 and 2": the numbers name the fixes, they give no value)
    if given is None or not re.search(r"\d", given) or H._words(given) > GIVEN_WORDS \
            or re.fullmatch(r"[\d\s,.&]*(?:and|or)?[\d\s,.&]*", given, re.I):
        return fix
    return f"{fix.rstrip()} Agreed: {H.clean(given, None)}."


GIVEN_WORDS = 8


_BARE_FIX = re.compile(r"^\W*(?:the )?fix(?:es)?\W*$", re.I)
EDIT_LINE_CHARS = 100


def edited_in(later: list["Turn"], fix: str | None) -> str | None:
    """A fix that is only its label ("… since this line was written. Fix:" over an edit): what the edit
    after it changed, by its file and first new line, so the note says where the fix is."""
    if fix is None or not _BARE_FIX.match(fix):
        return fix
    for t in later:
        if t.role == "user" and t.text.strip():
            break
        for call in t.tool_calls:
            try:
                args = json.loads(call.input or "{}")
            except ValueError:
                continue
            path = args.get("file_path") or args.get("path") if EDIT_TOOL.search(call.name) and isinstance(args, dict) else None
            if not path:
                continue
            new = next((x.strip() for x in str(args.get("new_string") or args.get("content") or "").splitlines()
                        if x.strip() and not x.strip().startswith(("//", "#", "/*", "*"))), "")
            shown = f": `{new}`" if new and len(new) <= EDIT_LINE_CHARS and "`" not in new else ""
            return f"Changed `{path.rsplit('/', 1)[-1]}`{shown}."
    return fix


ASKED_WORDS = 25  # "oh no. ok so we bump the TTL to 10 min?": a short question about the way out


def fixes_asked_next(later: list["Turn"]) -> str | None:
    """The fixes the agent laid out when the person, told the cause, asked about a way out of it, and the
    person then took ("ok so we bump the TTL to 10 min?" - "That moves the cliff … 1. … 2. …" - "do both")."""
    said = [t for t in later if t.role in ("user", "assistant") and t.text.strip()]
    if len(said) < 3 or said[0].role != "user" or not said[0].text.rstrip().endswith("?") \
            or H._words(said[0].text) > ASKED_WORDS or said[1].role != "assistant" or said[2].role != "user":
        return None
    items = options(said[1].text)
    if len(items) < 2:
        return None
    if EVERY_ONE.match(said[2].text):
        return " ".join(H.clean(x, None) + "." for x in items.values())
    n = pick_number(said[2].text, items, said[1].text)
    return H.clean(items[n], None) + "." if n is not None else None
