"""The player on the site's pages: the rule demos of the Rules page, the example stepper of
the Examples page, mounting on each page a link opens, and the pages without JavaScript."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest
from browserkit import (
    ENGINE_GAME,
    LOCALES,
    PLAY_LOCALES,
    ROOT,
    SHOWN_TEXT,
    expect_status,
    open_player,
    place,
    status,
    wait_page_clock,
)
from playwright.sync_api import expect
from test_table import wording

pytestmark = pytest.mark.browser

PUBLISHED = ROOT / "tests" / "fixtures" / "published"


def published(locale: str) -> str:
    return " ".join((PUBLISHED / f"rules.{locale}.txt").read_text(encoding="utf-8").split())


# -- rule demos -------------------------------------------------------------------------


def test_a_demos_status_line_stays_above_it(page, base_url):
    # A new player scrolled past a demo and saw its status line lie over its controls.
    open_player(page, f"{base_url}/en/rules/")
    one = page.locator("#demo-1")
    place(one, 1).click()
    expect(one.locator(".cp-status")).not_to_be_empty()
    header = page.locator(".md-header").bounding_box()
    bar = one.locator(".cp-bar")
    top = bar.evaluate("e => e.getBoundingClientRect().top + scrollY")
    page.evaluate("y => scrollTo(0, y)", top - header["height"] - 4)
    said, controls = one.locator(".cp-say").bounding_box(), bar.bounding_box()
    assert said["y"] + said["height"] <= controls["y"], (said, controls)


def test_demos_accept_and_refuse_moves_and_reset(page, base_url):
    open_player(page, f"{base_url}/en/rules/")
    demos = page.locator('.crescent-player[data-mode="demo"]')
    expect(demos).to_have_count(5)
    one = page.locator("#demo-1")
    place(one, 7).click()  # the A♠ on the K♠: the wrap
    expect_status(one, "Move 1: the A♠ on pile 7 goes onto the K♠ on pile 6.")
    place(one, 1).click()
    expect_status(one, "8♥ selected: can go onto pile 2 or pile 3")
    place(one, 4).click()
    expect_status(one, "Must be the same suit. Onto the 9♠ goes the 8♠ or the 10♠.")
    # A refused move puts the card down: the next tap is a first tap.
    expect(place(one, 1)).not_to_have_class(re.compile(r"\bcp-sel\b"))
    place(one, 1).click()
    place(one, 5).click()
    expect_status(one, "Must be one rank higher or lower. Onto the 5♥ goes the 4♥ or the 6♥.")
    place(one, 1).click()
    place(one, 3).click()
    expect_status(one, "Move 2: the 8♥ on pile 1 goes onto the 7♥ on pile 3.")
    # Every control of a demo has its icon, as on the Play page (a new player took a
    # plain "Start again" for a link).
    for control in one.locator(".cp-bar button").all():
        expect(control.locator("svg.cp-icon")).to_have_count(1)
    one.get_by_role("button", name="Start again").click()
    expect_status(one, "Back to the start of the demo.")
    expect(place(one, 1).locator(".cp-vh")).to_have_text("pile 1: 1 card, 8 of hearts on top")
    expect(place(one, 7).locator(".cp-vh")).to_have_text("pile 7: 1 card, ace of spades on top")

    four = page.locator("#demo-4")
    place(four, "up-S").click()  # foundation to foundation
    expect_status(
        four,
        "Move 1: the 5♠ goes from the ascending foundation of spades "
        "to the descending foundation of spades.",
    )
    place(four, "up-H").click()
    # The published refusal, then what to do instead.
    expect_status(
        four,
        "The foundation base is locked. It never moves: build on it with cards from the piles.",
    )
    place(four, 1).click()
    place(four, "up-H").click()
    expect_status(
        four,
        "Not the next card for this foundation. "
        "Onto the ascending foundation of hearts goes the 2♥ next.",
    )

    five = page.locator("#demo-5")
    redeal = five.locator('button[aria-keyshortcuts="R"]')
    expect(redeal).to_have_text("Redeal (1 left)")
    redeal.click()
    expect_status(
        five,
        # The demo's own first redeal, as its button's "1 left" says.
        "Redeal 1: from each pile of two or more cards, the bottom card goes to the top. "
        "The undo history starts again here.",
    )
    expect(place(five, 1).locator(".cp-vh")).to_have_text("pile 1: 4 cards, 2 of hearts on top")
    expect(redeal).to_have_text("No redeal left")


#: The refusals a rules page quotes, in the app's words.
QUOTED = (
    "not-same-suit",
    "not-adjacent-rank",
    "pile-full",
    "empty-destination",
    "base-locked",
    "no-redeal",
)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        (
            "ca",
            {
                "not-same-suit": "Ha de ser del mateix coll",
                "not-adjacent-rank": "Ha de ser d’un rang superior o inferior",
                "pile-full": "Aquesta pila és plena; trieu una altra destinació",
                "empty-destination": "No es pot col·locar en una pila buida",
                "base-locked": "La base del fonament està bloquejada",
                "no-redeal": "Cap redistribució",
                # After a refusal by suit or rank: what the place takes there.
                "not-same-suit+": "Sobre el 9♠ hi va el 8♠ o el 10♠.",
                "not-adjacent-rank+": "Sobre el 5♥ hi va el 4♥ o el 6♥.",
                "not-next-card": "No és la carta següent d’aquest fonament. "
                "Al fonament ascendent de cors hi va ara el 2♥.",
                "nowhere": "Seleccionada: 5♣ (pila 1). Ara no pot anar enlloc.",
            },
        ),
        (
            "hr",
            {
                "not-same-suit": "Mora biti iste boje",
                "not-adjacent-rank": "Mora biti veće ili manje vrijednosti",
                "pile-full": "Ovaj je stog pun; odaberite drugo odredište",
                "empty-destination": "Nije moguće postaviti na prazan stog",
                "base-locked": "Osnova temelja je zaključana",
                "no-redeal": "Nema više dijeljenja",
                "not-same-suit+": "Na 9♠ ide 8♠ ili 10♠.",
                "not-adjacent-rank+": "Na 5♥ ide 4♥ ili 6♥.",
                "not-next-card": "To nije sljedeća karta za ovaj temelj. "
                "Na uzlazni temelj srca sada ide 2♥.",
                "nowhere": "Odabrano: 5♣ (stog 1). Sada nema kamo ići.",
            },
        ),
    ],
)
def test_refusals_are_announced_in_the_published_words(page, base_url, locale, expected):
    text = published(locale)
    for code, words in expected.items():
        if code in QUOTED:
            assert words in text, words  # the app's published wording
    open_player(page, f"{base_url}/{locale}/rules/")
    one, two, three = (page.locator(f"#demo-{n}") for n in (1, 2, 3))
    four, five = page.locator("#demo-4"), page.locator("#demo-5")

    def attempt(demo, source, target, code):
        # A card still selected after a refused move is not tapped again (that cancels).
        if "cp-sel" not in place(demo, source).get_attribute("class"):
            place(demo, source).click()
        place(demo, target).click()
        # The published words, kept; after a refusal by suit or rank, what the place
        # takes there, in the same live region (the 8♥ refused on the 5♥ is told what
        # goes on the 5♥).
        more = expected.get(f"{code}+")
        expect_status(demo, f"{expected[code]}. {more}" if more else expected[code])
        assert demo.locator(".cp-status").get_attribute("aria-live") == "polite"

    attempt(one, 1, 4, "not-same-suit")
    attempt(one, 1, 5, "not-adjacent-rank")
    attempt(two, 2, 1, "pile-full")
    # "Choose another destination": the card stays selected for it.
    expect(place(two, 2)).to_have_class(re.compile(r"\bcp-sel\b"))
    # A card with nowhere to go is selected, and the line says it has nowhere to go.
    place(three, 1).click()
    expect_status(three, expected["nowhere"])
    attempt(three, 1, 3, "empty-destination")
    place(four, "down-D").click()
    # The published words first, then what to do instead.
    said = four.locator(".cp-status")
    expect(said).to_have_text(re.compile(rf"^{re.escape(expected['base-locked'])}\W+\w"))
    place(four, 1).click()  # the 3♥
    place(four, "up-H").click()
    expect_status(four, expected["not-next-card"])
    five.locator('button[aria-keyshortcuts="R"]').click()
    expect(five.locator('button[aria-keyshortcuts="R"]')).to_have_text(expected["no-redeal"])


@pytest.mark.parametrize(
    "first, other, goes",
    [(1, 2, "pile 4 or the descending foundation"), (2, 1, "pile 3 or the ascending foundation")],
)
def test_the_full_pile_demo_offers_another_destination(page, base_url, first, other, goes):
    """Both full piles' top cards can go to two other places, which the selection names:
    whichever is tapped first is selected (not played elsewhere at once), the move onto
    the other, full pile is refused in the published words ("choose another destination"),
    the card stays selected for that other destination, and the next tap sends it to one
    of the places named."""
    open_player(page, f"{base_url}/en/rules/")
    two = page.locator("#demo-2")
    place(two, first).click()
    expect(place(two, first)).to_have_class(re.compile(r"\bcp-sel\b"))
    card = "9♦" if first == 1 else "8♦"
    expect_status(two, f"{card} selected: can go onto {goes} of diamonds")
    place(two, other).click()
    expect_status(two, "This pile is full; choose another destination")
    expect(place(two, first)).to_have_class(re.compile(r"\bcp-sel\b"))
    # Nothing moved: each pile still holds its 13 cards.
    for n in (1, 2):
        expect(place(two, n)).to_have_accessible_name(re.compile(r": 13 cards, "))
    # Another destination, the next tap, takes the card.
    place(two, 4 if first == 1 else 3).click()
    expect(place(two, first)).to_have_accessible_name(re.compile(r": 12 cards, "))


# -- the example stepper ----------------------------------------------------------------


def told(page, n: int) -> str:
    """Move ``n`` as the stepper says it: the static list's words, numbered, then what a
    move from pile to pile uncovers, as the list says it under the move."""
    words, note = page.locator(f"li#move-{n}").evaluate(
        "e => { const c = e.cloneNode(true); const why = c.querySelector('.crescent-why');"
        " why?.remove(); return [c.textContent.trim(), why?.textContent ?? '']; }"
    )
    return f"Move {n}: {words}.{note}"


def figure_text(page, ident: str) -> str:
    return page.locator(f"#{ident} .crescent-diagram__text").text_content()


def test_stepper_deep_link_and_controls(page, base_url):
    open_player(page, f"{base_url}/en/examples/#move-9")
    stepper = page.locator("#stepper")
    text = stepper.locator(".cp-text")
    # The position after move 9 is the one the static page draws after move 9.
    expect(text).to_have_text(figure_text(page, "example-after-move-9"))
    expect_status(stepper, told(page, 9))
    expect(stepper.locator(".cp-where")).to_have_text(re.compile(r"^Move 9 of \d+$"))
    stepper.get_by_role("button", name="Forward").click()
    expect_status(stepper, told(page, 10))
    # The address follows the step once the steps pause.
    expect(page).to_have_url(re.compile(r"/en/examples/#move-10$"))
    # A link keeps the position.
    page.reload()
    open_player(page, page.url)
    expect_status(stepper, told(page, 10))
    # First and last.
    stepper.get_by_role("button", name="First").click()
    expect_status(stepper, "At the deal.")
    # The deal, as the page paints it before the script runs (no diagram draws it again).
    served = page.request.get(f"{base_url}/en/examples/").text()
    deal = re.search(r'class="crescent-diagram__text cp-text"[^>]*>([^<]*)<', served)
    assert deal is not None
    expect(text).to_have_text(unescape(deal[1]))
    expect(page).to_have_url(re.compile(r"/en/examples/$"))
    expect(stepper.get_by_role("button", name="Back")).to_have_attribute("aria-disabled", "true")
    stepper.get_by_role("button", name="Last").click()
    expect(text).to_have_text(figure_text(page, "example-end"))
    expect(stepper.get_by_role("button", name="Forward")).to_have_attribute("aria-disabled", "true")
    # Jump to a move.
    field = stepper.get_by_label("Go to move")
    field.fill("3")
    field.press("Enter")
    expect_status(stepper, told(page, 3))
    expect(page).to_have_url(re.compile(r"#move-3$"))
    # The keyboard: arrows step, Home goes back to the deal.
    stepper.get_by_role("button", name="Forward").focus()
    page.keyboard.press("ArrowRight")
    expect_status(stepper, told(page, 4))
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect_status(stepper, told(page, 2))
    page.keyboard.press("Home")
    expect_status(stepper, "At the deal.")
    # Read on the page, with nothing focused, the left and right arrows step it too (a new
    # player pressed them after clicking the text); Home and End scroll the page, as ever.
    page.locator(".md-typeset p").first.click()
    assert page.evaluate("document.activeElement === document.body")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect_status(stepper, told(page, 2))
    page.keyboard.press("ArrowLeft")
    expect_status(stepper, told(page, 1))
    page.keyboard.press("End")
    expect_status(stepper, told(page, 1))
    # Typed in the search field, they move its caret and nothing else.
    page.locator("input.md-search__input").click()
    page.keyboard.type("ace")
    page.keyboard.press("ArrowLeft")
    expect_status(stepper, told(page, 1))


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_an_address_the_reader_opens_wins_over_the_steppers_own(page, base_url, locale):
    """The stepper writes a step's address in the address bar a moment after the step.
    When that write comes between the reader's opening of another address (a link, a
    typed #move-10) and its hashchange, the stepper still goes where the reader went."""
    open_player(page, f"{base_url}/{locale}/examples/#move-40")
    stepper = page.locator("#stepper")
    where = stepper.locator(".cp-where")
    expect(where).to_contain_text("40")
    page.keyboard.press("ArrowRight")
    expect(where).to_contain_text("41")
    # The reader opens move 10; the stepper's delayed write of move 41's address lands
    # before the hashchange is handled.
    page.evaluate(
        "() => { location.hash = '#move-10'; history.replaceState(history.state, '', '#move-41'); }"
    )
    expect(where).to_contain_text("10")
    page.wait_for_function("() => location.hash === '#move-10'")


def test_a_step_plays_only_that_step(page, base_url):
    """A step of the stepper does not replay the game from the deal: each step is computed
    once (on the step, or ahead of it once the page is idle), so forward plays one move, and
    back and a revisit play none. The page is never idle here, so no step is worked out
    ahead while the moves are counted."""
    page.add_init_script("window.requestIdleCallback = () => 0;")
    open_player(page, f"{base_url}/en/examples/#move-40")
    stepper = page.locator("#stepper")
    expect_status(stepper, told(page, 40))
    page.evaluate(
        "async () => {\n  const Game = await "
        + ENGINE_GAME
        + """;
          const move = Game.prototype.move;
          window.played = 0;
          Game.prototype.move = function (...args) {
            window.played += 1;
            return move.apply(this, args);
          };
        }"""
    )
    forward = stepper.get_by_role("button", name="Forward")
    back = stepper.get_by_role("button", name="Back")
    forward.click()
    expect_status(stepper, told(page, 41))
    once = page.evaluate("window.played")
    assert once == 1
    back.click()
    expect_status(stepper, told(page, 40))
    forward.click()
    expect_status(stepper, told(page, 41))
    assert page.evaluate("window.played") == once
    # Several quick steps: the address follows the last one.
    for _ in range(3):
        forward.click()
    expect(page).to_have_url(re.compile(r"/en/examples/#move-44$"))
    assert page.evaluate("window.played") <= once + 3


def test_stepper_redeal_steps_and_autoplay(page, base_url):
    open_player(page, f"{base_url}/ca/examples/#redeal-1")
    stepper = page.locator("#stepper")
    expect(stepper.locator(".cp-text")).to_have_text(figure_text(page, "example-after-redeal-1"))
    expect_status(stepper, page.locator("#redeal-1").first.text_content())
    # The line under the controls says which redeal it is, and after which move (a review
    # read "Move 16 of 132" beside a redeal's words).
    before = page.evaluate(
        "() => { const r = document.querySelector('#redeal-1');"
        " return [...document.querySelectorAll('li[id^=move-]')]"
        ".filter((m) => m.compareDocumentPosition(r) & Node.DOCUMENT_POSITION_FOLLOWING).length; }"
    )
    ca = wording("ca")
    where = stepper.locator(".cp-where")
    total = len(page.locator("li[id^=move-]").all())
    expect(where).to_have_text(ca.text("player.redeal-of", number=1, n=before, total=total))
    stepper.get_by_role("button", name="Enrere").click()
    expect(stepper.locator(".cp-text")).to_have_text(figure_text(page, "example-before-redeal-1"))
    expect(where).to_have_text(ca.text("player.move-of", n=before, total=total))
    start = page.url
    play = stepper.locator(".cp-bar button").nth(2)
    expect(play).to_have_text("Reproduir")
    play.click()
    expect(play).to_have_text("Pausa")
    page.wait_for_function("url => location.href !== url", arg=start)
    play.click()
    expect(play).to_have_text("Reproduir")
    moved = page.url
    # Paused: the step stays past the next tick of the autoplay (a second, on the page's
    # clock: this step measures time itself).
    wait_page_clock(page, 1200)
    assert page.url == moved


# -- page loads and no JavaScript ---------------------------------------------------


def test_players_mount_on_each_page_a_link_opens(page, base_url):
    """Links between pages are plain page loads (no instant navigation): each page mounts
    its players, and going back mounts the previous page's again."""
    open_player(page, f"{base_url}/en/rules/")
    features = json.loads(page.locator("#__config").text_content())["features"]
    assert "navigation.instant" not in features
    page.evaluate("window.crescentMarker = 1")
    page.locator("article").get_by_role("link", name="Examples", exact=True).first.click()
    page.wait_for_url(f"{base_url}/en/examples/")
    page.wait_for_selector("#stepper[data-ready]")
    assert page.evaluate("window.crescentMarker") is None  # a page load
    page.go_back()
    page.wait_for_url(f"{base_url}/en/rules/")
    page.wait_for_function(
        "document.querySelectorAll('.crescent-player[data-mode=demo][data-ready]').length === 5"
    )
    one = page.locator("#demo-1")
    place(one, 7).click()
    expect_status(one, "Move 1: the A♠ on pile 7 goes onto the K♠ on pile 6.")
    # The Play page, reached by a link too, mounts its player.
    page.evaluate(
        "url => { const a = document.createElement('a'); a.href = url;"
        " document.querySelector('article').append(a); a.click(); }",
        f"{base_url}/en/play/",
    )
    page.wait_for_url(f"{base_url}/en/play/")
    page.wait_for_selector("#player[data-ready]")
    assert status(page.locator("#player")) == ""
    assert not page.errors


def test_without_javascript_the_pages_show_the_static_content(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{base_url}/en/play/")
        expect(page.locator("#player")).to_contain_text("The interactive player needs JavaScript.")
        page.goto(f"{base_url}/en/examples/")
        # The stepper's first frame: the deal (test_first_frame.py has the details).
        expect(page.locator("#stepper .cp-status")).to_have_text("At the deal.")
        expect(page.locator("li#move-10")).to_contain_text("pile")
        page.goto(f"{base_url}/en/rules/")
        for n in range(1, 6):
            demo = page.locator(f"#demo-{n}")
            expect(demo.locator(".cp-board")).to_be_visible()
            spades = demo.locator('[data-place="up-S"]')
            expect(spades).to_have_accessible_name(re.compile("ascending foundation of spades"))
    finally:
        context.close()


@pytest.mark.parametrize("fragment", ["#move-9999", "#move-abc", "#redeal-7", "#move-"])
def test_a_bad_step_in_the_address_opens_the_deal(page, base_url, fragment):
    open_player(page, f"{base_url}/en/examples/{fragment}")
    expect_status(page.locator("#stepper"), "At the deal.")
    assert not page.errors


#: JS: the words a control shows: its own, or where it keeps room for two (Redeal's "No
#: redeal left"), the one of its two that is not hidden.
SHOWN = """e => {
  const two = e.querySelector('.cp-none');
  if (!two || getComputedStyle(two).display === 'none') {
    return getComputedStyle(e, '::after').content;
  }
  const [first, second] = ['::before', '::after'].map((p) => getComputedStyle(two, p));
  return first.visibility === 'visible' ? first.content : second.content;
}"""


@pytest.mark.parametrize("width", [1280, 390])
def test_the_last_redeal_leaves_the_button_saying_so(browser, base_url, width):
    # The rules say that after the last redeal the button shows "No redeal left": where its
    # words have room, it does; on a phone it keeps its short word, greyed, with a 0.
    context = browser.new_context(viewport={"width": width, "height": 844})
    page = context.new_page()
    try:
        open_player(page, f"{base_url}/en/rules/")
        five = page.locator("#demo-5")
        redeal = five.locator(".cp-bar button[aria-keyshortcuts='R']")
        redeal.click()
        expect(redeal).to_have_attribute("aria-disabled", "true")
        expect(redeal).to_have_accessible_name("No redeal left")
        shown = redeal.evaluate(SHOWN)
        assert shown == ('"No redeal left" / ""' if width > 600 else '"Redeal" / ""'), shown
        # Its badge's 0 shows only beside the short word: "No redeal left" says it already.
        badge = redeal.evaluate("e => getComputedStyle(e, '::before').content")
        assert (badge == "none") == (width > 600), badge
        five.get_by_role("button", name="Start again").click()
        assert redeal.evaluate(SHOWN) == '"Redeal" / ""'
    finally:
        context.close()


#: JS: where the stepper's words, its board and its buttons lie in the window, under the
#: header.
IN_SIGHT = """root => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const box = (s) => root.querySelector(s).getBoundingClientRect();
  const words = box('.cp-say'), board = box('.cp-table'), bar = box('.cp-steps');
  return words.top >= header - 1 && board.top >= header - 1 && bar.bottom <= innerHeight + 1;
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_step_on_a_phone_keeps_its_words_in_sight(browser, base_url, locale):
    # A new player stepped the example game on a phone with its buttons at the window's
    # foot: the move's words, above the board, had gone out of sight under the header. A
    # step brings them back, with the board and the buttons.
    from test_table import page_at

    with page_at(browser, 390, 844) as page:
        open_player(page, f"{base_url}/{locale}/examples/")
        stepper = page.locator("#stepper")
        bar = stepper.locator(".cp-steps")
        # Scrolled down a little, to what lies under the buttons: the buttons in sight, the
        # words under the header.
        stepper.evaluate(
            """root => scrollBy(0, root.querySelector('.cp-say').getBoundingClientRect().bottom
                - document.querySelector('.md-header').getBoundingClientRect().bottom + 4)"""
        )
        assert not stepper.evaluate(IN_SIGHT)
        assert bar.evaluate("e => e.getBoundingClientRect().bottom <= innerHeight")
        stepper.locator('[data-control="forward"]').click()
        page.wait_for_function(f"() => ({IN_SIGHT})(document.querySelector('#stepper'))")
        expect(stepper.locator(".cp-status")).to_have_text(re.compile(r"\w"))


#: JS: the stepper at each move of the game in turn (the address names it): the moves whose
#: words take more room than the status line keeps above the board.
STEPS_FIT = """async (root) => {
  const say = root.querySelector('.cp-say'), status = say.querySelector('.cp-status');
  const over = [];
  const total = JSON.parse(root.dataset.steps).filter((s) => s !== 'redeal').length;
  for (let n = 1; n <= total; n++) {
    location.hash = `#move-${n}`;
    await new Promise((r) => addEventListener('hashchange', r, { once: true }));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const more = status.getBoundingClientRect().height - say.clientHeight;
    if (more > 1) over.push([n, more, status.textContent]);
  }
  return { over, total };
}"""


@pytest.mark.parametrize("locale", LOCALES)
def test_every_moves_words_and_what_it_uncovers_fit_the_steppers_room(browser, base_url, locale):
    """The stepper says each move and, for a move from pile to pile, what it uncovers (as
    the list of moves under it says): in every language, at a desktop and on a phone, the
    longest of them fits the status line's room above the board, which never grows."""
    from test_table import page_at

    for width, height in ((1280, 800), (390, 844)):
        with page_at(browser, width, height) as page:
            open_player(page, f"{base_url}/{locale}/examples/")
            stepper = page.locator("#stepper")
            found = stepper.evaluate(STEPS_FIT)
            assert found["total"] > 100, found["total"]
            assert found["over"] == [], (locale, width, found["over"][:3])
            # Back at move 1, the stepper says its note as the list does.
            note = page.locator("li#move-1 > .crescent-why").text_content()
            assert note and note.startswith(" "), locale
            page.evaluate("location.hash = '#move-1'")
            page.wait_for_function(
                f"n => ({SHOWN_TEXT})(document.querySelector('#stepper .cp-status')).includes(n)",
                arg=note.strip(),
            )


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_click_on_a_move_in_the_list_opens_the_stepper_at_it(page, base_url, locale):
    """The list of moves under the stepper: a click on a move's words brings the stepper,
    at that move, into sight under the header; keyboard users have "Go to move" instead
    (the words are out of the tab order)."""
    open_player(page, f"{base_url}/{locale}/examples/")
    stepper = page.locator("#stepper")
    move = page.locator("li#move-40 > a")
    assert move.get_attribute("tabindex") == "-1"
    # They show that they can be tapped: in the links' colour, not the list's.
    colours = move.evaluate("a => [a, a.parentElement].map((e) => getComputedStyle(e).color)")
    assert colours[0] != colours[1], colours
    # A number typed in "Go to move" and left there is gone once a link is followed: the
    # stepper is no longer where it says.
    field = stepper.locator(".cp-number")
    field.fill("3")
    move.scroll_into_view_if_needed()
    assert not stepper.evaluate(IN_SIGHT)
    move.click()
    page.wait_for_function("() => location.hash === '#move-40'")
    expect(stepper.locator(".cp-where")).to_contain_text("40")
    expect(field).to_have_value("")
    page.wait_for_function(f"() => ({IN_SIGHT})(document.querySelector('#stepper'))")


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_each_move_in_the_list_is_a_fingers_target_on_a_phone(browser, base_url, locale):
    """On a phone each move's words, which open the stepper at it, are at least 24 px high
    (WCAG 2.2's minimum target): they were 17."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    try:
        page = context.new_page()
        open_player(page, f"{base_url}/{locale}/examples/")
        moves = page.locator("ol.crescent-moves").first
        moves.scroll_into_view_if_needed()
        heights = moves.evaluate(
            "ol => [...ol.querySelectorAll('li > a')].map((a) => a.getBoundingClientRect().height)"
        )
        assert heights and min(heights) >= 24, heights
        # A block, so that the move's number stands by its first line: it stands by the
        # last line of an inline-block (a review found it so under moves of two lines).
        shown = moves.evaluate(
            "ol => [...new Set([...ol.querySelectorAll('li > a')]"
            ".map((a) => getComputedStyle(a).display))]"
        )
        assert shown == ["block"], shown
    finally:
        context.close()


@pytest.mark.parametrize("locale", LOCALES)
def test_the_steppers_buttons_stay_put_as_the_move_number_grows(browser, base_url, locale):
    """At a desktop the stepper's words ("Move 9 of 132") lie beside its buttons: as the
    number grew from one digit to three, the buttons moved, and Forward drifted from under
    a review's mouse. They keep their place from move 0 to move 132, in every locale's
    words (a layout)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        open_player(page, f"{base_url}/{locale}/examples/")
        stepper = page.locator("#stepper")
        forward = stepper.get_by_role("button", name=wording(locale).text("player.forward"))
        where = stepper.locator(".cp-where")
        field = stepper.locator(".cp-number")
        # The words and the buttons share a line here.
        assert abs(where.bounding_box()["y"] - forward.bounding_box()["y"]) < 20
        places = []
        for n in (0, 9, 10, 99, 100, 132):
            field.fill(str(n))
            field.press("Enter")
            expect(where).to_have_text(
                wording(locale).text("player.move-of", n=n, total=132).replace("\u00a0", " ")
            )
            places.append(forward.bounding_box()["x"])
        assert max(places) - min(places) < 1, places
    finally:
        context.close()
