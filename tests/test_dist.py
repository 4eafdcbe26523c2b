"""``make dist`` (``crescent-docs dist``): the refusal of the local URL, the precompressed
files, the cache policy, the archive, and that two runs give the same bytes.

The session's shared build (tests/conftest.py) serves every test, two of its locales
copied out (packing is the same for each locale, and fewer are packed faster): the tests
pack their own copies of that site in-process. What ``dist`` adds to a build does not read
the site's address, so the shared build's local one stands in for a public one (the refusal
of the local URL is tested on its own, without a build).
"""

from __future__ import annotations

import gzip
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import brotli
import pytest
from sitebuild import Build, copy_project, environment

from crescent_docs.tools import dist

URL = "https://example.org/games/crescent/"
EPOCH = 1767225600


#: The module's tests share one packed site: in one xdist worker, which packs it once.
pytestmark = pytest.mark.xdist_group("test_dist")

#: The locales copied out of the shared build: English and Catalan.
LOCALES = ("en", "ca")


@pytest.fixture(scope="module")
def site(built_site: Build, tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The shared build's root files and the folders of LOCALES, as a site of its own."""
    locales = {p.parent.name for p in built_site.site.glob("*/sitemap.xml")}
    others = locales - set(LOCALES)
    assert locales > set(LOCALES), locales
    folder = tmp_path_factory.mktemp("site") / "site"
    shutil.copytree(
        built_site.site, folder, ignore=lambda d, names: others if d == str(built_site.site) else ()
    )
    return Build(built_site.returncode, built_site.output, folder)


@pytest.fixture(scope="module")
def small_site(site: Build, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site's root files and English alone, without the search's word splitters
    (Material's lunr folder, most of what there is to compress): for the tests of how
    ``dist`` writes its output, which every file type of the site still shows, rather than
    of what it compresses."""
    folder = tmp_path_factory.mktemp("small") / "site"
    lunr = site.site / "en" / "assets" / "javascripts" / "lunr"
    assert lunr.is_dir()
    shutil.copytree(
        site.site,
        folder,
        ignore=lambda d, names: [n for n in names if Path(d, n) in (site.site / "ca", lunr)],
    )
    return folder


@pytest.fixture(scope="module")
def packed(site: Build, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A copy of the site made ready to publish, and its archive."""
    folder = tmp_path_factory.mktemp("packed")
    tree = shutil.copytree(site.site, folder / dist.NAME)
    target = folder / f"{dist.NAME}.tar.gz"
    dist.package(tree, target, EPOCH)
    return tree, target


def test_dist_refuses_the_local_default_url_in_one_line(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    config = project / "mkdocs.yml"
    default = 'site_url: !ENV [CRESCENT_SITE_URL, "http://127.0.0.1:8000/"]'
    text = re.sub(r"(?m)^site_url:.*$", lambda _: default, config.read_text(encoding="utf-8"))
    config.write_text(text, encoding="utf-8")
    env = environment()
    env.pop("CRESCENT_SITE_URL", None)
    result = subprocess.run(
        [sys.executable, "-m", "crescent_docs.cli", "dist"],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert "http://127.0.0.1:8000/" in lines[0]
    assert "site_url in mkdocs.yml" in lines[0] and "CRESCENT_SITE_URL" in lines[0]
    assert not (project / "dist").exists()  # nothing built, nothing written


@pytest.mark.parametrize(
    "url", ["", "http://localhost:8000/", "http://[::1]/", "/games/", "ftp://example.org/"]
)
def test_the_url_to_publish_at_must_be_a_public_http_address(url: str) -> None:
    with pytest.raises(dist.DistError, match="CRESCENT_SITE_URL"):
        dist.check_url(url, Path("mkdocs.yml"))
    dist.check_url(URL, Path("mkdocs.yml"))


def test_every_text_file_has_a_gz_and_a_br_that_decompress_to_it(
    packed: tuple[Path, Path],
) -> None:
    tree, _ = packed
    texts = [p for p in tree.rglob("*") if p.suffix in dist.COMPRESSED]
    assert {p.suffix for p in texts} == set(dist.COMPRESSED)
    for path in texts:
        data = path.read_bytes()
        gz = path.with_name(path.name + ".gz").read_bytes()
        assert gzip.decompress(gz) == data, path
        # No date and no file name in the header: flags 0, mtime 0.
        assert gz[3] == 0 and gz[4:8] == b"\0\0\0\0", path
        assert brotli.decompress(path.with_name(path.name + ".br").read_bytes()) == data, path


@pytest.mark.parametrize(
    ("name", "hashed"),
    [
        ("bundle.a5f9d56c.min.js", True),
        ("main.57a0d79d.min.css", True),
        ("search.a7633da7.min.js", True),
        ("player.Q3xT9aBc.js", True),
        ("table.0123abcdEF.css", True),
        ("player.js", False),
        ("site.css", False),
        ("bundle.a5f9d56c.min.js.map", False),
        ("lunr.stemmer.support.js", False),
        ("table.keyboard.js", False),
        ("logo.a5f9d56c.svg", False),
        ("main.57a0d7.min.css", False),
    ],
)
def test_a_content_hash_is_read_from_the_file_name(name: str, hashed: bool) -> None:
    assert dist.is_hashed(name) is hashed


def rules(headers: str) -> dict[str, str]:
    """``_headers`` as {path: Cache-Control}."""
    found: dict[str, str] = {}
    path = ""
    for line in headers.splitlines():
        if line.startswith("/"):
            assert line not in found, f"{line} has two rules"
            path = line
        elif line.strip().startswith("Cache-Control:"):
            found[path] = line.split(":", 1)[1].strip()
    return found


def test_the_cache_policy_keeps_hashed_files_for_good_and_revalidates_pages(
    packed: tuple[Path, Path],
) -> None:
    tree, _ = packed
    policy = rules((tree / "_headers").read_text(encoding="utf-8"))
    bundle = next((tree / "en" / "assets" / "javascripts").glob("bundle.*.min.js")).name
    assert policy[f"/:locale/assets/javascripts/{bundle}"] == dist.IMMUTABLE
    # An asset named without its content: the host's own policy, never cached for good.
    # (site.css is content-hashed by the asset step now; the locale's messages are not.)
    assert (tree / "en" / "assets" / "crescent" / "messages.json").is_file()
    assert not any(path.endswith("/messages.json") for path in policy)
    for page in ("/", "/:locale/", "/:locale/rules/", "/:locale/play/"):
        assert policy[page] == dist.REVALIDATE, page
    assert policy["/:locale/search/search_index.json"] == dist.REVALIDATE
    immutable = [path for path, value in policy.items() if value == dist.IMMUTABLE]
    assert all(dist.is_hashed(path.rsplit("/", 1)[1]) for path in immutable)
    assert len(policy) < 100  # Cloudflare Pages reads 100 rules at most


def test_the_404_page_is_also_at_the_root(packed: tuple[Path, Path]) -> None:
    tree, _ = packed
    assert (tree / "404.html").read_bytes() == (tree / "en" / "404.html").read_bytes()


def test_the_archive_holds_the_tree_with_fixed_owners_dates_and_modes(
    packed: tuple[Path, Path],
) -> None:
    tree, target = packed
    data = target.read_bytes()
    assert data[3] == 0 and data[4:8] == b"\0\0\0\0"  # gzip: no file name, no date
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        members = tar.getmembers()
        names = [m.name for m in members]
        assert names == sorted(names)
        assert {(m.uid, m.gid, m.uname, m.gname, m.mtime) for m in members} == {
            (0, 0, "", "", EPOCH)
        }
        files = {m.name.removeprefix(f"{dist.NAME}/"): m for m in members if m.isfile()}
        on_disk = {p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file()}
        assert set(files) == on_disk
        extracted = tar.extractfile(files["en/rules/index.html"])
        assert extracted is not None
        assert extracted.read() == (tree / "en" / "rules" / "index.html").read_bytes()


def test_two_runs_on_one_site_give_the_same_archive(small_site: Path, tmp_path: Path) -> None:
    # Two runs, in two folders and with other file dates: the same bytes.
    archives = []
    for name, date in (("one", None), ("two", 1)):
        tree = shutil.copytree(small_site, tmp_path / name / dist.NAME)
        if date is not None:
            for path in tree.rglob("*.html"):
                os.utime(path, (date, date))
        dist.package(tree, tmp_path / name / "site.tar.gz", EPOCH)
        archives.append((tmp_path / name / "site.tar.gz").read_bytes())
    assert archives[0] == archives[1]


def test_dist_replaces_the_previous_output_only_once_all_is_written(
    small_site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: Crescent\nsite_url: {URL}\n", encoding="utf-8")
    out = tmp_path / "dist"

    def failing(config: Path, target: Path) -> None:
        target.mkdir(parents=True)
        raise dist.DistError("the site did not build")

    monkeypatch.setattr(dist, "build", lambda config, target: shutil.copytree(small_site, target))
    archive = dist.dist(config, out)
    assert archive == (out / f"{dist.NAME}.tar.gz").resolve()
    first = archive.read_bytes()
    assert (out / dist.NAME / "_headers").is_file()

    monkeypatch.setattr(dist, "build", failing)
    with pytest.raises(dist.DistError):
        dist.dist(config, out)
    assert archive.read_bytes() == first
    assert sorted(p.name for p in out.iterdir()) == [dist.NAME, f"{dist.NAME}.tar.gz"]
