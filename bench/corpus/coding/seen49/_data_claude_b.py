"""h49 Claude Code sessions, part b: Northmole container terminal. edi-hub (BAPLIE 3.1 from a shipping line, a
code review) and berth-plan (Rust + Postgres vessel berth schedule: back-to-back windows on berth N3, an RFC on
berth window revisions)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

EDI = "/home/joost/repos/edi-hub"
BERTH = "/home/tomas/src/berth-plan"

_C2_PARSER = """     1\tnamespace EdiHub.Baplie;
     2\t
     3\t/// <summary>BAPLIE 2.2 (UN/EDIFACT D.95B, SMDG22) -> BayPlan.</summary>
     4\tpublic sealed class BaplieParser
     5\t{
     6\t    private readonly SegmentReader _reader;
     7\t
     8\t    public BaplieParser(SegmentReader reader) => _reader = reader;
     9\t
    10\t    public BayPlan Parse(string interchange)
    11\t    {
    12\t        var plan = new BayPlan();
    13\t        foreach (var seg in _reader.Read(interchange))
    14\t        {
    15\t            switch (seg.Tag)
    16\t            {
    17\t                case "TDT": plan.Vessel = Vessel.FromTdt(seg); break;
    18\t                case "LOC" when seg[1] == "147":          // stowage cell BBBRRTT
    19\t                    plan.StartSlot(StowCell.Parse(seg[2]));
    20\t                    break;
    21\t                case "MEA" when seg[1] == "WT":           // gross weight, 2.2 style
    22\t                    plan.Current.GrossKg = seg.Decimal(3, 2);
    23\t                    break;
    24\t                case "EQD":
    25\t                    plan.Current.Container = seg[2];
    26\t                    plan.Current.SizeType = SizeTypes.Lookup(seg[3]);
    27\t                    break;
    28\t                case "DGS":
    29\t                    plan.Current.Dangerous.Add(DgItem.FromDgs22(seg));
    30\t                    break;
    31\t                case "TMP":
    32\t                    plan.Current.ReeferSetpointC = seg.Decimal(2, 1);
    33\t                    break;
    34\t                case "LOC" when seg[1] is "9" or "11" or "83":
    35\t                    plan.Current.AddPort(seg[1], seg[2]);
    36\t                    break;
    37\t                case "NAD" when seg[1] == "CA":
    38\t                    plan.Current.Operator = seg[2];
    39\t                    break;
    40\t            }
    41\t        }
    42\t        return plan;
    43\t    }
    44\t}
"""

_C2_SAMPLE = """UNA:+.? '
UNB+UNOC:3+KSA:ZZZ+NMT01:ZZZ+261110:0940+KSA0031187'
UNH+1+BAPLIE:D:13B:UN:SMDG31'
BGM+659+KSA-NORD-2647E+9'
DTM+137:202611100940:203'
RFF+VON:2647E'
NAD+CA+KSA:LINES:306'
TDT+20+2647E+++KSA:LINES:306+++9876543:IMO:11:KSA NORDKAPP'
LOC+5+ZZVHV:139:6'
LOC+61+ZZOSL:139:6'
LOC+147+0120482::5'
FTX+AGW+++N'
MEA+AAE+VGM+KGM:27800'
TMP+2+5.0:CEL'
RNG+5+CEL:4.0:6.0'
LOC+9+ZZOSL:139:6'
LOC+11+ZZVHV:139:6'
RFF+BM:1'
EQD+CN+KQRU5509175:6346:5+45R1:6346:5+++5'
NAD+CF+KSA:LINES:306'
DGS+IMD+3+1993+23.0:CEL+II+3-07'
ATT+26+PSN+:::GASOLINE'
MEA+AAA+AAF+KGM:18420'
...
CNT+8:412'
UNT+3318+1'
UNZ+1+KSA0031187'
"""

_C2_TESTS = """  EdiHub.Baplie -> /home/joost/repos/edi-hub/src/EdiHub.Baplie/bin/Debug/net8.0/EdiHub.Baplie.dll
  EdiHub.Tests -> /home/joost/repos/edi-hub/tests/EdiHub.Tests/bin/Debug/net8.0/EdiHub.Tests.dll
Test run for /home/joost/repos/edi-hub/tests/EdiHub.Tests/bin/Debug/net8.0/EdiHub.Tests.dll (.NETCoreApp,Version=v8.0)
Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
  Passed Baplie22ParserTests.Parses_KSA_2_2_sample_412_containers [41 ms]
  Passed Baplie31ParserTests.Parses_KSA_3_1_sample_412_containers [58 ms]
  Passed Baplie31ParserTests.Vgm_comes_from_MEA_AAE_VGM [2 ms]
  Passed Baplie31ParserTests.Reefer_range_from_RNG [1 ms]
  Passed Baplie31ParserTests.Dg_class_and_unno_from_DGS_IMD [1 ms]
  Passed BaplieVersionSnifferTests.Smdg22_goes_to_22_parser [< 1 ms]
  Passed BaplieVersionSnifferTests.Smdg31_goes_to_31_parser [< 1 ms]
  Passed BaplieVersionSnifferTests.Smdg15_and_20_are_rejected_with_aperak [3 ms]
  ...
Passed!  - Failed:     0, Passed:   203, Skipped:     2, Total:   205, Duration: 2 s - EdiHub.Tests.dll (net8.0)
"""

_D1_LOG = """2026-11-05T14:58:41.201Z INFO  berth_plan::api::windows: PUT /windows request call_ref=KSA-NORD-2647E berth=N3 eta=2026-11-06T13:00:00Z etd=2026-11-07T02:00:00Z user=planner.b
2026-11-05T14:58:41.219Z ERROR berth_plan::api::windows: insert failed: error returned from database: conflicting key value violates exclusion constraint "berth_window_no_overlap"
    DETAIL: Key (berth, tstzrange(eta, etd, '[]'::text))=(N3, ["2026-11-06 13:00:00+00","2026-11-07 02:00:00+00"]) conflicts with existing key (berth, tstzrange(eta, etd, '[]'::text))=(N3, ["2026-11-05 21:30:00+00","2026-11-06 13:00:00+00"]).
2026-11-05T14:58:41.220Z INFO  berth_plan::api::windows: 409 Conflict call_ref=KSA-NORD-2647E
"""

_D1_TABLE = """                                Table "public.berth_window"
  Column  |           Type           | Collation | Nullable |                 Default
----------+--------------------------+-----------+----------+------------------------------------------
 id       | bigint                   |           | not null | nextval('berth_window_id_seq'::regclass)
 call_ref | text                     |           | not null |
 berth    | text                     |           | not null |
 eta      | timestamp with time zone |           | not null |
 etd      | timestamp with time zone |           | not null |
 status   | text                     |           | not null | 'PLANNED'::text
Indexes:
    "berth_window_pkey" PRIMARY KEY, btree (id)
    "berth_window_no_overlap" EXCLUDE USING gist (berth WITH =, tstzrange(eta, etd, '[]'::text) WITH &&)
Check constraints:
    "berth_window_check" CHECK (etd > eta)
    "berth_window_berth_check" CHECK (berth = ANY (ARRAY['N1','N2','N3','N4','N5','N6']))
"""

_D1_GITLOG = """commit 2a6f0e91c4d7b38e5f1a0c9d2b7e4f6a8c3d1e05
Date:   Sun Sep 14 10:12:33 2025 +0200

    move to sqlx, schema as plain SQL migrations

 migrations/20250914101233_vessel_call.up.sql   | 14 ++++
 migrations/20250914101240_berth_window.up.sql  | 16 +++++
 ...
+    CONSTRAINT berth_window_no_overlap EXCLUDE USING gist (berth WITH =, tstzrange(eta, etd, '[]') WITH &&)
"""

_D1_TEST = """   Compiling berth-plan v0.9.2 (/home/tomas/src/berth-plan)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 21.37s
     Running unittests src/lib.rs (target/debug/deps/berth_plan-3f1c0e2a9b7d4e51)

running 39 tests
test windows::tests::back_to_back_windows_allowed ... ok
test windows::tests::overlap_by_one_minute_rejected ... ok
test windows::tests::same_window_twice_rejected ... ok
test windows::tests::different_berths_may_overlap ... ok
...
test result: ok. 39 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.88s
"""

_D3_WINDOWS = """     1\tuse axum::{extract::{Path, State}, http::StatusCode, Json};
     2\t
     3\tpub async fn patch_window(
     4\t    State(state): State<AppState>,
     5\t    Path(id): Path<i64>,
     6\t    Json(body): Json<WindowPatch>,
     7\t) -> Result<(StatusCode, Json<Window>), ApiError> {
     8\t    let w = sqlx::query_as!(
     9\t        Window,
    10\t        "UPDATE berth_window SET berth = COALESCE($2, berth), eta = COALESCE($3, eta), \\
    11\t         etd = COALESCE($4, etd) WHERE id = $1 RETURNING *",
    12\t        id, body.berth, body.eta, body.etd
    13\t    )
    14\t    .fetch_one(&state.db)
    15\t    .await?;
    16\t    events::publish(&state.bus, Event::BerthPlanChanged { call_ref: w.call_ref.clone() }).await?;
    17\t    Ok((StatusCode::OK, Json(w)))
    18\t}
"""

_D3_TEST = """   Compiling berth-plan v0.10.0 (/home/tomas/src/berth-plan)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 26.02s
     Running unittests src/lib.rs (target/debug/deps/berth_plan-3f1c0e2a9b7d4e51)

running 53 tests
test api::windows::tests::patch_creates_revision_2 ... ok
test api::windows::tests::patch_returns_201_with_location ... ok
test api::windows::tests::patch_on_superseded_revision_is_409 ... ok
test windows::tests::back_to_back_windows_allowed ... ok
test windows::tests::overlap_ignores_superseded_revisions ... ok
...
test result: ok. 53 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 3.41s

     Running tests/db.rs (target/debug/deps/db-91b0a44de2c7f013)

running 16 tests
test revisions_cannot_be_updated_except_superseded_at ... ok
test berth_window_current_shows_one_row_per_window ... ok
test backfill_gives_every_window_rev_1 ... ok
...
test result: ok. 16 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 6.10s
"""

SESSIONS = [
    {
        "id": "h49-cc-edi-baplie-31",
        "project": EDI,
        "start": datetime(2026, 11, 11, 13, 30),
        "branch": "joost/edi-412-baplie31",
        "about": "edi-hub: pasted ticket EDI-412 (KSA moves to BAPLIE 3.1, also asks to keep 1.5 for feeders); three "
                 "options, picked with 'go with that' (separate Baplie22Parser/Baplie31Parser, version sniffed from "
                 "UNH); remember-request 'make it stick' (2.2 and 3.1 only, older bounced with APERAK); code review "
                 "where the reply states the one-parser-class-per-version convention",
        "steps": [
            ("user", "moin. ticket from planning, pasting\n\n"
                     "EDI-412 | BAPLIE 3.1 from Kestrel Ocean Line (KSA)\n"
                     "Reporter: ops planning | Due: before week 49\n"
                     "KSA moves all mainline vessels to SMDG BAPLIE 3.1 (D.13B) from week 49. Today edi-hub only "
                     "parses BAPLIE 2.2 (D.95B). Please support 3.1.\n"
                     "KSA also asks if we can keep accepting their old 1.5 files for the two feeder vessels.\n"
                     "Acceptance: first KSA 3.1 file loads into the TOS stowage view without manual fixes.\n\n"
                     "sample file from KSA is in samples/ksa/. how do we do this"),
            tool("Read", {"file_path": f"{EDI}/src/EdiHub.Baplie/BaplieParser.cs"}, _C2_PARSER),
            bash("head -30 samples/ksa/KSA-NORD-2647E_baplie31.edi", _C2_SAMPLE),
            ("assistant", "I compared the parser with KSA's sample. What changes from 2.2 to 3.1 for us:\n\n"
                          "- **UNH** says `BAPLIE:D:13B:UN:SMDG31` instead of `D:95B ... SMDG22`, so the version is "
                          "easy to detect up front.\n"
                          "- **Weights:** 3.1 carries the VGM as `MEA+AAE+VGM` (2.2 used `MEA+WT`), and DG net "
                          "weight as `MEA+AAA+AAF`.\n"
                          "- **Order inside a container group:** in 3.1 the `EQD` comes *after* the ports and "
                          "`RFF+BM`, whereas the 2.2 parser assumes EQD right after the LOC+147 cell. The current "
                          "switch would attach ports and weights to the wrong container.\n"
                          "- **Reefer:** `RNG` gives a min/max range next to `TMP`.\n"
                          "- **DGS** has a different element layout (UN number and class positions moved).\n"
                          "- `LOC+147` stowage cells are still BBBRRTT, that part is the same.\n\n"
                          "Three ways to do it:\n"
                          "1. Teach `BaplieParser` both versions with `if (version == 31)` branches in the switch.\n"
                          "2. Separate parser classes, `Baplie22Parser` (today's, renamed) and a new "
                          "`Baplie31Parser`, both on the shared `SegmentReader` and producing the same `BayPlan` "
                          "model; a small `BaplieVersionSniffer` reads UNH and picks one.\n"
                          "3. Convert 3.1 to 2.2 at ingress and keep one parser. Cheapest today, but 2.2 has nowhere "
                          "to put the VGM and the RNG range, so we'd throw away data KSA is sending for a reason.\n\n"
                          "I'd do 2: the group order differs enough that ifs in one switch get messy quickly."),
            ("user", "go with that"),
            bash("git mv src/EdiHub.Baplie/BaplieParser.cs src/EdiHub.Baplie/Baplie22Parser.cs && sed -i "
                 "'s/class BaplieParser/class Baplie22Parser/' src/EdiHub.Baplie/Baplie22Parser.cs && grep -rln "
                 "'BaplieParser' src tests | xargs sed -i 's/\\bBaplieParser\\b/Baplie22Parser/g'",
                 ""),
            tool("Write", {"file_path": f"{EDI}/src/EdiHub.Baplie/Baplie31Parser.cs",
                           "content": "namespace EdiHub.Baplie;\n\n/// <summary>BAPLIE 3.1 (D.13B, SMDG31) -> "
                                      "BayPlan.</summary>\npublic sealed class Baplie31Parser\n{ ... }\n"},
                 "File created successfully at: src/EdiHub.Baplie/Baplie31Parser.cs"),
            tool("Write", {"file_path": f"{EDI}/src/EdiHub.Baplie/BaplieVersionSniffer.cs",
                           "content": "public static class BaplieVersionSniffer\n{\n    public static BaplieVersion "
                                      "FromUnh(Segment unh) => unh[2].Last() switch\n    {\n        \"SMDG22\" => "
                                      "BaplieVersion.V22,\n        \"SMDG31\" => BaplieVersion.V31,\n        _ => "
                                      "BaplieVersion.Unsupported,\n    };\n}\n"},
                 "File created successfully at: src/EdiHub.Baplie/BaplieVersionSniffer.cs"),
            ("assistant", "Parsers and sniffer are in. Before the tests: what should happen with KSA's 1.5 feeder "
                          "files? The sniffer currently returns `Unsupported` for anything but SMDG22 and SMDG31."),
            ("user", "1.5: no. make it stick: BAPLIE we accept 2.2 and 3.1 only, anything older gets bounced with an "
                     "APERAK, feeders too. KSA can convert on their side, they have the tooling, they told us so in "
                     "the spring"),
            tool("Edit", {"file_path": f"{EDI}/src/EdiHub.Baplie/BaplieInbound.cs",
                          "old_string": "        var plan = new BaplieParser(_reader).Parse(body);",
                          "new_string": "        var version = BaplieVersionSniffer.FromUnh(_reader.First(body, \"UNH\"));\n"
                                        "        if (version == BaplieVersion.Unsupported)\n"
                                        "        {\n"
                                        "            await _aperak.Reject(body, \"BAPLIE version not supported, send "
                                        "SMDG 2.2 or 3.1\");\n"
                                        "            return;\n"
                                        "        }\n"
                                        "        var plan = version == BaplieVersion.V31\n"
                                        "            ? new Baplie31Parser(_reader).Parse(body)\n"
                                        "            : new Baplie22Parser(_reader).Parse(body);"},
                 "The file src/EdiHub.Baplie/BaplieInbound.cs has been updated."),
            bash("dotnet test --logger 'console;verbosity=normal' 2>&1 | grep -E 'Passed |Failed |Passed!|Failed!' | "
                 "grep -iE 'baplie|Passed!|Failed!'", _C2_TESTS),
            ("assistant", "203 green. KSA's 3.1 sample parses to 412 containers, the same count as their 2.2 file for "
                          "the same departure, with VGM, reefer ranges and DG data filled in; a 1.5 or 2.0 file gets "
                          "an APERAK with 'BAPLIE version not supported, send SMDG 2.2 or 3.1'. Pushed as "
                          "joost/edi-412-baplie31."),
            ("user", "noor reviewed. her comments:\n\n"
                     "> BaplieVersionSniffer.cs:14 magic strings \"SMDG22\"/\"SMDG31\", make them constants?\n"
                     "> Baplie31Parser.cs: this duplicates like 60% of Baplie22Parser. why not one BaplieParser "
                     "with version ifs?\n"
                     "> tests: nice, the 412-container comparison is a good one\n\n"
                     "what i answered: 1 yes. 2 no, and that's how we do it in edi-hub: one parser class per message "
                     "version, shared stuff goes into SegmentReader and the model. the old COARRI parser full of "
                     "version ifs is why we had that 3 day mess in 2024.\n\ndo 1"),
            tool("Edit", {"file_path": f"{EDI}/src/EdiHub.Baplie/BaplieVersionSniffer.cs",
                          "old_string": "        \"SMDG22\" => BaplieVersion.V22,\n        \"SMDG31\" => BaplieVersion.V31,",
                          "new_string": "        SmdgCodes.Baplie22 => BaplieVersion.V22,\n        SmdgCodes.Baplie31 => "
                                        "BaplieVersion.V31,"},
                 "The file src/EdiHub.Baplie/BaplieVersionSniffer.cs has been updated."),
            bash("dotnet test --nologo -v q | tail -1 && git commit -qam 'EDI-412: constants for SMDG association "
                 "codes' && git push -q",
                 "Passed!  - Failed:     0, Passed:   203, Skipped:     2, Total:   205, Duration: 2 s\n"),
            ("assistant", "Constants are in (`SmdgCodes.Baplie22` / `Baplie31`), tests still green, pushed. Shall I "
                          "also pull the shared DG mapping out of the two parsers into the model? Both map DGS to "
                          "`DgItem`, just from different element positions."),
            ("user", "not in this MR. thx"),
        ],
        "facts": [
            fact("baplie-parsers",
                 "BAPLIE 3.1 is parsed by a separate Baplie31Parser next to Baplie22Parser (the old BaplieParser "
                 "renamed); both use the shared SegmentReader and BayPlan model, and BaplieVersionSniffer picks one "
                 "from the UNH association code. Converting 3.1 to 2.2 was rejected (it would drop VGM and reefer "
                 "ranges).",
                 "decision", "assistant", ["Baplie31Parser", ["SegmentReader", "BaplieVersionSniffer"]]),
            fact("baplie-versions",
                 "edi-hub accepts BAPLIE 2.2 and 3.1 only; anything older (1.5, 2.0), feeders included, is bounced "
                 "with an APERAK.",
                 "rule", "user", ["2.2", "3.1", "APERAK"], remember=True),
            fact("parser-per-version",
                 "edi-hub convention: one parser class per message version, with shared code in SegmentReader and the "
                 "model, not version ifs inside one parser.",
                 "convention", "user", ["parser class", "version"]),
            fact("sniffer-unh",
                 "The BAPLIE version is read from the UNH association code (SMDG22 / SMDG31, constants in SmdgCodes).",
                 "fact", "assistant", ["SMDG31", ["UNH", "SmdgCodes"]]),
        ],
        "optional": [
            opt("week49", "KSA switches mainline vessels to BAPLIE 3.1 from week 49 (ticket EDI-412).", ["week 49"]),
            opt("vgm-31", "In BAPLIE 3.1 the VGM is in MEA+AAE+VGM (2.2 used MEA+WT).", ["MEA+AAE+VGM"]),
        ],
        "questions": [
            q("How does edi-hub parse BAPLIE 3.1?", "separate Baplie31Parser on the shared SegmentReader; "
              "BaplieVersionSniffer picks one", ["baplie-parsers"]),
            q("Which BAPLIE versions does edi-hub accept?", "2.2 and 3.1 only, older bounced with APERAK",
              ["baplie-versions"]),
            q("How are parsers for different message versions organised in edi-hub?",
              "one parser class per message version, no version ifs", ["parser-per-version"]),
        ],
    },
    {
        "id": "h49-cc-berth-back-to-back",
        "project": BERTH,
        "start": datetime(2026, 11, 5, 16, 0),
        "branch": "tomas/half-open-windows",
        "about": "berth-plan: planners can't put a vessel on N3 the minute the previous one leaves; the person's "
                 "guess (time zone shift) wrong, payload is fine; cause: exclusion constraint on tstzrange with "
                 "inclusive '[]' bounds; fix half-open '[)'; near-miss question 'do you remember if we had this "
                 "constraint before'; assistant's DB-buffer proposal rejected (planners decide buffers); local "
                 "Postgres on 5433",
        "steps": [
            ("user", "hi. planners are annoyed: they can't put KSA NORDKAPP on N3 right after TWL ARDEN leaves. ARDEN "
                     "etd 14:00, NORDKAPP eta 14:00, save gives a 409. I bet it's the timezone thing again, the "
                     "board sends local time and something shifts it an hour so they overlap"),
            bash("kubectl -n berth logs deploy/berth-plan --since=2h | grep -A3 'KSA-NORD-2647E' | head -8", _D1_LOG),
            ("assistant", "The times arrive correctly: the request has eta `2026-11-06T13:00:00Z`, which is 14:00 "
                          "terminal time, and the existing ARDEN window ends at exactly `13:00:00+00`. No hour "
                          "shift. The conflict is real as far as Postgres is concerned: the DETAIL shows both ranges "
                          "written with `[` and `]`, so both *include* 13:00. Let me look at the constraint."),
            bash("psql \"$DATABASE_URL\" -c '\\d berth_window'", _D1_TABLE),
            ("assistant", "Root cause: `berth_window_no_overlap` builds `tstzrange(eta, etd, '[]')`, a closed range. "
                          "Two closed ranges that touch at 13:00 share that instant, so `&&` says they overlap and "
                          "back-to-back calls can never be saved on the same berth; the planners have probably been "
                          "working around it by leaving a minute between calls. The usual form for time slots is "
                          "half-open, `'[)'`: a window includes its start and excludes its end, so ARDEN's "
                          "[21:30, 13:00) and NORDKAPP's [13:00, 02:00) don't overlap, while a real overlap of even "
                          "one minute is still refused."),
            ("user", "huh. do you remember if we had this constraint before we moved to sqlx last year? I have a "
                     "feeling this used to work"),
            bash("git log -S \"berth_window_no_overlap\" --format='commit %H%nDate:   %ad%n%n    %s' --stat -p -- "
                 "migrations | grep -E '^(commit|Date|    |\\+.*no_overlap| migrations)' | head -12", _D1_GITLOG),
            ("assistant", "I can't remember earlier sessions, but git can answer it: the constraint was created in the "
                          "sqlx move on 14 Sep 2025 and has had `'[]'` since that very commit. Before that, the Diesel "
                          "schema had no overlap constraint at all (the check was in application code, "
                          "`windows::overlaps`, which compared `a.etd > b.eta`, i.e. half-open). So yes, it did work "
                          "before: the behaviour changed when the check moved into the database.\n\n"
                          "While we're at it: should the constraint also keep a minimum gap, e.g. 30 minutes between "
                          "calls for the pilot and mooring crews? It'd be one extra expression in the range."),
            ("user", "no. buffers are the planners' call, it depends on the crane split, the pilots, the tide. the DB "
                     "only stops real overlaps. do the [) thing"),
            bash("sqlx migrate add -r berth_window_half_open && cat migrations/20261105161830_berth_window_half_open.up.sql",
                 "Creating migrations/20261105161830_berth_window_half_open.up.sql\n"
                 "Creating migrations/20261105161830_berth_window_half_open.down.sql\n"
                 "ALTER TABLE berth_window DROP CONSTRAINT berth_window_no_overlap;\n"
                 "ALTER TABLE berth_window ADD CONSTRAINT berth_window_no_overlap\n"
                 "    EXCLUDE USING gist (berth WITH =, tstzrange(eta, etd, '[)') WITH &&);\n"),
            bash("sqlx migrate run",
                 "error: error communicating with database: Connection refused (os error 111)\n"),
            ("user", "local pg is on 5433, not 5432. 5432 is the gate-ocr one from selin's compose I run sometimes. "
                     "it's in docker-compose.yml"),
            bash("docker compose ps --format '{{.Name}}\\t{{.Ports}}'; export DATABASE_URL=postgres://berth:berth@localhost:5433/berth && "
                 "sqlx migrate run && cargo test",
                 "berth-plan-db-1\t0.0.0.0:5433->5432/tcp\n"
                 "Applied 20261105161830/migrate berth window half open (41.552ms)\n" + _D1_TEST),
            ("assistant", "Migration applied on the local DB (port 5433) and the tests pass, including two new ones: "
                          "`back_to_back_windows_allowed` (ARDEN/NORDKAPP exactly) and "
                          "`overlap_by_one_minute_rejected`. The down migration restores `'[]'` if you ever need to "
                          "roll back. I also set `DATABASE_URL` to 5433 in .env, it still pointed at 5432."),
            ("user", "nice, ship it. planners will be happy for once"),
            bash("git add -A && git commit -qm 'berth windows are half-open: allow back-to-back calls' && git push -q "
                 "-u origin tomas/half-open-windows",
                 "remote: To create a merge request for tomas/half-open-windows, visit:\n"
                 "remote:   https://git.nmt.internal/berth/berth-plan/-/merge_requests/new?"
                 "merge_request%5Bsource_branch%5D=tomas%2Fhalf-open-windows\n"),
        ],
        "facts": [
            fact("half-open",
                 "Back-to-back calls on one berth were refused because the exclusion constraint berth_window_no_overlap "
                 "used a closed tstzrange(eta, etd, '[]'); it is now half-open '[)'. The time zone was not the cause.",
                 "bugfix", "assistant", ["berth_window_no_overlap", "half-open"]),
            fact("no-db-buffer",
                 "The database only prevents real overlaps; buffers between vessel calls are the planners' call, not "
                 "enforced in the constraint.",
                 "decision", "user", ["buffers", "planners"]),
            fact("local-pg",
                 "berth-plan's local Postgres (docker compose) listens on port 5433; 5432 is another project's.",
                 "config", "user", ["5433"]),
        ],
        "optional": [
            opt("diesel-history",
                "Before the sqlx move (Sep 2025) the overlap check was in application code and was half-open.",
                ["Diesel"]),
        ],
        "questions": [
            q("Why couldn't planners put a vessel on a berth right when the previous one leaves?",
              "berth_window_no_overlap used a closed '[]' range; it is half-open '[)'", ["half-open"]),
            q("Does the database enforce a buffer between vessel calls?", "no, buffers are the planners' call",
              ["no-db-buffer"]),
            q("Which port does the local berth-plan Postgres use?", "5433", ["local-pg"]),
        ],
    },
    {
        "id": "h49-cc-berth-window-revisions",
        "project": BERTH,
        "start": datetime(2026, 11, 25, 9, 30),
        "branch": "tomas/rfc-007-revisions",
        "about": "berth-plan: pasted RFC-007 with three rules, of which the person endorses only R1 (never edit a "
                 "published window in place; every change is a revision), R2 not agreed, R3 rejected; implementation "
                 "with berth_window_revisions, berth_window_current view, PATCH returning 201; RFCs go to docs/rfc/; "
                 "closing summary",
        "steps": [
            ("user", "morning! the data team and I wrote an RFC last week, here it is. read it and then let's build "
                     "the part we agreed on.\n\n"
                     "# RFC-007: Berth window revisions\n"
                     "Status: draft | Authors: berth-plan team, data team\n\n"
                     "## 1. Motivation\n"
                     "Planners change a berth window up to 40 times per call (ETA updates, crane split changes, "
                     "tide). Today each change overwrites the row. The data team needs to reconstruct the plan as it "
                     "was at any moment: for the quay crane productivity report, and for disputes with lines about "
                     "berth delays.\n\n"
                     "## 2. Proposal\n"
                     "A table berth_window_revisions with one row per change: (window_id, rev, berth, eta, etd, "
                     "changed_by, changed_at, reason). The current window is the highest rev.\n\n"
                     "## 3. Alternatives\n"
                     "- temporal_tables extension: not available on our Postgres 15 build.\n"
                     "- audit trigger writing a JSONB log: hard to query, and the log becomes the source of truth "
                     "by accident.\n\n"
                     "## 4. Rules\n"
                     "R1. A published berth window is never edited in place; every change is a new revision.\n"
                     "R2. Revisions older than 400 days are moved to cold storage (the data lake) once a month.\n"
                     "R3. Shipping lines receive an email for every revision of their call.\n\n"
                     "## 5. Open questions\n"
                     "- Who may publish a window (planner only, or also the shift lead)?\n\n"
                     "so. R1 is ours and it holds from today, write the code to match it. R2 is what the data team "
                     "wants, we haven't agreed on it, leave it out. R3 no way, the lines already get the schedule "
                     "through the partner API, emails would be hundreds a day."),
            tool("Read", {"file_path": f"{BERTH}/src/api/windows.rs", "offset": 60, "limit": 18}, _D3_WINDOWS),
            bash("grep -rn \"UPDATE berth_window\" src/ | grep -v test",
                 "src/api/windows.rs:70:        \"UPDATE berth_window SET berth = COALESCE($2, berth), eta = "
                 "COALESCE($3, eta), \\\n"
                 "src/planner/board.rs:141:    sqlx::query!(\"UPDATE berth_window SET status = 'PUBLISHED' WHERE id "
                 "= $1\", id)\n"
                 "src/api/partner.rs:77:    sqlx::query!(\"UPDATE berth_window SET eta = $2 WHERE call_ref = $1 AND "
                 "status = 'PLANNED'\", call_ref, eta)\n"),
            ("assistant", "Three places write windows in place today: the PATCH handler, the board's publish action, "
                          "and partner.rs when a line's ETA moves an unpublished window. Plan for R1:\n\n"
                          "1. **Table** `berth_window_revisions` (window_id, rev, berth, eta, etd, status, "
                          "changed_by, changed_at, reason, superseded_at). Existing windows are backfilled as rev 1.\n"
                          "2. **Overlap constraint** moves to the revisions table, restricted to live revisions: "
                          "`EXCLUDE USING gist (berth WITH =, tstzrange(eta, etd, '[)') WITH &&) WHERE "
                          "(superseded_at IS NULL)`, so old revisions don't block new plans.\n"
                          "3. **View** `berth_window_current` = the revisions with `superseded_at IS NULL`; all reads "
                          "(board, partner API, planner queries) switch to it.\n"
                          "4. **Writes** become one function, `windows::revise`, which in one transaction sets "
                          "`superseded_at` on the live revision and inserts rev+1. `superseded_at` is the only column "
                          "a trigger lets anyone update; everything else in a revision is frozen.\n"
                          "5. **API:** `PATCH /windows/{id}` returns `201 Created` with the new revision and a "
                          "`Location: /windows/{id}/revisions/{rev}` header instead of `200`, since it creates "
                          "something now. The board client treats any 2xx as success, I checked.\n\n"
                          "Publishing counts as a change too (status PLANNED → PUBLISHED is a new revision), which "
                          "also answers part of the data team's 'who published when'."),
            ("user", "yes to all of it. go"),
            bash("sqlx migrate add -r berth_window_revisions && $EDITOR migrations/20261125094512_berth_window_revisions"
                 ".up.sql && sqlx migrate run",
                 "Creating migrations/20261125094512_berth_window_revisions.up.sql\n"
                 "Creating migrations/20261125094512_berth_window_revisions.down.sql\n"
                 "Applied 20261125094512/migrate berth window revisions (388.904ms)\n"),
            tool("Edit", {"file_path": f"{BERTH}/src/api/windows.rs",
                          "old_string": "    Ok((StatusCode::OK, Json(w)))",
                          "new_string": "    let location = format!(\"/windows/{}/revisions/{}\", w.window_id, w.rev);\n"
                                        "    Ok((StatusCode::CREATED, [(LOCATION, location)], Json(w)))"},
                 "The file src/api/windows.rs has been updated."),
            bash("cargo sqlx prepare && cargo test 2>&1 | grep -E '^test |test result|Running'", _D3_TEST),
            ("assistant", "Everything is green: 53 unit tests and 16 db tests, including that a revision row can't be "
                          "updated except for `superseded_at`, that an overlap check ignores superseded revisions, and "
                          "that the backfill gave every existing window rev 1. The three in-place UPDATEs are gone; "
                          "board.rs and partner.rs call `windows::revise` now. .sqlx is regenerated."),
            ("user", "great. save the RFC into the repo too: docs/rfc/007-berth-window-revisions.md, that's where our "
                     "RFCs go, number-dash-title. mark R1 accepted, R2 open, R3 rejected"),
            tool("Write", {"file_path": f"{BERTH}/docs/rfc/007-berth-window-revisions.md",
                           "content": "# RFC-007: Berth window revisions\n\nStatus: accepted (R1), open (R2), "
                                      "rejected (R3)\n..."},
                 "File created successfully at: docs/rfc/007-berth-window-revisions.md"),
            bash("ls docs/rfc/",
                 "001-berth-codes.md\n002-partner-api-auth.md\n003-eta-sources.md\n004-board-websocket.md\n"
                 "005-crane-split-import.md\n006-utc-everywhere.md\n007-berth-window-revisions.md\n"),
            ("assistant", "## Summary\n\n"
                          "**Rule in force (RFC-007 R1):** a published berth window is never edited in place; every "
                          "change, including publishing, is a new revision.\n\n"
                          "**What changed**\n"
                          "- `berth_window_revisions` holds every revision (rev 1 backfilled for existing windows); "
                          "only `superseded_at` may be updated.\n"
                          "- `berth_window_current` is the view of live revisions; all reads use it.\n"
                          "- `windows::revise` is the single write path (PATCH, board publish, partner ETA).\n"
                          "- `PATCH /windows/{id}` answers `201 Created` with a Location header pointing at the new "
                          "revision.\n"
                          "- The half-open overlap constraint now applies to live revisions only.\n"
                          "- RFC saved as docs/rfc/007-berth-window-revisions.md: R1 accepted, R2 open (data team's "
                          "400-day archive), R3 rejected (lines use the partner API, no emails).\n\n"
                          "**Not done:** the open question of who may publish."),
            ("user", "perfect, MR please"),
            bash("git add -A && git commit -qm 'RFC-007 R1: berth windows are revised, never edited in place' && "
                 "git push -q -u origin tomas/rfc-007-revisions",
                 "remote: To create a merge request for tomas/rfc-007-revisions, visit:\n"
                 "remote:   https://git.nmt.internal/berth/berth-plan/-/merge_requests/new?"
                 "merge_request%5Bsource_branch%5D=tomas%2Frfc-007-revisions\n"),
        ],
        "facts": [
            fact("never-in-place",
                 "RFC-007 R1, in force: a published berth window is never edited in place; every change (publishing "
                 "included) is a new revision in berth_window_revisions, written only through windows::revise.",
                 "rule", "user", ["in place", "revision"], remember=True),
            fact("current-view",
                 "berth_window_current is the view of live revisions (superseded_at IS NULL); all reads use it.",
                 "fact", "assistant", ["berth_window_current"]),
            fact("patch-201",
                 "PATCH /windows/{id} now returns 201 Created with a Location header for the new revision "
                 "(/windows/{id}/revisions/{rev}) instead of 200.",
                 "decision", "assistant", ["PATCH", "201"]),
            fact("rfc-location",
                 "berth-plan RFCs are kept in docs/rfc/ as number-dash-title files, e.g. "
                 "docs/rfc/007-berth-window-revisions.md.",
                 "convention", "user", ["docs/rfc"]),
        ],
        "optional": [
            opt("r3-rejected", "RFC-007 R3 (an email to lines for every revision) was rejected: lines use the "
                "partner API.", ["R3", "email"]),
        ],
        "questions": [
            q("Can a published berth window be edited?", "never in place, every change is a new revision",
              ["never-in-place"]),
            q("Which view gives the current berth windows?", "berth_window_current", ["current-view"]),
            q("Where are berth-plan RFCs kept?", "docs/rfc/ as number-dash-title", ["rfc-location"]),
        ],
    },
]
