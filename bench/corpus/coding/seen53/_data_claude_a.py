"""h53 Claude Code sessions, part a: Fernlea Vets' online booking app (Next.js, TypeScript) in
/home/aoife/code/fernlea-booking — double bookings and a Redis slot hold, a review of the species picker PR,
opening hours for the 24/7 emergency clinic and Irish bank holidays."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

BOOKING = "/home/aoife/code/fernlea-booking"


def _booking_log() -> str:
    lines = []
    base = [
        ("09:58:02.114", "GET", "/api/clinics/HGT/availability?date=2026-10-30", 200, 212),
        ("09:58:02.871", "GET", "/api/clinics/HGT/availability?date=2026-10-30", 200, 188),
        ("09:58:40.019", "GET", "/api/clinics/DID/availability?date=2026-10-31", 200, 240),
        ("09:59:11.402", "POST", "/api/bookings", 201, 911),
        ("09:59:12.040", "POST", "/api/bookings", 201, 874),
        ("09:59:13.551", "GET", "/api/bookings/confirm/bk_8Hq2", 200, 61),
        ("09:59:14.002", "GET", "/api/bookings/confirm/bk_8Hq9", 200, 58),
    ]
    for ts, method, path, status, ms in base:
        lines.append(f'2026-10-30T{ts}Z info  http {method} {path} status={status} dur_ms={ms} '
                     f'pod=booking-web-7d9c6f-x2k4l')
    lines.insert(4, "2026-10-30T09:59:11.455Z info  booking check clinic=HGT vet=V3 start=2026-10-30T10:20 "
                    "free=true source=pms-bridge")
    lines.insert(6, "2026-10-30T09:59:12.095Z info  booking check clinic=HGT vet=V3 start=2026-10-30T10:20 "
                    "free=true source=pms-bridge")
    lines.insert(6, "2026-10-30T09:59:12.301Z info  pms-bridge createAppointment clinic=HGT vet=V3 "
                    "start=2026-10-30T10:20 result=OK appt=VO-5531207")
    lines.append("2026-10-30T09:59:12.933Z info  pms-bridge createAppointment clinic=HGT vet=V3 "
                 "start=2026-10-30T10:20 result=OK appt=VO-5531208")
    for i in range(14):
        lines.append(f"2026-10-30T10:0{i % 10}:{10 + i:02d}.{300 + i * 7:03d}Z info  http GET "
                     f"/api/clinics/{['HGT', 'DID', 'YRK', 'OMA'][i % 4]}/availability?date=2026-11-0{1 + i % 5} "
                     f"status=200 dur_ms={150 + i * 11} pod=booking-web-7d9c6f-{['x2k4l', 'p9v7m'][i % 2]}")
    lines.append("2026-10-30T10:04:55.004Z warn  next  fetch cache: skipped (no-store) key=availability")
    return "\n".join(lines) + "\n"


def _vitest(names: list[str], extra: str = "") -> str:
    out = [" RUN  v2.1.4 /home/aoife/code/fernlea-booking", ""]
    for n in names:
        out.append(f" ✓ {n}")
    out += ["", f" Test Files  {max(1, len(names) // 3)} passed ({max(1, len(names) // 3)})",
            f"      Tests  {len(names)} passed ({len(names)})",
            "   Start at  10:41:07", "   Duration  2.31s (transform 412ms, setup 0ms, collect 1.02s, tests 611ms)"]
    return "\n".join(out) + "\n" + extra


SLOT_OVERLAP = {
    "id": "h53-cc-booking-slot-overlap",
    "project": BOOKING,
    "start": datetime(2026, 11, 3, 9, 12),
    "branch": "fix/book-412-double-booking",
    "about": "fernlea-booking: double bookings (BOOK-412); person's guess (Next fetch cache) ruled out, the route is "
             "no-store; cause: availability check and booking POST not atomic and VetOrbit accepts overlaps by "
             "design; fix a Redis slot hold (SET NX) with TTL 300 then raised to 420; flat rule that the booking "
             "app never talks to VetOrbit directly, only via pms-bridge; joke 'the cat is always right'",
    "steps": [
        ("user", "morning! coffee's only half kicking in. Two clinics rang support on friday with double bookings "
                 "again — Harrogate had two dogs in the same 10:20 slot with vet 3, and Didsbury had the same thing "
                 "on thursday. ticket is BOOK-412. can you have a look? my money is on the Next fetch cache serving "
                 "stale availability, we had something like that in the spring"),
        ("assistant", "Morning. Let me read the ticket and the request logs around the Harrogate booking before "
                      "touching anything."),
        bash("gh issue view 412 --repo fernlea/booking-web",
             "BOOK-412  Double bookings from online booking (Harrogate, Didsbury)\n"
             "Open • aoife opened about 3 days ago • 2 comments\n\n"
             "  Harrogate (HGT) reported two online bookings for the same slot: Fri 30 Oct 10:20 with Vet 3.\n"
             "  Both owners got a confirmation email. Front desk had to ring one of them back.\n"
             "  Didsbury (DID) had the same on Thu 29 Oct, 16:40, Vet 1.\n\n"
             "  Support says this happened 4-5 times in October, always at busy times.\n\n"
             "  ─ support-desk commented:\n"
             "    Both bookings show in VetOrbit as separate appointments, same vet, same start.\n"
             "  ─ aoife commented:\n"
             "    Probably caching. Will look next week.\n"),
        bash("kubectl -n booking logs deploy/booking-web --since-time=2026-10-30T09:58:00Z | "
             "grep -E 'HGT|bookings' | head -40",
             _booking_log()),
        ("assistant", "Two things stand out in that log. The two `POST /api/bookings` for HGT / vet V3 / 10:20 "
                      "arrive 640 ms apart, and *both* availability checks say `free=true` — the second check runs "
                      "at 09:59:12.095, before the first `createAppointment` has come back from pms-bridge "
                      "(09:59:12.301). Also the warning at the end says the fetch cache was skipped (`no-store`). "
                      "Let me confirm the availability route really is uncached."),
        tool("Read", {"file_path": f"{BOOKING}/app/api/clinics/[clinicId]/availability/route.ts"},
             "     1\timport { NextRequest, NextResponse } from 'next/server';\n"
             "     2\timport { getAvailability } from '@/lib/pmsBridge';\n"
             "     3\t\n"
             "     4\texport const dynamic = 'force-dynamic';\n"
             "     5\texport const revalidate = 0;\n"
             "     6\t\n"
             "     7\texport async function GET(req: NextRequest, { params }: { params: { clinicId: string } }) {\n"
             "     8\t  const date = req.nextUrl.searchParams.get('date');\n"
             "     9\t  if (!date) return NextResponse.json({ error: 'date required' }, { status: 400 });\n"
             "    10\t  const slots = await getAvailability(params.clinicId, date, { cache: 'no-store' });\n"
             "    11\t  return NextResponse.json({ slots });\n"
             "    12\t}\n"),
        tool("Read", {"file_path": f"{BOOKING}/lib/createBooking.ts"},
             "     1\timport { getAvailability, createAppointment } from '@/lib/pmsBridge';\n"
             "     2\timport { sendConfirmation } from '@/lib/email';\n"
             "     3\t\n"
             "     4\texport async function createBooking(input: BookingInput) {\n"
             "     5\t  const slots = await getAvailability(input.clinicId, input.date, { cache: 'no-store' });\n"
             "     6\t  const free = slots.some((s) => s.vetId === input.vetId && s.start === input.start);\n"
             "     7\t  if (!free) throw new SlotTakenError();\n"
             "     8\t  // TODO(2025): lock?\n"
             "     9\t  const appt = await createAppointment(input);\n"
             "    10\t  await sendConfirmation(input.owner.email, appt);\n"
             "    11\t  return appt;\n"
             "    12\t}\n"),
        ("assistant", "So the cache theory doesn't hold: the route is `force-dynamic`, `revalidate = 0` and the "
                      "bridge call passes `cache: 'no-store'`; the log line confirms the cache was skipped.\n\n"
                      "What actually happens is a plain race in `createBooking`:\n\n"
                      "1. request A checks availability → slot free\n"
                      "2. request B checks availability 640 ms later → slot still free, because A's appointment "
                      "doesn't exist in VetOrbit yet\n"
                      "3. both call `createAppointment`, and VetOrbit accepts both.\n\n"
                      "The check and the insert are not atomic, and VetOrbit doesn't save us at step 3: it accepts "
                      "overlaps for the same vet on purpose. So the window is as wide as the round trip to "
                      "pms-bridge (600–900 ms at busy times), which matches 'always at busy times' in the ticket. "
                      "The `TODO(2025): lock?` on line 8 was right."),
        ("user", "ugh. yeah VetOrbit letting overlaps through is by design, the vets double-book on purpose for "
                 "squeeze-ins and the odd emergency. so we can't ask them to reject it. what do we do"),
        ("assistant", "We need our own short lock per slot before we call the bridge. booking-web has no database "
                      "of its own, only Redis (sessions and rate limiting), so the cheapest thing is a slot hold in "
                      "Redis:\n\n"
                      "- key `slothold:{clinicId}:{vetId}:{startIso}`\n"
                      "- `SET key <bookingDraftId> NX EX <ttl>` when the owner picks the slot (start of the form, "
                      "not at submit), so a second owner sees the slot as taken straight away\n"
                      "- released on confirm (the appointment then exists in VetOrbit) or when the TTL runs out\n"
                      "- availability responses filter out held slots unless the hold is the caller's own\n\n"
                      "Alternatives: a Postgres advisory lock would need a database we don't have; queueing all "
                      "bookings through one worker would serialise every clinic. How long should a hold last? The "
                      "form has pet details plus the deposit card step. I'd start at 5 minutes."),
        ("user", "yep do the redis hold. 5 min ttl"),
        tool("Edit", {"file_path": f"{BOOKING}/lib/slotHold.ts",
                      "old_string": "",
                      "new_string": "export const SLOT_HOLD_TTL_SECONDS = 300;\n..."},
             "Created lib/slotHold.ts:\n"
             "import { redis } from '@/lib/redis';\n\n"
             "export const SLOT_HOLD_TTL_SECONDS = 300;\n\n"
             "const key = (clinicId: string, vetId: string, startIso: string) =>\n"
             "  `slothold:${clinicId}:${vetId}:${startIso}`;\n\n"
             "export async function holdSlot(s: SlotRef, draftId: string): Promise<boolean> {\n"
             "  const ok = await redis.set(key(s.clinicId, s.vetId, s.start), draftId, 'EX', SLOT_HOLD_TTL_SECONDS, "
             "'NX');\n"
             "  return ok === 'OK';\n"
             "}\n\n"
             "export async function releaseSlot(s: SlotRef, draftId: string): Promise<void> {\n"
             "  await redis.eval(RELEASE_IF_OWNER, 1, key(s.clinicId, s.vetId, s.start), draftId);\n"
             "}\n\n"
             "export async function heldBy(s: SlotRef): Promise<string | null> {\n"
             "  return redis.get(key(s.clinicId, s.vetId, s.start));\n"
             "}\n"),
        tool("Edit", {"file_path": f"{BOOKING}/lib/createBooking.ts",
                      "old_string": "  // TODO(2025): lock?\n",
                      "new_string": "  if ((await heldBy(input)) !== input.draftId) throw new SlotTakenError();\n"},
             "The file lib/createBooking.ts has been updated."),
        bash("pnpm vitest run lib/slotHold lib/createBooking app/api/clinics",
             _vitest(["lib/slotHold.test.ts > holds a free slot",
                      "lib/slotHold.test.ts > second hold on the same slot fails",
                      "lib/slotHold.test.ts > release only by the owner",
                      "lib/slotHold.test.ts > hold expires after SLOT_HOLD_TTL_SECONDS",
                      "lib/createBooking.test.ts > rejects when the hold belongs to another draft",
                      "lib/createBooking.test.ts > two concurrent bookings, one wins",
                      "app/api/clinics/availability.test.ts > hides slots held by others",
                      "app/api/clinics/availability.test.ts > shows the caller's own held slot"])),
        ("assistant", "Slot hold is in: taken when the owner picks the slot, checked again at submit, released on "
                      "confirm, 300 s TTL. The concurrency test fires two bookings at the same slot and exactly one "
                      "wins."),
        ("user", "hm, thinking about it more. the deposit step with the card form takes people ages, Didsbury "
                 "front desk says owners fumble around for their cards for several minutes, and if the hold runs "
                 "out mid-payment that's worse than the double booking. make it 7 minutes"),
        tool("Edit", {"file_path": f"{BOOKING}/lib/slotHold.ts",
                      "old_string": "export const SLOT_HOLD_TTL_SECONDS = 300;",
                      "new_string": "export const SLOT_HOLD_TTL_SECONDS = 420; // 7 min: deposit card step is slow"},
             "The file lib/slotHold.ts has been updated."),
        bash("pnpm vitest run && pnpm playwright test e2e/booking.spec.ts --project=chromium",
             _vitest(["lib/slotHold.test.ts > holds a free slot",
                      "lib/slotHold.test.ts > second hold on the same slot fails",
                      "lib/slotHold.test.ts > release only by the owner",
                      "lib/slotHold.test.ts > hold expires after SLOT_HOLD_TTL_SECONDS",
                      "lib/createBooking.test.ts > rejects when the hold belongs to another draft",
                      "lib/createBooking.test.ts > two concurrent bookings, one wins",
                      "lib/email.test.ts > confirmation has clinic phone",
                      "lib/openingHours.test.ts > 12 cases",
                      "app/api/clinics/availability.test.ts > hides slots held by others",
                      "app/api/clinics/availability.test.ts > shows the caller's own held slot"],
                     "\nRunning 6 tests using 3 workers\n\n"
                     "  ✓  1 [chromium] › e2e/booking.spec.ts:12:3 › books a vaccination at HGT (4.1s)\n"
                     "  ✓  2 [chromium] › e2e/booking.spec.ts:31:3 › slot disappears for a second browser (3.8s)\n"
                     "  ✓  3 [chromium] › e2e/booking.spec.ts:52:3 › hold released after confirm (4.6s)\n"
                     "  ✓  4 [chromium] › e2e/booking.spec.ts:70:3 › deposit declined keeps the hold (5.2s)\n"
                     "  ✓  5 [chromium] › e2e/booking.spec.ts:88:3 › cancel from email link (2.9s)\n"
                     "  ✓  6 [chromium] › e2e/booking.spec.ts:103:3 › exotic species blocked at DID (1.7s)\n\n"
                     "  6 passed (14.8s)\n")),
        ("user", "cool. also, saying it out loud once since the new contractor keeps doing it: the booking app "
                 "does not talk to VetOrbit directly. not for availability, not for 'just a quick lookup', not for "
                 "anything. every PMS call goes through pms-bridge. that's how it is and how it stays"),
        ("assistant", "Understood. Let me check the codebase actually follows that today."),
        bash("rg -n -i 'vetorbit|VO_API|soap' --glob '!node_modules' --glob '!*.md' .",
             "lib/pmsBridge.ts:3:// thin client for pms-bridge; the bridge talks to VetOrbit\n"
             "lib/legacy/vetorbitClient.ts:1:import { createClientAsync } from 'soap';\n"
             "lib/legacy/vetorbitClient.ts:4:const WSDL = process.env.VO_API_WSDL ?? 'https://sandbox.vetorbit.example/ws?wsdl';\n"
             "lib/legacy/vetorbitClient.ts:9:export async function rawPatientLookup(id: string) {\n"
             "app/admin/debug/page.tsx:2:import { rawPatientLookup } from '@/lib/legacy/vetorbitClient';\n"
             "package.json:41:    \"soap\": \"^1.0.4\",\n"
             ".env.example:17:VO_API_WSDL=\n"),
        ("assistant", "There is one violation: `lib/legacy/vetorbitClient.ts` calls VetOrbit's SOAP API directly, "
                      "and the only user is `app/admin/debug/page.tsx` (a raw patient lookup page). It also drags "
                      "the `soap` package into the bundle. Shall I remove both?"),
        ("user", "lol of course there is. yes delete the debug page and that client and the soap dep. rule number "
                 "one of this team though: the cat is always right 🐈"),
        bash("git rm -q app/admin/debug/page.tsx lib/legacy/vetorbitClient.ts && pnpm remove soap && "
             "sed -i '/VO_API_WSDL/d' .env.example && pnpm tsc --noEmit && pnpm lint",
             "Packages: -23\n-----------------------\nProgress: resolved 812, reused 789, downloaded 0, added 0, done\n\n"
             "dependencies:\n- soap 1.0.4\n\n"
             "✔ No ESLint warnings or errors\n"),
        ("assistant", "Done, and the cat is noted as always right.\n\n"
                      "Summary of BOOK-412:\n"
                      "- Cause: `createBooking` checked availability and then created the appointment in two "
                      "steps, not atomic; VetOrbit accepts overlaps, so two owners within ~0.6 s both got the "
                      "slot. Not the fetch cache (the route is `no-store`).\n"
                      "- Fix: Redis slot hold (`SET NX`, key `slothold:{clinic}:{vet}:{start}`), taken when the "
                      "slot is picked, TTL 420 s (7 min) because of the slow deposit step.\n"
                      "- Removed `lib/legacy/vetorbitClient.ts`, the admin debug page and the `soap` dependency — "
                      "booking-web only talks to pms-bridge.\n\n"
                      "Branch `fix/book-412-double-booking` is ready for a PR."),
        ("user", "open the PR and link the ticket, ta"),
        bash("gh pr create --fill --title 'BOOK-412: hold slots in Redis to stop double bookings' "
             "--body 'Closes BOOK-412'",
             "https://github.com/fernlea/booking-web/pull/191\n"),
    ],
    "facts": [
        fact("double-booking-cause",
             "Double bookings (BOOK-412) came from createBooking checking availability and creating the appointment "
             "in two non-atomic steps while VetOrbit accepts overlaps by design; fixed with a Redis slot hold "
             "(SET NX on slothold:{clinic}:{vet}:{start}) taken when the owner picks the slot.",
             "bugfix", "assistant", ["slot hold", "Redis", ["atomic", "overlaps"]]),
        fact("slot-hold-ttl", "The booking slot hold TTL is 420 seconds (7 minutes), because owners are slow in the "
                              "deposit card step.",
             "config", "user", [["420", "7 minutes"], ["SLOT_HOLD_TTL_SECONDS", "TTL"]]),
        fact("no-direct-vetorbit", "The booking app never talks to VetOrbit directly; every PMS call goes through "
                                   "pms-bridge.",
             "rule", "user", ["VetOrbit", "pms-bridge"], remember=True),
    ],
    "optional": [
        opt("ttl-300-first", "The slot hold TTL was first set to 300 seconds.", ["300"]),
        opt("not-fetch-cache", "The availability route is force-dynamic / no-store, so the Next fetch cache was not "
                               "the cause.", ["no-store"]),
    ],
    "questions": [
        q("What caused the double bookings in BOOK-412?",
          "availability check and createAppointment not atomic; VetOrbit accepts overlaps",
          ["double-booking-cause"]),
        q("How long does a booking slot hold last?", "420 seconds, 7 minutes", ["slot-hold-ttl"]),
        q("May booking-web call VetOrbit directly?", "no, every PMS call goes through pms-bridge",
          ["no-direct-vetorbit"]),
    ],
}


def _pr_comments() -> str:
    return (
        "feat: species picker on the pet step #188\n"
        "Open • dev-kamil wants to merge 6 commits into main from feat/species-picker\n"
        "+412 −37 • 9 files changed\n\n"
        "── Review by aoife (changes requested) ──────────────────────────────\n\n"
        "components/SpeciesPicker.tsx line 1\n"
        "  > export default function SpeciesPicker({ value, onChange }: Props) {\n"
        "  aoife: we don't do default exports in here\n"
        "    dev-kamil: Isn't default export the Next.js convention though? All the examples use it.\n\n"
        "lib/species.ts line 3\n"
        "  > export const SPECIES = ['dog', 'cat', 'rabbit', 'guinea pig', 'ferret', 'bird', 'reptile', 'other'];\n"
        "  aoife: hardcoded list will drift from VetOrbit's species codes. Where should this come from?\n\n"
        "components/SpeciesPicker.tsx line 28\n"
        "  > const options = SPECIES.map((s) => ({ label: titleCase(s), value: s }));\n"
        "  aoife: exotics can't be booked everywhere, half our clinics don't see rabbits or reptiles\n\n"
        "components/SpeciesPicker.tsx line 40\n"
        "  > useEffect(() => { fetch('/api/species').then(...) }, []);\n"
        "  aoife: nit: we have useQuery for this\n\n"
        "app/book/[clinicId]/pet/page.tsx line 12\n"
        "  > import SpeciesPicker from '@/components/SpeciesPicker';\n"
        "  aoife: (same as above)\n\n"
        "── Checks ─────────────────────────────────────────────────────────\n"
        "  ✓ lint   ✓ typecheck   ✓ unit (142)   ✗ e2e (1 failed: exotic species blocked at DID)\n"
    )


REVIEW_SPECIES = {
    "id": "h53-cc-booking-review-species",
    "project": BOOKING,
    "start": datetime(2026, 11, 10, 14, 5),
    "branch": "feat/species-picker",
    "about": "fernlea-booking: working through review comments on PR #188 (species picker); the convention (named "
             "exports everywhere, default only for page/layout/route files, a standing rule for the repo) said in a "
             "reply to the contractor's review comment and enforced with import/no-default-export; species list "
             "from pms-bridge /species cached 24h in Redis (picked 'c'); exotics only at clinics with exotics: true; "
             "one-off rename of the component",
    "steps": [
        ("user", "hey hey. PR 188 (the species picker) has my review comments on it, kamil is off till thursday so "
                 "can you go through them and fix on his branch?"),
        bash("gh pr view 188 --comments", _pr_comments()),
        ("assistant", "Four review threads plus a failing e2e test:\n\n"
                      "1. default export on `SpeciesPicker` — and Kamil asks whether default exports aren't the "
                      "Next.js convention\n"
                      "2. hardcoded species list in `lib/species.ts`\n"
                      "3. exotics offered at every clinic (that's also why `exotic species blocked at DID` fails)\n"
                      "4. nit: `useEffect` + `fetch` instead of `useQuery`\n\n"
                      "On (1): Kamil has half a point — Next.js *requires* a default export from `page.tsx`, "
                      "`layout.tsx`, `loading.tsx`, `error.tsx` and `not-found.tsx`. Route handlers (`route.ts`) use "
                      "named `GET`/`POST` exports. Do you want me to answer his comment before changing the code?"),
        ("user", "yes reply to his comment, from me, roughly: 'Only the files Next itself needs (page.tsx, "
                 "layout.tsx, loading/error/not-found) get a default export. Everything else in booking-web is a "
                 "named export — that's the standing rule for this repo, not a nit on this PR, and it applies to "
                 "anything anyone writes here from now on.' and then add the eslint rule so we stop arguing about it"),
        bash("gh api repos/fernlea/booking-web/pulls/188/comments/88213/replies -f body=\"Only the files Next "
             "itself needs (page.tsx, layout.tsx, loading/error/not-found) get a default export. Everything else in "
             "booking-web is a named export — that's the standing rule for this repo, not a nit on this PR, and it "
             "applies to anything anyone writes here from now on.\"",
             "{\n  \"id\": 88241,\n  \"in_reply_to_id\": 88213,\n  \"user\": {\"login\": \"aoife\"},\n"
             "  \"body\": \"Only the files Next itself needs (page.tsx, layout.tsx, loading/error/not-found) get a "
             "default export. Everything else in booking-web is a named export — that's the standing rule for this "
             "repo, not a nit on this PR, and it applies to anything anyone writes here from now on.\",\n"
             "  \"created_at\": \"2026-11-10T14:09:31Z\"\n}\n"),
        tool("Edit", {"file_path": f"{BOOKING}/.eslintrc.cjs",
                      "old_string": "  rules: {\n",
                      "new_string": "  rules: {\n    'import/no-default-export': 'error',\n"},
             "The file .eslintrc.cjs has been updated."),
        tool("Edit", {"file_path": f"{BOOKING}/.eslintrc.cjs",
                      "old_string": "  overrides: [\n",
                      "new_string": "  overrides: [\n    { files: ['app/**/{page,layout,loading,error,not-found}.tsx'"
                                    "], rules: { 'import/no-default-export': 'off' } },\n"},
             "The file .eslintrc.cjs has been updated."),
        bash("pnpm lint",
             "\n./components/SpeciesPicker.tsx\n1:1  Error: Prefer named exports.  import/no-default-export\n\n"
             "./components/ClinicMap.tsx\n88:1  Error: Prefer named exports.  import/no-default-export\n\n"
             "./lib/analytics.ts\n54:1  Error: Prefer named exports.  import/no-default-export\n\n"
             "info  - Need to disable some ESLint rules? Learn more here: "
             "https://nextjs.org/docs/basic-features/eslint#disabling-rules\n"
             " ELIFECYCLE  Command failed with exit code 1.\n"),
        ("assistant", "The rule catches `SpeciesPicker` plus two older offenders, `ClinicMap.tsx` and "
                      "`lib/analytics.ts`. I'll convert all three to named exports and fix their imports.\n\n"
                      "Now the species list (thread 2). Options:\n\n"
                      "a) keep a hardcoded list, reviewed by hand — drifts, as you said\n"
                      "b) fetch pms-bridge `GET /species` on every render of the pet step — always right, but one "
                      "more bridge call per booking and the bridge already has the VetOrbit session limit\n"
                      "c) fetch pms-bridge `GET /species` and cache it in Redis for 24h (`species:v1`), served "
                      "from our own `/api/species`\n\n"
                      "I'd go with c."),
        ("user", "c. vetorbit species codes change like once a year, 24h is plenty"),
        tool("Write", {"file_path": f"{BOOKING}/app/api/species/route.ts", "content": "..."},
             "File created successfully at: app/api/species/route.ts\n\n"
             "import { NextResponse } from 'next/server';\n"
             "import { redis } from '@/lib/redis';\n"
             "import { getSpecies } from '@/lib/pmsBridge';\n\n"
             "const KEY = 'species:v1';\n"
             "const TTL_SECONDS = 24 * 60 * 60; // 24h, VetOrbit species codes rarely change\n\n"
             "export async function GET() {\n"
             "  const cached = await redis.get(KEY);\n"
             "  if (cached) return NextResponse.json(JSON.parse(cached));\n"
             "  const species = await getSpecies();\n"
             "  await redis.set(KEY, JSON.stringify(species), 'EX', TTL_SECONDS);\n"
             "  return NextResponse.json(species);\n"
             "}\n"),
        ("assistant", "Thread 3, exotics: `getClinic()` already returns the clinic config from pms-bridge. Is "
                      "there a flag for which clinics take exotic pets, or is it a list somewhere?"),
        bash("curl -s localhost:8300/clinics | jq -c '.[] | {code, exotics}' | head -20",
             "{\"code\":\"HGT\",\"exotics\":true}\n{\"code\":\"DID\",\"exotics\":false}\n"
             "{\"code\":\"YRK\",\"exotics\":true}\n{\"code\":\"OMA\",\"exotics\":false}\n"
             "{\"code\":\"NRY\",\"exotics\":false}\n{\"code\":\"ENK\",\"exotics\":false}\n"
             "{\"code\":\"LDS\",\"exotics\":true}\n{\"code\":\"LDS-EMG\",\"exotics\":true}\n"
             "{\"code\":\"DUB1\",\"exotics\":true}\n{\"code\":\"DUB2\",\"exotics\":false}\n"
             "{\"code\":\"CRK\",\"exotics\":false}\n{\"code\":\"GAL\",\"exotics\":true}\n"
             "{\"code\":\"MCR\",\"exotics\":false}\n{\"code\":\"SHF\",\"exotics\":true}\n"
             "{\"code\":\"BFS\",\"exotics\":false}\n{\"code\":\"LIM\",\"exotics\":false}\n"
             "{\"code\":\"KIL\",\"exotics\":true}\n{\"code\":\"WKF\",\"exotics\":false}\n"
             "{\"code\":\"BRD\",\"exotics\":true}\n{\"code\":\"HUD\",\"exotics\":false}\n"),
        ("user", "yes that's it. rabbits, guinea pigs, birds and reptiles are exotics and only show up at clinics "
                 "with exotics: true in the clinic config. 9 clinics today. dogs, cats, ferrets everywhere"),
        tool("Edit", {"file_path": f"{BOOKING}/components/SpeciesPicker.tsx",
                      "old_string": "const options = SPECIES.map",
                      "new_string": "const options = species.filter((s) => clinic.exotics || !s.exotic).map"},
             "The file components/SpeciesPicker.tsx has been updated."),
        ("user", "oh and rename SpeciesPicker to PetSpeciesSelect while you're in there, the other selects are "
                 "called *Select"),
        bash("git mv components/SpeciesPicker.tsx components/PetSpeciesSelect.tsx && "
             "rg -l 'SpeciesPicker' app components lib | xargs sed -i 's/SpeciesPicker/PetSpeciesSelect/g' && "
             "pnpm lint && pnpm tsc --noEmit && pnpm vitest run && pnpm playwright test --project=chromium",
             "✔ No ESLint warnings or errors\n" +
             _vitest(["components/PetSpeciesSelect.test.tsx > lists dogs and cats everywhere",
                      "components/PetSpeciesSelect.test.tsx > hides rabbits at a clinic without exotics",
                      "components/PetSpeciesSelect.test.tsx > shows reptiles at HGT",
                      "app/api/species/route.test.ts > serves from redis when cached",
                      "app/api/species/route.test.ts > caches for 24h on a miss",
                      "lib/slotHold.test.ts > 4 cases",
                      "lib/createBooking.test.ts > 2 cases",
                      "components/ClinicMap.test.tsx > renders pins",
                      "lib/analytics.test.ts > named export track()"],
                     "\nRunning 6 tests using 3 workers\n  6 passed (15.2s)\n")),
        ("assistant", "All green, including `exotic species blocked at DID`. Changes on `feat/species-picker`:\n"
                      "- `PetSpeciesSelect` (renamed), named export, `useQuery` instead of `useEffect`\n"
                      "- `/api/species` serving pms-bridge species cached 24h in Redis\n"
                      "- exotics filtered by the clinic's `exotics` flag\n"
                      "- `import/no-default-export` as an error, off only for Next's page/layout/loading/error/"
                      "not-found files; `ClinicMap` and `analytics` converted\n\n"
                      "Push?"),
        ("user", "push it"),
        bash("git add -A && git commit -qm 'Address review: named exports, species from bridge, exotics flag' && "
             "git push -q && git log -1 --oneline",
             "b41d7e2 Address review: named exports, species from bridge, exotics flag\n"),
    ],
    "facts": [
        fact("named-exports", "booking-web uses named exports everywhere; only the files Next.js needs (page.tsx, "
                              "layout.tsx, loading/error/not-found) get a default export. A standing rule for the "
                              "repo.",
             "convention", "user", ["named export", "default export"], remember=True),
        fact("no-default-export-lint", "The eslint rule import/no-default-export is an error in booking-web, "
                                       "switched off only for Next's page/layout/loading/error/not-found files.",
             "config", "assistant", ["no-default-export"]),
        fact("species-source", "The species list comes from pms-bridge GET /species, cached 24h in Redis "
                               "(species:v1) behind booking-web's own /api/species.",
             "decision", "user", ["species", "24h", "Redis"]),
        fact("exotics-flag", "Rabbits, guinea pigs, birds and reptiles are exotics, bookable only at clinics with "
                             "exotics: true in the clinic config (9 clinics); dogs, cats and ferrets everywhere.",
             "fact", "user", ["exotics", ["rabbits", "reptiles", "guinea pigs"]]),
    ],
    "optional": [
        opt("picker-renamed", "SpeciesPicker was renamed PetSpeciesSelect.", ["PetSpeciesSelect"]),
    ],
    "questions": [
        q("Which export style does booking-web use?",
          "named exports; default export only for page.tsx, layout.tsx and the other files Next needs",
          ["named-exports"]),
        q("Where does the booking species list come from?", "pms-bridge species, cached 24h in Redis",
          ["species-source"]),
        q("At which clinics can rabbits or reptiles be booked?", "only clinics with exotics: true in the clinic "
                                                                 "config", ["exotics-flag"]),
    ],
}


CLINIC_HOURS = {
    "id": "h53-cc-booking-clinic-hours",
    "project": BOOKING,
    "start": datetime(2026, 11, 18, 10, 40),
    "branch": "fix/book-430-hours",
    "about": "fernlea-booking: BOOK-430 opening hours; the 24/7 emergency clinic LDS-EMG shown closed at night "
             "because the parser rejected '24:00'; options for emergency booking, 'the second one' = no online "
             "booking at LDS-EMG, a call-now callout instead; CMS proposal waved off; Irish bank holidays in a "
             "checked-in yaml, no npm package; remember-request (imperative) for a weekday 08:00-09:30 deploy "
             "freeze; end-of-session summary",
    "steps": [
        ("user", "hiya. next thing on the board: BOOK-430. opening hours are wrong for Leeds Emergency (LDS-EMG) — "
                 "the site says 'closed' after 22:00, which is mad because it's open 24/7, it's the emergency "
                 "clinic. and while you're there, irish bank holidays aren't handled at all, the Dublin and Cork "
                 "clinics showed slots on the october bank holiday"),
        tool("Read", {"file_path": f"{BOOKING}/lib/openingHours.ts"},
             "     1\timport ukHolidays from '@/data/bank-holidays-uk.json'; // gov.uk feed, refreshed by CI\n"
             "     2\t\n"
             "     3\tconst RANGE = /^([01]\\d|2[0-3]):([0-5]\\d)-([01]\\d|2[0-3]):([0-5]\\d)$/;\n"
             "     4\t\n"
             "     5\texport function parseRange(s: string): Range | null {\n"
             "     6\t  const m = RANGE.exec(s);\n"
             "     7\t  if (!m) return null; // unparseable -> treated as closed\n"
             "     8\t  return { open: toMinutes(m[1], m[2]), close: toMinutes(m[3], m[4]) };\n"
             "     9\t}\n"
             "    10\t\n"
             "    11\texport function isOpen(clinic: Clinic, at: Date): boolean {\n"
             "    12\t  if (isBankHoliday(at)) return clinic.bankHolidayHours != null && inRange(clinic.bankHolidayHours, at);\n"
             "    13\t  const r = parseRange(clinic.hours[weekday(at)]);\n"
             "    14\t  return r != null && inRange(r, at);\n"
             "    15\t}\n"
             "    16\t\n"
             "    17\tfunction isBankHoliday(at: Date) {\n"
             "    18\t  return ukHolidays['england-and-wales'].events.some((e) => e.date === isoDate(at));\n"
             "    19\t}\n"),
        bash("curl -s localhost:8300/clinics/LDS-EMG | jq .",
             "{\n  \"code\": \"LDS-EMG\",\n  \"name\": \"Fernlea Emergency Leeds\",\n  \"type\": \"emergency\",\n"
             "  \"country\": \"GB\",\n  \"phone\": \"+44 113 496 0581\",\n  \"exotics\": true,\n"
             "  \"hours\": {\n    \"mon\": \"00:00-24:00\",\n    \"tue\": \"00:00-24:00\",\n"
             "    \"wed\": \"00:00-24:00\",\n    \"thu\": \"00:00-24:00\",\n    \"fri\": \"00:00-24:00\",\n"
             "    \"sat\": \"00:00-24:00\",\n    \"sun\": \"00:00-24:00\"\n  },\n"
             "  \"bankHolidayHours\": \"00:00-24:00\"\n}\n"),
        ("assistant", "Found the first part. The regex in `parseRange` only allows hours `00`–`23`, so LDS-EMG's "
                      "`00:00-24:00` doesn't parse, `parseRange` returns `null`, and null is treated as closed. It "
                      "shows 'closed' all the time on the hours widget; after 22:00 is just when people noticed "
                      "because the other Leeds clinic closes then. The fix is to accept `24:00` as a closing time "
                      "(end of day).\n\n"
                      "That raises the real question though: what should online booking do for an emergency "
                      "clinic? Options:\n\n"
                      "1. Treat LDS-EMG like any clinic and offer slots around the clock.\n"
                      "2. No online booking for LDS-EMG at all: the clinic page shows a 'call now' callout with the "
                      "phone number and a line telling owners to ring first, so triage happens on the phone.\n"
                      "3. Online booking only for next-day follow-ups and rechecks; anything urgent goes by phone.\n\n"
                      "Separately, and not for this ticket: opening hours could move into a headless CMS (Sanity or "
                      "similar) so clinic managers can edit them without a VetOrbit admin."),
        ("user", "the second one. an emergency shouldn't be sitting in a booking form, someone has to talk to the "
                 "owner. the CMS thing, meh, not now"),
        tool("Edit", {"file_path": f"{BOOKING}/lib/openingHours.ts",
                      "old_string": "const RANGE = /^([01]\\d|2[0-3]):([0-5]\\d)-([01]\\d|2[0-3]):([0-5]\\d)$/;",
                      "new_string": "const RANGE = /^([01]\\d|2[0-3]):([0-5]\\d)-([01]\\d|2[0-3]|24):([0-5]\\d)$/;"},
             "The file lib/openingHours.ts has been updated."),
        tool("Write", {"file_path": f"{BOOKING}/components/EmergencyCallout.tsx", "content": "..."},
             "File created successfully at: components/EmergencyCallout.tsx\n\n"
             "export function EmergencyCallout({ clinic }: { clinic: Clinic }) {\n"
             "  return (\n"
             "    <aside className=\"callout callout--urgent\">\n"
             "      <h2>Emergency? Call us now</h2>\n"
             "      <p>{clinic.name} is open 24/7. Please ring before you set off so the team can get ready.</p>\n"
             "      <a href={`tel:${clinic.phone}`} className=\"btn btn--call\">{clinic.phone}</a>\n"
             "    </aside>\n  );\n}\n"),
        tool("Edit", {"file_path": f"{BOOKING}/app/book/[clinicId]/page.tsx",
                      "old_string": "  const clinic = await getClinic(params.clinicId);\n",
                      "new_string": "  const clinic = await getClinic(params.clinicId);\n"
                                    "  if (clinic.type === 'emergency') return <EmergencyCallout clinic={clinic} />;\n"},
             "The file app/book/[clinicId]/page.tsx has been updated."),
        ("assistant", "LDS-EMG now shows the callout instead of the booking flow, and `POST /api/bookings` rejects "
                      "emergency clinics with a 409 too, in case someone has an old link.\n\n"
                      "Irish bank holidays: today only the gov.uk `england-and-wales` list is used (the JSON is "
                      "refreshed by CI). There's no equivalent official JSON feed for Ireland. Two ways:\n"
                      "- the `date-holidays` npm package, which knows IE (and NI, which has two extra days we "
                      "currently miss too)\n"
                      "- a small checked-in file that someone updates once a year"),
        ("user", "checked-in file. data/bank-holidays-ie.yaml, I'll update it every december when the next year's "
                 "dates are out. I'm not pulling in a package for ten dates a year. and yes good catch, northern "
                 "ireland clinics should use the gov.uk 'northern-ireland' list, it's in the same json"),
        tool("Write", {"file_path": f"{BOOKING}/data/bank-holidays-ie.yaml", "content": "..."},
             "File created successfully at: data/bank-holidays-ie.yaml\n\n"
             "# Irish public holidays. Updated by hand every December for the following year.\n"
             "2026:\n  - 2026-01-01  # New Year's Day\n  - 2026-02-02  # St Brigid's Day\n"
             "  - 2026-03-17  # St Patrick's Day\n  - 2026-04-06  # Easter Monday\n  - 2026-05-04  # May\n"
             "  - 2026-06-01  # June\n  - 2026-08-03  # August\n  - 2026-10-26  # October\n"
             "  - 2026-12-25  # Christmas Day\n  - 2026-12-26  # St Stephen's Day\n"
             "2027:\n  - 2027-01-01\n  - 2027-02-01\n  - 2027-03-17\n  - 2027-03-29\n  - 2027-05-03\n"
             "  - 2027-06-07\n  - 2027-08-02\n  - 2027-10-25\n  - 2027-12-25\n  - 2027-12-26\n"),
        tool("Edit", {"file_path": f"{BOOKING}/lib/openingHours.ts",
                      "old_string": "  return ukHolidays['england-and-wales'].events.some((e) => e.date === isoDate(at));",
                      "new_string": "  return holidaysFor(clinic.country, clinic.region).has(isoDate(at));"},
             "The file lib/openingHours.ts has been updated."),
        bash("pnpm vitest run lib/openingHours app/book && pnpm lint",
             _vitest(["lib/openingHours.test.ts > parses 00:00-24:00",
                      "lib/openingHours.test.ts > LDS-EMG open at 03:00",
                      "lib/openingHours.test.ts > rejects 24:30",
                      "lib/openingHours.test.ts > DUB1 closed on 2026-10-26 (IE October holiday)",
                      "lib/openingHours.test.ts > BFS closed on 2026-07-13 (NI Orangemen's Day)",
                      "lib/openingHours.test.ts > HGT open on 2026-10-26",
                      "lib/openingHours.test.ts > yaml has next year's dates (warns in December)",
                      "app/book/page.test.tsx > emergency clinic renders EmergencyCallout",
                      "app/book/page.test.tsx > POST /api/bookings 409 for emergency clinic"],
                     "✔ No ESLint warnings or errors\n")),
        ("user", "lovely. put it on staging now, prod tomorrow morning. and please don't ever forget this one, it "
                 "bit us twice last year: no booking-web deploys to prod between 08:00 and 09:30 on weekdays. "
                 "that's when every clinic opens the phone lines and the online booking traffic spikes, a restart "
                 "then means angry receptionists. so tomorrow go after 09:30"),
        bash("gh workflow run deploy.yml -f env=staging -f ref=fix/book-430-hours && sleep 60 && "
             "gh run list --workflow deploy.yml -L 1",
             "✓ Created workflow_dispatch event for deploy.yml at fix/book-430-hours\n\n"
             "STATUS  TITLE                  WORKFLOW   BRANCH              EVENT              ID           ELAPSED  AGE\n"
             "✓       deploy staging         deploy     fix/book-430-hours  workflow_dispatch  11872044310  52s      1m\n"),
        bash("curl -s https://staging.book.fernlea.example/book/LDS-EMG | grep -o 'Emergency? Call us now'; "
             "curl -s 'https://staging.book.fernlea.example/api/clinics/DUB1/availability?date=2026-12-26' | jq "
             "'.slots | length'",
             "Emergency? Call us now\n0\n"),
        ("assistant", "## Summary\n\n"
                      "**BOOK-430, on staging:**\n"
                      "- Bug: `parseRange` only accepted hours up to 23, so `00:00-24:00` failed to parse and "
                      "LDS-EMG was treated as closed. `24:00` is now accepted as a closing time.\n"
                      "- LDS-EMG (the 24/7 emergency clinic) has no online booking: its page shows the "
                      "EmergencyCallout with the phone number, and the booking API answers 409 for emergency "
                      "clinics.\n"
                      "- Irish bank holidays come from `data/bank-holidays-ie.yaml` (updated by hand each "
                      "December, a test warns in December if next year is missing); NI clinics now use the gov.uk "
                      "`northern-ireland` list. No `date-holidays` package.\n\n"
                      "**Tomorrow:** prod deploy after 09:30 — no booking-web prod deploys 08:00–09:30 on "
                      "weekdays.\n\n"
                      "Not done: the CMS idea for opening hours."),
        ("user", "ta, talk tomorrow"),
    ],
    "facts": [
        fact("emergency-no-online", "The 24/7 emergency clinic LDS-EMG has no online booking: its page shows a "
                                    "call-now callout with the phone number and the booking API returns 409 for "
                                    "emergency clinics.",
             "decision", "user", ["LDS-EMG", "online booking"]),
        fact("hours-24-bug", "Opening hours showed LDS-EMG closed because parseRange's regex rejected '24:00'; "
                             "24:00 is now accepted as a closing time.",
             "bugfix", "assistant", ["parseRange", "24:00"]),
        fact("ie-holidays", "Irish bank holidays come from the checked-in data/bank-holidays-ie.yaml, updated by "
                            "hand each December; no date-holidays package. NI clinics use the gov.uk "
                            "northern-ireland list.",
             "decision", "user", ["bank-holidays-ie.yaml", ["December", "date-holidays"]]),
        fact("deploy-freeze", "No booking-web prod deploys between 08:00 and 09:30 on weekdays, when clinics open "
                              "their phone lines and booking traffic spikes.",
             "rule", "user", ["08:00", "09:30", "deploys"], remember=True),
    ],
    "optional": [
        opt("ni-holidays", "Northern Ireland clinics use the gov.uk northern-ireland bank holiday list.",
            ["northern-ireland"]),
    ],
    "questions": [
        q("How do owners book at the Leeds emergency clinic?",
          "no online booking at LDS-EMG; owners call the phone number on the page", ["emergency-no-online"]),
        q("Where do Irish bank holidays come from in booking-web?",
          "data/bank-holidays-ie.yaml, updated by hand each December", ["ie-holidays"]),
        q("When must booking-web not be deployed to prod?", "weekdays between 08:00 and 09:30", ["deploy-freeze"]),
    ],
}


SESSIONS = [SLOT_OVERLAP, REVIEW_SPECIES, CLINIC_HOURS]
