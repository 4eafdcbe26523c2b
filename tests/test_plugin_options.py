"""The plugin's options in mkdocs.yml: mistakes are named, and serve watches the right files.

Each bad option is checked in-process (plugin_config.py); one build end to end for each
class of fault (an option in mkdocs.yml, CRESCENT_JOBS) shows what the user sees."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mkdocs.config import load_config
from plugin_config import config_complaints, options_project
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
def test_bad_options_are_named(tmp_path: Path, options: str, complaint: str) -> None:
    # In-process: MkDocs loads and validates mkdocs.yml and runs on_config, as a build does.
    said = config_complaints(options_project(tmp_path, options))
    assert complaint in said, said
    assert "Traceback" not in said


def test_a_bad_option_stops_the_build_without_a_traceback(project: Path) -> None:
    """One build end to end, for the class: what the user runs says the same words."""
    set_options(project, "locales: [en]\n      jobs: 0")
    result = build(project, "--strict")
    assert result.returncode != 0
    assert "Traceback" not in result.output
    assert "plugins.crescent.jobs: 0 is not a number of processes" in result.output
    assert (project / "docs").is_dir()  # an early error deletes nothing
    assert not (project / "site").exists()


@pytest.mark.parametrize("jobs", ["0", "-1", "２", "1.5", "many"])
def test_a_bad_crescent_jobs_is_named(tmp_path: Path, jobs: str) -> None:
    said = config_complaints(options_project(tmp_path, "locales: [en]"), {"CRESCENT_JOBS": jobs})
    assert f"CRESCENT_JOBS: {jobs!r} is not a number of processes" in said, said


def test_a_bad_crescent_jobs_stops_the_build(project: Path) -> None:
    set_options(project, "locales: [en]")
    result = build(project, env={"CRESCENT_JOBS": "２"})
    assert result.returncode != 0
    assert "Traceback" not in result.output
    assert "CRESCENT_JOBS: '２' is not a number of processes" in result.output, result.output


def test_serve_watches_the_catalogs_and_the_example_game(project: Path) -> None:
    config = load_config(str(project / "mkdocs.yml"), site_dir=str(project / "site"))
    config = config.plugins.on_config(config)
    watched = {Path(path) for path in config.watch}
    assert project / "locales" in watched
    assert project / "docs" / "examples" / "won-game.toml" in watched
