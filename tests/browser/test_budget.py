"""The player's weight budget: every module a page loads when it opens (player.js and what
it imports, with the kind of player the page has: the table on Rules and Play, the stepper
on Examples; not the modules loaded with import() when first needed or once the page is
idle, ON_DEMAND of crescent_docs/tools/weight.py) and player.css together stay within
32 KB gzipped on every page (benchmarks/player.py prints the figures, and the main-thread
timings)."""

from __future__ import annotations

import re

from crescent_docs.tools.weight import ON_DEMAND, PLAYER, gzipped, kinds, page_modules


def test_the_player_weighs_at_most_32_kb_gzipped():
    assert kinds() == ["play.js", "stepper.js", "table.js"]
    for kind in kinds():
        files = page_modules(kind)
        assert not files & ON_DEMAND, files
        sizes = {name: gzipped(name) for name in files} | {"css": gzipped("player.css")}
        assert "engine.js" in sizes, sizes
        assert sum(sizes.values()) <= 32 * 1024, (kind, sizes)


def test_the_page_loads_no_module_on_demand():
    # The modules that load on demand: no module the page loads imports them statically
    # (play.js imports help.js and stats.js with import(), when they are needed).
    for f in PLAYER.glob("*.js"):
        if f.name not in ON_DEMAND:
            text = f.read_text(encoding="utf-8")
            for name in ON_DEMAND:
                assert not re.search(rf"from '\./{re.escape(name)}'", text), (f.name, name)
            assert "solver.js" not in text and "worker.js" not in text, f.name
