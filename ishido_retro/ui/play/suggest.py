"""Help > Suggest a Move: the square Master would choose, worked out off the frames' way.

Master thinks where the computer seats think (:class:`~ishido_retro.ui.thinking.thinker.Thinker`): in a
worker *process* with a private copy of the game and the real clock, so it keeps to its time limit
while the window keeps drawing; in slices of the frames where there are no worker processes; at
once, with no time limit, in scripted runs, so a script sees the same thing however fast the
machine is. The suggestion belongs to the position it was asked for (the match's turn key) and is
no longer shown once the game has moved on.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial

from ishido_retro.engine import Game, Square
from ishido_retro.match import Match, computer_seed
from ishido_retro.players.computer import Clock, make_player
from ishido_retro.players.steps import Steps
from ishido_retro.ui.thinking.thinker import Job, Thinker

LEVEL = "master"


def master_choice(game: Game, seed: int) -> Square:
    """Master's square for ``game`` within its time limit (run in the worker process)."""
    return make_player(LEVEL, seed, clock=time.perf_counter).choose(game)


def master_steps(game: Game, seed: int, clock: Clock | None) -> Steps[Square]:
    """Master's square for ``game`` step by step, limited by ``clock`` (None: no limit)."""
    return make_player(LEVEL, seed, clock).steps(game)


class Suggester:
    def __init__(self, match: Callable[[], Match], synchronous: Callable[[], bool]) -> None:
        self._match = match
        self.thinker = Thinker(synchronous)
        self._future: Future[Square] | None = None
        self._asked_for: tuple[int, int, int] | None = None
        self._square: Square | None = None
        self._square_for: tuple[int, int, int] | None = None
        self.landed: Callable[[Square], object] | None = None    # told the square once it is worked out

    def ask(self) -> None:
        """Start Master thinking about the position on screen."""
        match = self._match()
        key = match.turn_key()
        game = copy.deepcopy(match.game)
        if game.is_over or not game.legal_squares():
            return
        seed = computer_seed(game.deal.seed, key[1], match.turn)
        self._asked_for = key
        if self._future is not None:
            self._future.cancel()
        self._future = self.thinker.ask(Job(partial(master_steps, game, seed), partial(master_choice, game, seed)))
        self.update()           # thought through at once in scripted runs: shown from this frame on

    def update(self) -> bool:
        """Once a frame: collect Master's answer when it is ready; True the frame it lands for the position on show."""
        if self._future is not None and self._future.done() and not self._future.cancelled():
            self._square, self._square_for = self._future.result(), self._asked_for
            self._future = None
            square = self.suggested()
            if square is not None and self.landed is not None:
                self.landed(square)
            return square is not None
        return False

    def thinking(self) -> bool:
        return self._future is not None and self._asked_for == self._match().turn_key()

    def suggested(self) -> Square | None:
        """The suggested square for the position on screen, or None."""
        if self._square_for is not None and self._square_for == self._match().turn_key():
            return self._square
        return None

    def stop(self) -> None:
        """End the worker now (the process is ending)."""
        self.thinker.stop()
