"""Helpers shared by the h18 data files: long, realistic tool output."""

from __future__ import annotations


def pytest_log(prefix: str, names: list[str], failed: dict[str, str] | None = None, secs: float = 3.4) -> str:
    failed = failed or {}
    lines = ["============================= test session starts ==============================",
             "platform linux -- Python 3.12.4, pytest-8.3.2, pluggy-1.5.0",
             f"rootdir: /home/dev/{prefix}", "configfile: pyproject.toml", f"collected {len(names)} items", ""]
    for n in names:
        lines.append(f"{n} {'FAILED' if n in failed else 'PASSED'}")
    for n, why in failed.items():
        lines += ["", f"___________________________ {n} ___________________________", why]
    ok = len(names) - len(failed)
    tail = f"{len(failed)} failed, {ok} passed" if failed else f"{ok} passed"
    lines.append(f"========================= {tail} in {secs:.2f}s =========================")
    return "\n".join(lines)


def tree(root: str, paths: list[str]) -> str:
    return "\n".join([root] + [f"├── {p}" for p in paths[:-1]] + [f"└── {paths[-1]}"]) + \
        f"\n\n{len(paths)} entries"


def gradle_log(tasks: list[str], result: str = "BUILD SUCCESSFUL", secs: int = 48) -> str:
    out = ["Starting a Gradle Daemon (subsequent builds will be faster)"]
    for t in tasks:
        out.append(f"> Task {t}")
    out += ["", "Deprecated Gradle features were used in this build, making it incompatible with Gradle 9.0.",
            "You can use '--warning-mode all' to show the individual deprecation warnings.", "",
            f"{result} in {secs}s", f"{len(tasks)} actionable tasks: {len(tasks)} executed"]
    return "\n".join(out)
