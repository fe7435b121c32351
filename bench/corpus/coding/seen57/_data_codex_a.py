"""h57 Codex sessions, part a: examtt, the exam timetabling job (Python, OR-Tools CP-SAT) of the student-systems
team: the January solve not finishing in its window, students with extra time overlapping the next slot, and a
chore regenerating last year's PDF."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

EXAMTT = "/home/tomasz/work/examtt"

_SOLVER_LOG_1800 = (
    "2026-11-03 09:41:07 INFO examtt.run term=2026-27-S1-snapshot-20261102 exams=1840 students=21377 rooms=62 "
    "days=14 slots_per_day=3\n"
    "2026-11-03 09:41:52 INFO examtt.model built in 45.1s\n\n"
    "Starting CP-SAT solver v9.11.4210\n"
    "Parameters: max_time_in_seconds: 1800 num_workers: 8 log_search_progress: true\n\n"
    "Initial optimization model '': (model_fingerprint: 0x6e1f0a9c33b2d471)\n"
    "#Variables: 1'284'522 (#bools: 1'281'120 in objective)\n"
    "  - 1'281'120 Booleans in [0,1]\n  - 3'402 in [0,41]\n"
    "#kBoolOr: 402'117 (#literals: 2'011'388)\n#kExactlyOne: 1'840 (#literals: 1'281'120)\n"
    "#kLinear1: 3'402\n#kLinearN: 96'104 (#terms: 9'884'210)\n\n"
    "Starting presolve at 0.62s\n"
    "[Symmetry] 0 generators\n"
    "Presolved optimization model '': (model_fingerprint: 0x0b4d9e7712ac5e03)\n"
    "#Variables: 902'311 (#bools: 899'087 in objective)\n\n"
    "Preloading model.\n"
    "#Bound  71.20s best:inf   next:[0,124880]  initial_domain\n"
    "#1     188.44s best:48211 next:[0,48210]   fj_restart_decay(batch:1 lin{mvs:812'004 evals:9'112'440})\n"
    "#2     241.09s best:31877 next:[0,31876]   quick_restart_no_lp\n"
    "#3     312.70s best:19402 next:[0,19401]   graph_var_lns (d=0.50 s=211 t=0.10 p=0.51)\n"
    "#4     498.15s best:11288 next:[0,11287]   rnd_cst_lns (d=0.38 s=402 t=0.10 p=0.47)\n"
    "#Bound 611.90s best:11288 next:[402,11287] max_lp\n"
    "#5     803.33s best:7410  next:[402,7409]  graph_cst_lns (d=0.29 s=618 t=0.10 p=0.45)\n"
    "#6    1122.81s best:5120  next:[402,5119]  rnd_var_lns (d=0.22 s=901 t=0.10 p=0.44)\n"
    "#Bound 1304.12s best:5120 next:[1180,5119] max_lp\n"
    "#7    1511.40s best:3912  next:[1180,3911] graph_arc_lns (d=0.20 s=1207 t=0.10 p=0.43)\n"
    "#Done 1800.03s\n\n"
    "CpSolverResponse summary:\n"
    "status: FEASIBLE\nobjective: 3912\nbest_bound: 1180\nintegers: 902311\nbooleans: 899087\n"
    "conflicts: 0\nbranches: 7211904\npropagations: 901221487\n"
    "walltime: 1800.03\nusertime: 1800.03\ndeterministic_time: 9110.82\ngap_integral: 612001.4\n\n"
    "2026-11-03 10:12:04 INFO examtt.report soft violations: same-day-2+=611 back-to-back=2811 "
    "room-split=94 late-slot-first-year=396\n"
)

SESSIONS = [
    {
        "id": "h57-cx-examtt-solver-window",
        "project": EXAMTT,
        "start": datetime(2026, 11, 3, 9, 30),
        "about": "examtt: the January solve (1,840 exams) stops at max_time_in_seconds 1800 with a poor objective; "
                 "Polish-flavoured English; num_workers raised from 8 to 16 on the 16-vCPU solver VM; the time "
                 "limit tried at 3600 and set to 2700 to fit the nightly window; AddHint from last year's solution "
                 "accepted; decomposing by faculty proposed and not taken; standing instruction: never solve on "
                 "live SRS data from the sandbox, only the newest snapshot, live runs only from Jenkins",
        "steps": [
            ("user", "Good morning. I have problem with January exam period. Solver is stopping after 30 minutes "
                     "and solution is quite bad, too many students with two exams in one day. Log from last run "
                     "is in logs/, please look"),
            shell("tail -n 60 logs/solve-2026-11-03.log", _SOLVER_LOG_1800),
            shell("nproc; free -g | head -2; sed -n '/\\[solver\\]/,/^$/p' config/solve.toml",
                  "16\n              total        used        free      shared  buff/cache   available\n"
                  "Mem:             62           9          41           0          12          52\n"
                  "[solver]\nmax_time_in_seconds = 1800\nnum_workers = 8\nlog_search_progress = true\n"
                  "random_seed = 7\n"),
            ("assistant", "What the log says: CP-SAT found a feasible timetable but stopped at the 1800 s limit "
                          "with objective 3912 against a lower bound of 1180, so it was still improving steadily "
                          "(5120 → 3912 in the last ~700 s). The 611 'same-day-2+' violations are the two-exams-a-"
                          "day problem you see.\n\n"
                          "Two cheap things first:\n\n"
                          "1. **Workers.** The VM has 16 cores and the config uses `num_workers = 8`. CP-SAT's "
                          "portfolio runs different LNS strategies per worker, so going to 16 roughly doubles the "
                          "number of neighbourhoods tried. Memory is no issue (52 GB free).\n"
                          "2. **Time.** More time obviously helps; the question is how much you can give it.\n\n"
                          "And one structural thing: **a hint**. We have last January's final timetable. Most "
                          "modules keep their exam from year to year, so feeding last year's slot for each "
                          "continuing exam via `model.AddHint()` gives the solver a good starting point instead "
                          "of the `fj_restart` it begins from now."),
            ("user", "Workers 16 yes, of course, I did not know is only 8. Time we can try 3600 and see"),
            shell("sed -i 's/^max_time_in_seconds = 1800/max_time_in_seconds = 3600/; s/^num_workers = 8/"
                  "num_workers = 16/' config/solve.toml && python -m examtt.run --config config/solve.toml "
                  "--term 2026-27-S1-snapshot-20261102 2>&1 | grep -E '^#[0-9]+ |^#Done|status:|objective:|"
                  "best_bound:|soft violations'",
                  "#1     101.80s best:47002 next:[0,47001]   fj_restart_decay(batch:1 lin{mvs:799'412})\n"
                  "#2     133.25s best:30115 next:[0,30114]   quick_restart_no_lp\n"
                  "#3     170.41s best:17788 next:[0,17787]   graph_var_lns (d=0.50 s=212 t=0.10 p=0.50)\n"
                  "#4     262.90s best:9904  next:[0,9903]    rnd_cst_lns (d=0.40 s=433 t=0.10 p=0.48)\n"
                  "#5     418.07s best:6011  next:[402,6010]  graph_cst_lns (d=0.31 s=702 t=0.10 p=0.46)\n"
                  "#6     690.55s best:3808  next:[1180,3807] rnd_var_lns (d=0.25 s=1019 t=0.10 p=0.44)\n"
                  "#7    1240.61s best:2540  next:[1180,2539] graph_arc_lns (d=0.21 s=1711 t=0.10 p=0.42)\n"
                  "#8    2012.33s best:2011  next:[1180,2010] graph_dec_lns (d=0.18 s=2402 t=0.10 p=0.41)\n"
                  "#9    2690.17s best:1904  next:[1180,1903] rnd_cst_lns (d=0.17 s=3004 t=0.10 p=0.41)\n"
                  "#Done 3600.04s\n"
                  "status: FEASIBLE\nobjective: 1897\nbest_bound: 1180\n"
                  "2026-11-03 11:19:48 INFO examtt.report soft violations: same-day-2+=188 back-to-back=1290 "
                  "room-split=41 late-slot-first-year=202\n"),
            ("assistant", "With 16 workers the solver reaches in ~700 s what took 1500 s before, and after an "
                          "hour the objective is 1897 (same-day-2+ down from 611 to 188). But look at the tail: "
                          "between 2690 s and 3600 s it only moved from 1904 to 1897. The last 15 minutes buy "
                          "almost nothing."),
            ("user", "Ok, so 3600 is too long anyway, nightly window on solver VM is from 23:00 and at 01:30 "
                     "starts the statistics export on same storage. Put 2700. This is enough, you see in log it "
                     "is almost flat after"),
            shell("sed -i 's/^max_time_in_seconds = 3600/max_time_in_seconds = 2700/' config/solve.toml && sed "
                  "-n '/\\[solver\\]/,/^$/p' config/solve.toml",
                  "[solver]\nmax_time_in_seconds = 2700\nnum_workers = 16\nlog_search_progress = true\n"
                  "random_seed = 7\n"),
            ("assistant", "Set: `max_time_in_seconds = 2700`, `num_workers = 16`. Now the hint. I'd load the "
                          "published timetable of the same period last year "
                          "(`data/published/2025-26-S1.parquet`), match exams by module code, and call "
                          "`model.AddHint(x[exam, day, slot], 1)` for the slot each continuing exam had. New "
                          "modules get no hint. A hint is only a suggestion, it can't make the model infeasible."),
            ("user", "Yes, do the hint like this"),
            shell("apply_patch < /tmp/hint.patch && python -m examtt.run --config config/solve.toml --term "
                  "2026-27-S1-snapshot-20261102 --hint-from data/published/2025-26-S1.parquet 2>&1 | grep -E "
                  "'hint|^#[0-9]+ |^#Done|status:|objective:|soft violations'",
                  "2026-11-03 11:58:02 INFO examtt.hint matched 1611/1840 exams from 2025-26-S1 (229 new modules)\n"
                  "#1      64.12s best:6420  next:[0,6419]    complete_hint\n"
                  "#2      97.80s best:4112  next:[402,4111]  graph_var_lns (d=0.50 s=201 t=0.10 p=0.50)\n"
                  "#3     288.41s best:2470  next:[1180,2469] rnd_cst_lns (d=0.39 s=455 t=0.10 p=0.47)\n"
                  "#4     902.77s best:1702  next:[1180,1701] graph_arc_lns (d=0.24 s=1098 t=0.10 p=0.43)\n"
                  "#5    1930.02s best:1544  next:[1180,1543] graph_dec_lns (d=0.19 s=2251 t=0.10 p=0.41)\n"
                  "#Done 2700.03s\n"
                  "status: FEASIBLE\nobjective: 1529\n"
                  "2026-11-03 12:45:10 INFO examtt.report soft violations: same-day-2+=121 back-to-back=1003 "
                  "room-split=33 late-slot-first-year=170\n"),
            ("assistant", "With the hint the first solution is already 6420 (instead of 47002), and in 2700 s "
                          "it ends at 1529, better than the hour without hint. same-day-2+ is 121.\n\n"
                          "If you ever need more, a bigger change would be to decompose: solve each faculty "
                          "separately with a shared room calendar and then repair the cross-faculty clashes. "
                          "It scales better, but it's a lot of code."),
            ("user", "No, is enough for now. 121 is better than last year by hand. Please commit. And one more "
                     "thing, for always, not only today: you don't run solver on live data from SRS, never. Only "
                     "on snapshot file from data/snapshots/, the newest one. Live run is only from the Jenkins "
                     "job, because it writes to timetable tables"),
            ("assistant", "Understood: from my side the solver only ever runs against the newest snapshot in "
                          "`data/snapshots/`, never against live SRS data; live runs are the Jenkins job's. "
                          "Committing the config and the hint."),
            shell("git add config/solve.toml examtt/hint.py examtt/run.py && git commit -qm 'solve: 16 workers, "
                  "2700s, hint from last year' && git log -1 --oneline",
                  "c5e19a0 solve: 16 workers, 2700s, hint from last year\n"),
        ],
        "facts": [
            fact("time-limit", "The exam solver's max_time_in_seconds is 2700 (was 1800; 3600 did not fit the "
                               "nightly window before the 01:30 statistics export and gained little).",
                 "config", "user", ["max_time_in_seconds", "2700"]),
            fact("workers", "CP-SAT runs with num_workers 16 on the 16-core solver VM (was 8).",
                 "config", "user", ["num_workers", "16"]),
            fact("hint", "The solve uses AddHint with last year's published timetable of the same period "
                         "(matched by module code) as a starting point.",
                 "decision", "user", ["AddHint", ["last year", "2025-26-S1"]]),
            fact("snapshot-rule", "The solver is never run on live SRS data from a sandbox, only on the newest "
                                  "snapshot in data/snapshots/; live runs only from the Jenkins job, which writes "
                                  "the timetable tables.",
                 "rule", "user", ["snapshot", "Jenkins"], remember=True),
        ],
        "optional": [
            opt("problem-size", "The January 2027 period has 1,840 exams, 21,377 students, 62 rooms, 14 days of 3 "
                                "slots.",
                ["1840"]),
            opt("nightly-window", "The solver VM's nightly window starts at 23:00.", ["23:00"]),
        ],
        "questions": [
            q("What time limit does the exam solver use?", "max_time_in_seconds 2700", ["time-limit"]),
            q("How many CP-SAT workers does the solve use?", "16", ["workers"]),
            q("Which data may the agent run the solver on?", "only the newest snapshot in data/snapshots, live only "
                                                              "from Jenkins", ["snapshot-rule"]),
            q("How is the solver given a starting point?", "AddHint from last year's published timetable",
              ["hint"]),
        ],
    },
    {
        "id": "h57-cx-examtt-extra-time",
        "project": EXAMTT,
        "start": datetime(2026, 11, 11, 13, 5),
        "about": "examtt: a student with 50% extra time gets a 13:00 exam while their 09:00 three-hour exam runs "
                 "to 13:30; first guess (SRS snapshot missing adjustment flags) ruled out; real cause extra time "
                 "computed in slot units with integer division; fix computes in minutes with a 30-minute rest; "
                 "remember-request in Polish-flavoured English (extra time always in minutes, never in slots); "
                 "students with 25% or more extra time sit in rooms tagged access",
        "steps": [
            ("user", "Hello. Disability service is sending me email, very angry. Student in draft January "
                     "timetable has HIST1102 on 13 January 09:00, three hours, and has 50% extra time, so finish "
                     "13:30, and then CLAS1004 same day 13:00. Is not possible. I think SRS snapshot is missing "
                     "the adjustment flags again, like in summer"),
            shell("python - <<'EOF'\nimport pandas as pd\ns = pd.read_parquet('data/snapshots/2026-27-S1-"
                  "20261110.parquet', columns=['student_ref','adj_extra_pct','adj_separate_room'])\n"
                  "print(s.adj_extra_pct.value_counts(dropna=False).sort_index())\n"
                  "print(s[s.student_ref=='S-91a7f3'])\nEOF",
                  "adj_extra_pct\n0      20118\n10        31\n25      1011\n33        58\n50       142\n"
                  "100       17\nName: count, dtype: int64\n"
                  "       student_ref  adj_extra_pct  adj_separate_room\n"
                  "8812   S-91a7f3             50               True\n"),
            ("assistant", "The snapshot is fine this time: 1,259 students have an extra-time percentage, and the "
                          "student from the email (S-91a7f3 in the snapshot) has 50% and a separate room. So the "
                          "solver had the data and still produced the clash. Let me look at how the constraint "
                          "uses it."),
            shell("rg -n 'extra|adj_' examtt/constraints/ | head -20",
                  "examtt/constraints/student.py:12:from examtt.grid import SLOT_MINUTES, slot_start\n"
                  "examtt/constraints/student.py:41:def extended_slots(exam, student):\n"
                  "examtt/constraints/student.py:42:    # how many grid slots the exam occupies for this student\n"
                  "examtt/constraints/student.py:43:    base = exam.duration_slots\n"
                  "examtt/constraints/student.py:44:    extra = base * student.adj_extra_pct // 100\n"
                  "examtt/constraints/student.py:45:    return base + extra\n"
                  "examtt/constraints/student.py:58:    span = extended_slots(exam, student)\n"
                  "examtt/constraints/student.py:59:    # forbid another exam in the next span-1 slots of the day\n"
                  "examtt/constraints/rooms.py:33:    if student.adj_separate_room:\n"),
            shell("sed -n 1,20p examtt/grid.py",
                  "\"\"\"The exam grid: 3 slots a day.\"\"\"\n\n"
                  "SLOTS = {0: '09:00', 1: '13:00', 2: '16:30'}\n"
                  "SLOT_MINUTES = 210  # nominal slot length used for duration_slots\n\n"
                  "def duration_slots(minutes: int) -> int:\n"
                  "    return max(1, round(minutes / SLOT_MINUTES))\n"),
            ("assistant", "There it is. Extra time is computed in **slot units with integer division**:\n\n"
                          "- a 3-hour exam is `duration_slots = round(180 / 210) = 1`;\n"
                          "- extra = `1 * 50 // 100 = 0`;\n"
                          "- so the solver believes the exam ends with its slot, and the 13:00 slot is free.\n\n"
                          "In reality 180 min × 1.5 = 270 min, 09:00 → 13:30. Every student whose extra time is "
                          "less than a whole slot gets *zero* extra time in the model, which with 210-minute slots "
                          "is everybody below 100%. Only the 17 students with 100% were protected.\n\n"
                          "Fix: do it in minutes. For each student-exam, end = start + duration_minutes × (100 + "
                          "pct) / 100, rounded up to the minute, and forbid any other exam for that student whose "
                          "start is earlier than that end plus a rest gap. What rest gap do you want between an "
                          "extended exam and the next one?"),
            ("user", "30 minutes rest, disability service say this in their guideline. And please, you must "
                     "remember this for future, I am saying it second time already in this project: extra time "
                     "we are counting always in minutes, never in slots. Slot is only for the grid, for showing "
                     "on the timetable, not for calculating time of student"),
            ("assistant", "Noted for this project: student extra time is always calculated in minutes from the "
                          "exam duration, never in slots; slots are only the display grid. Writing the fix with a "
                          "30-minute rest."),
            shell("apply_patch < /tmp/extra-minutes.patch && sed -n 38,62p examtt/constraints/student.py",
                  "REST_AFTER_EXTENDED_MIN = 30\n\n"
                  "def extended_end(exam, student, start_min: int) -> int:\n"
                  "    \"\"\"End of the exam for this student, in minutes from midnight.\"\"\"\n"
                  "    total = exam.duration_minutes * (100 + student.adj_extra_pct)\n"
                  "    return start_min + -(-total // 100)  # ceil\n\n"
                  "def add_extended_time_constraints(model, x, exams, students, grid):\n"
                  "    for st in students.with_extra_time():\n"
                  "        for e in st.exams:\n"
                  "            for d, s in grid.day_slots():\n"
                  "                end = extended_end(e, st, grid.start_min(s))\n"
                  "                for f in st.exams:\n"
                  "                    if f is e:\n"
                  "                        continue\n"
                  "                    for s2 in grid.slots_after(s):\n"
                  "                        if grid.start_min(s2) < end + REST_AFTER_EXTENDED_MIN:\n"
                  "                            model.AddBoolOr([x[e, d, s].Not(), x[f, d, s2].Not()])\n"),
            shell("pytest -q tests/test_extra_time.py && python -m examtt.check --timetable out/draft-2026-27-S1"
                  ".parquet --snapshot data/snapshots/2026-27-S1-20261110.parquet --only extended-time",
                  "......                                                                   [100%]\n"
                  "6 passed in 1.84s\n"
                  "extended-time check on out/draft-2026-27-S1.parquet (OLD draft, before fix):\n"
                  "  violations: 37 students, 41 exam pairs\n"
                  "  worst: S-91a7f3 HIST1102 13-Jan 09:00 (ends 13:30 +30 rest) vs CLAS1004 13-Jan 13:00\n"),
            ("assistant", "Tests pass. The check on the current draft shows the damage: 37 students, 41 exam pairs "
                          "that violate the extended time. The draft has to be re-solved; the new run will have "
                          "the constraint. I'd also like to check rooms: these students have "
                          "`adj_separate_room`. How does the room rule work for them?"),
            ("user", "Students with 25 percent or more extra time sit in small room, the rooms with tag access in "
                     "rooms.csv, never in the big hall. This is already in rooms.py I think, please only check"),
            shell("sed -n 28,40p examtt/constraints/rooms.py; grep -c ',access' data/rooms.csv",
                  "def allowed_rooms(student, rooms):\n"
                  "    if student.adj_extra_pct >= 25 or student.adj_separate_room:\n"
                  "        return [r for r in rooms if 'access' in r.tags]\n"
                  "    return rooms\n"
                  "7\n"),
            ("assistant", "Yes, it's there: 25% or more (or the separate-room flag) → only rooms tagged `access`, "
                          "7 of them. That part is correct. I'll re-solve tonight's draft from the snapshot when "
                          "you say so; for now the fix is committed on `fix/extra-time-minutes`."),
            shell("git checkout -qb fix/extra-time-minutes && git commit -qam 'extra time in minutes, 30 min rest' "
                  "&& git log -1 --oneline",
                  "8a03f6d extra time in minutes, 30 min rest\n"),
            ("user", "Thank you. I will write to disability service that new draft is coming Friday"),
        ],
        "facts": [
            fact("slot-division", "Students with extra time got clashes because extra time was computed in slot "
                                  "units with integer division (1 slot * 50 // 100 = 0); it is now computed in "
                                  "minutes from the exam duration.",
                 "bugfix", "assistant", ["integer division", ["slot units", "minutes"]]),
            fact("minutes-rule", "Student extra time is always calculated in minutes, never in slots; slots are "
                                 "only the display grid.",
                 "rule", "user", ["minutes", "slots"], remember=True),
            fact("rest-gap", "After an extended exam a student gets a 30-minute rest before another exam "
                             "(REST_AFTER_EXTENDED_MIN = 30).",
                 "config", "user", [["30 minutes", "REST_AFTER_EXTENDED_MIN"], "rest"]),
            fact("access-rooms", "Students with 25% or more extra time (or the separate-room flag) sit only in "
                                 "rooms tagged access, never in the big hall.",
                 "fact", "user", ["access", "25"]),
        ],
        "optional": [
            opt("snapshot-ok", "The 2026-27-S1 snapshot had the adjustment flags; missing flags were not the "
                               "cause.",
                ["adjustment flags"]),
            opt("slots", "The grid has three slots a day: 09:00, 13:00, 16:30.", ["16:30"]),
        ],
        "questions": [
            q("Why did students with extra time get overlapping exams?",
              "extra time computed in slot units with integer division", ["slot-division"]),
            q("In what unit is student extra time calculated?", "minutes, never slots", ["minutes-rule"]),
            q("How long is the rest after an extended exam?", "30 minutes", ["rest-gap"]),
            q("Where do students with 25% extra time sit exams?", "rooms tagged access", ["access-rooms"]),
        ],
    },
    {
        "id": "h57-cx-examtt-old-pdf",
        "project": EXAMTT,
        "start": datetime(2026, 11, 19, 16, 40),
        "about": "examtt: nothing durable; Friday-afternoon chore, regenerating last year's Arts exam timetable PDF "
                 "for a faculty office with the existing render command; output folder missing, created, 'run it "
                 "again'; a joke about Arts always asking on Fridays; 'remember to buy coffee beans'",
        "steps": [
            ("user", "Hi, small thing before weekend. Faculty of Arts office lost the PDF of exam timetable from "
                     "last May, 2025-26-S2. They need again for some appeal. Can you generate with the render "
                     "command, only Arts faculty"),
            shell("python -m examtt.render --term 2025-26-S2 --faculty ART --out out/pdf/2025-26-S2/",
                  "2026-11-19 16:41:55 INFO examtt.render loading data/published/2025-26-S2.parquet\n"
                  "2026-11-19 16:41:56 INFO examtt.render 212 exams for faculty ART\n"
                  "Traceback (most recent call last):\n"
                  "  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
                  "  File \"/home/tomasz/work/examtt/examtt/render.py\", line 141, in <module>\n"
                  "    main()\n"
                  "  File \"/home/tomasz/work/examtt/examtt/render.py\", line 133, in main\n"
                  "    doc.save(out / f'{args.term}-{args.faculty}.pdf')\n"
                  "  File \"/home/tomasz/.venv/examtt/lib/python3.12/site-packages/weasyprint/document.py\", "
                  "line 371, in write_pdf\n"
                  "FileNotFoundError: [Errno 2] No such file or directory: 'out/pdf/2025-26-S2/2025-26-S2-ART.pdf'\n"),
            ("assistant", "The render worked, it just can't write because `out/pdf/2025-26-S2/` doesn't exist. "
                          "I'll create the folder and run it again."),
            shell("mkdir -p out/pdf/2025-26-S2 && python -m examtt.render --term 2025-26-S2 --faculty ART --out "
                  "out/pdf/2025-26-S2/ && ls -la out/pdf/2025-26-S2/",
                  "2026-11-19 16:42:40 INFO examtt.render loading data/published/2025-26-S2.parquet\n"
                  "2026-11-19 16:42:41 INFO examtt.render 212 exams for faculty ART\n"
                  "2026-11-19 16:42:49 INFO examtt.render wrote out/pdf/2025-26-S2/2025-26-S2-ART.pdf (14 pages)\n"
                  "total 412\ndrwxr-xr-x 2 tomasz tomasz   4096 Nov 19 16:42 .\n"
                  "drwxr-xr-x 5 tomasz tomasz   4096 Nov 19 16:42 ..\n"
                  "-rw-r--r-- 1 tomasz tomasz 412733 Nov 19 16:42 2025-26-S2-ART.pdf\n"),
            ("assistant", "Done: `out/pdf/2025-26-S2/2025-26-S2-ART.pdf`, 14 pages, 212 exams."),
            ("user", "Hmm they say they need also the rooms on it, the version from May had rooms I think. Can you "
                     "check options"),
            shell("python -m examtt.render --help",
                  "usage: render.py [-h] --term TERM [--faculty FACULTY] [--out OUT] [--with-rooms] [--landscape]\n\n"
                  "options:\n  -h, --help         show this help message and exit\n"
                  "  --term TERM        term id, e.g. 2025-26-S2\n"
                  "  --faculty FACULTY  faculty code (ART, SCI, LAW, MED, ENG, BUS)\n"
                  "  --out OUT          output folder\n"
                  "  --with-rooms       add the room column\n"
                  "  --landscape        landscape pages (recommended with --with-rooms)\n"),
            ("user", "ok run it again with rooms, and for today always landscape, it will not fit otherwise"),
            shell("python -m examtt.render --term 2025-26-S2 --faculty ART --out out/pdf/2025-26-S2/ --with-rooms "
                  "--landscape",
                  "2026-11-19 16:45:12 INFO examtt.render loading data/published/2025-26-S2.parquet\n"
                  "2026-11-19 16:45:13 INFO examtt.render 212 exams for faculty ART\n"
                  "2026-11-19 16:45:22 INFO examtt.render wrote out/pdf/2025-26-S2/2025-26-S2-ART.pdf (17 pages)\n"),
            ("assistant", "Regenerated with the room column, landscape, 17 pages, same path."),
            ("user", "Perfect. Why is it always Arts who need something on Friday at 16:45, I swear they have "
                     "calendar reminder for this. Remember to buy coffee beans, I have none at home haha"),
            ("assistant", "Ha, I can't help with the coffee beans, but the PDF is ready for them. Have a good "
                          "weekend!"),
            ("user", "thanks, you too. bye"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
]
