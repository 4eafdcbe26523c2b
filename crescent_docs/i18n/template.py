"""``make messages``: extract the English messages into ``locales/messages.pot`` (with a
proper header, so that ``msginit`` and ``msgfmt`` work on it) and merge it into every
catalog, the gettext way (Babel's ``extract`` and ``update``).

One thing is added to what Babel writes: a keyed message whose note lists the placeholders
a translation may use (``Placeholders: {short} {rank} {suit} {symbol}``) is flagged
``no-python-brace-format``, since its translation may use placeholders that its English
text does not (Croatian ``{suit} {rank}`` for ``{short}``); the build checks those
placeholders itself (:mod:`crescent_docs.i18n.checks`), and ``msgfmt -c`` then accepts it.

Run it from the project folder: ``python -m crescent_docs.i18n.template``.
"""

from __future__ import annotations

import os
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po, write_po

__all__ = ["PROJECT", "main", "mark_free_placeholders"]

PROJECT = "Crescent Docs"
VERSION = "1"
FREE = "no-python-brace-format"


def mark_free_placeholders(catalog: Catalog) -> None:
    """Flag the messages whose note lists the placeholders their translation may use."""
    for message in catalog:
        if message.id and any(n.startswith("Placeholders:") for n in message.auto_comments):
            message.flags.discard("python-brace-format")
            message.flags.add(FREE)


HEADER = f"""The English messages of {PROJECT}, extracted by `make messages`.
Translators: see locales/README.md. Start a catalog with `make locale LOCALE=ll` (or
msginit -i locales/messages.pot -l ll -o locales/ll/LC_MESSAGES/messages.po)."""


def _template_header(catalog: Catalog) -> None:
    """A header that msginit and msgfmt accept: the project, its version, UTF-8, and a
    creation date from SOURCE_DATE_EPOCH when it is set (so that it changes with commits)."""
    catalog.project, catalog.version = PROJECT, VERSION
    catalog.copyright_holder = PROJECT
    catalog.msgid_bugs_address = ""
    catalog.header_comment = "\n".join(f"# {line}" for line in HEADER.splitlines())
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    if epoch.isdigit():
        catalog.creation_date = datetime.fromtimestamp(int(epoch), UTC)


def _rewrite(path: Path, template: bool) -> None:
    """Give ``path`` (the template or a catalog) its project header and flags."""
    with path.open("rb") as handle:
        catalog = read_po(handle)
    if template:
        _template_header(catalog)
    else:
        catalog.project, catalog.version = PROJECT, VERSION
        catalog.msgid_bugs_address = ""
    mark_free_placeholders(catalog)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=None, include_previous=not template)  # type: ignore[arg-type]


def main(argv: list[str] | None = None) -> int:
    if argv:
        os.chdir(argv[0])
    root = Path()
    locales = root / "locales"
    pot = locales / "messages.pot"
    babel = CommandLineInterface()
    babel.run(  # type: ignore[no-untyped-call]
        [
            "pybabel",
            "--quiet",
            "extract",
            "-F",
            "babel.cfg",
            "--project",
            PROJECT,
            "--version",
            VERSION,
            "--copyright-holder",
            PROJECT,
            "--msgid-bugs-address",
            "",
            "--no-wrap",
            "-o",
            str(pot),
            ".",
        ]
    )
    _rewrite(pot, template=True)
    for po in sorted(locales.glob("*/LC_MESSAGES/messages.po")):
        locale = po.parent.parent.name
        babel.run(  # type: ignore[no-untyped-call]
            [
                "pybabel",
                "--quiet",
                "update",
                "--no-wrap",
                "--previous",
                "-i",
                str(pot),
                "-d",
                str(locales),
                "-l",
                locale,
            ]
        )
        _rewrite(po, template=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
