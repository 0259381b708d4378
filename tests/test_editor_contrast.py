"""The contrast check on Save and Use (issue 30, part 6): stone colours too close to each other or to the board's
squares, and rows that look alike to red-green colour-blind eyes, named in one warning; the designer may go on."""

from __future__ import annotations

import pytest

from ishido_retro.stonesets.contrast import contrast_warnings, row_colours, warning_text
from ishido_retro.stonesets.stoneset import Stoneset
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset, save_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, app=None, path=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app, path=path)


def W(name):
    return {"click": {"widget": name}}


def plain_rows(colours):
    """Six rows of stones, row r all in colour r + 1 with a symbol drawn in colour 7 (a shared ink)."""
    stones = []
    for r in range(6):
        for c in range(6):
            pixels = bytearray([r + 1]) * 400
            for k in range(c + 1):
                pixels[41 + 21 * k] = 7
            stones.append(bytes(pixels))
    return stones, [0x808080, *colours, 0x101010] + [0] * 8


def test_close_rows_a_row_on_its_squares_and_red_green_pairs_are_each_named():
    colours = [0xD06030, 0x609030, 0x2040C0, 0x2244C8, 0xE8E0C0, 0x404040]
    stones, palette = plain_rows(colours)
    names = ["Red", "Green", "Blue", "Navy", "Cream", "Charcoal"]
    assert row_colours(stones, palette) == colours
    found = contrast_warnings(stones, palette, names, {"Within": 0xE8E4C4, "Beyond": 0x303030})
    assert "row 3 (Blue) and row 4 (Navy) are close in colour (2; 20 tells rows apart)" in found
    assert "row 5 (Cream) is close to the Within squares (2; 15 stands out)" in found
    assert "row 6 (Charcoal) is close to the Beyond squares (5; 15 stands out)" in found
    assert "row 1 (Red) and row 2 (Green) look alike to eyes with deuteranopia" in found
    assert not any(f.startswith("row 3 (Blue) and row 4 (Navy) look alike") for f in found)   # said once
    assert not any("row 1 (Red) and row 2 (Green) are close" in f for f in found)   # far apart to most eyes
    assert warning_text(found[:1]) == ("Some stones may be hard to tell apart in play: Row 3 (Blue) and row 4 "
                                       "(Navy) are close in colour (2; 20 tells rows apart). Go on anyway?")


@pytest.fixture
def close_set(tmp_path):
    """The shipped Ishido set with its second row's colour moved next to its first's."""
    ishido = load_stoneset(shipped_stoneset_path("Ishido"))
    first, second = row_colours(ishido.stones, ishido.palette)[:2]
    palette = list(ishido.palette)
    palette[palette.index(second)] = first + 0x060000 if first < 0xF00000 else first - 0x060000
    path = tmp_path / "close.png"
    save_stoneset(Stoneset(name="Close", palette=palette, stones=ishido.stones, masks=ishido.masks,
                           colour_names=list(ishido.colour_names), symbol_names=list(ishido.symbol_names)), path)
    return path, ishido.colour_names


def test_save_warns_once_names_the_rows_and_the_designer_may_go_on(close_set):
    path, names = close_set
    before = path.read_bytes()
    app = run([W("colour 2"), W("pixel 10 10"), {"key": "ctrl+s"}], path=path)
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Contrast" and dialog["focus"] == "Save Anyway"
    assert dialog["text"].startswith(f"Some stones may be hard to tell apart in play: Row 1 ({names[0]}) and row 2 "
                                     f"({names[1]}) are close in colour (")
    run([W("Cancel")], app=app)
    assert path.read_bytes() == before and app.state()["dirty"] is True
    run([{"key": "ctrl+s"}, W("Save Anyway")], app=app)
    assert path.read_bytes() != before and app.state()["dirty"] is False
    run([W("pixel 11 10"), {"key": "ctrl+s"}], app=app)         # the same findings are not asked about again
    assert app.state()["dialog"] is None and app.state()["dirty"] is False


def test_use_warns_too(close_set, home):
    path, _names = close_set
    app = run([W("Use")], path=path)
    assert app.state()["dialog"]["title"] == "Contrast" and app.state()["dialog"]["focus"] == "Use Anyway"
    run([W("Use Anyway")], app=app)
    assert app.state()["dialog"]["title"] == "Use"          # on to the copy's name: the designer went on


def test_a_long_list_is_cut_to_four_and_counted():
    found = [f"finding {k}" for k in range(7)]
    assert warning_text(found) == ("Some stones may be hard to tell apart in play: Finding 0; finding 1; finding 2; "
                                   "finding 3; and 3 more. Go on anyway?")
