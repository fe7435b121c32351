"""Claude Code sessions, part 3: taxi dispatch worker Dockerfile (.NET), hedgehog survey package (R)."""

from __future__ import annotations

from datetime import datetime

from _data_claude import F, Q

DOCKER_BUILD_FAIL = """#0 building with "default" instance using docker driver
#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 912B done
#2 [internal] load metadata for mcr.microsoft.com/dotnet/sdk:8.0
#3 [internal] load metadata for mcr.microsoft.com/dotnet/runtime:8.0
#4 [build 1/6] FROM mcr.microsoft.com/dotnet/sdk:8.0@sha256:9f3c1a0e
#5 [build 2/6] WORKDIR /src
#6 [build 3/6] COPY *.sln ./
#7 [build 4/6] COPY src/Dispatch.Worker/*.csproj src/Dispatch.Worker/
#8 [build 5/6] RUN dotnet restore
#8 1.912   Determining projects to restore...
#8 4.220 /src/Dispatch.sln : error MSB3202: The project file "/src/src/Dispatch.Core/Dispatch.Core.csproj" was not found.
#8 ERROR: process "/bin/sh -c dotnet restore" did not complete successfully: exit code: 1
------
 > [build 5/6] RUN dotnet restore:
1.912   Determining projects to restore...
4.220 /src/Dispatch.sln : error MSB3202: The project file "/src/src/Dispatch.Core/Dispatch.Core.csproj" was not found.
------
Dockerfile:8
--------------------
   6 |     COPY src/Dispatch.Worker/*.csproj src/Dispatch.Worker/
   7 |     # restore must always run before the full copy so the layer caches
   8 | >>> RUN dotnet restore
--------------------
ERROR: failed to solve: process "/bin/sh -c dotnet restore" did not complete successfully: exit code: 1"""

DOCKER_BUILD_OK = """#8 [build 6/8] RUN dotnet restore src/Dispatch.Worker/Dispatch.Worker.csproj
#8 3.981   Restored /src/src/Dispatch.Core/Dispatch.Core.csproj (in 2.01 sec).
#8 4.003   Restored /src/src/Dispatch.Worker/Dispatch.Worker.csproj (in 2.05 sec).
#8 DONE 4.4s
#9 [build 7/8] COPY . .
#9 DONE 0.2s
#10 [build 8/8] RUN dotnet publish src/Dispatch.Worker -c Release -o /app --no-restore
#10 2.113   Dispatch.Core -> /src/src/Dispatch.Core/bin/Release/net8.0/Dispatch.Core.dll
#10 3.870   Dispatch.Worker -> /src/src/Dispatch.Worker/bin/Release/net8.0/Dispatch.Worker.dll
#10 4.012   Dispatch.Worker -> /app/
#10 DONE 4.6s
#11 [final 2/3] COPY --from=build /app .
#11 DONE 0.1s
#12 [final 3/3] USER app
#12 DONE 0.0s
#13 exporting to image
#13 naming to docker.io/library/cabline-dispatch:dev done
#13 DONE 0.3s"""

WORKER_LOG = """info: Dispatch.Worker.RideQueueConsumer[0]
      Connecting to RabbitMQ at amqp://rabbit:5672 vhost=/dispatch
info: Dispatch.Worker.RideQueueConsumer[0]
      Consuming queue rides.requested (prefetch=20)
info: Microsoft.Hosting.Lifetime[0]
      Application started. Press Ctrl+C to shut down.
info: Microsoft.Hosting.Lifetime[0]
      Hosting environment: Production
info: Microsoft.Hosting.Lifetime[0]
      Content root path: /app
info: Dispatch.Worker.Assigner[0]
      ride 7f31 assigned to cab 114 (eta 4 min) — drivers must always accept within 30 s
warn: Dispatch.Worker.Assigner[0]
      ride 7f32 no cab within 6 km, re-queued (attempt 1/3)"""

TAXI = {
    "id": "h18-cc-taxi-worker",
    "project": "/home/dmitri/src/cabline",
    "start": datetime(2026, 3, 9, 11, 0),
    "about": "C# .NET worker for taxi dispatch: first Dockerfile, a failed restore with its cause and fix, "
             "base image and non-root user, alpine proposed and rejected, a multi-region hypothetical (not a "
             "decision), log lines with 'must'; remember-request as the last line after a code block",
    "steps": [
        ("user", "hello. we need to containerise the dispatch worker (cabline, .NET 8 worker service that "
                 "consumes ride requests from rabbitmq and assigns cabs). never had a Dockerfile. can you "
                 "write one"),
        ("tool", "Bash", {"command": "ls -R src | head -30 && cat global.json"},
         "src:\nDispatch.Core\nDispatch.Worker\n\nsrc/Dispatch.Core:\nAssignment.cs\nCab.cs\nDispatch.Core.csproj\n"
         "Geo.cs\nRide.cs\n\nsrc/Dispatch.Worker:\nAppsettings.json\nDispatch.Worker.csproj\nProgram.cs\n"
         "RideQueueConsumer.cs\nAssigner.cs\n\n{\n  \"sdk\": {\n    \"version\": \"8.0.403\",\n    "
         "\"rollForward\": \"latestFeature\"\n  }\n}"),
        ("assistant", "Two projects (`Dispatch.Core`, `Dispatch.Worker`) and SDK 8.0.403 pinned in "
                      "`global.json`. I'll write a multi-stage Dockerfile: build with "
                      "`mcr.microsoft.com/dotnet/sdk:8.0`, run on `mcr.microsoft.com/dotnet/runtime:8.0` (a "
                      "worker doesn't need ASP.NET). We could also use the `-alpine` runtime image to save "
                      "about 70 MB."),
        ("user", "not alpine. we had a whole week of ICU / timezone weirdness with alpine images on the "
                 "billing service, the dispatch times have to be right. debian-based runtime:8.0 is fine"),
        ("assistant", "Makes sense — timezone correctness matters more than 70 MB for dispatch. Debian-based "
                      "`runtime:8.0` it is. Writing the Dockerfile."),
        ("tool", "Write", {"file_path": "/home/dmitri/src/cabline/Dockerfile", "content": "..."},
         "File created successfully at: /home/dmitri/src/cabline/Dockerfile"),
        ("tool", "Bash", {"command": "docker build -t cabline-dispatch:dev ."}, DOCKER_BUILD_FAIL),
        ("assistant", "The restore failed: `Dispatch.sln` references `Dispatch.Core.csproj`, but I only "
                      "copied the worker's `.csproj` before `dotnet restore`, so the solution points at a file "
                      "that isn't in the image yet. I'll copy both project files and restore the worker project "
                      "directly (it pulls Core in through its project reference)."),
        ("user", "ok"),
        ("tool", "Edit", {"file_path": "/home/dmitri/src/cabline/Dockerfile"},
         "The file /home/dmitri/src/cabline/Dockerfile has been updated."),
        ("tool", "Bash", {"command": "docker build -t cabline-dispatch:dev . 2>&1 | tail -20"}, DOCKER_BUILD_OK),
        ("assistant", "Builds now. The root cause was the restore step copying only `Dispatch.Worker.csproj`; "
                      "the fix copies `src/Dispatch.Core/Dispatch.Core.csproj` as well and restores "
                      "`src/Dispatch.Worker/Dispatch.Worker.csproj` instead of the solution. The final stage "
                      "runs as the built-in non-root `app` user (`USER app`), which the .NET 8 images ship "
                      "with."),
        ("user", "good. try running it against the compose rabbit"),
        ("tool", "Bash", {"command": "docker run --rm --network cabline_default -e "
                                     "RABBITMQ__HOST=rabbit cabline-dispatch:dev & sleep 8; docker logs $(docker ps -lq)"},
         WORKER_LOG),
        ("assistant", "It connects to `rabbit:5672`, consumes `rides.requested` with prefetch 20, and assigns "
                      "rides. (The \"drivers must always accept within 30 s\" line is just the assigner's log "
                      "text.)"),
        ("user", "the image is huge though? 400 something MB"),
        ("tool", "Bash", {"command": "docker image ls cabline-dispatch && du -sh src/*/bin src/*/obj"},
         "REPOSITORY         TAG   IMAGE ID       CREATED         SIZE\ncabline-dispatch   dev   4be1c9a07d2e   "
         "2 minutes ago   412MB\n61M\tsrc/Dispatch.Core/bin\n38M\tsrc/Dispatch.Core/obj\n"
         "97M\tsrc/Dispatch.Worker/bin\n44M\tsrc/Dispatch.Worker/obj"),
        ("assistant", "Most of that is the runtime base (about 190 MB), but the build context also copies your "
                      "local `bin/` and `obj/` folders (~240 MB) into the build stage with `COPY . .`, which "
                      "slows builds and can leak stale outputs. I've added a `.dockerignore` with `**/bin/`, "
                      "`**/obj/`, `.git/` and `*.user`."),
        ("tool", "Bash", {"command": "docker build -t cabline-dispatch:dev . 2>&1 | grep -E 'transferring "
                                    "context|naming' && docker image ls cabline-dispatch"},
         "#5 transferring context: 184.22kB 0.1s done\n#13 naming to docker.io/library/cabline-dispatch:dev "
         "done\nREPOSITORY         TAG   IMAGE ID       CREATED         SIZE\ncabline-dispatch   dev   "
         "91d07e33a1f0   3 seconds ago   231MB"),
        ("user", "231, ok good enough. run the unit tests again to be sure nothing broke"),
        ("tool", "Bash", {"command": "dotnet test --nologo"},
         "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Dispatch.Core -> "
         "/home/dmitri/src/cabline/src/Dispatch.Core/bin/Debug/net8.0/Dispatch.Core.dll\n  Dispatch.Tests -> "
         "/home/dmitri/src/cabline/tests/Dispatch.Tests/bin/Debug/net8.0/Dispatch.Tests.dll\nTest run for "
         "/home/dmitri/src/cabline/tests/Dispatch.Tests/bin/Debug/net8.0/Dispatch.Tests.dll (.NETCoreApp,"
         "Version=v8.0)\nVSTest version 17.11.1 (x64)\n\nStarting test execution, please wait...\nA total of 1 "
         "test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:    23, Skipped:     0, "
         "Total:    23, Duration: 412 ms - Dispatch.Tests.dll (net8.0)"),
        ("assistant", "23 of 23 pass."),
        ("user", "nice. how does config get in, env vars?"),
        ("assistant", "Yes: .NET maps environment variables with double underscores onto configuration "
                      "sections, so `RABBITMQ__HOST` overrides `RabbitMq:Host` from `appsettings.json`. That's "
                      "standard .NET configuration behaviour. In the container I'd set `DOTNET_ENVIRONMENT="
                      "Production`, which I've done in the Dockerfile."),
        ("user", "fine. do we need anything for the other cities? we're only in one city now"),
        ("assistant", "Not today. If you ever go multi-region, you'd need a queue per region (or a routing "
                      "key by region) and the assigner would have to stop assuming a single geo index — but "
                      "none of that is needed for one city."),
        ("user", "yeah let's not. we'll deal with it if the franchise thing ever happens"),
        ("assistant", "Agreed. Should I add a healthcheck? Worker services don't expose HTTP, so it would be a "
                      "file-touch liveness check."),
        ("user", "skip it for now"),
        ("assistant", "Skipped. Final Dockerfile:\n\n```dockerfile\nFROM mcr.microsoft.com/dotnet/sdk:8.0 AS build\n"
                      "WORKDIR /src\nCOPY global.json ./\nCOPY src/Dispatch.Core/Dispatch.Core.csproj "
                      "src/Dispatch.Core/\nCOPY src/Dispatch.Worker/Dispatch.Worker.csproj src/Dispatch.Worker/\n"
                      "RUN dotnet restore src/Dispatch.Worker/Dispatch.Worker.csproj\nCOPY . .\nRUN dotnet "
                      "publish src/Dispatch.Worker -c Release -o /app --no-restore\n\nFROM "
                      "mcr.microsoft.com/dotnet/runtime:8.0 AS final\nWORKDIR /app\nENV DOTNET_ENVIRONMENT="
                      "Production\nCOPY --from=build /app .\nUSER app\nENTRYPOINT [\"dotnet\", "
                      "\"Dispatch.Worker.dll\"]\n```"),
        ("user", "```\ndocker build -t cabline-dispatch:dev .\n```\nthat's the build command for the readme.\n"
                 "image tags are always cabline-dispatch:<git short sha> in the registry, never latest, remember "
                 "that"),
        ("assistant", "Will do — registry tags are `cabline-dispatch:<git short sha>`, never `latest`. I'll "
                      "add the build command to the README."),
        ("tool", "Edit", {"file_path": "/home/dmitri/src/cabline/README.md"},
         "The file /home/dmitri/src/cabline/README.md has been updated."),
        ("user", "thx"),
    ],
    "facts": [
        F("runtime-image", "The worker runs on the Debian-based mcr.microsoft.com/dotnet/runtime:8.0 image, not "
          "alpine, after a week of ICU/timezone problems with alpine on the billing service.", "decision",
          "user", ["runtime:8.0", "alpine"]),
        F("restore-fix", "Docker restore failed because only the worker csproj was copied while the solution "
          "referenced Dispatch.Core.csproj; fixed by copying both and restoring the worker project.", "bugfix",
          "assistant", ["Dispatch.Core.csproj", "restore"]),
        F("nonroot", "The final image runs as the non-root app user (USER app).", "config", "assistant",
          ["USER app"]),
        F("dockerignore", "A .dockerignore excludes **/bin/, **/obj/ and .git/ from the build context "
          "(image went from 412MB to 231MB).", "config", "assistant", [".dockerignore"]),
        F("tags", "Registry image tags are cabline-dispatch:<git short sha>, never latest.", "rule", "user",
          ["short sha", "latest"], True),
    ],
    "optional": [
        {"id": "sdk", "text": "SDK 8.0.403 pinned in global.json.", "key_terms": ["8.0.403"]},
        {"id": "env", "text": "DOTNET_ENVIRONMENT=Production set in the Dockerfile.",
         "key_terms": ["DOTNET_ENVIRONMENT"]},
        {"id": "no-health", "text": "No healthcheck for now.", "key_terms": ["healthcheck"]},
    ],
    "questions": [
        Q("Which base image does the dispatch worker run on?", "mcr.microsoft.com/dotnet/runtime:8.0 debian, "
          "not alpine", ["runtime-image"]),
        Q("Why not alpine?", "ICU timezone problems on billing service", ["runtime-image"]),
        Q("How are images tagged?", "cabline-dispatch git short sha, never latest", ["tags"]),
        Q("Why did the first docker build fail?", "Dispatch.Core.csproj not copied before restore",
          ["restore-fix"]),
    ],
}

R_INSTALL_FAIL = """* installing *source* package 'sf' ...
** package 'sf' successfully unpacked and MD5 sums checked
** using staged installation
configure: CC: gcc
configure: CXX: g++ -std=gnu++17
checking for gdal-config... no
no
configure: error: gdal-config not found or not executable.
ERROR: configuration failed for package 'sf'
* removing '/home/fen/R/x86_64-pc-linux-gnu-library/4.4/sf'
Warning message:
In install.packages("sf") :
  installation of package 'sf' had non-zero exit status"""

HEDGEHOG = {
    "id": "h18-cc-hedgehog-abandon",
    "project": "/home/fen/r/hogcount",
    "start": datetime(2026, 3, 10, 14, 10),
    "about": "R package for hedgehog surveys: scaffolding starts, sf install fails on missing GDAL, the "
             "person gives up for the day; one naming convention survives",
    "steps": [
        ("user", "let's start the hogcount package. usethis::create_package is done. first I want sf for the "
                 "garden-survey coordinates"),
        ("assistant", "Sure. One naming point before we write functions: do you want a prefix on exported "
                      "functions (like `hog_read_survey()`) or plain names?"),
        ("user", "prefix hog_ for every exported function, like stringr does str_. ok install sf"),
        ("tool", "Bash", {"command": "Rscript -e 'install.packages(\"sf\")'"}, R_INSTALL_FAIL),
        ("assistant", "`sf` is building from source and needs the GDAL system libraries; `gdal-config` isn't "
                      "installed. On Debian/Ubuntu that's `sudo apt install libgdal-dev libgeos-dev "
                      "libproj-dev`. Want me to run it?"),
        ("user", "ugh no sudo on this laptop, IT has to do it. forget it for today, I'll ask them monday"),
        ("assistant", "Okay — we'll pick it up once GDAL is installed."),
    ],
    "facts": [
        F("prefix", "Every exported hogcount function gets the hog_ prefix.", "convention", "user", ["hog_"]),
    ],
    "optional": [
        {"id": "gdal", "text": "sf needs libgdal-dev (gdal-config) installed; no sudo on the laptop.",
         "key_terms": ["gdal"]},
    ],
    "questions": [
        Q("How are exported functions named?", "hog_ prefix", ["prefix"]),
        Q("Why isn't sf installed?", "GDAL gdal-config missing, needs IT sudo", []),
    ],
}

SESSIONS = [TAXI, HEDGEHOG]
