"""Free play's table at a desktop, in every locale: at 1280 x 800 its cards are clearly
bigger than they were beside Material's sidebars (about 60 x 85 px), and the table, its
controls, its status line and the verdict's checkbox still fit the window without
scrolling (test_page_layout.py checks each part against the window)."""

from __future__ import annotations

import pytest
from browserkit import LOCALES
from test_table import CODE, VIEWPORTS

pytestmark = pytest.mark.browser

CARD = 66  # a card's least width at 1280 x 800, in CSS px (it was 60.6)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_desktops_cards_are_big_and_the_table_fits(shared_page, locale):
    page = shared_page(locale, VIEWPORTS["desktop"], code=CODE)
    found = page.locator("#player").evaluate(
        """root => {
          const card = root.querySelector('[data-place="1"] .cp-card').getBoundingClientRect();
          const parts = ['.cp-table', '.cp-bar', '.cp-say', '.cp-verdict-box']
            .map((s) => root.querySelector(s).getBoundingClientRect().bottom);
          return { width: card.width, height: card.height, bottom: Math.max(...parts),
                   scrolled: scrollY, window: innerHeight };
        }"""
    )
    assert found["width"] >= CARD, (locale, found)
    assert found["height"] / found["width"] == pytest.approx(1.4, abs=0.03), found
    assert found["scrolled"] == 0 and found["bottom"] <= found["window"], (locale, found)
