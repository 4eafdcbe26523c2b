"""Catalogs and wording: every string a reader sees, in their language.

The English source strings live in ``strings.toml`` (keyed) and in the English pages under
``docs/``; translations live in ``locales/<locale>/LC_MESSAGES/messages.po``.
"""

from .catalog import CatalogError, Messages, load_messages, refusal_text, source_strings

__all__ = ["CatalogError", "Messages", "load_messages", "refusal_text", "source_strings"]
