"""HTML for the console pages: small string templates; every value passes through `e()` (escape)."""

from __future__ import annotations

import datetime as dt
import html
from typing import Any, Iterable
from urllib.parse import quote

from ..vault.note import Note

NAV = (("", "Health"), ("notes", "Notes"), ("injections", "Injected"), ("search", "Search"),
       ("staging", "Staging"), ("graph", "Graph"))

CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d232a;background:#f6f7f9}
header{background:#243447;color:#fff;padding:.6em 1.2em;display:flex;gap:1.2em;align-items:baseline}
header b{font-size:1.1em;margin-right:1em} header a{color:#cfe3ff;text-decoration:none}
header a.on{color:#fff;border-bottom:2px solid #fff}
main{padding:1em 1.4em;max-width:1100px}
h1{font-size:1.3em;margin:.2em 0 .8em} h2{font-size:1.05em;margin:1.2em 0 .4em}
table{border-collapse:collapse;width:100%;background:#fff} td,th{padding:.35em .6em;border-bottom:1px solid #e3e6ea;
text-align:left;vertical-align:top} th{background:#eef1f4;font-weight:600}
.card{background:#fff;border:1px solid #dfe3e8;border-radius:6px;padding:.8em 1em;margin:0 0 1em}
.muted{color:#66707a} .bad{color:#b00020} .ok{color:#1b7f3b} .tag{background:#e8eef7;border-radius:3px;padding:0 .35em}
pre{white-space:pre-wrap;background:#f1f3f5;padding:.6em;border-radius:4px;margin:.4em 0}
blockquote{margin:.4em 0;padding:.2em .8em;border-left:3px solid #9db4d0;background:#f5f8fc}
input[type=text],input[type=search],textarea{width:100%;box-sizing:border-box;font:inherit;padding:.3em}
textarea{min-height:6em} button{font:inherit;padding:.3em .9em;cursor:pointer}
form.inline{display:inline} .row{display:flex;gap:1em} .row>*{flex:1}
dl{display:grid;grid-template-columns:max-content auto;gap:.2em 1em;margin:0} dt{color:#66707a}
"""


def e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def url(base: str, *parts: str) -> str:
    return base.rstrip("/") + "/" + "/".join(quote(p, safe="") for p in parts)


def page(base: str, current: str, title: str, body: str) -> str:
    nav = "".join(f'<a href="{e(base.rstrip("/") + "/" + path)}"{" class=on" if path == current else ""}>{e(label)}</a>'
                  for path, label in NAV)
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{e(title)} · vaultmem</title>"
            f"<style>{CSS}</style></head><body><header><b>vaultmem</b>{nav}</header>"
            f"<main><h1>{e(title)}</h1>{body}</main></body></html>")


def when(value: Any) -> str:
    """An epoch or ISO time as `YYYY-MM-DD HH:MM` UTC."""
    if isinstance(value, (int, float)):
        return dt.datetime.fromtimestamp(value, dt.timezone.utc).strftime("%Y-%m-%d %H:%M")
    return str(value or "").replace("T", " ")[:16]


def dl(rows: Iterable[tuple[str, Any]]) -> str:
    return "<dl>" + "".join(f"<dt>{e(k)}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def provenance(src: dict[str, Any]) -> str:
    if not src or not (src.get("session") or src.get("quote")):
        return '<span class=muted>written by hand or by an agent tool (no session)</span>'
    quote_html = f"<blockquote>{e(src.get('quote'))}</blockquote>" if src.get("quote") else ""
    return (f"{e(src.get('agent') or '?')} session <code>{e(src.get('session'))}</code>"
            f"{' turns ' + e(', '.join(map(str, src.get('turns') or []))) if src.get('turns') else ''}{quote_html}")


def health(base: str, h: dict[str, Any]) -> str:
    d, q, idx, b, r = h["daemon"], h["queue"], h["index"], h["budgets"], h["review"]
    errors = "".join(f"<li class=bad>{e(x)}</li>" for x in d.get("last_errors") or []) or "<li class=ok>none</li>"
    queue = ", ".join(f"{e(k)} {e(v)}" for k, v in q.items())
    budget = (f"{e(b['tokens_used'])} tokens in {e(b['calls'])} calls today"
              + (f" of {e(b['daily_token_budget'])}" if b.get("daily_token_budget") else " (no token cap)")
              + (f"; ${e(b['cost_used'])} of ${e(b['daily_cost_budget'])}" if b.get("daily_cost_budget") else "")
              + (' <b class=bad>exhausted</b>' if b.get("exhausted") else ""))
    index = {k: ("—" if v in (None, "") else "no" if v is False else "yes" if v is True else v)
             for k, v in idx.items() if not isinstance(v, (dict, list))}
    body = ('<div class=row><div class=card><h2>Daemon</h2>'
            + dl([("running", '<span class=ok>yes</span>'), ("pid", e(d["pid"])), ("since", e(when(d["started_at"]))),
                  ("socket", f"<code>{e(d['socket'])}</code>"), ("working on", e(d.get("current_ticket") or "—"))])
            + f"<h2>Recent errors</h2><ul>{errors}</ul></div>"
            + '<div class=card><h2>Queue</h2>' + dl([("tickets", queue)])
            + '<h2>Extraction budget</h2>' + dl([("backend", e(b["backend"])), ("day", e(b["day"])), ("used", budget)])
            + '<h2>Review</h2>' + dl([("extract.review", e(r["mode"])),
                                      ("staged", f'<a href="{e(url(base, "staging"))}">{e(r["staged"])} waiting</a>')])
            + "</div></div>"
            + '<div class=card><h2>Index</h2>' + dl((k, e(v)) for k, v in index.items()) + "</div>")
    return page(base, "", "Health", body)


def notes(base: str, entries: list[dict[str, Any]]) -> str:
    rows = "".join(
        f'<tr><td><a href="{e(url(base, "notes", n["note_id"]))}">{e(n["title"])}</a>'
        f'<div class=muted>{e(n.get("description"))}</div></td><td>{e(n.get("type"))}</td>'
        f'<td>{e(n.get("scope"))}</td><td>{e(when(n.get("recorded_at")))}</td>'
        f'<td>{e((n.get("source") or {}).get("agent") or "—")} '
        f'<code>{e(((n.get("source") or {}).get("session") or "")[:12])}</code></td></tr>' for n in entries)
    body = ("<table><tr><th>Note</th><th>Type</th><th>Scope</th><th>Recorded</th><th>From</th></tr>"
            f"{rows}</table>" if entries else "<p class=muted>No notes yet.</p>")
    return page(base, "notes", "Recent notes", body)


def note(base: str, d: dict[str, Any]) -> str:
    n: Note = d["note"]
    links = ", ".join(f'<a href="{e(url(base, "notes", x))}">{e(x)}</a>' for x in n.links) or "—"
    back = ", ".join(f'<a href="{e(url(base, "notes", x))}">{e(x)}</a>' for x in d["backlinks"]) or "—"
    meta = dl([("id", f"<code>{e(n.id)}</code>"), ("type", e(n.type)), ("scope", e(n.scope)),
               ("importance", e(n.importance)), ("confidence", e(n.confidence)), ("relation", e(n.relation)),
               ("valid from", e(when(n.valid_from))), ("recorded", e(when(n.recorded_at))),
               ("tags", " ".join(f"<span class=tag>{e(t)}</span>" for t in n.tags) or "—"),
               ("links", links), ("backlinks", back), ("provenance", provenance(n.source.to_dict()))])
    history = "".join(f"<li>{e(when(h.valid_from))} → {e(when(h.valid_to))}: {e(h.title)}"
                      f"{(' — ' + provenance(h.source.to_dict())) if h.source.quote else ''}</li>"
                      for h in d["history"]) or "<li class=muted>no earlier versions</li>"
    audit = "".join(f"<li>{e(when(a.get('at')))} {e(a.get('action'))} by {e(a.get('who'))}"
                    f"{': ' + e(a.get('reason')) if a.get('reason') else ''}</li>" for a in d["audit"])
    body = (f'<div class=card>{meta}</div><div class=card><h2>{e(n.title)}</h2><pre>{e(n.body)}</pre></div>'
            f"<div class=card><h2>History</h2><ul>{history}</ul>"
            + (f"<h2>Audit</h2><ul>{audit}</ul>" if audit else "") + "</div>"
            + (f"<div class=card><h2>Where it came from</h2><pre>{e(d['source'])}</pre></div>" if d["source"] else ""))
    return page(base, "notes", n.title, body)


def injections(base: str, rows: list[dict[str, Any]]) -> str:
    table = "".join(f'<tr><td>{e(when(r["at"]))}</td><td><code>{e(r["session"])}</code></td>'
                    f'<td><a href="{e(url(base, "notes", r["note"]))}">{e(r["title"] or r["note"])}</a></td></tr>'
                    for r in rows)
    body = ("<p class=muted>Notes the prompt and session-start hooks put into agents' context, newest first "
            "(from the injection log; the prompts themselves are not kept).</p>"
            + ("<table><tr><th>When (UTC)</th><th>Session</th><th>Note</th></tr>" + table + "</table>" if rows
               else "<p class=muted>Nothing injected yet.</p>"))
    return page(base, "injections", "Injected into prompts", body)


def search(base: str, query: str, hits: list[dict[str, Any]] | None, error: str = "") -> str:
    form = (f'<form method=get action="{e(url(base, "search"))}" class=card><input type=search name=q '
            f'value="{e(query)}" placeholder="what do you want to recall?" autofocus> '
            "<p><button type=submit>Search</button> <span class=muted>all projects, with the explain view"
            "</span></p></form>")
    if error:
        results = f"<p class=bad>{e(error)}</p>"
    elif hits is None:
        results = ""
    elif not hits:
        results = "<p class=muted>No hits.</p>"
    else:
        rows = []
        for i, h in enumerate(hits, 1):
            ch, ex = h["channels"], h.get("explain") or {}
            target = (f'<a href="{e(url(base, "notes", h["id"]))}">{e(h["title"])}</a>'
                      if h.get("kind", "note") == "note" else e(h["title"]))
            rows.append(f"<tr class=hit><td>{i}</td><td>{target}<div class=muted>{e(h.get('description'))}</div>"
                        f"<div class=muted>{e(h.get('kind', 'note'))} · {e(h['scope'])}</div></td>"
                        f"<td>{e(h['score'])}</td><td>{e(ch.get('bm25_rank') or '—')}</td>"
                        f"<td>{e(ch.get('vector_rank') or '—')}</td><td>{e(ch.get('rerank_score') or '—')}</td>"
                        f"<td>{e(ex.get('fused'))}</td><td>{e(ex.get('decay'))}</td><td>{e(ex.get('boost'))}</td>"
                        f"<td>{e(ex.get('via'))}<div class=muted>{e(ex.get('reason'))}</div></td></tr>")
        results = ("<table><tr><th>#</th><th>Hit</th><th>Score</th><th>BM25 rank</th><th>Vector rank</th>"
                   "<th>Rerank</th><th>Fused</th><th>Decay</th><th>Boost</th><th>Why</th></tr>"
                   + "".join(rows) + "</table>")
    return page(base, "search", "Search", form + results)


def staging(base: str, items: list[dict[str, Any]], mode: str, flash: str = "") -> str:
    note_off = ("" if mode == "staging" else
                '<p class=muted>extract.review is "off": new notes go live at once; set it to "staging" to '
                "review them here first.</p>")
    cards = []
    for it in items:
        target = (f' → <a href="{e(url(base, "notes", it["target"]))}">{e(it["target"])}</a>'
                  if it.get("target") else "")
        cards.append(
            f'<div class="card staged" id="{e(it["id"])}"><h2>{e(it["title"])}</h2><div class=muted>would <b>{e(it["action"])}</b>{target} · '
            f'{e(it["type"])} · {e(it["scope"])} · staged {e(when(it["staged_at"]))}</div>'
            f'<p>{provenance(it["provenance"])}</p>'
            f'<details><summary>conversation</summary><pre>{e(it["excerpt"])}</pre></details>'
            f'<form method=post action="{e(url(base, "staging", it["id"], "approve"))}">'
            f'<label>Title<input type=text name=title value="{e(it["title"])}"></label>'
            f'<label>Body<textarea name=body>{e(it["body"])}</textarea></label>'
            f'<p><button type=submit class=approve>Approve</button> <span class=muted>(with your edits)</span></p></form>'
            f'<form method=post action="{e(url(base, "staging", it["id"], "reject"))}" class=reject>'
            f'<p><input type=text name=reason required placeholder="why reject? (kept in the audit log)"></p>'
            f'<p><button type=submit>Reject</button></p></form></div>')
    flash_html = f'<p class="card ok flash">{e(flash)}</p>' if flash else ""
    body = flash_html + note_off + ("".join(cards) if cards else "<p class=muted>Nothing waits for review.</p>")
    return page(base, "staging", f"Staging ({len(items)})", body)


def graph(base: str, layout: dict[str, Any], width: int = 1000, height: int = 640) -> str:
    """The wikilink graph as an inline SVG: positions computed on the server, links to each note."""
    pad, label_room = 30, 260  # labels run to the right of their node: keep room for them
    pos = {n["id"]: (pad + n["x"] * (width - pad - label_room), pad + n["y"] * (height - 2 * pad))
           for n in layout["nodes"]}
    edges = "".join(f'<line x1="{pos[a][0]:.1f}" y1="{pos[a][1]:.1f}" x2="{pos[b][0]:.1f}" y2="{pos[b][1]:.1f}"/>'
                    for a, b in layout["edges"] if a in pos and b in pos)
    nodes = []
    for n in layout["nodes"]:
        x, y = pos[n["id"]]
        r = 4 + min(10, n["degree"] * 1.5)
        hub = n["id"].startswith("topic-")
        nodes.append(f'<a href="{e(url(base, "notes", n["id"]))}"><circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" '
                     f'fill="{"#e0a030" if hub else "#3d6fa8"}"><title>{e(n["title"])}</title></circle>'
                     f'<text x="{x + r + 2:.1f}" y="{y + 4:.1f}">{e(n["title"][:40])}</text></a>')
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="100%" '
           f'style="background:#fff;border:1px solid #dfe3e8" font-size="11">'
           f'<g stroke="#9aa7b5" stroke-width="1">{edges}</g><g>{"".join(nodes)}</g></svg>')
    body = (f"<p class=muted>{len(layout['nodes'])} notes, {len(layout['edges'])} wikilinks; topic hubs in amber. "
            "Click a note to open it.</p>" + (svg if layout["nodes"] else "<p class=muted>No notes yet.</p>"))
    return page(base, "graph", "Wikilink graph", body)


def error(base: str, status: int, message: str) -> str:
    return page(base, "", f"{status}", f"<p class=bad>{e(message)}</p>")


def denied() -> str:
    return ("<!doctype html><title>vaultmem console</title><p>This console is its owner's only: open the URL "
            "<code>vaultmem ui</code> printed (it carries a one-time token).</p>")


__all__ = ["health", "notes", "note", "injections", "search", "staging", "graph", "error", "denied"]
