"""The local server the browser tests, the screenshots and the benchmarks share."""

from __future__ import annotations

import gzip
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from crescent_docs.tools.localhost import served


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
