"""h62 Claude Code sessions, part b: Northfen Energy's customer portal (Angular, portal-web) and mobile app
(Flutter, northfen-app): the E badge on estimated bills with a code review, meter photo readings uploaded to
Azure Blob, and offline bills plus an IBAN leak in crash logs."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

PORTAL = "/Users/ines/dev/portal-web"
APP = "/Users/ines/dev/northfen-app"


def _ng_test(failed: bool) -> str:
    specs = ["BillHistoryComponent should render one row per bill",
             "BillHistoryComponent should show the E badge when readingType is ESTIMATED",
             "BillHistoryComponent should not show the badge for ACTUAL readings",
             "ReadingBadgeComponent should expose an aria-label",
             "MoneyPipe formats 12345 cents as EUR 123.45",
             "MoneyPipe formats negative credit as -EUR 4.10",
             "BillsService maps /api/v2/bills to Bill[]",
             "BillsService keeps amountCents as integer",
             "PaymentPlanCardComponent shows next instalment",
             "OutageBannerComponent hides when no active outage"]
    out = ["Chrome Headless 130.0.6723.58 (Mac OS 14.6.1): Executed 0 of 214 SUCCESS (0 secs / 0 secs)"]
    for k, s in enumerate(specs):
        if failed and k == 7:
            out.append(f"Chrome Headless 130.0.6723.58 (Mac OS 14.6.1) {s} FAILED\n"
                       "\tExpected 123.45 to be 12345.\n"
                       "\t    at UserContext.apply (src/app/bills/bills.service.spec.ts:41:38)")
    total = 214
    out.append(f"Chrome Headless 130.0.6723.58 (Mac OS 14.6.1): Executed {total} of {total} "
               f"{'(1 FAILED) ' if failed else ''}SUCCESS (2.871 secs / 2.402 secs)")
    out.append("TOTAL: " + ("1 FAILED, 213 SUCCESS" if failed else "214 SUCCESS"))
    return "\n".join(out) + "\n"


def _crash_log() -> str:
    rows = []
    for i in range(9):
        rows.append(f"2026-11-2{i % 3 + 1} 0{i}:1{i}:22.{i}41 I/flutter (1{i}422): *** Response ***\n"
                    f"I/flutter (1{i}422): uri: https://api.northfen.energy/app/v1/bills?limit=12\n"
                    f"I/flutter (1{i}422): statusCode: 200\n"
                    f"I/flutter (1{i}422): [{{\"billId\":\"B-2026-10-{4410 + i}\",\"amountCents\":{8840 + i * 131},"
                    f"\"directDebit\":{{\"iban\":\"XX00NFEN0000{1000 + i}9999\",\"mandateRef\":\"MD-{77120 + i}\"}}")
    return "\n".join(rows) + "\n"


SESSIONS = [
    {
        "id": "h62-cc-portal-estimated-badge",
        "project": PORTAL,
        "start": datetime(2026, 11, 3, 13, 20),
        "about": "portal-web: E badge on bills based on estimated readings (readingType ESTIMATED from "
                 "/api/v2/bills); pasted review comments, one answered with the money-in-integer-cents rule; a one-off "
                 "'always run with --watch=false for now'; a colour tweak; tooltip wording decided",
        "branch": "feat/estimated-badge",
        "steps": [
            ("user", "hey. bill history needs an E on estimated bills, customers keep calling 'why is my bill so "
                     "high' and its an estimate. api already sends it i think"),
            bash("curl -s -H \"Authorization: Bearer $DEV_TOKEN\" https://api.dev.northfen.energy/api/v2/bills?limit=2 "
                 "| jq .",
                 "[\n  {\n    \"billId\": \"B-2026-10-000812\",\n    \"periodStart\": \"2026-09-01\",\n"
                 "    \"periodEnd\": \"2026-09-30\",\n    \"amountCents\": 11873,\n    \"standingChargeCents\": 1290,\n"
                 "    \"readingType\": \"ESTIMATED\",\n    \"status\": \"ISSUED\"\n  },\n  {\n"
                 "    \"billId\": \"B-2026-09-000799\",\n    \"periodStart\": \"2026-08-01\",\n"
                 "    \"periodEnd\": \"2026-08-31\",\n    \"amountCents\": 6412,\n    \"standingChargeCents\": 1333,\n"
                 "    \"readingType\": \"ACTUAL\",\n    \"status\": \"PAID\"\n  }\n]\n"),
            ("assistant", "Hi! Yes, /api/v2/bills already returns `readingType` (ESTIMATED or ACTUAL). Plan:\n\n"
                          "1. a small standalone `nf-reading-badge` component in src/app/shared that shows \"E\" "
                          "with a tooltip when readingType is ESTIMATED,\n"
                          "2. use it in the bill history row next to the amount,\n"
                          "3. specs for both cases.\n\nShall I go ahead?"),
            ("user", "go"),
            tool("Write", {"file_path": f"{PORTAL}/src/app/shared/reading-badge/reading-badge.component.ts",
                           "content": "@Component({ selector: 'nf-reading-badge', standalone: true, ... })"},
                 "File created successfully at: /Users/ines/dev/portal-web/src/app/shared/reading-badge/"
                 "reading-badge.component.ts"),
            tool("Edit", {"file_path": f"{PORTAL}/src/app/bills/bill-history/bill-history.component.html",
                          "old_string": "<td>{{ bill.amountCents | money }}</td>",
                          "new_string": "<td>{{ bill.amountCents | money }} <nf-reading-badge "
                                        "[type]=\"bill.readingType\" /></td>"},
                 "The file has been updated."),
            ("user", "always run the tests with --watch=false for now, my laptop is dying"),
            bash("npx ng test --watch=false --browsers=ChromeHeadless 2>&1 | tail -12", _ng_test(False)),
            ("assistant", "214 specs pass, including the two new badge specs. Pushed the branch and opened the PR."),
            ("user", "review came back from rtorn, pasting:\n\n"
                     "> **bill-history.component.html L18**: the badge is grey, designers said amber for "
                     "estimates?\n"
                     "> **bills.service.ts L30**: `amount: b.amountCents / 100` — why not keep a decimal `amount` "
                     "on the model, then the template is simpler and we drop the pipe?\n"
                     "> **reading-badge.component.ts L12**: tooltip just says 'Estimated'. customers won't know what "
                     "that means\n\n"
                     "my answers: 1 yes amber, use --nf-amber-500. 2 no. in this repo money is integer cents end to "
                     "end, amountCents in every model, and the moneyPipe does the formatting in templates only. no "
                     "floats for money, ever, we had the 0.1+0.2 rounding tickets last year. 3 make it 'Estimated "
                     "reading - send us a meter reading for an exact bill'"),
            bash("rg -n 'amountCents / 100|amount:' src/app/bills/",
                 "src/app/bills/bills.service.ts:30:      amount: b.amountCents / 100,\n"
                 "src/app/bills/bill.model.ts:7:  amount: number;\n"),
            ("assistant", "Interesting: the `amount: b.amountCents / 100` line rtorn quoted isn't mine, it has been "
                          "in bills.service.ts since before this branch, and `Bill` has a float `amount` field next "
                          "to amountCents. Since the rule is integer cents end to end with formatting only in "
                          "the moneyPipe, I'll remove that field from the model and the service in this PR as well, "
                          "and make the two templates that read `bill.amount` use `bill.amountCents | money`."),
            tool("Edit", {"file_path": f"{PORTAL}/src/app/bills/bills.service.ts",
                          "old_string": "      amount: b.amountCents / 100,\n", "new_string": ""},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PORTAL}/src/app/shared/reading-badge/reading-badge.component.ts",
                          "old_string": "tooltip = 'Estimated'",
                          "new_string": "tooltip = 'Estimated reading - send us a meter reading for an exact bill'"},
                 "The file has been updated."),
            bash("npx ng test --watch=false --browsers=ChromeHeadless 2>&1 | tail -8", _ng_test(True)),
            ("assistant", "One failure: `BillsService keeps amountCents as integer` had an expectation that still "
                          "compared against the old float. Fixing the spec to expect 12345."),
            bash("npx ng test --watch=false --browsers=ChromeHeadless 2>&1 | tail -3", _ng_test(False)),
            ("assistant", "All green. Badge is amber (`--nf-amber-500`), the tooltip reads \"Estimated reading - send "
                          "us a meter reading for an exact bill\", and the float `amount` field is gone from Bill. "
                          "I replied on the three comments and pushed."),
            ("user", "ty. rename the branch to feat/e-badge pls, shorter"),
            bash("git branch -m feat/estimated-badge feat/e-badge && git push origin -u feat/e-badge "
                 "&& git push origin --delete feat/estimated-badge",
                 "To git.northfen.energy:web/portal-web.git\n * [new branch]      feat/e-badge -> feat/e-badge\n"
                 "branch 'feat/e-badge' set up to track 'origin/feat/e-badge'.\n"
                 "To git.northfen.energy:web/portal-web.git\n - [deleted]         feat/estimated-badge\n"),
        ],
        "facts": [
            fact("e-badge", "Bills based on estimated readings show an amber E badge (nf-reading-badge) in bill "
                            "history, driven by readingType ESTIMATED from /api/v2/bills.",
                 "decision", "user", ["E badge", "ESTIMATED"]),
            fact("money-cents", "In portal-web money is integer cents end to end (amountCents in every model), "
                                "formatted only in templates by the moneyPipe; never floats for money.",
                 "convention", "user", ["integer cents", "moneyPipe"], remember=True),
            fact("tooltip", "The E badge tooltip reads 'Estimated reading - send us a meter reading for an exact "
                            "bill'.",
                 "decision", "user", ["Estimated reading", "exact bill"]),
        ],
        "optional": [
            opt("amber", "The badge uses the --nf-amber-500 colour.", ["nf-amber-500"]),
        ],
        "questions": [
            q("How does the portal show a bill based on an estimated reading?",
              "amber E badge when readingType is ESTIMATED", ["e-badge"]),
            q("How is money represented in portal-web?", "integer cents, amountCents, formatting in moneyPipe",
              ["money-cents"]),
            q("What does the estimated badge tooltip say?",
              "Estimated reading - send us a meter reading for an exact bill", ["tooltip"]),
        ],
    },
    {
        "id": "h62-cc-app-meter-photo",
        "project": APP,
        "start": datetime(2026, 11, 12, 10, 0),
        "about": "northfen-app: customers submit a meter reading with a photo; three upload options, 'the 2nd' "
                 "picked (direct upload to Azure Blob with a SAS URL from the API, 10 minutes); on-device OCR "
                 "proposed and not taken; resize values proposed by the assistant and accepted with 'k'; a "
                 "remember-request with typos about fastlane",
        "steps": [
            ("user", "morning. submit reading screen needs photo of the meter. the call centre wants proof when "
                     "ppl dispute. how do we send the photo"),
            bash("rg -n 'SubmitReading|submitReading' lib/ | head; cat pubspec.yaml | sed -n 1,40p",
                 "lib/features/readings/submit_reading_screen.dart:14:class SubmitReadingScreen extends "
                 "ConsumerStatefulWidget {\n"
                 "lib/features/readings/readings_repository.dart:31:  Future<void> submitReading(ReadingInput input) "
                 "async {\n"
                 "name: northfen_app\ndescription: Northfen Energy customer app\nversion: 3.14.0+3140\n\n"
                 "environment:\n  sdk: '>=3.5.0 <4.0.0'\n  flutter: '>=3.24.0'\n\ndependencies:\n  flutter:\n"
                 "    sdk: flutter\n  flutter_riverpod: ^2.5.1\n  dio: ^5.7.0\n  drift: ^2.20.3\n"
                 "  sqlite3_flutter_libs: ^0.5.24\n  image_picker: ^1.1.2\n  image: ^4.2.0\n"
                 "  firebase_crashlytics: ^4.1.3\n  go_router: ^14.3.0\n  intl: ^0.19.0\n"),
            ("assistant", "Three ways to get the photo to us:\n\n"
                          "1. **Multipart upload to the app API** with the reading. Simplest client, but every "
                          "photo (2-5 MB from a phone camera) goes through our API pods on-prem and the API has to "
                          "push it on to storage.\n"
                          "2. **Direct upload to Azure Blob Storage.** The app asks the API for a short-lived, "
                          "write-only SAS URL for one blob name, uploads the photo straight to the container, then "
                          "submits the reading with the blob name. The API never touches the bytes.\n"
                          "3. **On-device OCR only** (ML Kit text recognition): read the digits from the photo on "
                          "the phone, send only the number and keep no photo. Nice UX, but no proof for disputes, "
                          "which is the point of the request.\n\n"
                          "I'd lean to 2: the portal's document uploads already live in Blob storage in the cloud "
                          "subscription, so the container and lifecycle rules exist."),
            ("user", "2nd. sas valid 10 min max, not more"),
            bash("rg -n 'generate_blob_sas|expiry' ../portal-api/app/storage/*.py",
                 "../portal-api/app/storage/documents.py:22:    sas = generate_blob_sas(account_name=ACCOUNT, "
                 "container_name=\"customer-docs\",\n"
                 "../portal-api/app/storage/documents.py:25:        expiry=datetime.now(UTC) + timedelta(hours=1),\n"),
            ("assistant", "The existing document endpoint in portal-api issues SAS tokens valid for 1 hour; for meter "
                          "photos I'll add a separate endpoint `POST /app/v1/readings/photo-upload-url` that returns "
                          "a write-only (`create` permission) SAS valid for 10 minutes for a blob under "
                          "`meter-photos/{accountId}/{uuid}.jpg`. I won't touch the documents endpoint.\n\n"
                          "Client side, before uploading I'd resize the photo to at most 1600 px on the long edge "
                          "and encode as JPEG quality 80: a meter dial is still readable and the file drops from "
                          "~4 MB to ~300 KB, which matters on rural mobile data."),
            ("user", "k"),
            tool("Write", {"file_path": f"{APP}/lib/features/readings/photo_upload.dart",
                           "content": "const kMaxLongEdge = 1600;\nconst kJpegQuality = 80;\n..."},
                 "File created successfully at: /Users/ines/dev/northfen-app/lib/features/readings/photo_upload.dart"),
            tool("Write", {"file_path": "/Users/ines/dev/portal-api/app/routes/reading_photos.py",
                           "content": "EXPIRY = timedelta(minutes=10)\n..."},
                 "File created successfully at: /Users/ines/dev/portal-api/app/routes/reading_photos.py"),
            bash("flutter test test/features/readings 2>&1 | tail -15",
                 "00:03 +0: loading test/features/readings/photo_upload_test.dart\n"
                 "00:04 +1: resizes 4032x3024 to 1600x1200\n"
                 "00:04 +2: keeps 1200x900 as is\n"
                 "00:04 +3: encodes jpeg quality 80\n"
                 "00:05 +4: requests upload url before put\n"
                 "00:05 +5: puts with x-ms-blob-type BlockBlob\n"
                 "00:05 +6: submits reading with blobName\n"
                 "00:06 +7: retries once on 403 with a fresh sas url\n"
                 "00:06 +8: submit_reading_screen shows camera button\n"
                 "00:07 +9: submit_reading_screen disables submit until photo uploaded\n"
                 "00:07 +9 -1: submit_reading_screen shows progress [E]\n"
                 "  Expected: <1>\n    Actual: <0>\n  Which: means none were found but one was expected\n"
                 "  package:flutter_test  expect\n"
                 "  test/features/readings/submit_reading_screen_test.dart 88:5  main.<fn>\n"
                 "00:08 +9 -1: Some tests failed.\n"),
            ("assistant", "One widget test fails: it looks for a LinearProgressIndicator and I used a "
                          "CircularProgressIndicator in the upload state. The screen's other states use linear, so "
                          "I'll switch to linear for consistency rather than change the test."),
            bash("flutter test test/features/readings 2>&1 | tail -2", "00:07 +10: All tests passed!\n"),
            ("user", "nice. rmember for next tiem: releases only go out thru the fastlane lanes (beta / prod), "
                     "nobody uploads to the stores by hand, not even hotfixes. last time someone did it from "
                     "xcode and the build number was wrong for 2 weeks"),
            bash("ls fastlane/ && rg -n 'lane :' fastlane/Fastfile",
                 "Appfile\nFastfile\nMatchfile\nPluginfile\nREADME.md\n"
                 "fastlane/Fastfile:12:  lane :beta do\nfastlane/Fastfile:31:  lane :prod do\n"
                 "fastlane/Fastfile:52:  lane :bump do\n"),
            ("assistant", "Understood: releases go only through the fastlane lanes (`beta` and `prod` in "
                          "fastlane/Fastfile, `bump` sets the build number), never a manual upload from Xcode or "
                          "the Play console, hotfixes included. I'll put that in the PR description for this "
                          "feature too since it ships in 3.15."),
            ("user", "👍 cool, thats all"),
        ],
        "facts": [
            fact("photo-blob", "Meter photos are uploaded by the app directly to Azure Blob Storage with a write-only "
                               "SAS URL from POST /app/v1/readings/photo-upload-url; the API never handles the bytes.",
                 "decision", "user", ["SAS", "Blob"]),
            fact("sas-10", "The meter-photo SAS URL is valid for at most 10 minutes.",
                 "config", "user", ["SAS", ["10 minutes", "10 min"]]),
            fact("resize", "Photos are resized to at most 1600 px on the long edge and encoded as JPEG quality 80 "
                           "before upload.",
                 "config", "assistant", ["1600", "quality 80"]),
            fact("fastlane", "App releases go out only through the fastlane lanes (beta, prod); nobody uploads to "
                             "the stores by hand, hotfixes included.",
                 "rule", "user", ["fastlane", ["by hand", "manual upload"]], remember=True),
        ],
        "optional": [
            opt("ocr-rejected", "On-device OCR only was not chosen: no photo means no proof for disputes.", ["OCR"]),
            opt("blob-path", "Photos go under meter-photos/{accountId}/{uuid}.jpg.", ["meter-photos"]),
        ],
        "questions": [
            q("How does the app upload meter photos?", "straight to Azure Blob Storage with a SAS URL from the API",
              ["photo-blob"]),
            q("How long is the meter-photo SAS URL valid?", "10 minutes", ["sas-10"]),
            q("How are app releases shipped to the stores?", "only through fastlane lanes, never by hand",
              ["fastlane"]),
        ],
    },
    {
        "id": "h62-cc-app-offline-bills",
        "project": APP,
        "start": datetime(2026, 11, 24, 16, 10),
        "about": "northfen-app: offline cache of recent bills; Hive chosen, then reversed to drift (already used "
                 "for readings); last 12 bills; IBANs found in Crashlytics logs, first guess (BillDto.toString in a "
                 "crash report) wrong, cause dio LogInterceptor enabled in release builds; standing rule 'starting "
                 "today and for good' never keep bank details on the device",
        "steps": [
            ("user", "hi again. 2 things. a) bills screen blank when no signal, people in the hills complain. "
                     "cache the last bills offline. b) later"),
            ("assistant", "Hi! For (a), the lightest option is Hive: a key-value box per account holding the last "
                          "bills as JSON, no schema, quick to add. drift would also work but needs a table and a "
                          "migration. I'd go with Hive for this."),
            ("user", "ok hive"),
            bash("flutter pub add hive_ce hive_ce_flutter 2>&1 | tail -4",
                 "+ hive_ce 2.7.0+1\n+ hive_ce_flutter 2.1.0\nChanged 2 dependencies!\n"
                 "2 packages have newer versions incompatible with dependency constraints.\n"),
            tool("Write", {"file_path": f"{APP}/lib/features/bills/bills_cache.dart",
                           "content": "class BillsCache { final Box<String> _box; ... }"},
                 "File created successfully at: /Users/ines/dev/northfen-app/lib/features/bills/bills_cache.dart"),
            ("user", "b) crashlytics. security guy sent me a screenshot, there are IBANs in the crash logs. WTF. "
                     "pls find"),
            bash("firebase crashlytics:logs --app 1:5512:android:northfen --since 3d --grep iban | head -40",
                 _crash_log()),
            ("assistant", "These aren't crash stack traces, they are the breadcrumb log attached to crashes. My first "
                          "thought was `BillDto.toString()`: if the DTO's toString prints all fields and a crash "
                          "report includes the object, the IBAN would end up there. Let me check."),
            bash("rg -n 'toString|iban' lib/features/bills/bill_dto.dart",
                 "lib/features/bills/bill_dto.dart:19:  final DirectDebit? directDebit;\n"),
            ("assistant", "No, BillDto has no custom toString (it would print `Instance of 'BillDto'`), so that's "
                          "not it. The lines look like dio's log format (`*** Response ***`, `uri:`, "
                          "`statusCode:`). Checking where the Dio client is built."),
            bash("rg -n 'LogInterceptor' -A4 lib/core/http/",
                 "lib/core/http/api_client.dart:27:    dio.interceptors.add(LogInterceptor(\n"
                 "lib/core/http/api_client.dart-28-      requestBody: true,\n"
                 "lib/core/http/api_client.dart-29-      responseBody: true,\n"
                 "lib/core/http/api_client.dart-30-      logPrint: (o) => FirebaseCrashlytics.instance.log('$o'),\n"
                 "lib/core/http/api_client.dart-31-    ));\n"),
            bash("git log -L27,31:lib/core/http/api_client.dart --format='%h %ad %s' --date=short | head -3",
                 "91c0d4e 2026-09-30 debug: log api traffic to crashlytics for the login issue (TEMP)\n"),
            ("assistant", "Root cause: commit 91c0d4e (30 Sep, \"debug: log api traffic to crashlytics for the "
                          "login issue (TEMP)\") added a dio `LogInterceptor` with `responseBody: true` whose "
                          "`logPrint` writes into `FirebaseCrashlytics.instance.log`, unconditionally, so release "
                          "builds send full response bodies (bills with the direct-debit IBAN) as crash "
                          "breadcrumbs. It was meant to be temporary and shipped in 3.13 and 3.14.\n\n"
                          "Fix: add the LogInterceptor only when `kDebugMode`, print to the console instead of "
                          "Crashlytics, and never log bodies. I'll also ask: do you want the logged data deleted in "
                          "Crashlytics? That's a console action I can't do from here."),
            ("user", "yes do the fix. deletion i ask security. and starting today, and for good: the app does not "
                     "keep bank details on the device. no IBAN in cache, in logs, in shared prefs, nowhere. "
                     "only the masked last 4 from the api"),
            tool("Edit", {"file_path": f"{APP}/lib/core/http/api_client.dart",
                          "old_string": "    dio.interceptors.add(LogInterceptor(",
                          "new_string": "    if (kDebugMode) dio.interceptors.add(LogInterceptor("},
                 "The file has been updated."),
            ("assistant", "Done for the interceptor. That rule also affects (a): the Hive cache as I wrote it stores "
                          "the whole bill JSON including `directDebit.iban`. Two points:\n\n"
                          "- I'll strip `directDebit` to `ibanLast4` before caching, whatever store we use.\n"
                          "- Hive boxes are plain files unless you add a cipher, and hive_ce's encryption needs a "
                          "key in secure storage, which is more setup than I suggested."),
            ("user", "hmm. then no, go back, use drift. we have drift already for the readings, encrypted with "
                     "sqlcipher, one db. remove hive"),
            bash("flutter pub remove hive_ce hive_ce_flutter && git rm -q lib/features/bills/bills_cache.dart",
                 "Resolving dependencies...\nThese packages are no longer being depended on:\n- hive_ce 2.7.0+1\n"
                 "- hive_ce_flutter 2.1.0\nChanged 2 dependencies!\n"),
            tool("Write", {"file_path": f"{APP}/lib/core/db/tables/cached_bills.dart",
                           "content": "class CachedBills extends Table { ... TextColumn get ibanLast4 ... }"},
                 "File created successfully at: /Users/ines/dev/northfen-app/lib/core/db/tables/cached_bills.dart"),
            bash("dart run build_runner build --delete-conflicting-outputs 2>&1 | tail -3 && flutter test 2>&1 | tail -3",
                 "[INFO] Succeeded after 21.4s with 14 outputs (61 actions)\n"
                 "00:19 +187: bills cache keeps the last 12 bills per account\n"
                 "00:19 +188: bills cache never stores a full iban\n00:20 +188: All tests passed!\n"),
            ("assistant", "Switched to drift: a `CachedBills` table in the existing SQLCipher database (schema "
                          "version 7 to 8, with a migration), keeping the last 12 bills per account and only "
                          "`ibanLast4`. Hive is removed again. The bills screen reads from the cache when the "
                          "request fails and shows an \"offline, last updated …\" line."),
            ("user", "last 12 bills ok. ship it to beta tomorrow"),
        ],
        "facts": [
            fact("drift-cache", "Offline bills are cached in drift (the existing SQLCipher database, CachedBills "
                                "table), not Hive; Hive was chosen first and dropped.",
                 "decision", "user", ["drift", ["CachedBills", "bills"]]),
            fact("last-12", "The offline cache keeps the last 12 bills per account.",
                 "config", "user", ["12 bills"]),
            fact("iban-log", "IBANs reached Crashlytics because a 'temporary' dio LogInterceptor with responseBody "
                             "logged to Crashlytics in release builds; it now runs only in kDebugMode.",
                 "bugfix", "assistant", ["LogInterceptor", ["Crashlytics", "kDebugMode"]]),
            fact("no-iban", "The app never keeps bank details on the device: no IBAN in cache, logs or shared prefs, "
                            "only the masked last 4 from the API.",
                 "rule", "user", ["IBAN", "device"], remember=True),
        ],
        "optional": [
            opt("hive-dropped", "Hive (hive_ce) was added and removed again in favour of drift.", ["Hive"]),
        ],
        "questions": [
            q("Where does the app cache bills for offline use?", "drift SQLCipher database, last 12 bills",
              ["drift-cache", "last-12"]),
            q("Why did IBANs show up in Crashlytics?", "dio LogInterceptor logged response bodies in release builds",
              ["iban-log"]),
            q("May the app store a customer's IBAN on the device?", "never, only masked last 4", ["no-iban"]),
        ],
    },
]
