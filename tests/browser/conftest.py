"""Browser tests of the player: the real site, built once per session into a temporary
folder, served by a local HTTP server on 127.0.0.1, and driven by Playwright with Debian's
Chromium. Every test gets a fresh browser context (its own localStorage).

The helpers the tests share are in browserkit.py (a conftest is not a module to import).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browserkit import LOCALES
from sitebuild import Build, build, copy_project, set_locales

from crescent_docs.plugin.assets import HASHED
from crescent_docs.tools.localhost import CHROMIUM, CHROMIUM_ARGS, served

playwright_api = pytest.importorskip("playwright.sync_api")


# -- the site ---------------------------------------------------------------------------


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A local server over an empty folder that the site fixture then fills: the site is
    built with its site_url on this server, so the sitemaps and the language links match."""
    folder = tmp_path_factory.mktemp("served")
    with served(folder) as url:
        yield url, folder


@pytest.fixture(scope="session")
def base_url(server: tuple[str, Path], tmp_path_factory: pytest.TempPathFactory) -> str:
    """The site of the project (every locale), built once, at this URL."""
    url, folder = server
    project = copy_project(tmp_path_factory.mktemp("project"))
    # Only the locales the player's tests read: the others would only make the build longer.
    set_locales(project, LOCALES, in_progress=[])
    saved = {"CRESCENT_SITE_URL": os.environ.get("CRESCENT_SITE_URL")}
    os.environ["CRESCENT_SITE_URL"] = url + "/"
    try:
        # Not --strict: a catalog still being translated must not stop the player tests.
        # The scripts and stylesheets as the site ships them: minified, hashed.
        result: Build = build(project, "--no-strict", site=folder, env={"CRESCENT_ASSETS": "built"})
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    assert result.returncode == 0, result.output
    shipped = sorted(path.name for path in (folder / LOCALES[0] / "assets" / "crescent").iterdir())
    assert "player.js" not in shipped and any(HASHED.match(name) for name in shipped), shipped
    return url


@pytest.fixture(scope="session")
def site_pages(base_url: str, server: tuple[str, Path]) -> list[str]:
    """Every page of every locale, as a path: /en/, /en/rules/ …"""
    folder = server[1]
    pages = []
    for locale in LOCALES:
        for index in sorted((folder / locale).rglob("index.html")):
            relative = index.parent.relative_to(folder).as_posix()
            pages.append(f"/{relative}/")
    return pages


# -- the browser ------------------------------------------------------------------------


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip("no /usr/bin/chromium")
    with playwright_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
        yield chromium
        chromium.close()


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1000, "height": 900}, locale="en-GB")
    ctx.set_default_timeout(5000)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: Any) -> Any:
    page = context.new_page()
    errors: list[str] = []
    # Errors of the player's own scripts (Material's are not ours to check here).
    page.on(
        "pageerror",
        lambda error: "/assets/crescent/" in (error.stack or "") and errors.append(error.stack),
    )
    page.errors = errors
    return page
