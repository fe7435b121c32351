"""Plain words for people: counts, values and results as text, never Python reprs."""

from __future__ import annotations

from typing import Any, Mapping


def counts(mapping: Mapping[str, Any] | None, empty: str = "none") -> str:
    """{'fact': 2, 'decision': 1} -> 'fact 2, decision 1' (largest first)."""
    items = sorted((mapping or {}).items(), key=lambda kv: (-int(kv[1] or 0), str(kv[0])))
    return ", ".join(f"{k} {v}" for k, v in items) or empty


def value(v: Any) -> str:
    """One result value on one line: lists comma-separated, mappings as counts, None as a dash."""
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, Mapping):
        return counts(v)
    if isinstance(v, (list, tuple, set)):
        return ", ".join(value(x) for x in v) or "none"
    return str(v)


def result_lines(result: Mapping[str, Any]) -> list[str]:
    """A command's result dict as `key: value` lines; list values longer than 3 go one per line."""
    lines = []
    for key, v in result.items():
        if isinstance(v, (list, tuple)) and len(v) > 3:
            lines.append(f"{key}: {len(v)}")
            lines.extend(f"  {value(x)}" for x in v)
        else:
            lines.append(f"{key}: {value(v)}")
    return lines
