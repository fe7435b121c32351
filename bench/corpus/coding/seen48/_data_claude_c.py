"""h48 Claude Code sessions, part c: the Kestrel loyalty app (Flutter: coupon wallet, points) and loyalty-api
(Go: GDPR deletion of members)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

APP = "/Users/greta/dev/kestrel-loyalty"
API = "/Users/greta/dev/loyalty-api"

FLUTTER_TEST = """\
00:03 +0: loading test/wallet/coupon_cache_test.dart
00:05 +1: coupon cache stores coupons from CouponDto list
00:05 +2: coupon cache hides coupons past validUntil while offline
00:05 +3: coupon cache refresh is skipped when last sync < 6h
00:06 +4: coupon cache refresh runs when last sync >= 6h
00:06 +5: wallet screen shows cached coupons when offline
00:07 +6: wallet screen renders Code 128 barcode for coupon code
00:07 +7: coupon tile shows discountLabel from server verbatim
00:08 +8: All tests passed!
"""

POINTS_JSON_V27 = """\
{"member_id": "M-0048213377", "balance": 1840, "pending": 120, "tier": "silver", "as_of": "2026-11-12T18:02:11Z"}
"""

POINTS_JSON_V28 = """\
{"member_id": "M-0048213377", "balance": 1960, "available": 1840, "pending": 120, "tier": "silver",
 "as_of": "2026-11-13T08:15:40Z"}
"""

DPO_EMAIL = """\
From: Data Protection Office <privacy@kestrel.example>
To: loyalty-team
Subject: Right to erasure - how we handle it in Kestrel+ (please confirm)

Hi all,

after the audit in September we need to write down how erasure requests for Kestrel+ members are handled.
My understanding of the current process, please correct me:

1. An erasure request must be completed within 30 days of receipt (Art. 12(3)), we aim for 7.
2. Purchase history is not deleted, because receipts are fiscal records. Instead, the member id on
   every transaction is replaced by a random identifier that cannot be linked back to the person.
   The member profile (name, e-mail, phone, birthday, address) is deleted.
3. Marketing consent logs are kept for 3 years after the consent ends, as proof.
4. After a database restore from backup, members who were erased after the backup was taken are
   erased again before the system goes live.
5. The customer service tool shows "member erased" for such ids.

Kind regards,
Data Protection Office
"""


SESSIONS = [
    {
        "id": "h48-cc-loyalty-coupon-wallet",
        "project": APP,
        "start": datetime(2026, 11, 5, 10, 15),
        "branch": "feature/offline-wallet",
        "about": "kestrel-loyalty (Flutter): offline coupon wallet; three caches laid out (shared_preferences JSON, "
                 "drift, Hive), 'the second one' picks drift; barcode first QR, then reversed to Code 128 because "
                 "about 40 PT stores have 1D-only scanners; refresh every 6 h, coupons past validUntil hidden even "
                 "offline; statement about the next time in this repo: discount amounts only from the server's "
                 "CouponDto, the app never computes them; chatter about the weather",
        "steps": [
            ("user", "hiya! its pouring here, perfect day to sit inside and code. so the coupon wallet. people in "
                     "stores with bad signal (basements, looking at you Porto Via Catarina) open the app at the till "
                     "and the coupons dont load. I want the wallet to work offline"),
            bash("cat pubspec.yaml | sed -n '/dependencies:/,/dev_dependencies:/p'",
                 "dependencies:\n  flutter:\n    sdk: flutter\n  flutter_riverpod: ^2.6.1\n  dio: ^5.7.0\n"
                 "  go_router: ^14.6.2\n  intl: ^0.19.0\n  shared_preferences: ^2.3.3\n  flutter_secure_storage: ^9.2.2\n"
                 "  barcode_widget: ^2.0.4\n  firebase_messaging: ^15.1.6\n\ndev_dependencies:\n"),
            tool("Read", {"file_path": f"{APP}/lib/wallet/coupon_repository.dart", "limit": 40},
                 "class CouponRepository {\n  CouponRepository(this._api);\n  final LoyaltyApi _api;\n\n"
                 "  Future<List<Coupon>> myCoupons() async {\n    final dtos = await _api.getCoupons(); // GET "
                 "/v1/members/me/coupons\n    return dtos.map(Coupon.fromDto).toList();\n  }\n}\n\n"
                 "// Coupon.fromDto copies code, title, discountLabel, validUntil, barcodeValue from CouponDto\n"),
            ("assistant", "Right now the wallet is online-only: `CouponRepository.myCoupons()` goes straight to the "
                          "API every time. For an offline wallet we need a local copy. Three options:\n\n"
                          "1. **shared_preferences** with the coupon list as one JSON string. Already a dependency, "
                          "zero setup, but it's a key-value store: no queries, the whole list is rewritten on every "
                          "change, and it isn't meant for more than small settings.\n"
                          "2. **drift** (SQLite with generated, typed queries). A table of coupons, easy to query "
                          "\"valid and not used\", migrations are explicit, works well with Riverpod streams. Adds "
                          "build_runner codegen.\n"
                          "3. **Hive** (a key-value box store in pure Dart). Fast and simple, but the original Hive "
                          "is barely maintained now and the schema lives in type adapters.\n\n"
                          "For a list of a few dozen coupons any of them works; the difference is mostly how the "
                          "next features (used coupons, personalised offers) will fit."),
            ("user", "the second one"),
            bash("flutter pub add drift drift_flutter sqlite3_flutter_libs && flutter pub add -d drift_dev build_runner",
                 "Resolving dependencies...\n+ drift 2.22.1\n+ drift_flutter 0.2.4\n+ sqlite3_flutter_libs 0.5.28\n"
                 "+ drift_dev 2.22.1 (dev)\n+ build_runner 2.4.14 (dev)\nChanged 23 dependencies!\n"),
            tool("Write", {"file_path": f"{APP}/lib/wallet/coupon_db.dart",
                           "content": "@DataClassName('CachedCoupon')\nclass Coupons extends Table {\n"
                                      "  TextColumn get code => text()();\n  TextColumn get title => text()();\n"
                                      "  TextColumn get discountLabel => text()();\n"
                                      "  DateTimeColumn get validUntil => dateTime()();\n"
                                      "  TextColumn get barcodeValue => text()();\n  @override\n"
                                      "  Set<Column> get primaryKey => {code};\n}\n\n"
                                      "@DriftDatabase(tables: [Coupons, SyncState])\nclass CouponDb extends "
                                      "_$CouponDb { ... }\n"},
                 "File created successfully."),
            ("assistant", "drift it is. The table mirrors `CouponDto`: code, title, `discountLabel`, `validUntil`, "
                          "`barcodeValue`. The repository becomes cache-first:\n\n"
                          "- On open, show what's in the cache (filtered by `validUntil > now`), then refresh from "
                          "the API in the background if online.\n"
                          "- How often should it refresh when the app is opened repeatedly? I'd say not more than "
                          "every 6 hours unless the user pulls to refresh.\n\n"
                          "On the barcode: `barcode_widget` is already there. Coupons currently show a QR code with "
                          "`barcodeValue`. I'll keep QR for the offline view too, it holds more data and scans "
                          "faster on 2D imagers."),
            ("user", "6h fine, and yes hide expired ones even offline, the till rejects them anyway. QR ok"),
            bash("dart run build_runner build --delete-conflicting-outputs 2>&1 | tail -n 4",
                 "[INFO] Generating build script completed, took 412ms\n"
                 "[INFO] Running build completed, took 9.8s\n"
                 "[INFO] Caching finalized dependency graph completed, took 88ms\n"
                 "[INFO] Succeeded after 9.9s with 3 outputs (6 actions)\n"),
            ("user", "ugh wait. just got a msg from the store ops channel, they saw the PR title. about 40 of the PT "
                     "stores still have the old handheld scanners at the tills that only read 1D barcodes. QR won't "
                     "scan there at all. so no QR, use Code 128, the till reads the coupon code from it fine"),
            ("assistant", "Good that they caught it. Switching to Code 128: `barcodeValue` is a 16-character "
                          "alphanumeric code (`KC-` + 13 chars), which Code 128 handles fine and every 1D scanner "
                          "reads. The only cost is width: at 16 chars the barcode needs the full screen width, so "
                          "the wallet tile opens a full-width barcode view when tapped, with the screen brightness "
                          "raised while it's shown."),
            tool("Edit", {"file_path": f"{APP}/lib/wallet/coupon_barcode.dart",
                          "old_string": "barcode: Barcode.qrCode(),",
                          "new_string": "// 1D only: ~40 PT stores have 1D-only scanners at the tills\n"
                                        "    barcode: Barcode.code128(),"},
                 "The file has been updated."),
            ("assistant", "One more design question while I write the tile: the tile shows \"-20%\" or \"-5 EUR\". "
                          "For offline I could compute the amount off a product from the coupon's percentage and the "
                          "product price we have in the catalogue cache, so the tile could say \"you save 1.40 EUR\"."),
            ("user", "no no no. next time we're in this repo you'll need to know this, so listen: the discount amounts "
                     "and labels always come from the server, CouponDto.discountLabel, as is. the app never computes "
                     "a discount itself. the promo engine is the only thing that knows the real price (member prices, "
                     "stacking rules...) and if the app shows a different number than the till we get complaints"),
            ("assistant", "Got it, and I'll carry it into future sessions here: the app displays "
                          "`CouponDto.discountLabel` verbatim and never calculates a discount amount; pricing "
                          "belongs to the promo engine. The tile shows `discountLabel` and nothing derived from it."),
            tool("Write", {"file_path": f"{APP}/lib/wallet/coupon_repository.dart",
                           "content": "class CouponRepository {\n  CouponRepository(this._api, this._db, this._clock);\n"
                                      "  static const refreshEvery = Duration(hours: 6);\n\n"
                                      "  Stream<List<Coupon>> watchCoupons() => _db.watchValid(_clock.now());\n\n"
                                      "  Future<void> refreshIfDue({bool force = false}) async {\n"
                                      "    final last = await _db.lastSync();\n"
                                      "    if (!force && last != null && _clock.now().difference(last) < refreshEvery) "
                                      "return;\n    final dtos = await _api.getCoupons();\n"
                                      "    await _db.replaceAll(dtos.map(CachedCoupon.fromDto));\n  }\n}\n"},
                 "File created successfully."),
            bash("flutter test test/wallet", FLUTTER_TEST),
            ("user", "lovely. rain stopped too, coincidence? I think not. commit pls"),
            bash("git add -A && git commit -qm 'wallet: offline coupons in drift, Code 128, 6h refresh' && git log -1 "
                 "--oneline",
                 "3c8e1f9 wallet: offline coupons in drift, Code 128, 6h refresh\n"),
        ],
        "facts": [
            fact("drift-cache", "The loyalty app caches coupons offline in drift (SQLite), chosen over "
                                "shared_preferences and Hive.",
                 "decision", "user", ["drift", ["coupon", "coupons"]]),
            fact("code128", "Coupons are shown as Code 128 barcodes, not QR, because about 40 PT stores have "
                            "1D-only scanners at the tills.",
                 "decision", "user", [["Code 128", "code128"], ["1D", "1D-only"]]),
            fact("server-labels", "Discount amounts and labels come only from the server (CouponDto.discountLabel, "
                                  "shown verbatim); the app never computes a discount itself.",
                 "rule", "user", [["CouponDto", "discountLabel"], ["never computes", "server"]], remember=True),
            fact("refresh-6h", "The coupon cache refreshes at most every 6 hours unless the user pulls to refresh; "
                               "coupons past validUntil are hidden even offline.",
                 "config", "user", ["6 hours", "validUntil"]),
        ],
        "optional": [
            opt("qr-first", "QR was the first choice for the coupon barcode before the 1D scanners came up.",
                ["QR"]),
        ],
        "questions": [
            q("How does the loyalty app store coupons offline?", "drift, SQLite", ["drift-cache"]),
            q("Which barcode format do coupons use and why?", "Code 128, not QR; PT stores have 1D-only scanners",
              ["code128"]),
            q("Can the app calculate a coupon's discount amount?", "never; discountLabel comes from the server "
              "CouponDto verbatim", ["server-labels"]),
        ],
    },
    {
        "id": "h48-cc-loyalty-points-bug",
        "project": APP,
        "start": datetime(2026, 11, 13, 16, 30),
        "about": "kestrel-loyalty: points balance too high right after a purchase; first guess (push handler "
                 "counting twice) wrong; root cause: loyalty-api v2.8 made balance include pending points and added "
                 "available, while PointsNotifier still adds pending on top; fix shows available and pending as two "
                 "numbers; rule with typos ('alwyas', 'seperately'); pending points become available after 14 days "
                 "(return window); a one-off 'always run with --flavor pt for now'",
        "steps": [
            ("user", "heyy. app store reviews this week: 'points jump after shopping then drop the next day, app is "
                     "lying'. 2 stars. I can repro on the test account M-0048213377, buy something on the test till, "
                     "points go up by double. for now alwyas run the app with --flavor pt, the test till is in the "
                     "PT env"),
            bash("flutter run --flavor pt -d emulator-5554 2>&1 | rg -i 'points|push' | tail -n 12",
                 "I/flutter ( 8121): [push] received type=purchase_points member=M-0048213377 points=120\n"
                 "I/flutter ( 8121): [PointsNotifier] push +120 pending, state balance=1960 pending=120 shown=2080\n"
                 "I/flutter ( 8121): [PointsNotifier] refresh from api balance=1960 pending=120 shown=2080\n"
                 "I/flutter ( 8121): [push] received type=purchase_points member=M-0048213377 points=120\n"
                 "I/flutter ( 8121): [PointsNotifier] push ignored, duplicate message id 0:1731512171\n"),
            ("assistant", "Shown 2,080 where I'd expect 1,960. My first thought was the push: there are two "
                          "`purchase_points` messages, and if both were applied that would explain a double add. But "
                          "the second one is ignored as a duplicate (same message id), so the push handler isn't "
                          "counting twice. The refresh from the API also ends at `shown=2080`, so the extra 120 comes "
                          "from how the notifier combines `balance` and `pending`. Let me look."),
            tool("Read", {"file_path": f"{APP}/lib/points/points_notifier.dart", "offset": 20, "limit": 24},
                 "20  class PointsState {\n21    const PointsState(this.balance, this.pending);\n"
                 "22    final int balance, pending;\n23    int get shown => balance + pending; // show what the member "
                 "will have\n24  }\n...\n"
                 "38    Future<void> refresh() async {\n39      final p = await _api.points();\n"
                 "40      state = PointsState(p.balance, p.pending);\n41    }\n"),
            bash("curl -s -H \"Authorization: Bearer $TEST_TOKEN\" https://loyalty-api.pt.staging.kestrel.internal/v2/"
                 "members/M-0048213377/points; echo; git -C ../loyalty-api log --oneline -3 -- internal/points",
                 POINTS_JSON_V28 + "\n"
                 "8d21c0a points: balance includes pending, add available (v2.8, LOY-412)\n"
                 "2f90b17 points: tier thresholds per country\n"
                 "71aa3c4 points: pending points from sales\n"),
            bash("git -C ../loyalty-api show 8d21c0a --stat --format='%h %ad%n%n%b' --date=short",
                 "8d21c0a 2026-11-09\n\nThe back office wants one number that includes everything earned. `balance` "
                 "now includes pending points.\nNew field `available` = what can be redeemed today (the old "
                 "balance).\nClients: use `available` for redeemable points.\n\n"
                 " internal/points/handler.go   | 14 ++++++++----\n internal/points/model.go     |  3 ++-\n"
                 " openapi/loyalty.yaml         | 12 +++++++++++-\n"),
            ("assistant", "Root cause: **loyalty-api v2.8** (commit `8d21c0a`, deployed 9 Nov) changed the meaning of "
                          "`balance`: it now *includes* pending points, and the old meaning moved to a new field, "
                          "`available`. Before v2.8 the response was `balance=1840, pending=120`; now it's "
                          "`balance=1960, available=1840, pending=120`. `PointsNotifier` still computes `shown = "
                          "balance + pending`, so since 9 Nov the pending points are counted twice: 1,960 + 120 = "
                          "2,080. The next day nothing changes on the server, but the review said \"drops\": that's "
                          "when the member looks at the app after the pending points have... no, actually they drop "
                          "when the app cache expires and the home screen widget, which uses `balance` alone, shows "
                          "1,960.\n\n"
                          "Fix in the app: use `available` for the main number. The question is what to show:\n\n"
                          "- a) one number, `available + pending` (= the new `balance`), or\n"
                          "- b) `available` as the big number and pending as a separate line (\"+120 pending\")."),
            ("user", "b. and this is a rule for this app, for every screen and the widget too: alwyas show the pending "
                     "points seperately, never fold them into the balance number. members cant spend pending points "
                     "at the till and if we show one big number they try to and get angry"),
            ("assistant", "Clear: pending points always shown separately from the spendable number, on every screen "
                          "and in the home screen widget; never added into it. Applying that to `PointsState`, the "
                          "points card and the widget."),
            tool("Edit", {"file_path": f"{APP}/lib/points/points_notifier.dart",
                          "old_string": "  const PointsState(this.balance, this.pending);\n  final int balance, "
                                        "pending;\n  int get shown => balance + pending; // show what the member will "
                                        "have",
                          "new_string": "  const PointsState(this.available, this.pending);\n  /// spendable at the "
                                        "till today (API field `available`, v2.8+)\n  final int available;\n  /// shown "
                                        "separately, never added to `available`\n  final int pending;"},
                 "The file has been updated."),
            bash("rg -n 'balance' lib/ android/app/src/main/kotlin ios/PointsWidget | head",
                 "lib/points/points_card.dart:31:          Text('${state.shown}', style: big),\n"
                 "lib/points/points_api.dart:18:      balance: j['balance'] as int,\n"
                 "android/app/src/main/kotlin/pt/kestrel/loyalty/PointsWidget.kt:40:        val pts = "
                 "prefs.getInt(\"points_balance\", 0)\n"
                 "ios/PointsWidget/PointsWidget.swift:22:    let points = defaults.integer(forKey: \"points_balance\")\n"),
            ("assistant", "Updated the card (`available` big, \"+120 pending\" underneath), the API model (reads "
                          "`available`, falls back to `balance` for a pre-v2.8 response), and both widgets now read "
                          "`points_available` and `points_pending` from shared storage."),
            ("user", "when do pending turn into available btw? the copy on the card should say"),
            bash("rg -n -B2 -A4 'PendingDays|pendingDays' ../loyalty-api/internal/points/*.go | head -n 20",
                 "../loyalty-api/internal/points/model.go-11-// Points from a sale stay pending until the return "
                 "window has passed,\n"
                 "../loyalty-api/internal/points/model.go-12-// so a returned purchase never leaves spent points "
                 "behind.\n"
                 "../loyalty-api/internal/points/model.go:13:const PendingDays = 14\n"),
            ("assistant", "Pending points become available after **14 days**, which is the return window: points "
                          "from a purchase can't be spent until the purchase can no longer be returned. Copy for the "
                          "card: \"+120 pending · available in 14 days after purchase\". In PT and PL strings too, "
                          "via the ARB files."),
            bash("flutter test 2>&1 | tail -n 6",
                 "00:09 +41: points card shows available big and pending separately\n"
                 "00:09 +42: points api reads available (v2.8) and falls back to balance\n"
                 "00:10 +43: widget prefs write points_available and points_pending\n"
                 "00:10 +44: All tests passed!\n"),
            ("user", "nice one. commit, I'll ship a hotfix build tonight. and pls rename PointsState to "
                     "PointsSnapshot, state state state everywhere makes me dizzy"),
            bash("dart fix --apply >/dev/null; rg -l 'PointsState' lib test | xargs sed -i '' 's/PointsState/"
                 "PointsSnapshot/g' && flutter analyze --no-pub | tail -n 1 && git add -A && git commit -qm 'points: "
                 "show available, pending separately (loyalty-api v2.8)' && git log -1 --oneline",
                 "No issues found! (ran in 4.1s)\n"
                 "e1f0b62 points: show available, pending separately (loyalty-api v2.8)\n"),
        ],
        "facts": [
            fact("v28-double", "Points were counted twice after a purchase because loyalty-api v2.8 made balance "
                               "include pending points (old balance is now available), while PointsNotifier still "
                               "added pending on top; the app now uses available.",
                 "bugfix", "assistant", [["v2.8", "8d21c0a"], "available", "pending"]),
            fact("pending-separate", "Rule for the loyalty app: pending points are always shown separately, on every "
                                     "screen and the widget, never folded into the spendable number.",
                 "rule", "user", ["pending", ["seperately", "separately"]], remember=True),
            fact("pending-14", "Pending points become available after 14 days, the return window (PendingDays = 14 "
                               "in loyalty-api).",
                 "fact", "assistant", ["14 days", ["return window", "PendingDays"]]),
        ],
        "optional": [
            opt("push-not-double", "The push handler does not count twice; duplicate message ids are ignored.",
                ["duplicate message"]),
        ],
        "questions": [
            q("Why did points jump after a purchase and drop the next day?",
              "loyalty-api v2.8 balance includes pending, so pending points were counted twice; now uses available",
              ["v28-double"]),
            q("How should pending points be shown in the app?", "separately, never added into the balance",
              ["pending-separate"]),
            q("When do pending points become available?", "after 14 days, the return window", ["pending-14"]),
        ],
    },
    {
        "id": "h48-cc-loyalty-gdpr-delete",
        "project": API,
        "start": datetime(2026, 11, 24, 9, 5),
        "about": "loyalty-api (Go): erasure of Kestrel+ members; a pasted email from the data protection office "
                 "with five points, of which the person endorses 2 as the rule for every change to deletion "
                 "(transactions kept, member id replaced by a random tombstone, profile deleted) and confirms 1 "
                 "(30 days; DeleteMemberJob runs daily at 03:00); 3 still argued by legal, 4 not built, 5 not ours; "
                 "tombstone random UUID, not a hash (brute-forceable card numbers); event "
                 "loyalty.member.deleted.v1; near-miss 'do you remember the audit?'",
        "steps": [
            ("user", "morning! today's fun topic: GDPR 🙃 the privacy folks sent an email asking us to confirm how "
                     "erasure works. pasting it. can you check what the code actually does vs what they think?\n\n"
                     + DPO_EMAIL),
            bash("rg -n 'func .*Erase|func .*Delete|tombstone|anonymi' --type go internal/ | head -n 20",
                 "internal/members/erase.go:27:func (s *Service) EraseMember(ctx context.Context, id MemberID) "
                 "error {\n"
                 "internal/members/erase.go:48:\t// anonymise transactions: member_id -> sha256(member_id)\n"
                 "internal/members/erase.go:49:\t_, err = tx.Exec(ctx, `UPDATE sales_link SET member_id = "
                 "encode(sha256(member_id::bytea), 'hex') WHERE member_id = $1`, id)\n"
                 "internal/jobs/erasure_job.go:14:func (j *ErasureJob) Run(ctx context.Context) error {\n"
                 "internal/jobs/erasure_job.go:22:\treqs, err := j.repo.PendingErasures(ctx, 500)\n"),
            tool("Read", {"file_path": f"{API}/internal/jobs/erasure_job.go", "limit": 40},
                 "// ErasureJob runs from the k8s CronJob 'erasure' (deploy/cronjobs.yaml, schedule '0 3 * * *')\n"
                 "type ErasureJob struct { repo ErasureRepo; members *members.Service; log *slog.Logger }\n\n"
                 "func (j *ErasureJob) Run(ctx context.Context) error {\n"
                 "\treqs, err := j.repo.PendingErasures(ctx, 500)\n\tif err != nil { return err }\n"
                 "\tfor _, r := range reqs {\n\t\tif err := j.members.EraseMember(ctx, r.MemberID); err != nil {\n"
                 "\t\t\tj.log.Error(\"erase failed\", \"req\", r.ID, \"err\", err)\n\t\t\tcontinue\n\t\t}\n"
                 "\t\t_ = j.repo.MarkDone(ctx, r.ID)\n\t}\n\treturn nil\n}\n"),
            ("assistant", "Here's the code against the five points:\n\n"
                          "1. **30 days**: erasure requests are processed by `ErasureJob`, a Kubernetes CronJob "
                          "that runs daily at 03:00 and takes up to 500 pending requests per run. So in practice a "
                          "request is done within a day unless the job fails. No alert if it does fail, though.\n"
                          "2. **Transactions kept, member id replaced by a random identifier**: this is where the "
                          "code differs. It replaces `member_id` with `sha256(member_id)`. That's not random: member "
                          "ids are `M-` plus 10 digits, so anyone with the table can hash all 10^10 candidates in a "
                          "few hours on a laptop and link the rows back. It's pseudonymisation, not anonymisation. "
                          "The profile row is deleted, which matches.\n"
                          "3. **Consent logs 3 years**: the code keeps `consent_log` rows forever; nothing deletes "
                          "them.\n"
                          "4. **Re-erase after restore**: nothing like that exists. Erasure requests are rows in "
                          "`erasure_request`, so after a restore of the same database they'd be restored too, but "
                          "there's no step that replays requests made after the backup.\n"
                          "5. **Customer service shows \"member erased\"**: that's the CS tool, not this service."),
            ("user", "oof, the sha256 thing. ok here's the deal. point 2 is exactly how it must work and I want it "
                     "treated as the rule for every change anyone makes to erasure in this service: keep the "
                     "transactions, swap the member id for a random tombstone that can't be linked back, delete the "
                     "profile. point 1 yes, daily job, we're way under 30 days. 3 is still being argued by legal, "
                     "don't touch. 4 we don't have, I'll open a ticket, not today. 5 not ours"),
            ("assistant", "Got it: point 2 is the rule for any change to erasure here (transactions stay, member id "
                          "replaced by an unlinkable random tombstone, profile deleted). Point 1 stays as it is "
                          "(daily job at 03:00, well under 30 days). 3, 4 and 5 untouched.\n\n"
                          "For the tombstone I'd use a random UUID (v4) per erased member, generated once and used "
                          "for all their transactions, so finance can still see \"these 14 purchases were one "
                          "customer\" without knowing who. The mapping is never stored. The existing sha256 "
                          "values have to be replaced too, otherwise every member erased so far stays linkable."),
            ("user", "yes random uuid per member, never stored. and yes fix the old ones. do you remember the audit "
                     "findings from september? was this in there?"),
            ("assistant", "I don't have anything from September, I only see this repository and what you paste. The "
                          "git history might say something: the last change to `erase.go` is from May (`a0c4e19 "
                          "members: erase profile, hash member id on sales`), nothing around September. If the "
                          "audit report is somewhere in the wiki I can read it if you paste it."),
            ("user", "nah not important, just curious. go on"),
            tool("Edit", {"file_path": f"{API}/internal/members/erase.go",
                          "old_string": "\t// anonymise transactions: member_id -> sha256(member_id)\n"
                                        "\t_, err = tx.Exec(ctx, `UPDATE sales_link SET member_id = encode(sha256("
                                        "member_id::bytea), 'hex') WHERE member_id = $1`, id)",
                          "new_string": "\t// anonymise transactions: member_id -> random tombstone, one per erased "
                                        "member,\n\t// never stored anywhere (a hash of the id is brute-forceable)\n"
                                        "\ttombstone := \"X-\" + uuid.NewString()\n"
                                        "\t_, err = tx.Exec(ctx, `UPDATE sales_link SET member_id = $2 WHERE member_id "
                                        "= $1`, id, tombstone)"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{API}/migrations/0033_rehash_tombstones.sql",
                           "content": "-- replace sha256 pseudonyms from before 0033 with random tombstones, one per "
                                      "old hash\nWITH m AS (\n  SELECT DISTINCT member_id AS old, 'X-' || "
                                      "gen_random_uuid() AS new\n  FROM sales_link WHERE member_id ~ '^[0-9a-f]{64}$'\n"
                                      ")\nUPDATE sales_link s SET member_id = m.new FROM m WHERE s.member_id = m.old;\n"},
                 "File created successfully."),
            ("assistant", "Tombstones are now `X-` plus a random UUID; the migration replaces the existing 64-hex "
                          "sha256 values with one random tombstone per old value, so grouping per customer is kept "
                          "but the link is gone.\n\n"
                          "One more gap: when a member is erased, nothing tells the other systems. The app keeps a "
                          "cached profile until the token expires, and the CRM export copies members nightly. I'd "
                          "publish an event after the erase commits."),
            ("user", "yes. loyalty.member.deleted.v1 on kafka, payload just the member id and the time, Lena knows"),
            tool("Edit", {"file_path": f"{API}/internal/members/erase.go",
                          "old_string": "\treturn tx.Commit(ctx)",
                          "new_string": "\tif err := tx.Commit(ctx); err != nil {\n\t\treturn err\n\t}\n"
                                        "\treturn s.events.Publish(ctx, \"loyalty.member.deleted.v1\", "
                                        "MemberDeleted{MemberID: id, At: s.now()})"},
                 "The file has been updated."),
            bash("go test ./internal/members/... ./internal/jobs/... 2>&1 | tail -n 6",
                 "ok  \tgit.kestrel.internal/loyalty/loyalty-api/internal/members\t1.842s\n"
                 "ok  \tgit.kestrel.internal/loyalty/loyalty-api/internal/jobs\t0.611s\n"),
            ("assistant", "Tests pass, including a new one asserting that two erasures of different members get "
                          "different tombstones and that the tombstone appears nowhere outside `sales_link`. Draft "
                          "reply to the privacy office:\n\n"
                          "> 1. Confirmed: a daily job (03:00) completes erasure requests, normally within a day.\n"
                          "> 2. Confirmed, with a fix shipped today: until now the member id on transactions was "
                          "replaced by a hash, which could be reversed by brute force; it is now a random "
                          "identifier, and all earlier ones were replaced.\n"
                          "> 3. Under discussion with legal.\n> 4. Not in place yet; ticket to follow.\n"
                          "> 5. Customer service tool, not loyalty-api."),
            ("user", "perfect, sending that. commit pls, I'll get Tomasz to review"),
            bash("git add -A && git commit -qm 'erasure: random tombstones instead of sha256, replace old ones, "
                 "publish loyalty.member.deleted.v1' && git log -1 --oneline",
                 "0b7d3e2 erasure: random tombstones instead of sha256, replace old ones, publish "
                 "loyalty.member.deleted.v1\n"),
        ],
        "facts": [
            fact("tombstone-rule", "Rule for erasure in loyalty-api: transactions are kept, the member id on them is "
                                   "replaced by a random tombstone that cannot be linked back, and the profile is "
                                   "deleted.",
                 "rule", "user", ["tombstone", ["transactions", "member id"]], remember=True),
            fact("uuid-not-hash", "The tombstone is X- plus a random UUID per erased member, never stored; the old "
                                  "sha256(member_id) was brute-forceable and migration 0033 replaced those values.",
                 "bugfix", "assistant", [["random UUID", "uuid"], "sha256"]),
            fact("erasure-job", "Erasure requests are processed by ErasureJob, a daily CronJob at 03:00 (500 "
                                "requests per run), well under the 30-day limit.",
                 "config", "user", ["ErasureJob", ["03:00", "daily"], ["30 days", "30-day"]]),
            fact("deleted-event", "After an erasure commits, loyalty-api publishes loyalty.member.deleted.v1 on Kafka "
                                  "with the member id and the time.",
                 "decision", "user", ["loyalty.member.deleted.v1"]),
        ],
        "optional": [
            opt("consent-3y", "Keeping consent logs 3 years is still argued by legal; not implemented.",
                ["consent", "legal"]),
        ],
        "questions": [
            q("What happens to an erased member's transactions?",
              "kept; member id replaced by a random tombstone; profile deleted", ["tombstone-rule"]),
            q("How often are erasure requests processed?", "daily at 03:00 by ErasureJob, within 30 days",
              ["erasure-job"]),
            q("Which event announces an erased member?", "loyalty.member.deleted.v1", ["deleted-event"]),
        ],
    },
]
