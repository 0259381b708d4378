"""Stones and squares: their text forms, their checks, their numbering and the board's geometry."""

import pytest

from ishido_retro.engine import stones
from ishido_retro.engine.stones import (
    ALL_SQUARES,
    ALL_STONES,
    BEYOND,
    FULL_SET,
    NEIGHBOURS,
    STONE_COUNT,
    WITHIN,
    Square,
    Stone,
)


def test_the_set_and_the_board_in_numbers():
    assert (stones.COLOURS, stones.SYMBOLS, stones.COPIES, STONE_COUNT) == (6, 6, 2, 72)
    assert (stones.COLS, stones.ROWS) == (12, 8)
    assert len(ALL_STONES) == 36 and len(set(ALL_STONES)) == 36 and len(FULL_SET) == 72
    assert len(ALL_SQUARES) == 96 and (len(BEYOND), len(WITHIN)) == (36, 60)
    assert ALL_SQUARES[:3] == (Square(0, 0), Square(1, 0), Square(2, 0)) and ALL_SQUARES[12] == Square(0, 1)


@pytest.mark.parametrize("text, stone", [("00", Stone(0, 0)), ("35", Stone(3, 5)), (" 52 ", Stone(5, 2))])
def test_stone_text_form(text, stone):
    assert Stone.parse(text) == stone
    assert str(stone) == text.strip()


@pytest.mark.parametrize("text, fragment", [
    ("3", "a stone is written as two digits, colour then symbol, not '3'"),
    ("123", "a stone is written as two digits, colour then symbol, not '123'"),
    ("a1", "a stone is written as two digits, colour then symbol, not 'a1'"),
    ("", "a stone is written as two digits, colour then symbol, not ''"),
    ("60", r"a stone needs a colour and a symbol from 0 to 5, not \(6, 0\)"),
    ("06", r"a stone needs a colour and a symbol from 0 to 5, not \(0, 6\)"),
])
def test_stone_text_form_refused(text, fragment):
    with pytest.raises(ValueError, match=fragment):
        Stone.parse(text)


@pytest.mark.parametrize("stone", [Stone(-1, 0), Stone(0, -1), Stone(6, 5), Stone(5, 6)])
def test_stone_check_refuses_off_the_set(stone):
    with pytest.raises(ValueError, match="a stone needs a colour and a symbol from 0 to 5"):
        stone.check()


def test_stone_check_accepts_the_edges_of_the_set():
    for stone in (Stone(0, 0), Stone(5, 5), Stone(0, 5), Stone(5, 0)):
        stone.check()


def test_stone_grid_index_is_row_colour_column_symbol():
    assert [Stone(0, 0).grid_index, Stone(0, 5).grid_index, Stone(1, 0).grid_index, Stone(5, 5).grid_index] == [
        0, 5, 6, 35]


@pytest.mark.parametrize("text, square", [("a1", Square(0, 0)), ("l8", Square(11, 7)), ("C4", Square(2, 3)),
                                          (" f5 ", Square(5, 4))])
def test_square_text_form(text, square):
    assert Square.parse(text) == square
    assert str(square) == text.strip().lower()


@pytest.mark.parametrize("text, fragment", [
    ("a", "a square is written as a column a-l and a row 1-8, not 'a'"),
    ("m1", "a square is written as a column a-l and a row 1-8, not 'm1'"),
    ("1a", "a square is written as a column a-l and a row 1-8, not '1a'"),
    ("ax", "a square is written as a column a-l and a row 1-8, not 'ax'"),
    ("`1", "a square is written as a column a-l and a row 1-8, not '`1'"),     # the character before a
    ("_3", "a square is written as a column a-l and a row 1-8, not '_3'"),
    ("a0", r"square \(0, -1\) is off the 12 x 8 board"),
    ("a9", r"square \(0, 8\) is off the 12 x 8 board"),
])
def test_square_text_form_refused(text, fragment):
    with pytest.raises(ValueError, match=fragment):
        Square.parse(text)


@pytest.mark.parametrize("square", [Square(-1, 0), Square(0, -1), Square(12, 0), Square(0, 8)])
def test_square_check_refuses_off_the_board(square):
    with pytest.raises(ValueError, match="is off the 12 x 8 board"):
        square.check()


def test_square_check_accepts_the_corners():
    for square in (Square(0, 0), Square(11, 0), Square(0, 7), Square(11, 7)):
        square.check()


def test_square_cell_index_reads_rows_left_to_right():
    assert [Square(0, 0).cell_index, Square(11, 0).cell_index, Square(0, 1).cell_index,
            Square(11, 7).cell_index] == [0, 11, 12, 95]


@pytest.mark.parametrize("square, beyond", [((0, 0), True), ((11, 7), True), ((5, 0), True), ((0, 4), True),
                                            ((11, 3), True), ((6, 7), True), ((1, 1), False), ((10, 6), False),
                                            ((5, 3), False)])
def test_the_beyond_is_the_outer_ring(square, beyond):
    assert Square(*square).in_beyond is beyond
    assert (Square(*square) in BEYOND) is beyond and (Square(*square) in WITHIN) is not beyond


@pytest.mark.parametrize("square, around", [
    ((0, 0), [(1, 0), (0, 1)]),
    ((11, 0), [(11, 1), (10, 0)]),
    ((0, 7), [(0, 6), (1, 7)]),
    ((11, 7), [(11, 6), (10, 7)]),
    ((5, 0), [(6, 0), (5, 1), (4, 0)]),
    ((0, 3), [(0, 2), (1, 3), (0, 4)]),
    ((11, 3), [(11, 2), (11, 4), (10, 3)]),
    ((5, 7), [(5, 6), (6, 7), (4, 7)]),
    ((5, 3), [(5, 2), (6, 3), (5, 4), (4, 3)]),
])
def test_neighbours_in_the_order_north_east_south_west(square, around):
    sq = Square(*square)
    want = tuple(Square(*a) for a in around)
    assert stones._neighbours(sq) == want        # the builder of the table, called directly
    assert sq.neighbours() == want
    assert NEIGHBOURS[sq.cell_index] == want
