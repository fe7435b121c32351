"""h46 Codex sessions, part a: Kaito's infrastructure (linea-infra, Terraform on AWS) and the OpenTripPlanner
router configuration (otp-deploy): the static feed bucket behind CloudFront, the PostGIS database's major upgrade,
and transfer and walking settings of the trip planner."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

INFRA = "/home/kaito/src/linea-infra"
OTP = "/home/kaito/src/otp-deploy"


def _plan_bucket() -> str:
    return """Terraform used the selected providers to generate the following execution plan. Resource actions are
indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # aws_cloudfront_distribution.gtfs will be created
  + resource "aws_cloudfront_distribution" "gtfs" {
      + aliases                        = [
          + "feeds.linea.example",
        ]
      + arn                            = (known after apply)
      + default_root_object            = (known after apply)
      + domain_name                    = (known after apply)
      + enabled                        = true
      + http_version                   = "http2and3"
      + is_ipv6_enabled                = true
      + price_class                    = "PriceClass_100"
      + tags_all                       = {
          + "owner" = "kaito"
        }

      + ordered_cache_behavior {
          + allowed_methods        = ["GET", "HEAD"]
          + cached_methods         = ["GET", "HEAD"]
          + default_ttl            = 3600
          + max_ttl                = 3600
          + min_ttl                = 0
          + path_pattern           = "/gtfs/gtfs.zip"
          + target_origin_id       = "s3-linea-gtfs-public"
          + viewer_protocol_policy = "redirect-to-https"
        }
    }

  # aws_s3_bucket.gtfs_public will be created
  + resource "aws_s3_bucket" "gtfs_public" {
      + bucket        = "linea-gtfs-public"
      + force_destroy = false
      + id            = (known after apply)
      + region        = "eu-north-1"
      + tags_all      = {
          + "owner" = "kaito"
        }
    }

  # aws_s3_bucket_public_access_block.gtfs_public will be created
  + resource "aws_s3_bucket_public_access_block" "gtfs_public" {
      + block_public_acls       = true
      + block_public_policy     = true
      + bucket                  = (known after apply)
      + ignore_public_acls      = true
      + restrict_public_buckets = true
    }

  # aws_s3_bucket_versioning.gtfs_public will be created
  + resource "aws_s3_bucket_versioning" "gtfs_public" {
      + bucket = (known after apply)
      + versioning_configuration {
          + status = "Enabled"
        }
    }

  # aws_cloudfront_origin_access_control.gtfs will be created
  + resource "aws_cloudfront_origin_access_control" "gtfs" {
      + name                              = "linea-gtfs-public"
      + origin_access_control_origin_type = "s3"
      + signing_behavior                  = "always"
      + signing_protocol                  = "sigv4"
    }

Plan: 5 to add, 0 to change, 0 to destroy.
"""


def _plan_pg() -> str:
    return """module.pis_db.aws_db_parameter_group.this: Refreshing state... [id=linea-pg15]
module.pis_db.aws_db_instance.this: Refreshing state... [id=pis-db]

Terraform will perform the following actions:

  # module.pis_db.aws_db_instance.this will be updated in-place
  ~ resource "aws_db_instance" "this" {
      + allow_major_version_upgrade = true
      ~ engine_version              = "15.8" -> "16.4"
        id                          = "db-7QK3M2XH5N2VJ4ZP"
        identifier                  = "pis-db"
      ~ maintenance_window          = "sun:02:00-sun:03:00" -> "tue:00:30-tue:01:30"
      ~ parameter_group_name        = "linea-pg15" -> "linea-pg16"
        tags                        = {
            "cost_centre" = "4410"
            "team"        = "pis"
        }
        # (41 unchanged attributes hidden)
    }

  # module.pis_db.aws_db_parameter_group.pg16 will be created
  + resource "aws_db_parameter_group" "pg16" {
      + family      = "postgres16"
      + name        = "linea-pg16"
      + parameter {
          + apply_method = "pending-reboot"
          + name         = "shared_preload_libraries"
          + value        = "pg_stat_statements"
        }
      + parameter {
          + apply_method = "immediate"
          + name         = "log_min_duration_statement"
          + value        = "500"
        }
    }

Plan: 1 to add, 1 to change, 0 to destroy.
"""


def _router_config() -> str:
    return """{
  "configVersion": "2026.10-a",
  "server": { "apiProcessingTimeout": "7s", "traceParameters": [] },
  "routingDefaults": {
    "numItineraries": 5,
    "transferSlack": "60s",
    "waitReluctance": 0.95,
    "walk": { "speed": 1.33, "reluctance": 2.0, "boardCost": 600, "stairsReluctance": 1.65 },
    "bicycle": { "speed": 5.0, "boardCost": 600 },
    "accessEgress": { "maxDuration": "45m" },
    "maxDirectStreetDuration": "90m",
    "itineraryFilters": { "transitGeneralizedCostLimit": { "costLimitFunction": "15m + 1.5 x" } }
  },
  "transit": { "maxNumberOfTransfers": 6, "dynamicSearchWindow": { "minWindow": "40m", "maxWindow": "3h" } },
  "updaters": [
    {
      "type": "stop-time-updater",
      "feedId": "LINEA",
      "url": "http://feedsmith-rt:8087/rt/trip-updates",
      "frequency": "30s",
      "backwardsDelayPropagationType": "REQUIRED_NO_DATA"
    },
    {
      "type": "vehicle-positions",
      "feedId": "LINEA",
      "url": "http://feedsmith-rt:8087/rt/vehicle-positions",
      "frequency": "10s"
    },
    { "type": "real-time-alerts", "feedId": "LINEA", "url": "http://notices:8080/gtfs-rt/alerts",
      "frequency": "60s" }
  ]
}"""


SESSIONS = [
    {
        "id": "h46-cx-infra-static-feed-cdn",
        "project": INFRA,
        "start": datetime(2026, 11, 3, 10, 5),
        "branch": "kaito/gtfs-cdn",
        "about": "linea-infra: S3 bucket linea-gtfs-public behind CloudFront for the static GTFS zip; TTL 3600 "
                 "proposed, Kaito sets 300; tag rule 'owner' withdrawn and replaced by provider default_tags "
                 "team=pis / cost_centre=4410; one-off 'always -refresh=false today'; RT feeds stay off S3; long "
                 "terraform plan output",
        "steps": [
            ("user", "static gtfs zip needs a proper home. today feedsmith uploads it to the old web server with "
                     "scp lol. make an s3 bucket + cloudfront for feeds.linea.example/gtfs/gtfs.zip. region "
                     "eu-north-1 like everything else. put owner = kaito tag on all of it. also: for today always "
                     "plan with -refresh=false, aws api is throttling us this morning, the whole account is slow"),
            shell("ls && sed -n '1,30p' providers.tf && ls modules/",
                  "README.md\nbackend.tf\ndns.tf\nmodules\nnats.tf\nplanner.tf\nproviders.tf\nrds.tf\n"
                  "terraform.tfvars\nvariables.tf\n"
                  "terraform {\n  required_version = \">= 1.8\"\n  required_providers {\n"
                  "    aws = { source = \"hashicorp/aws\", version = \"~> 5.70\" }\n  }\n}\n\n"
                  "provider \"aws\" {\n  region = \"eu-north-1\"\n}\n\n"
                  "provider \"aws\" {\n  alias  = \"us_east_1\"\n  region = \"us-east-1\" # ACM for CloudFront\n}\n"
                  "cdn_bucket\npostgres\nvpc\n"),
            ("assistant", "There's already a `cdn_bucket` module (used nowhere yet, judging by grep) that creates "
                          "a private bucket, an origin access control and a distribution. I'll use it for "
                          "`linea-gtfs-public` and add a cache behaviour for `/gtfs/gtfs.zip`. For its TTL I'd "
                          "take 3600 s: the zip changes once a night."),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: gtfs_cdn.tf\n+module \"gtfs_cdn\" {\n"
                  "+  source      = \"./modules/cdn_bucket\"\n+  bucket_name = \"linea-gtfs-public\"\n"
                  "+  aliases     = [\"feeds.linea.example\"]\n+  cert_arn    = aws_acm_certificate.feeds.arn\n"
                  "+  paths = {\n+    \"/gtfs/gtfs.zip\" = { ttl = 3600 }\n+  }\n+  tags = { owner = \"kaito\" }\n"
                  "+}\n*** End Patch\nEOF\nterraform plan -refresh=false -no-color | sed -n '/Terraform will/,$p'",
                  "Success. Updated the following files:\nA gtfs_cdn.tf\n" + _plan_bucket()),
            ("assistant", "Plan: 5 to add (bucket, versioning, public access block, OAC, distribution). The bucket "
                          "stays private; CloudFront reads it through the origin access control."),
            ("user", "ttl no, 300. when we hotfix the feed at 7 in the morning I don't want to run invalidations, "
                     "5 min stale is fine. and hm, forget the owner tag. people leave and then the tag lies "
                     "forever. new rule for this repo, every resource from now on: team = \"pis\" and cost_centre = "
                     "\"4410\", set once as default_tags in the provider, not per resource"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: providers.tf\n@@\n provider \"aws\" {\n"
                  "   region = \"eu-north-1\"\n+  default_tags {\n+    tags = { team = \"pis\", cost_centre = "
                  "\"4410\" }\n+  }\n }\n@@\n provider \"aws\" {\n   alias  = \"us_east_1\"\n   region = "
                  "\"us-east-1\" # ACM for CloudFront\n+  default_tags {\n+    tags = { team = \"pis\", "
                  "cost_centre = \"4410\" }\n+  }\n }\n*** Update File: gtfs_cdn.tf\n@@\n-    \"/gtfs/gtfs.zip\" "
                  "= { ttl = 3600 }\n+    \"/gtfs/gtfs.zip\" = { ttl = 300 }\n@@\n-  tags = { owner = \"kaito\" }\n"
                  "*** End Patch\nEOF\ngrep -rn 'owner' *.tf modules/ | head; terraform plan -refresh=false "
                  "-no-color | grep -E 'default_ttl|tags_all|\"team\"|cost_centre|Plan:'",
                  "Success. Updated the following files:\nM providers.tf\nM gtfs_cdn.tf\n"
                  "nats.tf:14:  tags = { owner = \"kaito\", role = \"nats\" }\n"
                  "planner.tf:22:  tags = { owner = \"jonas\" }\n"
                  "      + tags_all                       = {\n"
                  "          + \"cost_centre\" = \"4410\"\n"
                  "          + \"team\"        = \"pis\"\n"
                  "          + default_ttl            = 300\n"
                  "      + tags_all      = {\n"
                  "          + \"cost_centre\" = \"4410\"\n"
                  "          + \"team\"        = \"pis\"\n"
                  "Plan: 5 to add, 14 to change, 0 to destroy.\n"),
            ("assistant", "Both providers now carry `default_tags` team = \"pis\", cost_centre = \"4410\", so every "
                          "resource inherits them; gtfs.zip is cached for 300 s. The 14 changes are existing "
                          "resources picking up the new tags (tags_all only, nothing replaced). nats.tf and "
                          "planner.tf still have old `owner` tags per resource; want me to remove those too?"),
            ("user", "yes remove. and to be clear the RT feeds do NOT go to s3, they stay on feedsmith-rt behind the "
                     "LB, 10 s data in a bucket makes no sense"),
            shell("sed -i '/owner = /d; s/tags = { owner = \"kaito\", role = \"nats\" }/tags = { role = \"nats\" }/' "
                  "nats.tf planner.tf && terraform fmt && terraform validate && terraform plan -refresh=false "
                  "-no-color | tail -1",
                  "Success! The configuration is valid.\n\nPlan: 5 to add, 14 to change, 0 to destroy.\n"),
            shell("terraform apply -refresh=false -auto-approve -no-color | tail -4",
                  "module.gtfs_cdn.aws_cloudfront_distribution.this: Still creating... [4m10s elapsed]\n"
                  "module.gtfs_cdn.aws_cloudfront_distribution.this: Creation complete after 4m31s "
                  "[id=E2LQ8T0Z3K9WXA]\n\nApply complete! Resources: 5 added, 14 changed, 0 destroyed.\n"),
            ("assistant", "Applied. `https://feeds.linea.example/gtfs/gtfs.zip` is served from the private bucket "
                          "linea-gtfs-public via CloudFront with a 300 s TTL; everything carries team/cost_centre "
                          "from default_tags and no owner tags are left. feedsmith's upload step still uses scp; "
                          "switching it to `aws s3 cp` is a small change in its CI whenever Ayse wants."),
        ],
        "facts": [
            fact("bucket", "The static GTFS zip is served from the private S3 bucket linea-gtfs-public (eu-north-1) "
                           "through CloudFront at feeds.linea.example/gtfs/gtfs.zip.",
                 "config", "user", ["linea-gtfs-public"]),
            fact("ttl", "CloudFront caches /gtfs/gtfs.zip for 300 s (not 3600) so morning hotfixes need no "
                        "invalidation.",
                 "config", "user", ["gtfs.zip", "300"]),
            fact("tags", "Every resource in linea-infra is tagged team = pis and cost_centre = 4410 via the "
                         "provider default_tags; per-resource owner tags are not used (that earlier idea was "
                         "withdrawn because people leave).",
                 "rule", "user", ["cost_centre", "4410"], remember=True),
            fact("rt-not-s3", "The GTFS-RT feeds do not go to S3; they stay on feedsmith-rt behind the load "
                              "balancer.",
                 "decision", "user", ["feedsmith-rt", ["S3", "bucket"]]),
        ],
        "optional": [
            opt("cdn-module", "The bucket and distribution use the modules/cdn_bucket module.", ["cdn_bucket"]),
        ],
        "questions": [
            q("Where is the static GTFS zip hosted?", "S3 bucket linea-gtfs-public behind CloudFront", ["bucket"]),
            q("How long does CloudFront cache gtfs.zip?", "300 s", ["ttl"]),
            q("How are resources in linea-infra tagged?", "team pis and cost_centre 4410 via default_tags",
              ["tags"]),
        ],
    },
    {
        "id": "h46-cx-infra-pisdb-pg16",
        "project": INFRA,
        "start": datetime(2026, 11, 13, 15, 20),
        "branch": "kaito/pg16",
        "about": "linea-infra: Postgres 15.8 -> 16.4 with PostGIS 3.4 for pis-db; runbook RB-07 pasted, Kaito keeps "
                 "only step 2 (manual snapshot pre-<major>-<yyyymmdd>) as a standing rule and ANALYZE 'for this "
                 "time'; upgrade pre-check fails on the unused postgis_topology extension, dropped; maintenance "
                 "window moved to Tuesday 02:30 local (tue:00:30 UTC); parameter group linea-pg16",
        "steps": [
            ("user", "pis-db to postgres 16 this month, 15 is getting old and postgis 3.4 wants 16 for the faster "
                     "ST_Covers we need in fares. here's our runbook, it's ancient:\n\n"
                     "RB-07  Major version upgrade of pis-db\n"
                     "Owner: PIS team   Last edited: 2024-05 (vendor era)\n\n"
                     "1. Announce in #pis-ops 48 h before.\n"
                     "2. Take a manual snapshot named pre-<major>-<yyyymmdd> before starting. Do not rely on the "
                     "automated snapshots, they expire after 7 days and can't be kept by hand.\n"
                     "3. Stop the feedsmith nightly cron and the notices API.\n"
                     "4. Run the upgrade from the vendor console (Operations > Database > Upgrade).\n"
                     "5. Call the vendor hotline to confirm the upgrade finished.\n"
                     "6. Run ANALYZE on all schemas.\n"
                     "7. Restart the services from step 3.\n\n"
                     "most of it is from the vendor days, no console, no hotline, we do it with terraform now. step 2 "
                     "is the one that stays — that's our rule for any major upgrade, forever, keep it. 6 yes for "
                     "this time. 1, 3, 7 whatever, I'll do them by hand"),
            shell("sed -n '1,40p' rds.tf && psql \"$PIS_DB_ADMIN\" -Atc \"select extname, extversion from "
                  "pg_extension order by 1\"",
                  "module \"pis_db\" {\n  source                  = \"./modules/postgres\"\n"
                  "  identifier              = \"pis-db\"\n  engine_version          = \"15.8\"\n"
                  "  instance_class          = \"db.m6g.large\"\n  allocated_storage       = 200\n"
                  "  parameter_group_family  = \"postgres15\"\n  parameter_group_name    = \"linea-pg15\"\n"
                  "  maintenance_window      = \"sun:02:00-sun:03:00\"\n  backup_retention_period = 7\n"
                  "  multi_az                = true\n}\n"
                  "pg_stat_statements|1.10\nplpgsql|1.0\npostgis|3.3.4\npostgis_topology|3.3.4\n"),
            ("assistant", "Current state: pis-db on 15.8, parameter group linea-pg15, PostGIS 3.3.4, plus "
                          "`postgis_topology`. Before touching terraform I'll run the upgrade pre-check against a "
                          "restored copy, because extension versions are what usually blocks a major upgrade."),
            shell("aws rds describe-db-engine-versions --engine postgres --engine-version 15.8 --query "
                  "'DBEngineVersions[0].ValidUpgradeTarget[?IsMajorVersionUpgrade].EngineVersion' --output text; "
                  "scripts/upgrade-precheck.sh pis-db-precheck 16.4 2>&1 | tail -8",
                  "16.1\t16.2\t16.3\t16.4\n"
                  "precheck: restoring latest automated snapshot to pis-db-precheck ... done (11m)\n"
                  "precheck: upgrading pis-db-precheck to 16.4 ...\n"
                  "precheck: FAILED\n"
                  "  pg_upgrade log: Your installation contains extensions that should be updated with the\n"
                  "  ALTER EXTENSION command.  The file update_extensions.sql ...\n"
                  "  checking for presence of required libraries  fatal\n"
                  "  could not load library \"$libdir/postgis_topology-3\": ERROR: could not access file\n"
                  "precheck: deleting pis-db-precheck\n"),
            ("assistant", "The pre-check fails on `postgis_topology`: the 16.4 target ships PostGIS 3.4 and the old "
                          "topology library can't be loaded across the jump. Options: update postgis and "
                          "postgis_topology to 3.4 on 15.8 first (supported there) and then upgrade, or drop "
                          "postgis_topology if nothing uses it. I find no topology schemas or calls in fares, "
                          "feedsmith or notices:"),
            shell("psql \"$PIS_DB_ADMIN\" -Atc \"select count(*) from topology.topology\"; rg -n 'topology\\.' "
                  "~/src/*/ 2>/dev/null | wc -l",
                  "0\n0\n"),
            ("user", "drop it. nobody ever used topology, someone installed it 'just in case' in 2023"),
            shell("psql \"$PIS_DB_ADMIN\" -c 'drop extension postgis_topology' && psql \"$PIS_DB_ADMIN\" -c "
                  "\"alter extension postgis update to '3.4.3'\" && scripts/upgrade-precheck.sh pis-db-precheck 16.4 "
                  "2>&1 | tail -3",
                  "DROP EXTENSION\nALTER EXTENSION\n"
                  "precheck: upgrading pis-db-precheck to 16.4 ... done (19m)\n"
                  "precheck: OK (postgis 3.4.3, pg_stat_statements 1.10)\n"
                  "precheck: deleting pis-db-precheck\n"),
            ("assistant", "With postgis_topology dropped and postgis at 3.4.3 the pre-check passes. Terraform "
                          "side: new parameter group `linea-pg16` (family postgres16, same two parameters), "
                          "engine_version 16.4, `allow_major_version_upgrade = true`. When do you want it to run? "
                          "The current maintenance window is Sunday 02:00–03:00 UTC."),
            ("user", "sunday 04-05 local is when the first sunday buses start and the graph build runs at 04 too. "
                     "tuesday 02:30 local, after the last N-bus, before the 04:00 build. and make that the "
                     "permanent window, not just for this"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: rds.tf\n@@\n-  engine_version          = "
                  "\"15.8\"\n+  engine_version          = \"16.4\"\n+  allow_major_version_upgrade = true\n@@\n-  "
                  "parameter_group_family  = \"postgres15\"\n-  parameter_group_name    = \"linea-pg15\"\n-  "
                  "maintenance_window      = \"sun:02:00-sun:03:00\"\n+  parameter_group_family  = \"postgres16\"\n"
                  "+  parameter_group_name    = \"linea-pg16\"\n+  # 02:30-03:30 Aldvik winter time (EET = UTC+2)\n"
                  "+  maintenance_window      = \"tue:00:30-tue:01:30\"\n*** End Patch\nEOF\nterraform plan -no-color "
                  "| sed -n '/will perform/,$p'",
                  "Success. Updated the following files:\nM rds.tf\n\n" + _plan_pg()),
            ("assistant", "The plan shows exactly that: 15.8 -> 16.4, linea-pg15 -> linea-pg16, and the window "
                          "tue:00:30-tue:01:30 UTC, which is 02:30–03:30 in Aldvik in winter (03:30–04:30 in "
                          "summer, when the offset is +3; still before the first day buses, but it does touch the "
                          "04:00 graph build then). Before the apply on Tuesday the manual snapshot goes first, per "
                          "step 2:\n\n`aws rds create-db-snapshot --db-instance-identifier pis-db "
                          "--db-snapshot-identifier pre-16-20261117`\n\nand after the upgrade `ANALYZE` over all "
                          "schemas, since pg_upgrade doesn't carry planner statistics over."),
            ("user", "summer we look at when summer comes. ok, I'll run it tuesday myself. leave the plan in the "
                     "PR"),
            shell("git add rds.tf && git commit -qm 'pis-db: postgres 16.4, linea-pg16, window tue 00:30 UTC' && "
                  "git push -q origin kaito/pg16 2>&1 | tail -1",
                  "remote: Merge request: https://git.linea.example/pis/linea-infra/-/merge_requests/88\n"),
        ],
        "facts": [
            fact("snapshot-rule", "Before any major version upgrade of pis-db a manual snapshot named "
                                  "pre-<major>-<yyyymmdd> is taken; the automated snapshots are not relied on (RB-07 "
                                  "step 2, the only step kept).",
                 "rule", "user", ["manual snapshot", ["pre-<major>-<yyyymmdd>", "major"]], remember=True),
            fact("pg16", "pis-db moves from Postgres 15.8 to 16.4 with PostGIS 3.4 (3.4.3) and the new parameter "
                         "group linea-pg16.",
                 "config", "user", ["16.4", ["linea-pg16", "PostGIS 3.4"]]),
            fact("topology", "The upgrade pre-check failed on the postgis_topology extension; it was unused and was "
                             "dropped.",
                 "bugfix", "assistant", ["postgis_topology"]),
            fact("window", "pis-db's permanent maintenance window is tue:00:30-tue:01:30 UTC (Tuesday 02:30 Aldvik "
                           "winter time, after the last night bus, before the 04:00 graph build).",
                 "config", "user", [["tue:00:30-tue:01:30", "Tuesday 02:30", "tuesday 02:30"]]),
        ],
        "optional": [
            opt("analyze", "ANALYZE over all schemas after this upgrade.", ["ANALYZE"]),
            opt("mr88", "The change is in merge request 88 on branch kaito/pg16.", ["kaito/pg16"]),
        ],
        "questions": [
            q("What must happen before a major Postgres upgrade of pis-db?",
              "a manual snapshot named pre-<major>-<yyyymmdd>", ["snapshot-rule"]),
            q("What blocked the Postgres 16 upgrade check?", "the postgis_topology extension, nobody used it, dropped",
              ["topology"]),
            q("When is pis-db's maintenance window?", "tue:00:30-tue:01:30 UTC, Tuesday 02:30 local", ["window"]),
        ],
    },
    {
        "id": "h46-cx-planner-router-config",
        "project": OTP,
        "start": datetime(2026, 11, 19, 11, 0),
        "branch": "kaito/router-tuning",
        "about": "otp-deploy: riders run for 1-minute transfers; transferSlack 60s -> 120s -> final 90s after test "
                 "queries; walk speed 1.33 -> 1.2; trip-updates updater 30s -> 15s; flex routing proposal put off; "
                 "numItineraries left at 5; long router-config.json and query outputs",
        "steps": [
            ("user", "customer service forwards complaints, planner gives 1 min transfers at Kauppatori hub and "
                     "old ppl literally run across the square. also realtime in the planner lags. look at "
                     "router-config"),
            shell("cat config/router-config.json", _router_config()),
            ("assistant", "Two things stand out:\n\n- `transferSlack` is 60s: OTP will happily plan a transfer "
                          "where you arrive 60 s before the next bus leaves, plus the walking time between the "
                          "stops. At Kauppatori the walking time between platforms is short on the map but the "
                          "square is wide.\n- the `stop-time-updater` polls feedsmith's trip updates every 30s, "
                          "while feedsmith rebuilds them every 10 s. So the planner is up to 30 s behind the feed "
                          "on top of everything else.\n\nAlso `walk.speed` is 1.33 m/s (OTP's default), which is a "
                          "brisk adult pace and optimistic in winter. I'd start with transferSlack 120s."),
            ("user", "ok 120, try it"),
            shell("sed -i 's/\"transferSlack\": \"60s\"/\"transferSlack\": \"120s\"/' config/router-config.json && "
                  "scripts/reload-local.sh && python3 scripts/compare_queries.py queries/transfer-sample.csv",
                  "reload: local OTP picked up router-config (configVersion 2026.10-a)\n"
                  "query set: 40 OD pairs, weekday 07:30 and 16:30\n"
                  "                          before(60s)  after(120s)\n"
                  "transfers < 2 min             17            0\n"
                  "median travel time          31m12s       33m48s\n"
                  "pairs with +10 min or more      0            9\n"
                  "worst: 00412 -> 03120 16:30  28m -> 46m (misses 18_2 by 40 s, next in 15 min)\n"
                  "worst: 00877 -> 00052 07:30  22m -> 37m\n"),
            ("assistant", "With 120s the 1-minute transfers are gone, but 9 of the 40 sample trips get 10+ minutes "
                          "longer, mostly where the connecting line runs every 15 minutes. That's a big price at "
                          "small stops where the transfer is across one pavement."),
            ("user", "yeah 120 kills too many good connections at small stops. 90"),
            shell("sed -i 's/\"transferSlack\": \"120s\"/\"transferSlack\": \"90s\"/' config/router-config.json && "
                  "scripts/reload-local.sh && python3 scripts/compare_queries.py queries/transfer-sample.csv",
                  "reload: local OTP picked up router-config (configVersion 2026.10-a)\n"
                  "query set: 40 OD pairs, weekday 07:30 and 16:30\n"
                  "                          before(60s)  after(90s)\n"
                  "transfers < 2 min             17            4\n"
                  "median travel time          31m12s       31m55s\n"
                  "pairs with +10 min or more      0            2\n"),
            ("assistant", "90s: 4 transfers under 2 minutes remain (all same-stop transfers), only 2 trips got "
                          "10+ minutes longer, median +43 s. For the walking speed I'd suggest 1.2 m/s, and for "
                          "realtime the updater frequency 15s or 10s."),
            ("user", "walk 1.2 yes, lots of older riders and it's winter half the year. updater 15s, 10 is pointless, "
                     "the planner needs time to apply it anyway"),
            shell("python3 - <<'EOF'\nimport json\np='config/router-config.json'\nc=json.load(open(p))\n"
                  "c['routingDefaults']['walk']['speed']=1.2\nc['updaters'][0]['frequency']='15s'\n"
                  "c['configVersion']='2026.11-a'\njson.dump(c,open(p,'w'),indent=2)\nEOF\n"
                  "git diff --stat && git diff config/router-config.json | grep '^[-+] '",
                  " config/router-config.json | 8 ++++----\n 1 file changed, 4 insertions(+), 4 deletions(-)\n"
                  "-  \"configVersion\": \"2026.10-a\",\n+  \"configVersion\": \"2026.11-a\",\n"
                  "-    \"transferSlack\": \"60s\",\n+    \"transferSlack\": \"90s\",\n"
                  "-    \"walk\": { \"speed\": 1.33, \"reluctance\": 2.0, \"boardCost\": 600, \"stairsReluctance\": "
                  "1.65 },\n+    \"walk\": { \"speed\": 1.2, \"reluctance\": 2.0, \"boardCost\": 600, "
                  "\"stairsReluctance\": 1.65 },\n"
                  "-      \"frequency\": \"30s\",\n+      \"frequency\": \"15s\",\n"),
            ("assistant", "router-config.json now has transferSlack 90s, walk speed 1.2 and the trip-updates "
                          "updater at 15s, configVersion 2026.11-a. While we're in here: the on-demand minibus in "
                          "the northern suburbs could be added to the planner with OTP's flex routing, if there's "
                          "a GTFS-Flex feed for it."),
            ("user", "flex maybe next year, there's no flex feed yet. deploy this to planner-01 first, -02 "
                     "tomorrow if no complaints"),
            shell("scripts/deploy-config.sh planner-01 2>&1 | tail -2",
                  "deploy-config: router-config 2026.11-a -> planner-01 ... reloaded (health 200)\n"
                  "deploy-config: planner-02 untouched\n"),
        ],
        "facts": [
            fact("slack", "OTP transferSlack is 90s (60s gave 1-minute transfers; 120s made 9 of 40 sample trips "
                          "10+ minutes longer).",
                 "config", "user", ["transferSlack", "90s"]),
            fact("walk", "OTP walk speed is 1.2 m/s (down from the 1.33 default): older riders and winter.",
                 "config", "user", ["1.2", ["walk", "walk speed"]]),
            fact("updater", "The planner's stop-time-updater polls feedsmith's trip updates every 15s (was 30s; 10s "
                            "judged pointless).",
                 "config", "user", ["stop-time-updater", "15s"]),
        ],
        "optional": [
            opt("slack-120", "transferSlack 120s was tried first and rejected.", ["120s"]),
            opt("flex-later", "Flex routing for the on-demand minibus is put off until there is a GTFS-Flex feed.",
                ["flex"]),
        ],
        "questions": [
            q("What transferSlack does the trip planner use?", "90s", ["slack"]),
            q("What walking speed does OTP assume?", "1.2 m/s", ["walk"]),
            q("How often does OTP poll the trip updates?", "every 15s", ["updater"]),
        ],
    },
]
