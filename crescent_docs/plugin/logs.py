"""What the build prints: per locale one coverage line and its problems, nothing else.

Two kinds of MkDocs' lines say nothing to the reader of a build, and are dropped here
(filters on MkDocs' own loggers, installed once per process, inherited by the workers):

* a link to a page's game code (``play.md#CR1-N-AAAAAAB``), or to the deal of the day
  (``play.md#today``, ``#today`` on the page itself), is reported as an anchor the page
  lacks: the fragment is not an anchor but the game the player reads from the address.
  Only fragments that are valid game codes, or ``today``, are dropped; MkDocs still checks
  the anchor of every other link.
* each locale's "Building documentation to directory" names the staging folder (a
  temporary name): the first locale's names the site's folder instead, the others' are
  dropped, as are their "Documentation built in" (a time within the whole build: the
  whole build's own line says how long it took).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from crescent_docs.engine import CodeError, GameCode

from .workers import ACTIVE_LOCALE

__all__ = ["install", "staging_folder"]

#: The staging folder of this process's build, and the site's folder it stands for.
_STAGING: dict[str, str] = {}
_BUILDING = "Building documentation to directory: "

_MISSING_ANCHOR = re.compile(
    r"^Doc file '[^']*' contains a link '[^']*', but the doc '[^']*' does not contain an "
    r"anchor '#(?P<fragment>[^']*)'\.$"
    r"|^Doc file '[^']*' contains a link '#(?P<own>[^']*)', but there is no such anchor on "
    r"this page\.$"
)
#: The fragment of the deal of the day, which the Play page reads (player/play.js).
TODAY = "today"


def _game(fragment: str) -> bool:
    """Whether ``fragment`` names a game for the player: a game code, or today's deal."""
    if fragment == TODAY:
        return True
    try:
        GameCode.parse(fragment)
    except CodeError:
        return False
    return True


class _GameCodeAnchors(logging.Filter):
    """Drops MkDocs' missing-anchor line when the fragment names a game."""

    def filter(self, record: logging.LogRecord) -> bool:
        match = _MISSING_ANCHOR.match(record.getMessage())
        return match is None or not _game(match["fragment"] or match["own"])


class _StagingLines(logging.Filter):
    """Drops the lines that name the staging folder, or time one locale of many."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if message.startswith(_BUILDING):
            if ACTIVE_LOCALE.get() is not None:
                return False  # another locale: one line says where the whole site goes
            folder = Path(message.removeprefix(_BUILDING)).parent
            record.msg, record.args = f"{_BUILDING}{_STAGING.get(str(folder), folder)}", ()
            return True
        # One locale's time, in a build of many, which says its own.
        return not (message.startswith("Documentation built in ") and ACTIVE_LOCALE.get())


def staging_folder(staging: Path, site: Path) -> None:
    """Name ``site`` where MkDocs would name ``staging``, where the locales are built."""
    _STAGING.clear()
    _STAGING[str(staging)] = str(site)


def install() -> None:
    """Install the filters (once; again changes nothing)."""
    for name, kind in (
        ("mkdocs.structure.pages", _GameCodeAnchors),
        ("mkdocs.commands.build", _StagingLines),
    ):
        logger = logging.getLogger(name)
        if not any(isinstance(f, kind) for f in logger.filters):
            logger.addFilter(kind())
