"""Lifecycle commands: reflect, forget, restore, purge, log, mcp.

Each goes through the daemon when it runs (it owns the index) and otherwise opens Memory,
which takes the writer lock for the duration of the command.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import typer

from .app import _state, echo_json, fail, open_memory
from ..errors import VaultmemError

commands = typer.Typer()


def _run(ctx: typer.Context, path: str, payload: dict[str, Any], local: Callable[[Any], Any],
         timeout: float = 60.0) -> Any:
    """POST to the daemon if it runs, else run `local(memory)` in-process under the writer lock."""
    from ..daemon.client import daemon_call

    cfg = _state(ctx).config
    reply = daemon_call(cfg, "POST", path, payload, timeout=timeout)
    if reply is not None:
        return reply
    with open_memory(_state(ctx)) as mem:
        return local(mem)


def _who() -> str:
    from ..lifecycle.audit import default_actor

    return default_actor()


@commands.command()
def reflect(
    ctx: typer.Context,
    apply: bool = typer.Option(False, "--apply", help="Archive expired notes, merge (see --merge), apply drift."),
    merge: Optional[bool] = typer.Option(None, "--merge/--no-merge",
                                         help="Merge near-duplicate clusters on --apply "
                                              "(default: only when an LLM extractor is configured)."),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Review the vault: expired, near-duplicate, stale, orphaned and contradicting notes (dry run by default)."""
    from ..reflect import reflect as run

    who = _who()
    payload = {"apply": apply, "merge": merge, "who": who}
    try:
        result = _run(ctx, "/v1/reflect", payload, lambda mem: run(mem, apply=apply, merge=merge, who=who),
                      timeout=1800)
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(result)
        return
    _print_reflect(result)


def _print_reflect(r: dict[str, Any]) -> None:
    c, acts = r["counts"], r["actions"]
    typer.echo(f"reflect {'(applied)' if r['applied'] else '(dry run)'} {r['date']}: {c['notes']} current notes")
    verb = "archived" if r["applied"] else "would archive"
    typer.echo(f"  expired: {c['expired']}" + (f" ({verb})" if c["expired"] else ""))
    for e in r["expired"]:
        typer.echo(f"    {e['id']}: {e['why']}")
    merged = {m["keep"] for m in acts["merged"]}
    typer.echo(f"  near-duplicate clusters: {c['clusters']}")
    for g in r["clusters"]:
        state = "merged" if g["keep"] in merged else "suggested"
        typer.echo(f"    keep {g['keep']} <- {', '.join(i for i in g['notes'] if i != g['keep'])} ({state})")
    typer.echo(f"  contradictions: {c['contradictions']}")
    for x in r["contradictions"]:
        typer.echo(f"    {x['a']} vs {x['b']}: {x['why']}")
    typer.echo(f"  stale: {c['stale']}  orphans: {c['orphans']}  importance drift: {c['drift']}"
               + (f" ({len(acts['drifted'])} applied)" if r["applied"] else ""))
    for e in acts["errors"]:
        typer.echo(f"  error: {e['id']}: {e['error']}", err=True)
    if r["clusters"] and not r["merge"]:
        typer.echo("  (clusters are suggestions; `vaultmem reflect --apply --merge` merges them)")
    typer.echo(f"report: {r['report']}")


@commands.command()
def forget(
    ctx: typer.Context,
    note_id: Optional[str] = typer.Argument(None, help="Id of the note to forget."),
    reason: Optional[str] = typer.Option(None, "--reason", "-r", help="Why (kept in the audit log)."),
    query: Optional[str] = typer.Option(None, "--query", "-q", help="Forget the notes matching TEXT (preview first)."),
    limit: int = typer.Option(10, "--limit", "-n", min=1, max=100, help="Most notes --query considers."),
    yes: bool = typer.Option(False, "--yes", "-y", help="Do not ask for confirmation."),
    as_json: bool = typer.Option(False, "--json", help="JSON out; with --query and without --yes: preview only."),
) -> None:
    """Soft-forget a note (archived, out of recall, restorable) with an audit line."""
    from ..lifecycle import forget as fg

    if (note_id is None) == (query is None):
        raise typer.BadParameter("give either ID or --query TEXT")
    if note_id is not None and not (reason or "").strip():
        raise typer.BadParameter("--reason is required: the audit log records why a note was forgotten")
    who = _who()
    try:
        if note_id is not None:
            result = _run(ctx, "/v1/forget", {"id": note_id, "reason": reason, "who": who},
                          lambda mem: fg.forget(mem, note_id, reason or "", who))
            if as_json:
                echo_json(result)
            else:
                where = (f"archived to {result['archived_to']}" if result.get("archived_to") else
                         f"a turn of {result.get('episode_of')}, kept out of recall")
                typer.echo(f"forgot {note_id} ({where}; `vaultmem restore {note_id}` undoes)")
            return
        assert query is not None
        matches = _run(ctx, "/v1/forget/preview", {"query": query, "limit": limit},
                       lambda mem: {"matches": fg.preview_query(mem, query, limit)})["matches"]
    except VaultmemError as exc:
        fail(exc, as_json)
    if not matches:
        echo_json({"matches": [], "forgotten": []}) if as_json else typer.echo("no matching notes")
        return
    if as_json and not yes:
        echo_json({"matches": matches, "forgotten": []})
        return
    if not as_json:
        for m in matches:
            typer.echo(f"  {m['id']}  [{m['type']}] {m['title']}")
        if not yes:
            typer.confirm(f"Forget these {len(matches)} notes?", abort=True)
    why = (reason or "").strip() or f"forget --query {query!r}"
    ids = [m["id"] for m in matches]
    try:
        results = _run(ctx, "/v1/forget", {"ids": ids, "reason": why, "who": who},
                       lambda mem: {"results": fg.forget_many(mem, ids, why, who)})["results"]
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json({"matches": matches, "forgotten": results})
        return
    for r in results:
        typer.echo(f"forgot {r['id']}" if "error" not in r else f"could not forget {r['id']}: {r['error']}")


@commands.command()
def restore(ctx: typer.Context, note_id: str = typer.Argument(..., help="Id of an archived note."),
            as_json: bool = typer.Option(False, "--json")) -> None:
    """Bring a forgotten (archived) note back into the vault and recall."""
    from ..lifecycle import forget as fg

    who = _who()
    try:
        result = _run(ctx, "/v1/restore", {"id": note_id, "who": who}, lambda mem: fg.restore(mem, note_id, who))
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(result)
    else:
        typer.echo(f"restored {note_id} to {result['path']}" if result.get("path") else
                   f"restored {note_id}: the turn is recalled again")


@commands.command()
def purge(ctx: typer.Context, note_id: str = typer.Argument(..., help="Id of a current or archived note."),
          reason: str = typer.Option("", "--reason", "-r", help="Why (kept in the audit log; no content is)."),
          yes: bool = typer.Option(False, "--yes", "-y", help="Do not ask for confirmation."),
          as_json: bool = typer.Option(False, "--json")) -> None:
    """Delete a note for good: file, history, source excerpt, index entries, usage; only an audit line stays."""
    from ..lifecycle.purge import purge

    if not yes:
        if as_json:
            raise typer.BadParameter("--json needs --yes: purge cannot ask for confirmation in JSON mode")
        typer.confirm(f"Permanently delete {note_id}, its history and its source excerpt?", abort=True)
    who = _who()
    try:
        result = _run(ctx, "/v1/purge", {"id": note_id, "who": who, "reason": reason},
                      lambda mem: purge(mem, note_id, who, reason))
    except VaultmemError as exc:
        fail(exc, as_json)
    if as_json:
        echo_json(result)
        return
    typer.echo(f"purged {note_id}: {len(result['removed'])} files/folders, "
               f"{result['index_entries_removed']} index entries")
    if result.get("merged_purged"):
        typer.echo(f"  also purged the versions merged into it: {', '.join(result['merged_purged'])}")
    if result.get("scrubbed"):
        typer.echo(f"  replaced its text with [PURGED] in {len(result['scrubbed'])} source excerpt(s): "
                   + ", ".join(result["scrubbed"]))


@commands.command("log")
def show_log(
    ctx: typer.Context,
    lines: int = typer.Option(50, "-n", "--lines", min=0, help="How many of the last lines to show."),
    follow: bool = typer.Option(False, "--follow", "-f", help="Keep printing new lines (Ctrl-C stops)."),
    audit: bool = typer.Option(False, "--audit", help="The forget/restore/purge audit trail instead."),
    as_json: bool = typer.Option(False, "--json", help="One JSON object per line."),
) -> None:
    """Show the event log (ENQUEUED, PROCESSING, NEW, ..., RETRIEVE) or the audit trail."""
    import json

    from ..lifecycle.logtail import LOG_FILE, follow as follow_lines, parse_line, tail

    cfg = _state(ctx).config
    if audit:
        from ..lifecycle.audit import AuditLog

        for rec in AuditLog(cfg.state_dir).tail(lines):
            typer.echo(json.dumps(rec, ensure_ascii=False) if as_json else
                       f"{rec.get('at')} {str(rec.get('action')).upper():8} {rec.get('id')} by {rec.get('who')}"
                       + (f": {rec['reason']}" if rec.get("reason") else ""))
        return
    path = cfg.log_dir / LOG_FILE

    def emit(line: str) -> None:
        typer.echo(json.dumps(parse_line(line), ensure_ascii=False) if as_json else line)

    for line in tail(path, lines):
        emit(line)
    if follow:
        try:
            for line in follow_lines(path):
                emit(line)
        except KeyboardInterrupt:
            pass


@commands.command()
def mcp(ctx: typer.Context) -> None:
    """Run the MCP server over stdio (register it with `claude mcp add vaultmem -- vaultmem mcp`)."""
    from ..mcp_server import serve

    try:
        serve(_state(ctx).config)
    except VaultmemError as exc:
        fail(exc)


def show_cold(ctx: typer.Context, note_id: str, as_json: bool) -> bool:
    """`show` for the cold tier: print an archived or merged-away note, saying where it went.
    False when the id is not cold (then `show` prints the current note)."""
    from ..lifecycle.forget import cold_note
    from ..vault.store import Vault

    cfg = _state(ctx).config
    try:
        cold = cold_note(Vault(cfg.vault), cfg.state_dir, note_id)
    except VaultmemError as exc:
        fail(exc, as_json)
    if cold is None:
        return False
    note = cold.pop("note")
    if as_json:
        data = {k: v for k, v in note.__dict__.items() if k not in ("source", "extra")}
        data.update(source=note.source.to_dict(), links=note.links, extra=note.extra, id=note_id, cold=cold)
        echo_json(data)
        return True
    if cold["state"] == "archived":
        verb = "forgotten" if cold.get("action") == "forget" else "archived"
        when = f" on {cold['at']}" if cold.get("at") else ""
        who = f" by {cold['who']}" if cold.get("who") else ""
        why = f": {cold['reason']}" if cold.get("reason") else ""
        typer.echo(f"[cold] {note_id} was {verb}{when}{who}{why} ({cold['path']}); {cold['hint']}")
    else:
        where = f"merged into {cold['into']}" if cold["into"] else "superseded"
        when = f" on {cold['at']}" if cold.get("at") else ""
        typer.echo(f"[cold] {note_id} was {where}{when}; its last version ({cold['versions']} in {cold['path']}) "
                   f"follows. {cold['hint']}")
    typer.echo("")
    typer.echo(note.to_markdown())
    return True
