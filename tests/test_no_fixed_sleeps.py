"""The tests wait on conditions, never for a fixed time: a fixed sleep is too short on a
loaded machine and too long on an idle one. A scan of tests/ keeps it so.

A test that measures time itself (a timer of the player) waits on the page's own clock
(browserkit.wait_page_clock) and says so where it waits; a poll looks again after POLL
(tests/waiting.py), which is a name, not a number of seconds.
"""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).parent
#: A sleep for a number of seconds or milliseconds written in the call.
FIXED = re.compile(
    r"\b(?:wait_for_timeout|sleep)\(\s*[\d.]+\s*\)"
    r"|setTimeout\([^()]*\(\)\s*=>\s*r\(\w*\)\s*,\s*[1-9]\d*\s*\)"  # a JS promise of a fixed delay
)


def test_no_test_sleeps_for_a_fixed_time() -> None:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        if path == Path(__file__):  # its own examples below
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if FIXED.search(line):
                found.append(f"{path.relative_to(TESTS)}:{number}: {line.strip()}")
    assert found == [], "wait on a condition instead:\n" + "\n".join(found)


def test_the_scan_finds_each_kind_of_fixed_sleep() -> None:
    for line in (
        "page.wait_for_timeout(300)",
        "time.sleep(0.5)",
        "sleep( 2 )",
        'page.wait_for_function("() => new Promise(r => setTimeout(() => r(true), 800))")',
    ):
        assert FIXED.search(line), line
    for line in ("time.sleep(POLL)", "settle(page)", "setTimeout(r)", "wait_page_clock(page, 1)"):
        assert not FIXED.search(line), line
