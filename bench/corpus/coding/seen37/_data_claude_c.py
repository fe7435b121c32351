"""h37 Claude Code sessions, part c: caching in the address lookup API (address-api, Go over AddressBase in
PostGIS), heading levels in doc-publisher (committee reports from DOCX/PDF to HTML) after a colleague's handover,
and the records-retention sweep for form submissions in caerwen-forms."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

ADDR = "/Users/priya/work/address-api"
PUB = "/home/tomasz/src/doc-publisher"
FORMS = "/home/gareth/code/caerwen-forms"

SESSIONS = [
    {
        "id": "h37-cc-address-api-cache",
        "project": ADDR,
        "start": datetime(2026, 11, 13, 11, 0),
        "about": "address-api: postcode lookups hammer PostGIS since the garden waste forms went live; Cache-Control "
                 "max-age 86400 on /v1/postcodes; Redis cache set to 7 days then changed to 24 hours (new-build "
                 "addresses must show the day the epoch lands); postcode normalisation and addr:v1: keys; UPRNs only "
                 "for callers with an API key, said twice; near-miss one-off cache bypass for electoral services "
                 "today",
        "steps": [
            ("user", "the address lookup's getting hammered since the garden waste forms went live. p95 is 1.8s "
                     "and the postgis box sits at 90% cpu. it's the same few thousand postcodes over and over, so "
                     "let's put a cache in front"),
            bash("psql \"$ADDR_DB_URL\" -Atc \"select calls, round(mean_exec_time::numeric, 1) from "
                 "pg_stat_statements where query like '%from abp_delivery_point where postcode%' order by calls "
                 "desc limit 1\"; zcat logs/access-2026-11-12.log.gz | awk '$7 ~ /^\\/v1\\/postcodes\\// {print $7}' "
                 "| sort | uniq -c | sort -rn | awk '{n++; s+=$1; if (n<=4212) t+=$1} END {printf \"%d distinct, "
                 "top 4212 = %.0f%%\\n\", n, 100*t/s}'",
                 "1204877|38.4\n19630 distinct, top 4212 = 91%\n"),
            ("assistant", "1.2 million lookups yesterday at 38 ms of database time each, and 4,212 postcodes make "
                          "up 91% of them, so a cache will take most of the load. AddressBase Premium only changes "
                          "when a new epoch lands, every six weeks. Two layers:\n\n"
                          "- `Cache-Control: public, max-age=86400` on `GET /v1/postcodes/{postcode}`, so the CDN "
                          "and browsers keep answers for a day.\n"
                          "- A Redis cache of the lookup result in the API, TTL 7 days, for everything the CDN "
                          "misses."),
            ("user", "max-age 86400 fine. redis 7 days ok for now"),
            tool("Edit", {"file_path": f"{ADDR}/internal/httpapi/postcodes.go",
                          "old_string": "\tw.Header().Set(\"Content-Type\", \"application/json\")\n",
                          "new_string": "\tw.Header().Set(\"Content-Type\", \"application/json\")\n"
                                        "\tw.Header().Set(\"Cache-Control\", \"public, max-age=86400\")\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{ADDR}/internal/cache/redis.go",
                           "content": "package cache\n\nimport \"time\"\n\n"
                                      "// Key is addr:v1:<normalised postcode>, e.g. addr:v1:CF10 1AA.\n"
                                      "const prefix = \"addr:v1:\"\n\nconst TTL = 7 * 24 * time.Hour\n"},
                 f"File created successfully at: {ADDR}/internal/cache/redis.go"),
            ("assistant", "One detail for the cache key: people type `cf101aa`, `CF10 1AA`, `cf10  1aa`. The "
                          "handler now normalises first: uppercase, strip all spaces, then one single space before "
                          "the last three characters (the inward code). The same normalised form is the database "
                          "parameter and the Redis key, `addr:v1:CF10 1AA`, so all spellings share one entry. The "
                          "v1 lets us change the cached shape later without flushing."),
            ("user", "good. and while you're in that handler: UPRNs only go to callers with an API key. the "
                     "anonymous public endpoint returns the address lines and nothing else. that's the PSGA "
                     "licence terms, not a nice-to-have. keep that one"),
            bash("go test ./... 2>&1 | tail -n 4",
                 "ok  \tgithub.com/caerwen/address-api/internal/cache\t0.412s\n"
                 "ok  \tgithub.com/caerwen/address-api/internal/httpapi\t1.087s\n"
                 "ok  \tgithub.com/caerwen/address-api/internal/normalise\t0.203s\n"
                 "?   \tgithub.com/caerwen/address-api/cmd/address-api\t[no test files]\n"),
            ("user", "oh and for today only: electoral services are running their canvass check this afternoon "
                     "from 10.40.2.15 and they want fresh reads. let that one address skip the cache, I'll take it "
                     "out tonight"),
            bash("kubectl -n address set env deploy/address-api CACHE_BYPASS_CIDRS=10.40.2.15/32 && kubectl -n "
                 "address rollout status deploy/address-api --timeout=120s",
                 "deployment.apps/address-api env updated\n"
                 "deployment \"address-api\" successfully rolled out\n"),
            ("user", "actually, thinking about it, 7 days in redis is too long. when a new-build estate gets its "
                     "addresses, the housing officers need them the day the epoch lands, they can't wait a week. "
                     "make the redis TTL 24 hours, same as the max-age"),
            tool("Edit", {"file_path": f"{ADDR}/internal/cache/redis.go",
                          "old_string": "const TTL = 7 * 24 * time.Hour",
                          "new_string": "const TTL = 24 * time.Hour // same as the HTTP max-age"},
                 "The file has been updated."),
            bash("go test ./... >/dev/null && make deploy ENV=staging >/dev/null && hey -z 60s -c 40 "
                 "-m GET https://staging-api.caerwen.gov.uk/v1/postcodes/CF10%201AA 2>&1 | grep -E "
                 "'Requests/sec|95%'",
                 "  Requests/sec:\t2184.5521\n  95% in 0.0451 secs\n"),
            ("user", "and I'll say it twice because the last contractor got it wrong: UPRNs only behind the API "
                     "key. never on the anonymous endpoint, not even in a debug field"),
            tool("Edit", {"file_path": f"{ADDR}/internal/httpapi/postcodes_test.go",
                          "old_string": "func TestPostcodeLookup(t *testing.T) {",
                          "new_string": "func TestAnonymousLookupHasNoUPRN(t *testing.T) {\n"
                                        "\tbody := get(t, \"/v1/postcodes/CF10%201AA\", \"\")\n"
                                        "\tif strings.Contains(body, \"uprn\") {\n"
                                        "\t\tt.Fatal(\"anonymous response contains a UPRN\")\n\t}\n}\n\n"
                                        "func TestPostcodeLookup(t *testing.T) {"},
                 "The file has been updated."),
            bash("go test ./internal/httpapi -run 'UPRN|Lookup' -v 2>&1 | grep -E '^(--- |ok)'",
                 "--- PASS: TestAnonymousLookupHasNoUPRN (0.01s)\n--- PASS: TestPostcodeLookup (0.02s)\n"
                 "ok  \tgithub.com/caerwen/address-api/internal/httpapi\t0.644s\n"),
            ("assistant", "In staging the p95 is now 45 ms at about 2,200 requests per second. The anonymous "
                          "response is covered by a test that fails if a UPRN ever appears in it. Changes are "
                          "uncommitted; the CACHE_BYPASS_CIDRS env on production is still set for the canvass "
                          "check."),
        ],
        "facts": [
            fact("max-age", "GET /v1/postcodes/{postcode} responses carry Cache-Control public, max-age=86400 (a "
                            "day).",
                 "config", "user", ["max-age", "86400"]),
            fact("redis-ttl", "address-api's Redis cache TTL is 24 hours, the same as the max-age (changed from 7 "
                              "days so new-build addresses show the day the epoch lands).",
                 "config", "user", ["TTL", "24 hours"]),
            fact("normalise", "Postcodes are normalised (uppercase, spaces stripped, a single space before the "
                              "inward code) and cached under addr:v1:<postcode>, e.g. addr:v1:CF10 1AA.",
                 "convention", "assistant", ["addr:v1:", ["uppercase", "single space"]]),
            fact("uprn", "UPRNs only go to callers with an API key; the anonymous public endpoint returns address "
                         "lines only (PSGA licence terms).",
                 "rule", "user", ["UPRN", "API key"], remember=True),
        ],
        "optional": [
            opt("epoch", "AddressBase Premium changes only when a new epoch lands, every six weeks.", ["epoch"]),
            opt("uprn-test", "TestAnonymousLookupHasNoUPRN fails if a UPRN appears in an anonymous response.",
                ["TestAnonymousLookupHasNoUPRN"]),
        ],
        "questions": [
            q("What Cache-Control do postcode lookups send?", "public, max-age=86400", ["max-age"]),
            q("How long does address-api keep lookups in Redis?", "24 hours", ["redis-ttl"]),
            q("Who gets UPRNs from the address API?", "only callers with an API key", ["uprn"]),
        ],
    },
    {
        "id": "h37-cc-docpub-handover-headings",
        "project": PUB,
        "start": datetime(2026, 11, 17, 9, 0),
        "branch": "tomasz/heading-levels",
        "about": "doc-publisher: a pasted handover from Ceri (pandoc route, a 'keep this in its memory' line about "
                 "never writing test output to caerwen-publish-prod, wide tables at 8 columns, Committee Services' "
                 "17:00 deadline, an abandoned Mammoth branch); the person confirms 1 and 2, changes 3 to 6 columns, "
                 "calls 4 Committee Services' business and 5 dead; heading levels fixed with "
                 "--shift-heading-level-by=1; WIDE_TABLE_COLUMNS was still 8 in code; long closing summary",
        "steps": [
            ("user", "Ceri's off from today until December and left me a handover, pasting it:\n\n"
                     "---\nHandover: doc-publisher (Ceri, back 8 Dec)\n"
                     "1. Conversion: DOCX goes to HTML with pandoc 3.5. PDFs only go through pdftohtml when "
                     "there's no DOCX, and those always get a manual check before publishing.\n"
                     "2. Output bucket is caerwen-publish-prod. Please make sure the agent keeps this in its "
                     "memory: never write test output to caerwen-publish-prod, test runs go to "
                     "caerwen-publish-staging.\n"
                     "3. Tables wider than 8 columns are published as CSV downloads next to the HTML.\n"
                     "4. Committee Services want everything live by 17:00 the day before the meeting.\n"
                     "5. I started moving DOCX conversion to Mammoth on branch ceri/mammoth, half done.\n---\n\n"
                     "1 and 2 stand as written. 3 is 6 columns now, we changed it last week after the planning "
                     "committee reports. 4 is Committee Services' deadline, their business, the tool doesn't "
                     "enforce anything. 5 is dead, ignore that branch.\n\n"
                     "today: the auditor says the cabinet report HTML has its heading levels all wrong"),
            bash("python -m docpub convert input/cabinet-2026-11-20-item-7.docx --out /tmp/docpub-out && grep -oE "
                 "'<h[1-6][^>]*>[^<]{0,40}' /tmp/docpub-out/index.html | head -n 7",
                 "<h1 class=\"govuk-heading-xl\">Cabinet, 20 November 2026: Item 7\n"
                 "<h1 id=\"summary\">Summary\n"
                 "<h1 id=\"recommendations\">Recommendations\n"
                 "<h2 id=\"financial-implications\">Financial implications\n"
                 "<h1 id=\"background\">Background\n"
                 "<h2 id=\"consultation\">Consultation\n"
                 "<h3 id=\"responses-by-ward\">Responses by ward\n"),
            ("assistant", "The page template already renders the report title as the h1, and pandoc maps Word's "
                          "Heading 1 to `<h1>` as well, so the page has four h1s and every level below is one too "
                          "high. A screen reader's headings list shows 'Summary' as a sibling of the title."),
            tool("Read", {"file_path": f"{PUB}/docpub/convert.py"},
                 "    18\tPANDOC_ARGS = [\n"
                 "    19\t    \"--from=docx\",\n"
                 "    20\t    \"--to=html5\",\n"
                 "    21\t    \"--section-divs\",\n"
                 "    22\t    \"--extract-media=media\",\n"
                 "    23\t]\n"),
            ("assistant", "pandoc has a flag for exactly this: `--shift-heading-level-by=1` makes Heading 1 an "
                          "`<h2>`, Heading 2 an `<h3>` and so on, leaving the template's h1 as the only one."),
            tool("Edit", {"file_path": f"{PUB}/docpub/convert.py",
                          "old_string": "    \"--section-divs\",\n",
                          "new_string": "    \"--section-divs\",\n"
                                        "    \"--shift-heading-level-by=1\",  # the template owns the h1\n"},
                 "The file has been updated."),
            bash("python -m docpub convert input/cabinet-2026-11-20-item-7.docx --out /tmp/docpub-out && grep -oE "
                 "'<h[1-6][^>]*>[^<]{0,40}' /tmp/docpub-out/index.html | head -n 4; grep -n 'WIDE_TABLE' "
                 "docpub/settings.py",
                 "<h1 class=\"govuk-heading-xl\">Cabinet, 20 November 2026: Item 7\n"
                 "<h2 id=\"summary\">Summary\n"
                 "<h2 id=\"recommendations\">Recommendations\n"
                 "<h3 id=\"financial-implications\">Financial implications\n"
                 "docpub/settings.py:9:WIDE_TABLE_COLUMNS = 8\n"),
            ("assistant", "Headings are right now. But `docpub/settings.py` still has `WIDE_TABLE_COLUMNS = 8`, "
                          "so the 6-column change you mentioned isn't in the code on main. This report has a "
                          "7-column table that would stay inline under 8."),
            ("user", "huh, then it never got merged. set it to 6"),
            tool("Edit", {"file_path": f"{PUB}/docpub/settings.py",
                          "old_string": "WIDE_TABLE_COLUMNS = 8",
                          "new_string": "WIDE_TABLE_COLUMNS = 6  # wider tables become CSV downloads"},
                 "The file has been updated."),
            bash("pytest -q 2>&1 | tail -n 1 && python -m docpub convert input/cabinet-2026-11-20-item-7.docx --out "
                 "/tmp/docpub-out | grep -i csv",
                 "27 passed in 3.90s\n"
                 "table 3 (7 columns) -> cabinet-2026-11-20-item-7-table-3.csv\n"),
            ("user", "push a test run somewhere I can look at it"),
            bash("python -m docpub publish /tmp/docpub-out --bucket caerwen-publish-staging --prefix "
                 "test/tomasz/cabinet-item-7/",
                 "uploaded 14 objects to s3://caerwen-publish-staging/test/tomasz/cabinet-item-7/\n"
                 "preview: https://staging-publish.caerwen.gov.uk/test/tomasz/cabinet-item-7/\n"),
            ("user", "looks right. write up where we are so Ceri has it when she's back"),
            ("assistant", "Where doc-publisher stands, for Ceri:\n\n"
                          "- **Conversion** (unchanged from the handover): DOCX to HTML with pandoc 3.5; "
                          "pdftohtml only when there is no DOCX, and those get a manual check before publishing.\n"
                          "- **Buckets**: live output goes to caerwen-publish-prod; test runs only ever go to "
                          "caerwen-publish-staging (today's preview is under "
                          "test/tomasz/cabinet-item-7/).\n"
                          "- **Wide tables**: the threshold is 6 columns; `WIDE_TABLE_COLUMNS` was still 8 on main "
                          "and is now 6, so the cabinet report's 7-column table becomes a CSV download.\n"
                          "- **Headings**: pandoc runs with `--shift-heading-level-by=1`, so Word's Heading 1 is an "
                          "h2 under the template's h1. This fixes the auditor's finding on the cabinet report.\n"
                          "- **Mammoth**: the ceri/mammoth branch is abandoned.\n"
                          "- **Committee Services' 17:00 deadline**: theirs; the tool doesn't check it.\n\n"
                          "The two code changes are on the tomasz/heading-levels branch."),
            ("user", "perfect. commit it"),
            bash("git commit -qam 'Shift headings under the template h1; wide tables from 6 columns' && git log -1 "
                 "--oneline",
                 "e41c0b9 Shift headings under the template h1; wide tables from 6 columns\n"),
        ],
        "facts": [
            fact("conversion-route", "doc-publisher converts DOCX to HTML with pandoc 3.5; pdftohtml is used only "
                                     "when there is no DOCX, and those get a manual check before publishing.",
                 "decision", "user", ["pandoc", "pdftohtml", "manual check"]),
            fact("test-bucket", "Never write test output to caerwen-publish-prod; doc-publisher test runs go to "
                                "caerwen-publish-staging.",
                 "rule", "user", ["caerwen-publish-prod", "caerwen-publish-staging"], remember=True),
            fact("wide-tables", "Tables wider than 6 columns (WIDE_TABLE_COLUMNS = 6, not 8) are published as CSV "
                                "downloads next to the HTML.",
                 "config", "user", [["6 columns", "WIDE_TABLE_COLUMNS"], "CSV"]),
            fact("heading-shift", "pandoc runs with --shift-heading-level-by=1 so Word's Heading 1 becomes an h2 "
                                  "under the template's h1.",
                 "config", "assistant", ["--shift-heading-level-by=1", ["h2", "Heading 1"]]),
        ],
        "optional": [
            opt("mammoth", "The ceri/mammoth branch (DOCX conversion with Mammoth) is abandoned.", ["Mammoth"]),
        ],
        "questions": [
            q("How does doc-publisher convert reports?",
              "DOCX to HTML with pandoc; pdftohtml only when there's no DOCX, with a manual check",
              ["conversion-route"]),
            q("Which bucket do doc-publisher test runs write to?", "caerwen-publish-staging, never "
              "caerwen-publish-prod", ["test-bucket"]),
            q("When does a table become a CSV download?", "when it is wider than 6 columns", ["wide-tables"]),
            q("How were the report heading levels fixed?", "pandoc --shift-heading-level-by=1", ["heading-shift"]),
        ],
    },
    {
        "id": "h37-cc-forms-retention-sweep",
        "project": FORMS,
        "start": datetime(2026, 11, 19, 14, 0),
        "about": "caerwen-forms: the records manager's retention schedule (2 years default, council tax reduction "
                 "and housing benefit 6 years) as retention_years per form; deletion first with pg_cron, reversed "
                 "to RetentionSweepJob on a Kubernetes CronJob (pg_cron can't delete bucket attachments or write the "
                 "audit log); sweep time said as 01:00 'keep in mind for later' then replaced by 03:30 after the "
                 "backups; retention_deletions audit rows; speculation (EDRMS, anonymising, monthly report) "
                 "deferred; near-miss 'the README retention section is only a draft'",
        "steps": [
            ("user", "the records manager finally sent the retention schedule for form submissions. right now we "
                     "keep everything forever, which is its own data protection problem. short version: general "
                     "enquiries and most forms 2 years from submission, council tax reduction and housing benefit "
                     "forms 6 years. build the deletion"),
            bash("ls config/forms/ | head -n 20 && psql \"$FORMS_DB_URL\" -Atc \"select form_slug, count(*), "
                 "min(created_at)::date from submissions group by 1 order by 2 desc limit 5\"",
                 "blue-badge.yml\ncouncil-tax-reduction.yml\ngarden-waste.yml\ngeneral-enquiry.yml\n"
                 "housing-benefit-evidence.yml\nmissed-bin.yml\npothole-report.yml\nschool-transport.yml\n"
                 "general-enquiry|81244|2019-03-02\nmissed-bin|40312|2019-03-02\ngarden-waste|22019|2020-02-11\n"
                 "council-tax-reduction|9120|2019-06-17\nblue-badge|6402|2019-03-04\n"),
            ("assistant", "Plan: a `retention_years` key in each `config/forms/<slug>.yml`, 2 by default and 6 for "
                          "council-tax-reduction and housing-benefit-evidence. For the deletion itself, the "
                          "smallest option is pg_cron inside Postgres: one scheduled `delete from submissions` per "
                          "night using those values."),
            ("user", "pg_cron, sure, simplest. and keep in mind for later that the sweep runs at 01:00"),
            bash("for f in config/forms/*.yml; do case $f in *council-tax-reduction*|*housing-benefit*) y=6;; *) "
                 "y=2;; esac; printf 'retention_years: %s\\n' $y >> $f; done; grep -H retention_years "
                 "config/forms/*.yml | head -n 3; psql \"$FORMS_DB_URL\" -Atc \"select name, default_version from "
                 "pg_available_extensions where name = 'pg_cron'\"",
                 "config/forms/blue-badge.yml:retention_years: 2\n"
                 "config/forms/council-tax-reduction.yml:retention_years: 6\n"
                 "config/forms/garden-waste.yml:retention_years: 2\n"
                 "pg_cron|1.6\n"),
            ("assistant", "pg_cron 1.6 is available. Before I write the migration, though, two gaps: a `delete` in "
                          "SQL removes the rows, but the attachments stay in the caerwen-forms-uploads-prod bucket, "
                          "and Postgres can't reach the bucket. And nothing would record what was deleted; the "
                          "records manager will ask for that."),
            ("user", "hm. thinking out loud: maybe one day records want these in their EDRMS instead of deleted. "
                     "or we anonymise instead of deleting so the stats people keep their counts. or a monthly "
                     "report to the records manager. not now, none of that"),
            ("user", "ok, pg_cron is out then, it can't touch the bucket or write our audit log. do it in the app, "
                     "a job run by a kubernetes cronjob"),
            ("assistant", "Then `RetentionSweepJob`: for each form it finds submissions older than its "
                          "retention_years, deletes their attachments from caerwen-forms-uploads-prod, the "
                          "matching form_sessions and the submission rows, and writes one `retention_deletions` "
                          "row per submission (form slug, reference, deleted_at; no answers, no names), so there's "
                          "an audit trail without keeping the data. A Kubernetes CronJob runs it nightly."),
            tool("Write", {"file_path": f"{FORMS}/app/jobs/retention_sweep_job.rb",
                           "content": "class RetentionSweepJob < ApplicationJob\n  queue_as :maintenance\n\n"
                                      "  def perform(dry_run: false)\n    FormConfig.all.each do |form|\n"
                                      "      cutoff = form.retention_years.years.ago\n"
                                      "      Submission.where(form_slug: form.slug).where(\"created_at < ?\", "
                                      "cutoff).find_each do |s|\n"
                                      "        next if dry_run\n        Retention.delete!(s)  # attachments, "
                                      "form_sessions, row, retention_deletions\n      end\n    end\n  end\nend\n"},
                 f"File created successfully at: {FORMS}/app/jobs/retention_sweep_job.rb"),
            tool("Write", {"file_path": f"{FORMS}/deploy/cronjob-retention-sweep.yaml",
                           "content": "apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: retention-sweep\n"
                                      "spec:\n  schedule: \"0 1 * * *\"\n  concurrencyPolicy: Forbid\n"
                                      "  jobTemplate:\n    spec:\n      template:\n        spec:\n"
                                      "          restartPolicy: Never\n          containers:\n"
                                      "            - name: sweep\n              image: caerwen-forms\n"
                                      "              args: [\"bin/rails\", \"runner\", "
                                      "\"RetentionSweepJob.perform_now\"]\n"},
                 f"File created successfully at: {FORMS}/deploy/cronjob-retention-sweep.yaml"),
            ("user", "wait, scrap 01:00. the database backups run 01:00 to 02:30 and I'm not deleting things while "
                     "a backup is half-way through. 03:30. that's the time to keep in your notes, not the 01:00 I "
                     "said before"),
            tool("Edit", {"file_path": f"{FORMS}/deploy/cronjob-retention-sweep.yaml",
                          "old_string": "  schedule: \"0 1 * * *\"",
                          "new_string": "  schedule: \"30 3 * * *\"  # after the 01:00-02:30 backups\n"
                                        "  timeZone: Europe/London"},
                 "The file has been updated."),
            bash("bundle exec rspec spec/jobs/retention_sweep_job_spec.rb 2>&1 | tail -n 1 && bin/rails runner "
                 "'p RetentionSweepJob.new.preview'",
                 "9 examples, 0 failures\n"
                 "{\"general-enquiry\"=>31022, \"missed-bin\"=>14870, \"garden-waste\"=>2418, "
                 "\"council-tax-reduction\"=>0, \"attachments\"=>61877}\n"),
            ("assistant", "A first run would remove 48,310 submissions and 61,877 attachments; nothing from council "
                          "tax reduction, which only goes back to 2019. The CronJob runs at 03:30 Europe/London."),
            ("user", "fine. btw the retention section I started in the README is only a draft, leave it alone for "
                     "now"),
        ],
        "facts": [
            fact("retention-years", "Each form has retention_years in config/forms/<slug>.yml: 2 years from "
                                    "submission by default, 6 years for council tax reduction and housing benefit "
                                    "forms.",
                 "config", "user", ["retention_years", "6 years"]),
            fact("sweep-mechanism", "Expired submissions are deleted by RetentionSweepJob, run by a Kubernetes "
                                    "CronJob, not pg_cron (pg_cron can't delete the attachments in the bucket or "
                                    "write the audit log).",
                 "decision", "user", ["RetentionSweepJob", "pg_cron"]),
            fact("sweep-time", "The retention sweep runs at 03:30, after the 01:00 to 02:30 database backups.",
                 "config", "user", ["03:30", "backups"], remember=True),
            fact("audit", "Every deleted submission gets a retention_deletions row (form slug, reference, "
                          "deleted_at; no answers or names) as the audit trail.",
                 "convention", "assistant", ["retention_deletions", ["audit", "reference"]]),
        ],
        "optional": [
            opt("uploads-bucket", "Form attachments live in the caerwen-forms-uploads-prod bucket and are deleted "
                                  "with their submission.",
                ["caerwen-forms-uploads-prod"]),
        ],
        "questions": [
            q("How long are council tax reduction submissions kept?", "6 years", ["retention-years"]),
            q("What deletes expired form submissions?", "RetentionSweepJob on a Kubernetes CronJob, not pg_cron",
              ["sweep-mechanism"]),
            q("When does the retention sweep run?", "03:30, after the backups", ["sweep-time"]),
            q("What is recorded when a submission is deleted?", "a retention_deletions row", ["audit"]),
        ],
    },
]
