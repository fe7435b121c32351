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


_LINK_LINE = re.compile(r"^[ \t]*[-*+][ \t]+!?\[\[([^\[\]\n|#]+)(?:#[^\[\]\n|]*)?(?:\|[^\[\]\n]*)?\]\][^\n]*\n?", re.M)


def drop_wikilinks(text: str, targets: set[str], placeholder: str = "*(a purged note)*") -> str:
    """Take links to `targets` out of a text: a list item that is such a link goes, a link in a
    sentence becomes its alias, or `placeholder` when it has none (a note deleted for good must not
    leave links that Obsidian would turn into new, empty notes)."""
    text = _LINK_LINE.sub(lambda m: "" if m.group(1).strip() in targets else m.group(0), text)

    def sub(match: re.Match[str]) -> str:
        if match.group(1).strip() not in targets:
            return match.group(0)
        alias = match.group(0).rstrip("]").partition("|")[2].strip()
        return alias or placeholder

    return _WIKILINK.sub(sub, text)
