"""The copy of the site's sources that the tests and the benchmarks build."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from crescent_docs.tools.project import SOURCES, copy_project, set_locales


def crescent_options(project: Path) -> dict:
    text = (project / "mkdocs.yml").read_text(encoding="utf-8")
    config = yaml.load(text, Loader=yaml.BaseLoader)  # its !ENV tags read as text
    return next(p["crescent"] for p in config["plugins"] if isinstance(p, dict))


def test_the_copy_holds_the_sources_and_builds_the_locales_it_is_given(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    assert sorted(p.name for p in project.iterdir()) == sorted(SOURCES)
    set_locales(project, ["ca", "hr"], in_progress=["ca"])
    assert crescent_options(project) == {"locales": ["ca", "hr"], "in_progress": ["ca"]}
    set_locales(project, ["en", "de"])  # what is being translated stays as it was
    assert crescent_options(project) == {"locales": ["en", "de"], "in_progress": ["ca"]}
    set_locales(project, ["en"], in_progress=[])
    assert crescent_options(project) == {"locales": ["en"]}


def test_a_config_without_locales_is_refused(tmp_path: Path) -> None:
    (tmp_path / "mkdocs.yml").write_text("site_name: x\n", encoding="utf-8")
    with pytest.raises(ValueError, match=re.escape("mkdocs.yml: no 'locales: [...]'")):
        set_locales(tmp_path, ["en"])
