"""Stones and squares: the small immutable values the whole game is made of."""

from __future__ import annotations

from typing import NamedTuple

from ishido_retro.formats.numbers import is_digits

COLOURS = 6
SYMBOLS = 6
COPIES = 2
STONE_COUNT = COLOURS * SYMBOLS * COPIES  # 72

COLS = 12
ROWS = 8


class Stone(NamedTuple):
    """A stone: a colour (0..5) and a symbol (0..5). Two of each exist in a set."""

    colour: int
    symbol: int

    def __str__(self) -> str:
        return f"{self.colour}{self.symbol}"

    @classmethod
    def parse(cls, text: str) -> Stone:
        """Parse the two-digit text form ``"35"`` (colour 3, symbol 5)."""
        text = text.strip()
        if len(text) != 2 or not is_digits(text):           # ASCII digits only: "²" or "１" is no colour
            raise ValueError(f"a stone is written as two digits, colour then symbol, not {text!r}")
        stone = cls(int(text[0]), int(text[1]))
        stone.check()
        return stone

    def check(self) -> None:
        if not (0 <= self.colour < COLOURS and 0 <= self.symbol < SYMBOLS):
            raise ValueError(f"a stone needs a colour and a symbol from 0 to 5, not {tuple(self)}")

    @property
    def grid_index(self) -> int:
        """Position 0..35 in a 6x6 stoneset grid (row = colour, column = symbol)."""
        return self.colour * SYMBOLS + self.symbol


ALL_STONES: tuple[Stone, ...] = tuple(Stone(c, s) for c in range(COLOURS) for s in range(SYMBOLS))
FULL_SET: tuple[Stone, ...] = tuple(stone for stone in ALL_STONES for _ in range(COPIES))


class Square(NamedTuple):
    """A square of the 12 x 8 board, counted from the top-left corner."""

    col: int
    row: int

    def __str__(self) -> str:
        return f"{chr(ord('a') + self.col)}{self.row + 1}"

    @classmethod
    def parse(cls, text: str) -> Square:
        """Parse the text form ``"a1"`` (column a..l, row 1..8 from the top)."""
        text = text.strip().lower()
        if len(text) < 2 or not ("a" <= text[0] <= "l") or not is_digits(text[1:], 2):
            raise ValueError(f"a square is written as a column a-l and a row 1-8, not {text!r}")
        square = cls(ord(text[0]) - ord("a"), int(text[1:]) - 1)
        square.check()
        return square

    def check(self) -> None:
        if not (0 <= self.col < COLS and 0 <= self.row < ROWS):
            raise ValueError(f"square {tuple(self)} is off the 12 x 8 board")

    @property
    def cell_index(self) -> int:
        """Position 0..95 of the square on the board, row by row from the top-left corner."""
        return self.row * COLS + self.col

    @property
    def in_beyond(self) -> bool:
        """True for the 36 dark edge squares, which score no points."""
        return self.col in (0, COLS - 1) or self.row in (0, ROWS - 1)

    def neighbours(self) -> tuple[Square, ...]:
        """The orthogonal neighbours on the board, in the order N, E, S, W."""
        return NEIGHBOURS[self.cell_index]


ALL_SQUARES: tuple[Square, ...] = tuple(Square(c, r) for r in range(ROWS) for c in range(COLS))


def _neighbours(square: Square) -> tuple[Square, ...]:
    out = []
    for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        c, r = square.col + dc, square.row + dr
        if 0 <= c < COLS and 0 <= r < ROWS:
            out.append(Square(c, r))
    return tuple(out)


NEIGHBOURS: tuple[tuple[Square, ...], ...] = tuple(_neighbours(sq) for sq in ALL_SQUARES)
CORNERS: tuple[Square, ...] = (Square(0, 0), Square(COLS - 1, 0), Square(0, ROWS - 1), Square(COLS - 1, ROWS - 1))
CENTRE: tuple[Square, ...] = (Square(5, 3), Square(6, 4))
TABLEAU_SQUARES: tuple[Square, ...] = CORNERS + CENTRE
BEYOND: tuple[Square, ...] = tuple(sq for sq in ALL_SQUARES if sq.in_beyond)
WITHIN: tuple[Square, ...] = tuple(sq for sq in ALL_SQUARES if not sq.in_beyond)
