"""The site's own scripts and stylesheets, as a build ships them.

The player's modules (``player/*.js``), its stylesheets (``player/*.css``), the diagrams'
stylesheet (``render/assets/diagram.css``) and the theme's (``theme/assets/crescent/
site.css``) are built by esbuild (``node_modules/.bin/esbuild``, installed by ``npm ci``):

* the modules are bundled from two entry points, ``player.js`` (the page's script) and
  ``worker.js`` (the solver's worker), split into chunks: what a page loads at once is a
  few files, what loads on demand (``import()``) stays a file of its own, and the worker
  shares the engine's chunk that the page has already loaded;
* every file is minified and named ``<name>.<HASH>.js`` or ``.css``, where HASH is taken
  from its content and from the names of the files it imports, so a change anywhere gives
  a new name to every file that it reaches, and to no other;
* a module that names another file by URL (``new URL('./worker.js', import.meta.url)``,
  the on-demand style sheets that ``sheet.js`` resolves) is given that file's hashed name
  before its own hash is computed: the files it names are built first. ``messages.json``
  (each locale's own) keeps its name.

Each page then loads its stylesheets and ``player.js`` by their hashed names and preloads
(``<link rel="modulepreload">``) every module its players need when it opens, so that no
module waits for another to be parsed before it is requested.

The files are the same for every locale: they are built once per build, in the main
process before the workers fork (and again under ``mkdocs serve`` only when a source
changed), held in memory, and written into each locale's site.

``CRESCENT_ASSETS`` chooses: ``built`` requires esbuild (``make site`` and the tests use
it: a site to publish is never shipped unbuilt by accident); ``sources`` ships the files
as written, unhashed, as ``mkdocs serve`` does (a developer debugs the code as written,
and an edit rebuilds without Node); unset, a build uses esbuild when it is installed and
otherwise ships the sources with one INFO line (a translator's ``make locale`` and ``make
preview`` need no Node).
"""

from __future__ import annotations

import atexit
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from mkdocs.config.config_options import ExtraScriptValue
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import get_plugin_logger
from mkdocs.structure.files import File, Files

from crescent_docs.render.player import MODE_CSS

from .cache import Keyed, stamp

__all__ = ["ASSET_DIR", "Assets", "add_files", "configure", "load", "preload"]

log = get_plugin_logger(__name__)

PACKAGE = Path(__file__).resolve().parent.parent
ASSET_DIR = "assets/crescent"
#: The folder of the player's modules and style sheets.
PLAYER = PACKAGE / "player"
#: The stylesheets every page links: the player's, the diagrams' and the theme's.
PAGE_CSS = (
    PLAYER / "player.css",
    PACKAGE / "render" / "assets" / "diagram.css",
    PACKAGE / "theme" / "assets" / "crescent" / "site.css",
)
#: The stylesheets a page links with extra_css; the theme links site.css (main.html).
EXTRA_CSS = ("diagram.css", "player.css")
SITE_CSS = "site.css"
#: The module each kind of player mounts with (player.js imports it with import()).
KINDS = {"demo": "table.js", "play": "play.js", "stepper": "stepper.js"}
#: esbuild, as `npm ci` installs it beside the package (CRESCENT_ESBUILD names another).
ESBUILD = PACKAGE.parent / "node_modules" / ".bin" / "esbuild"
#: A hashed name as esbuild writes it: <name>.<HASH>.<js|css>.
HASHED = re.compile(r"^(?P<name>[A-Za-z0-9_-]+)\.(?P<hash>[A-Za-z0-9]{8,})\.(?P<ext>js|css)$")
#: A module's reference to a file beside it, which the build replaces with its hashed name.
_URL = re.compile(r"new URL\((['\"])\./([A-Za-z0-9_-]+\.(?:js|css))\1, import\.meta\.url\)")
#: A player's mount in a page, with its kind.
_MOUNT = re.compile(r'<div class="crescent-player"[^>]*? data-mode="([a-z]+)"')


@dataclass(frozen=True)
class Assets:
    """The files of ``assets/crescent/`` that every locale's site gets."""

    #: Each file's name in the site, and the file its copy is made from.
    files: dict[str, Path]
    #: The shipped name of each source file (``player.js`` → ``player.5XQ2ZK7B.js``).
    names: dict[str, str]
    #: Each shipped module's static imports (shipped names): the graph a page loads.
    imports: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: The modules (shipped names) a page with each kind of player loads when it opens:
    #: ``player.js``, the player's module and every module they import statically.
    preloads: dict[str, tuple[str, ...]] = field(default_factory=dict)
    built: bool = False


#: The assets built by this process, kept while their sources and esbuild are unchanged.
_CACHE: Keyed[str, Assets] = Keyed()


def _sources() -> list[Path]:
    return sorted([*PLAYER.glob("*.js"), *PLAYER.glob("*.css"), *PAGE_CSS[1:]])


def _stamps(paths: Iterable[Path]) -> tuple[object, ...]:
    return tuple((str(path), stamp(path)) for path in paths)


def _serving() -> bool:
    from . import serve

    return serve.state.serving or sys.argv[1:2] == ["serve"]


def esbuild() -> Path | None:
    """The esbuild to run, or None when it is not installed (or there is no Node)."""
    named = os.environ.get("CRESCENT_ESBUILD", "").strip()
    binary = Path(named) if named else ESBUILD
    return binary if binary.is_file() and shutil.which("node") else None


def load() -> Assets:
    """The assets of this build: built (minified, hashed) or the sources as written, as
    ``CRESCENT_ASSETS`` and the tools installed decide (see the module's doc)."""
    wanted = os.environ.get("CRESCENT_ASSETS", "").strip()
    if wanted not in {"", "built", "sources"}:
        raise PluginError(f"CRESCENT_ASSETS: {wanted!r}: expected built or sources")
    if wanted == "sources" or (not wanted and _serving()):
        return _as_written()
    binary = esbuild()
    if binary is None:
        if wanted == "built":
            raise PluginError(
                f"CRESCENT_ASSETS=built: esbuild is not installed ({ESBUILD}; `npm ci` installs "
                "it, and needs Node): the site's scripts and stylesheets cannot be minified "
                "and hashed"
            )
        log.info(
            "the player's scripts and stylesheets ship as written, unminified and unhashed: "
            "esbuild is not installed (`npm ci` installs it)"
        )
        return _as_written()
    sources = _sources()
    return _CACHE.get("built", (str(binary), *_stamps(sources)), lambda: build(binary))


def _as_written() -> Assets:
    files: dict[str, Path] = {path.name: path for path in _sources()}
    files[SITE_CSS] = PAGE_CSS[2]
    return Assets(files, {name: name for name in files})


def _run(binary: Path, folder: Path, arguments: list[str]) -> None:
    result = subprocess.run(
        [str(binary), *arguments, "--log-level=warning", "--color=false"],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode:
        raise PluginError(f"esbuild failed:\n{result.stderr.strip()}")


def _outputs(folder: Path, metafile: str) -> dict[str, dict[str, object]]:
    data = json.loads((folder / metafile).read_text(encoding="utf-8"))
    outputs: dict[str, dict[str, object]] = data["outputs"]
    return {Path(name).name: value for name, value in outputs.items()}


def _entries(outputs: dict[str, dict[str, object]]) -> dict[str, str]:
    """Each entry point's (or module loaded with import()'s) source name → its output."""
    return {
        Path(str(value["entryPoint"])).name: name
        for name, value in outputs.items()
        if value.get("entryPoint")
    }


def build(binary: Path) -> Assets:
    """Build the assets with esbuild, in a temporary folder: the leaves first."""
    with tempfile.TemporaryDirectory(prefix="crescent-assets-") as tmp:
        folder = Path(tmp)
        src, out = folder / "src", folder / "out"
        src.mkdir()
        for path in _sources():
            shutil.copyfile(path, src / path.name)
        shutil.copyfile(PAGE_CSS[2], src / SITE_CSS)
        # 1. The style sheets: leaves (no stylesheet names another file).
        sheets = sorted(path.name for path in src.glob("*.css"))
        _run(
            binary,
            folder,
            [
                *(f"src/{name}" for name in sheets),
                "--minify",
                "--outdir=out",
                "--entry-names=[name].[hash]",
                "--metafile=css.json",
            ],
        )
        css = _outputs(folder, "css.json")
        names = _entries(css)
        # 2. The modules, twice: the first build names the worker (its name depends only
        # on the modules it imports), the second gives its referrer that name.
        originals = {path.name: path.read_text(encoding="utf-8") for path in src.glob("*.js")}
        modules: dict[str, dict[str, object]] = {}
        for _ in range(3):
            for name, text in originals.items():
                (src / name).write_text(_refer(text, names), encoding="utf-8")
            for path in out.glob("*.js"):
                path.unlink()
            _run(
                binary,
                folder,
                [
                    "src/player.js",
                    "src/worker.js",
                    "--bundle",
                    "--splitting",
                    "--format=esm",
                    "--minify",
                    "--charset=utf8",
                    "--legal-comments=none",
                    "--outdir=out",
                    "--entry-names=[name].[hash]",
                    "--chunk-names=[name].[hash]",
                    "--metafile=js.json",
                ],
            )
            modules = _outputs(folder, "js.json")
            entries = _entries(modules)
            if entries["worker.js"] == names.get("worker.js"):
                break
            names["worker.js"] = entries["worker.js"]
        else:  # pragma: no cover - the worker's name does not depend on its referrer
            raise PluginError("esbuild: the worker's name did not settle")
        names.update(_entries(modules))
        imports = {
            name: tuple(
                sorted(
                    Path(str(item["path"])).name
                    for item in value["imports"]  # type: ignore[attr-defined]
                    if item["kind"] == "import-statement"
                )
            )
            for name, value in modules.items()
        }
        kept = _kept()
        files: dict[str, Path] = {}
        for path in sorted(out.iterdir()):
            files[path.name] = kept / path.name
            if not files[path.name].is_file():  # named by its content: the same, if there
                shutil.copyfile(path, files[path.name])
    for name in files:
        if not HASHED.match(name):  # pragma: no cover - esbuild names them so
            raise PluginError(f"esbuild wrote {name}, which is not named <name>.<HASH>.<ext>")
    player = _closure(names["player.js"], imports)
    preloads = {
        kind: tuple(sorted(player | _closure(names[module], imports)))
        for kind, module in KINDS.items()
    }
    return Assets(files, names, imports, preloads, built=True)


#: The folder that keeps the files this process built (removed when it exits), and the
#: process that made it.
_KEPT: list[tuple[int, Path]] = []


def _kept() -> Path:
    """The folder of the built files: each locale's site links to them, as to the theme's
    files (:func:`.staging.link_or_copy`)."""
    if not _KEPT:
        folder = Path(tempfile.mkdtemp(prefix="crescent-assets-"))
        _KEPT.append((os.getpid(), folder))
        atexit.register(_remove_kept)
    return _KEPT[0][1]


def _remove_kept() -> None:
    for pid, folder in _KEPT:
        if pid == os.getpid():  # not a worker forked from the process that made it
            shutil.rmtree(folder, ignore_errors=True)


def _refer(text: str, names: dict[str, str]) -> str:
    """``text`` with each URL of a file beside it replaced by that file's hashed name."""

    def hashed(match: re.Match[str]) -> str:
        quote, name = match.group(1), match.group(2)
        if name not in names:
            return match.group()
        return f"new URL({quote}./{names[name]}{quote}, import.meta.url)"

    return _URL.sub(hashed, text)


def _closure(name: str, imports: dict[str, tuple[str, ...]]) -> set[str]:
    """``name`` and every module it imports statically, and they in turn."""
    found: set[str] = set()
    todo = [name]
    while todo:
        module = todo.pop()
        if module not in found:
            found.add(module)
            todo += imports.get(module, ())
    return found


# -- the build's hooks ---------------------------------------------------------------------


def configure(config: MkDocsConfig, assets: Assets) -> None:
    """Link the page's stylesheets and script by their shipped names (a config that
    already names an earlier build's drops them)."""
    ours = re.compile(rf"^{re.escape(ASSET_DIR)}/(diagram|player|site)(\.[A-Za-z0-9]+)?\.(css|js)$")
    config.extra_css = [css for css in config.extra_css if not ours.match(css)] + [
        f"{ASSET_DIR}/{assets.names[name]}" for name in EXTRA_CSS
    ]
    config.extra_javascript = [
        script for script in config.extra_javascript if not ours.match(str(script))
    ]
    script = ExtraScriptValue(f"{ASSET_DIR}/{assets.names['player.js']}")
    script.type = "module"
    config.extra_javascript.append(script)
    config.extra["crescent_site_css"] = f"{ASSET_DIR}/{assets.names[SITE_CSS]}"


def add_files(files: Files, config: MkDocsConfig, assets: Assets) -> None:
    """Put the assets into the locale's site (the theme's site.css replaced by its own)."""
    theme_copy = files.get_file_from_path(f"{ASSET_DIR}/{SITE_CSS}")
    if theme_copy is not None:
        files.remove(theme_copy)
    for name, content in assets.files.items():
        files.append(File.generated(config, f"{ASSET_DIR}/{name}", abs_src_path=str(content)))


def preload(output: str, assets: Assets) -> str:
    """The page, with what its players need when they open linked in its head: the
    stylesheet of each kind of player that has one of its own (:data:`MODE_CSS`, after
    player.css, so that the page's first frame is drawn as it stays), and (the built
    assets) a ``modulepreload`` link for each module they need."""
    modes = set(_MOUNT.findall(output))
    if not modes:
        return output
    script = re.search(rf'<script src="([^"]*){re.escape(assets.names["player.js"])}"', output)
    head = output.find("</head>")
    if script is None or head < 0:
        return output
    base = script.group(1)
    links = "".join(
        f'<link rel="stylesheet" href="{base}{assets.names[MODE_CSS[mode]]}">'
        for mode in sorted(modes)
        if mode in MODE_CSS
    )
    if assets.built:
        wanted = sorted(
            set().union(*(assets.preloads[mode] for mode in modes if mode in assets.preloads))
        )
        links += "".join(f'<link rel="modulepreload" href="{base}{name}">' for name in wanted)
    return output[:head] + links + output[head:]
