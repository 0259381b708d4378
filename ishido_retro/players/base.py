"""What every computer player shares: the level's protocol, its own random generator, the view it decides
from, and the way it picks among squares of equal value."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from ishido_retro.engine.game import Game
from ishido_retro.engine.stones import ALL_SQUARES, Square
from ishido_retro.engine.view import PlayerView, view_of
from ishido_retro.players.position import Position
from ishido_retro.players.steps import Steps, done, finish

__all__ = ["Clock", "Player", "SeededPlayer", "pick", "position_of", "touch_kind"]

Clock = Callable[[], float]


class Player(Protocol):
    name: str

    def choose(self, game: Game, rng: random.Random | None = None) -> Square: ...

    def steps(self, game: Game, rng: random.Random | None = None) -> Steps[Square]: ...


def position_of(view: PlayerView) -> Position:
    """A :class:`Position` (kinds, fit masks, unseen counts) for the board of ``view``."""
    cells = [-1 if stone is None else stone.grid_index for stone in view.cells]
    return Position(cells, view.unseen.counts, view.strict_four_way)


def touch_kind(view: PlayerView) -> int:
    """The kind of the touchstone (0..35); a ValueError when it has no legal square."""
    stone = view.touchstone
    if stone is None or not view.legal:
        raise ValueError("the touchstone has no legal square")
    return stone.grid_index


@dataclass
class SeededPlayer:
    """A player with its own random generator, made from ``seed``; it decides from a view."""

    seed: int | None = None
    name: str = "seeded"
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, game: Game, rng: random.Random | None = None) -> Square:
        """The square for the touchstone of ``game``, decided from what the player to move sees."""
        return finish(self.steps(game, rng))

    def steps(self, game: Game, rng: random.Random | None = None) -> Steps[Square]:
        """:meth:`choose` a step at a time (:mod:`.steps`): the same square."""
        return self.decide_steps(view_of(game), rng or self.rng)

    def decide_steps(self, view: PlayerView, rng: random.Random) -> Steps[Square]:
        """The levels that think long cut their thinking into steps; the others decide in one."""
        return (yield from done(self.decide(view, rng)))

    def decide(self, view: PlayerView, rng: random.Random) -> Square:
        return finish(self.decide_steps(view, rng))


def pick(scored: list[tuple[float, int]], rng: random.Random) -> Square:
    """The best-valued square; equal values are broken by ``rng`` over squares in reading order."""
    top = max(value for value, _ in scored)
    best = sorted(q for value, q in scored if value > top - 1e-9)
    return ALL_SQUARES[rng.choice(best)] if len(best) > 1 else ALL_SQUARES[best[0]]
