"""The shared harness itself: a daemon that cannot start says why; restart and kill do what they say."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from support.daemon import Daemon, answers
from support.wait import wait_until


def test_wait_until_polls_until_true_and_says_false_when_it_never_is() -> None:
    calls = []
    assert wait_until(lambda: calls.append(1) or len(calls) >= 3, timeout=30, step=0.01)
    assert len(calls) == 3
    assert wait_until(lambda: False, timeout=0.05, step=0.01) is False


def test_a_daemon_that_exits_at_start_fails_with_its_own_words(isolated_env: Path) -> None:
    daemon = Daemon(dict(os.environ), args=("--no-such-option",))
    with pytest.raises(AssertionError, match="No such option"):
        daemon.start(timeout=120)
    assert daemon.proc is not None and daemon.proc.poll() not in (None, 0)


def test_restart_brings_up_a_new_process_and_kill_leaves_none(isolated_env: Path) -> None:
    daemon = Daemon(dict(os.environ)).start()
    try:
        first = daemon.pid
        assert daemon.healthy() and answers(daemon.sock)
        daemon.restart()
        assert daemon.pid != first and daemon.healthy()
        assert daemon.kill() == -signal.SIGKILL
        assert not daemon.healthy()
    finally:
        daemon.stop()
