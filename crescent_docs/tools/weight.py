"""The player's weight as a page loads it: ``player.js``, the kind of player the page has
(it imports the table or the stepper with ``import()``) with every module they import
statically, and ``player.css``, each gzipped as a server sends them. The modules in
:data:`ON_DEMAND` load with ``import()`` when first needed or once the page is idle, so a
page's opening weight leaves them out. ``benchmarks/player.py`` prints these figures and
``tests/browser/test_budget.py`` holds them to the budget."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

__all__ = ["BUDGET_BYTES", "ON_DEMAND", "PLAYER", "gzipped", "kinds", "page_modules"]

PLAYER = Path(__file__).resolve().parent.parent / "player"
#: Player JS + CSS a page loads when it opens, gzipped.
BUDGET_BYTES = 32 * 1024
#: The modules loaded on demand (the solver's worker is started by help.js).
ON_DEMAND = frozenset(
    {
        "solver.js",
        "worker.js",
        "help.js",
        "stats.js",
        "confirm.js",
        "nearby.js",
        "ending.js",
        "drag.js",
        "guide.js",
        "sheet.js",
    }
)
_STATIC_IMPORT = re.compile(r"^import [^;]*? from '\./([a-z]+\.js)';", re.M | re.S)
_DYNAMIC_IMPORT = re.compile(r"import\('\./([a-z]+\.js)'\)")


def gzipped(name: str) -> int:
    """The size of ``name`` (a file of the player's folder), gzipped at level 9."""
    return len(gzip.compress((PLAYER / name).read_bytes(), compresslevel=9, mtime=0))


def static_imports(name: str) -> set[str]:
    """``name`` and every module it imports statically, and they in turn."""
    found: set[str] = set()
    todo = [name]
    while todo:
        module = todo.pop()
        if module not in found:
            found.add(module)
            todo += _STATIC_IMPORT.findall((PLAYER / module).read_text(encoding="utf-8"))
    return found


def kinds() -> list[str]:
    """The kinds of player ``player.js`` loads with ``import()``, one per page kind."""
    return sorted(_DYNAMIC_IMPORT.findall((PLAYER / "player.js").read_text(encoding="utf-8")))


def page_modules(kind: str) -> set[str]:
    """The modules a page with player ``kind`` loads when it opens."""
    return static_imports("player.js") | static_imports(kind)
