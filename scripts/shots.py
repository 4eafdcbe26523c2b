"""Screenshots of the built site for a person to look at: Home, Rules, Examples (#move-10)
and Play, in English, Catalan and Croatian, at a desktop (1280×800) and a phone (390×844)
viewport. Usage: ``python scripts/shots.py [SITE] [OUT]`` (defaults: site/, shots/).

Each page is shot twice: the top of the page, and with the player scrolled into view.
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from crescent_docs.tools.localhost import CHROMIUM, CHROMIUM_ARGS, served

PAGES = {"home": "", "rules": "rules/", "examples": "examples/#move-10", "play": "play/"}
VIEWPORTS = {"desktop": (1280, 800), "phone": (390, 844)}
LOCALES = ("en", "ca", "hr")


def main() -> int:
    site = Path(sys.argv[1] if len(sys.argv) > 1 else "site")
    out = Path(sys.argv[2] if len(sys.argv) > 2 else "shots")
    if not (site / "en" / "index.html").exists():
        print(f"{site}: no built site here (run make site first)", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    with served(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
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
    print(f"{count} screenshots in {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
