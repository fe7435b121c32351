"""A vault built for the reflector: one note per finding (expired, near-duplicates, stale, orphan,
contradiction), shared by the reflect, lifecycle-CLI and Obsidian-link tests."""

from __future__ import annotations

import copy
import datetime as dt
from typing import Any

from vaultmem.memory import Memory
from vaultmem.vault.note import Note

NOW = dt.datetime(2026, 11, 22, 12, 0, tzinfo=dt.timezone.utc)
RECENT = "2026-11-01"
DUPES = ("deploys-run-with-make-release", "deploys-make-release-main-only", "deploy-by-running-make-release")


def dated_note(note_id: str, title: str, body: str = "", created: str = RECENT, **fields: Any) -> Note:
    """A note created (and valid, and recorded) on `created`, 09:00 UTC."""
    return Note(id=note_id, title=title, body=body, created=created, valid_from=f"{created}T09:00:00Z",
                recorded_at=f"{created}T09:00:00Z", **fields)


def build_vault(mem: Memory) -> None:
    """One note per finding, each linked (or not) so it shows up in exactly one list."""
    v = mem.vault
    v.init()
    links = "\n".join(f"- [[{i}]]" for i in (*DUPES, "legacy-billing-cron", "sentry-dsn-location",
                                                "go-tabs-always", "go-tabs-never", "staging-freeze"))
    notes = [
        dated_note("deployment", "Deployment", f"How we ship.\n\n## Links\n{links}", type="concept"),
        dated_note("staging-freeze", "Staging is frozen until the 2.0 release ships", "Ask before deploying.",
                   forget_after="2026-11-15"),
        dated_note("auth-migration", "We are migrating the auth service to OIDC this month", "Work in progress.",
                   created="2026-09-01", type="context"),
        dated_note(DUPES[0], "Deploys run with make release from the main branch",
                   "Run make release on main; it tags, builds and pushes the image.", importance=0.7, tags=["deploy"]),
        dated_note(DUPES[1], "Deploys run with make release from the main branch only",
                   "Run make release on main; it tags, builds and pushes the image to the registry.", tags=["deploy", "ci"]),
        dated_note(DUPES[2], "Deploy by running make release from the main branch",
                   "Run make release on main: it tags, builds and pushes the image.", tags=["deploy"]),
        dated_note("legacy-billing-cron", "The legacy billing cron runs at 3am UTC", "It lives in the ops repository.",
                   created="2025-01-10"),
        dated_note("sentry-dsn-location", "Sentry DSN is stored in the vault secret store", "Rotate yearly.",
                   created="2025-01-10"),
        dated_note("redis-staging-port", "Redis runs on port 6380 in staging", "Not the default port."),
        dated_note("go-tabs-always", "Always use tabs for indentation in Go files", "gofmt does it.", type="decision"),
        dated_note("go-tabs-never", "Never use tabs for indentation in Go files", "gofmt does it.", type="decision"),
    ]
    for n in notes:
        v.write(n)
    earlier = copy.deepcopy(notes[3])
    earlier.body = "Run make deploy on main."  # an older version of the keeper
    v.save_history(earlier, superseded_by=earlier.id, valid_to="2026-11-01T08:00:00Z")
    mem.reindex()
    mem.usage.record(["sentry-dsn-location"], when=NOW - dt.timedelta(days=5))
