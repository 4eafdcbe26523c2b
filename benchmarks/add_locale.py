"""Add-a-locale benchmark: what a translator's first ``make locale`` costs, from nothing.

In a copy of the project with no environment, ``make locale LOCALE=it`` creates the
environment that building the site needs (no test or lint tool, no npm) and the Italian
catalog. Printed: its wall time, the environment's size on disk and its packages (and that
none of the developers' tools is among them), then the wall time of the first build of the
new locale alone, as ``make preview`` builds it.

    .venv/bin/python benchmarks/add_locale.py

Figures only: pip fetches from its cache or the package index, so the time depends on the
network and the machine.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIED = (
    "Makefile",
    "pyproject.toml",
    "README.md",
    "babel.cfg",
    "mkdocs.yml",
    "docs",
    "locales",
    "crescent_docs",
)
DEVELOPER_TOOLS = ("pytest", "playwright", "mypy", "ruff", "hypothesis")


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        project.mkdir()
        for name in COPIED:
            source = ROOT / name
            if source.is_dir():
                ignore = shutil.ignore_patterns("__pycache__")
                shutil.copytree(source, project / name, ignore=ignore)
            else:
                shutil.copy2(source, project / name)
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
        env.pop("VIRTUAL_ENV", None)
        start = time.perf_counter()
        made = subprocess.run(
            ["make", "--no-print-directory", "locale", "LOCALE=it"],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        seconds = time.perf_counter() - start
        if made.returncode:
            print(f"make locale LOCALE=it failed: {(made.stdout + made.stderr)[-300:]}")
            return 1
        venv = project / ".venv"
        listed = subprocess.run(
            [str(venv / "bin" / "python"), "-m", "pip", "list", "--format=freeze"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        names = {line.split("==")[0].lower() for line in listed}
        tools = [tool for tool in DEVELOPER_TOOLS if tool in names]
        print(f"make locale LOCALE=it, from no environment: {seconds:.1f} s")
        print(
            f"its environment: {_size(venv) / 1e6:.0f} MB, {len(names)} packages; "
            f"developer tools: {', '.join(tools) or 'none'}; "
            f"node_modules: {'yes' if (project / 'node_modules').exists() else 'none'}"
        )
        start = time.perf_counter()
        built = subprocess.run(
            [str(venv / "bin" / "mkdocs"), "build", "-q", "-d", str(Path(tmp) / "site")],
            cwd=project,
            env={**env, "CRESCENT_LOCALES": "it"},
            capture_output=True,
            text=True,
            check=False,
        )
        seconds = time.perf_counter() - start
        pages = len(list((Path(tmp) / "site" / "it").rglob("index.html")))
        outcome = f"{pages} pages" if built.returncode == 0 else f"exit {built.returncode}"
        print(f"first build of the new locale alone (as make preview): {seconds:.1f} s, {outcome}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
