"""Thinking inside frames, a slice at a time, where there are no worker processes.

A search (a generator of steps, :mod:`ishido_retro.players.steps`) handed to :func:`submit`
is advanced by :func:`work`, which the window calls once a frame: it runs steps until
:data:`FRAME_BUDGET` after the frame began (at least one step, at most :data:`BUDGET`), so
the frame, drawing included, stays inside 16.7 ms and the game keeps drawing. Searches run
one after another, in the order they were asked for; a cancelled one is dropped. A search handed to
:func:`submit_background` (the par of the deal, :mod:`ishido_retro.ui.play.pardesk`) waits behind them
all: it gets only the slices of frames in which no other search waits, what the frame has left before
:data:`FRAME_BUDGET`, :data:`BACKGROUND_BUDGET` at most, and no step once that time is spent.
:func:`thinking_clock` counts only the time spent in slices, so a player's time limit means
the same thinking as in a worker process.

While searches wait, the objects that were there before the first (the whole game) are frozen
out of Python's garbage collector (``gc.freeze``): a full collection walks every object, about
25 ms of one frame in a game, and a search's thousands of boards set one off every few seconds;
frozen, it walks only what was made since. They thaw when no search waits.
"""

from __future__ import annotations

import atexit
import gc
import time
from collections import deque
from functools import partial
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable
    from concurrent.futures import Future

    from ishido_retro.players.steps import Steps

BUDGET = 0.006          # seconds of thinking a frame at most (a step is well under a millisecond)
FRAME_BUDGET = 0.010    # ... and no thinking past this long after the frame began: the rest is for drawing
BACKGROUND_BUDGET = 0.006   # seconds a frame at most for a background search, within what FRAME_BUDGET leaves


class _Search:
    """A search waiting for slices, and where its answer goes."""

    __slots__ = ("answer", "steps")

    def __init__(self, steps: Steps[Any], answer: Future[Any]) -> None:
        self.steps = steps
        self.answer = answer


_queue: deque[_Search] = deque()
_background: deque[_Search] = deque()
_spent = 0.0                   # seconds spent in slices, before the one running now
_slice_start: float | None = None
_frozen = False                # gc.freeze() holds the objects older than the searches waiting
_thaw_at_exit: list[object] = []


def submit(steps: Steps[Any]) -> Future[Any]:
    """Think through ``steps`` in the coming frames; the answer arrives in the returned future."""
    from concurrent.futures import Future  # not before the computer first thinks: a quick start
    answer: Future[Any] = Future()
    _queue.append(_Search(steps, answer))
    return answer


def submit_background(steps: Steps[Any]) -> Future[Any]:
    """Like :func:`submit`, but ``steps`` runs only in slices no other search wants."""
    from concurrent.futures import Future
    answer: Future[Any] = Future()
    _background.append(_Search(steps, answer))
    return answer


def busy() -> bool:
    """Whether some search is waiting for slices."""
    return any(not s.answer.cancelled() for s in (*_queue, *_background))


def clear() -> None:
    """Drop every search (a new window starts with nothing left to think about)."""
    for queue in (_queue, _background):
        for search in queue:
            search.answer.cancel()
            search.steps.close()
        queue.clear()
    _hold_old_objects(False)


def _hold_old_objects(hold: bool) -> None:
    """Freeze the objects there are now out of the garbage collector's walks (True), or thaw them."""
    global _frozen
    if hold and not _frozen:
        if not _thaw_at_exit:
            _thaw_at_exit.append(atexit.register(_hold_old_objects, False))     # frozen objects outlive the modules
        gc.freeze()
    elif _frozen and not hold:
        gc.unfreeze()
    _frozen = hold


def thinking_clock() -> float:
    """Seconds spent thinking in slices: the clock that limits a player thinking here."""
    if _slice_start is None:
        return _spent
    return _spent + time.perf_counter() - _slice_start


def work(budget: float = BUDGET, frame_start: float | None = None, steps: int | None = None) -> None:
    """One frame's slice: advance the searches in order until ``budget`` seconds are spent, or
    :data:`FRAME_BUDGET` has passed since ``frame_start`` (``time.perf_counter()``), one step at least.
    With ``steps``, exactly that many steps instead, whatever the clock (a script: the same search after the
    same frames, however busy the machine)."""
    global _spent, _slice_start
    if not _queue and not _background:
        _hold_old_objects(False)
        return
    _hold_old_objects(True)
    start = _slice_start = time.perf_counter()
    try:
        if steps is not None:
            _counted(steps)
        else:
            _timed(start, budget, frame_start)
    finally:
        _spent += time.perf_counter() - start
        _slice_start = None


def _counted(steps: int) -> None:
    """Run ``steps`` steps of the searches in order (the background ones last)."""
    left = [steps]

    def spent() -> bool:
        left[0] -= 1
        return left[0] <= 0
    for queue in (_queue, _background):
        while queue and left[0] > 0:
            if _next_done(queue, spent):
                return


def _timed(start: float, budget: float, frame_start: float | None) -> None:
    """Run the searches in order until the clock passes the slice's end."""
    end = start + budget
    if frame_start is not None:
        end = min(end, frame_start + FRAME_BUDGET)
    for queue in (_queue, _background):
        if queue is _background:
            end = min(end, time.perf_counter() + BACKGROUND_BUDGET)
            if time.perf_counter() >= end:
                return          # no one waits for it: only time the frame has left
        spent = partial(_past, end)
        while queue:
            if _next_done(queue, spent):
                return


def _past(end: float) -> bool:
    """Whether the clock has passed ``end``."""
    return time.perf_counter() >= end


def _next_done(queue: deque[_Search], spent: Callable[[], bool]) -> bool:
    """Advance the first search of ``queue`` (dropped once cancelled or ended) until ``spent()``: whether the
    slice is spent."""
    search = queue[0]
    if search.answer.cancelled():
        search.steps.close()
        queue.popleft()
        return False
    if not _advance(search, spent):
        return True
    queue.popleft()
    return False


def _advance(search: _Search, spent: Callable[[], bool]) -> bool:
    """Run ``search`` until it ends (True, its answer set) or ``spent()`` says the slice is spent (False)."""
    steps = search.steps
    try:
        while True:
            next(steps)
            if spent():
                return False
    except StopIteration as done:
        search.answer.set_result(done.value)
    except Exception as exc:     # noqa: BLE001 - handed to whoever takes the answer, as a worker would
        search.answer.set_exception(exc)
    return True
