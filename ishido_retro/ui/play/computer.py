"""Computer seats: the match asks for a move, a worker process chooses it, the UI thread shows it.

The player thinks in a worker *process* with its own copy of the game (the model
is pure, so no pyxel call happens there); the UI thread keeps drawing. A worker
thread would share the interpreter lock with the frames: while Master searched,
frames waited for the lock and some took 10-90 ms on a busy machine
(``bench/frame_time.py``). Starting that process (a fork and exec of a big
process, tens of milliseconds) and handing it the request happen on a short-lived
helper thread, so no frame waits for them either. ``workers`` makes the pool (tests
may give a thread pool); if worker processes cannot run, it falls back to a thread. Once
the choice is ready and a short pause has passed (so moves can be followed),
``on_chosen(square, key)`` hands it back; the controller flies the stone from
the touchstone and then gives it to the match, which ignores a move whose key
no longer matches (the game moved on meanwhile).

Scripted runs (the headless runner, the tests) set ``synchronous``: the choice is then made
on the UI thread when it is asked for, so what a script sees after N frames never depends on
how fast a thread ran.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor

from ishido_retro.engine import Square
from ishido_retro.match import Match
from ishido_retro.ui import clocks

PAUSE_TICKS = 20           # a third of a second between moves (ticks of the app's clock: ui.clocks)


def process_pool() -> Executor:
    """One worker process, started fresh (``spawn``: nothing of the UI's state is copied into it)."""
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


def thread_pool() -> Executor:
    """One worker thread: the fallback when worker processes cannot run here."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="ishido-computer")


class ComputerDriver:
    def __init__(self, match: Match, may_move: Callable[[], bool],
                 on_chosen: Callable[[Square, tuple[int, int, int]], None], synchronous: bool = False) -> None:
        self.match = match
        self.synchronous = synchronous
        self.may_move = may_move
        self.on_chosen = on_chosen
        self.workers: Callable[[], Executor] = process_pool
        self._pool: Executor | None = None
        self._pool_lock = threading.Lock()
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
                self._future = self._ask(request.choose)
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
            with self._pool_lock:
                self._future = self._pool = None
                self.workers = thread_pool
            return
        self._future = None
        self._handed = key
        self.on_chosen(square, key)

    def thinking(self) -> bool:
        return self.active() and self._future is not None

    def _ask(self, choose: Callable[[], Square]) -> Future[Square]:
        """``choose`` run by the pool's worker; the pool is made and given the work on a helper thread."""
        answer: Future[Square] = Future()

        def hand_over() -> None:
            try:
                with self._pool_lock:
                    if self._pool is None:
                        self._pool = self.workers()
                    pool = self._pool
                work = pool.submit(choose)
            except BaseException as exc:  # noqa: B036 - a pool that cannot start is reported like a broken one
                answer.set_exception(exc if isinstance(exc, BrokenExecutor) else BrokenExecutor(str(exc)))
                return
            work.add_done_callback(lambda done: _pass_on(done, answer))

        threading.Thread(target=hand_over, name="ishido-computer-ask", daemon=True).start()
        return answer


def _pass_on(done: Future[Square], answer: Future[Square]) -> None:
    """Give ``answer`` the outcome of ``done``."""
    exc = done.exception()
    if exc is not None:
        answer.set_exception(exc)
    else:
        answer.set_result(done.result())
