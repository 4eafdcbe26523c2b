"""A copy of the site's sources in another folder, to build there without touching the
checkout, and the locales it builds: the tests' builds and the benchmarks share them."""

from __future__ import annotations

import re
import shutil
from collections.abc import Sequence
from pathlib import Path

__all__ = ["ROOT", "SOURCES", "copy_project", "set_locales"]

#: The checkout: the folder of mkdocs.yml.
ROOT = Path(__file__).resolve().parents[2]
#: What a build of the site reads besides the package.
SOURCES = ("mkdocs.yml", "docs", "locales")


def copy_project(target: Path, root: Path = ROOT) -> Path:
    """Copy the site's sources (:data:`SOURCES`) of ``root`` into ``target``."""
    target.mkdir(parents=True, exist_ok=True)
    for name in SOURCES:
        source = root / name
        if source.is_dir():
            shutil.copytree(source, target / name)
        else:
            shutil.copy2(source, target / name)
    return target


def set_locales(
    project: Path, locales: Sequence[str], *, in_progress: Sequence[str] | None = None
) -> None:
    """Make the project's mkdocs.yml build ``locales``, and mark ``in_progress`` as being
    translated (None: leave what mkdocs.yml says; empty: none is)."""
    config = project / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    if in_progress is not None:
        text = re.sub(r"(?m)^\s*in_progress:.*\n", "", text)
    line = f"locales: [{', '.join(locales)}]"
    if in_progress:
        indent = re.search(r"(?m)^(\s*)locales:", text)
        spaces = indent.group(1) if indent else ""
        line += f"\n{spaces}in_progress: [{', '.join(in_progress)}]"
    text, found = re.subn(r"locales:\s*\[[^\]]*\]", line, text, count=1)
    if not found:
        raise ValueError(f"{config}: no 'locales: [...]' to replace")
    config.write_text(text, encoding="utf-8")
