"""Writes the held-out split (fourth set, `h4-`): every session's transcript plus labels.json.

Run from the repository root:  python bench/corpus/coding/seen4/_sessions.py
Session data lives in _data_claude.py and _data_codex.py; each entry is one session (steps + labels).
The transcript shapes come from bench/corpus/coding/build.py's writers.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # build.py
sys.path.insert(0, str(HERE))

from build import claude_session, codex_session  # noqa: E402
from _data_claude import SESSIONS as CLAUDE  # noqa: E402
from _data_codex import SESSIONS as CODEX  # noqa: E402

LABEL_FIELDS = ("id", "file", "agent", "project", "about", "facts", "optional", "questions")


def main() -> None:
    labels = []
    for agent, sessions, writer in (("claude-code", CLAUDE, claude_session), ("codex", CODEX, codex_session)):
        for s in sessions:
            s = {**s, "agent": agent, "file": f"{s['id']}.jsonl"}
            writer(HERE / s["file"], s["id"], s["project"], s["start"], s["steps"], branch=s.get("branch", "main"))
            labels.append({k: s.get(k, []) for k in LABEL_FIELDS})
    labels.sort(key=lambda s: s["id"])
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2, ensure_ascii=False) + "\n",
                                      encoding="utf-8")
    print(f"{len(labels)} sessions written")


if __name__ == "__main__":
    main()
