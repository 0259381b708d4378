"""A computer seat's turn: what a worker thread needs to choose the move, and the player that chooses it.

When ``Match.computer_request`` gives a :class:`ComputerRequest`, the UI runs
``request.choose()`` on a worker thread (it works on a private copy of the game)
and hands the square back as ``ComputerMove(square, request.key)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ishido_retro.engine.game import Game
from ishido_retro.engine.stones import Square
from ishido_retro.players.computer import Player, make_player


@dataclass(frozen=True)
class ComputerRequest:
    """What a worker thread needs to choose a computer move: a private game and a player."""

    key: tuple[int, int, int]
    seat: int
    level: str
    game: Game
    player: Player

    def choose(self) -> Square:
        return self.player.choose(self.game)


def computer_seed(deal_seed: int | None, placed: int, seat: int) -> int:
    """The seed of the computer's player for one move: the same deal and position give the same choice."""
    return (deal_seed or 0) * 131 + placed * 7 + seat


def computer_player(level: str, seed: int | None, clock: Callable[[], float] | None = None) -> Player:
    """``make_player(level, seed, clock)``; ``clock`` lets Master keep to its time limit.

    A clock that stands still while the player thinks (a :class:`ManualClock`, a
    scripted run's frame clock) sets no limit, so the choice is the same on any machine.
    """
    return make_player(level, seed, clock)

