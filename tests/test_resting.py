"""A window that rests while nothing happens (issue 25, part 6): the policy under a fake clock, what
stirs it, where it never rests, and a real window that rests and wakes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from concurrent.futures import Future
from pathlib import Path

import pytest

from ishido_retro.ui import resting
from ishido_retro.ui.input import Input
from ishido_retro.ui.resting import RestPolicy, WindowRest, for_window, stirred
from ishido_retro.ui.thinking import slices, watch, workers
from ishido_retro.ui.thinking.thinker import Job, Thinker

FRAME = 1 / 32          # a frame of the fake clock: exact in binary, so 80 frames are exactly 2.5 s


class FakeClock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def frames(policy: RestPolicy, clock: FakeClock, n: int, **what: bool) -> list[float]:
    """``n`` frames :data:`FRAME` apart; the pauses the policy asked for."""
    pauses = []
    for _ in range(n):
        clock.t += FRAME
        pauses.append(policy.pause(stirred=what.get("stirred", False), changed=what.get("changed", False),
                                   busy=what.get("busy", False)))
    return pauses


# --- the policy -----------------------------------------------------------------------------


def test_a_quiet_window_rests_after_two_and_a_half_seconds_and_pauses_0_14_s_a_frame():
    clock = FakeClock()
    policy = RestPolicy(clock)
    pauses = frames(policy, clock, 86)
    assert pauses[:79] == [0.0] * 79               # frame 80 is 2.5 s after the start
    assert pauses[79:] == [0.14] * 7
    assert policy.resting


def test_input_wakes_a_resting_window_at_once_and_keeps_it_awake_for_the_quiet_time():
    clock = FakeClock()
    policy = RestPolicy(clock)
    frames(policy, clock, 100)
    assert frames(policy, clock, 1, stirred=True) == [0.0]
    assert not policy.resting
    after = frames(policy, clock, 86)
    assert after[:79] == [0.0] * 79
    assert after[79:] == [0.14] * 7


@pytest.mark.parametrize(("what", "pause"), [({"stirred": True}, 0.0), ({"busy": True}, 0.0), ({}, 0.14)])
def test_input_and_work_going_on_keep_the_window_awake(what, pause):
    clock = FakeClock()
    policy = RestPolicy(clock)
    assert frames(policy, clock, 200, **what)[-1] == pause


def test_a_change_now_and_then_lets_the_window_rest_but_an_animation_wakes_it():
    clock = FakeClock()
    policy = RestPolicy(clock)
    frames(policy, clock, 100)
    pauses = []
    for _ in range(6):                       # the title's blink: one change every half second
        pauses += frames(policy, clock, 1, changed=True) + frames(policy, clock, 15)
    assert pauses == [0.14] * 96
    # two changes 0.1875 s apart (an animation, a text cursor's quarter-second blink): awake at the second
    assert frames(policy, clock, 1, changed=True) + frames(policy, clock, 5) == [0.14] * 6
    assert frames(policy, clock, 1, changed=True) == [0.0]
    assert not policy.resting


def test_changes_every_frame_never_rest():
    clock = FakeClock()
    policy = RestPolicy(clock)
    assert set(frames(policy, clock, 300, changed=True)) == {0.0}


# --- what stirs it ------------------------------------------------------------------------------


@pytest.mark.parametrize(("inp", "before", "expected"), [
    (Input(x=10, y=20), (10, 20), False),
    (Input(x=11, y=20), (10, 20), True),                       # the mouse moved
    (Input(x=10, y=20, keys=frozenset({"a"})), (10, 20), True),
    (Input(x=10, y=20, held=frozenset({"shift"})), (10, 20), True),
    (Input(x=10, y=20, left_held=True), (10, 20), True),
    (Input(x=10, y=20, wheel=-1), (10, 20), True),
    (Input(x=10, y=20, text="é"), (10, 20), True),
    (Input(x=10, y=20, pad=frozenset({"a"})), (10, 20), True),
    (Input(x=10, y=20, right_released=True), (10, 20), True),
])
def test_any_input_stirs(inp, before, expected):
    assert stirred(inp, before) is expected


@pytest.mark.usefixtures("pyxel_ready")
def test_the_window_s_draw_pauses_only_while_resting_and_sees_what_changed_on_screen():
    import pyxel

    clock = FakeClock()
    slept: list[float] = []
    colour = {"c": 1}
    rest = WindowRest(lambda: pyxel.cls(colour["c"]), lambda: Input(), RestPolicy(clock), slept.append, lambda: False)
    for _ in range(86):
        clock.t += FRAME
        rest.draw()
    assert (rest.rested, slept) == (7, [0.14] * 7)
    for c in (2, 3):                          # the screen changes in two frames in a row: awake at the second
        colour["c"] = c
        clock.t += FRAME
        rest.draw()
    assert rest.rested == 8 and not rest.policy.resting


def test_the_first_input_ends_a_pause_at_once():
    """A pause of 0.14 s asks for input every 0.01 s of the clock: input at the third look ends it 0.02 s in."""
    clock, slept, looks = FakeClock(), [], []

    def sleep(seconds: float) -> None:
        slept.append(round(seconds, 3))
        clock.t += seconds

    def waiting() -> bool:
        looks.append(clock.t)
        return len(looks) >= 3

    assert round(resting.rest(0.14, sleep, waiting, clock), 3) == 0.02 and slept == [0.01, 0.01]
    looks.clear()
    assert round(resting.rest(0.14, sleep, lambda: False, clock), 3) == 0.14       # no input: the whole pause
    assert len(slept) == 2 + 14
    assert resting.rest(0.14, slept.append, None, clock) == 0.14 and slept[-1] == 0.14    # no SDL: one sleep


@pytest.mark.usefixtures("pyxel_ready")
def test_a_desktop_window_asks_sdl_for_input_without_taking_it():
    import pyxel
    waiting = resting.sdl_waiting()
    if sys.platform.startswith("linux"):
        assert waiting is not None          # pyxel's own SDL, loaded before pyxel
    if waiting is not None:
        assert waiting() in (True, False)
        pyxel.flip()                        # the queue is still pyxel's


def test_a_browser_page_never_rests(monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert for_window(lambda: None, Input) is None


# --- the computer thinking keeps it awake -----------------------------------------------------------


def test_an_answer_awaited_from_a_worker_keeps_the_window_awake(monkeypatch):
    monkeypatch.delenv(workers.ENV_VAR, raising=False)
    monkeypatch.setattr(watch, "asked", type(watch.asked)())   # only this test's answers (an earlier test's may wait)
    go = threading.Event()
    think = Thinker(lambda: False)
    think.workers = workers.thread_pool
    answer = think.ask(Job(lambda _clock: iter(()), lambda: go.wait(30) and 7))    # type: ignore[arg-type]
    try:
        assert watch.thinking()
    finally:
        go.set()
    assert answer.result(30) == 7
    assert not watch.thinking()
    think.stop()


def test_thinking_in_slices_keeps_the_window_awake(monkeypatch):
    monkeypatch.setenv(workers.ENV_VAR, "0")
    monkeypatch.setattr(watch, "asked", type(watch.asked)())   # only this test's answers (an earlier test's may wait)
    slices.clear()

    def steps(_clock):
        for _ in range(3):
            yield
        return 5

    answer: Future = Thinker(lambda: False).ask(Job(steps, lambda: 5))
    assert watch.thinking() and resting.busy()
    while not answer.done():
        slices.work()
    assert answer.result() == 5
    assert not watch.thinking() and not slices.busy()     # (resting.busy() also waits for a sound to end)


# --- where it never rests ------------------------------------------------------------------------------


@pytest.mark.usefixtures("pyxel_ready")
@pytest.mark.parametrize("program", ["game", "editor"])
def test_scripted_runs_never_rest(program, tmp_path, monkeypatch):
    from ishido_retro.cli.launch import run_app
    from ishido_retro.editor.__main__ import main as editor_main

    def never(*_args: object, **_kw: object) -> None:
        raise AssertionError("a scripted run made a resting window")

    monkeypatch.setattr(resting.WindowRest, "__init__", never)
    script = tmp_path / "script.yaml"
    script.write_text("- wait: 200\n- dump: state.yaml\n")
    if program == "game":
        assert run_app(headless=True, script=str(script), shots=str(tmp_path / "shots")) == 0
    else:
        assert editor_main(["--headless", "--script", str(script), "--shots", str(tmp_path / "shots")]) == 0
    assert (tmp_path / "shots" / "state.yaml").is_file()


def test_a_scripted_app_has_no_rest(tmp_path):
    from ishido_retro.cli.launch import run_script
    from ishido_retro.ui.headless import ensure_pyxel

    ensure_pyxel()
    app = run_script([{"wait": 200}], tmp_path / "shots")
    assert app.rest is None


# --- a real window ----------------------------------------------------------------------------------------


def test_a_real_window_left_alone_rests_one_update_and_draw_a_pause_and_wakes_on_a_key(tmp_path):
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="offscreen",
               ISHIDO_RETRO_HOME=str(tmp_path / "home"))
    run = subprocess.run([sys.executable, str(Path(__file__).with_name("rest_driver.py"))], env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["rested_for"] == {"updates": 8, "draws": 8, "pauses": 8}     # no catch-up burst of updates
    assert seen["after_stir"] == {"resting": False, "pauses": 0}


def test_a_key_tapped_between_two_resting_frames_arrives(tmp_path):
    """Issue 31, point 3: F1 goes down and up in the pause after a resting frame (a 20 ms tap); the next frame's
    input holds it and the title opens Help > Keys."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="offscreen",
               ISHIDO_RETRO_HOME=str(tmp_path / "home"))
    run = subprocess.run([sys.executable, str(Path(__file__).with_name("rest_driver.py")), "tap"], env=env,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["rested_for"] == {"updates": 8, "draws": 8, "pauses": 8}
    assert seen["tapped"] == {"after_a_pause": True, "keys": ["f1"], "window": ["Keys"]}
