"""The piles' captions ("5 · 6": the pile's number and its count of cards) are 13 px or more
at a desktop and on a phone, in every locale, and none overlaps another caption, a card or
a foundation's marks. (A new player found them at 11 and 12 px.) At a desktop the sides'
captions lie beside their piles, inside the horseshoe."""

from __future__ import annotations

import pytest
from browserkit import LOCALES
from test_table import CODE, VIEWPORTS

pytestmark = pytest.mark.browser

CAPTION = 13  # a caption's least size, in CSS px

#: JS: each pile's caption (its font size, the box of its words) and the box of every card
#: and foundation mark of the board.
DRAWN = """root => {
  const box = (r) => [r.left, r.top, r.right, r.bottom];
  const caps = [...root.querySelectorAll('.cp-board > .cp-place .cp-cap')].map((e) => {
    const words = document.createRange();
    words.selectNodeContents(e);
    return { place: e.parentElement.dataset.place, px: parseFloat(getComputedStyle(e).fontSize),
             box: box(words.getBoundingClientRect()) };
  });
  const others = [...root.querySelectorAll('.cp-board .cp-card, .cp-board .cp-dir,'
      + ' .cp-board .cp-mark')]
    .filter((e) => getComputedStyle(e).display !== 'none' && e.getClientRects().length)
    .map((e) => ({ place: e.closest('[data-place]').dataset.place,
                   box: box(e.getBoundingClientRect()) }));
  return { caps, others };
}"""


def overlap(a: list[float], b: list[float]) -> bool:
    """Whether two boxes (left, top, right, bottom) share more than an edge."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_pile_captions_are_13px_and_overlap_nothing(shared_page, locale, viewport):
    found = shared_page(locale, VIEWPORTS[viewport], code=CODE).locator("#player").evaluate(DRAWN)
    caps = found["caps"]
    assert len(caps) == 16, caps
    for cap in caps:
        assert cap["px"] >= CAPTION, (locale, viewport, cap)
        for other in caps:
            if other is not cap:
                assert not overlap(cap["box"], other["box"]), (locale, viewport, cap, other)
        for drawn in found["others"]:
            assert not overlap(cap["box"], drawn["box"]), (locale, viewport, cap, drawn)
