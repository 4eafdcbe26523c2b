"""Work done ahead, once a page is idle, so that a move or a step has little left to do on
a phone (benchmarks/player.py measures it): the list of a selection's places, the steps of
the example game; and what a move no longer does (new card elements, a layout read)."""

from __future__ import annotations

from browserkit import ENGINE_GAME, animations_done, open_player, place, settle
from playwright.sync_api import expect

# Counts the lists (Intl.ListFormat) the page makes, and the layout reads of the board.
COUNT = """
window.listsMade = 0;
const List = Intl.ListFormat;
Intl.ListFormat = class extends List {
  constructor(...args) {
    super(...args);
    window.listsMade += 1;
  }
};
window.boxesRead = 0;
const read = Element.prototype.getBoundingClientRect;
Element.prototype.getBoundingClientRect = function () {
  if (this.closest('.cp-board')) window.boxesRead += 1;
  return read.call(this);
};
"""


def idle(page, times: int = 1) -> None:
    """Wait for the page's idle time, `times` times over (each time after the work that the
    page put off until it was idle the time before)."""
    for _ in range(times):
        page.evaluate("new Promise(r => requestIdleCallback(r))")


def test_the_list_of_places_is_made_once_a_pointer_comes_to_the_board(page, base_url):
    # The first card selected names where it may go without making the list on the tap,
    # nor while the page loads (a long task on a phone): once a pointer or the focus comes
    # to the board, when the page is idle.
    page.add_init_script(COUNT)
    for path, board in (
        ("en/play/", "#player"),
        ("en/rules/", "#demo-1"),
        ("ca/rules/", "#demo-1"),
    ):
        open_player(page, f"{base_url}/{path}")
        idle(page, 3)
        assert page.evaluate("window.listsMade") == 0, path
        place(page.locator(board), 1).hover()
        page.wait_for_function("window.listsMade === 1")
    demo = page.locator("#demo-1")
    place(demo, 1).click()
    expect(demo.locator(".cp-status")).not_to_be_empty()
    assert page.evaluate("window.listsMade") == 1


def test_the_steps_of_the_example_game_are_ready_once_the_page_is_idle(page, base_url):
    open_player(page, f"{base_url}/en/examples/")
    idle(page, 30)
    page.evaluate(
        "async () => {\n  const Game = await "
        + ENGINE_GAME
        + """;
          const [move, redeal] = [Game.prototype.move, Game.prototype.redeal];
          window.played = 0;
          Game.prototype.move = function (...args) {
            window.played += 1;
            return move.apply(this, args);
          };
          Game.prototype.redeal = function (...args) {
            window.played += 1;
            return redeal.apply(this, args);
          };
        }"""
    )
    stepper = page.locator("#stepper")
    stepper.get_by_role("button", name="Last").click()
    expect(stepper.get_by_role("button", name="Forward")).to_have_attribute("aria-disabled", "true")
    field = stepper.get_by_label("Go to move")
    field.fill("77")
    field.press("Enter")
    expect(stepper.locator(".cp-where")).to_have_text("Move 77 of " + str(stepper_total(page)))
    assert page.evaluate("window.played") == 0


def stepper_total(page) -> int:
    return int(page.locator("#stepper .cp-where").text_content().rsplit(" ", 1)[1])


def test_a_step_keeps_the_cards_elements_and_reads_no_layout(page, base_url):
    page.add_init_script(COUNT)
    open_player(page, f"{base_url}/en/examples/#move-9")
    stepper = page.locator("#stepper")
    forward = stepper.get_by_role("button", name="Forward")
    forward.click()  # the board's places are measured, once
    idle(page, 2)
    page.evaluate("window.boxesRead = 0")
    # Each card's elements are kept: a new face changes their words alone.
    page.evaluate(
        "window.kept = [...document.querySelectorAll('#stepper .cp-card')]"
        ".map(c => [...c.querySelectorAll('span')])"
    )
    for _ in range(4):
        forward.click()
    expect(stepper.locator(".cp-where")).to_have_text(f"Move 14 of {stepper_total(page)}")
    assert page.evaluate(
        "[...document.querySelectorAll('#stepper .cp-card')]"
        ".every((c, i) => [...c.querySelectorAll('span')].every((s, j) => s === kept[i][j]))"
    )
    assert page.evaluate("window.boxesRead") == 0


def test_a_steps_words_are_written_once_the_card_has_moved_or_when_opened(page, base_url):
    open_player(page, f"{base_url}/en/examples/#move-9")
    text = page.locator("#stepper .cp-text")
    expect(text).to_have_text(page.locator("#example-after-move-9-text").text_content())
    before = text.text_content()
    # Opened right after a step (in the same task): the words are the new step's.
    opened = page.evaluate(
        """() => {
          const stepper = document.querySelector('#stepper');
          stepper.querySelectorAll('.cp-bar button')[3].click();
          stepper.querySelector('.cp-words summary').click();
          return stepper.querySelector('.cp-text').textContent;
        }"""
    )
    assert opened != before
    animations_done(page)  # the card has moved: its words would be written now
    settle(page)
    assert text.text_content() == opened
    # Closed, the words follow a step a moment later.
    page.locator("#stepper .cp-words summary").click()
    page.locator("#stepper .cp-bar button").nth(1).click()
    expect(text).to_have_text(before)
