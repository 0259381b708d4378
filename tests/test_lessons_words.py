"""A lesson's end and its board, as a player meets them (issue 31 point 13)."""

from __future__ import annotations

import pytest
from helpers import dump, run
from textfit import recording

from ishido_retro import layout

pytestmark = pytest.mark.usefixtures("pyxel_ready")

LAST = 6          # What the Beyond Is For, the last lesson in the window's order


def finish(app, folder):
    """Click the squares the dump offers until the lesson on the board is done."""
    while not (state := dump(app, folder))["lesson"]["done"]:
        run([{"click": {"square": state["lesson"]["squares"][0]}}], app=app)


def start(index, folder):
    app = run([{"wait": 60}, {"menu": ["Help", "Lessons"]}], folder)
    run([{"key": "home"}] + [{"key": "down"}] * index + [{"key": "return"}], app=app)
    return app


def test_the_last_lesson_in_the_list_is_not_called_the_last_while_others_wait(tmp_path):
    app = start(LAST, tmp_path)
    assert app.state()["lesson"]["name"] == "What the Beyond Is For"
    finish(app, tmp_path)
    assert app.state()["dialog"]["title"] == "Lesson Done"
    assert app.state()["dialog"]["text"] == "What the Beyond Is For is done. Next: The 1-Way."
    assert app.state()["dialog"]["focus"] == "Next"
    run([{"click": {"widget": "Next"}}], app=app)
    assert app.state()["lesson"]["name"] == "The 1-Way"


def test_closing_the_lessons_window_from_lesson_done_leaves_the_finished_board(tmp_path):
    app = run([{"seed": 3}], tmp_path)
    run([{"menu": ["Help", "Lessons"]}, {"key": "return"}], app=app)
    finish(app, tmp_path)
    run([{"click": {"widget": "Lessons"}}], app=app)
    assert app.state()["lessons"][0] == {"name": "The 1-Way", "done": True}
    run([{"click": {"widget": "Close"}}], app=app)
    state = app.state()
    assert state["screen"] == "play" and state["seed"] == 3 and state["dialog"] is None    # the game it came from


def test_the_step_label_is_clear_of_the_pouchs_frame(tmp_path, monkeypatch):
    """The pouch's frame and its corner bolts reach 2 pixels below the pouch's rectangle (row 187 on every
    board); the label, with its outline, begins below them and ends 2 rows above the screen's edge (issue 47)."""
    app = start(0, tmp_path)
    with recording(monkeypatch) as rec:
        app.draw()
    step = [t for t in rec.texts if t.s == "Step 1/3"]
    assert step
    px, py, pw, ph = layout.POUCH_RECT
    assert min(t.y for t in step) > py + ph + 1
    assert max(t.y + t.h for t in step) <= layout.SCREEN_H - 2     # clear of the screen's bottom edge too
