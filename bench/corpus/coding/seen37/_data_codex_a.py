"""h37 Codex sessions, part a: ADR-0012 on what replaces CKAN 2.9 for the data portal, a bin/publish-dataset script
in ckan-caerwen (terse answers to numbered questions, slug and branch conventions), and a one-off rerun of the
failed police crime harvest."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

ADR = "/home/ola/src/architecture-decisions"
CKAN = "/home/rhys/src/ckan-caerwen"
CKAN_OLA = "/home/ola/src/ckan-caerwen"

SESSIONS = [
    {
        "id": "h37-cx-adr-data-catalogue",
        "project": ADR,
        "start": datetime(2026, 11, 4, 10, 0),
        "about": "architecture-decisions: ADR-0012, what replaces CKAN 2.9 for data.caerwen.gov.uk; CKAN 2.11 "
                 "chosen; a Django rebuild rejected (three people maintaining a bespoke catalogue and DCAT "
                 "harvesting), Opendatasoft rejected (38k a year, over the threshold, a full procurement), DKAN "
                 "rejected (no Drupal skills, the main website leaves Drupal); 'Keep this one': CKAN's own Solr 9 in "
                 "the catalogue namespace; live on 2.11 before 31 March when 2.9 extended support ends",
        "steps": [
            ("user", "CKAN 2.9 is end of life and the portal has to move to something. write ADR-0012 for the data "
                     "catalogue. options to compare: upgrade to CKAN 2.11, rebuild it as a Django app, Opendatasoft "
                     "hosted, DKAN"),
            shell("ls adr/ | tail -n 3 && sed -n 1,20p adr/template.md",
                  "0009-forms-hosting.md\n0010-address-lookup.md\n0011-status-page.md\n"
                  "# ADR-NNNN: Title\n\nStatus: proposed | accepted | superseded\nDate:\n\n## Context\n\n"
                  "## Options\n\n## Decision\n\n## Consequences\n"),
            shell("kubectl -n catalogue exec deploy/ckan -- ckan --version; kubectl -n catalogue exec deploy/ckan -- "
                  "pip list 2>/dev/null | grep -E '^ckanext'; curl -s "
                  "'https://data.caerwen.gov.uk/api/3/action/package_search?rows=0' | jq .result.count",
                  "CKAN 2.9.11\n"
                  "ckanext-caerwen      1.14.0\nckanext-dcat         1.5.1\nckanext-harvest      1.5.6\n"
                  "ckanext-scheming     3.0.0\n"
                  "1240\n"),
            ("assistant", "Context: CKAN 2.9.11 with four extensions (our theme, DCAT, harvest, scheming) and 1,240 "
                          "datasets.\n\n"
                          "| | CKAN 2.11 | Django rebuild | Opendatasoft | DKAN |\n|---|---|---|---|---|\n"
                          "| Migration | in place, extensions need porting to the new plugin interfaces | "
                          "everything rebuilt | export/import, hosted | export/import |\n"
                          "| DCAT, harvesting | ckanext-dcat, ckanext-harvest | build or find libraries | built in "
                          "| partial |\n"
                          "| Skills | Python, what we have | Python/Django | none needed | PHP/Drupal |\n"
                          "| Cost | our hosting | our hosting + build time | subscription | our hosting |\n\n"
                          "The theme extension is the biggest porting job for 2.11: the Jinja templates changed "
                          "and the webassets moved."),
            ("user", "CKAN 2.11. the Django rebuild is out: there are three of us and we'd be maintaining a "
                     "bespoke catalogue plus DCAT and harvesting for ever. Opendatasoft is out, their quote was 38k "
                     "a year, which is over the threshold, so a full procurement, six months minimum. DKAN is out, "
                     "nobody here knows Drupal and the main website is leaving Drupal next year anyway"),
            shell("apply_patch < /tmp/adr-0012.patch && sed -n '/## Decision/,/## Consequences/p' "
                  "adr/0012-data-catalogue.md",
                  "Success. Updated the following files:\nA adr/0012-data-catalogue.md\n"
                  "## Decision\n\nUpgrade the portal in place from CKAN 2.9 to CKAN 2.11.\n\n"
                  "- Django rebuild: rejected. A team of three would maintain a bespoke catalogue, DCAT and "
                  "harvesting indefinitely.\n"
                  "- Opendatasoft: rejected. 38k a year is over the procurement threshold; a full procurement takes "
                  "six months at least.\n"
                  "- DKAN: rejected. No Drupal skills in the team, and the main website is leaving Drupal.\n\n"),
            ("assistant", "One consequence to settle: CKAN 2.11 needs Solr 9 (we run 8 today). The council already "
                          "has a shared Solr 9 cluster for the main website search; the alternative is a Solr of "
                          "our own next to CKAN."),
            ("user", "Keep this one, it'll bite us otherwise: CKAN gets its own Solr 9 in the catalogue namespace. "
                     "not the shared solr the website search runs on, their upgrades have taken us down twice "
                     "already"),
            ("user", "and the date: live on 2.11 before 31 March, that's when our extended support for 2.9 ends"),
            shell("apply_patch < /tmp/adr-0012-consequences.patch && sed -n '/## Consequences/,$p' "
                  "adr/0012-data-catalogue.md",
                  "Success. Updated the following files:\nM adr/0012-data-catalogue.md\n"
                  "## Consequences\n\n- CKAN runs its own Solr 9 in the catalogue namespace, not the shared Solr "
                  "cluster used by the website search.\n"
                  "- ckanext-caerwen is ported to the 2.11 templates and webassets first.\n"
                  "- Target: live on CKAN 2.11 before 31 March, when extended support for 2.9 ends.\n"),
            shell("sed -i 's/^Status: proposed/Status: accepted/; s/^Date:$/Date: 2026-11-04/' "
                  "adr/0012-data-catalogue.md && git add adr/0012-data-catalogue.md && git commit -qm 'ADR-0012: "
                  "data catalogue stays on CKAN, upgrade to 2.11' && git log -1 --oneline",
                  "5d20a7e ADR-0012: data catalogue stays on CKAN, upgrade to 2.11\n"),
        ],
        "facts": [
            fact("ckan-choice", "The data portal stays on CKAN and upgrades from 2.9 to CKAN 2.11; a Django rebuild "
                                "was rejected (three people maintaining a bespoke catalogue), Opendatasoft rejected "
                                "(38k a year, over the threshold, a full procurement), DKAN rejected (no Drupal "
                                "skills, the website is leaving Drupal).",
                 "decision", "user", ["CKAN 2.11", ["Opendatasoft", "DKAN", "Django"]]),
            fact("solr", "CKAN 2.11 gets its own Solr 9 in the catalogue namespace, not the shared Solr the website "
                         "search runs on (its upgrades took the portal down twice).",
                 "config", "user", ["Solr 9", "catalogue namespace"], remember=True),
            fact("deadline", "The portal must be live on CKAN 2.11 before 31 March, when extended support for 2.9 "
                             "ends.",
                 "fact", "user", ["31 March", ["extended support", "2.9"]]),
        ],
        "optional": [
            opt("adr-file", "ADR-0012 is adr/0012-data-catalogue.md in architecture-decisions.", ["ADR-0012"]),
            opt("theme-port", "ckanext-caerwen is ported to the 2.11 templates and webassets first.",
                ["ckanext-caerwen"]),
        ],
        "questions": [
            q("What is the data portal moving to after CKAN 2.9?", "CKAN 2.11", ["ckan-choice"]),
            q("Which Solr does the portal use on 2.11?", "its own Solr 9 in the catalogue namespace", ["solr"]),
            q("By when must the portal run CKAN 2.11?", "before 31 March", ["deadline"]),
        ],
    },
    {
        "id": "h37-cx-ckan-publish-script",
        "project": CKAN,
        "start": datetime(2026, 11, 6, 15, 0),
        "about": "ckan-caerwen: bin/publish-dataset; four numbered questions answered '1 OGL 2 monthly 3 no 4 "
                 "highways'; dataset slug convention <service-area>-<topic> (lowercase, hyphens, no years, the year "
                 "goes in the resource name); 'remember that slugs are forever' (never renamed); branch "
                 "data/<jira-key>-<short-name> and commit messages starting with the Jira key",
        "steps": [
            ("user", "new script: bin/publish-dataset, takes a CSV and a yaml file of metadata and creates or "
                     "updates the dataset through the API. road defects will be the first one"),
            shell("ls bin/ && sed -n 1,12p bin/harvest-status",
                  "harvest-status\nreindex\nsync-orgs\n"
                  "#!/usr/bin/env python3\n\"\"\"Show the last job of every harvest source.\"\"\"\n"
                  "import os\n\nfrom ckanapi import RemoteCKAN\n\n"
                  "ckan = RemoteCKAN(os.environ[\"CKAN_URL\"], apikey=os.environ[\"CKAN_API_TOKEN\"])\n"),
            ("assistant", "I'll follow bin/harvest-status (ckanapi's RemoteCKAN, token from the environment). A "
                          "few defaults to pin down before I write it:\n\n"
                          "1. Licence when the YAML doesn't set one: OGL-UK-3.0 or CC-BY-4.0?\n"
                          "2. Default `frequency` when it's missing: monthly, weekly or none?\n"
                          "3. Should the slug carry the year, like road-defects-2026?\n"
                          "4. Which organisation owns road defects: highways or environment?"),
            ("user", "1 OGL 2 monthly 3 no 4 highways"),
            ("assistant", "So: licence OGL-UK-3.0 and frequency monthly unless the YAML says otherwise, no year in "
                          "the slug, and road defects goes under the highways organisation."),
            ("user", "and the slug rules, since this script will be making them from now on: "
                     "<service-area>-<topic>, lowercase, hyphens, no years, no 'caerwen', no 'data' or 'dataset'. "
                     "so highways-road-defects, waste-bin-collections. the year or month goes in the resource name, "
                     "'Road defects 2026-11'. the URL is then always data.caerwen.gov.uk/dataset/<slug>"),
            ("user", "oh and remember that slugs are forever. once a slug is published it is never renamed, "
                     "councillors' reports and FOI answers link to them. if a name turns out wrong we live with it"),
            shell("apply_patch < /tmp/publish-dataset.patch && sed -n '/SLUG_RE/,/^$/p' bin/publish-dataset",
                  "Success. Updated the following files:\nA bin/publish-dataset\n"
                  "A tests/test_publish_dataset.py\n"
                  "SLUG_RE = re.compile(r\"^[a-z]+(-[a-z0-9]+)+$\")\n"
                  "FORBIDDEN = (\"caerwen\", \"data\", \"dataset\")\n"
                  "YEAR_RE = re.compile(r\"(19|20)\\d\\d\")\n"),
            shell("pytest -q tests/test_publish_dataset.py 2>&1 | tail -n 1 && bin/publish-dataset --dry-run "
                  "examples/highways-road-defects.yml exports/road-defects-2026-11.csv",
                  "12 passed in 0.61s\n"
                  "dry run: create dataset highways-road-defects (org highways, licence OGL-UK-3.0, frequency "
                  "monthly)\n"
                  "dry run: add resource 'Road defects 2026-11' (road-defects-2026-11.csv, 2,914 rows)\n"
                  "dry run: existing slug check: highways-road-defects not found, will create; renames refused\n"),
            ("user", "commit it on a branch. branches are data/<jira-key>-<short-name>, and commit messages start "
                     "with the jira key, like 'DATA-418: add publish script'. this one is DATA-418"),
            shell("git switch -qc data/DATA-418-publish-script && git add bin/publish-dataset "
                  "tests/test_publish_dataset.py && git commit -qm 'DATA-418: add bin/publish-dataset' && git log "
                  "-1 --format='%h %s (%D)'",
                  "8c3f1aa DATA-418: add bin/publish-dataset (HEAD -> data/DATA-418-publish-script)\n"),
        ],
        "facts": [
            fact("licence-default", "bin/publish-dataset defaults the licence to OGL-UK-3.0 when the metadata YAML "
                                    "doesn't set one.",
                 "config", "user", ["OGL-UK-3.0", "licence"]),
            fact("slug-convention", "Dataset slugs are <service-area>-<topic>: lowercase, hyphens, no years, no "
                                    "'caerwen', 'data' or 'dataset' (e.g. highways-road-defects); the year or month "
                                    "goes in the resource name; URLs are data.caerwen.gov.uk/dataset/<slug>.",
                 "convention", "user", ["<service-area>-<topic>", ["no years", "resource name"]]),
            fact("slug-permanent", "A published dataset slug is never renamed (councillors' reports and FOI answers "
                                   "link to it); a wrong name is lived with.",
                 "rule", "user", ["never renamed", "slug"], remember=True),
            fact("git-convention", "Branches are named data/<jira-key>-<short-name> and commit messages start with "
                                   "the Jira key, e.g. 'DATA-418: add publish script'.",
                 "convention", "user", ["data/<jira-key>-<short-name>", ["DATA-418", "jira key"]]),
        ],
        "optional": [
            opt("frequency-default", "bin/publish-dataset defaults frequency to monthly.", ["monthly"]),
            opt("road-defects-org", "Road defects is published as highways-road-defects under the highways "
                                    "organisation.",
                ["highways-road-defects"]),
        ],
        "questions": [
            q("How are dataset slugs formed?", "<service-area>-<topic>, lowercase, hyphens, no years",
              ["slug-convention"]),
            q("Can a published dataset slug be renamed?", "no, never renamed", ["slug-permanent"]),
            q("What licence does a new dataset get by default?", "OGL-UK-3.0", ["licence-default"]),
            q("How are branches named in ckan-caerwen?", "data/<jira-key>-<short-name>", ["git-convention"]),
        ],
    },
    {
        "id": "h37-cx-ckan-crime-harvest-rerun",
        "project": CKAN_OLA,
        "start": datetime(2026, 11, 16, 9, 15),
        "about": "ckan-caerwen: rerun the failed police-recorded-crime harvest for an 11:00 meeting; upstream 503 at "
                 "02:00 then a renamed column; a one-off 'just for today' rerun without the schema check; near-misses: "
                 "'this feed is always broken on a Monday, it has never worked once' (exaggeration) and the GIS "
                 "team's rule of never publishing on a Friday (theirs); nothing durable",
        "steps": [
            ("user", "the police crime harvest failed again overnight. rerun it, I need the October figures on the "
                     "portal before the 11 o'clock community safety meeting"),
            shell("ckan -c /etc/ckan/ckan.ini harvester job-show police-recorded-crime --last | tail -n 6",
                  "job 7f31c2  source police-recorded-crime  started 2026-11-16 02:00:04  status Finished\n"
                  "  gather: GET https://opendata.heddlu-example.cymru/crime/monthly.csv -> 503 Service Unavailable\n"
                  "  gather: retry 1/3 in 300s\n  gather: retry 2/3 in 300s\n  gather: retry 3/3 -> 503\n"
                  "  errors: 1 gather error, 0 objects\n"),
            shell("curl -s -o /dev/null -w '%{http_code}\\n' https://opendata.heddlu-example.cymru/crime/monthly.csv "
                  "&& curl -s https://opendata.heddlu-example.cymru/crime/monthly.csv | head -n 1",
                  "200\nmonth,ward_code,ward_name,offence_category,count\n"),
            ("assistant", "The upstream answered 503 for all three retries at 02:00; it's back now. But the file "
                          "has changed shape: the column the harvester validates as `crime_type` is now "
                          "`offence_category`, so a normal rerun will fail the schema check in the import stage."),
            ("user", "this feed is always broken on a Monday, honestly it has never worked once. just for today, "
                     "run it without the schema check, they've promised to rename the column back this week. don't "
                     "touch the source config"),
            shell("ckan -c /etc/ckan/ckan.ini harvester run-test police-recorded-crime --extra '{\"skip_validation\": "
                  "true}' 2>&1 | tail -n 3",
                  "gather: 1 object\nimport: police-recorded-crime updated, resource 'Recorded crime 2026-10' "
                  "(4,812 rows)\nfinished in 41.2s\n"),
            ("assistant", "Done with a one-off run: the October resource is up with 4,812 rows. The source config "
                          "is unchanged, so tonight's scheduled run validates again and will fail the same way "
                          "until they rename the column back."),
            ("user", "fine for today. community safety also want the beat boundaries on the map, but those are the "
                     "GIS team's, and their rule is they never publish anything on a Friday, so that's on them to "
                     "ship when they ship. cheers, that's me"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
