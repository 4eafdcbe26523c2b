"""Free play's help on the Play page: the hint (button and key H), the verdict checkbox, the
finish, and the statistics with their reset, corrupt data and missing storage."""

from __future__ import annotations

import json
import re

import pytest
from browserkit import (
    NEARLY_BLOCKED,
    NEARLY_WON,
    PLAY_LOCALES,
    asset,
    expect_status,
    open_player,
    place,
    position,
    redeal_now,
    settle,
    store_game,
    wait_for_route,
)
from playwright.sync_api import expect
from test_accessibility import axe_source, violations  # noqa: F401
from test_table import wording

pytestmark = pytest.mark.browser

STATS = "crescent-player/stats"
#: How long a test lets the solver's worker think (ms) before it fails: a hint takes a
#: fraction of a second on an idle machine, and many times that on a loaded one.
THINKING = 30_000
#: A short win that needs pile-to-pile moves and a redeal: the K♠ lies on the Q♠.
NEEDS_REDEAL = {
    "piles": {1: "QS KS", 2: "JS", 3: "10S", 4: "KD QD", 5: "QC", 6: "KC", 7: "JH", 8: "QH KH"},
    "foundations": {"up-S": "9S", "up-D": "JD", "up-C": "JC", "up-H": "10H"},
}


def play_page(page, base_url, game=None, stats=None, locale="en"):
    if game is not None or stats is not None:
        store_game(
            page,
            base_url,
            position(**game) if game else None,
            code=None if game else "CR1-N-AAAAAAB",
        )
        if stats is not None:
            page.evaluate("([k, v]) => localStorage.setItem(k, v)", [STATS, stats])
    open_player(page, f"{base_url}/{locale}/play/")
    return page.locator("#player")


def stat(player, name: str) -> str:
    return player.locator(f'.cp-stats dd[data-stat="{name}"]').text_content()


def stored_stats(page):
    """The stored statistics, once a game has been counted (they are kept asynchronously)."""
    page.wait_for_function("k => localStorage.getItem(k)", arg=STATS)
    return json.loads(page.evaluate("k => localStorage.getItem(k)", STATS))


#: The start of what the status line says when a hint shows a move (English): a winning
#: line's, the best found so far, or one found after that.
HINTED = r"^(Hint|Best move so far|Winning line(?: found)?|Game lost\. Best move left): "


def test_following_hints_alone_wins_the_game(page, base_url):
    player = play_page(page, base_url, game=NEEDS_REDEAL)
    hint = player.get_by_role("button", name="Hint")
    # The solver is fetched only on the first ask.
    loaded = "performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)"
    worker = [asset(name) for name in ("worker.js", "solver.js")]
    assert not [path for path in page.evaluate(loaded) for n in worker if n.search(path)]
    hint.click()
    expect(player.locator(".cp-status")).to_have_text(
        re.compile(HINTED + r".* Press Hint again"), timeout=THINKING
    )
    marked = player.locator(".cp-place.cp-hint")
    expect(marked).to_have_count(2)
    names = [marked.nth(i).locator(".cp-vh").text_content() for i in range(2)]
    assert any(n.endswith("; hint: from here") for n in names)
    assert any(n.endswith("; hint: to here") for n in names)
    # Asked again, the hint is played; then the next one, until the game is won.
    page.keyboard.press("h")
    expect(marked).to_have_count(0)
    said = player.locator(".cp-status")
    for _ in range(40):
        if "the game is won" in said.text_content():
            break
        hint.click()
        # The worker answers when it has thought: as long as a loaded machine makes it.
        expect(player.locator(".cp-hint").first).to_be_visible(timeout=THINKING)
        page.keyboard.press("h")
        expect(player.locator(".cp-hint")).to_have_count(0)
        # The hint is played (its move, or the redeal, is said) before the next is asked.
        expect(said).not_to_have_text(re.compile(HINTED))
    expect(said).to_contain_text("the game is won")
    # The statistics are kept asynchronously: wait until they count this game's hints.
    page.wait_for_function(
        """([stats, play]) => {
          const s = JSON.parse(localStorage.getItem(stats) || 'null');
          const g = JSON.parse(localStorage.getItem(play) || 'null');
          return s && g && s.won === 1 && s.hints === g.hints;
        }""",
        arg=[STATS, "crescent-player/play"],
    )
    game = json.loads(page.evaluate("localStorage.getItem('crescent-player/play')"))
    assert game["hints"] >= 5


def test_an_action_takes_the_hint_away_and_key_h_shows_it(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    place(player, 1).focus()
    page.keyboard.press("h")
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    page.keyboard.press("Escape")  # no action: the marks stay
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    place(player, 1).click()
    expect(player.locator(".cp-place.cp-hint")).to_have_count(0)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_hint_is_never_painted_before_its_style_is_in(page, base_url, locale):
    """The hint's marks are drawn by a style sheet of their own, linked when help is first
    asked for: held back (as a slow machine may), the hint waits for it, and then shows with
    its dashed outline, never as a mark with no outline."""
    from test_ending import wording

    m = wording(locale)
    held = []
    page.route(re.compile(r"/help(\.[0-9A-Za-z]+)?\.css$"), lambda route: held.append(route))
    player = play_page(page, base_url, game=NEARLY_WON, locale=locale)
    # The verdict asks the solver first and links the sheet: its answer is known.
    player.locator(".cp-verdict-box input").check()
    expect(player.locator(".cp-verdict")).to_have_text(m.text("player.verdict-won"))
    wait_for_route(page, held)
    assert len(held) == 1
    player.locator('button[aria-keyshortcuts="H"]').click()
    expect(player.locator(".cp-place.cp-hint")).to_have_count(0)
    held[0].continue_()
    hinted = player.locator(".cp-place.cp-hint")
    expect(hinted).to_have_count(2)
    slot = hinted.first.locator(".cp-slot").first
    assert slot.evaluate("e => getComputedStyle(e).outlineStyle") == "dashed"


def test_a_hint_takes_the_place_of_a_selection(page, base_url):
    # A new player asked for a hint with a card selected, and saw two sets of marks.
    player = play_page(page, base_url, game=NEARLY_WON)
    place(player, 3).click()  # the Q♣: two places take it
    expect(player.locator(".cp-sel")).to_have_count(1)
    expect(player.locator(".cp-ok")).to_have_count(2)
    player.get_by_role("button", name="Hint").click()
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    expect(player.locator(".cp-sel, .cp-ok")).to_have_count(0)
    # A tap now selects afresh, as on a board with nothing selected.
    place(player, 3).click()
    expect(player.locator(".cp-sel")).to_have_count(1)
    expect(player.locator(".cp-place.cp-hint")).to_have_count(0)


def test_the_verdict_checkbox_starts_unchecked_is_remembered_and_follows_the_moves(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    check = player.get_by_role("checkbox", name="Can this still be won?")
    expect(check).not_to_be_checked()
    expect(player.locator(".cp-verdict")).to_have_text("")
    check.check()
    expect(player.locator(".cp-verdict")).to_have_text("Winnable: a winning line exists from here.")
    page.reload()
    open_player(page, page.url)
    check = player.get_by_role("checkbox", name="Can this still be won?")
    expect(check).to_be_checked()
    expect(player.locator(".cp-verdict")).to_have_text("Winnable: a winning line exists from here.")
    check.uncheck()
    expect(player.locator(".cp-verdict")).to_have_text("")


@pytest.mark.parametrize("width", [1280, 390])
def test_the_verdict_checkbox_stays_put_when_its_answer_comes(page, base_url, width):
    # A new player saw the checkbox jump sideways as the answer appeared beside it.
    page.set_viewport_size({"width": width, "height": 844})
    player = play_page(page, base_url, game=NEARLY_WON)
    check = player.get_by_role("checkbox", name="Can this still be won?")
    before = check.bounding_box()
    check.check()
    expect(player.locator(".cp-verdict")).to_have_text("Winnable: a winning line exists from here.")
    after = check.bounding_box()
    assert abs(after["x"] - before["x"]) <= 4, (before, after)
    if width > 600:  # beside it, on one line: nothing under it moves
        assert abs(after["y"] - before["y"]) <= 1, (before, after)


def test_the_verdict_of_a_lost_game(page, base_url):
    player = play_page(page, base_url, game=NEARLY_BLOCKED)
    player.get_by_role("checkbox", name="Can this still be won?").check()
    expect(player.locator(".cp-verdict")).to_have_text("Lost: no line wins from here.")


def test_finish_plays_the_rest_instantly_under_reduced_motion(page, base_url):
    page.emulate_media(reduced_motion="reduce")
    player = play_page(page, base_url, game=NEARLY_WON)
    finish = player.get_by_role("button", name="Finish")
    expect(finish).to_be_visible()
    finish.click()
    expect_status(
        player,
        "Finished: 5 cards went to the foundations. "
        "All 104 cards are on the foundations: the game is won.",
    )
    expect(finish).to_be_hidden()
    assert stored_stats(page)["won"] == 1


#: Records in the page every text the moves' count shows, with the page's time: a change
#: that a test's polling would miss under load is still seen.
WATCH_COUNT = """e => {
  window.seenCounts = [];
  new MutationObserver(() => seenCounts.push([e.textContent.trim(), performance.now()]))
    .observe(e, {childList: true, characterData: true, subtree: true});
}"""


def test_finish_animates_one_card_after_another(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON)
    player.locator(".cp-counts > span").first.evaluate(WATCH_COUNT)
    player.get_by_role("button", name="Finish").click()
    expect(player.locator(".cp-status")).to_contain_text("Finished: 5 cards")
    seen = page.evaluate("seenCounts")
    shown = [text for i, (text, _) in enumerate(seen) if i == 0 or text != seen[i - 1][0]]
    # Each card is its own move, shown in turn, not the five at once.
    assert shown == [f"Moves: {n}" for n in range(1, 6)], seen
    # One after another: the last came in a later frame than the first, after its card
    # had flown (no upper bound: a loaded machine only draws them later).
    first = next(t for text, t in seen if text == "Moves: 1")
    last = next(t for text, t in seen if text == "Moves: 5")
    assert last - first >= 4 * 16, seen


def test_finish_is_not_offered_when_a_choice_matters(page, base_url):
    player = play_page(page, base_url, game=NEEDS_REDEAL)
    expect(player.get_by_role("button", name="Hint")).to_be_visible()
    expect(player.get_by_role("button", name="Finish")).to_be_hidden()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_statistics_say_first_how_a_game_counts_in_no_halo(page, base_url, locale):
    """Opened during a game, the statistics say first that a game counts once it ends (its
    figures are still 0), and once a move is made that this one is not counted yet, then
    give their figures; the disclosure keeps its summary's focus
    ring and no halo of the theme's around its text."""
    m = wording(locale)
    player = play_page(page, base_url, game=NEARLY_WON, locale=locale)
    summary = player.locator(".cp-stats > summary")
    summary.focus()
    page.keyboard.press("Enter")
    stats = player.locator(".cp-stats")
    expect(stats.locator("dd").first).to_have_text("0")
    parts = stats.evaluate("e => [...e.children].map((c) => [c.tagName, c.textContent])")
    rule = parts.index(["P", m.text("player.stats-rule")])
    figures = next(i for i, (tag, _) in enumerate(parts) if tag == "DL")
    assert rule < figures, (locale, parts)
    assert stats.evaluate("e => e.matches(':focus-within')")
    assert stats.evaluate("e => getComputedStyle(e).boxShadow") == "none", locale
    # Before a move nothing is going on; once a move is made, the figures' top says that
    # this game is not in them yet (two reviews read its 0 as a fault); after the win,
    # which the figures count, it goes.
    pending = stats.get_by_text(m.text("player.stats-pending"))
    expect(pending).to_have_count(0)
    summary.click()
    place(player, 1).click()  # the K♠ to its foundation, its one place
    summary.click()
    expect(pending).to_be_visible()
    parts = stats.evaluate("e => [...e.children].map((c) => c.textContent)")
    assert parts.index(m.text("player.stats-pending")) < parts.index(m.text("player.stats-rule"))
    for p in (2, 2, 3, "up-C", 4):
        place(player, p).click()
    expect(stats.locator('dd[data-stat="won"]')).to_have_text("1")
    expect(pending).to_have_count(0)


def test_statistics_after_a_win_a_loss_and_a_reset(page, base_url):
    page.emulate_media(reduced_motion="reduce")
    player = play_page(page, base_url, game=NEARLY_WON)
    player.get_by_role("button", name="Finish").click()
    player.locator(".cp-stats > summary").click()
    expect(player.locator('.cp-stats dd[data-stat="won"]')).to_have_text("1")
    assert stat(player, "played") == "1"
    assert stat(player, "rate") == "100%"
    assert stat(player, "fewest-moves") == "5"
    assert stat(player, "streak") == "1"
    assert re.fullmatch(r"\d+:\d\d", stat(player, "best-time"))
    # A new game after the win does not count the won game again.
    player.get_by_role("button", name="New game").first.click()
    assert stat(player, "played") == "1"
    # A loss: a game left after a move.
    store_game(page, base_url, position(**NEARLY_BLOCKED))
    player = play_page(page, base_url)
    place(player, 4).click()
    place(player, 3).click()
    player.get_by_role("button", name="New game").first.click()
    # A blocked game has nothing to lose: no question.
    player.locator(".cp-stats > summary").click()
    expect(player.locator('.cp-stats dd[data-stat="played"]')).to_have_text("2")
    assert stat(player, "won") == "1"
    assert stat(player, "rate") == "50%"
    assert stat(player, "streak") == "0"
    assert stat(player, "best-streak") == "1"
    # A new game left before any move does not count.
    player.get_by_role("button", name="New game").first.click()
    assert stat(player, "played") == "2"
    # The reset asks first, in the page; keeping them changes nothing.
    player.get_by_role("button", name="Reset the statistics").click()
    group = page.get_by_role("alertdialog", name="Reset every statistic to zero?")
    expect(group).to_be_visible()
    expect(group.get_by_role("button", name="Keep them")).to_be_focused()
    group.get_by_role("button", name="Keep them").click()
    expect(group).to_be_hidden()
    assert stat(player, "played") == "2"
    player.get_by_role("button", name="Reset the statistics").click()
    group.get_by_role("button", name="Reset", exact=True).click()
    expect_status(player, "The statistics are reset.")
    assert stat(player, "played") == "0"
    assert stat(player, "rate") == "none yet"
    assert stored_stats(page)["played"] == 0


def test_corrupt_statistics_are_said_once_and_the_player_works(page, base_url):
    player = play_page(page, base_url, game=NEARLY_WON, stats='{"v": 1, "played": "lots"}')
    message = "The stored statistics could not be read: they start again from zero."
    # Said when the Play page first shows, before the statistics are opened; once.
    expect_status(player, message)
    player.locator(".cp-stats > summary").click()
    settle(page)
    expect_status(player, message)
    expect(player.locator(".cp-stats-note")).to_have_text(message)
    place(player, 1).click()
    expect(player.locator(".cp-status")).to_contain_text("Move 1:")
    page.reload()
    open_player(page, page.url)
    player.locator(".cp-stats > summary").click()
    expect(player.locator('.cp-stats dd[data-stat="played"]')).to_have_text("0")
    expect(player.locator(".cp-status")).not_to_contain_text("could not be read")


def test_statistics_without_storage(page, base_url):
    page.add_init_script(
        "Object.defineProperty(window, 'localStorage', { get() { throw new Error('denied'); } });"
    )
    player = play_page(page, base_url)
    # Said when the Play page first shows.
    expect(player.locator(".cp-status")).to_contain_text("no storage for this site")
    place(player, 1).click()
    expect(player.locator(".cp-status")).not_to_contain_text("no storage for this site")
    player.locator(".cp-stats > summary").click()
    settle(page)
    expect(player.locator(".cp-status")).not_to_contain_text("no storage for this site")
    expect(player.locator(".cp-stats-note")).to_contain_text("no storage for this site")


def test_the_worker_thinks_off_the_page_and_input_stays_free(page, base_url):
    """The solver runs in a Web Worker, never on the page's thread, so a tap made while it
    thinks is answered at once. (How long the page's tasks take is a figure of the
    benchmarks, benchmarks/player.py, not a test: a loaded machine makes long tasks too.)"""
    player = play_page(page, base_url, stats="")  # a dealt game: CR1-N-AAAAAAB
    # Input stays free while the solver thinks: a tap right after the hint is answered at
    # once, and the older request's answer is dropped (no hint marks a position that has
    # gone). Both clicks run in one task, before any answer can come.
    page.evaluate(
        """() => {
      const player = document.querySelector('#player');
      [...player.querySelectorAll('button')].find((b) => b.textContent === 'Hint').click();
      window.said = player.querySelector('.cp-status').textContent;
      player.querySelector('[data-place="1"]').click();
    }"""
    )
    assert page.evaluate("window.said") == "Thinking…"
    expect(player.locator(".cp-status")).not_to_have_text("Thinking…")
    player.get_by_role("checkbox", name="Can this still be won?").check()
    expect(player.locator(".cp-verdict")).not_to_have_text("Thinking…", timeout=THINKING)
    expect(player.locator(".cp-verdict")).to_have_text(re.compile("^(Winnable|Lost|Unknown)"))
    expect(player.locator(".cp-place.cp-hint")).to_have_count(0)
    # The thinking was done by the worker.
    # (Built, the worker's name carries the hash of its content: worker.<HASH>.js.)
    assert any(asset("worker.js").search(worker.url) for worker in page.workers)


def test_axe_finds_nothing_with_the_new_controls(page, base_url, axe_source):  # noqa: F811
    player = play_page(page, base_url, game=NEARLY_WON)
    player.get_by_role("checkbox", name="Can this still be won?").check()
    player.get_by_role("button", name="Hint").click()
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    player.locator(".cp-stats > summary").click()
    player.get_by_role("button", name="Reset the statistics").click()
    assert violations(page, axe_source, within="#player") == []  # the page: the walk's


#: A position from seeded random play (game 1, then 56 random moves: the hint benchmark's
#: first, benchmarks/hint.mjs) where the solver finds no winning line in 30 s of search:
#: every hint there is the best move found so far, said to be no proven win.
UNDECIDED = {
    "piles": {
        1: "10S 9S 2H KD 8S 4S 5S 4S",
        2: "QH KS 9C 6S JH QH",
        3: "10D 6D 9H 3C 4C AH KH 2C",
        4: "8D 7D",
        5: "9D AD 6C 5C",
        7: "4D 7S AS 3D 2D 3D",
        8: "3H 4H KC QC",
        9: "5D 2D 6D 4C 4D 2S 3S",
        10: "5H 7S",
        11: "8D AC 7D",
        12: "JS 5C JH 8C 7C 6C 7C 10D QD",
        13: "8H 6S QS 10C JC",
        14: "JD 3S 5S 9D 8S 2H 3H",
        15: "10H 4H 5H 6H 7H 6H 7H 8H",
        16: "9C 9H 5D 10H 8C",
    },
    "foundations": {
        "up-S": "2S",
        "up-H": "AH",
        "up-D": "AD",
        "up-C": "3C",
        "down-S": "9S",
        "down-H": "KH",
        "down-D": "JD",
        "down-C": "10C",
    },
    "redeals_left": 1,
}
#: What the tests below read, in each locale of PLAY_LOCALES.
WORDS = {
    "en": {
        "hint": "Hint",
        "guess": r"^Best move so far: .*\. Press Hint again",
        "searching": r"^Not a proven win\. Still searching for a winning line: \d+ s…",
        "unproven": r"^Not a proven win: no winning line was found in \d+ s of search\.",
        "longer": "Search longer",
        "unknown": r"^Unknown: no winning line was found in \d+ s of search\.",
        "still": r"^Still searching: \d+ s…",
        "at-any": r"^At move (\d+): ",
        "thinking": "Thinking…",
        "finish": "Finish",
        "lost-move": r"^Game lost\. Best move left: .*\. Press Hint",
        "lost": r"^No line wins from here: this game can no longer be won\.",
        "undo": "Undo the last move",
        "found": r"^Winning line found: .*\. Press Hint again to play it\.",
        "proven": r"^Winning line: .*\. Press Hint again to play it\.",
        "won": r"^Winnable: a winning line exists from here\.",
    },
    "hr": {
        "hint": "Savjet",
        "guess": r"^Najbolji potez dosad: .*\. Ponovno pritisnite Savjet",
        "searching": r"^Pobjeda nije dokazana\. Traženje pobjedničkog niza poteza traje: \d+ s…",
        "unproven": r"^Pobjeda nije dokazana: u \d+ s traženja nije pronađen",
        "longer": "Traži dulje",
        "unknown": r"^Nepoznato: u \d+ s traženja nije pronađen",
        "still": r"^Traženje traje: \d+ s…",
        "at-any": r"^Nakon (\d+)\. poteza: ",
        "thinking": "Razmišljam…",
        "finish": "Završi",
        "lost-move": r"^Igra je izgubljena\. Najbolji preostali potez: .*\. Ponovno pritisnite",
        "lost": r"^Odavde nijedan niz poteza ne vodi do pobjede: ova se igra više ne može dobiti\.",
        "undo": "Poništi zadnji potez",
        "found": r"^Pronađen pobjednički niz poteza: .*\. Ponovno pritisnite Savjet",
        "proven": r"^Pobjednički niz poteza: .*\. Ponovno pritisnite Savjet",
        "won": r"^Dobitno: odavde postoji pobjednički niz poteza\.",
    },
}


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_hint_gives_the_best_move_found_when_no_win_is_proven_and_goes_on_searching(
    page, base_url, locale
):
    words = WORDS[locale]
    player = play_page(page, base_url, game=UNDECIDED, locale=locale)
    player.get_by_role("button", name=words["hint"], exact=True).click()
    # A move, marked on the board and said to be no proven win.
    expect(player.locator(".cp-status")).to_have_text(re.compile(words["guess"]), timeout=THINKING)
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    # The search goes on, and says so, until it ends without a proof: then it offers more.
    advice = player.locator(".cp-advice")
    expect(advice).to_have_text(re.compile(f"{words['searching']}|{words['unproven']}"))
    longer = player.locator(".cp-advice-box").get_by_role("button", name=words["longer"])
    expect(longer).to_be_visible(timeout=THINKING)
    expect(advice).to_have_text(re.compile(words["unproven"]))
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    longer.click()
    expect(advice).to_have_text(re.compile(words["searching"]))
    expect(longer).to_be_hidden()
    # Asked again, the move shown is played.
    player.get_by_role("button", name=words["hint"], exact=True).click()
    expect(player.locator(".cp-place.cp-hint")).to_have_count(0)
    expect(player.locator(".cp-status")).not_to_have_text(re.compile(words["guess"]))


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_lost_position_is_said_lost_and_still_gets_a_move(page, base_url, locale):
    words = WORDS[locale]
    player = play_page(page, base_url, game=NEARLY_BLOCKED, locale=locale)
    hint = player.get_by_role("button", name=words["hint"], exact=True)
    status, marks = player.locator(".cp-status"), player.locator(".cp-place.cp-hint")
    advice = player.locator(".cp-advice")
    undo = player.locator(".cp-advice-box").get_by_role("button", name=words["undo"])
    hint.click()
    # The only move there is (the J♠ onto the Q♠), marked, and said to win no more.
    expect(status).to_have_text(re.compile(words["lost-move"]), timeout=THINKING)
    expect(marks).to_have_count(2)
    expect(advice).to_have_text(re.compile(words["lost"]))
    expect(undo).to_be_hidden()  # nothing to undo yet
    # Asked again, it is played; played on from a lost position, the next hint is a move
    # too (this position's own, searched for it), with Undo beside the advice.
    hint.click()
    expect(marks).to_have_count(0)
    expect(status).not_to_have_text(re.compile(words["lost-move"]))
    hint.click()
    expect(status).to_have_text(re.compile(words["lost-move"]), timeout=THINKING)
    expect(marks).to_have_count(2)
    expect(advice).to_have_text(re.compile(words["lost"]))
    expect(undo).to_be_visible()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_an_unknown_verdict_says_how_long_it_searched_and_searches_longer(page, base_url, locale):
    words = WORDS[locale]
    player = play_page(page, base_url, game=UNDECIDED, locale=locale)
    verdict = player.locator(".cp-verdict")
    player.locator(".cp-verdict-box input").check()
    expect(verdict).to_have_text(re.compile(words["unknown"]), timeout=THINKING)
    longer = player.locator(".cp-verdict-box").get_by_role("button", name=words["longer"])
    expect(longer).to_be_visible()
    longer.click()
    # A long search shows that it goes on, never "Thinking…".
    expect(verdict).to_have_text(re.compile(words["still"]), timeout=THINKING)
    expect(longer).to_be_hidden()


#: Every text the verdict shows, with the move the game was at: [text, moves].
RECORD_VERDICT = """root => {
  window.verdicts = [];
  const verdict = root.querySelector('.cp-verdict');
  const moves = () => Number(root.querySelector('.cp-counts').textContent.match(/\\d+/)[0]);
  const note = () => window.verdicts.push([verdict.textContent.trim(), moves()]);
  const all = { childList: true, subtree: true, characterData: true };
  new MutationObserver(note).observe(verdict, all);
  new MutationObserver(note).observe(root.querySelector('.cp-counts'), all);
}"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_verdict_slower_than_the_moves_never_names_a_move_it_did_not_answer(
    page, base_url, locale
):
    """Two moves played quickly: the verdict searches the position now, and "At move N"
    shows only an answer given for move N, an earlier move of this line (a review read
    "At move 0" at move 2 as stale); after an undo, never a move undone."""
    words = WORDS[locale]
    player = play_page(page, base_url, game=UNDECIDED, locale=locale)
    player.evaluate(RECORD_VERDICT)
    place(player, 1).click()  # the 4♠ onto the 3♠ of pile 9: move 1
    expect(player.locator(".cp-counts")).to_contain_text("1")
    verdict = player.locator(".cp-verdict")
    player.locator(".cp-verdict-box input").check()
    expect(verdict).to_have_text(words["thinking"])
    place(player, 8).click()  # the Q♣ onto the J♣ of pile 13: move 2, while it searches
    expect(player.locator(".cp-counts")).to_contain_text("2")
    # The answer is for the position now: no move named.
    expect(verdict).to_have_text(re.compile(words["unknown"]), timeout=THINKING)
    # Undone, move 2's answer is for no position of the game: never named at move 1.
    player.locator('.cp-bar [aria-keyshortcuts="U"]').click()
    expect(player.locator(".cp-counts")).to_contain_text("1")
    expect(verdict).to_have_text(re.compile(words["unknown"]), timeout=THINKING)
    at = re.compile(words["at-any"])
    shown = page.evaluate("window.verdicts")
    answered = set()  # the moves answered so far
    for text, moves in shown:
        named = at.match(text)
        if named:
            n = int(named.group(1))
            assert n < moves and n in answered, (locale, text, moves, shown)
        elif re.match(words["unknown"], text):
            answered.add(moves)
    assert answered == {1, 2}, shown


#: A solver's worker that answers from a script, at once: its first search ends with no
#: winning line (its best move the J♠ onto the 10♠ of NEEDS_REDEAL), every later one wins
#: by the 10♠ then the J♠ onto the foundations.
SCRIPTED_WORKER = """window.Worker = class {
  constructor() { this.asked = 0; this.onmessage = null; }
  postMessage({ id }) {
    const line = ['3 -> up-S', '2 -> up-S'];
    const data = this.asked++ === 0
      ? { id, verdict: 'unknown', line: [], best: '2 -> 3', nodes: 1, seconds: 10 }
      : { id, verdict: 'won', line, best: line[0], nodes: 1, seconds: 1 };
    queueMicrotask(() => this.onmessage?.({ data }));
  }
  terminate() {}
};"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_hint_left_unproven_follows_the_verdict_once_it_proves_a_win(page, base_url, locale):
    words = WORDS[locale]
    page.add_init_script(SCRIPTED_WORKER)
    player = play_page(page, base_url, game=NEEDS_REDEAL, locale=locale)
    status, marks = player.locator(".cp-status"), player.locator(".cp-place.cp-hint")
    advice, verdict = player.locator(".cp-advice"), player.locator(".cp-verdict")
    hint = player.get_by_role("button", name=words["hint"], exact=True)
    hint.click()
    # The hint's search ends with no proof: its best move, said to be no proven win.
    expect(status).to_have_text(re.compile(words["guess"]))
    expect(advice).to_have_text(re.compile(words["unproven"]))
    player.locator(".cp-verdict-box input").check()
    expect(verdict).to_have_text(re.compile(words["unknown"]))
    # The verdict's longer search proves a win: the hint becomes that line's first move,
    # said to be on a winning line, and "no proven win" shows nowhere any more.
    player.locator(".cp-verdict-box").get_by_role("button", name=words["longer"]).click()
    expect(verdict).to_have_text(re.compile(words["won"]))
    expect(status).to_have_text(re.compile(words["found"]))
    expect(advice).to_have_text("")
    expect(marks).to_have_count(2)
    advice_more = player.locator(".cp-advice-box").get_by_role("button", name=words["longer"])
    expect(advice_more).to_be_hidden()
    # Played, the next hint along the proven line says so at once.
    hint.click()
    expect(marks).to_have_count(0)
    hint.click()
    expect(status).to_have_text(re.compile(words["proven"]))
    expect(marks).to_have_count(2)
    expect(verdict).to_have_text(re.compile(words["won"]))


#: A solver's worker that never reports: the slowest a slice of its search can be.
SILENT_WORKER = """window.Worker = class {
  postMessage() {}
  terminate() {}
};"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_verdict_never_thinks_for_more_than_3_s(page, base_url, locale):
    words = WORDS[locale]
    # The page's timers run on a clock the test moves; the worker says nothing at all.
    page.add_init_script(SILENT_WORKER)
    page.clock.install()
    player = play_page(page, base_url, game=UNDECIDED, locale=locale)
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)
    place(player, 1).click()  # move 1
    expect(player.locator(".cp-counts")).to_contain_text("1")
    verdict = player.locator(".cp-verdict")
    player.locator(".cp-verdict-box input").check()
    expect(verdict).to_have_text(words["thinking"])
    page.clock.run_for(1000)
    expect(verdict).to_have_text(words["thinking"])
    # 2 s of the page's time with no word from the worker: how long the search has run.
    page.clock.run_for(1000)
    expect(verdict).to_have_text(re.compile(words["still"]))
    # Moved on while move 1 is searched: the position now is searched, "Thinking…" for
    # 2 s of the page's time again, then how long, never the move left.
    place(player, 8).click()  # move 2
    expect(player.locator(".cp-counts")).to_contain_text("2")
    expect(verdict).to_have_text(words["thinking"])
    page.clock.run_for(2000)
    expect(verdict).to_have_text(re.compile(words["still"]))


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_finish_shows_with_its_icon(page, base_url, locale):
    player = play_page(page, base_url, game=NEARLY_WON, locale=locale)
    finish = player.get_by_role("button", name=WORDS[locale]["finish"])
    expect(finish).to_be_visible()
    icon = finish.locator("svg.cp-icon")
    expect(icon).to_be_visible()
    box = icon.bounding_box()
    assert box and box["width"] >= 8 and box["height"] >= 8, box


#: JS: keep every message the page sends its solver's worker, in `window.sent`.
RECORD_WORKER = """
const post = Worker.prototype.postMessage;
window.sent = [];
Worker.prototype.postMessage = function (message, ...rest) {
  window.sent.push(message);
  return post.call(this, message, ...rest);
};
"""


#: JS: press Hint, and press it again as soon as the status line shows a guess (a double
#: press made while "Thinking…" showed): what the status line showed, and shows after.
PRESS_AT_GUESS = """(hint, pattern) => new Promise((resolve) => {
  const status = hint.closest('.crescent-player').querySelector('.cp-status');
  new MutationObserver((_, seen) => {
    const guess = status.textContent;
    if (!new RegExp(pattern).test(guess)) return;
    seen.disconnect();
    hint.click();
    resolve([guess, status.textContent]);
  }).observe(status, { childList: true, subtree: true, characterData: true });
  hint.click();
})"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_guess_is_not_played_by_a_press_made_as_it_shows(page, base_url, locale):
    """Hint pressed twice quickly, the second press made as the first's guess (no proven
    win) shows, says the guess again and plays nothing; asked again once the guess has
    shown 0.6 s, Hint plays it."""
    from browserkit import wait_page_clock

    words = WORDS[locale]
    player = play_page(page, base_url, game=UNDECIDED, locale=locale)
    hint = player.get_by_role("button", name=words["hint"], exact=True)
    moves = player.locator(".cp-counts > span").first
    shown, after = hint.evaluate(PRESS_AT_GUESS, words["guess"])
    assert re.search(words["guess"], shown), shown
    # The second press said the guess again (with the live region's mark that repeats its
    # words), and left its marks on the board.
    assert after == f"{shown}\u00a0", (shown, after)
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2)
    expect(player.locator(".cp-status")).to_have_text(re.compile(words["guess"]))
    expect(moves).to_have_text(re.compile(r"\b0$"))
    # Asked again once the guess has shown 0.6 s (read, and meant: a review pressed at 0.7 s
    # and was told it again), Hint plays it.
    wait_page_clock(page, 600)
    hint.click()
    expect(moves).to_have_text(re.compile(r"\b1$"))
    expect(player.locator(".cp-place.cp-hint")).to_have_count(0)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_hint_never_leads_back_to_a_position_passed_through(page, base_url, locale):
    # The 4♠ of pile 1 went onto the 3♠ of pile 9. The search is told the positions passed
    # through since the start, so that its move leads back to none (following every hint
    # once went round in a circle); after a redeal, none of them can come back.
    page.add_init_script(RECORD_WORKER)
    start = position(**UNDECIDED)
    store_game(page, base_url, start, log=["1 -> 9"])
    open_player(page, f"{base_url}/{locale}/play/")
    player = page.locator("#player")
    words = WORDS[locale]
    hint = player.get_by_role("button", name=words["hint"], exact=True)
    hint.click()
    expect(player.locator(".cp-status")).to_have_text(re.compile(words["guess"]), timeout=THINKING)
    sent = page.evaluate("window.sent.filter((m) => m.seen)")
    assert sent, "no search was asked for"
    seen = sent[-1]["seen"]
    assert [p["piles"] for p in seen] == [start["piles"], sent[-1]["position"]["piles"]]
    # The move back is never the hint: the 4♠ stays on pile 9.
    marked = player.locator(".cp-place.cp-hint")
    expect(marked).to_have_count(2)
    assert marked.evaluate_all("els => els.map((e) => e.dataset.place)") != ["1", "9"]
    redeal_now(player)
    page.evaluate("window.sent.length = 0")
    hint.click()
    expect(player.locator(".cp-status")).to_have_text(re.compile(words["guess"]), timeout=THINKING)
    after = page.evaluate("window.sent.filter((m) => m.seen).at(-1)")
    assert after["seen"] == [after["position"]]


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_redeals_question_gives_no_verdict_the_player_did_not_ask_for(page, base_url, locale):
    # A review pressed R with the verdict's box unchecked and read "A winning line is known
    # from here" in the question: the verdict the box keeps back. The solver knows the
    # answer in both rounds; the question says it only while the box is checked.
    m = wording(locale)
    player = play_page(page, base_url, game=NEARLY_WON, locale=locale)
    box = player.locator(".cp-verdict-box input")
    box.check()
    verdict = player.locator(".cp-verdict")
    expect(verdict).to_have_text(m.text("player.verdict-won"), timeout=THINKING)
    redeal = player.locator('button[aria-keyshortcuts="R"]')
    plain, warning = "player.confirm-redeal", "player.confirm-redeal-won"
    for checked, question in ((False, plain), (True, warning)):
        box.set_checked(checked)
        redeal.click()
        ask = page.get_by_role("alertdialog", name=m.text(question))
        expect(ask).to_be_visible()
        page.keyboard.press("Escape")
        expect(ask).to_be_hidden()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_redeal_says_first_that_it_leaves_a_winning_line_known(page, base_url, locale):
    # Nothing known yet: the redeal's plain question. Once a hint has found a winning line
    # that needs no redeal, the question says that the redeal leaves it.
    m = wording(locale)
    player = play_page(page, base_url, game=NEARLY_WON, locale=locale)
    redeal = player.locator('button[aria-keyshortcuts="R"]')
    for question, before in (("player.confirm-redeal", None), ("player.confirm-redeal-won", "h")):
        if before:
            page.keyboard.press(before)
            expect(player.locator(".cp-status")).to_have_text(
                re.compile(f"{WORDS[locale]['found']}|{WORDS[locale]['proven']}"), timeout=THINKING
            )
        redeal.click()
        ask = page.get_by_role("alertdialog", name=m.text(question))
        expect(ask).to_be_visible()
        page.keyboard.press("Escape")
        expect(ask).to_be_hidden()


#: A solver's worker whose first search proves a win by a line that does not redeal (the
#: J♠ onto the 10♠ of NEEDS_REDEAL first), and whose later searches never answer.
FIRST_ANSWER_ONLY = """window.asked = 0;
window.Worker = class {
  constructor() { this.onmessage = null; }
  postMessage({ id }) {
    if (window.asked++ > 0) return;
    const line = ['2 -> 3'];
    const data = { id, verdict: 'won', line, best: line[0], nodes: 1, seconds: 1 };
    queueMicrotask(() => this.onmessage?.({ data }));
  }
  terminate() {}
};"""


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_after_a_redeal_the_verdict_names_no_answer_from_before_it(page, base_url, locale):
    """An answer given before a redeal is about other piles: after the redeal the verdict
    searches, "Thinking…", and never shows it as "At move N" (a review read "At move 0:
    winnable…", just after a redeal at move 0, as the answer now)."""
    words = WORDS[locale]
    page.add_init_script(FIRST_ANSWER_ONLY)
    player = play_page(page, base_url, game=NEEDS_REDEAL, locale=locale)
    player.evaluate(RECORD_VERDICT)
    verdict = player.locator(".cp-verdict")
    player.locator(".cp-verdict-box input").check()
    expect(verdict).to_have_text(re.compile(words["won"]))
    redeal_now(player)
    expect(verdict).to_have_text(words["thinking"])
    # Thinking… gives way to how long the search has run, never to the answer before.
    expect(verdict).to_have_text(re.compile(words["still"]), timeout=THINKING)
    shown = [text for text, _ in page.evaluate("window.verdicts")]
    assert not any(re.match(words["at-any"], text) for text in shown), shown
