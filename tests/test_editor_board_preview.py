"""Preview on Board (issue 30, part 6): the set being edited on the board in play, in a sample position, drawn
from the document as it is (what was just painted, what Undo took back)."""

from __future__ import annotations

import pytest

from ishido_retro import layout

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app)


def W(name):
    return {"click": {"widget": name}}


def shown_at(square, x, y):
    """The screen index drawn at pixel (x, y) of a board square."""
    import pyxel
    sx, sy = layout.square_origin(*square)
    return pyxel.pget(sx + x, sy + y)


def test_f2_shows_every_stone_on_the_board_and_what_was_just_painted():
    from ishido_retro.editor.boardpreview import sample_position
    from ishido_retro.editor.stonedraw import STONE_BASE
    position = sample_position()
    assert sorted(set(position.values())) == [(c, r) for c in range(6) for r in range(6)]   # all 36 stones
    square = next(sq for sq, stone in position.items() if stone == (2, 3))
    app = run([W("stone 2 3"), W("colour 5"), W("pixel 10 10"), {"key": "f2"}])
    state = app.state()
    assert state["dialog"] == {"title": "Preview on Board", "focus": None,
                               "text": "Preview on Board: Ishido\nAny key or click: back. Ctrl+Z: undo."}
    assert shown_at(square, 10, 10) == STONE_BASE + 5
    before = app.screen.doc.pixel(2, 3, 10, 10)
    run([{"key": "ctrl+z"}], app=app)                 # Undo while looking: the board shows it at once
    assert app.state()["dialog"]["title"] == "Preview on Board"
    restored = app.screen.doc.pixel(2, 3, 10, 10)
    assert restored != before and shown_at(square, 10, 10) == STONE_BASE + restored
    run([{"key": "space"}], app=app)
    assert app.state()["dialog"] is None


def test_the_edit_menu_and_a_click_open_and_close_it():
    app = run([{"menu": ["Edit", "Preview on Board"]}])
    assert app.state()["dialog"]["title"] == "Preview on Board"
    run([{"click": [160, 100]}], app=app)
    assert app.state()["dialog"] is None


def test_the_stone_grid_lays_the_set_on_the_boards_own_squares_as_it_is_painted():
    """Around each stone of the grid lie the board's own squares (Within and Beyond by turns), live."""
    import pyxel

    from ishido_retro.editor import geometry as G
    from ishido_retro.editor.stonedraw import STONE_BASE
    from ishido_retro.ui.theme import board_image
    app = run([W("stone 2 3"), W("colour 5"), W("pixel 10 10")])
    doc, board = app.screen.doc, board_image()
    compared = textured = 0
    for r in range(6):
        for c in range(6):
            square = (3 + c, 1 + r) if (c + r) % 2 else (0 if c < 3 else 11, 1 + r)
            sx, sy = layout.square_origin(*square)
            stone = doc.stone_in_play(c, r)
            for i in range(400):
                x, y = i % 20, i // 20
                if stone[i] == 0 and 0 < x < 19 and 0 < y < 19:     # the selection's frame lies on the edges
                    assert pyxel.pget(G.GRID_X + 20 * c + x, G.GRID_Y + 20 * r + y) == board.pget(sx + x, sy + y)
                    compared += 1
                    textured += board.pget(sx + x, sy + y) not in (layout.ROLE_WITHIN, layout.ROLE_BEYOND)
    assert compared > 100 and textured > 0
    assert pyxel.pget(G.GRID_X + 40 + 10, G.GRID_Y + 60 + 10) == STONE_BASE + 5      # what was just painted
