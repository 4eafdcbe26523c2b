"""The player's weight budgets, measured on the loads of the built site in the browser: what
each page requested from assets/crescent/ until its players were ready (its modules and
player.css; not the modules loaded with import() when first needed or once the page is
idle) stays within its budget gzipped (crescent_docs/tools/weight.py, BUDGETS), and is what
the weight benchmark counts from the built files. The solver's worker adds at most
WORKER_BUDGET to the Play page's load when the first hint starts it."""

from __future__ import annotations

from pathlib import Path

import pytest
from browserkit import asset, open_player

from crescent_docs.tools.weight import (
    ASSETS,
    BUDGETS,
    WORKER_BUDGET,
    Load,
    gzipped,
    page_load,
    worker_load,
)

pytestmark = pytest.mark.browser

#: The moment every player of the page is ready, in the page's clock: a mutation observer
#: runs before any idle work the players leave for later.
READY = """
new MutationObserver(() => {
  const players = [...document.querySelectorAll('.crescent-player')];
  const ready = players.length && players.every((e) => e.hasAttribute('data-ready'));
  if (window.ready === undefined && ready) window.ready = performance.now();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
"""
LOADED = """() => performance.getEntriesByType('resource')
  .filter((e) => e.startTime <= window.ready && e.name.includes('/assets/crescent/'))
  .map((e) => new URL(e.name).pathname.split('/').pop())"""


def test_each_page_loads_its_player_within_its_budget(page, base_url, server):
    site = server[1] / "en"
    page.add_init_script(READY)
    for path, budget in BUDGETS.items():
        open_player(page, f"{base_url}/en/{path}")
        page.wait_for_function("window.ready !== undefined")
        # Scripts and stylesheets (not the logo, nor the locale's messages.json).
        loaded = {name for name in page.evaluate(LOADED) if name.endswith((".js", ".css"))}
        measured = Load({name: gzipped(site / ASSETS / name) for name in loaded})
        counted = page_load(site, path)
        assert set(counted.files) == loaded, path  # the benchmark counts the real loads
        # The module its player mounts with is among them (crescent_docs/plugin/assets.py,
        # KINDS): free play on Play, a rule's table on Rules, the stepper on Examples.
        kind = {"play/": "play.", "rules/": "table.", "examples/": "stepper."}[path]
        assert any(name.startswith(kind) for name in loaded), loaded
        assert measured.player <= budget, (path, measured.files)


def test_the_worker_adds_at_most_its_budget(page, base_url, server):
    site: Path = server[1] / "en"
    adds, cold = worker_load(site)
    assert any(name.startswith("worker.") for name in adds.files), adds.files
    assert adds.total <= WORKER_BUDGET, adds.files
    assert adds.total < cold.total  # the engine's chunk: shared with the page, in its cache
    open_player(page, f"{base_url}/en/play/")
    with page.expect_request(asset("worker.js")) as request:
        page.get_by_role("button", name="Hint").first.click()
    assert request.value.url.rsplit("/", 1)[1] in adds.files
