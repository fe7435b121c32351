"""h65 Codex sessions, part a (Norrfjäll Resorts).

passkort-api (Linnea): closure compensation for season-pass holders; a day of small chores (nothing durable).
gatekeeper (Oskar): gates rejecting everyone after a power cut."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PASS = "/home/linnea/src/passkort-api"
GATE = "/home/oskar/dev/gatekeeper"

# --------------------------------------------------------------------------------------------------
# h65-cx-passkort-refunds
# --------------------------------------------------------------------------------------------------

_RG_VOUCHER = """app/vouchers/models.py:9:class Voucher(Base):
app/vouchers/models.py:10:    __tablename__ = "vouchers"
app/vouchers/models.py:12:    id: Mapped[int] = mapped_column(primary_key=True)
app/vouchers/models.py:13:    code: Mapped[str] = mapped_column(String(24), unique=True)
app/vouchers/models.py:14:    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id"))
app/vouchers/models.py:15:    amount_ore: Mapped[int]
app/vouchers/models.py:16:    reason: Mapped[str] = mapped_column(String(32))   # "goodwill", "campaign", ...
app/vouchers/models.py:17:    expires_at: Mapped[datetime]
app/vouchers/models.py:18:    redeemed_at: Mapped[datetime | None]
app/vouchers/service.py:21:def issue_voucher(db, customer_id: int, amount_ore: int, reason: str, prefix: str = "NFJ-",
app/vouchers/service.py:22:                  valid_days: int = 180) -> Voucher:
app/vouchers/service.py:40:def redeem(db, code: str, order: Order) -> int:
app/routes/vouchers.py:18:@router.post("/v1/vouchers", status_code=201)
app/routes/vouchers.py:19:async def create_voucher(body: VoucherIn, idempotency_key: str = Header(alias="Idempotency-Key"),
app/routes/topups.py:22:@router.post("/v1/cards/{uid}/topup", status_code=201)
app/routes/topups.py:23:async def topup(uid: str, body: TopupIn, idempotency_key: str = Header(alias="Idempotency-Key"),
app/psp/kassaflow.py:88:    # refund fee: 2.90 SEK per refund, see contract 2025-04
migrations/versions/0031_vouchers.py:14:    op.create_table("vouchers",
"""

_ALEMBIC_HISTORY = """0042_reload_audit -> 0043_card_uid_len (head), widen card_uid for 7-byte UIDs
0041_checkout_idempotency -> 0042_reload_audit, reload audit log
0040_season_pass_resort -> 0041_checkout_idempotency, idempotency keys for checkout
0039_products_age_groups -> 0040_season_pass_resort, home resort on season passes
"""

_PATCH = """Success. Updated the following files:
A migrations/versions/0044_closure_periods.py
A app/compensation/__init__.py
A app/compensation/models.py
A app/compensation/service.py
A app/routes/compensation.py
M app/vouchers/service.py
A tests/test_compensation.py
"""

_PYTEST_DUP = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
collected 14 items

tests/test_compensation.py ............F.                                [100%]

=================================== FAILURES ===================================
______________________ test_job_rerun_issues_no_second_voucher ______________________

db = <sqlalchemy.orm.session.Session object at 0x7f3a1c2e9b50>, closed_period = <ClosurePeriod 7 BJA 2026-12-01..2026-12-06>

    def test_job_rerun_issues_no_second_voucher(db, closed_period):
        run_compensation(db, closed_period)
        run_compensation(db, closed_period)
>       assert db.scalar(select(func.count()).select_from(Voucher).where(Voucher.reason == "closure")) == 3
E       assert 6 == 3

tests/test_compensation.py:141: AssertionError
=========================== short test summary info ============================
FAILED tests/test_compensation.py::test_job_rerun_issues_no_second_voucher - assert 6 == 3
========================= 1 failed, 13 passed in 2.18s =========================
"""

_PYTEST_OK = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
collected 233 items

tests/test_auth.py ..........                                            [  4%]
tests/test_cards.py ..............................                       [ 17%]
tests/test_checkout.py ........................................          [ 34%]
tests/test_compensation.py ..............                                [ 40%]
tests/test_import_cards.py ........                                      [ 43%]
tests/test_reload.py ........                                            [ 47%]
tests/test_reports.py ..........................                         [ 58%]
tests/test_season_pass.py ...................................            [ 73%]
tests/test_uid.py ...........                                            [ 77%]
tests/test_vouchers.py ..................................................  [100%]

============================= 233 passed in 25.87s =============================
"""

S_REFUNDS = {
    "id": "h65-cx-passkort-refunds",
    "project": PASS,
    "start": datetime(2026, 11, 9, 10, 15, 0),
    "about": "closure compensation: pasted finance mail with outdated numbers (7 days, pro-rata cash) that the user "
             "corrects; assistant's extra email proposal declined; double-voucher bug; a 'note for the future' rule",
    "steps": [
        ("user", "hej. new thing from finance, pasting Ingrids mail:\n\n"
                 "---\nFrom: Ingrid (Finance)\nSubject: Compensation when resorts close\n\nHi Linnea,\nfollowing the "
                 "discussion, season pass holders shall get compensation if their home resort is closed 7 consecutive "
                 "days or more because of lack of snow or storm. My proposal: a pro-rata cash refund to the card used at "
                 "purchase, calculated per closed day (pass price / 120 season days). Can the system do this by 1 Dec?\n"
                 "Best, Ingrid\n---\n\nso this mail is from before the board meeting. two things changed on thursday: "
                 "it is 5 consecutive days, not 7. and we do NOT do pro rata cash per day, customer service would drown "
                 "in questions and the PSP takes 2.90 kr for every refund. instead a fixed voucher of 250 kr on the "
                 "customer account per closure period. can you look how vouchers work today and propose the model"),
        shell("rg -n 'voucher|Idempotency|refund fee' app/ migrations/ | head -40", _RG_VOUCHER),
        shell("alembic history | head -4", _ALEMBIC_HISTORY),
        ("assistant", "Vouchers already exist (`app/vouchers`): code, customer, amount in öre, reason, expiry; "
                      "`issue_voucher()` takes a prefix (default `NFJ-`) and `valid_days` (default 180). The money routes "
                      "(`/v1/vouchers`, `/v1/cards/{uid}/topup`) require an `Idempotency-Key` header.\n\nProposed model:\n\n"
                      "- `closure_periods` table: resort, first_day, last_day, reason (snow/storm), entered by lift ops "
                      "in the admin UI.\n- A job that, for every closure period of **5 consecutive days** or more, "
                      "issues one voucher of 25 000 öre (250 kr) with reason `closure` to every customer with an active "
                      "season pass whose home resort is that resort.\n- Voucher codes `KOMP-XXXX-XXXX`, valid 365 days, so "
                      "they are clearly different from marketing's `NFJ-` codes.\n- On top of that I'd add an email "
                      "to each customer through a queue (\"your resort was closed, here is your code\") and an SMS for "
                      "those without email.\n\nMigration `0044_closure_periods`."),
        ("user", "KOMP- yes. 365 days ok. no email and sms stuff now, marketing sends that from their own tool, they "
                 "will want to write the text themselves. go"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: migrations/versions/0044_closure_periods.py\n...\n"
              "*** End Patch\nEOF", _PATCH),
        shell(".venv/bin/pytest -q tests/test_compensation.py", _PYTEST_DUP),
        ("assistant", "Good that I wrote the rerun test: if the job runs twice for the same closure period (a retry, or "
                      "someone clicking \"run\" again in the admin), every customer gets a second voucher. Fix: a "
                      "`closure_period_id` column on vouchers with a unique constraint on `(customer_id, "
                      "closure_period_id)`, and the job uses `INSERT ... ON CONFLICT DO NOTHING`."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: migrations/versions/0044_closure_periods.py\n"
              "@@\n+    op.add_column(\"vouchers\", sa.Column(\"closure_period_id\", sa.Integer, "
              "sa.ForeignKey(\"closure_periods.id\"), nullable=True))\n+    op.create_unique_constraint("
              "\"uq_voucher_customer_closure\", \"vouchers\", [\"customer_id\", \"closure_period_id\"])\n"
              "*** End Patch\nEOF && make test",
              "Success. Updated the following files:\nM migrations/versions/0044_closure_periods.py\n"
              "M app/compensation/service.py\n" + _PYTEST_OK),
        ("user", "good catch. note for the future: anything that moves money or value, refunds, vouchers, top ups, "
                 "compensation, must take an Idempotency-Key header and we keep the key 48h. we had double top-ups in "
                 "black friday 2024, never again. so the manual 'run compensation' endpoint needs it too"),
        ("assistant", "Noted for passkort-api: every endpoint that moves money or value takes an `Idempotency-Key` "
                      "header, keys kept 48 h. Adding it to `POST /v1/admin/closure-periods/{id}/compensate`, "
                      "reusing the `idempotency_keys` table from migration 0041."),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: app/routes/compensation.py\n@@\n"
              "-async def compensate(period_id: int, db: Session = Depends(get_db)):\n"
              "+async def compensate(period_id: int, idempotency_key: str = Header(alias=\"Idempotency-Key\"),\n"
              "+                     db: Session = Depends(get_db)):\n*** End Patch\nEOF && .venv/bin/pytest -q "
              "tests/test_compensation.py",
              "Success. Updated the following files:\nM app/routes/compensation.py\n.............."
              "..                                                     [100%]\n16 passed in 2.31s"),
        ("user", "tack! I answer Ingrid"),
        ("assistant", "Summary:\n- Compensation: closure of **5 consecutive days** or more → one fixed **250 kr "
                      "voucher** per season-pass holder of that home resort (no pro-rata cash refund: customer "
                      "service load and the PSP's 2.90 kr per refund).\n- Codes `KOMP-XXXX-XXXX`, valid **365 days**.\n"
                      "- Unique `(customer_id, closure_period_id)` stops double vouchers when the job reruns.\n- "
                      "`Idempotency-Key` is now required on the compensate endpoint as on every money endpoint.\n- "
                      "Migration `0044_closure_periods`."),
    ],
    "facts": [
        fact("comp-voucher",
             "Closure compensation is a fixed 250 kr voucher on the customer account per closure period.",
             "decision", "user", ["voucher", "250 kr"]),
        fact("no-pro-rata",
             "Pro-rata cash refunds per closed day were rejected: customer service would drown in questions and the "
             "PSP charges 2.90 kr per refund.",
             "decision", "user", ["pro rata", "2.90"]),
        fact("comp-threshold",
             "Compensation applies when a home resort is closed 5 consecutive days or more (the board changed it from "
             "7 in Ingrid's mail).",
             "fact", "user", ["5 consecutive days"]),
        fact("komp-codes", "Compensation voucher codes have the prefix KOMP- and are valid 365 days.",
             "config", "user", ["KOMP", "365"]),
        fact("idempotency",
             "Every endpoint that moves money or value (refunds, vouchers, top-ups, compensation) must take an "
             "Idempotency-Key header; keys are kept 48 h.",
             "rule", "user", ["Idempotency-Key"], remember=True),
    ],
    "optional": [
        opt("dup-constraint",
            "Vouchers have a unique constraint on (customer_id, closure_period_id) so a rerun of the job issues no "
            "second voucher.", ["closure_period_id"]),
    ],
    "questions": [
        q("How are season-pass holders compensated when their resort closes?", "fixed 250 kr voucher on the customer account",
          ["comp-voucher"]),
        q("Why no pro-rata cash refunds for closures?", "customer service would drown, PSP takes 2.90 kr per refund",
          ["no-pro-rata"]),
        q("How many closed days trigger compensation?", "5 consecutive days", ["comp-threshold"]),
        q("Which header must money-moving endpoints require?", "Idempotency-Key, kept 48h", ["idempotency"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cx-passkort-chores (nothing durable)
# --------------------------------------------------------------------------------------------------

_DAILY_PY = """    31	def daily_sales(db, day: date) -> list[dict]:
    32	    tmp_res = db.execute(text(\"\"\"
    33	        select resort, product_code, count(*) n, sum(amount_ore) ore
    34	        from orders where paid_at::date = :day and status = 'paid'
    35	        group by resort, product_code order by resort, product_code\"\"\"), {"day": day}).all()
    36	    out = []
    37	    for r in tmp_res:
    38	        out.append({"resort": r.resort, "product": r.product_code, "count": r.n, "sek": r.ore / 100})
    39	    tmp_res2 = [x for x in out if x["count"] > 0]
    40	    return tmp_res2
"""

_PYTEST_REPORTS = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
collected 26 items

tests/test_reports.py ..........................                         [100%]

============================== 26 passed in 1.94s ==============================
"""

_GITLOG_BANNER = """commit 41f0c9e2a7b3d5e8c1f4a6b9d2e7c0a3f5b8d1e4
Author: Linnea <linnea@norrfjall.example>
Date:   Tue Nov 17 15:48:12 2026 +0100

    checkout: dagpris cache, block day tickets when stale, fix banner typo

 app/main.py                   |  3 +
 app/pricing/dagpris_cache.py  | 58 ++++++
 app/routes/checkout.py        | 11 +-
 deploy/prod/env               |  1 +
 deploy/staging/env            |  1 +
 tests/test_dagpris_cache.py   | 96 ++++++++++
 web/src/banners/offline.ts    |  2 +-
"""

S_CHORES = {
    "id": "h65-cx-passkort-chores",
    "project": PASS,
    "start": datetime(2026, 11, 24, 13, 30, 0),
    "about": "nothing durable: rename a variable, run the report tests, explain a regex, first-snow chatter, a 'do you "
             "remember' question answered from git log then 'never mind', 'always fun' sarcasm",
    "steps": [
        ("user", "hej, only small things today. in app/reports/daily.py there is tmp_res and tmp_res2, rename to "
                 "something a human can read"),
        shell("nl -ba app/reports/daily.py | sed -n 31,40p", _DAILY_PY),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: app/reports/daily.py\n@@\n"
              "-    tmp_res = db.execute(text(\"\"\"\n+    rows = db.execute(text(\"\"\"\n@@\n-    for r in tmp_res:\n"
              "+    for r in rows:\n@@\n-    tmp_res2 = [x for x in out if x[\"count\"] > 0]\n-    return tmp_res2\n"
              "+    return [line for line in out if line[\"count\"] > 0]\n*** End Patch\nEOF",
              "Success. Updated the following files:\nM app/reports/daily.py"),
        ("assistant", "Renamed `tmp_res` → `rows` and folded `tmp_res2` into the return (`line` for each entry). "
                      "Behaviour is unchanged."),
        ("user", "run the report tests"),
        shell(".venv/bin/pytest tests/test_reports.py", _PYTEST_REPORTS),
        ("assistant", "26 passed."),
        ("user", "always fun, this reports code. who wrote it. (me, 2021). ok what does this regex do, from "
                 "app/cards/print.py: r'^(?:[0-9A-F]{2}){4}(?:[0-9A-F]{6})?$'"),
        ("assistant", "It matches a whole string (`^...$`) of upper-case hex: first exactly four pairs of hex digits "
                      "(8 characters), then optionally six more hex digits. So it accepts exactly 8 or 14 upper-case "
                      "hex characters — a 4-byte or a 7-byte card UID with no separators. Lower case or colons would "
                      "not match."),
        ("user", "ah ok makes sense. btw first snow in Tjärnliden this morning!! 40 cm. everybody in the office is "
                 "looking out the window instead of working"),
        ("assistant", "40 cm on the first real snowfall is a great start — hope someone gets a few turns in before the "
                      "lifts open!"),
        ("user", "haha, maybe on saturday. do you remember what we did with the offline banner last week?"),
        ("assistant", "I don't keep memory between sessions, but the git history will say. Let me look."),
        shell("git log -1 --stat --grep banner", _GITLOG_BANNER),
        ("user", "never mind, I found it in the PR anyway. that's all, tack!"),
        ("assistant", "Hej då! The rename in `app/reports/daily.py` is ready to commit whenever you are."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

# --------------------------------------------------------------------------------------------------
# h65-cx-gate-offline
# --------------------------------------------------------------------------------------------------

_JOURNAL = """-- Journal begins at Sat 2026-10-31 07:58:12 CET. --
Oct 31 07:58:12 bja-b2-a kernel: Booting Linux on physical CPU 0x0000000000 [0x410fd083]
Oct 31 07:58:14 bja-b2-a systemd[1]: Started Gatekeeper RFID gate daemon.
Oct 31 07:58:14 bja-b2-a gatekeeper[412]: gatekeeper 0.8.4 starting, config_version=12
Oct 31 07:58:14 bja-b2-a gatekeeper[412]: rtc: hwclock 2026-10-31 07:58:14 CET (battery ok)
Oct 31 07:58:14 bja-b2-a gatekeeper[412]: whitelist: opened /run/gatekeeper/whitelist.db (0 entries)
Oct 31 07:58:14 bja-b2-a gatekeeper[412]: reader: NX-220 ready, poll_timeout_ms=200
Oct 31 07:58:15 bja-b2-a gatekeeper[412]: sync: upstream https://passkort.norrfjall.internal unreachable (dns: no route)
Oct 31 07:58:15 bja-b2-a chronyd[398]: No suitable source for synchronisation
Oct 31 07:58:45 bja-b2-a gatekeeper[412]: sync: retry in 60s
Oct 31 08:30:02 bja-b2-a gatekeeper[412]: deny uid=045B91D26A1F80 reason=NO_VALID_PRODUCT
Oct 31 08:30:09 bja-b2-a gatekeeper[412]: deny uid=9C03E1AA reason=NO_VALID_PRODUCT
Oct 31 08:30:17 bja-b2-a gatekeeper[412]: deny uid=9C03E1AA reason=NO_VALID_PRODUCT
Oct 31 08:30:31 bja-b2-a gatekeeper[412]: deny uid=B17F0C52 reason=NO_VALID_PRODUCT
Oct 31 08:31:02 bja-b2-a gatekeeper[412]: deny uid=0433C85E019D80 reason=NO_VALID_PRODUCT
Oct 31 08:31:40 bja-b2-a gatekeeper[412]: deny uid=5D0A9E31 reason=NO_VALID_PRODUCT
Oct 31 08:33:12 bja-b2-a gatekeeper[412]: sync: upstream https://passkort.norrfjall.internal unreachable (dns: no route)
... 212 more deny lines ...
Oct 31 09:11:48 bja-b2-a chronyd[398]: Selected source 10.40.0.1
Oct 31 09:11:49 bja-b2-a gatekeeper[412]: sync: full sync ok (18611 entries, 4.2s)
Oct 31 09:12:03 bja-b2-a gatekeeper[412]: allow uid=9C03E1AA product=SEASON-BJA-ADULT
Oct 31 09:12:11 bja-b2-a gatekeeper[412]: allow uid=045B91D26A1F80 product=DAY-BJA-ADULT
"""

_TOML = """config_version = 12

[whitelist]
path = "/run/gatekeeper/whitelist.db"
sync_url = "https://passkort.norrfjall.internal/v2/whitelist/delta"
sync_interval_s = 60

[reader]
device = "NX-220"
poll_timeout_ms = 200

[log]
level = "info"
$ df -h /run /var/lib
Filesystem      Size  Used Avail Use% Mounted on
tmpfs           391M  5.9M  385M   2% /run
/dev/mmcblk0p2   29G  2.8G   25G  11% /
$ git log --format='%h %an %ad %s' --date=short -S'/run/gatekeeper' -- config/
c81e02f Oskar 2024-02-09 move whitelist to /run, sd card wear
"""

_DIFF_PATH = """diff --git a/config/gatekeeper.toml b/config/gatekeeper.toml
@@ -1,7 +1,7 @@
-config_version = 12
+config_version = 13
 
 [whitelist]
-path = "/run/gatekeeper/whitelist.db"
+path = "/var/lib/gatekeeper/whitelist.db"
 sync_url = "https://passkort.norrfjall.internal/v2/whitelist/delta"
 sync_interval_s = 60
+stale_warn_after_h = 12
diff --git a/packaging/gatekeeper.service b/packaging/gatekeeper.service
@@ -6,6 +6,7 @@ ExecStart=/opt/gatekeeper/current/gatekeeper --config /etc/gatekeeper/gatekeeper.toml
 Restart=always
 RestartSec=2
-RuntimeDirectory=gatekeeper
+StateDirectory=gatekeeper
+StateDirectoryMode=0750
diff --git a/src/sync.rs b/src/sync.rs
@@ -88,6 +88,12 @@ impl Syncer {
+        if self.age() > Duration::from_secs(self.cfg.stale_warn_after_h * 3600) {
+            warn!(age_h = self.age().as_secs() / 3600, "whitelist_stale: still validating against last synced list");
+        }
"""

_BENCH_TEST = """$ ssh gk-bench-01 'sudo systemctl stop gatekeeper && sudo install -m755 /tmp/gatekeeper /opt/gatekeeper/current/gatekeeper && sudo install -m644 /tmp/gatekeeper.toml /etc/gatekeeper/gatekeeper.toml && sudo systemctl start gatekeeper'
$ ssh gk-bench-01 'sudo ip link set eth0 down; sudo systemctl reboot'
Connection to 10.40.7.21 closed by remote host.
(bench reader console, serial)
Nov 04 11:02:51 gk-bench-01 gatekeeper[409]: gatekeeper 0.8.5-dev starting, config_version=13
Nov 04 11:02:51 gk-bench-01 gatekeeper[409]: rtc: hwclock 2026-11-04 11:02:51 CET (battery ok)
Nov 04 11:02:51 gk-bench-01 gatekeeper[409]: whitelist: opened /var/lib/gatekeeper/whitelist.db (18734 entries, last sync 2026-11-04 10:58:40)
Nov 04 11:02:52 gk-bench-01 gatekeeper[409]: sync: upstream https://passkort.norrfjall.internal unreachable (link down)
Nov 04 11:03:30 gk-bench-01 gatekeeper[409]: allow uid=04E2A0B97C4480 product=SEASON-TJL-ADULT (offline)
Nov 04 11:03:38 gk-bench-01 gatekeeper[409]: allow uid=5D0A9E31 product=SEASON-TJL-ADULT (offline)
Nov 04 11:03:45 gk-bench-01 gatekeeper[409]: deny uid=0000DEAD reason=NOT_IN_WHITELIST (offline)
"""

_CARGO_TEST = """   Compiling gatekeeper v0.8.5-dev (/home/oskar/dev/gatekeeper)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.02s
     Running unittests src/main.rs (target/debug/deps/gatekeeper-5e8a1f0c2d3b4a69)

running 41 tests
test config::tests::parses_example_config ... ok
test config::tests::rejects_missing_version ... ok
test reader::tests::uid_bytes_roundtrip ... ok
test sync::tests::delta_applies_in_order ... ok
test sync::tests::stale_list_still_validates ... ok
test sync::tests::stale_warning_after_12h ... ok
test whitelist::tests::survives_reopen ... ok
test whitelist::tests::seven_byte_uid_lookup ... ok
...
test result: ok. 41 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s
"""

S_OFFLINE = {
    "id": "h65-cx-gate-offline",
    "project": GATE,
    "start": datetime(2026, 11, 4, 8, 5, 0),
    "about": "gates deny everyone after a power cut: wrong clock/RTC guess corrected by the user, real cause whitelist "
             "on tmpfs; offline policy picked from options with a terse 'a'; never-the-live-gates rule",
    "steps": [
        ("user", "morning. saturday there was a power cut at björnåsen, after the power came back the gates at B2 and "
                 "B3 rejected everyone for 40 min until the network came back. lift ops is angry, Per called me twice. "
                 "journal from b2-a is in /tmp/b2-journal.txt"),
        shell("sed -n 1,40p /tmp/b2-journal.txt", _JOURNAL),
        ("assistant", "The denies all say `NO_VALID_PRODUCT`, and chrony had no time source until 09:11 when the network "
                      "returned — exactly when the gate started allowing again. My first suspicion is the clock: if the "
                      "gate booted with a wrong time, every product's validity window (`valid_from`/`valid_to`) would "
                      "look wrong and every pass would fail. A common fix on boards without a good RTC is "
                      "`fake-hwclock` so the clock at least restarts from the last shutdown time."),
        ("user", "nej, they have RTC, the GK-3 has a battery RTC. look at the timestamps, they are right from the first "
                 "second"),
        ("assistant", "You're right — `rtc: hwclock 2026-10-31 07:58:14 CET (battery ok)`, and the journal times are "
                      "correct from boot, so the clock is not it. The line that matters is "
                      "`whitelist: opened /run/gatekeeper/whitelist.db (0 entries)`: the gate came up with an empty "
                      "whitelist, and with no list every card maps to \"no valid product\". Let me check the config and "
                      "where `/run` lives."),
        shell("cat config/gatekeeper.toml; echo '$ df -h /run /var/lib'; ssh bja-b2-a df -h /run /var/lib; "
              "echo \"$ git log --format='%h %an %ad %s' --date=short -S'/run/gatekeeper' -- config/\"; "
              "git log --format='%h %an %ad %s' --date=short -S'/run/gatekeeper' -- config/", _TOML),
        ("assistant", "Root cause: the whitelist database lives at `/run/gatekeeper/whitelist.db`, and `/run` is a "
                      "**tmpfs** — RAM. Any reboot or power cut wipes it, so a gate that boots without network has zero "
                      "entries and denies everyone until the first full sync. It was moved there in Feb 2024 to spare the "
                      "SD card; the GK-3 has eMMC now, and the list is written once a minute at most, so wear is not a "
                      "concern.\n\nFix: `path = \"/var/lib/gatekeeper/whitelist.db\"` and `StateDirectory=gatekeeper` in "
                      "the unit so systemd creates the directory with the right owner."),
        ("user", "precis. who put it in /run... me in 2024 apparently lol. ok do it. also Per asks what happens if a "
                 "gate is offline for days, like the storm last year"),
        ("assistant", "With the list on disk, an offline gate keeps its last synced list. Options for an old list:\n\n"
                      "a) **Keep validating against the last synced whitelist, however old.** New passes bought while "
                      "offline won't open the gate; everything else works. Log a warning when the list gets old.\n"
                      "b) **Fail closed after N hours** — deny everyone once the list is older than, say, 24 h. Safe for "
                      "revenue, terrible for queues.\n"
                      "c) **Fail open after N hours** with staff checking passes by hand.\n"),
        ("user", "a. Per says no queue is worth it, the money we lose on a few passes is nothing against 300 angry "
                 "people at the lift. but log it"),
        shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: config/gatekeeper.toml\n...\n*** End Patch\nEOF "
              "&& git diff", "Success. Updated the following files:\nM config/gatekeeper.toml\n"
              "M packaging/gatekeeper.service\nM src/sync.rs\n" + _DIFF_PATH),
        shell("cargo test", _CARGO_TEST),
        ("assistant", "Tests pass, including a new one that a stale list still validates and one for the "
                      "`whitelist_stale` warning after 12 h. Next I'd like to check a real reboot-without-network. Is "
                      "there a gate I can use for that? B2 is open to guests today."),
        ("user", "never, never run tests against live gates, not even the quiet ones. always the bench reader in my "
                 "office, gk-bench-01, 10.40.7.21. it has the same image as the gates"),
        ("assistant", "Understood: tests only on gk-bench-01, never on a live gate. Deploying the build and config "
                      "there, then rebooting it with the network link down."),
        shell("scp target/aarch64-unknown-linux-gnu/release/gatekeeper config/gatekeeper.toml gk-bench-01:/tmp/ && "
              "./scripts/support/reset_bench.sh --reboot-offline", _BENCH_TEST),
        ("assistant", "After a reboot with the link down, gk-bench-01 opened `/var/lib/gatekeeper/whitelist.db` with "
                      "18 734 entries and allowed known passes offline, denying only an unknown card. That's the "
                      "behaviour we want on the Björnåsen gates after a power cut."),
        ("user", "bra. I write to Per. tack"),
        ("assistant", "Summary:\n- **Cause:** the whitelist was on `/run` (tmpfs) and vanished on every power cut, so "
                      "gates booted offline with 0 entries and denied everyone. Clock/RTC was fine.\n- **Fix:** "
                      "whitelist at `/var/lib/gatekeeper/whitelist.db`, `StateDirectory=gatekeeper`, config_version "
                      "12 → 13.\n- **Offline policy:** keep validating against the last synced list however old (no "
                      "fail-closed); `whitelist_stale` warning after 12 h.\n- **Testing:** only on gk-bench-01 "
                      "(10.40.7.21), never on live gates."),
    ],
    "facts": [
        fact("whitelist-tmpfs",
             "Gates denied everyone after the power cut because the whitelist db was at /run/gatekeeper (tmpfs) and was "
             "wiped on reboot; it now lives at /var/lib/gatekeeper/whitelist.db (StateDirectory=gatekeeper).",
             "bugfix", "assistant", ["tmpfs", "/var/lib/gatekeeper"]),
        fact("stale-policy",
             "Offline gates keep validating against the last synced whitelist however old; fail-closed was rejected "
             "(Per: queues cost more than a few lost passes); a whitelist_stale warning is logged after 12 h.",
             "decision", "user", ["fail-closed"]),
        fact("bench-only",
             "Never run tests against live gates; always use the bench reader gk-bench-01 (10.40.7.21) in Oskar's office.",
             "rule", "user", ["gk-bench-01"], remember=True),
    ],
    "optional": [
        opt("rtc", "The GK-3 readers have a battery-backed RTC; the clock was not the cause.", ["RTC"]),
        opt("bench-ip", "gk-bench-01 is at 10.40.7.21.", ["10.40.7.21"]),
        opt("sync-url", "Whitelist deltas come from https://passkort.norrfjall.internal/v2/whitelist/delta every 60 s.",
            ["/v2/whitelist/delta"]),
    ],
    "questions": [
        q("Why did the Björnåsen gates reject everyone after the power cut?",
          "whitelist db on tmpfs /run, reboot wipes it", ["whitelist-tmpfs"]),
        q("What does a gate do when its whitelist is old?", "keeps validating against the last synced whitelist, no "
          "fail-closed, logs whitelist_stale", ["stale-policy"]),
        q("Where do we test gatekeeper changes?", "bench reader gk-bench-01, never live gates", ["bench-only"]),
    ],
}

SESSIONS = [S_REFUNDS, S_CHORES, S_OFFLINE]
