"""The About page's translation status: a table of every locale's coverage.

Each locale's coverage is known only once that locale's own build has read its catalog,
and the locales build in parallel: a page's table is written with a placeholder in each
cell (:func:`table`), and every cell is filled in when the site is published
(:func:`fill`), in the pages that hold a table and in the search index, which holds their
text too.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

from babel.numbers import format_percent

from crescent_docs.i18n import Messages
from crescent_docs.i18n.coverage import Coverage
from crescent_docs.i18n.fallback import html_text
from crescent_docs.i18n.locales import autonym, babel_locale

__all__ = ["SEARCH_INDEX", "fill", "table"]

#: A status table's cell, which the page holds until the site is published.
_CELL = "crescent-status-cell-{locale}-{field}"
#: The search index that the search plugin writes into each locale's site: it holds the
#: text of the status tables too.
SEARCH_INDEX = "search/search_index.json"


def table(words: Messages, locales: Iterable[str], total: int) -> str:
    """The table (HTML), in the language of ``words``, of ``locales`` out of ``total``
    messages, with a placeholder in each cell."""
    rows = []
    for locale in locales:
        translated = _CELL.format(locale=locale, field="translated")
        percent = _CELL.format(locale=locale, field="percent")
        rows.append(
            f'<tr><td lang="{locale}">{html.escape(autonym(locale))}</td>'
            f"<td>{translated} / {total}</td><td>{percent}</td></tr>"
        )
    head = "".join(
        f"<th>{html_text(words.marked(key))}</th>"
        for key in ("status.language", "status.translated", "status.coverage")
    )
    return (
        f'<table class="crescent-status"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def fill(site: Path, built: str, pages: Iterable[str], every: Mapping[str, Coverage]) -> None:
    """Write every locale's coverage (``every``) into the tables of ``pages`` of the site of
    ``built`` (the folder ``site``), its percentages as that locale writes them, and into its
    search index, as the search plugin writes text (HTML-escaped, in JSON)."""
    cells: dict[str, str] = {}
    for locale, result in every.items():
        percent = format_percent(result.percent / 100, locale=babel_locale(built))
        cells[_CELL.format(locale=locale, field="translated")] = str(result.translated)
        cells[_CELL.format(locale=locale, field="percent")] = percent
    pattern = re.compile("|".join(re.escape(cell) for cell in cells))
    for name in pages:
        _substitute(site / name, pattern, cells, html.escape)
    if (site / SEARCH_INDEX).is_file():
        _substitute(site / SEARCH_INDEX, pattern, cells, _json_text)


def _json_text(value: str) -> str:
    """``value`` as the search plugin writes a page's text: HTML-escaped, in a JSON string."""
    return json.dumps(html.escape(value, quote=False))[1:-1]


def _substitute(
    path: Path, pattern: re.Pattern[str], cells: dict[str, str], escape: Callable[[str], str]
) -> None:
    """Replace each cell named in ``cells`` in the file at ``path`` with its value, escaped."""
    text = path.read_bytes().decode("utf-8")
    path.write_bytes(pattern.sub(lambda match: escape(cells[match.group()]), text).encode())
