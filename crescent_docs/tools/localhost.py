"""Looking at a built site on this machine: a quiet static server on 127.0.0.1 and how
Chromium is started. The browser tests, ``scripts/shots.py`` and the benchmarks share
them, so they all serve and open the site the same way."""

from __future__ import annotations

import functools
import gzip
import http.server
import socket
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "HEADLESS", "free_port", "served"]

#: Debian's Chromium (``scripts/ensure-chromium`` installs it).
CHROMIUM = Path("/usr/bin/chromium")
#: The same Chromium without its windowing parts, for what runs headless and never shows
#: (the browser tests, as Playwright runs its own): it opens a page in about half the
#: time. Chromium itself where it is missing.
HEADLESS = next(
    (p for p in (Path("/usr/bin/chromium-headless-shell"), CHROMIUM) if p.exists()), CHROMIUM
)
#: No sandbox (CI runs as root), no GPU, and nothing that would reach another host.
CHROMIUM_ARGS: tuple[str, ...] = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _KeepAlive(_Quiet):
    """HTTP/1.1: a connection stays open for the next request, as a real host keeps it."""

    protocol_version = "HTTP/1.1"


class _Gzip(_Quiet):
    """Compresses text, as any real host of the site would."""

    TEXT = (".html", ".css", ".js", ".json", ".svg", ".xml")

    def do_GET(self) -> None:
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        wants = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (wants and path.suffix in self.TEXT and path.is_file()):
            super().do_GET()
            return
        if not self.path.split("?")[0].endswith("/") and path.name == "index.html":
            super().do_GET()  # the redirect to the folder's URL
            return
        body = gzip.compress(path.read_bytes(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class _GzipKeepAlive(_Gzip):
    protocol_version = "HTTP/1.1"


class _Server(http.server.ThreadingHTTPServer):
    """A browser that leaves a page drops its connections mid-answer; that is no error."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def free_port() -> int:
    """A port of 127.0.0.1 that nothing listens on now (to build a site for its address
    before serving it there)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def served(
    folder: Path, *, compress: bool = False, keep_alive: bool = False, port: int = 0
) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 (``port``, or a free one) while the block runs; yields
    the base URL (no trailing slash). ``compress`` gzips text and ``keep_alive`` speaks
    HTTP/1.1 with persistent connections, like a real host."""
    kinds = {(False, False): _Quiet, (True, False): _Gzip, (False, True): _KeepAlive}
    kind = kinds.get((compress, keep_alive), _GzipKeepAlive)
    handler = functools.partial(kind, directory=str(folder))
    httpd = _Server(("127.0.0.1", port), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()
        httpd.server_close()
