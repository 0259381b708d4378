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
from .rules import fits
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
_STONE_INDEX = {stone: stone.grid_index for stone in ALL_STONES}

_FIT_CACHE: dict[tuple, int] = {}


def _fit_mask(around: tuple, strict: bool) -> int:
    """Bit t set if stone kind t (colour * 6 + symbol) fits a square with these N, E, S, W neighbours."""
    key = (around, strict)
    mask = _FIT_CACHE.get(key)
    if mask is None:
        mask = 0
        for t, stone in enumerate(ALL_STONES):
            if fits(stone, around, strict):
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
class _SeededPlayer:
    """A player with its own random generator, made from ``seed``."""

    seed: int | None = None
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)


@dataclass
class RandomPlayer(_SeededPlayer):
    """Any legal square, chosen at random."""

    name: str = "random"

    def choose(self, game: Game, rng: random.Random | None = None) -> Square:
        squares = game.legal_squares()
        if not squares:
            raise ValueError("the touchstone has no legal square")
        return (rng or self.rng).choice(squares)


@dataclass
class GreedyPlayer(_SeededPlayer):
    """The most points now; ties go to fuller squares, then to squares few stones can use."""

    name: str = "greedy"

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
            mask = _fit_mask(_around(cells, square.cell_index), strict)
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
    ready4: float = 90.0            # a Within hole with four neighbours some unseen stone fits
    ready4_fit: float = 2.0         # ... per fitting unseen stone, up to four
    ready3: float = 6.0             # a Within hole with three neighbours some unseen stone fits
    ready3_fit: float = 0.5         # ... per fitting unseen stone, up to six
    dead: float = 10.0              # a hole no unseen stone fits
    dead4: float = 25.0             # extra for a dead hole in the Within with three or four neighbours
    no_place: float = 600.0         # per unit of chance that the next stone has nowhere to go
    one_place: float = 40.0         # per unit of chance that the next stone has only one place
    two_places: float = 10.0        # ... only two places
    stuck: float = 400.0            # lookahead: the stone after this one could go nowhere


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class _Judge:
    """Judges placements of one stone on one board for the stones still to come."""

    __slots__ = ("w", "cells", "strict", "counts", "m1", "m2", "total", "hole_mask", "hole_value", "places", "base")

    def __init__(self, w: MasterWeights, cells: list, strict: bool, counts: list[int]) -> None:
        self.w = w
        self.cells = cells
        self.strict = strict
        self.counts = counts
        m1 = m2 = 0
        for t, n in enumerate(counts):
            if n >= 1:
                m1 |= 1 << t
            if n >= 2:
                m2 |= 1 << t
        self.m1, self.m2, self.total = m1, m2, sum(counts)
        hole_mask: dict[int, int] = {}
        hole_value: dict[int, float] = {}
        places = [0] * 36
        base = 0.0
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
            v = self.hole_value_of(n, _WITHIN[i], fit)
            hole_value[i] = v
            base += v
            for t in _bits(mask & m1):
                places[t] += 1
        self.hole_mask, self.hole_value, self.places, self.base = hole_mask, hole_value, places, base

    def hole_value_of(self, n: int, within: bool, fit: int) -> float:
        w = self.w
        if fit == 0:
            return -(w.dead + (w.dead4 if within and n >= 3 else 0.0))
        if within:
            if n == 4:
                return w.ready4 + w.ready4_fit * min(fit, 4)
            if n == 3:
                return w.ready3 + w.ready3_fit * min(fit, 6)
        return 0.0

    def immediate(self, q: int, four_ways_before: int) -> float:
        if not _WITHIN[q]:
            return 0.0
        n = 4 - _around(self.cells, q).count(None)
        value = self.w.points_now * (1 << (n - 1))
        if n == 4:
            value += self.w.four_way_now * (1.0 + 0.1 * max(0, 8 - four_ways_before))
        return value

    def board_after(self, q: int, stone: Stone) -> float:
        """The judgement of the board once ``stone`` lies on square index ``q``."""
        w, cells, strict, m1, m2 = self.w, self.cells, self.strict, self.m1, self.m2
        value = self.base - self.hole_value[q]
        new_places = self.places[:]
        for t in _bits(self.hole_mask[q] & m1):
            new_places[t] -= 1
        cells[q] = stone
        try:
            for j in _EMPTY_NEIGHBOURS[q]:
                if cells[j] is not None:
                    continue
                around = _around(cells, j)
                n = 4 - around.count(None)
                mask = _fit_mask(around, strict)
                fit = (mask & m1).bit_count() + (mask & m2).bit_count()
                value += self.hole_value_of(n, _WITHIN[j], fit) - self.hole_value.get(j, 0.0)
                old = self.hole_mask.get(j, 0)
                for t in _bits(old & ~mask & m1):
                    new_places[t] -= 1
                for t in _bits(mask & ~old & m1):
                    new_places[t] += 1
        finally:
            cells[q] = None
        if self.total:
            p0 = p1 = p2 = 0
            counts = self.counts
            for t in _bits(m1):
                p = new_places[t]
                if p <= 2:
                    if p == 0:
                        p0 += counts[t]
                    elif p == 1:
                        p1 += counts[t]
                    else:
                        p2 += counts[t]
            value -= (w.no_place * p0 + w.one_place * p1 + w.two_places * p2) / self.total
        return value

    def legal(self, stone: Stone) -> list[int]:
        bit = 1 << _STONE_INDEX[stone]
        return [i for i, mask in self.hole_mask.items() if mask & bit]

    def best(self, stone: Stone, four_ways_before: int) -> float:
        squares = self.legal(stone)
        if not squares:
            return -self.w.stuck
        return max(self.immediate(q, four_ways_before) + self.board_after(q, stone) for q in squares)


@dataclass
class MasterPlayer:
    """Immediate points plus a judgement of the holes left for the stones still to come.

    With ``lookahead`` (the number of best candidates looked at more closely), each
    of those candidates is also judged by the average, over every kind of stone
    still to come weighted by how many of it are unseen, of the best placement
    that stone would then have.
    """

    seed: int | None = None
    weights: MasterWeights = field(default_factory=MasterWeights)
    lookahead: int = 10
    name: str = "master"
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, game: Game, rng: random.Random | None = None) -> Square:
        rng = rng or self.rng
        stone = game.touchstone
        squares = game.legal_squares()
        if stone is None or not squares:
            raise ValueError("the touchstone has no legal square")
        if len(squares) == 1:
            return squares[0]
        cells = list(game.board._cells)  # a private copy: the game's board is never touched
        strict = game.rules.strict_four_way
        counts = [0] * 36
        for kind, n in game.unseen().items():
            counts[_STONE_INDEX[kind]] = n
        k = game.tally(game.current_player).four_ways
        judge = _Judge(self.weights, cells, strict, counts)
        scored = []
        for square in squares:
            q = square.cell_index
            now = judge.immediate(q, k)
            scored.append((now + judge.board_after(q, stone), now, square))

        if self.lookahead > 0 and judge.total:
            scored.sort(key=lambda item: -item[0])
            top = scored[: self.lookahead]
            kinds = [(t, c) for t, c in enumerate(counts) if c]
            rescored = []
            for _, now, square in top:
                q = square.cell_index
                after = cells[:]
                after[q] = stone
                k_after = k + (1 if _WITHIN[q] and 4 - _around(cells, q).count(None) == 4 else 0)
                expected = 0.0
                for t, c in kinds:
                    counts[t] -= 1
                    try:
                        expected += c * _Judge(self.weights, after, strict, counts).best(ALL_STONES[t], k_after)
                    finally:
                        counts[t] += 1
                rescored.append((now + expected / judge.total, now, square))
            scored = rescored

        best_value = max(item[0] for item in scored)
        best = [square for value, _, square in scored if value > best_value - 1e-9]
        best.sort()
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
