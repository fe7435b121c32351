"""h58 Codex sessions, part b: adjuster-app, the Kotlin Android app field adjusters use at the vehicle, often in
rural areas with poor signal, on rugged devices without Google Play services. Its owner types tersely. Offline
sync and photo upload, the total-loss banner, and a crash on older devices when opening an inspection."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

APP = "/home/sander/dev/adjuster-app"

SYNC_TREE = """\
app/src/main/java/com/halvard/adjuster/
├── data/
│   ├── InspectionDao.kt
│   ├── InspectionEntity.kt
│   ├── PhotoDao.kt
│   ├── PhotoEntity.kt
│   └── AppDatabase.kt
├── net/
│   ├── ClaimsApi.kt
│   └── PhotoUploader.kt
├── sync/
│   └── SyncOnOpen.kt
└── ui/
    ├── inspection/
    └── photos/
"""

UPLOADER = """\
class PhotoUploader(private val api: ClaimsApi, private val photos: PhotoDao) {
    suspend fun uploadAll(claimId: String) {
        for (p in photos.pending(claimId)) {
            val body = File(p.localPath).asRequestBody("image/jpeg".toMediaType())
            val resp = api.uploadPhoto(claimId, MultipartBody.Part.createFormData("file", p.fileName, body))
            if (resp.isSuccessful) {
                photos.markUploaded(p.id)
                File(p.localPath).delete()
            }
        }
    }
}
"""

THROTTLE_RUN = """\
emulator profile: edge (up 118 kbps / down 236 kbps, 420 ms latency, 3% loss, link drop every ~90 s)
20 photos, 3.1 MB avg (62.4 MB total)

chunk     chunks_sent  chunks_retried  bytes_resent  completed  wall_time
1 MB      66           31              31.4 MB       20/20      2h 41m
512 KB    128          27              13.8 MB       20/20      2h 02m
256 KB    252          24               6.1 MB       20/20      1h 48m
128 KB    499          25               3.2 MB       20/20      1h 59m   (request overhead dominates)
"""

TOTAL_LOSS_TEST = """\
> Task :app:testDebugUnitTest

TotalLossBannerTest > estimateBelowRatio_noBanner PASSED
TotalLossBannerTest > estimateAtRatio_showsBanner PASSED
TotalLossBannerTest > estimateAboveRatio_showsBanner PASSED
TotalLossBannerTest > noVehicleValue_noBanner_showsValuationMissing PASSED
TotalLossBannerTest > ratioFromConfig_notHardcoded PASSED
TotalLossBannerTest > configUnavailable_usesLastCachedRatio PASSED
MoneyTest > cents_roundTrip PASSED
MoneyTest > percentOf_usesBigDecimal_halfEven PASSED
EstimateParserTest > parsesAmountAsCents PASSED

BUILD SUCCESSFUL in 38s
42 actionable tasks: 9 executed, 33 up-to-date
"""

CRASH = """\
FATAL EXCEPTION: main
Process: com.halvard.adjuster, PID: 7731
java.lang.NullPointerException
	at com.halvard.adjuster.ui.inspection.NewInspectionViewModel.startInspection(NewInspectionViewModel.kt:64)
	at com.halvard.adjuster.ui.inspection.NewInspectionFragment.onViewCreated$lambda$2(NewInspectionFragment.kt:51)
	at android.view.View.performClick(View.java:7448)
	at android.view.View.performClickInternal(View.java:7425)
	at android.view.View.access$3600(View.java:810)
	at android.view.View$PerformClick.run(View.java:28305)
	at android.os.Handler.handleCallback(Handler.java:938)
	at android.os.Handler.dispatchMessage(Handler.java:99)
	at android.os.Looper.loop(Looper.java:223)
	at android.app.ActivityThread.main(ActivityThread.java:7656)
	at java.lang.reflect.Method.invoke(Native Method)
	at com.android.internal.os.RuntimeInit$MethodAndArgsCaller.run(RuntimeInit.java:592)
	at com.android.internal.os.ZygoteInit.main(ZygoteInit.java:947)

crash reports (self-hosted, last 7 days), grouped:
  NewInspectionViewModel.kt:64  NPE   212 events  31 devices  models: RG-710 (29), RG-655 (2)  android: 8.1 (27), 11 (4)
  after reboot < 10 min: 198/212
"""

SESSIONS = [
    {
        "id": "h58-cx-adjuster-offline-sync",
        "project": APP,
        "start": datetime(2026, 11, 4, 7, 58),
        "about": "adjuster-app: photo upload and sync for poor signal; options for upload (plain multipart with "
                 "retry, resumable tus uploads, Wi-Fi only), picked with 'k'; chunk size 1 MB then 256 KB after a "
                 "throttled test; conflicts: server wins except adjuster notes, which are appended; a standing "
                 "rule said 'once' that a local photo is never deleted before the server confirms its checksum "
                 "(the current code deletes after any 2xx); WorkManager outbox; terse typing",
        "steps": [
            ("user", "morning. adjusters in the north lost photos again last week. upload dies halfway on bad "
                     "signal, they retry, whole 3mb again, gives up. need proper offline sync. look at what we have"),
            shell("tree app/src/main/java/com/halvard/adjuster -L 2 && cat "
                  "app/src/main/java/com/halvard/adjuster/net/PhotoUploader.kt", SYNC_TREE + "\n" + UPLOADER),
            ("assistant", "Current state: photos are stored locally in Room, and `SyncOnOpen` calls "
                          "`PhotoUploader.uploadAll` when the app opens. Each photo is one multipart request; if "
                          "the link drops at 80%, the next attempt starts from zero. There's no background retry, "
                          "so if the adjuster closes the app, nothing happens until they open it again.\n\n"
                          "Upload options:\n\n"
                          "1. **Keep multipart, add retries** via WorkManager with exponential backoff. Simple, "
                          "but every retry resends the whole photo, which is the problem on EDGE.\n"
                          "2. **Resumable uploads with the tus protocol**: the photo goes up in chunks, the server "
                          "remembers the offset, and after a drop the app resumes where it stopped. Needs a tus "
                          "endpoint in claim-docs (there are maintained server libraries) and a tus client here. "
                          "Runs from a WorkManager worker with a network constraint, so it continues with the app "
                          "closed.\n"
                          "3. **Upload only on Wi-Fi** (hotel, office) and queue everything else. Reliable, but "
                          "handlers wait a day for photos, which defeats the point of inspecting on site.\n\n"
                          "I'd go with 2."),
            ("user", "k"),
            ("assistant", "Going with tus. Chunk size: I'll start with 1 MB and measure on the emulator's EDGE "
                          "profile."),
            shell("apply_patch < /tmp/tus-uploader.patch && ./gradlew -q :app:connectedThrottleTest "
                  "-Pprofile=edge -Pchunks=1048576,524288,262144,131072 2>&1 | tail -n 9", THROTTLE_RUN),
            ("assistant", "On a link that drops every ~90 s, 1 MB chunks waste a lot: 31 MB resent, 2h41 for 20 "
                          "photos. 256 KB is the sweet spot here (6 MB resent, 1h48); at 128 KB the per-request "
                          "overhead eats the gain."),
            ("user", "256 kb then"),
            shell("sed -i 's/const val TUS_CHUNK_BYTES = 1_048_576/const val TUS_CHUNK_BYTES = 262_144/' "
                  "app/src/main/java/com/halvard/adjuster/net/TusConfig.kt && grep -n CHUNK "
                  "app/src/main/java/com/halvard/adjuster/net/TusConfig.kt",
                  "7:const val TUS_CHUNK_BYTES = 262_144  // 256 KB, see throttle test 2026-11-04\n"),
            ("assistant", "Next, conflicts. Inspections can also be edited by the handler in the office while the "
                          "adjuster is offline. Simplest rule: server wins, and the app overwrites its local copy "
                          "on sync."),
            ("user", "server wins except adjuster notes. notes get appended, both versions, with who+when. losing "
                     "what the adjuster typed at the car is worse than a messy note"),
            ("user", "also. going to say this once and I want it to stick: the app never deletes a local photo "
                     "until the server has confirmed the checksum. not on 200, not on 'upload complete'. checksum "
                     "match or it stays on the device"),
            ("assistant", "That matters right now: the current `PhotoUploader` deletes the file after any "
                          "successful response (line 8 above), without checking what arrived. I'll have the app "
                          "compute SHA-256 before upload, send it as tus metadata, and only delete after the "
                          "server's `HEAD` returns the same `Upload-Checksum`. Until then the file stays and the "
                          "photo shows a grey 'not confirmed' dot."),
            shell("apply_patch < /tmp/sync-worker.patch && ./gradlew -q :app:testDebugUnitTest 2>&1 | grep -E "
                  "'PASSED|FAILED|BUILD' | tail -n 12",
                  "PhotoUploadWorkerTest > resumesFromServerOffset PASSED\n"
                  "PhotoUploadWorkerTest > retriesWithBackoffOnNetworkLoss PASSED\n"
                  "PhotoUploadWorkerTest > deletesLocalOnlyAfterChecksumMatch PASSED\n"
                  "PhotoUploadWorkerTest > keepsLocalOnChecksumMismatch PASSED\n"
                  "PhotoUploadWorkerTest > keepsLocalOn200WithoutChecksum PASSED\n"
                  "InspectionSyncTest > serverWinsForFields PASSED\n"
                  "InspectionSyncTest > notesAreAppendedWithAuthorAndTime PASSED\n"
                  "InspectionSyncTest > outboxSurvivesProcessDeath PASSED\n"
                  "BUILD SUCCESSFUL in 52s\n"),
            ("assistant", "Done on the app side: a Room outbox, a WorkManager `PhotoUploadWorker` (network "
                          "constraint, exponential backoff, survives the app being closed), tus uploads in 256 KB "
                          "chunks, server-wins sync except notes (appended with author and time), and local photos "
                          "deleted only after the checksum matches. claim-docs needs a tus endpoint that checks "
                          "`Upload-Checksum`; I can write up what it needs for Noor's team."),
            ("user", "yes write it up, short. thx"),
        ],
        "facts": [
            fact("tus", "Adjuster photos upload with the resumable tus protocol from a WorkManager worker (resumes "
                        "after a drop, runs with the app closed), chosen over plain multipart retries and Wi-Fi-only "
                        "upload.",
                 "decision", "user", ["tus"]),
            fact("chunk-size", "The tus chunk size is 256 KB (TUS_CHUNK_BYTES = 262_144), lowered from 1 MB after "
                               "the EDGE throttle test.",
                 "config", "user", [["256 KB", "262_144", "256 kb"]]),
            fact("conflicts", "Sync conflicts: the server wins, except adjuster notes, which are appended (both "
                              "versions, with author and time).",
                 "decision", "user", ["server wins", "notes"]),
            fact("checksum-rule", "The app never deletes a local photo until the server has confirmed the checksum; "
                                  "a 200 or 'upload complete' is not enough.",
                 "rule", "user", ["checksum", "local photo"], remember=True),
        ],
        "optional": [
            opt("sha256", "The app sends a SHA-256 as tus metadata and compares the server's Upload-Checksum.",
                ["SHA-256", "Upload-Checksum"]),
        ],
        "questions": [
            q("How do adjuster photos upload on bad signal?", "resumable tus uploads from a WorkManager worker",
              ["tus"]),
            q("What chunk size do photo uploads use?", "256 KB", ["chunk-size"]),
            q("When may the app delete a local photo?", "only after the server has confirmed the checksum",
              ["checksum-rule"]),
        ],
    },
    {
        "id": "h58-cx-adjuster-total-loss",
        "project": APP,
        "start": datetime(2026, 11, 12, 8, 20),
        "about": "adjuster-app: a task list; the 'possible total loss' banner when the estimate reaches 70% of the "
                 "pre-accident value; where the ratio comes from (hardcoded / claims config endpoint / Firebase "
                 "Remote Config), 'go with that' for the config endpoint; Firebase impossible because the rugged "
                 "devices have no Google Play services; item 3 of the list a standing rule (money as Long cents or "
                 "BigDecimal, never Double); a lint fix (one-off)",
        "steps": [
            ("user", "todo today:\n"
                     "1. total loss banner on the estimate screen\n"
                     "2. get the threshold out of the app, handlers keep asking what it is\n"
                     "3. note for later, permanent: money in this app is Long cents or BigDecimal. never Double. "
                     "I found a Double in EstimateParser last week and nearly cried\n"
                     "4. that lint warning in PhotoGridAdapter\n\n"
                     "total loss = repair estimate >= 70% of pre-accident value. adjuster sees a banner 'possible "
                     "total loss, call handler'"),
            shell("rg -n 'Double|toDouble|0\\.7|totalLoss' app/src/main/java | head -20",
                  "app/src/main/java/com/halvard/adjuster/estimate/EstimateParser.kt:33:    val amount = "
                  "raw.replace(\",\", \".\").toDouble()\n"
                  "app/src/main/java/com/halvard/adjuster/estimate/EstimateScreen.kt:88:    // TODO totalLoss "
                  "banner\n"
                  "app/src/main/java/com/halvard/adjuster/ui/photos/PhotoGridAdapter.kt:41:        val ratio = "
                  "w.toDouble() / h\n"),
            ("assistant", "The `Double` in `EstimateParser` is still there (line 33); the one in "
                          "`PhotoGridAdapter` is an image aspect ratio, not money, so it can stay. I'll change the "
                          "parser to produce Long cents while I'm at it, since the banner compares money.\n\n"
                          "For item 2, where the ratio comes from:\n\n"
                          "a) **Hardcoded** 0.70 in the app. Changing it means a release and weeks until every "
                          "device updates.\n"
                          "b) **The claims config endpoint** fnol-intake already serves (`GET /v1/config/claims`), "
                          "adding a `totalLossRatio` field. The app fetches it at login and caches it, so it "
                          "works offline with the last known value.\n"
                          "c) **Firebase Remote Config**: built for this, with a console for changing values.\n\n"
                          "I'd take b."),
            ("user", "go with that. c is impossible anyway, the RG-710s are rugged devices without google play "
                     "services, no firebase anything on them. same reason we have no FCM"),
            shell("curl -s https://fnol.halvard.internal/v1/config/claims -H \"Authorization: Bearer $DEV_TOKEN\" "
                  "| jq .",
                  "{\n  \"glassMaxAutoApprove\": 350000,\n  \"photoMinCount\": 6,\n  \"estimateCurrency\": "
                  "\"EUR\",\n  \"supportPhone\": \"+32 2 000 00 00\"\n}\n"),
            ("assistant", "The endpoint exists without the ratio; I'll ask fnol-intake for a `totalLossRatio` field "
                          "(a string like \"0.70\", parsed to BigDecimal on our side so no floating point creeps "
                          "in). Until it ships the app treats a missing field as 0.70. Implementing the banner now: "
                          "`estimateCents * 100 >= vehicleValueCents * ratio * 100` in BigDecimal with HALF_EVEN, "
                          "and no banner but a 'valuation missing' hint when there's no pre-accident value."),
            shell("apply_patch < /tmp/total-loss.patch && ./gradlew -q :app:lintDebug :app:testDebugUnitTest "
                  "2>&1 | tail -n 14", TOTAL_LOSS_TEST),
            ("user", "lint warning gone too?"),
            shell("./gradlew -q :app:lintDebug 2>&1 | grep -c PhotoGridAdapter; echo exit=$?",
                  "0\nexit=1\n"),
            ("assistant", "Yes, no lint findings in `PhotoGridAdapter` anymore (it was an unused `val`). All four "
                          "items:\n\n"
                          "1. Banner shows when the repair estimate is at least 70% of the pre-accident value.\n"
                          "2. The ratio comes from `totalLossRatio` on `/v1/config/claims`, cached for offline use; "
                          "0.70 only as a fallback until fnol-intake adds the field.\n"
                          "3. `EstimateParser` now returns Long cents; money stays Long cents or BigDecimal, never "
                          "Double.\n"
                          "4. Lint warning fixed."),
            ("user", "nice. ship to the internal track"),
            shell("./gradlew -q :app:publishInternalBundle 2>&1 | tail -n 2",
                  "Uploaded adjuster-app 4.18.0 (41800) to internal MDM channel 'pilot'\n"
                  "Devices in channel: 14\n"),
        ],
        "facts": [
            fact("total-loss", "A possible total loss is when the repair estimate is at least 70% of the vehicle's "
                               "pre-accident value; the adjuster app then shows a 'possible total loss, call "
                               "handler' banner.",
                 "fact", "user", ["total loss", "70%", "pre-accident value"]),
            fact("ratio-config", "The total-loss ratio comes from the totalLossRatio field of the claims config "
                                 "endpoint GET /v1/config/claims (cached for offline), not hardcoded and not "
                                 "Firebase Remote Config.",
                 "decision", "user", ["totalLossRatio"]),
            fact("no-gms", "The RG-710 rugged devices have no Google Play services, so nothing from Firebase (no "
                           "Remote Config, no FCM) can be used in the adjuster app.",
                 "fact", "user", [["google play services", "Google Play services"], ["firebase", "FCM"]]),
            fact("money-rule", "Money in the adjuster app is always Long cents or BigDecimal, never Double.",
                 "rule", "user", ["Double", ["BigDecimal", "Long cents"]], remember=True),
        ],
        "optional": [
            opt("mdm-channel", "Internal builds go to the MDM channel 'pilot' (14 devices).", ["pilot", "MDM"]),
            opt("fallback-070", "Until fnol-intake adds the field, the app falls back to 0.70.", ["0.70", "fallback"]),
        ],
        "questions": [
            q("When does the adjuster app show the possible total loss banner?",
              "when the repair estimate is at least 70% of the pre-accident value", ["total-loss"]),
            q("Where does the app get the total-loss ratio from?",
              "totalLossRatio on the claims config endpoint /v1/config/claims", ["ratio-config"]),
            q("What type should money have in the adjuster app?", "Long cents or BigDecimal, never Double",
              ["money-rule"]),
        ],
    },
    {
        "id": "h58-cx-adjuster-crash-gps",
        "project": APP,
        "start": datetime(2026, 11, 19, 13, 15),
        "about": "adjuster-app: crash when starting a new inspection, mostly on RG-710 devices with Android 8.1 "
                 "shortly after a reboot; the person's guess (R8 stripping something in the release build) wrong, "
                 "the debug build crashes too; cause LocationManager.getLastKnownLocation returning null after a "
                 "reboot and the code using !!; fix asks for a fresh fix with a 20 s timeout, then manual address "
                 "entry; minSdk stays 27 because the fleet still has Android 8.1 devices (bump to 29 proposed and "
                 "refused)",
        "steps": [
            ("user", "crash reports piling up, new inspection button. pasted trace + our crash dashboard"),
            ("user", CRASH),
            ("user", "prob R8 again, we had that in spring with the retrofit models. release build only i bet"),
            shell("./gradlew -q :app:installDebug && adb -s RG710-LAB-02 reboot && sleep 45 && adb -s RG710-LAB-02 "
                  "shell am start -n com.halvard.adjuster/.MainActivity && adb -s RG710-LAB-02 shell input tap 540 "
                  "1610 && sleep 3 && adb -s RG710-LAB-02 logcat -d -s AndroidRuntime | tail -n 4",
                  "E AndroidRuntime: FATAL EXCEPTION: main\n"
                  "E AndroidRuntime: Process: com.halvard.adjuster.debug, PID: 2219\n"
                  "E AndroidRuntime: java.lang.NullPointerException\n"
                  "E AndroidRuntime: \tat com.halvard.adjuster.ui.inspection.NewInspectionViewModel."
                  "startInspection(NewInspectionViewModel.kt:64)\n"),
            ("assistant", "Not R8: the debug build (no minification) crashes the same way on the lab RG-710 right "
                          "after a reboot. Line 64:"),
            shell("sed -n 55,72p app/src/main/java/com/halvard/adjuster/ui/inspection/NewInspectionViewModel.kt",
                  "    fun startInspection(claimId: String) {\n"
                  "        val lm = app.getSystemService(LocationManager::class.java)\n"
                  "        // adjuster position at start of inspection, required by claims for the report\n"
                  "        @SuppressLint(\"MissingPermission\")\n"
                  "        val loc = lm.getLastKnownLocation(LocationManager.GPS_PROVIDER)\n"
                  "        viewModelScope.launch {\n"
                  "            repo.create(\n"
                  "                claimId = claimId,\n"
                  "                lat = loc!!.latitude,\n"
                  "                lon = loc.longitude,\n"
                  "                startedAt = clock.now(),\n"
                  "            )\n"
                  "        }\n"
                  "    }\n"),
            ("assistant", "`getLastKnownLocation(GPS_PROVIDER)` returns the last cached fix, and after a reboot "
                          "there is none until the GPS has had a fix again, so it returns null and `loc!!` throws. "
                          "That matches the dashboard: 198 of 212 crashes within 10 minutes of a reboot, and the "
                          "RG-710s are rebooted every morning by the MDM. (No fused location provider to fall back "
                          "on, since these devices have no Play services.)\n\n"
                          "Fix: ask for a fresh location when there's no recent cached one, with a timeout, and if "
                          "nothing comes (inside a garage, say), let the adjuster type the address instead of "
                          "blocking the inspection. `LocationManager.getCurrentLocation` is API 30+, so on 8.1 "
                          "it has to be `requestSingleUpdate`. How long should it wait?"),
            ("user", "20 seconds. then open the manual address field, prefilled with the claim's loss address"),
            shell("apply_patch < /tmp/location-fix.patch && ./gradlew -q :app:testDebugUnitTest --tests "
                  "'*Inspection*' 2>&1 | tail -n 7",
                  "NewInspectionViewModelTest > cachedFixYoungerThan5min_usedDirectly PASSED\n"
                  "NewInspectionViewModelTest > noCachedFix_requestsSingleUpdate PASSED\n"
                  "NewInspectionViewModelTest > noFixWithin20s_opensManualAddress PASSED\n"
                  "NewInspectionViewModelTest > manualAddress_prefilledWithLossAddress PASSED\n"
                  "NewInspectionViewModelTest > neverThrowsWithoutLocation PASSED\n"
                  "BUILD SUCCESSFUL in 29s\n"),
            ("assistant", "Fixed and tested. While in here: `requestSingleUpdate` is deprecated, and the whole "
                          "location code would be simpler with minSdk 29 or 30. Right now minSdk is 27. Would "
                          "raising it be an option?"),
            ("user", "no. minSdk stays 27. 29 of the RG-710s are still on 8.1 and the vendor has no update for "
                     "them, they get replaced in 2028 maybe. don't bring it up again before that lol"),
            shell("adb -s RG710-LAB-02 reboot && sleep 45 && ./gradlew -q :app:installDebug && adb -s "
                  "RG710-LAB-02 shell am start -n com.halvard.adjuster/.MainActivity && adb -s RG710-LAB-02 shell "
                  "input tap 540 1610 && sleep 25 && adb -s RG710-LAB-02 logcat -d -s AndroidRuntime "
                  "NewInspection | tail -n 3",
                  "I NewInspection: no cached fix, requesting single update (gps)\n"
                  "I NewInspection: no fix after 20000 ms, opening manual address\n"),
            ("user", "good. commit, 'fix: no crash without gps fix after reboot'"),
            shell("git commit -qam 'fix: no crash without gps fix after reboot' && git log -1 --oneline",
                  "5b2c7e9 fix: no crash without gps fix after reboot\n"),
        ],
        "facts": [
            fact("gps-crash", "New-inspection crashes came from LocationManager.getLastKnownLocation returning null "
                              "after a reboot (no cached GPS fix; the MDM reboots the RG-710s every morning) and "
                              "the code using loc!!; not R8, the debug build crashed too.",
                 "bugfix", "assistant", ["getLastKnownLocation", "null"]),
            fact("gps-timeout", "When there is no recent cached fix the app requests a single location update and "
                                "waits 20 seconds, then opens a manual address field prefilled with the claim's "
                                "loss address.",
                 "decision", "user", ["20 seconds", "manual address"]),
            fact("min-sdk", "minSdk stays 27: 29 RG-710 devices are still on Android 8.1 with no vendor update "
                            "(replacement maybe in 2028); raising it was refused.",
                 "decision", "user", ["minSdk", "27"]),
        ],
        "optional": [
            opt("mdm-reboot", "The MDM reboots the RG-710 devices every morning.", ["MDM", "reboot"]),
        ],
        "questions": [
            q("Why did the app crash when starting a new inspection?",
              "getLastKnownLocation returns null after a reboot and loc!! throws", ["gps-crash"]),
            q("What happens when the app gets no GPS fix for a new inspection?",
              "it waits 20 seconds, then a manual address field prefilled with the loss address", ["gps-timeout"]),
            q("What is the adjuster app's minSdk, and why?", "27, devices still on Android 8.1", ["min-sdk"]),
        ],
    },
]
