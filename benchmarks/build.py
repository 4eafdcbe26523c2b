"""Build benchmark: the whole `mkdocs build` process, sequential (`jobs: 1`) and parallel
(`jobs: auto`), against plain Material building the very same generated pages (no plugin,
one locale after another, one process), at 1, 3, 6 and 7 locales; the CPU time (user +
system) and the peak memory of each process tree; the plugin's own share of a sequential
build; `mkdocs serve` from a .po edit and from a page edit until the changed page is
served; and the build of the largest example game file the limits accept.

Runs are paired (ours, then plain, then the other again, alternately) and the medians are
printed, with the number of cores and the load when the benchmark started and ended. What
the seventh locale adds is measured in rounds of paired builds (six and seven locales,
one right after the other), and the median of the rounds' own differences is printed with
their range.

    .venv/bin/python benchmarks/build.py [--runs N] [--no-serve] [--locales 6,7] [--builds-only]
        [--phases]
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import json
import os
import pstats
import re
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import yaml

from crescent_docs.plugin.workers import auto_processes
from crescent_docs.tools import project as sources

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = str(ROOT / "crescent_docs")
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
#: A seventh locale for the benchmark: a copy of the German catalog under another code
#: with the same plural rule.
SEVENTH = ("de", "nl")

#: A MkDocs hook that writes each locale's pages as the plugin generated them, for plain
#: Material to build without the plugin.
DUMP_HOOK = """
from pathlib import Path

def on_page_markdown(markdown, page, config, files):
    target = Path(__file__).parent / "generated" / config.theme["language"] / page.file.src_uri
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(markdown, encoding="utf-8")
    return markdown
"""


def copy_project(target: Path) -> Path:
    """The site's sources, with the seventh locale's catalog."""
    sources.copy_project(target)
    source, code = SEVENTH
    shutil.copytree(target / "locales" / source, target / "locales" / code)
    return target


def locales_of(project: Path) -> list[str]:
    text = (project / "mkdocs.yml").read_text(encoding="utf-8")
    match = re.search(r"locales:\s*\[([^\]]*)\]", text)
    return [s.strip() for s in match.group(1).split(",")] if match else ["en"]


set_locales = sources.set_locales


#: One measured run: (wall seconds, peak proportional memory, peak resident memory, CPU
#: seconds), the memory of the whole process tree in bytes, its CPU time user + system
#: (which the machine's load disturbs less than the wall time).
Run = tuple[float, int, int, float]

# -- measuring a process tree -----------------------------------------------------------------


def _tree_memory(pid: int) -> tuple[int, int]:
    """The memory of ``pid`` and all its descendants, in bytes: (resident, proportional).
    Resident memory counts the pages that forked workers share with the main process once
    per process; proportional memory (PSS) shares them out, so its sum is what the tree
    really uses."""
    rss = pss = 0
    pending = [pid]
    while pending:
        current = pending.pop()
        try:
            rollup = Path(f"/proc/{current}/smaps_rollup").read_text()
            rss += int(re.search(r"^Rss:\s+(\d+)", rollup, re.M).group(1)) * 1024  # type: ignore[union-attr]
            pss += int(re.search(r"^Pss:\s+(\d+)", rollup, re.M).group(1)) * 1024  # type: ignore[union-attr]
            for task in Path(f"/proc/{current}/task").iterdir():
                children = (task / "children").read_text().split()
                pending.extend(int(child) for child in children)
        except (OSError, AttributeError, ValueError):
            continue
    return rss, pss


def run_measured(command: list[str], cwd: Path, env: dict[str, str]) -> Run:
    """Run ``command`` and measure it (see :data:`Run`)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    peak = peak_rss = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak, peak_rss
        while not done.is_set():
            rss, pss = _tree_memory(process.pid)
            peak, peak_rss = max(peak, pss), max(peak_rss, rss)
            time.sleep(0.01)

    sampler = threading.Thread(target=sample)
    sampler.start()
    _, err = process.communicate()
    wall = time.perf_counter() - start
    done.set()
    sampler.join()
    if process.returncode:
        raise RuntimeError(f"{' '.join(command)} failed: {err.decode()[-400:]}")
    # The build's workers are reaped by the build: their CPU time counts in its own.
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return wall, peak, peak_rss, cpu


def ours(project: Path, site: Path, jobs: str) -> Run:
    env = {**os.environ, "CRESCENT_JOBS": jobs}
    command = [sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(site)]
    return run_measured(command, project, env)


PLAIN_SCRIPT = """
import sys
from mkdocs.commands.build import build
from mkdocs.config import load_config
config_file, site, *locales = sys.argv[1:]
for locale in locales:
    config = load_config(config_file, site_dir=f"{site}/{locale}", docs_dir=f"generated/{locale}")
    config.theme["language"] = locale
    build(config)
"""


def generate(project: Path) -> Path:
    """Plain Material's project: the pages the plugin generated, per locale, with the
    plugin's assets, and mkdocs.yml without the plugin."""
    plain = project.parent / "plain"
    if plain.exists():
        shutil.rmtree(plain)
    shutil.copytree(project, plain)
    every = locales_of(project)
    hook = plain / "dump_hook.py"
    hook.write_text(DUMP_HOOK, encoding="utf-8")
    config_path = plain / "mkdocs.yml"
    original = config_path.read_text(encoding="utf-8")
    config_path.write_text(original + "\nhooks:\n  - dump_hook.py\n", encoding="utf-8")
    env = {**os.environ, "CRESCENT_JOBS": "1"}
    site = plain / "dumped-site"
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(site)],
        cwd=plain,
        env=env,
        check=True,
    )
    for locale in every:  # the player's and diagrams' files, as the plugin adds them
        assets = site / locale / "assets" / "crescent"
        shutil.copytree(assets, plain / "generated" / locale / "assets" / "crescent")
    text = original.replace("!ENV [CRESCENT_SITE_URL, ", "[")
    data = yaml.safe_load(text)
    data["site_url"] = "http://127.0.0.1:8000/"
    data["plugins"] = ["search"]
    data["exclude_docs"] = ""
    data["extra_css"] = ["assets/crescent/diagram.css", "assets/crescent/player.css"]
    data["extra_javascript"] = [{"path": "assets/crescent/player.js", "type": "module"}]
    config_path.write_text(yaml.safe_dump(data), encoding="utf-8")
    (plain / "plain.py").write_text(PLAIN_SCRIPT, encoding="utf-8")
    return plain


#: A build that notes, on stderr, when each phase of each process starts and ends, with the
#: process's CPU time then: [pid, event, locale, wall, cpu].
PHASES_SCRIPT = """
import json, os, resource, sys, time
START = time.perf_counter()
def note(event, locale=""):
    usage = resource.getrusage(resource.RUSAGE_SELF)
    cpu = usage.ru_utime + usage.ru_stime
    line = [os.getpid(), event, locale, time.perf_counter() - START, cpu]
    os.write(2, ("PHASE " + json.dumps(line) + "\\n").encode())  # one write: whole lines
from mkdocs.commands.build import build
from mkdocs.config import load_config
from crescent_docs.plugin import orchestrator, plugin, workers
def around(owner, name, event, locale=lambda args: ""):
    original = getattr(owner, name)
    def wrapped(*args, **kwargs):
        note(event + ">", locale(args))
        try:
            return original(*args, **kwargs)
        finally:
            note(event + "<", locale(args))
    setattr(owner, name, wrapped)
around(orchestrator.Orchestrator, "build_other", "locale", lambda args: args[1])
around(plugin.CrescentPlugin, "on_post_build", "post_build")
around(orchestrator.Orchestrator, "publish", "publish")
around(workers.Pool, "__init__", "fork")
build(load_config("mkdocs.yml", site_dir=sys.argv[1]))
note("end")
"""


def phases(project: Path, site: Path, jobs: str) -> dict[str, float | str]:
    """One build's phases, from :data:`PHASES_SCRIPT`'s notes: the main process's wall
    and CPU time before the workers fork; the CPU time of each locale a worker built, and of
    each the main process built after its first; the
    main process's own first locale; the wall time from the end of the first process to
    run out of locales to the end of the last (when fewer processes than cores run); and
    from the last locale built to the end of the build (publishing the site)."""
    env = {**os.environ, "CRESCENT_JOBS": jobs}
    done = subprocess.run(
        [sys.executable, "-c", PHASES_SCRIPT, str(site)],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    notes = [
        json.loads(line.removeprefix("PHASE "))
        for line in done.stderr.splitlines()
        if line.startswith("PHASE ")
    ]
    main = notes[0][0]
    first: dict[str, list[float]] = {}
    for pid, event, locale, wall, cpu in notes:
        first.setdefault(f"{event}:{locale}:{pid == main}", [wall, cpu])
    opened: dict[tuple[int, str], float] = {}
    worker_cpu: list[float] = []
    main_cpu: list[float] = []
    last_end: dict[int, float] = {}
    per_process: dict[int, int] = {}
    for pid, event, locale, wall, cpu in notes:
        if event == "locale>":
            opened[pid, locale] = cpu
        elif event == "locale<":
            (main_cpu if pid == main else worker_cpu).append(cpu - opened[pid, locale])
            last_end[pid] = wall
            per_process[pid] = per_process.get(pid, 0) + 1
    end_wall = notes[-1][3]
    forked = first.get("fork>::True", first.get("post_build>::True"))
    own_end = first["post_build>::True"]
    own_start = first.get("fork<::True", forked)
    last_end.setdefault(main, own_end[0])
    ends = sorted(last_end.values())
    per_process[main] = per_process.get(main, 0) + 1  # its own first locale
    return {
        "before": forked[0],
        "before_cpu": forked[1],
        "own_cpu": own_end[1] - own_start[1],
        "worker_cpu": statistics.median(worker_cpu) if worker_cpu else 0.0,
        "main_cpu": statistics.median(main_cpu) if main_cpu else 0.0,
        "tail": ends[-1] - ends[-2] if len(ends) > 1 else 0.0,
        "publish": end_wall - ends[-1],
        "shares": ", ".join(str(n) for n in sorted(per_process.values(), reverse=True)),
    }


def phase_rows(runs: int, project: Path, tmp: Path, counts: list[int]) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    every = locales_of(project)
    for count in counts:
        set_locales(project, every[:count])
        found = [phases(project, tmp / f"phases-{count}", "auto") for _ in range(runs)]
        alone = [phases(project, tmp / f"phases-{count}", "1") for _ in range(runs)]
        sequential = statistics.median(float(run["main_cpu"]) for run in alone)

        def median(key: str, found: list[dict[str, float | str]] = found) -> float:
            return statistics.median(float(run[key]) for run in found)

        rows += [
            (
                f"{count} locale(s), jobs auto: locales built by each process",
                " / ".join(sorted({str(run["shares"]) for run in found})),
            ),
            (
                f"{count} locale(s), jobs auto: main process before the workers fork",
                f"{median('before'):.2f} s wall, {median('before_cpu'):.2f} s CPU",
            ),
            (
                f"{count} locale(s), jobs auto: CPU of a locale, main process / worker",
                f"{median('own_cpu'):.3f} s (its first) / {median('worker_cpu'):.3f} s "
                f"(jobs 1: {sequential:.3f} s a locale after the first)",
            ),
            (
                f"{count} locale(s), jobs auto: first process done until the last done",
                f"{median('tail'):.2f} s wall (fewer processes than cores at the end)",
            ),
            (
                f"{count} locale(s), jobs auto: last locale built until the site is published",
                f"{median('publish'):.3f} s wall",
            ),
        ]
    set_locales(project, every)
    return rows


def plain_material(plain: Path, site: Path, locales: list[str]) -> Run:
    command = [sys.executable, "plain.py", "mkdocs.yml", str(site), *locales]
    return run_measured(command, plain, dict(os.environ))


def own_share(project: Path, site: Path) -> tuple[float, float]:
    """(total, time spent in this project's own functions) for one profiled sequential
    build of every locale, in this process."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    os.environ["CRESCENT_JOBS"] = "1"
    profiler = cProfile.Profile()
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(site))
    start = time.perf_counter()
    profiler.enable()
    try:
        build(config)
    finally:
        profiler.disable()
        del os.environ["CRESCENT_JOBS"]
    total = time.perf_counter() - start
    rows = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    own = sum(row[2] for (name, _, _), row in rows.items() if name.startswith(PACKAGE))
    profiled = sum(row[2] for row in rows.values())
    return total, own / profiled * total if profiled else 0.0


# -- serve --------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def fetch(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            return str(answer.read().decode("utf-8"))
    except OSError:
        return ""


def serve_latency(project: Path, edits: int) -> tuple[float, float]:
    """Median seconds from saving a file until `mkdocs serve` serves the changed page:
    (after a .po edit, after a page edit)."""
    port = free_port()
    locale = locales_of(project)[-1]
    process = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", "-a", f"127.0.0.1:{port}"],
        cwd=project,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and not fetch(f"{base}/{locale}/about/"):
            time.sleep(0.2)
        time.sleep(2.0)  # let the watcher settle
        po = project / "locales" / locale / "LC_MESSAGES" / "messages.po"
        page = project / "docs" / "about.md"
        po_times, page_times = [], []
        for n in range(edits):
            marker = f"Rebuilt-7f3a-{n}"
            head = 'msgid "Translations"\nmsgstr "'
            po_times.append(_edit_until(po, head, head + marker, f"{base}/{locale}/about/", marker))
            time.sleep(1.0)
            marker = f"Edited-91c2-{n}"
            page_times.append(
                _edit_until(page, "\n", f"\n\n{marker}\n", f"{base}/en/about/", marker)
            )
            time.sleep(1.0)
        return statistics.median(po_times), statistics.median(page_times)
    finally:
        process.terminate()
        process.wait(timeout=30)


def _edit_until(path: Path, old: str, new: str, url: str, marker: str) -> float:
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    start = time.perf_counter()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if marker in fetch(url):
            return time.perf_counter() - start
        time.sleep(0.02)
    raise RuntimeError(f"mkdocs serve did not serve {url} within two minutes")


# -- the largest accepted example -------------------------------------------------------------


def largest_example(project: Path) -> tuple[int, int]:
    """Replace the example game by the largest one the limits accept: the won game, with
    a move and its reverse repeated, late in the game (after every position the pages
    quote), until it has MAX_STEPS steps. Returns (steps, bytes)."""
    from crescent_docs.engine import Game, Move, Pile
    from crescent_docs.example import load_example
    from crescent_docs.example.loader import MAX_FILE_BYTES, MAX_STEPS

    path = project / "docs" / "examples" / "won-game.toml"
    example = load_example(path)
    game = Game(example.deal)
    before = []  # the position before each step
    for step in example.steps:
        before.append(game.position)
        action = step.action
        if action is None:
            game.redeal()
        else:
            game.move(action)
    piles = [Pile(n) for n in range(1, 17)]
    for index in range(len(example.steps) - 1, -1, -1):
        for source in piles:
            for destination in piles:
                trial = Game(before[index])
                forth, back = Move(source, destination), Move(destination, source)
                moved = source != destination and trial.move(forth) is None
                if moved and trial.move(back) is None:
                    break
            else:
                continue
            break
        else:
            continue
        break
    else:  # pragma: no cover - the published game has one
        raise RuntimeError("no reversible move in the example game")
    pairs = (MAX_STEPS - len(example.steps)) // 2
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    at = example.steps[index].line - 1
    lines[at:at] = [f"{forth}\n{back}\n"] * pairs
    path.write_text("".join(lines), encoding="utf-8")
    size = path.stat().st_size
    assert size <= MAX_FILE_BYTES, size
    return len(load_example(path).steps), size


# -- the table ----------------------------------------------------------------------------------


def rotated(runs: int, *measures: Callable[[], Run]) -> list[Run]:
    """Medians of ``runs`` rounds of every measurement, the order of the measurements
    rotating from round to round, so that none always runs first."""
    results: list[list[Run]] = [[] for _ in measures]
    for n in range(runs):
        for k in range(len(measures)):
            index = (k + n) % len(measures)
            results[index].append(measures[index]())
    return [
        (
            statistics.median(r[0] for r in rs),
            int(statistics.median(r[1] for r in rs)),
            int(statistics.median(r[2] for r in rs)),
            statistics.median(r[3] for r in rs),
        )
        for rs in results
    ]


def spread(values: list[float], digits: int = 2) -> str:
    """The median of ``values`` and their range: ``0.42 (0.31-0.55)``."""
    low, middle, high = min(values), statistics.median(values), max(values)
    return f"{middle:.{digits}f} ({low:.{digits}f}-{high:.{digits}f})"


def seventh_locale(runs: int, project: Path, tmp: Path, every: list[str]) -> list[tuple[str, str]]:
    """What the seventh locale adds to the wall time of ``jobs: auto``, against a locale's
    sequential cost, from ``runs`` rounds of paired builds. Each round builds the six and
    the seven locales with ``jobs: auto`` one right after the other (which first alternates
    from round to round), and the one, six and seven locales with ``jobs: 1``; its figure
    is its own difference of each pair, so a load that changes between rounds moves both
    builds of a pair alike. The medians over the rounds are printed, with their range."""
    builds: dict[tuple[int, str], Callable[[], Run]] = {}
    for count in (1, 6, 7):
        for jobs in ("1", "auto"):
            if (count, jobs) == (1, "auto"):
                continue
            locales = every[:count]
            folder = tmp / f"paired-{count}"
            if not folder.exists():
                copy_project(folder)
                set_locales(folder, locales)
            builds[count, jobs] = functools.partial(
                ours, folder, tmp / f"paired-site-{count}", jobs
            )
    for measure in builds.values():
        measure()  # warm-up: file caches, and a site to replace, as the other runs have
    added: list[float] = []
    added_cpu: list[float] = []
    per_locale: list[float] = []
    own: list[float] = []
    ratios: list[float] = []
    own_ratios: list[float] = []
    cpu_ratios: list[float] = []
    for n in range(runs):
        pair = [(6, "auto"), (7, "auto")]
        sequential = [(1, "1"), (6, "1"), (7, "1")]
        order = pair + sequential if n % 2 == 0 else sequential[::-1] + pair[::-1]
        results = {key: builds[key]() for key in order}
        wall = {key: run[0] for key, run in results.items()}
        cpu = {key: run[3] for key, run in results.items()}
        added.append(wall[7, "auto"] - wall[6, "auto"])
        added_cpu.append(cpu[7, "auto"] - cpu[6, "auto"])
        per_locale.append((wall[6, "1"] - wall[1, "1"]) / 5)
        own.append(wall[7, "1"] - wall[6, "1"])
        ratios.append(added[-1] / per_locale[-1])
        own_ratios.append(added[-1] / own[-1])
        cpu_ratios.append(added_cpu[-1] / ((cpu[6, "1"] - cpu[1, "1"]) / 5))
    return [
        (
            "7th locale: added wall, jobs auto",
            f"{statistics.median(added):.2f} s (a locale's sequential cost: "
            f"{statistics.median(per_locale):.2f} s; added = {statistics.median(ratios):.2f} "
            f"of it, target <= 0.50; median of {runs} paired rounds)",
        ),
        (
            "7th locale: added wall / a locale's sequential cost, per round",
            f"median {spread(ratios)}; wall added {spread(added)} s, "
            f"a locale's cost (jobs 1, (6 - 1) / 5) {spread(per_locale)} s",
        ),
        (
            "7th locale: added wall / its own sequential cost (jobs 1, 7 - 6)",
            f"median {spread(own_ratios)}; its own cost {spread(own)} s",
        ),
        (
            "7th locale: added CPU user+sys, jobs auto / a locale's",
            f"median {spread(cpu_ratios)}; CPU added {spread(added_cpu)} s "
            "(on a loaded machine the CPU time moves less than the wall time)",
        ),
    ]


def mb(size: int) -> str:
    return f"{size / 2**20:.0f} MB"


def measure(
    runs: int, serve: bool, counts: list[int], extras: bool, breakdown: bool = False
) -> list[tuple[str, str]]:
    cores = len(os.sched_getaffinity(0))
    load = os.getloadavg()[0]
    rows: list[tuple[str, str]] = [
        ("conditions", f"{cores} cores, load {load:.1f} at the start; medians of {runs} runs")
    ]
    with tempfile.TemporaryDirectory() as tmp:
        project = copy_project(Path(tmp) / "project")
        every = [*locales_of(project), SEVENTH[1]]
        set_locales(project, every)
        plain = generate(project)
        for count in counts:
            locales = every[:count]
            set_locales(project, locales)
            site = Path(tmp) / f"site-{count}"
            ours(project, site, "auto")  # warm-up: file caches
            plain_site = Path(tmp) / f"plain-{count}"
            one_run, auto_run, plain_run = rotated(
                runs,
                functools.partial(ours, project, site, "1"),
                functools.partial(ours, project, site, "auto"),
                functools.partial(plain_material, plain, plain_site, locales),
            )
            one, one_mem, one_rss, one_cpu = one_run
            auto, auto_mem, auto_rss, auto_cpu = auto_run
            plain_wall, plain_mem, _, plain_cpu = plain_run
            processes = auto_processes(count, cores)
            rows.append(
                (
                    f"{count} locale(s): jobs auto builds with",
                    f"{processes} process{'es' if processes > 1 else ''} on {cores} cores",
                )
            )
            rows.append(
                (
                    f"{count} locale(s): jobs 1 / jobs auto / plain Material",
                    f"{one:.2f} s / {auto:.2f} s / {plain_wall:.2f} s "
                    f"(auto = {auto / plain_wall:.2f}x plain)",
                )
            )
            rows.append(
                (
                    f"{count} locale(s): CPU user+sys, jobs 1 / jobs auto / plain",
                    f"{one_cpu:.2f} s / {auto_cpu:.2f} s / {plain_cpu:.2f} s",
                )
            )
            rows.append(
                (
                    f"{count} locale(s): peak memory (PSS), jobs 1 / jobs auto / plain",
                    f"{mb(one_mem)} / {mb(auto_mem)} / {mb(plain_mem)} "
                    f"(auto = {auto_mem / one_mem:.2f}x jobs 1; resident, counting shared "
                    f"pages in every process: {mb(one_rss)} / {mb(auto_rss)})",
                )
            )
        if {1, 6, 7} <= set(counts):
            rows += seventh_locale(runs, project, Path(tmp), every)
        if breakdown:
            set_locales(project, every)
            rows += phase_rows(runs, project, Path(tmp), [n for n in counts if n > 1])
        set_locales(project, every[:6])
        if not extras:
            rows.append(("load at the end", f"{os.getloadavg()[0]:.1f}"))
            return rows
        total, own = own_share(project, Path(tmp) / "profiled")
        rows.append(("plugin's own code, profiled, jobs 1", f"{own:.2f} s of {total:.2f} s"))
        big = copy_project(Path(tmp) / "big")
        steps, size = largest_example(big)
        ((wall, peak, _, _),) = rotated(runs, lambda: ours(big, Path(tmp) / "big-site", "auto"))
        rows.append(
            (
                f"largest accepted example ({steps:,} steps, {size:,} bytes), 6 locales",
                f"{wall:.2f} s, peak {mb(peak)} (PSS)",
            )
        )
        if serve:
            po, page = serve_latency(project, edits=max(3, runs))
            rows.append(("serve: .po edit until the page is served", f"{po:.2f} s"))
            rows.append(("serve: page edit until the page is served", f"{page:.2f} s"))
    rows.append(("load at the end", f"{os.getloadavg()[0]:.1f}"))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-serve", action="store_true")
    parser.add_argument(
        "--locales",
        default="1,3,6,7",
        help="the numbers of locales to build, comma-separated (default: 1,3,6,7)",
    )
    parser.add_argument(
        "--builds-only",
        action="store_true",
        help="only the builds: no profile, largest example or serve",
    )
    parser.add_argument(
        "--phases",
        action="store_true",
        help="also time the phases of each process of a jobs: auto build",
    )
    args = parser.parse_args()
    counts = [int(n) for n in args.locales.split(",")]
    rows = measure(
        args.runs,
        not args.no_serve and not args.builds_only,
        counts,
        not args.builds_only,
        args.phases,
    )
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
