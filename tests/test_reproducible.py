"""Two builds of the same sources are byte-identical, sitemaps included: in two folders, one
in one process with the templates compiled for each locale, one in workers with them
compiled once (the session's shared build, tests/conftest.py: one extra build, not two)."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from pathlib import Path

from sitebuild import SITE_URL, Build, copy_project, environment


def digest(site: Path) -> dict[str, str]:
    return {
        str(path.relative_to(site)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(site.rglob("*"))
        if path.is_file()
    }


#: `mkdocs build` with the theme's templates compiled afresh in every build, as MkDocs
#: does without the plugin's per-process template cache.
UNCACHED = (
    "import sys\n"
    "from crescent_docs.plugin import templates\n"
    "templates.install = lambda *args, **kwargs: None\n"
    "templates.warm = lambda *args, **kwargs: 0\n"
    "from mkdocs.__main__ import cli\n"
    "sys.argv[0] = 'mkdocs'\n"
    "cli()\n"
)


def test_two_builds_in_two_folders_one_sequential_one_parallel_are_byte_identical(
    tmp_path: Path, built_site: Build
) -> None:
    # Two copies in different folders: neither the path nor the time of a build may show in
    # the site (SOURCE_DATE_EPOCH dates the sitemaps).
    # - The session's shared build (tests/conftest.py) is the parallel one: jobs "auto",
    #   worker processes that take the locales in whatever order, with the templates
    #   compiled once in the main process before the workers fork (the plugin's
    #   per-process cache).
    # - This one builds with jobs: 1, every locale one after another in one process, and
    #   Material's templates compiled afresh for each locale, as MkDocs does; with the
    #   shared build's environment (its site_url, its built assets).
    one = copy_project(tmp_path / "one")
    config = one / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    config.write_text(text.replace("      locales: [", "      jobs: 1\n      locales: ["), "utf-8")
    sequential = subprocess.run(
        [sys.executable, "-c", UNCACHED, "build", "--strict", "-d", str(one / "site")],
        cwd=one,
        env=environment(CRESCENT_SITE_URL=SITE_URL, CRESCENT_ASSETS="built"),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    parallel = built_site
    assert sequential.returncode == 0, sequential.stderr
    assert "Building documentation to directory" in parallel.output
    assert "jobs: 1" not in (parallel.site.parent / "project" / "mkdocs.yml").read_text("utf-8")
    a, b = digest(one / "site"), digest(parallel.site)
    assert a.keys() == b.keys()
    locales = re.search(r"locales: \[([^\]]*)\]", text)
    assert locales is not None
    # every locale's folder, and the root page
    assert len({name.split("/")[0] for name in a}) == len(locales.group(1).split(",")) + 1
    assert [name for name in a if a[name] != b[name]] == []
    assert any(name.endswith("sitemap.xml.gz") for name in a)
    assert "<lastmod>2026-01-01</lastmod>" in (parallel.site / "ca" / "sitemap.xml").read_text()
