"""Reviewing staged notes: list, approve (optionally edited), reject.

Approving writes the note the way the extractor would have written it at that moment: the fact
is planned again against the current vault (another approval may have written the same thing
meanwhile: then it reinforces or extends that note instead of sitting beside it), and the writer
puts it live with its provenance (agent, session, turns, quote) and its `_sources/` excerpt,
indexed at once. Rejecting deletes the staged file and leaves one audit line (ids, who, why;
never the note's text, like every audit line) and nothing in the vault.
"""

from __future__ import annotations

import logging
from typing import Any

from .capture.turns import load_transcript_from_turns
from .errors import VaultmemError
from .extract.base import Fact
from .extract.ledger import Ledger, ledger_path
from .extract.relate import Planner
from .extract.settings import ExtractSettings, redactor_fn
from .extract.staged import StagedNote, StagingArea
from .extract.writer import Writer, apply_actions
from .memory import Memory

log = logging.getLogger("vaultmem.staging")


class _ApprovedWriter(Writer):
    """The extractor's writer, with the excerpt kept from staging time (the turns are gone by now)."""

    staged_excerpt: str = ""

    def _excerpt(self, fact: Fact) -> str:
        return self.staged_excerpt or super()._excerpt(fact)


def list_staged(memory: Memory) -> list[dict[str, Any]]:
    return [item.as_json() for item in StagingArea(memory.config.state_dir).items()]


def get_staged(memory: Memory, staged_id: str) -> dict[str, Any]:
    return StagingArea(memory.config.state_dir).get(staged_id).as_json()


def _edit(item: StagedNote, title: str | None, body: str | None) -> bool:
    changed = False
    if title is not None and title.strip() and title.strip() != item.fact.title:
        item.fact.title, changed = " ".join(title.split()), True
    if body is not None and body.strip() != item.fact.body.strip():
        item.fact.body, changed = body.strip(), True
    return changed


def approve(memory: Memory, staged_id: str, who: str, title: str | None = None,
            body: str | None = None, settings: ExtractSettings | None = None) -> dict[str, Any]:
    """Put a staged note live (edited first when title/body are given); what it did. `settings`
    (dedup thresholds, redaction) are the extraction's, read from the memory's config when not given."""
    area = StagingArea(memory.config.state_dir)
    item = area.get(staged_id)
    edited = _edit(item, title, body)
    if edited:
        area.update(item)  # the edit survives a failure below; a retry approves the edited text
    settings = settings or ExtractSettings.from_config(memory.config)
    redact = redactor_fn(settings.redact_allowlist)  # an edit is redacted like extracted text
    memory.vault.init()
    transcript = load_transcript_from_turns(item.session, item.agent, [], item.cwd)
    # The scope decided at staging time (the session's project, or global) stays.
    planner = Planner(memory, item.session, item.scope, settings.dedup_threshold, settings.extend_threshold)
    actions = planner.plan([item.fact])
    for action in actions:
        action.scope = item.scope
    writer = _ApprovedWriter(memory, transcript, [], redact, Ledger(ledger_path(memory.config)))
    writer.staged_excerpt = item.excerpt
    applied = apply_actions(writer, actions)
    kind = actions[0].kind if actions else "noop"
    notes = applied["notes"]
    memory.audit.append("approve", notes[0] if notes else staged_id, who, "", staged=staged_id, result=kind,
                        edited=edited or None, session=item.session, agent=item.agent)
    area.remove(staged_id)
    log.info("APPROVED %s -> %s %s", staged_id, kind, ",".join(notes))
    return {"id": staged_id, "action": kind, "notes": notes, "topics": applied["topics"], "edited": edited}


def reject(memory: Memory, staged_id: str, who: str, reason: str) -> dict[str, Any]:
    """Drop a staged note: an audit line, nothing in the vault, and never proposed again."""
    if not (reason or "").strip():
        raise VaultmemError("a rejection needs a reason", "pass --reason TEXT (it is kept in the audit log)")
    area = StagingArea(memory.config.state_dir)
    item = area.get(staged_id)
    memory.audit.append("reject", staged_id, who, reason.strip(), session=item.session, agent=item.agent,
                        action_planned=item.action)
    area.remember_rejected(item)
    area.remove(staged_id)
    log.info("REJECTED-STAGED %s reason=%s", staged_id, reason.strip()[:80])
    return {"id": staged_id, "rejected": True, "reason": reason.strip()}
