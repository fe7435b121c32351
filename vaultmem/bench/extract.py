"""`vaultmem bench extract`: what the configured offline extractor keeps from labelled coding sessions.

The corpus format and the matching rule are in docs/extraction.md ("Corpus format", "When a note
captures a fact"); this module implements exactly that. Each session is ingested on its own into a
fresh temporary home, the way `vaultmem ingest` does it, so every extracted note in that home comes
from that session. Figures, not pass/fail.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from ..errors import VaultmemError

ProgressFn = Callable[[str], None]
TITLE_MAX, FILE_NAME_MAX = 70, 60
_NON_WORD = re.compile(r"[^\w]+|_")
_HINT = "see docs/extraction.md, 'Corpus format'"


class CorpusError(VaultmemError):
    """The corpus folder or its labels.json is not in the documented format."""


# -- matching (docs/extraction.md, "When a note captures a fact") ------------------------------

def _word(w: str) -> str:
    """A plural s is ignored on both sides: Tuesday ~ Tuesdays."""
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def normalise(text: str) -> str:
    """Lowercase NFKC words (letters and digits only), plural s dropped, padded with spaces."""
    words = _NON_WORD.sub(" ", unicodedata.normalize("NFKC", text).lower()).split()
    return " " + " ".join(_word(w) for w in words) + " "


def term_occurs(term: str | Sequence[str], norm_text: str) -> bool:
    """Whole-word occurrence of a key term (or any one of its alternatives) in normalised text."""
    options = [term] if isinstance(term, str) else list(term)
    for option in options:
        needle = normalise(option)
        if needle.strip() and needle in norm_text:
            return True
    return False


def captures(key_terms: Sequence[str | Sequence[str]], norm_text: str) -> bool:
    return bool(key_terms) and all(term_occurs(t, norm_text) for t in key_terms)


def answer_words(text: str) -> set[str]:
    from ..recall.passages import STOP_WORDS

    return {w for w in normalise(text).split() if w not in STOP_WORDS}


# -- the corpus -------------------------------------------------------------------------------------

@dataclass
class Session:
    id: str
    path: Path
    agent: str
    project: str
    facts: list[dict[str, Any]]
    optional: list[dict[str, Any]]
    questions: list[dict[str, Any]]


def load_corpus(data: Path) -> list[Session]:
    """The sessions of one split folder (labels.json plus one transcript per session)."""
    labels_path = Path(data).expanduser() / "labels.json"
    if not labels_path.is_file():
        raise CorpusError(f"no labels.json in {data}", f"pass a corpus split folder such as "
                                                       f"bench/corpus/coding/dev; {_HINT}")
    try:
        raw = json.loads(labels_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise CorpusError(f"cannot read {labels_path}: {exc}", _HINT) from None
    entries = raw.get("sessions") if isinstance(raw, dict) else None
    if not isinstance(entries, list) or not entries:
        raise CorpusError(f"{labels_path} has no 'sessions' list", _HINT)
    sessions = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            raise CorpusError(f"{labels_path}: session #{i} has no id", _HINT)
        path = labels_path.parent / str(entry.get("file") or f"{entry['id']}.jsonl")
        if not path.is_file():
            raise CorpusError(f"{labels_path}: session {entry['id']}: file {path.name} is missing", _HINT)
        facts = entry.get("facts") or []
        for f in facts:
            if not f.get("id") or not f.get("key_terms"):
                raise CorpusError(f"{labels_path}: session {entry['id']}: a fact lacks id or key_terms", _HINT)
        sessions.append(Session(entry["id"], path, str(entry.get("agent", "auto")), str(entry.get("project", "")),
                                facts, entry.get("optional") or [], entry.get("questions") or []))
    return sessions


def session_text(path: Path) -> str:
    """Everything said in a session (turn text, tool input and output): the answer-word ceiling."""
    from ..capture.transcripts import read_transcript

    parts: list[str] = []
    for turn in read_transcript(path).turns:
        parts.append(turn.text)
        parts += [c.input for c in turn.tool_calls] + [r.text for r in turn.tool_results]
    return "\n".join(parts)


# -- one session ------------------------------------------------------------------------------------

@dataclass
class NoteSeen:
    id: str
    title: str
    file_name: str
    type: str
    matches: list[str]  # labelled fact ids it captures
    optional: list[str]  # optional fact ids it captures

    @property
    def verdict(self) -> str:
        return "hit" if self.matches else ("optional" if self.optional else "false")


@dataclass
class SessionResult:
    id: str
    notes: list[NoteSeen]
    facts: dict[str, bool]  # labelled fact id -> captured
    remember: dict[str, bool]
    fact_types: dict[str, str]
    questions: list[dict[str, Any]]
    unfound_terms: list[str]
    seconds: float
    ingest: dict[str, Any] = field(default_factory=dict)


def _extracted_notes(memory: Any, session_id: str) -> list[tuple[Any, Path]]:
    """Notes written from this session (its source names it), not hubs or excerpts."""
    return [(nf.note, nf.path) for nf in memory.vault.scan().values()
            if nf.note.source is not None and nf.note.source.session == session_id]


def judge_session(s: Session, notes: list[tuple[str, str, str, str, str]], text: str, seconds: float,
                  ingest: dict[str, Any]) -> SessionResult:
    """Match (id, title, body, file name, type) notes against one session's labels."""
    seen: list[NoteSeen] = []
    norm_session = normalise(text)
    for note_id, title, body, file_name, ntype in notes:
        norm = normalise(f"{title}\n{body}")
        seen.append(NoteSeen(note_id, title, file_name, ntype,
                             [f["id"] for f in s.facts if captures(f["key_terms"], norm)],
                             [f["id"] for f in s.optional if captures(f.get("key_terms") or [], norm)]))
    captured = {f["id"]: any(f["id"] in n.matches for n in seen) for f in s.facts}
    all_notes = normalise("\n".join(f"{t}\n{b}" for _i, t, b, _f, _t in notes))
    questions = []
    for q in s.questions:
        words = answer_words(str(q.get("answer", "")))
        if not words:
            continue
        questions.append({"q": q.get("q"), "words": len(words),
                          "in_notes": sum(1 for w in words if f" {w} " in all_notes) / len(words),
                          "in_session": sum(1 for w in words if f" {w} " in norm_session) / len(words)})
    unfound = [f"{f['id']}: {t}" for f in [*s.facts, *s.optional] for t in f.get("key_terms") or []
               if not term_occurs(t, norm_session)]
    return SessionResult(s.id, seen, captured, {f["id"]: captured[f["id"]] for f in s.facts if f.get("remember")},
                         {f["id"]: str(f.get("type", "fact")) for f in s.facts}, questions, unfound, seconds, ingest)


def run_session(s: Session, config_for: Callable[[Path], Any], embedder: Any, stops: bool = False) -> SessionResult:
    from ..ingest.files import ingest_file
    from ..memory import Memory

    with tempfile.TemporaryDirectory(prefix="vaultmem-bench-extract-") as tmp:
        config = config_for(Path(tmp))
        with Memory(config, embedder_factory=lambda: embedder) as memory:
            start = time.perf_counter()
            agent = s.agent if s.agent in ("claude-code", "codex") else "auto"
            result = _replay_stops(memory, s.path, agent) if stops else ingest_file(memory, s.path, agent)
            seconds = time.perf_counter() - start
            notes = [(n.id, n.title, n.body, p.stem, n.type) for n, p in _extracted_notes(memory, s.id)]
    ingest = {k: result.get(k) for k in ("new", "extends", "updates", "noop", "reinforced", "facts")}
    return judge_session(s, notes, session_text(s.path), seconds, ingest)


def _replay_stops(memory: Any, path: Path, agent: str) -> dict[str, Any]:
    """The session as the daemon sees it live: a Stop ticket before each prompt of the person's (the
    turns so far), then one at the end; each ticket reads the turns since the last one."""
    from dataclasses import replace

    from ..capture.transcripts import read_transcript
    from ..ingest.processor import TicketProcessor

    transcript = read_transcript(path, agent)
    processor = TicketProcessor(memory, memory.config.queue_dir)
    totals: dict[str, Any] = {}
    prompts = [i for i, t in enumerate(transcript.turns) if i and t.role == "user" and t.kind == "message" and t.text.strip()]
    for end in [*prompts, len(transcript.turns)]:
        result = processor.process(replace(transcript, turns=transcript.turns[:end]), force=False)
        for key in ("new", "extends", "updates", "noop", "reinforced", "facts"):
            totals[key] = totals.get(key, 0) + int(result.get(key) or 0)
    return totals


# -- the whole run ------------------------------------------------------------------------------------

def _share(a: int, b: int) -> float | None:
    return round(a / b, 3) if b else None


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 3) if values else None


def summarise(results: Sequence[SessionResult]) -> dict[str, Any]:
    notes = [n for r in results for n in r.notes]
    judged = [n for n in notes if n.verdict != "optional"]
    facts = [(r.fact_types[f], ok) for r in results for f, ok in r.facts.items()]
    remember = [ok for r in results for ok in r.remember.values()]
    questions = [q for r in results for q in r.questions]
    empty = [r for r in results if not r.facts]
    by_type: dict[str, dict[str, Any]] = {}
    for ftype, ok in facts:
        row = by_type.setdefault(ftype, {"n": 0, "captured": 0})
        row["n"] += 1
        row["captured"] += int(ok)
    for row in by_type.values():
        row["recall"] = _share(row["captured"], row["n"])
    return {
        "sessions": len(results),
        "facts": len(facts),
        "fact_recall": _share(sum(ok for _t, ok in facts), len(facts)),
        "precision": _share(sum(1 for n in judged if n.verdict == "hit"), len(judged)),
        "notes": len(notes),
        "notes_per_session": round(len(notes) / len(results), 2) if results else 0.0,
        "notes_optional_only": sum(1 for n in notes if n.verdict == "optional"),
        "notes_false": sum(1 for n in notes if n.verdict == "false"),
        "remember_captured": f"{sum(remember)}/{len(remember)}",
        "remember_recall": _share(sum(remember), len(remember)),
        "nothing_durable_sessions": len(empty),
        "notes_from_nothing_durable": sum(len(r.notes) for r in empty),
        "answer_word_share": _mean([q["in_notes"] for q in questions]),
        "answer_word_ceiling": _mean([q["in_session"] for q in questions]),
        "questions": len(questions),
        "title_le_70": _share(sum(1 for n in notes if len(n.title) <= TITLE_MAX), len(notes)),
        "file_name_le_60": _share(sum(1 for n in notes if len(n.file_name) <= FILE_NAME_MAX), len(notes)),
        "longest_title": max((len(n.title) for n in notes), default=0),
        "longest_file_name": max((len(n.file_name) for n in notes), default=0),
        "recall_by_type": dict(sorted(by_type.items())),
        "labelling_problems": [f"{r.id}: {u}" for r in results for u in r.unfound_terms],
        "ingest_seconds_total": round(sum(r.seconds for r in results), 2),
    }


def run_extract_bench(data: Path, embedder_kind: str = "local", progress: ProgressFn | None = None,
                      limit: int | None = None, stops: bool = False) -> dict[str, Any]:
    """Ingest every session of a corpus split with the heuristic extractor and score the notes
    (`stops`: one Stop ticket at a time, as the daemon reads a live session, instead of one ingest)."""
    from ..config import load_config
    from .locomo import shared_embedder

    say = progress or (lambda _m: None)
    sessions = load_corpus(data)[: limit or None]
    overrides: dict[str, Any] = {"extract.backend": "heuristic"}
    if embedder_kind == "hash":
        overrides["embedder.provider"] = "hash"

    def config_for(home: Path) -> Any:
        return load_config(home=home, vault=home / "vault", overrides=overrides)

    embedder = None
    results: list[SessionResult] = []
    load_start = [round(x, 2) for x in os.getloadavg()]
    for s in sessions:
        if embedder is None:
            with tempfile.TemporaryDirectory(prefix="vaultmem-bench-extract-") as tmp:
                embedder = shared_embedder(config_for(Path(tmp)))
        r = run_session(s, config_for, embedder, stops)
        results.append(r)
        got = sum(r.facts.values())
        say(f"{s.id}: {len(r.notes)} notes, {got}/{len(r.facts)} facts, "
            f"{sum(1 for n in r.notes if n.verdict == 'false')} false")
    return {"data": str(data), "embedder": getattr(embedder, "identity", embedder_kind), "mode": "stops" if stops else "ingest",
            "summary": summarise(results), "load_average": {"start": load_start,
                                                             "end": [round(x, 2) for x in os.getloadavg()]},
            "sessions": [_session_json(r) for r in results]}


def _session_json(r: SessionResult) -> dict[str, Any]:
    return {"id": r.id, "facts": r.facts, "remember": r.remember, "ingest": r.ingest, "seconds": round(r.seconds, 3),
            "notes": [{"id": n.id, "title": n.title, "file_name": n.file_name, "type": n.type, "verdict": n.verdict,
                       "matches": n.matches, "optional": n.optional} for n in r.notes],
            "questions": r.questions, "labelling_problems": r.unfound_terms}


def print_report(result: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    s = result["summary"]
    table = Table(title=f"bench extract — {result['data']} ({s['sessions']} sessions, {s['facts']} facts)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for key in ("fact_recall", "precision", "notes", "notes_per_session", "notes_false", "notes_optional_only",
                "remember_captured", "notes_from_nothing_durable", "answer_word_share", "answer_word_ceiling",
                "title_le_70", "file_name_le_60", "longest_title", "longest_file_name", "ingest_seconds_total"):
        table.add_row(key, str(s[key]))
    console = Console()
    console.print(table)
    by_type = Table(title="fact recall by type")
    for col in ("type", "n", "captured", "recall"):
        by_type.add_column(col, justify="left" if col == "type" else "right")
    for ftype, row in s["recall_by_type"].items():
        by_type.add_row(ftype, str(row["n"]), str(row["captured"]), str(row["recall"]))
    console.print(by_type)
    if s["labelling_problems"]:
        console.print("key terms not found in their own session (labelling mistakes): "
                      + "; ".join(s["labelling_problems"]))
