"""The vault: Note <-> Markdown, ids, wikilinks, tolerant reading, atomic writes, history."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vaultmem.errors import NoteError, NoteNotFound
from vaultmem.vault import store as store_mod
from vaultmem.vault.ids import MAX_ID_LEN, is_valid_id, slugify, unique_id
from vaultmem.vault.links import parse_wikilinks, replace_wikilink_targets
from vaultmem.vault.note import MAX_FRONTMATTER_BYTES, Note, Source
from vaultmem.vault.store import MAX_NOTE_BYTES, Vault

ARCH_KEYS = ["id", "description", "type", "scope", "importance", "confidence", "created", "valid_from",
             "recorded_at", "relation", "parent_note", "superseded_by", "forget_after", "source", "tags"]
KEBAB = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

# Text a person or an extractor could put in a note: any unicode except control characters
# (newline and tab are allowed where a field is multi-line) and lone surrogates.
_chars = st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"))
_chars_ml = st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"), whitelist_characters="\n\t")
one_line = st.text(_chars, min_size=1, max_size=60).map(str.strip).filter(bool)
multi_line = st.text(_chars_ml, max_size=300).map(str.strip)
tag = one_line.filter(lambda t: not t.startswith("#"))
fast = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def frontmatter_of(text: str) -> dict:
    assert text.startswith("---\n")
    return yaml.safe_load(text.split("---\n", 2)[1])


# -- Note <-> Markdown ----------------------------------------------------------------------------


@fast
@given(title=one_line, body=multi_line, description=st.text(_chars_ml, max_size=80),
       tags=st.lists(tag, max_size=4), quote=st.none() | one_line,
       importance=st.floats(0, 1), extra_value=st.none() | st.integers() | one_line)
def test_note_round_trips_through_markdown(title: str, body: str, description: str, tags: list[str],
                                           quote: str | None, importance: float, extra_value: object) -> None:
    note = Note(id="some-note", title=title, body=body, description=description, type="decision",
                scope="project:github.com/acme/shop", importance=importance, confidence="confirmed",
                created="2026-11-22", valid_from="2026-11-22T10:04:00Z", recorded_at="2026-11-22T10:09:31Z",
                relation="updates", parent_note="older-note", forget_after="2027-01-01",
                source=Source(agent="claude-code", session="5c03", turns=["t1", "t2"], quote=quote),
                tags=tags, extra={"aliases": extra_value})
    back = Note.from_markdown(note.to_markdown(), "fallback")
    assert back.parse_error is None
    assert back.id == note.id
    assert back.title == title
    assert back.body == body
    assert back.description == description
    assert back.tags == tags
    assert back.importance == round(importance, 3)
    assert back.source == note.source
    assert (back.created, back.valid_from, back.recorded_at, back.forget_after) == (
        "2026-11-22", "2026-11-22T10:04:00Z", "2026-11-22T10:09:31Z", "2027-01-01")
    assert (back.type, back.scope, back.confidence, back.relation, back.parent_note) == (
        "decision", "project:github.com/acme/shop", "confirmed", "updates", "older-note")
    assert back.extra == {"aliases": extra_value}
    # a second trip changes nothing
    assert back.to_markdown() == Note.from_markdown(back.to_markdown(), "fallback").to_markdown()


@fast
@given(title=one_line, body=multi_line, tags=st.lists(tag, max_size=3))
def test_note_round_trips_through_a_file(tmp_path_factory: pytest.TempPathFactory, title: str, body: str,
                                         tags: list[str]) -> None:
    vault = Vault(tmp_path_factory.mktemp("v"))
    note = Note(id=vault.new_id(title), title=title, body=body, tags=tags)
    path = vault.write(note)
    back = Vault(vault.root).get(note.id)
    assert (back.id, back.title, back.body, back.tags) == (note.id, title, body, tags)
    assert path.read_bytes().decode("utf-8") == note.to_markdown()


def _full_note(**kw: object) -> Note:
    base: dict = dict(id="n", title="T", body="b", description="d", created="2026-01-01",
                      valid_from="2026-01-01T00:00:00Z", recorded_at="2026-01-02T00:00:00Z", parent_note="p",
                      superseded_by="s2", forget_after="2027-01-01", tags=["x"],
                      source=Source(agent="codex", session="s", turns=["a"], quote="q"))
    base.update(kw)
    return Note(**base)  # type: ignore[arg-type]


def test_frontmatter_has_exactly_the_documented_keys_in_order() -> None:
    meta = frontmatter_of(_full_note().to_markdown())
    assert list(meta) == ARCH_KEYS
    assert meta["source"] == {"agent": "codex", "session": "s", "turns": ["a"], "quote": "q"}


def test_frontmatter_writes_only_keys_that_have_a_value() -> None:
    """No `null`, empty string or empty list is written; reading the sparse file gives the defaults."""
    note = Note(id="n", title="T", body="b", source=Source(agent="codex", session="s"))
    text = note.to_markdown()
    meta = frontmatter_of(text)
    assert "null" not in text and "[]" not in text and "''" not in text
    assert list(meta) == [k for k in ARCH_KEYS if k in meta]  # still the documented order
    assert meta["source"] == {"agent": "codex", "session": "s"}
    assert not {"description", "created", "parent_note", "superseded_by", "forget_after", "tags"} & set(meta)
    assert "source" not in frontmatter_of(Note(id="n", title="T").to_markdown())
    back = Note.from_markdown(text, "fallback")
    assert (back.parent_note, back.superseded_by, back.tags, back.description, back.source.turns) == (
        None, None, [], "", [])
    assert back.to_markdown() == text
    # a file with only an id still reads (a person's hand-made note)
    bare = Note.from_markdown("---\nid: bare\n---\n\n# Bare\n", "x")
    assert (bare.id, bare.type, bare.scope, bare.relation, bare.importance) == ("bare", "fact", "global", "new", 0.5)


def test_retired_version_adds_valid_to_and_person_keys_are_preserved() -> None:
    note = _full_note(valid_to="2026-02-01T00:00:00Z", superseded_by="m",
                      extra={"aliases": ["x"], "cssclass": "wide"})
    meta = frontmatter_of(note.to_markdown())
    assert list(meta)[: len(ARCH_KEYS) + 1] == ARCH_KEYS[:8] + ["valid_to"] + ARCH_KEYS[8:]
    assert meta["aliases"] == ["x"] and meta["cssclass"] == "wide"
    assert meta["superseded_by"] == "m"
    assert not note.is_current


def test_markdown_layout_title_is_the_h1() -> None:
    text = Note(id="n", title="Hello world", body="Body line.").to_markdown()
    assert text.endswith("---\n\n# Hello world\n\nBody line.\n")
    assert Note(id="n", title="Only title").to_markdown().endswith("---\n\n# Only title\n")


def test_yaml_dates_become_iso_strings() -> None:
    text = ("---\nid: d\ncreated: 2026-11-22\nvalid_from: 2026-11-22T10:04:00Z\n"
            "recorded_at: 2026-11-22 12:00:00+02:00\nforget_after: 2027-01-01\n---\n# D\n")
    note = Note.from_markdown(text, "x")
    assert note.created == "2026-11-22"
    assert note.valid_from == "2026-11-22T10:04:00Z"
    assert note.recorded_at == "2026-11-22T10:00:00Z"
    assert note.forget_after == "2027-01-01"


def test_hand_written_note_without_our_keys() -> None:
    note = Note.from_markdown("# Grocery list\n\nEggs and [[milk]].\n", "grocery-list")
    assert (note.id, note.title, note.type, note.scope, note.importance) == (
        "grocery-list", "Grocery list", "fact", "global", 0.5)
    assert note.links == ["milk"] and note.parse_error is None
    # no H1 but a title property
    note = Note.from_markdown("---\ntitle: From property\ntags: \"a, #b c\"\n---\nText only.", "fb")
    assert note.title == "From property" and note.body == "Text only." and note.tags == ["a", "b", "c"]
    # no title at all: the file name
    assert Note.from_markdown("just text", "my-file").title == "my file"


def test_out_of_range_and_wrongly_typed_values_are_tolerated() -> None:
    note = Note.from_markdown("---\nid: x\nimportance: 7\ntags: 5\nsource: nonsense\n---\n# X\n", "x")
    assert note.importance == 1.0 and note.tags == ["5"] and note.source == Source()
    assert Note.from_markdown("---\nimportance: high\n---\n# X\n", "x").importance == 0.5
    assert Note.from_markdown("---\nsource: {turns: abc}\n---\n# X\n", "x").source.turns == ["abc"]


def test_content_hash_tracks_indexed_fields_only() -> None:
    base = Note(id="n", title="T", body="b")
    same = Note(id="n", title="T", body="b", extra={"aliases": ["z"]})
    assert base.content_hash() == same.content_hash()
    for change in ({"body": "c"}, {"title": "U"}, {"scope": "project:x"}, {"superseded_by": "m"},
                   {"confidence": "confirmed"}, {"tags": ["t"]}, {"valid_from": "2026-01-01"}):
        assert Note(id="n", **{"title": "T", "body": "b", **change}).content_hash() != base.content_hash(), change


# -- tolerant reading ------------------------------------------------------------------------------

BROKEN_YAML = "---\nid: broken\ndescription: [unclosed\ntype: fact\n---\n# Broken note\n\nzanzibar lighthouse\n"


def test_broken_yaml_is_plain_text_and_never_rewritten(vault: Vault) -> None:
    path = vault.root / "broken.md"
    path.write_bytes(BROKEN_YAML.encode())
    before = path.read_bytes()
    note = vault.get("broken")
    assert note.parse_error and "Error" in note.parse_error
    assert note.title == "Broken note"  # the heading still names it in search results
    assert "zanzibar lighthouse" in note.search_text()
    with pytest.raises(NoteError, match="never rewrites"):
        vault.write(note)
    assert path.read_bytes() == before


def test_broken_yaml_note_is_indexed_and_file_untouched(vault: Vault, open_index) -> None:  # type: ignore[no-untyped-def]
    path = vault.root / "broken.md"
    path.write_bytes(BROKEN_YAML.encode())
    before, mtime = path.read_bytes(), path.stat().st_mtime_ns
    idx = open_index()
    idx.sync(vault)
    assert idx.catalog["broken"]["parse_error"]
    assert [k for k, _ in idx.bm25.search("zanzibar lighthouse", 5)] == ["broken"]
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime


@pytest.mark.timeout(10)
def test_yaml_alias_bomb_is_refused_quickly(vault: Vault) -> None:
    lines = ["---", 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    prev = "a"
    for name in "bcdefghij":
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
        prev = name
    lines += ["---", "# Bomb", "", "boom"]
    (vault.root / "bomb.md").write_text("\n".join(lines))
    start = time.perf_counter()
    note = vault.get("bomb")
    assert time.perf_counter() - start < 2
    assert note.parse_error and "alias" in note.parse_error.lower()
    assert "boom" in note.body


@pytest.mark.timeout(10)
def test_huge_frontmatter_is_refused(vault: Vault) -> None:
    big = "---\nid: big\n" + "".join(f"k{i}: {'x' * 60}\n" for i in range(MAX_FRONTMATTER_BYTES // 60 + 10))
    (vault.root / "big.md").write_text(big + "---\n# Big\n\nsmall body\n")
    note = vault.get("big")
    assert note.parse_error and "larger than" in note.parse_error
    assert note.extra == {}


def test_invalid_utf8_is_read_with_replacement(vault: Vault) -> None:
    path = vault.root / "latin.md"
    raw = "---\nid: latin\n---\n# Caf\xe9 notes\n\nna\xefve text about pierogi\n".encode("latin-1")
    path.write_bytes(raw)
    note = vault.get("latin")
    assert note.parse_error == "invalid UTF-8"
    assert "pierogi" in note.body and "\ufffd" in note.title
    with pytest.raises(NoteError):
        vault.write(note)
    assert path.read_bytes() == raw


def test_binary_and_empty_files(vault: Vault, open_index) -> None:  # type: ignore[no-untyped-def]
    (vault.root / "blob.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    (vault.root / "empty.md").write_bytes(b"")
    notes = vault.scan()
    assert notes["blob"].note.parse_error == "binary file" and notes["blob"].note.body == ""
    assert notes["empty"].note.parse_error is None and notes["empty"].note.title == "empty"
    report = open_index().sync(vault)
    assert report.added == 2


def test_huge_note_is_indexed_in_part(vault: Vault) -> None:
    path = vault.root / "huge.md"
    head = "---\nid: huge\n---\n# Huge\n\nstart marker\n"
    path.write_text(head + ("lorem ipsum dolor sit amet " * 40 + "\n") * 2900 + "end marker\n")
    assert path.stat().st_size > 3_000_000
    start = time.perf_counter()
    note = vault.get("huge")
    assert time.perf_counter() - start < 5
    assert note.parse_error and "indexed in part" in note.parse_error
    assert "start marker" in note.body and "end marker" not in note.body
    assert len(note.body.encode()) <= MAX_NOTE_BYTES


def test_invalid_id_in_frontmatter_falls_back_to_file_name(vault: Vault) -> None:
    (vault.root / "Good Name.md").write_text("---\nid: ../../etc/passwd\n---\n# Sneaky\n")
    notes = vault.scan()
    assert list(notes) == ["good-name"]


def test_duplicate_ids_keep_the_first_file(vault: Vault) -> None:
    (vault.root / "a.md").write_text("---\nid: same\n---\n# First\n")
    (vault.root / "b.md").write_text("---\nid: same\n---\n# Second\n")
    notes = vault.scan()
    assert list(notes) == ["same"] and notes["same"].note.title == "First"


# -- ids ----------------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_slugify_is_a_safe_kebab_case_id(text: str) -> None:
    slug = slugify(text)
    assert KEBAB.match(slug), slug
    assert 0 < len(slug) <= MAX_ID_LEN
    assert "/" not in slug and ".." not in slug and "\\" not in slug
    assert slugify(slug) == slug
    assert is_valid_id(slug)


def test_slugify_examples() -> None:
    assert slugify("Tests fake the OpenAI endpoint!") == "tests-fake-the-openai-endpoint"
    assert slugify("Crème brûlée über alles") == "creme-brulee-uber-alles"
    assert slugify("../../x") == "x"
    assert slugify("日本語") == "note"
    long = slugify("word " * 40)
    assert len(long) <= 80 and not long.endswith("-") and long.startswith("word-word")


@settings(max_examples=100, deadline=None)
@given(base=st.text(max_size=120), taken=st.integers(0, 12))
def test_unique_id_suffixes(base: str, taken: int) -> None:
    existing: set[str] = set()
    for _ in range(taken + 1):
        new = unique_id(base, existing.__contains__)
        assert new not in existing and is_valid_id(new) and len(new) <= MAX_ID_LEN
        existing.add(new)
    first = slugify(base)
    assert first in existing
    if taken:
        assert any(i.endswith("-2") for i in existing)


def test_unique_id_examples() -> None:
    taken = {"note", "note-2"}
    assert unique_id("Note", taken.__contains__) == "note-3"
    long = "a" * 80
    assert unique_id(long, {long}.__contains__) == "a" * 78 + "-2"


def test_requested_path_ids_become_safe(vault: Vault) -> None:
    assert vault.new_id("../../x") == "x"
    assert vault.new_id("/etc/passwd") == "etc-passwd"
    with pytest.raises(NoteError, match="unsafe id"):
        vault.write(Note(id="../../x", title="x"))
    with pytest.raises(NoteNotFound):
        vault.get("../../etc/passwd")
    with pytest.raises(NoteNotFound):
        vault.restore("../outside")
    assert not (vault.root.parent.parent / "x.md").exists()


def test_new_id_avoids_current_and_archived_ids(vault: Vault) -> None:
    vault.write(Note(id="topic", title="Topic"))
    assert vault.new_id("Topic") == "topic-2"
    vault.archive("topic")
    assert vault.new_id("Topic") == "topic-2"


# -- wikilinks ---------------------------------------------------------------------------------


def test_wikilink_forms() -> None:
    text = ("See [[alpha]], [[beta|the beta note]], [[gamma#Some heading]], ![[delta]] and "
            "[[epsilon#h|alias]]. Again [[alpha]]. Not a link: [single] or [[]].")
    assert parse_wikilinks(text) == ["alpha", "beta", "gamma", "delta", "epsilon"]


def test_links_in_code_are_ignored() -> None:
    text = "real [[one]]\n```python\nx = '[[fenced]]'\n```\ninline `[[inline]]` and [[two]]\n"
    assert parse_wikilinks(text) == ["one", "two"]


def test_replace_wikilink_targets_keeps_alias_and_heading() -> None:
    text = "[[old]] [[old|Alias]] [[old#Head]] ![[old]] [[other]]"
    assert replace_wikilink_targets(text, {"old": "new"}) == "[[new]] [[new|Alias]] [[new#Head]] ![[new]] [[other]]"


def test_note_links_come_from_the_body() -> None:
    assert Note(id="n", title="T", body="- [[a]]\n- [[b|B]]").links == ["a", "b"]


# -- discovery ---------------------------------------------------------------------------------


def test_special_and_hidden_folders_are_not_notes(vault: Vault) -> None:
    files = ["root.md", "sub/deeper/nested.md", "_sources/s.md", "_history/x/1.md", "_archived/a.md",
             "_reports/r.md", ".obsidian/workspace.md", ".trash/t.md", "sub/_private/p.md", ".hidden.md",
             "notes.txt", "UPPER.MD"]
    for rel in files:
        p = vault.root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("# x\n")
    found = sorted(str(p.relative_to(vault.root)) for p in vault.iter_note_paths())
    assert found == ["UPPER.MD", "root.md", "sub/deeper/nested.md"]
    assert vault.is_note_path(vault.root / "sub/deeper/nested.md")
    assert not vault.is_note_path(vault.root / "_sources/s.md")
    assert not vault.is_note_path(vault.root / ".obsidian/workspace.md")
    assert not vault.is_note_path(vault.root.parent / "elsewhere.md")


def test_symlinks_leading_out_of_the_vault_are_skipped(vault: Vault, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.md").write_text("# Secret\n\nprivate\n")
    (vault.root / "inside.md").write_text("# Inside\n")
    os.symlink(outside / "secret.md", vault.root / "leak.md")
    os.symlink(outside, vault.root / "leakdir", target_is_directory=True)
    os.symlink(vault.root / "inside.md", vault.root / "alias.md")
    names = sorted(p.name for p in vault.iter_note_paths())
    assert names == ["alias.md", "inside.md"]
    assert "secret" not in vault.scan()
    # writing through a symlink is refused
    with pytest.raises(NoteError, match="symlink"):
        vault.write(Note(id="alias", title="x"))


def test_missing_vault_folder_yields_nothing(tmp_path: Path) -> None:
    v = Vault(tmp_path / "nope")
    assert not v.exists_on_disk() and list(v.iter_note_paths()) == [] and v.scan() == {}


def test_notes_in_subfolders_keep_their_place(vault: Vault) -> None:
    p = vault.root / "projects" / "shop.md"
    p.parent.mkdir()
    p.write_text("---\nid: shop\n---\n# Shop\n\nold\n")
    note = vault.get("shop")
    note.body = "new"
    assert vault.write(note) == p
    assert "new" in p.read_text() and not (vault.root / "shop.md").exists()


# -- writing -----------------------------------------------------------------------------------


def test_write_sets_recorded_at_and_delete(vault: Vault) -> None:
    note = Note(id="n", title="N")
    path = vault.write(note)
    assert note.recorded_at and re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", note.recorded_at)
    assert vault.exists("n")
    vault.delete("n")
    assert not path.exists() and not vault.exists("n")
    with pytest.raises(NoteNotFound):
        vault.delete("n")
    with pytest.raises(NoteNotFound):
        vault.get("n")


def test_history_round_trip(vault: Vault) -> None:
    v1 = Note(id="db", title="We use Postgres 15", body="old", valid_from="2026-01-01T00:00:00Z")
    vault.write(v1)
    old = vault.get("db")
    p1 = vault.save_history(old, "db", valid_to="2026-02-01T00:00:00Z")
    p2 = vault.save_history(Note(id="db", title="Middle", valid_from="2026-02-01T00:00:00Z"), "db",
                            valid_to="2026-03-01T00:00:00Z")
    p3 = vault.save_history(Note(id="db", title="Same stamp"), "db", valid_to="2026-03-01T00:00:00Z")
    assert p1.parent == vault.root / "_history" / "db" and p3 != p2 and p3.exists()
    versions = vault.history("db")
    assert [v.title for v in versions] == ["We use Postgres 15", "Middle", "Same stamp"]
    assert versions[0].superseded_by == "db" and versions[0].valid_to == "2026-02-01T00:00:00Z"
    assert versions[0].body == "old"
    assert vault.history("never-existed") == []
    # history versions are not notes
    assert list(vault.scan()) == ["db"]


def test_history_and_sources_refuse_path_ids(vault: Vault, tmp_path: Path) -> None:
    outside = vault.root.parent / "loot"
    outside.mkdir()
    (outside / "x.md").write_text("---\nid: x\n---\n# Outside the vault\n")
    (vault.root.parent / "stolen.md").write_text("outside")
    assert vault.history("../../loot") == []
    assert vault.read_source("../../stolen") is None
    with pytest.raises(NoteError):
        vault.write_source("../../planted", "x")
    assert not (vault.root.parent / "planted.md").exists()


def test_archive_and_restore(vault: Vault) -> None:
    vault.write(Note(id="old-idea", title="Old idea", body="text"))
    dst = vault.archive("old-idea")
    assert dst == vault.root / "_archived" / "old-idea.md" and dst.exists()
    assert not vault.exists("old-idea") and "old-idea" not in vault.scan()
    back = vault.restore("old-idea")
    assert back == vault.root / "old-idea.md" and vault.get("old-idea").body == "text"
    with pytest.raises(NoteNotFound):
        vault.restore("old-idea")
    with pytest.raises(NoteNotFound):
        vault.archive("nothing")
    vault.archive("old-idea")
    vault.write(Note(id="old-idea", title="New one"))
    with pytest.raises(NoteError, match="already exists"):
        vault.restore("old-idea")


def test_sources_round_trip(vault: Vault) -> None:
    assert vault.read_source("n") is None
    path = vault.write_source("n", "user: let's fake it\nassistant: ok ✓\n")
    assert path == vault.root / "_sources" / "n.source.md"  # never the basename of note n.md
    assert vault.read_source("n") == "user: let's fake it\nassistant: ok ✓\n"
    assert "n" not in vault.scan()


def test_init_creates_special_folders(tmp_path: Path) -> None:
    v = Vault(tmp_path / "new")
    v.init()
    assert sorted(p.name for p in v.root.iterdir()) == sorted(store_mod.SPECIAL_DIRS)
    v.init()  # idempotent


def test_a_written_note_hashes_as_it_reads_back(tmp_path: Path) -> None:
    """Callers index the object they just wrote: its hash must be the file's, or status says stale."""
    from vaultmem.vault.note import Note
    from vaultmem.vault.store import Vault

    vault = Vault(tmp_path / "vault")
    vault.init()
    note = Note(id="topic-queues", title="Topic: queues", body="## Notes\n- [[a|A]]\n", extra={"hub": True})
    path = vault.write(note)
    assert vault.read_path(path).content_hash() == note.content_hash()
