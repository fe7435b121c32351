"""h65 Claude Code sessions, part a (Norrfjäll Resorts, the group's software team).

passkort-api (Linnea): season-pass reload failing for the October RFID card batch; wiring the dagpris price
table into checkout. gatekeeper (Oskar): building the reader release from a new Mac."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

PASS = "/home/linnea/src/passkort-api"
GATE = "/home/oskar/dev/gatekeeper"

# --------------------------------------------------------------------------------------------------
# h65-cc-passkort-reload
# --------------------------------------------------------------------------------------------------

_GREP_RELOAD = """app/routes/cards.py:14:from app.cards.uid import normalise_uid
app/routes/cards.py:88:@router.post("/v1/cards/{uid}/reload", response_model=ReloadOut)
app/routes/cards.py:89:async def reload_card(uid: str, body: ReloadIn, db: Session = Depends(get_db),
app/routes/cards.py:96:    card = await cards_repo.by_uid(db, normalise_uid(uid))
app/routes/cards.py:97:    if card is None:
app/routes/cards.py:98:        raise HTTPException(404, detail={"code": "card_not_found", "uid": uid})
app/routes/cards.py:131:    log.info("reload ok", extra={"uid": card.card_uid, "product": body.product_code})
app/services/reload.py:22:def build_reload_order(card: Card, product: Product, customer: Customer) -> Order:
app/services/reload.py:61:    # reload onto an existing card never issues a new card fee
tests/test_reload.py:12:def test_reload_existing_card(client, seeded_card):
tests/test_reload.py:34:def test_reload_unknown_card_404(client):
tests/test_reload.py:51:def test_reload_expired_product_rejected(client, seeded_card):
scripts/import_cards.py:47:    # reload tokens are printed on the card sleeve, not stored here
"""

_KLOGS = """2026-11-03T06:02:11.402Z INFO  uvicorn.access 10.42.3.17 "POST /v1/cards/04A1C27E/reload HTTP/1.1" 200
2026-11-03T06:14:55.118Z WARN  app.routes.cards card_not_found uid=04:5b:91:d2:6a:1f:80 looked_up=045B91D2
2026-11-03T06:14:55.120Z INFO  uvicorn.access 10.42.3.17 "POST /v1/cards/04:5b:91:d2:6a:1f:80/reload HTTP/1.1" 404
2026-11-03T06:31:02.771Z WARN  app.routes.cards card_not_found uid=045B91D26A1F80 looked_up=045B91D2
2026-11-03T06:31:02.773Z INFO  uvicorn.access 10.42.1.9 "POST /v1/cards/045B91D26A1F80/reload HTTP/1.1" 404
2026-11-03T06:40:19.006Z INFO  uvicorn.access 10.42.1.9 "POST /v1/cards/9C03E1AA/reload HTTP/1.1" 200
2026-11-03T06:52:47.330Z WARN  app.routes.cards card_not_found uid=04 7e 11 c0 3a 5d 81 looked_up=047E11C0
2026-11-03T06:52:47.332Z INFO  uvicorn.access 10.42.3.17 "POST /v1/cards/04%207e%2011%20c0%203a%205d%2081/reload HTTP/1.1" 404
2026-11-03T07:05:33.914Z WARN  app.routes.cards card_not_found uid=04e2a0b97c4480 looked_up=04E2A0B9
2026-11-03T07:05:33.916Z INFO  uvicorn.access 10.42.1.9 "POST /v1/cards/04e2a0b97c4480/reload HTTP/1.1" 404
2026-11-03T07:11:08.250Z INFO  uvicorn.access 10.42.3.17 "POST /v1/cards/B17F0C52/reload HTTP/1.1" 200
2026-11-03T07:29:41.678Z WARN  app.routes.cards card_not_found uid=04:33:c8:5e:01:9d:80 looked_up=0433C85E
2026-11-03T07:29:41.680Z INFO  uvicorn.access 10.42.3.17 "POST /v1/cards/04:33:c8:5e:01:9d:80/reload HTTP/1.1" 404
2026-11-03T07:48:02.145Z INFO  app.routes.cards reload ok uid=5D0A9E31 product=SEASON-TJL-ADULT
2026-11-03T07:48:02.147Z INFO  uvicorn.access 10.42.1.9 "POST /v1/cards/5D0A9E31/reload HTTP/1.1" 200
2026-11-03T07:55:12.009Z WARN  app.routes.cards card_not_found uid=0491FF3A22B780 looked_up=0491FF3A
2026-11-03T07:55:12.011Z INFO  uvicorn.access 10.42.1.9 "POST /v1/cards/0491FF3A22B780/reload HTTP/1.1" 404
"""

_UID_PY = """     1\t\"\"\"Card UIDs: one canonical form for storage and lookups.\"\"\"
     2\t
     3\timport re
     4\t
     5\t_NOT_HEX = re.compile(r"[^0-9A-Fa-f]")
     6\t
     7\t
     8\tdef normalise_uid(raw: str) -> str:
     9\t    \"\"\"Card UID as stored: hex, upper case, no separators.\"\"\"
    10\t    s = _NOT_HEX.sub("", raw).upper()
    11\t    # legacy Mifare Classic 1K cards have 4-byte UIDs; the readers sometimes
    12\t    # append the BCC byte, cut it off
    13\t    return s[:8]
    14\t
    15\t
    16\tdef display_uid(uid: str) -> str:
    17\t    return ":".join(uid[i:i + 2] for i in range(0, len(uid), 2))
"""

_PSQL_CARDS = """   card_uid     | length |  batch   |         created_at
----------------+--------+----------+----------------------------
 0491FF3A22B780 |     14 | 2026-10B | 2026-10-21 14:02:51.118+02
 04E2A0B97C4480 |     14 | 2026-10B | 2026-10-21 14:02:51.118+02
 0433C85E019D80 |     14 | 2026-10B | 2026-10-21 14:02:51.118+02
 047E11C03A5D81 |     14 | 2026-10B | 2026-10-21 14:02:51.118+02
 045B91D26A1F80 |     14 | 2026-10B | 2026-10-21 14:02:51.118+02
 5D0A9E31       |      8 | 2025-09A | 2025-09-30 09:12:40.551+02
 B17F0C52       |      8 | 2025-09A | 2025-09-30 09:12:40.551+02
 9C03E1AA       |      8 | 2025-09A | 2025-09-30 09:12:40.551+02
(8 rows)

 batch    | cards  | uid_lengths
----------+--------+-------------
 2023-08A |  21480 | {8}
 2024-09A |  18200 | {8}
 2025-09A |  16950 | {8}
 2026-10B |  12000 | {14}
(4 rows)
"""

_PYTEST_FAIL = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/linnea/src/passkort-api
configfile: pyproject.toml
plugins: anyio-4.6.2, asyncio-0.24.0
collected 214 items / 1 error

==================================== ERRORS ====================================
_____________________ ERROR collecting tests/conftest.py _______________________
tests/conftest.py:31: in <module>
    engine = create_engine(os.environ.get("TEST_DATABASE_URL", "postgresql+psycopg://passkort:passkort@127.0.0.1:55432/passkort_test"))
.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py:3293: in connect
    return self._connection_cls(self)
E   sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at "127.0.0.1", port 55432 failed: Connection refused
E   	Is the server running on that host and accepting TCP/IP connections?
=========================== short test summary info ============================
ERROR tests/conftest.py - sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed
!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!
=============================== 1 error in 1.84s ===============================
make: *** [Makefile:22: test] Error 2
"""

_COMPOSE_UP = """[+] Running 2/2
 ✔ Network passkort-api_default     Created                                          0.1s
 ✔ Container passkort-api-testdb-1  Started                                          0.6s
$ grep -n -A6 testdb compose.test.yml
3:  testdb:
4-    image: postgres:16.4
5-    environment:
6-      POSTGRES_USER: passkort
7-      POSTGRES_PASSWORD: passkort
8-      POSTGRES_DB: passkort_test
9-    ports: ["55432:5432"]
"""

_PYTEST_OK = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/linnea/src/passkort-api
configfile: pyproject.toml
plugins: anyio-4.6.2, asyncio-0.24.0
collected 219 items

tests/test_auth.py ..........                                            [  4%]
tests/test_cards.py ..............................                       [ 18%]
tests/test_checkout.py ........................................          [ 36%]
tests/test_import_cards.py ........                                      [ 40%]
tests/test_reload.py ........                                            [ 44%]
tests/test_reports.py ..........................                         [ 56%]
tests/test_season_pass.py ...................................            [ 72%]
tests/test_uid.py .........                                              [ 76%]
tests/test_vouchers.py ..................................................  [100%]

============================= 219 passed in 24.61s =============================
"""

_DIFF_UID = """diff --git a/app/cards/uid.py b/app/cards/uid.py
index 3b1e0c4..8f27d1a 100644
--- a/app/cards/uid.py
+++ b/app/cards/uid.py
@@ -8,10 +8,13 @@ _NOT_HEX = re.compile(r"[^0-9A-Fa-f]")
 def normalise_uid(raw: str) -> str:
-    \"\"\"Card UID as stored: hex, upper case, no separators.\"\"\"
+    \"\"\"Card UID as stored: hex, upper case, no separators, full length.
+
+    4-byte (legacy Mifare Classic) and 7-byte (2026-10B batch) UIDs are both valid.
+    \"\"\"
     s = _NOT_HEX.sub("", raw).upper()
-    # legacy Mifare Classic 1K cards have 4-byte UIDs; the readers sometimes
-    # append the BCC byte, cut it off
-    return s[:8]
+    if len(s) not in (8, 14):
+        raise ValueError(f"card UID must be 4 or 7 bytes, got {len(s) // 2}: {raw!r}")
+    return s
diff --git a/tests/test_uid.py b/tests/test_uid.py
index 41aa0d2..c9e3b70 100644
--- a/tests/test_uid.py
+++ b/tests/test_uid.py
@@ -30,3 +30,19 @@ def test_strips_spaces():
+
+@pytest.mark.parametrize("raw", ["04:5b:91:d2:6a:1f:80", "045b91d26a1f80", "04 5B 91 D2 6A 1F 80"])
+def test_seven_byte_uid_kept_whole(raw):
+    assert normalise_uid(raw) == "045B91D26A1F80"
+
+
+def test_bcc_byte_is_rejected_not_cut():
+    with pytest.raises(ValueError):
+        normalise_uid("5D0A9E3187")
"""

S_RELOAD = {
    "id": "h65-cc-passkort-reload",
    "project": PASS,
    "start": datetime(2026, 11, 3, 8, 12, 0),
    "about": "season-pass reload 404s for the October card batch; wrong first guess (case/colons), real cause a [:8] "
             "truncation; a UID-format standing rule; test db that must be started first; 'I forgot to say' near-miss",
    "steps": [
        ("user", "hej! customer service has like 30 tickets since yesterday, people cant reload their season pass "
                 "online on the card they got in october. error says card not found. the old cards work fine. can you "
                 "look? endpoint is POST /v1/cards/{uid}/reload"),
        ("assistant", "Hej! Let me find the reload handler and then look at what the failing requests look like."),
        bash("grep -rn 'reload' app/ scripts/ tests/ | head -30", _GREP_RELOAD),
        bash("kubectl -n passkort logs deploy/passkort-api --since=3h | grep -E 'reload|card_not_found' | tail -17",
             _KLOGS),
        ("assistant", "The failing requests have something in common: the UID comes in many shapes — lower case with "
                      "colons (`04:5b:91:...`), with spaces, lower case without separators. The ones that work are all "
                      "upper case 8-char UIDs. My first guess is the web shop sends lower case / colon-separated UIDs for "
                      "the new cards and the lookup is case sensitive. Let me write a quick test for that before I "
                      "change anything."),
        bash("cat > /tmp/test_case.py <<'EOF'\nfrom app.cards.uid import normalise_uid\n"
             "def test_lower_colons():\n    assert normalise_uid('04:5b:91:d2') == '045B91D2'\nEOF\n"
             ".venv/bin/pytest -q /tmp/test_case.py",
             ".                                                                        [100%]\n1 passed in 0.03s"),
        ("assistant", "That passes, so case and separators are handled — my guess was wrong. But look at the log again: "
                      "`uid=045B91D26A1F80 looked_up=045B91D2`. The lookup key is only the first 8 hex chars. Let me "
                      "read `normalise_uid`."),
        tool("Read", {"file_path": f"{PASS}/app/cards/uid.py"}, _UID_PY),
        bash("psql \"$PASSKORT_RO_URL\" -c \"select card_uid, length(card_uid), batch, created_at from cards "
             "order by created_at desc limit 8\" -c \"select batch, count(*) cards, array_agg(distinct length(card_uid)) "
             "uid_lengths from cards group by batch order by batch\"", _PSQL_CARDS),
        ("assistant", "Found it. `normalise_uid()` ends with `return s[:8]` — it cuts every UID to 8 hex chars (4 bytes), "
                      "a leftover from when all cards were Mifare Classic with 4-byte UIDs. The October batch (`2026-10B`, "
                      "12 000 cards) has 7-byte UIDs, 14 hex chars. The card import script stored them whole, so the "
                      "database has `045B91D26A1F80`, but the reload route looks up `045B91D2` and finds nothing → 404 "
                      "`card_not_found`. Old cards are exactly 8 chars, so the cut never hurt them.\n\nThe comment says "
                      "the cut was there for readers that append the BCC byte. I'd rather reject a UID of the wrong "
                      "length than silently shorten it: accept 8 or 14 hex chars, raise otherwise. OK?"),
        ("user", "ahh. that [:8] is from 2019 when we only had the classic cards. yes remove it, reject wrong length. "
                 "and from now on: uid in the db is always uppercase hex, no colons, no spaces, full length. gatekeeper "
                 "compares the bytes directly so it must be exactly like that, oskar will kill me otherwise"),
        ("assistant", "Understood — canonical UID form is upper-case hex, no colons or spaces, full length; I'll keep "
                      "that in every change that touches UIDs. Making the change and adding tests."),
        tool("Edit", {"file_path": f"{PASS}/app/cards/uid.py", "old_string": "    return s[:8]",
                      "new_string": "    if len(s) not in (8, 14):\n        raise ValueError(...)\n    return s"},
             "The file app/cards/uid.py has been updated."),
        bash("git diff", _DIFF_UID),
        bash("make test", _PYTEST_FAIL),
        ("assistant", "The suite can't reach its database: `conftest.py` connects to Postgres on 127.0.0.1:55432 and "
                      "nothing is listening. There's a `compose.test.yml` in the repo — I'll start it."),
        bash("docker compose -f compose.test.yml up -d && echo '$ grep -n -A6 testdb compose.test.yml' && "
             "grep -n -A6 testdb compose.test.yml", _COMPOSE_UP),
        ("user", "ja the test db has to be up first, sorry I forgot to say"),
        bash("make test", _PYTEST_OK),
        ("assistant", "All 219 tests pass, including the new ones for 7-byte UIDs and for rejecting a 5-byte UID instead "
                      "of cutting it."),
        ("user", "tack. can you write me 2-3 sentences for customer service to send to the people with tickets? simple "
                 "english and swedish"),
        ("assistant", "English: \"Sorry for the trouble reloading your season pass. A fault affecting cards issued in "
                      "October has now been fixed, so you can reload your card online again as normal.\"\n\nSvenska: "
                      "\"Vi ber om ursäkt för problemen med att ladda ditt säsongskort. Felet som gällde kort utfärdade i "
                      "oktober är nu åtgärdat, och du kan ladda kortet online som vanligt igen.\""),
        ("user", "perfekt. ship it, I do the PR. now fika"),
        ("assistant", "Enjoy the fika! Summary of the session:\n\n- **Root cause:** `normalise_uid()` in "
                      "`app/cards/uid.py` cut every UID to 8 hex chars. The October card batch (2026-10B) has 7-byte "
                      "UIDs (14 hex chars), so the reload lookup used a shortened key and returned `card_not_found`.\n"
                      "- **Fix:** keep the full UID, accept only 4- or 7-byte UIDs, raise `ValueError` for anything else; "
                      "tests in `tests/test_uid.py`.\n- **UID format:** upper-case hex, no colons, no spaces, full length "
                      "— gatekeeper compares bytes directly.\n- **Tests:** start the test database first with "
                      "`docker compose -f compose.test.yml up -d` (postgres:16.4 on port 55432), then `make test`."),
    ],
    "facts": [
        fact("uid-truncation",
             "Online season-pass reload failed for the October 2026-10B card batch because normalise_uid() cut UIDs to "
             "8 hex chars; the new cards have 7-byte UIDs, so the cut was removed and wrong lengths are now rejected.",
             "bugfix", "assistant", ["normalise_uid", "7-byte"]),
        fact("uid-format",
             "Card UIDs in the database are always upper-case hex with no colons or spaces, full length; gatekeeper "
             "compares them byte for byte.",
             "rule", "user", ["uppercase", "colons"], remember=True),
        fact("test-db",
             "The test suite needs the test Postgres started first with docker compose -f compose.test.yml up -d "
             "(port 55432).",
             "config", "assistant", ["compose.test.yml", "55432"]),
    ],
    "optional": [
        opt("legacy-cards", "Older cards are Mifare Classic with 4-byte UIDs.", ["Mifare Classic"]),
    ],
    "questions": [
        q("Why could customers not reload season passes onto the October cards?",
          "normalise_uid cut 7-byte UIDs to 8 hex chars", ["uid-truncation"]),
        q("In what form are card UIDs stored in the database?", "uppercase hex, no colons, no spaces, full length",
          ["uid-format"]),
        q("What has to run before make test works?", "docker compose -f compose.test.yml up -d, Postgres on port 55432",
          ["test-db"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cc-passkort-pricefeed
# --------------------------------------------------------------------------------------------------

_STATIC_PY = """     1\t\"\"\"Day-ticket prices, static table per resort and season band (2025/26 season).\"\"\"
     2\t
     3\tDAY_TICKET_PRICES = {
     4\t    # resort: {band: {age_group: price_ore}}
     5\t    "TJL": {"low": {"adult": 49500, "youth": 39500, "child": 29500},
     6\t            "mid": {"adult": 56500, "youth": 45500, "child": 33500},
     7\t            "peak": {"adult": 64500, "youth": 51500, "child": 38500}},
     8\t    "HSJ": {"low": {"adult": 42500, "youth": 33500, "child": 24500},
     9\t            "mid": {"adult": 47500, "youth": 37500, "child": 27500},
    10\t            "peak": {"adult": 53500, "youth": 42500, "child": 31500}},
    11\t    "BJA": {"low": {"adult": 38500, "youth": 29500, "child": 21500},
    12\t            "mid": {"adult": 43500, "youth": 34500, "child": 24500},
    13\t            "peak": {"adult": 48500, "youth": 38500, "child": 27500}},
    14\t}
    15\t
    16\t
    17\tdef day_ticket_price(resort: str, day: date, age_group: str) -> int:
    18\t    return DAY_TICKET_PRICES[resort][season_band(day)][age_group]
"""

_CURL_DAGPRIS = """{
  "resort": "TJL",
  "currency": "SEK",
  "generated_at": "2026-11-17T02:15:09+01:00",
  "valid_until": "2026-11-18T02:15:00+01:00",
  "days": [
    {"date": "2026-12-01", "frozen": false, "base_ore": 49500,
     "factors": {"demand": 0.95, "weather": 1.0},
     "prices": {"adult": 47000, "youth": 37500, "child": 28000}},
    {"date": "2026-12-02", "frozen": false, "base_ore": 49500,
     "factors": {"demand": 0.95, "weather": 1.05},
     "prices": {"adult": 49500, "youth": 39500, "child": 29500}},
    {"date": "2026-12-03", "frozen": false, "base_ore": 49500,
     "factors": {"demand": 1.0, "weather": 1.1},
     "prices": {"adult": 54500, "youth": 43500, "child": 32500}}
  ],
  "rules_version": "2026.11.3"
}
real\t0m0.214s
"""

_DIFF_CACHE = """diff --git a/app/pricing/dagpris_cache.py b/app/pricing/dagpris_cache.py
new file mode 100644
index 0000000..5c1d9e2
--- /dev/null
+++ b/app/pricing/dagpris_cache.py
@@ -0,0 +1,58 @@
+\"\"\"Local copy of the dagpris price table; refreshed in the background, read at checkout.\"\"\"
+
+import os
+from datetime import datetime, timedelta, timezone
+
+import httpx
+
+REFRESH_EVERY = timedelta(minutes=10)
+MAX_STALE = timedelta(hours=6)
+BASE_URL = os.environ["DAGPRIS_BASE_URL"]
+RESORTS = ("TJL", "HSJ", "BJA")
+
+
+class PriceTableStale(Exception):
+    \"\"\"The cached table is older than MAX_STALE.\"\"\"
+
+
+class DagprisCache:
+    def __init__(self) -> None:
+        self._tables: dict[str, dict] = {}
+        self._fetched_at: datetime | None = None
+
+    async def refresh(self) -> None:
+        async with httpx.AsyncClient(base_url=BASE_URL, timeout=5.0) as client:
+            tables = {}
+            for resort in RESORTS:
+                r = await client.get("/v1/prices", params={"resort": resort, "days": 60})
+                r.raise_for_status()
+                tables[resort] = {d["date"]: d for d in r.json()["days"]}
+        self._tables, self._fetched_at = tables, datetime.now(timezone.utc)
+
+    def price(self, resort: str, day: str, age_group: str) -> int:
+        if self._fetched_at is None or datetime.now(timezone.utc) - self._fetched_at > MAX_STALE:
+            raise PriceTableStale(resort)
+        return self._tables[resort][day]["prices"][age_group]
diff --git a/app/main.py b/app/main.py
@@ -41,6 +41,9 @@ async def lifespan(app: FastAPI):
     await db.connect()
+    await dagpris_cache.refresh()
+    scheduler.add_job(dagpris_cache.refresh, "interval", minutes=10, id="dagpris-refresh",
+                      max_instances=1, coalesce=True)
     scheduler.start()
diff --git a/app/routes/checkout.py b/app/routes/checkout.py
@@ -77,7 +77,11 @@ async def quote_day_ticket(body: DayTicketIn):
-    price = day_ticket_price(body.resort, body.day, body.age_group)
+    try:
+        price = dagpris_cache.price(body.resort, body.day.isoformat(), body.age_group)
+    except PriceTableStale:
+        log.warning("dagpris table stale, falling back to static table")
+        price = day_ticket_price(body.resort, body.day, body.age_group)
"""

_PYTEST_PRICE = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
collected 231 items

tests/test_auth.py ..........                                            [  4%]
tests/test_cards.py ..............................                       [ 17%]
tests/test_checkout.py ................................................  [ 38%]
tests/test_dagpris_cache.py ............                                 [ 43%]
tests/test_import_cards.py ........                                      [ 46%]
tests/test_reload.py ........                                            [ 50%]
tests/test_reports.py ..........................                         [ 61%]
tests/test_season_pass.py ...................................            [ 76%]
tests/test_uid.py ...........                                            [ 81%]
tests/test_vouchers.py ...........................................       [100%]

============================= 231 passed in 27.02s =============================
"""

S_PRICEFEED = {
    "id": "h65-cc-passkort-pricefeed",
    "project": PASS,
    "start": datetime(2026, 11, 17, 13, 5, 0),
    "about": "dagpris prices into checkout: three options picked by a bare '2'; the user overrides the static-table "
             "fallback in a long message that also holds a keep-in-mind about URLs and a typo fix",
    "steps": [
        ("user", "hej. dagpris from majas team is ready in staging now. we need to use their price in checkout for day "
                 "tickets instead of our static table. what are the options? their staging is "
                 "http://dagpris.stg.norrfjall.internal:8087"),
        tool("Read", {"file_path": f"{PASS}/app/pricing/static.py"}, _STATIC_PY),
        bash("time curl -s 'http://dagpris.stg.norrfjall.internal:8087/v1/prices?resort=TJL&from=2026-12-01&to=2026-12-03'"
             " | jq .", _CURL_DAGPRIS),
        ("assistant", "Today checkout reads `DAY_TICKET_PRICES` in `app/pricing/static.py` (last season's table, prices in "
                      "öre). dagpris answers with a per-day table per resort, already in öre, and says "
                      "`valid_until` one day ahead — it recomputes nightly.\n\nThree ways to wire it in:\n\n"
                      "1. **Call dagpris on every checkout.** Always the freshest price, simplest code. But checkout now "
                      "depends on dagpris being up: if it is down or slow, we sell no day tickets. Adds ~200 ms per "
                      "quote.\n2. **Keep a local cache of the price table.** A background job fetches the next 60 days "
                      "for all three resorts and checkout reads from memory. dagpris can be down for hours without "
                      "anyone noticing; the price can lag the newest recompute by at most the refresh interval.\n"
                      "3. **dagpris pushes to us.** A webhook on each recompute; we store the table in Postgres. Nice "
                      "in theory, but it needs work in Maja's service and a retry story for missed pushes.\n\n"
                      "I'd go with 2, since dagpris only recomputes once a night anyway."),
        ("user", "2"),
        ("assistant", "Going with the cache. Plan: `app/pricing/dagpris_cache.py`, refreshed every 10 minutes by the "
                      "APScheduler we already run, base URL from a new env var `DAGPRIS_BASE_URL`. If the table is older "
                      "than 6 hours I'll fall back to the static table and log a warning."),
        tool("Write", {"file_path": f"{PASS}/app/pricing/dagpris_cache.py", "content": "..."},
             "File created successfully at: /home/linnea/src/passkort-api/app/pricing/dagpris_cache.py"),
        bash("git diff HEAD --stat && git diff HEAD", _DIFF_CACHE),
        ("user", "looks ok mostly. a few things. the refresh every 10 min is fine. but for stale more than 6 hours, do "
                 "NOT fall back to the static table, that one is from last season and the prices are wrong now, we "
                 "would sell at the wrong price and then finance is on me. instead block day ticket sales online and "
                 "show the 'buy your ticket at the ticket office' banner, the one we have for when the payment provider "
                 "is down. and keep in mind for next time: staging dagpris is on port 8087 like above but prod is behind "
                 "the gateway at https://api.norrfjall.example/dagpris, no port — never hardcode the staging one "
                 "anywhere, only through the env var. also while you are there the banner has a typo 'tcket', fix that "
                 "pls"),
        ("assistant", "Got it:\n\n- stale > 6 hours → raise, the checkout route returns `503` with "
                      "`code=day_tickets_offline` and the frontend shows the existing \"buy your ticket at the ticket "
                      "office\" banner; no static-table fallback;\n- `DAGPRIS_BASE_URL` is the only place the URL "
                      "lives (staging `http://dagpris.stg.norrfjall.internal:8087`, prod "
                      "`https://api.norrfjall.example/dagpris`), I'll put both in `deploy/*/env` and nothing in code;\n"
                      "- typo fixed.\n\nI'll keep the static table module for now since season-pass pricing still imports "
                      "`season_band` from it."),
        tool("Edit", {"file_path": f"{PASS}/app/routes/checkout.py",
                      "old_string": "        log.warning(\"dagpris table stale, falling back to static table\")\n"
                                    "        price = day_ticket_price(body.resort, body.day, body.age_group)",
                      "new_string": "        log.error(\"dagpris table stale, day tickets offline\")\n"
                                    "        raise HTTPException(503, detail={\"code\": \"day_tickets_offline\"})"},
             "The file app/routes/checkout.py has been updated."),
        bash("grep -rn 'tcket' web/ app/ ; sed -i 's/Buy your tcket/Buy your ticket/' web/src/banners/offline.ts && "
             "grep -rn 'DAGPRIS_BASE_URL' deploy/",
             "web/src/banners/offline.ts:4:  text: \"Buy your tcket at the ticket office\",\n"
             "deploy/staging/env:19:DAGPRIS_BASE_URL=http://dagpris.stg.norrfjall.internal:8087\n"
             "deploy/prod/env:19:DAGPRIS_BASE_URL=https://api.norrfjall.example/dagpris"),
        bash("make test", _PYTEST_PRICE),
        ("assistant", "231 passed, 12 of them new in `tests/test_dagpris_cache.py` (refresh, stale → 503, missing day, "
                      "unknown age group).\n\nWhile writing the tests I noticed we could also show the guest *why* a "
                      "price is higher (dagpris sends `factors.weather` / `factors.demand`) — a small \"high demand\" "
                      "tag at checkout. Just an idea for later."),
        ("user", "hm maybe, marketing decides that. ok I push"),
        ("assistant", "Done. Recap: checkout reads day-ticket prices from a local cache of the dagpris table "
                      "(refreshed every 10 minutes); older than 6 hours → online day-ticket sales blocked with the "
                      "ticket-office banner; URL only via `DAGPRIS_BASE_URL` (staging port 8087, prod "
                      "`https://api.norrfjall.example/dagpris`)."),
    ],
    "facts": [
        fact("price-cache",
             "Checkout reads day-ticket prices from a local cache of the dagpris price table refreshed every 10 minutes "
             "(option 2), not a call to dagpris on every checkout.",
             "decision", "user", ["cache", "10 minutes"]),
        fact("stale-block",
             "If the cached dagpris table is older than 6 hours, online day-ticket sales are blocked (503 "
             "day_tickets_offline) and the ticket-office banner is shown; no fallback to the static table, whose prices "
             "are last season's.",
             "decision", "user", ["6 hours", "ticket office"]),
        fact("dagpris-urls",
             "dagpris staging is http://dagpris.stg.norrfjall.internal:8087 and prod is "
             "https://api.norrfjall.example/dagpris; never hardcode the staging URL, only set it through the env var.",
             "rule", "user", ["8087", "api.norrfjall.example/dagpris"], remember=True),
        fact("dagpris-env",
             "The dagpris base URL is configured with the env var DAGPRIS_BASE_URL (deploy/staging/env, deploy/prod/env).",
             "config", "assistant", ["DAGPRIS_BASE_URL"]),
    ],
    "optional": [
        opt("static-kept", "app/pricing/static.py stays because season-pass pricing imports season_band from it.",
            ["season_band"]),
    ],
    "questions": [
        q("How does checkout get day-ticket prices from dagpris?", "local cache of the price table refreshed every 10 minutes",
          ["price-cache"]),
        q("What happens at checkout when the dagpris table is more than 6 hours old?",
          "online day-ticket sales blocked, ticket office banner, no static table fallback", ["stale-block"]),
        q("What is the prod URL of dagpris?", "https://api.norrfjall.example/dagpris", ["dagpris-urls"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cc-gate-crosscompile
# --------------------------------------------------------------------------------------------------

_SSH_UNAME = """aarch64
ldd (Debian GLIBC 2.31-13+deb11u11) 2.31
Copyright (C) 2020 Free Software Foundation, Inc.
PRETTY_NAME="Debian GNU/Linux 11 (bullseye)"
gatekeeper 0.8.4 (rev 3e91c07)
"""

_CROSS_FAIL = """info: downloading component 'rust-std' for 'aarch64-unknown-linux-gnu'
Unable to find image 'ghcr.io/cross-rs/aarch64-unknown-linux-gnu:0.2.5' locally
0.2.5: Pulling from cross-rs/aarch64-unknown-linux-gnu
WARNING: The requested image's platform (linux/amd64) does not match the detected host platform (linux/arm64/v8)
Status: Downloaded newer image for ghcr.io/cross-rs/aarch64-unknown-linux-gnu:0.2.5
   Compiling libc v0.2.161
   Compiling proc-macro2 v1.0.89
   Compiling pkg-config v0.3.31
   Compiling serde v1.0.214
   Compiling tokio v1.41.0
   Compiling rusqlite v0.32.1
   Compiling pcsc-sys v1.2.1
error: failed to run custom build command for `pcsc-sys v1.2.1`

Caused by:
  process didn't exit successfully: `/target/release/build/pcsc-sys-8e1f0a2b7c3d4e5f/build-script-build` (exit status: 101)
  --- stderr
  thread 'main' panicked at /cargo/registry/src/index.crates.io-6f17d22bba15001f/pcsc-sys-1.2.1/build.rs:40:9:
  called `Result::unwrap()` on an `Err` value: pkg-config has not been configured to support cross-compilation.

  Install a sysroot for the target platform and configure it via
  PKG_CONFIG_SYSROOT_DIR and PKG_CONFIG_PATH, or install a
  cross-compiling wrapper for pkg-config and set it via
  PKG_CONFIG environment variable.
  Package libpcsclite was not found in the pkg-config search path.
  note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
warning: build failed, waiting for other jobs to finish...

real\t11m42.318s
"""

_ZIG_OK = """   Compiling pcsc-sys v1.2.1
   Compiling pcsc v2.8.2
   Compiling rusqlite v0.32.1
   Compiling gatekeeper-proto v0.3.0 (/home/oskar/dev/gatekeeper/crates/proto)
   Compiling gatekeeper-reader v0.9.0 (/home/oskar/dev/gatekeeper/crates/reader)
   Compiling gatekeeper-sync v0.9.0 (/home/oskar/dev/gatekeeper/crates/sync)
   Compiling gatekeeper v0.9.0 (/home/oskar/dev/gatekeeper)
    Finished `release` profile [optimized] target(s) in 1m 38s
$ file target/aarch64-unknown-linux-gnu/release/gatekeeper
target/aarch64-unknown-linux-gnu/release/gatekeeper: ELF 64-bit LSB pie executable, ARM aarch64, version 1 (SYSV), dynamically linked, interpreter /lib/ld-linux-aarch64.so.1, for GNU/Linux 3.7.0, stripped
$ objdump -T target/aarch64-unknown-linux-gnu/release/gatekeeper | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -3
GLIBC_2.28
GLIBC_2.29
GLIBC_2.30
"""

_MAKEFILE_DIFF = """diff --git a/Makefile b/Makefile
index a04c2d1..e7b9f30 100644
--- a/Makefile
+++ b/Makefile
@@ -1,9 +1,19 @@
-.PHONY: test lint release
+.PHONY: test lint release-arm sysroot
+
+TARGET := aarch64-unknown-linux-gnu.2.31
+SYSROOT := $(CURDIR)/sysroot
 
 test:
 \tcargo test --workspace
 
 lint:
 \tcargo clippy --workspace -- -D warnings
 
-release:
-\tcross build --release --target aarch64-unknown-linux-gnu
+sysroot:
+\tmkdir -p $(SYSROOT)/lib
+\tscp gk-bench-01:/usr/lib/aarch64-linux-gnu/libpcsclite.so.1.0.0 $(SYSROOT)/lib/
+\tln -sf libpcsclite.so.1.0.0 $(SYSROOT)/lib/libpcsclite.so
+
+release-arm: sysroot
+\tPCSC_LIB_DIR=$(SYSROOT)/lib PCSC_LIB_NAME=pcsclite cargo zigbuild --release --target $(TARGET)
+\tmkdir -p dist && cp target/aarch64-unknown-linux-gnu/release/gatekeeper dist/gatekeeper-$$(cargo pkgid | cut -d'#' -f2)-aarch64
"""

S_CROSS = {
    "id": "h65-cc-gate-crosscompile",
    "project": GATE,
    "start": datetime(2026, 11, 10, 9, 40, 0),
    "about": "building the reader release on a new M3 Mac: user first picks cross, it fails on libpcsclite and he "
             "switches to cargo-zigbuild; glibc 2.31 found on the bench reader; 'this goes for every session' signing rule",
    "steps": [
        ("user", "need a release build for the readers with the whitelist fix. old laptop died, new one is mac m3. how "
                 "do i build for the GK-3 now"),
        ("assistant", "Let me check what the readers actually run first, so the binary links against the right glibc."),
        bash("ssh gk-bench-01 'uname -m; ldd --version | head -2; grep PRETTY /etc/os-release; gatekeeper --version'",
             _SSH_UNAME),
        ("assistant", "The GK-3 is aarch64, Debian 11 (bullseye), glibc 2.31. So the binary must not need any glibc "
                      "symbol newer than 2.31. Options from an M3 Mac:\n\n1. **cross** (`cross build`) — Docker image with "
                      "a cross toolchain. On Apple silicon the images are amd64, so they run under emulation.\n"
                      "2. **cargo-zigbuild** — uses zig as the linker, no Docker, and lets you pin the glibc version in "
                      "the target name (`aarch64-unknown-linux-gnu.2.31`).\n3. **Build on the bench reader** natively — "
                      "simplest, but a release build on that CPU takes ~25 minutes.\n\nThe tricky bit for 1 and 2 is "
                      "`pcsc-sys`, which links libpcsclite."),
        ("user", "cross, we used that before, the Makefile has it already"),
        bash("time make release", _CROSS_FAIL),
        ("assistant", "It failed after almost 12 minutes (most of it pulling and running the amd64 image under "
                      "emulation): `pcsc-sys` can't find `libpcsclite` because the stock cross image has no arm64 "
                      "pcsclite dev package. We could write a custom `Cross.toml` + Dockerfile that installs "
                      "`libpcsclite-dev:arm64` into the image — that usually works."),
        ("user", "meh. docker desktop on this mac is slow like syrup anyway. forget cross, go with zigbuild"),
        ("assistant", "OK, switching to cargo-zigbuild. For pcsc-sys I'll avoid pkg-config: it honours `PCSC_LIB_DIR` / "
                      "`PCSC_LIB_NAME`, so I'll copy `libpcsclite.so` off the bench reader into a local `sysroot/` and "
                      "point it there."),
        bash("brew install zig && cargo install --locked cargo-zigbuild && rustup target add aarch64-unknown-linux-gnu "
             "&& mkdir -p sysroot/lib && scp gk-bench-01:/usr/lib/aarch64-linux-gnu/libpcsclite.so.1.0.0 sysroot/lib/ "
             "&& ln -sf libpcsclite.so.1.0.0 sysroot/lib/libpcsclite.so && echo ok",
             "==> Pouring zig--0.13.0.arm64_sonoma.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/zig/0.13.0: 2,118 files\n"
             "  Installed package `cargo-zigbuild v0.19.4` (executable `cargo-zigbuild`)\n"
             "info: component 'rust-std' for target 'aarch64-unknown-linux-gnu' is up to date\n"
             "libpcsclite.so.1.0.0                          100%   58KB   2.1MB/s   00:00\nok"),
        bash("PCSC_LIB_DIR=$PWD/sysroot/lib PCSC_LIB_NAME=pcsclite cargo zigbuild --release "
             "--target aarch64-unknown-linux-gnu.2.31 && file target/aarch64-unknown-linux-gnu/release/gatekeeper && "
             "objdump -T target/aarch64-unknown-linux-gnu/release/gatekeeper | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -3",
             _ZIG_OK),
        ("assistant", "Built in 1m 38s, and the newest glibc symbol the binary needs is GLIBC_2.30 — fine on the "
                      "readers' 2.31. Want me to replace the `release` target in the Makefile?"),
        ("user", "ja, call it release-arm. and sysroot/ into .gitignore"),
        tool("Edit", {"file_path": f"{GATE}/Makefile", "old_string": "release:\n\tcross build --release --target "
                      "aarch64-unknown-linux-gnu", "new_string": "release-arm: sysroot\n\t..."},
             "The file Makefile has been updated."),
        bash("echo 'sysroot/' >> .gitignore && git diff", _MAKEFILE_DIFF),
        bash("scp dist/gatekeeper-0.9.0-aarch64 gk-bench-01:/tmp/ && ssh gk-bench-01 '/tmp/gatekeeper-0.9.0-aarch64 "
             "--version && /tmp/gatekeeper-0.9.0-aarch64 selftest --reader'",
             "gatekeeper 0.9.0 (rev 5a0d2be)\nselftest: config ok (/etc/gatekeeper/gatekeeper.toml)\n"
             "selftest: whitelist ok (/var/lib/gatekeeper/whitelist.db, 18734 entries)\n"
             "selftest: reader ok (NX-220, firmware 2.4.1, 1 slot)\nselftest: PASS"),
        ("user", "bra. this goes for every session: release binaries get signed with minisign before they go anywhere. "
                 "key is ~/keys/gk-release.key, the readers check against /etc/gatekeeper/release.pub and refuse "
                 "anything unsigned. so no binary leaves this laptop without the .minisig next to it"),
        ("assistant", "Noted as a standing rule for gatekeeper releases: sign with minisign using `~/keys/gk-release.key`; "
                      "the readers verify against `/etc/gatekeeper/release.pub`. I'll add the signing step to "
                      "`release-arm` so it can't be forgotten."),
        bash("printf '\\t'\"minisign -S -s ~/keys/gk-release.key -m dist/gatekeeper-$$(cargo pkgid | cut -d'#' -f2)-aarch64\" "
             ">> Makefile && make release-arm 2>&1 | tail -4 && ls dist/",
             "    Finished `release` profile [optimized] target(s) in 0.41s\n"
             "Password:\nDeriving a key from the password and decrypting the secret key... done\n"
             "gatekeeper-0.9.0-aarch64\ngatekeeper-0.9.0-aarch64.minisig"),
        ("user", "nice. tack"),
        ("assistant", "Summary:\n- Reader releases are now built with `make release-arm`: cargo-zigbuild, target "
                      "`aarch64-unknown-linux-gnu.2.31` (readers are Debian 11, glibc 2.31), libpcsclite from "
                      "`sysroot/` (copied off gk-bench-01) via `PCSC_LIB_DIR`.\n- cross was dropped: its image lacks "
                      "libpcsclite and Docker on the M3 is slow.\n- Every release binary is signed with minisign "
                      "(`~/keys/gk-release.key`), `.minisig` written next to it in `dist/`."),
    ],
    "facts": [
        fact("zigbuild",
             "Reader releases are built with cargo-zigbuild for aarch64-unknown-linux-gnu.2.31, not cross: cross's image "
             "lacks libpcsclite and Docker on the M3 Mac is slow.",
             "decision", "user", ["cargo-zigbuild"]),
        fact("reader-glibc", "The GK-3 readers run Debian 11 (bullseye) on aarch64 with glibc 2.31.",
             "config", "assistant", ["2.31", "aarch64"]),
        fact("release-arm",
             "make release-arm builds the reader release into dist/, linking libpcsclite from sysroot/ (copied off "
             "gk-bench-01) via PCSC_LIB_DIR.",
             "config", "assistant", ["release-arm"]),
        fact("minisign",
             "Every gatekeeper release binary must be signed with minisign using ~/keys/gk-release.key; readers verify "
             "against /etc/gatekeeper/release.pub and refuse unsigned binaries.",
             "rule", "user", ["minisign", "gk-release.key"], remember=True),
    ],
    "optional": [
        opt("pcsc-env", "pcsc-sys is pointed at the library with PCSC_LIB_DIR and PCSC_LIB_NAME=pcsclite.",
            ["PCSC_LIB_DIR"]),
        opt("reader-model", "The readers have NX-220 RFID readers, firmware 2.4.1.", ["NX-220"]),
    ],
    "questions": [
        q("How do we build gatekeeper for the readers?", "make release-arm, cargo-zigbuild, aarch64-unknown-linux-gnu.2.31",
          ["zigbuild", "release-arm"]),
        q("Which glibc version do the gate readers have?", "2.31, Debian 11", ["reader-glibc"]),
        q("How must a release binary be signed before it leaves the laptop?", "minisign with ~/keys/gk-release.key",
          ["minisign"]),
    ],
}

SESSIONS = [S_RELOAD, S_PRICEFEED, S_CROSS]
