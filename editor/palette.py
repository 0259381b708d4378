"""The palette: the Colour Selection Box under the edit box (T and the set's colours), the chosen
colour's number and hex beside the templates, and the screen colours the editor shows them in.

Palette of the screen: 16 colours, split like the play screen's: indices 0..7 are the board's
roles (menus, requesters, previews, the tiled board), 8..15 the set's colours 1..8. Transparent
has no colour of its own: it is drawn as a black-and-white dither (a medium grey from a step away).
"""

from __future__ import annotations

from typing import Protocol

import pyxel

from ishido_retro.stonesets.document import EDIT_COLOURS, StonesetDoc
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G
from .actions import Action, ChooseColour
from .grid import Area
from .stonedraw import STONE_BASE, dither_rect
from .view import EditorView


class PalettePort(Protocol):
    """What the palette shows and where a chosen colour goes."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...

    def act(self, action: Action) -> None: ...


class Palette(Widget):
    """One row of swatches, ``colour T`` (transparent) then ``colour 1`` .. ``colour 8``."""

    def __init__(self, port: PalettePort) -> None:
        super().__init__(G.SWATCH_X, G.SWATCH_Y, G.SWATCHES * G.SWATCH_W, G.SWATCH_H, "palette")
        self.port = port
        for i in range(G.SWATCHES):
            self.add(Area(*G.swatch_rect(i), name="colour T" if i == 0 else f"colour {i}"))

    def find_colour(self, name: str) -> Widget | None:
        """``colour 0`` is T as well: transparent is colour 0 of the set."""
        return self.find("colour T") if name.split() == ["colour", "0"] else None

    def handle(self, inp: Input) -> bool:
        if not inp.left_pressed:
            return False
        for i in range(G.SWATCHES):
            if G.inside(G.swatch_rect(i), inp.x, inp.y):
                self.port.act(ChooseColour(i, edit=inp.double_click and i != 0))
                return True
        return False

    def draw(self) -> None:
        pyxel.rect(G.SWATCH_X - 1, G.SWATCH_Y - 1, G.SWATCHES * G.SWATCH_W + 2, G.SWATCH_H + 2, draw.FG)
        for i in range(G.SWATCHES):
            x, y, w, h = G.swatch_rect(i)
            if i == 0:
                dither_rect(x, y, w, h)
                pyxel.rect(x + 2, y + 1, w - 4, h - 2, draw.BG)
                draw.text(x + 3, y + 1, "T", draw.FG)
            else:
                pyxel.rect(x, y, w, h, STONE_BASE + i)
        colour = self.port.view.colour
        x, y, w, h = G.swatch_rect(colour)
        pyxel.rectb(x, y, w, h, draw.BG)
        pyxel.rectb(x + 1, y + 1, w - 2, h - 2, draw.FG)
        x, y = G.INFO_X, G.INFO_Y
        draw.text(x, y, f"Colour {'T' if colour == 0 else colour}", draw.BG)
        draw.text(x, y + 9, "clear" if colour == 0 else f"#{self.port.doc.palette[colour]:06x}", draw.BG)


def apply_palette(board_palette: list[int], doc: StonesetDoc) -> None:
    """Put the board roles (0..7) and the set's colours 1..8 (8..15) into pyxel's palette."""
    colours = list(pyxel.colors)
    colours += [0] * (STONE_BASE + EDIT_COLOURS + 1 - len(colours))
    for i, value in enumerate(board_palette[:8]):
        colours[i] = value
    for v in range(1, EDIT_COLOURS + 1):
        colours[STONE_BASE + v] = doc.palette[v]
    pyxel.colors[:] = colours
