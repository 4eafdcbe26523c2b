"""The deal of the day: the Play page's link #today deals the same cards to every player on
a date, the date where the player is; its link on the Home and Play pages; and it asks
first, as any linked code does, when a game is in progress."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime

import pytest
from browserkit import PLAY_LOCALES, expect_status, open_player
from playwright.sync_api import expect
from test_ending import CODE, first_move, wording
from test_play import names, python_names
from test_table import play_page

from crescent_docs.engine import GameCode

pytestmark = pytest.mark.browser

#: 23:30 in Greenwich on 4 December 2026 is 13:30 on 5 December at Kiritimati (UTC+14) and
#: 18:30 on 4 December in New York: the deal follows the player's date, not Greenwich's.
NOW = datetime(2026, 12, 4, 23, 30, tzinfo=UTC)
DATES = {"Pacific/Kiritimati": date(2026, 12, 5), "America/New_York": date(2026, 12, 4)}


def day_code(day: date) -> str:
    """The deal of ``day``: its number is the count of days since 1 January 1970."""
    return str(GameCode((day - date(1970, 1, 1)).days))


@pytest.mark.parametrize("zone", DATES)
@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_today_deals_the_deal_of_the_players_date(browser, base_url, locale, zone):
    context = browser.new_context(timezone_id=zone, viewport={"width": 1000, "height": 900})
    try:
        page = context.new_page()
        page.clock.set_fixed_time(NOW)
        code = day_code(DATES[zone])
        open_player(page, f"{base_url}/{locale}/play/#today")
        player = page.locator("#player")
        expect_status(player, wording(locale).text("player.today-started", code=code))
        # The address and the game's link name the code, not "today": shared, they open
        # this deal on any later day.
        page.wait_for_function(f"location.hash === '#{code}'")
        expect(player.locator(".cp-share a")).to_have_attribute("href", re.compile(f"#{code}$"))
        assert names(player) == python_names(locale, code)
    finally:
        context.close()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_link_to_today_asks_first_when_a_game_is_in_progress(page, base_url, locale):
    m = wording(locale)
    # The page's context has the machine's time zone, as Python's astimezone() does.
    today = day_code(NOW.astimezone().date())
    page.clock.set_fixed_time(NOW)
    player = play_page(page, base_url, locale, code=CODE)
    first_move(player)
    # The Play page's own link, in its text under the board.
    link = page.locator(".md-content a[href='#today']")
    expect(link).to_have_count(1)
    link.click()
    ask = page.get_by_role("alertdialog", name=m.text("player.confirm-today", code=today))
    expect(ask).to_be_visible()
    ask.get_by_role("button", name=m.text("player.today-play")).click()
    expect(ask).to_be_hidden()
    expect_status(player, m.text("player.today-started", code=today))
    page.wait_for_function(f"location.hash === '#{today}'")
    # The link again, on today's deal: nothing is asked, and the game goes on.
    link.click()
    page.wait_for_function(f"location.hash === '#{today}'")
    expect(ask).to_be_hidden()
    expect(player.locator(".cp-share")).to_contain_text(today)


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_the_home_page_links_to_today(page, base_url, locale):
    page.clock.set_fixed_time(NOW)
    today = day_code(NOW.astimezone().date())
    page.goto(f"{base_url}/{locale}/")
    page.locator(".md-content a[href$='play/#today']").click()
    player = page.locator("#player")
    expect_status(player, wording(locale).text("player.today-started", code=today))
    assert page.url.split("#")[0].endswith(f"/{locale}/play/")
    page.wait_for_function(f"location.hash === '#{today}'")
