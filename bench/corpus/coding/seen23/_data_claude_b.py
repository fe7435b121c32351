"""h23 Claude Code sessions, part b: a unique constraint after a data cleanup, an SSRF in a webhook relay, an RDS instance."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

WREN = "/home/dev/wrenfold"
GANNET = "/home/dev/gannet-relay"
KESTREL = "/home/dev/kestrel-infra"

SESSIONS = [
    {
        "id": "h23-cc-wren-microchip",
        "project": WREN,
        "start": datetime(2026, 11, 9, 10, 5),
        "about": "Django + Postgres vet clinic; duplicate patients; one-off merge script (not durable) before a unique "
                 "constraint (schema, durable); 'Don't forget:' rule on where one-off fixes live; near-miss 'remember when "
                 "the db fell over lol'",
        "steps": [
            ("user", "We keep getting duplicate patients in wrenfold: same microchip, same clinic, two records, so the "
                     "vaccination reminders go out twice and owners complain. I want the database to refuse that, a unique "
                     "constraint on microchip per clinic. There are existing duplicates though, so it won't apply as is."),
            bash("psql wrenfold_staging -c \"select clinic_id, microchip, count(*) from patients_patient where microchip "
                 "is not null group by 1, 2 having count(*) > 1\" | tail -3",
                 " 14 | 985112004417723 |     2\n 19 | 900250000114508 |     3\n(37 rows)\n"),
            bash("psql wrenfold_staging -c \"select count(*) filter (where microchip = '') as blank, count(*) filter "
                 "(where microchip ~ '\\s') as spaced from patients_patient\"",
                 " blank | spaced \n-------+--------\n    12 |      9\n(1 row)\n"),
            ("assistant", "37 duplicate groups on staging. Also 12 rows store a missing microchip as an empty string and 9 "
                          "contain spaces (`985 112 004 417 723`), which would slip past a unique constraint.\n\nPlan:\n"
                          "1. One-off cleanup: strip spaces, turn '' into NULL, merge each duplicate group into the oldest "
                          "record and repoint its appointments and vaccinations.\n"
                          "2. Schema: `microchip` becomes `null=True`, a `CheckConstraint` that it is exactly 15 digits, "
                          "and `UniqueConstraint(fields=[\"clinic\", \"microchip\"], condition=Q(microchip__isnull=False), "
                          "name=\"uniq_patient_microchip_per_clinic\")`.\n\n"
                          "Should the cleanup go into the migration as a RunPython step?"),
            ("user", "No. Don't forget: one-off data fixes go in scripts/oneoff/ with the date in the file name and get run "
                     "by hand, never inside a migration. Migrations are schema only, they get replayed on every fresh test "
                     "database and a data fix in there runs against fixtures it was never meant for. Keep the oldest "
                     "record, yes."),
            tool("Write", {"file_path": f"{WREN}/scripts/oneoff/2026-11-09_merge_microchip_duplicates.py",
                           "content": "\"\"\"One-off: normalise microchips and merge duplicate patients (keep the "
                                      "oldest).\"\"\"\nfrom django.db import transaction\n\nfrom patients.models import "
                                      "Patient\n\nDRY_RUN = True\n\n\n@transaction.atomic\ndef run():\n    ...\n"},
                 "File created successfully at: /home/dev/wrenfold/scripts/oneoff/2026-11-09_merge_microchip_duplicates.py"),
            bash("python manage.py shell < scripts/oneoff/2026-11-09_merge_microchip_duplicates.py",
                 "[dry run] normalised 9 spaced microchips, 12 blanks -> NULL\n"
                 "[dry run] 37 groups, 41 records merged into oldest, 118 appointments and 203 vaccinations repointed\n"
                 "[dry run] rolled back\n"),
            ("user", "looks right. flip DRY_RUN and run it on staging"),
            bash("sed -i 's/^DRY_RUN = True/DRY_RUN = False/' scripts/oneoff/2026-11-09_merge_microchip_duplicates.py && "
                 "DJANGO_SETTINGS_MODULE=wrenfold.settings.staging python manage.py shell < "
                 "scripts/oneoff/2026-11-09_merge_microchip_duplicates.py",
                 "normalised 9 spaced microchips, 12 blanks -> NULL\n"
                 "37 groups, 41 records merged into oldest, 118 appointments and 203 vaccinations repointed\ncommitted\n"),
            tool("Write", {"file_path": f"{WREN}/patients/migrations/0042_patient_microchip_unique.py",
                           "content": "from django.db import migrations, models\nfrom django.db.models import Q\n\n\n"
                                      "class Migration(migrations.Migration):\n"
                                      "    dependencies = [(\"patients\", \"0041_owner_phone_e164\")]\n\n"
                                      "    operations = [\n        migrations.AlterField(\"patient\", \"microchip\", "
                                      "models.CharField(max_length=15, null=True, blank=True)),\n"
                                      "        migrations.AddConstraint(\"patient\", models.CheckConstraint("
                                      "check=Q(microchip__regex=r\"^[0-9]{15}$\"), name=\"patient_microchip_15_digits\")),\n"
                                      "        migrations.AddConstraint(\"patient\", models.UniqueConstraint("
                                      "fields=[\"clinic\", \"microchip\"], condition=Q(microchip__isnull=False), "
                                      "name=\"uniq_patient_microchip_per_clinic\")),\n    ]\n"},
                 "File created successfully at: /home/dev/wrenfold/patients/migrations/0042_patient_microchip_unique.py"),
            bash("DJANGO_SETTINGS_MODULE=wrenfold.settings.staging python manage.py migrate patients && pytest patients -q",
                 "Operations to perform:\n  Apply all migrations: patients\nRunning migrations:\n"
                 "  Applying patients.0042_patient_microchip_unique... OK (0.41s)\n"
                 "........................................                                 [100%]\n"
                 "40 passed in 6.12s\n"),
            ("assistant", "Migration applied on staging in 0.41 s and the tests pass, including a new one that a second "
                          "patient with the same clinic and microchip raises IntegrityError. The patient form now also "
                          "strips spaces from the microchip before saving."),
            ("user", "remember when the db fell over lol, when Sven added an index at 5pm. how big is this table?"),
            ("assistant", "About 48k rows, hence the 0.41 s. The constraint builds a unique index under a lock, which is "
                          "fine at this size. On a big table you'd create the index with `AddIndexConcurrently` in a "
                          "non-atomic migration first and then attach the constraint."),
            ("user", "fine. it goes to prod with the normal pipeline tonight, the one-off I run on prod myself before that"),
        ],
        "facts": [
            fact("microchip-unique", "Patients have a unique constraint uniq_patient_microchip_per_clinic on (clinic, "
                                     "microchip) where microchip is not null (migration 0042).",
                 "decision", "user", ["uniq_patient_microchip_per_clinic", "microchip"]),
            fact("microchip-format", "A microchip is exactly 15 digits (CheckConstraint); a missing microchip is NULL, "
                                     "not an empty string.",
                 "config", "assistant", ["15 digits", "NULL"]),
            fact("oneoff-scripts", "One-off data fixes go in scripts/oneoff/ with the date in the file name and are run by "
                                   "hand, never inside a migration; migrations are schema only.",
                 "rule", "user", ["scripts/oneoff", "migration"], remember=True),
        ],
        "optional": [
            opt("concurrent-index", "On a big table, create the index with AddIndexConcurrently in a non-atomic migration "
                                    "first.", ["AddIndexConcurrently"]),
            opt("form-strips", "The patient form strips spaces from the microchip before saving.", ["strips spaces"]),
        ],
        "questions": [
            q("What stops duplicate patients in wrenfold now?", "a unique constraint on clinic and microchip",
              ["microchip-unique"]),
            q("Where do one-off data fixes go?", "scripts/oneoff/ with the date in the file name, never inside a migration",
              ["oneoff-scripts"]),
            q("How is a missing microchip stored?", "NULL, not an empty string", ["microchip-format"]),
        ],
    },
    {
        "id": "h23-cc-gannet-ssrf",
        "project": GANNET,
        "start": datetime(2026, 11, 10, 11, 30),
        "about": "Go webhook relay; pentest SSRF to the EC2 metadata address; three holes explained; dial-time IP check; "
                 "a signing key pasted by mistake (not labelled); the agent repeats the mistake and the rule comes after "
                 "the complaint; forbidigo lint",
        "steps": [
            ("user", "Pentest finding on gannet-relay, severity high. They registered a webhook https://hooks.pt-lab.net/cb "
                     "and our delivery log ended up containing the EC2 instance metadata from 169.254.169.254. We validate "
                     "webhook URLs on registration, so how?"),
            tool("Read", {"file_path": f"{GANNET}/internal/webhooks/validate.go"},
                 "func ValidateURL(raw string) error {\n\tu, err := url.Parse(raw)\n\tif err != nil {\n\t\treturn err\n\t}\n"
                 "\thost := u.Hostname()\n\tif host == \"localhost\" {\n\t\treturn ErrForbiddenHost\n\t}\n"
                 "\tif ip := net.ParseIP(host); ip != nil && (ip.IsPrivate() || ip.IsLoopback()) {\n"
                 "\t\treturn ErrForbiddenHost\n\t}\n\treturn nil\n}\n"),
            tool("Read", {"file_path": f"{GANNET}/internal/delivery/send.go"},
                 "func (d *Deliverer) Send(ctx context.Context, h Hook, body []byte) (Result, error) {\n"
                 "\tresp, err := http.Post(h.URL, \"application/json\", bytes.NewReader(body))\n"
                 "\tif err != nil {\n\t\treturn Result{}, err\n\t}\n\tdefer resp.Body.Close()\n"
                 "\tb, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))\n"
                 "\treturn Result{Status: resp.StatusCode, Body: string(b)}, nil\n}\n"),
            ("assistant", "Three holes, any one of them is enough:\n\n"
                          "1. **Validation looks at the string, not where it goes.** Only IP literals are checked; a "
                          "hostname passes, and what it resolves to at delivery time is never checked (their host can "
                          "simply resolve to 169.254.169.254, or rebind later).\n"
                          "2. **Link-local isn't blocked.** 169.254.0.0/16 is neither `IsPrivate` nor `IsLoopback`, so even "
                          "the literal address would pass.\n"
                          "3. **`http.Post` uses the default client, which follows up to 10 redirects.** A public URL "
                          "answering `302 Location: http://169.254.169.254/...` is followed without any check.\n\n"
                          "The delivery log stores the first 64 KB of the response body, which is how the metadata became "
                          "visible.\n\nThe robust fix is to check the real IP at connect time: a `net.Dialer` whose "
                          "`Control` func rejects loopback, private, link-local, unspecified and multicast addresses, plus "
                          "`CheckRedirect` returning `http.ErrUseLastResponse`."),
            ("user", "Do the dial-time check and no redirects, in a new package internal/safehttp. Here's the env from the "
                     "staging box in case you need the config:\n\n"
                     "GANNET_DB_URL=postgres://relay@db.staging.internal:5432/gannet\n"
                     "GANNET_SIGNING_KEY=gsk_live_7Qm2vX9pLr4TzK8wNc3Bd6Hy\nGANNET_DELIVERY_TIMEOUT=10s"),
            ("assistant", "Careful: that paste includes `GANNET_SIGNING_KEY` in clear, and it looks like a live key, so it "
                          "is now in this conversation's history. I'd rotate it. I don't need any of these values for this "
                          "change and won't write them anywhere."),
            ("user", "argh. rotating it now, ignore it"),
            tool("Write", {"file_path": f"{GANNET}/internal/safehttp/client.go",
                           "content": "package safehttp\n\n// New returns a client that refuses non-public addresses at dial "
                                      "time and never follows redirects.\nfunc New(timeout time.Duration) *http.Client {\n"
                                      "\td := &net.Dialer{Timeout: timeout, Control: denyNonPublic}\n"
                                      "\ttr := &http.Transport{DialContext: d.DialContext, Proxy: nil}\n"
                                      "\treturn &http.Client{Transport: tr, Timeout: timeout,\n"
                                      "\t\tCheckRedirect: func(*http.Request, []*http.Request) error { return "
                                      "http.ErrUseLastResponse }}\n}\n"},
                 "File created successfully at: /home/dev/gannet-relay/internal/safehttp/client.go"),
            tool("Edit", {"file_path": f"{GANNET}/internal/delivery/send.go",
                          "old_string": "\tresp, err := http.Post(h.URL, \"application/json\", bytes.NewReader(body))",
                          "new_string": "\tresp, err := d.client.Post(h.URL, \"application/json\", bytes.NewReader(body))"},
                 "The file has been updated."),
            ("assistant", "Deliveries now go through safehttp. I also added a reachability check on registration so people "
                          "get an error early when their endpoint is down:"),
            tool("Edit", {"file_path": f"{GANNET}/internal/webhooks/validate.go",
                          "old_string": "\treturn nil\n}",
                          "new_string": "\tresp, err := http.Head(raw)\n\tif err != nil {\n"
                                        "\t\treturn fmt.Errorf(\"endpoint not reachable: %w\", err)\n\t}\n"
                                        "\tresp.Body.Close()\n\treturn nil\n}"},
                 "The file has been updated."),
            ("user", "you did it again. that reachability check calls http.Head straight on the user's URL, the exact hole "
                     "we're fixing, and it's the second time this week you reach for net/http directly. keep it in mind "
                     "for good: every request to a user-supplied URL goes through safehttp, never http.Get/Head/Post or "
                     "the default client."),
            ("assistant", "You're right, sorry. Switching the check to the safehttp client, and from now on anything that "
                          "touches a user-supplied URL uses safehttp."),
            tool("Edit", {"file_path": f"{GANNET}/internal/webhooks/validate.go",
                          "old_string": "\tresp, err := http.Head(raw)",
                          "new_string": "\tresp, err := v.client.Head(raw)"},
                 "The file has been updated."),
            bash("go test ./... -run 'Safe|Deliver|Validate' -v 2>&1 | grep -E '^(--- |ok)'",
                 "--- PASS: TestDialRejectsLinkLocal (0.00s)\n--- PASS: TestDialRejectsRebindingHost (0.01s)\n"
                 "--- PASS: TestNoRedirectFollow (0.00s)\n--- PASS: TestValidateUnreachable (0.02s)\n"
                 "ok  \tgannet/internal/safehttp\t0.214s\nok  \tgannet/internal/delivery\t0.530s\n"
                 "ok  \tgannet/internal/webhooks\t0.118s\n"),
            ("assistant", "All pass. To stop this from coming back (from me or anyone), I can add a `forbidigo` rule to "
                          ".golangci.yml that rejects `http.Get`, `http.Head`, `http.Post`, `http.PostForm` and "
                          "`http.DefaultClient` everywhere except internal/safehttp."),
            ("user", "yes"),
            tool("Edit", {"file_path": f"{GANNET}/.golangci.yml",
                          "old_string": "linters:\n  enable:\n",
                          "new_string": "linters:\n  enable:\n    - forbidigo\n"
                                        "linters-settings:\n  forbidigo:\n    forbid:\n"
                                        "      - p: '^http\\.(Get|Head|Post|PostForm|DefaultClient)$'\n"
                                        "        msg: use internal/safehttp for user-supplied URLs\n"},
                 "The file has been updated."),
            bash("golangci-lint run ./...", "0 issues.\n"),
            ("user", "commit"),
            bash("git add -A && git commit -m 'delivery: safehttp client (dial-time IP check, no redirects), forbidigo'",
                 "[fix/ssrf 2b7f4c9] delivery: safehttp client (dial-time IP check, no redirects), forbidigo\n"
                 " 7 files changed, 164 insertions(+), 9 deletions(-)\n"),
        ],
        "facts": [
            fact("ssrf-cause", "The SSRF: webhook URLs were only checked as strings on registration (hostnames never "
                               "resolved, link-local 169.254.0.0/16 not blocked) and delivery used http.Post, which follows "
                               "redirects.",
                 "bugfix", "assistant", ["169.254", "redirects"]),
            fact("ssrf-fix", "Fix: internal/safehttp checks the IP at dial time (loopback, private, link-local, "
                             "unspecified, multicast rejected) and never follows redirects.",
                 "bugfix", "user", ["safehttp", "dial"]),
            fact("safehttp-rule", "Every request to a user-supplied URL goes through safehttp, never http.Get/Head/Post "
                                  "or the default client.",
                 "rule", "user", ["safehttp", "user-supplied"], remember=True),
            fact("forbidigo", "A forbidigo rule in .golangci.yml rejects http.Get/Head/Post/PostForm and "
                              "http.DefaultClient outside internal/safehttp.",
                 "config", "assistant", ["forbidigo", "DefaultClient"]),
        ],
        "optional": [
            opt("log-body", "The delivery log stores the first 64 KB of the response body.", ["64 KB"]),
            opt("reachability", "Registration has a reachability check, done through safehttp.", ["reachability"]),
        ],
        "questions": [
            q("How did the pentest webhook reach the EC2 metadata?",
              "only IP literals are checked on registration, and http.Post follows redirects", ["ssrf-cause"]),
            q("What keeps webhook deliveries away from internal addresses now?",
              "safehttp rejects non-public addresses at dial time, no redirects", ["ssrf-fix"]),
            q("How must gannet-relay code call a user-supplied URL?", "through safehttp, never the default client",
              ["safehttp-rule"]),
            q("What catches a direct http.Get in gannet-relay?", "forbidigo in .golangci.yml", ["forbidigo"]),
        ],
    },
    {
        "id": "h23-cc-kestrel-reporting",
        "project": KESTREL,
        "start": datetime(2026, 11, 13, 15, 20),
        "about": "Terraform RDS for a reporting service; backup retention set to 7 then changed to 14 (only 14 is a fact); "
                 "'from here on' module default rule; k8s hypothetical; 'never again friday deploys haha' then applied "
                 "anyway; handoff note 'for whoever picks this up on monday'",
        "steps": [
            ("user", "need a postgres for the new reporting service in kestrel-infra. copy what billing has but smaller"),
            tool("Read", {"file_path": f"{KESTREL}/envs/prod/billing_db.tf"},
                 "module \"billing_db\" {\n  source                  = \"../../modules/rds\"\n"
                 "  identifier              = \"billing-prod\"\n  engine_version          = \"16.4\"\n"
                 "  instance_class          = \"db.r6g.large\"\n  allocated_storage       = 200\n"
                 "  backup_retention_period = 14\n  multi_az                = true\n"
                 "  deletion_protection     = true\n  skip_final_snapshot     = false\n"
                 "  subnet_group            = module.network.db_subnet_group\n}\n"),
            ("assistant", "For reporting I'd go with `db.t4g.medium`, 50 GB gp3, single-AZ (reporting can live with a "
                          "restart now and then), engine 16.4 like billing. How long should backups be kept?"),
            ("user", "t4g.medium and single az fine. retention 7 for now"),
            tool("Write", {"file_path": f"{KESTREL}/envs/prod/reporting_db.tf",
                           "content": "module \"reporting_db\" {\n  source                  = \"../../modules/rds\"\n"
                                      "  identifier              = \"reporting-prod\"\n"
                                      "  engine_version          = \"16.4\"\n"
                                      "  instance_class          = \"db.t4g.medium\"\n  allocated_storage       = 50\n"
                                      "  backup_retention_period = 7\n  multi_az                = false\n"
                                      "  subnet_group            = module.network.db_subnet_group\n}\n"},
                 "File created successfully at: /home/dev/kestrel-infra/envs/prod/reporting_db.tf"),
            bash("cd envs/prod && terraform plan -target=module.reporting_db -no-color | grep -E '^\\s+[+~]' | head -8",
                 "  + resource \"aws_db_instance\" \"this\" {\n      + identifier              = \"reporting-prod\"\n"
                 "      + instance_class          = \"db.t4g.medium\"\n      + backup_retention_period = 7\n"
                 "      + deletion_protection     = false\n      + skip_final_snapshot     = true\n"),
            ("user", "wait, deletion_protection false??"),
            ("assistant", "Yes: the module's defaults are `deletion_protection = false` and `skip_final_snapshot = true`. "
                          "Billing is only protected because it sets both explicitly; reporting_db.tf doesn't, so it "
                          "inherits the unsafe defaults."),
            ("user", "from here on, every rds instance gets deletion_protection = true and a final snapshot, no exceptions. "
                     "put that in the module defaults, not per instance. if we ever move to k8s we'd run postgres with an "
                     "operator and this goes away, but that's not happening"),
            tool("Edit", {"file_path": f"{KESTREL}/modules/rds/variables.tf",
                          "old_string": "variable \"deletion_protection\" {\n  type    = bool\n  default = false\n}\n\n"
                                        "variable \"skip_final_snapshot\" {\n  type    = bool\n  default = true\n}",
                          "new_string": "variable \"deletion_protection\" {\n  type    = bool\n  default = true\n}\n\n"
                                        "variable \"skip_final_snapshot\" {\n  type    = bool\n  default = false\n}"},
                 "The file has been updated."),
            ("user", "oh and finance just pinged: reporting has to keep backups as long as billing, audit requirement. so "
                     "14, not 7"),
            tool("Edit", {"file_path": f"{KESTREL}/envs/prod/reporting_db.tf",
                          "old_string": "  backup_retention_period = 7",
                          "new_string": "  backup_retention_period = 14"},
                 "The file has been updated."),
            bash("cd envs/prod && terraform plan -no-color | grep -E 'Plan:|backup_retention|deletion_protection|skip_final'",
                 "      + backup_retention_period = 14\n      + deletion_protection     = true\n"
                 "      + skip_final_snapshot     = false\nPlan: 4 to add, 0 to change, 0 to destroy.\n"),
            ("assistant", "Plan is clean: 4 to add (instance, parameter group, security group, master secret), nothing "
                          "changes on billing since it already set both values. Apply?"),
            ("user", "never again friday deploys haha. ok whatever, apply it, it's a new empty db"),
            bash("cd envs/prod && terraform apply -auto-approve -no-color | tail -4",
                 "module.reporting_db.aws_db_instance.this: Creation complete after 6m12s [id=reporting-prod]\n\n"
                 "Apply complete! Resources: 4 added, 0 changed, 0 destroyed.\n\nOutputs:\n"
                 "reporting_db_endpoint = \"reporting-prod.cx81kq2f.eu-west-1.rds.amazonaws.com\"\n"),
            bash("git add -A && git commit -m 'reporting db; rds module defaults to deletion protection and final snapshot'",
                 "[main e44b1d0] reporting db; rds module defaults to deletion protection and final snapshot\n"
                 " 2 files changed, 14 insertions(+), 2 deletions(-)\n"),
            ("user", "for whoever picks this up on monday: the db exists but the reporting service can't log in yet. "
                     "someone needs to create a reporting_app role with read/write on the reporting schema, and its "
                     "password goes into Secrets Manager as kestrel/reporting/db. I did not do that part."),
            ("assistant", "Got it, that stays open: a reporting_app role with read/write on the reporting schema, password "
                          "in Secrets Manager under kestrel/reporting/db."),
        ],
        "facts": [
            fact("reporting-db", "The reporting service database is RDS reporting-prod: db.t4g.medium, 50 GB, single-AZ, "
                                 "engine 16.4 (envs/prod/reporting_db.tf).",
                 "config", "user", ["reporting", "t4g.medium"]),
            fact("retention-14", "The reporting database keeps backups 14 days (backup_retention_period = 14), as long as "
                                 "billing; finance audit requirement.",
                 "config", "user", ["backup_retention_period", "14"]),
            fact("rds-protection", "Every RDS instance gets deletion_protection = true and a final snapshot; these are the "
                                   "defaults of modules/rds, not set per instance.",
                 "rule", "user", ["deletion_protection", "final snapshot"], remember=True),
            fact("handoff-role", "Open: the reporting service needs a reporting_app role with read/write on the reporting "
                                 "schema, password in Secrets Manager as kestrel/reporting/db.",
                 "fact", "user", ["reporting_app", "kestrel/reporting/db"]),
        ],
        "optional": [
            opt("endpoint", "The endpoint is reporting-prod.cx81kq2f.eu-west-1.rds.amazonaws.com.", ["cx81kq2f"]),
            opt("billing-db", "billing-prod is db.r6g.large, multi-AZ, 200 GB.", ["db.r6g.large"]),
        ],
        "questions": [
            q("How many days of backups does the reporting database keep?", "14", ["retention-14"]),
            q("What does every RDS instance in kestrel-infra get?", "deletion_protection = true and a final snapshot",
              ["rds-protection"]),
            q("What is still missing before the reporting service can log in?",
              "a reporting_app role, password in Secrets Manager as kestrel/reporting/db", ["handoff-role"]),
        ],
    },
]
