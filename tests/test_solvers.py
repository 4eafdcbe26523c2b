"""Which Python solver runs: the one compiled with mypyc only when it was built from the
engine's sources as they are now; otherwise solver.py itself (pure Python)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import crescent_docs.engine.solver
from crescent_docs import solving as solvers

ROOT = Path(__file__).resolve().parents[1]
COMPILED = solvers.compiled()
needs_compiled = pytest.mark.skipif(
    COMPILED is None, reason="the solver is not compiled with mypyc here (make setup compiles it)"
)


def test_the_solver_everyone_imports_is_the_chosen_one() -> None:
    chosen = crescent_docs.engine.solver
    if COMPILED is None:
        assert not solvers.is_compiled(chosen)
        assert chosen.__file__ == str(solvers.SOURCE)
    else:
        assert chosen is COMPILED
        assert solvers.is_compiled(chosen)
    from crescent_docs.tools import solve as tool

    assert tool.solve is chosen.solve


def test_the_pure_solver_is_solver_py() -> None:
    pure = solvers.pure()
    assert pure.__file__ == str(solvers.SOURCE)
    assert not solvers.is_compiled(pure)
    assert solvers.pure() is pure


def _engine_copy(tmp_path: Path) -> Path:
    engine = tmp_path / "engine"
    engine.mkdir()
    for source in solvers.HERE.glob("*.py"):
        shutil.copy2(source, engine / source.name)
    return engine


def test_a_missing_or_unreadable_stamp_gives_pure_python(tmp_path: Path) -> None:
    engine = _engine_copy(tmp_path)
    assert solvers.compiled(tmp_path / "missing.sha256", engine) is None
    stamp = tmp_path / "stamp.sha256"
    stamp.write_bytes(b"\xff\xfe not a hash")
    assert solvers.compiled(stamp, engine) is None
    stamp.write_text("0" * 64 + "\n", encoding="ascii")
    assert solvers.compiled(stamp, engine) is None


@needs_compiled
@pytest.mark.parametrize("edited", ["solver.py", "position.py"])
def test_an_edit_to_the_engine_since_compiling_gives_pure_python(
    tmp_path: Path, edited: str
) -> None:
    """The stamp holds the hash of every engine source (mypyc builds in what it knows of
    the modules solver.py imports): an edit to any of them makes the build stale."""
    engine = _engine_copy(tmp_path)
    stamp = tmp_path / "stamp.sha256"
    stamp.write_text(solvers.source_hash(engine) + "\n", encoding="ascii")
    assert solvers.compiled(stamp, engine) is COMPILED
    with (engine / edited).open("a", encoding="utf-8") as file:
        file.write("# an edit\n")
    assert solvers.compiled(stamp, engine) is None


PROBE = """
from crescent_docs import solving as solvers; solvers.install()
pure = solvers.pure()
import crescent_docs.engine.solver as chosen
print(chosen.__file__, pure.__file__, pure is chosen)
"""


def _chosen_in_a_copy(package: Path) -> str:
    """The file of crescent_docs.engine.solver in a fresh process that imports the copy,
    after checking that solvers.pure() gives solver.py (the very module, when it is the
    chosen one)."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=package.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    chosen, pure, same = done.stdout.split()
    assert pure == str(package / "engine" / "solver.py")
    assert same == str(chosen == pure)
    return chosen


@needs_compiled
def test_a_stale_compiled_solver_is_never_imported(tmp_path: Path) -> None:
    """A copy of the package with its compiled solver: imported as it is, the compiled
    solver runs; once solver.py is edited (and not compiled again), solver.py runs."""
    package = tmp_path / "crescent_docs"
    shutil.copytree(ROOT / "crescent_docs", package, ignore=shutil.ignore_patterns("__pycache__"))
    engine = package / "engine"
    assert _chosen_in_a_copy(package).startswith(str(engine / "_solver_mypyc."))
    with (engine / "solver.py").open("a", encoding="utf-8") as file:
        file.write("# an edit\n")
    assert _chosen_in_a_copy(package) == str(engine / "solver.py")
