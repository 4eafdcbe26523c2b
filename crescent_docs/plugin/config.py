"""The plugin's options in mkdocs.yml (``plugins: - crescent: …``), typed, and their checks.

MkDocs checks each option's type; :func:`check` checks what depends on more than one
option or on the project (a known locale, an existing catalogs folder, a number of jobs),
and names the option in its message. CRESCENT_LOCALES and CRESCENT_JOBS override
``locales`` and ``jobs`` from the environment.
"""

from __future__ import annotations

import os
from pathlib import Path

from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.exceptions import PluginError

from crescent_docs.i18n.locales import LocaleError, catalog_name, check_locale, check_locales

from .workers import auto_processes, available_cores

__all__ = ["CrescentConfig", "check", "jobs", "locales", "locales_origin"]

#: Where a locale named by CRESCENT_LOCALES comes from, as its errors say.
FROM_COMMAND_LINE = "CRESCENT_LOCALES (the command line: make preview LOCALE=…)"


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


def locales(config: CrescentConfig) -> list[str]:
    """The configured locales, or CRESCENT_LOCALES (comma-separated) for a preview."""
    override = os.environ.get("CRESCENT_LOCALES", "").strip()
    if override:
        return [locale.strip() for locale in override.split(",") if locale.strip()]
    return list(config.locales)


def locales_origin() -> str:
    """Where the locales to build were named: mkdocs.yml's option, or CRESCENT_LOCALES."""
    if os.environ.get("CRESCENT_LOCALES", "").strip():
        return FROM_COMMAND_LINE
    return "plugins.crescent.locales"


def check(config: CrescentConfig, root: Path) -> None:
    """Stop the build on a bad option, naming it (``root`` is mkdocs.yml's folder)."""
    chosen = locales(config)
    origin = locales_origin()
    if not chosen:
        raise PluginError("mkdocs.yml: plugins.crescent.locales: list at least one locale")
    try:
        check_locales(chosen, origin)  # Babel knows each, written as Material writes; once
    except LocaleError as error:
        raise PluginError(str(error)) from None
    for locale in config.in_progress:
        if locale not in config.locales:  # CRESCENT_LOCALES may preview a subset
            raise PluginError(
                f"mkdocs.yml: plugins.crescent.in_progress: {locale!r} is not in locales"
            )
    try:  # the language of the pages in docs/
        check_locale(config.source_locale, "plugins.crescent.source_locale")
    except LocaleError as error:
        raise PluginError(str(error)) from None
    folder = root / config.locales_dir
    if not folder.is_dir():
        what = "is a file, not a folder" if folder.exists() else "does not exist"
        raise PluginError(
            f"mkdocs.yml: plugins.crescent.locales_dir: {config.locales_dir!r} {what}: "
            "it is the folder of the catalogs, <locales_dir>/<locale>/LC_MESSAGES/messages.po"
        )
    for locale in chosen:  # a locale without a catalog would be an English site in disguise
        po = Path(config.locales_dir) / catalog_name(locale) / "LC_MESSAGES" / "messages.po"
        named = Path(config.locales_dir) / locale / "LC_MESSAGES" / "messages.po"  # pt-BR/
        if locale != config.source_locale and not any((root / p).is_file() for p in (po, named)):
            where = origin if origin == FROM_COMMAND_LINE else f"mkdocs.yml: {origin}"
            raise PluginError(
                f"{where}: {locale!r} has no catalog ({po} does not exist): "
                f"start its translation with `make locale LOCALE={locale}` (locales/README.md)"
            )
    jobs(config, len(chosen))


def jobs(config: CrescentConfig, locales: int) -> int:
    """How many processes build ``locales`` locales at once: CRESCENT_JOBS, else the
    ``jobs`` option. "auto" is one worker per core beside the main process, which also
    builds, and one more worker per core at most when that leaves no core idle at the end
    (:func:`.workers.auto_processes`): then a locale more or less changes the wall time by
    about 1/cores of a locale, not by a whole one."""
    override = os.environ.get("CRESCENT_JOBS", "").strip()
    value: object = override or config.jobs
    name = "CRESCENT_JOBS" if override else "mkdocs.yml: plugins.crescent.jobs"
    if value == "auto":
        return auto_processes(locales, available_cores())
    number = value
    if isinstance(value, str) and value.isascii() and value.isdigit():
        number = int(value)
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise PluginError(
            f"{name}: {value!r} is not a number of processes: expected a whole number "
            "from 1, or auto (a worker per core beside the main process)"
        )
    return number
