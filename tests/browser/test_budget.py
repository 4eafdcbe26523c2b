"""The player's weight budget: engine.js, player.js and player.css together stay within
20 KB gzipped (benchmarks/player.py prints the figures, and the main-thread timings)."""

from __future__ import annotations

import gzip

from browserkit import ROOT

PLAYER = ROOT / "crescent_docs" / "player"


def test_the_player_weighs_at_most_20_kb_gzipped():
    sizes = {
        name: len(gzip.compress((PLAYER / name).read_bytes(), compresslevel=9, mtime=0))
        for name in ("engine.js", "player.js", "player.css")
    }
    assert sum(sizes.values()) <= 20 * 1024, sizes
