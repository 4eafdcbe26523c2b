"""Importing the engine loads no solver and changes no module: the compiled/pure switch is
:mod:`crescent_docs.solving`'s, which only those who want the fast solver call."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
before = dict(sys.modules)
import crescent_docs.engine
after = sys.modules
print(json.dumps({
    "new": sorted(set(after) - set(before)),
    "swapped": sorted(n for n in before if after.get(n) is not before[n]),
    "files": {
        n: getattr(after[n], "__file__", None) for n in after if n.startswith("crescent_docs")
    },
}))
"""


def test_importing_the_engine_loads_no_solver_and_swaps_nothing() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    seen = json.loads(done.stdout)
    assert "crescent_docs.engine" in seen["new"]
    solvers = [name for name in seen["new"] if "solver" in name.rpartition(".")[2]]
    assert solvers == [], solvers
    assert seen["swapped"] == []
    # Every module of the project it loaded is a plain source file of the engine package.
    for name, file in seen["files"].items():
        assert name == "crescent_docs" or name.startswith("crescent_docs.engine"), name
        assert file is not None and file.endswith(".py"), (name, file)
        assert name.removeprefix("crescent_docs.").replace(".", "/") in file.replace("\\", "/")


def test_installing_the_compiled_solver_is_what_solving_does() -> None:
    probe = (
        "import sys, crescent_docs.engine\n"
        "assert 'crescent_docs.engine.solver' not in sys.modules\n"
        "from crescent_docs import solving\n"
        "solving.install()\n"
        "import crescent_docs.engine.solver as chosen\n"
        "print(solving.is_compiled(chosen), solving.compiled() is not None)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    is_compiled, available = done.stdout.split()
    assert is_compiled == available  # the compiled one exactly when it is current
