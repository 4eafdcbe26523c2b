"""Publishing benchmark: what ``make dist`` ships.

Builds a copy of the project once (every locale, at https://example.org/), then packs it as
``make dist`` does and, for comparison, packs the same tree without the precompressed files
and ``_headers``. Printed: the two archives' sizes, the unpacked trees' sizes, what a visitor
downloads of the text files (as they are, gzip, brotli), and the time the packing took.

    .venv/bin/python benchmarks/dist.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from crescent_docs.tools import dist
from crescent_docs.tools.project import copy_project


def size(folder: Path, suffix: str = "") -> int:
    return sum(p.stat().st_size for p in folder.rglob(f"*{suffix}") if p.is_file())


def kib(count: int) -> str:
    return f"{count / 1024:,.0f} KiB"


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        project = copy_project(Path(tmp) / "project")
        site = Path(tmp) / "site"
        env = {
            **os.environ,
            "NO_MKDOCS_2_WARNING": "1",
            "CRESCENT_SITE_URL": "https://example.org/",
            "SOURCE_DATE_EPOCH": os.environ.get("SOURCE_DATE_EPOCH", "1767225600"),
        }
        built = subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(site)],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if built.returncode:
            print(f"build failed: {built.stderr.strip()[-300:]}")
            return 1
        plain = Path(tmp) / "plain.tar.gz"
        dist.archive(site, plain, 0)
        tree = size(site)
        text = sum(size(site, suffix) for suffix in dist.COMPRESSED)
        started = time.perf_counter()
        packed = Path(tmp) / "packed.tar.gz"
        dist.package(site, packed, 0)
        seconds = time.perf_counter() - started
        gz = sum(size(site, f"{suffix}.gz") for suffix in dist.COMPRESSED)
        br = sum(size(site, f"{suffix}.br") for suffix in dist.COMPRESSED)
        with_files, without = packed.stat().st_size, plain.stat().st_size
        print(
            f"archive with .gz and .br: {kib(with_files)} (without them: {kib(without)}, "
            f"+{100 * (with_files - without) / without:.0f}%)"
        )
        print(f"unpacked tree: {kib(size(site))} (without them: {kib(tree)})")
        print(
            f"text files (html, js, css, json, svg, xml), all locales: {kib(text)} as they are, "
            f"{kib(gz)} gzip, {kib(br)} brotli"
        )
        print(f"packing (precompress, _headers, archive; the build excluded): {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
