"""The theme's templates, compiled once per process: reused only for the same source and
the same environment settings."""

from __future__ import annotations

from pathlib import Path

import jinja2
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.theme import Theme

from crescent_docs.plugin.templates import TemplateCache, install, warm


def environment(cache: TemplateCache, sources: dict[str, str]) -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.DictLoader(sources))
    env.bytecode_cache = cache
    return env


def test_a_template_is_compiled_once_for_every_environment() -> None:
    cache = TemplateCache()
    sources = {"page.html": "Hello {{ name }}"}
    for name in ("Ana", "Ivo"):
        env = environment(cache, sources)  # a new environment, as each locale's build makes
        assert env.get_template("page.html").render(name=name) == f"Hello {name}"
    assert (cache.misses, cache.hits) == (1, 1)


def test_an_edited_template_is_compiled_again() -> None:
    cache = TemplateCache()
    sources = {"page.html": "old {{ name }}"}
    assert environment(cache, sources).get_template("page.html").render(name="x") == "old x"
    sources["page.html"] = "new {{ name }}"
    assert environment(cache, sources).get_template("page.html").render(name="x") == "new x"
    assert cache.hits == 0


def test_an_environment_with_other_settings_does_not_reuse_the_code() -> None:
    cache = TemplateCache()
    sources = {"page.html": "<{{ name }}>\n"}
    plain = environment(cache, sources)
    assert plain.get_template("page.html").render(name="<b>") == "<<b>>"
    escaping = jinja2.Environment(
        loader=jinja2.DictLoader(sources), autoescape=True, keep_trailing_newline=True
    )
    escaping.bytecode_cache = cache
    assert escaping.get_template("page.html").render(name="<b>") == "<&lt;b&gt;>\n"
    other_filter = environment(cache, {"page.html": "{{ name | shout }}"})
    other_filter.filters["shout"] = str.upper
    assert other_filter.get_template("page.html").render(name="hi") == "HI"
    lower = environment(cache, {"page.html": "{{ name | shout }}"})
    lower.filters["shout"] = str.lower
    assert lower.get_template("page.html").render(name="HI") == "hi"
    assert cache.hits == 0


def test_warm_compiles_what_a_page_extends_includes_and_imports() -> None:
    cache = TemplateCache()
    sources = {
        "main.html": '{% extends "base.html" %}{% block body %}main{% endblock %}',
        "base.html": '{% import "macros.html" as m %}{% include "header.html" %}'
        "{% block body %}{% endblock %}{{ m.end() }}"
        '{% include "partials/" ~ lang ~ ".html" ignore missing %}',
        "header.html": "header ",
        "macros.html": "{% macro end() %} end{% endmacro %}",
        "unused.html": "never compiled",
    }
    env = environment(cache, sources)
    assert warm(env, ["main.html", "missing.html"]) == 4
    assert warm(env, ["main.html"]) == 0  # already compiled
    hits, misses = cache.hits, cache.misses
    later = environment(cache, sources)
    assert later.get_template("main.html").render(lang="en") == "header main end"
    assert (cache.hits - hits, cache.misses - misses) == (4, 0)  # nothing compiled again


def test_install_gives_every_environment_of_the_theme_the_cache() -> None:
    theme = Theme(name="mkdocs")
    cache = TemplateCache()
    install(theme, cache)
    install(theme, cache)  # once only, however often the plugin is configured
    first, second = theme.get_env(), theme.get_env()
    assert first is not second
    assert first.bytecode_cache is cache and second.bytecode_cache is cache


def test_the_theme_files_are_listed_as_mkdocs_lists_them_and_stay_fresh(tmp_path: Path) -> None:
    custom = tmp_path / "overrides"
    (custom / "assets").mkdir(parents=True)
    (custom / "assets" / "site.css").write_text("a {}", encoding="utf-8")
    config = MkDocsConfig()
    config.load_dict({"site_name": "x", "theme": {"name": "material", "custom_dir": str(custom)}})
    assert not config.validate()[0]
    theme = config.theme
    plain = theme.get_env()  # before install: Jinja's and MkDocs' own listing
    install(theme, TemplateCache())
    for _ in range(2):  # the second time from what the first kept
        expected = Files([])
        expected.add_files_from_theme(plain, config)
        cached = Files([])
        cached.add_files_from_theme(theme.get_env(), config)
        assert [f.src_uri for f in cached] == [f.src_uri for f in expected]
        assert "assets/site.css" in [f.src_uri for f in cached]
        assert theme.get_env().list_templates() == plain.list_templates()
    (custom / "assets" / "new.js").write_text("", encoding="utf-8")  # a file added since
    cached = Files([])
    cached.add_files_from_theme(theme.get_env(), config)
    assert "assets/new.js" in [f.src_uri for f in cached]
