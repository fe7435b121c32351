"""The options an assistant's message lays out, and which one a reply picks by its number, letter,
place or word (heuristic extractor, offline).

Options are a numbered list, a table whose first column numbers them, options labelled (a), (b) …
or A, B … in a table, or else a table's rows in order. A reply picks one by its number ("do 3",
"option 2"), its letter ("b."), its place ("second one"), its number and name ("For VAT: 2,
banker's rounding") or its own word ("table. flyway migration", "just the index please"); `names`
says what a message names, the options a reply can pick by name ("restic it is").
"""

from __future__ import annotations

import re

from . import sentences as H

GENERIC_WORDS = frozenset(("yes", "yep", "yeah", "sure", "okay", "that", "this", "then", "looks", "right", "good",
                      "keep", "ahead", "call", "sounds", "also", "and", "the", "fine", "nice", "great", "makes",
                      "sense", "total", "perfect", "thanks"))


# "do 3", "option 3", "go with 2", "(option 3)": a pick from a numbered list.
_OPTION = re.compile(r"\b(?:option|approach|number|choice)\s*#?(?P<a>\d)\b"
                     r"|\b(?:do|take|pick|go with|use)\s+#?(?P<b>\d)\b(?!\s*(?:min|sec|%|x\b|[.,]\d))"
                     # "3 please, we can't control …", "2 it is", "#2 then"
                     r"|^\W*#?(?P<c>\d)(?:\s*(?:please|pls|it is|then|yes|ok|sure)\b|[.)](?=\s+[a-z])"
                     r"|,(?=\s+[a-z][^\d\n]{0,60}(?:[.!\n]|$)))"  # "2, same as orders. …"
                     r"|^\W*#?(?P<e>\d)\W*$"  # "2": the whole reply
                     r"|(?<=[.!;]\s)#?(?P<f>\d)[.!]?\s*$", re.I)  # "not itext, legal said no AGPL last year. 1": said last
# "For VAT: 2, banker's rounding — …": a number and the option's name, after a label or a stop.
_NUMBER_NAMED = re.compile(r"(?:^|[:;.]\s+)(?P<d>\d),\s+(?P<named>[^,.;—–]{3,40})")
# "Just the index please.", "table. flyway migration": a pick by the option's own word, said first.
_JUST = re.compile(r"^\W*(?:just (?:the |a |an )?(?P<x>[\w-]+(?: [\w-]+)?)"
                   r"|(?:the )?(?P<y>[\w-]+(?: [\w-]+)?)(?:\s+(?:it is|then|please|pls))?\s*[.!]\s)", re.I)
# (in a quoted email too; "**1. OPC UA client inside ingest** (the `opcua` crate)": bold over the number)
NUMBERED_ITEM = re.compile(r"^[ \t]*(?:>[ \t]*)?(?:\*\*(?=\d{1,2}[.)][ \t]+[^\n]*\*\*))?(?P<n>\d{1,2})[.)][ \t]+(?P<text>\S.*)$", re.M)
# "second one. we can't afford another daemon", "the first", "go with the last one": a pick by its place.
_ORDINAL = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|yeah|hmm+|so|then|right)\W+)*(?:the\s+)?(?P<o>first|second|third|fourth|last)"
                      # ("last one: what happens if …" asks the last question, it picks nothing)
                      r"(?:\s+(?:one|option|approach|choice|way)\b(?!\s*:\s*(?:what|how|why|which|when|where|who|is|are|does|do|can)\b)"
                      r"|(?=\s*(?:[.!—–]|$|\s+(?:please|pls|it is|then)\b)))"
                      r"|\b(?:go with|take|pick|do|prefer)\s+the\s+(?P<p>first|second|third|fourth|last)\b(?!\s+(?:time|thing|step|part))"
                      # "The third is nice but … So the second, with Dexie.": the reasons, then the pick
                      r"|(?<=[.!?])\s+(?:so|then|ok(?:ay)?)\W+the\s+(?P<q>first|second|third|fourth|last)\b(?=\s*(?:[,.!—–]|$))",
                      re.I)
_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "last": -1}
# The rows of a markdown table after its header and separator line.
_TABLE_BODY = re.compile(r"^\|[^\n]*\|[ \t]*\n\|[\s:|-]*-[\s:|-]*\|[ \t]*\n(?P<rows>(?:\|[^\n]*(?:\n|$))+)", re.M)
# A table whose first column numbers the options: "| 1. Lock-server daemon (…) | one authority … | …".
_NUMBER_ROW = re.compile(r"^\|\s*\**(?:option\s*)?(?P<n>\d)[.)]?\**(?:\s*\|\s*|\s+)(?P<text>\S.+)$", re.M | re.I)


# Options labelled by letter, inline or on their own lines: "Options: (a) keep JSON but gzip it; (b) a
# small binary format …; (c) chunked layers …".
_LETTER = re.compile(r"(?:^|(?<=[\s:;]))\((?P<n>[a-eA-E])\)\s+"
                     r"|^[ \t]*\**(?P<m>[a-e])\)\**[ \t]+"  # "**a)** one Alembic revision …" on its own line
                     r"|^[ \t]*(?:[-*+•][ \t]+)?\**(?P<k>[A-Ea-e])[.)]\**[ \t]+"  # "- **A.** Make …", "a. keep …"
                     # "First question: a) parse NMEA sentences …, or b) use the u-blox UBX protocol …?"
                     r"|(?:(?<=[:;]\s)|(?<=\bor\s))(?P<i>[a-e])\)\s+", re.M)
# "b.", "(b) please", "option b", "go with b", "…, b for the stat": the letter picked.
_LETTER_PICK = re.compile(r"^\W*\(?(?P<x>[a-e])\)?(?=[.!,:]|\s+(?:please|pls|it is|then)\b|\s*$)"
                          r"|\b(?:option|go with|do|take|pick)\s+\(?(?P<y>[a-e])\)?(?![\w'/])"  # "can't do a/b": no pick
                          r"|(?:^|[,;.]\s+)\(?(?P<z>[b-e])\)?\s+for\s+the\s+[a-z]+\W*$", re.I)
# ... or in a table whose first column is the letter: "| A | `MidpointRounding.AwayFromZero` | matches Excel |".
_LETTER_ROW = re.compile(r"^\|\s*\**(?P<n>[A-Ea-e])\**\s*\|(?P<text>.+)$", re.M)


def options(text: str) -> dict[str, str]:
    """The options a message lays out, by their number or letter: a numbered list, a table whose
    first column numbers them, options labelled (a), (b) … (see `lettered`), or else the rows of a
    table, numbered in order ("| RDS db.t4g.micro single-AZ | ~$15 | …" is option 1)."""
    items = {i["n"]: i["text"].strip() for i in NUMBERED_ITEM.finditer(text)}  # (verbatim: a quote may be made of it)
    if not items:
        items = {m["n"]: _cells(m["text"]) for m in _NUMBER_ROW.finditer(text)}
        items = items if list(items)[:2] == ["1", "2"] else {}
    if not items and (body := _TABLE_BODY.search(text)) is not None:
        rows = [_cells(row) for row in body["rows"].splitlines() if row.strip().startswith("|")]
        items = {str(i): row for i, row in enumerate(rows, start=1)} if len(rows) >= 2 else {}
        return lettered(text) or items
    return items or lettered(text)


def _cells(row: str) -> str:
    return " — ".join(c.strip(" *") for c in row.split("|") if c.strip())


def lettered(text: str) -> dict[str, str]:
    """The options of a message labelled (a), (b), (c) …, or A, B, C in a table's first column, by
    letter (lower case); none unless they run a, b, …"""
    rows = {m["n"].lower(): " — ".join(c.strip(" *") for c in m["text"].split("|") if c.strip())
            for m in _LETTER_ROW.finditer(text)}
    if len(rows) >= 2 and list(rows)[:2] == ["a", "b"]:
        return rows
    marks = []
    for m in _LETTER.finditer(text):  # the first run a, b, c … ("(b) is about 40 lines" after it is a mention)
        if (m["n"] or m["m"] or m["k"] or m["i"]).lower() != chr(ord("a") + len(marks)):
            break
        marks.append(m)
    if len(marks) < 2:
        return {}
    out = {}
    for m, nxt in zip(marks, marks[1:] + [None]):
        item = text[m.end():nxt.start() if nxt else len(text)]
        line = item.split("\n", 1)[0]  # the last point ends with its sentence, or with its line when that asks
        last = line if line.rstrip().endswith("?") else re.split(r"(?<=[.!?])\s", line, maxsplit=1)[0]
        out[(m["n"] or m["m"] or m["k"] or m["i"]).lower()] = last.strip(" ;,") if nxt is None \
            else item.strip(" ;,\n").removesuffix(" or").removesuffix(", or")
    return out


def pick_number(text: str, items: dict[str, str], source: str = "") -> str | None:
    """Which of a numbered list's items the reply picks: "do 3", "1 yes", "2. telmate already broke
    twice", "For VAT: 2, banker's rounding", "Just the index please"."""
    letter = _LETTER_PICK.search(text) if items and next(iter(items)).isalpha() else None
    if letter is not None:
        n = (letter["x"] or letter["y"] or letter["z"]).lower()
        return n if n in items else None
    place = _ORDINAL.search(text)
    if place is not None and len(items) >= 2:
        keys = list(items)
        at = _PLACES[(place["o"] or place["p"] or place["q"]).lower()]
        return keys[at] if at < len(keys) else None
    m = _OPTION.search(text)
    if m and not (m.group("c") and len(NUMBERED_ITEM.findall(text)) > 1):  # not the person's own list
        n = m.group("a") or m.group("b") or m.group("c") or m.group("e") or m.group("f")
        return n if n in items else None
    for m in _NUMBER_NAMED.finditer(text):
        if m["d"] in items and H._content_words(m["named"]) & H._content_words(items[m["d"]]) - GENERIC_WORDS:
            return m["d"]
    just = _JUST.match(text)
    if just and just["y"] and not _TABLE_BODY.search(source):
        # a named option ("restic it is") is picked, with what it beat, by picks
        just = None if H._content_words(just["y"]) & {w[:6] for w in names(source)} else just
    if just:
        named = H._content_words(just["x"] or just["y"]) - GENERIC_WORDS - _stop_words()
        hits = [k for k, v in items.items() if named & H._content_words(v)]
        return hits[0] if len(hits) == 1 else None
    return None


def _stop_words() -> frozenset[str]:
    from ..recall.passages import STOP_WORDS

    return frozenset(STOP_WORDS)


# What a message names, the options a reply can pick by name.
_NAME = re.compile(r"`(?P<code>[^`\n]{2,40})`|(?P<word>\b[A-Za-z][\w.+#-]*[\w+#])")
# "One global mutex …", "Second, …" name no option: "second one" picks by place (see _ORDINAL)
_PLACE_WORDS = frozenset(("one", "two", "three", "four", "first", "second", "third", "fourth", "last", "option"))
# ("c) avian2d: ECS-native, …": a name before the colon that opens a list item names one too)
_BOLD_OPTION = re.compile(r"^[ \t]*(?:[-*+•]|\d{1,2}[.)]|\(?[a-eA-E][.)])[ \t]+(?:(?:[^*\n]{0,30}?)\*\*(?:(?:[Aa]n?|[Tt]he) )?"
                          r"([\w.+#-]{2,30}(?: [\w.+#-]+){0,3})\*\*|([\w.+#-]*[\d_.][\w.+#-]*|[\w-]{3,30})(?=:\s))", re.M)


def names(text: str) -> set[str]:
    """What a message names (lowercase): code tokens, and words written with a capital or a digit
    that are not only a sentence's first word (or are said twice): "Quantum", "MQTT", "DNS01"."""
    from ..recall.passages import STOP_WORDS

    out: set[str] = set()
    lower = text.lower()
    # "1. **terra** — the successor …": a bold label opening a list item names an option as written
    out |= {(m.group(1) or m.group(2)).lower() for m in _BOLD_OPTION.finditer(text)}
    for m in _NAME.finditer(text):
        if m.group("code"):
            out.add(m.group("code").lower())
            # "`reitit.coercion.malli`" is picked as "malli", "`predictedTouches(for:)`" as "predictedtouches"
            tail = re.split(r"[./:]", re.sub(r"\(.*$", "", m.group("code")))[-1]
            if len(tail) >= 3 and tail.isidentifier():
                out.add(tail.lower())
            continue
        word = m.group("word")
        if word.islower() or word.lower() in STOP_WORDS or word.lower() in GENERIC_WORDS | _PLACE_WORDS:
            continue
        before = text[:m.start()].rstrip(" *")
        opening = not before or before[-1] in ".!?:\n-•+)#"  # a sentence, list item or heading starts
        marked = sum(c.isupper() or c.isdigit() for c in word) >= 2  # "MQTT", "DNS01", "DuckDB"
        # said twice, once at least inside a sentence ("Needs Python 3.10 …" opening two items is no name)
        said = [k.start() for k in re.finditer(rf"(?<![\w-]){re.escape(word.lower())}(?![\w-])", lower)]
        set_apart = re.search(rf"(?:\*\*|`){re.escape(word)}(?:\*\*|`)", text) is not None  # "**Quantum** (cron-like …)"
        if marked or not opening or (len(said) >= 2 and (set_apart or any(not _opens(text, at) for at in said))):
            out.add(word.lower())
    return out


def _opens(text: str, at: int) -> bool:
    """A word at `at` opens a sentence, list item or heading."""
    before = text[:at].rstrip(" *")
    return not before or before[-1] in ".!?:\n-•+)#"


# How a comment on someone's point opens: "Yes, that fixes the cause", "I'd push back: …", "Good, though …"
_VERDICT = re.compile(r"^\W*(?:yes|yep|no|nope|good|great|agreed?|fine|sure|ok(?:ay)?|i'?d|i would|maybe|not sure"
                      r"|makes sense|risky|careful|fair|nice)\b", re.I)


def own_points(items: dict[str, str], own: str) -> dict[str, str]:
    """The person's own numbered points, when the assistant's list only comments on them one by one
    (the person lists four action items, the reply says "1. Yes, … 3. I'd push back …"): "1 and 2
    agreed" then takes the person's points, not the comments."""
    theirs = options(own)
    if len(items) < 2 or list(theirs) != list(items):
        return {}
    return theirs if verdicts(items) else {}


def verdicts(items: dict[str, str]) -> bool:
    """Half the points or more open with a verdict on someone's point ("Yes, that fixes the cause", "I'd push back")."""
    return sum(bool(_VERDICT.match(t)) for t in items.values()) * 2 >= len(items)


# "`book()` checks for an overlap and then inserts, inside a READ COMMITTED transaction: both …
# Options: 1. … 3. An exclusion constraint …": the options fix what the sentences before them found
_EXPLAINS = re.compile(r"\b(?:because|since|due to|caused by|comes? from|came from|race|both|before (?:either|the other)"
                       r"|which (?:means|is why)|so (?:the|it|they|every|each)|the (?:root )?cause"
                       # "Almost all of the 4.4 s is the scan and the sort.": where the time goes
                       r"|(?:almost |nearly )?all of the [\d.,]+ ?(?:s|ms|seconds|minutes|min)|most of the time|is spent (?:in|on))\b", re.I)
FOUND_WORDS = 90  # a longer lead-in is a report of its own, not the reason for the options


def found_before(text: str, items: dict[str, str]) -> str:
    """What the message found before laying out its options, for the note on the option picked
    (" Found: …"); "" when the options follow no explanation."""
    first = text.find(next(iter(items.values()), "\0"))
    lead = text[:first] if first > 0 else ""
    said = [s.text for s in H.sentences(lead) if not s.text.rstrip().endswith("?")]
    if len(said) < 2 or H._words(" ".join(said)) > FOUND_WORDS or not any(_EXPLAINS.search(s) for s in said):
        return _asked_for(lead)
    return " Found: " + " ".join(H.clean(s, None) + "." for s in said)


# "**Where to keep the offline loans** (the journal). Three ways:": the line over the options says what they are for
_FOR_WHAT = re.compile(r"^\W*(?:where|how|which|what)\b[^\n]{3,100}?(?=[.:]\s*(?:(?:two|three|four|five|\d|a few|several) "
                       r"(?:ways|options|choices|candidates)\s*)?:?\s*$)", re.I)


def _asked_for(lead: str) -> str:
    """The question the options answer, from the line just over them (" For: where to keep …"), or ""."""
    line = next((x for x in reversed(lead.rstrip().split("\n")) if x.strip() and not re.fullmatch(r"\s*(?:[-*•]|\d{1,2}[.)])\s*", x)), "")
    m = _FOR_WHAT.match(H.clean(line, None))
    return f" For: {m.group().strip()}." if m else ""


# "go with that", "ok, do that": a reply that takes what the agent's message recommends, naming nothing itself
TAKES_IT = re.compile(r"^\W*(?:(?:ok(?:ay)?|yes|yep|sure|fine|agreed|sounds good)\W+)?(?:go with (?:that|it|your pick)|do (?:that|it)"
                      r"|let'?s do (?:that|it)|sounds good|agreed|fine by me|k|ok(?:ay)?|yes|yep|yeah|sure|fine|go|👍)\W*$", re.I)  # ("k")
_RECOMMENDS = re.compile(r"\b(?:i'?d|i would|my (?:pick|vote|choice|recommendation)|i (?:recommend|suggest|lean (?:to|towards)))\b", re.I)


def recommended_pick(text: str, items: dict[str, str]) -> str | None:
    """The option the agent's message recommends after laying them out ("… 3. … I'd take the first.")."""
    item = list(items.values())[-1]
    tail = text[text.rfind(item) + len(item):] if item in text else ""
    said = [s.text for s in H.sentences(tail) if _RECOMMENDS.search(s.text)]
    return pick_number(said[-1], items, text) if said else None


def asked_for_options(asked: str) -> str:
    """What the person asked the options for, when they asked for them ("meter-svc's redis is oversized …
    options?"): the sentences of their message before the ask (" For: …"), or ""."""
    ask = ASKS_OPTIONS.search(asked)
    said = [s.text for s in H.sentences(asked[:ask.start()])] if ask is not None else []
    said = [s for s in said if H._words(s) >= 4][-2:]  # ("yo." and a greeting say nothing of it)
    return f" For: {' '.join(H.clean(s, None) + '.' for s in said)}" if said and H._words(" ".join(said)) <= FOUND_WORDS else ""


# The person asked for the options: "attoparsec errors are useless for users. alternatives?"
ASKS_OPTIONS = re.compile(r"\b(?:alternatives?|options|what else)\s*\?|\bwhich (?:one|library|lib|crate|package|gem|tool)\b[^?]*\?"
                           r"|\b(?:candidates|contenders|the options|options|alternatives|shortlist|on the table|in the running)"  # "options to compare: …"
                           # "options on my list: more airflow, dagster, prefect, or plain kubernetes cronjobs"
                           r"(?:\s+(?:are|to (?:compare|consider|weigh)|on (?:my|the|our) (?:list|shortlist|radar)|i (?:see|have)|we have))?\s*:", re.I)
# an item named by its product, not the verb before it: "upgrade to CKAN 2.11", "rebuild it as a Django app"
ITEM_NAME = re.compile(r"(?<![\w'])(?=[\w.+#-]*[A-Z])[\w.+#-]*[A-Za-z][\w.+#-]*(?!')")


def item_name(item: str, previous: str) -> str | None:
    """An option of the person's list by its name: in "more airflow" or "plain kubernetes cronjobs" the
    word the assistant's message names, else the word written as a product, else the item's words
    ("our own random tokens", which a reply picks by saying them)."""
    words = list(re.finditer(r"[\w.+#-]{2,}", item))
    m = next((w for w in words if w.group().lower() in names(previous)), None) or ITEM_NAME.search(item)
    label = re.sub(r"^(?:(?:or|just|plain|more|the|a|an)\s+)+", "", " ".join(item.lower().split()))
    return m.group().lower() if m else label or None
