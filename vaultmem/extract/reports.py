"""What an assistant's report of finished work lists as set.

A report often lays its settings out as a list under the file that holds them:

    ## Done
    - `application.conf`:
      - `canonical.port = 25520`
      - split brain resolver with `keep-majority`

Each item is too short to read as a sentence of its own, and says nothing without the file it sits
under; together they are the configuration the project now has.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .base import Fact
from .sentences import _SPECIFIC, Sentence, _content_words, _tags, clean, sentences
from .signals import states_value, values

if TYPE_CHECKING:
    from ..capture.turns import Turn

# A heading or label that opens a report of finished work ("## Done", "**Changes**", "Summary:").
DONE_HEADING = re.compile(r"^\W*(?:(?:done|all set)\W+)?(?:done|changes?(?: made)?|summary|what (?:i )?changed|applied|updated)"
                          r"(?: of (?:what|the) (?:changed|changes|i changed))?\W*$", re.I)
# An item that opens with the file it changed: "`config/sessions.sexp`: added `orka_uat` — host …, port **9880**".
FILE_ITEM = re.compile(r"^`(?P<file>[\w./-]+\.[A-Za-z]{1,8})`\s*:\s+(?P<what>.*\d.*)$")
FILE_ITEM_MAX_WORDS = 30
# A list item that only names a file, and introduces the items under it ("`application.conf`:").
FILE_LABEL = re.compile(r"^`(?P<file>[\w./-]+\.[A-Za-z]{1,8})`\s*:$")
# An item that opens with a setting written as code (rules.CODE_SETTING): `canonical.port = 25520`,
# `max_connections: 200`; a comparison (`INSTRUME == 'cam2'`) is not a setting.
ITEM_MAX_WORDS = 12


def listed_settings(turn: "Turn", said: list[Sentence]) -> list[Fact]:
    """The settings a report of finished work lists: items under a file label, and items that write
    a setting as code, each a config fact that names its file when the list gives it."""
    out: list[Fact] = []
    under: str | None = None
    # "Committed a0b3e91.\n\n- …": a report that opens by saying the work is in lists what it holds
    opened_done = bool(_OPENS_DONE.match(turn.text))
    for s in said:
        if not s.list_item or not (DONE_HEADING.match(s.heading) or (opened_done and not s.heading)):
            under = None
            continue
        label = FILE_LABEL.match(s.text.strip())
        if label:
            under = label["file"]
            continue
        inline = FILE_ITEM.match(s.text.strip())
        if inline and len(s.text.split()) <= FILE_ITEM_MAX_WORDS and "`" in inline["what"]:
            statement = clean(inline["what"], None)
            out.append(Fact(title=f"{statement} in `{inline['file']}`", body=f"{clean(s.text, None)}.", type="fact",
                            importance=0.5, quote=s.text, turn_ids=[turn.id], role=turn.role,
                            tags=_tags(s.text, ("config",))))
            continue
        if not under and not R.CODE_SETTING.match(s.text.strip()) and _value_item(s.text):
            # "- SOAP send timeout 45 s (`SendTimeoutSeconds`), was 60.": a setting and its value, said in words
            out.append(Fact(title=clean(s.text), body=f"{clean(s.text, None)}.", type="fact", importance=0.5,
                            quote=s.text, turn_ids=[turn.id], role=turn.role, tags=_tags(s.text, ("config",))))
            continue
        if len(s.text.split()) > ITEM_MAX_WORDS or not (under or R.CODE_SETTING.match(s.text.strip())):
            continue
        statement = clean(s.text, None)
        where = f" in `{under}`" if under and under not in s.text else ""
        out.append(Fact(title=f"{statement}{where}", body=f"{statement}{where}.", type="fact", importance=0.5,
                        quote=s.text, turn_ids=[turn.id], role=turn.role, tags=_tags(s.text, ("config",))))
    return out


_OPENS_DONE = re.compile(r"^\W*(?:committed|deployed|merged|pushed|done)\b[^\n]{0,60}\n\s*\n\s*(?:[-*•]|\d+[.)])\s", re.I)
VALUE_ITEM_WORDS, SETTING_REACH = 20, 24
# What names a setting in words (not a measured result: "ResNet-50 sits in between (82.1, 121 ms)")
_SETTING_WORD = re.compile(r"\b(?:timeout|limit|interval|ttl|prefetch|retries|retry|port|pool|replicas?|memory|lookback"
                           r"|delay|backoff|retention|threshold|batch size|concurrency|max\w*|min\w*|cap|quota|cut-?off"
                           r"|grace(?: period)?|expir\w*|window|schedule|cron|deadline|start time)\b", re.I)
_CLOCK = re.compile(r"(?<![\d:])[0-2]?\d:[0-5]\d(?![\d:])")
_AT_A_TIME = re.compile(r"\b(?:deadline|start time|cut-?off|window|schedule|cron)\b", re.I)  # (not "… for 40 minutes")
# A summary's item about what caused or fixed the problem is the finding's, not a setting
_NOT_A_SETTING = re.compile(r"^\W*(?:(?:root )?cause|fix|symptom|why|tests?|committed|deployed|pushed)\b", re.I)


def _value_item(text: str) -> bool:
    """A summary's item that gives a setting its value in words: a word for a setting and a quantity
    ("Worker memory limit 512Mi", "`Rabbit:Prefetch` is 20 (50 put the pods at ~490 of 512 MiB)")."""
    # ("`SendTimeoutSeconds`", "`Rabbit:Prefetch`": a setting's name in code says what it sets too), and
    # the value is said right by it ("`MailRetry` now uses `Task.sleep` …; a test takes 0.09 s" sets nothing)
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", text)
    named = any(re.search(r"\d", spaced[max(0, m.start() - SETTING_REACH):m.end() + SETTING_REACH])
                for m in _SETTING_WORD.finditer(spaced))
    # ("**Deadline:** PDF on the CDN by 05:00": a time of day is the value of a deadline or a start time)
    return len(text.split()) <= VALUE_ITEM_WORDS and named and (states_value(text) or bool(_CLOCK.search(text) and _AT_A_TIME.search(text))) \
        and not _NOT_A_SETTING.match(text) and not R.PLAN.search(text) and not text.rstrip().endswith("?")


# A list item of a summary that names a problem by a bold label: "**Time bug**: cam2's driver stamps …".
PROBLEM_LABEL = re.compile(r"^\*\*(?P<label>[^*]{2,40})\*\*\s*:\s*(?P<rest>.+)", re.S)
PROBLEM_WORDS = re.compile(r"\b(?:bug|crash\w*|timeouts?|leak\w*|errors?|race|hang\w*|failures?|flak\w*|problem"
                           r"|issue|regression|off-by-one|deadlock)\b", re.I)
# What the item says was wrong, and what was done about it.
CAUSE_WORDS = re.compile(r"\b(?:caused by|because|rather than|instead of|so (?:\w+ ){0,4}(?:were|was|got)|due to"
                         r"|never|missing|wrong)\b", re.I)
FIX_WORDS = re.compile(r"\b(?:now|fixed|replaced|switched|changed)\b", re.I)


def listed_fixes(turn: "Turn", said: list[Sentence]) -> list[Fact]:
    """A summary's item that names a problem by its label and says its cause and fix ("- **Time bug**:
    cam2's driver stamps `DATE-OBS` at readout end rather than shutter open, so … were late …
    `shutter_open()` now subtracts `EXPTIME` …"): the root cause as the report gives it, sometimes
    the only place a session states it."""
    out: list[Fact] = []
    text = turn.text
    for i, s in enumerate(said):
        m = PROBLEM_LABEL.match(s.text.strip())
        if not s.list_item or not DONE_HEADING.match(s.heading) or m is None or not PROBLEM_WORDS.search(m["label"]):
            continue
        parts = [s]
        line_end = text.find("\n", text.find(s.text))
        for nxt in said[i + 1:i + 3]:  # the item's other sentences, on the same line
            at = text.find(nxt.text, text.find(s.text))
            if at < 0 or (line_end >= 0 and at > line_end):
                break
            parts.append(nxt)
        joined = " ".join(p.text for p in parts)
        if not CAUSE_WORDS.search(m["rest"]) or not FIX_WORDS.search(joined):
            continue
        start = text.find(s.text)
        end = text.find(parts[-1].text, start) + len(parts[-1].text)
        body = " ".join(clean(p.text, None) + "." for p in parts)
        out.append(Fact(title=clean(m["rest"]), body=body, type="solution", importance=0.6, quote=text[start:end],
                        turn_ids=[turn.id], role=turn.role, tags=_tags(joined, ("troubleshooting",))))
    return out


def with_request(facts: list[Fact], asked: str) -> list[Fact]:
    """A value the assistant reports as set right after the person's message that named it ("ok go with
    w=20 then, make it the default in the cli" - "Default window is now 20 in `seedhound.cli`"): the note
    says what was asked, so it keeps the person's words and their reason beside the setting."""
    for fact in facts:
        if "config" not in fact.tags or " Asked: " in fact.body or not (reported := values(fact.quote)):
            continue
        asking = next((s.text for s in sentences(asked) if values(s.text) & reported
                       and not s.text.rstrip().endswith("?")), None)
        if asking is not None and clean(asking, None) not in fact.body:
            fact.body = f"{fact.body.rstrip()} Asked: {clean(asking, None)}."
    return facts


def carried_out(facts: list[Fact], window: list["Turn"]) -> list[Fact]:
    """What the assistant reports as done right after the person's choice, about the thing chosen
    ("fuse. not writing our own …" - "Added `fuse ~> 2.5`. …"): the choice carried out, one note that
    says both, not a second note of the same fact."""
    from ..recall.passages import STOP_WORDS

    said = [t for t in window if t.kind == "message" and (t.text.strip() or t.role == "user") and not t.is_sidechain]
    reply_to = {}  # the first assistant message with text after each user message
    for before, turn in zip(said, said[1:]):
        if turn.role == "assistant" and before.role == "user":
            reply_to[turn.id] = before.id
    choices: dict[str, Fact] = {}  # the person's first decision in each of their messages
    for d in facts:
        if d.role == "user" and d.type == "decision" and len(d.turn_ids) == 1:
            choices.setdefault(d.turn_ids[0], d)
    out = []
    for fact in facts:
        asked_in = reply_to.get(fact.turn_ids[0]) if fact.role == "assistant" and fact.type == "fact" else None
        choice = choices.get(asked_in) if asked_in else None
        shared = _named(choice.title) & _named(fact.quote) - STOP_WORDS if choice is not None else set()
        if not shared:
            out.append(fact)
            continue
        choice.body = f"{choice.body.rstrip()} Done: {clean(fact.quote, None)}."
    for turn_id, choice in choices.items():
        if " Done: " not in choice.body and (done := _done_next(turn_id, said, choice) or _settled_done(turn_id, said, choice)):
            choice.body = f"{choice.body.rstrip()} Done: {clean(done, None)}."
    return out


# "Done: the matrix is gone, the job runs on `ubuntu-latest` only.": a report that opens with it
_DONE_LEAD = re.compile(r"^\W*(?:ok(?:ay)?[,.]?\s+)?(?:done|changed|updated|switched)\b\s*[:.—–-]\s*", re.I)


def _reply_after(turn_id: str, said: list["Turn"]) -> "Turn | None":
    """The assistant's message right after the person's message `turn_id`, if the next one is the assistant's."""
    at = next((i for i, t in enumerate(said) if t.id == turn_id), None)
    reply = said[at + 1] if at is not None and at + 1 < len(said) else None
    return reply if reply is not None and reply.role == "assistant" else None


def _done_next(turn_id: str, said: list["Turn"], choice: Fact) -> str | None:
    """The first sentence of the assistant's next message when it reports the choice done and names
    what it set ("Then we drop macOS." - "Done: the matrix is gone, the job runs on `ubuntu-latest`
    only."), so the note holds the value the choice came to."""
    from ..recall.passages import STOP_WORDS

    reply = _reply_after(turn_id, said)
    if reply is None or (lead := _DONE_LEAD.match(reply.text)) is None:
        return None
    first = next(iter(sentences(reply.text[lead.end():])), None)
    if first is None or not _SPECIFIC.search(first.text) or not (_named(choice.body) & _named(first.text) - STOP_WORDS):
        return None
    return first.text


# "The page is in. Values are rounded to 3 decimal places …", "Applied. seq-raw and plate-raw: …": a report's lead
_REPORT_LEAD = re.compile(r"^\W*(?:done|deployed|applied|committed|merged|shipped|in place|all set|the [\w-]+ (?:is|are) in)\b", re.I)
SETTLED_DONE_SENTENCES, SETTLED_DONE_CHARS, SETTLED_SHARED = 6, 700, 2


def _settled_done(turn_id: str, said: list["Turn"], choice: Fact) -> str | None:
    """The assistant's report right after the person settled several points ("Agreed: …"): the sentences
    of it that name what was settled, so the note holds the values as they were put in."""
    if not choice.body.startswith("Agreed:"):
        return None
    reply = _reply_after(turn_id, said)
    if reply is None or not _REPORT_LEAD.match(reply.text):
        return None
    from ..recall.passages import STOP_WORDS

    named = _content_words(choice.body) - STOP_WORDS
    kept = [x.text for x in list(sentences(reply.text))[1:SETTLED_DONE_SENTENCES + 1]
            if len((_content_words(x.text) - STOP_WORDS) & named) >= SETTLED_SHARED]
    done = " ".join(kept)
    return done[:SETTLED_DONE_CHARS].rsplit(". ", 1)[0] if len(done) > SETTLED_DONE_CHARS else done or None


def _named(text: str) -> set[str]:
    """The words that name something (four letters or more, as written in lower case)."""
    return {w.lower() for w in re.findall(r"[A-Za-z][\w.+#-]{3,}", text)} - _NOT_NAMES


_NOT_NAMES = frozenset(("over", "with", "then", "from", "into", "that", "this", "keep", "use", "instead", "rather"))
