"""h56 Codex sessions, part b: settle, Cubbyline's TypeScript (Node 22) service for cash-on-delivery settlement and
returns with partner carriers (Vistula Express, Postline): monthly statements, returns manifests over SFTP, payouts
to carriers through the bank's bulk transfer upload. Owner: rui."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

ST = "/home/rui/dev/settle"

RECON_OUT = """\
> settle@2.14.0 recon
> tsx src/cli/recon.ts --partner vistula --month 2026-10

partner: vistula   month: 2026-10
our COD total (parcels collected):      48,211.40 PLN   (3,912 parcels)
partner statement total:                48,190.15 PLN   (3,911 lines)
difference:                                 21.25 PLN
unmatched on our side:  1
  CB7702291  COD 21.25  collected_at=2026-10-31T23:14:08Z  locker=WAW-0417
unmatched on partner side: 0
amount mismatches on matched lines: 0
"""

STATEMENT_HEAD = """\
Okres;Nr przesylki;Data odbioru;Kwota pobrania;Waluta
2026-10;CB7689001;2026-10-01 07:02:55;129,99;PLN
2026-10;CB7689004;2026-10-01 07:15:21;54,00;PLN
2026-10;CB7689013;2026-10-01 07:31:40;1 250,00;PLN
...
2026-10;CB7702288;2026-10-31 23:51:12;88,50;PLN
2026-10;CB7702290;2026-10-31 23:58:03;310,00;PLN
(3,911 lines; 'Data odbioru' = pickup time, local time Europe/Warsaw)
"""

PERIOD_TS = """\
     1\timport { sql } from "../db";
     2\t
     3\t/** COD parcels collected in a statement month. */
     4\texport async function collectedInMonth(partner: string, month: string) {
     5\t  const start = new Date(`${month}-01T00:00:00Z`);
     6\t  const end = new Date(start);
     7\t  end.setUTCMonth(end.getUTCMonth() + 1);
     8\t  return sql`
     9\t    select parcel_id, cod_amount, collected_at, locker_id
    10\t      from cod_parcels
    11\t     where partner = ${partner}
    12\t       and collected_at >= ${start} and collected_at < ${end}
    13\t  `;
    14\t}
"""

SUM_TS = """\
    22\texport function totals(rows: { cod_amount: string }[]) {
    23\t  let sum = 0;
    24\t  for (const r of rows) sum += parseFloat(r.cod_amount);
    25\t  return Math.round(sum * 100) / 100;
    26\t}
"""

VITEST_1 = """\
 RUN  v2.1.4 /home/rui/dev/settle

 ✓ src/recon/period.test.ts (6 tests) 41ms
 ✓ src/recon/totals.test.ts (4 tests) 8ms
 ✓ src/partners/vistula/parseStatement.test.ts (9 tests) 22ms
 ✓ src/partners/postline/parseStatement.test.ts (7 tests) 19ms
 ✓ src/payouts/batch.test.ts (11 tests) 35ms

 Test Files  5 passed (5)
      Tests  37 passed (37)
   Start at  10:41:07
   Duration  1.62s
"""

MANIFEST_SPEC = """\
VISTULA EXPRESS - RETURNS MANIFEST, spec v2.3 (excerpt, sent by their integration team)

3.1 Transport   SFTP, host provided per partner, directory /inbound/returns/
3.2 File name   <PARTNERCODE>_RET_<YYYYMMDD>_<NN>.csv, NN = sequence of the day starting at 01
3.3 Encoding    Windows-1250. UTF-8 files are rejected with error R-17.
3.4 Format      ';' separated, header row mandatory, CRLF line endings
3.5 Columns     shipment_no;return_reason;locker_code;ready_since;cod_amount
3.6 Cut-off     files received by 18:00 (Europe/Warsaw) are processed for the same day's linehaul
3.7 Signing     files MAY be signed with PGP (optional, not yet supported on our side)
3.8 Max size    no limit
"""

DRYRUN_OUT = """\
> settle@2.15.0 manifest
> tsx src/cli/returnsManifest.ts --partner vistula --date 2026-11-14 --dry-run

[dry-run] partner=vistula date=2026-11-14
[dry-run] 147 returns (uncollected after 72h: 139, refused at locker: 8)
[dry-run] file name: CUBBY_RET_20261114_01.csv
[dry-run] encoding: windows-1250, 9,812 bytes, CRLF
[dry-run] first lines:
shipment_no;return_reason;locker_code;ready_since;cod_amount
CB7760102;UNCOLLECTED;GDA-0110;2026-11-11 06:40;0,00
CB7760131;UNCOLLECTED;KRK-0412;2026-11-11 07:02;149,00
CB7760177;REFUSED;WAW-1187;2026-11-13 15:20;0,00
[dry-run] would upload to sftp://$VISTULA_SFTP_HOST/inbound/returns/CUBBY_RET_20261114_01.csv
[dry-run] nothing uploaded
"""

TIMING_OUT = """\
manifest runs, last 30 days (from job_runs table)
date        returns  duration   finished_at (Europe/Warsaw)
2026-10-16      121     4m12s   17:34:12
2026-10-20      488    16m40s   17:46:40
2026-10-27      502    17m05s   17:47:05
2026-11-03      611    21m48s   17:51:48
2026-11-10      577    19m02s   17:49:02
(Mondays are big: weekend parcels hit 72h on Monday)
"""

PAYOUT_TS = """\
     1\t/** Weekly COD payout to carriers: what we collected at lockers minus our fee. */
     2\texport const PAYOUT_FEE_RATE = 0.012;          // TODO confirm with finance
     3\texport const PAYOUT_MIN_GROSZE = 0;             // TODO
     4\texport const PAYOUT_CRON = "0 10 * * 1";        // Mondays 10:00 Europe/Warsaw
     5\t
     6\texport function payoutFor(carrier: Carrier, parcels: CodParcel[]): Payout {
     7\t  const gross = parcels.reduce((s, p) => s + p.codGrosze, 0);
     8\t  const fee = parcels.reduce((s, p) => s + Math.round(p.codGrosze * PAYOUT_FEE_RATE), 0);
     9\t  return { carrier: carrier.code, gross, fee, net: gross - fee, lines: parcels.length };
    10\t}
"""

BANK_ERR = """\
BULK UPLOAD REPORT  file=cubby_payout_20261117.csv  uploaded=2026-11-17 10:04
status: REJECTED
error B-204: number of transfer lines (1) ... ok
error B-311: file contains 612 transfer orders; maximum per file is 500
no orders were executed
"""

SESSIONS = [
    {
        "id": "h56-cx-settle-cod-mismatch",
        "project": ST,
        "start": datetime(2026, 11, 6, 10, 5),
        "branch": "fix/recon-month-tz",
        "about": "settle: October COD settlement with Vistula Express off by 21.25 PLN; float summing suspected first "
                 "and ruled out (a difference of one whole parcel); cause: the statement month computed in UTC while "
                 "the partner uses Europe/Warsaw, so a parcel collected at 00:14 on 1 Nov local time counted in "
                 "October; rule from now on: money as integer grosze; mismatch reports go to #settle-recon",
        "steps": [
            ("user", "morning. the october COD settlement with vistula doesnt match. we say they owe 48,211.40, their "
                     "statement says 48,190.15. 21.25 off. finance wants it explained before they sign. can u dig"),
            shell("npm run -s recon -- --partner vistula --month 2026-10", RECON_OUT),
            shell("sed -n 22,26p src/recon/totals.ts", SUM_TS),
            ("assistant", "First thing I noticed: `totals()` sums `parseFloat` values, which is not exact for money. "
                          "But float error on 3,912 amounts would be a fraction of a grosz, not 21.25 PLN, and the "
                          "recon output already says what's different: one parcel, CB7702291, 21.25 PLN, is in our "
                          "October set and not in theirs. Amounts on matched lines agree. So it's about which parcels "
                          "belong to the month, not about arithmetic.\n\n"
                          "That parcel was collected at `2026-10-31T23:14:08Z`. In Warsaw (CET since Oct 25, UTC+1) "
                          "that is 1 November, 00:14."),
            shell("head -4 data/statements/vistula-2026-10.csv && tail -3 data/statements/vistula-2026-10.csv",
                  STATEMENT_HEAD),
            shell("cat src/recon/period.ts", PERIOD_TS),
            ("assistant", "Confirmed. Vistula's 'Data odbioru' is local Warsaw time, and their month is the Warsaw "
                          "calendar month. `collectedInMonth` builds the month boundaries as UTC midnights "
                          "(`${month}-01T00:00:00Z`), so our October runs from 1 Oct 01:00 to 1 Nov 01:00 Warsaw "
                          "time in winter (02:00 in summer). CB7702291, picked up at 00:14 on 1 November Warsaw time, "
                          "falls into our October and their November. The mirror image happens at the start of the "
                          "month: anything collected between 00:00 and 02:00 on 1 October (CEST) would be missing "
                          "from ours; there was none this time, which is why it's exactly one parcel.\n\n"
                          "Fix: compute month boundaries in `Europe/Warsaw` and convert to UTC instants for the query. "
                          "We already have Luxon in the project: "
                          "`DateTime.fromISO(`${month}-01`, { zone: 'Europe/Warsaw' }).startOf('month')`."),
            ("user", "ok do that. and the float thing, fix too. from now on money is integer grosze everywhere in "
                     "settle, no floats, not in sums, not in the db layer, not in the csv parsers. write that down "
                     "somewhere you'll see it next time"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/recon/period.ts\n@@\n"
                  "-  const start = new Date(`${month}-01T00:00:00Z`);\n-  const end = new Date(start);\n"
                  "-  end.setUTCMonth(end.getUTCMonth() + 1);\n"
                  "+  const local = DateTime.fromISO(`${month}-01`, { zone: \"Europe/Warsaw\" }).startOf(\"month\");\n"
                  "+  const start = local.toUTC().toJSDate();\n"
                  "+  const end = local.plus({ months: 1 }).toUTC().toJSDate();\n"
                  "*** Update File: src/recon/totals.ts\n@@\n"
                  "-export function totals(rows: { cod_amount: string }[]) {\n-  let sum = 0;\n"
                  "-  for (const r of rows) sum += parseFloat(r.cod_amount);\n"
                  "-  return Math.round(sum * 100) / 100;\n"
                  "+export function totals(rows: { cod_grosze: number }[]): number {\n"
                  "+  return rows.reduce((s, r) => s + r.cod_grosze, 0);\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/recon/period.ts\nM src/recon/totals.ts\n"),
            ("assistant", "Period fixed. For grosze I changed the query to select "
                          "`(cod_amount * 100)::bigint as cod_grosze`, `totals()` sums integers, and both statement "
                          "parsers now turn '1 250,00' into 125000 with a string-level parser instead of "
                          "`parseFloat(x.replace(',', '.'))`, which the Vistula parser did and which would have broken "
                          "on the space thousands separator. Formatting to 'PLN 48,190.15' happens only at output. "
                          "I also added a line to `CONTRIBUTING.md` under 'Money': amounts are integer grosze, never "
                          "floats. And I'll stick to it here in later sessions."),
            shell("npx vitest run", VITEST_1),
            shell("npm run -s recon -- --partner vistula --month 2026-10",
                  "partner: vistula   month: 2026-10\nour COD total (parcels collected):      48,190.15 PLN   "
                  "(3,911 parcels)\npartner statement total:                48,190.15 PLN   (3,911 lines)\n"
                  "difference:                                  0.00 PLN\n"),
            ("assistant", "October now matches to the grosz. CB7702291 will show up in November's statement on both "
                          "sides."),
            ("user", "nice. one more: when recon finds a difference it only prints it. make it post to slack, "
                     "#settle-recon, finance is in there. webhook env is SLACK_RECON_WEBHOOK"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/cli/recon.ts\n@@\n"
                  "+  if (result.difference !== 0) await postToSlack(process.env.SLACK_RECON_WEBHOOK!, "
                  "formatMismatch(result));\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/cli/recon.ts\n"),
            ("assistant", "Done: a non-zero difference now posts the summary and unmatched parcels to #settle-recon "
                          "via `SLACK_RECON_WEBHOOK`. I'd suggest also a monthly cron for recon on the 3rd, but "
                          "that's your call."),
            ("user", "no cron, finance triggers it when the statement arrives. thx, pushing"),
        ],
        "facts": [
            fact("month-tz", "The October COD difference of 21.25 PLN with Vistula Express came from computing the "
                 "statement month in UTC while the partner uses Europe/Warsaw: a parcel collected at 00:14 on "
                 "1 November local time fell into our October; month boundaries are now computed in Europe/Warsaw.",
                 "bugfix", "assistant", ["Europe/Warsaw", "UTC", "month"]),
            fact("grosze", "Money in settle is always integer grosze: no floats in sums, the db layer or CSV parsers; "
                 "formatting only at output.",
                 "rule", "user", ["grosze", "float"], remember=True),
            fact("slack-recon", "Recon posts any non-zero difference to the #settle-recon Slack channel via "
                 "SLACK_RECON_WEBHOOK; it is triggered by finance, not by a cron.",
                 "config", "user", ["#settle-recon", "SLACK_RECON_WEBHOOK"]),
            fact("data-odbioru", "In Vistula Express statements the pickup time column 'Data odbioru' is local "
                 "Europe/Warsaw time and their month is the Warsaw calendar month.",
                 "fact", "assistant", ["Data odbioru", "Warsaw"]),
        ],
        "optional": [
            opt("float-not-cause", "Float summing was not the cause of the difference.", ["parseFloat"]),
            opt("no-recon-cron", "There is no recon cron; finance triggers recon when the statement arrives.",
                ["cron", "finance"]),
        ],
        "questions": [
            q("Why did the October COD settlement with Vistula Express differ by 21.25 PLN?",
              "month boundaries as UTC midnights, Vistula's month is the Warsaw calendar month", ["month-tz"]),
            q("How are money amounts represented in settle?", "integer grosze, no floats", ["grosze"]),
            q("Where do recon mismatches get reported?", "#settle-recon on Slack via SLACK_RECON_WEBHOOK",
              ["slack-recon"]),
        ],
    },
    {
        "id": "h56-cx-settle-returns-manifest",
        "project": ST,
        "start": datetime(2026, 11, 14, 13, 20),
        "branch": "feat/vistula-returns-manifest",
        "about": "settle: a daily returns manifest for Vistula Express from a pasted spec excerpt; rui confirms the "
                 "file name and the Windows-1250 encoding; PGP signing proposed and dropped; a one-off 'always "
                 "--dry-run for now'; cron first 17:30, moved to 17:00 after the run times show 22-minute Mondays",
        "steps": [
            ("user", "hi! next thing for vistula: they want a daily returns manifest. spec excerpt below. we send "
                     "them every parcel that goes back to them that day\n\n" + MANIFEST_SPEC),
            shell("ls src/partners/vistula/ src/partners/postline/ && sed -n 1,20p "
                  "src/partners/postline/returnsManifest.ts",
                  "src/partners/vistula/:\nparseStatement.ts\nparseStatement.test.ts\n\n"
                  "src/partners/postline/:\nparseStatement.ts\nparseStatement.test.ts\nreturnsManifest.ts\n"
                  "returnsManifest.test.ts\n\n"
                  "import { encode } from \"iconv-lite\";\nimport { returnsForDay } from \"../../returns/query\";\n"
                  "import { sftpPut } from \"../../transport/sftp\";\n\n"
                  "export async function postlineManifest(day: string, opts: { dryRun: boolean }) {\n"
                  "  const rows = await returnsForDay(\"postline\", day);\n"
                  "  const body = toXml(rows);               // Postline wants XML\n"
                  "  ...\n"),
            ("assistant", "There's a Postline manifest already (XML), so the query and SFTP transport exist. For "
                          "Vistula I'd write `src/partners/vistula/returnsManifest.ts` on the same pattern:\n\n"
                          "- file name `CUBBY_RET_<YYYYMMDD>_<NN>.csv` (assuming our partner code with them is CUBBY, "
                          "NN = 01 unless we resend);\n"
                          "- `;`-separated, CRLF, header row, columns from 3.5, amounts with a comma decimal "
                          "(`149,00`) from integer grosze;\n"
                          "- encoded Windows-1250 with iconv-lite;\n"
                          "- uploaded to `/inbound/returns/` on `VISTULA_SFTP_HOST`.\n\n"
                          "Since 3.7 mentions PGP, I could also sign the files with our PGP key so they're ready when "
                          "Vistula turns it on. And a question: is Windows-1250 really what they want? It's unusual "
                          "in 2026 and I'd hate to build it on a spec typo."),
            ("user", "CUBBY is our code with them yes. and yes they really want windows-1250, I asked on the call, "
                     "their system is from 2004. no pgp, they don't support it and who knows when. and while we test "
                     "against their staging sftp always run it with --dry-run, ok? I'll say when"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: src/partners/vistula/returnsManifest.ts\n"
                  "+import { encode } from \"iconv-lite\";\n+import { returnsForDay } from \"../../returns/query\";\n"
                  "+import { sftpPut } from \"../../transport/sftp\";\n+import { grosze } from \"../../money\";\n+\n"
                  "+const HEADER = \"shipment_no;return_reason;locker_code;ready_since;cod_amount\";\n+\n"
                  "+export function fileName(day: string, seq = 1) {\n"
                  "+  return `CUBBY_RET_${day.replaceAll(\"-\", \"\")}_${String(seq).padStart(2, \"0\")}.csv`;\n+}\n"
                  "+...\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nA src/partners/vistula/returnsManifest.ts\n"
                  "A src/partners/vistula/returnsManifest.test.ts\nA src/cli/returnsManifest.ts\nM package.json\n"),
            shell("npm run -s manifest -- --partner vistula --date 2026-11-14 --dry-run", DRYRUN_OUT),
            ("assistant", "Dry run looks right: 147 returns, 9.8 KB, Windows-1250, CRLF. Nothing uploaded. Test "
                          "`returnsManifest.test.ts` checks that 'Łódź' in a locker code round-trips through "
                          "Windows-1250 (our locker codes are ASCII, but return reasons from the support tool can have "
                          "Polish letters).\n\n"
                          "Scheduling: cut-off is 18:00 Warsaw. I'd run the job at 17:30 via the existing scheduler in "
                          "`src/jobs/schedule.ts` (`cron: \"30 17 * * *\", tz: \"Europe/Warsaw\"`)."),
            ("user", "ok 17:30"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/jobs/schedule.ts\n@@\n"
                  "+  { name: \"vistula-returns-manifest\", cron: \"30 17 * * *\", tz: \"Europe/Warsaw\", "
                  "run: vistulaManifestJob },\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/jobs/schedule.ts\n"),
            ("user", "hmm wait, how long does the postline one take on a big day? same query"),
            shell("npm run -s jobs:history -- --job postline-returns-manifest --days 30", TIMING_OUT),
            ("assistant", "On Mondays the Postline run takes up to 21m48s (611 returns; the slow part is "
                          "`returnsForDay`, which joins the locker event log). Started at 17:30, a Vistula run of "
                          "that size would finish at ~17:52, with only 8 minutes left for the upload and a retry "
                          "before the 18:00 cut-off. Both jobs also run at the same time and share the query. I'd "
                          "move it earlier."),
            ("user", "yeah make it 17:00. fixed time, not 'as early as possible', their linehaul people don't want "
                     "files trickling in all afternoon"),
            shell("sed -i 's/cron: \"30 17 \\* \\* \\*\", tz: \"Europe\\/Warsaw\", run: vistulaManifestJob/"
                  "cron: \"0 17 * * *\", tz: \"Europe\\/Warsaw\", run: vistulaManifestJob/' src/jobs/schedule.ts && "
                  "grep -n vistula src/jobs/schedule.ts",
                  "18:  { name: \"vistula-returns-manifest\", cron: \"0 17 * * *\", tz: \"Europe/Warsaw\", "
                  "run: vistulaManifestJob },\n"),
            ("assistant", "Now `0 17 * * *` Europe/Warsaw, so the job runs at 17:00 and even a 22-minute Monday "
                          "leaves more than half an hour before 18:00. While testing against their staging SFTP the "
                          "scheduled job also passes `--dry-run` (env `MANIFEST_DRY_RUN=1` on staging), so nothing "
                          "gets uploaded until you say so."),
            shell("npx vitest run src/partners/vistula",
                  " ✓ src/partners/vistula/parseStatement.test.ts (11 tests) 25ms\n"
                  " ✓ src/partners/vistula/returnsManifest.test.ts (8 tests) 31ms\n\n"
                  " Test Files  2 passed (2)\n      Tests  19 passed (19)\n"),
            ("user", "good. commit, I'll open the PR monday"),
            shell("git add -A && git commit -qm 'vistula: daily returns manifest (windows-1250, 17:00)' && "
                  "git log --oneline -1",
                  "b7d20e4 vistula: daily returns manifest (windows-1250, 17:00)\n"),
        ],
        "facts": [
            fact("manifest-name", "The Vistula returns manifest is named CUBBY_RET_<YYYYMMDD>_<NN>.csv (CUBBY is our "
                 "partner code) and uploaded over SFTP to /inbound/returns/ on VISTULA_SFTP_HOST.",
                 "config", "user", ["CUBBY_RET_", "/inbound/returns/"]),
            fact("win1250", "Vistula requires the manifest in Windows-1250 (UTF-8 is rejected; their system is from "
                 "2004), ';'-separated with CRLF.",
                 "config", "user", ["Windows-1250"]),
            fact("cron-17", "The Vistula manifest job runs at a fixed 17:00 Europe/Warsaw (moved from 17:30) because "
                 "big Monday runs take over 20 minutes and the cut-off is 18:00.",
                 "config", "user", ["17:00", "18:00"]),
        ],
        "optional": [
            opt("no-pgp", "PGP signing of manifests was dropped: Vistula doesn't support it.", ["PGP"]),
            opt("cron-1730", "The job was first scheduled at 17:30.", ["17:30"]),
        ],
        "questions": [
            q("What is the file name of the Vistula returns manifest?", "CUBBY_RET_<YYYYMMDD>_<NN>.csv",
              ["manifest-name"]),
            q("Which encoding does Vistula Express require for manifests?", "Windows-1250", ["win1250"]),
            q("When does the Vistula returns manifest job run?", "17:00 Europe/Warsaw, cut-off 18:00", ["cron-17"]),
        ],
    },
    {
        "id": "h56-cx-settle-weekly-payout",
        "project": ST,
        "start": datetime(2026, 11, 21, 11, 0),
        "branch": "feat/payout-schedule",
        "about": "settle: the weekly COD payout to carriers; finance's month-end freeze (another team's rule, not "
                 "adopted for our jobs); payout day moved from Monday to Tuesday 10:00; fee 1.2% confirmed; a 100 PLN "
                 "minimum with carry-over; a rejected bank file (612 orders) and a heads-up for later sessions "
                 "about the bank's 500-order limit",
        "steps": [
            ("user", "hey. the payout stuff. finance sent a list of things, some for us some not. first: their rule "
                     "is nothing moves during month-end close, last 2 working days. that's for their ERP and their "
                     "people, our payout job isn't affected, don't build anything for it. ok so the real things"),
            shell("cat src/payouts/config.ts", PAYOUT_TS),
            ("assistant", "Understood, no month-end logic. Current config: fee 1.2% (marked 'confirm with finance'), "
                          "no minimum, payout every Monday 10:00. What did finance decide?"),
            ("user", "1. payout day moves to tuesday, 10:00 same. monday the weekend returns are still being "
                     "processed and the numbers move under us\n"
                     "2. fee 1.2% per COD parcel is confirmed, rounded per parcel like now\n"
                     "3. minimum payout 100 PLN, if a carrier is under that it carries over to next week\n"
                     "also monday's upload bounced, see"),
            ("user", BANK_ERR),
            ("assistant", "The bank rejected Monday's file with B-311: 612 transfer orders, maximum 500 per file. "
                          "Nothing was executed, so Postline and the smaller carriers weren't paid on Monday.\n\n"
                          "Plan:\n"
                          "- `PAYOUT_CRON = \"0 10 * * 2\"` (Tuesday 10:00 Europe/Warsaw);\n"
                          "- `PAYOUT_FEE_RATE` stays 0.012, the TODO goes;\n"
                          "- `PAYOUT_MIN_GROSZE = 10000`; a carrier below it gets no transfer and the amount is added "
                          "to next week's;\n"
                          "- the bulk file writer splits into files of at most 500 orders "
                          "(`cubby_payout_20261125_1.csv`, `_2.csv`...).\n\n"
                          "Wait, 612 orders for 9 carriers? That doesn't add up: one order per carrier would be 9."),
            shell("npm run -s payouts:inspect -- --file out/cubby_payout_20261117.csv | head -12",
                  "orders: 612\ncarriers: 9\nby carrier:\n  POSTLINE   341 orders\n  VISTULA    198 orders\n"
                  "  KURIERNET   29 orders\n  ...\nnote: one order per locker settlement account "
                  "(carrier x region), see payouts/accounts.ts\n"),
            ("assistant", "I see, carriers get one transfer per settlement account (carrier × region), so 612 is "
                          "real. The split is needed then, not a bug in the count."),
            ("user", "yes that's right, their accounting wants per region. go"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: src/payouts/config.ts\n@@\n"
                  "-export const PAYOUT_FEE_RATE = 0.012;          // TODO confirm with finance\n"
                  "-export const PAYOUT_MIN_GROSZE = 0;             // TODO\n"
                  "-export const PAYOUT_CRON = \"0 10 * * 1\";        // Mondays 10:00 Europe/Warsaw\n"
                  "+export const PAYOUT_FEE_RATE = 0.012;          // 1.2% per COD parcel, confirmed by finance "
                  "2026-11-21\n"
                  "+export const PAYOUT_MIN_GROSZE = 10_000;        // 100 PLN; below that it carries over\n"
                  "+export const PAYOUT_CRON = \"0 10 * * 2\";        // Tuesdays 10:00 Europe/Warsaw\n"
                  "+export const BANK_MAX_ORDERS_PER_FILE = 500;\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM src/payouts/config.ts\n"),
            shell("npx vitest run src/payouts",
                  " ✓ src/payouts/batch.test.ts (14 tests) 39ms\n ✓ src/payouts/carryOver.test.ts (5 tests) 12ms\n"
                  " ✓ src/payouts/bankFile.test.ts (6 tests) 18ms\n\n Test Files  3 passed (3)\n"
                  "      Tests  25 passed (25)\n"),
            ("assistant", "All green: carry-over has its own table `payout_carry_over` (carrier account, grosze, since "
                          "week) and the bank file writer splits at 500 orders. Should I re-run last Monday's payout "
                          "now with the split, so carriers don't wait until Tuesday?"),
            ("user", "yes, run it once now for last week, by hand. and a heads-up for whoever opens this repo next, "
                     "you included: the bank's limit is 500 orders per bulk file and it rejects the whole file above "
                     "that, not just the extra lines. it's not in their docs, we learned it the hard way. so any new "
                     "export to the bank splits at 500"),
            shell("npm run -s payouts:run -- --week 2026-W47 --manual",
                  "week 2026-W47  carriers: 9  accounts: 612  carried over (<100 PLN): 14\n"
                  "files: out/cubby_payout_20261121_1.csv (500 orders), out/cubby_payout_20261121_2.csv (98 orders)\n"
                  "uploaded: 2/2  bank status: ACCEPTED, ACCEPTED\n"),
            ("assistant", "Uploaded in two files (500 + 98; 14 accounts under 100 PLN carried over), both accepted. "
                          "And noted: every file we send to the bank is split at 500 orders, since it rejects the "
                          "whole file above that."),
            ("user", "great. thanks, good week"),
        ],
        "facts": [
            fact("payout-tuesday", "COD payouts to carriers run on Tuesdays at 10:00 Europe/Warsaw (moved from Monday: "
                 "weekend returns still change the numbers on Monday).",
                 "decision", "user", ["Tuesday", "10:00"]),
            fact("fee-12", "The payout fee is 1.2% per COD parcel, rounded per parcel (confirmed by finance).",
                 "config", "user", ["1.2%", "fee"]),
            fact("min-100", "Payouts under 100 PLN carry over to the next week (payout_carry_over table).",
                 "config", "user", ["100 PLN", "carry"]),
            fact("bank-500", "The bank rejects a whole bulk file with more than 500 transfer orders, so every file "
                 "sent to the bank is split at 500.",
                 "rule", "user", ["500", "bank", "split"], remember=True),
            fact("per-account", "Carriers get one payout transfer per settlement account (carrier x region), as their "
                 "accounting wants it per region.",
                 "fact", "assistant", ["settlement account", "region"]),
        ],
        "optional": [
            opt("month-end-not-ours", "Finance's month-end freeze does not apply to the payout job.", ["month-end"]),
        ],
        "questions": [
            q("When do COD payouts to carriers run?", "Tuesdays 10:00", ["payout-tuesday"]),
            q("What happens to a payout under 100 PLN?", "it carries over to next week", ["min-100"]),
            q("How many transfer orders can one bank bulk file have?", "500; split above that", ["bank-500"]),
        ],
    },
]
