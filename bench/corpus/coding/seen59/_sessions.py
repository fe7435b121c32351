"""Write the h59 held-out sessions and their labels.json.

h59 is a public-library consortium's systems team (Larkmoor Libraries, 41 branches): shelfmark (the
Django ILS: MARC21 catalogue, loans, holds, fines), the RFID self-checkout kiosk (C#), catalogue-web
(SvelteKit), patron-notices (email and SMS), elend-bridge (Go, the e-book and audiobook vendor API),
resident-sync (nightly feed from the city's resident register) and lib-infra (VMs and MinIO).

Run from the repository root:  python bench/corpus/coding/seen59/_sessions.py
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
    write_split(HERE, "h59", CLAUDE_A + CLAUDE_B + CLAUDE_C + CODEX_A + CODEX_B + CODEX_C)
