"""The 12 x 8 board: which stone lies on which square."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ishido_retro.engine.stones import ALL_SQUARES, COLS, NEIGHBOURS, ROWS, Square, Stone


class Board:
    """A mutable grid of stones. It knows geometry, not rules."""

    __slots__ = ("_cells", "_count")

    def __init__(self, stones: Iterable[tuple[Square, Stone]] = ()) -> None:
        self._cells: list[Stone | None] = [None] * (COLS * ROWS)
        self._count = 0
        for square, stone in stones:
            self.put(square, stone)

    def copy(self) -> Board:
        other = Board()
        other._cells = list(self._cells)
        other._count = self._count
        return other

    def __getitem__(self, square: Square) -> Stone | None:
        return self._cells[square.cell_index]

    def put(self, square: Square, stone: Stone) -> None:
        if self._cells[square.cell_index] is not None:
            raise ValueError(f"square {square} already holds a stone")
        self._cells[square.cell_index] = stone
        self._count += 1

    def take(self, square: Square) -> Stone:
        stone = self._cells[square.cell_index]
        if stone is None:
            raise ValueError(f"square {square} is empty")
        self._cells[square.cell_index] = None
        self._count -= 1
        return stone

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[tuple[Square, Stone]]:
        """Occupied squares in reading order (row by row, left to right)."""
        cells = self._cells
        for square in ALL_SQUARES:
            stone = cells[square.cell_index]
            if stone is not None:
                yield square, stone

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._cells == other._cells

    def __hash__(self) -> int:  # boards are mutable; hash only for snapshots in tests
        return hash(tuple(self._cells))

    def neighbour_stones(self, square: Square) -> list[tuple[Square, Stone]]:
        """Occupied orthogonal neighbours of ``square`` in N, E, S, W order."""
        cells = self._cells
        return [(n, stone) for n in NEIGHBOURS[square.cell_index] if (stone := cells[n.cell_index]) is not None]

    def frontier(self) -> list[Square]:
        """Empty squares with at least one occupied neighbour, in reading order."""
        cells = self._cells
        out = []
        for square in ALL_SQUARES:
            here = square.cell_index
            if cells[here] is None and any(cells[n.cell_index] is not None for n in NEIGHBOURS[here]):
                out.append(square)
        return out

    def to_text(self, colour_names: str = "012345", symbol_names: str = "012345") -> str:
        """A plain-text picture: two characters a stone, ``..`` for empty Within, ``::`` for empty Beyond."""
        lines = ["    " + " ".join(f"{chr(ord('a') + c)} " for c in range(COLS))]
        for r in range(ROWS):
            cells = []
            for c in range(COLS):
                sq = Square(c, r)
                stone = self[sq]
                if stone is None:
                    cells.append("::" if sq.in_beyond else "..")
                else:
                    cells.append(colour_names[stone.colour] + symbol_names[stone.symbol])
            lines.append(f"{r + 1:>2}  " + " ".join(cells))
        return "\n".join(lines)
