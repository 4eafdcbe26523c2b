"""The questions asked before a game in progress is left (New game, Restart this deal,
another game's code) say that it counts as a loss in the statistics, as the statistics'
rule says, and every locale says it in its own words (no English fallback)."""

from __future__ import annotations

from pathlib import Path

import pytest

from crescent_docs.i18n import load_messages

ROOT = Path(__file__).resolve().parents[1]
LOCALES = sorted(p.parent.parent.name for p in (ROOT / "locales").glob("*/LC_MESSAGES/messages.po"))
QUESTIONS = ("player.confirm-new", "player.confirm-restart", "player.confirm-code")


def test_the_english_questions_say_that_leaving_counts_as_a_loss():
    messages = load_messages("en", ROOT / "locales")
    rule = messages.lookup("player.stats-rule")[0]
    assert "as lost when you leave it unfinished for another game" in rule
    for key in QUESTIONS:
        assert "count as a loss in your statistics" in messages.lookup(key)[0], key


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_translates_the_questions(locale):
    messages = load_messages(locale, ROOT / "locales")
    for key in QUESTIONS:
        template, english = messages.lookup(key)
        assert not english, (locale, key, template)
