"""Write the fifth held-out split (`h5-`): every transcript plus labels.json into this folder.

Run from the repo root: python bench/corpus/coding/seen5/_sessions.py
Session data lives in _data_claude*.py (Claude Code) and _data_codex*.py (Codex).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from build import claude_session, codex_session  # noqa: E402

import _data_claude_a  # noqa: E402
import _data_claude_b  # noqa: E402
import _data_codex_a  # noqa: E402
import _data_codex_b  # noqa: E402


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
    groups = [
        ("claude-code", claude_session, _data_claude_a.SESSIONS + _data_claude_b.SESSIONS),
        ("codex", codex_session, _data_codex_a.SESSIONS + _data_codex_b.SESSIONS),
    ]
    seen: set[str] = set()
    for agent, writer, sessions in groups:
        for s in sessions:
            if s["id"] in seen:
                raise SystemExit(f"duplicate session id {s['id']}")
            seen.add(s["id"])
            writer(HERE / f"{s['id']}.jsonl", s["id"], s["project"], s["start"], s["steps"])
            labels.append(_label(s, agent))
    out = {"version": 1, "sessions": labels}
    (HERE / "labels.json").write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(labels)} sessions to {HERE}")


if __name__ == "__main__":
    main()
