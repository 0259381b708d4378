"""The title after a lesson left early (issue 31 point 13): its prompt is back at once."""

from __future__ import annotations

import pytest
from helpers import run
from textfit import recording

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_leaving_a_lesson_begun_during_the_titles_opening_shows_the_prompt_at_once(tmp_path, monkeypatch):
    """The title stood still while the lesson was on the board; back from it, its opening went on playing
    (the stones still falling) and hid "Click or press a key" for seconds. A player who pressed L has seen
    the opening: the title comes back finished, its prompt on the first frame."""
    app = run([{"wait": 5}, {"key": "l"}, {"key": "return"}], tmp_path)
    assert app.state()["screen"] == "lesson"
    run([{"key": "escape"}], app=app)
    assert app.state()["screen"] == "title"
    with recording(monkeypatch) as rec:
        app.draw()
    assert "Click or press a key" in [t.s for t in rec.texts]
