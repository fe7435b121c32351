"""A vault pleasant in Obsidian: no two files share a basename (source excerpts and versions
included), an older vault is migrated when a process opens it, and every reader still finds them."""

from __future__ import annotations

import copy
from pathlib import Path

from vaultmem.config import load_config
from vaultmem.index.writes import index_versions
from vaultmem.memory import AddRequest, Memory
from vaultmem.vault.layout import dead_links, migrate, shared_basenames
from vaultmem.vault.note import Source


def _old_layout(mem: Memory) -> tuple[str, str]:
    """A note with a source excerpt and two retired versions in the pre-migration names, indexed
    under those names, and a forgotten note's version in `_archived/_history/`."""
    note = mem.add(AddRequest(title="Staging deploys happen on Tuesdays", body="Only on Tuesdays.",
                              source=Source(agent="claude-code", session="s-1")))
    root = mem.vault.root
    for stamp, title in (("20260101T000000Z", "Staging deploys happen on Mondays"),
                         ("20260201T000000Z", "Staging deploys happen on Fridays")):
        old = copy.deepcopy(note)
        old.title = title
        old.valid_to, old.superseded_by = f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:8]}T00:00:00Z", note.id
        (root / "_history" / note.id).mkdir(parents=True, exist_ok=True)
        (root / "_history" / note.id / f"{stamp}.md").write_text(old.to_markdown(), encoding="utf-8")
    (root / "_sources" / f"{note.id}.md").write_text("user: staging deploys only on Tuesdays\n", encoding="utf-8")
    gone = root / "_archived" / "_history" / "old-note"
    gone.mkdir(parents=True)
    (gone / "20250101T000000Z.md").write_text(copy.deepcopy(note).to_markdown(), encoding="utf-8")
    index_versions(mem.vault, mem.index, note.id)
    mem.index.save()
    return note.id, "old-note"


def test_an_older_vault_is_migrated_when_opened_and_readers_follow(isolated_env: Path) -> None:
    with Memory(load_config()) as mem:
        mem.init()
        note_id, archived = _old_layout(mem)
        root = mem.vault.root
        assert shared_basenames(root)  # the twin `_sources/<id>.md` and nothing else yet
        assert [k for k in mem.index.catalog if k.startswith(f"history:{note_id}:2026")]
    with Memory(load_config()) as mem:
        assert mem.index is not None  # any writer opening the index migrates
        assert shared_basenames(root) == {}
        assert (root / "_sources" / f"{note_id}.source.md").is_file()
        assert not (root / "_sources" / f"{note_id}.md").exists()
        assert sorted(p.name for p in (root / "_history" / note_id).iterdir()) == [
            f"{note_id}.20260101T000000Z.md", f"{note_id}.20260201T000000Z.md"]
        assert [p.name for p in (root / "_archived" / "_history" / archived).iterdir()] == [
            f"{archived}.20250101T000000Z.md"]
        # readers: the excerpt, the versions in order, the index entries and as-of recall
        assert mem.vault.read_source(note_id) == "user: staging deploys only on Tuesdays\n"
        assert [v.title for v in mem.vault.history(note_id)] == ["Staging deploys happen on Mondays",
                                                           "Staging deploys happen on Fridays"]
        keys = sorted(k for k in mem.index.catalog if k.startswith(f"history:{note_id}:"))
        assert keys == [f"history:{note_id}:{note_id}.20260101T000000Z", f"history:{note_id}:{note_id}.20260201T000000Z"]
        assert all((root / mem.index.catalog[k]["path"]).is_file() for k in keys)
        hits = mem.search("staging deploys Mondays", all_scopes=True, include_superseded=True, record=False)
        assert any(h.kind == "history" and h.id == note_id for h in hits)
    assert migrate(root).moved == 0  # done once


def test_new_versions_and_excerpts_never_share_a_basename(isolated_env: Path) -> None:
    with Memory(load_config()) as mem:
        mem.init()
        a = mem.add(AddRequest(title="Alpha", body="a"))
        b = mem.add(AddRequest(title="Beta", body="b"))
        for n in (a, b):  # two notes retired in the same second: their version names still differ
            mem.vault.save_history(copy.deepcopy(n), superseded_by=n.id, valid_to="2026-05-05T05:05:05Z")
            mem.vault.save_history(copy.deepcopy(n), superseded_by=n.id, valid_to="2026-05-05T05:05:05Z")
            mem.vault.write_source(n.id, f"user: {n.title}\n")
        root = mem.vault.root
        assert shared_basenames(root) == {}
        assert sorted(p.name for p in (root / "_history" / a.id).iterdir()) == [
            f"{a.id}.20260505T050505Z-2.md", f"{a.id}.20260505T050505Z.md"]
        assert [v.valid_to for v in mem.vault.history(a.id)] == ["2026-05-05T05:05:05Z"] * 2


def _names_over(root: Path, limit: int = 60) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*.md") if len(p.name) > limit)


def test_machine_files_of_a_long_note_keep_names_of_at_most_60_characters(isolated_env: Path) -> None:
    titles = ("Staging deploys happen only on Tuesdays and never on Fridays or weekends",
              "Staging deploys happen only on Tuesdays and never on Fridays after noon")
    with Memory(load_config()) as mem:
        mem.init()
        # ids as long as a title's file name gets (56), alike up to the last word
        ids = ("staging-deploys-happen-only-on-tuesdays-never-on-fridays", "staging-deploys-happen-only-on-tuesdays-never-on-fridaz")
        notes = [mem.add(AddRequest(title=t, body=t, id=i)) for t, i in zip(titles, ids)]
        assert [n.id for n in notes] == list(ids)
        for n in notes:
            mem.vault.save_history(copy.deepcopy(n), superseded_by=n.id, valid_to="2026-05-05T05:05:05Z")
            mem.vault.save_history(copy.deepcopy(n), superseded_by=n.id, valid_to="2026-05-05T05:05:05Z")
            mem.vault.write_source(n.id, f"user: {n.title}\n")
        root = mem.vault.root
        assert _names_over(root) == [] and shared_basenames(root) == {}
        assert [mem.vault.read_source(n.id) for n in notes] == [f"user: {t}\n" for t in titles]
        assert [len(mem.vault.history(n.id)) for n in notes] == [2, 2]


def test_long_machine_file_names_of_an_older_vault_are_shortened_when_opened(isolated_env: Path) -> None:
    title = "Staging deploys happen only on Tuesdays and never on Fridays or weekends"
    with Memory(load_config()) as mem:
        mem.init()
        note = mem.add(AddRequest(title=title, body=title, id="staging-deploys-happen-only-on-tuesdays-never-on-fridays"))
        root = mem.vault.root
        history = root / "_history" / note.id
        history.mkdir(parents=True)
        old = copy.deepcopy(note)
        old.valid_to, old.superseded_by = "2026-01-01T00:00:00Z", note.id
        (history / f"{note.id}.20260101T000000Z.md").write_text(old.to_markdown(), encoding="utf-8")
        (root / "_sources" / f"{note.id}.source.md").write_text("user: the old excerpt\n", encoding="utf-8")
        index_versions(mem.vault, mem.index, note.id)
        mem.index.save()
        assert len(_names_over(root)) == 2
    with Memory(load_config()) as mem:
        assert mem.index is not None  # any writer opening the index migrates
        assert _names_over(root) == [] and shared_basenames(root) == {}
        assert mem.vault.read_source(note.id) == "user: the old excerpt\n"
        assert [v.valid_to for v in mem.vault.history(note.id)] == ["2026-01-01T00:00:00Z"]
        keys = [k for k in mem.index.catalog if k.startswith(f"history:{note.id}:")]
        assert len(keys) == 1 and all((root / mem.index.catalog[k]["path"]).is_file() for k in keys)
    assert migrate(root).moved == 0


def test_dead_links_and_shared_basenames_are_found(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.md").write_text("see [[b]], [[sub/c|c]], [[pic.png]] and [[gone]]; `[[code]]`", encoding="utf-8")
    (tmp_path / "b.md").write_text("x", encoding="utf-8")
    (tmp_path / "sub" / "c.md").write_text("[[A]]", encoding="utf-8")
    (tmp_path / "sub" / "b.md").write_text("", encoding="utf-8")
    (tmp_path / "pic.png").write_bytes(b"\x89PNG")
    assert dead_links(tmp_path) == {"a.md": ["gone"]}
    assert shared_basenames(tmp_path) == {"b": ["b.md", "sub/b.md"]}
