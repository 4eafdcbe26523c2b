"""Locales built in parallel, in worker processes.

The primary build (the ``mkdocs build`` process) builds its own locale while
``jobs - 1`` forked workers take the other locales one at a time from a shared counter;
when its own locale is done, the primary takes locales from the same counter. Every locale
is one complete MkDocs build into the staging folder, whichever process runs it, so the
site is the same byte for byte whatever the number of jobs.

A worker sends back each locale's log records, which the primary logs again (so its
warnings count toward ``--strict``), and what the build of the locale returned (its
coverage and root-page link, which the primary writes into every locale's pages when it
publishes them); the first error ends the build: the other workers are stopped and
nothing is published. Workers ignore Ctrl-C; the primary stops them.
"""

from __future__ import annotations

import contextvars
import gc
import logging
import multiprocessing
import os
import queue
import signal
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.context import ForkProcess
from multiprocessing.sharedctypes import Synchronized
from typing import Any

from mkdocs.exceptions import MkDocsException

__all__ = ["ACTIVE_LOCALE", "Outcome", "Pool", "auto_processes", "available_cores", "finish"]

#: The locale of the build under way in a sub-build; None in the primary build.
ACTIVE_LOCALE: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "crescent_locale", default=None
)

_CONTEXT = multiprocessing.get_context("fork")


def available_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def auto_processes(locales: int, cores: int) -> int:
    """How many processes (the main one included) build ``locales`` locales on ``cores``
    cores for ``jobs: auto``: a process per locale up to one more than the cores, and
    beyond that the fewest processes, from cores + 1 to twice the cores, that leave no core
    idle at the end. Locales cost about the same and the processes share the cores evenly,
    so k processes build them in rounds of k; a last round of fewer locales than cores runs
    on fewer cores than there are. Seven locales on two cores: three processes build them
    3 + 3 + 1, the last one alone on one core (4 locales' time); four build them 4 + 3,
    every core busy to the end (3.5 locales' time, as perfect sharing would)."""
    cores = max(cores, 1)
    if locales <= cores + 1:
        return max(locales, 1)
    best, fewest = float("inf"), cores + 1
    for processes in range(cores + 1, min(2 * cores, locales) + 1):
        rounds, rest = divmod(locales, processes)
        wall = rounds * processes / cores + (max(1.0, rest / cores) if rest else 0.0)
        if wall < best - 1e-9:
            best, fewest = wall, processes
    return fewest


@dataclass
class Outcome:
    """What a worker reports: a locale started, or done (with its log), or failed."""

    locale: str
    kind: str  # "start", "done" or "error"
    records: list[tuple[str, int, str]] = field(default_factory=list)
    error: str = ""
    #: What ``build_one(locale)`` returned, when done.
    value: object = None


class _Collector(logging.Handler):
    """Keeps a worker's log records, to be sent to the primary build."""

    def __init__(self) -> None:
        super().__init__(logging.NOTSET)
        self.records: list[tuple[str, int, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append((record.name, record.levelno, record.getMessage()))


class Pool:
    """Worker processes that build ``locales`` with ``build_one(locale)``; what it returns
    (picklable) is sent back to the main process, in :attr:`values`."""

    def __init__(
        self, locales: Sequence[str], workers: int, build_one: Callable[[str], object]
    ) -> None:
        self.locales = list(locales)
        self.build_one = build_one
        self.values: dict[str, object] = {}
        self.next: Synchronized[int] = _CONTEXT.Value("i", 0)
        self.results: Any = _CONTEXT.Queue()
        self.processes: list[ForkProcess] = []
        self.done: set[str] = set()
        self._primary = os.getpid()
        # What the main process holds is shared with the workers until either writes to
        # it. Frozen, the objects it made so far are no longer scanned by the workers'
        # garbage collector, which would write to (and so copy) the pages that hold them.
        gc.freeze()
        try:
            for _ in range(min(workers, len(self.locales))):
                process = _CONTEXT.Process(target=self._work, daemon=True)
                process.start()
                self.processes.append(process)
        finally:
            gc.unfreeze()  # the main process collects them as before

    def claim(self) -> str | None:
        """The next locale nobody builds yet, or None. In the primary, None also when a
        worker has died: one killed while it held the counter's lock never releases it, so
        the primary never waits on that lock for good (a worker does: the primary stops it)."""
        lock = self.next.get_lock()
        if os.getpid() != self._primary:
            lock.acquire()
        else:
            while not lock.acquire(timeout=0.2):
                if self.dead() is not None:
                    return None
        try:
            counter = self.next.get_obj()
            index = counter.value
            if index >= len(self.locales):
                return None
            counter.value = index + 1
        finally:
            lock.release()
        return self.locales[index]

    # -- in the worker --------------------------------------------------------------------

    def _work(self) -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # the primary stops the workers
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        mkdocs = logging.getLogger("mkdocs")
        for handler in list(mkdocs.handlers):
            mkdocs.removeHandler(handler)
        collector = _Collector()
        mkdocs.addHandler(collector)
        while (locale := self.claim()) is not None:
            self.results.put(Outcome(locale, "start"))
            collector.records = []
            try:
                value = self.build_one(locale)
            except Exception as error:  # every failure is reported, none is lost
                errors = [m for _, level, m in collector.records if level >= logging.ERROR]
                records = [r for r in collector.records if r[1] < logging.ERROR]
                if isinstance(error, MkDocsException):
                    message = "\n".join(errors) or str(error)
                else:
                    message = traceback.format_exc()
                self.results.put(Outcome(locale, "error", records, message))
                break
            self.results.put(Outcome(locale, "done", collector.records, value=value))
        self.results.close()
        self.results.join_thread()

    # -- in the primary -------------------------------------------------------------------

    def poll(self, timeout: float = 0.0) -> Outcome | None:
        """Log the records of every locale finished so far; return the first failure."""
        while True:
            try:
                outcome: Outcome = (
                    self.results.get(timeout=timeout) if timeout else (self.results.get_nowait())
                )
            except queue.Empty:
                return None
            timeout = 0.0
            if outcome.kind == "start":
                continue
            for name, level, message in outcome.records:
                logging.getLogger(name).log(level, message)
            if outcome.kind == "error":
                return outcome
            self.values[outcome.locale] = outcome.value
            self.done.add(outcome.locale)

    def wait(self) -> Outcome | None:
        """Wait until every locale is built, or every worker has stopped; return the
        first failure, if any. (Once every locale has reported, the workers have nothing
        left to do: :meth:`stop` reaps them without waiting for them to exit.)"""
        while (
            not self.finished()
            and self.dead() is None
            and any(process.is_alive() for process in self.processes)
        ):
            failure = self.poll(timeout=0.1)
            if failure is not None:
                return failure
        failure = self.poll()
        if failure is not None or self.finished():
            return failure
        dead = self.dead()
        if dead is None:
            return None
        code = dead.exitcode or 0
        how = (
            f"was killed by {signal.Signals(-code).name}"
            if code < 0
            else f"exited with status {code}"
        )
        lost = ", ".join(self.missing())
        return Outcome(
            lost or "?",
            "error",
            error=f"{lost or 'the build'}: a build worker {how} before it finished",
        )

    def dead(self) -> ForkProcess | None:
        """A worker that ended abnormally (killed, or failed outside a locale's build), if
        any. The build cannot finish: what it claimed is lost, and it may have died holding
        the shared counter's lock."""
        return next((p for p in self.processes if p.exitcode not in (None, 0)), None)

    def finished(self) -> bool:
        """Whether every locale has been built."""
        return self.done.issuperset(self.locales)

    def missing(self) -> list[str]:
        """The locales claimed so far that no process finished."""
        # Read without the lock, which a killed worker may hold for good; once the workers
        # have stopped, nothing changes it.
        claimed = self.locales[: self.next.get_obj().value]
        return [locale for locale in claimed if locale not in self.done]

    def stop(self) -> None:
        """Stop every worker at once, and reap them."""
        for process in self.processes:
            if process.is_alive():
                process.terminate()
        for process in self.processes:
            process.join(timeout=10)
            if process.is_alive():  # pragma: no cover - a worker that ignores SIGTERM
                process.kill()
                process.join()
        self.results.close()
        self.results.cancel_join_thread()


def finish(pool: Pool, build_here: Callable[[str], object]) -> Outcome | None:
    """The primary's part, once its own locale is built: it takes its share of the other
    locales, as the workers do, until none is left; then it waits for the workers and stops
    them. The first failure, if any."""
    try:
        failure = pool.poll()
        while failure is None and (locale := pool.claim()) is not None:
            build_here(locale)
            pool.done.add(locale)
            failure = pool.poll()
        return failure or pool.wait()
    finally:
        pool.stop()
