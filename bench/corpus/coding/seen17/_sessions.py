"""Write the h17 sessions and labels.json (run from the repo root:
python bench/corpus/coding/seen17/_sessions.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from _data_claude import chess_chat, fridge_review, greenhouse_ci, hut_deps, moth_perf  # noqa: E402
from _data_claude2 import lighthouse_refactor, museum_adr, seabird_ml, windfarm_oncall  # noqa: E402
from _data_codex import beekeeper_cli, busstop_android, morse_parser, sawmill_flaky  # noqa: E402
from _data_codex2 import cheese_env, printing_undo  # noqa: E402
from _data_codex3 import canal_booking, glacier_fortran, orchard_tf  # noqa: E402
from build import claude_session, codex_session  # noqa: E402

CLAUDE = [hut_deps, fridge_review, greenhouse_ci, chess_chat, moth_perf,
          windfarm_oncall, museum_adr, lighthouse_refactor, seabird_ml]
CODEX = [sawmill_flaky, beekeeper_cli, busstop_android, morse_parser, cheese_env,
         printing_undo, canal_booking, glacier_fortran, orchard_tf]


def main() -> None:
    labels = []
    for agent, sessions, writer in (("claude-code", CLAUDE, claude_session), ("codex", CODEX, codex_session)):
        for s in sessions:
            name = f"{s['id']}.jsonl"
            writer(HERE / name, s["id"], s["project"], s["start"], s["steps"])
            labels.append({"id": s["id"], "file": name, "agent": agent, "project": s["project"],
                           "about": s["about"], "facts": s["facts"], "optional": s["optional"],
                           "questions": s["questions"]})
    (HERE / "labels.json").write_text(json.dumps({"version": 1, "sessions": labels}, indent=2,
                                                 ensure_ascii=False) + "\n", encoding="utf-8")
    facts = sum(len(s["facts"]) for s in labels)
    remember = sum(f["remember"] for s in labels for f in s["facts"])
    print(f"{len(labels)} sessions, {facts} facts, {remember} remember, "
          f"{sum(len(s['optional']) for s in labels)} optional, {sum(len(s['questions']) for s in labels)} questions")


if __name__ == "__main__":
    main()
