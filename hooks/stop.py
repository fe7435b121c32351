#!/usr/bin/env python3
"""Stop hook for Claude Code and Codex: queue the session for memory extraction; prints nothing.

Run as `python3 hooks/stop.py` with the hook payload on stdin. Fail-open: whatever goes
wrong, it exits 0 without a word on stdout or stderr (details go to <log dir>/hooks.log).
"""

import os
import sys


def _main() -> int:
    # From a repo checkout, use the vaultmem beside this folder; otherwise the installed one.
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if os.path.isfile(os.path.join(root, "vaultmem", "hookclient.py")) and root not in sys.path:
        sys.path.insert(0, root)
    try:
        from vaultmem.hookclient import hook_main
    except Exception:  # vaultmem is nowhere to be found: stay out of the agent's way
        return 0
    return hook_main("Stop")


if __name__ == "__main__":
    sys.exit(_main())
