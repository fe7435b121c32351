"""The vault on disk: finding, reading and atomically writing notes, history, archive, sources.

Symlink containment is safety.py; crash leftovers of interrupted writes are leftovers.py."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

from .. import atomic
from ..errors import NoteError, NoteNotFound
from .ids import MAX_ID_LEN, is_valid_id, slugify, unique_id
from .layout import ARCHIVE_DIR, HISTORY_DIR, SOURCES_DIR, SPECIAL_DIRS, source_name, version_name, version_order
from .note import Note, now_iso
from .safety import ensure_inside, is_inside

log = logging.getLogger("vaultmem.vault")

# Notes bigger than this are indexed from their first part only; the file itself is untouched.
MAX_NOTE_BYTES = 2 * 1024 * 1024


class NoteConflict(NoteError):
    """A note file changed on disk between vaultmem reading it and writing it back."""


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def owner_key(note_id: str, rel_path: str) -> tuple[bool, str]:
    """Which of several files with one id owns it (lowest wins): a file named after the id, then the
    first path in sort order. Full scans and the watcher both use it, so they agree on the owner."""
    return (Path(rel_path).stem != note_id, rel_path)


@dataclass
class NoteFile:
    """A note and the file it was read from."""

    note: Note
    path: Path


class Vault:
    """A folder of Markdown notes; `_`-prefixed and dot folders are never notes."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root).expanduser().resolve()
        self._paths: dict[str, Path] | None = None
        # (mtime_ns, size) of each note file as get() read it or write() left it: write() refuses to
        # replace a file that changed since (a person's save between vaultmem's read and write).
        self._stamps: dict[Path, tuple[int, int] | None] = {}
        # id -> every file holding it, owner first, for ids found in more than one file by the last scan
        self.duplicates: dict[str, list[Path]] = {}

    # -- discovery --------------------------------------------------------------------------

    def exists_on_disk(self) -> bool:
        return self.root.is_dir()

    def init(self) -> None:
        """Create the vault folder and its special sub-folders."""
        self.root.mkdir(parents=True, exist_ok=True)
        for sub in SPECIAL_DIRS:
            (self.root / sub).mkdir(exist_ok=True)

    def contains(self, path: Path) -> bool:
        """True when the path, symlinks resolved, is inside the vault (or does not exist yet there)."""
        return is_inside(self.root, path)

    def inside(self, path: Path, action: str) -> Path:
        """path, or OutsideVault when a symlink takes it out of the vault (see ensure_inside)."""
        return ensure_inside(self.root, path, action)

    def own_folders(self) -> list[Path]:
        """vaultmem's folders in the vault (every top-level `_` folder), for checks."""
        if not self.root.is_dir():
            return []
        return sorted(p for p in self.root.iterdir() if p.name.startswith("_"))

    def is_note_path(self, path: Path) -> bool:
        """True for a .md file inside the vault and outside special or hidden folders."""
        try:
            rel = path.resolve().relative_to(self.root)
        except (ValueError, OSError):
            return False  # outside the vault, e.g. through a symlink
        if path.suffix.lower() != ".md" or not rel.parts:
            return False
        return not any(p.startswith(("_", ".")) for p in rel.parts[:-1]) and not rel.name.startswith(".")

    def is_note_folder(self, path: Path) -> bool:
        """True for a folder path (existing or not) inside the vault that may hold notes: not the
        root, not a special or hidden folder nor inside one."""
        try:
            rel = path.absolute().relative_to(self.root)
        except ValueError:
            return False
        return bool(rel.parts) and not any(p.startswith(("_", ".")) for p in rel.parts)

    def iter_note_paths(self, under: Path | None = None) -> Iterator[Path]:
        """Every note file (under one note folder when given), skipping special folders and
        symlinks that lead out of the vault."""
        top = self.root if under is None else under
        if not top.is_dir() or (under is not None and not (self.is_note_folder(under) and self.contains(under))):
            return
        for dirpath, dirnames, filenames in os.walk(top, followlinks=False):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(("_", ".")))
            for name in sorted(filenames):
                path = Path(dirpath) / name
                if name.lower().endswith(".md") and not name.startswith("."):
                    if path.is_symlink() and not self.is_note_path(path):
                        log.warning("skipping %s: symlink leads out of the vault", path)
                        continue
                    yield path

    def read_path(self, path: Path) -> Note:
        """Read one file tolerantly: unreadable or malformed files become plain-text notes."""
        fallback = slugify(path.stem)
        try:
            with open(path, "rb") as fh:
                raw = fh.read(MAX_NOTE_BYTES + 1)
        except OSError as exc:
            raise NoteError(f"cannot read {path}: {exc.strerror}", "check the file's permissions") from None
        truncated = len(raw) > MAX_NOTE_BYTES
        if b"\0" in raw[:8192]:
            return Note(id=fallback, title=path.stem, body="", parse_error="binary file")
        try:
            text = raw[:MAX_NOTE_BYTES].decode("utf-8")
            bad_utf8 = False
        except UnicodeDecodeError:
            text = raw[:MAX_NOTE_BYTES].decode("utf-8", "replace")
            bad_utf8 = True
        note = Note.from_markdown(text, fallback, path.stem)
        if not is_valid_id(note.id):
            log.warning("%s: id %r is not a valid id; using %r", path, note.id, fallback)
            note.id = fallback
        if bad_utf8 or truncated:
            why = "invalid UTF-8" if bad_utf8 else f"larger than {MAX_NOTE_BYTES} bytes, indexed in part"
            note.parse_error = note.parse_error or why
        if note.parse_error:
            log.warning("%s: %s (indexed as plain text, file left as is)", path, note.parse_error)
        return note

    def rel(self, path: Path) -> str:
        """A file's path relative to the vault root, as the index stores it."""
        return str(path.relative_to(self.root))

    def scan(self) -> dict[str, NoteFile]:
        """All notes by id. A duplicate id goes to its owner_key() file; the others are listed in
        self.duplicates and logged, never rewritten (they are the person's files)."""
        holders: dict[str, list[NoteFile]] = {}
        for path in self.iter_note_paths():
            try:
                note = self.read_path(path)
            except NoteError as exc:
                log.warning("%s", exc)
                continue
            holders.setdefault(note.id, []).append(NoteFile(note, path))
        found: dict[str, NoteFile] = {}
        self.duplicates = {}
        for note_id, files in holders.items():
            files.sort(key=lambda nf: owner_key(note_id, self.rel(nf.path)))
            found[note_id] = files[0]
            if len(files) > 1:
                self.duplicates[note_id] = [nf.path for nf in files]
                log.info("duplicate id %r in %s; indexing %s only", note_id,
                         ", ".join(self.rel(nf.path) for nf in files), self.rel(files[0].path))
        self._paths = {i: nf.path for i, nf in found.items()}
        return found

    def holds(self, rel_path: str, note_id: str) -> bool:
        """True when the note file at rel_path (relative to the root) still has that id."""
        path = self.root / rel_path
        if not (path.is_file() and self.is_note_path(path)):
            return False
        try:
            return self.read_path(path).id == note_id
        except NoteError:
            return False

    def next_owner(self, note_id: str, gone: Iterable[str] = ()) -> Path | None:
        """After the owner of an id went away: another file holding it (known duplicates of the last
        scan, or <id>.md), chosen by owner_key(); None when there is none."""
        candidates = {self.rel(p) for p in self.duplicates.get(note_id, [])} | {f"{note_id}.md"}
        gone = set(gone)
        alive = [r for r in candidates if r not in gone and self.holds(r, note_id)]
        return self.root / min(alive, key=lambda r: owner_key(note_id, r)) if alive else None

    def _path_map(self) -> dict[str, Path]:
        if self._paths is None:
            self.scan()
        assert self._paths is not None
        return self._paths

    def path_for(self, note_id: str) -> Path | None:
        """The file holding a note id, or None."""
        # Most notes live at <root>/<id>.md: check that before scanning the whole vault.
        direct = self.root / f"{note_id}.md"
        if self._paths is None and is_valid_id(note_id) and direct.exists() and self.is_note_path(direct):
            return direct
        path = self._path_map().get(note_id)
        if path is not None and path.exists():
            return path
        direct = self.root / f"{note_id}.md"
        if is_valid_id(note_id) and direct.exists() and self.is_note_path(direct):  # no symlink out of the vault
            self._path_map()[note_id] = direct
            return direct
        if path is not None:  # moved or deleted since the scan
            self._paths = None
            return self._path_map().get(note_id)
        return None

    def exists(self, note_id: str) -> bool:
        return self.path_for(note_id) is not None

    def get(self, note_id: str) -> Note:
        """The current note with that id, or NoteNotFound."""
        if not is_valid_id(note_id):
            raise NoteNotFound(f"no note {note_id!r}: not a valid id", "ids are kebab-case, see `vaultmem search`")
        path = self.path_for(note_id)
        if path is None:
            raise NoteNotFound(f"no note {note_id!r} in {self.root}", "find ids with `vaultmem search`")
        stamp = _stamp(path)  # before reading: a change after it shows up as a conflict, never as a loss
        note = self.read_path(path)
        self._stamps[path] = stamp
        return note

    def new_id(self, title: str, max_len: int = MAX_ID_LEN) -> str:
        """A fresh, unique id (at most max_len characters) derived from a title or requested id."""
        taken = self._path_map()
        archived = self.root / ARCHIVE_DIR
        return unique_id(title, lambda i: i in taken or (self.root / f"{i}.md").exists()
                         or (archived / f"{i}.md").exists(), max_len)

    # -- writing --------------------------------------------------------------------------

    def write(self, note: Note) -> Path:
        """Write a note atomically where it lives (or at the vault root when new)."""
        if not is_valid_id(note.id):
            raise NoteError(f"refusing to write note with unsafe id {note.id!r}", "use Vault.new_id()")
        if note.parse_error:
            raise NoteError(f"note {note.id!r} could not be parsed ({note.parse_error}); vaultmem never "
                            "rewrites it", "fix its frontmatter by hand")
        path = self.path_for(note.id) or self.root / f"{note.id}.md"
        if path.is_symlink():
            raise NoteError(f"{path} is a symlink; refusing to write through it", "replace the symlink")
        # A note a person keeps in a symlinked folder may be read, but its real file is outside the
        # vault: vaultmem never writes there (the folder may be shared, or someone else's).
        self.inside(path, "write note")
        if path in self._stamps and _stamp(path) != self._stamps[path]:
            del self._stamps[path]
            raise NoteConflict(f"{path} changed on disk after vaultmem read it; not overwriting that edit",
                               "nothing is lost: vaultmem re-reads the note and applies its change again")
        note.recorded_at = note.recorded_at or now_iso()
        # The body as it reads back from the file: a caller that indexes this very object next must
        # store the hash the file will give (a trailing newline here made the index look stale).
        note.body = note.body.strip("\n")
        atomic.write_text(path, self._render(path, note))
        self._stamps[path] = _stamp(path)
        self._path_map()[note.id] = path
        return path

    def delete(self, note_id: str) -> None:
        path = self.path_for(note_id)
        if path is None:
            raise NoteNotFound(f"no note {note_id!r}", "find ids with `vaultmem search`")
        path.unlink()
        self._stamps.pop(path, None)
        self._path_map().pop(note_id, None)

    # -- history, archive, sources -----------------------------------------------------------

    def history_dir(self, note_id: str) -> Path:
        if not is_valid_id(note_id):  # "../x" must never leave the vault
            raise NoteNotFound(f"no note {note_id!r}: not a valid id", "ids are kebab-case, see `vaultmem search`")
        return self.root / HISTORY_DIR / note_id

    def save_history(self, old: Note, superseded_by: str | None, valid_to: str | None = None) -> Path:
        """Keep a retired version under _history/<id>/<timestamp>.md, marked as superseded."""
        old.valid_to = valid_to or now_iso()
        old.superseded_by = superseded_by or old.id
        folder = self.history_dir(old.id)
        stamp = old.valid_to.replace(":", "").replace("-", "")
        path = self.inside(folder / version_name(old.id, stamp), "write a version to")
        n = 1
        while path.exists():
            n += 1
            path = folder / version_name(old.id, stamp, n)
        atomic.write_text(path, old.to_markdown())
        return path

    def history(self, note_id: str) -> list[Note]:
        """Retired versions of a note, oldest first."""
        if not is_valid_id(note_id):
            return []
        folder = self.inside(self.history_dir(note_id), "read versions from")
        if not folder.is_dir():
            return []
        # "<id>.<stamp>.md" before "<id>.<stamp>-2.md" before "<id>.<stamp>-10.md"
        versions = [self.read_path(self.inside(p, "read version"))
                    for p in sorted(folder.glob("*.md"), key=version_order)]
        return sorted(versions, key=lambda n: (n.valid_to or "", n.recorded_at or ""))

    def archive(self, note_id: str) -> Path:
        """Move a note to _archived/ (out of recall, restorable)."""
        src = self.path_for(note_id)
        if src is None:
            raise NoteNotFound(f"no note {note_id!r}", "see `vaultmem search`")
        dst = self.inside(self.archived_path(note_id), "archive to")
        dst.parent.mkdir(parents=True, exist_ok=True)
        os.replace(src, dst)
        self._stamps.pop(src, None)
        self._path_map().pop(note_id, None)
        return dst

    def restore(self, note_id: str) -> Path:
        """Move an archived note back to the vault root."""
        if not is_valid_id(note_id) or not (src := self.archived_path(note_id)).exists():
            raise NoteNotFound(f"no archived note {note_id!r}", "list _archived/ in the vault")
        self.inside(src, "restore")
        if self.exists(note_id):
            raise NoteError(f"a current note {note_id!r} already exists", "forget or rename it first")
        dst = self.root / f"{note_id}.md"
        os.replace(src, dst)
        self._stamps.pop(dst, None)
        self._path_map()[note_id] = dst
        return dst

    def archived_path(self, note_id: str) -> Path:
        """Where an archived note lives (whether or not it exists)."""
        if not is_valid_id(note_id):  # "../x" must never leave the vault
            raise NoteNotFound(f"no note {note_id!r}: not a valid id", "ids are kebab-case, see `vaultmem search`")
        return self.root / ARCHIVE_DIR / f"{note_id}.md"

    def read_archived(self, note_id: str) -> Note | None:
        """The archived note with that id, None when there is none; OutsideVault when its file
        leads out of the vault."""
        path = self.archived_path(note_id)
        if not os.path.lexists(path):
            return None
        return self.read_path(self.inside(path, "read archived note"))

    def source_path(self, note_id: str) -> Path:
        if not is_valid_id(note_id):  # "../x" must never leave the vault
            raise NoteError(f"unsafe note id {note_id!r}", "ids are kebab-case, see `vaultmem search`")
        return self.root / SOURCES_DIR / source_name(note_id)

    def legacy_source_path(self, note_id: str) -> Path:
        """Where older versions kept the excerpt (`_sources/<id>.md`, until layout.migrate renames it)."""
        return self.source_path(note_id).with_name(f"{note_id}.md")

    @staticmethod
    def _render(path: Path, note: Note) -> str:
        """The note's text; over an existing file, only what changed (the person's layout stays)."""
        from .roundtrip import rewrite_preserving

        try:
            old = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return note.to_markdown()
        return rewrite_preserving(old, note, slugify(path.stem), path.stem)

    def write_source(self, note_id: str, text: str) -> Path:
        path = self.inside(self.source_path(note_id), "write source excerpt")
        atomic.write_text(path, text)
        legacy = self.legacy_source_path(note_id)
        if legacy.is_file() and not legacy.is_symlink():
            legacy.unlink()  # its text was read into `text` (read_source falls back to it)
        return path

    def read_source(self, note_id: str) -> str | None:
        if not is_valid_id(note_id):
            return None
        for path in (self.source_path(note_id), self.legacy_source_path(note_id)):
            if not self.contains(path):
                log.warning("skipping %s: symlink leads out of the vault", path)
                return None
            try:
                return path.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
        return None
