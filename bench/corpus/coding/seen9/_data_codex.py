"""Codex sessions of the h9 split, first half."""

from datetime import datetime

from _data_claude import A, T, U


def sh(cmd):
    return {"command": ["bash", "-lc", cmd], "workdir": None, "timeout_ms": 120000}


OPERATOR_LOG = """2026-10-07T09:14:02.118Z	INFO	reconciling	{"controller": "backupschedule", "namespace": "tenant-a", "name": "nightly", "reconcileID": "8f2c..."}
2026-10-07T09:14:02.131Z	INFO	status updated	{"controller": "backupschedule", "name": "nightly", "lastSyncTime": "2026-10-07T09:14:02Z"}
2026-10-07T09:14:02.140Z	INFO	reconciling	{"controller": "backupschedule", "namespace": "tenant-a", "name": "nightly", "reconcileID": "91ab..."}
2026-10-07T09:14:02.152Z	INFO	status updated	{"controller": "backupschedule", "name": "nightly", "lastSyncTime": "2026-10-07T09:14:02Z"}
2026-10-07T09:14:03.007Z	INFO	reconciling	{"controller": "backupschedule", "namespace": "tenant-a", "name": "nightly", "reconcileID": "a0d3..."}
2026-10-07T09:14:03.019Z	INFO	status updated	{"controller": "backupschedule", "name": "nightly", "lastSyncTime": "2026-10-07T09:14:03Z"}
2026-10-07T09:14:03.027Z	INFO	reconciling	{"controller": "backupschedule", "namespace": "tenant-b", "name": "hourly", "reconcileID": "a1c9..."}
... (4,812 more lines in the last 60s)"""

CX_OPERATOR = {
    "id": "h9-cx-backup-operator",
    "project": "/home/dana/go/src/github.local/platform/snapvault-operator",
    "start": datetime(2026, 10, 7, 9, 10),
    "about": "long hunt in a Go Kubernetes operator: hot reconcile loop; wrong guess (rate limiter); cause is status writes retriggering; predicate fix",
    "steps": [
        U("The snapvault operator is burning 2 full cores in staging and the apiserver audit log is full of "
          "BackupSchedule status patches. Only 30 BackupSchedules exist. Please find out why."),
        T("shell", sh("kubectl -n snapvault-system top pod"),
          "NAME                                   CPU(cores)   MEMORY(bytes)\n"
          "snapvault-controller-7d9c6b5f8-kx2lq   1987m        212Mi"),
        T("shell", sh("kubectl -n snapvault-system logs deploy/snapvault-controller --since=60s | head -n 8"),
          OPERATOR_LOG),
        A("About 80 reconciles per second for 30 objects, each one writing status. First thing I want to rule out "
          "is the workqueue rate limiter: if someone configured it with a zero base delay, errors would requeue "
          "immediately."),
        T("shell", sh("grep -rn 'RateLimiter\\|MaxConcurrentReconciles' internal/ cmd/"),
          "internal/controller/backupschedule_controller.go:142:\t\tWithOptions(controller.Options{MaxConcurrentReconciles: 4}).\n"
          "cmd/main.go:88:\t// default workqueue rate limiter (5ms..1000s exponential, 10 qps bucket)"),
        T("shell", sh("kubectl -n snapvault-system logs deploy/snapvault-controller --since=10m | grep -c 'Reconciler error'"),
          "0"),
        U("Could it be leader election flapping? We had two replicas for a while."),
        T("shell", sh("kubectl -n snapvault-system get lease snapvault-operator-lock -o yaml | grep -E 'holderIdentity|leaseTransitions' "
                      "&& kubectl -n snapvault-system get deploy snapvault-controller -o jsonpath='{.spec.replicas}'"),
          "  holderIdentity: snapvault-controller-7d9c6b5f8-kx2lq_6a0c9a3e-4b8e-4a57-9d0f-1f3d2b7a9c11\n"
          "  leaseTransitions: 3\n1"),
        A("One replica, 3 lease transitions total since the deploy days ago, same holder for hours. Leader election is "
          "stable, so that's not it either."),
        T("shell", sh("kubectl get events -n tenant-a --field-selector involvedObject.kind=BackupSchedule | tail -n 4"),
          "LAST SEEN   TYPE     REASON          OBJECT                   MESSAGE\n"
          "2s          Normal   CronJobSynced   backupschedule/nightly   CronJob nightly-backup up to date (x18422 over 4h)\n"
          "2s          Normal   StatusUpdated   backupschedule/nightly   next run 2026-10-08T02:00:00Z (x18422 over 4h)"),
        A("Not the rate limiter: it's the default one, and there are zero reconciler errors in 10 minutes, so "
          "nothing is being requeued with backoff at all. The reconciles are being triggered by watch events. "
          "Let me look at what the reconcile writes."),
        T("shell", sh("sed -n 60,120p internal/controller/backupschedule_controller.go"),
          "60\tfunc (r *BackupScheduleReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {\n"
          "61\t\tvar bs snapv1alpha1.BackupSchedule\n62\t\tif err := r.Get(ctx, req.NamespacedName, &bs); err != nil {\n"
          "63\t\t\treturn ctrl.Result{}, client.IgnoreNotFound(err)\n64\t\t}\n"
          "71\t\tnext, err := r.ensureCronJob(ctx, &bs)\n"
          "90\t\tbs.Status.NextRun = metav1.NewTime(next)\n91\t\tbs.Status.LastSyncTime = metav1.Now()\n"
          "92\t\tbs.Status.ObservedGeneration = bs.Generation\n"
          "93\t\tif err := r.Status().Update(ctx, &bs); err != nil {\n94\t\t\treturn ctrl.Result{}, err\n95\t\t}\n"
          "96\t\treturn ctrl.Result{Requeue: true}, nil\n97\t}"),
        T("shell", sh("sed -n 136,150p internal/controller/backupschedule_controller.go"),
          "136\tfunc (r *BackupScheduleReconciler) SetupWithManager(mgr ctrl.Manager) error {\n"
          "137\t\treturn ctrl.NewControllerManagedBy(mgr).\n138\t\t\tFor(&snapv1alpha1.BackupSchedule{}).\n"
          "139\t\t\tOwns(&batchv1.CronJob{}).\n140\t\t\tNamed(\"backupschedule\").\n"
          "142\t\t\tWithOptions(controller.Options{MaxConcurrentReconciles: 4}).\n143\t\t\tComplete(r)\n144\t}"),
        A("Three things stack up here:\n\n1. `LastSyncTime = metav1.Now()` makes every status update a real "
          "change, so the update always produces a new resourceVersion.\n2. `For(&BackupSchedule{})` has no "
          "predicate, so that status update is a watch event that enqueues the same object again.\n3. "
          "`Requeue: true` on success requeues it anyway.\n\nSo each reconcile causes at least one more — a "
          "self-feeding loop. The root cause is (2) together with (1): status writes retrigger the controller."),
        U("Makes sense. What's the fix you'd do?"),
        A("- Add `builder.WithPredicates(predicate.GenerationChangedPredicate{})` to `For(...)`: status updates "
          "don't bump `metadata.generation`, so they stop retriggering.\n- Only write status when something other "
          "than `LastSyncTime` changed.\n- Replace `Requeue: true` with `RequeueAfter`. How often should a "
          "schedule be re-checked without changes? 1m, 5m, 15m?"),
        U("5 minutes. The CronJob does the actual work, we only need to notice drift."),
        T("apply_patch", {"input": "*** Begin Patch\n*** Update File: internal/controller/backupschedule_controller.go\n"
                                    "@@\n-\t\tFor(&snapv1alpha1.BackupSchedule{}).\n+\t\tFor(&snapv1alpha1.BackupSchedule{},\n"
                                    "+\t\t\tbuilder.WithPredicates(predicate.GenerationChangedPredicate{})).\n@@\n"
                                    "-\treturn ctrl.Result{Requeue: true}, nil\n+\treturn ctrl.Result{RequeueAfter: resyncPeriod}, nil\n"
                                    "*** End Patch"},
          "Success. Updated the following files:\nM internal/controller/backupschedule_controller.go"),
        T("shell", sh("make test 2>&1 | tail -n 12"),
          "go fmt ./...\ngo vet ./...\nKUBEBUILDER_ASSETS=\"/home/dana/.local/share/kubebuilder-envtest/k8s/1.30.0-linux-amd64\" "
          "go test ./... -coverprofile cover.out\n?   \tgithub.local/platform/snapvault-operator/cmd\t[no test files]\n"
          "ok  \tgithub.local/platform/snapvault-operator/api/v1alpha1\t0.021s\tcoverage: 41.0% of statements\n"
          "--- FAIL: TestReconcile_StatusUnchanged (2.14s)\n    backupschedule_controller_test.go:211: expected 1 "
          "status update, got 0\nFAIL\tgithub.local/platform/snapvault-operator/internal/controller\t9.883s"),
        A("One failure: the test expects a status write on the first reconcile, but my `statusChanged` helper "
          "compares against the zero value wrongly when `ObservedGeneration` is 0. Fixing the comparison."),
        T("apply_patch", {"input": "*** Begin Patch\n*** Update File: internal/controller/status.go\n@@\n"
                                    "-\treturn old.NextRun.Equal(&new.NextRun) && old.ObservedGeneration == new.ObservedGeneration\n"
                                    "+\treturn !(old.NextRun.Equal(&new.NextRun) && old.ObservedGeneration == new.ObservedGeneration)\n"
                                    "*** End Patch"}, "Success. Updated the following files:\nM internal/controller/status.go"),
        T("shell", sh("make test 2>&1 | tail -n 4"),
          "ok  \tgithub.local/platform/snapvault-operator/api/v1alpha1\t0.020s\tcoverage: 41.0% of statements\n"
          "ok  \tgithub.local/platform/snapvault-operator/internal/controller\t10.412s\tcoverage: 68.3% of statements"),
        T("shell", sh("make deploy IMG=registry.local/snapvault-operator:dev-9f1e2 && sleep 120 && "
                      "kubectl -n snapvault-system top pod"),
          "namespace/snapvault-system unchanged\ncustomresourcedefinition.apiextensions.k8s.io/backupschedules.snap.platform.local configured\n"
          "deployment.apps/snapvault-controller configured\nNAME                                   CPU(cores)   MEMORY(bytes)\n"
          "snapvault-controller-5b8d7c9d4-q7wzt   4m           61Mi"),
        A("Down from 1987m to 4m CPU in staging. Reconciles now happen on spec changes, on CronJob changes, and "
          "every 5 minutes per object."),
        U("And the audit log? That's what the apiserver folks complained about."),
        T("shell", sh("kubectl logs -n kube-system -l component=kube-apiserver --since=5m | grep -c 'backupschedules/status'"),
          "7"),
        A("7 status writes in 5 minutes across all 30 BackupSchedules, versus roughly 4,800 per minute before. "
          "Those 7 are real changes (NextRun moved after a CronJob fired)."),
        U("Excellent. One more thing while I think of it: going forward, whenever anyone touches the types in "
          "api/v1alpha1, run `make manifests generate` before committing — we had a stale CRD in prod twice because "
          "the deepcopy and the yaml were out of date. Also can you drop the unused `debugDump` func?"),
        T("shell", sh("git grep -n debugDump && sed -i '/^func debugDump/,/^}/d' internal/controller/util.go && go build ./..."),
          "internal/controller/util.go:12:func debugDump(obj any) {"),
        A("Removed `debugDump`; builds clean. And noted about `make manifests generate` after any change to the API "
          "types."),
        U("thanks!"),
    ],
    "facts": [
        {"id": "hot-loop-cause", "text": "The operator's hot reconcile loop came from status updates (LastSyncTime = now) retriggering the controller, since For() had no predicate.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["status", "LastSyncTime"], "remember": False},
        {"id": "predicate-fix", "text": "Fix: For() uses GenerationChangedPredicate and status is written only when something besides LastSyncTime changed.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["GenerationChangedPredicate"], "remember": False},
        {"id": "resync", "text": "Reconcile requeues after 5 minutes (RequeueAfter) instead of Requeue: true; the CronJob does the work.",
         "type": "decision", "speaker": "user", "key_terms": ["RequeueAfter", ["5 minutes", "5m"]], "remember": False},
        {"id": "generate-rule", "text": "After touching the api/v1alpha1 types, run `make manifests generate` before committing.",
         "type": "rule", "speaker": "user", "key_terms": ["make manifests generate"], "remember": True},
    ],
    "optional": [
        {"id": "envtest", "text": "envtest uses Kubernetes 1.30.0 assets.", "key_terms": ["1.30.0"]},
    ],
    "questions": [
        {"q": "Why was the snapvault operator using 2 cores?", "answer": "status updates retriggered reconcile, no predicate",
         "facts": ["hot-loop-cause"]},
        {"q": "How often does a BackupSchedule resync?", "answer": "every 5 minutes with RequeueAfter", "facts": ["resync"]},
        {"q": "What must run after changing the API types?", "answer": "make manifests generate", "facts": ["generate-rule"]},
    ],
}

CX_BACKTEST = {
    "id": "h9-cx-backtest-lookahead",
    "project": "/home/aleks/src/merlin-backtest",
    "start": datetime(2026, 10, 12, 18, 30),
    "about": "F# backtester, user writes non-native English: look-ahead bias fixed, decimal prices, slippage bps, data/raw remember with typos",
    "steps": [
        U("Hello. I have problem with backtest, strategy MeanRevert5 give sharpe 4.1 on 2019-2024, this is too "
          "good for be true. Please can you look where is the mistake?"),
        T("shell", sh("sed -n 1,40p src/Merlin/Strategies/MeanRevert.fs"),
          "module Merlin.Strategies.MeanRevert\n\nopen Merlin.Core\n\nlet signal (bars: Bar[]) (i: int) =\n"
          "    let window = bars.[i-4 .. i] |> Array.map (fun b -> b.Close)\n    let mean = Array.average window\n"
          "    if bars.[i].Close < mean * 0.98 then Long\n    elif bars.[i].Close > mean * 1.02 then Flat\n    else Hold\n\n"
          "let run bars = Engine.simulate signal bars"),
        T("shell", sh("sed -n 30,60p src/Merlin/Engine.fs"),
          "let simulate (signal: Bar[] -> int -> Signal) (bars: Bar[]) =\n    let mutable pos = Flat\n"
          "    for i in 5 .. bars.Length - 1 do\n        match signal bars i with\n"
          "        | Long when pos = Flat -> fill i bars.[i].Close; pos <- Long\n"
          "        | Flat when pos = Long -> fill i bars.[i].Close; pos <- Flat\n        | _ -> ()"),
        A("Found it. The signal for bar `i` uses `bars.[i].Close`, and the engine then fills the trade at that "
          "same close. In reality you only know the close after the bar ends, so the earliest you can trade is the "
          "next bar's open. This is look-ahead bias: the strategy buys exactly at the low it just observed.\n\n"
          "Fix: the engine fills at `bars.[i+1].Open` for a signal computed on bar `i`. That applies to every "
          "strategy, so I'll do it in `Engine.simulate`, not in MeanRevert."),
        U("Yes, in the engine, good."),
        T("apply_patch", {"input": "*** Begin Patch\n*** Update File: src/Merlin/Engine.fs\n@@\n"
                                    "-        | Long when pos = Flat -> fill i bars.[i].Close; pos <- Long\n"
                                    "+        | Long when pos = Flat && i + 1 < bars.Length -> fill (i+1) bars.[i+1].Open; pos <- Long\n"
                                    "*** End Patch"}, "Success. Updated the following files:\nM src/Merlin/Engine.fs"),
        T("shell", sh("dotnet run --project src/Merlin.Cli -- backtest MeanRevert5 --from 2019-01-01 --to 2024-12-31"),
          "Merlin backtest v0.4.0\nstrategy     MeanRevert5\nperiod       2019-01-02 .. 2024-12-31 (1510 bars)\n"
          "trades       212\nCAGR         3.9%\nmax DD      -18.2%\nsharpe       0.41\nslippage     none\n"
          "warning: prices as float, cumulative rounding drift 0.0000031"),
        A("Sharpe 0.41 now — realistic, and sadly not very good. Two more things the output shows:\n\n"
          "- **slippage none**: no costs at all. A fixed cost in basis points per fill is the usual start.\n"
          "- **prices as float**: `Bar.Close` is `float`. For P&L `decimal` avoids the rounding drift.\n\n"
          "Should I change those too?"),
        U("Both yes. Slippage we take 2 bps fix per fill, our broker is cheap. And decimal for all the prices "
          "and cash, I had once a reconciliation with broker statement which was not matching because of float. "
          "Ah and please rememeber for the future: the folder data/raw is read only, never write or clean anything "
          "there, it is the vendor files and I have not backup of all."),
        T("shell", sh("grep -rln 'float' src/Merlin/Core/*.fs && dotnet build 2>&1 | tail -n 3"),
          "src/Merlin/Core/Bar.fs\nsrc/Merlin/Core/Portfolio.fs\n  Merlin.Core -> /home/aleks/src/merlin-backtest/"
          "src/Merlin.Core/bin/Debug/net8.0/Merlin.Core.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
        A("Done: `Bar` and `Portfolio` use `decimal` for prices and cash, and `Engine` applies `slippageBps = 2m` "
          "to every fill (buy pays +2 bps, sell gets −2 bps). The cache writer goes to `data/cache`; nothing touches "
          "`data/raw`."),
        U("Thank you very much, is good now."),
    ],
    "facts": [
        {"id": "lookahead", "text": "The too-good Sharpe was look-ahead bias: trades filled at the same bar's close the signal used; the engine now fills at the next bar's open.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["look-ahead", "Open"], "remember": False},
        {"id": "slippage", "text": "Slippage is a fixed 2 bps per fill.",
         "type": "config", "speaker": "user", "key_terms": ["2 bps"], "remember": False},
        {"id": "decimal", "text": "Prices and cash use decimal, not float, because float once broke reconciliation with the broker statement.",
         "type": "decision", "speaker": "user", "key_terms": ["decimal", "float"], "remember": False},
        {"id": "raw-readonly", "text": "data/raw is read-only vendor data: never write to or clean it.",
         "type": "rule", "speaker": "user", "key_terms": ["data/raw"], "remember": True},
    ],
    "optional": [
        {"id": "sharpe", "text": "MeanRevert5 Sharpe is 0.41 after the fix.", "key_terms": ["0.41"]},
    ],
    "questions": [
        {"q": "Why was MeanRevert5's Sharpe 4.1?", "answer": "look-ahead bias, filled at same bar close; now next bar open",
         "facts": ["lookahead"]},
        {"q": "What slippage does the backtester assume?", "answer": "2 bps per fill", "facts": ["slippage"]},
        {"q": "Can I clean up data/raw?", "answer": "no, read-only vendor files", "facts": ["raw-readonly"]},
    ],
}

PLAN_OUT = """Terraform will perform the following actions:

  # proxmox_virtual_environment_vm.media will be created
  + resource "proxmox_virtual_environment_vm" "media" {
      + name      = "media"
      + node_name = "pve2"
      + vm_id     = 214
      + cpu { + cores = 4 + type = "x86-64-v2-AES" }
      + memory { + dedicated = 8192 }
      + network_device { + bridge = "vmbr0" + vlan_id = 20 }
    }

  # proxmox_virtual_environment_vm.zigbee_bridge will be created
  + resource "proxmox_virtual_environment_vm" "zigbee_bridge" {
      + name      = "zigbee-bridge"
      + node_name = "pve1"
      + vm_id     = 230
      + network_device { + bridge = "vmbr0" + vlan_id = 30 }
    }

Plan: 2 to add, 0 to change, 0 to destroy."""

CX_HOMELAB = {
    "id": "h9-cx-homelab-state",
    "project": "/home/jonas/homelab-iac",
    "start": datetime(2026, 10, 17, 21, 0),
    "about": "Terraform + Ansible homelab: provider pick, MinIO state backend, python3-apt fix, AGENTS.md write, VLAN note buried",
    "steps": [
        U("evening. two things tonight: move terraform state off my laptop, and the ansible run is failing on "
          "the two new debian trixie boxes. state first"),
        T("shell", sh("cat versions.tf && ls"),
          "terraform {\n  required_providers {\n    proxmox = {\n      source  = \"Telmate/proxmox\"\n"
          "      version = \"2.9.14\"\n    }\n  }\n}\nREADME.md  ansible  main.tf  terraform.tfstate  terraform.tfstate.backup  "
          "variables.tf  versions.tf  vms.tf"),
        A("State is a local `terraform.tfstate`. You have MinIO on the NAS, so an `s3` backend pointed at it is "
          "the natural move. Also: `Telmate/proxmox` 2.9.14 is effectively unmaintained and doesn't work well with "
          "Proxmox 8; while we migrate state I'd switch to `bpg/proxmox`. Options:\n\n1. keep Telmate for now\n"
          "2. `bpg/proxmox` ~> 0.66 (active, supports PVE 8, different resource names so it's a state move)\n"
          "3. go hands-off and manage VMs with ansible's `community.general.proxmox_kvm` only"),
        U("2. telmate already broke twice on me. the state bucket: minio is at 10.0.20.5:9000, make a bucket "
          "tfstate"),
        T("shell", sh("mc mb nas/tfstate && mc version enable nas/tfstate"),
          "Bucket created successfully `nas/tfstate`.\nnas/tfstate versioning is enabled"),
        T("apply_patch", {"input": "*** Begin Patch\n*** Add File: backend.tf\n+terraform {\n+  backend \"s3\" {\n"
                                    "+    bucket                      = \"tfstate\"\n+    key                         = \"homelab/terraform.tfstate\"\n"
                                    "+    endpoints                   = { s3 = \"http://10.0.20.5:9000\" }\n"
                                    "+    region                      = \"main\"\n+    use_path_style              = true\n"
                                    "+    skip_credentials_validation = true\n+  }\n+}\n*** End Patch"},
          "Success. Updated the following files:\nA backend.tf"),
        T("shell", sh("terraform init -migrate-state -upgrade 2>&1 | tail -n 6 && terraform plan -no-color | tail -n 30"),
          "Successfully configured the backend \"s3\"! Terraform will automatically\nuse this backend unless the backend "
          "configuration changes.\n- Installing bpg/proxmox v0.66.3...\n- Installed bpg/proxmox v0.66.3 (signed by a HashiCorp partner)\n"
          "Terraform has been successfully initialized!\n\n" + PLAN_OUT),
        A("State is in `s3://tfstate/homelab/terraform.tfstate` on MinIO with versioning on, and the provider is "
          "`bpg/proxmox` v0.66.3 (constraint `~> 0.66`). The plan wants to *create* media and zigbee-bridge "
          "because the resources were renamed — I'll `terraform state mv`/import them so nothing gets recreated. "
          "Don't apply yet."),
        T("shell", sh("terraform import proxmox_virtual_environment_vm.media pve2/214 && terraform import "
                      "proxmox_virtual_environment_vm.zigbee_bridge pve1/230 && terraform plan -no-color | tail -n 1"),
          "proxmox_virtual_environment_vm.media: Importing from ID \"pve2/214\"...\nImport successful!\n"
          "proxmox_virtual_environment_vm.zigbee_bridge: Importing from ID \"pve1/230\"...\nImport successful!\n"
          "No changes. Your infrastructure matches the configuration."),
        U("nice. now ansible"),
        T("shell", sh("cd ansible && ansible-playbook site.yml -l trixie 2>&1 | tail -n 12"),
          "TASK [base : install unattended-upgrades] ***************************************\n"
          "fatal: [dns2]: FAILED! => {\"changed\": false, \"msg\": \"Could not import the python3-apt module using "
          "/usr/bin/python3 (3.13.5 (main, Jun 25 2026, 18:55:22) [GCC 14.2.0]). Ensure python3-apt package is "
          "installed (either manually or via \\\"apt-get install python3-apt\\\") for the selected interpreter.\"}\n"
          "fatal: [ha2]: FAILED! => {...same...}\n\nPLAY RECAP *********************************************************\n"
          "dns2 : ok=3 changed=0 unreachable=0 failed=1 skipped=0 rescued=0 ignored=0\n"
          "ha2  : ok=3 changed=0 unreachable=0 failed=1 skipped=0 rescued=0 ignored=0"),
        A("The trixie images are minimal and ship without `python3-apt`, which ansible's `apt` module needs. I "
          "added a `bootstrap` play at the top of `site.yml` that installs it with `raw: apt-get install -y "
          "python3-apt` when missing, before fact gathering."),
        T("shell", sh("cd ansible && ansible-playbook site.yml -l trixie 2>&1 | tail -n 3"),
          "PLAY RECAP *********************************************************\n"
          "dns2 : ok=19 changed=7 unreachable=0 failed=0 skipped=2 rescued=0 ignored=0\n"
          "ha2  : ok=19 changed=7 unreachable=0 failed=0 skipped=2 rescued=0 ignored=0"),
        U("perfect. can you put in AGENTS.md that before any commit you run `terraform fmt -check -recursive` and "
          "`ansible-lint`, both have to be clean. and make a note: VLAN 30 is IoT, nothing on 30 may ever reach the "
          "mgmt VLAN 10, so don't add firewall rules that open that, even temporarily. oh and rename vms.tf to "
          "guests.tf while youre at it"),
        T("shell", sh("git mv vms.tf guests.tf && printf '\\n## Before committing\\n\\n- `terraform fmt -check -recursive` "
                      "and `ansible-lint` must both be clean.\\n' >> AGENTS.md && terraform fmt -check -recursive && "
                      "cd ansible && ansible-lint"),
          "\nPassed: 0 failure(s), 0 warning(s) on 41 files. Last profile that met the validation criteria was 'production'."),
        A("AGENTS.md has the pre-commit checks, `vms.tf` is now `guests.tf`, and both checks are clean. And I'll "
          "keep VLAN 30 (IoT) away from the mgmt VLAN 10 — no rules opening that path."),
        U("👍"),
    ],
    "facts": [
        {"id": "provider", "text": "Proxmox provider switched from Telmate/proxmox to bpg/proxmox ~> 0.66 because Telmate broke twice.",
         "type": "decision", "speaker": "user", "key_terms": ["bpg/proxmox"], "remember": False},
        {"id": "backend", "text": "Terraform state lives in MinIO: s3 backend, bucket tfstate at http://10.0.20.5:9000, key homelab/terraform.tfstate.",
         "type": "config", "speaker": "user", "key_terms": ["tfstate", "10.0.20.5"], "remember": False},
        {"id": "python3-apt", "text": "Ansible failed on the Debian trixie hosts because python3-apt was missing; a bootstrap play installs it with raw.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["python3-apt", "bootstrap"], "remember": False},
        {"id": "agents-md", "text": "Before any commit, `terraform fmt -check -recursive` and `ansible-lint` must be clean (in AGENTS.md).",
         "type": "rule", "speaker": "user", "key_terms": ["terraform fmt", "ansible-lint"], "remember": True},
        {"id": "vlan", "text": "VLAN 30 is IoT and must never reach the mgmt VLAN 10; no firewall rules opening that, even temporarily.",
         "type": "rule", "speaker": "user", "key_terms": ["VLAN 30", "mgmt"], "remember": True},
    ],
    "optional": [
        {"id": "rename", "text": "vms.tf was renamed to guests.tf.", "key_terms": ["guests.tf"]},
        {"id": "minio-versioning", "text": "Versioning is enabled on the tfstate bucket.", "key_terms": ["versioning"]},
    ],
    "questions": [
        {"q": "Where is the homelab terraform state?", "answer": "MinIO s3 bucket tfstate at 10.0.20.5:9000",
         "facts": ["backend"]},
        {"q": "Which Proxmox provider do we use?", "answer": "bpg/proxmox 0.66", "facts": ["provider"]},
        {"q": "What checks run before commit?", "answer": "terraform fmt -check -recursive and ansible-lint",
         "facts": ["agents-md"]},
        {"q": "Can IoT devices reach the management network?", "answer": "no, VLAN 30 never reaches VLAN 10",
         "facts": ["vlan"]},
    ],
}

LOGROTATE = """/var/log/gatekeeper/*.log {
    daily
    rotate 14
    missingok
    compress
    delaycompress
    copytruncate
    notifempty
}"""

CX_PERL = {
    "id": "h9-cx-perl-logarchive",
    "project": "/opt/src/logcairn",
    "start": datetime(2026, 10, 26, 7, 55),
    "about": "Perl log archiver: lost lines from copytruncate race; zstd picked over xz; a 5.16-compat rule in lower-case with typos",
    "steps": [
        U("morning, audit says we're missing log lines in the archive around midnight every day, ~200 lines from "
          "gatekeeper. logcairn is supposed to get everything. can u check"),
        T("shell", sh("cat /etc/logrotate.d/gatekeeper"), LOGROTATE),
        T("shell", sh("grep -n 'seek\\|tell\\|inode' lib/LogCairn/Tail.pm"),
          "34:    my $ino = (stat $fh)[1];\n51:    if ((stat $self->{path})[1] != $self->{inode}) {\n"
          "58:    seek($fh, $self->{pos}, 0);"),
        A("The rotation uses `copytruncate`: logrotate copies the file and then truncates it in place. Between the "
          "copy and the truncate, gatekeeper keeps writing, and those lines are in neither the copy nor (after the "
          "truncate) the live file — that's the midnight gap. On top, `Tail.pm` detects rotation by inode change, "
          "which never happens with copytruncate, so it seeks to a stale offset past the new end.\n\nFix: drop "
          "`copytruncate`, use `create 0640 gatekeeper adm` so the file is renamed (new inode), and a "
          "`postrotate` that sends HUP to gatekeeper so it reopens. `Tail.pm` already handles the inode change."),
        U("does gatekeeper handle HUP?"),
        T("shell", sh("grep -rn 'SIGHUP\\|reopen' /opt/gatekeeper/src | head -n 3"),
          "/opt/gatekeeper/src/main.c:211:    signal(SIGHUP, on_hup);   /* reopen log file */\n"
          "/opt/gatekeeper/src/main.c:388:static void on_hup(int s) { reopen_requested = 1; }"),
        U("ok do that"),
        T("shell", sh("sudo sed -i 's/    copytruncate/    create 0640 gatekeeper adm\\n    postrotate\\n        "
                      "systemctl kill -s HUP gatekeeper.service\\n    endscript/' /etc/logrotate.d/gatekeeper && "
                      "sudo logrotate -d /etc/logrotate.d/gatekeeper 2>&1 | tail -n 4"),
          "rotating log /var/log/gatekeeper/access.log, log->rotateCount is 14\nrenaming /var/log/gatekeeper/access.log "
          "to /var/log/gatekeeper/access.log.1\ncreating new /var/log/gatekeeper/access.log mode = 0640 uid = 998 gid = 4\n"
          "running postrotate script"),
        U("while we're here, the nightly archive job with xz takes 40 minutes, can it be faster"),
        A("Options for the nightly compressor:\n\n- keep `xz -6`: smallest, 40 min\n- `zstd -19`: about as small "
          "as xz, still slow (~30 min)\n- `zstd -9`: ~15% bigger than xz, ~4 min, and decompression is much faster "
          "when someone greps old archives\n\nI'd take zstd -9."),
        U("zstd -9, disk is cheap. btw heads up: this code has to stay perl 5.16 compatable, the old centos box in "
          "the dmz runs it too. so no signatures no postfix deref, no say without feature"),
        T("shell", sh("perl -c -Mv5.16 bin/logcairn-archive && prove -l t/ 2>&1 | tail -n 3"),
          "bin/logcairn-archive syntax OK\nAll tests successful.\nFiles=11, Tests=84,  3 wallclock secs ( 0.05 usr  0.01 sys +  2.71 cusr  0.33 csys =  3.10 CPU)"),
        A("Switched `Archive.pm` to pipe through `zstd -9 -T0` and name files `*.log.zst`; the code stays within "
          "5.16. All 84 tests pass."),
        U("ty"),
    ],
    "facts": [
        {"id": "copytruncate", "text": "Missing midnight log lines came from logrotate copytruncate (lines lost between copy and truncate, no inode change); now create + postrotate HUP.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["copytruncate", "HUP"], "remember": False},
        {"id": "zstd", "text": "Nightly archives use zstd -9 instead of xz (4 min vs 40 min; disk is cheap).",
         "type": "decision", "speaker": "user", "key_terms": ["zstd -9"], "remember": False},
        {"id": "perl516", "text": "logcairn must stay Perl 5.16 compatible (old CentOS box in the DMZ): no signatures, no postfix deref.",
         "type": "rule", "speaker": "user", "key_terms": ["5.16"], "remember": True},
    ],
    "optional": [
        {"id": "zst-name", "text": "Archive files are named *.log.zst.", "key_terms": ["log.zst"]},
        {"id": "create-mode", "text": "logrotate creates the new file 0640 gatekeeper adm.", "key_terms": ["0640"]},
    ],
    "questions": [
        {"q": "Why were log lines missing around midnight?", "answer": "copytruncate race; now create with postrotate HUP",
         "facts": ["copytruncate"]},
        {"q": "Which compressor does the nightly archive use?", "answer": "zstd -9", "facts": ["zstd"]},
        {"q": "Which Perl version must logcairn support?", "answer": "Perl 5.16", "facts": ["perl516"]},
    ],
}

SESSIONS = [CX_OPERATOR, CX_BACKTEST, CX_HOMELAB, CX_PERL]
