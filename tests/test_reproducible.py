"""Two builds of the same sources are byte-identical, sitemaps included."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from sitebuild import build, copy_project


def digest(site: Path) -> dict[str, str]:
    return {
        str(path.relative_to(site)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(site.rglob("*"))
        if path.is_file()
    }


def test_two_builds_are_byte_identical(tmp_path: Path) -> None:
    # Two copies in different folders, built one after the other: neither the path nor
    # the time of a build may show in the site (SOURCE_DATE_EPOCH dates the sitemaps).
    first = build(copy_project(tmp_path / "one"), "--strict")
    second = build(copy_project(tmp_path / "two"), "--strict")
    assert first.returncode == 0 and second.returncode == 0, first.output + second.output
    a, b = digest(first.site), digest(second.site)
    assert a.keys() == b.keys()
    different = [name for name in a if a[name] != b[name]]
    assert different == []
    assert any(name.endswith("sitemap.xml.gz") for name in a)
    assert "<lastmod>2026-01-01</lastmod>" in (first.site / "ca" / "sitemap.xml").read_text()


def test_a_parallel_build_is_byte_identical_to_a_sequential_one(tmp_path: Path) -> None:
    # jobs: 1 builds every locale one after another in one process; CRESCENT_JOBS=4
    # builds them in worker processes, in whatever order the workers take them.
    project = copy_project(tmp_path / "project")
    config = project / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    config.write_text(text.replace("      locales: [", "      jobs: 1\n      locales: ["), "utf-8")
    sequential = build(project, "--strict", site=tmp_path / "sequential")
    parallel = build(project, "--strict", site=tmp_path / "parallel", env={"CRESCENT_JOBS": "4"})
    assert sequential.returncode == 0 and parallel.returncode == 0, (
        sequential.output + parallel.output
    )
    assert "Building documentation to directory" in parallel.output
    a, b = digest(sequential.site), digest(parallel.site)
    assert a.keys() == b.keys()
    locales = re.search(r"locales: \[([^\]]*)\]", text)
    assert locales is not None
    # every locale's folder, and the root page
    assert len({name.split("/")[0] for name in a}) == len(locales.group(1).split(",")) + 1
    assert [name for name in a if a[name] != b[name]] == []
