"""Source of the held-out split (third set): `python _sessions.py` writes this folder's *.jsonl and
labels.json (see docs/extraction.md, "Corpus format").

Written from a brief by someone who had not seen the extractor's rules nor the other splits; the
labels say what a person would want remembered from each session. Nobody tuning the extractor
should read this file, the data files it imports, or this folder.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _data_a import SESSIONS as PART_A  # noqa: E402
from _data_b import SESSIONS as PART_B  # noqa: E402
from _data_c import SESSIONS as PART_C  # noqa: E402
from _writers import claude_session, codex_session  # noqa: E402

OUT = Path(__file__).resolve().parent
LABEL_FIELDS = ("id", "file", "agent", "project", "about", "facts", "optional", "questions")


def main() -> None:
    sessions = [*PART_A, *PART_B, *PART_C]
    ids = [s["id"] for s in sessions]
    assert len(ids) == len(set(ids)), "duplicate session id"
    OUT.mkdir(parents=True, exist_ok=True)
    labels = []
    for s in sessions:
        s["file"] = f"{s['id']}.jsonl"
        writer = claude_session if s["agent"] == "claude-code" else codex_session
        writer(OUT / s["file"], s["id"], s["project"], s["start"], s["steps"], branch=s.get("branch", "main"))
        labels.append({k: s[k] for k in LABEL_FIELDS})
    (OUT / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2, ensure_ascii=False)
                                     + "\n", encoding="utf-8")
    print(f"wrote {len(sessions)} sessions to {OUT}")


if __name__ == "__main__":
    main()
