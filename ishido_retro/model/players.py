"""Computer players.

Each level is a class with ``choose(game, rng) -> Square``: the square on which
the current touchstone goes.  :func:`make_player` builds one by name;
:data:`LEVELS` lists the names, weakest first.

* ``random``: any legal square.
* ``greedy``: the most points right now; among equals, the square with more
  neighbours (awkward holes get filled while a stone fits them), then the one
  fewest unseen stones could use (the easy squares are kept for later).
* ``master``: immediate points plus a judgement of the board left behind.

What a player may know
----------------------
The players look only at what a person at the table sees: the board, the
touchstone and the *multiset* of stones still to come (``game.unseen()``).
They never read the order of the pouch (``game.pouch`` or ``game.deal.pouch``).

How ``master`` judges a board
-----------------------------
A *hole* is an empty square next to at least one stone.  For every hole the
player works out which of the 36 kinds of stone fit it and how many of the
unseen stones are of those kinds.  It then prefers boards where

* every kind of stone still to come has somewhere to go (a kind with no hole is
  a stone that would end the game if drawn, with one hole a stone close to it);
* holes in the Within with four neighbours that some unseen stone fits (a
  4-Way waiting for its stone) and with three (one step from it) are many;
* few holes are *dead*: no stone still to come can ever fill them, which wastes
  a square and, surrounded, a 4-Way.

Only the squares next to the candidate change between candidates, so the
player judges the whole board once a move and each candidate by difference.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Protocol

from .game import Game
from .rules import _DIRS, _LEGAL
from .scoring import four_way_bonus, placement_points
from .stones import ALL_SQUARES, ALL_STONES, COLS, ROWS, Square, Stone

__all__ = ["LEVELS", "Player", "RandomPlayer", "GreedyPlayer", "MasterPlayer", "MasterWeights",
           "UnknownLevel", "make_player"]


class UnknownLevel(ValueError):
    """A player level name that does not exist."""


class Player(Protocol):
    name: str

    def choose(self, game: Game, rng: random.Random | None = None) -> Square: ...


# --- shared geometry -----------------------------------------------------------

_N = COLS * ROWS
# For each square index: its neighbour index in the N, E, S, W directions, or -1.
_AROUND: tuple[tuple[int, int, int, int], ...] = tuple(
    tuple(
        (sq.row + dr) * COLS + (sq.col + dc) if 0 <= sq.col + dc < COLS and 0 <= sq.row + dr < ROWS else -1
        for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0))
    )
    for sq in ALL_SQUARES
)
_EMPTY_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(j for j in a if j >= 0) for a in _AROUND)
_WITHIN = tuple(not sq.in_beyond for sq in ALL_SQUARES)
_STONE_INDEX = {stone: stone.index for stone in ALL_STONES}

_FIT_CACHE: dict[tuple, int] = {}


def _fit_mask(around: tuple, strict: bool) -> int:
    """Bit t set if stone kind t (colour * 6 + symbol) fits a square with these N, E, S, W neighbours."""
    key = (around, strict)
    mask = _FIT_CACHE.get(key)
    if mask is None:
        table = _LEGAL[strict]
        mask = 0
        for t, (colour, symbol) in enumerate(ALL_STONES):
            occ = cm = sm = 0
            for d in range(4):
                other = around[d]
                if other is not None:
                    bit = 1 << d
                    occ |= bit
                    if other[0] == colour:
                        cm |= bit
                    if other[1] == symbol:
                        sm |= bit
            if occ and table[occ << 8 | cm << 4 | sm]:
                mask |= 1 << t
        if len(_FIT_CACHE) > 200_000:
            _FIT_CACHE.clear()
        _FIT_CACHE[key] = mask
    return mask


def _around(cells: list, i: int) -> tuple:
    a = _AROUND[i]
    return tuple(cells[j] if j >= 0 else None for j in a)


def _unseen_masks(game: Game) -> tuple[list[int], int, int, int]:
    """Counts by kind, a mask of kinds with at least one and with two unseen, and the total."""
    counts = [0] * 36
    for stone, n in game.unseen().items():
        counts[_STONE_INDEX[stone]] = n
    m1 = m2 = 0
    for t, n in enumerate(counts):
        if n >= 1:
            m1 |= 1 << t
        if n >= 2:
            m2 |= 1 << t
    return counts, m1, m2, sum(counts)


def _points(game: Game, square: Square) -> tuple[int, int]:
    """(points with bonus, neighbours) the touchstone would earn on ``square``."""
    n = len(game.board.neighbour_stones(square))
    k = game.tally(game.current_player).four_ways
    total = placement_points(square, n, k)
    if n == 4:
        total += four_way_bonus(k + 1)
    return total, n


# --- the levels ---------------------------------------------------------------


@dataclass
class RandomPlayer:
    """Any legal square, chosen at random."""

    seed: int | None = None
    name: str = "random"
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, game: Game, rng: random.Random | None = None) -> Square:
        squares = game.legal_squares()
        if not squares:
            raise ValueError("the touchstone has no legal square")
        return (rng or self.rng).choice(squares)


@dataclass
class GreedyPlayer:
    """The most points now; ties go to fuller squares, then to squares few stones can use."""

    seed: int | None = None
    name: str = "greedy"
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, game: Game, rng: random.Random | None = None) -> Square:
        rng = rng or self.rng
        squares = game.legal_squares()
        if not squares:
            raise ValueError("the touchstone has no legal square")
        cells = game.board._cells
        strict = game.rules.strict_four_way
        _, m1, m2, _ = _unseen_masks(game)
        best: list[Square] = []
        best_key = None
        for square in squares:
            total, n = _points(game, square)
            mask = _fit_mask(_around(cells, square.index), strict)
            fit = (mask & m1).bit_count() + (mask & m2).bit_count()
            key = (total, n, -fit)
            if best_key is None or key > best_key:
                best_key, best = key, [square]
            elif key == best_key:
                best.append(square)
        return rng.choice(best)


@dataclass(frozen=True)
class MasterWeights:
    """How much each feature of a board counts for ``master``."""

    four_way_now: float = 60.0      # making a 4-Way with this stone
    points_now: float = 1.5         # per base point (1, 2, 4, 8) earned in the Within
    ready4: float = 30.0            # a Within hole with four neighbours some unseen stone fits
    ready4_fit: float = 2.0         # ... per fitting unseen stone, up to four
    ready3: float = 6.0             # a Within hole with three neighbours some unseen stone fits
    ready3_fit: float = 0.5         # ... per fitting unseen stone, up to six
    dead: float = 10.0              # a hole no unseen stone fits
    dead4: float = 25.0             # extra for a dead hole in the Within with three or four neighbours
    no_place: float = 300.0         # per unit of chance that the next stone has nowhere to go
    one_place: float = 40.0         # per unit of chance that the next stone has only one place
    two_places: float = 10.0        # ... only two places


@dataclass
class MasterPlayer:
    """Immediate points plus a judgement of the holes left for the stones still to come."""

    seed: int | None = None
    weights: MasterWeights = field(default_factory=MasterWeights)
    name: str = "master"
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def _hole_value(self, n: int, within: bool, fit: int) -> float:
        w = self.weights
        if fit == 0:
            return -(w.dead + (w.dead4 if within and n >= 3 else 0.0))
        if within:
            if n == 4:
                return w.ready4 + w.ready4_fit * min(fit, 4)
            if n == 3:
                return w.ready3 + w.ready3_fit * min(fit, 6)
        return 0.0

    def choose(self, game: Game, rng: random.Random | None = None) -> Square:
        rng = rng or self.rng
        stone = game.touchstone
        squares = game.legal_squares()
        if stone is None or not squares:
            raise ValueError("the touchstone has no legal square")
        if len(squares) == 1:
            return squares[0]
        w = self.weights
        cells = list(game.board._cells)  # a private copy: the game's board is never touched
        strict = game.rules.strict_four_way
        counts, m1, m2, total_unseen = _unseen_masks(game)
        k = game.tally(game.current_player).four_ways

        # The board as it stands: every hole's fit mask, value, and how many holes each kind fits.
        hole_mask: dict[int, int] = {}
        hole_value: dict[int, float] = {}
        places = [0] * 36
        for i in range(_N):
            if cells[i] is not None:
                continue
            around = _around(cells, i)
            n = 4 - around.count(None)
            if n == 0:
                continue
            mask = _fit_mask(around, strict)
            hole_mask[i] = mask
            fit = (mask & m1).bit_count() + (mask & m2).bit_count()
            hole_value[i] = self._hole_value(n, _WITHIN[i], fit)
            mm = mask & m1
            while mm:
                low = mm & -mm
                places[low.bit_length() - 1] += 1
                mm ^= low

        best: list[Square] = []
        best_value = float("-inf")
        for square in squares:
            q = square.index
            around_q = _around(cells, q)
            n_q = 4 - around_q.count(None)
            value = 0.0
            if _WITHIN[q]:
                value += w.points_now * (1 << (n_q - 1))
                if n_q == 4:
                    value += w.four_way_now * (1.0 + 0.1 * max(0, 8 - k))
            # The square itself stops being a hole.
            value -= hole_value[q]
            new_places = places[:]
            mm = hole_mask[q] & m1
            while mm:
                low = mm & -mm
                new_places[low.bit_length() - 1] -= 1
                mm ^= low
            # Its empty neighbours gain a neighbour.
            cells[q] = stone
            try:
                for j in _EMPTY_NEIGHBOURS[q]:
                    if cells[j] is not None:
                        continue
                    around = _around(cells, j)
                    n = 4 - around.count(None)
                    mask = _fit_mask(around, strict)
                    fit = (mask & m1).bit_count() + (mask & m2).bit_count()
                    value += self._hole_value(n, _WITHIN[j], fit) - hole_value.get(j, 0.0)
                    old = hole_mask.get(j, 0)
                    diff_gone = old & ~mask & m1
                    diff_new = mask & ~old & m1
                    while diff_gone:
                        low = diff_gone & -diff_gone
                        new_places[low.bit_length() - 1] -= 1
                        diff_gone ^= low
                    while diff_new:
                        low = diff_new & -diff_new
                        new_places[low.bit_length() - 1] += 1
                        diff_new ^= low
            finally:
                cells[q] = None
            if total_unseen:
                p0 = p1 = p2 = 0
                for t in range(36):
                    c = counts[t]
                    if c:
                        p = new_places[t]
                        if p == 0:
                            p0 += c
                        elif p == 1:
                            p1 += c
                        elif p == 2:
                            p2 += c
                value -= (w.no_place * p0 + w.one_place * p1 + w.two_places * p2) / total_unseen
            if value > best_value + 1e-9:
                best_value, best = value, [square]
            elif value > best_value - 1e-9:
                best.append(square)
        return rng.choice(best)


_REGISTRY = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "master": MasterPlayer,
}

LEVELS: tuple[str, ...] = tuple(_REGISTRY)


def make_player(level: str, seed: int | None = None) -> Player:
    """A computer player of ``level`` (one of :data:`LEVELS`), deterministic for a given seed."""
    try:
        cls = _REGISTRY[level]
    except (KeyError, TypeError):
        raise UnknownLevel(f"there is no player level {level!r}; the levels are {', '.join(LEVELS)}") from None
    return cls(seed=seed)
