"""The site works offline, and cleanly: no page of any locale even tries to reach another
host, and none logs an error, throws, fails a request or gets a 404.

One walk over a locale's pages checks both: each page is opened once with its scripts and
used a little (the search opened), then left until the network is idle. Each locale is a
test of its own, so that parallel workers share the walks.
"""

from __future__ import annotations

from typing import Any

import pytest
from browserkit import LOCALES

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("locale", LOCALES)
def test_no_page_reaches_another_host_or_fails(
    context: Any, base_url: str, locale_pages: dict[str, list[str]], locale: str
) -> None:
    """Every page of the locale (and, with English, the root page that sends the visitor on
    to their language): no request to another host; no console error, no uncaught error, no
    failed request and no 404."""
    attempted: list[str] = []
    served: list[str] = []
    problems: list[str] = []
    where = {"path": "/"}

    def seen(request: Any) -> None:
        url = request.url
        if url.startswith(base_url + "/") or url == base_url:
            served.append(url)
        else:  # the machine reaches no other host either: it fails, and shows here
            attempted.append(f"{where['path']}: {url}")

    # Every request of the context: its pages', their workers' (search) and any popup's.
    context.on("request", seen)
    page = context.new_page()
    page.on(
        "console",
        lambda m: m.type == "error" and problems.append(f"{where['path']}: console: {m.text}"),
    )
    page.on("pageerror", lambda e: problems.append(f"{where['path']}: error: {e}"))
    # A request the browser cancels (ERR_ABORTED) is no fault of the site: a module that a
    # page loads once it is idle can be left behind by the walk's next page, on a slow machine.
    page.on(
        "requestfailed",
        lambda r: (
            r.failure != "net::ERR_ABORTED"
            and problems.append(f"{where['path']}: failed: {r.url} {r.failure}")
        ),
    )
    page.on(
        "response",
        lambda r: r.status >= 400 and problems.append(f"{where['path']}: {r.status}: {r.url}"),
    )
    pages = locale_pages[locale]
    for path in ["/", *pages] if locale == "en" else pages:
        where["path"] = path
        page.goto(base_url + path, wait_until="networkidle")
        # Use the page a little: open the search (its index and worker).
        if path != "/":
            page.keyboard.press("/")
            page.wait_for_load_state("networkidle")
    assert attempted == [], attempted
    assert problems == [], "\n".join(problems)
    # The pages' own requests were seen: the search index. The language menu is written
    # at build time: no page fetches a sitemap.
    assert len(served) > len(pages)
    assert any(url.endswith(f"/{locale}/search/search_index.json") for url in served)
    assert not [url for url in served if url.endswith("sitemap.xml")]
