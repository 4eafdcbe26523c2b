"""A hint's outline on a phone is whole: the places next to a hinted one (a few px away,
less than the outline reaches past its card) never paint over it. Read from the pixels
the browser shows: on each side of each hinted place, the outline's gold shows along the
outer half of its band."""

from __future__ import annotations

import base64

import pytest
from browserkit import PLAY_LOCALES, open_player, position, store_game
from playwright.sync_api import expect
from test_table import VIEWPORTS, page_at, wording

pytestmark = pytest.mark.browser

#: The spades from the 9 to the King, one on each of five piles in the middle of a phone's
#: top row (piles 5-12 there): whatever the hint's move, it is marked on a place of that
#: row with a card on each side, or on a foundation.
TOP_ROW = {
    "piles": {6: "KS", 7: "JS", 8: "9S", 9: "QS", 10: "10S"},
    "foundations": {"up-S": "8S"},
}


def hint_on_the_top_row(page, base_url, locale):
    """Free play on TOP_ROW, its hint asked for and marked; returns the player. Every card
    here can go home, so on a phone Finish has taken Hint's place: the key H asks, from the
    row of controls (a focus ring there lies far from the top row)."""
    w = wording(locale)
    store_game(page, base_url, position(**TOP_ROW), code=None)
    open_player(page, f"{base_url}/{locale}/play/")
    player = page.locator("#player")
    finish = player.get_by_role("button", name=w.text("player.finish"), exact=True)
    expect(finish).to_be_visible()
    finish.press("h")
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2, timeout=30_000)
    return player


#: In the page: how much of the band between ``near`` and ``far`` px out from each side of
#: ``box`` (its middle 80 %) is the outline's gold, in the screenshot ``png`` of ``clip``.
GOLD_ALONG_SIDES = """async ([png, clip, box, near, far]) => {
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  const { data } = g.getImageData(0, 0, image.width, image.height);
  const gold = (x, y) => {
    const i = (Math.round(y - clip.y) * image.width + Math.round(x - clip.x)) * 4;
    return data[i] > 200 && data[i + 1] > 160 && data[i + 2] < 150;
  };
  const side = (point) => {
    let hits = 0, all = 0;
    for (let t = 0.1; t <= 0.9; t += 0.01) {
      all += 1;
      let hit = false;
      for (let d = near; d <= far; d += 0.5) hit ||= gold(...point(t, d));
      hits += hit;
    }
    return hits / all;
  };
  const { x, y, width: w, height: h } = box;
  return {
    left: side((t, d) => [x - d, y + t * h]),
    right: side((t, d) => [x + w + d, y + t * h]),
    top: side((t, d) => [x + t * w, y - d]),
    bottom: side((t, d) => [x + t * w, y + h + d]),
  };
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_hints_outline_is_not_covered_by_the_places_beside_it(browser, base_url, locale):
    # No pulse: the outline holds still, 2 px out from its card, 3 px wide.
    with page_at(browser, *VIEWPORTS["phone"], reduced_motion="reduce") as page:
        player = hint_on_the_top_row(page, base_url, locale)
        marked = player.locator(".cp-place.cp-hint")
        # No focus ring: the outline alone.
        page.evaluate("document.activeElement?.blur()")
        # The board in the window's middle, clear of the header.
        player.locator(".cp-board").evaluate("e => e.scrollIntoView({ block: 'center' })")
        for n in range(marked.count()):
            slot = marked.nth(n).locator(".cp-slot")
            box = slot.bounding_box()
            assert box is not None
            clip = {
                "x": box["x"] - 12,
                "y": box["y"] - 12,
                "width": box["width"] + 24,
                "height": box["height"] + 24,
            }
            png = base64.b64encode(page.screenshot(clip=clip, scale="css")).decode()
            # The band's outer half (3.5-5 px out): where a neighbour 3-4 px away lies.
            found = page.evaluate(GOLD_ALONG_SIDES, [png, clip, box, 3.6, 4.6])
            place = marked.nth(n).get_attribute("data-place")
            for side, share in found.items():
                assert share >= 0.3, (locale, place, side, found)
