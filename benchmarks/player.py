"""Player benchmark: prints the player's weight and its main-thread work on a slow phone.

* weight: what each page (Play, Rules, Examples, Home) loads from assets/crescent/ when it
  opens, read from the built site (crescent_docs/tools/weight.py: the page's stylesheets,
  script and preloaded modules, and every module they import; not what loads with
  import() when first needed or once the page is idle), each gzipped (level 9) as a server
  sends it, against each page's budget (the player's modules and player.css); and the
  solver's worker, what it adds to the Play page's load at the first hint;
* long tasks: the site is built (English; `--startup` builds and opens the locales of
  `--locales`, English alone by default), served on 127.0.0.1 and opened in Chromium with
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
* startup (`--startup`): where the main thread's time goes while each page loads, from a
  Chrome trace of the page opened with a cold cache (served with gzip and keep-alive, in a
  phone-sized window) until it has been idle for a while. The CPU is not throttled: each
  task's *thread* time is multiplied by the rate (4), which is how Lighthouse's simulated
  throttling counts it, and the load of a shared machine disturbs a thread's CPU time far
  less than its wall time. For each page it prints the tasks over 50 ms so counted (when in
  the load they started, and what filled them: script, style, layout, each script by its
  file, and the player's functions the CPU profiler sampled most, the name of a function
  being minified) and their blocking time (each task's time over 50 ms, summed from the
  first paint on, as Lighthouse's TBT counts it). `--against DIR` measures a second built
  site too, each run alternating which goes first, to compare two versions on a loaded
  machine; the about page is plain Material's, for the theme's own cost.

    .venv/bin/python benchmarks/player.py [--site DIR] [--moves N] [--throttle RATE] [--runs N]
    .venv/bin/python benchmarks/player.py --startup [--site DIR] [--against DIR] [--runs N]
        [--locales en,ca] [-v]

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
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crescent_docs.tools.localhost import CHROMIUM, CHROMIUM_ARGS, served
from crescent_docs.tools.weight import BUDGETS, WORKER_BUDGET, page_load, worker_load

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


def weight(site: Path) -> bool:
    """Print what each page of the built site loads; whether every budget is met."""
    print("weight (gzip -9), as a page loads it (the player: its modules and player.css):")
    met = True
    for page in ("play/", "rules/", "examples/", ""):
        load = page_load(site / "en", page)
        budget = BUDGETS.get(page)
        verdict = ""
        if budget is not None:
            met &= load.player <= budget
            verdict = f": {'within' if load.player <= budget else 'OVER'} {budget:,} B"
        print(
            f"  /{page:<10} player {load.player:>7,} B{verdict}; with site.css and diagram.css"
            f" {load.total:,} B; {len(load.files)} files"
        )
    adds, cold = worker_load(site / "en")
    met &= adds.total <= WORKER_BUDGET
    print(
        f"  the solver's worker adds {adds.total:,} B to the Play page's load "
        f"({'within' if adds.total <= WORKER_BUDGET else 'OVER'} {WORKER_BUDGET:,} B; "
        f"{cold.total:,} B in a cold cache)"
    )
    return met


def build_site(target: Path, locales: list[str]) -> None:
    project = Path(tempfile.mkdtemp(prefix="crescent-bench-"))
    try:
        for name in ("mkdocs.yml", "docs", "locales"):
            source = ROOT / name
            if source.is_dir():
                shutil.copytree(source, project / name)
            else:
                shutil.copy2(source, project / name)
        # The locales asked for (English alone by default): drop the others (and those
        # marked in progress).
        config = project / "mkdocs.yml"
        text = config.read_text(encoding="utf-8")
        chosen = ", ".join(locales)
        text = re.sub(r"(?m)^(\s*)locales:\s*\[[^\]]*\]", rf"\1locales: [{chosen}]", text)
        config.write_text(re.sub(r"(?m)^\s*in_progress:.*\n", "", text), encoding="utf-8")
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "CRESCENT_ASSETS": "built"}
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


#: What the startup trace records: the tasks and what runs in them, and the CPU profile.
TRACE_CATEGORIES = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8.execute",
    "disabled-by-default-v8.cpu_profiler",
    "blink.user_timing",
    "loading",
]
STARTUP_PAGES = ("play/", "rules/", "examples/", "about/")


@dataclass
class Startup:
    """A page's load: its tasks over 50 ms (counted as thread time x the rate), each with
    when it started (ms from navigation), its length and what filled it; its blocking time
    from the first paint on; all its tasks' time."""

    tasks: list[tuple[float, float, list[str]]]
    blocking: float
    busy: float
    first_paint: float


def _label(event: dict[str, Any]) -> str:
    """What a trace event is, for the list of what fills a task."""
    data = event.get("args", {}).get("data") or {}
    name = str(event["name"])
    if name in ("FunctionCall", "EvaluateScript", "v8.evaluateModule", "v8.compileModule"):
        file = str(data.get("url") or "").rsplit("/", 1)[-1]
        return f"script {file}" if file else "script"
    return {"UpdateLayoutTree": "style", "Layout": "layout", "ParseHTML": "parse HTML"}.get(
        name, name
    )


def startup_tasks(trace: list[dict[str, Any]], url: str, rate: float) -> Startup:
    """The tasks of the page at ``url`` in ``trace`` (Chrome's trace events)."""
    navigations = [
        e
        for e in trace
        if e.get("name") == "navigationStart"
        and (e.get("args", {}).get("data") or {}).get("documentLoaderURL") == url
    ]
    start = navigations[-1]
    thread = (start["pid"], start["tid"])
    events = sorted(
        (e for e in trace if (e.get("pid"), e.get("tid")) == thread and e.get("ph") == "X"),
        key=lambda e: (e["ts"], -e.get("dur", 0)),
    )
    paints = [
        e["ts"]
        for e in trace
        if e.get("name") == "firstContentfulPaint" and e.get("pid") == thread[0]
    ]
    first_paint = paints[-1] if paints else start["ts"]
    # The CPU profile's samples on the page's thread: (time, node), and its call tree.
    profiles = {
        e.get("id"): float(e["args"]["data"]["startTime"])
        for e in trace
        if e.get("name") == "Profile" and (e.get("pid"), e.get("tid")) == thread
    }
    nodes: dict[int, dict[str, Any]] = {}
    samples: list[tuple[float, int]] = []
    clock = 0.0
    for e in trace:
        if e.get("pid") != thread[0] or e.get("id") not in profiles:
            continue
        if e.get("name") == "Profile":
            clock = profiles[e["id"]]
        elif e.get("name") == "ProfileChunk":
            data = e["args"]["data"]
            cpu = data.get("cpuProfile", {})
            nodes.update({n["id"]: n for n in cpu.get("nodes", [])})
            for node, delta in zip(
                cpu.get("samples", []), data.get("timeDeltas", []), strict=False
            ):
                clock += delta
                samples.append((clock, node))
    parents = {n["id"]: n.get("parent") for n in nodes.values()}

    def ours(node: int | None) -> list[str]:
        """The player's functions on the sampled stack, innermost first."""
        names: list[str] = []
        while node is not None and node in nodes:
            frame = nodes[node]["callFrame"]
            if "/assets/crescent/" in frame.get("url", ""):
                file = frame["url"].rsplit("/", 1)[-1]
                name = f"{frame.get('functionName') or '(anonymous)'} ({file})"
                if name not in names:
                    names.append(name)
            node = parents.get(node)
        return names

    tasks: list[tuple[float, float, list[str]]] = []
    blocking = busy = 0.0
    for task in (e for e in events if e["name"] == "RunTask" and e["ts"] >= start["ts"]):
        length = task.get("tdur", task.get("dur", 0)) * rate / 1000
        busy += length
        if task["ts"] >= first_paint:
            blocking += max(0.0, length - 50)
        if length < 50:
            continue
        end = task["ts"] + task.get("dur", 0)
        inside = [e for e in events if task["ts"] < e["ts"] and e["ts"] + e.get("dur", 0) <= end]
        # Each event's own time: its thread time less that of the events nested in it.
        own: dict[int, float] = {}
        stack: list[dict[str, Any]] = []
        for e in inside:
            while stack and stack[-1]["ts"] + stack[-1].get("dur", 0) <= e["ts"]:
                stack.pop()
            own[id(e)] = e.get("tdur", e.get("dur", 0)) * rate / 1000
            if stack:
                own[id(stack[-1])] -= own[id(e)]
            stack.append(e)
        kinds: dict[str, float] = {}
        for e in inside:
            kinds[_label(e)] = kinds.get(_label(e), 0.0) + own[id(e)]
        functions: dict[str, int] = {}
        for when, node in samples:
            if task["ts"] <= when <= end:
                for name in ours(node):
                    functions[name] = functions.get(name, 0) + 1
        sampled = sum(1 for when, _ in samples if task["ts"] <= when <= end) or 1
        parts = [f"{k} {v:.0f}" for k, v in sorted(kinds.items(), key=lambda kv: -kv[1]) if v >= 3]
        top = sorted(functions.items(), key=lambda kv: -kv[1])[:6]
        if top:
            parts.append("the player's: " + ", ".join(f"{k} {100 * n // sampled}%" for k, n in top))
        tasks.append(((task["ts"] - start["ts"]) / 1000, length, parts))
    return Startup(tasks, blocking, busy, (first_paint - start["ts"]) / 1000)


def startup(
    bases: dict[str, str], locales: list[str], runs: int, rate: float, verbose: bool
) -> None:
    """Open each page of each locale of each site ``runs`` times (the sites in turn,
    alternating which goes first) and print its tasks."""
    import json

    from playwright.sync_api import sync_playwright

    found: dict[tuple[str, str], list[Startup]] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
        for i in range(runs):
            load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
            print(f"startup, run {i + 1} of {runs}; the machine's load average: {load}")
            for page in (f"{ll}/{p}" for p in STARTUP_PAGES for ll in locales):
                for label in list(bases) if i % 2 == 0 else list(bases)[::-1]:
                    url = f"{bases[label]}/{page}"
                    context = browser.new_context(
                        viewport={"width": 412, "height": 823},
                        device_scale_factor=1.75,
                        is_mobile=True,
                        has_touch=True,
                    )
                    tab = context.new_page()
                    browser.start_tracing(page=tab, categories=TRACE_CATEGORIES)
                    tab.goto(url, wait_until="load")
                    # No script of the driver in the page meanwhile (it would be traced):
                    # a while, which the page spends idle once its work is done.
                    tab.wait_for_timeout(4000)
                    data = json.loads(browser.stop_tracing())
                    context.close()
                    events = data["traceEvents"] if isinstance(data, dict) else data
                    measured = startup_tasks(events, url, rate)
                    found.setdefault((page, label), []).append(measured)
                    print(
                        f"  {label} /{page}: blocking {measured.blocking:.0f} ms, all tasks"
                        f" {measured.busy:.0f} ms; over 50 ms: "
                        + (", ".join(f"{n:.0f} at {t:.0f}" for t, n, _ in measured.tasks) or "none")
                    )
                    if verbose:
                        for at, length, parts in measured.tasks:
                            print(f"    {length:.0f} ms at {at:.0f} ms: {'; '.join(parts)}")
        browser.close()
    print(
        f"startup at {rate:g}x (thread time): blocking time from the first paint (TBT's way),"
        f" median and range of {runs}; tasks over 50 ms; all tasks' time"
    )
    for (page, label), results in found.items():
        blocking = [m.blocking for m in results]
        longest = statistics.median(max((n for _, n, _ in m.tasks), default=0) for m in results)
        print(
            f"  {label:<8} /{page:<12} blocking {statistics.median(blocking):4.0f} ms"
            f" ({min(blocking):.0f}-{max(blocking):.0f}); tasks over 50 ms"
            f" {statistics.median(len(m.tasks) for m in results):.0f}, the longest"
            f" {longest:.0f} ms;"
            f" all {statistics.median(m.busy for m in results):.0f} ms"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site already built (with /en/)")
    parser.add_argument(
        "--locales",
        default="en",
        help="--startup: the locales to build and open, comma-separated (default en)",
    )
    parser.add_argument("--moves", type=int, default=40, help="moves to play (default 40)")
    parser.add_argument("--throttle", type=float, default=4, help="CPU slowdown (default 4)")
    parser.add_argument("--runs", type=int, default=1, help="times to play it all (default 1)")
    parser.add_argument("--startup", action="store_true", help="the tasks of each page's load")
    parser.add_argument("--against", type=Path, help="--startup: a second built site")
    parser.add_argument("-v", "--verbose", action="store_true", help="--startup: each task")
    args = parser.parse_args()
    locales = [ll.strip() for ll in args.locales.split(",") if ll.strip()]
    site = args.site
    temporary = None
    if site is None:
        temporary = Path(tempfile.mkdtemp(prefix="crescent-site-"))
        site = temporary / "site"
        build_site(site, locales)
    runs: list[dict[str, tuple[int, int]]] = []
    if args.startup:
        try:
            with ExitStack() as stack:
                bases = {"site": stack.enter_context(served(site, compress=True, keep_alive=True))}
                if args.against:
                    bases["against"] = stack.enter_context(
                        served(args.against, compress=True, keep_alive=True)
                    )
                startup(bases, locales, args.runs, args.throttle, args.verbose)
        finally:
            if temporary is not None:
                shutil.rmtree(temporary, ignore_errors=True)
        return 0
    try:
        light = weight(site)
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
        f"budgets: weight {'ok' if light else 'OVER'}; "
        f"long tasks on moves {'none' if fast else 'FOUND'}"
    )
    # Figures, not a test: the verdicts are printed (and `make bench` keeps the figures of a
    # command that ends in success only).
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
