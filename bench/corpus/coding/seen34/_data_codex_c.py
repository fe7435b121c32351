"""h34 Codex sessions, part c: setting up box2, a VPS for small PHP client sites, with Ansible; an xmlrpc.php flood on
the Vos bakery's shop read from the access log; and getting Lotka's site rid of its need for a cookie banner."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

OPS = "/home/ines/ops"
VOS = "/home/ines/clients/vos-bakkerij/shop"
LOTKA = "/home/ines/clients/lotka-yoga/booking"

SESSIONS = [
    {
        "id": "h34-cx-ops-box2-setup",
        "project": OPS,
        "start": datetime(2026, 11, 23, 9, 0),
        "about": "ops: box2 (Hetzner, 4gb) for small PHP client sites, by Ansible (ops/ansible/box2.yml); the "
                 "person's bullet list: Debian 12, Caddy from Caddy's apt repo, php8.3-fpm from sury, ssh keys "
                 "only, fail2ban, unattended-upgrades security only, 'note for you for later' Node apps on 31xx "
                 "ports (quotekit 3101, next 3102, list in ops/ports.md), restic to ines-backups-box2; conditional "
                 "rule said twice: a site with payments or user logins gets its own unix user and PHP-FPM pool, "
                 "brochure sites share the 'brochure' pool; first sites kine-declercq (brochure) and velo-atelier "
                 "(own pool)",
        "steps": [
            ("user", "new box for the small php clients, box2 (hetzner, 4gb). what I want:\n"
                     "- debian 12, caddy from caddy's own apt repo, php8.3-fpm from sury\n"
                     "- ssh with keys only, fail2ban on, unattended-upgrades for security updates only\n"
                     "- note for you for later: node apps on my boxes listen on 31xx, one port per app. quotekit is "
                     "3101, the next one gets 3102. keep the list in ops/ports.md\n"
                     "- backups like box1: restic to scaleway, bucket ines-backups-box2\n"
                     "- all of it in ansible, ops/ansible/box2.yml"),
            shell("ls ansible ansible/roles; sed -n 1,12p ansible/box1.yml",
                  "ansible:\nbox1.yml\ninventory.ini\nroles\n\n"
                  "ansible/roles:\nbase\ncaddy\nnode\npostgres\nrestic\n\n"
                  "- hosts: box1\n  become: true\n  roles:\n    - base\n    - caddy\n    - postgres\n"
                  "    - role: node\n      vars: { node_version: \"22.11.0\" }\n"
                  "    - role: restic\n      vars: { restic_bucket: ines-backups-box1 }\n"),
            ("assistant", "box1's roles cover most of it: base (ssh, fail2ban, unattended-upgrades), caddy and "
                          "restic can be reused with box2's bucket. New is a php role for php8.3-fpm from the sury "
                          "repository. One question before I write it: one PHP-FPM pool for all sites on box2, or "
                          "one per site? A single pool uses the least memory on 4 GB; a pool per site isolates "
                          "them (separate user, separate open_basedir, one site's exploit can't read another's "
                          "wp-config)."),
            ("user", "make a note of this one, it's a rule: if a site takes payments or has user logins, it always "
                     "gets its own unix user and its own php-fpm pool. plain brochure sites can share one pool, "
                     "call it brochure, under one user"),
            shell("apply_patch < /tmp/box2.patch && sed -n 1,20p ansible/box2.yml",
                  "Success. Updated the following files:\nA ansible/box2.yml\nA ansible/roles/php/tasks/main.yml\n"
                  "A ansible/roles/php/templates/pool.conf.j2\nM ansible/inventory.ini\nA ports.md\n"
                  "- hosts: box2\n  become: true\n  roles:\n    - base\n    - caddy\n"
                  "    - role: php\n      vars:\n        php_version: \"8.3\"\n        php_pools:\n"
                  "          - { name: brochure, user: brochure, sites: [kine-declercq] }\n"
                  "          - { name: velo-atelier, user: velo, sites: [velo-atelier] }\n"
                  "    - role: restic\n      vars: { restic_bucket: ines-backups-box2 }\n"),
            ("assistant", "I put the first two sites in already from your clients folder: kine-declercq (the "
                          "physio, brochure only) on the shared brochure pool, and velo-atelier, which has online "
                          "repair booking with customer logins, in its own pool with its own user `velo`. Correct?"),
            ("user", "correct"),
            shell("ansible-playbook -i ansible/inventory.ini ansible/box2.yml 2>&1 | tail -n 4",
                  "RUNNING HANDLER [php : restart php8.3-fpm] ****************************\n"
                  "changed: [box2]\n\nPLAY RECAP *********************************************************\n"
                  "box2 : ok=47   changed=39   unreachable=0    failed=0    skipped=3    rescued=0    ignored=0\n"),
            shell("ssh box2 'php-fpm8.3 -tt 2>&1 | grep -E \"\\[(brochure|velo-atelier)\\]|user =\" | head -n 4; "
                  "sshd -T | grep -E \"^passwordauthentication\"; systemctl is-active fail2ban caddy; "
                  "cat /etc/apt/apt.conf.d/50unattended-upgrades | grep -c security'",
                  "[brochure]\nuser = brochure\n[velo-atelier]\nuser = velo\n"
                  "passwordauthentication no\nactive\nactive\n2\n"),
            shell("cat ports.md",
                  "# Node app ports (31xx, one per app)\n\n| port | app | box |\n|---|---|---|\n"
                  "| 3101 | quotekit | box1 |\n| 3102 | (next free) | |\n"),
            shell("ssh box2 'curl -s -o /dev/null -w \"%{http_code}\\n\" -H \"Host: kine-declercq.be\" "
                  "http://127.0.0.1/ ; sudo -u brochure test -r /srv/velo-atelier/wp-config.php && echo readable || "
                  "echo not-readable'",
                  "308\nnot-readable\n"),
            ("assistant", "box2 is up: Debian 12 with Caddy from Caddy's repository, php8.3-fpm from sury with the "
                          "brochure and velo-atelier pools, password login off, fail2ban active, "
                          "unattended-upgrades limited to the security origins, and restic pointed at "
                          "ines-backups-box2. The brochure user can't read velo-atelier's wp-config, which is the "
                          "point of the separate pool. ports.md lists 3101 for quotekit and 3102 as next free."),
            ("user", "good. and again, because it's the one that matters: payments or logins means own user, own "
                     "pool. every time, no 'just this once'"),
            shell("git add -A && git commit -qm 'box2: ansible playbook, php pools, ports list' && git log -1 "
                  "--oneline",
                  "4e7a1b9 box2: ansible playbook, php pools, ports list\n"),
        ],
        "facts": [
            fact("box2-stack", "box2 (Hetzner, 4gb) runs Debian 12, Caddy from Caddy's own apt repo and php8.3-fpm "
                               "from sury; ssh keys only, fail2ban, unattended-upgrades for security updates only; "
                               "set up by Ansible in ops/ansible/box2.yml.",
                 "config", "user", ["box2", ["php8.3", "8.3"], ["sury", "Caddy"]]),
            fact("node-ports", "Node apps on the person's boxes listen on 31xx ports, one per app: quotekit 3101, the "
                               "next app 3102; the list is kept in ops/ports.md.",
                 "convention", "user", ["31xx", "3101", "ports.md"], remember=True),
            fact("own-pool-rule", "If a site takes payments or has user logins, it always gets its own unix user and "
                                  "its own PHP-FPM pool; plain brochure sites share the 'brochure' pool under one "
                                  "user.",
                 "rule", "user", [["payments", "logins"], ["own unix user", "own user"], "pool"], remember=True),
            fact("box2-backups", "box2 is backed up like box1, with restic to Scaleway, bucket ines-backups-box2.",
                 "config", "user", ["ines-backups-box2", "restic"]),
        ],
        "optional": [
            opt("box2-sites", "box2's first sites: kine-declercq on the brochure pool, velo-atelier in its own pool "
                              "with user velo.",
                ["velo-atelier"]),
        ],
        "questions": [
            q("Which port does quotekit listen on?", "3101", ["node-ports"]),
            q("When does a site get its own PHP-FPM pool?",
              "if it takes payments or has user logins; it gets its own unix user too", ["own-pool-rule"]),
            q("Which PHP does box2 run?", "php8.3-fpm from sury", ["box2-stack"]),
        ],
    },
    {
        "id": "h34-cx-vos-xmlrpc-flood",
        "project": VOS,
        "start": datetime(2026, 11, 26, 7, 50),
        "about": "vos-bakkerij shop slow in the morning, hostbox at its entry processes limit; mostly access log "
                 "and resource output (41k POSTs to /xmlrpc.php from three IPs, wp-login attempts, search spam); "
                 "one decision: xmlrpc.php blocked completely in .htaccess (no Jetpack, no app uses it); near-miss "
                 "exaggeration 'bots always find the one site I forget to lock down'",
        "steps": [
            ("user", "vos shop is crawling and it's 7:50, peak for the pickup orders. hostbox panel says 'entry "
                     "processes limit reached'. here we go"),
            shell("ssh -p 2222 vos@hostbox 'hostbox-stats --today --resource' ",
                  "time   cpu%  entry_procs(limit 20)  mem_mb  io_kbps  faults\n"
                  "05:00    14          2               212      180       0\n"
                  "06:00    22          4               240      410       0\n"
                  "07:00    97         20               498     1960      38\n"
                  "07:30   100         20               511     2240     112\n"
                  "07:45   100         20               509     2315     141\n"),
            shell("ssh -p 2222 vos@hostbox 'awk \"\\$4 > \\\"[26/Nov/2026:06:30\\\"\" logs/access.log' | awk '{print "
                  "$6, $7}' | sed 's/?.*//' | sort | uniq -c | sort -rn | head -n 8",
                  "  41218 \"POST /xmlrpc.php\n"
                  "   8154 \"POST /wp-login.php\n"
                  "   2930 \"GET /\n"
                  "   1872 \"GET /winkel/\n"
                  "   1411 \"GET /wp-json/wc/store/v1/cart\n"
                  "    964 \"POST /?wc-ajax=update_order_review\n"
                  "    702 \"GET /product/desem-volkoren/\n"
                  "    388 \"POST /wp-admin/admin-ajax.php\n"),
            shell("ssh -p 2222 vos@hostbox 'grep \"POST /xmlrpc.php\" logs/access.log' | awk '{print $1}' | sort | "
                  "uniq -c | sort -rn | head -n 5",
                  "  19877 185.220.101.44\n  14092 45.134.26.171\n   7249 91.92.243.18\n"),
            shell("ssh -p 2222 vos@hostbox 'grep \"POST /xmlrpc.php\" logs/access.log' | head -n 3 | cut -c1-160",
                  "185.220.101.44 - - [26/Nov/2026:06:41:12 +0100] \"POST /xmlrpc.php HTTP/1.1\" 200 403 \"-\" "
                  "\"Mozilla/5.0 (Windows NT 10.0; Win64; x64)\"\n"
                  "45.134.26.171 - - [26/Nov/2026:06:41:12 +0100] \"POST /xmlrpc.php HTTP/1.1\" 200 403 \"-\" "
                  "\"Mozilla/5.0 (compatible; MSIE 9.0)\"\n"
                  "185.220.101.44 - - [26/Nov/2026:06:41:13 +0100] \"POST /xmlrpc.php HTTP/1.1\" 200 403 \"-\" "
                  "\"Mozilla/5.0 (Windows NT 10.0; Win64; x64)\"\n"),
            shell("ssh -p 2222 vos@hostbox 'zgrep -h \"xmlrpc.php\" logs/access.log.{1..30}.gz 2>/dev/null' | grep "
                  "-v -E '^(185.220.101.44|45.134.26.171|91.92.243.18) ' | awk '{print $1}' | sort -u | wc -l; wp @vos "
                  "plugin list --status=active --field=name",
                  "214\n"
                  "woocommerce\nmollie-payments-for-woocommerce\nwp-mail-smtp\nvos-labels\nwordfence\n"
                  "wp-super-cache\nrank-math\n"),
            ("assistant", "It's a brute-force run over XML-RPC: 41,218 POSTs to /xmlrpc.php since 06:30 from three "
                          "IPs, each one a full WordPress boot (200 with a fault response), which fills all 20 entry "
                          "processes so real customers queue. The 8,154 wp-login.php POSTs are the same kind of "
                          "thing on a smaller scale, and Wordfence is already rate limiting those. In the last 30 "
                          "days 214 other IPs touched xmlrpc.php, all scanners by the look of it, and nothing active "
                          "needs it: no Jetpack, no mobile app, no pingbacks.\n\n"
                          "Options: block the three IPs (they'll be new ones tomorrow), let Wordfence throttle "
                          "XML-RPC (still boots WordPress per request), or refuse xmlrpc.php in .htaccess before "
                          "PHP runs."),
            ("user", "block xmlrpc completely in .htaccess. no jetpack, no app, nobody uses it. bots always find the "
                     "one site I forget to lock down, every single time"),
            shell("apply_patch < /tmp/htaccess-xmlrpc.patch && sed -n 1,6p .htaccess && bin/deploy | tail -n 1",
                  "Success. Updated the following files:\nM .htaccess\n"
                  "# Block XML-RPC: nothing on this shop uses it (no Jetpack, no app).\n"
                  "<Files xmlrpc.php>\n  Require all denied\n</Files>\n\n"
                  "# BEGIN WordPress\n"
                  "deployed 9b21f6e\n"),
            shell("curl -s -o /dev/null -w '%{http_code}\\n' -X POST https://bakkerijvos.be/xmlrpc.php; sleep 600; "
                  "ssh -p 2222 vos@hostbox 'hostbox-stats --last 10m --resource | tail -n 2'",
                  "403\n"
                  "time   cpu%  entry_procs(limit 20)  mem_mb  io_kbps  faults\n"
                  "08:05    11          3               231      260       0\n"),
            ("assistant", "xmlrpc.php answers 403 from Apache now, without starting PHP. Ten minutes later the "
                          "shop is at 11% CPU and 3 of 20 entry processes, so the morning orders go through "
                          "again."),
        ],
        "facts": [
            fact("xmlrpc-blocked", "xmlrpc.php is blocked completely on the Vos shop in .htaccess (Require all "
                                   "denied), since nothing uses it: no Jetpack, no app.",
                 "decision", "user", ["xmlrpc.php", ".htaccess"]),
        ],
        "optional": [
            opt("vos-flood", "On 2026-11-26 the Vos shop hit hostbox's 20 entry processes limit from a POST flood "
                             "on xmlrpc.php from three IPs.",
                ["entry processes"]),
            opt("vos-plugins", "The Vos shop runs Wordfence, WP Super Cache and Rank Math besides WooCommerce and "
                               "Mollie.",
                ["Wordfence"]),
        ],
        "questions": [
            q("Is xmlrpc.php reachable on the Vos shop?", "no, blocked completely in .htaccess", ["xmlrpc-blocked"]),
        ],
    },
    {
        "id": "h34-cx-lotka-cookieless",
        "project": LOTKA,
        "start": datetime(2026, 11, 27, 14, 0),
        "about": "lotka-yoga site: the owner asks for a cookie banner; instead the site goes cookieless: GA4 removed "
                 "for Plausible (no cookies), YouTube embeds through a {% youtube %} template tag that is "
                 "click-to-load from youtube-nocookie.com, the Google Maps embed replaced by a static map image "
                 "linking to Google Maps; 'remember that' the site has no cookie banner on purpose and every new "
                 "embed must be click-to-load; a long closing summary repeating the decisions",
        "steps": [
            ("user", "lotka owner's friend told her she 'legally needs a cookie banner'. site has GA4, youtube "
                     "embeds on the class pages, a google maps embed on contact. what's the least annoying way out"),
            shell("rg -n 'gtag|googletagmanager|youtube.com/embed|maps/embed' studio/templates | cut -c1-120",
                  "studio/templates/base.html:14:<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-"
                  "7QK2M4XZ1B\"></script>\n"
                  "studio/templates/base.html:16:  gtag('config', 'G-7QK2M4XZ1B');\n"
                  "studio/templates/studio/class_detail.html:22:<iframe src=\"https://www.youtube.com/embed/"
                  "{{ cls.video_id }}\" allowfullscreen></iframe>\n"
                  "studio/templates/studio/contact.html:31:<iframe src=\"https://www.google.com/maps/embed?pb=!1m18"
                  "!1m12...\"></iframe>\n"),
            shell("for p in / /classes/yin-yoga/ /contact/; do printf '%s: ' $p; npx -y cookie-scan "
                  "https://lotkayoga.be$p --names; done",
                  "/: _ga, _ga_7QK2M4XZ1B, csrftoken\n"
                  "/classes/yin-yoga/: _ga, _ga_7QK2M4XZ1B, csrftoken, YSC, VISITOR_INFO1_LIVE, "
                  "VISITOR_PRIVACY_METADATA\n"
                  "/contact/: _ga, _ga_7QK2M4XZ1B, csrftoken, NID, AEC\n"),
            ("assistant", "Everything except `csrftoken` (and `sessionid` once logged in) is non-essential and "
                          "needs consent: GA4's _ga cookies, YouTube's YSC/VISITOR_INFO1_LIVE, Google's NID from "
                          "the map. Two ways out:\n\n"
                          "a) A consent banner (Klaro, CookieConsent) that blocks GA4, YouTube and Maps until the "
                          "visitor agrees. Works, but most visitors click it away and the stats become partial.\n"
                          "b) Remove the need for one: Plausible instead of GA4 (no cookies, EU-hosted), YouTube "
                          "from youtube-nocookie.com and only after a click on a placeholder, and a static map image "
                          "that links to Google Maps. Then only essential cookies are left and no banner is needed."),
            ("user", "b. plausible, the hosted one, she only ever looks at visitor counts anyway. GA4 goes"),
            shell("apply_patch < /tmp/plausible.patch && rg -n 'plausible|gtag' studio/templates/base.html",
                  "Success. Updated the following files:\nM studio/templates/base.html\n"
                  "studio/templates/base.html:14:<script defer data-domain=\"lotkayoga.be\" "
                  "src=\"https://plausible.io/js/script.js\"></script>\n"),
            ("assistant", "GA4 is out, Plausible is in. For the videos I'd add a template tag, `{% youtube "
                          "cls.video_id %}`, that renders the thumbnail with a play button and only inserts the "
                          "youtube-nocookie.com iframe after a click."),
            ("user", "yes"),
            shell("apply_patch < /tmp/youtube-tag.patch && python manage.py test studio.tests.test_youtube_tag 2>&1 "
                  "| tail -n 1",
                  "Success. Updated the following files:\nA studio/templatetags/embeds.py\n"
                  "A studio/templates/studio/_youtube_facade.html\nA studio/static/studio/youtube-facade.js\n"
                  "M studio/templates/studio/class_detail.html\n"
                  "OK\n"),
            ("assistant", "For the contact page: a static map image of the studio's street (generated once, served "
                          "from /static/) that links to the Google Maps place page. No Google request until "
                          "someone clicks it."),
            ("user", "fine. and remember that: lotka has no cookie banner on purpose, nothing non-essential sets "
                     "cookies. any new embed, instagram, spotify, a booking widget, whatever, must be "
                     "click-to-load or we'd need a banner after all and she will hate it"),
            shell("apply_patch < /tmp/static-map.patch && bin/deploy box1 | tail -n 1 && for p in / "
                  "/classes/yin-yoga/ /contact/; do printf '%s: ' $p; npx -y cookie-scan https://lotkayoga.be$p "
                  "--names; done",
                  "Success. Updated the following files:\nM studio/templates/studio/contact.html\n"
                  "A studio/static/studio/img/map-lotka.png\n"
                  "gunicorn reloaded (lotka-booking)\n"
                  "/: csrftoken\n/classes/yin-yoga/: csrftoken\n/contact/: csrftoken\n"),
            ("assistant", "Summary of what changed on lotkayoga.be today:\n\n"
                          "- **Analytics**: GA4 removed; Plausible (plausible.io, no cookies) with "
                          "data-domain lotkayoga.be.\n"
                          "- **Videos**: class pages use `{% youtube cls.video_id %}`: a thumbnail with a play "
                          "button, the iframe from youtube-nocookie.com loads only after a click.\n"
                          "- **Map**: the contact page shows a static map image linking to Google Maps instead of "
                          "the embed.\n"
                          "- **Result**: only csrftoken (and sessionid for logged-in members) remain, both "
                          "essential, so the site needs no cookie banner.\n"
                          "- **Going forward**: no cookie banner on purpose; every new embed (Instagram, Spotify, "
                          "widgets) must be click-to-load.\n\n"
                          "The privacy page still mentions Google Analytics; worth updating before the owner "
                          "tells her friend."),
            ("user", "I'll rewrite the privacy page myself tonight. thanks"),
        ],
        "facts": [
            fact("analytics-plausible", "Lotka's site uses Plausible (hosted, no cookies) for analytics; GA4 was "
                                        "removed.",
                 "decision", "user", ["Plausible", "GA4"]),
            fact("embed-rule", "Lotka's site has no cookie banner on purpose: nothing non-essential sets cookies, so "
                               "any new embed (Instagram, Spotify, a booking widget) must be click-to-load.",
                 "rule", "user", ["click-to-load", "cookie banner"], remember=True),
            fact("youtube-tag", "Lotka's class videos use the {% youtube %} template tag: a thumbnail that loads the "
                                "youtube-nocookie.com iframe only after a click.",
                 "config", "assistant", [["{% youtube", "youtube-nocookie"], ["click", "thumbnail"]]),
            fact("maps-static", "Lotka's contact page shows a static map image linking to Google Maps instead of the "
                                "Maps embed.",
                 "config", "assistant", ["static map", "Google Maps"]),
        ],
        "optional": [
            opt("privacy-page", "The Lotka privacy page still mentions Google Analytics and will be rewritten by "
                                "the person.",
                ["privacy page"]),
        ],
        "questions": [
            q("Does Lotka's site have a cookie banner?", "no, on purpose; nothing non-essential sets cookies",
              ["embed-rule"]),
            q("What analytics does Lotka's site use?", "Plausible; GA4 was removed", ["analytics-plausible"]),
            q("How must a new embed be added to Lotka's site?", "click-to-load", ["embed-rule"]),
        ],
    },
]
