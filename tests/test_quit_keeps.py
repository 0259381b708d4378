"""File > Quit keeps the game in progress as closing the window does, says so, and quits at once (issue 40
point 3); the next start asks the same Resume question either way."""

from __future__ import annotations

import pytest
import yaml
from helpers import run
from test_quit import left_game, start

from ishido_retro.engine import Game
from ishido_retro.ui.play.leftgame import KEPT, QUESTION

pytestmark = pytest.mark.usefixtures("pyxel_ready")


@pytest.mark.parametrize("how", [[{"menu": ["File", "Quit"]}], [{"key": "ctrl+q"}]], ids=["menu", "ctrl+q"])
def test_quit_during_a_game_keeps_it_says_so_and_the_next_start_offers_it_back(tmp_path, home, capsys, how):
    app = run([{"seed": 6}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}], app=app)
    placed = app.game.moves
    run(how + [{"dump": "never.yaml"}], tmp_path, app=app)
    assert not (tmp_path / "never.yaml").exists()                   # at once: the script ended at Quit
    assert capsys.readouterr().out == f"{KEPT}\n"
    left = home / "left-game.yaml"
    assert left.is_file() and "in_progress: true" in left.read_text()
    app.window_closing()                          # what the atexit handler does as the process ends: no second copy
    assert sorted(p.name for p in home.glob("left-game*")) == ["left-game.yaml"]
    again = run([{"wait": 20}])
    assert again.state()["dialog"] == {"title": "Resume?", "text": QUESTION, "focus": "Resume"}
    run([{"click": {"widget": "Resume"}}], app=again)
    assert again.state()["screen"] == "play" and again.game.deal.seed == 6 and again.game.moves == placed


def test_the_resume_question_after_a_closed_window_is_the_same(home):
    app = run([{"seed": 6}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"close_window": True}], app=app)
    assert run([{"wait": 1}]).state()["dialog"] == {"title": "Resume?", "text": QUESTION, "focus": "Resume"}


def test_a_real_process_quit_by_the_menu_keeps_the_game_and_the_next_one_offers_it(tmp_path):
    """``python -m ishido_retro`` twice: the first quits by File > Quit in the middle of a game, the second starts
    with the Resume question and puts the game back."""
    square = list(Game.new(5).legal_squares()[0])
    first = start(tmp_path, [{"seed": 5}, {"click": {"square": square}}, {"dump": "before.yaml"},
                             {"menu": ["File", "Quit"]}, {"dump": "never.yaml"}], workers=None)
    out, err = first.communicate(timeout=120)
    assert first.returncode == 0, err
    assert out == f"{KEPT}\n" and not (tmp_path / "shots" / "never.yaml").exists()
    assert left_game(tmp_path).is_file()
    second = start(tmp_path, [{"wait": 20}, {"dump": "start.yaml"}, {"click": {"widget": "Resume"}},
                              {"dump": "resumed.yaml"}], workers=None)
    out, err = second.communicate(timeout=120)
    assert second.returncode == 0, err
    shots = tmp_path / "shots"
    before, at_start, resumed = (yaml.safe_load((shots / name).read_text())
                                 for name in ("before.yaml", "start.yaml", "resumed.yaml"))
    assert at_start["dialog"] == {"title": "Resume?", "text": QUESTION, "focus": "Resume"}
    assert resumed["dialog"] is None and resumed["board"] == before["board"] and resumed["seed"] == 5
    assert not left_game(tmp_path).exists()
