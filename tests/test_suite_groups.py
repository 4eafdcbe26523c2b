"""The suite's own machinery: under ``--dist loadgroup`` (``make test``), the tests of a
module that builds a site of its own run in one worker, which builds it once
(tests/conftest.py marks them). A pytest and pytest-xdist pair that drops the groups would
build each of those sites once a worker, silently; this catches it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CONFTEST = """
import os
from pathlib import Path

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        item.add_marker(pytest.mark.xdist_group("one"))


@pytest.fixture
def record():
    yield lambda name: (Path(__file__).parent / name).write_text(os.environ["PYTEST_XDIST_WORKER"])
"""

TESTS = "".join(f"\n\ndef test_{n}(record):\n    record('{n}.worker')\n" for n in range(6))


def test_a_group_marked_as_conftest_marks_it_runs_in_one_worker(tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (tmp_path / "test_grouped.py").write_text(TESTS, encoding="utf-8")
    # pytest and pytest-xdist alone: the other plugins installed (which each of the three
    # processes would import) take no part in how the tests are shared out.
    command = [sys.executable, "-m", "pytest", "-p", "xdist.plugin", "-n", "2"]
    command += ["--dist", "loadgroup", "-q", "-p", "no:cacheprovider", str(tmp_path)]
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    done = subprocess.run(
        command, cwd=tmp_path, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    workers = {path.read_text() for path in tmp_path.glob("*.worker")}
    assert len(list(tmp_path.glob("*.worker"))) == 6
    assert len(workers) == 1, workers
