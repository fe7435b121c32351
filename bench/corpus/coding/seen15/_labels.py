"""Label helpers shared by the h15 session data files."""

from __future__ import annotations


def F(fid, text, type_, speaker, key_terms, remember=False):
    """A labelled fact."""
    return {"id": fid, "text": text, "type": type_, "speaker": speaker, "key_terms": key_terms,
            "remember": remember}


def Opt(fid, text, key_terms):
    """An optional fact."""
    return {"id": fid, "text": text, "key_terms": key_terms}


def Q(q, answer, facts):
    """A question with its answer and the fact ids that hold it."""
    return {"q": q, "answer": answer, "facts": facts}
