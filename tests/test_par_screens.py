"""The par where the screens show it (issue 49, point 3): the deal of the day's question and status line (live while
the par is found), Game Review beside the par game, Statistics and a tournament's results against par."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro.players.par import ParGame
from ishido_retro.ui.play.parline import day_line

pytestmark = pytest.mark.usefixtures("pyxel_ready")

DAY = [{"date": "2026-11-22"}, {"menu": ["Game", "Deal of the Day"]}]      # deal 1156998433
DAY_PAR_8 = "Day's par: 4 4-Ways, 1,928 points."


def test_the_day_line_says_the_par_found_so_far_or_that_it_is_found_or_not_known():
    par = ParGame((1, 2), 8, 30100, 64, 8)
    assert day_line(par, True, False, "modern") == "Day's par: 8 4-Ways, 30,100 points."
    assert day_line(par, False, True, "modern") == "Par so far: 8 4-Ways, 30,100 points..."
    assert day_line(par, True, False, "ancient") == "Day's par: 8 4-Ways, 64 stones left."
    assert day_line(ParGame((), 10, 0, 0, 8), True, False, "ancient") == "Day's par: 10 4-Ways, pouch emptied."
    assert day_line(None, False, True, "modern") == "Day's deal: its par is being found."
    assert day_line(None, False, False, "modern") == "Day's deal: its par is not known."


def test_the_deal_of_the_day_says_its_par_and_asks_with_it_once_kept(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run(DAY)
    assert (app.state()["seed"], app.state()["status"]) == (1156998433, DAY_PAR_8)
    square = next(iter(app.game.legal_squares()))
    run([{"seed": 5}, {"click": {"square": [square.col, square.row]}}, {"menu": ["Game", "Deal of the Day"]}],
        app=app)
    assert app.state()["dialog"]["text"] == ("End the game in progress and play deal 1156998433?\n\n"
                                             "Its par: 4 4-Ways, 1,928 points.")


def test_the_deal_of_the_days_line_follows_the_par_while_it_is_found(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_WORKERS", "0")         # in slices of the frames, as in a page
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run(DAY)
    said = [app.state()["status"]]
    for _ in range(70):
        run([{"wait": 10}], app=app)
        if app.state()["status"] != said[-1]:
            said.append(app.state()["status"])
    assert said[0] == "Day's deal: its par is being found."
    assert said[-1] == DAY_PAR_8 and all(line.startswith("Par so far: ") for line in said[1:-1])


def test_without_a_par_the_deal_of_the_day_says_it_is_not_known(home, monkeypatch):
    monkeypatch.delenv("ISHIDO_RETRO_PAR_EFFORT", raising=False)
    assert run(DAY).state()["status"] == "Day's deal: its par is not known."
