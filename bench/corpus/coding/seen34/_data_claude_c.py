"""h34 Claude Code sessions, part c: a pasted end-of-life notice from the Vos bakery's shared host, a pre-launch review
of quotekit's server side, and restic backups of box1 to object storage (during which the assistant overwrote root's
crontab)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

VOS = "/home/ines/clients/vos-bakkerij/shop"
QK = "/home/ines/code/quotekit"
OPS = "/home/ines/ops"

SESSIONS = [
    {
        "id": "h34-cc-vos-hostbox-notice",
        "project": VOS,
        "start": datetime(2026, 11, 13, 9, 15),
        "about": "vos-bakkerij shop: a pasted hostbox notice (PHP 7.4/8.0 end of life with an automatic move to "
                 "8.1, memory_limit cap 256M, 15-minute minimum cron interval, port 25 blocked, a beta 'HostShield' "
                 "WAF, backups kept 14 days); only what the person confirms counts: the shop moves itself to PHP "
                 "8.2, WP-cron disabled and a real cron every 15 minutes, no HostShield in front of the Mollie "
                 "webhooks; a typo'd 'rember' for hostbox's ssh port 2222 and the php82 binary path; PHPCompatibility "
                 "scan finds one plugin to fix",
        "steps": [
            ("user", "got this from hostbox this morning, what does it mean for vos:\n\n"
                     "---\n"
                     "Subject: Important changes to your hosting platform on 1 December 2026\n\n"
                     "Dear customer,\n\n"
                     "To keep our platform secure and fast, we are making the following changes on 1 December "
                     "2026:\n\n"
                     "1. PHP 7.4 and PHP 8.0 reach end of life on our platform. Accounts still using these versions "
                     "will automatically be moved to PHP 8.1.\n"
                     "2. The maximum PHP memory_limit on Starter and Plus plans becomes 256M.\n"
                     "3. The minimum interval for scheduled tasks (cron jobs) becomes 15 minutes.\n"
                     "4. Outgoing SMTP connections on port 25 will be blocked. Please use port 587 with "
                     "authentication.\n"
                     "5. We recommend enabling HostShield, our new web application firewall, free of charge during "
                     "the beta.\n"
                     "6. Daily backups will be retained for 14 days (previously 30 days).\n\n"
                     "Kind regards,\nThe hostbox team\n"
                     "---"),
            bash("wp @vos cli info | grep -E 'PHP (binary|version)'; wp @vos eval 'echo ini_get(\"memory_limit\"), "
                 "PHP_EOL;'; wp @vos cron event list --fields=hook,next_run_relative | head -n 5",
                 "PHP binary:\t/usr/local/php74/bin/php\nPHP version:\t7.4.33\n"
                 "512M\n"
                 "hook\tnext_run_relative\n"
                 "woocommerce_cleanup_sessions\t3 hours 12 minutes\n"
                 "mollie_wc_cancel_expired_orders\t4 minutes\n"
                 "action_scheduler_run_queue\t1 minute\n"
                 "wp_privacy_delete_old_export_files\t38 minutes\n"),
            ("assistant", "What applies to the Vos shop:\n\n"
                          "1. **PHP**: the site still runs PHP 7.4.33, so it would be moved to 8.1 on December 1 "
                          "without anyone testing it. Better to switch ourselves before then, after a compatibility "
                          "check.\n"
                          "2. **memory_limit**: set to 512M now, it would be capped to 256M. WooCommerce runs fine "
                          "in 256M for a shop this size.\n"
                          "3. **cron**: WordPress's own WP-cron fires on page visits; Action Scheduler runs every "
                          "minute. Not affected directly, but see below.\n"
                          "4. **port 25**: only matters if the site sends mail over plain SMTP.\n"
                          "5. **HostShield**: a WAF in beta.\n"
                          "6. **backups**: 14 days instead of 30."),
            ("user", "ok what I want:\n"
                     "- php: not their 8.1, we go straight to 8.2 ourselves, next week, after a check\n"
                     "- memory 256M is fine, put it in wp-config so we're not surprised\n"
                     "- wp-cron: turn it off and use a real cron job every 15 minutes in their panel, page-visit "
                     "cron on a shop with mollie is flaky anyway\n"
                     "- smtp doesn't matter, WP Mail SMTP talks to the postmark API over https\n"
                     "- HostShield: no. not a beta WAF in front of the mollie webhooks, no way\n"
                     "- backups: we have our own, ignore\n\n"
                     "and rember for next time: ssh on hostbox is port 2222, and on the shell plain `php` is "
                     "still 7.4, the 8.2 cli is /usr/local/php82/bin/php. I lose 10 minutes on that every time"),
            bash("ssh -p 2222 vos@hostbox '/usr/local/php82/bin/php -v | head -n 1'",
                 "PHP 8.2.26 (cli) (built: Nov 21 2024 10:02:11) (NTS)\n"),
            bash("vendor/bin/phpcs -p --standard=PHPCompatibilityWP --runtime-set testVersion 8.2- "
                 "--extensions=php wp-content/plugins wp-content/mu-plugins wp-content/themes/vos-child "
                 "--report=summary 2>/dev/null | tail -n 8",
                 "PHP CODE SNIFFER REPORT SUMMARY\n"
                 "----------------------------------------------------------------------\n"
                 "FILE                                                  ERRORS  WARNINGS\n"
                 "----------------------------------------------------------------------\n"
                 "wp-content/plugins/vos-labels/vos-labels.php          2       1\n"
                 "----------------------------------------------------------------------\n"
                 "A TOTAL OF 2 ERRORS AND 1 WARNING WERE FOUND IN 1 FILE\n"
                 "----------------------------------------------------------------------\n"),
            bash("vendor/bin/phpcs --standard=PHPCompatibilityWP --runtime-set testVersion 8.2- "
                 "wp-content/plugins/vos-labels/vos-labels.php | grep -E '^ +[0-9]+ \\|'",
                 "  31 | ERROR   | Function create_function() is deprecated since PHP 7.2 and removed since PHP 8.0\n"
                 "  58 | ERROR   | Function each() is deprecated since PHP 7.2 and removed since PHP 8.0\n"
                 "  77 | WARNING | Passing null to parameter #1 ($string) of type string is deprecated\n"),
            ("assistant", "Only vos-labels, the small plugin that prints the allergen labels, breaks on PHP 8: "
                          "`create_function()` and `each()` are gone since 8.0, so the label page would fatal. "
                          "Everything else, including WooCommerce and the Mollie plugin, is clean for 8.2. I'll "
                          "replace the two calls with a closure and a foreach."),
            tool("Edit", {"file_path": f"{VOS}/wp-content/plugins/vos-labels/vos-labels.php",
                          "old_string": "$sort = create_function( '$a, $b', 'return strcmp( $a->name, $b->name );' );",
                          "new_string": "$sort = static fn( $a, $b ) => strcmp( $a->name, $b->name );"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{VOS}/wp-content/plugins/vos-labels/vos-labels.php",
                          "old_string": "while ( list( $key, $allergen ) = each( $allergens ) ) {",
                          "new_string": "foreach ( $allergens as $key => $allergen ) {"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{VOS}/wp-config.php",
                          "old_string": "define( 'DISALLOW_FILE_EDIT', true );",
                          "new_string": "define( 'DISALLOW_FILE_EDIT', true );\n"
                                        "define( 'WP_MEMORY_LIMIT', '256M' );\n"
                                        "define( 'DISABLE_WP_CRON', true ); // real cron every 15 minutes in the "
                                        "hostbox panel"},
                 "The file has been updated."),
            ("assistant", "For the hostbox cron panel, every 15 minutes with the 8.2 binary:\n\n"
                          "`*/15 * * * * /usr/local/php82/bin/php /home/vos/public_html/wp-cron.php "
                          ">/dev/null 2>&1`\n\n"
                          "Until you switch the site to 8.2 in the panel this runs WP-cron under 8.2 while the site "
                          "serves pages with 7.4. With vos-labels fixed that's harmless, but it's one more reason "
                          "to do the switch soon."),
            ("user", "cron entry added. I'll flip the php version tuesday morning when the shop is quiet"),
            bash("vendor/bin/phpcs --standard=PHPCompatibilityWP --runtime-set testVersion 8.2- "
                 "wp-content/plugins/vos-labels/vos-labels.php --report=summary | tail -n 2; git commit -qam "
                 "'php 8.2 prep: vos-labels, WP_MEMORY_LIMIT 256M, DISABLE_WP_CRON' && bin/deploy | tail -n 1",
                 "No violations found.\ndeployed 1d0c5e8\n"),
        ],
        "facts": [
            fact("vos-php", "The Vos shop moves itself to PHP 8.2 (not hostbox's automatic 8.1) before 1 December "
                            "2026, after a PHPCompatibility check; the vos-labels plugin was fixed (create_function "
                            "and each removed).",
                 "decision", "user", ["8.2", ["8.1", "PHPCompatibility"]]),
            fact("vos-wpcron", "On the Vos shop WP-cron is disabled (DISABLE_WP_CRON) and a real cron job in the "
                               "hostbox panel runs wp-cron.php every 15 minutes with the PHP 8.2 binary.",
                 "config", "user", ["DISABLE_WP_CRON", ["15 minutes", "*/15"]]),
            fact("no-hostshield", "HostShield, hostbox's beta WAF, is not enabled on the Vos shop: no beta WAF in "
                                  "front of the Mollie webhooks.",
                 "decision", "user", ["HostShield", "Mollie"]),
            fact("hostbox-ssh", "ssh on hostbox is port 2222; on the shell plain php is still 7.4, the PHP 8.2 cli "
                                "is /usr/local/php82/bin/php.",
                 "fact", "user", ["2222", "/usr/local/php82/bin/php"], remember=True),
        ],
        "optional": [
            opt("vos-memory", "The Vos shop's WP_MEMORY_LIMIT is 256M (the host's new cap).", ["256M"]),
            opt("vos-smtp", "The Vos shop sends mail with WP Mail SMTP through the Postmark API over https.",
                ["WP Mail SMTP"]),
        ],
        "questions": [
            q("Which PHP version is the Vos shop moving to?", "8.2, not hostbox's automatic 8.1", ["vos-php"]),
            q("How does WP-cron run on the Vos shop?", "DISABLE_WP_CRON, a real cron job every 15 minutes",
              ["vos-wpcron"]),
            q("Why isn't HostShield enabled on the Vos shop?", "no beta WAF in front of the Mollie webhooks",
              ["no-hostshield"]),
            q("Which port does ssh on hostbox use?", "2222", ["hostbox-ssh"]),
        ],
    },
    {
        "id": "h34-cc-quotekit-prelaunch-review",
        "project": QK,
        "start": datetime(2026, 11, 17, 20, 0),
        "about": "quotekit: pre-launch review of the server side; the assistant proposes five changes: 1 rate limit "
                 "login and reset at 10 per 15 minutes (the person changes it to 5), 2 sessions from Postgres to "
                 "Redis (rejected: one more daemon to babysit and back up on the 4gb box), 3 CSP via kit.csp "
                 "(accepted), 4 Node 20 to 22 (accepted), 5 BODY_SIZE_LIMIT 2M for logo uploads (accepted); "
                 "'don't forget this one': the Node version lives in .nvmrc and the systemd unit's ExecStart",
        "steps": [
            ("user", "quotekit launch is in 2 weeks. go over the server side and tell me what you'd change before "
                     "strangers start signing up"),
            tool("Read", {"file_path": f"{QK}/src/hooks.server.ts"},
                 "     1\timport type { Handle } from '@sveltejs/kit';\n"
                 "     2\timport { getSession } from '$lib/server/session';\n"
                 "     3\t\n"
                 "     4\texport const handle: Handle = async ({ event, resolve }) => {\n"
                 "     5\t  event.locals.user = await getSession(event.cookies.get('qk_session'));\n"
                 "     6\t  return resolve(event);\n"
                 "     7\t};\n"),
            bash("cat .nvmrc; grep -n 'csp\\|adapter' svelte.config.js; ssh qk@box1 'systemctl cat quotekit | "
                 "grep -E \"ExecStart|Environment\"'",
                 "20.11.1\n"
                 "1:import adapter from '@sveltejs/adapter-node';\n"
                 "Environment=PORT=3101\nEnvironment=ORIGIN=https://quotekit.app\n"
                 "ExecStart=/home/qk/.nvm/versions/node/v20.11.1/bin/node build/index.js\n"),
            bash("rg -n 'export const (actions|POST)' src/routes/(auth) | head; psql \"$DATABASE_URL\" -Atc "
                 "\"select count(*) from sessions\"",
                 "src/routes/(auth)/login/+page.server.ts:12:export const actions = {\n"
                 "src/routes/(auth)/reset/+page.server.ts:9:export const actions = {\n"
                 "src/routes/(auth)/signup/+page.server.ts:14:export const actions = {\n"
                 "214\n"),
            ("assistant", "Five changes I'd make before launch:\n\n"
                          "1. **Rate limiting** on login and password reset: nothing stops someone from trying "
                          "passwords all night. sveltekit-rate-limiter, 10 attempts per 15 minutes per IP, also on "
                          "signup.\n"
                          "2. **Sessions in Redis** instead of the `sessions` table: every request does a Postgres "
                          "lookup today, and Redis expires sessions on its own.\n"
                          "3. **Content Security Policy**: SvelteKit can generate it, `kit.csp` with mode 'auto' in "
                          "svelte.config.js adds nonces/hashes for its own inline scripts.\n"
                          "4. **Node 22**: the box runs Node 20.11.1, and Node 20 reached end of life in April "
                          "2026, so no more security fixes. Node 22 is the maintained LTS.\n"
                          "5. **BODY_SIZE_LIMIT**: adapter-node rejects request bodies over 512K by default, and "
                          "the logo upload in settings allows 2 MB, so larger logos fail with a 413 today. Set "
                          "BODY_SIZE_LIMIT=2M in the unit."),
            ("user", "1 yes but 5 per 15 min, not 10. someone who forgot their password has the reset link. 2 no, "
                     "that's one more daemon on a 4gb box that I have to babysit and back up, the sessions table "
                     "is 214 rows, they stay in postgres. 3 yes. 4 yes, 22. 5 yes"),
            bash("npm i sveltekit-rate-limiter",
                 "added 1 package, and audited 411 packages in 2s\nfound 0 vulnerabilities\n"),
            tool("Write", {"file_path": f"{QK}/src/lib/server/limits.ts",
                           "content": "import { RateLimiter } from 'sveltekit-rate-limiter/server';\n\n"
                                      "// Login, reset and signup: 5 attempts per 15 minutes per IP.\n"
                                      "export const authLimiter = new RateLimiter({ IP: [5, '15m'] });\n"},
                 f"File created successfully at: {QK}/src/lib/server/limits.ts"),
            tool("Edit", {"file_path": f"{QK}/src/routes/(auth)/login/+page.server.ts",
                          "old_string": "  default: async (event) => {\n",
                          "new_string": "  default: async (event) => {\n"
                                        "    if (await authLimiter.isLimited(event)) {\n"
                                        "      return fail(429, { message: 'Too many attempts, try again in 15 "
                                        "minutes.' });\n    }\n"},
                 "The file has been updated."),
            ("assistant", "Same guard added to the reset and signup actions. Now the imports and a type check."),
            bash("for r in login reset signup; do f=\"src/routes/(auth)/$r/+page.server.ts\"; sed -i '1i import "
                 "{ authLimiter } from \"$lib/server/limits\";' \"$f\"; done && grep -c isLimited "
                 "src/routes/\\(auth\\)/*/+page.server.ts && npm run check 2>&1 | tail -n 1",
                 "src/routes/(auth)/login/+page.server.ts:1\nsrc/routes/(auth)/reset/+page.server.ts:1\n"
                 "src/routes/(auth)/signup/+page.server.ts:1\nsvelte-check found 0 errors and 0 warnings\n"),
            tool("Edit", {"file_path": f"{QK}/svelte.config.js",
                          "old_string": "\t\tadapter: adapter()",
                          "new_string": "\t\tadapter: adapter(),\n"
                                        "\t\tcsp: {\n\t\t\tmode: 'auto',\n\t\t\tdirectives: {\n"
                                        "\t\t\t\t'default-src': ['self'],\n"
                                        "\t\t\t\t'img-src': ['self', 'data:', "
                                        "'https://qk-logos.s3.fr-par.scw.cloud'],\n"
                                        "\t\t\t\t'frame-ancestors': ['none']\n\t\t\t}\n\t\t}"},
                 "The file has been updated."),
            bash("echo 22.11.0 > .nvmrc && ssh qk@box1 'source ~/.nvm/nvm.sh && nvm install 22.11.0 >/dev/null && "
                 "node -v'",
                 "v22.11.0\n"),
            bash("npm run build 2>&1 | tail -n 2 && npm test 2>&1 | tail -n 3",
                 "> Using @sveltejs/adapter-node\n  ✔ done\n"
                 "      Tests  61 passed (61)\n   Start at  20:41:07\n   Duration  4.82s\n"),
            ("assistant", "Built and tested on Node 22.11.0 locally. To deploy I'll update the unit: "
                          "`BODY_SIZE_LIMIT=2M`, and the ExecStart still points at "
                          "/home/qk/.nvm/versions/node/v20.11.1/bin/node."),
            ("user", "yes good catch. and don't forget this one, it bit me before: the node version lives in two "
                     "places, .nvmrc and the ExecStart path in the systemd unit. bump both or the box happily keeps "
                     "running the old node"),
            bash("ssh qk@box1 'sudo sed -i \"s#node/v20.11.1/bin/node#node/v22.11.0/bin/node#\" "
                 "/etc/systemd/system/quotekit.service && echo \"Environment=BODY_SIZE_LIMIT=2M\" | sudo tee -a "
                 "/etc/systemd/system/quotekit.service.d/override.conf >/dev/null && sudo systemctl daemon-reload "
                 "&& systemctl cat quotekit | grep -E \"ExecStart|BODY\"'",
                 "ExecStart=/home/qk/.nvm/versions/node/v22.11.0/bin/node build/index.js\n"
                 "Environment=BODY_SIZE_LIMIT=2M\n"),
            bash("git add -A && git commit -qm 'prelaunch: rate limit auth (5/15m), csp, node 22, body limit 2M' && "
                 "bin/deploy && curl -sI https://quotekit.app/login | grep -i -E '^(HTTP|content-security)' | "
                 "cut -c1-80",
                 "deploying 5b7d2e0 to box1\nquotekit restarted (node v22.11.0)\n"
                 "HTTP/2 200\n"
                 "content-security-policy: default-src 'self'; img-src 'self' data: https://qk-logos.s3.fr-\n"),
            ("assistant", "Live: auth actions are limited to 5 attempts per 15 minutes per IP, CSP is served, the "
                          "box runs Node v22.11.0 from both .nvmrc and the unit, and BODY_SIZE_LIMIT is 2M. "
                          "Sessions stay in Postgres."),
        ],
        "facts": [
            fact("login-rate-limit", "quotekit's login, password reset and signup are rate limited to 5 attempts per "
                                     "15 minutes per IP (sveltekit-rate-limiter, src/lib/server/limits.ts); the "
                                     "assistant proposed 10.",
                 "config", "user", [["5 attempts", "5 per 15", "[5, '15m']"], ["rate limit", "rate-limit",
                                                                                "RateLimiter"]]),
            fact("sessions-postgres", "quotekit sessions stay in the Postgres sessions table; Redis was rejected as "
                                      "one more daemon to babysit and back up on the 4gb box.",
                 "decision", "user", ["sessions", "Redis", ["4gb", "babysit"]]),
            fact("node-22", "quotekit runs on Node 22 (v22.11.0) since Node 20 reached end of life.",
                 "config", "user", ["Node", ["22.11.0", "Node 22"]]),
            fact("node-two-places", "quotekit's Node version lives in two places, .nvmrc and the ExecStart path in "
                                    "the quotekit systemd unit; bump both.",
                 "convention", "user", [".nvmrc", ["ExecStart", "systemd unit"]], remember=True),
            fact("body-size", "quotekit's BODY_SIZE_LIMIT is 2M (adapter-node default 512K) so 2 MB logo uploads "
                              "work.",
                 "config", "assistant", ["BODY_SIZE_LIMIT", "2M"]),
        ],
        "optional": [
            opt("csp", "quotekit serves a Content Security Policy generated by kit.csp (mode auto) in "
                       "svelte.config.js.",
                ["kit.csp", "csp"]),
            opt("qk-port", "quotekit listens on PORT 3101 on box1 with ORIGIN https://quotekit.app.", ["3101"]),
        ],
        "questions": [
            q("How many login attempts does quotekit allow?", "5 attempts per 15 minutes per IP",
              ["login-rate-limit"]),
            q("Why aren't quotekit sessions in Redis?",
              "one more daemon on a 4gb box to babysit and back up; they stay in postgres", ["sessions-postgres"]),
            q("Where do you bump quotekit's Node version?", ".nvmrc and the ExecStart path in the systemd unit",
              ["node-two-places"]),
            q("What is quotekit's BODY_SIZE_LIMIT?", "2M", ["body-size"]),
        ],
    },
    {
        "id": "h34-cc-ops-box1-backups",
        "project": OPS,
        "start": datetime(2026, 11, 20, 19, 30),
        "about": "ops: real backups for box1 (lotka and quotekit); restic to Scaleway Object Storage, bucket "
                 "ines-backups-box1 in fr-par; retention keep-daily 7 / keep-weekly 4 / keep-monthly 6; the "
                 "assistant installs the schedule with `crontab file` and wipes root's crontab (uptime-ping, "
                 "pg-dump-all), restored from the session's first crontab -l; 'remember that' rule: never "
                 "crontab <file> or crontab -r, jobs go in /etc/cron.d/ one file per client or purpose; backups "
                 "at 03:15 from /etc/cron.d/backups; restic password in the ops vault in 1password; near-miss "
                 "joke 'remember when I rm -rf'd the bakery's uploads'",
        "steps": [
            ("user", "box1 backups. right now it's pg_dump to a folder on the same disk and that's it, which is not "
                     "a backup. I want restic to object storage. and yes, remember when I rm -rf'd the bakery's "
                     "uploads in 2024 and hostbox's backup was 3 days old, lol, never again"),
            bash("ssh box1 'sudo crontab -l; ls /etc/cron.d; df -h /srv | tail -n 1; sudo du -sh /srv /etc "
                 "/var/backups/db'",
                 "*/5 * * * * /root/bin/uptime-ping\n"
                 "30 2 * * * /root/bin/pg-dump-all > /var/backups/db/last.log 2>&1\n"
                 "e2scrub_all\nlotka-yoga\nphp\n"
                 "/dev/sda1        75G   21G   51G  30% /\n"
                 "3.1G\t/srv\n6.2M\t/etc\n412M\t/var/backups/db\n"),
            ("assistant", "About 3.5 GB to back up: /srv (the apps and media), /etc and the nightly dumps. For the "
                          "bucket, the two obvious choices are Backblaze B2 (cheapest per TB, EU region in "
                          "Amsterdam) and Scaleway Object Storage (fr-par, S3-compatible). At 3.5 GB the price "
                          "difference is a rounding error either way."),
            ("user", "scaleway. I already have the account for DNS, and everything stays in the EU. bucket "
                     "ines-backups-box1 in fr-par"),
            tool("Write", {"file_path": f"{OPS}/backup/box1-backup.sh",
                           "content": "#!/usr/bin/env bash\nset -euo pipefail\n"
                                      "source /root/.config/restic/box1.env  # RESTIC_REPOSITORY, "
                                      "RESTIC_PASSWORD, AWS_*\n"
                                      "/root/bin/pg-dump-all\n"
                                      "restic backup --tag nightly /srv /etc /var/backups/db\n"
                                      "restic forget --tag nightly --keep-daily 7 --keep-weekly 4 --keep-monthly 6 "
                                      "--prune\n"},
                 f"File created successfully at: {OPS}/backup/box1-backup.sh"),
            ("assistant", "Retention in the script: keep-daily 7, keep-weekly 4, keep-monthly 6, so about half a "
                          "year of history with 17 snapshots at most. The repository is "
                          "`s3:s3.fr-par.scw.cloud/ines-backups-box1`; the restic password has to live somewhere "
                          "other than box1, or a dead box takes the key with it."),
            ("user", "retention ok. password goes in the ops vault in 1password, I'll paste it into the env file "
                     "myself"),
            bash("scp backup/box1-backup.sh box1:/tmp/ && ssh box1 'sudo install -m 700 /tmp/box1-backup.sh "
                 "/root/bin/box1-backup && sudo bash -c \"source /root/.config/restic/box1.env && restic init\"'",
                 "created restic repository 5e1f09a3c2 at s3:s3.fr-par.scw.cloud/ines-backups-box1\n\n"
                 "Please note that knowledge of your password is required to access\n"
                 "the repository. Losing your password means that your data is\nirrecoverably lost.\n"),
            bash("printf '15 3 * * * /root/bin/box1-backup > /var/log/box1-backup.log 2>&1\\n' > /tmp/backup.cron "
                 "&& scp /tmp/backup.cron box1:/tmp/ && ssh box1 'sudo crontab /tmp/backup.cron && sudo crontab -l'",
                 "15 3 * * * /root/bin/box1-backup > /var/log/box1-backup.log 2>&1\n"),
            ("assistant", "I made a mistake there. `crontab /tmp/backup.cron` replaces root's whole crontab instead "
                          "of adding a line, so the two existing entries, /root/bin/uptime-ping every 5 minutes and "
                          "pg-dump-all at 02:30, are gone. I have them from the `crontab -l` at the start of the "
                          "session and can put them back right away."),
            ("user", "you just nuked root's crontab. great. put them back. and remember that: never `crontab "
                     "<file>` and never crontab -r on any of my boxes. scheduled stuff goes in /etc/cron.d/, one "
                     "file per client or per purpose, named after it, like lotka-yoga is already. I'll clean root's "
                     "crontab myself with crontab -e"),
            bash("ssh box1 'printf \"%s\\n\" \"*/5 * * * * root /root/bin/uptime-ping\" | sudo "
                 "tee /etc/cron.d/monitoring >/dev/null && printf \"%s\\n\" \"15 3 * * * root /root/bin/box1-backup "
                 "> /var/log/box1-backup.log 2>&1\" | sudo tee /etc/cron.d/backups >/dev/null && ls /etc/cron.d'",
                 "backups\ne2scrub_all\nlotka-yoga\nmonitoring\nphp\n"),
            ("assistant", "The jobs live in /etc/cron.d now: `monitoring` for uptime-ping every 5 minutes and "
                          "`backups` for the backup at 03:15. pg-dump-all doesn't need its own entry any more, "
                          "box1-backup runs it first, right before restic. Root's crontab still holds the backup "
                          "line I wrote; once you've removed it with crontab -e the backup runs only once a night."),
            ("user", "done, root's crontab is empty. run one now so I see it works"),
            bash("ssh box1 'sudo /root/bin/box1-backup 2>&1 | tail -n 6; sudo bash -c \"source "
                 "/root/.config/restic/box1.env && restic snapshots --compact | tail -n 3\"'",
                 "Files:       48211 new,     0 changed,     0 unmodified\n"
                 "Dirs:         6120 new,     0 changed,     0 unmodified\n"
                 "Added to the repository: 2.871 GiB (2.104 GiB stored)\n\n"
                 "processed 48211 files, 3.529 GiB in 3:41\nsnapshot 8a1c42f0 saved\n"
                 "ID        Time                 Host  Tags\n"
                 "8a1c42f0  2026-11-20 20:14:02  box1  nightly\n"
                 "1 snapshots\n"),
            bash("ssh box1 'sudo bash -c \"source /root/.config/restic/box1.env && restic restore latest --target "
                 "/tmp/rt --include /etc/caddy/Caddyfile\" && sudo diff -q /tmp/rt/etc/caddy/Caddyfile "
                 "/etc/caddy/Caddyfile && echo identical && sudo rm -rf /tmp/rt'",
                 "restoring <Snapshot 8a1c42f0 of [/srv /etc /var/backups/db] at 2026-11-20 20:14:02> to /tmp/rt\n"
                 "identical\n"),
            ("assistant", "First snapshot done, 3.5 GiB in under four minutes (2.1 GiB stored after compression), "
                          "and a test restore of the Caddyfile matches the live one. From tonight it runs at 03:15 "
                          "from /etc/cron.d/backups, logging to /var/log/box1-backup.log."),
        ],
        "facts": [
            fact("backup-target", "box1 is backed up with restic to Scaleway Object Storage, bucket ines-backups-box1 "
                                  "in fr-par (chosen over Backblaze B2: the Scaleway account exists, data stays in "
                                  "the EU).",
                 "decision", "user", ["restic", "Scaleway", "ines-backups-box1"]),
            fact("backup-retention", "box1's restic retention is keep-daily 7, keep-weekly 4, keep-monthly 6.",
                 "config", "assistant", ["keep-daily 7", "keep-weekly 4", "keep-monthly 6"]),
            fact("backup-time", "box1's backup (/root/bin/box1-backup, which runs pg-dump-all then restic) runs "
                                "daily at 03:15 from /etc/cron.d/backups.",
                 "config", "assistant", ["03:15", ["/etc/cron.d/backups", "box1-backup"]]),
            fact("restic-password", "The restic repository password for box1 is kept in the ops vault in "
                                    "1password, not only on the box.",
                 "config", "user", ["1password", ["ops vault", "password"]]),
            fact("cron-d-rule", "On the person's boxes never run `crontab <file>` or crontab -r; scheduled jobs go in "
                                "/etc/cron.d/, one file per client or purpose, named after it (lotka-yoga, backups, "
                                "monitoring).",
                 "rule", "user", ["/etc/cron.d", ["crontab <file>", "crontab -r"]], remember=True),
        ],
        "optional": [
            opt("crontab-wipe", "On 2026-11-20 the assistant overwrote root's crontab on box1; uptime-ping moved to "
                                "/etc/cron.d/monitoring.",
                ["uptime-ping"]),
            opt("backup-log", "The box1 backup logs to /var/log/box1-backup.log.", ["box1-backup.log"]),
        ],
        "questions": [
            q("Where are box1's backups stored?", "with restic in the Scaleway bucket ines-backups-box1 in fr-par",
              ["backup-target"]),
            q("What retention do box1's restic backups have?", "keep-daily 7, keep-weekly 4, keep-monthly 6",
              ["backup-retention"]),
            q("How should a scheduled job be added on one of the boxes?",
              "as a file in /etc/cron.d/ named after the client or purpose, never crontab <file>",
              ["cron-d-rule"]),
            q("When do box1's backups run?", "daily at 03:15", ["backup-time"]),
        ],
    },
]
