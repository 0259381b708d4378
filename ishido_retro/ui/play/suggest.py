"""Help > Suggest a Move: the square Master would choose, worked out off the UI thread.

The Master player thinks in a worker *process* (pure Python search would hold
the interpreter lock and starve the frames of a worker thread) with a private
copy of the game and the real clock, so it keeps to its time limit; the window
keeps drawing. The
suggestion belongs to the position it was asked for (the match's turn key) and
is no longer shown once the game has moved on. Scripted runs make it
``synchronous``, like the computer seats, so a script sees the same thing
however fast the machine is.
"""

from __future__ import annotations

import copy
import multiprocessing
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor

from ishido_retro.engine import Game, Square
from ishido_retro.match import Match, computer_seed
from ishido_retro.players.computer import make_player

LEVEL = "master"


def master_choice(game: Game, seed: int) -> Square:
    """Master's square for ``game`` within its time limit (run in the worker process)."""
    return make_player(LEVEL, seed, clock=time.perf_counter).choose(game)


class Suggester:
    def __init__(self, match: Callable[[], Match], synchronous: Callable[[], bool]) -> None:
        self._match = match
        self._synchronous = synchronous
        self._pool: ProcessPoolExecutor | None = None
        self._future: Future[Square] | None = None
        self._asked_for: tuple[int, int, int] | None = None
        self._square: Square | None = None
        self._square_for: tuple[int, int, int] | None = None

    def ask(self) -> None:
        """Start Master thinking about the position on screen."""
        match = self._match()
        key = match.turn_key()
        game = copy.deepcopy(match.game)
        if game.is_over or not game.legal_squares():
            return
        seed = computer_seed(game.deal.seed, key[1], match.turn)
        self._asked_for = key
        if self._synchronous():  # no deadline: the answer must not depend on the machine's speed
            player = make_player(LEVEL, seed)
            self._future = None
            self._square, self._square_for = player.choose(game), key
            return
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        self._future = self._pool.submit(master_choice, game, seed)

    def update(self) -> None:
        """Once a frame: collect Master's answer when it is ready."""
        if self._future is not None and self._future.done():
            self._square, self._square_for = self._future.result(), self._asked_for
            self._future = None

    def thinking(self) -> bool:
        return self._future is not None and self._asked_for == self._match().turn_key()

    def suggested(self) -> Square | None:
        """The suggested square for the position on screen, or None."""
        if self._square_for is not None and self._square_for == self._match().turn_key():
            return self._square
        return None
