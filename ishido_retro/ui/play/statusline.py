"""What the status line says after a stone is placed, in the words of the scoring in use.

Modern counts points, so the line gives the points (and a 4-Way's bonus). The Ancient Way
counts no points: it counts the stones still to place (emptying the pouch wins) and the
4-Ways, so that is what its line gives. Pure: no pyxel.
"""

from __future__ import annotations

from ishido_retro.engine.game import Placement
from ishido_retro.words import counted


def placed_text(placement: Placement, scoring: str, stones_left: int, four_ways: int) -> str:
    """The status line after ``placement``; ``stones_left`` and ``four_ways`` as they are after it."""
    if scoring == "ancient":
        to_place = (f"{counted(stones_left, 'stone')} to place" if stones_left
                    else "every stone is placed")
        if placement.four_way:
            return f"A 4-Way! {four_ways} so far; {to_place}."
        return f"{to_place[:1].upper()}{to_place[1:]}; {counted(four_ways, '4-Way')} so far."
    if placement.four_way:
        return f"A 4-Way! {placement.points} points, bonus {placement.bonus}."
    if placement.points:
        return f"{counted(placement.points, 'point')}."
    return "In the Beyond: no points."
