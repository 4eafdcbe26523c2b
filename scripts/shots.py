"""Screenshots of the built site for a person to look at: Home, Rules, Examples (#move-10)
and Play, in English, Catalan and Croatian, at a desktop (1280×800) and a phone (390×844)
viewport. Usage: ``python scripts/shots.py [SITE] [OUT]`` (defaults: site/, shots/).

Each page is shot twice: the top of the page, and with the player scrolled into view.
"""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
PAGES = {"home": "", "rules": "rules/", "examples": "examples/#move-10", "play": "play/"}
VIEWPORTS = {"desktop": (1280, 800), "phone": (390, 844)}
LOCALES = ("en", "ca", "hr")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def main() -> int:
    site = Path(sys.argv[1] if len(sys.argv) > 1 else "site")
    out = Path(sys.argv[2] if len(sys.argv) > 2 else "shots")
    if not (site / "en" / "index.html").exists():
        print(f"{site}: no built site here (run make site first)", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    handler = functools.partial(_Quiet, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_port}"
    count = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for view, (width, height) in VIEWPORTS.items():
            context = browser.new_context(viewport={"width": width, "height": height})
            for locale in LOCALES:
                for name, path in PAGES.items():
                    page = context.new_page()
                    page.goto(f"{base}/{locale}/{path}")
                    page.wait_for_function(
                        "[...document.querySelectorAll('.crescent-player')]"
                        ".every(e => e.hasAttribute('data-ready'))"
                    )
                    page.wait_for_timeout(300)
                    stem = f"{locale}-{name}-{view}"
                    page.screenshot(path=str(out / f"{stem}.png"))
                    player = page.locator(".crescent-player").first
                    if player.count():
                        player.evaluate("e => e.scrollIntoView({block: 'start'})")
                        page.wait_for_timeout(200)
                        page.screenshot(path=str(out / f"{stem}-board.png"))
                        count += 1
                    count += 1
                    page.close()
            context.close()
        browser.close()
    httpd.shutdown()
    print(f"{count} screenshots in {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
