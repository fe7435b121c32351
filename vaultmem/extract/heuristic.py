"""The offline, deterministic extractor: pattern rules over sentences, chosen by role.

* user turns: preferences, decisions, solutions, dated events, project facts;
* assistant turns: only solutions that worked, commitments, recommendations, changes already
  made, and project facts stated in a completion report ("I've set up ... Next.js 14");
* tool calls: a build/test command whose output shows it worked becomes a procedure;
* system, meta, summary and compacted turns, and harness text pasted as user text (CLAUDE.md,
  AGENTS.md, environment blocks), never produce a fact.

Every fact quotes its sentence verbatim (a slice of the turn's text), so grounding always holds.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Callable, Iterable

from ..vault.ids import slugify
from . import findings, replies
from . import rules as R
from .sentences import MAX_WORDS, MIN_WORDS, Sentence, _LEAD, _SPECIFIC, _content_words, _tags, _words, clean, sentences
from .base import Extraction, Fact, RelatedNote

if TYPE_CHECKING:
    from ..capture.turns import ToolResult, Turn

VERSION = "heuristic:1"
# Type order when more facts match than a ticket may keep.
_PRIORITY = {"preference": 0, "decision": 1, "solution": 2, "procedure": 3, "fact": 4, "context": 5, "method": 6}
_PER_KIND_CAP = {"procedure": 3, "method": 2, "context": 3}
_COMPLETION = re.compile(r"\b(?:i've|i have|we've|successfully|is now|are now|now uses?|set up|created|updated|"
                         r"upgraded|implemented|installed|complete[d]?)\b|✅|しました|完了|更新", re.I)


def _replaces(text: str) -> str | None:
    for pattern in R.REPLACES:
        m = pattern.search(text)
        if m:
            return m.group("old").strip(" .,`'\"*")
    return None


def _fact(turn: "Turn", s: Sentence, ftype: str, importance: float, **kw: object) -> Fact:
    statement = clean(s.text)
    fact = Fact(title=str(kw.pop("title", statement)), body=str(kw.pop("body", statement + ".")), type=ftype,
                importance=importance, quote=s.text, turn_ids=[turn.id], role=turn.role)
    for key, value in kw.items():
        setattr(fact, key, value)
    if not fact.tags:
        fact.tags = _tags(s.text)
    return fact


def _remember_continues(said: list[Sentence]) -> set[int]:
    """Sentences that continue a request to remember ("remember that CI is offline. and our MSRV is
    1.78, so …"): those that follow it in the same turn and open with "and"/"also"/"plus"."""
    out: set[int] = set()
    remembering, announced = False, 0
    for s in said:
        lead = _LEAD.sub("", s.text.strip())
        if announced:
            # "two conventions while we're here. error messages: lowercase, …": what an
            # announcement of rules introduces is a rule.
            out.add(id(s))
            announced -= 1
        if R.REMEMBER.match(lead):
            remembering = True
        elif remembering and re.match(r"(?:and|also|plus)\b", s.text.strip(), re.I):
            out.add(id(s))
        else:
            remembering = False
        if R.ANNOUNCE.search(s.text) and _words(s.text) <= ANNOUNCE_WORDS and not R.CHATTER.search(s.text):
            announced = ANNOUNCED_SENTENCES
    return out


ANNOUNCE_WORDS, ANNOUNCED_SENTENCES = 8, 2


_REQUESTED = "requested value"  # evidence of a user's request to set a value, until it is carried out


# Words of an acceptance that name nothing ("sounds good, go for it"), as content-word stems.
_ACCEPT_WORDS = frozenset(w[:6] for w in ("yes", "yep", "yeah", "sure", "ok", "okay", "do", "that", "it", "go", "ahead",
                                          "sounds", "good", "for", "let", "lets", "great", "perfect", "please",
                                          "thanks", "makes", "sense", "idea", "agreed", "then", "this"))


_TURNED_DOWN = re.compile(r"\b(?:skip|no|not|don'?t|without|drop|never mind|forget)\b", re.I)
_CLEAR_YES = re.compile(r"\b(?:yes|yep|yeah|agreed|go ahead|go for it|do it|do that|let'?s do|sounds good|good idea"
                        r"|please do|makes sense)\b", re.I)


def _value_set(s: Sentence) -> bool:
    """An assistant's report of a value now in force: "`BATCH_ROWS` is now 20,000", "Set to 15 minutes
    (`SLEEP_MINUTES=15`)", "the pool stays `e2-standard-2`", "Added clap 4.5 with the derive feature".
    Plans, guesses and questions are not reports."""
    text = s.text
    if R.PLAN.search(text) or text.rstrip().endswith("?"):
        return False
    # The value must sit in the clause that reports it: "`fixtures/sample.json` is now indented with
    # two spaces (same data, 3 readings)" sets nothing to 3.
    clauses = [c for c in re.split(r"[;(]|\s[—–]\s|,\s+(?:which|so|and|but)\b", _LEAD.sub("", text.strip()))
               if c.strip()]
    for i, clause in enumerate(clauses):
        marked = R.VALUE_NOW.search(clause) or (i == 0 and R.VALUE_SET.match(clause.strip()))
        if not marked or R.MEASURED.search(clause):
            continue  # "the suite now runs in 42 s", "memory stays flat at 120 MB": measured, not set
        counted = R.WORK_COUNT.sub(" ", clause)  # "I changed 14 files", "0 warnings": work, not a value
        # A setting, not a result: "all 40 images are now 800 px wide in `out/`" sets nothing.
        if (R.VALUE.search(counted) and R.SETTING.search(counted)) or R.CONFIG_VALUE.search(counted):
            return True
    return False


def values(text: str) -> set[str]:
    """The values a sentence states, numbers compared as numbers ("2e-5" is "2.0e-5")."""
    out: set[str] = set()
    for m in _NUMBER.finditer(text):
        token = m.group().replace(",", "")
        try:
            out.add(repr(float(token)))
        except ValueError:
            out.add(token.lower())
    return out


_NUMBER = re.compile(r"\b\d[\d,.]*(?:e-?\d+)?(?:[a-zµ%]+\b)?", re.I)


SUBJECT_SHARED = 2  # words two statements of a value share to be about the same setting
_NOT_SUBJECT = frozenset(("set", "now", "added", "make", "the", "and", "stays", "with", "from", "that", "this",
                          "revert", "change", "switch", "bump", "raised", "lowere", "pinned", "while", "instea",
                          "keep", "also", "just", "please", "config"))


def _subject(text: str) -> set[str]:
    return {w[:6] for w in re.findall(r"[a-z][a-z0-9]{2,}", text.lower().replace("_", " "))} - _NOT_SUBJECT


def _last_values(facts: list[Fact], hints: "dict[int, str] | None" = None) -> list[Fact]:
    """A value set in a session holds until it is set again: the latest statement of a setting wins.
    The assistant's report of a value the user asked for takes the request's words (the reason, and
    what the value is for) into its body, and the request is not a second note."""
    out: list[Fact] = []
    for fact in facts:
        if "config" in fact.tags and fact.role == "assistant" and fact.evidence != _ANSWERED:
            # (an answer to "what port does it listen on again?" says what is, it sets nothing new)
            mine, about = values(fact.quote), _subject(fact.quote)
            for earlier in list(out):
                if earlier.type not in ("fact", "decision") or earlier.subject:
                    continue
                theirs = values(earlier.quote)
                if not theirs:
                    continue
                if mine & theirs and earlier.role == "user":
                    fact.body = f"{fact.body} Asked: {earlier.body}"
                    out.remove(earlier)
                elif mine and not mine & theirs and (len(about & _subject(earlier.quote)) >= SUBJECT_SHARED or (
                        id(earlier) in (hints or {}) and about & _subject(earlier.quote + " " + hints[id(earlier)]))):
                    out.remove(earlier)  # set again since
        out.append(fact)
    return out


ANSWER_SENTENCES = 2


def _asks_setup(text: str) -> bool:
    """A question about how the project is set up, asked with "?" or as a clause of its own ("… and
    where does the prod state live again, I need to tell the new guy")."""
    m = R.PROJECT_QUESTION.search(text)
    if m is None or R.EXPLAIN_QUESTION.search(text):
        return False
    return "?" in text[m.start():] or bool(re.search(r"(?:^|[,;:.—–-]\s*|\b(?:and|also|oh)\s+)$", text[:m.start()]))


def _answer(turn: "Turn", said: list[Sentence], question: str) -> list[Fact]:
    """The assistant's answer to a person asking how the project is set up ("where does the prod state
    live again?" — "Prod state: S3 bucket `harbor-tfstate-prod`, …"): its sentences that state a value
    and share a word with the question are the project's configuration, one note. Plans, offers and
    questions in the answer are not part of it."""
    from ..recall.passages import STOP_WORDS

    asked = _content_words(question) - STOP_WORDS - {"again", "forget", "right", "remind"}
    ports = bool(re.search(r"\bports?\b", question, re.I))
    picked = [x for x in said
              if not x.text.rstrip().endswith("?") and not R.PLAN.search(x.text) and not R.PROPOSAL.search(x.text)
              and not R.MEASURED.search(x.text) and not R.WORK_COUNT.search(x.text) and not R.RESULT.search(x.text)
              and ((R.CONFIG_VALUE.search(x.text) or R.SETTING.search(x.text)) and asked & _content_words(x.text)
                   # "which ports?" — "the API is on 8087 and Redis on 6390": the numbers answer it
                   or (ports and re.search(r"\b\d{4,5}\b", x.text)))
              and MIN_WORDS <= _words(x.text) <= MAX_WORDS][:ANSWER_SENTENCES]
    if not picked:
        return []
    text = turn.text
    start = text.find(picked[0].text)
    end = text.find(picked[-1].text, start) + len(picked[-1].text)
    if start < 0 or end < start:
        return []
    fact = _fact(turn, picked[0], "fact", 0.6, tags=_tags(text[start:end], ("config",)))
    fact.quote = text[start:end]
    fact.body = " ".join(clean(x.text, None) + "." for x in picked)
    fact.evidence = _ANSWERED
    return [fact]


_ANSWERED = "in answer to a question"  # shown on the note's source line too


REPORT_MIN_WORDS = 3  # "Back to `tile_size: 24`." is a whole report


def _report_on(turn: "Turn", said: list[Sentence], asked: list[Fact]) -> "Fact | None | bool":
    """The assistant's first message after carrying out a request to set a value ("make it 15", "put
    it back to 24", "set it to -6") reports it with the setting's name ("Interval is 15 minutes
    (`…_INTERVAL_MIN=15`)", "Back to `tile_size: 24`.", "Music is at -6 dB"): that sentence, holding
    the value asked for and naming a setting, is the config note (the request joins it, see
    _last_values). A sentence that says the value failed ("64 doesn't fit on the card") means the
    request is not in force: None. False when the message says nothing about the value."""
    wanted = set().union(*(values(a.quote) for a in asked))
    for s in said:
        text = s.text
        counted = R.WORK_COUNT.sub(" ", text)  # "3 files changed", "3 tests fail": work, not the value
        if not values(counted) & wanted or text.rstrip().endswith("?") or R.MEASURED.search(text):
            continue
        if R.CONFIG_NOT.search(text) and not R.PLAN.search(text):
            return None
        if _words(text) >= REPORT_MIN_WORDS and (_SPECIFIC.search(text) and re.search(r"`|[A-Z]{2,}|\bdB\b", text)
                                                  or R.CONFIG_VALUE.search(text) or R.SETTING.search(text)):
            return _fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)))
    return False


def _technical(text: str) -> bool:
    """The sentence names something of a software project: a known tool, a code token, a name
    written with capitals inside the sentence, or a kind of component ("the queue")."""
    return bool(_TECH_NAME.search(text) or _SPECIFIC.search(text) or R.TECH_NOUN.search(text)
                or re.search(r"(?<=[a-z,] )[A-Z][\w.+#-]+", text))


_CLAUSE_END = re.compile(r"\s[—–]\s|;\s|(?<=[.!?])\s")


def _clause_at(text: str, at: int) -> str:
    """The clause of `text` that holds position `at` (clauses end at a dash, a semicolon, a stop)."""
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in _CLAUSE_END.finditer(text, at)), len(text))
    return text[start:end]


def _one_off(text: str, lead: str) -> bool:
    """A request about the current moment or chatter, not a rule that stands (see rules.CHATTER)."""
    if R.CHATTER.search(text) or R.TASK_REQUEST.search(lead):
        return True
    if R.STANDING.search(text):
        return False
    if R.DEICTIC.search(text) or R.STOP_THING.match(lead):
        return True
    pronoun = R.PRONOUN_OBJECT.search(text)
    if pronoun and not _SPECIFIC.search(text[:pronoun.start()]):
        return True
    verb = R.REQUEST_LEAD.match(lead)
    return bool(re.search(r"\bplease\b", text, re.I)) and (verb is None or verb["verb"].lower() not in R.POLICY_VERBS)


def _about_project(text: str, lead: str) -> bool:
    """A decision is a choice of tool, library or approach, not of a code construct or one's own things."""
    if R.PERSONAL.search(text) or (R.CODE_CONSTRUCT.search(text) and not R.STANDING.search(text)):
        return False
    if R.SINGULAR_DECISION.match(lead):
        return bool(_TECH_NAME.search(text) or R.PROJECT_HINT.search(text))
    return True


_TECH_NAME = re.compile(rf"(?<![\w-])(?:{R._TECH_ALT})(?![\w-])", re.I)
# What makes a statement concrete: a code token, a version or a number of two digits or more.


def _stated_rule(text: str, lead: str) -> bool:
    """A standing rule said in passing: "always/never/don't …" opening any clause, "we never …",
    "X must …", "before you call anything done, run …", "review every migration by hand", "the
    process is: …". Not chatter, not a symptom ("never locally"), not a request about the moment."""
    if R.CHATTER.search(text) or R.TRANSIENT.search(text) or R.CONFIG_NOT.search(text) or _one_off(text, lead):
        return False
    starts = [m.end() for m in R.CLAUSE_START.finditer(text)]
    if any(R.CLAUSE_RULE.match(text, at) or R.UNIVERSAL_IMPERATIVE.match(text[at:]) for at in starts):
        return True
    if R.WE_ALWAYS.search(text) or R.MODAL_RULE.search(text) or R.PROCESS.search(text):
        return True
    return bool(R.RULE_MOMENT.search(text)) and ("`" in text or any(
        re.match(rf"(?:{'|'.join(R.RULE_VERBS)})\b", text[at:], re.I) for at in starts))


class HeuristicExtractor:
    """Deterministic rules; no network, no model, no tokens."""

    name = "heuristic"
    version = VERSION
    uses_llm = False

    def __init__(self, max_notes: int = 15) -> None:
        self.max_notes = max_notes

    def run(self, window: list["Turn"], related: list[RelatedNote]) -> Extraction:
        """The extractor protocol's call: these rules' facts, at no cost and with no parse report."""
        return Extraction(self.extract(window, related))

    def extract(self, window: list["Turn"], related: list[RelatedNote]) -> list[Fact]:
        """Facts from user and assistant sentences plus commands that worked."""
        results = {r.tool_use_id: r for t in window for r in t.tool_results if r.tool_use_id}
        facts: list[Fact] = []
        proposals: list[tuple["Turn", Sentence]] = []  # the last assistant reply's suggestions
        last_said: "Turn | None" = None  # the assistant's last message with text
        acted = False
        asked_text = ""  # the user's previous message (its "X or Y?" names the alternatives)
        requested: set[int] = set()  # the user's requests to set a value, until the assistant acts on them
        hints: dict[int, str] = {}  # what a request to set a value is about, when it says only "make it N"
        question = ""  # the user's question about how the project is set up, until the assistant answers it
        moment: set[str] = set()  # values the user asked for only for the moment ("for now")
        asked: list[Fact] = []  # this user message's requests to set a value, until the assistant reports on them
        for turn in window:
            if turn.is_sidechain or turn.kind != "message" or not (turn.text or turn.tool_calls):
                continue
            if turn.role == "user" and not R.HARNESS.search(turn.text[:400]):
                taken = self._accepted(turn, proposals)
                taken += [f for f in replies.accepted(turn, last_said) if not any(f.quote == t.quote for t in taken)]
                facts += taken
                proposals, previous, last_said = [], last_said, None
                acted = False  # whether the assistant has run a tool since this request
                said = list(sentences(turn.text))
                carried = _remember_continues(said)
                own = self._with_fixes(turn, said, lambda s, t=turn, c=carried: self._user(t, s, id(s) in c))
                own = _remembered_whole(turn, said, own)
                own = _with_reasons(turn, said, own)
                own = replies.rejected(turn, previous, said, own)
                own = own if taken else replies.chosen(turn, previous, asked_text, said, own)
                if requested:  # the last request to change a value was never carried out
                    facts = [f for f in facts if id(f) not in requested]
                requested = {id(f) for f in own if f.evidence == _REQUESTED}
                for f in own:
                    if id(f) in requested and previous is not None and R.VALUE_OF_IT.search(f.quote):
                        # "make it 50000" names its setting only through what was just said about it
                        hints[id(f)] = previous.text
                facts += own
                question = next((x.text for x in said if _asks_setup(x.text)), "")
                # "set the log level to 3 for now": the value the assistant then reports is not in force later
                moment = set().union(*(values(x.text) for x in said
                                       if R.VALUE_REQUEST.search(x.text) and R.TRANSIENT.search(x.text)))
                asked = [f for f in own if id(f) in requested]
                asked_text = turn.text
            elif turn.role == "assistant":
                if turn.text.strip():
                    last_said = turn
                report = bool(_COMPLETION.search(turn.text))
                said = list(sentences(turn.text))
                acted = acted or bool(turn.tool_calls)
                if any(findings.EDIT_TOOL.search(c.name) or c.name.lower() in R.SHELL_TOOLS for c in turn.tool_calls):
                    for f in facts:
                        if id(f) in requested:
                            f.evidence = None  # carried out: a value now in force
                    requested = set()
                if question and turn.text.strip():
                    facts += _answer(turn, said, question)
                    question = ""
                if asked and acted and turn.text.strip():
                    reported = _report_on(turn, said, asked)
                    if reported is None:  # "64 doesn't fit on the 24 GB card": the value asked for is not in force
                        facts = [f for f in facts if not any(f is a for a in asked)]
                    elif reported is not False:
                        facts.append(reported)
                    if reported is not False:
                        asked = []
                mine = self._with_fixes(turn, said, lambda s, t=turn, r=report, a=acted: self._assistant(t, s, r, a))
                facts += [f for f in mine if not (moment and "config" in f.tags and values(f.quote) & moment)]
                facts += self._commands(turn, results)
                if turn.text.strip():
                    proposals = [(turn, s) for s in said if R.PROPOSAL.search(s.text) and self._usable(s)]
        facts = [f for f in facts if id(f) not in requested]
        found = findings.findings(window)
        diagnosed = {f.turn_ids[0] for f in found}  # the finding says it whole: no half-notes beside it
        facts = _last_values(facts, hints)
        return self._select(found + [f for f in facts if f.type != "solution" or f.turn_ids[0] not in diagnosed])

    def _with_fixes(self, turn: "Turn", said: list[Sentence], rule: "Callable[[Sentence], Fact | None]") -> list[Fact]:
        """Facts of one turn's sentences; a root cause takes the fix stated just after it into the
        same note (a cause without its fix, or a fix without its cause, is half the story)."""
        out: list[Fact] = []
        skip: set[int] = set()
        for i, s in enumerate(said):
            if i in skip or (fact := rule(s)) is None:
                continue
            if fact.type == "solution" and not R.FIX_FOLLOW.search(s.text):
                for j in range(i + 1, min(i + 3, len(said))):
                    alone = rule(said[j])  # a decision or rule of its own stays a note of its own
                    if alone is not None and alone.type not in ("solution", "fact"):
                        break
                    if R.FIX_FOLLOW.search(said[j].text) and self._usable(said[j]):
                        _join(fact, turn.text, s, said[j])
                        skip.update(range(i + 1, j + 1))
                        break
            elif turn.role == "user" and fact.type in ("preference", "decision") and i + 1 < len(said) \
                    and not _SPECIFIC.search(s.text) and (more := rule(said[i + 1])) is not None \
                    and more.type not in ("preference", "decision"):  # a rule of its own stays a note of its own
                # A rule or choice stated without its specifics ("never run terraform apply from a
                # laptop") takes the next sentence, which gives them ("… only through deploy-infra").
                _join(fact, turn.text, s, said[i + 1])
                skip.add(i + 1)
            out.append(fact)
        return out

    def _accepted(self, turn: "Turn", proposals: list[tuple["Turn", Sentence]]) -> list[Fact]:
        """An assistant's suggestion becomes a decision only when the user's reply accepts it; with
        more to the reply than "yes", only the suggestions it names ("yes partition by date")."""
        text = turn.text.strip()
        if not proposals or not R.ACCEPT.match(text):
            return []
        # What the acceptance names is in its own sentence ("yes partition by event_date."), not in a
        # clause that turns something down ("skip the bloom filters") nor in the next request.
        first = re.split(r"(?<=[.!?])\s+|\n", text, maxsplit=1)[0]
        clauses = [c for c in re.split(r"[,;]|\s[—–]\s", first) if not _TURNED_DOWN.search(c)]
        from ..recall.passages import STOP_WORDS

        words = _content_words(" ".join(clauses)) - _ACCEPT_WORDS - STOP_WORDS
        if not words and not _CLEAR_YES.search(first):
            return []  # "ok cool." acknowledges what was said; it accepts nothing in particular
        chosen = [(t, s) for t, s in proposals if not words or words & (_content_words(s.text) - STOP_WORDS)]
        return [_fact(t, s, "decision", 0.7, role="assistant") for t, s in chosen[:2]]

    # -- rules by role --------------------------------------------------------------------------

    def _usable(self, s: Sentence) -> bool:
        text = s.text
        return (MIN_WORDS <= _words(text) <= MAX_WORDS or (s.list_item and _words(text) >= 2)) \
            and (not text.rstrip().endswith("?") or R.TAG_QUESTION.search(text)) and not R.REDACTED.search(text)

    def _user(self, turn: "Turn", s: Sentence, remembered: bool = False) -> Fact | None:
        """`remembered`: the sentence continues a request to remember ("remember that X. and Y")."""
        text = s.text
        lead = _LEAD.sub("", text.strip())
        if R.SHORT_CHOICE.match(lead) and _technical(text) and not R.CHATTER.search(text) \
                and _words(turn.text) >= _words(text) + REASON_MIN_WORDS:
            # "go with RON.": a choice said in three words; its reasons are the sentences around it
            # (alone, "go with SVG." to "PNG or SVG?" is a pick for the moment)
            return _fact(turn, s, "decision", 0.7)
        if not self._usable(s):
            return None
        # What the person explicitly asks to keep is kept, whatever else the sentence looks like.
        if (remembered or R.REMEMBER.match(lead) or R.STANDING_ANYWHERE.search(text) or R.RULE_LABEL.search(text)
                or R.REMEMBER_ANYWHERE.search(text) or R.CONSISTENT.search(text)) \
                and not R.CHATTER.search(text) and not R.TRANSIENT.search(text):
            if R.OWN_SCHEDULE.search(text):
                return None  # "keep this in mind: I'm off on Friday": the person's week, not the project's
            intro = R.REMEMBER_INTRO.search(text)
            kept = text[intro.end():].strip() if intro else ""
            # "so remember it: the sim runs on …": the title is what is to be remembered, not the request.
            title = {"title": clean(kept)} if _words(kept) >= MIN_WORDS else {}
            return _fact(turn, s, "preference", 0.8, scope="project", tags=_tags(text, ("rules",)), **title)
        if _stated_rule(text, lead):
            return _fact(turn, s, "preference", 0.8, scope="project", tags=_tags(text, ("rules",)))
        if R.HOW_TO.search(lead) and not R.TRANSIENT.search(text):
            return _fact(turn, s, "fact", 0.6, tags=_tags(text, ("commands",)))
        if R.VALUE_REQUEST.search(lead) and not R.TRANSIENT.search(text) and not R.CONFIG_NOT.search(text):
            # "pin the dev server to 5174 in the vite config pls": kept once the assistant acts on it
            return _fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)), evidence=_REQUESTED)
        if not R.TRANSIENT.search(text) and not _one_off(text, lead):
            if any(p.search(lead) for p in R.PREFERENCE):
                scope = "project" if R.PROJECT_HINT.search(text) else "global"
                return _fact(turn, s, "preference", 0.7, scope=scope, tags=_tags(text, ("preferences",)))
        if not R.TRANSIENT.search(text) and _about_project(text, lead):
            # The choice is judged in its own clause: "so we're definitely on hilt then — there was a
            # branch trying koin, I'm killing it" decides; the "it" of the next clause is the branch.
            said = next((m for p in R.DECISION if (m := p.search(text))), None)
            if said is None and _technical(text):
                said = next((m for p in R.CHOICE_OVER if (m := p.search(lead))), None)
            if said is not None and not _one_off(clause := _clause_at(text, said.start()),
                                                  _LEAD.sub("", clause.strip())):
                return _fact(turn, s, "decision", 0.7, replaces=_replaces(text))
            if R.WE_USE.search(text) and (R.PROJECT_HINT.search(text) or _technical(text)) and not _one_off(text, lead):
                return _fact(turn, s, "fact", 0.6, tags=_tags(text, ("stack",)))
        if not _one_off(text, lead) and (R.KEEP_DECISION.search(text) or R.RULED_OUT.search(text)
                                         or R.NO_LONGER.search(text)):
            return _fact(turn, s, "decision", 0.7, replaces=_replaces(text))
        if any(p.search(text) for p in R.SOLUTION_PAST + R.SOLUTION_USER):
            return _fact(turn, s, "solution", 0.6)
        if R.CONFIG_VALUE.search(text) and not R.CONFIG_NOT.search(text) and not R.TASK_REQUEST.search(text):
            return _fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)))
        if R.STACK_IS.search(text) and (R.VERSION.search(text) or len(set(_TECH_NAME.findall(text))) >= 2) \
                and not R.CONFIG_NOT.search(text):
            return _fact(turn, s, "fact", 0.6, tags=["stack"])
        if R.RUN_OUTPUT.search(text):
            return None  # "output is in runs/shear-4r/": where one run's files are, for a look
        if R.LAYOUT.search(text) and not R.CONFIG_NOT.search(text) and not _one_off(text, lead):
            return _fact(turn, s, "fact", 0.5, tags=_tags(text, ("layout",)))
        from .dates import has_relative_date

        if R.EVENT.search(text) and has_relative_date(text) and not R.PLAN_NOW.search(text):
            return _fact(turn, s, "context", 0.5)
        return self._project_fact(turn, s, strict=False) or self._path_fact(turn, s)

    def _assistant(self, turn: "Turn", s: Sentence, report: bool, acted: bool = False) -> Fact | None:
        """`acted`: the assistant ran a tool since the user's last message, so what it reports as set
        is what the project now has (not a plan)."""
        if not self._usable(s):
            return None
        text = s.text
        if (acted or R.I_DID.match(_LEAD.sub("", text.strip()))) and _value_set(s):
            return _fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)))
        if acted and R.DONE_SETTING.match(text) and not R.PLAN.search(text):
            # "Done: `pg_try_advisory_lock(7301)` around the recon job, and `concurrencyPolicy: Forbid` on
            # the CronJob": what was just set, with its values.
            return _fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)))
        if any(p.search(text) for p in R.SOLUTION_PAST):
            return _fact(turn, s, "solution", 0.6)
        if R.COMMITMENT.search(text):
            return _fact(turn, s, "decision", 0.6)
        if R.ASSISTANT_DECISION.search(text):
            return _fact(turn, s, "decision", 0.6, replaces=_replaces(text))
        if not report:
            return None  # suggestions count only once accepted (see _accepted), guesses never
        if R.CAUSE_PRESENT.search(text):
            return _fact(turn, s, "solution", 0.6)
        lead = _LEAD.sub("", text.strip())
        if R.ASSISTANT_SET.match(lead) and R.CONFIG_VALUE.search(text):
            return _fact(turn, s, "fact", 0.5, tags=_tags(text, ("config",)))
        return self._project_fact(turn, s, strict=True)

    def _project_fact(self, turn: "Turn", s: Sentence, strict: bool) -> Fact | None:
        """Versions of known tools and the dev server's address, as subject facts."""
        text = s.text
        m = R.VERSION.search(text)
        if m and not R.VERSION_TOPIC.search(text):
            # An assistant must state it as an item of its report or with a stack verb; a user
            # needs the verb ("we're on Python 3.12").
            leads = s.list_item and m.start() <= 3
            if R.STACK_VERB.search(text) or (strict and leads) or (strict and R.VERSION_UPDATE.search(text)):
                name, version = R.TECH[m.group("name").lower()], m.group("ver")
                old = R.VERSION_UPDATE.search(text)
                previous = (old.group("a") or old.group("b")) if old else None
                body = f"The project uses {name} {version}" + (f" (updated from {previous})." if previous else ".")
                slug = slugify(name, 30)
                return _fact(turn, s, "fact", 0.5, title=f"Project uses {name} {version}", body=body,
                             subject=f"version:{slug}", id_hint=f"{slug}-version", tags=["stack"])
        url, port = R.LOCAL_URL.search(text), R.PORT.search(text)
        if not strict and (R.TRANSIENT.search(text) or R.CONFIG_NOT.search(text)):
            return None  # "serve this folder, just for today, port 8000 is fine"
        if (url or port) and R.DEV_SERVER.search(f"{s.heading} {text}"):
            where = f"localhost:{url.group('port')}" if url else f"port {port.group('port')}"  # type: ignore[union-attr]
            return _fact(turn, s, "fact", 0.5, title=f"Dev server runs on {where}",
                         body=f"The development server runs on {where}.", subject="service:dev-server",
                         id_hint="dev-server-address", tags=["services"])
        return None

    def _path_fact(self, turn: "Turn", s: Sentence) -> Fact | None:
        m = R.PATH_FACT.search(s.text)
        if not m or "://" in s.text:
            return None
        return _fact(turn, s, "fact", 0.5, tags=_tags(s.text, ("layout",)))

    def _commands(self, turn: "Turn", results: dict[str, "ToolResult"]) -> list[Fact]:
        """Build/test commands the assistant ran whose output shows they worked."""
        out: list[Fact] = []
        for call in turn.tool_calls:
            if call.name.lower() not in R.SHELL_TOOLS or not call.id:
                continue
            result = results.get(call.id)
            if result is None or result.is_error or R.COMMAND_FAILED.search(result.text[:800]):
                continue
            command = _command_of(call.input)
            if not command or not R.COMMAND.match(command) or command not in call.input:
                continue  # the quote must be verbatim: skip commands the JSON had to escape
            if _one_target(command):
                continue  # `pytest tests/test_x.py -q`: how this one check was run, not how the project runs
            purpose = next(((lead, tag) for p, lead, tag in R.COMMAND_PURPOSE if p.search(command)), None)
            if purpose is None or purpose[1] in ("build", "commands"):
                continue  # `pnpm add x`, `cargo build`: ran fine, but nothing to remember how to do
            lead, tag = purpose
            out.append(Fact(title=f"{lead} `{command}`", body=f"{lead} `{command}` (it ran successfully).",
                            type="procedure", importance=0.5, quote=command, turn_ids=[turn.id], role="tool",
                            tags=list(dict.fromkeys([tag, "commands"])), evidence=f"tool call {call.name}"))
        return out

    # -- choosing -------------------------------------------------------------------------------

    def _select(self, facts: list[Fact]) -> list[Fact]:
        """One fact per title (the latest wins for subject facts), capped by type and in total."""
        seen: dict[str, Fact] = {}
        for fact in facts:
            key = fact.subject or slugify(fact.title)
            if key in seen and (not fact.subject or seen[key].title == fact.title):
                continue  # the same statement again (a subject restated with the same value keeps its first word)
            if not fact.subject and _restates(fact, seen.values()):
                continue  # "like I said, checkout stays XML": nothing the earlier note lacks
            seen.pop(key, None)  # a later statement about the same subject supersedes an earlier one
            seen[key] = fact
        counts: dict[str, int] = {}
        kept: list[Fact] = []
        for fact in sorted(seen.values(), key=lambda f: _PRIORITY.get(f.type, 9)):
            counts[fact.type] = counts.get(fact.type, 0) + 1
            if counts[fact.type] > _PER_KIND_CAP.get(fact.type, self.max_notes):
                continue
            kept.append(fact)
        return kept[: self.max_notes]




def _restates(fact: Fact, earlier: "Iterable[Fact]") -> bool:
    """Every content word of this fact's quote is already in one earlier fact's quote."""
    from ..recall.passages import STOP_WORDS

    def words(text: str) -> set[str]:
        return set(re.findall(r"[a-z0-9_]+", text.lower()))

    said = words(fact.quote) - STOP_WORDS - _RESTATING
    return bool(said) and any(said <= words(e.quote) for e in earlier)


_RESTATING = {"said", "mentioned", "told", "earlier", "before", "already"}  # "like I said", "as mentioned earlier"


REASON_MIN_WORDS = 6  # what a message must say besides a three-word choice to give its reasons
REMEMBERED_WORDS = 80  # the longest span a request to remember grows to with what it introduces
REMEMBERED_SENTENCES = 3


def _remembered_whole(turn: "Turn", said: list[Sentence], facts: list[Fact]) -> list[Fact]:
    """A request to remember that introduces what to keep ("this one matters, so remember it: the sim
    runs on a fixed timestep of 1/30 s … FIXED_DT never changes unless REPLAY_VERSION is bumped",
    "make a mental note: we never evaluate on the test split. val only.") keeps the sentences that
    follow it in the same message as one note, up to REMEMBERED_SENTENCES: the notes those sentences
    made alone are folded into it. A question, chatter, a request about the moment or another request
    to remember ends it."""
    text = turn.text
    out = list(facts)
    for fact in facts:
        if fact not in out or fact.turn_ids != [turn.id] or fact.type != "preference":
            continue
        at = next((i for i, s in enumerate(said) if s.text in fact.quote and R.REMEMBER_INTRO.search(s.text)), None)
        if at is None:
            bare = [s for s in said if s.text == fact.quote and R.REMEMBER_ANYWHERE.search(s.text)]
            if bare and _words(R.REMEMBER_ANYWHERE.sub(" ", bare[0].text)) < MIN_WORDS:
                out.remove(fact)  # "write it down like that": the request alone, what to keep was said before
            continue
        last = max(i for i, s in enumerate(said) if s.text in fact.quote)
        start = text.find(fact.quote)
        end = last
        while end + 1 < len(said) and end + 1 - last <= REMEMBERED_SENTENCES:
            nxt = said[end + 1].text.strip()
            if nxt.endswith("?") or R.CHATTER.search(nxt) or R.REMEMBER_ANYWHERE.search(nxt) \
                    or R.TASK_REQUEST.search(_LEAD.sub("", nxt)) or R.HARNESS.search(nxt) or R.NEXT_TOPIC.match(nxt):
                break
            stop = text.find(said[end + 1].text, start) + len(said[end + 1].text)
            if start < 0 or stop < start or _words(text[start:stop]) > REMEMBERED_WORDS:
                break
            end += 1
        if end == last:
            if at == last and _words(R.REMEMBER_INTRO.sub(" ", said[at].text)) < MIN_WORDS:
                out.remove(fact)  # "write it down like that": the request alone, what to keep is elsewhere
            continue
        quote = text[start:text.find(said[end].text, start) + len(said[end].text)]
        out = [f for f in out if f is fact or f.turn_ids != [turn.id] or f.quote not in quote]
        fact.quote = quote
        fact.body = " ".join([fact.body, *(clean(x.text, None) + "." for x in said[last + 1:end + 1])])
    return out


REASON_WORDS = 70  # the longest span a user's statement grows to with the sentences around it
REASONS_AROUND = 2


def _with_reasons(turn: "Turn", said: list[Sentence], facts: list[Fact]) -> list[Fact]:
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
    owned = [i for i, s in enumerate(said) if any(f.quote.startswith(s.text) for f in facts)]
    for fact in facts:
        if fact.subject or fact.turn_ids != [turn.id] or fact.type not in ("preference", "decision", "fact"):
            continue
        first = next((i for i in owned if fact.quote.startswith(said[i].text)), None)
        if first is None or spans[first][0] < 0:
            continue
        last = first
        while last + 1 < len(said) and said[last + 1].text in fact.quote:
            last += 1
        lo, hi = first, last
        for _ in range(REASONS_AROUND):
            if hi + 1 < len(said) and _reason(said[hi + 1]) and hi + 1 not in owned:
                hi += 1
        for _ in range(REASONS_AROUND):
            if lo - 1 >= 0 and _reason(said[lo - 1]) and lo - 1 not in owned:
                lo -= 1
        if (lo, hi) == (first, last) or min(spans[lo][0], spans[hi][0]) < 0:
            continue
        quote = text[spans[lo][0]:spans[hi][1]]
        if _words(quote) > REASON_WORDS:
            continue
        fact.quote = quote
        before = " ".join(clean(x.text, None) + "." for x in said[lo:first])
        after = " ".join(clean(x.text, None) + "." for x in said[last + 1:hi + 1])
        fact.body = " ".join(p for p in (before, fact.body, after) if p)
    return facts


def _reason(s: Sentence) -> bool:
    """A sentence that can explain its neighbour: a statement of some length, not a question, not
    chatter or an acknowledgement."""
    t = s.text.strip()
    if _words(t) <= ACK_WORDS and _ACK.match(t):
        return False  # "ok that works, thanks."
    return _words(t) >= MIN_WORDS and not t.endswith("?") and not R.CHATTER.search(t) and "\n\n" not in t \
        and not R.NEXT_TOPIC.match(t)  # "now let's look at the auth bug": the next task, not a reason


ACK_WORDS = 6
_ACK = re.compile(r"^\W*(?:ok(?:ay)?|thanks?|thank you|thx|cool|great|nice|perfect|good|lovely|awesome|sure|yes|yep"
                  r"|yeah|works|that works|sounds good|got it|alright|hmm+)\b", re.I)


def _join(fact: Fact, text: str, cause: Sentence, fix: Sentence) -> None:
    """Widen a cause fact to the verbatim span that runs through its fix sentence."""
    start = text.find(cause.text)
    end = text.find(fix.text, start + len(cause.text)) if start >= 0 else -1
    if start < 0 or end < 0:
        return
    fact.quote = text[start:end + len(fix.text)]
    fact.body = f"{fact.body} {clean(fix.text)}."


def _one_target(command: str) -> bool:
    """A command aimed at particular files or tests (a path, a test id, `--` arguments, flags with values)."""
    return bool(re.search(r"(?:^|\s)(?:\S*/\S*|\S+\.\w{1,4}|--|-k|--count|-run)(?:\s|$)|::", command))


def _command_of(raw: str) -> str | None:
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
