"""Sentences that continue a request to remember (heuristic extractor, offline): "remember that CI is
offline. and our MSRV is 1.78", "shorter answers pls. that goes for every session", "make it
hes/<hes-name>/<msn>/readings. and that's the layout for any MQTT head-end we add later", the items
under "things to remember:" or "ok, decisions:".
"""

from __future__ import annotations

import re

from . import rules as R
from .sentences import MIN_WORDS, Sentence, _LEAD, _words


# A short sentence that makes the one before it standing: "that goes for every session btw", "same
# for all future projects", "this applies from now on".
_STANDS_BACK = re.compile(r"^\W*(?:and |oh )?(?:that|this|it|same|which)(?:'s| (?:goes|applies|counts|holds|is|stands))?"
                          # "that's the layout for any MQTT head-end", "that's how we name every return file"
                          r"(?P<what> (?:the|our) (?:layout|format|pattern|scheme|naming|structure|shape|way)"
                          r"| how we (?:name|call|write|format|lay out|number|tag|do))?"
                          r"(?: (?:for|in|to|across))? (?:every|all|each|any|future)\b"
                          rf"|^\W*(?:and |oh )?(?:that|this|same)(?: (?:goes|applies|holds))? (?:{R._STANDING_LEAD})\b"
                          # "celsius internally everywhere … that's a hard rule of the codebase"
                          r"|^\W*(?:and )?(?:that|this)(?:'s| is) (?!(?:their|his|her|your|its) )(?:a |an |our |the )?(?:hard |strict |firm |house )?(?:[a-z]+ )?"
                          r"(?:rule|convention|policy|requirement|process|procedure)\b", re.I)  # "this is the workshop rule", "that's our process"
STANDS_BACK_WORDS = 8


# A sigh between the rule and the request that points back at it: "the migrations go in db/migrations,
# NOT in migrations/. how hard is it. remember that" keeps the rule, not the sigh.
_VENTING = re.compile(r"^\W*(?:how hard (?:is|can) (?:it|that|this)(?: be)?|seriously|come on|ugh+|sigh|jeez|argh+|again"
                      r"|for real|omg|wtf|this is the \w+ time|every single time|not again"
                      # "… finishes at 12:00 the day after. Is what the editor-in-chief signed. This is the one to keep"
                      r"|(?:(?:that|this|it)(?:'s| is) |is )what (?:the |our |my )?[\w -]{1,40}? (?:signed|said|decided|wants|asked for|agreed(?: on)?))\W*$", re.I)
# "… 'The Lamb' sorts under L. put that in sort_title. this is a forever rule": the rule is before the work
# ("make it hes/<hes-name>/<msn>/readings. and that's the layout for any head-end": a value given, not work)
_DO_IT = re.compile(r"^\W*(?:pls |please )?(?:(?:put|add|move|apply|write|stick|do) (?:that|this|it)\b"
                    r"|make (?:that|this|it)\b(?!\s+`?[\w<>.-]*[/<\d]))", re.I)


def _past_venting(said: list[Sentence], at: int) -> int:
    """The sentence at `at`, or the one before a sigh there."""
    return at - 1 if at > 0 and _VENTING.match(said[at].text) else at


def _stands_back_short(text: str) -> bool:
    """A short sentence that points back; "and that's the layout for any MQTT head-end we add later, …"
    is counted up to what it covers ("any MQTT head-end"), not the clause that names it."""
    limit = STANDS_BACK_WORDS + 2 * bool(R.REMEMBER_BACK.match(text))
    back = _STANDS_BACK.match(text)
    return _words(re.split(r"[,;—–]", text)[0]) <= limit or (back is not None and back["what"] is not None
                                                              and _words(text[:back.end()]) <= limit)


# A verbless "never X" right after a rule is the rule's other half: "the e2e suite only ever runs against
# the portal-e2e namespace. never staging — the gate clerks train on staging". ("never mind.", "no
# worries", "not sure" are chatter, not a half of anything.)
_ELLIPTIC_NOT = re.compile(r"^\W*(?:and |but )?(?:never|not|no)\s+(?:on |in |to |the )?"
                           r"(?!(?:mind|sure|idea|worries|problem|rush|way|need|clue|longer|more|just|really|yet|today|now|before|after|ever|again|once|that|this|it|exceptions?|excuses?|matter|doubt|biggie|thanks)\b)"
                           r"[\w./-]+\s*(?:—|–|--|,|;|\.|\(|$)", re.I)


def negation_continues(text: str) -> bool:
    """A sentence that opens with a verbless "never X" ("never staging — clerks train there")."""
    return bool(_ELLIPTIC_NOT.match(text))


# "we never use float64 for money in this repo, not for price …. Money is int64 in minor units and percent
# is int64 basis points.": the sentence after a rule that says what its own noun is instead
# ("… two consecutive clear samples …. Clear means E. coli and coliforms '<1' …": what its word means)
_SAYS_WHAT_IT_IS = re.compile(r"^\W*(?:and |so )?(?P<noun>[a-z][\w-]{2,})(?: \w+)? (?:(?:is|are) (?:always |only )?|means )(?!not\b)\S", re.I)
RESTATED_WORDS = 20


def restates_rule(rule: str, text: str) -> bool:
    """Whether `text`, said right after the standing rule `rule`, says how its subject is done instead."""
    m = _SAYS_WHAT_IT_IS.match(text)
    return m is not None and bool(R.STANDING.search(rule) or R.RULE_LABEL.search(rule)) and _words(text) <= RESTATED_WORDS \
        and re.search(rf"\b{re.escape(m['noun'])}\b", rule, re.I) is not None and m["noun"].lower() not in _POINTING \
        and not text.rstrip().endswith("?") and not R.TRANSIENT.search(text) and not R.CHATTER.search(text)


_POINTING = {"this", "that", "these", "those", "there", "here", "which", "what", "who", "the", "it", "its"}


def points_past(said: list[Sentence], i: int) -> bool:
    """The sentence after said[i] says how, and a request to remember right after it points back past it
    ("no automatic updates on freezer probes, ever. by hand, one probe first. remember that one")."""
    # (only past a rule that stands: remember_continues carries the sentence before the request otherwise)
    return i + 2 < len(said) and bool(R.REMEMBER_BACK.match(said[i + 2].text)) and bool(R.STANDING.search(said[i].text)) \
        and not said[i + 1].text.rstrip().endswith("?") and not R.TASK_REQUEST.search(said[i + 1].text)


def remember_continues(said: list[Sentence]) -> set[int]:
    """Sentences that continue a request to remember ("remember that CI is offline. and our MSRV is
    1.78, so …"): those that follow it in the same turn and open with "and"/"also"/"plus"; and the
    sentence before one that makes it standing ("shorter answers pls. that goes for every session")."""
    # A request to remember that points back ("… keep that in mind") carries the sentence before it,
    # unless a rule stands just before that ("Always a rolling restart. Hot loading bit us in 2024.
    # Please remember this": it points past the reason at the rule, which takes both)
    out: set[int] = {id(said[j]) for i in range(1, len(said)) if (j := _past_venting(said, i - 1)) >= 0
                     and (_STANDS_BACK.match(said[i].text) or (R.REMEMBER_BACK.match(said[i].text)
                                                               and not (i >= 2 and R.STANDING.search(said[i - 2].text))))
                     and _stands_back_short(said[i].text)
                     and not said[j].text.rstrip().endswith("?") and not _DO_IT.match(said[i - 1].text)}
    remembering, announced, before = False, 0, ""
    for s in said:
        lead = _LEAD.sub("", s.text.strip())
        if announced:
            # "two conventions while we're here. error messages: lowercase, …": what an
            # announcement of rules introduces is a rule.
            out.add(id(s))
            announced -= 1
        if s.list_item and (R.REMEMBER.match(s.heading) or R.REMEMBER_ANYWHERE.search(s.heading)
                            or (_DECIDED.match(s.heading) and _words(s.text) >= MIN_WORDS)):
            out.add(id(s))  # "things to remember:\n- staging db is on port 5434\n- …": every item is kept
        if R.REMEMBER.match(lead):
            remembering = True
        elif remembering and re.match(r"(?:and|also|plus)\b", s.text.strip(), re.I) \
                and not R.TASK_REQUEST.search(lead):  # "… also can you fix the typo": back to the task
            out.add(id(s))
        else:
            remembering = False
        if R.ANNOUNCE.search(s.text) and _words(s.text) <= ANNOUNCE_WORDS and not R.CHATTER.search(s.text):
            announced = ANNOUNCED_SENTENCES
        elif R.REMEMBER_INTRO.search(s.text) and _words(s.text) <= 2:
            announced = 1  # "Remember!! the changelog entry goes under …": the request alone, what to keep next
        elif re.match(r"^\W*never(?: ever)?\W*$", s.text, re.I) and re.search(r"\b(?:don'?t|do not|won'?t|will not)\b", before, re.I):
            announced = 1  # "the 3 we don't do. Never. The model don't decline nobody, …": the refusal made a rule
        before = s.text
    return out


ANNOUNCE_WORDS, ANNOUNCED_SENTENCES = 8, 2
# "ok, decisions:\n- URL path …\n- v1 goes away on 2027-03-31": the person's own list of what is settled
# "ok, decisions:" over a list in a message (a document's "### Decisions" section: sections.py)
_DECIDED = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|right|alright)\W+)?(?:(?:my|our|the|final)\s+)?(?:decisions?|decided|agreed)\s*:\s*$"
                      # "What is really decided from this, I tell you now:"
                      r"|\bwhat(?:'s| is| was| we) (?:really |actually |finally )?(?:decided|agreed)\b[^\n]*:\s*$"
                      # "ok here's what we do:", "this is what we'll do:": the person's own decisions, one per item
                      r"|^\W*(?:(?:ok(?:ay)?|so|right|alright|good)\W+)?(?:(?:here'?s|here is|this is) )?what we(?:'ll| will)? do\s*:\s*$"
                      # "here's how we work, put it in:" over the list of how the team works
                      r"|^\W*(?:(?:ok(?:ay)?|so|right|alright|good)\W+)?(?:here'?s|here is|this is) how we (?:work|do things)\b[^\n]{0,30}:\s*$", re.I)
