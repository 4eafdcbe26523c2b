"""Two builds of the same sources are byte-identical, sitemaps included: in two folders, one
in one process with the templates compiled for each locale, one in workers with them
compiled once (the session's three-locale build under a sub-path, tests/conftest.py: one
extra build, not two).

Three locales show it as well as every one: what could make two builds differ is where and
when a build runs (its folder, its clock), which process builds a locale after which (what
one locale's build leaves for the next), and the templates cached or compiled afresh; three
locales, English, Catalan and Arabic (its mirrored pages), in two processes that take them
in whatever order, meet each of those, and every other locale's pages come from the same
code and templates with other words."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

from sitebuild import SUB_PATH_ENV, SUB_PATH_LOCALES, Build, copy_project, environment, set_locales


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
    tmp_path: Path, sub_path_site: Build
) -> None:
    # Two copies in different folders: neither the path nor the time of a build may show in
    # the site (SOURCE_DATE_EPOCH dates the sitemaps).
    # - The session's three-locale build (tests/conftest.py) is the parallel one: a worker
    #   process beside the main one, which take the locales in whatever order, with the
    #   templates compiled once in the main process before the worker forks (the plugin's
    #   per-process cache).
    # - This one builds with jobs: 1, every locale one after another in one process, and
    #   Material's templates compiled afresh for each locale, as MkDocs does; with the
    #   shared build's environment (its site_url) otherwise.
    one = copy_project(tmp_path / "one")
    set_locales(one, SUB_PATH_LOCALES)
    env = environment(**{**SUB_PATH_ENV, "CRESCENT_JOBS": "1"})
    sequential = subprocess.run(
        [sys.executable, "-c", UNCACHED, "build", "--strict", "-d", str(one / "site")],
        cwd=one,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    parallel = sub_path_site
    assert sequential.returncode == 0, sequential.stderr
    assert "Building documentation to directory" in parallel.output
    assert SUB_PATH_ENV["CRESCENT_JOBS"] != "1"
    a, b = digest(one / "site"), digest(parallel.site)
    assert a.keys() == b.keys()
    # every locale's folder, and the root page
    assert {name.split("/")[0] for name in a} == {*SUB_PATH_LOCALES, "index.html"}
    assert [name for name in a if a[name] != b[name]] == []
    assert any(name.endswith("sitemap.xml.gz") for name in a)
    assert "<lastmod>2026-01-01</lastmod>" in (parallel.site / "ca" / "sitemap.xml").read_text()
