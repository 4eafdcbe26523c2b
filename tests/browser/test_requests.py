"""What a page requests before it is idle, named one by one: what it needs to show and run
its players, and what they load once the page is idle; no sitemap (the language menu is
written at build time), nothing from another host."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

import pytest
from browserkit import PLAY_LOCALES

pytestmark = pytest.mark.browser

# A name as the site ships it, its fingerprint left out: Material's (main.57a0d79d.min.css)
# or the build's content hash (player.55JRA2D7.js); a shared chunk is named by its hash.
HASHED = re.compile(r"^(?!chunk\.)([^/]*?)\.(?:[0-9a-f]{8}|[A-Z0-9]{8})(?=\.)")

#: What every page needs: itself, Material's styles and script, the site's style, its logo
#: (the header's and the icon), the search's worker and index; the pictures' style, and
#: the player's style and script, with the modules it preloads (the page names them).
EVERY_PAGE = [
    "PAGE",
    "assets/crescent/diagram.css",
    "assets/crescent/logo.svg",
    "assets/crescent/player.css",
    "assets/crescent/player.js",
    "assets/crescent/site.css",
    "assets/javascripts/bundle.min.js",
    "assets/javascripts/workers/search.min.js",
    "assets/stylesheets/main.min.css",
    "assets/stylesheets/palette.min.css",
    "search/search_index.json",
]
#: What a page with a player needs too: its words.
A_PLAYER = ["assets/crescent/messages.json"]
#: What a player loads once the page is idle (never before: test_idle_work.py), each with
#: its style: a module of the player and its stylesheet.
LATER = re.compile(r"^assets/crescent/(?:[a-z]+|chunk\.[A-Z0-9]{8})\.(js|css)$")

IDLE = """() => new Promise((done) => {
  const players = [...document.querySelectorAll('.crescent-player')];
  const ready = () => document.readyState === 'complete'
    && players.every((e) => e.hasAttribute('data-ready'));
  // Polled each frame: the players say they are ready by an attribute.
  const wait = () => (ready() ? requestIdleCallback(() => done()) : requestAnimationFrame(wait));
  wait();
})"""


def named(url: str) -> str:
    """A request's name: its path from the locale's folder, its fingerprint left out."""
    path = urlsplit(url).path.split("/", 2)[2]
    folder, _, file = path.rpartition("/")
    file = HASHED.sub(r"\1", file)
    return f"{folder}/{file}".lstrip("/")


def requests_until_idle(page: Any, url: str) -> tuple[list[str], set[str]]:
    """The requests of the page at ``url`` until it is idle (loaded, its players mounted,
    and an idle callback run), each named; and the modules the page preloads."""
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(url)
    page.evaluate(IDLE)
    names = []
    for address in requested:
        assert urlsplit(address).netloc == urlsplit(url).netloc, address  # no other host
        names.append("PAGE" if address.split("#")[0] == url else named(address))
    preloaded = page.evaluate(
        "[...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.href)"
    )
    return names, {named(address) for address in preloaded}


@pytest.mark.parametrize("locale", PLAY_LOCALES)
@pytest.mark.parametrize("path", ["", "rules/", "examples/", "play/"])
def test_a_page_requests_only_what_it_needs_and_no_sitemap(
    page: Any, base_url: str, locale: str, path: str
) -> None:
    names, preloaded = requests_until_idle(page, f"{base_url}/{locale}/{path}")
    assert not [n for n in names if n.endswith("sitemap.xml")], names
    # Each file is fetched once (the logo: the header's and the icon, from the cache).
    counted = {name: names.count(name) for name in names}
    assert all(n == 1 for name, n in counted.items() if name != "assets/crescent/logo.svg"), counted
    needed = set(EVERY_PAGE) | preloaded | (set(A_PLAYER) if path else set())
    missing = needed - set(names)
    assert not missing, (missing, names)
    # Free play's own stylesheet (play.css, what only it draws) is the Play page's alone.
    assert ("assets/crescent/play.css" in names) == (path == "play/"), names
    # The stepper's own (stepper.css), the Examples page's alone.
    assert ("assets/crescent/stepper.css" in names) == (path == "examples/"), names
    later = sorted(set(names) - needed)
    assert all(LATER.match(name) for name in later), later
    # The page's own: what it needs, then what its players load once it is idle.
    print(f"/{locale}/{path}: {len(names)} requests before idle: {sorted(needed)} + later {later}")
