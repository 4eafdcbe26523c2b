"""The last move's marks: the card just moved (a dotted outline) and the place it came from (a
dashed one), as the diagrams draw a move, on free play's board and on the example stepper's;
a step back, or Undo, marks the card that went back and the place it left. The legend names
both, in the diagrams' words."""

from __future__ import annotations

import json

import pytest
from browserkit import BACK_AND_FORTH, NEARLY_BLOCKED, PLAY_LOCALES, open_player, place
from playwright.sync_api import expect
from test_table import play_page, wording

pytestmark = pytest.mark.browser


def marks(root) -> tuple[str, str]:
    """The places that bear the last move's mark and the mark of where it came from."""
    return tuple(
        root.evaluate(
            """root => ['.cp-last', '.cp-came'].map((q) =>
             [...root.querySelectorAll(`.cp-board ${q}`)].map((e) => e.dataset.place).join())"""
        )
    )


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_move_marks_the_card_and_the_place_it_came_from(page, base_url, locale):
    w = wording(locale)
    player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
    place(player, 1).click()  # the 8♠ onto the 9♠ of pile 2
    page.wait_for_function(
        "root => root.querySelector('.cp-board .cp-came')", arg=player.element_handle()
    )
    assert marks(player) == ("2", "1")
    # Drawn as the diagrams draw a move: dotted round the card, dashed where it came from.
    styles = player.evaluate(
        """root => ['.cp-last .cp-card', '.cp-came .cp-slot']
             .map((q) => getComputedStyle(root.querySelector(q)).outlineStyle)"""
    )
    assert styles == ["dotted", "dashed"]
    # Undo: the 8♠ is back on pile 1, and it came from pile 2.
    page.keyboard.press("u")
    page.wait_for_function(
        "root => root.querySelector('.cp-board .cp-came')?.dataset.place === '2'",
        arg=player.element_handle(),
    )
    assert marks(player) == ("1", "2")
    # The legend names both marks, as the diagrams' legend does.
    legend = player.locator(".cp-legend")
    expect(legend).to_contain_text(w.text("picture.legend-moved"))
    expect(legend).to_contain_text(w.text("picture.legend-source"))


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_hint_on_the_board_stands_alone_and_the_move_it_plays_is_marked(page, base_url, locale):
    """While a hint's move is marked, the last move's marks are not drawn (a review found
    four outlines, two sets alike); the hint played, its move is marked as any move."""
    w = wording(locale)
    player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
    place(player, 1).click()  # the 8♠ onto the 9♠ of pile 2
    page.wait_for_function(
        "root => root.querySelector('.cp-board .cp-came')", arg=player.element_handle()
    )
    hint = player.get_by_role("button", name=w.text("player.hint"), exact=True)
    hint.click()
    hinted = player.locator(".cp-board .cp-hint")
    expect(hinted).to_have_count(2, timeout=30_000)
    assert marks(player) == ("", "")
    places = set(hinted.evaluate_all("es => es.map((e) => e.dataset.place)"))
    hint.click()  # played
    expect(hinted).to_have_count(0)
    page.wait_for_function(
        "root => root.querySelector('.cp-board .cp-came')", arg=player.element_handle()
    )
    assert set(marks(player)) == places, (marks(player), places)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_an_emptied_pile_it_came_from_is_not_drawn_as_another_empty_pile(page, base_url, locale):
    """The place a card left, when the move emptied it, is tinted under its dashes: not drawn
    as any other empty pile, whose dashes are the same (a review took the two for one)."""
    player = play_page(page, base_url, locale, game=NEARLY_BLOCKED)
    place(player, 4).click()  # the J♠, alone on pile 4, onto the Q♠ of pile 3
    page.wait_for_function(
        "root => root.querySelector('.cp-board .cp-came')", arg=player.element_handle()
    )
    assert marks(player) == ("3", "4")
    # Pile 4, emptied by the move, and pile 5, empty from the start: their slots' fill.
    tint, plain = player.evaluate(
        """root => [4, 5].map((n) => getComputedStyle(
             root.querySelector(`.cp-board [data-place="${n}"] .cp-slot`)).backgroundColor)"""
    )
    assert plain == "rgba(0, 0, 0, 0)" and tint != plain, (tint, plain)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_step_marks_where_its_card_came_from(page, base_url, locale):
    open_player(page, f"{base_url}/{locale}/examples/#move-10")
    stepper = page.locator("#stepper")
    steps = json.loads(stepper.get_attribute("data-steps") or "[]")
    moves = [s.split(" -> ") for s in steps if s != "redeal"]
    source, destination = moves[9]
    expect(stepper.locator(".cp-where")).to_contain_text("10")
    page.wait_for_function(
        "root => root.querySelector('.cp-board .cp-came')", arg=stepper.element_handle()
    )
    assert marks(stepper) == (destination, source)
    # A step back: move 10's card went back to its source, from its destination.
    stepper.locator('[data-control="back"]').click()
    expect(stepper.locator(".cp-where")).to_contain_text("9")
    page.wait_for_function(
        "([root, want]) => root.querySelector('.cp-board .cp-came')?.dataset.place === want",
        arg=[stepper.element_handle(), destination],
    )
    assert marks(stepper) == (source, destination)
    # And forward again: move 10, as it was played.
    stepper.locator('[data-control="forward"]').click()
    page.wait_for_function(
        "([root, want]) => root.querySelector('.cp-board .cp-came')?.dataset.place === want",
        arg=[stepper.element_handle(), source],
    )
    assert marks(stepper) == (destination, source)
