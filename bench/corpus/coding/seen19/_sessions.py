"""Write the h19 split: every transcript plus labels.json, into this folder.

Run from the repository root: python bench/corpus/coding/seen19/_sessions.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from build import claude_session, codex_session  # noqa: E402
from _data_claude import SESSIONS as CLAUDE_A  # noqa: E402
from _data_claude2 import SESSIONS as CLAUDE_B  # noqa: E402
from _data_claude3 import SESSIONS as CLAUDE_C  # noqa: E402
from _data_codex import SESSIONS as CODEX_A  # noqa: E402
from _data_codex2 import SESSIONS as CODEX_B  # noqa: E402
from _data_codex3 import SESSIONS as CODEX_C  # noqa: E402


def main() -> None:
    labels = {"version": 1, "sessions": []}
    for agent, sessions, writer in (("claude-code", CLAUDE_A + CLAUDE_B + CLAUDE_C, claude_session),
                                    ("codex", CODEX_A + CODEX_B + CODEX_C, codex_session)):
        for s in sessions:
            file = f"{s['id']}.jsonl"
            writer(HERE / file, s["id"], s["project"], s["start"], s["steps"], branch=s.get("branch", "main"))
            labels["sessions"].append({
                "id": s["id"], "file": file, "agent": agent, "project": s["project"], "about": s["about"],
                "facts": s["facts"], "optional": s.get("optional", []), "questions": s.get("questions", []),
            })
    (HERE / "labels.json").write_text(json.dumps(labels, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    facts = sum(len(s["facts"]) for s in labels["sessions"])
    remember = sum(1 for s in labels["sessions"] for f in s["facts"] if f.get("remember"))
    optional = sum(len(s["optional"]) for s in labels["sessions"])
    questions = sum(len(s["questions"]) for s in labels["sessions"])
    print(f"{len(labels['sessions'])} sessions, {facts} facts, {remember} remember, "
          f"{optional} optional, {questions} questions")


if __name__ == "__main__":
    main()
