"""The title keeps its question (issue 47 point 1): when a game is offered back, the Resume? question shows
before it takes an answer; the key or click meant for the title (its "Click or press a key") answers nothing."""

from __future__ import annotations

import pytest
import pyxel
from helpers import run

from ishido_retro.ui.play.leftgame import QUESTION


def _leave_a_game() -> None:
    app = run([{"seed": 6}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"close_window": True}], app=app)


def _title_app():
    from ishido_retro.ui.app import App
    from ishido_retro.ui.clocks import FrameClock
    app = App(quit_hook=lambda: None, clock=FrameClock(), title_first=True)
    app.frame()
    assert app.screen is app.title and not app.ready
    return app


def _press(app, key: int) -> None:
    pyxel.set_btn(key, True)
    app.frame()
    pyxel.set_btn(key, False)
    app.frame()


@pytest.mark.usefixtures("pyxel_ready")
@pytest.mark.parametrize("key", [pyxel.KEY_ESCAPE, pyxel.KEY_RETURN])
def test_the_title_s_key_that_readies_the_game_does_not_answer_the_question(home, key):
    from ishido_retro.storage import leftgames
    _leave_a_game()
    app = _title_app()
    _press(app, key)                           # the title's "any key": the game gets ready, the question opens
    assert app.ready and app.state()["dialog"] == {"title": "Resume?", "text": QUESTION, "focus": "Resume"}
    _press(app, key)                           # a second quick tap, 2 frames later: still not an answer
    assert app.state()["dialog"]["title"] == "Resume?" and leftgames.pending_left_game() is not None


@pytest.mark.usefixtures("pyxel_ready")
def test_a_click_where_not_now_will_be_does_not_answer_it_and_once_seen_it_does(home):
    from ishido_retro.storage import leftgames, savedgames
    _leave_a_game()
    app = _title_app()
    app.get_ready()
    not_now = app.find_widget("Not Now")
    assert not_now is not None
    pyxel.set_mouse_pos(*not_now.centre)
    _press(app, pyxel.MOUSE_BUTTON_LEFT)       # drawn once, 2 frames: meant for the title
    assert app.state()["dialog"]["title"] == "Resume?"
    run([{"wait": 20}, {"click": {"widget": "Not Now"}}], app=app)     # seen for a third of a second: an answer
    assert leftgames.pending_left_game() is None and len(list(savedgames.saves_dir().glob("left-*.yaml"))) == 1
