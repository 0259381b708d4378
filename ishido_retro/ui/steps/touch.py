"""The runner's touch steps: ``input``, ``tap``, ``longpress`` and ``phone_type``.

A finger reaches the game as the left mouse button (as a browser page hands it to pyxel), shaped into taps,
long presses and drags by :mod:`ishido_retro.ui.touchtaps` while touch is the input; ``phone_type`` puts
text where the page's hidden field puts what the phone's keyboard types (:mod:`ishido_retro.ui.webtouch`).
"""

from __future__ import annotations

import pyxel

from ishido_retro.formats import show_value
from ishido_retro.ui import inputkind, webtouch
from ishido_retro.ui.steps.input import InputSteps
from ishido_retro.ui.touchtaps import LONG_PRESS_TICKS


class TouchSteps(InputSteps):
    """A phone's finger and keyboard, as a player gives them."""

    def do_input(self, arg) -> None:
        """``input: touch`` or ``input: mouse``: the input in use from now on (the texts follow it)."""
        if not isinstance(arg, str) or arg.strip().lower() not in inputkind.KINDS:
            self.fail(f"input needs one of {', '.join(inputkind.KINDS)}, not {show_value(arg)}")
        inputkind.use(arg.strip().lower())
        self.frames(1)

    def _finger(self, arg, verb: str, frames_down: int) -> None:
        x, y = self.point(arg, verb)
        inputkind.use(inputkind.TOUCH)         # as in a page: a finger on the screen makes touch the input
        self.move(x, y)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, True)
        self.frames(frames_down)
        pyxel.set_btn(pyxel.MOUSE_BUTTON_LEFT, False)
        self.frames(3)

    def do_tap(self, arg) -> None:
        """``tap: [x, y]`` (or ``{square: [col, row]}``, ``{widget: NAME}``): a finger down and up at once."""
        self._finger(arg, "tap", 1)

    def do_longpress(self, arg) -> None:
        """``longpress: [x, y]`` (or a square or a widget): a finger held still there for a long press."""
        self._finger(arg, "longpress", LONG_PRESS_TICKS + 2)

    def do_phone_type(self, arg) -> None:
        """``phone_type: "text"``: what the phone's own keyboard types into the field that has the keys ("\\b" is
        Backspace, "\\n" Return, "\\x1b" Escape, in a double-quoted YAML string)."""
        if not isinstance(arg, str):
            self.fail(f"phone_type needs a string, not {show_value(arg)}")
        before = len(webtouch._typed)
        webtouch.push_typed(arg)
        self.frames(len(webtouch._typed) - before + 2)
