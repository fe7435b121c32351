"""h64 Codex sessions, part a: pdfa-forge, the Castelvero court's document-conversion service (Python, FastAPI
and a RabbitMQ consumer; LibreOffice headless, Ghostscript to PDF/A-2b, veraPDF validation). A missing ICC
profile after a base-image switch, scaling the workers with KEDA, and a separate queue for huge scans."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell, tool

PDFA = "/home/matteo/dev/pdfa-forge"

_WORKER_LOG = """2026-11-05T08:12:40.118+01:00 INFO  consumer  got job 8f2e41 doc=DEP-2026-119004/allegato-3.docx urgent=false
2026-11-05T08:12:43.907+01:00 INFO  libreoffice soffice --headless --convert-to pdf -> /tmp/job-8f2e41/allegato-3.pdf (3.7s)
2026-11-05T08:12:44.015+01:00 INFO  ghostscript gs -dPDFA=2 -dBATCH -dNOPAUSE -sColorConversionStrategy=RGB -sDEVICE=pdfwrite -dPDFACompatibilityPolicy=1 -sOutputFile=/tmp/job-8f2e41/out.pdf /app/pdfa/PDFA_def.ps /tmp/job-8f2e41/allegato-3.pdf
2026-11-05T08:12:44.208+01:00 WARN  ghostscript    **** Error: Couldn't open ICC profile file /usr/share/color/icc/sRGB.icc
2026-11-05T08:12:44.209+01:00 WARN  ghostscript    **** Error: PDF/A OutputIntent not written, continuing without PDF/A
2026-11-05T08:12:45.871+01:00 INFO  verapdf     validating /tmp/job-8f2e41/out.pdf profile=2b
2026-11-05T08:12:47.330+01:00 ERROR verapdf     NOT COMPLIANT: 3 rules failed
    <rule specification="ISO 19005-2:2011" clause="6.2.3" testNumber="2" status="failed" failedChecks="1">
      <description>If a file's OutputIntents array contains more than one entry ... or if the file uses a device-dependent colour space, it shall contain a PDF/A OutputIntent</description>
      <object>PDDocument</object>
    </rule>
    <rule specification="ISO 19005-2:2011" clause="6.2.4.3" testNumber="4" status="failed" failedChecks="212">
      <description>DeviceRGB shall only be used if a device independent DefaultRGB colour space has been set ... or if the file has a PDF/A OutputIntent that contains an RGB destination profile</description>
    </rule>
    <rule specification="ISO 19005-2:2011" clause="6.6.4" testNumber="1" status="failed" failedChecks="1">
      <description>The PDF/A version and conformance level of a file shall be specified using the PDF/A Identification extension schema</description>
    </rule>
2026-11-05T08:12:47.334+01:00 INFO  consumer  reply job 8f2e41 status=rejected reason="documento non conforme"
"""

_DOCKER_DIFF = """commit 41c0b77e2a9d3f5c8b6a1e0d9c8b7a6f5e4d3c2b
Author: Matteo <matteo@tribunale-castelvero.example>
Date:   Wed Nov 4 17:30:12 2026 +0100

    bump base image, libreoffice 24.8

diff --git a/Dockerfile b/Dockerfile
-FROM python:3.12-slim-bullseye
+FROM python:3.12-slim-bookworm
 RUN apt-get update && apt-get install -y --no-install-recommends \\
-      libreoffice-writer-nogui=1:7.0.4-4+deb11u10 ghostscript icc-profiles-free \\
+      libreoffice-writer-nogui ghostscript \\
       fonts-dejavu fonts-liberation2 \\
     && rm -rf /var/lib/apt/lists/*
"""

_LS_ICC = """$ docker run --rm registry.tribunale-castelvero.example/conv/pdfa-forge:2026.11.1 sh -c 'ls -l /usr/share/color/icc/ 2>&1; soffice --version; gs --version; dpkg -l | grep -i icc'
ls: cannot access '/usr/share/color/icc/': No such file or directory
LibreOffice 24.8.2.1 480(Build:1)
10.00.0
ii  liblcms2-2:amd64   2.14-2   amd64   Little CMS 2 color management library
$ docker run --rm registry.tribunale-castelvero.example/conv/pdfa-forge:2026.10.3 sh -c 'ls -l /usr/share/color/icc/'
total 4
lrwxrwxrwx 1 root root   29 Jan 12  2024 sRGB.icc -> /usr/share/color/icc/free/sRGB.icc
drwxr-xr-x 2 root root 4096 Oct  2 09:11 free
"""

_PATCH_ICC = """*** Begin Patch
*** Add File: assets/icc/sRGB2014.icc (binary, 3024 bytes, from the ICC registry, licence in assets/icc/LICENSE)
*** Update File: pdfa/PDFA_def.ps
-/ICCProfile (/usr/share/color/icc/sRGB.icc) def
+/ICCProfile (__PDFA_ICC_PATH__) def
*** Update File: pdfa_forge/convert.py
@@
-PDFA_DEF = Path("/app/pdfa/PDFA_def.ps")
+ICC_PATH = Path(os.environ.get("PDFA_ICC_PATH", "/app/assets/icc/sRGB2014.icc"))
+
+def pdfa_def() -> Path:
+    \"\"\"PDFA_def.ps with the ICC path filled in; rendered once per process.\"\"\"
+    ...
*** Update File: pdfa_forge/startup.py
+def check_icc() -> None:
+    if not ICC_PATH.is_file():
+        raise SystemExit(f"PDFA_ICC_PATH {ICC_PATH} missing: refusing to start, PDF/A output would be invalid")
*** Update File: Dockerfile
+COPY assets/icc/ /app/assets/icc/
+ENV PDFA_ICC_PATH=/app/assets/icc/sRGB2014.icc
*** End Patch
"""

_PYTEST_ICC = """============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
rootdir: /home/matteo/dev/pdfa-forge
configfile: pyproject.toml
plugins: asyncio-0.24.0
collected 31 items

tests/test_convert.py ..........                                          [ 32%]
tests/test_pdfa_def.py ...                                                [ 41%]
tests/test_startup.py ..                                                  [ 48%]
tests/test_validation.py ........                                         [ 74%]
tests/integration/test_docker_roundtrip.py ........                       [100%]

-- veraPDF 1.26.2 (docker roundtrip) --
  docx_calibri.docx        -> PDF/A-2b  compliant  (0 failed rules)
  odt_tables.odt           -> PDF/A-2b  compliant  (0 failed rules)
  scan_rgb_jpeg.pdf        -> PDF/A-2b  compliant  (0 failed rules)
  urgente_ricorso.docx     -> PDF/A-2b  compliant  (0 failed rules)
============================== 31 passed in 58.41s ==============================
"""

_ENV_SAMPLE = """# .env.example
AMQP_URL=amqp://pdfa:***@rabbitmq.conv.svc:5672/conv
QUEUE_IN=convert.requests
QUEUE_OUT=convert.replies
PDFA_LEVEL=2b
PDFA_ICC_PATH=/app/assets/icc/sRGB2014.icc
VERAPDF_BIN=/opt/verapdf/verapdf
CONVERT_TIMEOUT_S=120
"""

_RABBIT = """$ kubectl -n conv exec rabbitmq-0 -- rabbitmqctl list_queues name messages consumers messages_unacknowledged
Timeout: 60.0 seconds ...
Listing queues for vhost conv ...
name\tmessages\tconsumers\tmessages_unacknowledged
convert.requests\t812\t2\t2
convert.replies\t0\t3\t0
convert.requests.dlq\t4\t0\t0
$ kubectl -n conv top pods -l app=pdfa-forge
NAME                          CPU(cores)   MEMORY(bytes)
pdfa-forge-7b9c6d5f8-2lmzq    212m         611Mi
pdfa-forge-7b9c6d5f8-x8w4n    198m         587Mi
$ grep -h 'job done' /tmp/worker-0911.log | awk '{print $NF}' | sort -n | awk '{a[NR]=$1} END {print "p50="a[int(NR*0.5)]" p95="a[int(NR*0.95)]" n="NR}'
p50=5.9s p95=14.2s n=1630
"""

_SCALEDOBJECT = """apiVersion: keda.sh/v1alpha1
kind: ScaledObject
metadata:
  name: pdfa-forge
  namespace: conv
spec:
  scaleTargetRef:
    name: pdfa-forge
  minReplicaCount: 2
  maxReplicaCount: 12
  cooldownPeriod: 300
  pollingInterval: 15
  triggers:
    - type: rabbitmq
      metadata:
        protocol: amqp
        queueName: convert.requests
        mode: QueueLength
        value: "20"
      authenticationRef:
        name: pdfa-forge-rabbitmq
"""

_KEDA_DESCRIBE = """$ kubectl -n conv describe scaledobject pdfa-forge | sed -n '/Status:/,$p'
Status:
  Conditions:
    Message:  ScaledObject is defined correctly and is ready for scaling
    Reason:   ScaledObjectReady
    Status:   True
    Type:     Ready
    Message:  Scaling is performed because triggers are active
    Reason:   ScalerActive
    Status:   True
    Type:     Active
  External Metric Names:
    s0-rabbitmq-convert-requests
  Hpa Name:                keda-hpa-pdfa-forge
  Last Active Time:        2026-11-11T09:14:45Z
  Original Replica Count:  2
Events:
  Type    Reason              Age   From           Message
  ----    ------              ----  ----           -------
  Normal  KEDAScalersStarted  4m    keda-operator  Started scalers watch
  Normal  ScaledObjectReady   4m    keda-operator  ScaledObject is ready for scaling
$ kubectl -n conv get hpa keda-hpa-pdfa-forge
NAME                  REFERENCE               TARGETS           MINPODS   MAXPODS   REPLICAS   AGE
keda-hpa-pdfa-forge   Deployment/pdfa-forge   14/20 (avg)       2         12        12         4m
"""

_LINT = """$ make lint typecheck
ruff check pdfa_forge tests
pdfa_forge/consumer.py:88:5: F841 Local variable `started` is assigned to but never used
Found 1 error.
make: *** [Makefile:14: lint] Error 1
$ make lint typecheck
ruff check pdfa_forge tests
All checks passed!
mypy --strict pdfa_forge
Success: no issues found in 23 source files
"""

_OOM = """$ kubectl -n conv get pods -l app=pdfa-forge --sort-by=.status.startTime | tail -4
NAME                          READY   STATUS      RESTARTS        AGE
pdfa-forge-7b9c6d5f8-9xq2p    1/1     Running     7 (3m ago)      5h
pdfa-forge-7b9c6d5f8-kk81d    1/1     Running     5 (41m ago)     5h
$ kubectl -n conv describe pod pdfa-forge-7b9c6d5f8-9xq2p | sed -n '/Last State/,/Restart Count/p'
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Tue, 24 Nov 2026 10:02:11 +0100
      Finished:     Tue, 24 Nov 2026 10:04:56 +0100
    Ready:          True
    Restart Count:  7
$ kubectl -n conv get deploy pdfa-forge -o jsonpath='{.spec.template.spec.containers[0].resources}'
{"limits":{"memory":"1Gi"},"requests":{"cpu":"250m","memory":"512Mi"}}
$ kubectl -n conv logs pdfa-forge-7b9c6d5f8-9xq2p --previous | tail -6
2026-11-24T10:02:14.330+01:00 INFO  consumer  got job c41a07 doc=DEP-2026-123377/rogito-scansione.pdf size=187MB pages=412 urgent=false
2026-11-24T10:02:14.402+01:00 INFO  ghostscript gs -dPDFA=2 ... /tmp/job-c41a07/rogito-scansione.pdf
2026-11-24T10:03:58.117+01:00 INFO  ghostscript  page 201/412
2026-11-24T10:04:51.904+01:00 INFO  ghostscript  page 288/412
$ kubectl -n conv exec rabbitmq-0 -- rabbitmqctl list_queues name messages | grep dlq
convert.requests.dlq\t9
"""

_ROUTER_PATCH = """*** Begin Patch
*** Update File: pdfa_forge/router.py
+LARGE_BYTES = 50 * 1024 * 1024
+LARGE_PAGES = 200
+
+def target_queue(meta: DocMeta) -> str:
+    \"\"\"Huge scans go to convert.large, served by the hi-mem worker.\"\"\"
+    if meta.size_bytes > LARGE_BYTES or (meta.pages or 0) > LARGE_PAGES:
+        return "convert.large"
+    return "convert.requests"
*** Add File: deploy/worker-large.yaml
+apiVersion: apps/v1
+kind: Deployment
+metadata: { name: pdfa-forge-large, namespace: conv }
+spec:
+  replicas: 1
+  template:
+    spec:
+      nodeSelector: { pool: batch-hi-mem }
+      containers:
+        - name: worker
+          env:
+            - { name: QUEUE_IN, value: convert.large }
+            - { name: CONVERT_TIMEOUT_S, value: "600" }
+          resources:
+            requests: { cpu: "1", memory: 3Gi }
+            limits: { memory: 4Gi }
*** End Patch
"""

_PENDING = """$ kubectl -n conv get pods -l app=pdfa-forge-large
NAME                                READY   STATUS    RESTARTS   AGE
pdfa-forge-large-5c4b8d7f9-q7mzt    0/1     Pending   0          2m
$ kubectl -n conv describe pod pdfa-forge-large-5c4b8d7f9-q7mzt | tail -3
Events:
  Warning  FailedScheduling  2m  default-scheduler  0/9 nodes are available: 2 node(s) had untolerated taint {workload: hi-mem}, 7 node(s) didn't match Pod's node affinity/selector. preemption: 0/9 nodes are available: 9 Preemption is not helpful for scheduling.
$ kubectl get nodes -l pool=batch-hi-mem -o custom-columns=NAME:.metadata.name,TAINTS:.spec.taints
NAME            TAINTS
k8s-himem-01    [map[effect:NoSchedule key:workload value:hi-mem]]
k8s-himem-02    [map[effect:NoSchedule key:workload value:hi-mem]]
"""

_LARGE_OK = """$ kubectl -n conv get pods -l app=pdfa-forge-large -o wide
NAME                                READY   STATUS    RESTARTS   AGE   IP             NODE
pdfa-forge-large-6f7d9c8b5-m2k4r    1/1     Running   0          40s   10.42.17.9     k8s-himem-01
$ python -m pdfa_forge.tools.requeue_dlq --from convert.requests.dlq --route
requeued 9 messages: convert.large=9 convert.requests=0
$ kubectl -n conv logs deploy/pdfa-forge-large -f | grep -E 'job done|verapdf' | head -4
2026-11-24T11:31:02.551+01:00 INFO  verapdf     c41a07 profile=2b compliant
2026-11-24T11:31:02.560+01:00 INFO  consumer    job done c41a07 pages=412 peak_rss=2.61GiB 284.7s
2026-11-24T11:36:40.018+01:00 INFO  verapdf     d07b19 profile=2b compliant
2026-11-24T11:36:40.027+01:00 INFO  consumer    job done d07b19 pages=233 peak_rss=1.74GiB 151.2s
"""

SESSIONS = [
    {
        "id": "h64-cx-pdfa-icc-profile",
        "project": PDFA,
        "start": datetime(2026, 11, 5, 8, 31),
        "branch": "fix/icc-profile",
        "about": "every conversion rejected after a deploy: user blames LibreOffice 24.8, Ghostscript log and "
                 "veraPDF report show the ICC profile missing after bullseye -> bookworm; vendored sRGB2014.icc and "
                 "PDFA_ICC_PATH; 'don't forget' rule on veraPDF for urgent docs; PDF/A-2b level stated",
        "steps": [
            ("user", "ciao. since the deploy of yesterday evening ALL conversions fail, e-filing shows 'documento "
                     "non conforme' to the lawyers. i bet is the new libreoffice 24.8, they changed the pdf export "
                     "again. can we pin back to 7.0?"),
            shell("kubectl -n conv logs deploy/pdfa-forge --since=30m | grep -A22 -m1 'got job'", _WORKER_LOG),
            ("assistant", "Before pinning LibreOffice: LibreOffice did its part fine (soffice produced the PDF in "
                          "3.7 s). The failure is one step later, in Ghostscript: `Couldn't open ICC profile file "
                          "/usr/share/color/icc/sRGB.icc` and then `PDF/A OutputIntent not written, continuing "
                          "without PDF/A`. The three veraPDF failures (6.2.3 OutputIntent, 6.2.4.3 DeviceRGB, 6.6.4 "
                          "identification schema) all follow from that. Let me check what changed in the image."),
            shell("git show 41c0b77 -- Dockerfile", _DOCKER_DIFF),
            shell("docker run --rm ...:2026.11.1 sh -c 'ls -l /usr/share/color/icc/; soffice --version; gs --version; "
                  "dpkg -l | grep -i icc'; docker run --rm ...:2026.10.3 sh -c 'ls -l /usr/share/color/icc/'", _LS_ICC),
            ("assistant", "Root cause: the base image moved from `python:3.12-slim-bullseye` to `slim-bookworm`, "
                          "and in the same commit the apt line lost `icc-profiles-free`, which is the package that "
                          "provided `/usr/share/color/icc/sRGB.icc`. On the new image that directory doesn't exist, "
                          "Ghostscript silently drops the PDF/A OutputIntent and veraPDF rejects everything. "
                          "LibreOffice 24.8 is innocent.\n\n"
                          "Rather than re-adding a distro package whose paths can move again, I'd vendor the "
                          "profile: `assets/icc/sRGB2014.icc` in the repo, copied into the image, path given by a "
                          "`PDFA_ICC_PATH` env var that `PDFA_def.ps` is rendered with, and a startup check that "
                          "refuses to start the worker if the file is missing — so next time it fails at deploy "
                          "instead of on every document."),
            ("user", "ok not libreoffice, sorry 24.8 😅 vendor it, yes"),
            tool("apply_patch", {"input": _PATCH_ICC}, "Success. Updated the following files:\nA assets/icc/sRGB2014.icc\n"
                 "A assets/icc/LICENSE\nM pdfa/PDFA_def.ps\nM pdfa_forge/convert.py\nM pdfa_forge/startup.py\nM Dockerfile"),
            shell("cat .env.example", _ENV_SAMPLE),
            shell("make test-all  # unit + docker roundtrip with veraPDF", _PYTEST_ICC),
            ("assistant", "31 passed, and the docker roundtrip shows all four samples compliant as PDF/A-2b with "
                          "veraPDF 1.26.2, including the Calibri docx and the urgent sample. `.env.example` already "
                          "says `PDFA_LEVEL=2b`; I added `PDFA_ICC_PATH` next to it."),
            ("user", "bene. yes 2b, is the ministry spec for the deposit, not 1b and not 3 — if somebody proposes to "
                     "'upgrade' to PDF/A-3 the answer is no, the ministry portal rejects it.\n"
                     "and don't forget: veraPDF must check every output before it goes back on the reply queue, "
                     "also the urgent ones with urgent=true. last year somebody made a shortcut for urgent and 200 "
                     "deposits were rejected by the ministry in one day"),
            ("assistant", "Clear: PDF/A-2b only, and veraPDF validates every output before the reply, urgent jobs "
                          "included — no bypass. I checked `consumer.py`: there is no urgent shortcut today; the "
                          "`urgent` flag only raises the message priority. Building and deploying 2026.11.2?"),
            ("user", "yes deploy, then requeue the rejected of this morning from the dlq"),
            shell("make image TAG=2026.11.2 && helm upgrade pdfa-forge deploy/chart -n conv --set image.tag=2026.11.2 "
                  "&& python -m pdfa_forge.tools.requeue_dlq --from convert.requests.dlq",
                  "Successfully built 9d31f0a7c2e4\nSuccessfully tagged registry.tribunale-castelvero.example/conv/"
                  "pdfa-forge:2026.11.2\nThe push refers to repository [registry.tribunale-castelvero.example/conv/"
                  "pdfa-forge]\n2026.11.2: digest: sha256:4be1...91c0 size: 2418\nRelease \"pdfa-forge\" has been "
                  "upgraded. Happy Helming!\nREVISION: 73\nstartup: ICC profile /app/assets/icc/sRGB2014.icc ok\n"
                  "requeued 147 messages: convert.requests=147"),
            ("assistant", "Deployed as revision 73 (startup check logged the ICC profile as ok) and 147 rejected "
                          "jobs from this morning are back in `convert.requests`. Summary: missing sRGB ICC profile "
                          "after the bookworm switch -> no OutputIntent -> not PDF/A; fixed by vendoring "
                          "`assets/icc/sRGB2014.icc` with `PDFA_ICC_PATH` and a fail-fast startup check."),
            ("user", "grazie, ottimo"),
        ],
        "facts": [
            fact("icc-missing", "All conversions failed PDF/A validation because the sRGB ICC profile was missing "
                 "after the base image switch to bookworm (icc-profiles-free dropped), so Ghostscript wrote no "
                 "OutputIntent; LibreOffice 24.8 was not the cause.", "bugfix", "assistant", ["ICC", "bookworm"]),
            fact("vendored-icc", "The ICC profile is vendored as assets/icc/sRGB2014.icc, found through "
                 "PDFA_ICC_PATH, and the worker refuses to start without it.", "config", "assistant",
                 ["sRGB2014.icc", "PDFA_ICC_PATH"]),
            fact("level-2b", "Output is PDF/A-2b, the ministry spec for deposits; PDF/A-3 or 1b are refused.",
                 "decision", "user", ["2b"]),
            fact("verapdf-always", "veraPDF must validate every output before the reply queue, urgent jobs "
                 "included; no shortcut.", "rule", "user", ["veraPDF", "urgent"], remember=True),
        ],
        "optional": [
            opt("verapdf-version", "veraPDF 1.26.2 is used in the roundtrip tests.", ["1.26.2"]),
            opt("queues", "Jobs come in on convert.requests and replies go to convert.replies.",
                ["convert.requests"]),
        ],
        "questions": [
            q("Why did all conversions fail PDF/A validation after the image bump?",
              "ICC profile missing on bookworm, no OutputIntent", ["icc-missing"]),
            q("Where does the converter get its ICC profile?", "assets/icc/sRGB2014.icc, PDFA_ICC_PATH",
              ["vendored-icc"]),
            q("Which PDF/A level do we produce?", "PDF/A-2b, ministry spec", ["level-2b"]),
            q("Can urgent documents skip veraPDF?", "no, veraPDF validates every output", ["verapdf-always"]),
        ],
    },
    {
        "id": "h64-cx-pdfa-keda-scaling",
        "project": PDFA,
        "start": datetime(2026, 11, 11, 9, 22),
        "branch": "feat/keda",
        "about": "morning backlog of 800 jobs: options a/b/c, user picks c then changes to 'go with b' (KEDA on "
                 "queue length); rejects CPU HPA with a reason; 'this goes for every session' rule about make lint "
                 "typecheck, shown failing once in output; joke",
        "steps": [
            ("user", "buongiorno. every morning 9-10 the lawyers deposit and we have the queue at 800, the "
                     "deposits wait 20 minutes the pdf. we have 2 pods. ideas"),
            shell("kubectl -n conv exec rabbitmq-0 -- rabbitmqctl list_queues ...; kubectl -n conv top pods "
                  "-l app=pdfa-forge; p50/p95 from worker log", _RABBIT),
            ("assistant", "812 messages waiting with 2 consumers, p50 5.9 s per job: that's roughly 40 minutes of "
                          "work for two workers, so yes, they're just too few at peak. Note the pods use ~200m CPU "
                          "each: most of a job is spent waiting on `soffice` and the disk, not computing.\n\n"
                          "Options:\n"
                          "a. HPA on CPU (standard Kubernetes autoscaler).\n"
                          "b. KEDA `ScaledObject` with the RabbitMQ scaler on the length of `convert.requests`: "
                          "scales on the actual backlog, can go down to a minimum at night.\n"
                          "c. Fixed bigger footprint: 10 replicas all day.\n"
                          "Each worker keeps `prefetch_count=1`, so adding pods spreads the jobs evenly."),
            ("user", "c, simple, no new components"),
            ("assistant", "Fine with c: 10 replicas × 512Mi requests is ~5Gi reserved around the clock. I'll change "
                          "`replicaCount` in `values-prod.yaml`."),
            ("user", "no wait. at night they are idle and the cluster team already complains we reserve too much. go "
                     "with b. and not a: cpu no, the workers wait on soffice most of time, the cpu says nothing about "
                     "the load. keda is installed already, the fascicolo team uses it"),
            ("assistant", "KEDA on queue length then. Proposal: target 20 messages per replica (p50 6 s → a replica "
                          "drains 20 in about 2 minutes), min 2 replicas, max 12, cooldown 5 minutes. 12 is the "
                          "most the conv namespace quota allows with 512Mi requests."),
            ("user", "ok 20 and 2-12"),
            tool("apply_patch", {"input": "*** Begin Patch\n*** Add File: deploy/scaledobject.yaml\n" + _SCALEDOBJECT
                                 + "*** Update File: deploy/chart/values-prod.yaml\n-replicaCount: 2\n+# replicas "
                                   "managed by KEDA (deploy/scaledobject.yaml)\n*** End Patch"},
                 "Success. Updated the following files:\nA deploy/scaledobject.yaml\nM deploy/chart/values-prod.yaml"),
            shell("kubectl apply -f deploy/scaledobject.yaml && sleep 240 && kubectl -n conv describe scaledobject "
                  "pdfa-forge | sed -n '/Status:/,$p' && kubectl -n conv get hpa keda-hpa-pdfa-forge", _KEDA_DESCRIBE),
            ("assistant", "The ScaledObject is ready and active: the HPA it created is at 12 replicas with "
                          "14 messages per replica against the target of 20, so the backlog is draining. "
                          "I also want to commit the ScaledObject and a small consumer cleanup — running the "
                          "checks first."),
            shell("make lint typecheck", _LINT),
            ("user", "ha, you see. this goes for every session: before you propose a commit, run make lint "
                     "typecheck. the CI takes 25 minutes and fail for a ruff thing is frustrating. the statistics "
                     "say 50% of my red pipelines are lint, the other 50% also lint 😂"),
            ("assistant", "Will do every time: `make lint typecheck` before proposing a commit. It's green now "
                          "(the unused `started` variable in `consumer.py` is removed). Commit message "
                          "\"scale workers with KEDA on convert.requests length\"?"),
            ("user", "yes"),
            shell("git add deploy/scaledobject.yaml deploy/chart/values-prod.yaml pdfa_forge/consumer.py && git commit "
                  "-m 'scale workers with KEDA on convert.requests length'",
                  "[feat/keda 7de02a4] scale workers with KEDA on convert.requests length\n 3 files changed, 27 "
                  "insertions(+), 2 deletions(-)\n create mode 100644 deploy/scaledobject.yaml"),
            ("user", "now the queue?"),
            shell("kubectl -n conv exec rabbitmq-0 -- rabbitmqctl list_queues name messages consumers | grep requests",
                  "convert.requests\t23\t12\nconvert.requests.dlq\t0\t0"),
            ("assistant", "23 waiting with 12 consumers — the backlog is gone. After the cooldown KEDA will bring "
                          "it back down towards 2 replicas when the morning peak ends."),
        ],
        "facts": [
            fact("keda", "Conversion workers scale with a KEDA ScaledObject on the RabbitMQ queue length of "
                 "convert.requests (a fixed 10 replicas was dropped: idle at night).", "decision", "user",
                 ["KEDA", "queue length"]),
            fact("no-cpu-hpa", "A CPU-based HPA was rejected because the workers mostly wait on soffice, so CPU says "
                 "nothing about the load.", "decision", "user", ["CPU", "soffice"]),
            fact("keda-values", "KEDA target is 20 messages per replica, between 2 and 12 replicas (12 is the conv "
                 "namespace quota).", "config", "user", ["20", "12"]),
            fact("lint-before-commit", "Before proposing a commit, run make lint typecheck (CI takes 25 minutes).",
                 "rule", "user", ["make lint typecheck"], remember=True),
        ],
        "optional": [
            opt("prefetch", "Each worker uses prefetch_count=1.", ["prefetch_count"]),
            opt("cooldown", "KEDA cooldown is 5 minutes (cooldownPeriod 300).", ["cooldownPeriod"]),
        ],
        "questions": [
            q("How do the pdfa-forge workers scale?", "KEDA ScaledObject on RabbitMQ queue length", ["keda"]),
            q("Why not an HPA on CPU?", "workers wait on soffice most of time, CPU says nothing about the load",
              ["no-cpu-hpa"]),
            q("What are the KEDA scaling numbers?", "20 messages per replica, 2 to 12 replicas", ["keda-values"]),
            q("What must I run before proposing a commit?", "make lint typecheck", ["lint-before-commit"]),
        ],
    },
    {
        "id": "h64-cx-pdfa-large-queue",
        "project": PDFA,
        "start": datetime(2026, 11, 24, 10, 48),
        "branch": "feat/large-queue",
        "about": "huge scans restart the worker: user suspects a Ghostscript bug / timeout, describe shows "
                 "OOMKilled at 1Gi; separate convert.large queue and hi-mem worker (4Gi, 600 s); the pod stays "
                 "Pending until the toleration is added; 'write it down for yourself' rule about the node pool",
        "steps": [
            ("user", "ciao. notai deposit scanned rogiti of 400 pages and they never convert, the job goes in the "
                     "dlq after some time. i think is the gs 10.00 bug with big jpeg, or the timeout of 120s"),
            shell("kubectl -n conv get pods ...; kubectl describe pod ...; resources; logs --previous; dlq", _OOM),
            ("assistant", "It's neither the timeout nor a Ghostscript bug: the worker is killed by the kernel. "
                          "`Last State: Terminated, Reason: OOMKilled, Exit Code: 137` with a memory limit of 1Gi, "
                          "7 restarts. The previous container's log stops at page 288 of 412 on a 187 MB scan, "
                          "2 minutes 40 into the job. The timeout would have produced a clean `job timeout` failure "
                          "and a log line, not a container restart, and there's no such line. Ghostscript's memory "
                          "grows with the image pages it holds; a few hundred 300 dpi pages don't fit in 1Gi. The "
                          "RabbitMQ message is redelivered after each crash, kills the next worker, and ends in "
                          "the DLQ after the redelivery limit: 9 there now.\n\n"
                          "Giving every worker 4Gi would be wasteful (12 replicas at peak after the KEDA change). "
                          "Better: route huge documents to their own queue, served by a separate worker with more "
                          "memory and a longer timeout."),
            ("user", "yes separate queue. what is 'huge'?"),
            ("assistant", "From the last month of jobs: everything under 50 MB and under 200 pages finished under "
                          "700 MB RSS. So: more than 50 MB or more than 200 pages → `convert.large`. The large "
                          "worker gets 4Gi limit, `CONVERT_TIMEOUT_S=600`, one replica, and runs on the hi-mem "
                          "nodes."),
            ("user", "ok. 1 replica is enough, is maybe 10 per day"),
            tool("apply_patch", {"input": _ROUTER_PATCH}, "Success. Updated the following files:\nM pdfa_forge/router.py\n"
                 "A deploy/worker-large.yaml"),
            shell("make lint typecheck && pytest -q tests/test_router.py",
                  "ruff check pdfa_forge tests\nAll checks passed!\nmypy --strict pdfa_forge\nSuccess: no issues found "
                  "in 24 source files\n......                                                                   [100%]\n"
                  "6 passed in 0.41s"),
            shell("kubectl apply -f deploy/worker-large.yaml && sleep 120 && kubectl -n conv get pods "
                  "-l app=pdfa-forge-large && kubectl describe ... && kubectl get nodes -l pool=batch-hi-mem ...",
                  _PENDING),
            ("assistant", "It stays `Pending`: the two `batch-hi-mem` nodes carry the taint "
                          "`workload=hi-mem:NoSchedule`, and my deployment only has the node selector, so the pod "
                          "matches no untainted node and tolerates no tainted one. Adding the toleration."),
            tool("apply_patch", {"input": "*** Begin Patch\n*** Update File: deploy/worker-large.yaml\n@@\n"
                                          "       nodeSelector: { pool: batch-hi-mem }\n"
                                          "+      tolerations:\n"
                                          "+        - { key: workload, operator: Equal, value: hi-mem, effect: NoSchedule }\n"
                                          "*** End Patch"},
                 "Success. Updated the following files:\nM deploy/worker-large.yaml"),
            shell("kubectl apply -f deploy/worker-large.yaml && kubectl get pods -o wide ... && python -m "
                  "pdfa_forge.tools.requeue_dlq --from convert.requests.dlq --route && kubectl logs ... | head -4",
                  _LARGE_OK),
            ("user", "finally. write it down for yourself: the large worker runs only on the node pool batch-hi-mem, "
                     "and without the toleration workload=hi-mem it stays Pending forever, no error anywhere. I lost "
                     "a afternoon on this last year with the OCR thing"),
            ("assistant", "Written down: the large worker is pinned to node pool `batch-hi-mem` and needs the "
                          "`workload=hi-mem` `NoSchedule` toleration, otherwise it sits in Pending silently.\n\n"
                          "Summary: 400-page scans were OOMKilled at the 1Gi limit (not the timeout, not a "
                          "Ghostscript bug); documents over 50 MB or 200 pages now go to `convert.large`, served by "
                          "`pdfa-forge-large` (4Gi, 600 s timeout, 1 replica); the 9 DLQ messages were rerouted "
                          "and the first two are already compliant (peak RSS 2.61GiB for 412 pages)."),
            ("user", "👍 commit after lint, you know"),
            shell("make lint typecheck && git add -A && git commit -m 'convert.large queue and hi-mem worker'",
                  "All checks passed!\nSuccess: no issues found in 24 source files\n[feat/large-queue 2b9e5d1] "
                  "convert.large queue and hi-mem worker\n 3 files changed, 71 insertions(+)"),
        ],
        "facts": [
            fact("oom", "Large scans (400 pages) failed because the worker was OOMKilled at its 1Gi memory limit, "
                 "not because of the 120 s timeout or a Ghostscript bug.", "bugfix", "assistant", ["OOMKilled", "1Gi"]),
            fact("large-queue", "Documents over 50 MB or 200 pages are routed to the convert.large queue.",
                 "decision", "assistant", ["convert.large", "200 pages"]),
            fact("large-worker", "The pdfa-forge-large worker has a 4Gi memory limit, CONVERT_TIMEOUT_S=600 and one "
                 "replica.", "config", "assistant", ["4Gi", "600"]),
            fact("hi-mem-pool", "The large worker runs only on node pool batch-hi-mem and needs the workload=hi-mem "
                 "toleration, otherwise it stays Pending silently.", "config", "user", ["batch-hi-mem", "toleration"],
                 remember=True),
        ],
        "optional": [
            opt("taint", "The hi-mem nodes carry the taint workload=hi-mem:NoSchedule.", ["NoSchedule"]),
        ],
        "questions": [
            q("Why did 400-page scans never convert?", "worker OOMKilled at 1Gi memory limit", ["oom"]),
            q("Which documents go to the large queue?", "over 50 MB or over 200 pages, convert.large",
              ["large-queue"]),
            q("Why is the large worker pod stuck in Pending?", "needs toleration workload=hi-mem for node pool "
              "batch-hi-mem", ["hi-mem-pool"]),
        ],
    },
]
