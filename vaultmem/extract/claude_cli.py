"""Extractor through Claude Code's own CLI in headless mode: `claude -p --output-format json`.

What Claude Code users already have, no extra key. The prompt goes on stdin (never on the
command line, where `ps` would show it). The run happens in a private working folder so no
project CLAUDE.md is loaded, with hooks disabled so our own Stop hook does not queue the
extraction session for extraction.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .base import Extraction, ExtractionError, Fact, RedactFn, RelatedNote, Usage, Verification, charged
from .prompt import PROMPT_VERSION, build_messages, estimate_tokens, prompt_text
from .schema import parse_facts
from .verify import build_verify_messages, parse_verdicts

if TYPE_CHECKING:
    from ..capture.turns import Turn

log = logging.getLogger("vaultmem.extract")

COMMAND = "claude"
_NO_HOOKS = json.dumps({"disableAllHooks": True})
_HINT = "install Claude Code (`claude` on PATH) or set extract.backend to heuristic/openai"


def _result_object(stdout: str) -> dict[str, Any]:
    """The final `result` object: one JSON object, or the last result item of a JSON list."""
    try:
        data = json.loads(stdout)
    except ValueError:
        raise ExtractionError("claude -p printed something that is not JSON", _HINT) from None
    if isinstance(data, list):  # some versions print every event as a list
        results = [d for d in data if isinstance(d, dict) and d.get("type") == "result"]
        data = results[-1] if results else {}
    if not isinstance(data, dict):
        raise ExtractionError("claude -p printed an unexpected JSON value", _HINT)
    return data


def _usage(data: dict[str, Any]) -> Usage:
    """Reported tokens: cache writes and reads are input too."""
    usage = data.get("usage") if isinstance(data.get("usage"), dict) else {}

    def count(*keys: str) -> int:
        return sum(v for v in (usage.get(k) for k in keys) if isinstance(v, int) and v > 0)

    return Usage(input=count("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"),
                 output=count("output_tokens"))


class ClaudeCliExtractor:
    """Facts from one `claude -p` run."""

    name = "claude-cli"
    uses_llm = True

    def __init__(self, model: str, timeout: float, max_notes: int, redact: RedactFn,
                 workdir: Path | None = None, command: str = COMMAND) -> None:
        self.model = model
        self.timeout = timeout
        self.max_notes = max_notes
        self.redact = redact
        self.workdir = workdir
        self.command = command
        self.version = f"claude-cli:{model}:{PROMPT_VERSION}"

    def _argv(self) -> list[str]:
        exe = shutil.which(self.command)
        if exe is None:
            raise ExtractionError(f"`{self.command}` is not on PATH", _HINT)
        return [exe, "-p", "--output-format", "json", "--model", self.model, "--settings", _NO_HOOKS]

    def _run(self, prompt: str) -> tuple[str, Usage]:
        """Run claude headless with the prompt on stdin; its result text and what it cost."""
        argv = self._argv()
        cwd = None
        if self.workdir is not None:
            self.workdir.mkdir(parents=True, exist_ok=True)
            cwd = str(self.workdir)
        try:
            proc = subprocess.run(argv, input=prompt, capture_output=True, text=True, timeout=self.timeout,
                                  cwd=cwd, env=dict(os.environ), check=False)
        except subprocess.TimeoutExpired:
            raise ExtractionError(f"claude -p took longer than {self.timeout:g}s",
                                  "the ticket will be retried; raise extract.timeout if this repeats",
                                  usage=Usage(input=estimate_tokens(len(prompt)))) from None
        except OSError as exc:
            raise ExtractionError(f"cannot run {argv[0]}: {exc.strerror}", _HINT) from None
        if proc.returncode != 0 and not proc.stdout.strip():
            # stderr may echo parts of the prompt; log only its size.
            raise ExtractionError(f"claude -p exited with status {proc.returncode} ({len(proc.stderr)} bytes on stderr)",
                                  "run `claude -p hello` by hand to see what it needs")
        data = _result_object(proc.stdout)
        result = data.get("result")
        usage = _usage(data)
        usage = usage if usage.total else Usage(input=estimate_tokens(len(prompt)),
                                                output=estimate_tokens(len(str(result or ""))))
        if proc.returncode != 0 or data.get("is_error") or data.get("subtype") not in (None, "success"):
            raise ExtractionError(f"claude -p reported an error (subtype {data.get('subtype')!r})",
                                  "run `claude -p hello` by hand to see what it needs", usage=usage)
        if not isinstance(result, str):
            raise ExtractionError("claude -p returned no result text", _HINT, usage=usage)
        return result, usage

    def run(self, window: list["Turn"], related: list[RelatedNote]) -> Extraction:
        """Facts from one `claude -p` run; ExtractionError on any failure."""
        result, usage = self._run(prompt_text(build_messages(window, related, self.redact, self.max_notes)))
        report = charged(usage, lambda: parse_facts(result, self.max_notes))
        return Extraction(report.facts, usage, report)

    def verify(self, window: list["Turn"], facts: list[Fact]) -> Verification:
        """Index -> reason for each fact the window does not support, from one `claude -p` run."""
        result, usage = self._run(prompt_text(build_verify_messages(window, facts, self.redact)))
        return Verification(charged(usage, lambda: parse_verdicts(result, len(facts))), usage)
