"""h33 Codex sessions, part c: how labgate delivers lab results into sorrel-api, a masked NHS number with an audited
reveal in sorrel-admin, and pgBackRest retention and compression in sorrel-infra after the failed restore drill."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

LABGATE = "/home/raj/src/labgate"
ADMIN = "/Users/piotr/dev/sorrel-admin"
INFRA = "/home/ife/src/sorrel-infra"

SESSIONS = [
    {
        "id": "h33-cx-labgate-result-delivery",
        "project": LABGATE,
        "start": datetime(2026, 11, 5, 11, 0),
        "branch": "SOR-393-deliver-results",
        "about": "labgate: how lab results get into sorrel-api; HAPI FHIR server rejected (a second clinical store "
                 "to back up, audit and keep in line with the clinic policies), Mirth Connect rejected (licence "
                 "change, nobody knows it), chosen: labgate posts FHIR R4 transaction Bundles to "
                 "/internal/fhir/Bundle; speculation (FHIR subscriptions from Northfield, NATS) not decided; 10 "
                 "attempts then labgate_dead_letter; mTLS with CN labgate; 'don't let this one slip' unmatched "
                 "patients go to the manual matching queue, never auto-created",
        "steps": [
            ("user", "labgate parses Northfield's results fine but they only land in its own little database. "
                     "doctors need to see them in sorrel. three ideas on the table: a HAPI FHIR server in between, "
                     "Mirth Connect, or labgate posting straight into the api. HL7 always ends in tears anyway, "
                     "but let's pick the least painful"),
            shell("rg -n 'internal/fhir' ../sorrel-api/src/main/kotlin | head -n 4 && sed -n 1,12p go.mod",
                  "../sorrel-api/src/main/kotlin/health/sorrel/fhir/FhirBundleController.kt:22:@RequestMapping"
                  "(\"/internal/fhir\")\n"
                  "../sorrel-api/src/main/kotlin/health/sorrel/fhir/FhirBundleController.kt:31:    "
                  "@PostMapping(\"/Bundle\") // transaction bundles, used by the GP import\n"
                  "module labgate\n\ngo 1.23\n\nrequire (\n\tgithub.com/jackc/pgx/v5 v5.7.1\n"
                  "\tgithub.com/samply/golang-fhir-models/fhir-models v0.3.2\n)\n"),
            ("assistant", "How the three compare for us:\n\n"
                          "- **HAPI FHIR JPA server in between.** A complete FHIR store with search and "
                          "versioning. But it is a second clinical data store: its own database to back up and "
                          "restore-drill, every read in it to audit, and the clinic row-level policies to "
                          "replicate, and sorrel-api would still have to pull results out of it to show them.\n"
                          "- **Mirth Connect.** The classic HL7 integration engine. Since the 4.6 licence change "
                          "it's no longer distributed as open source, and its channels are JavaScript in a Java "
                          "admin client that nobody here has used.\n"
                          "- **labgate posts to sorrel-api directly.** sorrel-api already has "
                          "`POST /internal/fhir/Bundle` for transaction bundles (the GP import uses it). labgate "
                          "would map each ORU^R01 to a FHIR R4 transaction Bundle: one DiagnosticReport per OBR, "
                          "one Observation per OBX, and post it. One store, existing audit and policies."),
            ("user", "thinking about later: if Northfield ever offers FHIR subscriptions we could drop HL7 v2 "
                     "completely, and someone in the guild keeps suggesting NATS between labgate and the api. "
                     "neither is happening now. decision: labgate posts to the api. HAPI no, it's a second clinical "
                     "store we'd have to back up, audit and keep in line with the clinic policies. Mirth no, the "
                     "licence change, and none of us knows it"),
            ("assistant", "Two details before I write it: what should labgate do when sorrel-api is down or "
                          "answers 5xx, and how does it authenticate to `/internal/*`?"),
            ("user", "retry with exponential backoff, at most 10 attempts, after that the message goes into a "
                     "labgate_dead_letter table and we get an alert. auth is mTLS: labgate gets its own client "
                     "certificate with CN labgate, and the api accepts /internal/* only with a client certificate "
                     "from our internal CA"),
            shell("apply_patch < /tmp/deliver.patch && sed -n '/func (d \\*Deliverer) Deliver/,/^}/p' "
                  "internal/deliver/deliver.go",
                  "Success. Updated the following files:\n"
                  "A internal/fhirmap/oru.go\nA internal/deliver/deliver.go\nA migrations/0009_dead_letter.sql\n"
                  "M config/labgate.yaml\n"
                  "func (d *Deliverer) Deliver(ctx context.Context, msg *hl7.Message) error {\n"
                  "\tbundle, err := fhirmap.ORUToBundle(msg) // DiagnosticReport per OBR, Observation per OBX\n"
                  "\tif err != nil {\n\t\treturn d.deadLetter(ctx, msg, err)\n\t}\n"
                  "\top := func() error { return d.api.PostBundle(ctx, bundle) } // mTLS, CN=labgate\n"
                  "\tb := backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 9) // 10 attempts in total\n"
                  "\tif err := backoff.Retry(op, backoff.WithContext(b, ctx)); err != nil {\n"
                  "\t\treturn d.deadLetter(ctx, msg, err) // labgate_dead_letter + alert\n\t}\n"
                  "\treturn nil\n}\n"),
            shell("go test ./internal/fhirmap ./internal/deliver 2>&1 | tail -n 2",
                  "ok  \tlabgate/internal/fhirmap\t0.052s\n"
                  "ok  \tlabgate/internal/deliver\t0.731s\n"),
            ("assistant", "Mapping and delivery are in and tested against a stub api (including 10 failed attempts "
                          "ending in the dead-letter table). One case isn't handled yet: a result whose PID NHS "
                          "number doesn't match any patient in sorrel. The api rejects the bundle with 422 today. "
                          "Should labgate create the patient from the PID data in that case?"),
            ("user", "no. and don't let this one slip next session: results whose patient doesn't match on NHS "
                     "number go to the manual matching queue, labgate never auto-creates a patient. an "
                     "auto-created duplicate is exactly how results end up in the wrong record"),
            shell("apply_patch < /tmp/unmatched.patch && go test ./internal/deliver -run Unmatched -v 2>&1 | grep "
                  "-E '^(---|ok)'",
                  "Success. Updated the following files:\nM internal/deliver/deliver.go\n"
                  "A migrations/0010_manual_matching.sql\n"
                  "--- PASS: TestUnmatchedNHSNumberGoesToManualMatching (0.01s)\n"
                  "--- PASS: TestUnmatchedNeverCreatesPatient (0.00s)\n"
                  "ok  \tlabgate/internal/deliver\t0.204s\n"),
            shell("git add -A && git commit -qm 'deliver ORU as FHIR transaction bundles to sorrel-api' && git log "
                  "-1 --oneline",
                  "19f3c6a deliver ORU as FHIR transaction bundles to sorrel-api\n"),
        ],
        "facts": [
            fact("delivery", "labgate maps each ORU^R01 to a FHIR R4 transaction Bundle (DiagnosticReport per OBR, "
                             "Observation per OBX) and posts it to sorrel-api's /internal/fhir/Bundle. Rejected: a "
                             "HAPI FHIR server (a second clinical store to back up, audit and keep in line with the "
                             "clinic policies), Mirth Connect (licence change, nobody knows it).",
                 "decision", "user", [["/internal/fhir/Bundle", "transaction Bundle"], ["HAPI", "Mirth"]]),
            fact("dead-letter", "If posting to sorrel-api fails, labgate retries with exponential backoff for at "
                                "most 10 attempts, then puts the message into labgate_dead_letter and alerts.",
                 "config", "user", ["10 attempts", "labgate_dead_letter"]),
            fact("mtls", "labgate authenticates to sorrel-api's /internal/* with mTLS, its own client certificate "
                         "with CN labgate from the internal CA.",
                 "config", "user", ["mTLS", ["CN labgate", "client certificate"]]),
            fact("unmatched", "Lab results whose patient doesn't match on NHS number go to the manual matching "
                              "queue; labgate never auto-creates a patient.",
                 "rule", "user", [["manual matching", "matching queue"], ["auto-creates", "auto-create",
                                                                          "never creates"]], remember=True),
        ],
        "optional": [
            opt("future-ideas", "FHIR subscriptions from Northfield and NATS between labgate and the api were "
                                "mentioned as future ideas, not decided.",
                ["NATS"]),
        ],
        "questions": [
            q("How do lab results get from labgate into sorrel?", "labgate posts to the api: a FHIR R4 transaction "
              "Bundle to POST /internal/fhir/Bundle", ["delivery"]),
            q("Why wasn't Mirth Connect used?", "the licence change, and none of us knows it", ["delivery"]),
            q("What happens to a lab result whose patient doesn't match?",
              "it goes to the manual matching queue; labgate never auto-creates a patient", ["unmatched"]),
        ],
    },
    {
        "id": "h33-cx-admin-nhs-number-reveal",
        "project": ADMIN,
        "start": datetime(2026, 11, 26, 10, 10),
        "about": "sorrel-admin: the patient header masks the NHS number; a Reveal button calls POST "
                 "/api/patients/{id}/identifier-reveals (audit event patient.identifier_revealed) and re-masks "
                 "after 30 seconds; no copy button; Polish-flavoured remember of the branch and commit convention "
                 "(SOR-<number>-<short-description>, conventional commits with scope, 'Refs: SOR-<number>' "
                 "footer) after a wrongly named branch broke CI; near-miss: the design team's Figma-link wish is "
                 "theirs, not ours",
        "steps": [
            ("user", "Hello. Ticket SOR-431: in patient header we show the full NHS number all the time. Helen "
                     "wants it masked, and to see it you must click, and this click must be audited. Backend has "
                     "endpoint already? Please check in ../sorrel-api."),
            shell("rg -n 'identifier-reveals' -A2 ../sorrel-api/src/main/kotlin | head -n 4 && git branch "
                  "--show-current",
                  "../sorrel-api/src/main/kotlin/health/sorrel/patients/PatientController.kt:61:    "
                  "@PostMapping(\"/{id}/identifier-reveals\")\n"
                  "../sorrel-api/src/main/kotlin/health/sorrel/patients/PatientController.kt:62:    "
                  "@Audited(\"patient.identifier_revealed\")\n"
                  "../sorrel-api/src/main/kotlin/health/sorrel/patients/PatientController.kt:63:    fun "
                  "revealIdentifier(@PathVariable id: UUID): IdentifierDto =\n"
                  "feature/mask-nhs\n"),
            ("assistant", "The endpoint exists: `POST /api/patients/{id}/identifier-reveals` returns the NHS "
                          "number and writes the audit event `patient.identifier_revealed`. You're on a branch "
                          "called `feature/mask-nhs`."),
            ("user", "Yes, this branch you made yesterday, and CI was red because of the name. Please remember it "
                     "for next times, it is important: branch is always SOR-<number>-<short-description>, small "
                     "letters with minus, like SOR-431-mask-nhs-number. Commit is conventional commit with scope, "
                     "like feat(patient): ..., and in the footer 'Refs: SOR-431'. CI checks both of them."),
            shell("git branch -m feature/mask-nhs SOR-431-mask-nhs-number && git branch --show-current",
                  "SOR-431-mask-nhs-number\n"),
            ("assistant", "Renamed. For the header I'd show the number masked as `*** *** 1234`, with a Reveal "
                          "button that calls the endpoint and shows the full number. Two questions: how long should "
                          "it stay visible before it masks itself again, and should there be a copy-to-clipboard "
                          "button next to it?"),
            ("user", "30 seconds, then masked again. No copy button. People paste it into chats, we don't make it "
                     "easier."),
            shell("apply_patch < /tmp/nhs-reveal.patch && sed -n '/export function NhsNumber/,/^}/p' "
                  "src/pages/patient/NhsNumber.tsx",
                  "Success. Updated the following files:\n"
                  "A src/pages/patient/NhsNumber.tsx\nM src/pages/patient/PatientHeader.tsx\n"
                  "M src/api/patients.ts\nA src/pages/patient/NhsNumber.test.tsx\n"
                  "export function NhsNumber({ patientId, last4 }: Props) {\n"
                  "  const [full, setFull] = useState<string | null>(null);\n"
                  "  useEffect(() => {\n"
                  "    if (!full) return;\n"
                  "    const t = setTimeout(() => setFull(null), REVEAL_MS); // 30 s\n"
                  "    return () => clearTimeout(t);\n"
                  "  }, [full]);\n"
                  "  const reveal = async () => setFull((await revealIdentifier(patientId)).nhsNumber);\n"
                  "  return full ? <span>{formatNhs(full)}</span>\n"
                  "    : <span>*** *** {last4} <button onClick={reveal}>Reveal</button></span>;\n"
                  "}\n"),
            shell("npx vitest run src/pages/patient 2>&1 | tail -n 4",
                  " ✓ src/pages/patient/NhsNumber.test.tsx (5 tests) 44ms\n"
                  " ✓ src/pages/patient/PatientHeader.test.tsx (6 tests) 61ms\n\n"
                  " Test Files  2 passed (2)\n"),
            ("user", "Good. The design team always wants the Figma link in every PR description, this is their "
                     "wish, not our rule, skip it. Commit please."),
            shell("git add -A && git commit -q -m 'feat(patient): mask NHS number, audited reveal for 30 s' -m "
                  "'Refs: SOR-431' && git log -1 --format=%B",
                  "feat(patient): mask NHS number, audited reveal for 30 s\n\nRefs: SOR-431\n"),
            ("assistant", "Committed on `SOR-431-mask-nhs-number` with the `Refs: SOR-431` footer."),
        ],
        "facts": [
            fact("branch-commit", "sorrel-admin branches are named SOR-<number>-<short-description> (lowercase, "
                                  "hyphens, e.g. SOR-431-mask-nhs-number); commits are conventional commits with a "
                                  "scope (feat(patient): ...) and a 'Refs: SOR-<number>' footer; CI checks both.",
                 "convention", "user", [["SOR-<number>", "SOR-431-mask-nhs-number"], "conventional commit", "Refs:"],
                 remember=True),
            fact("nhs-reveal", "The patient header shows the NHS number masked (*** *** 1234); Reveal calls POST "
                               "/api/patients/{id}/identifier-reveals, which writes the audit event "
                               "patient.identifier_revealed.",
                 "decision", "user", [["identifier-reveals", "patient.identifier_revealed"], ["masked", "Reveal"]]),
            fact("reveal-30s", "A revealed NHS number is masked again after 30 seconds, and there is no copy "
                               "button (people paste it into chats).",
                 "config", "user", [["30 seconds", "30 s"], ["masked again", "copy button"]]),
        ],
        "optional": [
            opt("nhs-number-component", "The masked number is src/pages/patient/NhsNumber.tsx.", ["NhsNumber"]),
        ],
        "questions": [
            q("How are sorrel-admin branches named?", "SOR-<number>-<short-description>, small letters with minus",
              ["branch-commit"]),
            q("Which audit event does revealing the NHS number write?", "patient.identifier_revealed",
              ["nhs-reveal"]),
            q("How long does a revealed NHS number stay visible?", "30 seconds", ["reveal-30s"]),
        ],
    },
    {
        "id": "h33-cx-infra-backup-retention",
        "project": INFRA,
        "start": datetime(2026, 11, 24, 13, 30),
        "about": "sorrel-infra: pgBackRest config review after the failed drill; gz level 6 replaced by zst level "
                 "3 after a staging comparison; process-max 4; repo1-retention-full first set to 6, then 9 when the "
                 "DSPT assessor asks for 60 days of PITR (only 9 counts); 'save this in your notes' the cipher "
                 "passphrase lives only in Vault at kv/infra/pgbackrest/cipher-pass; repo2 in another region "
                 "mentioned, not decided; near-miss exaggeration about pgBackRest's docs",
        "steps": [
            ("user", "follow-up to last week's drill mess. four weekly fulls feels thin now, and the nightly backup "
                     "window is getting long. go through the pgbackrest config"),
            shell("cat ansible/roles/pgbackrest/templates/pgbackrest.conf.j2 && rg -n 'cipher_pass' "
                  "ansible/group_vars",
                  "[global]\nrepo1-type=s3\nrepo1-s3-bucket=sorrel-pgbackrest\nrepo1-s3-region=eu-west-2\n"
                  "repo1-path=/\nrepo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={{ pgbackrest_cipher_pass }}\n"
                  "repo1-retention-full=4\nrepo1-retention-full-type=count\n"
                  "compress-type=gz\ncompress-level=6\nprocess-max=2\nstart-fast=y\n\n"
                  "[sorrel]\npg1-path=/var/lib/postgresql/16/main\n"
                  "ansible/group_vars/db.yml:9:pgbackrest_cipher_pass: \"{{ lookup('community.hashi_vault."
                  "vault_kv2_get', 'infra/pgbackrest/cipher-pass', engine_mount_point='kv').secret.value }}\"\n"),
            shell("sudo -u postgres pgbackrest --stanza=sorrel info --output=json | jq -r '.[0].backup[-4:][] | "
                  "[.label, .type, ((.timestamp.stop - .timestamp.start) / 60 | floor | tostring) + \" min\", "
                  "(.info.repository.delta / 1e9 | floor | tostring) + \" GB\"] | @tsv'",
                  "20261115-013003F\tfull\t112 min\t214 GB\n"
                  "20261115-013003F_20261116-013002D\tdiff\t31 min\t19 GB\n"
                  "20261115-013003F_20261117-013001D\tdiff\t38 min\t27 GB\n"
                  "20261115-013003F_20261118-013002D\tdiff\t44 min\t34 GB\n"),
            ("assistant", "The Sunday full takes 112 minutes and that's mostly compression: gz at level 6 with "
                          "process-max 2 is CPU-bound on two cores. zstd at a low level usually compresses about "
                          "as well as gz 6 at a fraction of the CPU. I can time a full of the staging cluster "
                          "(about a quarter the size) with both."),
            shell("for c in 'gz 6' 'zst 3'; do set -- $c; /usr/bin/time -f \"$1 level $2: %e s\" sudo -u postgres "
                  "pgbackrest --stanza=staging --type=full --compress-type=$1 --compress-level=$2 "
                  "--process-max=4 backup 2>&1 | tail -n 1; sudo -u postgres pgbackrest --stanza=staging info "
                  "--output=json | jq -r '.[0].backup[-1].info.repository.delta / 1e9 | floor | tostring + \" "
                  "GB\"'; done",
                  "gz level 6: 1544.31 s\n52 GB\n"
                  "zst level 3: 611.08 s\n51 GB\n"),
            ("user", "zst level 3 then, and process-max 4 like in the test. retention: make it 6 fulls for now"),
            shell("sed -i 's/^compress-type=gz/compress-type=zst/; s/^compress-level=6/compress-level=3/; "
                  "s/^process-max=2/process-max=4/; s/^repo1-retention-full=4/repo1-retention-full=6/' "
                  "ansible/roles/pgbackrest/templates/pgbackrest.conf.j2 && git diff --stat",
                  " ansible/roles/pgbackrest/templates/pgbackrest.conf.j2 | 8 ++++----\n"
                  " 1 file changed, 4 insertions(+), 4 deletions(-)\n"),
            ("user", "while you're in there, save this in your notes: the repo cipher passphrase lives in Vault at "
                     "kv/infra/pgbackrest/cipher-pass and only there. never in the repo, never as plain text in "
                     "group_vars, not for staging either"),
            ("assistant", "Noted. The template and group_vars already do that: `db.yml` only holds the Vault lookup, "
                          "and `rg` finds no literal passphrase anywhere in the repo."),
            ("user", "helen just pinged. the DSPT assessor wants at least 60 days of point-in-time recovery. 6 "
                     "weekly fulls is 42 days, that's not enough. make it 9, that covers 63. and yes at some point "
                     "a second repo in another region would be nice, not today. honestly pgbackrest's docs never "
                     "tell you the one thing you need, I always end up reading the C source"),
            shell("sed -i 's/^repo1-retention-full=6/repo1-retention-full=9/' "
                  "ansible/roles/pgbackrest/templates/pgbackrest.conf.j2 && grep -E '^(repo1-retention-full|"
                  "compress|process-max)' ansible/roles/pgbackrest/templates/pgbackrest.conf.j2",
                  "repo1-retention-full=9\ncompress-type=zst\ncompress-level=3\nprocess-max=4\n"),
            ("assistant", "Retention is 9 fulls now. Storage estimate at today's sizes: 9 fulls of about 214 GB "
                          "plus WAL and diffs comes to roughly 3.4 TB in the bucket, up from about 1.6 TB. And a "
                          "reminder that the extra history builds up from now on: the first 63-day window is "
                          "reached in late January, not today."),
            shell("ansible-playbook ansible/site.yml --limit db --tags pgbackrest --diff 2>&1 | grep -E '^[-+][a-z]|"
                  "PLAY RECAP' -A1 | head -n 10",
                  "-repo1-retention-full=4\n+repo1-retention-full=9\n-compress-type=gz\n+compress-type=zst\n"
                  "-compress-level=6\n+compress-level=3\n-process-max=2\n+process-max=4\n"
                  "PLAY RECAP *****\n"
                  "pg-prod-01 : ok=9 changed=1 unreachable=0 failed=0\n"),
            shell("git commit -qam 'pgbackrest: zst level 3, process-max 4, keep 9 fulls (60 days PITR)' && git log "
                  "-1 --oneline",
                  "a0b5d28 pgbackrest: zst level 3, process-max 4, keep 9 fulls (60 days PITR)\n"),
        ],
        "facts": [
            fact("retention-full", "pgBackRest keeps 9 weekly full backups (repo1-retention-full=9, about 63 days of "
                                   "point-in-time recovery) because the DSPT assessor wants at least 60 days; 6 was "
                                   "set first and replaced.",
                 "config", "user", ["repo1-retention-full", ["9", "63 days"]]),
            fact("cipher-pass", "The pgBackRest repo cipher passphrase lives only in Vault at "
                                "kv/infra/pgbackrest/cipher-pass; never in the repo or as plain text in group_vars.",
                 "config", "user", ["kv/infra/pgbackrest/cipher-pass", "Vault"], remember=True),
            fact("compression", "pgBackRest compresses with zst level 3 instead of gz level 6 (a staging full took "
                                "611 s instead of 1544 s at the same size).",
                 "config", "user", ["zst", ["level 3", "compress-level=3"]]),
            fact("process-max", "pgBackRest runs with process-max 4.",
                 "config", "user", ["process-max", "4"]),
        ],
        "optional": [
            opt("full-duration", "The Sunday full backup took 112 minutes with gz.", ["112"]),
            opt("bucket-size", "With 9 fulls the backup bucket holds roughly 3.4 TB.", ["3.4 TB"]),
        ],
        "questions": [
            q("How many full backups does pgBackRest keep?", "9 (repo1-retention-full=9), about 63 days",
              ["retention-full"]),
            q("Where is the pgBackRest cipher passphrase kept?", "only in Vault at kv/infra/pgbackrest/cipher-pass",
              ["cipher-pass"]),
            q("Which compression do the backups use?", "zst level 3", ["compression"]),
        ],
    },
]
