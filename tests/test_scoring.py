"""Modern points, 4-Way bonuses, end bonuses and the Ancient ranking."""

import pytest
from helpers import position

from ishido_retro.engine import Square
from ishido_retro.engine.scoring import (
    FOUR_WAY_BONUS,
    ancient_key,
    end_bonus,
    four_way_bonus,
    placement_points,
    stones_left,
)


def test_beyond_scores_nothing():
    for square in (Square(0, 3), Square(11, 0), Square(4, 7)):
        for n in (1, 2, 3):
            assert placement_points(square, n, 0) == 0
            assert placement_points(square, n, 5) == 0


def test_within_base_points_and_doubling():
    sq = Square(4, 3)
    assert [placement_points(sq, n, 0) for n in (1, 2, 3, 4)] == [1, 2, 4, 8]
    assert [placement_points(sq, n, 1) for n in (1, 2, 3, 4)] == [2, 4, 8, 16]
    assert placement_points(sq, 1, 12) == 4096


def test_four_way_bonus_table_and_beyond_the_twelfth():
    assert [four_way_bonus(m) for m in range(1, 13)] == list(FOUR_WAY_BONUS)
    assert FOUR_WAY_BONUS == (25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000)
    assert four_way_bonus(13) == 50000
    assert four_way_bonus(20) == 50000
    with pytest.raises(ValueError, match="^4-Ways are counted from 1$"):
        four_way_bonus(0)
    with pytest.raises(ValueError, match="^4-Ways are counted from 1$"):
        four_way_bonus(-3)


def test_stones_left_of_a_board():
    assert [stones_left(n) for n in (6, 7, 70, 72)] == [66, 65, 2, 0]


def test_end_bonus():
    assert [end_bonus(n) for n in (0, 1, 2, 3, 10)] == [1000, 500, 100, 0, 0]


def test_ancient_ranking():
    emptied_few = ancient_key(0, 1)
    emptied_many = ancient_key(0, 4)
    stuck_many = ancient_key(3, 9)
    stuck_many_fewer_left = ancient_key(1, 9)
    stuck_few = ancient_key(1, 2)
    ranking = sorted([stuck_few, emptied_few, stuck_many, emptied_many, stuck_many_fewer_left], reverse=True)
    assert ranking == [emptied_many, emptied_few, stuck_many_fewer_left, stuck_many, stuck_few]


def _four_way_frame(c, r, stone=(0, 0)):
    """Four copies of ``stone`` around (c, r): any copy of it makes a 4-Way there."""
    return [(c, r - 1) + stone, (c + 1, r) + stone, (c, r + 1) + stone, (c - 1, r) + stone]


def test_multiplier_before_and_after_a_four_way_in_a_game():
    items = _four_way_frame(3, 3) + [(8, 3, 4, 4)]
    # 1) (9,3) next to (8,3): 1 point.  2) the 4-Way at (3,3): 8 + 25.  3) (8,2): 1 x 2 = 2.
    game = position(items, [(4, 1), (0, 0), (4, 2)])
    p1 = game.place(Square(9, 3))
    assert (p1.points, p1.bonus) == (1, 0)
    p2 = game.place(Square(3, 3))
    assert p2.four_way and (p2.points, p2.bonus) == (8, 25)
    p3 = game.place(Square(8, 2))
    assert p3.neighbours == 1 and p3.points == 2
    assert game.score == 1 + 33 + 2
    assert game.four_ways == 1


def test_beyond_placement_scores_zero_in_a_game():
    game = position([(0, 0, 1, 1)], [(1, 2), (1, 3)])
    assert game.place(Square(1, 0)).points == 0
    assert game.score == 0


def test_thirteenth_four_way_in_a_game():
    # Holes on every Within square with (col + row) even; copies of one stone everywhere else.
    holes = [Square(c, r) for r in range(1, 7) for c in range(1, 11) if (c + r) % 2 == 0]
    stones = [(c, r, 0, 0) for r in range(8) for c in range(12) if Square(c, r) not in holes]
    game = position(stones, [(0, 0)] * 14)
    expected = 0
    for m, hole in enumerate(holes[:14], 1):
        placement = game.place(hole)
        assert placement.four_way
        assert placement.points == 8 << (m - 1)
        assert placement.bonus == four_way_bonus(m)
        expected += placement.total
    assert game.history[12].bonus == 50000
    assert game.history[13].bonus == 50000
    assert game.four_ways == 14
    assert game.score == expected
