"""Keys as they were pressed (issue 40 point 2): a Ctrl, Shift or Alt down when the letter went down counts,
however short; a key pressed and let go within one frame is one press; a slow frame loses no press.

pyxel reads the keyboard once a frame: SDL's events of the time since the last frame are handed to its
``press_key`` and ``release_key`` at the frame's start, in order. ``pyxel.set_btn`` calls the same two, so
the tests here feed the input layer (:class:`~ishido_retro.ui.input.InputPoller`) the events a real keyboard
gives, several to a frame where a quick hand or a slow frame puts them together. In a real window, see
``bench/keys_window.py``.
"""

from __future__ import annotations

import pytest

from ishido_retro.match.clock import ManualClock
from ishido_retro.ui import clocks
from ishido_retro.ui.input import KEY_NAMES, MODIFIERS, InputPoller, presses

pytestmark = pytest.mark.usefixtures("pyxel_ready")

CTRL, SHIFT = MODIFIERS["ctrl"][0], MODIFIERS["shift"][1]
P, RIGHT, RETURN, TAB = KEY_NAMES["p"], KEY_NAMES["right"], KEY_NAMES["return"], KEY_NAMES["tab"]
NAMES = {P: ("p",), RIGHT: ("right",), RETURN: ("return", "enter"), TAB: ("tab",)}


# --- the rule, on the events of one frame ---------------------------------------------------------------

def test_a_modifier_down_when_the_frame_began_counts_for_every_key_of_the_frame():
    assert presses([P], NAMES, ["ctrl"]) == [frozenset({"p", "ctrl+p"})]
    assert presses([P, RIGHT], NAMES, ["shift", "ctrl"]) == [      # both at once, in MODIFIERS' order
        frozenset({"p", "ctrl+p", "shift+p", "ctrl+shift+p"}),
        frozenset({"right", "ctrl+right", "shift+right", "ctrl+shift+right"})]


def test_a_modifier_pressed_during_the_frame_counts_from_its_press_on():
    assert presses([P, CTRL, P], NAMES, []) == [frozenset({"p"}), frozenset({"p", "ctrl+p"})]
    assert presses([SHIFT, TAB], NAMES, []) == [frozenset({"tab", "shift+tab"})]


def test_every_press_counts_in_its_order_and_a_key_with_two_names_gives_both():
    assert presses([RIGHT, RIGHT, RETURN], NAMES, []) == [
        frozenset({"right"}), frozenset({"right"}), frozenset({"return", "enter"})]
    assert presses([], NAMES, ["ctrl"]) == []
    assert presses([CTRL], NAMES, []) == []          # a modifier alone is no press


# --- the input layer fed a keyboard's events ---------------------------------------------------------------

def frames(poller: InputPoller, clock: ManualClock, *events: list[tuple[int, bool]]) -> list[list[set[str]]]:
    """One frame for each list of events (``(key, down)``, in order): the keys of each press the poller hands on
    in that frame (:meth:`~InputPoller.poll`'s, then :meth:`~InputPoller.more`'s), in order."""
    import pyxel
    seen = []
    for frame in events:
        for code, down in frame:
            pyxel.set_btn(code, down)
        clock.advance(1 / 30)
        clocks.begin_frame(clock)
        inputs = [poller.poll()]
        while (more := poller.more()) is not None:
            assert not (more.left_pressed or more.text or more.pad)      # a key press alone
            inputs.append(more)
        seen.append([set(inp.keys) for inp in inputs if inp.keys])
        pyxel.flip()
    return seen


@pytest.fixture
def poller():
    import pyxel
    clock, poller = ManualClock(), InputPoller()
    clocks.begin_frame(clock)
    yield lambda *events: frames(poller, clock, *events)
    for code in (CTRL, SHIFT, P, RIGHT, RETURN, TAB):      # nothing left down for the next test
        pyxel.set_btn(code, False)
    pyxel.flip()
    pyxel.flip()


def down(*codes: int) -> list[tuple[int, bool]]:
    return [(c, True) for c in codes]


def up(*codes: int) -> list[tuple[int, bool]]:
    return [(c, False) for c in codes]


CTRL_P = {"p", "ctrl+p"}


def test_a_quick_ctrl_let_go_in_the_frame_its_letter_went_down_still_counts(poller):
    """Issue 40: Ctrl held about 36 ms opened Show Pouch 7 times in 10. Ctrl went down in one frame; P went
    down and up and Ctrl up before the next one, so at that frame Ctrl was no longer down."""
    assert poller(down(CTRL), down(P) + up(P) + up(CTRL), []) == [[], [CTRL_P], []]


def test_ctrl_and_its_letter_within_one_frame_count_and_a_ctrl_let_go_before_the_frame_does_not(poller):
    assert poller(down(CTRL) + down(P) + up(P) + up(CTRL), []) == [[CTRL_P], []]
    assert poller(down(CTRL), up(CTRL), down(P) + up(P)) == [[], [], [{"p"}]]


def test_two_quick_shortcuts_in_one_slow_frame_both_count(poller):
    """A slow frame held the end of one Ctrl+P and the whole of the next: P, Ctrl up, Ctrl down, P (seen in a
    real window under load). Ctrl was down when the frame began, so both are Ctrl+P."""
    seen = poller(down(CTRL), down(P) + up(P) + up(CTRL) + down(CTRL) + down(P) + up(P) + up(CTRL), [])
    assert seen == [[], [CTRL_P, CTRL_P], []]


def test_a_tap_within_one_frame_is_one_press_and_no_repeat(poller):
    assert poller(down(RIGHT) + up(RIGHT), *[[]] * 20) == [[{"right"}]] + [[]] * 20


def test_taps_that_fall_in_one_frame_are_each_handed_on_in_order(poller):
    """Issue 40: under load a Right then a Return fell in one frame of an F10 walk; one of them was lost."""
    tap_right, tap_return = down(RIGHT) + up(RIGHT), down(RETURN) + up(RETURN)
    seen = poller(tap_right + tap_right + tap_return + tap_right, [])
    assert seen == [[{"right"}, {"right"}, {"return", "enter"}, {"right"}], []]


def test_shift_counts_for_every_key_pressed_while_it_was_down(poller):
    seen = poller(down(SHIFT) + down(TAB) + up(TAB) + down(RIGHT) + up(RIGHT) + up(SHIFT), [])
    assert seen == [[{"tab", "shift+tab"}, {"right", "shift+right"}], []]


def test_quick_shortcuts_through_several_slow_frames_all_count(poller):
    """Seen in a real window with both cores busy: Ctrl+P after Ctrl+P, each frame holding the end of one and the
    start of the next, so Ctrl is pressed in every frame and, at a frame's end, pyxel cannot say whether it is
    down. Every P went down with Ctrl held."""
    p_tap, ctrl_again = down(P) + up(P), up(CTRL) + down(CTRL)
    seen = poller(down(CTRL), down(P) + up(P) + ctrl_again + down(P), up(P) + ctrl_again + p_tap + ctrl_again,
                  p_tap + ctrl_again, p_tap + up(CTRL), [])
    assert seen == [[], [CTRL_P, CTRL_P], [CTRL_P], [CTRL_P], [CTRL_P], []]


def test_keys_that_came_together_reach_the_game_each_on_its_own_in_one_frame(tmp_path):
    """Through the shell: Down, Down and Return in one frame of an F10 walk choose File's second item, as three
    frames would (one Down lost would choose Load Game; Return lost, nothing)."""
    import pyxel
    from helpers import run
    app = run([{"seed": 3}, {"key": "f10"}, {"key": "right"}])           # the File menu, no item lit yet
    assert app.state()["menu_highlight"] == ["File", None]
    for code in (KEY_NAMES["down"], KEY_NAMES["down"], RETURN):
        pyxel.set_btn(code, True)
        pyxel.set_btn(code, False)
    app.frame()
    assert app.state()["dialog"]["title"] == "Save Game" and not app.state()["menu_open"]


def test_a_key_after_one_that_closed_a_requester_in_the_same_frame_goes_to_the_board():
    import pyxel
    from helpers import run
    app = run([{"seed": 3}, {"key": "ctrl+e"}])                          # End Game asks: OK or Cancel
    assert app.state()["dialog"]["title"] == "End Game" and app.state()["cursor"] is None
    for code in (KEY_NAMES["escape"], RIGHT):
        pyxel.set_btn(code, True)
        pyxel.set_btn(code, False)
    app.frame()
    assert app.state()["dialog"] is None and app.state()["cursor"] is not None and not app.game.is_over
