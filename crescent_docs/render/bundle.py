"""The player's message bundle for one locale: every keyed string, translated, as JSON.

Plural messages map each CLDR plural category to its form, and ordinals each CLDR ordinal
category to its template, so the browser picks forms with ``Intl.PluralRules`` (the same
CLDR rules Babel uses here) and needs no gettext expression. ``english`` lists the keys
that fall back to English in this locale (absent when none does), so that the player can
give the elements showing them ``lang="en"``. Every per-rank card form (``card.the.8``)
is in the bundle, the one of its family (``card.the.number``) where the catalog gives none,
so that the player picks a card's form by its rank alone.
"""

from __future__ import annotations

from typing import Any

from crescent_docs.i18n import Messages

__all__ = ["message_bundle"]

#: Numbers that reach every CLDR plural category of the languages we know.
_SAMPLES = (*range(120), 1000, 1000000)


def message_bundle(messages: Messages) -> dict[str, Any]:
    strings: dict[str, Any] = {}
    english = [key for key in messages.strings if messages.falls_back(key)]
    for key, source in messages.strings.items():
        if source.plural is None:
            # A per-rank form left empty (card.the.8) carries its family's (card.the.number).
            strings[key] = messages.lookup(key)[0]
            continue
        forms: dict[str, str] = {}
        for n in _SAMPLES:
            category = messages.locale.plural_form(n)
            if category not in forms:
                forms[category] = messages.translations.npgettext(
                    key, source.singular, source.plural, n
                )
        strings[key] = forms
    bundle: dict[str, Any] = {"locale": messages.code, "strings": strings}
    if english:
        bundle["english"] = english
    return bundle
