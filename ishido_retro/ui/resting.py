"""A window that rests: far fewer frames while nothing happens, all 30 again at the first stir.

An open pyxel window costs most of its CPU in presenting frames, whatever it draws. So once a
window has had no input, no animation and nothing to think about for :data:`QUIET_SECONDS`, each
frame ends with a pause of :data:`REST_SECONDS` after its draw. That is a little over pyxel's
catch-up bound (its loop runs a single update, not a burst, after a delay over 100 ms), so a
resting window runs one update, one draw and one present every fifth frame of 30: 6 a second.
A change now and then does not keep the window awake: the title's half-second blink and a
timer's seconds fall on every third and sixth resting frame, so they keep their rhythm. Two
changes within :data:`LIVELY_SECONDS` (an animation, a text cursor's quarter-second blink), an
input or a thought ends the rest: the pause itself ends at the first key, button, touch or pad press
(:func:`rest`, asking SDL's queue every :data:`WAKE_SECONDS`), so the input is seen at once, and from
then on the window runs at full rate: two clicks of a double click never fall in one resting frame.
What is timed (animations, blinks, the match's timers) reads the clock, not the frame count, so it
keeps its time while resting.

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
WAKE_SECONDS = 0.01      # a pause looks for input this often, and ends at the first
# SDL's event types that end a pause: quit; keys and text; the mouse (moves too: they stir a window as well);
# a pad's buttons (not its axes, whose noise would never let a window rest); touch
WAKING_EVENTS = ((0x100, 0x100), (0x300, 0x303), (0x400, 0x403), (0x603, 0x604), (0x651, 0x652), (0x700, 0x702))
SDL_NAMES = ("libSDL2-2.0.so.0", "libSDL2-2.0.0.dylib", "SDL2.dll", "libSDL2.so")


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


def rest(seconds: float, sleep: Callable[[float], None], waiting: Callable[[], bool] | None,
         clock: Callable[[], float] = time.monotonic) -> float:
    """Pause ``seconds`` of ``clock``, in steps of :data:`WAKE_SECONDS` ended early once ``waiting()`` says input
    came (one whole pause without a ``waiting``); the seconds it paused."""
    if waiting is None:
        sleep(seconds)
        return seconds
    start = clock()
    while (left := start + seconds - clock()) > 0 and not waiting():
        sleep(min(WAKE_SECONDS, left))
    return clock() - start


def sdl_waiting() -> Callable[[], bool] | None:
    """Whether input waits in SDL's queue (pyxel's own SDL, loaded before it: the events stay there for pyxel's
    next frame); None where that SDL cannot be reached."""
    import ctypes.util
    from pathlib import Path
    names = [*SDL_NAMES, str(Path(pyxel.__file__).parent / "libs" / SDL_NAMES[0]), ctypes.util.find_library("SDL2")]
    for name in filter(None, names):
        try:
            return _input_waiting(ctypes.CDLL(name))
        except (OSError, AttributeError):
            continue
    return None


def _input_waiting(sdl: ctypes.CDLL) -> Callable[[], bool]:
    """``waiting()`` over the library ``sdl``: its events pumped into its queue, then looked for there."""
    pump, has = sdl.SDL_PumpEvents, sdl.SDL_HasEvents
    has.argtypes, has.restype, pump.restype = [ctypes.c_uint32, ctypes.c_uint32], ctypes.c_int, None

    def waiting() -> bool:
        pump()
        return any(has(low, high) for low, high in WAKING_EVENTS)
    return waiting


class WindowRest:
    """A window's draw followed by its rest: ``draw`` is what :func:`pyxel.run` is given, and :meth:`watched`
    its update (after a pause cut short pyxel runs updates back to back before one draw: each one's input
    stirs the window, not only the last one's)."""

    def __init__(self, draw: Callable[[], None], last_input: Callable[[], Input],
                 policy: RestPolicy | None = None, sleep: Callable[[float], None] = time.sleep,
                 is_busy: Callable[[], bool] = busy, waiting: Callable[[], bool] | None = None) -> None:
        self._draw = draw
        self._waiting = waiting                  # input in the queue: the pause ends (None: a whole pause)
        self._last_input = last_input
        self.policy = policy if policy is not None else RestPolicy(time.monotonic)
        self._sleep = sleep
        self._busy = is_busy
        self._shown: tuple[bytes, tuple[int, ...]] | None = None
        self._mouse = (0, 0)
        self._stirred = False    # an update since the last draw had input
        self.rested = 0          # frames that ended with a pause (for tests and benches)

    def watched(self, update: Callable[[], None]) -> Callable[[], None]:
        """``update``, then its input noted for the next draw's rest."""
        def watched_update() -> None:
            update()
            inp = self._last_input()
            self._stirred = self._stirred or stirred(inp, self._mouse)
            self._mouse = (inp.x, inp.y)
        return watched_update

    def draw(self) -> None:
        self._draw()
        inp = self._last_input()
        shown = screen_now()
        moved, self._stirred = self._stirred or stirred(inp, self._mouse), False
        pause = self.policy.pause(moved, shown != self._shown, self._busy())
        self._shown, self._mouse = shown, (inp.x, inp.y)
        if pause:
            self.rested += 1
            rest(pause, self._sleep, self._waiting)


def for_window(draw: Callable[[], None], last_input: Callable[[], Input]) -> WindowRest | None:
    """The rest of a desktop window (None in a browser page)."""
    if sys.platform == "emscripten":
        return None
    return WindowRest(draw, last_input, waiting=sdl_waiting())
