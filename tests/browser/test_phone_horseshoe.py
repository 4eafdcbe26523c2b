"""The table's horseshoe is the one the rules and every diagram describe, on a phone as at a
desktop, in every locale: piles 1 to 4 up the left (pile 1 at the bottom), 5 to 12 in one
row along the top, 13 to 16 down the right, the foundations inside, ascending row above
descending. (A new player found a phone's table in 5, 6 and 5 piles while the rules said
4, 8 and 4.) The cards' and controls' least sizes: test_table_touch.py."""

from __future__ import annotations

from itertools import pairwise

import pytest
from browserkit import LOCALES
from test_table import CODE, VIEWPORTS

pytestmark = pytest.mark.browser

#: JS: each place's card box, by its place's name.
SLOTS = """root => Object.fromEntries([...root.querySelectorAll('.cp-board [data-place]')].map(
  (e) => { const r = e.querySelector('.cp-card').getBoundingClientRect();
           return [e.dataset.place, { x: r.left, y: r.top, right: r.right,
                                      bottom: r.bottom }]; }))"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_the_table_is_the_rules_horseshoe_of_4_8_and_4_piles(shared_page, locale, viewport):
    box = shared_page(locale, VIEWPORTS[viewport], code=CODE).locator("#player").evaluate(SLOTS)
    left = [box[str(p)] for p in (1, 2, 3, 4)]
    top = [box[str(p)] for p in range(5, 13)]
    right = [box[str(p)] for p in (13, 14, 15, 16)]
    where = (locale, viewport)
    # Four up the left, one column, pile 1 at the bottom; four down the right.
    assert all(abs(b["x"] - left[0]["x"]) < 0.5 for b in left), where
    assert all(a["y"] > b["bottom"] for a, b in pairwise(left)), where
    assert all(abs(b["x"] - right[0]["x"]) < 0.5 for b in right), where
    assert all(b["y"] > a["bottom"] for a, b in pairwise(right)), where
    # Eight in one row along the top, above both sides, from left to right.
    assert all(abs(b["y"] - top[0]["y"]) < 0.5 for b in top), where
    assert all(b["x"] > a["right"] for a, b in pairwise(top)), where
    assert top[0]["bottom"] < min(left[3]["y"], right[0]["y"]), where
    assert left[0]["x"] <= top[0]["x"] and top[-1]["right"] <= right[0]["right"], where
    # The foundations inside: between the sides, under the top row, Aces above Kings.
    for suit in "SHDC":
        up, down = box[f"up-{suit}"], box[f"down-{suit}"]
        for f in (up, down):
            assert left[0]["right"] < f["x"] and f["right"] < right[0]["x"], (where, suit)
            assert f["y"] > top[0]["bottom"], (where, suit)
        assert down["y"] > up["bottom"], (where, suit)
