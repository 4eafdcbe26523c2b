"""The whole multilingual build: every locale, staged, then published at once.

``mkdocs build`` builds the first locale as the primary build; every other locale is one
more complete build (its own nav, search index and sitemap), run in parallel by worker
processes (see :mod:`.workers`). All of them build into a staging folder, which is
published into the site only when every locale has built (see :mod:`.staging`), with the
root page that sends visitors to their language (:mod:`.root`) and every locale's
coverage in the status tables (:mod:`.status`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import get_plugin_logger
from mkdocs.structure.files import Files

from crescent_docs.i18n.coverage import Coverage

from . import logs, root, serve, staging, status, templates
from .config import CrescentConfig, jobs, locales
from .locale_build import ASSET_DIR, FACTS, PACKAGE, LocaleBuild, LocaleFacts
from .workers import ACTIVE_LOCALE, Pool, available_cores, finish

__all__ = ["Orchestrator"]

log = get_plugin_logger(__name__)

#: The root page's icon: the site's (mkdocs.yml, theme.favicon), in the first locale's site.
FAVICON = f"{ASSET_DIR}/logo.svg"


class _Counter(logging.Handler):
    """Counts the warnings of a whole multilingual build, for --strict."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


class Orchestrator:
    """The primary build's work for every locale: where they build, which of them, by
    which processes, and publishing them."""

    def __init__(self, options: CrescentConfig, root_dir: Path, config: MkDocsConfig) -> None:
        self.options = options
        self.locales = locales(options)
        self.locales_dir = root_dir / options.locales_dir
        self.example_path = root_dir / options.example
        self.base_site_dir = config.site_dir
        self.base_site_url = config.site_url or ""
        self.config_file = config.config_file_path
        # Every locale builds into a staging folder beside the site; the site is replaced
        # only when all of them have built, so a failed build leaves the old site whole.
        base = Path(self.base_site_dir).resolve()
        staging.remove_stale(base)
        #: The folder this build created to stage every locale; None once removed.
        self.staging: Path | None = staging.create(base)
        logs.staging_folder(self.staging, base)
        self.warnings = _Counter()
        logging.getLogger("mkdocs").addHandler(self.warnings)
        self.inputs: serve.Inputs | None = None
        #: The locales this build builds: all, or under serve those that changed.
        self.building = self._plan(config)
        self.pool: Pool | None = None

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

    def start(self, config: MkDocsConfig, own: LocaleBuild) -> None:
        """Compute once, before the workers fork, what every locale's build needs: the
        source messages (each locale's coverage counts them) and, when workers will build,
        the theme's templates compiled; then start the workers, which inherit it and build
        the other locales meanwhile. What is each locale's own (its catalog, checked, and
        its coverage) is left to the process that builds the locale."""
        others = self.building[1:]
        own.read_pages(config)
        if not others:
            return
        environment = config.theme.get_env()
        templates.warm(environment, ["main.html", *config.theme.static_templates])
        # The theme's files, listed and judged once here rather than in every worker.
        Files([]).add_files_from_theme(environment, config)
        workers = min(jobs(self.options, len(self.building)), len(self.building)) - 1
        self.pool = Pool(others, workers, self.build_other)

    def build_other(self, locale: str) -> LocaleFacts | None:
        """One more complete build, of ``locale``, into the staging folder; its facts."""
        token = ACTIVE_LOCALE.set(locale)
        try:
            sub = load_config(
                config_file=self.config_file,
                site_dir=str(self.staging),  # each sub-build adds its locale
                strict=False,  # the primary counts every warning, for --strict
            )
            sub.site_url = self.base_site_url
            build(sub)
        finally:
            ACTIVE_LOCALE.reset(token)
        return FACTS.get((str(self.locales_dir), locale))

    def finish(self, config: MkDocsConfig, own: LocaleBuild) -> None:
        """Once the primary's own locale is built: build the others still to build, then
        publish them all (unless a warning fails a --strict build)."""
        pool, self.pool = self.pool, None
        if pool is not None:
            failure = finish(pool, self.build_other)
            for locale, facts in pool.values.items():
                if isinstance(facts, LocaleFacts):
                    FACTS[str(self.locales_dir), locale] = facts
            if failure is not None:
                raise PluginError(failure.error.rstrip())
            if pool.missing():  # pragma: no cover - every claimed locale reports
                raise PluginError(f"no build finished for {', '.join(pool.missing())}")
        self._stop_counting()
        if config.strict and self.warnings.count:
            self._discard()  # MkDocs now aborts the build in strict mode: keep the old site.
            return
        self.publish(own)

    def publish(self, own: LocaleBuild) -> None:
        """Swap every built locale into the site with the root page; remove the locale
        sites no longer configured (when every locale was built)."""
        assert self.staging is not None
        every = {locale: own.facts(locale) for locale in self.locales}
        coverages = {
            locale: Coverage(locale, facts.translated, facts.total)
            for locale, facts in every.items()
        }
        for built in self.building:
            if every[built].tables:
                status.fill(self.staging / built, built, every[built].tables, coverages)
        first = every[self.locales[0]]
        links = [(locale, every[locale].link) for locale in self.locales]
        root.write(self.staging / "index.html", links, first.title, FAVICON)
        whole = self.building == list(self.locales)
        staging.publish(
            self.staging,
            Path(self.base_site_dir),
            self.building,
            keep=None if whole else self.locales,
        )
        self._discard(threads=2 * available_cores())
        if self.inputs is not None:
            serve.state.built[str(Path(self.base_site_dir).resolve())] = self.inputs

    def failed(self, error: Exception) -> None:
        """The build failed: stop the workers, remove the staging folder, show the error."""
        if self.pool is not None:
            self.pool.stop()
            self.pool = None
        self._stop_counting()
        self._discard()
        serve.remember_error(str(error))

    def _stop_counting(self) -> None:
        logging.getLogger("mkdocs").removeHandler(self.warnings)

    def _discard(self, threads: int = 1) -> None:
        """Remove the staging folder, and only it: never anything this build did not create."""
        folder, self.staging = self.staging, None
        staging.discard(folder, threads=threads)
