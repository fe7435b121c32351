"""h52 Codex sessions, part a: fieldcrew-android, Tarnvale Water's Kotlin app for repair crews: offline maps for
areas without signal, jobs closed offline that came back open after sync, and the first CI release workflow."""

from __future__ import annotations

from datetime import datetime

from build import fact, opt, q, shell

CREW = "/Users/sunniva/dev/fieldcrew-android"

SESSIONS = [
    {
        "id": "h52-cx-crew-offline-maps",
        "project": CREW,
        "start": datetime(2026, 11, 3, 10, 0),
        "branch": "feat/offline-maps",
        "about": "fieldcrew-android: offline maps; three options, 'the second one' (MapLibre + MBTiles from GIS); "
                 "package sizes per zoom; the assistant offers to keep the zoom-17 cap for future sessions and the "
                 "person says 'yes do'; packages per depot, download on wifi only; 'maybe later' to pre-loading in "
                 "the depot; one-off rename to DepotMapSync",
        "steps": [
            ("user", "Hi! Crews keep losing the map out in the forest around the reservoirs, no signal at all near "
                     "Storhöjden. We need offline maps in the repair app. What are our options? The app is Kotlin, "
                     "map screen uses the Google Maps SDK with online tiles right now."),
            shell("grep -n 'maps\\|location' app/build.gradle.kts && ls app/src/main/java/se/tarnvale/crew/map/",
                  "41:    implementation(\"com.google.android.gms:play-services-maps:19.0.0\")\n"
                  "42:    implementation(\"com.google.android.gms:play-services-location:21.3.0\")\n"
                  "43:    implementation(\"com.google.maps.android:maps-compose:6.2.1\")\n"
                  "AssetLayer.kt\nJobMarkers.kt\nMapScreen.kt\nMapViewModel.kt\nValveOverlay.kt\n"),
            shell("sed -n '1,40p' app/src/main/java/se/tarnvale/crew/map/AssetLayer.kt",
                  "package se.tarnvale.crew.map\n\n"
                  "/** Mains, valves and hydrants from the GIS WMS, drawn as a tile overlay on top of Google's\n"
                  " *  base map. Needs a connection: the WMS is fetched tile by tile. */\n"
                  "class AssetLayer(private val wmsBase: String) : UrlTileProvider(256, 256) {\n"
                  "    override fun getTileUrl(x: Int, y: Int, zoom: Int): URL? {\n"
                  "        if (zoom < 14) return null   // too dense below z14\n"
                  "        return URL(\"$wmsBase/wms?service=WMS&request=GetMap&layers=va:mains,va:valves,"
                  "va:hydrants&bbox=${bbox(x, y, zoom)}&width=256&height=256&srs=EPSG:3857&format=image/png\")\n"
                  "    }\n}\n"),
            ("assistant", "The map has two parts today, and both need a connection: Google's base map and our own "
                          "assets (mains, valves, hydrants) as a WMS overlay from GIS. Options:\n\n"
                          "1. **Google Maps SDK offline.** The SDK doesn't offer offline areas to apps; only the "
                          "Google Maps app itself has them. It would also leave the WMS overlay online-only. Dead "
                          "end.\n"
                          "2. **MapLibre Native with MBTiles packages built from our GIS.** We render vector tiles "
                          "(base map plus mains, valves, hydrants) into `.mbtiles` files on the GIS server, the app "
                          "downloads a package and MapLibre reads it locally. Fully offline, and the valves work "
                          "offline too, which is what crews actually need in a repair.\n"
                          "3. **osmdroid with OpenStreetMap raster tiles** cached on the device. Offline is "
                          "possible, but the OSM tile servers' usage policy forbids bulk downloading, so we'd run "
                          "our own tile server anyway, and it has no pipes layer.\n\n"
                          "2 is the only one that gets the assets offline."),
            ("user", "the second one"),
            shell("ssh gis01.tarnvale.local 'cd /srv/tiles && for z in 16 17 18; do tippecanoe -q -f -z$z -o "
                  "/tmp/norrby_z$z.mbtiles --layer=base base_norrby.geojson --layer=va va_norrby.geojson && du -h "
                  "/tmp/norrby_z$z.mbtiles; done; for d in ekdal hagby lindas norrby storhojden; do du -ch "
                  "/srv/tiles/pkg/${d}_z17.mbtiles | tail -1; done'",
                  "182M\t/tmp/norrby_z16.mbtiles\n414M\t/tmp/norrby_z17.mbtiles\n1.1G\t/tmp/norrby_z18.mbtiles\n"
                  "396M\ttotal\n471M\ttotal\n388M\ttotal\n414M\ttotal\n529M\ttotal\n"),
            ("assistant", "Package sizes for the Norrby depot area: 182 MB at z16, 414 MB at z17, 1.1 GB at z18. "
                          "z18 is too much for the rugged tablets (32 GB, with the OS and the offline manuals "
                          "taking about half). At z17 you can still see individual valves and service connections "
                          "at street level, so I'd cap the packages at zoom 17. The whole region at z17 would be "
                          "about 2.2 GB, so one package per depot area (388-529 MB each) is the sensible cut.\n\n"
                          "Want me to keep the zoom-17 cap in mind for future sessions on this app?"),
            ("user", "yes do. and packages per depot is right, a crew belongs to one depot anyway. download only on "
                     "wifi, the SIMs have 5 GB a month and half of that goes on photos"),
            shell("apply_patch <<'EOF'\n*** Update File: app/build.gradle.kts\n@@\n-    implementation(\"com.google."
                  "android.gms:play-services-maps:19.0.0\")\n-    implementation(\"com.google.maps.android:maps-"
                  "compose:6.2.1\")\n+    implementation(\"org.maplibre.gl:android-sdk:11.5.2\")\n"
                  "     implementation(\"com.google.android.gms:play-services-location:21.3.0\")\nEOF",
                  "Success. Updated the following files:\nM app/build.gradle.kts\n"),
            shell("apply_patch <<'EOF'\n*** Add File: app/src/main/java/se/tarnvale/crew/map/MapPackageDownloader.kt"
                  "\n+package se.tarnvale.crew.map\n+\n+/** Downloads the crew's depot package (MBTiles, max zoom 17) "
                  "from gis01. Wi-Fi only. */\n+class MapPackageDownloader(ctx: Context, params: WorkerParameters) "
                  ": CoroutineWorker(ctx, params) {\n+    companion object {\n+        const val MAX_ZOOM = 17\n"
                  "+        fun request(depot: String) = OneTimeWorkRequestBuilder<MapPackageDownloader>()\n"
                  "+            .setInputData(workDataOf(\"depot\" to depot))\n"
                  "+            .setConstraints(Constraints.Builder()\n"
                  "+                .setRequiredNetworkType(NetworkType.UNMETERED)\n"
                  "+                .setRequiresStorageNotLow(true).build())\n+            .build()\n    }\n"
                  "+    ...\n+}\nEOF",
                  "Success. Updated the following files:\nA app/src/main/java/se/tarnvale/crew/map/"
                  "MapPackageDownloader.kt\n"),
            shell("./gradlew :app:testDebugUnitTest --console=plain 2>&1 | tail -15",
                  "> Task :app:compileDebugKotlin\n"
                  "w: MapScreen.kt:88:13 'setStyle(String)' is deprecated. Use setStyle(Style.Builder)\n"
                  "> Task :app:testDebugUnitTest\n\n"
                  "se.tarnvale.crew.map.MapPackageDownloaderTest > requiresUnmeteredNetwork PASSED\n"
                  "se.tarnvale.crew.map.MapPackageDownloaderTest > rejectsZoomAbove17 PASSED\n"
                  "se.tarnvale.crew.map.MapPackageDownloaderTest > picksPackageFromCrewDepot PASSED\n"
                  "se.tarnvale.crew.map.OfflineStyleTest > readsLocalMbtiles PASSED\n"
                  "se.tarnvale.crew.jobs.JobListViewModelTest > ... 23 PASSED\n\n"
                  "BUILD SUCCESSFUL in 1m 47s\n38 actionable tasks: 12 executed, 26 up-to-date\n"),
            ("assistant", "First cut is in:\n\n"
                          "- Google Maps SDK replaced by MapLibre 11.5.2; the map style points at a local "
                          "`mbtiles://` source when the depot package is present, and falls back to the online "
                          "tile server otherwise.\n"
                          "- `MapPackageDownloader` fetches the crew's depot package from gis01 (max zoom 17) with "
                          "WorkManager, constraint `NetworkType.UNMETERED`, so only on Wi-Fi, and only when "
                          "storage isn't low.\n"
                          "- Tests pass (one deprecation warning in MapScreen I'll clean up).\n\n"
                          "A possible next step: the tablets charge in the depot every night, so we could schedule "
                          "the package refresh there rather than waiting for a crew to open the map on Wi-Fi."),
            ("user", "maybe later. rename MapPackageDownloader to DepotMapSync, that's what it's called in the "
                     "tickets"),
            shell("git mv app/src/main/java/se/tarnvale/crew/map/MapPackageDownloader.kt "
                  "app/src/main/java/se/tarnvale/crew/map/DepotMapSync.kt && sed -i '' "
                  "'s/MapPackageDownloader/DepotMapSync/g' $(rg -l MapPackageDownloader app/src) && ./gradlew "
                  ":app:testDebugUnitTest --console=plain -q 2>&1 | tail -3",
                  "BUILD SUCCESSFUL in 52s\n"),
            ("assistant", "Renamed to `DepotMapSync` (class, test and the WorkManager unique name); tests pass."),
        ],
        "facts": [
            fact("maplibre-mbtiles", "Offline maps in the crew app use MapLibre Native with MBTiles packages built "
                                     "from Tarnvale's own GIS (base map plus mains, valves, hydrants); Google Maps "
                                     "offline and osmdroid were rejected.",
                 "decision", "user", ["MapLibre", "MBTiles"]),
            fact("zoom-17", "Offline map packages are capped at zoom 17 (z18 is 1.1 GB per depot, too big for the "
                            "tablets).",
                 "rule", "user", ["zoom 17"], remember=True),
            fact("per-depot", "There is one offline map package per depot area; a crew belongs to one depot.",
                 "decision", "user", ["per depot"]),
            fact("wifi-only", "Map packages download only on Wi-Fi (WorkManager NetworkType.UNMETERED); the SIMs "
                              "have 5 GB a month.",
                 "config", "user", [["wifi", "Wi-Fi", "UNMETERED"]]),
        ],
        "optional": [
            opt("depot-map-sync", "The package download worker is called DepotMapSync.", ["DepotMapSync"]),
        ],
        "questions": [
            q("How does the crew app show maps offline?", "MapLibre with MBTiles packages from our GIS",
              ["maplibre-mbtiles"]),
            q("What is the maximum zoom of offline map packages?", "zoom 17", ["zoom-17"]),
            q("How are offline map packages split and downloaded?", "one per depot, only on wifi",
              ["per-depot", "wifi-only"]),
        ],
    },
    {
        "id": "h52-cx-crew-sync-conflict",
        "project": CREW,
        "start": datetime(2026, 11, 11, 14, 20),
        "branch": "fix/fc-388-sync-reopen",
        "about": "fieldcrew-android: jobs closed offline flip back to open after sync (FC-388); wrong first guess "
                 "(Room transaction vs outbox) disproved by the tablet log; cause server last-write-wins on device "
                 "updated_at with a tablet clock 2 h behind; numbered list from the person with the standing rule "
                 "as item 3 (device clocks never trusted for ordering); server versions + base_version; closed wins",
        "steps": [
            ("user", "Bug from the Norrby depot, ticket FC-388: jobs that a crew closes while offline flip back to "
                     "'open' after the tablet syncs. Not every time, maybe 1 in 10. The dispatchers are annoyed "
                     "because they send another crew."),
            shell("rg -n 'fun (closeJob|enqueue)|withTransaction|snapshot' app/src/main/java/se/tarnvale/crew/"
                  "jobs app/src/main/java/se/tarnvale/crew/sync",
                  "app/src/main/java/se/tarnvale/crew/jobs/JobRepository.kt:57:    suspend fun closeJob(id: Long, "
                  "note: String) {\n"
                  "app/src/main/java/se/tarnvale/crew/jobs/JobRepository.kt:58:        db.withTransaction {\n"
                  "app/src/main/java/se/tarnvale/crew/jobs/JobRepository.kt:62:        outbox.enqueue(JobChange"
                  "(id, status = CLOSED, updatedAt = clock.now()))\n"
                  "app/src/main/java/se/tarnvale/crew/sync/SyncWorker.kt:31:        val batch = outbox.snapshot()\n"),
            ("assistant", "First suspicion: in `closeJob` the status update happens inside `db.withTransaction`, "
                          "but `outbox.enqueue` is called after it, outside the transaction. If `SyncWorker` takes "
                          "its `snapshot()` in between (connectivity comes back at exactly that moment), it could "
                          "send a change built from the row before the close, i.e. 'open'. That would fit 'not "
                          "every time'. The tablet log should show what the outbox actually sent."),
            shell("adb -s R52T40QX pull /sdcard/Android/data/se.tarnvale.crew/files/logs/sync-2026-11-10.log /tmp/ "
                  "&& grep -n '55120' /tmp/sync-2026-11-10.log",
                  "/sdcard/Android/.../sync-2026-11-10.log: 1 file pulled. 41.2 MB/s (88211 bytes in 0.002s)\n"
                  "412: 11:14:07.331 outbox enqueue job=55120 status=CLOSED updatedAt=2026-11-10T11:14:07+01:00\n"
                  "988: 13:20:44.902 sync send job=55120 status=CLOSED updatedAt=2026-11-10T11:14:07+01:00\n"
                  "989: 13:20:45.377 sync resp job=55120 http=200 server.status=OPEN "
                  "server.updatedAt=2026-11-10T12:02:31+01:00 applied=false\n"),
            ("assistant", "That guess is wrong: the outbox enqueued and sent `CLOSED` correctly. The server "
                          "answered 200 but `applied=false` and kept `OPEN`, so the decision is made on the server. "
                          "Note the times: the tablet stamped the close at 11:14, and the server's copy had been "
                          "updated at 12:02."),
            shell("sed -n '20,48p' server/src/main/kotlin/se/tarnvale/crewsync/JobMerge.kt",
                  "fun merge(current: JobRow, incoming: JobChange): MergeResult {\n"
                  "    // last write wins\n"
                  "    return if (incoming.updatedAt.isAfter(current.updatedAt)) {\n"
                  "        MergeResult(applied = true, row = current.apply(incoming))\n"
                  "    } else {\n"
                  "        MergeResult(applied = false, row = current)\n"
                  "    }\n"
                  "}\n"),
            shell("psql -h crewsync-db.tarnvale.local crewsync -c \"select job_id, source, device_id, updated_at, "
                  "received_at, fields from job_audit where job_id = 55120 order by received_at\"",
                  " job_id |  source    | device_id |      updated_at        |      received_at       |   fields\n"
                  "--------+------------+-----------+------------------------+------------------------+-----------\n"
                  "  55120 | dispatch   |           | 2026-11-10 12:02:31+01 | 2026-11-10 12:02:31+01 | {notes}\n"
                  "  55120 | tablet     | T-NRB-07  | 2026-11-10 11:14:07+01 | 2026-11-10 13:20:45+01 | {status}\n"
                  "(2 rows)\n\n"
                  "-- device T-NRB-07 heartbeat: device_time 2026-11-11 12:18:02+01, server_time 2026-11-11 "
                  "14:18:09+01 (skew -2h00m07s), auto_time=false\n"),
            ("assistant", "Root cause:\n\n"
                          "- The server merges with **last-write-wins on `updated_at`**, and `updated_at` comes from "
                          "the device clock.\n"
                          "- Tablet **T-NRB-07's clock is 2 hours behind** (auto time is off). The crew closed job "
                          "55120 at about 13:14 real time, but the tablet stamped 11:14.\n"
                          "- A dispatcher had edited the job's notes at 12:02. When the tablet synced at 13:20, "
                          "the server compared 11:14 < 12:02, concluded its own copy was newer, and dropped the "
                          "close.\n\n"
                          "It only hits jobs that someone in the office touched while the crew was offline, on a "
                          "tablet with a wrong clock, hence 1 in 10.\n\n"
                          "Fix: stop comparing timestamps. The server gives every job a `version` that it "
                          "increments on each accepted write; the tablet sends the `base_version` it edited from. "
                          "Same version: apply. Older base: merge per field, since notes and status don't "
                          "conflict. A real conflict on the same field needs a rule."),
            ("user", "ok, list:\n"
                     "1. go with versions, the server assigns them, base_version from the tablet\n"
                     "2. a test that reproduces exactly this, with a skewed clock\n"
                     "3. standing rule for this app, keep it: device clocks are never trusted for ordering "
                     "anything. no device timestamp ever decides which write wins\n"
                     "4. if both sides changed the status, closed wins. a crew closing a job on site beats an "
                     "office edit\n"
                     "5. bump versionCode"),
            shell("apply_patch < /tmp/fc388-server.patch && apply_patch < /tmp/fc388-app.patch && git diff --stat",
                  "Success. Updated the following files:\n"
                  "M server/src/main/kotlin/se/tarnvale/crewsync/JobMerge.kt\n"
                  "A server/src/main/resources/db/migration/V27__job_version.sql\n"
                  "M app/src/main/java/se/tarnvale/crew/sync/JobChange.kt\n"
                  "M app/src/main/java/se/tarnvale/crew/jobs/JobRepository.kt\n"
                  " app/build.gradle.kts                                        |  2 +-\n"
                  " app/src/main/java/se/tarnvale/crew/jobs/JobRepository.kt    |  9 ++--\n"
                  " app/src/main/java/se/tarnvale/crew/sync/JobChange.kt        |  5 +-\n"
                  " server/src/main/kotlin/se/tarnvale/crewsync/JobMerge.kt     | 58 +++++++++++++------\n"
                  " server/src/main/resources/db/migration/V27__job_version.sql |  3 +\n"
                  " server/src/test/kotlin/se/tarnvale/crewsync/JobMergeTest.kt | 71 ++++++++++++++++++++\n"),
            shell("sed -n '1,30p' server/src/main/kotlin/se/tarnvale/crewsync/JobMerge.kt",
                  "/** Merge a tablet change into the server row. Ordering is by server-assigned version only:\n"
                  " *  device timestamps are kept for display and audit but never compared (FC-388). */\n"
                  "fun merge(current: JobRow, incoming: JobChange): MergeResult {\n"
                  "    if (incoming.baseVersion == current.version) {\n"
                  "        return MergeResult(applied = true, row = current.apply(incoming).copy(version = "
                  "current.version + 1))\n"
                  "    }\n"
                  "    val theirs = current.changedSince(incoming.baseVersion)\n"
                  "    var row = current\n"
                  "    for (field in incoming.fields) {\n"
                  "        row = when {\n"
                  "            field !in theirs -> row.apply(field, incoming)\n"
                  "            field == STATUS -> row.copy(status = closedWins(row.status, incoming.status))\n"
                  "            else -> row   // office edit kept, tablet value logged as conflict\n"
                  "        }\n"
                  "    }\n"
                  "    return MergeResult(applied = true, row = row.copy(version = current.version + 1))\n"
                  "}\n\n"
                  "private fun closedWins(a: Status, b: Status) = if (a == CLOSED || b == CLOSED) CLOSED else b\n"),
            shell("./gradlew :server:test :app:testDebugUnitTest --console=plain 2>&1 | grep -E 'JobMerge|BUILD|"
                  "tests completed'",
                  "se.tarnvale.crewsync.JobMergeTest > sameBaseVersionApplies PASSED\n"
                  "se.tarnvale.crewsync.JobMergeTest > skewedTabletClockStillClosesJob_FC388 PASSED\n"
                  "se.tarnvale.crewsync.JobMergeTest > notesAndStatusMergePerField PASSED\n"
                  "se.tarnvale.crewsync.JobMergeTest > statusConflictClosedWins PASSED\n"
                  "se.tarnvale.crewsync.JobMergeTest > deviceTimestampIsNeverCompared PASSED\n"
                  "BUILD SUCCESSFUL in 2m 3s\n"),
            ("assistant", "All five done:\n\n"
                          "1. Migration `V27__job_version.sql` adds `version bigint not null default 0`; the "
                          "server increments it on every accepted write, and the tablet sends `base_version` with "
                          "each change.\n"
                          "2. `skewedTabletClockStillClosesJob_FC388` replays job 55120 with the tablet 2 hours "
                          "behind, and the job ends closed.\n"
                          "3. `merge()` no longer reads `updated_at` at all; `deviceTimestampIsNeverCompared` "
                          "guards that.\n"
                          "4. Status conflicts: closed wins (`closedWins`).\n"
                          "5. versionCode bumped to 26111101.\n\n"
                          "Server and app have to go out together, since old tablets don't send `base_version`; the "
                          "server treats a missing base as 'apply per field' with closed winning, so an old app "
                          "can't reopen a job either."),
            ("user", "nice. should I get T-NRB-07's clock fixed through the MDM? eh, I'll just tell the depot. "
                     "thanks"),
        ],
        "facts": [
            fact("sync-cause", "Jobs closed offline came back open because the sync server used last-write-wins on "
                               "the device's updated_at, and tablet T-NRB-07's clock was 2 hours behind; it now "
                               "merges by server-assigned version with base_version from the tablet.",
                 "bugfix", "assistant", ["updated_at", "base_version"]),
            fact("device-clocks", "Standing rule for the crew app: device clocks are never trusted for ordering "
                                  "anything; no device timestamp decides which write wins.",
                 "rule", "user", ["device clocks", "ordering"], remember=True),
            fact("closed-wins", "When both the tablet and the office changed a job's status, closed wins.",
                 "decision", "user", ["closed wins"]),
        ],
        "optional": [
            opt("fc-388", "Ticket FC-388: jobs reopened after sync at the Norrby depot.", ["FC-388"]),
        ],
        "questions": [
            q("Why did jobs closed offline flip back to open?",
              "last-write-wins on the device updated_at and a tablet clock 2 hours behind", ["sync-cause"]),
            q("How does the sync server order writes now?", "server-assigned version, base_version from the tablet",
              ["sync-cause"]),
            q("Which status wins a conflict?", "closed wins", ["closed-wins"]),
        ],
    },
    {
        "id": "h52-cx-crew-release",
        "project": CREW,
        "start": datetime(2026, 11, 20, 9, 10),
        "branch": "ci/release-workflow",
        "about": "fieldcrew-android: first CI release workflow; minSdk 24 -> 26 -> 28 after the device inventory; "
                 "the assistant's workflow uploads to the production track, the person states flatly that CI never "
                 "promotes past internal; versionCode from the date (yyMMddNN); upload keystore only in secrets; "
                 "one-off 'run it again' with --continue",
        "steps": [
            ("user", "Morning :) release day for 3.8. Can you set up a release workflow in GitHub Actions? Right "
                     "now I build the AAB on my laptop, which is... not great. Also we need to raise minSdk, it's "
                     "still 24 from the old phones."),
            shell("sed -n '1,40p' app/build.gradle.kts | grep -nE 'Sdk|version|signing'",
                  "9:    compileSdk = 35\n12:        minSdk = 24\n13:        targetSdk = 34\n"
                  "14:        versionCode = 30712\n15:        versionName = \"3.7.12\"\n"
                  "27:    signingConfigs {\n28:        create(\"release\") {\n"
                  "29:            storeFile = file(\"../keys/upload.jks\")   // local only, not in git\n"),
            ("assistant", "minSdk is 24, targetSdk 34, versionCode 30712 (3.7.12), and the release signing config "
                          "points at `../keys/upload.jks` on your machine. Which devices do the crews have now? "
                          "That decides how far minSdk can go."),
            ("user", "the rugged tablets, I think they're all Android 8 at least. let's say minSdk 26"),
            shell("apply_patch <<'EOF'\n*** Update File: app/build.gradle.kts\n@@\n-        minSdk = 24\n"
                  "+        minSdk = 26\nEOF",
                  "Success. Updated the following files:\nM app/build.gradle.kts\n"),
            shell("apply_patch <<'EOF'\n*** Add File: .github/workflows/release.yml\n+name: release\n"
                  "+on:\n+  push:\n+    tags: ['v*']\n+jobs:\n+  bundle:\n+    runs-on: ubuntu-24.04\n"
                  "+    steps:\n+      - uses: actions/checkout@v4\n+      - uses: actions/setup-java@v4\n"
                  "+        with: { distribution: temurin, java-version: '17' }\n"
                  "+      - run: echo \"$UPLOAD_KEYSTORE\" | base64 -d > keys/upload.jks\n"
                  "+      - run: ./gradlew bundleRelease\n"
                  "+      - uses: r0adkll/upload-google-play@v1\n+        with:\n"
                  "+          serviceAccountJsonPlainText: ${{ secrets.PLAY_SERVICE_ACCOUNT }}\n"
                  "+          packageName: se.tarnvale.crew\n"
                  "+          releaseFiles: app/build/outputs/bundle/release/app-release.aab\n"
                  "+          track: production\n+          status: completed\nEOF",
                  "Success. Updated the following files:\nA .github/workflows/release.yml\n"),
            ("assistant", "minSdk is 26. The workflow `.github/workflows/release.yml` runs on a `v*` tag: "
                          "checkout, JDK 17, decode the keystore from a secret, `bundleRelease`, and upload the AAB "
                          "to Play on the production track with status completed, so a tag goes straight to the "
                          "crews."),
            ("user", "no no no. CI never promotes past the internal track, that's non-negotiable in this team. "
                     "production promotion is done by hand in the Play Console after the depot pilot week. fix "
                     "that"),
            shell("apply_patch <<'EOF'\n*** Update File: .github/workflows/release.yml\n@@\n"
                  "-          track: production\n-          status: completed\n+          track: internal\n"
                  "+          status: completed\n+          # never production from CI: promotion is manual in the "
                  "Play Console\nEOF",
                  "Success. Updated the following files:\nM .github/workflows/release.yml\n"),
            shell("column -s, -t < docs/devices.csv | head -3; cut -d, -f3 docs/devices.csv | tail -n +2 | sort | "
                  "uniq -c",
                  "asset_tag   model              android  api  depot\n"
                  "T-NRB-01    RuggedTab X8       9        28   Norrby\n"
                  "T-NRB-02    RuggedTab X8       9        28   Norrby\n"
                  "     64 9\n     31 11\n     17 13\n"),
            ("assistant", "Changed to the internal track with a comment that production is manual.\n\n"
                          "I also checked `docs/devices.csv`: all 112 tablets are Android 9 or newer (64 on "
                          "Android 9 = API 28, 31 on 11, 17 on 13). Nothing runs 8.x, so minSdk could be 28, which "
                          "would let us delete the legacy external-storage path in `PhotoStore` "
                          "(`requestLegacyExternalStorage`) that only exists for API 26-27."),
            ("user", "oh nice. 28 then"),
            shell("apply_patch <<'EOF'\n*** Update File: app/build.gradle.kts\n@@\n-        minSdk = 26\n"
                  "+        minSdk = 28\nEOF\nrg -l 'requestLegacyExternalStorage|LEGACY_STORAGE' app/src | xargs "
                  "sed -i '' '/LEGACY_STORAGE/,/END_LEGACY/d' && ./gradlew lintRelease --console=plain 2>&1 | "
                  "tail -6",
                  "Success. Updated the following files:\nM app/build.gradle.kts\n"
                  "> Task :app:lintRelease FAILED\n"
                  "Lint found 1 error, 14 warnings. First failure:\n"
                  "app/src/main/java/se/tarnvale/crew/photos/PhotoStore.kt:61: Error: Call requires API level 29 "
                  "(current min is 28): android.provider.MediaStore#getVersion [NewApi]\n"
                  "BUILD FAILED in 1m 9s\n"),
            shell("apply_patch <<'EOF'\n*** Update File: app/src/main/java/se/tarnvale/crew/photos/PhotoStore.kt\n"
                  "@@\n-        val v = MediaStore.getVersion(ctx)\n"
                  "+        val v = if (Build.VERSION.SDK_INT >= 29) MediaStore.getVersion(ctx) else \"legacy\"\nEOF",
                  "Success. Updated the following files:\nM app/src/main/java/se/tarnvale/crew/photos/PhotoStore.kt\n"),
            ("user", "run it again, the lint one, with --continue so we see everything"),
            shell("./gradlew lintRelease --continue --console=plain 2>&1 | tail -5",
                  "> Task :app:lintRelease\n"
                  "Lint found 0 errors, 14 warnings. Wrote HTML report to file:///Users/sunniva/dev/fieldcrew-"
                  "android/app/build/reports/lint-results-release.html\n"
                  "BUILD SUCCESSFUL in 58s\n"),
            ("user", "good. versionCode: let's derive it from the date like yyMMddNN, so today's first build is "
                     "26112001. and the upload keystore stays out of the repo, it's in the repo secrets as "
                     "UPLOAD_KEYSTORE_B64"),
            shell("apply_patch <<'EOF'\n*** Update File: app/build.gradle.kts\n@@\n-        versionCode = 30712\n"
                  "-        versionName = \"3.7.12\"\n"
                  "+        // yyMMddNN: date of the build + build number of that day (CI passes -PbuildOfDay)\n"
                  "+        versionCode = versionCodeFromDate(buildOfDay = (findProperty(\"buildOfDay\") ?: \"1\")"
                  ".toString().toInt())\n+        versionName = \"3.8.0\"\n"
                  "*** Update File: .github/workflows/release.yml\n@@\n"
                  "-      - run: echo \"$UPLOAD_KEYSTORE\" | base64 -d > keys/upload.jks\n"
                  "+      - run: echo \"${{ secrets.UPLOAD_KEYSTORE_B64 }}\" | base64 -d > \"$RUNNER_TEMP/upload.jks\"\n"
                  "EOF\ngrep -n 'keys/' .gitignore",
                  "Success. Updated the following files:\nM app/build.gradle.kts\nM .github/workflows/release.yml\n"
                  "3:keys/\n"),
            ("assistant", "Done for 3.8.0:\n\n"
                          "- **minSdk 28** (all 112 tablets are API 28+), legacy storage path removed, lint clean "
                          "apart from 14 old warnings.\n"
                          "- **versionCode** is computed as yyMMddNN, so today's first CI build is 26112001; CI "
                          "passes the build number of the day.\n"
                          "- **Workflow** decodes the keystore from the `UPLOAD_KEYSTORE_B64` secret into the "
                          "runner's temp dir (`keys/` stays gitignored) and uploads to the **internal** track "
                          "only.\n\n"
                          "Tag `v3.8.0` when you're ready and it'll show up for the internal testers."),
        ],
        "facts": [
            fact("min-sdk", "The crew app's minSdk is 28 (all 112 tablets run Android 9 or newer); it was 24, "
                            "briefly 26.",
                 "config", "user", ["minSdk", "28"]),
            fact("internal-track", "CI never promotes past the Play internal track; promotion to production is done "
                                   "by hand in the Play Console after the depot pilot week.",
                 "rule", "user", ["internal track"], remember=True),
            fact("version-code", "versionCode is derived from the build date as yyMMddNN (e.g. 26112001).",
                 "convention", "user", ["yyMMddNN"]),
            fact("keystore-secret", "The upload keystore is not in the repo; CI reads it from the secret "
                                    "UPLOAD_KEYSTORE_B64.",
                 "config", "user", ["UPLOAD_KEYSTORE_B64"]),
        ],
        "optional": [
            opt("release-workflow", "The release workflow is .github/workflows/release.yml, triggered by v* tags.",
                ["release.yml"]),
        ],
        "questions": [
            q("What is the crew app's minSdk?", "28", ["min-sdk"]),
            q("Which Play track does CI upload to?", "internal track only; production by hand in the Play Console",
              ["internal-track"]),
            q("How is versionCode formed?", "from the date, yyMMddNN", ["version-code"]),
            q("Where does CI get the upload keystore?", "the UPLOAD_KEYSTORE_B64 secret", ["keystore-secret"]),
        ],
    },
]
