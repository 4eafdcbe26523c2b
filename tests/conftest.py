"""Shared fixtures and the tests' classes.

- ``table``: small positions built from a few piles, for the engine tests.
- ``built_site``: the real project's site (every locale, ``--strict``), built ONCE per test
  session and shared by the tests that read its HTML and by the browser tests, which serve
  it. Under pytest-xdist the workers share one build: the first to take the lock builds it
  into a folder they all see, the others wait and read it.
- ``sub_path_site``: a copy of the project in three locales built for an address under a
  sub-path (sitebuild.py's ``SUB_PATH_*``), once per session the same way: the sub-path tests
  read it, and the reproducibility test builds it again in one process.

Every test is put in a class automatically (``pytest_collection_modifyitems``), so that a
new test needs no marker of its own:

- ``browser``: a test under tests/browser/ (it drives Chromium);
- ``slow``: a test that builds or serves the site: it uses the shared build (``built_site``,
  ``site``, ``base_url``), or it or one of its fixtures calls a builder (sitebuild.py's
  ``build`` or ``copy_project``, ``start_build``, …: ``_BUILDERS``), or it is marked
  ``slow`` by hand (a sweep over many games; ``_SWEEPS`` names those of modules that mark
  nothing themselves).

``make check`` runs the rest (``-m "not browser and not slow"``); ``make test`` runs all.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitebuild import (
    SITE_URL,
    SUB_PATH_ENV,
    SUB_PATH_LOCALES,
    Build,
    build,
    copy_project,
    set_locales,
)
from tables import Table, build_position

from crescent_docs import solving
from crescent_docs.plugin.assets import HASHED
from crescent_docs.tools.localhost import served

solving.install()  # the tests play with the compiled solver, when it is current

BROWSER_DIR = Path(__file__).parent / "browser"
#: Names that a test (or one of its fixtures) uses when it builds or serves a copy of the
#: project with mkdocs: sitebuild.py's helpers, and the helpers of a few modules around them.
_BUILDERS = {"build", "copy_project", "start_build", "Server", "new_locale"}
#: Fixtures that stand for the shared builds (the whole site; three locales under a sub-path).
_SITE_FIXTURES = {"built_site", "sub_path_site", "site", "base_url", "server", "locale_pages"}


def _names(function: object) -> set[str]:
    code = getattr(function, "__code__", None)
    return set(code.co_names) if code else set()


def _runs_mkdocs(item: pytest.Item) -> bool:
    """The test builds or serves the site: it, or one of its fixtures, calls a builder, or
    it uses the shared build."""
    if _SITE_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    functions = [getattr(item, "function", None)]
    info = getattr(item, "_fixtureinfo", None)
    for definitions in info.name2fixturedefs.values() if info else ():
        functions.extend(definition.func for definition in definitions)
    return any(_BUILDERS & _names(function) for function in functions)


#: Sweeps over many games through both engines, or a regeneration of the shared vectors,
#: in modules that mark nothing themselves: ``slow`` like a build (test_solver.py marks its own).
_SWEEPS = {
    ("test_parity.py", "test_games_from_deals"),
    ("test_vectors.py", "test_regenerating_writes_the_same_bytes"),
}


def _builds_per_module(item: pytest.Item) -> bool:
    """One of the test's fixtures builds a site of its own once per module (or class)."""
    info = getattr(item, "_fixtureinfo", None)
    return any(
        definition.scope in ("module", "class") and _BUILDERS & _names(definition.func)
        for definitions in (info.name2fixturedefs.values() if info else ())
        for definition in definitions
    )


# First, so that pytest-xdist (whose hook reads the groups, in each worker) sees them.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if _builds_per_module(item):
            # Under pytest-xdist (--dist loadgroup), a module's tests that share a build of
            # their own run in one worker, which builds it once.
            item.add_marker(pytest.mark.xdist_group(Path(str(item.path)).stem))
        path = Path(str(item.path))
        locale = getattr(item, "callspec", None) and item.callspec.params.get("locale")
        if "shared_page" in getattr(item, "fixturenames", ()) and locale:
            # The read-only checks of a locale's pages, which share them (browser/conftest.py).
            item.add_marker(pytest.mark.xdist_group(f"shared-pages-{locale}"))
        if "locale_walk" in getattr(item, "fixturenames", ()) and locale:
            # The offline and accessibility checks of a locale, which share one walk over its
            # pages (browser/conftest.py).
            item.add_marker(pytest.mark.xdist_group(f"walk-{locale}"))
        if BROWSER_DIR in path.parents:
            item.add_marker(pytest.mark.browser)
        name = getattr(item, "originalname", item.name)
        if _runs_mkdocs(item) or (path.name, name) in _SWEEPS:
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def table() -> Table:
    return build_position


# -- the site, built once -----------------------------------------------------------------


def _shared_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every xdist worker of this run sees (the parent of their own base temp
    folders), or this session's own when xdist does not run."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent
    return base


def _build_once(root: Path, env: dict[str, str], locales: tuple[str, ...] | None = None) -> Build:
    """Build the project (in ``locales``, else every one) into root/site with ``env``,
    unless another worker of this run has: the result is kept in root/result.json, and a
    lock keeps a second build out."""
    result_file = root / "result.json"
    with (root / "build.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if result_file.exists():
                saved = json.loads(result_file.read_text(encoding="utf-8"))
                return Build(saved["returncode"], saved["output"], Path(saved["site"]))
            project = root / "project"
            shutil.rmtree(project, ignore_errors=True)
            copy_project(project)
            if locales is not None:
                set_locales(project, locales)
            result = build(project, "--strict", site=root / "site", env=env)
            result_file.write_text(
                json.dumps(
                    {
                        "returncode": result.returncode,
                        "output": result.output,
                        "site": str(result.site),
                    }
                ),
                encoding="utf-8",
            )
            return result
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The real project's site, every locale, built once per run with ``--strict``."""
    root = _shared_folder(tmp_path_factory) / "crescent-site"
    root.mkdir(exist_ok=True)
    # The scripts and stylesheets as the site ships them: minified, hashed.
    result = _build_once(root, {"CRESCENT_SITE_URL": SITE_URL, "CRESCENT_ASSETS": "built"})
    assert result.returncode == 0, result.output
    shipped = sorted(path.name for path in (result.site / "en" / "assets" / "crescent").iterdir())
    assert "player.js" not in shipped and any(HASHED.match(name) for name in shipped), shipped
    return result


@pytest.fixture(scope="session")
def sub_path_site(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The project in three locales, built for an address under a sub-path in two processes
    (sitebuild.py's SUB_PATH_*), once per run with ``--strict``."""
    root = _shared_folder(tmp_path_factory) / "crescent-sub-path-site"
    root.mkdir(exist_ok=True)
    result = _build_once(root, SUB_PATH_ENV, SUB_PATH_LOCALES)
    assert result.returncode == 0, result.output
    return result


@pytest.fixture(scope="session")
def served_site(built_site: Build) -> Iterator[str]:
    """The shared site served on a free port of 127.0.0.1: its base URL."""
    with served(built_site.site) as url:
        yield url
