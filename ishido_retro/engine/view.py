"""What a player at the table sees, and nothing more.

A computer player is handed a :class:`PlayerView` built by :func:`view_of`: the
board, the touchstone, the stones still to come as an :class:`Unseen` multiset,
the scoring, the strict 4-Way flag and the move number.  The multiset keeps only
a count for each of the 36 kinds of stone, in the fixed order of
:data:`~ishido_retro.engine.stones.ALL_STONES`, so nothing a player is given can
tell which stone the pouch holds next.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ishido_retro.engine.stones import ALL_STONES, SYMBOLS, Square, Stone

if TYPE_CHECKING:
    from ishido_retro.engine.game import Game

__all__ = ["PlayerView", "Unseen", "view_of"]


class Unseen(Mapping[Stone, int]):
    """An immutable multiset of stones in canonical order (colour, then symbol).

    Iterating it gives each kind present once, always in the same order whatever
    order the stones were counted in; ``counts`` has one entry per kind (36).
    """

    __slots__ = ("_counts",)

    def __init__(self, stones: Iterable[Stone] = ()) -> None:
        counts = [0] * len(ALL_STONES)
        for stone in stones:
            counts[stone.colour * SYMBOLS + stone.symbol] += 1
        self._counts: tuple[int, ...] = tuple(counts)

    @property
    def counts(self) -> tuple[int, ...]:
        """How many of each kind, indexed by :attr:`Stone.grid_index`."""
        return self._counts

    @property
    def total(self) -> int:
        return sum(self._counts)

    def __getitem__(self, stone: Stone) -> int:
        if not isinstance(stone, tuple) or len(stone) != 2:
            raise KeyError(stone)
        colour, symbol = stone
        if not (0 <= colour < 6 and 0 <= symbol < SYMBOLS) or not self._counts[colour * SYMBOLS + symbol]:
            raise KeyError(stone)
        return self._counts[colour * SYMBOLS + symbol]

    def __iter__(self) -> Iterator[Stone]:
        return (stone for stone, n in zip(ALL_STONES, self._counts) if n)

    def __len__(self) -> int:
        return sum(1 for n in self._counts if n)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Unseen):
            return self._counts == other._counts
        if isinstance(other, Mapping):
            return dict(self.items()) == dict(other.items())
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._counts)

    def __repr__(self) -> str:
        inside = ", ".join(f"{stone}x{n}" if n > 1 else str(stone) for stone, n in self.items())
        return f"Unseen({inside})"


@dataclass(frozen=True)
class PlayerView:
    """One player's view of a game at the moment they must place the touchstone.

    ``cells`` holds the 96 squares in reading order (``Square.cell_index``), None
    where empty; ``four_ways`` is the 4-Ways already made by the player whose
    turn it is (their points double once for each).
    """

    cells: tuple[Stone | None, ...]
    touchstone: Stone | None
    unseen: Unseen
    scoring: str
    strict_four_way: bool
    move_number: int
    four_ways: int
    score: int
    legal: tuple[Square, ...]

    def __getitem__(self, square: Square) -> Stone | None:
        return self.cells[square.cell_index]


def view_of(game: Game) -> PlayerView:
    """The :class:`PlayerView` of the player to move in ``game`` (a :class:`Game`).

    This is the only place a player's view is made from a game.  The pouch's
    order never leaves here: the stones still to come become an :class:`Unseen`.
    """
    tally = game.tally(game.current_player)
    return PlayerView(
        cells=tuple(game.board._cells),
        touchstone=None if game.is_over else game.touchstone,
        unseen=game.unseen(),
        scoring=game.scoring,
        strict_four_way=game.rules.strict_four_way,
        move_number=len(game.history) + 1,
        four_ways=tally.four_ways,
        score=tally.score,
        legal=tuple(game.legal_squares()),
    )
