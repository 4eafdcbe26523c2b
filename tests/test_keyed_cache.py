"""The plugin's one cache policy (crescent_docs/plugin/cache.py): one value per subject,
reused while what it depends on is unchanged, replaced when it changes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from crescent_docs.plugin.cache import Keyed, stamp


def test_a_value_is_reused_until_what_it_depends_on_changes() -> None:
    cache: Keyed[str, list[int]] = Keyed()
    computed: list[str] = []

    def compute(tag: str) -> list[int]:
        computed.append(tag)
        return [len(computed)]

    first = cache.get("ca", ("v1",), lambda: compute("a"))
    assert cache.get("ca", ("v1",), lambda: compute("b")) is first
    second = cache.get("ca", ("v2",), lambda: compute("c"))
    assert second is not first
    assert cache.get("ca", ("v1",), lambda: compute("d")) is not first  # replaced, not kept
    assert computed == ["a", "c", "d"]
    assert len(cache._entries) == 1  # one entry per subject, whatever the builds


def test_the_objects_a_value_came_from_can_be_its_dependencies() -> None:
    cache: Keyed[str, int] = Keyed()
    sources = [object()]
    assert cache.get("hr", (sources,), lambda: 1) == 1
    assert cache.get("hr", (sources,), lambda: 2) == 1
    assert cache.get("hr", ([object()],), lambda: 3) == 3


def test_nothing_is_kept_when_computing_fails() -> None:
    cache: Keyed[str, int] = Keyed()

    def fail() -> int:
        raise ValueError("bad catalog")

    with pytest.raises(ValueError):
        cache.get("de", None, fail)
    assert cache.get("de", None, lambda: 5) == 5


def test_a_stamp_changes_with_the_file(tmp_path: Path) -> None:
    path = tmp_path / "messages.po"
    assert stamp(path) is None
    path.write_text("a", encoding="utf-8")
    before = stamp(path)
    path.write_text("ab", encoding="utf-8")
    os.utime(path, ns=(1, 1))
    assert stamp(path) not in (None, before)
