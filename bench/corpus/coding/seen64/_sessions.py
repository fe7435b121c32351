"""Write the h64 sessions (a district court's case-management and e-filing team; written unread as heldout27, opened
as seen64) and their labels.json.

Run from the repository root:  python bench/corpus/coding/seen64/_sessions.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from build import write_split  # noqa: E402
from _data_claude_a import SESSIONS as CLAUDE_A  # noqa: E402
from _data_claude_b import SESSIONS as CLAUDE_B  # noqa: E402
from _data_claude_c import SESSIONS as CLAUDE_C  # noqa: E402
from _data_codex_a import SESSIONS as CODEX_A  # noqa: E402
from _data_codex_b import SESSIONS as CODEX_B  # noqa: E402
from _data_codex_c import SESSIONS as CODEX_C  # noqa: E402


if __name__ == "__main__":
    write_split(HERE, "h64", CLAUDE_A + CLAUDE_B + CLAUDE_C + CODEX_A + CODEX_B + CODEX_C)
