"""The local server the browser tests, the screenshots and the benchmarks share."""

from __future__ import annotations

import gzip
import http.client
import http.server
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from crescent_docs.tools.localhost import _Server, free_port, served


def fetch(url: str, encoding: str = "") -> tuple[str, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.headers.get("Content-Encoding", ""), answer.read()


def test_a_folder_is_served_as_it_is_and_gzipped_only_when_asked(tmp_path: Path) -> None:
    page = "<!doctype html><title>Crescent</title>" * 20
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "index.html").write_text(page, encoding="utf-8")
    (tmp_path / "card.png").write_bytes(b"\x89PNG not text")
    with served(tmp_path) as plain:
        assert fetch(f"{plain}/en/", "gzip") == ("", page.encode())
    with served(tmp_path, compress=True) as base:
        assert base.startswith("http://127.0.0.1:")
        encoding, body = fetch(f"{base}/en/", "gzip")
        assert encoding == "gzip" and gzip.decompress(body) == page.encode()
        assert fetch(f"{base}/en/") == ("", page.encode())
        # Not text: sent as it is, even to a client that takes gzip.
        assert fetch(f"{base}/card.png", "gzip") == ("", b"\x89PNG not text")
        with pytest.raises(urllib.error.HTTPError) as missing:
            fetch(f"{base}/nowhere/")
        assert missing.value.code == 404


def test_the_server_is_gone_after_the_block(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("x", encoding="utf-8")
    with served(tmp_path) as base:
        assert fetch(f"{base}/")[1] == b"x"
    with pytest.raises(urllib.error.URLError):
        fetch(f"{base}/")


def test_keep_alive_serves_several_requests_on_one_connection(tmp_path: Path) -> None:
    (tmp_path / "a.js").write_text("let a = 1;\n" * 50, encoding="utf-8")
    (tmp_path / "b.css").write_text("b { color: red }\n" * 50, encoding="utf-8")
    with served(tmp_path, compress=True, keep_alive=True) as base:
        port = int(base.rsplit(":", 1)[1])
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        try:
            bodies, sockets = [], []
            for name in ("a.js", "b.css", "a.js"):
                connection.request("GET", f"/{name}", headers={"Accept-Encoding": "gzip"})
                answer = connection.getresponse()
                assert answer.version == 11 and answer.getheader("Content-Encoding") == "gzip"
                bodies.append(gzip.decompress(answer.read()))
                sockets.append(connection.sock)
        finally:
            connection.close()
    assert bodies[0] == bodies[2] == b"let a = 1;\n" * 50
    # One socket answered all three: the connection was kept open.
    assert sockets[0] is not None and sockets.count(sockets[0]) == 3


def test_a_site_is_served_on_the_port_it_was_built_for(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("here", encoding="utf-8")
    port = free_port()
    with served(tmp_path, port=port) as base:
        assert base == f"http://127.0.0.1:{port}"
        assert fetch(f"{base}/")[1] == b"here"


def test_a_dropped_connection_is_no_error_but_any_other_failure_is_printed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A browser that leaves a page drops its connections mid-answer: the server says
    nothing of it (a test run's log would fill with tracebacks), but still prints a fault."""
    server = _Server(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
    try:
        for error in (BrokenPipeError(32, "Broken pipe"), ConnectionResetError(104, "reset")):
            try:
                raise error
            except ConnectionError:
                server.handle_error(None, ("127.0.0.1", 1))
        assert capsys.readouterr().err == ""
        try:
            raise ValueError("a fault of the handler")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert "ValueError: a fault of the handler" in capsys.readouterr().err
    finally:
        server.server_close()
