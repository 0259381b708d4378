"""Touch first (issue 45, point 2): with touch as the input a tap places, a tap on the touchstone picks up, a
tap on the stone just placed takes it back; a long press or a tap on the title strip opens the menu bar, and
taps walk it; the texts name taps; the phone's keyboard types into the fields under their own rules."""

from __future__ import annotations

import pytest
from helpers import greedy_square, run

from ishido_retro import layout
from ishido_retro.ui import inputkind
from ishido_retro.ui.gestures import WORDS, say
from ishido_retro.ui.input import Input
from ishido_retro.ui.touchtaps import LONG_PRESS_TICKS, TouchTaps

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def strip_tap():
    tx, ty, tw, th = layout.TITLE_RECT
    return {"tap": [tx + 20, ty + th // 2]}


def test_every_gesture_text_has_both_inputs_and_fits_its_line():
    for key, words in WORDS.items():
        assert set(words) == {"mouse", "touch"}, key
    assert say("menus", "touch") == "Tap the title strip for menus."
    assert say("menus", "mouse") == "Hold the right button or F10 for menus."
    for kind in ("touch", "mouse"):                # the status line holds 39 characters
        for reason in ("Pouch empty. ", "Stone stuck. ", "Time ran out. ", "Game ended. "):
            assert len(reason + say("game_over", kind)) <= 39
        assert len(say("game_over_move", kind)) <= 39


def test_a_tap_places_on_the_square_where_the_finger_went_down(home):
    app = run([{"seed": 4}])
    square = greedy_square(app.game)
    run([{"tap": {"square": list(square)}}], app=app)
    state = app.state()
    assert state["input"] == "touch" and state["stones_left"] == 65 and not state["carrying"]
    assert [square.col, square.row] in [b[:2] for b in state["board"]]
    assert state["status"] != "Tap the title strip for menus." or state["status"]


def test_a_tap_on_the_stone_just_placed_takes_it_back_to_the_touchstone(home):
    app = run([{"seed": 4}])
    square = list(greedy_square(app.game))
    stone = app.state()["touchstone"]
    run([{"tap": {"square": square}}, {"tap": {"square": square}}], app=app)
    state = app.state()
    assert state["stones_left"] == 66 and state["touchstone"] == stone and state["carrying"] is False


def test_the_mouse_still_lifts_the_stone_just_placed(home):
    app = run([{"seed": 4}])
    square = list(greedy_square(app.game))
    run([{"click": {"square": square}}, {"click": {"square": square}}], app=app)
    assert app.state()["input"] == "mouse" and app.state()["carrying"] is True


def test_a_tap_on_the_touchstone_picks_up_and_a_tap_on_a_square_sets_down(home):
    app = run([{"seed": 4}])
    square = list(greedy_square(app.game))
    run([{"tap": {"widget": "touchstone"}}], app=app)
    assert app.state()["carrying"] is True
    run([{"tap": {"square": square}}], app=app)
    assert app.state()["carrying"] is False and app.state()["stones_left"] == 65


def test_a_long_press_on_the_board_opens_the_bar_and_taps_choose_an_item(home):
    app = run([{"seed": 4}, {"longpress": {"square": [5, 3]}}])
    state = app.state()
    assert state["menu_open"] is True and state["stones_left"] == 66     # nothing placed by the long press
    bar = app.menubar
    help_i = bar.find_menu("Help")
    tx, ty, tw, th = bar.title_rect(help_i)
    run([{"tap": [tx + 3, ty + 4]}], app=app)
    assert app.state()["menu_highlight"] == ["Help", None]
    rules = bar.find_item(bar.menus[help_i].items, "Rules")
    x, y, w, h = bar.panel(help_i).item_rect(rules)
    run([{"tap": [x + 10, y + 4]}], app=app)
    state = app.state()
    assert state["menu_open"] is False and state["dialog"]["title"] == "Rules"
    run([{"tap": {"widget": "OK"}}] if app.find_widget("OK") else [{"key": "escape"}], app=app)


def test_a_tap_on_the_title_strip_opens_the_bar_and_a_tap_beside_closes_it(home):
    app = run([{"seed": 4}, {"input": "touch"}])
    assert app.state()["status"] == "Tap the title strip for menus."
    run([strip_tap()], app=app)
    assert app.state()["menu_open"] is True
    run([{"tap": [160, 120]}], app=app)
    assert app.state()["menu_open"] is False and app.state()["stones_left"] == 66


def test_a_submenu_item_chosen_by_taps(home):
    app = run([{"seed": 4}, strip_tap()])
    bar = app.menubar
    gi = bar.find_menu("Game")
    tx, ty, _, _ = bar.title_rect(gi)
    run([{"tap": [tx + 3, ty + 4]}], app=app)
    level = bar.find_item(bar.menus[gi].items, "Computer Level")
    x, y, _, _ = bar.panel(gi).item_rect(level)
    run([{"tap": [x + 10, y + 4]}], app=app)
    assert app.state()["menu_open"] is True
    sub = bar.menus[gi].items[level].submenu
    novice = bar.find_item(sub, "Novice")
    sx, sy, _, _ = bar.subpanel(gi, level).item_rect(novice)
    run([{"tap": [sx + 10, sy + 4]}], app=app)
    assert app.state()["menu_open"] is False and app.state()["settings"]["computer_level"] == "novice"


def test_the_f10_bar_answers_a_click(home):
    app = run([{"seed": 4}, {"key": "f10"}])
    bar = app.menubar
    hi = bar.find_menu("Help")
    tx, ty, _, _ = bar.title_rect(hi)
    run([{"click": [tx + 3, ty + 4]}], app=app)
    assert app.state()["menu_highlight"] == ["Help", None]


def test_the_title_names_the_taps_with_touch(home):
    app = run([{"input": "touch"}])
    assert app.state()["screen"] == "title"
    title = app.screen
    title.update()
    assert title._invite_words == "New to Ishido? Tap here for the lessons."
    run([{"input": "mouse"}], app=app)
    assert title._invite_words == "New to Ishido? Press L for the lessons."


def test_the_phone_keyboard_types_the_oracles_question_under_the_fields_rules(home):
    app = run([{"seed": 4}, {"input": "touch"}, {"menu": ["Choices", "Oracle"]}])
    assert app.state()["phone_keyboard"] is True
    run([{"phone_type": "Where to\b\bo?"}], app=app)
    assert app.state()["oracle_question"] is None
    field = next(w for w in app.windows[-1].walk() if hasattr(w, "max_len") and w.focused)
    assert field.value == "Where o?"
    run([{"phone_type": "x" * (field.max_len + 5)}], app=app)
    assert len(field.value) == field.max_len
    run([{"phone_type": "\n"}], app=app)
    assert not app.windows and app.state()["phone_keyboard"] is False
    assert len(app.state()["oracle_question"]) == field.max_len


def test_the_mouse_has_no_phone_keyboard(home):
    app = run([{"seed": 4}, {"menu": ["Choices", "Oracle"]}])
    assert app.state()["phone_keyboard"] is False and app.state()["input"] == "mouse"


def _finger(taps, x, y, held, passed=1):
    return taps.shape(Input(x=x, y=y, left_pressed=False, left_held=held), passed)


def test_a_press_is_held_back_until_it_is_a_tap_a_drag_or_a_long_press():
    taps = TouchTaps()
    first = taps.shape(Input(x=10, y=10, left_pressed=True, left_held=True), 1)
    assert not first.left_pressed and not first.left_held
    lifted = _finger(taps, 10, 10, False)
    assert lifted.left_pressed and (lifted.x, lifted.y) == (10, 10)
    after = _finger(taps, 10, 10, False)
    assert after.left_released and not after.left_pressed
    taps.shape(Input(x=50, y=50, left_pressed=True, left_held=True), 1)
    moved = _finger(taps, 60, 50, True)
    assert moved.left_pressed and (moved.x, moved.y) == (50, 50)       # a drag from where it went down
    assert _finger(taps, 70, 50, True).left_held
    assert _finger(taps, 70, 50, False).left_released
    taps.shape(Input(x=5, y=5, left_pressed=True, left_held=True), 1)
    seen = [_finger(taps, 6, 5, True, LONG_PRESS_TICKS // 3) for _ in range(3)]
    assert [s.long_press for s in seen] == [False, False, True]
    end = _finger(taps, 6, 5, False)
    assert not (end.left_pressed or end.left_released or end.long_press)


def test_the_input_kind_is_mouse_in_a_new_window(home):
    inputkind.use("touch")
    app = run([{"seed": 4}])
    assert app.state()["input"] == "mouse"


def test_a_lesson_says_how_a_finger_leaves_it_and_a_long_press_leaves(home):
    app = run([{"input": "touch"}])
    app.lessons.start(0)
    run([{"wait": 2}], app=app)
    assert app.state()["screen"] == "lesson" and app.state()["status"] == "The 1-Way. Hold to leave."
    run([{"longpress": [160, 100]}], app=app)
    assert app.state()["screen"] != "lesson" and app.state()["menu_open"] is False


def test_help_keys_with_touch_shows_the_gestures(home):
    app = run([{"seed": 4}, {"input": "touch"}, {"menu": ["Help", "Keys"]}])
    assert app.state()["dialog"]["title"] == "Playing by Touch"
    run([{"key": "escape"}, {"input": "mouse"}, {"menu": ["Help", "Keys"]}], app=app)
    assert app.state()["dialog"]["title"] == "Keys"


def test_the_page_offers_the_gamepad_in_choices_off_until_chosen(home, monkeypatch):
    from ishido_retro.ui import webtouch
    monkeypatch.setattr(webtouch, "in_page", lambda: True)
    app = run([{"seed": 4}])
    items = {i["label"]: i for i in app.state()["menus"]["Choices"]}
    assert items["Gamepad on Screen"]["checked"] is False and app.settings.virtual_gamepad is False
    run([{"menu": ["Choices", "Gamepad on Screen"]}], app=app)
    assert app.state()["settings"]["virtual_gamepad"] is True


def test_the_desktop_has_no_gamepad_item(home):
    app = run([{"seed": 4}])
    assert "Gamepad on Screen" not in {i["label"] for i in app.state()["menus"]["Choices"]}


def test_the_runner_refuses_an_unknown_input(home):
    from ishido_retro.ui.script import ScriptError
    with pytest.raises(ScriptError, match="input needs one of mouse, touch"):
        run([{"input": "pen"}])


def test_a_finger_drags_a_slider_ticks_a_box_and_taps_ok(home):
    app = run([{"seed": 4}, {"menu": ["Game", "Tournament"]}])
    run([{"tap": {"widget": "OK"}}], app=app)          # what a tournament is; then the first game's player
    assert app.state()["dialog"]["title"] == "Tournament Game 1" and app.state()["phone_keyboard"] is True
    run([{"phone_type": "Ann\n"}], app=app)
    assert not app.windows
    run([{"menu": ["Game", "Timer", "Tournament Timer"]}, {"input": "touch"}], app=app)
    slider = app.find_widget("Time")
    assert slider.value == 30
    y = slider.y + slider.h // 2
    knob = slider.x + slider.w // 2                   # 30 of 1-60: the knob in the track's middle
    run([{"drag": [[knob, y], [knob + 8, y], [slider.x + slider.w + 20, y]]}], app=app)
    assert slider.value == 60                         # the knob followed the finger to the end
    run([{"tap": {"widget": "OK"}}], app=app)
    assert not app.windows and app.state()["settings"]["tournament_minutes"] == 60
