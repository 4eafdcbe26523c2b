"""The example game's list of each pile's cards, top first (under "In words"), follows the
stepper: opened from the keyboard, it says the position after each step, and the empty
piles at the end. (Its first frame, in every locale: tests/test_stepper_piles_words.py.)"""

from __future__ import annotations

import json
from html import unescape

import pytest
from browserkit import PLAY_LOCALES, open_player
from playwright.sync_api import expect
from test_stepper_piles_words import piles_top_first
from test_table import wording

from crescent_docs.engine import Game, Move, Position

pytestmark = pytest.mark.browser


def after(stepper, k: int) -> Position:
    """The example game's position after its first ``k`` steps, played by the Python engine."""
    game = Game(Position.from_json(json.loads(unescape(stepper.get_attribute("data-position")))))
    for step in json.loads(unescape(stepper.get_attribute("data-steps")))[:k]:
        refused = game.redeal() if step == "redeal" else game.move(Move.parse(step))
        assert refused is None, step
    return game.position


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_list_of_each_piles_cards_follows_the_steps(page, base_url, locale):
    m = wording(locale)
    open_player(page, f"{base_url}/{locale}/examples/")
    stepper = page.locator("#stepper")
    steps = len(json.loads(unescape(stepper.get_attribute("data-steps"))))
    lines = stepper.locator(".cp-piles-words > li")
    # Reached with the keyboard: the disclosure's summary takes the focus and opens it.
    summary = stepper.locator(".cp-words > summary")
    summary.focus()
    page.keyboard.press("Enter")
    expect(lines.first).to_be_visible()
    expect(lines).to_have_text(piles_top_first(m, after(stepper, 0)))
    stepper.get_by_role("button", name=m.text("player.forward")).click()
    expect(lines).to_have_text(piles_top_first(m, after(stepper, 1)))
    stepper.get_by_role("button", name=m.text("player.last")).click()
    end = piles_top_first(m, after(stepper, steps))
    assert end == [m.text("diagram.pile-empty", number=n) for n in range(1, 17)]
    expect(lines).to_have_text(end)
    stepper.get_by_role("button", name=m.text("player.first")).click()
    expect(lines).to_have_text(piles_top_first(m, after(stepper, 0)))
