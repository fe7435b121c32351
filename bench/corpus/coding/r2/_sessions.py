"""Write the r2 split: every transcript plus labels.json, into this folder.

Run from the repo root: python bench/corpus/coding/r2/_sessions.py
Session data lives in _data.py next to this file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from build import claude_session, codex_session  # noqa: E402
from _data import SESSIONS  # noqa: E402


def main() -> None:
    labels = []
    seen: set[str] = set()
    for s in SESSIONS:
        sid = s["id"]
        assert sid not in seen, sid
        seen.add(sid)
        claude = "-cc-" in sid
        writer = claude_session if claude else codex_session
        writer(HERE / f"{sid}.jsonl", sid, s["project"], s["start"], s["steps"], branch=s.get("branch", "main"))
        labels.append({
            "id": sid,
            "file": f"{sid}.jsonl",
            "agent": "claude-code" if claude else "codex",
            "project": s["project"],
            "about": s["about"],
            "facts": s["facts"],
            "optional": s.get("optional", []),
            "questions": s.get("questions", []),
        })
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2, ensure_ascii=False)
                                      + "\n", encoding="utf-8")
    print(f"wrote {len(labels)} sessions to {HERE}")


if __name__ == "__main__":
    main()
