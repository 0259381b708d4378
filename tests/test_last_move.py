"""The last stone placed (issue 40, point 6): a computer player's stone is marked on the board until the next
move, and the runner's dump says where the last stone went and whose it was (``last_move``)."""

from __future__ import annotations

import pytest
import pyxel
from helpers import dump, run
from test_e2e_modes import PER_MOVE

from ishido_retro import layout
from ishido_retro.engine import Square
from ishido_retro.layout import STONE

pytestmark = pytest.mark.usefixtures("pyxel_ready")

COOPERATIVE_AFTER_HAL = [{"click": [160, 100]}, {"menu": ["Game", "Computer Level", "Novice"]},
                         {"menu": ["Game", "Cooperative…"]}, {"click": {"widget": "Computer Player 1"}},
                         {"click": {"widget": "OK"}}, {"seed": 31}, {"wait": PER_MOVE}, {"click": [160, 195]}]


def flagged(square) -> bool:
    """The mark's gold flags lie over the top-left and bottom-right corners of ``square``'s stone."""
    x, y = layout.square_origin(*square)
    return all(pyxel.pget(x + dx, y + dy) == layout.ROLE_ACCENT for dx, dy in ((1, 1), (STONE - 2, STONE - 2)))


def test_the_dump_has_no_last_move_before_a_player_placed_a_stone(tmp_path):
    app = run([{"seed": 4}])
    assert dump(app, tmp_path)["last_move"] is None


def test_the_computers_stone_is_marked_until_the_next_move(tmp_path):
    app = run(COOPERATIVE_AFTER_HAL)
    state = dump(app, tmp_path)
    hal = app.game.history[-1]
    assert len(app.game.history) == 1 and state["turn"] == 1
    assert state["last_move"] == [hal.square.col, hal.square.row, 0]
    assert flagged(hal.square)
    assert sum(flagged(Square(c, r)) for c in range(layout.BOARD_COLS) for r in range(layout.BOARD_ROWS)) == 1
    mine = app.game.legal_squares()[0]
    run([{"click": {"square": list(mine)}}, {"click": [160, 195]}], app=app)      # the person's move
    state = dump(app, tmp_path)
    assert state["last_move"] == [mine.col, mine.row, 1]
    assert not flagged(hal.square) and not flagged(mine)         # a person's own stone is not marked


def test_undo_takes_the_mark_back_to_the_stone_placed_before(tmp_path):
    app = run(COOPERATIVE_AFTER_HAL)
    hal = app.game.history[-1].square
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"menu": ["Help", "Undo Previous Move"]},
         {"click": [160, 195]}], app=app)
    assert dump(app, tmp_path)["last_move"] == [hal.col, hal.row, 0] and flagged(hal)


def test_a_game_the_computer_plays_alone_marks_each_of_its_stones(tmp_path):
    app = run([{"click": [160, 100]}, {"menu": ["Game", "Computer Level", "Novice"]},
               {"menu": ["Game", "Solitaire…"]}, {"click": {"widget": "Computer Player 1"}},
               {"click": {"widget": "OK"}}, {"seed": 8}, {"wait": 3 * PER_MOVE}])
    history = app.game.history
    assert len(history) >= 2
    assert dump(app, tmp_path)["last_move"] == [history[-1].square.col, history[-1].square.row, 0]
    assert flagged(history[-1].square) and not flagged(history[-2].square)


def test_golden_the_computers_last_stone(golden):
    run(COOPERATIVE_AFTER_HAL)
    golden("play-computer-move")


def test_a_lessons_dump_gives_the_lessons_last_move(tmp_path):
    app = run([{"wait": 60}, {"click": {"widget": "Lessons"}}, {"click": {"widget": "Start"}}])
    state = dump(app, tmp_path)
    assert state["screen"] == "lesson" and state["last_move"] is None
    square = state["lesson"]["squares"][0]
    run([{"click": {"square": square}}], app=app)
    state = dump(app, tmp_path)
    assert state["screen"] == "lesson" and state["last_move"] == [*square, 0]


def test_computer_player_1_ticked_mid_game_leaves_the_persons_last_stone_unmarked(tmp_path):
    app = run([{"seed": 4}])
    mine = app.game.legal_squares()[0]
    run([{"click": {"square": list(mine)}}, {"click": [160, 195]}, {"menu": ["Game", "Computer Player 1"]},
         {"wait": 1}], app=app)
    assert app.match.seats[0].computer and app.game.history[-1].square == mine
    assert not flagged(mine)                                  # the person's stone, though the seat is the computer's
    run([{"wait": 3 * PER_MOVE}], app=app)
    assert len(app.game.history) > 1 and flagged(app.game.history[-1].square)   # the computer's own: marked
