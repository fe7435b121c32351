"""detect-secrets as a second opinion: its plugins find high-entropy strings, keywords and known
token shapes the pattern rules miss; our own plausibility checks drop its usual false positives
(hashes, paths, identifiers). The library is optional: without it the pattern rules still run."""

from __future__ import annotations

import functools
import logging
import re
import threading
from collections.abc import Callable
from typing import Any

from .secret_rules import is_code_ref, looks_random

log = logging.getLogger("vaultmem.redact")

# (entropy, keyword, regex-based) plugins.
Plugins = tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]]
NO_PLUGINS: Plugins = ((), (), ())

_DS_SKIP = frozenset({"IPPublicDetector"})  # public IPs are not credentials; they fill ordinary logs
_DS_KINDS = {"Base64 High Entropy String": "high_entropy_string", "Basic Auth Credentials": "basic_auth",
             "Hex High Entropy String": "high_entropy_string", "Secret Keyword": "secret_keyword",
             "JSON Web Token": "jwt", "OpenAI Token": "openai_key", "Stripe Access Key": "stripe_key"}
# Cheap per-family gates: the ~25 plugin regexes only see lines that could feed them.
_DS_QUOTED_RE = re.compile(r"[\"'][A-Za-z0-9+/=_\-]{16,}[\"']")  # entropy plugins need quotes
_DS_KEYWORD_RE = re.compile(r"(?i:key|pass|pwd|secret|contrase)")  # keyword plugin (+ a quote)
_DS_TOKEN_RE = re.compile(r"[A-Za-z0-9+/=_\-.:]{20,}|A(?:KC|P[\dA-F])[A-Za-z0-9]{8}|://|PRIVATE|PuTTY")
HINT_RE = re.compile("|".join(p.pattern for p in (_DS_QUOTED_RE, _DS_KEYWORD_RE, _DS_TOKEN_RE)))
_HEX_RE = re.compile(r"[0-9a-fA-F]+")
_PATHISH_RE = re.compile(r"/?(?:[A-Za-z_][a-z_\-]*/)+[A-Za-z_][a-z_\-]*/?")
_DS_WINDOW, _DS_OVERLAP = 1000, 256  # plugin regexes are superlinear: long lines go in chunks
_DS_BLOB = 8192  # an unbroken run this long is a data payload (base64, minified blob): patterns only
_DS_SPLIT_RE = re.compile(r"(?<=[,;\s}\]])")
_ds_lock = threading.Lock()


def _ds_kind(secret_type: str) -> str:
    """Map a detect-secrets plugin type to a snake_case finding kind."""
    return _DS_KINDS.get(secret_type) or re.sub(r"[^a-z0-9]+", "_", secret_type.lower()).strip("_")


@functools.lru_cache(maxsize=1)
def plugins() -> Plugins:
    """Default detect-secrets plugins, initialised once: (entropy, keyword, regex-based)."""
    try:
        with _ds_lock:  # detect-secrets settings are process-global; touch them once, serially
            from detect_secrets.plugins.high_entropy_strings import HighEntropyStringsPlugin
            from detect_secrets.plugins.keyword import KeywordDetector
            from detect_secrets.settings import default_settings, get_plugins

            with default_settings():
                plugins = [p for p in get_plugins() if type(p).__name__ not in _DS_SKIP]
    except Exception as exc:  # missing/broken install: the pattern rules still run
        log.warning("detect-secrets unavailable (%s); using pattern rules only", type(exc).__name__)
        return NO_PLUGINS
    entropy = tuple(p for p in plugins if isinstance(p, HighEntropyStringsPlugin))
    keyword = tuple(p for p in plugins if isinstance(p, KeywordDetector))
    special = {id(p) for p in entropy + keyword}  # identity: plugin __eq__ serialises to JSON
    return entropy, keyword, tuple(p for p in plugins if id(p) not in special)


def _ds_chunks(line: str) -> list[str]:
    """Cut a long line at separators (JSON commas, spaces) into chunks of at most _DS_WINDOW."""
    if len(line) <= _DS_WINDOW:
        return [line]
    chunks: list[str] = []
    current = ""
    for piece in _DS_SPLIT_RE.split(line):
        if len(piece) > _DS_BLOB:
            continue
        while len(piece) > _DS_WINDOW:  # an unbroken blob: overlapping windows keep secrets whole
            chunks.append(piece[:_DS_WINDOW])
            piece = piece[_DS_WINDOW - _DS_OVERLAP :]
        if len(current) + len(piece) > _DS_WINDOW:
            chunks.append(current)
            current = ""
        current += piece
    return [*chunks, current]


def _ds_plausible(value: str, line: str, plugin: Any, keyword: bool) -> bool:
    """detect-secrets' own false-positive heuristics plus hash/path/identifier checks."""
    from detect_secrets.filters import heuristic as h

    if len(value) < 6 or "REDACTED:" in value:
        return False
    if _HEX_RE.fullmatch(value) and (len(value) < 16 or len(value) in (40, 64)):
        return False  # short ids and sha1/sha256 digests (git commits, checksums)
    if _PATHISH_RE.fullmatch(value) or not (looks_random(value) or any(c in value for c in "+/=")):
        return False
    if keyword and (h.is_indirect_reference(line) or is_code_ref(value)):
        return False
    return not (h.is_sequential_string(value) or h.is_potential_uuid(value) or h.is_templated_secret(value)
                or h.is_prefixed_with_dollar_sign(value) or h.is_not_alphanumeric_string(value)
                or h.is_likely_id_string(value, line, plugin))


def find_secrets(line: str, plugins: Plugins, allowed: Callable[[str], bool]) -> dict[str, str]:
    """Secret value -> finding kind for what the plugins find in one line and we judge plausible."""
    entropy, keyword, regex = plugins
    found: dict[str, str] = {}
    seen: set[tuple[str, int]] = set()  # overlapping chunks repeat values; judge each once
    for chunk in _ds_chunks(line):
        chosen: list[tuple[Any, str]] = []
        if _DS_QUOTED_RE.search(chunk):
            chosen += [(p, "entropy") for p in entropy]
        if _DS_KEYWORD_RE.search(chunk) and any(q in chunk for q in "\"'`"):
            chosen += [(p, "keyword") for p in keyword]
        if _DS_TOKEN_RE.search(chunk):
            chosen += [(p, "regex") for p in regex]
        for plugin, family in chosen:
            try:
                values = list(plugin.analyze_string(chunk))
            except Exception:  # one misbehaving plugin must not stop redaction
                continue
            for raw in values:
                value = raw.strip(" \t\r\"'`=:,;")
                if value in found or (value, id(plugin)) in seen or allowed(value):
                    continue
                seen.add((value, id(plugin)))
                if not _ds_plausible(value, chunk, plugin, family == "keyword"):
                    continue
                # analyze_string leaves the entropy limit to callers; the cheap filters go first
                if family == "entropy" and plugin.calculate_shannon_entropy(value) <= plugin.entropy_limit:
                    continue
                found[value] = _ds_kind(plugin.secret_type)
    return found
