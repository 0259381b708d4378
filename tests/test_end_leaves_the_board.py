"""One window at a game's end, which leaves the board to the player (issue 47 points 3 and 4): Game Over asks the
name itself and opens no boards unless asked; a click on the board goes past it, so the stone that ended the game
can be picked up (the window goes: the game is not over) and set down again (Game Over again); a click on the
scoreboard, or Return once the window is closed, starts a new game; the status line says both."""

from __future__ import annotations

import pytest
from helpers import run
from test_e2e_scores import play_clicks

from ishido_retro.ui.play.boardwords import GAME_OVER_MOVE_HINT

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _ended():
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    play_clicks(app)
    assert [w.title for w in app.windows] == ["Game Over"] and app.game.is_over
    return app


def test_the_last_stone_is_picked_up_past_game_over_and_set_down_ends_it_again(home):
    app = _ended()
    last = app.game.history[-1].square
    placed = len(app.game.history)
    run([{"type": "Ann"}, {"key": "escape"}], app=app)        # Escape closes Game Over (the name as typed)
    assert app.windows == [] and app.play.status_drawn() == GAME_OVER_MOVE_HINT
    run([{"click": {"square": [last.col, last.row]}}], app=app)
    assert app.play.carrying and not app.game.is_over and app.windows == []
    assert len(app.game.history) == placed - 1
    run([{"click": {"square": [last.col, last.row]}}], app=app)
    assert app.game.is_over and [w.title for w in app.windows] == ["Game Over"]
    assert "keeps the name given then, Ann." in app.state()["dialog"]["text"]
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.windows == []                                   # one window closed, no boards shown
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["today"]] == ["Ann"]     # once, though it ended twice


def test_a_click_on_the_scoreboard_starts_a_new_game_entering_the_name_first(home):
    app = _ended()
    seed = app.game.deal.seed
    window = app.windows[-1]
    assert window.x + window.w < 312                           # the scoreboard's edge beside the window
    run([{"type": "Bea"}, {"click": [312, 100]}], app=app)
    assert app.windows == [] and not app.game.history and app.game.deal.seed != seed
    assert app.settings.graphic_scoreboard                      # it started a game, it did not switch the numerals
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["today"]] == ["Bea"]


def test_game_over_has_a_slot_for_one_more_line_and_button(home):
    pressed = []
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    app.summary.extra_line = lambda: "Par so far: 3 4-Ways"
    app.summary.extra_button = lambda: ("Par", lambda: pressed.append(1))
    play_clicks(app)
    dialog = app.state()["dialog"]
    assert "\n\nPar so far: 3 4-Ways\n[" in dialog["text"]
    app.summary.extra_line = lambda: "Par for deal 11: 4 4-Ways"
    run([{"wait": 1}], app=app)
    assert "\n\nPar for deal 11: 4 4-Ways\n[" in app.state()["dialog"]["text"]
    run([{"click": {"widget": "Par"}}], app=app)
    assert pressed == [1] and app.windows == []
