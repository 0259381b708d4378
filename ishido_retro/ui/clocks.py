"""The real clock for a window; headless runs use the model's ManualClock, moved by frames."""

from __future__ import annotations

import time

from ishido_retro.match.clock import ManualClock

FRAME_SECONDS = 1 / 60


class SystemClock:
    """Seconds from the system's monotonic clock."""

    def now(self) -> float:
        return time.monotonic()


class FrameClock(ManualClock):
    """A manual clock the App moves by one frame's time each frame (and the runner's ``clock:`` step)."""

    def frame(self) -> None:
        self.advance(FRAME_SECONDS)
