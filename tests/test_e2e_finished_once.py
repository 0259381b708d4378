"""One played game is one game on the boards and in the statistics, whatever Undo took back after its end
(issue 31, point 1): the files in the data folder are read back as a player's next look would read them."""

from __future__ import annotations

import pytest
import yaml
from helpers import run
from test_e2e_scores import finish, play_clicks

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def close_all(app) -> list[str]:
    """OK on every window left open; the titles seen, in order."""
    seen = []
    while app.windows:
        seen.append(app.state()["dialog"]["title"])
        run([{"click": {"widget": "OK"}}], app=app)
    return seen


def test_undo_after_game_over_then_finishing_again_replaces_the_games_entry(tmp_path, home):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    finish(app)
    assert app.state()["dialog"]["title"] == "Game Over"      # the name asked in it (issue 47)
    run([{"type": "Ann"}, {"click": {"widget": "OK"}}], app=app)
    assert close_all(app) == []
    last = app.game.history[-1].square
    run([{"key": "ctrl+z"}], app=app)
    assert app.state()["status"] == "Took back the last stone." and not app.game.is_over
    elsewhere = [sq for sq in app.game.legal_squares() if sq != last]
    square = elsewhere[0] if elsewhere else last
    run([{"click": {"square": [square.col, square.row]}}], app=app)
    play_clicks(app)
    assert app.state()["dialog"]["title"] == "Game Over"
    final = app.game.final_score()
    assert app.state()["dialog"]["text"].endswith(      # no name asked, and why, in Game Over
        "\n\nNo name is asked: this game ended once before, and its place on the boards keeps the name given then, "
        "Ann.")
    seen = close_all(app)
    assert "A High Score!" not in seen                   # Ann's name is kept: the game is on the board once
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)
    boards = app.state()["high_scores"]
    assert [(e["name"], e["score"]) for e in boards["today"]] == [("Ann", final)]
    assert [(e["name"], e["score"]) for e in boards["all_time"]] == [("Ann", final)]
    run([{"click": {"widget": "OK"}}, {"menu": ["Scores", "Statistics"]}], app=app)
    text = app.state()["dialog"]["text"].splitlines()
    assert text[:2] == ["Games played: 1", "  Solitaire/Modern: 1"]
    history = list((home / "history").glob("*.yaml"))
    assert len(history) == 1
    kept = yaml.safe_load(history[0].read_text())
    assert len(kept["moves"]) == len(app.game.history)   # the game as it finally ended
    on_file = yaml.safe_load((home / "scores.yaml").read_text())
    assert sum(1 for board in on_file["boards"].values() for e in board["modern"]) == 2   # Today's and All-Time
