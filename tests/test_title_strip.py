"""The title strip stays readable: under the held menu bar its words move to the status line, and
Show Pouch opens below it (issue 14)."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro import layout

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _count(pyxel, rect, role, rows=None):
    x, y, w, h = rect
    return sum(pyxel.pget(xx, yy) == role for yy in (rows or range(y, y + h)) for xx in range(x, x + w))


def test_holding_the_menu_bar_moves_the_strip_words_to_the_status_line(tmp_path):
    import pyxel

    from ishido_retro.ui.menubar import BAR_H
    app = run([{"seed": 1}, {"wait": 1}])
    play = app.control.board
    tx, ty, tw, th = layout.TITLE_RECT
    below_bar = range(BAR_H, ty + th)                 # the rows of the strip the bar leaves bare
    assert _count(pyxel, layout.TITLE_RECT, layout.ROLE_WHITE, below_bar) > 20, "the strip's words, normally"
    assert play.status_text() == "Hold the right button or F10 for menus."
    pyxel.set_mouse_pos(160, 120)
    pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, True)
    try:
        app.frame()
        app.frame()
        assert app.state()["menu_open"]
        assert play.status_text() == "Solitaire - Modern   Deal 1"
        # no half-hidden letters peep out under the bar; the status line carries the words instead
        assert _count(pyxel, layout.TITLE_RECT, layout.ROLE_WHITE, below_bar) == 0
        assert _count(pyxel, layout.STATUS_RECT, layout.ROLE_WHITE) > 60
    finally:
        pyxel.set_btn(pyxel.MOUSE_BUTTON_RIGHT, False)
        app.frame()
        app.frame()
    assert not app.state()["menu_open"]
    assert play.status_text() == "Hold the right button or F10 for menus."
    assert _count(pyxel, layout.TITLE_RECT, layout.ROLE_WHITE, below_bar) > 20


def test_show_pouch_opens_below_the_title_strip(tmp_path):
    import pyxel
    app = run([{"seed": 1}, {"menu": ["Help", "Show Pouch…"]}])
    if app.windows and app.windows[-1].find("Show"):
        run([{"click": {"widget": "Show"}}], app=app)
    window = app.windows[-1]
    assert window.title == "Show Pouch" and "65 stones in the pouch" in window.text_for_dump()
    tx, ty, tw, th = layout.TITLE_RECT
    assert window.y >= ty + th + 1 and window.y + window.h <= layout.SCREEN_H
    assert _count(pyxel, layout.TITLE_RECT, layout.ROLE_WHITE) > 40, "the strip's words show whole"
