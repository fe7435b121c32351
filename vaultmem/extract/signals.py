"""What a sentence of a session signals to the offline extractor: a value set (and which one was set
last), a request acted on, a statement about the project or a standing rule rather than something
for the moment, a technical name, a request to remember and what it introduces.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import (
    MAX_WORDS, MIN_WORDS, Sentence, _LEAD, _SPECIFIC, _content_words, _tags, _words, clean, sentences,
)
from ..vault.title_leads import past_pointer
from .base import Fact


if TYPE_CHECKING:
    from ..capture.turns import Turn


COMPLETION = re.compile(r"\b(?:i've|i have|we've|successfully|is now|are now|now uses?|set up|created|updated|"
                         r"upgraded|implemented|installed|complete[d]?)\b|✅|しました|完了|更新", re.I)


def replaced_choice(text: str) -> str | None:
    for pattern in R.REPLACES:
        m = pattern.search(text)
        if m:
            return m.group("old").strip(" .,`'\"*")
    return None


def new_fact(turn: "Turn", s: Sentence, ftype: str, importance: float, **kw: object) -> Fact:
    statement = clean(s.text)
    if statement.endswith("…") and (after := past_pointer(s.text)) != s.text:
        statement = clean(after)  # ("… because it's how this service has to work: we never ack …": cut after the lead)
    whole = clean(s.text, None)  # the body says the sentence whole; only the title is cut
    fact = Fact(title=str(kw.pop("title", None) or statement), body=str(kw.pop("body", whole + ".")), type=ftype,
                importance=importance, quote=s.text, turn_ids=[turn.id], role=turn.role)
    for key, value in kw.items():
        setattr(fact, key, value)
    if not fact.tags:
        fact.tags = _tags(s.text)
    return fact




REQUESTED = "requested value"  # evidence of a user's request to set a value, until it is carried out


# Words of an acceptance that name nothing ("sounds good, go for it"), as content-word stems.
ACCEPT_WORDS = frozenset(w[:6] for w in ("yes", "yep", "yeah", "sure", "ok", "okay", "do", "that", "it", "go", "ahead",
                                          "sounds", "good", "for", "let", "lets", "great", "perfect", "please",
                                          "thanks", "makes", "sense", "idea", "agreed", "then", "this", "fine",
                                          # "fine, those numbers": words that point back at what was proposed
                                          "those", "these", "numbers", "values", "limits", "settings", "defaults"))


TURNED_DOWN = re.compile(r"\b(?:skip|no|not|don'?t|without|drop|never mind|forget)\b", re.I)


CLEAR_YES = re.compile(r"\b(?:yes|yep|yeah|agreed|go ahead|go for it|do it|do that|let'?s do|sounds good|good idea"
                        r"|please do|makes sense|go with (?:that|it|this))\b|^\W*(?:ok(?:ay)?|fine|right)\W+go\W*$"  # "fine, go"
                        r"|^\W*(?:ok(?:ay)?|fine|good)[,.!]?\s+(?:those|these|the|your) (?:numbers|values|limits|settings|defaults|thresholds)\W*$", re.I)


# "here's our old README:", "pasting the onboarding doc from the wiki": what follows is someone's page
def asks_beside(text: str) -> bool:
    """Whether a message asks something, beyond a tag that checks what it says ("8443, right?")."""
    return any(x.text.rstrip().endswith("?") and not R.TAG_QUESTION.search(x.text) for x in sentences(text))


def states_value(text: str) -> bool:
    """A value the person states as a setting: a named one (a port, an env var, a version, a queue), or a
    bare quantity that a word for a setting or a verb that sets it carries ("cache it 30 min", "sleep
    interval 600 s") or that says when something happens ("24h before the shift starts"). A quantity
    alone describes what they see ("map files are 130 MB json"); or a name the team's things go by."""
    if R.OUR_IDENTIFIER.match(text):
        return True  # "our terminal code is NMT01"
    if not R.CONFIG_VALUE.search(text):
        return False
    rest = R.QUANTITY.sub(" ", text)  # (so "5 minutes" is no "min…" setting)
    # "trams sat outside the depot for 44 min": how long something happened is no setting
    return bool(R.CONFIG_VALUE.search(rest) or (
        (R.SETTING.search(rest) or R.SET_VERB.search(text) or R.TIMED.search(text)) and not _HAPPENED.search(text)))


_HAPPENED = re.compile(r"\b(?:sat|waited|stalled|hung|froze|lasted|was down|were down|went down|got stuck|were stuck"
                       r"|was stuck|blocked)\b", re.I)


def values(text: str) -> set[str]:
    """The values a sentence states, numbers compared as numbers ("2e-5" is "2.0e-5")."""
    out: set[str] = set()
    for m in NUMBER.finditer(text):
        token = m.group().replace(",", "")
        try:
            out.add(repr(float(token)))
        except ValueError:
            out.add(token.lower())
            if (timed := _DURATION.fullmatch(token)) is not None:
                # "drop it to 15s" is what "`HEARTBEAT_TIMEOUT_MS` is now 15000" reports
                amount = float(timed["amount"])
                out |= {repr(amount), repr(amount * _MILLISECONDS[timed["unit"].lower()])}
    return out


_DURATION = re.compile(r"(?P<amount>\d+(?:\.\d+)?)(?P<unit>ms|s|secs?|m|mins?|h|hrs?)", re.I)
_MILLISECONDS = {"ms": 1, "s": 1000, "sec": 1000, "secs": 1000, "m": 60_000, "min": 60_000, "mins": 60_000,
                 "h": 3_600_000, "hr": 3_600_000, "hrs": 3_600_000}


NUMBER = re.compile(r"\b\d[\d,.]*(?:e-?\d+)?(?:[a-zµ%]+\b)?", re.I)
# A number as written, on its own ("0.85", "20"; not the "5" of "v5" or "1.2.3"): what a value picked or put back says
WRITTEN_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]|\.\d)")


ANSWER_SENTENCES = 2


def asks_setup(text: str) -> bool:
    """A question about how the project is set up, asked with "?" or as a clause of its own ("… and
    where does the prod state live again, I need to tell the new guy")."""
    m = R.PROJECT_QUESTION.search(text)
    if m is None or R.EXPLAIN_QUESTION.search(text):
        return False
    return "?" in text[m.start():] or bool(re.search(r"(?:^|[,;:.—–-]\s*|\b(?:and|also|oh)\s+)$", text[:m.start()]))


def answer_facts(turn: "Turn", said: list[Sentence], question: str) -> list[Fact]:
    """The assistant's answer to a person asking how the project is set up ("where does the prod state
    live again?" — "Prod state: S3 bucket `harbor-tfstate-prod`, …"): its sentences that state a value
    and share a word with the question are the project's configuration, one note. Plans, offers and
    questions in the answer are not part of it."""
    from ..recall.passages import STOP_WORDS

    asked = _content_words(question) - STOP_WORDS - {"again", "forget", "right", "remind"}
    ports = bool(re.search(r"\bports?\b", question, re.I))
    picked = [x for x in said
              if not x.text.rstrip().endswith("?") and not R.PLAN.search(x.text) and not R.PROPOSAL.search(x.text)
              and not (x.list_item and R.OPTIONS_LABEL.search(x.heading))  # an option laid out, not what is
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
    fact = new_fact(turn, picked[0], "fact", 0.6, tags=_tags(text[start:end], ("config",)))
    fact.quote = text[start:end]
    fact.body = " ".join(clean(x.text, None) + "." for x in picked)
    fact.evidence = ANSWERED
    return [fact]


ANSWERED = "in answer to a question"  # shown on the note's source line too


_MAY_BE = re.compile(r"\b(?:may|might|could|would)\b", re.I)
REPORT_MIN_WORDS, NOW_WORDS = 3, 10  # "Back to `tile_size: 24`." is a whole report
# "64 doesn't fit on the 24 GB card": the value asked for did not take ("… reached in late January, not today" did)
_VALUE_FAILED = re.compile(r"\b(?:can'?t|cannot|fails?|failing|failed|doesn'?t (?:fit|work|start|build|run|load|compile)|won'?t"
                           r"|too (?:big|large|small|slow|much|many|high|low|long|short)|errors?|broke|broken|crash\w*|OOM\w*|rejects?|refused)\b", re.I)


_AS_IT_IS = re.compile(r"^\W*(?:(?:here'?s|here is) (?:the )?(?:current|existing)\b|(?:currently|as it stands)\b)", re.I)


def report_on(turn: "Turn", said: list[Sentence], asked: list[Fact]) -> "Fact | None | bool":
    """The assistant's first message after carrying out a request to set a value ("make it 15", "put
    it back to 24", "set it to -6") reports it with the setting's name ("Interval is 15 minutes
    (`…_INTERVAL_MIN=15`)", "Back to `tile_size: 24`.", "Music is at -6 dB"): that sentence, holding
    the value asked for and naming a setting, is the config note (the request joins it, see
    last_values). A sentence that says the value failed ("64 doesn't fit on the card") means the
    request is not in force: None. False when the message says nothing about the value."""
    wanted = set().union(*(values(a.quote) for a in asked))
    for s in said:
        text = s.text
        counted = R.WORK_COUNT.sub(" ", text)  # "3 files changed", "3 tests fail": work, not the value
        if not values(counted) & wanted or text.rstrip().endswith("?") or R.MEASURED.search(text) or _MAY_BE.search(text) \
                or _AS_IT_IS.match(text):  # ("Here's the current file: threshold 0.65, …": how it stands before the change)
            continue  # ("At 60 s the bridge may send only one value per bucket": what the value might do, no report)
        if _VALUE_FAILED.search(text) and not R.PLAN.search(text):
            return None
        if _words(text) >= REPORT_MIN_WORDS and (_SPECIFIC.search(text) and re.search(r"`|[A-Z]{2,}|\bdB\b", text)
                                                  or R.CONFIG_VALUE.search(text) or R.SETTING.search(text)
                                                  or (re.search(r"\bnow\W*$", text) and _words(text) <= NOW_WORDS)):  # "Retention is 9 fulls now."
            return new_fact(turn, s, "fact", 0.6, tags=_tags(text, ("config",)))
    return False


def is_technical(text: str) -> bool:
    """The sentence names something of a software project: a known tool, a code token, a name
    written with capitals inside the sentence, or a kind of component ("the queue")."""
    return bool(TECH_NAME.search(text) or _SPECIFIC.search(text) or R.TECH_NOUN.search(text)
                or re.search(r"(?<=[a-z,] )[A-Z][\w.+#-]+", text))


_CLAUSE_END = re.compile(r"\s[—–]\s|;\s|(?<=[.!?])\s")


def clause_at(text: str, at: int) -> str:
    """The clause of `text` that holds position `at` (clauses end at a dash, a semicolon, a stop)."""
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    end = next((m.start() for m in _CLAUSE_END.finditer(text, at)), len(text))
    return text[start:end]


_LIMIT_WORDS = frozenset(("nothing", "no", "only", "none", "not"))


# An order to look at something now ("check the weights row sums, each row should sum to 1", "try it
# with 8 threads"): what it expects is a test of the moment, not a rule.
_LOOK_NOW = re.compile(r"(?:check|look at|try|verify|compare|inspect|investigate|print|dump|plot|grep|bisect"
                       r"|double-check|measure|profile)\b", re.I)


# "E reads: store them, but don't bill from them": the label over the colon is what "them" is
_LABELLED = re.compile(r"^\W*(?!(?:ok|okay|so|yes|yeah|fine|right|then|also|and|but|now|well|sure|cool|great|good|alright"
                       r"|hm+|ah|oh|no)\b)[\w'.-]+(?: [\w'.-]+){1,3}:\s")
# "metrics are tw_<what>_total, so this one is tw_rows_total": a rule, then what it makes of the case at hand
_APPLIED = re.compile(r",\s+so (?:this|that|the new) one (?:is|becomes|would be|should be|will be)\b[^.;]*", re.I)


def one_off(text: str, lead: str) -> bool:
    """A request about the current moment or chatter, not a rule that stands (see rules.CHATTER)."""
    if R.CHATTER.search(text) or R.NOT_OURS.search(text) or _LAUGHS.search(text):
        return True  # ("don't text me, I'm AB pos, useless for this lol": said for a laugh)
    if (R.TASK_REQUEST.search(lead) and not R.MAKE_SURE_ALWAYS.search(text)) or _THIS_TIME.match(lead):
        return True
    if R.STANDING.search(text):
        return False
    text = R.ALSO_NOW.sub("", text)  # "don't bump bevy while you're at it": "at it" is not the object
    text = R.PURPOSE_CLAUSE.sub("", text)  # "… start with Breaking: so people can scan for them": whom it serves
    text = re.sub(r"(^\W*|:\s+)([a-z]+s) here(?= (?:are|follow|use|go|live|get)\b)", r"\1\2", text, flags=re.I)  # "commits here are …": in this repo
    text = _APPLIED.sub("", text)  # "…, so this one is tw_ingest_rows_written_total": the rule's example, not a look now
    if R.DEICTIC.search(re.split(r"[,;]\s", text, maxsplit=1)[0]) or R.STOP_THING.match(lead) or _LOOK_NOW.match(lead):  # (its first clause)
        return True
    pronoun = R.PRONOUN_OBJECT.search(text)
    if pronoun and not _SPECIFIC.search(text[:pronoun.start()]) and not _LABELLED.match(text[:pronoun.start()]):
        return True
    please = re.search(r"\bplease\b", text, re.I)
    if please is None:
        return False
    # The verb of the clause that says please: "please restart the server" asks for now; "please use
    # pnpm" and "… so nothing that needs R 4.4 please" state a policy.
    clause = _LEAD.sub("", clause_at(text, please.start()).strip(" ,"))
    verb = R.REQUEST_LEAD.match(clause) or R.REQUEST_LEAD.match(lead)
    return verb is None or verb["verb"].lower() not in R.POLICY_VERBS | _LIMIT_WORDS


# What was done once too often ("you changed the rounding AGAIN", "the third time someone does this"),
# and what makes a sentence say the rule itself.
_TOLD_AGAIN = re.compile(r"\b(?:second|third|fourth|fifth|umpteenth|nth|\d+(?:st|nd|rd|th)) time\b|\bagain\b", re.I)
_SAYS_A_RULE = re.compile(r"\b(?:always|never|don'?t|do not|must|has to|have to|should|only)\b"
                          r"|^\W*(?:please\s+)?(?:use|keep|run|make|put|stop)\b", re.I)


def not_the_project(text: str, continued: bool = False) -> bool:
    """A request to remember that keeps nothing of the project: the person's week ("keep this in mind:
    I'm off on Friday"), the moment ("keep in mind this is a draft") or the person ("remember to
    breathe"). `continued`: the sentence continues a request to remember that was about the project."""
    if R.OWN_SCHEDULE.search(text) or R.NOT_OURS.search(text):
        return True
    if not continued and _TOLD_AGAIN.search(text) and not _SAYS_A_RULE.search(text) \
            and not R.REMEMBER_ANYWHERE.search(text) and not R.RULE_LABEL.search(text):  # ("slug rules, so nobody argues again: …")
        return True  # "this is the third time someone does this on this project": the complaint, not the rule
    return not continued and not R.STANDING.search(text) and bool(
        R.MOMENT_NOTE.search(text) or (R.REMIND_TO.search(text) and not is_technical(text)))


def about_project(text: str, lead: str) -> bool:
    """A decision is a choice of tool, library or approach, not of a code construct or one's own things."""
    if R.PERSONAL.search(text) or (R.CODE_CONSTRUCT.search(text) and not R.STANDING.search(text)):
        return False
    if R.SINGULAR_DECISION.match(R.WE_BEHIND_I.sub("", lead)):
        return bool(TECH_NAME.search(text) or R.PROJECT_HINT.search(text))
    return True



TECH_NAME = re.compile(rf"(?<![\w-])(?:{R._TECH_ALT})(?![\w-])", re.I)


def short_rule(text: str) -> bool:
    """A rule said in fewer words than a statement needs: "shorter answers pls", "only CI writes"."""
    return bool(R.ANSWER_STYLE.match(text) or R.WHO_MAY.match(text))


def stated_rule(text: str, lead: str) -> bool:
    """A standing rule said in passing: "always/never/don't …" opening any clause, "we never …",
    "X must …", "before you call anything done, run …", "review every migration by hand", "the
    process is: …". Not chatter, not a symptom ("never locally"), not a request about the moment."""
    if R.CHATTER.search(text) or R.TRANSIENT.search(text) or one_off(text, lead) or R.JOKE_END.search(text) \
            or _LAUGHS.search(text) or _NEVER_DID.search(text):
        return False  # ("don't text me, I'm AB pos, useless for this lol"; "we never sent SMS from stock-tracker")
    starts = [m.end() for m in R.CLAUSE_START.finditer(text)]
    if any(R.CONDITIONAL_RULE.match(text[at:]) for at in starts):
        return True  # "if a PR has no changeset, fail": the check's failure, not one that happened
    if R.CONFIG_NOT.search(text) and not (_WE_NEVER.match(text) and all(  # ("we never pay into an account that doesn't …")
            re.search(r"\b(?:that|which|who)\s+$", text[:m.start()]) for m in R.CONFIG_NOT.finditer(text))):
        return False
    if any(R.CLAUSE_RULE.match(text, at) or (R.UNIVERSAL_IMPERATIVE.match(text[at:]) and not _NEXT_STEP.search(text))
           for at in starts):
        return True  # ("Then run all the tests at the end": the next step of today's work)
    if R.WE_ALWAYS.search(text) or R.MODAL_RULE.search(text) or R.PROCESS.search(text) or R.NO_RULE.match(text) \
            or R.WHO_MAY.match(text) or _THINGS_NEVER.match(text):
        return True
    return bool(R.RULE_MOMENT.search(text)) and ("`" in text or any(
        re.match(rf"(?:{'|'.join(R.RULE_VERBS)})\b", text[at:], re.I) for at in starts))


# "defects never auto-close, not even C", "views never talk to HKHealthStore": what things of the project never do
_THINGS_NEVER = re.compile(r"^\W*(?:(?:and|so|but|also)\W+)?(?:the |our |all )?(?:[a-z][\w-]* )?(?!(?:two|three|four|five|six|\w+ty)\b)"
                           r"(?!(?:has|is|was|does|goes|says|this|its|his|us|yes|less|plus|thus)\b)[a-z][\w-]*[^s\W]s never (?!\w+ed\b)(?!(?:got|told|was|were|ran|came|went|saw|did|had|made|took|gave|left|sent"
                           r"|knew|found|said|wrote|broke|been|really|actually)\b)[a-z][\w-]+", re.I)
# "For the first run tomorrow, always include the expired items": that run only; "Bumped engine_version in the module,
# plan first, don't apply": the person's own change reported, then how to go on today
_THIS_TIME = re.compile(r"for (?:the )?(?:first|next|this) \w+ (?:tomorrow|today|tonight)\b|for (?:today|tomorrow|tonight)'?s \w+"
                        r"|(?:bumped|changed(?! my mind)|added|updated|removed|renamed|moved|merged|pushed)\b(?![^,.;]*\b(?:always|never|from now)\b)", re.I)
_WE_NEVER = re.compile(r"^\W*(?:(?:so|and|but|ok)\W+)*we (?:never|always)\s+(?!\w+ed\b)\w+", re.I)
_LAUGHS = re.compile(r"\b(?:lol|lmao|rofl|haha+|hehe+)\W*$", re.I)
_NEXT_STEP = re.compile(r"^\W*(?:and\s+)?(?:then|after that|afterwards|finally)\b|\b(?:at the end|when you'?re done|afterwards)\W*$", re.I)
# what has never happened so far, told in the past tense: history, not a rule
_NEVER_DID = re.compile(r"\b(?:we|i|they|you|it)\s+(?:have\s+|has\s+)?(?:just\s+|simply\s+|really\s+)?never\s+(?:[a-z]{2,}[^e]ed|sent|did|had|made|got|saw|went|wrote|ran"
                        r"|took|built|used|paid|knew|found|told|kept|been|done|seen|written)\b(?!.*\b(?:and (?:we )?never will|ever again)\b)", re.I)
RULE_SHARED = 3  # content words an assistant's change shares with the rule it applies


def rule_applied(rules: list[Fact], fact: Fact) -> bool:
    """What the assistant did right after the user's message set `rules`, when it only applies one
    of them: "`status` now has `ttl = 60`" after "anything behind failover gets ttl 60", or
    "`fct_lines.sql` was selecting from `source()` directly — I switched it to `ref()`" after
    "marts never select from source() directly". The report joins the rule's note as its "Done:"
    line instead of making a note of its own."""
    found = values(fact.quote)
    if "config" in fact.tags and found:
        rule = next((r for r in rules if found <= values(r.quote)), None)
    elif fact.type == "decision" and fact.role == "assistant":
        rule = next((r for r in rules if len(_content_words(r.quote) & _content_words(fact.quote)) >= RULE_SHARED), None)
    else:
        rule = None
    if rule is None:
        return False
    if fact.body not in rule.body:
        rule.body = f"{rule.body} Done: {fact.body}"
    return True


def it_named(facts: list[Fact], hints: dict[int, str]) -> None:
    """"set it to 64" names its setting only through what the assistant had just said ("It's
    explicitly set to 50 Hz in `main.rs`, not Bevy's default of 64 Hz"): the note says what "it" is."""
    for fact in facts:
        hint = hints.get(id(fact))
        if hint is None or not R.VALUE_OF_IT.search(fact.quote):
            continue
        said = [x.text for x in sentences(hint) if values(x.text) and not x.text.rstrip().endswith("?")]
        unit = re.search(r"\d[\d.]*\s*([a-zµ%]+)\b", fact.quote, re.I)  # "make it 500 ms": the sentence in ms
        about = ([x for x in said if unit and re.search(rf"\d\s*{re.escape(unit[1])}\b", x, re.I)] or said or [None])[0]
        if about and clean(about, None) not in fact.body:
            fact.body = f"{fact.body} About: {clean(about, None)}."


_POINTS_BACK = re.compile(r"^\W*(?:(?:and|but|so|oh)\W+)?(?:that|this|it|those|these)(?:'s|'re| is| are)?\b", re.I)


def disowned(said: list["Sentence"], i: int) -> bool:
    """The sentence after said[i] says it is someone else's ("oh and the city comms team will probably tell
    you every SMS must be signed '– City of Larkmoor'. that's their rule for council texts, not ours")."""
    return i + 1 < len(said) and bool(_POINTS_BACK.match(said[i + 1].text)) and bool(R.NOT_OURS.search(said[i + 1].text))


def banter_near(text: str, sentence: str) -> bool:
    """Banter in a sentence or the ones beside it on its line ("lol I left the sim on -O0. note to self: tea before
    benchmarks. haha"), not a joke in another line or further along ("always fun, this code 🙃\\nfrom now on …")."""
    at = text.find(sentence)
    if at < 0:
        return bool(R.BANTER.search(text))
    end = text.find("\n", at + len(sentence))
    line = text[text.rfind("\n", 0, at) + 1:len(text) if end < 0 else end]
    said = [s.text for s in sentences(line)]
    i = next((k for k, s in enumerate(said) if sentence in s or s in sentence), None)
    # (and a line that opens laughing, "lol of course there is. … rule number one: the cat is always right 🐈")
    return any(R.BANTER.search(s) for s in (said[max(0, i - 1):i + 2] + said[:1] if i is not None else [line]))
