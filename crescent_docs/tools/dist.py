"""``crescent-docs dist``: the site as it is published (``make dist``).

Builds the whole site with the site URL it will be published at, writes a gzip (``.gz``) and
a brotli (``.br``) copy beside every text file (:data:`COMPRESSED`) for hosts that serve
precompressed files, a cache policy ``_headers`` (the form Netlify and Cloudflare Pages
read), and packs the tree into one archive. Two runs on the same commit give the same bytes:
the archive's members are sorted and carry fixed dates (SOURCE_DATE_EPOCH), owners and
modes, and no compressed file records a date or a file name.

It refuses to build while the site URL is the local default (mkdocs.yml's
``site_url: !ENV [CRESCENT_SITE_URL, "http://127.0.0.1:8000/"]``): every canonical link,
sitemap entry and language alternate would then name this machine.

Nothing is left half-written: the site is built and packed in a folder beside the output,
and the tree and the archive replace the old ones only when everything succeeded.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import urlsplit

import brotli
from mkdocs.utils.yaml import yaml_load

HELP = "build the site for publishing: precompressed files, a cache policy, one archive"

#: The name of the archive (``.tar.gz``) and of the tree unpacked beside it.
NAME = "crescent-site"
#: The files that get a ``.gz`` and a ``.br`` beside them.
COMPRESSED = (".html", ".js", ".css", ".json", ".svg", ".xml")
#: The hosts of a site URL that is only good on this machine.
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "::1", "0.0.0.0"})

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"

#: ``<name>.<hash>.js``, ``<name>.<hash>.min.css``: a content hash of 8 or more letters and
#: digits between the name and the extension.
_HASHED = re.compile(r"^[^.]+(?:\.[^.]+)*?\.(?P<hash>[A-Za-z0-9]{8,})(?:\.min)?\.(?:js|css)$")


class DistError(Exception):
    """What stops ``dist``, in one line for the user."""


def is_hashed(name: str) -> bool:
    """Whether the file called ``name`` is named by its content, so that its address never
    serves other bytes and may be cached for good.

    Material's bundles (``bundle.f1a2b3c4.min.js``, ``main.0a1b2c3d.min.css``) and the
    player's assets (``player.Q3xT9aBc.js``) are: a hash of 8 or more letters and digits
    stands between the name and the extension (an optional ``.min`` after it). A hash is
    never a word, so a run of lower-case letters alone (``lunr.stemmer.support.js``,
    ``table.keyboard.js``) is not taken for one: at worst a real hash without a digit or a
    capital is revalidated like any other file, never cached stale.
    """
    match = _HASHED.match(name)
    if match is None:
        return False
    digest = match.group("hash")
    return not (digest.isalpha() and digest.islower())


def site_url(config: Path) -> str:
    """The site URL the build will use: mkdocs.yml's ``site_url``, where ``!ENV`` reads
    CRESCENT_SITE_URL."""
    try:
        with config.open("rb") as stream:
            data = yaml_load(stream)
    except OSError as error:
        raise DistError(f"{config}: cannot be read ({error.strerror})") from None
    except Exception as error:  # YAML's own errors
        raise DistError(f"{config}: not valid YAML ({error})".replace("\n", " ")) from None
    value = data.get("site_url") if isinstance(data, dict) else None
    return str(value or "")


def check_url(url: str, config: Path) -> None:
    """Refuse a URL that is missing, relative or only good on this machine."""
    where = f"set site_url in {config} or the CRESCENT_SITE_URL variable"
    parts = urlsplit(url)
    if not url:
        raise DistError(f"no site URL to publish at: {where}")
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise DistError(f"site URL {url!r} is not an http(s) address: {where}")
    if parts.hostname in LOCAL_HOSTS:
        raise DistError(
            f"the site URL is still the local default ({url}): {where} "
            "to the address the site is published at"
        )


def build(config: Path, site: Path) -> None:
    """``mkdocs build --strict`` of ``config`` into ``site``."""
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q"]
    result = subprocess.run(
        [*command, "-f", str(config), "-d", str(site)],
        cwd=config.parent,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        check=False,
    )
    if result.returncode:
        raise DistError(f"the site did not build (mkdocs exited with {result.returncode})")


def _files(site: Path) -> list[Path]:
    return sorted(path for path in site.rglob("*") if path.is_file())


def _compress(data: bytes) -> tuple[bytes, bytes]:
    """``data`` gzipped (level 9, no date, no file name) and brotli-compressed (quality 11)."""
    gz = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=gz, compresslevel=9, mtime=0) as out:
        out.write(data)
    packed: bytes = brotli.compress(data, mode=brotli.MODE_TEXT, quality=11)
    return gz.getvalue(), packed


def precompress(site: Path) -> int:
    """Write ``<file>.gz`` and ``<file>.br`` beside every text file of ``site``; returns
    how many files were compressed. Each locale ships the same theme and player files:
    each distinct content is compressed once."""
    done: dict[bytes, tuple[bytes, bytes]] = {}
    count = 0
    for path in _files(site):
        if path.suffix not in COMPRESSED:
            continue
        data = path.read_bytes()
        key = hashlib.sha256(data).digest()
        if key not in done:
            done[key] = _compress(data)
        gz, br = done[key]
        path.with_name(path.name + ".gz").write_bytes(gz)
        path.with_name(path.name + ".br").write_bytes(br)
        count += 1
    return count


def rule_path(relative: str) -> str:
    """The address a ``_headers`` rule gives a site file (``relative`` to the site): a
    folder's ``index.html`` by the folder's address (``/:locale/rules/``), any other file by
    its own, and the locale folder that leads every path but the root page's as the
    placeholder ``:locale``, which both hosts read as one path segment: one rule for every
    locale's copy."""
    parts = relative.split("/")
    if parts[-1] == "index.html":
        parts[-1] = ""
    if len(parts) > 1:
        parts[0] = ":locale"
    return "/" + "/".join(parts)


def headers(site: Path) -> str:
    """The cache policy of ``site`` as a ``_headers`` file.

    Content-hashed files (:func:`is_hashed`) are cached for a year; pages and the search
    index are revalidated at each visit; any other file gets the host's own policy. Each
    file is named (its locale as ``:locale``) rather than matched by a wildcard: a pattern
    broad enough for the pages (``/*``) would also match the hashed files, and both hosts
    join the values of every rule a request matches. One rule serves every locale, which
    keeps the file far below Cloudflare Pages' 100 rules.
    """
    rules: dict[str, str] = {}
    for path in _files(site):
        relative = path.relative_to(site).as_posix()
        if is_hashed(path.name):
            rules[rule_path(relative)] = IMMUTABLE
        elif path.suffix == ".html" or path.name == "search_index.json":
            rules[rule_path(relative)] = REVALIDATE
    head = (
        "# Cache policy (Netlify and Cloudflare Pages read this file): content-hashed\n"
        "# files for a year, pages and the search index revalidated at each visit.\n"
    )
    return head + "".join(
        f"{path}\n  Cache-Control: {value}\n" for path, value in sorted(rules.items())
    )


def root_404(site: Path) -> None:
    """A copy of the first locale's 404 page at the root, where GitHub Pages and Netlify
    look for it (its links are absolute, so it works at any depth)."""
    root = site / "index.html"
    target = site / "404.html"
    if target.exists() or not root.is_file():
        return
    match = re.search(r'<html lang="([^"]+)"', root.read_text(encoding="utf-8"))
    page = site / match.group(1) / "404.html" if match else None
    if page is not None and page.is_file():
        shutil.copyfile(page, target)


def _members(site: Path, prefix: str) -> Iterable[tuple[str, Path]]:
    yield prefix, site
    for path in sorted(site.rglob("*"), key=lambda p: p.relative_to(site).as_posix()):
        yield f"{prefix}/{path.relative_to(site).as_posix()}", path


def archive(site: Path, target: Path, epoch: int) -> None:
    """Pack ``site`` into ``target`` (.tar.gz) under ``crescent-site/``: members sorted, dated
    ``epoch``, owned by root (0/0, no names), modes 644 and 755; the gzip header has no date
    and no file name."""
    raw = io.BytesIO()
    with (
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz,
        tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar,
    ):
        for name, path in _members(site, NAME):
            info = tarfile.TarInfo(name)
            info.mtime = epoch
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            if path.is_dir():
                info.type = tarfile.DIRTYPE
                info.mode = 0o755
                tar.addfile(info)
            else:
                info.mode = 0o644
                info.size = path.stat().st_size
                with path.open("rb") as stream:
                    tar.addfile(info, stream)
    target.write_bytes(raw.getvalue())


def package(site: Path, target: Path, epoch: int) -> None:
    """Make a built ``site`` ready to publish in place (a 404 page at the root, precompressed
    files, ``_headers``) and pack it into ``target``."""
    root_404(site)
    precompress(site)
    (site / "_headers").write_text(headers(site), encoding="utf-8")
    archive(site, target, epoch)


def source_date_epoch() -> int:
    """SOURCE_DATE_EPOCH (the Makefile sets the commit's date), else 0."""
    value = os.environ.get("SOURCE_DATE_EPOCH", "")
    try:
        return int(value) if value else 0
    except ValueError:
        raise DistError(f"SOURCE_DATE_EPOCH={value!r} is not a whole number of seconds") from None


def dist(config: Path, out: Path) -> Path:
    """Build, compress and pack the site of ``config`` into ``out``; returns the archive."""
    check_url(site_url(config), config)
    config, out = config.resolve(), out.resolve()
    epoch = source_date_epoch()
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".dist-building-", dir=out))
    try:
        site = work / NAME
        build(config, site)
        package(site, work / f"{NAME}.tar.gz", epoch)
        tree, target = out / NAME, out / f"{NAME}.tar.gz"
        if tree.exists():
            shutil.rmtree(tree)
        site.rename(tree)
        (work / f"{NAME}.tar.gz").replace(target)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return target


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--config", type=Path, default=Path("mkdocs.yml"), help="the site's mkdocs.yml"
    )
    parser.add_argument(
        "--out", type=Path, default=Path("dist"), help="where the archive and its tree go"
    )


def run(args: argparse.Namespace) -> int:
    try:
        target = dist(args.config, args.out)
    except DistError as error:
        print(f"crescent-docs dist: {error}", file=sys.stderr)
        return 2
    size = target.stat().st_size
    print(f"{target} ({size / 1024:.0f} KiB) and {target.parent / NAME}/")
    return 0
