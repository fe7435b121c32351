"""The web console in a real headless Chromium: every page renders, a search returns hits, a
staged note is approved from its form and then appears in recall, another is rejected; a
screenshot of each page goes to docs/console/ for a person to look at (docs/console.md shows them).

Runs against a real daemon (`vaultmem serve`) with `vaultmem ui` in front of it, the way a
person uses it. Chromium comes from Debian's package: `make test` installs it when missing;
without it these tests skip and say so.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Iterator

import httpx
import pytest

from support.browser import Browser, find_chromium
from support.console import CWD, LIVE, STAGED, Console, session
from support.daemon import Daemon
from support.processes import env_for, run_cli

pytest.importorskip("websockets", reason="the DevTools client needs the websockets package")
pytestmark = pytest.mark.skipif(find_chromium() is None,
                                reason="no chromium: `apt-get install -y chromium` (make test does it) to run the "
                                       "console's browser tests")

REPO = Path(__file__).resolve().parents[1]
SHOTS = REPO / "docs" / "console"

@pytest.fixture
def world(tmp_path: Path) -> Iterator[tuple[Daemon, Console, Browser, dict[str, str]]]:
    home = tmp_path / "home"
    env = env_for(home, [tmp_path], extract_review="staging")
    # Live notes first (review off for this one ingest), then the daemon with staging on.
    done = run_cli({**env, "VAULTMEM_EXTRACT_REVIEW": "off"}, "--local", "ingest", str(session(tmp_path, "s-live", LIVE)))
    assert done.returncode == 0, done.stderr
    daemon = Daemon(env).start()
    console = browser = None
    try:
        staged = run_cli(env, "ingest", str(session(tmp_path, "s-new", STAGED)))
        assert staged.returncode == 0, staged.stderr
        prompt = {"session_id": "s-next", "transcript_path": str(tmp_path / "s-next.jsonl"), "cwd": CWD,
                  "hook_event_name": "UserPromptSubmit", "prompt": "which package manager does the monorepo use?"}
        assert daemon.hook("user_prompt_submit", prompt).returncode == 0
        console = Console(env)
        browser = Browser(tmp_path / "chromium")
        yield daemon, console, browser, env
    finally:
        if browser is not None:
            browser.close()
        if console is not None:
            console.stop()
        daemon.stop()


def test_console_pages_search_approve_and_reject_in_a_browser(world: tuple[Daemon, Console, Browser, dict[str, str]]
                                                              ) -> None:
    daemon, console, browser, _ = world
    assert "through the daemon" in console.head
    browser.goto(console.url)  # the token is traded for a cookie and dropped from the address
    assert browser.eval("location.href") == console.root + "/ui/"
    assert "Health" in browser.text("h1") and "Daemon" in browser.text()
    assert "staged" in browser.text() and "2 waiting" in browser.text()
    browser.screenshot(SHOTS / "health.png")

    browser.goto(console.root + "/ui/notes")
    assert browser.count("table tr") >= 4 and "pnpm" in browser.text().lower()
    browser.screenshot(SHOTS / "notes.png")
    browser.goto(browser.eval("[...document.querySelectorAll('td a')].find(a => /pnpm/i.test(a.innerText)).href"))
    page = browser.text()
    assert "Provenance" in page or "provenance" in page
    assert "s-live" in page and LIVE[0] in page and "Where it came from" in page
    browser.screenshot(SHOTS / "note.png")

    browser.goto(console.root + "/ui/injections")
    assert browser.count("table tr") >= 2 and "s-next" in browser.text()
    browser.screenshot(SHOTS / "injections.png")

    browser.goto(console.root + "/ui/search")
    browser.submit("form", {"q": "webhook retries backoff"})
    assert browser.count("tr.hit") >= 1 and "webhook" in browser.text("tr.hit").lower()
    assert "BM25 rank" in browser.text()
    browser.screenshot(SHOTS / "search.png")

    browser.goto(console.root + "/ui/graph")
    assert browser.count("svg circle") >= 3 and browser.count("svg line") >= 1
    browser.screenshot(SHOTS / "graph.png")

    browser.goto(console.root + "/ui/staging")
    assert browser.count(".staged") == 2
    browser.screenshot(SHOTS / "staging.png")
    fly = browser.eval("[...document.querySelectorAll('.staged')].find(c => /Fly/.test(c.innerText)).id")
    freeze = browser.eval("[...document.querySelectorAll('.staged')].find(c => /freeze/.test(c.innerText)).id")
    assert not [h for h in daemon.search("deploy Fly.io Heroku") if h.get("kind", "note") == "note"]
    browser.submit(f"[id='{fly}'] form:not(.reject)", {"title": "Shop api deploys to Fly.io (reviewed)"})
    assert f"approved {fly}" in browser.text(".flash") and browser.count(".staged") == 1
    browser.submit(f"[id='{freeze}'] form.reject", {"reason": "a one-off, not worth remembering"})
    assert f"rejected {freeze}" in browser.text(".flash") and browser.count(".staged") == 0

    hits = [h for h in daemon.search("deploy Fly.io Heroku") if h.get("kind", "note") == "note"]
    assert hits and hits[0]["title"] == "Shop api deploys to Fly.io (reviewed)"
    assert hits[0]["provenance"]["session"] == "s-new" and hits[0]["provenance"]["quote"] == STAGED[0]
    audit = [json.loads(x) for x in (Path(daemon.cfg.state_dir) / "audit.jsonl").read_text().splitlines()]
    assert [a["action"] for a in audit] == ["approve", "reject"] and audit[1]["reason"].startswith("a one-off")


def test_console_refuses_anyone_without_the_token(world: tuple[Daemon, Console, Browser, dict[str, str]]) -> None:
    _, console, _, _ = world
    with httpx.Client(base_url=console.root, timeout=30, follow_redirects=True) as client:
        assert client.get("/ui/").status_code == 403
        assert client.get("/ui/?token=wrong").status_code == 403
        assert client.post("/ui/staging/x/reject", data={"reason": "r"}).status_code == 403
        first = client.get(console.url.removeprefix(console.root))  # follows the redirect with the cookie
        assert first.status_code == 200 and "Health" in first.text
        forged = client.post("/ui/staging/x/reject", data={"reason": "r"}, headers={"Origin": "http://evil.example"})
        assert forged.status_code == 403
