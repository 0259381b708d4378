"""Animations, pauses, double clicks and key repeats are timed by the clock, not by frames: at 30 frames
a second (a window) they last as long as at 60 (the scripted runner's frame clock)."""

from __future__ import annotations

import pytest

from ishido_retro.engine import Square, Stone
from ishido_retro.match.clock import ManualClock
from ishido_retro.ui import clocks
from ishido_retro.ui.clocks import FrameClock
from ishido_retro.ui.input import InputPoller
from ishido_retro.ui.play.effects import Effects

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def frames_until_done(step: float) -> int:
    """Frames a glide lasts when each frame moves the clock on by ``step`` seconds."""
    clock = ManualClock(100.0)
    clocks.begin_frame(clock)
    effects = Effects()
    effects.glide(Stone(0, 0), Square(3, 3))
    frames = 0
    while effects.active:
        clock.advance(step)
        clocks.begin_frame(clock)
        effects.update()
        frames += 1
    return frames


def test_a_glide_lasts_nine_ticks_at_sixty_and_at_thirty_frames_a_second():
    assert frames_until_done(1 / 60) == 9
    assert frames_until_done(1 / 30) == 5          # ticks 2, 4, 6, 8, 10: over after 0.17 s, not 0.3 s


def test_a_frame_clock_counts_one_tick_a_frame_and_a_clock_step_counts_its_seconds():
    clock = FrameClock()
    clocks.begin_frame(clock)
    for _ in range(1000):        # sums of 1/60 s never drift off a tick
        clock.frame()
        clocks.begin_frame(clock)
        assert clocks.passed() == 1
    assert clocks.ticks() == 1000
    clock.advance(2.5)
    clocks.begin_frame(clock)
    assert clocks.passed() == 150


def poll_frames(poller: InputPoller, clock: ManualClock, seconds: float, frames: int) -> list:
    """``frames`` frames of ``seconds`` each: the clock moves, the poller reads pyxel, pyxel flips."""
    import pyxel
    seen = []
    for _ in range(frames):
        clock.advance(seconds)
        clocks.begin_frame(clock)
        seen.append(poller.poll())
        pyxel.flip()
    return seen


def test_a_held_key_repeats_after_the_same_time_at_thirty_frames_a_second():
    import pyxel
    clock, poller = ManualClock(), InputPoller()
    clocks.begin_frame(clock)
    pyxel.set_btn(pyxel.KEY_DOWN, True)
    try:
        seen = ["down" in inp.keys for inp in poll_frames(poller, clock, 1 / 30, 14)]
    finally:
        pyxel.set_btn(pyxel.KEY_DOWN, False)
        pyxel.flip()
    # pressed at once; held 18 ticks (0.3 s: 9 frames at 30 a second) before it repeats, then at ticks 21,
    # 24, 27...: the frames of ticks 22, 24 and 28
    assert seen == [True] + [False] * 8 + [True, False, True, True, False]


def test_a_tap_over_one_slow_frame_is_one_press_not_a_repeat():
    """A Return tapped just before a slow frame (a requester being built, a page at 17 frames a second) is
    still down at the next frame, 0.4 s on: that is one press, not a repeat that would answer the requester
    the first press opened (seen in a browser page under load)."""
    import pyxel
    clock, poller = ManualClock(), InputPoller()
    clocks.begin_frame(clock)
    pyxel.set_btn(pyxel.KEY_RETURN, True)
    try:
        first = poll_frames(poller, clock, 1 / 30, 1)
        slow = poll_frames(poller, clock, 0.4, 1)
    finally:
        pyxel.set_btn(pyxel.KEY_RETURN, False)
        pyxel.flip()
    assert ["return" in inp.keys for inp in first + slow] == [True, False]


def test_a_key_held_through_slow_frames_still_repeats():
    import pyxel
    clock, poller = ManualClock(), InputPoller()
    clocks.begin_frame(clock)
    pyxel.set_btn(pyxel.KEY_DOWN, True)
    try:
        seen = ["down" in inp.keys for inp in poll_frames(poller, clock, 0.4, 6)]
    finally:
        pyxel.set_btn(pyxel.KEY_DOWN, False)
        pyxel.flip()
    # each slow frame counts at most 0.1 s of holding: the repeat comes at the fourth frame, then every frame
    assert seen == [True, False, False, True, True, True]


def double_click_after(seconds: float, gap_frames: int) -> bool:
    """Two clicks ``gap_frames`` frames of ``seconds`` apart: the second one's ``double_click``."""
    import pyxel
    clock, poller = ManualClock(), InputPoller()
    clocks.begin_frame(clock)
    pyxel.set_mouse_pos(100, 100)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
    poll_frames(poller, clock, seconds, 1)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    poll_frames(poller, clock, seconds, gap_frames - 1)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
    second = poll_frames(poller, clock, seconds, 1)[0]
    pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
    pyxel.flip()
    return second.double_click


def test_a_double_click_is_two_clicks_within_a_third_of_a_second_at_any_frame_rate():
    assert double_click_after(1 / 60, 20) and not double_click_after(1 / 60, 21)
    assert double_click_after(1 / 30, 10) and not double_click_after(1 / 30, 11)


def test_a_double_click_counts_the_clock_at_a_resting_windows_six_frames_a_second():
    assert double_click_after(1 / 6, 2) and not double_click_after(1 / 6, 3)      # 0.33 s: yes; 0.5 s: no
