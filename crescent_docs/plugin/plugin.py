"""The ``crescent`` MkDocs plugin: MkDocs' events, each handed to the module that does it.

``mkdocs build`` builds every locale (:mod:`.orchestrator`, in the primary build only):
the first one itself, the others as more complete builds, in parallel; each locale's build
(:mod:`.locale_build`) translates its pages and renders the engine's directives. The
options and their checks are in :mod:`.config`; the live-reload server's part in
:mod:`.serve`.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import BasePlugin, event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils.templates import TemplateContext

from . import logs, serve
from .config import CrescentConfig, check, locales
from .locale_build import PACKAGE, LocaleBuild
from .orchestrator import Orchestrator
from .workers import ACTIVE_LOCALE

__all__ = ["CrescentPlugin"]


class CrescentPlugin(BasePlugin[CrescentConfig]):
    """Builds every locale, translates the pages and renders the engine's directives."""

    supports_multiple_instances = False

    def __init__(self) -> None:
        #: Every locale's build, in the primary build only (None in a sub-build).
        self.orchestrator: Orchestrator | None = None
        #: This build's locale.
        self.build: LocaleBuild | None = None

    def _build(self) -> LocaleBuild:
        assert self.build is not None, "on_config has not run"
        return self.build

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        root = Path(config.config_file_path or "mkdocs.yml").resolve().parent
        logs.install()
        check(self.config, root)
        active = ACTIVE_LOCALE.get()
        site_url = config.site_url or ""
        if active is None:  # the primary build
            self.orchestrator = Orchestrator(self.config, root, config)
            locale = self.orchestrator.building[0]
            site = self.orchestrator.staging
            assert site is not None
        else:  # a sub-build: site_dir is already the primary's staging folder
            self.orchestrator = None
            locale = active or locales(self.config)[0]
            site = Path(config.site_dir)
        config.site_dir = str(site / locale)
        self.build = LocaleBuild(self.config, root, locale, site_url)
        self.build.configure(config)
        return config

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        """The primary build computes what every locale's build shares, then starts the
        workers, which inherit it and build the other locales meanwhile."""
        if self.orchestrator is not None:
            self.orchestrator.start(config, self._build())

    def on_files(self, files: Files, /, *, config: MkDocsConfig) -> Files:
        return self._build().files(files, config)

    def on_nav(self, nav: Navigation, /, *, config: MkDocsConfig, files: Files) -> Navigation:
        return self._build().nav(nav)

    def on_page_markdown(
        self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files
    ) -> str:
        return self._build().page_markdown(markdown, page)

    def on_page_context(
        self, context: TemplateContext, /, *, page: Page, config: MkDocsConfig, nav: Navigation
    ) -> TemplateContext:
        return self._build().page_context(context, page)

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        return self._build().post_page(output)

    def on_template_context(
        self, context: TemplateContext, /, *, template_name: str, config: MkDocsConfig
    ) -> TemplateContext:
        return self._build().template_context(context, template_name)

    @event_priority(-100)  # last: after search and sitemap have written this locale's files
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        build = self._build()
        build.report()
        build.record()
        if self.orchestrator is not None:
            self.orchestrator.finish(config, build)

    def on_build_error(self, *, error: Exception) -> None:
        if self.orchestrator is not None:
            self.orchestrator.failed(error)
        elif ACTIVE_LOCALE.get() is None:  # the primary build, stopped before it began
            serve.remember_error(str(error))

    def on_serve(
        self, server: LiveReloadServer, /, *, config: MkDocsConfig, builder: object
    ) -> LiveReloadServer:
        serve.install(server)
        for folder in (PACKAGE / "player", PACKAGE / "render" / "assets"):
            server.watch(str(folder))  # read at every build: an edit rebuilds every locale
        return server
