"""Two builds of the same sources are byte-identical, sitemaps included."""

from __future__ import annotations

import hashlib
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
