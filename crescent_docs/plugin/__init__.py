"""The MkDocs plugin: one complete Material site per locale, from one English source."""

from .plugin import CrescentPlugin

__all__ = ["CrescentPlugin"]
