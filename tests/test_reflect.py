"""The reflector on a vault built for the test: expired, near-duplicates, stale, orphan, contradiction."""

from __future__ import annotations

import json
import datetime as dt
import logging
import re
from pathlib import Path
from typing import Iterator

import pytest
from support.reflect_vault import DUPES, NOW, build_vault
from support.reflect_vault import dated_note as _note

from vaultmem.config import load_config
from vaultmem.lifecycle.audit import AuditLog
from vaultmem.lifecycle.findings import (Pair, clusters, contradiction_reason, expiry_reason, ttl_days,
                                         value_conflict_reason, value_contradictions)
from vaultmem.utctime import iso
from vaultmem.memory import Memory
from vaultmem.reflect import last_reflect, reflect


@pytest.fixture
def memory(isolated_env: Path) -> Iterator[Memory]:
    mem = Memory(load_config())
    build_vault(mem)
    yield mem
    mem.close()


def _versions(mem: Memory) -> dict[str, str]:
    """Every file that holds a version of a note (current, history, archive): path -> body text."""
    root = mem.vault.root
    files = [*root.glob("*.md"), *root.glob("_history/*/*.md"), *root.glob("_archived/**/*.md")]
    return {str(p.relative_to(root)): p.read_text() for p in files}


def test_dry_run_names_each_finding_and_changes_nothing(memory: Memory) -> None:
    before = _versions(memory)
    r = reflect(memory, now=NOW)
    assert {e["id"] for e in r["expired"]} == {"staging-freeze", "auth-migration"}
    assert [g["notes"] for g in r["clusters"]] == [sorted(DUPES)]
    assert r["clusters"][0]["keep"] == DUPES[0] and r["clusters"][0]["similarity"][0] >= 0.9
    assert [(c["a"], c["b"]) for c in r["contradictions"]] == [("go-tabs-always", "go-tabs-never")]
    assert [s["id"] for s in r["stale"]] == ["legacy-billing-cron"]
    assert [o["id"] for o in r["orphans"]] == ["redis-staging-port"]
    assert [(d["id"], d["to"]) for d in r["drift"]] == [("legacy-billing-cron", 0.45)]
    assert r["applied"] is False and r["merge"] is False and r["actions"]["archived"] == []
    assert _versions(memory) == before  # a dry run changes no note
    report = memory.vault.root / r["report"]
    assert r["report"] == "_reports/reflect-2026-11-22.md"
    text = report.read_text()
    named = {"staging-freeze", "auth-migration", *DUPES, "go-tabs-always", "go-tabs-never", "legacy-billing-cron",
             "redis-staging-port"}
    assert named <= set(re.findall(r"\[\[([^\]|#]+)", text))
    assert "Dry run" in text and text.startswith("---\ntype: report")
    assert last_reflect(memory.config.state_dir)["counts"]["clusters"] == 1


def test_apply_archives_merges_and_drifts_without_losing_a_version(memory: Memory,
                                                                  caplog: pytest.LogCaptureFixture) -> None:
    before = _versions(memory)
    with caplog.at_level(logging.INFO, logger="vaultmem"):
        r = reflect(memory, apply=True, merge=True, now=NOW, who="tester")
    root = memory.vault.root
    acts = r["actions"]
    assert sorted(acts["archived"]) == ["auth-migration", "staging-freeze"] and not acts["errors"]
    assert (root / "_archived" / "staging-freeze.md").exists() and not (root / "staging-freeze.md").exists()
    assert acts["merged"] == [{"keep": DUPES[0], "retired": sorted(DUPES[1:]), "relinked": ["deployment"]}]
    keeper = memory.vault.get(DUPES[0])
    assert keeper.extra["merged_from"] == sorted(DUPES[1:]) and set(keeper.tags) == {"deploy", "ci"}
    assert "Deploys run with make release from the main branch only" in keeper.body
    for gone in DUPES[1:]:
        assert not (root / f"{gone}.md").exists()
        [old] = memory.vault.history(gone)
        assert old.superseded_by == DUPES[0] and old.valid_to
    assert len(memory.history(DUPES[0])) == 3  # the older version, the pre-merge one, the merged one
    assert "[[deploy-by-running-make-release]]" not in memory.vault.get("deployment").body
    assert memory.vault.get("legacy-billing-cron").importance == pytest.approx(0.45)
    # Never lose a version: every body that existed before is still on disk somewhere.
    after = "\n".join(_versions(memory).values())
    for text in before.values():
        body = text.split("\n---\n", 1)[1].split("\n", 3)[-1].strip()
        assert body.split("\n")[0] in after
    # Out of recall, but findable as history.
    hits = [h.id for h in memory.search("make release main branch", all_scopes=True, record=False)]
    assert DUPES[0] in hits and not set(DUPES[1:]) & set(hits)
    old = memory.search("make release main branch", all_scopes=True, record=False, include_superseded=True)
    assert {h.id for h in old} >= set(DUPES)
    actions = [(a["action"], a["id"]) for a in AuditLog(memory.config.state_dir).tail()]
    assert sorted(actions) == sorted([("archive", "auth-migration"), ("archive", "staging-freeze"),
                                      ("merge", DUPES[1]), ("merge", DUPES[2])])
    msgs = [rec.getMessage() for rec in caplog.records]
    assert any(m.startswith("ARCHIVED staging-freeze") for m in msgs)
    assert any(m.startswith(f"MERGED {DUPES[1]} -> {DUPES[0]}") for m in msgs)
    assert "merged into" in (root / r["report"]).read_text()
    again = reflect(memory, now=NOW)
    assert again["counts"]["expired"] == 0 and again["counts"]["clusters"] == 0 and again["counts"]["drift"] == 0


def test_apply_without_llm_extractor_only_suggests_merges(memory: Memory) -> None:
    r = reflect(memory, apply=True, now=NOW)
    assert r["merge"] is False and r["actions"]["merged"] == [] and len(r["clusters"]) == 1
    assert all((memory.vault.root / f"{i}.md").exists() for i in DUPES)


def test_llm_extractor_configured_merges_on_apply(isolated_env: Path) -> None:
    mem = Memory(load_config(overrides={"extract.backend": "openai"}))
    try:
        build_vault(mem)
        r = reflect(mem, apply=True, now=NOW)
        assert r["merge"] is True and r["actions"]["merged"][0]["keep"] == DUPES[0]
    finally:
        mem.close()


# -- the finders on their own -----------------------------------------------------------------


def test_expiry_rules() -> None:
    from vaultmem.errors import ConfigError

    with pytest.raises(ConfigError, match="type=days"):  # junk is refused at load, not silently dropped
        load_config(overrides={"reflect.type_ttl_days": ["procedure=365", "junk", "fact=x"]})
    cfg = load_config(overrides={"reflect.type_ttl_days": ["procedure=365"]})
    ttl = ttl_days(cfg["reflect.context_ttl_days"], cfg["reflect.type_ttl_days"])
    assert ttl == {"context": 30, "procedure": 365}
    assert expiry_reason(_note("a", "a", forget_after="2026-11-22"), ttl, NOW)
    assert expiry_reason(_note("a", "a", forget_after="2026-11-23"), ttl, NOW) is None
    assert expiry_reason(_note("a", "a", type="context", created="2026-11-01"), ttl, NOW) is None
    assert "30 days" in expiry_reason(_note("a", "a", type="context", created="2026-10-01"), ttl, NOW)
    assert expiry_reason(_note("a", "a", type="fact", created="2020-01-01"), ttl, NOW) is None


@pytest.mark.parametrize("a, b, flagged", [
    ("Always use tabs in Go files", "Never use tabs in Go files", True),
    ("We use Postgres for the API", "We do not use Postgres for the API", True),
    ("The user prefers uv over poetry", "Use poetry instead of uv", True),
    ("Use uv, not poetry", "The user prefers uv over poetry", False),
    ("Use pytest for tests", "Use pytest with xdist for tests", False),
])
def test_contradiction_reason(a: str, b: str, flagged: bool) -> None:
    na, nb = _note("a", a, type="decision"), _note("b", b, type="preference")
    assert bool(contradiction_reason(na, nb)) is flagged
    assert contradiction_reason(_note("a", a, type="fact"), nb) is None  # facts are not positions


@pytest.mark.parametrize("a, b, flagged", [
    ("We'll use PostgreSQL for the DB", "We'll use SQLite for the DB", True),
    ("Indent with 4 spaces", "Indent with 2 spaces", True),
    ("The dev server runs on port 3000", "The dev server runs on port 5173", True),
    ("The project uses Next.js 14", "The project uses Next.js 15.5.2", True),
    ("Redis runs on port 6380 in staging", "Postgres runs on port 5432 in staging", False),  # two services
    ("We'll use PostgreSQL for the DB", "We'll use PostgreSQL with PgBouncer for the DB", False),  # compatible
    ("Use pytest for tests", "Use pytest with xdist for tests", False),
    ("Indent with 4 spaces", "Indent with 4 spaces in YAML files too", False),
    ("The API listens on port 8000", "Grafana dashboards live in the ops folder", False),
    ("Python 3.11 is required", "Node 20 is required", False),
])
def test_value_conflict_reason(a: str, b: str, flagged: bool) -> None:
    why = value_conflict_reason(_note("a", a), _note("b", b))
    assert bool(why) is flagged, why
    assert bool(value_conflict_reason(_note("b", b), _note("a", a))) is flagged


def test_value_contradictions_need_the_same_scope_and_are_found_without_similar_vectors() -> None:
    notes = {"pg": _note("pg", "We'll use PostgreSQL for the DB", type="decision"),
             "lite": _note("lite", "We'll use SQLite for the DB", type="decision"),
             "other": _note("other", "We'll use SQLite for the DB", scope="project:other"),
             "ci": _note("ci", "CI runs on GitHub Actions")}
    found = value_contradictions(notes, [])
    assert [(c["a"], c["b"]) for c in found] == [("lite", "pg")] and "postgresql" in found[0]["why"]


def test_reflect_reports_value_contradictions(memory: Memory) -> None:
    memory.vault.write(_note("dev-port-3000", "The dev server runs on port 3000", "npm run dev.\n\n[[deployment]]"))
    memory.vault.write(_note("dev-port-5173", "The dev server runs on port 5173", "vite.\n\n[[deployment]]"))
    r = reflect(memory, now=NOW)
    [c] = [c for c in r["contradictions"] if c["a"].startswith("dev-port")]
    assert (c["a"], c["b"]) == ("dev-port-3000", "dev-port-5173") and "3000 vs 5173" in c["why"]
    assert not [g for g in r["clusters"] if "dev-port-3000" in g["notes"] and "dev-port-5173" in g["notes"]]
    assert "[[dev-port-3000]]" in (memory.vault.root / r["report"]).read_text()
    assert {frozenset((c["a"], c["b"])) for c in r["contradictions"]} == {
        frozenset(("go-tabs-always", "go-tabs-never")), frozenset(("dev-port-3000", "dev-port-5173"))}


def test_contradicting_pairs_never_join_a_cluster() -> None:
    pairs = [Pair("a", "b", 0.95), Pair("b", "c", 0.93), Pair("d", "e", 0.5)]
    assert clusters(pairs, 0.9) == [["a", "b", "c"]]
    assert clusters(pairs, 0.9, exclude=[("b", "a")]) == [["b", "c"]]


def test_stale_counts_from_last_recall(memory: Memory) -> None:
    memory.usage.record(["legacy-billing-cron"], when=NOW - dt.timedelta(days=1))
    r = reflect(memory, now=NOW)
    assert r["stale"] == [] and r["drift"] == []
    assert iso(NOW).startswith("2026-11-22")


def test_findings_follow_the_files_even_when_the_index_lags(memory: Memory) -> None:
    """A person's edit the index has not seen yet: vectors for that note are re-embedded, not reused."""
    path = memory.vault.root / f"{DUPES[2]}.md"
    note = memory.vault.read_path(path)
    note.title, note.body = "Frontend bundles are built with Vite", "esbuild under the hood; no webpack left."
    path.write_text(note.to_markdown())
    r = reflect(memory, now=NOW)
    assert [g["notes"] for g in r["clusters"]] == [sorted(DUPES[:2])]


def test_a_later_run_never_overwrites_an_applied_report(memory: Memory) -> None:
    reports = memory.vault.root / "_reports"
    assert reflect(memory, now=NOW)["report"] == "_reports/reflect-2026-11-22.md"
    assert reflect(memory, now=NOW)["report"] == "_reports/reflect-2026-11-22.md"  # a preview replaces a preview
    applied = reflect(memory, apply=True, merge=True, now=NOW)
    assert applied["report"] == "_reports/reflect-2026-11-22.md"
    record = (reports / "reflect-2026-11-22.md").read_text()
    assert "applied: true" in record and "— archived" in record
    assert reflect(memory, now=NOW)["report"] == "_reports/reflect-2026-11-22-2.md"
    assert reflect(memory, now=NOW)["report"] == "_reports/reflect-2026-11-22-2.md"
    assert (reports / "reflect-2026-11-22.md").read_text() == record  # what --apply did is still on record
    assert reflect(memory, apply=True, now=NOW)["report"] == "_reports/reflect-2026-11-22-2.md"
    assert reflect(memory, now=NOW)["report"] == "_reports/reflect-2026-11-22-3.md"


@pytest.mark.parametrize("step", ["history", "written", "deleted"])
def test_a_merge_killed_and_re_run_folds_each_note_in_once(isolated_env: Path, step: str) -> None:
    """`reflect --apply --merge` killed at a step, then run again: one "Merged from" line per merged
    note and one kept version per retired version, whatever step the kill hit."""
    from support.processes import env_for, run_cli

    with Memory(load_config()) as mem:
        build_vault(mem)
        mem.reindex()
    env = env_for(isolated_env)
    crashed = run_cli({**env, "VAULTMEM_TEST_CRASH_AT": f"merge:{step}"}, "reflect", "--apply", "--merge", "--json")
    assert crashed.returncode == 137, crashed.stderr[-2000:]
    again = run_cli(env, "reflect", "--apply", "--merge", "--json")
    assert again.returncode == 0, again.stderr[-2000:]
    root = isolated_env / "vault"
    keeper = (root / f"{DUPES[0]}.md").read_text()
    for gone in DUPES[1:]:
        assert keeper.count(f"(was `{gone}`)") == 1, keeper
        assert not (root / f"{gone}.md").exists()
        assert len(list((root / "_history" / gone).glob("*.md"))) == 1
    assert keeper.count("## Merged from") == 1
    kept = [p.read_text() for p in (root / "_history" / DUPES[0]).glob("*.md")]
    assert len(kept) == 2 and not any("## Merged from" in t for t in kept)  # its older and pre-merge versions
    clusters = json.loads(run_cli(env, "reflect", "--json").stdout)["counts"]["clusters"]
    assert clusters == 0
