"""Check an installed Ishido Retro (a wheel in a fresh venv) from a folder outside the checkout.

Usage: ``python installed_smoke.py CHECKOUT [APP_DIR]`` with the venv's ``ishido-retro`` on PATH and
the current folder anywhere but the checkout. With ``APP_DIR`` (an unpacked ``.pyxapp``: the folder
its startup script is in) the game runs as ``python -m ishido_retro`` from that folder, as
``pyxel play`` runs it, and must be imported from there. It plays a headless script that deals a game and
opens Help > Rules, then checks that

* the Rules window shows the real rules text (its first heading is the one in the checkout's
  ``resources/texts/rules.txt``), not a "could not be read" message;
* the six tableau stones on the screen are drawn with the real stoneset art: their opaque
  pixels have the colours of the checkout's ``resources/stonesets/ishido.png`` cells, not the
  plain coloured squares of a missing stoneset.

Exit status 0 when all is well; otherwise it prints what is wrong and exits 1.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml
from PIL import Image

SCRIPT = """\
- seed: 1
- shot: play.png
- menu: [Help, Rules]
- wait: 2
- dump: rules.yaml
"""
CELL = 20            # a stoneset cell, and a board square, are 20 x 20 pixels
MIN_MATCH = 0.9      # share of a stone's opaque pixels that must show the stoneset's own colour


def first_heading(rules: Path) -> str:
    for line in rules.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    raise SystemExit(f"{rules} has no '# ' heading")


def stone_colours(stoneset: Path, colour: int, symbol: int) -> dict[tuple[int, int], tuple[int, int, int]]:
    """The opaque pixels of one stone in the checkout's stoneset PNG: (x, y) -> RGB."""
    im = Image.open(stoneset)
    rgb = im.convert("RGB")
    out = {}
    for y in range(CELL):
        for x in range(CELL):
            px, py = symbol * CELL + x, colour * CELL + y
            if im.getpixel((px, py)) != 0:          # index 0 is transparent
                out[(x, y)] = rgb.getpixel((px, py))
    return out


def main(checkout: Path, app_dir: Path | None = None) -> int:
    here = Path.cwd().resolve()
    if here == checkout or checkout in here.parents:
        raise SystemExit("run this from a folder outside the checkout")
    env = dict(os.environ)
    if app_dir is None:
        exe = shutil.which("ishido-retro")
        if exe is None:
            raise SystemExit("ishido-retro is not on PATH")
        command = [exe]
    else:
        sys.path.insert(0, str(app_dir))
        env["PYTHONPATH"] = str(app_dir)
        command = [sys.executable, "-m", "ishido_retro"]
    import ishido_retro
    from ishido_retro import layout

    installed = Path(ishido_retro.__file__).resolve()
    if checkout in installed.parents:
        raise SystemExit(f"ishido_retro is imported from the checkout ({installed}), not from the install")
    if app_dir is not None and app_dir not in installed.parents:
        raise SystemExit(f"ishido_retro is imported from {installed}, not from the app folder {app_dir}")
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "script.yaml").write_text(SCRIPT, encoding="utf-8")
        run = subprocess.run([*command, "--headless", "--script", "script.yaml", "--shots", "out"],
                             cwd=work, capture_output=True, text=True, timeout=120, env=env)
        if run.returncode != 0:
            print(run.stdout, run.stderr, sep="\n")
            raise SystemExit(f"ishido-retro exited with {run.returncode}")
        state = yaml.safe_load((work / "out" / "rules.yaml").read_text(encoding="utf-8"))
        shot = Image.open(work / "out" / "play.png").convert("RGB")

        dialog = state.get("dialog") or {}
        heading = first_heading(checkout / "resources" / "texts" / "rules.txt")
        if dialog.get("title") != "Rules":
            problems.append(f"the open window is {dialog.get('title')!r}, not Rules")
        if not str(dialog.get("text", "")).startswith(heading):
            problems.append(f"the Rules window does not start with {heading!r}: {str(dialog.get('text'))[:80]!r}")

        stoneset = checkout / "resources" / "stonesets" / "ishido.png"
        for col, row, colour, symbol in state["board"]:
            want = stone_colours(stoneset, colour, symbol)
            x0, y0 = layout.square_origin(col, row)
            same = sum(shot.getpixel((x0 + x, y0 + y)) == rgb for (x, y), rgb in want.items())
            share = same / len(want)
            print(f"stone {colour}{symbol} on ({col},{row}): {same}/{len(want)} opaque pixels match the stoneset")
            if share < MIN_MATCH:
                problems.append(f"stone {colour}{symbol} on square ({col},{row}) is not the stoneset's art "
                                f"({same} of {len(want)} pixels match)")
    for p in problems:
        print("FAIL:", p)
    if not problems:
        where = "installed game" if app_dir is None else "Pyxel app"
        print(f"{where} OK: Rules text starts with {heading!r}; the tableau stones are the real art")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve() if len(sys.argv) > 2 else None))
