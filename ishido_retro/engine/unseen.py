"""The stones still to come, as a player may know them: how many of each kind, never their order.

:class:`Unseen` keeps only a count for each of the 36 kinds of stone, in the
fixed order of :data:`~ishido_retro.engine.stones.ALL_STONES`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from ishido_retro.engine.stones import ALL_STONES, SYMBOLS, Stone

__all__ = ["Unseen"]


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
