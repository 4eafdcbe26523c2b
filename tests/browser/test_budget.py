"""The player's weight budget: every module a page loads when it opens (player.js and what
it imports, with the kind of player the page has: the table on Rules and Play, the stepper
on Examples; not the modules loaded with import() when first needed or once the page is
idle, listed in ON_DEMAND) and player.css together stay within 32 KB gzipped on every page
(benchmarks/player.py prints the figures, and the main-thread timings)."""

from __future__ import annotations

import gzip
import re

from browserkit import ROOT

PLAYER = ROOT / "crescent_docs" / "player"
ON_DEMAND = {
    "solver.js",
    "worker.js",
    "hints.js",
    "stats.js",
    "confirm.js",
    "nearby.js",
    "ending.js",
    "drag.js",
}


def static_imports(name: str) -> set[str]:
    """``name`` and every module it imports statically, and they in turn."""
    found, todo = set(), [name]
    while todo:
        module = todo.pop()
        if module not in found:
            found.add(module)
            text = (PLAYER / module).read_text(encoding="utf-8")
            todo += re.findall(r"^import [^;]*? from '\./([a-z]+\.js)';", text, re.M | re.S)
    return found


def test_the_player_weighs_at_most_32_kb_gzipped():
    entry = (PLAYER / "player.js").read_text(encoding="utf-8")
    kinds = re.findall(r"import\('\./([a-z]+\.js)'\)", entry)
    assert sorted(kinds) == ["stepper.js", "table.js"]
    for kind in kinds:
        files = static_imports("player.js") | static_imports(kind)
        assert not files & ON_DEMAND, files
        sizes = {
            name: len(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))
            for name, path in [(f, PLAYER / f) for f in files] + [("css", PLAYER / "player.css")]
        }
        assert "engine.js" in sizes, sizes
        assert sum(sizes.values()) <= 32 * 1024, (kind, sizes)


def test_the_page_loads_no_module_on_demand():
    # The modules that load on demand: no module the page loads imports them statically
    # (assist.js imports hints.js and stats.js with import(), when they are needed).
    for f in PLAYER.glob("*.js"):
        if f.name not in ON_DEMAND:
            text = f.read_text(encoding="utf-8")
            for name in ON_DEMAND:
                assert not re.search(rf"from '\./{re.escape(name)}'", text), (f.name, name)
            assert "solver.js" not in text and "worker.js" not in text, f.name
