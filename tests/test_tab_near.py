"""Tab starts where the play is (issue 47 point 6): a stone's first Tab goes to the legal square nearest the stone
last placed (ties: reading order), the next ones walk on in reading order."""

from __future__ import annotations

import pytest
from helpers import S, run

from ishido_retro.ui.play.cursor import BoardCursor

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_a_stone_s_first_tab_goes_nearest_the_last_stone_then_reading_order():
    cursor = BoardCursor()
    legal = [S(0, 0), S(3, 2), S(9, 5), S(6, 4), S(10, 7)]
    assert cursor.jump(legal, 1, near=S(7, 5), stone=1) and cursor.square == S(6, 4)   # 1+1 beats 2+0
    assert cursor.jump(legal, 1, near=S(7, 5), stone=1) and cursor.square == S(9, 5)   # then reading order
    assert cursor.jump(legal, 1, near=S(7, 5), stone=1) and cursor.square == S(10, 7)
    assert cursor.jump(legal, 1, near=S(7, 5), stone=1) and cursor.square == S(0, 0)   # wrapping
    assert cursor.jump(legal, -1, near=S(1, 1), stone=2) and cursor.square == S(0, 0)  # a new stone: near again


def test_a_tie_goes_to_the_first_in_reading_order():
    cursor = BoardCursor()
    assert cursor.jump([S(4, 4), S(6, 4), S(5, 3), S(5, 5)], 1, near=S(5, 4), stone=1)
    assert cursor.square == S(5, 3)


def test_no_stone_placed_yet_starts_at_the_first_square():
    cursor = BoardCursor()
    assert cursor.jump([S(8, 6), S(2, 1)], 1, near=None, stone=1) and cursor.square == S(2, 1)
    assert not BoardCursor().jump([], 1, near=S(1, 1), stone=1)


def test_on_the_board_tab_after_a_placed_stone_starts_beside_it():
    app = run([{"click": [160, 100]}, {"seed": 11}])
    legal = app.game.legal_squares()
    far = max(legal, key=lambda sq: (sq.col - 0) ** 2 + (sq.row - 0) ** 2)
    run([{"click": {"square": [far.col, far.row]}}, {"key": "tab"}], app=app)
    at = app.play.cursor.at
    best = min(app.game.legal_squares(), key=lambda sq: ((sq.col - far.col) ** 2 + (sq.row - far.row) ** 2,
                                                         sq.row, sq.col))
    assert at == best
