"""h31 Claude Code sessions, part b: limnokit (lake temperature profile analysis, grown out of Jupyter notebooks in
a limnology group): turning the notebooks into a package, the paper's figures after the reviews, and publishing the
profile dataset on Zenodo."""

from __future__ import annotations

from datetime import datetime

from build import bash, fact, opt, q, tool

LIMNO = "/home/jvidal/lab/limnokit"

SESSIONS = [
    {
        "id": "h31-cc-limnokit-package",
        "project": LIMNO,
        "start": datetime(2026, 11, 3, 14, 20),
        "about": "limnokit: six notebooks with copy-pasted helpers turned into a src-layout package; environment "
                 "manager pixi chosen over uv (GDAL has no official wheels on PyPI) and a conda environment.yml (no "
                 "lockfile); four proposals: Python 3.12 changed to 3.11 (JupyterHub kernel), nbstripout accepted, "
                 "nbmake in CI rejected (notebooks read raw data on the lab NAS), mixed-layer threshold argument "
                 "accepted; units convention in Spanish-flavoured English (depth_m positive down, temp_degC)",
        "steps": [
            ("user", "hola. limnokit is six notebooks right now and every one has its own copy of read_profile() "
                     "and the thermocline code, and they have started to disagree. I want a real package, the "
                     "notebooks only import from it. how do we do the environment? now everybody has their own "
                     "conda env and nobody can reproduce anybody"),
            bash("ls notebooks/ && rg -c 'def read_profile' notebooks/*.ipynb && rg -o 'import [a-z_]+|from [a-z_]+' "
                 "-h notebooks/*.ipynb | sort | uniq -c | sort -rn | head -n 8",
                 "01_load_loggers.ipynb\n02_qc.ipynb\n03_thermocline.ipynb\n04_mixing.ipynb\n"
                 "05_seasonal.ipynb\n06_figures.ipynb\n"
                 "notebooks/01_load_loggers.ipynb:1\nnotebooks/02_qc.ipynb:1\nnotebooks/03_thermocline.ipynb:1\n"
                 "notebooks/04_mixing.ipynb:1\nnotebooks/06_figures.ipynb:1\n"
                 "     41 import numpy\n     33 import xarray\n     17 from rasterio\n     12 import netCDF4\n"
                 "      9 import matplotlib\n      6 from osgeo\n      4 import gsw\n      3 import pandas\n"),
            ("assistant", "The imports decide a lot here: rasterio and osgeo (GDAL) for the lake bathymetry "
                          "rasters, and netCDF4. Three options:\n\n"
                          "- **uv** with a pyproject: very fast and a proper lockfile, but it only installs from "
                          "PyPI, and GDAL has no official wheels on PyPI; `pip install gdal` means compiling "
                          "against a system libgdal of the right version, which the lab machines don't have.\n"
                          "- **conda with an environment.yml**: gets GDAL from conda-forge, but an environment.yml "
                          "is not a lockfile; two people solving it a month apart get different versions, which is "
                          "the problem you have now. Solves are also slow.\n"
                          "- **pixi**: conda-forge packages (GDAL, netCDF, HDF5 as binaries), a pixi.lock for "
                          "linux-64 and osx-arm64 that everyone installs exactly, and it reads the package's own "
                          "pyproject.toml, so `pixi install` also installs limnokit in editable mode.\n\n"
                          "I'd go with pixi."),
            ("user", "pixi then. show me the layout"),
            tool("Write", {"file_path": f"{LIMNO}/pyproject.toml",
                           "content": "[project]\nname = \"limnokit\"\nversion = \"0.1.0\"\n"
                                      "requires-python = \">=3.11\"\n"
                                      "dependencies = [\"numpy\", \"xarray\", \"netCDF4\", \"gsw\"]\n\n"
                                      "[build-system]\nrequires = [\"hatchling\"]\n"
                                      "build-backend = \"hatchling.build\"\n\n"
                                      "[tool.pixi.project]\nchannels = [\"conda-forge\"]\n"
                                      "platforms = [\"linux-64\", \"osx-arm64\"]\n\n"
                                      "[tool.pixi.dependencies]\npython = \"3.12.*\"\ngdal = \">=3.9\"\n"
                                      "rasterio = \"*\"\n\n"
                                      "[tool.pixi.pypi-dependencies]\nlimnokit = { path = \".\", editable = true }\n"},
                 f"File created successfully at: {LIMNO}/pyproject.toml"),
            ("assistant", "Layout: `src/limnokit/` with `io.py` (read_profile, read_logger), `qc.py`, "
                          "`thermocline.py` and `mixing.py`; tests in `tests/`; notebooks stay in `notebooks/` and "
                          "do `from limnokit.io import read_profile`. While moving the code I'd also propose:\n\n"
                          "1. Pin Python 3.12 in the pixi environment.\n"
                          "2. A pre-commit hook with nbstripout, so notebook outputs (some are 30 MB of embedded "
                          "plots) never get committed.\n"
                          "3. Run every notebook in CI with nbmake, so a package change that breaks a notebook is "
                          "caught.\n"
                          "4. The mixed-layer depth code has the threshold 0.2 hard-coded in three places; make it "
                          "an argument `mixed_layer_depth(profile, threshold=0.2)`."),
            ("user", "1 yes but 3.11, the JupyterHub of the department has only a 3.11 kernel and the students "
                     "work there. 2 yes. 3 no, the notebooks read the raw logger data from the lab NAS, CI can never "
                     "see it, it would be red forever. 4 yes"),
            tool("Edit", {"file_path": f"{LIMNO}/pyproject.toml",
                          "old_string": "python = \"3.12.*\"", "new_string": "python = \"3.11.*\""},
                 "The file has been updated."),
            tool("Write", {"file_path": f"{LIMNO}/.pre-commit-config.yaml",
                           "content": "repos:\n  - repo: https://github.com/kynan/nbstripout\n    rev: 0.8.1\n"
                                      "    hooks:\n      - id: nbstripout\n"},
                 f"File created successfully at: {LIMNO}/.pre-commit-config.yaml"),
            bash("git mv notebooks/_helpers.py src/limnokit/io.py 2>/dev/null; pixi install 2>&1 | tail -n 2 && "
                 "pixi run python -c 'import limnokit, osgeo; print(limnokit.__file__, osgeo.__version__)'",
                 "✔ The default environment has been installed.\n"
                 "/home/jvidal/lab/limnokit/src/limnokit/__init__.py 3.9.3\n"),
            ("user", "one more thing and please, this you must remember for always, in every session: the depths "
                     "are positive going down, in metres, never negative like the oceanographers do it. and the "
                     "name of each variable carries the unit: depth_m, temp_degC, and time is always UTC. the "
                     "notebooks mix everything, is a disaster"),
            bash("rg -n 'depth\\b|temp\\b|z =' src/limnokit/*.py | head -n 6",
                 "src/limnokit/io.py:22:    depth = -ds['z'].values\n"
                 "src/limnokit/io.py:23:    temp = ds['T'].values\n"
                 "src/limnokit/thermocline.py:9:def thermocline_depth(temp, depth):\n"
                 "src/limnokit/mixing.py:14:def mixed_layer_depth(profile):\n"),
            ("assistant", "Understood. In the package I'll rename to `depth_m` and `temp_degC` everywhere, keep "
                          "depth positive downward in metres (io.py already flips the sign of the logger's z), and "
                          "convert timestamps to UTC in read_logger. The mixed-layer function becomes "
                          "`mixed_layer_depth(profile, threshold=0.2)`."),
            bash("pixi run pytest -q 2>&1 | tail -n 2",
                 "14 passed in 2.31s\n"),
            ("assistant", "Package in place: src layout, pixi with Python 3.11 from conda-forge and a pixi.lock, "
                          "nbstripout in pre-commit, no notebook runs in CI, the threshold as an argument, and the "
                          "unit-suffixed names. 14 tests pass."),
        ],
        "facts": [
            fact("env-choice", "limnokit's environment is managed with pixi (conda-forge, pixi.lock); uv was "
                               "rejected because GDAL has no official wheels on PyPI, a conda environment.yml "
                               "because it is not a lockfile.",
                 "decision", "assistant", ["pixi", ["GDAL", "environment.yml", "lockfile"]]),
            fact("python-version", "limnokit pins Python 3.11 (not 3.12) because the department's JupyterHub only "
                                   "has a 3.11 kernel.",
                 "config", "user", ["3.11", ["JupyterHub", "kernel"]]),
            fact("nbstripout", "A pre-commit hook with nbstripout strips notebook outputs before commit.",
                 "decision", "user", ["nbstripout", ["pre-commit", "outputs"]]),
            fact("no-nbmake", "Notebooks are not run in CI (nbmake rejected) because they read raw logger data from "
                              "the lab NAS that CI cannot reach.",
                 "decision", "user", [["nbmake", "CI"], "NAS"]),
            fact("units", "In limnokit depths are positive downward in metres and every variable name carries its "
                          "unit (depth_m, temp_degC); time is always UTC.",
                 "convention", "user", ["depth_m", ["temp_degC", "UTC"]], remember=True),
        ],
        "optional": [
            opt("mld-threshold", "mixed_layer_depth takes threshold=0.2 as an argument instead of a hard-coded "
                                 "value.",
                ["mixed_layer_depth", "0.2"]),
            opt("layout", "Package code lives in src/limnokit (io.py, qc.py, thermocline.py, mixing.py); notebooks "
                          "import from it.",
                ["src/limnokit"]),
        ],
        "questions": [
            q("Why is limnokit's environment managed with pixi and not uv?",
              "GDAL has no official wheels on PyPI", ["env-choice"]),
            q("Which Python version does limnokit pin?", "3.11, the JupyterHub kernel", ["python-version"]),
            q("Why are limnokit's notebooks not run in CI?", "they read raw logger data from the lab NAS",
              ["no-nbmake"]),
            q("How are depth and temperature variables named in limnokit?",
              "with the unit in the name: depth_m (positive down, metres) and temp_degC", ["units"]),
        ],
    },
    {
        "id": "h31-cc-limnokit-figures",
        "project": LIMNO,
        "start": datetime(2026, 11, 12, 10, 0),
        "about": "limnokit paper figures after review: pasted comments of Reviewer 2 (R2.1 jet colormap, R2.2 95% "
                 "CI bands, R2.3 all 14 lakes in one figure, R2.4 shared axes); person confirms cividis, keeps ±1 SD "
                 "with a caption note, R2.3 to the supplement as Fig. S4, R2.4 ignored; single-column 3.35 in, 8 pt, "
                 "paper/limno.mplstyle; 'make a note': figures only from the scripts in paper/figures/, never "
                 "edited in Inkscape; near-miss 'these numbers are preliminary'",
        "steps": [
            ("user", "reviews are back. here is reviewer 2, the figure part:\n\n"
                     "> R2.1 Figures 3 and 5 use the 'jet' colormap, which is not perceptually uniform and is "
                     "unreadable for colour-blind readers. Please use a perceptually uniform map.\n"
                     "> R2.2 The shaded bands in Fig. 4 should show 95% confidence intervals rather than standard "
                     "deviations.\n"
                     "> R2.3 The authors should show the profiles of all 14 lakes in a single figure.\n"
                     "> R2.4 Panels (a)-(d) of Fig. 6 should share their y axes.\n\n"
                     "R2.1 yes, use cividis. R2.2 no, we keep ±1 SD, the spread between years is what we want to "
                     "show, not the uncertainty of the mean, but say it in the caption. R2.3 goes to the supplement "
                     "as Fig. S4, in the main text it would be unreadable. R2.4 the ranges are completely different, "
                     "ignore it"),
            bash("ls paper/figures/ && rg -n \"cmap=\" paper/figures/*.py",
                 "limno.mplstyle\nmake_fig3_heatmap.py\nmake_fig4_seasonal.py\nmake_fig5_mixing.py\n"
                 "make_fig6_panels.py\nMakefile\n"
                 "paper/figures/make_fig3_heatmap.py:31:    im = ax.pcolormesh(t, z, T, cmap=\"jet\", shading=\"auto\")\n"
                 "paper/figures/make_fig5_mixing.py:44:    im = ax.pcolormesh(t, z, N2, cmap=\"jet\", "
                 "shading=\"auto\")\n"),
            tool("Edit", {"file_path": f"{LIMNO}/paper/figures/make_fig3_heatmap.py",
                          "old_string": "cmap=\"jet\"", "new_string": "cmap=\"cividis\""},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LIMNO}/paper/figures/make_fig5_mixing.py",
                          "old_string": "cmap=\"jet\"", "new_string": "cmap=\"cividis\""},
                 "The file has been updated."),
            bash("cat paper/figures/limno.mplstyle",
                 "figure.figsize: 3.5, 2.6\nfont.size: 9\nfont.family: sans-serif\nsavefig.format: png\n"
                 "savefig.dpi: 300\naxes.linewidth: 0.6\n"),
            ("assistant", "cividis is in figures 3 and 5. Before I regenerate: the style file says 3.5 in wide, "
                          "9 pt and PNG. The journal's author guide asks for single-column figures of 3.35 in "
                          "(85 mm), and a vector format is better for line plots. Should I change those?"),
            ("user", "yes: single column is 3.35 in, 8 pt font, and save as pdf. the heatmaps can stay "
                     "rasterized inside the pdf, otherwise the file is 40 MB"),
            tool("Edit", {"file_path": f"{LIMNO}/paper/figures/limno.mplstyle",
                          "old_string": "figure.figsize: 3.5, 2.6\nfont.size: 9\nfont.family: sans-serif\n"
                                        "savefig.format: png\n",
                          "new_string": "figure.figsize: 3.35, 2.5\nfont.size: 8\nfont.family: sans-serif\n"
                                        "savefig.format: pdf\n"},
                 "The file has been updated."),
            tool("Edit", {"file_path": f"{LIMNO}/paper/figures/make_fig4_seasonal.py",
                          "old_string": "# caption: shaded band = spread between years",
                          "new_string": "# caption: shaded band = ±1 SD between years (not a confidence interval)"},
                 "The file has been updated."),
            bash("cd paper/figures && make all 2>&1 | tail -n 5 && ls -la *.pdf | awk '{print $5, $9}'",
                 "python make_fig3_heatmap.py\npython make_fig4_seasonal.py\npython make_fig5_mixing.py\n"
                 "python make_fig6_panels.py\npython make_figS4_all_lakes.py\n"
                 "412877 fig3_heatmap.pdf\n88120 fig4_seasonal.pdf\n398004 fig5_mixing.pdf\n"
                 "131552 fig6_panels.pdf\n702311 figS4_all_lakes.pdf\n"),
            ("user", "wait, why is there a fig6 with new ticks? last month Lena fixed the ticks of fig 6 in "
                     "Inkscape for the submission"),
            bash("git log --oneline -3 -- paper/fig6_panels_final.pdf paper/figures/make_fig6_panels.py",
                 "e41a0c2 fig6: fixed tick labels (edited in Inkscape)\n"
                 "7b2d913 figures: make_fig6_panels.py\n"),
            ("assistant", "Right: fig6_panels_final.pdf was edited by hand after it was generated, so the script "
                          "doesn't produce what was submitted. The hand edit also means the submitted panel (b) "
                          "still shows the data before the QC change in October; the script version shows the "
                          "current data. I can put Lena's tick fix into make_fig6_panels.py (it's "
                          "`ax.yaxis.set_major_locator(MaxNLocator(4))` on each panel) so the script reproduces it."),
            ("user", "do that. and make a note: figures for this paper come only from the scripts in "
                     "paper/figures/, nobody edits a pdf in Inkscape again. if something looks wrong we fix the "
                     "script"),
            tool("Edit", {"file_path": f"{LIMNO}/paper/figures/make_fig6_panels.py",
                          "old_string": "    ax.set_ylabel(label)\n",
                          "new_string": "    ax.set_ylabel(label)\n    ax.yaxis.set_major_locator(MaxNLocator(4))\n"},
                 "The file has been updated."),
            bash("cd paper/figures && make fig6 2>&1 | tail -n 1 && git rm -q ../fig6_panels_final.pdf && git "
                 "status --short | head -n 8",
                 "python make_fig6_panels.py\n"
                 "M  paper/figures/limno.mplstyle\nM  paper/figures/make_fig3_heatmap.py\n"
                 "M  paper/figures/make_fig4_seasonal.py\nM  paper/figures/make_fig5_mixing.py\n"
                 "M  paper/figures/make_fig6_panels.py\nD  paper/fig6_panels_final.pdf\n"),
            ("user", "good. for the response letter table, the mixing numbers: note: these numbers are preliminary, "
                     "Lena is rerunning the 2024 season. just print what the scripts give now"),
            bash("pixi run python paper/tables/mixing_summary.py",
                 "lake        mixed_days  strat_onset  strat_end\n"
                 "Llyn Tegid        212   2024-04-19  2024-10-28\nLac Léman         241   2024-04-02  2024-11-14\n"),
            ("assistant", "Those are the current values from mixing_summary.py. The figure changes are staged but "
                          "not committed: cividis in figs 3 and 5, the style file at 3.35 in, 8 pt and PDF output, "
                          "the ±1 SD caption note, Fig. S4 for the supplement, and the tick fix moved into the fig 6 "
                          "script."),
        ],
        "facts": [
            fact("cmap", "The heatmaps (figs 3 and 5) use the cividis colormap instead of jet (reviewer R2.1).",
                 "decision", "user", ["cividis", ["jet", "colormap"]]),
            fact("sd-bands", "The shaded bands in Fig. 4 stay ±1 SD between years (not 95% confidence intervals as "
                             "R2.2 asked); the caption says so.",
                 "decision", "user", [["±1 SD", "1 SD", "standard deviation"], ["caption", "95%"]]),
            fact("fig-s4", "The profiles of all 14 lakes (R2.3) go to the supplement as Fig. S4, not the main text.",
                 "decision", "user", ["S4", "supplement"]),
            fact("fig-style", "Paper figures use paper/figures/limno.mplstyle: single-column 3.35 in wide, 8 pt "
                              "font, saved as PDF (heatmaps rasterized inside).",
                 "convention", "user", ["3.35", ["8 pt", "pdf", "limno.mplstyle"]]),
            fact("fig-scripts", "Figures for the paper come only from the scripts in paper/figures/; nobody edits a "
                                "PDF by hand in Inkscape; problems are fixed in the script.",
                 "rule", "user", ["paper/figures", "Inkscape"], remember=True),
        ],
        "optional": [
            opt("make-all", "cd paper/figures && make all regenerates every figure.", ["make all"]),
            opt("r24-ignored", "R2.4 (shared y axes in Fig. 6) is not adopted because the ranges differ.",
                ["R2.4"]),
        ],
        "questions": [
            q("Which colormap do the paper's heatmaps use?", "cividis", ["cmap"]),
            q("What do the shaded bands in Fig. 4 show?", "±1 SD between years, as the caption says", ["sd-bands"]),
            q("How wide is a single-column figure for the limnokit paper?", "3.35 in", ["fig-style"]),
            q("How may the paper's figures be changed?", "only from the scripts in paper/figures/, nobody edits "
              "a pdf in Inkscape", ["fig-scripts"]),
        ],
    },
    {
        "id": "h31-cc-limnokit-zenodo",
        "project": LIMNO,
        "start": datetime(2026, 11, 19, 16, 30),
        "about": "limnokit profile dataset on Zenodo: one CF-1.10 NetCDF per lake named <lake_id>_profiles.nc, only "
                 "QC'd data (raw logger files stay on the NAS), CC-BY-4.0 for the data and MIT for the code, "
                 "metadata in .zenodo.json and CITATION.cff; concept DOI 10.5281/zenodo.17345120 vs version DOI; "
                 "unpunctuated remember-request: cite the concept DOI, never the version DOI",
        "steps": [
            ("user", "the journal wants the data in a repository with a DOI before acceptance. zenodo. what do we "
                     "put there and in what shape?"),
            bash("ls data/qc/ | head -n 5 && ls data/qc | wc -l && du -sh data/qc data/raw",
                 "CH-LEM_2019-2024.nc\nGB-TEG_2019-2024.nc\nIT-GAR_2020-2024.nc\nSE-VAT_2019-2024.nc\n"
                 "DE-CON_2019-2024.nc\n14\n3.1G\tdata/qc\n41G\tdata/raw\n"),
            ("assistant", "You have 14 QC'd NetCDF files (3.1 GB) and 41 GB of raw logger exports. I'd suggest:\n\n"
                          "- Upload only the QC'd data, one file per lake. Zenodo's limit is 50 GB per record, so "
                          "the raw data would fit, but it's in the loggers' proprietary formats and nobody can "
                          "use it without our QC code.\n"
                          "- Rename to `<lake_id>_profiles.nc` (e.g. `CH-LEM_profiles.nc`); the year range goes "
                          "into the attributes, so a new season doesn't change the file name.\n"
                          "- Check the files against the CF conventions and set `Conventions = \"CF-1.10\"`.\n"
                          "- License: CC-BY-4.0 is the usual choice for data and what the journal recommends."),
            ("user", "all yes. raw stays on the NAS. and the code gets MIT, the data CC-BY-4.0, don't mix them up"),
            bash("pixi run python tools/rename_for_zenodo.py data/qc out/zenodo && pixi run cfchecks "
                 "out/zenodo/CH-LEM_profiles.nc 2>&1 | tail -n 3",
                 "14 files written to out/zenodo\n"
                 "ERRORS detected: 0\nWARNINGS given: 2\nINFORMATION messages: 0\n"),
            bash("pixi run cfchecks out/zenodo/CH-LEM_profiles.nc 2>&1 | grep WARN",
                 "WARN: (3.1): units attribute should be present for variable qc_flag\n"
                 "WARN: (2.6.2): No 'title' global attribute\n"),
            ("assistant", "Two warnings: the qc_flag variable has no units attribute (for a flag variable CF wants "
                          "`flag_values` and `flag_meanings` rather than units) and there's no global `title`. I'll "
                          "add both in rename_for_zenodo.py so every file gets them."),
            tool("Edit", {"file_path": f"{LIMNO}/tools/rename_for_zenodo.py",
                          "old_string": "    ds.attrs[\"Conventions\"] = \"CF-1.10\"\n",
                          "new_string": "    ds.attrs[\"Conventions\"] = \"CF-1.10\"\n"
                                        "    ds.attrs[\"title\"] = f\"Temperature profiles, {lake_id}\"\n"
                                        "    ds[\"qc_flag\"].attrs.update(flag_values=[0, 1, 2], "
                                        "flag_meanings=\"good suspect bad\")\n"},
                 "The file has been updated."),
            bash("pixi run python tools/rename_for_zenodo.py data/qc out/zenodo --force && for f in out/zenodo/*.nc; "
                 "do pixi run cfchecks $f | grep -c WARN; done | sort | uniq -c",
                 "14 files written to out/zenodo\n     14 0\n"),
            tool("Write", {"file_path": f"{LIMNO}/.zenodo.json",
                           "content": "{\n  \"title\": \"Multi-year temperature profiles of 14 European lakes\",\n"
                                      "  \"upload_type\": \"dataset\",\n  \"license\": \"cc-by-4.0\",\n"
                                      "  \"creators\": [{\"name\": \"Vidal, Joaquín\"}, {\"name\": \"Berg, Lena\"}]\n"
                                      "}\n"},
                 f"File created successfully at: {LIMNO}/.zenodo.json"),
            ("user", "I uploaded and published it by hand in the web ui. it shows two DOIs: 10.5281/zenodo.17345121 "
                     "and 'cite all versions' 10.5281/zenodo.17345120. which one goes in the paper?"),
            ("assistant", "17345121 is the version DOI: it points at exactly this upload. 17345120 is the concept "
                          "DOI: it always resolves to the newest version. For the paper's data availability "
                          "statement both are defensible; the version DOI pins what the paper used, the concept "
                          "DOI survives a corrected re-upload. Many journals ask for the version DOI."),
            ("user", "we checked with the editor, concept is fine. remember we always cite the concept doi "
                     "17345120 in the readme and in the paper never the version doi because the version one goes "
                     "stale with the next upload"),
            tool("Edit", {"file_path": f"{LIMNO}/CITATION.cff",
                          "old_string": "doi: TODO\n",
                          "new_string": "doi: 10.5281/zenodo.17345120\n"},
                 "The file has been updated."),
            bash("sed -i 's#^Data: .*#Data: https://doi.org/10.5281/zenodo.17345120#' README.md && git add -A && git "
                 "commit -qm 'data: zenodo metadata, CF attributes, concept DOI' && git log -1 --oneline",
                 "c90a7f4 data: zenodo metadata, CF attributes, concept DOI\n"),
        ],
        "facts": [
            fact("zenodo-files", "The Zenodo dataset has one CF-1.10 NetCDF file per lake named "
                                 "<lake_id>_profiles.nc, QC'd data only; the raw logger files stay on the NAS.",
                 "convention", "assistant", ["_profiles.nc", ["CF-1.10", "raw"]]),
            fact("licenses", "The dataset is licensed CC-BY-4.0, the limnokit code MIT.",
                 "decision", "user", ["CC-BY-4.0", "MIT"]),
            fact("concept-doi", "The README and the paper always cite the concept DOI 10.5281/zenodo.17345120, never "
                                "the version DOI (it goes stale with the next upload).",
                 "rule", "user", ["17345120", ["concept doi", "concept"]], remember=True),
        ],
        "optional": [
            opt("cf-flags", "qc_flag carries flag_values/flag_meanings (good suspect bad) and every file a title "
                            "attribute, added in tools/rename_for_zenodo.py.",
                ["flag_meanings"]),
            opt("zenodo-json", "Zenodo metadata lives in .zenodo.json and the DOI in CITATION.cff.",
                [".zenodo.json"]),
        ],
        "questions": [
            q("Which DOI of the lake dataset goes in the README and the paper?",
              "the concept DOI 10.5281/zenodo.17345120", ["concept-doi"]),
            q("Under which license is the lake profile dataset published?", "CC-BY-4.0", ["licenses"]),
            q("What is a lake's file called in the Zenodo dataset?", "<lake_id>_profiles.nc", ["zenodo-files"]),
        ],
    },
]
