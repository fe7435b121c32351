"""h37 Codex sessions, part c: a bucket for large public downloads in caerwen-platform's storage Terraform (a public
bucket that allowed anonymous listing), the postmortem of the garden waste renewal deadline outage, and tidying the
housing benefit evidence upload service (ASP.NET Core)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

PLATFORM = "/home/ola/infra/caerwen-platform"
EVIDENCE = "/Users/hamish/src/EvidenceUpload"

SESSIONS = [
    {
        "id": "h37-cx-platform-downloads-bucket",
        "project": PLATFORM,
        "start": datetime(2026, 11, 24, 14, 0),
        "about": "caerwen-platform storage Terraform: a bucket for the LiDAR survey downloads (2 to 8 GB files); "
                 "caerwen-data-prod's policy turned out to allow anonymous s3:ListBucket; conditional rule (a public "
                 "bucket allows s3:GetObject only, never s3:ListBucket, and is reached only through the CDN); the "
                 "assistant asks whether to remember it and the person says yes; bucket naming "
                 "caerwen-<purpose>-<env>; versioning with noncurrent versions expiring after 90 days; incomplete "
                 "multipart uploads aborted after 7 days",
        "steps": [
            ("user", "GIS want to publish the LiDAR survey through the portal, files of 2 to 8 GB each. we need a "
                     "bucket for big public downloads. terraform it in storage/"),
            shell("ls storage/ && sed -n '/resource \"aws_s3_bucket_policy\" \"data_prod\"/,/^}/p' "
                  "storage/buckets.tf",
                  "buckets.tf\nlifecycle.tf\nproviders.tf\nvariables.tf\n"
                  "resource \"aws_s3_bucket_policy\" \"data_prod\" {\n"
                  "  bucket = aws_s3_bucket.data_prod.id\n"
                  "  policy = jsonencode({\n    Version = \"2012-10-17\"\n    Statement = [{\n"
                  "      Effect    = \"Allow\"\n      Principal = \"*\"\n"
                  "      Action    = [\"s3:GetObject\", \"s3:ListBucket\"]\n"
                  "      Resource  = [aws_s3_bucket.data_prod.arn, \"${aws_s3_bucket.data_prod.arn}/*\"]\n"
                  "    }]\n  })\n}\n"),
            shell("curl -s 'https://s3.caerwen.cloud/caerwen-data-prod?list-type=2&max-keys=3' | grep -o "
                  "'<Key>[^<]*</Key>'",
                  "<Key>resources/adult-social-care-spend/spend-2026-09.csv</Key>\n"
                  "<Key>resources/allotment-sites/allotments.geojson</Key>\n"
                  "<Key>resources/asset-register/assets-2026.xlsx</Key>\n"),
            ("assistant", "Before the new bucket: caerwen-data-prod's policy gives everyone `s3:ListBucket` as well "
                          "as `s3:GetObject`, and anonymous listing works, as above. Anyone can enumerate every "
                          "key in the bucket, including files of datasets that are private in CKAN, and fetch them "
                          "directly from s3.caerwen.cloud, past the CDN. For the LiDAR bucket I'd grant "
                          "`s3:GetObject` only."),
            ("user", "great. ok, the rule: if a bucket is public, its policy allows s3:GetObject and nothing else, "
                     "never s3:ListBucket, and it's only ever reached through the CDN, we never link to "
                     "s3.caerwen.cloud directly. fix caerwen-data-prod too"),
            shell("apply_patch < /tmp/public-bucket-policies.patch && terraform -chdir=storage plan -no-color | grep "
                  "-E '^  # |Plan:'",
                  "Success. Updated the following files:\nM storage/buckets.tf\n"
                  "  # aws_s3_bucket.downloads_prod will be created\n"
                  "  # aws_s3_bucket_policy.data_prod will be updated in-place\n"
                  "  # aws_s3_bucket_policy.downloads_prod will be created\n"
                  "  # aws_s3_bucket_versioning.downloads_prod will be created\n"
                  "Plan: 3 to add, 1 to change, 0 to destroy.\n"),
            ("assistant", "The plan drops `s3:ListBucket` from caerwen-data-prod and creates the downloads bucket "
                          "with a GetObject-only policy. Do you want me to remember the public-bucket rule for "
                          "future sessions?"),
            ("user", "yes please, that one's permanent. and the name: caerwen-downloads-prod. bucket names are "
                     "caerwen-<purpose>-<env>, like the others"),
            ("assistant", "For lifecycle on the new bucket I'd match caerwen-data-prod: versioning on, and what "
                          "about old versions? Also, with 8 GB files the uploads from CKAN will be multipart "
                          "(64 MB parts over 100 MB), and a failed upload leaves its parts behind, billed and "
                          "invisible, unless a rule aborts incomplete multipart uploads. I'd abort them after 7 "
                          "days."),
            ("user", "versioning on, noncurrent versions expire after 90 days, same as data-prod. 7 days for the "
                     "multipart cleanup is fine"),
            shell("apply_patch < /tmp/downloads-lifecycle.patch && terraform -chdir=storage apply -auto-approve "
                  "-no-color | tail -n 1",
                  "Success. Updated the following files:\nM storage/lifecycle.tf\n"
                  "Apply complete! Resources: 4 added, 1 changed, 0 destroyed.\n"),
            shell("curl -s -o /dev/null -w '%{http_code}\\n' "
                  "'https://s3.caerwen.cloud/caerwen-data-prod?list-type=2'; curl -s -o /dev/null -w "
                  "'%{http_code}\\n' https://downloads.data.caerwen.gov.uk/lidar/README.txt",
                  "403\n200\n"),
            ("assistant", "Anonymous listing of caerwen-data-prod now gets 403; objects still download through the "
                          "CDN. caerwen-downloads-prod exists with a GetObject-only policy, versioning, noncurrent "
                          "versions expiring after 90 days and incomplete multipart uploads aborted after 7 days, "
                          "served at downloads.data.caerwen.gov.uk."),
        ],
        "facts": [
            fact("public-bucket", "If a bucket is public, its policy allows s3:GetObject and nothing else, never "
                                  "s3:ListBucket, and it is only reached through the CDN, never linked on "
                                  "s3.caerwen.cloud directly.",
                 "rule", "user", ["s3:ListBucket", ["s3:GetObject", "CDN"]], remember=True),
            fact("bucket-naming", "Bucket names are caerwen-<purpose>-<env>; the LiDAR downloads bucket is "
                                  "caerwen-downloads-prod.",
                 "convention", "user", ["caerwen-<purpose>-<env>", "caerwen-downloads-prod"]),
            fact("versions", "caerwen-downloads-prod, like caerwen-data-prod, has versioning on and noncurrent "
                             "versions expire after 90 days.",
                 "config", "user", ["noncurrent", "90 days"]),
            fact("multipart", "Incomplete multipart uploads are aborted after 7 days on caerwen-downloads-prod "
                              "(uploads over 100 MB use 64 MB parts).",
                 "config", "assistant", ["multipart", "7 days"]),
        ],
        "optional": [
            opt("lidar", "The LiDAR survey files (2 to 8 GB) are served from downloads.data.caerwen.gov.uk.",
                ["LiDAR", "downloads.data.caerwen.gov.uk"]),
        ],
        "questions": [
            q("What may a public bucket's policy allow?",
              "s3:GetObject only, never s3:ListBucket, reached through the CDN", ["public-bucket"]),
            q("How are buckets named?", "caerwen-<purpose>-<env>", ["bucket-naming"]),
            q("How long are noncurrent object versions kept?", "90 days", ["versions"]),
        ],
    },
    {
        "id": "h37-cx-platform-garden-waste-outage",
        "project": PLATFORM,
        "start": datetime(2026, 11, 26, 9, 30),
        "about": "caerwen-platform: postmortem of the 25 Nov garden waste renewal deadline outage (503s 08:55 to "
                 "10:40): a renewals dashboard deployed at 08:41 ran a three-minute aggregate per page view and held "
                 "all 20 PgBouncer server connections of the web pool; rule: no deploys to a citizen-facing service "
                 "in the two working days before a published deadline, deadlines in ops/deadlines.yml checked by the "
                 "pipeline ('for future reference ... hold on to'); staff dashboards on the read replica through a "
                 "reporting pool; first status page post within 15 minutes of the first alert",
        "steps": [
            ("user", "postmortem for yesterday. garden waste renewals closed at midnight and the forms service threw "
                     "503s from 08:55 to 10:40, on the busiest morning of the year. build the timeline and find the "
                     "cause"),
            shell("promtool query range \"$PROM_URL\" 'sum(rate(nginx_ingress_controller_requests{service="
                  "\"caerwen-forms\",status=\"503\"}[5m]))' --start 2026-11-25T08:30:00Z --end "
                  "2026-11-25T11:00:00Z --step 15m | awk '{print $NF, $(NF-1)}'; promtool query range \"$PROM_URL\" "
                  "'max(pgbouncer_pools_client_waiting_connections{database=\"forms\",user=\"forms_web\"})' --start "
                  "2026-11-25T08:30:00Z --end 2026-11-25T11:00:00Z --step 30m | awk '{print $NF, $(NF-1)}'",
                  "08:30 0\n08:45 0\n09:00 14.2\n09:15 31.8\n09:30 29.4\n09:45 33.0\n10:00 30.1\n10:15 27.7\n"
                  "10:30 12.5\n10:45 0\n11:00 0\n"
                  "08:30 0\n09:00 188\n09:30 241\n10:00 226\n10:30 97\n11:00 0\n"),
            shell("git -C ../caerwen-forms log --since '2026-11-25 00:00' --until '2026-11-25 12:00' --format='%ci "
                  "%s' && grep -E '^2026-11-25T09:1' monitoring/snapshots/pg_stat_activity-forms.log | head -n 3",
                  "2026-11-25 08:41:12 +0000 Deploy 2026.11.25-1: renewals dashboard for the waste team\n"
                  "2026-11-25T09:10:00Z forms_web active 00:03:12 select ward, count(*), sum(p.amount) from "
                  "garden_waste_renewals r join payments p on ...\n"
                  "2026-11-25T09:10:00Z forms_web active 00:02:58 select ward, count(*), sum(p.amount) from "
                  "garden_waste_renewals r join payments p on ...\n"
                  "2026-11-25T09:10:00Z forms_web active 00:02:41 select ward, count(*), sum(p.amount) from "
                  "garden_waste_renewals r join payments p on ...\n"),
            ("assistant", "Cause and timeline:\n\n"
                          "- 08:41 a deploy added a renewals dashboard for the waste team. Each page view runs an "
                          "aggregate over garden_waste_renewals joined to all 220k payments, taking about three "
                          "minutes, through the same `forms_web` PgBouncer pool as the citizen-facing pages.\n"
                          "- From 08:55 the waste team had the dashboard open and refreshing. That pool has 20 "
                          "server connections; all 20 were held by dashboard queries, up to 241 client "
                          "connections queued behind them, and residents' requests hit the 30 s wait timeout and "
                          "got 503s.\n"
                          "- 10:40 the dashboard was switched off with its feature flag, the pool drained and the "
                          "503s stopped.\n\n"
                          "The status page had its first post at 09:50, 55 minutes after the first alert."),
            ("user", "so a dashboard deploy on deadline morning. right, rule for next time: no deploys to a "
                     "citizen-facing service in the two working days before one of its published deadlines. the "
                     "deadlines go in ops/deadlines.yml and the deploy pipeline checks it. for future reference, "
                     "that's the one I need you to hold on to"),
            ("assistant", "I'd add one change so a freeze isn't the only protection: staff dashboards and reports "
                          "query the read replica through a separate `forms_reporting` pool, so however slow they "
                          "are they can't take connections from the citizens' pool."),
            ("user", "reporting on the replica, yes. and the status page: first post within 15 minutes of the "
                     "first alert, whoever is on call, even if all it says is 'we're investigating'"),
            shell("apply_patch < /tmp/deadline-freeze.patch && cat ops/deadlines.yml && ops/check-deadline-freeze "
                  "caerwen-forms --date 2026-11-24",
                  "Success. Updated the following files:\nA ops/deadlines.yml\nA ops/check-deadline-freeze\n"
                  "M .gitlab/deploy.yml\nM charts/pgbouncer/values.yaml\n"
                  "- service: caerwen-forms\n  name: garden-waste-renewals\n  date: 2026-11-25\n"
                  "- service: caerwen-forms\n  name: school-admissions-secondary\n  date: 2027-01-15\n"
                  "- service: evidence-upload\n  name: council-tax-reduction-annual\n  date: 2027-03-01\n"
                  "BLOCKED: caerwen-forms has deadline garden-waste-renewals on 2026-11-25, within 2 working days "
                  "of 2026-11-24\n"),
            ("assistant", "The check works as intended: run for the day before yesterday it blocks the deploy. "
                          "It counts working days with the England and Wales bank holidays from gov.uk's "
                          "bank-holidays.json. The pgbouncer chart now has the `forms_reporting` pool pointing at "
                          "the replica."),
            shell("apply_patch < /tmp/postmortem.patch && sed -n 1,8p docs/incidents/2026-11-25-garden-waste.md",
                  "Success. Updated the following files:\nA docs/incidents/2026-11-25-garden-waste.md\n"
                  "# 2026-11-25: forms service 503s on the garden waste renewal deadline\n\n"
                  "Impact: 08:55 to 10:40, residents renewing garden waste got 503 errors.\n"
                  "Cause: the renewals dashboard (deployed 08:41) held all 20 forms_web PgBouncer connections.\n"
                  "Actions: deadline freeze (ops/deadlines.yml), dashboards on the replica via forms_reporting, "
                  "status page within 15 minutes.\n"),
            ("user", "good, I'll take it to the review on monday"),
        ],
        "facts": [
            fact("outage-cause", "The 25 Nov garden waste deadline outage (503s 08:55 to 10:40): a renewals "
                                 "dashboard deployed at 08:41 ran three-minute queries that held all 20 forms_web "
                                 "PgBouncer connections.",
                 "fact", "assistant", ["PgBouncer", ["dashboard", "renewals dashboard"], "503"]),
            fact("freeze", "No deploys to a citizen-facing service in the two working days before one of its "
                           "published deadlines; deadlines are listed in ops/deadlines.yml and the deploy pipeline "
                           "checks it.",
                 "rule", "user", [["two working days", "2 working days"], "ops/deadlines.yml"], remember=True),
            fact("reporting-replica", "Staff dashboards and reports query the read replica through a separate "
                                      "forms_reporting PgBouncer pool, not the citizens' pool.",
                 "decision", "assistant", [["read replica", "replica"], "forms_reporting"]),
            fact("status-15", "The status page gets its first post within 15 minutes of the first alert, by "
                              "whoever is on call.",
                 "rule", "user", ["15 minutes", "status page"]),
        ],
        "optional": [
            opt("bank-holidays", "ops/check-deadline-freeze counts working days with the England and Wales bank "
                                 "holidays from gov.uk's bank-holidays.json.",
                ["bank-holidays.json"]),
            opt("postmortem-doc", "The postmortem is docs/incidents/2026-11-25-garden-waste.md.",
                ["2026-11-25-garden-waste"]),
        ],
        "questions": [
            q("What caused the 503s on the garden waste deadline?",
              "the renewals dashboard deployed that morning held all 20 PgBouncer connections", ["outage-cause"]),
            q("When may a citizen-facing service not be deployed?",
              "in the two working days before one of its published deadlines", ["freeze"]),
            q("How soon must the status page be updated in an incident?", "within 15 minutes of the first alert",
              ["status-15"]),
            q("Where do staff dashboards run their queries?", "on the read replica through forms_reporting",
              ["reporting-replica"]),
        ],
    },
    {
        "id": "h37-cx-evidence-upload-limits",
        "project": EVIDENCE,
        "start": datetime(2026, 11, 27, 10, 0),
        "branch": "hamish/upload-hardening",
        "about": "EvidenceUpload (ASP.NET Core 8): four numbered proposals answered with changes: per-file cap 15 MB "
                 "changed to 20 MB with 10 files, session idle timeout 45 changed to 30 minutes with a warning 5 "
                 "minutes before, ClamAV scan before storing, HEIC converted to JPEG; 'remember that' HEIC "
                 "conversion happens on upload because the Northgate viewer can't open HEIC; near-miss 'a draft PR'",
        "steps": [
            ("user", "evidence upload needs tidying before the benefits team rolls it out to everyone in december. "
                     "file limits, session timeout, virus scanning, anything else you spot"),
            shell("jq '.Upload, .Session' src/EvidenceUpload.Web/appsettings.json && rg -n 'AddAntivirus|Clam' src/ "
                  "| head -n 3",
                  "{\n  \"MaxFileSizeMb\": 5,\n  \"MaxFiles\": 10,\n  \"AllowedExtensions\": [\".pdf\", \".jpg\", "
                  "\".jpeg\", \".png\"]\n}\n{\n  \"IdleTimeout\": \"00:20:00\"\n}\n"),
            shell("psql \"$EVIDENCE_DB\" -Atc \"select reason, count(*) from upload_rejections where created_at > "
                  "now() - interval '30 days' group by 1 order by 2 desc\"",
                  "too_large|412\nextension_not_allowed|203\nsession_expired|96\n"),
            ("assistant", "Last month 412 uploads were refused as too large, 203 for the extension (nearly all "
                          "`.heic` from iPhones) and 96 people lost their session mid-upload. There's no virus "
                          "scanning at all. Proposals:\n\n"
                          "1. Per-file limit from 5 to 15 MB, still 10 files per submission.\n"
                          "2. Session idle timeout from 20 to 45 minutes, with a warning dialog 5 minutes before "
                          "it expires.\n"
                          "3. Scan every upload with ClamAV (clamd, through nClam) before storing it; infected "
                          "files are rejected with a plain message and never stored.\n"
                          "4. Accept HEIC and convert it to JPEG with Magick.NET."),
            ("user", "1: make it 20 MB, phones take bigger photos than you think, 10 files is fine. 2: 30 minutes "
                     "not 45, that's the council standard for anything with personal data, warning 5 minutes "
                     "before yes. 3 yes. 4 yes"),
            shell("apply_patch < /tmp/upload-hardening.patch && jq '.Upload, .Session' "
                  "src/EvidenceUpload.Web/appsettings.json && dotnet build -nologo -v q 2>&1 | tail -n 2",
                  "Success. Updated the following files:\nM src/EvidenceUpload.Web/appsettings.json\n"
                  "M src/EvidenceUpload.Web/Program.cs\nA src/EvidenceUpload.Web/Scanning/ClamAvScanner.cs\n"
                  "A src/EvidenceUpload.Web/Conversion/HeicToJpeg.cs\n"
                  "M src/EvidenceUpload.Web/Pages/Shared/_TimeoutWarning.cshtml\n"
                  "{\n  \"MaxFileSizeMb\": 20,\n  \"MaxFiles\": 10,\n  \"AllowedExtensions\": [\".pdf\", \".jpg\", "
                  "\".jpeg\", \".png\", \".heic\"]\n}\n{\n  \"IdleTimeout\": \"00:30:00\",\n  \"WarningBefore\": "
                  "\"00:05:00\"\n}\n"
                  "    0 Warning(s)\n    0 Error(s)\n"),
            ("user", "and remember that the HEIC conversion happens on upload, before anything is stored: the back "
                     "office Northgate viewer can't open HEIC, so nothing in HEIC ever reaches the evidence store"),
            shell("dotnet test -nologo -v q 2>&1 | tail -n 2 && curl -s -F 'file=@tests/fixtures/eicar.com.txt' "
                  "https://localhost:7043/upload -k | jq -r .error && curl -s -F "
                  "'file=@tests/fixtures/IMG_4410.heic' https://localhost:7043/upload -k | jq -r '.stored.contentType'",
                  "Passed!  - Failed:     0, Passed:    88, Skipped:     0, Total:    88\n"
                  "The file you uploaded contains a virus and has not been saved. Try a different file.\n"
                  "image/jpeg\n"),
            ("assistant", "All 88 tests pass. The EICAR test file is refused before storage, and an iPhone HEIC "
                          "photo is stored as image/jpeg. Kestrel's request body limit is raised to match 10 files "
                          "of 20 MB, and the timeout warning shows 5 minutes before the 30-minute idle timeout."),
            ("user", "good. push it as a draft PR, the benefits team want to poke at it on staging first"),
            shell("git push -qu origin hamish/upload-hardening && gh pr create --draft --fill 2>&1 | tail -n 1",
                  "https://github.com/caerwen-council/EvidenceUpload/pull/57\n"),
        ],
        "facts": [
            fact("file-cap", "EvidenceUpload accepts files up to 20 MB each (changed from the proposed 15), 10 files "
                             "per submission.",
                 "config", "user", ["20 MB", "10 files"]),
            fact("session-timeout", "EvidenceUpload's session idle timeout is 30 minutes (the council standard for "
                                    "personal data, not the proposed 45), with a warning 5 minutes before.",
                 "config", "user", ["30 minutes", ["warning", "5 minutes"]]),
            fact("clamav", "Every upload is scanned with ClamAV (clamd via nClam) before storing; infected files are "
                           "rejected and never stored.",
                 "decision", "assistant", ["ClamAV", ["before storing", "infected"]]),
            fact("heic", "HEIC uploads are converted to JPEG on upload, before anything is stored, because the "
                         "Northgate viewer can't open HEIC.",
                 "rule", "user", ["HEIC", "JPEG"], remember=True),
        ],
        "optional": [
            opt("magick", "HEIC to JPEG conversion uses Magick.NET (Conversion/HeicToJpeg.cs).", ["Magick.NET"]),
        ],
        "questions": [
            q("What is EvidenceUpload's file size limit?", "20 MB per file, 10 files", ["file-cap"]),
            q("How long before an idle EvidenceUpload session expires?", "30 minutes, warning 5 minutes before",
              ["session-timeout"]),
            q("What happens to HEIC photos uploaded as evidence?", "converted to JPEG on upload, before storing",
              ["heic"]),
        ],
    },
]
