"""The plugin's options in mkdocs.yml (``plugins: - crescent: …``)."""

from __future__ import annotations

from mkdocs.config import base
from mkdocs.config import config_options as c

__all__ = ["CrescentConfig"]


class CrescentConfig(base.Config):
    """Typed options of the ``crescent`` plugin."""

    #: The locales to build, each a complete site under /<locale>/; the first is the default.
    locales = c.ListOfItems(c.Type(str), default=["en"])
    #: The language of the source pages in docs/ and of strings.toml.
    source_locale = c.Type(str, default="en")
    #: Where the catalogs live: <locales_dir>/<locale>/LC_MESSAGES/messages.po.
    locales_dir = c.Type(str, default="locales")
    #: Locales still being translated: their untranslated messages are not strict errors.
    in_progress = c.ListOfItems(c.Type(str), default=[])
    #: The example won game that the build replays and the pages quote.
    example = c.Type(str, default="docs/examples/won-game.toml")
    #: How many processes build the locales at once: a whole number, or "auto" (a worker
    #: per core, beside the main process). CRESCENT_JOBS overrides it; 1 builds the locales
    #: one after another.
    jobs = c.Type((int, str), default="auto")
