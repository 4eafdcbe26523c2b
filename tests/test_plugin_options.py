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
        (
            "locales: [en, ca]\n      locales_dir: nonexistent",
            "plugins.crescent.locales_dir: 'nonexistent' does not exist",
        ),
        (
            "locales: [en, ca]\n      locales_dir: mkdocs.yml",
            "plugins.crescent.locales_dir: 'mkdocs.yml' is a file, not a folder",
        ),
        (
            "locales: [en, ca]\n      source_locale: xx",
            "plugins.crescent.source_locale: 'xx' is not a known locale",
        ),
        ("locales: [en]\n      jobs: 0", "plugins.crescent.jobs: 0 is not a number of processes"),
        (
            "locales: [en]\n      jobs: many",
            "plugins.crescent.jobs: 'many' is not a number of processes",
        ),
    ],
)
def test_bad_options_are_named(project: Path, options: str, complaint: str) -> None:
    set_options(project, options)
    result = build(project, "--strict")  # an unknown option is a warning, so strict fails
    assert result.returncode != 0
    assert "Traceback" not in result.output
    assert complaint in result.output, result.output
    assert (project / "docs").is_dir()  # an early error deletes nothing


@pytest.mark.parametrize("jobs", ["0", "-1", "２", "1.5", "many"])
def test_a_bad_crescent_jobs_is_named(project: Path, jobs: str) -> None:
    set_options(project, "locales: [en]")
    result = build(project, env={"CRESCENT_JOBS": jobs})
    assert result.returncode != 0
    assert "Traceback" not in result.output
    assert f"CRESCENT_JOBS: {jobs!r} is not a number of processes" in result.output, result.output


def test_serve_watches_the_catalogs_and_the_example_game(project: Path) -> None:
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(project / "site"))
    config = config.plugins.on_config(config)
    watched = {Path(path) for path in config.watch}
    assert project / "locales" in watched
    assert project / "docs" / "examples" / "won-game.toml" in watched
