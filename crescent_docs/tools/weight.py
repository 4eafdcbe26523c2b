"""The weight of the site's own scripts and stylesheets as a built page loads them.

A page of a built site (``mkdocs build``, its assets built: see
:mod:`crescent_docs.plugin.assets`) names what it loads when it opens: its stylesheets,
``player.<HASH>.js`` and a ``modulepreload`` link for each module its players need. Those
files, and every module they import statically in turn, are what the page loads from
``assets/crescent/`` before its players can be used; each is counted gzipped (level 9) as
a server sends it. What loads with ``import()`` (when first needed, or once the page is
idle) is not counted: no hand-kept list says which modules those are, the built files do.

The player's budget counts its modules and its stylesheets (``player.css``, and
``play.css`` on the Play page) (:data:`BUDGETS`); the site's
other stylesheets (``site.css``, ``diagram.css``) are listed beside it. The solver's worker
is counted as what starting it loads beyond what the Play page has loaded (the engine's
chunk, which the page's table shares with the worker, is in the browser's cache then).
``benchmarks/player.py`` prints these figures; ``tests/browser/test_budget.py`` measures
the same loads in the browser and holds them to the budgets.
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass
from pathlib import Path

from crescent_docs.render.player import MODE_CSS

__all__ = ["ASSETS", "BUDGETS", "WORKER_BUDGET", "Load", "gzipped", "page_load", "worker_load"]

#: The player's stylesheets, by the name their built files start with: ``player.css``,
#: and each kind of player's own (free play's ``play.css``: :data:`MODE_CSS`).
_PLAYER_CSS = ("player.", *(name.removesuffix("css") for name in MODE_CSS.values()))
#: The player's weight budget of each page (its modules and stylesheets, gzipped), bytes.
BUDGETS = {"play/": 22 * 1024, "rules/": 22 * 1024, "examples/": 16 * 1024}
#: The solver's worker: what starting it loads beyond the Play page's load, gzipped.
WORKER_BUDGET = 7 * 1024
ASSETS = "assets/crescent/"
_LINKS = re.compile(
    r'<(?:link rel="(?:stylesheet|modulepreload)" href|script src)="([^"]*'
    + re.escape(ASSETS)
    + r'[^"]+)"'
)
#: A static import in a module as esbuild writes it (``import{a as b}from"./x.js"``,
#: ``import"./x.js"``), or as written (``import { a } from './x.js';``).
_IMPORT = re.compile(r"""(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\./([^"']+)["']""")
_WORKER = re.compile(r"""new URL\(["']\./(worker[^"']*\.js)["']""")


@dataclass(frozen=True)
class Load:
    """The files of ``assets/crescent/`` a page loads, each with its gzipped size."""

    files: dict[str, int]

    @property
    def player(self) -> int:
        """The player's share: its modules and its stylesheets (player.css, and free
        play's play.css on the page that holds it)."""
        return sum(
            size
            for name, size in self.files.items()
            if name.endswith(".js") or name.startswith(_PLAYER_CSS)
        )

    @property
    def total(self) -> int:
        return sum(self.files.values())


def gzipped(path: Path) -> int:
    """The size of the file at ``path``, gzipped at level 9."""
    return len(gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))


def _closure(folder: Path, names: list[str]) -> set[str]:
    found: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in found:
            continue
        found.add(name)
        if name.endswith(".js"):
            todo += _IMPORT.findall((folder / name).read_text(encoding="utf-8"))
    return found


def page_load(site: Path, page: str) -> Load:
    """What the page ``page`` (``play/``) of the locale site ``site`` (``site/en``) loads
    from ``assets/crescent/`` when it opens."""
    html = (site / page / "index.html").read_text(encoding="utf-8")
    names = [url.rsplit("/", 1)[1] for url in _LINKS.findall(html)]
    folder = site / ASSETS
    return Load({name: gzipped(folder / name) for name in sorted(_closure(folder, names))})


def worker_load(site: Path, page: str = "play/") -> tuple[Load, Load]:
    """The solver's worker: what starting it loads beyond what ``page`` has loaded, and
    all it loads in a cold cache."""
    folder = site / ASSETS
    named = sorted(
        {name for path in folder.glob("*.js") for name in _WORKER.findall(path.read_text("utf-8"))}
    )
    if len(named) != 1:
        raise ValueError(f"{folder}: expected one module to name the worker, found {named}")
    every = _closure(folder, named)
    loaded = set(page_load(site, page).files)
    cold = {name: gzipped(folder / name) for name in sorted(every)}
    return Load({k: v for k, v in cold.items() if k not in loaded}), Load(cold)
