"""Import that respects the picture (issue 30, part 4): an indexed picture of a stoneset's size is taken pixel
for pixel with its palette and transparent colour; any other is fitted, and the editor says how before it
replaces anything (OK / Cancel); the import is one undoable step."""

from __future__ import annotations

import pytest
from PIL import Image

from ishido_retro.stonesets.document import digest
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app)


def W(name):
    return {"click": {"widget": name}}


def importing(path):
    return [{"menu": ["File", "Import Picture"]}, {"key": "ctrl+u"}, {"type": str(path)}, {"key": "return"}]


def indexed_with_transparent_index_5(tmp_path):
    """Runes as a plain paint program would keep it: 120 x 140, indexed, its T moved to palette index 5."""
    runes = Image.open(shipped_stoneset_path("Runes"))
    swap = bytes(5 if v == 0 else 0 if v == 5 else v for v in range(256))
    im = Image.frombytes("P", runes.size, runes.tobytes().translate(swap))
    pal = runes.getpalette()[:48]
    pal[0:3], pal[15:18] = pal[15:18], pal[0:3]
    im.putpalette(pal)
    path = tmp_path / "runes-export.png"
    im.save(path, transparency=5)
    return path


def test_an_indexed_picture_of_the_sets_size_is_taken_pixel_for_pixel(tmp_path):
    path = indexed_with_transparent_index_5(tmp_path)
    runes = load_stoneset(shipped_stoneset_path("Runes"))
    app = run(importing(path))
    state = app.state()
    assert state["dialog"]["title"] == "Import Picture" and state["dialog"]["focus"] == "OK"
    assert state["dialog"]["text"] == (f"runes-export.png is an indexed picture of a stoneset's size: every pixel "
                                       f"and its palette are taken as they are, and its transparent colour "
                                       f"#{runes.palette[0]:06x} is T.")
    before = state["stones"]
    assert before != [[c, r, digest(runes.stone(r, c))] for r in range(6) for c in range(6)]
    run([W("OK")], app=app)
    state = app.state()
    assert state["stones"] == [[c, r, digest(runes.stone(r, c))] for r in range(6) for c in range(6)]
    assert state["masks"] == [digest(runes.mask(s)) for s in range(6)]
    assert state["palette"] == [f"#{v:06x}" for v in runes.palette]
    assert state["file"] is None and state["name"] == "Runes Export"
    assert state["status"] == "Imported runes-export.png exactly: Save Stoneset As gives it a file."
    run([W("Undo")], app=app)                     # one step takes it all back
    assert app.state()["stones"] == before and app.state()["name"] == "Ishido"


def test_any_other_picture_is_fitted_and_the_editor_says_how_before_replacing_anything(tmp_path):
    im = Image.new("RGB", (300, 200))
    for x in range(300):
        for y in range(200):
            im.putpixel((x, y), (x % 256, y, (x * y) % 256))
    im.save(tmp_path / "photo.png")
    app = run(importing(tmp_path / "photo.png"))
    text = app.state()["dialog"]["text"]
    assert text == ("photo.png is scaled from 300 x 200 to 120 x 120 pixels (its proportions are not kept) and cut "
                    "into 36 stones. Its more than 4096 colours are reduced to 8, the most a stoneset shows in play. "
                    "No colour becomes transparent: every pixel is opaque, so every stone is a full square until T "
                    "is painted.")
    before = app.state()["stones"]
    run([W("Cancel")], app=app)
    assert app.state()["stones"] == before and app.state()["dialog"] is None and app.state()["can_undo"] is False


def test_a_picture_with_a_transparent_colour_says_which(tmp_path):
    im = Image.new("P", (60, 60), 0)
    im.putpalette([255, 0, 255, 10, 20, 30, 200, 180, 20])
    for x in range(10, 50):
        for y in range(10, 50):
            im.putpixel((x, y), 1 if x < 30 else 2)
    im.save(tmp_path / "sprite.gif", transparency=0)
    app = run(importing(tmp_path / "sprite.gif"))
    assert app.state()["dialog"]["text"] == (
        "sprite.gif is scaled from 60 x 60 to 120 x 120 pixels and cut into 36 stones. Its 3 colours are kept. "
        "Its transparent colour #ff00ff becomes T.")
    run([{"key": "return"}], app=app)
    doc = app.screen.doc
    assert doc.pixel(0, 0, 5, 5) == 0 and doc.pixel(1, 1, 5, 5) != 0 and app.state()["dirty"] is True
