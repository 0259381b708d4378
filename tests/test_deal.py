"""Deals: the opening tableau on its six literal squares, and every check of a deal."""

from collections import Counter

import pytest

from ishido_retro.engine import Deal, Square, Stone, deal
from ishido_retro.engine.deal import DealError
from ishido_retro.engine.stones import CENTRE, CORNERS, FULL_SET, TABLEAU_SQUARES

CORNER_SQUARES = [(0, 0), (11, 0), (0, 7), (11, 7)]     # the four corners of the 12 x 8 board
CENTRE_SQUARES = [(5, 3), (6, 4)]                       # the two middle squares, set diagonally
ON_ITS_SQUARES = (r"^the tableau must hold exactly one stone on each corner "
                  r"and on the centre squares \(5,3\) and \(6,4\)$")
ALL_SIX = "^the six tableau stones must show all six colours and all six symbols$"


def test_the_tableau_squares_are_the_corners_and_the_middle():
    assert [tuple(sq) for sq in CORNERS] == CORNER_SQUARES
    assert [tuple(sq) for sq in CENTRE] == CENTRE_SQUARES
    assert [tuple(sq) for sq in TABLEAU_SQUARES] == CORNER_SQUARES + CENTRE_SQUARES


@pytest.mark.parametrize("seed", [0, 1, 42, 999])
def test_a_deal_lays_one_stone_on_each_tableau_square(seed):
    d = deal(seed)
    assert sorted(tuple(sq) for sq, _ in d.tableau) == sorted(CORNER_SQUARES + CENTRE_SQUARES)
    assert sorted(st.colour for _, st in d.tableau) == [0, 1, 2, 3, 4, 5]
    assert sorted(st.symbol for _, st in d.tableau) == [0, 1, 2, 3, 4, 5]
    assert len(d.pouch) == 66 and d.seed == seed
    assert Counter(st for _, st in d.tableau) + Counter(d.pouch) == Counter(FULL_SET)
    d.check()


def test_seed_one_deals_this_game():
    # Pinned: a change to the dealing changes every seed's game, and every saved record's.
    d = deal(1)
    assert [(tuple(sq), tuple(st)) for sq, st in d.tableau] == [
        ((0, 0), (0, 2)), ((11, 0), (1, 3)), ((0, 7), (2, 5)), ((11, 7), (4, 4)), ((5, 3), (5, 1)), ((6, 4), (3, 0))]
    assert [tuple(st) for st in d.pouch[:5]] == [(3, 2), (2, 0), (1, 2), (1, 4), (3, 1)]


def _with(d, tableau=None, pouch=None):
    return Deal(tableau=d.tableau if tableau is None else tableau, pouch=d.pouch if pouch is None else pouch)


def _moved(d, index, square):
    items = list(d.tableau)
    items[index] = (square, items[index][1])
    return tuple(items)


@pytest.mark.parametrize("index, square", [(0, Square(1, 0)), (3, Square(11, 6)), (4, Square(5, 4)),
                                           (5, Square(6, 3)), (4, Square(6, 4))])
def test_a_tableau_stone_off_its_square_is_refused(index, square):
    with pytest.raises(DealError, match=ON_ITS_SQUARES):
        _with(deal(1), tableau=_moved(deal(1), index, square)).check()


def test_a_short_or_long_tableau_is_refused():
    d = deal(1)
    with pytest.raises(DealError, match=ON_ITS_SQUARES):
        _with(d, tableau=d.tableau[:5]).check()
    with pytest.raises(DealError, match=ON_ITS_SQUARES):
        _with(d, tableau=d.tableau + d.tableau[:1]).check()


def _swap(d, i, stone):
    """Put ``stone`` on tableau square i and the stone it replaces into the pouch in its place."""
    items = list(d.tableau)
    old = items[i][1]
    items[i] = (items[i][0], stone)
    pouch = list(d.pouch)
    pouch[pouch.index(stone)] = old
    return _with(d, tableau=tuple(items), pouch=tuple(pouch))


def test_the_tableau_must_show_all_six_colours():
    d = deal(1)                       # tableau colours 0, 1, 2, 4, 5, 3; symbols 2, 3, 5, 4, 1, 0
    # (1,2) on the first square: colour 0 is missing (1 twice), every symbol still shows.
    bad = _swap(d, 0, Stone(1, 2))
    assert sorted(st.symbol for _, st in bad.tableau) == [0, 1, 2, 3, 4, 5]
    with pytest.raises(DealError, match=ALL_SIX):
        bad.check()


def test_the_tableau_must_show_all_six_symbols():
    d = deal(1)
    bad = _swap(d, 0, Stone(0, 3))    # symbol 2 is missing (3 twice), every colour still shows
    assert sorted(st.colour for _, st in bad.tableau) == [0, 1, 2, 3, 4, 5]
    with pytest.raises(DealError, match=ALL_SIX):
        bad.check()


def test_the_pouch_must_hold_66_stones():
    d = deal(1)
    with pytest.raises(DealError, match="^the pouch must hold 66 stones, not 65$"):
        _with(d, pouch=d.pouch[:-1]).check()
    with pytest.raises(DealError, match="^the pouch must hold 66 stones, not 67$"):
        _with(d, pouch=d.pouch + d.pouch[:1]).check()


def test_a_third_copy_of_a_stone_is_refused():
    d = deal(1)
    assert d.pouch.count(Stone(3, 2)) == 2            # both copies of (3,2) are in the pouch
    pouch = list(d.pouch)
    pouch[pouch.index(Stone(0, 0))] = Stone(3, 2)
    with pytest.raises(DealError, match=r"^stone \[3, 2\] appears 3 times; a set has two of each$"):
        _with(d, pouch=tuple(pouch)).check()


def test_a_stone_off_the_set_is_refused():
    d = deal(1)
    with pytest.raises(ValueError, match=r"^a stone needs a colour and a symbol from 0 to 5, not \(6, 0\)$"):
        _with(d, pouch=(Stone(6, 0),) + d.pouch[1:]).check()
