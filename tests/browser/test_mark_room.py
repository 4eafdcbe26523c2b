"""On a phone the marks of a top-row card (the hint's outline at the widest of its pulse, the
selection's outline on its lifted card) lie within the table's visible box: the table
clips what it paints to the inside of its rim, and its padding leaves the marks room."""

from __future__ import annotations

import re

import pytest
from browserkit import PLAY_LOCALES, place
from playwright.sync_api import expect
from test_mark_outline import hint_on_the_top_row
from test_table import VIEWPORTS, page_at

pytestmark = pytest.mark.browser

#: In the page: the box that ``e``'s outline covers (its border box, transforms included,
#: grown by the outline's offset and width) with every running animation of it held at its
#: middle (the hint's pulse, at its widest), and the table's box inside its rim.
MARK_AND_ROOM = """e => {
  for (const a of e.getAnimations()) { a.pause(); a.currentTime = 600; }
  const s = getComputedStyle(e);
  const out = parseFloat(s.outlineOffset) + parseFloat(s.outlineWidth);
  const r = e.getBoundingClientRect();
  const table = e.closest('.cp-table');
  const t = table.getBoundingClientRect();
  const ts = getComputedStyle(table);
  const rim = parseFloat(ts.borderTopWidth);
  return {
    mark: [r.left - out, r.top - out, r.right + out, r.bottom + out],
    room: [t.left + rim, t.top + rim, t.right - rim, t.bottom - rim],
    top: t.top + rim + parseFloat(ts.paddingTop),
    row: r.top,
  };
}"""


def assert_within(found: dict, what: str) -> None:
    left, top, right, bottom = found["mark"]
    room_left, room_top, room_right, room_bottom = found["room"]
    assert left >= room_left - 0.5 and top >= room_top - 0.5, (what, found)
    assert right <= room_right + 0.5 and bottom <= room_bottom + 0.5, (what, found)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_top_row_cards_marks_lie_within_the_table(browser, base_url, locale):
    with page_at(browser, *VIEWPORTS["phone"], has_touch=True) as page:
        player = hint_on_the_top_row(page, base_url, locale)
        # The hinted piles (every pile here is in the top row): each card starts the
        # table's first row.
        piles = player.locator(".cp-board > .cp-place.cp-hint")
        assert piles.count() >= 1
        for n in range(piles.count()):
            found = piles.nth(n).locator(".cp-slot").evaluate(MARK_AND_ROOM)
            assert abs(found["row"] - found["top"]) < 12, found
            assert_within(found, "hint")
        # The 10♠ (pile 10, in the top row) has two places: a tap selects it, lifted.
        place(player, 10).tap()
        expect(place(player, 10)).to_have_class(re.compile(r"\bcp-sel\b"))
        found = place(player, 10).locator(".cp-card").evaluate(MARK_AND_ROOM)
        assert_within(found, "selection")
