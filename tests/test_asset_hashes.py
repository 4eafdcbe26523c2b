"""The built assets are named by their content: a site built again after one module
changed gives a new URL to every file whose content changed (the module, and each file
that names it, up to the page's script) and keeps every other URL; the pages name the
new URLs. The change here is to the solver (in the worker's bundle): the worker and the
module that starts it get new names, the engine's chunk that the worker shares does not.
A build asked for built assets without esbuild stops, naming it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError
from sitebuild import copy_project, environment, set_locales

from crescent_docs.plugin import assets
from crescent_docs.plugin.assets import HASHED, PLAYER, esbuild

needs_esbuild = pytest.mark.skipif(esbuild() is None, reason="esbuild is not installed (npm ci)")

#: `mkdocs build` with the player's sources taken from the folder given first.
WITH_PLAYER = (
    "import sys\n"
    "from pathlib import Path\n"
    "from crescent_docs.plugin import assets\n"
    "assets.PLAYER = Path(sys.argv.pop(1))\n"
    "assets.PAGE_CSS = (assets.PLAYER / 'player.css', *assets.PAGE_CSS[1:])\n"
    "from mkdocs.__main__ import cli\n"
    "sys.argv[0] = 'mkdocs'\n"
    "cli()\n"
)


def build_with(project: Path, player: Path, site: Path) -> dict[str, bytes]:
    result = subprocess.run(
        [sys.executable, "-c", WITH_PLAYER, str(player), "build", "-q", "-d", str(site)],
        cwd=project,
        env=environment(CRESCENT_ASSETS="built", CRESCENT_JOBS="1"),
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    folder = site / "en" / "assets" / "crescent"
    return {path.name: path.read_bytes() for path in folder.iterdir() if HASHED.match(path.name)}


def named(files: dict[str, bytes], stem: str, extension: str = "js") -> str:
    [name] = [n for n in files if n.split(".")[0] == stem and n.endswith(f".{extension}")]
    return name


@needs_esbuild
def test_a_change_renames_what_it_reaches_and_nothing_else(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    set_locales(project, ["en"], in_progress=[])
    player = tmp_path / "player"
    shutil.copytree(PLAYER, player)
    before = build_with(project, player, tmp_path / "one")
    solver = player / "solver.js"
    solver.write_text(solver.read_text("utf-8") + "\nglobalThis.solverEdition = 2;\n", "utf-8")
    after = build_with(project, player, tmp_path / "two")

    # Same URL, same content; a new URL, content that no URL had before.
    for name, content in after.items():
        if name in before:
            assert before[name] == content, name
        else:
            assert content not in before.values(), name
    changed = {name.split(".")[0] for name in set(after) - set(before)}
    # The worker, and each module that names the next up to the page's script.
    assert {"worker", "help", "play", "player"} <= changed, changed
    assert not changed & {"stepper", "guide", "drag", "diagram", "site"}, changed
    worker = after[named(after, "worker")].decode()
    engine = re.findall(r'from"\./(chunk\.[A-Za-z0-9]+\.js)"', worker)
    assert engine and all(chunk in before for chunk in engine)  # the engine's chunk kept
    assert named(after, "worker").encode() in after[named(after, "help")]

    # The pages name the new URLs, and only files that the site has.
    page = (tmp_path / "two" / "en" / "play" / "index.html").read_text("utf-8")
    urls = set(re.findall(r'assets/crescent/([^"]+)"', page))
    assert {named(after, "player"), named(after, "play")} <= urls, urls
    assert urls <= set(after) | {"logo.svg"}, urls - set(after)


def test_built_assets_without_esbuild_stop_the_build_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CRESCENT_ESBUILD", str(tmp_path / "no-esbuild"))
    monkeypatch.setenv("CRESCENT_ASSETS", "built")
    with pytest.raises(PluginError) as refused:
        assets.load()
    said = str(refused.value)
    assert "esbuild is not installed" in said and "npm ci" in said, said
