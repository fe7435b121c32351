"""Write the h15 held-out sessions and their labels.json.

Run from the repository root: python bench/corpus/coding/seen15/_sessions.py
Session data lives in _data_claude*.py and _data_codex*.py next to this file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from build import claude_session, codex_session  # noqa: E402

import _data_claude  # noqa: E402
import _data_claude2  # noqa: E402
import _data_codex  # noqa: E402
import _data_codex2  # noqa: E402
import _data_codex3  # noqa: E402

SESSIONS = (_data_claude.SESSIONS + _data_claude2.SESSIONS + _data_codex.SESSIONS + _data_codex2.SESSIONS
            + _data_codex3.SESSIONS)


def _label(s: dict) -> dict:
    agent = "claude-code" if s["id"].startswith("h15-cc-") else "codex"
    return {
        "id": s["id"],
        "file": f"{s['id']}.jsonl",
        "agent": agent,
        "project": s["project"],
        "about": s["about"],
        "facts": s["facts"],
        "optional": s.get("optional", []),
        "questions": s.get("questions", []),
    }


def main() -> None:
    ids = [s["id"] for s in SESSIONS]
    assert len(ids) == len(set(ids)), "duplicate session id"
    labels = []
    for s in SESSIONS:
        path = HERE / f"{s['id']}.jsonl"
        writer = claude_session if s["id"].startswith("h15-cc-") else codex_session
        writer(path, s["id"], s["project"], s["start"], s["steps"], branch=s.get("branch", "main"))
        fact_ids = [f["id"] for f in s["facts"] + s.get("optional", [])]
        assert len(fact_ids) == len(set(fact_ids)), f"duplicate fact id in {s['id']}"
        for q in s.get("questions", []):
            for fid in q["facts"]:
                assert fid in fact_ids, f"{s['id']}: question cites unknown fact {fid}"
        labels.append(_label(s))
    out = {"version": 1, "sessions": labels}
    (HERE / "labels.json").write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(labels)} sessions to {HERE}")


if __name__ == "__main__":
    main()
