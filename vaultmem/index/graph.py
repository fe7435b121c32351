"""The wikilink graph (networkx): outbound links and backlinks between current notes."""

from __future__ import annotations

from typing import Iterable, Mapping

import networkx as nx

from ..vault.ids import slugify


def build_graph(links: Mapping[str, Iterable[str]], titles: Mapping[str, str] | None = None) -> nx.DiGraph:
    """Edges id -> target for every link that resolves to a known id (by id, or by title slug)."""
    graph = nx.DiGraph()
    graph.add_nodes_from(links)
    by_slug = {slugify(t): i for i, t in (titles or {}).items()}
    for src, targets in links.items():
        for target in targets:
            dst = resolve_link(target, links, by_slug)
            if dst and dst != src:
                graph.add_edge(src, dst)
    return graph


def resolve_link(target: str, known: Mapping[str, object], by_slug: Mapping[str, str]) -> str | None:
    """A link target as Obsidian would resolve it: exact id, file-name form, or title."""
    name = target.rsplit("/", 1)[-1]
    if name.lower().endswith(".md"):
        name = name[:-3]
    if name in known:
        return name
    slug = slugify(name)
    if slug in known:
        return slug
    return by_slug.get(slug)


def neighbours(graph: nx.DiGraph, node: str, max_backlinks: int) -> list[str]:
    """Outbound links first, then up to max_backlinks notes linking here."""
    if node not in graph:
        return []
    out = list(graph.successors(node))
    back = [n for n in graph.predecessors(node) if n not in out][:max_backlinks]
    return out + back
