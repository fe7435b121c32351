"""Codex sessions of h17, part 2."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q


def sh(cmd: str) -> dict:
    return {"command": ["bash", "-lc", cmd], "workdir": None, "timeout_ms": 120000}


ENV_FILE = """# kaaskelder service — production env
SERVICE_PORT=8086
DB_URL=jdbc:postgresql://db.internal:5432/kelder
SENSOR_POLL_MS=15000
HUMIDITY_ALERT_THRESHOLD=92
TEMP_ALERT_MAX_C=14
ALERT_WEBHOOK=https://hooks.example.invalid/kelder
# must be one of: debug info warn
LOG_LEVEL=info"""

cheese_env = {
    "id": "h17-cx-cheese-env",
    "project": "/home/femke/kaaskelder",
    "start": datetime(2026, 10, 28, 7, 31),
    "about": "Clojure service for a cheese cave: humidity alert threshold lowered in the env file with a reason; "
             "poll interval left alone; a quiet fyi-for-later about the staging host at the end of a message",
    "steps": [
        ("user", "morning. the humidity alert never fires, last week cave B was at 90% for two days and the "
                 "rinds got sticky. what's the threshold in prod?"),
        ("tool", "shell", sh("cat deploy/prod.env"), ENV_FILE),
        ("assistant", "`HUMIDITY_ALERT_THRESHOLD=92` in `deploy/prod.env`, so 90% never triggers it. Readings come "
                      "every 15 s (`SENSOR_POLL_MS=15000`)."),
        ("user", "set it to 88. the affineur says above 88 for more than a few hours is already too wet for the "
                 "washed rinds. leave the poll interval"),
        ("tool", "shell", sh("sed -i 's/^HUMIDITY_ALERT_THRESHOLD=92$/HUMIDITY_ALERT_THRESHOLD=88/' deploy/prod.env && "
                             "grep HUMIDITY deploy/prod.env && clojure -M:test 2>&1 | tail -3"),
         "HUMIDITY_ALERT_THRESHOLD=88\n\nRan 23 tests containing 71 assertions.\n0 failures, 0 errors."),
        ("assistant", "Done: `HUMIDITY_ALERT_THRESHOLD=88` in `deploy/prod.env`, poll interval unchanged, tests "
                      "green. It takes effect on the next deploy (`bin/deploy prod`)."),
        ("user", "deploying after lunch. can you also fix the typo in the alert text, it says 'humidty'. "
                 "oh and fyi for later, staging is kelder-stg-02, not 01, 01 is the old box we keep for the "
                 "backups, don't deploy to it"),
        ("tool", "shell", sh("grep -rln 'humidty' src/ | xargs sed -i 's/humidty/humidity/g' && git diff --stat"),
         " src/kaaskelder/alerts.clj | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        ("assistant", "Typo fixed in `alerts.clj`. And noted: staging is `kelder-stg-02`; `kelder-stg-01` is the "
                      "old backup box, never a deploy target."),
    ],
    "facts": [
        fact("humidity-88", "HUMIDITY_ALERT_THRESHOLD is 88 in deploy/prod.env (was 92): above 88% for hours is too "
             "wet for the washed rinds.", "config", "user", ["HUMIDITY_ALERT_THRESHOLD", "88"]),
        fact("staging-host", "Staging is kelder-stg-02; kelder-stg-01 is the old backup box and must not be deployed "
             "to.", "config", "user", ["kelder-stg-02"], remember=True),
    ],
    "optional": [
        opt("poll", "SENSOR_POLL_MS stays 15000.", ["SENSOR_POLL_MS", "15000"]),
        opt("deploy-cmd", "Deploy with bin/deploy prod.", ["bin/deploy"]),
    ],
    "questions": [
        q("At what humidity does the alert fire?", "88", ["humidity-88"]),
        q("Which host is staging?", "kelder-stg-02, not 01", ["staging-host"]),
    ],
}

NIM_BUILD = """Hint: used config file '/home/oskar/.choosenim/toolchains/nim-2.0.8/config/nim.cfg' [Conf]
Hint: used config file '/home/oskar/setzkasten/config.nims' [Conf]
.........................................................................
Hint: [Link]
Hint: mm: orc; threads: on; opt: speed; options: -d:release
61874 lines; 3.412s; 97.531MiB peakmem; proj: /home/oskar/setzkasten/src/setzkasten.nim; out: /home/oskar/setzkasten/bin/setzkasten [SuccessX]"""

printing_undo = {
    "id": "h17-cx-printing-undo",
    "project": "/home/oskar/setzkasten",
    "start": datetime(2026, 10, 29, 15, 0),
    "about": "Nim tool for a letterpress printing workshop: assistant rewrites the kerning table loader, person "
             "reverts everything and keeps nothing; nothing durable",
    "steps": [
        ("user", "the kerning loader is slow when the type case has a lot of sorts. can you make it faster"),
        ("tool", "shell", sh("sed -n 1,30p src/kerning.nim"),
         "import std/[strutils, tables]\n\nproc loadKerning*(path: string): Table[(char, char), int] =\n"
         "  for line in lines(path):\n    if line.startsWith(\"#\"): continue\n    let parts = line.split(',')\n"
         "    result[(parts[0][0], parts[1][0])] = parseInt(parts[2].strip)\n"),
        ("assistant", "The loader itself is linear; the slow part is probably `Table` growth. I'll pre-size it "
                      "with `initTable(4096)` and parse with `parseutils` instead of `split` to avoid allocations."),
        ("tool", "shell", sh("nim c -d:release -o:bin/setzkasten src/setzkasten.nim"), NIM_BUILD),
        ("tool", "shell", sh("hyperfine './bin/setzkasten kern fonts/garamond-12.kern'"),
         "Benchmark 1: ./bin/setzkasten kern fonts/garamond-12.kern\n  Time (mean ± σ):      41.2 ms ±   1.8 ms"
         "    [User: 38.0 ms, System: 3.0 ms]\n  Range (min … max):    38.9 ms …  47.0 ms    68 runs"),
        ("assistant", "41 ms for the Garamond 12 pt case — the old version was 44 ms on my run, so only a small "
                      "gain. The parse change makes the code longer, though."),
        ("user", "meh. 3ms isn't worth making that code harder to read, the old one is something my apprentice "
                 "can follow. revert all of it please"),
        ("tool", "shell", sh("git checkout -- src/kerning.nim && git status --short"), ""),
        ("assistant", "Reverted; `src/kerning.nim` is back to what it was and the working tree is clean."),
        ("user", "thanks, I'll look at where the slowness really is another day"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}
