"""The `vaultmem` command through typer's CliRunner: output formats and exit codes (0 / 1 / 2)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from vaultmem.cli import app
from vaultmem.config import SETTINGS, example_toml
from vaultmem.vault.note import Note
from vaultmem.vault.store import Vault

HIT_KEYS = {"id", "title", "description", "type", "scope", "score", "path", "channels", "provenance"}
CHANNEL_KEYS = {"bm25_rank", "vector_rank", "rerank_score"}
PROVENANCE_KEYS = {"agent", "session", "turns", "quote"}


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run every command from a folder outside any git repository."""
    wd = tmp_path / "work"
    wd.mkdir()
    monkeypatch.chdir(wd)
    return wd


@pytest.fixture
def run(workdir: Path):  # type: ignore[no-untyped-def]
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None, code: int | None = 0, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
        # a wide terminal, so rich tables do not wrap titles
        result = runner.invoke(app, list(args), input=input, env={"COLUMNS": "200", **(env or {})})
        if code is not None:
            assert result.exit_code == code, (args, result.exit_code, result.output, result.exception)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        return result

    return invoke


def as_json(result) -> Any:  # type: ignore[no-untyped-def]
    return json.loads(result.stdout)


def assert_hit_schema(hit: dict[str, Any]) -> None:
    assert HIT_KEYS <= set(hit)
    assert set(hit["channels"]) == CHANNEL_KEYS
    assert set(hit["provenance"]) == PROVENANCE_KEYS
    assert isinstance(hit["score"], float) and isinstance(hit["provenance"]["turns"], list)


@pytest.fixture(scope="module")
def template_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A home with three notes added through the CLI, built once per module and copied per test."""
    home = tmp_path_factory.mktemp("template") / "home"
    # Module scope runs outside the autouse isolation: pass a complete, clean environment.
    env: dict[str, str | None] = {k: None for k in os.environ if k.startswith("VAULTMEM_")}
    env.update(VAULTMEM_HOME=str(home), VAULTMEM_EMBEDDER_PROVIDER="hash", HOME=str(home.parent))
    runner = CliRunner()
    for args in (
        ["init"],
        ["add", "--title", "Use uv instead of poetry", "--body", "uv resolves and installs fast.",
         "--type", "preference", "--tag", "python", "--importance", "0.8"],
        ["add", "--title", "Postgres connection pool exhausted", "--body",
         "Raise max_connections and use pgbouncer.\n\nSee [[use-uv-instead-of-poetry]].", "--type", "solution",
         "--description", "too many connections fix"],
        ["add", "--title", "Shop API deploys with ArgoCD", "--body", "argocd syncs the helm chart",
         "--scope", "project:github.com/acme/shop-api", "--id", "shop-deploys"],
    ):
        result = runner.invoke(app, args, env=env, input="")
        assert result.exit_code == 0, (args, result.output)
    return home


@pytest.fixture
def vault_home(template_home: Path, vm_home: Path) -> Path:
    """A private copy of the template home as this test's VAULTMEM_HOME."""
    shutil.copytree(template_home, vm_home, ignore=shutil.ignore_patterns("*.log", "writer.lock"))
    return vm_home


def test_init_creates_the_home_layout(run, vm_home: Path) -> None:  # type: ignore[no-untyped-def]
    out = as_json(run("init", "--json"))
    assert out == {"vault": str(vm_home.resolve() / "vault"), "state": str(vm_home.resolve() / "state")}
    for sub in ("_sources", "_history", "_archived", "_reports"):
        assert (vm_home / "vault" / sub).is_dir()
    assert (vm_home / "logs").is_dir()
    assert "vault ready at" in run("init").stdout  # idempotent


def test_home_option_overrides_the_env(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "other-home"
    run("--home", str(other), "init")
    assert (other / "vault" / "_history").is_dir() and (other / "state").is_dir()


def test_global_options_work_after_the_command(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "after-home"
    run("init", "--home", str(other))
    assert (other / "vault" / "_history").is_dir()
    run("add", "--title", "Zeppelins float on hydrogen", "--home", str(other))
    hits = as_json(run("search", "zeppelins", "--json", f"--home={other}"))
    assert hits[0]["id"] == "zeppelins-float-on-hydrogen"
    assert as_json(run("config", "show", "--json", "--home", str(other)))["home"] == str(other.resolve())
    r = run("search", "zeppelins", "--home", str(other), "--vault", str(tmp_path / "nowhere"), code=1)
    assert "no vault at" in r.stderr and "nowhere" in r.stderr
    # after a literal `--` nothing is an option: "--home" is the query
    assert run("search", "--home", str(other), "--", "--home").exit_code == 0
    r = run("search", "zeppelins", "--home", code=2)
    assert "--home" in r.stderr
    for args in (("search",), ("reindex",), ("config", "show")):
        out = run(*args, "--help").stdout
        assert "--home DIR, --vault DIR, --config FILE and --local" in out, args


def test_hoist_global_options() -> None:
    from vaultmem.cli import hoist_global_options

    assert hoist_global_options(["search", "x", "--home", "D", "--json"]) == ["--home", "D", "search", "x", "--json"]
    assert hoist_global_options(["add", "--vault=V", "-t", "x", "--config", "c.toml"]) == [
        "--vault=V", "--config", "c.toml", "add", "-t", "x"]
    assert hoist_global_options(["search", "--", "--home", "D"]) == ["search", "--", "--home", "D"]
    assert hoist_global_options(["--home", "D", "status"]) == ["--home", "D", "status"]


def test_add_with_options_writes_the_note(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    note = Vault(vault_home / "vault").get("use-uv-instead-of-poetry")
    assert note.type == "preference" and note.tags == ["python"] and note.importance == 0.8
    assert note.body == "uv resolves and installs fast." and note.created and note.recorded_at
    assert Vault(vault_home / "vault").get("shop-deploys").scope == "project:github.com/acme/shop-api"
    out = as_json(run("add", "--title", "Use uv instead of poetry", "--json"))
    assert out == {"id": "use-uv-instead-of-poetry-2"}


def test_add_from_stdin(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    note_id = run("add", input="# Cache keys include the tenant\n\nOtherwise tenants see each other's data.\n").stdout.strip()
    assert note_id == "cache-keys-include-the-tenant"
    note = Vault(vault_home / "vault").get(note_id)
    assert note.title == "Cache keys include the tenant" and note.body == "Otherwise tenants see each other's data."
    note_id = run("add", "--title", "Body from stdin", "--body", "-", input="piped body text").stdout.strip()
    assert Vault(vault_home / "vault").get(note_id).body == "piped body text"


def test_add_links_and_project_scope(run, vault_home: Path, workdir: Path) -> None:  # type: ignore[no-untyped-def]
    (workdir / ".git").mkdir()
    (workdir / ".git" / "config").write_text('[remote "origin"]\n\turl = git@github.com:acme/web.git\n')
    note_id = run("add", "--title", "Web uses vite", "--scope", "project", "--link", "shop-deploys").stdout.strip()
    note = Vault(vault_home / "vault").get(note_id)
    assert note.scope == "project:github.com/acme/web" and note.links == ["shop-deploys"]


def test_add_errors(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    r = run("add", "--title", "x", "--type", "rumour", code=1)
    assert "rumour" in r.stderr and "hint:" in r.stderr
    r = run("add", "--title", "x", "--type", "rumour", "--json", code=1)
    assert as_json(r)["hint"]
    run("add", "--title", "x", "--importance", "2", code=2)
    run("add", input="", code=2)  # no title anywhere


def test_search_table(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    out = run("search", "postgres connections").stdout
    assert "Postgres connection pool exhausted" in out and "solution" in out
    assert "no matching notes" in run("search", "xylophone quartet").stdout


def test_search_json_schema(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    hits = as_json(run("search", "postgres connections", "--json"))
    assert hits and hits[0]["id"] == "postgres-connection-pool-exhausted"
    for h in hits:
        assert_hit_schema(h)
        assert "explain" not in h
    top = hits[0]
    assert top["description"] == "too many connections fix" and top["type"] == "solution"
    assert top["path"] == "postgres-connection-pool-exhausted.md" and top["scope"] == "global"
    assert top["channels"]["bm25_rank"] == 1
    # graph expansion: the linked note follows the primary hit, marked as such
    hits = as_json(run("search", "postgres connections", "--json", "--limit", "1"))
    assert [h["id"] for h in hits] == ["postgres-connection-pool-exhausted"]  # the limit counts linked rows
    hits = as_json(run("search", "postgres connections", "--json", "--limit", "10"))
    assert hits[0]["id"] == "postgres-connection-pool-exhausted" and "via" not in hits[0]
    # the linked note is in the rows, marked as linked unless it also matched on its own
    uv = next(h for h in hits if h["id"] == "use-uv-instead-of-poetry")
    assert "via" not in uv or "link from" in uv["via"]


def test_search_limit_explain_and_scopes(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    hits = as_json(run("search", "argocd helm deploys", "--json"))
    assert "shop-deploys" not in [h["id"] for h in hits]  # another project's note
    hits = as_json(run("search", "argocd helm deploys", "--json", "--all-scopes", "--explain"))
    assert hits[0]["id"] == "shop-deploys"
    assert set(hits[0]["explain"]) == {"fused", "decay", "boost", "via", "reason"}
    many = as_json(run("search", "uv postgres argocd", "--all-scopes", "--json"))
    one = as_json(run("search", "uv postgres argocd", "--all-scopes", "--json", "--limit", "1"))
    primary = [h for h in one if not h.get("via")]
    assert len(primary) == 1 and len(many) > 1
    assert "why" in run("search", "argocd", "--all-scopes", "--explain").stdout
    run("search", "uv", "--limit", "0", code=2)


def test_search_batch_json_lines(run, vault_home: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    batch = tmp_path / "queries.txt"
    batch.write_text("postgres pool\n\n  uv poetry  \nnothing matches xylophone\n")
    lines = run("search", "--batch", str(batch)).stdout.strip().splitlines()
    rows = [json.loads(line) for line in lines]
    assert [r["query"] for r in rows] == ["postgres pool", "uv poetry", "nothing matches xylophone"]
    assert rows[0]["hits"][0]["id"] == "postgres-connection-pool-exhausted"
    assert rows[1]["hits"][0]["id"] == "use-uv-instead-of-poetry"
    assert rows[2]["hits"] == []
    for r in rows:
        for h in r["hits"]:
            assert_hit_schema(h)
    run("search", "--batch", str(tmp_path / "missing.txt"), code=2)


def test_search_usage_errors(run, vault_home: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    r = run("search", code=2)
    assert "QUERY" in r.output
    q = tmp_path / "q.txt"
    q.write_text("x\n")
    run("search", "both", "--batch", str(q), code=2)
    run("search", "x", "--no-such-flag", code=2)
    for extra in ((), ("--json",)):  # a malformed date is a usage error, with the format to use
        r = run("search", "postgres", "--as-of", "someday", *extra, code=2)
        assert "'someday' is not a date" in r.stderr and "YYYY-MM-DD" in r.stderr
    assert as_json(run("search", "postgres", "--as-of", "2026-10-01T12:00:00Z", "--json")) is not None


def test_search_domain_errors_exit_1(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    r = run("search", "   ", code=1)
    assert "empty query" in r.stderr and "hint:" in r.stderr
    r = run("search", "   ", "--json", code=1)
    assert set(as_json(r)) == {"error", "hint"}


def test_read_commands_without_a_vault_say_so(run, vm_home: Path) -> None:  # type: ignore[no-untyped-def]
    for args in (("search", "postgres"), ("show", "some-note"), ("history", "some-note")):
        r = run(*args, code=1)
        assert f"no vault at {vm_home.resolve() / 'vault'}" in r.stderr and "vaultmem init" in r.stderr, args
        assert "no matching notes" not in r.stdout
        r = run(*args, "--json", code=1)
        assert "no vault" in as_json(r)["error"] and "vaultmem init" in as_json(r)["hint"]
    run("init")
    assert "no matching notes" in run("search", "postgres").stdout


def test_search_as_of_and_include_superseded(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    v = Vault(vault_home / "vault")
    v.write(Note(id="db-major", title="We run Postgres 16", body="postgres sixteen", valid_from="2026-06-01T00:00:00Z"))
    v.save_history(Note(id="db-major", title="We run Postgres 15", body="postgres fifteen",
                        valid_from="2026-01-01T00:00:00Z"), "db-major", valid_to="2026-06-01T00:00:00Z")
    run("reindex")
    now = [h for h in as_json(run("search", "we run postgres", "--json")) if h["id"] == "db-major"]
    assert [h["title"] for h in now] == ["We run Postgres 16"]
    then = [h for h in as_json(run("search", "we run postgres", "--json", "--as-of", "2026-03-01")) if h["id"] == "db-major"]
    assert [h["title"] for h in then] == ["We run Postgres 15"]
    assert then[0]["kind"] == "history" and then[0]["valid_to"] == "2026-06-01T00:00:00Z"
    both = [h for h in as_json(run("search", "we run postgres", "--json", "--include-superseded"))
            if h["id"] == "db-major"]
    assert sorted(h["title"] for h in both) == ["We run Postgres 15", "We run Postgres 16"]


def test_show(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    text = run("show", "use-uv-instead-of-poetry").stdout
    assert text.startswith("---\nid: use-uv-instead-of-poetry\n") and "# Use uv instead of poetry" in text
    data = as_json(run("show", "postgres-connection-pool-exhausted", "--json"))
    assert data["id"] == "postgres-connection-pool-exhausted" and data["links"] == ["use-uv-instead-of-poetry"]
    assert data["path"].endswith("postgres-connection-pool-exhausted.md") and data["type"] == "solution"


def test_show_missing_is_a_domain_error(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    r = run("show", "no-such-note", code=1)
    assert "error:" in r.stderr and "hint:" in r.stderr
    assert r.stdout == ""
    r = run("show", "no-such-note", "--json", code=1)
    err = as_json(r)
    assert "no-such-note" in err["error"] and err["hint"]
    run("show", "../../etc/passwd", code=1)


def test_history(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    v = Vault(vault_home / "vault")
    old = v.get("use-uv-instead-of-poetry")
    old.title = "Use poetry"
    v.save_history(old, "use-uv-instead-of-poetry", valid_to="2026-01-01T00:00:00Z")
    data = as_json(run("history", "use-uv-instead-of-poetry", "--json"))
    assert data["id"] == "use-uv-instead-of-poetry"
    assert [r["title"] for r in data["versions"]] == ["Use poetry", "Use uv instead of poetry"]
    assert data["versions"][0]["valid_to"] == "2026-01-01T00:00:00Z" and data["versions"][1]["valid_to"] is None
    out = run("history", "use-uv-instead-of-poetry").stdout
    assert "1. [until 2026-01-01T00:00:00Z] Use poetry" in out and "2. [current] Use uv instead of poetry" in out
    r = run("history", "nothing-here", code=1)
    assert "hint:" in r.stderr


def test_reindex_incremental_and_full(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    r = as_json(run("reindex", "--json"))
    assert (r["embedded"], r["unchanged"], r["full"]) == (0, 3, False)
    (vault_home / "vault" / "hand.md").write_text("# Hand written\n\nzeppelin notes\n")
    r = as_json(run("reindex", "--json"))
    assert (r["added"], r["embedded"]) == (1, 1)
    r = as_json(run("reindex", "--full", "--json"))
    assert r["full"] and r["embedded"] == 4
    assert "0 embedded" in run("reindex").stdout


def test_reindex_without_a_vault_fails_with_hint(run) -> None:  # type: ignore[no-untyped-def]
    r = run("reindex", code=1)
    assert "no vault" in r.stderr and "vaultmem init" in r.stderr


def test_changed_embedder_reindex_says_why(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    env = {"VAULTMEM_EMBEDDER_DIMENSIONS": "32"}
    out = run("reindex", env=env).stdout
    assert "embedder changed from hash:v1:64 to hash:v1:32" in out
    assert as_json(run("status", "--json", env=env))["index"]["identity"] == "hash:v1:32"
    assert as_json(run("search", "postgres", "--json", env=env))[0]["id"] == "postgres-connection-pool-exhausted"


def test_search_with_a_changed_embedder_refuses_with_a_hint(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    env = {"VAULTMEM_EMBEDDER_DIMENSIONS": "32"}
    r = run("search", "postgres", env=env, code=None)
    assert r.exit_code == 1, r.output
    assert "hash:v1:64" in r.stderr and "reindex" in r.stderr


def test_status_json(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    data = as_json(run("status", "--json"))
    assert data["daemon"]["running"] is False
    idx = data["index"]
    assert idx["notes_by_type"] == {"preference": 1, "solution": 1, "fact": 1}
    assert idx["notes_by_scope"] == {"global": 2, "project:github.com/acme/shop-api": 1}
    assert idx["identity"] == "hash:v1:64" and idx["in_sync"] is True
    assert data["queue"] == {"pending": 0, "processing": 0, "done": 0, "failed": 0}
    (vault_home / "vault" / "new.md").write_text("# New\n")
    data = as_json(run("status", "--json"))
    assert data["index"]["in_sync"] is False and data["index"]["sync"]["new"] == 1
    assert "notes: 3" in run("status").stdout


def test_status_takes_no_writer_lock(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    from filelock import FileLock

    state = vault_home / "state"
    held = FileLock(str(state / "writer.lock"))
    held.acquire(timeout=1)  # a writer (a daemon starting, an `add`) holds the index meanwhile
    try:
        data = as_json(run("status", "--json"))
    finally:
        held.release()
    assert data["index"]["in_sync"] is True and data["index"]["notes_by_type"]["fact"] == 1


def test_doctor(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    data = as_json(run("doctor", "--json"))
    assert data["ok"] is True and {c["name"] for c in data["checks"]} >= {"config", "vault", "index"}
    assert "[ok  ] index" in run("doctor").stdout
    shutil.rmtree(vault_home / "state" / "index" / "vectors")
    data = as_json(run("doctor", "--json", code=1))
    bad = [c for c in data["checks"] if not c["ok"]]
    assert [c["name"] for c in bad] == ["index"] and bad[0]["fix"]
    run("reindex")
    assert as_json(run("doctor", "--json"))["ok"] is True


def test_doctor_without_vault(run) -> None:  # type: ignore[no-untyped-def]
    r = run("doctor", code=1)
    assert "FAIL" in r.stdout and "vaultmem init" in r.stdout


def test_config_show_and_example(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = as_json(run("config", "show", "--json", env={"VAULTMEM_RECALL_LIMIT": "3"}))
    assert set(data["settings"]) == {s.name for s in SETTINGS}
    assert data["settings"]["recall.limit"] == {"value": 3, "source": "VAULTMEM_RECALL_LIMIT"}
    assert data["settings"]["embedder.provider"]["value"] == "hash"
    assert "recall.limit" in run("config", "show").stdout
    assert run("config", "example").stdout == example_toml()
    r = run("config", "show", "--json", env={"VAULTMEM_RECALL_LIMIT": "many"}, code=1)
    assert "VAULTMEM_RECALL_LIMIT" in as_json(r)["error"]
    r = run("search", "x", env={"VAULTMEM_RECALL_LIMIT": "many"}, code=1)
    assert "hint:" in r.stderr


def test_hand_written_vault_is_searchable(run, vm_home: Path) -> None:  # type: ignore[no-untyped-def]
    vault = vm_home / "vault"
    (vault / "Projects").mkdir(parents=True)
    (vault / "Journal" / "2026").mkdir(parents=True)
    (vault / ".obsidian").mkdir()
    (vault / "Projects" / "Shop API.md").write_text("# Shop API\n\nDeploys go through ArgoCD and a helm chart.\n")
    (vault / "Journal" / "2026" / "Kubernetes upgrade.md").write_text(
        "Upgraded the cluster to kubernetes 1.31; see [[Shop API]].\n")
    (vault / "Recipes.md").write_text("---\ntitle: Recipes\n---\nSourdough needs a lively starter.\n")
    (vault / ".obsidian" / "workspace.md").write_text("# argocd kubernetes sourdough\n")
    hits = as_json(run("search", "argocd helm", "--json"))  # no reindex first: search catches up
    assert hits[0]["id"] == "shop-api" and hits[0]["path"] == "Projects/Shop API.md"
    assert hits[0]["title"] == "Shop API" and hits[0]["type"] == "fact" and hits[0]["scope"] == "global"
    hits = as_json(run("search", "kubernetes cluster upgrade", "--json", "--limit", "2"))
    # no H1 and no title property: the file name is the title, as in Obsidian
    assert hits[0]["id"] == "kubernetes-upgrade" and hits[0]["title"] == "Kubernetes upgrade"
    assert any(h["id"] == "shop-api" for h in hits)  # the wikilink target
    assert as_json(run("search", "sourdough starter", "--json"))[0]["title"] == "Recipes"
    assert all(".obsidian" not in h["path"] for h in as_json(run("search", "argocd kubernetes sourdough", "--json")))
    assert "Deploys go through ArgoCD" in run("show", "shop-api").stdout
    # the person's files are untouched by indexing
    assert (vault / "Projects" / "Shop API.md").read_text() == "# Shop API\n\nDeploys go through ArgoCD and a helm chart.\n"


def test_help_needs_no_heavy_imports(run) -> None:  # type: ignore[no-untyped-def]
    out = run("--help").stdout
    for cmd in ("init", "add", "search", "show", "history", "reindex", "status", "doctor", "config"):
        assert cmd in out


def test_unreachable_qdrant_server_is_a_one_line_error(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    import socket

    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {"VAULTMEM_VECTOR_BACKEND": "server", "VAULTMEM_VECTOR_URL": f"http://127.0.0.1:{port}"}
    for args in (("reindex", "--full"), ("search", "postgres")):
        r = run(*args, env=env, code=1)
        assert "cannot reach the Qdrant server" in r.stderr and "Traceback" not in r.output
        assert "hint:" in r.stderr and "vector.url" in r.stderr
    r = run("search", "postgres", "--json", env=env, code=1)
    assert as_json(r)["hint"] and "Qdrant" in as_json(r)["error"]


# -- words, not reprs (what a person meets in week one) --------------------------------------------


def test_version(run) -> None:  # type: ignore[no-untyped-def]
    from vaultmem import __version__

    assert run("--version").stdout.strip() == f"vaultmem {__version__}"


def test_human_output_has_no_python_reprs(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    out = run("status").stdout + run("history", "shop-deploys").stdout + run("search", "postgres", "--explain").stdout
    for repr_ in ("{", "}", "None", "[]", "#None"):
        assert repr_ not in out, (repr_, out)
    assert "by type: " in out and "solution 1" in out


def test_search_ids_sit_alone_on_a_line_so_they_can_be_copied(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    long_id = "a-long-note-id-that-a-narrow-terminal-column-would-break-in-two"
    run("add", "--title", "Narrow terminals break long ids", "--id", long_id)
    out = CliRunner().invoke(app, ["search", "narrow terminals long ids"], env={"COLUMNS": "40"}).stdout
    assert f"    {long_id}\n" in out


def test_log_json_has_a_time_zone_and_split_fields(run, vault_home: Path) -> None:  # type: ignore[no-untyped-def]
    run("search", "postgres")
    rows = [json.loads(line) for line in run("log", "--json", "-n", "20").stdout.splitlines()]
    [row] = [r for r in rows if r["event"] == "RETRIEVE"][-1:]
    assert row["at"][-6] in "+-" and row["at"][-3] == ":"  # ISO 8601 with offset
    assert isinstance(row["fields"]["hits"], int) and isinstance(row["fields"]["latency_ms"], float)


def test_episode_ids_from_search_can_be_shown(run, vault_home: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from support.extract_fixtures import Msg, claude_jsonl

    path = claude_jsonl(tmp_path / "s.jsonl", [Msg("user", "Why does the nightly export stall at midnight?"),
                                               Msg("assistant", "The export waits on the vacuum job lock.")],
                        session="sess-episode")
    run("ingest", str(path))
    hits = as_json(run("search", "nightly export stall", "--json", "--all-scopes"))
    episode = next(h for h in hits if h["type"] == "episode")
    shown = run("show", episode["id"]).stdout
    assert "nightly export" in shown and "_sources/sessions/" in shown
