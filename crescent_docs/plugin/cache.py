"""What a process keeps from one build to the next, under one policy.

``mkdocs serve`` builds again and again in one process, and the primary build's workers
fork from it: what a build reads or computes (a catalog, the source messages, the example
game replayed, a catalog's coverage) is kept for the next build, and reused only while what
it was computed from is unchanged. Each :class:`Keyed` cache holds one value per subject
(a locale's catalog, a docs folder, an example file), with what the value depends on (the
stamps of its files, or the very objects it was computed from); a value whose dependencies
changed is replaced, never kept beside the new one. So a cache holds at most one value per
subject of the project, whatever the number of builds: no size limit is needed.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Generic, TypeVar

__all__ = ["Keyed", "Stamp", "stamp"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

#: A file's modification time and size; None when it is missing.
Stamp = tuple[int, int] | None


def stamp(path: Path) -> Stamp:
    """A file's modification time and size; None when it is missing."""
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


class Keyed(Generic[K, V]):
    """One value per subject, reused while what it depends on compares equal.

    Dependencies are compared as tuples compare their items: the same object is equal
    without a look inside, so the objects a value was computed from can be its key."""

    def __init__(self) -> None:
        self._entries: dict[K, tuple[object, V]] = {}

    def get(self, subject: K, depends: object, compute: Callable[[], V]) -> V:
        """The value for ``subject`` computed from ``depends``: kept, or computed now (and
        kept in place of the old one). When ``compute`` raises, nothing is kept."""
        entry = self._entries.get(subject)
        if entry is not None and (entry[0],) == (depends,):
            return entry[1]
        value = compute()
        self._entries[subject] = (depends, value)
        return value

    def clear(self) -> None:
        self._entries.clear()
