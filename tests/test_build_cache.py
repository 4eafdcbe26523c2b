"""What a process keeps from one build to the next (the serve process builds again and
again): each catalog's coverage, the compiled templates and the replayed example game,
never stale."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort
from sitebuild import copy_project, set_locales

CA_PO = Path("locales/ca/LC_MESSAGES/messages.po")


def status_row(site: Path, locale: str) -> str:
    page = (site / "en" / "about" / "index.html").read_text(encoding="utf-8")
    match = re.search(rf'<tr><td lang="{locale}">.*?</tr>', page)
    assert match is not None, page
    return match.group(0)


def test_a_second_build_in_the_same_process_sees_an_edited_catalog_and_template(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = copy_project(tmp_path / "project")
    set_locales(project, ["en", "ca"])
    overrides = project / "overrides"
    footer = overrides / "partials" / "footer.html"
    footer.parent.mkdir(parents=True)
    footer.write_text("<footer>{{ 'first' ~ '-footer' }}</footer>", encoding="utf-8")
    config_file = project / "mkdocs.yml"
    config_file.write_text(
        config_file.read_text(encoding="utf-8").replace(
            "theme:\n", "theme:\n  custom_dir: overrides\n", 1
        ),
        encoding="utf-8",
    )
    monkeypatch.chdir(project)
    monkeypatch.setenv("CRESCENT_JOBS", "1")
    monkeypatch.setenv("NO_MKDOCS_2_WARNING", "1")
    site = tmp_path / "site"

    def build_site() -> None:
        build(load_config(str(config_file), site_dir=str(site)))

    build_site()
    before = status_row(site, "ca")
    assert "first-footer" in (site / "ca" / "index.html").read_text(encoding="utf-8")
    # One translation fewer in the Catalan catalog, and an edited template.
    po = project / CA_PO
    text = po.read_text(encoding="utf-8")
    text = text.replace(
        'msgid "Translations"\nmsgstr "Traduccions"', 'msgid "Translations"\nmsgstr ""'
    )
    po.write_text(text, encoding="utf-8")
    stat = po.stat()
    os.utime(po, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))  # a later stamp, surely
    footer.write_text("<footer>{{ 'second' ~ '-footer' }}</footer>", encoding="utf-8")
    build_site()
    after = status_row(site, "ca")
    translated = [int(re.search(r"<td>(\d+) / \d+</td>", row).group(1)) for row in (before, after)]  # type: ignore[union-attr]
    assert translated[1] == translated[0] - 1
    page = (site / "ca" / "index.html").read_text(encoding="utf-8")
    assert "second-footer" in page and "first-footer" not in page


def test_a_second_build_in_the_same_process_replays_an_edited_example_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # The game is replayed once per process, not once per locale: an edit must still count.
    project = copy_project(tmp_path / "project")
    set_locales(project, ["en", "ca"])
    monkeypatch.chdir(project)
    monkeypatch.setenv("CRESCENT_JOBS", "1")
    monkeypatch.setenv("NO_MKDOCS_2_WARNING", "1")
    config_file = project / "mkdocs.yml"
    site = tmp_path / "site"
    build(load_config(str(config_file), site_dir=str(site)))
    example = project / "docs" / "examples" / "won-game.toml"
    # Move 10 of the published game is 10 -> 14; pile 10's A♠ cannot go onto pile 13's 7♣.
    example.write_text(
        example.read_text(encoding="utf-8").replace("10 -> 14", "10 -> 13", 1), encoding="utf-8"
    )
    stat = example.stat()
    os.utime(example, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))  # a later stamp, surely
    with pytest.raises(Abort):
        build(load_config(str(config_file), site_dir=str(site)))
    assert "move 10 (10 -> 13)" in caplog.text and "same suit" in caplog.text.lower()
    assert (site / "ca" / "index.html").is_file()  # the first build's site is still whole
