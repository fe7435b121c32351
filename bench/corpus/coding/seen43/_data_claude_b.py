"""h43 Claude Code sessions, part b: platehound (the Rust watcher that picks plate reader exports up from the
instrument share and puts them into MinIO) uploading half-written files, an evening of questions about seqmill (the
Nextflow demux pipeline on the kelp Slurm cluster), and delivered FASTQs overwritten by a relaunched demux."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

PLATEHOUND = "/home/bastien/dev/platehound"
SEQMILL = "/home/bastien/dev/seqmill"

SESSIONS = [
    {
        "id": "h43-cc-platehound-half-files",
        "project": PLATEHOUND,
        "start": datetime(2026, 11, 10, 15, 0),
        "about": "platehound: Envision exports land in MinIO cut in half; the person's theory (SMB attribute cache) "
                 "replaced by the real cause: the Envision writes in two bursts and platehound uploaded 3 s after the "
                 "create event; now uploads once size and mtime are unchanged for stable_for (8 s, then 20 s after a "
                 "kinetic export paused 13 s); scan every 15 seconds; French-flavoured 'retain this for the next "
                 "times': never delete on the share, move to _uploaded/<YYYY-MM>/; conditional rule on a known name "
                 "with a different sha256 (.dup-<n>, #lab-data); near-miss 'the share ALWAYS disconnects on friday'",
        "steps": [
            ("user", "Hello. Problem with platehound: some exports of the Envision arrive in MinIO cut in the "
                     "middle, and the analysis notebook crashes with 'unexpected EOF'. Yesterday three files. I think "
                     "it is the SMB mount that caches the attributes and gives an old size"),
            bash("journalctl -u platehound --since 2026-11-09 | grep 'ENV2_20261109_1402'; stat -c '%s %y' "
                 "/mnt/instruments/platereaders/envision-2/_uploaded/2026-11/ENV2_20261109_1402_P-0398.csv",
                 "Nov 09 14:02:31 labdata-01 platehound[812]: detected "
                 "/mnt/instruments/platereaders/envision-2/ENV2_20261109_1402_P-0398.csv\n"
                 "Nov 09 14:02:34 labdata-01 platehound[812]: uploaded "
                 "plate-raw/envision-2/2026/11/ENV2_20261109_1402_P-0398.csv size=48213 sha256=9f1c04e2\n"
                 "101877 2026-11-09 14:02:47.000000000 +0100\n"),
            ("assistant", "The object in plate-raw has 48,213 bytes, the file on the share 101,877, and the file's "
                          "mtime is 14:02:47, thirteen seconds after the upload. So the upload happened while the "
                          "Envision was still writing. Before blaming the mount's attribute cache, let me look at "
                          "how platehound decides a file is ready, and then watch a file being written."),
            tool("Read", {"file_path": f"{PLATEHOUND}/src/watch.rs"},
                 "    41\t    for event in rx {\n"
                 "    42\t        if let EventKind::Create(_) = event.kind {\n"
                 "    43\t            let path = event.paths[0].clone();\n"
                 "    44\t            tokio::time::sleep(Duration::from_secs(cfg.settle_secs)).await;\n"
                 "    45\t            upload(&client, &cfg, &path).await?;\n"
                 "    46\t        }\n"
                 "    47\t    }\n"),
            bash("grep settle config/platehound.toml; cd /mnt/instruments/platereaders/envision-2 && for i in $(seq "
                 "1 20); do stat -c '%s %y' ENV2_test_endpoint.csv 2>/dev/null | cut -c1-22 || echo '0 -'; sleep 1; "
                 "done | uniq -c",
                 "settle_secs = 3\n"
                 "      2 0 -\n"
                 "      6 51234 2026-11-10 15:21:04\n"
                 "      1 98870 2026-11-10 15:21:10\n"
                 "     11 104512 2026-11-10 15:21:11\n"),
            ("assistant", "That's the cause, and it isn't the attribute cache: the sizes over SMB are accurate, they "
                          "just stop changing for a while. The Envision writes an export in two bursts: the plate "
                          "layout and the first read, then a pause of about 6 seconds while it computes, then "
                          "the rest. platehound sleeps `settle_secs` (3 s) after the create event and uploads, "
                          "which lands during the pause. Any fixed wait after the create event is a guess. "
                          "Better: scan the share, remember each file's size and mtime, and upload a file only once "
                          "both have been unchanged for a `stable_for` period. 8 seconds would cover this export."),
            ("user", "ok for 8 seconds. And the scan interval, how often do we look at the share? put 15 seconds. we "
                     "have 9 readers, it is not a lot of files"),
            tool("Edit", {"file_path": f"{PLATEHOUND}/src/watch.rs",
                          "old_string": "    for event in rx {\n"
                                        "        if let EventKind::Create(_) = event.kind {\n"
                                        "            let path = event.paths[0].clone();\n"
                                        "            tokio::time::sleep(Duration::from_secs(cfg.settle_secs))"
                                        ".await;\n"
                                        "            upload(&client, &cfg, &path).await?;\n"
                                        "        }\n    }\n",
                          "new_string": "    let mut seen: HashMap<PathBuf, Seen> = HashMap::new();\n"
                                        "    let mut tick = interval(Duration::from_secs(cfg.scan_interval_secs));\n"
                                        "    loop {\n        tick.tick().await;\n"
                                        "        for path in scan(&cfg.share).await? {\n"
                                        "            if seen.entry(path.clone()).or_default()"
                                        ".stable_for(&path, cfg.stable_for_secs)? {\n"
                                        "                upload(&client, &cfg, &path).await?;\n"
                                        "                seen.remove(&path);\n"
                                        "            }\n        }\n    }\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{PLATEHOUND}/config/platehound.toml",
                          "old_string": "settle_secs = 3\n",
                          "new_string": "scan_interval_secs = 15\nstable_for_secs = 8\n"},
                 "The file has been updated."),
            ("user", "Please retain this for the next times, it is important: platehound never deletes a file on "
                     "the share. After the upload it moves the file into _uploaded/<YYYY-MM>/ on the same share. The "
                     "instrument PCs are of the core facility, we don't delete nothing there"),
            bash("rg -n 'remove_file|rename' src/",
                 "src/upload.rs:88:    tokio::fs::rename(&path, &done_dir.join(name)).await?;\n"),
            ("assistant", "It already works that way: upload.rs:88 moves the file into `_uploaded/<YYYY-MM>/` and "
                          "nothing calls remove_file. I've added a test that fails if anything under src/ ever "
                          "deletes from the share."),
            ("user", "And another thing. If a file arrives with a name that already exists in plate-raw but the "
                     "sha256 is different, then always upload it as a new object with .dup-1, .dup-2 and so on at "
                     "the end, and post in #lab-data. Never overwrite, and never skip it because the name is known. "
                     "What does the code do today?"),
            tool("Read", {"file_path": f"{PLATEHOUND}/src/upload.rs"},
                 "    58\tpub async fn upload(client: &Client, cfg: &Config, path: &Path) -> Result<()> {\n"
                 "    59\t    let key = object_key(cfg, path)?;\n"
                 "    60\t    let body = ByteStream::from_path(path).await?;\n"
                 "    61\t    // plate-raw is versioned, a put with an existing key adds a version\n"
                 "    62\t    client.put_object().bucket(&cfg.bucket).key(&key).body(body).send().await?;\n"),
            ("assistant", "Today it puts with the same key. plate-raw is versioned, so that silently adds a new "
                          "version of the key: nothing is lost, but nobody notices and the notebook reads the newest "
                          "version. I'll do it your way: a HEAD first and compare the stored sha256 metadata. Same "
                          "hash means a rescan of a file we already have, nothing to do; a different hash goes to "
                          "`<key>.dup-<n>`, a .dup-<n> suffix with the next free n, plus a message in #lab-data."),
            tool("Edit", {"file_path": f"{PLATEHOUND}/src/upload.rs",
                          "old_string": "    client.put_object().bucket(&cfg.bucket).key(&key).body(body).send()"
                                        ".await?;\n",
                          "new_string": "    let key = match existing_sha256(client, cfg, &key).await? {\n"
                                        "        Some(old) if old == sha => return Ok(()),\n"
                                        "        Some(_) => { let k = next_dup_key(client, cfg, &key).await?; "
                                        "notify_lab_data(cfg, &key, &k).await?; k }\n"
                                        "        None => key,\n    };\n"
                                        "    client.put_object().bucket(&cfg.bucket).key(&key).body(body)"
                                        ".metadata(\"sha256\", &sha).send().await?;\n"},
                 "The file has been updated."),
            bash("cargo test 2>&1 | grep 'test result'",
                 "test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.84s\n"),
            ("user", "wait. before we deploy, try a kinetic protocol export, those are the long ones"),
            bash("cd /mnt/instruments/platereaders/envision-2 && for i in $(seq 1 25); do stat -c '%s %y' "
                 "ENV2_test_kinetic.csv 2>/dev/null | cut -c1-22 || echo '0 -'; sleep 1; done | uniq -c",
                 "      2 0 -\n"
                 "     13 61802 2026-11-10 15:40:42\n"
                 "      1 140233 2026-11-10 15:40:55\n"
                 "      9 151090 2026-11-10 15:40:56\n"),
            ("assistant", "The kinetic export stays silent for 13 seconds between the two bursts, longer than the "
                          "8 s we just set. It would have been uploaded half-written too."),
            ("user", "then 8 is too short. put stable_for to 20 seconds, it gives margin. the share ALWAYS "
                     "disconnects on friday afternoons anyway, every single week, so a bit slower doesn't matter "
                     "haha"),
            tool("Edit", {"file_path": f"{PLATEHOUND}/config/platehound.toml",
                          "old_string": "stable_for_secs = 8\n", "new_string": "stable_for_secs = 20\n"},
                 "The file has been updated."),
            bash("cargo build --release -q && sudo systemctl restart platehound && journalctl -u platehound -n 1 "
                 "--no-pager -o cat",
                 "platehound 0.7.0 starting: scan every 15s, stable_for 20s, bucket plate-raw\n"),
            bash("target/release/platehound reupload --since 2026-11-09 --share envision-2",
                 "ENV2_20261109_1402_P-0398.csv -> ENV2_20261109_1402_P-0398.csv.dup-1 (sha256 differs), posted "
                 "to #lab-data\n"
                 "ENV2_20261109_1517_P-0401.csv -> ENV2_20261109_1517_P-0401.csv.dup-1 (sha256 differs), posted "
                 "to #lab-data\n"
                 "ENV2_20261109_1630_P-0402.csv -> ENV2_20261109_1630_P-0402.csv.dup-1 (sha256 differs), posted "
                 "to #lab-data\n"),
            ("assistant", "Deployed. platehound now scans every 15 seconds and uploads a file only after 20 seconds "
                          "without a change in size or mtime. The three truncated files from yesterday went up "
                          "again as .dup-1 objects with a message in #lab-data each, so the notebook owners know "
                          "to use those."),
        ],
        "facts": [
            fact("half-files", "Truncated Envision exports in MinIO: the Envision writes an export in two bursts with "
                               "a pause, and platehound uploaded settle_secs (3 s) after the create event, during the "
                               "pause; the SMB attribute cache was not the cause. platehound now uploads a file only "
                               "once its size and mtime are unchanged for stable_for.",
                 "bugfix", "assistant", ["Envision", ["size and mtime", "stable_for"], ["two bursts", "pause"]]),
            fact("stable-for", "platehound uploads a file once size and mtime have been unchanged for 20 seconds "
                               "(stable_for_secs = 20); 8 was set first, but kinetic exports pause 13 seconds.",
                 "config", "user", ["stable_for", ["20 seconds", "stable_for_secs = 20"]]),
            fact("scan-interval", "platehound scans the instrument share every 15 seconds (scan_interval_secs).",
                 "config", "user", ["scan", "15 seconds"]),
            fact("keep-share", "platehound never deletes a file on the instrument share; after upload it moves the "
                               "file into _uploaded/<YYYY-MM>/ on the same share (the instrument PCs belong to the "
                               "core facility).",
                 "convention", "user", ["_uploaded", ["never deletes", "delete"]], remember=True),
            fact("dup-rule", "If a file arrives whose name already exists in plate-raw with a different sha256, "
                             "platehound always uploads it as a new object with a .dup-<n> suffix and posts in "
                             "#lab-data; never overwrite, never skip.",
                 "rule", "user", ["sha256", ".dup-", "#lab-data"]),
        ],
        "optional": [
            opt("plate-raw-keys", "Plate reader files go to the plate-raw bucket under "
                                  "<reader>/<YYYY>/<MM>/<file name>.",
                ["plate-raw", "envision-2/2026/11"]),
        ],
        "questions": [
            q("Why did plate reader exports arrive truncated in MinIO?",
              "the Envision writes in two bursts and platehound uploaded 3 s after the create event, during the "
              "pause", ["half-files"]),
            q("How long must a file be unchanged before platehound uploads it?", "20 seconds", ["stable-for"]),
            q("What does platehound do with a file on the share after uploading it?",
              "moves it into _uploaded/<YYYY-MM>/, never deletes", ["keep-share"]),
            q("What happens when a file with a known name but a different sha256 arrives?",
              "uploaded as a new object with a .dup-<n> suffix and a post in #lab-data", ["dup-rule"]),
        ],
    },
    {
        "id": "h43-cc-seqmill-how-it-works",
        "project": SEQMILL,
        "start": datetime(2026, 11, 12, 17, 30),
        "about": "seqmill: questions only from someone new to the pipeline (how -resume decides what to rerun, moving "
                 "the work dir, publishDir modes, sacct fields for memory, fairshare on kelp); nothing decided; "
                 "near-miss 'I can never remember the sacct format fields'",
        "steps": [
            ("user", "I'm new on seqmill, usually João does it. Some questions to understand, no changes today. "
                     "First: when somebody runs nextflow run ... -resume, how does Nextflow decide which tasks to run "
                     "again?"),
            ("assistant", "Every task gets a hash computed from its inputs: the process name, the script text after "
                          "variable substitution, the container, and each input file's path, size and last-modified "
                          "time (the default `cache` mode; `cache 'deep'` hashes file contents instead). The hash is "
                          "also the task's directory under work/, like work/3f/a1c9e2.... With -resume, Nextflow "
                          "looks the hash up in the cache of the previous session (.nextflow/cache/<session id>); if "
                          "it finds it and the work directory still has a successful exit status, the task is "
                          "skipped and its outputs are reused. Anything whose hash changed runs again, and so does "
                          "everything downstream of it, because their inputs change too."),
            ("user", "ok. and if I move the work dir to another disk, is the resume lost?"),
            ("assistant", "Mostly, yes. Tasks after the first ones take their inputs from files inside work/, so the "
                          "input paths are part of their hashes; move work/ and those paths change, the hashes no "
                          "longer match, and the tasks run again. Only the first tasks, whose inputs come from "
                          "outside work/ (the run folder), would still be found."),
            tool("Read", {"file_path": f"{SEQMILL}/modules/fastqc.nf"},
                 "     1\tprocess FASTQC {\n"
                 "     2\t    label 'small'\n"
                 "     3\t    publishDir \"${params.outdir}/qc\", mode: 'copy'\n"
                 "     4\t\n"
                 "     5\t    input:\n"
                 "     6\t    tuple val(sample), path(reads)\n"),
            ("user", "here it says mode copy. what is the difference between copy, link and symlink in publishDir?"),
            ("assistant", "They decide what lands in the publish directory:\n\n"
                          "- `copy`: a full copy of the file from work/. Independent of work/, so you can delete "
                          "work/ afterwards, but it takes the time and space of a second copy.\n"
                          "- `link`: a hard link. No extra space and instant, but only works when work/ and the "
                          "publish directory are on the same filesystem; the data survives deleting work/.\n"
                          "- `symlink` (the default): a symbolic link pointing into work/. Cheapest, but the "
                          "published file breaks as soon as work/ is cleaned.\n\n"
                          "On kelp work/ is on /scratch and outputs on /data, two filesystems, so `link` would fail "
                          "and `symlink` would break when scratch is cleaned; that's why the modules copy."),
            ("user", "and Slurm: I can never remember the sacct format fields, what is it again to see how much "
                     "memory a job used?"),
            ("assistant", "`sacct -j <jobid> --format=JobID,JobName%30,ReqMem,MaxRSS,Elapsed,State`. MaxRSS is the "
                          "peak memory; it's reported per step, so look at the `.batch` line rather than the job "
                          "line, which is usually empty for MaxRSS. ReqMem is what was asked for."),
            bash("sshare -U -u bastien.r,joao.p -o Account,User,RawShares,NormUsage,FairShare",
                 "             Account       User  RawShares  NormUsage  FairShare\n"
                 "-------------------- ---------- ---------- ---------- ----------\n"
                 "             lab-seq   bastien.r          1   0.412377   0.218750\n"
                 "             lab-seq      joao.p          1   0.061904   0.781250\n"),
            ("user", "last one: why do my jobs wait longer in the queue than João's?"),
            ("assistant", "Fairshare. You both have the same shares in the lab-seq account, but your recent usage "
                          "(NormUsage 0.41) is much higher than João's (0.06), mostly from last week's big "
                          "re-demux, I'd guess. Slurm lowers the priority of users who have used more than their "
                          "share recently, so your FairShare factor is 0.22 against his 0.78, and his jobs start "
                          "first when both wait for the same partition. Usage decays over time (the half-life is "
                          "set by the cluster admins), so it evens out again."),
            ("user", "ok, clearer now. thanks, that's all for today"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h43-cc-seqmill-fastq-overwritten",
        "project": SEQMILL,
        "start": datetime(2026, 11, 16, 9, 0),
        "about": "seqmill: delivered FASTQs of run 261110_A01873_0219_BH7KTWDSXC (Dr. Okafor's group) overwritten by a "
                 "relaunched demux with a corrected sample sheet: outdir derived from the run folder alone and "
                 "publishDir mode 'copy' overwrites; rule: one <run_id>/demux-NN per launch, delivered dirs read-only, "
                 "corrections as a new demux-NN; main.nf refuses an existing outdir; near-miss: the sequencing core's "
                 "own rule about who starts NovaSeq runs; heads-up remember: kelp maintenance on 8 December wipes "
                 "/scratch",
        "steps": [
            ("user", "Bad morning. The group of Dr. Okafor says the FASTQs of run 261110_A01873_0219_BH7KTWDSXC "
                     "changed: the md5 in our delivery email does not match the files anymore. I think somebody "
                     "relaunched the demux on friday with a corrected sample sheet"),
            bash("cd /data/seq/runs/261110_A01873_0219_BH7KTWDSXC && md5sum -c delivery/md5sums.txt 2>/dev/null | "
                 "grep -c FAILED; ls -l --time-style=+%F_%T fastq | sed -n 2,3p",
                 "384\n"
                 "-rw-r--r-- 1 svc-seqmill seq 2214839012 2026-11-13_18:22:41 "
                 "OKF-03-FH-26-003901_S1_L001_R1_001.fastq.gz\n"
                 "-rw-r--r-- 1 svc-seqmill seq 2290114377 2026-11-13_18:22:44 "
                 "OKF-03-FH-26-003901_S1_L001_R2_001.fastq.gz\n"),
            bash("grep -h -e 'Launching' -e 'params.outdir' /data/seq/runs/261110_A01873_0219_BH7KTWDSXC/"
                 ".nextflow.log*",
                 "Nov-11 06:02:13.418 [main] INFO  nextflow.cli.CmdRun - Launching `main.nf` [sharp_fermi] DSL2 - "
                 "revision: 4d1c2a9 (user svc-seqmill)\n"
                 "Nov-11 06:02:13.902 [main] DEBUG nextflow.Session - params.outdir = "
                 "/data/seq/runs/261110_A01873_0219_BH7KTWDSXC/fastq\n"
                 "Nov-13 17:48:55.170 [main] INFO  nextflow.cli.CmdRun - Launching `main.nf` [lonely_curie] DSL2 - "
                 "revision: 4d1c2a9 (user joao.p)\n"
                 "Nov-13 17:48:55.611 [main] DEBUG nextflow.Session - params.outdir = "
                 "/data/seq/runs/261110_A01873_0219_BH7KTWDSXC/fastq\n"),
            tool("Read", {"file_path": f"{SEQMILL}/nextflow.config"},
                 "    10\tparams {\n"
                 "    11\t    run_dir = null\n"
                 "    12\t    outdir  = \"${params.run_dir}/fastq\"\n"
                 "    13\t}\n"),
            bash("rg -n publishDir modules/demux.nf",
                 "modules/demux.nf:4:    publishDir params.outdir, mode: 'copy'\n"),
            ("assistant", "Your guess is right, and the pipeline let it happen. Two launches, the automatic one on "
                          "the 11th and João's on Friday the 13th with the corrected sample sheet, and both had the "
                          "same outdir because it's derived from the run folder alone (`${params.run_dir}/fastq`). "
                          "publishDir with `mode: 'copy'` overwrites existing files by default, so Friday's launch "
                          "overwrote the delivered files in place. And since bcl-convert's gzip output isn't "
                          "byte-identical between runs, all 384 files got new checksums, not only the six samples "
                          "whose lines were corrected. Dr. Okafor's delivery points at that directory, so what they "
                          "downloaded and what's there now differ."),
            ("user", "ok. So the content is fine except six samples, but every md5 is wrong, what a mess. Rule from "
                     "now: each launch gets its own output directory, <run_id>/demux-01, demux-02 and so on, never "
                     "reused. When we deliver, the deliver step makes the directory read-only. And a rerun never "
                     "touches a delivered directory: if a delivered run needs a correction, we deliver a new "
                     "demux-NN and we tell the group"),
            tool("Edit", {"file_path": f"{SEQMILL}/nextflow.config",
                          "old_string": "    outdir  = \"${params.run_dir}/fastq\"\n",
                          "new_string": "    outdir  = null  // set by bin/launch to the next free "
                                        "<run_id>/demux-NN\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{SEQMILL}/main.nf",
                          "old_string": "workflow {\n",
                          "new_string": "workflow {\n"
                                        "    if (file(params.outdir).exists())\n"
                                        "        error \"outdir ${params.outdir} exists; every launch writes to a "
                                        "new demux-NN\"\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{SEQMILL}/modules/deliver.nf",
                          "old_string": "    md5sum *.fastq.gz > md5sums.txt\n",
                          "new_string": "    md5sum *.fastq.gz > md5sums.txt\n"
                                        "    touch DELIVERED\n"
                                        "    chmod -R a-w \"${params.outdir}\"\n"},
                 "The file has been updated."),
            bash("bin/launch -profile test --run_dir tests/data/miniseq_run 2>&1 | grep outdir; bin/launch -profile "
                 "test --run_dir tests/data/miniseq_run 2>&1 | grep outdir; nextflow run main.nf -profile test "
                 "--run_dir tests/data/miniseq_run --outdir tests/data/miniseq_run/demux-01 2>&1 | grep ERROR",
                 "outdir: tests/data/miniseq_run/demux-01\n"
                 "outdir: tests/data/miniseq_run/demux-02\n"
                 "ERROR ~ outdir tests/data/miniseq_run/demux-01 exists; every launch writes to a new demux-NN\n"),
            ("assistant", "bin/launch picks the next free demux-NN, main.nf refuses to start when the outdir already "
                          "exists, and deliver writes md5sums.txt, a DELIVERED marker and then makes the directory "
                          "read-only. For the current run I'd rename Friday's output to demux-02 and deliver it as a "
                          "correction with a fresh md5sums.txt; the original files from the 11th are gone, but the "
                          "group has their copy."),
            bash("cd /data/seq/runs/261110_A01873_0219_BH7KTWDSXC && mv fastq demux-02 && (cd demux-02 && md5sum "
                 "*.fastq.gz > md5sums.txt && touch DELIVERED) && chmod -R a-w demux-02 && ls -ld demux-02",
                 "dr-xr-xr-x 2 svc-seqmill seq 36864 Nov 16 09:41 demux-02\n"),
            ("user", "By the way, the sequencing core has a rule that only their staff starts runs on the NovaSeq, "
                     "they are very strict with it. not our business here, just so you know why I can't restart "
                     "anything on the instrument myself"),
            ("assistant", "Understood, nothing on our side needs the instrument; the correction is only a new "
                          "delivery from demux-02."),
            ("user", "Also something for later, keep it in mind: on 8 December the kelp cluster is down all day for "
                     "maintenance and /scratch gets wiped. Any work dir we want to resume after that must be moved "
                     "to /data before the 7th"),
            bash("du -sh /scratch/seqmill/work", "1.7T\t/scratch/seqmill/work\n"),
            ("assistant", "Noted for the 8 December maintenance. /scratch/seqmill/work holds 1.7 TB today; most of "
                          "it belongs to finished runs that nobody will resume, so only the runs still in progress "
                          "that week need moving to /data."),
            bash("git add -A && git commit -qm 'one demux-NN per launch, delivered dirs read-only' && git log -1 "
                 "--oneline",
                 "8b04d7f one demux-NN per launch, delivered dirs read-only\n"),
        ],
        "facts": [
            fact("fastq-overwrite", "On 2026-11-13 a relaunch of the demux for run 261110_A01873_0219_BH7KTWDSXC with "
                                    "a corrected sample sheet overwrote the FASTQs already delivered to Dr. Okafor's "
                                    "group: the outdir was derived from the run folder alone and publishDir mode "
                                    "'copy' overwrites existing files; all 384 md5s changed.",
                 "fact", "assistant", [["261110_A01873_0219_BH7KTWDSXC", "Okafor"], "publishDir",
                                       ["overwrites", "overwrote"]]),
            fact("demux-nn", "Every seqmill launch writes to its own <run_id>/demux-NN directory, never reused; the "
                             "deliver step makes a delivered directory read-only; a rerun never touches a delivered "
                             "directory, a correction is delivered as a new demux-NN and the group is told.",
                 "rule", "user", ["demux-", "read-only", "delivered"]),
            fact("outdir-guard", "seqmill's main.nf refuses to start when params.outdir already exists; bin/launch "
                                 "picks the next free demux-NN.",
                 "bugfix", "assistant", ["outdir", ["exists", "bin/launch"]]),
            fact("kelp-maintenance", "On 8 December the kelp cluster is down all day for maintenance and /scratch "
                                     "gets wiped; work dirs to resume afterwards must be moved to /data before the "
                                     "7th.",
                 "fact", "user", ["8 December", "/scratch", ["wiped", "maintenance"]],
                 remember=True),
        ],
        "optional": [
            opt("delivered-marker", "The deliver step writes md5sums.txt and a DELIVERED marker before making the "
                                    "directory read-only.",
                ["DELIVERED", "md5sums.txt"]),
            opt("okafor-demux-02", "Run 261110_A01873_0219_BH7KTWDSXC's corrected output was delivered again as "
                                   "demux-02.",
                ["demux-02"]),
        ],
        "questions": [
            q("What overwrote the delivered FASTQs of run 261110_A01873_0219_BH7KTWDSXC?",
              "a relaunch of the demux with a corrected sample sheet and the same outdir; publishDir mode 'copy' "
              "overwrites", ["fastq-overwrite"]),
            q("Where does each seqmill launch write its output, and how is a delivered run corrected?",
              "its own <run_id>/demux-NN, never reused; a correction is delivered as a new demux-NN",
              ["demux-nn"]),
            q("What happens on kelp on 8 December?", "down all day for maintenance and /scratch gets wiped",
              ["kelp-maintenance"]),
        ],
    },
]
