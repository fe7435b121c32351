"""h27 Claude Code sessions, part c: an off-by-one in the spindle ring buffer (Zig), a deploy tool and addresses for a
NixOS home lab, a tofu plan that would replace a staging database."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

SPINDLE = "/home/rhea/code/spindle"
HOMELAB = "/home/sanne/homelab"
INFRA = "/Users/ines/ledgerline/infra"

SESSIONS = [
    {
        "id": "h27-cc-spindle-ringbuf",
        "project": SPINDLE,
        "start": datetime(2026, 11, 11, 13, 15),
        "about": "spindle, a Zig library with a lock-free SPSC ring buffer: fuzz failure; first theory (atomic memory "
                 "ordering) ruled out; real cause an off-by-one in writableLen that lets a full buffer look empty; fix "
                 "with free-running indices and power-of-two capacities; the person reviews the diff and puts an "
                 "allocator convention 'for later' inside the review; minimum Zig version 0.14.1",
        "steps": [
            ("user", "the spindle fuzzer found something overnight: after ~2M ops the consumer sees the ring as empty "
                     "right after the producer pushed. seed 0x5eed1e, zig 0.14.1. my gut says memory ordering, one "
                     "of the loads is probably monotonic"),
            bash("zig build fuzz -- --seed 0x5eed1e --ops 3000000 2>&1 | tail -n 4",
                 "fuzz: seed=0x5eed1e capacity=256\n"
                 "op 2097151: push ok (producer len=255)\n"
                 "op 2097152: push ok (producer len=256)\n"
                 "FAIL op 2097153: consumer len()=0 after producer pushed, expected 256\n"),
            bash("grep -nE '\\.(load|store)\\(' src/ring.zig",
                 "38:            const h = self.head.load(.acquire);\n"
                 "39:            const t = self.tail.load(.acquire);\n"
                 "58:            self.head.store(next, .release);\n"
                 "74:            self.tail.store(next, .release);\n"),
            ("assistant", "The orderings look right: the producer publishes `head` with `.release` after writing the "
                          "slot, the consumer reads it with `.acquire`, and the same pair exists for `tail`. Also the "
                          "fuzzer runs producer and consumer on one thread in this mode, so a reordering bug couldn't "
                          "show up here anyway. The telling part is `producer len=256` with capacity 256: the buffer "
                          "was completely full at the moment it started looking empty."),
            tool("Read", {"file_path": f"{SPINDLE}/src/ring.zig", "offset": 34, "limit": 16},
                 "    34\t        /// Number of items ready for the consumer.\n"
                 "    35\t        pub fn len(self: *const Self) usize {\n"
                 "    36\t            // head == tail means empty; one slot always stays free so full != empty\n"
                 "    37\t            const cap = self.buf.len;\n"
                 "    38\t            const h = self.head.load(.acquire);\n"
                 "    39\t            const t = self.tail.load(.acquire);\n"
                 "    40\t            return (h + cap - t) % cap;\n"
                 "    41\t        }\n"
                 "    42\t\n"
                 "    43\t        /// Free slots for the producer.\n"
                 "    44\t        pub fn writableLen(self: *const Self) usize {\n"
                 "    45\t            return self.buf.len - self.len();\n"
                 "    46\t        }\n"),
            ("assistant", "Off-by-one. The design keeps one slot empty so that `head == tail` can only mean empty "
                          "(comment on line 36), but `writableLen` returns `capacity - len` instead of "
                          "`capacity - len - 1`. So the producer is allowed to fill the last slot, `head` wraps onto "
                          "`tail`, and a full buffer of 256 items reads as empty: the consumer loses all of them.\n\n"
                          "Two ways to fix it:\n\n"
                          "a) `capacity - len - 1`: minimal change, usable capacity becomes 255.\n"
                          "b) free-running indices: `head` and `tail` only ever increase (wrapping), `len = head -% "
                          "tail`, the slot is `index & (capacity - 1)`. Full is `len == capacity`, every slot is "
                          "usable, no modulo, but the capacity has to be a power of two.\n\n"
                          "I'd do b)."),
            ("user", "b. if somebody asks for a capacity that isn't a power of two, return an error, don't round up "
                     "silently"),
            tool("Edit", {"file_path": f"{SPINDLE}/src/ring.zig",
                          "old_string": "            const cap = self.buf.len;\n"
                                        "            const h = self.head.load(.acquire);\n"
                                        "            const t = self.tail.load(.acquire);\n"
                                        "            return (h + cap - t) % cap;\n",
                          "new_string": "            const h = self.head.load(.acquire);\n"
                                        "            const t = self.tail.load(.acquire);\n"
                                        "            return h -% t; // free-running indices, wrap on overflow\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{SPINDLE}/src/ring.zig",
                          "old_string": "        pub fn init(buf: []T) Self {\n"
                                        "            return .{ .buf = buf };\n",
                          "new_string": "        pub fn init(capacity: usize) !Self {\n"
                                        "            if (capacity == 0 or !std.math.isPowerOfTwo(capacity))\n"
                                        "                return error.CapacityNotPowerOfTwo;\n"
                                        "            const buf = try std.heap.page_allocator.alloc(T, capacity);\n"
                                        "            return .{ .buf = buf, .mask = capacity - 1 };\n"},
                 "The file has been updated."),
            bash("zig build test && zig build fuzz -- --seed 0x5eed1e --ops 50000000 2>&1 | tail -n 1",
                 "All 23 tests passed.\n"
                 "fuzz: 50000000 ops, 0 failures (seed=0x5eed1e capacity=256)\n"),
            ("assistant", "Tests pass and 50M fuzz ops with the failing seed are clean. Diff is in "
                          "`src/ring.zig` (init, len, writableLen, push/pop indexing with the mask) and "
                          "`src/fuzz.zig` (a new full-buffer assertion)."),
            ("user", "review:\n"
                     "- ring.zig:24 CapacityNotPowerOfTwo, good\n"
                     "- ring.zig:39 `-%` for len, yes\n"
                     "- ring.zig:27 no. you grab std.heap.page_allocator inside init. spindle never picks an "
                     "allocator itself. remember this for later: every spindle function that allocates takes "
                     "`allocator: std.mem.Allocator` as its first parameter, and the tests use "
                     "std.testing.allocator so a leak fails the test. and then there's a deinit(allocator) too\n"
                     "- fuzz.zig fine"),
            tool("Edit", {"file_path": f"{SPINDLE}/src/ring.zig",
                          "old_string": "        pub fn init(capacity: usize) !Self {\n",
                          "new_string": "        pub fn init(allocator: std.mem.Allocator, capacity: usize) !Self "
                                        "{\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{SPINDLE}/src/ring.zig",
                          "old_string": "            const buf = try std.heap.page_allocator.alloc(T, capacity);\n",
                          "new_string": "            const buf = try allocator.alloc(T, capacity);\n"},
                 "The file has been updated."),
            bash("grep -rn 'page_allocator\\|std.testing.allocator' src/ && zig build test",
                 "src/ring.zig:131:    var ring = try Ring(u32).init(std.testing.allocator, 8);\n"
                 "src/ring.zig:148:    var ring = try Ring(u64).init(std.testing.allocator, 256);\n"
                 "src/fuzz.zig:19:    var ring = try Ring(u32).init(std.testing.allocator, capacity);\n"
                 "All 24 tests passed.\n"),
            ("user", "good. and bump minimum_zig_version in build.zig.zon to 0.14.1, we're dropping 0.13, nobody "
                     "should be on it anymore"),
            bash("sed -i 's/.minimum_zig_version = \"0.13.0\"/.minimum_zig_version = \"0.14.1\"/' build.zig.zon && "
                 "grep minimum_zig_version build.zig.zon && git add -A && git commit -qm 'ring: fix full-looks-empty "
                 "off-by-one; power-of-two capacity, caller allocator' && git log -1 --oneline",
                 "    .minimum_zig_version = \"0.14.1\",\n"
                 "c08e5d1 ring: fix full-looks-empty off-by-one; power-of-two capacity, caller allocator\n"),
        ],
        "facts": [
            fact("ring-bug", "The spindle fuzz failure (consumer saw an empty ring right after a push) was an "
                             "off-by-one in writableLen: it returned capacity - len instead of capacity - len - 1, so "
                             "the producer filled the last slot and a full buffer looked empty; not memory ordering.",
                 "bugfix", "assistant", ["writableLen", ["off-by-one", "full"]]),
            fact("ring-design", "The spindle ring uses free-running head/tail indices masked with capacity - 1; "
                                "capacity must be a power of two, otherwise init returns error.CapacityNotPowerOfTwo "
                                "(no silent rounding).",
                 "decision", "user", [["power of two", "CapacityNotPowerOfTwo"], ["free-running", "mask"]]),
            fact("allocator-param", "Every spindle function that allocates takes allocator: std.mem.Allocator as its "
                                    "first parameter (spindle never picks an allocator itself); tests use "
                                    "std.testing.allocator so leaks fail.",
                 "convention", "user", ["std.mem.Allocator", "first parameter", "std.testing.allocator"],
                 remember=True),
            fact("zig-version", "spindle's minimum_zig_version is 0.14.1; Zig 0.13 is no longer supported.",
                 "config", "user", ["minimum_zig_version", "0.14.1"]),
        ],
        "optional": [
            opt("deinit", "The ring has a deinit(allocator) matching init(allocator, capacity).", ["deinit"]),
        ],
        "questions": [
            q("What caused the spindle fuzz failure?",
              "an off-by-one in writableLen: the producer filled the last slot, a full buffer looked empty",
              ["ring-bug"]),
            q("Which capacities does the spindle ring accept?",
              "powers of two only, otherwise error.CapacityNotPowerOfTwo", ["ring-design"]),
            q("How does a spindle function that allocates get its allocator?",
              "allocator: std.mem.Allocator as its first parameter", ["allocator-param"]),
        ],
    },
    {
        "id": "h27-cc-homelab-deploy",
        "project": HOMELAB,
        "start": datetime(2026, 11, 13, 20, 40),
        "about": "NixOS flake home lab with four hosts: deploy tool chosen as colmena, then reversed to deploy-rs for "
                 "its magic rollback (only deploy-rs counts); VLAN CIDRs moved into one network.nix; router and DNS "
                 "addresses with '#remember' at the end of the line; 'maybe ZFS someday' speculation",
        "steps": [
            ("user", "I'm done ssh-ing into every box and running nixos-rebuild switch by hand. 4 hosts in the "
                     "flake: stroop (router), hagel (dns + home assistant), kaas (nas) and drop (the mini pc with "
                     "jellyfin). what do people use to deploy one flake to several hosts?"),
            bash("nix flake show --json 2>/dev/null | jq -r '.nixosConfigurations | keys[]'",
                 "drop\nhagel\nkaas\nstroop\n"),
            ("assistant", "The three usual choices:\n\n"
                          "- **nixos-rebuild --target-host**: built in, nothing to add, but one host at a time and "
                          "no safety net if a switch breaks the network.\n"
                          "- **colmena**: deploys in parallel, tags (`@router`, `@media`) to select hosts, "
                          "`apply-local` for the machine you're on. No automatic rollback.\n"
                          "- **deploy-rs**: one node per host in the flake, and **magic rollback**: after activating "
                          "it has to reach the host again to confirm; if the new config broke SSH or the network, "
                          "the host rolls itself back after the timeout.\n\n"
                          "For four hosts colmena is the most comfortable."),
            ("user", "colmena then, the tags sound handy"),
            tool("Write", {"file_path": f"{HOMELAB}/hive.nix",
                           "content": "{ inputs, ... }: {\n"
                                      "  meta.nixpkgs = import inputs.nixpkgs { system = \"x86_64-linux\"; };\n"
                                      "  stroop = { deployment.targetHost = \"stroop.lan\"; deployment.tags = "
                                      "[ \"router\" ]; imports = [ ./hosts/stroop ]; };\n"
                                      "  hagel = { deployment.targetHost = \"hagel.lan\"; deployment.tags = "
                                      "[ \"infra\" ]; imports = [ ./hosts/hagel ]; };\n"
                                      "  kaas = { deployment.targetHost = \"kaas.lan\"; deployment.tags = "
                                      "[ \"storage\" ]; imports = [ ./hosts/kaas ]; };\n"
                                      "  drop = { deployment.targetHost = \"drop.lan\"; deployment.tags = "
                                      "[ \"media\" ]; imports = [ ./hosts/drop ]; };\n}\n"},
                 "File created successfully at: " + HOMELAB + "/hive.nix"),
            bash("nix run nixpkgs#colmena -- build 2>&1 | tail -n 3",
                 "[INFO ] Enumerating nodes...\n[INFO ] Selected all 4 nodes.\n"
                 "      ✅ 2m 41s All done!\n"),
            ("assistant", "All four build. Before `colmena apply`: stroop is the router, so anything that touches "
                          "its network or nftables config can cut off the SSH session colmena is using, and colmena "
                          "won't roll back on its own."),
            ("user", "hm. that's exactly what happened in september, I pushed a broken nftables rule to stroop and "
                     "had to go to the meterkast with a keyboard and a monitor. ok, change of plan: deploy-rs. the "
                     "magic rollback is worth more to me than the tags. throw the colmena hive away"),
            bash("rm hive.nix && ls",
                 "flake.lock\nflake.nix\nhosts\nmodules\n"),
            tool("Edit", {"file_path": f"{HOMELAB}/flake.nix",
                          "old_string": "  outputs = { self, nixpkgs, ... }@inputs: {\n",
                          "new_string": "  outputs = { self, nixpkgs, deploy-rs, ... }@inputs: {\n"
                                        "    deploy = {\n      magicRollback = true;\n"
                                        "      confirmTimeout = 60;\n      sshUser = \"sanne\";\n"
                                        "      user = \"root\";\n"
                                        "      nodes = nixpkgs.lib.genAttrs [ \"stroop\" \"hagel\" \"kaas\" "
                                        "\"drop\" ] (name: {\n        hostname = \"${name}.lan\";\n"
                                        "        profiles.system.path = deploy-rs.lib.x86_64-linux.activate.nixos\n"
                                        "          self.nixosConfigurations.${name};\n      });\n    };\n"},
                 "The file has been updated."),
            bash("nix run github:serokell/deploy-rs -- .#hagel 2>&1 | grep -E 'INFO|ERROR' | tail -n 5",
                 "🚀 ℹ️ [deploy] [INFO] Evaluating flake in .\n"
                 "🚀 ℹ️ [deploy] [INFO] The following profiles are going to be deployed: [hagel.system]\n"
                 "🚀 ℹ️ [activate] [INFO] Activating profile\n"
                 "🚀 ℹ️ [deploy] [INFO] Success activating, attempting to confirm activation\n"
                 "🚀 ℹ️ [deploy] [INFO] Deployment confirmed.\n"),
            ("assistant", "hagel is deployed and confirmed through deploy-rs. If a deploy can't confirm within "
                          "60 s, the host rolls back to its previous generation."),
            ("user", "while you're in there: the servers vlan is 10.42.10.0/24 and the iot vlan is 10.42.30.0/24. put "
                     "them in one place, modules/network.nix, instead of having them hardcoded in five files. and "
                     "the router is stroop at 10.42.10.1, dns (unbound) runs on hagel at 10.42.10.53 #remember"),
            bash("grep -rnE '10\\.42\\.(10|30)\\.' hosts modules | wc -l",
                 "17\n"),
            tool("Write", {"file_path": f"{HOMELAB}/modules/network.nix",
                           "content": "# the only place where home lab addresses are defined\n{\n"
                                      "  vlans = {\n    servers = { id = 10; cidr = \"10.42.10.0/24\"; };\n"
                                      "    iot = { id = 30; cidr = \"10.42.30.0/24\"; };\n  };\n"
                                      "  hosts = {\n    stroop = \"10.42.10.1\";   # router\n"
                                      "    hagel = \"10.42.10.53\";   # unbound, home assistant\n  };\n}\n"},
                 "File created successfully at: " + HOMELAB + "/modules/network.nix"),
            bash("grep -rnE '10\\.42\\.(10|30)\\.' hosts modules | grep -v modules/network.nix | wc -l && nix flake "
                 "check 2>&1 | tail -n 1",
                 "0\nall checks passed!\n"),
            ("user", "nice. maybe I move kaas to ZFS someday, but not today. deploy the other three"),
            bash("for h in stroop kaas drop; do nix run github:serokell/deploy-rs -- .#$h 2>&1 | grep -E "
                 "'confirmed|ERROR' | sed \"s/^/$h: /\"; done",
                 "stroop: 🚀 ℹ️ [deploy] [INFO] Deployment confirmed.\n"
                 "kaas: 🚀 ℹ️ [deploy] [INFO] Deployment confirmed.\n"
                 "drop: 🚀 ℹ️ [deploy] [INFO] Deployment confirmed.\n"),
            ("assistant", "All four hosts are deployed with deploy-rs and confirmed, and every address now comes "
                          "from `modules/network.nix`."),
        ],
        "facts": [
            fact("deploy-tool", "The home lab flake is deployed with deploy-rs for its magic rollback; colmena was "
                                "chosen first and then dropped (no rollback; a broken nftables rule on stroop cut "
                                "Sanne off in September).",
                 "decision", "user", ["deploy-rs", ["magic rollback", "rollback"]]),
            fact("vlans", "Home lab VLANs: servers 10.42.10.0/24, IoT 10.42.30.0/24.",
                 "config", "user", ["10.42.10.0/24", "10.42.30.0/24"]),
            fact("network-nix", "Home lab addresses and CIDRs are defined only in modules/network.nix, never hardcoded "
                                "in host files.",
                 "convention", "user", ["network.nix"]),
            fact("router-dns", "The router is stroop at 10.42.10.1; DNS (unbound) runs on hagel at 10.42.10.53.",
                 "fact", "user", ["10.42.10.1", "10.42.10.53", ["unbound", "hagel"]], remember=True),
        ],
        "optional": [
            opt("hosts", "Home lab hosts: stroop (router), hagel (dns + home assistant), kaas (nas), drop (jellyfin).",
                ["kaas", "drop"]),
            opt("confirm-timeout", "deploy-rs confirmTimeout is 60 s.", ["confirmTimeout"]),
        ],
        "questions": [
            q("Which tool deploys the home lab flake?", "deploy-rs, for the magic rollback", ["deploy-tool"]),
            q("Where are home lab addresses defined?", "only in modules/network.nix", ["network-nix"]),
            q("Where does DNS run in the home lab?", "unbound on hagel at 10.42.10.53", ["router-dns"]),
        ],
    },
    {
        "id": "h27-cc-tofu-plan-wall",
        "project": INFRA,
        "start": datetime(2026, 11, 16, 9, 40),
        "about": "mostly tool output: a tofu plan for the staging data stack after an aws-rds module bump would replace "
                 "the database (new identifier with the engine major); one decision: keep the identifier, upgrade in "
                 "place, prevent_destroy on aws_db_instance",
        "steps": [
            ("user", "plan for stacks/data on staging after the module bump, just run it and tell me what's going on"),
            bash("cd stacks/data && tofu workspace select staging && tofu plan -var-file=../../envs/staging.tfvars "
                 "-no-color",
                 "module.db.data.aws_kms_key.rds: Reading...\n"
                 "module.db.aws_db_subnet_group.this: Refreshing state... [id=ll-staging-ledger]\n"
                 "module.db.aws_db_parameter_group.this: Refreshing state... [id=ll-staging-ledger-pg15]\n"
                 "module.db.aws_db_instance.this: Refreshing state... [id=db-Q3KX7M2VNB5L4T]\n"
                 "module.archive.aws_s3_bucket.this: Refreshing state... [id=ll-staging-archive]\n"
                 "module.archive.aws_s3_bucket_lifecycle_configuration.this: Refreshing state... "
                 "[id=ll-staging-archive]\n\n"
                 "OpenTofu used the selected providers to generate the following execution plan. Resource actions "
                 "are indicated with the following symbols:\n"
                 "  ~ update in-place\n+/- create replacement and then destroy\n-/+ destroy and then create "
                 "replacement\n\n"
                 "OpenTofu will perform the following actions:\n\n"
                 "  # module.archive.aws_s3_bucket_lifecycle_configuration.this will be updated in-place\n"
                 "  ~ resource \"aws_s3_bucket_lifecycle_configuration\" \"this\" {\n"
                 "      ~ rule {\n          id     = \"expire-exports\"\n"
                 "          ~ expiration {\n              ~ days = 30 -> 45\n            }\n        }\n    }\n\n"
                 "  # module.db.aws_db_instance.this must be replaced\n"
                 "-/+ resource \"aws_db_instance\" \"this\" {\n"
                 "      ~ address                     = \"ll-staging-ledger.c9xq.eu-central-1.rds.amazonaws.com\" "
                 "-> (known after apply)\n"
                 "      ~ arn                         = \"arn:aws:rds:eu-central-1:4411:db:ll-staging-ledger\" -> "
                 "(known after apply)\n"
                 "      ~ engine_version              = \"15.8\" -> \"16.4\"\n"
                 "      ~ identifier                  = \"ll-staging-ledger\" -> \"ll-staging-ledger-pg16\" "
                 "# forces replacement\n"
                 "      ~ parameter_group_name        = \"ll-staging-ledger-pg15\" -> \"ll-staging-ledger-pg16\"\n"
                 "      ~ resource_id                 = \"db-Q3KX7M2VNB5L4T\" -> (known after apply)\n"
                 "        skip_final_snapshot         = true\n"
                 "        # (41 unchanged attributes hidden)\n    }\n\n"
                 "  # module.db.aws_db_parameter_group.this must be replaced\n"
                 "+/- resource \"aws_db_parameter_group\" \"this\" {\n"
                 "      ~ family      = \"postgres15\" -> \"postgres16\" # forces replacement\n"
                 "      ~ name        = \"ll-staging-ledger-pg15\" -> \"ll-staging-ledger-pg16\" # forces "
                 "replacement\n"
                 "        # (2 unchanged attributes hidden)\n    }\n\n"
                 "  # module.db.aws_cloudwatch_metric_alarm.cpu will be updated in-place\n"
                 "  ~ resource \"aws_cloudwatch_metric_alarm\" \"cpu\" {\n"
                 "      ~ dimensions = {\n          ~ \"DBInstanceIdentifier\" = \"ll-staging-ledger\" -> "
                 "\"ll-staging-ledger-pg16\"\n        }\n    }\n\n"
                 "Plan: 2 to add, 2 to change, 2 to destroy.\n"),
            ("assistant", "This plan destroys two things, so I'm stopping here, as agreed. The important one: "
                          "`aws_db_instance.this` **must be replaced** because the identifier changes from "
                          "`ll-staging-ledger` to `ll-staging-ledger-pg16`, and `skip_final_snapshot = true` on "
                          "staging. Applying this would drop the staging ledger database and create an empty one. The "
                          "parameter group replacement is expected for a family change (create before destroy). Let "
                          "me see where the new identifier comes from."),
            bash("git diff v1.4.0 v2.0.0 -- modules/aws-rds/main.tf | head -n 24",
                 "diff --git a/modules/aws-rds/main.tf b/modules/aws-rds/main.tf\n"
                 "index 5f2e0c1..b81d7a4 100644\n--- a/modules/aws-rds/main.tf\n+++ b/modules/aws-rds/main.tf\n"
                 "@@ -1,8 +1,12 @@\n+locals {\n+  major = split(\".\", var.engine_version)[0]\n+}\n+\n"
                 " resource \"aws_db_parameter_group\" \"this\" {\n"
                 "-  name   = \"${var.name}-pg15\"\n-  family = \"postgres15\"\n"
                 "+  name   = \"${var.name}-pg${local.major}\"\n+  family = \"postgres${local.major}\"\n"
                 "+\n+  lifecycle {\n+    create_before_destroy = true\n+  }\n }\n\n"
                 " resource \"aws_db_instance\" \"this\" {\n"
                 "-  identifier           = var.name\n"
                 "+  identifier           = \"${var.name}-pg${local.major}\"\n"
                 "   engine               = \"postgres\"\n"),
            bash("tofu state list | grep -E 'module.db' && aws rds describe-db-instances --db-instance-identifier "
                 "ll-staging-ledger --query 'DBInstances[0].[DBInstanceStatus,AllocatedStorage,EngineVersion]' "
                 "--output text",
                 "module.db.aws_cloudwatch_metric_alarm.cpu\nmodule.db.aws_db_instance.this\n"
                 "module.db.aws_db_parameter_group.this\nmodule.db.aws_db_subnet_group.this\n"
                 "available\t200\t15.8\n"),
            ("assistant", "v2.0.0 of `modules/aws-rds` appends the engine major to the instance identifier, and RDS "
                          "can't rename an instance in place through this attribute, so every major bump would now "
                          "recreate the database. Options:\n\n"
                          "a) keep `identifier = var.name` and upgrade in place with "
                          "`allow_major_version_upgrade = true` (RDS does the pg_upgrade, same endpoint, some "
                          "downtime);\n"
                          "b) a blue/green deployment for the major upgrade;\n"
                          "c) leave the module and snapshot-restore into the new identifier."),
            ("user", "a. the identifier stays var.name, major upgrades happen in place with "
                     "allow_major_version_upgrade, and put lifecycle prevent_destroy on the aws_db_instance in the "
                     "module so a plan like this one can't even be applied again"),
            tool("Edit", {"file_path": f"{INFRA}/modules/aws-rds/main.tf",
                          "old_string": "  identifier           = \"${var.name}-pg${local.major}\"\n",
                          "new_string": "  identifier           = var.name\n"
                                        "  allow_major_version_upgrade = true\n"
                                        "  apply_immediately           = var.env != \"prod\"\n\n"
                                        "  lifecycle {\n    prevent_destroy = true\n  }\n"},
                 "The file has been updated."),
            bash("tofu plan -var-file=../../envs/staging.tfvars -no-color | grep -E '^  # |must be|Plan:'",
                 "  # module.archive.aws_s3_bucket_lifecycle_configuration.this will be updated in-place\n"
                 "  # module.db.aws_db_instance.this will be updated in-place\n"
                 "  # module.db.aws_db_parameter_group.this must be replaced\n"
                 "Plan: 1 to add, 2 to change, 1 to destroy.\n"),
            ("assistant", "Now the database is updated in place (15.8 -> 16.4, same identifier). The plan still "
                          "destroys one thing: the old `ll-staging-ledger-pg15` parameter group, after the pg16 one "
                          "exists and the instance points to it. Showing you before I apply, per your rule."),
            ("user", "that one's fine, apply"),
            bash("tofu apply -auto-approve -var-file=../../envs/staging.tfvars -no-color | tail -n 7",
                 "module.db.aws_db_parameter_group.this: Creating...\n"
                 "module.db.aws_db_parameter_group.this: Creation complete after 2s [id=ll-staging-ledger-pg16]\n"
                 "module.db.aws_db_instance.this: Modifying... [id=db-Q3KX7M2VNB5L4T]\n"
                 "module.db.aws_db_instance.this: Still modifying... [id=db-Q3KX7M2VNB5L4T, 10m0s elapsed]\n"
                 "module.db.aws_db_instance.this: Modifications complete after 18m41s [id=db-Q3KX7M2VNB5L4T]\n"
                 "module.db.aws_db_parameter_group.this (deposed object 9a3c1e2f): Destroying... "
                 "[id=ll-staging-ledger-pg15]\n"
                 "Apply complete! Resources: 1 added, 2 changed, 1 destroyed.\n"),
            ("assistant", "Applied. Staging's ledger database is on 16.4 under its old identifier, and the module "
                          "now refuses any plan that would destroy an `aws_db_instance`."),
        ],
        "facts": [
            fact("rds-in-place", "The aws-rds module keeps identifier = var.name (no engine major in it); Postgres "
                                 "major upgrades happen in place with allow_major_version_upgrade, and aws_db_instance "
                                 "has lifecycle prevent_destroy.",
                 "decision", "user", ["prevent_destroy", ["allow_major_version_upgrade", "in place"]]),
        ],
        "optional": [
            opt("rds-v2-bug", "aws-rds module v2.0.0 appended -pg<major> to the DB identifier, which forced "
                              "replacement of the staging database.",
                ["identifier", "replacement"]),
            opt("staging-pg16", "The staging ledger database runs Postgres 16.4.", ["16.4"]),
        ],
        "questions": [
            q("How are Postgres major upgrades done for the RDS instances?",
              "in place with allow_major_version_upgrade, the identifier stays var.name", ["rds-in-place"]),
            q("What stops a plan from replacing an aws_db_instance?", "lifecycle prevent_destroy in the module",
              ["rds-in-place"]),
        ],
    },
]
