"""The runner's time steps: ``wait`` (frames), ``clock`` (the match's clock moved on) and ``date`` (the day the game
believes it is).

A scripted app runs on a frame clock (1/60 s a frame); it moves only through frames and the ``clock:``
step, so timers never depend on real time.
"""

from __future__ import annotations

import datetime

from ishido_retro.ui.clocks import FrameClock
from ishido_retro.ui.steps.frames import ScriptFrames

MAX_WAIT = 100_000
MAX_CLOCK = 24 * 3600


class TimeSteps(ScriptFrames):
    """Frames waited, the frame clock moved on, the date set."""

    def do_wait(self, arg) -> None:
        if isinstance(arg, bool) or not isinstance(arg, int) or not 0 <= arg <= MAX_WAIT:
            self.fail(f"wait needs a number of frames from 0 to {MAX_WAIT}, not {arg!r}")
        self.frames(arg)

    def do_clock(self, arg) -> None:
        if isinstance(arg, bool) or not isinstance(arg, (int, float)) or not 0 <= arg <= MAX_CLOCK:
            self.fail(f"clock needs a number of seconds from 0 to {MAX_CLOCK}, not {arg!r}")
        clock = self.app.clock
        if not isinstance(clock, FrameClock):
            self.fail("clock works only when the script runs the app on its frame clock")
        clock.advance(float(arg))
        self.frames(1)

    def do_date(self, arg) -> None:
        if isinstance(arg, datetime.date):      # YAML reads an unquoted 2026-11-22 as a date
            arg = arg.isoformat()
        try:
            self.app.scores.set_date(arg)
        except ValueError as exc:
            self.fail(str(exc))
        self.frames(1)
