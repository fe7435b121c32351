"""Small builders for the h7 session dicts (facts, optional facts, questions)."""

from __future__ import annotations

from typing import Any


def fact(fid: str, text: str, ftype: str, speaker: str, terms: list[Any], remember: bool = False) -> dict[str, Any]:
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": terms, "remember": remember}


def opt(fid: str, text: str, terms: list[Any]) -> dict[str, Any]:
    return {"id": fid, "text": text, "key_terms": terms}


def q(question: str, answer: str, facts: list[str]) -> dict[str, Any]:
    return {"q": question, "answer": answer, "facts": facts}
