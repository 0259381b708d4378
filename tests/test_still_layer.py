"""The play screen draws the board and the placed stones into one image and redraws it only on change."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro import layout
from ishido_retro.engine import Square

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _stone_pixels(square):
    import pyxel
    x, y = layout.square_origin(*square)
    return sum(pyxel.pget(x + dx, y + dy) >= 8 for dy in range(20) for dx in range(20))


def test_the_still_layer_is_drawn_once_and_again_only_when_stones_or_art_change(tmp_path):
    app = run([{"seed": 1}, {"wait": 2}])
    still = app.control.board.still
    built = still.builds
    run([{"wait": 30}], app=app)
    assert still.builds == built, "30 frames with nothing placed draw the layer no more"
    square = app.game.legal_squares()[0]
    assert _stone_pixels(square) == 0
    run([{"click": {"square": list(square)}}, {"wait": 20}], app=app)
    assert app.game.board[square] is not None
    assert _stone_pixels(square) > 150, "the placed stone is on screen"
    # the stone glides in (hidden on the layer), then lands: two more drawings at most, then none
    assert built + 1 <= still.builds <= built + 2
    settled = still.builds
    run([{"wait": 10}], app=app)
    assert still.builds == settled
    run([{"key": "ctrl+z"}, {"wait": 2}], app=app)
    assert app.game.board[square] is None and _stone_pixels(square) == 0, "undo takes it off the layer"
    assert still.builds == settled + 1
    other = "Gems" if app.settings.board != "Gems" else "Runes"
    run([{"menu": ["Choices", "Boards", other]}, {"wait": 2}], app=app)
    assert still.builds == settled + 2, "new board art is drawn into the layer"


def test_the_layer_shows_the_new_art(tmp_path):
    import pyxel

    from ishido_retro.ui.theme import board_image
    app = run([{"seed": 1}, {"menu": ["Choices", "Boards", "Runes"]}, {"wait": 2}])
    x, y = layout.square_origin(5, 0)          # an empty Beyond square: the board art shows through
    assert app.game.board[Square(5, 0)] is None
    art = board_image()
    before = [art.pget(x + d, y + d) for d in range(20)]
    assert [pyxel.pget(x + d, y + d) for d in range(20)] == [art.pget(x + d, y + d) for d in range(20)]
    run([{"menu": ["Choices", "Boards", "Shaman"]}, {"wait": 2}], app=app)
    assert [art.pget(x + d, y + d) for d in range(20)] != before, "the two boards differ there"
    assert [pyxel.pget(x + d, y + d) for d in range(20)] == [art.pget(x + d, y + d) for d in range(20)]
