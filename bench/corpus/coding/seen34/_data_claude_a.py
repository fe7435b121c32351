"""h34 Claude Code sessions, part a: a freelance web developer's clients. Bakkerij Vos (a bakery's WooCommerce shop on
shared hosting) accepting pickup orders after the cutoff, class reminders and teacher photo uploads for Lotka (a yoga
studio's Django booking site on a VPS), and choosing a transactional mail provider for quotekit (the person's own
SvelteKit quoting and invoicing app)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

VOS = "/home/ines/clients/vos-bakkerij/shop"
LOTKA = "/home/ines/clients/lotka-yoga/booking"
QK = "/home/ines/code/quotekit"

SESSIONS = [
    {
        "id": "h34-cc-vos-pickup-cutoff",
        "project": VOS,
        "start": datetime(2026, 11, 3, 8, 40),
        "about": "vos-bakkerij shop (WooCommerce on hostbox shared hosting): next-day pickup orders accepted until "
                 "~15:00 although the cutoff is 14:00; the person's theory (the WooCommerce update reset the pickup "
                 "setting) ruled out, the option still says 14:00; real cause: the person's own Oct 28 commit "
                 "replaced current_time() with PHP date() in mu-plugins/vos-pickup.php, and WordPress runs PHP in "
                 "UTC; fix with wp_date(); rule 'never PHP date() for local time' with 'hang on to that one'; "
                 "DISALLOW_FILE_EDIT stays on, deploys via bin/deploy; near-miss 'I can never remember wp-cli's "
                 "nested option syntax'",
        "steps": [
            ("user", "morning. vos bakery: three people ordered bread for pickup TODAY yesterday afternoon, like "
                     "14:20, 14:40, 14:55. cutoff for next day is 14:00, Annelies had to bake extra at 5am and "
                     "she's not amused. pretty sure the woo update from last week reset the cutoff in our pickup "
                     "settings, it did exactly that in spring"),
            ("assistant", "Let me check the stored settings first, then the orders."),
            ("user", "go. the option is vos_pickup_settings, it's nested json, I can never remember wp-cli's "
                     "syntax for getting one key out of it so just dump the whole thing"),
            bash("wp @vos option get vos_pickup_settings --format=json",
                 "{\"cutoff\":\"14:00\",\"closed_days\":[\"sun\"],\"lead_days\":1,"
                 "\"slots\":[\"07:30-10:00\",\"10:00-12:30\",\"15:00-18:00\"]}\n"),
            ("assistant", "The setting is intact: cutoff 14:00, closed on Sunday. The update didn't touch it. Here "
                          "are the orders from yesterday afternoon with a pickup date of today:"),
            bash("wp @vos db query \"SELECT o.id, o.date_created_gmt, m.meta_value AS pickup FROM wp_wc_orders o "
                 "JOIN wp_wc_orders_meta m ON m.order_id = o.id AND m.meta_key = '_vos_pickup_date' WHERE "
                 "o.date_created_gmt >= '2026-11-02 12:00:00' AND m.meta_value = '2026-11-03'\"",
                 "id\tdate_created_gmt\tpickup\n"
                 "48213\t2026-11-02 13:19:44\t2026-11-03\n"
                 "48217\t2026-11-02 13:41:02\t2026-11-03\n"
                 "48220\t2026-11-02 13:55:37\t2026-11-03\n"),
            ("assistant", "All three were created between 13:19 and 13:55 UTC, which is 14:19 to 14:55 in Brussels. "
                          "So the cutoff check is comparing against a clock that runs one hour behind. Let me look "
                          "at the check itself."),
            tool("Read", {"file_path": f"{VOS}/wp-content/mu-plugins/vos-pickup.php", "offset": 40, "limit": 14},
                 "    40\tfunction vos_pickup_earliest_date() {\n"
                 "    41\t    $settings = get_option( 'vos_pickup_settings' );\n"
                 "    42\t    $now      = date( 'H:i' );\n"
                 "    43\t    $days     = (int) $settings['lead_days'];\n"
                 "    44\t    if ( $now >= $settings['cutoff'] ) {\n"
                 "    45\t        $days++;\n"
                 "    46\t    }\n"
                 "    47\t    $date = new DateTimeImmutable( 'today', wp_timezone() );\n"
                 "    48\t    $date = $date->modify( \"+{$days} day\" );\n"
                 "    49\t    while ( in_array( strtolower( $date->format( 'D' ) ), $settings['closed_days'], true ) "
                 ") {\n"
                 "    50\t        $date = $date->modify( '+1 day' );\n"
                 "    51\t    }\n"
                 "    52\t    return $date;\n"
                 "    53\t}\n"),
            bash("git log -L42,42:wp-content/mu-plugins/vos-pickup.php --oneline | head -n 12",
                 "c41e2a9 pickup: closed days from settings instead of hardcoded sunday\n"
                 "diff --git a/wp-content/mu-plugins/vos-pickup.php b/wp-content/mu-plugins/vos-pickup.php\n"
                 "--- a/wp-content/mu-plugins/vos-pickup.php\n"
                 "+++ b/wp-content/mu-plugins/vos-pickup.php\n"
                 "@@ -42,1 +42,1 @@\n"
                 "-    $now      = current_time( 'H:i' );\n"
                 "+    $now      = date( 'H:i' );\n"),
            ("assistant", "Found it, and it isn't the WooCommerce update. Line 42 used to be `current_time( 'H:i' )` "
                          "and became `date( 'H:i' )` in c41e2a9 on Oct 28 (the closed-days refactor). WordPress "
                          "calls `date_default_timezone_set( 'UTC' )` at boot, so PHP's `date()` always returns UTC "
                          "no matter what the site timezone is. Since winter time started on Oct 25, Brussels is "
                          "UTC+1, so the 14:00 cutoff was effectively 15:00 local. In summer it would have been "
                          "16:00.\n\nFix: take the time from WordPress's timezone, `wp_date( 'H:i' )`, which "
                          "matches line 47 that already uses `wp_timezone()`."),
            tool("Edit", {"file_path": f"{VOS}/wp-content/mu-plugins/vos-pickup.php",
                          "old_string": "    $now      = date( 'H:i' );",
                          "new_string": "    $now      = wp_date( 'H:i' );"},
                 "The file has been updated."),
            bash("wp @vos option get timezone_string && wp @vos eval 'echo date(\"H:i\"), \" \", "
                 "wp_date(\"H:i\"), PHP_EOL;'",
                 "Europe/Brussels\n07:43 08:43\n"),
            ("user", "ugh, that was me. ok rule for all the wordpress stuff I write: never PHP date() or time() "
                     "for anything local, always wp_date() or current_datetime(). hang on to that one, I will "
                     "absolutely do this again otherwise"),
            bash("rg -n '\\bdate\\(|\\btime\\(\\)' wp-content/mu-plugins wp-content/themes/vos-child",
                 "wp-content/themes/vos-child/functions.php:88:    $year = date( 'Y' );\n"),
            ("assistant", "One more use in the child theme: the footer's copyright year. Harmless most of the year, "
                          "but it would show the wrong year between 00:00 and 01:00 on January 1st. I'll switch it "
                          "to `wp_date( 'Y' )` too so the rule holds everywhere."),
            tool("Edit", {"file_path": f"{VOS}/wp-content/themes/vos-child/functions.php",
                          "old_string": "    $year = date( 'Y' );",
                          "new_string": "    $year = wp_date( 'Y' );"},
                 "The file has been updated."),
            ("assistant", "Both edits are local. Should I upload them with the theme file editor in wp-admin, or "
                          "is there a deploy step?"),
            ("user", "no no, the file editor is off and stays off, DISALLOW_FILE_EDIT is in wp-config for a reason. "
                     "everything goes through git and bin/deploy, which rsyncs to hostbox"),
            bash("git commit -qam 'pickup: cutoff in site time (wp_date), not UTC' && bin/deploy",
                 "rsync -az --delete wp-content/mu-plugins/ vos@hostbox:public_html/wp-content/mu-plugins/\n"
                 "rsync -az --delete wp-content/themes/vos-child/ "
                 "vos@hostbox:public_html/wp-content/themes/vos-child/\n"
                 "deployed 7f3b0d1\n"),
            bash("wp @vos eval 'echo vos_pickup_earliest_date()->format(\"Y-m-d\"), PHP_EOL;'",
                 "2026-11-04\n"),
            ("assistant", "Deployed as 7f3b0d1. At 08:43 local the earliest pickup is tomorrow, 2026-11-04, as it "
                          "should be before the cutoff. The three orders from yesterday are still in the system "
                          "with today's date."),
            ("user", "I'll call those three myself. thanks"),
        ],
        "facts": [
            fact("vos-cutoff-bug", "Vos pickup orders were accepted up to an hour after the 14:00 cutoff because "
                                   "mu-plugins/vos-pickup.php used PHP date('H:i'), which is UTC in WordPress "
                                   "(commit c41e2a9 had replaced current_time); fixed with wp_date(). The "
                                   "WooCommerce update had not reset the setting.",
                 "bugfix", "assistant", ["vos-pickup", "UTC", "wp_date"]),
            fact("wp-local-time", "In the WordPress code the person writes for clients, never use PHP date() or "
                                  "time() for local time; always wp_date() or current_datetime().",
                 "rule", "user", ["wp_date", "current_datetime", "date()"], remember=True),
            fact("vos-cutoff", "The Vos bakery shop's cutoff for next-day pickup is 14:00 (site time "
                               "Europe/Brussels); the shop is closed on Sunday; stored in the vos_pickup_settings "
                               "option.",
                 "config", "user", ["14:00", ["vos_pickup_settings", "cutoff"]]),
            fact("vos-deploy", "On the Vos shop the wp-admin file editor stays off (DISALLOW_FILE_EDIT); code goes "
                               "through git and bin/deploy, which rsyncs to hostbox.",
                 "rule", "user", ["DISALLOW_FILE_EDIT", "bin/deploy"]),
        ],
        "optional": [
            opt("vos-alias", "The Vos shop is reached with the wp-cli alias @vos.", ["@vos"]),
            opt("vos-slots", "Vos pickup slots are 07:30-10:00, 10:00-12:30 and 15:00-18:00.", ["07:30-10:00"]),
        ],
        "questions": [
            q("Why were Vos pickup orders accepted after the cutoff?",
              "vos-pickup.php used PHP date(), which is UTC in WordPress", ["vos-cutoff-bug"]),
            q("What should WordPress code use for the local time?", "wp_date() or current_datetime(), never date()",
              ["wp-local-time"]),
            q("What is the Vos bakery's next-day pickup cutoff?", "14:00", ["vos-cutoff"]),
            q("How do code changes reach the Vos shop?", "through git and bin/deploy, never the wp-admin file editor",
              ["vos-deploy"]),
        ],
    },
    {
        "id": "h34-cc-lotka-reminders-photos",
        "project": LOTKA,
        "start": datetime(2026, 11, 5, 14, 20),
        "about": "lotka-yoga booking (Django on box1 behind Caddy): scheduling the existing send_reminders command "
                 "by cron, first 07:00 same day ('keep this'), later replaced by 18:00 the evening before for the "
                 "next day's classes ('that's the one to keep'); teacher profile photo uploads: assistant proposes "
                 "5 MB, the person sets 15 MB with Caddy request_body 20MB, resized to 1200px, stored as WebP "
                 "quality 80; /media/teachers/ cached 30 days",
        "steps": [
            ("user", "lotka wants 2 things. a reminder mail for booked classes, and teachers want to upload their "
                     "own profile photos (right now they whatsapp them to me lol). reminders first, there's a "
                     "send_reminders command from the spring that was never scheduled"),
            tool("Read", {"file_path": f"{LOTKA}/studio/management/commands/send_reminders.py"},
                 "     1\tfrom django.core.management.base import BaseCommand\n"
                 "     2\tfrom django.utils import timezone\n"
                 "     3\t\n"
                 "     4\tfrom studio.mail import send_reminder\n"
                 "     5\tfrom studio.models import Booking\n"
                 "     6\t\n"
                 "     7\t\n"
                 "     8\tclass Command(BaseCommand):\n"
                 "     9\t    help = \"Mail a reminder for every confirmed booking of today's classes.\"\n"
                 "    10\t\n"
                 "    11\t    def handle(self, *args, **options):\n"
                 "    12\t        today = timezone.localdate()\n"
                 "    13\t        qs = Booking.objects.confirmed().filter(session__starts_at__date=today, "
                 "reminded_at__isnull=True)\n"
                 "    14\t        for booking in qs.select_related(\"member\", \"session\"):\n"
                 "    15\t            send_reminder(booking)\n"),
            ("assistant", "The command mails every confirmed booking for today's classes once (it skips bookings "
                          "that already have `reminded_at`). The first class is at 07:30, so I'd run it at 07:00 "
                          "every day from a file in /etc/cron.d on box1, as the lotka user with the project's "
                          "venv."),
            ("user", "07:00 ok. keep this: lotka reminders go out at 07:00, same day"),
            bash("ssh box1 'printf \"%s\\n\" \"CRON_TZ=Europe/Brussels\" \"0 7 * * * lotka cd /srv/lotka/booking "
                 "&& .venv/bin/python manage.py send_reminders\" | sudo tee /etc/cron.d/lotka-yoga'",
                 "CRON_TZ=Europe/Brussels\n"
                 "0 7 * * * lotka cd /srv/lotka/booking && .venv/bin/python manage.py send_reminders\n"),
            ("user", "now photos"),
            bash("grep -n 'request_body\\|reverse_proxy\\|handle_path' /home/ines/ops/box1/Caddyfile | sed -n 1,8p; "
                 "grep -n 'UPLOAD' studio/settings.py",
                 "14:lotkayoga.be {\n"
                 "15:\thandle_path /media/* {\n"
                 "19:\treverse_proxy 127.0.0.1:8010\n"
                 "studio/settings.py:88:FILE_UPLOAD_MAX_MEMORY_SIZE = 2_621_440\n"),
            ("assistant", "Caddy sets no request body limit for lotkayoga.be today, and Django's "
                          "FILE_UPLOAD_MAX_MEMORY_SIZE is only the point where an upload spills to a temp file, "
                          "not a limit. Proposal:\n\n"
                          "- validate in the form: image files only, max 5 MB;\n"
                          "- Caddy `request_body { max_size 10MB }` on the site so a huge body is cut off before "
                          "it reaches gunicorn;\n"
                          "- resize on save with Pillow to 800px on the longest side, stored as WebP."),
            ("user", "5 MB is too small, phones make 12mb photos and no teacher is going to resize anything. accept "
                     "up to 15 MB in the form, we shrink them ourselves, 1200px not 800, the profile page shows them "
                     "big on desktop. caddy limit 20MB"),
            tool("Edit", {"file_path": f"{LOTKA}/studio/forms.py",
                          "old_string": "class TeacherPhotoForm(forms.ModelForm):",
                          "new_string": "MAX_PHOTO_BYTES = 15 * 1024 * 1024  # 15 MB, phones make 12 MB photos\n\n"
                                        "\nclass TeacherPhotoForm(forms.ModelForm):"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LOTKA}/studio/images.py",
                          "old_string": "def save_teacher_photo(upload, teacher):",
                          "new_string": "MAX_SIDE = 1200\nWEBP_QUALITY = 80\n\n\n"
                                        "def save_teacher_photo(upload, teacher):"},
                 "The file has been updated."),
            tool("Edit", {"file_path": "/home/ines/ops/box1/Caddyfile",
                          "old_string": "lotkayoga.be {\n",
                          "new_string": "lotkayoga.be {\n\trequest_body {\n\t\tmax_size 20MB\n\t}\n"},
                 "The file has been updated."),
            ("assistant", "The photos end up under /media/teachers/ with a content hash in the file name, so a new "
                          "photo always gets a new URL. That means Caddy can let browsers cache them for a long "
                          "time; I'd use 30 days (`Cache-Control: public, max-age=2592000`)."),
            ("user", "30 days fine"),
            tool("Edit", {"file_path": "/home/ines/ops/box1/Caddyfile",
                          "old_string": "\thandle_path /media/* {\n",
                          "new_string": "\t@teacherphotos path /media/teachers/*\n"
                                        "\theader @teacherphotos Cache-Control \"public, max-age=2592000\"\n"
                                        "\thandle_path /media/* {\n"},
                 "The file has been updated."),
            bash("cd /home/ines/ops && ./box1/push-caddy && cd " + LOTKA + " && .venv/bin/python manage.py test "
                 "studio.tests.test_teacher_photo 2>&1 | tail -n 3",
                 "Valid configuration\ncaddy reloaded on box1\n"
                 "Ran 6 tests in 0.412s\n\nOK\n"),
            ("user", "hm, thinking about the reminders again. 07:00 is useless for the 07:30 class, people are "
                     "already rolling out their mats. send them the evening before at 18:00, for all of the next "
                     "day's classes. forget the 07:00, the 18:00 one is what you keep"),
            tool("Edit", {"file_path": f"{LOTKA}/studio/management/commands/send_reminders.py",
                          "old_string": "        today = timezone.localdate()\n"
                                        "        qs = Booking.objects.confirmed().filter("
                                        "session__starts_at__date=today, reminded_at__isnull=True)",
                          "new_string": "        tomorrow = timezone.localdate() + timedelta(days=1)\n"
                                        "        qs = Booking.objects.confirmed().filter("
                                        "session__starts_at__date=tomorrow, reminded_at__isnull=True)"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LOTKA}/studio/management/commands/send_reminders.py",
                          "old_string": "from django.core.management.base import BaseCommand\n",
                          "new_string": "from datetime import timedelta\n\n"
                                        "from django.core.management.base import BaseCommand\n"},
                 "The file has been updated."),
            bash("ssh box1 'sudo sed -i \"s/^0 7 \\* \\* \\*/0 18 * * */\" /etc/cron.d/lotka-yoga && cat "
                 "/etc/cron.d/lotka-yoga'",
                 "CRON_TZ=Europe/Brussels\n"
                 "0 18 * * * lotka cd /srv/lotka/booking && .venv/bin/python manage.py send_reminders\n"),
            bash("git add -A && git commit -qm 'reminders: evening before at 18:00; teacher photos up to 15 MB' && "
                 "bin/deploy box1",
                 "deploying 3a9e7c2 to box1\nmigrations: none\ngunicorn reloaded (lotka-booking)\n"),
            ("assistant", "Deployed: send_reminders now mails the next day's bookings and runs at 18:00 "
                          "(Europe/Brussels) from /etc/cron.d/lotka-yoga. Teacher photos: up to 15 MB in the form, "
                          "Caddy cuts requests above 20MB, saved as WebP at quality 80 with the longest side at "
                          "1200px, cached 30 days."),
        ],
        "facts": [
            fact("reminder-time", "Lotka's class reminder mails (manage.py send_reminders) go out at 18:00 the "
                                  "evening before, for all of the next day's classes, from /etc/cron.d/lotka-yoga on "
                                  "box1; the earlier 07:00 same-day schedule was dropped.",
                 "config", "user", ["18:00", ["evening before", "next day"], "send_reminders"], remember=True),
            fact("photo-limit", "Lotka teacher profile photos are accepted up to 15 MB in the form (MAX_PHOTO_BYTES), "
                                "and Caddy's request_body max_size for lotkayoga.be is 20MB; the assistant had "
                                "proposed 5 MB.",
                 "config", "user", [["15 MB", "MAX_PHOTO_BYTES"], "20MB"]),
            fact("photo-resize", "Teacher photos are resized to 1200px on the longest side and stored as WebP at "
                                 "quality 80.",
                 "config", "user", ["1200", "WebP"]),
            fact("photo-cache", "Teacher photos under /media/teachers/ have hashed file names and are served with "
                                "Cache-Control max-age=2592000 (30 days).",
                 "config", "assistant", ["/media/teachers/", ["max-age=2592000", "30 days"]]),
        ],
        "optional": [
            opt("lotka-port", "Lotka's gunicorn listens on 127.0.0.1:8010 behind Caddy on box1.", ["8010"]),
            opt("box1-caddyfile", "box1's Caddyfile lives in ~/ops/box1/Caddyfile and is pushed with push-caddy.",
                ["push-caddy"]),
        ],
        "questions": [
            q("When do Lotka's class reminders go out?", "at 18:00 the evening before", ["reminder-time"]),
            q("How big can a teacher photo upload be?", "15 MB in the form, Caddy allows 20MB", ["photo-limit"]),
            q("What happens to uploaded teacher photos?", "resized to 1200px and stored as WebP quality 80",
              ["photo-resize"]),
        ],
    },
    {
        "id": "h34-cc-quotekit-mail-provider",
        "project": QK,
        "start": datetime(2026, 11, 6, 21, 10),
        "about": "quotekit (SvelteKit): transactional mail provider before launch; Postmark chosen, SES rejected "
                 "(a week of sandbox approval at another client, bounce handling via SNS would be DIY), Mailgun "
                 "rejected (shared IPs in spam at an agency job), Resend rejected (young, no migrating twice); "
                 "'this'll matter in later sessions' invoices and resets on the outbound stream, newsletter on a "
                 "separate broadcast stream; from addresses invoices@ and hello@; Return-Path pm-bounces; bounce "
                 "webhook deferred",
        "steps": [
            ("user", "need to pick a mail provider for quotekit before launch. sends: invoices+quotes to my users' "
                     "clients, password resets, and a monthly newsletter to my users at some point. looking at "
                     "SES, Postmark, Resend, Mailgun. thoughts?"),
            bash("rg -n 'nodemailer|sendMail' src --glob '*.ts' | head",
                 "src/lib/server/mail.ts:1:import nodemailer from 'nodemailer';\n"
                 "src/lib/server/mail.ts:9:export async function sendMail(msg: Mail) {\n"),
            ("assistant", "Today mail.ts sends through nodemailer to an SMTP server, so any of the four can slot in "
                          "behind `sendMail`.\n\n"
                          "| | SES | Postmark | Resend | Mailgun |\n|---|---|---|---|---|\n"
                          "| Price at your volume | cheapest | ~15 USD/month | similar to Postmark | similar |\n"
                          "| Setup | sandbox, then a request for production access | domain verification | "
                          "domain verification | domain verification |\n"
                          "| Bounces/complaints | you wire SNS topics yourself | built in, webhooks | webhooks | "
                          "webhooks |\n"
                          "| Transactional vs bulk separation | configuration sets | message streams | separate "
                          "API keys | separate domains/IP pools |\n"
                          "| Track record | long | long, transactional focus | young (2023) | long |\n"),
            ("user", "Postmark. SES is cheapest but I did the sandbox dance for the yoga studio and it took a week, "
                     "plus I'd be building the bounce handling through SNS myself. Mailgun burned me at the agency, "
                     "their shared IPs landed us in spam for months. Resend looks nice but it's young and I do not "
                     "want to migrate an invoicing product twice"),
            ("assistant", "Postmark then. It separates mail into message streams: the default transactional stream "
                          "is called `outbound`, and broadcast streams are for newsletters and announcements, with "
                          "their own unsubscribe handling. Keeping them apart protects the reputation of the "
                          "stream that carries invoices."),
            ("user", "yes and this'll matter in later sessions: invoices, quotes, password resets, anything "
                     "someone is waiting for goes on the outbound stream. the newsletter goes on its own broadcast "
                     "stream, I'll call it newsletter. they never share a stream, not even for a one-off "
                     "announcement"),
            bash("npm i postmark && npm rm nodemailer @types/nodemailer",
                 "added 3 packages, and audited 412 packages in 2s\nfound 0 vulnerabilities\n"
                 "removed 2 packages, and audited 410 packages in 1s\n"),
            tool("Write", {"file_path": f"{QK}/src/lib/server/mail.ts",
                           "content": "import { ServerClient } from 'postmark';\n"
                                      "import { env } from '$env/dynamic/private';\n\n"
                                      "const client = new ServerClient(env.POSTMARK_SERVER_TOKEN);\n\n"
                                      "// Transactional mail only. The newsletter uses the 'newsletter' broadcast "
                                      "stream, never this one.\n"
                                      "export const TRANSACTIONAL_STREAM = 'outbound';\n\n"
                                      "export async function sendMail(msg: Mail) {\n"
                                      "  return client.sendEmail({ ...toPostmark(msg), MessageStream: "
                                      "TRANSACTIONAL_STREAM });\n}\n"},
                 f"File created successfully at: {QK}/src/lib/server/mail.ts"),
            ("assistant", "Which From addresses? Invoices are sent on behalf of your users, so a dedicated address "
                          "makes replies and filters easier."),
            ("user", "invoices and quotes from invoices@quotekit.app with reply-to set to my user's own address. "
                     "resets and everything else from hello@quotekit.app"),
            tool("Edit", {"file_path": f"{QK}/src/lib/server/mail.ts",
                          "old_string": "export const TRANSACTIONAL_STREAM = 'outbound';\n",
                          "new_string": "export const TRANSACTIONAL_STREAM = 'outbound';\n"
                                        "export const FROM_INVOICES = 'quotekit <invoices@quotekit.app>';\n"
                                        "export const FROM_DEFAULT = 'quotekit <hello@quotekit.app>';\n"},
                 "The file has been updated."),
            ("assistant", "DNS for quotekit.app, to add at your DNS host:\n\n"
                          "- DKIM: TXT `20261106pm._domainkey` with the key from the Postmark sender signature "
                          "page;\n"
                          "- Return-Path: CNAME `pm-bounces` → `pm.mtasv.net`, so bounces come back to Postmark "
                          "and SPF aligns with quotekit.app.\n\n"
                          "DMARC is already at p=none, which is fine for the first weeks."),
            ("user", "added both"),
            bash("dig +short TXT 20261106pm._domainkey.quotekit.app | cut -c1-60; dig +short CNAME "
                 "pm-bounces.quotekit.app",
                 "\"k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3v8\n"
                 "pm.mtasv.net.\n"),
            bash("npm run test -- mail 2>&1 | tail -n 4",
                 " ✓ src/lib/server/mail.test.ts (5 tests) 38ms\n\n Test Files  1 passed (1)\n"
                 "      Tests  5 passed (5)\n"),
            ("assistant", "DKIM and the Return-Path resolve, and the mail tests pass against the Postmark test "
                          "token. Next step would be a bounce webhook (`/api/postmark/bounce`) that flags a "
                          "client's address when Postmark reports a hard bounce, so your users see why an invoice "
                          "didn't arrive."),
            ("user", "later. after launch maybe. commit"),
            bash("git add -A && git commit -qm 'mail: postmark, outbound stream for transactional' && git log -1 "
                 "--oneline",
                 "e92c1f4 mail: postmark, outbound stream for transactional\n"),
        ],
        "facts": [
            fact("mail-provider", "quotekit sends mail through Postmark; SES rejected (a week of sandbox approval at "
                                  "the yoga studio, bounce handling via SNS would be DIY), Mailgun rejected (shared "
                                  "IPs landed mail in spam at the agency), Resend rejected (young, no migrating an "
                                  "invoicing product twice).",
                 "decision", "user", ["Postmark", ["SES", "Mailgun", "Resend"]]),
            fact("mail-streams", "quotekit's invoices, quotes, password resets and anything someone waits for go on "
                                 "Postmark's outbound (transactional) stream; the newsletter goes on its own "
                                 "broadcast stream called newsletter; they never share a stream.",
                 "rule", "user", ["outbound", "broadcast", "newsletter"], remember=True),
            fact("mail-from", "quotekit sends invoices and quotes from invoices@quotekit.app with reply-to set to "
                              "the user's own address; resets and everything else from hello@quotekit.app.",
                 "config", "user", ["invoices@quotekit.app", "hello@quotekit.app"]),
            fact("return-path", "quotekit.app's Return-Path is the CNAME pm-bounces pointing to pm.mtasv.net; DKIM "
                                "is TXT 20261106pm._domainkey.",
                 "config", "assistant", ["pm-bounces", "pm.mtasv.net"]),
        ],
        "optional": [
            opt("mail-module", "quotekit's mail code is src/lib/server/mail.ts (POSTMARK_SERVER_TOKEN).",
                ["mail.ts"]),
            opt("dmarc-none", "quotekit.app's DMARC policy is p=none for now.", ["p=none"]),
        ],
        "questions": [
            q("Which mail provider does quotekit use?", "Postmark", ["mail-provider"]),
            q("Which Postmark stream does the newsletter use?",
              "its own broadcast stream called newsletter, never outbound", ["mail-streams"]),
            q("Which address are quotekit invoices sent from?", "invoices@quotekit.app", ["mail-from"]),
        ],
    },
]
