"""Build benchmark: prints the full build time, the plugin's own share of it, the same pages
built by plain Material (no plugin, same number of locales, one process), and the rebuild
time of `mkdocs serve` after a .po edit.

    .venv/bin/python benchmarks/build.py [--runs N] [--no-serve]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import yaml
from mkdocs.commands.build import build
from mkdocs.config import load_config

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = str(ROOT / "crescent_docs")
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")


def copy_project(target: Path) -> Path:
    target.mkdir(parents=True, exist_ok=True)
    for name in ("mkdocs.yml", "docs", "locales"):
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name)
        else:
            shutil.copy2(source, target / name)
    return target


def locales_of(project: Path) -> list[str]:
    text = (project / "mkdocs.yml").read_text(encoding="utf-8")
    match = re.search(r"locales:\s*\[([^\]]*)\]", text)
    return [s.strip() for s in match.group(1).split(",")] if match else ["en"]


def set_locales(project: Path, locales: list[str]) -> None:
    config = project / "mkdocs.yml"
    text = re.sub(
        r"locales:\s*\[[^\]]*\]", f"locales: [{', '.join(locales)}]", config.read_text("utf-8")
    )
    config.write_text(text, encoding="utf-8")


def full_build(project: Path, site: Path) -> float:
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(site))
    start = time.perf_counter()
    build(config)
    return time.perf_counter() - start


def own_share(project: Path, site: Path) -> tuple[float, float]:
    """(total, time spent in this project's own functions) for one profiled build."""
    profiler = cProfile.Profile()
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(site))
    start = time.perf_counter()
    profiler.enable()
    build(config)
    profiler.disable()
    total = time.perf_counter() - start
    rows = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    own = sum(row[2] for (name, _, _), row in rows.items() if name.startswith(PACKAGE))
    profiled = sum(row[2] for row in rows.values())
    return total, own / profiled * total if profiled else 0.0


def plain_material(project: Path, site: Path, locales: list[str]) -> float:
    """The same pages, without the plugin, built once per locale in one process."""
    plain = project.parent / "plain"
    if plain.exists():
        shutil.rmtree(plain)
    shutil.copytree(project, plain)
    config_path = plain / "mkdocs.yml"
    text = config_path.read_text(encoding="utf-8").replace("!ENV [CRESCENT_SITE_URL, ", "[")
    data = yaml.safe_load(text)
    data["site_url"] = "http://127.0.0.1:8000/"
    data["plugins"] = ["search"]
    config_path.write_text(yaml.safe_dump(data), encoding="utf-8")
    start = time.perf_counter()
    for locale in locales:
        config = load_config(str(config_path), site_dir=str(site / locale))
        config.theme["language"] = locale
        build(config)
    return time.perf_counter() - start


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def serve_rebuild(project: Path) -> float:
    """Seconds from a .po edit until `mkdocs serve` serves the changed page."""
    port = free_port()
    locale = locales_of(project)[-1]
    process = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", "-a", f"127.0.0.1:{port}"],
        cwd=project,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    url = f"http://127.0.0.1:{port}/{locale}/about/"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not fetch(url):
            time.sleep(0.2)
        time.sleep(2.0)  # let the watcher settle
        po = project / "locales" / locale / "LC_MESSAGES" / "messages.po"
        text = po.read_text(encoding="utf-8")
        marker = "Rebuilt-7f3a"
        head = 'msgid "Translations"\nmsgstr "'
        po.write_text(text.replace(head, head + marker, 1), encoding="utf-8")
        start = time.perf_counter()
        while time.monotonic() < deadline:
            if marker in fetch(url):
                return time.perf_counter() - start
            time.sleep(0.05)
        raise RuntimeError("mkdocs serve did not rebuild within two minutes")
    finally:
        process.terminate()
        process.wait(timeout=10)


def fetch(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return str(answer.read().decode("utf-8"))
    except OSError:
        return ""


def measure(runs: int, serve: bool) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        project = copy_project(Path(tmp) / "project")
        every = locales_of(project)
        for count in sorted({1, min(3, len(every)), len(every)}):
            set_locales(project, every[:count])
            site = Path(tmp) / f"site-{count}"
            full_build(project, site)  # warm-up: imports, theme, caches
            ours = statistics.median(full_build(project, site) for _ in range(runs))
            plain = statistics.median(
                plain_material(project, Path(tmp) / f"plain-{count}", every[:count])
                for _ in range(runs)
            )
            rows.append((f"full build, {count} locale(s)", f"{ours:.2f} s"))
            rows.append((f"plain Material, same pages, {count} locale(s)", f"{plain:.2f} s"))
        set_locales(project, every)
        total, own = own_share(project, Path(tmp) / "profiled")
        rows.append(("plugin's own code in a profiled build", f"{own:.2f} s of {total:.2f} s"))
        if serve:
            rows.append(("serve: rebuild after a .po edit", f"{serve_rebuild(project):.2f} s"))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-serve", action="store_true")
    args = parser.parse_args()
    rows = measure(args.runs, not args.no_serve)
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
