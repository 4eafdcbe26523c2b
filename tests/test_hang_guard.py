"""The suite's hang guard (pytest-timeout; pyproject.toml, [tool.pytest.ini_options]): a test
that waits on something that never comes fails, named, and the run goes on; it does not
hang the run until CI's limit. Run here in a pytest of its own, under pytest-xdist as
``make test`` runs it, with the project's settings and the limit lowered to 2 s."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HUNG = """
import threading


def test_never_answered():
    threading.Event().wait()


def test_after_it():
    assert True
"""


def test_a_hung_test_fails_by_name_and_the_run_goes_on(tmp_path: Path) -> None:
    (tmp_path / "test_hung.py").write_text(HUNG, encoding="utf-8")
    run = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml")),
            *("--rootdir", str(tmp_path), "-p", "no:cacheprovider"),
            *("-n", "1", "--timeout", "2", str(tmp_path)),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    out = run.stdout + run.stderr
    # The thread method ends the worker (its stacks go to the worker's stderr); pytest-xdist
    # says which test it was running, and a new worker runs the rest.
    assert run.returncode == 1, out
    assert "FAILED test_hung.py::test_never_answered" in out, out
    assert "1 failed, 1 passed" in out, out
