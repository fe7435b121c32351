"""Small helpers shared by the h10 data files."""

from __future__ import annotations


def F(fid: str, text: str, ftype: str, speaker: str, terms: list, remember: bool = False) -> dict:
    """A labelled fact."""
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": terms, "remember": remember}


def O(fid: str, text: str, terms: list) -> dict:  # noqa: E743
    """An optional fact."""
    return {"id": fid, "text": text, "key_terms": terms}


def Q(q: str, answer: str, facts: list) -> dict:
    """A question for later."""
    return {"q": q, "answer": answer, "facts": facts}
