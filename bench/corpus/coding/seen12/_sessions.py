"""Write the h12 split: every transcript plus labels.json into this folder.

Run from the repo root: python bench/corpus/coding/seen12/_sessions.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from build import claude_session, codex_session  # noqa: E402
from _data_claude import SESSIONS as CLAUDE1  # noqa: E402
from _data_claude2 import SESSIONS as CLAUDE2  # noqa: E402
from _data_codex import SESSIONS as CODEX  # noqa: E402


def main() -> None:
    labels = []
    for agent, writer, sessions in (("claude-code", claude_session, CLAUDE1 + CLAUDE2), ("codex", codex_session, CODEX)):
        for s in sessions:
            file = f"{s['id']}.jsonl"
            writer(HERE / file, s["id"], s["project"], s["start"], s["steps"])
            labels.append({
                "id": s["id"], "file": file, "agent": agent, "project": s["project"], "about": s["about"],
                "facts": s["facts"], "optional": s.get("optional", []), "questions": s.get("questions", []),
            })
    ids = [x["id"] for x in labels]
    assert len(ids) == len(set(ids)), "duplicate session id"
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2,
                                                 ensure_ascii=False) + "\n", encoding="utf-8")
    facts = sum(len(x["facts"]) for x in labels)
    rem = sum(1 for x in labels for f in x["facts"] if f.get("remember"))
    print(f"{len(labels)} sessions, {facts} facts, {rem} remember-facts")


if __name__ == "__main__":
    main()
