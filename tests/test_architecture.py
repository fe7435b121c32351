"""The layering in ARCHITECTURE.md, checked by parsing imports with `ast`.

vault imports nothing of ours (but errors); index and recall build on vault; only the entry
points (cli*, daemon, mcp_server, bench) import typer/uvicorn/watchdog; hooks and the hook
client are standard library only; `import vaultmem.cli` loads no model or vector library.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "vaultmem"
ENTRY_POINT_LIBS = {"typer", "uvicorn", "watchdog"}


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Absolute names of every module imported anywhere in the file (also inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - node.level + 1]
                base = ".".join(base_parts)
                if node.module:
                    found.add(f"{base}.{node.module}")
                else:  # from . import x, y: each may be a submodule
                    found.update(f"{base}.{alias.name}" for alias in node.names)
            elif node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names if node.module == "vaultmem")
    return found


def py_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def ours(names: set[str]) -> set[str]:
    return {n for n in names if n == "vaultmem" or n.startswith("vaultmem.")}


def top(name: str) -> str:
    return name.split(".")[0]


def test_import_parser_resolves_relative_imports(tmp_path: Path) -> None:
    sample = PKG / "recall" / "search.py"
    found = imports_of(sample)
    assert "vaultmem.index.indexer" in found and "vaultmem.recall.rerankers" in found
    assert "vaultmem.errors" in found  # imported inside a function


# Stdlib-only helpers below every layer: errors, the one atomic write, the one UTC time format.
LEAVES = ("vaultmem.errors", "vaultmem.atomic", "vaultmem.utctime")


def test_vault_imports_nothing_else_of_ours() -> None:
    bad = {}
    for path in py_files(PKG / "vault"):
        extra = {m for m in ours(imports_of(path))
                 if not (m.startswith("vaultmem.vault") or m in LEAVES)}
        if extra:
            bad[str(path.relative_to(ROOT))] = sorted(extra)
    assert bad == {}


@pytest.mark.parametrize("layer, allowed", [
    ("index", ("vaultmem.index", "vaultmem.vault", "vaultmem.progress", *LEAVES)),
    ("recall", ("vaultmem.recall", "vaultmem.index", "vaultmem.vault", *LEAVES)),
])
def test_index_and_recall_build_only_on_lower_layers(layer: str, allowed: tuple[str, ...]) -> None:
    bad = {}
    for path in py_files(PKG / layer):
        extra = {m for m in ours(imports_of(path))
                 if not any(m == a or m.startswith(a + ".") for a in allowed)}
        if extra:  # config, memory, cli, daemon, capture, extract ... are above this layer
            bad[str(path.relative_to(ROOT))] = sorted(extra)
    assert bad == {}


def _leaf_modules() -> set[str]:
    """vaultmem modules outside capture that import nothing of ours (errors, shared stdlib helpers)."""
    return {module_name(p) for p in py_files(PKG)
            if "capture" not in p.relative_to(PKG).parts and not ours(imports_of(p)) - {"vaultmem"}}


def test_capture_is_a_leaf() -> None:
    """capture reads transcripts, redacts and queues; it knows nothing of memory, the vault or extraction.

    Ingest orchestration (vaultmem/ingest/) sits above capture and extract and joins them."""
    leaves = _leaf_modules()
    assert "vaultmem.errors" in leaves and "vaultmem.memory" not in leaves and "vaultmem.config" not in leaves
    assert "vaultmem.errors" in imports_of(PKG / "capture" / "turns.py")  # the rule below sees real imports
    bad = {}
    for path in py_files(PKG / "capture"):
        extra = {m for m in ours(imports_of(path)) - {"vaultmem"}
                 if not m.startswith("vaultmem.capture") and m not in leaves}
        if extra:
            bad[str(path.relative_to(ROOT))] = sorted(extra)
    assert bad == {}


def test_one_function_named_detect_agent() -> None:
    """The hook path's payload-based rule is the one `detect_agent`; reading a file's format has its own name."""
    defs = [str(p.relative_to(ROOT)) for p in py_files(PKG)
            for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "detect_agent"]
    assert defs == ["vaultmem/hook_ticket.py"]


def _is_entry_point(path: Path) -> bool:
    rel = path.relative_to(PKG)
    return rel.parts[0] in ("daemon", "bench", "cli") or rel.name in ("mcp_server.py", "serving.py")


def test_only_entry_points_import_typer_uvicorn_watchdog() -> None:
    bad = {}
    for path in py_files(PKG):
        if _is_entry_point(path):
            continue
        libs = {top(m) for m in imports_of(path)} & ENTRY_POINT_LIBS
        if libs:
            bad[str(path.relative_to(ROOT))] = sorted(libs)
    assert bad == {}


def test_entry_point_rule_sees_real_entry_points() -> None:
    # guard against a rule that silently exempts everything
    assert _is_entry_point(PKG / "cli" / "app.py") and _is_entry_point(PKG / "daemon" / "client.py")
    assert not _is_entry_point(PKG / "memory.py") and not _is_entry_point(PKG / "index" / "indexer.py")
    assert "typer" in {top(m) for m in imports_of(PKG / "cli" / "app.py")}


HOOK_MODULES = ("vaultmem.hookclient", "vaultmem.hook_socket", "vaultmem.hook_dirs", "vaultmem.hook_ticket",
                "vaultmem.hook_runner", "vaultmem.atomic", "vaultmem.utctime")


def _stdlib_only_files() -> list[Path]:
    files = [PKG / "__init__.py", PKG / "autostart.py"] + [PKG / f"{name.split('.')[1]}.py" for name in HOOK_MODULES]
    hooks = ROOT / "hooks"
    if hooks.is_dir():  # the hooks may not exist yet: check what does
        files += py_files(hooks)
    return [f for f in files if f.exists()]


# A hook may reach the daemon through vaultmem.hookclient and the modules it is split into, and start
# it through vaultmem.autostart (all checked here, as is the package __init__ that importing them
# runs); nothing else of ours, nothing third-party.
_STDLIB_ONLY_OURS = {"vaultmem", "vaultmem.autostart", *HOOK_MODULES}


@pytest.mark.parametrize("path", _stdlib_only_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_hooks_and_hookclient_use_only_the_standard_library(path: Path) -> None:
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    non_std = sorted({m for m in imports_of(path) if top(m) not in stdlib and m not in _STDLIB_ONLY_OURS})
    assert non_std == []


@pytest.mark.parametrize("name", HOOK_MODULES)
def test_hook_modules_stay_small_and_parse_as_python_3_8(name: str) -> None:
    """Hook commands run the system python3 (3.8 on older distributions); one job per small module."""
    path = PKG / f"{name.split('.')[1]}.py"
    source = path.read_text(encoding="utf-8")
    ast.parse(source, filename=str(path), feature_version=(3, 8))
    # `str | None` and `dict[str, str]` annotations are only legal on 3.8 when never evaluated.
    assert "from __future__ import annotations" in source
    assert len(source.splitlines()) < 250


def test_import_cli_loads_no_heavy_libraries() -> None:
    code = ("import json, sys\n"
            "import vaultmem.cli\nvaultmem.cli.load_commands()\n"
            "heavy = ('torch', 'sentence_transformers', 'transformers', 'qdrant_client')\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in heavy)))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def test_hookclient_imports_nothing_heavy_at_runtime() -> None:
    code = ("import json, sys\n"
            "before = set(sys.modules)\n"
            "import vaultmem.hookclient\n"
            "new = {m.split('.')[0] for m in set(sys.modules) - before}\n"
            "print(json.dumps(sorted(m for m in new if m not in sys.stdlib_module_names and m != 'vaultmem')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


# -- import cycles --------------------------------------------------------------------------------
# Imports made inside functions count (they still run, and they hide a cycle rather than remove it),
# and so do imports under `if TYPE_CHECKING:`: they never run, but a type named across a cycle ties
# the two modules together as surely (what the lower one needs of the higher one is a protocol of
# its own, as lifecycle/host.py and console/service.py show). `runtime=True` leaves them out.

def _import_nodes(tree: ast.AST, runtime: bool = False) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if runtime and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def import_graph(runtime: bool = False) -> dict[str, set[str]]:
    """vaultmem module -> the vaultmem modules it imports, function-level imports included (and
    type-checking-only ones unless `runtime`)."""
    files = {module_name(p): p for p in py_files(PKG)}

    def known(name: str) -> str | None:  # `from .x import name` names module x.name when that is a module
        while name and name not in files:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for mod, path in files.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        targets: set[str] = set()
        for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8")), runtime):
            if isinstance(node, ast.Import):
                targets.update(a.name for a in node.names)
                continue
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
            targets.update(f"{base}.{a.name}" if f"{base}.{a.name}" in files else base for a in node.names)
        graph[mod] = {t for t in (known(n) for n in ours(targets)) if t and t != mod and t != "vaultmem"}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components with more than one member (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = {stack.pop()}
            while v not in comp:
                comp.add(stack.pop())
            if len(comp) > 1:
                found.append(frozenset(comp))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return found


def package_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The same graph between the units of the tree: subpackages (capture, extract, ...) and top-level modules."""
    def unit(mod: str) -> str:
        return mod.split(".")[1]

    out: dict[str, set[str]] = {}
    for mod, targets in graph.items():
        if mod == "vaultmem":
            continue
        out.setdefault(unit(mod), set()).update(unit(t) for t in targets if unit(t) != unit(mod))
    return out


def _named(found: list[frozenset[str]]) -> list[list[str]]:
    return [sorted(c) for c in found]


def test_cycle_finder_sees_function_level_imports() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [frozenset({"a", "b", "c"})]
    # cli.load_commands imports the command modules inside a function; extract.base imports
    # capture.turns only under TYPE_CHECKING, which never runs but counts unless runtime=True.
    assert "vaultmem.cli.daemon" in import_graph()["vaultmem.cli"]
    assert "vaultmem.capture.turns" in import_graph()["vaultmem.extract.base"]
    assert "vaultmem.capture.turns" not in import_graph(runtime=True)["vaultmem.extract.base"]


def test_no_import_cycles_between_modules() -> None:
    assert _named(cycles(import_graph())) == []


def test_no_import_cycles_between_packages() -> None:
    assert _named(cycles(package_graph(import_graph()))) == []


# -- layers ---------------------------------------------------------------------------------------
# Bottom up, as docs/architecture.md lists them: a module imports only from its own layer or below
# (every import counts: inside functions and for type checking too). A new top-level module or
# package must be placed here, or the test fails.
LAYERS: list[tuple[str, set[str]]] = [
    ("standard-library helpers, settings and the hook path",
     {"vaultmem", "errors", "atomic", "utctime", "progress", "human", "config_rules", "config", "config_docs",
      "logs", "hook_socket", "hook_dirs", "hook_ticket", "autostart", "hook_runner", "hookclient",
      "codex_config", "services", "install"}),
    ("capture and the vault", {"capture", "vault"}),
    ("the index", {"index"}),
    ("recall, the parts, keeping the index fresh", {"recall", "factories", "incremental", "index_status", "lockinfo"}),
    ("lifecycle", {"lifecycle"}),
    ("memory", {"memory"}),
    ("extraction and reflection", {"extract", "reflect"}),
    ("ingest and staging", {"ingest", "staging"}),
    ("the console", {"console"}),
    ("the daemon and the MCP server", {"daemon", "mcp_server"}),
    ("hub and edge, reports and benchmarks", {"remote", "status", "doctor_capture", "doctor", "bench"}),
    ("serving", {"serving"}),
    ("the command line", {"cli", "__main__"}),
]


def _unit(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] != "__version__" else "vaultmem"


def test_every_module_imports_only_its_layer_or_below() -> None:
    level = {unit: i for i, (_, units) in enumerate(LAYERS) for unit in units}
    unplaced = sorted({_unit(module_name(p)) for p in py_files(PKG)} - set(level))
    assert unplaced == [], "place them in LAYERS"
    upward = {}
    for path in py_files(PKG):
        here = level[_unit(module_name(path))]
        up = sorted(m for m in ours(imports_of(path)) if level.get(_unit(m), 0) > here)
        if up:
            upward[str(path.relative_to(ROOT))] = up
    assert upward == {}


def test_layer_rule_sees_an_import_upward() -> None:
    level = {unit: i for i, (_, units) in enumerate(LAYERS) for unit in units}
    assert level[_unit("vaultmem.memory")] > level[_unit("vaultmem.lifecycle.forget")]
    assert level[_unit("vaultmem.capture.queue")] < level[_unit("vaultmem.ingest.processor")]
    assert _unit("vaultmem.__version__") == "vaultmem"


def test_session_excerpt_format_is_known_in_one_module() -> None:
    """The turn marker is written and parsed in vault/excerpts.py alone (ingest, episodes and purge use it)."""
    owner = PKG / "vault" / "excerpts.py"
    assert "vaultmem-turn" in owner.read_text(encoding="utf-8")
    elsewhere = [str(p.relative_to(ROOT)) for p in py_files(PKG)
                 if p != owner and "vaultmem-turn" in p.read_text(encoding="utf-8")]
    assert elsewhere == []


def _longest_function(path: Path) -> tuple[int, str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    spans = [(n.end_lineno - n.lineno + 1, n.name) for n in ast.walk(tree)
             if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.end_lineno is not None]
    return max(spans, default=(0, ""))


def test_modules_stay_small() -> None:
    """Under 400 lines a module, at most 60 a function, everywhere but the benchmarks: split by job
    when a module outgrows that."""
    files = [p for p in py_files(PKG) if BENCH not in p.parents]
    assert len(files) > 100
    big = {str(p.relative_to(ROOT)): n for p in files if (n := len(p.read_text(encoding="utf-8").splitlines())) >= 400}
    long = {str(p.relative_to(ROOT)): fn for p in files if (fn := _longest_function(p))[0] > 60}
    assert (big, long) == ({}, {})


def test_ingest_sits_above_capture_extract_and_lifecycle() -> None:
    """Only what serves a person, an agent or a hub (cli, daemon, remote, doctor, bench) runs ingest."""
    below = [PKG / name for name in ("vault", "index", "recall", "capture", "extract", "lifecycle")]
    below += [PKG / f"{name}.py" for name in ("memory", "staging", "reflect", "config")]
    files = [f for b in below for f in (py_files(b) if b.is_dir() else [b])]
    assert len(files) > 20
    bad = {str(p.relative_to(ROOT)): sorted(m for m in ours(imports_of(p)) if m.startswith("vaultmem.ingest"))
           for p in files}
    assert {k: v for k, v in bad.items() if v} == {}


# -- the tests' own shape -------------------------------------------------------------------------
# A test module importing another runs the other's module body (and its fixtures' imports) a second
# time and ties two files' internals together; what tests share lives in tests/support/.

TESTS = ROOT / "tests"


def imported_test_modules(source: str) -> list[str]:
    """Every import in `source` (inside functions too) that names a test module or conftest."""
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            names.append(module)
            # `from tests import test_x` and `from . import test_x` name the module in the alias
            names += [f"{module}.{alias.name}".lstrip(".") for alias in node.names
                      if alias.name.startswith("test_") or alias.name == "conftest"]
    return sorted({n for n in names if any(part.startswith("test_") or part == "conftest"
                                           for part in n.split(".") if part)})


def test_import_rule_sees_every_spelling_of_a_test_module_import() -> None:
    for line in ("from test_hooks import FakeDaemon", "import test_reflect", "from tests.test_x import y",
                 "from tests import test_x", "from . import test_x", "from conftest import MemoryStore",
                 "def f():\n    from test_reflect import build_vault\n"):
        assert imported_test_modules(line), line
    for line in ("from support.daemon import Daemon", "import pytest", "from vaultmem.cli import app",
                 "from support.wait import wait_until as test_wait"):
        assert imported_test_modules(line) == [], line


def test_no_test_module_imports_another() -> None:
    bad = {}
    for path in py_files(TESTS):
        found = imported_test_modules(path.read_text(encoding="utf-8"))
        if found:
            bad[str(path.relative_to(ROOT))] = found
    assert bad == {}, "move what they share to tests/support/"


# -- composition roots ------------------------------------------------------------------------------
# One place per entry point reads the config and builds a Memory (and through it the embedder,
# vector store and reranker, see vaultmem/factories.py); everything below is given the parts.
COMPOSITION_ROOTS = {
    "vaultmem/cli/app.py",  # the CLI: open_memory, for every command that works in-process
    "vaultmem/cli/daemon.py",  # the worker command, which holds the index for its whole life
    "vaultmem/daemon/server.py",  # the daemon (and the console's in-process service)
    "vaultmem/mcp_server.py",  # the MCP server, one Memory per tool call without a daemon
}
# Benchmarks are entry points of their own: each builds its Memory with the embedder it measures.
BENCH = PKG / "bench"


def _memory_constructions(path: Path) -> list[int]:
    """Lines where the file calls Memory(...) (by name or as module.Memory)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call)
            and ((isinstance(node.func, ast.Name) and node.func.id == "Memory")
                 or (isinstance(node.func, ast.Attribute) and node.func.attr == "Memory"))]


def test_only_composition_roots_construct_memory() -> None:
    found = {}
    for path in py_files(PKG):
        rel = str(path.relative_to(ROOT))
        if rel in COMPOSITION_ROOTS or BENCH in path.parents:
            continue
        lines = _memory_constructions(path)
        if lines:
            found[rel] = lines
    assert found == {}


def test_composition_roots_exist_and_build_memory() -> None:
    # guard against a list that silently exempts nothing real (a root renamed or moved)
    for rel in COMPOSITION_ROOTS:
        assert _memory_constructions(ROOT / rel), rel


_FIXED_AT_CONSTRUCTION = ("role", "unlocked")


def _memory_attribute_writes(path: Path) -> list[str]:
    """`x.role = ...` / `x.unlocked = ...` where x is a Memory by name (mem, memory, *.memory)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out = []
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
            if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
        for t in targets:
            if not (isinstance(t, ast.Attribute) and t.attr in _FIXED_AT_CONSTRUCTION):
                continue
            owner = ast.unparse(t.value)
            if t.attr == "unlocked" or owner.split(".")[-1] in ("mem", "memory", "holder"):
                out.append(f"{node.lineno}: {ast.unparse(t)}")
    return out


def test_nothing_sets_role_or_unlocked_on_a_memory() -> None:
    found = {}
    for path in py_files(PKG) + py_files(ROOT / "tests"):
        if path == PKG / "memory.py":
            continue
        writes = _memory_attribute_writes(path)
        if writes:
            found[str(path.relative_to(ROOT))] = writes
    assert found == {}


def test_role_and_unlocked_are_fixed_when_memory_is_built(tmp_path: Path) -> None:
    from vaultmem.config import load_config
    from vaultmem.memory import Memory

    cfg = load_config(home=tmp_path)
    calls: list[str] = []
    mem = Memory(cfg, role="worker", unlocked=lambda fn: calls.append("let go") or fn())
    assert mem.role == "worker" and mem.unlocked(lambda: 42) == 42 and calls == ["let go"]
    for name in _FIXED_AT_CONSTRUCTION:
        with pytest.raises(AttributeError):
            setattr(mem, name, None)
    assert Memory(cfg).role == "command" and Memory(cfg).unlocked(lambda: 7) == 7


# -- config strings stay at the roots ---------------------------------------------------------------
# Below the composition roots a module is given typed settings or plain values, not a Config to read
# `config["…"]` from. Allowed: the roots, factories.py, config*.py, bench/, and a settings class's
# `from_config` (the typed boundary a root calls). What still reads strings is listed with why.

CONFIG_NAMES = {"config", "cfg"}
CONFIG_READING_ALLOWED = {*COMPOSITION_ROOTS, "vaultmem/factories.py", "vaultmem/serving.py"}
KNOWN_CONFIG_READERS = {
    # Memory is the façade a root builds from a Config: it reads its own recall/usage knobs.
    "vaultmem/memory.py": "the Memory façade reads the settings of the parts it owns",
    # Parts of the remote root: serving.py builds them from the config and hands them the Config.
    "vaultmem/remote/wiring.py": "the hub/edge half of `vaultmem serve`'s composition root",
    # Diagnosis reports what the config says: reading it is the job.
    "vaultmem/doctor.py": "doctor checks the config's own values",
    "vaultmem/doctor_capture.py": "doctor checks the config's own values",
    "vaultmem/status.py": "`vaultmem status` without a daemon reads files named by the config",
    "vaultmem/logs.py": "logging is set up from log.level before anything is built",
    "vaultmem/daemon/client.py": "the daemon-or-local seam decides whether to start a daemon (hooks.autostart)",
    "vaultmem/extract/factory.py": "the extractor factory ingest.pipelines.build_extractor delegates to",
    "vaultmem/extract/setup.py": "`vaultmem setup-extract` checks the configured backend",
    "vaultmem/cli/review.py": "a CLI command module (the CLI's root hands it the Config)",
    "vaultmem/cli/remote.py": "a CLI command module (the CLI's root hands it the Config)",
    "vaultmem/console/app.py": "the console is a root of its own (in_process_service) and shows extract.review",
    "vaultmem/console/data.py": "the console is a root of its own (in_process_service) and shows extract.review",
}


def _is_config(node: ast.expr) -> bool:
    """`config`, `cfg`, or any `x.config` / `x.cfg` (memory.config, self.cfg, service.cfg)."""
    return (isinstance(node, ast.Name) and node.id in CONFIG_NAMES) or (
        isinstance(node, ast.Attribute) and node.attr in CONFIG_NAMES)


def config_string_reads(source: str) -> list[int]:
    """Lines that index a config by a string (`cfg["a.b"]`, `memory.config[f"..."]`), outside a
    `from_config` (a typed settings class reading its own section for a root)."""
    tree = ast.parse(source)
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == "from_config":
            allowed.update(id(n) for n in ast.walk(node))
    return sorted({node.lineno for node in ast.walk(tree) if isinstance(node, ast.Subscript)
                   and _is_config(node.value) and id(node) not in allowed
                   and isinstance(node.slice, (ast.Constant, ast.JoinedStr))})


def test_config_string_check_sees_every_spelling() -> None:
    source = ('a = cfg["x.y"]\nb = memory.config["x.y"]\nc = self.cfg[f"recall.{n}"]\nd = config["k"]\n'
              'e = other["x.y"]\nf = cfg.state_dir\n'
              'class S:\n    @classmethod\n    def from_config(cls, cfg):\n        return cfg["x.y"]\n')
    assert config_string_reads(source) == [1, 2, 3, 4]


def test_no_config_strings_read_below_the_roots() -> None:
    found = {}
    for path in py_files(PKG):
        rel = path.relative_to(ROOT).as_posix()
        if rel in CONFIG_READING_ALLOWED or path.name.startswith("config") or BENCH in path.parents:
            continue
        if lines := config_string_reads(path.read_text(encoding="utf-8")):
            found[rel] = lines
    assert sorted(set(found) - set(KNOWN_CONFIG_READERS)) == []
    # A listed module that no longer reads config strings leaves the list.
    assert sorted(set(KNOWN_CONFIG_READERS) - set(found)) == []
