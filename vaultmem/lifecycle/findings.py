"""What the reflector looks for: expired, near-duplicate, stale, orphaned and contradicting notes.

Each finder is a plain function over notes (and vectors or usage rows) so it is testable without
a daemon, and each result carries a short human reason, because a person decides what to do.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

import networkx as nx
import numpy as np

from ..index.graph import build_graph
from ..utctime import parse as parse_when
from ..vault.note import Note
from .tiers import last_used

if TYPE_CHECKING:
    from ..index.indexer import Index

log = logging.getLogger("vaultmem.lifecycle")

# Types whose notes state a position that another note can contradict.
OPINION_TYPES = ("decision", "preference")
TOPIC_TAGS = {"topic", "moc", "index"}


@dataclass
class Pair:
    """Two current notes in the same scope and their cosine similarity."""

    a: str
    b: str
    similarity: float


# -- expiry -----------------------------------------------------------------------------------


def ttl_days(context_days: int, type_days: Sequence[str]) -> dict[str, int]:
    """Per-type time-to-live in days from reflect.context_ttl_days and reflect.type_ttl_days
    ("type=days" items)."""
    ttl = {"context": int(context_days)}
    for item in type_days:
        kind, _, days = str(item).partition("=")
        if kind.strip() and days.strip().isdigit():
            ttl[kind.strip()] = int(days)
    return {k: v for k, v in ttl.items() if v > 0}


def expiry_reason(note: Note, ttl: Mapping[str, int], now: dt.datetime) -> str | None:
    """Why a note has expired (forget_after passed, or older than its type's TTL), or None."""
    until = parse_when(note.forget_after)
    if until is not None and until <= now:
        return f"forget_after {note.forget_after} has passed"
    days = ttl.get(note.type)
    born = parse_when(note.valid_from) or parse_when(note.created) or parse_when(note.recorded_at)
    if days and born is not None and now - born > dt.timedelta(days=days):
        return f"{note.type} notes expire after {days} days (this one is from {born.date().isoformat()})"
    return None


# -- vectors and similar pairs ------------------------------------------------------------------


def stored_vectors(index: "Index", keys: Sequence[str]) -> dict[str, list[float]]:
    """Vectors already in the store, read back instead of re-embedded (cheap for 10k notes); the
    caller embeds anything missing."""
    try:
        return index.vectors().retrieve(keys)
    except Exception as exc:  # a store that cannot read back: embedding is slower but always works
        log.info("reading vectors back failed (%s); re-embedding", exc)
        return {}


def note_vectors(index: "Index", notes: Sequence[Note], batch_size: int = 64) -> np.ndarray:
    """Unit vectors for the notes, in order: from the store when in sync, else embedded in batches."""
    if not notes:
        return np.zeros((0, 1), dtype=np.float32)
    index.check_identity()
    fresh = {n.id for n in notes if index.content_hash(n.id) == n.content_hash()}
    have = stored_vectors(index, [n.id for n in notes if n.id in fresh]) if fresh else {}
    todo = [n for n in notes if n.id not in have]
    for start in range(0, len(todo), batch_size):
        batch = todo[start:start + batch_size]
        for note, vec in zip(batch, index.embedder.embed_documents([n.search_text() for n in batch])):
            have[note.id] = vec
    mat = np.asarray([have[n.id] for n in notes], dtype=np.float32)
    norms = np.linalg.norm(mat, axis=1, keepdims=True)
    return mat / np.where(norms == 0, 1, norms)


def similar_pairs(notes: Sequence[Note], vectors: np.ndarray, threshold: float, block: int = 1024) -> list[Pair]:
    """Pairs of notes in the same scope with cosine >= threshold (blockwise, so 10k notes fit)."""
    pairs: list[Pair] = []
    scopes = np.asarray([n.scope for n in notes], dtype=object)
    for start in range(0, len(notes), block):
        sims = vectors[start:start + block] @ vectors.T
        rows, cols = np.nonzero(sims >= threshold)
        for r, c in zip(rows.tolist(), cols.tolist()):
            i = start + r
            if c > i and scopes[i] == scopes[c]:
                pairs.append(Pair(notes[i].id, notes[c].id, round(float(sims[r, c]), 4)))
    return pairs


# -- contradictions -----------------------------------------------------------------------------

_WORD = r"[\w+#-]+(?:\.[\w+#-]+)*"  # "node.js" is a word, the full stop after "poetry." is not
_PREFERENCE = re.compile(rf"({_WORD})(?:\s+(?:over|instead of|rather than|in place of)|,\s+not)\s+({_WORD})")
_NEGATION = re.compile(r"\b(never|not|no longer|don't|dont|do not|doesn't|does not|avoid|avoids|avoided|"
                       r"stop using|stopped using|must not|mustn't|shouldn't|should not|cannot|can't|won't|"
                       r"disable|disabled|against)\b")


def _proposition(note: Note) -> str:
    return f"{note.title}. {note.description}".lower().replace("\u2019", "'")


def preferences(text: str) -> set[tuple[str, str]]:
    """(chosen, rejected) pairs stated as "X over Y", "X instead of Y", "X, not Y"."""
    return {(a, b) for a, b in _PREFERENCE.findall(text) if a != b}


def negations(text: str) -> list[str]:
    """Negation words outside "X over / instead of / not Y" phrases."""
    return _NEGATION.findall(_PREFERENCE.sub(" ", text))


def contradiction_reason(a: Note, b: Note) -> str | None:
    """Why two opinion notes about the same subject disagree, or None. Keep it explainable."""
    if a.type not in OPINION_TYPES or b.type not in OPINION_TYPES:
        return None
    ta, tb = _proposition(a), _proposition(b)
    for chosen, rejected in preferences(ta):
        if (rejected, chosen) in preferences(tb):
            return f"one prefers {chosen} over {rejected}, the other {rejected} over {chosen}"
    na, nb = negations(ta), negations(tb)
    if bool(na) != bool(nb):
        neg = na or nb
        return f"one says \"{neg[0]}\", the other states the opposite"
    return None


def contradictions(notes: Mapping[str, Note], pairs: Iterable[Pair], threshold: float) -> list[dict[str, Any]]:
    """Similar opinion notes with opposite polarity."""
    out = []
    for p in pairs:
        if p.similarity < threshold:
            continue
        why = contradiction_reason(notes[p.a], notes[p.b])
        if why:
            out.append({"a": p.a, "b": p.b, "similarity": p.similarity, "why": why})
    return out


# Two notes on the same subject that name a different value: "use PostgreSQL / SQLite for the DB",
# "indent with 4 / 2 spaces", "the dev server runs on port 3000 / 5173". Kept conservative (a
# person reviews each line): the notes must say the same thing once their values are set aside.
_TOKEN = re.compile(r"[\w][\w.+#/-]*")
_NUMBER = re.compile(r"v?\d+(?:\.\d+)*(?:[a-z]{1,2})?")
_STOP = frozenset("""a an the and or but of to in on at for from by with as is are was were be been being it its
this that these those we i you he she they ll ve d s re m our your their my all any some so then than there here
also just only very should must will would can could do does did has have had not no""".split())
SUBJECT_OVERLAP = 0.75  # Jaccard of the subject words once values are set aside


def _values_and_words(note: Note) -> tuple[set[str], set[str], set[str]]:
    """(numbers, names, subject words) of a note's title and description."""
    numbers: set[str] = set()
    names: set[str] = set()
    words: set[str] = set()
    for sentence in (note.title, note.description):
        for i, raw in enumerate(_TOKEN.findall(sentence.replace("\u2019", "'"))):
            tok = raw.rstrip(".-/")
            low = tok.lower()
            if not tok or low in _STOP:
                continue
            if _NUMBER.fullmatch(low):
                numbers.add(low)
            elif len(tok) > 1 and ((i > 0 and tok[0].isupper()) or any(c.isupper() for c in tok[1:])
                                   or "." in tok or (any(c.isdigit() for c in tok) and any(c.isalpha() for c in tok))):
                names.add(low)  # PostgreSQL, SQLite, DB, Node.js, py311 (a sentence's first word is not a name)
            else:
                words.add(low)
    return numbers, names, words


def value_conflict_reason(a: Note, b: Note) -> str | None:
    """Why two notes on the same subject disagree on a value (number, version, port, named tool), or None."""
    (na, ma, wa), (nb, mb, wb) = _values_and_words(a), _values_and_words(b)
    subject_a, subject_b = wa | (na & nb) | (ma & mb), wb | (na & nb) | (ma & mb)
    shared = subject_a & subject_b
    if len(shared) < 2 or len(shared) / len(subject_a | subject_b) < SUBJECT_OVERLAP:
        return None
    num_diff = bool(na - nb) and bool(nb - na)
    name_diff = bool(ma - mb) and bool(mb - ma)
    # Different numbers *and* different names is two subjects ("Redis on 6380", "Postgres on 5432").
    if num_diff and not (ma ^ mb):
        return f"same subject, different values: {', '.join(sorted(na - nb))} vs {', '.join(sorted(nb - na))}"
    if name_diff and not (na ^ nb):
        return f"same subject, different choices: {', '.join(sorted(ma - mb))} vs {', '.join(sorted(mb - ma))}"
    return None


def value_contradictions(notes: Mapping[str, Note], pairs: Iterable[Pair]) -> list[dict[str, Any]]:
    """Notes in one scope, on the same subject, naming different values: from the similar pairs, and
    from notes whose subject words are identical (a weak embedder may not rank those as similar)."""
    candidates: dict[frozenset[str], float] = {frozenset((p.a, p.b)): p.similarity for p in pairs}
    groups: dict[tuple[str, frozenset[str]], list[str]] = {}
    for note_id, note in notes.items():
        words = _values_and_words(note)[2]
        if words:
            groups.setdefault((note.scope, frozenset(words)), []).append(note_id)
    for ids in groups.values():
        if len(ids) > 50:
            continue  # subject words shared by that many notes say too little (and pairs grow quadratically)
        for i, x in enumerate(ids):
            for y in ids[i + 1:]:
                candidates.setdefault(frozenset((x, y)), 0.0)
    out = []
    for key, sim in candidates.items():
        a, b = sorted(key)
        if notes[a].scope != notes[b].scope:
            continue
        why = value_conflict_reason(notes[a], notes[b])
        if why:
            out.append({"a": a, "b": b, "similarity": sim, "why": why})
    return sorted(out, key=lambda c: (c["a"], c["b"]))


# -- clusters, stale, orphans -------------------------------------------------------------------


def clusters(pairs: Iterable[Pair], threshold: float, exclude: Iterable[tuple[str, str]] = ()) -> list[list[str]]:
    """Connected components of the near-duplicate graph (contradicting pairs never join)."""
    banned = {frozenset(x) for x in exclude}
    graph = nx.Graph()
    for p in pairs:
        if p.similarity >= threshold and frozenset((p.a, p.b)) not in banned:
            graph.add_edge(p.a, p.b, weight=p.similarity)
    comps = [sorted(c) for c in nx.connected_components(graph) if len(c) >= 2]
    return sorted(comps, key=lambda c: (-len(c), c[0]))


def stale(notes: Iterable[Note], usage_rows: Mapping[str, Mapping[str, Any]], stale_days: int,
          now: dt.datetime) -> list[dict[str, Any]]:
    """Notes not recalled (or reinforced) for stale_days; never-used notes count from creation."""
    if stale_days <= 0:
        return []
    out = []
    for note in notes:
        row = usage_rows.get(note.id)
        used = last_used(note, row)
        if used is not None and (now - used).days >= stale_days:
            out.append({"id": note.id, "title": note.title, "days_unused": (now - used).days,
                        "last_recalled": row.get("last_recalled") if row else None})
    return sorted(out, key=lambda r: (-r["days_unused"], r["id"]))


def is_topic(note: Note) -> bool:
    """Hub notes (concepts, or tagged topic/moc/index) are never reported as orphans."""
    return note.type == "concept" or bool(TOPIC_TAGS & {t.lower() for t in note.tags})


def orphans(notes: Mapping[str, Note]) -> list[dict[str, Any]]:
    """Notes with no wikilink (or parent_note) in or out among current notes."""
    graph = build_graph({i: n.links + ([n.parent_note] if n.parent_note else []) for i, n in notes.items()},
                        {i: n.title for i, n in notes.items()})
    return [{"id": i, "title": n.title} for i, n in sorted(notes.items())
            if not is_topic(n) and graph.degree(i) == 0]
