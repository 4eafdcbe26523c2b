"""The pool of build workers on its own: every locale built once, by some process; the
first failure reported; no worker left behind."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from multiprocessing.connection import wait as wait_for
from pathlib import Path
from typing import Any

import pytest
from mkdocs.exceptions import PluginError

from crescent_docs.plugin.workers import Pool, auto_processes, finish


class LingeringWorkers(Pool):
    """A pool whose workers, once no locale is left, do not exit until the main process
    lets them (as a worker slow to exit would)."""

    def __init__(self, *args: Any) -> None:
        self.leave = multiprocessing.get_context("fork").Event()
        super().__init__(*args)

    def claim(self) -> str | None:
        locale = super().claim()
        if locale is None and multiprocessing.parent_process() is not None:
            self.leave.wait()
        return locale


def test_every_locale_is_built_once_and_the_pool_ends_without_waiting(tmp_path: Path) -> None:
    """Once every locale has reported, the main process does not wait for the workers to
    exit: it reaps them. (The thread only keeps a broken pool from hanging the suite.)"""

    def build_one(locale: str) -> None:
        (tmp_path / locale).write_text("built", encoding="utf-8")

    locales = ["ca", "hr", "es", "fr", "de"]
    pool = LingeringWorkers(locales, 2, build_one)
    while (locale := pool.claim()) is not None:  # the main process takes its share
        build_one(locale)
        pool.done.add(locale)
    outcome: list[object] = []
    waiting = threading.Thread(target=lambda: outcome.append(pool.wait()), daemon=True)
    waiting.start()
    waiting.join(timeout=120)
    lingered = [process.is_alive() for process in pool.processes]
    pool.leave.set()
    pool.stop()
    assert outcome == [None], "wait() waited for workers that had nothing left to build"
    assert all(lingered)  # they had not exited: wait() did not wait for them
    assert pool.finished() and pool.missing() == []
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(locales)
    assert not any(process.is_alive() for process in pool.processes)


def test_a_failure_is_reported_with_its_message(tmp_path: Path) -> None:
    def build_one(locale: str) -> None:
        if locale == "hr":
            raise PluginError("locales/hr/LC_MESSAGES/messages.po:12: hr: broken")

    pool = Pool(["hr"], 1, build_one)
    failure = pool.wait()
    pool.stop()
    assert failure is not None and failure.kind == "error" and failure.locale == "hr"
    assert "messages.po:12: hr: broken" in failure.error
    assert not pool.finished() and pool.missing() == ["hr"]


class DiesHoldingTheCounter(Pool):
    """A pool whose workers die (as the kernel's out-of-memory killer would kill them) as
    soon as they hold the shared counter's lock: the first never releases it, the other
    waits on it."""

    def claim(self) -> str | None:
        if multiprocessing.parent_process() is not None:  # in a worker
            self.next.get_lock().acquire()
            os.kill(os.getpid(), signal.SIGKILL)
        return super().claim()


def test_a_worker_killed_while_it_holds_the_counter_fails_the_build_at_once() -> None:
    """The primary waits neither on that lock nor on the worker stuck behind it: it stops
    the build, and says how the worker ended."""
    pool = DiesHoldingTheCounter(["hr", "ca", "es", "fr"], 2, lambda locale: None)

    def build_here(locale: str) -> None:  # the primary's first locale lasts until one dies
        wait_for([process.sentinel for process in pool.processes])

    failure = finish(pool, build_here)
    assert failure is not None and failure.kind == "error"
    assert "a build worker was killed by SIGKILL before it finished" in failure.error
    assert not any(process.is_alive() for process in pool.processes)


@pytest.mark.parametrize(
    ("locales", "cores", "processes"),
    [
        (1, 2, 1),
        (3, 2, 3),
        (6, 2, 3),  # 3 + 3: both cores busy to the end
        (7, 2, 4),  # 4 + 3, not 3 + 3 + 1 (the last locale alone on one core)
        (8, 2, 3),  # 3 + 3 + 2
        (4, 2, 4),
        (5, 2, 3),
        (7, 1, 2),
        (7, 8, 7),
        (20, 4, 5),  # 5 rounds of 5
    ],
)
def test_auto_leaves_no_core_idle_at_the_end(locales: int, cores: int, processes: int) -> None:
    assert auto_processes(locales, cores) == processes
    # The rounds of equal locales it gives never leave a core idle while a locale waits.
    rest = locales % processes
    assert rest == 0 or rest >= min(cores, locales)
