"""Preview on Board (F2): the set being edited on the board in play, in a sample position, as a game shows it.

All 36 stones lie in a block in the Within (each beside stones of its colour left and right and of its symbol
above and below: a position a game can reach), four more in the corners of the Beyond, and the stone being
edited on the touchstone. It is drawn from the document every frame, so Undo and Redo (Ctrl+Z, Ctrl+Y) show
at once; any other key, a click or the pad's A or B goes back to the editing.
"""

from __future__ import annotations

from typing import Protocol

import pyxel

from ishido_retro import layout
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Window

from .stonedraw import CLEAR_KEY, StonesImage
from .view import EditorView

CELL = layout.STONE
BLOCK = (3, 1)               # the square of the block's first stone (colour 1, symbol 1)
CORNERS = {(0, 0): (0, 0), (11, 0): (1, 1), (0, 7): (2, 2), (11, 7): (3, 3)}   # square: (col, row) of a stone
UNDO_KEYS = ("ctrl+z", "ctrl+y")
BACK = "Any key or click: back. Ctrl+Z: undo."


class PreviewPort(Protocol):
    """The set, the stone being edited and how the editor draws them."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...

    @property
    def stones_image(self) -> StonesImage: ...

    @property
    def board_image(self) -> pyxel.Image | None: ...

    def act_undo(self, redo: bool) -> None: ...


def sample_position() -> dict[tuple[int, int], tuple[int, int]]:
    """Board square ``(col, row)`` -> the stone ``(symbol col, colour row)`` of the set lying there."""
    squares = {(BLOCK[0] + c, BLOCK[1] + r): (c, r) for r in range(6) for c in range(6)}
    squares.update(CORNERS)
    return squares


class BoardPreview(Window):
    """The whole screen: the board, the stones in their sample position, a line that says how to go back."""

    def __init__(self, port: PreviewPort) -> None:
        super().__init__(0, 0, layout.SCREEN_W, layout.SCREEN_H, "Preview on Board", name="Preview on Board")
        self.port = port

    def handle(self, inp: Input) -> bool:
        undo = next((k for k in UNDO_KEYS if k in inp.keys), None)
        if undo is not None:
            self.port.act_undo(undo == "ctrl+y")
        elif inp.keys or inp.left_pressed or inp.right_pressed:
            self.close("Back")
        return True

    def text_for_dump(self) -> str:
        return f"{self.heading()}\n{BACK}"

    def heading(self) -> str:
        return f"Preview on Board: {self.port.doc.name.strip() or 'Untitled'}"

    def draw(self) -> None:
        image, doc = self.port.board_image, self.port.doc
        if image is not None:
            pyxel.blt(0, 0, image, 0, 0, layout.SCREEN_W, layout.SCREEN_H)
        else:
            pyxel.cls(layout.ROLE_FRAME_MID)
            pyxel.rect(layout.BOARD_X, layout.BOARD_Y, layout.BOARD_W, layout.BOARD_H, layout.ROLE_WITHIN)
        stones = self.port.stones_image.of(doc)
        for (col, row), (c, r) in sample_position().items():
            x, y = layout.square_origin(col, row)
            pyxel.blt(x, y, stones, c * CELL, r * CELL, CELL, CELL, CLEAR_KEY)
        view = self.port.view
        tx, ty = layout.TOUCHSTONE_STONE
        pyxel.blt(tx, ty, stones, view.col * CELL, view.row * CELL, CELL, CELL, CLEAR_KEY)
        tx, ty, tw, _ = layout.TITLE_RECT
        draw.text_fitted(tx + 3, ty + 3, self.heading(), tw - 6, layout.ROLE_WHITE)
        sx, sy, sw, _ = layout.STATUS_RECT
        draw.text_fitted(sx + 3, sy + 2, BACK, sw - 6, layout.ROLE_WHITE)
