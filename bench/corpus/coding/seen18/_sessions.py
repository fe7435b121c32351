"""Writes the h18 held-out sessions and labels.json (run from the repo root)."""

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
import _data_claude3  # noqa: E402
import _data_codex  # noqa: E402
import _data_codex2  # noqa: E402


def main() -> None:
    labels = []
    groups = [("claude-code", claude_session, _data_claude.SESSIONS + _data_claude2.SESSIONS + _data_claude3.SESSIONS),
              ("codex", codex_session, _data_codex.SESSIONS + _data_codex2.SESSIONS)]
    for agent, writer, sessions in groups:
        for s in sessions:
            fname = f"{s['id']}.jsonl"
            writer(HERE / fname, s["id"], s["project"], s["start"], s["steps"])
            labels.append({"id": s["id"], "file": fname, "agent": agent, "project": s["project"],
                           "about": s["about"], "facts": s["facts"], "optional": s["optional"],
                           "questions": s["questions"]})
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2,
                                                 ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(labels)} sessions, {sum(len(s['facts']) for s in labels)} facts")


if __name__ == "__main__":
    main()
