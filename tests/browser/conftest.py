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
from browserkit import (
    AXE,
    AXE_LOCALES,
    LANGUAGE_RULES,
    LOCALES,
    PLAYERS_READY,
    Walk,
    open_player,
    settle,
    store_game,
    violations,
)
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


# -- the walk over a locale's pages -------------------------------------------------------


def _walk(browser: Any, base_url: str, locale: str, pages: list[str]) -> Walk:
    """Open each page of ``locale`` once, in a context of its own: wait until the network is
    idle and its players have mounted, run axe-core (every rule in AXE_LOCALES, its
    LANGUAGE_RULES elsewhere: browserkit.py), then use it a little (the search
    opened: its index and worker) and wait until the network is idle again. Every request,
    error and finding is recorded, for the offline and the accessibility tests to check."""
    if not AXE.exists():
        pytest.skip("node_modules/axe-core is missing: run npm ci")
    axe_source = AXE.read_text(encoding="utf-8")
    walk = Walk(["/", *pages] if locale == "en" else list(pages))
    only = () if locale in AXE_LOCALES else LANGUAGE_RULES
    where = {"path": "/"}

    def seen(request: Any) -> None:
        url = request.url
        if url.startswith(base_url + "/") or url == base_url:
            walk.served.append(url)
        else:  # the machine reaches no other host either: it fails, and shows here
            walk.attempted.append(f"{where['path']}: {url}")

    def problem(text: str) -> None:
        walk.problems.append(f"{where['path']}: {text}")

    context = browser.new_context(viewport={"width": 1000, "height": 900}, locale="en-GB")
    context.set_default_timeout(WAIT)
    try:
        # Every request of the context: its pages', their workers' (search) and any popup's.
        context.on("request", seen)
        # axe-core in each page as it opens (it requests nothing and changes nothing until
        # it runs): cheaper than sending its 500 kB to each page once loaded.
        context.add_init_script(script=axe_source)
        page = context.new_page()
        page.on("console", lambda m: m.type == "error" and problem(f"console: {m.text}"))
        page.on("pageerror", lambda e: problem(f"error: {e}"))
        # A request the browser cancels (ERR_ABORTED) is no fault of the site: a module that
        # a page loads once it is idle can be left behind by the walk's next page, on a slow
        # machine.
        page.on(
            "requestfailed",
            lambda r: r.failure != "net::ERR_ABORTED" and problem(f"failed: {r.url} {r.failure}"),
        )
        page.on("response", lambda r: r.status >= 400 and problem(f"{r.status}: {r.url}"))
        for path in walk.pages:
            where["path"] = path
            page.goto(base_url + path, wait_until="networkidle")
            if path == "/":
                continue
            page.wait_for_function(PLAYERS_READY)
            walk.schemes[path] = page.locator("body").get_attribute("data-md-color-scheme")
            walk.axe[path] = violations(page, axe_source, only=only)
            page.keyboard.press("/")
            page.wait_for_load_state("networkidle")
    finally:
        context.close()
    return walk


@pytest.fixture(scope="session")
def _walks() -> dict[str, Walk]:
    return {}


@pytest.fixture
def locale_walk(
    _walks: dict[str, Walk], browser: Any, base_url: str, locale_pages: dict[str, list[str]]
) -> Callable[[str], Walk]:
    """``locale_walk(locale)``: one visit to every page of the locale that records both what
    the offline test checks (requests, errors) and what the accessibility test checks (axe),
    made once per worker (conftest.py puts a locale's tests that take this fixture in one
    xdist group) instead of a walk each."""

    def get(locale: str) -> Walk:
        if locale not in _walks:
            _walks[locale] = _walk(browser, base_url, locale, locale_pages[locale])
        return _walks[locale]

    return get
