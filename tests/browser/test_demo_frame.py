"""A phone's rule demos read as boards, not as the page: each table has its rim (a border
unlike the page's colour) and a shadow, and keeps the page's margins. (A new player found
the demos running edge to edge.) Free play's table keeps its rim too, to 2 px from the
window's edges."""

from __future__ import annotations

import pytest
from browserkit import PLAY_LOCALES
from test_table import CODE, VIEWPORTS

pytestmark = pytest.mark.browser

PHONE = VIEWPORTS["phone"]
MARGIN = 16  # the page's margin on a phone, in CSS px

#: JS: each table's box, rim and shadow, and the page's colour.
TABLES = """selector => [...document.querySelectorAll(selector)].map((e) => {
  const s = getComputedStyle(e);
  const r = e.getBoundingClientRect();
  return { left: r.left, right: r.right, rim: parseFloat(s.borderTopWidth),
           style: s.borderTopStyle, colour: s.borderTopColor, shadow: s.boxShadow,
           page: getComputedStyle(document.body).backgroundColor };
})"""


def framed(table: dict) -> bool:
    return (
        table["rim"] >= 2
        and table["style"] == "solid"
        and table["colour"] not in (table["page"], "rgba(0, 0, 0, 0)")
        and table["shadow"] != "none"
    )


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_phones_rule_demos_are_framed_boards_within_the_margins(shared_page, locale):
    page = shared_page(locale, PHONE, path="rules/")
    tables = page.evaluate(TABLES, '.crescent-player[data-mode="demo"] .cp-table')
    assert len(tables) >= 5, tables
    for table in tables:
        assert framed(table), (locale, table)
        assert table["left"] >= MARGIN - 0.5 and table["right"] <= PHONE[0] - MARGIN + 0.5, table
    play = shared_page(locale, PHONE, code=CODE)
    (table,) = play.evaluate(TABLES, '.crescent-player[data-mode="play"] .cp-table')
    assert framed(table) and table["left"] >= 2 - 0.5 and table["right"] <= PHONE[0] - 1.5, table
