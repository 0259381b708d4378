"""Computer seats: the match asks for a move, the computer thinks about it, the UI thread shows it.

Where the thinking runs is the :class:`~ishido_retro.ui.thinking.thinker.Thinker`'s choice: in a worker
*process* with its own copy of the game (a worker thread would share the interpreter lock with the
frames: while Master searched, frames waited for the lock and some took 10-90 ms on a busy machine,
``bench/frame_time.py``), in slices of the frames where there are no worker processes, or at once
in scripted runs (``synchronous``), so what a script sees after N frames never depends on how fast
the machine is. Once the choice is ready and a short pause has passed (so moves can be followed),
``on_chosen(square, key)`` hands it back; the controller flies the stone from the touchstone and
then gives it to the match, which ignores a move whose key no longer matches (the game moved on
meanwhile).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future

from ishido_retro.engine import Square
from ishido_retro.match import ComputerRequest, Match, computer_seed
from ishido_retro.players.computer import Clock, make_player
from ishido_retro.players.steps import Steps
from ishido_retro.ui import clocks
from ishido_retro.ui.thinking.thinker import Job, Thinker
from ishido_retro.ui.thinking.workers import process_pool, thread_pool

__all__ = ["PAUSE_TICKS", "ComputerDriver", "process_pool", "thread_pool"]

PAUSE_TICKS = 20           # a third of a second between moves (ticks of the app's clock: ui.clocks)


def request_job(request: ComputerRequest) -> Job[Square]:
    """The computer's move as a :class:`Job`: in a worker, the request's own player (the match's clock);
    step by step, the same player under the thinker's clock."""
    def steps(clock: Clock | None) -> Steps[Square]:
        seed = computer_seed(request.game.deal.seed, request.key[1], request.seat)
        return make_player(request.level, seed, clock).steps(request.game)
    return Job(steps, request.choose)


class ComputerDriver:
    def __init__(self, match: Match, may_move: Callable[[], bool],
                 on_chosen: Callable[[Square, tuple[int, int, int]], None], synchronous: bool = False) -> None:
        self.match = match
        self.synchronous = synchronous
        self.may_move = may_move
        self.on_chosen = on_chosen
        self.thinker = Thinker(lambda: self.synchronous)
        self._future: Future[Square] | None = None
        self._asked_for: tuple[int, int, int] | None = None
        self._handed: tuple[int, int, int] | None = None
        self._wait = 0

    @property
    def workers(self) -> Callable[[], Executor]:
        """What makes the worker pool (tests may give a thread pool)."""
        return self.thinker.workers

    @workers.setter
    def workers(self, make: Callable[[], Executor]) -> None:
        self.thinker.workers = make

    @property
    def _pool(self) -> Executor | None:
        return self.thinker._pool

    def active(self) -> bool:
        return self.match.computer_to_play() and self.may_move()

    def update(self) -> None:
        if not self.active():
            return
        key = self.match.turn_key()
        if self._handed == key:
            return                   # its stone is in flight
        if self._future is None or self._asked_for != key:
            request = self.match.computer_request()
            if request is None:
                return
            if self._future is not None:
                self._future.cancel()        # asked for an earlier position: no longer wanted
            self._future = self.thinker.ask(request_job(request))
            self._asked_for = key
            self._wait = PAUSE_TICKS
            return
        if self._wait > 0:
            self._wait -= clocks.passed()
            return
        if not self._future.done():
            return
        try:
            square = self._future.result()
        except BrokenExecutor:         # the worker process died or could not start: think on a thread
            self._future = None
            self.thinker.fall_back_to_a_thread()
            return
        self._future = None
        self._handed = key
        self.on_chosen(square, key)

    def thinking(self) -> bool:
        return self.active() and self._future is not None

    def stop(self) -> None:
        """End the worker now (the process is ending)."""
        self.thinker.stop()
