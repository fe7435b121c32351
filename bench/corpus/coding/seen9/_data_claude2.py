"""Claude Code sessions of the h9 split, second half."""

from datetime import datetime

from _data_claude import A, T, U

SNAKE_CONFIG = """```yaml
# config/config.yaml
samples: config/samples.tsv
reference:
  fasta: /refs/GRCh38/GRCh38_no_alt.fa
  bwa_index: /refs/GRCh38/bwa/GRCh38_no_alt
trimming:
  adapter: CTGTCTCTTATACACATCT
  quality: 20
  min_length: 36
mapping:
  threads: 16
  min_mapq: 20
  mark_duplicates: true
coverage:
  bin_size: 1000
  exclude_bed: resources/blacklist_v2.bed
  paralog_bed: resources/paralog_regions.bed
report:
  title: "CNV screen batch 14"
```"""

CC_SNAKE = {
    "id": "h9-cc-cnv-pipeline",
    "project": "/home/priya/proj/cnv-screen",
    "start": datetime(2026, 10, 21, 11, 15),
    "about": "Snakemake CNV pipeline; config pasted, only min_mapq decided; TMPDIR root cause; rule-of-thumb remember",
    "steps": [
        U("Hey. Batch 14 has crazy coverage peaks in the paralog regions again, PMS2 and SMN1 look amplified in "
          "every sample. Here is the config as it is now:\n\n" + SNAKE_CONFIG + "\n\nI think it's the mapping "
          "quality filter, what do you think?"),
        T("Bash", {"command": "samtools view -c -q 0 results/mapped/S14_03.bam chr7:5970000-6010000 && "
                              "samtools view -c -q 20 results/mapped/S14_03.bam chr7:5970000-6010000 && "
                              "samtools view -c -q 30 results/mapped/S14_03.bam chr7:5970000-6010000"},
          "18422\n17960\n9114"),
        A("Agreed, it's MAPQ. In the PMS2 window, MAPQ 20 keeps 17960 of 18422 reads while MAPQ 30 keeps 9114 — "
          "roughly half the reads there are multi-mapped reads that BWA gives MAPQ 20–29 because the paralog "
          "(PMS2CL) is nearly identical. They get counted twice across the pair and inflate coverage.\n\n"
          "Raising `min_mapq` to 30 removes them. The other values in that config look fine to me; I wouldn't touch "
          "trimming or bin size for this."),
        U("yes, set min_mapq 30. leave the rest"),
        T("Edit", {"file_path": "config/config.yaml", "old_string": "  min_mapq: 20", "new_string": "  min_mapq: 30"},
          "ok"),
        U("also last night the run died in samtools_sort for 3 samples, can you check the log"),
        T("Bash", {"command": "tail -n 8 logs/samtools_sort/S14_07.log"},
          "[bam_sort_core] merging from 24 files and 16 in-memory blocks...\n"
          "samtools sort: fail to open \"/tmp/S14_07.tmp.0019.bam\": No space left on device\n"
          "[E::hts_open_format] Failed to open file \"/tmp/S14_07.tmp.0019.bam\" : No space left on device\n"
          "Error in rule samtools_sort:\n    jobid: 41\n    output: results/sorted/S14_07.bam\n"
          "    shell: samtools sort -@ 16 -m 2G -o results/sorted/S14_07.bam results/mapped/S14_07.bam\n"
          "        (one of the commands exited with non-zero exit code; note that snakemake uses bash strict mode!)"),
        T("Bash", {"command": "ssh node07 df -h /tmp /scratch"},
          "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda3        20G   20G     0 100% /tmp\n"
          "beegfs_nodev    1.1P  612T  488T  56% /scratch"),
        A("The compute nodes' `/tmp` is only 20G and samtools sort spills its temporary files there; three sorts "
          "on the same node filled it. The fix is to point `TMPDIR` at scratch. I've added it to the slurm "
          "profile so every job gets it:\n\n```yaml\n# profiles/slurm/config.yaml\ndefault-resources:\n"
          "  - tmpdir=\"/scratch/$USER/tmp\"\n```\n\nand `samtools sort` now gets `-T $TMPDIR/{wildcards.sample}`."),
        U("perfect. rule of thumb here: never run the whole workflow on the login node, always with --profile "
          "slurm. I saw in your history you did a dry run there, thats ok, but the real run never"),
        A("Understood. Re-running the three failed samples through the profile:"),
        T("Bash", {"command": "snakemake --profile slurm --rerun-incomplete results/sorted/S14_07.bam "
                              "results/sorted/S14_09.bam results/sorted/S14_11.bam"},
          "Using profile slurm for setting default command line arguments.\nBuilding DAG of jobs...\n"
          "Job stats:\njob             count\n------------  -------\nsamtools_sort        3\ntotal                3\n\n"
          "Submitted job 41 with external jobid 'Submitted batch job 7718830'.\n"
          "Submitted job 43 with external jobid 'Submitted batch job 7718831'.\n"
          "Submitted job 45 with external jobid 'Submitted batch job 7718832'.\n"
          "Finished job 41.\nFinished job 43.\nFinished job 45.\n3 of 3 steps (100%) done"),
        U("thank you!!"),
    ],
    "facts": [
        {"id": "mapq", "text": "min_mapq raised from 20 to 30 because multi-mapped reads in paralog regions (PMS2, SMN1) inflated coverage.",
         "type": "decision", "speaker": "user", "key_terms": ["min_mapq", "30"], "remember": False},
        {"id": "tmpdir", "text": "samtools sort failed because node /tmp (20G) filled; TMPDIR now points at /scratch/$USER/tmp in the slurm profile.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["TMPDIR", "scratch"], "remember": False},
        {"id": "profile-rule", "text": "Never run the real workflow on the login node; always use --profile slurm.",
         "type": "rule", "speaker": "user", "key_terms": ["profile slurm", "login node"], "remember": True},
    ],
    "optional": [
        {"id": "ref", "text": "Reference is GRCh38 without alt contigs.", "key_terms": ["GRCh38"]},
    ],
    "questions": [
        {"q": "What MAPQ filter does the pipeline use?", "answer": "min_mapq 30", "facts": ["mapq"]},
        {"q": "Why did samtools sort fail?", "answer": "/tmp full on nodes, TMPDIR set to /scratch",
         "facts": ["tmpdir"]},
        {"q": "How should the workflow be run?", "answer": "with --profile slurm, never on the login node",
         "facts": ["profile-rule"]},
    ],
}

CC_WATCH = {
    "id": "h9-cc-watch-zones",
    "project": "/Users/sven/dev/StrideWatch",
    "start": datetime(2026, 10, 23, 20, 2),
    "about": "watchOS running app: heart-rate polling chosen then replaced by HKAnchoredObjectQuery; Tanaka formula; test-device remember",
    "steps": [
        U("Hey, I want heart rate zones in StrideWatch during a run. Zones from max HR. What's the simplest way to "
          "get HR on the watch while the workout runs?"),
        A("Two ways:\n\n- **Poll**: a `Timer` every 5 s that runs an `HKSampleQuery` for the latest heart-rate "
          "sample. Easy to reason about.\n- **Stream**: an `HKAnchoredObjectQuery` with an update handler, or the "
          "`HKLiveWorkoutBuilder` delegate's `didCollectDataOf`, which pushes new samples as they arrive.\n\n"
          "Polling is less code to start with."),
        U("let's poll every 5 seconds then, keep it simple"),
        T("Write", {"file_path": "StrideWatch Watch App/HeartRatePoller.swift"},
          "File created successfully at: StrideWatch Watch App/HeartRatePoller.swift"),
        U("for max HR don't use 220-age, use Tanaka, 208 - 0.7 x age. It's closer for older runners, most of our "
          "beta testers are 45+"),
        A("Done: `MaxHR.tanaka(age:)` returns `208 - 0.7 * age`, and the five zones are 50/60/70/80/90% of that."),
        T("Bash", {"command": "xcodebuild test -scheme 'StrideWatch Watch App' -destination 'platform=watchOS "
                              "Simulator,name=Apple Watch Series 9 (45mm)' 2>&1 | tail -n 6"},
          "Test Suite 'ZoneTests' passed at 2026-10-23 20:14:51.338.\n\t Executed 7 tests, with 0 failures (0 "
          "unexpected) in 0.041 (0.049) seconds\nTest Suite 'All tests' passed at 2026-10-23 20:14:51.339.\n"
          "\t Executed 19 tests, with 0 failures (0 unexpected) in 0.112 (0.133) seconds\n** TEST SUCCEEDED **"),
        U("tried it on my watch. battery went from 100 to 71 in a 40 min run, that's way worse than before. is "
          "it the polling?"),
        A("Very likely. Every poll wakes the app and runs a HealthKit query even when the screen is down, and "
          "the timer keeps the CPU from idling. With `HKAnchoredObjectQuery` HealthKit delivers samples in "
          "batches when it has them, no wakeups of our own."),
        U("ok forget polling, switch to the anchored query"),
        T("Edit", {"file_path": "StrideWatch Watch App/HeartRateStream.swift"},
          "The file StrideWatch Watch App/HeartRateStream.swift has been updated."),
        T("Bash", {"command": "git rm 'StrideWatch Watch App/HeartRatePoller.swift'"},
          "rm 'StrideWatch Watch App/HeartRatePoller.swift'"),
        A("Replaced: `HeartRateStream` runs an `HKAnchoredObjectQuery` on `heartRate` samples since workout "
          "start, keeps the anchor, and publishes the latest bpm to the zone view. The poller is deleted. I also "
          "set the deployment target — it was still watchOS 9.0 — is 10.0 OK? The new `workoutEffortScore` APIs "
          "you mentioned last week need 10."),
        U("yes watchOS 10 minimum, fine. just so you know for next time: the simulator is useless for workouts, "
          "it fakes HR with a flat line. always test workout stuff on the real watch, my Series 7"),
        A("Good to know. I'll say what needs a device test instead of trusting the simulator run."),
        U("thanks, I'll take it for a run tomorrow"),
    ],
    "facts": [
        {"id": "anchored", "text": "Heart rate comes from an HKAnchoredObjectQuery stream, not 5-second polling, because polling drained the battery.",
         "type": "decision", "speaker": "user", "key_terms": ["HKAnchoredObjectQuery"], "remember": False},
        {"id": "tanaka", "text": "Max HR uses the Tanaka formula (208 - 0.7 x age), not 220-age, since most beta testers are 45+.",
         "type": "decision", "speaker": "user", "key_terms": ["Tanaka"], "remember": False},
        {"id": "watchos10", "text": "Deployment target is watchOS 10 minimum.",
         "type": "config", "speaker": "user", "key_terms": ["watchOS 10"], "remember": False},
        {"id": "device-test", "text": "Workout features must be tested on a real watch (Series 7); the simulator fakes heart rate.",
         "type": "rule", "speaker": "user", "key_terms": [["real watch", "Series 7"], "simulator"], "remember": True},
    ],
    "optional": [
        {"id": "zones", "text": "Five zones at 50/60/70/80/90% of max HR.", "key_terms": ["50/60/70/80/90"]},
    ],
    "questions": [
        {"q": "How does StrideWatch read heart rate during a run?", "answer": "HKAnchoredObjectQuery, not polling",
         "facts": ["anchored"]},
        {"q": "Which max HR formula?", "answer": "Tanaka 208 - 0.7 x age", "facts": ["tanaka"]},
        {"q": "Where to test workout features?", "answer": "real watch Series 7, not simulator", "facts": ["device-test"]},
    ],
}

CC_DENO = {
    "id": "h9-cc-edge-prices",
    "project": "/home/rui/code/fare-edge",
    "start": datetime(2026, 10, 29, 15, 48),
    "about": "Deno edge function for prices: s-maxage picked, KV key convention; Friday deploy policy said flatly",
    "steps": [
        U("yo. the /prices edge function gets hammered, 40k req/min from the app at 8am. can we cache it at the "
          "edge? prices change every few minutes at most"),
        T("Read", {"file_path": "functions/prices.ts"},
          "1\timport { getPrices } from \"../lib/kv.ts\";\n2\t\n3\tDeno.serve(async (req) => {\n"
          "4\t  const region = new URL(req.url).searchParams.get(\"region\") ?? \"eu\";\n"
          "5\t  const prices = await getPrices(region);\n6\t  return Response.json(prices, {\n"
          "7\t    headers: { \"cache-control\": \"no-store\" },\n8\t  });\n9\t});"),
        A("It sends `no-store`, so every request hits KV. I'd switch to `cache-control: public, s-maxage=300, "
          "stale-while-revalidate=60` — five minutes matches \"every few minutes\", and SWR hides the refresh. "
          "Browsers get `max-age=0` so the app still revalidates."),
        U("300 is fine. and while you're at it, kv keys are a mess, some are \"prices:eu\" some [\"prices\",\"EU\"]. "
          "make it [\"prices\", region] with region lowercase everywhere"),
        T("Bash", {"command": "deno task test"},
          "Task test deno test -A --parallel\nrunning 9 tests from ./lib/kv_test.ts\n"
          "getPrices normalises region ... ok (4ms)\nkey shape is [\"prices\", region] ... ok (1ms)\n"
          "legacy string keys are migrated ... ok (12ms)\n...\nok | 14 passed | 0 failed (612ms)"),
        A("Done: `s-maxage=300, stale-while-revalidate=60` on /prices, and KV keys are `[\"prices\", region]` with "
          "region lowercased in `getPrices`; a one-off migration copies the old `\"prices:eu\"` keys. 14 tests pass. "
          "Want me to deploy?"),
        U("no. we never deploy on fridays, keep that in mind. monday morning"),
        A("Right, it's Thursday evening here but I'll leave it for Monday. Everything's committed on "
          "`cache-prices`."),
        U("cool thx"),
    ],
    "facts": [
        {"id": "smaxage", "text": "/prices is cached at the edge with s-maxage=300 and stale-while-revalidate=60.",
         "type": "decision", "speaker": "user", "key_terms": ["s-maxage=300"], "remember": False},
        {"id": "kv-keys", "text": "KV keys are [\"prices\", region] with region lowercase everywhere.",
         "type": "convention", "speaker": "user", "key_terms": ["prices", "lowercase"], "remember": False},
        {"id": "friday", "text": "Never deploy on Fridays.",
         "type": "rule", "speaker": "user", "key_terms": [["fridays", "friday"], "deploy"], "remember": True},
    ],
    "optional": [
        {"id": "branch", "text": "Work is on branch cache-prices.", "key_terms": ["cache-prices"]},
    ],
    "questions": [
        {"q": "How long are prices cached?", "answer": "s-maxage=300, five minutes", "facts": ["smaxage"]},
        {"q": "Can we deploy on Friday?", "answer": "no, never deploy on Fridays", "facts": ["friday"]},
        {"q": "What shape do KV price keys have?", "answer": "[\"prices\", region] lowercase", "facts": ["kv-keys"]},
    ],
}

CC_SVELTE = {
    "id": "h9-cc-dash-typo",
    "project": "/home/noor/work/orangery-dash",
    "start": datetime(2026, 11, 2, 9, 20),
    "about": "nothing durable: a label typo fix in a Svelte dashboard, a test rerun, chatter",
    "steps": [
        U("good morning :) tiny one: the humidity card says \"Humidty\". fix pls"),
        T("Grep", {"pattern": "Humidty", "path": "src"},
          "src/lib/cards/HumidityCard.svelte:12:  <h3 class=\"card-title\">Humidty</h3>"),
        T("Edit", {"file_path": "src/lib/cards/HumidityCard.svelte", "old_string": "Humidty", "new_string": "Humidity"},
          "ok"),
        A("Fixed in `HumidityCard.svelte`."),
        U("run the tests again? ci was red yesterday but i think it was flaky"),
        T("Bash", {"command": "npm run test -- --run"},
          "> orangery-dash@0.9.2 test\n> vitest --run\n\n ✓ src/lib/cards/HumidityCard.test.ts (3)\n"
          " ✓ src/lib/cards/TempCard.test.ts (4)\n ✓ src/lib/stores/sensors.test.ts (6)\n"
          " ✓ src/routes/+page.test.ts (2)\n\n Test Files  4 passed (4)\n      Tests  15 passed (15)\n"
          "   Start at  09:22:41\n   Duration  1.84s"),
        A("All 15 pass locally. If CI was red yesterday it may have been the sensor-store test timing out; it "
          "passes here in under 2s."),
        U("never mind then, probably the runner. thanks!"),
        A("Always happy to help. Have a good one!"),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

SESSIONS = [CC_SNAKE, CC_WATCH, CC_DENO, CC_SVELTE]
