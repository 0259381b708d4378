"""Game > Ancient or Modern in the middle of a game (issue 31, point 2): the switch is for the next game, so
the header, the scoreboard, the End Game summary, the boards and Statistics keep naming the game on the board
by the scoring it is played with; the next deal takes the new one."""

from __future__ import annotations

import pytest
from golden import screen_image
from helpers import run
from test_e2e_scores import play_clicks

from ishido_retro import layout

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_switching_scoring_mid_game_relabels_nothing_of_the_game_on_the_board(tmp_path):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    play_clicks(app, moves=4)
    points = app.game.final_score()
    assert points != len(app.game.board)         # the Ancient count (stones placed) would show another number
    scoreboard = screen_image(layout.SCOREBOARD_RECT)
    assert app.play.strip_texts()[0] == "Solitaire - Modern"
    run([{"menu": ["Game", "Ancient"]}], app=app)
    state = app.state()
    assert state["status"] == "Ancient scoring from the next game on."
    assert state["scoring"] == "modern"
    assert app.play.strip_texts()[0] == "Solitaire - Modern"
    assert screen_image(layout.SCOREBOARD_RECT).tobytes() == scoreboard.tobytes()
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)     # the boards of the game on the board first
    assert app.state()["dialog"]["text"] == "Today's Scores (Modern)"
    run([{"key": "escape"}], app=app)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    summary = app.state()["dialog"]
    assert summary["title"] == "Game Over"
    assert f"Final score: {points} points." in summary["text"].splitlines()
    assert app.play.strip_texts()[0] == "Solitaire - Modern"
    assert "Your name for the board:" in summary["text"]      # asked in Game Over (issue 47)
    run([{"type": "Ann"}, {"click": {"widget": "Scores"}}], app=app)
    boards = app.state()["high_scores"]
    assert [(e["name"], e["score"], e["mode"]) for e in boards["today"]] == [("Ann", points, "solitaire")]
    assert app.state()["dialog"]["text"] == "Today's Scores (Modern)"
    run([{"click": {"widget": "OK"}}, {"menu": ["Scores", "Statistics"]}], app=app)
    assert app.state()["dialog"]["text"].splitlines()[:2] == ["Games played: 1", "  Solitaire/Modern: 1"]
    run([{"click": {"widget": "OK"}}, {"seed": 12}], app=app)      # the next game: Ancient, as chosen
    assert app.state()["scoring"] == "ancient"
    assert app.play.strip_texts()[0] == "Solitaire - Ancient"
