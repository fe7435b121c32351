"""h22 Claude Code sessions, part b: a code review, a flaky test, a monorepo layout."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

QUARRY = "/home/dev/quarrymap"
BELLOWS = "/home/dev/bellows"
TIDE = "/home/dev/tidewright"

SESSIONS = [
    {
        "id": "h22-cc-quarry-review",
        "project": QUARRY,
        "start": datetime(2026, 11, 27, 15, 20),
        "about": "non-native English; review of a PR with five comments: two accepted, one pushed back with a reason, one left "
                 "for 'next week', one general advice nobody confirms; 'team convention:' remember",
        "branch": "feat/vibration-cache",
        "steps": [
            ("user", "hello, can you review the PR 214 of Tomasz before I merge? is the vibration model cache. I am not "
                     "so sure about the error handling"),
            bash("gh pr diff 214 --stat && gh pr diff 214 | head -120",
                 " src/ppv_calc/mod.rs      |  88 +++++++++----\n src/ppv_calc/cache.rs    | 141 ++++++++++++++++++++\n"
                 " src/io/blast_plan.rs     |  37 +++--\n 3 files changed, 231 insertions(+), 35 deletions(-)\n"
                 "+pub fn peak_particle_velocity(charge_kg: f32, distance_m: f32, k: f32, beta: f32) -> f32 {\n"
                 "+    let scaled = distance_m / charge_kg.sqrt();\n+    k * scaled.powf(-beta)\n+}\n"
                 "+pub fn load_plan(path: &Path) -> BlastPlan {\n+    let raw = std::fs::read_to_string(path).unwrap();\n"
                 "+    toml::from_str(&raw).unwrap()\n+}\n"),
            ("assistant", "Review of #214:\n\n"
                          "1. **`unwrap()` in `load_plan`** — a malformed plan file panics the whole planner. Return a "
                          "`Result` with a proper error type (a `thiserror` enum, e.g. `BlastError::PlanParse`).\n"
                          "2. **`f32` for PPV** — peak particle velocity at long distances goes to tiny values and the "
                          "`powf` loses precision; the limit checks compare against 5 mm/s thresholds. I'd use `f64` "
                          "throughout `ppv_calc`.\n"
                          "3. **Module name** — `ppv_calc` is cryptic for newcomers; consider `vibration`.\n"
                          "4. **Tests** — the cache has no property tests; proptest over charge/distance would catch "
                          "edge cases.\n"
                          "5. **General** — you should always benchmark cache changes with criterion before merging; "
                          "caches usually hide regressions."),
            ("user", "1 yes, totally. we use thiserror already in io, so BlastError with PlanParse variant is good.\n"
                     "2 yes, f64, the inspector from the mining authority check the numbers, we cannot have rounding "
                     "there.\n3 no. ppv is the word the blasters use every day, the shot firers read the code sometimes "
                     "too. keep ppv_calc.\n4 let's think about it next week.\n\n"
                     "and team convention: no unwrap outside of tests. never. expect() also not, use ? and the error enum"),
            ("assistant", "Got it: BlastError with a PlanParse variant, f64 in ppv_calc, the module keeps its name, "
                          "proptest later. And no `unwrap()`/`expect()` outside tests — errors go through `?` and the "
                          "error enum. Shall I push these as suggestions on the PR or make the commit myself?"),
            ("user", "make the commit on his branch, he is on holiday"),
            tool("Edit", {"file_path": f"{QUARRY}/src/io/blast_plan.rs",
                          "old_string": "pub fn load_plan(path: &Path) -> BlastPlan {\n    let raw = std::fs::read_to_string(path).unwrap();\n    toml::from_str(&raw).unwrap()\n}",
                          "new_string": "pub fn load_plan(path: &Path) -> Result<BlastPlan, BlastError> {\n    let raw = std::fs::read_to_string(path)?;\n"
                                        "    toml::from_str(&raw).map_err(BlastError::PlanParse)\n}"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{QUARRY}/src/ppv_calc/mod.rs",
                          "old_string": "pub fn peak_particle_velocity(charge_kg: f32, distance_m: f32, k: f32, beta: f32) -> f32 {",
                          "new_string": "pub fn peak_particle_velocity(charge_kg: f64, distance_m: f64, k: f64, beta: f64) -> f64 {"},
                 "The file has been updated."),
            bash("cargo clippy --all-targets -- -D warnings && cargo test",
                 "    Checking quarrymap v0.9.2 (/home/dev/quarrymap)\n    Finished dev [unoptimized + debuginfo] target(s) in 6.81s\n"
                 "running 47 tests\n...............................................\n"
                 "test result: ok. 47 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.42s"),
            ("assistant", "Clippy clean and 47 tests pass. Pushed to feat/vibration-cache."),
            ("user", "thank you, very good"),
        ],
        "facts": [
            fact("no-unwrap", "Team convention: no unwrap() (nor expect()) outside tests; use ? and the error enum.",
                 "convention", "user", ["unwrap"], remember=True),
            fact("f64-ppv", "ppv_calc uses f64 throughout: the mining authority inspector checks the numbers, no rounding allowed.",
                 "decision", "user", ["f64"]),
            fact("keep-ppv-calc", "The module stays named ppv_calc (not renamed to vibration): ppv is the blasters' word.",
                 "decision", "user", ["ppv_calc"]),
            fact("blast-error", "Plan loading returns a thiserror enum BlastError with a PlanParse variant.",
                 "decision", "user", ["BlastError"]),
        ],
        "optional": [
            opt("proptest-later", "Property tests with proptest for the cache were put off.", ["proptest"]),
        ],
        "questions": [
            q("Can I use unwrap in quarrymap code?", "no unwrap outside tests, use ? and the error enum", ["no-unwrap"]),
            q("What float type does the PPV calculation use?", "f64", ["f64-ppv"]),
            q("Should ppv_calc be renamed to vibration?", "no, ppv is the word the blasters use", ["keep-ppv-calc"]),
        ],
    },
    {
        "id": "h22-cc-bellows-flaky",
        "project": BELLOWS,
        "start": datetime(2026, 11, 28, 11, 5),
        "about": "flaky test hunted with timing output; wrong guess (clock) then shared module-level registry with random order; "
                 "autouse fixture; 'save this as a rule'; near-miss 'remember to breathe lol'",
        "steps": [
            ("user", "test_schedule_next_tuning is flaky again. fails maybe 1 in 8 on CI. it's driving me nuts"),
            bash("for i in $(seq 1 16); do pytest tests/test_scheduler.py -q -p randomly 2>&1 | tail -1; done",
                 "9 passed in 0.61s\n9 passed in 0.58s\n1 failed, 8 passed in 0.63s\n9 passed in 0.60s\n9 passed in 0.59s\n"
                 "9 passed in 0.62s\n9 passed in 0.60s\n9 passed in 0.57s\n1 failed, 8 passed in 0.66s\n9 passed in 0.61s\n"
                 "9 passed in 0.60s\n9 passed in 0.58s\n9 passed in 0.59s\n9 passed in 0.63s\n9 passed in 0.61s\n9 passed in 0.60s"),
            ("assistant", "2 failures in 16 runs locally too. My first guess is the clock: the test computes 'next tuning' "
                          "from `datetime.now()`, and if the run straddles a second boundary the expected timestamp is off."),
            bash("pytest tests/test_scheduler.py -q -p randomly --durations=5 -p randomly -x 2>&1 | tail -25",
                 "Using --randomly-seed=2718281\n"
                 "FAILED tests/test_scheduler.py::test_schedule_next_tuning - AssertionError: assert 3 == 2\n"
                 " +  where 3 = len([<Pipe 'Principal 8' rank=great>, <Pipe 'Flute 4' rank=swell>, <Pipe 'Trumpet 8' rank=great>])\n"
                 "============================= slowest 5 durations =============================\n"
                 "0.21s call     tests/test_scheduler.py::test_tuning_window_spans_sunday\n"
                 "0.02s call     tests/test_scheduler.py::test_schedule_next_tuning\n"
                 "0.01s call     tests/test_scheduler.py::test_register_reed_pipe\n"),
            ("assistant", "It isn't the clock: the assertion is about the *number of pipes* — 3 instead of 2. The extra one is "
                          "'Trumpet 8', which only `test_register_reed_pipe` creates. Let me check where pipes are stored."),
            tool("Grep", {"pattern": "_REGISTRY", "path": f"{BELLOWS}/bellows"},
                 "bellows/pipe_registry.py:7:_REGISTRY: dict[str, Pipe] = {}\n"
                 "bellows/pipe_registry.py:12:    _REGISTRY[pipe.name] = pipe\n"
                 "bellows/scheduler.py:31:    due = [p for p in pipe_registry._REGISTRY.values() if p.rank == rank]"),
            ("assistant", "Root cause: `pipe_registry._REGISTRY` is a module-level dict shared by all tests. "
                          "pytest-randomly shuffles the order, and when `test_register_reed_pipe` runs before "
                          "`test_schedule_next_tuning`, its Trumpet 8 is still registered. With seed 2718281 it fails every "
                          "time.\n\nFix: an autouse fixture `fresh_registry` in `tests/conftest.py` that clears "
                          "`_REGISTRY` before and after each test."),
            tool("Write", {"file_path": f"{BELLOWS}/tests/conftest.py",
                           "content": "import pytest\nfrom bellows import pipe_registry\n\n\n@pytest.fixture(autouse=True)\n"
                                      "def fresh_registry():\n    pipe_registry._REGISTRY.clear()\n    yield pipe_registry._REGISTRY\n"
                                      "    pipe_registry._REGISTRY.clear()\n"},
                 "File created successfully at: /home/dev/bellows/tests/conftest.py"),
            bash("pytest tests -q -p randomly --randomly-seed=2718281 && for i in $(seq 1 30); do pytest tests -q -p randomly | tail -1; done | sort | uniq -c",
                 "41 passed in 1.12s\n     30 41 passed in 1.1s"),
            ("assistant", "Passes with the failing seed and 30 random orders in a row."),
            ("user", "finally. should we turn pytest-randomly off to be safe?"),
            ("assistant", "I'd keep it: it's what exposed the leak, and turning it off would only hide the next one."),
            ("user", "yeah agreed, keep pytest-randomly on. and save this as a rule for this repo: no test may depend on "
                     "module-level state. anything that registers pipes goes through the fresh_registry fixture."),
            ("assistant", "Saved as a rule: tests must not depend on module-level state; pipe registration in tests goes "
                          "through `fresh_registry`."),
            ("user", "ok commit. and remember to breathe lol, it's friday"),
            bash("git add tests/conftest.py && git commit -m 'tests: fresh_registry fixture, fixes order-dependent scheduler test'",
                 "[main a07f3c1] tests: fresh_registry fixture, fixes order-dependent scheduler test\n 1 file changed, 10 insertions(+)"),
        ],
        "facts": [
            fact("registry-leak", "The flaky scheduler test was caused by the module-level _REGISTRY dict shared across tests, exposed by random test order.",
                 "bugfix", "assistant", ["_REGISTRY"]),
            fact("fresh-registry", "Fix: autouse fixture fresh_registry in tests/conftest.py clears the registry before and after each test.",
                 "bugfix", "assistant", ["fresh_registry"]),
            fact("keep-randomly", "pytest-randomly stays on: it exposed the leak.",
                 "decision", "user", ["pytest-randomly"]),
            fact("no-module-state", "Rule: no test may depend on module-level state; pipe registration goes through fresh_registry.",
                 "rule", "user", ["module-level state"], remember=True),
        ],
        "optional": [
            opt("not-clock", "The clock (datetime.now) was a wrong guess.", ["clock"]),
            opt("seed", "Seed 2718281 reproduced the failure.", ["2718281"]),
        ],
        "questions": [
            q("Why was test_schedule_next_tuning flaky?", "module-level _REGISTRY shared between tests, random order", ["registry-leak"]),
            q("How do tests get a clean pipe registry?", "the autouse fresh_registry fixture in conftest.py", ["fresh-registry"]),
            q("Should pytest-randomly be turned off?", "no, keep pytest-randomly on", ["keep-randomly"]),
        ],
    },
    {
        "id": "h22-cc-tide-monorepo",
        "project": TIDE,
        "start": datetime(2026, 12, 2, 16, 30),
        "about": "pnpm monorepo; where a new package goes; naming rule; name changed once mid-session (label the final one); "
                 "'you should know that we always' import rule; dependency-cruiser",
        "steps": [
            ("user", "need a new package for the berth window calculation (tide height vs draught, when can a tug bring a "
                     "ship in). where does it go?"),
            bash("ls packages packages/* apps && cat pnpm-workspace.yaml",
                 "packages:\ndomain  ui  infra\n\npackages/domain:\ntide-tables  tug-roster\n\npackages/ui:\nui-gantt  ui-forms\n\n"
                 "packages/infra:\ninfra-ais-feed  infra-db\n\napps:\ndispatch-web  harbour-api\n"
                 "packages:\n  - 'packages/*/*'\n  - 'apps/*'\n"),
            ("assistant", "The layout groups packages by area: `packages/domain`, `packages/ui`, `packages/infra`. A "
                          "berth-window calculation is pure logic, so `packages/domain/` fits. Name suggestion: "
                          "`@tidewright/berth-calc`?"),
            ("user", "yeah call it berth-calc"),
            bash("cat packages/domain/tide-tables/package.json packages/infra/infra-db/package.json | grep '\"name\"'",
                 "  \"name\": \"@tidewright/domain-tide-tables\",\n  \"name\": \"@tidewright/infra-db\","),
            ("user", "hm wait, look at the others. no, not berth-calc — it has to be @tidewright/domain-berth-windows. the "
                     "naming rule is @tidewright/<area>-<thing>, kebab-case, area first, so the name tells you the folder."),
            ("assistant", "Got it — the package goes in `packages/domain/berth-windows` and is named "
                          "`@tidewright/domain-berth-windows`, following `@tidewright/<area>-<thing>`."),
            tool("Write", {"file_path": f"{TIDE}/packages/domain/berth-windows/package.json",
                           "content": "{\n  \"name\": \"@tidewright/domain-berth-windows\",\n  \"version\": \"0.1.0\",\n  \"type\": \"module\",\n"
                                      "  \"main\": \"dist/index.js\",\n  \"dependencies\": {\n    \"@tidewright/domain-tide-tables\": \"workspace:*\"\n  }\n}\n"},
                 "File created successfully at: /home/dev/tidewright/packages/domain/berth-windows/package.json"),
            ("assistant", "Should the berth windows package use the `ui-gantt` time helpers? They already have "
                          "`overlapsWindow()`."),
            ("user", "no! you should know that we always keep packages/domain free of imports from apps/ and from the "
                     "ui-* packages. domain is imported by everything, never the other way. copy the helper if you need it."),
            ("assistant", "Understood: nothing under packages/domain imports from apps/ or any @tidewright/ui-* package. "
                          "Is that enforced anywhere?"),
            bash("cat .dependency-cruiser.cjs | head -30",
                 "module.exports = {\n  forbidden: [\n    {\n      name: 'no-circular',\n      severity: 'error',\n"
                 "      from: {},\n      to: { circular: true }\n    }\n  ]\n};\n"),
            ("user", "not yet. add a dependency-cruiser rule for it, severity error"),
            tool("Edit", {"file_path": f"{TIDE}/.dependency-cruiser.cjs",
                          "old_string": "  forbidden: [\n",
                          "new_string": "  forbidden: [\n    {\n      name: 'domain-stays-pure',\n      severity: 'error',\n"
                                        "      from: { path: '^packages/domain' },\n      to: { path: '^(apps|packages/ui)' }\n    },\n"},
                 "The file has been updated."),
            bash("pnpm install && pnpm depcruise packages apps --config .dependency-cruiser.cjs",
                 "Progress: resolved 612, reused 610, downloaded 2, added 2, done\n\n✔ no dependency violations found (214 modules, 498 dependencies cruised)"),
            ("assistant", "Package scaffolded and the `domain-stays-pure` rule passes on the current tree."),
            ("user", "good, thanks"),
        ],
        "facts": [
            fact("package-name", "The berth window package is @tidewright/domain-berth-windows in packages/domain/berth-windows.",
                 "decision", "user", ["domain-berth-windows"]),
            fact("naming-rule", "Package naming rule: @tidewright/<area>-<thing>, kebab-case, area first.",
                 "convention", "user", ["<area>-<thing>"]),
            fact("domain-pure", "packages/domain never imports from apps/ or the ui-* packages; domain is imported by everything, never the other way.",
                 "rule", "user", ["packages/domain", "apps"], remember=True),
            fact("depcruise", "The rule is enforced by a dependency-cruiser rule domain-stays-pure with severity error.",
                 "config", "user", ["dependency-cruiser"]),
        ],
        "optional": [
            opt("areas", "Packages are grouped under packages/domain, packages/ui, packages/infra.", ["packages/infra"]),
            opt("copy-helper", "Copy a ui helper into domain rather than importing it.", ["copy"]),
        ],
        "questions": [
            q("What is the berth window package called?", "@tidewright/domain-berth-windows", ["package-name"]),
            q("How are packages in tidewright named?", "@tidewright/<area>-<thing>, kebab-case", ["naming-rule"]),
            q("Can a domain package import from ui-gantt?", "no, packages/domain never imports from apps or ui-* packages", ["domain-pure"]),
            q("What enforces the domain import rule?", "a dependency-cruiser rule, severity error", ["depcruise"]),
        ],
    },
]
