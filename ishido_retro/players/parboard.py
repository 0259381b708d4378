"""The solver's board: a :class:`.position.Position` that is copied instead of rebuilt, scored as it goes.

A beam search keeps thousands of boards after every stone.  Rebuilding each from its cells
(``Position(cells, ...)``: the fit masks of all 96 squares worked out again) costs more than the
search itself, so a board here is made from its parent by copying three lists of 96 numbers
and working out again only the four neighbours of the new stone (:meth:`Line.child`).  The
Modern points and the 4-Ways are added up on the way, by the rules of :mod:`ishido_retro.engine.scoring`,
and every board carries a 64-bit key (Zobrist hashing: one random number for each kind on
each square, XORed in) so that the same board reached in two orders is kept once.

The three lists are kept in arrays (:func:`compact`): a copy is one block of memory, and the garbage
collector, which walks every list of every board the beam keeps, has nothing to walk in them.

``tests/test_parboard.py`` plays seeded games with this board and with the engine side by side and
checks that both allow the same squares and give the same points after every stone.
"""

from __future__ import annotations

import random
from array import array
from typing import Any

from ishido_retro.engine.scoring import BASE_POINTS, four_way_bonus
from ishido_retro.players.position import KINDS, NEIGHBOURS, SQUARES, WITHIN, Position

__all__ = ["KEYS", "Line", "compact", "gain"]

# One random 64-bit number for each kind on each square (seeded: the same keys in every run).
_rng = random.Random(0x15D0)
KEYS: tuple[tuple[int, ...], ...] = tuple(tuple(_rng.getrandbits(64) for _ in range(KINDS)) for _ in range(SQUARES))
del _rng

_BASE = (0,) + tuple(BASE_POINTS[n] for n in range(1, 5))


def compact(pos: Position) -> Position:
    """``pos`` with its cells, fit masks and neighbour counts in arrays (the same numbers); its children copy them."""
    pos.cells, pos.masks, pos.nbs = array("b", pos.cells), array("q", pos.masks), array("b", pos.nbs)
    return pos


def gain(pos: Position, q: int, four_ways: int) -> int:
    """The Modern points a stone on ``q`` earns, 4-Way bonus included, after ``four_ways`` 4-Ways."""
    if not WITHIN[q]:
        return 0
    n = pos.nbs[q]
    return (_BASE[n] << four_ways) + (four_way_bonus(four_ways + 1) if n == 4 else 0)


class Line:
    """A board on the way through a deal: its position, its points and 4-Ways so far, its key and its moves.

    ``moves`` is a chain ``(square, earlier chain)`` ending in ``()``, so children share their parent's
    moves instead of copying them; :meth:`squares` unrolls it.
    """

    __slots__ = ("pos", "points", "four_ways", "key", "moves", "earned")

    def __init__(self, pos: Position, points: int = 0, four_ways: int = 0, key: int = 0,
                 moves: tuple[Any, ...] = ()) -> None:
        self.pos, self.points, self.four_ways, self.key, self.moves = pos, points, four_ways, key, moves
        self.earned = 0.0       # what a search's judge made of the placements so far (its own units)

    def child(self, q: int, kind: int, counts: list[int]) -> Line:
        """This board with ``kind`` on square ``q`` (legal: the caller checked), ``counts`` the stones after it."""
        pos = self.pos
        four = WITHIN[q] and pos.nbs[q] == 4
        points = self.points + gain(pos, q, self.four_ways)
        other = Position.__new__(Position)
        other.cells, other.masks, other.nbs = pos.cells[:], pos.masks[:], pos.nbs[:]
        other.counts, other.strict, other._undo = counts, pos.strict, []
        other.cells[q] = kind
        other.masks[q] = other.nbs[q] = 0
        for j in NEIGHBOURS[q]:
            if other.cells[j] < 0:
                other._refresh(j)
        return Line(other, points, self.four_ways + four, self.key ^ KEYS[q][kind], (q, self.moves))

    def squares(self) -> list[int]:
        """The squares of the moves, first move first."""
        out: list[int] = []
        chain: Any = self.moves
        while chain:
            q, chain = chain
            out.append(q)
        out.reverse()
        return out
