"""The site's root page (``root.html``), which sends visitors to their language's site.

It lists every locale's site, each link in its own language, and its script goes to the
first locale the browser asks for that the site has, else to the first locale.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from pathlib import Path

import jinja2
from markupsafe import Markup

__all__ = ["write"]

_ENVIRONMENT = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent),
    autoescape=True,
    keep_trailing_newline=True,
)


def write(target: Path, links: Sequence[tuple[str, str]], title: str, favicon: str) -> None:
    """Write the root page at ``target``: ``links`` are (locale, link text as HTML), the
    first locale's first; ``title`` is text; ``favicon`` the icon's path in a locale site."""
    locales = [locale for locale, _ in links]
    page = _ENVIRONMENT.get_template("root.html").render(
        first=locales[0],
        title=Markup(html.escape(title)),
        favicon=favicon,
        locales_json=Markup(json.dumps(locales)),
        links=[{"locale": locale, "text": Markup(text)} for locale, text in links],
    )
    target.write_text(page, encoding="utf-8")
