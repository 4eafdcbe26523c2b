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


def test_no_page_logs_an_error_or_fails_a_request(
    context: Any, base_url: str, site_pages: list[str]
) -> None:
    """Every page of every locale, with its scripts: no console error, no uncaught error,
    no failed request and no 404."""
    problems: list[str] = []
    page = context.new_page()
    where = {"path": "/"}
    page.on(
        "console",
        lambda m: m.type == "error" and problems.append(f"{where['path']}: console: {m.text}"),
    )
    page.on("pageerror", lambda e: problems.append(f"{where['path']}: error: {e}"))
    page.on(
        "requestfailed",
        lambda r: problems.append(f"{where['path']}: failed: {r.url} {r.failure}"),
    )
    page.on(
        "response",
        lambda r: r.status >= 400 and problems.append(f"{where['path']}: {r.status}: {r.url}"),
    )
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url))
    for path in site_pages:
        where["path"] = path
        page.goto(base_url + path, wait_until="networkidle")
    assert problems == [], "\n".join(problems)
    # The language menu is written at build time: no page fetches a sitemap.
    assert not [url for url in fetched if url.endswith("sitemap.xml")]
