"""held-out sessions (third set), part B: a Flutter app (x2), a toy-language compiler, cluster infra, a CFD code."""

from __future__ import annotations

from typing import Any

from _data_a import at, fact, q

PLANT = "/home/kwame/apps/plantpal"
QUILL = "/home/yuki/src/quill"
HARBOR = "/opt/infra/harbor-ops"
FLUX = "/home/lena/research/fluxsim"

SESSIONS: list[dict[str, Any]] = []

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-plantpal-push-release", "agent": "claude-code", "project": PLANT,
    "start": at("2026-10-12T10:30:00"), "branch": "release/1.4",
    "about": "Flutter plant-care app: iOS push missing in release (entitlement), Riverpod kept over Bloc, min OS "
             "versions, file naming convention, a for-future-reference release-branch rule buried in a long message; "
             "a crash-reporting suggestion nobody answered",
    "steps": [
        ("user", "hi! TestFlight build 1.4.0 (57) — watering reminders don't show up on iPhone at all. Debug builds "
                 "from Xcode get them fine. Android is fine too. any idea?"),
        ("assistant", "Push that works in debug but not in TestFlight is usually an APNs environment mismatch or a "
                      "missing capability in the Release configuration. Let me look at the entitlements and the "
                      "Xcode build settings."),
        ("tool", "Bash", {"command": "ls ios/Runner/*.entitlements && grep -n -A1 'aps-environment' "
                                     "ios/Runner/*.entitlements", "description": "Inspect iOS entitlements"},
         "ios/Runner/Debug.entitlements\nios/Runner/Release.entitlements\nios/Runner/Debug.entitlements:5:\t<key>aps-"
         "environment</key>\nios/Runner/Debug.entitlements-6-\t<string>development</string>\nios/Runner/Release."
         "entitlements:5:\t<key>aps-environment</key>\nios/Runner/Release.entitlements-6-\t<string>development</string>"),
        ("tool", "Bash", {"command": "grep -n 'CODE_SIGN_ENTITLEMENTS' ios/Runner.xcodeproj/project.pbxproj",
                          "description": "Which entitlements file each config uses"},
         "488:\t\t\t\tCODE_SIGN_ENTITLEMENTS = Runner/Debug.entitlements;\n512:\t\t\t\tCODE_SIGN_ENTITLEMENTS = "
         "Runner/Release.entitlements;\n539:\t\t\t\tCODE_SIGN_ENTITLEMENTS = Runner/Release.entitlements;"),
        ("tool", "Bash", {"command": "git log --oneline -3 -- ios/Runner/Release.entitlements",
                          "description": "History of the release entitlements"},
         "a81c0d4 copy entitlements for release config (push setup)\n"),
        ("assistant", "That's it. `Release.entitlements` was created in `a81c0d4` as a copy of the debug file and "
                      "still says `aps-environment = development`. TestFlight and App Store builds are signed with the "
                      "distribution profile, so the device registers with the **production** APNs gateway, while our "
                      "backend gets a token it believes is a sandbox token (the app reports its environment from "
                      "the entitlement at launch in `push_service.dart`). The backend then sends to "
                      "`api.sandbox.push.apple.com`, which silently rejects production tokens with `BadDeviceToken`.\n\n"
                      "Fix: `aps-environment` → `production` in `Release.entitlements`. Nothing else changes; debug "
                      "keeps the sandbox."),
        ("tool", "Edit", {"file_path": f"{PLANT}/ios/Runner/Release.entitlements",
                          "old_string": "\t<string>development</string>", "new_string": "\t<string>production</string>"},
         f"The file {PLANT}/ios/Runner/Release.entitlements has been updated."),
        ("tool", "Bash", {"command": "flutter build ipa --release --build-number=58 2>&1 | tail -8",
                          "description": "Build a release IPA"},
         "Running pod install...                                             2.1s\nRunning Xcode build...\nXcode "
         "archive done.                                           148.3s\nBuilt build/ios/archive/Runner.xcarchive.\n"
         "\n\u2713 Built IPA to build/ios/ipa (31.4MB)\nTo upload to the App Store either:\n    1. Drag and drop the "
         "\"build/ios/ipa/*.ipa\" bundle into the Apple Transporter macOS app"),
        ("assistant", "Build 58 archived with the production entitlement. Upload it and the reminders should arrive. "
                      "Separately, it might be worth wiring up crash reporting (Sentry or Crashlytics) before 1.4 "
                      "goes out — right now a crash in the reminder isolate would be invisible to us."),
        ("user", "uploading now. while it processes: I want to add a 'repot reminder' screen. do it the way the "
                 "settings screen is done. and before you ask — yes we're sticking with Riverpod, not Bloc. we tried "
                 "Bloc in the prototype and for two people it was way too much boilerplate per feature. Screens go in "
                 "lib/features/<feature>/ as <name>_view.dart, list rows are <name>_tile.dart, providers in "
                 "<feature>_providers.dart. oh, and for future reference, release builds get cut from the release/* "
                 "branches only, never from main — I build from release/1.4 here on purpose. the screen should list "
                 "plants sorted by last repot date, oldest first"),
        ("tool", "Glob", {"pattern": "lib/features/settings/**/*.dart"},
         f"{PLANT}/lib/features/settings/settings_view.dart\n{PLANT}/lib/features/settings/settings_providers.dart\n"
         f"{PLANT}/lib/features/settings/notification_time_tile.dart"),
        ("tool", "Read", {"file_path": f"{PLANT}/lib/features/settings/settings_providers.dart"},
         "     1\u2192import 'package:flutter_riverpod/flutter_riverpod.dart';\n     2\u2192import "
         "'../../data/prefs_repository.dart';\n     3\u2192\n     4\u2192final reminderTimeProvider = "
         "StateNotifierProvider<ReminderTimeNotifier, TimeOfDay>((ref) {\n     5\u2192  return ReminderTimeNotifier("
         "ref.watch(prefsRepositoryProvider));\n     6\u2192});"),
        ("tool", "Write", {"file_path": f"{PLANT}/lib/features/repot/repot_providers.dart",
                           "content": "import 'package:flutter_riverpod/flutter_riverpod.dart';\nimport "
                                      "'../../data/plant_repository.dart';\n\nfinal repotQueueProvider = "
                                      "FutureProvider<List<Plant>>((ref) async {\n  final plants = await ref.watch("
                                      "plantRepositoryProvider).all();\n  return [...plants]..sort((a, b) => "
                                      "a.lastRepot.compareTo(b.lastRepot));\n});\n"},
         f"File created successfully at: {PLANT}/lib/features/repot/repot_providers.dart"),
        ("tool", "Write", {"file_path": f"{PLANT}/lib/features/repot/repot_view.dart",
                           "content": "class RepotView extends ConsumerWidget {\n  const RepotView({super.key});\n  "
                                      "@override\n  Widget build(BuildContext context, WidgetRef ref) {\n    final "
                                      "queue = ref.watch(repotQueueProvider);\n    return queue.when(\n      data: "
                                      "(plants) => ListView(children: [for (final p in plants) RepotTile(plant: p)]),"
                                      "\n      loading: () => const Center(child: CircularProgressIndicator()),\n      "
                                      "error: (e, _) => Center(child: Text('$e')),\n    );\n  }\n}\n"},
         f"File created successfully at: {PLANT}/lib/features/repot/repot_view.dart"),
        ("tool", "Write", {"file_path": f"{PLANT}/lib/features/repot/repot_tile.dart",
                           "content": "class RepotTile extends StatelessWidget {\n  const RepotTile({super.key, "
                                      "required this.plant});\n  final Plant plant;\n  @override\n  Widget build("
                                      "BuildContext context) => ListTile(\n        title: Text(plant.name),\n        "
                                      "subtitle: Text('last repotted ${plant.lastRepot.toLocal().yMMMd}'),\n      );\n"
                                      "}\n"},
         f"File created successfully at: {PLANT}/lib/features/repot/repot_tile.dart"),
        ("tool", "Bash", {"command": "flutter analyze lib/features/repot && flutter test test/features 2>&1 | tail -3",
                          "description": "Analyze and test"},
         "Analyzing repot...\nNo issues found! (ran in 2.4s)\n00:06 +23: All tests passed!"),
        ("assistant", "Added `lib/features/repot/` with `repot_view.dart`, `repot_tile.dart` and "
                      "`repot_providers.dart` (a `FutureProvider` sorting by `lastRepot`, oldest first), following the "
                      "settings feature. Analyzer is clean and the existing tests pass. It isn't routed yet — where "
                      "should it live, a tab or under the plant detail menu?"),
        ("user", "tab, after 'Today'. also what's our minimum iOS / android right now? a tester on an iPhone 7 can't "
                 "install"),
        ("tool", "Bash", {"command": "grep -n 'IPHONEOS_DEPLOYMENT_TARGET' ios/Runner.xcodeproj/project.pbxproj | head "
                                     "-1; grep -n 'minSdk' android/app/build.gradle.kts",
                          "description": "Check minimum OS versions"},
         "471:\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n14:        minSdk = 26"),
        ("assistant", "Minimum is **iOS 15.0** and **Android minSdk 26** (8.0). The iPhone 7 tops out at iOS 15.8, so "
                      "it should install — unless the tester is still on iOS 14. Adding the tab now."),
        ("tool", "Edit", {"file_path": f"{PLANT}/lib/app/home_tabs.dart",
                          "old_string": "    TabSpec('Today', TodayView()),\n",
                          "new_string": "    TabSpec('Today', TodayView()),\n    TabSpec('Repot', RepotView()),\n"},
         f"The file {PLANT}/lib/app/home_tabs.dart has been updated."),
        ("user", "tester was on 14.8, mystery solved. thanks, that's it for today"),
    ],
    "facts": [
        fact("push-entitlement", "iOS push failed in TestFlight/release because Release.entitlements still had "
             "aps-environment = development; it is now production.", "bugfix", "assistant",
             ["aps-environment", "production"]),
        fact("riverpod", "State management stays Riverpod, not Bloc: Bloc was too much boilerplate per feature for a "
             "two-person team.", "decision", "user", ["Riverpod", "Bloc"]),
        fact("naming", "Screens live in lib/features/<feature>/ as <name>_view.dart, list rows as <name>_tile.dart, "
             "providers in <feature>_providers.dart.", "convention", "user", [["_view.dart", "view dart"],
                                                                              ["_tile.dart", "tile dart"]]),
        fact("release-branch", "Release builds are cut only from release/* branches, never from main.", "rule", "user",
             [["release branches", "release branch"], "main"], remember=True),
        fact("min-os", "Minimum supported versions are iOS 15.0 and Android minSdk 26.", "config", "assistant",
             ["iOS 15", ["minSdk 26", "minSdk = 26"]]),
    ],
    "optional": [
        {"id": "repot-tab", "text": "The Repot tab comes after Today.", "key_terms": ["Repot", "Today"]},
    ],
    "questions": [
        q("Why did push notifications not arrive in TestFlight builds?",
          "Release.entitlements had aps-environment development instead of production", ["push-entitlement"]),
        q("Which branch do I build a release from?", "a release/* branch, never main", ["release-branch"]),
        q("What should I call a new screen file?", "<name>_view.dart in lib/features/<feature>/", ["naming"]),
        q("What is the minimum iOS version?", "iOS 15.0", ["min-os"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-plantpal-dart-question", "agent": "claude-code", "project": PLANT,
    "start": at("2026-10-15T23:49:00"), "branch": "main",
    "about": "nothing durable: how Dart extension methods work, a one-off rename, a flaky-test look that turned out "
             "to be a local emulator clock",
    "steps": [
        ("user", "dumb question, what does `extension on DateTime` in lib/util/dates.dart actually do? I didn't write "
                 "that"),
        ("tool", "Read", {"file_path": f"{PLANT}/lib/util/dates.dart"},
         "     1\u2192extension DateLabels on DateTime {\n     2\u2192  bool get isToday {\n     3\u2192    final n = "
         "DateTime.now();\n     4\u2192    return year == n.year && month == n.month && day == n.day;\n     5\u2192  }\n"
         "     6\u2192\n     7\u2192  String get yMMMd => DateFormat.yMMMd().format(this);\n     8\u2192}"),
        ("assistant", "It's a Dart **extension**: it adds members to an existing type without subclassing it. "
                      "`DateLabels on DateTime` means any `DateTime` value gets an `isToday` getter and a `yMMMd` "
                      "getter, so you can write `plant.lastWatered.isToday` or `someDate.yMMMd`.\n\nA few things "
                      "that trip people up:\n\n- Extensions are resolved statically: if the variable is typed "
                      "`dynamic`, `x.isToday` fails at runtime.\n- They're only visible where the file is imported "
                      "(`import '../util/dates.dart';`).\n- If `DateTime` itself ever gained an `isToday`, the class "
                      "member would win over the extension.\n\nThe name `DateLabels` only matters when you need to "
                      "disambiguate, e.g. `DateLabels(d).isToday`."),
        ("user", "ah ok, makes sense. rename `isToday` to `isSameDayAsNow`? it's confusing next to the Today tab"),
        ("tool", "Bash", {"command": "grep -rln '\\.isToday\\b\\|get isToday' lib test", "description": "Find uses"},
         "lib/util/dates.dart\nlib/features/today/today_view.dart\nlib/features/today/water_tile.dart\n"
         "test/util/dates_test.dart"),
        ("tool", "Bash", {"command": "sed -i 's/\\bisToday\\b/isSameDayAsNow/g' lib/util/dates.dart "
                                     "lib/features/today/today_view.dart lib/features/today/water_tile.dart "
                                     "test/util/dates_test.dart && flutter test test/util 2>&1 | tail -2",
                          "description": "Rename and run tests"},
         "00:02 +4 -1: test/util/dates_test.dart: isSameDayAsNow is true for earlier today [E]\n00:02 +4 -1: Some "
         "tests failed."),
        ("tool", "Bash", {"command": "flutter test test/util/dates_test.dart --plain-name 'earlier today' 2>&1 | sed -n "
                                     "1,14p", "description": "Look at the failing test"},
         "00:01 +0: isSameDayAsNow is true for earlier today\nExpected: <true>\n  Actual: <false>\n\npackage:"
         "matcher expect\ntest/util/dates_test.dart 12:5  main.<fn>\n\nearlierToday: 2026-10-15 23:59:58.904\nnow: "
         "2026-10-16 00:00:03.117\n00:01 +0 -1: Some tests failed."),
        ("assistant", "The rename is fine; that failure is a midnight flake. The test captures `earlierToday` when the "
                      "file loads (23:59:58) and the check ran at 00:00:03, after the date had rolled over, so 'earlier "
                      "today' was yesterday by then. Re-running now passes. If you want the test itself robust I can "
                      "inject a clock, but that's a separate change."),
        ("tool", "Bash", {"command": "flutter test test/util 2>&1 | tail -1", "description": "Rerun"},
         "00:02 +5: All tests passed!"),
        ("user", "leave it, it's fine. thanks for the explanation!"),
        ("assistant", "Anytime. The rename touched 4 files; nothing committed yet."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-quill-deep-nesting", "agent": "codex", "project": QUILL,
    "start": at("2026-10-18T16:00:00"), "branch": "main",
    "about": "OCaml compiler for a toy language: fuzzer stack overflow root cause, Pratt parser rationale, "
             "diagnostic-code convention, a whenever-you-touch-the-lexer rule, default opt level 1 then 2",
    "steps": [
        ("user", "fuzzer found a crash overnight, input is fuzz/crashes/id-000041. it's just a huge expression. have a "
                 "look"),
        ("think", "**Reproducing the fuzzer crash**"),
        ("tool", "shell", {"cmd": "wc -c fuzz/crashes/id-000041 && head -c 120 fuzz/crashes/id-000041; echo; "
                                  "dune exec -- quillc check fuzz/crashes/id-000041 2>&1 | tail -5"},
         "412871 fuzz/crashes/id-000041\nlet x = a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a "
         "+ a + a + a + a + a + a + a + a + a + a + a + a\nFatal error: exception Stack_overflow\nRaised by primitive "
         "operation at Quill__Typecheck.infer in file \"src/typecheck.ml\", line 212, characters 18-35\nCalled from "
         "Quill__Typecheck.infer in file \"src/typecheck.ml\", line 212, characters 18-35\n(... 87301 more frames "
         "...)"),
        ("tool", "shell", {"cmd": "sed -n 200,226p src/typecheck.ml"},
         "and infer env (e : Ast.expr) : Ty.t =\n  match e.kind with\n  | Var x -> lookup env x e.loc\n  | Int _ -> "
         "Ty.int\n  ...\n  | Binop (op, l, r) ->\n      let tl = infer env l in\n      let tr = infer env r in\n      "
         "unify e.loc tl (operand_ty op);\n      unify e.loc tr (operand_ty op);\n      result_ty op"),
        ("assistant", "Reproduced. The input is `a + a + ... + a` with ~103k operands. The parser handles it (it's a "
                      "loop for left-associative operators), but the tree it builds is a left spine 103k deep, and "
                      "`infer` recurses on the left operand first in a non-tail position, so native stack depth grows "
                      "linearly with the chain. OCaml 5's default 8 MB stack gives out around 87k frames.\n\nFix: in "
                      "`infer`, when we hit a `Binop`, walk down the left spine iteratively collecting the right "
                      "operands, infer the leftmost leaf, then fold back up unifying each level. Right operands are "
                      "still recursive, but real code and the fuzzer only nest deeply on the left for binary "
                      "operators. Doing that."),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/typecheck.ml\n@@\n-  | Binop (op, l, r) "
                                          "->\n-      let tl = infer env l in\n-      let tr = infer env r in\n-      "
                                          "unify e.loc tl (operand_ty op);\n-      unify e.loc tr (operand_ty op);\n-    "
                                          "  result_ty op\n+  | Binop _ -> infer_binop_chain env e\n@@\n+(* Long "
                                          "left-associative chains (a + a + ... ) are deep on the left; walk that "
                                          "spine\n+   with a loop so the native stack does not grow with the chain. *)"
                                          "\n+and infer_binop_chain env e =\n+  let rec spine acc (e : Ast.expr) =\n+    "
                                          "match e.kind with\n+    | Binop (op, l, r) -> spine ((op, r, e.loc) :: acc) "
                                          "l\n+    | _ -> (e, acc)\n+  in\n+  let leaf, levels = spine [] e in\n+  "
                                          "List.fold_left (fun tl (op, r, loc) ->\n+      let tr = infer env r in\n+     "
                                          " unify loc tl (operand_ty op);\n+      unify loc tr (operand_ty op);\n+      "
                                          "result_ty op) (infer env leaf) levels\n*** End Patch"},
         "Success. Updated the following files:\nM src/typecheck.ml\n"),
        ("tool", "shell", {"cmd": "dune build 2>&1 | head -5 && dune exec -- quillc check fuzz/crashes/id-000041 && "
                                  "echo OK"},
         "OK"),
        ("tool", "shell", {"cmd": "cp fuzz/crashes/id-000041 tests/regress/long_left_chain.ql && dune test 2>&1 | tail "
                                  "-4"},
         "tests/ui: 143 snapshots, 143 ok\ntests/regress: 28 files, 28 ok\ntests/lexer: 61 ok\ntests/opt: 19 ok"),
        ("assistant", "Fixed: `infer` now handles binary-operator chains with `infer_binop_chain`, which walks the "
                      "left spine iteratively. The crash input checks fine and is now "
                      "`tests/regress/long_left_chain.ql`; all suites pass. Since the parser is hand-written, we "
                      "could also switch it to Menhir at some point and get the grammar checked for conflicts."),
        ("user", "no — the Pratt parser is hand-written on purpose. Menhir's error messages were terrible for our "
                 "users and the .messages file was a pain to keep in sync; with Pratt we control every error and "
                 "the recovery. not changing that. next: I want a proper error when someone writes `a < b < c`, "
                 "right now it's a confusing type error"),
        ("think", "**Adding a diagnostic for chained comparisons**"),
        ("tool", "shell", {"cmd": "ls src/diag/ && grep -c 'Q0' src/diag/codes.ml && tail -4 src/diag/codes.ml && ls "
                                  "tests/ui | head -5"},
         "codes.ml\nrender.ml\n38\n  | Q0036 -> \"unused binding\"\n  | Q0037 -> \"shadowed import\"\n  | Q0038 -> "
         "\"unreachable match arm\"\n\nQ0001_unbound_var.ql\nQ0001_unbound_var.stderr\nQ0002_arity.ql\n"
         "Q0002_arity.stderr\nQ0003_not_callable.ql"),
        ("assistant", "Every diagnostic has a code `Q00xx` in `src/diag/codes.ml` and a pair of snapshot files "
                      "`tests/ui/Q00xx_<name>.ql` + `.stderr`. I'll add `Q0039 chained comparison`, raised in the "
                      "Pratt loop when a comparison operator's left operand is itself an unparenthesised "
                      "comparison, with a hint to write `a < b && b < c`."),
        ("user", "yes, and that's the rule for every diagnostic: new code number, snapshot test in tests/ui, no "
                 "exceptions"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/diag/codes.ml\n@@\n   | Q0038 -> "
                                          "\"unreachable match arm\"\n+  | Q0039 -> \"chained comparison\"\n*** Update "
                                          "File: src/parse/pratt.ml\n@@\n   | Lt | Le | Gt | Ge | EqEq | NotEq when "
                                          "is_comparison lhs && not lhs.parenthesised ->\n+      Diag.error Q0039 "
                                          "op_loc ~hint:\"write `a < b && b < c`\" \"comparisons cannot be chained\"\n"
                                          "*** Add File: tests/ui/Q0039_chained_comparison.ql\n+let ok = 1 < 2 < 3\n*** "
                                          "End Patch"},
         "Success. Updated the following files:\nM src/diag/codes.ml\nM src/parse/pratt.ml\nA tests/ui/"
         "Q0039_chained_comparison.ql\n"),
        ("tool", "shell", {"cmd": "dune test tests/ui --auto-promote 2>&1 | tail -3; cat tests/ui/"
                                  "Q0039_chained_comparison.stderr"},
         "Promoting tests/ui/Q0039_chained_comparison.stderr.\ntests/ui: 144 snapshots, 143 ok, 1 promoted\nerror"
         "[Q0039]: comparisons cannot be chained\n --> Q0039_chained_comparison.ql:1:16\n  |\n1 | let ok = 1 < 2 < 3\n  "
         "|                ^\n  = hint: write `a < b && b < c`"),
        ("assistant", "Added Q0039 with its snapshot; the rendered error is above."),
        ("user", "nice. while you were in the parser — did you touch the lexer at all?"),
        ("assistant", "No, only `pratt.ml` and `codes.ml`."),
        ("user", "ok good. in general: whenever you touch the lexer, run `dune test tests/lexer` AND `make fuzz-short`, "
                 "both, every time. the lexer is where every fuzz crash we ever had came from. last thing, make -O1 "
                 "the default opt level in the driver, -O0 is too slow for the examples"),
        ("tool", "shell", {"cmd": "grep -n 'opt_level' bin/quillc.ml | head -3"},
         "17:let opt_level = ref 0\n41:    (\"-O\", Arg.Set_int opt_level, \"LEVEL optimisation level (default 0)\");"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: bin/quillc.ml\n@@\n-let opt_level = ref 0\n"
                                          "+let opt_level = ref 1\n@@\n-    (\"-O\", Arg.Set_int opt_level, \"LEVEL "
                                          "optimisation level (default 0)\");\n+    (\"-O\", Arg.Set_int opt_level, "
                                          "\"LEVEL optimisation level (default 1)\");\n*** End Patch"},
         "Success. Updated the following files:\nM bin/quillc.ml\n"),
        ("assistant", "Default is now `-O1`. Note that at `-O1` closure conversion still runs unoptimised — the "
                      "lambda-lifting pass is only enabled from `-O2`."),
        ("user", "oh right, then make it -O2. the examples all allocate closures like crazy"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: bin/quillc.ml\n@@\n-let opt_level = ref 1\n"
                                          "+let opt_level = ref 2\n@@\n-optimisation level (default 1)\");\n+"
                                          "optimisation level (default 2)\");\n*** End Patch"},
         "Success. Updated the following files:\nM bin/quillc.ml\n"),
        ("tool", "shell", {"cmd": "dune test 2>&1 | tail -4"},
         "tests/ui: 144 snapshots, 144 ok\ntests/regress: 28 files, 28 ok\ntests/lexer: 61 ok\ntests/opt: 19 ok"),
        ("assistant", "Default opt level is `-O2` now; help text updated; all suites green."),
    ],
    "facts": [
        fact("stack-overflow", "The fuzzer's Stack_overflow came from infer recursing non-tail down the left spine of "
             "long binary-operator chains; infer_binop_chain now walks the spine iteratively.", "bugfix", "assistant",
             ["Stack_overflow", ["infer_binop_chain", "left spine"]]),
        fact("pratt", "The parser is a hand-written Pratt parser on purpose, not Menhir: Menhir's error messages were "
             "bad and its .messages file hard to keep in sync.", "decision", "user", ["Pratt", "Menhir"]),
        fact("diag-codes", "Every new diagnostic gets a new Q00xx code in src/diag/codes.ml and a snapshot test in "
             "tests/ui.", "convention", "user", [["code", "codes"], "tests/ui"], remember=True),
        fact("lexer-rule", "Whenever the lexer is touched, run both `dune test tests/lexer` and `make fuzz-short`.",
             "rule", "user", ["lexer", "fuzz-short"], remember=True),
        fact("opt-level", "The driver's default optimisation level is -O2 (lambda lifting only runs from -O2).",
             "config", "user", [["-O2", "O2"], ["default", "opt_level"]]),
    ],
    "optional": [
        {"id": "q0039", "text": "Chained comparisons raise diagnostic Q0039.", "key_terms": ["Q0039"]},
    ],
    "questions": [
        q("Why did quillc crash with Stack_overflow on the fuzzer input?",
          "infer recursed down the left spine of a long a + a + ... chain", ["stack-overflow"]),
        q("Why don't we use Menhir?", "hand-written Pratt parser gives better error messages and recovery", ["pratt"]),
        q("What do I need to add with a new diagnostic?", "a new Q00xx code and a snapshot test in tests/ui",
          ["diag-codes"]),
        q("What must I run after changing the lexer?", "dune test tests/lexer and make fuzz-short", ["lexer-rule"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-harbor-oomkill", "agent": "claude-code", "project": HARBOR,
    "start": at("2026-10-20T07:48:00"), "branch": "main",
    "about": "Terraform + k8s ops repo: OOMKilled Node worker root cause, where the tf state lives, Argo CD chosen "
             "over the assistant's Flux proposal, a never-apply-from-a-laptop rule with an explicit store request",
    "steps": [
        ("user", "morning. ingest-worker pods in prod keep getting OOMKilled, maybe 6-8 restarts a day. limits are 1Gi. "
                 "can you figure out whether it's a leak or just too small?"),
        ("tool", "Bash", {"command": "kubectl -n ingest get pods -l app=ingest-worker -o wide && kubectl -n ingest "
                                     "describe pod -l app=ingest-worker | grep -A4 'Last State'",
                          "description": "Pod status and last termination"},
         "NAME                             READY   STATUS    RESTARTS       AGE   IP            NODE\ningest-worker-"
         "7c9d8b5f6-2xk4p   1/1     Running   7 (41m ago)    22h   10.42.3.118   pool-b-3\ningest-worker-7c9d8b5f6-"
         "8qmzt   1/1     Running   6 (2h12m ago)  22h   10.42.1.77    pool-b-1\n    Last State:     Terminated\n      "
         "Reason:       OOMKilled\n      Exit Code:    137\n      Started:      Tue, 20 Oct 2026 06:11:02 +0000\n      "
         "Finished:     Tue, 20 Oct 2026 07:06:40 +0000"),
        ("tool", "Bash", {"command": "kubectl -n ingest exec deploy/ingest-worker -- node -e 'console.log(v8.getHeap"
                                     "Statistics().heap_size_limit/1024/1024, process.version)'",
                          "description": "Node heap limit inside the container"},
         "2096 v20.11.1"),
        ("tool", "Bash", {"command": "kubectl -n ingest logs deploy/ingest-worker --previous | grep -E 'heap|gc' | "
                                     "tail -5", "description": "GC lines before the kill"},
         "[gc] scavenge 812.4MB -> 801.9MB\n[gc] mark-compact skipped: heap 833MB below limit 2096MB\n[gc] scavenge "
         "861.0MB -> 855.2MB\n[gc] mark-compact skipped: heap 902MB below limit 2096MB\n[gc] scavenge 948.7MB -> "
         "941.3MB"),
        ("assistant", "It's not a leak, it's a mismatch. Inside the pod, V8's `heap_size_limit` is **2096 MB** — Node "
                      "20 sized its old-space from the node's RAM, not from the container's 1Gi cgroup limit. So V8 "
                      "thinks it has lots of headroom and keeps skipping full mark-compact GCs (you can see "
                      "`mark-compact skipped: heap 902MB below limit 2096MB`), heap garbage piles up past ~950 MB, and "
                      "the kernel OOM-kills the container before V8 ever feels pressure. After a restart it climbs "
                      "the same way, roughly every 1–3 h under the current ingest rate.\n\nFix: tell V8 the real "
                      "budget. With a 1Gi limit and ~150 MB of non-heap (buffers, native modules), "
                      "`NODE_OPTIONS=--max-old-space-size=768` leaves margin. I'll set it in the deployment env "
                      "rather than the Dockerfile, so it sits next to the limit it depends on."),
        ("tool", "Edit", {"file_path": f"{HARBOR}/k8s/ingest/worker-deployment.yaml",
                          "old_string": "          resources:\n            limits:\n              memory: 1Gi",
                          "new_string": "          env:\n            # keep in step with the memory limit below: V8 "
                                        "does not read cgroup limits\n            - name: NODE_OPTIONS\n              "
                                        "value: --max-old-space-size=768\n          resources:\n            limits:\n   "
                                        "           memory: 1Gi"},
         f"The file {HARBOR}/k8s/ingest/worker-deployment.yaml has been updated."),
        ("tool", "Bash", {"command": "kubectl diff -f k8s/ingest/worker-deployment.yaml | head -20",
                          "description": "Diff against the cluster"},
         "diff -u -N /tmp/LIVE-2918/apps.v1.Deployment.ingest.ingest-worker /tmp/MERGED-2918/apps.v1.Deployment."
         "ingest.ingest-worker\n--- /tmp/LIVE-2918/...\n+++ /tmp/MERGED-2918/...\n@@ -44,6 +44,9 @@\n         image: "
         "registry.harbor.internal/ingest-worker:2026.10.14\n         name: worker\n+        env:\n+        - name: "
         "NODE_OPTIONS\n+          value: --max-old-space-size=768\n         resources:"),
        ("assistant", "The diff is just the env var. How do manifests get to prod here — `kubectl apply` by hand, or is "
                      "something syncing the repo? If it's by hand, this would be a good time to add GitOps; Flux is "
                      "light and fits a repo that's already laid out per namespace."),
        ("user", "by hand for k8s, which is exactly the problem. but not Flux — we'll use Argo CD, the platform team "
                 "already runs it for the staging cluster and everyone knows the UI. one less thing to learn. set up "
                 "an Application for k8s/ingest pointing at this repo, main branch, auto-sync off for now"),
        ("tool", "Write", {"file_path": f"{HARBOR}/argocd/apps/ingest.yaml",
                           "content": "apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: "
                                      "ingest\n  namespace: argocd\nspec:\n  project: default\n  source:\n    repoURL: "
                                      "git@git.harbor.internal:ops/harbor-ops.git\n    targetRevision: main\n    path: "
                                      "k8s/ingest\n  destination:\n    server: https://kubernetes.default.svc\n    "
                                      "namespace: ingest\n  syncPolicy: {}\n"},
         f"File created successfully at: {HARBOR}/argocd/apps/ingest.yaml"),
        ("assistant", "Added `argocd/apps/ingest.yaml` (manual sync). Argo CD itself isn't installed on the prod "
                      "cluster yet — that part is Terraform (`helm_release`) in `terraform/prod/`?"),
        ("user", "yes, add the helm_release in terraform/prod/argocd.tf, chart version same as staging. and where "
                 "does the prod state live again, I need to tell the new guy"),
        ("tool", "Bash", {"command": "cat terraform/prod/backend.tf && grep -n 'version' terraform/staging/argocd.tf",
                          "description": "Read backend and staging chart version"},
         "terraform {\n  backend \"s3\" {\n    bucket         = \"harbor-tfstate-prod\"\n    key            = "
         "\"prod/terraform.tfstate\"\n    region         = \"eu-north-1\"\n    dynamodb_table = \"harbor-tf-locks\"\n    "
         "encrypt        = true\n  }\n}\nterraform/staging/argocd.tf:6:  version    = \"7.6.12\""),
        ("tool", "Write", {"file_path": f"{HARBOR}/terraform/prod/argocd.tf",
                           "content": "resource \"helm_release\" \"argocd\" {\n  name             = \"argocd\"\n  "
                                      "repository       = \"https://argoproj.github.io/argo-helm\"\n  chart            "
                                      "= \"argo-cd\"\n  version          = \"7.6.12\"\n  namespace        = \"argocd\"\n"
                                      "  create_namespace = true\n}\n"},
         f"File created successfully at: {HARBOR}/terraform/prod/argocd.tf"),
        ("tool", "Bash", {"command": "cd terraform/prod && terraform init -input=false >/dev/null && terraform plan "
                                     "-input=false 2>&1 | tail -4", "description": "Plan prod"},
         "  # helm_release.argocd will be created\n  + resource \"helm_release\" \"argocd\" {\n\nPlan: 1 to add, 0 to "
         "change, 0 to destroy."),
        ("assistant", "Prod state: S3 bucket `harbor-tfstate-prod`, key `prod/terraform.tfstate`, region "
                      "`eu-north-1`, locking via the DynamoDB table `harbor-tf-locks`. The plan adds only the Argo CD "
                      "release (chart 7.6.12, same as staging). Want me to apply it?"),
        ("user", "NO. never run terraform apply against prod from a laptop, yours or mine — prod only gets applied "
                 "through the pipeline, the plan artifact gets reviewed there. put that somewhere you'll see it next "
                 "time. push a branch and I'll open the MR"),
        ("tool", "Bash", {"command": "git checkout -b ops/argocd-prod-ingest-heap && git add -A && git commit -qm "
                                     "\"ingest-worker: cap V8 heap at 768MB; argo cd for prod\" && git push -u origin "
                                     "HEAD 2>&1 | tail -2", "description": "Commit and push a branch"},
         "remote:   https://git.harbor.internal/ops/harbor-ops/-/merge_requests/new?merge_request%5Bsource_branch%5D="
         "ops%2Fargocd-prod-ingest-heap\nbranch 'ops/argocd-prod-ingest-heap' set up to track 'origin/ops/argocd-prod-"
         "ingest-heap'."),
        ("assistant", "Pushed `ops/argocd-prod-ingest-heap`; nothing applied. Understood on prod: plan locally if "
                      "useful, apply only through the pipeline. The heap fix reaches the cluster when the MR merges "
                      "and someone syncs the `ingest` app (auto-sync is off)."),
    ],
    "facts": [
        fact("oomkill", "ingest-worker was OOMKilled because Node 20's V8 heap limit (2096 MB) was sized from node "
             "RAM, not the 1Gi container limit, so full GCs never ran; NODE_OPTIONS=--max-old-space-size=768 fixes "
             "it.", "bugfix", "assistant", ["max-old-space-size", "768"]),
        fact("argocd", "Prod manifests will be synced by Argo CD, not Flux: the platform team already runs Argo CD "
             "for staging and everyone knows its UI.", "decision", "user", ["Argo CD", "Flux"]),
        fact("tfstate", "Prod Terraform state is in S3 bucket harbor-tfstate-prod (eu-north-1) with DynamoDB lock "
             "table harbor-tf-locks.", "config", "assistant", ["harbor-tfstate-prod", "harbor-tf-locks"]),
        fact("no-laptop-apply", "Never run terraform apply against prod from a laptop; prod is applied only through "
             "the pipeline where the plan is reviewed.", "rule", "user", ["terraform apply", "pipeline"],
             remember=True),
    ],
    "optional": [
        {"id": "chart", "text": "The argo-cd Helm chart is at 7.6.12.", "key_terms": ["7.6.12"]},
        {"id": "node-version", "text": "ingest-worker runs Node v20.11.1.", "key_terms": ["v20.11.1"]},
    ],
    "questions": [
        q("Why were ingest-worker pods getting OOMKilled?",
          "V8 heap limit 2096 MB above the 1Gi container limit; set --max-old-space-size=768", ["oomkill"]),
        q("Where is the prod terraform state?", "S3 bucket harbor-tfstate-prod in eu-north-1, lock table "
          "harbor-tf-locks", ["tfstate"]),
        q("Can I run terraform apply on prod from my machine?", "no, only through the pipeline", ["no-laptop-apply"]),
        q("Flux or Argo CD for prod?", "Argo CD, the platform team already runs it", ["argocd"]),
    ],
})

# ------------------------------------------------------------------------------------------------
SESSIONS.append({
    "id": "h3-fluxsim-nan-halo", "agent": "codex", "project": FLUX,
    "start": at("2026-10-25T12:15:00"), "branch": "main",
    "about": "Julia MPI finite-volume code: NaN root cause (halo exchange order), dt 1e-3 -> 5e-4 -> 2.5e-4, Float64 "
             "decision with the Float32 reason, plotting preference, a keep-in-mind about reference data",
    "steps": [
        ("user", "the 4-rank run of the shear layer case goes NaN around step 8000, the 1-rank run is fine to 20k. "
                 "output is in runs/shear-4r/. can you find out why"),
        ("think", "**Inspecting the diverging run**"),
        ("tool", "shell", {"cmd": "tail -6 runs/shear-4r/log.txt && grep -m3 -n 'first NaN' runs/shear-4r/rank*.log"},
         "step 7990  t=7.990  E=1.000213  max|u|=1.93\nstep 8000  t=8.000  E=1.004871  max|u|=2.88\nstep 8010  t=8.010  "
         "E=1.391002  max|u|=41.7\nstep 8020  t=8.020  E=NaN  max|u|=NaN\nABORT: non-finite state at step 8020\n\n"
         "runs/shear-4r/rank1.log:311:first NaN at cell (1, 129) step 8014\nruns/shear-4r/rank2.log:311:first NaN at "
         "cell (1, 257) step 8014"),
        ("assistant", "The NaNs start at `i = 1` in the first cell row of ranks 1 and 2, i.e. right at the internal "
                      "boundaries between ranks, while the 1-rank run is clean. That points at the ghost cells rather "
                      "than the scheme. Let me look at the step order."),
        ("tool", "shell", {"cmd": "sed -n 40,70p src/step.jl"},
         "function step!(s::State, p::Params)\n    apply_bcs!(s, p)\n    exchange_halos!(s, p.comm)\n    "
         "compute_fluxes!(s, p)\n    update!(s, p.dt)\n    return s\nend\n\n# apply_bcs! fills ghost cells: "
         "physical boundaries get the wall/inflow values,\n# internal (rank) boundaries get a zero-gradient copy as a "
         "placeholder until the exchange."),
        ("tool", "shell", {"cmd": "grep -n 'function exchange_halos!' -A14 src/halo.jl"},
         "12:function exchange_halos!(s, comm)\n13-    if s.neighbors.south === nothing && s.neighbors.north === "
         "nothing\n14-        return s\n15-    end\n16-    reqs = MPI.Request[]\n17-    ...\n24-    MPI.Waitall(reqs)\n"
         "25-    # corner ghosts are filled by apply_bcs! only\n26-    return s\nend"),
        ("assistant", "Found it. `step!` calls `apply_bcs!` **before** `exchange_halos!`. For the internal boundaries "
                      "that's harmless for edge ghosts (the exchange overwrites the zero-gradient placeholder), but "
                      "`exchange_halos!` doesn't send corner ghosts — it relies on `apply_bcs!` to fill them, and "
                      "`apply_bcs!` computes the corners from edge ghosts that at that moment still hold the "
                      "*previous* step's placeholders. So every step the corner cells at rank boundaries are one step "
                      "stale. With a smooth flow that's a small error; once the shear layer rolls up (around t≈8) the "
                      "stale corners produce a large spurious flux, and the explicit update blows up.\n\nFix: exchange "
                      "halos first, then apply boundary conditions, so corners are computed from fresh edge ghosts. "
                      "With one rank there are no internal boundaries, which is why it never showed."),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/step.jl\n@@\n function step!(s::State, "
                                          "p::Params)\n-    apply_bcs!(s, p)\n-    exchange_halos!(s, p.comm)\n+    # "
                                          "halos first: apply_bcs! derives corner ghosts from the edge ghosts\n+    "
                                          "exchange_halos!(s, p.comm)\n+    apply_bcs!(s, p)\n     compute_fluxes!(s, "
                                          "p)\n*** End Patch"},
         "Success. Updated the following files:\nM src/step.jl\n"),
        ("user", "makes sense. rerun it, but set dt to 5e-4 while you're at it, 1e-3 was always a bit optimistic"),
        ("tool", "shell", {"cmd": "sed -i 's/^dt = 1e-3/dt = 5e-4/' cases/shear.toml && mpiexec -n 4 julia --project "
                                  "-t 1 bin/run.jl cases/shear.toml --steps 20000 2>&1 | tail -4",
                           "timeout_ms": 3600000},
         "step 19990  t=9.995  E=1.000004  max|u|=1.41\nstep 20000  t=10.000  E=1.000004  max|u|=1.41\nCFL report: "
         "max CFL 0.81 at step 15120 (limit 0.5 for RK2-TVD)\nWARNING: CFL above limit on 311 steps; max stable dt ~ "
         "3.1e-4"),
        ("assistant", "No NaNs any more — the 4-rank run reaches 20k steps with energy flat at 1.000004. But at dt = "
                      "5e-4 the CFL report says we exceed the 0.5 limit on 311 steps (peak 0.81 during roll-up); the "
                      "estimate for a stable dt is about 3.1e-4. It survived, but that's luck with the limiter."),
        ("user", "then use 2.5e-4 and leave it there. also while we're talking precision: someone on the group asked "
                 "if we could go Float32 for the GPU port. I tried that last month, energy drift was ~1e-3 over 1e5 "
                 "steps, which is useless for us. Float64 everywhere stays, please don't reintroduce T=Float32 "
                 "anywhere"),
        ("tool", "shell", {"cmd": "sed -i 's/^dt = 5e-4/dt = 2.5e-4/' cases/shear.toml && grep -n '^dt' cases/*.toml "
                                  "&& grep -rn 'Float32' src/ | head"},
         "cases/shear.toml:7:dt = 2.5e-4\ncases/vortex.toml:7:dt = 2.5e-4\nsrc/gpu/kernels.jl:9:const T = Float32  # "
         "TODO precision"),
        ("tool", "apply_patch", {"patch": "*** Begin Patch\n*** Update File: src/gpu/kernels.jl\n@@\n-const T = Float32  "
                                          "# TODO precision\n+const T = Float64  # Float32 drifts ~1e-3 in energy over "
                                          "1e5 steps\n*** End Patch"},
         "Success. Updated the following files:\nM src/gpu/kernels.jl\n"),
        ("assistant", "`cases/shear.toml` now has `dt = 2.5e-4` (vortex already had it), and the one leftover "
                      "`Float32` in `src/gpu/kernels.jl` is Float64 with the reason in a comment."),
        ("user", "good. make me the energy plot for the 4-rank vs 1-rank run, the usual way"),
        ("tool", "shell", {"cmd": "ls scripts/ && head -12 scripts/plot_energy.jl"},
         "plot_energy.jl\nplot_vorticity.jl\nusing CairoMakie, DelimitedFiles\n\nfunction plot_energy(runs, out)\n    "
         "fig = Figure(size=(600, 400))\n    ax = Axis(fig[1, 1], xlabel=\"t\", ylabel=\"E / E0\")\n    for r in runs\n"
         "        d = readdlm(joinpath(r, \"energy.dat\"))\n        lines!(ax, d[:, 1], d[:, 2], label=basename(r))\n    "
         "end\n    axislegend(ax)\n    save(out, fig)\nend"),
        ("tool", "shell", {"cmd": "julia --project scripts/plot_energy.jl runs/shear-1r runs/shear-4r -o "
                                  "figures/shear_energy_1r_vs_4r.pdf && ls -la figures/ | tail -2"},
         "-rw-r--r-- 1 lena lena  48213 Oct 25 13:02 shear_energy_1r_vs_4r.pdf\n-rw-r--r-- 1 lena lena  51877 Oct 19 "
         "17:44 vortex_energy.pdf"),
        ("assistant", "Written to `figures/shear_energy_1r_vs_4r.pdf` with the CairoMakie script. If you want, I could "
                      "also add an interactive version with GLMakie for poking at the roll-up."),
        ("user", "no, PDFs via CairoMakie into figures/ is how I want every plot, they go straight into the paper. "
                 "one more thing — keep in mind for later sessions: the reference results are in "
                 "/data/fluxsim/ref-2026-10 and the regression check compares against them with rtol=1e-9. if "
                 "something changes results beyond that, I want to know before it's committed"),
        ("tool", "shell", {"cmd": "julia --project test/regression.jl --ref /data/fluxsim/ref-2026-10 --rtol 1e-9 "
                                  "2>&1 | tail -4", "timeout_ms": 3600000},
         "vortex-1r   max rel err 3.2e-13  PASS\nvortex-4r   max rel err 4.1e-13  PASS\nshear-1r    max rel err 6.0e-3  "
         "FAIL\nshear-4r    max rel err 6.4e-3  FAIL"),
        ("assistant", "Ran the regression against `/data/fluxsim/ref-2026-10` at rtol=1e-9: the vortex cases pass; both "
                      "shear cases differ by ~6e-3, which is expected — the reference was made with dt = 1e-3 and the "
                      "old step order. They'd need new reference data once you're happy with the shear results. I "
                      "haven't committed anything."),
        ("user", "yep, expected. I'll regenerate the refs tomorrow. commit the code changes"),
        ("tool", "shell", {"cmd": "git add src cases && git commit -qm 'exchange halos before BCs; dt=2.5e-4; Float64 "
                                  "in gpu kernels' && git log --oneline -1"},
         "9e2d7c1 exchange halos before BCs; dt=2.5e-4; Float64 in gpu kernels"),
    ],
    "facts": [
        fact("halo-order", "Multi-rank runs went NaN because apply_bcs! ran before exchange_halos!, so corner ghost "
             "cells at rank boundaries were computed from stale edge ghosts; halos are now exchanged first.",
             "bugfix", "assistant", [["exchange_halos", "halo", "halos"], ["apply_bcs", "boundary conditions"]]),
        fact("dt", "The time step is dt = 2.5e-4 (5e-4 exceeded the CFL limit; 1e-3 was too optimistic).", "config",
             "user", ["dt", "2.5e-4"]),
        fact("float64", "Float64 everywhere, including the GPU port: Float32 drifted ~1e-3 in energy over 1e5 steps.",
             "decision", "user", ["Float64", "Float32"]),
        fact("plots", "Every plot is a PDF made with CairoMakie into figures/ (they go straight into the paper).",
             "preference", "user", ["CairoMakie", "PDF"]),
        fact("ref-data", "Reference results are in /data/fluxsim/ref-2026-10; the regression check uses rtol=1e-9, "
             "and result changes beyond that must be reported before committing.", "rule", "user",
             ["ref-2026-10", "1e-9"], remember=True),
    ],
    "optional": [
        {"id": "cfl", "text": "RK2-TVD has a CFL limit of 0.5.", "key_terms": ["CFL", "0.5"]},
    ],
    "questions": [
        q("Why did the 4-rank shear layer run blow up with NaNs?",
          "boundary conditions applied before halo exchange; corner ghosts stale", ["halo-order"]),
        q("What time step does the shear case use?", "dt = 2.5e-4", ["dt"]),
        q("Can the GPU kernels use Float32?", "no, Float64; Float32 energy drift ~1e-3", ["float64"]),
        q("Where are the fluxsim reference results and what tolerance?", "/data/fluxsim/ref-2026-10, rtol=1e-9",
          ["ref-data"]),
    ],
})
