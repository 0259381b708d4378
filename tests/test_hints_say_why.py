"""A hint that is not shown says why, and the question can be turned off (issue 47 point 2)."""

from __future__ import annotations

import pytest
from helpers import greedy_square, run

from ishido_retro import settings as settings_mod
from ishido_retro.ui.play.controller import HINT_TAKEN
from ishido_retro.ui.play.hints import HINT_NOT_SHOWN

pytestmark = pytest.mark.usefixtures("pyxel_ready")

QUESTION = "Show Possible Moves keeps this game off the All-Time Highs. Go ahead?"


def _game():
    app = run([{"click": [160, 100]}, {"seed": 6}])
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    return app


def test_ctrl_m_then_return_keeps_the_game_and_says_so_and_how_to_see_the_hint():
    app = _game()
    run([{"key": "ctrl+m"}], app=app)
    assert app.state()["dialog"] == {"title": "Show Possible Moves", "text": QUESTION, "focus": "Cancel"}
    run([{"key": "return"}], app=app)
    assert app.state()["dialog"] is None and not app.play.showing_moves()
    assert app.play.status_drawn() == HINT_NOT_SHOWN and "hinted" not in app.game.flags


def test_show_takes_the_hint_and_says_the_game_is_off_the_board_then_never_asks_again():
    app = _game()
    run([{"key": "ctrl+m"}, {"click": {"widget": "Show"}}], app=app)
    assert app.play.showing_moves() and app.play.status_drawn() == HINT_TAKEN and "hinted" in app.game.flags
    run([{"key": "ctrl+p"}], app=app)
    assert app.state()["dialog"]["title"] == "Show Pouch" and "Go ahead" not in app.state()["dialog"]["text"]


def test_ask_before_hints_off_acts_at_once_and_is_kept_in_the_settings():
    app = _game()
    run([{"menu": ["Choices", "Ask Before Hints"]}], app=app)
    assert app.settings.ask_before_hints is False
    run([{"key": "ctrl+m"}], app=app)
    assert app.state()["dialog"] is None and app.play.showing_moves() and app.play.status_drawn() == HINT_TAKEN
    assert settings_mod.from_mapping({})[0].ask_before_hints is True        # missing from the file: on


def test_a_game_started_over_is_off_the_board_and_its_hints_do_not_ask():
    app = _game()
    run([{"menu": ["Game", "Start Game Over"]}, {"click": {"widget": "OK"}}], app=app)
    assert "restarted" in app.game.flags
    run([{"key": "ctrl+m"}], app=app)
    assert app.state()["dialog"] is None and app.play.showing_moves()
