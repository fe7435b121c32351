"""A vault pleasant in Obsidian: merges, forgets and purges leave no dead wikilinks, an empty note
(made by clicking a dead link) is never a hit, topic hubs list their notes and stay out of prompts,
and vaultmem's folders can be added to Obsidian's excluded files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import pytest
from support.extract_fixtures import DATA, Msg, claude_jsonl, shared_transcripts
from support.reflect_vault import DUPES, NOW, build_vault
from typer.testing import CliRunner

from vaultmem.ingest.files import ingest_file
from vaultmem.cli import app
from vaultmem.config import load_config
from vaultmem.doctor import run_checks
from vaultmem.lifecycle import forget as fg
from vaultmem.lifecycle.purge import purge
from vaultmem.memory import AddRequest, Memory
from vaultmem.recall.context import is_hub
from vaultmem.reflect import reflect
from vaultmem.vault.layout import dead_links, shared_basenames
from vaultmem.vault.obsidian import MACHINE_FOLDERS
from vaultmem.vault.titles import FILE_NAME_MAX, TITLE_MAX


@pytest.fixture
def memory(isolated_env: Path) -> Iterator[Memory]:
    with Memory(load_config()) as mem:
        mem.init()
        yield mem


def test_reflect_merge_leaves_no_dead_links_in_notes_versions_or_reports(memory: Memory) -> None:
    build_vault(memory)
    root = memory.vault.root
    # a version of another note that linked to one of the duplicates, and a dry run's report naming them
    linker = memory.vault.get("redis-staging-port")
    linker.body += f"\n\nSee [[{DUPES[1]}|the deploy note]]."
    memory.vault.write(linker)
    memory.vault.save_history(memory.vault.get("redis-staging-port"), superseded_by="redis-staging-port")
    memory.reindex()
    dry = reflect(memory, now=NOW)
    assert f"[[{DUPES[1]}]]" in (root / dry["report"]).read_text()
    assert dead_links(root) == {}
    done = reflect(memory, apply=True, merge=True, now=NOW)
    assert done["actions"]["merged"] and not done["actions"]["errors"]
    assert dead_links(root) == {}  # notes, history versions and both reports point at the keeper
    assert f"[[{DUPES[0]}]]" in (root / dry["report"]).read_text()
    report = (root / done["report"]).read_text()
    assert f"(`{DUPES[1]}`)" in report and f"[[{DUPES[1]}]]" not in report
    assert f"[[{DUPES[0]}|the deploy note]]" in memory.vault.get("redis-staging-port").body
    assert shared_basenames(root) == {}


def test_purge_takes_links_to_the_note_out_of_other_notes(memory: Memory) -> None:
    gone = memory.add(AddRequest(title="Staging password", body="hunter2"))
    keep = memory.add(AddRequest(title="Staging access", body=f"Ask ops. See [[{gone.id}]].\n\n## Links\n- [[{gone.id}]]\n"))
    purge(memory, gone.id, "tester")
    root = memory.vault.root
    assert dead_links(root) == {}
    body = memory.vault.get(keep.id).body
    assert gone.id not in body and "Ask ops. See *(a purged note)*." in body


def _two_sessions(tmp_path: Path) -> list[Path]:
    return [claude_jsonl(tmp_path / f"s{i}.jsonl", [Msg("user", text)], session=f"hub-{i}") for i, text in enumerate([
        "We decided to use Postgres 16 for the orders database because we need JSONB.",
        "We decided to use SQLite for the desktop app database because it needs no server.",
    ])]


def test_topic_hub_lists_its_notes_and_stays_out_of_prompts(memory: Memory, tmp_path: Path) -> None:
    for path in _two_sessions(tmp_path):
        ingest_file(memory, path)
    hub = memory.vault.get("topic-database")
    assert hub.extra.get("hub") is True and is_hub(memory.index.catalog["topic-database"])
    members = [k for k, e in memory.index.catalog.items() if "topic-database" in (e.get("links") or ())]
    assert len(members) == 2
    notes_section = hub.body.split("## Notes", 1)[1]
    assert all(f"[[{m}|" in notes_section for m in members)
    # hubs never reach a prompt, even when the query is the topic's own words
    assert "topic-database" in [h.id for h in memory.search("topic database", cwd="/tmp/proj", record=False)]
    text, injected = memory.context("topic database", cwd="/tmp/proj")
    assert injected and "topic-database" not in [h.id for h in injected] and "Topic: database" not in text
    # a forgotten member leaves the list; its link elsewhere resolves to the archived file
    fg.forget(memory, members[0], "no longer true", "tester")
    hub = memory.vault.get("topic-database")
    assert f"[[{members[0]}|" not in hub.body and f"[[{members[1]}|" in hub.body
    assert dead_links(memory.vault.root) == {}


def test_an_empty_note_is_never_a_hit(memory: Memory) -> None:
    memory.add(AddRequest(title="Kafka retention is seven days", body="Set in the broker config, retention.ms."))
    (memory.vault.root / "kafka retention.md").write_text("", encoding="utf-8")  # clicked a dead link
    memory.reindex()
    assert memory.index.catalog["kafka-retention"]["empty"] is True
    hits = memory.search("kafka retention", all_scopes=True, record=False)
    assert hits and hits[0].id == "kafka-retention-is-seven-days"
    assert "kafka-retention" not in [h.id for h in hits]


def test_init_offers_to_exclude_machine_folders_in_obsidian(memory: Memory, monkeypatch: pytest.MonkeyPatch) -> None:
    root = memory.vault.root
    (root / ".obsidian").mkdir()
    (root / ".obsidian" / "app.json").write_text(json.dumps({"userIgnoreFilters": ["Attachments/"],
                                                            "showLineNumber": True}), encoding="utf-8")
    hint = next(c for c in run_checks(memory.config, open_memory=lambda: Memory(memory.config)) if c["name"] == "obsidian")
    assert hint.get("hint") and "--obsidian-exclude" in hint["fix"]
    runner = CliRunner()
    out = runner.invoke(app, ["init", "--json"])
    assert out.exit_code == 0, out.output
    assert json.loads(out.output)["obsidian_not_excluded"] == list(MACHINE_FOLDERS)  # not without asking
    out = runner.invoke(app, ["init", "--obsidian-exclude"])
    assert out.exit_code == 0, out.output
    app_json = json.loads((root / ".obsidian" / "app.json").read_text(encoding="utf-8"))
    assert app_json == {"userIgnoreFilters": ["Attachments/", *MACHINE_FOLDERS], "showLineNumber": True}
    ok = next(c for c in run_checks(memory.config, open_memory=lambda: Memory(memory.config)) if c["name"] == "obsidian")
    assert ok["ok"] and not ok.get("hint")
    assert runner.invoke(app, ["init", "--obsidian-exclude"]).exit_code == 0  # once only
    assert json.loads((root / ".obsidian" / "app.json").read_text())["userIgnoreFilters"].count("_sources/") == 1


@pytest.mark.skipif(not DATA.is_dir(), reason="../shared/data/transcripts is not present")
def test_real_sessions_then_reflect_merge_leave_a_clean_vault(memory: Memory) -> None:
    """The shared real transcripts ingested, then `reflect --apply --merge`: no two files share a
    name, no link is dead, no title over 70 characters or cut with "…", no file name over 60."""
    for path in shared_transcripts():
        ingest_file(memory, path)
    reflect(memory, apply=True, merge=True)
    root = memory.vault.root
    assert shared_basenames(root) == {}
    assert dead_links(root) == {}
    files = list(root.rglob("*.md"))
    assert files and all(len(p.name) <= FILE_NAME_MAX for p in files), [p.name for p in files if len(p.name) > 60]
    notes = [nf.note for nf in memory.vault.scan().values()]
    assert notes and all(len(n.title) <= TITLE_MAX and "…" not in n.title for n in notes)
    assert all("null" not in p.read_text(encoding="utf-8").split("\n---\n", 1)[0] for p in files)


def test_hubs_from_before_the_flag_are_flagged_and_listed_when_opened(isolated_env: Path) -> None:
    from vaultmem.vault.note import Note

    with Memory(load_config()) as mem:
        mem.init()
        mem.vault.write(Note(id="topic-queues", title="Topic: queues", type="concept", body="Hub note for **queues**.",
                             description="Hub of the notes about queues"))
        mem.vault.write(Note(id="rabbitmq-for-jobs", title="RabbitMQ runs the job queue", body="x\n\n- [[topic-queues]]"))
        mem.reindex()
        assert mem.index.catalog["topic-queues"]["hub"] is False
    with Memory(load_config()) as mem:
        assert mem.index is not None  # a writer opening the index upgrades them
        hub = mem.vault.get("topic-queues")
        assert hub.is_hub and "- [[rabbitmq-for-jobs|RabbitMQ runs the job queue]]" in hub.body
        assert mem.index.catalog["topic-queues"]["hub"] is True


def test_an_empty_note_indexed_before_the_flag_stops_being_a_hit(isolated_env: Path) -> None:
    with Memory(load_config()) as mem:
        mem.init()
        mem.add(AddRequest(title="Kafka retention is seven days", body="Set in the broker config, retention.ms."))
        (mem.vault.root / "kafka retention.md").write_text("", encoding="utf-8")
        mem.reindex()
        for entry in mem.index.catalog.values():  # as an older version wrote the catalog
            entry.pop("empty", None)
            entry.pop("hub", None)
        mem.index.save(force=True)
    with Memory(load_config()) as mem:
        hits = mem.search("kafka retention", all_scopes=True, record=False)
        assert [h.id for h in hits][:1] == ["kafka-retention-is-seven-days"] and "kafka-retention" not in [h.id for h in hits]
        assert mem.index.catalog["kafka-retention"]["empty"] is True


def test_a_restored_note_is_listed_by_its_hub_again(memory: Memory, tmp_path: Path) -> None:
    for path in _two_sessions(tmp_path):
        ingest_file(memory, path)
    member = next(k for k, e in memory.index.catalog.items() if "topic-database" in (e.get("links") or ()))
    fg.forget(memory, member, "unsure", "tester")
    assert f"[[{member}|" not in memory.vault.get("topic-database").body
    fg.restore(memory, member, "tester")
    assert f"[[{member}|" in memory.vault.get("topic-database").body
