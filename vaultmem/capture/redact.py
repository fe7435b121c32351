"""Secret redaction that runs before any session text is written or sent anywhere: <private> spans
dropped, then the pattern rules (secret_rules.py) and detect-secrets (secret_scan.py) to a fixpoint,
every finding replaced by `[REDACTED:<kind>]`."""

from __future__ import annotations

import dataclasses
import functools
import logging
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from . import secret_scan
from .secret_rules import LINE_GATE_RE, LINE_RULES, TOKEN_RULES, Rule
from .turns import ToolResult, Turn

log = logging.getLogger("vaultmem.redact")

MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9_]+\]")
_MARKER_SPAN = 64  # longer than any marker, so a window this wide finds overlapping ones
_MAX_PASSES = 8  # a pass can expose a new match (e.g. a second keyword on a line); loop to a fixpoint


def marker(kind: str) -> str:
    """The placeholder that replaces a secret of this kind."""
    return f"[REDACTED:{kind}]"


@dataclass
class Redaction:
    """Redacted text plus how many secrets of each kind were removed."""

    text: str
    findings: dict[str, int] = field(default_factory=dict)


# --- <private> spans -------------------------------------------------------------------------

_PRIVATE_TAG_RE = re.compile(r"<(/?)private(?:\s[^<>]*)?>", re.IGNORECASE)


def _drop_private(text: str) -> tuple[str, int]:
    """Drop private spans (nesting-aware; unclosed runs to the end) and count them."""
    dropped = 0
    while _PRIVATE_TAG_RE.search(text):
        parts: list[str] = []
        depth, pos = 0, 0
        for m in _PRIVATE_TAG_RE.finditer(text):
            if depth == 0:
                parts.append(text[pos : m.start()])
            if m.group(1):
                depth = max(depth - 1, 0)  # a stray closing tag is dropped on its own
            else:
                dropped += depth == 0
                depth += 1
            pos = m.end()
        if depth == 0:
            parts.append(text[pos:])
        text = "".join(parts)  # loop: removing a span can glue a new tag together
    return text, dropped


def drop_private(text: str) -> str:
    """Remove <private>...</private> spans entirely, including an unclosed one to end of text."""
    return _drop_private(text)[0]


# --- the redactor -----------------------------------------------------------------------------


def _touches_marker(text: str, start: int, end: int) -> bool:
    """Whether [start, end) overlaps an existing marker (markers are never re-redacted)."""
    window = MARKER_RE.finditer(text, max(0, start - _MARKER_SPAN), min(len(text), end + _MARKER_SPAN))
    return any(mm.start() < end and mm.end() > start for mm in window)


def _line_spans(text: str, gate: re.Pattern[str], merge: bool = True) -> list[tuple[int, int]]:
    """Spans of whole lines holding a match of gate (adjacent lines merged if asked)."""
    spans: list[tuple[int, int]] = []
    for m in gate.finditer(text):
        if spans and m.start() < spans[-1][1]:
            continue  # that line is already in
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        if merge and spans and start <= spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


def _map_spans(text: str, spans: list[tuple[int, int]], fn: Callable[[str], str]) -> str:
    """Rewrite only the given spans of text with fn."""
    pieces: list[str] = []
    pos = 0
    for start, end in spans:
        pieces += [text[pos:start], fn(text[start:end])]
        pos = end
    return "".join(pieces) + text[pos:]


class Redactor:
    """Reusable redactor: allowlist and detect-secrets plugins are prepared once."""

    def __init__(self, allowlist: Sequence[str] = (), use_detect_secrets: bool = True) -> None:
        self._exact = frozenset(allowlist)
        self._patterns: list[re.Pattern[str]] = []
        for entry in allowlist:
            try:
                self._patterns.append(re.compile(entry))
            except (re.error, TypeError):  # not a regex: exact matching still applies
                pass
        self._plugins = secret_scan.plugins() if use_detect_secrets else secret_scan.NO_PLUGINS

    def _allowed(self, value: str) -> bool:
        """Allowlist entries match a candidate exactly or as a full regex match."""
        return value in self._exact or any(p.fullmatch(value) for p in self._patterns)

    def _apply(self, rule: Rule, text: str, counts: Counter[str]) -> str:
        names = rule.group if isinstance(rule.group, tuple) else (rule.group,)

        def repl(m: re.Match[str]) -> str:
            group = next((g for g in names if m.group(g) is not None), names[0])
            start, end = m.span(group)
            if start < 0 or start == end or _touches_marker(m.string, start, end):
                return m.group(0)
            if self._allowed(m.group(group)) or self._allowed(m.group(0)):
                return m.group(0)
            if rule.check is not None and not rule.check(m):
                return m.group(0)
            counts[rule.kind] += 1
            whole, base = m.group(0), m.start()
            return whole[: start - base] + marker(rule.kind) + whole[end - base :]

        return rule.regex.sub(repl, text)

    def _rules(self, rules: tuple[Rule, ...], text: str, counts: Counter[str]) -> str:
        low = text.lower()
        for rule in rules:
            if not rule.gate or any(g in low for g in rule.gate):  # gates only skip work
                text = self._apply(rule, text, counts)
        return text

    def _ds_line(self, line: str, counts: Counter[str]) -> str:
        found = secret_scan.find_secrets(line, self._plugins, self._allowed)
        for value in sorted(found, key=len, reverse=True):  # longest first: no partial leftovers
            pieces: list[str] = []
            pos = 0
            for m in re.finditer(re.escape(value), line):
                if m.start() < pos or _touches_marker(line, m.start(), m.end()):
                    continue
                pieces += [line[pos : m.start()], marker(found[value])]
                pos = m.end()
                counts[found[value]] += 1
            line = "".join(pieces) + line[pos:]
        return line

    def _pass(self, text: str, counts: Counter[str]) -> str:
        text = self._rules(TOKEN_RULES, text, counts)
        low = text.lower()
        if len(low) == len(text):
            spans = _line_spans(low, LINE_GATE_RE)
        else:  # lower() changed lengths (e.g. "İ"): positions must come from the text itself
            spans = _line_spans(text, re.compile(LINE_GATE_RE.pattern, re.I))
        text = _map_spans(text, spans, lambda seg: self._rules(LINE_RULES, seg, counts))
        if any(self._plugins):
            spans = _line_spans(text, secret_scan.HINT_RE, merge=False)
            text = _map_spans(text, spans, lambda line: self._ds_line(line, counts))
        return text

    def __call__(self, text: str) -> Redaction:
        """Redact one text; fails closed (returns only a marker) if anything goes wrong."""
        try:
            out, private = _drop_private(text)
            counts: Counter[str] = Counter()
            if private:
                counts["private"] = private
            for _ in range(_MAX_PASSES):
                before = sum(counts.values())
                out = self._pass(out, counts)
                if sum(counts.values()) == before:
                    break
        except Exception as exc:  # never let unredacted text through on a bug
            log.error("redaction failed (%s); dropping the whole text", type(exc).__name__)
            return Redaction(marker("redaction_error"), {"redaction_error": 1})
        if counts:
            # Only kinds and counts are logged, never values or surrounding text.
            log.debug("redacted %d item(s): %s", sum(counts.values()), dict(sorted(counts.items())))
        return Redaction(out, dict(counts))


@functools.lru_cache(maxsize=16)
def _cached(allowlist: tuple[str, ...]) -> Redactor:
    return Redactor(allowlist)


def redact(text: str, allowlist: Sequence[str] = ()) -> Redaction:
    """Drop private spans and replace every detected secret with `[REDACTED:<kind>]`."""
    return _cached(tuple(allowlist))(text)


def redact_turns(turns: Iterable[Turn], redactor: Redactor) -> tuple[list[Turn], dict[str, int]]:
    """Copies of the turns with secrets redacted and <private> spans dropped, plus finding counts."""
    out: list[Turn] = []
    found: dict[str, int] = {}
    for turn in turns:
        red = redactor(turn.text)
        for k, v in red.findings.items():
            found[k] = found.get(k, 0) + v
        results = []
        for r in turn.tool_results:
            rr = redactor(r.text)
            for k, v in rr.findings.items():
                found[k] = found.get(k, 0) + v
            results.append(ToolResult(r.tool_use_id, rr.text, r.is_error))
        calls = [dataclasses.replace(c, input=redactor(c.input).text) for c in turn.tool_calls]
        out.append(dataclasses.replace(turn, text=red.text, tool_results=results, tool_calls=calls))
    return out, found
