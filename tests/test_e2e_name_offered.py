"""The name requester offers the last name selected (issue 31, point 4): typing replaces it, Backspace clears
it, an arrow unselects it; driven by key events through the runner."""

from __future__ import annotations

import pytest
from helpers import run
from test_e2e_scores import play_clicks

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def a_high_score(app, seed: int) -> None:
    """A few stones placed on ``seed``, End Game: Game Over asks the name in the same window (issue 47)."""
    run([{"seed": seed}], app=app)
    play_clicks(app, moves=3)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["title"] == "Game Over" and "Your name for the board:" in app.state()["dialog"]["text"]


@pytest.mark.parametrize(("keys", "name"), [
    ([{"type": "Bob"}], "Bob"),                                 # typing replaces the offered name
    ([{"key": "backspace"}, {"type": "Bo"}], "Bo"),             # Backspace clears it
    ([{"key": "right"}, {"type": "y"}], "Anny"),                # an arrow unselects it: typing adds
    ([{"key": "left"}, {"type": "J"}], "JAnn"),
])
def test_the_last_name_is_offered_selected(tmp_path, keys, name):
    app = run([{"date": "2026-11-22"}])
    a_high_score(app, 11)
    run([{"type": "Ann"}, {"key": "return"}], app=app)      # the name, and Game Over is closed: no boards
    assert not app.windows
    a_high_score(app, 12)
    assert app.state()["dialog"]["text"].endswith("[Ann]")
    run([*keys, {"key": "return"}, {"menu": ["Scores", "Today's Scores"]}], app=app)
    names = [e["name"] for e in app.state()["high_scores"]["today"]]
    assert sorted(names) == sorted(["Ann", name])


def test_the_offered_name_is_shown_selected(golden, tmp_path):
    app = run([{"date": "2026-11-22"}])
    a_high_score(app, 11)
    run([{"type": "Ann"}, {"key": "return"}], app=app)
    a_high_score(app, 3)
    from ishido_retro.ui.play.endband import BOTTOM_H, BOTTOM_Y  # Game Over's band with the name field
    golden("requester-high-score-name-offered", crop=(0, BOTTOM_Y, 320, BOTTOM_H))
