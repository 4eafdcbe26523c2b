"""The home page's deal reads as the Play table at each size, in every locale: on a phone
(390 x 844) it is drawn as the phone's table (eight columns, every card, foundations too,
about as wide as the table's, each pile's depth as stacked edges under its card), at a
desktop as the ten-column horseshoe; either way one picture shows, within the window."""

from __future__ import annotations

import pytest
from browserkit import LOCALES, open_player
from test_table import VIEWPORTS, page_at

pytestmark = pytest.mark.browser

#: JS: the deal's pictures that show, and the shown one's cards, edges and captions (CSS px).
DRAWN = """figure => {
  const box = (e) => { const r = e.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom,
             width: r.width, height: r.height }; };
  const shown = [...figure.querySelectorAll('svg.crescent-diagram__picture')]
    .filter((s) => s.getBoundingClientRect().width > 0);
  const svg = shown[0];
  const groups = [...svg.querySelectorAll(':scope > g')];
  const piles = groups.filter((g) => g.querySelector(':scope > .crescent-caption'));
  const foundations = groups.filter((g) => !g.querySelector(':scope > .crescent-caption'));
  const card = (g) => box(g.querySelector('.crescent-card > rect, .crescent-slot'));
  return {
    shown: shown.map((s) => s.getAttribute('class')),
    picture: box(svg),
    piles: piles.map((g) => {
      const edges = g.querySelector(':scope > path');
      return { card: card(g), edges: edges && box(edges),
               caption: box(g.querySelector(':scope > .crescent-caption')) };
    }),
    foundations: foundations.map(card),
    scroll: document.documentElement.scrollWidth - innerWidth,
  };
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("locale", LOCALES)
def test_the_home_deal_is_drawn_as_the_table_of_its_size(browser, base_url, locale, viewport):
    width, height = VIEWPORTS[viewport]
    with page_at(browser, width, height) as page:
        open_player(page, f"{base_url}/{locale}/play/")
        table_card = page.locator('#player button[data-place="1"] .cp-card').bounding_box()
        page.goto(f"{base_url}/{locale}/")
        figure = page.locator("article #diagram-deal")
        figure.scroll_into_view_if_needed()
        drawn = figure.evaluate(DRAWN)
    narrow = viewport == "phone"
    assert len(drawn["shown"]) == 1, drawn["shown"]
    assert ("crescent-diagram__picture--narrow" in drawn["shown"][0]) == narrow
    picture = drawn["picture"]
    assert picture["left"] >= -0.5 and picture["right"] <= width + 0.5, (locale, picture)
    assert drawn["scroll"] <= 0, locale
    assert len(drawn["piles"]) == 16 and len(drawn["foundations"]) == 8
    cards = [p["card"]["width"] for p in drawn["piles"]] + [
        f["width"] for f in drawn["foundations"]
    ]
    # Every card of the picture is one size, foundations too, as on the table.
    assert max(cards) - min(cards) < 0.5, cards
    for pile in drawn["piles"]:
        # The caption under the card, at 11 px or more.
        assert pile["caption"]["top"] >= pile["card"]["bottom"] - 0.5, (locale, pile)
        assert pile["caption"]["height"] >= 11, (locale, pile)
    if not narrow:
        return
    # On a phone: cards about as wide as the table's (the column allows no more) ...
    assert cards[0] >= 0.85 * table_card["width"], (locale, cards[0], table_card)
    # ... and each pile's depth, as on the table, in edges under its card, not above it.
    deep = [p for p in drawn["piles"] if p["edges"]]
    assert len(deep) == 16, locale  # six cards a pile at the deal
    for pile in deep:
        assert pile["edges"]["bottom"] > pile["card"]["bottom"] + 2, (locale, pile)
        assert pile["edges"]["top"] >= pile["card"]["top"] - 0.5, (locale, pile)
        assert pile["caption"]["top"] >= pile["edges"]["bottom"] - 0.5, (locale, pile)
