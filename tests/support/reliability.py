"""Synthetic sessions with planted facts, and checks on a vault as files: shared by the
reliability, security and soak tests. Processes live in support.processes and support.daemon.
"""

from __future__ import annotations

import hashlib
import os
import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Callable

from support.extract_fixtures import Msg, claude_jsonl

_CONS, _VOWELS = "bcdfghjklmnprstvz", "aeiou"


# -- synthetic sessions whose facts the heuristic extractor is known to pick ----------------------

# Each template matches one heuristic rule (user preference / decision / solution, an assistant's
# change already made). Five made-up words per sentence keep the hash embedder from calling two
# sessions' facts duplicates, and the first made-up word is the fact's marker: it must end up in
# exactly one quote line of exactly one note.
TEMPLATES = (
    ("user", "I prefer {0} {1} over {2} {3} for the {4} pipeline."),
    ("user", "Let's go with {0} {1} for the {2} {3} {4} service."),
    ("user", "The fix was to pin {0} {1} in the {2} {3} {4} lockfile."),
    ("assistant", "I've switched {0} {1} from {2} to {3} in the {4} config."),
)
FILLER = ("Sounds good, go ahead.", "Done, the tests pass.", "Can you check the logs first?",
          "I looked at the code and it reads fine.")


def pseudo_word(rng: random.Random, syllables: int = 4) -> str:
    return "".join(rng.choice(_CONS) + rng.choice(_VOWELS) for _ in range(syllables))


@dataclass
class Session:
    """A synthetic Claude Code session on disk and the facts planted in it."""

    id: str
    path: Path
    messages: list[Msg] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    start: datetime = field(default_factory=lambda: datetime.now(timezone.utc) - timedelta(hours=1))

    def grow(self, rng: random.Random, facts: int = 1) -> None:
        """Add turns with `facts` new planted facts and rewrite the file (a session that went on)."""
        self.messages.extend(fact_messages(rng, facts, self.markers))
        self.write()

    def write(self) -> None:
        claude_jsonl(self.path, self.messages, session=self.id, cwd="/tmp/proj", start=self.start)

    @property
    def turn_count(self) -> int:
        return len(self.messages)


def fact_messages(rng: random.Random, facts: int, markers: list[str]) -> list[Msg]:
    """2 x facts messages: each planted fact sentence answered or prompted by filler."""
    out: list[Msg] = []
    for _ in range(facts):
        role, template = rng.choice(TEMPLATES)
        words = [pseudo_word(rng) for _ in range(5)]
        markers.append(words[0])
        sentence = template.format(*words)
        if role == "user":
            out += [Msg("user", sentence), Msg("assistant", rng.choice(FILLER))]
        else:
            out += [Msg("user", rng.choice(FILLER)), Msg("assistant", sentence)]
    return out


def new_session(folder: Path, rng: random.Random, facts: int = 2, sid: str | None = None) -> Session:
    sid = sid or f"sess-{pseudo_word(rng, 3)}-{rng.randrange(16**6):06x}"
    s = Session(sid, folder / f"{sid}.jsonl")
    s.messages = fact_messages(rng, facts, s.markers)
    s.write()
    return s


# -- the vault, as files ---------------------------------------------------------------------------

def is_temp(path: Path) -> bool:
    return path.name.startswith(".tmp-")


def current_note_files(vault: Path) -> list[Path]:
    """Notes at the root and in person-made folders: not `_`/`.` folders, not temp files."""
    out = []
    for p in vault.rglob("*.md"):
        rel = p.relative_to(vault).parts
        if any(part.startswith(("_", ".")) for part in rel[:-1]) or rel[-1].startswith("."):
            continue
        out.append(p)
    return sorted(out)


def vault_problems(vault: Path) -> list[str]:
    """Every non-temp .md under the vault must be complete UTF-8 and, where it is a note, parse."""
    from vaultmem.vault.excerpts import read_excerpt
    from vaultmem.vault.note import Note

    problems = []
    for p in sorted(vault.rglob("*.md")):
        if is_temp(p):
            continue
        rel = str(p.relative_to(vault))
        try:
            text = p.read_bytes().decode("utf-8")
        except UnicodeDecodeError as exc:
            problems.append(f"{rel}: not UTF-8 ({exc})")
            continue
        if not text.endswith("\n"):
            problems.append(f"{rel}: does not end with a newline (torn?)")
        if rel.startswith("_sources/sessions/"):
            header, turns = read_excerpt(p)
            ids = [t.id for t in turns]
            if not header.get("session") or len(ids) != len(set(ids)):
                problems.append(f"{rel}: session excerpt without header or with a repeated turn")
        elif rel.startswith(("_sources/", "_reports/")):
            continue
        else:
            note = Note.from_markdown(text, p.stem)
            if note.parse_error or not text.startswith("---\n"):
                problems.append(f"{rel}: {note.parse_error or 'no frontmatter'}")
    return problems


def hash_tree(root: Path, skip: Callable[[Path], bool] = lambda p: False) -> dict[str, str]:
    """sha256 of every regular file under root (symlinks hashed by their target text)."""
    out = {}
    for p in sorted(root.rglob("*")):
        if skip(p):
            continue
        rel = str(p.relative_to(root))
        if p.is_symlink():
            out[rel] = "symlink->" + os.readlink(p)
        elif p.is_file():
            out[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def quote_lines(text: str, marker: str) -> int:
    return sum(1 for line in text.splitlines() if line.startswith("> ") and marker in line)
