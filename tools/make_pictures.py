"""Make the README's pictures with the game itself: ``python tools/make_pictures.py``.

Each picture comes from a recipe in ``docs/pictures/recipes/``: a script for the scripted runner
(``ishido-retro --headless --script FILE --shots DIR``, or ``ishido-editor`` for the editor's),
run on a fresh data folder (into which the recipe's data files are copied first). Its ``shot:``
steps become the pictures: indexed PNGs at twice the screen's size, or the frames of an animated
GIF. ``docs/pictures/manifest.json`` keeps, for every recipe, the SHA-256 of its script and data
and of the screens it showed (the pixels of its shots, in order); ``tests/test_pictures.py`` runs
the recipes again and fails when a script or a screen has changed since the pictures were made,
so that they are made again with this one command.

    python tools/make_pictures.py [--only NAME ...]
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import yaml
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
PICTURES = ROOT / "docs" / "pictures"
RECIPES = PICTURES / "recipes"
MANIFEST = PICTURES / "manifest.json"
SCALE = 2                      # the pictures show every screen pixel as 2 x 2
GIF_FRAME_MS = 300             # each move of the computer's game
GIF_LAST_MS = 3000             # the last picture of the GIF stays a while


@dataclass(frozen=True)
class Recipe:
    """``recipes/NAME.yaml`` run by ``program``; its shots become ``pictures`` (shot file -> picture file), or
    all of them the frames of the GIF ``animation``; ``data`` are files of ``recipes/`` put in the data folder."""

    name: str
    program: str = "ishido-retro"
    pictures: tuple[tuple[str, str], ...] = ()
    animation: str | None = None
    data: tuple[str, ...] = ()

    @property
    def script(self) -> Path:
        return RECIPES / f"{self.name}.yaml"


ALL = (
    Recipe("title", pictures=(("title.png", "title.png"),)),
    Recipe("play", pictures=(("ishido.png", "play-ishido.png"), ("runes.png", "play-runes.png"),
                             ("chungfu.png", "play-chungfu.png"))),
    Recipe("oracle", pictures=(("four-way.png", "four-way.png"), ("augury.png", "augury.png"))),
    Recipe("high-scores", pictures=(("high-scores.png", "high-scores.png"),), data=("data/scores.yaml",)),
    Recipe("editor", program="ishido-editor", pictures=(("editor.png", "editor.png"),)),
    Recipe("computer-game", animation="computer-game.gif"),
)


# --- running a recipe -------------------------------------------------------------------------------

def shot_names(script: Path) -> list[str]:
    """The ``shot:`` files of a script, in order."""
    steps = yaml.safe_load(script.read_text(encoding="utf-8")) or []
    return [step["shot"] for step in steps if isinstance(step, dict) and "shot" in step]


def prepare_home(recipe: Recipe, home: Path) -> None:
    """A fresh data folder holding the recipe's data files."""
    home.mkdir(parents=True, exist_ok=True)
    for name in recipe.data:
        shutil.copyfile(RECIPES / name, home / Path(name).name)


def run_recipe(recipe: Recipe, work: Path) -> Path:
    """Run the recipe's script as a player's command would (a new process, headless); returns the shots folder."""
    home, shots = work / "home", work / "shots"
    prepare_home(recipe, home)
    module = "ishido_retro" if recipe.program == "ishido-retro" else "ishido_retro.editor"
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(home), SDL_AUDIODRIVER="dummy")
    env.pop("ISHIDO_RETRO_WORKERS", None)
    command = [sys.executable, "-m", module, "--headless", "--script", str(recipe.script), "--shots", str(shots)]
    done = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{recipe.name}: {' '.join(command[2:])} failed ({done.returncode}): {done.stderr.strip()}")
    return shots


def screens(shots: Path, names: Iterable[str]) -> list[Image.Image]:
    """The shots as RGB pictures, in the order of ``names``."""
    out = []
    for name in names:
        with Image.open(shots / name) as shot:
            out.append(shot.convert("RGB"))
    return out


def screens_digest(images: Iterable[Image.Image]) -> str:
    """SHA-256 of the screens' pixels (not of their PNG files, which depend on the encoder)."""
    digest = hashlib.sha256()
    for image in images:
        digest.update(f"{image.width}x{image.height};".encode())
        digest.update(image.tobytes())
    return digest.hexdigest()


def recipe_digest(recipe: Recipe) -> str:
    """SHA-256 of what makes the recipe: its program, script and data files."""
    digest = hashlib.sha256(recipe.program.encode() + b"\0")
    for path in (recipe.script, *(RECIPES / name for name in recipe.data)):
        digest.update(path.relative_to(RECIPES).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


# --- the pictures ---------------------------------------------------------------------------------

def indexed(images: list[Image.Image]) -> list[Image.Image]:
    """The RGB screens as palette pictures sharing one exact palette (a screen shows at most a few dozen
    colours), scaled ``SCALE`` times with whole pixels."""
    colours: dict[tuple[int, int, int], int] = {}
    for image in images:
        for _count, colour in image.getcolors(1 << 16) or []:
            colours.setdefault(colour, len(colours))
    if len(colours) > 256:
        raise SystemExit(f"the screens show {len(colours)} colours; a palette picture holds 256")
    palette = [channel for colour in colours for channel in colour]
    out = []
    for image in images:
        raw = image.tobytes()
        pixels = bytes(colours[colour] for colour in zip(raw[0::3], raw[1::3], raw[2::3]))
        picture = Image.frombytes("P", image.size, pixels)
        picture.putpalette(palette)
        out.append(picture.resize((image.width * SCALE, image.height * SCALE), Image.NEAREST))
    return out


def png_bytes(picture: Image.Image) -> bytes:
    out = io.BytesIO()
    picture.save(out, format="PNG", optimize=True)
    return out.getvalue()


def gif_bytes(frames: list[Image.Image]) -> bytes:
    out = io.BytesIO()
    durations = [GIF_FRAME_MS] * (len(frames) - 1) + [GIF_LAST_MS]
    # optimize: what a frame leaves as it was is written transparent, which packs far smaller
    frames[0].save(out, format="GIF", save_all=True, append_images=frames[1:], duration=durations, loop=0,
                   optimize=True)
    return out.getvalue()


def make(recipe: Recipe, work: Path) -> dict[str, object]:
    """Run ``recipe``, write its pictures, and return its manifest entry."""
    names = shot_names(recipe.script)
    images = screens(run_recipe(recipe, work), names)
    pictures = indexed(images)
    written = {}
    if recipe.animation is not None:
        written[recipe.animation] = gif_bytes(pictures)
    else:
        by_shot = dict(zip(names, pictures))
        written = {picture: png_bytes(by_shot[shot]) for shot, picture in recipe.pictures}
    for name, data in written.items():
        (PICTURES / name).write_bytes(data)
        print(f"  {name}: {len(data) // 1024} KB")
    return {"program": recipe.program, "script": recipe.script.relative_to(PICTURES).as_posix(),
            "data": list(recipe.data), "pictures": sorted(written), "recipe_sha256": recipe_digest(recipe),
            "screens_sha256": screens_digest(images)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="+", metavar="NAME", choices=[r.name for r in ALL],
                        help="make only these recipes' pictures (the others' entries stay as they are)")
    args = parser.parse_args(argv)
    manifest = json.loads(MANIFEST.read_text()) if MANIFEST.exists() and args.only else {}
    for recipe in ALL:
        if args.only and recipe.name not in args.only:
            continue
        print(f"{recipe.name} ({recipe.program}, {recipe.script.relative_to(ROOT)})")
        with tempfile.TemporaryDirectory(prefix="ishido-pictures-") as work:
            manifest[recipe.name] = make(recipe, Path(work))
    MANIFEST.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    total = sum((PICTURES / p).stat().st_size for entry in manifest.values() for p in entry["pictures"])
    print(f"{MANIFEST.relative_to(ROOT)}: {len(manifest)} recipes, pictures {total // 1024} KB together")
    return 0


if __name__ == "__main__":
    sys.exit(main())
