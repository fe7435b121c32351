"""h15 Claude Code sessions, part 1: Ada interlocking, SvelteKit tides, Django rota."""

from __future__ import annotations

from datetime import datetime

from _labels import F, Opt, Q

# ---------------------------------------------------------------------------------------------
INTERLOCK = {
    "id": "h15-cc-interlocking",
    "project": "/home/mirek/work/interlock-sim",
    "start": datetime(2026, 11, 16, 8, 52),
    "about": "Ada interlocking simulator: pros/cons table answered 'second one. we can't afford another "
             "daemon'; 'remember:' about a generated file; a long symptom by the user; cause found in a "
             "trace log and fixed in the next step; chatter and a noisy-runner one-off",
    "steps": [
        ("user", "morning. route locking is still racy when two panels request overlapping routes in the "
                 "same tick. can you look at src/interlocking-routes.adb"),
        ("tool", "Read", {"file_path": "/home/mirek/work/interlock-sim/src/interlocking-routes.adb"},
         """\
   1	with Interlocking.Sections; use Interlocking.Sections;
   2	with Interlocking.Log;
   3
   4	package body Interlocking.Routes is
   5
   6	   function Request_Route (R : Route_Id; Panel : Panel_Id) return Request_Result is
   7	   begin
   8	      for S of Route_Table (R).Sections loop
   9	         if not Is_Free (S) then
  10	            Interlocking.Log.Info ("route" & R'Image & " refused, section" & S'Image & " busy");
  11	            return Refused;
  12	         end if;
  13	      end loop;
  14	      --  all free: claim them
  15	      for S of Route_Table (R).Sections loop
  16	         Lock (S, Owner => Panel);
  17	      end loop;
  18	      return Granted;
  19	   end Request_Route;
  20
  21	   procedure Release_Route (R : Route_Id) is
  22	   begin
  23	      for S of Route_Table (R).Sections loop
  24	         Unlock (S);
  25	      end loop;
  26	   end Release_Route;
  27
  28	end Interlocking.Routes;"""),
        ("tool", "Bash", {"command": "alr build 2>&1 | tail -5 && bin/run_scenarios scenarios/overlap_*.yaml",
                          "description": "Build and run overlap scenarios"},
         """\
Compile
   [Ada]          interlocking-routes.adb
Bind
   [gprbind]      run_scenarios.bexch
Link
   [link]         run_scenarios.adb
Success: Build finished successfully in 6.41 seconds.
gnat_native 14.2.1 / gprbuild 24.0.1 / alire 2.0.2
scenario overlap_01 ....... PASS (412 ticks)
scenario overlap_02 ....... PASS (380 ticks)
scenario overlap_03 ....... FAIL  tick 77: section T12 locked by PANEL_A and PANEL_B
scenario overlap_04 ....... PASS (501 ticks)
scenario overlap_05 ....... FAIL  tick 19: section T3 locked by PANEL_B and PANEL_C
scenario overlap_06 ....... PASS (233 ticks)
scenario overlap_07 ....... PASS (640 ticks)
scenario overlap_08 ....... PASS (298 ticks)
scenario overlap_09 ....... FAIL  tick 211: section T12 locked by PANEL_A and PANEL_C
6 passed, 3 failed"""),
        ("assistant", """\
The race is what you'd expect from that body: `Request_Route` checks every section with `Is_Free` and only \
afterwards claims them with `Lock`. Two panel tasks can both pass the check loop in the same tick and then both \
lock T12. The fix is to make "check all, then claim all" a single atomic step. Three ways to get there:

| Option | Pros | Cons |
|---|---|---|
| 1. Lock-server daemon (separate process, panels talk to it over TCP, e.g. port 7410) | one authority even if we later run several sim processes; can be restarted on its own | another process to build, deploy, supervise and monitor; IPC latency per request |
| 2. Protected object `Route_Locks` in the sim process | atomic by the language (protected procedures are mutually exclusive); no IPC; small change | only one sim process can hold the lock table |
| 3. One global `Suspension_Object` / mutex around the routes package | smallest diff | coarse; easy to forget on new entry points; no ceiling priority |

I lean to 1 if you expect multiple sim processes next year, otherwise 2."""),
        ("user", "second one. we can't afford another daemon, ops already babysit three of them on the test rack "
                 "and none of them are monitored properly"),
        ("tool", "Write", {"file_path": "/home/mirek/work/interlock-sim/src/interlocking-route_locks.ads",
                           "content": "package Interlocking.Route_Locks is ... end Interlocking.Route_Locks;"},
         "File created successfully at: /home/mirek/work/interlock-sim/src/interlocking-route_locks.ads"),
        ("tool", "Edit", {"file_path": "/home/mirek/work/interlock-sim/src/interlocking-routes.adb",
                          "old_string": "      for S of Route_Table (R).Sections loop\n         if not Is_Free (S)",
                          "new_string": "      if Route_Locks.Table.Try_Lock_Route (R, Panel) then"},
         "The file /home/mirek/work/interlock-sim/src/interlocking-routes.adb has been updated."),
        ("tool", "Bash", {"command": "alr build 2>&1 | tail -2 && bin/run_scenarios scenarios/overlap_*.yaml",
                          "description": "Rebuild and rerun"},
         """\
Success: Build finished successfully in 5.87 seconds.
gnat_native 14.2.1 / gprbuild 24.0.1 / alire 2.0.2
scenario overlap_01 ....... PASS (412 ticks)
scenario overlap_02 ....... PASS (380 ticks)
scenario overlap_03 ....... PASS (455 ticks)
scenario overlap_04 ....... PASS (501 ticks)
scenario overlap_05 ....... PASS (198 ticks)
scenario overlap_06 ....... PASS (233 ticks)
scenario overlap_07 ....... PASS (640 ticks)
scenario overlap_08 ....... PASS (298 ticks)
scenario overlap_09 ....... PASS (377 ticks)
9 passed, 0 failed"""),
        ("assistant", "All nine overlap scenarios pass now. What changed: there is a new package "
                      "`Interlocking.Route_Locks` with a protected object `Table`. Its protected procedure "
                      "`Try_Lock_Route` walks the route's sections, and only if every one is free does it claim "
                      "them all for the panel, in one protected action, so no other panel task can get in "
                      "between. `Release_Route` goes through the same object. `Request_Route` is now a thin "
                      "wrapper. I kept the ceiling at the default priority; if you ever give panel tasks "
                      "explicit priorities, the protected type needs a `Priority` aspect at least as high."),
        ("user", "nice. also remember: src/routes.ads is generated by tools/gen_routes.py from the station "
                 "layout csv. never hand-edit it, change the csv and regenerate"),
        ("assistant", "Got it — routes.ads is generated output of tools/gen_routes.py; edits go into the layout "
                      "CSV and then a regenerate, never into the .ads file."),
        ("user", "the scenario runner output is so noisy. can you make it only print failing ones"),
        ("tool", "Edit", {"file_path": "/home/mirek/work/interlock-sim/tools/run_scenarios.adb",
                          "old_string": "Put_Line (Name & \" ....... PASS",
                          "new_string": "if Verbose then Put_Line (Name & \" ....... PASS"},
         "The file /home/mirek/work/interlock-sim/tools/run_scenarios.adb has been updated."),
        ("tool", "Bash", {"command": "alr build 2>&1 | tail -1 && bin/run_scenarios scenarios/*.yaml",
                          "description": "Run all scenarios quietly"},
         """\
Success: Build finished successfully in 4.02 seconds.
41 passed, 0 failed"""),
        ("assistant", "Done: passes are silent now, failures still print with the tick and reason, and "
                      "`--verbose` brings back the full list."),
        ("user", "show me the diff before I commit"),
        ("tool", "Bash", {"command": "git diff --stat && git diff src/interlocking-routes.adb",
                          "description": "Show the diff"},
         """\
 src/interlocking-route_locks.adb | 58 ++++++++++++++++++++++++++++++++++++++
 src/interlocking-route_locks.ads | 24 ++++++++++++++++
 src/interlocking-routes.adb      | 19 +++----------
 tools/run_scenarios.adb          | 11 +++++---
 4 files changed, 94 insertions(+), 18 deletions(-)
diff --git a/src/interlocking-routes.adb b/src/interlocking-routes.adb
index 3c0e91a..7b4d2f0 100644
--- a/src/interlocking-routes.adb
+++ b/src/interlocking-routes.adb
@@ -1,28 +1,17 @@
 with Interlocking.Sections; use Interlocking.Sections;
+with Interlocking.Route_Locks;
 with Interlocking.Log;

 package body Interlocking.Routes is

    function Request_Route (R : Route_Id; Panel : Panel_Id) return Request_Result is
    begin
-      for S of Route_Table (R).Sections loop
-         if not Is_Free (S) then
-            Interlocking.Log.Info ("route" & R'Image & " refused, section" & S'Image & " busy");
-            return Refused;
-         end if;
-      end loop;
-      --  all free: claim them
-      for S of Route_Table (R).Sections loop
-         Lock (S, Owner => Panel);
-      end loop;
-      return Granted;
+      if Route_Locks.Table.Try_Lock_Route (R, Panel) then
+         return Granted;
+      end if;
+      Interlocking.Log.Info ("route" & R'Image & " refused, a section is busy");
+      return Refused;
    end Request_Route;

    procedure Release_Route (R : Route_Id) is
    begin
-      for S of Route_Table (R).Sections loop
-         Unlock (S);
-      end loop;
+      Route_Locks.Table.Unlock_Route (R);
    end Release_Route;"""),
        ("assistant", "That's the whole change to routes.adb; the other files are the new Route_Locks package "
                      "and the runner's `--verbose` flag. One thing I noticed: the refusal log line no longer names "
                      "the busy section. If the operators use that, I can have `Try_Lock_Route` return the first "
                      "busy section id."),
        ("user", "nobody reads that line. commit it, two commits, locks and runner separately"),
        ("tool", "Bash", {"command": "git add src/interlocking-route_locks.ad? src/interlocking-routes.adb && "
                                     "git commit -qm 'Route locking: claim all sections in one protected action' && "
                                     "git add tools/run_scenarios.adb && git commit -qm 'run_scenarios: print "
                                     "failures only, --verbose for all' && git log --oneline -3",
                          "description": "Commit in two parts"},
         """\
a41c7e9 run_scenarios: print failures only, --verbose for all
0d92b13 Route locking: claim all sections in one protected action
77e0a12 Add overlap_09 scenario (three panels)"""),
        ("assistant", "Two commits made: 0d92b13 (route locks) and a41c7e9 (runner)."),
        ("user", """\
ok different thing and this one is driving the operators mad. in overlap_07, signal S14 flickers between red \
and yellow every tick once the route behind it gets released. in the panel viewer it looks exactly like a \
broken lamp. it only happens while the approach locking timer is running, and only on the down line, the up \
line is fine. sometimes it settles after 3 or 4 seconds and sometimes it goes on forever until you reset the \
scenario. Pavla thought it was the viewer redrawing but it's in the recorded state too. the scenario still \
says PASS because nothing checks aspects. no idea where to start"""),
        ("tool", "Bash", {"command": "bin/run_scenarios scenarios/overlap_07.yaml --trace signals 2>&1 | "
                                     "grep -n S14 | sed -n 1,24p",
                          "description": "Trace S14 aspect changes"},
         """\
311:[t=0402] SIGCTL  S14 (down, main, row 88)   route 7B released, approach timer start 120.0 s
312:[t=0402] SIGCTL  S14 (down, main, row 88)   aspect RED  reason=approach_locked
313:[t=0402] SIGCTL  S14 (down, shunt, row 131) aspect YELLOW reason=shunt_route_clear
314:[t=0403] SIGCTL  S14 (down, main, row 88)   aspect RED  reason=approach_locked
315:[t=0403] SIGCTL  S14 (down, shunt, row 131) aspect YELLOW reason=shunt_route_clear
316:[t=0404] SIGCTL  S14 (down, main, row 88)   aspect RED  reason=approach_locked
317:[t=0404] SIGCTL  S14 (down, shunt, row 131) aspect YELLOW reason=shunt_route_clear
318:[t=0405] SIGCTL  S14 (down, main, row 88)   aspect RED  reason=approach_locked
319:[t=0405] SIGCTL  S14 (down, shunt, row 131) aspect YELLOW reason=shunt_route_clear
320:[t=0406] SIGCTL  S14 (down, main, row 88)   aspect RED  reason=approach_locked
321:[t=0406] SIGCTL  S14 (down, shunt, row 131) aspect YELLOW reason=shunt_route_clear
322:[t=0407] WARN    signal id S14 has 2 controllers, last writer wins
323:[t=0407] SIGCTL  S14 (down, main, row 88)   aspect RED  reason=approach_locked
324:[t=0407] SIGCTL  S14 (down, shunt, row 131) aspect YELLOW reason=shunt_route_clear"""),
        ("assistant", """\
Found it in the trace. There are **two** signal controllers both called S14: the down-line main signal from \
row 88 of the layout CSV and a shunting signal from row 131 that was also given the id S14. Each tick both \
controllers write the aspect of "S14", the main one says RED (approach locked) and the shunt one says YELLOW \
(its shunt route is clear), and whichever runs last wins — hence the flicker, and hence it only shows while the \
approach timer holds the main signal at red. The "2 controllers, last writer wins" warning at line 322 has \
been there all along. So the root cause is a duplicate signal id in `layout/kralupy_east.csv`, not the timer \
and not the viewer.

Fix: give the shunting signal its own id, SH14 (that's the naming the other shunt signals in the file use), \
then regenerate routes.ads from the CSV rather than touching it."""),
        ("tool", "Edit", {"file_path": "/home/mirek/work/interlock-sim/layout/kralupy_east.csv",
                          "old_string": "131;S14;shunt;down;T14;",
                          "new_string": "131;SH14;shunt;down;T14;"},
         "The file /home/mirek/work/interlock-sim/layout/kralupy_east.csv has been updated."),
        ("tool", "Bash", {"command": "python3 tools/gen_routes.py layout/kralupy_east.csv > src/routes.ads && "
                                     "alr build 2>&1 | tail -1 && bin/run_scenarios scenarios/overlap_07.yaml "
                                     "--trace signals | grep -c 'S14'",
                          "description": "Regenerate routes.ads and re-trace"},
         """\
gen_routes: 214 routes, 61 signals, 0 duplicate ids
Success: Build finished successfully in 5.12 seconds.
9"""),
        ("assistant", "S14 now changes aspect 9 times in the whole scenario instead of twice per tick, and "
                      "gen_routes reports 0 duplicate ids. The shunting signal on row 131 is SH14 now; routes.ads "
                      "was regenerated from the CSV. If you want, I can make gen_routes.py fail hard on "
                      "duplicate ids instead of just counting them."),
        ("user", "maybe later. run all the scenarios again"),
        ("tool", "Bash", {"command": "bin/run_scenarios --verbose scenarios/*.yaml | tail -n 8",
                          "description": "Run every scenario"},
         """\
scenario shunt_03 ......... PASS (120 ticks)
scenario shunt_04 ......... PASS (96 ticks)
scenario timer_01 ......... PASS (2404 ticks)
scenario timer_02 ......... PASS (2410 ticks)
scenario up_main_01 ....... PASS (318 ticks)
scenario up_main_02 ....... PASS (344 ticks)
scenario up_main_03 ....... PASS (290 ticks)
41 passed, 0 failed"""),
        ("assistant", "41/41 pass, including the timer and shunt scenarios that touch S14/SH14."),
        ("user", "and approach locking timer is 120 s, right? just checking"),
        ("assistant", "Yes — `Approach_Release_Time : constant Duration := 120.0;` in "
                      "`src/interlocking-config.ads`, the trace above shows the same 120.0 s."),
        ("user", "ok. thanks, that's it for today"),
        ("assistant", "Always happy to help — have a good evening."),
    ],
    "facts": [
        F("route-locks-protected", "Route locking uses an in-process Ada protected object (Route_Locks), not a "
          "separate lock-server daemon, because the team can't afford another daemon to run.",
          "decision", "user", ["protected object", "daemon"]),
        F("routes-generated", "src/routes.ads is generated by tools/gen_routes.py from the station layout CSV; "
          "never hand-edit it, change the CSV and regenerate.", "rule", "user", ["routes.ads", "gen_routes"],
          remember=True),
        F("s14-duplicate", "S14 flickered because the layout CSV gave a shunting signal the same id S14 as the "
          "down main signal (two controllers, last writer wins); fixed by renaming the shunt signal SH14.",
          "bugfix", "assistant", ["S14", "SH14"]),
    ],
    "optional": [
        Opt("runner-quiet", "The scenario runner prints only failing scenarios; --verbose shows every one.",
            ["--verbose", ["failing", "failure"]]),
        Opt("approach-timer", "The approach locking timer is 120 s (Approach_Release_Time).", ["120"]),
        Opt("try-lock", "Try_Lock_Route claims all sections of a route in one protected action.",
          ["Try_Lock_Route"]),
    ],
    "questions": [
        Q("How is route locking made atomic?", "protected object Route_Locks in process, no daemon",
          ["route-locks-protected"]),
        Q("Can I edit src/routes.ads directly?", "no, generated by gen_routes.py from the layout csv",
          ["routes-generated"]),
        Q("Why did signal S14 flicker?", "duplicate id S14 for a shunting signal, renamed SH14",
          ["s14-duplicate"]),
    ],
}

# ---------------------------------------------------------------------------------------------
TIDES = {
    "id": "h15-cc-tidetable",
    "project": "/home/ines/src/mareas-site",
    "start": datetime(2026, 11, 17, 7, 40),
    "about": "SvelteKit tide-table site: wrong guess by the assistant, then the user finds the cause "
             "('found it, the cron runs in UTC'); CRON_TZ set; 'don't run the full suite'; a rule in ALL CAPS",
    "steps": [
        ("user", "tide table for tomorrow shows today's times again. third time this month. the predictions json "
                 "is fetched nightly by scripts/fetch-predictions.ts, cron on the vps"),
        ("tool", "Bash", {"command": "ssh tides-vps 'ls -la --time-style=full-iso /srv/mareas/data/predictions/ | "
                                     "tail -4; crontab -l'", "description": "Check prediction files and crontab"},
         """\
-rw-r--r-- 1 mareas mareas 18211 2026-11-15 00:00:04.118 +0000 2026-11-14.json
-rw-r--r-- 1 mareas mareas 18204 2026-11-16 00:00:03.902 +0000 2026-11-15.json
-rw-r--r-- 1 mareas mareas 18230 2026-11-17 00:00:04.377 +0000 2026-11-16.json
-rw-r--r-- 1 mareas mareas   412 2026-11-17 00:00:04.380 +0000 latest.json
# m h  dom mon dow   command
0 0 * * * cd /srv/mareas && /usr/bin/node --env-file=.env.production dist/scripts/fetch-predictions.js >> /var/log/mareas/fetch.log 2>&1"""),
        ("assistant", "The files are being written every night, so the fetch runs. My guess is that the "
                      "`/[date]` page is prerendered at build time and served stale from the adapter-node build; "
                      "setting `export const prerender = false` in `src/routes/[date]/+page.ts` would make it "
                      "read the JSON on each request. Want me to change that?"),
        ("user", "no wait. found it, the cron runs in UTC. box is UTC, the harbour is UTC-1 (Azores), so at "
                 "00:00 UTC it's still 23:00 the day before here and the api's 'today' hands us the old day. "
                 "look at the file names, 2026-11-16.json written on the 17th"),
        ("assistant", "That fits the listing exactly — each file is named for the previous local day. Two "
                      "changes then: run the job on Azores time, and stop relying on the API's idea of 'today'."),
        ("tool", "Edit", {"file_path": "/home/ines/src/mareas-site/deploy/crontab",
                          "old_string": "0 0 * * * cd /srv/mareas",
                          "new_string": "CRON_TZ=Atlantic/Azores\n15 0 * * * cd /srv/mareas"},
         "The file /home/ines/src/mareas-site/deploy/crontab has been updated."),
        ("assistant", "Crontab in `deploy/crontab` now has `CRON_TZ=Atlantic/Azores` and the job runs at 00:15 "
                      "local harbour time (the 15 minutes are slack for the upstream publishing its new day)."),
        ("user", "ok. also make the script ask for the date explicitly instead of 'today'. then run the test for "
                 "it. don't run the full suite, it spins up playwright and takes ages, just the file you touched"),
        ("tool", "Edit", {"file_path": "/home/ines/src/mareas-site/scripts/fetch-predictions.ts",
                          "old_string": "const url = `${BASE}/predictions?station=${STATION}&day=today`;",
                          "new_string": "const day = localDate(new Date(), 'Atlantic/Azores');\n"
                                        "const url = `${BASE}/predictions?station=${STATION}&date=${day}`;"},
         "The file /home/ines/src/mareas-site/scripts/fetch-predictions.ts has been updated."),
        ("tool", "Bash", {"command": "npx vitest run scripts/fetch-predictions.test.ts",
                          "description": "Run only the fetch script test"},
         """\

 RUN  v2.1.4 /home/ines/src/mareas-site

 ✓ scripts/fetch-predictions.test.ts (4 tests) 38ms
   ✓ builds the url with an explicit date
   ✓ uses the Azores date just after midnight UTC
   ✓ writes latest.json atomically
   ✓ keeps the previous file when the api returns 5xx

 Test Files  1 passed (1)
      Tests  4 passed (4)
   Start at  07:52:10
   Duration  1.21s (transform 88ms, setup 0ms, collect 101ms, tests 38ms)"""),
        ("assistant", "Only that file ran: 4/4 pass. The script now sends `date=YYYY-MM-DD` computed in "
                      "Atlantic/Azores instead of `day=today`, and I added a case for 00:30 UTC."),
        ("user", "cool. AND NEVER COMMIT .env.production, IT HAS THE TIDE API KEY. the last guy did it and we had "
                 "to beg the port authority for a new key"),
        ("tool", "Bash", {"command": "cat .gitignore; git ls-files | grep -c env",
                          "description": "Check ignore rules"},
         """\
node_modules
/build
/.svelte-kit
/package
.env
.env.*.local
vite.config.js.timestamp-*
0"""),
        ("assistant", "Understood, it's never committed. It isn't tracked right now, but the ignore file only "
                      "covers `.env` and `.env.*.local`, so I added `.env.production` to `.gitignore` as well."),
        ("user", "ty"),
    ],
    "facts": [
        F("cron-utc", "The tide table showed the previous day because the cron ran at 00:00 UTC, which is still "
          "the day before in the Azores (UTC-1), so the API's 'today' was the old day.",
          "bugfix", "user", ["cron", "UTC", "Azores"]),
        F("cron-tz", "The fetch cron uses CRON_TZ=Atlantic/Azores and runs at 00:15 local time.",
          "config", "assistant", ["CRON_TZ", "00:15"]),
        F("explicit-date", "fetch-predictions.ts requests an explicit date (date=YYYY-MM-DD in Azores time) "
          "instead of 'today'.", "decision", "user", ["fetch-predictions", "date="]),
        F("test-one-file", "Don't run the full test suite (it starts Playwright); run only the test file of what "
          "was changed.", "preference", "user", [["full suite", "whole suite", "entire suite"]]),
        F("never-commit-env", "Never commit .env.production: it holds the tide API key.", "rule", "user",
          [".env.production", "commit"], remember=True),
    ],
    "optional": [
        Opt("gitignore-env", ".env.production was added to .gitignore.", [".gitignore", ".env.production"]),
    ],
    "questions": [
        Q("Why did the site show yesterday's tides?", "cron ran at midnight UTC, still previous day in Azores",
          ["cron-utc"]),
        Q("When does the prediction fetch run?", "00:15 Atlantic/Azores via CRON_TZ", ["cron-tz"]),
        Q("Which tests should be run after a change?", "only the touched file, not the full suite with playwright",
          ["test-one-file"]),
        Q("Can .env.production be committed?", "never, it holds the tide API key", ["never-commit-env"]),
    ],
}

# ---------------------------------------------------------------------------------------------
ROTA = {
    "id": "h15-cc-hospice-rota",
    "project": "/srv/dev/lantern-rota",
    "start": datetime(2026, 11, 18, 13, 5),
    "about": "Django hospice volunteer rota: Celery rejected with a past-incident story; a batch size "
             "halved ('make it 200 not 400'); a failing test fixed; retries proposed and turned down; 'remeber' "
             "typo request; a rename taken back",
    "steps": [
        ("user", "hi! hope you're well :) so the coordinators want SMS reminders the evening before each shift. "
                 "we have the SwiftText gateway creds in settings already. how would you schedule the sending?"),
        ("tool", "Bash", {"command": "pip freeze | grep -iE 'django|swift|redis|celery'; ls rota/",
                          "description": "Check deps and app layout"},
         """\
Django==4.2.16
django-environ==0.11.2
swifttext-client==1.3.0
admin.py
apps.py
migrations
models.py
services.py
templates
tests
urls.py
views.py"""),
        ("assistant", """\
Three reasonable ways to run a nightly job from Django:

1. **Celery + beat** with Redis as the broker — the usual choice, retries built in, but it adds a broker and \
two worker processes to the box.
2. **django-q2** using the database as its broker — fewer moving parts than Celery, still a long-running cluster \
process.
3. **A management command** (`send_shift_reminders`) started by a **systemd timer** — nothing running in \
between, logs in journalctl, retries are up to us.

For SMS volume this small I'd normally say Celery, because you get retries and rate limiting for free and \
it's what most Django people know."""),
        ("user", """\
god no, not celery. at my last place (a food bank) we had celery with rabbitmq and one friday the broker's disk \
filled up, the queue just stopped accepting messages, nothing alerted, and nobody noticed till monday. sixty \
drivers never got their route texts. I'm not doing that again for a hospice. management command + systemd \
timer, we can see it in journalctl and there's nothing to fill up."""),
        ("assistant", "Fair enough — option 3 then. I'll write `send_shift_reminders` so it's idempotent (it marks "
                      "each shift as reminded), and batch the numbers per gateway request, 400 per call."),
        ("tool", "Write", {"file_path": "/srv/dev/lantern-rota/rota/management/commands/send_shift_reminders.py",
                           "content": "BATCH_SIZE = 400\n..."},
         "File created successfully at: /srv/dev/lantern-rota/rota/management/commands/send_shift_reminders.py"),
        ("user", "make it 200 not 400, SwiftText's docs say 250 max per bulk call and I want headroom"),
        ("tool", "Edit", {"file_path": "/srv/dev/lantern-rota/rota/management/commands/send_shift_reminders.py",
                          "old_string": "BATCH_SIZE = 400", "new_string": "BATCH_SIZE = 200"},
         "The file /srv/dev/lantern-rota/rota/management/commands/send_shift_reminders.py has been updated."),
        ("tool", "Write", {"file_path": "/srv/dev/lantern-rota/deploy/systemd/rota-reminders.timer",
                           "content": "[Unit]\nDescription=Lantern rota shift reminders\n\n[Timer]\n"
                                      "OnCalendar=*-*-* 18:00:00 Europe/London\nPersistent=true\n\n"
                                      "[Install]\nWantedBy=timers.target\n"},
         "File created successfully at: /srv/dev/lantern-rota/deploy/systemd/rota-reminders.timer"),
        ("assistant", "BATCH_SIZE is 200 now. I also added `deploy/systemd/rota-reminders.service` and "
                      "`rota-reminders.timer`; the timer fires daily at 18:00 Europe/London with "
                      "`Persistent=true`, so a reboot during the afternoon doesn't skip the evening run."),
        ("user", "18:00 is fine. run the tests"),
        ("tool", "Bash", {"command": "pytest rota -q", "description": "Run rota tests"},
         """\
............................F.........                                   [100%]
=================================== FAILURES ===================================
_____________________ test_reminder_skips_cancelled_shift ______________________

    def test_reminder_skips_cancelled_shift(swifttext_stub, shift_factory):
        shift_factory(start=tomorrow_at(9), status=Shift.Status.CANCELLED)
        call_command("send_shift_reminders")
>       assert swifttext_stub.sent == []
E       AssertionError: assert ['+44 7700 900312'] == []

rota/tests/test_reminders.py:41: AssertionError
------------------------------ Captured log call -------------------------------
INFO     rota.reminders: sending to +44 7700 900312 for shift 17
=========================== short test summary info ============================
FAILED rota/tests/test_reminders.py::test_reminder_skips_cancelled_shift
1 failed, 37 passed in 3.88s"""),
        ("assistant", "One failure, and it's a real bug in my command: it selects tomorrow's shifts by date only "
                      "and doesn't exclude `Status.CANCELLED`, so a volunteer whose shift was cancelled would "
                      "still be texted. I'll filter on status."),
        ("tool", "Edit", {"file_path": "/srv/dev/lantern-rota/rota/management/commands/send_shift_reminders.py",
                          "old_string": "Shift.objects.filter(start__date=tomorrow)",
                          "new_string": "Shift.objects.filter(start__date=tomorrow).exclude("
                                        "status=Shift.Status.CANCELLED)"},
         "The file /srv/dev/lantern-rota/rota/management/commands/send_shift_reminders.py has been updated."),
        ("tool", "Bash", {"command": "pytest rota -q", "description": "Rerun"},
         "......................................                                   [100%]\n38 passed in 3.61s"),
        ("assistant", "38 passed; cancelled shifts are skipped now."),
        ("user", "great. oh and remeber that volunteers phone numbers must never end up in the logs, not even the "
                 "last digits. the trustees were very clear, its a safeguarding thing. i saw one in that test "
                 "output just now"),
        ("tool", "Edit", {"file_path": "/srv/dev/lantern-rota/rota/management/commands/send_shift_reminders.py",
                          "old_string": "log.info(\"sending to %s for shift %s\", vol.phone, shift.pk)",
                          "new_string": "log.info(\"sending reminder to volunteer %s for shift %s\", vol.pk, "
                                        "shift.pk)"},
         "The file /srv/dev/lantern-rota/rota/management/commands/send_shift_reminders.py has been updated."),
        ("assistant", "Right, that was my log line. It now logs the volunteer id and shift id only. I also checked "
                      "`services.py` and the views: no other place logs a phone number. I'll keep phone numbers "
                      "(whole or partial) out of any log from now on."),
        ("user", "what happens if SwiftText is down at 18:00?"),
        ("assistant", """\
Right now the command would raise on the first failed bulk call, so the rest of the evening's batches are not \
sent and the unit ends in `failed` state. Options:

- retry each batch a few times with exponential backoff (say 3 tries, 30 s / 2 min / 8 min) inside the command;
- or a second timer at 19:00 that re-runs the command — it's idempotent, so only shifts not yet marked as \
reminded get a text.

I'd do the backoff inside the command."""),
        ("user", "neither. if it fails, the coordinator on duty rings people, that's what they did before SMS existed. "
                 "just exit non-zero so systemd marks it failed, and hook OnFailure= to the email unit we already "
                 "have for the backups"),
        ("tool", "Bash", {"command": "ls /etc/systemd/system | grep -i notify; systemctl cat notify-email@.service "
                                     "| head -n 8", "description": "Find the existing notify unit"},
         """\
notify-email@.service
[Unit]
Description=Send failure mail for %i

[Service]
Type=oneshot
ExecStart=/usr/local/bin/notify-email %i
User=nobody
Environment=MAILTO=rota-admins@lantern.example"""),
        ("tool", "Edit", {"file_path": "/srv/dev/lantern-rota/deploy/systemd/rota-reminders.service",
                          "old_string": "[Unit]\nDescription=Lantern rota shift reminders\n",
                          "new_string": "[Unit]\nDescription=Lantern rota shift reminders\n"
                                        "OnFailure=notify-email@%n.service\n"},
         "The file /srv/dev/lantern-rota/deploy/systemd/rota-reminders.service has been updated."),
        ("tool", "Bash", {"command": "pytest rota/tests/test_reminders.py -q", "description": "Run reminder tests"},
         "...........                                                              [100%]\n11 passed in 1.02s"),
        ("assistant", "No retries then: on a gateway error `send_shift_reminders` logs which shift ids were not sent "
                      "and exits with status 1; `rota-reminders.service` has `OnFailure=notify-email@%n.service`, "
                      "so the admins get the same kind of mail as for a failed backup. Reminder tests pass (11)."),
        ("user", "one more - can you rename `rota_slot` to `shift_slot` in the admin... never mind, leave it, the "
                 "coordinators know it as slot"),
        ("assistant", "Leaving it as is."),
        ("user", "thanks, that's brilliant"),
        ("assistant", "Always happy to help. Good luck with the rollout to the coordinators!"),
    ],
    "facts": [
        F("reminders-systemd", "Shift SMS reminders are sent by the management command send_shift_reminders, run by "
          "a systemd timer.", "decision", "user", ["send_shift_reminders", "systemd"]),
        F("no-celery", "Celery was rejected: at a previous job the broker's disk filled up and messages silently "
          "stopped for a weekend.", "decision", "user", ["Celery", "disk"]),
        F("batch-200", "Reminders are batched 200 numbers per SwiftText bulk call (gateway max is 250).",
          "config", "user", ["200", ["BATCH_SIZE", "batch"]]),
        F("timer-1800", "The reminder timer fires daily at 18:00 Europe/London (Persistent=true).",
          "config", "assistant", ["18:00", "Europe/London"]),
        F("cancelled-shifts", "The reminder command excludes cancelled shifts (it first texted volunteers of "
          "cancelled shifts).", "bugfix", "assistant", ["cancelled", "shift"]),
        F("no-retries", "If the SMS gateway fails, the reminder command exits non-zero without retrying and "
          "systemd OnFailure sends the failure email; the coordinator on duty phones volunteers.", "decision",
          "user", ["OnFailure", ["non-zero", "retry", "retries"]]),
        F("no-phones-in-logs", "Volunteers' phone numbers must never appear in logs, not even partially "
          "(safeguarding).", "rule", "user", ["phone", "log"], remember=True),
    ],
    "optional": [
        Opt("rota-slot-name", "The admin keeps the name rota_slot; coordinators know it as slot.", ["rota_slot"]),
    ],
    "questions": [
        Q("How are shift reminders scheduled?", "management command send_shift_reminders from a systemd timer at "
          "18:00", ["reminders-systemd", "timer-1800"]),
        Q("Why not Celery?", "broker disk filled up at a previous job and reminders silently stopped",
          ["no-celery"]),
        Q("Can phone numbers be logged?", "never, not even partially", ["no-phones-in-logs"]),
        Q("What if the SMS gateway is down?", "command exits non-zero, OnFailure email, coordinator phones people",
          ["no-retries"]),
    ],
}

SESSIONS = [INTERLOCK, TIDES, ROTA]
