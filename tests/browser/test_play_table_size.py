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


# A phone's controls: two rows of three, their words 13 px or more, each a finger's size,
# no word past its button's edge (Catalan's "Redistribuir" touched them at 11 px in one row).
LABELS = """root => {
  // The redeals' badge lies over Redeal's corner on purpose: put away while measuring.
  const quiet = document.head.appendChild(document.createElement('style'));
  quiet.textContent = '.cp-btn[data-n]::before { display: none }';
  const found = [...root.querySelectorAll(':scope > .cp-bar .cp-btn')]
    .filter((b) => b.offsetParent)
    .map((b) => {
      const r = b.getBoundingClientRect();
      return { name: b.dataset.control, width: r.width, height: r.height,
               scroll: b.scrollWidth, box: b.clientWidth, scrollHeight: b.scrollHeight,
               boxHeight: b.clientHeight,
               size: parseFloat(getComputedStyle(b, '::after').fontSize) };
    });
  quiet.remove();
  return found;
}"""


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("size", [(390, 844), (360, 740)])
def test_a_phones_controls_have_legible_words_that_fit_their_buttons(shared_page, locale, size):
    page = shared_page(locale, size, code=CODE)
    found = page.locator("#player").evaluate(LABELS)
    assert len(found) == 6, found
    for control in found:
        assert control["size"] >= 13, (locale, control)
        assert control["width"] >= 44 and control["height"] >= 44, (locale, control)
        assert control["scroll"] <= control["box"], (locale, control)
        assert control["scrollHeight"] <= control["boxHeight"], (locale, control)
