"""Accessibility: axe-core finds nothing on any page of any locale in the light scheme, nor
in the dark scheme, with the players mounted, and with a selection and an end of game
showing; targets are at least 24 x 24 CSS pixels; a phone-sized screen needs no sideways
scrolling.

Every rule runs on every page of AXE_LOCALES (English, and Arabic's mirrored layout); the
other locales' pages are judged by the rules whose result words can change (browserkit.py's
LANGUAGE_RULES: names, text, languages, ids made from headings, overflow), since a locale
changes a page's words, never its markup, styles or colours. A scheme changes colours alone:
in the dark one the colour rules (COLOUR_RULES) run, in AXE_LOCALES."""

from __future__ import annotations

import json
import re

import pytest
from browserkit import (
    AXE,
    AXE_LOCALES,
    COLOUR_RULES,
    LANGUAGE_RULES,
    LOCALES,
    NEARLY_BLOCKED,
    NEARLY_WON,
    PLAY_LOCALES,
    open_player,
    place,
    position,
    store_game,
    violations,
)
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE.exists():
        pytest.skip("node_modules/axe-core is missing: run npm ci")
    return AXE.read_text(encoding="utf-8")


def axe_walk(
    page, base_url: str, paths: list[str], axe_source: str, scheme: str, only: tuple[str, ...]
) -> None:
    """Open each page (its players mounted) and run axe's rules ``only`` on it: nothing
    found."""
    found = {}
    for path in paths:
        open_player(page, base_url + path)
        assert page.locator("body").get_attribute("data-md-color-scheme") == scheme
        if problems := violations(page, axe_source, only=only):
            found[path] = problems
    assert not found, json.dumps(found, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("locale", LOCALES)
def test_axe_finds_nothing_on_any_page(locale_walk, locale_pages, locale):
    """Every page of the locale, its players mounted, once the network is idle: the walk
    that test_offline.py checks too (conftest.py's ``locale_walk``). Every rule in
    AXE_LOCALES, the LANGUAGE_RULES elsewhere (see the module's doc)."""
    assert set(AXE_LOCALES) <= set(LOCALES) and set(LANGUAGE_RULES).isdisjoint(COLOUR_RULES)
    walk = locale_walk(locale)
    assert list(walk.axe) == locale_pages[locale]
    assert set(walk.schemes.values()) == {"default"}, walk.schemes
    found = {path: problems for path, problems in walk.axe.items() if problems}
    assert not found, json.dumps(found, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("locale", AXE_LOCALES)
def test_axe_finds_nothing_on_any_page_in_the_dark_scheme(
    browser, base_url, locale_pages, axe_source, locale
):
    """The colour rules, on every page (a scheme changes colours alone)."""
    context = browser.new_context(viewport={"width": 1000, "height": 900}, color_scheme="dark")
    context.add_init_script(script=axe_source)  # in each page as it opens (conftest.py's walk)
    try:
        page = context.new_page()
        axe_walk(page, base_url, locale_pages[locale], axe_source, "slate", COLOUR_RULES)
    finally:
        context.close()


def test_axe_finds_nothing_on_the_root_page(page, base_url, axe_source):
    # Its script sends the visitor on to their language at once: serve it without the
    # script (the same HTML otherwise), so the root page stays to be looked at.
    def without_script(route):
        response = route.fetch()
        html = re.sub(r"<script>.*?</script>", "", response.text(), flags=re.S)
        route.fulfill(response=response, body=html)

    page.route(base_url + "/", without_script)
    page.goto(base_url + "/")
    expect(page.locator("main a[hreflang]")).to_have_count(len(LOCALES))
    assert violations(page, axe_source) == []


# The states' words are checked in every locale without a browser (the catalogs' tests);
# their markup and roles are the script's, the same in any language: en and hr. A state
# changes its player alone (everything the player shows lies inside it), so axe looks there:
# the rest of each page is test_axe_finds_nothing_on_any_page's; but the page whole while a
# modal question makes the rest of it inert.
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_axe_finds_nothing_in_the_states_of_a_game(page, base_url, axe_source, locale):
    store_game(page, base_url, position(**NEARLY_BLOCKED))
    open_player(page, f"{base_url}/{locale}/play/")
    player = page.locator("#player")
    place(player, 1).click()  # the 5♠ has nowhere to go: selected all the same
    assert violations(page, axe_source, within="#player") == []
    place(player, 1).click()  # let go
    player.locator(".cp-more summary").click()
    player.locator("input.cp-input").fill("CR1-N-A")  # an invalid code, explained
    player.locator("input.cp-input").press("Enter")
    place(player, 4).click()  # blocked: the end of the game shows
    expect(player.locator(".cp-end")).to_be_visible()
    assert violations(page, axe_source, within="#player") == []
    open_player(page, f"{base_url}/{locale}/rules/")
    place(page.locator("#demo-1"), 1).click()
    assert violations(page, axe_source, within="#demo-1") == []
    # The question before a game in progress is thrown away, on the board.
    store_game(page, base_url, position(**NEARLY_WON))
    open_player(page, f"{base_url}/{locale}/play/")
    player = page.locator("#player")
    place(player, 1).click()  # a move: the K♠ goes up
    player.locator('[data-control="new"]').click()
    expect(player.locator("dialog.cp-ask")).to_be_visible()
    assert violations(page, axe_source) == []
    # A move number that is not in the game, refused.
    open_player(page, f"{base_url}/{locale}/examples/")
    page.locator("#stepper input.cp-number").fill("999")
    page.locator("#stepper input.cp-number").press("Enter")
    assert violations(page, axe_source, within="#stepper") == []


@pytest.mark.parametrize("path", ["/en/play/", "/hr/rules/", "/ca/examples/#move-9"])
def test_phone_sized_screen(browser, base_url, path):
    context = browser.new_context(
        viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True
    )
    try:
        page = context.new_page()
        open_player(page, base_url + path)
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
        small = page.evaluate(
            """() => [...document.querySelectorAll(
                   '.crescent-player button, .crescent-player input, .crescent-player summary')]
                 .filter(e => e.offsetParent)
                 .map(e => [e.dataset.place || e.textContent.trim(), e.getBoundingClientRect()])
                 .filter(([, r]) => r.width < 24 || r.height < 24)
                 .map(([name, r]) => `${name}: ${r.width}x${r.height}`)"""
        )
        assert small == []
    finally:
        context.close()
