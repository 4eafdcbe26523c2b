"""Waiting on a condition, never for a fixed time: a test polls what it waits for (a file,
a process, a page served) until it holds or a generous deadline passes."""

from __future__ import annotations

import time
from collections.abc import Callable

#: How often a condition is looked at again (how long a poll waits between two looks; what
#: the test waits for is the condition, whatever the time it takes, up to the deadline).
POLL = 0.02


def wait_until(condition: Callable[[], object], timeout: float = 60.0, what: str = "") -> None:
    """Return as soon as ``condition()`` is true; fail with ``what`` after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"waited {timeout} s in vain: {what}"
        time.sleep(POLL)
