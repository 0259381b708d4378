"""The par beside a game, end to end through the scripted runner: worked out when the game starts (at effort 8,
``ISHIDO_RETRO_PAR_EFFORT``), in the dump, on Game Over with Watch Par, kept in ``pars.yaml`` so the deal is solved
once, a damaged file kept as a copy; in slices of the frames as in a page."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro.players.parbook import parse_book

pytestmark = pytest.mark.usefixtures("pyxel_ready")

PAR_8 = {"four_ways": 5, "points": 2420, "stones_left": 0, "final": True}     # deal 644533553 at effort 8
LINE = "Par for deal 644533553: 5 4-Ways, 2,420 points; you made 0."


def _end(app) -> str:
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Game Over"
    return dialog["text"]


def test_the_par_is_found_at_the_start_said_at_game_over_kept_and_watched(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run([{"seed": 644533553}])
    assert app.state()["par"] == PAR_8
    book = parse_book((home / "pars.yaml").read_text())
    par, effort = book[(644533553, "modern", False)]
    assert (par.four_ways, par.points, effort, len(par.squares)) == (5, 2420, 8, 66)
    assert _end(app).splitlines()[-1] == LINE
    run([{"click": {"widget": "Watch Par"}}], app=app)
    assert app.state()["dialog"]["title"] == "Par Game"
    assert app.state()["review"]["of"] == 66


def test_a_kept_par_is_used_without_solving_and_scripts_solve_only_when_asked(home, monkeypatch):
    monkeypatch.delenv("ISHIDO_RETRO_PAR_EFFORT", raising=False)
    app = run([{"seed": 644533553}])
    assert app.state()["par"] is None                       # nothing kept, and a script solves only when asked
    assert "Par" not in _end(app) and not (home / "pars.yaml").exists()
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    run([{"seed": 644533553}])
    monkeypatch.delenv("ISHIDO_RETRO_PAR_EFFORT")
    app = run([{"seed": 644533553}])
    assert app.state()["par"] == PAR_8                      # the kept one
    assert _end(app).splitlines()[-1] == LINE


def test_a_kept_par_that_does_not_replay_to_its_figures_is_not_believed(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    run([{"seed": 644533553}])
    text = (home / "pars.yaml").read_text().replace("points: 2420", "points: 99999")
    (home / "pars.yaml").write_text(text)
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "1")
    app = run([{"seed": 644533553}])
    assert app.state()["par"]["points"] != 99999


def test_a_damaged_pars_file_is_a_sentence_and_kept_as_a_copy(home, monkeypatch):
    home.mkdir()
    (home / "pars.yaml").write_text("format: ishido-par/1\npars: 12\n")
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run([{"seed": 644533553}])
    assert app.state()["par"] == PAR_8
    assert app.state()["dialog"] == {"title": "Par", "focus": "OK", "text": (
        "Your pars file was damaged; it is kept as pars.yaml.bad and a new one is started.")}
    assert (home / "pars.yaml.bad").read_text() == "format: ishido-par/1\npars: 12\n"
    assert (644533553, "modern", False) in parse_book((home / "pars.yaml").read_text())


def test_in_slices_of_the_frames_the_same_par_arrives_and_the_page_says_so_far_until_then(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_WORKERS", "0")
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run([{"seed": 644533553}])
    first = app.state()["par"]
    assert first is None or not first["final"]              # one step a frame at least: not done in one frame
    run([{"wait": 700}], app=app)                           # a beam of 8 over 66 stones: at most 528 steps
    assert app.state()["par"] == PAR_8


def test_ancient_scoring_says_the_par_without_points(home, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", "8")
    app = run([{"menu": ["Game", "Ancient"]}, {"seed": 644533553}])
    assert app.state()["par"]["final"] is True
    assert _end(app).splitlines()[-1] == "Par for deal 644533553: 5 4-Ways, the pouch emptied; you made 0."


@pytest.mark.parametrize("asked", ["²", "８", "1_0", "+8", "99999999999999999999999"])
def test_an_effort_asked_in_other_digits_or_past_any_machine_is_not_asked_and_the_game_plays(home, monkeypatch,
                                                                                             asked):
    monkeypatch.setenv("ISHIDO_RETRO_PAR_EFFORT", asked)
    app = run([{"seed": 644533553}])                        # "²".isdigit() is True, and int("²") raised
    assert app.state()["par"] is None                       # not asked: a script solves only when asked to
    assert app.state()["stones_left"] == 66
