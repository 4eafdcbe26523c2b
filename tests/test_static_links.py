"""The files every locale copies unchanged are hard links to one copy: the site
is the same byte for byte, each file is written once per build, and where links are not
possible every locale gets a copy of its own."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitebuild import SUB_PATH_LOCALES, Build

from crescent_docs.plugin import staging


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """A staging folder, as a build makes it."""
    made = staging.create(tmp_path / "site")
    yield made
    staging.discard(made)


def test_every_locale_links_the_same_copy_of_a_static_file(sub_path_site: Build) -> None:
    """In the session's three-locale build (tests/conftest.py: in two processes, --strict),
    which no test writes to."""
    result = sub_path_site
    assert len(SUB_PATH_LOCALES) == 3
    for name in ("assets/crescent/player.*.js", "assets/javascripts/bundle.*.min.js"):
        found = [next((result.site / locale).glob(name)) for locale in SUB_PATH_LOCALES]
        inodes = {path.stat().st_ino for path in found}
        assert len(inodes) == 1, name  # one file, three names
        assert found[0].stat().st_nlink == 3  # the staging folder's copy is gone
    # A locale's own files are its own: the message bundle differs from locale to locale.
    bundles = [result.site / locale / "assets/crescent/messages.json" for locale in ("en", "ca")]
    assert bundles[0].stat().st_ino != bundles[1].stat().st_ino
    assert bundles[0].read_bytes() != bundles[1].read_bytes()
    assert sorted(result.site.parent.glob(".site-building-*")) == []  # beside the site


def test_the_shared_copy_is_made_once(folder: Path, tmp_path: Path) -> None:
    source = tmp_path / "theme.css"
    source.write_text("body { color: green; }\n", encoding="utf-8")
    for locale in ("en", "ca"):
        staging.link_or_copy(str(source), str(folder / locale / "assets" / "theme.css"), folder)
    shared = list((folder / staging.SHARED).iterdir())
    assert len(shared) == 1  # no half-written copy under a process's own name is left
    en, ca = (folder / locale / "assets" / "theme.css" for locale in ("en", "ca"))
    assert en.read_bytes() == ca.read_bytes() == source.read_bytes()
    assert en.stat().st_ino == ca.stat().st_ino == shared[0].stat().st_ino
    assert source.stat().st_nlink == 1  # the source itself is never linked


def test_a_file_already_there_is_replaced_never_written_through(
    folder: Path, tmp_path: Path
) -> None:
    source = tmp_path / "new.js"
    source.write_text("new\n", encoding="utf-8")
    other = tmp_path / "other.js"
    other.write_text("other\n", encoding="utf-8")
    target = folder / "en" / "new.js"
    target.parent.mkdir(parents=True)
    os.link(other, target)  # what was there is a link to a file outside the site
    staging.link_or_copy(str(source), str(target), folder)
    assert target.read_text(encoding="utf-8") == "new\n"
    assert other.read_text(encoding="utf-8") == "other\n"


def test_without_hard_links_each_locale_gets_a_copy(
    folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: Path, target: Path) -> None:
        raise PermissionError(1, "Operation not permitted")  # as on a FAT or network drive

    monkeypatch.setattr(Path, "hardlink_to", refuse)
    source = tmp_path / "logo.svg"
    source.write_text("<svg/>\n", encoding="utf-8")
    for locale in ("en", "ca"):
        staging.link_or_copy(str(source), str(folder / locale / "logo.svg"), folder)
    en, ca = folder / "en" / "logo.svg", folder / "ca" / "logo.svg"
    assert en.read_text(encoding="utf-8") == ca.read_text(encoding="utf-8") == "<svg/>\n"
    assert en.stat().st_ino != ca.stat().st_ino
    shared = folder / staging.SHARED
    assert not shared.exists() or [p.name for p in shared.iterdir() if "." in p.name] == []


def test_a_missing_source_is_an_error_as_in_mkdocs(folder: Path, tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        staging.link_or_copy(str(tmp_path / "gone.css"), str(folder / "en" / "gone.css"), folder)


def test_discard_removes_the_replaced_sites_and_shared_copies_and_nothing_else(
    tmp_path: Path,
) -> None:
    site = tmp_path / "site"
    (site / "en").mkdir(parents=True)
    (site / "en" / "index.html").write_text("old\n", encoding="utf-8")
    beside = tmp_path / "notes.txt"
    beside.write_text("mine\n", encoding="utf-8")
    made = staging.create(site)
    source = tmp_path / "app.js"
    source.write_text("app\n", encoding="utf-8")
    for locale in ("en", "ca"):
        staging.link_or_copy(str(source), str(made / locale / "app.js"), made)
        (made / locale / "index.html").write_text("new\n", encoding="utf-8")
    staging.publish(made, site, ["en", "ca"])
    assert (made / staging.REPLACED / "en" / "index.html").is_file()  # the old site
    staging.discard(made, threads=4)
    assert not made.exists()
    assert sorted(path.name for path in tmp_path.iterdir()) == ["app.js", "notes.txt", "site"]
    assert (site / "en" / "index.html").read_text(encoding="utf-8") == "new\n"
    assert (site / "ca" / "app.js").read_text(encoding="utf-8") == "app\n"
    assert beside.read_text(encoding="utf-8") == "mine\n"
