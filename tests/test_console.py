"""`vaultmem ui` with no daemon running: the console is served from the ui process itself (it
holds the index meanwhile); every page answers, an approval from the staging form goes live and
is found by recall once the console has stopped, a rejection leaves nothing in the vault."""

from __future__ import annotations

import json
import os
from pathlib import Path

import httpx

from support.console import STAGED, Console, session
from support.processes import run_cli


def test_console_in_process_without_a_daemon(tmp_path: Path) -> None:
    env = {**os.environ, "VAULTMEM_EXTRACT_REVIEW": "staging", "VAULTMEM_NO_AUTOSTART": "1"}
    assert run_cli(env, "--local", "ingest", str(session(tmp_path, "s-new", STAGED))).returncode == 0
    vault = Path(json.loads(run_cli(env, "--local", "status", "--json").stdout)["index"]["vault"])
    before = sorted(p for p in vault.rglob("*") if p.is_file())
    console = Console(env)
    try:
        assert "in this process" in console.head
        with httpx.Client(base_url=console.root, timeout=60, follow_redirects=True) as client:
            assert client.get(console.url.removeprefix(console.root)).status_code == 200
            for path, title in (("/ui/", "Health"), ("/ui/notes", "Recent notes"), ("/ui/injections", "Injected"),
                                ("/ui/search?q=freeze", "Search"), ("/ui/staging", "Staging (2)"),
                                ("/ui/graph", "Wikilink graph")):
                page = client.get(path)
                assert page.status_code == 200 and f"<h1>{title}" in page.text, (path, page.text[:300])
            assert client.get("/ui/notes/no-such-note").status_code == 404
            items = client.get("/ui/staging").text
            fly = next(i for i in items.split('class="card staged" id="')[1:] if "Fly.io" in i).split('"')[0]
            freeze = next(i for i in items.split('class="card staged" id="')[1:] if "freeze" in i).split('"')[0]
            done = client.post(f"/ui/staging/{freeze}/reject", data={"reason": "one-off"},
                               headers={"Origin": console.root})
            assert done.status_code == 200 and f"rejected {freeze}" in done.text
            assert sorted(p for p in vault.rglob("*") if p.is_file()) == before  # nothing in the vault
            done = client.post(f"/ui/staging/{fly}/approve", data={"title": "Deploys go to Fly.io", "body": "Fly.io, "
                               "not Heroku, hosts the shop api (quokkaberry region)."})
            assert done.status_code == 200 and f"approved {fly}" in done.text and "Staging (0)" in done.text
            found = client.get("/ui/search", params={"q": "quokkaberry"}).text
            assert "Deploys go to Fly.io" in found
    finally:
        console.stop()
    hits = json.loads(run_cli(env, "--local", "search", "quokkaberry", "--all-scopes", "--json").stdout)
    assert hits and hits[0]["title"] == "Deploys go to Fly.io" and hits[0]["provenance"]["session"] == "s-new"
