"""The one polling helper: tests wait for a real process or file to reach a state, never sleep blind."""

from __future__ import annotations

import time
from typing import Any, Callable


def wait_until(pred: Callable[[], Any], timeout: float, step: float = 0.05) -> bool:
    """Call `pred` every `step` seconds until it is truthy or `timeout` passes; its last answer.

    The final call after the deadline means a state reached while the loop slept still counts.
    """
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(step)
    return bool(pred())
