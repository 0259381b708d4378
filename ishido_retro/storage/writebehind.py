"""A write handed to a thread of its own at a desk, so that a frame with a move never waits for the disk (issue 46).

The game in progress is written after every move (:class:`~.leftgames.KeptGame`). Its text is made on the
frame (a snapshot of the match); the write itself (temporary file, rename) goes to :class:`WriteBehind`'s
thread. At most one write is ever behind: a new one waits for the one under way to finish (at a player's
pace it has long finished), so a process killed at any moment loses at most the move being made, as a
write on the frame did. :meth:`WriteBehind.flush` waits for what was handed over: before the last write
of a closing window, a drop of the file, a window letting go, and at the end of each step of a scripted
run (:func:`flush_all`), so a run and its tests read the folder as it is after the step. A browser page
has no threads: there the write is done at once, on the frame, by the same call.

A write that raises something other than the disk's refusal (an ``OSError`` or ``ValueError``, which a
kept game passes over as before) is raised again on the frame at the next hand-over or flush: no traceback
is lost with the thread.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable

from ishido_retro.storage.webfiles import in_page

__all__ = ["WriteBehind", "flush_all"]

Job = Callable[[], object]


class WriteBehind:
    """A thread writing what it is handed, one job at a time, the newest never more than one behind; stopped at
    the exit (:meth:`stop`)."""

    def __init__(self, name: str = "ishido-write") -> None:
        self.name = name
        self._cond = threading.Condition()
        self._job: Job | None = None
        self._busy = False
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self._stopped = False

    def submit(self, job: Job) -> None:
        """Have ``job`` done off the frame (at once in a browser page); waits first for a write still under
        way."""
        if in_page() or self._stopped:
            job()
            return
        with self._cond:
            self._idle()
            self._job = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name=self.name, daemon=True)
                self._thread.start()
                atexit.register(self.stop)
            self._cond.notify_all()

    def stop(self) -> None:
        """At the exit (an ``atexit`` handler, run before the window's own keeping): what was handed over is
        written and the thread ends, so none is left while the interpreter is torn down; later writes are made
        at once."""
        with self._cond:
            self._stopped = True
            self._cond.notify_all()
        thread = self._thread
        if thread is not None:
            thread.join(timeout=60)

    def flush(self) -> None:
        """Wait until everything handed over is written (a failed write's error raised here)."""
        with self._cond:
            self._idle()

    def _idle(self) -> None:
        while self._job is not None or self._busy:
            self._cond.wait()
        error, self._error = self._error, None
        if error is not None:
            raise error

    def _work(self) -> None:
        while True:
            with self._cond:
                while self._job is None and not self._stopped:
                    self._cond.wait()
                if self._job is None:
                    return
                job, self._job, self._busy = self._job, None, True
            try:
                job()
            except (OSError, ValueError):
                pass                 # the disk took nothing: as a write on the frame, said by the saves that fail
            except BaseException as exc:  # noqa: BLE001 - raised again on the frame, for the last resort
                self._error = exc
            finally:
                del job
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


_writers: list[WriteBehind] = []


def writer() -> WriteBehind:
    """The process's writer of the game in progress (made on first use)."""
    if not _writers:
        _writers.append(WriteBehind())
    return _writers[0]


def flush_all() -> None:
    """Wait for every write handed over in this process (a scripted run's step ends with it)."""
    for each in _writers:
        each.flush()
