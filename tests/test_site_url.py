"""The site built for an address under a sub-path: every absolute address it gives starts
there, none names this machine, and the 404 page finds its assets at any depth.

One build of a copy of the project, with CRESCENT_SITE_URL set, serves every test: the
session's ``sub_path_site`` (tests/conftest.py), three of its locales (every locale's pages
come from the same templates and links; the language menu and the sitemaps' alternates need
more than one), Arabic among them for its mirrored pages.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest
from sitebuild import SUB_PATH_URL, Build

URL = SUB_PATH_URL
MOUNT = urlsplit(URL).path


class Links(HTMLParser):
    """Every tag's attributes, in order, and the text of ``<script type=application/json>``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.json: list[str] = []
        self._in_json = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        self.tags.append((tag, values))
        self._in_json = tag == "script" and values.get("type") == "application/json"

    def handle_endtag(self, tag: str) -> None:
        self._in_json = False

    def handle_data(self, data: str) -> None:
        if self._in_json:
            self.json.append(data)


def parse(path: Path) -> Links:
    parser = Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


@pytest.fixture
def site(sub_path_site: Build) -> Build:
    return sub_path_site


def pages(site: Build) -> list[Path]:
    return sorted(site.site.rglob("*.html"))


def address(site: Build, page: Path) -> str:
    """The address ``page`` is served at."""
    relative = page.relative_to(site.site).as_posix()
    return URL + relative.removesuffix("index.html")


def test_every_page_has_its_canonical_address_under_the_site_url(site: Build) -> None:
    checked = 0
    for page in pages(site):
        if page.name == "404.html" or page.parent == site.site:
            continue  # no canonical address: the 404 page, and the root page that redirects
        canonical = [a["href"] for tag, a in parse(page).tags if a.get("rel") == "canonical"]
        assert canonical == [address(site, page)], page
        checked += 1
    assert checked >= 6 * 2  # six pages in each locale


def test_every_sitemap_entry_and_alternate_is_under_the_site_url(site: Build) -> None:
    sitemaps = sorted(site.site.glob("*/sitemap.xml"))
    assert len(sitemaps) >= 2
    for sitemap in sitemaps:
        xml = sitemap.read_text(encoding="utf-8")
        locs = re.findall(r"<loc>([^<]+)</loc>", xml)
        alternates = re.findall(r'<xhtml:link rel="alternate" hreflang="[^"]+" href="([^"]+)"', xml)
        assert locs and alternates, sitemap
        for url in locs + alternates:
            assert url.startswith(URL), (sitemap, url)
            assert (site.site / url.removeprefix(URL) / "index.html").is_file(), url


def test_every_language_link_of_every_page_leads_under_the_site_url(site: Build) -> None:
    """The head's hreflang alternates, the language menu and the root page's list: each
    address, read from where the page is served, is a page of the site."""
    for page in pages(site):
        base = address(site, page)
        links = [a["href"] for tag, a in parse(page).tags if "hreflang" in a and "href" in a]
        assert links, page
        for href in links:
            url = urljoin(base, href)
            assert url.startswith(URL), (page, href)
            assert (site.site / url.removeprefix(URL) / "index.html").is_file(), (page, href)


def test_no_file_of_the_site_names_this_machine(site: Build) -> None:
    text = (".html", ".xml", ".json", ".js", ".css", ".svg")
    named = [
        path.relative_to(site.site).as_posix()
        for path in site.site.rglob("*")
        if path.suffix in text
        and re.search(r"127\.0\.0\.1|localhost", path.read_text(encoding="utf-8", errors="replace"))
    ]
    assert named == []


def test_the_404_page_finds_its_assets_from_any_depth(site: Build) -> None:
    """A host answers /games/crescent/en/a/b/c/missing with en/404.html: every asset the
    page loads (stylesheets, scripts, icons, images, Material's base and search worker)
    is named from the root, so it is found from there."""
    for page in sorted(site.site.glob("*/404.html")):
        parsed = parse(page)
        locale = page.parent.name
        request = f"{URL}{locale}/a/b/c/missing"
        assets = [
            a[name]
            for tag, a in parsed.tags
            for name in ("href", "src")
            if name in a and (tag != "a" or not a[name].startswith("#"))
        ]
        config = json.loads("".join(parsed.json)) if parsed.json else {}
        assets += [config["base"], config["search"]] if config else []
        assert len(assets) > 5, page
        for asset in assets:
            assert asset.startswith((MOUNT, URL)), (page, asset)
            target = urljoin(request, asset).removeprefix(URL).split("#")[0]
            found = site.site / target
            assert found.is_file() or (found / "index.html").is_file(), (page, asset)
