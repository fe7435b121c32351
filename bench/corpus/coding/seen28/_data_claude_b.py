"""h28 Claude Code sessions, part b: questions about JUCE internals for the Sundial plug-in, a shader error wall after
the Harbor Lights (Unity, URP) upgrade to Unity 6, and a Steam build of Harbor Lights that crashed on the Deck."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

SUNDIAL = "/Users/marta/audio/sundial-verb"
HARBOR = "/Users/dmitri/Unity/HarborLights"

SESSIONS = [
    {
        "id": "h28-cc-sundial-questions",
        "project": SUNDIAL,
        "start": datetime(2026, 11, 7, 11, 20),
        "about": "only questions about how JUCE works (which thread writes a parameter through a SliderAttachment, "
                 "SmoothedValue linear vs multiplicative, setLatencySamples and plug-in delay compensation, why hosts "
                 "call prepareToPlay twice, oversampling latency); nothing is decided or changed",
        "steps": [
            ("user", "a few JUCE questions, no code today. when a slider is attached to a parameter with "
                     "AudioProcessorValueTreeState::SliderAttachment, which thread actually writes the parameter "
                     "value? and can processBlock see half a value?"),
            ("assistant", "The attachment writes on the **message thread**: when the slider moves, it calls "
                          "`setValueNotifyingHost` on the parameter, which stores the new value and tells the host. "
                          "The host's automation, on the other hand, may write from any thread, often the audio "
                          "thread itself.\n\n"
                          "Half a value can't happen: the APVTS parameters keep their value in a "
                          "`std::atomic<float>`, and `getRawParameterValue()` hands you a pointer to that atomic. "
                          "Reading it once per block in processBlock is safe and lock-free. What you *can* see is a "
                          "jump between two blocks, which is what smoothing is for."),
            ("user", "right, smoothing. SmoothedValue has Linear and Multiplicative. when do I use which?"),
            ("assistant", "- **Linear** ramps by equal steps: right for parameters that are heard linearly, like a "
                          "dry/wet mix or a pan position.\n"
                          "- **Multiplicative** ramps by equal *ratios*, so it moves evenly on a log scale: right for "
                          "frequencies and for gains expressed as a linear factor, where a linear ramp from 0.01 to 1 "
                          "would spend almost all its time in the loud part. It can't ramp to or from 0, so gains "
                          "that can hit silence need a floor or a linear ramp.\n\n"
                          "Either way you call `reset(sampleRate, rampSeconds)` in prepareToPlay and "
                          "`getNextValue()` per sample, or `skip(n)` when a whole block is silent."),
            bash("rg -n 'setLatencySamples|getLatencySamples' Source/",
                 "Source/PluginProcessor.cpp:88:    setLatencySamples (0);\n"),
            ("user", "we report 0 latency right now. what does setLatencySamples actually do on the host side?"),
            ("assistant", "It feeds the host's **plugin delay compensation** (PDC). If a plugin says it adds N "
                          "samples of latency, the host delays every other track by N samples (or plays this track N "
                          "samples early), so everything lines up again at the mix bus. Reporting 0 is correct as "
                          "long as the output of a sample doesn't depend on input that arrives later. A lookahead "
                          "limiter, linear-phase filters or FFT processing would add latency you'd have to report. "
                          "Hosts read the value around prepareToPlay; if it changes later, call setLatencySamples "
                          "again and most hosts pick it up, some only after a stop and restart of playback."),
            ("user", "why does Reaper call prepareToPlay twice when I open a project? I saw it in the log"),
            ("assistant", "Hosts call prepareToPlay whenever the sample rate or the maximum block size might have "
                          "changed, and many do it defensively: once when the plugin is instantiated with default "
                          "settings, again when the project's real sample rate and the audio device's block size are "
                          "known. Reaper also re-prepares when the device restarts. So prepareToPlay has to be "
                          "idempotent: it may allocate and reset state, but calling it twice in a row must leave the "
                          "plugin in the same state as calling it once. And the block size you get there is a "
                          "maximum: processBlock can still receive smaller, even odd-sized, blocks."),
            ("user", "last one: if I wrapped the saturation stage in juce::dsp::Oversampling at 4x, would that change "
                     "the latency?"),
            ("assistant", "Yes. The up- and down-sampling filters delay the signal. With the polyphase IIR filters the "
                          "delay is small but not an integer number of samples; with the FIR equiripple filters it's "
                          "larger and linear-phase. `Oversampling::getLatencyInSamples()` gives you the figure, and "
                          "you'd add it to whatever you report through setLatencySamples (rounded, and with a small "
                          "delay line for the dry path if you mix dry and wet, or the two would comb-filter). The CPU "
                          "cost of the saturation stage also goes up by about 4x, since it runs on four times as many "
                          "samples."),
            ("user", "makes sense. thanks, that's what I needed"),
        ],
        "facts": [],
        "optional": [],
        "questions": [],
    },
    {
        "id": "h28-cc-harbor-shader-wall",
        "project": HARBOR,
        "start": datetime(2026, 11, 9, 11, 0),
        "about": "mostly tool output: Harbor Lights upgraded from Unity 2022.3 to Unity 6 (6000.0.26f1), URP 14 to 17, "
                 "gives a wall of shader errors from three custom HLSL shaders and the AquaFX asset; one decision: "
                 "port the three by hand, no Shader Graph (Gerstner waves, tessellation), AquaFX removed; near-miss "
                 "'I can't remember which shader that was'",
        "steps": [
            ("user", "upgraded Harbor Lights from 2022.3 to Unity 6 (6000.0.26f1) this morning, URP 14 to 17. the "
                     "console is a wall of shader errors. can you make sense of it? I can't remember which shader "
                     "that was that we copied out of the asset store water pack back in spring, one of ours started "
                     "as a copy"),
            bash("grep -E '^Shader error' ~/Library/Logs/Unity/Editor.log | sed -E 's/ at line [0-9]+.*//' | sort "
                 "| uniq -c | sort -rn",
                 "  48 Shader error in 'Harbor/Water': undeclared identifier 'GetMainLightShadowParams'\n"
                 "  48 Shader error in 'Harbor/Water': Couldn't open include file "
                 "'Packages/com.unity.render-pipelines.universal/ShaderLibrary/Shadows.deprecated.hlsl'\n"
                 "  32 Shader error in 'Harbor/Water': undeclared identifier 'SampleSceneDepth_Legacy'\n"
                 "  24 Shader error in 'Harbor/FoamDecal': undeclared identifier '_CameraDepthTexture_TexelSize'\n"
                 "  24 Shader error in 'Harbor/FoamDecal': redefinition of '_CameraOpaqueTexture'\n"
                 "  16 Shader error in 'Harbor/LighthouseBeam': invalid subscript 'shadowCoord'\n"
                 "  16 Shader error in 'Harbor/LighthouseBeam': undeclared identifier 'TransformWorldToShadowCoord'\n"
                 "  12 Shader error in 'AquaFX/Ocean Surface': undeclared identifier 'UNITY_LIGHTMODEL_AMBIENT'\n"
                 "  12 Shader error in 'AquaFX/Ocean Surface': Couldn't open include file 'AquaFXCore.cginc'\n"
                 "   8 Shader error in 'AquaFX/Caustics': unrecognized identifier 'sampler2D_float'\n"
                 "   8 Shader error in 'AquaFX/Foam': 'tex2Dlod': no matching 4 parameter intrinsic function\n"
                 "   6 Shader error in 'Harbor/Water': 'ComputeFogFactor': no matching 1 parameter function\n"
                 "   4 Shader error in 'Hidden/AquaFX/DepthBlit': 'UNITY_DECLARE_DEPTH_TEXTURE': "
                 "undeclared identifier\n"
                 "   2 Shader error in 'Harbor/Water': tessellation factor semantic 'SV_TessFactor' must be float[4]\n"
                 "   2 Shader error in 'Harbor/Water': 'UnityTessellationFactors': undeclared identifier\n"),
            bash("git log --diff-filter=A --format='%h %ad %s' --date=short -- Assets/Shaders/ Assets/ThirdParty/",
                 "a7d2c41 2026-06-02 LighthouseBeam: volumetric cone for the lighthouse\n"
                 "5e09b7f 2026-04-19 FoamDecal: shoreline foam as a URP decal\n"
                 "91f3c6d 2026-04-12 Water: own water shader, started from AquaFX Ocean Surface\n"
                 "3c1e0aa 2026-04-11 Import AquaFX water (asset store)\n"),
            bash("/Applications/Unity/Hub/Editor/6000.0.26f1/Unity.app/Contents/MacOS/Unity -batchmode -quit "
                 "-projectPath . -executeMethod Harbor.EditorTools.ShaderCheck.CompileAll -logFile - 2>/dev/null "
                 "| grep -E '^\\[ShaderCheck\\]'",
                 "[ShaderCheck] Harbor/Water            FAILED  182 errors  (vertex, hull, domain, fragment)\n"
                 "[ShaderCheck] Harbor/FoamDecal        FAILED   48 errors  (fragment)\n"
                 "[ShaderCheck] Harbor/LighthouseBeam   FAILED   32 errors  (fragment)\n"
                 "[ShaderCheck] AquaFX/Ocean Surface    FAILED   24 errors  (vertex, fragment)\n"
                 "[ShaderCheck] AquaFX/Caustics         FAILED    8 errors  (fragment)\n"
                 "[ShaderCheck] AquaFX/Foam             FAILED    8 errors  (fragment)\n"
                 "[ShaderCheck] Hidden/AquaFX/DepthBlit FAILED    4 errors  (fragment)\n"
                 "[ShaderCheck] Harbor/SailCloth        ok      (Shader Graph)\n"
                 "[ShaderCheck] Harbor/Rope             ok      (Shader Graph)\n"
                 "[ShaderCheck] 211 shaders total: 204 ok, 7 failed\n"),
            ("assistant", "It looks worse than it is. Seven shaders fail, 204 are fine (all Shader Graph and URP "
                          "shaders compile).\n\n"
                          "- The one you copied is **Harbor/Water**: commit 91f3c6d says it started from AquaFX's "
                          "Ocean Surface, imported from the asset store the day before.\n"
                          "- Our three, Harbor/Water, Harbor/FoamDecal and Harbor/LighthouseBeam, break on URP 17 "
                          "API changes: the shadow helpers moved (GetMainLightShadowParams, "
                          "TransformWorldToShadowCoord), the depth and opaque textures are now declared by URP's own "
                          "DeclareDepthTexture.hlsl and DeclareOpaqueTexture.hlsl, ComputeFogFactor takes the clip "
                          "z, and the tessellation factors come from URP's include instead of Unity's built-in "
                          "UnityTessellationFactors.\n"
                          "- The four AquaFX shaders are built-in-pipeline code (.cginc, tex2Dlod) and haven't been "
                          "updated for Unity 6.\n\n"
                          "Options: a) port our three by hand to the URP 17 includes; b) rebuild them in Shader Graph "
                          "so future URP upgrades are Unity's problem; c) wait for an AquaFX update and keep the "
                          "broken package meanwhile."),
            ("user", "a, port all three by hand. shader graph can't do the Gerstner waves with tessellation without "
                     "custom function nodes for everything, at that point it's HLSL in a worse editor. and AquaFX "
                     "goes, we only use its foam normal maps, move those to Art/Textures/Water/"),
            bash("mkdir -p Assets/Art/Textures/Water && git mv Assets/ThirdParty/AquaFX/Textures/foam_normal_*.png "
                 "Assets/Art/Textures/Water/ && git rm -rq Assets/ThirdParty/AquaFX && git status --short | head -n 6",
                 "R  Assets/ThirdParty/AquaFX/Textures/foam_normal_a.png -> Assets/Art/Textures/Water/"
                 "foam_normal_a.png\n"
                 "R  Assets/ThirdParty/AquaFX/Textures/foam_normal_b.png -> Assets/Art/Textures/Water/"
                 "foam_normal_b.png\n"
                 "D  Assets/ThirdParty/AquaFX/Shaders/OceanSurface.shader\n"
                 "D  Assets/ThirdParty/AquaFX/Shaders/Caustics.shader\n"
                 "D  Assets/ThirdParty/AquaFX/Shaders/Foam.shader\n"
                 "D  Assets/ThirdParty/AquaFX/Shaders/AquaFXCore.cginc\n"),
            tool("Edit", {"file_path": f"{HARBOR}/Assets/Shaders/Water.shader",
                          "old_string": "#include \"Packages/com.unity.render-pipelines.universal/ShaderLibrary/"
                                        "Shadows.deprecated.hlsl\"\n",
                          "new_string": "#include \"Packages/com.unity.render-pipelines.universal/ShaderLibrary/"
                                        "Shadows.hlsl\"\n"
                                        "#include \"Packages/com.unity.render-pipelines.universal/ShaderLibrary/"
                                        "DeclareDepthTexture.hlsl\"\n"
                                        "#include \"Packages/com.unity.render-pipelines.core/ShaderLibrary/"
                                        "Tessellation.hlsl\"\n"},
                 "The file has been updated."),
            bash("/Applications/Unity/Hub/Editor/6000.0.26f1/Unity.app/Contents/MacOS/Unity -batchmode -quit "
                 "-projectPath . -executeMethod Harbor.EditorTools.ShaderCheck.CompileAll -logFile - 2>/dev/null "
                 "| grep -E '^\\[ShaderCheck\\]|warning'",
                 "Shader warning in 'Harbor/Water': implicit truncation of vector type at line 212 (on metal)\n"
                 "Shader warning in 'Harbor/Water': implicit truncation of vector type at line 219 (on metal)\n"
                 "Shader warning in 'Harbor/LighthouseBeam': floating point division by zero at line 88 (on d3d11)\n"
                 "[ShaderCheck] Harbor/Water            ok      (vertex, hull, domain, fragment)\n"
                 "[ShaderCheck] Harbor/FoamDecal        ok      (fragment)\n"
                 "[ShaderCheck] Harbor/LighthouseBeam   ok      (fragment)\n"
                 "[ShaderCheck] 207 shaders total: 207 ok, 0 failed\n"),
            bash("python3 Tools/screenshot_diff.py --scene Harbour --baseline Screenshots/2022.3/harbour_dusk.png",
                 "captured Screenshots/6000.0/harbour_dusk.png (2560x1440)\n"
                 "max channel diff: 2/255   pixels over 1/255: 0.04%\n"),
            ("assistant", "All 207 shaders compile. Three warnings are left: two implicit truncations in Water "
                          "(float4 into float3, harmless) and a possible division by zero in LighthouseBeam where "
                          "the cone length can be 0 in the editor; I'll guard that one. The Harbour scene at dusk "
                          "matches the 2022.3 screenshot within 2/255 per channel."),
        ],
        "facts": [
            fact("shader-port", "Harbor Lights' custom HLSL shaders (Water, FoamDecal, LighthouseBeam) are ported by "
                                "hand to the URP 17 includes; Shader Graph rejected because the Gerstner waves with "
                                "tessellation would need custom function nodes for everything.",
                 "decision", "user", ["Shader Graph", ["Gerstner", "tessellation"]]),
        ],
        "optional": [
            opt("unity6", "Harbor Lights is on Unity 6 (6000.0.26f1) with URP 17.", ["6000.0.26f1"]),
            opt("aquafx", "The AquaFX asset store package was removed; its foam normal maps moved to "
                          "Assets/Art/Textures/Water/.",
                ["AquaFX"]),
        ],
        "questions": [
            q("Why weren't the Harbor Lights water shaders rebuilt in Shader Graph?",
              "the Gerstner waves with tessellation would need custom function nodes for everything",
              ["shader-port"]),
            q("How were the Harbor Lights shaders brought to URP 17?", "ported by hand, all three", ["shader-port"]),
        ],
    },
    {
        "id": "h28-cc-harbor-deck-crash",
        "project": HARBOR,
        "start": datetime(2026, 11, 12, 9, 20),
        "about": "Harbor Lights 0.7.2 on Steam crashes when loading a save, only on Steam Deck; terse answers to "
                 "numbered questions; first theory (IL2CPP stripping raised to High) wrong; real cause the reader "
                 "using Saves/ and the writer saves/ on the case-sensitive Linux file system; agent runs git clean and "
                 "wipes Library/ and archived builds, the person makes a remember rule; Steam beta branch rule; "
                 "near-miss 'never again will I crunch like that'",
        "steps": [
            ("user", "0.7.2 went out on Steam yesterday and the reviews are brutal: the game crashes when you load a "
                     "save. two nights of crunch for that patch, never again will I crunch like that. players posted "
                     "their Player.log files, I put three in /tmp/logs"),
            ("assistant", "Before I dig in:\n"
                          "1. Which platforms do the reports come from: Windows, Linux desktop, Steam Deck?\n"
                          "2. Do only saves from 0.7.1 crash, or new saves made in 0.7.2 too?\n"
                          "3. Did 0.7.2 go out on the default branch directly, or through the beta branch first?"),
            ("user", "1 only on Steam Deck. 2 both. 3 default directly, don't judge"),
            bash("git diff --stat v0.7.1 v0.7.2 -- ProjectSettings Assets/Scripts/Save",
                 " Assets/Scripts/Save/SaveReader.cs          | 64 ++++++++++++------\n"
                 " Assets/Scripts/Save/SaveSystem.cs          | 22 +++---\n"
                 " Assets/Scripts/Save/SaveWriter.cs          | 18 ++---\n"
                 " ProjectSettings/ProjectSettings.asset      |  2 +-\n"
                 " 4 files changed, 63 insertions(+), 43 deletions(-)\n"),
            bash("git diff v0.7.1 v0.7.2 -- ProjectSettings/ProjectSettings.asset | grep -E '^[-+] '",
                 "-  managedStrippingLevel: {Standalone: 1}\n"
                 "+  managedStrippingLevel: {Standalone: 3}\n"),
            ("assistant", "My first suspect: 0.7.2 raised IL2CPP managed stripping from Low to High. At High the "
                          "linker removes types that are only reached through reflection, and the JSON deserializer "
                          "builds SaveData by reflection, so a stripped type would make every load throw. That would "
                          "hit Windows too, though, unless the Linux build is stripped differently. Let me check the "
                          "logs before believing it."),
            bash("grep -h -B1 -A4 -E 'Exception|\\[SaveSystem\\]' /tmp/logs/*.log | head -n 16",
                 "[SaveSystem] wrote /home/deck/.config/unity3d/Tidewater/HarborLights/saves/slot_1.json "
                 "(182 KB)\n"
                 "--\n"
                 "[SaveSystem] load slot 1 failed: DirectoryNotFoundException: Could not find a part of the path "
                 "\"/home/deck/.config/unity3d/Tidewater/HarborLights/Saves/slot_1.json\".\n"
                 "NullReferenceException: Object reference not set to an instance of an object\n"
                 "  at Harbor.World.WorldLoader.Apply (Harbor.Save.SaveData data) [0x00000] in <00000000000000000000"
                 "000000000000>:0\n"
                 "  at Harbor.UI.LoadMenu.OnSlotChosen (System.Int32 slot) [0x00000] in <00000000000000000000000000"
                 "000000>:0\n"),
            bash("rg -n 'persistentDataPath' Assets/Scripts/Save/",
                 "Assets/Scripts/Save/SaveReader.cs:22:            var path = Path.Combine(Application."
                 "persistentDataPath, \"Saves\", $\"slot_{slot}.json\");\n"
                 "Assets/Scripts/Save/SaveWriter.cs:18:            var dir = Path.Combine(Application."
                 "persistentDataPath, \"saves\");\n"),
            ("assistant", "Not stripping: there's no MissingMethodException or missing-type error, the deserializer "
                          "never even runs. The 0.7.2 refactor left the reader looking in `Saves/` while the writer "
                          "writes to `saves/`. On Windows the file system is case-insensitive, so both are the same "
                          "folder. The Deck runs our native Linux build, and the Linux file system is case-sensitive: "
                          "`Saves/slot_1.json` doesn't exist, the reader returns null, and `WorldLoader.Apply` "
                          "dereferences it. Old and new saves both live in `saves/`, which is why both crash.\n\n"
                          "Fix:\n"
                          "- one constant, `SaveSystem.SaveDir = \"saves\"`, used by reader and writer;\n"
                          "- the load menu shows 'this save couldn't be read' instead of passing null on;\n"
                          "- a Linux CI job that runs the save round-trip EditMode test, so a path mix-up like this "
                          "fails before a release."),
            ("user", "yes, all three. and make a clean build, I don't trust the incremental build after this week"),
            bash("git clean -xfd && ls",
                 "Removing Builds/\nRemoving Library/\nRemoving Logs/\nRemoving Temp/\nRemoving UserSettings/\n"
                 "Removing obj/\n"
                 "Assets  Packages  ProjectSettings  Tools  README.md\n"),
            ("user", "wait, WHAT. Builds/ had the archived 0.6 and 0.7 builds I use for bisecting, and Library means "
                     "a 40 minute reimport. ok. deep breath. remember this and I mean it: never run git clean in this "
                     "repo, with any flags. if you want a clean build you delete Builds/Current/ and nothing else"),
            ("assistant", "I'm sorry, that was far too broad for what you asked. Library/ will rebuild on the next "
                          "import. The archived builds are all on Steam: I can pull 0.6.4, 0.7.0 and 0.7.1 back down "
                          "with steamcmd's download_depot into Builds/Archive/ if you want them for bisecting. From "
                          "now on a clean build here means deleting Builds/Current/ only, never git clean."),
            ("user", "yes, pull 0.7.1 and 0.6.4 back, linux depot only. 0.7.0 I never needed"),
            bash("for b in 15890412 15512077; do steamcmd +login \"$STEAM_BUILD_USER\" +download_depot 2791340 "
                 "2791341 $(python3 Tools/steam/manifest_for_build.py $b) +quit | tail -n 1; done && mkdir -p "
                 "Builds/Archive && mv ~/Steam/steamapps/content/app_2791340/depot_2791341 Builds/Archive/linux && "
                 "ls Builds/Archive/linux",
                 "Depot download complete : \"~/Steam/steamapps/content/app_2791340/depot_2791341\" "
                 "(manifest 4471902380121934551)\n"
                 "Depot download complete : \"~/Steam/steamapps/content/app_2791340/depot_2791341\" "
                 "(manifest 7730158811402277460)\n"
                 "0.6.4  0.7.1\n"),
            ("assistant", "0.6.4 and 0.7.1 (Linux depot) are back in Builds/Archive/linux/. Library/ is "
                          "reimporting in the background; I'll run the tests once it's done."),
            bash("/Applications/Unity/Hub/Editor/6000.0.26f1/Unity.app/Contents/MacOS/Unity -batchmode -quit "
                 "-projectPath . -runTests -testPlatform EditMode -testResults /tmp/editmode.xml -logFile /dev/null; "
                 "python3 Tools/summarize_tests.py /tmp/editmode.xml && Tools/ci/build.sh linux64 0.7.3 | tail -n 2",
                 "EditMode: 48 passed, 0 failed (SaveRoundTrip.LinuxCaseSensitivePaths passed)\n"
                 "Build succeeded: Builds/Current/linux64/HarborLights.x86_64 (0.7.3)\n"
                 "Build succeeded: Builds/Current/win64/HarborLights.exe (0.7.3)\n"),
            ("assistant", "0.7.3 builds for Linux and Windows, all 48 EditMode tests pass including the new "
                          "case-sensitive round trip. Shall I upload it with steamcmd and set it live on default?"),
            ("user", "no. new rule after this week: every build goes to the beta branch first, one of us plays it on "
                     "a Steam Deck for a day, and only then it gets set live on default. 0.7.3 goes to beta now, "
                     "I'll play it on my Deck tonight"),
            bash("steamcmd +login \"$STEAM_BUILD_USER\" +run_app_build \"$PWD/Tools/steam/app_build_beta.vdf\" +quit "
                 "| tail -n 3",
                 "Uploaded 412.6 MB of 1.9 GB (depot 2791341, 2791342)\n"
                 "Successfully finished AppID 2791340 build (BuildID 16223981).\n"
                 "Build 16223981 set live on branch 'beta'.\n"),
            ("assistant", "0.7.3 (BuildID 16223981) is live on the beta branch only; default still serves 0.7.2 "
                          "until you've played it on the Deck."),
        ],
        "facts": [
            fact("save-path-bug", "Harbor Lights 0.7.2 crashed on Steam Deck when loading a save: the reader looked "
                                  "in Saves/ and the writer wrote to saves/, and the Linux build's file system is "
                                  "case-sensitive; fixed with one SaveSystem.SaveDir constant. Not IL2CPP stripping.",
                 "bugfix", "assistant", ["case-sensitive", ["SaveDir", "Saves/"]]),
            fact("linux-ci", "A Linux CI job runs the save round-trip EditMode test so path mix-ups fail before a "
                             "release.",
                 "decision", "assistant", ["round-trip", "Linux"]),
            fact("no-git-clean", "Never run git clean in the Harbor Lights repo, with any flags; for a clean build "
                                 "delete Builds/Current/ and nothing else.",
                 "rule", "user", ["git clean", "Builds/Current"], remember=True),
            fact("beta-first", "Every Harbor Lights build goes to the Steam beta branch first and is played on a "
                               "Steam Deck for a day before it is set live on default.",
                 "rule", "user", ["beta", "Steam Deck"]),
        ],
        "optional": [
            opt("hotfix", "The fix shipped as 0.7.3 (BuildID 16223981), on the beta branch first.", ["0.7.3"]),
            opt("stripping", "0.7.2 raised IL2CPP managed stripping from Low to High; it was not the cause.",
                ["stripping"]),
        ],
        "questions": [
            q("Why did Harbor Lights 0.7.2 crash on the Steam Deck?",
              "the reader looked in Saves/ and the writer wrote to saves/, and the Linux file system is "
              "case-sensitive", ["save-path-bug"]),
            q("Where does a new Harbor Lights build go before it is set live on default?",
              "the beta branch, played on a Steam Deck for a day", ["beta-first"]),
            q("How do you make a clean build of Harbor Lights?", "delete Builds/Current/ and nothing else, never git "
              "clean", ["no-git-clean"]),
        ],
    },
]
