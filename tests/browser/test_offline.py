"""The site works offline, and cleanly: no page of any locale even tries to reach another
host, and none logs an error, throws, fails a request or gets a 404.

One walk over a locale's pages checks both: each page is opened once with its scripts and
used a little (the search opened), then left until the network is idle. Each locale is a
test of its own, so that parallel workers share the walks; the same walk runs axe-core on
each page for test_accessibility.py (conftest.py's ``locale_walk``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from browserkit import LOCALES, Walk

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("locale", LOCALES)
def test_no_page_reaches_another_host_or_fails(
    locale_walk: Callable[[str], Walk], locale_pages: dict[str, list[str]], locale: str
) -> None:
    """Every page of the locale (and, with English, the root page that sends the visitor on
    to their language): no request to another host; no console error, no uncaught error, no
    failed request and no 404."""
    walk = locale_walk(locale)
    pages = locale_pages[locale]
    assert walk.pages == (["/", *pages] if locale == "en" else pages)
    assert walk.attempted == [], walk.attempted
    assert walk.problems == [], "\n".join(walk.problems)
    # The pages' own requests were seen: the search index. The language menu is written
    # at build time: no page fetches a sitemap.
    assert len(walk.served) > len(pages)
    assert any(url.endswith(f"/{locale}/search/search_index.json") for url in walk.served)
    assert not [url for url in walk.served if url.endswith("sitemap.xml")]
