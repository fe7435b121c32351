"""Shaping a grounded fact into a note a person would keep: a short title that states the fact
(never a cut sentence) and tags that fit what was decided, not every word the sentence mentions.

It runs once per fact before planning, so the planner compares and the writer stores the same
title (a restated fact still finds the note it restates).
"""

from __future__ import annotations

import re

from ..vault.ids import slugify
from ..vault.titles import names_too_little, short_title
from . import rules as R
from .base import Fact

MAX_TAGS = 3
# Topic tags checked before the general ones: a queue or a broker is messaging even when it is
# Redis ("Redis Streams") or mentions a database it feeds.
_FIRST = [("messaging", re.compile(
    r"\b(?:rabbitmq|kafka|nats|amqp|sqs|sns|pub/?sub|celery|sidekiq|bullmq|message (?:queue|broker|bus)s?|"
    r"event (?:bus|queue|stream)s?|(?:job|task|work|message|order events?) queues?|redis streams|brokers?|"
    r"consumers?|producers?|dead[- ]letter)\b", re.I))]
# What a statement says it does NOT use: "instead of Kafka", "not Postgres", "switched from MySQL".
_REJECTED = re.compile(r"(?:\b(?:not|instead of|rather than|over|no longer|away from|replacing|replaces|"
                       r"switch(?:ed|ing)? from|mov(?:ed|ing) from|migrat(?:ed|ing) from|dropp(?:ed|ing)|"
                       r"never use|avoid|don't use|do not use)\b)[^,.;:!?]*", re.I)


def topic_rules() -> list[tuple[str, re.Pattern[str]]]:
    """Topic tags in order of precedence (the first found names the note's topic hub)."""
    return _FIRST + list(R.TAGS)


def fitting_tags(fact: Fact) -> list[str]:
    """The fact's own tags (stack, preferences, commands...) plus the topics of what it states,
    leaving out what the statement names only as a rejected alternative."""
    rules = topic_rules()
    topic_names = {name for name, _ in rules}
    own = [t for t in fact.tags if t and t not in topic_names]
    said = _REJECTED.sub(" ", f"{fact.title}\n{fact.body or ''}")
    found = [name for name, pattern in rules if pattern.search(said)]
    if "messaging" in found and "database" in found and not re.search(
            r"\b(?:postgres(?:ql)?|mysql|sqlite|mongo(?:db)?|database|migrations?|sql)\b", said, re.I):
        found.remove("database")  # Redis as a broker is not a database decision
    return list(dict.fromkeys(slugify(t, 30) for t in [*own, *found]))[:MAX_TAGS]


def _full_statement(fact: Fact) -> str:
    """The whole statement behind a title an extractor cut with "…" (the quote it came from)."""
    title = fact.title.strip()
    if not title.endswith("…"):
        return title
    head = " ".join(title[:-1].split()).lower()
    for text in (fact.body, fact.quote):
        flat = " ".join((text or "").replace("**", "").split())
        at = flat.lower().find(head[: max(12, len(head) // 2)])
        if at >= 0 and not flat.rstrip(".").endswith("…"):
            # up to the end of that sentence: a body goes on with "Asked: …" or "Chosen over …"
            end = _NEXT_SENTENCE.search(flat, at + len(head) - 1)
            return flat[at:end.start() if end else None]
    return title[:-1]


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
# Where the next sentence of a body starts (not inside "never use the !! assertion").
_NEXT_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z`*\"'])")


def _statement_in(fact: Fact) -> str | None:
    """A title for a fact whose own names too little: the first sentence of its body (else its
    quote) that states something ("Mosquitto is fine and z2m talks MQTT anyway" for "no nats.")."""
    for text in (fact.body, fact.quote):
        for piece in _SENTENCE_END.split((text or "").replace("**", "")):
            piece = re.sub(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+", "", piece).strip()
            if not piece or piece.endswith("?"):
                continue
            title = short_title(piece)
            if not names_too_little(title) and not re.match(r"^(?:chosen|over|why|symptom|error|asked)\b", title, re.I):
                return title
    return None


def shape_fact(fact: Fact, retag: bool = True) -> Fact:
    """Give a fact its note title and (for rule-based extraction, `retag`) tags that fit and a
    statement for a title that names too little; in place. An LLM's title is its own choice."""
    # Always through short_title, also when it fits: a lead-in such as "From now on," or "Remember
    # that" is not part of the fact a person looks for in the quick switcher.
    fact.title = short_title(_full_statement(fact))
    if retag and names_too_little(fact.title):
        fact.title = _statement_in(fact) or fact.title
    if retag:
        fact.tags = fitting_tags(fact)
        # sentences joined with ". " keep their own stop: "… filter on event_date?. Let's …" reads "?"
        fact.body = re.sub(r"([?!])\.(?=\s|$)", r"\1", fact.body)
    return fact

