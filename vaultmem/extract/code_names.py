"""The code name of a setting a person sets in words (heuristic extractor, offline).

"Almost all of the 11 minutes is the solver sitting at its 600 s time limit (time_limit_s in
planner/config.toml)" — "the solver time limit for the nightly plan goes to 150 s, per depot": the
person names the setting the way the assistant just described it, in words. The note also says the
assistant's sentence, which holds the setting's name in the code: what the next person greps for.
The sentence must share the value's unit and at least two of the person's words, so a number of the
same kind about something else is not taken for it.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING

from . import rules as R
from .sentences import _words, clean, sentences
from .settled import _words as content_words

if TYPE_CHECKING:
    from ..capture.turns import Turn
    from .base import Fact

# `time_limit_s`, MAX_QUEUED, poll_minutes: a name as code writes it
_CODE = re.compile(r"`[^`\n]{2,60}`|\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b")
_UNITS = {"ms": "ms", "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s", "min": "min",
          "mins": "min", "minute": "min", "minutes": "min", "h": "h", "hour": "h", "hours": "h", "d": "d",
          "day": "d", "days": "d", "kb": "kb", "mb": "mb", "gb": "gb", "kg": "kg", "%": "%", "px": "px"}
_VALUE = re.compile(r"\d[\d.,]*\s?(ms|secs?|seconds?|s|mins?|minutes?|hours?|h|days?|d|kb|mb|gb|kg|px|%)(?![\w])", re.I)
SHARED, SENTENCE_WORDS = 2, 45


def unit_family(unit: str) -> str:
    """One name for the ways a unit is written: "minutes", "mins" and "min" are all "min"."""
    return _UNITS.get(unit.lower(), unit.lower())


def units_in(text: str) -> set[str]:
    """The unit families of the values a text gives ("300 ms, 2 minutes" -> {"ms", "min"})."""
    return {unit_family(m.group(1)) for m in _VALUE.finditer(text)}


def name_in_code(facts: list["Fact"], replied: str) -> None:
    """Add to each of the person's values the assistant's sentence (of its messages since the person's
    last one) that names, as code, the setting the value is for (module docstring)."""
    for fact in facts:
        _named(fact, replied)


def _named(fact: "Fact", replied: str) -> None:
    units = units_in(fact.quote)
    if fact.role != "user" or not units or _CODE.search(fact.quote):
        return  # no value with a unit, or the person names the setting as code already
    words = {w for w in content_words(fact.quote) if not w.isdigit()}
    for s in sentences(replied):
        text = s.text
        if text.rstrip().endswith("?") or _words(text) > SENTENCE_WORDS or not _CODE.search(text):
            continue
        shared = words & {w for w in content_words(text) if not w.isdigit()}
        if units & units_in(text) and len(shared) >= SHARED and clean(text, None) not in fact.body:
            fact.body = f"{fact.body.rstrip()} About: {clean(text, None)}."
            return


def _put_before(window: list["Turn"], at: int) -> str:
    """The text of the agent's last message before window[at] (the one a bare value answers)."""
    return next((t.text for t in reversed(window[:at]) if t.role == "assistant" and t.text.strip()), "")


# "gateway_rate_per_second: 40", "retries=0", "maxAge = 7": a key as code writes it, given a number
# (.NET settings are PascalCase: `"PrefetchCount": 20`; Spring's YAML is kebab-case: `max-file-size: 5MB`)
# (a builder's call: `.responseTimeout(Duration.ofSeconds(90))`; said back: "`responseTimeout` is 90 s")
_KEY_SET = r"(?<![\w.-])(?P<key>[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+|[a-z][a-z0-9]*(?:-[a-z0-9]+){{2,}}|[a-z]+[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+)[\"']?\s*[:=]\s*[\"']?{n}(?![\w.])" \
    r"|(?<![\w-])\.(?P<call>[a-z]+[A-Z]\w*)\((?:[\w.]+\()?{n}(?![\w.])|`(?P<said>[a-z]+[A-Z]\w*|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)` (?:is|is now|set to) {n}(?![\w.])"
# ("Timeout: 90", or the value before what weighed it: "6 GB: 6 GB would leave more room for the page cache")
_VALUE_FIRST = re.compile(r"^\d[\d.,]*(?: ?[A-Za-zµ%]+)?: ")
_KIND_AND_VALUE = re.compile(rf"^[A-Z][a-z]+(?: [a-z]+)?: \d[\d.,]*(?: ?[a-zµ%]+)?$|{_VALUE_FIRST.pattern}")
_CONFIG_FILE = re.compile(r"[\w./-]+\.(?:ya?ml|toml|json|ini|conf|cfg|env|properties|tf|hcl)\b")


# "ok 20", "20 then", "fine, 45s": a value picked with no name for what it sets
_BARE_VALUE = re.compile(r"^\W*(?:(?:ok(?:ay)?|fine|yes|yep|sure|go|then|so|let'?s do|do)\W+)*\d[\d.]*\s*\w{0,3}"
                         r"(?:\W+(?:then|it is|please|pls|is fine|works))?\W*$", re.I)


def _plain(call_input: str) -> str:
    """A tool call's input as the text it writes: its JSON strings decoded ("…\\nqueue_size = 10" is a new
    line, then `queue_size`, not a key `nqueue_size`)."""
    try:
        data = json.loads(call_input)
    except ValueError:
        return call_input
    return "\n".join(str(v) for v in data.values()) if isinstance(data, dict) else call_input


# "change daily to 30" where the edit sets `restic_keep_daily`: the setting named by a part of its key
_SET_PART = re.compile(r"\b(?:make|set|change|put|bump|raise|lower) (?:the )?(?P<part>[a-z]+) to \d", re.I)


def _part_of_key(quote: str, key: str) -> bool:
    """Whether the quote sets a value by naming one word of the key the edit set."""
    parts = {p.lower() for p in re.split(r"[_.]|(?<=[a-z])(?=[A-Z])", key)}
    return any(m["part"].lower() in parts for m in _SET_PART.finditer(quote))


# "For the pool size I'd start with `default_pool_size` 50 per database/user pair." - "… too close to 400 again.
# make it 30": the one key the agent's message put a value on, given another
_MAKE_IT = re.compile(r"\b(?:make|set|put) it (?:to )?(?P<n>\d[\d.]*)\s*(?:[a-z%]{1,3}\b)?\W*$", re.I)


def _key_put_forward(fact: "Fact", before: str) -> None:
    """Title the person's "make it 30" by the one key the agent's last message put another value on."""
    asked = _MAKE_IT.search(fact.quote)
    keys = {m[0]: m[1] for m in re.findall(r"`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`\s+(\d[\d.]*)", before)}
    if asked is None or len(keys) != 1 or asked["n"] in keys.values():
        return
    key = next(iter(keys))
    fact.title = f"{key} is {asked['n']}"
    fact.body = f"{fact.title}. {fact.body.rstrip()} Instead of: {keys[key]}."


def named_in_edits(facts: list["Fact"], window: list["Turn"]) -> list["Fact"]:
    """"put it to 40" - the agent's next edit writes `gateway_rate_per_second: 40`: the note on the
    person's value names the key the edit set, and the file, as what the next person greps for. A
    title that names the setting only as "it" becomes the key and its value."""
    at = {t.id: i for i, t in enumerate(window)}
    for fact in facts:
        if fact.role != "user" or not fact.turn_ids or fact.turn_ids[0] not in at or _CODE.search(fact.quote):
            continue
        # (with a size's unit as config writes it: "6GB then" to `shared_buffers = 6GB`)
        numbers = re.findall(r"(?<![\w.])\d+(?:\.\d+)*(?:[KMGT]i?B)?(?![\w.]*\w)", fact.quote, re.I)  # ("to 4." ends its sentence)
        numbers += [f"{n}0" for n in numbers if re.fullmatch(r"\d+\.\d", n)]  # ("we go to 0.7" writes `refer_to_siu: 0.70`)
        calls, answered = [], []
        for turn in window[at[fact.turn_ids[0]] + 1:]:
            if turn.role == "user" and turn.kind == "message" and turn.text.strip():
                break  # only the work done on this request
            calls += [_plain(c.input) for c in turn.tool_calls]
            answered += [turn.text] if turn.role == "assistant" else []
        # (the edit, else the reply that says it back: "With `defaultBandwidthEstimate: 3000000` it starts at 720p")
        # ("2000 it is" to "… I'll make 2000 the default (`BATCH_SIZE = 2000` in `load.py`)": the key said before)
        before = [_put_before(window, at[fact.turn_ids[0]])] if _BARE_VALUE.match(fact.quote) else []
        found = next(((m, call) for n in numbers for call in calls + answered + before
                      if (m := re.search(_KEY_SET.format(n=re.escape(n)), call))), None)
        if found is None:
            # "make the dlq ttl 14 days" - "… setting message-ttl 1209600000 ms (14 days) on readings.dlq": said back
            _named(fact, "\n\n".join(answered))
            _key_put_forward(fact, _put_before(window, at[fact.turn_ids[0]]))
            continue
        match, call = found
        key = match["key"] or match["call"] or match["said"]
        where = _CONFIG_FILE.search(call)
        fact.body = f"{fact.body.rstrip()} Set as `{key}`{(' in ' + where.group()) if where else ''}."
        # ("Timeout: 90", the title of a value picked with the setting's kind only)
        if (R.VALUE_OF_IT.search(fact.quote) or _BARE_VALUE.match(fact.quote) or _KIND_AND_VALUE.match(fact.title)
                or _part_of_key(fact.quote, key)) \
                and (_words(fact.title) <= 6 or _VALUE_FIRST.match(fact.title)):
            value = re.split(r"[:=]", match.group(), maxsplit=1)[1].strip(" \"'") if match["key"] else \
                fact.title.split(": ")[0] if _VALUE_FIRST.match(fact.title) else fact.title.split(": ")[-1] \
                if _KIND_AND_VALUE.match(fact.title) else re.search(r"\d[\w.]*$", match.group()).group()
            old, fact.title = fact.title, f"{key} is {value}"
            fact.body = fact.title + fact.body[len(old):] if fact.body.startswith(old) else fact.body
    return facts
