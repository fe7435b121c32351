"""h65 Claude Code sessions, part c (Norrfjäll Resorts).

snowmaker-dash (Chidi): compressor-pressure alerts to the crew; a tablet CSS fix with chatter (nothing durable).
skidskola (Funmi): nightly import of the instructor schedule CSV."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

SNOW = "/home/chidi/projects/snowmaker-dash"
SKOLA = "/home/funmi/work/skidskola"

# --------------------------------------------------------------------------------------------------
# h65-cc-snow-alerts
# --------------------------------------------------------------------------------------------------

_COMPRESSOR_SAMPLE = """ compressor |          time          | pressure_bar | state
------------+------------------------+--------------+---------
 TJ-C1      | 2026-11-20 02:10:00+01 |         7.42 | running
 TJ-C1      | 2026-11-20 02:11:00+01 |         7.38 | running
 TJ-C1      | 2026-11-20 02:12:00+01 |         6.91 | running
 TJ-C1      | 2026-11-20 02:13:00+01 |         6.22 | running
 TJ-C1      | 2026-11-20 02:14:00+01 |         6.05 | running
 TJ-C1      | 2026-11-20 02:15:00+01 |         6.11 | running
 TJ-C1      | 2026-11-20 02:16:00+01 |         6.09 | running
 TJ-C1      | 2026-11-20 02:17:00+01 |         6.02 | running
 TJ-C1      | 2026-11-20 02:18:00+01 |         5.97 | running
 TJ-C1      | 2026-11-20 02:19:00+01 |         4.81 | running
 TJ-C1      | 2026-11-20 02:20:00+01 |         4.77 | tripped
 TJ-C1      | 2026-11-20 02:21:00+01 |         0.00 | stopped
(12 rows)
"""

_PAGER_DOC = """# Pager gateway (lift operations)

POST https://pager.norrfjall.internal/api/v2/page
Authorization: Bearer <token from vault: secret/pager/snowdash>
Content-Type: application/json

{
  "group": "snow-crew-tjl",          // groups: lift-ops-tjl, lift-ops-hsj, lift-ops-bja, snow-crew-tjl, snow-crew-hsj
  "priority": "normal" | "critical",  // critical overrides the handset's night mode
  "text": "max 160 chars",
  "dedup_key": "optional, same key within 15 min is dropped"
}

200 {"id": "pg_01J...", "delivered_to": 4}
429 rate limited (max 30 pages / min per token)
"""

_ALERT_DIFF = """diff --git a/src/alerts/pressure.ts b/src/alerts/pressure.ts
new file mode 100644
--- /dev/null
+++ b/src/alerts/pressure.ts
@@ -0,0 +1,61 @@
+import { config } from "../config.js";
+import { page } from "./pager.js";
+
+const LOW_BAR = 6.5;            // Bengt: under 6.5 bar for more than 3 minutes
+const LOW_FOR_MS = 3 * 60_000;
+const CRITICAL_BAR = 5.0;       // Bengt: under 5 bar, immediately
+
+const lowSince = new Map<string, number>();
+
+export async function onCompressorState(id: string, at: Date, bar: number) {
+  if (bar < CRITICAL_BAR) {
+    lowSince.delete(id);
+    return page({ group: groupFor(id), priority: "critical",
+                  text: `${id}: ${bar.toFixed(1)} bar – under 5 bar, check now`, dedup_key: `crit-${id}` });
+  }
+  if (bar >= LOW_BAR) { lowSince.delete(id); return; }
+  const since = lowSince.get(id) ?? at.getTime();
+  lowSince.set(id, since);
+  if (at.getTime() - since > LOW_FOR_MS) {
+    return page({ group: groupFor(id), priority: "normal",
+                  text: `${id}: ${bar.toFixed(1)} bar for over 3 min`, dedup_key: `low-${id}` });
+  }
+}
diff --git a/src/alerts/pager.ts b/src/alerts/pager.ts
new file mode 100644
--- /dev/null
+++ b/src/alerts/pager.ts
@@ -0,0 +1,24 @@
+export async function page(p: PageRequest): Promise<void> {
+  const res = await fetch(`${config.pager.url}/api/v2/page`, {
+    method: "POST",
+    headers: { authorization: `Bearer ${config.pager.token}`, "content-type": "application/json" },
+    body: JSON.stringify(p),
+  });
+  if (!res.ok) log.warn({ status: res.status }, "pager gateway refused page");
+}
"""

_VITEST_ALERTS = """ RUN  v2.1.4 /home/chidi/projects/snowmaker-dash

 ✓ src/ingest/mqtt.test.ts (6 tests) 19ms
 ✓ src/wetbulb/stull.test.ts (9 tests) 4ms
 ✓ src/wetbulb/status.test.ts (7 tests) 3ms
 ✓ src/alerts/pressure.test.ts (10 tests) 12ms
   ✓ pressure > 6.4 bar for 2 min does not page
   ✓ pressure > 6.4 bar for 3 min 1 s pages normal
   ✓ pressure > back above 6.5 resets the timer
   ✓ pressure > 4.8 bar pages critical at once
   ✓ pressure > replay of 2026-11-20 TJ-C1 pages normal at 02:16 and critical at 02:19
   ✓ quiet hours > normal page at 23:10 is held for the 06:00 digest
   ✓ quiet hours > critical page at 23:10 goes through
   ✓ quiet hours > digest at 06:00 sends one page per group
   ✓ quiet hours > normal page at 06:01 goes through
   ✓ quiet hours > normal page at 21:59 goes through
 ✓ src/api/stations.test.ts (11 tests) 38ms

 Test Files  5 passed (5)
      Tests  43 passed (43)
   Start at  15:41:09
   Duration  1.34s
"""

S_ALERTS = {
    "id": "h65-cc-snow-alerts",
    "project": SNOW,
    "start": datetime(2026, 11, 21, 14, 55, 0),
    "about": "compressor low-pressure alerts: options picked with 'the second one', pasted mail from the snowmaking "
             "chief with thresholds, quiet-hours rule offered by the assistant and accepted with 'yes pls'",
    "steps": [
        ("user", "Bengt wants alert when compressor pressure drops. the guns freeze up if the air pressure is low for "
                 "long, we lost TJ-C1 for half a night on friday and nobody knew till morning. how do we send alerts to "
                 "the crew?"),
        bash("psql \"$SNOWDASH_RO\" -c \"select compressor, time, pressure_bar, state from compressor_state where "
             "compressor='TJ-C1' and time between '2026-11-20 02:10+01' and '2026-11-20 02:21+01' order by time\"",
             _COMPRESSOR_SAMPLE),
        ("assistant", "The Friday data shows the pattern: TJ-C1 drifted from 7.4 to about 6 bar around 02:12, sat there "
                      "for seven minutes, dropped under 5 at 02:19 and tripped at 02:20.\n\nWays to reach the crew:\n\n"
                      "1. **SMS through a provider** (new contract, per-message cost, phone numbers to maintain).\n"
                      "2. **The pager gateway lift operations already uses** — an HTTP API, groups per crew, and a "
                      "`critical` priority that overrides night mode on the handsets.\n3. **A Slack/Teams channel** — "
                      "free and quick, but only works if someone is looking at it.\n\nOption 2 reuses what exists; 3 is "
                      "the least work."),
        ("user", "the second one. crew don't look at slack at night, they have gloves on and the pager is on the jacket. "
                 "and we already pay for pager. here is what Bengt wrote:\n\n> Hej Chidi,\n> alarm if air pressure at "
                 "a compressor house is under 6.5 bar for more than 3 minutes. under 5 bar is critical, alarm at once, "
                 "then the guns will freeze within minutes. send to snow crew of that resort.\n> /Bengt"),
        bash("cat docs/integrations/pager.md", _PAGER_DOC),
        ("assistant", "Plan:\n- `src/alerts/pressure.ts`: watches `compressors/+/state`; under **6.5 bar for more than "
                      "3 minutes** → `normal` page; under **5 bar** → `critical` page at once.\n- Group from the "
                      "compressor prefix (`TJ-` → `snow-crew-tjl`, `HS-` → `snow-crew-hsj`).\n- `dedup_key` per "
                      "compressor so a flapping reading doesn't page every minute (the gateway drops repeats within "
                      "15 min).\n- Token from vault `secret/pager/snowdash`, URL in `config.pager.url`."),
        tool("Write", {"file_path": f"{SNOW}/src/alerts/pressure.ts", "content": "..."},
             "File created successfully at: /home/chidi/projects/snowmaker-dash/src/alerts/pressure.ts"),
        tool("Write", {"file_path": f"{SNOW}/src/alerts/pager.ts", "content": "..."},
             "File created successfully at: /home/chidi/projects/snowmaker-dash/src/alerts/pager.ts"),
        bash("git diff HEAD -- src/alerts", _ALERT_DIFF),
        ("assistant", "One more question before I write the tests. The crew sleeps between shifts; a `normal` page at "
                      "02:00 for a compressor that is at 6.3 bar and recovering may do more harm than good. I could hold "
                      "non-critical alerts between 22:00 and 06:00 and send them as one morning digest at 06:00, while "
                      "critical pages always go straight through. Do you want that — and should I keep it as a standing "
                      "rule for alerts in this project?"),
        ("user", "yes pls, exactly that. critical always goes through, the rest waits for 06:00"),
        ("assistant", "Done — quiet hours 22:00–06:00 for non-critical pages, digest at 06:00, critical never held. I'll "
                      "apply the same rule to any alert we add later."),
        bash("npx vitest run", _VITEST_ALERTS),
        ("user", "oya push it. Bengt go happy"),
        ("assistant", "Pushed to `feat/pressure-alerts`. Summary:\n- Alerts go through the **pager gateway** "
                      "(`/api/v2/page`), groups `snow-crew-<resort>`; Slack was skipped because the crew doesn't watch it "
                      "at night.\n- **Low:** under 6.5 bar for more than 3 minutes → normal page. **Critical:** under "
                      "5 bar → critical page at once.\n- **Quiet hours:** non-critical pages between 22:00 and 06:00 go "
                      "into a 06:00 digest; critical always goes through.\n- The Friday TJ-C1 replay would have paged "
                      "at 02:16 (normal) and 02:19 (critical)."),
    ],
    "facts": [
        fact("pager",
             "Compressor alerts go through the existing pager gateway (group snow-crew-<resort>), not SMS or Slack: the "
             "crew don't watch Slack at night and the pager is already paid for.",
             "decision", "user", ["pager gateway"]),
        fact("low-threshold",
             "A normal alert fires when compressor air pressure is under 6.5 bar for more than 3 minutes.",
             "config", "user", ["6.5 bar", "3 minutes"]),
        fact("critical-threshold", "Under 5 bar a critical alert is sent at once.", "config", "user", ["5 bar", "critical"]),
        fact("quiet-hours",
             "Non-critical alerts between 22:00 and 06:00 are held for a 06:00 digest; critical alerts always go "
             "through.",
             "rule", "user", ["22:00", "06:00"], remember=True),
    ],
    "optional": [
        opt("pager-token", "The pager token is in vault at secret/pager/snowdash.", ["secret/pager/snowdash"]),
    ],
    "questions": [
        q("How are compressor alerts sent to the snow crew?", "the pager gateway lift operations already uses", ["pager"]),
        q("When does a low compressor pressure alert fire?", "under 6.5 bar for more than 3 minutes; under 5 bar critical",
          ["low-threshold", "critical-threshold"]),
        q("Are alerts sent at night?", "non-critical held 22:00 to 06:00 digest, critical always goes through",
          ["quiet-hours"]),
    ],
}

# --------------------------------------------------------------------------------------------------
# h65-cc-snow-css (nothing durable)
# --------------------------------------------------------------------------------------------------

_CARDS_CSS = """     1\t.station-grid {
     2\t  display: flex;
     3\t  flex-wrap: nowrap;
     4\t  gap: 16px;
     5\t  overflow-x: hidden;
     6\t}
     7\t
     8\t.station-card {
     9\t  min-width: 260px;
    10\t  padding: 20px;
    11\t  border-radius: 12px;
    12\t  background: var(--status-bg);
    13\t}
    14\t
    15\t.station-card .wetbulb {
    16\t  font-size: 3rem;
    17\t  font-weight: 700;
    18\t}
"""

_GIT_STATUS = """On branch fix/station-grid
Your branch is ahead of 'origin/fix/station-grid' by 2 commits.
  (use "git push" to publish your local commits)

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
\tmodified:   src/web/components/StationGrid.css

no changes added to commit (use "git add" and/or "git commit -a")
$ git log --oneline -3
b2d41e7 station grid: show last update time
90ac3f1 station grid: sort by resort then id
5e7c0d2 Merge branch 'feat/pressure-alerts'
"""

_VITEST_CSS = """ RUN  v2.1.4 /home/chidi/projects/snowmaker-dash

 ✓ src/ingest/mqtt.test.ts (6 tests) 18ms
 ✓ src/wetbulb/stull.test.ts (9 tests) 4ms
 ✓ src/wetbulb/status.test.ts (7 tests) 3ms
 ✓ src/alerts/pressure.test.ts (10 tests) 11ms
 ✓ src/api/stations.test.ts (11 tests) 36ms
 ✓ src/web/components/StationGrid.test.tsx (4 tests) 88ms

 Test Files  6 passed (6)
      Tests  47 passed (47)
   Start at  11:02:44
   Duration  2.07s
"""

S_CSS = {
    "id": "h65-cc-snow-css",
    "project": SNOW,
    "start": datetime(2026, 11, 27, 10, 40, 0),
    "about": "nothing durable: one-off CSS fix for the station cards on a tablet, 'I forgot to push', a glove joke, "
             "run the tests, a commit message",
    "steps": [
        ("user", "good morning. small one. on the tablet in the compressor house the station cards go off the screen to "
                 "the right, you can't see HS-02 and BJ-01 at all. na wa o"),
        tool("Read", {"file_path": f"{SNOW}/src/web/components/StationGrid.css"}, _CARDS_CSS),
        ("assistant", "The grid is a single flex row with `flex-wrap: nowrap` and `overflow-x: hidden`, and each card is at "
                      "least 260 px wide. On a 1024 px tablet only three cards fit and the rest are clipped. Switching it "
                      "to a CSS grid that wraps: `grid-template-columns: repeat(auto-fill, minmax(220px, 1fr))`."),
        tool("Edit", {"file_path": f"{SNOW}/src/web/components/StationGrid.css",
                      "old_string": ".station-grid {\n  display: flex;\n  flex-wrap: nowrap;\n  gap: 16px;\n  overflow-x: hidden;\n}",
                      "new_string": ".station-grid {\n  display: grid;\n  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));\n  gap: 16px;\n}"},
             "The file src/web/components/StationGrid.css has been updated."),
        ("user", "wait before you run anything, I forgot to push yesterday evening, is my stuff still there?"),
        bash("git status && echo '$ git log --oneline -3' && git log --oneline -3", _GIT_STATUS),
        ("assistant", "Yes — your two commits from yesterday (`b2d41e7`, `90ac3f1`) are there locally, just not pushed. "
                      "The only uncommitted change is the CSS edit I just made."),
        ("user", "phew. ok run the tests"),
        bash("npx vitest run", _VITEST_CSS),
        ("assistant", "All 47 pass."),
        ("user", "the big wet-bulb number, Bengt says he can read it now even with his big gloves on. though he keeps "
                 "pressing the screen with the glove and nothing happens lol, that one no be our wahala"),
        ("assistant", "Ha — capacitive screens and ski gloves were never friends. Maybe a pair of touchscreen gloves for "
                      "the compressor house would fix that one. Want a commit message for the CSS?"),
        ("user", "yes"),
        ("assistant", "`station grid: wrap cards on narrow screens (grid auto-fill, min 220px)`"),
        ("user", "ok commit and push all 3. thanks boss"),
        bash("git commit -am 'station grid: wrap cards on narrow screens (grid auto-fill, min 220px)' && git push",
             "[fix/station-grid 7c19a02] station grid: wrap cards on narrow screens (grid auto-fill, min 220px)\n"
             " 1 file changed, 2 insertions(+), 3 deletions(-)\n"
             "To git.norrfjall.internal:snow/snowmaker-dash.git\n   5e7c0d2..7c19a02  fix/station-grid -> fix/station-grid"),
        ("assistant", "Pushed all three commits to `fix/station-grid`."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

# --------------------------------------------------------------------------------------------------
# h65-cc-skola-instructors
# --------------------------------------------------------------------------------------------------

_HEAD_CSV = """namn;personnummer;niv\ufffd;resort;datum;pass
Bj\ufffdrn Ekl\ufffdf;19880412-XXXX;3;TJL;2026-11-28;FM
Annika S\ufffdderstr\ufffdm;19950730-XXXX;2;TJL;2026-11-28;FM+EM
Oluwaseun Adeyemi;19990211-XXXX;1;HSJ;2026-11-28;EM
J\ufffdrgen Lindqvist;19760919-XXXX;3;BJA;2026-11-28;FM+EM
Sara \ufffdberg;20010503-XXXX;1;TJL;2026-11-29;FM
$ file -i sample/instruktorer_20261115.csv
sample/instruktorer_20261115.csv: text/plain; charset=iso-8859-1
$ file sample/instruktorer_20261115.csv
sample/instruktorer_20261115.csv: ISO-8859 text, with CRLF line terminators
"""

_ICONV = """namn;personnummer;nivå;resort;datum;pass
Björn Eklöf;19880412-XXXX;3;TJL;2026-11-28;FM
Annika Söderström;19950730-XXXX;2;TJL;2026-11-28;FM+EM
Oluwaseun Adeyemi;19990211-XXXX;1;HSJ;2026-11-28;EM
Jürgen Lindqvist;19760919-XXXX;3;BJA;2026-11-28;FM+EM
Sara Åberg;20010503-XXXX;1;TJL;2026-11-29;FM
"""

_MIX_TEST = """Compiling 4 files (.ex)
Generated skidskola app
Running ExUnit with seed: 418203, max_cases: 16

.........................................................................
  1) test parse/1 keeps the euro sign in notes (Skidskola.Instructors.ImportTest)
     test/skidskola/instructors/import_test.exs:88
     Assertion with == failed
     code:  assert row.notes == "hyr skidor 20 €"
     left:  "hyr skidor 20 \\u0080"
     right: "hyr skidor 20 €"
     stacktrace:
       test/skidskola/instructors/import_test.exs:91: (test)

..........................
Finished in 3.9 seconds (1.2s async, 2.7s sync)
100 tests, 1 failure
"""

_MIX_TEST_OK = """Compiling 1 file (.ex)
Running ExUnit with seed: 771934, max_cases: 16

....................................................................................................
Finished in 3.8 seconds (1.2s async, 2.6s sync)
100 tests, 0 failures
"""

S_INSTRUCTORS = {
    "id": "h65-cc-skola-instructors",
    "project": SKOLA,
    "start": datetime(2026, 11, 16, 9, 5, 0),
    "about": "instructor schedule import: pasted mail from the ski-school manager, wrong UTF-8 first guess then "
             "ISO-8859-1 then the real Windows-1252 (euro sign), a 'hold on to this' personnummer rule, schedule moved "
             "from 22:30 to 03:00",
    "steps": [
        ("user", "Good morning. Please see this mail from Sofia (ski school manager):\n\n> Hej Funmi!\n> From next week "
                 "I will export the instructor schedule from HRfjäll every evening, around 21:00 when the planning is "
                 "done. The file goes to the sftp, /skidskola/in/instruktorer_YYYYMMDD.csv. Columns: namn, personnummer, "
                 "nivå, resort, datum, pass (FM, EM or FM+EM). Can the booking app read it so the parents see the right "
                 "instructor? Also only nivå 3 instructors may take the off-piste lessons, the insurance says so.\n> "
                 "Tack! /Sofia\n\nKindly let's build the import. There is a sample file in sample/."),
        bash("head -6 sample/instruktorer_20261115.csv; echo '$ file -i sample/instruktorer_20261115.csv'; "
             "file -i sample/instruktorer_20261115.csv; echo '$ file sample/instruktorer_20261115.csv'; "
             "file sample/instruktorer_20261115.csv", _HEAD_CSV),
        ("assistant", "The file isn't UTF-8: the Swedish letters come out as replacement characters, and `file` reports "
                      "ISO-8859 with CRLF line endings. It's semicolon-separated with a header row. I'll decode it as "
                      "ISO-8859-1 (Latin-1)."),
        bash("iconv -f ISO-8859-1 -t UTF-8 sample/instruktorer_20261115.csv | head -6", _ICONV),
        ("assistant", "That reads correctly. Plan for `Skidskola.Instructors.Import`:\n- read the file, decode "
                      "Latin-1 → UTF-8, split on `;`, strip CRLF;\n- map `nivå` to an integer level, `pass` to "
                      "morning/afternoon slots;\n- upsert into `instructor_shifts` by (instructor, date);\n- enforce "
                      "Sofia's rule: off-piste lessons only get instructors with nivå 3;\n- run it as an Oban cron job "
                      "at 22:30, after her 21:00 export."),
        ("user", "ok good. two things. I need you to hold on to this for all future work on this app: personnummer must "
                 "never be stored in our DB or in logs, not even in an error message. drop that column at parse, "
                 "before anything else touches the row. the GDPR people will skin me alive. second: Sofia says 21:00 "
                 "but sometimes she finishes late, like 23 something. make the job 03:00 to be safe"),
        ("assistant", "Understood — for all work on skidskola: personnummer is never stored or logged; the parser "
                      "drops that column before building the row, and a test asserts no field of the parsed struct "
                      "matches a personnummer pattern. Cron moved to 03:00."),
        tool("Write", {"file_path": f"{SKOLA}/lib/skidskola/instructors/import.ex", "content": "defmodule ..."},
             "File created successfully at: /home/funmi/work/skidskola/lib/skidskola/instructors/import.ex"),
        tool("Edit", {"file_path": f"{SKOLA}/config/config.exs",
                      "old_string": "       {\"0 19 * * 0\", Skidskola.Lessons.OpenNextWeek}",
                      "new_string": "       {\"0 19 * * 0\", Skidskola.Lessons.OpenNextWeek},\n"
                                    "       {\"0 3 * * *\", Skidskola.Instructors.ImportWorker}"},
             "The file config/config.exs has been updated."),
        bash("mix test", _MIX_TEST),
        ("assistant", "One failure, and it shows my encoding guess was slightly wrong. Sofia's sample has a note "
                      "\"hyr skidor 20 €\"; decoded as ISO-8859-1 the € becomes the control character `\\u0080`. Byte "
                      "0x80 is € only in **Windows-1252**, which is what HRfjäll (a Windows program) really writes — "
                      "`file` can't tell the two apart. Switching the decoder to Windows-1252 (`:codepagex`, already in "
                      "mix.lock via the invoice module)."),
        tool("Edit", {"file_path": f"{SKOLA}/lib/skidskola/instructors/import.ex",
                      "old_string": ":unicode.characters_to_binary(raw, :latin1)",
                      "new_string": "Codepagex.to_string!(raw, \"VENDORS/MICSFT/WINDOWS/CP1252\")"},
             "The file lib/skidskola/instructors/import.ex has been updated."),
        bash("mix test", _MIX_TEST_OK),
        ("user", "well done! abeg what about if the file is not there at 03:00?"),
        ("assistant", "Right now the worker logs a warning `instructor file missing for 2026-11-17` and returns `:ok`, so "
                      "yesterday's shifts stay in place. I could also make Oban retry every 30 minutes until 07:00 and "
                      "mail Sofia if it's still missing — your call."),
        ("user", "the warning is enough for now"),
        ("assistant", "Then it's all in place:\n- `Skidskola.Instructors.ImportWorker` runs as an Oban cron job at "
                      "03:00, reading `/skidskola/in/instruktorer_YYYYMMDD.csv` from the sftp.\n- The file is "
                      "**Windows-1252**, **semicolon**-separated, CRLF.\n- **personnummer** is dropped at parse, never "
                      "stored or logged.\n- Off-piste lessons only accept instructors with **nivå 3**.\n- Missing file "
                      "→ warning only, previous shifts kept."),
    ],
    "facts": [
        fact("encoding",
             "The instructor CSV from HRfjäll is Windows-1252 (not UTF-8 or ISO-8859-1: the € sign), "
             "semicolon-separated with CRLF line endings.",
             "config", "assistant", ["Windows-1252", "semicolon"]),
        fact("personnummer",
             "personnummer must never be stored in the database or in logs; the import drops the column at parse.",
             "rule", "user", ["personnummer"], remember=True),
        fact("import-time",
             "The instructor import runs as an Oban cron job at 03:00 (not 22:30), because Sofia's export sometimes "
             "finishes late.",
             "config", "user", ["Oban", "03:00"]),
        fact("off-piste",
             "Only nivå 3 instructors may take off-piste lessons (insurance rule).", "fact", "user",
             ["nivå 3", "off-piste"]),
    ],
    "optional": [
        opt("sftp-path", "The export lands on the sftp at /skidskola/in/instruktorer_YYYYMMDD.csv.",
            ["instruktorer_YYYYMMDD.csv"]),
    ],
    "questions": [
        q("What encoding and delimiter does the instructor CSV use?", "Windows-1252, semicolon", ["encoding"]),
        q("What happens to personnummer in the instructor import?", "dropped at parse, never stored or logged",
          ["personnummer"]),
        q("When does the instructor import run?", "Oban cron job at 03:00", ["import-time"]),
        q("Which instructors may teach off-piste lessons?", "nivå 3 only", ["off-piste"]),
    ],
}

SESSIONS = [S_ALERTS, S_CSS, S_INSTRUCTORS]
