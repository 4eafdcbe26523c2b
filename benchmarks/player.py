"""Player benchmark: prints the player's weight and its main-thread work on a slow phone.

* weight: every module the player loads when a page opens (player/*.js, but not those it
  loads with import() when first needed: solver.js and worker.js, at the first hint or
  verdict; hints.js, at a hint, a verdict, or once the Play page is idle (it says whether
  the Finish button shows); stats.js, once the Play page is idle (or when the statistics
  are opened or a game ends before); confirm.js and nearby.js, at the first question
  before a game is thrown away and at the first arrow key; ending.js, the end of a game's
  offers and celebration, and drag.js, drag and drop, both once the page is idle) and
  player.css, each gzipped (level 9) as a server sends them; the budget is 32 KB (32,768
  bytes) for them together;
* long tasks: the site is built (English), served on 127.0.0.1 and opened in Chromium with
  the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate) in a phone-sized window; a
  PerformanceObserver records every long task (over 50 ms) while the benchmark plays moves
  (taps, and a second tap on the destination when the first only selected), undoes, tries
  moves on a rule demo and steps through the example game. The budget: no long task on a
  move.

    .venv/bin/python benchmarks/player.py [--site DIR] [--moves N] [--throttle RATE]

Figures only: nothing here is a test, and timings vary from machine to machine.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from crescent_docs.tools.weight import BUDGET_BYTES, ON_DEMAND, gzipped, kinds, page_modules

ROOT = Path(__file__).resolve().parent.parent
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
OBSERVE = """
window.longTasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.longTasks.push(e.duration);
}).observe({type: 'longtask', buffered: true});
// Long animation frames say whose work made a frame long: the player's own scripts (and the
// style and layout they forced), or the rest (the theme, the browser, a busy machine).
window.playerWork = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) {
    const ours = e.scripts.filter(s => (s.sourceURL || '').includes('/assets/crescent/'));
    window.playerWork.push(ours.reduce((t, s) => t + s.duration, 0));
  }
}).observe({type: 'long-animation-frame', buffered: true});
"""


def weight() -> int:
    """The weight a page loads when it opens (player.js, the kind of player it has and what
    they import, and player.css), for each kind; the heaviest is returned."""
    print("weight (gzip -9), as a page loads it:")
    heaviest = 0
    for kind in kinds():
        total = sum(gzipped(name) for name in [*sorted(page_modules(kind)), "player.css"])
        heaviest = max(heaviest, total)
        verdict = "within" if total <= BUDGET_BYTES else "OVER"
        print(f"  with {kind:<11} {total:>9,} B gzipped: {verdict} the {BUDGET_BYTES:,} B budget")
    on_demand = sum(gzipped(name) for name in sorted(ON_DEMAND))
    print(f"  on demand ({', '.join(sorted(ON_DEMAND))}): {on_demand:,} B gzipped")
    return heaviest


def build_site(target: Path) -> None:
    project = Path(tempfile.mkdtemp(prefix="crescent-bench-"))
    try:
        for name in ("mkdocs.yml", "docs", "locales"):
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, project / name)
            else:
                shutil.copy2(source, project / name)
        # English alone: drop the other locales (and those marked in progress).
        config = project / "mkdocs.yml"
        text = config.read_text(encoding="utf-8")
        text = re.sub(r"(?m)^(\s*)locales:\s*\[[^\]]*\]", r"\1locales: [en]", text)
        config.write_text(re.sub(r"(?m)^\s*in_progress:.*\n", "", text), encoding="utf-8")
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
        subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "--no-strict", "-q", "-d", str(target)],
            cwd=project,
            env=env,
            check=True,
        )
    finally:
        shutil.rmtree(project, ignore_errors=True)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def serve(folder: Path) -> str:
    handler = functools.partial(_Quiet, directory=str(folder))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{httpd.server_port}"


def long_tasks(page: Any) -> list[float]:
    return [float(t) for t in page.evaluate("window.longTasks.splice(0)")]


def player_work(page: Any) -> list[float]:
    """The player's own script time in each long animation frame since the last call."""
    return [float(t) for t in page.evaluate("window.playerWork.splice(0)")]


class Hand:
    """Clicks as a user does (CDP mouse events at a point: no script of the driver runs in
    the page meanwhile), and keeps the long tasks that each click brings."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.tasks: list[float] = []
        self.count = 0
        self.elapsed = 0.0
        self.animated = 0
        self.ours: list[float] = []

    def click(self, locator: Any) -> None:
        locator.scroll_into_view_if_needed()
        box = locator.bounding_box()
        self.page.wait_for_timeout(60)
        long_tasks(self.page)  # the driver's own work, before the click: not counted
        player_work(self.page)
        # A finger or a mouse: it arrives, presses, and lifts a moment later (CDP sends
        # events given together in one task, which no hand does).
        self.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 3)
        self.page.wait_for_timeout(50)
        self.page.mouse.down()
        self.page.wait_for_timeout(80)
        started = time.perf_counter()
        self.page.mouse.up()
        self.page.evaluate("new Promise(r => requestAnimationFrame(() => setTimeout(r)))")
        self.elapsed += time.perf_counter() - started
        self.animated += self.page.evaluate(
            "document.getAnimations().filter(a => !(a instanceof CSSTransition)).length"
        )
        # Long task entries arrive after the task; the motion (at most 200 ms) is over.
        self.page.wait_for_timeout(250)
        self.tasks += long_tasks(self.page)
        self.ours += player_work(self.page)
        self.count += 1

    def report(self, label: str) -> bool:
        worst = max(self.tasks, default=0.0)
        print(
            f"  {label:<30} {self.count:>4} clicks, {self.elapsed / max(self.count, 1) * 1000:5.0f}"
            f" ms from release to frame, {self.animated:>3} animations;"
            f" long tasks: {len(self.tasks)}"
            + (f", worst {worst:.0f} ms" if self.tasks else "")
            + (
                f"; the player's scripts in a long frame: at most {max(self.ours):.0f} ms"
                if self.ours
                else ""
            )
        )
        ok = not self.tasks
        self.tasks, self.count, self.elapsed, self.animated, self.ours = [], 0, 0.0, 0, []
        return ok


def run(base: str, moves: int, rate: float) -> bool:
    from playwright.sync_api import sync_playwright

    from crescent_docs.engine import Game, Move, deal

    code = "CR1-N-AAAAAAB"
    ok = True
    stored = "JSON.parse(localStorage.getItem('crescent-player/play')).log"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 375, "height": 740})
        cdp = page.context.new_cdp_session(page)
        page.goto(f"{base}/en/404.html")
        page.evaluate("localStorage.clear()")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.add_init_script(OBSERVE)
        print(f"main-thread work, CPU throttled {rate:g}x (a phone-sized window):")
        hand = Hand(page)

        started = time.perf_counter()
        page.goto(f"{base}/en/play/#{code}")
        page.wait_for_selector("#player[data-ready]")
        mount = time.perf_counter() - started
        page.wait_for_timeout(300)
        tasks = long_tasks(page)
        print(
            f"  {'load the Play page and mount':<30} {mount * 1000:5.0f} ms; long tasks: "
            f"{len(tasks)}"
            + (f", worst {max(tasks):.0f} ms" if tasks else "")
            + " (a page load, Material's included: not a move)"
        )

        # Moves on the Play page: the engine's legal moves, by a tap and, if the tap only
        # selected the pile, a tap on the destination.
        player = page.locator("#player")
        game = Game(deal(code))
        while hand.count < moves:
            legal = game.legal_moves()
            if not legal:
                if game.redeal() is not None:
                    break
                hand.click(player.locator('button[aria-keyshortcuts="R"]'))
                continue
            move = legal[hand.count % len(legal)]
            before = len(page.evaluate(stored))
            hand.click(player.locator(f'button[data-place="{move.source}"]'))
            if len(page.evaluate(stored)) == before:
                hand.click(player.locator(f'button[data-place="{move.destination}"]'))
            game = Game(deal(code))  # the tap may have chosen another place: follow the page
            for action in page.evaluate(stored):
                game.redeal() if action == "redeal" else game.move(Move.parse(action))
        ok &= hand.report("taps on the Play page")
        undo = player.locator('button[aria-keyshortcuts="U"]')
        for _ in range(10):
            hand.click(undo)
        ok &= hand.report("undo")

        page.goto(f"{base}/en/rules/")
        page.wait_for_function(
            "[...document.querySelectorAll('.crescent-player')]"
            ".every(e => e.hasAttribute('data-ready'))"
        )
        demo = page.locator("#demo-1")
        for source, target in [(1, 4), (1, 5), (7, None), (1, 2)]:
            hand.click(demo.locator(f'button[data-place="{source}"]'))
            if target is not None:
                hand.click(demo.locator(f'button[data-place="{target}"]'))
        hand.click(demo.locator(".cp-bar button").last)
        ok &= hand.report("tries on a rule demo")

        page.goto(f"{base}/en/examples/")
        page.wait_for_selector("#stepper[data-ready]")
        bar = page.locator("#stepper .cp-bar button")
        for _ in range(20):
            hand.click(bar.nth(3))  # forward
        hand.click(bar.nth(4))  # last
        hand.click(bar.nth(0))  # first
        ok &= hand.report("steps of the example stepper")
        browser.close()
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site already built (with /en/)")
    parser.add_argument("--moves", type=int, default=40, help="moves to play (default 40)")
    parser.add_argument("--throttle", type=float, default=4, help="CPU slowdown (default 4)")
    args = parser.parse_args()
    total = weight()
    site = args.site
    temporary = None
    if site is None:
        temporary = Path(tempfile.mkdtemp(prefix="crescent-site-"))
        site = temporary / "site"
        build_site(site)
    try:
        fast = run(serve(site), args.moves, args.throttle)
    finally:
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
    print(
        f"budgets: weight {'ok' if total <= BUDGET_BYTES else 'OVER'}; "
        f"long tasks on moves {'none' if fast else 'FOUND'}"
    )
    return 0 if total <= BUDGET_BYTES and fast else 1


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
