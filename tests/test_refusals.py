"""A refused square (issue 40 point 1): no window by default, the reason on the status line in a form that fits
it whole, the square marked; Choices > Refusal Windows brings the Amiga's requester back."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro import settings
from ishido_retro.engine import rules
from ishido_retro.ui import draw
from ishido_retro.ui.play.boardwords import STATUS_TEXT_W

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_every_rule_a_square_can_break_has_a_short_form_that_fits_the_status_line_whole():
    reasons = [rules.TAKEN, rules.ALONE, rules.ONE, rules.TWO, rules.THREE, rules.STRICT, rules.FOUR]
    assert sorted(rules.BRIEF) == sorted(reasons)
    for reason in reasons:
        short = rules.brief(reason)
        assert draw.shortened(short, STATUS_TEXT_W) == short, short
        assert short.endswith(".") and short[0].isupper()
    assert rules.brief("It is the computer's turn.") == "It is the computer's turn."     # the others as they are


def test_refusal_windows_is_off_by_default_and_an_older_settings_file_reads_without_it():
    assert settings.Settings().refusal_windows is False and settings.Settings().messages is True
    older, problems = settings.from_mapping({"messages": True, "sounds": False})
    assert older.refusal_windows is False and problems == []
    chosen, problems = settings.from_mapping({"refusal_windows": True})
    assert chosen.refusal_windows is True and problems == []
    assert settings.from_mapping({"refusal_windows": "yes"})[1] == ["refusal_windows should be true or false"]


def test_refusal_windows_is_kept_in_the_settings_file(home):
    app = run([{"menu": ["Choices", "Refusal Windows"]}])
    assert app.settings.refusal_windows is True
    assert "refusal_windows: true" in (home / "settings.yaml").read_text()
    assert run([]).settings.refusal_windows is True               # the next start reads it back


def test_refusal_windows_is_ghosted_while_messages_are_off():
    def item(app):
        menu = next(m for m in app.state()["menus"]["Choices"] if m["label"] == "Refusal Windows")
        return menu["enabled"], menu["checked"]
    app = run([])
    assert item(app) == (True, False)
    run([{"menu": ["Choices", "Messages"]}], app=app)
    assert item(app) == (False, False)


def test_the_mark_goes_at_the_next_click_not_when_the_pointer_moves(tmp_path):
    app = run([{"seed": 1}, {"click": {"square": [5, 5]}}])
    assert app.state()["refused_square"] == [5, 5]
    run([{"wait": 5}], app=app)
    import pyxel
    pyxel.set_mouse_pos(40, 40)
    run([{"wait": 5}], app=app)
    assert app.state()["refused_square"] == [5, 5]
    run([{"click": {"square": [5, 6]}}], app=app)          # another refused square: the mark moves there
    assert app.state()["refused_square"] == [5, 6]
    run([{"click": {"square": list(app.game.legal_squares()[0])}}], app=app)
    assert app.state()["refused_square"] is None and len(app.game.history) == 1
