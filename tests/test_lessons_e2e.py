"""Lessons end to end, through the scripted runner: the window, every lesson played to its end, what is kept."""

from __future__ import annotations

import pytest
import yaml
from helpers import dump, run

from ishido_retro.lessons import LESSONS
from ishido_retro.ui.script import ScriptError

pytestmark = pytest.mark.usefixtures("pyxel_ready")

NAMES = ["The 1-Way", "The 2-Way", "The 3-Way", "A 4-Way at the Edge", "A 4-Way in the Middle",
         "Center Master Play", "What the Beyond Is For"]


def play_to_the_end(app, folder):
    """Click the first square the dump offers until the lesson is done; the dumps seen on the way."""
    seen = []
    while True:
        state = dump(app, folder)
        seen.append(state)
        lesson = state["lesson"]
        if lesson["done"]:
            return seen
        square = lesson["squares"][0]
        assert square in state["legal_squares"]
        run([{"click": {"square": square}}], app=app)


def test_the_title_invites_then_every_lesson_is_played_and_kept(tmp_path):
    app = run([{"wait": 60}, {"click": {"widget": "Lessons"}}, {"dump": "window.yaml"}], tmp_path)
    window = yaml.safe_load((tmp_path / "window.yaml").read_text())
    assert window["screen"] == "title"
    assert window["lessons"] == [{"name": name, "done": False} for name in NAMES]
    assert window["dialog"] == {"title": "Lessons", "text": "A stone must touch another and share something.",
                                "focus": "Start"}
    run([{"click": {"widget": "Start"}}], app=app)
    finished = []
    for number, lesson in enumerate(LESSONS):
        seen = play_to_the_end(app, tmp_path)
        texts = [state["lesson"]["text"] for state in seen]
        assert texts == [step.text for step in lesson.steps] + [lesson.done_text]   # each step changes the line
        assert [state["lesson"]["step"] for state in seen] == [*range(1, len(lesson.steps) + 1), len(lesson.steps)]
        assert {state["lesson"]["name"] for state in seen} == {lesson.name}
        assert {state["screen"] for state in seen} == {"lesson"}
        last = seen[-1]
        finished.append(lesson.name)
        if number + 1 < len(LESSONS):
            assert last["dialog"] == {"title": "Lesson Done",
                                      "text": f"{lesson.name} is done. Next: {LESSONS[number + 1].name}.",
                                      "focus": "Next"}
            run([{"click": {"widget": "Next"}}], app=app)
        else:
            assert last["dialog"] == {"title": "Lesson Done",
                                      "text": "What the Beyond Is For is done: that was the last lesson.",
                                      "focus": "Lessons"}
    run([{"click": {"widget": "Lessons"}}, {"dump": "all.yaml"}], tmp_path, app=app)
    assert yaml.safe_load((tmp_path / "all.yaml").read_text())["lessons"] == [
        {"name": name, "done": True} for name in NAMES]
    assert finished == NAMES
    # a restart: the lessons are remembered and the title no longer invites (L starts a game like any key)
    again = run([{"wait": 60}, {"menu": ["Help", "Lessons"]}, {"dump": "restart.yaml"}], tmp_path)
    assert yaml.safe_load((tmp_path / "restart.yaml").read_text())["lessons"] == [
        {"name": name, "done": True} for name in NAMES]
    run([{"click": {"widget": "Close"}}, {"key": "l"}], app=again)
    assert again.is_playing()


def test_a_lesson_done_is_kept_the_moment_it_ends(tmp_path, home):
    app = run([{"wait": 60}, {"key": "l"}, {"key": "return"}], tmp_path)
    play_to_the_end(app, tmp_path)
    assert (home / "lessons.yaml").read_text() == "format: ishido-lessons/1\ndone: [one-way]\n"
    fresh = run([{"wait": 60}], tmp_path)
    assert not fresh.title.invitation.visible
    with pytest.raises(ScriptError):
        run([{"click": {"widget": "Lessons"}}], app=fresh)


def test_the_window_by_keys_and_leaving_a_lesson_back_to_the_game_as_it_was(tmp_path):
    app = run([{"seed": 7}], tmp_path)
    square = app.game.legal_squares()[0]
    run([{"click": {"square": list(square)}}], app=app)
    before = dump(app, tmp_path)
    run([{"menu": ["Help", "Lessons"]}, {"key": "down"}, {"key": "down"}, {"key": "up"}, {"key": "return"}],
        app=app)
    lesson = dump(app, tmp_path)
    assert lesson["screen"] == "lesson" and lesson["lesson"]["name"] == "The 2-Way"
    assert lesson["board"] == [[4, 3, 0, 0], [6, 3, 1, 1], [5, 5, 2, 3]] and lesson["touchstone"] == [0, 1]
    assert lesson["stones_left"] == 3 and lesson["score"] == 0
    run([{"key": "escape"}], app=app)
    after = dump(app, tmp_path)
    assert after["screen"] == "play" and "lesson" not in after
    assert {k: after[k] for k in ("board", "touchstone", "score", "seed")} == \
        {k: before[k] for k in ("board", "touchstone", "score", "seed")}
    run([{"menu": ["Help", "Lessons"]}, {"key": "escape"}], app=app)
    assert app.is_playing() and not app.windows


def test_wrong_squares_are_explained_and_the_squares_marked_after_a_miss(tmp_path):
    app = run([{"wait": 60}, {"key": "l"}, {"click": {"widget": "The 2-Way"}}, {"click": {"widget": "Start"}}],
              tmp_path)
    assert dump(app, tmp_path)["moves_shown"] is False
    run([{"click": {"square": [0, 0]}}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"] == {"title": "Not There", "text": "A stone must touch another stone, side by side: above, "
                                                             "below, left or right of it.", "focus": "OK"}
    run([{"key": "return"}, {"click": {"square": [4, 2]}}], app=app)
    state = dump(app, tmp_path)
    assert state["dialog"] == {"title": "Not Quite",
                               "text": "It fits there as a 1-Way, but this step asks for a 2-Way.", "focus": "OK"}
    run([{"click": {"widget": "OK"}}], app=app)
    state = dump(app, tmp_path)
    assert state["moves_shown"] is True and state["lesson"]["squares"] == [[5, 3]] and state["lesson"]["step"] == 1
    run([{"click": {"square": [5, 3]}}], app=app)
    state = dump(app, tmp_path)
    assert state["lesson"]["step"] == 2 and state["score"] == 2 and state["moves_shown"] is False


def test_the_game_beneath_a_lesson_waits(tmp_path):
    app = run([{"seed": 3}, {"menu": ["Game", "Computer Player 1"]}, {"wait": 40}], tmp_path)
    run([{"menu": ["Help", "Lessons"]}, {"click": {"widget": "Start"}}], app=app)
    placed = len(app.game.history)
    run([{"wait": 200}], app=app)
    assert len(app.game.history) == placed                  # the computer did not move meanwhile
    run([{"key": "escape"}, {"wait": 200}], app=app)
    assert len(app.game.history) > placed                   # and plays on once the lesson is left


def test_the_menus_stay_shut_during_a_lesson(tmp_path):
    app = run([{"wait": 60}, {"key": "l"}, {"key": "return"}, {"menu": ["Help", "Lessons"]}], tmp_path)
    assert app.menubar.chosen is None and not app.windows      # the right button stayed with the lesson
    state = dump(app, tmp_path)
    assert state["screen"] == "lesson" and state["menu_open"] is False


def test_the_window_keys_and_a_double_click(tmp_path):
    from ishido_retro.ui.input import Input
    from ishido_retro.ui.lessons.window import LessonEntry, LessonsWindow
    started = []
    window = LessonsWindow([LessonEntry(name, "", False) for name in NAMES], started.append, chosen=2)
    window.handle(Input(keys=frozenset({"end"})))
    assert window.chosen == 6
    window.handle(Input(keys=frozenset({"down"})))
    assert window.chosen == 6                          # stays on the last
    window.handle(Input(keys=frozenset({"home"})))
    window.handle(Input(keys=frozenset({"up"})))
    assert window.chosen == 0 and not started
    row = window.find("Center Master Play")
    assert row is not None
    window.handle(Input(x=row.x + 5, y=row.y + 5, left_pressed=True, double_click=True))
    assert started == [5] and window.closed and window.result == "Start"


def test_a_damaged_lessons_file_is_told_when_the_window_opens(tmp_path, home):
    home.mkdir()
    (home / "lessons.yaml").write_text("format: ishido-lessons/1\ndone: [one-way\n")
    app = run([{"wait": 60}, {"key": "l"}, {"dump": "state.yaml"}], tmp_path)
    state = yaml.safe_load((tmp_path / "state.yaml").read_text())
    assert state["dialog"]["title"] == "Lessons"
    assert state["dialog"]["text"].startswith("Your lessons file could not be read: The lessons file is not valid YAML")
    assert state["lessons"] == [{"name": name, "done": False} for name in NAMES]
    run([{"click": {"widget": "OK"}}, {"key": "return"}], app=app)
    play_to_the_end(app, tmp_path)
    assert (home / "lessons.yaml.bad").read_text() == "format: ishido-lessons/1\ndone: [one-way\n"
    assert (home / "lessons.yaml").read_text() == "format: ishido-lessons/1\ndone: [one-way]\n"
