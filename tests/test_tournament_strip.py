"""The title strip in a Tournament (issue 40, point 7): while it asks "Next player?" it keeps the 8-pixel font
(its left side gives its short form instead), and between games it names the game about to be played."""

from __future__ import annotations

import pytest
from helpers import run
from test_e2e_modes import setup

from ishido_retro import layout
from ishido_retro.ui.play.titlestrip import fit_strip

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def strip(app):
    """The strip as drawn: (left, right, whether either side is in the small font)."""
    left, _deal, right = app.play.strip_texts()
    fitted = fit_strip(left, app.play.short_left(), right, layout.TITLE_RECT[2] - 6)
    return fitted.left, fitted.right, fitted.small_left or fitted.small_right


def test_the_strip_asks_for_each_player_in_one_size_of_letters_and_counts_the_games():
    app = run(setup("Tournament"))
    assert app.play.strip_texts()[0] == "Tournament - Modern - game 1"
    assert strip(app) == ("Game 1 - Modern", "Next player?", False)
    run([{"type": "Ann"}, {"click": {"widget": "OK"}}, {"click": {"square": list(app.game.legal_squares()[0])}}],
        app=app)
    assert strip(app) == ("Tournament - Modern - game 1", "Ann", False)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)        # Ann's game is over
    assert app.match.waiting_for_player
    assert app.play.strip_texts()[0] == "Tournament - Modern - game 2"
    assert strip(app) == ("Game 2 - Modern", "Next player?", False)


def test_a_long_name_still_fits_the_strip():
    left, short, right = "Cooperative - Modern", "Cooperative", "Wilhelmina Konstantinova"
    fitted = fit_strip(left, short, right, layout.TITLE_RECT[2] - 6)
    assert (fitted.left, fitted.small_left, fitted.small_right) == ("Cooperative", False, False)
    long_right = right + "  12:34"
    fitted = fit_strip("Tournament - Modern - game 12", "Game 12 - Modern", long_right, layout.TITLE_RECT[2] - 6)
    assert fitted.small_left          # no room for one size of letters: the small font, as before
