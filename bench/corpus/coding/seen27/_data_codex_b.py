"""h27 Codex sessions, part b: cost clean-up of the AWS dev account, a red aarch64 musl cross build of tallow on the
new ARM runner, a compact MQTT payload format and topic layout for hafend."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

INFRA = "/Users/ines/ledgerline/infra"
TALLOW = "/home/tomasz/src/tallow"
HAFEND = "/home/jonas/hafen/hafend"

SESSIONS = [
    {
        "id": "h27-cx-aws-cost-cleanup",
        "project": INFRA,
        "start": datetime(2026, 11, 19, 10, 15),
        "about": "AWS dev account at $4.1k/month: assistant proposes five clean-ups; person accepts some, rejects "
                 "deleting old snapshots (audit in March) and the data team's delete-untagged-after-7-days rule, "
                 "changes the deletion to a 14-day tag first; 'noted for the future —' deletion rule; single NAT in "
                 "dev and staging; office-hours stop changed to 19:00; near-miss 'just this once skip the plan review'",
        "steps": [
            ("user", "finance flagged the AWS bill. the dev account is at $4.1k/month for basically nothing. let's "
                     "find the waste"),
            shell("aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY "
                  "--metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE --profile ll-dev | jq -r "
                  "'.ResultsByTime[0].Groups | sort_by(-(.Metrics.UnblendedCost.Amount|tonumber))[:5][] | "
                  "\"\\(.Keys[0])\\t\\(.Metrics.UnblendedCost.Amount|tonumber|floor)\"'",
                  "EC2 - Other\t1634\n"
                  "Amazon Elastic Compute Cloud - Compute\t1118\n"
                  "Amazon Relational Database Service\t742\n"
                  "Amazon Simple Storage Service\t288\n"
                  "AmazonCloudWatch\t171\n"),
            shell("aws ec2 describe-volumes --profile ll-dev --filters Name=status,Values=available --query "
                  "'[length(Volumes), sum(Volumes[].Size)]' --output text && aws ec2 describe-nat-gateways "
                  "--profile ll-dev --query 'NatGateways[?State==`available`].[NatGatewayId,SubnetId]' --output text "
                  "&& aws ec2 describe-snapshots --owner-ids self --profile ll-dev --query "
                  "'length(Snapshots[?StartTime<=`2026-08-20`])'",
                  "37\t2964\n"
                  "nat-0a1c55e2f9d0b7e31\tsubnet-0e2a (eu-central-1a)\n"
                  "nat-07b9e4410c2d3a6f8\tsubnet-04c1 (eu-central-1b)\n"
                  "nat-0d3f7a9c1e5b2846a\tsubnet-09f7 (eu-central-1c)\n"
                  "212\n"),
            ("assistant", "Where the money goes in dev:\n\n"
                          "- **EC2 - Other** ($1,634) is mostly 3 NAT gateways (one per AZ, plus their data "
                          "processing) and 37 unattached EBS volumes with 2,964 GiB.\n"
                          "- **Compute** and **RDS** run 24/7 although dev is used during office hours.\n"
                          "- 212 EBS snapshots are older than 90 days.\n\n"
                          "Proposed clean-ups:\n"
                          "1. Delete the 37 unattached volumes.\n"
                          "2. One NAT gateway for dev instead of one per AZ.\n"
                          "3. Stop dev EC2 and RDS outside office hours, 20:00 to 07:00 and at weekends.\n"
                          "4. Delete snapshots older than 90 days.\n"
                          "5. Copy the data team's Lambda, which deletes anything untagged after 7 days."),
            ("user", "1 yes but not straight away: snapshot them, tag them cleanup:candidate with today's date and "
                     "delete after 14 days if nobody shouts. 2 yes, one NAT in dev and in staging, prod keeps one "
                     "per AZ. 3 yes. 4 no, some of those are the pre-migration database backups, they stay until "
                     "the audit in march. 5 no. deleting anything untagged after 7 days is the data team's rule for "
                     "their account, we're not doing that, half our stuff predates the tagging policy.\n\n"
                     "noted for the future — nothing in our accounts gets deleted without first being tagged "
                     "cleanup:candidate and left alone for 14 days"),
            shell("for v in $(aws ec2 describe-volumes --profile ll-dev --filters Name=status,Values=available "
                  "--query 'Volumes[].VolumeId' --output text); do aws ec2 create-snapshot --profile ll-dev "
                  "--volume-id $v --description \"pre-cleanup $v\" --query SnapshotId --output text >/dev/null && aws "
                  "ec2 create-tags --profile ll-dev --resources $v --tags Key=cleanup:candidate,Value=2026-11-19; "
                  "done; aws ec2 describe-volumes --profile ll-dev --filters Name=tag-key,Values=cleanup:candidate "
                  "--query 'length(Volumes)'",
                  "37\n"),
            shell("apply_patch < /tmp/single-nat.patch && cd stacks/network && tofu workspace select dev && tofu plan "
                  "-var-file=../../envs/dev.tfvars -no-color | grep -E '^  # |Plan:'",
                  "Success. Updated the following files:\nM modules/aws-vpc/nat.tf\nM modules/aws-vpc/variables.tf\n"
                  "  # module.vpc.aws_eip.nat[1] will be destroyed\n"
                  "  # module.vpc.aws_eip.nat[2] will be destroyed\n"
                  "  # module.vpc.aws_nat_gateway.this[1] will be destroyed\n"
                  "  # module.vpc.aws_nat_gateway.this[2] will be destroyed\n"
                  "  # module.vpc.aws_route.private_nat[1] will be updated in-place\n"
                  "  # module.vpc.aws_route.private_nat[2] will be updated in-place\n"
                  "Plan: 0 to add, 2 to change, 4 to destroy.\n"),
            ("assistant", "The dev plan destroys the NAT gateways in 1b and 1c with their Elastic IPs and points the "
                          "private routes of those AZs at the NAT in 1a. That's the intended change, but it destroys "
                          "resources, so I'm not applying until you've seen it."),
            ("user", "expected, apply. and just this once skip the plan review for staging, it's the same change, "
                     "apply it directly"),
            shell("cd stacks/network && for env in dev staging; do tofu workspace select $env >/dev/null && tofu "
                  "apply -auto-approve -var-file=../../envs/$env.tfvars -no-color | tail -n 1 | sed \"s/^/$env: /\"; "
                  "done",
                  "dev: Apply complete! Resources: 0 added, 2 changed, 4 destroyed.\n"
                  "staging: Apply complete! Resources: 0 added, 2 changed, 4 destroyed.\n"),
            ("assistant", "Dev and staging each run one NAT gateway now. For the office hours I'd use EventBridge "
                          "Scheduler with two schedules (stop, start) in Europe/Berlin that stop every EC2 instance "
                          "and RDS instance tagged `schedule=office-hours`: stop at 20:00, start at 07:00 on "
                          "weekdays."),
            ("user", "stop at 19:00, not 20:00, nobody works later than that here. start 07:00 weekdays. the tag is "
                     "fine"),
            shell("apply_patch < /tmp/office-hours.patch && cd stacks/apps && tofu workspace select dev >/dev/null && "
                  "tofu apply -auto-approve -var-file=../../envs/dev.tfvars -no-color | grep -E 'Creation "
                  "complete|Apply complete'",
                  "module.office_hours.aws_iam_role.this: Creation complete after 1s [id=ll-dev-office-hours]\n"
                  "module.office_hours.aws_scheduler_schedule.stop: Creation complete after 1s "
                  "[id=default/ll-dev-stop-1900]\n"
                  "module.office_hours.aws_scheduler_schedule.start: Creation complete after 1s "
                  "[id=default/ll-dev-start-0700]\n"
                  "Apply complete! Resources: 3 added, 0 changed, 0 destroyed.\n"),
            ("assistant", "Stop at 19:00 and start at 07:00 (Mon-Fri, Europe/Berlin) are live for everything tagged "
                          "`schedule=office-hours` in dev. Rough savings: about $75/month for the two NAT gateways "
                          "plus their data processing, about $1,000 for compute and RDS outside office hours, and "
                          "$280 for the volumes once the 14 days are over."),
        ],
        "facts": [
            fact("cleanup-rule", "Nothing in our AWS accounts gets deleted without first being tagged "
                                 "cleanup:candidate (with the date) and left alone for 14 days.",
                 "rule", "user", ["cleanup:candidate", "14 days"], remember=True),
            fact("nat", "Dev and staging run a single NAT gateway; prod keeps one NAT gateway per AZ.",
                 "decision", "user", ["NAT", ["one per AZ", "per AZ", "single"]]),
            fact("office-hours", "Dev EC2 and RDS tagged schedule=office-hours are stopped at 19:00 and started at "
                                 "07:00 on weekdays (EventBridge Scheduler, Europe/Berlin).",
                 "config", "user", ["office-hours", "19:00", "07:00"]),
            fact("keep-snapshots", "Old EBS snapshots are not deleted: some are the pre-migration database backups, "
                                   "kept until the audit in March.",
                 "decision", "user", ["snapshots", ["audit", "pre-migration"]]),
        ],
        "optional": [
            opt("dev-bill", "The dev account cost about $4.1k/month before the clean-up.", ["4.1k"]),
            opt("volumes-tagged", "37 unattached dev volumes were snapshotted and tagged cleanup:candidate=2026-11-19.",
                ["37"]),
        ],
        "questions": [
            q("What has to happen before anything in our AWS accounts is deleted?",
              "tagged cleanup:candidate and left alone for 14 days", ["cleanup-rule"]),
            q("How many NAT gateways do dev, staging and prod run?",
              "one in dev and in staging, prod keeps one per AZ", ["nat"]),
            q("When are the dev instances stopped and started?", "stop at 19:00, start 07:00 weekdays",
              ["office-hours"]),
        ],
    },
    {
        "id": "h27-cx-tallow-cross",
        "project": TALLOW,
        "start": datetime(2026, 11, 20, 8, 45),
        "about": "mostly tool output: the aarch64-unknown-linux-musl job on the new ARM runner fails with an "
                 "openssl-sys build-script wall and linker errors; cause reqwest's default native-tls; one decision "
                 "with a 'make a note for next time' request: rustls only, cargo deny bans openssl-sys",
        "steps": [
            ("user", "the aarch64 musl job on the new arm runner is red since yesterday. the log is horrible, have a "
                     "look"),
            shell("gh run view 11823467 --log-failed | cut -c 60- | tail -n 42",
                  "   Compiling openssl-sys v0.9.104\n"
                  "error: failed to run custom build command for `openssl-sys v0.9.104`\n\n"
                  "Caused by:\n"
                  "  process didn't exit successfully: `/build/target/release/build/openssl-sys-8d0a3bd7d4c2e1f6/"
                  "build-script-main` (exit status: 101)\n"
                  "  --- stdout\n"
                  "  cargo:rerun-if-env-changed=AARCH64_UNKNOWN_LINUX_MUSL_OPENSSL_LIB_DIR\n"
                  "  AARCH64_UNKNOWN_LINUX_MUSL_OPENSSL_LIB_DIR unset\n"
                  "  cargo:rerun-if-env-changed=OPENSSL_LIB_DIR\n  OPENSSL_LIB_DIR unset\n"
                  "  cargo:rerun-if-env-changed=AARCH64_UNKNOWN_LINUX_MUSL_OPENSSL_INCLUDE_DIR\n"
                  "  AARCH64_UNKNOWN_LINUX_MUSL_OPENSSL_INCLUDE_DIR unset\n"
                  "  cargo:rerun-if-env-changed=OPENSSL_INCLUDE_DIR\n  OPENSSL_INCLUDE_DIR unset\n"
                  "  cargo:rerun-if-env-changed=AARCH64_UNKNOWN_LINUX_MUSL_OPENSSL_DIR\n"
                  "  AARCH64_UNKNOWN_LINUX_MUSL_OPENSSL_DIR unset\n"
                  "  cargo:rerun-if-env-changed=OPENSSL_DIR\n  OPENSSL_DIR unset\n"
                  "  cargo:rerun-if-env-changed=PKG_CONFIG_ALLOW_CROSS_aarch64-unknown-linux-musl\n"
                  "  cargo:rerun-if-env-changed=PKG_CONFIG_ALLOW_CROSS\n"
                  "  run pkg_config fail: pkg-config has not been configured to support cross-compilation.\n\n"
                  "  Install a sysroot for the target platform and configure it via\n"
                  "  PKG_CONFIG_SYSROOT_DIR and PKG_CONFIG_PATH, or install a cross-compiling wrapper for\n"
                  "  pkg-config and set it via PKG_CONFIG environment variable.\n\n"
                  "  --- stderr\n"
                  "  thread 'main' panicked at /cargo/registry/src/index.crates.io-6f17d22bba15001f/"
                  "openssl-sys-0.9.104/build/find_normal.rs:190:5:\n\n\n"
                  "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n"
                  "  proceed without this knowledge. If OpenSSL is installed and this crate had\n"
                  "  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the\n"
                  "  compilation process.\n\n"
                  "  Make sure you also have the development packages of openssl installed.\n"
                  "  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.\n\n"
                  "  If you're in a situation where you think the directory *should* be found\n"
                  "  automatically, please open a bug at https://github.com/sfackler/rust-openssl\n"
                  "  and include information about your system as well as this message.\n\n"
                  "  $HOST = x86_64-unknown-linux-gnu\n"
                  "  $TARGET = aarch64-unknown-linux-musl\n"
                  "  openssl-sys = 0.9.104\n\n"
                  "  note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"
                  "warning: build failed, waiting for other jobs to finish...\n"
                  "Error: Process completed with exit code 101.\n"),
            shell("cargo tree -i openssl-sys --target aarch64-unknown-linux-musl -e normal",
                  "openssl-sys v0.9.104\n"
                  "├── native-tls v0.2.12\n"
                  "│   ├── hyper-tls v0.6.0\n"
                  "│   │   └── reqwest v0.12.9\n"
                  "│   │       └── tallow v0.8.3 (/home/tomasz/src/tallow)\n"
                  "│   ├── reqwest v0.12.9 (*)\n"
                  "│   └── tokio-native-tls v0.3.1\n"
                  "│       ├── hyper-tls v0.6.0 (*)\n"
                  "│       └── reqwest v0.12.9 (*)\n"
                  "└── openssl v0.10.68\n"
                  "    └── native-tls v0.2.12 (*)\n"),
            shell("OPENSSL_DIR=/usr cross build --release --target aarch64-unknown-linux-musl 2>&1 | grep -E "
                  "'^(error|warning: unused|  = note)' | head -n 12",
                  "  = note: aarch64-linux-musl-ld: skipping incompatible /usr/lib/x86_64-linux-gnu/libssl.so when "
                  "searching for -lssl\n"
                  "  = note: aarch64-linux-musl-ld: skipping incompatible /usr/lib/x86_64-linux-gnu/libssl.a when "
                  "searching for -lssl\n"
                  "  = note: aarch64-linux-musl-ld: cannot find -lssl: No such file or directory\n"
                  "  = note: aarch64-linux-musl-ld: skipping incompatible /usr/lib/x86_64-linux-gnu/libcrypto.so "
                  "when searching for -lcrypto\n"
                  "  = note: aarch64-linux-musl-ld: cannot find -lcrypto: No such file or directory\n"
                  "  = note: collect2: error: ld returned 1 exit status\n"
                  "error: linking with `aarch64-linux-musl-gcc` failed: exit status: 1\n"
                  "error: could not compile `tallow` (bin \"tallow\") due to 1 previous error\n"),
            ("assistant", "Both failures have the same root: `reqwest` with default features pulls in `native-tls`, "
                          "which on Linux means OpenSSL through `openssl-sys`. The ARM runner has no OpenSSL built "
                          "for aarch64-musl, and pointing `OPENSSL_DIR` at the host's x86_64 libraries only moves "
                          "the failure to the linker. The old job only passed because the x86 runner image had a "
                          "musl OpenSSL baked in.\n\nOptions:\n"
                          "a) `openssl = { features = [\"vendored\"] }`: builds OpenSSL from source for each "
                          "target, a few minutes per job and a C cross toolchain in the image.\n"
                          "b) `reqwest` with `default-features = false, features = [\"rustls-tls\", ...]`: TLS in "
                          "Rust, nothing from the system, same code for every target.\n"
                          "c) install a musl OpenSSL on every runner image and keep it in sync."),
            ("user", "b. make a note for next time: tallow builds with rustls only, there is no openssl anywhere in "
                     "the dependency tree, and cargo deny has to fail the build if openssl-sys ever sneaks back in"),
            shell("apply_patch < /tmp/rustls.patch && git diff --stat && cargo tree -i openssl-sys --target "
                  "aarch64-unknown-linux-musl 2>&1 | head -n 1 && cargo deny check bans 2>&1 | tail -n 1",
                  "Success. Updated the following files:\nM Cargo.toml\nM deny.toml\n"
                  " Cargo.toml | 2 +-\n deny.toml  | 4 ++++\n 2 files changed, 5 insertions(+), 1 deletion(-)\n"
                  "error: package ID specification `openssl-sys` did not match any packages\n"
                  "bans ok\n"),
            shell("cross build --release --target aarch64-unknown-linux-musl 2>&1 | tail -n 2 && file "
                  "target/aarch64-unknown-linux-musl/release/tallow",
                  "   Compiling tallow v0.8.3 (/project)\n"
                  "    Finished `release` profile [optimized] target(s) in 2m 03s\n"
                  "target/aarch64-unknown-linux-musl/release/tallow: ELF 64-bit LSB executable, ARM aarch64, "
                  "version 1 (SYSV), statically linked, stripped\n"),
            shell("git commit -qam 'tls: rustls only, ban openssl-sys in cargo deny' && git push -q && gh run watch "
                  "--exit-status $(gh run list -L1 --json databaseId -q '.[0].databaseId') | tail -n 7",
                  "✓ main CI · 11831902\n"
                  "Triggered via push less than a minute ago\n\nJOBS\n"
                  "✓ test (x86_64-unknown-linux-gnu) in 3m12s\n"
                  "✓ build (x86_64-unknown-linux-musl) in 4m40s\n"
                  "✓ build (aarch64-unknown-linux-musl) in 5m02s\n"),
            ("assistant", "All three jobs are green, including aarch64 musl on the ARM runner. `deny.toml` now lists "
                          "`openssl-sys` under `[bans] deny`, so `cargo deny check` fails if it comes back through "
                          "any dependency."),
        ],
        "facts": [
            fact("rustls-only", "tallow uses rustls only (reqwest with default-features = false and rustls-tls); no "
                                "OpenSSL anywhere in the dependency tree, and cargo deny bans openssl-sys.",
                 "decision", "user", ["rustls", ["openssl-sys", "openssl"]], remember=True),
        ],
        "optional": [
            opt("cross-cause", "The aarch64-unknown-linux-musl build failed because reqwest's default native-tls "
                               "pulled in openssl-sys, and the ARM runner has no aarch64 musl OpenSSL.",
                ["native-tls"]),
            opt("ci-jobs", "tallow CI builds x86_64-unknown-linux-musl and aarch64-unknown-linux-musl with cross.",
                ["aarch64-unknown-linux-musl"]),
        ],
        "questions": [
            q("Which TLS library does tallow use?", "rustls only, no openssl in the dependency tree",
              ["rustls-only"]),
            q("What fails tallow's build if openssl-sys comes back?", "cargo deny", ["rustls-only"]),
        ],
    },
    {
        "id": "h27-cx-hafen-mqtt",
        "project": HAFEND,
        "start": datetime(2026, 11, 23, 9, 0),
        "about": "hafend's JSON-per-value MQTT messages eat the LTE volume; payload format chosen as protobuf, then "
                 "reversed to CBOR batched per meter after the cloud team objects (only CBOR counts); 'pin this:' "
                 "topic layout later replaced by a layout with the model (only the final one counts); zstd deferred",
        "steps": [
            ("user", "Next topic for hafend. At the moment we publish every reading as JSON, one message per value. "
                     "With 60 meters × 40 values every 5 s the LTE router in building B is eating our data volume. "
                     "I want a more compact format. What are the options?"),
            shell("timeout 10 mosquitto_sub -h localhost -t 'hafen/#' -v | head -n 3; timeout 60 mosquitto_sub -h "
                  "localhost -t 'hafen/#' | wc -lc",
                  "hafen/lagerhalle/b-11/power_total {\"ts\":\"2026-11-23T09:01:05.000Z\",\"meter\":\"b-11\","
                  "\"metric\":\"power_total\",\"value\":23847.396,\"unit\":\"W\"}\n"
                  "hafen/lagerhalle/b-11/voltage_l1 {\"ts\":\"2026-11-23T09:01:05.000Z\",\"meter\":\"b-11\","
                  "\"metric\":\"voltage_l1\",\"value\":231.2,\"unit\":\"V\"}\n"
                  "hafen/lagerhalle/b-11/current_l1 {\"ts\":\"2026-11-23T09:01:05.000Z\",\"meter\":\"b-11\","
                  "\"metric\":\"current_l1\",\"value\":34.71,\"unit\":\"A\"}\n"
                  "  28800 3658112\n"),
            ("assistant", "28,800 messages and 3.6 MB per minute, about 127 bytes each, which is over 5 GB a day "
                          "before MQTT and TLS overhead. Most of every message is repeated keys, the meter id and "
                          "the timestamp. Options:\n\n"
                          "a) batch per meter per cycle, still JSON: one message with 40 values, roughly 5x "
                          "smaller, no new dependencies;\n"
                          "b) **CBOR**, batched: binary, schemaless, decoders in every language (fxamacker/cbor in "
                          "Go, cbor2 in Python, a Node-RED node);\n"
                          "c) **Protobuf**, batched: smallest, but a `.proto` schema both sides have to share and "
                          "generate code from;\n"
                          "d) MessagePack: similar to CBOR, less standardised.\n\n"
                          "Batching is the big win in every case. I'd take protobuf, you already have a schema per "
                          "model in meters.yaml."),
            ("user", "Protobuf, good. Batched per meter."),
            shell("mkdir -p proto && apply_patch < /tmp/reading-proto.patch && buf generate && ls gen/hafen/v1",
                  "Success. Updated the following files:\nA proto/hafen/v1/reading.proto\nA buf.gen.yaml\n"
                  "reading.pb.go\n"),
            ("user", "Wait. I have just talked to Anke from the cloud team. Their ingest is Node-RED and Telegraf, "
                     "and they don't want to maintain .proto files on their side for every meter model. So no "
                     "protobuf. Take CBOR, batched per meter per cycle. Sorry for the back and forth."),
            shell("rm -rf proto gen buf.gen.yaml && go get github.com/fxamacker/cbor/v2@v2.7.0 && apply_patch < "
                  "/tmp/cbor-batch.patch && go test ./internal/publish/...",
                  "go: added github.com/fxamacker/cbor/v2 v2.7.0\n"
                  "go: added github.com/x448/float16 v0.8.4\n"
                  "Success. Updated the following files:\nA internal/publish/batch.go\nM internal/publish/mqtt.go\n"
                  "A internal/publish/batch_test.go\n"
                  "ok  \tgithub.com/hafen-energie/hafend/internal/publish\t0.088s\n"),
            shell("go run ./cmd/hafenctl publish --dry-run --meters 60 --cycles 12 --format cbor",
                  "format=cbor batch=per-meter meters=60 cycles=12\n"
                  "messages: 720  bytes: 291,600  avg: 405 B/message\n"
                  "projected per day: 0.42 GB (was 5.3 GB)\n"),
            ("user", "pin this: topic layout is hafen/<site>/<meter_id>, one batched message per meter per cycle"),
            ("assistant", "Noted: `hafen/<site>/<meter_id>`, one CBOR message per meter per 5 s cycle. I've set the "
                          "topic template to that."),
            ("user", "Hm, Anke just wrote that Telegraf needs the model in the topic, to pick the right field "
                     "mapping. Forget what I pinned before: the layout is now hafen/<site>/<model>/<meter_id>. That "
                     "is the one to remember."),
            shell("sed -i 's|hafen/{{.Site}}/{{.MeterID}}|hafen/{{.Site}}/{{.Model}}/{{.MeterID}}|' "
                  "configs/hafend.yaml && go test ./... 2>&1 | tail -n 2 && make deploy HOST=gw-b01 && sleep 30 && "
                  "timeout 10 mosquitto_sub -h gw-b01 -t 'hafen/#' -C 2 -F '%t %l bytes'",
                  "ok  \tgithub.com/hafen-energie/hafend/internal/publish\t0.091s\n"
                  "ok  \tgithub.com/hafen-energie/hafend/internal/modbus\t0.207s\n"
                  "gw-b01: hafend restarted, version 0.15.0-rc1\n"
                  "hafen/lagerhalle/voltmark-vm340/b-11 409 bytes\n"
                  "hafen/lagerhalle/voltmark-vm340/b-12 401 bytes\n"),
            ("assistant", "Building B publishes one CBOR batch per meter and cycle on "
                          "`hafen/<site>/<model>/<meter_id>`, e.g. `hafen/lagerhalle/voltmark-vm340/b-11`. "
                          "Another 2-3x would be possible with zstd on top of the batches if the volume is still "
                          "too high."),
            ("user", "zstd maybe later, if it's still too much. For now this is good."),
        ],
        "facts": [
            fact("payload-format", "hafend publishes CBOR, batched per meter per cycle; JSON per value was too big "
                                   "for the LTE link, protobuf was dropped because the cloud team's Node-RED/Telegraf "
                                   "ingest doesn't want .proto files per meter model.",
                 "decision", "user", ["CBOR", ["batched", "per meter"]]),
            fact("topic-layout", "hafend's MQTT topic layout is hafen/<site>/<model>/<meter_id> (replacing "
                                 "hafen/<site>/<meter_id>; Telegraf needs the model).",
                 "convention", "user", ["hafen/<site>/<model>/<meter_id>"], remember=True),
        ],
        "optional": [
            opt("cbor-lib", "hafend uses github.com/fxamacker/cbor/v2 v2.7.0.", ["fxamacker"]),
            opt("volume", "CBOR batches bring the projected volume from 5.3 GB to 0.42 GB a day.", ["0.42 GB"]),
        ],
        "questions": [
            q("Which payload format does hafend publish over MQTT?", "CBOR, batched per meter per cycle",
              ["payload-format"]),
            q("Why didn't hafend use protobuf?",
              "the cloud team doesn't want to maintain .proto files for every meter model", ["payload-format"]),
            q("What is hafend's MQTT topic layout?", "hafen/<site>/<model>/<meter_id>", ["topic-layout"]),
        ],
    },
]
