"""h42 Claude Code sessions, part b: questions about the React Native self-care app, a pasted SM-DP+ vendor
release notice for esim-orchestrator (Kotlin), and the Friday-night alarm storm that paged the whole NOC rota
(alarmhub: the Zabbix-to-Alertmanager bridge and its Alertmanager config)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

APP = "/Users/lea/dev/selfcare-app"
ESIM = "/home/ravi/src/esim-orchestrator"
ALARMHUB = "/home/sven/ops/alarmhub"

SESSIONS = [
    {
        "id": "h42-cc-selfcare-app-questions",
        "project": APP,
        "start": datetime(2026, 11, 10, 18, 30),
        "about": "only questions from someone new to the self-care app: where the roaming usage number comes from, "
                 "React Query staleTime vs gcTime, how the top-up deep link reaches its screen, what Hermes is, why "
                 "Android back closes the whole top-up modal; near-misses 'I can never remember which one was "
                 "cacheTime' and a joke about an old App Store rejection; nothing decided or changed",
        "steps": [
            ("user", "I'm new to this repo, I come from the web side, so questions before I touch anything. the "
                     "usage screen shows 'roaming data used'. where does that number come from, does the app "
                     "compute it?"),
            bash("rg -n 'useUsageSummary|staleTime' src | head -n 6",
                 "src/screens/Usage/UsageScreen.tsx:22:  const { data } = useUsageSummary(msisdn);\n"
                 "src/api/usage.ts:9:export function useUsageSummary(msisdn: string) {\n"
                 "src/api/usage.ts:11:    queryKey: ['usage', msisdn],\n"
                 "src/api/usage.ts:12:    queryFn: () => bff.get(`/v1/usage/${msisdn}/summary`),\n"
                 "src/api/usage.ts:13:    staleTime: 60_000,\n"),
            ("assistant", "The app doesn't compute anything. UsageScreen calls `useUsageSummary`, a React Query hook "
                          "that fetches `/v1/usage/<msisdn>/summary` from the BFF and renders the numbers it gets "
                          "back, roaming included. The aggregation happens server-side. `staleTime: 60_000` means "
                          "a result younger than a minute is served from the in-memory cache without refetching "
                          "when you come back to the screen."),
            ("user", "and gcTime? I can never remember which one of them was called cacheTime before"),
            ("assistant", "`gcTime` is the one that used to be `cacheTime` (renamed in TanStack Query v5). They "
                          "measure different things:\n\n- **staleTime**: how long fetched data counts as fresh. "
                          "While fresh, mounting a component that uses the query doesn't trigger a refetch.\n"
                          "- **gcTime**: how long a query nobody is using stays in memory before it's garbage "
                          "collected. Default 5 minutes.\n\nSo data can be stale but still cached (shown instantly, "
                          "refetched in the background), and once no screen has used it for gcTime it's dropped "
                          "and the next visit shows a loading state."),
            ("user", "next: the top-up link in our SMS, kestrel://topup?amount=10. how does a tap on that end up on "
                     "the top-up screen?"),
            bash("sed -n 1,20p src/navigation/linking.ts && grep -A3 'associated-domains' "
                 "ios/SelfCare/SelfCare.entitlements",
                 "export const linking: LinkingOptions<RootParamList> = {\n"
                 "  prefixes: ['kestrel://', 'https://app.kestrel.pt'],\n"
                 "  config: {\n    screens: {\n      Home: '',\n      TopUp: 'topup',\n"
                 "      Usage: 'usage/:period?',\n    },\n  },\n};\n"
                 "\t<key>com.apple.developer.associated-domains</key>\n\t<array>\n"
                 "\t\t<string>applinks:app.kestrel.pt</string>\n"),
            ("assistant", "Two routes into the same config. `kestrel://topup?amount=10` is a custom scheme: the OS "
                          "opens the app because the app registered the `kestrel` scheme, React Navigation receives "
                          "the URL, strips the prefix, matches `topup` to the TopUp screen and passes the query "
                          "string as params, so the screen gets `{ amount: '10' }` (a string, note). "
                          "`https://app.kestrel.pt/topup` does the same through universal links on iOS (the "
                          "associated domain above plus the apple-app-site-association file on the web server) and "
                          "verified app links on Android. The https form is the one that still works when the app "
                          "isn't installed, because it falls back to the website."),
            ("user", "someone said we 'moved to hermes' last year. what does that actually change?"),
            ("assistant", "Hermes is the JavaScript engine the app runs on, instead of JavaScriptCore. The main "
                          "difference is when the JS gets parsed: Hermes compiles the bundle to bytecode at build "
                          "time, so on launch the phone loads bytecode instead of parsing and compiling JavaScript. "
                          "That mostly shows up as faster startup and lower memory on cheap Android phones. Day to "
                          "day you notice it in debugging (Hermes has its own debugger protocol) and in the odd "
                          "missing API, e.g. some Intl features depend on the Hermes version."),
            ("user", "ha, remember when app store review rejected us because a screenshot had a competitor's network "
                     "name in the status bar? good times. ok last one: on android, the back button closes the whole "
                     "top-up modal instead of going back one step. why?"),
            bash("rg -n \"presentation: 'modal'|TopUpStack\" src/navigation",
                 "src/navigation/RootNavigator.tsx:31:      <Stack.Screen name=\"TopUp\" component={TopUpStack} "
                 "options={{ presentation: 'modal' }} />\n"
                 "src/navigation/TopUpStack.tsx:8:export function TopUpStack() {\n"),
            ("assistant", "TopUp is a modal screen in the root stack, and inside it TopUpStack is a nested stack "
                          "with the amount, payment and confirmation steps. The hardware back button is handled by "
                          "the innermost navigator that can go back, so normally you'd go back one step. If the "
                          "steps are pushed with `navigation.navigate` to names the nested stack doesn't own, or the "
                          "steps replace each other (`navigation.replace`), the nested stack only ever has one "
                          "screen, can't go back, and the event goes up to the root stack, which closes the modal. "
                          "`rg -n 'replace\\(' src/screens/TopUp` would tell you which of the two it is."),
            ("user", "makes sense, I'll look at that tomorrow. thanks, enough for today"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h42-cc-esim-smdp-release-notice",
        "project": ESIM,
        "start": datetime(2026, 11, 12, 10, 5),
        "about": "esim-orchestrator (Kotlin): a pasted Valid8 SM-DP+ 5.2 release notice with six items; the person "
                 "confirms only two: self-throttle at 40 req/s under the vendor's 50, and a heads-up for the future "
                 "that the ES2+ v2.2 path is removed on 18 January 2027 (be on v2.5 before the Christmas freeze); "
                 "ES2+ version made a property smdp.es2plus.version, v22 for now; eid, confirmation code length, "
                 "14-day Released expiry and the notification webhook don't concern them",
        "steps": [
            ("user", "the SM-DP+ vendor sent this, tell me what touches us:\n\n"
                     "---\nValid8 SM-DP+ 5.2 - Release notice for operator integrations\n\n"
                     "1. ES2+ DownloadOrder: the eid parameter becomes mandatory for orders flagged as 'device "
                     "bound'. Unbound orders are unaffected.\n"
                     "2. Confirmation codes: maximum length raised from 8 to 16 digits.\n"
                     "3. Profiles in state Released now expire after 14 days by default (previously 30). Operators "
                     "can override this per profile type.\n"
                     "4. Rate limiting: ES2+ calls are limited to 50 requests per second per operator. Excess calls "
                     "receive HTTP 429 with Retry-After.\n"
                     "5. The legacy ES2+ v2.2 path (/gsma/rsp2/es2plus/v22/) is deprecated as of 5.2 and will be "
                     "removed on 2027-01-18. Operators must migrate to the v2.5 path (/gsma/rsp2/es2plus/v25/).\n"
                     "6. New optional ES2+ HandleNotification webhook delivering profile installation results.\n---"),
            bash("rg -n 'es2plus|eid =|confirmationCode|@Scheduled' src/main",
                 "src/main/resources/application.yml:14:    base-path: /gsma/rsp2/es2plus/v22/\n"
                 "src/main/kotlin/pt/kestrel/esim/smdp/Es2Client.kt:41:        .bodyValue(DownloadOrderRequest("
                 "iccid = iccid, eid = null, profileType = type))\n"
                 "src/main/kotlin/pt/kestrel/esim/order/UnusedOrderSweeper.kt:9:    @Scheduled(cron = \"0 30 3 * * "
                 "*\") // cancel orders unused after 7 days\n"),
            ("assistant", "Item by item:\n\n"
                          "1. **eid mandatory for device-bound orders**: we always send `eid = null` and never flag "
                          "orders as device bound, so nothing changes.\n"
                          "2. **Confirmation codes up to 16 digits**: esim-orchestrator doesn't use confirmation "
                          "codes at all.\n"
                          "3. **Released profiles expire after 14 days**: UnusedOrderSweeper already cancels orders "
                          "unused after 7 days, so the vendor's expiry never gets to act.\n"
                          "4. **50 requests per second per operator**: we have no client-side limit. That could "
                          "bite during bulk runs, let me check our peak.\n"
                          "5. **v2.2 path removed on 2027-01-18**: application.yml still points at "
                          "`/gsma/rsp2/es2plus/v22/`. This one needs work.\n"
                          "6. **HandleNotification webhook**: optional; today we poll the profile status."),
            bash("promtool query instant \"$PROM_URL\" 'max_over_time(sum(rate(smdp_client_requests_total[1m]))"
                 "[30d:1m])'",
                 "{} => 71.3\n"),
            ("assistant", "Our peak over the last 30 days was 71 requests per second, during the bulk "
                          "DownloadOrder run for shop stock on 3 November. Under 5.2 about a third of those would "
                          "come back as 429."),
            ("user", "ok so for us it's the rate limit and the v2.2 removal. throttle ourselves at 40 req/s, leaves "
                     "headroom under their 50. and a heads-up for the future, I want you to still know this in "
                     "january: on 18 January 2027 the old v2.2 path is gone, we have to be on v2.5 well before "
                     "that, I want it done before the christmas freeze. the webhook we're not doing, the expiry "
                     "doesn't matter because of our own 7 day sweeper, and the eid and confirmation code changes "
                     "don't touch us"),
            bash("curl -s https://smdp-staging.valid8.test/version",
                 "{\"product\":\"Valid8 SM-DP+\",\"version\":\"5.1.4\"}\n"),
            ("assistant", "The vendor's staging is still on 5.1.4, so there's no v2.5 path to test against yet. "
                          "Rather than hardcoding the new path, I'd make the ES2+ version a property, "
                          "`smdp.es2plus.version`, that builds the base path, so the switch is a config change per "
                          "environment once staging runs 5.2."),
            ("user", "yes, a property. v22 everywhere for now"),
            tool("Edit", {"file_path": f"{ESIM}/src/main/resources/application.yml",
                          "old_string": "    base-path: /gsma/rsp2/es2plus/v22/\n",
                          "new_string": "    es2plus:\n      version: v22   # v2.2 removed by the vendor on "
                                        "2027-01-18, move to v25\n"
                                        "    base-path: /gsma/rsp2/es2plus/${smdp.es2plus.version}/\n"},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{ESIM}/src/main/kotlin/pt/kestrel/esim/smdp/SmdpRateLimiterConfig.kt",
                           "content": "package pt.kestrel.esim.smdp\n\n"
                                      "// Valid8 allows 50 req/s per operator; we stay at 40 req/s\n"
                                      "@Configuration\nclass SmdpRateLimiterConfig {\n"
                                      "    @Bean\n    fun smdpRateLimiter(): RateLimiter = RateLimiter.of(\"smdp\", "
                                      "RateLimiterConfig.custom()\n"
                                      "        .limitForPeriod(40)\n"
                                      "        .limitRefreshPeriod(Duration.ofSeconds(1))\n"
                                      "        .timeoutDuration(Duration.ofSeconds(5))\n        .build())\n}\n"},
                 f"File created successfully at: {ESIM}/src/main/kotlin/pt/kestrel/esim/smdp/"
                 "SmdpRateLimiterConfig.kt"),
            bash("./gradlew test --tests '*Es2Client*' -q 2>&1 | tail -n 3",
                 "Es2ClientTest > bulk orders are paced at the rate limiter PASSED\n"
                 "Es2ClientTest > base path follows smdp.es2plus.version PASSED\n\nBUILD SUCCESSFUL in 41s\n"),
            ("assistant", "Done: every ES2+ call goes through a Resilience4j RateLimiter at 40 req/s (a call waits "
                          "up to 5 s for a permit), and the base path comes from `smdp.es2plus.version`, v22 in all "
                          "environments. The 18 January 2027 removal is noted; the switch to v25 is a one-line "
                          "change per environment once the vendor's staging runs 5.2."),
        ],
        "facts": [
            fact("es2-removal", "The SM-DP+ vendor (Valid8) removes the legacy ES2+ v2.2 path on 18 January 2027; "
                                "esim-orchestrator has to be on v2.5 before then, ideally before the Christmas "
                                "freeze.",
                 "fact", "user", [["18 January 2027", "2027-01-18"], "v2.2", "v2.5"], remember=True),
            fact("smdp-throttle", "esim-orchestrator throttles its own ES2+ calls to 40 req/s (Resilience4j "
                                  "RateLimiter), leaving headroom under the vendor's limit of 50.",
                 "config", "user", ["40 req/s", ["RateLimiter", "throttle"]]),
            fact("es2-version-prop", "The ES2+ version is the property smdp.es2plus.version, which builds the base "
                                     "path; v22 in every environment for now.",
                 "decision", "user", ["smdp.es2plus.version", "v22"]),
        ],
        "optional": [
            opt("sweeper", "UnusedOrderSweeper cancels eSIM orders unused after 7 days.",
                ["UnusedOrderSweeper"]),
            opt("no-webhook", "The vendor's HandleNotification webhook is not being adopted.",
                ["HandleNotification"]),
        ],
        "questions": [
            q("When does the SM-DP+ vendor remove the ES2+ v2.2 path?", "on 18 January 2027", ["es2-removal"]),
            q("How fast may esim-orchestrator call the SM-DP+?", "40 req/s", ["smdp-throttle"]),
            q("Where is the ES2+ version configured?", "the smdp.es2plus.version property, v22 for now",
              ["es2-version-prop"]),
        ],
    },
    {
        "id": "h42-cc-alarmhub-alarm-storm",
        "project": ALARMHUB,
        "start": datetime(2026, 11, 16, 8, 30),
        "about": "alarmhub (Zabbix-to-Alertmanager bridge): the 2026-11-13 alarm storm, 1,360 pages to the whole "
                 "rota after the microwave link to hub ODD-017 flapped and 212 sites raised CellDown/S1LinkDown; "
                 "conditional rule: TransmissionLinkDown on a hub always inhibits the cell alarms behind it; hub_site "
                 "label from topology/sites.csv on every bridge alert (said twice); critical to noc-oncall, noc-all "
                 "only for disaster; group_by alertname+hub_site, group_wait 30s, group_interval 5m, "
                 "repeat_interval 4h",
        "steps": [
            ("user", "friday night was hell. from 23:10 the whole on-call rota got paged, something like 1,300 "
                     "pages in 40 minutes, people's phones died. I want the chain of what happened and a fix so it "
                     "can't happen like that again"),
            bash("logcli query '{app=\"alertmanager\"} |= \"Notify success\"' --from=2026-11-13T23:00:00Z "
                 "--to=2026-11-14T00:00:00Z --quiet --limit 5000 | jq -r .receiver | sort | uniq -c",
                 "   1360 noc-all\n      4 noc-oncall\n"),
            bash("logcli query '{app=\"alarmhub-bridge\"} |= \"forwarded\"' --from=2026-11-13T23:00:00Z "
                 "--to=2026-11-14T00:00:00Z --quiet --limit 20000 | jq -r '.labels.alertname' | sort | uniq -c "
                 "| sort -rn | head -n 4; logcli query '{app=\"alarmhub-bridge\"} |= \"TransmissionLinkDown\"' "
                 "--from=2026-11-13T23:00:00Z --to=2026-11-14T00:00:00Z --quiet | jq -r '[.ts, .labels.site, "
                 ".status] | @tsv' | head -n 4",
                 "   1422 CellDown\n   1422 S1LinkDown\n      6 TransmissionLinkDown\n      3 PowerOnBattery\n"
                 "23:09:41\tODD-017\tfiring\n23:14:02\tODD-017\tresolved\n23:16:55\tODD-017\tfiring\n"
                 "23:21:30\tODD-017\tresolved\n"),
            bash("awk -F, '$3==\"ODD-017\"' topology/sites.csv | wc -l",
                 "213\n"),
            tool("Read", {"file_path": f"{ALARMHUB}/alertmanager/alertmanager.yml"},
                 "     1\troute:\n"
                 "     2\t  receiver: noc-oncall\n"
                 "     3\t  group_by: ['alertname', 'site']\n"
                 "     4\t  group_wait: 10s\n"
                 "     5\t  group_interval: 1m\n"
                 "     6\t  repeat_interval: 15m\n"
                 "     7\t  routes:\n"
                 "     8\t    - matchers: ['severity=~\"critical|disaster\"']\n"
                 "     9\t      receiver: noc-all\n"
                 "    10\tinhibit_rules: []\n"),
            ("assistant", "The chain:\n\n"
                          "1. The microwave transmission link to hub ODD-017 flapped six times between 23:09 and "
                          "23:48.\n"
                          "2. 212 cell sites hang off ODD-017 (213 rows in topology/sites.csv, including the hub "
                          "itself). Each time the link dropped, every one of them raised CellDown and S1LinkDown in "
                          "Zabbix, and the bridge forwarded each problem as its own alert: 1,422 of each.\n"
                          "3. Alertmanager groups by alertname and site, so every site was a separate notification, "
                          "and each flap resolved and re-fired them.\n"
                          "4. Both alerts are severity critical, and critical routes to noc-all, which pages the "
                          "whole rota. That's the 1,360 pages.\n\n"
                          "What's missing: no inhibition from the transmission alarm to the alarms behind it (there "
                          "are no inhibit_rules at all), the bridge doesn't know which hub a site hangs off, and "
                          "critical pages everybody."),
            ("user", "right. here's the rule: if a hub's TransmissionLinkDown is firing, the CellDown and S1LinkDown "
                     "of every site behind that hub are always inhibited. no exceptions. for that the bridge needs to "
                     "know the hub, so store this for later: every alert the bridge emits carries a hub_site label, "
                     "the site id of the transmission hub the site hangs off, looked up in topology/sites.csv. a "
                     "hub gets its own id as hub_site"),
            tool("Edit", {"file_path": f"{ALARMHUB}/bridge/enrich.py",
                          "old_string": "    labels[\"site\"] = problem.host.site_id\n",
                          "new_string": "    labels[\"site\"] = problem.host.site_id\n"
                                        "    labels[\"hub_site\"] = topology.hub_of(problem.host.site_id)\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{ALARMHUB}/alertmanager/alertmanager.yml",
                          "old_string": "inhibit_rules: []\n",
                          "new_string": "inhibit_rules:\n"
                                        "  # a hub's transmission alarm silences the sites behind it\n"
                                        "  - source_matchers: ['alertname=\"TransmissionLinkDown\"']\n"
                                        "    target_matchers: ['alertname=~\"CellDown|S1LinkDown\"']\n"
                                        "    equal: ['hub_site']\n"},
                 "The file has been updated."),
            ("assistant", "Inhibition is in. Two more changes I'd make to the routing:\n\n"
                          "- critical goes to noc-oncall (the on-call NOC engineer) instead of noc-all; noc-all "
                          "only for severity disaster.\n"
                          "- group_by ['alertname', 'hub_site'] instead of site, so whatever does get through for "
                          "one hub arrives as one notification; group_wait 30s so the transmission alarm has time "
                          "to arrive and inhibit before the first cell alarms go out; group_interval 5m; "
                          "repeat_interval 4h instead of 15m."),
            ("user", "yes to all of it. noc-all is only for disaster, and disaster means a declared major incident, "
                     "not something a script decides"),
            tool("Edit", {"file_path": f"{ALARMHUB}/alertmanager/alertmanager.yml",
                          "old_string": "  group_by: ['alertname', 'site']\n  group_wait: 10s\n"
                                        "  group_interval: 1m\n  repeat_interval: 15m\n  routes:\n"
                                        "    - matchers: ['severity=~\"critical|disaster\"']\n",
                          "new_string": "  group_by: ['alertname', 'hub_site']\n  group_wait: 30s\n"
                                        "  group_interval: 5m\n  repeat_interval: 4h\n  routes:\n"
                                        "    - matchers: ['severity=\"disaster\"']  # declared major incident "
                                        "only\n"},
                 "The file has been updated."),
            bash("amtool check-config alertmanager/alertmanager.yml | tail -n 2 && python tools/replay.py --from "
                 "2026-11-13T23:00Z --to 2026-11-14T00:00Z",
                 " - 1 inhibit rules\n - 3 receivers\n"
                 "replayed 4247 alert events: 7 notifications (noc-oncall: 7, noc-all: 0), 2544 inhibited\n"),
            ("user", "7 instead of 1,360. and again, because this is the one that will bite us: hub_site on every "
                     "alert coming out of the bridge, from topology/sites.csv. if a site isn't in the file the "
                     "bridge still sends the alert, with hub_site=unknown"),
            tool("Edit", {"file_path": f"{ALARMHUB}/bridge/topology.py",
                          "old_string": "    return _HUBS[site_id]\n",
                          "new_string": "    return _HUBS.get(site_id, \"unknown\")\n"},
                 "The file has been updated."),
            bash("pytest -q bridge/tests 2>&1 | tail -n 1 && git add -A && git commit -qm 'inhibit cell alarms "
                 "behind a down hub; hub_site label; critical to noc-oncall' && git log -1 --oneline",
                 "23 passed in 1.31s\n4be90a1 inhibit cell alarms behind a down hub; hub_site label; critical to "
                 "noc-oncall\n"),
        ],
        "facts": [
            fact("alarm-storm", "The 2026-11-13 alarm storm: the microwave link to hub ODD-017 flapped six times, "
                                "its 212 sites raised CellDown and S1LinkDown, the bridge forwarded each, "
                                "Alertmanager grouped per site and routed critical to noc-all, paging the whole rota "
                                "1,360 times.",
                 "fact", "assistant", ["ODD-017", ["1,360", "1360"], "noc-all"]),
            fact("inhibit-rule", "If a hub's TransmissionLinkDown is firing, CellDown and S1LinkDown of every site "
                                 "behind that hub (same hub_site) are always inhibited, no exceptions.",
                 "rule", "user", ["TransmissionLinkDown", ["inhibited", "inhibit"], "CellDown"]),
            fact("hub-site-label", "Every alert the alarmhub bridge emits carries a hub_site label, the site id of "
                                   "the transmission hub the site hangs off, from topology/sites.csv (a hub carries "
                                   "its own id; sites missing from the file get hub_site=unknown).",
                 "convention", "user", ["hub_site", "topology/sites.csv"], remember=True),
            fact("paging-route", "Critical alerts go to noc-oncall (the on-call NOC engineer); noc-all is only for "
                                 "severity disaster, which means a declared major incident.",
                 "decision", "user", ["noc-oncall", "disaster"]),
            fact("am-grouping", "Alertmanager groups by alertname and hub_site with group_wait 30s, group_interval "
                                "5m and repeat_interval 4h.",
                 "config", "assistant", ["group_by", "hub_site", ["repeat_interval", "4h"]]),
        ],
        "optional": [
            opt("replay-tool", "tools/replay.py replays a time range of alert events against the config.",
                ["replay.py"]),
        ],
        "questions": [
            q("What caused the alarm storm on the night of 13 November?",
              "the link to hub ODD-017 flapped, its 212 sites alarmed and critical routed to noc-all",
              ["alarm-storm"]),
            q("When are CellDown and S1LinkDown alerts inhibited?",
              "when the hub's TransmissionLinkDown is firing (same hub_site)", ["inhibit-rule"]),
            q("Where does the bridge get the hub_site label from?", "topology/sites.csv", ["hub-site-label"]),
            q("Who gets paged for a critical alert?", "noc-oncall; noc-all only for disaster", ["paging-route"]),
        ],
    },
]
