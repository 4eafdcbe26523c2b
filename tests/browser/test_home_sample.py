"""The home page's deal is one link to that deal in Play, drawn as the Play table: a single
tab stop named "Play this deal" (its box covers the whole picture), the table's felt in
its wooden rim, and a visible state when pointed at (it lifts) and when the keyboard
focuses it (the player's focus ring), in English and Croatian, at a desktop and on a
phone. (Following it: test_site_look.py.)"""

from __future__ import annotations

import pytest
from browserkit import PLAY_LOCALES
from playwright.sync_api import expect
from test_site_look import words
from test_table import VIEWPORTS, page_at

pytestmark = pytest.mark.browser

#: JS: the frame's look (rim, shadow, lift, outline) and what in it takes the focus.
LOOK = """frame => {
  const s = getComputedStyle(frame);
  return { rim: parseFloat(s.borderTopWidth), shadow: s.boxShadow, lift: s.transform,
           outline: s.outlineStyle, image: s.backgroundImage,
           stops: [...frame.querySelectorAll('a[href], button, input, summary, [tabindex]')]
             .filter((e) => e.tabIndex >= 0).length };
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_home_deal_is_one_link_drawn_as_the_table(browser, base_url, locale, viewport):
    with page_at(browser, *VIEWPORTS[viewport], reduced_motion="reduce") as page:
        page.goto(f"{base_url}/{locale}/")
        figure = page.locator("article #diagram-deal")
        frame = figure.locator(".crescent-diagram__frame")
        link = frame.get_by_role("link", name=words(locale, "home.play-deal"), exact=True)
        expect(link).to_have_count(1)
        still = frame.evaluate(LOOK)
        assert still["stops"] == 1, still
        assert still["rim"] >= 2 and "radial-gradient" in still["image"], still
        assert still["outline"] == "none", still
        # The link's box covers the picture: a point on a corner pile is the link.
        box = frame.bounding_box()
        x, y = box["x"] + box["width"] * 0.1, box["y"] + box["height"] * 0.3
        assert page.evaluate("([x, y]) => !!document.elementFromPoint(x, y).closest('a')", [x, y])
        # Pointed at: it lifts.
        page.mouse.move(x, y)
        expect(frame).not_to_have_css("transform", still["lift"])
        pointed = frame.evaluate(LOOK)
        assert pointed["shadow"] != still["shadow"], pointed
        page.mouse.move(0, 0)
        expect(frame).to_have_css("transform", still["lift"])
        # Reached by the keyboard, right after the calls to action: the focus ring.
        page.get_by_role("link", name=words(locale, "home.rules"), exact=True).focus()
        page.keyboard.press("Tab")
        expect(link).to_be_focused()
        expect(frame).to_have_css("outline-style", "solid")


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_home_deals_link_covers_no_card(browser, base_url, locale, viewport):
    """ "Play this deal" lies on the felt where no card or pile caption is: in the
    horseshoe's opening at a desktop; on a phone, whose horseshoe's bottom row (piles 1
    and 16) reaches the felt's bottom, under the horseshoe."""
    with page_at(browser, *VIEWPORTS[viewport], reduced_motion="reduce") as page:
        page.goto(f"{base_url}/{locale}/")
        frame = page.locator("article #diagram-deal .crescent-diagram__frame")
        link = frame.get_by_role("link", name=words(locale, "home.play-deal"), exact=True)
        found = frame.evaluate(
            """(frame, link) => {
              const b = (e) => e.getBoundingClientRect();
              const l = b(link), f = b(frame);
              const parts = [...frame.querySelectorAll('.crescent-card, .crescent-caption')]
                .map(b).filter((r) => r.width > 0);
              const hit = parts.filter((r) => Math.min(r.right, l.right) > Math.max(r.left, l.left)
                && Math.min(r.bottom, l.bottom) > Math.max(r.top, l.top));
              return { hit: hit.length, top: l.top, lowest: Math.max(...parts.map((r) => r.bottom)),
                       inside: l.top >= f.top && l.bottom <= f.bottom
                         && l.left >= f.left && l.right <= f.right };
            }""",
            link.element_handle(),
        )
        assert found["hit"] == 0 and found["inside"], (locale, viewport, found)
        if viewport == "phone":
            assert found["top"] >= found["lowest"], (locale, found)
