"""The stone being edited shown as the manual's three squares (as edited, on the dark squares, on the light
squares) and tiled among its neighbours on the board's own squares."""

from __future__ import annotations

from typing import Protocol

import pyxel

from ishido_retro.layout import ROLE_BEYOND, ROLE_WITHIN
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.ui import draw
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G
from .stonedraw import CLEAR_KEY, STONE_BASE, StonesImage, dither
from .view import EditorView

CELL = G.CELL


class PreviewPort(Protocol):
    """What the previews show."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...


class Previews(Widget):
    """Three squares above the edit box and the tiled preview at the top right; nothing to click."""

    def __init__(self, port: PreviewPort, stones: StonesImage, board_image: pyxel.Image | None) -> None:
        super().__init__(G.PREVIEW_X, G.PREVIEW_Y, 320 - G.PREVIEW_X, 3 * CELL + 4, "previews")
        self.port = port
        self.stones = stones
        self.board_image = board_image

    def draw(self) -> None:
        img = self.stones.of(self.port.doc)
        view = self.port.view
        sx, sy = view.col * CELL, view.row * CELL
        for k, ground in enumerate((None, ROLE_BEYOND, ROLE_WITHIN)):
            x = G.PREVIEW_X + k * G.PREVIEW_PITCH
            pyxel.rect(x, G.PREVIEW_Y, 24, 24, draw.FG)
            if ground is None:   # as edited: raw pixels, transparent as medium grey (a dither)
                stone = self.port.doc.stone(view.col, view.row)
                for i, v in enumerate(stone):
                    px, py = x + 2 + i % CELL, G.PREVIEW_Y + 2 + i // CELL
                    pyxel.pset(px, py, STONE_BASE + v if v else dither(px, py))
                box = view.box
                if box.shown < CELL:     # zoomed in: where the part in the edit box lies
                    pyxel.rectb(x + 1 + box.left, G.PREVIEW_Y + 1 + box.top, box.shown + 2, box.shown + 2, draw.HILITE)
            else:
                pyxel.rect(x + 2, G.PREVIEW_Y + 2, CELL, CELL, ground)
                pyxel.blt(x + 2, G.PREVIEW_Y + 2, img, sx, sy, CELL, CELL, CLEAR_KEY)
        self._draw_tiled(img, view)

    def _draw_tiled(self, img: pyxel.Image, view: EditorView) -> None:
        """The stone among its neighbours on board squares: beside it stones of its row, above and below
        stones of its column."""
        tx, ty = G.TILED_X, G.TILED_Y
        pyxel.rect(tx - 2, ty - 2, 3 * CELL + 4, 3 * CELL + 4, draw.FG)
        for dy in range(3):
            for dx in range(3):
                x, y = tx + dx * CELL, ty + dy * CELL
                if self.board_image is not None:
                    pyxel.blt(x, y, self.board_image, 8 + (4 + dx) * CELL, 22 + (3 + dy) * CELL, CELL, CELL)
                else:
                    pyxel.rect(x, y, CELL, CELL, ROLE_WITHIN)
        col, row = view.col, view.row
        for (dx, dy), (c, r) in {(1, 1): (col, row), (0, 1): ((col + 1) % 6, row),
                                 (2, 1): ((col + 2) % 6, row), (1, 0): (col, (row + 1) % 6),
                                 (1, 2): (col, (row + 2) % 6)}.items():
            pyxel.blt(tx + dx * CELL, ty + dy * CELL, img, c * CELL, r * CELL, CELL, CELL, CLEAR_KEY)
