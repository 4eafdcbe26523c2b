"""Every announcement speaks a card in words ("queen of clubs"), as the places' names and
the textual diagrams do, while what shows keeps the symbols ("Q♣"): the live region after a
selection, a refusal, a move and a hint, and the name of a place that takes the selected
card, in English and Croatian."""

from __future__ import annotations

import re

import pytest
from browserkit import NEARLY_WON, PLAY_LOCALES, place, spoken, status
from playwright.sync_api import expect
from test_table import card, play_page, wording

pytestmark = pytest.mark.browser

SUIT = re.compile("[♠♥♦♣]")
#: How long the test lets the solver think (ms): a fraction of a second on an idle
#: machine, many times that on a loaded one.
THINKING = 30_000


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def heard(region) -> str:
    """What assistive technology gets of ``region``: its accessibility tree, as text."""
    return region.aria_snapshot()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_every_announcement_speaks_its_cards_in_words(page, base_url, locale):
    w = wording(locale)
    queen, jack, king = (w.long(card(c)) for c in ("QC", "JD", "KD"))
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    region = player.locator(".cp-status")

    def check(*words: str, shows: bool = False) -> None:
        said = heard(region)
        assert not SUIT.search(said), said
        # The snapshot joins the region's text nodes with spaces: compared without them.
        assert squeeze(spoken(region)) in squeeze(said), (spoken(region), said)
        for word in words:
            assert word in said, (word, said)
        # What shows keeps the symbols (a move told in Croatian names its cards "tref D").
        assert not shows or SUIT.search(status(player)), status(player)

    # A selection: the Q♣ (pile 3) can go onto the K♣ (pile 4) or its foundation.
    place(player, 3).click()
    expect(place(player, 3)).to_have_class(re.compile(r"\bcp-sel\b"))
    check(queen, shows=True)
    # The places that take it say which card they take, in words.
    name = place(player, 4).get_attribute("aria-labelledby")
    accepts = page.locator(f"#{name}").text_content()
    assert queen in accepts and not SUIT.search(accepts), accepts
    expect(place(player, 4)).to_have_accessible_name(re.compile(re.escape(queen)))
    # A refusal: the Q♣ onto the Q♦, then what the Q♦ takes (the J♦ or the K♦).
    place(player, 2).click()
    expect(region).to_contain_text(w.text("refusal.not-same-suit"))
    check(jack, king, shows=True)
    # A move.
    place(player, 3).click()
    place(player, 4).click()
    expect(region).to_contain_text(w.text("narration.move-item", number=1, step="")[:4])
    # In words, and shown as the board shows the cards: "Q♣", "D♣" in Croatian (whose
    # pages' prose says "tref D"), never the prose's form.
    check(queen, w.long(card("KC")))
    moved, onto = card("QC"), card("KC")
    step = w.text(
        "narration.pile-to-pile",
        card=w.the(moved, w.short(moved)),
        source=3,
        target=w.the(onto, w.short(onto), "object"),
        destination=4,
    )
    assert status(player) == w.text("narration.move-item", number=1, step=step), status(player)
    assert w.narrative(moved) == w.short(moved) or w.narrative(moved) not in status(player)
    # A hint: a move of a winning line, marked on the board.
    player.get_by_role("button", name=w.text("player.hint"), exact=True).click()
    expect(player.locator(".cp-place.cp-hint")).to_have_count(2, timeout=THINKING)
    check()


@pytest.mark.parametrize("locale", PLAY_LOCALES)
def test_a_move_says_the_card_it_uncovers(page, base_url, locale):
    """A move off a pile that leaves a card on it says that card, shown and in words, after
    the move (a screen reader would otherwise have to go and look); a move that empties its
    pile says none (test_every_announcement_speaks_its_cards_in_words)."""
    w = wording(locale)
    player = play_page(page, base_url, locale, game=NEARLY_WON)
    region = player.locator(".cp-status")
    place(player, 2).dblclick()  # the Q♦ onto its foundation, off the K♦
    king = card("KD")
    uncovers = w.text("narration.uncovers", card=w.the(king, w.short(king), "object"))
    expect(region).to_contain_text(w.text("narration.move-item", number=1, step="")[:4])
    said = status(player)
    assert said.endswith(f". {uncovers}"), said
    # Heard in words: the king of diamonds, not its symbol.
    expect(region).to_contain_text(w.long(king))
