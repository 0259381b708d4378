"""Computer seats: the match asks for a move, a worker thread chooses it, the UI thread shows it.

The player thinks on a worker thread with its own copy of the game (the model
is pure, so no pyxel call happens there); the UI thread keeps drawing. Once
the choice is ready and a short pause has passed (so moves can be followed),
``on_chosen(square, key)`` hands it back; the controller flies the stone from
the touchstone and then gives it to the match, which ignores a move whose key
no longer matches (the game moved on meanwhile).

Scripted runs (the headless runner, the tests) set ``synchronous``: the choice is then made
on the UI thread when it is asked for, so what a script sees after N frames never depends on
how fast a thread ran.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from ..model import Square
from ..model.match import Match

PAUSE_FRAMES = 20          # at 60 fps a third of a second between moves


class ComputerDriver:
    def __init__(self, match: Match, may_move: Callable[[], bool],
                 on_chosen: Callable[[Square, tuple[int, int, int]], None], synchronous: bool = False) -> None:
        self.match = match
        self.synchronous = synchronous
        self.may_move = may_move
        self.on_chosen = on_chosen
        self._pool: ThreadPoolExecutor | None = None
        self._future: Future[Square] | None = None
        self._asked_for: tuple[int, int, int] | None = None
        self._handed: tuple[int, int, int] | None = None
        self._wait = 0

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
            if self.synchronous:
                self._future = Future()
                self._future.set_result(request.choose())
            else:
                if self._pool is None:
                    self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ishido-computer")
                self._future = self._pool.submit(request.choose)
            self._asked_for = key
            self._wait = PAUSE_FRAMES
            return
        if self._wait > 0:
            self._wait -= 1
            return
        if not self._future.done():
            return
        square = self._future.result()
        self._future = None
        self._handed = key
        self.on_chosen(square, key)

    def thinking(self) -> bool:
        return self.active() and self._future is not None
