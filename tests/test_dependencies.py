"""pyproject.toml declares what the code imports, and nothing else.

Declared distributions are mapped to the top-level modules they install with the standard
library's importlib.metadata; imports are read with `ast` (inside functions too). The core and the
`local` extra must be imported by vaultmem/ outside its benchmarks, the `bench` extra by the
benchmarks, the `dev` extra by tests/ (a plugin or a tool says why it is not); and every
third-party module the code or the tests import must come from a declared distribution (not from
whatever another package happened to pull in).
"""

from __future__ import annotations

import ast
import functools
import re
import subprocess
import sys
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

from vaultmem.errors import VaultmemError

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "vaultmem"
TESTS = ROOT / "tests"
STDLIB = set(sys.stdlib_module_names) | {"__future__"}

# Declared but never imported, on purpose: what each is for.
NOT_IMPORTED = {
    "pytest-timeout": "a pytest plugin: @pytest.mark.timeout guards the long tests from hangs",
    "ruff": "a command: the linter `make test` runs",
}


def normalize(dist: str) -> str:
    """PEP 503 name: `PyYAML`, `json_repair` and `ruamel.yaml` compare as pip compares them."""
    return re.sub(r"[-_.]+", "-", dist).lower()


def requirement_name(spec: str) -> str:
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
    assert match, f"cannot read a distribution name from {spec!r}"
    return normalize(match.group(1))


def declared() -> dict[str, set[str]]:
    """'core' and each extra -> the normalized names of the distributions it lists."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    groups = {"core": {requirement_name(s) for s in project["dependencies"]}}
    for extra, specs in project.get("optional-dependencies", {}).items():
        groups[extra] = {requirement_name(s) for s in specs}
    return groups


def modules_of(dist: str) -> set[str]:
    """Top-level modules the installed distribution provides; its own name when it is not installed
    here (e.g. tomli, declared for Python 3.10 only)."""
    return _installed_modules().get(dist) or {dist.replace("-", "_")}


@functools.lru_cache(maxsize=1)
def _installed_modules() -> dict[str, set[str]]:
    """Normalized distribution name -> its top-level modules (reading every installed RECORD is slow)."""
    out: dict[str, set[str]] = {}
    for module, dists in packages_distributions().items():
        for dist in dists:
            out.setdefault(normalize(dist), set()).add(module)
    return out


def imported_modules(files: list[Path]) -> dict[str, set[str]]:
    """Third-party top-level module -> the files (relative to the repo) that import it."""
    found: dict[str, set[str]] = {}
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top not in STDLIB:
                    found.setdefault(top, set()).add(str(path.relative_to(ROOT)))
    return found


def py_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def product_imports() -> dict[str, set[str]]:
    """What vaultmem/ imports outside vaultmem/bench/ (what an installed vaultmem needs)."""
    return imported_modules([p for p in py_files(PKG) if "bench" not in p.relative_to(PKG).parts[:1]])


def bench_imports() -> dict[str, set[str]]:
    return imported_modules(py_files(PKG / "bench"))


def test_declared_reads_the_groups_and_the_mapping_knows_renamed_modules() -> None:
    groups = declared()
    assert {"core", "local", "bench", "dev"} <= set(groups)
    assert "pyyaml" in groups["core"] and "ruamel-yaml" in groups["core"]
    assert "yaml" in modules_of("pyyaml") and "Stemmer" in modules_of("pystemmer")
    assert "tomli" in modules_of("tomli")  # the fallback for a distribution not installed here


@pytest.mark.parametrize("group", ["core", "local"])
def test_every_runtime_dependency_is_imported_by_the_product(group: str) -> None:
    imported = product_imports()
    unused = sorted(d for d in declared()[group] if not modules_of(d) & set(imported) and d not in NOT_IMPORTED)
    assert unused == [], (f"declared in {group} but imported by nothing in vaultmem/ outside the benchmarks: "
                          "drop them, or move benchmark-only ones to the `bench` extra")


def test_the_bench_extra_is_what_only_the_benchmarks_import() -> None:
    groups, product, bench = declared(), product_imports(), bench_imports()
    for dist in groups["bench"]:
        assert modules_of(dist) & set(bench), f"{dist} is in the bench extra but no benchmark imports it"
        assert not modules_of(dist) & set(product), f"{dist} is used by the product: declare it in the core"
    core = {m for d in groups["core"] for m in modules_of(d)}
    bench_only = sorted(set(bench) - set(product) - core)
    extra = {m for d in groups["bench"] for m in modules_of(d)}
    assert set(bench_only) <= extra, f"imported only by benchmarks, not in the bench extra: {bench_only}"


def test_every_dev_dependency_is_imported_by_the_tests_or_says_why() -> None:
    imported = imported_modules(py_files(TESTS))
    unused = sorted(d for d in declared()["dev"] if not modules_of(d) & set(imported) and d not in NOT_IMPORTED)
    assert unused == [], "declared in dev but no test imports them: drop them or say why in NOT_IMPORTED"
    stale = sorted(d for d in NOT_IMPORTED if not any(d in names for names in declared().values()))
    assert stale == [], "NOT_IMPORTED names a distribution pyproject.toml no longer declares"


@pytest.mark.parametrize("where, groups", [
    ("vaultmem", ("core", "local", "bench")),
    ("tests", ("core", "local", "bench", "dev")),
])
def test_every_third_party_import_comes_from_a_declared_distribution(where: str, groups: tuple[str, ...]) -> None:
    folder = ROOT / where
    local = {p.stem for p in folder.iterdir()} | {"vaultmem"}  # the tests' own support/ and conftest
    provided = {m for g in groups for d in declared()[g] for m in modules_of(d)}
    undeclared = {m: sorted(files) for m, files in imported_modules(py_files(folder)).items()
                  if m not in provided and m not in local}
    assert undeclared == {}, "imported but not declared (it only arrives as another package's dependency)"


def test_scale_bench_without_its_extra_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from vaultmem.bench.scale import run_scale

    monkeypatch.setitem(sys.modules, "rank_bm25", None)  # as if the bench extra were not installed
    with pytest.raises(VaultmemError, match=r"vaultmem\[bench\]"):
        run_scale([10], embedder="hash")


# -- the linter -----------------------------------------------------------------------------------

def test_make_test_runs_the_linter_configured_here() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "ruff check vaultmem tests hooks" in recipe
    lint = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]["lint"]
    assert {"E", "F", "W", "B"} <= set(lint["select"])


def test_the_tree_is_lint_clean() -> None:
    """The same check `make test` starts with, so a plain pytest run catches it too."""
    ruff = Path(sys.executable).with_name("ruff")
    if not ruff.exists():
        pytest.skip("ruff is not installed next to this python (pip install -e '.[dev]')")
    res = subprocess.run([str(ruff), "check", "--no-cache", "vaultmem", "tests", "hooks"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-1000:]
