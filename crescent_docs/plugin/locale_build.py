"""The build of one locale: its catalog, its pages translated and rendered, its coverage.

Every locale is one complete MkDocs build, whichever process runs it (see
:mod:`.orchestrator`); this is what the plugin does in each, from the configuration to the
record of the locale's facts that the primary build writes into every locale's pages.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import cast
from urllib.parse import urlsplit

from markupsafe import Markup
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import get_plugin_logger
from mkdocs.structure.files import File, Files, get_files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils.templates import TemplateContext

from crescent_docs.example import ExampleError, load_example, replay
from crescent_docs.i18n import CatalogError, Messages, load_messages
from crescent_docs.i18n.checks import check_catalog, load_glossary
from crescent_docs.i18n.coverage import Coverage, SourceMessage, coverage, source_messages
from crescent_docs.i18n.fallback import english, html_text
from crescent_docs.i18n.locales import autonym, interface_language, text_direction
from crescent_docs.i18n.markdown import fallback, isolate_formulas, rewrite
from crescent_docs.i18n.wording import Wording
from crescent_docs.render.bundle import message_bundle
from crescent_docs.render.compact import compact_html
from crescent_docs.render.directives import Directive, DirectiveError, Renderer
from crescent_docs.render.pages import page_renderer
from crescent_docs.render.story import Story

from . import assets, staging, status, templates
from .cache import Keyed, stamp
from .config import CrescentConfig, locales

__all__ = ["ASSET_DIR", "FACTS", "PACKAGE", "LocaleBuild", "LocaleFacts"]

log = get_plugin_logger(__name__)

PACKAGE = Path(__file__).parent.parent
ASSET_DIR = "assets/crescent"
BUNDLE = f"{ASSET_DIR}/messages.json"
#: The English source strings, which every catalog's messages fall back to.
STRINGS = PACKAGE / "i18n" / "strings.toml"
#: The site's theme overrides (templates, logo, site.css), searched before Material's.
THEME_DIR = PACKAGE / "theme"
#: The language attribute of a page's root element.
_HTML_LANG = re.compile(r'<html lang="[^"]*"')
#: In a right-to-left page, the start tags whose content runs left to right whatever the
#: page's direction: English shown in its place (``lang="en"``), and code (game codes).
_LTR_RUNS = re.compile(
    r'<(?:(code)\b|(?!tspan\b|text\b|svg\b)([a-z]+)\b([^<>]*?) lang="en")(?![^<>]*\bdir=)'
)

# What this process keeps from one build to the next (:mod:`.cache`): each catalog, by
# its locale and folder; the source messages, by the docs folder; the example game
# replayed, by its file; each catalog's coverage, by its locale and folder.
_CATALOGS: Keyed[tuple[str, str], Messages] = Keyed()
_SOURCES: Keyed[str, list[SourceMessage]] = Keyed()
_STORIES: Keyed[str, Story] = Keyed()
_COVERAGE: Keyed[tuple[str, str], Coverage] = Keyed()


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
FACTS: dict[tuple[str, str], LocaleFacts] = {}


class LocaleBuild:
    """The plugin's work in the build of ``locale``."""

    def __init__(self, options: CrescentConfig, root: Path, locale: str, site_url: str) -> None:
        self.options = options
        self.locale = locale
        self.locales = locales(options)
        self.locales_dir = root / options.locales_dir
        self.example_path = root / options.example
        #: The site's address without the locale (mkdocs.yml's site_url), or "".
        self.base_site_url = site_url
        self.catalogs: dict[str, Messages] = {}
        self.docs_dir = Path("docs")
        self.pages: list[Path] | None = None
        self.sources: list[SourceMessage] | None = None
        #: The page being translated, and the pages of this build that hold a status table.
        self.page_file = ""
        self.tables: set[str] = set()
        #: The catalog's warnings, reported after its coverage; the pages' direction.
        self.problems: list[str] = []
        self.direction = "ltr"

    #: The locale's catalog and the pages' renderer, from :meth:`configure` on.
    messages: Messages
    renderer: Renderer
    #: The site's own scripts and stylesheets, from :meth:`configure` on.
    assets: assets.Assets

    # -- configuration --------------------------------------------------------------------

    def configure(self, config: MkDocsConfig) -> None:
        """The locale's site: its address, language, theme, watched files, catalog (checked),
        example game and assets."""
        if self.base_site_url:
            config.site_url = self.base_site_url.rstrip("/") + f"/{self.locale}/"
        # Material's interface in the locale's language, or in one it has (its family's, or
        # English): the pages keep the locale's own lang (post_page) and its direction.
        config.theme["language"] = interface_language(self.locale)
        config.theme["direction"] = self.direction = text_direction(self.locale)
        if config.theme["language"] != self.locale:
            log.info(
                f"{self.locale}: the theme (Material) has no {self.locale} interface: its "
                f"search and buttons speak {autonym(config.theme['language'])} "
                f"({config.theme['language']}); the pages are {self.locale}"
            )
        templates.install(config.theme)
        for watched in (self.locales_dir, self.example_path):
            if str(watched) not in config.watch:
                config.watch.append(str(watched))
        self.messages = self.load_messages(self.locale)
        self._check_catalog(self.messages)
        self._theme(config)
        self.renderer = page_renderer(Wording(self.messages), self._load_story())
        self.renderer.block["translation-status"] = self.translation_status
        # Built once per process (cached by their sources' stamps): the main process builds
        # them before the workers fork, and the workers inherit them.
        self.assets = assets.load()
        assets.configure(config, self.assets)

    def _theme(self, config: MkDocsConfig) -> None:
        """The site's identity in this locale: the theme overrides, the footer's and the
        scheme switch's words, and the language menu."""
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
        # The language menu is on (Material's header shows it for a true value) and its
        # links are each page's own, written here at build time (crescent_alternates). Not
        # a list: for each item of one, Material writes a <link rel="alternate"> into the
        # head, and its script then fetches the sitemap.xml beside each, on every page load,
        # to find the page the menu already names. Search engines read each page's
        # languages from the sitemaps (hreflang, theme/sitemap.xml).
        config.extra["alternate"] = True

    def load_messages(self, locale: str) -> Messages:
        """A locale's catalog. Every locale's build needs every catalog (the status table,
        the root page): each process reads a catalog again only when its file changed."""
        if locale not in self.catalogs:
            po = self.locales_dir / locale / "LC_MESSAGES" / "messages.po"

            def read() -> Messages:
                try:
                    return load_messages(locale, self.locales_dir)
                except CatalogError as error:
                    raise PluginError(f"{locale}: {error}") from None

            subject = (locale, str(self.locales_dir))
            self.catalogs[locale] = _CATALOGS.get(subject, (stamp(po), stamp(STRINGS)), read)
        return self.catalogs[locale]

    def _check_catalog(self, messages: Messages) -> None:
        """Stop on a catalog error; warn (an error under --strict) on glossary violations."""
        glossary_path = self.locales_dir / messages.code / "glossary.toml"
        try:
            glossary = load_glossary(glossary_path)
        except ValueError as error:
            raise PluginError(str(error)) from None
        in_progress = self.locale in self.options.in_progress
        problems = list(check_catalog(messages, glossary, in_progress=in_progress))
        errors = [str(p) for p in problems if p.severity == "error"]
        if errors:
            raise PluginError("the catalog has errors:\n  " + "\n  ".join(errors))
        # Reported after the locale's coverage line (:meth:`report`).
        self.problems = [str(problem) for problem in problems]

    def _load_story(self) -> Story:
        """Replay the example game: a bad file stops the build with its file, line or move.
        The game is the same for every locale: each process replays it again only when its
        file changed (the main one before the workers fork, which inherit it)."""

        def play() -> Story:
            try:
                example = load_example(self.example_path)
                replay(example)
            except ExampleError as error:
                raise PluginError(str(error)) from None
            return Story.play(example.deal, (step.action for step in example.steps))

        return _STORIES.get(str(self.example_path), stamp(self.example_path), play)

    # -- files and pages ------------------------------------------------------------------

    def read_pages(self, config: MkDocsConfig) -> None:
        """List the source pages and their messages now (the primary, before it forks)."""
        self.docs_dir = Path(config.docs_dir)
        pages = get_files(config).documentation_pages()
        self.pages = [Path(page.abs_src_path) for page in pages if page.abs_src_path]
        self.source_messages()

    def files(self, files: Files, config: MkDocsConfig) -> Files:
        """The site's files, with the player's assets and the locale's message bundle."""
        self.docs_dir = Path(config.docs_dir)
        self.pages = [
            Path(page.abs_src_path) for page in files.documentation_pages() if page.abs_src_path
        ]
        assets.add_files(files, config, self.assets)
        bundle = json.dumps(message_bundle(self.messages), ensure_ascii=False, sort_keys=True)
        files.append(File.generated(config, BUNDLE, content=bundle))
        # Every locale's site is a folder of the staging folder (the primary's own, which
        # a sub-build is given as its site folder).
        folder = Path(config.site_dir).parent
        if (folder / staging.MARKER).is_file():
            return staging.LinkedFiles(files, folder)
        return files

    def _mount(self) -> str:
        path = urlsplit(self.base_site_url).path if self.base_site_url else "/"
        return path if path.endswith("/") else path + "/"

    def alternates(self, page_url: str) -> list[dict[str, str]]:
        """The page in every locale, for the language selector."""
        mount = self._mount()
        return [
            {"name": autonym(locale), "link": f"{mount}{locale}/{page_url}", "lang": locale}
            for locale in self.locales
        ]

    def page_markdown(self, markdown: str, page: Page) -> str:
        """A page translated, its directives rendered."""
        messages, renderer = self.messages, self.renderer
        source = page.file.src_uri
        self.page_file = page.file.dest_uri
        source_locale = self.options.source_locale
        translate_pages = self.locale != source_locale

        def translate(message: str, line: int) -> str:
            if not translate_pages:
                return message
            translated = messages.page(message)
            if not translated:
                return fallback(message, source_locale)
            # In a right-to-left page, a formula keeps its order (2³² − (2³² mod n)).
            return isolate_formulas(translated) if self.direction == "rtl" else translated

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

    def nav(self, nav: Navigation) -> Navigation:
        """The home page's entry says "Home" (site.nav-home) in the navigation, whose title is
        the site's name already: no two entries read the same. The page keeps its heading."""
        for page in nav.pages:
            if page.is_homepage:
                page.title = self.messages.text("site.nav-home")
        return nav

    def post_page(self, output: str) -> str:
        """The page's language as BCP 47 names it (Material writes `pt` for `pt-BR`), and
        its direction on the root element. In a right-to-left page, English shown in its
        place and code (game codes) are isolated left to right, so that the bidirectional
        algorithm cannot reorder them. The templates' indentation between tags is left
        out (:func:`~crescent_docs.render.compact.compact_html`), so that the page's HTML
        fits the first round trip."""
        output = compact_html(assets.preload(output, self.assets))
        root = f'<html lang="{self.locale}" dir="{self.direction}"'
        output = _HTML_LANG.sub(root, output, count=1)
        if self.direction == "rtl":
            output = _LTR_RUNS.sub(_isolated, output)
        return output

    def page_context(self, context: TemplateContext, page: Page) -> TemplateContext:
        # Templates may read keys of their own: TemplateContext lists only MkDocs' keys.
        cast("dict[str, object]", context)["crescent_alternates"] = self.alternates(page.url)
        return context

    def template_context(self, context: TemplateContext, template_name: str) -> TemplateContext:
        # A page of no page (404.html): the language menu names each language's home.
        cast("dict[str, object]", context)["crescent_alternates"] = self.alternates("")
        if template_name == "sitemap.xml" and self.base_site_url:
            root = self.base_site_url.rstrip("/")
            cast("dict[str, object]", context)["crescent_sites"] = [
                {"lang": locale, "url": f"{root}/{locale}/"} for locale in self.locales
            ]
        return context

    # -- coverage -------------------------------------------------------------------------

    def source_messages(self) -> list[SourceMessage]:
        """Every message of the source pages and strings, which coverage counts."""
        if self.sources is None:
            pages = sorted(self.pages) if self.pages is not None else None
            depends = (
                stamp(STRINGS),
                None if pages is None else tuple((str(p), stamp(p)) for p in pages),
            )
            messages = self.messages
            self.sources = _SOURCES.get(
                str(self.docs_dir),
                depends,
                lambda: source_messages(self.docs_dir, messages, pages),
            )
        return self.sources

    def coverage(self, locale: str) -> Coverage:
        messages = self.load_messages(locale)
        sources = self.source_messages()
        if locale == self.options.source_locale:
            return Coverage(locale, len(sources), len(sources))
        subject = (locale, str(self.locales_dir))
        return _COVERAGE.get(subject, (messages, sources), lambda: coverage(messages, sources))

    def report(self) -> None:
        """The locale's coverage in one line, then its problems, one line each: a warning
        (an error under --strict), or, in a locale marked in progress, an INFO line
        ``<ll> (in progress): …`` that --strict does not count."""
        result = self.coverage(self.locale)
        log.info(f"{self.locale}: {result.summary()}")
        in_progress = self.locale in self.options.in_progress
        say = log.info if in_progress else log.warning
        who = f"{self.locale} (in progress)" if in_progress else self.locale
        for problem in self.problems:
            say(f"{who}: {problem}")
        for source in result.missing:
            say(f"{who}: {source.untranslated()}")

    def translation_status(self, directive: Directive) -> str:
        """``{{ translation-status }}``: a table of every locale's coverage. Each locale's
        figures are written in when the site is published (:func:`.status.fill`)."""
        self.tables.add(self.page_file)
        return status.table(self.messages, self.locales, len(self.source_messages()))

    def record(self) -> None:
        """Keep this locale's facts, for the main process to publish its pages and the
        others' (a worker sends them)."""
        result = self.coverage(self.locale)
        words = self.messages
        FACTS[str(self.locales_dir), self.locale] = LocaleFacts(
            result.translated,
            result.total,
            language_link(words.marked("site.language-link"), self.locale),
            words.text("site.root-title"),
            tuple(sorted(self.tables)),
        )

    def facts(self, locale: str) -> LocaleFacts:
        """A locale's facts: as its build recorded them, else from its catalog."""
        facts = FACTS.get((str(self.locales_dir), locale))
        if facts is None:  # pragma: no cover - every locale's build records them
            words = self.load_messages(locale)
            result = self.coverage(locale)
            link = language_link(words.marked("site.language-link"), locale)
            title = words.text("site.root-title")
            facts = LocaleFacts(result.translated, result.total, link, title, ())
        return facts


def language_link(marked: str, locale: str) -> str:
    """The root page's link to a locale's site (HTML), in that locale's language: its
    ``site.language-link``, or, where that is not translated, the language's own name
    (CLDR), never an English sentence."""
    return html_text(autonym(locale)) if english(marked) else html_text(marked)


def _isolated(match: re.Match[str]) -> str:
    """A start tag of :data:`_LTR_RUNS` with ``dir="ltr"``."""
    if match.group(1):
        return '<code dir="ltr"'
    return f'<{match.group(2)}{match.group(3)} lang="en" dir="ltr"'
