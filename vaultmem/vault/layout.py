"""Names of the files vaultmem keeps beside the notes, chosen so that no two files in the vault
share a basename.

Obsidian resolves `[[name]]` by basename anywhere in the vault and lists every file in the quick
switcher: a source excerpt called `_sources/<id>.md` made every link to a note ambiguous with
its excerpt, and versions called `_history/<id>/<stamp>.md` collided with each other's stamps.

    _sources/<id>.source.md              the conversation around a note's quotes
    _history/<id>/<id>.<stamp>.md        a retired version (stamp = when it stopped being current)

No file name is longer than FILE_NAME_MAX (60) characters, the limit a note's own name keeps: where
`<id>` plus the suffix would not fit, the id is cut at a word and a short hash of the whole id is
appended (`<id-start>-<hash6>`), so two notes that start alike still get different names.

`migrate(root)` renames files of the older layouts (`_sources/<id>.md`, `_history/<id>/<stamp>.md`,
names over the limit, and the same under `_archived/_history/`) in place; it runs whenever a process opens the index to
write, so an existing vault moves over at the next start-up, reindex or command.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .ids import is_valid_id

log = logging.getLogger("vaultmem.vault")

# vaultmem's own folders in the vault, named here only. A `_` folder is never read as notes.
SOURCES_DIR = "_sources"  # source excerpts, and session excerpts under SESSIONS_DIR
SESSIONS_DIR = f"{SOURCES_DIR}/sessions"
HISTORY_DIR = "_history"  # retired versions, one folder per note id
ARCHIVE_DIR = "_archived"  # forgotten notes (restorable), their versions under ARCHIVE_DIR/HISTORY_DIR
REPORTS_DIR = "_reports"  # reflect's reports
SPECIAL_DIRS = (SOURCES_DIR, HISTORY_DIR, ARCHIVE_DIR, REPORTS_DIR)
SOURCE_SUFFIX = ".source"
_LEGACY_VERSION = re.compile(r"^\d{8}T\d{6}Z(?:-[a-z0-9]+)*$")  # <stamp>, <stamp>-2, <stamp>-m2


FILE_NAME_MAX = 60  # as for notes (vault/titles.py): Obsidian's lists and tabs show this much


def short_id(note_id: str, room: int) -> str:
    """`note_id` when it fits in `room` characters, else its start (cut at a word) and a hash of it."""
    if len(note_id) <= room:
        return note_id
    digest = hashlib.sha1(note_id.encode("utf-8")).hexdigest()[:6]
    head = note_id[: room - len(digest) - 1]
    if "-" in head and not note_id[len(head)].startswith("-"):
        head = head.rsplit("-", 1)[0]  # at a word: "...-on-tuesd" would read as a typo
    return f"{head.rstrip('-')}-{digest}"


def source_name(note_id: str) -> str:
    """The file name of a note's source excerpt."""
    suffix = f"{SOURCE_SUFFIX}.md"
    return short_id(note_id, FILE_NAME_MAX - len(suffix)) + suffix


def version_name(note_id: str, stamp: str, n: int | str = 1) -> str:
    """The file name of a retired version (`n` > 1 when two versions retired in the same second)."""
    tail = f".{stamp}" + (f"-{n}" if str(n) not in ("", "1") else "") + ".md"
    return short_id(note_id, FILE_NAME_MAX - len(tail)) + tail


def version_order(path: Path) -> tuple[str, int]:
    """Sort key of a version file, old or new layout: by stamp, then by its -n counter."""
    stamp = path.stem.rsplit(".", 1)[-1]
    stamp, _, n = stamp.partition("-")
    return stamp, int(n) if n.isdigit() else 1


@dataclass
class Migration:
    """What migrate() moved: source excerpts, and the note ids whose versions were renamed."""

    sources: int = 0
    versions: int = 0
    history_ids: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def moved(self) -> int:
        return self.sources + self.versions


def _move(src: Path, dst: Path, report: Migration) -> bool:
    if dst.exists() or dst.is_symlink() or src.is_symlink():
        # Never overwrite, never follow a link: leave it and say so (doctor can show it).
        report.skipped.append(str(src))
        log.warning("not renaming %s to %s: the target exists or one of them is a symlink", src, dst.name)
        return False
    os.replace(src, dst)
    return True


def _migrate_sources(root: Path, report: Migration) -> None:
    folder = root / SOURCES_DIR
    if not folder.is_dir() or folder.is_symlink():
        return
    for path in sorted(folder.glob("*.md")):
        stem = path.stem
        note_id = stem[: -len(SOURCE_SUFFIX)] if stem.endswith(SOURCE_SUFFIX) else stem
        if not is_valid_id(note_id) or not path.is_file() or path.name == source_name(note_id):
            continue  # a name over the limit is always a whole id: a short one is never renamed
        if (stem == note_id or len(path.name) > FILE_NAME_MAX) and _move(path, folder / source_name(note_id), report):
            report.sources += 1


def _migrate_versions(history_root: Path, report: Migration) -> None:
    if not history_root.is_dir() or history_root.is_symlink():
        return
    for folder in sorted(p for p in history_root.iterdir() if p.is_dir() and not p.is_symlink()):
        note_id = folder.name
        if not is_valid_id(note_id):
            continue
        moved = 0
        for path in sorted(folder.glob("*.md")):
            if _LEGACY_VERSION.match(path.stem):
                stamp = path.stem
            elif len(path.name) > FILE_NAME_MAX and path.stem.startswith(f"{note_id}."):
                stamp = path.stem[len(note_id) + 1:]
            else:
                continue
            stamp, _, n = stamp.partition("-")
            if _move(path, folder / version_name(note_id, stamp, n or 1), report):
                moved += 1
        if moved:
            report.versions += moved
            report.history_ids.append(note_id)


def migrate(root: Path) -> Migration:
    """Rename the older layout's machine files to names no other file in the vault has."""
    report = Migration()
    _migrate_sources(root, report)
    _migrate_versions(root / HISTORY_DIR, report)
    _migrate_versions(root / ARCHIVE_DIR / HISTORY_DIR, report)  # forgotten notes' versions
    if report.moved:
        log.warning("renamed %d source excerpt(s) and %d version file(s) so that no two files in the vault "
                    "share a name", report.sources, report.versions)
    return report


def _vault_files(root: Path) -> list[Path]:
    """Every Markdown file Obsidian would show (dot folders such as .obsidian and .trash left out)."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        out += [Path(dirpath) / n for n in sorted(filenames) if n.endswith(".md") and not n.startswith(".")]
    return out


def shared_basenames(root: Path) -> dict[str, list[str]]:
    """Basenames (lower-cased, as Obsidian matches them) held by more than one file in the vault."""
    seen: dict[str, list[str]] = {}
    for path in _vault_files(root):
        seen.setdefault(path.stem.lower(), []).append(str(path.relative_to(root)))
    return {name: paths for name, paths in seen.items() if len(paths) > 1}


def dead_links(root: Path) -> dict[str, list[str]]:
    """Wikilinks that no file in the vault answers (clicking one in Obsidian creates an empty
    note), by the file holding them."""
    from .links import parse_wikilinks

    files = _vault_files(root)
    names = {p.stem.lower() for p in files} | {str(p.relative_to(root).with_suffix("")).lower() for p in files}
    attachments = {p.name.lower() for p in root.rglob("*") if p.is_file() and p.suffix != ".md"}  # [[a.png]]
    dead: dict[str, list[str]] = {}
    for path in files:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for target in parse_wikilinks(text):
            t = target.strip().lower().removesuffix(".md")
            if t in names or t.rsplit("/", 1)[-1] in attachments:
                continue
            dead.setdefault(str(path.relative_to(root)), []).append(target)
    return dead
