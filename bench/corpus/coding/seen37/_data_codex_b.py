"""h37 Codex sessions, part b: the 2027 ward boundaries in PostGIS (terse answers to lettered questions), a minister's
office email asking for pothole repair data (only what the person confirms counts), and rate limits on the public
API gateway (the assistant rate-limits the uptime monitor and the status page goes red)."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

BOUNDARIES = "/home/hamish/src/boundaries"
PIPELINES = "/home/rhys/src/data-pipelines"
PLATFORM = "/home/ola/infra/caerwen-platform"

SESSIONS = [
    {
        "id": "h37-cx-postgis-ward-boundaries",
        "project": BOUNDARIES,
        "start": datetime(2026, 11, 18, 10, 30),
        "about": "boundaries: loading the 2027 ward boundaries into PostGIS for the 'find your ward' map; lettered "
                 "questions answered 'a) 27700 b) 5m c) yes, separate table' (store in 27700, tile views transform "
                 "to 4326 and ST_SimplifyPreserveTopology at 5 m, 2022 wards kept in wards_2022 next to "
                 "wards_2027); typo'd remember 'remmeber this for next time': boundaries_ro only gets SELECT on the "
                 "views in the tiles schema",
        "steps": [
            ("user", "the boundary commission's final ward boundaries for the 2027 elections are out. load them "
                     "into postgis next to the current ones and get them into the tile views for the 'find your "
                     "ward' map"),
            shell("ogrinfo -so -al data/incoming/caerwen-wards-2027.shp | grep -E 'Feature Count|EPSG|^[a-z_]+:'",
                  "Feature Count: 31\n    ID[\"EPSG\",27700]]\nward_code: String (9.0)\nward_name: String (60.0)\n"
                  "ward_name_cy: String (60.0)\ncouncillors: Integer (2.0)\n"),
            shell("psql \"$BOUNDARIES_DB\" -c '\\d wards' | grep geom; psql \"$BOUNDARIES_DB\" -Atc \"select "
                  "pg_size_pretty(sum(length(ST_AsMVT(t.*)))) from (select * from tiles.wards_v) t\"",
                  " geom        | geometry(MultiPolygon,27700) |           | not null |\n3412 kB\n"),
            ("assistant", "The new file is 31 wards in British National Grid (EPSG:27700), with Welsh names in "
                          "`ward_name_cy`. The current `wards` table is also 27700, and the tile view serves the "
                          "full-detail geometry, 3.4 MB for the whole county at once. Three questions:\n\n"
                          "a) Store the new boundaries in 27700 like the source, or in 4326?\n"
                          "b) Simplify in the tile views: which tolerance, 1 m, 5 m or 10 m?\n"
                          "c) The 2022 wards are needed until the May 2027 elections. Keep them after the switch, "
                          "in a separate table?"),
            ("user", "a) 27700 b) 5m c) yes, separate table"),
            ("assistant", "So: `wards_2027` in 27700 with a GiST index; the current table becomes `wards_2022`; "
                          "the tile views transform to 4326 and use `ST_SimplifyPreserveTopology(geom, 5)`, which "
                          "keeps shared borders shared, so no slivers between neighbouring wards."),
            shell("ogr2ogr -f PostgreSQL PG:\"$BOUNDARIES_DB\" data/incoming/caerwen-wards-2027.shp -nln wards_2027 "
                  "-nlt MULTIPOLYGON -lco GEOMETRY_NAME=geom -lco SPATIAL_INDEX=GIST && psql \"$BOUNDARIES_DB\" -c "
                  "'ALTER TABLE wards RENAME TO wards_2022' && psql \"$BOUNDARIES_DB\" -Atc 'select count(*) from "
                  "wards_2027; select count(*) from wards_2022'",
                  "ALTER TABLE\n31\n29\n"),
            shell("apply_patch < /tmp/tile-views.patch && psql \"$BOUNDARIES_DB\" -f sql/tiles.sql >/dev/null && "
                  "sed -n '/create or replace view tiles.wards_2027_v/,/;/p' sql/tiles.sql && psql "
                  "\"$BOUNDARIES_DB\" -Atc \"select pg_size_pretty(sum(length(ST_AsMVT(t.*)))) from (select * from "
                  "tiles.wards_2027_v) t\"",
                  "Success. Updated the following files:\nM sql/tiles.sql\n"
                  "create or replace view tiles.wards_2027_v as\n"
                  "  select ward_code, ward_name, ward_name_cy,\n"
                  "         ST_Transform(ST_SimplifyPreserveTopology(geom, 5), 4326) as geom\n"
                  "  from wards_2027;\n"
                  "408 kB\n"),
            ("assistant", "Loaded: 31 wards in wards_2027 (29 in wards_2022). The tile view for 2027 is 408 kB "
                          "instead of 3.4 MB. While checking grants I noticed the app role `boundaries_ro` has "
                          "SELECT on every table in public, not just the views."),
            ("user", "remmeber this for next time: the app role boundaries_ro only ever gets SELECT on the views in "
                     "the tiles schema, never on the tables. revoke the table grants"),
            shell("psql \"$BOUNDARIES_DB\" -c 'REVOKE ALL ON ALL TABLES IN SCHEMA public FROM boundaries_ro' -c "
                  "'GRANT USAGE ON SCHEMA tiles TO boundaries_ro' -c 'GRANT SELECT ON ALL TABLES IN SCHEMA tiles TO "
                  "boundaries_ro' && psql \"$BOUNDARIES_DB\" -Atc \"select table_schema || '.' || table_name from "
                  "information_schema.role_table_grants where grantee = 'boundaries_ro' order by 1\"",
                  "REVOKE\nGRANT\nGRANT\ntiles.wards_2022_v\ntiles.wards_2027_v\ntiles.wards_v\n"),
            shell("curl -s -o /dev/null -w '%{http_code} %{size_download}\\n' "
                  "https://maps-staging.caerwen.gov.uk/tiles/wards_2027_v/12/2020/1368.pbf",
                  "200 18412\n"),
            ("assistant", "The map's tile server still works with the role (200 on a z12 tile), and boundaries_ro "
                          "now has SELECT only on the three views in tiles. sql/tiles.sql is changed in the working "
                          "tree; the grants and the table rename are already applied to the database."),
        ],
        "facts": [
            fact("srid", "Ward boundaries are stored in EPSG:27700 (British National Grid); the tile views transform "
                         "to 4326.",
                 "config", "user", ["27700", "4326"]),
            fact("simplify", "The ward tile views use ST_SimplifyPreserveTopology with a 5m tolerance.",
                 "config", "user", ["ST_SimplifyPreserveTopology", ["5m", "5 m"]]),
            fact("old-wards", "The 2022 wards are kept in a separate table, wards_2022, next to wards_2027 (needed "
                              "until the May 2027 elections).",
                 "decision", "user", ["wards_2022", "wards_2027"]),
            fact("ro-role", "The app role boundaries_ro only gets SELECT on the views in the tiles schema, never on "
                            "the tables.",
                 "rule", "user", ["boundaries_ro", ["views", "tiles schema"]], remember=True),
        ],
        "optional": [
            opt("ward-count", "The 2027 boundaries have 31 wards (29 in 2022), with Welsh names in ward_name_cy.",
                ["31", "ward_name_cy"]),
            opt("tiles-sql", "The tile views are defined in sql/tiles.sql.", ["sql/tiles.sql"]),
        ],
        "questions": [
            q("In which SRID are ward boundaries stored?", "27700", ["srid"]),
            q("Where are the 2022 wards kept?", "in a separate table, wards_2022", ["old-wards"]),
            q("What may boundaries_ro read?", "only SELECT on the views in the tiles schema, never the tables",
              ["ro-role"]),
        ],
    },
    {
        "id": "h37-cx-pipelines-pothole-request",
        "project": PIPELINES,
        "start": datetime(2026, 11, 20, 11, 30),
        "about": "data-pipelines: a pasted email from the Minister for Local Roads' private office (schema WG "
                 "Highways Defects v1.2 by 28 November, weekly updates, reporter names and contact details, a map by "
                 "Christmas, reply with the link); the person confirms the schema and weekly refresh (Mondays "
                 "06:00), refuses reporter names (personal data; reporter_type only), declines the map; 'don't let "
                 "this slip next session': follow v1.2 exactly",
        "steps": [
            ("user", "this landed from the minister's office this morning:\n\n"
                     "From: Private Office, Minister for Local Roads\n"
                     "Subject: Pothole repair data: publication request\n\n"
                     "Dear colleagues,\n\n"
                     "Following the Minister's statement of 12 November, all local authorities are asked to:\n"
                     "1. Publish pothole repair data openly by Friday 28 November, using the Welsh Government "
                     "schema 'WG Highways Defects v1.2'.\n"
                     "2. Update the data weekly.\n"
                     "3. Include the name and contact details of the person who reported each defect, to "
                     "demonstrate responsiveness to residents.\n"
                     "4. Provide an interactive map of repairs on your open data portal by Christmas.\n"
                     "5. Reply to this mailbox with the dataset link once it is live.\n\n"
                     "Please note the Minister expects to refer to council figures in Plenary on 2 December.\n\n"
                     "Kind regards,\nPrivate Office\n\n"
                     "what would it take?"),
            shell("jq -r '.fields[] | \"\\(.name)\\t\\(.type)\\t\\(.constraints.required // false)\"' "
                  "schemas/wg-highways-defects-1.2.json",
                  "defect_id\tstring\ttrue\nreported_date\tdate\ttrue\nrepaired_date\tdate\tfalse\n"
                  "easting\tinteger\ttrue\nnorthing\tinteger\ttrue\nusrn\tstring\ttrue\n"
                  "defect_type\tstring\ttrue\npriority\tstring\ttrue\nstatus\tstring\ttrue\n"
                  "reporter_type\tstring\tfalse\n"),
            shell("head -n 2 exports/confirm/defects-latest.csv",
                  "ENQ_NUMBER,LOGGED_DATE,COMPLETED_DATE,EASTING,NORTHING,SITE_USRN,DEFECT_CODE,PRIORITY_CODE,"
                  "STATUS_CODE,ENQUIRER_NAME,ENQUIRER_PHONE,ENQUIRY_SOURCE\n"
                  "ENQ-2026-114033,2026-11-18,,318204,176511,41201873,PH,P2,OPEN,[name],[phone],PUBLIC\n"),
            ("assistant", "Everything in the schema maps from the Confirm export: ENQ_NUMBER to defect_id, "
                          "LOGGED_DATE and COMPLETED_DATE to the dates, SITE_USRN to usrn, the codes to defect_type, "
                          "priority and status through lookup tables, and ENQUIRY_SOURCE to the optional "
                          "reporter_type (public, councillor, inspection). Item 3 of the email is different: "
                          "ENQUIRER_NAME and ENQUIRER_PHONE are residents' personal data, and the schema itself "
                          "doesn't have a field for them."),
            ("user", "ok. 1 yes: we use their schema exactly, v1.2, dataset slug highways-pothole-repairs. 2 yes, "
                     "weekly, refreshed every Monday at 06:00 from the Confirm export. 3 absolutely not, that's "
                     "personal data, they get reporter_type and nothing else, I'll tell them why. 4 no, I'm not "
                     "promising a map, maybe next year. 5 I'll reply myself"),
            ("user", "and don't let this slip next session: the pothole dataset follows WG Highways Defects v1.2 "
                     "exactly, their column names and all, even where ours are nicer. no renaming, no extra "
                     "columns"),
            shell("apply_patch < /tmp/pothole-pipeline.patch && sed -n '/SCHEDULE/p;/DROP_COLUMNS/,/]/p' "
                  "pipelines/highways_pothole_repairs.py",
                  "Success. Updated the following files:\nA pipelines/highways_pothole_repairs.py\n"
                  "A pipelines/lookups/confirm_defect_codes.csv\nM schedules/crontab\n"
                  "SCHEDULE = \"0 6 * * 1\"  # Mondays 06:00, after the Sunday night Confirm export\n"
                  "DROP_COLUMNS = [\n    \"ENQUIRER_NAME\",\n    \"ENQUIRER_PHONE\",\n]\n"),
            shell("python -m pipelines.highways_pothole_repairs --dry-run --out /tmp/potholes.csv && frictionless "
                  "validate /tmp/potholes.csv --schema schemas/wg-highways-defects-1.2.json | tail -n 3 && head -n 1 "
                  "/tmp/potholes.csv",
                  "wrote /tmp/potholes.csv (6,207 rows)\n"
                  "# -------\n# valid: /tmp/potholes.csv\n# -------\n"
                  "defect_id,reported_date,repaired_date,easting,northing,usrn,defect_type,priority,status,"
                  "reporter_type\n"),
            ("assistant", "The dry run gives 6,207 rows, valid against WG Highways Defects v1.2 with exactly its "
                          "ten columns; the enquirer name and phone are dropped before anything is written. The "
                          "crontab runs it Mondays at 06:00, and the first real run can be triggered by hand to "
                          "publish before the 28th."),
            ("user", "good. draft me the reply, one line with the link, nothing about the map"),
            ("assistant", "\"The pothole repair data is published at "
                          "https://data.caerwen.gov.uk/dataset/highways-pothole-repairs in the WG Highways Defects "
                          "v1.2 schema and is updated weekly.\""),
        ],
        "facts": [
            fact("schema", "The highways-pothole-repairs dataset follows WG Highways Defects v1.2 exactly: its "
                           "column names, no renaming, no extra columns.",
                 "rule", "user", ["WG Highways Defects v1.2", "highways-pothole-repairs"], remember=True),
            fact("weekly", "highways-pothole-repairs is refreshed weekly, every Monday at 06:00, from the Confirm "
                           "export.",
                 "config", "user", ["Monday", "06:00", "Confirm"]),
            fact("no-reporter", "The pothole data never includes reporters' names or contact details (personal "
                                "data); only reporter_type.",
                 "decision", "user", ["reporter_type", ["personal data", "ENQUIRER_NAME"]]),
        ],
        "optional": [
            opt("no-map", "No interactive pothole map is promised (maybe next year).", ["map"]),
            opt("first-publish", "The first publication is due by Friday 28 November.", ["28 November"]),
        ],
        "questions": [
            q("Which schema does the pothole dataset use?", "WG Highways Defects v1.2, exactly", ["schema"]),
            q("When is highways-pothole-repairs refreshed?", "weekly, every Monday at 06:00", ["weekly"]),
            q("Does the pothole data say who reported each defect?", "no, that's personal data; reporter_type only",
              ["no-reporter"]),
        ],
    },
    {
        "id": "h37-cx-platform-api-rate-limits",
        "project": PLATFORM,
        "start": datetime(2026, 11, 23, 10, 0),
        "about": "caerwen-platform: a scraper on api.caerwen.gov.uk; rate limits 60/min per IP anonymous, 600/min per "
                 "API key, burst 20, 429 with Retry-After; the assistant deploys straight to production with the "
                 "limit on the whole server, the uptime monitor's /healthz probes get 429 and the public status "
                 "page shows a major outage for 6 minutes; after that 'write this down for future sessions': /healthz "
                 "never rate limited, monitoring egress 203.0.113.40 on the allowlist; gateway changes go to staging "
                 "first",
        "steps": [
            ("user", "someone is scraping api.caerwen.gov.uk, about 300 requests a second from a handful of "
                     "addresses since saturday. we've never had rate limits on it. add them: anonymous 60 a minute "
                     "per IP, with an API key 600 a minute per key"),
            shell("kubectl -n gateway logs deploy/api-gateway --since=2h | awk '{print $1}' | sort | uniq -c | sort "
                  "-rn | head -n 4",
                  " 812044 198.51.100.23\n 790311 198.51.100.24\n  22817 203.0.113.40\n   4102 81.2.69.160\n"),
            shell("sed -n 1,30p gateway/nginx/api.conf",
                  "server {\n  listen 8080;\n  server_name api.caerwen.gov.uk;\n\n"
                  "  location = /healthz { return 200 \"ok\\n\"; }\n\n"
                  "  location /v1/ {\n    proxy_pass http://upstreams;\n  }\n}\n"),
            ("assistant", "Two addresses make up almost all the traffic. Plan: two `limit_req_zone`s, one keyed on "
                          "the client address for anonymous calls (60r/m) and one on the `X-Api-Key` header "
                          "(600r/m), picked with a `map` on whether the header is present; `burst=20 nodelay` so "
                          "normal page loads that fire a few calls at once aren't refused; and over the limit the "
                          "gateway answers `429` with `Retry-After: 60` and a small JSON error body."),
            ("user", "burst 20 fine, go"),
            shell("apply_patch < /tmp/rate-limit.patch && docker run --rm -v $PWD/gateway/nginx:/etc/nginx/conf.d "
                  "nginx:1.27 nginx -t 2>&1 | tail -n 1 && helm upgrade api-gateway charts/api-gateway -n gateway "
                  "--reuse-values >/dev/null && echo deployed",
                  "nginx: configuration file /etc/nginx/nginx.conf test is successful\ndeployed\n"),
            shell("sleep 120; curl -s https://status.caerwen.gov.uk/api/v2/components.json | jq -r '.components[] | "
                  "select(.name == \"Public API\") | .status'; kubectl -n gateway logs deploy/api-gateway --since=2m "
                  "| grep -c ' 429 '",
                  "major_outage\n48112\n"),
            ("user", "the public status page just went red, major outage on the API, and comms are asking me what's "
                     "going on. the uptime checker probes /healthz from six regions through one egress address, "
                     "203.0.113.40, and you've put the limit on the whole server so it's getting 429s. fix it now"),
            shell("apply_patch < /tmp/rate-limit-scope.patch && sed -n '/geo \\$limit_exempt/,/}/p;/location = "
                  "\\/healthz/p' gateway/nginx/api.conf && helm upgrade api-gateway charts/api-gateway -n gateway "
                  "--reuse-values >/dev/null && sleep 60 && curl -s "
                  "https://status.caerwen.gov.uk/api/v2/components.json | jq -r '.components[] | select(.name == "
                  "\"Public API\") | .status'",
                  "Success. Updated the following files:\nM gateway/nginx/api.conf\n"
                  "geo $limit_exempt {\n  default 0;\n  203.0.113.40 1;  # uptime monitor egress\n}\n"
                  "  location = /healthz { return 200 \"ok\\n\"; }  # no limit_req here, ever\n"
                  "operational\n"),
            ("assistant", "Fixed: limit_req now sits only in `location /v1/`, so /healthz isn't limited at all, and "
                          "203.0.113.40 is in a `geo` allowlist that maps to an empty limit key, which nginx doesn't "
                          "count. The status page is back to operational; it showed major outage for about 6 "
                          "minutes. The API itself answered normal users throughout, and the two scraper addresses "
                          "are now getting 429s. I should have rolled this out to staging and watched the monitor "
                          "there first."),
            ("user", "yes you should. write this down for future sessions: /healthz is never rate limited, and the "
                     "monitoring egress address 203.0.113.40 stays on the allowlist. and anything that touches the "
                     "gateway goes to staging first, no straight-to-prod, whoever is typing"),
            shell("statusctl incident create --component 'Public API' --status resolved --title 'Monitoring "
                  "blocked by a configuration change' --body 'A configuration change blocked our monitoring for 6 "
                  "minutes. The API itself stayed available.'",
                  "incident inc_4QK2 created (resolved)\n"),
        ],
        "facts": [
            fact("limits", "The public API (api.caerwen.gov.uk) is rate limited at 60 requests a minute per IP "
                           "anonymous and 600 a minute per API key, burst 20.",
                 "config", "user", ["60", "600", "burst 20"]),
            fact("over-limit", "Over the limit the gateway answers 429 with Retry-After: 60 and a JSON error body.",
                 "config", "assistant", ["429", "Retry-After"]),
            fact("healthz", "/healthz is never rate limited and the monitoring egress address 203.0.113.40 stays on "
                            "the allowlist.",
                 "rule", "user", ["/healthz", ["allowlist", "203.0.113.40"]], remember=True),
            fact("staging-first", "Anything that touches the API gateway goes to staging first, never straight to "
                                  "production.",
                 "rule", "user", ["staging first", "gateway"]),
        ],
        "optional": [
            opt("monitor-outage", "The rate limit on /healthz made the status page show a major outage on the "
                                  "Public API for about 6 minutes on 23 Nov.",
                ["major outage"]),
            opt("api-conf", "The gateway's nginx config is gateway/nginx/api.conf in caerwen-platform.",
                ["api.conf"]),
        ],
        "questions": [
            q("What are the public API's rate limits?", "60 a minute per IP anonymous, 600 a minute per API key, "
              "burst 20", ["limits"]),
            q("Is /healthz rate limited?", "never; the monitoring egress address is on the allowlist", ["healthz"]),
            q("How are API gateway changes rolled out?", "to staging first", ["staging-first"]),
        ],
    },
]
