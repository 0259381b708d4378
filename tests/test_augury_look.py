"""The augury's look (issue 40, point 7): its captions in the same letters as the rest, and a heading wrapped
over two lines drawn as one bar."""

from __future__ import annotations

import pytest
import pyxel
from helpers import run
from test_oracle_widgets import reading

from ishido_retro.oracle.cast import hexagram_bits
from ishido_retro.storage.texts import load_texts
from ishido_retro.ui import draw
from ishido_retro.ui.oracle.views import AuguryWindow

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def small_preponderance():
    """Hexagram 62 with every line changing: a three-line name, two captions as long as any, a relating one."""
    return reading(tuple(9 if b else 6 for b in hexagram_bits(62)))


def test_the_augury_panel_and_a_wrapped_heading(golden):
    app = run([{"seed": 1}])
    window = app.open(AuguryWindow(small_preponderance(), load_texts()))
    rows = window.panel_rows(window.LEFT_W - 6)
    assert [t for kind, t, _ in rows if kind in ("trigram", "becomes")] == [
        "Thunder above", "Mountain below", "becomes 61"]
    heading = next(i for i, (kind, line) in enumerate(window.lines) if kind == "heading" and line.startswith("Hex"))
    assert window.lines[heading + 1][0] == "heading"            # the hexagram's title wraps over two lines
    run([{"wait": 1}], app=app)
    tx, ty, _, _ = window.text_rect
    gap_y = ty + 2 + heading * window.LINE_H + window.LINE_H - 1      # the row between the title's two lines
    assert pyxel.pget(tx + 60, gap_y) == draw.HILITE                  # one bar: no gap between them
    golden("oracle-augury", crop=(window.x, window.y, window.w, window.h))
