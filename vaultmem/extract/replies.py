"""How the user's reply settles what the assistant just said (heuristic extractor, offline).

An assistant proposes all day; only the user's answer tells a decision from a suggestion:

* accepted: "yes do 3" / "go with duckdb (option 3)" takes item 3 of the assistant's numbered list ("b." the
  option labelled (b)); "switch to bf16 and drop the scaler" or "yes drop the setMaxListeners(0)" takes the
  assistant's sentence that names what the user names (a sentence that only reports, twice over). Praise of a
  finding ("nice catch") accepts nothing; nor do points answered by number line by line.
* rejected for something else: "no GORM. … we stay on plain pgx v5" — the user's choice carries
  what it was chosen against, so the note says both ("pgx, not GORM").

Every quote is a verbatim slice of one turn.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .base import Fact
from .contrasts import other_version
from .compose import OWN_STEP, REASONS_AROUND, explains
from .options import _OPTION, GENERIC_WORDS, TAKES_IT, _stop_words, asked_for_options, found_before, options, own_points, pick_number, recommended_pick
from .numbered import label, named_yes
from .sections import answers_points
from .signals import ACCEPT_WORDS, values
from .proposals import WORK_FOR_TODAY, what_it_maps
from .stays import STAYS, stays_title
from .corrections import corrects_change, way_instead

if TYPE_CHECKING:
    from ..capture.turns import Turn

# A numbered point answered yes after a stop: "… next sprint. 2 yes switch to id", "3: ok".
_ITEM_YES = re.compile(r"(?:^|[.;!]\s+|\n\s*)#?(?P<n>\d(?:\s*(?:,|and|&|\+)\s*#?\d)*)\s*(?:[—–:-]\s*)?"
                       r"(?:yes|yep|ok(?:ay)?|sure|agreed?|accepted|approved|do it|go ahead)\b", re.I)
_ITEMS_TAKEN = re.compile(r"^\W*(?:ok(?:ay)?,?\s+|let'?s do\s+)?#?(?P<n>\d(?:\s*(?:,|and|&|\+)\s*#?\d)+)\s*(?:[.!]|$|,?\s+(?:please|pls)\b)", re.I)
_ACCEPTS = re.compile(r"\b(?:looks? (?:right|good|fine)|keep (?:it|that|them)|go ahead|good call|sounds good|(?<=\w )(?:fine|ok(?:ay)?)\W*$"
                      r"|let'?s do (?:it|that)|do (?:it|that)|yes|yep|yeah)\b", re.I)  # anywhere, the words around it name what
_CLAUSE = re.compile(r"[^,;.!?—–]+")
_NOT_DOING = re.compile(r"\b(?:i'?m|we'?re|i am|we are) not (?:touching|doing|changing|going to)\b|\bnot gonna\b", re.I)  # "yeah I'm not touching that"
_STATES = re.compile(r"^\W*(?:we|they|i|you|he|she)\s+(?:keep|do)\b", re.I)  # "we keep it in the last flash page": tells, not accepts
# A reply that opens by turning the proposal down and names the thing turned down: "no GORM", "not polars", "no, please no celery".
_REJECT = re.compile(r"^\s*(?:no|nope|nah|not)\b[,.!:]?\s*(?:please,?\s*)?(?:no\s+|not\s+)?(?P<thing>[\w.+#-]{2,})", re.I)
_DEFERRED = re.compile(r"^\W*(?:no|nope|nah|not)\W+(?:not\s+)?(?:today|now|yet|this (?:week|sprint|time|release))\b\W+(?:maybe|perhaps|later|another time|some ?day)\b",
                       re.I)  # "Not today. Maybe when the ops console team has time": put off, nothing settled ("nah, not now. triggers …" is a no)
_NEITHER = re.compile(r"^\W*(?:neither|none of (?:them|those|these|the above))\W*$", re.I)
_LEAVE_IT = re.compile(r"\b(?:leave|keep) (?:it|that|them)(?: (?:as is|like that|that way|alone))?\W*$", re.I)
_NOT_A_THING = frozenset(("no", "not", "now", "need", "thanks", "thank", "like", "don't", "dont", "it's", "its", "that", "this",
                          "it", "worries", "problem", "way", "idea", "i", "we", "you", "the", "leave", "just", "wait", "sorry", "yet",
                          "more", "longer", "one", "thx", "and", "but", "or", "so", "also", "then", "for", "because", "if", "as"))
MAX_REJECT_WORDS, _KEEP_INSTEAD = 90, frozenset(("keep", "leave", "stay", "stick"))


# an option about where today's change goes, not how the project is: "remove them in a separate PR"
WHERE_THE_WORK_GOES = re.compile(r"\b(?:in|into|as|with) (?:this|a separate|another|its own|the next|a follow-?up|the same)"
                                 r" (?:PR|pull request|change|commit|MR|merge request|branch|ticket)\b", re.I)


def in_agreement(fact: Fact, taken: list[Fact]) -> bool:
    """The reply's own statement is already the "Agreed:" of a suggestion it accepted ("yes, trusted
    publishing. … the old CARGO_REGISTRY_TOKEN secret gets deleted"): one note, not two."""
    plain = " ".join(re.findall(r"\w+", fact.quote.lower()))
    return bool(plain) and any(t.role == "assistant" and plain in " ".join(re.findall(r"\w+", t.body.lower())) for t in taken)


REPLY_REASON_WORDS = 3  # content words an acceptance adds beyond its "yes" to be a reason of its own


def with_reply(facts: list[Fact], reply: "Turn", previous: "Turn | None" = None) -> list[Fact]:
    """A suggestion accepted with a reason ("yeah vim.ui.select, no hard deps is the whole point of
    this plugin", "keep that timeout at 45s. the webhook handler calls the slow oven box"): the
    reason is the person's, and the decision's note says it after the suggestion. The reason is the
    accepting sentence and the ones after it that explain it (up to REASONS_AROUND, none with a
    value of its own: "the cutoff at 17 is right too" is another matter)."""
    from ..recall.passages import STOP_WORDS

    said = list(H.sentences(reply.text))
    for fact in facts:
        if fact.role != "assistant" or not said or R.CHATTER.search(said[0].text) or said[0].text.rstrip().endswith("?"):
            continue
        kept = said[:1]
        for s in said[1:2 + REASONS_AROUND]:
            if len(kept) > REASONS_AROUND:
                break
            if OWN_STEP.match(s.text):
                continue  # "I'll set up the publisher myself": the person's next step, between the reasons
            if not explains(s) or values(s.text) - values(fact.body) or R.TOPIC_TURN.match(s.text) \
                    or R.RULE_LABEL.search(s.text) or R.STANDING.search(s.text):
                break  # "… and the other rule: whenever …" is a note of its own
            kept.append(s)
        # "agreed." says nothing after "Agreed:"; the sentences after it are the reason
        reason = " ".join(H.clean(s.text, None) + "." for s in kept if H._content_words(s.text) - ACCEPT_WORDS or values(s.text))
        new = H._content_words(reason) - H._content_words(fact.body) - ACCEPT_WORDS - GENERIC_WORDS - STOP_WORDS
        # "yes, fail above 5 MB": a value the suggestion left open is the person's too
        if (len(new) >= REPLY_REASON_WORDS or values(reason) - values(fact.body)) and H._words(reason) <= MAX_REJECT_WORDS:
            fact.body = f"{fact.body} Agreed: {reason}"
        fact.body += _turned_down(said, previous, fact.body)
    return facts


# "don't bother with salting, nobody will understand that code in a year": an option turned down, and why
_TURNS_DOWN = re.compile(r"^\W*(?:(?:and|but|oh)\s+)?(?:don'?t bother with|skip|no need for|forget about|not|no)\s+(?:the\s+)?"
                         r"(?P<thing>[\w.+#-]{3,})", re.I)


def _turned_down(said: list["H.Sentence"], previous: "Turn | None", body: str) -> str:
    """The reply's sentences that turn down another of the options on the table, with their reasons."""
    if previous is None:
        return ""
    def stems(text: str) -> set[str]:  # "salting" turns down "Salt the key"
        return {w[:4] for w in re.findall(r"[a-z][a-z0-9_-]{2,}", text.lower())}

    out = [H.clean(s.text, None) for s in said if (m := _TURNS_DOWN.match(s.text)) and m["thing"].lower() not in _NOT_A_THING
           and stems(m["thing"]) & stems(previous.text) and not stems(m["thing"]) & stems(body)]
    return f" Turned down: {'; '.join(out)}." if out else ""


# "4 no: we're not mixing jOOQ …": the number of the point answered, no value the reply states
_ITEM_NUMBER = re.compile(r"(?:^|(?<=[.;!]\s))\W*#?\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*"
                          r"(?=\s*[:.)—–-]|\s+(?:no|yes|ok|reject|accept|agreed)\w*\b)", re.I)


def said_again(taken: list[Fact], own: list[Fact]) -> list[Fact]:
    """The accepted sentences the reply states again in a note of its own ("Payment webhook timeout
    went from 10 s to 45 s" — "keep that timeout at 45s. the handler calls the slow oven box"): the
    person's note is the decision, and says what it was about; the accepted sentence is no second note."""
    out = []
    for fact in taken:
        mine = next((f for f in own if f.type in ("decision", "preference", "fact")
                     and values(_ITEM_NUMBER.sub("", f.quote)) & values(fact.quote)
                     and (H._content_words(f.quote) & H._content_words(fact.quote)) - GENERIC_WORDS - _stop_words()),
                    None)
        if mine is None or fact.role != "assistant":
            out.append(fact)
            continue
        mine.body = f"{mine.body} About: {H.clean(fact.quote, None)}."
    return out


def accepted(reply: "Turn", previous: "Turn | None", listed: "Turn | None" = None,
             own_list: "Turn | None" = None, asked: str = "") -> list[Fact]:
    """Decisions the reply accepts from the previous assistant message (module docstring); `listed`: the last assistant
    message with a numbered list ("do your option 2" picks from it later); `own_list`: the person's (options.own_points)."""
    if previous is None or not previous.text.strip():
        return []
    text = reply.text
    out: list[Fact] = []
    # "BEM or plain scoped kebab-case?" - "do the second": the question just asked, not an older list
    asks_either = bool(re.search(r"\bor\b[^?]*\?\s*$", previous.text))
    if own_list is not None and own_list is not reply and not options(previous.text):
        # the person's own list (meeting notes), the agent asking which points are decided: "the starlight move, yes"
        points = options(own_list.text)
        for n, name in named_yes(text, points):
            out.append(_decision(own_list, points[n], f" Confirmed: {name}, yes."))
            out[-1].title = H.clean(f"{label(points[n])}: {name}")  # "Search: pagefind"
    for source in (previous, listed) if not asks_either else (previous,):
        items = options(source.text) if source is not None else {}
        if source is previous and own_list is not None and (theirs := own_points(items, own_list.text)):
            source, items = own_list, theirs
        n = pick_number(text, items, source.text if source is not None else "") or (recommended_pick(source.text, items) if source is not None and items and TAKES_IT.match(text) else None)  # ("I'd take the first." - "go with that")
        if n is not None:
            if not WHERE_THE_WORK_GOES.search(items[n]):  # "c) remove them in a separate PR": today's work
                picked = _option_pick(reply, items, n) or _over(_decision(source, items[n]), items, n)
                picked.body += found_before(source.text, items) or asked_for_options(asked)  # the problem the option fixes
                out.append(picked)
            break
        # "1 — not now, maybe next sprint. 2 yes switch to id.": a review's points answered one by one
        # "1 and 4 yes"; "1 and 3. the timer move is not worth it": the items named first are taken
        marks = [*_ITEM_YES.finditer(text), *filter(None, [_ITEMS_TAKEN.match(text)])]
        agreed = [n for m in marks for n in re.findall(r"\d", m["n"]) if n in items]
        if source in (previous, own_list) and len(items) >= 2 and agreed:
            out += [_decision(source, items[k]) for k in dict.fromkeys(agreed)
                    if source is own_list or H._words(items[k]) >= H.MIN_WORDS]  # not the agent's "Cosmetic, fine."
            break
    said = [s for s in H.sentences(previous.text) if s.text.rstrip()[-1:] != "?"]
    if _REJECT.match(text) or re.match(r"\W*(?:(?:actually|wait|hm+|oh|sorry)\W+)*(?:no|nope|nah)\b", text, re.I) \
            or answers_points(text):  # ("1 is right\n2: no, …": points answered, no sentence of the message taken by its words)
        return out[:3]  # "no, do it like in src/Rules/Income.hs": what follows the "no" is the person's own way
    for clause in _CLAUSE.finditer(text):
        if not _ACCEPTS.search(clause.group()) or _STATES.match(clause.group()) or _NOT_DOING.search(clause.group()):
            continue
        # "with", "the" name nothing: only content words tie the acceptance to a sentence.
        named = {w for w in H._content_words(clause.group()) if w not in GENERIC_WORDS} - _stop_words()
        if not named:
            continue
        # The sentence that names most of what is accepted: "switch to bf16 and drop the scaler" takes "the card
        # supports bf16 … so no scaler is needed", not "the config uses fp16 with a scaler".
        shared = [(len(named & H._content_words(s.text)), -i, s) for i, s in enumerate(said)
                  if _settles(s.text) and H.MIN_WORDS <= H._words(s.text) <= H.MAX_WORDS and not WORK_FOR_TODAY.search(s.text)
                  and not any(s.text in f.quote or f.quote in s.text for f in out)]
        best = max(shared, key=lambda t: t[:2], default=None)
        # A sentence that only reports ("the timeout went from 10 s to 45 s", "`reorder` shows as paused") is
        # accepted when the reply names it twice over or names nothing else ("ttl looks good, keep it"); else the
        # reply is about the same thing but says its own decision ("keep that timeout at 45s", "leave it paused …").
        if best is not None and best[0] and (best[0] >= min(NAMED_WORDS, len(named)) or R.PROPOSAL.search(best[2].text)
                                             or OFFER.search(best[2].text)):
            out.append(_decision(previous, best[2].text))
    return out[:3]


def _settles(text: str) -> bool:
    """A sentence a user can accept as a decision: it proposes ("I'd also remove …") or states a value
    or a code-level choice ("Backoff is 1 min, 5 min …", "through pino's `redact` option"); small
    talk ("that sounds awesome") settles nothing."""
    return bool(R.PROPOSAL.search(text) or OFFER.search(text) or R.CONFIG_VALUE.search(text)
                or H._SPECIFIC.search(text))


# The assistant offering to do a piece of work for the person ("want me to sketch that?", "say if you
# want a converter", "shall I add …"): turning it down declines a task, it chooses nothing.
OFFERS_TASK = re.compile(r"\b(?:want me to|do you want|would you like|say if you want|let me know if you want"
                          r"|if you(?:'d)? (?:want|like)|shall i|should i|happy to|i can also)\b", re.I)
OFFER = re.compile(r"\bi(?:'d| would| could| can)\b", re.I)
# An assistant message that puts something forward a reply can turn down or pick from.
SUGGESTS = re.compile(r"\b(?:would|could|might|i'd|it'd|suggest|recommend|propose|option|options|alternatives?"
                       r"|either|instead|trade-?off|worth|(?:the )?choice (?:is )?between"
                       # "there are a few reasonable ways. Celery … RQ … Or APScheduler …"
                       r"|(?:two|three|four|a few|several|a couple of) (?:\w+ )?(?:routes|ways|choices|paths|approaches"
                       r"|candidates|contenders))\b|\?\s*$"
                       # "We can bind it with JAXB (`quarkus-jaxb`) or with Jackson's XML module": two ways, in prose
                       # "If it runs on-device, B0 looks like the right trade. If server-side, ViT-S."
                       r"|\b(?:looks like|seems like|is) the (?:right|best|better|safer) (?:trade(?:-?off)?|fit|choice|pick|call|bet)\b"
                       # "`.start`, `.stop` and `.notification` are the usual ones", "1/60 or 1/120 s are the usual picks"
                       r"|\bare the (?:usual|common|typical|standard) (?:ones|picks|choices|options)\b"
                       r"|\b(?:we|you) can\b(?:`[^`\n]*`|[^.?!\n`]){3,80}\bor (?:with |use |via |go with )?[\w`]"
                       # "should the constraint also keep a minimum gap, e.g. 30 minutes …?"
                       r"|\bshould (?:the|we|i|it|this|that)\b[^?\n]{3,120}\?",
                       re.I)
NAMED_WORDS = 2  # content words a reply must share with the suggestion to be about it
WHOLE_REPLY_SENTENCES = 4


def _names_from(reply: str, previous: str) -> bool:
    """The reply names what the suggestion was about (two content words of four letters or more)."""
    def words(text: str) -> set[str]:
        return {w[:5] for w in re.findall(r"[a-z][a-z0-9-]{3,}", text.lower())} - {g[:5] for g in GENERIC_WORDS | _NOT_A_THING}

    return len(words(reply) & words(previous)) >= NAMED_WORDS


def _whole_reply(reply: "Turn", said: list["H.Sentence"], facts: list[Fact], title: str | None = None,
                 context: str = "") -> list[Fact]:
    """One decision from a short reply that turns a suggestion down with its reasons and the choice
    kept; the reply's own notes inside that span are folded into it. `context` ends the body (what
    was asked or proposed); `title`, when given, replaces the reply's first words."""
    kept = [s for s in said if not s.text.rstrip().endswith("?")][:WHOLE_REPLY_SENTENCES]
    if not kept:
        return facts
    start = reply.text.find(kept[0].text)
    end = reply.text.find(kept[-1].text, start) + len(kept[-1].text)
    quote = reply.text[start:end]
    if start < 0 or H._words(quote) > MAX_REJECT_WORDS or R.CHATTER.search(quote):
        return facts
    inside = [f for f in facts if f.turn_ids == [reply.id] and f.quote in quote]
    # ("no. buffers are the planners' call, …": a bare "no" names nothing; the sentence after it does)
    first = kept[1] if len(kept) > 1 and (H._words(kept[0].text) <= 1 or re.fullmatch(  # ("nah, not now. triggers …")
        r"\W*(?:no|nope|nah)\W+not\s+(?:now|yet|today|really)\W*", kept[0].text, re.I)) else kept[0]
    title = title or (inside[0].title if inside else H.clean(first.text))
    decision = Fact(title=title, body=" ".join(H.clean(x.text, None) + "." for x in kept) + context, type="decision",
                    importance=0.7, quote=quote, turn_ids=[reply.id], role="user", tags=H._tags(quote))
    return [f for f in facts if f not in inside] + [decision]


# an option's name: its bold lead, else its words up to a dash, colon or stop ("db.t4g.micro" is no stop)
# (code keeps its colons and dots: "Run parse in `tokio::task::spawn_blocking`, before …")
_LABEL = re.compile(r"^\*\*(?P<bold>[^*]{3,80})\*\*|^(?P<lead>(?:`[^`\n]{1,60}`|\b(?:e\.g|i\.e|vs|etc|cf)\.|[^—–:.;(`]|\.(?=\S)){3,80}?)\s*(?:[—–:;(]|\.\s|\.$|$)")
OPTION_REASON_WORDS = 6
# A sentence that moves on from the pick: another topic, a standing rule, a request to remember.
_MOVES_ON = re.compile(rf"^\W*(?:and |oh |but )?(?:{R.TOPIC_LEADS}|while (?:we'?re|you'?re) (?:at it|there))\b"
                       r"|\bfrom now on\b|\bremember\b|\b(?:always|never)\b", re.I)


def names_option(text: str) -> bool:
    """Whether a sentence picks a numbered option ("let's go with option 2", "do 3")."""
    return bool(_OPTION.search(text))


def _label(item: str) -> str:
    """What a numbered option is called: its bold lead, else its text up to the first dash or colon
    (a lead of one word or code name says too little: "`MidpointRounding.AwayFromZero` — matches Excel")."""
    m = _LABEL.match(item)
    if m is None or (not m.group("bold") and len(m.group("lead").split()) < 2):
        return H.clean(item)
    return H.clean(m.group("bold") or m.group("lead"))


def _option_pick(reply: "Turn", items: dict[str, str], n: str) -> Fact | None:
    """"Let's go with option 2. A second grammar is exactly what burned us …": one decision that says
    what option 2 is, what it was chosen over, and why (the reply's own words are the quote). None
    when the reply gives no reason: the option's own text is then the note."""
    said = []
    for x in H.sentences(reply.text):
        if x.text.rstrip().endswith("?") or len(said) > PICK_SENTENCES or (said and _MOVES_ON.search(x.text)):
            break  # "… and unrelated but important: from now on use pnpm" is a note of its own
        said.append(x)
    # "3 please, we can't control what caching our users run anyway. Namespace stockist/v1.": the
    # words after the pick are reasons too, and a short sentence that names a value is a detail of it
    reasons = [x for x in said if not R.CHATTER.search(x.text)
               and (H._words(_OPTION.sub("", x.text)) >= H.MIN_WORDS or H._SPECIFIC.search(x.text))]
    if sum(H._words(x.text) for x in reasons) < OPTION_REASON_WORDS or not said:
        return None
    start = reply.text.find(said[0].text)
    end = reply.text.find(said[-1].text, start) + len(said[-1].text)
    quote = reply.text[start:end]
    if start < 0 or H._words(quote) > PICK_QUOTE_WORDS + 20:
        return None
    chosen, others = _label(items[n]), [_label(t) for k, t in items.items() if k != n]
    body = f"Chosen: {H.clean(items[n], None)}."
    if others:
        body += f" Over: {'; '.join(others)}."
    body += " Why: " + " ".join(H.clean(x.text, None) + "." for x in reasons)
    return Fact(title=chosen, body=body, type="decision", importance=0.7, quote=quote, turn_ids=[reply.id],
                role="user", tags=H._tags(f"{items[n]} {quote}"))


def _over(fact: Fact, items: dict[str, str], n: str) -> Fact:
    """A bare pick ("b") says what it was chosen over: "… UBX protocol. Over: parse NMEA sentences"."""
    others = [_label(t) for k, t in items.items() if k != n]
    fact.body = f"{fact.body.rstrip('.?')}. Over: {'; '.join(others)}." if others else fact.body
    return fact


def _decision(turn: "Turn", quote: str, why: str = "") -> Fact:
    return what_it_maps(turn, quote, Fact(title=H.clean(quote), body=H.clean(quote, None) + "." + why, type="decision",
                                          importance=0.7, quote=quote, turn_ids=[turn.id], role=turn.role, tags=H._tags(quote)))


def rejected(reply: "Turn", previous: "Turn | None", said: list["H.Sentence"], facts: list[Fact]) -> list[Fact]:
    """The reply's facts, with a rejection of the assistant's proposal joined to the user's own
    choice that follows it (or, when no sentence of the reply made a note, a decision of its own
    from the rejection through its reasons)."""
    if previous is not None and len(said) > 1 and _NEITHER.match(said[0].text) and SUGGESTS.search(previous.text) \
            and not R.CHATTER.search(reply.text):
        # "neither. if it fails, the coordinator on duty rings people …": every option turned down for
        # the person's own way, said in the sentences after it
        offered = [x.text for x in H.sentences(previous.text) if x.list_item or SUGGESTS.search(x.text)]
        return _whole_reply(reply, said, facts, title=H.clean(said[1].text),
                            context=f" Turned down: {'; '.join(H.clean(o, None) for o in offered[-3:])}." if offered else "")
    m = _REJECT.match(reply.text)
    if previous is None or m is None or not said or R.WRAP_UP.search(previous.text) or _DEFERRED.match(reply.text):  # ("nope" to "Anything else?")
        return facts
    thing = m.group("thing").lower().rstrip(".")
    stays = STAYS.match(said[0].text)  # "want me to remove `:csv-v1` next?" — "no, csv-v1 stays. the plugin …"
    if stays and any(w.strip("`:").lower() in previous.text.lower() for w in stays["kept"].split()[:-1] if w != "the"):
        return _kept(reply, said, facts, stays_title(said, stays, previous.text))
    if thing in _KEEP_INSTEAD and previous.text.rstrip().endswith("?") and not R.CHATTER.search(reply.text) \
            and H._content_words(reply.text) & H._content_words(previous.text) - GENERIC_WORDS:
        # "Should I also drop snapshots older than the last 5 turns?" - "no keep all turns, we want
        # replays later": the offer turned down for the opposite, with its reason
        asked = [x.text for x in H.sentences(previous.text) if x.text.rstrip().endswith("?")]
        return _whole_reply(reply, said, facts, title=H.clean(next(H.sentences(reply.text[m.start("thing"):])).text),
                            context=f" Asked: {H.clean(asked[-1], None)}" if asked else "")  # titled not "No keep …"
    if thing in _NOT_A_THING or thing not in previous.text.lower():
        # "no. the plain text files are the whole point, they stay the source of truth. no database":
        # the thing refused is named later in the reply. "no, like I said", "nah, not now": nothing is.
        # "nah, the dashboard team reads plain parquet with duckdb, leave it": the current way stays ("we're on v5")
        named = _names_from(reply.text, previous.text) or _LEAVE_IT.search(reply.text) or other_version(said[0].text, previous.text)
        made = corrects_change(reply.text, previous.text)  # ("I've made a violation block …" - "no, not a block. … so: …")
        if (SUGGESTS.search(previous.text) or made) and named and not R.CHATTER.search(reply.text) and not R.DEICTIC.search(said[0].text):
            offered = [x.text for x in H.sentences(previous.text) if SUGGESTS.search(x.text)]
            left = _LEAVE_IT.search(reply.text) and offered  # what "it" stays instead of
            return _whole_reply(reply, said, facts, context=f" Turned down: {H.clean(offered[-1], None)}." if left else "",
                                **({"title": way_instead(said)} if made and way_instead(said) else {}))
        return facts
    if all(OFFERS_TASK.search(s.text) for s in H.sentences(previous.text) if thing in s.text.lower()):
        # "say if you want a one-off converter" — "no converter": a task declined, nothing decided.
        return facts
    named = next((x.text for x in H.sentences(previous.text) if thing in x.text.lower()), None)  # ("no rabbit" to "… RabbitMQ, …")
    return _kept(reply, said, facts, context=f" Turned down: {H.clean(named, None)}." if named else "")


def _kept(reply: "Turn", said: list["H.Sentence"], facts: list[Fact], title: str | None = None, context: str = "") -> list[Fact]:
    """The rejection joined to the reply's own choice after it, else with its reasons a decision; `context`
    (what was turned down) ends the body."""
    start = reply.text.find(said[0].text)
    for fact in facts:
        if fact.turn_ids == [reply.id] and fact.quote in reply.text and fact.type in ("decision", "preference", "fact"):
            end = reply.text.find(fact.quote) + len(fact.quote)
            if end > start and H._words(reply.text[start:end]) <= MAX_REJECT_WORDS:
                fact.quote = reply.text[start:end]
                fact.body = " ".join(H.clean(s.text, None) + "." for s in said if reply.text.find(s.text) < end) + context
                fact.type = "decision"
                fact.title = title or fact.title
                return facts
    # No choice of its own in the reply: the rejection and its reasons are the decision.
    kept = [s for s in said if not s.text.rstrip().endswith("?")][:3]
    end = reply.text.find(kept[-1].text) + len(kept[-1].text) if kept else -1
    if end <= start or H._words(reply.text[start:end]) > MAX_REJECT_WORDS or R.CHATTER.search(reply.text[start:end]):
        return facts
    quote = reply.text[start:end]
    return facts + [Fact(title=title or H.clean(said[0].text), body=" ".join(H.clean(s.text, None) + "." for s in kept) + context,
                         type="decision", importance=0.7, quote=quote, turn_ids=[reply.id], role="user",
                         tags=H._tags(quote))]


PICK_SENTENCES, PICK_QUOTE_WORDS = 3, 70  # a pick's reasons: the sentences and words a note takes
