"""Codex sessions of the h11 split (part one)."""

from __future__ import annotations

from datetime import datetime

from _common import fact, opt, q

OP_LOGS = """$ kubectl -n bucketkeeper-system logs deploy/bucketkeeper-controller-manager --tail=20
2026-11-23T09:14:02Z	INFO	controller-runtime.metrics	Starting metrics server	{"bindAddress": ":8080"}
2026-11-23T09:14:02Z	INFO	setup	starting manager	{"version": "v0.7.3", "go": "go1.23.3", "k8s": "v1.30.6"}
2026-11-23T09:14:02Z	INFO	Starting EventSource	{"controller": "bucket", "source": "kind source: *v1alpha1.Bucket"}
2026-11-23T09:14:02Z	INFO	starting server	{"name": "health probe", "addr": "[::]:8081"}
2026-11-23T09:14:03Z	INFO	reconciling	{"bucket": "team-a/logs", "generation": 4}
2026-11-23T09:14:03Z	INFO	reconciling	{"bucket": "team-a/logs", "generation": 4}
2026-11-23T09:14:03Z	INFO	reconciling	{"bucket": "team-a/logs", "generation": 4}
2026-11-23T09:14:03Z	INFO	reconciling	{"bucket": "team-a/logs", "generation": 4}
2026-11-23T09:14:04Z	INFO	reconciling	{"bucket": "team-a/logs", "generation": 4}
2026-11-23T09:14:04Z	INFO	reconciling	{"bucket": "team-a/logs", "generation": 4}
... (1,812 more lines in the last minute)
2026-11-23T09:15:01Z	ERROR	s3	ThrottlingException: Rate exceeded	{"bucket": "team-a/logs", "op": "GetBucketLifecycleConfiguration"}"""

OP_RECONCILE = """ 58	func (r *BucketReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
 59		var b v1alpha1.Bucket
 60		if err := r.Get(ctx, req.NamespacedName, &b); err != nil {
 61			return ctrl.Result{}, client.IgnoreNotFound(err)
 62		}
 ...
 88		lc, err := r.S3.GetBucketLifecycleConfiguration(ctx, b.Spec.Name)
 ...
 97		b.Status.LastSynced = metav1.Now()
 98		b.Status.ObservedGeneration = b.Generation
 99		if err := r.Update(ctx, &b); err != nil {
100			return ctrl.Result{}, err
101		}
102		return ctrl.Result{RequeueAfter: 30 * time.Second}, nil
103	}
 ...
140	func (r *BucketReconciler) SetupWithManager(mgr ctrl.Manager) error {
141		return ctrl.NewControllerManagedBy(mgr).
142			For(&v1alpha1.Bucket{}).
143			Complete(r)
144	}"""

OP_TEST = """$ make test
go fmt ./...
go vet ./...
KUBEBUILDER_ASSETS="/home/dev/bucketkeeper/bin/k8s/1.30.0-linux-amd64" go test ./... -coverprofile cover.out
?   	github.com/acme-internal/bucketkeeper/cmd	[no test files]
ok  	github.com/acme-internal/bucketkeeper/api/v1alpha1	0.041s	coverage: 12.5% of statements
ok  	github.com/acme-internal/bucketkeeper/internal/controller	14.802s	coverage: 71.3% of statements
ok  	github.com/acme-internal/bucketkeeper/internal/s3x	0.388s	coverage: 64.0% of statements"""

OP_KIND = """$ make docker-build IMG=bucketkeeper:dev && kind load docker-image bucketkeeper:dev --name bk && make deploy IMG=bucketkeeper:dev
[+] Building 41.2s (17/17) FINISHED
 => [builder 1/9] FROM docker.io/library/golang:1.23.3                          0.0s
 => [stage-1 1/3] FROM gcr.io/distroless/static:nonroot                       0.0s
Image: "bucketkeeper:dev" with ID "sha256:1f0c9a..." not yet present on node "bk-control-plane", loading...
namespace/bucketkeeper-system unchanged
customresourcedefinition.apiextensions.k8s.io/buckets.storage.acme.dev configured
deployment.apps/bucketkeeper-controller-manager configured
$ sleep 60; kubectl -n bucketkeeper-system logs deploy/bucketkeeper-controller-manager --since=60s | grep -c reconciling
3"""

OPERATOR = {
    "id": "h11-cx-operator-hotloop",
    "agent": "codex",
    "project": "/home/dev/bucketkeeper",
    "start": datetime(2026, 11, 23, 9, 20, 0),
    "about": "Go Kubernetes operator hot-looping; status written with Update triggers its own watch; "
             "fix with Status().Update plus GenerationChangedPredicate; requeue interval decided; "
             "finalizer name; 'rule of thumb' remember; ports/versions in logs are not decisions",
    "steps": [
        ("user", "operator is hammering S3, we got throttled in staging. logs attached by the "
                 "on-call bot, controller is bucketkeeper-controller-manager"),
        ("tool", "shell", {"command": ["bash", "-lc", "kubectl -n bucketkeeper-system logs "
                                       "deploy/bucketkeeper-controller-manager --tail=20"]}, OP_LOGS),
        ("assistant", "The same bucket (team-a/logs, generation 4) is reconciled several times per "
                      "second although nothing changed, so this is a hot loop, not real work. Reading "
                      "the reconciler."),
        ("tool", "shell", {"command": ["bash", "-lc", "nl -ba internal/controller/bucket_controller.go "
                                       "| sed -n '58,144p'"]}, OP_RECONCILE),
        ("assistant", "Found it. Line 99 writes the status with `r.Update(ctx, &b)` - a full object "
                      "update. That bumps resourceVersion, which produces a watch event on the "
                      "Bucket, which enqueues another reconcile, which writes `LastSynced` again... "
                      "`LastSynced = metav1.Now()` changes every time, so the loop never settles. Fix "
                      "in two parts:\n1. write status through the status subresource "
                      "(`r.Status().Update`), so spec-watchers aren't poked by it;\n2. add "
                      "`predicate.GenerationChangedPredicate{}` to `For(...)` so only spec changes "
                      "(generation bumps) trigger reconciles; periodic drift checks come from "
                      "RequeueAfter."),
        ("user", "do it"),
        ("tool", "apply_patch", {"input": "*** Update File: internal/controller/bucket_controller.go"},
         "Success. Updated the following files:\nM internal/controller/bucket_controller.go\n"
         "-	if err := r.Update(ctx, &b); err != nil {\n+	if err := r.Status().Update(ctx, &b); err != nil {\n"
         "-		For(&v1alpha1.Bucket{}).\n+		For(&v1alpha1.Bucket{}, builder.WithPredicates(predicate.GenerationChangedPredicate{})).\n"),
        ("tool", "shell", {"command": ["bash", "-lc", "make test"]}, OP_TEST),
        ("assistant", "Tests pass. One more thing: RequeueAfter is 30 s, so even without the loop each "
                      "bucket does a lifecycle GET every 30 s. With ~400 buckets in staging that's "
                      "~13 req/s to S3 on its own. What drift interval do you want?"),
        ("user", "5 minutes is plenty. nobody edits lifecycle rules by hand more often than that"),
        ("tool", "apply_patch", {"input": "*** Update File: internal/controller/bucket_controller.go"},
         "Success.\n-	return ctrl.Result{RequeueAfter: 30 * time.Second}, nil\n"
         "+	return ctrl.Result{RequeueAfter: driftInterval}, nil\n+const driftInterval = 5 * time.Minute"),
        ("assistant", "`driftInterval = 5 * time.Minute`, used for RequeueAfter."),
        ("user", "deploy to the kind cluster and check"),
        ("tool", "shell", {"command": ["bash", "-lc", "make docker-build IMG=bucketkeeper:dev && kind load "
                                       "docker-image bucketkeeper:dev --name bk && make deploy "
                                       "IMG=bucketkeeper:dev"]}, OP_KIND),
        ("assistant", "On kind: 3 reconcile lines in the last 60 s (the three buckets at startup) "
                      "instead of ~1800. The loop is gone."),
        ("user", "nice. while we're here - deleting a Bucket CR leaves the actual S3 bucket behind. "
                 "we need a finalizer"),
        ("assistant", "Sure. Naming: the kubebuilder convention is `<group>/<purpose>`. Your API group "
                      "is `storage.acme.dev`, so `storage.acme.dev/cleanup`? Also: should delete "
                      "actually delete the S3 bucket, or only when the CR opts in? Deleting data on a "
                      "CR delete is risky."),
        ("user", "name it bucketkeeper.io/cleanup, that's what the other team's tooling greps for. "
                 "and only delete the S3 bucket when spec.deletionPolicy is Delete, default Retain"),
        ("tool", "apply_patch", {"input": "*** Update File: internal/controller/bucket_controller.go\n"
                                          "*** Update File: api/v1alpha1/bucket_types.go"},
         "Success. Updated the following files:\nM internal/controller/bucket_controller.go\n"
         "M api/v1alpha1/bucket_types.go\n"
         "+const cleanupFinalizer = \"bucketkeeper.io/cleanup\"\n"
         "+	// +kubebuilder:validation:Enum=Retain;Delete\n+	// +kubebuilder:default=Retain\n"
         "+	DeletionPolicy string `json:\"deletionPolicy,omitempty\"`"),
        ("tool", "shell", {"command": ["bash", "-lc", "make manifests generate && make test"]},
         "/home/dev/bucketkeeper/bin/controller-gen-v0.16.4 rbac:roleName=manager-role crd webhook paths=\"./...\" "
         "output:crd:artifacts:config=config/crd/bases\n" + OP_TEST),
        ("assistant", "Finalizer `bucketkeeper.io/cleanup` is added on first reconcile; on deletion "
                      "the S3 bucket is only removed when `spec.deletionPolicy: Delete` (the CRD "
                      "defaults it to `Retain`), then the finalizer is dropped. Tests green, including "
                      "two new envtest cases for Retain and Delete."),
        ("user", "ok good. rule of thumb here: never r.Update the whole object just to write "
                 "status, always Status().Update or a status patch. that bit us twice now"),
        ("assistant", "Got it - status only through the status subresource. I also checked the other "
                      "two controllers: `policy_controller.go` had the same pattern at line 74, want "
                      "me to fix it too?"),
        ("user", "yes"),
        ("tool", "apply_patch", {"input": "*** Update File: internal/controller/policy_controller.go"},
         "Success.\n-	if err := r.Update(ctx, &p); err != nil {\n+	if err := r.Status().Update(ctx, &p); err != nil {"),
        ("tool", "shell", {"command": ["bash", "-lc", "make test"]}, OP_TEST),
        ("assistant", "Fixed in policy_controller.go too; tests pass."),
        ("user", "should we add a rate limiter on the s3 client as well?"),
        ("assistant", "We could wrap it with `golang.org/x/time/rate` at, say, 20 req/s. With the loop "
                      "gone and a 5 min interval we'd be far under S3 limits, though, so it's "
                      "defence in depth rather than a fix."),
        ("user", "hm skip for now"),
        ("assistant", "Skipping it."),
    ],
    "facts": [
        fact("hotloop-cause", "The reconciler hot-looped because it wrote status with r.Update on the "
             "whole object (LastSynced changes each time), triggering its own watch event.", "bugfix",
             "assistant", ["r.Update", ["hot loop", "watch event"]]),
        fact("hotloop-fix", "Fix: status written with r.Status().Update and GenerationChangedPredicate "
             "on For(), so only spec changes trigger reconciles.", "bugfix", "assistant",
             ["Status().Update", "GenerationChangedPredicate"]),
        fact("drift-interval", "Drift checks requeue every 5 minutes (driftInterval), not 30 s.",
             "config", "user", [["5 minutes", "5 * time.Minute"], ["RequeueAfter", "driftInterval"]]),
        fact("finalizer", "Finalizer is named bucketkeeper.io/cleanup (other team's tooling greps for "
             "it); the S3 bucket is deleted only when spec.deletionPolicy is Delete, default Retain.",
             "decision", "user", ["bucketkeeper.io/cleanup", "deletionPolicy"]),
        fact("status-rule", "Never r.Update the whole object to write status; always Status().Update "
             "or a status patch.", "rule", "user", ["Status().Update", "status"], remember=True),
    ],
    "optional": [
        opt("retain-default", "deletionPolicy defaults to Retain.", ["Retain"]),
    ],
    "questions": [
        q("Why was the bucket operator hammering S3?", "status r.Update triggered its own watch, hot loop",
          ["hotloop-cause", "hotloop-fix"]),
        q("What is the finalizer called?", "bucketkeeper.io/cleanup", ["finalizer"]),
        q("How often does the controller check for drift?", "every 5 minutes", ["drift-interval"]),
        q("How should status be written?", "Status().Update or status patch, never r.Update",
          ["status-rule"]),
    ],
}

PERL_RUN = """$ ./scrub.pl --in samples/app-2026-11-25.log --out /tmp/out.log && grep -n '@' /tmp/out.log | head
41:2026-11-25T10:02:11Z INFO  mail queued for <ANNA.K@EXAMPLE.ORG> id=88a1
97:2026-11-25T10:05:43Z WARN  bounce from postmaster@mx2.example.net (user unknown)
212:2026-11-25T10:19:02Z INFO  login ok user=j.doe+test@example.com ip=[REDACTED-IP]"""

PERL = {
    "id": "h11-cx-perl-scrub",
    "agent": "codex",
    "project": "/home/ops/logscrub",
    "start": datetime(2026, 11, 24, 16, 45, 0),
    "about": "nothing durable: Perl log scrubber misses some emails; two hypotheses; the user reruns "
             "and it works, ends with 'ok whatever, it works now, never mind'",
    "steps": [
        ("user", "scrub.pl lets some emails through. see sample"),
        ("tool", "shell", {"command": ["bash", "-lc", "./scrub.pl --in samples/app-2026-11-25.log "
                                       "--out /tmp/out.log && grep -n '@' /tmp/out.log | head"]},
         PERL_RUN),
        ("tool", "shell", {"command": ["bash", "-lc", "grep -n 'EMAIL' lib/Scrub/Rules.pm"]},
         "14:our $EMAIL = qr/[a-z0-9._%+-]+\\@[a-z0-9.-]+\\.[a-z]{2,}/i;\n"
         "52:    $line =~ s/$EMAIL/[REDACTED-EMAIL]/g;"),
        ("assistant", "Three misses. My first thought was case - `ANNA.K@EXAMPLE.ORG` is all caps - "
                      "but the pattern has `/i`, so that's not it. Maybe the `+` in `j.doe+test`? "
                      "It's inside the class, so it should be fine too. Let me run the rule in "
                      "isolation."),
        ("tool", "shell", {"command": ["bash", "-lc", "perl -Ilib -MScrub::Rules -e 'print "
                                       "Scrub::Rules::apply(qq{user=j.doe+test\\@example.com})'"]},
         "user=[REDACTED-EMAIL]"),
        ("assistant", "In isolation it works. So maybe the sample you ran is older than the current "
                      "Rules.pm - is there an installed copy of Scrub::Rules that shadows lib/? "
                      "`perl -MScrub::Rules -e 'print $INC{\"Scrub/Rules.pm\"}'` would tell."),
        ("user", "wait I think I ran the old binary from ~/bin. running again"),
        ("tool", "shell", {"command": ["bash", "-lc", "./scrub.pl --in samples/app-2026-11-25.log --out "
                                       "/tmp/out.log && grep -n '@' /tmp/out.log"]},
         "97:2026-11-25T10:05:43Z WARN  bounce from postmaster@mx2.example.net (user unknown)"),
        ("assistant", "Better - only the postmaster bounce line still has an `@`. Want me to dig into "
                      "why that one slips through?"),
        ("user", "nah that's a system address anyway. ok whatever, it works now, never mind"),
        ("assistant", "Alright, leaving it as is."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

ALIGN_INDEX_1 = """$ python -m seedhound.index build --ref ref/GRCh38_no_alt.fa --k 19 --w 10 --out idx/w10
[seedhound 0.4.2] python 3.12.7 numpy 2.1.3 numba 0.60.0
reading ref/GRCh38_no_alt.fa: 195 contigs, 3,099,734,149 bp
minimizers (k=19, w=10): 569,412,880 sampled positions
writing idx/w10/minimizers.u64 (memmap) ... done
writing idx/w10/positions.u32 (memmap) ... done
index size on disk: 41.3 GiB   peak RSS: 47.8 GiB
elapsed: 00:31:12"""

ALIGN_INDEX_2 = """$ python -m seedhound.index build --ref ref/GRCh38_no_alt.fa --k 19 --w 20 --out idx/w20
[seedhound 0.4.2] python 3.12.7 numpy 2.1.3 numba 0.60.0
minimizers (k=19, w=20): 298,117,406 sampled positions
index size on disk: 21.6 GiB   peak RSS: 25.9 GiB
elapsed: 00:17:40
$ python -m seedhound.eval --index idx/w20 --reads sim/hg002_150bp_1M.fq --truth sim/hg002_truth.bed
mapped: 99.21%   correctly placed (MAPQ>=20): 98.64%   (w10 run: 99.34% / 98.77%)
throughput: 41,200 reads/s on 16 threads"""

ALIGN_TRACE = """$ pytest tests/test_encode.py -x -q
F
=================================== FAILURES ===================================
____________________________ test_encode_read_with_n ____________________________
    def test_encode_read_with_n():
>       codes = encode_kmers("ACGTNACGTACGTACGTACGTA", k=19)
src/seedhound/encode.py:44: in encode_kmers
    code = (code << 2) | LUT[ord(base)]
E   IndexError: index 78 is out of bounds for axis 0 with size 4
1 failed in 0.41s"""

ALIGNER = {
    "id": "h11-cx-aligner-minimizers",
    "agent": "codex",
    "project": "/home/lab/seedhound",
    "start": datetime(2026, 11, 24, 10, 0, 0),
    "about": "Python read aligner: minimizer window set to 10, then changed to 20 after index memory "
             "(final counts); N-base crash root cause and fix; 'please remember' reference build; "
             "chatty user",
    "steps": [
        ("user", "hi! so the index builder is done-ish, let's pick the minimizer window. k is 19 like "
                 "we said. I'd start with w=10, sensitivity first"),
        ("tool", "shell", {"command": ["bash", "-lc", "python -m seedhound.index build --ref "
                                       "ref/GRCh38_no_alt.fa --k 19 --w 10 --out idx/w10"]}, ALIGN_INDEX_1),
        ("assistant", "Built with w=10: 569M sampled positions, 41.3 GiB on disk and 47.8 GiB peak "
                      "RSS. Note that the lab nodes have 64 GB, so with the aligner's own buffers "
                      "we'd be very close to the limit on one node."),
        ("user", "ugh, yeah that's too much, the shared nodes will OOM. try w=20 and show me what we "
                 "lose"),
        ("tool", "shell", {"command": ["bash", "-lc", "python -m seedhound.index build --ref "
                                       "ref/GRCh38_no_alt.fa --k 19 --w 20 --out idx/w20 && python -m "
                                       "seedhound.eval --index idx/w20 --reads sim/hg002_150bp_1M.fq "
                                       "--truth sim/hg002_truth.bed"]}, ALIGN_INDEX_2),
        ("assistant", "w=20 halves the index (21.6 GiB, 25.9 GiB peak) and costs very little: 99.21% "
                      "mapped vs 99.34%, 98.64% correctly placed vs 98.77%. That's about 0.13 points "
                      "for half the memory."),
        ("user", "ok go with w=20 then, make it the default in the cli. 0.13 is nothing compared to "
                 "not fitting on the nodes"),
        ("tool", "apply_patch", {"input": "*** Update File: src/seedhound/cli.py"},
         "Success.\n-    p.add_argument(\"--w\", type=int, default=10)\n+    p.add_argument(\"--w\", type=int, default=20)"),
        ("assistant", "Default window is now 20 in `seedhound.cli` (k stays 19)."),
        ("user", "cool. other thing, Mira's test file with Ns crashes the encoder"),
        ("tool", "shell", {"command": ["bash", "-lc", "pytest tests/test_encode.py -x -q"]}, ALIGN_TRACE),
        ("assistant", "The encoder looks up `LUT[ord(base)]`, and `LUT` only has 4 entries... wait, "
                      "no, it's indexed by `ord`, so it's size 4 only because `LUT` was built as "
                      "`np.array([0,1,2,3])` instead of a 256-entry table. Any base that isn't "
                      "A/C/G/T (here `N`, ord 78) indexes past the end. Fix: a 256-entry lookup table "
                      "with 255 as the 'invalid' code, and when the encoder hits an invalid base it "
                      "resets the rolling k-mer, so no k-mer spans an N."),
        ("user", "yes, k-mers across N should just not exist"),
        ("tool", "apply_patch", {"input": "*** Update File: src/seedhound/encode.py"},
         "Success.\n+LUT = np.full(256, 255, dtype=np.uint8)\n+for i, b in enumerate(b\"ACGT\"): LUT[b] = i; "
         "LUT[b + 32] = i\n+        if c == 255:\n+            code, filled = 0, 0  # restart after N\n+            continue"),
        ("tool", "shell", {"command": ["bash", "-lc", "pytest -q -m 'not slow'"]},
         "........................................                                [100%]\n40 passed, 6 deselected in 3.18s"),
        ("assistant", "All 40 fast tests pass, including the N case (lowercase bases are also "
                      "handled now, since soft-masked references use them)."),
        ("user", "thank youu. please remember the reference is always GRCh38 no-alt "
                 "(GRCh38_no_alt.fa), alt-aware mapping isn't implemented so an alt build would give "
                 "garbage MAPQs. and can you push?"),
        ("tool", "shell", {"command": ["bash", "-lc", "git push origin minimizer-index"]},
         "To git.lab.internal:seq/seedhound.git\n   4be01a2..e93f7c0  minimizer-index -> minimizer-index"),
        ("assistant", "Pushed. And noted: GRCh38 no-alt only, because there's no alt-aware mapping."),
    ],
    "facts": [
        fact("window-20", "Minimizer window w=20 is the default (k=19): it halves the index to 21.6 GiB "
             "so it fits the 64 GB nodes, for ~0.13 points of accuracy.", "decision", "user",
             ["w=20", "minimizer"]),
        fact("n-base-fix", "Reads with N crashed the encoder because LUT had 4 entries indexed by ord; "
             "it is now a 256-entry table and k-mers restart after an N.", "bugfix", "assistant",
             ["LUT", "256"]),
        fact("grch38-noalt", "The reference is always GRCh38 no-alt (GRCh38_no_alt.fa); alt-aware "
             "mapping isn't implemented.", "rule", "user", [["GRCh38_no_alt", "GRCh38 no-alt"]],
             remember=True),
    ],
    "optional": [
        opt("k19", "k-mer size is 19.", ["k=19", ["k is 19", "k 19"]]),
        opt("fast-tests", "Fast tests run with pytest -m 'not slow'.", ["not slow"]),
    ],
    "questions": [
        q("What minimizer window does the index use?", "w=20, k=19", ["window-20"]),
        q("Which reference build do we align against?", "GRCh38 no-alt", ["grch38-noalt"]),
        q("Why did reads with N crash?", "LUT only 4 entries; now 256-entry table, restart k-mer",
          ["n-base-fix"]),
    ],
}

CRAWL_SPEC = """$ crystal spec
..........F......

Failures:

  1) Politeness waits between requests to the same host
     Failure/Error: (t2 - t1).should be >= 2.seconds

       Expected: 00:00:00.000312000 to be >= 00:00:02

     # spec/politeness_spec.cr:27

Finished in 412.55 milliseconds
17 examples, 1 failures, 0 errors, 0 pending
Crystal 1.14.0 [dacd97bcc] (2024-10-09) LLVM: 18.1.8 Default target: x86_64-unknown-linux-gnu"""

CRAWLER = {
    "id": "h11-cx-crawler-politeness",
    "agent": "codex",
    "project": "/srv/src/lampfish",
    "start": datetime(2026, 11, 25, 13, 15, 0),
    "about": "Crystal web crawler politeness: per-host delay bug (keyed by URL not host) and fix; "
             "user agent string; robots cache; 'going forward' remember in the middle of a message",
    "steps": [
        ("user", "spec for politeness is red and I think we're actually hitting sites too fast in "
                 "prod, a webmaster complained"),
        ("tool", "shell", {"command": ["bash", "-lc", "crystal spec"]}, CRAWL_SPEC),
        ("tool", "shell", {"command": ["bash", "-lc", "sed -n '1,40p' src/lampfish/politeness.cr"]},
         "module Lampfish\n  class Politeness\n    def initialize(@delay : Time::Span)\n"
         "      @last = {} of String => Time::Span\n    end\n\n    def wait(url : URI)\n"
         "      key = url.to_s\n      if prev = @last[key]?\n        gap = Time.monotonic - prev\n"
         "        sleep(@delay - gap) if gap < @delay\n      end\n      @last[key] = Time.monotonic\n    end\n"),
        ("assistant", "The delay is keyed by `url.to_s`, the full URL, so two different pages on the "
                      "same host never wait for each other - effectively no politeness at all. It "
                      "should be keyed by host (`url.host`, lowercased, plus port). Fixing."),
        ("tool", "apply_patch", {"input": "*** Update File: src/lampfish/politeness.cr"},
         "Success.\n-      key = url.to_s\n+      key = \"#{url.host.try(&.downcase)}:#{url.port}\""),
        ("tool", "shell", {"command": ["bash", "-lc", "crystal spec"]},
         ".................\n\nFinished in 4.12 seconds\n17 examples, 0 failures, 0 errors, 0 pending"),
        ("assistant", "Green. The per-host delay is still the constructor default of 2 seconds - is "
                      "that what you want in prod?"),
        ("user", "keep 2s. also:\n- the user agent still says Crystal's default. set it to "
                 "`lampfish-crawler/0.4 (+https://lampfish.example/bot)` so people can find us\n- "
                 "going forward, max crawl depth is 3 unless a seed's config overrides it, we don't "
                 "want to wander into calendars and faceted search again\n- and bump the version "
                 "in shard.yml to 0.4.1"),
        ("tool", "apply_patch", {"input": "*** Update File: src/lampfish/fetcher.cr\n*** Update File: "
                                          "src/lampfish/config.cr\n*** Update File: shard.yml"},
         "Success. Updated the following files:\nM src/lampfish/fetcher.cr\nM src/lampfish/config.cr\nM shard.yml\n"
         "+  USER_AGENT = \"lampfish-crawler/0.4 (+https://lampfish.example/bot)\"\n"
         "+  property max_depth : Int32 = 3\n-version: 0.4.0\n+version: 0.4.1"),
        ("assistant", "Set the User-Agent header on every request, `max_depth` defaults to 3 (a seed's "
                      "`max_depth:` key overrides it), and shard.yml is at 0.4.1. Also - robots.txt is "
                      "re-fetched for every URL right now. Should I cache it per host?"),
        ("user", "yes cache it, 24h"),
        ("tool", "apply_patch", {"input": "*** Update File: src/lampfish/robots.cr"},
         "Success.\n+  ROBOTS_TTL = 24.hours\n+  @cache = {} of String => {Robots::Rules, Time}"),
        ("tool", "shell", {"command": ["bash", "-lc", "crystal spec && crystal build --release src/main.cr -o bin/lampfish"]},
         "...................\n\nFinished in 4.20 seconds\n19 examples, 0 failures, 0 errors, 0 pending"),
        ("assistant", "robots.txt is cached per host for 24 hours. 19 specs pass and the release "
                      "binary builds."),
        ("user", "thx"),
    ],
    "facts": [
        fact("host-key", "Politeness delay was keyed by full URL so pages on the same host never "
             "waited; it is now keyed by host and port.", "bugfix", "assistant",
             [["url.to_s", "full URL"], "host"]),
        fact("delay-2s", "Per-host delay stays 2 seconds in prod.", "config", "user",
             [["2s", "2 seconds"], "delay"]),
        fact("user-agent", "User agent is `lampfish-crawler/0.4 (+https://lampfish.example/bot)`.",
             "config", "user", ["lampfish-crawler/0.4"]),
        fact("max-depth", "Max crawl depth is 3 unless a seed's config overrides it, to stay out of "
             "calendars and faceted search.", "rule", "user", [["max crawl depth", "max_depth"], "3"],
             remember=True),
        fact("robots-cache", "robots.txt is cached per host for 24 hours.", "config", "user",
             ["robots.txt", ["24h", "24 hours"]]),
    ],
    "optional": [
        opt("version", "shard.yml version 0.4.1.", ["0.4.1"]),
    ],
    "questions": [
        q("What user agent does the crawler send?", "lampfish-crawler/0.4 (+https://lampfish.example/bot)",
          ["user-agent"]),
        q("How deep does the crawler go by default?", "3, unless seed config overrides", ["max-depth"]),
        q("Why did we hit sites too fast?", "delay keyed by full URL instead of host", ["host-key"]),
        q("How long is robots.txt cached?", "24 hours per host", ["robots-cache"]),
    ],
}
