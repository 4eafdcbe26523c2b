"""Which Python solver runs: ``engine/solver.py`` compiled with mypyc, or the file itself.

``make setup`` compiles a copy of ``solver.py`` with mypyc (``scripts/compile_solver.py``)
into the extension module ``_solver_mypyc`` beside it, and then writes the SHA-256 of the
engine's sources it compiled against into ``_solver_mypyc.sha256`` (all of them: mypyc
builds in what it knows of the modules ``solver.py`` imports, such as their ``Final``
constants). The engine itself is pure on import: what wants the fast solver (the command
line tools, the benchmarks, the tests) calls :func:`install` first, which makes
``crescent_docs.engine.solver`` the compiled module, but only when that hash is the one of
the sources that are here now. After an edit to any of them (until it is compiled again),
with no compiled module (no C compiler), or with one that does not load (another Python),
every import of ``crescent_docs.engine.solver`` gets the pure-Python module. Both are the
same source, with the same answers.

:func:`install` reads the engine's sources once per process to hash them (some 90 KB, well under a
millisecond); the rest of the engine does no I/O.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

#: The engine's folder, where the compiled solver and its stamp are put.
HERE = Path(__file__).resolve().parent / "engine"
SOURCE = HERE / "solver.py"
NAME = "crescent_docs.engine.solver"
COMPILED = "crescent_docs.engine._solver_mypyc"
STAMP = HERE / "_solver_mypyc.sha256"
PURE = "crescent_docs.engine._solver_pure"


def source_hash(engine: Path = HERE) -> str:
    """The SHA-256 of the engine's sources (every ``*.py`` in ``engine``, by name)."""
    digest = hashlib.sha256()
    for path in sorted(engine.glob("*.py")):
        if not path.name.startswith("_solver_"):
            digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def compiled(stamp: Path = STAMP, engine: Path = HERE) -> ModuleType | None:
    """The compiled solver, or None when it is not built, stale, or does not load."""
    try:
        recorded = stamp.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    if recorded != source_hash(engine):
        return None
    try:
        return importlib.import_module(COMPILED)
    except ImportError:
        return None


def is_compiled(module: ModuleType) -> bool:
    """Whether a solver module is the compiled one (an extension, not a .py file)."""
    return not str(getattr(module, "__file__", "")).endswith(".py")


def pure() -> ModuleType:
    """The pure-Python solver, whichever one ``crescent_docs.engine.solver`` is."""
    current = sys.modules.get(NAME)
    if current is None or not is_compiled(current):
        return importlib.import_module(NAME)  # install() has chosen solver.py
    module = sys.modules.get(PURE)
    if module is None:
        spec = importlib.util.spec_from_file_location(PURE, SOURCE)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[PURE] = module
        spec.loader.exec_module(module)
    return module


def install() -> None:
    """Make ``crescent_docs.engine.solver`` the compiled solver when it is current (and no
    solver has been imported yet: then it stays the one imported)."""
    if NAME in sys.modules:
        return
    module = compiled()
    if module is None:
        return  # the import system finds solver.py
    sys.modules[NAME] = module
    vars(sys.modules[NAME.rpartition(".")[0]])["solver"] = module
