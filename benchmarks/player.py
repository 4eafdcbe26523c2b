"""Player benchmark: prints the player's weight and its main-thread work on a slow phone.

* weight: every module the player loads when a page opens (player/*.js, but not those it
  loads with import() when first needed: solver.js and worker.js, at the first hint or
  verdict; help.js, at a hint, a verdict, or when the Play page first draws (it says whether
  the Finish button shows); stats.js, once the Play page is idle (or when the statistics
  are opened or a game ends before); confirm.js and nearby.js, at the first question
  before a game is thrown away and at the first arrow key; ending.js, the end of a game's
  offers and celebration, and drag.js, drag and drop, both once the page is idle) and
  player.css, each gzipped (level 9) as a server sends them; the budget is 32 KB (32,768
  bytes) for them together;
* long tasks: the site is built (English), served on 127.0.0.1 and opened in Chromium with
  the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate) in a phone-sized window; once
  each page is idle, a PerformanceObserver records every long task (over 50 ms) while the
  benchmark plays moves (taps, and a second tap on the destination when the first only
  selected), undoes, tries moves on a rule demo and steps through the example game. For
  each kind of action it prints the median and the highest script time and style and
  layout time of a click (CDP Performance.getMetrics), and for each long task, the click
  that brought it (which action, which place or step) and its long animation frame: the
  player's script time (its longest script named), the style and layout that script
  forced, and the frame's own style and layout. The budget: no long task on a move.
  `--runs N` plays it all N times and says how many runs had any long task (the machine's
  load average is printed with each run: other work on the machine makes long tasks too).

    .venv/bin/python benchmarks/player.py [--site DIR] [--moves N] [--throttle RATE] [--runs N]

Figures only: nothing here is a test, and timings vary from machine to machine.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crescent_docs.tools.localhost import CHROMIUM, CHROMIUM_ARGS, served
from crescent_docs.tools.weight import BUDGET_BYTES, ON_DEMAND, gzipped, kinds, page_modules

ROOT = Path(__file__).resolve().parent.parent
OBSERVE = """
window.longTasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
// Long animation frames say whose work made a frame long: the player's own scripts (the
// longest of them named, and the style and layout they forced), the style and layout of
// the frame's rendering, or the rest (the theme, the browser, a busy machine).
window.longFrames = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) {
    const end = e.startTime + e.duration;
    const ours = e.scripts.filter(s => (s.sourceURL || '').includes('/assets/crescent/'));
    const sum = (scripts, f) => scripts.reduce((t, s) => t + f(s), 0);
    const top = [...ours].sort((a, b) => b.duration - a.duration)[0];
    window.longFrames.push({
      start: e.startTime,
      end,
      ours: sum(ours, s => s.duration),
      forced: sum(ours, s => s.forcedStyleAndLayoutDuration),
      scripts: sum(e.scripts, s => s.duration),
      layout: e.styleAndLayoutStart ? end - e.styleAndLayoutStart : 0,
      top: top && `${top.sourceFunctionName || top.invoker} (${top.sourceURL.split('/').pop()})`,
    });
  }
}).observe({type: 'long-animation-frame', buffered: true});
"""
#: Chromium's main-thread time, by kind (CDP Performance.getMetrics), in seconds.
METRICS = ("ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration")


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


@dataclass
class Task:
    """A long task and the long animation frames it was part of."""

    duration: float
    frames: list[dict[str, Any]]

    @property
    def own(self) -> float:
        """The page's own work in it: its frames' scripts and their style and layout (the
        rest of a long task is time the page's thread did not run: a busy machine)."""
        return min(self.duration, sum(f["scripts"] + f["layout"] for f in self.frames))


@dataclass
class Click:
    """One click and the main-thread work it brought: `action` says what it did (a kind of
    action, as the figures group them), `what` which place or step it was."""

    action: str
    what: str
    script: float = 0.0  # ms of script, all of the page's (the player's, almost only)
    style: float = 0.0  # ms of style recalculation and layout
    tasks: list[Task] = field(default_factory=list)


class Hand:
    """Clicks as a user does (CDP mouse events at a point: no script of the driver runs in
    the page meanwhile), and keeps the main-thread work that each click brings."""

    def __init__(self, page: Any, cdp: Any) -> None:
        self.page = page
        self.cdp = cdp
        self.clicks: list[Click] = []
        self.elapsed: list[float] = []
        self.animated = 0

    def metrics(self) -> dict[str, float]:
        values = self.cdp.send("Performance.getMetrics")["metrics"]
        return {m["name"]: float(m["value"]) for m in values if m["name"] in METRICS}

    def click(self, locator: Any, action: str, what: str) -> Click:
        locator.scroll_into_view_if_needed()
        box = locator.bounding_box()
        # What the scroll brought into view is drawn (a rule demo is laid out only near the
        # screen): the driver's work, before the click.
        self.page.evaluate(
            "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"
        )
        self.page.wait_for_timeout(60)
        # The driver's own work, before the click: not counted.
        self.page.evaluate("window.longTasks.splice(0), window.longFrames.splice(0)")
        before = self.metrics()
        # A finger or a mouse: it arrives, presses, and lifts a moment later (CDP sends
        # events given together in one task, which no hand does).
        self.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 3)
        self.page.wait_for_timeout(50)
        self.page.mouse.down()
        self.page.wait_for_timeout(80)
        started = time.perf_counter()
        self.page.mouse.up()
        self.page.evaluate("new Promise(r => requestAnimationFrame(() => setTimeout(r)))")
        self.elapsed.append((time.perf_counter() - started) * 1000)
        self.animated += self.page.evaluate(
            "document.getAnimations().filter(a => !(a instanceof CSSTransition)).length"
        )
        # Long task entries arrive after the task; the motion (at most 200 ms) is over, and
        # the work left for after the move (the game saved, the address written) is done.
        self.page.wait_for_timeout(450)
        after = self.metrics()
        tasks, frames = self.page.evaluate(
            "[window.longTasks.splice(0), window.longFrames.splice(0)]"
        )
        click = Click(
            action,
            what,
            script=(after["ScriptDuration"] - before["ScriptDuration"]) * 1000,
            style=sum(after[k] - before[k] for k in METRICS[1:3]) * 1000,
            tasks=[
                Task(float(d), [f for f in frames if s < f["end"] and f["start"] < s + d])
                for s, d in tasks
            ],
        )
        self.clicks.append(click)
        return click

    def report(self, label: str) -> tuple[int, int]:
        """Print the figures of the clicks since the last report; the number of long tasks,
        and of those with 50 ms of the page's own work."""
        clicks, self.clicks = self.clicks, []
        elapsed, self.elapsed = self.elapsed, []
        animated, self.animated = self.animated, 0
        tasks = [t for c in clicks for t in c.tasks]
        own = [t for t in tasks if t.own >= 50]
        print(
            f"  {label}: {len(clicks)} clicks, {statistics.median(elapsed):.0f} ms from release"
            f" to frame (median), {animated} animations; long tasks: {len(tasks)}"
            + (f", worst {max(t.duration for t in tasks):.0f} ms" if tasks else "")
            + (f"; with 50 ms of the page's own work: {len(own)}" if tasks else "")
        )
        actions: dict[str, list[Click]] = {}
        for c in clicks:
            actions.setdefault(c.action, []).append(c)
        for action, group in actions.items():
            script = [c.script for c in group]
            style = [c.style for c in group]
            n = sum(len(c.tasks) for c in group)
            print(
                f"    {action:<26} {len(group):>3}x: script {statistics.median(script):3.0f} ms"
                f" median, {max(script):3.0f} max; style and layout"
                f" {statistics.median(style):3.0f} / {max(style):3.0f} ms; long tasks: {n}"
            )
        for i, c in enumerate(clicks, 1):
            for task in c.tasks:
                print(
                    f"    long task of {task.duration:.0f} ms: click {i}, {c.action} ({c.what});"
                    f" the page's own work {task.own:.0f} ms, the rest"
                    f" {task.duration - task.own:.0f} ms neither script nor rendering"
                )
                for f in task.frames:
                    print(
                        f"      its frame: the player's scripts {f['ours']:.0f} ms"
                        + (f" (longest: {f['top']})" if f["top"] else "")
                        + f", forcing style and layout {f['forced']:.0f} ms; all scripts"
                        f" {f['scripts']:.0f} ms; the frame's style and layout {f['layout']:.0f} ms"
                    )
        return len(tasks), len(own)


def settle(page: Any) -> None:
    """Wait until the page is idle: the work of its load is over (and so is what it loads
    once idle), as when a reader looks at a page before tapping."""
    for _ in range(2):
        page.evaluate("new Promise(r => requestIdleCallback(r))")
    page.wait_for_timeout(100)


def run(base: str, moves: int, rate: float) -> dict[str, tuple[int, int]]:
    """Play, undo, try demos and step, once; the long tasks of each."""
    from playwright.sync_api import sync_playwright

    from crescent_docs.engine import Game, Move, deal

    code = "CR1-N-AAAAAAB"
    found: dict[str, tuple[int, int]] = {}
    stored = "JSON.parse(localStorage.getItem('crescent-player/play')).log"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
        page = browser.new_page(viewport={"width": 375, "height": 740})
        cdp = page.context.new_cdp_session(page)
        cdp.send("Performance.enable")
        page.goto(f"{base}/en/404.html")
        page.evaluate("localStorage.clear()")
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.add_init_script(OBSERVE)
        hand = Hand(page, cdp)

        started = time.perf_counter()
        page.goto(f"{base}/en/play/#{code}")
        page.wait_for_selector("#player[data-ready]")
        mount = time.perf_counter() - started
        page.wait_for_timeout(300)
        tasks = [d for _, d in page.evaluate("window.longTasks.splice(0)")]
        print(
            f"  load the Play page and mount: {mount * 1000:.0f} ms; long tasks: {len(tasks)}"
            + (f", worst {max(tasks):.0f} ms" if tasks else "")
            + " (a page load, Material's included: not a move)"
        )
        settle(page)

        # Moves on the Play page: the engine's legal moves, by a tap and, if the tap only
        # selected the pile, a tap on the destination.
        player = page.locator("#player")
        game = Game(deal(code))
        played = 0
        while played < moves:
            legal = game.legal_moves()
            if not legal:
                if game.redeal() is not None:
                    break
                hand.click(player.locator('button[aria-keyshortcuts="R"]'), "redeal", "R")
                continue
            move = legal[played % len(legal)]
            before = len(page.evaluate(stored))
            source = player.locator(f'button[data-place="{move.source}"]')
            tap = hand.click(source, "tap that plays", f"{move.source}")
            if len(page.evaluate(stored)) == before:
                tap.action = "tap that selects"
                destination = player.locator(f'button[data-place="{move.destination}"]')
                hand.click(destination, "tap on the destination", f"{move}")
            else:
                tap.what = f"{move.source}-{page.evaluate(stored)[-1].split('-')[-1]}"
            played += 1
            game = Game(deal(code))  # the tap may have chosen another place: follow the page
            for action in page.evaluate(stored):
                game.redeal() if action == "redeal" else game.move(Move.parse(action))
        if hand.clicks:
            hand.clicks[0].action += " (the first)"
        found["taps"] = hand.report("taps on the Play page")
        undo = player.locator('button[aria-keyshortcuts="U"]')
        for i in range(10):
            hand.click(undo, "undo", f"{i + 1}")
        found["undo"] = hand.report("undo")

        page.goto(f"{base}/en/rules/")
        page.wait_for_function(
            "[...document.querySelectorAll('.crescent-player')]"
            ".every(e => e.hasAttribute('data-ready'))"
        )
        settle(page)
        demo = page.locator("#demo-1")
        for source, target in [(1, 4), (1, 5), (7, None), (1, 2)]:
            hand.click(demo.locator(f'button[data-place="{source}"]'), "demo tap", f"{source}")
            if target is not None:
                hand.click(demo.locator(f'button[data-place="{target}"]'), "demo tap", f"{target}")
        hand.click(demo.locator(".cp-bar button").last, "demo reset", "reset")
        found["demo"] = hand.report("tries on a rule demo")

        page.goto(f"{base}/en/examples/")
        page.wait_for_selector("#stepper[data-ready]")
        settle(page)
        bar = page.locator("#stepper .cp-bar button")
        for i in range(20):
            hand.click(bar.nth(3), "step forward", f"to step {i + 1}")
        hand.click(bar.nth(4), "step to the last", "last")
        hand.click(bar.nth(0), "step to the first", "first")
        found["stepper"] = hand.report("steps of the example stepper")
        browser.close()
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site already built (with /en/)")
    parser.add_argument("--moves", type=int, default=40, help="moves to play (default 40)")
    parser.add_argument("--throttle", type=float, default=4, help="CPU slowdown (default 4)")
    parser.add_argument("--runs", type=int, default=1, help="times to play it all (default 1)")
    args = parser.parse_args()
    total = weight()
    site = args.site
    temporary = None
    if site is None:
        temporary = Path(tempfile.mkdtemp(prefix="crescent-site-"))
        site = temporary / "site"
        build_site(site)
    runs: list[dict[str, tuple[int, int]]] = []
    try:
        with served(site) as base:
            for i in range(args.runs):
                load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
                print(
                    f"main-thread work, CPU throttled {args.throttle:g}x (a phone-sized window),"
                    f" run {i + 1} of {args.runs}; the machine's load average: {load}"
                )
                runs.append(run(base, args.moves, args.throttle))
    finally:
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
    if args.runs > 1:
        print(f"long tasks over {args.runs} runs (with 50 ms of the page's own work):")
        for name in runs[0]:
            counts = [r[name] for r in runs]
            print(
                f"  {name:<8} runs with any: {sum(1 for n, _ in counts if n)} of {args.runs}"
                f" ({sum(1 for _, n in counts if n)}); a run:"
                f" {', '.join(f'{n} ({own})' for n, own in counts)}"
            )
    fast = not any(n for r in runs for n, _ in r.values())
    print(
        f"budgets: weight {'ok' if total <= BUDGET_BYTES else 'OVER'}; "
        f"long tasks on moves {'none' if fast else 'FOUND'}"
    )
    # Figures, not a test: the verdicts are printed (and `make bench` keeps the figures of a
    # command that ends in success only).
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
