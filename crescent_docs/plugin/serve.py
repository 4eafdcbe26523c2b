"""`mkdocs serve`: rebuild only what changed, and show a failed build in the browser.

Each build records a fingerprint (path, size and modification time) of its inputs: those
every locale shares (the pages, the example game, mkdocs.yml, the plugin's package) and
each locale's own (its folder of ``locales/``: catalog and glossary). While serving, a
rebuild whose shared inputs are unchanged builds only the locales whose own inputs
changed; anything else rebuilds every locale.

A rebuild that fails does not leave the browser waiting: the error, which names the file
and line, is served in place of every page until a rebuild succeeds, and the page reloads
itself then.
"""

from __future__ import annotations

import html
import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["Inputs", "State", "error_page", "fingerprint", "install", "state"]

log = logging.getLogger("mkdocs.plugins.crescent")

Fingerprint = dict[str, tuple[int, int]]


def fingerprint(paths: Iterable[Path]) -> Fingerprint:
    """Size and modification time of every file under ``paths`` (files or folders)."""
    found: Fingerprint = {}
    for path in paths:
        for file in _files(path):
            try:
                info = file.stat()
            except OSError:
                continue
            found[str(file)] = (info.st_size, info.st_mtime_ns)
    return found


def _files(path: Path) -> Iterator[Path]:
    if path.is_file():
        yield path
    elif path.is_dir():
        for file in sorted(path.rglob("*")):
            if file.is_file() and "__pycache__" not in file.parts:
                yield file


@dataclass
class Inputs:
    """The fingerprints of one build's inputs."""

    shared: Fingerprint
    own: dict[str, Fingerprint]

    def changed(self, before: Inputs | None) -> list[str] | None:
        """The locales whose own inputs alone changed since ``before``; None when every
        locale must build (a shared input changed, the locales differ, or nothing did)."""
        if before is None or before.shared != self.shared or before.own.keys() != self.own.keys():
            return None
        changed = [locale for locale, prints in self.own.items() if before.own[locale] != prints]
        return changed or None


@dataclass
class State:
    """What a serving process remembers between rebuilds."""

    serving: bool = False
    #: The inputs of the last build published into each site folder.
    built: dict[str, Inputs] = field(default_factory=dict)
    #: The error of the last rebuild, while it stands.
    error: str | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)


state = State()


def error_page(message: str) -> bytes:
    """The page served in place of every page while the site cannot build."""
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Build failed</title>
<style>
body {{ font: 1rem/1.5 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; background: #fff; }}
pre {{ white-space: pre-wrap; background: #fdecea; border-left: 4px solid #b3261e;
       padding: 1em; font-size: 0.95rem; }}
</style>
</head>
<body>
<main>
<h1>The site cannot build</h1>
<p>mkdocs serve keeps watching: this page reloads when a rebuild succeeds.</p>
<pre role="alert">{html.escape(message)}</pre>
</main>
</body>
</html>
""".encode()


#: How often `mkdocs serve` looks for changed files, in seconds (MkDocs polls every 0.5 s):
#: a saved catalog shows sooner. The watched folders are small.
POLL_SECONDS = 0.1


def install(server: Any) -> None:
    """Wrap a LiveReloadServer's builder and app: a failed rebuild is shown, not hung on;
    and poll the watched files more often."""
    state.serving = True
    observer = getattr(server, "observer", None)
    if observer is not None and hasattr(observer, "_timeout"):
        observer._timeout = POLL_SECONDS  # for the folders watched from now on
        for emitter in getattr(observer, "emitters", ()):
            if hasattr(emitter, "_timeout"):
                emitter._timeout = POLL_SECONDS
    build: Callable[[], None] = server.builder
    app: Callable[..., Any] = server.get_app()

    def builder() -> None:
        try:
            build()
        except Exception as error:  # the terminal has the message too; the browser gets it
            message = str(error).strip() or type(error).__name__
            if message.startswith("Aborted with a BuildError"):
                message = state.error or message
            with state.lock:
                state.error = message
            log.error(f"the site cannot build; the browser shows why: {message}")
            return  # so the browsers reload, and see the error
        with state.lock:
            state.error = None

    def serve(environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        with state.lock:
            error = state.error
        path = str(environ.get("PATH_INFO", ""))
        if error is None or not (path.endswith(("/", ".html"))):
            return app(environ, start_response)
        page = error_page(error)
        inject = getattr(server, "_inject_js_into_html", None)
        if inject is not None:  # the livereload script: reload once the build succeeds
            page = inject(page, getattr(server, "_visible_epoch", 0))
        start_response(
            "500 Internal Server Error",
            [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(page)))],
        )
        return [page]

    server.builder = builder
    server.set_app(serve)


def remember_error(message: str) -> None:
    """Record the message of a failing build (the plugin calls this from on_build_error)."""
    with state.lock:
        state.error = message
