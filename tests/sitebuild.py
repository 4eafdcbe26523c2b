"""Helpers for tests that build the site: a copy of the project in a temporary folder, and
``mkdocs build`` run on it as a user would run it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from html import unescape
from pathlib import Path

from crescent_docs.tools.project import ROOT, copy_project, set_locales

__all__ = [
    "ROOT",
    "SITE_URL",
    "SUB_PATH_ENV",
    "SUB_PATH_LOCALES",
    "SUB_PATH_URL",
    "Build",
    "build",
    "copy_project",
    "environment",
    "set_locales",
]

#: The address the session's shared site is built for (tests/conftest.py; its site_url:
#: sitemaps, canonical links). The browser tests serve it on a free port of their own; the
#: site is made to work wherever it is served
#: (test_page_layout.py::test_the_language_menu_keeps_the_page_on_another_server).
SITE_URL = "http://127.0.0.1:8000/"

#: The session's second shared site (tests/conftest.py, ``sub_path_site``): three locales
#: of the project (more than one for the language menu and the sitemaps' alternates, Arabic
#: for its mirrored pages), built for an address under a sub-path, in two processes (the
#: main one and a worker, which take the locales in whatever order).
SUB_PATH_URL = "https://example.org/games/crescent/"
SUB_PATH_LOCALES = ("en", "ca", "ar")
SUB_PATH_ENV = {"CRESCENT_SITE_URL": SUB_PATH_URL, "CRESCENT_JOBS": "2"}


@dataclass
class Build:
    returncode: int
    output: str
    site: Path

    def page(self, path: str) -> str:
        return (self.site / path).read_text(encoding="utf-8")

    def text(self, path: str) -> str:
        """The page's visible text, tags removed and whitespace normalised."""
        html = self.page(path)
        html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
        html = re.sub(r"</?(a|span|em|strong|code|abbr|b|i)\b[^>]*>", "", html)  # inline
        return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())

    @property
    def warnings(self) -> list[str]:
        return [line for line in self.output.splitlines() if line.startswith("WARNING")]


def environment(**extra: str) -> dict[str, str]:
    """The environment of a test build: quiet, dated, plus ``extra``."""
    return {
        **os.environ,
        "NO_MKDOCS_2_WARNING": "1",
        "SOURCE_DATE_EPOCH": "1767225600",
        **extra,
    }


def build(
    project: Path, *args: str, site: Path | None = None, env: dict[str, str] | None = None
) -> Build:
    """Run ``mkdocs build`` in ``project`` and return its exit code, output and site;
    ``env`` adds to the environment (CRESCENT_JOBS, for example)."""
    site = site or project / "site"
    env = environment(**(env or {}))
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "-d", str(site), *args],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    return Build(result.returncode, result.stdout + result.stderr, site)
