"""h37 Claude Code sessions, part a: Caerwen County Council's digital team. Submissions lost on the school transport
deadline in caerwen-forms (the Rails forms service), an evening of questions about the design system
(caerwen-frontend, built on GOV.UK Frontend), and a pa11y-ci / axe run over the data portal's CKAN theme
(ckanext-caerwen) before the accessibility audit."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

FORMS = "/home/gareth/code/caerwen-forms"
FRONTEND = "/home/nia/src/caerwen-frontend"
THEME = "/home/nia/src/ckanext-caerwen"

SESSIONS = [
    {
        "id": "h37-cc-forms-lost-submissions",
        "project": FORMS,
        "start": datetime(2026, 11, 3, 9, 20),
        "about": "caerwen-forms: parents got a confirmation page and reference on the school transport deadline but "
                 "the transport team never got 212 applications; the person's theory (Redis evicting Sidekiq jobs) "
                 "ruled out (noeviction, evicted_keys 0); real cause DeliverSubmissionJob had discard_on "
                 "Faraday::ClientError and CaseFlow answered 413 for bodies over 8 MB (attachments base64 inline); "
                 "fix: submissions table before the confirmation page, retry_on 25 attempts, attachments via "
                 "/documents; rule for every form, 'this is going to come up in every forms session after today'",
        "steps": [
            ("user", "phones have been going since 8. yesterday was the school transport deadline and a load of "
                     "parents say they got the thank-you page with a reference number, but the transport team has "
                     "nothing from them. my money's on redis: it was sitting at 95% memory yesterday afternoon and "
                     "I bet it started evicting sidekiq jobs"),
            bash("redis-cli -u \"$SIDEKIQ_REDIS_URL\" info memory | grep -E 'used_memory_human|maxmemory_human|"
                 "maxmemory_policy'; redis-cli -u \"$SIDEKIQ_REDIS_URL\" info stats | grep -E "
                 "'evicted_keys|uptime_in_days'; redis-cli -u \"$SIDEKIQ_REDIS_URL\" info server | grep "
                 "uptime_in_days",
                 "used_memory_human:1.71G\nmaxmemory_human:2.00G\nmaxmemory_policy:noeviction\nevicted_keys:0\n"
                 "uptime_in_days:19\n"),
            ("assistant", "Redis didn't evict anything: the policy is `noeviction` and `evicted_keys` is 0 for the "
                          "last 19 days. With noeviction a full Redis refuses new writes instead of dropping keys, "
                          "so the enqueue would have failed inside the request and the parent would have seen an "
                          "error page, not a reference number. The jobs were enqueued. Let me see what happened to "
                          "them after that."),
            bash("kubectl -n forms logs deploy/caerwen-forms-worker --since=30h > /tmp/worker.log; "
                 "grep -c 'Performed DeliverSubmissionJob' /tmp/worker.log; "
                 "grep -c 'Discarded DeliverSubmissionJob' /tmp/worker.log; "
                 "grep 'Discarded DeliverSubmissionJob' /tmp/worker.log | head -n 2",
                 "2691\n212\n"
                 "I, [2026-11-02T16:41:09.228] [ActiveJob] [DeliverSubmissionJob] [4c1d77e0] Discarded "
                 "DeliverSubmissionJob (Job ID: 4c1d77e0) due to a Faraday::ClientError (the server responded "
                 "with status 413).\n"
                 "I, [2026-11-02T16:44:52.901] [ActiveJob] [DeliverSubmissionJob] [9ab20f13] Discarded "
                 "DeliverSubmissionJob (Job ID: 9ab20f13) due to a Faraday::ClientError (the server responded "
                 "with status 413).\n"),
            tool("Read", {"file_path": f"{FORMS}/app/jobs/deliver_submission_job.rb"},
                 "     1\tclass DeliverSubmissionJob < ApplicationJob\n"
                 "     2\t  queue_as :delivery\n"
                 "     3\t  discard_on Faraday::ClientError\n"
                 "     4\t\n"
                 "     5\t  def perform(form_slug, answers, attachments)\n"
                 "     6\t    payload = { form: form_slug, answers: answers,\n"
                 "     7\t                attachments: attachments.map { |a| { name: a[\"filename\"],\n"
                 "     8\t                  content: Base64.strict_encode64(Storage.read(a[\"key\"])) } } }\n"
                 "     9\t    CaseFlow.client.post(\"/submissions\", payload)\n"
                 "    10\t  end\n"
                 "    11\tend\n"),
            ("assistant", "That's the real cause. 212 deliveries were thrown away, all of them with a 413 from "
                          "CaseFlow:\n\n"
                          "- CaseFlow's `/submissions` endpoint rejects request bodies over 8 MB.\n"
                          "- The job inlines every attachment as base64 inside the JSON, which adds a third to its "
                          "size. The form accepts uploads up to 10 MB, so a single 6.5 MB phone photo of a bus pass "
                          "is enough to go over.\n"
                          "- `discard_on Faraday::ClientError` drops the job on any 4xx: no retry, nothing in the "
                          "dead set.\n"
                          "- The answers only existed in the job's arguments, and the controller renders the "
                          "confirmation page as soon as the job is enqueued.\n\n"
                          "Deadline day just had more parents attaching photos."),
            bash("psql \"$FORMS_DB_URL\" -Atc \"select count(*) from form_sessions where form_slug = "
                 "'school-transport' and completed_at::date = '2026-11-02' and reference = any(string_to_array("
                 "'$(grep -o 'ref=[A-Z0-9-]*' /tmp/worker.log | sort -u | cut -d= -f2 | paste -sd, -)', ','))\"",
                 "212\n"),
            ("assistant", "All 212 are still in `form_sessions`, which keeps completed answers for 7 days, so they "
                          "can be resent once delivery is fixed."),
            ("user", "ok, thank god. so the redis thing was rubbish. fix it properly, I never want the answers "
                     "living only inside a sidekiq payload again"),
            ("assistant", "Three changes:\n\n"
                          "1. The submit action writes a row to a new `submissions` table (answers as jsonb, "
                          "attachment keys, status `pending`) and commits it before rendering the confirmation "
                          "page; the reference number comes from that row.\n"
                          "2. `DeliverSubmissionJob` takes the submission id. No `discard_on`; instead "
                          "`retry_on Faraday::Error, wait: :polynomially_longer, attempts: 25`, roughly three days "
                          "of backoff. After the last attempt the job lands in the dead set and an alert posts to "
                          "#forms-alerts.\n"
                          "3. Attachments go to CaseFlow's `/documents` endpoint one at a time as multipart "
                          "uploads (it takes up to 25 MB each), and the submission only carries the document ids. "
                          "No more base64 in the JSON."),
            ("user", "all three. and this is the rule from now on, for every form, not just this one: no "
                     "confirmation page and no reference number until the submission row is committed in the "
                     "submissions table, and delivery jobs retry, they never discard. this is going to come up in "
                     "every forms session after today"),
            tool("Write", {"file_path": f"{FORMS}/db/migrate/20261103094500_create_submissions.rb",
                           "content": "class CreateSubmissions < ActiveRecord::Migration[7.2]\n"
                                      "  def change\n    create_table :submissions do |t|\n"
                                      "      t.string :form_slug, null: false\n"
                                      "      t.string :reference, null: false, index: { unique: true }\n"
                                      "      t.jsonb :answers, null: false\n"
                                      "      t.jsonb :attachment_keys, null: false, default: []\n"
                                      "      t.string :status, null: false, default: \"pending\"\n"
                                      "      t.timestamps\n    end\n  end\nend\n"},
                 f"File created successfully at: {FORMS}/db/migrate/20261103094500_create_submissions.rb"),
            tool("Edit", {"file_path": f"{FORMS}/app/jobs/deliver_submission_job.rb",
                          "old_string": "  discard_on Faraday::ClientError\n\n  def perform(form_slug, answers, "
                                        "attachments)",
                          "new_string": "  retry_on Faraday::Error, wait: :polynomially_longer, attempts: 25 do "
                                        "|job, error|\n    FormsAlerts.post(\"#forms-alerts\", job, error)\n  end\n\n"
                                        "  def perform(submission_id)"},
                 "The file has been updated."),
            bash("bin/rails db:migrate 2>&1 | tail -n 2 && bundle exec rspec spec/jobs spec/requests/submit_spec.rb "
                 "2>&1 | tail -n 1",
                 "== 20261103094500 CreateSubmissions: migrated (0.0213s) ==\n\n41 examples, 0 failures\n"),
            bash("bin/rails runner 'puts Recovery.resend_from_form_sessions(date: Date.new(2026, 11, 2), "
                 "form_slug: \"school-transport\")'",
                 "requeued 212 submissions from form_sessions\ndelivered 212/212 (documents uploaded: 264)\n"),
            ("assistant", "All 212 school transport applications are now in CaseFlow, with their 264 documents. "
                          "The fix (submissions table, retry_on with 25 attempts and the #forms-alerts hook, "
                          "attachments via /documents) is on the working tree with the migration; specs pass."),
            ("user", "great. I'll tell the transport team and write it up for the incident log"),
        ],
        "facts": [
            fact("lost-cause", "The 212 school transport submissions lost on 2 Nov: DeliverSubmissionJob had "
                               "discard_on Faraday::ClientError and CaseFlow answered 413 for request bodies over "
                               "8 MB (attachments were base64-inlined); Redis eviction was ruled out (noeviction, "
                               "evicted_keys 0).",
                 "bugfix", "assistant", ["DeliverSubmissionJob", "413", ["discard_on", "discarded"]]),
            fact("confirm-rule", "For every form: no confirmation page and no reference number until the submission "
                                 "row is committed in the submissions table; delivery jobs retry, they never "
                                 "discard.",
                 "rule", "user", ["confirmation page", ["submissions table", "submission row"],
                                  ["never discard", "discard"]],
                 remember=True),
            fact("retry", "DeliverSubmissionJob uses retry_on Faraday::Error with 25 attempts (about three days of "
                          "backoff); after the last attempt it goes to the dead set and alerts #forms-alerts.",
                 "config", "assistant", ["retry_on", "25", "#forms-alerts"]),
            fact("documents", "Attachments go to CaseFlow's /documents endpoint as separate multipart uploads; the "
                              "submission only carries document ids, no base64 in the JSON.",
                 "decision", "assistant", ["/documents", ["base64", "multipart"]]),
        ],
        "optional": [
            opt("form-sessions", "form_sessions keeps completed form answers for 7 days.", ["form_sessions",
                                                                                            "7 days"]),
            opt("caseflow-cap", "CaseFlow's /submissions endpoint rejects bodies over 8 MB.", ["8 MB"]),
        ],
        "questions": [
            q("Why were school transport applications lost on deadline day?",
              "DeliverSubmissionJob discarded them when CaseFlow answered 413", ["lost-cause"]),
            q("When may a form show its confirmation page?",
              "only after the submission row is committed in the submissions table", ["confirm-rule"]),
            q("How are attachments sent to CaseFlow now?",
              "as separate multipart uploads to the /documents endpoint, not base64", ["documents"]),
        ],
    },
    {
        "id": "h37-cc-frontend-questions",
        "project": FRONTEND,
        "start": datetime(2026, 11, 5, 18, 10),
        "about": "only questions while reading caerwen-frontend: how the error summary gets focus, why inputs "
                 "carry aria-describedby with hint and error ids, visually-hidden vs display:none, Nunjucks macro "
                 "params, legends as page headings; near-miss 'the Nunjucks set block syntax falls out of my head "
                 "every morning'; nothing decided or changed",
        "steps": [
            ("user", "new to this repo, trying to understand it before I touch anything. when a form page comes "
                     "back with errors, how does the error summary end up focused? I can't see any autofocus"),
            bash("rg -n 'data-module=\"govuk-error-summary\"|disableAutoFocus' src/ node_modules/govuk-frontend/dist/"
                 "govuk/components/error-summary/error-summary.mjs | head -n 4",
                 "src/components/error-summary/template.njk:3:<div class=\"govuk-error-summary\" "
                 "data-module=\"govuk-error-summary\">\n"
                 "node_modules/govuk-frontend/dist/govuk/components/error-summary/error-summary.mjs:31:    if "
                 "(!this.config.disableAutoFocus) {\n"
                 "node_modules/govuk-frontend/dist/govuk/components/error-summary/error-summary.mjs:32:      "
                 "setFocus(this.$root)\n"),
            ("assistant", "It's JavaScript, not an attribute. `data-module=\"govuk-error-summary\"` tells "
                          "`initAll()` to attach the ErrorSummary component, and on init it calls `setFocus` on "
                          "the summary: it adds `tabindex=\"-1\"` (so a div can take focus), focuses it, and removes "
                          "the tabindex again on blur. Screen readers then read the summary's title and list first. "
                          "The links in the list also get a click handler that focuses the input and scrolls its "
                          "label or legend into view, not just the input."),
            ("user", "why do the inputs have two ids in aria-describedby?"),
            ("assistant", "Because both texts describe the field. The hint (`<id>-hint`) and the error message "
                          "(`<id>-error`) are separate elements, and `aria-describedby=\"dob-hint dob-error\"` makes a "
                          "screen reader read both after the label, in that order. The error message also starts "
                          "with a visually hidden 'Error:' prefix, so it's clear what it is when read out of "
                          "context."),
            ("user", "what's the difference between govuk-visually-hidden and just display:none?"),
            ("assistant", "`display: none` removes the element for everyone, screen readers included. "
                          "`govuk-visually-hidden` clips it to a 1px box off-screen, so it isn't visible but it's "
                          "still in the accessibility tree and gets read. It's for text a sighted user gets from "
                          "the layout but a screen reader user wouldn't, like 'Error:' or the row name in 'Change "
                          "<span class=\"govuk-visually-hidden\">date of birth</span>'. There's also "
                          "`govuk-visually-hidden-focusable`, which shows the element when it gets focus: that's "
                          "the skip link."),
            ("user", "ok. and the macros. I see `{% from \"govuk/components/input/macro.njk\" import govukInput %}` "
                     "and then govukInput({...}). where do the params go?"),
            bash("sed -n 1,12p node_modules/govuk-frontend/dist/govuk/components/input/macro.njk",
                 "{% macro govukInput(params) %}\n"
                 "  {%- include \"./template.njk\" -%}\n"
                 "{% endmacro %}\n"),
            ("assistant", "The macro takes one argument, `params`, and includes `template.njk`, which reads "
                          "`params.id`, `params.name`, `params.label.text`, `params.errorMessage` and so on. The "
                          "component's `macro-options.json` lists every option. Our wrappers in "
                          "src/components do the same thing with a couple of defaults filled in."),
            ("user", "honestly the nunjucks `{% set x %}...{% endset %}` block thing falls out of my head every "
                     "single morning. last one: does every question page need the legend as the h1?"),
            ("assistant", "Only when the page asks a single question that's a group of inputs (radios, "
                          "checkboxes, a date). Then the legend is the page heading: `fieldset.legend.isPageHeading: "
                          "true` wraps it in an h1, so the question isn't announced twice. For a single text input "
                          "it's the label instead, `label.isPageHeading: true`. Pages with several questions keep a "
                          "normal h1 and ordinary legends. And the block form of set is `{% set hintHtml %}...{% "
                          "endset %}`, which captures the HTML between the tags into the variable."),
            ("user", "cheers, that's plenty for one evening"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h37-cc-portal-pa11y-run",
        "project": THEME,
        "start": datetime(2026, 11, 9, 14, 30),
        "about": "ckanext-caerwen: pa11y-ci and axe over 14 staging portal URLs before the audit; long output "
                 "(contrast on the coloured format badges, icon-only download links without names, duplicate ids, "
                 "missing landmarks); one decision: drop the format badges and put the format as plain text in the "
                 "download link text with the size; the rest goes to the backlog",
        "steps": [
            ("user", "the auditors are in on the 24th. run pa11y-ci over the portal on staging and show me what "
                     "we've got"),
            bash("jq '{standard: .defaults.standard, runners: .defaults.runners, urls: (.urls | length)}' "
                 ".pa11yci.json",
                 "{\n  \"standard\": \"WCAG2AA\",\n  \"runners\": [\n    \"axe\",\n    \"htmlcs\"\n  ],\n"
                 "  \"urls\": 14\n}\n"),
            bash("npx pa11y-ci --config .pa11yci.json 2>&1 | tail -n 42",
                 "Running Pa11y on 14 URLs:\n"
                 " > https://staging.data.caerwen.gov.uk/ - 2 errors\n"
                 " > https://staging.data.caerwen.gov.uk/dataset/ - 9 errors\n"
                 " > https://staging.data.caerwen.gov.uk/dataset/waste-bin-collections - 11 errors\n"
                 " > https://staging.data.caerwen.gov.uk/dataset/planning-applications - 14 errors\n"
                 " > https://staging.data.caerwen.gov.uk/organization/ - 1 errors\n"
                 " > https://staging.data.caerwen.gov.uk/organization/highways - 6 errors\n"
                 " > https://staging.data.caerwen.gov.uk/group/ - 1 errors\n"
                 " > https://staging.data.caerwen.gov.uk/dataset/?tags=environment - 9 errors\n"
                 " > https://staging.data.caerwen.gov.uk/about - 0 errors\n"
                 " > https://staging.data.caerwen.gov.uk/accessibility - 0 errors\n"
                 " > https://staging.data.caerwen.gov.uk/api-guide - 3 errors\n"
                 " > https://staging.data.caerwen.gov.uk/user/login - 2 errors\n"
                 " > https://staging.data.caerwen.gov.uk/dataset/road-defects/resource/7d1e - 4 errors\n"
                 " > https://staging.data.caerwen.gov.uk/showcase/ - 5 errors\n\n"
                 "Errors in https://staging.data.caerwen.gov.uk/dataset/planning-applications:\n\n"
                 " \u2022 Elements must meet minimum color contrast ratio thresholds (color-contrast)\n"
                 "   (#resource-list > li:nth-child(1) > .format-label)\n"
                 "   <span class=\"format-label\" data-format=\"csv\">CSV</span>\n"
                 " \u2022 Elements must meet minimum color contrast ratio thresholds (color-contrast)\n"
                 "   (#resource-list > li:nth-child(2) > .format-label)\n"
                 "   <span class=\"format-label\" data-format=\"geojson\">GEOJSON</span>\n"
                 " \u2022 Links must have discernible text (link-name)\n"
                 "   (#resource-list > li:nth-child(1) > a.resource-download)\n"
                 "   <a class=\"resource-download\" href=\"/dataset/planning-applications/resource/...\"><i "
                 "class=\"icon-download\"></i></a>\n"
                 " \u2022 Links must have discernible text (link-name)\n"
                 "   (#resource-list > li:nth-child(2) > a.resource-download)\n"
                 " \u2022 IDs of active, focusable elements must be unique (duplicate-id-active)\n"
                 "   (#field-search)\n"
                 "   <input id=\"field-search\" type=\"search\" name=\"q\">\n"
                 " \u2022 All page content should be contained by landmarks (region)\n"
                 "   (.dataset-licence-note)\n"
                 " \u2022 This element has insufficient contrast at this conformance level. Expected a contrast "
                 "ratio of at least 4.5:1, but text in this element has a contrast ratio of 2.64:1. "
                 "Recommendation: change text colour to #0b0c0c. (WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail)\n"
                 "   <span class=\"format-label\" data-format=\"pdf\">PDF</span>\n"
                 " \u2022 ... 7 more\n\n"
                 "\u2718 12/14 URLs failed (67 errors)\n"),
            ("assistant", "67 errors across 12 of the 14 URLs, but they come from a handful of templates:\n\n"
                          "| rule | count | where |\n|---|---|---|\n"
                          "| color-contrast | 29 | `.format-label` badges (white on orange/green/purple, 2.6 to "
                          "3.9:1) |\n"
                          "| link-name | 22 | icon-only `a.resource-download` links |\n"
                          "| duplicate-id-active | 8 | `#field-search` in the header and on the search page |\n"
                          "| region | 6 | the licence note and the showcase cards outside any landmark |\n"
                          "| other | 2 | login page autocomplete |\n\n"
                          "The first two rows, 51 of the 67, are the resource list."),
            bash("npx @axe-core/cli https://staging.data.caerwen.gov.uk/dataset/waste-bin-collections --tags "
                 "wcag2aa,wcag22aa --exit 2>&1 | tail -n 14",
                 "Running axe-core 4.10.2 in chrome-headless\n\n"
                 "Testing https://staging.data.caerwen.gov.uk/dataset/waste-bin-collections ... please wait, this "
                 "may take a minute.\n\n"
                 "  Violation of \"color-contrast\" with 4 occurrences!\n"
                 "    Ensure the contrast between foreground and background colors meets WCAG 2 AA minimum contrast "
                 "ratio thresholds. Correct invalid elements at:\n"
                 "     - #resource-list > li:nth-child(1) > .format-label\n"
                 "     - #resource-list > li:nth-child(2) > .format-label\n"
                 "  Violation of \"link-name\" with 4 occurrences!\n"
                 "  Violation of \"target-size\" with 4 occurrences!\n"
                 "     - #resource-list > li:nth-child(1) > a.resource-download (20x20px)\n"
                 "  Violation of \"duplicate-id-active\" with 1 occurrences!\n\n"
                 "13 Accessibility issues detected.\n"),
            ("assistant", "axe agrees, and with the WCAG 2.2 tags it adds `target-size`: the download icons are 20 "
                          "by 20 px, under the 24 px minimum. So the resource list fails three ways at once. Either "
                          "we re-colour the badges (six format colours to check against two backgrounds) and add "
                          "hidden text and padding to the icons, or we change the pattern."),
            ("user", "drop the format badges. the format goes into the link text as plain text, 'Download CSV' "
                     "plus the size, and the link is a normal text link, no icon. the colours never told anyone "
                     "anything anyway. everything else goes in the audit backlog ticket, I'll triage it tomorrow"),
            tool("Edit", {"file_path": f"{THEME}/ckanext/caerwen/templates/package/snippets/resource_item.html",
                          "old_string": "<span class=\"format-label\" data-format=\"{{ res.format|lower }}\">"
                                        "{{ res.format }}</span>\n  <a class=\"resource-download\" href=\"{{ url }}\">"
                                        "<i class=\"icon-download\"></i></a>",
                          "new_string": "<a class=\"govuk-link resource-download\" href=\"{{ url }}\">Download "
                                        "{{ res.format|upper }}{% if res.size %} ({{ h.SI_number_span(res.size) }})"
                                        "{% endif %}<span class=\"govuk-visually-hidden\">: {{ res.name }}</span></a>"},
                 "The file has been updated."),
            bash("npx pa11y-ci --config .pa11yci.json 2>&1 | tail -n 3",
                 " > https://staging.data.caerwen.gov.uk/showcase/ - 5 errors\n\n"
                 "\u2718 8/14 URLs failed (16 errors)\n"),
            ("assistant", "Down from 67 errors to 16: the resource list is clean. What's left is the duplicate "
                          "`#field-search`, the landmark issues and the login page, for the backlog ticket."),
        ],
        "facts": [
            fact("format-badges", "The portal's coloured format badges are dropped: a resource's format is plain "
                                  "text in the download link text ('Download CSV' plus the size), a normal text link "
                                  "with no icon.",
                 "decision", "user", [["format badges", "format-label"], ["link text", "Download CSV"]]),
        ],
        "optional": [
            opt("pa11yci", "ckanext-caerwen's .pa11yci.json checks 14 staging URLs against WCAG2AA with the axe and "
                           "htmlcs runners.",
                [".pa11yci.json"]),
            opt("audit-date", "The accessibility auditors are in on the 24th.", ["24th"]),
        ],
        "questions": [
            q("How is a resource's format shown on the data portal now?",
              "as plain text in the download link text, Download CSV plus the size", ["format-badges"]),
        ],
    },
]
