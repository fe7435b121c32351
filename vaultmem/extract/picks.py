"""A pick among the alternatives on the table (heuristic extractor, offline).

When the assistant has laid out options ("Quantum keeps its schedule in memory …, Oban …", a
numbered list with a bold option) and the person's reply names one of them ("oban. missed reminders
are exactly…", "restic it is. rsync is out", "… keep CSV then, xlsx out"), the reply is the decision:
its sentences are the reasons, and the note says what was chosen over what; every quote is a verbatim slice of the reply.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterator

from . import rules as R
from . import sentences as H
from ..vault.titles import names_too_little
from .answers import asked_and_answered
from .base import Fact
from .options import ASKS_OPTIONS, GENERIC_WORDS, NUMBERED_ITEM, item_name, names
from .pick_reasons import lasting, moves_on, reasons
from .proposals import for_today
from .replies import OFFERS_TASK, PICK_QUOTE_WORDS, PICK_SENTENCES, SUGGESTS

if TYPE_CHECKING:
    from ..capture.turns import Turn

PICK_WORDS, PICK_CLAUSES, CONTEXT_WORDS, BARE_PICK_WORDS = 8, 2, 45, 3  # (a bare pick: "scaleway.")
SQUEEZED_MIN, PREFIX_CHARS = 8, 4  # a name matched without its spaces is no common word; "avian" names "avian2d"

# The acknowledgement a pick opens with ("agreed, postgres full text", "yeah let's do it — drop spark").
_ACK_LEAD = re.compile(r"^\W*(?:(?:yes|yeah|yep|ok(?:ay)?|sure|agreed|fine|good|great|nice|cool|alright|right|so|then"
                       r"|let'?s do (?:it|that)|sounds good|go with|let'?s go with)\b[\s,.!:—–-]*)*", re.I)
_FIRST_CLAUSE = re.compile(r"[^.,;:!?—–\n]+")
# "quantum or oban?", "X vs Y": the person's own question names the alternatives.
_EITHER = re.compile(r"\b(?P<a>[\w.+#-]{2,})\s+(?:or|vs\.?|versus)\s+(?P<b>[\w.+#-]{2,})\s*\?", re.I)
# The assistant's own pick among the options ("For a moddable game I'd go with JSON: …"), not an
# offer ("I could either paint the fence or plant tulips").
RECOMMENDS = re.compile(r"\bi(?:'d| would) (?:go with|use|pick|take|choose|recommend|suggest|do|lean)\b"
                         r"|\bi (?:recommend|suggest)\b|\bmy (?:pick|recommendation|vote)\b", re.I)
# Two options named in one sentence: "ActiveRecord (via sinatra-activerecord) or Sequel".
_ONE_OR_OTHER = re.compile(r"(?P<a>[\w.+#-]{2,})(?:\s*\([^()]{0,60}\))?,?\s+or\s+(?P<b>[\w.+#-]{2,})")
_VERSUS = re.compile(r"\b(?P<a>[\w.+#-]{2,})\s+(?:vs\.?|versus)\s+(?P<b>[\w.+#-]{2,})\b", re.I)
PICK_REASON_WORDS = 6  # a pick with no reason beside it ("JSON, thanks") is a choice for the moment
_DROPPED = re.compile(r"\b(?:drop|dropping|no|not|skip|without|ditch|remove|kill|instead of|rather than)\b[^,;]*$")
# A question that asks for the choice: "which one?", "any preference?", "thoughts?", "your call?"
_WHICH = re.compile(r"\b(?:which|or|prefer(?:ence|red)?|rather|thoughts|opinions?|your call|what do you think"
                    r"|(?:want|like) to (?:go with|pick|choose))\b", re.I)


# A pick said in passing, later in the reply: "keep CSV then", "restic it is", "go with the orjson".
_PICK_SAID = re.compile(r"^\s*(?:(?:ok(?:ay)?|so|fine|then|and)\s+)?(?:keep|go with|use|take|pick|stick with|stay (?:with|on))"
                        r"\s+(?:the\s+)?(?P<a>[\w.+#-]+)(?:\s+then)?\s*$|^\s*(?P<b>[\w.+#-]+)\s+(?:it is|then|wins|it)\s*$"
                        # "… zero signal. so efficientnet-b0.": the reasons first, then the pick
                        r"|^\s*(?:so|then|hence)\s+(?P<c>[\w.+#-]+)\s*$", re.I)
# An alternative dropped in a clause of its own: "rsync is out", "xlsx out", "ETS I don't want".
_OUT = re.compile(r"^\s*(?:and\s+)?(?P<x>[\w.+#-]{2,})\s+(?:(?:is\s+)?out|i don'?t want|we don'?t want|no way)\s*$", re.I)


def _alternatives(text: str, offered: set[str]) -> list[str]:
    """Names that open a sentence or a list item of the message: the options it laid out
    ("Quantum keeps its schedule in memory …", "2. **Streamlit** — a Python script …")."""
    # A table's rows or a list's items are the options when there are any ("| `Rodas5P` | …");
    # otherwise the sentences ("`dt` collapses to ~1e-19" above a table is the problem, not an option).
    rows = [m.group(1) for m in re.finditer(r"^\|[\s`*]*([\w.+#-]+)", text, re.M)]
    said = list(H.sentences(text))
    items = [s.text for s in said if s.list_item]
    out = []
    for lead in rows or items or [s.text for s in said]:
        m = re.match(r"[\W_]*(?:or\s+)?([\w.+#-]+)", lead, re.I)  # "Or trifecta, nicer diagnostics …"
        if m is not None and m.group(1).lower() in offered:
            out.append(m.group(1))
    return out


def _picked(first: str, offered: set[str]) -> tuple[list[str], list[str]]:
    """(options named as chosen, options named as dropped) in the opening clauses of a reply."""
    picked: list[str] = []
    over: list[str] = []
    for clause in _FIRST_CLAUSE.findall(first)[:PICK_CLAUSES]:
        if H._words(clause) > PICK_WORDS:
            break
        for m in re.finditer(r"(?<![@/\w.+#-])[\w.+#-]+(?![@\w])", clause.lower()):  # not "gmail" of "qa-seed@gmail"
            # "avian." picks "avian2d": the name without its version or platform suffix
            # ("shaka." picks "shaka-player": the name without its kind, when only one option has it)
            full = next((o for o in offered if len(m.group()) >= PREFIX_CHARS and m.group()[-1].isalpha() and re.fullmatch(
                rf"{re.escape(m.group())}(?:\d[\d.]*|[23]d)", o)), m.group())
            kinds = [o for o in offered if len(m.group()) >= PREFIX_CHARS and H._words(clause) == 1
                     and re.fullmatch(rf"{re.escape(m.group())}[-.][a-z]{{2,8}}", o)]  # (said alone: "apply it" is no pick)
            full = kinds[0] if full not in offered and len(kinds) == 1 else full
            # ("stunnel." picks "stunnel on both ends.": the first word of one option's label, said alone)
            heads = [o for o in offered if " " in o and H._words(clause) == 1 and len(m.group()) >= PREFIX_CHARS
                     and o.split()[0].strip("*`.,:") == m.group()]
            full = heads[0] if full not in offered and len(heads) == 1 else full
            if full in offered:
                # "drop Spark entirely, DuckDB for querying": what is dropped is what was not chosen
                if _DROPPED.search(clause.lower()[:m.start()]):
                    over.append(full)
                else:
                    picked.append(full)
        if picked:
            break
        # "trailer check" picks "**check the trailer**": a label of several words, said in any order
        words = H._content_words(clause)
        picked = [o for o in offered if " " in o and (need := H._content_words(o) - GENERIC_WORDS) and need <= words
                  and not _DROPPED.search(clause.lower())]
        if len(picked) == 1:
            break
        picked = []
        # "predicted touches" picks `predictedTouches(for:)`: the name said as words
        squeezed = re.sub(r"[\W_]", "", clause.lower())
        picked = [o for o in offered if len(o) >= SQUEEZED_MIN and o.isalnum() and o in squeezed
                  and not _DROPPED.search(clause.lower())]
        if picked:
            break
    return picked, over


def _picked_later(sentences: list[str], offered: set[str]) -> list[str]:
    """An option picked in a clause of its own after the reasons ("hmm, accounting likes excel… but
    then we need poi. keep CSV then, xlsx out.")."""
    for at, sentence in enumerate(sentences[1:], start=1):
        for clause in _FIRST_CLAUSE.findall(sentence) if at < PICK_SENTENCES else ():
            m = _PICK_SAID.match(clause)
            name = m and (m.group("a") or m.group("b") or m.group("c")).lower()
            if name and name in offered:
                return [name]
        # "… I'm not doing that again. management command + systemd timer, we can see it in journalctl":
        # a label of several words said as a clause of its own
        clause = (_FIRST_CLAUSE.findall(sentence) or [""])[0]
        words = H._content_words(clause)
        named = [o for o in offered if " " in o and len(need := H._content_words(o) - GENERIC_WORDS) >= 2 and need <= words]
        if len(named) == 1 and H._words(clause) <= PICK_WORDS and not _DROPPED.search(clause.lower()):
            return named
    return []


def _dropped(text: str) -> list[str]:
    """Alternatives the reply puts out in a clause of their own ("rsync is out")."""
    return [m.group("x") for c in re.findall(r"(?:[^.,;:!?—–\n]|\.(?=\w))+", text) if (m := _OUT.match(c))]  # ("hls.js is out")


# A name that opens a sentence or an item and is then described: "megaparsec: line/column, …",
# "Or trifecta, nicer diagnostics …" - package names are often written in lower case.
_LISTED_NAME = re.compile(r"(?:^|(?<=[.!?\n])\s*)[-*+•\s]*(?:or\s+)?([a-z][\w.+#-]{2,})(?=\s*(?::|,|\s[—–-]|\s\())", re.I)


def _listed_lowercase(text: str) -> set[str]:
    """Lower-case names the assistant laid out as options when the person asked for them."""
    from ..recall.passages import STOP_WORDS

    return {w.lower() for w in _LISTED_NAME.findall(text)
            if w.islower() and w not in STOP_WORDS and w not in GENERIC_WORDS}


def _offered(previous: "Turn", asked: str) -> tuple[set[str], "re.Match[str] | None"] | None:
    """What the assistant's message laid out to choose from (with the pair the person's own
    question named), or None when it laid nothing out."""
    pair = _EITHER.search(asked or "")
    if pair is None and (asked or "").rstrip().endswith("?"):
        pair = _VERSUS.search(asked)  # "I keep going back and forth on RTIC vs Embassy for the rewrite. opinions?"
    offered = names(previous.text) | ({pair["a"].lower(), pair["b"].lower()} if pair else set())
    asked_options = bool(found := ASKS_OPTIONS.search(asked or ""))
    if asked_options:
        offered |= _listed_lowercase(previous.text)
    if found and found.group().rstrip().endswith(":"):  # "candidates: Elastic Cloud, OpenSearch (AWS managed), …": the person's own
        listed = re.split(r",\s*(?:or\s+|and\s+)?|\s+or\s+", re.split(r"\.(?:\s|$)|\n", asked[found.end():], maxsplit=1)[0])
        offered = {item_name(item, previous.text) for item in listed} - {None} or offered
    laid_out = len(offered) >= 2 or (len(offered) == 1 and len(NUMBERED_ITEM.findall(previous.text)) >= 2)  # "2. move to **restic**"
    if not laid_out or not (pair or asked_options or SUGGESTS.search(previous.text)) or R.OWNS_UP.search(previous.text):
        return None  # ("I made a mistake there. … I can put them back": an apology lays nothing out)
    last = previous.text.rstrip()
    question = re.split(r"(?<=[.!?])\s+", last)[-1]
    # "I'd use Rodas5P. Want me to switch?" still lays the options out; "how big is the data?" does not
    if not pair and last.endswith("?") and (not _WHICH.search(question) and not OFFERS_TASK.search(question)
                                            or R.WORKFLOW_STEP.search(question)):  # ("Shall I open the PR?" offers the next step)
        return None  # "about 40 GB of parquet": an answer to "how big is the data?", not a pick
    return offered, pair


def _option_line(offered: str, picked: str) -> str | None:
    """The assistant's sentence about the picked option: its own line ("- **OData API_PROD_ORDER_CONFIRMATION_2_SRV**:
    plain HTTPS …") before a mention in passing."""
    told = [x.text for x in H.sentences(offered) if picked in x.text.lower()
            and H._words(x.text) <= CONTEXT_WORDS and not x.text.rstrip().endswith("?")]
    return next((x for x in told if x.lstrip("*_ ").lower().startswith(picked)), told[0] if told else None)


# "commit msg 'opcua-bridge: reservoir levels via OPC UA'": the words of a commit, whatever option they name
_GIVES_A_MESSAGE = re.compile(r"^\W*(?:(?:ok|so|and|then)\W+)*(?:commit(?: it)?(?: (?:msg|message|as|with))?|pr (?:title|description)"
                              r"|branch(?: name)?)\s*[:'\"`]", re.I)


def _picks_nothing(first: str) -> bool:
    """A reply's first sentence that asks, shrugs ("doesn't matter, …"), puts off ("not tonight, I'll
    look at the Makefile properly next week") or dictates a commit message."""
    return bool(R.UNMARKED_QUESTION.match(first) or R.NO_MATTER.match(first) or R.DEFERRED.search(first)
                or _GIVES_A_MESSAGE.match(first))


def chosen(reply: "Turn", previous: "Turn | None", asked: str, said: list["H.Sentence"],
           facts: list[Fact]) -> list[Fact]:
    """A reply that names one of the alternatives just laid out ("streamlit. grafana would mean
    copying everything…", "dns01 with cloud dns then", "… keep CSV then, xlsx out") is the decision:
    its sentences (the reasons) make the note, with the assistant's sentence about the pick and what
    it was chosen over."""
    if previous is None or not previous.text.strip() or not said or (table := _offered(previous, asked)) is None:
        return facts
    offered, pair = table
    rest = _ACK_LEAD.sub("", reply.text)
    first = re.split(r"(?<=[.!?])\s+|\n", rest, maxsplit=1)[0]
    if R.CHATTER.search(reply.text) or R.DEICTIC.search(first) or _picks_nothing(first):
        return facts
    picked, over = _picked(first, offered)
    late = not picked
    if late:
        picked = _picked_later(re.split(r"(?<=[.!?])\s+|\n", rest), offered)
    kept = lasting(reasons(said, picked, late))
    if not picked or not kept or for_today(previous.text, picked[0]) or (
            sum(H._words(x.text) for x in kept) < PICK_REASON_WORDS and not _recommended(previous.text, picked[0])):
        # "JSON, thanks" to "CSV or JSON?" picks a format for the moment; "Caroline: Wow!" picks
        # nothing. A pick that decides something says why, or takes what the assistant recommended
        # with its reasons ("For a moddable game I'd go with JSON: safe by construction …" - "Ok JSON.")
        return facts
    start = reply.text.find(kept[0].text)
    end = reply.text.find(kept[-1].text, start) + len(kept[-1].text)
    quote = reply.text[start:end]
    if start < 0 or H._words(quote) > PICK_QUOTE_WORDS:
        return facts
    body, about = " ".join(H.clean(x.text, None) + "." for x in kept), _option_line(previous.text, picked[0])
    if about:
        body += f" From the options discussed: {H.clean(about, None)}."
    body += _context(asked, previous.text, picked[0], about)
    question = next((x.text for x in reversed(list(H.sentences(previous.text))) if x.text.rstrip().endswith("?")), None)
    if question and H._words(question) <= CONTEXT_WORDS and H.clean(question, None) not in body:
        body += f" The question: {H.clean(question, None)}"  # "do you want a haptic?": what the pick is for
    others = [*over, *_dropped(quote), *([pair["a"], pair["b"]] if pair else []),
              *_alternatives(previous.text, offered)]
    others = list({w.lower(): w for w in reversed(others) if w.lower() not in picked}.values())[::-1]
    others = others or _other_side(about, picked)
    if others:
        body += f" Chosen over {', '.join(others)}."
    inside = [f for f in facts if f.turn_ids == [reply.id] and f.quote in quote]
    bare = H._words(kept[0].text) <= BARE_PICK_WORDS and picked[0] in kept[0].text.lower() and not (others or over or _dropped(quote))
    named = re.search(rf"(?i:\b{re.escape(picked[0])})[\w-]*(?:\s+[A-Z0-9][\w.-]*)*", about or "") if bare else None  # "scaleway."
    titled = [f for f in inside if not (f.type == "preference" and kept[0].text not in f.quote)]  # (not a rule kept as why)
    said_title = titled[0].title if titled and not bare else H.clean(named.group() if named else kept[0].text)
    listed = about is not None and picked[0] in re.sub(r"[\W_]+", " ", " ".join(about.lower().split()[:5]))
    if listed and not others and (names_too_little(said_title) or (late and picked[0] not in said_title.lower())):
        # "Pekko." to "- move to **Apache Pekko** 1.1 (fork of 2.6, …)": the option as listed, its aside in the body
        said_title = H.clean(re.sub(r"\s*\([^()]*\)|^\W*(?:the )?options?\s*:\s*", "", about or "", flags=re.I))
        said_title = next((w for w in re.split(r",?\s+or\s+", said_title) if picked[0] in w.lower()), said_title)  # "A, or B"
        head = re.split(r"\s*:\s|\s[—–]\s", said_title, maxsplit=1)[0]
        if picked[0] in head.lower() and H._words(head) >= 2:
            said_title = head  # "Salt the hub key: add a random 0–15 salt …": the option, not how it works
    named_out = [w for w in [*over, *_dropped(quote)] if w.lower() not in picked]  # "ETS I don't want"
    title = _title(said_title, picked[0], named_out or others, f"{previous.text} {reply.text}")
    decision = Fact(title=title, body=body, type="decision", importance=0.7, quote=quote, turn_ids=[reply.id],
                    role="user", tags=H._tags(quote))
    return [f for f in facts if f not in inside] + [decision]



def _other_side(about: str | None, picked: list[str]) -> list[str]:
    """The option named beside the pick in one sentence: "… are ActiveRecord (via sinatra-activerecord)
    or Sequel." - "sequel.": Sequel over ActiveRecord."""
    pair = _ONE_OR_OTHER.search(about or "")
    sides = [pair["a"].rstrip("."), pair["b"].rstrip(".")] if pair else []
    return [w for w in sides if w.lower() not in picked] if any(w.lower() in picked for w in sides) else []



def _context(asked: str, offered_text: str, picked: str, about: str | None) -> str:
    """What the pick is about, when the reply and the options leave it unsaid: the assistant's
    recommendation with its reasons, and the person's own question ("the save system. Now it use a
    .tres Resource, my friend says this is not good for mods?")."""
    out = ""
    advice = next((x for x in _advice(offered_text, picked) if x != about), None)
    if advice and H._words(advice) <= CONTEXT_WORDS:
        out += f" Recommended: {H.clean(advice, None)}."
    # the whole message when it is short, else its question that shares most with the options (a
    # long message's other sentences are often a pasted log: "rsync error: some files/attrs …")
    said = [x.text for x in H.sentences(asked or "")]
    topic = " ".join(said) if H._words(" ".join(said)) <= CONTEXT_WORDS else max(
        (x for x in said if x.rstrip().endswith("?")), default="",
        key=lambda x: len(H._content_words(x) & H._content_words(offered_text)))
    if topic and H._content_words(topic) & H._content_words(offered_text):
        out += f" Asked: {H.clean(topic, None)}"
        out += "" if out.endswith(("?", ".", "!")) else "."
    return out


def _advice(text: str, picked: str) -> Iterator[str]:
    """The assistant's sentences that recommend the pick ("For a moddable game I'd go with JSON: …")."""
    return (x.text for x in H.sentences(text) if picked in x.text.lower() and RECOMMENDS.search(x.text)
            and not x.text.rstrip().endswith("?"))


def _recommended(text: str, picked: str) -> bool:
    """The assistant recommended the pick, with reasons in that sentence or others naming it ("… I'd use Redis.")."""
    advice = _advice(text, picked)
    return any(H._words(x) >= PICK_REASON_WORDS for x in advice) or bool(advice) and text.lower().count(picked) >= 3



def _title(title: str, picked: str, others: list[str], text: str) -> str:
    """"streamlit." says which, not over what: "Streamlit over Grafana"; "rsync is out, I'm tired of
    the hardlink tricks" says what was dropped, not what was chosen: "Restic over rsync"."""
    if not others or not (names_too_little(title) or picked not in title.lower()):
        return title

    def as_said(word: str) -> str:
        m = re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.I)
        return m.group() if m else word

    # "5.2 LTS." names the pick whole: "5.2 LTS over 6.1"
    rest = re.sub(rf"(?i)(?<![\w-]){re.escape(picked)}(?![\w-])", "", title).strip(" .,!")
    name = title.strip(" .,!") if picked in title.lower() and re.fullmatch(r"v?\d+(?:\.\d+)*", rest) else as_said(picked)
    name = name.rstrip(" .,:;")  # ("stunnel on both ends." is a label with its stop)
    return f"{name[:1].upper()}{name[1:]} over {', '.join(as_said(w) for w in others)}"


_NUMBER = re.compile(r"\d+(?:[.:]\d+)*")  # "2.03.05", "03:00" are one value
_VALUE_WITH_UNIT = re.compile(r"(?P<n>\d+(?:\.\d+)?)(?:\s*[A-Za-z%µ]{1,4}\b)?")
_LAID_OUT = re.compile(r"^\W*(?:the )?(?:options?|choices|alternatives)\s*(?:are|would be)?\s*:", re.I)
# "min_child_samples=50 gives 6.11 min on the holdout, 100 gives 6.19": values tried, each with its result
_TRIED = re.compile(r"(?<![\w.])((?:[A-Za-z_][\w.]*=)?\d[\d.]*)\s+(?:gives?|gave|got|scores?|scored|yields?|yielded|reaches|->|→)"
                    r"\s+~?\d")
VALUE_ANSWER_WORDS, SETTING_ANSWER_WORDS, OPEN_ANSWER_WORDS = 4, 10, 20  # a pick among values offered; a value asked for
_OPEN = rf"(?:^|[:;,]\s+)(?:and\s+)?(?:what should|{R.HOW_MUCH.pattern}[^?]{{0,40}}\b(?:should|does|do|may|can))\b"
_TRIAL = re.compile(r"\band (?:then )?see (?:if|whether|what|how|which)\b|\b(?:try|test) (?:both|each|them all)\b", re.I)
# A question asking the person for a setting: "What drift interval do you want?", "when should the job run?" (or _OPEN)
_ASKS_SETTING = re.compile(r"\b(?:what|which|how (?:many|long|often|much|big|large))\s+(?!do\b|would\b|should\b)\w[^?]{0,60}"
                           r"\b(?:do you want|would you like|should (?:it|we|i|they|the \w+)|works? for you|do you prefer)\b"
                           r"|\bwhen should (?:it|the \w+|we|i|they) run\b|^\W*(?:and )?the (?:prices?|limits?|values?|defaults?) for\b|" + _OPEN + r""
                           # "Should I cache it per host?" - "cache it, 24h": a yes that gives the value
                           r"|\b(?:should i|want me to|shall i)\s+(?:cache|set|raise|lower|cap|limit|pin|change|bump"
                           r"|increase|decrease|reduce|keep|make)\b"
                           # "What port is WireGuard on?" - "51820, the router forwards that": a value the project has
                           r"|\b(?:what|which) (?:[\w-]+ ){0,3}?(?:port|version|path|host(?:name)?|url|address|region|bucket|branch"
                           r"|interval|timeout)\s+(?:is|are|does|do|should)\b", re.I)  # "Which FMOD Studio version does Johanna use?"


def value_answer(reply: "Turn", previous: "Turn | None", said: list["H.Sentence"], facts: list[Fact]) -> list[Fact]:
    """A short answer that picks one of the values the assistant just asked about ("How often should a
    schedule be re-checked without changes? 1m, 5m, 15m?" - "5 minutes. The CronJob does the actual
    work") is the decision: the reply's sentences are the reasons, the question says what it sets."""
    asked = [x.text for x in H.sentences(previous.text) if x.text.rstrip().endswith("?")] if previous is not None else []
    limit = OPEN_ANSWER_WORDS if asked and re.search(_OPEN, asked[-1], re.I) else SETTING_ANSWER_WORDS
    if previous is None or not said or H._words(said[0].text) > limit:
        return facts
    # "Options: 50 Hz (halves the sampling …), 25 Hz (…), or batched updates.": values laid out, not asked
    laid_out = [] if asked else [x.text for x in H.sentences(previous.text)
                                 if _LAID_OUT.search(x.text) or len(_TRIED.findall(x.text)) >= 2]
    asked = asked or laid_out
    if asked and _TRIAL.search(asked[-1]):
        return facts  # "Can you set the buffer to 64 and then 512 and see if the click changes?" - a test, no pick
    offered = set(_NUMBER.findall(" ".join(asked[-2:])))
    picked = _NUMBER.findall(said[0].text)
    if len(offered) >= 2:
        if H._words(said[0].text) > VALUE_ANSWER_WORDS or len(picked) != 1 or picked[0] not in offered:
            return facts
    elif not (asked and _ASKS_SETTING.search(asked[-1]) and picked and not R.CHATTER.search(reply.text)):
        # "What drift interval do you want?" - "5 minutes is plenty": a value asked for and given
        return facts
    kept = [said[0]]
    for x in said[1:PICK_SENTENCES]:
        if moves_on(x.text):
            break
        kept.append(x)
    start = reply.text.find(kept[0].text)
    end = reply.text.find(kept[-1].text, start) + len(kept[-1].text)
    if start < 0 or end <= start:
        return facts
    quote = reply.text[start:end]
    topic = next((q for q in reversed(asked) if H._words(q) >= H.MIN_WORDS), asked[-1])
    title = asked_and_answered(H.clean(topic).rstrip('?'), H.clean(said[0].text))
    if laid_out:  # "50 Hz over 25 Hz": the options sentence is no question to title it by
        tried = [m for m in _TRIED.findall(laid_out[-1]) if m.rsplit("=", 1)[-1] != picked[0]]
        others = tried or [m.group().strip() for m in _VALUE_WITH_UNIT.finditer(laid_out[-1]) if m.group("n") != picked[0]]
        first = _TRIED.search(laid_out[-1])
        # "min_child_samples=50 gives 6.11, 100 gives 6.19" - "50 then": the setting the trial named first
        label = re.search(r"([A-Za-z_][\w.-]*)\s+$", laid_out[-1][:first.start()]) if first else None
        named = f"{first[1].split('=')[0]}={picked[0]}" if first and "=" in first[1] \
            else f"{label[1]} {picked[0]}" if label else None  # "Batch 64 gives …, 128 gives …" - "128"
        title = (named or H.clean(said[0].text).rstrip(".")) \
            + (f" over {', '.join(dict.fromkeys(o.rsplit('=', 1)[-1] for o in others[:2]))}" if others else "")
    # the line that asks, from the sentence before the question: "- Replace `Requeue: true` with
    # `RequeueAfter`. How often should …?" (not the report that opened the message: "Tests pass.")
    line = re.sub(r"^\s*[-*+•]\s+", "", next((ln for ln in previous.text.splitlines() if topic in ln), topic))
    said_first = [x.text for x in H.sentences(line)]
    while len(said_first) > 1 and R.REPORT_OPENER.match(said_first[0]):
        said_first.pop(0)
        line = line[line.find(said_first[0]):]
    line = line if H._words(line) <= CONTEXT_WORDS else topic
    body = " ".join(H.clean(x.text, None) + "." for x in kept) + f" Asked: {H.clean(line, None)}"
    inside = [f for f in facts if f.turn_ids == [reply.id] and f.quote in quote]
    return [f for f in facts if f not in inside] + [Fact(title=title, body=body, type="decision", importance=0.7,
                                                         quote=quote, turn_ids=[reply.id], role="user",
                                                         tags=H._tags(f"{topic} {quote}"))]
