"""The plugin's options in mkdocs.yml: mistakes are named, and serve watches the right files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mkdocs.config import load_config
from sitebuild import build, copy_project


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_project(tmp_path / "project")


def set_options(project: Path, options: str) -> None:
    config = project / "mkdocs.yml"
    text = re.sub(r"locales: \[[^\]]*\]", options, config.read_text(encoding="utf-8"))
    config.write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    ("options", "complaint"),
    [
        ("locales: [en, ca, ca]", "a locale is listed twice"),
        ("locales: []", "list at least one locale"),
        ("locales: [en]\n      in_progress: [hr]", "'hr' is not in locales"),
        ("locales: [en]\n      colour: blue", "option 'colour': Unrecognised"),
    ],
)
def test_bad_options_are_named(project: Path, options: str, complaint: str) -> None:
    set_options(project, options)
    result = build(project, "--strict")  # an unknown option is a warning, so strict fails
    assert result.returncode != 0
    assert "Traceback" not in result.output
    assert complaint in result.output, result.output
    assert (project / "docs").is_dir()  # an early error deletes nothing


def test_serve_watches_the_catalogs_and_the_example_game(project: Path) -> None:
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(project / "site"))
    config = config.plugins.on_config(config)
    watched = {Path(path) for path in config.watch}
    assert project / "locales" in watched
    assert project / "docs" / "examples" / "won-game.toml" in watched
