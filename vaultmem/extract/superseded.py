"""A value set in a session holds until it is set again.

The extractor reads a session in order and may note a setting several times: the person asks for a
value, the assistant reports it, the person changes their mind ("make it 15 and leave it there").
`last_values` keeps the latest statement of each setting, and folds a request into the report that
carried it out.
"""

from __future__ import annotations

import re

from .base import Fact
from .options import GENERIC_WORDS, _stop_words
from .sentences import _content_words, clean, sentences
from .signals import ANSWERED, NUMBER, values


SUBJECT_SHARED = 2  # words two statements of a value share to be about the same setting


_NOT_SUBJECT = frozenset(("set", "now", "added", "make", "the", "and", "stays", "with", "from", "that", "this",
                          "revert", "change", "switch", "bump", "raised", "lowere", "pinned", "while", "instea",
                          "keep", "also", "just", "please", "config"))


def _subject(text: str) -> set[str]:
    return {w[:6] for w in re.findall(r"[a-z][a-z0-9]{2,}", text.lower().replace("_", " "))} - _NOT_SUBJECT


def _sets_another(later: str, earlier: str) -> bool:
    """The later statement writes its setting as code and the earlier one never names it: "Set
    `heartbeat_s 10` for `orka_uat`" sets something else than the session's "port 9880"."""
    names = {m.group(1).lower() for m in _CODE_SETTING.finditer(later)}
    said = earlier.lower()

    def named(name: str) -> bool:  # whole, or by most of its parts ("Deep sleep … minutes" for SLEEP_MINUTES)
        parts = [p for p in re.split(r"[_.-]", name) if len(p) >= 3]
        return name in said or (bool(parts) and 2 * sum(p in said for p in parts) >= len(parts))
    return bool(names) and not any(named(n) for n in names)


_CODE_SETTING = re.compile(r"`([A-Za-z_][\w.-]*)\s*(?:=|:|\s)\s*[^`\s][^`]*`")


def last_values(facts: list[Fact], hints: "dict[int, str] | None" = None) -> list[Fact]:
    """A value set in a session holds until it is set again: the latest statement of a setting wins.
    The assistant's report of a value the user asked for takes the request's words (the reason, and
    what the value is for) into its body, and the request is not a second note."""
    out: list[Fact] = []
    for fact in facts:
        if "config" in fact.tags and fact.role == "assistant" and (agreed := _settled_by(fact, out)) is not None:
            # "Done: env overrides …, require-lock-timeout with a 10s default maximum" after "1 yes. 2 no. …
            # 4 yes, but the maximum is 10s": the person's decision stays the note, the report says it was done
            agreed.body = f"{agreed.body}\n\nDone: {fact.quote}"
            continue
        if "config" in fact.tags and fact.role == "assistant" and fact.evidence != ANSWERED:
            # (an answer to "what port does it listen on again?" says what is, it sets nothing new)
            mine, about = values(fact.quote), _subject(fact.quote)
            for earlier in list(out):
                if earlier.type not in ("fact", "decision") or earlier.subject:
                    continue
                theirs = values(earlier.quote)
                if not theirs:
                    continue
                if mine & theirs and earlier.role == "user":
                    # (reports.with_request may have said what was asked already: the rest of it, said once)
                    rest = [x for x in sentences(earlier.body) if clean(x.text, None) not in fact.body]
                    if rest:
                        said = " ".join(f"{clean(x.text, None)}." for x in rest)
                        fact.body = f"{fact.body} {said}" if " Asked: " in fact.body else f"{fact.body} Asked: {said}"
                    out.remove(earlier)
                elif mine and not mine & theirs and (earlier.type == "fact" or "config" in earlier.tags) \
                        and not _sets_another(fact.quote, earlier.quote) and (
                        len(about & _subject(earlier.quote)) >= SUBJECT_SHARED or (
                        id(earlier) in (hints or {}) and about & _subject(earlier.quote + " " + hints[id(earlier)]))):
                    out.remove(earlier)  # set again since
        elif fact.role == "user" and fact.type == "fact" and not fact.subject:
            _drop_restated_setting(fact, out)
        out.append(fact)
    return out


def _settled_by(report: Fact, earlier: list[Fact]) -> Fact | None:
    """The person's settled list ("Agreed: …") whose values the assistant's report carries out."""
    mine = values(report.quote)
    return next((f for f in reversed(earlier) if f.role == "user" and f.body.startswith("Agreed:\n")
                 and mine and mine & values(f.body)), None)


def _drop_restated_setting(fact: Fact, earlier_facts: list[Fact]) -> None:
    """A person who sets a value again in a later message ("default decay 2.5 s" … "2.5 is too washy,
    make default decay 1.8 s") means the new one: the earlier statement of that setting goes."""
    mine, about = values(fact.quote), _named_with_values(fact.quote)
    for earlier in list(earlier_facts):
        if earlier.role != "user" or earlier.type != "fact" or earlier.subject or earlier.turn_ids == fact.turn_ids:
            continue
        theirs = values(earlier.quote)
        if theirs and mine - theirs and len(about & _named_with_values(earlier.quote)) >= SUBJECT_SHARED:
            earlier_facts.remove(earlier)


NAMING_WORDS, NAMING_AFTER = 4, 2  # words before / after a value that name what it sets ("3 days lookback")


def _named_with_values(text: str) -> set[str]:
    """The subject words said around each value of a sentence ("make default decay 1.8 s", "3 days
    lookback"), a plural "s" dropped."""
    out: set[str] = set()
    for m in NUMBER.finditer(text):
        near = text[:m.start()].split()[-NAMING_WORDS:] + text[m.end():].split()[:NAMING_AFTER]
        out |= {w[:-1] if w.endswith("s") and len(w) > 3 else w for w in _subject(" ".join(near))}
    return out


RESTATED_WORDS = 12  # "8080 everywhere, also in dev": a value said again in passing, not a note of its own


def restated(facts: list[Fact]) -> list[Fact]:
    """A value the person says again later in the session, in a few words ("the kiosk service has to
    listen on port 8080 …" … "and remember, 8080 everywhere, also in dev") is the same fact: the
    first note keeps what the repeat adds, and there is no second note."""
    out: list[tuple[Fact, set[str]]] = []  # each kept note with the values its quote states
    for fact in facts:
        stated = values(fact.quote)
        said = {v for v in stated if _telling(v)}
        first = next((f for f, its in out if said and said <= its and f.turn_ids != fact.turn_ids), None) \
            if fact.role == "user" and len(fact.quote.split()) <= RESTATED_WORDS else None
        if first is None and fact.role == "user" and _SAID_AGAIN.search(fact.quote):  # "I'll say it again …: dispatch row first"
            words = _content_words(fact.title) - GENERIC_WORDS - _stop_words()
            first = next((f for f, _ in out if f.role == "user" and f.turn_ids != fact.turn_ids
                          and len(words & _content_words(f"{f.title} {f.body}")) >= SAID_AGAIN_WORDS), None)
        if first is None:
            out.append((fact, stated))
            continue
        first.body = f"{first.body.rstrip()} Said again: {fact.body.strip()}"
    return [f for f, _ in out]


# "I'll say it again because it's the one that bit us: …", "as I said, …": the person repeats a rule of theirs
_SAID_AGAIN = re.compile(r"\b(?:i'?ll|let me|i will|i'?m going to) (?:say|repeat) (?:it|this|that) (?:again|once more|twice)\b"
                         r"|\bi'?m (?:saying|repeating) (?:it|this) again\b|\bas i (?:said|told you)(?: before| earlier)?\b", re.I)
SAID_AGAIN_WORDS = 2


def _telling(value: str) -> bool:
    """A value distinct enough to be the same one when said twice: not a small count ("3")."""
    try:
        number = float(value)
    except ValueError:
        return True  # "v2", "8443/tcp": a token, not a count
    return number >= 10 or not number.is_integer()


# "yes switch to okhttp": a later choice of another of the options laid out together
_SWITCH = re.compile(r"\bswitch(?:ing|ed|es)?\b[^.;\n]{0,40}?\bto\s+[`*]{0,2}(?P<x>[A-Za-z][\w.+#-]+)", re.I)


def switched_later(facts: list[Fact], texts: dict[str, str]) -> list[Fact]:
    """A decision for one of the options a message laid out ("For a first cut I'd take CIO" among CIO,
    OkHttp and Apache5) gives way to a later decision that switches to another of them ("yes switch to
    okhttp"). `texts`: each turn's text by id, so the earlier message's options can be read."""
    dropped: set[int] = set()
    for at, later in enumerate(facts):
        m = _SWITCH.search(later.quote) if later.type == "decision" else None
        target = m["x"].rstrip(".").lower() if m else ""
        for earlier in facts[:at] if target else ():
            said = texts.get(earlier.turn_ids[0], "") if earlier.turn_ids else ""
            # (the target must be laid out there as an option: in bold, as code, or opening a list item)
            if earlier.type == "decision" and earlier.turn_ids != later.turn_ids and target not in earlier.quote.lower() \
                    and re.search(rf"\*\*{re.escape(target)}\b|`{re.escape(target)}\b|^[ \t]*(?:[-*]|\d+[.)])[ \t]+"
                                  rf"(?:\*\*)?{re.escape(target)}\b", said, re.I | re.M):
                dropped.add(id(earlier))
    return [f for f in facts if id(f) not in dropped]
