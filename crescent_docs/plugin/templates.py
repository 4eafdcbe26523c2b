"""Theme templates compiled once per process, not once per locale.

Every locale is one complete MkDocs build, and each build makes new Jinja environments
for the theme (MkDocs' own, and one for each of Material's search translations), which
compile Material's templates from their source again: about a third of a build's time.
The compiled code depends only on a template's source and on the environment's settings,
not on the locale (the words come from the context and the translations at render time),
so one process-wide cache serves every build that runs in the process, and forked
workers inherit what the main process compiled before they started.

Nothing stale is reused: a cached template is keyed by its name, its file and the
settings of the environment that compiled it (syntax, extensions, filters, tests,
policies), and Jinja compares the checksum of the current source with the one it was
compiled from before it uses the code.

Each build also lists the theme's files (MkDocs copies its static ones into the site):
some fourteen thousand names, most of them Material's icons, each tested against MkDocs'
patterns. The listing of an installed theme (in site-packages, which does not change
while a build runs) is read once per process; the project's own theme folders are read
again at every build; and MkDocs' verdict on each name, which depends only on the name and
the theme's static templates, is kept, with the few hundred files of the installed folders
that it keeps: a build goes through those, not through every name (in a forked worker, so
it does not touch, and so copy, the memory that holds the listing).
"""

from __future__ import annotations

import functools
import sysconfig
from collections.abc import Callable, Collection, Iterable
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import meta, nodes
from jinja2.bccache import Bucket, BytecodeCache
from mkdocs import utils as mkdocs_utils
from mkdocs.theme import Theme

__all__ = ["CACHE", "TemplateCache", "install", "warm"]


def _settings(environment: jinja2.Environment) -> str:
    """What of an environment shapes the code it compiles a template to."""
    return repr(
        (
            environment.block_start_string,
            environment.block_end_string,
            environment.variable_start_string,
            environment.variable_end_string,
            environment.comment_start_string,
            environment.comment_end_string,
            environment.line_statement_prefix,
            environment.line_comment_prefix,
            environment.trim_blocks,
            environment.lstrip_blocks,
            environment.newline_sequence,
            environment.keep_trailing_newline,
            environment.optimized,
            environment.autoescape,
            environment.finalize,
            environment.is_async,
            environment.code_generator_class,
            environment.context_class,
            sorted(environment.extensions),
            getattr(environment, "newstyle_gettext", None),  # how {% trans %} compiles
            sorted((name, id(f)) for name, f in environment.filters.items()),
            sorted((name, id(f)) for name, f in environment.tests.items()),
            sorted((name, repr(value)) for name, value in environment.policies.items()),
        )
    )


class TemplateCache(BytecodeCache):
    """Compiled templates kept in memory for the life of the process."""

    def __init__(self) -> None:
        self.code: dict[str, tuple[str, Any]] = {}
        #: The templates each cached one extends, includes or imports by a constant name.
        self.references: dict[str, tuple[str, list[str]]] = {}
        self.hits = 0
        self.misses = 0

    def get_bucket(
        self, environment: jinja2.Environment, name: str, filename: str | None, source: str
    ) -> Bucket:
        key = self.get_cache_key(f"{_settings(environment)}|{name}", filename)
        bucket = Bucket(environment, key, self.get_source_checksum(source))
        self.load_bytecode(bucket)
        return bucket

    def load_bytecode(self, bucket: Bucket) -> None:
        stored = self.code.get(bucket.key)
        if stored is not None and stored[0] == bucket.checksum:
            bucket.code = stored[1]
            self.hits += 1
        else:
            self.misses += 1

    def dump_bytecode(self, bucket: Bucket) -> None:
        if bucket.code is not None:
            self.code[bucket.key] = (bucket.checksum, bucket.code)

    def clear(self) -> None:
        self.code.clear()
        self.references.clear()


#: The cache of this process (and, once forked, of each worker: a copy of it then).
CACHE = TemplateCache()


#: The folders of installed packages, whose files do not change while a build runs.
_INSTALLED = tuple(
    Path(folder).resolve()
    for folder in {sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
    if folder
)
#: The templates of each installed theme folder, listed once per process.
_LISTINGS: dict[str, list[str]] = {}
#: MkDocs' verdict on each theme file (copy it into the site or not), by the static
#: templates and Markdown extensions that its filter excludes.
_VERDICTS: dict[tuple[object, ...], dict[str, bool]] = {}
#: The files of the installed theme folders that MkDocs keeps, by the folders and the
#: verdicts' key.
_KEPT: dict[tuple[tuple[str, ...], tuple[object, ...]], frozenset[str]] = {}
#: The filter that MkDocs' `Files.add_files_from_theme` passes to `list_templates`.
_MKDOCS_FILTER = "Files.add_files_from_theme.<locals>.filter"


def _installed(folder: str) -> bool:
    """Whether ``folder`` is in an installed package's folder."""
    inside = Path(folder).resolve().is_relative_to
    return any(inside(base) for base in _INSTALLED)


def _listing(folder: str) -> list[str]:
    """The templates in ``folder``, as Jinja's file loader lists them."""
    if not _installed(folder):
        return jinja2.FileSystemLoader(folder).list_templates()
    if folder not in _LISTINGS:
        _LISTINGS[folder] = jinja2.FileSystemLoader(folder).list_templates()
    return _LISTINGS[folder]


def _list_templates(
    environment: jinja2.Environment,
    theme: Theme,
    extensions: Collection[str] | None = None,
    filter_func: Callable[[str], bool] | None = None,
) -> list[str]:
    """`jinja2.Environment.list_templates`, with the installed folders' listings and
    MkDocs' verdicts kept for the process."""
    loader = environment.loader
    if not isinstance(loader, jinja2.FileSystemLoader) or extensions is not None:
        return jinja2.Environment.list_templates(environment, extensions, filter_func)
    if filter_func is None or filter_func.__qualname__ != _MKDOCS_FILTER:
        names = sorted({name for folder in loader.searchpath for name in _listing(str(folder))})
        return names if filter_func is None else [name for name in names if filter_func(name)]
    key = (
        filter_func.__code__,
        tuple(theme.static_templates),
        tuple(mkdocs_utils.markdown_extensions),
    )
    verdicts = _VERDICTS.setdefault(key, {})

    def kept(names: Iterable[str]) -> set[str]:
        found = set()
        for name in names:
            verdict = verdicts.get(name)
            if verdict is None:
                verdict = verdicts[name] = filter_func(name)
            if verdict:
                found.add(name)
        return found

    # The installed folders' files that MkDocs keeps, judged once per process (a build
    # then goes through a few hundred names, not the fourteen thousand listed).
    folders = [str(folder) for folder in loader.searchpath]
    installed = tuple(folder for folder in folders if _installed(folder))
    cached = _KEPT.get((installed, key))
    if cached is None:
        cached = _KEPT[installed, key] = frozenset(
            kept(name for folder in installed for name in _listing(folder))
        )
    own = kept(name for folder in folders if folder not in installed for name in _listing(folder))
    return sorted(cached | own)


def install(theme: Theme, cache: TemplateCache = CACHE) -> None:
    """Give every Jinja environment the theme makes from now on the process's cache of
    compiled templates and of the theme's files."""
    make: Callable[[], jinja2.Environment] = theme.get_env
    if getattr(make, "_crescent_cached", False):
        return

    def get_env() -> jinja2.Environment:
        environment = make()
        environment.bytecode_cache = cache
        environment.list_templates = functools.partial(  # type: ignore[method-assign]
            _list_templates, environment, theme
        )
        return environment

    get_env._crescent_cached = True  # type: ignore[attr-defined]
    theme.get_env = get_env  # type: ignore[method-assign]


def warm(environment: jinja2.Environment, names: Iterable[str]) -> int:
    """Compile ``names`` and every template they extend, include or import by a constant
    name, into the environment's cache; return how many templates were compiled."""
    cache = environment.bytecode_cache
    loader = environment.loader
    if not isinstance(cache, TemplateCache) or loader is None:
        return 0
    pending = list(names)
    seen: set[str] = set()
    compiled = 0
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        try:
            source, filename, _ = loader.get_source(environment, name)
        except jinja2.TemplateNotFound:
            continue  # a template used only if it exists; the build says so if it is needed
        bucket = cache.get_bucket(environment, name, filename, source)
        known = cache.references.get(bucket.key)
        if bucket.code is None or known is None or known[0] != bucket.checksum:
            tree = environment.parse(source, name, filename)
            if bucket.code is None:
                bucket.code = environment.compile(tree, name, filename)
                cache.set_bucket(bucket)
                compiled += 1
            known = (bucket.checksum, _references(tree))
            cache.references[bucket.key] = known
        pending.extend(known[1])
    return compiled


def _references(tree: nodes.Template) -> list[str]:
    return [name for name in meta.find_referenced_templates(tree) if name is not None]
