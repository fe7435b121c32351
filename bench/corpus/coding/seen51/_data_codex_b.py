"""h51 Codex sessions, part b: the official election results feed for the newsroom CMS, an explanation of the TV
app's focus manager (nothing durable), and choosing the TV app's DRM player."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

CMS = "/home/matteo/code/newsroom"
TVAPP = "/Users/olu/dev/vbc-tvapp"

FEED_XML = """<?xml version="1.0" encoding="UTF-8"?>
<results election="municipal-2026" seq="17" generated="2026-11-20T21:58:03+01:00" test="true">
  <constituency code="C041" name="Harbourside" status="provisional" counted_pct="41,7">
    <turnout>63,4</turnout>
    <electorate>48211</electorate>
    <party id="P01" name="Civic List"><votes>6120</votes><share>34,1</share></party>
    <party id="P02" name="Green Coast"><votes>4410</votes><share>24,6</share></party>
    <party id="P03" name="Workers' Union"><votes>3975</votes><share>22,2</share></party>
    <party id="P04" name="Liberal Harbour"><votes>2103</votes><share>11,7</share></party>
    <party id="P05" name="Others"><votes>1326</votes><share>7,4</share></party>
  </constituency>
  <constituency code="C042" name="Old Town" status="final" counted_pct="100,0">
    <turnout>58,9</turnout>
    ...
"""

FOCUS_MANAGER = """     1\t/**
     2\t * Spatial navigation for the remote control. One FocusManager per screen.
     3\t */
     4\timport { KEY, keyToDirection } from './keymap';
     5\timport { Rect, rectOf, beamOverlaps, distance } from './geometry';
     6\t
     7\texport type Direction = 'up' | 'down' | 'left' | 'right';
     8\t
     9\tinterface Focusable {
    10\t  el: HTMLElement;
    11\t  group?: string;
    12\t  rect?: Rect;           // cached, see invalidate()
    13\t  onEnter?: () => void;
    14\t}
    15\t
    16\texport class FocusManager {
    17\t  private items = new Map<string, Focusable>();
    18\t  private current?: string;
    19\t  private trap?: string;  // group id while a dialog is open
    20\t  private dirty = true;
    21\t
    22\t  register(id: string, f: Focusable) { this.items.set(id, f); this.dirty = true; }
    23\t  unregister(id: string) { this.items.delete(id); this.dirty = true; if (this.current === id) this.current = undefined; }
    24\t
    25\t  invalidate() { this.dirty = true; }
    26\t
    27\t  onKey(code: number): boolean {
    28\t    if (code === KEY.ENTER) { this.items.get(this.current!)?.onEnter?.(); return true; }
    29\t    const dir = keyToDirection(code);
    30\t    if (!dir) return false;
    31\t    const next = this.nextFocusable(dir);
    32\t    if (next) this.focus(next);
    33\t    return true;
    34\t  }
    35\t
    36\t  private measure() {
    37\t    if (!this.dirty) return;
    38\t    this.items.forEach(f => { f.rect = rectOf(f.el); });
    39\t    this.dirty = false;
    40\t  }
    41\t
    42\t  nextFocusable(dir: Direction): string | undefined {
    43\t    this.measure();
    44\t    const from = this.items.get(this.current!)?.rect;
    45\t    if (!from) return this.first();
    46\t    let best: string | undefined; let bestScore = Infinity;
    47\t    this.items.forEach((f, id) => {
    48\t      if (id === this.current || !f.rect) return;
    49\t      if (this.trap && f.group !== this.trap) return;
    50\t      if (!inDirection(from, f.rect, dir)) return;
    51\t      const score = (beamOverlaps(from, f.rect, dir) ? 0 : 10000) + distance(from, f.rect, dir);
    52\t      if (score < bestScore) { bestScore = score; best = id; }
    53\t    });
    54\t    return best;
    55\t  }
    56\t
    57\t  focus(id: string) {
    58\t    const f = this.items.get(id); if (!f) return;
    59\t    this.current = id;
    60\t    // old WebKit drops focus() called in the same task as the element's insertion
    61\t    setTimeout(() => f.el.focus(), 0);
    62\t    f.el.scrollIntoView?.({ block: 'nearest' });
    63\t  }
    64\t
    65\t  trapFocus(group: string | undefined) { this.trap = group; }
    66\t  ...
"""


SESSIONS = [
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cx-cms-results-feed",
        "project": CMS,
        "start": datetime(2026, 11, 13, 16, 0),
        "about": "newsroom: election results feed; pasted email from the electoral commission of which only the "
                 "30-second poll limit and the NAT address are confirmed; turnout 634 from the decimal comma, first "
                 "read by the assistant as per-mille (wrong); imperative 'burn this into whatever you keep between "
                 "sessions' for the 22:00 embargo; seat projection proposed by the assistant and refused as a rule; "
                 "Italian-flavoured English",
        "steps": [
            ("user", "Ciao! The commission sent finally the technical mail for the results feed. I paste it:\n\n"
                     "```\nFrom: results-feed@electoral-commission.example\n"
                     "Subject: Municipal elections 29 November - results feed for accredited media\n\n"
                     "Dear accredited media partner,\n\n"
                     "- The results are published as XML at https://feed.electoral-commission.example/2026-11-29/"
                     "results.xml. A test feed with fictitious figures is available at /test/results.xml from 20 "
                     "November.\n"
                     "- Please do not request the feed more often than every 30 seconds. Clients polling faster "
                     "will be blocked for the rest of the evening.\n"
                     "- Access is restricted to registered IP addresses. Please confirm your egress addresses by 18 "
                     "November.\n"
                     "- Figures use a decimal comma (e.g. 63,4).\n"
                     "- Every constituency carries a status: provisional or final.\n"
                     "- Results are under embargo until the polls close at 22:00 CET.\n"
                     "- We recommend that media partners show a \"provisional\" label and a timestamp next to "
                     "provisional figures.\n"
                     "- A rehearsal with live infrastructure takes place on 26 November, 20:00-23:00.\n\n"
                     "Kind regards,\nResults Service Desk\n```\n\n"
                     "So. The 30 seconds is clear, we poll at 30, not less. The IPs I confirmed already, is our NAT "
                     "203.0.113.40. The rest we see."),
            shell("ls results/ && sed -n 1,40p results/feed.py",
                  "__init__.py\ncache.py\nfeed.py\nmodels.py\ntasks.py\nviews.py\n"
                  "\"\"\"Official results feed (skeleton).\"\"\"\nimport requests\nfrom lxml import etree\n\n"
                  "FEED_URL = \"https://feed.electoral-commission.example/test/results.xml\"\n\n"
                  "def num(text):\n    return int(text.replace(\",\", \"\").replace(\".\", \"\"))\n\n"
                  "def parse(xml_bytes):\n    root = etree.fromstring(xml_bytes)\n    out = []\n"
                  "    for c in root.iter(\"constituency\"):\n        out.append({\n"
                  "            \"code\": c.get(\"code\"), \"status\": c.get(\"status\"),\n"
                  "            \"turnout\": num(c.findtext(\"turnout\")),\n"
                  "            \"parties\": [{\"id\": p.get(\"id\"), \"votes\": num(p.findtext(\"votes\")),\n"
                  "                         \"share\": num(p.findtext(\"share\"))} for p in c.iter(\"party\")],\n"
                  "        })\n    return out\n"),
            shell("curl -s --max-time 10 https://feed.electoral-commission.example/test/results.xml | head -20",
                  FEED_XML),
            shell("python -c \"from results.feed import parse; import sys; d = parse(open('/tmp/test.xml','rb')."
                  "read()); print(d[0]['turnout'], [p['share'] for p in d[0]['parties']])\"",
                  "634 [341, 246, 222, 117, 74]\n"),
            ("assistant", "The parser runs on the test feed, but turnout comes out as 634 and the shares as 341, 246, "
                          "… My first reading was that the feed reports per-mille, but the XML itself says "
                          "`<turnout>63,4</turnout>`: it's a percentage with a decimal comma, as the mail says. The "
                          "skeleton's `num()` strips commas and dots and calls `int()`, so `63,4` becomes `634`. That "
                          "would also turn `1.204` (a thousands separator, if they ever use one) into 1204, which is "
                          "right by accident.\n\n"
                          "Fix: two parsers. Counts (`votes`, `electorate`) are integers: strip dots, `int()`. "
                          "Percentages (`turnout`, `share`, `counted_pct`) have a decimal comma: replace the comma "
                          "with a dot and parse as `Decimal`, never float."),
            shell("apply_patch < /tmp/feed-decimal.patch && python -m pytest -q results/tests/test_feed.py && python "
                  "-c \"from results.feed import parse; d = parse(open('/tmp/test.xml','rb').read()); "
                  "print(d[0]['turnout'], [str(p['share']) for p in d[0]['parties']])\"",
                  "Success. Updated the following files:\nM results/feed.py\nM results/tests/test_feed.py\n"
                  ".......                                                                   [100%]\n7 passed in 0.41s\n"
                  "63.4 ['34.1', '24.6', '22.2', '11.7', '7.4']\n"),
            ("user", "Good. Now, burn this into whatever you keep between sessions: nothing from the feed goes on the "
                     "page before 22:00, the embargo. Not a number, not a percentage, not \"counting in progress "
                     "3%\". If the editors insist, the answer is no, the commission takes the accreditation away."),
            shell("apply_patch < /tmp/embargo.patch && rg -n 'EMBARGO' config/settings/base.py results/views.py",
                  "Success. Updated the following files:\nM config/settings/base.py\nM results/views.py\n"
                  "M results/tests/test_views.py\n"
                  "config/settings/base.py:188:RESULTS_EMBARGO_UNTIL = env.datetime(\"RESULTS_EMBARGO_UNTIL\", "
                  "default=\"2026-11-29T22:00:00+01:00\")\n"
                  "results/views.py:14:    if timezone.now() < settings.RESULTS_EMBARGO_UNTIL:\n"
                  "results/views.py:15:        return HttpResponse(status=204)\n"),
            ("assistant", "The embargo is enforced server-side: before `RESULTS_EMBARGO_UNTIL` (29 Nov, 22:00 "
                          "CET) every results endpoint answers 204 with no body, so nothing can leak through the "
                          "page, the JSON or the CDN. The poll task still fetches and stores the feed before 22:00, "
                          "so the page is ready the second the embargo lifts.\n\n"
                          "One idea for the evening: with provisional results per constituency we could compute a "
                          "seat projection for the council and show it next to the counted seats. The commission's "
                          "feed only has votes."),
            ("user", "No. We don't compute seat projections, never, on the page. Only the numbers of the "
                     "commission. Our statistician has a projection model but that goes in the TV studio with his "
                     "explanation, not on the results page."),
            shell("python -m pytest -q results/ && git add -A && git commit -qm 'results feed: decimal comma, "
                  "embargo until 22:00' && git log -1 --oneline",
                  "..............                                                            [100%]\n14 passed in 1.12s\n"
                  "6f2ab90 results feed: decimal comma, embargo until 22:00\n"),
            ("user", "ok basta per oggi, thanks"),
        ],
        "facts": [
            fact("feed-poll", "The official results feed is polled every 30 seconds, the commission's limit "
                              "(faster clients get blocked).",
                 "config", "user", ["30 seconds", "feed"]),
            fact("decimal-comma", "Turnout came out as 634 because the feed uses a decimal comma (63,4) and the "
                                  "skeleton stripped it; percentages are now parsed as Decimal after replacing the "
                                  "comma, counts as integers.",
                 "bugfix", "assistant", ["decimal comma", "Decimal"]),
            fact("embargo", "Nothing from the results feed goes on the page before the 22:00 embargo (polls close); "
                            "RESULTS_EMBARGO_UNTIL makes every results endpoint answer 204 before then.",
                 "rule", "user", ["22:00", "embargo"], remember=True),
            fact("no-projections", "The results page never shows seat projections computed by VBC, only the "
                                   "commission's numbers; the statistician's model is for the TV studio.",
                 "decision", "user", ["seat projections"]),
        ],
        "optional": [
            opt("nat-ip", "VBC's registered egress address for the feed is the NAT 203.0.113.40.", ["203.0.113.40"]),
        ],
        "questions": [
            q("How often may the results feed be polled?", "every 30 seconds", ["feed-poll"]),
            q("Why did turnout show 634?", "the parser strips the decimal comma; parse as Decimal", ["decimal-comma"]),
            q("When may results appear on the page?", "not before the 22:00 embargo", ["embargo"]),
            q("Does the results page show seat projections?", "no, only the commission's numbers",
              ["no-projections"]),
        ],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cx-tvapp-focus-explain",
        "project": TVAPP,
        "start": datetime(2026, 11, 6, 17, 0),
        "about": "vbc-tvapp: a new team member asks how remote-control focus moves between tiles; the assistant "
                 "reads FocusManager.ts and explains beam scoring, the rect cache and trapFocus; full of 'always' "
                 "about how the code behaves; near-miss question 'will you remember all this next time?'; nothing "
                 "durable decided",
        "steps": [
            ("user", "hey. I'm new on the tv app (second week). can u explain how focus moves between tiles when "
                     "you press the arrows? src/nav is confusing me"),
            shell("ls -la src/nav && wc -l src/nav/*.ts",
                  "total 40\n-rw-r--r--  1 olu  staff  5911 Oct 12 11:02 FocusManager.ts\n"
                  "-rw-r--r--  1 olu  staff  2204 Sep  3 09:40 geometry.ts\n"
                  "-rw-r--r--  1 olu  staff  1630 Oct 28 15:17 keymap.ts\n"
                  "-rw-r--r--  1 olu  staff   988 Sep  3 09:40 useFocusable.ts\n"
                  "   187 src/nav/FocusManager.ts\n    71 src/nav/geometry.ts\n    52 src/nav/keymap.ts\n"
                  "    34 src/nav/useFocusable.ts\n   344 total\n"),
            shell("sed -n 1,66p src/nav/FocusManager.ts", FOCUS_MANAGER),
            ("assistant", "Here's the path of one arrow press:\n\n"
                          "1. **Key → direction.** `onKey(code)` gets the raw key code. ENTER calls the focused "
                          "item's `onEnter`. Anything else goes through `keyToDirection` in `keymap.ts`, which knows "
                          "the codes of each platform's arrows. If it isn't an arrow, `onKey` returns false and the "
                          "key bubbles on to whoever else listens (the player, for instance).\n\n"
                          "2. **Measuring.** Every tile registers itself through `useFocusable`, which calls "
                          "`register(id, {el, group})`. Before choosing, `measure()` reads each element's rectangle "
                          "with `getBoundingClientRect` (via `rectOf`), but only when `dirty` is set.\n\n"
                          "3. **Choosing.** `nextFocusable(dir)` looks at every other registered item and skips "
                          "those that aren't in the pressed direction at all. Each remaining candidate gets a score: "
                          "its distance along the direction, plus a 10,000 penalty if it isn't inside the "
                          "\"beam\", the band you get by extending the current tile's edges in that direction. So "
                          "a tile straight to the right always wins over one that's closer but diagonally up-right; "
                          "diagonal tiles are only chosen when nothing lies in the beam. Lowest score wins.\n\n"
                          "4. **Focusing.** `focus(id)` stores the id and calls `el.focus()` inside a "
                          "`setTimeout(..., 0)`. The comment says why: old WebKit ignores `focus()` when it's "
                          "called in the same task that inserted the element, which happens when a rail renders "
                          "and focuses its first tile at once. Then `scrollIntoView({block: 'nearest'})` (with `?.` "
                          "because very old engines lack the options form) keeps the tile on screen."),
            ("user", "why does it call getBoundingClientRect on every keypress though, isnt that slow on these tvs"),
            shell("rg -n 'invalidate\\(\\)' src --type ts | head",
                  "src/nav/FocusManager.ts:25:  invalidate() { this.dirty = true; }\n"
                  "src/ui/rails/Rail.tsx:61:      focusManager.invalidate();   // after horizontal scroll animation\n"
                  "src/ui/home/Home.tsx:88:    window.addEventListener('resize', () => focusManager.invalidate());\n"
                  "src/ui/home/Home.tsx:97:    focusManager.invalidate(); // rails lazy-loaded\n"),
            ("assistant", "It doesn't, actually: that's what `dirty` is for. Rectangles are measured once and cached "
                          "on each item (`f.rect`). They're only re-measured after something marks the manager "
                          "dirty: registering or unregistering a tile, a rail finishing its scroll animation "
                          "(`Rail.tsx:61`), a resize, or lazy-loaded rails arriving (`Home.tsx:97`). On a normal "
                          "left/right press inside a rail that has finished scrolling, no layout is read at all. The "
                          "first press after a scroll pays for one measurement of every registered tile, which on "
                          "the home screen is about 60 elements."),
            ("user", "ok. will you remember all this next time or do i have to ask again? lol"),
            ("assistant", "Honestly, I can't promise that: what carries over between sessions depends on how your "
                          "setup stores notes, and today we've only read code, nothing was decided. The good news is "
                          "that it's all in `src/nav`, and the comments are decent; if you re-read `nextFocusable` "
                          "and `focus` you have 90% of it."),
            ("user", "fair. last q: what's trapFocus for"),
            shell("rg -n 'trapFocus' src --type ts",
                  "src/nav/FocusManager.ts:65:  trapFocus(group: string | undefined) { this.trap = group; }\n"
                  "src/ui/dialogs/Dialog.tsx:22:    focusManager.trapFocus(props.group);\n"
                  "src/ui/dialogs/Dialog.tsx:31:    return () => focusManager.trapFocus(undefined);\n"
                  "src/ui/player/ExitPrompt.tsx:18:  useEffect(() => { focusManager.trapFocus('exit-prompt'); "
                  "return () => focusManager.trapFocus(undefined); }, []);\n"),
            ("assistant", "It keeps focus inside a dialog. When `Dialog` mounts it calls `trapFocus(group)`, and "
                          "from then on `nextFocusable` ignores every item whose `group` differs (line 49). The "
                          "arrows can only move between the dialog's buttons, never to the tiles behind it. When the "
                          "dialog unmounts, the effect's cleanup calls `trapFocus(undefined)` and normal navigation "
                          "comes back. The player's exit prompt does the same with the group `exit-prompt`. One "
                          "thing to be aware of: there's only one trap at a time, so a dialog opened from a dialog "
                          "replaces the outer trap and the outer one's cleanup then clears everything."),
            ("user", "ahh that explains the weird thing with the settings popup. ok makes sense. thx, going home 🚌"),
            ("assistant", "Have a good evening!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    # ------------------------------------------------------------------------------------------------------
    {
        "id": "h51-cx-tvapp-drm-playback",
        "project": TVAPP,
        "start": datetime(2026, 11, 25, 10, 30),
        "about": "vbc-tvapp: one player for all TV sets; options shaka-player / hls.js / dash.js / native; "
                 "shaka-player chosen, hls.js rejected (no DASH, no PlayReady); webOS 3 falls back to PlayReady; "
                 "initial bandwidth estimate set to 3000000; a long message of plans (QA lab, ship date, an "
                 "unconfirmed rate limit) with the back key codes added at the end as a standing instruction",
        "steps": [
            ("user", "morning. player time. the current player is the vendor SDK thing from 2019 and it dies on DRM "
                     "half the time. want one player for all tv sets. dash + widevine/playready. options?"),
            shell("jq '.dependencies' package.json && ls src/player/",
                  "{\n  \"preact\": \"10.24.3\",\n  \"@vbc/legacy-player-sdk\": \"2.8.1\",\n  \"i18next\": \"23.16.4\",\n"
                  "  \"shaka-player\": \"4.11.6\"\n}\nLegacyPlayer.tsx\nPlayerShell.tsx\nSubtitles.tsx\n"
                  "shakaTrailer.ts\n"),
            ("assistant", "Interesting: `shaka-player` 4.11.6 is already a dependency, used only by "
                          "`shakaTrailer.ts` for autoplay trailers. The options for the main player:\n\n"
                          "- **shaka-player**: DASH and HLS, Widevine and PlayReady through EME, runs on "
                          "Tizen and webOS browsers, and the web player already uses it, so the team knows its "
                          "config.\n"
                          "- **hls.js**: HLS only. We package DASH too, but more importantly it has no PlayReady "
                          "path, and the older webOS sets have no Widevine.\n"
                          "- **dash.js**: DASH with EME, works, but it would be a second player library next to the "
                          "trailers.\n"
                          "- **native players** (AVPlay on Tizen, the Luna media API on webOS): best hardware "
                          "integration, but two separate implementations to maintain."),
            ("user", "shaka. hls.js is out, we need dash and playready on the webos 3 sets. dash.js would work but "
                     "we know shaka from the web player already"),
            shell("npm i shaka-player@4.12.2 --save-exact && npm run build --silent && ls -la dist/*.js",
                  "changed 1 package, and audited 412 packages in 3s\n"
                  "-rw-r--r--  1 olu  staff  431018 Nov 25 10:52 dist/main.9d10ce.js\n"
                  "-rw-r--r--  1 olu  staff  612744 Nov 25 10:52 dist/vendor.4a3b7f.js\n"),
            shell("ares-install -d lab-webos3 dist/vbc-tvapp.ipk && ares-launch -d lab-webos3 be.vbc.tvapp && sleep "
                  "25 && ares-inspect -d lab-webos3 --log | rg -i 'eme|drm|keysystem|variant' | head -8",
                  "Installing package dist/vbc-tvapp.ipk\nSuccess\nLaunched application be.vbc.tvapp\n"
                  "[shaka] EME: com.widevine.alpha not supported\n"
                  "[shaka] EME: com.microsoft.playready supported (robustness: '')\n"
                  "[shaka] DRM: using key system com.microsoft.playready\n"
                  "[shaka] ABR: initial variant 640x360 @ 900 kbps (default bandwidth estimate 1000000)\n"
                  "[shaka] ABR: switching to 1280x720 @ 3500 kbps after 7.8 s\n"),
            ("assistant", "The webOS 3 set plays: it has no Widevine, so shaka falls back to PlayReady "
                          "(`com.microsoft.playready`) by itself, given both licence servers in the `drm.servers` "
                          "config. But startup is poor: shaka's default bandwidth estimate is 1 Mbit/s, so it "
                          "starts at 360p and only reaches 720p after about 8 seconds."),
            ("user", "yeah that blurry start is what everyone complains about. set the bandwidth estimate to 3000000"),
            shell("apply_patch < /tmp/abr.patch && rg -n -B2 -A2 'defaultBandwidthEstimate' src/player/config.ts && "
                  "npm run build --silent && ares-install -d lab-webos3 dist/vbc-tvapp.ipk >/dev/null && ares-launch "
                  "-d lab-webos3 be.vbc.tvapp && sleep 25 && ares-inspect -d lab-webos3 --log | rg 'ABR' | head -2",
                  "Success. Updated the following files:\nM src/player/config.ts\n"
                  "12-  abr: {\n13-    enabled: true,\n14:    defaultBandwidthEstimate: 3000000,\n"
                  "15-    switchInterval: 8,\n16-  },\n"
                  "[shaka] ABR: initial variant 1280x720 @ 3500 kbps (default bandwidth estimate 3000000)\n"
                  "[shaka] ABR: switching to 1920x1080 @ 6000 kbps after 6.1 s\n"),
            ("assistant", "With `defaultBandwidthEstimate: 3000000` it starts at 720p and moves up to 1080p after "
                          "about 6 seconds on the lab network. On a slow line it would start at 720p and step down "
                          "after the first segments, a second or two of rebuffering at worst."),
            ("user", "ok good. so next steps on my side: the QA team tests on the 12 sets in the lab thursday, I'll "
                     "ask them to check subtitles on the old tizens because the ::cue styling was weird last time, "
                     "and the audio track switch for AD on webOS. if that passes we ship on the 1st of december, "
                     "fingers crossed. I also need to talk to ines about the licence server rate limits, she said "
                     "something about 50 req/s per client IP, no idea if that's real, we'll see. ah and one more "
                     "thing for whenever we work on this again: the back key is 10009 on tizen and 461 on webos, "
                     "NOT 8. stop hardcoding 8, the old code has it everywhere and it breaks the back button on "
                     "both platforms"),
            shell("rg -n 'keyCode === 8|which === 8|case 8:' src | wc -l && rg -n 'BACK' src/nav/keymap.ts",
                  "7\nsrc/nav/keymap.ts:14:  BACK: platform === 'tizen' ? 10009 : platform === 'webos' ? 461 : 8,\n"),
            shell("apply_patch < /tmp/back-key.patch && rg -n 'keyCode === 8|which === 8|case 8:' src | wc -l && npm "
                  "test --silent 2>&1 | tail -3",
                  "Success. Updated the following files:\nM src/player/PlayerShell.tsx\nM src/ui/dialogs/Dialog.tsx\n"
                  "M src/ui/home/Home.tsx\nM src/ui/player/ExitPrompt.tsx\nM src/ui/search/Search.tsx\n"
                  "0\n Test Files  22 passed (22)\n      Tests  148 passed (148)\n"),
            ("assistant", "Done: `keymap.ts` already had `KEY.BACK` (10009 on Tizen, 461 on webOS, 8 only as the "
                          "browser fallback), but seven places compared against a literal 8. They all use "
                          "`KEY.BACK` now; 148 tests pass. The player is shaka-player 4.12.2 with Widevine and "
                          "PlayReady licence servers configured and a 3 Mbit/s initial estimate."),
        ],
        "facts": [
            fact("player", "The TV app uses shaka-player for all sets (DASH, Widevine/PlayReady); hls.js was rejected "
                           "(HLS only, no PlayReady), dash.js not taken because the team knows shaka from the web "
                           "player.",
                 "decision", "user", ["shaka-player", "hls.js"]),
            fact("playready-webos3", "webOS 3 sets have no Widevine; shaka falls back to PlayReady "
                                     "(com.microsoft.playready) when both licence servers are configured.",
                 "fact", "assistant", ["PlayReady", ["webOS 3", "webos 3"]]),
            fact("bandwidth-estimate", "The TV player's initial ABR bandwidth estimate is 3000000 "
                                       "(defaultBandwidthEstimate), so playback starts at 720p instead of 360p.",
                 "config", "user", ["defaultBandwidthEstimate", "3000000"]),
            fact("back-key", "The back key is 10009 on Tizen and 461 on webOS, never a hardcoded 8; use KEY.BACK.",
                 "rule", "user", ["10009", "461"], remember=True),
        ],
        "optional": [
            opt("shaka-version", "The TV app pins shaka-player 4.12.2.", ["4.12.2"]),
        ],
        "questions": [
            q("Which player library does the TV app use?", "shaka-player; hls.js is out", ["player"]),
            q("What initial bandwidth estimate does the TV player use?", "3000000", ["bandwidth-estimate"]),
            q("What are the back key codes on the TV platforms?", "10009 on Tizen, 461 on webOS, not 8",
              ["back-key"]),
        ],
    },
]
