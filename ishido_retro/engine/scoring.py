"""Modern points and Ancient ranking."""

from __future__ import annotations

from ishido_retro.engine.stones import STONE_COUNT, Square

# Points for a placement in the Within by number of touching stones, before doubling.
BASE_POINTS = {1: 1, 2: 2, 3: 4, 4: 8}

# Bonus for the m-th 4-Way (index m - 1); every 4-Way after the twelfth earns the last.
FOUR_WAY_BONUS = (25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000)

# End bonus by stones left unplaced.
END_BONUS = {0: 1000, 1: 500, 2: 100}

SCORINGS = ("modern", "ancient")


def four_way_bonus(m: int) -> int:
    """The bonus for the m-th 4-Way (m counts from 1)."""
    if m < 1:
        raise ValueError("4-Ways are counted from 1")
    return FOUR_WAY_BONUS[min(m, len(FOUR_WAY_BONUS)) - 1]


def placement_points(square: Square, neighbours: int, four_ways_before: int) -> int:
    """Points for placing a stone touching ``neighbours`` stones, not counting a 4-Way bonus.

    The Beyond scores nothing; in the Within the base points double once for each
    4-Way made before this placement.
    """
    if square.in_beyond or neighbours == 0:
        return 0
    return BASE_POINTS[neighbours] << four_ways_before


def end_bonus(stones_left: int) -> int:
    """The bonus paid at the end of a game for 0, 1 or 2 stones left."""
    return END_BONUS.get(stones_left, 0)


def ancient_key(stones_left: int, four_ways: int) -> tuple[bool, int, int]:
    """Sort key for the Ancient way: emptied pouch first, then more 4-Ways, then fewer stones left.

    Larger keys rank higher.
    """
    return (stones_left == 0, four_ways, -stones_left)


def stones_left(on_board: int) -> int:
    return STONE_COUNT - on_board
