"""How the offline extractor composes a note from the sentences around its statement: the reasons said
beside it, a cause joined to its fix, a command kept as a procedure, and whether it restates an
earlier note.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import MIN_WORDS, Sentence, _LEAD, _content_words, _words, clean
from .base import Fact
from .joined import goes_on, named_inside, topic_stems
from .signals import disowned


if TYPE_CHECKING:
    from ..capture.turns import ToolResult, Turn


def fold_list(into: Fact, fact: Fact) -> None:
    """A note titled like an earlier one that lists what was agreed ("Agreed:\n- … \n- …", the reply to a
    finding's proposed fix: "all three."): the items the earlier note lacks go into its body."""
    lines = [ln for ln in fact.body.splitlines() if ln.startswith("- ")]
    missing = [ln for ln in lines if ln[2:].strip(" .") not in into.body]
    if fact.body.startswith("Agreed:") and missing:
        into.body = f"{into.body.rstrip()}\n\nAgreed:\n" + "\n".join(missing)


REASON_MIN_WORDS = 6  # what a message must say besides a three-word choice to give its reasons


REMEMBERED_WORDS = 80  # the longest span a request to remember grows to with what it introduces


REMEMBERED_SENTENCES = 3


# "that's the rule: if subs-api times out, … never default to SUBSCRIBER again.": a rule that runs on
_RULE_INTRO = re.compile(r"^\W*(?:(?:so|ok(?:ay)?|and|then)\W+)?(?:that'?s|this is|here'?s) (?:the |our |a |my )?(?:new )?(?:rule|policy)\s*:\s*\S",
                         re.I)
# "ok so going forward, and this goes for every reading from every vessel: a reading lower … is never saved
# over it. it gets stored as a flagged reading …": a standing lead before a colon introduces the rule too
_OWN_RULE = re.compile(r"^\W*(?:always|never|don'?t|do not|no)\b", re.I)
_STANDING_INTRO = re.compile(rf"\b(?:{R._STANDING_LEAD}|this (?:goes|applies) for (?:every|all|each|any))\b[^.:;!?\n]{{0,60}}:\s+\S", re.I)


# A request that points back and names only how long or where it holds: "remember that one for every
# future frostline session", "note this down for next time too"
_SCOPE_ONLY = re.compile(r"^\W*(?:(?:and|so|also|oh|pls|please)\W+)*(?:remember|keep|note|save|store) (?:that|this|it)(?: one)?"
                         r"(?: down| in mind)?(?:,?\s+(?:for|in|across) (?:(?:every|all|any|each|the|our)\s+)?(?:(?:future|later|next|other|coming)\s+)?"
                         r"(?:[\w-]+\s+)?(?:sessions?|times?|good|ever|later|always|chats?|conversations?|work)|\s+too|\s+as well|\s+pls|\s+please)*\W*$", re.I)


# "Please add this in CLAUDE.md so next time also you are not doing this.": what to keep was said before it,
# and what follows "so" is only why it is kept
_KEEP_THIS_SO = re.compile(r"^\W*(?:(?:and|so|also|oh|pls|please)\W+)*(?:add|put|write|note|keep|save|store) (?:this|that|it)"
                           r"(?: down)?\b(?:[^.;:]|\.(?=\w)){0,40}?,?\s+so(?: that)?\s+(?:next time|in future|from now on|later|you|u|nobody|no one)\b[^`]*$", re.I)


def remembered_whole(turn: "Turn", said: list[Sentence], facts: list[Fact]) -> list[Fact]:
    """A request to remember that introduces what to keep ("this one matters, so remember it: the sim
    runs on a fixed timestep of 1/30 s … FIXED_DT never changes unless REPLAY_VERSION is bumped",
    "make a mental note: we never evaluate on the test split. val only.") keeps the sentences that
    follow it in the same message as one note, up to REMEMBERED_SENTENCES: the notes those sentences
    made alone are folded into it. A question, chatter, a request about the moment or another request
    to remember ends it."""
    text = turn.text
    out = _tagged_whole(turn, said, list(facts))
    for fact in list(out):
        if fact not in out or fact.turn_ids != [turn.id] or fact.type != "preference" or _HASHTAG.search(fact.quote):
            continue
        at = next((i for i, s in enumerate(said) if s.text in fact.quote and (R.REMEMBER_INTRO.search(s.text) or _RULE_INTRO.match(s.text)
                                                                        or _STANDING_INTRO.search(s.text))),
                  None)
        if at is None:
            bare = [s for s in said if s.text == fact.quote and R.REMEMBER_ANYWHERE.search(s.text)]
            if bare and (_words(R.REMEMBER_ANYWHERE.sub(" ", bare[0].text)) < MIN_WORDS or R.KEEP_IT.match(bare[0].text)
                         or _SCOPE_ONLY.match(bare[0].text) or _KEEP_THIS_SO.search(bare[0].text)):  # "remember that one for every future frostline session"
                out.remove(fact)  # "write it down like that": the request alone, what to keep was said before
            continue
        last = max(i for i, s in enumerate(said) if s.text in fact.quote)
        start = text.find(fact.quote)
        end = last
        while end + 1 < len(said) and end + 1 - last <= REMEMBERED_SENTENCES:
            nxt = said[end + 1].text.strip()
            if nxt.endswith("?") or R.CHATTER.search(nxt) or R.REMEMBER_ANYWHERE.search(nxt) \
                    or R.TASK_REQUEST.search(_LEAD.sub("", nxt)) or R.HARNESS.search(nxt) or R.NEXT_TOPIC.match(nxt) \
                    or (R.ALSO_NOW.search(nxt) and not R.STANDING.search(nxt)) \
                    or (_STANDING_INTRO.search(said[at].text) and _OWN_RULE.match(nxt)):  # ("going forward: never …. always …": two)
                break  # ("and rename x while ur there")
            stop = text.find(said[end + 1].text, start) + len(said[end + 1].text)
            gap = text[text.find(said[end].text, start) + len(said[end].text):stop - len(said[end + 1].text)]
            if start < 0 or stop < start or _words(text[start:stop]) > REMEMBERED_WORDS \
                    or "\n\n" in gap or re.search(r"\n[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]", gap):
                break  # a new paragraph or list item is another matter
            end += 1
        if end == last:
            if at == last and _words(R.REMEMBER_INTRO.sub(" ", said[at].text)) < MIN_WORDS \
                    and not re.search(r":\s+\S+\s+\S[^\n]*\d", said[at].text):  # ("…: normals use 1991-2020" says what)
                out.remove(fact)  # "write it down like that": the request alone, what to keep is elsewhere
            continue
        quote = text[start:text.find(said[end].text, start) + len(said[end].text)]
        out = [f for f in out if f is fact or f.turn_ids != [turn.id] or f.quote not in quote]
        fact.quote = quote
        fact.body = " ".join([fact.body, *(clean(x.text, None) + "." for x in said[last + 1:end + 1])])
        intro = R.REMEMBER_INTRO.search(said[at].text)
        if at == last and intro is not None and not said[at].text[intro.end():].strip() and fact.quote.startswith(said[at].text) \
                and re.match(r"\W*(?:(?:and|so|ok)\W+)?(?:this|these|the following)\b", said[at].text, re.I):
            fact.title = clean(said[last + 1].text)  # "… so hang on to it. front desk: …": titled by what it keeps
    return _story_joined(_value_pointed_back(turn, said, out))


def _value_pointed_back(turn: "Turn", said: list[Sentence], facts: list[Fact]) -> list[Fact]:
    """"… I'm not deleting things while a backup is half-way through. 03:30. that's the time to keep in
    your notes": a request that points back at a bare value keeps the value and the sentence before it,
    its reason, as one note titled by the value; the notes those sentences made alone fold into it."""
    for fact in [f for f in facts if f.turn_ids == [turn.id] and f.type == "preference" and R.REMEMBER_BACK.match(f.quote)]:
        at = next((i for i, s in enumerate(said) if s.text == fact.quote), None)
        if at is None or at < 2 or not re.fullmatch(r"\W*\d[\d:.,]*\s*[a-z%]{0,5}\W*", said[at - 1].text, re.I) \
                or said[at - 2].text.rstrip().endswith("?"):
            continue
        start = turn.text.find(said[at - 2].text)
        if start < 0 or turn.text.find(fact.quote, start) < 0:
            continue
        quote = turn.text[start:turn.text.find(fact.quote, start) + len(fact.quote)]
        facts = [f for f in facts if f is fact or f.turn_ids != [turn.id] or f.quote not in quote]
        value = said[at - 1].text.strip(" .")
        fact.title = clean(f"{value}: {fact.quote}")
        fact.quote, fact.body = quote, " ".join(clean(x.text, None) + "." for x in said[at - 2:at + 1])
    return facts


# "… the iot vlan is 10.42.30.0/24. … dns runs on hagel at 10.42.10.53 #remember": a tag that ends a
# paragraph asks to keep the paragraph
_HASHTAG = re.compile(r"#(?:remember|memory|memo|keep|note)\W*$", re.I)


def _tagged_whole(turn: "Turn", said: list[Sentence], facts: list[Fact]) -> list[Fact]:
    """The note of a request to remember made by a closing tag holds its whole paragraph (up to
    REMEMBERED_WORDS), and the paragraph's other notes fold into it."""
    text = turn.text
    for fact in [f for f in facts if f.turn_ids == [turn.id] and f.type == "preference" and _HASHTAG.search(f.quote)]:
        end = text.find(fact.quote) + len(fact.quote)
        start = text.rfind("\n\n", 0, max(end - len(fact.quote), 0)) + 1
        kept = [x for x in said if start <= text.find(x.text) < end and not x.text.rstrip().endswith("?")]
        if end < len(fact.quote) or not kept or _words(text[start:end]) > REMEMBERED_WORDS:
            continue
        quote = text[text.find(kept[0].text, start):end]
        facts = [f for f in facts if f is fact or f.turn_ids != [turn.id] or f.quote not in quote]
        fact.quote, fact.body = quote, " ".join(clean(x.text, None) + "." for x in kept)
    return facts


# "MSRV bumps count as breaking, always. this is a permanent rule: 0.6.2 bumped the MSRV in a patch
# release and broke people's CI, never again": the label points back, and what follows it is the story
_RULE_STORY = re.compile(r"^\W*(?:and\s+)?(?:this|that)(?:'s| is) (?:a |an |our |the )?(?:[a-z]+ )?(?:rule|convention|policy)"
                         r"\s*:\s*(?P<story>(?:[\w.'-]+\s+){0,4}?(?:\w+ed|broke|was|were|had|did|went|took|lost|cost)\b.*)$", re.I)


def _story_joined(facts: list[Fact]) -> list[Fact]:
    """A rule labelled after the fact, with a story where the rule would be, is no note of its own: the
    rule is the note before it."""
    out: list[Fact] = []
    for fact in facts:
        story = _RULE_STORY.match(fact.quote)
        before = out[-1] if out and out[-1].turn_ids == fact.turn_ids and out[-1].type == "preference" else None
        if story is None or before is None or fact.type != "preference":
            out.append(fact)
            continue
        # (with_reasons then gives the rule its next sentence, the story, as the why)
    return out


REASON_WORDS = 70  # the longest span a user's statement grows to with the sentences around it


def same_topic_joined(turn: "Turn", facts: list[Fact]) -> list[Fact]:
    """Two rules or choices the person says one right after the other about the same thing ("branch
    name without the patch: release/YYYY.WW … feature branches stay as they are, feat/<ticket>-<slug>")
    are one thought: one note, the second's words after the first's. Not across a paragraph, not when
    the second is a request to remember of its own, not past REASON_WORDS."""
    out: list[Fact] = []
    # in the order the message says them (some readers add their notes after the others)
    for fact in sorted(facts, key=lambda f: turn.text.find(f.quote) if f.quote else -1):
        before = out[-1] if out else None
        if before is None or not _next_on_same_topic(turn.text, before, fact):
            out.append(fact)
            continue
        start = turn.text.find(before.quote)
        before.quote = turn.text[start:turn.text.find(fact.quote, start) + len(fact.quote)]
        before.body = f"{before.body} {fact.body}"
        before.tags = list(dict.fromkeys([*before.tags, *fact.tags]))[:3]
    return [f for f in facts if any(f is o for o in out)]  # (in the order they came: what is said again goes later)


# "… resource dot verb in past tense. Not PatientViewed, not VIEW_PATIENT, not patient.view.": what the rule rules out
_NOT_ONE = r"(?:not|no)\s+(?:[^,;.]|\.(?=\w)){1,40}"
_ONLY_NOTS = re.compile(rf"^\W*(?:{_NOT_ONE}[,;]\s*(?:and\s+|or\s+)?){{1,5}}{_NOT_ONE}\W*$", re.I)


def _next_on_same_topic(text: str, before: Fact, fact: Fact) -> bool:
    nots = bool(_ONLY_NOTS.match(fact.quote)) and before.type in ("preference", "decision")
    loose = goes_on(before.quote, fact.quote)
    if not (before.turn_ids == fact.turn_ids and (before.type == fact.type or nots or loose) and fact.type in ("preference", "decision", "fact")
            and before.subject == fact.subject and before.evidence is None and fact.evidence is None):
        return False  # ("5 seconds for the role yard_web. the jobs role yard_jobs can have 120 seconds": one setting)
    start = text.find(before.quote)
    at = text.find(fact.quote, start + len(before.quote)) if start >= 0 else -1
    gap = text[start + len(before.quote):at] if at >= 0 else "\n\n"
    if gap.strip(" .;,!") or "\n\n" in gap or (loose and "\n" in gap) or R.TOPIC_TURN.match(fact.quote) or R.ALSO_NOW.search(fact.quote) \
            or (_words(text[start:at + len(fact.quote)]) > REASON_WORDS and not nots):
        return False
    # "… no camelCase. and node names inside scenes are PascalCase. put that in the memory bank": a request
    # that points back at the end asks to keep all the rules said before it, one thought; so is one item
    # of a list ("1. OIDC only, for Entra ID and Okta. SAML no, also not 'if paid'.")
    last = re.split(r"(?<=[.!?])\s+", fact.quote.strip())[-1]
    line = text[text.rfind("\n", 0, start) + 1:start]
    if nots or loose or (R.REMEMBER_BACK.match(last) and fact.type == "preference") or ("\n" not in gap and _LIST_ITEM.match(line)) \
            or _NO_EXCEPTIONS.match(fact.quote) or (R.WHO_MAY.match(before.quote) and R.WHO_MAY.match(fact.quote)) \
            or (_AND_NEVER.match(fact.quote) and before.type == "preference" and not R.REMEMBER_ANYWHERE.search(fact.quote)):
        return True
    return not R.REMEMBER_ANYWHERE.search(fact.quote) and (bool(topic_stems(before.title) & topic_stems(fact.title))
                                                           or named_inside(before.title, fact.title))


# "rule ids: keep the pattern FR-<AREA>-<NNN>, …. and never reuse a number, …": the rule goes on
_AND_NEVER = re.compile(r"^\W*and\s+(?:never|always|don'?t|do not)\b", re.I)
# "… always gets an entry in doc/gantry.txt. no exceptions, even for tiny helpers": the rule before, made firmer
_NO_EXCEPTIONS = re.compile(r"^\W*(?:and\s+)?(?:no exceptions?|without (?:any )?exceptions?|not even (?:for|in|on|when)"
                            r"|even (?:for|in|on|when|if) )\b", re.I)


# "invoice.sent, client.deleted, member.invited": examples of what the sentence before names
# ("finder-prod, yard-web-staging, imgproxy-perf" after "names are <service>-<env>": a hyphen joins names too)
_EXAMPLES = re.compile(r"^\W*(?:e\.g\.?|like|for example|so)?\s*`?[\w<>-]+[._/:-][\w.<>/:-]+`?(?:\s*(?:,|and)\s*`?[\w.<>/:-]+`?){1,}\W*$", re.I)
# "… test cases for a zero-, a two- and a three-decimal currency. JPY, EUR, KWD.": codes that name them
_CODES = re.compile(r"^\W*(?:[A-Z][A-Z0-9]{1,7}\s*(?:,|and)\s*){2,}[A-Z][A-Z0-9]{1,7}\W*$")
_LIST_ITEM = re.compile(r"^[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]+")





REASONS_AROUND = 2
ITEM_LEAD_WORDS = 4


def with_reasons(turn: "Turn", said: list[Sentence], facts: list[Fact]) -> list[Fact]:
    """A person says a rule or choice in one sentence and why, or what it replaces, in the next or the
    one before ("never raise the deployment target without asking me first. the marina staff use old
    iPads that can't go past 16"). Each statement of a user turn takes the neighbouring sentences that
    made no note of their own (up to REASONS_AROUND each side, no questions, no chatter), so the note
    holds the whole thought: the value and what it is for, the choice and what it was chosen over."""
    text = turn.text
    spans: list[tuple[int, int]] = []
    for s in said:
        start = text.find(s.text, spans[-1][1] if spans else 0)
        spans.append((start, start + len(s.text)) if start >= 0 else (-1, -1))
    # a sentence inside a settled list's quote is that note's ("3 no: …" inside the points answered by number)
    owned = [i for i, s in enumerate(said) if any(_opens(f, s) or (s.text in f.quote and f.body.startswith("Agreed:\n"))
                                                  for f in facts)]
    for fact in facts:
        if fact.subject or fact.turn_ids != [turn.id] or fact.type not in ("preference", "decision", "fact"):
            continue
        first = next((i for i in owned if _opens(fact, said[i])), None)
        if first is None or spans[first][0] < 0:
            continue
        last = first
        while last + 1 < len(said) and said[last + 1].text in fact.quote:
            last += 1
        lo, hi = first, last
        for _ in range(REASONS_AROUND):
            if hi + 1 < len(said) and not R.NOT_OURS.search(said[hi + 1].text) and not disowned(said, hi + 1) and (explains(said[hi + 1]) or _EXAMPLES.match(said[hi + 1].text)
                                        or (_CODES.match(said[hi + 1].text) and "\n\n" not in text[spans[hi][1]:spans[hi + 1][0]])) and hi + 1 not in owned \
                    and not fact.body.startswith("Agreed:\n"):  # a settled list says its own reasons
                hi += 1
        # "… there's a tick. also going forward no emojis in code comments": a statement that opens by
        # turning to another topic takes a reason before it only when that sentence is about it
        turned = R.TOPIC_TURN.match(said[first].text)
        for _ in range(REASONS_AROUND):
            # ("- HostShield: no. not a beta WAF in front of the webhooks": the item's opening is its subject)
            same_item = lo - 1 >= 0 and said[lo - 1].list_item and spans[lo - 1][1] >= 0 \
                and "\n" not in text[spans[lo - 1][1]:spans[lo][0]] and _words(said[lo - 1].text) <= ITEM_LEAD_WORDS
            if lo - 1 >= 0 and (explains(said[lo - 1]) or same_item) and lo - 1 not in owned \
                    and not re.match(r"\W*-{2,}", said[lo - 1].text) \
                    and not fact.body.startswith("Agreed:\n") and not (
                    turned and not _content_words(said[lo - 1].text) & _content_words(said[first].text)):
                lo -= 1
        if (lo, hi) == (first, last) or min(spans[lo][0], spans[hi][0]) < 0:
            continue
        quote = text[spans[lo][0]:spans[hi][1]]
        if _words(quote) > REASON_WORDS:
            continue
        owned += range(lo, hi + 1)  # a reason explains one statement: the one it was taken for
        fact.quote = quote
        before = " ".join(clean(x.text, None) + "." for x in said[lo:first])
        after = " ".join(clean(x.text, None) + "." for x in said[last + 1:hi + 1])
        fact.body = " ".join(p for p in (before, fact.body, after) if p)
        if fact.type == "preference" and R.EVERY_PROJECT.search(after):
            fact.scope = "global"  # "shorter answers pls. that goes for every session btw"
        if lo < first and R.RULE_LABEL.search(said[first].text) and _words(said[first].text) <= SAID_AFTER_WORDS:
            # "… no trailing period — like `constfold: wrap …`. look at git log, that's the style": the
            # rule is the sentence before the one that calls it a rule
            fact.title = clean(said[lo].text)
    return facts


def _opens(fact: Fact, s: Sentence) -> bool:
    """The fact's quote starts with the sentence, or is its end ("and again, because it matters: X" quotes X)."""
    return fact.quote.startswith(s.text) or s.text.endswith(fact.quote)


SAID_AFTER_WORDS = 10  # a sentence that only calls what came before a rule, not one that says it too


def explains(s: Sentence) -> bool:
    """A sentence that can explain its neighbour: a statement of some length, not a question, not
    chatter or an acknowledgement."""
    t = s.text.strip()
    if _words(t) <= ACK_WORDS and _ACK.match(t):
        return False  # "ok that works, thanks."
    return _words(t) >= MIN_WORDS and not t.endswith("?") and not R.CHATTER.search(t) and not R.BANTER.search(t) and "\n\n" not in t \
        and not R.NEXT_TOPIC.match(t) and not OWN_STEP.match(t) \
        and not R.TASK_REQUEST.search(_LEAD.sub("", t)) and not R.ALSO_NOW.search(t)
    # "now let's look at …", "also can you fix …", "and rename x while ur there": the next task


ACK_WORDS = 6
# "I'll run npm deprecate on 3.4.0 myself": the person's own next step explains nothing beside it
OWN_STEP = re.compile(r"^\W*(?:(?:and|so|ok(?:ay)?|good)\W+)?i(?:'ll| will|'m going to| am going to)\b(?! forget\b)", re.I)


_ACK = re.compile(r"^\W*(?:ok(?:ay)?|thanks?|thank you|thx|cool|great|nice|perfect|good|lovely|awesome|sure|yes|yep"
                  r"|yeah|works|that works|sounds good|got it|alright|hmm+)\b", re.I)


def join_fix(fact: Fact, text: str, cause: Sentence, fix: Sentence) -> None:
    """Widen a cause fact to the verbatim span that runs through its fix sentence."""
    start = text.find(cause.text)
    end = text.find(fix.text, start + len(cause.text)) if start >= 0 else -1
    if start < 0 or end < 0:
        return
    fact.quote = text[start:end + len(fix.text)]
    fact.body = f"{fact.body} {clean(fix.text)}."


def one_target(command: str) -> bool:
    """A command aimed at particular files or tests (a path, a test id, `--` arguments, flags with values)."""
    return bool(re.search(r"(?:^|\s)(?:\S*/\S*|\S+\.\w{1,4}|--|-k|--count|-run)(?:\s|$)|::", command))


def command_of(raw: str) -> str | None:
    """The shell command inside a tool call's input (Claude Code Bash, Codex shell/exec_command)."""
    try:
        data = json.loads(raw)
    except ValueError:
        return raw.strip() or None
    if isinstance(data, dict):
        data = data.get("command", data.get("cmd"))
    if isinstance(data, list):
        parts = [p for p in data if isinstance(p, str)]
        if len(parts) >= 3 and parts[0].endswith("sh") and parts[1] in ("-c", "-lc"):
            return parts[2].strip()
        return " ".join(parts).strip() or None
    return data.strip() if isinstance(data, str) else None


def commands_that_worked(turn: "Turn", results: "dict[str, ToolResult]") -> list[Fact]:
    """Build/test commands the assistant ran whose output shows they worked."""
    out: list[Fact] = []
    for call in turn.tool_calls:
        if call.name.lower() not in R.SHELL_TOOLS or not call.id:
            continue
        result = results.get(call.id)
        if result is None or result.is_error or R.COMMAND_FAILED.search(result.text[:800]):
            continue
        command = command_of(call.input)
        if not command or not R.COMMAND.match(command) or command not in call.input:
            continue  # the quote must be verbatim: skip commands the JSON had to escape
        if one_target(command):
            continue  # `pytest tests/test_x.py -q`: how this one check was run, not how the project runs
        # ("docker ps --format …" lists containers: a flag's name is not what the command is for)
        purpose = next(((lead, tag) for p, lead, tag in R.COMMAND_PURPOSE if p.search(re.sub(r"(?<!\S)--?[\w-]+", " ", command))), None)
        if purpose is None or purpose[1] in ("build", "commands"):
            continue  # `pnpm add x`, `cargo build`: ran fine, but nothing to remember how to do
        lead, tag = purpose
        out.append(Fact(title=f"{lead} `{command}`", body=f"{lead} `{command}` (it ran successfully).",
                        type="procedure", importance=0.5, quote=command, turn_ids=[turn.id], role="tool",
                        tags=list(dict.fromkeys([tag, "commands"])), evidence=f"tool call {call.name}"))
    return out
