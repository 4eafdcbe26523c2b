"""The staging folder of a build, and publishing it into the site folder.

Every locale builds into a hidden folder beside the site, ``.<site>-building-<random>``,
that holds a marker file with the building process's id. The site changes only when every
locale has built: each locale's folder is then swapped in whole. The staging folder is
removed when the build ends, fails or is interrupted (Ctrl-C, SIGTERM); a folder left by a
build that was killed outright is removed by the next build, once its process is gone.

The files every locale copies unchanged (the theme's scripts, stylesheets and search
languages, the player's modules: about a hundred per locale) are copied once into the
staging folder's ``.shared`` folder, and each locale's site gets a hard link to that copy
(:func:`link_or_copy`): creating a link costs a fraction of creating and writing a file,
and of the work each locale adds. Where links are not possible (a file system without
them), each locale gets its own copy, as before.

The build owns the site folder: a locale folder that this plugin built (it holds
``assets/crescent/``) and that is no longer configured is removed when a new site is
published. Nothing outside the site folder and the staging folders is ever touched.
"""

from __future__ import annotations

import atexit
import functools
import hashlib
import multiprocessing
import os
import secrets
import shutil
import signal
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import FrameType

from mkdocs.structure.files import File, Files, InclusionLevel

__all__ = [
    "MARKER",
    "LinkedFiles",
    "create",
    "discard",
    "is_ours",
    "link_or_copy",
    "publish",
    "remove_stale",
    "staging_prefix",
]

#: The file in a staging folder that names the process building into it.
MARKER = ".crescent-staging"
#: The folder, inside a staging folder, of the locale sites that a publish replaced.
REPLACED = ".replaced"
#: The folder, inside a staging folder, of the one copy of each file every locale copies.
SHARED = ".shared"
#: The folder, inside every locale site, that only this plugin writes.
OWN_ASSETS = Path("assets") / "crescent"

_LIVE: set[Path] = set()
_hooked = False


def staging_prefix(site: Path) -> str:
    """The name every staging folder of ``site`` starts with (``.site-building-``)."""
    return f".{site.name}-building-"


def create(site: Path) -> Path:
    """A new, empty staging folder beside ``site``, removed again if the process is
    interrupted or exits before :func:`discard`."""
    site = site.resolve()
    site.parent.mkdir(parents=True, exist_ok=True)
    _hook()
    while True:
        # Known to the exit hook before it exists: Ctrl-C can arrive between any two steps
        # (mkdtemp would make the folder, then return its name), and a folder made but not
        # yet known would be left behind.
        staging = site.parent / f"{staging_prefix(site)}{secrets.token_hex(4)}"
        _LIVE.add(staging)
        try:
            staging.mkdir(mode=0o700)
        except FileExistsError:
            _LIVE.discard(staging)
            continue
        break
    (staging / MARKER).write_text(f"{os.getpid()}\n", encoding="ascii")
    return staging


def discard(staging: Path | None, *, threads: int = 1) -> None:
    """Remove a staging folder that :func:`create` made, and only such a folder; with
    ``threads`` above 1, the folders it holds (the locale sites a publish replaced, the
    shared copies) are removed that many at a time: removing files waits on the file
    system more than on the processor, and after a publish nothing else is left to do."""
    if staging is None:
        return
    if staging in _LIVE or (staging / MARKER).is_file():
        folders = [
            folder
            for folder in (*_folders(staging / REPLACED), staging / SHARED)
            if folder.is_dir() and not folder.is_symlink()
        ]
        if threads > 1 and len(folders) > 1:
            remove = functools.partial(shutil.rmtree, ignore_errors=True)
            with ThreadPoolExecutor(max_workers=min(threads, len(folders))) as removal:
                list(removal.map(remove, folders))
        shutil.rmtree(staging, ignore_errors=True)
    _LIVE.discard(staging)  # only now: an interrupted removal is finished at exit


def _folders(folder: Path) -> list[Path]:
    """The entries of ``folder``; none when it does not exist."""
    try:
        return list(folder.iterdir())
    except OSError:
        return []


def remove_stale(site: Path) -> list[Path]:
    """Remove the staging folders beside ``site`` whose build is gone: those whose marker
    names a process that no longer runs, and those of older builds, which had no marker."""
    site = site.resolve()
    removed: list[Path] = []
    if not site.parent.is_dir():
        return removed
    for folder in site.parent.glob(staging_prefix(site) + "*"):
        if not folder.is_dir() or folder.is_symlink() or folder in _LIVE:
            continue
        if _running(folder / MARKER):
            continue  # another build of the same site, under way
        shutil.rmtree(folder, ignore_errors=True)
        removed.append(folder)
    return removed


def _running(marker: Path) -> bool:
    try:
        pid = int(marker.read_text(encoding="ascii").strip())
    except (OSError, ValueError):
        return False
    if pid == os.getpid():
        return False  # this process's own folders are all in _LIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it runs, under another user
    return True


def is_ours(folder: Path) -> bool:
    """True for a locale site this plugin built."""
    return folder.is_dir() and not folder.is_symlink() and (folder / OWN_ASSETS).is_dir()


def publish(
    staging: Path, site: Path, locales: Iterable[str], *, keep: Iterable[str] | None = None
) -> None:
    """Swap each built locale of ``staging`` into ``site``, then the root page. Locale sites
    that this plugin built and that are in neither ``locales`` nor ``keep`` are removed.

    Each locale folder changes by two renames: a reader sees the old folder or the new one,
    never a mix of their files. What is replaced goes into the staging folder, which
    :func:`discard` removes afterwards.
    """
    site.mkdir(parents=True, exist_ok=True)
    built = list(locales)
    wanted = set(built) | set(keep or ())
    trash = staging / REPLACED
    trash.mkdir(exist_ok=True)
    for locale in built:
        target = site / locale
        if target.exists() or target.is_symlink():
            target.rename(trash / locale)
        (staging / locale).rename(target)
    root = staging / "index.html"
    if root.exists():
        root.replace(site / "index.html")
    for folder in sorted(site.iterdir()):
        if folder.name not in wanted and is_ours(folder):
            folder.rename(trash / folder.name)


def link_or_copy(source: str, target: str, staging: Path) -> None:
    """Put the file ``source`` at ``target`` (a locale site in ``staging``): a hard link to
    the staging folder's one copy of it, made by the first process that needs it; a copy
    where the file system has no hard links. The source must not change while the build
    runs (a theme's or the project's files)."""
    placed = Path(target)
    placed.parent.mkdir(parents=True, exist_ok=True)
    # As a copy would, replace what is there; never write through an existing link.
    placed.unlink(missing_ok=True)
    shared = staging / SHARED / hashlib.sha256(os.fsencode(source)).hexdigest()
    try:
        if not shared.exists():
            shared.parent.mkdir(exist_ok=True)
            # Copied under a name of this process's own, then linked into place: a link
            # fails if the name exists, so two processes never write one file.
            own = shared.with_name(f"{shared.name}.{os.getpid()}")
            shutil.copyfile(source, own)
            try:
                shared.hardlink_to(own)
            except FileExistsError:
                pass  # another process was first: its copy is the same file
            finally:
                own.unlink()
        placed.hardlink_to(shared)
    except OSError:  # no hard links here (or across these folders): copy, as MkDocs does
        shutil.copyfile(source, placed)


class LinkedFiles(Files):
    """A build's files, whose static files (copied unchanged from a theme, the package or
    docs/) each locale's site gets as hard links to one copy in the staging folder
    (:func:`link_or_copy`) rather than as copies of its own."""

    def __init__(self, files: Iterable[File], staging_folder: Path) -> None:
        super().__init__(files)
        self.staging_folder = staging_folder

    def copy_static_files(
        self,
        dirty: bool = False,
        *,
        inclusion: Callable[[InclusionLevel], bool] = InclusionLevel.is_included,
    ) -> None:
        for file in self:
            if file.is_documentation_page() or not inclusion(file.inclusion):
                continue
            if file.abs_src_path is None or (dirty and not file.is_modified()):
                file.copy_file(dirty)  # content made by a plugin, or MkDocs' own skip
            else:
                link_or_copy(file.abs_src_path, file.abs_dest_path, self.staging_folder)


def _hook() -> None:
    """Remove live staging folders at exit and on SIGTERM (Ctrl-C already exits through
    Python). Installed once, and only where SIGTERM still has its default action: the
    process still dies of it."""
    global _hooked
    if _hooked:
        return
    _hooked = True
    atexit.register(_remove_live)
    main = threading.current_thread() is threading.main_thread()
    if main and signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _terminated)


def _terminated(signum: int, frame: FrameType | None) -> None:
    """Clean up, then die of the signal as if there had been no handler."""
    _remove_live()
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _remove_live() -> None:
    """Stop the build's worker processes, which write into the staging folders, then
    remove the folders."""
    children = multiprocessing.active_children()
    for child in children:
        child.terminate()
    for child in children:
        child.join(timeout=10)
    for staging in list(_LIVE):
        discard(staging)
