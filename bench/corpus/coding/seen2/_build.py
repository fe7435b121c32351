"""Writes this split: every session's transcript and labels.json, then checks them.

Run from the repository root:
    PYTHONPATH=. python bench/corpus/coding/heldout/_build.py

Checks: the reader reads each file with the agent and session id the labels give; every key term of
every fact, optional fact and question answer's facts occurs in its own session's text under the
documented matching rule (docs/extraction.md); ids are unique.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _s_data import SESSIONS as DATA  # noqa: E402
from _s_infra import SESSIONS as INFRA  # noqa: E402
from _s_apps import SESSIONS as APPS  # noqa: E402
from _s_misc import SESSIONS as MISC  # noqa: E402
from _writers import claude_session, codex_session  # noqa: E402

ALL = sorted(DATA + INFRA + APPS + MISC, key=lambda s: s["start"])
LABEL_KEYS = ("id", "file", "agent", "project", "about", "facts", "optional", "questions")


def write() -> None:
    for s in ALL:
        path = HERE / f"{s['id']}.jsonl"
        if s["agent"] == "claude-code":
            claude_session(path, s["id"], s["project"], s["start"], s["steps"], branch=s.get("branch", "main"))
        else:
            codex_session(path, s["id"], s["project"], s["start"], s["steps"], branch=s.get("branch", "main"),
                          agents_md=s.get("agents_md"))
    labels = {"version": 1, "sessions": [
        {**{k: s.get(k) for k in LABEL_KEYS if k != "file"}, "file": f"{s['id']}.jsonl"} for s in ALL]}
    for entry in labels["sessions"]:
        entry["optional"] = entry["optional"] or []
    (HERE / "labels.json").write_text(json.dumps(labels, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def check() -> int:
    from vaultmem.bench.extract import load_corpus, normalise, session_text, term_occurs
    from vaultmem.capture.transcripts import read_transcript

    problems: list[str] = []
    ids = [s["id"] for s in ALL]
    if len(set(ids)) != len(ids):
        problems.append("duplicate session ids")
    for s in load_corpus(HERE):
        t = read_transcript(s.path)
        if t.agent != s.agent or t.session_id != s.id or t.cwd != s.project:
            problems.append(f"{s.id}: reader says agent={t.agent} id={t.session_id} cwd={t.cwd}")
        if t.stats.malformed or t.stats.unknown_types:
            problems.append(f"{s.id}: malformed={t.stats.malformed} unknown={dict(t.stats.unknown_types)}")
        stamps = [x.timestamp for x in t.turns if x.timestamp]
        if stamps != sorted(stamps):
            problems.append(f"{s.id}: timestamps go backwards")
        said = normalise("\n".join(x.text for x in t.turns if x.role in ("user", "assistant")))
        everything = normalise(session_text(s.path))
        fact_ids = set()
        for f in s.facts + s.optional:
            if f["id"] in fact_ids:
                problems.append(f"{s.id}: duplicate fact id {f['id']}")
            fact_ids.add(f["id"])
            if not 1 <= len(f["key_terms"]) <= 4:
                problems.append(f"{s.id}/{f['id']}: {len(f['key_terms'])} key terms")
            for term in f["key_terms"]:
                if not term_occurs(term, everything):
                    problems.append(f"{s.id}/{f['id']}: key term {term!r} not in the session")
                elif not term_occurs(term, said) and f in s.facts:
                    problems.append(f"{s.id}/{f['id']}: key term {term!r} only in tool text")
        for q in s.questions:
            for fid in q["facts"]:
                if fid not in fact_ids:
                    problems.append(f"{s.id}: question cites unknown fact {fid}")
        if s.facts and not 2 <= len(s.questions) <= 4:
            problems.append(f"{s.id}: {len(s.questions)} questions")
        users = [x for x in t.turns if x.role == "user"]
        print(f"{s.id:34} {t.agent:11} turns={len(t.turns):3} user={len(users):2} facts={len(s.facts)} "
              f"remember={sum(bool(f.get('remember')) for f in s.facts)} optional={len(s.optional)} "
              f"questions={len(s.questions)}")
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    write()
    sys.exit(check())
