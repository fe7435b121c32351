"""What each setting may hold: one declarative table, checked when the config is loaded.

A value outside its range is refused at load with one line naming the key, the value, where it
came from and what is allowed: `embedder.batch_size = 0` used to kill `serve` later, and
`recall.limit = 0` or `capture.transcript_roots = [1, 2]` silently switched recall or capture off.
A value beyond an agent's own limit (Claude Code drops hook output over 10,000 characters) is
not wrong, just useless above the cap: it is clamped, and the warning is kept for `config show`
and `doctor`. Settings without a rule take any value of their declared type.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from .errors import ConfigError

# The recall code cuts every context at this many characters (recall/context.py HARD_LIMIT),
# under Claude Code's 10,000-character cap on what a hook may add to the conversation.
HOOK_OUTPUT_CAP = 9_500
HOOK_CAP_WHY = "Claude Code drops hook output over 10,000 characters; vaultmem cuts at 9,500"

# Secret-shaped strings of different families (made up, never real). An allowlist entry that
# matches the empty string, or secrets of two families, is not an exception but redaction off.
_SECRET_PROBES = {
    "aws": "AKIAQ3EGRZ7XK2LMN4PB",
    "github": "ghp_Zq8wR2nV5tY7uI1oP3aS6dF9gH4jK0lXcB2m",
    "openai": "sk-proj-Tq7Yw3Er9Ui2Op5As8Df1Gh4Jk6Lz0XcVbNm",
    "jwt": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3NzEifQ.k3Jd9Qp2Xv7Lm4Ns8Rt1Wy5Za0Bc6Ef",
    "password": "hunter2-Correct-Horse",
    "hex": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
}


@dataclass(frozen=True)
class Rule:
    """Allowed values of one setting. Numbers: [low, high] (low exclusive when `above`), larger than
    `cap` clamped with a warning. Lists: what each item must be (`items`). Paths: see config.py."""

    low: float | None = None
    high: float | None = None
    above: bool = False
    cap: float | None = None
    cap_why: str = ""
    items: str = ""  # "text", "path", "type=days", "allowlist"
    path: str = ""  # "path": a folder; "maybe": a model name or a ./path, ~/path


def _n(low: float | None = None, high: float | None = None, *, above: bool = False,
       cap: float | None = None, cap_why: str = "") -> Rule:
    return Rule(low=low, high=high, above=above, cap=cap, cap_why=cap_why)


FRACTION = _n(0, 1)
COUNT = _n(1)  # at least one: zero would switch the feature off without a word
NON_NEGATIVE = _n(0)

RULES: dict[str, Rule] = {
    "paths.vault": Rule(path="path"),
    "paths.state_dir": Rule(path="path"),
    "paths.log_dir": Rule(path="path"),
    "paths.runtime_dir": Rule(path="path"),
    "embedder.model": Rule(path="maybe"),
    "embedder.dimensions": NON_NEGATIVE,
    "embedder.batch_size": _n(1, 4096),
    "recall.limit": _n(1, 100),
    "recall.candidates": COUNT,
    "recall.rrf_k": NON_NEGATIVE,
    "recall.bm25_weight": NON_NEGATIVE,
    "recall.vector_weight": NON_NEGATIVE,
    "recall.session_boost": NON_NEGATIVE,
    "recall.rerank_model": Rule(path="maybe"),
    "recall.half_life_days": NON_NEGATIVE,
    "recall.decay_floor": FRACTION,
    "recall.confirmed_boost": _n(0, above=True),
    "recall.min_similarity": _n(-1, 1),
    "recall.min_score": FRACTION,  # relative to the best hit: above 1 would drop every hit
    "recall.graph_depth": _n(0, 5),
    "recall.max_secondary": NON_NEGATIVE,
    "recall.max_backlinks": NON_NEGATIVE,
    "recall.episode_weight": NON_NEGATIVE,
    "recall.context_chars": _n(200, cap=HOOK_OUTPUT_CAP, cap_why=HOOK_CAP_WHY),
    "recall.excerpt_chars": NON_NEGATIVE,
    "hooks.min_prompt_chars": NON_NEGATIVE,
    # Claude Code kills a hook after 60 s by default; the hook client keeps to the same cap.
    "daemon.code_check_seconds": _n(0),
    "hooks.timeout": _n(0, above=True, cap=60, cap_why="Claude Code kills a hook after 60 seconds"),
    "hooks.brief_chars": _n(200, cap=HOOK_OUTPUT_CAP, cap_why=HOOK_CAP_WHY),
    "queue.lease_seconds": _n(1),
    "queue.max_attempts": COUNT,
    "queue.min_new_turns": NON_NEGATIVE,
    "capture.transcript_roots": Rule(items="path", path="path"),
    "extract.max_turns": COUNT,
    "extract.max_chars": _n(200),
    "extract.lead_turns": NON_NEGATIVE,
    "extract.max_notes": COUNT,
    "extract.dedup_threshold": FRACTION,
    "extract.extend_threshold": FRACTION,
    "extract.daily_token_budget": NON_NEGATIVE,
    "extract.daily_cost_budget": NON_NEGATIVE,
    "extract.price_input_per_mtok": NON_NEGATIVE,
    "extract.price_output_per_mtok": NON_NEGATIVE,
    "extract.timeout": _n(0, above=True),
    "extract.redact_allowlist": Rule(items="allowlist"),
    "reflect.stale_days": COUNT,
    "reflect.cluster_threshold": FRACTION,
    "reflect.context_ttl_days": NON_NEGATIVE,
    "reflect.type_ttl_days": Rule(items="type=days"),
    "reflect.contradiction_threshold": FRACTION,
    "reflect.drift_days": NON_NEGATIVE,
    "reflect.drift_step": FRACTION,
    "usage.promote_recalls": NON_NEGATIVE,
    "usage.promote_step": FRACTION,
    "usage.boost_max": NON_NEGATIVE,
    "hub.tls_cert": Rule(path="path"),
    "hub.tls_key": Rule(path="path"),
    "remote.token_file": Rule(path="path"),
    "remote.ca_file": Rule(path="path"),
    "remote.timeout": _n(0, above=True, cap=60, cap_why="Claude Code kills a hook after 60 seconds"),
    "remote.retry_seconds": _n(0, above=True, high=300),
    "remote.projects": Rule(items="text"),
}

_TYPE_DAYS = re.compile(r"\s*[a-z][a-z0-9_-]*\s*=\s*\d+\s*")


def allowed(rule: Rule, kind: type) -> str:
    """What the rule allows, in words: 'an integer >= 1', 'a number from 0 to 1', ..."""
    if kind is list:
        return {"path": "a list of folder paths (strings)", "type=days": 'a list of "type=days" strings',
                "allowlist": "a list of exact strings or regexes that match specific values, not everything "
                             "or the empty string"}.get(rule.items, "a list of strings")
    noun = "an integer" if kind is int else "a number"
    if rule.low is not None and rule.high is not None:
        return f"{noun} from {rule.low:g} to {rule.high:g}"
    if rule.low is not None:
        return f"{noun} {'>' if rule.above else '>='} {rule.low:g}"
    return noun


def allowlist_breadth(entry: str) -> list[str]:
    """The secret families an allowlist entry lets through whole ('' included when it matches nothing)."""
    try:
        pattern = re.compile(entry)
    except (re.error, TypeError):
        return []  # not a regex: the redactor compares it exactly
    hit = ["empty string"] if pattern.fullmatch("") else []
    return hit + [family for family, probe in _SECRET_PROBES.items() if pattern.fullmatch(probe)]


def _bad_item(rule: Rule, item: Any) -> bool:
    if not isinstance(item, str) or not item.strip():
        return True
    if rule.items == "type=days":
        return not _TYPE_DAYS.fullmatch(item)
    if rule.items == "allowlist":
        broad = allowlist_breadth(item)
        return "empty string" in broad or len(broad) >= 2
    return False


def check(name: str, value: Any, kind: type, origin: str) -> tuple[Any, str | None]:
    """The value to use and a warning when it was clamped; ConfigError when it is not allowed."""
    rule = RULES.get(name)
    if rule is None:
        return value, None

    def refuse() -> ConfigError:
        what = allowed(rule, kind)
        return ConfigError(f"{name} = {value!r} from {origin} is not allowed: expected {what}",
                           f"set {name} to {what}")

    if kind is list:
        if rule.items and any(_bad_item(rule, item) for item in value):
            raise refuse()
        return value, None
    if kind not in (int, float):
        return value, None
    if isinstance(value, float) and not math.isfinite(value):
        raise refuse()
    if rule.low is not None and (value <= rule.low if rule.above else value < rule.low):
        raise refuse()
    if rule.high is not None and value > rule.high:
        raise refuse()
    if rule.cap is not None and value > rule.cap:
        capped = kind(rule.cap)
        return capped, f"{name} = {value!r} from {origin} is above {capped}: using {capped} ({rule.cap_why})"
    return value, None
