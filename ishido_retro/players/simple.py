"""The levels that look at the move at hand only: Random, Greedy (both for tests and benchmarks) and Novice."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ishido_retro.engine.stones import Square
from ishido_retro.engine.view import PlayerView
from ishido_retro.players.base import SeededPlayer, pick, position_of, touch_kind
from ishido_retro.players.judge import Judge, Weights

__all__ = ["NOVICE_WEIGHTS", "GreedyPlayer", "NovicePlayer", "RandomPlayer"]


@dataclass
class RandomPlayer(SeededPlayer):
    """Any legal square, chosen at random."""

    name: str = "random"

    def decide(self, view: PlayerView, rng: random.Random) -> Square:
        touch_kind(view)
        return rng.choice(view.legal)


def _neighbours(view: PlayerView, square: Square) -> int:
    return sum(1 for other in square.neighbours() if view.cells[other.cell_index] is not None)


# The beginner keeps the judgement it was measured with (before the weights were tuned for the stronger
# levels): it values points now more and fears a stone with nowhere to go less.
NOVICE_WEIGHTS = Weights(four_way_now=60.0, early_four_way=0.1, points_now=1.5, ready3_fit=0.5, dead4=25.0,
                         no_place=600.0, one_place=40.0, two_places=10.0)


@dataclass
class NovicePlayer(SeededPlayer):
    """A beginner: a rough look at the board for this stone only, often just the square that pays most now.

    It never looks ahead, misjudges by a random amount, and one move in
    ``hasty`` it simply takes the square touching most stones in the Within.
    """

    name: str = "novice"
    weights: Weights = NOVICE_WEIGHTS
    hasty: float = 0.3
    blur: float = 40.0

    def decide(self, view: PlayerView, rng: random.Random) -> Square:
        kind = touch_kind(view)
        if rng.random() < self.hasty:
            keyed = [((0 if sq.in_beyond else _neighbours(view, sq)), sq) for sq in view.legal]
            top = max(key for key, _ in keyed)
            return rng.choice([sq for key, sq in keyed if key == top])
        pos = position_of(view)
        judge = Judge(self.weights, pos)
        scored = [(judge.immediate(q, view.four_ways) + judge.after(q, kind) + rng.gauss(0.0, self.blur), q)
                  for q in pos.legal(kind)]
        return pick(scored, rng)


@dataclass
class GreedyPlayer(SeededPlayer):
    """The most points now; ties go to fuller squares, then to squares few stones can use."""

    name: str = "greedy"

    def decide(self, view: PlayerView, rng: random.Random) -> Square:
        touch_kind(view)
        pos = position_of(view)
        m1 = m2 = 0
        for t, n in enumerate(pos.counts):
            if n >= 1:
                m1 |= 1 << t
            if n >= 2:
                m2 |= 1 << t
        best: list[Square] = []
        best_key: tuple[int, int, int] | None = None
        for square in view.legal:
            n = pos.nbs[square.cell_index]
            total = 0 if square.in_beyond else (1 << (n - 1)) << view.four_ways
            if n == 4 and not square.in_beyond:
                total += 10_000  # a 4-Way bonus outweighs any placement
            mask = pos.masks[square.cell_index]
            key = (total, n, -((mask & m1).bit_count() + (mask & m2).bit_count()))
            if best_key is None or key > best_key:
                best_key, best = key, [square]
            elif key == best_key:
                best.append(square)
        return rng.choice(best)

