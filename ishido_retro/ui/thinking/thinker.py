"""Where a piece of the computer's thinking runs: a worker process, slices of frames, or at once.

* ``worker``: in a worker process beside the window (:mod:`.workers`); the window keeps drawing.
* ``slices``: where there are no worker processes (a browser, ``ISHIDO_RETRO_WORKERS=0``), inside
  the window's frames a slice at a time (:mod:`.slices`).
* ``now``: scripted runs think on the spot, so what a script sees after N frames never depends on
  the machine's speed.

Scripts think with no time limit wherever they think, so a scripted run chooses the same moves
in every place; a window's player keeps to its time limit, counted in thinking time.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ishido_retro.players.steps import Steps, finish
from ishido_retro.ui.thinking import slices, watch, workers

if TYPE_CHECKING:
    from ishido_retro.players.computer import Clock

T = TypeVar("T")


@dataclass(frozen=True)
class Job(Generic[T]):
    """One piece of thinking, in the two forms the places need."""

    steps: Callable[[Clock | None], Steps[T]]   # step by step, under a clock that limits it (None: no limit)
    in_worker: Callable[[], T]                  # at once in a worker process (picklable), with its own clock


class Thinker:
    """Runs :class:`Job` s where this run thinks; ``scripted()`` says whether a script drives the window."""

    def __init__(self, scripted: Callable[[], bool]) -> None:
        self.scripted = scripted
        self.workers: Callable[[], Executor] = workers.process_pool
        self._pool: Executor | None = None
        self._lock = threading.Lock()

    def where(self) -> str:
        """``worker``, ``slices`` or ``now`` (see the module's notes)."""
        if not workers.workers_allowed():
            return "slices"
        if self.scripted() and not workers.scripts_use_workers():
            return "now"
        return "worker"

    def ask(self, job: Job[T]) -> Future[T]:
        """Start ``job``; its answer (or the exception it raised) arrives in the future."""
        return self.ask_all([job])[0]

    def ask_all(self, jobs: list[Job[T]]) -> list[Future[T]]:
        """Start ``jobs``, to be thought about in this order."""
        where = self.where()
        if where == "now":
            return [self.now(job) for job in jobs]
        answers: list[Future[T]]
        if where == "slices":
            clock = None if self.scripted() else slices.thinking_clock
            answers = [slices.submit(job.steps(clock)) for job in jobs]
        else:
            answers = [Future() for _ in jobs]
            workers.run_soon(lambda: self._hand_over(jobs, answers))
        watch.asked.update(answers)
        return answers

    @staticmethod
    def now(job: Job[T]) -> Future[T]:
        """``job`` thought through at once, with no time limit (a signal still ends the run between steps)."""
        answer: Future[T] = Future()
        try:
            answer.set_result(finish(job.steps(None), between=lambda: watch.between_steps()))
        except Exception as exc:    # noqa: BLE001 - handed to whoever takes the answer, as a worker would
            answer.set_exception(exc)
        return answer

    def fall_back_to_a_thread(self) -> None:
        """The worker process died or could not start: think on a thread from now on."""
        with self._lock:
            self._pool = None
            self.workers = workers.thread_pool

    def stop(self) -> None:
        """End the worker now, mid-search too (queued work is dropped)."""
        with self._lock:
            pool, self._pool = self._pool, None
        workers.stop(pool)

    def _hand_over(self, jobs: list[Job[Any]], answers: list[Future[Any]]) -> None:
        """On a helper thread: make the pool if need be and give it the jobs in order."""
        try:
            with self._lock:
                if self._pool is None:
                    self._pool = self.workers()
                pool = self._pool
            done = [pool.submit(job.in_worker) for job in jobs]
        except BaseException as exc:  # noqa: B036 - a pool that cannot start is reported like a broken one
            workers.report_broken(answers, exc)
            return
        for work, answer in zip(done, answers, strict=True):
            workers.pass_on(work, answer)
