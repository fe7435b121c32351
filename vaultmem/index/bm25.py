"""Keyword channel: BM25 (bm25s) over stemmed tokens, persisted as tokens so loads are cheap.

bm25s rather than rank-bm25: ARCHITECTURE.md measured 52 ms vs 0.3 ms per query at 50k
documents, and the recall target at 100k notes is 50 ms for the whole pipeline.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

STOPWORDS = frozenset("""
a about above after again against all am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further had has have having he her
here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not
now of off on once only or other our ours ourselves out over own same she should so some such than that the
their theirs them themselves then there these they this those through to too under until up very was we were
what when where which while who whom why will with would you your yours yourself yourselves also get got
""".split())
_TOKEN = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")

_stemmer = None


def _stem(words: list[str]) -> list[str]:
    global _stemmer
    if _stemmer is None:
        import Stemmer  # PyStemmer: Snowball in C, ~1 µs per word

        _stemmer = Stemmer.Stemmer("english")
    return _stemmer.stemWords(words)


def tokenize(text: str) -> list[str]:
    """Lowercase words minus stopwords, Snowball-stemmed; digits kept (versions, ports, years)."""
    words = [w.replace("’", "'").split("'")[0] for w in _TOKEN.findall(text.lower())]
    return _stem([w for w in words if w and w not in STOPWORDS])


DELTA_MIN = 256  # changes scored beside the matrix before a rebuild, at least ...
DELTA_SHARE = 20  # ... or 1/20 of the keys, whichever is more


class _Delta:
    """Keys changed since the bm25s matrix was built, scored with the same Lucene BM25 formula
    bm25s uses (k1, b, idf = ln(1 + (N - df + 0.5) / (df + 0.5))) against the matrix's corpus
    statistics. A removed key is held with no tokens: it only hides its stale matrix row.

    Hand-rolled because bm25s has no incremental update; the statistics lag until the rebuild
    (a word new to the corpus counts its own document in df), which shifts scores slightly, never
    which documents match."""

    def __init__(self, vocab: Mapping[str, int] | None = None, df: np.ndarray | None = None,
                 n_docs: int = 0, avgdl: float = 1.0, k1: float = 1.5, b: float = 0.75) -> None:
        self.vocab, self.df = vocab or {}, df if df is not None else np.zeros(0)
        self.n_docs, self.avgdl, self.k1, self.b = n_docs, avgdl or 1.0, k1, b
        self.lengths: dict[str, int] = {}
        self.postings: dict[str, dict[str, int]] = {}  # token -> {key: term frequency}
        self.terms: dict[str, set[str]] = {}

    def __len__(self) -> int:
        return len(self.lengths)

    def __contains__(self, key: object) -> bool:
        return key in self.lengths

    def keys(self) -> Iterable[str]:
        return self.lengths.keys()

    def put(self, key: str, tokens: list[str] | None) -> None:
        for term in self.terms.pop(key, ()):
            self.postings[term].pop(key, None)
        self.lengths[key] = len(tokens or ["\x00empty"])
        counts: dict[str, int] = {}
        for t in tokens or ():
            counts[t] = counts.get(t, 0) + 1
        for t, tf in counts.items():
            self.postings.setdefault(t, {})[key] = tf
        self.terms[key] = set(counts)

    def score(self, query: list[str]) -> dict[str, float]:
        out: dict[str, float] = {}
        for term in query:  # repeated query words count again, as in bm25s
            posting = self.postings.get(term)
            if not posting:
                continue
            i = self.vocab.get(term)
            df = (int(self.df[i]) if i is not None and i < len(self.df) else 0) or 1
            idf = math.log(1 + (self.n_docs - df + 0.5) / (df + 0.5))
            for key, tf in posting.items():
                norm = self.k1 * (1 - self.b + self.b * self.lengths[key] / self.avgdl)
                out[key] = out.get(key, 0.0) + idf * tf / (norm + tf)
        return out


class BM25Index:
    """Keys with token lists and filter fields; the bm25s matrix is rebuilt lazily after changes."""

    def __init__(self) -> None:
        self.tokens: dict[str, list[str]] = {}
        self.fields: dict[str, dict[str, str]] = {}
        self._keys: list[str] = []
        self._rows: dict[str, int] = {}
        self._model = None
        self._codes: dict[str, tuple[list[str | None], np.ndarray]] = {}
        self._masks: dict[tuple[Any, ...], np.ndarray] = {}
        self._dirty = True
        self._delta = _Delta()

    def __len__(self) -> int:
        return len(self.tokens)

    def set(self, key: str, text: str, fields: Mapping[str, str]) -> None:
        self.set_tokens(key, tokenize(text), fields)

    def set_tokens(self, key: str, tokens: list[str], fields: Mapping[str, str]) -> None:
        fields = dict(fields)
        if self.tokens.get(key) == tokens and self.fields.get(key) == fields:
            return  # e.g. a promotion rewrote only frontmatter: no need to rebuild the matrix
        self.tokens[key] = tokens
        self.fields[key] = fields
        self._changed(key)

    def remove(self, keys: Iterable[str]) -> None:
        for key in keys:
            self.tokens.pop(key, None)
            self.fields.pop(key, None)
            self._changed(key)

    def _changed(self, key: str) -> None:
        """A key changed since the matrix was built. Rebuilding costs ~0.6 s at 10k keys (6 s at
        100k) and the daemon would pay it on the next prompt after every ticket; so a few changes
        are scored beside the matrix instead (see _Delta) and the matrix waits for more."""
        if self._dirty or self._model is None:
            self._dirty = True
            return
        self._delta.put(key, self.tokens.get(key))
        if len(self._delta) > max(DELTA_MIN, len(self._keys) // DELTA_SHARE):
            self._dirty = True

    def _build(self) -> None:
        import bm25s

        self._keys = list(self.tokens)
        self._rows = {k: i for i, k in enumerate(self._keys)}
        self._codes = {}
        self._masks = {}
        self._model = None
        if self._keys:
            model = bm25s.BM25()
            # bm25s drops documents with no tokens from its vocabulary math; an empty-token
            # placeholder keeps row numbers aligned with self._keys.
            docs = [self.tokens[k] or ["\x00empty"] for k in self._keys]
            model.index(docs, show_progress=False)
            self._model = model
            indptr = np.asarray(model.scores["indptr"])
            self._delta = _Delta(model.vocab_dict, np.diff(indptr), len(docs),
                                 sum(map(len, docs)) / len(docs), model.k1, model.b)
        else:
            self._delta = _Delta()
        self._dirty = False

    def search(self, query: str, limit: int,
               filters: Mapping[str, Sequence[str]] | None = None) -> list[tuple[str, float]]:
        """Best keys for a query, restricted to keys whose fields match every filter."""
        if self._dirty:
            self._build()
        q = tokenize(query)
        if not q or self._model is None:
            return []
        scores = np.asarray(self._model.get_scores(q), dtype=np.float32)
        if filters:
            scores = np.where(self._mask(filters), scores, 0.0)
        fresh: list[tuple[str, float]] = []
        if self._delta:
            scores[self._stale_rows()] = 0.0  # changed or removed since the build: scored below
            fresh = [(k, sc) for k, sc in self._delta.score(q).items()
                     if not filters or all(self.fields[k].get(f) in vals for f, vals in filters.items())]
        n = min(limit, int((scores > 0).sum()))
        top = np.argpartition(-scores, n - 1)[:n] if n > 0 else np.empty(0, dtype=np.int64)
        top = top[np.argsort(-scores[top], kind="stable")]
        found = [(self._keys[i], float(scores[i])) for i in top]
        if fresh:
            found = sorted(found + fresh, key=lambda kv: -kv[1])[:limit]
        return found

    def _stale_rows(self) -> np.ndarray:
        return np.fromiter((self._rows[k] for k in self._delta.keys() if k in self._rows), dtype=np.int64)

    def _mask(self, filters: Mapping[str, Sequence[str]]) -> np.ndarray:
        """Rows whose fields match every filter. A Python test per row cost 38 ms a query at 10k
        keys; rows are coded per field once per build and masks cached per filter."""
        key = tuple(sorted((f, tuple(sorted(map(str, vals)))) for f, vals in filters.items()))
        mask = self._masks.get(key)
        if mask is None:
            mask = np.ones(len(self._keys), dtype=bool)
            for name, vals in key:
                values, codes = self._field_codes(name)
                wanted = [i for i, v in enumerate(values) if v in vals]
                mask &= np.isin(codes, wanted)
            self._masks[key] = mask
        return mask

    def _field_codes(self, name: str) -> tuple[list[str | None], np.ndarray]:
        """Distinct values of one field and, per row, the index of its value among them."""
        if name not in self._codes:
            values: dict[str | None, int] = {}
            codes = np.fromiter((values.setdefault(self.fields.get(k, {}).get(name), len(values)) for k in self._keys),
                                dtype=np.int32, count=len(self._keys))
            self._codes[name] = (list(values), codes)
        return self._codes[name]

    def scores_for(self, query: str, keys: Iterable[str]) -> dict[str, float]:
        """Exact BM25 scores of specific keys (0.0 when nothing matches): score fusion needs the
        keyword score of candidates that only the vector channel brought."""
        if self._dirty:
            self._build()
        keys = [k for k in keys if k in self.tokens]
        q = tokenize(query)
        if not q or self._model is None or not keys:
            return {k: 0.0 for k in keys}
        fresh = self._delta.score(q) if self._delta else {}
        scores = self._model.get_scores(q) if any(k not in self._delta for k in keys) else None
        return {k: fresh.get(k, 0.0) if k in self._delta else float(scores[self._rows[k]])  # type: ignore[index]
                for k in keys}

    # -- persistence -----------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The persisted form, frozen: token lists and field dicts are replaced, never changed
        in place, so copying the two mappings is enough."""
        return {"version": 1, "tokens": dict(self.tokens), "fields": dict(self.fields)}

    def save(self, path: Path) -> None:
        from .. import atomic

        atomic.write_text(path, json.dumps(self.snapshot()))

    @classmethod
    def load(cls, path: Path) -> "BM25Index":
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") != 1:
            raise ValueError("unknown bm25 index version")
        idx = cls()
        idx.tokens = {k: list(v) for k, v in data["tokens"].items()}
        idx.fields = {k: dict(v) for k, v in data["fields"].items()}
        return idx
