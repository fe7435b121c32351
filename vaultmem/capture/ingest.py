"""From a ticket (or a transcript file) to a redacted session excerpt and, through the
extraction pipeline, to notes.

The session excerpt `_sources/sessions/<agent>-<session>.md` is the redacted record of what a
session said. It grows as the session grows (turns are merged by id), it is what extracted notes
cite, and it is indexed as "episodes" so recall can find what no extractor wrote down.
"""

from __future__ import annotations

import dataclasses
import errno
import logging
import os
import re
import stat
from pathlib import Path
from typing import Any, Callable, Iterable

from ..memory import Memory
from ..vault.excerpts import TURN_MARK, read_excerpt
from ..vault.layout import SESSIONS_DIR
from ..vault.ids import slugify
from ..vault.note import now_iso
from .. import atomic, utctime
from ..vault.safety import ensure_inside
from .queue import PermanentTicketError, SessionProgress, Ticket
from .redact import Redactor
from .roots import allowed_roots, is_allowed
from .transcripts import read_transcript
from .turns import ToolResult, Transcript, Turn, TranscriptError, parse_timestamp

log = logging.getLogger("vaultmem.capture")


# Pipeline(memory, transcript, window_turns) -> result summary; set when extraction exists.
PipelineFn = Callable[[Memory, Transcript, list[Turn]], dict[str, Any]]


def redact_turns(turns: Iterable[Turn], redactor: Redactor) -> tuple[list[Turn], dict[str, int]]:
    """Copies of the turns with secrets redacted and <private> spans dropped, plus finding counts."""
    out: list[Turn] = []
    found: dict[str, int] = {}
    for turn in turns:
        red = redactor(turn.text)
        for k, v in red.findings.items():
            found[k] = found.get(k, 0) + v
        results = []
        for r in turn.tool_results:
            rr = redactor(r.text)
            for k, v in rr.findings.items():
                found[k] = found.get(k, 0) + v
            results.append(ToolResult(r.tool_use_id, rr.text, r.is_error))
        calls = [dataclasses.replace(c, input=redactor(c.input).text) for c in turn.tool_calls]
        out.append(dataclasses.replace(turn, text=red.text, tool_results=results, tool_calls=calls))
    return out, found


def session_excerpt_path(vault_root: Path, agent: str, session_id: str) -> Path:
    return vault_root / SESSIONS_DIR / f"{slugify(agent, 20)}-{slugify(session_id, 60)}.md"


def _escape(text: str) -> str:
    # A turn's own text must never look like our turn marker.
    return text.replace(TURN_MARK, "<!- vaultmem-turn ")


def marker_id(turn_id: str) -> str:
    """A turn id as the excerpt's marker holds it: one token (trimmed fixtures have spaces in ids)."""
    return re.sub(r"\s+", "_", turn_id) or "_"


def turn_block(turn: Turn) -> str:
    """One turn as it is kept in a session excerpt."""
    at = utctime.iso(turn.timestamp) if turn.timestamp else ""
    text = turn.text
    if turn.tool_results and not text:
        text = "\n".join(f"[tool result] {r.text}" for r in turn.tool_results)
    return f"{TURN_MARK}id={marker_id(turn.id)} role={turn.role} at={at} -->\n{_escape(text).strip()}\n"


def read_session_excerpt(path: Path) -> tuple[dict[str, str], list[dict[str, str]]]:
    """Header fields and turns ({id, role, at, text}) of a session excerpt file."""
    header, turns = read_excerpt(path)
    return header, [{"id": t.id, "role": t.role, "at": t.at, "text": t.text} for t in turns]


def write_session_excerpt(vault_root: Path, transcript: Transcript, turns: list[Turn], scope: str,
                          extra_header: dict[str, str] | None = None) -> tuple[Path, int]:
    """Merge redacted turns into the session's excerpt file; returns (path, turns added)."""
    path = ensure_inside(vault_root, session_excerpt_path(vault_root, transcript.agent, transcript.session_id),
                         "write session excerpt")
    _, existing = read_session_excerpt(path)
    known = {t["id"] for t in existing}
    blocks = [f"{TURN_MARK}id={t['id']} role={t['role']} at={t['at']} -->\n{t['text']}\n" for t in existing]
    added = 0
    for turn in turns:
        if marker_id(turn.id) in known or turn.role not in ("user", "assistant") or not turn.text.strip():
            continue
        blocks.append(turn_block(turn))
        known.add(marker_id(turn.id))
        added += 1
    if not added and path.exists():
        return path, 0
    header = {"session": transcript.session_id, "agent": transcript.agent, "scope": scope,
              "cwd": transcript.cwd or "", "updated": now_iso(), **(extra_header or {})}
    front = "\n".join(f'{k}: "{str(v)}"' if v else f"{k}:" for k, v in header.items())
    text = f"---\n{front}\n---\n\n# Session {transcript.session_id}\n\n" + "\n".join(blocks)
    atomic.write_text(path, text)
    return path, added


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

    def __init__(self, memory: Memory, queue_root: Path, pipeline: PipelineFn | None = None) -> None:
        self.memory = memory
        self.cfg = memory.config
        self.progress = SessionProgress(queue_root)
        self.redactor = Redactor(allowlist=self.cfg["extract.redact_allowlist"])
        self.pipeline = pipeline if pipeline is not None else _default_pipeline()

    def __call__(self, ticket: Ticket) -> dict[str, Any]:
        path = Path(ticket.transcript_path).expanduser()
        roots = allowed_roots(self.cfg["capture.transcript_roots"], self.cfg.state_dir)
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
        from ..recall.scope import GLOBAL, project_scope
        from .turns import chunks

        turns = [t for t in transcript.turns if not t.is_sidechain]
        count = len(turns)
        min_new = 1 if force else self.cfg["queue.min_new_turns"]
        if not whole and not self.progress.should_process(transcript.session_id, count, min_new):
            return {"skipped": "not enough new turns", "turns": count}
        max_turns, max_chars = self.cfg["extract.max_turns"], self.cfg["extract.max_chars"]
        start = 0 if whole else self._unprocessed_start(transcript.session_id, turns)
        wins = list(chunks(turns[start:], max_turns, max_chars))
        done = self.memory.unlocked(lambda: [redact_turns(win, self.redactor) for win in wins])
        redacted = [red for red, _ in done]
        findings: dict[str, int] = {}
        for _, found in done:
            for k, v in found.items():
                findings[k] = findings.get(k, 0) + v
        if findings:
            log.info("REDACTED session=%s %s", transcript.session_id[:12], findings)
        scope = project_scope(transcript.cwd) or GLOBAL
        self.memory.vault.init()
        path, added = write_session_excerpt(self.memory.vault.root, transcript,
                                            [t for red in redacted for t in red], scope)
        result: dict[str, Any] = {"session": transcript.session_id, "turns": count,
                                  "window": sum(len(red) for red in redacted),
                                  "excerpt": str(path.relative_to(self.memory.vault.root)), "excerpt_added": added,
                                  "redacted": findings}
        if whole:
            result["windows"] = len(redacted)
        try:
            parts = [self.pipeline(self.memory, transcript, red) for red in redacted if red] \
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


def ingest_file(memory: Memory, path: Path, agent: str = "auto") -> dict[str, Any]:
    """`vaultmem ingest`: the whole transcript the user names, window after window, synchronously."""
    from .transcripts import agent_of_transcript

    path = Path(path).expanduser()
    transcript = read_transcript(path, agent)
    if not transcript.turns and agent != "auto" and _has_content(path):
        detected = agent_of_transcript(path)
        looks = f"; it looks like a {detected} transcript" if detected not in ("unknown", agent) else ""
        raise TranscriptError(f"no turns found in {path} read as a {agent} transcript{looks}",
                              "check --agent, or pass --agent auto to detect the format")
    processor = TicketProcessor(memory, memory.config.queue_dir)
    result = processor.process(transcript, force=True, whole=True)
    if "notes" in result:
        result["notes_total"] = len(result["notes"])
    return result


def _has_content(path: Path) -> bool:
    """True when the file holds anything but whitespace."""
    with path.open("rb") as handle:
        return any(line.strip() for line in handle)


def _default_pipeline() -> PipelineFn | None:
    """The extraction pipeline when it is installed (it lives in vaultmem.extract)."""
    try:
        from ..extract.pipeline import run_pipeline
    except ImportError:
        return None
    return run_pipeline


def load_transcript_from_turns(session_id: str, agent: str, turns: list[Turn], cwd: str | None = None) -> Transcript:
    """A Transcript built in memory (benchmarks import LoCoMo sessions this way)."""
    from .turns import ParseStats

    return Transcript(path="", agent=agent, session_id=session_id, turns=turns, stats=ParseStats(), cwd=cwd,
                      git_branch=None)


__all__ = ["TicketProcessor", "redact_turns", "write_session_excerpt", "read_session_excerpt",
           "session_excerpt_path", "load_transcript_from_turns", "parse_timestamp"]
