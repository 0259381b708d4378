"""Build ``ishido-retro.pyxapp``: the game as one Pyxel app file (``pyxel play ishido-retro.pyxapp``).

Usage: ``python tools/make_pyxapp.py [--wheel WHEEL] [--out DIR]``.

The app holds exactly what the wheel installs (the ``ishido_retro`` package with its
art, boards, texts and the stoneset editor inside it), unpacked, plus a startup
script that plays the game. Pyxel unpacks the app into a folder and puts that folder
first on ``sys.path``, so the game finds its assets through ``importlib.resources``
there just as it does in an installed wheel. Without ``--wheel`` the wheel is built
from this checkout first. The player needs Pyxel, PyYAML and Pillow installed
(``pip install pyxel pyyaml pillow``); a Pyxel app carries no dependencies.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "ishido-retro"
STARTUP = "play_ishido_retro.py"
STARTUP_TEXT = '''"""Startup script of the Ishido Retro Pyxel app: plays the game."""

from ishido_retro.cli import main

raise SystemExit(main([]))
'''


def build_wheel(out: Path) -> Path:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(ROOT)], check=True)
    (wheel,) = out.glob("ishido_retro-*.whl")
    return wheel


def stage(wheel: Path, folder: Path) -> Path:
    """Unpack the wheel's packages (not its metadata) into ``folder/ishido-retro`` with the startup script."""
    app_dir = folder / APP_NAME
    app_dir.mkdir(parents=True)
    with zipfile.ZipFile(wheel) as zf:
        for name in zf.namelist():
            if name.split("/", 1)[0].endswith((".dist-info", ".data")):
                continue
            zf.extract(name, app_dir)
    (app_dir / STARTUP).write_text(STARTUP_TEXT, encoding="utf-8")
    return app_dir


def package(app_dir: Path, out: Path) -> Path:
    """``pyxel package`` of ``app_dir``, written into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-c", "import sys, pyxel.cli as c; c.package_pyxel_app(sys.argv[1], sys.argv[2])",
                    str(app_dir), str(app_dir / STARTUP)], cwd=out, check=True, capture_output=True)
    return out / f"{APP_NAME}.pyxapp"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="the wheel to pack (default: build one from this checkout)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .pyxapp goes (default: dist/)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="ishido-pyxapp-") as tmp:
        wheel = args.wheel or build_wheel(Path(tmp) / "wheel")
        app = package(stage(wheel, Path(tmp) / "stage"), args.out.resolve())
    print(app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
