"""The words that a won game's Share shares say the hints used in it, when there were any."""

from __future__ import annotations

import json
import subprocess

import pytest
from browserkit import PLAY_LOCALES, ROOT, expect_status, place, store_game
from playwright.sync_api import expect
from test_table import play_page, wording

pytestmark = pytest.mark.browser

CODE = "CR1-N-AAAAAAB"


@pytest.fixture(scope="module")
def winning_line() -> list[str]:
    """A winning line of the deal, from the solver (the steps after its lines of figures)."""
    out = subprocess.run(
        [str(ROOT / ".venv" / "bin" / "crescent-docs"), "solve", CODE, "--nodes", "100000"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    line = [step for step in out if step == "redeal" or " -> " in step]
    assert line[-1] != "redeal"
    return line


@pytest.mark.parametrize(("locale", "hints"), [(PLAY_LOCALES[0], 2), (PLAY_LOCALES[1], 3)])
def test_share_says_the_hints_used(browser, base_url, winning_line, locale, hints):
    m = wording(locale)
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page = context.new_page()
        game = {"v": 1, "code": CODE, "start": None, "log": winning_line[:-1], "time": 0}
        store_game(page, base_url, raw=json.dumps({**game, "hints": hints}))
        player = play_page(page, base_url, locale)
        page.evaluate("delete Navigator.prototype.share")
        source, target = winning_line[-1].split(" -> ")
        place(player, source).click()
        if player.locator(".cp-sel").count():
            place(player, target).click()
        panel = player.get_by_role("dialog", name=m.text("player.won-title"))
        expect(panel).to_be_visible()
        panel.get_by_role("button", name=m.text("player.share")).click()
        expect_status(player, m.text("player.shared"))
        text = page.evaluate("navigator.clipboard.readText()")
        assert m.plural("player.share-hints", hints) in text, text
    finally:
        context.close()


def test_share_says_no_hints_when_none_were_used(browser, base_url, winning_line):
    m = wording("en")
    context = browser.new_context(viewport={"width": 1000, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page = context.new_page()
        player = play_page(page, base_url, code=CODE, log=winning_line[:-1])
        page.evaluate("delete Navigator.prototype.share")
        source, target = winning_line[-1].split(" -> ")
        place(player, source).click()
        if player.locator(".cp-sel").count():
            place(player, target).click()
        panel = player.get_by_role("dialog", name=m.text("player.won-title"))
        panel.get_by_role("button", name=m.text("player.share")).click()
        expect_status(player, m.text("player.shared"))
        text = page.evaluate("navigator.clipboard.readText()")
        assert "hint" not in text, text
    finally:
        context.close()
