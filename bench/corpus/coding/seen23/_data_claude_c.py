"""h23 Claude Code sessions, part c: a pool timeout explained at length, Swift questions, a Clojure team morning."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

SAND = "/home/dev/sandpiper"
LANTERN = "/home/dev/lanternpost"
MARIGOLD = "/home/dev/marigold"

SESSIONS = [
    {
        "id": "h23-cc-sandpiper-pool",
        "project": SAND,
        "start": datetime(2026, 11, 16, 9, 0),
        "about": "Rust GPS ingest; PoolTimedOut on Sunday peaks; root cause in a long reply with headings and bullets, "
                 "confirmed; semaphore explicitly declined; rule asked in Spanish-flavoured English ('remember this for "
                 "always')",
        "steps": [
            ("user", "Hola! The ingest of sandpiper gets stuck every Sunday evening when the cycling club uploads the rides "
                     "of the weekend. The log is full of `pool timed out while waiting for an open connection`. Can you "
                     "look what happens?"),
            bash("journalctl -u sandpiper --since '2026-11-15 17:55' --until '2026-11-15 18:10' | "
                 "grep -E 'PoolTimedOut|upload' | head -6",
                 "Nov 15 18:01:12 sp1 sandpiper[812]: upload track=ride-44121 bytes=2210342 took=13.9s\n"
                 "Nov 15 18:01:14 sp1 sandpiper[812]: ERROR ingest failed: error returned from database: PoolTimedOut\n"
                 "Nov 15 18:01:14 sp1 sandpiper[812]: ERROR ingest failed: error returned from database: PoolTimedOut\n"
                 "Nov 15 18:01:15 sp1 sandpiper[812]: upload track=ride-44130 bytes=1180422 took=9.2s\n"
                 "Nov 15 18:01:19 sp1 sandpiper[812]: ERROR ingest failed: error returned from database: PoolTimedOut\n"
                 "Nov 15 18:01:21 sp1 sandpiper[812]: upload track=ride-44133 bytes=640980 took=7.7s\n"),
            tool("Read", {"file_path": f"{SAND}/src/ingest.rs"},
                 "pub async fn ingest(pool: &PgPool, body: Bytes) -> Result<TrackId> {\n"
                 "    let mut tx = pool.begin().await?;\n"
                 "    let track = gpx::read(body.reader())?;\n"
                 "    let simplified = simplify::rdp(&track, 0.00001);\n"
                 "    let id = insert_track(&mut tx, &simplified).await?;\n"
                 "    insert_points(&mut tx, id, &simplified).await?;\n"
                 "    tx.commit().await?;\n    Ok(id)\n}\n"),
            tool("Read", {"file_path": f"{SAND}/src/db.rs"},
                 "pub async fn pool(url: &str) -> Result<PgPool> {\n    Ok(PgPoolOptions::new()\n"
                 "        .max_connections(10)\n        .acquire_timeout(Duration::from_secs(5))\n"
                 "        .connect(url).await?)\n}\n"),
            bash("cargo run --release --bin replay -- fixtures/sunday-2026-11-15/",
                 "replaying 32 uploads, 4 worker threads, pool max_connections=10\n  PoolTimedOut: 21\n"
                 "  slowest gpx::read + rdp: 3.9s (ride-44121, 2.2 MB)\n  median ingest: 8.4s\n"),
            ("assistant", "The replay reproduces it: 21 of 32 uploads fail.\n\n"
                          "## What happens on Sunday evening\n\n"
                          "- `ingest` calls `pool.begin()` **first**, then parses the GPX and runs the Ramer-Douglas-Peucker "
                          "simplification.\n"
                          "- `gpx::read` and `simplify::rdp` are synchronous CPU work (up to 3.9 s for a 2.2 MB ride) and "
                          "they run directly on a tokio worker thread.\n"
                          "- The transaction holds its pooled connection the whole time while doing no database work.\n\n"
                          "## Why the pool times out\n\n"
                          "- With 10 connections and ~30 uploads arriving together, all 10 connections are soon held by "
                          "transactions that are busy parsing.\n"
                          "- The other uploads wait in `acquire()`; after the 5 s `acquire_timeout` they fail with "
                          "`PoolTimedOut`.\n"
                          "- The 4 worker threads are blocked by the parsing as well, so even transactions that are done "
                          "parsing wait to be polled before they can commit. That is why it degrades so quickly.\n\n"
                          "## Fix\n\n"
                          "1. Run parse + simplify in `tokio::task::spawn_blocking`, **before** `pool.begin()`.\n"
                          "2. Keep the transaction only around the inserts.\n"
                          "3. Optionally, limit concurrent parses with a `Semaphore` (say 4) so a burst can't fill the "
                          "blocking pool.\n\n"
                          "## Not the cause\n\n"
                          "- Pool size: raising `max_connections` would only move the point where it breaks.\n"
                          "- Postgres itself: its CPU stays under 20% during the replay."),
            ("user", "Yes, is exactly this, the times match the peak of Sunday. Do 1 and 2. The semaphore no, not for now."),
            tool("Edit", {"file_path": f"{SAND}/src/ingest.rs",
                          "old_string": "    let mut tx = pool.begin().await?;\n"
                                        "    let track = gpx::read(body.reader())?;\n"
                                        "    let simplified = simplify::rdp(&track, 0.00001);\n",
                          "new_string": "    let simplified = tokio::task::spawn_blocking(move || -> Result<Track> {\n"
                                        "        let track = gpx::read(body.reader())?;\n"
                                        "        Ok(simplify::rdp(&track, 0.00001))\n    }).await??;\n"
                                        "    let mut tx = pool.begin().await?;\n"},
                 "The file has been updated."),
            bash("cargo test --release && cargo run --release --bin replay -- fixtures/sunday-2026-11-15/",
                 "test result: ok. 27 passed; 0 failed; 0 ignored\n\n"
                 "replaying 32 uploads, 4 worker threads, pool max_connections=10\n  PoolTimedOut: 0\n"
                 "  median ingest: 0.9s, p95 1.6s\n"),
            ("assistant", "No timeouts in the replay any more; median ingest went from 8.4 s to 0.9 s. Each transaction now "
                          "lives only for the two inserts."),
            ("user", "Very good. Please, remember this for always: never we do CPU work inside a transaction. First we "
                     "parse and calculate, after we open the transaction only for the writes. This is for all our "
                     "services, not only sandpiper."),
            ("assistant", "Understood: parse and compute first, then open the transaction only for the writes, in every "
                          "service."),
            ("user", "Commit with a message that explains it, gracias"),
            bash("git commit -am 'ingest: parse and simplify in spawn_blocking before opening the transaction' "
                 "-m 'The transaction held a pooled connection during CPU-bound GPX parsing and RDP, which exhausted the "
                 "pool (PoolTimedOut) on Sunday peaks.'",
                 "[main 81c0d4e] ingest: parse and simplify in spawn_blocking before opening the transaction\n"
                 " 1 file changed, 5 insertions(+), 3 deletions(-)\n"),
        ],
        "facts": [
            fact("pool-cause", "Sunday ingest hit PoolTimedOut because ingest opened the transaction (pool.begin) before "
                               "the synchronous GPX parse and RDP simplification, which held pooled connections and "
                               "blocked the tokio workers.",
                 "bugfix", "assistant", ["PoolTimedOut", ["pool.begin", "transaction"]]),
            fact("spawn-blocking", "Fix: parse and simplify run in tokio::task::spawn_blocking before pool.begin(); the "
                                   "transaction only wraps the inserts.",
                 "bugfix", "assistant", ["spawn_blocking", "inserts"]),
            fact("no-cpu-in-tx", "Never do CPU work inside a transaction: parse and calculate first, then open the "
                                 "transaction only for the writes; this holds for all services.",
                 "rule", "user", ["CPU", "transaction"], remember=True),
        ],
        "optional": [
            opt("no-semaphore", "A Semaphore to limit concurrent parses was declined for now.", ["Semaphore"]),
            opt("not-pool-size", "Raising max_connections would only move the point where it breaks.",
                ["max_connections"]),
        ],
        "questions": [
            q("Why did sandpiper's ingest hit PoolTimedOut on Sunday evenings?",
              "ingest calls pool.begin() first, then parses the GPX; the transaction holds its pooled connection the whole time",
              ["pool-cause"]),
            q("How was the sandpiper ingest stall fixed?", "parse and simplify in spawn_blocking before pool.begin()",
              ["spawn-blocking"]),
            q("What is the rule about CPU work and transactions?",
              "first parse and calculate, then open the transaction only for the writes", ["no-cpu-in-tx"]),
        ],
    },
    {
        "id": "h23-cc-lantern-questions",
        "project": LANTERN,
        "start": datetime(2026, 11, 17, 18, 5),
        "about": "nothing durable: Swift questions (actors vs locks, Sendable warnings, SwiftData contexts), general advice "
                 "nobody adopts, 'always the same with this lib', 'remember when ... lol'",
        "steps": [
            ("user", "not a task, just confused. what's the actual difference between an actor and a class with a lock in "
                     "Swift? the lanternpost code has both and I never know which one to write"),
            ("assistant", "Both protect mutable state from concurrent access; the difference is how callers wait.\n\n"
                          "- A **class with a lock** (`NSLock`, `OSAllocatedUnfairLock`) blocks the calling thread while "
                          "another thread holds the lock. Calls stay synchronous, which is handy from old code, but nothing "
                          "stops you from forgetting the lock on one property.\n"
                          "- An **actor** makes the compiler enforce isolation: from outside, every access is `await`, and "
                          "the caller suspends instead of blocking a thread. The catch is reentrancy: across an `await` "
                          "inside the actor, other calls can run, so state may change between two lines.\n\n"
                          "A usual rule of thumb: new async code gets actors; tiny synchronous caches called from "
                          "everywhere can stay lock-based."),
            ("user", "and Sendable? since we flipped strict concurrency to complete xcode shows me a wall of warnings"),
            bash("grep -c 'warning: .*Sendable' build/lanternpost-build.log",
                 "41\n"),
            ("assistant", "41 of them. `Sendable` marks a type as safe to pass between concurrency domains (tasks, actors). "
                          "Value types whose fields are all Sendable get it for free; classes only if they're final and "
                          "immutable, or if you vouch for them with `@unchecked Sendable`. With strict concurrency set to "
                          "complete, the compiler checks every crossing, so old code lights up. You should always start "
                          "with the warnings in your own model types, because fixing those usually clears the ones in the "
                          "views that use them."),
            ("user", "SwiftData again in half of them. always the same with this lib"),
            ("assistant", "That's common: `ModelContext` and model objects aren't Sendable, so passing a model into a "
                          "`Task` or another actor warns. The usual pattern is to pass the `PersistentIdentifier` across "
                          "and fetch the object again in a context that belongs to the receiving actor, e.g. one created "
                          "in a `@ModelActor`."),
            ("user", "ok that helps. remember when we thought async/await would make all this simple lol"),
            ("assistant", "Ha, it did make the easy part easy. The hard part just moved into the compiler's warnings."),
            ("user", "nah that's all, I'll read the migration guide tonight. thanks"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h23-cc-marigold-store",
        "project": MARIGOLD,
        "start": datetime(2026, 11, 18, 9, 40),
        "about": "Clojure seed catalogue; long paragraphs mixing three topics; flaky test from a missing ORDER BY; "
                 "namespace rename; 'for the record' rule in the middle of a paragraph; kaocha question (explanation "
                 "only); 'always the same with this lib'; clj-kondo config",
        "steps": [
            ("user", "Morning! Sorry, wall of text incoming, three unrelated things. First: the catalog search test keeps "
                     "failing on CI roughly one run in five, it's search-by-latin-name-test, and I have a feeling it "
                     "depends on the order the rows come back from Postgres, because I don't think we ever sort anything "
                     "there. Second, Priya and I agreed yesterday on the namespace thing: the persistence namespaces get "
                     "renamed from marigold.db.* to marigold.store.*, and for the record, nothing outside marigold.store.* "
                     "requires next.jdbc directly anymore, every query goes through a store function, so when we swap the "
                     "connection pool or add tracing there's exactly one place to touch. Third, completely unrelated, I'm "
                     "off on Thursday, so if the release isn't out by Wednesday evening it just waits until Monday, no "
                     "stress."),
            tool("Read", {"file_path": f"{MARIGOLD}/src/marigold/db/catalog.clj"},
                 "(defn search-by-latin-name [ds q]\n"
                 "  (sql/query ds [\"select id, latin_name, common_name from seeds where latin_name ilike ?\"\n"
                 "                 (str \"%\" q \"%\")]\n             {:builder-fn rs/as-unqualified-maps}))\n"),
            tool("Read", {"file_path": f"{MARIGOLD}/test/marigold/catalog_search_test.clj"},
                 "(deftest search-by-latin-name-test\n"
                 "  (is (= [\"Calendula arvensis\" \"Calendula officinalis\" \"Calendula officinalis\"]\n"
                 "         (map :latin_name (catalog/search-by-latin-name ds \"calendula\")))))\n"),
            ("assistant", "Your feeling is right: the query has no ORDER BY, so Postgres returns rows in whatever order is "
                          "cheapest, and that changes after updates and autovacuum. The test compares an ordered vector. "
                          "Two ways out: sort in the query, or compare sets in the test. The first one also changes what "
                          "the UI gets."),
            ("user", "Sort in the query, not in the test: the UI shows the search results in exactly that order anyway, "
                     "latin_name and then id as a tie-breaker for the two Calendula officinalis varieties, so that's real "
                     "behaviour we want and not just a test fix. For the rename, please do it as its own commit after the "
                     "test fix, reviewers here hate diffs that mix a rename with a behaviour change and they'll bounce the "
                     "PR. And a question while you're at it, because I always forget: does ^:focus work as metadata "
                     "directly on a deftest with kaocha, or do I have to configure something in tests.edn first?"),
            tool("Edit", {"file_path": f"{MARIGOLD}/src/marigold/db/catalog.clj",
                          "old_string": "from seeds where latin_name ilike ?\"",
                          "new_string": "from seeds where latin_name ilike ? order by latin_name, id\""},
                 "The file has been updated."),
            bash("for i in $(seq 30); do clojure -M:test --focus marigold.catalog-search-test 2>&1 | tail -1; done | "
                 "sort | uniq -c",
                 "     30 1 tests, 1 assertions, 0 failures.\n"),
            ("assistant", "30 runs in a row, all green. About kaocha: `^:focus` on a `deftest` does nothing by itself. "
                          "Either run with `--focus-meta :focus` on the command line, or add "
                          "`:kaocha.filter/focus-meta [:focus]` to the test suite in tests.edn; after that, tagging a "
                          "deftest with `^:focus` runs only the tagged ones."),
            bash("git commit -am 'catalog: order latin name search by latin_name, id (fixes flaky test)'",
                 "[main 3aa90c1] catalog: order latin name search by latin_name, id (fixes flaky test)\n"
                 " 1 file changed, 1 insertion(+), 1 deletion(-)\n"),
            bash("git mv src/marigold/db src/marigold/store && rg -l 'marigold\\.db' src test | xargs sed -i "
                 "'s/marigold\\.db\\./marigold.store./g' && rg -l 'next\\.jdbc' src | grep -v '^src/marigold/store/'",
                 "src/marigold/web/admin.clj\nsrc/marigold/jobs/reindex.clj\n"),
            ("assistant", "Rename done. Two namespaces outside marigold.store still require next.jdbc directly: "
                          "marigold.web.admin (two `sql/query` calls for the supplier list) and marigold.jobs.reindex. "
                          "Under your rule those queries move into marigold.store.admin and marigold.store.catalog."),
            ("user", "yes. always the same with this lib, everybody grabs next.jdbc.sql because it's right there. move them, "
                     "and can clj-kondo catch it next time?"),
            tool("Edit", {"file_path": f"{MARIGOLD}/.clj-kondo/config.edn",
                          "old_string": "{:linters {}}",
                          "new_string": "{:ns-groups [{:pattern \"marigold\\\\.store\\\\..*\" :name store}]\n"
                                        " :linters {:discouraged-namespace\n"
                                        "           {next.jdbc {:message \"use a marigold.store function\"}\n"
                                        "            next.jdbc.sql {:message \"use a marigold.store function\"}}}\n"
                                        " :config-in-ns {store {:linters {:discouraged-namespace {:level :off}}}}}"},
                 "The file has been updated."),
            bash("clj-kondo --lint src test && clojure -M:test",
                 "linting took 812ms, errors: 0, warnings: 0\n--- unit (clojure.test) ---------------------------\n"
                 "94 tests, 301 assertions, 0 failures.\n"),
            ("assistant", "Moved both, and clj-kondo now warns through `:discouraged-namespace` when next.jdbc is required "
                          "outside the `store` ns-group. Lint and all 94 tests are clean."),
            bash("git add -A && git commit -m 'rename marigold.db.* to marigold.store.*; next.jdbc only inside store'",
                 "[main 6c02f7d] rename marigold.db.* to marigold.store.*; next.jdbc only inside store\n"
                 " 23 files changed, 71 insertions(+), 58 deletions(-)\n"),
            ("user", "perfect, two clean commits. thanks!"),
        ],
        "facts": [
            fact("order-by", "search-by-latin-name-test was flaky because the query had no ORDER BY; the search now orders "
                             "by latin_name, then id (the order the UI shows).",
                 "bugfix", "user", ["ORDER BY", "latin_name"]),
            fact("store-namespaces", "Persistence namespaces are renamed from marigold.db.* to marigold.store.* (agreed "
                                     "with Priya).",
                 "decision", "user", ["marigold.store", "marigold.db"]),
            fact("next-jdbc-store-only", "Nothing outside marigold.store.* requires next.jdbc directly; every query goes "
                                         "through a store function.",
                 "rule", "user", ["next.jdbc", "marigold.store"], remember=True),
            fact("kondo-discouraged", "clj-kondo's :discouraged-namespace flags next.jdbc outside the marigold.store "
                                      "ns-group (.clj-kondo/config.edn).",
                 "config", "assistant", ["discouraged-namespace", "clj-kondo"]),
            fact("rename-own-commit", "A rename goes in its own commit, never mixed with a behaviour change; reviewers "
                                      "bounce mixed diffs.",
                 "convention", "user", ["rename", "own commit"]),
        ],
        "optional": [
            opt("kaocha-focus", "kaocha: ^:focus needs --focus-meta :focus or :kaocha.filter/focus-meta in tests.edn.",
                ["focus-meta"]),
            opt("ns-groups", "The store ns-group is defined with :ns-groups in .clj-kondo/config.edn.", ["ns-groups"]),
        ],
        "questions": [
            q("Why was search-by-latin-name-test flaky?", "the query has no ORDER BY", ["order-by"]),
            q("In what order does marigold's latin name search return results?", "latin_name, then id", ["order-by"]),
            q("Which namespaces may require next.jdbc in marigold?", "only marigold.store.*", ["next-jdbc-store-only"]),
        ],
    },
]
