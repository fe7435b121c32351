"""One ticket's extraction: redacted turns -> related notes -> facts -> grounding -> dates ->
optional verification -> dedup/relations -> vault writes -> ledger.

Everything is computed before the first write. The computed facts are stashed in the ledger,
and the window is marked done only after the last write; so when a write fails halfway the
ticket stays retryable and the retry applies the same facts, finding what was already written.
A backend failure (extraction or verification) raises before anything is stashed or written.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable, Sequence, TypeVar

from ..recall.scope import GLOBAL, project_scope
from ..vault.ids import slugify
from .base import Extraction, ExtractionError, Extractor, Fact, RelatedNote, Verification, Verifier
from .factory import make_extractor
from .ground import ground
from .shape import shape_fact
from .ledger import Ledger, check_budgets, ledger_path, window_key
from .settings import ExtractionParts, ExtractSettings, redactor_fn
from .prompt import estimate_tokens
from .relate import TOPIC_PREFIX, Planner
from .staged import stage_actions
from .writer import Writer, apply_actions

if TYPE_CHECKING:
    from ..capture.turns import Transcript, Turn
    from ..config import Config
    from ..memory import Memory

log = logging.getLogger("vaultmem.extract")

RELATED_LIMIT = 8
QUERY_CHARS = 1500
PROMPT_OVERHEAD_TOKENS = 1200  # instructions + the answer, on top of the transcript itself


def extraction_parts(cfg: "Config") -> ExtractionParts:
    """The pipeline's parts for a configuration (vaultmem/ingest/pipelines.py `build_extraction` is the
    roots' way in); the extractor is built on first use."""
    settings = ExtractSettings.from_config(cfg)
    redact = redactor_fn(settings.redact_allowlist)
    return ExtractionParts(lambda: make_extractor(cfg, redact), redact, Ledger(ledger_path(cfg)), settings)


def make_pipeline(parts: ExtractionParts, review: str | None = None
                  ) -> Callable[["Memory", "Transcript", list["Turn"], list["Turn"]], dict[str, Any]]:
    """The ticket processor's pipeline: every window goes through the same parts."""
    return lambda memory, transcript, turns, lead=(): run_pipeline(memory, transcript, turns, review, parts, lead)


def related_notes(memory: "Memory", transcript: "Transcript", turns: list["Turn"]) -> list[RelatedNote]:
    """Existing notes the conversation is about, for the extractor's conflict context."""
    said = [t.text for t in turns if t.role in ("user", "assistant") and t.kind == "message" and t.text.strip()]
    query = " ".join(" ".join(said).split())[-QUERY_CHARS:]
    if not query.strip() or not memory.index.size():
        return []
    hits = memory.search(query, limit=RELATED_LIMIT, cwd=transcript.cwd, expand_graph=False, record=False)
    out = []
    for hit in hits:
        if hit.kind != "note" or hit.id.startswith(TOPIC_PREFIX):
            continue
        quote = (hit.entry.get("source") or {}).get("quote")
        out.append(RelatedNote(id=hit.id, title=hit.title, type=hit.type, description=hit.description,
                               quote=quote, score=round(hit.score, 4)))
    return out


def _window_chars(turns: list["Turn"]) -> int:
    return sum(len(t.text) + sum(len(r.text) for r in t.tool_results) for t in turns)


Charged = TypeVar("Charged", Extraction, Verification)


def _llm_call(memory: "Memory", parts: ExtractionParts, chars: int, call: Callable[[], Charged]) -> Charged:
    """One LLM call within today's budgets. Its tokens count even when it fails (a failed call's
    ExtractionError carries what it cost)."""
    ledger = parts.ledger
    check_budgets(ledger, parts.settings.budgets, estimate_tokens(chars) + PROMPT_OVERHEAD_TOKENS)
    try:
        result = memory.unlocked(call)
    except ExtractionError as exc:
        ledger.add_tokens(exc.usage.input, exc.usage.output)
        raise
    ledger.add_tokens(result.usage.input, result.usage.output)
    return result


def _reject_unsupported(memory: "Memory", verifier: Verifier, parts: ExtractionParts, turns: list["Turn"],
                        facts: list[Fact]) -> tuple[list[Fact], int]:
    """Facts the verifier says the conversation supports; (kept, tokens)."""
    chars = _window_chars(turns) + sum(len(f.title) + len(f.quote) for f in facts)
    verdict = _llm_call(memory, parts, chars, lambda: verifier.verify(turns, facts))
    for i, reason in sorted(verdict.rejected.items()):
        log.info("REJECTED %s reason=%s", facts[i].title, parts.redact(reason))
    return [f for i, f in enumerate(facts) if i not in verdict.rejected], verdict.usage.total


def _extract(memory: "Memory", parts: ExtractionParts, transcript: "Transcript",
             turns: list["Turn"], lead: Sequence["Turn"] = ()) -> tuple[list[Fact], dict[str, int], int]:
    """Facts from the backend, grounded, capped and (extract.verify) verified; (facts, dropped by
    reason, tokens spent)."""
    extractor, redact, settings = parts.extractor, parts.redact, parts.settings
    related = related_notes(memory, transcript, turns)
    chars = _window_chars(turns) + sum(len(r.title) + len(r.description) for r in related)
    if extractor.uses_llm:
        extraction = _llm_call(memory, parts, chars, lambda: extractor.run(turns, related))
    else:
        extraction = memory.unlocked(lambda: _with_lead(extractor, list(lead), turns, related))
        turns = [*lead, *turns]  # a fact may quote the proposal a reply in the window took
    tokens = extraction.usage.total
    report = extraction.report
    dropped: dict[str, int] = dict(report.dropped) if report else {}
    if report and report.truncated:
        dropped["over_cap"] = dropped.get("over_cap", 0) + report.truncated
    kept, not_grounded = ground(extraction.facts, turns)
    for fact in kept:  # ids, tags and links derive from these: redact before anything is built on them
        shape_fact(fact, retag=not extractor.uses_llm)  # a title from the quote is redacted just below
        fact.title, fact.body = redact(fact.title), redact(fact.body)
        fact.tags = [t for t in dict.fromkeys(slugify(redact(t), 30) for t in fact.tags) if t != "note"]
        fact.links = [redact(x) for x in fact.links]
    for reason, n in not_grounded.items():
        dropped[reason] = dropped.get(reason, 0) + n
    max_notes = settings.max_notes
    if len(kept) > max_notes:
        dropped["over_cap"] = dropped.get("over_cap", 0) + len(kept) - max_notes
        kept = kept[:max_notes]
    # The heuristic backend has no model to ask: extract.verify is for LLM backends only.
    if kept and settings.verify and extractor.uses_llm and isinstance(extractor, Verifier):
        verified, spent = _reject_unsupported(memory, extractor, parts, turns, kept)
        tokens += spent
        if len(verified) < len(kept):
            dropped["unsupported"] = len(kept) - len(verified)
        kept = verified
    return kept, dropped, tokens


def _with_lead(extractor: "Extractor", lead: list["Turn"], turns: list["Turn"], related: list[RelatedNote]) -> Extraction:
    """The offline extractor on the window read after its lead: only the facts the window adds.

    "both." and the report after it are one Stop's window; the proposal they take is in the turns
    before. Reading those turns as well, and keeping what reading them alone does not give, finds
    the decision without writing again what an earlier window already wrote."""
    extraction = extractor.run([*lead, *turns], related)
    if not lead:
        return extraction
    earlier = extractor.run(lead, related).facts
    # (a note the window changes, "update the note you keep, 0.83 is the threshold", is new in its body)
    before = {(f.title, f.quote, f.body) for f in earlier}
    added = [f for f in extraction.facts if (f.title, f.quote, f.body) not in before]
    now = {f.quote for f in extraction.facts}
    replaced_by(added, [f for f in earlier if f.quote not in now])  # "no make it 15": what the window took back
    return Extraction(added, extraction.usage, extraction.report)


SHARED_WORDS = 2


def replaced_by(added: list[Fact], gone: list[Fact]) -> None:
    """Mark each fact the window adds with the earlier fact it replaces: one the turns before said and the
    window took back, about the same thing (two words in common; one when each is the only one). A fact
    that shares nothing with it ("scratch that. the port is 8080") replaces nothing."""
    from ..recall.passages import STOP_WORDS
    from .sentences import _content_words

    def words(f: Fact) -> set[str]:
        return {w for w in _content_words(f"{f.title} {f.quote}") - STOP_WORDS if not w[:1].isdigit()}

    for fact in added:
        shared = sorted(((len(words(fact) & words(g)), i) for i, g in enumerate(gone)), reverse=True)
        if shared and (shared[0][0] >= SHARED_WORDS or (shared[0][0] and len(gone) == 1 and len(added) == 1)):
            fact.supersedes = gone.pop(shared[0][1]).quote


def run_pipeline(memory: "Memory", transcript: "Transcript", turns: list["Turn"],
                 review: str | None = None, parts: ExtractionParts | None = None,
                 lead: Sequence["Turn"] = ()) -> dict[str, Any]:
    """Extract notes from a window of redacted turns and write them; the ticket result summary.

    `parts` come from the composition root (make_pipeline); without them (a test, a one-off call)
    they are built here from the memory's configuration, for this window alone."""
    if parts is None:
        parts = extraction_parts(memory.config)
    extractor, redact, ledger, settings = parts.extractor, parts.redact, parts.ledger, parts.settings
    key = window_key(transcript.session_id, turns, extractor.version)
    result: dict[str, Any] = {"extractor": extractor.name, "new": 0, "extends": 0, "updates": 0, "reinforced": 0,
                              "noop": 0, "dropped_ungrounded": 0, "rejected_unsupported": 0, "notes": []}
    if ledger.is_done(key):
        result["already_extracted"] = True
        return result
    memory.vault.init()
    stashed = ledger.stashed_facts(key)
    if stashed is not None:
        # An earlier attempt computed these and may have written some before failing: bring the
        # index up to date with the vault so those writes are recognised, then apply the rest.
        memory.reindex()
        facts = [Fact.from_dict(d) for d in stashed]
        dropped: dict[str, int] = {}
        result["resumed"] = True
    else:
        facts, dropped, tokens = _extract(memory, parts, transcript, turns, lead)
        if extractor.uses_llm:
            result["tokens"] = tokens
        ledger.stash(key, transcript.session_id, extractor.version, [f.to_dict() for f in facts])
    scope = project_scope(transcript.cwd) or GLOBAL
    planner = Planner(memory, transcript.session_id, scope, settings.dedup_threshold, settings.extend_threshold)
    actions = planner.plan(facts)
    if (review or settings.review) == "staging":  # a person approves each note first (vaultmem review)
        applied = stage_actions(memory, transcript, [*lead, *turns], actions, redact, ledger)
        result["staged_ids"] = applied["staged_ids"]
    else:
        applied = apply_actions(Writer(memory, transcript, [*lead, *turns], redact, ledger), actions)
    for name, count in applied["counts"].items():
        result[name] = result.get(name, 0) + count
    result["facts"] = len(facts)
    result["dropped_ungrounded"] = dropped.get("ungrounded", 0)
    result["rejected_unsupported"] = dropped.get("unsupported", 0)
    if dropped:
        result["dropped"] = dropped
    result["notes"] = applied["notes"]
    if applied["topics"]:
        result["topics"] = applied["topics"]
    ledger.mark_done(key, transcript.session_id, extractor.version, result)
    log.info("EXTRACTED session=%s %s", transcript.session_id[:12],
             {k: v for k, v in result.items() if k not in ("notes", "topics")})
    return result
