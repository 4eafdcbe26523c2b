"""The site works offline: no page of any locale even tries to reach another host."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.browser


def test_no_page_requests_another_host(context: Any, base_url: str, site_pages: list[str]) -> None:
    attempted: list[str] = []
    served: list[str] = []

    def guard(route: Any) -> None:
        url = route.request.url
        if url.startswith(base_url + "/") or url == base_url:
            served.append(url)
            route.continue_()
        else:
            attempted.append(url)
            route.abort()

    context.route("**/*", guard)
    page = context.new_page()
    for path in ["/", *site_pages]:
        page.goto(base_url + path, wait_until="networkidle")
        # Use the page a little: open the search, which loads its index and worker.
        if path != "/":
            page.keyboard.press("/")
            page.wait_for_load_state("networkidle")
    assert attempted == [], attempted
    assert len(served) > len(site_pages)  # the guard saw the pages' own requests
    assert any(url.endswith("search_index.json") for url in served)
