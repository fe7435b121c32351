"""Write the h25 held-out sessions and their labels.json.

Run from the repository root:  python bench/corpus/coding/heldout/_sessions.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from build import claude_session, codex_session  # noqa: E402
from _data_claude_a import SESSIONS as CLAUDE_A  # noqa: E402
from _data_claude_b import SESSIONS as CLAUDE_B  # noqa: E402
from _data_claude_c import SESSIONS as CLAUDE_C  # noqa: E402
from _data_codex_a import SESSIONS as CODEX_A  # noqa: E402
from _data_codex_b import SESSIONS as CODEX_B  # noqa: E402
from _data_codex_c import SESSIONS as CODEX_C  # noqa: E402


def main() -> None:
    labels = []
    for session in CLAUDE_A + CLAUDE_B + CLAUDE_C + CODEX_A + CODEX_B + CODEX_C:
        sid = session["id"]
        is_claude = sid.startswith("h25-cc-")
        writer = claude_session if is_claude else codex_session
        writer(HERE / f"{sid}.jsonl", sid, session["project"], session["start"], session["steps"],
               branch=session.get("branch", "main"))
        labels.append({
            "id": sid,
            "file": f"{sid}.jsonl",
            "agent": "claude-code" if is_claude else "codex",
            "project": session["project"],
            "about": session["about"],
            "facts": session["facts"],
            "optional": session.get("optional", []),
            "questions": session["questions"],
        })
    ids = [entry["id"] for entry in labels]
    assert len(ids) == len(set(ids)), "duplicate session id"
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2, ensure_ascii=False)
                                      + "\n", encoding="utf-8")
    print(f"wrote {len(labels)} sessions")


if __name__ == "__main__":
    main()
