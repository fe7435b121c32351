"""A reply that answers the assistant's numbered points by their numbers (heuristic extractor, offline).

"Three questions before I start: 1. Build tool: Style Dictionary v4 …, Theo …, or a custom script.
2. CSS variable names: `--kiln-` prefix plus the token path …? 3. Keep the old flat names as
deprecated aliases for a while?" — "1 style dictionary v4, theo is dead and I'm not maintaining a
custom script. 2 yes. 3 yes, aliases until 3.0, then they go." Each answer alone says little ("2
yes" to what?), and a note per point splits one settlement into crumbs. The note is the points as the
reply left them: a point answered yes is the point, a yes with more words keeps them after it, an
answer in the person's own words follows the point's label ("Build tool: style dictionary v4, …"),
and a point answered no goes under "Not:" with its reason.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import rules as R
from . import sentences as H
from .amended import amended
from .base import Fact
from ..vault.titles import TITLE_MAX
from .options import GENERIC_WORDS, lettered, options, verdicts

if TYPE_CHECKING:
    from ..capture.turns import Turn

# "1 yes", "2. no", "3: ok", "4) skip it", "1, 2 and 4 yes": points' numbers opening the reply, a line,
# or a sentence; the answer runs to the next such number
# (or letters, "a and b yes. c yes, but …. d nah", when the points were lettered: a letter must be
# followed by what answers it, so "a wrapper script …" is no answer to point a)
_NUMBER = re.compile(r"(?:^|(?<=[.;!?]\s)|(?<=\n)|(?<=:\s)|(?:(?<=,\s)|(?<=\byes\s)|(?<=\bno\s)|(?<=\bok\s))(?=\d{1,2}\s+(?:yes|no|ok|nope|nah|but|not|fine|sure|only)\b))[ \t]*(?:[-*•+][ \t]+)?(?:#|q)?(?P<n>(?:\d{1,2}|[a-e](?=\s*(?:[.):,&+]|and\b|yes\b|no\b|ok\b"
                     r"|nah\b|nope\b|fine\b|sure\b|not\b|skip\b|drop\b)))(?:\s*(?:,|and|&|\+)\s*(?:\d{1,2}|[a-e]\b))*)"
                     r"(?:[.):,]|[ \t]*[—–-])?[ \t]+(?=\S)", re.I)
_YES = re.compile(r"^\W*(?:yes|yep|yeah|yup|ok(?:ay)?|sure|agreed?|fine|correct|right|do it|go ahead|lgtm|sounds good|too|as well"
                  r"|stands?(?: as (?:written|is))?|holds?"  # "1 and 2 stand as written"
                  r"|good|perfect|exactly)\b(?:\s*(?:please|pls|to (?:both|all|that)))?(?P<rest>.*)$", re.I | re.S)
_NO = re.compile(r"^\W*(?:(?:absolutely|definitely|certainly|hell|really) )?(?:no|nope|nah|not|skip|drop|don'?t|leave (?:it|that) out|never mind"
                 r"|(?:is |it'?s )?dead|ignore|meh\W+leave|(?:is not|isn'?t) (?:final|agreed|decided|happening|needed))\b", re.I)  # "5 is dead, ignore that branch"; "4 - meh. leave the sleep"
# "Should I also add …?": the point as the thing agreed, without the asking
_ASKING = re.compile(r"^\W*(?:(?:should|shall) (?:i|we)|(?:do you )?want me to|would you like me to|can i|may i)\s+", re.I)
_LABEL = re.compile(r"^\**(?P<label>[^:*?\n]{3,60}?)\**\s*:\s+\S")
_AS_IS = re.compile(r"^\W*(?:(?:we|it|that)\s+)?(?:already (?:do|does|have|has|did|done|there|covered)(?![^;\n]{0,80}?,\s*(?:point|use|move|switch|set|make|put)\b)|nothing to (?:change|do)"
                    r"|no change|n/?a\b|(?:is|isn'?t|is not|'s not|not) (?:ours|us\b|our (?:call|job|business)|for us)"
                    # ("2 is waiting for the board, don't touch it", "4 is no change, nothing to do")
                    r"|(?:is )?(?:waiting|pending) (?:for|on)\b|is no change\b"
                    r"|[^.]{0,40}\btheir (?:business|call|job|problem|thing|fight)\b"  # "4 is Committee Services' deadline, their business"
                    r"|[^.,]{0,40}\b(?:not|isn'?t) (?:ours|our (?:call|job|business|problem|fight))\b)", re.I)  # "6 is marketing's fight not ours"
_NOT_N = re.compile(r"(?:^|(?<=[.;!?]\s))not (?P<n>\d{1,2})\b(?=[,.:;]|\s+(?:because|since)\b)", re.I)
# "So: we do point 1 and point 3 now.": read as "1 and 3 yes" (same length)
_WE_DO = re.compile(r"(?<=:\s)we(?:'ll)? (?:do|take|implement) (?:points? )?(?P<a>\d{1,2})(?: and (?:points? )?(?P<b>\d{1,2}))?\b", re.I)
_POINT_N = re.compile(r"(?:^|(?<=[.;!?]\s))point (?P<n>\d{1,2})\b", re.I)
_YES_TO = re.compile(r"(?:^|(?<=[.;,!?]\s))(?:yes|ok|agreed|fine) (?:to|on|with) (?P<n>\d{1,2})\b", re.I)
# "fix 2 in the parser", "for 3 map 0x2F to …": a point named after a word of the answer ("for 3 days" is no point)
_N_AFTER = re.compile(r"(?:^|(?<=[.;!?]\s))(?P<w>for|on|as for|re|fix|do|drop|skip|keep|take) (?P<n>\d{1,2})\b"
                      r"(?!\s*(?:%|ms|s|h|m|d|[kmg]b|mins?|minutes?|hours?|days?|weeks?|months?|years?|seconds?|times?|x)\b)", re.I)
_ASSENT = re.compile(r"\W*(?:ok(?:ay)?|right|alright|good|fine|sure|so|thanks)[.,!:;]\s*", re.I)
_LEFT_OPEN = re.compile(r"\b(?:maybe|perhaps) (?:next|later|some)\b|\bnot (?:deciding|decided|doing) (?:anything|that|it)\b"
                        r"|\b(?:measure|check|test|try|look) (?:\w+ )?first\b", re.I)  # "for 1 let's measure first, then pick"
OWN_WORDS = 4  # an answer this long says the decision in the person's own words
ANSWERS = 2  # points answered by number for a reply to be read this way
ANSWER_WORDS = 40  # an answer longer than this is a message of its own, not an answer to one point
SETTLED_POINTS = 3  # points answered that make a settlement worth a note even when none names code or a number


# "yes to all but 4. sidekiq stays on …", "all except 2 and 3": every point taken but those named, and
# what follows is why those are not
ALL_BUT = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|alright|good|great)\W+)?(?:(?:yes|ok(?:ay)?|agreed|sure|approved|go ahead)"
                      r"(?:\s+(?:to|with|for))?\s+)?(?:all|everything)(?:\s+of (?:them|it|these|those))?\s+(?:but|except(?: for)?|apart from|minus)"
                      r"\s+(?:#|number |point |item )?(?P<n>\d{1,2}(?:\s*(?:,|and|&|or|\+)\s*#?\d{1,2})*)\b[ \t]*[.!:;,—–-]*", re.I)


def _all_but(text: str, items: dict[str, str]) -> list[tuple[list[str], str, int, int]]:
    """The answers of "yes to all but 4. <why not 4>": a yes for each other point, a no with the
    reason for each one named; empty unless the reply opens so and names points that were offered."""
    m = ALL_BUT.match(text)
    excepted = re.findall(r"\d+", m["n"]) if m is not None else []
    if m is None or not all(n in items for n in excepted) or len(items) <= len(excepted):
        return []
    reason = _own(text[m.end():].split("\n\n")[0].strip())
    stop = text.find(reason, m.end()) + len(reason) if reason else m.end()
    return [([n], f"no, {reason}" if n in excepted and reason else "no" if n in excepted else "yes", 0, stop)
            for n in items]


def _answers(text: str, items: dict[str, str]) -> list[tuple[list[str], str, int, int]]:
    """(numbers, answer, start, end) for each answer the reply gives, in order; empty unless the reply
    opens with one and answers each point once ("2 yes. … 2 retries" answers point 2 once)."""
    if every_but := _all_but(text, items):
        return every_but
    marks: list[tuple[re.Match[str], list[str]]] = []
    # "yes to 1, 2 but Pro gets 1200": read as "1 yes, 2 but …" (same length, so every offset holds)
    text = _YES_TO.sub(lambda m: f"{m['n']} yes".ljust(len(m.group())), text)
    text = _WE_DO.sub(lambda m: (f"{m['a']} and {m['b']} yes" if m["b"] else f"{m['a']} yes").ljust(len(m.group())), text)
    text = _POINT_N.sub(lambda m: m["n"].ljust(len(m.group())), text)  # "Point 2 is waiting …": "2       is waiting …"
    text = _NOT_N.sub(lambda m: f"{m['n']} not", text)  # "… not 4, a real blip should retry": "4 not, …" (same length)
    text = _N_AFTER.sub(lambda m: f"{m['n']} {m['w'] if m['w'].lower() not in ('for', 'on', 'as for', 're') else ''}".ljust(len(m.group())), text)
    for m in _NUMBER.finditer(text):
        numbers = [x.lower() for x in re.findall(r"\d+|\b[a-eA-E]\b", m["n"])]
        seen = {n for _, ns in marks for n in ns}
        # the answers open the reply, or follow a label of their own ("… fix that sentence. action items: 1 and 3 yes")
        lead = text[:m.start()]  # ("ok. 1 yes: …": a word of assent may come before the first answer)
        if all(n not in seen for n in numbers) and (marks or not lead.strip() or lead.rstrip().endswith(":") or _ASSENT.fullmatch(lead)):
            marks.append((m, numbers))  # "6. and keep this in mind …": a point of the person's own ends the one before
    if len(marks) < ANSWERS and list(items)[:3] == ["a", "b", "c"]:
        marks = _letters_in_turn(text)  # "a fixed: day 3, … b one per retry. c unpaid, never cancel. d read-only"
    covered = sum(len(ns) for _, ns in marks)  # ("1 and 2 yes. 3 no" answers three points with two marks)
    if covered < len(items) and list(items)[:3] == ["1", "2", "3"] and len(run := _numbers_in_turn(text)) > covered:
        marks = run  # "1 no, hide it 2 view only 3 10 4 not now 5 yes": one line, no stops
    out = []
    for (m, numbers), nxt in zip(marks, [*marks[1:], None]):
        if not all(n in items for n in numbers):
            continue
        answer = text[m.end():nxt[0].start() if nxt else len(text)].split("\n\n")[0]
        answer = _own((answer.split("\n")[0] if re.match(r"\s*[-*•+]\s", m.group()) else answer).strip()).rstrip(" \n-*•+")  # "- 3 no": its line
        out.append((numbers, answer, m.start(), text.find(answer, m.end()) + len(answer)))
    return out


# a letter opening the reply, a line or a sentence, with any answer after it
# ("a) 28d b) 99.5 c) only on weekdays": a letter with its bracket marks a point inside a line too)
_LETTER_OPENS = re.compile(r"(?:^|(?<=[.;!?]\s)|(?<=\n)|(?<=\s)(?=[a-e]\)))[ \t]*(?P<n>[a-e])\b[.):]?[ \t]+(?=\S)", re.I)


def _letters_in_turn(text: str) -> list[tuple[re.Match[str], list[str]]]:
    """Letter marks that run a, b, c … in order from the reply's start (three at least): "a fixed …"
    then "b one per retry" is an answer list, "a fixed schedule is better" alone is a sentence."""
    marks: list[tuple[re.Match[str], list[str]]] = []
    for m in _LETTER_OPENS.finditer(text):
        if m["n"].lower() == chr(ord("a") + len(marks)) and (marks or not text[:m.start()].strip()):
            marks.append((m, [m["n"].lower()]))
    return marks if len(marks) >= 3 else []


_NUMBER_OPENS = re.compile(r"(?:^|(?<=\s))(?P<n>\d{1,2})[.):]?[ \t]+(?=\S)")


def _numbers_in_turn(text: str) -> list[tuple[re.Match[str], list[str]]]:
    """Number marks that run 1, 2, 3 … in order from the reply's start (three at least), wherever they
    stand: "3 10" answers point 3 with 10, and the 10 is no mark since 4 comes next."""
    marks: list[tuple[re.Match[str], list[str]]] = []
    for m in _NUMBER_OPENS.finditer(text):
        if m["n"] == str(len(marks) + 1) and (marks or not text[:m.start()].strip()):
            marks.append((m, [m["n"]]))
    return marks if len(marks) >= 3 else []


def _own(answer: str) -> str:
    """An answer up to where the reply moves on: "2 yes switch to id. and actually one thing you missed:
    …" answers point 2 with "yes switch to id"; a new paragraph, another topic or a rule of its own ends it."""
    for s in list(H.sentences(answer))[1:]:
        if R.TOPIC_TURN.match(s.text) or R.REMEMBER_ANYWHERE.search(s.text) or R.STANDING_ANYWHERE.search(s.text) \
                or _ABOUT_ANOTHER.match(s.text):  # "2, 3 and 4 yes. for 1 let's measure first …": point 1's own
            return answer[:answer.find(s.text)].strip()
    return answer


_ABOUT_ANOTHER = re.compile(r"^\W*(?:and |but )?(?:for|as for|about|on|re) (?:point |#|number )?\d{1,2}\b", re.I)


def as_said(text: str) -> str:
    """The person's words tidied for a line after a point, in their own case ("aliases until 3.0")."""
    tidy = H.clean(text, None)
    return tidy[:1].lower() + tidy[1:] if text.lstrip("*_ ")[:1].islower() else tidy


def _line(item: str, answer: str) -> tuple[str, str]:
    """("taken" | "down" | "answered" | "as is", the line the note gives the point)."""
    asked = re.findall(r"(?<=[\w)\]`]{2}[.!]\s)[^.?!:]+\?", item)  # "Pages go out at any hour. Should tickets …?": the question
    point = H.clean(_ASKING.sub("", asked[-1] if asked else item), None).rstrip("?")
    # "3 and 4 we already do, nothing to change. 5 isn't ours", "agreed on 1, nothing to do": nothing decided
    if _AS_IS.match(re.sub(r"^\W*(?:yes|agreed|ok(?:ay)?)\W+", "", answer, flags=re.I)):
        return "as is", point
    yes = _YES.match(answer)
    if yes is not None:
        rest = as_said(yes["rest"].strip(" ,.;:!—–-"))
        if re.search(r",? not \d", rest):  # "5 yes but 30 days, not 90" to "… the last 90 days …": 30 days now
            point = amended(point, re.sub(r"^but\s+", "", rest, flags=re.I)) or point
        return "taken", point + (f" — {rest}" if rest else "")
    if re.match(r"\W*only\b", answer, re.I):  # "4 only for the paper runs": the point, with its condition
        return "taken", f"{point} — {as_said(answer)}"
    if (but := re.match(r"\W*but\s+", answer, re.I)) is not None:  # "2 but Pro gets 1200": the point, changed
        return "taken", f"{point} — {as_said(answer[but.end():])}"
    if _NO.match(answer):  # ("not, a real blip should retry": the reason without the bare "not")
        return "down", point + " — " + as_said(re.sub(r"^\W*not\b[\s,.:;]+(?!(?:now|yet|for now)\W*$)", "", answer, flags=re.I))
    return "answered", f"{label(item)}: {as_said(answer)}"


def _astray(items: dict[str, str], answers: list[tuple[list[str], str, int, int]], lines: dict[str, tuple[str, str]]) -> bool:
    """Answers in the person's own words that name nothing of their points: the reply is no answer to them.
    A point that asks is answered by whatever follows its number ("d) nobody." to "who may edit …?"); among
    three answers or more, one that names nothing of its point is still an answer ("4: as in my notes, Vault")."""
    astray = [(n, a) for ns, a, _, _ in answers for n in ns if lines.get(n, ("",))[0] == "answered"
              and not _about(items[n], a) and not items[n].rstrip().endswith("?")]
    # (not when the points are verdicts on the person's own: "1. Yes, that removes the cause …" - "4 later"; nor
    # when an answer is a bare "accepted", which takes a point it does not read as a yes)
    return bool(astray) and (len(lines) < SETTLED_POINTS or 2 * len(astray) >= len(lines) or verdicts(items)
                             or any(_BARE_TAKE.match(a) for _, a in astray))


_BARE_TAKE = re.compile(r"^\W*(?:accepted|approved|acknowledged|noted|taken)\W*$", re.I)


def _heading(items: dict[str, str], answers: list[tuple[list[str], str, int, int]], lines: dict[str, tuple[str, str]],
             agreed: list[str]) -> str:
    """The settlement's title: the points agreed, or, when they are the assistant's long analyses, what the
    person answered to them (a point with a label of its own keeps it: "Conversion: DOCX goes to HTML …")."""
    first = next((ns[0] for ns, _, _, _ in answers if lines.get(ns[0], ("",))[0] not in ("down", "as is")), None)
    said = [as_said(re.split(r"(?<=[.!?])\s", a, maxsplit=1)[0]) for ns, a, _, _ in answers
            if lines.get(ns[0], ("",))[0] == "answered" and H._words(a) >= OWN_WORDS]
    analysis = first is not None and _LABEL.match(items[first]) is None and lines[first][0] == "answered" \
        and len(H.clean(items[first], None)) > TITLE_MAX
    return "; ".join(said) if said and analysis else "; ".join(agreed)


# "b and c", "1, 3": several of the points picked, and nothing else said
_ONLY_PICKS = re.compile(r"^\W*(?P<n>(?:\d{1,2}|[a-e])(?:\s*(?:,|and|&|\+)\s*(?:\d{1,2}|[a-e]))+)\W*$", re.I)


def _picked(offer: "Turn", only: re.Match[str], items: dict[str, str]) -> list[Fact]:
    """Several options picked by their marks alone: one decision, what was picked and what was not,
    quoting the picked options where they were offered (the reply's "b and c" says nothing alone)."""
    picks = [x.lower() for x in re.findall(r"\d+|\b[a-e]\b", only["n"], re.I)]
    if len(items) <= len(picks) or not all(n in items for n in picks):
        return []
    start, end = offer.text.find(items[picks[0]]), offer.text.find(items[picks[-1]])
    if start < 0 or end < start:
        return []
    agreed = [H.clean(items[n], None) for n in picks]
    down = [H.clean(v, None) for n, v in items.items() if n not in picks]
    body = "Agreed:\n" + "\n".join(f"- {x}" for x in agreed) + "\n\nNot:\n" + "\n".join(f"- {x}" for x in down)
    return [Fact(title=H.clean("; ".join(agreed)), body=body, type="decision", importance=0.7,
                 quote=offer.text[start:end + len(items[picks[-1]])], turn_ids=[offer.id], role=offer.role, tags=H._tags(body))]


def _turned_down_for(facts: list[Fact], reply: "Turn", answers: list[tuple[list[str], str, int, int]],
                     down: dict[str, str]) -> None:
    """A rule given as the reason a point is turned down ("2 no. The lint result must be the same on
    every machine") says, in its note, what it turned down: alone, "the same on every machine" is
    about nothing."""
    for ns, _, start, stop in answers:
        refused = [H.clean(down[n], None) for n in ns if n in down]
        for f in facts:
            if refused and f.type == "preference" and f.turn_ids == [reply.id] and f.quote in reply.text[start:stop]:
                f.body = f"{f.body} Said turning down: {'; '.join(refused)}."


# "the starlight move, yes. pagefind, yes.": points confirmed by a name, one clause each
_NAMED_YES = re.compile(r"(?:^|(?<=[.;!]\s)|(?<=\n))\W*(?:(?:and|so|ok(?:ay)?)\W+)?(?P<name>[\w][\w .'/-]{2,40}?)\s*,?\s*"
                        r"(?:yes|approved|decided|confirmed|agreed|go)\s*(?=[.;!\n]|$)", re.I)


def named_yes(text: str, items: dict[str, str]) -> list[tuple[str, str]]:
    """(point, the name it is confirmed by) for each point the reply confirms by naming it: the name's
    words are that point's and no other's."""
    out = []
    for m in _NAMED_YES.finditer(text):
        named = H._content_words(m["name"]) - GENERIC_WORDS
        hits = [n for n, item in items.items() if named and named & H._content_words(item)]
        if len(hits) == 1 and hits[0] not in (n for n, _ in out):
            out.append((hits[0], m["name"].strip()))
    return out


# "Keep them anywhere?" - "Description column": a place, named in a few words
_WHERE_ASKED = re.compile(r"\b(?:where|anywhere|somewhere)\b[^?]*\?", re.I)
PLACE_WORDS = 4
_FIX_IT = re.compile(r"\W*(?:fix|handle)\b", re.I)  # "2 fix in the parser": what to do about it


def _about(item: str, answer: str) -> bool:
    """An answer in the person's own words names something of its point ("style dictionary v4" of
    "Build tool: Style Dictionary v4 …, Theo …, or a custom script")."""
    numbers = set(re.findall(r"\d+(?:\.\d+)?", answer))  # "28d" of "28 days or 30 days?"
    return bool(H._content_words(answer) & H._content_words(item) - GENERIC_WORDS) or bool(_FIX_IT.match(answer)) \
        or bool(numbers and numbers <= set(re.findall(r"\d+(?:\.\d+)?", item))) \
        or bool(_WHERE_ASKED.search(item) and H._words(answer) <= PLACE_WORDS) \
        or bool(re.fullmatch(r"\W*(?:\d[\d.,:]*|two|three|four|five|six|seven|eight|nine|ten|a|an|one)\s*[a-z%]{0,8}\W*",
                             answer, re.I)  # "3 10" to "after how many minutes?", "two weeks" to "how long …?"
                and (R.HOW_MUCH.search(item) or _QUANTITY_ASKED.search(item)))


# "1. Default max attempts for a graded quiz …? 4. Cooldown between attempts, in minutes (0 for none)?":
# a point that asks for an amount, which a bare number answers
_QUANTITY_ASKED = re.compile(r"\b(?:max(?:imum)?|min(?:imum)?|limit|number of|default|in (?:minutes|seconds|hours|days|ms|mb|gb)"
                             r"|timeout|threshold|ttl|cooldown|retries|attempts|size|port|version|how long"
                             r"|when (?:should|do|does|will|would)\b"  # "When should objects move to the HDD tier?" - "30 days"
                             r"|which (?:score|value|rate|level|amount|percentage))\b[^?]*\?", re.I)  # "Which score refers …?"


def label(item: str) -> str:
    """What a point is about: its label before a colon ("**Cadence**: weekly or …"), else the point."""
    # ("**playlists.toml: max_party_size = 5 for ranked.** Full 5-stacks …": the bold head whole is the label)
    named = re.match(r"^\*\*(?P<label>[^*\n]{3,80}?)[.:]?\*\*", item) or _LABEL.match(item)
    return H.clean(named["label"], None) if named else H.clean(_ASKING.sub("", item), None).rstrip("?")


def _answers_yes(quote: str) -> bool:
    """The quote is a point's yes with words of its own ("6 yes, and that one's a hard rule for us")."""
    mark = _NUMBER.match(quote)
    return mark is not None and bool(_YES.match(quote[mark.end():]))


def by_number(reply: "Turn", previous: "Turn | None", facts: list[Fact],
              taken: list[Fact]) -> tuple[list[Fact], list[Fact]]:
    """The reply's own facts and what it takes from the previous message, with one decision for the
    points it answers by number in place of the notes on each (module docstring)."""
    items = options(previous.text) if previous is not None else {}
    if previous is not None and re.match(r"\W*[a-e]\b", reply.text, re.I):
        items = lettered(previous.text) or items  # "1. … 4. …" what happened, "a) … d)" what to do: the letters answered
    if (only := _ONLY_PICKS.match(reply.text)) is not None and previous is not None:
        return [*facts, *_picked(previous, only, items)], taken
    answers = _answers(reply.text, items)
    still = [a for a in answers if not _LEFT_OPEN.search(a[1])]
    if sum(len(a[0]) for a in still) >= ANSWERS:
        answers = still  # "4 is their recommendation, maybe next year, not deciding anything on that today": left open
    if any(R.TRANSIENT.search(a) for _, a, _, _ in answers[:-1]):
        # "4 is Rūta thinking aloud, ignore it for now": that point is left open, the others are answered
        answers = [a for a in answers[:-1] if not R.TRANSIENT.search(a[1])] + answers[-1:]
    if sum(len(ns) for ns, _, _, _ in answers) < ANSWERS or any(H._words(a) > ANSWER_WORDS for _, a, _, _ in answers) \
            or R.TRANSIENT.search(" ".join(a for _, a, _, _ in answers if not _NO.match(a))):  # ("… right now, fix that too" after them
        # is not an answer; "d) skip for now" is one: that point is turned down)
        return facts, taken
    lines = {n: _line(items[n], a) for ns, a, _, _ in answers if a for n in ns}
    if _astray(items, answers, lines):
        return facts, taken  # "1. rename store to lpState 2. run the bench": the person's own list, no answers
    agreed = [line for state, line in lines.values() if state not in ("down", "as is")]
    if not agreed or not (len(lines) >= SETTLED_POINTS or any(H._SPECIFIC.search(items[n] + a) for ns, a, _, _ in answers for n in ns)):
        return facts, taken
    down = [line for state, line in lines.values() if state == "down"]
    body = "Agreed:\n" + "\n".join(f"- {x}" for x in agreed) + ("\n\nNot:\n" + "\n".join(f"- {x}" for x in down) if down else "")
    # what a point answered in the person's own words asked, so the note keeps the alternatives it chose among
    # (a point with no alternatives in it says nothing its "Agreed:" line does not say already)
    asked = [H.clean(items[n], None) for n, (state, _) in lines.items() if state == "answered" and re.search(r"\bor\b", items[n])]
    body += "\n\nAsked:\n" + "\n".join(f"- {x}" for x in asked) if asked else ""
    end = answers[-1][3]
    quote = reply.text[answers[0][2]:end].strip()
    points = [items[n] for ns, _, _, _ in answers for n in ns]

    spans = [reply.text[start:stop] for _, _, start, stop in answers]
    _turned_down_for(facts, reply, answers, {n: items[n] for n, (state, _) in lines.items() if state == "down"})

    def covered(f: Fact) -> bool:  # a note on one point, or on the reply's words about one
        return bool(f.quote) and (any(f.quote in p or p in f.quote for p in points)
                                  # "yes b) reject, never autofix c) Description column": the answers themselves
                                  or (f.turn_ids == [reply.id] and sum(1 for x in spans if x.strip() and x.strip() in f.quote) >= 2)
                                  or (f.turn_ids == [reply.id] and any(f.quote in x for x in [*spans, quote])
                                      and (f.type != "preference" or _answers_yes(f.quote))))  # a rule inside an answer stays
    # a note of its own, unless it is the answer itself ("6 yes, and that one's a hard rule for us: …")
    note = Fact(title=H.clean(_heading(items, answers, lines, agreed)), body=body, type="decision", importance=0.7, quote=quote,
                turn_ids=[reply.id], role="user", tags=H._tags(body))
    # what the reply was read to take before ("1 yes" as a pick of option 1) is this note now
    taken = [f for f in taken if not covered(f) and not (f.turn_ids == [reply.id] and f.type != "preference")]
    return [*(f for f in facts if not covered(f)), note], taken
