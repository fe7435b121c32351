"""Write the h13 split: every transcript plus labels.json into this folder.

Run from the repo root: python bench/corpus/coding/seen13/_sessions.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from build import claude_session, codex_session  # noqa: E402

from _data_claude import SESSIONS as CLAUDE  # noqa: E402
from _data_claude2 import SESSIONS as CLAUDE2  # noqa: E402
from _data_codex import SESSIONS as CODEX  # noqa: E402
from _data_codex2 import SESSIONS as CODEX2  # noqa: E402


def main() -> None:
    labels = []
    for agent, sessions, writer in (("claude-code", CLAUDE + CLAUDE2, claude_session),
                                    ("codex", CODEX + CODEX2, codex_session)):
        for s in sessions:
            name = f"{s['id']}.jsonl"
            writer(HERE / name, s["id"], s["project"], s["start"], s["steps"])
            labels.append({"id": s["id"], "file": name, "agent": agent, "project": s["project"],
                           "about": s["about"], "facts": s["facts"], "optional": s.get("optional", []),
                           "questions": s.get("questions", [])})
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2,
                                                 ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(labels)} sessions, {sum(len(s['facts']) for s in labels)} facts")


if __name__ == "__main__":
    main()
