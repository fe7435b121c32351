"""Turning an LLM's answer into Facts we can trust the shape of.

The answer is hostile until proven otherwise: it may be broken JSON (repaired with json-repair),
prose around JSON, 10,000 facts, ids like `../../x`, titles that try to instruct the next agent.
Each fact is validated on its own; an invalid one is dropped, never the whole answer. Ids from
the model are only ever used to point at existing notes, after `is_valid_id` and an existence
check; new note ids always come from our own slugify.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from ..vault.ids import is_valid_id
from ..vault.note import CONFIDENCE, NOTE_TYPES
from .base import ExtractionError, Fact, ParseReport

log = logging.getLogger("vaultmem.extract")

MAX_ANSWER_CHARS = 20_000_000  # beyond this an answer is not read at all
MAX_REPAIR_CHARS = 2_000_000  # json-repair costs ~1 s per MB; a broken answer is cut to this first
TITLE_CHARS = 120
BODY_CHARS = 2000
QUOTE_CHARS = 1000
MAX_TAGS = 6
MAX_LINKS = 10

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")
_TAGLIKE = re.compile(r"<\s*/?\s*[A-Za-z][\w:-]*[^<>]*>")
# Text that addresses the reader as a model is an injection attempt, not a memory about a project.
INJECTION = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above|earlier|preceding) (?:instructions|prompts|messages|context)"
    r"|disregard (?:all |any |the )?(?:previous|prior|above|your) "
    r"|(?:new|updated|real) (?:system )?instructions\s*:"
    r"|system prompt|you are now |you must now |act as (?:an? )?(?:unrestricted|jailbroken)"
    r"|<\s*/?\s*(?:vaultmem-context|system|assistant|user|instructions?)\b"
    r"|\bexfiltrat|\bcurl\s+[^\n]*\|\s*(?:ba)?sh\b",
    re.I)


def load_answer(raw: str) -> tuple[Any, bool]:
    """The JSON value in an answer, repairing it when needed; (value, repaired)."""
    text = raw.strip()[:MAX_ANSWER_CHARS]
    fence = re.match(r"\A```(?:json)?\s*(.*?)\s*```\s*\Z", text, re.S)
    if fence:
        text = fence.group(1)
    try:
        return json.loads(text), False
    except (ValueError, RecursionError):
        pass
    import json_repair

    text = text[:MAX_REPAIR_CHARS]  # json-repair closes whatever the cut left open

    try:
        value = json_repair.loads(text)
    except Exception as exc:  # json-repair's own failure on adversarial input
        raise ExtractionError(f"extractor answer is not JSON and cannot be repaired ({type(exc).__name__})",
                              "the ticket will be retried; check extract.model") from None
    return value, True


def _fact_items(value: Any) -> list[Any]:
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        for key in ("facts", "notes", "memories", "items"):
            if isinstance(value.get(key), list):
                return value[key]
        if "title" in value and "quote" in value:
            return [value]  # a single fact without the wrapper
        if not value:
            return []
        if any(isinstance(v, list) for v in value.values()):
            return []  # an object with some other list: nothing we know
    raise ExtractionError("extractor answer holds no facts list", "the ticket will be retried; check extract.model")


def clean_line(text: str, limit: int) -> str:
    """One line: no control or bidi characters, no tags, no heading or link syntax, bounded."""
    text = _CONTROL.sub(" ", text)
    text = _TAGLIKE.sub(" ", text)
    text = text.replace("[[", "").replace("]]", "")
    text = " ".join(text.split()).lstrip("#>*-+ ").strip()
    if len(text) > limit:
        cut = text[:limit].rsplit(" ", 1)[0]
        text = (cut if len(cut) > limit // 2 else text[:limit]).rstrip(" ,;:") + "…"
    return text


def clean_block(text: str, limit: int) -> str:
    """Multi-line text: no control or bidi characters, no tag-like sequences, bounded."""
    text = _CONTROL.sub(lambda m: m.group(0) if m.group(0) in "\n\t" else " ", text.replace("\r\n", "\n"))
    text = _TAGLIKE.sub(lambda m: m.group(0).replace("<", "‹").replace(">", "›"), text)
    return text.strip()[:limit]


def _number(value: Any, default: float) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return default
    return default if number != number else min(1.0, max(0.0, number))  # NaN -> default


def _str_list(value: Any, limit: int) -> list[str]:
    if isinstance(value, str):
        value = re.split(r"[,\s]+", value)
    if not isinstance(value, list):
        return []
    return [v.strip() for v in value[: limit * 4] if isinstance(v, str) and v.strip()][:limit]


def _relation(item: dict[str, Any]) -> tuple[str, str | None]:
    raw = item.get("relation")
    relation = raw.strip().lower() if isinstance(raw, str) else "new"
    target = item.get("target") if isinstance(item.get("target"), str) else None
    if ":" in relation:
        relation, _, target = relation.partition(":")
    relation = {"extend": "extends", "update": "updates", "none": "noop", "duplicate": "noop"}.get(relation, relation)
    target = target.strip() if target else None
    if relation not in ("extends", "updates", "noop") or not target or not is_valid_id(target):
        return "new", None  # unknown relation or unsafe/missing target: judged again by dedup
    return relation, target


def fact_from_item(item: Any, report: ParseReport) -> Fact | None:
    """A validated Fact from one raw answer item, or None (counted in the report)."""
    if not isinstance(item, dict):
        report.drop("not_an_object")
        return None
    title_raw, quote = item.get("title"), item.get("quote")
    if not isinstance(title_raw, str) or not isinstance(quote, str):
        report.drop("missing_title_or_quote")
        return None
    body_raw = item.get("body") if isinstance(item.get("body"), str) else ""
    if INJECTION.search(title_raw) or INJECTION.search(body_raw):
        report.drop("injection")
        return None
    title = clean_line(title_raw, TITLE_CHARS)
    quote = quote.strip()
    if len(re.sub(r"\W", "", title)) < 3 or not quote or len(quote) > QUOTE_CHARS:
        report.drop("bad_title_or_quote")
        return None
    ftype = item.get("type") if item.get("type") in NOTE_TYPES else "fact"
    confidence = item.get("confidence") if item.get("confidence") in CONFIDENCE else "experimental"
    # Tags stay text here: the pipeline redacts them before they are slugified into topic ids.
    tags = [t for t in dict.fromkeys(clean_line(t, 100) for t in _str_list(item.get("tags"), MAX_TAGS)) if t]
    relation, target = _relation(item)
    turn = item.get("turn") if isinstance(item.get("turn"), str) else None
    return Fact(title=title, body=clean_block(body_raw, BODY_CHARS), type=ftype,
                importance=_number(item.get("importance"), 0.5), confidence=confidence,
                scope="global" if item.get("scope") == "global" else "project", tags=tags,
                links=[clean_line(x, 100) for x in _str_list(item.get("links"), MAX_LINKS)],
                quote=quote, turn_ids=[turn[:200]] if turn else [], relation=relation, target=target)


def parse_facts(raw: str, max_notes: int) -> ParseReport:
    """Validated facts from an LLM answer; raises ExtractionError when there is no usable JSON."""
    if not isinstance(raw, str) or not raw.strip():
        raise ExtractionError("extractor returned an empty answer", "the ticket will be retried")
    value, repaired = load_answer(raw)
    items = _fact_items(value)
    report = ParseReport(repaired=repaired)
    # Look at a bounded number of items: grounding later drops some, but 10,000 is an attack.
    budget = max(4 * max_notes, 20)
    if len(items) > budget:
        report.truncated = len(items) - budget
        items = items[:budget]
    for item in items:
        fact = fact_from_item(item, report)
        if fact is not None:
            report.facts.append(fact)
    if repaired:
        log.info("extractor answer was not valid JSON; repaired it")
    if report.dropped or report.truncated:
        log.info("extractor answer: %d facts kept, dropped %s, %d beyond the cap ignored",
                 len(report.facts), report.dropped, report.truncated)
    return report
