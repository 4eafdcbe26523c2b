"""Free play on the Play page: taps, double taps, drag and drop, the keyboard, undo and
redeal limits, game codes, stored progress, and the end of a game."""

from __future__ import annotations

import re

import pytest
from browserkit import (
    BACK_AND_FORTH,
    NEARLY_BLOCKED,
    NEARLY_WON,
    PLAY_LOCALES,
    ROOT,
    asset,
    expect_status,
    finger,
    modules_ready,
    open_player,
    place,
    position,
    put_end_away,
    redeal_now,
    settle,
    status,
    store_game,
    stored,
    wait_for_route,
    wait_page_clock,
)
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def play_page(page, base_url, locale="en", game=None, **stored_game):
    """The Play page, with ``game`` (a position: keyword arguments of ``position``) stored."""
    if game is not None:
        store_game(page, base_url, position(**game), **stored_game)
    open_player(page, f"{base_url}/{locale}/play/")
    return page.locator("#player")


def moves(player) -> str:
    return player.locator(".cp-counts > span").first.text_content()


def test_tap_moves_a_card_with_one_destination_and_selects_one_with_two(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    place(player, 1).click()  # the K♠: only the ascending spades take it
    expect_status(player, "Move 1: the K♠ on pile 1 goes to the ascending foundation of spades.")
    expect(place(player, 1)).to_contain_text("pile 1: empty")
    place(player, 3).click()  # the Q♣: the K♣ and the ascending clubs take it
    expect_status(player, "Q♣ selected: can go onto pile 4 or the ascending foundation of clubs")
    expect(place(player, 3)).to_have_class(re.compile(r"\bcp-sel\b"))
    expect(place(player, 3).locator(".cp-vh")).to_have_text(
        "pile 3: 1 card, queen of clubs on top, selected"
    )
    # A tap on the selected pile cancels; a refused target says why and moves nothing, and
    # the card is put down, as a refused drag puts it back.
    place(player, 3).click()
    expect_status(player, "Selection cancelled")
    expect(place(player, 3)).not_to_have_class(re.compile(r"\bcp-sel\b"))
    place(player, 3).click()
    place(player, 2).click()
    expect_status(player, "Must be the same suit. Onto the Q♦ goes the J♦ or the K♦.")
    assert moves(player) == "Moves: 1"
    expect(place(player, 3)).not_to_have_class(re.compile(r"\bcp-sel\b"))
    place(player, 3).click()
    place(player, 4).click()
    expect_status(player, "Move 2: the Q♣ on pile 3 goes onto the K♣ on pile 4.")
    expect(place(player, 4).locator(".cp-vh")).to_have_text(
        "pile 4: 2 cards, queen of clubs on top"
    )
    assert moves(player) == "Moves: 2"


def test_double_tap_sends_the_card_to_the_foundations(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    place(player, 3).dblclick()  # two places take the Q♣: the double tap picks the foundation
    expect_status(player, "Move 1: the Q♣ on pile 3 goes to the ascending foundation of clubs.")
    # When the first tap already moved the card, the second tap does not play the next one.
    place(player, 2).dblclick()
    expect_status(
        player,
        "Move 2: the Q♦ on pile 2 goes to the ascending foundation of diamonds."
        " It uncovers the K♦.",
    )
    expect(place(player, 2).locator(".cp-vh")).to_have_text(
        "pile 2: 1 card, king of diamonds on top"
    )
    assert moves(player) == "Moves: 2"


def drag(page, source, target, *, x=0.5, y=0.5):
    """A mouse drag from the middle of ``source`` to a point of ``target`` (fractions), with
    the board scrolled into view (it fits the viewport)."""
    source.evaluate("e => e.closest('.crescent-player').scrollIntoView()")
    modules_ready(page, "drag.js")
    a, b = source.bounding_box(), target.bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 3)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] * x, b["y"] + b["height"] * y, steps=8)
    page.mouse.up()


def test_drag_and_drop_onto_a_pile(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    drag(page, place(player, 3), place(player, 4))
    expect_status(player, "Move 1: the Q♣ on pile 3 goes onto the K♣ on pile 4.")
    drag(page, place(player, 1), place(player, 2))  # the K♠ onto the Q♦: refused
    expect_status(player, "Must be the same suit. Onto the Q♦ goes the J♦ or the K♦.")
    drag(page, place(player, 4), place(player, 4))  # dropped where it was: nothing happens
    assert moves(player) == "Moves: 1"
    expect(player.locator(".cp-ghost")).to_have_count(0)


def test_a_drop_anywhere_on_the_foundation_area_finds_the_foundation(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    area = player.locator(".cp-found")
    drag(page, place(player, 1), area, x=0.03, y=0.05)  # a corner of the area, on no button
    expect_status(player, "Move 1: the K♠ on pile 1 goes to the ascending foundation of spades.")
    drag(page, place(player, 3), place(player, "down-S"))  # on another suit's foundation
    expect_status(player, "Move 2: the Q♣ on pile 3 goes to the ascending foundation of clubs.")
    drag(page, place(player, 4), area, x=0.97, y=0.95)
    expect_status(player, "Move 3: the K♣ on pile 4 goes to the ascending foundation of clubs.")


def test_a_tap_made_before_drag_and_drop_arrives_is_not_taken_up_later(page, base_url):
    """drag.js loads once the page is idle, or at the first press. A press that ended
    before it arrived is over: moving the mouse to the next card must not lift the card
    of that press, which would drop the selection the tap made."""
    held: list = []
    page.route(asset("drag.js"), lambda route: held.append(route))
    player = play_page(page, base_url, game=NEARLY_WON)
    place(player, 3).click()  # the Q♣: selected (two places take it)
    expect_status(player, "Q♣ selected: can go onto pile 4 or the ascending foundation of clubs")
    assert held, "drag.js was asked for"
    with page.expect_response(asset("drag.js")):
        for route in held:
            route.continue_()
    settle(page)  # the press, handed to drag.js once it has loaded
    place(player, 1).click()  # the K♠ is no place for the Q♣
    expect_status(player, "Must be the same suit. Onto the K♠ goes the Q♠ or the A♠.")
    expect(player.locator(".cp-ghost")).to_have_count(0)


#: No card can move (the tops 6♠, 10♠ and K♠ fit nothing; the ascending spades want the
#: 2♠, under the 6♠), and three redeals are left: the redeal is the only way on.
STUCK = {
    "piles": {1: "2S 3S 4S 5S 6S", 2: "7S 8S 9S 10S", 3: "JS QS KS"},
    "foundations": {"up-S": "AS", "down-S": "AS"},
}


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_redeal_asks_nothing_where_no_move_is_left(page, base_url, locale):
    # A review found the redeal's question a click too many where nothing else can move;
    # the key and the button go ahead at once there, and ask again once a move is possible.
    from test_table import wording

    m = wording(locale)
    player = play_page(page, base_url, locale, game=STUCK)
    redeal = player.locator('button[aria-keyshortcuts="R"]')
    ask = player.locator("dialog.cp-ask")
    redeal.click()
    expect(redeal).to_have_attribute("data-n", "2")
    expect(player.locator(".cp-status")).to_contain_text(m.text("narration.redeal", number=1))
    expect(ask).to_have_count(0)
    # The 2♠ is on top now: a move is possible, and R asks before spending a redeal.
    redeal.focus()
    page.keyboard.press("r")
    expect(page.get_by_role("alertdialog", name=m.text("player.confirm-redeal"))).to_be_visible()
    expect(redeal).to_have_attribute("data-n", "2")


@pytest.mark.parametrize("locale", ["en", "hr"])
def test_a_drag_pressed_before_drag_and_drop_arrives_is_kept(page, base_url, locale):
    """A press made while drag.js is still on its way is handed to it once it has loaded:
    the card dragged on from that press is moved where it is dropped."""
    from test_table import card, wording

    w = wording(locale)
    held: list = []
    page.route(asset("drag.js"), lambda route: held.append(route))
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    player.evaluate("e => e.scrollIntoView()")
    a, b = place(player, 3).bounding_box(), place(player, 4).bounding_box()
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + a["height"] / 3)
    page.mouse.down()  # the Q♣, pressed before drag.js has come
    wait_for_route(page, held)  # drag.js asked for (once idle, or at the press), held back
    with page.expect_response(asset("drag.js")):
        for route in held:
            route.continue_()
    modules_ready(page, "drag.js")
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=8)
    page.mouse.up()  # onto the K♣
    number = w.text("narration.move-item", number=1, step="")
    expect(player.locator(".cp-status")).to_have_text(re.compile("^" + re.escape(number[:3])))
    expect(place(player, 4)).to_have_accessible_name(re.compile(re.escape(w.long(card("QC")))))


def test_drag_by_touch(browser, base_url):
    context = browser.new_context(
        viewport={"width": 375, "height": 740}, has_touch=True, is_mobile=True
    )
    try:
        page = context.new_page()
        player = play_page(page, base_url, game=NEARLY_WON)
        # A tap by touch is a tap.
        place(player, 1).tap()
        spades = "the ascending foundation of spades"
        expect_status(player, f"Move 1: the K♠ on pile 1 goes to {spades}.")
        # A drag by touch: Chromium's own touch events, turned into pointer events.
        a, b = place(player, 3).bounding_box(), place(player, 4).bounding_box()
        card = place(player, 3).locator(".cp-card").bounding_box()
        # The card shows above the finger (half a card and a fingertip, 24 px): the finger
        # ends that far below the place the card is dropped on.
        lift = card["height"] / 2 + 24
        x0, y0 = a["x"] + a["width"] / 2, a["y"] + 15
        x1, y1 = b["x"] + b["width"] / 2, b["y"] + 15 + lift
        touch = finger(page)
        touch("touchStart", x0, y0)
        for i in range(1, 7):
            touch("touchMove", x0 + (x1 - x0) * i / 6, y0 + (y1 - y0) * i / 6)
        touch("touchEnd")
        expect_status(player, "Move 2: the Q♣ on pile 3 goes onto the K♣ on pile 4.")
    finally:
        context.close()


def test_keyboard_alone_wins_a_short_game(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    page.evaluate("addEventListener('keydown', e => { window.lastKeyAt = e.timeStamp }, true)")
    keys = page.keyboard
    # Tab reaches the board once: the roving tabindex leaves one of its buttons tabbable.
    expect(player.locator('.cp-board button[tabindex="0"]')).to_have_count(1)
    heading = page.locator("article h1")
    heading.evaluate("h => h.setAttribute('tabindex', '-1')")
    heading.focus()
    keys.press("Tab")

    def focused():
        return page.evaluate("document.activeElement.dataset.place")

    assert focused() == "1"
    keys.press("Enter")  # the K♠ goes up
    expect_status(player, "Move 1: the K♠ on pile 1 goes to the ascending foundation of spades.")
    keys.press("ArrowUp")  # pile 2 is drawn above pile 1
    page.wait_for_function("document.activeElement.dataset.place === '2'")
    keys.press("Space")  # the Q♦, then the K♦
    keys.press("Enter")
    expect_status(player, "Move 3: the K♦ on pile 2 goes to the ascending foundation of diamonds.")
    keys.press("3")  # jump key: pile 3
    assert focused() == "3"
    keys.press("Enter")
    expect_status(player, "Q♣ selected: can go onto pile 4 or the ascending foundation of clubs")
    keys.press("Escape")
    expect_status(player, "Selection cancelled")
    keys.press("Enter")
    keys.press("f")  # to the foundation that takes the selected card
    assert focused() == "up-C"
    keys.press("Enter")
    expect_status(player, "Move 4: the Q♣ on pile 3 goes to the ascending foundation of clubs.")
    keys.press("Home")
    assert focused() == "1"
    keys.press("ArrowLeft")  # nothing lies left of pile 1: round its row to pile 16
    page.wait_for_function("document.activeElement.dataset.place === '16'")
    assert focused() == "16"
    keys.press("ArrowRight")
    page.wait_for_function("document.activeElement.dataset.place === '1'")
    assert focused() == "1"
    keys.press("End")
    assert focused() == "down-C"
    # A new number, not the continuation of "3": typed over a second (on the page's clock)
    # after the last key (this step measures time itself).
    wait_page_clock(page, 1050, since="window.lastKeyAt")
    keys.press("4")
    keys.press("Enter")
    expect_status(
        player,
        "Move 5: the K♣ on pile 4 goes to the ascending foundation of clubs. "
        "All 104 cards are on the foundations: the game is won.",
    )
    # The win is said once (the status line), and the board offers a new game in a panel
    # that takes the focus.
    end = player.get_by_role("dialog", name="You won!")
    expect(end).to_be_visible()
    expect(player.get_by_text("the game is won")).to_have_count(1)
    expect(end.get_by_role("button", name="New game")).to_be_focused()
    expect(end.get_by_role("button", name="Undo the last move")).to_be_hidden()
    expect(end.get_by_role("button", name="New game")).to_be_visible()
    expect(end.get_by_role("button", name="Restart this deal")).to_be_visible()
    # The typed numbers "1" then "6" reach pile 16; the board keeps one tab stop.
    place(player, 5).focus()
    keys.type("16")
    assert focused() == "16"
    expect(player.locator('.cp-board button[tabindex="0"]')).to_have_count(1)


def test_blocked_game_offers_undo_or_a_new_game(page, base_url):
    player = play_page(page, base_url, game=NEARLY_BLOCKED)
    place(player, 4).click()  # the J♠ onto the Q♠: then nothing moves and no redeal is left
    expect_status(
        player,
        "Move 1: the J♠ on pile 4 goes onto the Q♠ on pile 3. "
        "No move is possible and no redeal is left: the game is blocked.",
    )
    end = player.get_by_role("dialog", name="Blocked")
    expect(end).to_be_visible()
    expect(end).to_contain_text("the game is blocked")
    # The offers are on the board, inside the table's surface.
    table = player.locator(".cp-table").bounding_box()
    offer = end.bounding_box()
    assert table["y"] < offer["y"] and offer["y"] + offer["height"] < table["y"] + table["height"]
    end.get_by_role("button", name="Undo the last move").click()
    expect(end).to_be_hidden()
    assert moves(player) == "Moves: 0"
    assert page.evaluate("document.activeElement.dataset.place") is not None  # on the board
    place(player, 4).click()
    end.get_by_role("button", name="New game").click()
    expect(end).to_be_hidden()
    expect(player.locator(".cp-share")).to_contain_text(re.compile(r"This game: CR1-N-[A-Z]{7}"))
    assert moves(player) == "Moves: 0"


def test_undo_goes_back_100_moves_and_a_redeal_resets_the_history(page, base_url):
    log = ["1 -> 2", "2 -> 1"] * 52  # 104 moves
    player = play_page(page, base_url, game=BACK_AND_FORTH, log=log)
    assert moves(player) == "Moves: 104"
    undo = player.get_by_role("button", name="Undo", exact=True)
    expect(undo).to_have_attribute("aria-keyshortcuts", "U")
    undo.focus()
    for _ in range(100):
        page.keyboard.press("u")
    assert moves(player) == "Moves: 4"
    expect_status(player, "Move 5 undone: the 8♠ returns to pile 1.")
    undo.click(force=True)  # aria-disabled, and still says why
    expect_status(player, "Nothing to undo")
    assert moves(player) == "Moves: 4"
    expect(undo).to_have_attribute("aria-disabled", "true")
    # A redeal is not a move, and the moves before it cannot be undone.
    place(player, 1).click()
    redeal = player.locator('button[aria-keyshortcuts="R"]')
    expect(redeal).to_have_text("Redeal (3 left)")
    # The button asks first, as the key does: the moves so far could no longer be undone.
    redeal.click()
    ask = player.get_by_role(
        "alertdialog",
        name="Redeal now? It uses one of your redeals, and no move made before it can be undone.",
    )
    expect(ask).to_be_visible()
    expect(redeal).to_have_text("Redeal (3 left)")
    ask.get_by_role("button", name="Keep playing").click()
    expect(ask).to_be_hidden()
    expect(redeal).to_have_text("Redeal (3 left)")
    redeal.click()
    ask.get_by_role("button", name="Redeal", exact=True).click()
    expect_status(
        player,
        "Redeal 1: from each pile of two or more cards, the bottom card goes to the top. "
        "The undo history starts again here.",
    )
    expect(redeal).to_have_text("Redeal (2 left)")
    assert moves(player) == "Moves: 5"
    undo.click(force=True)
    expect_status(player, "Nothing to undo")
    # With no move to lose, a redeal still asks: it spends one of the three.
    redeal.focus()
    page.keyboard.press("r")
    again = player.get_by_role(
        "alertdialog",
        name="Redeal now? It uses one of your redeals, and no move made before it can be undone.",
    )
    expect(again).to_be_visible()
    page.keyboard.press("Escape")
    expect(again).to_be_hidden()
    expect(redeal).to_have_text("Redeal (2 left)")
    page.keyboard.press("r")
    again.get_by_role("button", name="Redeal", exact=True).click()
    expect(redeal).to_have_text("Redeal (1 left)")
    page.keyboard.press("r")
    again.get_by_role("button", name="Redeal", exact=True).click()
    expect(redeal).to_have_text("No redeal left")
    expect(redeal).to_have_attribute("aria-disabled", "true")
    page.keyboard.press("r")
    expect_status(player, "No redeal left")


def test_redeal_labels_in_catalan(page, base_url):
    player = play_page(page, base_url, "ca", game=BACK_AND_FORTH)
    redeal = player.locator('button[aria-keyshortcuts="R"]')
    expect(redeal).to_have_text("Redistribuir (en queden 3)")
    for label in ("Redistribuir (en queden 2)", "Redistribuir (en queda 1)", "Cap redistribució"):
        redeal_now(player)
        expect(redeal).to_have_text(label)
    # The last redeal blocked the game: its panel lies over the controls; then a redeal
    # when none is left.
    put_end_away(page, player)
    redeal.click(force=True)
    expect_status(player, "No queda cap redistribució")


@pytest.mark.parametrize(
    ("locale", "code", "message"),
    [
        ("en", "CR1-N-AAAA1AB", "The last part of a code holds only the letters A to Z."),
        ("en", "CR2-N-AAAAAAB", "A game code starts with CR1."),
        ("ca", "CR1-X-AAAAAAB", "Lletra de variant desconeguda: l’única variant és N."),
        ("hr", "CR1-N-AAAAAB", "Kôd igre ima točno 7 slova nakon varijante."),
        ("hr", "hello", "Ovo nije kôd igre: kôd izgleda kao CR1-N-AAAAAAB."),
    ],
)
def test_an_invalid_code_is_explained_and_leaves_the_game(page, base_url, locale, code, message):
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    place(player, 1).click()
    expect(player.locator(".cp-counts > span").first).to_have_text(re.compile(r"\b1$"))
    page.wait_for_function(
        "k => localStorage.getItem(k).includes('up-S')", arg="crescent-player/play"
    )
    before = stored(page)
    player.locator(".cp-more summary").click()
    field = player.locator("input.cp-input")
    field.fill(code)
    field.press("Enter")
    expect(player.locator(".cp-error")).to_have_text(message)
    expect_status(player, message)
    expect(field).to_have_attribute("aria-invalid", "true")
    assert stored(page)["log"] == before["log"] == ["1 -> up-S"]
    assert moves(player).endswith("1")


def test_a_code_deals_that_game_and_its_link_opens_it(page, base_url):
    player = play_page(page, base_url)
    player.locator(".cp-more summary").click()
    field = player.locator("input.cp-input")
    field.fill(" cr1-n-aaaaaab ")
    player.locator(".cp-code button").click()
    expect_status(player, "New game: CR1-N-AAAAAAB")
    expect(player.locator(".cp-share")).to_contain_text("This game: CR1-N-AAAAAAB")
    assert page.url.endswith("/en/play/#CR1-N-AAAAAAB")
    link = player.locator(".cp-share a")
    assert link.get_attribute("href") == f"{base_url}/en/play/#CR1-N-AAAAAAB"
    # Another visitor opens the link: the same deal, in their language.
    other = page.context.browser.new_context().new_page()
    open_player(other, f"{base_url}/ca/play/#cr1-n-aaaaaab")
    catalan = other.locator("#player")
    expect(catalan.locator(".cp-share")).to_contain_text("Aquesta partida: CR1-N-AAAAAAB")
    assert names(catalan) == python_names("ca", "CR1-N-AAAAAAB")
    # An invalid code in the link is explained, and the game goes on.
    open_player(other, f"{base_url}/ca/play/#CR1-N-AAAAAA")
    expect(catalan.locator(".cp-error")).to_have_text(
        "Un codi de partida té exactament 7 lletres després de la variant."
    )
    expect(catalan.locator(".cp-share")).to_contain_text("CR1-N-AAAAAAB")
    other.context.close()


def names(player) -> list[str]:
    """The accessible names of the 24 places, foundations first (the diagram's order)."""
    foundations = player.locator(".cp-found .cp-vh").all_text_contents()
    return foundations + player.locator(".cp-board > .cp-place .cp-vh").all_text_contents()


def python_names(locale: str, code: str) -> list[str]:
    """What the pages' textual diagram says of each place of a deal (render/text.py)."""
    from crescent_docs.engine import deal
    from crescent_docs.i18n import load_messages
    from crescent_docs.i18n.wording import Wording
    from crescent_docs.render.text import text_diagram

    wording = Wording(load_messages(locale, ROOT / "locales"))
    text = text_diagram(deal(code), wording)
    separator = wording.text("diagram.separator")
    foundations, piles = text.removesuffix(".").split(". ", 1)
    return foundations.split(separator) + piles.split(separator)


@pytest.mark.parametrize("locale", ["en", "ca", "hr"])
def test_place_names_are_the_pages_words(page, base_url, locale):
    store_game(page, base_url, code="CR1-N-AAAAAAK")
    open_player(page, f"{base_url}/{locale}/play/")
    assert names(page.locator("#player")) == python_names(locale, "CR1-N-AAAAAAK")


def test_progress_survives_a_reload(page, base_url):
    from crescent_docs.engine import Game, deal

    code = "CR1-N-AAAAAAB"
    store_game(page, base_url, code=code)
    player = open_player(page, f"{base_url}/en/play/").locator("#player")
    first = Game(deal(code)).legal_moves()[0]
    place(player, str(first.source)).click()
    if moves(player) != "Moves: 1":
        place(player, str(first.destination)).click()
    assert moves(player) == "Moves: 1"
    diagram = [place(player, n).locator(".cp-vh").text_content() for n in range(1, 17)]
    page.reload()
    open_player(page, page.url)
    player = page.locator("#player")
    assert moves(player) == "Moves: 1"
    expect(player.locator(".cp-share")).to_contain_text(code)
    assert [place(player, n).locator(".cp-vh").text_content() for n in range(1, 17)] == diagram
    player.get_by_role("button", name="Undo", exact=True).click()
    assert moves(player) == "Moves: 0"


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_return_visit_says_its_game_is_resumed_not_a_new_code(page, base_url, locale):
    from test_table import wording

    w = wording(locale)
    # The game kept from an earlier visit, two moves in: the 8♠ onto the 9♠ and back.
    player = play_page(page, base_url, locale, game=BACK_AND_FORTH, log=["1 -> 2", "2 -> 1"])
    expect_status(player, w.text("player.resumed", n=2))
    assert w.text("player.new-started", code="")[:4] not in status(player)
    # A stored game with no move yet says nothing: the prompt of what to try shows.
    player = play_page(page, base_url, locale, game=BACK_AND_FORTH)
    assert status(player) == ""


@pytest.mark.parametrize(
    "raw",
    [
        "{not json",
        '{"v": 1, "code": "CR1-N-AAAAAAB", "log": ["1 -> 1"], "time": 0}',
        '{"v": 1, "code": "CR9-N-AAAAAAB", "log": [], "time": 0}',
        '{"v": 1, "code": null, "start": {"piles": []}, "log": [], "time": 0}',
        '{"v": 1, "code": "CR1-N-AAAAAAB", "log": [7], "time": -5}',
        "[1, 2, 3]",
    ],
)
def test_corrupt_stored_data_is_ignored(page, base_url, raw):
    store_game(page, base_url, raw=raw)
    open_player(page, f"{base_url}/en/play/")
    player = page.locator("#player")
    assert moves(player) == "Moves: 0"
    expect(player.locator(".cp-share")).to_contain_text(re.compile(r"This game: CR1-N-[A-Z]{7}"))
    data = stored(page)
    assert data["v"] == 1 and data["log"] == [] and re.fullmatch(r"CR1-N-[A-Z]{7}", data["code"])
    assert not page.errors


@pytest.mark.parametrize("where", ["play", "rules"])
def test_the_dragged_card_follows_the_pointer(page, base_url, where):
    """On Play, and in a rule demo, whose player contains its layout (and so is where a
    fixed box starts): the ghost's centre stays under the pointer."""
    if where == "play":
        player = play_page(page, base_url, game=NEARLY_WON)
    else:
        open_player(page, f"{base_url}/en/rules/")
        player = page.locator("#demo-1")
    source = place(player, 1)
    source.evaluate("e => e.scrollIntoView({block: 'center'})")
    box = source.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 3
    modules_ready(page, "drag.js")
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 9):
        page.mouse.move(x + 6 * step, y + 5 * step)
    ghost = player.locator(".cp-ghost")
    expect(ghost).to_have_count(1)
    g = ghost.bounding_box()
    assert abs(g["x"] + g["width"] / 2 - (x + 48)) < 3, (g, x)
    assert abs(g["y"] + g["height"] / 2 - (y + 40)) < 3, (g, y)
    page.mouse.up()
    expect(ghost).to_have_count(0)
