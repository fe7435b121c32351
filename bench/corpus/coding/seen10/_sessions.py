"""Write the h10 split: every transcript plus labels.json, into this folder.

Run from the repo root: python bench/corpus/coding/h10/_sessions.py
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
from _data_codex import SESSIONS as CODEX  # noqa: E402


def _label(session: dict, agent: str) -> dict:
    return {
        "id": session["id"],
        "file": f"{session['id']}.jsonl",
        "agent": agent,
        "project": session["project"],
        "about": session["about"],
        "facts": session["facts"],
        "optional": session.get("optional", []),
        "questions": session.get("questions", []),
    }


def main() -> None:
    labels = []
    for agent, sessions, writer in (("claude-code", CLAUDE, claude_session), ("codex", CODEX, codex_session)):
        for s in sessions:
            writer(HERE / f"{s['id']}.jsonl", s["id"], s["project"], s["start"], s["steps"])
            labels.append(_label(s, agent))
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2,
                                                 ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(labels)} sessions")


if __name__ == "__main__":
    main()
