"""English shown in another language's page, marked so that it can say its language.

When a keyed message has no translation in a locale, its English shows instead. The words
of the game (:class:`~crescent_docs.i18n.wording.Wording`) then wrap each English piece of
the message's template between two private-use characters, ``EN_START`` and ``EN_END``
(never in a catalog or a source string): the words put into its placeholders are marked,
or not, by their own message. Where the text becomes HTML, :func:`html_text` escapes it and
turns the marks into ``<span lang="en">`` (``<tspan>`` in SVG); where it becomes an
attribute, a log line or JSON, :func:`plain` drops them, and :func:`english` says whether
the whole text is English (the element then carries ``lang="en"``). A complete locale
never falls back: its text has no marks, and its pages no ``lang="en"``.
"""

from __future__ import annotations

import html
import re

__all__ = [
    "EN_END",
    "EN_START",
    "SOURCE_LANGUAGE",
    "english",
    "html_text",
    "lang_attribute",
    "mark",
    "plain",
]

#: The language of the source strings and pages.
SOURCE_LANGUAGE = "en"
EN_START, EN_END = "\ue000", "\ue001"

_PLACEHOLDER = re.compile(r"(\{[a-z_][a-z0-9_]*\})")
_MARKED = re.compile(f"{EN_START}[^{EN_END}]*{EN_END}")
_EDGES = re.compile(r"^(\s*)(.*?)(\s*)$", re.S)


def mark(template: str) -> str:
    """``template`` with each piece of its own words (not its placeholders, spaces or
    symbols) between the marks: ``the {card}`` becomes ``⟨the⟩ {card}``."""
    parts = _PLACEHOLDER.split(template)
    for i in range(0, len(parts), 2):
        edges = _EDGES.match(parts[i])
        assert edges is not None
        before, words, after = edges.groups()
        if any(c.isalpha() for c in words):
            parts[i] = f"{before}{EN_START}{words}{EN_END}{after}"
    return "".join(parts)


def plain(text: str) -> str:
    """``text`` without its marks: for an attribute, a title, a log line, JSON."""
    return text.replace(EN_START, "").replace(EN_END, "")


def english(text: str) -> bool:
    """Whether all the words of ``text`` are marked English (and it has some)."""
    if EN_START not in text:
        return False
    return not any(c.isalpha() for c in _MARKED.sub("", text))


def html_text(text: str, tag: str = "span", *, quote: bool = False) -> str:
    """``text`` as HTML element content: escaped, its English in ``<tag lang="en">``."""
    escaped = html.escape(text, quote=quote)
    if EN_START not in escaped:
        return escaped
    return escaped.replace(EN_START, f'<{tag} lang="{SOURCE_LANGUAGE}">').replace(
        EN_END, f"</{tag}>"
    )


def lang_attribute(text: str) -> str:
    """`` lang="en"`` for an element whose accessible name is ``text``, when it is all
    English; otherwise nothing."""
    return f' lang="{SOURCE_LANGUAGE}"' if english(text) else ""
