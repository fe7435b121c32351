"""h34 Claude Code sessions, part b: Lotka's booking confirmations landing in spam after the studio moved its domain,
a Lighthouse run on the Terleie rowing club's Astro site, and an evening of questions about how Caddy gets and renews
Let's Encrypt certificates."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LOTKA = "/home/ines/clients/lotka-yoga/booking"
TERLEIE = "/home/ines/clients/terleie-roeiclub/site"
OPS = "/home/ines/ops"

SESSIONS = [
    {
        "id": "h34-cc-lotka-confirmations-spam",
        "project": LOTKA,
        "start": datetime(2026, 11, 12, 9, 5),
        "about": "lotka-yoga booking: confirmations go to Gmail spam since Monday; pasted headers show dkim=pass "
                 "only for amazonses.com and dmarc=fail; the owner moved lotkayoga.be to Combell over the weekend and "
                 "re-created the DNS from a screenshot, losing the three SES DKIM CNAMEs and the MAIL FROM records "
                 "for mail.lotkayoga.be; re-added, SES verified, mail-tester 9.8; rule for every client's DNS move "
                 "(export the zone into clients/<slug>/dns/ before, ~/ops/bin/mailcheck after); the assistant asks "
                 "what to remember, the person says the checklist yes, the registrar no",
        "steps": [
            ("user", "lotka: members say booking confirmations land in spam since monday, gmail mostly. the owner "
                     "forwarded one, here's the header bit from 'show original':\n\n"
                     "Authentication-Results: mx.google.com;\n"
                     "       dkim=pass header.i=@amazonses.com header.s=shh3fegwg5fppqsuzphvschd53n6ihuv;\n"
                     "       spf=pass (google.com: domain of 0102019a...@eu-west-1.amazonses.com designates "
                     "54.240.7.12 as permitted sender) smtp.mailfrom=0102019a...@eu-west-1.amazonses.com;\n"
                     "       dmarc=fail (p=QUARANTINE sp=QUARANTINE dis=QUARANTINE) header.from=lotkayoga.be\n\n"
                     "gmail being gmail?"),
            ("assistant", "Not this time. Both SPF and DKIM pass, but for the wrong domain: the DKIM signature is "
                          "amazonses.com's and the envelope sender is eu-west-1.amazonses.com. DMARC wants one of "
                          "them to match the From domain, lotkayoga.be, and neither does, so DMARC fails and the "
                          "domain's own policy (quarantine) tells Gmail to put it in spam. Normally SES signs with "
                          "lotkayoga.be's own DKIM key and uses mail.lotkayoga.be as MAIL FROM. Let me look at "
                          "the DNS."),
            bash("dig +short NS lotkayoga.be; dig +short TXT _dmarc.lotkayoga.be; dig +short MX mail.lotkayoga.be; "
                 "dig +short TXT mail.lotkayoga.be",
                 "ns1.combell.net.\nns2.combell.net.\n"
                 "\"v=DMARC1; p=quarantine; rua=mailto:dmarc@lotkayoga.be\"\n"),
            ("assistant", "The nameservers are Combell's now, _dmarc is there, but both records for "
                          "mail.lotkayoga.be (MX and SPF TXT) are missing. I'll check the DKIM records once I have "
                          "the tokens from SES."),
            ("user", "oh. right. the owner moved the domain to combell last weekend, she said she 'copied "
                     "everything over' from a screenshot. great"),
            bash("aws sesv2 get-email-identity --region eu-west-1 --email-identity lotkayoga.be --query "
                 "'{dkim: DkimAttributes.Status, tokens: DkimAttributes.Tokens, mailfrom: "
                 "MailFromAttributes}' --output json",
                 "{\n  \"dkim\": \"FAILED\",\n  \"tokens\": [\"4f2tq7kd3bn2gq6xzr5c2hw7u4p7l3ny\", "
                 "\"x7ha2mvqfl4n6ed2bwz5kxq3ar7uj2co\", \"pz3c7wn4hdt6yq5vbf2jme3ka6ls7xgr\"],\n"
                 "  \"mailfrom\": {\"MailFromDomain\": \"mail.lotkayoga.be\", \"MailFromDomainStatus\": "
                 "\"FAILED\", \"BehaviorOnMxFailure\": \"USE_DEFAULT_VALUE\"}\n}\n"),
            bash("for t in 4f2tq7kd3bn2gq6xzr5c2hw7u4p7l3ny x7ha2mvqfl4n6ed2bwz5kxq3ar7uj2co "
                 "pz3c7wn4hdt6yq5vbf2jme3ka6ls7xgr; do echo \"$t: $(dig +short CNAME $t._domainkey.lotkayoga.be)\"; "
                 "done",
                 "4f2tq7kd3bn2gq6xzr5c2hw7u4p7l3ny: \nx7ha2mvqfl4n6ed2bwz5kxq3ar7uj2co: \n"
                 "pz3c7wn4hdt6yq5vbf2jme3ka6ls7xgr: \n"),
            ("assistant", "SES agrees: DKIM FAILED and MAIL FROM FAILED, and none of the three DKIM CNAMEs "
                          "resolve, so it fell back to its own domain, which is exactly what the header shows. "
                          "Records to add at Combell:\n\n"
                          "| name | type | value |\n|---|---|---|\n"
                          "| 4f2tq7kd3bn2gq6xzr5c2hw7u4p7l3ny._domainkey | CNAME | "
                          "4f2tq7kd3bn2gq6xzr5c2hw7u4p7l3ny.dkim.amazonses.com |\n"
                          "| x7ha2mvqfl4n6ed2bwz5kxq3ar7uj2co._domainkey | CNAME | "
                          "x7ha2mvqfl4n6ed2bwz5kxq3ar7uj2co.dkim.amazonses.com |\n"
                          "| pz3c7wn4hdt6yq5vbf2jme3ka6ls7xgr._domainkey | CNAME | "
                          "pz3c7wn4hdt6yq5vbf2jme3ka6ls7xgr.dkim.amazonses.com |\n"
                          "| mail | MX | 10 feedback-smtp.eu-west-1.amazonses.com |\n"
                          "| mail | TXT | \"v=spf1 include:amazonses.com ~all\" |"),
            ("user", "I have her combell login. adding"),
            ("user", "done"),
            bash("~/ops/bin/mailcheck lotkayoga.be",
                 "lotkayoga.be\n"
                 "  MX           ok   mx1.combell.net (10), mx2.combell.net (20)\n"
                 "  SPF (root)   ok   v=spf1 include:spf.combell.net ~all\n"
                 "  DMARC        ok   p=quarantine\n"
                 "  DKIM ses     ok   3/3 CNAMEs resolve to dkim.amazonses.com\n"
                 "  MAIL FROM    ok   mail.lotkayoga.be MX feedback-smtp.eu-west-1.amazonses.com, "
                 "SPF include:amazonses.com\n"),
            bash("sleep 300; aws sesv2 get-email-identity --region eu-west-1 --email-identity lotkayoga.be --query "
                 "'[DkimAttributes.Status, MailFromAttributes.MailFromDomainStatus]' --output text",
                 "SUCCESS\tSUCCESS\n"),
            bash("ssh box1 'cd /srv/lotka/booking && .venv/bin/python manage.py sendtestconfirmation "
                 "test-k3v9q@srv1.mail-tester.com' && sleep 20 && curl -s "
                 "'https://www.mail-tester.com/test-k3v9q&format=json' | jq -r '.displayedMark'",
                 "sent booking confirmation #test to test-k3v9q@srv1.mail-tester.com\n9.8/10\n"),
            ("assistant", "Fixed. Cause: when lotkayoga.be moved to Combell, the records were copied by hand and "
                          "the three SES DKIM CNAMEs and the MAIL FROM records for mail.lotkayoga.be didn't make "
                          "it. SES then signed with amazonses.com, DMARC failed, and p=quarantine sent the "
                          "confirmations to spam. With the records back SES shows SUCCESS for both, and a test "
                          "confirmation scores 9.8/10 on mail-tester. Mail already in people's spam folders stays "
                          "there, of course."),
            ("user", "ok. rule for next time, and this is for every client, not just lotka: whenever a client's "
                     "domain moves DNS host or registrar, I export the zone into ~/clients/<slug>/dns/ BEFORE the "
                     "move, and after it I run mailcheck on the domain before I call it done"),
            ("assistant", "Should I keep that checklist in memory for future sessions, for all clients? And do you "
                          "want me to keep in mind that lotkayoga.be's DNS is at Combell now?"),
            ("user", "the checklist yes, for all of them. combell no, knowing her she moves it again next year"),
            tool("Write", {"file_path": "/home/ines/clients/lotka-yoga/dns/zone-2026-11-12.txt",
                           "content": "; lotkayoga.be at Combell, exported 2026-11-12 after the DKIM fix\n"
                                      "@ MX 10 mx1.combell.net.\n@ MX 20 mx2.combell.net.\n"
                                      "@ TXT \"v=spf1 include:spf.combell.net ~all\"\n"
                                      "_dmarc TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@lotkayoga.be\"\n"
                                      "mail MX 10 feedback-smtp.eu-west-1.amazonses.com.\n"
                                      "mail TXT \"v=spf1 include:amazonses.com ~all\"\n"
                                      "; + 3 SES DKIM CNAMEs (*._domainkey -> *.dkim.amazonses.com)\n"},
                 "File created successfully at: /home/ines/clients/lotka-yoga/dns/zone-2026-11-12.txt"),
            ("assistant", "Saved the current zone as the first export, so the next move has something to diff "
                          "against."),
        ],
        "facts": [
            fact("lotka-spam", "Lotka's booking confirmations went to spam because, when lotkayoga.be moved to "
                               "Combell, the SES DKIM CNAMEs (_domainkey) and the MAIL FROM records for "
                               "mail.lotkayoga.be were lost; SES signed as amazonses.com, DMARC (p=quarantine) "
                               "failed. Records re-added, SES shows SUCCESS.",
                 "bugfix", "assistant", ["DKIM", "DMARC", ["mail.lotkayoga.be", "Combell"]]),
            fact("dns-move-rule", "For every client: when a domain moves DNS host or registrar, export the zone into "
                                  "~/clients/<slug>/dns/ before the move, and run mailcheck on the domain after it "
                                  "before calling it done.",
                 "rule", "user", ["dns/", "mailcheck", ["export", "zone"]], remember=True),
            fact("lotka-ses", "Lotka's booking site sends mail through Amazon SES in eu-west-1, with MAIL FROM "
                              "domain mail.lotkayoga.be.",
                 "config", "assistant", ["SES", "eu-west-1"]),
        ],
        "optional": [
            opt("lotka-dmarc", "lotkayoga.be's DMARC policy is p=quarantine.", ["p=quarantine"]),
            opt("zone-export", "The first zone export is ~/clients/lotka-yoga/dns/zone-2026-11-12.txt.",
                ["zone-2026-11-12"]),
        ],
        "questions": [
            q("Why did Lotka's booking confirmations go to spam?",
              "the DKIM and MAIL FROM records were lost when the domain moved to Combell, so DMARC failed",
              ["lotka-spam"]),
            q("What has to happen when a client's domain moves DNS host?",
              "export the zone into ~/clients/<slug>/dns/ before, run mailcheck after", ["dns-move-rule"]),
            q("Which service sends Lotka's mail?", "Amazon SES in eu-west-1", ["lotka-ses"]),
        ],
    },
    {
        "id": "h34-cc-terleie-lighthouse",
        "project": TERLEIE,
        "start": datetime(2026, 11, 10, 10, 0),
        "about": "terleie-roeiclub site (Astro): mostly Lighthouse output (mobile performance 41 and 38, LCP 7.9 s, "
                 "a 3.9 MB hero JPEG, raw <img> tags, render-blocking Google Fonts) and an image listing; one "
                 "decision: images via astro:assets <Picture> with avif and webp, widths 480/960/1600, photos "
                 "moved to src/assets (news photos in src/assets/news); fonts deferred",
        "steps": [
            ("user", "club site scores like 40 on mobile. run lighthouse on the home page and /nieuws"),
            bash("npx lighthouse https://terleie.be --only-categories=performance --form-factor=mobile "
                 "--output=json --quiet | jq -r '\"score \\(.categories.performance.score*100)\", (.audits | "
                 "to_entries[] | select(.key|test(\"largest-contentful|total-blocking|cumulative-layout|speed-index"
                 "\")) | \"\\(.key) \\(.value.displayValue)\")'",
                 "score 41\n"
                 "largest-contentful-paint 7.9 s\n"
                 "total-blocking-time 180 ms\n"
                 "cumulative-layout-shift 0.214\n"
                 "speed-index 5.6 s\n"),
            bash("npx lighthouse https://terleie.be --only-categories=performance --form-factor=mobile "
                 "--output=json --quiet | jq -r '.audits | to_entries[] | select(.value.details.type == "
                 "\"opportunity\" and .value.numericValue > 0) | \"\\(.value.title): \\(.value.displayValue)\"'",
                 "Properly size images: Potential savings of 4,812 KiB\n"
                 "Serve images in next-gen formats: Potential savings of 3,977 KiB\n"
                 "Eliminate render-blocking resources: Potential savings of 780 ms\n"
                 "Efficiently encode images: Potential savings of 1,104 KiB\n"
                 "Reduce unused CSS: Potential savings of 19 KiB\n"),
            bash("npx lighthouse https://terleie.be --only-audits=uses-responsive-images,unsized-images,"
                 "render-blocking-resources --form-factor=mobile --output=json --quiet | jq -r '.audits[] | "
                 ".details.items[]? | \"\\(.url) \\(.totalBytes // \"\") \\(.wastedMs // \"\")\"' | head -n 9",
                 "https://terleie.be/images/hero-regatta-2025.jpg 3997696 \n"
                 "https://terleie.be/images/news/clubkampioenschap-2026.jpg 612352 \n"
                 "https://terleie.be/images/news/nieuwe-boot-doop.jpg 598016 \n"
                 "https://terleie.be/images/news/ergometer-challenge.jpg 587776 \n"
                 "https://terleie.be/images/sponsors/brouwerij-leie.png 402432 \n"
                 "https://terleie.be/images/hero-regatta-2025.jpg  \n"
                 "https://terleie.be/images/news/clubkampioenschap-2026.jpg  \n"
                 "https://fonts.googleapis.com/css2?family=Barlow:wght@400;600;800&display=swap  780\n"
                 "https://terleie.be/_astro/index.C3k9dPq1.css  160\n"),
            bash("npx lighthouse https://terleie.be/nieuws --only-categories=performance --form-factor=mobile "
                 "--output=json --quiet | jq -r '\"score \\(.categories.performance.score*100)\", "
                 ".audits[\"largest-contentful-paint\"].displayValue, .audits[\"total-byte-weight\"].displayValue'",
                 "score 38\n8.4 s\nTotal size was 16,904 KiB\n"),
            bash("find public/images -type f -printf '%s %p\\n' | sort -n | tail -n 6 | numfmt --to=iec --field=1; "
                 "identify -format '%wx%h %f\\n' public/images/hero-regatta-2025.jpg",
                 "584K public/images/news/ergometer-challenge.jpg\n"
                 "584K public/images/news/nieuwe-boot-doop.jpg\n"
                 "598K public/images/news/clubkampioenschap-2026.jpg\n"
                 "612K public/images/news/winterstage-2026.jpg\n"
                 "393K public/images/sponsors/brouwerij-leie.png\n"
                 "3.9M public/images/hero-regatta-2025.jpg\n"
                 "5472x3648 hero-regatta-2025.jpg\n"),
            bash("rg -n '<img' src/components src/layouts",
                 "src/components/Hero.astro:9:  <img src=\"/images/hero-regatta-2025.jpg\" alt=\"Regatta 2025\" "
                 "class=\"hero\">\n"
                 "src/components/NewsCard.astro:12:    <img src={post.data.image} alt={post.data.imageAlt} "
                 "loading=\"lazy\">\n"
                 "src/components/Sponsors.astro:7:      <img src={`/images/sponsors/${s.logo}`} alt={s.name}>\n"),
            ("assistant", "Almost all of it is images. The hero is a 5472x3648 JPEG of 3.9 MB served to a phone, "
                          "the news cards load ~600 KB photos for 300px thumbnails (/nieuws weighs 16.9 MB), and "
                          "none of the `<img>` tags have width/height, which is where the 0.214 layout shift comes "
                          "from. Everything sits in public/, so Astro copies it as is.\n\n"
                          "a) Move the photos to src/assets and use astro:assets `<Picture>`: Astro generates "
                          "AVIF/WebP in several widths at build time and writes width/height for you.\n"
                          "b) A one-off sharp script that shrinks what's in public/ now; the next photo someone "
                          "uploads is big again.\n"
                          "c) An image CDN (Cloudflare Images), paid per image.\n\n"
                          "The Google Fonts stylesheet also blocks rendering for ~780 ms; that's separate."),
            ("user", "a. astro:assets, <Picture> with avif + webp, widths 480/960/1600. Hilde uploads news photos "
                     "through the github web editor, she can put them in src/assets/news just as well. fonts not "
                     "today"),
            bash("git mv public/images/hero-regatta-2025.jpg src/assets/ && git mv public/images/news src/assets/news "
                 "&& git mv public/images/sponsors src/assets/sponsors && rg -l 'image: /images/news/' "
                 "src/content/nieuws | xargs sed -i 's#image: /images/news/#image: ../../assets/news/#' && echo ok",
                 "ok\n"),
            tool("Edit", {"file_path": f"{TERLEIE}/src/components/Hero.astro",
                          "old_string": "  <img src=\"/images/hero-regatta-2025.jpg\" alt=\"Regatta 2025\" "
                                        "class=\"hero\">",
                          "new_string": "  <Picture src={hero} alt=\"Regatta 2025\" class=\"hero\" "
                                        "formats={['avif', 'webp']} widths={[480, 960, 1600]} "
                                        "sizes=\"100vw\" loading=\"eager\" />"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{TERLEIE}/src/components/NewsCard.astro",
                          "old_string": "    <img src={post.data.image} alt={post.data.imageAlt} loading=\"lazy\">",
                          "new_string": "    <Picture src={post.data.image} alt={post.data.imageAlt} "
                                        "formats={['avif', 'webp']} widths={[480, 960, 1600]} "
                                        "sizes=\"(min-width: 800px) 33vw, 100vw\" />"},
                 "The file has been updated."),
            bash("npm run build 2>&1 | grep -E 'generating optimized images|images in|Complete' ; du -sh dist/_astro",
                 "▶ generating optimized images\n  ▶ 132 images in 14.82s\n[build] Complete!\n"
                 "5.1M\tdist/_astro\n"),
            bash("npx wrangler pages deploy dist --project-name terleie --branch main | tail -n 1 && sleep 30 && "
                 "for p in / /nieuws; do npx lighthouse https://terleie.be$p --only-categories=performance "
                 "--form-factor=mobile --output=json --quiet | jq -r --arg p $p '\"\\($p) "
                 "\\(.categories.performance.score*100) LCP \\(.audits[\"largest-contentful-paint\"].displayValue) "
                 "CLS \\(.audits[\"cumulative-layout-shift\"].displayValue)\"'; done",
                 "✨ Deployment complete! Take a peek over at https://2c81f0a4.terleie.pages.dev\n"
                 "/ 94 LCP 1.6 s CLS 0.002\n/nieuws 92 LCP 1.9 s CLS 0\n"),
        ],
        "facts": [
            fact("terleie-images", "The Terleie club site serves images through astro:assets <Picture> with formats "
                                   "avif and webp and widths 480/960/1600; photos live in src/assets (news photos in "
                                   "src/assets/news), not public/images.",
                 "decision", "user", ["astro:assets", ["Picture", "avif"], ["src/assets/news", "src/assets"]]),
        ],
        "optional": [
            opt("terleie-scores", "After the image change mobile Lighthouse is 94 on the home page and 92 on "
                                  "/nieuws (was 41 and 38).",
                ["94"]),
            opt("terleie-fonts", "The render-blocking Google Fonts stylesheet (Barlow) is left for later.",
                ["Google Fonts"]),
        ],
        "questions": [
            q("How are images handled on the rowing club's site?",
              "astro:assets <Picture> with avif and webp, widths 480/960/1600", ["terleie-images"]),
            q("Where do news photos for the club site go?", "src/assets/news", ["terleie-images"]),
        ],
    },
    {
        "id": "h34-cc-caddy-acme-questions",
        "project": OPS,
        "start": datetime(2026, 11, 11, 22, 30),
        "about": "ops: late-evening questions about how Caddy obtains and renews Let's Encrypt certificates (HTTP-01 "
                 "vs TLS-ALPN-01 vs DNS-01, renewal at 2/3 of the lifetime, where certificates are stored, rate "
                 "limits, wildcards needing DNS-01, OCSP stapling); two read-only looks at box1; nothing decided",
        "steps": [
            ("user", "random question while I'm drinking tea. how does caddy actually get the certs on box1? I "
                     "never configured anything for lets encrypt, it just works, which makes me nervous"),
            ("assistant", "Caddy has automatic HTTPS on by default. For every site address in the Caddyfile that "
                          "looks like a public domain, it acts as an ACME client: it creates an account with Let's "
                          "Encrypt (and falls back to ZeroSSL if Let's Encrypt fails), proves you control the "
                          "domain, and gets a certificate. The proof is a challenge: Let's Encrypt asks for a "
                          "token, either over plain HTTP on port 80 (HTTP-01) or during a TLS handshake on port 443 "
                          "(TLS-ALPN-01). Caddy answers both itself, which is why you never had to configure "
                          "anything."),
            ("user", "and renewal? certbot had that cron thing"),
            bash("ssh box1 'sudo journalctl -u caddy --since \"90 days ago\" | grep -E \"certificate obtained|"
                 "renew\" | tail -n 4'",
                 "Sep 14 03:12:40 box1 caddy[812]: {\"level\":\"info\",\"logger\":\"tls.renew\",\"msg\":\"acquiring "
                 "lock\",\"identifier\":\"lotkayoga.be\"}\n"
                 "Sep 14 03:12:46 box1 caddy[812]: {\"level\":\"info\",\"logger\":\"tls.renew\",\"msg\":\"certificate "
                 "renewed successfully\",\"identifier\":\"lotkayoga.be\"}\n"
                 "Oct 21 11:02:03 box1 caddy[812]: {\"level\":\"info\",\"logger\":\"tls.renew\",\"msg\":\"certificate "
                 "renewed successfully\",\"identifier\":\"www.lotkayoga.be\"}\n"
                 "Nov 09 16:40:51 box1 caddy[812]: {\"level\":\"info\",\"logger\":\"tls.obtain\",\"msg\":\"certificate "
                 "obtained successfully\",\"identifier\":\"status.ines.dev\"}\n"),
            ("assistant", "No cron needed: Caddy checks its certificates in the background and renews once about "
                          "two thirds of the lifetime has passed, so around day 60 of a 90-day certificate. If a "
                          "renewal fails it keeps retrying with backoff, and you still have about 30 days of valid "
                          "certificate in hand. The log shows it: lotkayoga.be renewed in September, "
                          "www.lotkayoga.be in October."),
            ("user", "where does it keep them? if I rebuild the box do I lose them"),
            bash("ssh box1 'sudo ls /var/lib/caddy/.local/share/caddy/certificates/'",
                 "acme-v02.api.letsencrypt.org-directory\n"),
            ("assistant", "In Caddy's data directory, /var/lib/caddy/.local/share/caddy for the Debian package, "
                          "one folder per issuer and then one per domain (certificate, key, metadata). The ACME "
                          "account key lives there too. If you rebuild the box without it, Caddy simply requests "
                          "new certificates on first start. That only becomes a problem at scale: Let's Encrypt "
                          "allows 50 certificates per registered domain per week and 5 duplicate certificates for "
                          "the exact same set of names per week, so rebuilding and restarting a box in a loop can "
                          "hit the duplicate limit."),
            ("user", "ok and wildcards? could I do *.ines.dev for the little status pages"),
            ("assistant", "A wildcard needs the DNS-01 challenge: you prove control by creating a TXT record "
                          "`_acme-challenge.ines.dev`. Caddy can do that if it's built with the DNS module for your "
                          "DNS provider (there's one for Scaleway, caddy-dns/scaleway) and has an API token. The "
                          "standard Debian package doesn't include DNS modules, so you'd build a custom binary with "
                          "xcaddy. With a handful of subdomains, separate certificates via HTTP-01 are simpler."),
            ("user", "what happens if port 80 is closed by a firewall"),
            ("assistant", "Then HTTP-01 fails but TLS-ALPN-01 on 443 still works, and Caddy tries both. Close both "
                          "and only DNS-01 is left. Caddy also staples OCSP responses and refreshes them on its own, "
                          "though Let's Encrypt is phasing OCSP out in favour of short-lived certificates, so that "
                          "part matters less and less."),
            ("user", "ok that's reassuring. nothing to change then, I just wanted to get it. night"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
