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

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from . import (amends, answered_open, answers, asked, assents, changed, code_names, comments, contrasts, corrections, either, findings,
               followups, guards, once, options, pointwise, picks, proposals, quoted, referred, replies, reports, reverted, revisions,
               sections, scrapped, selection, settled, several, stays, subjects, summed, symptoms, told, withdrawals)
from . import rules as R
from .sentences import (
    MAX_WORDS, MIN_WORDS, Sentence, _LEAD, _SPECIFIC, _content_words, _tags, _words, clean, markers_joined, sentences,
)
from .base import Extraction, Fact, RelatedNote
from .carried import set_in_edit
from .continues import negation_continues, points_past, remember_continues, restates_rule
from .signals import (
    COMPLETION, REQUESTED, TECH_NAME, about_project, answer_facts,
    asks_setup, banter_near, clause_at, disowned, is_technical, new_fact, one_off, replaced_choice,
    it_named, not_the_project, report_on, rule_applied, short_rule, stated_rule, values,
)
from .conventions import convention, placed_title
from .pasted import page_span, reaches_into
from .reported import value_set
from .superseded import last_values, restated, switched_later
from .compose import (
    REASON_MIN_WORDS, commands_that_worked, join_fix, remembered_whole, same_topic_joined, with_reasons,
)

if TYPE_CHECKING:
    from ..capture.turns import ToolResult, Turn

VERSION = "heuristic:1"


@dataclass
class _Reading:
    """What the extractor carries from one turn to the next while it reads a window."""

    results: "dict[str, ToolResult]"  # tool results by call id
    facts: list[Fact] = field(default_factory=list)
    proposals: "list[tuple[Turn, Sentence]]" = field(default_factory=list)  # the last reply's suggestions
    last_said: "Turn | None" = None  # the assistant's last message with text
    replied: str = ""  # the assistant's messages since the user's last one
    last_reply: "Turn | None" = None  # the assistant's last message with text, however many of the person's came after
    acted: bool = False  # whether the assistant has run a tool since the user's last request
    asked_text: str = ""  # the user's previous message (its "X or Y?" names the alternatives)
    requested: set[int] = field(default_factory=set)  # requests to set a value, until the assistant acts on them
    hints: dict[int, str] = field(default_factory=dict)  # what "make it N" is about
    question: str = ""  # the user's question about how the project is set up, until it is answered
    moment: set[str] = field(default_factory=set)  # values asked for only for the moment ("for now")
    asked: list[Fact] = field(default_factory=list)  # this message's value requests, until reported on
    rules: list[Fact] = field(default_factory=list)  # the standing rules of the user's last message
    listed: "Turn | None" = None  # the assistant's last message with a numbered list ("do your option 2")
    own_list: "Turn | None" = None  # the person's last message with a numbered list (their own points)
    one_off: bool = False  # the person said the task at hand is a one-off: what it settles is for it alone
    paged: "Turn | None" = None  # the person's last message that pasted a page ("step 3 is right" later takes its item)


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
        st = _Reading(results={r.tool_use_id: r for t in window for r in t.tool_results if r.tool_use_id})
        for turn in window:
            if turn.is_sidechain or turn.kind != "message" or not (turn.text or turn.tool_calls):
                continue
            if turn.role == "user" and not R.HARNESS.search(turn.text[:400]):
                self._read_user(st, turn)
            elif turn.role == "assistant":
                self._read_assistant(st, turn)
        st.facts = [f for f in st.facts if id(f) not in st.requested]
        found = asked.declined(findings.findings(window), window)  # ("should I keep a note of that?" - "no")
        diagnosed = {f.turn_ids[0] for f in found}  # the finding says it whole: no half-notes beside it
        # ... nor the report's "Root cause was …", which the finding quotes as done
        # ... nor the option a diagnosis went on to propose and the finding took as its fix ("Found it. … I'd do (1)")
        opened = {t.id: t.text[:findings.OPENING_CHARS] for t in window}
        st.facts = [f for f in st.facts if not any((f.turn_ids == g.turn_ids and (f.quote in g.quote or (
            f.type == "decision" and f.role == "assistant" and clean(f.quote, None) in g.body
            and followups.FOUND_HERE.search(opened.get(g.turn_ids[0], ""))
            and _content_words(f.body.split(" Over: ")[0]) <= _content_words(g.body))))  # (unless changed: "but 500 steps")
            or (findings.DIAGNOSIS.search(f.quote) and clean(f.quote, None) in g.body) for g in found)]
        st.facts = revisions.turned_down(revisions.named_commands(last_values(st.facts, st.hints), window), window)
        st.facts = once.for_today(asked.declined(withdrawals.withdrawn(st.facts, window), window), window)
        st.facts = corrections.corrected_later(st.facts, window)  # "actually no, scratch that — …"
        st.facts = guards.guards(corrections.number_for_number(corrections.scratched_earlier(st.facts, window), window), window)
        st.facts = summed.read_back(settled.kept_current(reports.carried_out(st.facts, window)), window)
        # "make it 80% then. 80% for the reminder, …"; "remember that quiet hours are the claimant's local time"
        st.facts = referred.defined_before(changed.taken_back(changed.changed_later(restated(st.facts)), window), window)
        st.facts = changed.put_back(changed.note_updated(st.facts, window), window)  # "update the note you keep, 0.83 is …"
        st.facts = changed.right_value_after(changed.said_wrong(st.facts, window), window)  # "then 30 is wrong. …"
        st.facts = switched_later(revisions.changed_mind(st.facts, window), {t.id: t.text for t in window})
        it_named(st.facts, st.hints)
        # "put it to 40": the key the next edit set; "ok 20": quoted where 20 was put forward
        st.facts = quoted.put_forward(code_names.named_in_edits(changed.made_again(st.facts), window), window)
        return selection.select(found + [f for f in st.facts if f.type != "solution" or f.turn_ids[0] not in diagnosed],
                                self.max_notes)

    @staticmethod
    def _taken(st: "_Reading", turn: "Turn") -> list[Fact]:
        taken = proposals.accepted(turn, st.proposals)  # what a person's message accepts of the last reply
        taken += [f for f in replies.accepted(turn, st.last_said, st.listed, st.own_list, st.asked_text)
                  if not any(f.quote == t.quote for t in taken)]
        taken = taken or answers.answered(turn, st.last_said) or answers.qualified_yes(turn, st.last_said) \
            or answers.value_confirmed(turn, st.last_said) or answers.restated_option(turn, st.last_said) \
            or answers.those_for_every(turn, st.last_said) or answers.assumption_confirmed(turn, st.last_said)
        # "the second one" to "Should I use A or B?", "15 s, yes", "webhook. tessera fires … no polling" to "… poll, or …?"
        st.one_off = once.one_off_task(turn.text, st.one_off)
        # "one-off for Helen: …" - "ratio is fine": how that export is made, not the project's way
        return [f for f in taken if R.STANDING.search(f.quote)] if st.one_off else taken

    def _read_user(self, st: "_Reading", turn: "Turn") -> None:
        """A person's message: what it accepts of the last reply, what it states, asks or requests."""
        taken = self._taken(st, turn)
        st.proposals, previous, st.last_said, replied, st.replied = [], st.last_said, None, st.replied, ""
        st.acted = False  # whether the assistant has run a tool since this request
        said = markers_joined(turn.text, list(sentences(turn.text)))
        said, revised = revisions.corrected(turn, revisions.past_chatter(said))
        if once.one_time(turn.text):
            said, revised = [], []  # "rename these to the date taken, one time thing": nothing here lasts
        offered, offer_named = self._kept_on_request(st, turn, previous, said)
        taken = [] if offer_named is not None else taken  # the yes answers the offer; its note says what it stated
        carried = remember_continues(said) | (offered if offer_named is None else set())
        own = revised + self._with_fixes(turn, [s for s in said if offer_named is None or id(s) not in offered],
                                         lambda s, t=turn, c=carried: self._user(t, s, id(s) in c))
        own = revisions.question_constraints(turn, revisions.pronoun_rules_joined(turn, own)) + comments.comment_rules(turn)
        own = symptoms.seen_not_set(turn, own)  # "IMU gives zeros. WHO_AM_I reads fine though. can you look"
        own = [f for f in own if f.type != "fact" or not R.WHEN_IT_HAPPENS.search(f.quote)]  # a bug told, no setting
        own, st.facts = reverted.reverted(turn, said, remembered_whole(turn, said, own), st.facts)  # "X is wrong. revert to Y"
        st.facts = contrasts.revoked(own, st.facts)  # "we go to 0.7, not 0.6": what set 0.6 earlier is not in force
        if (page := page_span(turn.text)) is not None:  # "here's our old README: …": the page's claims, not the person's
            own = sections.confirmed(turn, [f for f in own if not reaches_into(turn.text, f.quote, page) or R.ASKS_THE_AGENT.search(f.quote)])
        own, st.paged = sections.endorsed_later(turn, st.paged, own), (turn if page is not None else st.paged)
        own = told.values_given(turn, st.last_reply, said, contrasts.put_instead(turn, previous, said, stays.stays_answered(turn, previous, said, replies.rejected(
            turn, previous, said, own))))
        own = told.value_picked(turn, previous, assents.named_yes(turn, previous, said, own))  # "… and yes, v3 with OAuth", "400ms it is"
        if not taken:
            named = picks.value_answer(turn, previous, said, picks.chosen(turn, previous, st.asked_text, said, own))
            # no option named and no value picked: perhaps one side of an either/or, in the reply's words
            own = either.either_said(turn, previous, said, own) if named is own else named
        pointed = pointwise.point_by_point(turn, previous, own := several.turned_down(turn, previous, own))  # "a and c. not b, …"
        own, taken = (pointed, taken) if pointed is not own else settled.proposal_settled(turn, previous, own, taken, st.own_list)
        own = sections.decided(turn, same_topic_joined(turn, with_reasons(turn, said, own)))  # after the pick
        own = own if taken else answered_open.answered_open(turn, previous, said, own)  # "we support both v3 and v4 …"
        # what the reply says again itself is its own note; the rest of what it accepts keeps the reply's reasons
        taken, own = amends.joined(*contrasts.folded(taken, own, turn), turn)  # "yes to all that. add …", "7 days, not 72h"
        st.facts += replies.with_reply(replies.said_again(taken, own), turn, previous)
        if any(f.turn_ids == [turn.id] for f in taken):  # "go with option 2, because …" is said whole there
            own = [f for f in own if not (replies.names_option(f.quote) and any(f.quote in t.quote for t in taken))]
        own = [f for f in own if not replies.in_agreement(f, taken)]
        if st.requested:  # the last request to change a value was never carried out
            st.facts = [f for f in st.facts if id(f) not in st.requested]
        st.requested = {id(f) for f in own if f.evidence == REQUESTED}
        for f in own:  # "make it 50000" names its setting only through what was just said about it
            if id(f) in st.requested and previous is not None and R.VALUE_OF_IT.search(f.quote):
                st.hints[id(f)] = previous.text
        code_names.name_in_code(own, replied)  # "the solver time limit goes to 150 s": its name in the code
        st.facts += own
        st.question = next((x.text for x in said if asks_setup(x.text)), "")
        # "set the log level to 3 for now": the value the assistant then reports is not in force later
        st.moment = set().union(*(values(x.text) for x in said
                                  if R.VALUE_REQUEST.search(x.text) and R.TRANSIENT.search(x.text)))
        st.asked = [f for f in own if id(f) in st.requested]
        st.rules = [f for f in own if f.type == "preference"]
        st.asked_text = turn.text
        st.own_list = turn if len(options.NUMBERED_ITEM.findall(turn.text)) >= 2 else st.own_list

    @staticmethod
    def _kept_on_request(st: "_Reading", turn: "Turn", previous: "Turn | None", said: list[Sentence]) -> tuple[set[int], Sentence | None]:
        """What the person put in memory with the agent's shortcut ("# use ruff, not black"), and what a yes to the
        agent's offer to remember keeps ("Should I remember that …?" "yes. …"): the offer's words and what was added."""
        if (shortcut := R.MEMORY_SHORTCUT.match(turn.text.strip())) is not None:
            rule = Sentence(shortcut["rule"].strip(), "", False)
            st.facts.append(new_fact(turn, rule, "preference", 0.8, scope="project", tags=_tags(rule.text, ("rules",))))
        offered, offer_named = asked.remember_offer(previous, said)
        if offer_named is not None and previous is not None:
            st.facts.append(asked.offer_note(previous, offer_named, new_fact(previous, offer_named, "decision", 0.8, tags=_tags(
                offer_named.text, ("rules",))), [s.text for s in said if id(s) in offered]))
        return offered, (offer_named if previous is not None else None)

    def _read_assistant(self, st: "_Reading", turn: "Turn") -> None:
        """An assistant's message: what it did, reports, answers or proposes."""
        if turn.text.strip():
            st.last_said, st.last_reply, st.replied = turn, turn, f"{st.replied}\n\n{turn.text}"
            st.listed = turn if len(options.NUMBERED_ITEM.findall(turn.text)) >= 2 else st.listed
        report = bool(COMPLETION.search(turn.text))
        said = list(sentences(turn.text))
        st.acted = st.acted or bool(turn.tool_calls)
        if any(followups.EDIT_TOOL.search(c.name) or c.name.lower() in R.SHELL_TOOLS for c in turn.tool_calls):
            for f in st.facts:
                if id(f) in st.requested:
                    f.evidence = None  # carried out: a value now in force
                    set_in_edit(f, turn)  # ("Make it every 30 seconds": `… flushOutbox(), 30_000)`)
            st.requested = set()
        if st.question and turn.text.strip():
            st.facts += answer_facts(turn, said, st.question)
            st.question = ""
        if st.asked and st.acted and turn.text.strip():
            reported = report_on(turn, said, st.asked)
            if reported is None:  # "64 doesn't fit on the 24 GB card": the value asked for is not in force
                st.facts = [f for f in st.facts if not any(f is a for a in st.asked)]
            elif reported is not False:
                st.facts.append(reported)
            if reported is not False:
                st.asked = []
        mine = self._with_fixes(turn, said, lambda s, t=turn, r=report, a=st.acted: self._assistant(t, s, r, a))
        mine = reports.with_request(mine, st.asked_text) + answers.kept_that_way(turn, said, st.asked_text)  # (the person's words)
        if st.acted:
            listed = reports.listed_settings(turn, said) + reports.listed_fixes(turn, said)
            mine += [f for f in listed if not any(f.quote in m.quote or m.quote in f.quote for m in mine)]
        st.facts += [f for f in mine if not ("config" in f.tags and values(f.quote) & st.moment)
                     and not rule_applied(st.rules, f)]
        st.facts += commands_that_worked(turn, st.results)
        if turn.text.strip():
            st.proposals = [(turn, s) for s in said if R.PROPOSAL.search(s.text) and (self._usable(s) or R.OFFERED_PROPERTY.search(s.text))]

    def _with_fixes(self, turn: "Turn", said: list[Sentence], rule: "Callable[[Sentence], Fact | None]") -> list[Fact]:
        """Facts of one turn's sentences; a root cause takes the fix stated just after it into the
        same note (a cause without its fix, or a fix without its cause, is half the story)."""
        out, skip = [], set()
        for i, s in enumerate(said):
            if i not in skip and turn.role == "user" and (swapped := scrapped.replacement(turn, said, i)) is not None:
                out.append(swapped)  # "ok no, scrap UTC. local time, …": one decision of two sentences
                skip.add(i + 1)
                continue
            if i in skip or (fact := rule(s)) is None or (turn.role == "user" and (disowned(said, i) or withdrawals.taken_back_next(said, i))):
                continue  # ("… every SMS must be signed '– City of Larkmoor'. that's their rule …, not ours")
            if fact.type == "solution" and not R.FIX_FOLLOW.search(s.text):
                for j in range(i + 1, min(i + 3, len(said))):
                    alone = rule(said[j])  # a decision or rule of its own stays a note of its own
                    if alone is not None and alone.type not in ("solution", "fact"):
                        break
                    if R.FIX_FOLLOW.search(said[j].text) and self._usable(said[j]):
                        join_fix(fact, turn.text, s, said[j])
                        skip.update(range(i + 1, j + 1))
                        break
            elif turn.role == "user" and fact.type in ("preference", "decision") and i + 1 < len(said) \
                    and (negation_continues(said[i + 1].text) or restates_rule(s.text, said[i + 1].text)
                         or (not _SPECIFIC.search(s.text) and (points_past(said, i) or ((more := rule(said[i + 1])) is not None
                                                               and more.type not in ("preference", "decision"))))):
                # (a rule of its own stays a note of its own; "no automatic updates on freezer probes, ever. by
                # hand, one probe first, watch it 48 hours. remember that one": the request points past the how)
                # A rule or choice stated without its specifics ("never run terraform apply from a
                # laptop") takes the next sentence, which gives them ("… only through deploy-infra").
                join_fix(fact, turn.text, s, said[i + 1])
                skip.add(i + 1)
            out.append(fact)
        return out

    # -- rules by role --------------------------------------------------------------------------

    def _usable(self, s: Sentence) -> bool:
        text = s.text
        return (MIN_WORDS <= _words(text) <= MAX_WORDS or (s.list_item and _words(text) >= 2) or short_rule(text)
                or R.SHORT_VALUE_OF_IT.match(text)) \
            and (not text.rstrip().endswith("?") or R.TAG_QUESTION.search(text)) and not R.REDACTED.search(text)

    def _user(self, turn: "Turn", s: Sentence, remembered: bool = False) -> Fact | None:
        """`remembered`: the sentence continues a request to remember ("remember that X. and Y")."""
        text = (s := asked.asked_clause(s)).text
        lead = _LEAD.sub("", _LEAD.sub("", text.strip()))  # "oh btw don't ever commit …"
        if R.VALUE_SAID.match(lead) or ((R.SHORT_CHOICE.match(lead) and is_technical(text) or R.DECISION_LABEL.match(lead) or R.CHOICE_THEN_HOW.match(lead))
                                        and not R.CHATTER.search(text) and _words(turn.text) >= _words(text) + REASON_MIN_WORDS):
            # "go with RON.": a choice in three words, its reasons around it (alone, a pick for the moment)
            return new_fact(turn, s, "decision", 0.7)
        if not self._usable(s) or R.QUESTION_LEAD.match(lead) or R.UNMARKED_QUESTION.match(text) or R.ELSEWHERE.search(lead) \
                or R.PASTED_ERROR.match(text) or R.GUESSING.match(lead) or R.OWN_EVENING.search(lead) or withdrawals.takes_back(text):
            return None
        if (why := R.REASON_FOR_CHOICE.search(text)) is not None:  # "the reason I said postgres: …"
            return new_fact(turn, s, "decision", 0.7, title=clean(f"{why['x']}, because {text[why.end():]}"))
        # What the person explicitly asks to keep is kept, whatever else the sentence looks like.
        if (remembered or R.REMEMBER.match(lead) or R.STANDING_ANYWHERE.search(text) or R.RULE_LABEL.search(text)
                or R.REMEMBER_ANYWHERE.search(text) or R.CONSISTENT.search(text)) \
                and not (R.CHATTER.search(asked.asked_part(text)) or R.JOKE_END.search(text)) and not R.TRANSIENT.search(asked.kept_part(text)):
            return self._asked_to_keep(turn, s, remembered)
        if stated_rule(text, lead):
            return new_fact(turn, s, "preference", 0.8, scope="project", tags=_tags(text, ("rules",)))
        if R.HOW_TO.search(lead) and not R.TRANSIENT.search(text):
            return new_fact(turn, s, "fact", 0.6, tags=_tags(text, ("commands",)))
        if R.VALUE_REQUEST.search(lead) and not R.TRANSIENT.search(text) and not R.CONFIG_NOT.search(text):
            # "pin the dev server to 5174 in the vite config pls": kept once the assistant acts on it
            return new_fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)), evidence=REQUESTED)
        if R.ANSWER_STYLE.match(text):  # "shorter answers pls": how the agent answers, in every session
            return new_fact(turn, s, "preference", 0.7, scope="global", tags=_tags(text, ("preferences",)))
        if not R.TRANSIENT.search(text) and not one_off(text, lead) and not R.JOKE_END.search(text):  # ("… into a gremlin 😄")
            if any(p.search(lead) for p in R.PREFERENCE):
                scope = "project" if R.PROJECT_HINT.search(text) else "global"
                return new_fact(turn, s, "preference", 0.7, scope=scope, tags=_tags(text, ("preferences",)))
            if convention(text):  # "use snake_case for the json fields", "one crate per binary"
                return new_fact(turn, s, "preference", 0.7, scope="project", tags=_tags(text, ("conventions",)), title=placed_title(text))
        if not R.TRANSIENT.search(text) and about_project(text, lead) \
                and (choice := self._project_choice(turn, s, text, lead)) is not None:
            return choice
        if not one_off(text, lead) and (R.KEEP_DECISION.search(text) or R.RULED_OUT.search(text)
                                         or R.NO_LONGER.search(text) or R.FINAL.search(text)):
            return new_fact(turn, s, "decision", 0.7, replaces=replaced_choice(text))
        if any(p.search(text) for p in R.SOLUTION_PAST + R.SOLUTION_USER):
            return new_fact(turn, s, "solution", 0.6)
        if (now := R.OUTDATED_NOW.match(lead)) or R.CORRECTED_VALUE.match(text) or told.told_setting(text, turn):  # ("… is outdated: …")
            return new_fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)), **({"title": clean(now["now"])} if now else {}))
        if R.STACK_IS.search(text) and (R.VERSION.search(text) or len(set(TECH_NAME.findall(text))) >= 2) \
                and not R.CONFIG_NOT.search(text):
            return new_fact(turn, s, "fact", 0.6, tags=["stack"])
        if (R.RUN_OUTPUT.search(text) or R.SCRATCH_FILE.search(text) or R.POINTER.match(text)) and not R.STANDING.search(text):
            return None  # "output is in runs/shear-4r/", "file is in /tmp/x.csv": where files are, for a look
        if R.LAYOUT.search(text) and not R.CONFIG_NOT.search(text) and not one_off(text, lead):
            return new_fact(turn, s, "fact", 0.5, tags=_tags(text, ("layout",)))
        from .dates import has_relative_date, names_a_day_ahead, told_as_past

        # "two things tonight: …" lists the work, "… the migration will fail" warns: neither is an event
        # "the demo looked so good yesterday": the session's own day, no event ahead; "goes live on the 1st of december" is one
        if R.EVENT.search(text) and (has_relative_date(R.SESSION_DAY.sub("", text)) or names_a_day_ahead(text)) and not told_as_past(text) \
                and not R.PLAN_NOW.search(text) and not symptoms.SYMPTOM.search(text) and not R.TASK_LIST.search(text) and not R.ORDER_ON_IT.match(lead) and not R.BANTER.search(text) \
                and not R.WHEN_TO_DO.match(lead) and not R.NOT_OURS.search(text) and not R.LOSS.search(text) and not R.OFF_FOR_NOW.search(text):  # "deploy tomorrow morning, not tonight"
            return new_fact(turn, s, "context", 0.5)
        # "please make table 3, the script is in analysis/tables.R": a request that names where to work
        return subjects.project_fact(turn, s, strict=False) or (None if one_off(text, lead) else subjects.path_fact(turn, s))

    def _asked_to_keep(self, turn: "Turn", s: Sentence, remembered: bool) -> Fact | None:
        """A sentence the person asked to be kept, as a rule; None when it keeps nothing of the project."""
        text = s.text
        if not_the_project(text, remembered) or (banter_near(turn.text, text) and not is_technical(text)) \
                or (not remembered and R.GRUMBLE.search(text) and not R.REMEMBER_ANYWHERE.search(text)):
            return None  # ("District 4 always sends garbage, always, it's a fax from 1998 I swear": a grumble)
        aside = R.REMEMBER_ASIDE.search(text)  # "set up compose (and remember that postgres runs on 5433)"
        intro = R.REMEMBER_INTRO.search(text)
        kept = aside["kept"] if aside else text[intro.end():].strip() if intro else asked.asked_part(text, after=True)
        marker = R.REMEMBER_ANYWHERE.search(text) if not kept else None
        if marker is not None and not text[marker.end():].lstrip().lower().startswith("that ") \
                and (colon := text.find(": ", marker.start())) > 0 and _words(text[colon + 2:]) >= 4:
            kept = text[colon + 2:]  # "how often do i have to say this, every time …: no roster gets published after 14:00 …"
        # "so remember it: the sim runs on …": the title is what is to be remembered, not the request.
        title = {"title": clean(kept)} if _words(kept) >= MIN_WORDS else {}
        return new_fact(turn, s, "preference", 0.8, scope="project", tags=_tags(text, ("rules",)), **title)

    def _project_choice(self, turn: "Turn", s: Sentence, text: str, lead: str) -> Fact | None:
        """A user's sentence about the project as a decision ("we're moving off X to Y") or as what
        the project uses ("we use nextest"); None when it is neither."""
        # The choice is judged in its own clause: "so we're definitely on hilt then — there was a
        # branch trying koin, I'm killing it" decides; the "it" of the next clause is the branch.
        said = next((m for p in R.DECISION if (m := p.search(text))), None)
        if said is None and is_technical(text):
            said = next((m for p in R.CHOICE_OVER if (m := p.search(lead))), None)
        if said is not None and not one_off(clause := clause_at(text, said.start()), _LEAD.sub("", clause.strip())) \
                and not R.IN_THE_PAST.search(text[:said.start()]) and not R.DEFERRED.search(text):
            return new_fact(turn, s, "decision", 0.7, replaces=replaced_choice(text))
        if R.WE_USE.search(text) and (R.PROJECT_HINT.search(text) or is_technical(text)) and not one_off(text, lead):
            return new_fact(turn, s, "fact", 0.6, tags=_tags(text, ("stack",)))
        return None

    def _assistant(self, turn: "Turn", s: Sentence, report: bool, acted: bool = False) -> Fact | None:
        """`acted`: the assistant ran a tool since the user's last message, so what it reports as set
        is what the project now has (not a plan)."""
        if not self._usable(s) or (s.list_item and R.OPTIONS_LABEL.search(s.heading)):
            return None  # "your options: - stay on Akka 2.6.x …": an alternative, until the person picks it
        text = s.text
        if (acted or R.I_DID.match(_LEAD.sub("", text.strip()))) and value_set(s) and not R.PROPOSAL.search(text):
            return new_fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)))
        if acted and R.DONE_SETTING.match(text) and not R.PLAN.search(text):
            # "Done: `pg_try_advisory_lock(7301)` around the recon job, and `concurrencyPolicy: Forbid` on
            # the CronJob": what was just set, with its values.
            return new_fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)))
        if any(p.search(text) for p in R.SOLUTION_PAST):
            return new_fact(turn, s, "solution", 0.6)
        if R.COMMITMENT.search(text):
            return new_fact(turn, s, "decision", 0.6)
        if R.ASSISTANT_DECISION.search(text) and not R.CODE_CONSTRUCT.search(text):
            return new_fact(turn, s, "decision", 0.6, replaces=replaced_choice(text))
        if not report:
            return None  # suggestions count only once accepted (see proposals.accepted), guesses never
        if R.CAUSE_PRESENT.search(text):
            return new_fact(turn, s, "solution", 0.6)
        lead = _LEAD.sub("", text.strip())
        if R.ASSISTANT_SET.match(lead) and R.CONFIG_VALUE.search(text):
            return new_fact(turn, s, "fact", 0.5, tags=_tags(text, ("config",)))
        return subjects.project_fact(turn, s, strict=True)
