"""Browser tests of the player: the real site, built once per session (tests/conftest.py,
shared with the tests that read its HTML), served by a local HTTP server on 127.0.0.1,
and driven by Playwright with Debian's Chromium. Every test gets a fresh browser context
(its own localStorage), except the read-only checks that take ``shared_page``: the pages
they measure are opened once per worker and size (see there).

The helpers the tests share are in browserkit.py (a conftest is not a module to import).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from browserkit import LOCALES, open_player, settle, store_game
from playwright.sync_api import expect
from sitebuild import Build

from crescent_docs.tools.localhost import CHROMIUM_ARGS, HEADLESS

playwright_api = pytest.importorskip("playwright.sync_api")

#: How long a test waits for a condition (an element, a text, a page) before it fails, in
#: ms: long enough for a machine loaded by other builds and several test processes (a test
#: waits for a condition, never for a time, so this costs a passing test nothing).
WAIT = 20_000
playwright_api.expect.set_options(timeout=WAIT)


# -- the site ---------------------------------------------------------------------------


@pytest.fixture(scope="session")
def server(served_site: str, built_site: Build) -> tuple[str, Path]:
    """The session's site (tests/conftest.py: built once, every locale) and the local
    server it is served on: its URL and its folder."""
    return served_site, built_site.site


@pytest.fixture(scope="session")
def base_url(server: tuple[str, Path]) -> str:
    """The URL of the site of the project (every locale)."""
    return server[0]


@pytest.fixture(scope="session")
def locale_pages(server: tuple[str, Path]) -> dict[str, list[str]]:
    """Every page of each locale, as a path: {"en": ["/en/", "/en/about/", …], …}. The
    whole-site tests walk one locale a test, so that parallel workers share the walk."""
    folder = server[1]
    return {
        locale: [
            f"/{index.parent.relative_to(folder).as_posix()}/"
            for index in sorted((folder / locale).rglob("index.html"))
        ]
        for locale in LOCALES
    }


# -- the browser ------------------------------------------------------------------------


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not HEADLESS.exists():
        pytest.skip("no /usr/bin/chromium")
    with playwright_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(HEADLESS), args=list(CHROMIUM_ARGS))
        yield chromium
        chromium.close()


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1000, "height": 900}, locale="en-GB")
    ctx.set_default_timeout(WAIT)
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


#: How many shared pages a worker keeps open at most (the oldest is closed first): a
#: locale's Play and Rules pages at both sizes.
SHARED_PAGES = 4

#: JS: a shared page as it was opened: at its top, nothing focused, no pointer over it.
UNTOUCHED = "() => { document.activeElement?.blur(); scrollTo(0, 0); }"


@pytest.fixture(scope="session")
def _shared_pages(browser: Any) -> Iterator[OrderedDict[tuple, Any]]:
    pages: OrderedDict[tuple, Any] = OrderedDict()
    yield pages
    for page in pages.values():
        page.context.close()


@pytest.fixture
def shared_page(
    _shared_pages: OrderedDict[tuple, Any], browser: Any, base_url: str
) -> Callable[..., Any]:
    """``shared_page(locale, (width, height), path="play/", code=None)``: the page of the
    site at ``/locale/path`` in a window of that size, its players mounted and the page idle
    (guide.js's legend in), free play dealt ``code``. Opened once per worker: the read-only
    fit and layout checks of a locale share it instead of loading it each (conftest.py puts
    a locale's tests that take this fixture in one xdist group). A test must leave it as it
    found it; it gets it scrolled to the top, nothing focused, the mouse away."""

    def get(locale: str, size: tuple[int, int], path: str = "play/", code: str | None = None):
        key = (locale, size, path, code)
        page = _shared_pages.get(key)
        if page is None:
            while len(_shared_pages) >= SHARED_PAGES:
                _shared_pages.popitem(last=False)[1].context.close()
            width, height = size
            context = browser.new_context(viewport={"width": width, "height": height})
            context.set_default_timeout(WAIT)
            page = context.new_page()
            if code is not None:
                store_game(page, base_url, code=code)
            open_player(page, f"{base_url}/{locale}/{path}")
            expect(page.locator(".cp-legend").first).to_be_attached()
            _shared_pages[key] = page
        _shared_pages.move_to_end(key)
        page.mouse.move(0, 0)
        page.evaluate(UNTOUCHED)
        settle(page)
        return page

    return get
