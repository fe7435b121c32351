"""h35 Claude Code sessions, part c: a breaking-news push alert sent twice to iOS (alerts-relay, Elixir and
Oban), a Lighthouse run on a slow article page in ledger-web (mostly tool output, one decision), and a pasted
changelog for the archive exporter in archive-migrate (Python)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

RELAY = "/home/sofia/src/alerts-relay"
WEB = "/Users/tobias/dev/ledger-web"
ARCHIVE = "/home/jimena/proyectos/archive-migrate"

SESSIONS = [
    {
        "id": "h35-cc-alerts-push-twice",
        "project": RELAY,
        "start": datetime(2026, 11, 16, 8, 40),
        "about": "alerts-relay: the bridge closure breaking alert went to ~410k iOS devices twice, four minutes "
                 "apart; ApnsSend's 30s Oban timeout expired while APNs had accepted the batch, Oban retried and "
                 "resent; idempotency key alert id + revision with a 6-hour unique window; timeout 120s; "
                 "max_attempts 1 rejected (real network blips must retry); the assistant asks whether to remember "
                 "the rule, 'yes please'; near-misses: the 2024 election night joke, the weather desk's cooldown "
                 "override just for today",
        "steps": [
            ("user", "last night's breaking alert about the bridge closure went out twice on iOS, about 4 minutes "
                     "apart. ~410k devices. android got it once. my inbox is full of readers asking if there are "
                     "two bridges closed. what happened"),
            bash("psql \"$RELAY_DB\" -Atc \"select id, worker, state, attempt, attempted_at, errors->-1->>'error' "
                 "from oban_jobs where args->>'alert_id' = '7731' order by id\"",
                 "551902|AlertsRelay.Workers.ApnsSend|completed|2|2026-11-15 21:18:12+00|** (Oban.TimeoutError) "
                 "AlertsRelay.Workers.ApnsSend timed out after 30000ms\n"
                 "551903|AlertsRelay.Workers.FcmSend|completed|1|2026-11-15 21:14:08+00|\n"),
            bash("grep 'alert=7731' log/relay-2026-11-15.log | cut -c1-140",
                 "21:14:08.104 [info] apns batch alert=7731 devices=409882 started\n"
                 "21:14:38.104 [error] apns batch alert=7731 killed by Oban timeout after 30000ms "
                 "(responses read: 407311/409882)\n"
                 "21:18:12.530 [info] apns batch alert=7731 devices=409882 started\n"
                 "21:18:47.961 [info] apns batch alert=7731 sent=409764 failed=118 duration=35.4s\n"),
            ("assistant", "The editor didn't send it twice; the worker did. The ApnsSend job had a 30s Oban "
                          "timeout. The first attempt had pushed the whole batch to APNs and was still reading "
                          "responses (407,311 of 409,882) when the timeout killed it. Oban saw a failure and "
                          "retried after its backoff, about 4 minutes later, and the second attempt sent all "
                          "409,882 again. FCM is a separate job that finished in one attempt. The underlying "
                          "problem: nothing records that an alert was already sent, so any retry of a successful "
                          "batch is a duplicate.\n\nOptions:\n"
                          "1. An idempotency record per alert and platform (unique index), checked before sending.\n"
                          "2. Oban `unique` on the alert so a second job for the same alert can't be inserted "
                          "within a window.\n"
                          "3. Raise the ApnsSend timeout so a batch of this size finishes.\n"
                          "4. max_attempts 1 for ApnsSend."),
            ("user", "1 and 2. the key is alert id + revision, because editors do legitimately resend a corrected "
                     "alert as a new revision. window 6 hours. 3 too, 120s. not 4, a real network blip should still "
                     "retry, that's exactly what the key is for"),
            tool("Edit", {"file_path": f"{RELAY}/lib/alerts_relay/workers/apns_send.ex",
                          "old_string": "  use Oban.Worker, queue: :push, max_attempts: 3\n",
                          "new_string": "  use Oban.Worker,\n    queue: :push,\n    max_attempts: 3,\n"
                                        "    unique: [period: 6 * 60 * 60, keys: [:alert_id, :revision]]\n\n"
                                        "  @impl Oban.Worker\n  def timeout(_job), do: :timer.seconds(120)\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{RELAY}/priv/repo/migrations/20261116090500_create_alert_sends.exs",
                           "content": "defmodule AlertsRelay.Repo.Migrations.CreateAlertSends do\n"
                                      "  use Ecto.Migration\n\n  def change do\n"
                                      "    create table(:alert_sends) do\n"
                                      "      add :alert_id, :bigint, null: false\n"
                                      "      add :revision, :integer, null: false\n"
                                      "      add :platform, :string, null: false\n"
                                      "      timestamps(updated_at: false)\n    end\n\n"
                                      "    create unique_index(:alert_sends, [:alert_id, :revision, :platform])\n"
                                      "  end\nend\n"},
                 f"File created successfully at: {RELAY}/priv/repo/migrations/20261116090500_create_alert_sends.exs"),
            bash("mix ecto.migrate >/dev/null && mix test 2>&1 | tail -n 3",
                 "Finished in 4.1 seconds (1.2s async, 2.9s sync)\n"
                 "88 tests, 0 failures\n\nRandomized with seed 40211\n"),
            ("assistant", "Tests pass, including a new one that retries a completed ApnsSend and asserts nothing "
                          "is sent. Should I remember the rule for future sessions: every push is keyed by alert "
                          "id + revision, and a second send with the same key within 6 hours is dropped?"),
            ("user", "yes please, that one matters. and lol, remember the 2024 election night when we sent 'polls "
                     "closed' to the sports topic? good times. not that one obviously"),
            ("user", "also, just for today: the weather desk wants to send the storm updates without the 2-minute "
                     "cooldown between alerts. turn it off for them until midnight, then it's back to normal"),
            bash("bin/alerts_relay rpc 'AlertsRelay.Cooldown.override(\"weather\", until: "
                 "~U[2026-11-17 06:00:00Z]) |> IO.inspect()'",
                 ":ok\n"),
            bash("git add -A && git commit -qm 'apns: idempotent sends per alert id + revision, 120s timeout' && git "
                 "log -1 --oneline",
                 "d02b6e8 apns: idempotent sends per alert id + revision, 120s timeout\n"),
            ("assistant", "Committed d02b6e8. The weather desk's cooldown override expires at midnight Central "
                          "(06:00 UTC) by itself."),
        ],
        "facts": [
            fact("twice-cause", "The bridge closure alert went to iOS twice because ApnsSend's 30s Oban timeout "
                                "killed the job after APNs had accepted the batch; Oban retried about 4 minutes "
                                "later and resent to all ~410k devices.",
                 "fact", "assistant", ["ApnsSend", ["30s", "30000ms", "timeout"], ["retried", "retry"]]),
            fact("push-idempotency", "Every push is keyed by alert id + revision (a corrected alert is a new "
                                     "revision); a second send with the same key within 6 hours is dropped "
                                     "(alert_sends unique index, Oban unique).",
                 "rule", "user", ["alert id", "revision", "6 hours"], remember=True),
            fact("apns-timeout", "ApnsSend's timeout is 120s; max_attempts stays 3 because real network blips "
                                 "should retry (max_attempts 1 was rejected).",
                 "config", "user", ["120s", ["max_attempts", "ApnsSend"]]),
        ],
        "optional": [
            opt("alert-sends-table", "The alert_sends table has a unique index on alert_id, revision, platform.",
                ["alert_sends"]),
            opt("cooldown", "alerts-relay normally enforces a 2-minute cooldown between alerts.", ["cooldown"]),
        ],
        "questions": [
            q("Why did the bridge closure alert go out twice on iOS?",
              "ApnsSend's 30s Oban timeout killed the job after APNs had the batch, and Oban retried",
              ["twice-cause"]),
            q("How are push alerts deduplicated?", "keyed by alert id + revision, a second send with the same key within 6 hours is dropped",
              ["push-idempotency"]),
            q("What is ApnsSend's timeout?", "120s", ["apns-timeout"]),
        ],
    },
    {
        "id": "h35-cc-web-lighthouse-article",
        "project": WEB,
        "start": datetime(2026, 11, 18, 10, 5),
        "about": "ledger-web: a Lighthouse mobile run on an article page (score 41, LCP 5.8s, TBT 1,240ms); hero "
                 "image had loading=lazy; coral comments embed and the recirculation widget are the heaviest "
                 "scripts; 'remember that' our comments embed and recirculation widget load only when scrolled "
                 "near, never at page load; ads (gpt.js) belong to the revenue team",
        "steps": [
            ("user", "CrUX says article pages got slow on mobile in the last month. run lighthouse on a typical "
                     "article and tell me what's eating it"),
            bash("npx lighthouse https://www.meridianledger.com/news/2026/11/17/river-levee-repairs-delayed "
                 "--only-categories=performance --form-factor=mobile --throttling-method=simulate --quiet "
                 "--output=json --output-path=/tmp/lh.json && jq -r '.categories.performance.score, "
                 "(.audits | [\"first-contentful-paint\",\"largest-contentful-paint\",\"total-blocking-time\","
                 "\"cumulative-layout-shift\",\"speed-index\"][] as $k | \"\\($k): \\(.[$k].displayValue)\")' "
                 "/tmp/lh.json",
                 "0.41\n"
                 "first-contentful-paint: 2.1 s\n"
                 "largest-contentful-paint: 5.8 s\n"
                 "total-blocking-time: 1,240 ms\n"
                 "cumulative-layout-shift: 0.21\n"
                 "speed-index: 4.9 s\n"),
            bash("jq -r '.audits[\"largest-contentful-paint-element\"].details.items[0].items[0].node.snippet, "
                 ".audits[\"lcp-lazy-loaded\"].score' /tmp/lh.json",
                 "<img src=\"https://img.meridianledger.com/b7e11d/w960.webp\" alt=\"Crews on the levee\" "
                 "loading=\"lazy\" class=\"hero__img\">\n"
                 "0\n"),
            bash("jq -r '.audits[\"third-party-summary\"].details.items[] | \"\\(.entity.text // .entity)\\t"
                 "\\(.transferSize)\\t\\(.blockingTime)\"' /tmp/lh.json | column -t",
                 "Coral Talk           612340   480.2\n"
                 "Google/Doubleclick   498112   390.7\n"
                 "Recirc (ledger)      401877   212.9\n"
                 "Chartbeat            41022    18.4\n"
                 "Google Fonts         38410    0\n"),
            bash("jq -r '.audits[\"bootup-time\"].details.items[:6][] | \"\\(.url | .[0:70])\\t\\(.scripting)\"' "
                 "/tmp/lh.json | column -t",
                 "https://talk.meridianledger.com/assets/js/embed.js           402.6\n"
                 "https://securepubads.g.doubleclick.net/tag/js/gpt.js          371.9\n"
                 "https://www.meridianledger.com/_next/static/chunks/recirc.js  198.3\n"
                 "https://www.meridianledger.com/_next/static/chunks/main.js    141.0\n"
                 "https://static.chartbeat.com/js/chartbeat.js                  16.2\n"
                 "https://www.meridianledger.com/_next/static/chunks/app.js     12.8\n"),
            bash("jq -r '.audits[\"layout-shift-elements\"].details.items[:3][] | \"\\(.node.selector)\\t"
                 "\\(.score)\"' /tmp/lh.json | column -t",
                 "div.recirc-rail        0.14\n"
                 "div.ad-slot--inline-1  0.05\n"
                 "footer.site-footer     0.02\n"),
            ("assistant", "What's eating it:\n\n"
                          "- **LCP 5.8 s**: the LCP element is the hero image, and it has `loading=\"lazy\"`, so "
                          "the browser doesn't start fetching it until layout is done.\n"
                          "- **TBT 1,240 ms**: three scripts account for most of it: the Coral Talk comments embed "
                          "(612 KB, ~400 ms scripting), gpt.js for ads (~370 ms) and our own recirculation widget "
                          "(402 KB, ~200 ms). All three load at page load, although comments and recirculation sit "
                          "at the very bottom of the article.\n"
                          "- **CLS 0.21**: mostly the recirculation rail (0.14) pushing content when it renders."),
            ("user", "the ads are the revenue team's, we don't touch gpt. remember that: on article pages our "
                     "comments embed and the recirculation widget load only when the reader scrolls near them, "
                     "never at page load. and fix the hero, it should never be lazy"),
            tool("Edit", {"file_path": f"{WEB}/components/article/Hero.tsx",
                          "old_string": "<Image src={src} alt={alt} loading=\"lazy\" className=\"hero__img\" />",
                          "new_string": "<Image src={src} alt={alt} priority className=\"hero__img\" />"},
                 "The file has been updated."),
            bash("npx lighthouse https://preview-412.ledger-web.meridian.dev/news/2026/11/17/river-levee-repairs-"
                 "delayed --only-categories=performance --form-factor=mobile --quiet --output=json "
                 "--output-path=/tmp/lh2.json && jq -r '.categories.performance.score, (.audits | "
                 "[\"largest-contentful-paint\",\"total-blocking-time\",\"cumulative-layout-shift\"][] as $k | "
                 "\"\\($k): \\(.[$k].displayValue)\")' /tmp/lh2.json",
                 "0.78\n"
                 "largest-contentful-paint: 2.6 s\n"
                 "total-blocking-time: 420 ms\n"
                 "cumulative-layout-shift: 0.06\n"),
            ("assistant", "On the preview with the hero marked `priority` and comments and recirculation behind an "
                          "IntersectionObserver (rootMargin 600px): score 78, LCP 2.6 s, TBT 420 ms, CLS 0.06."),
        ],
        "facts": [
            fact("embeds-on-scroll", "On article pages the comments embed (Coral Talk) and the recirculation "
                                     "widget load only when the reader scrolls near them, never at page load.",
                 "decision", "user", [["comments embed", "Coral"], "recirculation",
                                      ["scrolls near", "never at page load"]],
                 remember=True),
            fact("hero-not-lazy", "The article hero image (the LCP element) must never be loading=lazy; it uses "
                                  "priority.",
                 "bugfix", "user", ["hero", ["lazy", "priority"]]),
        ],
        "optional": [
            opt("gpt-revenue", "Ads (gpt.js) belong to the revenue team; the platform team doesn't touch them.",
                ["gpt", "revenue"]),
        ],
        "questions": [
            q("When do the comments embed and recirculation widget load on article pages?",
              "only when the reader scrolls near them, never at page load", ["embeds-on-scroll"]),
            q("Why was LCP slow on article pages?", "the hero image has loading=\"lazy\"", ["hero-not-lazy"]),
        ],
    },
    {
        "id": "h35-cc-archive-exporter-changelog",
        "project": ARCHIVE,
        "start": datetime(2026, 11, 20, 9, 30),
        "about": "archive-migrate: a pasted Quillstone Exporter 5.0 changelog; confirmed: upgrade from 4.8 and "
                 "parse NITF 3.6 (no --legacy-nitf), --with-photo-rights for pictor, keep our byline parser with "
                 "--raw-bylines, 15 req/s under the new 20 req/s limit; not used: page PDF export; Spanish-flavoured "
                 "remember request: archive URLs /archive/YYYY/MM/DD/<slug>-<legacy id>",
        "steps": [
            ("user", "hola. the vendor sent the changelog of the new exporter, I paste it here. we are on 4.8. "
                     "tell me what breaks for us\n\n"
                     "---\n"
                     "Quillstone Archive Exporter 5.0.0 (2026-11-12)\n\n"
                     "BREAKING\n"
                     "- Output is now NITF 3.6 by default (was 3.4). Use --legacy-nitf to keep 3.4 output until "
                     "6.0.\n"
                     "- The API rate limit is now 20 requests/second per key (was 50).\n"
                     "- --since accepts ISO 8601 dates only (2026-01-31); the DD.MM.YYYY form is removed.\n"
                     "- Page PDF export moved to the separate quillstone-pages tool.\n\n"
                     "NEW\n"
                     "- --with-photo-rights writes IPTC rights (credit, license end, usage terms) for every "
                     "photo into a sidecar JSON.\n"
                     "- Bylines are split into separate author records ('By A and B' -> two authors). Use "
                     "--raw-bylines to get the byline string as before.\n\n"
                     "FIXED\n"
                     "- Stories with more than 99 photos no longer truncate the photo list.\n"
                     "- Better handling of Windows-1252 characters in 1990s stories.\n"
                     "---"),
            bash("rg -n 'nitf|NITF' archive_migrate/parse.py | head -n 4; rg -n -- '--since|pdf|rate' "
                 "archive_migrate/export.py",
                 "archive_migrate/parse.py:12:NS = {\"n\": \"http://iptc.org/std/NITF/2006-10-18/\"}\n"
                 "archive_migrate/parse.py:40:    version = root.get(\"version\")  # expect -//IPTC//DTD NITF "
                 "3.4//EN\n"
                 "archive_migrate/export.py:22:    args += [\"--since\", since.strftime(\"%Y-%m-%d\")]\n"
                 "archive_migrate/export.py:31:RATE_PER_SECOND = 40\n"),
            ("assistant", "What affects archive-migrate:\n\n"
                          "- **NITF 3.6**: parse.py checks for the 3.4 doctype and its namespace. We either pass "
                          "--legacy-nitf or update the parser.\n"
                          "- **Rate limit 20/s**: export.py runs at 40 requests per second, so 5.0 would throttle "
                          "us with 429s.\n"
                          "- **--since**: we already send ISO dates, nothing to do.\n"
                          "- **Page PDFs**: we never call the PDF export, nothing to do.\n"
                          "- **Bylines**: the new default would split bylines into author records, which changes "
                          "what our byline parser receives.\n"
                          "- **--with-photo-rights**: new, optional. It would give pictor the license end date "
                          "and credit for the archive photos."),
            ("user", "ok so. we go to 5.0 and we parse the NITF 3.6, no --legacy-nitf, I don't want to stay on the "
                     "old format and have this problem again in 6.0. the --with-photo-rights yes, pictor needs the "
                     "rights, we have no licence dates for the old photos at all. the byline splitting no, their "
                     "parser is bad with 'Por' in the spanish edition and with the photographers, we keep our "
                     "parser with --raw-bylines. and the rate we go 15 per second, not touching the 20"),
            tool("Edit", {"file_path": f"{ARCHIVE}/archive_migrate/export.py",
                          "old_string": "RATE_PER_SECOND = 40\n",
                          "new_string": "# Quillstone 5.0 allows 20 req/s per key; stay well below it.\n"
                                        "RATE_PER_SECOND = 15\n"
                                        "EXPORT_FLAGS = [\"--with-photo-rights\", \"--raw-bylines\"]\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{ARCHIVE}/archive_migrate/parse.py",
                          "old_string": "NS = {\"n\": \"http://iptc.org/std/NITF/2006-10-18/\"}\n",
                          "new_string": "NS = {\"n\": \"http://iptc.org/std/NITF/2006-10-18/\"}  # unchanged in "
                                        "3.6\nEXPECTED_VERSION = \"-//IPTC//DTD NITF 3.6//EN\"\n"},
                 "The file has been updated."),
            bash("sed -i 's/^quillstone-exporter==.*/quillstone-exporter==5.0.2/' requirements.txt && pip install "
                 "-q -r requirements.txt && python -m archive_migrate.export --sample 200 --out /tmp/sample && "
                 "python -m archive_migrate.parse /tmp/sample | tail -n 3",
                 "exported 200 stories (15.0 req/s) with 611 photo rights sidecars\n"
                 "parsed 200/200 (NITF 3.6)\n"
                 "warnings: 3 (empty byline: 1999-04-12/0412-metro-07, 2001-09-30/0930-a1-02, "
                 "2004-02-18/0218-sports-11)\n"),
            ("assistant", "200 of 200 sample stories parse as NITF 3.6, with 611 photo rights sidecars at 15.0 "
                          "req/s. The three warnings are stories without a byline in the original either."),
            ("user", "good. and please, for the next sessions you remember this, is very important: the archive "
                     "urls are always /archive/YYYY/MM/DD/<slug>-<legacy id>, with the legacy id at the end, "
                     "always. the old links from the 2000s have only the id and the redirect service finds the "
                     "story by it"),
            bash("python -c \"from archive_migrate.urls import archive_url; print(archive_url('2003-06-14', "
                 "'Flood waters recede in the West Bottoms', 'MS-0614-0231'))\"",
                 "/archive/2003/06/14/flood-waters-recede-in-the-west-bottoms\n"),
            tool("Edit", {"file_path": f"{ARCHIVE}/archive_migrate/urls.py",
                          "old_string": "    return f\"/archive/{d:%Y/%m/%d}/{slugify(headline)}\"\n",
                          "new_string": "    return f\"/archive/{d:%Y/%m/%d}/{slugify(headline)}-"
                                        "{slugify(legacy_id)}\"\n"},
                 "The file has been updated."),
            bash("python -c \"from archive_migrate.urls import archive_url; print(archive_url('2003-06-14', "
                 "'Flood waters recede in the West Bottoms', 'MS-0614-0231'))\" && pytest -q 2>&1 | tail -n 1 && "
                 "git add -A && git commit -qm 'exporter 5.0: NITF 3.6, photo rights, raw bylines, 15 req/s; legacy "
                 "id in archive urls' && git log -1 --oneline",
                 "/archive/2003/06/14/flood-waters-recede-in-the-west-bottoms-ms-0614-0231\n"
                 "41 passed in 3.02s\n"
                 "8aa41f3 exporter 5.0: NITF 3.6, photo rights, raw bylines, 15 req/s; legacy id in archive urls\n"),
            ("assistant", "Done and committed (8aa41f3): exporter pinned to 5.0.2, the parser expects NITF 3.6, "
                          "exports run with --with-photo-rights and --raw-bylines at 15 req/s, and archive URLs now "
                          "end with the legacy id, e.g. /archive/2003/06/14/flood-waters-recede-in-the-west-bottoms-"
                          "ms-0614-0231."),
        ],
        "facts": [
            fact("exporter-5", "archive-migrate moves to Quillstone Archive Exporter 5.0 (pinned 5.0.2) and parses "
                               "NITF 3.6; --legacy-nitf is not used.",
                 "decision", "user", [["5.0", "5.0.2"], "NITF 3.6"]),
            fact("photo-rights", "Exports run with --with-photo-rights so pictor gets the rights (license end, "
                                 "credit) of archive photos.",
                 "decision", "user", ["--with-photo-rights", "pictor"]),
            fact("raw-bylines", "The vendor's byline splitting is rejected (bad with 'Por' in the Spanish edition "
                                "and with photographers); archive-migrate keeps its own byline parser with "
                                "--raw-bylines.",
                 "decision", "user", ["--raw-bylines", "byline"]),
            fact("export-rate", "Exports run at 15 req/s, below the exporter's new limit of 20 per second.",
                 "config", "user", [["15 req/s", "15 per second", "RATE_PER_SECOND = 15"], "20"]),
            fact("archive-urls", "Archive URLs are always /archive/YYYY/MM/DD/<slug>-<legacy id>, with the legacy "
                                 "id at the end, because old links only carry the id and the redirect service finds "
                                 "stories by it.",
                 "convention", "user", ["/archive/YYYY/MM/DD/", "legacy id"], remember=True),
        ],
        "optional": [
            opt("no-pdfs", "archive-migrate never used the page PDF export.", ["PDF"]),
            opt("since-iso", "archive-migrate already sends ISO dates to --since.", ["--since"]),
        ],
        "questions": [
            q("Which NITF version does archive-migrate parse?", "NITF 3.6, no --legacy-nitf", ["exporter-5"]),
            q("Why not use the exporter's byline splitting?",
              "their parser is bad with 'Por' and with the photographers; we keep our parser with --raw-bylines",
              ["raw-bylines"]),
            q("How fast does archive-migrate call the exporter API?", "15 req/s", ["export-rate"]),
            q("What do archive URLs look like?", "/archive/YYYY/MM/DD/<slug>-<legacy id>", ["archive-urls"]),
        ],
    },
]
