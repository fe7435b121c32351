"""Label helpers shared by the h12 data files."""

from __future__ import annotations


def F(fid, text, type_, speaker, terms, remember=False):
    return {"id": fid, "text": text, "type": type_, "speaker": speaker, "key_terms": terms, "remember": remember}


def Opt(fid, text, terms):
    return {"id": fid, "text": text, "key_terms": terms}


def Q(q, answer, facts):
    return {"q": q, "answer": answer, "facts": facts}
