"""Obsidian [[wikilinks]]: [[id]], [[id|alias]], [[id#heading]], ![[embed]]."""

from __future__ import annotations

import re

# Links inside fenced or inline code are not links; strip code first.
_FENCE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
_WIKILINK = re.compile(r"!?\[\[([^\[\]\n|#]+)(?:#[^\[\]\n|]*)?(?:\|[^\[\]\n]*)?\]\]")


def parse_wikilinks(text: str) -> list[str]:
    """Link targets in order of first appearance, without alias or heading part."""
    seen: dict[str, None] = {}
    for match in _WIKILINK.finditer(_FENCE.sub(" ", text)):
        target = match.group(1).strip()
        if target:
            seen.setdefault(target, None)
    return list(seen)


def replace_wikilink_targets(text: str, mapping: dict[str, str]) -> str:
    """Rewrite link targets (keeping alias and heading) where `mapping` knows a better id."""

    def sub(match: re.Match[str]) -> str:
        target = match.group(1).strip()
        new = mapping.get(target)
        if not new or new == target:
            return match.group(0)
        whole = match.group(0)
        return whole.replace(match.group(1), new, 1)

    return _WIKILINK.sub(sub, text)
