"""A window that rests: far fewer frames while nothing happens, all 30 again at the first stir.

An open pyxel window costs most of its CPU in presenting frames, whatever it draws. So once a
window has had no input, no animation and nothing to think about for :data:`QUIET_SECONDS`, each
frame ends with a pause of :data:`REST_SECONDS` after its draw. That is a little over pyxel's
catch-up bound (its loop runs a single update, not a burst, after a delay over 100 ms), so a
resting window runs one update, one draw and one present every fifth frame of 30: 6 a second.
A change now and then does not keep the window awake: the title's half-second blink and a
timer's seconds fall on every third and sixth resting frame, so they keep their rhythm. Two
changes within :data:`LIVELY_SECONDS` (an animation, a text cursor's quarter-second blink), an
input or a thought ends the rest: it is seen at the next frame (at most a pause later) and from
then on the window runs at full rate. What is timed (animations, blinks, the match's timers)
reads the clock, not the frame count, so it keeps its time while resting.

:class:`RestPolicy` decides (pure, with an injected clock); :class:`WindowRest` feeds it from pyxel
after each draw and pauses. Only a desktop window started by :func:`.shell.run_window` rests: never
a scripted or headless run (their frame counts stay exactly as they were) nor a browser page,
where the page's own animation frames drive the loop and a pause would block the page.
"""

from __future__ import annotations

import ctypes
import sys
import time
from collections.abc import Callable

import pyxel

from ishido_retro.ui.input import Input
from ishido_retro.ui.thinking import slices, watch

QUIET_SECONDS = 2.5      # no input, no animation, nothing to think about for this long: then the window rests
REST_SECONDS = 0.14      # the pause after a resting frame's draw: over pyxel's 100 ms catch-up bound, and with the
                         # frame's own few ms under 5/30 s, so pyxel's next frame is the fifth of 30 after it
LIVELY_SECONDS = 0.3     # two changes on screen closer than this are an animation: the window stays awake
CHANNELS = range(4)      # pyxel's sound channels


class RestPolicy:
    """Says after each frame how long to pause: 0 while the window is awake, ``rest`` seconds once it
    has been quiet for ``quiet`` seconds of ``clock``: no input, nothing busy, and no change on screen
    within ``lively`` seconds of the change before."""

    def __init__(self, clock: Callable[[], float], quiet: float | None = None, rest: float | None = None,
                 lively: float | None = None) -> None:
        self.clock = clock
        self.quiet = QUIET_SECONDS if quiet is None else quiet
        self.rest = REST_SECONDS if rest is None else rest
        self.lively = LIVELY_SECONDS if lively is None else lively
        self.resting = False
        self._stirred_at = clock()
        self._changed_at = float("-inf")

    def pause(self, stirred: bool, changed: bool, busy: bool) -> float:
        """This frame's pause, given whether it had input, drew something new, or has work going on."""
        now = self.clock()
        lively = changed and now - self._changed_at < self.lively
        if changed:
            self._changed_at = now
        if stirred or lively or busy:
            self._stirred_at = now
        self.resting = now - self._stirred_at >= self.quiet
        return self.rest if self.resting else 0.0


def stirred(inp: Input, before: tuple[int, int]) -> bool:
    """Whether a frame's input is anything at all: the mouse moved from ``before``, a button or key is down
    or went up, text, the wheel, a pad button."""
    return (inp.x, inp.y) != before or inp != Input(x=inp.x, y=inp.y)


def busy() -> bool:
    """Whether something goes on that a rest would slow: the computer thinking (in a worker or in slices of the
    frames) or a sound playing."""
    return watch.thinking() or slices.busy() or any(pyxel.play_pos(ch) is not None for ch in CHANNELS)


def screen_now() -> tuple[bytes, tuple[int, ...]]:
    """What the window shows: the screen's palette indices and the palette (a few microseconds)."""
    screen = pyxel.screen
    return ctypes.string_at(screen.data_ptr(), screen.width * screen.height), tuple(pyxel.colors)


class WindowRest:
    """A window's draw followed by its rest: ``draw`` is what :func:`pyxel.run` is given."""

    def __init__(self, draw: Callable[[], None], last_input: Callable[[], Input],
                 policy: RestPolicy | None = None, sleep: Callable[[float], None] = time.sleep,
                 is_busy: Callable[[], bool] = busy) -> None:
        self._draw = draw
        self._last_input = last_input
        self.policy = policy if policy is not None else RestPolicy(time.monotonic)
        self._sleep = sleep
        self._busy = is_busy
        self._shown: tuple[bytes, tuple[int, ...]] | None = None
        self._mouse = (0, 0)
        self.rested = 0          # frames that ended with a pause (for tests and benches)

    def draw(self) -> None:
        self._draw()
        inp = self._last_input()
        shown = screen_now()
        pause = self.policy.pause(stirred(inp, self._mouse), shown != self._shown, self._busy())
        self._shown, self._mouse = shown, (inp.x, inp.y)
        if pause:
            self.rested += 1
            self._sleep(pause)


def for_window(draw: Callable[[], None], last_input: Callable[[], Input]) -> WindowRest | None:
    """The rest of a desktop window (None in a browser page)."""
    if sys.platform == "emscripten":
        return None
    return WindowRest(draw, last_input)
