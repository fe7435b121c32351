"""h37 Claude Code sessions, part b: a housing dataset with tenants' names published by the nightly harvest on the
CKAN portal (ckan-caerwen), the Welsh translation workflow in caerwen-forms, and the cookie consent banner in the
design system (caerwen-frontend)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

CKAN = "/home/rhys/src/ckan-caerwen"
FORMS = "/home/ffion/src/caerwen-forms"
FRONTEND = "/home/nia/src/caerwen-frontend"

SESSIONS = [
    {
        "id": "h37-cc-ckan-tenant-data-published",
        "project": CKAN,
        "start": datetime(2026, 11, 10, 8, 40),
        "about": "ckan-caerwen: housing-repairs-requests published a CSV with tenant_name and contact_phone; "
                 "taken private, every object version deleted from caerwen-data-prod and the CDN purged; 37 "
                 "downloads; cause: the housing system's export view gained two columns in an upgrade and the "
                 "housing_export harvest source had private_datasets false; conditional rule (personal-data-risk "
                 "sources always private until a second person approves), 'put this in whatever notes you keep "
                 "between sessions'; column allowlist; council_tax_reductions_stats tagged too, planning names are "
                 "public by law; near-miss joke about the 30 February bin calendar",
        "steps": [
            ("user", "bad one. someone emailed the open data inbox at 7: the housing-repairs-requests dataset has a "
                     "CSV with tenants' names and phone numbers in it. it's the nightly harvest from the housing "
                     "system. take it down first, then work out how"),
            bash("ckanapi action package_patch id=housing-repairs-requests private=true -r "
                 "https://data.caerwen.gov.uk | jq -c '{private, num_resources}'",
                 "{\"private\":true,\"num_resources\":3}\n"),
            ("assistant", "The dataset is private: anonymous users no longer see it in search, on its page or in "
                          "the API. That only hides the CKAN record, though. The files themselves are in the object "
                          "store, and the CDN may still hold copies of the download URLs."),
            bash("aws s3api list-object-versions --endpoint-url https://s3.caerwen.cloud --bucket "
                 "caerwen-data-prod --prefix resources/housing-repairs-requests/ | jq -r '.Versions[] | "
                 "\"\\(.Key) \\(.VersionId) \\(.LastModified)\"'; aws s3 cp --endpoint-url https://s3.caerwen.cloud "
                 "s3://caerwen-data-prod/resources/housing-repairs-requests/open-repairs.csv - | head -n 1",
                 "resources/housing-repairs-requests/open-repairs.csv 3HL4kqtvlTUk 2026-11-10T02:14:37Z\n"
                 "resources/housing-repairs-requests/open-repairs.csv b7Fq09xZ1aQm 2026-11-09T02:13:58Z\n"
                 "resources/housing-repairs-requests/open-repairs.csv UoP2wWd8sQ1x 2026-11-08T02:14:02Z\n"
                 "request_id,ward,category,reported_on,status,tenant_name,contact_phone\n"),
            bash("for v in 3HL4kqtvlTUk b7Fq09xZ1aQm UoP2wWd8sQ1x; do aws s3api delete-object --endpoint-url "
                 "https://s3.caerwen.cloud --bucket caerwen-data-prod --key "
                 "resources/housing-repairs-requests/open-repairs.csv --version-id $v >/dev/null && echo deleted $v; "
                 "done; cdnctl purge --prefix /dataset/housing-repairs-requests/ --hard",
                 "deleted 3HL4kqtvlTUk\ndeleted b7Fq09xZ1aQm\ndeleted UoP2wWd8sQ1x\n"
                 "purge queued: prefix=/dataset/housing-repairs-requests/ mode=hard id=pg-5521\n"),
            bash("cdnctl logs --since 2026-11-08T00:00:00Z --path-prefix /dataset/housing-repairs-requests/resource/ "
                 "--status 200 | awk '{print $3}' | sort | uniq | wc -l; cdnctl logs --since 2026-11-08T00:00:00Z "
                 "--path-prefix /dataset/housing-repairs-requests/resource/ --status 200 | wc -l",
                 "14\n37\n"),
            ("assistant", "Contained: the bucket had versioning on, so I deleted all three versions of "
                          "open-repairs.csv (a plain delete would only have added a delete marker and left the old "
                          "versions readable by anyone with the version id), and the CDN purge is queued. Before "
                          "that the file was downloaded 37 times from 14 different addresses since the first "
                          "harvest on Sunday 8 November at 02:14. That's what the DPO will want for the breach "
                          "log. Now the cause."),
            tool("Read", {"file_path": f"{CKAN}/ckanext/caerwen/harvesters/housing_export.py"},
                 "    41\t    def import_stage(self, harvest_object):\n"
                 "    42\t        rows = json.loads(harvest_object.content)\n"
                 "    43\t        columns = list(rows[0].keys())\n"
                 "    44\t        csv_body = to_csv(rows, columns)\n"
                 "    45\t        package = self._package_dict(harvest_object, private=self.config.get("
                 "\"private_datasets\", False))\n"
                 "    46\t        return self._upsert_with_resource(package, \"open-repairs.csv\", csv_body)\n"),
            bash("ckanapi action harvest_source_show id=housing_export -r https://data.caerwen.gov.uk | jq -c "
                 "'{config, last_job: .status.last_job.created}'; grep -n 'v_open_repairs' "
                 "docs/upstream/housing-system-changelog.txt",
                 "{\"config\":\"{\\\"private_datasets\\\": false, \\\"default_groups\\\": [\\\"housing\\\"]}\","
                 "\"last_job\":\"2026-11-10T02:14:05\"}\n"
                 "212:2026-11-07  v14.3 upgrade: v_open_repairs now includes tenant_name, contact_phone "
                 "(requested by Housing Options for call-backs)\n"),
            ("assistant", "Two things together:\n\n"
                          "1. The housing system's v14.3 upgrade on Saturday 7 November added `tenant_name` and "
                          "`contact_phone` to the `v_open_repairs` export view, for the Housing Options call-back "
                          "team. Nobody told us.\n"
                          "2. The harvester publishes whatever columns the view returns (`columns = "
                          "list(rows[0].keys())`), and the housing_export source has `private_datasets: false`, so "
                          "the 02:14 run on the 8th wrote the new columns straight into a public dataset."),
            ("user", "right. rule from now on: if a harvest source is tagged personal-data-risk, every dataset it "
                     "creates or updates is private, always, and it only goes public once a second person has "
                     "approved it in the portal. housing_export gets that tag today. put this in whatever notes "
                     "you keep between sessions, I want you to know it next time without me saying it"),
            ("assistant", "Noted. The tag stops a bad dataset going public, but it doesn't stop a new column "
                          "slipping into an already-approved one on the next nightly run. I'd also give the "
                          "housing_export harvester a column allowlist: it publishes only the columns listed in "
                          "`schemas/housing_export_columns.yml`, and any new upstream column is dropped and logged "
                          "until someone adds it to the list on purpose."),
            ("user", "yes, the allowlist too"),
            tool("Write", {"file_path": f"{CKAN}/schemas/housing_export_columns.yml",
                           "content": "# Only these columns are published from v_open_repairs. New upstream "
                                      "columns are dropped and logged.\ncolumns:\n  - request_id\n  - ward\n"
                                      "  - category\n  - reported_on\n  - status\n"},
                 f"File created successfully at: {CKAN}/schemas/housing_export_columns.yml"),
            tool("Edit", {"file_path": f"{CKAN}/ckanext/caerwen/harvesters/housing_export.py",
                          "old_string": "        columns = list(rows[0].keys())\n",
                          "new_string": "        columns = allowed_columns(\"housing_export\", rows[0].keys(), "
                                        "log=log)\n"},
                 "The file has been updated."),
            bash("pytest ckanext/caerwen/tests/harvesters -q 2>&1 | tail -n 1 && ckanapi action harvest_source_patch "
                 "id=housing_export tags='[{\"name\": \"personal-data-risk\"}]' config='{\"private_datasets\": true, "
                 "\"default_groups\": [\"housing\"]}' -r https://data.caerwen.gov.uk | jq -c '{tags: [.tags[].name], "
                 "config}'",
                 "18 passed in 2.41s\n"
                 "{\"tags\":[\"personal-data-risk\"],\"config\":\"{\\\"private_datasets\\\": true, "
                 "\\\"default_groups\\\": [\\\"housing\\\"]}\"}\n"),
            ("assistant", "The same gap could exist on the other sources, so I checked every harvest source for "
                          "private_datasets and for columns that look like names, phone numbers or emails."),
            bash("for s in $(ckanapi action harvest_source_list -r https://data.caerwen.gov.uk | jq -r '.[].name'); do "
                 "printf '%s ' $s; ckanapi action harvest_source_show id=$s -r https://data.caerwen.gov.uk | jq -r "
                 "'.config | fromjson | .private_datasets'; done; bin/column-scan --pattern 'name|phone|email' "
                 "--all-sources",
                 "housing_export true\ncouncil_tax_reductions_stats false\nplanning_applications false\n"
                 "waste_collections false\nroad_defects false\nlibrary_loans false\n"
                 "planning_applications: applicant_name, agent_name\n"
                 "council_tax_reductions_stats: (none)\n"),
            ("assistant", "Only planning_applications has name columns (applicant_name, agent_name). "
                          "council_tax_reductions_stats has none today, but it's exported from the benefits system, "
                          "which is the same situation housing was in before the upgrade."),
            ("user", "planning is fine, applicant and agent names are on the public planning register by law. tag "
                     "council_tax_reductions_stats as personal-data-risk too though, it comes out of the benefits "
                     "system"),
            bash("ckanapi action harvest_source_patch id=council_tax_reductions_stats tags='[{\"name\": "
                 "\"personal-data-risk\"}]' config='{\"private_datasets\": true}' -r https://data.caerwen.gov.uk "
                 "| jq -c '{name, tags: [.tags[].name]}'",
                 "{\"name\":\"council_tax_reductions_stats\",\"tags\":[\"personal-data-risk\"]}\n"),
            ("user", "good. I'll ring the DPO with the 37 downloads. remember the bin calendar that had every "
                     "collection on 30 February? I'd take that week over this one any day"),
            ("assistant", "The harvester change and the allowlist file are uncommitted for your review; both "
                          "sources are already tagged personal-data-risk with private_datasets true, so tonight's "
                          "runs will create nothing public."),
        ],
        "facts": [
            fact("leak-cause", "housing-repairs-requests published tenant_name and contact_phone because the housing "
                               "system's v14.3 upgrade added them to the v_open_repairs export view and the "
                               "housing_export harvest source had private_datasets false, so the harvester published "
                               "every column.",
                 "fact", "assistant", ["housing-repairs-requests", ["tenant_name", "contact_phone"],
                                       "private_datasets"]),
            fact("pd-rule", "If a harvest source is tagged personal-data-risk, every dataset it creates or updates is "
                            "private and only goes public after a second person has approved it in the portal.",
                 "rule", "user", ["personal-data-risk", "private", ["second person", "approved"]],
                 remember=True),
            fact("allowlist", "The housing_export harvester publishes only the columns listed in "
                              "schemas/housing_export_columns.yml; new upstream columns are dropped and logged.",
                 "decision", "assistant", ["allowlist", "housing_export_columns.yml"]),
        ],
        "optional": [
            opt("versions", "caerwen-data-prod has versioning on, so removing a file means deleting every object "
                            "version, then purging the CDN.",
                ["caerwen-data-prod", ["version", "versioning"]]),
            opt("downloads", "The tenant CSV was downloaded 37 times from 14 addresses before it was taken down.",
                ["37"]),
            opt("ctr-tagged", "council_tax_reductions_stats is also tagged personal-data-risk (it comes from the "
                              "benefits system); planning_applications keeps applicant and agent names, which are "
                              "on the public planning register by law.",
                ["council_tax_reductions_stats"]),
        ],
        "questions": [
            q("Why did housing-repairs-requests publish tenants' names?",
              "the v_open_repairs export view gained tenant_name and contact_phone and the housing_export source had "
              "private_datasets false",
              ["leak-cause"]),
            q("What happens to datasets from a harvest source tagged personal-data-risk?",
              "private, public only after a second person has approved it", ["pd-rule"]),
            q("Which columns does the housing_export harvester publish?",
              "only the ones in schemas/housing_export_columns.yml", ["allowlist"]),
        ],
    },
    {
        "id": "h37-cc-forms-welsh-translations",
        "project": FORMS,
        "start": datetime(2026, 11, 11, 10, 5),
        "about": "caerwen-forms: Welsh pages of the blue badge form showing English; config.i18n.fallbacks [:en] "
                 "filled 37 keys missing from cy.yml; fallback off for Welsh, i18n-tasks missing -l cy fails CI; "
                 "XLIFF export/import via bin/translations for the Translation Unit (memoQ, 3 working days); key "
                 "naming forms.<form_slug>.<page>.<field>; Welsh-flavoured remember 'keep this in your head for next "
                 "time, isn't it': nothing goes live in English only",
        "steps": [
            ("user", "Now then. The Welsh on the blue badge form is half English, see. A councillor had a "
                     "complaint on Friday, the Welsh page for uploading a photo came up in English. Where to is "
                     "that coming from?"),
            bash("rg -n 'fallbacks' config/; bundle exec i18n-tasks missing -l cy | tail -n 6",
                 "config/application.rb:24:    config.i18n.fallbacks = [:en]\n"
                 "| cy     | blue_badge.upload_photo.title                  | Upload a photo of yourself        |\n"
                 "| cy     | blue_badge.upload_photo.hint                   | It must be a clear photo of your  |\n"
                 "| cy     | blue_badge.upload_photo.errors.too_large       | The selected file must be smaller |\n"
                 "| cy     | blue_badge.check_answers.change_photo          | Change photo                      |\n"
                 "+--------+------------------------------------------------+-----------------------------------+\n"
                 "37 missing keys\n"),
            ("assistant", "There are 37 keys in en.yml with no Welsh in cy.yml, mostly the photo upload pages "
                          "added in October. `config.i18n.fallbacks = [:en]` means a missing Welsh key silently "
                          "renders the English string, so nothing errors and nobody notices until a Welsh speaker "
                          "does."),
            ("user", "Well there we are. That's against the Welsh Language Standards, the Welsh has to be as good "
                     "as the English. Turn the fallback off for Welsh and make CI fail when a key is missing in "
                     "cy.yml"),
            tool("Edit", {"file_path": f"{FORMS}/config/application.rb",
                          "old_string": "    config.i18n.fallbacks = [:en]\n",
                          "new_string": "    # No fallback for Welsh: a missing cy key is a bug, caught in CI.\n"
                                        "    config.i18n.fallbacks = { cy: [] }\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FORMS}/.gitlab-ci.yml",
                          "old_string": "rubocop:\n",
                          "new_string": "i18n:\n  stage: test\n  script:\n    - bundle exec i18n-tasks missing "
                                        "-l cy\n\nrubocop:\n"},
                 "The file has been updated."),
            ("assistant", "Done: no fallback for `cy`, and a CI job runs `i18n-tasks missing -l cy`, which exits "
                          "non-zero on any missing key. That will fail until the 37 are translated. How do strings "
                          "get to the translators today?"),
            ("user", "Spreadsheets by email, a mess it is. The Translation Unit can take XLIFF straight into memoQ "
                     "and they turn it round in 3 working days"),
            ("assistant", "Then a small script: `bin/translations export` writes an XLIFF 1.2 file with every key "
                          "that's new or changed in en.yml since the last import (source English, empty Welsh "
                          "target), and `bin/translations import <file>` merges the returned file into cy.yml. "
                          "The last import is tracked by a timestamp in `config/locales/.last_import`."),
            ("user", "Tidy, do that. And the keys while we're at it: forms.<form_slug>.<page>.<field>, all "
                     "lowercase, snake case after the form slug. The old ones like blue_badge.upload_photo.title "
                     "get moved over when we touch them, no big rename"),
            tool("Write", {"file_path": f"{FORMS}/bin/translations",
                           "content": "#!/usr/bin/env ruby\n# Usage: bin/translations export | bin/translations "
                                      "import FILE\nrequire_relative \"../config/environment\"\n"
                                      "Translations::Cli.new(ARGV).run\n"},
                 f"File created successfully at: {FORMS}/bin/translations"),
            bash("chmod +x bin/translations && bin/translations export",
                 "wrote tmp/translations/cy-2026-11-11.xlf (37 units, 412 words)\n"),
            ("user", "Lovely. Now keep this in your head for next time, isn't it: nothing goes live in English "
                     "only. The Welsh goes out the same day as the English or the page don't go out at all, I "
                     "don't care how urgent somebody says it is"),
            ("assistant", "Understood. With the CI check that follows on its own for existing keys; for new "
                          "content it means an English change waits for the XLIFF round trip, so about 3 working "
                          "days have to be planned in before anything with new text can be released."),
            bash("bundle exec i18n-tasks missing -l cy >/dev/null; echo exit=$?",
                 "exit=1\n"),
            ("assistant", "As expected the check fails today with the 37 missing keys. "
                          "tmp/translations/cy-2026-11-11.xlf is ready to send to the Translation Unit."),
        ],
        "facts": [
            fact("no-fallback", "Welsh pages showed English because config.i18n.fallbacks = [:en] filled keys "
                                "missing from cy.yml; the fallback is off for cy and a CI job (i18n-tasks missing -l "
                                "cy) fails on any missing Welsh key.",
                 "bugfix", "user", [["fallback", "fallbacks"], "i18n-tasks"]),
            fact("same-day", "Nothing goes live in English only: the Welsh goes out the same day as the English or "
                             "the page doesn't go out.",
                 "rule", "user", ["English only", ["same day", "Welsh"]], remember=True),
            fact("xliff", "Translations go to the Translation Unit as XLIFF: bin/translations export writes new or "
                          "changed keys, bin/translations import merges the returned file into cy.yml; turnaround is "
                          "3 working days.",
                 "decision", "assistant", ["XLIFF", "bin/translations", ["3 working days", "Translation Unit"]]),
            fact("key-naming", "Translation keys are named forms.<form_slug>.<page>.<field>, all lowercase, snake "
                               "case after the form slug; old keys are moved when touched.",
                 "convention", "user", ["forms.<form_slug>.<page>.<field>", ["snake case", "lowercase"]]),
        ],
        "optional": [
            opt("memoq", "The Translation Unit imports XLIFF into memoQ.", ["memoQ"]),
            opt("last-import", "The last translation import is tracked in config/locales/.last_import.",
                [".last_import"]),
        ],
        "questions": [
            q("Why did the Welsh blue badge pages show English?",
              "config.i18n.fallbacks filled keys missing from cy.yml with English", ["no-fallback"]),
            q("How do strings get to the Translation Unit?", "as XLIFF, with bin/translations export",
              ["xliff"]),
            q("Can a page go live in English first and Welsh later?",
              "no, the Welsh goes out the same day as the English", ["same-day"]),
        ],
    },
    {
        "id": "h37-cc-frontend-cookie-consent",
        "project": FRONTEND,
        "start": datetime(2026, 11, 12, 13, 45),
        "about": "caerwen-frontend: Information Governance found Matomo loading before consent; five numbered "
                 "proposals answered in a bullet list: 1 yes but 6 months not 12 (caerwen_cookie_consent), 2 Matomo "
                 "only after consent yes, 3 'Reject additional cookies' as a button yes, 4 Cookiebot rejected (loads "
                 "its script before anyone has consented, another supplier), 5 cookie on .caerwen.gov.uk yes; a "
                 "remember inside the bullet list: the banner wording belongs to Information Governance",
        "steps": [
            ("user", "IG flagged the cookie banner in their review: matomo loads before anyone clicks anything. "
                     "have a look at what the cookie-banner component does and tell me what to change"),
            bash("rg -n 'matomo|cookies_policy|max-age' src/components/cookie-banner src/templates/layout.njk",
                 "src/templates/layout.njk:14:  <script src=\"https://stats.caerwen.gov.uk/matomo.js\" async>"
                 "</script>\n"
                 "src/components/cookie-banner/cookie-banner.mjs:8:const COOKIE = 'cookies_policy'\n"
                 "src/components/cookie-banner/cookie-banner.mjs:22:    document.cookie = `${COOKIE}=${value}; "
                 "path=/; max-age=31536000; SameSite=Lax; Secure`\n"),
            tool("Read", {"file_path": f"{FRONTEND}/src/components/cookie-banner/template.njk"},
                 "     1\t<div class=\"govuk-cookie-banner\" data-module=\"cookie-banner\" role=\"region\" "
                 "aria-label=\"Cookies on Caerwen County Council\">\n"
                 "     2\t  <p class=\"govuk-body\">{{ params.text }}</p>\n"
                 "     3\t  <button class=\"govuk-button\" data-accept>Accept additional cookies</button>\n"
                 "     4\t  <a class=\"govuk-link\" href=\"#\" data-reject>Reject additional cookies</a>\n"
                 "     5\t</div>\n"),
            ("assistant", "The Matomo tag sits in the layout's head, so it runs on every page load whatever the "
                          "visitor chooses; the banner only stores the choice. Proposed changes:\n\n"
                          "1. Rename the consent cookie from `cookies_policy` to `caerwen_cookie_consent` (the old "
                          "name collides with the main site's) and keep it for 12 months.\n"
                          "2. Load Matomo only after consent is given: remove the tag from the layout and inject it "
                          "from the consent handler; no cookie or a rejection means no analytics request at all.\n"
                          "3. Make 'Reject additional cookies' a button with the same style as 'Accept additional "
                          "cookies'. At the moment it's a link, which makes rejecting look secondary.\n"
                          "4. Replace the homegrown banner with Cookiebot, which scans for cookies and keeps a "
                          "record of consents.\n"
                          "5. Set the cookie with `domain=.caerwen.gov.uk`, so one choice covers the data portal, "
                          "the forms and the main site instead of asking on each."),
            ("user", "- 1 yes but 6 months, not 12\n"
                     "- 2 and 3 yes\n"
                     "- 4 no. cookiebot loads its own script from their servers before anyone has consented to "
                     "anything, which is exactly what IG are complaining about, and it's one more supplier getting "
                     "our visitors' IP addresses\n"
                     "- 5 fine\n"
                     "- and stash this where you'll find it next time: the banner wording belongs to the "
                     "Information Governance team. we don't reword it ourselves, not even a typo; wording changes go "
                     "to them as a request"),
            tool("Edit", {"file_path": f"{FRONTEND}/src/components/cookie-banner/cookie-banner.mjs",
                          "old_string": "const COOKIE = 'cookies_policy'",
                          "new_string": "const COOKIE = 'caerwen_cookie_consent'\n"
                                        "const MAX_AGE = 15552000 // 6 months"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{FRONTEND}/src/components/cookie-banner/cookie-banner.mjs",
                          "old_string": "path=/; max-age=31536000; SameSite=Lax; Secure`",
                          "new_string": "path=/; domain=.caerwen.gov.uk; max-age=${MAX_AGE}; SameSite=Lax; "
                                        "Secure`\n    if (value === 'accepted') loadMatomo()"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{FRONTEND}/src/components/analytics/load-matomo.mjs",
                           "content": "// Injected only after consent; never from the layout.\n"
                                      "export function loadMatomo () {\n"
                                      "  if (document.querySelector('script[data-matomo]')) return\n"
                                      "  const s = document.createElement('script')\n"
                                      "  s.src = 'https://stats.caerwen.gov.uk/matomo.js'\n"
                                      "  s.async = true\n  s.dataset.matomo = ''\n"
                                      "  document.head.appendChild(s)\n}\n"},
                 f"File created successfully at: {FRONTEND}/src/components/analytics/load-matomo.mjs"),
            tool("Edit", {"file_path": f"{FRONTEND}/src/components/cookie-banner/template.njk",
                          "old_string": "  <a class=\"govuk-link\" href=\"#\" data-reject>Reject additional "
                                        "cookies</a>\n",
                          "new_string": "  <button class=\"govuk-button\" data-reject>Reject additional "
                                        "cookies</button>\n"},
                 "The file has been updated."),
            bash("sed -i '/stats.caerwen.gov.uk\\/matomo.js/d' src/templates/layout.njk && npm test 2>&1 | tail "
                 "-n 2 && npx playwright test e2e/cookies.spec.ts --reporter=line 2>&1 | tail -n 3",
                 "Tests: 212 passed, 212 total\nTime: 9.84 s\n"
                 "  \u2713 no request to stats.caerwen.gov.uk before a choice (1.2s)\n"
                 "  \u2713 reject sets caerwen_cookie_consent=rejected, no matomo (0.9s)\n"
                 "  3 passed (4.1s)\n"),
            ("assistant", "Done and tested: the cookie is `caerwen_cookie_consent` on .caerwen.gov.uk for 6 "
                          "months, Matomo is injected only after consent is given, and Reject is a button next to "
                          "Accept. Nothing requests stats.caerwen.gov.uk before a choice."),
            ("user", "good. there's a typo in the banner text ('you're choices'), leave it, I'll send it to IG"),
        ],
        "facts": [
            fact("consent-lifetime", "The consent cookie is caerwen_cookie_consent and lasts 6 months (max-age "
                                     "15552000), not the 12 proposed.",
                 "config", "user", ["caerwen_cookie_consent", ["6 months", "15552000"]]),
            fact("matomo-after-consent", "Matomo loads only after consent is given: the tag is gone from the layout "
                                         "and injected by the consent handler (load-matomo.mjs).",
                 "decision", "assistant", ["Matomo", ["after consent", "consent is given"]]),
            fact("reject-button", "'Reject additional cookies' is a button styled like 'Accept additional cookies', "
                                  "not a link.",
                 "decision", "assistant", ["Reject additional cookies", "button"]),
            fact("no-cookiebot", "Cookiebot was rejected: it loads its own script before anyone has consented and "
                                 "adds another supplier getting visitors' IP addresses.",
                 "decision", "user", ["Cookiebot", ["before anyone has consented", "script", "supplier"]]),
            fact("cookie-domain", "The consent cookie is set on domain .caerwen.gov.uk so one choice covers the "
                                  "data portal, the forms and the main site.",
                 "config", "assistant", [".caerwen.gov.uk", ["one choice", "data portal"]]),
            fact("banner-wording", "The cookie banner wording belongs to the Information Governance team; we don't "
                                   "reword it ourselves, not even a typo; wording changes go to them as a request.",
                 "rule", "user", ["Information Governance", ["wording", "reword"]], remember=True),
        ],
        "optional": [
            opt("load-matomo", "src/components/analytics/load-matomo.mjs injects the Matomo script.",
                ["load-matomo"]),
        ],
        "questions": [
            q("How long does a cookie consent choice last?", "6 months", ["consent-lifetime"]),
            q("Why didn't we use Cookiebot?",
              "it loads its own script before anyone has consented and is one more supplier getting visitors' IP "
              "addresses",
              ["no-cookiebot"]),
            q("Who may change the cookie banner wording?", "the Information Governance team, not us",
              ["banner-wording"]),
        ],
    },
]
