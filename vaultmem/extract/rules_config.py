"""What settings, values and the project's layout look like in a session: configuration values and
their requests, measurements that are not settings, where things live, what a project is built on,
questions about the setup and answers that report results, a choice said in a few words, a turn
to the next topic, the speaker's own schedule. Part of the rule namespace that
rules.py gathers (the extractor reads both as `R`).
"""

from __future__ import annotations

import re

_I = re.I

# What was so at another place or job: "at my last place we ran postgres 12", "back at Acme we used
# kafka", "we had one worker per core at my old job". A story, not this project's choice or setting;
# said as the reason for a choice here ("… hid a table rewrite from us once at my last job") it is not.
_ELSEWHERE = (r"(?:at|in|on) (?:my|our|a|the) (?:last|previous|old|former|other) (?:place|job|company|team|gig|employer"
              r"|project|client|workplace)\b|at (?:my|a) (?:previous|former|past) \w+|back (?:at|when)\b"
              r"|when I (?:was|worked) at\b")
ELSEWHERE = re.compile(rf"^\W*(?:\w+\W+){{0,2}}?(?:{_ELSEWHERE})|^\W*we (?:had|used|ran|did|were)\b.*\b(?:{_ELSEWHERE})", _I)

# -- configuration values: ports, env vars, versions, durations and limits, named resources -------
# A bare quantity: "30 min", "130 MB", "3 replicas". A value, but also how people describe what they see.
_QUANTITY = (r"\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds?|minutes?|mins?|hours?|h|days?|weeks?|MB|GB|KB|MiB|GiB|Mi|Gi"
             r"|requests?|connections?|workers?|replicas?)\b(?! ago)")
CONFIG_VALUE = re.compile(
    r"\bport\s+(?:is\s+|=\s*|:\s*|to\s+|at\s+|(?:should|must|will|has to|needs to) be\s+|stays?(?: at)?\s+)?\d{2,5}\b|\b(?:localhost|127\.0\.0\.1):\d{2,5}\b"
    r"|(?-i:\b[A-Z][A-Z0-9]*_[A-Z0-9_]{2,}\b)"  # ENV_VARS (upper case only: not snake_case code names)
    r"|\b(?:SDK|API level|rustc|MSRV|version)\s+v?\d+(?:\.\d+)*\b"
    # where a file or a folder is: "the db file is data/choir.sqlite3"
    r"|\b(?:file|dir(?:ectory)?|folder|path)\s+(?:is|=|:|lives at|goes to)\s+`?[\w~.-]*[/.][\w./-]*\w"
    rf"|{_QUANTITY}|\b\d+\s?(?:attempts|retries|baud|bps|kbps)\b"  # (a count of retries, a line speed: settings)
    r"|\b(?:bucket|table|queue|topic|stream|profile|region|namespace|cluster|consumer group|dead-letter(?: queue)?"
    r"|channel|index|role|workflow|branch|database|schema|account)\s+(?:is\s+|called\s+|named\s+|to\s+)?[`'\"]?"
    r"[a-z][\w.:-]*[-.:_][\w.:-]*[a-z0-9]"
    # the name before the kind: "the gh-pages branch", "the Pixel_7_API_34 emulator profile"
    r"|[`'\"]?\b[A-Za-z][\w.:]*[-_][\w.:-]*[A-Za-z0-9][`'\"]? (?:[a-z]+ )?(?:bucket|table|queue|topic|stream|profile"
    r"|namespace|cluster|role|workflow|branch|database|schema|image|emulator)\b"
    # what listens where: "the service listens on 8431", "redis runs on 6380"
    r"|\b(?:listens?|listening|runs?|running|serves?|served|binds?|bound)\s+(?:locally\s+)?on\s+(?:port\s+)?:?"
    r"\d{2,5}\b"
    r"|\b(?:MSRV|minimum supported \w+ version)\s+(?:is|of|at|=)\s+v?\d+(?:\.\d+)*\b"
    # where a service is reached, what is pinned: "the staging URL is https://…", "pinned at 20.11"
    r"|\b(?:url|endpoint|host(?:name)?|address|domain)\s+(?:is|=|:)\s+<?(?:https?://)?[\w-]+\.[\w.-]+"
    r"|(?:\b(?:is|are|lives at|runs at|served at)|=)\s+(?:just |now |still )?<?https?://[\w-]+\.[\w.-]+"
    r"|\bpinned\s+(?:at|to)\s+`?v?\d[\w.]*"
    # "the humidity target is 92%", "the threshold is 0.85": a named limit and its value
    r"|\b(?:target|threshold|limit|cap|budget|maximum|minimum)\s+(?:is|=|of|at)\s+~?\d+(?:[.,]\d+)?\s?%?"
    # a snake_case setting with its value: "max_connections should be 200 now", "keep_rotations 14"
    r"|(?-i:`?\b[a-z][a-z0-9]*_[a-z0-9_]+\b`?)(?:\s+(?:is|=|:|to|should be|stays?(?: at)?|at|of))?\s+`?\d+(?:\.\d+)?\b(?![.:/-]\d)"
    # when a scheduled job runs: "the nightly now runs at 01:15", "make it 01:15", "cron at 02:30"
    r"|\b(?:runs?|starts?|fires?|kicks? off|goes out|is scheduled|make it|move it to|cron(?: job)?)\s+(?:daily |nightly )?"
    r"(?:at\s+)?\d{1,2}:\d{2}\b(?!:)"
    # a camelCase or snake_case switch with its state: "selfHeal true, prune false", "strict_mode: off"
    r"|(?-i:\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[a-z][a-z0-9]*_[a-z0-9_]+\b)\s*[:=]?\s*(?:true|false)\b",
    _I)
# Imperatives or questions about the moment are not values to keep, unless they state one.
# A complaint states symptoms ("uploads over 1MB fail"), not settings.
CONFIG_NOT = re.compile(r"\b(?:yesterday|today|tonight|this morning|for now|right now|just now|again|just to be sure"
                        r"|(?:just )?this once|one-off|too (?:short|long|many|few|slow|big|small|much|high|low)"
                        r"|takes?|took|taking|my (?:downloads|desktop|documents|home|laptop|phone|photos|pictures)"
                        # ("that report doesn't need to be hourly, make it daily at 05:00": no complaint, a new schedule)
                        r"|can'?t|cannot|fails?|failing|failed|errors?|broken|broke|doesn'?t(?! (?:need|have) to\b)|won'?t|crash\w*"
                        r"|OOM\w*|leak\w*|grows?|growing|hangs?|hanging|time(?:s|d)? out|timedout|timing out|slow|died|dies"
                        r"|exceptions?|timeouts?(?! (?:for|of|is|to|at|=|\d))|fights? with|clash(?:es)? with|collides? with"
                        r"|[45]\d\ds"
                        # "input stops at 10s in that bench": what one run showed, not a setting
                        r"|(?:in|from|on|of) (?:that|this|the last|your) (?:bench(?:mark)?|run|log|trace|profile|plot"
                        r"|graph|screenshot|output|dump|flame ?graph|test run|capture)"
                        # "it says port 8080 already in use": what a program printed, not what is set
                        r"|address (?:already )?in use|no such file"
                        # "its ~20 min", "I have ~2 days": an estimate of the moment
                        r"|\w+\s+~\s?\d+(?:\.\d+)?\s?(?:s|sec|secs|seconds?|min|mins|minutes?|h|hrs?|hours?|days?|weeks?)"
                        r"|(?:it|this|that|the (?:log|app|server|build|console|output|error|compiler|linter))"
                        # ("that report doesn't need to be hourly": a report, no verb)
                        r" (?:says|said|shows?|showed|prints?|printed|reports?|complains?)"
                        r"(?!\s+(?:doesn'?t|does|is|isn'?t|was|should|needs?|runs?|has|have|can|will|must|only)\b))\b", _I)
# (a status code said as a symptom, "the about link 404s", is not "404 s")
# A sentence of an assistant's report that states what was set up (and so a value now in force).
ASSISTANT_SET = re.compile(
    r"^(?:(?:done|reverted)[.:]\s*)?(?:i(?:'ve| have)? |we(?:'ve| have)? )?(?:set|added|configured|created|raised"
    r"|lowered|pinned|changed|moved|switched|defined|capped|limited|put|reverted)\b", _I)
# "… is now 20,000", "… now requests 1Gi", "`reminders` concurrency is 3 now", "the pool stays …".
VALUE_NOW = re.compile(r"^\W*now[:,]?\s+`[^`]+[=:][^`]+`|\bnow (?:capped|set|pinned|limited|fixed|locked) (?:at|to)\b|\b(?:is|are)\s+now\b|\bnow\s+(?:is|are|go(?:es)?|runs?|uses?|requests?|listens?|points?"
                       r"|reads?|writes?|defaults?|waits?|retries|expires?|keeps?|has|have|holds?)\b|\b(?:is|are)\s+\S+\s+now\b"
                       r"|`\s+now(?=\s*(?:[;,.]|$))|\bstays?\b|\bis pinned\b|\bdefaults? to\b", _I)
# A value: a code token holding a number, or a number (with its unit: "1Gi", "10s", "2e-5").
VALUE = re.compile(r"`[^`]*\d[^`]*`|\b\d[\d,.]*(?:e-?\d+)?[a-zµ%]*\b", _I)
# Verbs that report a setting changed (not "moved the query into …", which reports work done).
VALUE_SET = re.compile(r"^(?:(?:done|reverted)\s*[.:—–-]\s*)?(?:i(?:'ve| have)? |we(?:'ve| have)? )?(?:set|added"
                       r"|configured|raised|lowered|pinned|changed|switched|capped|limited|reverted|bumped|increased"
                       r"|decreased|reduced)\b(?! (?:a |an |the )?(?:\w+ )?(?:tests?|comments?|logs?|logging|checks?"
                       r"|assertions?|examples?|docs?)\b)", _I)
# A user asking for a value: "pin saffron's dev server to 5174", "make it 45 days", "and sleep
# interval — make it 10 minutes", "set the worker's memory request to 1Gi".
# ("bump to 0.8.3 and tag it as the hotfix" cuts a release: no setting)
VALUE_REQUEST = re.compile(r"(?:^|[—:,;]\s*)(?:(?:yeah|yep|sure|fine|actually)\s+)?(?:please,? )?(?!bump\s+(?:it\s+)?to\s+v?\d+\.\d+\.\d+\S*\s+and\s+(?:tag|release|publish|ship|cut)\b)"
                           r"(?:set|pin|make|put|change|bump|raise|lower|increase"
                           # "bump the version in shard.yml to 0.4.1" cuts a release, it sets nothing that lasts
                           r"|decrease|cap|limit)\b(?!\s+(?:the\s+)?(?:app\s+|package\s+|project\s+)?version\b)"
                           r"(?:[^.;?]|\.(?=\w)){0,60}?\b(?:to|at|on|it)\s+`?[\w.:/-]*\d"
                           r"|(?:^|[—:,;.]\s*)(?:(?:actually|ok|so)\s+)?(?:please,? )?(?:set|make)\s+(?:[A-Z]\w+\s+)?`?[A-Za-z][\w.-]*`?\s+`?\d"  # "set minSdk 26"
                           # "put 5000 sweeps of thermalisation before we measure", "give them 6 hours", "use 4 workers"
                           r"|(?:^|[—:,;.]\s*)(?:(?:and|so|then|ok(?:ay)?|finally|in the end),?\s+)?(?:please,? )?(?:put|use|give (?:it|them)|request)\s+\d[\d.,]*\s*[a-z]+\b"
                           # "checkpoint every 1000 steps, keep the last 3": how often, said as an order
                           r"|^\W*(?:and\s+|then\s+)?(?!it\b|this\b|that\b)[a-z][\w-]*(?: [a-z][\w-]*)? every \d[\d.,]*\s*[a-z]+\b"
                           # "set the config: retries: 2 in CI, 0 locally, …"
                           r"|\bset\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:config|configuration|settings|options)\s*:\s*`?[A-Za-z][\w.-]*`?"
                           r"\s*[:=]?\s*\d", _I)
# A request that names its setting only by pointing back at it ("make it 50000").
# ("make the limit 200 GB": a limit, a timeout, a default of what was just proposed)
# "our terminal code is NMT01", "the sender id is ACME-EDI-01": a name the team's things go by, in code
OUR_IDENTIFIER = re.compile(r"^\W*(?:(?:and|also|btw|oh)\W+)?(?:our|the team'?s|the project'?s) (?:[\w-]+ ){0,3}(?:code|id|identifier"
                            r"|prefix|account(?: id)?|tenant(?: id)?|namespace|bucket|realm|org(?:anisation|anization)?(?: id)?)"
                            r"\s+(?:is|=|:)\s+[`'\"]?(?=[\w.:/-]*[A-Z0-9])[\w.:/-]{2,40}[`'\"]?\W*$")
VALUE_OF_IT = re.compile(r"\b(?:make|set|change|put|bump|raise|lower) (?:it|that|this"
                         r"|the (?:limit|threshold|cap|max(?:imum)?|min(?:imum)?|default|timeout|budget|tolerance))\b", _I)
# "make it 32": a value for what was just said, in three words (the next edit names the setting)
SHORT_VALUE_OF_IT = re.compile(r"^\W*(?:(?:ok|so|then)\W+)?(?:make|set|put|change) it (?:to )?\d[\d.]*\s?\w{0,3}(?: then)?\W*$", _I)
# An assistant saying in the first person that it made the change ("Yes, I added `X_TIMEOUT` …").
I_DID = re.compile(r"(?:i|we)(?:'ve| have)? (?:set|added|configured|raised|lowered|pinned|changed|switched|capped"
                   r"|limited|reverted|bumped|increased|decreased|reduced)\b", _I)
# "yes we use nextest, `cargo nextest run` is the test command for this repo": what the project uses.
WE_USE = re.compile(r"\bwe (?:use|run|(?:build|deploy|test|bundle|package|compile|lint|format|ship|release) with)"
                    r" (?!it\b|them\b|this\b|that\b|a lot\b)"
                    r"[\w.+#-]{2,}", _I)
# How a task is done here: "to run the e2e suite locally use `pnpm test:e2e --headed`".
HOW_TO = re.compile(r"^(?:to|for)\s+(?:run|start|build|test|deploy|release|lint|format|reset|seed|migrate|debug"
                    r"|profile|publish|update|regenerate|generate)\b[^.;]{0,80}?,?\s+(?:use|run|call|do|it'?s|type)"
                    r"\s+`[^`]+`", _I)
# A report's numbers that measure or count the work, not a setting.
MEASURED = re.compile(r"\b(?:is|are|now|at) (?:now )?(?:~|about |roughly |around )\s?\d|\b(?:runs?|ran|loads?|takes?|took|finish(?:es|ed)?|complet(?:es|ed)|renders?) in (?:about |~)?\d"
                      r"|\b(?:takes?|took)\s+(?:about |~)?\d|\bstays? (?:flat|stable|steady|constant|under|below"
                      r"|around)\b|\bstays?\s*(?:≤|≥|<=?|>=?)\s*\d|\b\d+(?:\.\d+)?x (?:faster|slower|smaller|bigger)\b"
                      # "az≈1.00 g at rest, gyro near zero": read off the running thing, approximately
                      r"|≈|\bnear zero\b|\bat rest\b|\b(?:uses|used|peaks? at|hovers? around) (?:about |~)?\d"
                      r"|\b(?:drift|error|loss|accuracy|latency|throughput|overhead|jitter|noise|usage)\b[^.;]{0,20}"
                      r"\b(?:is|was|are) now\b"
                      # "the worst task now reads 0.9 GB", "it's stable for 10 minutes now": one run's reading
                      r"|\b(?:reads|read|wrote|writes|spills?|spilled) (?:about |~)?\d+(?:\.\d+)? ?[KMGT]i?B\b"
                      r"|\b(?:went|goes|dropped|drops|fell|falls|rose|rises|climbed|climbs|jumped|jumps) from (?:about |~)?\d[\d.,]* ?\S* to (?:about |~)?\d"
                      # "memory use dropped to 310 MB, it was 1.2 GB before", "takes 4 minutes instead of 19"
                      r"|\b(?:dropped|fell|rose|climbed|jumped|went (?:down|up)) to (?:about |~)?\d|\binstead of (?:about |~)?\d"
                      r"|\b(?:stable|up|green|running|fine|quiet) for (?:about |~)?\d+ ?(?:s|secs?|seconds?|mins?|minutes?"
                      r"|h|hours?|days?)\b"
                      # "it's been 3 hours", "2 days ago": time gone by, not a setting
                      r"|\bbeen (?:about |~|over |almost )?\d+ ?(?:mins?|minutes?|h|hours?|days?|weeks?)\b"
                      r"|\b\d+ ?(?:mins?|minutes?|hours?|days?|weeks?) ago\b"
                      # "~420 vans on the road at peak", "p95 is 1.8s and the box sits at 90% cpu": load as it is seen
                      r"|\bat (?:the )?peak\b|\bp(?:50|90|95|99)\b[^.;]{0,10}\b(?:is|was|at)\b|\d ?% (?:cpu|memory|mem|disk)\b"
                      r"|\bsits? at (?:about |~)?\d", _I)
# A loss said as a price ("we lose 300ms of owl, but that's fine"): what a choice costs, not a setting.
# (and the person's own work lost: "that had the fake route I set up for tomorrow's demo, took me an hour")
LOSS = re.compile(r"\b(?:lose|loses|losing)\b|\btook me (?:an? |\d+ |half an? )?(?:hours?|days?|minutes?|ages|forever|all (?:day|morning|evening|night))\b", _I)
# "Wow 9.8GB vs 88MB": two readings compared.
COMPARED = re.compile(r"\d\s?(?:[KMGT]i?B|ms|s|%|x)?\s+vs\.?\s+~?\d", _I)
# What a person sees when reporting a problem: "WHO_AM_I reads fine though", "it says port 8080 already in
# use", "sometimes it settles after 3 or 4 seconds". An observation of the broken state, not a setting.
OBSERVED = re.compile(r"\b(?:says|said|shows?|showed|showing|gives?|gave|returns?|returned|prints?|printed|reads?"
                      r"|reports?|reported|looks?|seems?|logs?|logged|complains?|spits? out"
                      r"|sometimes|now and then|intermittent\w*)\b", _I)  # "sometimes it settles after 3 s"
WORK_COUNT = re.compile(r"\b\d+ (?:(?:new|more|failing|passing|existing|other) )?(?:tests?|files?|lines?|warnings?"
                        r"|errors?|queries|call sites?|identifiers?|places|occurrences|usages|commits?|cases?"
                        r"|changes|modules?|components?|passed|failed|flaky|skipped|broken|green|red)\b", _I)  # "116 passed and 2 flaky"
# What makes a reported value a setting: a code token holding a number or an assignment, an
# upper-case name, a version, or a word for a setting.
SETTING = re.compile(r"`[^`]*[\d=:][^`]*`|(?-i:\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b)|\b\d+\.\d+(?:\.\d+)?\b"
                     r"|\b(?:limit|timeout|size|interval|port|version|concurrency|retries|retry|max\w*|min\w*"
                     r"|threshold|ttl|pool|replicas?|memory|cpu|batch|rate|level|default|setting|config\w*|workers?"
                     r"|capacity|quota|budget|expir\w*|deadline|window|delay|backoff|cache|queue|topic|partition\w*|timer"
                     r"|lookback|wall[- ]?time|cooldown|bitrate|tolerance|grace(?: period)?|retention|cut-?off)\b",
                     _I)
# A bare quantity on its own, and the verbs that make one a setting ("cache it 30 min", "go 30 minutes").
QUANTITY = re.compile(_QUANTITY, _I)
SET_VERB = re.compile(r"\b(?:keep|kept|make|set|go|use|give|allow|chang\w*|bump\w*|rais\w*|lower\w*|drop|reduc\w*"
                      r"|increas\w*|cap|capped|limit\w*|to\s+~?\d)\b", _I)
# A quantity that says when something happens is a timing rule: "split after 30 minutes of inactivity",
# "reminders 24h before the shift starts", "sync every 10 min", "a firing runs for 8 h".
TIMED = re.compile(rf"\b(?:after|every|within|for)\s+{_QUANTITY}|{_QUANTITY}\s+(?:before|after|ahead)\b", _I)
# What an assistant would do, could do or guesses is not what it did.
PLAN = re.compile(r"\b(?:i'll|i will|we'll|would|could|might|should|if you|let me|want me|shall)\b", _I)


# -- facts about where things are and how the stack is made ---------------------------------------
# A token that names something in the code or the file system: `backticked`, a path, a glob with an
# extension, a dotted attribute path (session.user.timezone), an identifier with _ and digits.
CODE_TOKEN = (r"(?:`[^`\s][^`]*`|(?:~|\.{1,2})?/?[\w.*<>-]+/[\w./*<>-]*|\*?[\w.-]*\.(?:ts|tsx|js|jsx|py|go|rs|rb|kt"
              r"|java|toml|ya?ml|json|ini|env|cfg|conf|md|sql|tf|nvmrc|lock)\b|\b[a-z_]+(?:\.[a-z_]+){2,}\b"
              r"|\b[A-Za-z]+_\w*\d\w*\b)")
LAYOUT = re.compile(rf"\b(?:lives?|go|goes|belongs?|sits?|kept|stored|located)\s+(?:in|under|at|into|next to|beside"
                    rf"|alongside|inside)\b[^.]*{CODE_TOKEN}"
                    rf"|\b(?:is|are)\s+(?:on|in|at|under)\s+(?:the\s+)?{CODE_TOKEN}"
                    rf"|\b(?:is|are|happens?|runs?|goes)\b[^.]*\b(?:via|through|from)\s+(?:the\s+)?(?:[\w-]+\s+)?"
                    rf"[\w.-]+\.(?:ya?ml|toml|json|cfg|ini)\b", _I)
# "ledgerline is Go 1.22 with chi …", "harbor-api is FastAPI + SQLAlchemy 2.0": what a project is built on.
STACK_IS = re.compile(r"(?:^|[:;,—]\s*)(?:the |our )?[\w-]+ (?:is|are) (?:a |an |on |built on |written in )?"
                      r"[A-Z][\w.+#-]*(?: v?\d+(?:\.\d+)*)?(?: ?[+,&]| with\b| and\b)")

# A person asking how this project is set up, to be told again ("where does the prod state live
# again", "what's the settlement cutoff set to in staging?", "which ports?", "how is the curated
# storage laid out again, I forget"): the assistant's answer states the project's configuration.
PROJECT_QUESTION = re.compile(r"\b(?:what|where|which|how)\b[^?.!]*?\b(?:again|set to|lives?|laid out|configured"
                              r"|kept|stored|our|ports?|i forget|remind me)\b"
                              # "when do pending turn into available btw?": when a rule of the project takes effect
                              r"|\bwhen (?:do|does|will|is|are)\b[^?.!]*?\b(?:turn|become|expire|run|reset|kick in|roll over)s?\b", _I)
# The output of one run, where a person put it for a look ("output is in runs/shear-4r/", "the
# crash dumps are in logs/field/"): where this run's files are, not where the project keeps things.
RUN_OUTPUT = re.compile(r"\b(?:output|outputs|results?|logs?|dumps?|crash(?:es)?|exports?|exported|traces?|runs?)"
                        r"\b[^.;]{0,20}\b(?:is|are|went|go)\s+(?:in|at|under|to)\b", _I)
# A question that asks for an explanation, not for how the project is set up ("what's the difference
# between git fetch and git pull again?", "what does the -dry flag do again?").
# A question about a measurement or how something went is neither ("how big is our bundle again?",
# "how are our tests doing?", "how did the deploy go?").
EXPLAIN_QUESTION = re.compile(r"\b(?:difference between|what does|how does|what do\b|explain|mean"
                              r"|how (?:big|long|fast|slow|many|much|often|well)|doing"
                              # how something went: "how did our deploy go?", "how's staging looking?"
                              r"|how did|looking|going|went)\b|\bgo\s*\?", _I)
# An answer that reports a result or a measurement, not a setting ("All 41 tests pass in 3.2s",
# "412 KB gzipped, up from 390 KB").
RESULT = re.compile(r"\b(?:pass(?:es|ed|ing)?|green|red|up from|down from|went (?:up|down)|dropped|grew)\b", _I)
# A report of work done that opens with the settings it made ("Done: `concurrencyPolicy: Forbid` on the
# CronJob", "Done — `tile_size: 16` in `render.ron`").
# A setting is a name with its value (`name: value`, `NAME=value`); "Done: `FormatMinor(129900)` now
# gives `1299.00`" is how code behaves, not a setting.
# A setting written as code: "`spark.sql.shuffle.partitions=128`", "`retries: 5`".
CODE_SETTING = re.compile(r"`[A-Za-z_][\w.\-\[\]]*\s*(?::|=(?!=))\s*[^`\s=][^`]*`")
DONE_SETTING = re.compile(r"^\W*done\s*[:—–-]\s(?:.*" + CODE_SETTING.pattern +
                          # "Done: `session_enrich` runs at 04:00 UTC and waits on the `_SUCCESS` marker"
                          r"|.*`[^`\n]+`[^.\n]*\b\d\d?:\d\d\b|.*\b\d+(?:\.\d+)? ?(?:ms|s|h|min|MB|GB|KB|%)\b[^.\n]*`[^`\n]+`)", _I)
# A choice said in a few words, as an order ("go with RON.", "stick with Riverpod then.").
# "flip DRY_RUN and run it on staging": a value changed to do something now, no setting that stays
RUN_IT = re.compile(r"\band (?:re-?)?(?:run|deploy|apply|push|ship|try|test|execute) (?:it|them|this|that)\b"
                    r"(?:\s+(?:on|against|in|to) [\w-]+)?\W*$", _I)
# "Let's say 90 seconds: at most one probe report behind": a value settled in the person's own words
VALUE_SAID = re.compile(r"^(?:(?:ok(?:ay)?|so|then|fine),?\s+)?(?:let'?s (?:say|make it|go with|use)|we'?ll (?:say|use|go with))\s+"
                        r"`?\d[\d.,]*\s*(?:ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|[kmg]b|%|[a-z]+s)\b(?!\s*(?:or|and)\b)", _I)
# "stay on JSON: add a schema_version field and …": the choice, then how it is carried out
CHOICE_THEN_HOW = re.compile(r"^(?:then |so |ok,? |no,? )?(?:stay|stick|go) (?:on|with) (?!it\b|that\b|this\b|them\b)[\w.+#-]+\s*:\s+\S", _I)
SHORT_CHOICE = re.compile(r"^(?:then |so |ok,? )?(?:go|stick|stay) with (?!it\b|that\b|this\b|them\b)\S+(?: then)?[.!]?$",
                          _I)
# A sentence that turns to the next thing ("now let's look at the auth bug", "anyway, …", "moving on"):
# what a request to remember introduced has ended.
NEXT_TOPIC = re.compile(r"^\W*(?:now|anyway|anyhow|next|moving on|ok(?:ay)?|alright|right|so)\b[,:]?\s*"
                        r"(?:let'?s|can|could|what|where|how|please|i want|we need)\b|^\W*(?:anyway|moving on)\b"
                        r"|^\W*(?:(?:and|ok(?:ay)?|so)\W+)?now (?:the|for the|on to the) (?:actual|real|main|bigger|big|other|next) (?:task|work|thing|problem|issue)\b", _I)
# How a message turns to another topic: "unrelated: …", "btw", "one more thing: …", "separate question".
TOPIC_LEADS = (r"unrelated|separately|also|btw|by the way|another thing|one more thing|side note|p\.?s\.?"
               r"|separate (?:thing|question)|(?:one more|another one)(?=\s*[:,—–-])"
               r"|(?:actually )?one thing (?:you|we) (?:missed|forgot)")
TOPIC_TURN = re.compile(rf"^\W*(?:and |oh |but )?(?:{TOPIC_LEADS})\b", _I)  # a sentence that opens with one
# The speaker's own days ("I'm off on Friday", "I'll be away next week"): not the project's.
OWN_SCHEDULE = re.compile(r"\bi(?:'m| am|'ll be| will be)\s+(?:off|out|away|on (?:holiday|vacation|leave)|back)\b"
                          # "I might be slow to reply today", "from now on I'll try to write better commit messages"
                          r"|\bi (?:might|may|could|will|'ll) be (?:slow|late|busy|offline|unavailable)\b"
                          r"|\bi(?:'ll| will| am going to|'m going to) try\b", _I)
# "yes but tomorrow, I'm off to a meeting": the speaker away for an hour, no event ("I'm off to Lisbon" is one)
OFF_FOR_NOW = re.compile(r"\bi(?:'m| am) (?:off|heading) (?:to|for) (?:a |the |my |an )?(?:meeting|call|lunch|stand-?up|appointment|class|break)\b", _I)
# "then i go home and sleep 12 hours", "I'm going to bed": the speaker's evening, with no setting in it
OWN_EVENING = re.compile(r"\bi(?:'m| am|'ll| will)? (?:go(?:ing)? (?:home|to (?:bed|sleep))|sleep|nap)\b", _I)
# A request to keep in mind what holds only now: "keep in mind this is a draft", "note that this
# output is truncated", "remember, it's a prototype".
MOMENT_NOTE = re.compile(r"\b(?:keep in mind|bear in mind|remember|note)(?: that)?[,:]?\s+(?:this|that|it|these|those)"
                         # "note that this log is truncated", "keep in mind these numbers are from staging"
                         r"(?: one| (?:log|logs|output|dump|trace|screenshot|paste|snippet|excerpt|copy|draft|sample"
                         r"|run|numbers?|figures?|data|results?|cell|query|job|step|build|notebook|script|page"
                         # "note: this branch is a spike": the work in progress, not the project
                         r"|branch|pr|mr|commit|patch|spike|experiment|prototype))?"
                         # "note: this cell takes a while": how the thing at hand behaves today
                         r"\s*(?:is|are|was|were|'s|will be|only|takes?|will take|may take|might take)\b"
                         # "remember that it's not up for debate, the PIs signed it off: …": how firm what follows is
                         r"(?!\s+(?:not (?:up for|open (?:to|for)) (?:debate|discussion|negotiation)|non-?negotiable|final\b"
                         r"|set in stone|settled\b|binding\b|mandatory\b|signed off))"
                         # "note that the output above is truncated", "the build is running in the background"
                         r"|\b(?:output|logs?|message|error|text|diff|table|list|trace|snippet)\s+(?:above|below)\b"
                         r"|\b(?:is|are) (?:still )?(?:running|building|deploying|compiling|uploading"
                         r"|downloading|loading)\b", _I)
# The person guessing at a cause: "I bet it's SPF", "my guess is the cache", "maybe it's the adapter?"
GUESSING = re.compile(r"^\W*(?:i bet|my (?:guess|bet|hunch) is|my money(?:'s| is) on|i suspect|(?:i'?m |i am )?(?:pretty|quite|fairly|almost) sure it'?s|(?:maybe|probably) it'?s"
                      r"|could it be"
                      # "I think the TURBO_TOKEN expired, Jonas rotated …": what may have gone wrong, a guess
                      r"|i (?:think|guess|reckon) (?:the |our |my )?[\w.-]+ (?:expired|broke|died|changed|got \w+"
                      r"|is (?:broken|wrong|stale|down|dead|missing|corrupt\w*)|was (?:never )?\w+ed))\b", _I)
# A label line that lays out alternatives ("Akka 2.7+ is under the BSL; your options:").
OPTIONS_LABEL = re.compile(r"\b(?:options?|alternatives?|choices?|approaches|candidates)\b[^.\n]{0,30}:\s*$", _I)
# A question typed without its "?": "and why does it walk before comparing, couldn't it just compare".
UNMARKED_QUESTION = re.compile(r"^\W*(?:(?:and|so|but|also|ok(?:ay)?|hm+|wait)\b,?\s+)*(?:why (?:does|do|is|are|did|would"
                               r"|can|could|doesn'?t|don'?t|isn'?t|not|didn'?t|won'?t)\b|how come\b"
                               r"|(?:couldn'?t|can'?t|wouldn'?t|shouldn'?t) (?:it|we|you|u|i|they)\b"
                               # "what happens if port 80 is closed by a firewall": asked without the mark
                               r"|what (?:happens|would happen|if)\b|how (?:does|do|would|is|are|can|could)\b"
                               r"|(?:is|are) (?:that|this|it|those|these) (?:in|on|from|part of)\b"  # "is that in this repo"
                               # "I never remember which argument argMax takes first": asked as what one can't recall
                               r"|i (?:never|can'?t|cannot|don'?t|always forget|keep forgetting) (?:remember|recall|know) (?:which|what|how|whether|if|where|when)\b"
                               r"|i(?:'m| am) (?:not|never) sure (?:which|what|how|whether|if|where|when)\b"
                               # "OMP_PROC_BIND=close vs spread, in plain words": two things set side by side to be explained
                               r"|(?![^:\n]*\b(?:we|i|use|go|pick|take|choose|stay)\b)(?:[^\s:.?!]+\s+){0,5}?[^\s:.?!]+\s+vs\.?\s+[^:.?!]{1,60}$)", _I)
# What opens a question: "other question: the reduced frames are huge, 64 MB each" sets up what is asked.
QUESTION_LEAD = re.compile(r"^(?:(?:an)?other|one more|next|quick|small|related|follow[- ]up)?\s*question\s*[:—–-]", _I)
# A request made "while you're there": work for the moment beside the main task.
ALSO_NOW = re.compile(r"\bwhile (?:you|we|u|ur)(?:'re|’re| are| r)? (?:at it|there|in there|here|in here)\b", _I)
# Claude Code's memory shortcut: a one-line message that starts with "#" ("# use ruff, not black").
MEMORY_SHORTCUT = re.compile(r"^#(?!#)\s*(?P<rule>[^\n#][^\n]{4,300})$")
TAG_QUESTION = re.compile(r"[,.]\s*(?:ok(?:ay)?|right|yeah|alright|got it|understood|deal|agreed|clear)\s*\?+\s*$"
                          # a request asked as a question: "can you remember that the cron runs at 02:00?"
                          r"|^\W*(?:(?:can|could|would|will) you|pls|please)\s+(?:please\s+)?(?:remember|note|keep in mind"
                          r"|make a note)(?: that)?\s+(?!(?:when|what|how|which|where|if|whether|who|why)\b)", _I)
# A test run's outcome: "All 12 tests pass.", "All 10 RoomTest cases pass" - it says the change
# works, not what was wrong or what was set.
TEST_OUTCOME = re.compile(r"^(?:all |both )?(?:\d+ )?(?:[\w-]+ ){0,2}(?:tests?|specs?|checks?|cases)(?: \w+){0,3} "
                          r"(?:pass(?:es|ed)?|(?:are |is )?(?:green|passing))\b[^.]*[.!]?$", _I)
# A request that sets a rule for every later time: "can you make sure you always add a CHANGELOG line".
MAKE_SURE = r"(?:make sure|be sure|ensure)\s+(?:that\s+)?(?:you\s+|u\s+|we\s+|to\s+)?"  # what comes before the rule
MAKE_SURE_ALWAYS = re.compile(rf"\b{MAKE_SURE}(?:always|never)\s+\w", _I)
# What a problem does, said as its consequence: "we have 3 replicas now, so tickets get escalated 3 times".
CONSEQUENCE = re.compile(r",?\s+so\s+(?!that\b|far\b)(?:\w+\s+){1,3}(?:gets?|got|ends? up|receives?|sees?|runs?|fires?|goes|go)\b", _I)
# The person corrects a value just used: "no, it's 8081, not 8080 — management is on its own port".
CORRECTED_VALUE = re.compile(r"^\W*(?:no|nope|nah|wrong|actually)\b[,.!:—–-]*\s*(?:it'?s|its|it is|that'?s|we use|use)\s+"
                             r"`?(?:[\w./:@-]*\d[\w./:@-]*|[\w-]*[./][\w./-]+)`?,?\s+not\s+\S"
                             # "now the decay: 0.1 to 30 s instead of 0.1 to 20, with a skew …": a setting given a new value
                             r"|^\W*(?:(?:now|and|so|ok|also)\W+)*(?:the )?[a-z][\w -]{1,30}:\s*[^:;!?]{0,40}?\d[\d.,]*\s?[a-z%]{0,8}"
                             r"\s+instead of\s+[^.;]{0,20}?\d", _I)
# A part of what was said or pasted, marked outdated, then what holds now: "the printing bit is outdated:
# since last week the printers get their jobs through print-relay, …"
OUTDATED_NOW = re.compile(r"^\W*(?:(?:the|that|this|your|her|his|their)\s+)?[\w -]{1,40}?\s+(?:is|are|was|'s)\s+(?:outdated|out of date"
                          r"|stale|no longer (?:true|right|correct|accurate)|not (?:true|right|correct|accurate) any ?more)\s*[:—–-]\s+(?P<now>\S[^.!?]{15,})", _I)
# A message said laughing ("lol I set -j1 and forgot. note to self: coffee before makefiles. haha"):
# what it asks to keep is a joke unless it names something of the project.
# How things are, grumbled about with no instruction in it: "our grafana is a mess", "html emails never render in
# outlook, ever, it's cursed", "X always sends garbage, I swear" (no "we", "you", "must", "don't" to make it a rule)
GRUMBLE = re.compile(r"^(?!.*\b(?:we|you|u|let'?s|please|pls|must|should|shall|don'?t|do not)\b)"
                     # ("also never ever touch PRINTDEF.INC — … last time it printed garbage": a rule, then why)
                     r"(?!(?:.*(?:^|[.;:,—–-]\s*|\b(?:also|and|but|so)\s+))?(?:never|always)(?: ever)? (?![a-z]+s\b)[a-z]+\b)"
                     r".*\b(?:garbage|cursed|a (?:mess|disaster|nightmare)|sucks?|terrible|awful|hopeless|i swear)\b", _I)
BANTER = re.compile(r"\b(?:lol|lmao|rofl|haha+|hehe+|jk)\b|😂|🤣|😅|😆|😜|😝|🙃", _I)
# A sentence that ends on a grin: "remember: reefers are just very expensive fridges with a passport 😄"
JOKE_END = re.compile(r"(?:😄|😂|🤣|😅|😆|😜|😝|😉|🙃|😁|😛|(?<!\w):D|;-?\)|(?<!\w):P)\W*$")
# How a report opens before it says what changed: "Tests pass.", "Done, and it builds.", "Green."
REPORT_OPENER = re.compile(rf"{TEST_OUTCOME.pattern}|^(?:green|all green|done|fixed|deployed|merged)\b[^.]{{0,30}}[.!]?$", _I)
# A setting kept as it is: "postgres stays on 16", "the pool remains at 10"; and said as an order,
# "leave lora at SF9", "keep the timeout at 45s" (the value capitalised or a number).
KEEP_DECISION = re.compile(r"\b(?!it\b|this\b|that\b)[\w-]+ (?:stays?|remains?) (?:on |with |in |at |as )?"
                           r"(?:[\w.+#-]+ ){0,2}?(?:[A-Z][\w.+#-]*|\d[\w.]*|pinned)\b"
                           r"|\b(?:leave|keep) (?:the |our |that |this )?(?:[\w.-]+ ){1,2}?(?:at|on) (?:[A-Z][\w.+#-]*|\d[\w.]*)"
                           # "keep the aliases until 1.0 and drop them then": what stays, and until which release or day
                           r"|\bkeep (?:the |our |those |these |them )?(?:[\w.-]+ ){0,2}?(?:until|till|through) (?:v?\d+\.\d+(?:\.\d+)?\b"
                           r"|\d{4}-\d\d|the next (?:major|minor|release)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{4})"
                           # "leave openssl, rustls is a fight for another day": the thing named stays as it is
                           r"|^\W*(?:(?:ok|so|then|no|and|but),? )?(?:leave|keep) (?!it\b|this\b|that\b|them\b|me\b|us\b|\w+ing\b|defaults?\b)"
                           r"`?[\w.+#-]{3,}`?(?: as is)?\s*,\s+\w"  # "keep `beta_search`, marketing still toggles it"
                           # "keep the cron job — the box runs devuan, no systemd": what stays, and why
                           r"|^\W*(?:(?:ok|so|then|no),? )?(?:leave|keep) (?:the |our )(?:[\w.+#-]+ )?[\w.+#-]{3,}(?: as is)?"
                           r"\s+[—–]\s+(?i:the|it|we|there|that|i|our)\b"
                           # "keep the ScopedNoDenormals in btw, doesn't hurt": it stays where it is, and why
                           r"|^\W*(?:(?:ok|so|then|and|but),? )?(?:leave|keep) (?:the |our )?(?!it\b|this\b|that\b|them\b)"
                           r"(?:[\w.+#-]+ ){0,2}?[\w.+#-]{3,} (?:in|around|there|enabled)\b[^,.]{0,10},\s+\w"
                           # "times in v2: ISO 8601 with the offset, like …, not Z": a thing, its way, and what it is not
                           r"|^\W*(?:(?:ok|so|and|good|then)\W+)?(?!(?:summary|note|error|warning|status|result|output|update|fyi"
                           r"|ps|edit|tl;?dr)\b)[^:.!?]{3,40}:\s+[^!?]{3,120}?,\s*not\s+(?:`[^`]+`|[A-Z0-9][\w.+-]*)\W*$")
# An order about what is on the table, with when: "ship it to hive 3 tonight", "deploy this tomorrow"
# is the work of the moment, not an event of the project.
ORDER_ON_IT = re.compile(r"^(?!is\b|was\b|are\b|does\b|did\b)[a-z]+ (?:it|this|that|them)\b", _I)
# What happens when someone does something, told as a bug: "when you start a step timer you get TWO
# notifications", "when I open the map it shows a blank tile".
WHEN_IT_HAPPENS = re.compile(r"\bwhen(?:ever)? (?:you|i|we|u|they|users?|someone)\b[^.]{0,80}?\b(?:you|i|we|u|they|it)?\s*"
                             r"(?:get|gets|got|see|sees|saw|shows?|crash(?:es)?|fails?|breaks?|hangs?|freezes?|dies)\b", _I)
# A choice's reason given later: "and the reason I said postgres: two people booking … has to be impossible".
REASON_FOR_CHOICE = re.compile(r"\b(?:the )?reason (?:i|we) (?:said|picked|chose|went with|wanted|asked for)\s+"
                               r"`?(?P<x>[\w.+#-]{2,})`?\s*(?:[:—–-]|is|was|\bis that\b)\s*", _I)


# "the data team has a rule that …, but that's their thing, not ours": someone else's rule, not the project's
NOT_OURS = re.compile(r"\b(?:that'?s|it'?s) (?:their|his|her|the other team'?s) (?:own )?(?:thing|rule|call|problem|policy|process|wish|habit)\b|\bnot ours\b"
                      # "they have a rule that any CSV leaving the building is zipped": another desk's rule
                      r"|\b(?:they|the \w+ (?:team|desk|department|folks|core|group|lab|office|unit|facility)) (?:have|has) (?:a|this|that|their|its) (?:own )?(?:rule|policy)\b"
                      r"|\bnot our (?:business|problem|call|concern|department|job)\b|\bnothing (?:we|for us to) (?:build|do|change)\b"
                      r"|\b(?!we\b|i\b)\w+ owns? (?:it|that|this|those)\b"  # "don't touch the 8D, quality owns it"  # "… their staff starts runs. not our business here"
                      r"|\b(?:does ?n[o']t|won'?t) apply (?:here|to us)\b|\bwe don'?t (?:need|do) that(?: here)?\b"
                      # "… those are the GIS team's, and their rule is they never publish on a Friday, so that's on them"
                      r"|\btheir (?:rule|policy) is\b|\b(?:this|that|it) is their (?:rule|thing|policy|call)\b|\b(?:has|have) their rule\b|\bthat'?s on them\b"
                      # "Care has their own rule that they call back within 24h", "that's theirs, don't put …"
                      r"|\b(?:has|have) (?:their|its) own (?:rule|policy|process|thing|habit|way)\b|\bthat'?s theirs\b"
                      r"|,\s*their own (?:rule|policy|thing|habit|way)\b"
                      r"|\bthe [\w-]+ (?:team|desk|department|folks|group|lab|office|unit)'?s (?:rule|policy|process|habit)\b", _I)  # "the radio team never purges on sundays, their own rule"
# "… start with Breaking: so people can scan for them": whom a convention serves, not an object of the moment
PURPOSE_CLAUSE = re.compile(r",?\s+so (?:that )?(?:people|we|you|they|users|everyone|anyone|nobody|readers|reviewers)\b.*$", _I)
# "deploy tomorrow morning, not tonight": when to do today's work, no event ahead
WHEN_TO_DO = re.compile(r"^\W*(?:deploy|merge|ship|push|release|publish|send|run|roll (?:it |this )?out|do)\b", _I)
# "I made a mistake there. … I can put them back": the assistant owning up lays out no options
OWNS_UP = re.compile(r"\b(?:i made a mistake|my mistake|i'?m sorry|i apologi[sz]e|that was wrong of me|i broke|i accidentally)\b", _I)
# "after how many minutes …?", "how long should …?": a question that asks for an amount
HOW_MUCH = re.compile(r"\bhow (?:many|long|much|often|big|high|low)\b", _I)
