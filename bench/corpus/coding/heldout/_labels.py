"""Small helpers that build the label entries of the h25 sessions."""

from __future__ import annotations

from typing import Any


def fact(fid: str, text: str, ftype: str, speaker: str, key_terms: list[Any], remember: bool = False) -> dict[str, Any]:
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": key_terms, "remember": remember}


def opt(fid: str, text: str, key_terms: list[Any]) -> dict[str, Any]:
    return {"id": fid, "text": text, "key_terms": key_terms}


def q(question: str, answer: str, facts: list[str]) -> dict[str, Any]:
    return {"q": question, "answer": answer, "facts": facts}


def tool(name: str, tool_input: dict[str, Any], output: str) -> tuple[Any, ...]:
    return ("tool", name, tool_input, output)


def bash(command: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Bash", {"command": command}, output)


def shell(command: str, output: str) -> tuple[Any, ...]:
    return ("tool", "shell", {"command": ["bash", "-lc", command]}, output)
