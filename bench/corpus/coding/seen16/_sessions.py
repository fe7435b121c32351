"""Writes the h16 held-out split: every transcript plus labels.json, into this folder.

Run from the repo root: python bench/corpus/coding/seen16/_sessions.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from build import claude_session, codex_session  # noqa: E402

import _data_claude  # noqa: E402
import _data_claude2  # noqa: E402
import _data_codex  # noqa: E402
import _data_codex2  # noqa: E402


def main() -> None:
    entries = []
    groups = [("claude-code", claude_session, _data_claude.SESSIONS + _data_claude2.SESSIONS),
              ("codex", codex_session, _data_codex.SESSIONS + _data_codex2.SESSIONS)]
    for agent, writer, sessions in groups:
        for s in sessions:
            name = f"{s['id']}.jsonl"
            writer(HERE / name, s["id"], s["project"], s["start"], s["steps"], branch=s.get("branch", "main"))
            entries.append({"id": s["id"], "file": name, "agent": agent, "project": s["project"],
                            "about": s["about"], "facts": s["facts"], "optional": s.get("optional", []),
                            "questions": s.get("questions", [])})
    out = {"version": 1, "sessions": entries}
    (HERE / "labels.json").write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    facts = sum(len(e["facts"]) for e in entries)
    rem = sum(1 for e in entries for f in e["facts"] if f.get("remember"))
    opt = sum(len(e["optional"]) for e in entries)
    qs = sum(len(e["questions"]) for e in entries)
    print(f"{len(entries)} sessions, {facts} facts, {rem} remember, {opt} optional, {qs} questions")


if __name__ == "__main__":
    main()
