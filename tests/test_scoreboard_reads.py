"""A scoreboard that reads at a glance (issue 47 point 7): 0 is drawn at the start, the 4-Way strip is labelled,
and a first game's status line says that a click on the scoreboard shows digits, until that click or the end of
that game (the settings key ``scoreboard_hint``, on when missing)."""

from __future__ import annotations

import pytest
from helpers import greedy_square, run

from ishido_retro import settings as settings_mod
from ishido_retro.ui.play.boardwords import SCOREBOARD_HINT

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_a_settings_file_without_the_key_gives_the_hint():
    assert settings_mod.from_mapping({"sounds": False})[0].scoreboard_hint is True
    assert settings_mod.from_mapping({"scoreboard_hint": False})[0].scoreboard_hint is False


def _placed_with_points(app) -> None:
    for _ in range(8):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
        if app.game.history[-1].points and not app.game.history[-1].four_way:
            return
    raise AssertionError("no stone made points")


def test_the_first_game_says_a_click_shows_digits_until_the_scoreboard_is_clicked():
    app = run([{"click": [160, 100]}, {"seed": 6}])
    assert app.play.status_drawn() == "Hold the right button or F10 for menus."     # no stone placed yet
    _placed_with_points(app)
    points = app.game.history[-1].points
    assert app.play.status_drawn() == f"{points} points. {SCOREBOARD_HINT}"
    run([{"click": {"widget": "scoreboard"}}], app=app)
    assert app.settings.scoreboard_hint is False and app.settings.graphic_scoreboard is False
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    assert len(app.game.history) >= 2 and SCOREBOARD_HINT not in app.play.status_drawn()


def test_the_hint_ends_with_the_first_game():
    app = run([{"click": [160, 100]}, {"seed": 6}])
    run([{"click": {"square": list(greedy_square(app.game))}}, {"menu": ["Game", "End Game"]},
         {"click": {"widget": "OK"}}], app=app)
    assert app.settings.scoreboard_hint is False
