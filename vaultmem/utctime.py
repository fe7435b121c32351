"""UTC time, read and written one way everywhere (standard library only, Python 3.8 syntax: the Stop
fallback ticket on the hook path uses it).

The vault writes `2026-01-31T12:00:00Z` (seconds, "Z"); the queue and ledgers keep microseconds
(`iso_precise`, `+00:00`). Reading accepts either, a bare date, an offset, and the variants agents
put in transcripts; a value without a zone is UTC; anything unreadable is None, never an error.
"""

from __future__ import annotations

import datetime as _dt

# No `typing` import: the Stop hook's fallback imports this module, and the hook path stays free of
# it (tests/test_hooks.py); annotations are never evaluated (`from __future__ import annotations`).

UTC = _dt.timezone.utc
FORMAT = "%Y-%m-%dT%H:%M:%SZ"
_LENIENT = None  # compiled on first use: most values never need it, and `re` costs the hook path


def now() -> _dt.datetime:
    """The current time, aware, in UTC."""
    return _dt.datetime.now(UTC)


def _as_utc(when: _dt.datetime) -> _dt.datetime:
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)


def iso(when: _dt.datetime | None = None) -> str:
    """`2026-01-31T12:00:00Z`: the vault's timestamp (now when no time is given; naive means UTC)."""
    return _as_utc(when or now()).strftime(FORMAT)


def iso_minutes(when: _dt.datetime) -> str:
    """`2026-01-31T12:00Z`: a turn's time where seconds are noise (prompts, provenance lines)."""
    return _as_utc(when).strftime("%Y-%m-%dT%H:%MZ")


def iso_precise(when: _dt.datetime | None = None) -> str:
    """`2026-01-31T12:00:00.123456+00:00`: for records whose order within a second matters."""
    return _as_utc(when or now()).isoformat()


def from_epoch(seconds: float) -> _dt.datetime:
    return _dt.datetime.fromtimestamp(seconds, UTC)


def _lenient(text: str) -> _dt.datetime | None:
    """Forms fromisoformat refuses: a comma before the fraction, a space before the zone, a
    lower-case "z", more than six fraction digits on older Pythons."""
    global _LENIENT
    if _LENIENT is None:
        import re

        _LENIENT = re.compile(r"(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:[.,](\d+))?\s*(Z|[+-]\d{2}:?\d{2})?",
                              re.IGNORECASE)
    match = _LENIENT.fullmatch(text)
    if not match:
        return None
    day, clock, frac, zone = match.groups()
    if clock.count(":") == 1:
        clock += ":00"
    text = "%sT%s.%s" % (day, clock, (frac or "0")[:6].ljust(6, "0"))
    if zone and zone.upper() != "Z":
        text += zone if ":" in zone else "%s:%s" % (zone[:3], zone[3:])
    return _dt.datetime.fromisoformat(text + ("" if zone and zone.upper() != "Z" else "+00:00"))


def parse(value: object) -> _dt.datetime | None:
    """An ISO date or date-time as an aware UTC datetime; None when absent or unreadable."""
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip()
    try:
        if text[-1:] in "Zz":
            text = text[:-1] + "+00:00"
        return _as_utc(_dt.datetime.fromisoformat(text))
    except ValueError:
        pass
    try:
        found = _lenient(value.strip())
    except (ValueError, OverflowError):
        return None
    return _as_utc(found) if found else None


def parse_epoch(value: object) -> float | None:
    """parse() as seconds since the epoch (what lease and backoff arithmetic wants)."""
    when = parse(value)
    return when.timestamp() if when else None
