"""The translator's path of locales/README.md, end to end, in a copy of the project:
``make locale``, translate, ``make preview``; the new language then builds and appears in
every language's selector."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po
from sitebuild import ROOT, build, copy_project, set_locales
from waiting import POLL


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A copy of the project that `make` can drive, sharing the installed environments: in
    two of its locales, which the new one joins (the whole site it builds is three)."""
    path = copy_project(tmp_path / "project")
    set_locales(path, ["en", "ca"])
    for name in ("Makefile", "pyproject.toml", "package.json", "package-lock.json", "babel.cfg"):
        shutil.copy2(ROOT / name, path / name)
    for name in (".venv", "node_modules"):
        (path / name).symlink_to(ROOT / name)
    return path


def make(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "--no-print-directory", *args],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )


def translate_everything(po: Path) -> None:
    """What a translator does in a PO editor (here: Portuguese for one message, and a copy of
    the English for the rest)."""
    with po.open("rb") as handle:
        catalog = read_po(handle)
    words = {"Must be the same suit": "Tem de ser do mesmo naipe"}
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            message.string = tuple(message.id[min(i, 1)] for i in range(catalog.num_plurals))
        else:
            message.string = words.get(message.id, message.id)
    with po.open("wb") as handle:
        write_po(handle, catalog, width=0)


def test_a_translator_adds_a_locale_without_touching_code(project: Path) -> None:
    before = (project / "mkdocs.yml").read_text(encoding="utf-8")
    created = make(project, "locale", "LOCALE=pt")
    assert created.returncode == 0, created.stdout + created.stderr
    po = project / "locales" / "pt" / "LC_MESSAGES" / "messages.po"
    assert po.exists() and (project / "locales" / "pt" / "glossary.toml").exists()
    after = (project / "mkdocs.yml").read_text(encoding="utf-8")
    changed = [line for line in after.splitlines() if line not in before.splitlines()]
    assert len(changed) <= 2, changed  # the locales line, and the in_progress line
    assert re.search(r"locales: \[[^\]]*\bpt\]", after)
    assert re.search(r"in_progress: \[[^\]]*\bpt\]", after)
    with po.open("rb") as handle:
        assert read_po(handle).num_plurals == 3  # CLDR Portuguese: one, many, other

    # Untranslated and in progress: it builds, reporting what is left, without failing
    # (the new locale alone, as a preview builds it; the whole site is built below).
    untranslated = build(project, env={"CRESCENT_LOCALES": "pt"})
    assert untranslated.returncode == 0, untranslated.output
    # Only the messages with no word to translate ({rank}{symbol}, "; ") count as done.
    counted = re.search(r"pt: (\d+)/(\d+) messages translated \((\d+)%\)", untranslated.output)
    assert counted, untranslated.output
    assert 0 < int(counted.group(1)) < 10 and int(counted.group(3)) < 5

    translate_everything(po)
    port = free_port()
    preview = subprocess.Popen(
        ["make", "--no-print-directory", "preview", "LOCALE=pt", f"PORT={port}"],
        cwd=project,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        start_new_session=True,
    )
    try:
        page = ""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not page:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/pt/rules/") as answer:
                    page = answer.read().decode("utf-8")
            except OSError:
                time.sleep(POLL)  # not served yet: look again
        assert '<html lang="pt"' in page
        assert "Tem de ser do mesmo naipe" in page
    finally:
        os.killpg(preview.pid, 15)
        preview.wait(timeout=20)

    site = build(project)
    assert site.returncode == 0, site.output
    assert 'hreflang="pt"' in site.page("en/rules/index.html")
    assert '<a href="pt/" hreflang="pt" lang="pt">' in site.page("index.html")
