"""The board: stones on squares, its errors, order, copies, neighbours, frontier and text picture."""

import pytest
from helpers import S, T, board_of

from ishido_retro.engine import Board


def test_put_take_and_count():
    board = Board()
    assert len(board) == 0 and board[S(3, 2)] is None
    board.put(S(3, 2), T(1, 4))
    board.put(S(0, 0), T(5, 5))
    assert len(board) == 2 and board[S(3, 2)] == T(1, 4)
    board.put(S(4, 2), T(1, 5))
    assert board.take(S(3, 2)) == T(1, 4)
    assert len(board) == 2 and board[S(3, 2)] is None
    assert board.take(S(4, 2)) == T(1, 5) and len(board) == 1
    with pytest.raises(ValueError, match="^square a1 already holds a stone$"):
        board.put(S(0, 0), T(0, 0))
    assert board[S(0, 0)] == T(5, 5) and len(board) == 1
    with pytest.raises(ValueError, match="^square l8 is empty$"):
        board.take(S(11, 7))
    assert len(board) == 1


def test_iteration_is_in_reading_order():
    board = board_of((5, 3, 1, 1), (0, 7, 2, 2), (11, 0, 3, 3), (2, 3, 4, 4))
    assert list(board) == [(S(11, 0), T(3, 3)), (S(2, 3), T(4, 4)), (S(5, 3), T(1, 1)), (S(0, 7), T(2, 2))]


def test_a_copy_is_equal_and_independent():
    board = board_of((5, 3, 1, 1))
    other = board.copy()
    assert other == board and len(other) == 1 and hash(other) == hash(board)
    other.put(S(6, 3), T(1, 2))
    assert other != board and len(board) == 1 and len(other) == 2 and board[S(6, 3)] is None
    assert board != [(S(5, 3), T(1, 1))]                 # only a board equals a board
    assert hash(board_of((5, 3, 1, 1))) != hash(board_of((5, 3, 1, 2)))


def test_neighbour_stones_north_east_south_west():
    board = board_of((4, 2, 0, 0), (5, 3, 1, 1), (4, 4, 2, 2), (3, 3, 3, 3), (5, 2, 4, 4))
    assert board.neighbour_stones(S(4, 3)) == [(S(4, 2), T(0, 0)), (S(5, 3), T(1, 1)), (S(4, 4), T(2, 2)),
                                               (S(3, 3), T(3, 3))]
    assert board.neighbour_stones(S(0, 0)) == []
    assert board.neighbour_stones(S(6, 2)) == [(S(5, 2), T(4, 4))]


def test_frontier_is_the_empty_squares_touching_a_stone():
    board = board_of((0, 0, 1, 1), (5, 3, 2, 2))
    assert board.frontier() == [S(1, 0), S(0, 1), S(5, 2), S(4, 3), S(6, 3), S(5, 4)]
    assert Board().frontier() == []


def test_text_picture():
    board = board_of((0, 0, 1, 2), (5, 3, 4, 0))
    lines = board.to_text().split("\n")
    assert lines[0] == "    a  b  c  d  e  f  g  h  i  j  k  l "
    assert lines[1] == " 1  12 :: :: :: :: :: :: :: :: :: :: ::"
    assert lines[2] == " 2  :: .. .. .. .. .. .. .. .. .. .. ::"
    assert lines[4] == " 4  :: .. .. .. .. 40 .. .. .. .. .. ::"
    assert lines[8] == " 8  :: :: :: :: :: :: :: :: :: :: :: ::"
    assert len(lines) == 9
    named = board.to_text("RGBYPW", "abcdef")
    assert named.split("\n")[1].startswith(" 1  Gc ::") and "Pa" in named.split("\n")[4]
