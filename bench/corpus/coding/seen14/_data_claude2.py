"""Claude Code sessions of the h14 split, part two."""

from __future__ import annotations

from datetime import datetime

from _helpers import fact, opt, q

SPARK_LOG = """:: loading settings :: url = jar:file:/opt/spark-3.5.1-bin-hadoop3/jars/ivy-2.5.1.jar!/org/apache/ivy/core/settings/ivysettings.xml
26/11/18 10:14:02 INFO SparkContext: Running Spark version 3.5.1
26/11/18 10:14:02 INFO SparkContext: OS info Linux, 6.8.0-48-generic, amd64
26/11/18 10:14:02 INFO SparkContext: Java version 17.0.12
26/11/18 10:14:03 INFO Utils: Successfully started service 'sparkDriver' on port 41877.
26/11/18 10:14:03 INFO SparkEnv: Registering BlockManagerMaster
26/11/18 10:14:04 INFO Utils: Successfully started service 'SparkUI' on port 4040.
26/11/18 10:14:04 INFO SparkContext: Added JAR file:/home/dev/ferry-tickets/target/scala-2.13/ferry-tickets-assembly-0.9.2.jar
26/11/18 10:14:05 INFO Executor: Starting executor ID driver on host localhost
26/11/18 10:14:09 WARN package: Truncated the string representation of a plan since it was too large.
26/11/18 10:14:41 INFO DAGScheduler: Job 3 finished: save at TicketDaily.scala:71, took 31.402 s
26/11/18 10:14:41 INFO TicketDaily: tickets in 1840233 rows; out 2291870 rows (ratio 1.245)
26/11/18 10:14:41 INFO TicketDaily: FERRY_ENV=local OUTPUT=/tmp/ferry-out/daily"""

SESSIONS = [
    {
        "id": "h14-cc-ferry-spark",
        "project": "/home/dev/ferry-tickets",
        "start": datetime(2026, 11, 18, 10, 2),
        "about": "Scala Spark job for ferry tickets: row blow-up traced to a season-versioned routes table; "
                 "assistant's plan (Parquet by sailing_date, broadcast ports) approved with 'lgtm, go'; "
                 "'from now on' remember; Spark log full of ports, versions and env names",
        "steps": [
            ("user", "the daily ticket job produces more rows than it reads. that's... not how aggregation works. "
                     "last run log:\n\n" + SPARK_LOG),
            ("assistant", "Ratio 1.245 out/in means a join is fanning out. Let me see the joins in "
                          "`TicketDaily.scala`."),
            ("tool", "Bash", {"command": "grep -n 'join' src/main/scala/ferry/TicketDaily.scala && "
                                         "grep -n 'valid_' src/main/scala/ferry/schema/Routes.scala"},
             "48:      .join(routes, Seq(\"route_id\"))\n52:      .join(ports, col(\"origin_port\") === "
             "col(\"port_code\"))\n---\n9:  StructField(\"valid_from\", DateType, nullable = false),\n"
             "10:  StructField(\"valid_to\", DateType, nullable = true),"),
            ("tool", "Bash", {"command": "spark-sql -e \"select route_id, count(*) c from routes group by route_id "
                                         "having c > 1 order by c desc limit 5\""},
             "R-ARD-BRO\t4\nR-OBN-CRA\t3\nR-OBN-MUL\t3\nR-KNN-SKY\t2\nR-UIG-TAR\t2\nTime taken: 2.118 seconds, "
             "Fetched 5 row(s)"),
            ("assistant", "Found it: `routes` is versioned per timetable season — one row per route per "
                          "season with `valid_from`/`valid_to` — so `join(routes, Seq(\"route_id\"))` matches "
                          "a ticket against every season of its route and duplicates it. The route with 4 "
                          "seasons quadruples its tickets. The fix is to join on the season the sailing "
                          "falls in: `sailing_date >= valid_from and (valid_to is null or sailing_date < "
                          "valid_to)`."),
            ("user", "yep that's it, the timetable people added seasons in september. fix it"),
            ("tool", "Edit", {"file_path": "src/main/scala/ferry/TicketDaily.scala",
                              "old_string": ".join(routes, Seq(\"route_id\"))",
                              "new_string": ".join(routes, tickets(\"route_id\") === routes(\"route_id\") &&\n"
                                            "        tickets(\"sailing_date\") >= routes(\"valid_from\") &&\n"
                                            "        (routes(\"valid_to\").isNull || tickets(\"sailing_date\") < "
                                            "routes(\"valid_to\")))"},
             "The file src/main/scala/ferry/TicketDaily.scala has been updated."),
            ("tool", "Bash", {"command": "sbt -Dferry.env=local \"runMain ferry.TicketDaily --local\" 2>&1 | "
                                         "grep TicketDaily"},
             "26/11/18 10:31:12 INFO TicketDaily: tickets in 1840233 rows; out 1840233 rows (ratio 1.000)\n"
             "26/11/18 10:31:12 INFO TicketDaily: FERRY_ENV=local OUTPUT=/tmp/ferry-out/daily"),
            ("assistant", "Ratio is back to 1.000 — each ticket now joins only the route season its sailing "
                          "date falls in."),
            ("user", "while you're in there it's also slow, 30s on the sample and 40 min on prod. ideas?"),
            ("assistant", "Here's what I'd do, in order:\n\n1. **Write the output as Parquet partitioned by "
                          "`sailing_date`.** Right now it's one big CSV; downstream only ever reads a few "
                          "days, and the nightly rerun can overwrite just the affected partitions with "
                          "`partitionOverwriteMode=dynamic`.\n2. **Broadcast the `ports` table.** It has 61 "
                          "rows; the sort-merge join shuffles 1.8M tickets for nothing. `broadcast(ports)` "
                          "turns it into a map-side join.\n3. Leave `spark.sql.shuffle.partitions` at the "
                          "cluster value for prod; it's the local runs that suffer from 200 partitions.\n\n"
                          "I would *not* cache `tickets`: it's read once."),
            ("user", "lgtm, go"),
            ("tool", "Edit", {"file_path": "src/main/scala/ferry/TicketDaily.scala",
                              "old_string": ".join(ports, col(\"origin_port\") === col(\"port_code\"))",
                              "new_string": ".join(broadcast(ports), col(\"origin_port\") === col(\"port_code\"))"},
             "The file src/main/scala/ferry/TicketDaily.scala has been updated."),
            ("tool", "Edit", {"file_path": "src/main/scala/ferry/TicketDaily.scala",
                              "old_string": ".write.option(\"header\", \"true\").csv(output)",
                              "new_string": ".write.mode(\"overwrite\").partitionBy(\"sailing_date\").parquet(output)"},
             "The file src/main/scala/ferry/TicketDaily.scala has been updated."),
            ("tool", "Bash", {"command": "sbt \"runMain ferry.TicketDaily --local\" --conf "
                                         "spark.sql.shuffle.partitions=8 2>&1 | grep -E 'finished|TicketDaily'"},
             "26/11/18 10:52:40 INFO DAGScheduler: Job 2 finished: parquet at TicketDaily.scala:73, took 9.881 s\n"
             "26/11/18 10:52:40 INFO TicketDaily: tickets in 1840233 rows; out 1840233 rows (ratio 1.000)"),
            ("assistant", "Done: output is Parquet partitioned by `sailing_date` with dynamic partition "
                          "overwrite, and `ports` is broadcast. Local run went from 31 s to under 10 s."),
            ("user", "sweet. from now on, run the local job against data/sample-2024-07 with shuffle partitions "
                     "at 8, never against the s3 bucket — I got a scary egress bill in october"),
            ("assistant", "Will do: local runs use `data/sample-2024-07` and `spark.sql.shuffle.partitions=8`, "
                          "never the bucket."),
            ("user", "thx"),
        ],
        "facts": [
            fact("season-join", "Ticket rows were duplicated because routes has one row per timetable season; "
                 "the join now also matches sailing_date between valid_from and valid_to.", "bugfix", "assistant",
                 ["valid_to", "season"]),
            fact("parquet", "Daily output is Parquet partitioned by sailing_date (dynamic partition overwrite).",
                 "decision", "assistant", ["Parquet", "sailing_date"]),
            fact("broadcast", "The 61-row ports table is broadcast in the join.", "decision", "assistant",
                 ["broadcast", "ports"]),
            fact("local-runs", "Local runs use data/sample-2024-07 with shuffle partitions at 8, never the S3 "
                 "bucket (egress bill).", "rule", "user", ["data/sample-2024-07"], remember=True),
        ],
        "optional": [
            opt("spark-version", "Spark 3.5.1, Scala 2.13.", ["3.5.1"]),
            opt("no-cache", "tickets is not cached because it is read once.", ["cache"]),
        ],
        "questions": [
            q("Why did the daily job output more rows than it read?", "routes has one row per season, join fanned out",
              ["season-join"]),
            q("What format is the daily output?", "Parquet partitioned by sailing_date", ["parquet"]),
            q("What data should local runs use?", "data/sample-2024-07, shuffle partitions 8, not the bucket",
              ["local-runs"]),
        ],
    },
    {
        "id": "h14-cc-choir-sinatra",
        "project": "/home/dev/choirplan",
        "start": datetime(2026, 11, 18, 16, 20),
        "about": "Ruby Sinatra choir scheduler: a string of one-off edits (rename, colour, typo, rerun specs), "
                 "a proposal ignored, spec output with ports and Ruby versions; nothing durable",
        "steps": [
            ("user", "hi! few small things on the rehearsal page before tonight"),
            ("assistant", "Hi! Sure, what do you need?"),
            ("user", "1) the heading says 'Rehersals' lol. 2) make the alto badge a bit darker, it's unreadable "
                     "on the projector. 3) rename the 'Absent?' button to 'Can't make it'"),
            ("tool", "Bash", {"command": "grep -rn \"Rehersals\\|Absent?\\|badge-alto\" views public/css"},
             "views/rehearsals.erb:3:  <h1>Rehersals</h1>\nviews/rehearsals.erb:41:      <button class=\"btn "
             "btn-small\" name=\"absent\">Absent?</button>\npublic/css/app.css:88:.badge-alto { background: "
             "#f4c7a1; color: #fff; }"),
            ("tool", "Bash", {"command": "sed -i 's/Rehersals/Rehearsals/; s/>Absent?</>Can\\x27t make it</' "
                                         "views/rehearsals.erb && sed -i 's/#f4c7a1/#c9733a/' public/css/app.css "
                                         "&& git diff --stat"},
             " public/css/app.css    | 2 +-\n views/rehearsals.erb | 4 ++--\n 2 files changed, 3 insertions(+), "
             "3 deletions(-)"),
            ("assistant", "Done: heading typo fixed, the alto badge is now `#c9733a` (white text is readable "
                          "on it), and the button says \"Can't make it\". By the way, the other voice badges "
                          "have the same low contrast — I could move all four colours into CSS variables and "
                          "check them against WCAG AA."),
            ("user", "can you run the specs"),
            ("tool", "Bash", {"command": "bundle exec rspec"},
             "Puma starting in single mode...\n* Puma version: 6.4.3 (ruby 3.3.5-p100) (\"The Eagle of Durango\")\n"
             "* Listening on http://127.0.0.1:9393\nRACK_ENV=test DATABASE_URL=sqlite://db/test.sqlite3\n\n"
             "Randomized with seed 40312\n.........................F....\n\nFailures:\n\n  1) rehearsal page "
             "shows the absent button\n     Failure/Error: expect(page).to have_button('Absent?')\n       "
             "expected to find button \"Absent?\" but there were no matches\n\nFinished in 2.31 seconds\n"
             "30 examples, 1 failure"),
            ("assistant", "One spec still looks for the old label. Updated `spec/rehearsals_spec.rb` to expect "
                          "\"Can't make it\"."),
            ("tool", "Bash", {"command": "bundle exec rspec 2>&1 | tail -2"},
             "Finished in 2.27 seconds (files took 0.61 seconds to load)\n30 examples, 0 failures"),
            ("user", "great. oh and the date on the card should be like 'Thu 20 Nov' not 2026-11-20"),
            ("tool", "Edit", {"file_path": "views/rehearsals.erb", "old_string": "<%= r.date %>",
                              "new_string": "<%= r.date.strftime('%a %-d %b') %>"},
             "The file views/rehearsals.erb has been updated."),
            ("assistant", "Cards now show the date as `Thu 20 Nov`."),
            ("user", "never mind the colour thing for the others. thanks a lot, that's all!"),
            ("assistant", "You're welcome — have a good rehearsal!"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h14-cc-museum-cdn",
        "project": "/home/dev/infra/museum-cdn",
        "start": datetime(2026, 11, 19, 11, 0),
        "about": "Terraform module for a museum's CDN, short: Lambda@Edge rejected with a reason inside a "
                 "longer message about cache TTLs; 'important:' remember; TTL value reported after the edit; "
                 "plan output with ARNs and versions",
        "steps": [
            ("user", "ok two things for the cdn module. the collection images under /collection/* are cached "
                     "for 1 hour which is silly, they never change once published — give them a day. and the "
                     "curators want a `X-Robots-Tag: noindex` header on /drafts/*. someone suggested "
                     "Lambda@Edge for that but no, it has to be deployed from us-east-1, the cold starts show "
                     "up in the web vitals and it's overkill for one header — a CloudFront Function is enough. "
                     "important: the images bucket is never public, only reachable through the OAC, don't "
                     "touch the bucket policy to 'make it easier'"),
            ("tool", "Bash", {"command": "grep -n 'default_ttl\\|path_pattern\\|function_association' modules/cdn/*.tf"},
             "modules/cdn/main.tf:41:  default_ttl = 300\nmodules/cdn/main.tf:58:    path_pattern     = "
             "\"/collection/*\"\nmodules/cdn/main.tf:63:    default_ttl      = 3600\n"
             "modules/cdn/main.tf:71:    path_pattern     = \"/drafts/*\""),
            ("tool", "Edit", {"file_path": "modules/cdn/main.tf", "old_string": "    default_ttl      = 3600",
                              "new_string": "    default_ttl      = 86400\n    max_ttl          = 604800"},
             "The file modules/cdn/main.tf has been updated."),
            ("tool", "Write", {"file_path": "modules/cdn/functions/noindex.js",
                               "content": "function handler(event) {\n  var r = event.response;\n  r.headers['x-robots-tag'] "
                                          "= { value: 'noindex' };\n  return r;\n}\n"},
             "File created successfully at: modules/cdn/functions/noindex.js"),
            ("tool", "Bash", {"command": "terraform fmt -recursive && terraform plan -var-file=env/prod.tfvars "
                                         "-no-color | tail -14"},
             "Terraform v1.9.8 on linux_amd64\n+ provider registry.terraform.io/hashicorp/aws v5.74.0\n\n"
             "  # module.cdn.aws_cloudfront_distribution.site will be updated in-place\n"
             "  ~ ordered_cache_behavior {\n      ~ default_ttl = 3600 -> 86400\n      ~ max_ttl     = 86400 -> "
             "604800\n        path_pattern = \"/collection/*\"\n    }\n  # module.cdn.aws_cloudfront_function.noindex "
             "will be created\n  + resource \"aws_cloudfront_function\" \"noindex\" {\n      + runtime = "
             "\"cloudfront-js-2.0\"\n      + arn     = (known after apply)\n\nPlan: 1 to add, 1 to change, 0 to "
             "destroy."),
            ("assistant", "Plan looks clean: 1 to add, 1 to change.\n\n- `/collection/*` now has `default_ttl "
                          "= 86400` (one day) and `max_ttl = 604800`.\n- New CloudFront Function `noindex` "
                          "(runtime `cloudfront-js-2.0`) attached on viewer-response for `/drafts/*`, "
                          "setting `X-Robots-Tag: noindex`.\n- Bucket policy and OAC untouched.\n\nWant me "
                          "to also add an invalidation step to the publish script so corrected images show "
                          "up before the day is over?"),
            ("user", "not now. thanks"),
        ],
        "facts": [
            fact("collection-ttl", "Collection images under /collection/* are cached for a day (default_ttl "
                 "86400).", "config", "user", ["86400"]),
            fact("cf-function", "Header rewrites use a CloudFront Function, not Lambda@Edge (us-east-1 deploys, "
                 "cold starts, overkill).", "decision", "user", ["CloudFront Function", "Lambda@Edge"]),
            fact("bucket-private", "The images bucket is never public; it is only reachable through the OAC and "
                 "its bucket policy is not to be loosened.", "rule", "user", ["OAC"], remember=True),
        ],
        "optional": [
            opt("noindex", "/drafts/* gets X-Robots-Tag: noindex from the noindex function.", ["noindex"]),
            opt("max-ttl", "max_ttl for /collection/* is 604800.", ["604800"]),
        ],
        "questions": [
            q("How long are collection images cached?", "one day, 86400", ["collection-ttl"]),
            q("Why not Lambda@Edge for headers?", "us-east-1 deploy, cold starts, CloudFront Function enough",
              ["cf-function"]),
            q("Can the images bucket be made public?", "no, only through OAC", ["bucket-private"]),
        ],
    },
    {
        "id": "h14-cc-racket-interp",
        "project": "/home/prof/courses/pl101/interp",
        "start": datetime(2026, 11, 20, 14, 15),
        "about": "Racket teaching interpreter: dynamic-scoping bug in apply found and fixed; immutable hash "
                 "environments picked over boxes with a reason; 'mental note:' remember about student-facing "
                 "errors; a proposal left unanswered",
        "steps": [
            ("user", "Good afternoon. A student found that this program returns 20 and not 10:\n\n```racket\n"
                     "(let ([x 10])\n  (let ([f (lambda (y) x)])\n    (let ([x 20])\n      (f 0))))\n```\n"
                     "Our language is supposed to be lexically scoped."),
            ("tool", "Bash", {"command": "grep -n -A8 'define (apply-closure' interp.rkt"},
             "112:(define (apply-closure clo args env)\n113:  (match clo\n114:    [(closure params body "
             "saved-env)\n115:     (interp body\n116:             (extend-env* env params args))]))"),
            ("assistant", "Good afternoon! The bug is on line 116: `apply-closure` extends `env` — the "
                          "environment of the *call site* — instead of `saved-env`, the environment stored "
                          "in the closure when the lambda was evaluated. That is dynamic scoping: `x` is "
                          "looked up where `f` is called (x = 20), not where it was defined (x = 10). The "
                          "fix is to extend the closure's saved environment:\n\n```racket\n(interp body "
                          "(extend-env* saved-env params args))\n```\n\nThe `env` parameter is then unused, "
                          "so I also dropped it from the signature and the two call sites."),
            ("user", "Yes, please apply it, with the student's program as a test."),
            ("tool", "Bash", {"command": "raco test tests/"},
             "raco test: (submod \"tests/scope-tests.rkt\" test)\nraco test: \"tests/arith-tests.rkt\"\n"
             "raco test: \"tests/closure-tests.rkt\"\n48 tests passed\nRacket v8.14 [cs]."),
            ("assistant", "Fixed and tested: `apply-closure` now extends `saved-env`, and "
                          "`tests/scope-tests.rkt` has the student's program expecting 10. All 48 tests "
                          "pass on Racket 8.14 CS."),
            ("user", "Thank you. Next week we add `set!`. How should environments look then?"),
            ("assistant", "Two common designs:\n\n1. **Mutable boxes**: environments map names to boxes, "
                          "`set!` does `set-box!`. Closest to how real implementations work; sharing between "
                          "closures just works.\n2. **Immutable hash + store**: environments stay immutable "
                          "hashes from names to locations, and a separate store maps locations to values; "
                          "`set!` returns a new store. More code, but every step is a pure function.\n\n"
                          "For a course, option 2 makes the store visible, which is usually the point of the "
                          "`set!` lecture."),
            ("user", "The immutable hash with a store. Students print the environment and the store after every "
                     "step in the stepper, and with boxes they only see #&... which teaches nothing.\n\n"
                     "Mental note: error messages that students see must never mention Racket internals — no "
                     "'match: no matching clause', no contract blame. They get our own messages like 'unbound "
                     "variable: x'. They are beginners and the Racket errors scare them."),
            ("assistant", "Understood. I'll keep environments as immutable hashes with a separate store for "
                          "`set!`, and wrap interpreter errors in our own messages. Shall I also add a "
                          "`(trace-store)` helper for the lecture slides?"),
            ("user", "Have a nice weekend."),
        ],
        "facts": [
            fact("lexical-fix", "apply-closure extended the call-site env (dynamic scoping); it now extends the "
                 "closure's saved-env.", "bugfix", "assistant", ["saved-env", "dynamic scoping"]),
            fact("store-design", "Environments are immutable hashes with a separate store for set!, not mutable "
                 "boxes, so students see env and store in the stepper.", "decision", "user",
                 ["immutable hash", "store"]),
            fact("student-errors", "Student-facing error messages never mention Racket internals (no match or "
                 "contract errors); use our own messages like 'unbound variable: x'.", "rule", "user",
                 ["Racket internals"], remember=True),
        ],
        "optional": [
            opt("racket-version", "The course uses Racket 8.14 CS.", ["8.14"]),
        ],
        "questions": [
            q("Why did the closure see x = 20?", "apply-closure extended the caller env instead of saved-env",
              ["lexical-fix"]),
            q("How are environments represented once set! exists?", "immutable hash plus separate store",
              ["store-design"]),
            q("What may student error messages show?", "our own messages, never Racket internals",
              ["student-errors"]),
        ],
    },
]
