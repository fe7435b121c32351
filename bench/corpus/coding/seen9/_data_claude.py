"""Claude Code sessions of the h9 split (nine sessions)."""

from datetime import datetime


def U(text):
    return ("user", text)


def A(text):
    return ("assistant", text)


def T(name, tool_input, output):
    return ("tool", name, tool_input, output)


NIM_PERF = """Samples: 48K of event 'cycles', Event count (approx.): 31844120993
Overhead  Command  Shared Object         Symbol
  71.42%  reaper   libnacre_verb.so   [.] combProcess__nacre_comb_u41
   9.87%  reaper   libnacre_verb.so   [.] allpassProcess__nacre_allpass_u19
   4.10%  reaper   libm.so.6             [.] __expf_fma
   2.31%  reaper   reaper                [.] 0x00000000005a1f3c
   1.96%  reaper   libnacre_verb.so   [.] process__nacre_plugin_u88
   1.02%  reaper   libc.so.6             [.] __memmove_avx_unaligned_erms
   0.88%  reaper   [kernel.kallsyms]     [k] native_write_msr
   ...
"""

CC_NIM = {
    "id": "h9-cc-nim-reverb",
    "project": "/home/mara/src/nacre-verb",
    "start": datetime(2026, 10, 6, 19, 12),
    "about": "long bug hunt in a Nim reverb plugin; a wrong guess (block size) first; cause (denormals) found late",
    "steps": [
        U("evening! got two reports now that nacre-verb pegs a core at 100% once the tail fades out, "
          "mostly in Reaper. can you dig in? fwiw we're pinned to Nim 2.0.8 because 2.2 broke the nimplugin "
          "macros, so don't bump that while you're in there"),
        A("Evening! Let me build it first and see whether I can reproduce with the offline render harness."),
        T("Bash", {"command": "nimble build -d:release 2>&1 | tail -n 12"},
          "  Verifying dependencies for nacre_verb@0.7.3\n      Info: Dependency on nimplugin@>= 0.4.1 already satisfied\n"
          "  Verifying dependencies for nimplugin@0.4.1\n   Building nacre_verb/nacre_verb using c backend\n"
          "Hint: used config file '/home/mara/.choosenim/toolchains/nim-2.0.8/config/nim.cfg' [Conf]\n"
          "Hint: used config file '/home/mara/src/nacre-verb/config.nims' [Conf]\n"
          "CC: nacre/comb.nim\nCC: nacre/allpass.nim\nCC: nacre/plugin.nim\n"
          "Hint:  [Link]\nHint: mm: orc; threads: on; opt: speed; options: -d:release\n"
          "92811 lines; 6.412s; 211.35MiB peakmem; proj: src/nacre_verb.nim; out: libnacre_verb.so [SuccessX]"),
        T("Read", {"file_path": "/home/mara/src/nacre-verb/src/nacre/comb.nim"},
          "   1\timport std/math\n   2\t\n   3\ttype\n   4\t  Comb* = object\n   5\t    buf: seq[float32]\n"
          "   6\t    idx: int\n   7\t    feedback*: float32\n   8\t    damp*: float32\n   9\t    store: float32\n  10\t\n"
          "  11\tproc process*(c: var Comb, x: float32): float32 {.inline.} =\n  12\t  let y = c.buf[c.idx]\n"
          "  13\t  c.store = y * (1 - c.damp) + c.store * c.damp\n  14\t  c.buf[c.idx] = x + c.store * c.feedback\n"
          "  15\t  c.idx = (c.idx + 1) mod c.buf.len\n  16\t  result = y\n"),
        A("The comb itself is the textbook Freeverb lowpass-feedback comb. Nothing obviously wrong. My first "
          "suspicion is the block size: Reaper can send very small blocks (32 samples) when the track is armed, "
          "and our `process` re-computes the damping coefficients per block, which would add overhead on tiny "
          "blocks. Let me render with both sizes."),
        T("Bash", {"command": "nimble render -- --in tests/fixtures/snare.wav --block 32 --seconds 20 --profile"},
          "render: 20.00 s audio, block=32, sr=48000\n  t=0.0-2.0s   dsp load  3.1%\n  t=2.0-4.0s   dsp load  3.0%\n"
          "  t=4.0-6.0s   dsp load  3.2%\n  t=6.0-8.0s   dsp load 41.7%\n  t=8.0-10.0s  dsp load 88.9%\n"
          "  t=10.0-12.0s dsp load 97.4%\n  t=12.0-14.0s dsp load 98.0%\n  t=14.0-20.0s dsp load 98.1%\n"
          "peak: 98.1% (must stay < 25% for the default preset)"),
        T("Bash", {"command": "nimble render -- --in tests/fixtures/snare.wav --block 512 --seconds 20 --profile"},
          "render: 20.00 s audio, block=512, sr=48000\n  t=0.0-2.0s   dsp load  2.4%\n  t=2.0-4.0s   dsp load  2.4%\n"
          "  t=4.0-6.0s   dsp load  2.6%\n  t=6.0-8.0s   dsp load 39.9%\n  t=8.0-10.0s  dsp load 86.2%\n"
          "  t=10.0-12.0s dsp load 96.8%\n  t=12.0-20.0s dsp load 97.0%\n"
          "peak: 97.0% (must stay < 25% for the default preset)"),
        A("So that guess was wrong: block 512 spikes exactly like block 32, and the spike starts about 6 seconds "
          "in, when the snare has long stopped. It's not per-block overhead. It's something that gets slow when "
          "the signal gets *quiet*."),
        U("quiet = slow is weird. could it be the expf in the modulation?"),
        A("Could be. Before profiling, let me check whether this is a regression at all — the shimmer mode "
          "changed the modulation code in 0.7.3."),
        T("Bash", {"command": "git log --oneline -8 -- src/nacre"},
          "e41d0c2 shimmer: pitch-shift feedback path, default mix 0.18\n9b7a1f3 allpass: unroll inner loop\n"
          "5cc2e10 comb: damping per block instead of per sample\n77f0e9a plugin: expose freeze parameter\n"
          "2d93c4b bump nimplugin to 0.4.1\n0e1aa57 presets: add plate_bright\nb3f6d21 comb: initial Freeverb port\n"
          "a8c0f19 project skeleton"),
        T("Bash", {"command": "git stash && git checkout -q v0.7.1 && nimble build -d:release -y >/dev/null && "
                              "nimble render -- --in tests/fixtures/snare.wav --seconds 20 --profile | tail -n 3; "
                              "git checkout -q - && git stash pop"},
          "  t=10.0-12.0s dsp load 95.1%\n  t=12.0-20.0s dsp load 96.6%\npeak: 96.6% (must stay < 25% for the default preset)\n"
          "Saved working directory and index state WIP on main: e41d0c2 shimmer: pitch-shift feedback path\n"
          "HEAD is now at e41d0c2\nOn branch main\nDropped refs/stash@{0}"),
        A("v0.7.1 spikes too, before shimmer existed, so it's not the shimmer commit and not a regression — it "
          "was always there, people just started using long tails with the `hall_large` preset."),
        U("huh. and reaper's anticipative FX? one user said turning it off helps"),
        A("Anticipative FX only changes which thread and how far ahead Reaper renders; turning it off would make "
          "the spike cause dropouts sooner, not remove it. Our offline render has no host at all and still shows "
          "98%, so the cost is inside our code. Profiling now."),
        T("Bash", {"command": "perf record -g -- nimble render -- --in tests/fixtures/snare.wav --seconds 20 && perf report --stdio | head -20"},
          NIM_PERF),
        A("`__expf_fma` is only 4%, so the modulation isn't it. 71% is in `combProcess`. A loop that costs "
          "more the quieter it gets — let me dump the feedback state near t=10s."),
        T("Bash", {"command": "nimble render -- --in tests/fixtures/snare.wav --seconds 12 --dump-state comb0 | tail -n 6"},
          "t=11.9990 comb0.store=1.17e-39 buf[idx]=8.43e-40 fpclass=SUBNORMAL\n"
          "t=11.9992 comb0.store=1.16e-39 buf[idx]=8.39e-40 fpclass=SUBNORMAL\n"
          "t=11.9994 comb0.store=1.16e-39 buf[idx]=8.36e-40 fpclass=SUBNORMAL\n"
          "t=11.9996 comb0.store=1.15e-39 buf[idx]=8.32e-40 fpclass=SUBNORMAL\n"
          "t=11.9998 comb0.store=1.15e-39 buf[idx]=8.29e-40 fpclass=SUBNORMAL\n"
          "t=12.0000 comb0.store=1.14e-39 buf[idx]=8.25e-40 fpclass=SUBNORMAL"),
        A("There it is. The tail decays exponentially and never reaches exactly zero, so the comb feedback "
          "values end up as **denormal** (subnormal) float32s, around 1e-39. On x86 every multiply on a "
          "denormal goes through a microcode assist that is roughly 100x slower, and with 8 combs x 2 channels "
          "running per sample that's the 98% load. That's why Reaper shows it after the tail fades and not "
          "while audio is playing.\n\nTwo usual fixes:\n\n1. Set the FTZ (flush-to-zero) and DAZ "
          "(denormals-are-zero) bits in the MXCSR register at the top of `process`, restoring the host's value "
          "on exit.\n2. Add a tiny anti-denormal offset (1e-18) into the feedback path.\n\nThe offset one "
          "colours the sound a little in theory and has to go into every filter; the MXCSR one is two lines. "
          "I'd go with 1."),
        U("1 yes. restore on exit is important, some hosts get grumpy"),
        T("Edit", {"file_path": "/home/mara/src/nacre-verb/src/nacre/plugin.nim",
                   "old_string": "proc process*(p: var Plugin, io: var AudioIO) =",
                   "new_string": "proc process*(p: var Plugin, io: var AudioIO) =\n  let saved = getMxcsr()\n"
                                 "  setMxcsr(saved or FTZ or DAZ)\n  defer: setMxcsr(saved)"},
          "The file /home/mara/src/nacre-verb/src/nacre/plugin.nim has been updated."),
        T("Bash", {"command": "nimble render -- --in tests/fixtures/snare.wav --block 32 --seconds 20 --profile"},
          "render: 20.00 s audio, block=32, sr=48000\n  t=0.0-2.0s   dsp load  3.0%\n  t=2.0-4.0s   dsp load  3.0%\n"
          "  t=4.0-6.0s   dsp load  2.9%\n  t=6.0-8.0s   dsp load  2.1%\n  t=8.0-20.0s  dsp load  2.0%\n"
          "peak: 3.0% (must stay < 25% for the default preset)"),
        A("Fixed: peak load is 3.0% now and it stays flat through the tail. `process` saves the MXCSR, sets "
          "FTZ|DAZ, and a `defer` restores the host's value on exit, so we don't leak the mode into Reaper."),
        U("sweet. fyi for later: when you touch DSP code, check it with `nimble bench -- --tail 8s`, not just the "
          "unit tests, the unit tests never run long enough to hit stuff like this"),
        A("Got it. Running it now."),
        T("Bash", {"command": "nimble bench -- --tail 8s"},
          "bench: preset=default sr=48000 block=128 tail=8s\n  hall_large    mean 2.1%  max 2.6%\n"
          "  plate_bright  mean 1.8%  max 2.2%\n  room_small    mean 1.2%  max 1.5%\n  shimmer       mean 4.4%  max 5.0%\n"
          "all presets under budget (25%)"),
        U("perfect. can you also rename `store` to `lpState`? it always confused me"),
        T("Bash", {"command": "sed -i 's/\\bstore\\b/lpState/g' src/nacre/comb.nim && nimble test 2>&1 | tail -n 3"},
          "[OK] comb impulse response matches reference\n[OK] allpass is lossless\n[OK] preset round-trip\n"),
        A("Renamed and tests pass."),
        U("thanks, that was a nasty one"),
        A("Always happy to help — denormals are a classic, they only show up when nothing is playing."),
    ],
    "facts": [
        {"id": "nim-pin", "text": "The project is pinned to Nim 2.0.8 because Nim 2.2 broke the nimplugin macros.",
         "type": "config", "speaker": "user", "key_terms": ["2.0.8", "nimplugin"], "remember": False},
        {"id": "denormal-cause", "text": "The CPU spike after the reverb tail fades was denormal (subnormal) floats in the comb filter feedback.",
         "type": "bugfix", "speaker": "assistant", "key_terms": [["denormal", "subnormal"], "comb"], "remember": False},
        {"id": "ftz-fix", "text": "Fix: process() sets FTZ and DAZ in the MXCSR register and restores the host's value on exit.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["MXCSR", "FTZ"], "remember": False},
        {"id": "bench-rule", "text": "After touching DSP code, check it with `nimble bench -- --tail 8s`, not just the unit tests.",
         "type": "rule", "speaker": "user", "key_terms": ["nimble bench", "tail 8s"], "remember": True},
    ],
    "optional": [
        {"id": "rename", "text": "Comb field store was renamed to lpState.", "key_terms": ["lpState"]},
        {"id": "budget", "text": "DSP load budget for the default preset is under 25%.", "key_terms": ["25%"]},
    ],
    "questions": [
        {"q": "Why did nacre-verb use 100% CPU after the tail faded?", "answer": "denormal floats in the comb feedback",
         "facts": ["denormal-cause"]},
        {"q": "How were denormals fixed?", "answer": "FTZ and DAZ set in MXCSR in process, restored on exit",
         "facts": ["ftz-fix"]},
        {"q": "Which Nim version is the project on?", "answer": "Nim 2.0.8", "facts": ["nim-pin"]},
        {"q": "How should DSP changes be checked?", "answer": "nimble bench -- --tail 8s", "facts": ["bench-rule"]},
    ],
}

CC_KIOSK = {
    "id": "h9-cc-lobby-kiosk",
    "project": "/home/tobi/code/lobby_kiosk",
    "start": datetime(2026, 10, 9, 8, 41),
    "about": "terse user (k, do it, nah, ship it); Phoenix LiveView kiosk idle-timer bug; a JS-hook proposal refused",
    "steps": [
        U("idle screen stuck after 2nd visitor checks in. look"),
        T("Grep", {"pattern": "send_after|:idle", "path": "lib"},
          "lib/lobby_kiosk_web/live/checkin_live.ex:14:  @idle_timeout_ms 60_000\n"
          "lib/lobby_kiosk_web/live/checkin_live.ex:31:    Process.send_after(self(), :idle, @idle_timeout_ms)\n"
          "lib/lobby_kiosk_web/live/checkin_live.ex:58:    Process.send_after(self(), :idle, @idle_timeout_ms)\n"
          "lib/lobby_kiosk_web/live/checkin_live.ex:77:  def handle_info(:idle, socket) do"),
        T("Read", {"file_path": "lib/lobby_kiosk_web/live/checkin_live.ex", "offset": 25, "limit": 40},
          "25\t  def mount(_params, _session, socket) do\n26\t    if connected?(socket) do\n"
          "31\t    Process.send_after(self(), :idle, @idle_timeout_ms)\n32\t    end\n33\t    {:ok, assign(socket, step: :welcome)}\n"
          "55\t  def handle_event(\"start\", _params, socket) do\n58\t    Process.send_after(self(), :idle, @idle_timeout_ms)\n"
          "59\t    {:noreply, assign(socket, step: :name)}\n77\t  def handle_info(:idle, socket) do\n"
          "78\t    {:noreply, assign(socket, step: :welcome, visitor: nil)}"),
        A("Found it. Every \"start\" schedules a new `:idle` message but the old one is never cancelled, so after "
          "the second visitor an old timer fires mid check-in and the next one lands while the screen is already "
          "in `:welcome` — the LiveView ends up in a state where the tap handler is detached. Fix: keep the timer "
          "ref in assigns and call `Process.cancel_timer` before scheduling a new one.\n\nWhile I'm there, the "
          "timeout is 60s; front desk said visitors often take longer on the badge photo. Options: 60 / 90 / 120."),
        U("90"),
        A("I could also move the whole idle logic into a JS hook on the client so it survives reconnects. Want that?"),
        U("nah"),
        A("OK, keeping it server-side. I'll make the change: `@idle_timeout_ms 90_000`, timer ref in "
          "`socket.assigns.idle_ref`, cancelled on every reschedule."),
        U("do it"),
        T("Edit", {"file_path": "lib/lobby_kiosk_web/live/checkin_live.ex", "old_string": "@idle_timeout_ms 60_000",
                   "new_string": "@idle_timeout_ms 90_000"}, "ok"),
        T("Edit", {"file_path": "lib/lobby_kiosk_web/live/checkin_live.ex",
                   "old_string": "    Process.send_after(self(), :idle, @idle_timeout_ms)\n    {:noreply, assign(socket, step: :name)}",
                   "new_string": "    {:noreply, socket |> reschedule_idle() |> assign(step: :name)}"}, "ok"),
        T("Bash", {"command": "mix test"},
          "Compiling 3 files (.ex)\n..........................\n\nFinished in 1.9 seconds (0.6s async, 1.3s sync)\n"
          "26 tests, 0 failures\n\nRandomized with seed 482211"),
        A("26 tests, 0 failures. Added a test that starts two check-ins back to back and asserts only one `:idle` "
          "arrives."),
        U("k. also dont ever touch priv/static/kiosk.css by hand, its generated from tailwind, the old one got "
          "overwritten twice already"),
        A("Understood — edits go in `assets/css/app.css` and the tailwind build writes `kiosk.css`."),
        U("ship it"),
        T("Bash", {"command": "git commit -am 'Cancel stale idle timer; idle timeout 90s' && git push"},
          "[main 4c1e9a2] Cancel stale idle timer; idle timeout 90s\n 2 files changed, 31 insertions(+), 6 deletions(-)\n"
          "To git.internal:kiosk/lobby_kiosk.git\n   a17be04..4c1e9a2  main -> main"),
        U("ty"),
    ],
    "facts": [
        {"id": "idle-bug", "text": "The kiosk idle screen stuck because each check-in scheduled a new :idle timer without cancelling the old one; fix keeps the ref in assigns and calls Process.cancel_timer.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["cancel_timer", "idle"], "remember": False},
        {"id": "idle-timeout", "text": "Idle timeout is 90 seconds (@idle_timeout_ms 90_000).",
         "type": "config", "speaker": "user", "key_terms": [["90_000", "90s"]], "remember": False},
        {"id": "css-rule", "text": "Never edit priv/static/kiosk.css by hand; it is generated by tailwind.",
         "type": "rule", "speaker": "user", "key_terms": ["kiosk.css", "tailwind"], "remember": True},
    ],
    "optional": [
        {"id": "server-side", "text": "Idle logic stays server-side rather than in a JS hook.", "key_terms": ["JS hook"]},
    ],
    "questions": [
        {"q": "What is the kiosk idle timeout?", "answer": "90 seconds", "facts": ["idle-timeout"]},
        {"q": "Why did the idle screen get stuck?", "answer": "old idle timer not cancelled, now Process.cancel_timer",
         "facts": ["idle-bug"]},
        {"q": "Can I edit kiosk.css directly?", "answer": "no, generated by tailwind", "facts": ["css-rule"]},
    ],
}

CC_TIMETABLE = {
    "id": "h9-cc-timetable-clash",
    "project": "/home/ines/work/stundenplan",
    "start": datetime(2026, 10, 13, 14, 5),
    "about": "Laravel timetable double-booking; assistant proposes three things, only the unique index is taken; ends with ## Summary",
    "steps": [
        U("Hi! Two teachers managed to book room B204 for the same period on Tuesday again. The clash check is "
          "supposed to prevent that. Can you find out how?"),
        T("Read", {"file_path": "app/Services/TimetableService.php", "offset": 40, "limit": 30},
          "40\t    public function assign(Lesson $lesson, int $roomId, int $periodId, int $weekday): Slot\n41\t    {\n"
          "42\t        $clash = Slot::where('room_id', $roomId)\n43\t            ->where('period_id', $periodId)\n"
          "44\t            ->where('weekday', $weekday)\n45\t            ->exists();\n46\t        if ($clash) {\n"
          "47\t            throw new RoomClashException($roomId, $periodId, $weekday);\n48\t        }\n"
          "49\t        return Slot::create([\n50\t            'lesson_id' => $lesson->id,\n51\t            'room_id' => $roomId,\n"
          "52\t            'period_id' => $periodId,\n53\t            'weekday' => $weekday,\n54\t        ]);\n55\t    }"),
        T("Bash", {"command": "grep -n 'B204' storage/logs/laravel-2026-10-13.log | head"},
          "[2026-10-13 07:58:12] production.INFO: slot.assign room=B204 period=3 weekday=2 user=t.kessler\n"
          "[2026-10-13 07:58:12] production.INFO: slot.assign room=B204 period=3 weekday=2 user=m.ostrowski\n"
          "[2026-10-13 07:58:13] production.INFO: slot.created id=88123 room=B204\n"
          "[2026-10-13 07:58:13] production.INFO: slot.created id=88124 room=B204"),
        A("The two saves were in the same second. `assign()` is a check-then-insert: both requests ran the "
          "`exists()` query before either inserted, both saw no clash, both inserted. Nothing in the database "
          "stops it.\n\nI'd suggest three things:\n\n1. **A unique index** on `slots (room_id, period_id, weekday)` "
          "so the database rejects the second insert, and catch the `UniqueConstraintViolationException` to throw "
          "`RoomClashException` as before.\n2. **Move clash detection into a queued job** so bulk imports don't "
          "block the request.\n3. **Rewrite the grid in Livewire** so teachers see bookings live and are less "
          "likely to collide.\n\nWhich of these do you want?"),
        U("Just the index please. The job thing is overkill for 40 teachers, and Livewire is a whole project, not now."),
        T("Bash", {"command": "php artisan make:migration add_room_slot_unique_to_slots"},
          "   INFO  Migration [database/migrations/2026_10_13_141902_add_room_slot_unique_to_slots.php] created successfully."),
        T("Bash", {"command": "php artisan migrate --pretend"},
          "  2026_10_13_141902_add_room_slot_unique_to_slots ........................................\n"
          "  ⇂ alter table `slots` add unique `slots_room_period_weekday_unique`(`room_id`, `period_id`, `weekday`)"),
        U("oh wait, before you run it — there's already duplicates in prod from today, the migration will fail"),
        A("Right. I'll add a step in the migration that deletes the later duplicate of each (room_id, period_id, "
          "weekday) triple and logs what it removed, then adds the index."),
        U("ok. bear in mind the school's server is still on PHP 8.1, so no readonly classes or anything from 8.2+"),
        A("Noted, nothing past 8.1 syntax."),
        T("Bash", {"command": "php artisan test --filter=Timetable"},
          "   PASS  Tests\\Feature\\TimetableAssignTest\n  ✓ assigns free room                      0.08s\n"
          "  ✓ rejects clash                          0.05s\n  ✓ rejects concurrent clash via index     0.11s\n"
          "  ✓ dedupes before adding index            0.21s\n\n  Tests:    4 passed (9 assertions)\n  Duration: 0.62s"),
        A("## Summary\n\n- **Root cause:** `TimetableService::assign` did check-then-insert, so two saves in the "
          "same second both passed the clash check.\n- **Changed:** new migration "
          "`2026_10_13_141902_add_room_slot_unique_to_slots` — removes later duplicates (logged), then adds the "
          "unique index `slots_room_period_weekday_unique` on `(room_id, period_id, weekday)`.\n- **Changed:** "
          "`assign()` catches `UniqueConstraintViolationException` and rethrows `RoomClashException`.\n- **Tests:** "
          "two new feature tests; all 4 timetable tests pass.\n- **Not done (your call):** queued clash job, "
          "Livewire grid."),
        U("lovely, thank you!"),
    ],
    "facts": [
        {"id": "race-cause", "text": "Room double-bookings came from check-then-insert in TimetableService::assign: two saves in the same second both passed the clash check.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["check-then-insert"], "remember": False},
        {"id": "unique-index", "text": "Slots get a unique index on (room_id, period_id, weekday) so the database rejects double-booking.",
         "type": "decision", "speaker": "user", "key_terms": ["unique index", "room_id"], "remember": False},
        {"id": "rejected", "text": "A queued clash-detection job (overkill for 40 teachers) and a Livewire grid were rejected for now.",
         "type": "decision", "speaker": "user", "key_terms": ["Livewire"], "remember": False},
        {"id": "php81", "text": "The school's server runs PHP 8.1: no readonly classes or other 8.2+ features.",
         "type": "rule", "speaker": "user", "key_terms": ["PHP 8.1"], "remember": True},
        {"id": "dedupe", "text": "Migration add_room_slot_unique_to_slots first deletes the later duplicate of each room/period/weekday (logged), then adds the index.",
         "type": "fact", "speaker": "assistant", "key_terms": ["add_room_slot_unique_to_slots", "duplicate"], "remember": False},
    ],
    "optional": [],
    "questions": [
        {"q": "How are room double-bookings prevented?", "answer": "unique index on room_id, period_id, weekday",
         "facts": ["unique-index"]},
        {"q": "Which PHP version can we use?", "answer": "PHP 8.1", "facts": ["php81"]},
        {"q": "Why did two teachers get the same room?", "answer": "check-then-insert race", "facts": ["race-cause"]},
    ],
}

CC_PHARMACY = {
    "id": "h9-cc-pharmacy-scan",
    "project": "/Users/lena/apps/apotheka",
    "start": datetime(2026, 10, 15, 10, 30),
    "about": "Flutter pharmacy app: iOS camera crash, Riverpod picked, user asks to write a rule into CLAUDE.md",
    "steps": [
        U("morning. the prescription scanner crashes instantly on iOS, android is fine. here's the xcode console:\n\n"
          "```\n2026-10-15 10:29:51.204 Runner[2211:88410] [access] This app has crashed because it attempted to "
          "access privacy-sensitive data without a usage description.\n```"),
        A("That message is iOS refusing camera access because `Info.plist` has no `NSCameraUsageDescription`. "
          "Let me check."),
        T("Bash", {"command": "grep -n UsageDescription ios/Runner/Info.plist"},
          "42:\t<key>NSPhotoLibraryUsageDescription</key>"),
        T("Edit", {"file_path": "ios/Runner/Info.plist", "old_string": "\t<key>NSPhotoLibraryUsageDescription</key>",
                   "new_string": "\t<key>NSCameraUsageDescription</key>\n\t<string>Apotheka scans the code on your "
                                 "prescription.</string>\n\t<key>NSPhotoLibraryUsageDescription</key>"}, "ok"),
        A("Added `NSCameraUsageDescription`. The crash was only that missing key; `mobile_scanner` 5.2 itself is "
          "fine."),
        U("great. next thing: the cart state is a mess of setState and InheritedWidgets. should we go bloc or "
          "riverpod?"),
        A("Both work. Bloc gives you explicit events and is very testable but is a lot of boilerplate for a cart; "
          "Riverpod is lighter, compile-safe, and `AsyncNotifier` covers the stock lookups nicely. You already have "
          "`flutter_riverpod` in pubspec from the login screen, so Riverpod is the smaller step."),
        U("riverpod then, the team knows it from the login screen anyway. do the cart first"),
        T("Bash", {"command": "flutter test"},
          "00:05 +38: All tests passed!"),
        U("cool. please remember one thing: dosage strings always come from the backend, never format mg/ml on the "
          "client. pharmacists were very clear about this, rounding on the phone almost shipped a wrong dose once"),
        A("Will do — the cart only displays `dosageLabel` from the API as-is."),
        U("and write into CLAUDE.md that after any UI change you run `flutter test --tags=golden`, the golden "
          "files catch layout breaks on small phones"),
        T("Edit", {"file_path": "CLAUDE.md", "old_string": "## Testing\n",
                   "new_string": "## Testing\n\n- After any UI change run `flutter test --tags=golden` (goldens catch "
                                 "layout breaks on small phones).\n"}, "ok"),
        T("Bash", {"command": "flutter test --tags=golden"},
          "00:09 +12: All tests passed!"),
        A("Added to CLAUDE.md under Testing and ran it: 12 golden tests pass with the new Riverpod cart."),
        U("thx!"),
    ],
    "facts": [
        {"id": "camera-crash", "text": "iOS scanner crash was the missing NSCameraUsageDescription in Info.plist; it was added.",
         "type": "bugfix", "speaker": "assistant", "key_terms": ["NSCameraUsageDescription"], "remember": False},
        {"id": "riverpod", "text": "Cart state moves to Riverpod rather than bloc, because the team knows it from the login screen.",
         "type": "decision", "speaker": "user", "key_terms": ["Riverpod"], "remember": False},
        {"id": "dosage-rule", "text": "Dosage strings always come from the backend; never format mg/ml on the client.",
         "type": "rule", "speaker": "user", "key_terms": ["dosage", "backend"], "remember": True},
        {"id": "golden-rule", "text": "After any UI change run `flutter test --tags=golden` (written into CLAUDE.md).",
         "type": "rule", "speaker": "user", "key_terms": ["tags=golden"], "remember": True},
    ],
    "optional": [
        {"id": "scanner", "text": "The scanner uses mobile_scanner 5.2.", "key_terms": ["mobile_scanner"]},
    ],
    "questions": [
        {"q": "Why did the scanner crash on iOS?", "answer": "missing NSCameraUsageDescription in Info.plist",
         "facts": ["camera-crash"]},
        {"q": "Which state management for the cart?", "answer": "Riverpod", "facts": ["riverpod"]},
        {"q": "Can the app format dosage?", "answer": "no, dosage strings come from backend", "facts": ["dosage-rule"]},
        {"q": "What to run after UI changes?", "answer": "flutter test --tags=golden", "facts": ["golden-rule"]},
    ],
}

CC_CAD = {
    "id": "h9-cc-brep-explain",
    "project": "/home/kjell/cad/brepcore",
    "start": datetime(2026, 10, 19, 16, 0),
    "about": "nothing durable: reading a C++ B-rep kernel's half-edge code and explaining it; no change, no decision",
    "steps": [
        U("Hi, I'm new on brepcore. Can you walk me through how a face's loops are traversed? I keep getting lost "
          "in halfedge.hpp."),
        T("Read", {"file_path": "src/topo/halfedge.hpp", "offset": 1, "limit": 60},
          "  1\t#pragma once\n  2\t#include <cstdint>\n  3\tnamespace brep {\n  4\tusing HeId = std::uint32_t;\n"
          "  5\tstruct HalfEdge {\n  6\t  HeId twin;      // always valid, boundary edges twin a null-face half-edge\n"
          "  7\t  HeId next;      // next half-edge around the same loop (CCW seen from outside)\n  8\t  HeId prev;\n"
          "  9\t  VertId origin;\n 10\t  LoopId loop;\n 11\t  EdgeId edge;\n 12\t};\n 13\tstruct Loop { HeId first; FaceId face; "
          "bool outer; };\n 14\tstruct Face { LoopId outer; SmallVec<LoopId, 2> inner; SurfId surface; bool reversed; };"),
        T("Read", {"file_path": "src/topo/iterate.hpp", "offset": 1, "limit": 40},
          "  1\ttemplate <class F>\n  2\tvoid for_each_halfedge(const Shell& s, LoopId l, F&& f) {\n"
          "  3\t  const HeId start = s.loops[l].first;\n  4\t  HeId h = start;\n  5\t  do {\n  6\t    f(s.hes[h]);\n"
          "  7\t    h = s.hes[h].next;\n  8\t  } while (h != start);\n  9\t}"),
        A("Here's the picture:\n\n- A **Face** has exactly one outer `Loop` and zero or more inner loops (holes). "
          "`SmallVec<LoopId, 2>` just means up to two holes are stored inline without a heap allocation.\n"
          "- A **Loop** points at one of its half-edges (`first`). You walk the loop with `next` until you get back "
          "to `first` — that's `for_each_halfedge`, a do/while so a one-edge loop (a circle) still visits once.\n"
          "- Each **HalfEdge** has a `twin` on the neighbouring face. The comment says boundary edges twin a "
          "half-edge whose loop has a null face, so `twin` is never invalid and you don't need null checks.\n"
          "- Orientation: outer loops are counter-clockwise seen from outside the solid, inner loops clockwise. "
          "`Face::reversed` flips the surface normal, not the loop order.\n\nSo to get all vertices of a face: "
          "outer loop first, then each inner loop, reading `origin` of each half-edge."),
        U("Why does reversed flip the normal and not the loops?"),
        T("Grep", {"pattern": "reversed", "path": "src/geom"},
          "src/geom/surface_eval.cpp:88:  const Vec3 n = face.reversed ? -surf.normal(u, v) : surf.normal(u, v);\n"
          "src/geom/surface_eval.cpp:131:  // reversed faces share the surface object with their unreversed twin\n"
          "src/geom/offset.cpp:54:  if (f.reversed) d = -d;"),
        A("Because surfaces are shared: line 131 says a reversed face shares its `Surface` object with the "
          "unreversed one (e.g. both sides of a thin wall built from one plane). If reversing rewrote the loops "
          "you'd have to copy topology; flipping the evaluated normal is one sign at evaluation time. The loops "
          "stay CCW relative to the *face's* normal, which is already flipped."),
        U("ok that makes sense. and the Euler operators in euler.cpp, are they used anywhere?"),
        T("Grep", {"pattern": "mef\\(|kef\\(|mvfs\\(", "path": "src"},
          "src/topo/euler.cpp:12:Result mvfs(Shell& s, Point3 p)\nsrc/topo/euler.cpp:40:Result mef(Shell& s, HeId a, HeId b)\n"
          "src/topo/euler.cpp:97:Result kef(Shell& s, EdgeId e)\nsrc/build/extrude.cpp:63:  auto r = mef(shell, a, b);\n"
          "src/build/sweep.cpp:118:  mef(shell, top, bot);\nsrc/heal/merge_faces.cpp:29:  kef(shell, shared);"),
        A("Yes: `mef` (make edge-face) is used by extrude and sweep to close side faces, and `kef` (kill "
          "edge-face) by the healer when merging coplanar faces. `mvfs` only in tests and extrude's first step. "
          "They're the only functions that change topology, so they keep Euler–Poincaré V − E + F = 2 for a "
          "simple solid by construction."),
        U("great explanation, thanks a lot!"),
        A("You're welcome — shout if the sweep code gets confusing, it's the densest part."),
    ],
    "facts": [],
    "optional": [],
    "questions": [],
}

SESSIONS = [CC_NIM, CC_KIOSK, CC_TIMETABLE, CC_PHARMACY, CC_CAD]
