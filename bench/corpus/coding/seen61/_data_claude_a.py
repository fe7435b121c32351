"""h61 Claude Code sessions, part a: paywall-edge, the Cloudflare Worker in front of www.lowmoor-gazette.example
that runs the metered paywall (The Lowmoor Gazette, a regional newspaper publisher; the digital-subscriptions team).
Obituaries behind the paywall after a CMS URL change, gift-article links, and a walk through the meter code for a
new colleague (nothing durable)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

EDGE = "/home/ines/src/paywall-edge"

_CURL_OBIT = """HTTP/2 200
date: Tue, 03 Nov 2026 08:41:07 GMT
content-type: text/html; charset=utf-8
cf-ray: 8f2a61c0de11a9b4-AMS
cf-cache-status: DYNAMIC
cache-control: private, no-store
x-gz-edge: paywall-edge@4.18.2
x-gz-meter: counted; n=5; limit=5; state=exhausted
x-gz-paywall: shown
x-gz-section: obituaries
x-gz-article-id: 2026-1101-obit-4471
vary: Cookie, Accept-Encoding
server: cloudflare
"""

_EXEMPT_TS = """     1\t// Paths that are never metered. Keep in sync with the editorial list on Confluence.
     2\tconst EXEMPT_PREFIXES = [
     3\t  "/obituaries/",
     4\t  "/corrections/",
     5\t  "/puzzles/free/",
     6\t  "/about/",
     7\t];
     8\t
     9\texport function isExempt(url: URL): boolean {
    10\t  return EXEMPT_PREFIXES.some((p) => url.pathname.startsWith(p));
    11\t}
"""

_HANDLER_TS = """    40\t  const url = new URL(request.url);
    41\t  if (isExempt(url)) {
    42\t    return passThrough(request, env, ctx);
    43\t  }
    44\t  const meter = await readMeter(request, env);           // signed gzm cookie + meter-svc
    45\t  const origin = await fetchOrigin(request, env);
    46\t  if (!origin.headers.get("x-gz-premium")) {
    47\t    return withMeterHeaders(origin, meter, "free");
    48\t  }
    49\t  const next = await consume(meter, origin, env);
    50\t  if (next.state === "exhausted") {
    51\t    return renderPaywall(origin, next, env);
    52\t  }
    53\t  return withMeterHeaders(origin, next, "counted");
"""

_CMS_LOG = """commit 7c1e0a9f3b2d44e1a0c9d8e7f6a5b4c3d2e1f0a9
Author: cms-release-bot <cms-release@lowmoor-gazette.example>
Date:   Fri Oct 30 17:12:44 2026 +0100

    release 2026.44: family-notices hub

    - obituaries, death notices, birth and wedding announcements move under /notices/
    - /obituaries/* 301 -> /notices/obituaries/*
    - new section id family-notices for the hub page
"""

_VITEST = """ RUN  v2.1.4 /home/ines/src/paywall-edge

 ✓ test/meter.test.ts (22 tests) 61ms
 ✓ test/gift.test.ts (0 tests) 1ms
 ✓ test/exempt.test.ts (9 tests) 14ms
   ✓ free to read > obituaries section is free on the old path
   ✓ free to read > obituaries section is free under /notices/obituaries/
   ✓ free to read > family-notices hub is free
   ✓ free to read > corrections are free
   ✓ free to read > puzzles-free is free
   ✓ free to read > premium politics article is metered
   ✓ free to read > missing x-gz-section header falls back to metering
   ✓ free to read > section header is case-insensitive
   ✓ free to read > exempt response carries x-gz-meter: exempt
 ✓ test/paywall.test.ts (14 tests) 88ms
 ✓ test/cookie.test.ts (11 tests) 19ms

 Test Files  5 passed (5)
      Tests  56 passed (56)
   Start at  09:58:31
   Duration  1.41s (transform 212ms, setup 0ms, collect 640ms, tests 183ms)
"""

_WRANGLER = """ ⛅️ wrangler 3.88.0
-------------------
Total Upload: 148.22 KiB / gzip: 36.90 KiB
Your worker has access to the following bindings:
- KV Namespaces:
  - GZ_CONFIG: 4c1f0e2d9a8b7c6d5e4f3a2b1c0d9e8f
- Vars:
  - METER_SVC_URL: "https://meter-svc.staging.internal.lowmoor-gazette.example"
  - METER_LIMIT: "5"
Uploaded paywall-edge-staging (3.21 sec)
Deployed paywall-edge-staging triggers (0.44 sec)
  staging.lowmoor-gazette.example/*
Current Version ID: 0b6d3a7e-1f2c-4e5d-9a8b-7c6d5e4f3a2b
"""

_METER_TS = """     1\timport { verifyCookie, signCookie } from "./cookie";
     2\timport type { Env } from "./env";
     3\t
     4\texport type MeterState = "fresh" | "counting" | "exhausted" | "subscriber";
     5\texport interface Meter { id: string; n: number; limit: number; period: string; state: MeterState }
     6\t
     7\t// The period is the calendar month in UTC, "2026-11".
     8\texport function currentPeriod(now = new Date()): string {
     9\t  return now.toISOString().slice(0, 7);
    10\t}
    11\t
    12\texport async function readMeter(req: Request, env: Env): Promise<Meter> {
    13\t  const raw = getCookie(req, "gzm");
    14\t  const parsed = raw ? await verifyCookie(raw, env.COOKIE_KEY) : null;
    15\t  if (parsed?.sub) return { ...parsed, state: "subscriber" };
    16\t  const id = parsed?.id ?? crypto.randomUUID();
    17\t  // meter-svc is the source of truth; the cookie only carries the id and a cached count
    18\t  const res = await fetch(`${env.METER_SVC_URL}/v1/meter/${id}?period=${currentPeriod()}`, {
    19\t    headers: { authorization: `Bearer ${env.METER_SVC_TOKEN}` },
    20\t    cf: { cacheTtl: 0 },
    21\t  });
    22\t  if (!res.ok) return fallbackFromCookie(parsed, id, env);   // fail open on meter-svc errors
    23\t  const body = await res.json<{ n: number }>();
    24\t  const limit = Number(env.METER_LIMIT);
    25\t  return { id, n: body.n, limit, period: currentPeriod(), state: stateFor(body.n, limit) };
    26\t}
    27\t
    28\texport async function consume(m: Meter, origin: Response, env: Env): Promise<Meter> {
    29\t  if (m.state === "subscriber") return m;
    30\t  const article = origin.headers.get("x-gz-article-id")!;
    31\t  const res = await fetch(`${env.METER_SVC_URL}/v1/meter/${m.id}/consume`, {
    32\t    method: "POST",
    33\t    headers: { authorization: `Bearer ${env.METER_SVC_TOKEN}`, "content-type": "application/json" },
    34\t    body: JSON.stringify({ article, period: m.period }),
    35\t  });
    36\t  if (!res.ok) return m;                                    // fail open again
    37\t  const body = await res.json<{ n: number; already: boolean }>();
    38\t  return { ...m, n: body.n, state: stateFor(body.n, m.limit) };
    39\t}
    40\t
    41\tfunction stateFor(n: number, limit: number): MeterState {
    42\t  if (n === 0) return "fresh";
    43\t  return n >= limit ? "exhausted" : "counting";
    44\t}
"""

_COOKIE_TS = """     1\tconst enc = new TextEncoder();
     2\t
     3\texport async function signCookie(payload: object, key: string): Promise<string> {
     4\t  const body = btoa(JSON.stringify(payload)).replace(/=+$/, "");
     5\t  const mac = await hmac(key, body);
     6\t  return `${body}.${mac}`;
     7\t}
     8\t
     9\texport async function verifyCookie(raw: string, key: string): Promise<any | null> {
    10\t  const [body, mac] = raw.split(".");
    11\t  if (!body || !mac) return null;
    12\t  if (!timingSafeEqual(mac, await hmac(key, body))) return null;
    13\t  try { return JSON.parse(atob(body)); } catch { return null; }
    14\t}
"""

SESSIONS = [
    {
        "id": "h61-cc-paywall-obituaries-metered",
        "project": EDGE,
        "start": datetime(2026, 11, 3, 9, 38),
        "about": "paywall-edge: readers hit the paywall on obituaries; person's guess (a cached paywalled variant on "
                 "the CDN) is wrong, cf-cache-status DYNAMIC; real cause: the CMS moved obituaries under "
                 "/notices/obituaries/ and the worker exempted by path prefix; fix exempts by the origin's "
                 "x-gz-section header against EXEMPT_SECTIONS; flat standing rule never to meter obituaries; "
                 "near-miss 'do you remember what the old cookie was called'; one-off rename; staging deploy",
        "steps": [
            ("user", "morning :) coffee is still loading. support forwarded three complaints since friday, people "
                     "hitting the paywall on obituaries. one of them is a daughter trying to share her dad's "
                     "notice, so, not great. my guess: the CDN is serving a cached paywalled variant, somebody did "
                     "a weird purge on friday. can you check www.lowmoor-gazette.example/notices/obituaries/2026/11/"
                     "01/4471"),
            bash("curl -sI -H 'Cookie: gzm=eyJpZCI6ImQ0ZTEifQ.kZ3x' "
                 "https://www.lowmoor-gazette.example/notices/obituaries/2026/11/01/4471", _CURL_OBIT),
            ("assistant", "Morning! It isn't the cache: `cf-cache-status: DYNAMIC` and `cache-control: private, "
                          "no-store`, so this response was built by the worker for this request, and nothing about "
                          "it was stored at the edge. The interesting headers are `x-gz-meter: counted; n=5; limit=5` "
                          "and `x-gz-paywall: shown`: the worker itself decided the obituary is a metered article "
                          "and this reader had used up their five. Let me look at how the worker decides what is "
                          "free."),
            tool("Read", {"file_path": f"{EDGE}/src/exempt.ts"}, _EXEMPT_TS),
            tool("Read", {"file_path": f"{EDGE}/src/handler.ts", "offset": 40, "limit": 14}, _HANDLER_TS),
            ("assistant", "The exemption is a path-prefix check: `/obituaries/` is free, and the check runs before "
                          "the origin fetch. The URL you sent starts with `/notices/obituaries/`, which no longer "
                          "matches. Did the CMS change its URLs recently? Let me check the CMS release log, it's "
                          "checked out next door."),
            bash("git -C ../gazette-cms log -1 --format=fuller --grep='family-notices'", _CMS_LOG),
            ("assistant", "Found it. CMS release 2026.44 (Friday 17:12) moved obituaries, death notices and the "
                          "other announcements under `/notices/`, with a 301 from the old paths. The 301 sends "
                          "readers to `/notices/obituaries/...`, our prefix list still says `/obituaries/`, so "
                          "since Friday evening every obituary has been metered like a premium article. That lines "
                          "up with the first complaint on Friday night.\n\n"
                          "Two ways to fix it:\n\n"
                          "- add `/notices/` to EXEMPT_PREFIXES. Quick, but it breaks again the next time the URLs "
                          "move, and `/notices/` also holds the paid legal notices, which are metered today.\n"
                          "- decide on the section instead of the path. The origin already sends `x-gz-section` on "
                          "every article (you can see `x-gz-section: obituaries` above). The worker would fetch the "
                          "origin first, then skip the meter when the section is in a list. The cost: exempt pages "
                          "now wait for the origin before we decide, but we fetch the origin for every page anyway, "
                          "so it's the same one request."),
            ("user", "section header. paths change every time the CMS people get bored. and so it's said once and "
                     "for all: we never meter obituaries. death notices neither. not counted, not gated, not "
                     "ever, whatever the URL or the section is called next year. it's the one page grieving "
                     "families share around and the editor-in-chief would have my head"),
            tool("Edit", {"file_path": f"{EDGE}/src/exempt.ts",
                          "old_string": "const EXEMPT_PREFIXES = [",
                          "new_string": "export const EXEMPT_SECTIONS = new Set([\n  \"obituaries\",\n  "
                                        "\"family-notices\",\n  \"corrections\",\n  \"puzzles-free\",\n  \"about\",\n]);"
                                        "\n\nconst EXEMPT_PREFIXES = ["},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{EDGE}/src/handler.ts",
                          "old_string": "  if (isExempt(url)) {\n    return passThrough(request, env, ctx);\n  }\n"
                                        "  const meter = await readMeter(request, env);           // signed gzm "
                                        "cookie + meter-svc\n  const origin = await fetchOrigin(request, env);",
                          "new_string": "  const origin = await fetchOrigin(request, env);\n  if (isExempt(url, "
                                        "origin)) {\n    return withMeterHeaders(origin, null, \"exempt\");\n  }\n"
                                        "  const meter = await readMeter(request, env);           // signed gzm "
                                        "cookie + meter-svc"},
                 "The file has been updated."),
            ("assistant", "Changed: `src/exempt.ts` now has `EXEMPT_SECTIONS` (obituaries, family-notices, "
                          "corrections, puzzles-free, about) and `isExempt(url, origin)` looks at the origin's "
                          "`x-gz-section` header, lower-cased; the old prefixes stay as a second check for pages "
                          "that come without the header (the static `/about/` pages do). If the header is missing "
                          "on an article we meter it, as today. I added nine tests to `test/exempt.test.ts`, "
                          "including the old and the new obituary path and the family-notices hub."),
            ("user", "btw do you remember what the old meter cookie was called before we moved to the signed one? "
                     "someone in the ticket says 'clear your gz cookie' and I want to tell support the right name"),
            bash("git log --oneline -S'gz_free' -- src | tail -3",
                 "a41c2e0 cookie: replace gz_free counter with signed gzm cookie\n"
                 "19fd7b3 meter: count per article id, not per pageview\n"
                 "03be911 first meter: gz_free counter cookie\n"),
            ("assistant", "I don't carry anything over from earlier sessions, but git does: the old one was "
                          "`gz_free`, a plain counter, replaced by the signed `gzm` cookie in a41c2e0. Since then "
                          "the cookie only holds the reader id and a cached count; meter-svc holds the real count, "
                          "so clearing the cookie doesn't reset anything and support shouldn't suggest it."),
            ("user", "ha, good, I'll tell them. rename isExempt to isFreeToRead while you're in there, exempt "
                     "always sounds like taxes to me"),
            bash("npx tsc --noEmit && sed -i 's/isExempt/isFreeToRead/g' src/*.ts test/*.ts && npx vitest run",
                 _VITEST),
            ("assistant", "Renamed everywhere, type check clean, 56 tests pass."),
            ("user", "nice. deploy to staging, I'll do prod after standup"),
            bash("npx wrangler deploy --env staging", _WRANGLER),
            bash("curl -sI https://staging.lowmoor-gazette.example/notices/obituaries/2026/11/01/4471 "
                 "| grep -i '^x-gz'",
                 "x-gz-edge: paywall-edge@4.18.3\nx-gz-meter: exempt\nx-gz-section: obituaries\n"
                 "x-gz-article-id: 2026-1101-obit-4471\n"),
            ("assistant", "Staging serves the obituary with `x-gz-meter: exempt` and no paywall. Committed on "
                          "`fix/obituaries-by-section` as 'free-to-read by x-gz-section, not by path'. For the "
                          "support reply: readers who were blocked just need to reload, no cookie clearing."),
            ("user", "thanks!! 🙏"),
        ],
        "facts": [
            fact("obit-cause", "Obituaries were metered because the worker exempted them by the path prefix "
                               "/obituaries/, and CMS release 2026.44 moved them under /notices/obituaries/; the fix "
                               "decides free-to-read by the origin's x-gz-section header instead of the path.",
                 "bugfix", "assistant", ["obituaries", "x-gz-section"]),
            fact("obit-never", "Standing rule: obituaries and death notices are never metered, counted or gated, "
                               "whatever their URL or section name.",
                 "rule", "user", ["obituaries", ["meter", "metered", "paywall", "gated"]], remember=True),
            fact("exempt-sections", "The free-to-read sections are EXEMPT_SECTIONS in src/exempt.ts: obituaries, "
                                    "family-notices, corrections, puzzles-free, about; an article without the "
                                    "section header is metered.",
                 "config", "assistant", ["EXEMPT_SECTIONS"]),
        ],
        "optional": [
            opt("gzm-cookie", "The meter cookie is the signed gzm cookie (it replaced gz_free); meter-svc holds the "
                              "real count, so clearing the cookie resets nothing.", ["gzm"]),
        ],
        "questions": [
            q("Why were obituaries behind the paywall in early November?",
              "the CMS moved them under /notices/obituaries/ and the exemption was a path prefix check on /obituaries/",
              ["obit-cause"]),
            q("How does paywall-edge decide that an article is free to read?",
              "by the origin's x-gz-section header, in EXEMPT_SECTIONS", ["obit-cause", "exempt-sections"]),
            q("May obituaries or death notices ever be metered?", "never: not counted, not gated", ["obit-never"]),
        ],
    },
    {
        "id": "h61-cc-paywall-gift-links",
        "project": EDGE,
        "start": datetime(2026, 11, 10, 14, 5),
        "about": "paywall-edge: gift-article links from ticket PAY-412; three options laid out, 'the first one' "
                 "picks stateless HMAC tokens; links valid 14 days; monthly cap set to 5 then changed to 10; a "
                 "statement about later sessions that gift views never count against the meter; a banner idea "
                 "nobody takes up; expired links fall back to normal metering",
        "steps": [
            ("user", "afternoon. next thing on my plate, pasting the ticket:\n\n"
                     "PAY-412 Gift articles\n"
                     "As a subscriber I want to share a premium article with a friend who doesn't subscribe.\n"
                     "- subscriber clicks 'Gift this article', gets a link\n"
                     "- the recipient reads the full article without logging in, link works for 14 days\n"
                     "- recipients see a soft subscribe prompt at the end of the article\n"
                     "- open question from product: limit per subscriber per month?\n"
                     "- nice to have: analytics event gift_opened\n\n"
                     "how would you build it in the worker?"),
            tool("Read", {"file_path": f"{EDGE}/src/cookie.ts"}, _COOKIE_TS),
            ("assistant", "Three ways that fit what we already have:\n\n"
                          "1. **Signed token in the URL.** `?gift=<token>` where the token is base64url of "
                          "article id, gifting subscriber id and expiry, plus an HMAC-SHA256 over those with a "
                          "worker secret. The worker verifies it locally, no storage, no extra round trip. We "
                          "already do the same for the gzm cookie. Downside: a single link can't be revoked before "
                          "it expires (only all of them, by rotating the key).\n"
                          "2. **Random token stored in Redis via meter-svc**, TTL 14 days. Revocable, and we could "
                          "list a subscriber's links. Costs a meter-svc lookup on every gift view, and meter-svc "
                          "becomes a dependency of reading a gifted article.\n"
                          "3. **Workers KV** with the token as key. Also revocable, no meter-svc call, but KV is "
                          "eventually consistent: a link can 404 for up to a minute in another region after it's "
                          "created, which is exactly when people open it.\n\n"
                          "The monthly cap needs a counter whichever we pick; meter-svc already has per-period "
                          "counters in Redis, so `gift:{subscriber}:{period}` fits there."),
            ("user", "the first one. nobody asked for revoking, and if a link leaks for 14 days, fine, it's one "
                     "article. cap: 5 per month to start"),
            tool("Write", {"file_path": f"{EDGE}/src/gift.ts",
                           "content": "import { hmac, timingSafeEqual, b64url } from \"./crypto\";\n\n"
                                      "export const GIFT_TTL_DAYS = 14;\n\nexport interface Gift { article: string; "
                                      "from: string; exp: number }\n\nexport async function makeGiftToken(g: Gift, "
                                      "key: string) {\n  const body = b64url(`${g.article}|${g.from}|${g.exp}`);\n"
                                      "  return `${body}.${await hmac(key, body)}`;\n}\n\nexport async function "
                                      "verifyGift(token: string, article: string, key: string, now = Date.now())"
                                      " {\n  const [body, mac] = token.split(\".\");\n  if (!body || !mac || "
                                      "!timingSafeEqual(mac, await hmac(key, body))) return { ok: false, why: "
                                      "\"bad\" };\n  const [a, from, exp] = atob(body).split(\"|\");\n  if (a !== "
                                      "article) return { ok: false, why: \"other-article\" };\n  if (Number(exp) < "
                                      "now) return { ok: false, why: \"expired\" };\n  return { ok: true, from };\n"
                                      "}\n"},
                 "File created successfully at: /home/ines/src/paywall-edge/src/gift.ts"),
            ("assistant", "Wrote `src/gift.ts`: `makeGiftToken` and `verifyGift`, expiry `GIFT_TTL_DAYS = 14`. The "
                          "token is bound to the article id, so a gift link for one article can't be pasted onto "
                          "another URL. The key is a new secret, `GIFT_HMAC_KEY`, separate from the cookie key so "
                          "we can rotate one without logging everybody out. For creating links I added "
                          "`POST /api/gift` in the worker: it checks the gzm cookie says subscriber, asks meter-svc "
                          "to increment `gift:{sub}:{period}` and refuses with 429 above the cap, which I've put in "
                          "`GIFT_MONTHLY_CAP = \"5\"` in wrangler.toml vars.\n\n"
                          "One thing the ticket doesn't say: when a recipient opens a valid gift link, does that "
                          "view also count against the recipient's own meter if they happen to have one?"),
            ("user", "no. and for whatever sessions come after this one: a view through a valid gift link never "
                     "counts against anyone's meter, not the recipient's, not the gifter's. product decided that "
                     "after two meetings and I don't want it reopened by accident in some refactor"),
            ("assistant", "Clear. In the handler a valid `gift` param now short-circuits before `consume()`: the "
                          "response gets `x-gz-meter: gift` and the meter-svc count isn't touched. An idea while "
                          "I'm here: the end-of-article prompt could say 'Ines gifted you this article' using the "
                          "gifter's first name, marketing tends to like that."),
            ("user", "hm, product just pinged on slack. they want 10 per month, not 5, christmas campaign and all. "
                     "change it"),
            tool("Edit", {"file_path": f"{EDGE}/wrangler.toml", "old_string": "GIFT_MONTHLY_CAP = \"5\"",
                          "new_string": "GIFT_MONTHLY_CAP = \"10\""},
                 "The file has been updated."),
            ("user", "and what happens with an expired link? just thinking out loud"),
            ("assistant", "Right now an expired or tampered token is ignored and the page behaves as if there were "
                          "no `gift` param: normal metering, so the reader may see the paywall. I'd add a small "
                          "line above the paywall, 'This gift link has expired', so people don't think the link "
                          "was broken."),
            ("user", "yes do that, copy is fine"),
            bash("npx vitest run test/gift.test.ts test/paywall.test.ts",
                 " RUN  v2.1.4 /home/ines/src/paywall-edge\n\n"
                 " ✓ test/gift.test.ts (12 tests) 31ms\n"
                 "   ✓ gift token > round trip\n"
                 "   ✓ gift token > rejects a token for another article\n"
                 "   ✓ gift token > rejects a tampered mac\n"
                 "   ✓ gift token > expires after 14 days\n"
                 "   ✓ gift token > still valid on day 13 23:59\n"
                 "   ✓ gift view > does not call consume()\n"
                 "   ✓ gift view > sets x-gz-meter: gift\n"
                 "   ✓ gift create > 429 after GIFT_MONTHLY_CAP links in a period\n"
                 "   ✓ gift create > cap is per subscriber\n"
                 "   ✓ gift create > 403 for non-subscribers\n"
                 "   ✓ expired > falls back to metering\n"
                 "   ✓ expired > shows the expired notice above the paywall\n"
                 " ✓ test/paywall.test.ts (14 tests) 90ms\n\n"
                 " Test Files  2 passed (2)\n      Tests  26 passed (26)\n   Duration  1.02s\n"),
            bash("npx wrangler secret put GIFT_HMAC_KEY --env staging <<< \"$(openssl rand -base64 48)\"",
                 " ⛅️ wrangler 3.88.0\n🌀 Creating the secret for the Worker \"paywall-edge-staging\"\n"
                 "✨ Success! Uploaded secret GIFT_HMAC_KEY\n"),
            ("assistant", "All 26 tests pass and the staging secret is set. Summary of the gift links:\n"
                          "- stateless HMAC-signed `?gift=` token, bound to the article, valid 14 days;\n"
                          "- cap of 10 gift links per subscriber per month, counted in meter-svc;\n"
                          "- gift views never touch the meter;\n"
                          "- expired links meter normally and show the expired notice.\n"
                          "The prod secret still needs `wrangler secret put GIFT_HMAC_KEY --env production`; I "
                          "left that to you."),
            ("user", "perfect, I'll do prod tomorrow with the app people. ciao"),
        ],
        "facts": [
            fact("gift-hmac", "Gift-article links are stateless HMAC-signed ?gift= tokens (article id, gifter, "
                              "expiry) verified in the worker with the GIFT_HMAC_KEY secret; chosen over Redis "
                              "tokens and Workers KV because nobody needs revocation.",
                 "decision", "user", ["gift", "HMAC"]),
            fact("gift-14-days", "A gift link is valid for 14 days (GIFT_TTL_DAYS).",
                 "config", "assistant", ["gift", "14"]),
            fact("gift-cap", "Each subscriber can create at most 10 gift links per month (GIFT_MONTHLY_CAP, "
                             "raised from 5 for the Christmas campaign), counted in meter-svc.",
                 "config", "user", ["gift", "10", "month"]),
            fact("gift-no-meter", "Standing decision: a view through a valid gift link never counts against "
                                  "anyone's meter, neither the recipient's nor the gifter's.",
                 "rule", "user", ["gift link", "meter"], remember=True),
            fact("gift-expired", "An expired gift link falls back to normal metering and shows 'This gift link has "
                                 "expired' above the paywall.",
                 "decision", "user", ["expired", ["metering", "paywall"]]),
        ],
        "optional": [
            opt("gift-cap-5", "The gift cap was first set to 5 per month.", ["5"]),
            opt("gift-key", "GIFT_HMAC_KEY is a separate worker secret from the cookie key.", ["GIFT_HMAC_KEY"]),
        ],
        "questions": [
            q("How are gift-article links implemented in paywall-edge?",
              "stateless HMAC-signed gift token the worker verifies", ["gift-hmac"]),
            q("How long does a gift link work?", "14 days", ["gift-14-days"]),
            q("How many gift links can a subscriber make per month?", "10", ["gift-cap"]),
            q("Does reading through a gift link count against the meter?", "never, not for anyone",
              ["gift-no-meter"]),
        ],
    },
    {
        "id": "h61-cc-paywall-meter-walkthrough",
        "project": EDGE,
        "start": datetime(2026, 11, 17, 16, 20),
        "about": "paywall-edge: nothing durable. Ines asks for a walk through the meter code for a colleague who "
                 "starts on Monday; the assistant reads meter.ts and cookie.ts and explains; a 'could we use Durable "
                 "Objects?' that is only curiosity; chatter about the new colleague's first day",
        "steps": [
            ("user", "hey! a calm afternoon for once. a new dev joins us monday (first job out of uni, nice "
                     "person) and I'd like to explain how the meter works without drowning them. walk me through "
                     "src/meter.ts like I've never seen it? I wrote half of it two years ago and forgot the rest"),
            tool("Read", {"file_path": f"{EDGE}/src/meter.ts"}, _METER_TS),
            ("assistant", "Sure. Here's the story of one request, top to bottom:\n\n"
                          "**1. Who is this?** `readMeter` looks for the `gzm` cookie and verifies its signature "
                          "(`verifyCookie`, an HMAC, in cookie.ts). If the cookie says the reader is a subscriber, "
                          "we stop there: subscribers are never counted, the state is `subscriber`.\n\n"
                          "**2. How many have they read?** For everybody else the cookie only gives us an id. The "
                          "count itself comes from meter-svc: `GET /v1/meter/{id}?period=2026-11`. The period is "
                          "the calendar month in UTC (`currentPeriod`), which is why the meter 'resets' at midnight "
                          "UTC on the 1st, not local midnight.\n\n"
                          "**3. What if meter-svc is down?** `fallbackFromCookie` uses the cached count in the "
                          "cookie. The code fails open: if we can't count, we let people read. Line 22 and line 36 "
                          "are the two places.\n\n"
                          "**4. Counting.** `consume` is only called for premium articles (the handler checks the "
                          "origin's `x-gz-premium` header first). It POSTs the article id; meter-svc answers with "
                          "the new count and `already: true` when the same article was read earlier this period, "
                          "so re-reading an article doesn't cost a second one.\n\n"
                          "**5. The state machine.** `stateFor` gives `fresh` (0), `counting` (below the limit) "
                          "or `exhausted` (at or above). `METER_LIMIT` comes from wrangler.toml, so it's per "
                          "environment.\n\nWant me to go through cookie.ts the same way?"),
            tool("Read", {"file_path": f"{EDGE}/src/cookie.ts"}, _COOKIE_TS),
            ("user", "yes but shorter, they'll read the code themselves"),
            ("assistant", "cookie.ts in three lines: the cookie is `base64(json).mac`; `signCookie` writes it and "
                          "`verifyCookie` recomputes the HMAC and compares it in constant time "
                          "(`timingSafeEqual`), returning null for anything that doesn't check out; the key comes "
                          "from the `COOKIE_KEY` secret. Nothing in there is stored server-side."),
            ("user", "ok that's a good intro. random thought, could we use Durable Objects instead of meter-svc "
                     "for the counts? not for now, I'm just curious how that would look"),
            ("assistant", "It would look like one Durable Object per reader id holding the period's article set, "
                          "and the worker would call it instead of meter-svc. You'd get the counting right at the "
                          "edge with strong consistency per reader. What you'd lose: the apps and the analytics "
                          "export talk to meter-svc today, so they'd need a new path to the same data. It's a "
                          "bigger move than it sounds; nothing to decide now."),
            ("user", "yeah, just wanted the picture. thanks, this is exactly the level I needed. now I need to "
                     "find them a laptop that isn't from 2017 lol"),
            ("assistant", "Good luck with the laptop hunt! If it helps on Monday, `npx vitest run test/meter.test.ts "
                          "--reporter=verbose` prints the test names, and they read like a spec of the meter."),
            bash("npx vitest run test/meter.test.ts --reporter=verbose | head -n 16",
                 " RUN  v2.1.4 /home/ines/src/paywall-edge\n\n"
                 " ✓ test/meter.test.ts (22 tests) 58ms\n"
                 "   ✓ period > is the UTC calendar month\n"
                 "   ✓ period > rolls over at 00:00 UTC on the 1st\n"
                 "   ✓ readMeter > subscriber cookie short-circuits\n"
                 "   ✓ readMeter > unknown reader gets a fresh id\n"
                 "   ✓ readMeter > meter-svc 503 falls back to the cookie count\n"
                 "   ✓ consume > re-reading an article does not count twice\n"
                 "   ✓ consume > exhausted at the limit\n"
                 "   ✓ consume > fails open on meter-svc errors\n"
                 "   ✓ consume > free articles are never consumed\n"
                 "   ✓ state > fresh / counting / exhausted\n"
                 "   ...\n"),
            ("user", "lovely. bye!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
