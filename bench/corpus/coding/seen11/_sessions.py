"""Write the h11 split: every transcript plus labels.json into this folder.

Run from the repo root: python bench/corpus/coding/h11/_sessions.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from _data_claude import FLUTTER, NVIM, OCEAN  # noqa: E402
from _data_claude2 import ESCROW, KTOR  # noqa: E402
from _data_claude3 import DENO, KANBAN, PROLOG, WASM  # noqa: E402
from _data_codex import ALIGNER, CRAWLER, OPERATOR, PERL  # noqa: E402
from _data_codex2 import ERLANG, FSHARP, NIM, PLANNER, WATCH  # noqa: E402
from build import claude_session, codex_session  # noqa: E402

SESSIONS = [OCEAN, FLUTTER, NVIM, ESCROW, KTOR, DENO, WASM, KANBAN, PROLOG,
            OPERATOR, PERL, ALIGNER, CRAWLER, WATCH, PLANNER, FSHARP, ERLANG, NIM]


def main() -> None:
    labels = {"version": 1, "sessions": []}
    for s in SESSIONS:
        path = HERE / f"{s['id']}.jsonl"
        writer = claude_session if s["agent"] == "claude-code" else codex_session
        writer(path, s["id"], s["project"], s["start"], s["steps"])
        labels["sessions"].append({
            "id": s["id"], "file": path.name, "agent": s["agent"], "project": s["project"],
            "about": s["about"], "facts": s["facts"], "optional": s["optional"],
            "questions": s["questions"],
        })
    (HERE / "labels.json").write_text(json.dumps(labels, indent=2, ensure_ascii=False) + "\n",
                                      encoding="utf-8")
    facts = [f for s in SESSIONS for f in s["facts"]]
    print(f"{len(SESSIONS)} sessions, {len(facts)} facts, "
          f"{sum(f['remember'] for f in facts)} remember, "
          f"{sum(len(s['optional']) for s in SESSIONS)} optional, "
          f"{sum(len(s['questions']) for s in SESSIONS)} questions")


if __name__ == "__main__":
    main()
