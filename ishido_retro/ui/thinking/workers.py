"""Worker processes for the computer's thinking, and stopping them at once when the game ends.

A worker process thinks beside the window (a thread would share the interpreter lock with the
frames). Where there are none (``sys.platform == "emscripten"``, or ``ISHIDO_RETRO_WORKERS=0``
on the desktop) the thinking is done inside frames instead, a slice at a time
(:mod:`.slices`); :mod:`multiprocessing` is then never imported, by design.

``ISHIDO_RETRO_WORKERS=1`` makes scripted runs think in worker processes too, as a window does
(tests of quitting while the computer thinks use it); unset, scripts think on the spot.

Every pool made here is listed, and :func:`stop_all` kills their processes without waiting for
a search to end. It runs from ``atexit`` (registered after :mod:`multiprocessing`'s own handler,
so it runs first: that handler joins the workers and would wait forever for an idle one) and
from every other way out (a signal, the end of a script).
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, Future, InvalidStateError
from typing import Any, TypeVar

ENV_VAR = "ISHIDO_RETRO_WORKERS"
T = TypeVar("T")

_live: list[Executor] = []
_lock = threading.Lock()
_registered = False


def workers_allowed() -> bool:
    """Whether worker processes may think here (not in a browser, not with ``ISHIDO_RETRO_WORKERS=0``)."""
    return sys.platform != "emscripten" and os.environ.get(ENV_VAR, "").strip() != "0"


def scripts_use_workers() -> bool:
    """``ISHIDO_RETRO_WORKERS=1``: a scripted run thinks in worker processes as a window does."""
    return workers_allowed() and os.environ.get(ENV_VAR, "").strip() == "1"


def process_pool() -> Executor:
    """One worker process, started fresh (``spawn``: nothing of the UI's state is copied into it),
    listed so that :func:`stop_all` can end it."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    global _registered
    pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                               initializer=watch_parent)
    with _lock:
        _live.append(pool)
        if not _registered:        # after multiprocessing's own exit handler, so this one runs first
            atexit.register(stop_all)
            _registered = True
    return pool


def watch_parent(every: float = 1.0) -> None:
    """In a worker process: end it once the game that started it is gone. A game killed at once (SIGKILL, a
    crash of the interpreter) cannot stop its workers, and a par search would think on alone for half a
    minute, its answer wanted by no one."""
    import time
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(every)
        os._exit(0)
    threading.Thread(target=watch, name="ishido-parent-watch", daemon=True).start()


def thread_pool() -> Executor:
    """One worker thread: the fallback when worker processes cannot start here."""
    from concurrent.futures import ThreadPoolExecutor

    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="ishido-computer")


def stop(pool: Executor | None) -> None:
    """End ``pool`` now: queued work is cancelled and its processes are killed mid-search."""
    if pool is None:
        return
    with _lock:
        if pool in _live:
            _live.remove(pool)
    processes: dict[int, Any] = dict(getattr(pool, "_processes", None) or {})
    for process in processes.values():
        with contextlib.suppress(OSError, ValueError):      # already gone, or already closed
            process.kill()
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes.values():   # reap them (a killed process ends at once)
        with contextlib.suppress(OSError, ValueError, AssertionError):
            process.join(1.0)


def stop_all() -> None:
    """Stop every worker pool made here (the process is ending), and any worker process a pool was still starting
    (on a busy machine one can come up after its pool's list was read: left, it would outlive the game)."""
    with _lock:
        pools = list(_live)
    for pool in pools:
        stop(pool)
    if sys.modules.get("multiprocessing") is not None:      # a browser-like Python blocks it
        import multiprocessing
        for process in multiprocessing.active_children():
            with contextlib.suppress(OSError, ValueError, AssertionError):
                process.kill()
                process.join(1.0)


def release_locks() -> None:
    """Unlink the named semaphores the pools' queues hold, for a process about to leave by ``os._exit``.

    ``os._exit`` runs no exit handlers, so multiprocessing's own clean-up of those semaphores never ran and
    its resource tracker (a process of its own that outlives the game by a moment) unlinked them itself,
    warning on the terminal of "leaked semaphore objects". The finalizers run here are multiprocessing's
    (exit priority 0 and up: the semaphores' unlinking, the queues' closing); those that wait are left out.
    Nothing to do where :mod:`multiprocessing` was never imported.
    """
    util = sys.modules.get("multiprocessing.util")
    if util is not None:
        with contextlib.suppress(Exception):       # leaving goes on whatever a finalizer says
            util._run_finalizers(0)


def run_soon(work: Callable[[], object]) -> None:
    """``work()`` on a short-lived helper thread, so no frame waits for a process to start."""
    threading.Thread(target=work, name="ishido-computer-ask", daemon=True).start()


def report_broken(answers: list[Future[Any]], exc: BaseException) -> None:
    """A pool that cannot start is reported like a broken one, to every answer still waiting."""
    broken = exc if isinstance(exc, BrokenExecutor) else BrokenExecutor(str(exc))
    for answer in answers:
        with contextlib.suppress(InvalidStateError):
            answer.set_exception(broken)


def pass_on(work: Future[T], answer: Future[T]) -> None:
    """When ``work`` is done, give ``answer`` its outcome."""
    work.add_done_callback(lambda done: _pass_on(done, answer))


def _pass_on(done: Future[T], answer: Future[T]) -> None:
    with contextlib.suppress(InvalidStateError):     # the UI thread dropped (cancelled) the answer meanwhile
        if done.cancelled():
            answer.cancel()
        elif (exc := done.exception()) is not None:
            answer.set_exception(exc)
        else:
            answer.set_result(done.result())
