"""The stone grid: the Stone Select Area with its column and row numbers, the Stoneset Mask Area
below it and the Mask Template Area along the bottom.

The Stone Select Area is also the live preview of the set on its board: the stones lie on the board's
own squares, Within and Beyond by turns, each between stones of its colour (its row) and of its symbol
(its column), a position a game can reach; what is painted shows there at once.

A click selects a stone (Shift: its column, Ctrl or Alt: its row), a column by its number or
its mask, a row by its number, or applies a mask template; each is an action for the screen.
"""

from __future__ import annotations

import ctypes
from typing import Protocol, TypeVar

import pyxel

from ishido_retro.layout import BOARD_COLS, ROLE_BEYOND, ROLE_WITHIN, square_origin
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.stonesets.masks import template
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G
from .actions import Action, ApplyTemplate, Select
from .stonedraw import CLEAR_KEY, StonesImage
from .view import EditorView

CELL = G.CELL
Rect = tuple[int, int, int, int]
T = TypeVar("T")


class GridPort(Protocol):
    """What the stone grid reads and where its clicks go."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...

    def act(self, action: Action) -> None: ...

    @property
    def board_image(self) -> pyxel.Image | None: ...


class Area(Widget):
    """A named rectangle the runner can click (``stone 2 3``, ``mask 1``...); its widget handles the click."""


class StoneGrid(Widget):
    """The 36 stones, the six column masks and the eight mask templates."""

    def __init__(self, port: GridPort, stones: StonesImage) -> None:
        super().__init__(0, 0, G.EDIT_X - 2, G.STATUS_Y - 2, "stone grid")
        self.port = port
        self.stones = stones
        self.shapes = ShapesImage()
        for r in range(6):
            for c in range(6):
                self.add(Area(*G.stone_rect(c, r), name=f"stone {c} {r}"))
        for c in range(6):
            self.add(Area(*G.column_head_rect(c), name=f"column {c}"))
            self.add(Area(*G.mask_rect(c), name=f"mask {c}"))
        for r in range(6):
            self.add(Area(*G.row_head_rect(r), name=f"row {r}"))
        for n in range(G.TEMPLATE_COUNT):
            self.add(Area(*G.template_rect(n), name=f"template {n}"))

    # --- input --------------------------------------------------------------------------

    def handle(self, inp: Input) -> bool:
        if not inp.left_pressed:
            return False
        action = self.action_at(inp.x, inp.y, inp.held)
        if action is None:
            return False
        self.port.act(action)
        return True

    def action_at(self, x: int, y: int, held: frozenset[str]) -> Action | None:
        """What a left click at (x, y) does, with the modifier keys ``held``."""
        hit = _first(x, y, [((c, r), G.stone_rect(c, r)) for r in range(6) for c in range(6)])
        if hit is not None:
            c, r = hit
            if "shift" in held:
                return Select("column", c, r)
            if "ctrl" in held or "alt" in held:
                return Select("row", c, r)
            return Select("stone", c, r)
        col = _first(x, y, [(c, G.column_head_rect(c)) for c in range(6)] + [(c, G.mask_rect(c)) for c in range(6)])
        if col is not None:
            return Select("column", col)
        row = _first(x, y, [(r, G.row_head_rect(r)) for r in range(6)])
        if row is not None:
            return Select("row", row=row)
        n = _first(x, y, [(n, G.template_rect(n)) for n in range(G.TEMPLATE_COUNT)])
        return None if n is None else ApplyTemplate(n)

    def hint(self, x: int, y: int) -> str:
        """The status line's help for the area under (x, y), if any."""
        if any(G.inside(G.column_head_rect(c), x, y) or G.inside(G.row_head_rect(c), x, y) for c in range(6)):
            return "A whole column or row for XColor and the Edit menu (or Shift/Ctrl+click)."
        if any(G.inside(G.template_rect(n), x, y) for n in range(G.TEMPLATE_COUNT)):
            return "Mask template: gives the selected stone's column this shape."
        return ""

    # --- drawing ------------------------------------------------------------------------

    def draw(self) -> None:
        self._draw_select_area()
        self._draw_masks()
        self._draw_templates()

    def _draw_select_area(self) -> None:
        view = self.port.view
        pyxel.rect(G.GRID_X - 1, G.GRID_Y - 1, 6 * CELL + 2, 6 * CELL + 2, draw.FG)
        board = self.port.board_image
        for r in range(6):
            for c in range(6):
                x, y, _, _ = G.stone_rect(c, r)
                within = (c + r) % 2
                if board is None:
                    pyxel.rect(x, y, CELL, CELL, ROLE_WITHIN if within else ROLE_BEYOND)
                else:       # the board's own squares: an inner one, or one of the edge (the Beyond)
                    square = (3 + c, 1 + r) if within else (0 if c < 3 else BOARD_COLS - 1, 1 + r)
                    pyxel.blt(x, y, board, *square_origin(*square), CELL, CELL)
        pyxel.blt(G.GRID_X, G.GRID_Y, self.stones.of(self.port.doc), 0, 0, 6 * CELL, 6 * CELL, CLEAR_KEY)
        for c in range(6):
            x, y, w, h = G.column_head_rect(c)
            lit = view.kind == "column" and c == view.col
            draw.bevel(x, y, w, h, raised=not lit, fill=draw.HILITE if lit else draw.BG)
            draw.text_centred(x + w // 2, y + 1, str(c + 1))
        for r in range(6):
            x, y, w, h = G.row_head_rect(r)
            lit = view.kind == "row" and r == view.row
            draw.bevel(x, y, w, h, raised=not lit, fill=draw.HILITE if lit else draw.BG)
            draw.text_centred(x + w // 2 + 1, y + 7, str(r + 1))
        _draw_selection(view)

    def _draw_masks(self) -> None:
        shapes = self.shapes.of(self.port.doc)
        for c in range(6):
            x, y, _, _ = G.mask_rect(c)
            pyxel.blt(x, y, shapes, c * CELL, 0, CELL, CELL)
            pyxel.line(x, y, x, y + CELL - 1, draw.MID)      # a gap between neighbouring masks
            if self.port.view.col == c:
                pyxel.rectb(x - 1, y - 1, CELL + 2, CELL + 2, draw.HILITE)

    def _draw_templates(self) -> None:
        shapes = self.shapes.of(self.port.doc)
        for n in range(G.TEMPLATE_COUNT):
            x, y, _, _ = G.template_rect(n)
            pyxel.blt(x, y, shapes, (6 + n) * CELL, 0, CELL, CELL)
            pyxel.rectb(x - 1, y - 1, CELL + 2, CELL + 2, draw.FG)


def _first(x: int, y: int, areas: list[tuple[T, Rect]]) -> T | None:
    """The key of the first area holding (x, y)."""
    return next((key for key, rect in areas if G.inside(rect, x, y)), None)


def _draw_selection(view: EditorView) -> None:
    """The selection outlined: a column or a row, and always the stone being edited."""
    if view.kind == "column":
        x, y, _, _ = G.stone_rect(view.col, 0)
        pyxel.rectb(x - 1, y - 1, CELL + 2, 6 * CELL + 2, draw.HILITE)
    elif view.kind == "row":
        x, y, _, _ = G.stone_rect(0, view.row)
        pyxel.rectb(x - 1, y - 1, 6 * CELL + 2, CELL + 2, draw.HILITE)
    x, y, _, _ = G.stone_rect(view.col, view.row)
    pyxel.rectb(x, y, CELL, CELL, draw.BG)
    pyxel.rectb(x - 1, y - 1, CELL + 2, CELL + 2, draw.FG)


class ShapesImage:
    """The six column masks and the eight templates side by side, each its inside dark on the light
    ground; drawn again only after the document changes."""

    def __init__(self) -> None:
        self._image: pyxel.Image | None = None
        self._key: tuple[int, int] | None = None

    def of(self, doc: StonesetDoc) -> pyxel.Image:
        count = 6 + G.TEMPLATE_COUNT
        if self._image is None:
            self._image = pyxel.Image(count * CELL, CELL)
        key = (id(doc), doc.changes)
        if key != self._key:
            shapes = [bytes(m) for m in doc.masks] + [template(n) for n in range(G.TEMPLATE_COUNT)]
            address = ctypes.addressof(self._image.data_ptr())
            for y in range(CELL):
                row = b"".join(bytes(draw.SHADOW if v else draw.BG for v in shape[y * CELL:(y + 1) * CELL])
                               for shape in shapes)
                ctypes.memmove(address + y * count * CELL, row, count * CELL)
            self._key = key
        return self._image
