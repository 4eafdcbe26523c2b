"""The player's English fallback text says its language: in a locale whose bundle lists
keys that fall back to English, the elements that show them (a button's label, the live
region) carry lang="en", and lose it when their words are translated again."""

from __future__ import annotations

import json

import pytest
from browserkit import (
    BACK_AND_FORTH,
    expect_status,
    open_player,
    position,
    put_end_away,
    redeal_now,
    store_game,
)
from playwright.sync_api import expect

from crescent_docs.i18n import source_strings

pytestmark = pytest.mark.browser

#: The keys the Catalan bundle is made to miss here: the redeal button's labels, its refusal.
FALLEN = ("player.redeal-left", "player.no-redeal", "refusal.no-redeal-left")

LANG_OF = """([root, text]) => {
  const all = [...root.querySelectorAll('*')].filter(
    (e) => e.textContent.replace('\\u00a0', '').trim() === text);
  const e = all.at(-1);
  return e ? e.closest('[lang]').getAttribute('lang') : null;
}"""


def _bundle_with_english(route) -> None:
    response = route.fetch()
    bundle = json.loads(response.text())
    strings = source_strings()
    for key in FALLEN:
        source = strings[key]
        if source.plural is None:
            bundle["strings"][key] = source.singular
        else:
            bundle["strings"][key] = {
                category: source.plural if category != "one" else source.singular
                for category in bundle["strings"][key]
            }
    bundle["english"] = list(FALLEN)
    route.fulfill(response=response, body=json.dumps(bundle), content_type="application/json")


def _lang(player, text: str) -> str | None:
    return player.page.evaluate(LANG_OF, [player.element_handle(), text])


def test_the_players_english_fallback_has_lang_en(page, base_url):
    page.route("**/ca/assets/crescent/messages.json", _bundle_with_english)
    store_game(page, base_url, position(**BACK_AND_FORTH))
    open_player(page, f"{base_url}/ca/play/")
    player = page.locator("#player")
    redeal = player.locator('button[aria-keyshortcuts="R"]')
    expect(redeal).to_have_text("Redeal (3 left)")
    assert _lang(player, "Redeal (3 left)") == "en"
    # The rest of the player still speaks Catalan.
    undo = player.locator('button[aria-keyshortcuts="U"]')
    assert _lang(player, undo.text_content().strip()) == "ca"
    for label in ("Redeal (2 left)", "Redeal (1 left)", "No redeal left"):
        redeal_now(player)
        expect(redeal).to_have_text(label)
        assert _lang(player, label) == "en"
    # The last redeal blocked the game: its panel lies over the controls; then a redeal
    # when none is left.
    put_end_away(page, player)
    redeal.click(force=True)
    expect_status(player, "No redeal left")
    status = player.locator(".cp-status")
    expect(status).to_have_attribute("lang", "en")
    # A translated message in the same live region takes the page's language back.
    place = player.locator('button[data-place="1"]')
    place.click()
    expect(status).not_to_have_text("No redeal left")
    expect(status).not_to_have_attribute("lang", "en")
    assert not page.errors


def test_a_complete_locale_marks_nothing_in_the_player(page, base_url):
    store_game(page, base_url, position(**BACK_AND_FORTH))
    open_player(page, f"{base_url}/ca/play/")
    assert page.locator('#player [lang="en"]').count() == 0
