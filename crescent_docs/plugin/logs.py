"""What the build prints: per locale one coverage line and its problems, nothing else.

Two kinds of MkDocs' lines say nothing to the reader of a build, and are dropped here
(filters on MkDocs' own loggers, installed once per process, inherited by the workers):

* a link to a page's game code (``play.md#CR1-N-AAAAAAB``) is reported as an anchor the
  page lacks: the fragment is not an anchor but the game the player reads from the
  address. Only fragments that are valid game codes are dropped; MkDocs still checks the
  anchor of every other link.
* each locale's "Building documentation to directory" names the staging folder (a
  temporary name), and the other locales' "Documentation built in" a time within the
  whole build: the whole build's own line says how long it took.
"""

from __future__ import annotations

import logging
import re

from crescent_docs.engine import CodeError, GameCode

from .workers import ACTIVE_LOCALE

__all__ = ["install"]

_MISSING_ANCHOR = re.compile(
    r"^Doc file '[^']*' contains a link '[^']*', but the doc '[^']*' does not contain an "
    r"anchor '#(?P<fragment>[^']*)'\.$"
)


def _game_code(fragment: str) -> bool:
    try:
        GameCode.parse(fragment)
    except CodeError:
        return False
    return True


class _GameCodeAnchors(logging.Filter):
    """Drops MkDocs' missing-anchor line when the fragment is a game code."""

    def filter(self, record: logging.LogRecord) -> bool:
        match = _MISSING_ANCHOR.match(record.getMessage())
        return match is None or not _game_code(match["fragment"])


class _StagingLines(logging.Filter):
    """Drops the lines that name the staging folder, or time one locale of many."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if message.startswith("Building documentation to directory: "):
            return False  # the staging folder's temporary name
        # One locale's time, in a build of many, which says its own.
        return not (message.startswith("Documentation built in ") and ACTIVE_LOCALE.get())


def install() -> None:
    """Install the filters (once; again changes nothing)."""
    for name, kind in (
        ("mkdocs.structure.pages", _GameCodeAnchors),
        ("mkdocs.commands.build", _StagingLines),
    ):
        logger = logging.getLogger(name)
        if not any(isinstance(f, kind) for f in logger.filters):
            logger.addFilter(kind())
