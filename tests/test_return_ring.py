"""The button Return will press is ringed from the moment a requester opens, not only after Tab (issue 40,
point 7); a window where Return presses nothing before Tab (the augury) rings nothing."""

from __future__ import annotations

import pytest
import pyxel
from helpers import run

from ishido_retro.ui import draw
from ishido_retro.ui.widgets import Button, Requester

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def ringed(widget) -> bool:
    """The dotted frame two pixels round ``widget``: dark and gold by turns, from its top-left corner."""
    x0, y0 = widget.x - 2, widget.y - 2
    return [pyxel.pget(x0 + i, y0) for i in range(4)] == [draw.FG, draw.HILITE, draw.FG, draw.HILITE]


def test_a_requester_opens_with_the_button_return_presses_ringed():
    app = run([{"seed": 5}])
    run([{"click": {"square": list(app.game.legal_squares()[0])}}, {"menu": ["Game", "New Game"]}], app=app)
    window = app.windows[-1]
    assert isinstance(window, Requester) and not window.focus_shown
    first, last = window.buttons[0], window.buttons[-1]
    assert app.state()["dialog"]["focus"] == first.label
    assert ringed(first) and not ringed(last)
    run([{"key": "tab"}], app=app)                 # the first Tab goes past the stop the keys act on
    assert app.state()["dialog"]["focus"] == last.label and ringed(last) and not ringed(first)


def test_the_augury_rings_no_button_before_tab():
    from test_oracle_widgets import reading

    from ishido_retro.ui.oracle.views import AuguryWindow

    app = run([{"seed": 5}])
    augury = app.open(AuguryWindow(reading(), None))
    run([{"wait": 1}], app=app)
    buttons = [w for w in augury.walk() if isinstance(w, Button)]
    assert buttons and not any(ringed(w) for w in buttons)
    run([{"key": "tab"}], app=app)
    assert sum(ringed(w) for w in buttons) == 1
