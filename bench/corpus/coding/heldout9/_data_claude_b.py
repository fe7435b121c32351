"""h46 Claude Code sessions, part b: stopboard, the small Rust service that runs on Linea's departure boards at
stops (Raspberry Pi 3 boards, 32-bit OS, LTE). Jonas's project: empty boards after midnight, a PR review about
night dimming, and a session that only explains the offline cache."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

BOARD = "/home/jonas/src/stopboard"


def _journal() -> str:
    out = []
    for i, minute in enumerate(range(0, 100, 7)):
        hh, mm = divmod(minute, 60)
        out.append(f"Nov 03 {hh:02d}:{mm:02d}:{(i * 17) % 60:02d} board-00052 stopboard[812]: refresh ok stop=00052 "
                   f"service_date=2026-11-03 rows=0 fetched_bytes={18211 + i * 3} took_ms={140 + (i * 31) % 90}")
    out.append("Nov 03 01:41:09 board-00052 stopboard[812]: refresh ok stop=00052 service_date=2026-11-03 rows=3 "
               "fetched_bytes=18320 took_ms=151")
    out.append("Nov 03 01:41:39 board-00052 stopboard[812]: refresh ok stop=00052 service_date=2026-11-03 rows=5 "
               "fetched_bytes=18320 took_ms=149")
    return "\n".join(out) + "\n"


def _cargo_test() -> str:
    names = ["gtfs_time::parses_24_35_00", "gtfs_time::parses_25_10_00", "gtfs_time::rejects_garbage",
             "gtfs_time::orders_across_midnight", "departures::includes_previous_service_day_after_midnight",
             "departures::drops_departed_rows", "departures::max_rows_is_eight", "render::fits_three_languages",
             "render::long_headsign_is_scrolled", "cache::roundtrip", "cache::stale_after_is_respected"]
    out = ["   Compiling stopboard-core v0.9.3 (/home/jonas/src/stopboard/core)",
           "   Compiling stopboard v0.9.3 (/home/jonas/src/stopboard/bin)",
           "    Finished test [unoptimized + debuginfo] target(s) in 21.84s",
           "     Running unittests src/lib.rs (target/debug/deps/stopboard_core-3f1a9c2e)", "",
           f"running {len(names)} tests"]
    out += [f"test {n} ... ok" for n in names]
    out += ["", f"test result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; "
                "finished in 0.04s"]
    return "\n".join(out) + "\n"


SESSIONS = [
    {
        "id": "h46-cc-stopboard-night-gap",
        "project": BOARD,
        "start": datetime(2026, 11, 3, 8, 55),
        "branch": "jonas/night-gap",
        "about": "stopboard: boards show 'No departures' from midnight to ~01:40; Jonas's guess (feed missing night "
                 "trips) wrong; cause NaiveTime parsing failing on GTFS times past 24:00:00 (rows dropped by "
                 "filter_map) plus only today's service day queried; GtfsTime newtype and previous service day; "
                 "aarch64 build corrected to armv7; the assistant offers to remember the target, 'yes pls'; "
                 "Prometheus exporter proposal left unanswered; terse typing",
        "steps": [
            ("user", "boards on N-line stops show 'Ei lähtöjä / Inga avgångar / No departures' from 00:00 till "
                     "like 01:40. night busses do run, ppl stand there in the cold w/ empty board. prob feed is "
                     "missing night trips again like in spring. chek?"),
            bash("ssh board-00052 'journalctl -u stopboard --since 00:00 --until 01:42 --no-pager'", _journal()),
            ("assistant", "The board refreshed fine all night (every 30 s, fetch OK, ~18 KB each time) and got "
                          "`rows=0` until 01:41. So the data reached the board; either it has no night trips in it "
                          "or the board threw them away. Checking the feed first, as you suspect."),
            bash("curl -s https://feeds.linea.example/gtfs/linea-gtfs.zip -o /tmp/g.zip && unzip -p /tmp/g.zip "
                 "stop_times.txt | grep ',00052,' | grep -E '^N3_' | head -6",
                 "N3_1_2335,23:47:00,23:47:00,00052,1,,0,0,\n"
                 "N3_1_0005,24:17:00,24:17:00,00052,1,,0,0,\n"
                 "N3_1_0035,24:47:00,24:47:00,00052,1,,0,0,\n"
                 "N3_1_0105,25:17:00,25:17:00,00052,1,,0,0,\n"
                 "N3_1_0135,25:47:00,25:47:00,00052,1,,0,0,\n"
                 "N3_1_0205,26:17:00,26:17:00,00052,1,,0,0,\n"),
            ("assistant", "The feed is fine: N3 has departures at 00052 at 24:17, 24:47, 25:17 and so on. Those "
                          "times are after midnight but belong to the previous service day, which is how GTFS "
                          "writes night trips. So the board drops them. Let me see the parser."),
            tool("Read", {"file_path": f"{BOARD}/core/src/departures.rs"},
                 "    12\tpub fn departures_for(stop: &str, now: NaiveDateTime, feed: &FeedCache) -> Vec<Row> {\n"
                 "    13\t    let service_date = now.date();\n"
                 "    14\t    feed.stop_times(stop)\n"
                 "    15\t        .filter(|st| feed.runs_on(&st.trip_id, service_date))\n"
                 "    16\t        .filter_map(|st| {\n"
                 "    17\t            NaiveTime::parse_from_str(&st.departure_time, \"%H:%M:%S\")\n"
                 "    18\t                .map(|t| Row::new(st, service_date.and_time(t)))\n"
                 "    19\t                .ok()\n"
                 "    20\t        })\n"
                 "    21\t        .filter(|r| r.when >= now)\n"
                 "    22\t        .take(MAX_ROWS)\n"
                 "    23\t        .collect()\n"
                 "    24\t}\n"),
            ("assistant", "Two problems stacked on each other:\n\n"
                          "1. `NaiveTime::parse_from_str` only accepts 00:00:00–23:59:59. `24:17:00` is an error, "
                          "and `.ok()` inside `filter_map` turns that error into 'skip this row' without a word in "
                          "the log. Every departure past 24:00 has been silently dropped since this code was "
                          "written.\n"
                          "2. Even if parsing worked, after midnight `now.date()` is already the 3rd, so the board "
                          "only asks for trips of service day 2026-11-03. The N3 trips at 24:17 belong to service "
                          "day 2026-11-02.\n\n"
                          "Fix: a `GtfsTime(u32)` newtype holding seconds since the service day's start "
                          "(noon minus 12h, like the feed builder does), parsed by hand so 24:17:00 and 26:17:00 "
                          "are valid, and `departures_for` looks at both today's and the previous service day and "
                          "merges the rows by instant. At 01:41 the first day-time trips start, which is why the "
                          "board came back then."),
            ("user", "ok. go. newtype fine"),
            tool("Write", {"file_path": f"{BOARD}/core/src/gtfs_time.rs",
                           "content": "/// Seconds since the service day's start (noon minus 12h). 24:17:00 is "
                                      "valid.\n#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]\n"
                                      "pub struct GtfsTime(pub u32);\n\nimpl std::str::FromStr for GtfsTime {\n"
                                      "    type Err = TimeError;\n    fn from_str(s: &str) -> Result<Self, "
                                      "TimeError> {\n        let mut it = s.split(':');\n        let (h, m, sec) "
                                      "= (next(&mut it)?, next(&mut it)?, next(&mut it)?);\n        if m > 59 || "
                                      "sec > 59 || h > 47 { return Err(TimeError::Range(s.into())); }\n"
                                      "        Ok(GtfsTime(h * 3600 + m * 60 + sec))\n    }\n}\n"},
                 f"File created successfully at: {BOARD}/core/src/gtfs_time.rs"),
            tool("Edit", {"file_path": f"{BOARD}/core/src/departures.rs",
                          "old_string": "    let service_date = now.date();\n    feed.stop_times(stop)\n",
                          "new_string": "    let today = now.date();\n"
                                        "    let days = [today.pred_opt().expect(\"date\"), today];\n"
                                        "    days.iter().flat_map(|&day| feed.stop_times(stop)\n"
                                        "        .filter(move |st| feed.runs_on(&st.trip_id, day))\n"
                                        "        .map(move |st| (day, st)))\n"},
                 "The file has been updated."),
            bash("cargo test -p stopboard-core 2>&1 | tail -20", _cargo_test()),
            bash("cargo build --release --target aarch64-unknown-linux-gnu 2>&1 | tail -2",
                 "    Finished release [optimized] target(s) in 1m 12s\n"),
            ("user", "no no, not aarch64. boards r pi 3 with the 32bit os, that binary won't even start. armv7"),
            bash("cross build --release --target armv7-unknown-linux-gnueabihf 2>&1 | tail -3 && file "
                 "target/armv7-unknown-linux-gnueabihf/release/stopboard",
                 "   Compiling stopboard v0.9.3 (/project/bin)\n"
                 "    Finished release [optimized] target(s) in 2m 41s\n"
                 "target/armv7-unknown-linux-gnueabihf/release/stopboard: ELF 32-bit LSB pie executable, ARM, "
                 "EABI5 version 1 (SYSV), dynamically linked, interpreter /lib/ld-linux-armhf.so.3, for GNU/Linux "
                 "3.2.0, stripped\n"),
            ("assistant", "Built for armv7-unknown-linux-gnueabihf with `cross` (32-bit ARM, hard float). Should I "
                          "hold on to that for future sessions in stopboard, i.e. board binaries are always built "
                          "with `cross` for armv7-unknown-linux-gnueabihf because the Pi 3 boards run a 32-bit OS, "
                          "so I don't reach for aarch64 again?"),
            ("user", "yes pls"),
            bash("scripts/deploy.sh board-00052 target/armv7-unknown-linux-gnueabihf/release/stopboard && sleep 40 "
                 "&& ssh board-00052 'journalctl -u stopboard -n 2 --no-pager'",
                 "deploy: copying 4.1M to board-00052:/opt/stopboard/stopboard.new\n"
                 "deploy: swapping binary, restarting stopboard.service\n"
                 "deploy: board-00052 healthy (GET :9100/health 200)\n"
                 "Nov 03 09:31:12 board-00052 stopboard[14210]: refresh ok stop=00052 service_date=2026-11-03 "
                 "rows=8 fetched_bytes=18344 took_ms=162\n"
                 "Nov 03 09:31:42 board-00052 stopboard[14210]: refresh ok stop=00052 service_date=2026-11-03 "
                 "rows=8 fetched_bytes=18344 took_ms=158\n"),
            ("assistant", "board-00052 runs the new binary and shows its usual 8 rows; tonight will be the real "
                          "test. For the rest of the fleet the normal rollout script applies. By the way, this bug "
                          "was invisible because a board with zero rows looks healthy. A tiny Prometheus exporter on "
                          "each board (rows shown, last refresh age) would let us alert on 'N-line stop shows 0 rows "
                          "at 00:30'."),
            ("user", "ill check tonight at 00:30 from the window, stop is across the street lol. roll out to rest "
                     "tmrw morning"),
        ],
        "facts": [
            fact("night-gap", "Boards showed no departures from midnight to ~01:40 because NaiveTime parsing fails "
                              "on GTFS times past 24:00:00 and filter_map silently dropped those rows; stop times "
                              "are now parsed into a GtfsTime newtype (seconds since service-day start). The feed "
                              "was fine.",
                 "bugfix", "assistant", ["NaiveTime", "GtfsTime"]),
            fact("prev-day", "departures_for now looks at both today's and the previous service day, because night "
                             "trips after midnight belong to the previous service day.",
                 "fact", "assistant", ["previous service day"]),
            fact("armv7", "Board binaries are built with cross for armv7-unknown-linux-gnueabihf, never aarch64: "
                          "the Pi 3 boards run a 32-bit OS.",
                 "config", "user", ["armv7-unknown-linux-gnueabihf"], remember=True),
        ],
        "optional": [
            opt("refresh-rows", "Boards refresh every 30 s and show up to 8 rows.", [["30 s", "8 rows"]]),
        ],
        "questions": [
            q("Why were boards empty between midnight and 01:40?",
              "NaiveTime parsing failed on times past 24:00 and filter_map dropped the rows", ["night-gap"]),
            q("Which service days does departures_for look at?", "today and the previous service day",
              ["prev-day"]),
            q("Which target are board binaries built for?", "armv7-unknown-linux-gnueabihf with cross, 32-bit",
              ["armv7"]),
        ],
    },
    {
        "id": "h46-cc-stopboard-dimming-review",
        "project": BOARD,
        "start": datetime(2026, 11, 9, 14, 10),
        "branch": "main",
        "about": "stopboard: reviewing PR #58 (night dimming) by tvesa; the assistant drafts four comments; Jonas "
                 "answers in a numbered list: fixed hours from board.toml instead of the sun crate, the errors "
                 "convention (thiserror in core, anyhow only in the binary) said in reply to a comment, no unwrap() "
                 "outside tests 'for good' as item 3, 30% ok for now; one-off 'don't merge yourself'",
        "steps": [
            ("user", "can u review tvesa's PR 58 (night dimming)? post comments on gh, dont merge"),
            bash("gh pr view 58 --json title,author,additions,deletions,files -q '.title, .author.login, "
                 ".additions, .deletions, (.files[].path)' && gh pr diff 58",
                 "board: dim the display at night\ntvesa\n96\n4\ncore/Cargo.toml\ncore/src/display.rs\n"
                 "core/src/dimming.rs\nbin/src/main.rs\n"
                 "diff --git a/core/Cargo.toml b/core/Cargo.toml\n"
                 "@@ -14,6 +14,8 @@ serde = { version = \"1\", features = [\"derive\"] }\n"
                 " toml = \"0.8\"\n"
                 " thiserror = \"1\"\n"
                 "+anyhow = \"1\"\n"
                 "+sun = \"0.3\"\n"
                 "diff --git a/core/src/dimming.rs b/core/src/dimming.rs\n"
                 "new file mode 100644\n"
                 "@@ -0,0 +1,61 @@\n"
                 "+use anyhow::{Context, Result};\n"
                 "+use chrono::{DateTime, Local, NaiveTime};\n"
                 "+\n"
                 "+const NIGHT_BRIGHTNESS: u8 = 30;\n"
                 "+\n"
                 "+pub struct Dimmer { lat: f64, lon: f64, backlight: Backlight }\n"
                 "+\n"
                 "+impl Dimmer {\n"
                 "+    pub fn from_config(cfg: &BoardConfig) -> Result<Self> {\n"
                 "+        let lat = cfg.location.lat.unwrap();\n"
                 "+        let lon = cfg.location.lon.unwrap();\n"
                 "+        let backlight = Backlight::open(\"/sys/class/backlight/rpi_backlight\")\n"
                 "+            .context(\"open backlight\")?;\n"
                 "+        Ok(Dimmer { lat, lon, backlight })\n"
                 "+    }\n"
                 "+\n"
                 "+    pub fn tick(&mut self, now: DateTime<Local>) -> Result<()> {\n"
                 "+        let (rise, set) = sun::times(now.date_naive(), self.lat, self.lon);\n"
                 "+        let level = if now.time() > set || now.time() < rise { NIGHT_BRIGHTNESS } else { 100 };\n"
                 "+        self.backlight.set(level).unwrap();\n"
                 "+        Ok(())\n"
                 "+    }\n"
                 "+}\n"
                 "diff --git a/bin/src/main.rs b/bin/src/main.rs\n"
                 "@@ -40,6 +40,9 @@ fn main() -> anyhow::Result<()> {\n"
                 "     let cfg = BoardConfig::load(\"/etc/stopboard/board.toml\")?;\n"
                 "+    let mut dimmer = Dimmer::from_config(&cfg)?;\n"
                 "+    scheduler.every(Duration::from_secs(60), move |now| dimmer.tick(now));\n"),
            ("assistant", "Draft of my comments before I post anything:\n\n"
                          "1. `core/src/dimming.rs` — dimming by sunrise/sunset via the `sun` crate. In Aldvik in "
                          "December sunset is around 15:00, so boards would dim at 15:00 in the middle of the "
                          "afternoon rush; in June they'd barely dim at all. Is that intended?\n"
                          "2. `core/Cargo.toml` — adds `anyhow` to stopboard-core. Everything else in core returns "
                          "its own error enums.\n"
                          "3. `lat.unwrap()`, `lon.unwrap()`, `backlight.set(level).unwrap()` — a board without a "
                          "location in board.toml, or a backlight write failing, panics the whole service and the "
                          "board goes black.\n"
                          "4. `NIGHT_BRIGHTNESS: u8 = 30` is hard-coded.\n\n"
                          "Anything you want to change before I post?"),
            ("user", "1. sun crate — drop it. ops centre wants same dimming on all boards, fixed hours from "
                     "board.toml: night_start = 23:00, night_end = 05:30. nobody wants to debug sun math on a "
                     "board\n"
                     "2. anyhow in core: tell him core uses thiserror and its own error enums, anyhow only lives in "
                     "the binary crate (main.rs). thats how we do errors here, he can copy ConfigError\n"
                     "3. the unwraps: no unwrap() outside test code in this repo, period. not just his PR — keep "
                     "that one for good, it goes for you too when u write code here\n"
                     "4. 30% is ok for now, ops will tell us if its too dark"),
            bash("gh pr review 58 --comment --body-file /tmp/review58.md && gh api "
                 "repos/linea/stopboard/pulls/58/comments --jq '.[].path' | sort | uniq -c",
                 "      1 core/Cargo.toml\n      3 core/src/dimming.rs\n"),
            ("assistant", "Posted: a summary review plus four inline comments. For point 2 I wrote that core "
                          "crates use `thiserror` with their own error enums (ConfigError as the example) and "
                          "`anyhow` stays in the binary crate; for point 1, night_start = \"23:00\" and "
                          "night_end = \"05:30\" in the `[display]` section of board.toml instead of the sun "
                          "crate. And I'll keep to the no-unwrap rule myself in stopboard: `expect` with a reason "
                          "only in tests, `?` everywhere else."),
            ("user", "👍 ping me when he pushed"),
            bash("sleep 2400; gh pr view 58 --json commits -q '.commits[-2:][].messageHeadline' && gh pr diff 58 | "
                 "grep -E '^\\+.*(unwrap|anyhow|sun::|night_)' ",
                 "review: fixed hours from board.toml, no sun crate\n"
                 "review: DimmingError with thiserror, no unwrap\n"
                 "+    night_start: NaiveTime,\n"
                 "+    night_end: NaiveTime,\n"
                 "+night_start = \"23:00\"\n"
                 "+night_end = \"05:30\"\n"),
            ("assistant", "tvesa pushed two commits: the sun crate and anyhow are gone from core, the dimmer reads "
                          "night_start/night_end from board.toml, errors go through a `DimmingError` enum with "
                          "thiserror, and there is no unwrap left outside the tests. Brightness is still 30. CI is "
                          "green (clippy, tests, armv7 cross build). Want me to approve?"),
            ("user", "approve yes. he merges himself, not you"),
            bash("gh pr review 58 --approve --body 'Thanks, looks good now.'",
                 "✓ Approved pull request linea/stopboard#58\n"),
        ],
        "facts": [
            fact("dim-hours", "Board night dimming uses fixed hours from board.toml ([display] night_start = 23:00, "
                              "night_end = 05:30), the same on all boards; the sunrise/sunset sun crate was "
                              "rejected.",
                 "decision", "user", ["night_start", "23:00"]),
            fact("errors-conv", "stopboard's core crate uses thiserror with its own error enums; anyhow is only used "
                                "in the binary crate (main.rs).",
                 "convention", "user", ["thiserror", "anyhow"]),
            fact("no-unwrap", "No unwrap() outside test code anywhere in stopboard, for the agent's code too.",
                 "rule", "user", ["unwrap"], remember=True),
        ],
        "optional": [
            opt("brightness", "Night brightness stays at 30% for now.", ["30"]),
        ],
        "questions": [
            q("When do the boards dim, and how is that decided?",
              "fixed hours from board.toml, night_start 23:00 to night_end 05:30, no sun crate", ["dim-hours"]),
            q("Which error crates does stopboard use where?",
              "thiserror in core, anyhow only in the binary main.rs", ["errors-conv"]),
            q("Is unwrap() allowed in stopboard?", "no, only in test code", ["no-unwrap"]),
        ],
    },
    {
        "id": "h46-cc-stopboard-offline-explained",
        "project": BOARD,
        "start": datetime(2026, 11, 12, 16, 30),
        "branch": "main",
        "about": "stopboard: nothing durable. Jonas needs to explain to a meeting what a board does when LTE drops; "
                 "the assistant reads cache.rs and fetch.rs and explains the existing behaviour; chatter about the "
                 "coffee machine; 'i never remember how this works' and a question that decides nothing",
        "steps": [
            ("user", "hey. tmrw i have the meeting w/ the ops centre and they will ask what a board does when LTE "
                     "is gone. i never remember how this works exactly. can u walk me thru the code? no changes, "
                     "just explain"),
            tool("Read", {"file_path": f"{BOARD}/core/src/fetch.rs"},
                 "    18\tpub async fn refresh(&mut self) -> Refresh {\n"
                 "    19\t    match self.client.get(&self.url).timeout(Duration::from_secs(8)).send().await {\n"
                 "    20\t        Ok(resp) if resp.status().is_success() => {\n"
                 "    21\t            let bytes = resp.bytes().await?;\n"
                 "    22\t            self.cache.store(&bytes)?;\n"
                 "    23\t            Refresh::Fresh\n"
                 "    24\t        }\n"
                 "    25\t        Ok(resp) => { warn!(status = %resp.status(), \"feed fetch\"); Refresh::Stale }\n"
                 "    26\t        Err(e) => { warn!(error = %e, \"feed fetch\"); Refresh::Stale }\n"
                 "    27\t    }\n"
                 "    28\t}\n"),
            tool("Read", {"file_path": f"{BOARD}/core/src/cache.rs"},
                 "     1\tconst CACHE_PATH: &str = \"/var/lib/stopboard/cache.bin\";\n"
                 "     2\tconst STALE_AFTER: Duration = Duration::from_secs(120);\n"
                 "     3\tconst GIVE_UP_AFTER: Duration = Duration::from_secs(6 * 3600);\n"
                 "     4\t\n"
                 "     5\t/// On start the last good feed is loaded from disk, so a reboot without network\n"
                 "     6\t/// still shows the timetable.\n"
                 "     7\tpub fn load_on_start() -> Option<FeedCache> { ... }\n"
                 "     8\t\n"
                 "     9\tpub fn mode(age: Duration) -> DisplayMode {\n"
                 "    10\t    if age < STALE_AFTER { DisplayMode::Live }\n"
                 "    11\t    else if age < GIVE_UP_AFTER { DisplayMode::Timetable }\n"
                 "    12\t    else { DisplayMode::OutOfService }\n"
                 "    13\t}\n"),
            ("assistant", "Here's the whole story as the code has it today, in the order things happen:\n\n"
                          "**Every 30 s** the board fetches its stop's data with an 8 s timeout. If it works, the "
                          "bytes are written to `/var/lib/stopboard/cache.bin` before anything else, so the disk "
                          "always holds the last good copy.\n\n"
                          "**When LTE drops**, the fetch fails (timeout or connection error), the board logs a "
                          "warning and keeps using what it has. The display mode depends only on how old the last "
                          "good data is:\n\n"
                          "- younger than 2 minutes (`STALE_AFTER`): shown as live, minutes-to-departure countdown;\n"
                          "- between 2 minutes and 6 hours (`GIVE_UP_AFTER`): 'Timetable' mode — the board stops "
                          "counting down and shows clock times from the schedule with a small 'aikataulu / "
                          "tidtabell / timetable' label, because realtime delays in the old data would be lies by "
                          "then;\n"
                          "- older than 6 hours: 'Out of service' screen with the operator's phone number.\n\n"
                          "**After a reboot without network** it loads cache.bin from disk and continues with the "
                          "same rules, so a power cut plus no LTE still gives a timetable.\n\n"
                          "**When LTE comes back**, the next 30 s tick fetches fresh data and the board goes back "
                          "to live by itself; nothing needs a restart.\n\n"
                          "One thing the ops centre might ask: the board doesn't tell anyone it's offline, the "
                          "warning only lands in the local journal."),
            ("user", "ok so worst case ppl see plain timetable for 6h. and then the phone number screen. good "
                     "enough. why 8 s timeout, do u know?"),
            bash("git log -S'from_secs(8)' --oneline -- core/src/fetch.rs",
                 "c81f2aa fetch: lower timeout, LTE on the harbour boards hangs for 30s+\n"),
            ("assistant", "It came with commit c81f2aa, whose message says the LTE modems on the harbour boards "
                          "sometimes hang for 30 s or more; a shorter timeout keeps the 30 s refresh loop from "
                          "piling up. That's all the history says about it."),
            ("user", "makes sense. ok thx thats what i needed. btw coffee machine on 3rd floor is broken AGAIN, "
                     "if u ever get a body pls fix that first 😂"),
            ("assistant", "Ha, out of my reach, I'm afraid. Good luck with the meeting."),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
