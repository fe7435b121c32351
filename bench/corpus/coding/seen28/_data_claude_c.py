"""h28 Claude Code sessions, part c: sprite atlases for the pipsqueak web game (Phaser 3), banding in loomwork's print
renders (Rust, wgpu, WGSL), and playtest notes plus a physics library for the bramble prototype (Bevy)."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

PIPSQUEAK = "/home/lea/web/pipsqueak"
LOOMWORK = "/home/sol/art/loomwork"
BRAMBLE = "/home/kenji/dev/bramble"

SESSIONS = [
    {
        "id": "h28-cc-pipsqueak-atlases",
        "project": PIPSQUEAK,
        "start": datetime(2026, 11, 6, 15, 45),
        "about": "pipsqueak (Phaser 3, TypeScript) loads 142 PNGs on mobile; the assistant proposes five changes, the "
                 "person accepts atlases, OGG/M4A and per-scene loading, changes WebP quality 75 to 85, rejects a "
                 "service worker (players stuck on old versions); texture budget 96 MB per scene; remember request "
                 "inside a bullet list of instructions (frame names via keys.ts); near-miss 'the art team always "
                 "exports at 2x, that's their thing, not ours'",
        "steps": [
            ("user", "pipsqueak takes 11 seconds to load on my phone over 4G. it loads 142 separate pngs. the source "
                     "files are huge because the art team always exports at 2x, that's their thing, not ours. can "
                     "you look at it and propose a plan?"),
            bash("find public/assets -name '*.png' | wc -l && du -sh public/assets public/assets/audio && "
                 "rg -c 'this\\.load\\.(image|audio)' src/scenes/Preload.ts",
                 "142\n38M\tpublic/assets\n14M\tpublic/assets/audio\n157\n"),
            bash("npx playwright test e2e/load.spec.ts --project=moto-g8-fast4g --reporter=line 2>&1 | tail -n 3",
                 "requests: 171  transferred: 38.4 MB  first frame: 10.9 s\n"
                 "largest: audio/music_forest.wav 6.2 MB, audio/music_caves.wav 5.8 MB\n"
                 "1 passed (41.2s)\n"),
            ("assistant", "Everything is loaded up front in Preload, one request per file, and the music is WAV. "
                          "Proposal:\n\n"
                          "1. Pack the sprites into one atlas per group (ui, characters, forest, caves, boss) with "
                          "free-tex-packer-cli at build time, scaled by 0.5 since the sources are 2x, pages at most "
                          "2048x2048.\n"
                          "2. Ship the atlas pages as WebP at quality 75, with a PNG fallback for old Safari.\n"
                          "3. Convert the music from WAV to OGG, with M4A for Safari.\n"
                          "4. Load only what the current scene needs: Preload loads ui and characters, each level "
                          "scene loads its own atlas in preload().\n"
                          "5. Add a service worker that caches all assets, for offline play and faster second "
                          "visits."),
            ("user", "1 yes. 2 yes, but quality 85, at 75 the outlines smear. and drop the png fallback, safari has "
                     "had webp for years. 3 yes. 4 yes. 5 no: the last game had a service worker and players on itch "
                     "and on the portals got stuck on old versions after every update. also, the texture budget is "
                     "96 MB per scene on mobile, check your numbers against that"),
            ("assistant", "Budget check, counting GPU memory (a 2048x2048 RGBA page is 16 MB once decoded, whatever "
                          "the WebP size on disk): ui 1 page, characters 2, forest 2, caves 2, boss 1. The forest "
                          "scene holds ui + characters + forest = 5 pages = 80 MB, caves the same, the boss scene 4 "
                          "pages = 64 MB. Every scene stays under 96 MB, as long as a level scene unloads the previous "
                          "level's atlas, which I'll do in its shutdown handler."),
            ("user", "ok. a few things for how we set this up:\n"
                     "- generated atlases go to public/assets/atlases/<group>.json and <group>.webp, nobody edits "
                     "anything in public/ by hand\n"
                     "- source sprites stay in art/sprites/<group>/<name>.png, that's the only place where sprites "
                     "get edited\n"
                     "- remember this one for the next sessions: frame names in an atlas are <group>/<name> without "
                     "the extension, and code never types a frame name as a string, it only uses the keys in "
                     "src/assets/keys.ts\n"
                     "- the packer runs as part of npm run build, not as a git hook"),
            tool("Write", {"file_path": f"{PIPSQUEAK}/scripts/pack-atlases.mjs",
                           "content": "import { packAsync } from 'free-tex-packer-core';\n"
                                      "// art/sprites/<group>/<name>.png -> public/assets/atlases/<group>.{json,webp}\n"
                                      "const GROUPS = ['ui', 'characters', 'forest', 'caves', 'boss'];\n"
                                      "const OPTIONS = { scale: 0.5, width: 2048, height: 2048, "
                                      "exporter: 'Phaser3', textureFormat: 'webp', webpQuality: 85, "
                                      "removeFileExtension: true, prependFolderName: true };\n"},
                 f"File created successfully at: {PIPSQUEAK}/scripts/pack-atlases.mjs"),
            tool("Edit", {"file_path": f"{PIPSQUEAK}/package.json",
                          "old_string": "\"build\": \"tsc && vite build\",",
                          "new_string": "\"build\": \"node scripts/pack-atlases.mjs && node scripts/encode-audio.mjs "
                                        "&& tsc && vite build\","},
                 "The file has been updated."),
            bash("npm run build 2>&1 | grep -E 'atlas|audio|built in'",
                 "atlas ui: 1 page, 38 frames, 612 KB\n"
                 "atlas characters: 2 pages, 41 frames, 1.9 MB\n"
                 "atlas forest: 2 pages, 27 frames, 1.4 MB\n"
                 "atlas caves: 2 pages, 24 frames, 1.3 MB\n"
                 "atlas boss: 1 page, 12 frames, 702 KB\n"
                 "audio: 9 tracks -> ogg + m4a, 14.0 MB -> 2.6 MB\n"
                 "built in 6.81s\n"),
            bash("rg -n \"'[a-z]+/[a-z0-9_]+'\" src/ --glob '!src/assets/keys.ts' | head -n 3; "
                 "npx playwright test e2e/load.spec.ts --project=moto-g8-fast4g --reporter=line 2>&1 | tail -n 3",
                 "requests: 19  transferred: 5.2 MB  first frame: 2.9 s\n"
                 "largest: atlases/characters-0.webp 1.1 MB\n"
                 "1 passed (18.7s)\n"),
            ("assistant", "First frame on the Moto G8 profile went from 10.9 s to 2.9 s: 19 requests and 5.2 MB "
                          "instead of 171 and 38.4 MB. No frame name appears as a string literal outside "
                          "src/assets/keys.ts."),
            ("user", "commit"),
            bash("git add -A && git commit -qm 'build: per-group webp atlases, ogg/m4a music, per-scene loading' && "
                 "git log -1 --oneline",
                 "8c4d1f0 build: per-group webp atlases, ogg/m4a music, per-scene loading\n"),
        ],
        "facts": [
            fact("atlases", "pipsqueak packs sprites into one atlas per group (ui, characters, forest, caves, boss) "
                            "with free-tex-packer-cli at build time, pages at most 2048x2048.",
                 "decision", "assistant", ["free-tex-packer", "atlas"]),
            fact("webp-85", "Atlas pages are WebP at quality 85 (not 75, the outlines smear), no PNG fallback.",
                 "config", "user", ["WebP", "85"]),
            fact("no-service-worker", "No service worker in pipsqueak: in the last game players on itch and the "
                                      "portals got stuck on old versions after updates.",
                 "decision", "user", ["service worker", ["stuck", "old versions"]]),
            fact("texture-budget", "pipsqueak's texture budget is 96 MB per scene on mobile; level scenes load their "
                                   "own atlas and unload the previous one.",
                 "config", "user", ["96 MB", ["texture", "per scene"]]),
            fact("asset-layout", "Generated atlases go to public/assets/atlases/<group>.json and <group>.webp "
                                 "(nothing in public/ is edited by hand); source sprites live in "
                                 "art/sprites/<group>/<name>.png, the only place sprites are edited.",
                 "convention", "user", ["art/sprites", "public/assets/atlases"]),
            fact("frame-keys", "Atlas frame names are <group>/<name> without the extension, and code never types a "
                               "frame name as a string: it only uses the keys in src/assets/keys.ts.",
                 "convention", "user", ["keys.ts", ["<group>/<name>", "frame name"]], remember=True),
        ],
        "optional": [
            opt("audio", "Music is shipped as OGG with M4A for Safari instead of WAV.", ["M4A"]),
            opt("packer-in-build", "The atlas packer runs as part of npm run build, not as a git hook.",
                ["npm run build"]),
        ],
        "questions": [
            q("What WebP quality do pipsqueak's atlases use?", "85; at 75 the outlines smear", ["webp-85"]),
            q("Why doesn't pipsqueak use a service worker?",
              "players on itch and on the portals got stuck on old versions after every update",
              ["no-service-worker"]),
            q("How does pipsqueak code refer to atlas frames?", "only through the keys in src/assets/keys.ts",
              ["frame-keys"]),
            q("What is pipsqueak's texture budget on mobile?", "96 MB per scene", ["texture-budget"]),
        ],
    },
    {
        "id": "h28-cc-loomwork-banding",
        "project": LOOMWORK,
        "start": datetime(2026, 11, 13, 22, 10),
        "about": "loomwork generative-art tool (Rust, wgpu 23, WGSL): banding in printed flow fields; accumulation "
                 "moved to Rgba16Float; 16-bit PNG export chosen and then reversed to 8-bit PNG with blue-noise "
                 "dithering after the print shop's answer; 'what if we tried Vulkan directly?' dropped; live-coding "
                 "mode deferred; remember request with no punctuation (print canvas 7016 x 9933); render naming; "
                 "near-miss 'note to self: buy more coffee'",
        "steps": [
            ("user", "the flow-field prints from loomwork have visible banding in the dark gradients, the print shop "
                     "sent me a photo. on screen you barely see it. also, random thought: what if we tried Vulkan "
                     "directly instead of wgpu? ash or vulkano, more control"),
            bash("rg -n 'TextureFormat::|ColorType::' src/ && cargo tree -i wgpu --depth 0",
                 "src/render/accum.rs:22:            format: wgpu::TextureFormat::Rgba8UnormSrgb,\n"
                 "src/render/present.rs:17:            format: surface_caps.formats[0],\n"
                 "src/export.rs:31:    image::save_buffer(&path, &pixels, w, h, image::ColorType::Rgba8)?;\n"
                 "wgpu v23.0.1\n"),
            ("assistant", "The banding comes from the accumulation target. A flow field is 40,000 additive strokes "
                          "with low alpha, and they all land in an Rgba8UnormSrgb texture: each stroke adds a fraction "
                          "of one 1/255 step, which rounds to 0 or 1 step, so the dark gradients quantise into bands. "
                          "On screen the monitor's own dithering hides it, the print doesn't. Fix: accumulate in "
                          "Rgba16Float, tonemap at the end, and quantise only once, when exporting.\n\n"
                          "Vulkan through ash: you'd write a few thousand lines of what wgpu already does, lose Metal "
                          "on your MacBook, and none of it would help with the banding. I'd stay on wgpu."),
            ("user", "yeah ok, forget vulkan. rgba16float for the accumulation. and export 16-bit PNG then, no "
                     "quantising at all"),
            tool("Edit", {"file_path": f"{LOOMWORK}/src/render/accum.rs",
                          "old_string": "            format: wgpu::TextureFormat::Rgba8UnormSrgb,\n",
                          "new_string": "            format: wgpu::TextureFormat::Rgba16Float,\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LOOMWORK}/src/export.rs",
                          "old_string": "    image::save_buffer(&path, &pixels, w, h, image::ColorType::Rgba8)?;\n",
                          "new_string": "    let pixels16: Vec<u16> = tonemapped.iter().map(|&v| (v.clamp(0.0, 1.0) "
                                        "* 65535.0).round() as u16).collect();\n"
                                        "    image::save_buffer(&path, bytemuck::cast_slice(&pixels16), w, h, "
                                        "image::ColorType::Rgba16)?;\n"},
                 "The file has been updated."),
            bash("cargo run --release -q -- render sketches/flow_07.toml --seed 4411 && python3 tools/bandcheck.py "
                 "out/2026-11-13/flow_07-4411.png --region dark",
                 "render 3508x4961, 40000 strokes, 2.8 s\n"
                 "wrote out/2026-11-13/flow_07-4411.png (16-bit, 98.3 MB) + flow_07-4411.toml\n"
                 "longest run of equal values in dark gradient rows: 2 px (8-bit accumulation: 41 px)\n"),
            ("assistant", "The 16-bit export has no bands left: the longest flat run in the dark gradient is 2 px, "
                          "it was 41 px with 8-bit accumulation."),
            ("user", "note to self: buy more coffee. ok so I called the print shop. their RIP converts everything to "
                     "8 bit anyway and 16-bit PNGs sometimes make it choke. so scrap the 16-bit export: 8-bit PNG, "
                     "but dithered with blue noise when we quantise, that's what they told me prints best"),
            ("assistant", "Makes sense: the banding is fixed by the float accumulation, and dithering takes care of "
                          "the one quantisation step at export. I'll add a 64x64 tiling blue-noise texture (from "
                          "tools/noise/), read it with a different offset per channel, and add (noise - 0.5) / 255 "
                          "before rounding to 8 bits. Blue noise rather than white noise because its energy is in "
                          "the high frequencies, so the grain is much less visible in print."),
            tool("Edit", {"file_path": f"{LOOMWORK}/src/export.rs",
                          "old_string": "    let pixels16: Vec<u16> = tonemapped.iter().map(|&v| (v.clamp(0.0, 1.0) "
                                        "* 65535.0).round() as u16).collect();\n",
                          "new_string": "    let pixels = dither::blue_noise_quantize(&tonemapped, w, h, "
                                        "&BLUE_NOISE_64);\n"},
                 "The file has been updated."),
            bash("cargo run --release -q -- render sketches/flow_07.toml --seed 4411 && python3 tools/bandcheck.py "
                 "out/2026-11-13/flow_07-4411.png --region dark",
                 "render 3508x4961, 40000 strokes, 2.8 s\n"
                 "wrote out/2026-11-13/flow_07-4411.png (8-bit, blue-noise dither, 31.4 MB) + flow_07-4411.toml\n"
                 "longest run of equal values in dark gradient rows: 3 px (8-bit accumulation: 41 px)\n"),
            ("user", "remember the print canvas is 7016 by 9933 pixels thats A2 at 300 dpi and every render that "
                     "goes to the print shop uses that size"),
            tool("Edit", {"file_path": f"{LOOMWORK}/sketches/profiles.toml",
                          "old_string": "[print]\nwidth = 3508\nheight = 4961\n",
                          "new_string": "[print]\n# A2 at 300 dpi\nwidth = 7016\nheight = 9933\n"},
                 "The file has been updated."),
            ("user", "and the file naming stays exactly like it is: out/<date>/<sketch>-<seed>.png with the params "
                     "toml next to it under the same name. that's how I find the seed when someone orders a reprint. "
                     "someday I want a live-coding mode where the shaders hot-reload while it draws, but not now"),
            bash("cargo run --release -q -- render sketches/flow_07.toml --seed 4411 --profile print",
                 "render 7016x9933, 40000 strokes, 10.6 s\n"
                 "wrote out/2026-11-13/flow_07-4411.png (8-bit, blue-noise dither, 118.9 MB) + flow_07-4411.toml\n"),
            ("assistant", "The print profile now renders at 7016x9933, 8-bit with blue-noise dithering, saved as "
                          "out/2026-11-13/flow_07-4411.png with flow_07-4411.toml next to it. Hot-reloading shaders "
                          "would be doable later with wgpu's shader module recreation; nothing to change for it "
                          "now."),
        ],
        "facts": [
            fact("accum-format", "loomwork accumulates strokes in an Rgba16Float texture instead of Rgba8UnormSrgb, "
                                 "which caused the banding in prints.",
                 "decision", "user", ["Rgba16Float", "banding"]),
            fact("print-export", "loomwork exports 8-bit PNG dithered with blue noise (the print shop's RIP converts "
                                 "to 8 bit and chokes on 16-bit PNGs); the 16-bit PNG export was reversed.",
                 "decision", "user", [["blue noise", "blue-noise"], "8-bit"]),
            fact("print-canvas", "The loomwork print canvas is 7016 x 9933 pixels (A2 at 300 dpi); every render for "
                                 "the print shop uses that size.",
                 "config", "user", ["7016", "9933"], remember=True),
            fact("render-naming", "Renders are saved as out/<date>/<sketch>-<seed>.png with the params toml next to "
                                  "it under the same name, to find the seed for reprints.",
                 "convention", "user", ["<sketch>-<seed>", ["seed", "toml"]]),
        ],
        "optional": [
            opt("wgpu", "loomwork stays on wgpu (23); raw Vulkan via ash or vulkano was dropped.", ["wgpu"]),
        ],
        "questions": [
            q("What texture format does loomwork accumulate in?", "Rgba16Float", ["accum-format"]),
            q("What format are loomwork's print renders exported in?", "8-bit PNG dithered with blue noise",
              ["print-export"]),
            q("What size is loomwork's print canvas?", "7016 by 9933 pixels, A2 at 300 dpi", ["print-canvas"]),
            q("How are loomwork renders named?", "out/<date>/<sketch>-<seed>.png with the params toml next to it",
              ["render-naming"]),
        ],
    },
    {
        "id": "h28-cc-bramble-playtest",
        "project": BRAMBLE,
        "start": datetime(2026, 11, 19, 13, 0),
        "about": "bramble (Bevy 0.15, Rust): pasted playtest notes where only what the person confirms counts (camera "
                 "scale 1.4, music -6 dB; co-op someday, roll stays on B, intro disabled for this build only); "
                 "hedgehog tunnels through fence corners, hand-rolled collision replaced by avian2d with swept CCD "
                 "(bevy_rapier2d rejected); Portuguese-flavoured remember request about exact version pins; closing "
                 "summary",
        "steps": [
            ("user", "notes from saturday's playtest, Yuki wrote them up:\n\n"
                     "> **Playtest 16 Nov, 5 players, build 0.4.0**\n"
                     "> 1. the hedgehog clips through fence corners when rolling fast (3 of 5 saw it, one got stuck "
                     "outside the map)\n"
                     "> 2. camera too zoomed in on laptop screens, you can't see the next ledge\n"
                     "> 3. two players asked for co-op, a multiplayer mode\n"
                     "> 4. roll on B feels wrong, should be A?\n"
                     "> 5. intro cutscene too long, needs a skip button\n"
                     "> 6. music too loud compared to the sfx\n\n"
                     "today only #1 really matters. the rest: 2 yes, zoom out, default camera scale 1.4 instead of "
                     "1.0. 3 someday maybe, not now. 4 no, roll stays on B, A is jump and that's not changing. 5 just "
                     "for this build disable the intro, we show it at the meetup on friday and nobody wants to sit "
                     "through it there. 6 yes, music bus at -6 dB relative to the sfx"),
            bash("rg -n 'fn resolve_|MAX_ROLL_SPEED|Time::<Fixed>::from_hz' src/",
                 "src/physics/collide.rs:40:pub fn resolve_circle_vs_segment(pos: &mut Vec2, vel: &mut Vec2, r: f32, "
                 "seg: &Segment) {\n"
                 "src/physics/collide.rs:77:pub fn resolve_circle_vs_aabb(pos: &mut Vec2, vel: &mut Vec2, r: f32, "
                 "b: &Aabb) {\n"
                 "src/player/roll.rs:9:const MAX_ROLL_SPEED: f32 = 900.0;\n"
                 "src/main.rs:31:        .insert_resource(Time::<Fixed>::from_hz(64.0))\n"),
            ("assistant", "The collision is hand-rolled and discrete: each fixed step (64 Hz) moves the hedgehog, "
                          "then pushes it out of whatever it overlaps. At the full roll speed of 900 px/s that's 14 px "
                          "per step, and the fence posts are 8 px wide. At a corner, two segments meet and the push-out "
                          "from one can shove it past the other, so it ends up on the wrong side: classic tunnelling.\n"
                          "\nOptions:\n"
                          "a) keep the hand-rolled code and add swept circle tests (time of impact): a few hundred "
                          "lines, and we own every edge case;\n"
                          "b) bevy_rapier2d: mature, has CCD, but the Bevy plugin tends to lag Bevy releases and "
                          "keeps its own physics world in sync with the ECS;\n"
                          "c) avian2d: ECS-native, swept CCD through a SweptCcd component, follows Bevy releases "
                          "closely.\n\nI'd pick c."),
            ("user", "avian. the rapier plugin lagging behind bevy cost us two weeks when 0.14 came out, in the last "
                     "project. the hand-rolled stuff was fine for the prototype, not anymore"),
            bash("cargo add avian2d@0.2.1 2>&1 | tail -n 2 && grep -E '^(bevy|avian2d) ' Cargo.toml",
                 "      Adding avian2d v0.2.1 to dependencies\n"
                 "             Features: + 2d + default-collider + f32 + parry-f32\n"
                 "bevy = \"0.15.3\"\n"
                 "avian2d = \"0.2.1\"\n"),
            tool("Edit", {"file_path": f"{BRAMBLE}/src/physics/mod.rs",
                          "old_string": "        app.add_systems(FixedUpdate, (integrate, resolve_collisions).chain());\n",
                          "new_string": "        app.add_plugins(PhysicsPlugins::new(FixedPostUpdate))\n"
                                        "            .insert_resource(Gravity(Vec2::NEG_Y * 1600.0));\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{BRAMBLE}/src/player/spawn.rs",
                          "old_string": "        CircleBody { radius: 14.0 },\n",
                          "new_string": "        RigidBody::Dynamic,\n        Collider::circle(14.0),\n"
                                        "        SweptCcd::default(),\n"},
                 "The file has been updated."),
            bash("cargo run --release -q --bin tunnel_test -- --attempts 1000 --speed 900",
                 "1000 roll attempts at 900 px/s against fence corners: 0 pass-throughs (hand-rolled: 37)\n"
                 "mean physics step: 0.21 ms\n"),
            ("assistant", "0 pass-throughs in 1000 rolls at full speed; the old code let 37 through in the same "
                          "test. The physics step costs 0.21 ms."),
            ("user", "please, you remember this for the next times, is important: in bramble we pin bevy and avian "
                     "to the exact version with = in Cargo.toml, now =0.15.3 and =0.2.1, and when we upgrade, we "
                     "upgrade the two together in one own branch, never only one of them"),
            tool("Edit", {"file_path": f"{BRAMBLE}/Cargo.toml",
                          "old_string": "bevy = \"0.15.3\"\navian2d = \"0.2.1\"\n",
                          "new_string": "# pinned exactly; bevy and avian2d are upgraded together on their own "
                                        "branch\nbevy = \"=0.15.3\"\navian2d = \"=0.2.1\"\n"},
                 "The file has been updated."),
            bash("sed -i 's/scale: 1.0,/scale: 1.4,/' src/camera.rs && sed -i 's/MUSIC_BUS_DB: f32 = 0.0/"
                 "MUSIC_BUS_DB: f32 = -6.0/' src/audio.rs && cargo clippy -q --release -- -D warnings && cargo build "
                 "-q --release --features meetup_no_intro && echo ok",
                 "ok\n"),
            ("assistant", "Summary of today:\n\n"
                          "- Collision: the hand-rolled code is replaced by **avian2d 0.2.1** with `SweptCcd` on the "
                          "hedgehog; bevy_rapier2d was rejected because its plugin lags Bevy releases. 0 "
                          "pass-throughs in the corner test.\n"
                          "- Versions: bevy `=0.15.3` and avian2d `=0.2.1`, pinned exactly, upgraded together on "
                          "their own branch.\n"
                          "- Camera: default scale **1.4** instead of 1.0.\n"
                          "- Audio: music bus at **-6 dB** relative to the sfx.\n"
                          "- Intro: skipped only in the `meetup_no_intro` build for Friday; the normal build still "
                          "plays it.\n"
                          "- Not changed: roll stays on B, co-op isn't planned."),
        ],
        "facts": [
            fact("physics-lib", "bramble uses avian2d for physics (swept CCD via SweptCcd); bevy_rapier2d rejected "
                                "because its Bevy plugin lags Bevy releases, and the hand-rolled collision is gone.",
                 "decision", "user", ["avian", ["rapier", "hand-rolled"]]),
            fact("version-pins", "bramble pins bevy and avian2d to exact versions with = in Cargo.toml (=0.15.3, "
                                 "=0.2.1) and upgrades the two together on their own branch, never only one.",
                 "rule", "user", ["0.15.3", "0.2.1"], remember=True),
            fact("camera-scale", "bramble's default camera scale is 1.4 (was 1.0), zoomed out for laptop screens.",
                 "config", "user", ["camera", "1.4"]),
            fact("music-bus", "bramble's music bus sits at -6 dB relative to the sfx.",
                 "config", "user", ["-6 dB", "music"]),
        ],
        "optional": [
            opt("tunnelling", "The hedgehog tunnelled through fence corners because the hand-rolled collision was "
                              "discrete: 14 px per 64 Hz step against 8 px fence posts.",
                ["corner"]),
            opt("roll-on-b", "Roll stays on B; A is jump.", ["roll"]),
        ],
        "questions": [
            q("Which physics library does bramble use?", "avian2d, with SweptCcd", ["physics-lib"]),
            q("How are bevy and avian versions handled in bramble?",
              "pinned to the exact version with = in Cargo.toml and upgraded together in one own branch",
              ["version-pins"]),
            q("What is bramble's default camera scale?", "1.4", ["camera-scale"]),
            q("How loud is bramble's music compared to the sfx?", "music bus at -6 dB relative to the sfx",
              ["music-bus"]),
        ],
    },
]
