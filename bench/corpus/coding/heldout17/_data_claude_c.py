"""h54 Claude Code sessions, part c: kpc-member-app, the Flutter app members use to see their weighbridge
tickets, grades and statements and to book intake slots. Offline mode for sites with no signal, duplicate
grading pushes, and the 1.8.0 release."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

APP = "/home/noor/code/kpc-member-app"


PUBSPEC = """name: kpc_member_app
description: Kestrel Plains Cooperative member app
publish_to: none
version: 1.7.2+41

environment:
  sdk: ">=3.5.0 <4.0.0"
  flutter: ">=3.24.0"

dependencies:
  flutter:
    sdk: flutter
  flutter_localizations:
    sdk: flutter
  dio: ^5.7.0
  flutter_riverpod: ^2.6.1
  go_router: ^14.6.1
  firebase_core: ^3.8.0
  firebase_messaging: ^15.1.5
  flutter_local_notifications: ^18.0.1
  intl: ^0.19.0
  freezed_annotation: ^2.4.4
  json_annotation: ^4.9.0
  flutter_secure_storage: ^9.2.2
  url_launcher: ^6.3.1
  pdfx: ^2.8.0

dev_dependencies:
  flutter_test:
    sdk: flutter
  build_runner: ^2.4.13
  freezed: ^2.5.7
  json_serializable: ^6.8.0
  flutter_lints: ^5.0.0
  mocktail: ^1.0.4
"""

BUILD_RUNNER = """[INFO] Generating build script completed, took 412ms
[INFO] Reading cached asset graph completed, took 188ms
[INFO] Checking for updates since last build completed, took 902ms
[INFO] Running build completed, took 14.6s
[INFO] Caching finalized dependency graph completed, took 96ms
[INFO] Succeeded after 14.7s with 38 outputs (122 actions)
lib/data/local/db.g.dart                 written
lib/data/local/tables.g.dart             written
lib/data/models/ticket.freezed.dart      unchanged
lib/data/models/ticket.g.dart            unchanged
lib/data/models/slot_booking.freezed.dart written
lib/data/models/slot_booking.g.dart      written
"""

FLUTTER_TEST_OFFLINE = """00:02 +0: loading /home/noor/code/kpc-member-app/test/data/tickets_repository_test.dart
00:04 +1: TicketsRepository returns cached tickets when offline
00:04 +2: TicketsRepository marks cached tickets as provisional until synced
00:04 +3: TicketsRepository replaces cache after successful fetch
00:05 +4: Outbox queues a slot booking when offline
00:05 +5: Outbox replays bookings oldest first when online
00:05 +6: Outbox drops bookings older than 12 hours and reports them
00:05 +7: Outbox keeps a booking that the server rejected with 409 for the user to see
00:06 +8: SyncWorker runs on connectivity change to wifi/mobile
00:06 +9: SyncWorker runs on app resume
00:06 +10: SyncWorker does not run twice concurrently
00:07 +11: GradeChip shows Provisional label, grey, italic for provisional grade
00:07 +12: GradeChip shows final grade normally when confirmed
00:07 +13: PriceText never renders provisional price in bold
00:08 +14: TicketListScreen shows offline banner with last sync time
00:08 +15: SlotBookingScreen shows queued state when offline
00:09 +16: golden: ticket_card_provisional.png
00:09 +17: golden: ticket_card_final.png
00:10 +18: All tests passed!
"""


SESSIONS = [
    {
        "id": "h54-cc-memberapp-offline-mode",
        "project": APP,
        "start": datetime(2026, 11, 4, 11, 0),
        "branch": "noor/offline",
        "about": "kpc-member-app: offline mode for sites with no signal (Tallis Bend, Harlow Junction); three "
                 "options, picked with a bare '2' (drift SQLite cache + outbox); a Firestore idea never answered; "
                 "outbox expiry 24 h then 12 hours; terse typing with typos; a standing 'hard line from the board' "
                 "that a provisional grade/price is never shown as final; sync on connectivity_plus and app resume",
        "steps": [
            ("user", "hey. tallis bend + harlow junction have basicly no signal at the intake, members open the "
                     "app in the queue and get a spinner forever. need offline for: my tickets list, todays slot "
                     "booking. ideas?"),
            bash("cat pubspec.yaml && find lib -name '*.dart' | sed 's|/[^/]*$||' | sort | uniq -c", PUBSPEC
                 + "      4 lib\n      6 lib/data\n      5 lib/data/models\n      3 lib/providers\n"
                 "      9 lib/screens\n      7 lib/widgets\n"),
            tool("Read", {"file_path": f"{APP}/lib/data/tickets_repository.dart"},
                 "     1\timport 'package:dio/dio.dart';\n     2\timport 'models/ticket.dart';\n     3\t\n"
                 "     4\tclass TicketsRepository {\n     5\t  TicketsRepository(this._dio);\n"
                 "     6\t  final Dio _dio;\n     7\t\n     8\t  Future<List<Ticket>> myTickets({required String "
                 "season}) async {\n     9\t    final r = await _dio.get('/api/v2/me/tickets', queryParameters: "
                 "{'season': season});\n    10\t    return (r.data as List).map((j) => Ticket.fromJson(j)).toList();"
                 "\n    11\t  }\n    12\t\n    13\t  Future<void> bookSlot(SlotBooking b) async {\n"
                 "    14\t    await _dio.post('/api/v2/slots', data: b.toJson());\n    15\t  }\n    16\t}\n"),
            ("assistant", "Right now every screen goes straight to the API through dio, with no local copy, so "
                          "with no signal there's nothing to show and the booking call just hangs until dio's "
                          "timeout. Three ways to do it:\n\n**1. Hive boxes.** Cache the ticket JSON in a box, put "
                          "pending bookings in another box. Quick to add, but no queries, no schema migrations, and "
                          "Hive's maintenance has been patchy.\n\n**2. drift (SQLite).** A `tickets` table as the "
                          "local cache, and an `outbox` table for slot bookings made offline. A small sync worker "
                          "replays the outbox oldest first when the connection comes back, then refreshes the "
                          "tickets. Typed queries and real migrations; a bit more code (build_runner).\n\n**3. HTTP "
                          "cache only** (dio_cache_interceptor). Tickets load from cache offline, but bookings "
                          "still fail. Smallest change, only solves half.\n\n(There's also the route of moving "
                          "tickets to Firestore and getting its offline persistence for free, but that means the "
                          "backend writes to Firestore too, which is a different project.)"),
            ("user", "2"),
            tool("Edit", {"file_path": f"{APP}/pubspec.yaml",
                          "old_string": "  pdfx: ^2.8.0\n",
                          "new_string": "  pdfx: ^2.8.0\n  drift: ^2.22.0\n  drift_flutter: ^0.2.2\n  "
                                        "connectivity_plus: ^6.1.0\n  path_provider: ^2.1.5\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{APP}/lib/data/local/tables.dart",
                           "content": "import 'package:drift/drift.dart';\n\nclass CachedTickets extends Table {\n"
                                      "  TextColumn get no => text()();\n  TextColumn get json => text()();\n  "
                                      "DateTimeColumn get fetchedAt => dateTime()();\n  BoolColumn get "
                                      "provisional => boolean().withDefault(const Constant(true))();\n  @override\n"
                                      "  Set<Column> get primaryKey => {no};\n}\n\nclass Outbox extends Table {\n  "
                                      "IntColumn get id => integer().autoIncrement()();\n  TextColumn get kind => "
                                      "text()(); // 'slot_booking'\n  TextColumn get payload => text()();\n  "
                                      "DateTimeColumn get createdAt => dateTime()();\n  IntColumn get attempts => "
                                      "integer().withDefault(const Constant(0))();\n}\n"},
                 f"File created successfully at: {APP}/lib/data/local/tables.dart"),
            bash("dart run build_runner build --delete-conflicting-outputs 2>&1 | tail -n 12", BUILD_RUNNER),
            ("assistant", "drift is in with two tables: `CachedTickets` (the last fetched ticket list) and "
                          "`Outbox` (bookings made offline). Next the sync worker. How long should a booking be "
                          "allowed to wait in the outbox? A slot booked for this morning that finally syncs "
                          "tomorrow would be worse than failing. I'd drop anything older than 24 h and tell the "
                          "user it didn't go through."),
            ("user", "24h ok"),
            tool("Write", {"file_path": f"{APP}/lib/data/sync_worker.dart",
                           "content": "import 'package:connectivity_plus/connectivity_plus.dart';\n\nconst "
                                      "outboxMaxAge = Duration(hours: 24);\n\nclass SyncWorker {\n  SyncWorker("
                                      "this._db, this._api);\n  final AppDb _db;\n  final Api _api;\n  bool _running "
                                      "= false;\n\n  void attach() {\n    Connectivity().onConnectivityChanged"
                                      ".listen((r) { if (!r.contains(ConnectivityResult.none)) run(); });\n  }\n\n"
                                      "  Future<void> run() async {\n    if (_running) return;\n    _running = true;"
                                      "\n    try {\n      await _db.dropOutboxOlderThan(outboxMaxAge, onDropped: "
                                      "_notifyDropped);\n      await _replayOutbox();\n      await _refreshTickets();"
                                      "\n    } finally {\n      _running = false;\n    }\n  }\n}\n"},
                 f"File created successfully at: {APP}/lib/data/sync_worker.dart"),
            ("user", "hm actually no. slots are per half day, a booking from yesterday evening is already useless "
                     "at 8am. make it 12 hours"),
            tool("Edit", {"file_path": f"{APP}/lib/data/sync_worker.dart",
                          "old_string": "const outboxMaxAge = Duration(hours: 24);",
                          "new_string": "const outboxMaxAge = Duration(hours: 12); // slots are per half day"},
                 "The file has been updated."),
            ("user", "also. teh board said this at the members forum and i want it in the app forever: a "
                     "provisional grade or price is never shown like its final. grey, italic, with the word "
                     "Provisional next to it. and if we're offline and the ticket came from cache, its provisional "
                     "until synced, even if it was final before. thats a hard line, not a nice to have. last year a "
                     "member screenshotted a provisional price and waved it at the AGM"),
            tool("Write", {"file_path": f"{APP}/lib/widgets/grade_chip.dart",
                           "content": "import 'package:flutter/material.dart';\n\n/// Provisional grades/prices "
                                      "are never styled like final ones (board decision).\nclass GradeChip extends "
                                      "StatelessWidget {\n  const GradeChip({super.key, required this.grade, "
                                      "required this.provisional});\n  final String grade;\n  final bool "
                                      "provisional;\n\n  @override\n  Widget build(BuildContext context) {\n    if "
                                      "(provisional) {\n      return Text('$grade  Provisional', style: const "
                                      "TextStyle(color: Colors.grey, fontStyle: FontStyle.italic));\n    }\n    "
                                      "return Chip(label: Text(grade));\n  }\n}\n"},
                 f"File created successfully at: {APP}/lib/widgets/grade_chip.dart"),
            tool("Edit", {"file_path": f"{APP}/lib/main.dart",
                          "old_string": "  runApp(const ProviderScope(child: KpcApp()));\n",
                          "new_string": "  final sync = SyncWorker(db, api)..attach();\n  AppLifecycleListener("
                                        "onResume: sync.run);\n  runApp(const ProviderScope(child: KpcApp()));\n"},
                 "The file has been updated."),
            bash("flutter test 2>&1 | tail -n 20", FLUTTER_TEST_OFFLINE),
            bash("flutter run -d emulator-5554 --dart-define=SIMULATE_OFFLINE=true 2>&1 | grep -E 'sync|outbox' "
                 "| head -n 8",
                 "I/flutter ( 8812): [sync] offline, 14 cached tickets shown (provisional)\n"
                 "I/flutter ( 8812): [outbox] queued slot_booking S21 2026-11-05 AM\n"
                 "I/flutter ( 8812): [sync] connectivity: mobile\n"
                 "I/flutter ( 8812): [outbox] replayed 1 (0 dropped)\n"
                 "I/flutter ( 8812): [sync] tickets refreshed: 14 (12 final, 2 provisional)\n"),
            ("assistant", "Working end to end on the emulator with the network cut: the ticket list comes from the "
                          "drift cache with every entry shown as provisional, a slot booking goes into the outbox, "
                          "and when connectivity_plus reports a connection (or the app resumes) the sync worker "
                          "replays the outbox, then refreshes tickets, after which the confirmed ones show as "
                          "final.\n\nWhat's in the branch:\n- drift with `CachedTickets` + `Outbox`;\n- "
                          "`SyncWorker`, triggered by connectivity_plus and app resume, never two runs at once;\n"
                          "- outbox entries older than 12 hours are dropped and the user gets a message;\n- "
                          "`GradeChip` / `PriceText`: provisional is grey, italic, labelled Provisional, and "
                          "cached data is provisional until synced;\n- 18 tests, incl. two golden images."),
            ("user", "nice. pr it, ill test at tallis bend on friday, they have a dead zone right at the bridge"),
            bash("git add -A && git commit -qm 'offline: drift cache + outbox, provisional styling' && gh pr create "
                 "--fill --base main 2>&1 | tail -n 1",
                 "https://github.com/kestrel-plains/kpc-member-app/pull/64\n"),
        ],
        "facts": [
            fact("drift-outbox", "The member app works offline with drift (SQLite): a CachedTickets table as the "
                                 "local cache and an Outbox table for slot bookings made offline, replayed by a "
                                 "SyncWorker; picked over Hive and an HTTP cache.",
                 "decision", "user", ["drift", "outbox"]),
            fact("outbox-age", "Offline slot bookings older than 12 hours are dropped from the outbox and the user "
                               "is told (first 24 h; slots are per half day).",
                 "config", "user", ["12 hours"]),
            fact("provisional-rule", "Board's hard line for the app: a provisional grade or price is never shown "
                                     "like a final one (grey, italic, labelled Provisional); cached tickets are "
                                     "provisional until synced.",
                 "rule", "user", ["provisional", "final"], remember=True),
            fact("sync-trigger", "The SyncWorker runs on connectivity_plus connectivity changes and on app resume, "
                                 "never two runs at once.",
                 "fact", "assistant", ["connectivity_plus", "resume"]),
        ],
        "optional": [
            opt("no-signal-sites", "Tallis Bend and Harlow Junction have almost no signal at the intake.",
                ["Tallis Bend"]),
        ],
        "questions": [
            q("How does the member app keep working without signal?",
              "drift SQLite cache of tickets and an outbox table for slot bookings replayed by a sync worker",
              ["drift-outbox"]),
            q("How long can an offline slot booking wait in the outbox?", "12 hours, then dropped and the user gets a message",
              ["outbox-age"]),
            q("How must the app show a provisional grade or price?",
              "never like final: grey, italic, labelled Provisional", ["provisional-rule"]),
        ],
    },
    {
        "id": "h54-cc-memberapp-duplicate-push",
        "project": APP,
        "start": datetime(2026, 11, 11, 16, 40),
        "branch": "noor/push-dupes",
        "about": "kpc-member-app: members get the 'load graded' push 2-5 times; first guess duplicate FCM tokens "
                 "(ruled out, notifier sends once); root cause onMessage listener registered in HomeScreen "
                 "initState and never cancelled, HomeScreen rebuilt on tab switches; fix PushService singleton; "
                 "rule accepted by answering the assistant's offer to remember; Android channels kpc_grading / "
                 "kpc_payments; hotfix 1.7.3",
        "steps": [
            ("user", "members getting the 'your load was graded' push 2 or 3 times. some 5. started w/ 1.7.2 i "
                     "think. support has 11 tickets about it"),
            ("assistant", "Most likely culprit with FCM: the app registers a fresh token on every launch and the "
                          "backend keeps the old ones, so each device has several registered tokens and gets one "
                          "push per token. Let me check a member's devices and what the notifier actually sent."),
            bash("curl -s -H \"Authorization: Bearer $STAGING_ADMIN_TOKEN\" "
                 "'https://api.kestrelplains.example/api/v2/admin/devices?member=412' | jq -c '.[] | {platform, "
                 "token: .token[0:12], last_seen}' && kubectl -n backoffice logs deploy/notifier --since=48h | grep "
                 "'member=412' | tail -n 6",
                 "{\"platform\":\"android\",\"token\":\"fK3x9Q_bRm2p\",\"last_seen\":\"2026-11-11T06:12:40Z\"}\n"
                 "2026-11-10T04:18:22Z INFO push sent member=412 kind=graded ticket=W-S07-2026-018232 "
                 "fcm=projects/kpc-member/messages/0:1762748302%a1\n"
                 "2026-11-10T09:41:05Z INFO push sent member=412 kind=statement week=2026-W45 "
                 "fcm=projects/kpc-member/messages/0:1762767665%b7\n"
                 "2026-11-11T03:57:10Z INFO push sent member=412 kind=graded ticket=W-S07-2026-018301 "
                 "fcm=projects/kpc-member/messages/0:1762833430%c2\n"),
            ("assistant", "Wrong guess: member 412 has exactly one token and the notifier sent one push per graded "
                          "ticket, yet support's ticket from 412 says three notifications for 018301. So the "
                          "duplicates are made on the device. Let me look at where the app handles incoming "
                          "messages."),
            bash("rg -n 'onMessage|onMessageOpenedApp|getInitialMessage|showNotification' lib",
                 "lib/screens/home_screen.dart:38:    FirebaseMessaging.onMessage.listen((m) {\n"
                 "lib/screens/home_screen.dart:41:      _local.showNotification(m);\n"
                 "lib/screens/home_screen.dart:44:    FirebaseMessaging.onMessageOpenedApp.listen(_openFromPush);\n"
                 "lib/main.dart:29:  FirebaseMessaging.onBackgroundMessage(_bgHandler);\n"),
            tool("Read", {"file_path": f"{APP}/lib/screens/home_screen.dart", "offset": 25, "limit": 30},
                 "    25\tclass _HomeScreenState extends ConsumerState<HomeScreen> {\n"
                 "    26\t  final _local = LocalNotifications();\n    27\t\n    28\t  @override\n"
                 "    29\t  void initState() {\n    30\t    super.initState();\n"
                 "    31\t    ref.read(ticketsProvider.notifier).load();\n    32\t    _registerPush();\n    33\t  }\n"
                 "    34\t\n    35\t  void _registerPush() {\n"
                 "    36\t    // show a local notification while the app is in the foreground,\n"
                 "    37\t    // FCM doesn't display one itself in that case\n"
                 "    38\t    FirebaseMessaging.onMessage.listen((m) {\n"
                 "    39\t      if (m.notification == null) return;\n"
                 "    40\t      ref.invalidate(ticketsProvider);\n"
                 "    41\t      _local.showNotification(m);\n    42\t    });\n"
                 "    43\t    // tapping a push while app in background\n"
                 "    44\t    FirebaseMessaging.onMessageOpenedApp.listen(_openFromPush);\n    45\t  }\n"),
            bash("git log --oneline -S 'StatefulShellRoute' -- lib/router.dart | head -n 3",
                 "a71c0e2 router: bottom tabs without StatefulShellRoute (1.7.2)\n"),
            ("assistant", "## Root cause\n\n`HomeScreen.initState` subscribes to `FirebaseMessaging.onMessage` "
                          "and never cancels the subscription (there's no `dispose` that cancels it). Since "
                          "a71c0e2 in 1.7.2 the bottom tabs no longer use `StatefulShellRoute`, so every time the "
                          "member switches back to the Home tab a new `HomeScreen` state is created and adds "
                          "*another* listener. `onMessage` is a broadcast stream, so each listener shows its own "
                          "local notification. Two tab switches, three pushes; that matches the 1.7.2 start and the "
                          "'some get 5'. The same leak applies to `onMessageOpenedApp` (a tap can open the ticket "
                          "screen several times).\n\n## Fix\n\nA `PushService` singleton created once in `main()` "
                          "owns the FCM subscriptions and the local notifications; widgets don't touch "
                          "FirebaseMessaging at all and instead watch a `pushEventsProvider` stream."),
            tool("Write", {"file_path": f"{APP}/lib/services/push_service.dart",
                           "content": "import 'dart:async';\nimport 'package:firebase_messaging/firebase_messaging"
                                      ".dart';\n\n/// The only place that subscribes to FCM streams.\nclass PushService "
                                      "{\n  PushService._();\n  static final instance = PushService._();\n  final "
                                      "_events = StreamController<RemoteMessage>.broadcast();\n  bool _started = "
                                      "false;\n  Stream<RemoteMessage> get events => _events.stream;\n\n  Future<void> "
                                      "start(LocalNotifications local) async {\n    if (_started) return;\n    "
                                      "_started = true;\n    FirebaseMessaging.onMessage.listen((m) {\n      if "
                                      "(m.notification != null) local.showNotification(m);\n      _events.add(m);\n"
                                      "    });\n    FirebaseMessaging.onMessageOpenedApp.listen(_events.add);\n  }\n}"
                                      "\n"},
                 f"File created successfully at: {APP}/lib/services/push_service.dart"),
            tool("Edit", {"file_path": f"{APP}/lib/screens/home_screen.dart",
                          "old_string": "    ref.read(ticketsProvider.notifier).load();\n    _registerPush();\n",
                          "new_string": "    ref.read(ticketsProvider.notifier).load();\n"},
                 "The file has been updated."),
            bash("flutter test test/services test/screens 2>&1 | tail -n 6",
                 "00:05 +9: PushService start() twice subscribes once\n"
                 "00:05 +10: HomeScreen rebuilt 5 times shows one notification per message\n"
                 "00:05 +11: HomeScreen refreshes tickets on graded event\n"
                 "00:06 +12: Tapping push opens ticket screen once\n"
                 "00:06 +13: StatementScreen opens from statement push\n"
                 "00:06 +14: All tests passed!\n"),
            ("assistant", "Tests pass, including one that rebuilds HomeScreen five times and checks a single "
                          "notification per message. Want me to remember, for this app, that push listeners "
                          "(onMessage / onMessageOpenedApp) are registered only in PushService and never in a "
                          "widget's initState?"),
            ("user", "yes that one, keep it"),
            ("user", "also while ur in there: android channel ids. grade pushes go on kpc_grading with importance "
                     "high, payment/statement pushes on kpc_payments default importance. rn everything is on "
                     "'default' and members cant mute payments without muting grades"),
            tool("Edit", {"file_path": f"{APP}/lib/services/local_notifications.dart",
                          "old_string": "const _channel = AndroidNotificationChannel('default', 'Notifications');\n",
                          "new_string": "const gradingChannel = AndroidNotificationChannel('kpc_grading', 'Grading', "
                                        "importance: Importance.high);\nconst paymentsChannel = "
                                        "AndroidNotificationChannel('kpc_payments', 'Payments and statements');\n"},
                 "The file has been updated."),
            bash("sed -i 's/^version: 1.7.2+41/version: 1.7.3+42/' pubspec.yaml && flutter test 2>&1 | tail -n 1 "
                 "&& git commit -qam 'push: single PushService, per-kind Android channels (1.7.3)' && git log -1 "
                 "--oneline",
                 "00:12 +52: All tests passed!\nd03b8aa push: single PushService, per-kind Android channels "
                 "(1.7.3)\n"),
            ("assistant", "Committed as d03b8aa and bumped to 1.7.3 for a hotfix. Grading pushes use channel "
                          "`kpc_grading` (importance high), statement and payment pushes `kpc_payments`; existing "
                          "installs keep the old 'default' channel around until we delete it in a later version, "
                          "which is harmless."),
            ("user", "ship 1.7.3 to internal track, i'll promote tmrw"),
        ],
        "facts": [
            fact("listener-leak", "Duplicate grading pushes came from HomeScreen initState subscribing to "
                                  "FirebaseMessaging.onMessage without ever cancelling; since 1.7.2 the Home tab is "
                                  "recreated on every tab switch, adding another listener. Duplicate FCM tokens "
                                  "were not the cause.",
                 "bugfix", "assistant", ["onMessage", "initState"]),
            fact("pushservice-rule", "In the member app, push listeners (onMessage, onMessageOpenedApp) are "
                                     "registered only in the PushService singleton, never in a widget's initState.",
                 "rule", "user", ["PushService"], remember=True),
            fact("channels", "Android notification channels: grade pushes on kpc_grading (importance high), payment "
                             "and statement pushes on kpc_payments.",
                 "config", "user", ["kpc_grading", "kpc_payments"]),
        ],
        "optional": [
            opt("hotfix-173", "The fix shipped as hotfix 1.7.3 (build 42).", ["1.7.3"]),
        ],
        "questions": [
            q("Why did members get the graded push several times?",
              "HomeScreen initState subscribes to onMessage and never cancels, and a new state is created every time the member switches back",
              ["listener-leak"]),
            q("Where may the member app subscribe to push messages?", "only in PushService, never in initState",
              ["pushservice-rule"]),
            q("Which Android channel do grading pushes use?", "kpc_grading with importance high", ["channels"]),
        ],
    },
    {
        "id": "h54-cc-memberapp-release-1-8",
        "project": APP,
        "start": datetime(2026, 11, 18, 14, 0),
        "branch": "main",
        "about": "kpc-member-app: release day for offline mode; version first 2.0.0, reversed to 1.8.0 (2.0 kept "
                 "for the payments screen); build numbers switched to YYMMDDNN; the build was about to be cut from "
                 "main, person asks 'stick this in whatever notes you keep' that store builds come from a release "
                 "branch; fastlane output; joke 'remember to water my desk plant'; closing summary",
        "steps": [
            ("user", "release day!! offline mode + the push fix go out today. i think we call it 2.0, offline is "
                     "big"),
            bash("git status -sb | head -n 2 && grep '^version' pubspec.yaml && git tag --sort=-creatordate | head "
                 "-n 4",
                 "## main...origin/main\nversion: 1.7.3+42\nv1.7.3\nv1.7.2\nv1.7.1\nv1.7.0\n"),
            tool("Edit", {"file_path": f"{APP}/pubspec.yaml",
                          "old_string": "version: 1.7.3+42", "new_string": "version: 2.0.0+43"},
                 "The file has been updated."),
            ("assistant", "Bumped to 2.0.0+43. The build numbers are a plain counter (41, 42, 43); that works "
                          "but support can't tell from '43' when a build was made. Not urgent."),
            ("user", "actually yes switch build numbers to YYMMDDNN, date + 2 digit counter. support keeps asking "
                     "'is 43 the new one'. so today is 26111801"),
            tool("Edit", {"file_path": f"{APP}/pubspec.yaml",
                          "old_string": "version: 2.0.0+43", "new_string": "version: 2.0.0+26111801"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{APP}/fastlane/Fastfile",
                          "old_string": "  build_number = latest_build_number + 1\n",
                          "new_string": "  # YYMMDDNN: date of the build + two-digit counter for that day\n  "
                                        "build_number = next_date_build_number(prefix: Time.now.strftime('%y%m%d'))\n"},
                 "The file has been updated."),
            ("user", "hm no. keep 1.8.0. marketing wants the 2.0 for when the payments screen lands, they already "
                     "have a newsletter for it. 1.8.0 today"),
            tool("Edit", {"file_path": f"{APP}/pubspec.yaml",
                          "old_string": "version: 2.0.0+26111801", "new_string": "version: 1.8.0+26111801"},
                 "The file has been updated."),
            ("assistant", "1.8.0+26111801 it is. One thing before I run fastlane: we're on `main`, and main has "
                          "the unfinished statements-v2 screens behind the `statements_v2` flag (merged Monday). "
                          "The flag defaults off, but the code would ship. Cut the build from here anyway, or from a "
                          "release branch?"),
            ("user", "ugh. no. cut release/1.8 from the offline merge commit and build from that. and stick this in "
                     "whatever notes you keep: store builds come from a release branch (release/x.y), never "
                     "straight from main. main has half finished stuff behind flags all the time"),
            bash("git switch -c release/1.8 4f2e9d1 && git cherry-pick d03b8aa && git commit -qam 'release 1.8.0' "
                 "&& git log --oneline -3",
                 "Switched to a new branch 'release/1.8'\n[release/1.8 7b1c220] push: single PushService, per-kind "
                 "Android channels (1.7.3)\n 4 files changed, 61 insertions(+), 18 deletions(-)\n"
                 "e90d4a1 release 1.8.0\n7b1c220 push: single PushService, per-kind Android channels (1.7.3)\n"
                 "4f2e9d1 Merge pull request #64 from noor/offline\n"),
            bash("cd ios && bundle exec fastlane beta_internal 2>&1 | tail -n 24",
                 "[14:31:02]: ------------------------------\n[14:31:02]: --- Step: build_app ---\n"
                 "[14:31:02]: ------------------------------\n[14:37:44]: Successfully exported and compressed "
                 "dSYM file\n[14:37:44]: Successfully exported and signed the ipa file:\n[14:37:44]: "
                 "/home/noor/code/kpc-member-app/build/ios/ipa/KPC Members.ipa\n[14:37:45]: "
                 "-------------------------------\n[14:37:45]: --- Step: upload_to_testflight ---\n[14:37:45]: "
                 "-------------------------------\n[14:38:10]: Ready to upload new build to TestFlight (App: "
                 "1739204418)...\n[14:41:52]: Successfully uploaded package to App Store Connect. It might take a "
                 "few minutes until it's visible online.\n[14:41:52]: Successfully distributed build to Internal "
                 "testers\n\n+------+-----------------------+-------------+\n|           fastlane summary          "
                 "    |\n+------+-----------------------+-------------+\n| Step | Action                | Time (in s)"
                 " |\n+------+-----------------------+-------------+\n| 1    | default_platform      | 0           |"
                 "\n| 2    | app_store_connect_api | 0           |\n| 3    | next_date_build_number| 2           |\n"
                 "| 4    | build_app             | 402         |\n| 5    | upload_to_testflight  | 247         |\n"
                 "+------+-----------------------+-------------+\n\n[14:41:53]: fastlane.tools finished "
                 "successfully\n"),
            bash("cd android && bundle exec fastlane beta_internal 2>&1 | tail -n 6",
                 "[14:49:20]: Successfully finished the upload to Google Play (track: internal, version code: "
                 "26111801, version name: 1.8.0)\n\n+------+-------------------+-------------+\n| 3    | "
                 "gradle            | 311         |\n| 4    | upload_to_play_store | 58       |\n"
                 "[14:49:21]: fastlane.tools finished successfully\n"),
            ("user", "woo. k i'm off for 2 weeks from friday. remember to water my desk plant while im gone lol"),
            ("assistant", "I'll have to leave the plant to someone with hands. Here's where things are.\n\n"
                          "## Summary\n\n- **Version:** 1.8.0 (2.0.0 was set and reverted; 2.0 is kept for the "
                          "payments screen).\n- **Build numbers:** now YYMMDDNN; this build is 26111801 on both "
                          "stores.\n- **Branch:** built from `release/1.8` (offline merge 4f2e9d1 + the push fix), "
                          "not from main, which carries the flagged statements-v2 code.\n- **Uploaded:** "
                          "TestFlight internal testers and the Play internal track via the `beta_internal` lanes.\n"
                          "- **Next:** promote to production after a check at Tallis Bend; tag `v1.8.0` on "
                          "release/1.8 when promoted."),
        ],
        "facts": [
            fact("version-180", "The offline release is 1.8.0, not 2.0.0; 2.0 is kept for when the payments screen "
                                "lands (marketing's newsletter).",
                 "decision", "user", ["1.8.0", "payments screen"]),
            fact("build-numbers", "Member app build numbers are YYMMDDNN (build date plus a two-digit counter), e.g. "
                                  "26111801; set in the Fastfile.",
                 "convention", "user", ["YYMMDDNN"]),
            fact("release-branch", "Store builds are cut only from a release branch (release/x.y), never from main, "
                                   "which always carries half-finished work behind flags.",
                 "rule", "user", ["release branch", "main"], remember=True),
        ],
        "optional": [
            opt("beta-lanes", "Internal builds go out with the fastlane beta_internal lanes (TestFlight internal, "
                              "Play internal track).", ["beta_internal"]),
        ],
        "questions": [
            q("Why is the offline release not 2.0?", "2.0 is kept for when the payments screen lands",
              ["version-180"]),
            q("How are member app build numbers formed?", "YYMMDDNN, build date and a two-digit counter",
              ["build-numbers"]),
            q("Which branch are store builds cut from?", "a release branch, never main", ["release-branch"]),
        ],
    },
]
