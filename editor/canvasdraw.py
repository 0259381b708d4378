"""How the edit box looks: the stone's pixels at the zoom in use, with or without the grid, the shape or
the marquee's pixels being dragged, the mirror lines, the marquee and the keys' cursor."""

from __future__ import annotations

from typing import Protocol

import pyxel

from ishido_retro.stonesets.marquee import rect_between
from ishido_retro.ui import draw

from . import geometry as G
from .marqueetool import MarqueeTool
from .painter import PainterPort
from .stonedraw import STONE_BASE, dither_rect

CELL = G.CELL
Pixel = tuple[int, int]


class Canvas(Protocol):
    """What the edit box shows: the canvas's document and view, its marquee, its keys' cursor and shape."""

    @property
    def port(self) -> PainterPort: ...

    @property
    def marquee(self) -> MarqueeTool: ...

    @property
    def cursor(self) -> Pixel: ...

    @property
    def cursor_shown(self) -> bool: ...

    @property
    def anchor(self) -> Pixel | None: ...

    def preview(self) -> set[Pixel]: ...


def draw_canvas(canvas: Canvas) -> None:
    view, doc = canvas.port.view, canvas.port.doc
    box = view.box
    stone = canvas.marquee.shown(doc.stone(view.col, view.row))
    mask = doc.masks[view.col]
    preview = canvas.preview()
    pyxel.rect(G.EDIT_X - 2, G.EDIT_Y - 2, G.EDIT_W + 3, G.EDIT_H + 3, draw.FG)
    pyxel.rect(G.EDIT_X - 1, G.EDIT_Y - 1, G.EDIT_W + 1, G.EDIT_H + 1, draw.SHADOW)   # the grid lines
    size = box.zoom - 1 if box.grid else box.zoom
    for py in range(box.top, box.top + box.shown):
        for px in range(box.left, box.left + box.shown):
            i = py * CELL + px
            x, y, _, _ = box.pixel_rect(px, py)
            v = view.colour if (px, py) in preview else stone[i]
            if v:
                pyxel.rect(x, y, size, size, STONE_BASE + v)
            elif mask[i]:     # transparent inside the mask (a hole): the medium-grey dither
                dither_rect(x, y, size, size)
            else:             # outside the mask: transparent in play, one with the dark grid
                pyxel.pset(x + box.zoom // 2 - 1, y + box.zoom // 2 - 1, draw.MID)
    _draw_mirror_lines(canvas)
    _draw_marquee(canvas)
    if canvas.cursor_shown and box.visible(*canvas.cursor):   # the keys' pixel: a light frame in a dark one
        x, y, w, h = box.pixel_rect(*canvas.cursor)
        pyxel.rectb(x - 2, y - 2, w + 3, h + 3, draw.FG)
        pyxel.rectb(x - 1, y - 1, w + 1, h + 1, draw.BG)


def _draw_mirror_lines(canvas: Canvas) -> None:
    """The centre lines a mirror paints across, where they are in view."""
    view = canvas.port.view
    x, y, _, _ = view.box.pixel_rect(CELL // 2, CELL // 2)
    pyxel.clip(G.EDIT_X - 2, G.EDIT_Y - 2, G.EDIT_W + 3, G.EDIT_H + 3)
    if view.mirror_h:
        pyxel.line(x - 1, G.EDIT_Y - 2, x - 1, G.EDIT_Y + G.EDIT_H, draw.HILITE)
    if view.mirror_v:
        pyxel.line(G.EDIT_X - 2, y - 1, G.EDIT_X + G.EDIT_W, y - 1, draw.HILITE)
    pyxel.clip()


def _draw_marquee(canvas: Canvas) -> None:
    """The marquee (or one being marked with the keys) as a dashed frame on the grid lines, moving with the
    pixels being dragged."""
    view = canvas.port.view
    if view.tool != "select":
        return
    rect = canvas.marquee.rect
    if canvas.anchor is not None:
        rect = rect_between(canvas.anchor, canvas.cursor)
    if rect is None:
        return
    dx, dy = canvas.marquee.offset
    x0, y0, _, _ = view.box.pixel_rect(rect[0] + dx, rect[1] + dy)
    x1, y1, _, _ = view.box.pixel_rect(rect[0] + dx + rect[2], rect[1] + dy + rect[3])
    pyxel.clip(G.EDIT_X - 2, G.EDIT_Y - 2, G.EDIT_W + 3, G.EDIT_H + 3)
    for x in range(x0 - 1, x1):
        colour = draw.BG if (x // 2) % 2 else draw.FG
        pyxel.pset(x, y0 - 1, colour)
        pyxel.pset(x, y1 - 1, colour)
    for y in range(y0 - 1, y1):
        colour = draw.BG if (y // 2) % 2 else draw.FG
        pyxel.pset(x0 - 1, y, colour)
        pyxel.pset(x1 - 1, y, colour)
    pyxel.clip()
