"""h21 Claude Code sessions, part A: a release prepared, a hotfix, feature flags."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

KELP = "/home/dev/kelpwatch"
FERRY = "/home/dev/ferryhop"
LICHEN = "/home/dev/lichenbase"

RELEASE_PREP = {
    "id": "h21-cc-release-prep",
    "project": KELP,
    "branch": "main",
    "start": datetime(2026, 11, 2, 9, 14, 0),
    "about": "long-paragraph person prepares kelpwatch 3.4.0; checklist dictated with a remember item inside it; "
             "tag rule said 'for the record'; chatter about coffee",
    "steps": [
        ("user", "Morning. So this is release week for kelpwatch and I'd like to get the 3.4.0 release prepared "
                 "today rather than on Thursday when everyone is panicking. I haven't had coffee yet so bear with "
                 "me. What I want from you first is a look at what has landed on main since 3.3.2 so we can work "
                 "out whether this really is a minor release or whether something in there is breaking for the "
                 "buoy firmware people, because the last time we guessed we guessed wrong and they were unhappy."),
        bash("git log --oneline v3.3.2..HEAD",
             "9f1c2ab Add salinity drift correction to ingest pipeline\n"
             "41de0a7 Buoy heartbeat: accept firmware 7.x payloads\n"
             "a83b1f0 Dashboard: kelp canopy overlay uses new tile source\n"
             "2c7e9d1 Bump phoenix_live_view to 0.20.17\n"
             "e11f4c3 Fix: tide table import skipped leap-second rows\n"
             "7bb0a92 Telemetry: rename :buoy_rx_bytes metric to :buoy_rx_bytes_total\n"
             "55aa013 Docs: harvesting calendar screenshots\n"),
        ("assistant", "Seven commits since v3.3.2. Most are additive (salinity drift correction, firmware 7.x "
                      "payloads accepted, the canopy overlay, the leap-second import fix). The one that could "
                      "bite someone downstream is 7bb0a92: renaming the `:buoy_rx_bytes` metric to "
                      "`:buoy_rx_bytes_total` breaks any Grafana panel or alert that queries the old name. The "
                      "buoy firmware itself is unaffected, since the heartbeat change only widens what we accept. "
                      "So for the firmware people this is a minor release; for whoever owns dashboards it's a "
                      "rename worth calling out loudly in the changelog."),
        ("user", "Right, the metric rename is exactly the sort of thing I was worried about, thank you. Let's "
                 "still call it 3.4.0 since the public API and the firmware protocol are unchanged, but the "
                 "changelog needs a proper warning. On the subject of the changelog, this is the convention and "
                 "I'd like it to stick: we keep CHANGELOG.md in the Keep a Changelog layout, newest release at the "
                 "top, an Unreleased section that people append to in every PR, and anything that can break a "
                 "consumer goes under a heading called 'Heads-up' at the very top of that release's entry, above "
                 "Added and Fixed. We invented the Heads-up heading after the last fiasco and I want it used "
                 "consistently. Can you bump the version and move Unreleased into a 3.4.0 entry dated today?"),
        tool("Read", {"file_path": f"{KELP}/mix.exs"},
             "defmodule Kelpwatch.MixProject do\n  use Mix.Project\n\n  def project do\n    [\n"
             "      app: :kelpwatch,\n      version: \"3.3.2\",\n      elixir: \"~> 1.16\",\n"
             "      start_permanent: Mix.env() == :prod,\n      deps: deps()\n    ]\n  end\n"),
        tool("Edit", {"file_path": f"{KELP}/mix.exs", "old_string": "version: \"3.3.2\"",
                      "new_string": "version: \"3.4.0\""}, "The file has been updated."),
        tool("Edit", {"file_path": f"{KELP}/CHANGELOG.md", "old_string": "## [Unreleased]",
                      "new_string": "## [Unreleased]\n\n## [3.4.0] - 2026-11-02\n\n### Heads-up\n"
                                    "- Metric `:buoy_rx_bytes` is now `:buoy_rx_bytes_total`; update dashboards and alerts."},
             "The file has been updated."),
        ("assistant", "Done: `mix.exs` is at 3.4.0, and CHANGELOG.md has a `[3.4.0] - 2026-11-02` entry with the "
                      "Heads-up section first (the metric rename), then Added (salinity drift correction, "
                      "firmware 7.x heartbeats, canopy overlay) and Fixed (leap-second rows). Unreleased is empty "
                      "again above it."),
        ("user", "Lovely. Now, I'm going to dictate the release checklist because it lives in my head and in "
                 "nobody else's, and that has to stop. Write it into RELEASING.md as I say it:\n\n"
                 "1. Run `mix test --include hardware_sim` on a clean checkout, not your working copy.\n"
                 "2. Check the Heads-up section exists even if it just says 'nothing breaking'.\n"
                 "3. Remember for next release: the Grafana dashboards repo gets its PR merged *before* we tag, "
                 "never after, because the dashboards read the new metric names the moment the deploy lands.\n"
                 "4. Tag, push the tag, let CI build the release image.\n"
                 "5. Post in #kelp-ops with the changelog link.\n\n"
                 "That's it. Item 3 is the one I always forget, so please actually keep hold of it."),
        tool("Write", {"file_path": f"{KELP}/RELEASING.md",
                       "content": "# Releasing kelpwatch\n\n1. mix test --include hardware_sim on a clean checkout\n"
                                  "2. Heads-up section present\n3. Merge the Grafana dashboards PR before tagging\n"
                                  "4. Tag, push, CI builds the image\n5. Post in #kelp-ops\n"},
             "File created successfully at: /home/dev/kelpwatch/RELEASING.md"),
        ("assistant", "RELEASING.md is written with the five steps. I've kept item 3 worded as you said it: the "
                      "Grafana dashboards PR is merged before the tag is pushed, never after. Shall I run step 1 "
                      "now on a clean worktree?"),
        ("user", "Yes please, use a throwaway worktree under /tmp."),
        bash("git worktree add /tmp/kelp-rel main && cd /tmp/kelp-rel && mix deps.get >/dev/null && mix test --include hardware_sim",
             "Compiling 84 files (.ex)\nGenerated kelpwatch app\nRunning ExUnit with seed: 40211, max_cases: 16\n"
             "Including tags: [:hardware_sim]\n\n..........................................................\n"
             "..............................\n\nFinished in 21.4 seconds (3.1s async, 18.3s sync)\n"
             "312 tests, 0 failures\n"),
        ("assistant", "312 tests, 0 failures with the hardware simulator included, on the clean worktree. Ready to "
                      "tag whenever the dashboards PR is in."),
        ("user", "The dashboards PR went in ten minutes ago, Maelis merged it. For the record, our tags are "
                 "always the bare version with a lowercase v in front, so v3.4.0, never kelpwatch-3.4.0 and never "
                 "3.4.0 on its own; the CI release job only triggers on tags matching v*.*.* and someone lost an "
                 "afternoon to that in the spring. Go ahead and create an annotated tag and push it."),
        bash("git tag -a v3.4.0 -m 'kelpwatch 3.4.0' && git push origin v3.4.0",
             "To github.com:kelp-coop/kelpwatch.git\n * [new tag]         v3.4.0 -> v3.4.0\n"),
        ("assistant", "Annotated tag v3.4.0 is pushed; the release workflow should pick it up now. I'll leave the "
                      "#kelp-ops post to you since it goes out under your name."),
        ("user", "Perfect. Coffee now. Thank you, that was far less painful than usual."),
    ],
    "facts": [
        fact("version-340", "The release after 3.3.2 is kelpwatch 3.4.0, a minor release: the firmware protocol and public API are unchanged.",
             "decision", "user", ["3.4.0"]),
        fact("metric-rename", "Metric :buoy_rx_bytes was renamed to :buoy_rx_bytes_total in 3.4.0, which breaks dashboards and alerts using the old name.",
             "fact", "assistant", ["buoy_rx_bytes_total"]),
        fact("changelog-heads-up", "CHANGELOG.md follows Keep a Changelog with an Unreleased section appended in every PR; breaking items go under a 'Heads-up' heading at the top of each release entry.",
             "convention", "user", ["Heads-up", "CHANGELOG.md"]),
        fact("dashboards-before-tag", "Release rule: merge the Grafana dashboards repo PR before tagging, never after, because dashboards read new metric names as soon as the deploy lands.",
             "rule", "user", ["dashboards", "before"], remember=True),
        fact("tag-naming", "Release tags are the bare version with a lowercase v (v3.4.0), never kelpwatch-3.4.0 or 3.4.0; CI's release job only triggers on tags matching v*.*.*.",
             "convention", "user", ["v3.4.0", "tag"], remember=True),
    ],
    "optional": [
        opt("releasing-md", "The release checklist lives in RELEASING.md.", ["RELEASING.md"]),
        opt("hardware-sim", "Release tests run as mix test --include hardware_sim on a clean checkout.", ["hardware_sim"]),
        opt("kelp-ops", "Releases are announced in #kelp-ops with the changelog link.", ["kelp-ops"]),
    ],
    "questions": [
        q("What version number did the release after 3.3.2 get?", "3.4.0", ["version-340"]),
        q("When must the Grafana dashboards PR be merged relative to the tag?", "before tagging, never after", ["dashboards-before-tag"]),
        q("How are release tags named?", "v3.4.0, lowercase v, bare version", ["tag-naming"]),
        q("Where do breaking changes go in the changelog?", "Heads-up heading at the top of the release entry", ["changelog-heads-up"]),
    ],
}

HOTFIX = {
    "id": "h21-cc-hotfix",
    "project": FERRY,
    "branch": "hotfix/seat-holds",
    "start": datetime(2026, 11, 3, 17, 42, 0),
    "about": "terse lowercase person, prod incident; first guess (cache TTL) wrong; real cause in logs: the "
             "hold-expiry cron runs in both pods; fix with a Postgres advisory lock; follow-up rule; "
             "'note that this log is truncated' near-miss",
    "steps": [
        ("user", "prod. bookings failing. 'seat already held' on empty sailings. help"),
        ("assistant", "On it. A 'seat already held' error on an empty sailing usually means the hold record is "
                      "stale. My first suspicion is the Redis hold cache: if the TTL on `seat_hold:*` keys is "
                      "longer than the hold window, a released seat would still look held. Let me check the TTL."),
        bash("grep -rn 'seat_hold' src/ferryhop/holds/*.cr | head",
             "src/ferryhop/holds/cache.cr:12:  KEY = \"seat_hold:%s:%s\"\n"
             "src/ferryhop/holds/cache.cr:19:    redis.set(key, hold.id, ex: HOLD_TTL)\n"
             "src/ferryhop/holds/cache.cr:4:  HOLD_TTL = 600\n"),
        ("assistant", "TTL is 600 seconds, which matches the 10-minute hold window, so the cache isn't "
                      "outliving the hold. That theory's out. Can you paste the app log from around a failure?"),
        ("user", "note that this log is truncated, only got the last bit\n\n"
                 "17:31:02 pod=ferryhop-7c9d-a cron=expire_holds start\n"
                 "17:31:02 pod=ferryhop-7c9d-b cron=expire_holds start\n"
                 "17:31:03 pod=ferryhop-7c9d-a released 41 holds\n"
                 "17:31:03 pod=ferryhop-7c9d-b released 38 holds\n"
                 "17:31:03 pod=ferryhop-7c9d-b ERROR hold 88213 release: row version mismatch, reinserted\n"
                 "17:31:03 pod=ferryhop-7c9d-b ERROR hold 88219 release: row version mismatch, reinserted\n"
                 "17:31:04 pod=ferryhop-7c9d-a cron=expire_holds done"),
        ("assistant", "That's it: both pods run `expire_holds` at the same second. Since last week's scale-up to "
                      "two replicas, the in-process scheduler starts in every pod. When pod b tries to release a "
                      "hold pod a already released, it hits the row version mismatch, and the error path "
                      "*reinserts* the hold — so freed seats come back as held with nobody attached. That's the "
                      "root cause; the cache was a red herring.\n\nFix options: (1) take a Postgres advisory "
                      "lock at the start of the job so only one pod runs it, (2) move the cron out of the app. "
                      "(1) is a few lines and safe to ship tonight."),
        ("user", "1. go"),
        tool("Edit", {"file_path": f"{FERRY}/src/ferryhop/jobs/expire_holds.cr",
                      "old_string": "def run\n",
                      "new_string": "def run\n    return unless DB.try_advisory_lock(LOCK_EXPIRE_HOLDS)\n"},
             "The file has been updated."),
        tool("Edit", {"file_path": f"{FERRY}/src/ferryhop/holds/release.cr",
                      "old_string": "rescue VersionMismatch\n      reinsert(hold)",
                      "new_string": "rescue VersionMismatch\n      Log.warn { \"hold #{hold.id} already released\" }"},
             "The file has been updated."),
        bash("crystal spec spec/jobs/expire_holds_spec.cr",
             "..F\n\nFailures:\n\n  1) ExpireHolds runs once across two workers\n     Failure/Error: released.should eq 41\n"
             "       Expected: 41\n            got: 0\n\nFinished in 1.2 seconds\n3 examples, 1 failures"),
        ("assistant", "The new two-worker spec fails with 0 released: the advisory lock is never unlocked, so the "
                      "second run in the spec can't get it. Adding `ensure DB.advisory_unlock(LOCK_EXPIRE_HOLDS)`."),
        tool("Edit", {"file_path": f"{FERRY}/src/ferryhop/jobs/expire_holds.cr",
                      "old_string": "  end\nend",
                      "new_string": "  ensure\n    DB.advisory_unlock(LOCK_EXPIRE_HOLDS)\n  end\nend"},
             "The file has been updated."),
        bash("crystal spec spec/jobs/expire_holds_spec.cr",
             "...\n\nFinished in 1.1 seconds\n3 examples, 0 failures"),
        ("assistant", "Green. Two changes: `expire_holds` takes advisory lock `LOCK_EXPIRE_HOLDS` and releases it "
                      "in `ensure`; a version mismatch on release is logged instead of reinserting the hold. You'll "
                      "also want to clean up the ghost holds already in the table."),
        ("user", "ship it. then sql for the ghosts"),
        bash("git commit -am 'Hotfix: expire_holds runs in one pod (advisory lock); never reinsert on version mismatch' && git push",
             "[hotfix/seat-holds 3e0b7d1] Hotfix: expire_holds runs in one pod (advisory lock); never reinsert on version mismatch\n"
             " 3 files changed, 21 insertions(+), 3 deletions(-)\n"),
        ("assistant", "Pushed. For the ghosts:\n\n```sql\nDELETE FROM seat_holds\n WHERE customer_id IS NULL\n"
                      "   AND created_at < now() - interval '10 minutes';\n```"),
        ("user", "ran it. 212 rows. ok bookings work again\n\nrule from now on: no more cron jobs in the app "
                 "without a leader lock. any scheduled job, advisory lock or it doesnt merge"),
        ("assistant", "Understood: every scheduled job in ferryhop takes a leader lock (the advisory lock "
                      "pattern) or it doesn't merge. I can add a check to the job base class later if you want."),
        ("user", "later. going home"),
    ],
    "facts": [
        fact("cause-two-pods", "Root cause of 'seat already held' on empty sailings: since scaling to two replicas the expire_holds cron ran in both pods, and the version-mismatch error path reinserted already-released holds.",
             "bugfix", "assistant", ["expire_holds", ["both pods", "two replicas"]]),
        fact("fix-advisory-lock", "Fix: expire_holds takes a Postgres advisory lock (LOCK_EXPIRE_HOLDS), released in ensure, so only one pod runs it.",
             "bugfix", "assistant", ["advisory lock", "expire_holds"]),
        fact("no-reinsert", "A version mismatch when releasing a hold is now logged, never reinserted.",
             "bugfix", "assistant", ["version mismatch", "reinsert"]),
        fact("leader-lock-rule", "Rule: no cron or scheduled job in the app without a leader lock (advisory lock), or it doesn't merge.",
             "rule", "user", ["leader lock"], remember=True),
    ],
    "optional": [
        opt("cache-not-cause", "The Redis seat_hold cache TTL (600 s) matches the hold window and was not the cause.", ["HOLD_TTL", "600"]),
        opt("ghost-cleanup", "212 ghost holds were deleted from seat_holds after the fix.", ["212"]),
    ],
    "questions": [
        q("Why did empty sailings report 'seat already held'?", "expire_holds cron ran in both pods and reinserted released holds", ["cause-two-pods"]),
        q("How does expire_holds avoid running twice?", "Postgres advisory lock, released in ensure", ["fix-advisory-lock"]),
        q("What is required before adding a scheduled job?", "a leader lock", ["leader-lock-rule"]),
    ],
}

FLAGS = {
    "id": "h21-cc-flags",
    "project": LICHEN,
    "branch": "chore/flag-cleanup",
    "start": datetime(2026, 11, 4, 10, 5, 0),
    "about": "feature flag cleanup: one removed, one kept for old iOS clients, naming rule as 'house rule:'; "
             "a third flag left alone with 'let's look next quarter'",
    "steps": [
        ("user", "hey, flag cleanup day. we've got way too many flags in lichenbase. can you list what's in "
                 "resources/flags.edn and where each is read"),
        tool("Read", {"file_path": f"{LICHEN}/resources/flags.edn"},
             "{:new-map-tiles     {:default true  :owner :maps}\n"
             " :offline-sync      {:default false :owner :mobile}\n"
             " :bulk-upload-v2    {:default true  :owner :data}\n"
             " :fancy-thallus-viz {:default false :owner :maps}}\n"),
        bash("grep -rn 'flag-on?' src/ | awk -F: '{print $1\": \"$3}' | sort | uniq -c",
             "      4 src/lichenbase/map/tiles.clj:  (flag-on? :new-map-tiles)\n"
             "      2 src/lichenbase/api/sync.clj:  (flag-on? :offline-sync)\n"
             "      1 src/lichenbase/ui/survey.cljs:  (flag-on? :offline-sync)\n"
             "      3 src/lichenbase/upload/core.clj:  (flag-on? :bulk-upload-v2)\n"
             "      1 src/lichenbase/viz/thallus.cljs:  (flag-on? :fancy-thallus-viz)\n"),
        ("assistant", "Four flags:\n\n| flag | default | read in |\n|---|---|---|\n"
                      "| `:new-map-tiles` | true | map/tiles.clj (4×) |\n| `:offline-sync` | false | api/sync.clj, ui/survey.cljs |\n"
                      "| `:bulk-upload-v2` | true | upload/core.clj (3×) |\n| `:fancy-thallus-viz` | false | viz/thallus.cljs |\n\n"
                      "`:new-map-tiles` has been true everywhere for a while; it's the obvious candidate to remove. "
                      "`:bulk-upload-v2` looks similar."),
        ("user", "yes kill new-map-tiles, it's been on in prod since june. delete the old tile path with it"),
        tool("Edit", {"file_path": f"{LICHEN}/src/lichenbase/map/tiles.clj",
                      "old_string": "(if (flag-on? :new-map-tiles)\n    (vector-tiles req)\n    (legacy-raster-tiles req))",
                      "new_string": "(vector-tiles req)"}, "The file has been updated."),
        bash("git rm src/lichenbase/map/legacy_raster.clj && lein test",
             "rm 'src/lichenbase/map/legacy_raster.clj'\n\nlein test lichenbase.map.tiles-test\n"
             "lein test lichenbase.api.sync-test\nlein test lichenbase.upload.core-test\n\n"
             "Ran 118 tests containing 402 assertions.\n0 failures, 0 errors.\n"),
        ("assistant", "`:new-map-tiles` is gone from flags.edn and tiles.clj, and legacy_raster.clj is deleted. "
                      "118 tests pass. Want me to do `:offline-sync` next? It's default false, so it looks dead."),
        ("user", "no, offline-sync stays. it looks dead but the iOS app 2.x still sends the old sync payload and "
                 "that flag is what routes it to the compat handler. we keep it until 2.x is under 5% of "
                 "sessions, mobile team tracks that. bulk-upload-v2 and thallus viz, leave them, i'll ask the "
                 "owners.\n\nhouse rule: flag names are kebab-case keywords prefixed with the owning team, like "
                 ":maps/fancy-thallus-viz, and every flag has an :expires date in flags.edn. no date, no flag."),
        ("assistant", "Noted on `:offline-sync`: kept while iOS 2.x sends the old sync payload, until 2.x drops "
                      "under 5% of sessions.\n\nFor the naming rule, the existing flags don't follow it yet. Should "
                      "I rename the remaining three now (`:mobile/offline-sync`, `:data/bulk-upload-v2`, "
                      "`:maps/fancy-thallus-viz`) and add `:expires`?"),
        ("user", "rename yes, expires only on offline-sync for now: 2027-03-31"),
        tool("Write", {"file_path": f"{LICHEN}/resources/flags.edn",
                       "content": "{:mobile/offline-sync      {:default false :owner :mobile :expires \"2027-03-31\"}\n"
                                  " :data/bulk-upload-v2      {:default true  :owner :data}\n"
                                  " :maps/fancy-thallus-viz   {:default false :owner :maps}}\n"},
             "The file has been updated."),
        bash("sed -i 's/:offline-sync/:mobile\\/offline-sync/; s/:bulk-upload-v2/:data\\/bulk-upload-v2/; s/:fancy-thallus-viz/:maps\\/fancy-thallus-viz/' $(grep -rl flag-on? src/) && lein test",
             "Ran 118 tests containing 402 assertions.\n0 failures, 0 errors.\n"),
        ("assistant", "Renamed all three call sites and flags.edn; `:mobile/offline-sync` has `:expires "
                      "\"2027-03-31\"`. Tests still pass. Also: we could add a startup check that fails when a "
                      "flag lacks `:expires`."),
        ("user", "let's look at that next quarter. commit pls"),
        bash("git commit -am 'Remove :new-map-tiles and legacy raster tiles; team-prefixed flag names'",
             "[chore/flag-cleanup 61a0c2e] Remove :new-map-tiles and legacy raster tiles; team-prefixed flag names\n"
             " 6 files changed, 14 insertions(+), 97 deletions(-)\n delete mode 100644 src/lichenbase/map/legacy_raster.clj\n"),
    ],
    "facts": [
        fact("remove-new-map-tiles", "The :new-map-tiles flag was removed (on in prod since June) along with the legacy raster tile path (legacy_raster.clj).",
             "decision", "user", ["new-map-tiles"]),
        fact("keep-offline-sync", "The offline-sync flag stays: iOS app 2.x still sends the old sync payload and the flag routes it to the compat handler; keep it until 2.x is under 5% of sessions.",
             "decision", "user", ["offline-sync", ["iOS", "2.x"]]),
        fact("flag-naming", "House rule: flag names are kebab-case keywords prefixed with the owning team (e.g. :maps/fancy-thallus-viz), and every flag has an :expires date in flags.edn.",
             "convention", "user", [["prefixed", "team"], "expires"], remember=True),
        fact("offline-sync-expiry", "The offline-sync flag (now :mobile/offline-sync) expires 2027-03-31.",
             "config", "user", ["2027-03-31"]),
    ],
    "optional": [
        opt("flags-edn", "Feature flags are defined in resources/flags.edn and read with flag-on?.", ["flags.edn"]),
        opt("renamed-flags", "Flags were renamed to :mobile/offline-sync, :data/bulk-upload-v2 and :maps/fancy-thallus-viz.", ["bulk-upload-v2"]),
    ],
    "questions": [
        q("Why is the offline-sync flag still there?", "iOS app 2.x still sends the old sync payload; kept until under 5% of sessions", ["keep-offline-sync"]),
        q("How must feature flags be named?", "kebab-case, prefixed with the owning team, with an :expires date", ["flag-naming"]),
        q("When does the offline-sync flag expire?", "2027-03-31", ["offline-sync-expiry"]),
    ],
}

SESSIONS = [RELEASE_PREP, HOTFIX, FLAGS]
