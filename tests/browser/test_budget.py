"""The player's weight budget: every module the page loads (player/*.js, but not solver.js,
worker.js and hints.js, which load when a hint or a verdict is first asked, nor stats.js,
which loads when the statistics are opened or a game ends) and player.css together stay within 32 KB
gzipped (benchmarks/player.py prints the figures, and the main-thread timings)."""

from __future__ import annotations

import gzip
import re

from browserkit import ROOT

PLAYER = ROOT / "crescent_docs" / "player"
ON_DEMAND = {"solver.js", "worker.js", "hints.js", "stats.js"}


def test_the_player_weighs_at_most_32_kb_gzipped():
    files = [f for f in PLAYER.glob("*.js") if f.name not in ON_DEMAND]
    sizes = {
        f.name: len(gzip.compress(f.read_bytes(), compresslevel=9, mtime=0))
        for f in [*files, PLAYER / "player.css"]
    }
    assert "player.js" in sizes and "engine.js" in sizes
    assert sum(sizes.values()) <= 32 * 1024, sizes


def test_the_page_loads_no_module_on_demand():
    # The modules that load on demand: no module the page loads imports them statically
    # (assist.js imports hints.js and stats.js with import(), when they are needed).
    for f in PLAYER.glob("*.js"):
        if f.name not in ON_DEMAND:
            text = f.read_text(encoding="utf-8")
            for name in ON_DEMAND:
                assert not re.search(rf"from '\./{re.escape(name)}'", text), (f.name, name)
            assert "solver.js" not in text and "worker.js" not in text, f.name
