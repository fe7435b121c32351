"""Small helpers shared by the h16 data files."""

from __future__ import annotations


def fact(fid, text, ftype, speaker, key_terms, remember=False):
    return {"id": fid, "text": text, "type": ftype, "speaker": speaker, "key_terms": key_terms,
            "remember": remember}


def opt(fid, text, key_terms):
    return {"id": fid, "text": text, "key_terms": key_terms}


def q(question, answer, facts):
    return {"q": question, "answer": answer, "facts": facts}


def tool(name, inp, out):
    return ("tool", name, inp, out)


def u(text):
    return ("user", text)


def a(text):
    return ("assistant", text)
