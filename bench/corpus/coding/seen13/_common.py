"""Small helpers shared by the h13 data files."""

from __future__ import annotations

from typing import Any


def fact(fid: str, text: str, ftype: str, speaker: str, key_terms: list[Any], remember: bool = False) -> dict[str, Any]:
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": key_terms, "remember": remember}


def opt(fid: str, text: str, key_terms: list[Any]) -> dict[str, Any]:
    return {"id": fid, "text": text, "key_terms": key_terms}


def q(question: str, answer: str, facts: list[str]) -> dict[str, Any]:
    return {"q": question, "answer": answer, "facts": facts}


def spec_log(names: list[str], failing: dict[str, str] | None = None, seconds: float = 1.84) -> str:
    """A crystal-spec / pytest-ish run listing, long like the real thing."""
    failing = failing or {}
    lines = []
    for n in names:
        lines.append(f"  {n} ... {'FAIL' if n in failing else 'ok'}")
    for n, why in failing.items():
        lines.append(f"\nFailure: {n}\n  {why}")
    lines.append(f"\nFinished in {seconds} seconds")
    lines.append(f"{len(names)} examples, {len(failing)} failures, 0 errors, 0 pending")
    return "\n".join(lines)


def sh(cmd: str, out: str) -> tuple[str, str, dict[str, Any], str]:
    """A Codex shell call and its output."""
    return ("tool", "shell", {"command": ["bash", "-lc", cmd]}, out)
