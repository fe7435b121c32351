"""Write the h14 split: every transcript plus labels.json into this folder.

Run from the repo root: python bench/corpus/coding/seen14/_sessions.py
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
from _data_codex import SESSIONS as CODEX_A  # noqa: E402
from _data_codex2 import SESSIONS as CODEX_B  # noqa: E402


def main() -> None:
    labels = []
    for agent, sessions, writer in (("claude-code", CLAUDE_A + CLAUDE_B, claude_session),
                                    ("codex", CODEX_A + CODEX_B, codex_session)):
        for s in sessions:
            name = f"{s['id']}.jsonl"
            writer(HERE / name, s["id"], s["project"], s["start"], s["steps"])
            labels.append({"id": s["id"], "file": name, "agent": agent, "project": s["project"],
                           "about": s["about"], "facts": s["facts"], "optional": s.get("optional", []),
                           "questions": s.get("questions", [])})
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2,
                                                 ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(labels)} sessions, {sum(len(x['facts']) for x in labels)} facts, "
          f"{sum(1 for x in labels for f in x['facts'] if f['remember'])} remember-facts, "
          f"{sum(len(x['optional']) for x in labels)} optional, "
          f"{sum(len(x['questions']) for x in labels)} questions")


if __name__ == "__main__":
    main()
