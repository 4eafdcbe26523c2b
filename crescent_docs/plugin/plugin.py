"""The ``crescent`` MkDocs plugin: a thin layer of event handlers over the render functions.

``mkdocs build`` builds the first locale as the primary build; every other locale is one
more complete build (its own nav, search index and sitemap), run in parallel by worker
processes (see :mod:`.workers`). All of them build into a staging folder, which is
published into the site only when every locale has built (see :mod:`.staging`), with the
root page that sends visitors to their language.
"""

from __future__ import annotations

import functools
import html
import json
import logging
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import cast
from urllib.parse import urlsplit

from babel.numbers import format_percent
from markupsafe import Markup
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.config.config_options import ExtraScriptValue
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import BasePlugin, event_priority, get_plugin_logger
from mkdocs.structure.files import File, Files, InclusionLevel, get_files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils.templates import TemplateContext

from crescent_docs.example import ExampleError, load_example, replay
from crescent_docs.i18n import CatalogError, Messages, load_messages
from crescent_docs.i18n.checks import check_catalog, load_glossary
from crescent_docs.i18n.coverage import Coverage, SourceMessage, coverage, source_messages
from crescent_docs.i18n.fallback import html_text
from crescent_docs.i18n.locales import LocaleError, babel_locale, check_locale, check_locales
from crescent_docs.i18n.markdown import fallback, rewrite
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.bundle import message_bundle
from crescent_docs.render.directives import Directive, DirectiveError, Renderer
from crescent_docs.render.pages import page_renderer
from crescent_docs.render.story import Story

from . import serve, staging, templates
from .config import CrescentConfig
from .workers import ACTIVE_LOCALE, Pool, auto_processes, available_cores

__all__ = ["CrescentPlugin"]

log = get_plugin_logger(__name__)

PACKAGE = Path(__file__).parent.parent
ASSET_DIR = "assets/crescent"
#: The root page's icon: the site's (mkdocs.yml, theme.favicon), in the first locale's site.
FAVICON = f"{ASSET_DIR}/logo.svg"
#: Files copied into every locale's site: (source in the package, path in the site).
# The player's ES modules (player.js imports the others; a module that only loads on demand,
# such as a worker, is copied too and fetched when asked) and its stylesheets: player.css,
# which every page links, and the style of each module loaded on demand (sheet.js links it).
ASSET_FILES = (
    (PACKAGE / "render" / "assets" / "diagram.css", f"{ASSET_DIR}/diagram.css"),
    *(
        (module, f"{ASSET_DIR}/{module.name}")
        for pattern in ("*.js", "*.css")
        for module in sorted((PACKAGE / "player").glob(pattern))
    ),
)
BUNDLE = f"{ASSET_DIR}/messages.json"
#: The English source strings, which every catalog's messages fall back to.
STRINGS = PACKAGE / "i18n" / "strings.toml"
#: The catalogs this process has read, with the stamps of their files then.
_CATALOGS: dict[tuple[str, str], tuple[object, Messages]] = {}
#: The source messages this process has listed, by the stamps of the pages and strings.
_SOURCES: dict[tuple[object, ...], list[SourceMessage]] = {}
#: The example game replayed, by its file, with the file's stamp then.
_STORIES: dict[str, tuple[object, Story]] = {}
#: Each catalog's coverage of a list of source messages, by their identities.
_COVERAGE: dict[tuple[int, int], tuple[Messages, list[SourceMessage], Coverage]] = {}


@dataclass(frozen=True)
class LocaleFacts:
    """What the build of one locale tells the main process, which writes it into the
    pages of every locale when it publishes them: the locale's coverage (for the status
    tables) and its link on the root page."""

    translated: int
    total: int
    #: The root page's link text to this locale's site (HTML), and its title.
    link: str
    title: str
    #: The files of this locale's site that hold a status table.
    tables: tuple[str, ...]


#: The facts of each locale built by this process or sent by its workers, by (catalogs
#: folder, locale): under `mkdocs serve`, a rebuild of some locales uses the others' too.
_FACTS: dict[tuple[str, str], LocaleFacts] = {}
#: A status table's cell, which the page holds until the site is published: each locale's
#: coverage is known only once that locale's own build has read its catalog.
_CELL = "crescent-status-cell-{locale}-{field}"
#: The search index that the search plugin writes into each locale's site: it holds the
#: text of the status tables too.
SEARCH_INDEX = "search/search_index.json"

#: The site's theme overrides (templates, logo, site.css), searched before Material's.
THEME_DIR = PACKAGE / "theme"
#: The language attribute of a page's root element.
_HTML_LANG = re.compile(r'<html lang="[^"]*"')

#: The locale of the build under way, set while the primary build runs the others.
_ACTIVE_LOCALE = ACTIVE_LOCALE


class _Counter(logging.Handler):
    """Counts the warnings of a whole multilingual build, for --strict."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def _stamp(path: Path) -> tuple[int, int] | None:
    """A file's modification time and size; None when it is missing."""
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size


@functools.cache
def autonym(locale: str) -> str:
    """The name of a language in that language, capitalised: ``Català``, ``Hrvatski``."""
    name = babel_locale(locale).get_display_name(babel_locale(locale)) or locale
    return name[:1].upper() + name[1:]


class _LinkedFiles(Files):
    """A build's files, whose static files (copied unchanged from a theme, the package or
    docs/) each locale's site gets as hard links to one copy in the staging folder
    (:func:`.staging.link_or_copy`) rather than as copies of its own."""

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
                staging.link_or_copy(file.abs_src_path, file.abs_dest_path, self.staging_folder)


class CrescentPlugin(BasePlugin[CrescentConfig]):
    """Builds every locale, translates the pages and renders the engine's directives."""

    supports_multiple_instances = False

    def __init__(self) -> None:
        self.locale = "en"
        self.primary = True
        self.root = Path.cwd()
        self.base_site_dir = ""
        self.base_site_url = ""
        #: The folder this (primary) build created to stage every locale; None until then.
        self.staging: Path | None = None
        self.warnings = _Counter()
        self.messages: Messages | None = None
        self.renderer: Renderer | None = None
        self.sources: list[SourceMessage] | None = None
        self.docs_dir = Path("docs")
        self.pages: list[Path] | None = None
        #: The locales this (primary) build builds: all, or under serve those that changed.
        self.building: list[str] = []
        self.pool: Pool | None = None
        self.config_file: str | None = None
        self.inputs: serve.Inputs | None = None
        self.catalogs: dict[str, Messages] = {}
        #: The page being translated, and the pages of this build that hold a status table.
        self.page_file = ""
        self.tables: set[str] = set()

    # -- configuration --------------------------------------------------------------------

    @property
    def locales(self) -> list[str]:
        """The configured locales, or CRESCENT_LOCALES (comma-separated) for a preview."""
        override = os.environ.get("CRESCENT_LOCALES", "").strip()
        if override:
            return [locale.strip() for locale in override.split(",") if locale.strip()]
        return list(self.config.locales)

    @property
    def locales_dir(self) -> Path:
        return self.root / self.config.locales_dir

    @property
    def example_path(self) -> Path:
        return self.root / self.config.example

    def _check_options(self) -> None:
        if not self.locales:
            raise PluginError("mkdocs.yml: plugins.crescent.locales: list at least one locale")
        try:
            check_locales(self.locales)  # Material and Babel know each; none twice
        except LocaleError as error:
            raise PluginError(str(error)) from None
        for locale in self.config.in_progress:
            if locale not in self.config.locales:  # CRESCENT_LOCALES may preview a subset
                raise PluginError(
                    f"mkdocs.yml: plugins.crescent.in_progress: {locale!r} is not in locales"
                )
        try:  # the language of the pages in docs/
            check_locale(self.config.source_locale, "plugins.crescent.source_locale")
        except LocaleError as error:
            raise PluginError(str(error)) from None
        if not self.locales_dir.is_dir():
            what = "is a file, not a folder" if self.locales_dir.exists() else "does not exist"
            raise PluginError(
                f"mkdocs.yml: plugins.crescent.locales_dir: {self.config.locales_dir!r} {what}: "
                "it is the folder of the catalogs, <locales_dir>/<locale>/LC_MESSAGES/messages.po"
            )
        self.jobs()

    def jobs(self, locales: int | None = None) -> int:
        """How many processes build ``locales`` locales (by default, every configured one)
        at once: CRESCENT_JOBS, else the ``jobs`` option. "auto" is one worker per core
        beside the main process, which also builds, and one more worker per core at most
        when that leaves no core idle at the end (:func:`.workers.auto_processes`): then a
        locale more or less changes the wall time by about 1/cores of a locale, not by a
        whole one."""
        override = os.environ.get("CRESCENT_JOBS", "").strip()
        value: object = override or self.config.jobs
        name = "CRESCENT_JOBS" if override else "mkdocs.yml: plugins.crescent.jobs"
        if value == "auto":
            count = len(self.locales) if locales is None else locales
            return auto_processes(count, available_cores())
        number = value
        if isinstance(value, str) and value.isascii() and value.isdigit():
            number = int(value)
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise PluginError(
                f"{name}: {value!r} is not a number of processes: expected a whole number "
                "from 1, or auto (a worker per core beside the main process)"
            )
        return number

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        self.root = Path(config.config_file_path or "mkdocs.yml").resolve().parent
        self._check_options()
        active = _ACTIVE_LOCALE.get()
        self.primary = active is None
        self.locale = active or self.locales[0]
        self.base_site_dir = config.site_dir
        self.base_site_url = config.site_url or ""
        if self.primary:
            # Every locale builds into a staging folder beside the site; the site is replaced
            # only when all of them have built, so a failed build leaves the old site whole.
            base = Path(self.base_site_dir).resolve()
            staging.remove_stale(base)
            self.staging = staging.create(base)
            self.warnings = _Counter()
            logging.getLogger("mkdocs").addHandler(self.warnings)
            self.config_file = config.config_file_path
            self.building = self._plan(config)
            self.locale = self.building[0]
        else:
            self.staging = None  # a sub-build: site_dir is already the primary's staging
        config.site_dir = str(Path(self.staging or self.base_site_dir) / self.locale)
        if self.base_site_url:
            config.site_url = self.base_site_url.rstrip("/") + f"/{self.locale}/"
        config.theme["language"] = self.locale
        templates.install(config.theme)
        for watched in (self.locales_dir, self.example_path):
            if str(watched) not in config.watch:
                config.watch.append(str(watched))
        self.catalogs = {}
        self.tables = set()
        self.messages = self._load_messages(self.locale)
        self._check_catalog(self.messages)
        self._theme(config)
        self.sources = None
        self.renderer = page_renderer(Wording(self.messages), self._load_story())
        self.renderer.block["translation-status"] = self.translation_status
        for css in (f"{ASSET_DIR}/diagram.css", f"{ASSET_DIR}/player.css"):
            if css not in config.extra_css:
                config.extra_css.append(css)
        script = f"{ASSET_DIR}/player.js"
        if all(str(extra) != script for extra in config.extra_javascript):
            extra = ExtraScriptValue(script)
            extra.type = "module"
            config.extra_javascript.append(extra)
        return config

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        """The primary build computes what every locale's build shares, then starts the
        workers, which inherit it and build the other locales meanwhile."""
        if not self.primary:
            return
        others = self.building[1:]
        self._share(config, workers=bool(others))
        if others:
            workers = min(self.jobs(len(self.building)), len(self.building)) - 1
            self.pool = Pool(others, workers, self._build_other)

    def _share(self, config: MkDocsConfig, *, workers: bool) -> None:
        """Compute once, before the workers fork, what every locale's build needs: the
        source messages (each locale's coverage counts them) and, when workers will build,
        the theme's templates compiled. What is each locale's own (its catalog, checked,
        and its coverage) is left to the process that builds the locale."""
        self.docs_dir = Path(config.docs_dir)
        pages = get_files(config).documentation_pages()
        self.pages = [Path(page.abs_src_path) for page in pages if page.abs_src_path]
        self._sources()
        if workers:
            environment = config.theme.get_env()
            templates.warm(environment, ["main.html", *config.theme.static_templates])
            # The theme's files, listed and judged once here rather than in every worker.
            Files([]).add_files_from_theme(environment, config)

    def _plan(self, config: MkDocsConfig) -> list[str]:
        """The locales to build: every one; under `mkdocs serve`, only those whose catalog
        or glossary alone changed since the last build."""
        shared = [Path(config.docs_dir), self.example_path, PACKAGE]
        if config.config_file_path:
            shared.append(Path(config.config_file_path))
        shared += [p for p in self.locales_dir.iterdir() if p.name not in self.locales]
        self.inputs = serve.Inputs(
            serve.fingerprint(shared),
            {locale: serve.fingerprint([self.locales_dir / locale]) for locale in self.locales},
        )
        if not serve.state.serving:
            return list(self.locales)
        before = serve.state.built.get(str(Path(self.base_site_dir).resolve()))
        changed = self.inputs.changed(before)
        if changed is None:
            return list(self.locales)
        log.info(f"rebuilding {', '.join(changed)} only: nothing else changed")
        return changed

    def _build_other(self, locale: str) -> LocaleFacts | None:
        """One more complete build, of ``locale``, into the staging folder; its facts."""
        token = _ACTIVE_LOCALE.set(locale)
        try:
            sub = load_config(
                config_file=self.config_file,
                site_dir=str(self.staging),  # each sub-build adds its locale
                strict=False,  # the primary counts every warning, for --strict
            )
            sub.site_url = self.base_site_url
            build(sub)
        finally:
            _ACTIVE_LOCALE.reset(token)
        return _FACTS.get((str(self.locales_dir), locale))

    def on_serve(
        self, server: LiveReloadServer, /, *, config: MkDocsConfig, builder: object
    ) -> LiveReloadServer:
        serve.install(server)
        for folder in (PACKAGE / "player", PACKAGE / "render" / "assets"):
            server.watch(str(folder))  # read at every build: an edit rebuilds every locale
        return server

    def _theme(self, config: MkDocsConfig) -> None:
        """The site's identity in this locale: the theme overrides, the footer's and the
        scheme switch's words, and the alternate languages (Material fetches the sitemap
        of each: they name each language's site; the selector names this page in each)."""
        assert self.messages is not None
        if str(THEME_DIR) not in config.theme.dirs:
            config.theme.dirs.insert(0, str(THEME_DIR))
        words = self.messages
        # HTML (its English fallback, if any, in <span lang="en">), safe from escaping.
        config.extra["crescent"] = {
            "licence": Markup(html_text(words.marked("site.footer-licence"))),
            "about": Markup(html_text(words.marked("site.footer-about"))),
        }
        palette = config.theme.get("palette")
        if isinstance(palette, list):
            names = ("site.scheme-dark", "site.scheme-light")
            for option, key in zip(palette, names, strict=False):
                if isinstance(option, dict) and isinstance(option.get("toggle"), dict):
                    option["toggle"]["name"] = words.text(key)
        config.extra["alternate"] = self._alternates("")

    def _load_story(self) -> Story:
        """Replay the example game: a bad file stops the build with its file, line or move.
        The game is the same for every locale: each process replays it again only when its
        file changed (the main one before the workers fork, which inherit it)."""
        stamp = _stamp(self.example_path)
        cached = _STORIES.get(str(self.example_path))
        if cached is not None and stamp is not None and cached[0] == stamp:
            return cached[1]
        try:
            example = load_example(self.example_path)
            replay(example)
        except ExampleError as error:
            raise PluginError(str(error)) from None
        story = Story.play(example.deal, (step.action for step in example.steps))
        _STORIES[str(self.example_path)] = (stamp, story)
        return story

    def on_files(self, files: Files, /, *, config: MkDocsConfig) -> Files:
        self.docs_dir = Path(config.docs_dir)
        self.pages = [
            Path(page.abs_src_path) for page in files.documentation_pages() if page.abs_src_path
        ]
        for source, target in ASSET_FILES:
            files.append(File.generated(config, target, abs_src_path=str(source)))
        assert self.messages is not None
        bundle = json.dumps(message_bundle(self.messages), ensure_ascii=False, sort_keys=True)
        files.append(File.generated(config, BUNDLE, content=bundle))
        # Every locale's site is a folder of the staging folder (the primary's own, which
        # a sub-build is given as its site folder).
        folder = Path(config.site_dir).parent
        return _LinkedFiles(files, folder) if (folder / staging.MARKER).is_file() else files

    def _check_catalog(self, messages: Messages) -> None:
        """Stop on a catalog error; warn (an error under --strict) on glossary violations."""
        glossary_path = self.locales_dir / messages.code / "glossary.toml"
        try:
            glossary = load_glossary(glossary_path)
        except ValueError as error:
            raise PluginError(str(error)) from None
        in_progress = self.locale in self.config.in_progress
        problems = list(check_catalog(messages, glossary, in_progress=in_progress))
        errors = [str(p) for p in problems if p.severity == "error"]
        if errors:
            raise PluginError("the catalog has errors:\n  " + "\n  ".join(errors))
        for problem in problems:
            log.warning(str(problem))

    def _load_messages(self, locale: str) -> Messages:
        """A locale's catalog. Every locale's build needs every catalog (the status table,
        the root page): each process reads a catalog again only when its file changed."""
        if locale not in self.catalogs:
            po = self.locales_dir / locale / "LC_MESSAGES" / "messages.po"
            stamp = (_stamp(po), _stamp(STRINGS))
            key = (locale, str(self.locales_dir))
            cached = _CATALOGS.get(key)
            if cached is not None and cached[0] == stamp:
                self.catalogs[locale] = cached[1]
            else:
                try:
                    self.catalogs[locale] = load_messages(locale, self.locales_dir)
                except CatalogError as error:
                    raise PluginError(f"{locale}: {error}") from None
                _CATALOGS[key] = (stamp, self.catalogs[locale])
        return self.catalogs[locale]

    # -- pages ----------------------------------------------------------------------------

    def _mount(self) -> str:
        path = urlsplit(self.base_site_url).path if self.base_site_url else "/"
        return path if path.endswith("/") else path + "/"

    def _alternates(self, page_url: str) -> list[dict[str, str]]:
        mount = self._mount()
        return [
            {"name": autonym(locale), "link": f"{mount}{locale}/{page_url}", "lang": locale}
            for locale in self.locales
        ]

    def on_page_markdown(
        self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files
    ) -> str:
        assert self.messages is not None and self.renderer is not None
        messages, renderer = self.messages, self.renderer
        source = page.file.src_uri
        self.page_file = page.file.dest_uri
        translate_pages = self.locale != self.config.source_locale

        def translate(message: str, line: int) -> str:
            if not translate_pages:
                return message
            return messages.page(message) or fallback(message, self.config.source_locale)

        def where(line: int) -> str:
            return f"docs/{source}:{line} ({self.locale})"

        def directive(body: str, line: int) -> str:
            try:
                if body.startswith(("```", "~~~")):
                    return renderer.render_demo(body)
                return renderer.render_block(body[2:-2])
            except DirectiveError as error:
                raise PluginError(f"{where(line)}: {error}") from None

        def inline(text: str, line: int) -> str:
            try:
                return renderer.render_inline(text)
            except DirectiveError as error:
                raise PluginError(f"{where(line)}: {error}") from None

        return rewrite(markdown, translate, directive, inline)

    def on_nav(self, nav: Navigation, /, *, config: MkDocsConfig, files: Files) -> Navigation:
        """The home page's entry says "Home" (site.nav-home) in the navigation, whose title is
        the site's name already: no two entries read the same. The page keeps its heading."""
        assert self.messages is not None
        for page in nav.pages:
            if page.is_homepage:
                page.title = self.messages.text("site.nav-home")
        return nav

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        """The page's language as BCP 47 names it: Material writes `pt` for `pt-BR`."""
        return _HTML_LANG.sub(f'<html lang="{self.locale}"', output, count=1)

    def on_page_context(
        self, context: TemplateContext, /, *, page: Page, config: MkDocsConfig, nav: Navigation
    ) -> TemplateContext:
        # Templates may read keys of their own: TemplateContext lists only MkDocs' keys.
        cast("dict[str, object]", context)["crescent_alternates"] = self._alternates(page.url)
        return context

    def on_template_context(
        self, context: TemplateContext, /, *, template_name: str, config: MkDocsConfig
    ) -> TemplateContext:
        if template_name == "sitemap.xml" and self.base_site_url:
            root = self.base_site_url.rstrip("/")
            cast("dict[str, object]", context)["crescent_sites"] = [
                {"lang": locale, "url": f"{root}/{locale}/"} for locale in self.locales
            ]
        return context

    # -- the other locales and the root page ----------------------------------------------

    @event_priority(-100)  # last: after search and sitemap have written this locale's files
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        self._report()
        self._record()
        if not self.primary:
            return
        pool = self.pool
        if pool is not None:
            try:
                # The primary takes its share of the other locales, as the workers do.
                failure = pool.poll()
                while failure is None and (locale := pool.claim()) is not None:
                    self._build_other(locale)
                    pool.done.add(locale)
                    failure = pool.poll()
                failure = failure or pool.wait()
            finally:
                pool.stop()
                self.pool = None
            for locale, facts in pool.values.items():
                if isinstance(facts, LocaleFacts):
                    _FACTS[str(self.locales_dir), locale] = facts
            if failure is not None:
                raise PluginError(failure.error.rstrip())
            if pool.missing():  # pragma: no cover - every claimed locale reports
                raise PluginError(f"no build finished for {', '.join(pool.missing())}")
        self._stop_counting()
        if config.strict and self.warnings.count:
            self._discard()  # MkDocs now aborts the build in strict mode: keep the old site.
            return
        self._publish()

    def _stop_counting(self) -> None:
        logging.getLogger("mkdocs").removeHandler(self.warnings)

    def _discard(self, threads: int = 1) -> None:
        """Remove the staging folder, and only it: never anything this build did not create."""
        folder, self.staging = self.staging, None
        staging.discard(folder, threads=threads)

    def _publish(self) -> None:
        """Swap every built locale into the site with the root page; remove the locale
        sites no longer configured (when every locale was built)."""
        assert self.staging is not None
        self._fill_tables()
        self._write_root(self.staging / "index.html")
        every = self.building == list(self.locales)
        staging.publish(
            self.staging,
            Path(self.base_site_dir),
            self.building,
            keep=None if every else self.locales,
        )
        self._discard(threads=2 * available_cores())
        if self.inputs is not None:
            serve.state.built[str(Path(self.base_site_dir).resolve())] = self.inputs

    def on_build_error(self, *, error: Exception) -> None:
        if self.primary:
            if self.pool is not None:
                self.pool.stop()
                self.pool = None
            self._stop_counting()
            self._discard()
            serve.remember_error(str(error))

    def _coverage(self, locale: str) -> Coverage:
        messages = self.messages if locale == self.locale else self._load_messages(locale)
        assert messages is not None
        sources = self._sources()
        if locale == self.config.source_locale:
            return Coverage(locale, len(sources), len(sources))
        cached = _COVERAGE.get((id(messages), id(sources)))
        if cached is not None and cached[0] is messages and cached[1] is sources:
            return cached[2]
        result = coverage(messages, sources)
        if len(_COVERAGE) > 64:  # a long `mkdocs serve`: forget the catalogs edited since
            _COVERAGE.clear()
        _COVERAGE[id(messages), id(sources)] = (messages, sources, result)
        return result

    def _sources(self) -> list[SourceMessage]:
        if self.sources is None:
            assert self.messages is not None
            pages = sorted(self.pages) if self.pages is not None else None
            key = (
                str(self.docs_dir),
                _stamp(STRINGS),
                None if pages is None else tuple((str(p), _stamp(p)) for p in pages),
            )
            if key not in _SOURCES:
                if len(_SOURCES) > 16:
                    _SOURCES.clear()
                _SOURCES[key] = source_messages(self.docs_dir, self.messages, pages)
            self.sources = _SOURCES[key]
        return self.sources

    def _report(self) -> None:
        """Each locale's coverage; each untranslated message is a warning (an error under
        --strict) unless the locale is marked in progress, when it is only listed."""
        result = self._coverage(self.locale)
        log.info(
            f"{self.locale}: {result.translated}/{result.total} messages translated "
            f"({result.percent:.0f}%)"
        )
        in_progress = self.locale in self.config.in_progress
        report = log.info if in_progress else log.warning
        for source in result.missing:
            report(f"{self.locale}: {source.untranslated()}")

    def translation_status(self, directive: Directive) -> str:
        """``{{ translation-status }}``: a table of every locale's coverage. Each locale's
        figures are written in when the site is published (:meth:`_fill_tables`)."""
        assert self.messages is not None
        words = self.messages
        total = len(self._sources())
        rows = []
        for locale in self.locales:
            translated = _CELL.format(locale=locale, field="translated")
            percent = _CELL.format(locale=locale, field="percent")
            rows.append(
                f'<tr><td lang="{locale}">{html.escape(autonym(locale))}</td>'
                f"<td>{translated} / {total}</td><td>{percent}</td></tr>"
            )
        self.tables.add(self.page_file)
        head = "".join(
            f"<th>{html_text(words.marked(key))}</th>"
            for key in ("status.language", "status.translated", "status.coverage")
        )
        return (
            f'<table class="crescent-status"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>"
        )

    def _record(self) -> None:
        """Keep this locale's facts, for the main process to publish its pages and the
        others' (a worker sends them)."""
        assert self.messages is not None
        result = self._coverage(self.locale)
        words = self.messages
        _FACTS[str(self.locales_dir), self.locale] = LocaleFacts(
            result.translated,
            result.total,
            html_text(words.marked("site.language-link")),
            words.text("site.root-title"),
            tuple(sorted(self.tables)),
        )

    def _facts(self, locale: str) -> LocaleFacts:
        """A locale's facts: as its build recorded them, else from its catalog."""
        facts = _FACTS.get((str(self.locales_dir), locale))
        if facts is None:  # pragma: no cover - every locale's build records them
            words = self._load_messages(locale)
            result = self._coverage(locale)
            link = html_text(words.marked("site.language-link"))
            title = words.text("site.root-title")
            facts = LocaleFacts(result.translated, result.total, link, title, ())
        return facts

    def _fill_tables(self) -> None:
        """Write every locale's coverage into the status tables of the locales built: in
        their pages and in their search index, as the search plugin writes text (HTML-
        escaped, in JSON)."""
        assert self.staging is not None
        every = {locale: self._facts(locale) for locale in self.locales}
        for built in self.building:
            tables = every[built].tables
            if not tables:
                continue
            cells: dict[str, str] = {}
            for locale, facts in every.items():
                result = Coverage(locale, facts.translated, facts.total)
                percent = format_percent(result.percent / 100, locale=babel_locale(built))
                cells[_CELL.format(locale=locale, field="translated")] = str(facts.translated)
                cells[_CELL.format(locale=locale, field="percent")] = percent
            pattern = re.compile("|".join(re.escape(cell) for cell in cells))
            site = self.staging / built
            for name in tables:
                _substitute(site / name, pattern, cells, html.escape)
            if (site / SEARCH_INDEX).is_file():
                _substitute(site / SEARCH_INDEX, pattern, cells, _json_text)

    def _write_root(self, target: Path) -> None:
        links = []
        for locale in self.locales:
            text = self._facts(locale).link
            links.append(
                f'<li><a href="{locale}/" hreflang="{locale}" lang="{locale}">{text}</a></li>'
            )
        title = html.escape(self._facts(self.locales[0]).title)
        locales = json.dumps(self.locales)
        page = f"""<!doctype html>
<html lang="{self.locales[0]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>{title}</title>
<link rel="icon" href="{self.locales[0]}/{FAVICON}" type="image/svg+xml">
<style>
body {{ font: 1.1rem/1.5 system-ui, sans-serif; margin: 2rem; }}
li {{ margin: 0.6em 0; }}
a {{ display: inline-block; min-height: 24px; padding: 0.2em 0; }}
</style>
<script>
(function () {{
  var locales = {locales};
  var wanted = navigator.languages || [navigator.language || ""];
  for (var i = 0; i < wanted.length; i++) {{
    var tag = String(wanted[i]).toLowerCase();
    for (var j = 0; j < locales.length; j++) {{
      if (tag === locales[j] || tag.split("-")[0] === locales[j]) {{
        location.replace(locales[j] + "/" + location.hash);
        return;
      }}
    }}
  }}
  location.replace(locales[0] + "/" + location.hash);
}})();
</script>
</head>
<body>
<main>
<h1>{title}</h1>
<ul>
{chr(10).join(links)}
</ul>
</main>
</body>
</html>
"""
        target.write_text(page, encoding="utf-8")


def _json_text(value: str) -> str:
    """``value`` as the search plugin writes a page's text: HTML-escaped, in a JSON string."""
    return json.dumps(html.escape(value, quote=False))[1:-1]


def _substitute(
    path: Path, pattern: re.Pattern[str], cells: dict[str, str], escape: Callable[[str], str]
) -> None:
    """Replace each cell named in ``cells`` in the file at ``path`` with its value, escaped."""
    text = path.read_bytes().decode("utf-8")
    path.write_bytes(pattern.sub(lambda match: escape(cells[match.group()]), text).encode())
