"""What the worker does with one ticket: from a Stop ticket (or a transcript `vaultmem ingest`
names) to a redacted session excerpt and, through the extraction pipeline, to notes.

This sits above capture (reading transcripts, redaction, the queue) and extract (facts from turns),
so that neither of those needs the other.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from ..capture.progress import SessionProgress
from ..capture.tickets import PermanentTicketError, Ticket
from ..capture.redact import Redactor, redact_turns
from ..capture.transcripts import read_transcript
from ..capture.turns import Transcript, TranscriptError, Turn, chunks, window
from ..memory import Memory
from ..recall.scope import GLOBAL, project_scope
from ..vault.excerpts import ExcerptTurn, at_text, write_session_excerpt
from .roots import allowed_roots, is_allowed

if TYPE_CHECKING:  # the Memory is given (by a composition root), never built or imported at run time here
    from ..config import Config
    from ..memory import Memory

log = logging.getLogger("vaultmem.capture")


# Pipeline(memory, transcript, window_turns, lead_turns) -> result summary.
PipelineFn = Callable[[Memory, Transcript, list[Turn], list[Turn]], dict[str, Any]]


def excerpt_turns(turns: Iterable[Turn]) -> list[ExcerptTurn]:
    """The turns a session excerpt keeps: what the user and the agent said, not tool traffic."""
    return [ExcerptTurn(t.id, t.role, at_text(t.timestamp), t.text) for t in turns
            if t.role in ("user", "assistant") and t.text.strip()]


@dataclass(frozen=True)
class IngestSettings:
    """What a ticket processor acts on: where transcripts may come from, when and how much of a
    session it reads, and what redaction leaves alone."""

    transcript_roots: tuple[str, ...] = ()
    state_dir: Path = Path(".")  # where the default transcript roots' own files live
    min_new_turns: int = 2
    max_turns: int = 40
    max_chars: int = 24000
    redact_allowlist: tuple[str, ...] = ()
    lead_turns: int = 12  # turns before each window read as its context (see extract.pipeline.run_pipeline)

    @classmethod
    def from_config(cls, cfg: "Config") -> "IngestSettings":
        return cls(tuple(cfg["capture.transcript_roots"]), cfg.state_dir, int(cfg["queue.min_new_turns"]),
                   int(cfg["extract.max_turns"]), int(cfg["extract.max_chars"]),
                   tuple(cfg["extract.redact_allowlist"]), int(cfg["extract.lead_turns"]))


def default_pipeline(cfg: "Config") -> PipelineFn:
    """The extraction pipeline with its parts built once for this processor (imported when a
    processor is built: it pulls in the backends); a root passes its own (ingest.pipelines.build_pipeline)."""
    from ..extract.pipeline import extraction_parts, make_pipeline

    return make_pipeline(extraction_parts(cfg))


def check_transcript_path(path: Path) -> None:
    """Raise PermanentTicketError when no retry can make `path` readable: a symlink loop, a path
    through a non-folder, not a regular file (a folder, a FIFO that would block the worker), or a
    file we may not read. A missing file is left to the reader (skipped: the session may be gone)."""
    try:
        st = os.stat(path)  # follows links: a loop is ELOOP here (Path.resolve raises RuntimeError)
    except FileNotFoundError:
        return
    except OSError as exc:
        what = "a symlink loop" if exc.errno == errno.ELOOP else f"unreachable ({exc.strerror})"
        raise PermanentTicketError(f"transcript path is {what}: {path}; fix the link (the session's "
                                   "next Stop queues it again) or `vaultmem ingest` the real file") from None
    if not stat.S_ISREG(st.st_mode):
        kind = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file"
        raise PermanentTicketError(f"transcript path is {kind}: {path}; a ticket needs a session .jsonl file")
    try:
        with open(path, "rb"):
            pass
    except OSError as exc:
        raise PermanentTicketError(f"transcript is unreadable ({exc.strerror}): {path}; fix its "
                                   "permissions (the session's next Stop queues it again)") from None


class TicketProcessor:
    """What the worker does with one ticket."""

    def __init__(self, memory: Memory, queue_root: Path, pipeline: PipelineFn | None = None,
                 settings: IngestSettings | None = None) -> None:
        """A composition root passes `pipeline` and `settings` built from its config; without them
        (tests, a one-off) they are built here from the memory's."""
        self.memory = memory
        self.settings = settings or IngestSettings.from_config(memory.config)
        self.progress = SessionProgress(queue_root)
        self.redactor = Redactor(allowlist=list(self.settings.redact_allowlist))
        self.pipeline = pipeline if pipeline is not None else default_pipeline(memory.config)

    def __call__(self, ticket: Ticket) -> dict[str, Any]:
        path = Path(ticket.transcript_path).expanduser()
        roots = allowed_roots(list(self.settings.transcript_roots), self.settings.state_dir)
        if roots and os.path.lexists(path) and not os.path.exists(path):  # a dangling link or a loop
            check_transcript_path(path)  # is_allowed's resolve() cannot follow a loop
        if roots and not is_allowed(path, roots):
            log.warning("ticket %s: transcript %s is outside capture.transcript_roots; skipped", ticket.id, path)
            return {"skipped": "transcript outside allowed folders"}
        check_transcript_path(path)  # only inside the roots: a file elsewhere is never opened
        try:
            transcript = self.memory.unlocked(lambda: read_transcript(path, ticket.agent))
        except TranscriptError as exc:
            log.warning("ticket %s: %s; skipped", ticket.id, exc)
            return {"skipped": str(exc)[:200]}
        if ticket.cwd and not transcript.cwd:
            transcript.cwd = ticket.cwd
        result = self.process(transcript, force=False)
        self.promote_recalled()
        return result

    def promote_recalled(self) -> None:
        """Apply the promotions recalls have earned since the last ticket.

        Recall only counts (a read never writes a file); the worker is where a note vaultmem
        wrote may be rewritten, with its previous version kept in _history/.
        """
        from ..lifecycle.tiers import promote_pending

        try:
            promote_pending(self.memory)
        except Exception as exc:  # promotion is a refinement: it never fails a captured session
            log.warning("promoting recalled notes failed: %s", exc)

    def process(self, transcript: Transcript, force: bool = True, whole: bool = False) -> dict[str, Any]:
        """Redact, keep the excerpt, extract; `force` ignores the min_new_turns gate.

        Both walk turns in consecutive windows, so every turn is considered once: a ticket every turn
        since the last processed one (one agent response can hold dozens of tool turns, and a
        daemon that was down leaves many Stops for one ticket), `whole` (ingest, a backfill) the
        whole transcript, ignoring the session's progress: the ledger makes repeats free.
        """
        turns = [t for t in transcript.turns if not t.is_sidechain]
        count = len(turns)
        min_new = 1 if force else self.settings.min_new_turns
        if not whole and not self.progress.should_process(transcript.session_id, count, min_new):
            return {"skipped": "not enough new turns", "turns": count}
        max_turns, max_chars = self.settings.max_turns, self.settings.max_chars
        start = 0 if whole else self._unprocessed_start(transcript.session_id, turns)
        wins = list(chunks(turns[start:], max_turns, max_chars))
        leads = self._leads(turns, start, wins)
        done = self.memory.unlocked(lambda: [redact_turns(win, self.redactor) for win in wins])
        red_leads = self.memory.unlocked(lambda: [redact_turns(lead, self.redactor)[0] for lead in leads])
        redacted = [red for red, _ in done]
        findings: dict[str, int] = {}
        for _, found in done:
            for k, v in found.items():
                findings[k] = findings.get(k, 0) + v
        if findings:
            log.info("REDACTED session=%s %s", transcript.session_id[:12], findings)
        scope = project_scope(transcript.cwd) or GLOBAL
        self.memory.vault.init()
        path, added = write_session_excerpt(self.memory.vault.root, transcript.agent, transcript.session_id,
                                            excerpt_turns(t for red in redacted for t in red), scope, transcript.cwd)
        result: dict[str, Any] = {"session": transcript.session_id, "turns": count,
                                  "window": sum(len(red) for red in redacted),
                                  "excerpt": str(path.relative_to(self.memory.vault.root)), "excerpt_added": added,
                                  "redacted": findings}
        if whole:
            result["windows"] = len(redacted)
        try:
            parts = [self.pipeline(self.memory, transcript, red, lead) for red, lead in zip(redacted, red_leads) if red] \
                if self.pipeline is not None else []
        except BaseException:
            # The excerpt is already in the vault: index it even though extraction failed (budget,
            # backend down), so the index is never behind the vault. The ticket stays retryable.
            try:
                self.memory.reindex_sources([path])
            except Exception:  # noqa: BLE001 - the extraction error is the one to report
                log.exception("indexing the session excerpt after a failed extraction")
            raise
        for part in parts:
            _merge(result, part)
        if parts and all(p.get("already_extracted") for p in parts):
            result["already_extracted"] = True
        self.memory.reindex_sources([path])
        last = turns[-1].id if turns else None
        self.progress.mark_processed(transcript.session_id, count, last)
        return result

    def _leads(self, turns: list[Turn], start: int, wins: list[list[Turn]]) -> list[list[Turn]]:
        """For each window, the newest turns before it (already processed or not) that fit
        extract.lead_turns and half the character budget: what a reply in the window answers. A Stop
        ticket's window is often one exchange ("both." and the report after it)."""
        leads, at = [], start
        for win in wins:
            leads.append(window(turns[:at], self.settings.lead_turns, self.settings.max_chars // 2)
                         if self.settings.lead_turns else [])
            at += len(win)
        return leads

    def _unprocessed_start(self, session_id: str, turns: list[Turn]) -> int:
        """Index of the first turn no ticket has processed yet.

        Found by the last processed turn's id; a count is the fallback. A transcript now shorter
        than what was processed was rewritten (compacted, replaced): all of it is read again."""
        count, last_id = self.progress.last_processed(session_id)
        if last_id:
            for i in range(len(turns) - 1, -1, -1):
                if turns[i].id == last_id:
                    return i + 1
        return count if count <= len(turns) else 0


_SUMMED = ("new", "extends", "updates", "reinforced", "staged", "noop", "dropped_ungrounded", "rejected_unsupported", "facts",
           "tokens")


def _merge(total: dict[str, Any], part: dict[str, Any]) -> None:
    """Add one window's pipeline summary to the ingest result (counts summed, lists joined)."""
    for key, value in part.items():
        if key in _SUMMED and isinstance(value, int):
            total[key] = total.get(key, 0) + value
        elif key in ("notes", "topics", "staged_ids") and isinstance(value, list):
            total[key] = list(dict.fromkeys([*total.get(key, []), *value]))
        elif key == "dropped" and isinstance(value, dict):
            dropped = total.setdefault("dropped", {})
            for reason, n in value.items():
                dropped[reason] = dropped.get(reason, 0) + n
        elif key != "already_extracted":
            total[key] = value
