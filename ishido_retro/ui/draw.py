"""Drawing helpers in the Amiga requester style, using only the board's palette roles."""

from __future__ import annotations

import pyxel

from ..layout import ROLE_ACCENT, ROLE_BLACK, ROLE_FRAME_DARK, ROLE_FRAME_LIGHT, ROLE_FRAME_MID, ROLE_WHITE
from ..texts import wrap_words

CHAR_W = 4   # pyxel's built-in font
CHAR_H = 6

# Named colours for UI code: always palette roles, so every board recolours the UI.
BG = ROLE_WHITE
FG = ROLE_BLACK
HILITE = ROLE_ACCENT
SHADOW = ROLE_FRAME_DARK
SHINE = ROLE_FRAME_LIGHT
MID = ROLE_FRAME_MID


def printable(s: str) -> str:
    """The built-in font is ASCII: spell out the few other characters labels use."""
    return s.replace("…", "...").replace("×", "x").replace("–", "-").replace("—", "-")


def text_width(s: str) -> int:
    return len(printable(s)) * CHAR_W


def text(x: int, y: int, s: str, col: int = FG) -> None:
    pyxel.text(x, y, printable(s), col)


def text_centred(cx: int, y: int, s: str, col: int = FG) -> None:
    pyxel.text(cx - text_width(s) // 2, y, printable(s), col)


def bevel(x: int, y: int, w: int, h: int, raised: bool = True, fill: int | None = BG) -> None:
    """A box with a light and a dark edge, raised (button) or sunken (field)."""
    if fill is not None:
        pyxel.rect(x, y, w, h, fill)
    light, dark = (ROLE_WHITE, ROLE_BLACK) if raised else (ROLE_BLACK, ROLE_WHITE)
    # On the usual light fill a white edge would not show: the shine colour stands in for it.
    if light == fill:
        light = SHINE
    if dark == fill:
        dark = SHINE
    pyxel.line(x, y, x + w - 1, y, light)
    pyxel.line(x, y, x, y + h - 1, light)
    pyxel.line(x, y + h - 1, x + w - 1, y + h - 1, dark)
    pyxel.line(x + w - 1, y, x + w - 1, y + h - 1, dark)


def frame(x: int, y: int, w: int, h: int, col: int = FG) -> None:
    pyxel.rectb(x, y, w, h, col)


def window(x: int, y: int, w: int, h: int, title: str | None = None) -> int:
    """An Amiga-style window: border, title bar with the title; returns the y where the content starts."""
    pyxel.rect(x + 2, y + 2, w, h, ROLE_BLACK)          # drop shadow
    pyxel.rect(x, y, w, h, BG)
    pyxel.rectb(x, y, w, h, FG)
    if not title:
        return y + 4
    pyxel.rect(x + 1, y + 1, w - 2, 9, HILITE)
    for yy in range(y + 3, y + 9, 2):                    # the striped drag bar of a Workbench title
        pyxel.line(x + 3, yy, x + w - 4, yy, MID)
    tw = text_width(title) + 6
    tx = x + (w - tw) // 2
    pyxel.rect(tx, y + 1, tw, 9, HILITE)
    pyxel.text(tx + 3, y + 3, title, FG)
    pyxel.line(x, y + 10, x + w - 1, y + 10, FG)
    return y + 14


def wrap(s: str, width_chars: int) -> list[str]:
    """Word-wrap plain text to ``width_chars`` characters a line, keeping explicit newlines."""
    return [line for para in s.split("\n") for line in (wrap_words(para.split(), width_chars) or [""])]
