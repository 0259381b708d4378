"""Build ``dist/ishido-retro.html``: the game as one web page, made by pyxel's own ``app2html``.

Usage: ``python tools/make_web.py [--wheel WHEEL] [--out DIR]``.

The page carries the ``.pyxapp`` that ``tools/make_pyxapp.py`` makes (the ``ishido_retro``
package with every asset: art, boards, fonts, texts, the stoneset editor), base64 inside the
page, and asks pyxel's launcher (``launchPyxel``'s ``packages``) to load the libraries the game
imports from the browser's Python (Pyodide): Pillow and PyYAML. What has no meaning in a page
(worker processes, threads, file locks between two copies, signals) the game skips there by
design. The page fetches pyxel's web runtime and Pyodide when it opens; ``tools/webpage/`` adds what a phone
needs (viewport, sizing, web-app manifest and icons, a service worker that keeps all the page fetched for
offline use, durable keeping of the game's files), written beside the page in ``--out``. It is checked here by
reading back what it carries, never opened.
"""

from __future__ import annotations

import argparse
import base64
import io
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_pyxapp  # noqa: E402
import web_touch  # noqa: E402
import webpage  # noqa: E402

ROOT = make_pyxapp.ROOT
PACKAGES = "pillow,pyyaml"       # Pyodide's names for Pillow and PyYAML
LAUNCH = 'launchPyxel({ command: "play", '


def app2html(pyxapp: Path) -> Path:
    """pyxel's ``app2html`` of ``pyxapp``; the page is written beside it."""
    subprocess.run([sys.executable, "-c", "import sys, pyxel.cli as c; c.create_html_from_pyxel_app(sys.argv[1])",
                    str(pyxapp)], cwd=pyxapp.parent, check=True, capture_output=True)
    return pyxapp.with_suffix(".html")


def with_packages(page: str) -> str:
    """The page with the Pyodide packages the game imports added to its ``launchPyxel`` call."""
    if page.count(LAUNCH) != 1:
        raise SystemExit("make_web: pyxel's app2html wrote a page this tool does not know (no single launchPyxel call)")
    return page.replace(LAUNCH, f'{LAUNCH}packages: "{PACKAGES}", ')


def carried(page: str) -> list[str]:
    """The files of the app the page carries."""
    found = re.search(r'base64: "([A-Za-z0-9+/=]+)"', page)
    if found is None:
        raise SystemExit("make_web: the page carries no app")
    with zipfile.ZipFile(io.BytesIO(base64.b64decode(found.group(1)))) as zf:
        return zf.namelist()


def check_assets(names: list[str], wheel: Path) -> int:
    """Every file the wheel installs in the game's package is in the page; how many there are."""
    with zipfile.ZipFile(wheel) as zf:
        wanted = {n for n in zf.namelist() if n.startswith("ishido_retro/") and not n.endswith("/")}
    have = {n.split("/", 1)[1] for n in names if "/" in n}
    missing = sorted(wanted - have)
    if missing:
        raise SystemExit(f"make_web: the page lacks {len(missing)} files of the game, e.g. {missing[0]}")
    return len(wanted)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="the wheel to pack (default: build one from this checkout)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the page goes (default: dist/)")
    args = parser.parse_args(argv)
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="ishido-web-") as tmp:
        wheel = args.wheel or make_pyxapp.build_wheel(Path(tmp) / "wheel")
        pyxapp = make_pyxapp.package(make_pyxapp.stage(wheel, Path(tmp) / "stage"), Path(tmp) / "app")
        page = web_touch.with_gamepad_choice(with_packages(app2html(pyxapp).read_text(encoding="utf-8")))
        files = check_assets(carried(page), wheel)
    target = out / f"{make_pyxapp.APP_NAME}.html"
    beside = webpage.write_beside(out, target.name, page)
    target.write_text(webpage.decorate(page, target.name), encoding="utf-8")
    print(f"{target}: {target.stat().st_size / 1e6:.1f} MB, the game's {files} files, packages {PACKAGES}; "
          f"beside it {', '.join(beside)} ({sum(beside.values())} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
