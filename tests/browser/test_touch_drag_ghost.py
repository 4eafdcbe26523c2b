"""A finger's drag shows its card larger than the board's (about 1.4 times) and clearly
above the fingertip, and the place under the finger keeps its highlight."""

from __future__ import annotations

import contextlib
import re

import pytest
from browserkit import NEARLY_WON, PLAY_LOCALES, modules_ready, place
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect
from test_table import VIEWPORTS, page_at, play_page

GHOST = """() => { const g = document.querySelector('.cp-ghost');
  if (!g) return null; const r = g.getBoundingClientRect();
  return { width: r.width, top: r.top, bottom: r.bottom }; }"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_fingers_card_is_larger_and_above_the_fingertip(browser, base_url, locale):
    with page_at(browser, *VIEWPORTS["phone"], has_touch=True, is_mobile=True) as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        player.evaluate("e => e.scrollIntoView()")
        modules_ready(page, "drag.js")
        touch = page.context.new_cdp_session(page)

        def finger(kind: str, x: float = 0, y: float = 0) -> None:
            points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
            touch.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        source, target = place(player, 3), place(player, 4)  # the Q♣ onto the K♣
        card = source.locator(".cp-card").bounding_box()
        a = source.bounding_box()
        b = target.locator(".cp-slot").bounding_box()
        finger("touchStart", a["x"] + a["width"] / 2, a["y"] + a["height"] / 3)
        x, y = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
        for i in range(1, 7):
            finger(
                "touchMove",
                a["x"] + a["width"] / 2 + (x - a["x"] - a["width"] / 2) * i / 6,
                a["y"] + a["height"] / 3 + (y - a["y"] - a["height"] / 3) * i / 6,
            )
        expect(player.locator(".cp-ghost")).to_have_count(1)
        expect(target).to_have_class(re.compile(r"\bcp-hover\b"))
        # Larger (rotated a little: its box a little wider still), and all of it above the
        # finger's point, by a fingertip or more, once the last move has come (Chrome hands
        # a page its finger's moves at the next frame).
        above = f"() => {{ const g = ({GHOST})(); return g && g.bottom <= {y - 20} }}"
        with contextlib.suppress(PlaywrightTimeout):  # the assertion below says where it is
            page.wait_for_function(above, timeout=5000)
        ghost = page.evaluate(GHOST)
        assert 1.3 * card["width"] <= ghost["width"] <= 1.7 * card["width"], (ghost, card)
        assert ghost["bottom"] <= y - 20, (ghost, y)
        finger("touchEnd")
        expect(player.locator(".cp-ghost")).to_have_count(0)
        # Dropped: the Q♣ has left pile 3, which is empty now.
        expect(source).to_have_class(re.compile(r"\bcp-empty\b"))
