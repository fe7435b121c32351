"""Write the h9 split: one transcript per session plus labels.json (run from the repo root)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from build import claude_session, codex_session  # noqa: E402

import _data_claude  # noqa: E402
import _data_claude2  # noqa: E402
import _data_codex  # noqa: E402
import _data_codex2  # noqa: E402

AGENTS = [("claude-code", claude_session, _data_claude.SESSIONS + _data_claude2.SESSIONS),
          ("codex", codex_session, _data_codex.SESSIONS + _data_codex2.SESSIONS)]


def main() -> None:
    labels = []
    for agent, writer, sessions in AGENTS:
        for s in sessions:
            file = f"{s['id']}.jsonl"
            writer(HERE / file, s["id"], s["project"], s["start"], s["steps"])
            labels.append({"id": s["id"], "file": file, "agent": agent, "project": s["project"],
                           "about": s["about"], "facts": s["facts"], "optional": s["optional"],
                           "questions": s["questions"]})
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2, ensure_ascii=False)
                                      + "\n", encoding="utf-8")
    print(f"{len(labels)} sessions written to {HERE}")


if __name__ == "__main__":
    main()
