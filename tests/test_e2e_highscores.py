"""High scores through the scripted runner: what enters the boards, why a game does not, and the numerals."""

from __future__ import annotations

import pytest
from helpers import run
from test_e2e_scores import finish, play_clicks

from ishido_retro.scores.roman import roman_text

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_the_boards_show_scores_in_the_scoreboards_numerals(tmp_path):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    finish(app)
    run([{"type": "Ann"}, {"click": {"widget": "Scores"}}], app=app)
    score = app.game.final_score()
    assert app.settings.graphic_scoreboard
    assert [e["shown"] for e in app.state()["high_scores"]["today"]] == [roman_text(score)]
    run([{"click": {"widget": "OK"}}, {"menu": ["Choices", "Graphic Scoreboard"]}], app=app)    # Arabic now
    assert not app.settings.graphic_scoreboard
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)
    assert [e["shown"] for e in app.state()["high_scores"]["today"]] == [f"{score:,}"]


def test_a_game_without_points_enters_no_board_and_says_why_also_when_the_file_is_unreadable(tmp_path, home):
    app = run([{"date": "2026-11-22"}, {"seed": 1}, {"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}])
    assert app.state()["dialog"]["title"] == "Game Over"
    assert app.state()["dialog"]["text"].endswith("\n\nThis game scored no points, so it enters no high-score board.")
    run([{"click": {"widget": "OK"}}], app=app)
    assert not app.windows
    home.mkdir(parents=True, exist_ok=True)
    (home / "scores.yaml").write_text("format: [this is not\n", "utf-8")     # the file cannot be read
    run([{"seed": 2}, {"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    seen = []
    while app.windows:
        seen.append(app.state()["dialog"])
        run([{"click": {"widget": "OK"}}], app=app)
    assert [d["title"] for d in seen] == ["High Scores", "Game Over"]      # no name asked
    assert seen[0]["text"].startswith("Your high scores file was damaged")
    assert seen[1]["text"].endswith("This game scored no points, so it enters no high-score board.")
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)
    assert app.state()["high_scores"] == {"today": [], "all_time": [], "tournament": []}


def test_a_worse_game_never_ranks_above_a_better_one_when_the_file_could_not_be_read(tmp_path, home):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    finish(app)
    run([{"type": "Ann"}, {"click": {"widget": "OK"}}], app=app)
    ann = app.game.final_score()
    (home / "scores.yaml").write_text("format: [this is not\n", "utf-8")      # damaged while Ann is on it
    run([{"seed": 11}], app=app)
    play_clicks(app, moves=3)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["text"].startswith("Your high scores file was damaged")
    run([{"click": {"widget": "OK"}}], app=app)
    state = app.state()
    assert state["dialog"]["title"] == "Game Over"
    assert "Your game ranks 2nd on Today's Scores and 2nd on All-Time Highs." in state["dialog"]["text"]
    run([{"key": "ctrl+u"}, {"type": "Bob"}, {"click": {"widget": "Scores"}}], app=app)
    boards = app.state()["high_scores"]
    assert [(e["name"], e["score"]) for e in boards["today"]] == [("Ann", ann), ("Bob", 2)]
    assert [e["name"] for e in boards["all_time"]] == ["Ann", "Bob"]
