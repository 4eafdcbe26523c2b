"""`mkdocs serve`: a catalog edit rebuilds its locale alone, a page edit every locale, and
a failed rebuild is shown in the browser, naming the file and line, instead of hanging."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitebuild import copy_project, environment, set_locales
from waiting import POLL, wait_until

CA_PO = Path("locales/ca/LC_MESSAGES/messages.po")
TIMEOUT = 240


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    def __init__(self, project: Path) -> None:
        self.port = free_port()
        self.log = project.parent / "serve.log"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "mkdocs", "serve", "-a", f"127.0.0.1:{self.port}"],
            cwd=project,
            env=environment(CRESCENT_JOBS="2"),
            stdout=self.log.open("w"),
            stderr=subprocess.STDOUT,
        )

    def get(self, path: str) -> tuple[int, str]:
        try:
            url = f"http://127.0.0.1:{self.port}{path}"
            with urllib.request.urlopen(url, timeout=TIMEOUT) as answer:
                return answer.status, answer.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode("utf-8")
        except OSError:
            return 0, ""

    def wait_for(self, path: str, text: str) -> str:
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            assert self.process.poll() is None, self.output()
            _, body = self.get(path)
            if text in body:
                return body
            time.sleep(POLL)
        raise AssertionError(f"{text!r} never showed in {path}:\n{self.output()}")

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8")

    def builds(self) -> list[list[str]]:
        """The locales each build so far built, in order."""
        found: list[list[str]] = []
        for line in self.output().splitlines():
            if "Building documentation..." in line:
                found.append([])
            elif found and (match := re.search(r"crescent\w*: (\w+): \d+/\d+ messages", line)):
                found[-1].append(match.group(1))
        return found


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[Path, Server]]:
    project = copy_project(tmp_path / "project")
    set_locales(project, ["en", "ca", "de"])
    running = Server(project)
    try:
        running.wait_for("/ca/about/", "Traduccions")
        running.wait_for("/de/about/", "</html>")
        # The watcher runs: mkdocs says so once it watches the files.
        wait_until(lambda: "Watching paths for changes" in running.output(), TIMEOUT, "watcher")
        yield project, running
    finally:
        running.process.terminate()
        running.process.wait(timeout=30)


def served(body: str) -> str:
    """A served page without the reload script's per-request numbers."""
    return re.sub(r"livereload\(\d+, \d+\)", "livereload()", body)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_catalog_edit_rebuilds_its_locale_alone(server: tuple[Path, Server]) -> None:
    project, running = server
    german = served(running.get("/de/about/")[1])
    head = 'msgid "Translations"\nmsgstr "'
    edit(project / CA_PO, head, head + "Edited ")
    catalan = running.wait_for("/ca/about/", "Edited Traduccions")
    assert sorted(running.builds()[-1]) == ["ca"], running.output()
    # Its status table has every locale's figures: the others' from the build before.
    assert "crescent-status-cell" not in catalan
    assert re.search(r'<td lang="de">Deutsch</td><td>\d+ / \d+</td><td>\d+', catalan)
    assert "rebuilding ca only" in running.output()
    assert served(running.get("/de/about/")[1]) == german
    # A page edit rebuilds every locale.
    edit(project / "docs" / "about.md", "\n", "\n\nA new paragraph.\n")
    running.wait_for("/de/about/", "A new paragraph.")
    assert sorted(running.builds()[-1]) == ["ca", "de", "en"], running.output()


def test_a_failed_rebuild_is_shown_in_the_browser(server: tuple[Path, Server]) -> None:
    project, running = server
    head = 'msgctxt "pile.name"\nmsgid "pile {number}"\nmsgstr "'
    po = project / CA_PO
    text = po.read_text(encoding="utf-8")
    start = text.index(head) + len(head)
    end = text.index('"\n', start)
    line = text[:start].count("\n")
    po.write_text(text[:start] + "pila" + text[end:], encoding="utf-8")
    page = running.wait_for("/ca/rules/", "The site cannot build")
    assert f"messages.po:{line}: ca: msgid &#x27;pile {{number}}&#x27;" in page
    assert "missing placeholder {number}" in page
    assert "/livereload/" in page  # it reloads itself once a rebuild succeeds
    status, _ = running.get("/en/")
    assert status == 500
    po.write_text(text, encoding="utf-8")
    fixed = running.wait_for("/ca/rules/", 'class="md-content"')
    assert "The site cannot build" not in fixed
