"""The player's weight budget: every module the page loads (player/*.js, but not solver.js
and worker.js, which load only when asked) and player.css together stay within 32 KB
gzipped (benchmarks/player.py prints the figures, and the main-thread timings)."""

from __future__ import annotations

import gzip

from browserkit import ROOT

PLAYER = ROOT / "crescent_docs" / "player"
ON_DEMAND = {"solver.js", "worker.js"}


def test_the_player_weighs_at_most_32_kb_gzipped():
    files = [f for f in PLAYER.glob("*.js") if f.name not in ON_DEMAND]
    sizes = {
        f.name: len(gzip.compress(f.read_bytes(), compresslevel=9, mtime=0))
        for f in [*files, PLAYER / "player.css"]
    }
    assert "player.js" in sizes and "engine.js" in sizes
    assert sum(sizes.values()) <= 32 * 1024, sizes


def test_the_page_loads_no_module_on_demand():
    # solver.js and worker.js load only when asked: no module the page loads imports them.
    for f in PLAYER.glob("*.js"):
        if f.name not in ON_DEMAND:
            text = f.read_text(encoding="utf-8")
            assert "solver.js" not in text and "worker.js" not in text, f.name
