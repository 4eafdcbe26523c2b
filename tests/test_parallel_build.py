"""Locales built in parallel worker processes: clean failures, nothing left behind, and a
site folder the build owns (issues 13 and 14)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.numbers import format_percent
from sitebuild import Build, build, copy_project, environment, set_locales
from waiting import POLL, wait_until

from crescent_docs.i18n import load_messages
from crescent_docs.i18n.coverage import coverage, source_messages

DE_PO = Path("locales/de/LC_MESSAGES/messages.po")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_project(tmp_path / "project")


def break_translation(project: Path, head: str, new: str) -> int:
    """Replace the msgstr after ``head`` in the German catalog; return the msgid's line."""
    po = project / DE_PO
    text = po.read_text(encoding="utf-8")
    start = text.index(head) + len(head)
    end = text.index('"\n', start)
    po.write_text(text[:start] + new + text[end:], encoding="utf-8")
    return text[:start].count("\n")  # the line above the msgstr


def staging_folders(project: Path) -> list[Path]:
    return sorted(project.glob(".site-building-*"))


def build_processes(site: Path) -> list[str]:
    """The processes still building into ``site`` (the build and its workers)."""
    found = subprocess.run(
        ["pgrep", "-f", f"build -d {site}"], capture_output=True, text=True, check=False
    )
    return found.stdout.split()


@dataclass
class InWorkers:
    """Builds of en, ca and de in three workers: de's "Translations" left untranslated
    (a warning), built relaxed and strict; then a placeholder of de's also dropped (an
    error), built again."""

    project: Path
    relaxed: Build
    strict: Build
    bad: Build
    bad_line: int  # the line of the msgid whose placeholder went
    before: str  # de's Rules page as the relaxed build published it


@pytest.fixture(scope="module")
def in_workers(tmp_path_factory: pytest.TempPathFactory) -> InWorkers:
    project = copy_project(tmp_path_factory.mktemp("workers") / "project")
    set_locales(project, ["en", "ca", "de"])
    break_translation(project, 'msgid "Translations"\nmsgstr "', "")
    relaxed = build(project, env={"CRESCENT_JOBS": "3"})
    before = relaxed.page("de/rules/index.html")
    strict = build(project, "--strict", env={"CRESCENT_JOBS": "3"})
    line = break_translation(project, 'msgctxt "pile.name"\nmsgid "pile {number}"\nmsgstr "', "x")
    bad = build(project, env={"CRESCENT_JOBS": "3"})
    return InWorkers(project, relaxed, strict, bad, line, before)


def test_an_error_in_a_worker_stops_the_build_with_its_file_and_line(
    in_workers: InWorkers,
) -> None:
    good, bad, line = in_workers.relaxed, in_workers.bad, in_workers.bad_line
    assert good.returncode == 0, good.output
    assert bad.returncode != 0
    assert "Traceback" not in bad.output
    assert f"locales/de/LC_MESSAGES/messages.po:{line}: de: msgid 'pile {{number}}': " in (
        bad.output
    )
    assert "missing placeholder {number}" in bad.output
    # Nothing half-written is published: the relaxed build's site stays.
    assert bad.page("de/rules/index.html") == in_workers.before
    assert staging_folders(in_workers.project) == []
    assert build_processes(bad.site) == []


def test_warnings_from_every_worker_count_for_strict(in_workers: InWorkers) -> None:
    relaxed, strict = in_workers.relaxed, in_workers.strict
    assert relaxed.returncode == 0, relaxed.output
    assert any("de: docs/about.md:7: untranslated" in w for w in relaxed.warnings)
    # Each worker counted its locale's coverage: every status table shows all three (the
    # site is still the relaxed build's: the later builds stopped and published nothing).
    check_status_tables(in_workers.project, relaxed)
    assert strict.returncode != 0
    assert "Aborted with 1 warnings in strict mode!" in strict.output


def test_every_status_table_shows_every_locale_coverage(project: Path) -> None:
    # Each locale's coverage is counted by the process that builds it, and written into
    # every locale's status table (its page and its search index) on publishing: here in
    # one process; in three workers, in the test above.
    set_locales(project, ["en", "ca", "de"])
    break_translation(project, 'msgid "Translations"\nmsgstr "', "")
    result = build(project, env={"CRESCENT_JOBS": "1"})
    assert result.returncode == 0, result.output
    check_status_tables(project, result)


def check_status_tables(project: Path, result: Build) -> None:
    """Every locale's status table (its page and its search index) shows the coverage of
    en, ca and de, with de's "Translations" left untranslated."""
    english = load_messages("en")
    pages = (project / "docs").glob("*.md")  # not examples/, which mkdocs.yml excludes
    sources = source_messages(project / "docs", english, pages)
    total = len(sources)
    counts = {
        "en": total,
        "ca": coverage(load_messages("ca", project / "locales"), sources).translated,
        "de": coverage(load_messages("de", project / "locales"), sources).translated,
    }
    assert counts["de"] == counts["ca"] - 1 == total - 1
    for page_locale in ("en", "ca", "de"):
        about = result.page(f"{page_locale}/about/index.html")
        search = result.page(f"{page_locale}/search/search_index.json")
        for locale, translated in counts.items():
            share = (translated * 100 // total if translated < total else 100) / 100
            percent = format_percent(share, locale=page_locale)
            assert f'">{autonym(locale)}</td><td>{translated} / {total}</td><td>{percent}</td>' in (
                about
            )
            text = f"{autonym(locale)}{translated} / {total}{percent}"
            assert json.dumps(text)[1:-1] in search  # as the search plugin writes it
    for path in result.site.rglob("*"):
        if path.is_file() and path.suffix in {".html", ".json", ".xml"}:
            assert "crescent-status-cell" not in path.read_text(encoding="utf-8"), path


def autonym(locale: str) -> str:
    return {"en": "English", "ca": "Català", "de": "Deutsch"}[locale]


#: ``python -m mkdocs`` with Ctrl-C's default effect, as a terminal's foreground job has
#: it: started as a shell's background job, the test run ignores SIGINT, its children
#: inherit that, and Python then never raises KeyboardInterrupt.
FOREGROUND = (
    "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "sys.argv[0] = 'mkdocs'; runpy.run_module('mkdocs', run_name='__main__', alter_sys=True)"
)


def start_build(project: Path, jobs: str = "3") -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", FOREGROUND, "build", "-d", str(project / "site")],
        cwd=project,
        env=environment(CRESCENT_JOBS=jobs),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal would give it
    )


#: How long a build may take to reach a stage (Python starting, MkDocs loading the
#: project): generous, for a machine loaded by other builds and test processes.
START = 300


def wait_for_staging(project: Path, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + START
    while not staging_folders(project):
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline, "the build made no staging folder"
        time.sleep(POLL)


def wait_for_pages(project: Path, process: subprocess.Popen[str]) -> bool:
    """Wait until the build is mid-way: some pages are written in its staging folder. False
    when it ended first (on a loaded machine this poll can miss a short build's middle)."""
    wait_for_staging(project, process)
    deadline = time.monotonic() + START
    while not any(list(folder.glob("*/*.html")) for folder in staging_folders(project)):
        if process.poll() is not None:
            return False
        assert time.monotonic() < deadline, "the build wrote no page"
        time.sleep(POLL)
    return True


def build_caught_mid_way(project: Path, jobs: str = "3") -> subprocess.Popen[str]:
    """A build seen mid-way (pages written, the workers building): started again when one
    ended before it was seen so (it must have left nothing behind either)."""
    for _ in range(3):
        process = start_build(project, jobs)
        if wait_for_pages(project, process):
            return process
        assert process.returncode == 0, process.communicate()[1]
        assert staging_folders(project) == []
    raise AssertionError("the build was never seen mid-way")


@pytest.mark.parametrize("stage", ["staging", "pages"])
def test_ctrl_c_leaves_no_worker_and_no_staging_folder(project: Path, stage: str) -> None:
    # Early (the staging folder just made), and mid-way (while the workers build). On a
    # loaded machine the build can end between seeing its staging folder and the signal:
    # that try stopped nothing, so it is made again (and must leave nothing either).
    for _ in range(3):
        process = start_build(project)
        if stage == "staging":
            wait_for_staging(project, process)
        elif not wait_for_pages(project, process):
            continue  # it ended before it was seen mid-way: try again
        os.killpg(process.pid, signal.SIGINT)  # Ctrl-C reaches the whole process group
        _, err = process.communicate(timeout=START)
        assert "Traceback" not in err, err
        wait_until(lambda: build_processes(project / "site") == [], START, "workers left")
        assert staging_folders(project) == []
        if process.returncode != 0:
            break
    assert process.returncode != 0, "the build was never stopped mid-way"


def test_sigterm_leaves_no_staging_folder(project: Path) -> None:
    process = build_caught_mid_way(project)
    process.terminate()
    _, err = process.communicate(timeout=START)
    assert process.returncode == -signal.SIGTERM  # it dies of the signal, as before
    assert "Traceback" not in err, err
    wait_until(lambda: build_processes(project / "site") == [], START, "workers left")
    assert staging_folders(project) == []


def test_a_build_killed_mid_way_is_cleaned_up_by_the_next(project: Path) -> None:
    # Three locales, one a worker: the build that cleans up builds three, not every one.
    set_locales(project, ["en", "ca", "de"])
    process = build_caught_mid_way(project)
    os.killpg(process.pid, signal.SIGKILL)  # as the out-of-memory killer would
    process.communicate(timeout=START)
    stale = staging_folders(project)
    assert len(stale) == 1  # a kill leaves no chance to clean up
    again = build(project)
    assert again.returncode == 0, again.output
    assert staging_folders(project) == []
    for locale in ("en", "ca", "de"):
        for page in ("index", "rules/index", "play/index", "about/index"):
            assert (again.site / locale / f"{page}.html").is_file()
    assert (again.site / "index.html").is_file()


def test_a_staging_folder_of_a_running_build_is_left_alone(project: Path) -> None:
    # A folder whose marker names a live process belongs to a build under way.
    running = project / ".site-building-running"
    running.mkdir()
    (running / ".crescent-staging").write_text(f"{os.getpid()}\n", encoding="ascii")
    set_locales(project, ["en"])
    result = build(project)
    assert result.returncode == 0, result.output
    assert running.is_dir()


def test_locale_folders_no_longer_configured_are_removed_and_nothing_else(
    project: Path,
) -> None:
    set_locales(project, ["en", "ca", "de"])
    first = build(project)
    assert first.returncode == 0, first.output
    keep_inside = first.site / "CNAME"
    keep_inside.write_text("example.org\n", encoding="utf-8")
    (first.site / "downloads").mkdir()
    (first.site / "downloads" / "rules.pdf").write_bytes(b"%PDF")
    beside = project / "site-notes.txt"
    beside.write_text("mine\n", encoding="utf-8")
    set_locales(project, ["en", "ca"])
    second = build(project)
    assert second.returncode == 0, second.output
    assert sorted(p.name for p in second.site.iterdir()) == [
        "CNAME",
        "ca",
        "downloads",
        "en",
        "index.html",
    ]
    assert beside.read_text(encoding="utf-8") == "mine\n"
    assert (second.site / "downloads" / "rules.pdf").read_bytes() == b"%PDF"


def children_of(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(child) for child in (task / "children").read_text().split()]
    return found


def build_workers(pid: int) -> list[int]:
    """The build's workers: its children forked from it (same command line), not the
    short-lived programs it runs (esbuild for the player's assets)."""
    command = Path(f"/proc/{pid}/cmdline").read_bytes()
    found = []
    for child in children_of(pid):
        try:
            if Path(f"/proc/{child}/cmdline").read_bytes() == command:
                found.append(child)
        except FileNotFoundError:  # it ended meanwhile
            pass
    return found


def test_a_worker_killed_mid_way_fails_the_build_and_publishes_nothing(project: Path) -> None:
    set_locales(project, ["en", "ca", "de", "es", "fr", "hr"])
    process = build_caught_mid_way(project, jobs="3")  # pages written, the workers build
    workers = build_workers(process.pid)
    assert workers, process.communicate()[1]
    os.kill(workers[0], signal.SIGKILL)  # as the out-of-memory killer would
    _, err = process.communicate(timeout=300)
    assert process.returncode != 0
    assert "Traceback" not in err, err
    assert "a build worker was killed by SIGKILL before it finished" in err, err
    assert not (project / "site").exists()  # nothing was published
    assert staging_folders(project) == []
    assert build_processes(project / "site") == []


def test_the_staging_folders_are_ignored_by_git(project: Path) -> None:
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", "--no-index", ".site-building-x1y2z3/en/index.html"],
        cwd=Path(__file__).resolve().parent.parent,
        check=False,
    )
    assert ignored.returncode == 0
