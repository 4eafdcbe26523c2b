"""The plugin's options checked in-process, as ``mkdocs build`` checks them but without a
build: MkDocs loads and validates mkdocs.yml (``load_config``), then runs the plugins'
``on_config``. A bad option stops one or the other, whichever holds the check: the words
are the same, so the tests do not depend on where the validation lives."""

from __future__ import annotations

import logging
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from mkdocs.config import load_config
from mkdocs.exceptions import Abort, ConfigurationError, PluginError

from crescent_docs.tools.project import ROOT

__all__ = ["config_complaints", "options_project"]


def options_project(folder: Path, plugin_options: str, *, own_locales: bool = False) -> Path:
    """A mkdocs.yml in ``folder`` like the project's, with ``plugin_options`` (YAML lines,
    indented for ``- crescent:``) in place of its ``locales: [...]``; docs/ and locales/ are
    the project's own (links, read only), or with ``own_locales`` a copy of locales/ that a
    test may edit."""
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    start = text.index("locales: [")
    end = text.index("]", start) + 1
    (folder / "mkdocs.yml").write_text(text[:start] + plugin_options + text[end:], "utf-8")
    if own_locales and not (folder / "locales").exists():
        shutil.copytree(ROOT / "locales", folder / "locales")
    for name in ("docs", "locales"):
        if not (folder / name).exists():
            (folder / name).symlink_to(ROOT / name, target_is_directory=True)
    return folder / "mkdocs.yml"


class _Keep(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


@contextmanager
def _environment(env: dict[str, str]) -> Iterator[None]:
    saved = {key: os.environ.get(key) for key in env}
    os.environ.update(env)
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def config_complaints(config_file: Path, env: dict[str, str] | None = None) -> str:
    """What MkDocs says of ``config_file`` before it would build: the warnings and errors
    of loading and validating it, and the error the plugins' on_config raises. Empty when
    nothing is wrong (then on_config has run, with the site in the file's folder)."""
    keep = _Keep()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(keep)
    said: list[str] = []
    try:
        with _environment(env or {}):
            try:
                config = load_config(
                    str(config_file), site_dir=str(config_file.parent / "site"), strict=True
                )
                config.plugins.on_config(config)
            except (Abort, ConfigurationError, PluginError) as error:
                said.append(str(error))
    finally:
        logger.removeHandler(keep)
    return "\n".join([*keep.lines, *said])
