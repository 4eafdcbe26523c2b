"""Compile the Python solver with mypyc: ``.venv/bin/python scripts/compile_solver.py``.

``make setup`` runs it. It compiles a copy of ``crescent_docs/engine/solver.py`` as the
module ``crescent_docs.engine._solver_mypyc`` (in ``build/mypyc/``, beside copies of the
engine's other modules, which stay pure Python), puts the extensions it builds beside
``solver.py``, and then writes the hash of the engine's sources it compiled against into
``_solver_mypyc.sha256``, which ``crescent_docs/solving.py`` checks before it uses
them. It says in one line whether it compiled the solver; when mypyc or the C compiler
fails, the compiler's output is in ``build/mypyc/log``, pure Python runs, and it exits 1.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from crescent_docs.solving import COMPILED, STAMP, source_hash

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "crescent_docs" / "engine"
BUILD = ROOT / "build" / "mypyc"
LOG = BUILD / "log"
#: The compiled module's name in the engine, and the stamp solving.py checks.
NAME = COMPILED.rpartition(".")[2]

SETUP = """\
from setuptools import setup
from mypyc.build import mypycify

setup(
    name="crescent-solver-mypyc",
    ext_modules=mypycify(["crescent_docs/engine/{name}.py"], opt_level="3"),
)
"""


def remove_compiled() -> None:
    """Remove the stamp first, then the extensions: a half-removed build is never used."""
    STAMP.unlink(missing_ok=True)
    for old in ENGINE.glob(f"{NAME}*.so"):
        old.unlink()


def compile_solver() -> str | None:
    """Compile the solver; return the build's output when it fails."""
    remove_compiled()
    shutil.rmtree(BUILD, ignore_errors=True)
    package = BUILD / "crescent_docs"
    (package / "engine").mkdir(parents=True)
    shutil.copy2(ROOT / "crescent_docs" / "__init__.py", package / "__init__.py")
    for module in ENGINE.glob("*.py"):
        shutil.copy2(module, package / "engine" / module.name)
    shutil.copy2(ENGINE / "solver.py", package / "engine" / f"{NAME}.py")
    # The hash of what is compiled, taken from the copies: an edit made meanwhile is stale.
    digest = source_hash(package / "engine")
    (BUILD / "setup.py").write_text(SETUP.format(name=NAME), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "setup.py", "build_ext", "--inplace"],
        cwd=BUILD,
        capture_output=True,
        text=True,
        check=False,
    )
    built = sorted((package / "engine").glob(f"{NAME}*.so"))
    if done.returncode != 0 or not built:
        return done.stdout + done.stderr
    for extension in built:
        shutil.copy2(extension, ENGINE / extension.name)
    STAMP.write_text(digest + "\n", encoding="ascii")
    return None


def main() -> int:
    try:
        failure = compile_solver()
    except Exception as error:  # no mypyc, no setuptools, a full disk: pure Python runs
        failure = f"{type(error).__name__}: {error}\n"
    if failure is None:
        print("solver: compiled with mypyc")
        return 0
    remove_compiled()
    BUILD.mkdir(parents=True, exist_ok=True)
    LOG.write_text(failure, encoding="utf-8")
    print(f"solver: not compiled with mypyc (see {LOG.relative_to(ROOT)}); pure Python runs")
    return 1


if __name__ == "__main__":
    sys.exit(main())
