"""The README's pictures stay true: every recipe in docs/pictures/recipes/ is run again through the scripted
runner and must show the screens the pictures were made from (docs/pictures/manifest.json). When a screen or
a recipe changes on purpose, make the pictures again: python tools/make_pictures.py"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import make_pictures as pictures  # noqa: E402

AGAIN = "python tools/make_pictures.py"
MANIFEST = json.loads(pictures.MANIFEST.read_text()) if pictures.MANIFEST.exists() else {}

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run_in_process(recipe: pictures.Recipe, shots: Path) -> None:
    """The recipe's script through the runner of its program (as ``--headless --script`` runs it)."""
    from ishido_retro.cli.launch import run_script
    from ishido_retro.editor.runner import EDITOR_STEPS, run_editor_script
    from ishido_retro.ui.script import load_script
    if recipe.program == "ishido-editor":
        run_editor_script(load_script(recipe.script, EDITOR_STEPS), shots)
    else:
        run_script(load_script(recipe.script), shots)


@pytest.mark.parametrize("recipe", pictures.ALL, ids=[r.name for r in pictures.ALL])
def test_the_pictures_show_what_their_recipe_shows_today(recipe, home, tmp_path):
    entry = MANIFEST.get(recipe.name)
    assert entry is not None, f"no pictures were made from recipe {recipe.name}: {AGAIN}"
    assert entry["recipe_sha256"] == pictures.recipe_digest(recipe), \
        f"recipe {recipe.name} changed since its pictures were made: {AGAIN}"
    pictures.prepare_home(recipe, home)
    run_in_process(recipe, tmp_path / "shots")
    shown = pictures.screens(tmp_path / "shots", pictures.shot_names(recipe.script))
    assert pictures.screens_digest(shown) == entry["screens_sha256"], \
        f"the screens of recipe {recipe.name} changed since its pictures were made: {AGAIN}"


def test_the_pictures_are_small_indexed_and_twice_the_screen():
    made = [name for entry in MANIFEST.values() for name in entry["pictures"]]
    assert sorted(made) == sorted([p for r in pictures.ALL for _shot, p in r.pictures]
                                  + [r.animation for r in pictures.ALL if r.animation])
    total = 0
    for name in made:
        path = pictures.PICTURES / name
        total += path.stat().st_size
        with Image.open(path) as picture:
            assert picture.mode == "P" and picture.size == (640, 400), name
    assert total <= 400 * 1024, f"the pictures take {total // 1024} KB together; keep them to a few hundred"
