"""A right-to-left site (Arabic) in the browser: the page and the player's words run right
to left, the board and the pictures left to right (their places keep their sides), a
card's index inside its card, a caption read "5 · 6", and the arrow keys follow the
screen. The site is the session's shared build (every locale), driven by the session's
browser (tests/browser/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect


@pytest.fixture
def rtl_page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(10000)
    yield context.new_page()
    context.close()


def _ready(page: Any) -> None:
    page.wait_for_function(
        "[...document.querySelectorAll('.crescent-player')]"
        ".every(e => e.hasAttribute('data-ready'))"
    )


def test_the_page_runs_right_to_left_and_the_board_left_to_right(
    base_url: str, rtl_page: Any
) -> None:
    rtl_page.goto(f"{base_url}/ar/play/")
    _ready(rtl_page)
    directions = rtl_page.evaluate(
        """() => [document.documentElement.dir, getComputedStyle(document.body).direction,
                  ...['.crescent-player', '.crescent-player .cp-board'].map(
                      s => getComputedStyle(document.querySelector(s)).direction)]"""
    )
    # The page and the player's words right to left; the board left to right.
    assert directions == ["rtl", "rtl", "rtl", "ltr"]
    # Not mirrored: pile 5 begins the top row on the left, pile 6 follows on its right.
    x = rtl_page.evaluate(
        """() => [5, 6, 16].map(n => document.querySelector(
                `.crescent-player [data-place="${n}"]`).getBoundingClientRect().x)"""
    )
    assert x[0] < x[1] < x[2]


def test_the_arrow_keys_follow_the_screen(base_url: str, rtl_page: Any) -> None:
    rtl_page.goto(f"{base_url}/ar/play/")
    _ready(rtl_page)
    rtl_page.locator('.crescent-player [data-place="5"]').evaluate(
        "b => { b.tabIndex = 0; b.focus(); }"
    )
    rtl_page.wait_for_function("document.activeElement?.dataset.place === '5'")
    rtl_page.keyboard.press("ArrowRight")
    rtl_page.wait_for_function("document.activeElement?.dataset.place !== '5'")
    moved = rtl_page.evaluate(
        """() => { const x = p => document.querySelector(`.crescent-player [data-place="${p}"]`)
                      .getBoundingClientRect().x;
                  const now = document.activeElement.dataset.place;
                  return [now, x(now) > x('5')]; }"""
    )
    assert moved == ["6", True]


def test_a_picture_runs_left_to_right_with_its_indices_inside_their_cards(
    base_url: str, rtl_page: Any
) -> None:
    rtl_page.goto(f"{base_url}/ar/rules/")
    _ready(rtl_page)
    svg = rtl_page.locator("svg.crescent-diagram__picture").first
    assert svg.evaluate("e => getComputedStyle(e).direction") == "ltr"
    # Named by its caption, in Arabic: "عند التوزيع" (at the deal, the setup's picture).
    expect(svg).to_have_accessible_name("عند التوزيع")
    outside = svg.evaluate(
        """svg => [...svg.querySelectorAll('.crescent-card')].flatMap(card => {
               const box = card.querySelector('rect').getBoundingClientRect();
               return [...card.querySelectorAll('text')].filter(t => {
                   const r = t.getBoundingClientRect();
                   return r.left < box.left - 0.5 || r.right > box.right + 0.5;
               }).map(t => t.textContent);
           })"""
    )
    assert outside == []
    # A caption: the pile's number (bold) first, on the left: "5 · 6".
    order = svg.evaluate(
        """svg => [...svg.querySelectorAll('.crescent-caption')].map(t => {
               const bold = t.querySelector('.crescent-caption__pile').getBoundingClientRect();
               return Math.abs(bold.left - t.getBoundingClientRect().left) < 1;
           })"""
    )
    assert order and all(order)
