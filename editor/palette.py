"""The palette: the Colour Selection Box under the edit box, as the manual's editor has it: transparent
(medium grey, chosen by T) and the set's 15 colours; the chosen colour's hex beside the templates; and
the screen colours the editor shows them in.

Screen colours: indices 0..7 are the board's roles (menus, requesters, previews, the tiled board),
7 + v is the set's colour v (1..15). Transparent has no colour of its own: it is drawn as a
black-and-white dither (a medium grey from a step away), as in the edit box. The stones may use at
most 8 of the 15 colours at once, the 8 a set shows on the play screen (whose other 8 colours are the
board's); a small mark shows which swatches are in the stones.
"""

from __future__ import annotations

from typing import Protocol

import pyxel

from ishido_retro.stonesets.colourdiff import seen_as
from ishido_retro.stonesets.document import EDIT_COLOURS, PALETTE_COLOURS, StonesetDoc
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G
from .actions import Action, ChooseColour
from .grid import Area
from .stonedraw import STONE_BASE, T_SHOWN, dither_rect
from .view import EditorView


class PalettePort(Protocol):
    """What the palette shows and where a chosen colour goes."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...

    def act(self, action: Action) -> None: ...


class Palette(Widget):
    """Two rows of swatches: ``colour T`` (transparent) and ``colour 1`` .. ``colour 7``, then 8 .. 15."""

    def __init__(self, port: PalettePort) -> None:
        super().__init__(G.SWATCH_X, G.SWATCH_Y, G.SWATCH_COLUMNS * G.SWATCH_W, 2 * G.SWATCH_H, "palette")
        self.port = port
        for i in range(G.SWATCHES):
            self.add(Area(*G.swatch_rect(i), name="colour T" if i == 0 else f"colour {i}"))

    def find_colour(self, name: str) -> Widget | None:
        """``colour 0`` is T as well: transparent is colour 0 of the set."""
        return self.find("colour T") if name.split() == ["colour", "0"] else None

    def swatch_at(self, x: int, y: int) -> int | None:
        return next((i for i in range(G.SWATCHES) if G.inside(G.swatch_rect(i), x, y)), None)

    def handle(self, inp: Input) -> bool:
        if not inp.left_pressed:
            return False
        i = self.swatch_at(inp.x, inp.y)
        if i is None:
            return False
        self.port.act(ChooseColour(i, edit=inp.double_click and i != 0))
        return True

    def hint(self, x: int, y: int) -> str:
        """The status line's help for the swatch under (x, y): its colour and whether the stones use it."""
        i = self.swatch_at(x, y)
        if i is None:
            return ""
        if i == 0:
            return f"T: transparent, clear in play (key T); its file writes #{self.port.doc.palette[0]:06x} (RGB)."
        doc = self.port.doc
        used = doc.colours_in_use()
        head = f"Colour {i}, #{doc.palette[i]:06x}: "
        if i in used:
            return head + f"in the stones, {len(used)} of at most {EDIT_COLOURS}. Double-click: RGB."
        if len(used) < EDIT_COLOURS:
            return head + f"unused ({len(used)} of at most {EDIT_COLOURS} in the stones). Double-click: RGB."
        return head + f"unused; the stones have {EDIT_COLOURS} colours, the most play shows."

    def draw(self) -> None:
        cols, w, h = G.SWATCH_COLUMNS, G.SWATCH_W, G.SWATCH_H
        pyxel.rect(G.SWATCH_X - 1, G.SWATCH_Y - 1, cols * w + 1, 2 * h + 1, draw.SHADOW)   # lines, as the edit box's
        pyxel.rectb(G.SWATCH_X - 2, G.SWATCH_Y - 2, cols * w + 3, 2 * h + 3, draw.FG)
        used = set(self.port.doc.colours_in_use())
        for i in range(G.SWATCHES):
            x, y, _, _ = G.swatch_rect(i)
            if i == 0:
                dither_rect(x, y, w - 1, h - 1)      # transparent: the medium grey of the manual's T
            else:
                pyxel.rect(x, y, w - 1, h - 1, STONE_BASE + i)
            if i in used:                            # in the stones: a dot in the lower right corner
                pyxel.rect(x + w - 6, y + h - 6, 3, 3, draw.FG)
                pyxel.pset(x + w - 5, y + h - 5, draw.BG)
        colour = self.port.view.colour
        x, y, _, _ = G.swatch_rect(colour)
        pyxel.rectb(x - 1, y - 1, w + 1, h + 1, draw.BG)
        pyxel.rectb(x, y, w - 1, h - 1, draw.FG)
        draw.text(G.INFO_X, G.INFO_Y, "clear" if colour == 0 else f"#{self.port.doc.palette[colour]:06x}", draw.BG)


def apply_palette(board_palette: list[int], doc: StonesetDoc, simulation: str = "") -> None:
    """Put the board roles (0..7) and the set's colours 1..15 (8..22) into pyxel's palette; with ``simulation`` (a
    key of colourdiff.SIMULATIONS) every colour on screen as those eyes see it."""
    colours = list(pyxel.colors)
    colours += [0] * (T_SHOWN + 1 - len(colours))
    for i, value in enumerate(board_palette[:8]):
        colours[i] = value
    for v in range(1, PALETTE_COLOURS + 1):
        colours[STONE_BASE + v] = doc.palette[v]
    colours[T_SHOWN] = doc.palette[0]
    if simulation:
        colours = [seen_as(c, simulation) for c in colours]
    pyxel.colors[:] = colours
