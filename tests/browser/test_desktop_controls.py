"""At a desktop, free play's controls are a mouse's size (36 to 40 px high), their words
14 px where the language's words leave the room (13 px elsewhere), in one row no wider
than the board; the status line lies right under them, where the eye is after a press,
with the moves and the time at its end, clear of the board. One page load a locale."""

from __future__ import annotations

import pytest
from browserkit import LOCALES, NEARLY_WON
from playwright.sync_api import expect
from test_table import page_at, play_page

#: The languages whose short words take the controls' row at 14 px, Finish shown.
ROOMY = {"en", "ca", "es", "ar"}

#: JS: the shown controls' boxes and font sizes, the row's overflow, and the boxes of the
#: status line, the counts and the board.
ROW = """root => {
  const box = (e) => { const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height }; };
  const bar = root.querySelector('.cp-bar');
  const shown = [...bar.querySelectorAll(':scope > button')].filter((b) => b.offsetParent);
  return {
    controls: shown.map((b) => {
      // Its words inside it (the redeals left, a badge, set aside).
      const badge = b.dataset.n;
      delete b.dataset.n;
      const fits = b.scrollWidth <= b.clientWidth + 1;
      if (badge !== undefined) b.dataset.n = badge;
      return { box: box(b), font: parseFloat(getComputedStyle(b).fontSize), fits };
    }),
    over: bar.scrollWidth - bar.clientWidth,
    bar: box(bar), say: box(root.querySelector('.cp-say')),
    board: box(root.querySelector('.cp-table')),
    counts: box(root.querySelector('.cp-counts')),
    countsFont: parseFloat(getComputedStyle(root.querySelector('.cp-counts')).fontSize),
  };
}"""


def apart(a: dict, b: dict) -> bool:
    across = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    down = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return across <= 0.5 or down <= 0.5


@pytest.mark.parametrize("locale", LOCALES)
def test_the_controls_are_comfortable_and_the_message_lies_under_them(browser, base_url, locale):
    with page_at(browser, 1280, 800) as page:
        # Every card left can go to the foundations: Finish is shown too (the longest row).
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        expect(player.locator('[data-control="finish"]')).to_be_visible()
        row = player.evaluate(ROW)
        assert len(row["controls"]) == 7, row
        assert row["over"] <= 0, row
        board = row["board"]
        for c in row["controls"]:
            assert 36 <= c["box"]["height"] <= 40, (locale, c)
            assert c["fits"], (locale, c)
            assert c["font"] >= (14 if locale in ROOMY else 13), (locale, c)
            # In one row, under the board and no wider than it.
            assert c["box"]["y"] == pytest.approx(row["controls"][0]["box"]["y"], abs=1), row
            assert board["x"] - 1 <= c["box"]["x"], (locale, c, board)
            assert c["box"]["x"] + c["box"]["width"] <= board["x"] + board["width"] + 1, (locale, c)
        bar, say = row["bar"], row["say"]
        assert bar["y"] >= board["y"] + board["height"], row
        # The status line: right under the controls, clear of the board, in the window.
        assert 0 <= say["y"] - (bar["y"] + bar["height"]) <= 12, row
        assert apart(say, board), row
        assert say["y"] + say["height"] <= 800, row
        # The moves and the time: at the status line's end (the player's), in its row, 14 px.
        counts = row["counts"]
        assert row["countsFont"] >= 14, row
        assert abs(counts["y"] - say["y"]) <= 4, row
        assert apart(counts, board) and apart(counts, bar), row
