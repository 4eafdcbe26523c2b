"""The end of a free game and what must not be lost: the win's panel and the blocked game's,
the verdict and the controls once a game is won, Undo after a win, the questions as modal
dialogs, Redo, a typed or linked code asked first, and hint-aided wins in the statistics.
In every locale at both sizes, one page a size: the controls of a game that Finish can end
(a mouse's size at a desktop, with the status line under them; on a phone, Finish in Hint's
place), then its questions and panels fit."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from browserkit import (
    LOCALES,
    NEARLY_BLOCKED,
    NEARLY_WON,
    PLAY_LOCALES,
    expect_status,
    open_player,
    place,
    position,
    settle,
    store_game,
    stored,
)
from playwright.sync_api import expect
from test_table import page_at, play_page

pytestmark = pytest.mark.browser

CODE = "CR1-N-AAAAAAB"
OTHER = "CR1-N-AAAAAAC"
STATS = "crescent-player/stats"
#: The taps that win NEARLY_WON: the K♠ up, the Q♦ and K♦ up, the Q♣ up, the K♣ up.
WIN = [1, 2, 2, 3, "up-C", 4]


def wording(locale: str):
    from browserkit import ROOT

    from crescent_docs.i18n import load_messages

    return load_messages(locale, ROOT / "locales")


def tap(player, *places) -> None:
    for p in places:
        place(player, p).click()


def counter(player):
    return player.locator(".cp-counts > span").first


def first_move(player, code=CODE):
    """Play the deal's first legal move (a second tap when the first only selected)."""
    from crescent_docs.engine import Game, deal

    move = Game(deal(code)).legal_moves()[0]
    place(player, str(move.source)).click()
    played = counter(player).filter(has_text=re.compile(r"\b1$"))
    expect(player.locator(".cp-sel").or_(played).first).to_be_visible()
    if player.locator(".cp-sel").count():
        place(player, str(move.destination)).click()
    expect(counter(player)).to_have_text(re.compile(r"\b1$"))


#: The foundations that are not in sight: out of the window, under the header, or under
#: something else at their card's centre (the top element there is not theirs).
FOUNDATIONS_IN_SIGHT = """() => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  return [...document.querySelectorAll('#player .cp-found .cp-place')].filter((p) => {
    const r = p.querySelector('.cp-card').getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    return r.top < header || r.bottom > innerHeight || !p.contains(document.elementFromPoint(x, y));
  }).map((p) => p.dataset.place);
}"""


#: JS: a dialog's box and its shown buttons' (with their words), whether it shows all it
#: holds (it scrolls nothing), the boxes of its player's table and board, the places whose
#: cards it lies over, and the page's width, in one call.
BOXES = """dialog => {
  const box = (e) => { const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, text: e.textContent }; };
  const player = dialog.closest('.crescent-player');
  return { box: box(dialog), fits: dialog.scrollHeight <= dialog.clientHeight + 1,
    buttons: [...dialog.querySelectorAll('button')]
      .filter((b) => b.getClientRects().length && getComputedStyle(b).visibility !== 'hidden')
      .map(box),
    table: player && box(player.querySelector('.cp-table')),
    board: player && box(player.querySelector('.cp-board')),
    covered: [...(player?.querySelectorAll('.cp-board .cp-place:not(.cp-empty) .cp-card') ?? [])]
      .filter((c) => {
        const [a, b] = [c.getBoundingClientRect(), dialog.getBoundingClientRect()];
        return a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
      }).map((c) => c.closest('.cp-place').dataset.place),
    page: document.documentElement.scrollWidth };
}"""


def inside(box, outer) -> bool:
    return (
        box["x"] >= outer["x"] - 0.5
        and box["y"] >= outer["y"] - 0.5
        and box["x"] + box["width"] <= outer["x"] + outer["width"] + 0.5
        and box["y"] + box["height"] <= outer["y"] + outer["height"] + 0.5
    )


# -- the win ----------------------------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_win_opens_a_panel_and_nothing_contradicts_it(page, base_url, locale):
    m = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    # The verdict, on before the win.
    player.locator(".cp-verdict-box input").check()
    tap(player, *WIN)
    panel = player.get_by_role("dialog", name=m.text("player.won-title"))
    expect(panel).to_be_visible()
    # The game's figures and its records (the first win without a hint sets both).
    for line in [
        m.text("player.moves", n=5),
        m.text("player.end-redeals", n="0"),
        m.text("player.end-hints", n="0"),
        m.text("player.end-streak", n="1"),
        m.text("player.end-best-time"),
        m.text("player.end-best-moves"),
    ]:
        expect(panel.locator("li").filter(has_text=line)).to_have_count(1)
    expect(panel.locator("li").filter(has_text=re.compile(r"\d+:\d\d"))).to_have_count(1)
    # Its offers; the last tap's focus went to the first of them.
    new = panel.get_by_role("button", name=m.text("player.new-game"))
    expect(new).to_be_focused()
    expect(panel.get_by_role("button", name=m.text("player.restart"))).to_be_visible()
    # A position set up by hand has no link to share.
    expect(panel.get_by_role("button", name=m.text("player.share"))).to_be_hidden()
    # Nothing contradicts the win: the verdict says it, Hint and Finish are off.
    expect(player.locator(".cp-verdict")).to_have_text(
        re.compile(re.escape(m.text("player.verdict-done")))
    )
    expect(player.locator('button[aria-keyshortcuts="H"]')).to_have_attribute(
        "aria-disabled", "true"
    )
    expect(player.get_by_role("button", name=m.text("player.finish"))).to_be_hidden()
    expect(player.locator('button[aria-keyshortcuts^="Control+Y"]')).to_have_attribute(
        "aria-disabled", "true"
    )
    # Escape puts the panel away, and the focus goes back to the board.
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    assert page.evaluate("document.activeElement.dataset.place") is not None
    # Undo after a win reopens the game: the panel goes, Hint is back, the verdict judges
    # again; the win stays counted once, and winning again counts nothing more.
    page.keyboard.press("u")
    expect(counter(player)).to_have_text(re.compile(r"\b4$"))
    expect(panel).to_be_hidden()
    expect(player.locator('button[aria-keyshortcuts="H"]')).to_have_attribute(
        "aria-disabled", "false"
    )
    expect(player.locator(".cp-verdict")).not_to_have_text(
        re.compile(re.escape(m.text("player.verdict-done")))
    )
    page.keyboard.press("Control+y")
    expect(panel).to_be_visible()
    expect(panel.locator("li").filter(has_text=m.text("player.end-streak", n="1"))).to_have_count(1)
    stats = json.loads(page.evaluate("k => localStorage.getItem(k)", STATS))
    assert (stats["played"], stats["won"]) == (1, 1)
    # Put away, then Undo and Redo within one task, before any promise of the first can
    # settle (as a loaded machine may deliver two keys): the won game's panel comes back.
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    page.evaluate(
        """() => {
            const at = document.activeElement;
            for (const [key, ctrlKey] of [['u', false], ['y', true]])
                at.dispatchEvent(new KeyboardEvent('keydown', { key, ctrlKey, bubbles: true }));
        }"""
    )
    expect(panel).to_be_visible()
    # New game, from the panel.
    new.click()
    expect(panel).to_be_hidden()
    expect(counter(player)).to_have_text(re.compile(r"\b0$"))


@pytest.fixture(scope="module")
def winning_line() -> list[str]:
    """A winning line of CODE, from the solver (the steps after its lines of figures)."""
    import subprocess

    from browserkit import ROOT

    out = subprocess.run(
        [str(ROOT / ".venv" / "bin" / "crescent-docs"), "solve", CODE, "--nodes", "100000"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    line = [step for step in out if step == "redeal" or " -> " in step]
    assert line[-1] != "redeal"
    return line


@pytest.mark.parametrize(("locale", "hints"), [("en", 0), ("en", 2), ("hr", 3)])
def test_a_won_game_with_a_code_is_shared_with_its_link(
    browser, base_url, winning_line, locale, hints
):
    """Share's words: the game, its moves and its link, and the hints used in it when there
    were any (Croatian's 3: a plural form of its own), never a word of hints without."""
    from browserkit import store_game

    m = wording(locale)
    line = winning_line
    moves = len(line) - line.count("redeal")
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page = context.new_page()
        game = {"v": 1, "code": CODE, "start": None, "log": line[:-1], "time": 0}
        store_game(page, base_url, raw=json.dumps({**game, "hints": hints} if hints else game))
        player = play_page(page, base_url, locale)
        # Where the browser has a share sheet, Share opens it; here, the clipboard.
        page.evaluate("delete Navigator.prototype.share")
        source, target = line[-1].split(" -> ")
        place(player, source).click()
        if player.locator(".cp-sel").count():
            place(player, target).click()
        panel = player.get_by_role("dialog", name=m.text("player.won-title"))
        expect(panel).to_be_visible()
        panel.get_by_role("button", name=m.text("player.share")).click()
        expect_status(player, m.text("player.shared"))
        # Shown on the button too, where the eye is (a review on a phone saw nothing).
        expect(panel.get_by_role("button", name=m.text("player.copied"))).to_be_visible()
        text = page.evaluate("navigator.clipboard.readText()")
        assert text.endswith(f"/{locale}/play/#{CODE}"), text
        if hints:
            assert m.plural("player.share-hints", hints) in text, text
        else:
            assert text.startswith(f"I won Crescent game {CODE} in {moves} moves and "), text
            assert "hint" not in text, text
    finally:
        context.close()


# -- the blocked game -------------------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_won_game_no_longer_asks_whether_it_can_be_won(page, base_url, locale):
    """The verdict's box, left unchecked: once the game is won, "Can this still be won?" is
    out of sight and of the tab order, in its place (nothing under it moves); Undo brings it
    back (a review read the question under a won game as a contradiction)."""
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    box = player.locator(".cp-verdict-box")
    expect(box).to_be_visible()
    where = box.bounding_box()
    tap(player, *WIN)
    expect(
        player.get_by_role("dialog", name=wording(locale).text("player.won-title"))
    ).to_be_visible()
    expect(box).to_be_hidden()
    assert box.bounding_box() == where
    page.keyboard.press("Escape")
    page.keyboard.press("u")
    expect(box).to_be_visible()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_blocked_game_opens_a_panel_with_its_verdict(page, base_url, locale):
    m = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_BLOCKED)
    place(player, 4).focus()
    page.keyboard.press("Enter")  # the J♠ onto the Q♠: blocked
    panel = player.get_by_role("dialog", name=m.text("player.blocked-title"))
    expect(panel).to_be_visible()
    expect(panel).to_contain_text(m.text("player.blocked"))
    expect(panel).to_contain_text(m.text("player.verdict-lost"))
    undo = panel.get_by_role("button", name=m.text("player.undo-last"))
    expect(undo).to_be_focused()
    expect(panel.get_by_role("button", name=m.text("player.restart"))).to_be_visible()
    expect(panel.get_by_role("button", name=m.text("player.new-game"))).to_be_visible()
    expect(panel.get_by_role("button", name=m.text("player.share"))).to_be_hidden()
    page.keyboard.press("Enter")
    expect(panel).to_be_hidden()
    expect(counter(player)).to_have_text(re.compile(r"\b0$"))
    # The close button puts it away too.
    tap(player, 4)
    expect(panel).to_be_visible()
    panel.get_by_role("button", name=m.text("player.close")).click()
    expect(panel).to_be_hidden()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_blocked_games_panel_gives_its_figures_and_when_it_counts(page, base_url, locale):
    """A blocked game's panel gives the game's moves, time, redeals and hints, as a win's
    does, and says that the game counts as lost once another starts; the statistics say so
    too while it is on the board, and no more once Undo has taken it back (a review
    read a blocked game's statistics, 0 games played, and could not tell whether it had
    counted)."""
    m = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_BLOCKED)
    tap(player, 4)  # the J♠ onto the Q♠: blocked
    panel = player.get_by_role("dialog", name=m.text("player.blocked-title"))
    expect(panel).to_be_visible()
    items = panel.locator("li")
    for line in [
        m.text("player.blocked"),
        m.text("player.verdict-lost"),
        m.text("player.moves", n=1),
        m.text("player.end-redeals", n="3"),
        m.text("player.end-hints", n="0"),
        m.text("player.blocked-counts"),
    ]:
        expect(items.filter(has_text=line)).to_have_count(1)
    expect(items.filter(has_text=re.compile(r"\d+:\d\d"))).to_have_count(1)
    # Why it is blocked comes first, when it counts last.
    texts = items.all_text_contents()
    assert texts[0] == m.text("player.blocked"), texts
    assert texts[-1] == m.text("player.blocked-counts"), texts
    panel.get_by_role("button", name=m.text("player.close")).click()
    stats = player.locator(".cp-stats")
    stats.locator("summary").click()
    expect(stats.get_by_text(m.text("player.blocked-counts"))).to_be_visible()
    expect(stats.get_by_text(m.text("player.stats-pending"))).to_have_count(0)
    expect(stats.locator('dd[data-stat="played"]')).to_have_text("0")
    # Undo takes the game back before its one move: nothing is going on, and the
    # statistics, opened again, say nothing of it.
    stats.locator("summary").click()
    place(player, 4).focus()
    page.keyboard.press("u")
    expect(counter(player)).to_have_text(re.compile(r"\b0$"))
    stats.locator("summary").click()
    expect(stats.locator("p.cp-stats-now")).to_have_text("")


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_blocked_games_panel_gives_the_page_its_scroll_back_when_it_goes(
    browser, base_url, locale
):
    """At a desktop the board fills the window, and a blocked game's panel lies under it:
    the page scrolls to show it, the board's top row under the header. Undo, the panel's
    ×, or Escape puts it away, and the page scrolls back (a review found the top row left
    under the header after Undo)."""
    m = wording(locale)
    with page_at(browser, 1280, 800) as page:
        page.emulate_media(reduced_motion="reduce")
        player = play_page(page, base_url, locale, game=NEARLY_BLOCKED)
        panel = player.get_by_role("dialog", name=m.text("player.blocked-title"))
        for away in ("player.undo-last", "player.close", "Escape"):
            tap(player, 4)
            expect(panel).to_be_visible()
            page.wait_for_function("() => scrollY > 0")
            if away == "Escape":
                page.keyboard.press("Escape")
            else:
                panel.get_by_role("button", name=m.text(away)).click()
            expect(panel).to_be_hidden()
            page.wait_for_function("() => scrollY === 0")
            if away != "player.undo-last":
                place(player, 4).focus()
                page.keyboard.press("u")
            expect(counter(player)).to_have_text(re.compile(r"\b0$"))


# -- the questions ----------------------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_question_is_a_modal_dialog_that_keeps_the_focus(page, base_url, locale):
    m = wording(locale)
    player = play_page(page, base_url, locale, code=CODE)
    first_move(player)
    new = player.locator(".cp-bar").get_by_role("button", name=m.text("player.new-game"))
    new.click()
    ask = page.get_by_role("alertdialog", name=m.text("player.confirm-new"))
    expect(ask).to_be_visible()
    assert page.evaluate("document.querySelector('dialog.cp-ask').matches(':modal')")
    # Tab goes round its two buttons: the page behind is inert.
    for _ in range(4):
        page.keyboard.press("Tab")
        assert page.evaluate("!!document.activeElement.closest('dialog.cp-ask')")
    # The board's and the page's keys do not reach behind it: U undoes nothing, ? opens no
    # list of keys.
    page.keyboard.press("u")
    page.keyboard.press("?")
    settle(page)
    expect(ask).to_be_visible()
    expect(counter(player)).to_have_text(re.compile(r"\b1$"))
    assert not player.locator(".cp-more").evaluate("e => e.open")
    # Solid: its background is opaque.
    assert page.evaluate(
        "getComputedStyle(document.querySelector('dialog.cp-ask')).backgroundColor"
    ).startswith("rgb(")
    page.keyboard.press("Escape")
    expect(ask).to_be_hidden()
    expect(new).to_be_focused()
    expect_status(player, m.text("player.goes-on"))


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_typed_or_linked_code_asks_first_when_a_game_is_in_progress(page, base_url, locale):
    m = wording(locale)
    player = play_page(page, base_url, locale, code=CODE)
    first_move(player)
    player.locator(".cp-more summary").click()
    field = player.locator("input.cp-input")
    # A code that does not read is refused first; the next one, which reads, clears the
    # refusal while its question is asked (a review read both at once).
    field.fill("hello")
    field.press("Enter")
    error = player.locator(".cp-error")
    expect(error).to_have_text(m.text("player.code-error.form"))
    expect(field).to_have_attribute("aria-invalid", "true")
    field.fill(OTHER.lower())
    field.press("Enter")
    ask = page.get_by_role("alertdialog", name=m.text("player.confirm-code", code=OTHER))
    expect(ask).to_be_visible()
    expect(error).to_have_text("")
    assert field.get_attribute("aria-invalid") is None
    ask.get_by_role("button", name=m.text("player.keep-playing")).click()
    expect(ask).to_be_hidden()
    expect(counter(player)).to_have_text(re.compile(r"\b1$"))
    assert stored(page)["code"] == CODE
    # A link to another game, opened while this one is in progress: asked too; kept, the
    # address names the game that goes on.
    page.evaluate(f"location.hash = '#{OTHER}'")
    expect(ask).to_be_visible()
    page.keyboard.press("Escape")
    expect(ask).to_be_hidden()
    page.wait_for_function(f"location.hash === '#{CODE}'")
    assert stored(page)["code"] == CODE
    # Opened from the start (a reload with the link): asked on the board.
    page.goto(f"{base_url}/{locale}/play/#{OTHER}")
    expect(ask).to_be_visible()
    ask.get_by_role("button", name=m.text("player.code-play")).click()
    expect(player.locator(".cp-share")).to_contain_text(OTHER)
    expect(counter(player)).to_have_text(re.compile(r"\b0$"))
    # With no move made, a code is played at once.
    player.locator(".cp-more").evaluate("d => d.open = true")
    player.locator("input.cp-input").fill(CODE)
    player.locator("input.cp-input").press("Enter")
    expect(player.locator(".cp-share")).to_contain_text(CODE)
    expect(ask).to_be_hidden()


# -- Redo -------------------------------------------------------------------------------


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_redo_plays_again_what_undo_took_back_until_a_new_move(page, base_url, locale):
    m = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    redo = player.get_by_role("button", name=m.text("player.redo"), exact=True)
    expect(redo).to_have_attribute("aria-disabled", "true")
    tap(player, 1, 2)  # two moves: the K♠ up, the Q♦ up
    expect(counter(player)).to_have_text(re.compile(r"\b2$"))
    place(player, 1).focus()
    page.keyboard.press("u")
    page.keyboard.press("u")
    expect(counter(player)).to_have_text(re.compile(r"\b0$"))
    expect(redo).to_have_attribute("aria-disabled", "false")
    # The key, then the button, in the order the moves were played.
    page.keyboard.press("Control+y")
    expect(counter(player)).to_have_text(re.compile(r"\b1$"))
    status = player.locator(".cp-status")
    expect(status).to_contain_text(m.text("player.redone"))
    redo.click()
    expect(counter(player)).to_have_text(re.compile(r"\b2$"))
    expect(redo).to_have_attribute("aria-disabled", "true")
    # Ctrl+Shift+Z redoes too; a new move ends what Redo could play.
    place(player, 1).focus()
    page.keyboard.press("Control+z")
    expect(counter(player)).to_have_text(re.compile(r"\b1$"))
    page.keyboard.press("Control+Shift+z")
    expect(counter(player)).to_have_text(re.compile(r"\b2$"))
    page.keyboard.press("u")
    expect(redo).to_have_attribute("aria-disabled", "false")
    tap(player, 3, 4)  # another move: the Q♣ onto the K♣
    expect(counter(player)).to_have_text(re.compile(r"\b2$"))
    expect(redo).to_have_attribute("aria-disabled", "true")
    page.keyboard.press("Control+y")
    expect(counter(player)).to_have_text(re.compile(r"\b2$"))


# -- the statistics ---------------------------------------------------------------------


def nearly_won_after(page: Any, base_url: str, locale: str, stats: dict[str, Any]) -> Any:
    """Play in ``locale``, without motion, on the nearly won game, the statistics stored
    as ``stats`` say: the player."""
    page.emulate_media(reduced_motion="reduce")
    store_game(page, base_url, position(**NEARLY_WON))
    stored = {"v": 1} | stats
    page.evaluate("s => localStorage.setItem('crescent-player/stats', s)", json.dumps(stored))
    open_player(page, f"{base_url}/{locale}/play/")
    return page.locator("#player")


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_win_with_hints_counts_apart_sets_no_record_and_ends_the_streak(page, base_url, locale):
    m = wording(locale)
    # Three wins without a hint before this game: a streak of 3.
    before = {"played": 3, "won": 3, "wonHinted": 0, "streak": 3, "bestStreak": 3}
    before |= {"hints": 0, "bestTime": 300, "fewestMoves": 150}
    player = nearly_won_after(page, base_url, locale, before)
    hint = player.locator('button[aria-keyshortcuts="H"]')
    hint.click()
    expect(player.locator(".cp-hint").first).to_be_visible(timeout=15000)
    hint.click()  # the hinted move, played
    expect(counter(player)).to_have_text(re.compile(r"\b1$"))
    player.get_by_role("button", name=m.text("player.finish")).click()
    panel = player.get_by_role("dialog", name=m.text("player.won-title"))
    expect(panel).to_be_visible()
    expect(panel).to_contain_text(m.text("player.end-hinted-streak"))
    expect(panel).not_to_contain_text(m.text("player.end-best-time"))
    # The hints used stay in sight; no streak is claimed for this win.
    expect(panel.locator("li").filter(has_text=m.text("player.end-hints", n="1"))).to_have_count(1)
    streak_line = re.escape(m.text("player.end-streak", n="@")).replace("@", r"\d+")
    expect(panel.locator("li").filter(has_text=re.compile(streak_line))).to_have_count(0)
    player.locator(".cp-stats > summary").click()
    figure = lambda k: player.locator(f'.cp-stats dd[data-stat="{k}"]')  # noqa: E731
    expect(figure("won")).to_have_text("4")
    expect(figure("won-hinted")).to_have_text("1")
    expect(figure("hints")).to_have_text("1")
    expect(figure("streak")).to_have_text("0")
    expect(figure("best-streak")).to_have_text("3")
    expect(figure("best-time")).to_have_text("5:00")
    expect(figure("fewest-moves")).to_have_text("150")
    expect(player.locator(".cp-stats")).to_contain_text(m.text("player.stats-hint-streak-rule"))


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_win_without_hints_extends_the_streak_and_says_it(page, base_url, locale):
    m = wording(locale)
    before = {"played": 2, "won": 2, "wonHinted": 1, "streak": 1, "bestStreak": 1}
    before |= {"hints": 3, "bestTime": None, "fewestMoves": None}
    player = nearly_won_after(page, base_url, locale, before)
    player.get_by_role("button", name=m.text("player.finish")).click()
    panel = player.get_by_role("dialog", name=m.text("player.won-title"))
    expect(panel).to_be_visible()
    expect(panel.locator("li").filter(has_text=m.text("player.end-streak", n="2"))).to_have_count(1)
    expect(panel).not_to_contain_text(m.text("player.end-hinted-streak"))
    player.locator(".cp-stats > summary").click()
    expect(player.locator('.cp-stats dd[data-stat="streak"]')).to_have_text("2")
    expect(player.locator('.cp-stats dd[data-stat="best-streak"]')).to_have_text("2")


# -- fit: every locale, both sizes ------------------------------------------------------

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


def desktop_controls_fit(player, locale: str, height: int) -> None:
    """At a desktop, free play's controls are a mouse's size (36 to 40 px high), their words
    14 px where the language's words leave the room (13 px elsewhere), in one row no wider
    than the board; the status line lies right under them, where the eye is after a press,
    with the moves and the time at its end, clear of the board. Every card left can go to
    the foundations: Finish is shown too (the longest row)."""
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
    assert say["y"] + say["height"] <= height, row
    # The moves and the time: at the status line's end (the player's), in its row, 14 px.
    counts = row["counts"]
    assert row["countsFont"] >= 14, row
    assert abs(counts["y"] - say["y"]) <= 4, row
    assert apart(counts, board) and apart(counts, bar), row


def phone_controls_fit(player, m) -> None:
    """On a phone, Finish takes the place of Hint, in a row that overflows nothing."""
    bar = player.locator(".cp-bar")
    finish = bar.get_by_role("button", name=m.text("player.finish"), exact=True)
    expect(finish).to_be_visible()  # every card left can go straight up
    expect(bar.locator('button[aria-keyshortcuts="H"]')).to_be_hidden()
    assert bar.evaluate("e => e.scrollWidth - e.clientWidth") <= 0


@pytest.mark.parametrize("locale", LOCALES)
def test_the_controls_panels_and_questions_fit_in_every_locale(browser, base_url, locale):
    """In a window of each size, a game that every card left can finish: the controls
    (Finish among them) as it opens, the questions before it is thrown away, its win's
    panel; then a game that one move blocks, and its panel."""
    m = wording(locale)
    for width, height in [(1280, 800), (390, 844)]:
        with page_at(browser, width, height) as page:
            page.emulate_media(reduced_motion="reduce")
            for game, taps, title in [
                (NEARLY_WON, WIN, "player.won-title"),
                (NEARLY_BLOCKED, [4], "player.blocked-title"),
            ]:
                player = play_page(page, base_url, locale, game=game)
                if game is NEARLY_WON:
                    if width > 1000:
                        desktop_controls_fit(player, locale, height)
                    else:
                        phone_controls_fit(player, m)
                    # On the way to the win, a game in progress: the question before it is
                    # thrown away fits the window; Escape keeps the game.
                    tap(player, taps[0])
                    expect(counter(player)).to_have_text(re.compile(r"\b1$"))
                    screen = {"x": 0, "y": 0, "width": width, "height": height}
                    # And the question before it is lost by Restart: its words and both
                    # answers inside the window too.
                    for control, question in (
                        ("player.new-game", "player.confirm-new"),
                        ("player.restart", "player.confirm-restart"),
                    ):
                        bar = player.locator(".cp-bar")
                        bar.get_by_role("button", name=m.text(control)).click()
                        ask = page.get_by_role("alertdialog", name=m.text(question))
                        expect(ask).to_be_visible()
                        seen = ask.evaluate(BOXES)
                        assert seen["buttons"], (locale, width, question)
                        assert inside(seen["box"], screen), (locale, width, question)
                        for b in seen["buttons"]:
                            assert inside(b, seen["box"]), (locale, width, question, b)
                            assert inside(b, screen), (locale, width, question, b)
                        page.keyboard.press("Escape")
                        expect(ask).to_be_hidden()
                    # The redeal's question once a hint has found a winning line, its longest.
                    page.keyboard.press("h")
                    expect(player.locator(".cp-place.cp-hint")).to_have_count(2, timeout=30_000)
                    player.locator('button[aria-keyshortcuts="R"]').click()
                    ask = page.get_by_role("alertdialog", name=m.text("player.confirm-redeal-won"))
                    expect(ask).to_be_visible()
                    seen = ask.evaluate(BOXES)
                    assert inside(seen["box"], screen), (locale, width, seen["box"])
                    for b in seen["buttons"]:
                        assert inside(b, screen), (locale, width, b)
                    page.keyboard.press("Escape")
                    expect(ask).to_be_hidden()
                    taps = taps[1:]
                tap(player, *taps)
                panel = player.get_by_role("dialog", name=m.text(title))
                expect(panel).to_be_visible()
                seen = panel.evaluate(BOXES)
                table, box = seen["table"], seen["box"]
                assert inside(box, table), (locale, width, title, box, table)
                # Nothing in it is cut off: it scrolls nothing, and each button lies in it.
                assert seen["fits"], (locale, width)
                assert seen["buttons"], (locale, width, title)
                for b in seen["buttons"]:
                    assert inside(b, box), (locale, width, b)
                    assert b["height"] >= 44 - 0.5, (locale, width, b)
                # It covers no card of the board, and at a win the eight full foundations
                # stay in sight, under the header. A blocked game's lies under the board; a
                # win's, at a desktop, over the board's emptied top rows: the page has not
                # scrolled (the board was whole in the window).
                board = seen["board"]
                assert seen["covered"] == [], (locale, width, title, seen["covered"])
                if title == "player.won-title":
                    assert page.evaluate(FOUNDATIONS_IN_SIGHT) == [], (locale, width)
                    if width > 1000:
                        assert inside(box, board), (locale, box, board)
                        assert page.evaluate("scrollY") == 0, locale
                else:
                    under = board["y"] + board["height"] - 0.5
                    assert box["y"] >= under, (locale, width, box, board)
                assert seen["page"] <= width


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_axe_finds_nothing_in_the_panels_and_the_question(page, base_url, locale):
    from test_accessibility import AXE, violations

    if not AXE.exists():
        pytest.skip("node_modules/axe-core is missing: run npm ci")
    axe = AXE.read_text(encoding="utf-8")
    m = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    # On the way to the win, a game in progress: the question before it is thrown away.
    tap(player, WIN[0])
    expect(counter(player)).to_have_text(re.compile(r"\b1$"))
    player.locator(".cp-bar").get_by_role("button", name=m.text("player.new-game")).click()
    ask = page.get_by_role("alertdialog", name=m.text("player.confirm-new"))
    expect(ask).to_be_visible()
    assert violations(page, axe) == []
    page.keyboard.press("Escape")
    expect(ask).to_be_hidden()
    tap(player, *WIN[1:])
    expect(player.get_by_role("dialog", name=m.text("player.won-title"))).to_be_visible()
    # The panels lie in the player, which alone changed (the page whole: the walk's,
    # test_accessibility.py); the modal question above makes the rest of the page inert.
    assert violations(page, axe, within="#player") == []
    player = play_page(page, base_url, locale, game=NEARLY_BLOCKED)
    tap(player, 4)
    expect(player.get_by_role("dialog", name=m.text("player.blocked-title"))).to_be_visible()
    assert violations(page, axe, within="#player") == []


#: In the page: every frame until the page's scroll has stood still for ten frames, whether
#: the header's top is at the window's top and the point (195, 1) is the header's; the
#: frames where either was not, and the scroll at the end.
HEADER_ON_TOP = """async () => {
  const header = document.querySelector('.md-header');
  const bad = [];
  let still = 0, last = -1, frames = 0;
  while (still < 10 && frames < 600) {
    await new Promise((r) => requestAnimationFrame(r));
    frames += 1;
    const at = document.elementFromPoint(195, 1);
    const top = header.getBoundingClientRect().top;
    if (Math.abs(top) > 0.5 || !header.contains(at)) bad.push([scrollY, top, at?.className]);
    still = scrollY === last ? still + 1 : 0;
    last = scrollY;
  }
  return { bad, scrolled: scrollY };
}"""


#: The page scrolled before a win: on a phone, the board's top at the header (the panel,
#: under the board, lies out of sight below); at a desktop, 200 px down (the panel, over the
#: board's top rows, lies under the header).
SCROLLED = {
    "phone": ((390, 844), {"has_touch": True, "is_mobile": True}, "e => e.scrollIntoView()"),
    "desktop": ((1280, 800), {}, "e => scrollTo(0, 200)"),
}


@pytest.mark.parametrize("size", SCROLLED)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_win_panel_out_of_sight_scrolls_in_under_the_header(browser, base_url, locale, size):
    """A win's panel out of sight comes into it, whole, under the header: the page scrolls
    down to it on a phone, back up to it at a desktop, and nothing shows above the header
    meanwhile."""
    (width, height), options, scroll = SCROLLED[size]
    m = wording(locale)
    with page_at(browser, width, height, **options) as page:
        player = play_page(page, base_url, locale, game=NEARLY_WON)
        player.evaluate(scroll)
        header = page.locator(".md-header").bounding_box()
        board = player.locator(".cp-board").bounding_box()
        assert header is not None and board is not None
        if size == "desktop":
            assert board["y"] + 40 < header["y"] + header["height"], (board, header)
        tap(player, *WIN)
        panel = player.get_by_role("dialog", name=m.text("player.won-title"))
        expect(panel).to_be_visible()
        found = page.evaluate(HEADER_ON_TOP)
        # Nothing shows above the header while the page scrolls, nor after.
        assert found["bad"] == [], found
        # The panel is whole in the window, under the header.
        box = panel.bounding_box()
        assert box is not None
        assert box["y"] >= header["y"] + header["height"] - 0.5, (box, header)
        assert box["y"] + box["height"] <= height + 0.5, box
        if size == "desktop":
            assert page.evaluate(FOUNDATIONS_IN_SIGHT) == [], locale


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_records_left_empty_by_hinted_wins_say_why(page, base_url, locale):
    """Every win so far with hints: beside "100 %" won, the best time and the fewest moves
    say that only wins without hints count, not a bare "none yet"; with no win at all they
    say "none yet"."""
    m = wording(locale)
    hinted = {"played": 2, "won": 2, "wonHinted": 2, "streak": 0, "bestStreak": 0}
    hinted |= {"hints": 5, "bestTime": None, "fewestMoves": None}
    for stats, said in (
        (hinted, m.text("player.stats-none-hinted")),
        (hinted | {"won": 0, "wonHinted": 0}, m.text("player.stats-none")),
    ):
        player = nearly_won_after(page, base_url, locale, stats)
        player.locator(".cp-stats > summary").click()
        figures = player.locator(".cp-stats dd")
        expect(figures.and_(page.locator('[data-stat="won-hinted"]'))).to_have_text(
            str(stats["wonHinted"])
        )
        for record in ("best-time", "fewest-moves"):
            expect(figures.and_(page.locator(f'[data-stat="{record}"]'))).to_have_text(said)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_redo_with_nothing_undone_says_so(page, base_url, locale):
    # Its twin, Undo with nothing to undo, says "Nothing to undo"; Redo said nothing, and
    # a review read the words left there as Redo's.
    m = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    place(player, 3).focus()
    page.keyboard.press("Control+z")
    expect_status(player, m.text("refusal.nothing-to-undo"))
    page.keyboard.press("Control+y")
    expect_status(player, m.text("player.nothing-to-redo"))
