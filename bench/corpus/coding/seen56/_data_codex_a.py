"""h56 Codex sessions, part a: courier-app, the Kotlin Android app on the couriers' Zebra handhelds (scan parcels,
open compartments, confirm deposits and return pickups). Owner: tomek, who types tersely and in lower case."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

APP = "/home/tomek/code/courier-app"

CRASH = """\
FATAL EXCEPTION: main
Process: com.cubbyline.courier, PID: 14402
java.lang.RuntimeException: Error receiving broadcast Intent { act=com.cubbyline.courier.SCAN flg=0x10 (has extras) }
in com.cubbyline.courier.scan.DataWedgeReceiver@c0f1a7e
\tat android.app.LoadedApk$ReceiverDispatcher$Args.lambda$getRunnable$0$LoadedApk$ReceiverDispatcher$Args(LoadedApk.java:1689)
\tat android.app.LoadedApk$ReceiverDispatcher$Args$$ExternalSyntheticLambda0.run(Unknown Source:2)
\tat android.os.Handler.handleCallback(Handler.java:938)
\tat android.os.Looper.loop(Looper.java:223)
\tat android.app.ActivityThread.main(ActivityThread.java:7664)
Caused by: java.lang.NullPointerException
\tat com.cubbyline.courier.scan.DataWedgeReceiver.onReceive(DataWedgeReceiver.kt:41)
\tat android.app.LoadedApk$ReceiverDispatcher$Args.lambda$getRunnable$0$LoadedApk$ReceiverDispatcher$Args(LoadedApk.java:1679)
\t... 8 more
"""

RECEIVER = """\
    20\tclass DataWedgeReceiver(
    21\t    private val onScan: (ScannedLabel) -> Unit,
    22\t) : BroadcastReceiver() {
    23\t
    24\t    override fun onReceive(context: Context, intent: Intent) {
    25\t        if (intent.action != ACTION_SCAN) return
    26\t        val data = intent.getStringExtra(EXTRA_DATA_STRING) ?: return
    27\t        val symbology = intent.getStringExtra(EXTRA_LABEL_TYPE) ?: "UNKNOWN"
    28\t        Timber.d("scan symbology=%s len=%d", symbology, data.length)
    29\t
    30\t        val label = when (symbology) {
    31\t            "LABEL-TYPE-CODE128" -> ScannedLabel.Parcel(data.trim())
    32\t            "LABEL-TYPE-QRCODE" -> ScannedLabel.fromQr(data)
    33\t            "LABEL-TYPE-DATAMATRIX" -> null
    34\t            else -> null
    35\t        }
    36\t        if (label != null) {
    37\t            onScan(label)
    38\t            return
    39\t        }
    40\t        // GS1 labels from carriers: parse application identifiers
    41\t        onScan(Gs1Parser.parse(data)!!)
    42\t    }
    43\t}
"""

GS1_PARSER = """\
     1\tobject Gs1Parser {
     2\t    // (00) SSCC, (401) consignment, (420) ship-to postcode
     3\t    private val ai = Regex(\"\"\"^\\((\\d{2,4})\\)([^()]+)\"\"\")
     4\t
     5\t    fun parse(raw: String): ScannedLabel.Parcel? {
     6\t        var rest = raw.trim()
     7\t        val fields = mutableMapOf<String, String>()
     8\t        while (rest.isNotEmpty()) {
     9\t            val m = ai.find(rest) ?: return null
    10\t            fields[m.groupValues[1]] = m.groupValues[2]
    11\t            rest = rest.substring(m.value.length)
    12\t        }
    13\t        val id = fields["00"] ?: fields["401"] ?: return null
    14\t        return ScannedLabel.Parcel(id)
    15\t    }
    16\t}
"""

LOGCAT = """\
11-03 08:14:22.310 14402 14402 D DataWedgeReceiver: scan symbology=LABEL-TYPE-CODE128 len=12
11-03 08:14:29.871 14402 14402 D DataWedgeReceiver: scan symbology=LABEL-TYPE-CODE128 len=12
11-03 08:15:02.004 14402 14402 D DataWedgeReceiver: scan symbology=LABEL-TYPE-GS1-DATAMATRIX len=44
11-03 08:15:02.006 14402 14402 D ScanDebug: raw=0035901234560000012341\\u001d4019590123456789012\\u001d42000-950
11-03 08:15:02.011 14402 14402 E AndroidRuntime: FATAL EXCEPTION: main
11-03 08:15:40.551 14620 14620 I CourierApp: cold start (crash recovery)
"""

GRADLE_TEST = """\
> Task :app:compileInternalDebugKotlin
> Task :app:testInternalDebugUnitTest

com.cubbyline.courier.scan.Gs1ParserTest > parses bracketed human readable form PASSED
com.cubbyline.courier.scan.Gs1ParserTest > parses raw GS separated DataMatrix payload PASSED
com.cubbyline.courier.scan.Gs1ParserTest > fixed length AI 00 without separator PASSED
com.cubbyline.courier.scan.Gs1ParserTest > returns null for garbage PASSED
com.cubbyline.courier.scan.DataWedgeReceiverTest > gs1 datamatrix scan produces parcel PASSED
com.cubbyline.courier.scan.DataWedgeReceiverTest > unparseable label shows error instead of crashing PASSED
com.cubbyline.courier.scan.DataWedgeReceiverTest > code128 scan produces parcel PASSED
com.cubbyline.courier.deposit.DepositViewModelTest > confirm deposit emits event PASSED
... 61 more PASSED

> Task :app:detekt
detekt finished in 4213 ms.
Overall debt: 0min

BUILD SUCCESSFUL in 1m 12s
41 actionable tasks: 9 executed, 32 up-to-date
"""

DEPOSIT_REPO = """\
    12\tclass DepositRepository @Inject constructor(
    13\t    private val api: CourierApi,
    14\t    private val dao: DepositDao,
    15\t) {
    16\t    suspend fun confirmDeposit(parcelId: String, lockerId: String, compartment: String): Result<Unit> =
    17\t        runCatching {
    18\t            val resp = api.confirmDeposit(
    19\t                DepositConfirmation(
    20\t                    eventUuid = UUID.randomUUID().toString(),
    21\t                    parcelId = parcelId,
    22\t                    lockerId = lockerId,
    23\t                    compartment = compartment,
    24\t                    at = Instant.now().toString(),
    25\t                )
    26\t            )
    27\t            if (!resp.isSuccessful) error("confirm failed: ${resp.code()}")
    28\t            dao.markDeposited(parcelId)
    29\t        }
    30\t}
"""

WORKER_TEST = """\
> Task :app:testInternalDebugUnitTest

com.cubbyline.courier.sync.PendingEventDaoTest > insert and read back in order PASSED
com.cubbyline.courier.sync.PendingEventDaoTest > delete after ack PASSED
com.cubbyline.courier.sync.SyncWorkerTest > sends pending events oldest first PASSED
com.cubbyline.courier.sync.SyncWorkerTest > retries with backoff on 5xx PASSED
com.cubbyline.courier.sync.SyncWorkerTest > retries on 429 and keeps events PASSED
com.cubbyline.courier.sync.SyncWorkerTest > 409 duplicate counts as delivered PASSED
com.cubbyline.courier.sync.SyncWorkerTest > event uuid unchanged across retries PASSED
com.cubbyline.courier.deposit.DepositRepositoryTest > offline deposit is queued and shown as done PASSED
... 64 more PASSED

BUILD SUCCESSFUL in 58s
"""

RELEASE_YML = """\
name: release
on:
  push:
    tags: ["v*"]
jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-java@v4
        with: { distribution: temurin, java-version: "17" }
      - run: ./gradlew :app:assembleProdRelease
      # TODO signing -- currently done by hand on the build laptop, see wiki "Release"
      - uses: actions/upload-artifact@v4
        with:
          name: courier-app-release-unsigned
          path: app/build/outputs/apk/prod/release/*.apk
"""

GRADLE_SIGNING = """\
    58\t    signingConfigs {
    59\t        create("release") {
    60\t            storeFile = file(System.getenv("HOME") + "/keys/courier-release.jks")
    61\t            storePassword = findProperty("courierStorePassword") as String?
    62\t            keyAlias = "courier"
    63\t            keyPassword = findProperty("courierKeyPassword") as String?
    64\t        }
    65\t    }
    66\t    defaultConfig {
    67\t        applicationId = "com.cubbyline.courier"
    68\t        minSdk = 30
    69\t        targetSdk = 34
    70\t        versionCode = 30712
    71\t        versionName = "3.7.12"
    72\t    }
"""

SESSIONS = [
    {
        "id": "h56-cx-courier-scan-crash",
        "project": APP,
        "start": datetime(2026, 11, 3, 8, 40),
        "branch": "fix/gs1-crash",
        "about": "courier-app: crash on scan at the deposit screen, trace pasted with no greeting; the assistant's "
                 "first guess (DataWedge profile lost after an update) rejected by tomek; logcat shows a "
                 "GS1 DataMatrix label with raw GS (0x1D) separators that Gs1Parser can't read, so !! throws; fix "
                 "parses GS-separated payloads and shows an error instead of crashing; detekt rule "
                 "UnsafeCallOnNullableType enabled; a request to remember with a typo (TC52, minSdk 30)",
        "steps": [
            ("user", "app crashes on scan at deposit screen. 3 couriers in gdansk since this morning\n\n" + CRASH),
            shell("sed -n 20,43p app/src/main/java/com/cubbyline/courier/scan/DataWedgeReceiver.kt", RECEIVER),
            ("assistant", "Line 41 is `onScan(Gs1Parser.parse(data)!!)`: the crash is `Gs1Parser.parse` returning "
                          "null and `!!` turning that into an NPE. It's reached for every symbology other than "
                          "Code128 and QR. My first suspicion: after last week's MDM push the DataWedge profile lost "
                          "its association with the app, so label types come in with names we don't match "
                          "(`UNKNOWN`) and everything falls through to the GS1 branch."),
            ("user", "no profile is fine, code128 scans work on the same devices right now. only some labels"),
            ("assistant", "Then it's label-specific. Can you get a logcat from one of the crashing devices? The "
                          "receiver logs symbology and length at debug level, and the internal build has ScanDebug "
                          "with the raw payload."),
            ("user", "here, from the test handheld, scanned one of the parcels that crashes\n\n" + LOGCAT),
            shell("cat app/src/main/java/com/cubbyline/courier/scan/Gs1Parser.kt", GS1_PARSER),
            ("assistant", "That explains it. The label type is `LABEL-TYPE-GS1-DATAMATRIX`, not "
                          "`LABEL-TYPE-DATAMATRIX`, so it goes to the GS1 branch, which is right. But the payload is "
                          "the raw GS1 element string: `00` + SSCC, then a GS character (0x1D, logged as `\\u001d`) "
                          "as the separator, then `401` + consignment, GS, `420` + postcode. `Gs1Parser` only "
                          "understands the human-readable form with brackets, `(00)...(401)...`; on the raw form the "
                          "regex doesn't match at position 0, `parse` returns null, and `!!` throws.\n\n"
                          "These labels are probably from the new carrier; the SSCC prefix 3590123 is theirs.\n\n"
                          "Fix:\n"
                          "1. `Gs1Parser.parse` handles both forms: if the payload contains 0x1D (or starts with the "
                          "`]d2` symbology identifier), split on 0x1D and read AIs by their known lengths (AI 00 is "
                          "fixed 18 digits, 401 and 420 are variable and end at GS or end of data).\n"
                          "2. The receiver stops using `!!`: an unparseable label shows the existing 'label not "
                          "recognised' snackbar and logs the symbology (not the payload) to Crashlytics as a "
                          "non-fatal."),
            ("user", "do it. and turn on the detekt rule for !! so this doesnt come back. UnsafeCallOnNullableType "
                     "i think its called"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: app/src/main/java/com/cubbyline/courier/scan/"
                  "Gs1Parser.kt\n@@\n-    fun parse(raw: String): ScannedLabel.Parcel? {\n-        var rest = raw.trim()\n"
                  "+    private const val GS = '\\u001D'\n+    private val FIXED = mapOf(\"00\" to 18, \"01\" to 14)\n+\n"
                  "+    fun parse(raw: String): ScannedLabel.Parcel? =\n"
                  "+        if (raw.contains(GS) || raw.startsWith(\"]d2\")) parseRaw(raw.removePrefix(\"]d2\"))\n"
                  "+        else parseBracketed(raw.trim())\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nM app/src/main/java/com/cubbyline/courier/scan/Gs1Parser.kt\n"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: app/src/main/java/com/cubbyline/courier/scan/"
                  "DataWedgeReceiver.kt\n@@\n-        onScan(Gs1Parser.parse(data)!!)\n"
                  "+        val parsed = Gs1Parser.parse(data)\n+        if (parsed == null) {\n"
                  "+            Crashlytics.nonFatal(\"unparseable_label\", mapOf(\"symbology\" to symbology))\n"
                  "+            onUnrecognised()\n+            return\n+        }\n+        onScan(parsed)\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM app/src/main/java/com/cubbyline/courier/scan/"
                  "DataWedgeReceiver.kt\n"),
            shell("grep -n -A3 'UnsafeCallOnNullableType' config/detekt/detekt.yml",
                  "212:  UnsafeCallOnNullableType:\n213:    active: false\n214:    excludes: ['**/test/**']\n"),
            shell("sed -i '213s/active: false/active: true/' config/detekt/detekt.yml && ./gradlew detekt -q",
                  "app/src/main/java/com/cubbyline/courier/ui/deposit/DepositFragment.kt:88:35: Calling a method "
                  "on a nullable type with !! [UnsafeCallOnNullableType]\n"
                  "app/src/main/java/com/cubbyline/courier/returns/ReturnListAdapter.kt:51:29: Calling a method on "
                  "a nullable type with !! [UnsafeCallOnNullableType]\n"
                  "app/src/main/java/com/cubbyline/courier/ui/deposit/DepositFragment.kt:102:22: Calling a method "
                  "on a nullable type with !! [UnsafeCallOnNullableType]\n\n"
                  "FAILURE: Build failed with an exception.\n* What went wrong:\nExecution failed for task "
                  "':app:detekt'.\n> Analysis failed with 3 weighted issues.\n"),
            ("assistant", "With the rule on, detekt finds three more `!!` (two in `DepositFragment`, one in "
                          "`ReturnListAdapter`), all on view bindings or fragment arguments. Fix them now, or "
                          "baseline them?"),
            ("user", "fix"),
            shell("./gradlew :app:testInternalDebugUnitTest detekt", GRADLE_TEST),
            ("assistant", "Fixed the three (`requireNotNull` with a message for the fragment arguments, safe calls "
                          "for the bindings). Unit tests pass, including four new parser tests with a real GS-separated "
                          "payload from your logcat, and detekt is clean with `UnsafeCallOnNullableType` active.\n\n"
                          "To test on a handheld: `./gradlew :app:installInternalDebug`."),
            ("user", "works on the test device. ok. remeber for this repo: handhelds are zebra TC52 on android 11, so "
                     "minSdk stays 30, dont let anyone bump it (some lib updates want 31, say no). we have 640 of "
                     "them, no budget for new ones til 2028"),
            ("assistant", "Will do: courier-app runs on Zebra TC52 handhelds with Android 11, so `minSdk` stays at 30 "
                          "and library updates that need 31 are out. The build file already has `minSdk = 30`."),
            shell("git add -A && git commit -qm 'scan: parse raw GS1 DataMatrix, no !! in scan path; detekt "
                  "UnsafeCallOnNullableType on' && git log --oneline -1",
                  "9b3f2d1 scan: parse raw GS1 DataMatrix, no !! in scan path; detekt UnsafeCallOnNullableType on\n"),
        ],
        "facts": [
            fact("gs1-crash", "The scan crash at the deposit screen came from GS1 DataMatrix labels whose raw payload "
                 "uses GS (0x1D) separators: Gs1Parser only read the bracketed form, returned null, and !! threw "
                 "an NPE; the parser now reads the raw form and unparseable labels show an error.",
                 "bugfix", "assistant", ["Gs1Parser", "DataMatrix", "0x1D"]),
            fact("tc52-minsdk", "The couriers' handhelds are Zebra TC52 on Android 11 (640 devices, none new before "
                 "2028), so minSdk stays 30 and library updates needing 31 are refused.",
                 "rule", "user", ["TC52", "minSdk", "30"], remember=True),
            fact("detekt-bang", "detekt's UnsafeCallOnNullableType rule is active in courier-app (no !!).",
                 "config", "user", ["UnsafeCallOnNullableType"]),
        ],
        "optional": [
            opt("install-internal", "Test builds go on a handheld with ./gradlew :app:installInternalDebug.",
                ["installInternalDebug"]),
            opt("profile-fine", "The DataWedge profile was not the cause (Code128 scans worked).", ["DataWedge"]),
        ],
        "questions": [
            q("What made the courier app crash when scanning some labels?",
              "GS1 DataMatrix labels with GS 0x1D separators: Gs1Parser returns null and !! throws", ["gs1-crash"]),
            q("Which minSdk does courier-app use and why?", "30, Zebra TC52 handhelds on Android 11",
              ["tc52-minsdk"]),
            q("Which detekt rule bans !! in courier-app?", "UnsafeCallOnNullableType", ["detekt-bang"]),
        ],
    },
    {
        "id": "h56-cx-courier-offline-queue",
        "project": APP,
        "start": datetime(2026, 11, 11, 10, 15),
        "branch": "feat/offline-queue",
        "about": "courier-app: deposits confirmed on the locker but failing in the app in station basements; an "
                 "offline queue in Room (pending_events) drained by a WorkManager SyncWorker; backoff 30s then 60s "
                 "after the backend's rate limit comes up; never drop unsynced events, show a badge; relaying via the "
                 "locker proposed and turned down; a request to remember added at the end of a long message "
                 "(event_uuid made on the phone)",
        "steps": [
            ("user", "couriers at warszawa centralna lower level lose signal. locker opens, they put parcel, app says "
                     "confirm failed, they retry, sometimes open the door again, mess. need offline queue for deposit "
                     "confirms. also return pickups same thing"),
            shell("sed -n 12,30p app/src/main/java/com/cubbyline/courier/deposit/DepositRepository.kt", DEPOSIT_REPO),
            shell("ls app/src/main/java/com/cubbyline/courier/ && grep -rn 'androidx.work\\|androidx.room' "
                  "app/build.gradle.kts gradle/libs.versions.toml",
                  "MainActivity.kt\nauth\ndeposit\ndi\nreturns\nscan\nsync\nui\n"
                  "gradle/libs.versions.toml:31:room = \"2.6.1\"\n"
                  "gradle/libs.versions.toml:44:androidx-room-runtime = { module = \"androidx.room:room-runtime\", "
                  "version.ref = \"room\" }\n"),
            ("assistant", "Right now `confirmDeposit` calls the API directly and only marks the parcel deposited if "
                          "the call succeeds, so no signal = failure shown to the courier, although the locker already "
                          "has the parcel. Room is already a dependency (the `sync` package is just the login token "
                          "refresh); WorkManager isn't.\n\n"
                          "Proposal:\n"
                          "- A Room table `pending_events` (id, event_uuid, kind, payload JSON, created_at, attempts). "
                          "Deposit confirms and return pickups are written there first, and the UI treats them as "
                          "done immediately.\n"
                          "- A `SyncWorker` (WorkManager, unique work `sync-events`, constraint "
                          "`NetworkType.CONNECTED`) drains the table oldest first; it's enqueued whenever an event is "
                          "written and on app start.\n"
                          "- Exponential backoff starting at 30 s.\n"
                          "- A 409 'duplicate' from the backend counts as delivered.\n\n"
                          "Alternatively the locker could relay the courier's confirmation over its own LTE modem, "
                          "since the locker is online even when the phone isn't. That needs firmware work though."),
            ("user", "nah not the locker relay, firmware team has enough. room + workmanager. 30s fine"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: app/src/main/java/com/cubbyline/courier/sync/"
                  "PendingEvent.kt\n+@Entity(tableName = \"pending_events\", indices = [Index(value = [\"event_uuid\"], "
                  "unique = true)])\n+data class PendingEvent(\n+    @PrimaryKey(autoGenerate = true) val id: Long = 0,\n"
                  "+    @ColumnInfo(name = \"event_uuid\") val eventUuid: String,\n+    val kind: String,\n"
                  "+    val payload: String,\n+    @ColumnInfo(name = \"created_at\") val createdAt: Long,\n"
                  "+    val attempts: Int = 0,\n+)\n*** Add File: app/src/main/java/com/cubbyline/courier/sync/"
                  "SyncWorker.kt\n+...\n*** End Patch\nEOF",
                  "Success. Updated the following files:\nA app/src/main/java/com/cubbyline/courier/sync/PendingEvent.kt\n"
                  "A app/src/main/java/com/cubbyline/courier/sync/PendingEventDao.kt\n"
                  "A app/src/main/java/com/cubbyline/courier/sync/SyncWorker.kt\n"
                  "M app/src/main/java/com/cubbyline/courier/deposit/DepositRepository.kt\n"
                  "M app/src/main/java/com/cubbyline/courier/returns/ReturnPickupRepository.kt\n"
                  "M app/src/main/java/com/cubbyline/courier/db/CourierDatabase.kt\n"
                  "A app/schemas/com.cubbyline.courier.db.CourierDatabase/8.json\n"
                  "M gradle/libs.versions.toml\n"),
            ("assistant", "Added WorkManager 2.9.1, the entity and DAO, migration 7→8, and `SyncWorker` with "
                          "`setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)`. Both repositories "
                          "now write to `pending_events` and return success immediately. Open question: do we ever "
                          "give up on an event? I'd drop events older than 14 days so the table can't grow forever."),
            ("user", "no never drop. a deposit that never reaches the backend = a parcel that doesn't exist for the "
                     "customer. show them in the app, like a badge on the home screen 'unsynced: 3' so the courier "
                     "tells dispatch if it stays. also just got msg from nadia: backend rate limits per device, 429 "
                     "if more than 1 req per 30s after errors, so 30s backoff will hit that constantly. make it 60s"),
            shell("grep -n 'setBackoffCriteria' -A1 app/src/main/java/com/cubbyline/courier/sync/SyncWorker.kt && "
                  "sed -i 's/EXPONENTIAL, 30, TimeUnit.SECONDS/EXPONENTIAL, 60, TimeUnit.SECONDS/' "
                  "app/src/main/java/com/cubbyline/courier/sync/SyncWorker.kt && "
                  "grep -n 'setBackoffCriteria' app/src/main/java/com/cubbyline/courier/sync/SyncWorker.kt",
                  "41:            .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)\n"
                  "42:            .build()\n"
                  "41:            .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 60, TimeUnit.SECONDS)\n"),
            ("assistant", "Backoff is now exponential from 60 s, a 429 is treated like a 5xx (retry, keep the event), "
                          "and nothing is ever deleted except on a 2xx or 409. I added an `UnsyncedBadge` on the home "
                          "screen fed by `PendingEventDao.countFlow()`; it shows 'unsynced: N' when N > 0 and turns red "
                          "after an event is older than 2 hours."),
            shell("./gradlew :app:testInternalDebugUnitTest", WORKER_TEST),
            ("user", "good. I'll take the test handheld down to the basement at centralna tomorrow morning before the "
                     "rush and do a few deposits with airplane mode flipping, also want to see what battery does "
                     "with workmanager retrying every minute down there, last time with the location thing we "
                     "killed batteries by noon and couriers were furious. if it's bad we think again about the "
                     "constraint. and I need to ask ops if the red after 2h makes sense or they want it earlier, "
                     "leave it for now. oh and remember the backend dedupes on event_uuid so it has to be generated "
                     "on the phone at the moment of the action, never at sync time, otherwise a retry becomes a "
                     "second deposit"),
            ("assistant", "That's how it works now: `event_uuid` is generated in the repository at the moment the "
                          "courier confirms, stored in `pending_events`, and reused unchanged for every retry "
                          "(`SyncWorkerTest > event uuid unchanged across retries`). I'll keep that in mind for any "
                          "future event types too. Good luck in the basement tomorrow."),
            shell("git add -A && git commit -qm 'offline queue for deposits and return pickups (Room + WorkManager)' "
                  "&& git log --oneline -1",
                  "e07c4a9 offline queue for deposits and return pickups (Room + WorkManager)\n"),
        ],
        "facts": [
            fact("offline-queue", "courier-app queues deposit confirmations and return pickups in a Room table "
                 "pending_events, drained by a WorkManager SyncWorker with a network constraint; the UI treats them "
                 "as done at once (locker relay was rejected).",
                 "decision", "user", ["pending_events", "WorkManager"]),
            fact("backoff-60", "SyncWorker backs off exponentially from 60 s (not 30 s) because the backend answers "
                 "429 to more than 1 request per 30 s per device after errors.",
                 "config", "user", ["backoff", "60"]),
            fact("never-drop", "Unsynced events are never dropped; the home screen shows an 'unsynced: N' badge.",
                 "decision", "user", ["unsynced", "badge"]),
            fact("event-uuid", "The backend dedupes on event_uuid, so it is generated on the phone at the moment of "
                 "the action and never at sync time.",
                 "rule", "user", ["event_uuid", "phone"], remember=True),
        ],
        "optional": [
            opt("backoff-30", "The backoff was first 30 s.", ["30s"]),
            opt("no-relay", "Relaying courier events through the locker's LTE modem was turned down.", ["relay"]),
        ],
        "questions": [
            q("How does courier-app handle deposits without signal?",
              "a WorkManager SyncWorker drains the Room table pending_events", ["offline-queue"]),
            q("What backoff does SyncWorker use?", "exponential from 60 s", ["backoff-60"]),
            q("Where must event_uuid be generated?", "on the phone at the moment of the action, never at sync time",
              ["event-uuid"]),
        ],
    },
    {
        "id": "h56-cx-courier-release-signing",
        "project": APP,
        "start": datetime(2026, 11, 18, 9, 5),
        "branch": "release/3.8.0",
        "about": "courier-app: releasing 3.8.0 when the keystore lived on an old laptop; three signing options, "
                 "tomek answers '2' (keystore as a CI secret); versionCode scheme; MDM pilot group first; the "
                 "assistant offers to remember 'sign only in CI' and tomek says yes; closing summary",
        "steps": [
            ("user", "morning. need to ship 3.8.0 (offline queue + gs1 fix) to the handhelds this week. problem: "
                     "releases were signed on the old build laptop and that laptop is in a drawer with a dead "
                     "ssd. I found the jks on the nas backup luckily. how do we do this properly"),
            shell("cat .github/workflows/release.yml", RELEASE_YML),
            shell("sed -n 58,72p app/build.gradle.kts", GRADLE_SIGNING),
            ("assistant", "The CI workflow builds an unsigned APK and signing happened by hand, with the keystore path "
                          "hard-coded to `~/keys/courier-release.jks`. Options:\n\n"
                          "1. **Keystore in the repo, encrypted** with git-crypt or sops. Anyone with the key can "
                          "sign locally; the encrypted blob is versioned.\n"
                          "2. **Keystore only in CI**: base64 of the `.jks` as a GitHub Actions secret "
                          "(`KEYSTORE_B64`) plus the two passwords as secrets; the release job decodes it to a temp "
                          "file and signs. Nobody needs the keystore on a laptop; local builds use debug signing.\n"
                          "3. **Google Play App Signing**: Google holds the key. But the handhelds get the app via "
                          "your MDM, not Play, so this would mean publishing to a private Play track, which changes "
                          "the whole distribution.\n\n"
                          "I'd recommend 2. Keep the NAS backup of the `.jks` offline as the disaster copy."),
            ("user", "2"),
            shell("apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: .github/workflows/release.yml\n@@\n"
                  "-      - run: ./gradlew :app:assembleProdRelease\n"
                  "-      # TODO signing -- currently done by hand on the build laptop, see wiki \"Release\"\n"
                  "+      - name: Decode keystore\n"
                  "+        run: echo \"$KEYSTORE_B64\" | base64 -d > \"$RUNNER_TEMP/release.jks\"\n"
                  "+        env:\n+          KEYSTORE_B64: ${{ secrets.KEYSTORE_B64 }}\n"
                  "+      - run: ./gradlew :app:assembleProdRelease\n+        env:\n"
                  "+          COURIER_KEYSTORE: ${{ runner.temp }}/release.jks\n"
                  "+          COURIER_STORE_PASSWORD: ${{ secrets.COURIER_STORE_PASSWORD }}\n"
                  "+          COURIER_KEY_PASSWORD: ${{ secrets.COURIER_KEY_PASSWORD }}\n"
                  "*** Update File: app/build.gradle.kts\n@@\n"
                  "-            storeFile = file(System.getenv(\"HOME\") + \"/keys/courier-release.jks\")\n"
                  "+            storeFile = System.getenv(\"COURIER_KEYSTORE\")?.let(::file)\n"
                  "*** End Patch\nEOF",
                  "Success. Updated the following files:\nM .github/workflows/release.yml\nM app/build.gradle.kts\n"),
            ("assistant", "The release job now decodes `KEYSTORE_B64` into the runner's temp dir and signs; the Gradle "
                          "config reads the keystore path and passwords from the environment, so a local "
                          "`assembleProdRelease` without them fails at signing instead of silently using a stray "
                          "file. You'll need to add the three secrets in the repo settings (I can't do that from "
                          "here): `base64 -w0 courier-release.jks` gives you the value for `KEYSTORE_B64`.\n\n"
                          "Next: the version. `versionCode = 30712` for 3.7.12 looks like "
                          "major×10000 + minor×100 + patch. Is that the scheme? Then 3.8.0 is 30800."),
            ("user", "yes thats the scheme, versionCode = major*10000 + minor*100 + patch, always. 30800"),
            shell("sed -i 's/versionCode = 30712/versionCode = 30800/; s/versionName = \"3.7.12\"/versionName = "
                  "\"3.8.0\"/' app/build.gradle.kts && grep -n 'version' app/build.gradle.kts | head -3",
                  "70:        versionCode = 30800\n71:        versionName = \"3.8.0\"\n"),
            ("assistant", "Bumped. How does the MDM rollout go, all 640 at once?"),
            ("user", "no, first the pilot-gdansk group in the MDM (22 handhelds, the gdansk depot), 2 days, then "
                     "everyone. thats how we always did it, just nobody wrote it down"),
            ("assistant", "I added a 'Release' section to `docs/RELEASE.md`: tag `v3.8.0` → CI builds and signs → "
                          "download the artifact → upload to the MDM → assign to `pilot-gdansk` (22 handhelds) → "
                          "after 2 days assign to all. Want me to remember that release builds are only ever signed in "
                          "CI, never locally, so I don't suggest a local signing shortcut in a later session?"),
            ("user", "yes pls"),
            ("assistant", "Will do. Summary of this session:\n\n"
                          "- **Signing**: keystore lives only as GitHub Actions secrets (`KEYSTORE_B64`, "
                          "`COURIER_STORE_PASSWORD`, `COURIER_KEY_PASSWORD`); release builds are signed only in CI, "
                          "never locally. NAS copy of the `.jks` stays as the offline backup.\n"
                          "- **Version**: `versionCode = major*10000 + minor*100 + patch`; 3.8.0 = 30800.\n"
                          "- **Rollout**: MDM group `pilot-gdansk` (22 handhelds) for 2 days, then all 640.\n"
                          "- **To do for you**: add the three secrets, then push tag `v3.8.0`."),
            shell("git add -A && git commit -qm 'release: sign in CI from secrets; 3.8.0' && git log --oneline -1",
                  "41aa0c3 release: sign in CI from secrets; 3.8.0\n"),
            ("user", "secrets added, tag pushed, ci green. thx"),
        ],
        "facts": [
            fact("keystore-ci", "The courier-app release keystore is stored only as the GitHub Actions secret "
                 "KEYSTORE_B64 (plus the two password secrets); the release job decodes it and signs (git-crypt and "
                 "Play App Signing were not chosen).",
                 "decision", "user", ["KEYSTORE_B64"]),
            fact("sign-only-ci", "Release builds of courier-app are only ever signed in CI, never locally.",
                 "rule", "user", ["signed", "CI", "locally"], remember=True),
            fact("version-code", "versionCode = major*10000 + minor*100 + patch (3.8.0 is 30800).",
                 "convention", "user", ["versionCode", "10000"]),
            fact("pilot-gdansk", "A release goes first to the MDM group pilot-gdansk (22 handhelds) for 2 days, then "
                 "to all handhelds.",
                 "convention", "user", ["pilot-gdansk", "2 days"]),
        ],
        "optional": [
            opt("nas-backup", "The .jks backup stays offline on the NAS.", ["NAS"]),
            opt("release-doc", "The release steps are written in docs/RELEASE.md.", ["RELEASE.md"]),
        ],
        "questions": [
            q("Where is the courier-app release keystore kept?", "only as the GitHub Actions secret KEYSTORE_B64",
              ["keystore-ci"]),
            q("Can a release build be signed on a laptop?", "no, signed only in CI, never locally", ["sign-only-ci"]),
            q("How is versionCode computed?", "major*10000 + minor*100 + patch", ["version-code"]),
            q("Which handhelds get a new release first?", "MDM group pilot-gdansk for 2 days", ["pilot-gdansk"]),
        ],
    },
]
