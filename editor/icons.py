"""The pictures on the editor's small buttons: each tool, each brush width and each scope drawn in a few
pixels (9 or 11 wide, 7 tall), so that four tools fit a row of the right column."""

from __future__ import annotations

from collections.abc import Callable

import pyxel

from ishido_retro.ui import draw
from ishido_retro.ui.widgets.base import Button

Icon = Callable[[int, int, int], None]      # (left, top, colour) of the icon's 11 x 7 box


def _pencil(x: int, y: int, c: int) -> None:      # a pencil slanting up to the right, its point at bottom left
    pyxel.line(x + 3, y + 4, x + 7, y, c)
    pyxel.line(x + 5, y + 6, x + 9, y + 2, c)
    pyxel.line(x + 7, y, x + 9, y + 2, c)
    pyxel.line(x + 3, y + 4, x + 5, y + 6, c)
    pyxel.line(x + 1, y + 6, x + 3, y + 6, c)
    pyxel.line(x + 2, y + 5, x + 2, y + 5, c)


def _fill(x: int, y: int, c: int) -> None:        # a pot with its handle, a drop falling from it
    pyxel.line(x + 2, y, x + 5, y, c)
    pyxel.rectb(x + 1, y + 2, 6, 5, c)
    pyxel.line(x + 9, y + 3, x + 9, y + 6, c)
    pyxel.line(x + 8, y + 5, x + 10, y + 5, c)


def _pick(x: int, y: int, c: int) -> None:        # a dropper: a bulb and a glass tube
    pyxel.rect(x + 7, y, 3, 3, c)
    pyxel.line(x + 2, y + 5, x + 6, y + 2, c)
    pyxel.line(x + 3, y + 5, x + 7, y + 2, c)
    pyxel.pset(x + 1, y + 6, c)


def _marquee(x: int, y: int, c: int) -> None:     # a dashed frame
    for i in range(0, 11, 2):
        pyxel.pset(x + i, y, c)
        pyxel.pset(x + i, y + 6, c)
    for j in range(0, 7, 2):
        pyxel.pset(x, y + j, c)
        pyxel.pset(x + 10, y + j, c)


def _brush(size: int) -> Icon:
    """A stroke ``size`` pixels thick."""
    return lambda x, y, c: pyxel.rect(x + 1, y + 3 - size // 2, 9, size, c)


ICONS: dict[str, Icon] = {
    "pencil": _pencil,
    "line": lambda x, y, c: pyxel.line(x + 1, y + 6, x + 9, y, c),
    "fill": _fill,
    "picker": _pick,
    "rect": lambda x, y, c: pyxel.rectb(x + 1, y, 9, 7, c),
    "box": lambda x, y, c: pyxel.rect(x + 1, y, 9, 7, c),
    "ellipse": lambda x, y, c: pyxel.ellib(x, y, 11, 7, c),
    "disc": lambda x, y, c: pyxel.elli(x, y, 11, 7, c),
    "select": _marquee,
    "brush 1": _brush(1), "brush 2": _brush(2), "brush 3": _brush(3),
}


def scope_icon(scope: str) -> Icon:
    """A 3 x 3 set of stones with the ones the scope reaches filled (the middle one is the stone edited)."""
    def icon(x: int, y: int, c: int) -> None:
        for r in range(3):
            for k in range(3):
                reached = (scope == "all" or (scope == "column" and k == 1) or (scope == "row" and r == 1)
                           or (k, r) == (1, 1))
                pyxel.rect(x + k * 4, y + r * 3 - 1, 3, 2, c if reached else draw.MID)
    return icon


class IconButton(Button):
    """A button that shows a picture (its name is still its label: the runner and the help find it by it)."""

    def __init__(self, x: int, y: int, w: int, h: int, name: str, icon: Icon,
                 on_click: Callable[[], None]) -> None:
        super().__init__(x, y, name, on_click, w=w, h=h, name=name)
        self.icon = icon

    def draw(self) -> None:
        if not self.visible:
            return
        sunken = self.pressed or self.toggled
        draw.bevel(self.x, self.y, self.w, self.h, raised=not sunken, fill=draw.HILITE if sunken else draw.BG)
        self.icon(self.x + (self.w - 11) // 2, self.y + (self.h - 7) // 2, draw.FG if self.enabled else draw.GHOST)
