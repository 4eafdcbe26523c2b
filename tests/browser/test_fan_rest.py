"""A pile's fan (fan.js), readable and asked for: a mouse left still where a drag ended
(under the refusal's bubble) opens none until it moves again and rests; the fan that C
opens lies in one straight row or column, each card's index in sight, over no foundation."""

from __future__ import annotations

import itertools

import pytest
from browserkit import PLAY_LOCALES, modules_ready, place, settle, wait_page_clock
from playwright.sync_api import expect
from test_pile_fan import clear_of_foundations, covered
from test_table import CODE, VIEWPORTS, page_at, play_page

#: fan.js's REST: how long a mouse rests on a pile before its fan opens (ms).
REST = 350

#: JS: the shown fan's cards' boxes, bottom to top.
CARDS = """root => [...root.querySelectorAll('.cp-fan:not([hidden]) > .cp-card')]
  .map((c) => { const r = c.getBoundingClientRect(); return [r.left, r.top, r.width]; })"""


def centre(locator) -> tuple[float, float]:
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_no_fan_under_a_mouse_left_still_after_a_refused_drag(browser, base_url, locale):
    with page_at(browser, *VIEWPORTS["desktop"]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        modules_ready(page, "drag.js", "fan.js")
        fan = player.locator(".cp-fan")
        # The 8♥ of pile 1 dragged onto the 6♣ of pile 2: refused, and its bubble shows.
        x, y = centre(place(player, 1).locator(".cp-slot"))
        tx, ty = centre(place(player, 2).locator(".cp-slot"))
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(tx, ty, steps=8)
        page.mouse.up()
        expect(player.locator(".cp-bubble")).to_be_visible()
        # The mouse rests on pile 2 well past a rest's time: no fan over the bubble.
        wait_page_clock(page, 3 * REST)
        settle(page)
        expect(fan).to_be_hidden()
        # Moved while the bubble shows: still none.
        page.mouse.move(tx + 6, ty + 6)
        wait_page_clock(page, 3 * REST)
        settle(page)
        expect(fan).to_be_hidden()
        # Once the bubble is gone, the mouse moves and rests: pile 2's fan opens.
        expect(player.locator(".cp-bubble")).to_have_count(0, timeout=15_000)
        page.mouse.move(tx, ty)
        expect(fan).to_be_visible()


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_c_fans_a_pile_out_in_one_straight_line(browser, base_url, locale, viewport):
    with page_at(browser, *VIEWPORTS[viewport]) as page:
        player = play_page(page, base_url, locale, code=CODE)
        player.evaluate("e => e.scrollIntoView()")
        modules_ready(page, "fan.js")
        for pile in range(1, 17):
            place(player, pile).focus()
            page.keyboard.press("c")
            clear_of_foundations(covered(player), pile, f"C {viewport}")
            cards = player.evaluate(CARDS)
            lefts = {round(left) for left, _, _ in cards}
            tops = {round(top) for _, top, _ in cards}
            # One row (every top the same) or one column (every left the same) ...
            assert len(tops) == 1 or len(lefts) == 1, (viewport, pile, cards)
            # ... each card far enough from the one under it that its index shows.
            width = cards[0][2]
            steps = [max(abs(b[0] - a[0]), abs(b[1] - a[1])) for a, b in itertools.pairwise(cards)]
            assert min(steps) >= 0.4 * width, (viewport, pile, steps, width)
            page.keyboard.press("c")
            expect(player.locator(".cp-fan")).to_be_hidden()
