"""A refused square: marked on the board, and why said on the status line, without a window in the way.

The Amiga opened a "Not There" requester for every square that refused the stone: it covered the
board's middle and the square aimed at, and asked for OK before the next try. Here a refused square
gets a cross until the board's next input (a click, a key, a pad button), and with Choices > Messages
on its reason goes to the status line in a short form that fits it. Choices > Refusal Windows brings
the requester back for those who want it (with Messages on).
"""

from __future__ import annotations

import pyxel

from ishido_retro import layout
from ishido_retro.engine import Square
from ishido_retro.engine.rules import brief
from ishido_retro.settings import Settings
from ishido_retro.ui.input import Input

TITLE = "Not There"       # the requester's title, when Refusal Windows asks for it


class RefusedMark:
    """The square that last refused the stone, marked with a cross until the board's next input."""

    def __init__(self) -> None:
        self.square: Square | None = None

    def put(self, square: Square) -> None:
        self.square = square

    def clear(self) -> None:
        self.square = None

    def after(self, inp: Input) -> None:
        """The board's input of a frame: a click, a key or a pad button takes the mark away (the pointer moving
        does not)."""
        if inp.left_pressed or inp.right_pressed or inp.keys or inp.pad:
            self.square = None

    def draw(self) -> None:
        if self.square is None:
            return
        x, y = layout.square_origin(*self.square)
        a, b = 4, layout.STONE - 6          # the cross's ends, inside the square: two pixels wide, outlined in black
        for col, offsets in ((layout.ROLE_BLACK, _AROUND), (layout.ROLE_WHITE, ((0, 0), (1, 0)))):
            for dx, dy in offsets:
                pyxel.line(x + a + dx, y + a + dy, x + b + dx, y + b + dy, col)
                pyxel.line(x + b + dx, y + a + dy, x + a + dx, y + b + dy, col)


_AROUND = tuple((dx, dy) for dx in range(-1, 3) for dy in range(-1, 2) if (dx, dy) not in ((0, 0), (1, 0)))


def refusal_said(settings: Settings, reason: str) -> tuple[str | None, str | None]:
    """What a refused square says besides its mark: (the status line, the requester's text), each None when not
    said. Messages off: neither; Messages on: the status line, or the requester with Refusal Windows on."""
    if not settings.messages:
        return None, None
    if settings.refusal_windows:
        return None, reason
    return brief(reason), None
