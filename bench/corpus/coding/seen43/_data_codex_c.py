"""h43 Codex sessions, part c: a freezer probe vendor's firmware notice for frostline, badge login on the shared
bench tablets (benchpad), and tessera's move from Django 4.2 to 5.2 LTS."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

FROSTLINE = "/Users/mika/dev/frostline"
BENCHPAD = "/Users/mika/dev/benchpad"
TESSERA = "/Users/mika/dev/tessera"

SESSIONS = [
    {
        "id": "h43-cx-frostline-ts40-firmware",
        "project": FROSTLINE,
        "start": datetime(2026, 11, 25, 11, 15),
        "about": "frostline: a pasted Thermasense field notice for TS-40 probe firmware 4.0.0 (15-minute default "
                 "uplink, payload format v3, daily battery reports, automatic OTA updates recommended, 3.8.x end of "
                 "support 2027-06-30); the person keeps 5-minute uplinks pinned in provision/ts40.yaml, stays on 3.8 "
                 "until frostline decodes v3, refuses automatic updates ('remember that one': by hand, one probe "
                 "first, 48 hours); the fleet's ota_auto_update found on and switched off",
        "steps": [
            ("user", "got this from Thermasense this morning, what does it mean for us?\n\n"
                     "> THERMASENSE FIELD NOTICE FN-2611 - TS-40 LoRaWAN temperature probe, firmware 4.0.0\n"
                     "> 1. The default uplink interval changes from 5 minutes to 15 minutes to extend battery life to "
                     "8 years.\n"
                     "> 2. New payload format v3: temperatures are sent as signed int16 in hundredths of a degree. "
                     "Format v2 (float32) remains selectable until firmware 4.2.\n"
                     "> 3. Battery voltage is reported once every 24 hours instead of with every uplink.\n"
                     "> 4. Thermasense recommends enabling automatic over-the-air (OTA) updates in the Thermasense "
                     "Cloud console so that probes receive fixes promptly.\n"
                     "> 5. Firmware 3.8.x reaches end of support on 2027-06-30."),
            shell("sed -n 1,24p codec/ts40.go; rg -n 'uplink_interval' provision/",
                  "package codec\n\n"
                  "// DecodeTS40 decodes a TS-40 uplink. Only payload format v2 (float32 temperature).\n"
                  "func DecodeTS40(b []byte) (Reading, error) {\n"
                  "\tif len(b) < 6 || b[0] != 0x02 {\n"
                  "\t\treturn Reading{}, ErrUnknownFormat\n"
                  "\t}\n"
                  "\tt := math.Float32frombits(binary.BigEndian.Uint32(b[1:5]))\n"
                  "\treturn Reading{TempC: float64(t), Battery: float64(b[5]) / 50}, nil\n"
                  "}\n"),
            ("assistant", "What it means for frostline, point by point:\n\n"
                          "1. A 15-minute uplink would collide with our stale-sensor alarm, which fires after 15 "
                          "minutes without a reading: one late uplink and the freezer pages. Today nothing pins the "
                          "interval, provision/ has no uplink_interval, so the probes use the firmware default.\n"
                          "2. codec/ts40.go only decodes format v2 and returns ErrUnknownFormat for anything else. A "
                          "probe on 4.0.0 sending v3 would look exactly like a silent probe.\n"
                          "3. Battery readings once a day: the low-battery warning gets slower, nothing breaks.\n"
                          "4. Automatic OTA updates would put 4.0.0 on every probe at once, while the codec can't "
                          "read it.\n"
                          "5. End of support for 3.8.x in June 2027."),
            ("user", "ok. 1: we keep 5 minutes whatever the firmware says. pin it in the provisioning config so the "
                     "downlink sets it again after any update. 2: we stay on 3.8 until frostline decodes v3, then we "
                     "migrate. 3: don't care. 4: no. no automatic updates on freezer probes, ever. by hand, one probe "
                     "first, watch it 48 hours, then the rest. remember that one for every future frostline session. "
                     "5: fine, that's far away"),
            shell("apply_patch < /tmp/ts40-uplink.patch && cat provision/ts40.yaml",
                  "Success. Updated the following files:\nA provision/ts40.yaml\nM cmd/provision/main.go\n"
                  "# Pinned for every TS-40, re-sent by downlink after any firmware change.\n"
                  "uplink_interval: 5m\n"
                  "payload_format: v2\n"),
            shell("thermasense-cli fleet get --fleet fernhill-freezers | grep -E 'ota|firmware|devices'",
                  "devices: 42\nfirmware: 3.8.4\nota_auto_update: true\n"),
            ("assistant", "Automatic updates are switched on for the fleet right now (the console default), so 4.0.0 "
                          "would have arrived on all 42 probes on its own. Switching it off and pinning 3.8.4."),
            shell("thermasense-cli fleet set --fleet fernhill-freezers --ota-auto-update=false --pin-firmware 3.8.4",
                  "fleet fernhill-freezers updated\nota_auto_update: false\nfirmware pinned: 3.8.4 (42 devices)\n"),
            shell("go test ./... 2>&1 | tail -n 2 && git add -A && git commit -qm 'provision: pin TS-40 uplink "
                  "interval to 5m and payload v2' && git log -1 --oneline",
                  "ok  \tfrostline/codec\t0.091s\nok  \tfrostline/cmd/provision\t0.140s\n"
                  "4d2e7c0 provision: pin TS-40 uplink interval to 5m and payload v2\n"),
            ("assistant", "Committed as 4d2e7c0. The fleet is pinned to 3.8.4 with automatic updates off, and "
                          "provisioning re-sends the 5-minute interval and format v2 after any firmware change. A v3 "
                          "decoder would be the next piece of work whenever you want to start on the migration."),
        ],
        "facts": [
            fact("uplink-5", "TS-40 freezer probes keep a 5-minute uplink interval whatever the firmware default "
                             "(4.0.0 would make it 15), pinned in provision/ts40.yaml and re-sent by downlink after "
                             "any firmware change.",
                 "config", "user", ["5 minutes", ["uplink", "provision/ts40.yaml"]]),
            fact("stay-38", "The freezer probes stay on firmware 3.8 (pinned 3.8.4) until frostline decodes payload "
                            "format v3.",
                 "decision", "user", ["3.8", "v3"]),
            fact("no-auto-ota", "No automatic OTA updates on freezer probes, ever: firmware updates are done by hand, "
                                "one probe first, watched for 48 hours, then the rest.",
                 "rule", "user", [["automatic updates", "ota_auto_update", "OTA"], "48 hours"], remember=True),
        ],
        "optional": [
            opt("ts40-eos", "TS-40 firmware 3.8.x reaches end of support on 2027-06-30.", ["2027-06-30"]),
            opt("fleet-42", "The fernhill-freezers fleet has 42 TS-40 probes.", ["fernhill-freezers", "42"]),
        ],
        "questions": [
            q("What uplink interval do the TS-40 freezer probes use?", "5 minutes, whatever the firmware says",
              ["uplink-5"]),
            q("Which firmware do the freezer probes stay on?", "3.8, until frostline decodes v3", ["stay-38"]),
            q("How are firmware updates rolled out to the freezer probes?",
              "by hand, one probe first, watch it 48 hours, then the rest; no automatic updates", ["no-auto-ota"]),
        ],
    },
    {
        "id": "h43-cx-benchpad-badge-login",
        "project": BENCHPAD,
        "start": datetime(2026, 11, 26, 15, 0),
        "about": "benchpad: badge login for shared bench tablets (RFID reader types the UID, /api/badge-login/); "
                 "'store this for later' idle lock 10 minutes, replaced later by QA's 5 minutes; conditional rule: "
                 "tablets at stations tagged glp need a badge tap right before every status change; the assistant's "
                 "4-digit PIN / 3 tries changed to a 6-digit PIN locked after 5 wrong tries; near-miss 'the tablet "
                 "onboarding page in the wiki is a draft'",
        "steps": [
            ("user", "bench tablets are shared by everybody at a bench station, and right now the whole day runs "
                     "under whoever logged in first in the morning. the audit trail says Aylin did 400 check-ins "
                     "yesterday. I want badge login: tap your badge, you're you"),
            shell("rg -n 'keydown|Enter' src/lib/scanner.ts | head -n 4; python ../tessera/manage.py shell -c "
                  "\"from accounts.models import Badge; print(Badge.objects.count(), "
                  "Badge.objects.values_list('uid', flat=True).first())\"",
                  "src/lib/scanner.ts:9:window.addEventListener('keydown', onKey);\n"
                  "src/lib/scanner.ts:18:  if (e.key === 'Enter') { emit(buffer); buffer = ''; return; }\n"
                  "87 04A3B91C22\n"),
            ("assistant", "The USB RFID readers behave like the barcode scanners: they type the card UID and press "
                          "Enter, so the same listener receives them. tessera already has 87 badges with 10-hex-digit "
                          "UIDs, which never look like a specimen or plate barcode. Plan: scanner.ts routes anything "
                          "matching ^[0-9A-F]{10}$ to a new POST /api/badge-login/ in tessera, which starts a "
                          "session for that badge's user; benchpad shows who is logged in in the header."),
            ("user", "yes. store this for later: tablets lock after 10 minutes idle, a badge tap unlocks"),
            shell("apply_patch < /tmp/badge-login.patch && rg -n 'IDLE_LOCK_MS|badge-login' src/lib",
                  "Success. Updated the following files:\nA src/lib/auth/badge.ts\nA src/lib/auth/idle.ts\n"
                  "M src/lib/scanner.ts\nM src/lib/components/Header.svelte\n"
                  "src/lib/auth/idle.ts:3:export const IDLE_LOCK_MS = 10 * 60 * 1000;\n"
                  "src/lib/auth/badge.ts:12:  const res = await fetch('/api/badge-login/', {\n"),
            ("user", "and a rule for the GLP benches: if a tablet belongs to a station tagged glp in the station "
                     "list, then every status change needs a badge tap right before saving, even when the tablet is "
                     "unlocked. that's what makes the signature mean something"),
            shell("jq -c '[.[] | select(.tags | index(\"glp\"))] | map(.station)' static/stations.json && "
                  "apply_patch < /tmp/glp-confirm.patch",
                  "[\"B110-1\",\"B110-2\",\"B114-1\"]\n"
                  "Success. Updated the following files:\nA src/lib/components/ConfirmWithBadge.svelte\n"
                  "M src/routes/samples/[id]/status/+page.svelte\n"),
            ("assistant", "Three stations are tagged glp (B110-1, B110-2, B114-1). On those, the status page now "
                          "opens ConfirmWithBadge before saving and only saves when the tapped badge belongs to the "
                          "logged-in user.\n\nFor a forgotten badge I'd add a PIN fallback: 4 digits, locked after "
                          "3 wrong tries."),
            ("user", "6-digit PIN, locked after 5 wrong tries. 4 digits are birthdays"),
            shell("apply_patch < /tmp/pin-fallback.patch && npm run test 2>&1 | tail -n 3",
                  "Success. Updated the following files:\nA src/lib/auth/pin.ts\nM src/routes/login/+page.svelte\n"
                  " Test Files  9 passed (9)\n      Tests  58 passed (58)\n   Duration  3.12s\n"),
            ("user", "note: the tablet onboarding page in the wiki is a draft, ignore what it says about passwords, "
                     "I'll rewrite it once this ships"),
            ("user", "QA just answered about the idle lock. it's 5 minutes, not 10. replace what I told you to store "
                     "before, 5 minutes is the value to keep"),
            shell("apply_patch < /tmp/idle-5.patch && rg -n 'IDLE_LOCK_MS =' src/lib/auth/idle.ts",
                  "Success. Updated the following files:\nM src/lib/auth/idle.ts\n"
                  "3:export const IDLE_LOCK_MS = 5 * 60 * 1000;\n"),
            shell("git add -A && git commit -qm 'badge login, 5 min idle lock, badge tap on GLP stations, PIN "
                  "fallback' && git log -1 --oneline",
                  "a83f1c9 badge login, 5 min idle lock, badge tap on GLP stations, PIN fallback\n"),
            ("assistant", "Committed as a83f1c9. tessera still needs the /api/badge-login/ endpoint and the PIN "
                          "field on the user profile before this can ship."),
        ],
        "facts": [
            fact("badge-login", "Bench tablets log techs in by tapping their RFID badge: the reader types the UID, "
                                "benchpad posts it to tessera's /api/badge-login/.",
                 "decision", "user", ["badge", ["RFID", "badge-login"]]),
            fact("idle-5", "Bench tablets lock after 5 minutes idle (QA's value, replacing the 10 minutes first "
                           "given); a badge tap unlocks.",
                 "config", "user", ["5 minutes", "idle"], remember=True),
            fact("glp-tap", "If a tablet belongs to a station tagged glp in the station list, every status change "
                            "needs a badge tap right before saving, even when the tablet is unlocked.",
                 "rule", "user", ["glp", "badge tap", "status change"]),
            fact("pin-6", "The fallback for a forgotten badge is a 6-digit PIN, locked after 5 wrong tries (not 4 "
                          "digits / 3 tries).",
                 "config", "user", ["6-digit PIN", "5 wrong tries"]),
        ],
        "optional": [
            opt("glp-stations", "The stations tagged glp are B110-1, B110-2 and B114-1 (static/stations.json).",
                ["B110-1", "stations.json"]),
        ],
        "questions": [
            q("How do techs log in on the bench tablets?", "badge login: tap the RFID badge", ["badge-login"]),
            q("After how long idle do the bench tablets lock?", "5 minutes", ["idle-5"]),
            q("What does a tablet at a glp station need before a status change?",
              "a badge tap right before saving", ["glp-tap"]),
            q("What is the fallback for a forgotten badge?", "a 6-digit PIN, locked after 5 wrong tries",
              ["pin-6"]),
        ],
    },
    {
        "id": "h43-cx-tessera-django-52",
        "project": TESSERA,
        "start": datetime(2026, 11, 30, 10, 0),
        "about": "tessera: Django 4.2 (out of support since April) to 5.2 LTS, 6.1 rejected because every major "
                 "upgrade means a GLP revalidation, so LTS to LTS only; a bullet list of ground rules (branch "
                 "lims-517-django-52, Python 3.12, psycopg 3, never squash migrations in samples/ or audit/ with 'keep "
                 "this one in your memory for good', fix deprecation warnings); index_together and URLField fixes; "
                 "long closing summary for the change request repeating the decisions",
        "steps": [
            ("user", "tessera is still on Django 4.2, and 4.2 went out of support in April. we need to move. 5.2 LTS "
                     "or straight to 6.1?"),
            shell("python --version && pip list 2>/dev/null | grep -i -E '^(django|psycopg|celery)'",
                  "Python 3.10.12\n"
                  "celery                   5.3.6\n"
                  "Django                   4.2.16\n"
                  "django-simple-history    3.4.0\n"
                  "psycopg2-binary          2.9.9\n"),
            ("assistant", "Both work from here, with different costs:\n\n"
                          "- 5.2 LTS: security fixes until April 2028. Needs Python 3.10 or newer, so it would even "
                          "run on the current 3.10.\n"
                          "- 6.1: newer features, but it's not an LTS: support ends in December 2027, and you'd "
                          "have to move again to 6.2 LTS within a year. Needs Python 3.12 or newer.\n\n"
                          "The path 4.2 -> 5.2 covers the removals of 5.0 and 5.1 (index_together is gone, for "
                          "example); 6.1 adds the 6.0 removals on top."),
            ("user", "5.2 LTS. we validate tessera for GLP and every major upgrade means a revalidation, so we only "
                     "ever go LTS to LTS. 6.1 is out"),
            ("user", "ground rules for the upgrade:\n"
                     "- branch lims-517-django-52\n"
                     "- Python 3.12 on the servers, not 3.13, the Ubuntu 24.04 image ships 3.12\n"
                     "- psycopg 3 instead of psycopg2\n"
                     "- never squash the migrations in samples/ or audit/. the validation records cite migration "
                     "names. keep this one in your memory for good, not just for this branch\n"
                     "- fix every deprecation warning, don't silence them"),
            shell("git switch -c lims-517-django-52 && sed -i -e 's/^Django==4.2.16/Django==5.2.14/' -e "
                  "'s/^psycopg2-binary==2.9.9/psycopg[binary]==3.2.12/' -e 's/^django-simple-history==3.4.0/"
                  "django-simple-history==3.10.1/' requirements.in && uv pip compile requirements.in -o "
                  "requirements.txt -p 3.12 -q && uv venv -p 3.12 .venv312 -q && uv pip install -p .venv312 -r "
                  "requirements.txt -q && .venv312/bin/python -m django --version",
                  "Switched to a new branch 'lims-517-django-52'\n5.2.14\n"),
            shell(".venv312/bin/python -W error::DeprecationWarning -m pytest -x -q 2>&1 | tail -n 6",
                  "ImportError while loading conftest '/Users/mika/dev/tessera/conftest.py'.\n"
                  "inventory/models.py:31: in Meta\n"
                  "TypeError: 'class Meta' got invalid attribute(s): index_together\n"),
            shell("apply_patch < /tmp/index-together.patch && .venv312/bin/python manage.py makemigrations "
                  "inventory && .venv312/bin/python -W error::DeprecationWarning -m pytest -q 2>&1 | tail -n 5",
                  "Success. Updated the following files:\nM inventory/models.py\n"
                  "Migrations for 'inventory':\n  inventory/migrations/0020_rename_location_slot_index.py\n"
                  "    ~ Rename unnamed index for ('freezer_id', 'rack', 'box', 'position') on location to "
                  "inventory_location_slot_idx\n"
                  "FAILED projects/tests/test_forms.py::test_project_form_links - "
                  "django.utils.deprecation.RemovedInDjango60Warning: The default scheme will be changed from 'http' "
                  "to 'https' in Django 6.0. Pass the forms.URLField.assume_scheme argument to silence this warning, "
                  "or set the FORMS_URLFIELD_ASSUME_HTTPS transitional setting to True to opt into using 'https' as "
                  "the new default scheme.\n"
                  "FAILED samples/tests/test_forms.py::test_collection_site_url - "
                  "django.utils.deprecation.RemovedInDjango60Warning: The default scheme will be changed ...\n"
                  "2 failed, 410 passed in 58.12s\n"),
            ("assistant", "index_together is fixed with an explicit Meta.indexes entry; Django turns that into a "
                          "rename of the existing index in inventory, no migration in samples/ or audit/. The two "
                          "remaining failures are URLField's default scheme. Setting FORMS_URLFIELD_ASSUME_HTTPS "
                          "would only silence it globally; I'll pass assume_scheme='https' on the two fields "
                          "instead, which is also what 6.x will do."),
            shell("apply_patch < /tmp/urlfield-scheme.patch && .venv312/bin/python -W error::DeprecationWarning -m "
                  "pytest -q 2>&1 | tail -n 1 && .venv312/bin/python -c \"from django.db.backends.postgresql import "
                  "psycopg_any; print(psycopg_any.is_psycopg3)\" && .venv312/bin/python manage.py makemigrations "
                  "--check --dry-run",
                  "Success. Updated the following files:\nM projects/forms.py\nM samples/forms.py\n"
                  "412 passed in 57.40s\nTrue\nNo changes detected\n"),
            shell("git add -A && git commit -qm 'deps: Django 5.2 LTS, psycopg 3, Python 3.12' && git log -1 "
                  "--oneline",
                  "f51c8a2 deps: Django 5.2 LTS, psycopg 3, Python 3.12\n"),
            ("user", "good. summarise where we are, I'll paste it into the change request for QA"),
            ("assistant", "Summary for the change request (branch lims-517-django-52, commit f51c8a2):\n\n"
                          "**Target.** Django 5.2 LTS (5.2.14), supported until April 2028. Django 4.2 has been out "
                          "of support since April 2026. 6.1 was not chosen: tessera is validated for GLP and every "
                          "major upgrade means a revalidation, so tessera moves from LTS to LTS only.\n\n"
                          "**Runtime.** Python 3.12 on the servers, the version the Ubuntu 24.04 image ships; not "
                          "3.13.\n\n"
                          "**Database driver.** psycopg 3 (3.2.12) replaces psycopg2-binary; Django 5.2 detects it "
                          "automatically, the ENGINE setting is unchanged.\n\n"
                          "**Code changes.**\n"
                          "- inventory: index_together replaced by Meta.indexes; migration "
                          "inventory/0020_rename_location_slot_index renames the existing index, no schema change.\n"
                          "- projects and samples forms: URLField assume_scheme='https' instead of the deprecated "
                          "default.\n"
                          "- Dependencies: django-simple-history 3.10.1.\n\n"
                          "**Migrations.** No migrations in samples/ or audit/ were squashed or renamed; the "
                          "validation records cite those migration names.\n\n"
                          "**Tests.** 412 passed with DeprecationWarning turned into errors; no warnings are "
                          "silenced. makemigrations --check reports no changes.\n\n"
                          "**Still to do.** Staging deployment on the Ubuntu 24.04 image, the revalidation test run, "
                          "and QA sign-off on the change request."),
        ],
        "facts": [
            fact("django-52", "tessera moves to Django 5.2 LTS, not 6.1: tessera is validated for GLP and every "
                              "major upgrade means a revalidation, so it only goes LTS to LTS.",
                 "decision", "user", ["5.2", "LTS", ["revalidation", "GLP"]]),
            fact("python-312", "tessera's servers run Python 3.12 (the Ubuntu 24.04 image ships it), not 3.13.",
                 "config", "user", ["3.12", ["Ubuntu 24.04", "Python"]]),
            fact("psycopg3", "tessera uses psycopg 3 instead of psycopg2.",
                 "decision", "user", ["psycopg 3", "psycopg2"]),
            fact("no-squash", "Never squash the migrations in tessera's samples/ or audit/ apps: the GLP validation "
                              "records cite migration names.",
                 "rule", "user", ["squash", ["samples/", "audit/"], ["migration names", "validation records"]],
                 remember=True),
        ],
        "optional": [
            opt("no-silence", "Deprecation warnings in tessera are fixed, not silenced (tests run with "
                              "DeprecationWarning as errors).",
                ["deprecation", "silence"]),
            opt("branch-517", "The Django upgrade is on branch lims-517-django-52.", ["lims-517-django-52"]),
            opt("assume-scheme", "tessera's URLFields pass assume_scheme='https'.", ["assume_scheme"]),
        ],
        "questions": [
            q("Which Django version does tessera move to, and why not 6.1?",
              "5.2 LTS; every major upgrade means a GLP revalidation, so LTS to LTS only", ["django-52"]),
            q("Why must migrations in samples/ and audit/ never be squashed?",
              "the validation records cite migration names", ["no-squash"]),
            q("Which Python version do tessera's servers run?", "3.12, the Ubuntu 24.04 image ships it",
              ["python-312"]),
        ],
    },
]
