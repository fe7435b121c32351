"""vaultmem.utctime: the one way UTC time is read and written."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vaultmem import utctime

UTC = dt.timezone.utc
ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("text, expected", [
    ("2026-01-31T12:00:00Z", dt.datetime(2026, 1, 31, 12, tzinfo=UTC)),
    ("2026-01-31T12:00:00z", dt.datetime(2026, 1, 31, 12, tzinfo=UTC)),
    ("2026-01-31T12:00:00", dt.datetime(2026, 1, 31, 12, tzinfo=UTC)),  # naive means UTC
    ("2026-01-31", dt.datetime(2026, 1, 31, tzinfo=UTC)),
    ("2026-01-31T14:30:00+02:30", dt.datetime(2026, 1, 31, 12, tzinfo=UTC)),
    ("2026-01-31T07:00:00-0500", dt.datetime(2026, 1, 31, 12, tzinfo=UTC)),
    ("2026-01-31T12:00:00.123456+00:00", dt.datetime(2026, 1, 31, 12, 0, 0, 123456, tzinfo=UTC)),
    ("2026-01-31T12:00:00.123456789Z", dt.datetime(2026, 1, 31, 12, 0, 0, 123456, tzinfo=UTC)),
    ("2026-01-31 12:00:00,5 Z", dt.datetime(2026, 1, 31, 12, 0, 0, 500000, tzinfo=UTC)),
    ("  2026-01-31T12:00Z ", dt.datetime(2026, 1, 31, 12, tzinfo=UTC)),
])
def test_parse_reads_every_form_as_aware_utc(text: str, expected: dt.datetime) -> None:
    got = utctime.parse(text)
    assert got == expected and got is not None and got.utcoffset() == dt.timedelta(0)


@pytest.mark.parametrize("garbage", [None, "", "   ", "yesterday", "2026-13-45T99:99:99Z", "2026-01-31T12:00:00+99:00",
                                     12, True, {}, "[trimmed]"])
def test_garbage_is_none_never_an_error(garbage: object) -> None:
    assert utctime.parse(garbage) is None
    assert utctime.parse_epoch(garbage) is None


def test_formats_round_trip() -> None:
    when = dt.datetime(2026, 1, 31, 14, 30, 5, 250000, tzinfo=dt.timezone(dt.timedelta(hours=2)))
    assert utctime.iso(when) == "2026-01-31T12:30:05Z"
    assert utctime.iso(dt.datetime(2026, 1, 31, 12, 30, 5)) == "2026-01-31T12:30:05Z"  # naive means UTC
    assert utctime.iso_precise(when) == "2026-01-31T12:30:05.250000+00:00"
    assert utctime.iso_minutes(when) == "2026-01-31T12:30Z"
    assert utctime.parse(utctime.iso_precise(when)) == when
    assert utctime.parse_epoch(utctime.iso_precise(when)) == when.timestamp()
    assert utctime.from_epoch(when.timestamp()) == when


def test_now_is_aware_utc_and_iso_defaults_to_it() -> None:
    before = dt.datetime.now(UTC).replace(microsecond=0)
    stamp = utctime.parse(utctime.iso())
    assert stamp is not None and before <= stamp <= dt.datetime.now(UTC)
    assert utctime.now().tzinfo is UTC


def test_the_stop_fallback_can_import_it_without_typing_or_re() -> None:
    """The Stop hook's fallback ticket stamps its time with this module; the hook path imports
    neither typing nor re (tests/test_hooks.py), and reading a plain stamp needs no regex."""
    code = ("import sys\nimport vaultmem.utctime as u\nu.parse('2026-01-31T12:00:00Z')\nu.iso_precise()\n"
            "print(' '.join(m for m in ('typing', 're') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""
