"""Hand-built positions for every placement rule."""

import itertools

import pytest
from helpers import S, T, board_of

from ishido_retro.engine import RuleSet, explain, is_legal, legal_squares
from ishido_retro.engine.rules import _split_exists, fits, has_legal_square

STRICT = RuleSet(strict_four_way=True)
CENTRE = S(4, 3)  # a Within square with four neighbours N (4,2), E (5,3), S (4,4), W (3,3)


def around(n=None, e=None, s=None, w=None):
    items = []
    for (c, r), stone in zip(((4, 2), (5, 3), (4, 4), (3, 3)), (n, e, s, w)):
        if stone is not None:
            items.append((c, r) + tuple(stone))
    return board_of(*items)


def test_no_neighbour_is_never_legal():
    board = board_of((0, 0, 1, 1))
    assert not is_legal(board, S(5, 5), T(1, 1))
    # corner to corner is not touching
    assert explain(board, S(1, 1), T(1, 1)) == ("A stone must touch another stone, side by side: "
                                                 "above, below, left or right of it.")


def test_occupied_square_is_never_legal():
    board = board_of((0, 0, 1, 1))
    assert not is_legal(board, S(0, 0), T(1, 1))
    assert explain(board, S(0, 0), T(1, 1)) == "That square already holds a stone."


@pytest.mark.parametrize("stone, ok", [(T(1, 5), True), (T(5, 2), True), (T(1, 2), True), (T(5, 5), False)])
def test_one_neighbour_colour_or_symbol_or_both(stone, ok):
    board = around(n=T(1, 2))
    assert is_legal(board, CENTRE, stone) is ok


def test_two_neighbours_need_one_and_one():
    board = around(n=T(1, 2), e=T(3, 4))
    assert is_legal(board, CENTRE, T(1, 4))       # colour from N, symbol from E
    assert is_legal(board, CENTRE, T(3, 2))       # colour from E, symbol from N
    assert not is_legal(board, CENTRE, T(1, 0))   # only one side matches
    assert not is_legal(board, CENTRE, T(5, 5))
    assert "one by colour and the other by symbol" in explain(board, CENTRE, T(1, 0))


def test_two_neighbours_same_colour_is_not_enough():
    board = around(n=T(1, 2), e=T(1, 4))
    assert not is_legal(board, CENTRE, T(1, 0))
    assert is_legal(board, CENTRE, T(1, 4))  # identical to E (symbol side), colour from N


def test_three_neighbours_two_by_colour_one_by_symbol():
    board = around(n=T(1, 2), e=T(1, 3), s=T(4, 5))
    assert is_legal(board, CENTRE, T(1, 5))


def test_three_neighbours_one_by_colour_two_by_symbol():
    board = around(n=T(2, 5), e=T(1, 3), s=T(4, 5))
    assert is_legal(board, CENTRE, T(1, 5))
    assert not is_legal(board, CENTRE, T(0, 5))  # three by symbol, none by colour
    assert "two by one attribute" in explain(board, CENTRE, T(0, 5))


def test_three_all_by_one_attribute_is_not_enough():
    board = around(n=T(1, 2), e=T(1, 3), s=T(1, 4))
    assert not is_legal(board, CENTRE, T(1, 5))


def test_four_way_two_and_two():
    board = around(n=T(1, 2), e=T(3, 5), s=T(1, 4), w=T(0, 5))
    assert is_legal(board, CENTRE, T(1, 5))
    assert not is_legal(board, CENTRE, T(1, 2))
    assert "4-Way" in explain(board, CENTRE, T(1, 2))


def test_twin_neighbours_serve_either_side():
    # Two identical neighbours, each identical to the stone, plus one of each kind.
    board = around(n=T(2, 3), e=T(2, 3), s=T(2, 0), w=T(5, 3))
    assert is_legal(board, CENTRE, T(2, 3))
    # Identical neighbours alone: four of the same stone.
    board = around(n=T(2, 3), e=T(2, 3), s=T(2, 3), w=T(2, 3))
    assert is_legal(board, CENTRE, T(2, 3))


def test_neighbour_matching_both_attributes_fills_the_missing_side():
    # N matches both; E matches colour only, S colour only: split N(symbol) + E, S (colour).
    board = around(n=T(1, 5), e=T(1, 0), s=T(1, 2))
    assert is_legal(board, CENTRE, T(1, 5))
    # Two by colour and one that matches both, used on the symbol side, with n = 2.
    board = around(n=T(1, 5), e=T(1, 0))
    assert is_legal(board, CENTRE, T(1, 5))


def test_strict_variant_wants_colour_pair_corner_to_corner():
    opposite = around(n=T(1, 2), e=T(3, 5), s=T(1, 4), w=T(0, 5))  # colour pair N and S: opposite
    adjacent = around(n=T(1, 2), e=T(1, 4), s=T(3, 5), w=T(0, 5))  # colour pair N and E: corner to corner
    stone = T(1, 5)
    assert is_legal(opposite, CENTRE, stone)
    assert not is_legal(opposite, CENTRE, stone, STRICT)
    assert "corner to corner" in explain(opposite, CENTRE, stone, STRICT)
    assert is_legal(adjacent, CENTRE, stone)
    assert is_legal(adjacent, CENTRE, stone, STRICT)
    assert CENTRE not in legal_squares(opposite, stone, STRICT)
    assert CENTRE in legal_squares(opposite, stone)


def test_strict_variant_does_not_touch_fewer_neighbours():
    board = around(n=T(1, 2), s=T(1, 4), w=T(0, 5))
    assert is_legal(board, CENTRE, T(1, 5), STRICT)


def test_legal_squares_edges_and_corners():
    board = board_of((0, 0, 2, 2))
    assert legal_squares(board, T(2, 0)) == [S(1, 0), S(0, 1)]
    assert legal_squares(board, T(0, 0)) == []
    assert not has_legal_square(board, T(0, 0))
    assert has_legal_square(board, T(0, 2))


def _reference_legal(board, square, stone, strict):
    """The rule spelt out by brute force over every split of the neighbours."""
    neighbours = board.neighbour_stones(square)
    n = len(neighbours)
    if board[square] is not None or n == 0:
        return False
    for size in {1: (0, 1), 2: (1,), 3: (1, 2), 4: (2,)}[n]:
        for group in itertools.combinations(range(n), size):
            if all(neighbours[i][1].colour == stone.colour for i in group) and all(
                neighbours[i][1].symbol == stone.symbol for i in range(n) if i not in group
            ):
                if strict and n == 4:
                    a, b = neighbours[group[0]][0], neighbours[group[1]][0]
                    if a.col == b.col or a.row == b.row:
                        continue
                return True
    return False


def test_fast_tables_agree_with_the_rule_everywhere_near_the_centre():
    # Every neighbourhood built from a small alphabet of stones, both rule sets.
    alphabet = [None, T(0, 0), T(0, 1), T(1, 0), T(1, 1)]
    stones = [T(0, 0), T(0, 1), T(1, 1)]
    for combo in itertools.product(alphabet, repeat=4):
        board = around(*combo)
        for stone in stones:
            for strict in (False, True):
                rules = RuleSet(strict)
                expected = _reference_legal(board, CENTRE, stone, strict)
                assert is_legal(board, CENTRE, stone, rules) is expected
                assert (CENTRE in legal_squares(board, stone, rules)) is expected
                assert fits(stone, combo, strict) is expected
                assert _split_exists(stone, board.neighbour_stones(CENTRE), strict) is expected


@pytest.mark.parametrize("strict", [False, True])
def test_the_fast_table_is_the_rule_for_every_neighbourhood(strict):
    # The table is built at import; building it again here checks the builder itself, entry by
    # entry, against the brute-force rule for every neighbourhood of the stone (0, 0).
    from ishido_retro.engine.rules import _table
    table = _table(strict)
    stone = T(0, 0)
    expected = bytearray(1 << 12)
    sides = [None, T(0, 0), T(0, 1), T(1, 0), T(1, 1)]     # absent, both, colour only, symbol only, neither
    for combo in itertools.product(sides, repeat=4):
        occ = cm = sm = 0
        for d, other in enumerate(combo):
            if other is not None:
                occ |= 1 << d
                cm |= (other.colour == 0) << d
                sm |= (other.symbol == 0) << d
        expected[occ << 8 | cm << 4 | sm] = _reference_legal(around(*combo), CENTRE, stone, strict)
    assert table == bytes(expected)
    assert sum(table) == {False: 217, True: 203}[strict]     # legal neighbourhoods; strict forbids 14


FOUR = "A 4-Way must match two stones by colour and the other two by symbol."


@pytest.mark.parametrize("board, square, stone, reason, strict_reason", [
    (board_of((0, 0, 1, 1)), S(1, 1), T(1, 1),
     "A stone must touch another stone, side by side: above, below, left or right of it.", None),
    (around(n=T(1, 2)), CENTRE, T(5, 5), "Next to one stone, yours must match its colour or its symbol.", None),
    (around(n=T(1, 2), e=T(3, 4)), CENTRE, T(1, 0),
     "Next to two stones, yours must match one by colour and the other by symbol.", None),
    (around(n=T(2, 5), e=T(1, 3), s=T(4, 5)), CENTRE, T(0, 5),
     "Next to three stones, yours must match two by one attribute and the third by the other.", None),
    (around(n=T(1, 2), e=T(3, 5), s=T(1, 4), w=T(0, 5)), CENTRE, T(1, 2), FOUR, FOUR),
    (around(n=T(1, 2), e=T(3, 5), s=T(1, 4), w=T(0, 5)), CENTRE, T(1, 5), None,
     "In a strict 4-Way the two stones matched by colour must touch corner to corner."),
])
def test_every_reason_in_full(board, square, stone, reason, strict_reason):
    assert explain(board, square, stone) == reason
    assert explain(board, square, stone, STRICT) == (strict_reason or reason)


def test_fits_is_the_ordinary_rule_unless_asked_for_strict():
    opposite = (T(1, 2), T(3, 5), T(1, 4), T(0, 5))      # N, E, S, W: the colour pair N and S is opposite
    assert fits(T(1, 5), opposite)
    assert not fits(T(1, 5), opposite, True)
    assert fits(T(1, 5), [T(1, 2), None, None, None]) and not fits(T(0, 0), [None] * 4)


def test_an_illegal_placement_carries_its_reason_and_square():
    from ishido_retro.engine import Game
    from ishido_retro.engine.rules import IllegalPlacement

    game = Game.new(1)
    with pytest.raises(IllegalPlacement) as info:
        game.place(S(3, 3))
    reason = "A stone must touch another stone, side by side: above, below, left or right of it."
    assert str(info.value) == reason and info.value.reason == reason and info.value.square == S(3, 3)
    assert IllegalPlacement("x").square is None
