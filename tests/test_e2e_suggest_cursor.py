"""Suggest a Move puts the keyboard cursor on the square Master suggests (issue 31, point 8): Return then
places the stone there, by keys alone."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro import layout

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_the_cursor_goes_to_the_suggested_square_and_return_places_there(tmp_path, golden):
    app = run([{"seed": 11}, {"key": "right"}, {"key": "right"}])     # the keys' cursor, away from the answer
    assert app.state()["cursor"] == [6, 3]
    run([{"menu": ["Help", "Suggest a Move"]}, {"click": {"widget": "Show"}}, {"wait": 2}], app=app)
    state = app.state()
    assert state["status"] == "Master suggests the marked square."
    suggested = state["suggested_square"]
    assert suggested is not None and suggested != [6, 3]
    assert state["cursor"] == suggested
    board = (layout.BOARD_X - 4, layout.BOARD_Y - 4, layout.BOARD_COLS * layout.STONE + 8,
             layout.BOARD_ROWS * layout.STONE + 8)
    golden("play-suggest-cursor", crop=board)       # the cursor's frame round Master's ring, on the board alone
    run([{"key": "return"}], app=app)
    assert [list(sq) for sq in app.game.moves] == [suggested]


def test_a_suggestion_worked_out_over_frames_moves_the_cursor_when_it_lands(tmp_path, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_WORKERS", "0")            # Master thinks in slices of the frames
    app = run([{"seed": 11}, {"menu": ["Help", "Suggest a Move"]}, {"click": {"widget": "Show"}}])
    for _ in range(600):
        if app.state()["suggested_square"] is not None:
            break
        run([{"wait": 1}], app=app)
    state = app.state()
    assert state["suggested_square"] is not None and state["cursor"] == state["suggested_square"]
