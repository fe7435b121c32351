"""h43 Codex sessions, part b: a bcl-convert job OOM-killed on the kelp Slurm cluster (seqmill), pushing approved
plate reader results from tessera into the lab's eLabFTW notebook (elnsync), and a sample sheet check for seqmill."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

SEQMILL = "/home/joao/src/seqmill"
ELNSYNC = "/home/joao/src/elnsync"

SESSIONS = [
    {
        "id": "h43-cx-seqmill-bclconvert-oom",
        "project": SEQMILL,
        "start": datetime(2026, 11, 17, 10, 40),
        "about": "seqmill: Slurm job 4471825 (bcl-convert on an S4 flowcell) OOM-killed at 32G; big_mem raised to "
                 "64 GB times task.attempt with retries on exit 137/140, maxRetries 2; big_mem jobs move to the "
                 "highmem partition; imperative 'keep this:' never request more than 256G per job, larger requests "
                 "sit pending forever",
        "steps": [
            ("user", "the demux of last night's run died. slurm job 4471825. take a look"),
            shell("sacct -j 4471825 --format=JobID,JobName%30,Partition,ReqMem,MaxRSS,Elapsed,State,ExitCode",
                  "JobID                               JobName  Partition     ReqMem     MaxRSS    Elapsed      State "
                  "ExitCode\n"
                  "------------ ------------------------------ ---------- ---------- ---------- ---------- ---------- "
                  "--------\n"
                  "4471825      nf-DEMUX_BCLCONVERT_(261116_A+        seq        32G              01:47:12 "
                  "OUT_OF_ME+    0:125\n"
                  "4471825.bat+                          batch                        33521884K   01:47:12 "
                  "OUT_OF_ME+    0:125\n"
                  "4471825.ext+                         extern                             912K   01:47:12  "
                  "COMPLETED      0:0\n"),
            shell("tail -n 3 work/7d/0be41c*/.command.log; grep -A3 'Error executing process' .nextflow.log",
                  "[2026-11-17 02:49:31] Processing tile 2478 of 3744\n"
                  "[2026-11-17 02:49:58] Processing tile 2479 of 3744\n"
                  "slurmstepd: error: Detected 1 oom_kill event in StepId=4471825.batch. Some of the step tasks have "
                  "been OOM Killed.\n"
                  "ERROR ~ Error executing process > 'DEMUX:BCLCONVERT (261116_A01873_0221_AH7LMFDSXC)'\n\n"
                  "Caused by:\n"
                  "  Process `DEMUX:BCLCONVERT (261116_A01873_0221_AH7LMFDSXC)` terminated with an error exit "
                  "status (137)\n"),
            shell("sed -n '/^process/,/^}/p' conf/base.config; cat conf/kelp.config; sacct -S 2026-10-01 -n -X "
                  "--name=nf-DEMUX_BCLCONVERT -o JobID,ReqMem,State -P | tail -n 4; sacct -S 2026-10-01 -n "
                  "--name=batch -o JobID,MaxRSS -P | grep -E '^(4418|4436|4452)' ",
                  "process {\n"
                  "    errorStrategy = 'terminate'\n"
                  "    withLabel: 'big_mem' {\n"
                  "        cpus   = 16\n"
                  "        memory = 32.GB\n"
                  "        time   = '6h'\n"
                  "    }\n"
                  "}\n"
                  "process.executor = 'slurm'\n"
                  "process.queue    = 'seq'\n"
                  "4418002|32G|COMPLETED\n4436551|32G|COMPLETED\n4452907|32G|COMPLETED\n4471825|32G|OUT_OF_MEMORY\n"
                  "4418002.batch|31247872K\n4436551.batch|32684032K\n4452907.batch|32098304K\n"),
            ("assistant", "bcl-convert was OOM-killed at its 32G limit after 1 h 47 min, two thirds of the way "
                          "through the 3,744 tiles of this S4 flowcell. The three S4 runs before it finished, but at "
                          "29.8 to 31.2 GB, right under the limit, so this was coming. Everything runs with "
                          "errorStrategy 'terminate', so one spike kills the night.\n\n"
                          "Proposal: big_mem to 64 GB, and on exit 137 or 140 (out of memory, Slurm time or "
                          "memory kill) retry with memory multiplied by task.attempt, maxRetries 2."),
            ("user", "64 GB yes, retry with memory times the attempt, max 2 retries. and those jobs go to the highmem "
                     "partition, not seq, the seq nodes only have 192 GB and the pipeline runs 4 lanes in parallel. "
                     "keep this: highmem nodes have 512 GB, but the admins cap a single job at 256G. never ask for "
                     "more than that, the job just sits pending forever and nobody tells you"),
            shell("apply_patch < /tmp/big-mem.patch && sed -n '/withLabel: .big_mem./,/^    }/p' conf/base.config",
                  "Success. Updated the following files:\nM conf/base.config\n"
                  "    withLabel: 'big_mem' {\n"
                  "        queue         = 'highmem'\n"
                  "        cpus          = 16\n"
                  "        memory        = { 64.GB * task.attempt }\n"
                  "        time          = '6h'\n"
                  "        errorStrategy = { task.exitStatus in [137, 140] ? 'retry' : 'terminate' }\n"
                  "        maxRetries    = 2\n"
                  "    }\n"),
            ("assistant", "With maxRetries 2 the third attempt asks for 192 GB, still under the 256G cap."),
            shell("sbatch --test-only -p highmem --mem=192G --cpus-per-task=16 --wrap true; sbatch --test-only -p "
                  "highmem --mem=300G --cpus-per-task=16 --wrap true",
                  "sbatch: Job 4472003 to start at 2026-11-17T10:52:10 using 16 processors on nodes kelp-hm02 in "
                  "partition highmem\n"
                  "sbatch: Job 4472004 to start at 2027-11-17T10:52:10 using 16 processors on nodes kelp-hm01 in "
                  "partition highmem\n"),
            ("assistant", "That's the cap in action: 192G would start right away on kelp-hm02, while 300G gets a "
                          "start time a year away, i.e. never, with no error."),
            shell("bin/launch -profile kelp --run_dir /data/seq/runs/261116_A01873_0221_AH7LMFDSXC -resume 2>&1 | "
                  "tail -n 4; sacct -n -j $(cat .last_bclconvert_jobid) -o JobID,MaxRSS,State -P | grep batch",
                  "executor >  slurm (3)\n"
                  "[3f/a1c9e2] DEMUX:BCLCONVERT (261116_A01873_0221_AH7LMFDSXC) [100%] 1 of 1 ✔\n"
                  "[8e/11b07d] QC:FASTQC (384)                                    [100%] 384 of 384 ✔\n"
                  "Completed at: 17-Nov-2026 13:31:08\n"
                  "4472011.batch|40587264K|COMPLETED\n"),
            shell("git add conf/base.config && git commit -qm 'fix: big_mem on highmem, 64 GB with memory retries' "
                  "&& git log -1 --oneline",
                  "0f3d9b6 fix: big_mem on highmem, 64 GB with memory retries\n"),
            ("assistant", "The run finished on the first attempt with 64 GB; bcl-convert peaked at about 38.7 GB. "
                          "Committed as 0f3d9b6."),
        ],
        "facts": [
            fact("big-mem", "seqmill's big_mem processes (bcl-convert) get memory 64.GB * task.attempt and are "
                            "retried on exit 137 or 140, maxRetries 2 (was 32 GB, OOM-killed on an S4 flowcell).",
                 "config", "user", ["big_mem", ["64 GB", "64.GB"], ["task.attempt", "maxRetries"]]),
            fact("highmem", "big_mem jobs run on the highmem Slurm partition, not seq (seq nodes have 192 GB).",
                 "config", "user", ["highmem", ["big_mem", "partition"]]),
            fact("job-cap", "No single Slurm job on kelp may request more than 256G: highmem nodes have 512 GB but "
                            "the admins cap a job at 256G, and a larger request sits pending forever without an "
                            "error.",
                 "rule", "user", ["256G", ["pending", "cap"]], remember=True),
        ],
        "optional": [
            opt("oom-4471825", "Job 4471825 (bcl-convert for 261116_A01873_0221_AH7LMFDSXC) was OOM-killed at 32G; "
                               "the rerun peaked at about 38.7 GB.",
                ["4471825", ["OOM", "OUT_OF_MEMORY"]]),
        ],
        "questions": [
            q("How much memory does a big_mem process get?", "64 GB times task.attempt, maxRetries 2", ["big-mem"]),
            q("Which Slurm partition do big_mem jobs use?", "highmem, not seq", ["highmem"]),
            q("What's the most memory one Slurm job on kelp may request?", "256G; more sits pending forever",
              ["job-cap"]),
        ],
    },
    {
        "id": "h43-cx-elnsync-approvals",
        "project": ELNSYNC,
        "start": datetime(2026, 11, 20, 14, 0),
        "about": "elnsync: approved plate reader results from tessera go to the scientist's eLabFTW experiment; "
                 "matched by the lims_project extra field (the agent asks whether to remember it, the person says "
                 "yes); tessera fires a result.approved webhook; speculation (ELN writing back to tessera, Benchling "
                 "in 2028, signed PDFs) deferred; attaching the result CSV decided then reversed (team quota 1.86 of "
                 "2 GB): a link to the tessera result page plus a summary table, no files",
        "steps": [
            ("user", "elnsync, first real feature. when a plate reader result is approved in tessera, the scientist "
                     "should see it in their eLabFTW experiment. first question: how do we know which experiment?"),
            shell("curl -s -H \"Authorization: $ELAB_TOKEN\" \"$ELAB_URL/api/v2/experiments/4187\" | jq -c '{title, "
                  "extra: (.metadata | fromjson | .extra_fields | map_values(.value))}'",
                  "{\"title\":\"MBK-07 cytokine panel, plate 2\",\"extra\":{\"lims_project\":\"MBK-07\","
                  "\"instrument\":\"Envision 2\",\"protocol\":\"CYT-12\"}}\n"),
            shell("curl -s -H \"Authorization: $ELAB_TOKEN\" \"$ELAB_URL/api/v2/experiments?limit=1000\" | jq "
                  "'[length, (map(select(.metadata != null and (.metadata | fromjson | .extra_fields.lims_project "
                  "!= null))) | length)]' -c",
                  "[412,377]\n"),
            ("assistant", "The lab's experiment template already has an extra field lims_project holding the "
                          "tessera project code (MBK-07 here); 377 of the 412 experiments have it set. tessera knows "
                          "the project of every result, so that's the natural key."),
            ("user", "match on lims_project. the experiments without it, skip and log, the scientists will learn"),
            ("assistant", "And how should elnsync hear about approvals: poll tessera's API every few minutes, or "
                          "tessera calls elnsync when a result is approved?"),
            ("user", "webhook. tessera fires result.approved at elnsync when a result is approved, no polling"),
            ("user", "thinking out loud: at some point the ELN should maybe write back into tessera, like when a "
                     "scientist marks a well as failed in their notes. and there's talk of moving to Benchling when "
                     "the eLabFTW support contract ends in 2028. maybe signed PDFs of the results someday too. none "
                     "of that now, just so it's said"),
            ("assistant", "Noted as ideas, nothing to build now. For the content: I'd attach the result CSV to the "
                          "experiment and put a short summary table in the body."),
            ("user", "ok, attach the CSV and the summary table"),
            shell("apply_patch < /tmp/result-approved.patch && python -m elnsync.replay --event "
                  "tests/events/result_approved_mbk07.json --target staging",
                  "Success. Updated the following files:\nA elnsync/handlers/result_approved.py\n"
                  "M elnsync/app.py\nA tests/events/result_approved_mbk07.json\n"
                  "matched experiment 4187 (lims_project=MBK-07)\n"
                  "uploaded MBK-07_P-0398_results.csv (1.2 MB)\n"
                  "appended summary table (12 rows)\n"
                  "warning: team 'Immunology' upload storage 1.86 GB of 2.00 GB\n"),
            ("assistant", "It works, but look at the warning: the team's upload quota is 2 GB and it's already at "
                          "1.86 GB. Kinetic plate exports are 5 to 20 MB each; at about 40 approvals a week the "
                          "quota is full within days."),
            ("user", "ugh. ok, scrap the attachments. put a link to the result page in tessera plus the summary table "
                     "in the body. no files go into the ELN"),
            shell("apply_patch < /tmp/no-attachments.patch && python -m elnsync.replay --event "
                  "tests/events/result_approved_mbk07.json --target staging",
                  "Success. Updated the following files:\nM elnsync/handlers/result_approved.py\n"
                  "matched experiment 4187 (lims_project=MBK-07)\n"
                  "appended summary table (12 rows) and link https://tessera.lab.fernhill.internal/results/88213/\n"),
            ("assistant", "Done: no upload any more, the experiment gets the summary table and the link to the "
                          "result page. One question for later sessions: should I remember the lims_project "
                          "matching, i.e. that ELN experiments are found by that extra field?"),
            ("user", "yes, please keep that. and the field name is exactly lims_project, lowercase, the template "
                     "people love renaming things"),
            shell("pytest -q 2>&1 | tail -n 1 && git add -A && git commit -qm 'feat: push approved results to "
                  "eLabFTW as link and summary table' && git log -1 --oneline",
                  "14 passed in 1.02s\n"
                  "6a21f4e feat: push approved results to eLabFTW as link and summary table\n"),
            ("assistant", "Committed as 6a21f4e. tessera still needs the webhook sender for result.approved; that's "
                          "on the tessera side."),
        ],
        "facts": [
            fact("eln-match", "elnsync matches tessera results to eLabFTW experiments by the extra field lims_project "
                              "(exactly that name, lowercase) holding the tessera project code; experiments without "
                              "it are skipped and logged.",
                 "convention", "user", ["lims_project", ["eLabFTW", "extra field"]], remember=True),
            fact("eln-webhook", "tessera fires a result.approved webhook at elnsync when a result is approved; no "
                                "polling.",
                 "decision", "user", ["result.approved", "webhook"]),
            fact("eln-link-only", "elnsync writes a link to the tessera result page plus a summary table into the "
                                  "experiment body; no files go into the ELN (attaching the result CSV was dropped "
                                  "because the team's 2 GB upload quota was at 1.86 GB).",
                 "decision", "user", ["summary table", ["no files", "attachments", "link"]]),
        ],
        "optional": [
            opt("eln-quota", "The Immunology team's eLabFTW upload quota is 2 GB.", ["2 GB", "quota"]),
        ],
        "questions": [
            q("How does elnsync find the eLabFTW experiment for a result?", "by the lims_project extra field",
              ["eln-match"]),
            q("How does elnsync hear that a result was approved?", "tessera fires a result.approved webhook",
              ["eln-webhook"]),
            q("Does elnsync upload result files to the ELN?",
              "no files; a link to the tessera result page plus a summary table", ["eln-link-only"]),
        ],
    },
    {
        "id": "h43-cx-seqmill-samplesheet-check",
        "project": SEQMILL,
        "start": datetime(2026, 11, 23, 9, 30),
        "about": "seqmill: bcl-convert fails on 'MBK_07 sample 3'; lettered questions answered 'a) yes b) reject, "
                 "never autofix c) Description column': Sample_ID is <project code>-<specimen id> with letters, "
                 "digits and hyphens only; output layout /data/seq/projects/<PROJECT>/<run_id>/demux-NN/; preference "
                 "for plain error messages with line numbers, never a traceback; remember asked as a question ('could "
                 "you hang on to'); Conventional Commits",
        "steps": [
            ("user", "bcl-convert failed again on a sample sheet from a biology group, this time 'MBK_07 sample 3' "
                     "with a space in it. let's fix the naming once and check every sheet before a run starts"),
            shell("sed -n '/\\[BCLConvert_Data\\]/,$p' samplesheets/261122_MBK.csv; grep -m1 'Sample_ID' "
                  "/data/seq/runs/261122_A01873_0224_BH7NQWDSXC/logs/bclconvert.err",
                  "[BCLConvert_Data]\n"
                  "Lane,Sample_ID,index,index2\n"
                  "1,MBK-07-FH-26-004211,TCCGGAGA,ATAGAGGC\n"
                  "1,MBK_07 sample 3,ATTACTCG,TATAGCCT\n"
                  "1,mbk07_s5,CGCTCATT,CCTATCCT\n"
                  "Error: Sample_ID 'MBK_07 sample 3' contains illegal characters (allowed: A-Z a-z 0-9 - _)\n"),
            ("assistant", "Three questions before I write the check:\n\n"
                          "a) Sample_ID = <project code>-<specimen id>, like MBK-07-FH-26-004211, with only letters, "
                          "digits and hyphens? bcl-convert accepts underscores, but it builds file names as "
                          "<Sample_ID>_S<n>_L00<lane>_R1_001.fastq.gz and our downstream scripts split on '_'.\n"
                          "b) When a sheet breaks the rule: reject it, or fix the names automatically (spaces and "
                          "underscores to hyphens)?\n"
                          "c) The groups like their own labels ('sample 3'). Keep them anywhere?"),
            ("user", "a) yes b) reject, never autofix c) Description column"),
            ("user", "and the output layout while we're at it: everything we publish goes to "
                     "/data/seq/projects/<PROJECT>/<run_id>/demux-NN/, nothing else lives under projects/"),
            shell("apply_patch < /tmp/check-samplesheet.patch && python bin/check_samplesheet.py "
                  "samplesheets/261122_MBK.csv",
                  "Success. Updated the following files:\nA bin/check_samplesheet.py\nM main.nf\n"
                  "M nextflow.config\n"
                  "samplesheets/261122_MBK.csv, line 16: Sample_ID 'MBK_07 sample 3' has a space and an underscore. "
                  "Use <project code>-<specimen id>, for example MBK-07-FH-26-004211, and put your own label in the "
                  "Description column.\n"
                  "samplesheets/261122_MBK.csv, line 17: Sample_ID 'mbk07_s5' has an underscore and no specimen id. "
                  "Use <project code>-<specimen id>, for example MBK-07-FH-26-004211.\n"
                  "2 problems, sample sheet rejected.\n"),
            ("user", "good messages, a biologist can read that. I prefer it exactly like this: plain sentences with "
                     "the line number, never a python traceback in front of the groups"),
            shell("nextflow run main.nf -profile test --samplesheet tests/data/bad_samplesheet.csv 2>&1 | tail -n 3; "
                  "rg -n 'publish_root|outdir' nextflow.config",
                  "ERROR ~ Sample sheet rejected: 2 problems (see above). Nothing was started.\n"
                  "\n"
                  " -- Check '.nextflow.log' file for details\n"
                  "14:    publish_root = '/data/seq/projects'\n"
                  "15:    outdir       = null  // <publish_root>/<PROJECT>/<run_id>/demux-NN, set by bin/launch\n"),
            ("user", "could you hang on to the Sample_ID rule for the next time we touch sample sheets? it keeps "
                     "coming back"),
            ("assistant", "Yes. Sample_ID is <project code>-<specimen id>, letters, digits and hyphens only, no "
                          "underscores or spaces; a sheet that breaks it is rejected, never fixed automatically, and "
                          "the group's own label goes in Description."),
            shell("git log --oneline -4 && git add -A && git commit -qm 'feat: validate sample sheets before demux' "
                  "&& git log -1 --oneline",
                  "0f3d9b6 fix: big_mem on highmem, 64 GB with memory retries\n"
                  "8b04d7f one demux-NN per launch, delivered dirs read-only\n"
                  "5e7a112 chore: bump bcl-convert container to 4.3.6\n"
                  "c9d0e35 feat: FastQC summary in the delivery report\n"
                  "b2e96a0 feat: validate sample sheets before demux\n"),
            ("user", "commit style here is conventional commits, feat:, fix:, chore:, like most of the log. you got "
                     "it right"),
            ("assistant", "Committed as b2e96a0. The check runs before DEMUX in main.nf, so a bad sheet stops the "
                          "launch before anything is submitted to Slurm."),
        ],
        "facts": [
            fact("sample-id", "Sample_ID in seqmill sample sheets is <project code>-<specimen id> (e.g. "
                              "MBK-07-FH-26-004211), letters, digits and hyphens only; no underscores or spaces.",
                 "convention", "user", ["Sample_ID", ["<project code>-<specimen id>", "MBK-07-FH-26-004211"],
                                        ["underscores", "hyphens"]], remember=True),
            fact("reject-sheets", "A sample sheet that breaks the Sample_ID rule is rejected (never autofix); the "
                                  "group's own label goes in the Description column.",
                 "rule", "user", ["reject", "Description"]),
            fact("projects-layout", "Everything seqmill publishes goes to /data/seq/projects/<PROJECT>/<run_id>/"
                                    "demux-NN/; nothing else lives under projects/.",
                 "convention", "user", ["/data/seq/projects/", "demux-NN"]),
            fact("plain-errors", "Validation errors shown to the groups are plain sentences with the line number, "
                                 "never a Python traceback.",
                 "preference", "user", [["plain sentences", "line number"], "traceback"]),
            fact("commit-style", "seqmill commits use Conventional Commits (feat:, fix:, chore:).",
                 "convention", "user", ["conventional commits", ["feat:", "fix:"]]),
        ],
        "optional": [
            opt("check-script", "bin/check_samplesheet.py validates sample sheets and runs before DEMUX in main.nf.",
                ["check_samplesheet"]),
        ],
        "questions": [
            q("What form does a Sample_ID take in our sample sheets?",
              "<project code>-<specimen id>, letters, digits and hyphens only", ["sample-id"]),
            q("What happens to a sample sheet with a bad Sample_ID?",
              "rejected, never autofix; the group's own label goes in the Description column", ["reject-sheets"]),
            q("Where does seqmill publish its outputs?", "/data/seq/projects/<PROJECT>/<run_id>/demux-NN/",
              ["projects-layout"]),
            q("Which commit style does seqmill use?", "conventional commits: feat:, fix:, chore:",
              ["commit-style"]),
        ],
    },
]
