"""Which folders Stop tickets may read transcripts from.

`capture.transcript_roots` (default ~/.claude and ~/.codex) keeps a forged ticket from making the
worker read any file on the machine. Agents can live elsewhere: Claude Code honours
`CLAUDE_CONFIG_DIR`, Codex `CODEX_HOME`, and the daemon (started by a service manager, say) may not
share the agent's environment. So `vaultmem install` records the folder it installed hooks into,
and that folder is allowed too: the person chose it by installing there.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from .. import atomic

AGENT_DIRS_FILE = "agent-dirs.json"


def recorded_agent_dirs(state_dir: Path) -> dict[str, list[str]]:
    """{agent: [folders]} recorded by `vaultmem install`; {} when none or unreadable."""
    try:
        data = json.loads((state_dir / AGENT_DIRS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): [str(f) for f in v if isinstance(f, str)] for k, v in data.items() if isinstance(v, list)}


def record_agent_dir(state_dir: Path, agent: str, folder: Path) -> None:
    dirs = recorded_agent_dirs(state_dir)
    dirs[agent] = sorted(set(dirs.get(agent, [])) | {str(folder.expanduser().resolve())})
    state_dir.mkdir(parents=True, exist_ok=True)
    atomic.write_text(state_dir / AGENT_DIRS_FILE, json.dumps(dirs, indent=1))


def allowed_roots(configured: list[str], state_dir: Path) -> list[str]:
    """The configured roots plus the agent folders hooks were installed into; [] means anywhere."""
    if not configured:
        return []
    return list(configured) + sorted({f for folders in recorded_agent_dirs(state_dir).values() for f in folders})


def is_allowed(path: Path, roots: list[str]) -> bool:
    real = path.resolve()
    for root in roots:
        base = Path(os.path.expanduser(root)).resolve()
        if real == base or base in real.parents:
            return True
    return False
