"""Small constructors for labels of the h14 split."""

from __future__ import annotations

from typing import Any


def fact(fid: str, text: str, kind: str, speaker: str, terms: list[Any], remember: bool = False) -> dict[str, Any]:
    return {"id": fid, "text": text, "type": kind, "speaker": speaker, "key_terms": terms, "remember": remember}


def opt(fid: str, text: str, terms: list[Any]) -> dict[str, Any]:
    return {"id": fid, "text": text, "key_terms": terms}


def q(question: str, answer: str, facts: list[str]) -> dict[str, Any]:
    return {"q": question, "answer": answer, "facts": facts}
