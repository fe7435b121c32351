"""A Rust CLI (Codex) and three sessions where nothing durable is said (two Claude Code, one Codex)."""

from datetime import datetime

from _label import F, Q

LEDGER = "/home/dev/ledgerline"

ledgerline = dict(
    id="h2-cx-ledgerline-import", agent="codex", project=LEDGER, branch="csv-import",
    start=datetime(2026, 9, 9, 20, 15, 30),
    about="plain-text accounting CLI in Rust: f64 rounding bug fixed with rust_decimal, clap derive, MSRV, "
          "nextest, an error-message convention, a 'from now on' test rule; a SQLite proposal the user rejects",
    agents_md="This is ledgerline, a plain-text accounting CLI.",
    steps=[
        ("u", "bank CSV import is off by a cent on some rows. e.g. 'Coffee;-3,35' becomes -3.34 in the journal. "
              "sample in tests/data/dkb_sample.csv"),
        ("t", "shell", {"command": "rg -n 'parse::<f64>|as f64|\\* 100' src/import/"},
         "src/import/csv.rs:88:    let amount: f64 = raw.replace(',', \".\").parse::<f64>()?;\n"
         "src/import/csv.rs:89:    let cents = (amount * 100.0) as i64;"),
        ("t", "shell", {"command": "cargo run -q -- import tests/data/dkb_sample.csv --dry-run | grep -i coffee"},
         "2026-08-03 * \"Coffee\"\n    Expenses:Food:Coffee     3.34 EUR\n    Assets:Checking         -3.34 EUR"),
        ("a", "The amount goes through `f64`: `-3.35` is stored as -3.34999999999999986677..., times 100 gives "
              "-334.99999999999997, and `as i64` truncates toward zero to -334. So the root cause is float "
              "parsing plus truncation, and it hits any amount whose binary representation falls just short.\n\n"
              "Fix: parse amounts with `rust_decimal::Decimal` (exact decimal arithmetic) and keep money as "
              "`Decimal` end to end. I replaced the two lines and added a regression test with the sample row."),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: src/import/csv.rs\n@@\n-    let amount: f64 = raw.replace(',', \".\").parse::<f64>()?;\n"
                             "-    let cents = (amount * 100.0) as i64;\n+    let amount = Decimal::from_str_exact(&raw.replace(',', \".\"))?;\n*** End Patch",
         "Success. Updated the following files:\nM src/import/csv.rs\nM Cargo.toml\nA tests/cli/import_rounding.rs"),
        ("t", "shell", {"command": "cargo nextest run 2>&1 | tail -4"},
         "    Starting 58 tests across 4 binaries\n        PASS [   0.011s] ledgerline::cli import_rounding::coffee_row_keeps_cents\n"
         "------------\n     Summary [   1.902s] 58 tests run: 58 passed, 0 skipped"),
        ("u", "nice. yes we use nextest, `cargo nextest run` is the test command for this repo, plain cargo test "
              "misses the per-test timeouts we configured"),
        ("a", "Noted. While looking at the import code: the journal parser re-reads every file on each command. "
              "Storing transactions in an embedded SQLite database with the text files as import/export would make "
              "reports instant and queries much easier."),
        ("u", "no. the plain text files are the whole point of ledgerline, they stay the source of truth. no "
              "database"),
        ("a", "Understood — the text journal stays the source of truth."),
        ("u", "the arg parsing in main.rs is a mess of hand-rolled matches. switch to clap, derive API"),
        ("t", "shell", {"command": "cargo add clap@4.5 --features derive && grep -n 'rust-version' Cargo.toml"},
         "    Updating crates.io index\n      Adding clap v4.5.20 to dependencies\n             Features:\n             + derive\n"
         "7:rust-version = \"1.74\""),
        ("a", "Added clap 4.5 with the derive feature. Note `rust-version = \"1.74\"` in Cargo.toml; clap 4.5 "
              "supports it."),
        ("u", "good, and MSRV stays at 1.74, debian stable ships that and some users build from source there"),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: src/main.rs\n@@\n-fn parse_args() -> Command {\n+#[derive(Parser)]\n"
                             "+#[command(name = \"ledgerline\", version)]\n+struct Cli {\n*** End Patch",
         "Success. Updated the following files:\nM src/main.rs\nA src/cli.rs"),
        ("t!", "shell", {"command": "cargo run -q -- impotr x.csv"},
         "error: unrecognized subcommand 'impotr'\n\n  tip: a similar subcommand exists: 'import'\n\nUsage: ledgerline <COMMAND>"),
        ("a", "clap derive is in; subcommands live in `src/cli.rs`. Typos now get suggestions for free."),
        ("u", "two conventions while we're here. error messages: lowercase, no trailing period, like rustc's. and "
              "from now on every new subcommand gets an integration test under tests/cli/ using assert_cmd, no "
              "exceptions"),
        ("t", "shell", {"command": "rg -n 'bail!\\(\"[A-Z]|\\.\"\\)' src | head"},
         "src/import/csv.rs:41:    bail!(\"Unknown bank format.\")\nsrc/journal/parse.rs:112:    bail!(\"Unbalanced transaction at line {}.\", n)"),
        ("a", "Fixed the two messages that broke the rule (`unknown bank format`, `unbalanced transaction at line "
              "{}`), and `import` already has its assert_cmd test in tests/cli/."),
        ("u", "cool. push it"),
        ("t", "shell", {"command": "git add -A && git commit -qm 'import: exact decimal amounts; cli: clap derive' && git push -q && git log --oneline -1"},
         "9e4d0b1 import: exact decimal amounts; cli: clap derive"),
        ("a", "Pushed 9e4d0b1 to csv-import."),
    ],
    facts=[
        F("decimal-bug", "CSV import lost a cent because amounts were parsed as f64 and truncated with as i64; fix: "
          "rust_decimal::Decimal for money end to end.", "bugfix", "assistant",
          ["f64", ["rust_decimal", "Decimal"]]),
        F("nextest", "The test command is `cargo nextest run`; plain cargo test misses the per-test timeouts.",
          "config", "user", ["nextest"]),
        F("no-database", "Plain-text journal files stay the source of truth; no SQLite or other database.",
          "decision", "user", [["plain text", "text files", "text journal"], ["database", "SQLite"]]),
        F("clap", "Argument parsing uses clap (4.5) with the derive API.", "decision", "user", ["clap", "derive"]),
        F("msrv", "MSRV stays at Rust 1.74 (Debian stable).", "config", "user", ["1.74"]),
        F("error-style", "Error messages are lowercase with no trailing period, like rustc's.", "convention",
          "user", [["error messages", "error message"], "lowercase"], remember=True),
        F("assert-cmd", "Every new subcommand gets an integration test under tests/cli/ using assert_cmd.",
          "rule", "user", [["assert_cmd", "assert cmd"], ["subcommand", "subcommands"]], remember=True),
    ],
    optional=[],
    questions=[
        Q("Why were imported amounts off by a cent?", "parsed as f64 and truncated; now rust_decimal",
          ["decimal-bug"]),
        Q("How do I run ledgerline's tests?", "cargo nextest run", ["nextest"]),
        Q("Should ledgerline store transactions in SQLite?", "no, plain text files stay the source of truth",
          ["no-database"]),
        Q("What do I need when adding a subcommand?", "an integration test in tests/cli using assert_cmd",
          ["assert-cmd"]),
    ],
)

ledger_typos = dict(
    id="h2-cx-ledgerline-typos", agent="codex", project=LEDGER, branch="main",
    start=datetime(2026, 10, 15, 22, 48, 2),
    about="nothing durable: typo fixes in help text, a one-off question about a test failure that was a flake "
          "of the moment, an env var used once for this run, chatter",
    agents_md="This is ledgerline, a plain-text accounting CLI.",
    steps=[
        ("u", "hey, late night mini session. someone opened an issue about typos in `ledgerline --help`. can you "
              "fix whatever you find"),
        ("t", "shell", {"command": "cargo run -q -- --help"},
         "Plain-text acounting for people who like their ledgers readable\n\nUsage: ledgerline <COMMAND>\n\nCommands:\n"
         "  import   Import a bank CSV into the journal\n  balance  Show balances per acount\n"
         "  report   Montly income and expenses\n  check    Verify the journal balances\n  help     Print this message"),
        ("a", "Three typos: \"acounting\", \"acount\", \"Montly\". Fixing them in `src/cli.rs`."),
        ("t", "apply_patch", "*** Begin Patch\n*** Update File: src/cli.rs\n@@\n-/// Plain-text acounting for people who like their ledgers readable\n"
                             "+/// Plain-text accounting for people who like their ledgers readable\n@@\n-    /// Show balances per acount\n"
                             "+    /// Show balances per account\n@@\n-    /// Montly income and expenses\n+    /// Monthly income and expenses\n*** End Patch",
         "Success. Updated the following files:\nM src/cli.rs"),
        ("u", "thx. also the issue says `report --month 2026-13` panics instead of an error. is that still true?"),
        ("t", "shell", {"command": "cargo run -q -- report --month 2026-13; echo exit=$?"},
         "error: invalid value '2026-13' for '--month <YYYY-MM>': month must be 1-12\n\nFor more information, try '--help'.\nexit=2"),
        ("a", "Not anymore: since the clap switch it's rejected with a clean error (exit code 2). The issue "
              "predates that change, so it can be closed with a link to the commit."),
        ("u", "ok. run the tests with RUST_LOG=debug just this once, I want to see what the balance test prints"),
        ("t", "shell", {"command": "RUST_LOG=debug cargo nextest run balance --no-capture 2>&1 | tail -8"},
         "DEBUG ledgerline::journal: loaded 3 files, 212 transactions\nDEBUG ledgerline::balance: 14 accounts\n"
         "        PASS [   0.014s] ledgerline balance::totals_per_account\n------------\n"
         "     Summary [   0.402s] 3 tests run: 3 passed, 0 skipped"),
        ("a", "It loads 3 journal files with 212 transactions and computes 14 accounts; the three balance tests "
              "pass."),
        ("u", "cool, thought so. ok commit the typo fix and I'm off to bed"),
        ("t", "shell", {"command": "git commit -qam 'help: fix three typos' && git log --oneline -1"},
         "0b77f21 help: fix three typos"),
        ("a", "Committed 0b77f21. Good night!"),
    ],
    facts=[],
    optional=[],
    questions=[],
)

SCRATCH = "/home/pat/scratch"

regex_help = dict(
    id="h2-cc-scratch-regex", agent="claude-code", project=SCRATCH, branch="main",
    start=datetime(2026, 10, 6, 17, 58, 21),
    about="nothing durable: explains a regex, a one-off rename of downloaded files, a symptom about a 1MB "
          "upload limit on some website, a 'just for today' port",
    steps=[
        ("u", "can you explain what this regex does? `^(?=.*\\d)(?=.*[a-z])(?!.*\\s).{12,}$`"),
        ("a", "It's a password-style check. Piece by piece:\n\n- `^` and `$` anchor it to the whole string.\n"
              "- `(?=.*\\d)` is a lookahead: somewhere there must be a digit.\n- `(?=.*[a-z])`: somewhere there "
              "must be a lowercase letter.\n- `(?!.*\\s)` is a negative lookahead: no whitespace anywhere.\n"
              "- `.{12,}`: at least 12 characters in total.\n\nSo: 12+ characters, at least one digit and one "
              "lowercase letter, no spaces. Note it doesn't require uppercase or symbols."),
        ("u", "ah ok makes sense. different thing: my Downloads folder has like 200 files called "
              "'IMG_2041 (1).jpg', 'IMG_2041 (2).jpg' etc from a phone export. rename them to "
              "photo-0001.jpg, photo-0002.jpg... sorted by modification time"),
        ("t", "Bash", {"command": "ls -tr ~/Downloads/IMG_*.jpg | head -5 && ls ~/Downloads/IMG_*.jpg | wc -l",
                       "description": "Preview files"},
         "/home/pat/Downloads/IMG_2041 (1).jpg\n/home/pat/Downloads/IMG_2041 (2).jpg\n/home/pat/Downloads/IMG_2043.jpg\n"
         "/home/pat/Downloads/IMG_2044 (1).jpg\n/home/pat/Downloads/IMG_2047.jpg\n214"),
        ("t", "Bash", {"command": "cd ~/Downloads && i=0; ls -tr IMG_*.jpg | while IFS= read -r f; do i=$((i+1)); "
                                  "mv -n -- \"$f\" \"$(printf 'photo-%04d.jpg' \"$i\")\"; done; ls photo-*.jpg | wc -l",
                       "description": "Rename by mtime"},
         "214"),
        ("a", "Renamed all 214 files to `photo-0001.jpg` … `photo-0214.jpg` in modification-time order (`mv -n` so "
              "nothing could be overwritten)."),
        ("u", "thanks!! also, random: that council website won't let me upload files over 1MB, is there a way "
              "to shrink a pdf from the command line"),
        ("a", "Ghostscript does it well:\n\n```\ngs -sDEVICE=pdfwrite -dCompatibilityLevel=1.6 -dPDFSETTINGS=/ebook "
              "-dNOPAUSE -dBATCH -sOutputFile=small.pdf big.pdf\n```\n\n`/ebook` downsamples images to 150 dpi, "
              "which usually gets scanned forms well under 1 MB; `/screen` (72 dpi) if it's still too big."),
        ("t", "Bash", {"command": "cd ~/Documents && gs -q -sDEVICE=pdfwrite -dPDFSETTINGS=/ebook -dNOPAUSE -dBATCH "
                                  "-sOutputFile=permit-small.pdf permit-application.pdf && ls -lh permit-*.pdf",
                       "description": "Shrink the PDF"},
         "-rw-r--r-- 1 pat pat 4.2M Oct  6 18:09 permit-application.pdf\n-rw-r--r-- 1 pat pat 612K Oct  6 18:10 permit-small.pdf"),
        ("a", "`permit-small.pdf` is 612 KB, down from 4.2 MB."),
        ("u", "perfect. last: serve this folder over http so I can grab the files from my phone, just for today, "
              "port 8000 is fine"),
        ("t", "Bash", {"command": "cd ~/Documents && timeout 5 python3 -m http.server 8000 --bind 0.0.0.0 || true",
                       "description": "Test a one-off file server"},
         "Serving HTTP on 0.0.0.0 port 8000 (http://0.0.0.0:8000/) ..."),
        ("a", "Run `python3 -m http.server 8000` in ~/Documents and open http://<your-laptop-ip>:8000 on the phone "
              "(same wifi). Stop it with Ctrl-C when you're done — it serves everything in the folder to anyone "
              "on the network."),
        ("u", "got it, thx, bye"),
    ],
    facts=[],
    optional=[],
    questions=[],
)

saffron_chat = dict(
    id="h2-cc-saffron-questions", agent="claude-code", project="/home/lin/saffron", branch="main",
    start=datetime(2026, 11, 18, 14, 2, 50),
    about="nothing durable: code reading questions, a one-off SQL count for this month's newsletter, a draft "
          "announcement, an assistant suggestion nobody takes up, chatter",
    steps=[
        ("u", "hiya. I'm writing the monthly newsletter. how many recipes were added in october? just need the "
              "number"),
        ("t", "Bash", {"command": "psql \"$DATABASE_URL\" -Atc \"select count(*) from recipes where created_at >= "
                                  "'2026-10-01' and created_at < '2026-11-01'\"", "description": "Count October recipes"},
         "137"),
        ("a", "137 recipes were added in October 2026."),
        ("u", "and the top 3 most-saved ones from october?"),
        ("t", "Bash", {"command": "psql \"$DATABASE_URL\" -Atc \"select r.title, count(*) from saves s join recipes r on "
                                  "r.id = s.recipe_id where r.created_at >= '2026-10-01' and r.created_at < '2026-11-01' "
                                  "group by 1 order by 2 desc limit 3\"", "description": "Top saved"},
         "Smoky aubergine flatbreads|412\nBrown butter pear galette|388\nOne-pot miso mushroom orzo|351"),
        ("a", "1. Smoky aubergine flatbreads — 412 saves\n2. Brown butter pear galette — 388\n3. One-pot miso "
              "mushroom orzo — 351"),
        ("u", "love the galette one. what does `src/lib/server/search.ts` actually do with the query string? I "
              "didn't write it"),
        ("t", "Read", {"file_path": "/home/lin/saffron/src/lib/server/search.ts"},
         "     1\timport { sql } from 'drizzle-orm';\n     2\timport { db } from './db';\n     3\t\n"
         "     4\texport async function searchRecipes(q: string, limit = 20) {\n     5\t  const query = q.trim().slice(0, 200);\n"
         "     6\t  if (!query) return [];\n     7\t  return db.execute(sql`\n     8\t    SELECT id, title, ts_rank(search, "
         "websearch_to_tsquery('simple', unaccent(${query}))) AS rank\n"),
        ("a", "It trims the input and caps it at 200 characters, returns nothing for an empty query, and otherwise "
              "turns the text into a tsquery with `websearch_to_tsquery` — so quotes make phrases and a leading "
              "`-` excludes a word — after stripping accents. Results are ranked with `ts_rank` and limited to 20. "
              "If you wanted, we could add search analytics to see which queries return nothing."),
        ("u", "ok cool. can you draft two sentences for the newsletter announcing that search exists now? "
              "friendly, not salesy"),
        ("a", "\"You can now search every recipe on saffron by name, ingredient or tag — try 'leek' or "
              "'no-oven'. It even forgives a missing accent, so crème brûlée is just a 'creme brulee' away.\""),
        ("u", "haha good. thanks, that's all I needed. the weather here is awful btw, third week of rain"),
        ("a", "Sounds like prime galette weather. Good luck with the newsletter!"),
    ],
    facts=[],
    optional=[],
    questions=[],
)

SESSIONS = [ledgerline, ledger_typos, regex_help, saffron_chat]
