"""Time on screen: the real clock for a window, a frame clock for scripted runs, and ticks.

A window runs at :data:`FPS` frames a second, the rate a turn-based game needs; an idle window
then costs half the CPU of 60. Nothing on screen counts frames: animations, pauses, blinks, double
clicks and key repeats count **ticks**, 60ths of a second of the app's clock, read once a frame
(:func:`begin_frame`), so they take the same time at any frame rate. Headless runs use a
:class:`FrameClock` that moves 1/60 s a frame (and on the runner's ``clock:`` step): there a frame
is one tick, and a script sees the same screen after ``wait: N`` on any machine.
"""

from __future__ import annotations

import time

from ishido_retro.match.clock import Clock, ManualClock

FPS = 30                       # a window's frames a second
FRAME_SECONDS = 1 / 60         # a scripted run's frame (its FrameClock)
TICK_SECONDS = 1 / 60          # what animations and pauses are counted in


class SystemClock:
    """Seconds from the system's monotonic clock."""

    def now(self) -> float:
        return time.monotonic()


class FrameClock(ManualClock):
    """A manual clock the App moves by one frame's time each frame (and the runner's ``clock:`` step)."""

    def frame(self) -> None:
        self.advance(FRAME_SECONDS)


class _Ticks:
    """The tick the running frame began at, and how many ticks it moved on from the one before."""

    def __init__(self) -> None:
        self.clock: Clock | None = None
        self.tick = 0
        self.passed = 1


_frame = _Ticks()


def tick_of(seconds: float) -> int:
    """The tick ``seconds`` of a clock falls in (rounded, so a frame clock's sums of 1/60 s count exactly)."""
    return round(seconds / TICK_SECONDS)


def begin_frame(clock: Clock) -> None:
    """Read ``clock`` for the frame about to run (the Shell does, once a frame, before the input)."""
    tick = tick_of(clock.now())
    if clock is _frame.clock:
        _frame.passed = max(0, tick - _frame.tick)
    else:                          # another app's clock (a test's new App): its first frame is one tick
        _frame.clock, _frame.passed = clock, 1
    _frame.tick = tick


def passed() -> int:
    """Ticks since the frame before (1 before any frame, so a widget driven by hand moves a tick a call)."""
    return _frame.passed


def ticks() -> int:
    """The tick the running frame began at."""
    return _frame.tick


def crossed(before: int, after: int, start: int, every: int) -> bool:
    """Whether a count going from ``before`` to ``after`` reached ``start``, ``start + every``, ...:
    a held key or button repeats when its held ticks cross one of those."""
    if after < start:
        return False
    return before < start or (after - start) // every > (before - start) // every
