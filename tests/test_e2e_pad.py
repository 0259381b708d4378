"""End-to-end, gamepad only: a whole game, the menus, a requester and the stoneset editor, driven through the
runner's ``pad:`` step (``seed:`` only fixes the deal), never a click or a key."""

from __future__ import annotations

import pytest
from helpers import dump, run
from test_e2e_keys import editor, seen

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def pad(*buttons):
    return [{"pad": b} for b in buttons]


def test_a_whole_game_with_only_pad_buttons(tmp_path):
    app = run(pad("start"))                              # Start on the title begins
    assert app.is_playing() and seen(app)["menu"] is None
    run([{"seed": 11}] + pad("dpad_left", "dpad_left", "dpad_up"), app=app)   # shown at 5,3, then moved
    assert seen(app)["cursor"] == [4, 2]
    run(pad("rightshoulder", "rightshoulder", "leftshoulder"), app=app)        # the shoulders are Tab
    assert seen(app)["cursor"] == [5, 2]
    run(pad("a"), app=app)
    assert app.game.moves == [(5, 2)]
    run(pad("b"), app=app)                               # B undoes on the board
    assert app.game.moves == []
    placed = 0
    while not app.game.is_over:
        run(pad("rightshoulder", "a"), app=app)
        placed += 1
        assert len(app.game.moves) == placed
    assert placed == 55 and app.game.stones_left == 11
    assert seen(app)["dialog"] == ["Game Over", "Entry"]  # the name asked in Game Over (issue 47)
    run(pad("rightshoulder"), app=app)                   # the shoulders walk the window
    assert seen(app)["dialog"] == ["Game Over", "OK"]
    run(pad("rightshoulder", "rightshoulder", "a"), app=app)     # Scores
    assert seen(app)["dialog"] == ["High Scores", "OK"]
    run(pad("b"), app=app)                               # B closes
    assert seen(app)["dialog"] is None
    seed = app.game.deal.seed
    run(pad("a"), app=app)                               # A on the board once the game is over: a new game
    assert not app.game.history and app.game.deal.seed != seed


def test_the_menu_bar_and_a_requester_with_a_pad(tmp_path):
    app = run(pad("a", "start"))                         # A begins too; Start opens the menu bar
    assert app.is_playing() and seen(app)["menu"] == ["?", None]
    run(pad("b"), app=app)                               # B closes it
    assert seen(app)["menu"] is None
    run(pad("start", "dpad_left", "dpad_left", "dpad_down"), app=app)
    assert seen(app)["menu"] == ["Help", "Show Possible Moves"]
    state = dump(app, tmp_path)
    assert state["menu_open"] is True and state["menu_highlight"] == ["Help", "Show Possible Moves"]
    run(pad("start"), app=app)                           # Start again closes
    assert seen(app)["menu"] is None
    run(pad("start", "dpad_right", "dpad_right", *["dpad_down"] * 6, "a"), app=app)
    assert seen(app)["dialog"] == ["Solitaire Game", "OK"]
    run(pad("leftshoulder", "leftshoulder"), app=app)    # back past Computer Player 1 to the Scoring buttons
    assert seen(app)["dialog"] == ["Solitaire Game", "Scoring"]
    run(pad("dpad_left", "dpad_down", "dpad_down"), app=app)   # Ancient; on past the check box to OK
    assert seen(app)["dialog"] == ["Solitaire Game", "OK"]
    run(pad("a"), app=app)
    assert seen(app)["dialog"] is None and app.match.scoring == "ancient"
    run(pad("start", "dpad_right", "dpad_down", "a"), app=app)   # File > Load Game...: B cancels it
    assert seen(app)["dialog"] == ["Load Game", "File"]
    run(pad("b"), app=app)
    assert seen(app)["dialog"] is None


def test_the_stoneset_editor_with_a_pad(tmp_path):
    app = editor(pad("start", "dpad_down", "a", "a"))     # File > New Stoneset, its question answered with A
    doc = app.screen.doc
    assert app.state()["dialog"] is None and not any(doc.stone(0, 0))
    app = editor(pad("dpad_up", "dpad_up", "dpad_left", "a"), app=app)     # shown at 10,10; to 9,9; paint
    assert app.state()["cursor"] == [9, 9] and doc.pixel(0, 0, 9, 9) == 1
    app = editor(pad("rightshoulder", "dpad_down", "rightshoulder", "rightshoulder", "dpad_right"), app=app)
    state = app.state()
    assert state["focus"] == "colours" and state["selected"]["row"] == 1 and state["colour"] == 2
    app = editor(pad("leftshoulder", "leftshoulder", "leftshoulder", "a"), app=app)   # back to the edit box
    assert app.state()["focus"] == "canvas" and doc.pixel(0, 1, 9, 9) == 2


def test_the_pad_step_takes_pyxels_button_names_only():
    from ishido_retro.ui.script import ScriptError
    with pytest.raises(ScriptError) as refused:
        run(pad("select"))
    assert str(refused.value) == ("step 1: pad needs a button of a, b, back, dpad_down, dpad_left, dpad_right, "
                                  "dpad_up, guide, leftshoulder, leftstick, rightshoulder, rightstick, start, x, y, "
                                  "not the text 'select'.")
    with pytest.raises(ScriptError, match="step 1: pad needs a button of .*, not the number 3"):
        run([{"pad": 3}])


def test_a_lesson_with_a_pad(tmp_path):
    app = run(pad("start", "start", "dpad_left", "dpad_left", "dpad_up", "dpad_up"))
    assert seen(app)["menu"] == ["Help", "Lessons…"]
    run(pad("a"), app=app)
    assert seen(app)["dialog"] == ["Lessons", "Start"]
    run(pad("a"), app=app)
    assert dump(app, tmp_path)["screen"] == "lesson"
    while not app.state()["lesson"]["done"]:
        run(pad("rightshoulder", "a"), app=app)
    assert seen(app)["dialog"] == ["Lesson Done", "Next"]
    run(pad("dpad_right", "dpad_right", "a"), app=app)   # Leave
    assert app.state()["screen"] == "play" and seen(app)["dialog"] is None
