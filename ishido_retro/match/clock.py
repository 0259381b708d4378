"""Time for the match's timers, injected so that tests and the runner can move it.

The model never reads the system clock: the UI hands the match a clock (a real
one in a window; a :class:`ManualClock` in headless runs and tests, moved by
frames and the runner's ``clock:`` step).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


class Clock(Protocol):
    """Anything that tells the time in seconds (only differences matter)."""

    def now(self) -> float: ...


class ManualClock:
    """A clock that moves only when told to."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = float(start)

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock cannot go back in time")
        self._now += seconds


@dataclass
class Countdown:
    """Seconds left in a period (a tournament game, or one challenge move), run from a clock.

    ``limit`` is the length of a full period in seconds.  The countdown is
    stopped until :meth:`start`; :meth:`left` never goes below zero.
    """

    limit: float
    spent: float = 0.0
    started_at: float | None = None

    def start(self, now: float) -> None:
        if self.started_at is None:
            self.started_at = now

    def stop(self, now: float) -> None:
        if self.started_at is not None:
            self.spent += now - self.started_at
            self.started_at = None

    def restart(self, now: float) -> None:
        """A full period from ``now``."""
        self.spent = 0.0
        self.started_at = now

    @property
    def running(self) -> bool:
        return self.started_at is not None

    def left(self, now: float) -> float:
        spent = self.spent + (now - self.started_at if self.started_at is not None else 0.0)
        return max(0.0, self.limit - spent)

    def expired(self, now: float) -> bool:
        return self.left(now) <= 0.0
