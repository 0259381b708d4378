"""The board cursor: the square the keys (or a pad) act on.

Hidden until the first arrow press (or Tab); the arrows move it one square, Tab and Shift+Tab
jump to the next or previous square where the stone in hand fits, in reading order, wrapping; a
stone's first Tab goes to the square where it fits nearest the stone last placed.
It keeps its square while hidden, so it comes back where it was.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyxel

from ishido_retro import layout
from ishido_retro.engine import Square
from ishido_retro.layout import STONE

START = Square(5, 3)       # a middle square of the board, where the cursor first appears
STEPS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


class BoardCursor:
    """Where the cursor is and whether it is shown."""

    def __init__(self) -> None:
        self.square = START
        self.shown = False
        self._stone: object = None     # the stone the last Tab was for (BoardCursor.jump)

    @property
    def at(self) -> Square | None:
        """The square under the cursor, or None while it is hidden."""
        return self.square if self.shown else None

    def hide(self) -> None:
        self.shown = False

    def put(self, square: Square) -> None:
        """Shown on ``square`` (Suggest a Move's answer: Return then places the stone there)."""
        self.square, self.shown = square, True

    def arrow(self, key: str) -> None:
        """An arrow key: a hidden cursor appears where it was; a shown one moves a square (not off the board)."""
        if not self.shown:
            self.shown = True
            return
        dx, dy = STEPS[key]
        col = min(layout.BOARD_COLS - 1, max(0, self.square.col + dx))
        row = min(layout.BOARD_ROWS - 1, max(0, self.square.row + dy))
        self.square = Square(col, row)

    def jump(self, legal: Sequence[Square], step: int, near: Square | None = None, stone: object = None) -> bool:
        """Tab (``step`` 1) or Shift+Tab (-1): to the next or previous legal square in reading order, wrapping.
        The first jump of a stone (``stone`` names it: a new value is a new stone) goes where the play is: the
        legal square nearest ``near``, the stone last placed (ties: the first in reading order); with no stone
        placed, and for a hidden cursor, the first (or last) one. False when the stone fits nowhere (the cursor
        shows)."""
        squares = sorted(legal, key=lambda sq: (sq.row, sq.col))
        was_shown, self.shown = self.shown, True
        first_of_stone, self._stone = stone != self._stone, stone
        if not squares:
            return False
        if near is not None and (first_of_stone or not was_shown):
            self.square = min(squares, key=lambda sq: (sq.col - near.col) ** 2 + (sq.row - near.row) ** 2)
            return True
        if not was_shown:
            self.square = squares[0] if step > 0 else squares[-1]
            return True
        here = (self.square.row, self.square.col)
        if step > 0:
            self.square = next((sq for sq in squares if (sq.row, sq.col) > here), squares[0])
        else:
            self.square = next((sq for sq in reversed(squares) if (sq.row, sq.col) < here), squares[-1])
        return True

    def draw(self) -> None:
        """A thick frame in the board's accent between two black lines, just round the square: it reads on
        light and dark squares and on any stone (whose own edge stays inside it)."""
        if not self.shown:
            return
        x, y = layout.square_origin(*self.square)
        pyxel.rectb(x - 3, y - 3, STONE + 6, STONE + 6, layout.ROLE_BLACK)
        pyxel.rectb(x - 2, y - 2, STONE + 4, STONE + 4, layout.ROLE_ACCENT)
        pyxel.rectb(x - 1, y - 1, STONE + 2, STONE + 2, layout.ROLE_ACCENT)
        pyxel.rectb(x, y, STONE, STONE, layout.ROLE_BLACK)
