"""The canvas: the magnified Stone Edit box where the stone's pixels are painted.

The pencil paints while the button is held (one undo step a stroke), Fill fills at a click,
Line, Rect and Box draw a preview while dragged and paint on release; Pick (or Shift+click, or
Shift+right-click) takes a pixel's colour, and while XColor is lit a click replaces that colour
in the selected stone, column or row. Mirror H and V paint the mirror images too. Every change is
one of the document's commands.

The keys have a pixel cursor here (:meth:`Canvas.move_cursor`, hidden until the first arrow) and
Space paints at it (:meth:`Canvas.press`): a pixel with the pencil, a fill, a pick; with Line, Rect
and Box the first press marks where the shape starts (shown as it would be drawn while the cursor
moves) and the second draws it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pyxel

from ishido_retro.stonesets.document import Selection, StonesetDoc, TooManyColours
from ishido_retro.stonesets.drawing import line_points, mirrored, rect_points
from ishido_retro.ui import draw
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G
from .stonedraw import STONE_BASE, dither_rect
from .view import TOOL_IDS, EditorView, tool_help, tool_label

CELL = G.CELL
Pixel = tuple[int, int]
SHAPES = ("line", "rect", "box")


class CanvasPort(Protocol):
    """What the canvas paints on and where it says what it did."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...

    def say(self, text: str) -> None: ...


class Canvas(Widget):
    """The Stone Edit box: one stone 20 x 20, each pixel 5 x 5 on screen."""

    def __init__(self, port: CanvasPort) -> None:
        super().__init__(G.EDIT_X, G.EDIT_Y, G.EDIT_W, G.EDIT_H, "canvas")
        self.port = port
        self._drag: Pixel | None = None      # where a line or rectangle began
        self._drag_end: Pixel | None = None
        self._last_pixel: Pixel | None = None
        self._painting = False
        self.cursor: Pixel = (CELL // 2, CELL // 2)   # the keys' pixel, shown once an arrow is pressed
        self.cursor_shown = False
        self.anchor: Pixel | None = None     # where a shape drawn with the keys begins

    @property
    def busy(self) -> bool:
        """A stroke or a drag is under way: every input goes on with it until the button is let go."""
        return self._painting or self._drag is not None

    def find_pixel(self, name: str) -> Widget | None:
        """``pixel X Y``: the edit box's pixel as a widget the runner can click."""
        words = name.split()
        if len(words) == 3 and words[0].lower() == "pixel" and all(w.isdigit() for w in words[1:]):
            x, y = int(words[1]), int(words[2])
            if 0 <= x < CELL and 0 <= y < CELL:
                return Widget(*G.pixel_rect(x, y), name=name)
        return None

    # --- tools and one-shot actions --------------------------------------------------------

    def use_tool(self, tool_id: str) -> None:
        """Make ``tool_id`` the drawing tool, or toggle a mirror, or flip or turn the stone."""
        view, doc = self.port.view, self.port.doc
        if tool_id in TOOL_IDS:
            view.tool = tool_id
            self.port.say(f"{tool_label(tool_id)}: {tool_help(tool_id)}.")
        elif tool_id == "mirror_h":
            view.mirror_h = not view.mirror_h
        elif tool_id == "mirror_v":
            view.mirror_v = not view.mirror_v
        elif tool_id in ("flip_h", "flip_v"):
            doc.flip(view.col, view.row, horizontal=tool_id == "flip_h")
        elif tool_id == "rotate":
            doc.rotate(view.col, view.row)

    def pick(self, x: int, y: int) -> None:
        """The colour picker: the colour under pixel (x, y) of the stone becomes the drawing colour."""
        view = self.port.view
        view.colour = self.port.doc.pixel(view.col, view.row, x, y)
        self.port.say("Picked transparent (T)." if view.colour == 0 else f"Picked colour {view.colour}.")

    # --- the keys -------------------------------------------------------------------------

    def move_cursor(self, dx: int, dy: int) -> None:
        """An arrow: a hidden cursor shows where it was, a shown one moves a pixel (not out of the stone)."""
        if self.cursor_shown:
            x, y = self.cursor
            self.cursor = (min(CELL - 1, max(0, x + dx)), min(CELL - 1, max(0, y + dy)))
        self.cursor_shown = True

    def press(self) -> None:
        """Space at the cursor: what a click there does with the tool in use (a shape takes two presses)."""
        self.cursor_shown = True
        view, pixel = self.port.view, self.cursor
        if view.tool in SHAPES and not view.xcolor:
            if self.anchor is None:
                self.anchor = pixel
                self.port.say(f"{tool_label(view.tool)} from {pixel[0]},{pixel[1]}: move to the other end and "
                              "press Space again (Escape: no shape).")
                return
            start, self.anchor = self.anchor, None
            self._refused_says(lambda _inp: self._shape(start, pixel), Input())
            return
        self._refused_says(lambda inp: self._start(pixel, inp), Input())
        if self._painting:              # the pencil: one pixel, one step of undo
            self.port.doc.end_stroke()
            self._painting = False

    def drop_anchor(self) -> bool:
        """Escape: a shape begun with the keys is not drawn; else the cursor hides. False if neither was there."""
        if self.anchor is not None:
            self.anchor = None
            self.port.say("No shape drawn.")
            return True
        shown, self.cursor_shown = self.cursor_shown, False
        return shown

    # --- input ----------------------------------------------------------------------------

    def takes_right_click(self, inp: Input) -> bool:
        """A modifier held with the right button over the edit box picks a colour (instead of the menu)."""
        return inp.right_pressed and bool(inp.held) and G.pixel_at(inp.x, inp.y) is not None

    def handle(self, inp: Input) -> bool:
        if self.busy:
            self._refused_says(self._follow, inp)
            return True
        pixel = G.pixel_at(inp.x, inp.y)
        if pixel is None:
            return False
        if self.takes_right_click(inp):
            self.pick(*pixel)
            return True
        if not inp.left_pressed:
            return False
        self._refused_says(lambda i: self._start(pixel, i), inp)
        return True

    def _refused_says(self, paint: Callable[[Input], None], inp: Input) -> None:
        """Paint; a colour the stones cannot take (a 9th) is said on the status line, and the stroke ends."""
        try:
            paint(inp)
        except TooManyColours as exc:
            self.port.say(str(exc))
            self.port.doc.end_stroke()
            self._painting, self._drag = False, None

    def _start(self, pixel: Pixel, inp: Input) -> None:
        x, y = pixel
        view, doc = self.port.view, self.port.doc
        if view.tool == "picker" or "shift" in inp.held:
            self.pick(x, y)
            return
        if view.xcolor:
            old = doc.pixel(view.col, view.row, x, y)
            scope = view.selection if view.kind != "stone" else Selection("stone", view.col, view.row)
            doc.xcolor(scope, old, view.colour)
            self.port.say(f"XColor: colour {old or 'T'} became colour {view.colour or 'T'} in the {view.kind}.")
            return
        mirror = {"h_mirror": view.mirror_h, "v_mirror": view.mirror_v}
        if view.tool == "fill":
            doc.flood_fill(view.col, view.row, x, y, view.colour, **mirror)
        elif view.tool == "pencil":
            doc.begin_stroke()
            doc.pencil(view.col, view.row, x, y, view.colour, **mirror)
            self._painting = True
            self._last_pixel = (x, y)
        else:
            self._drag = self._drag_end = (x, y)

    def _follow(self, inp: Input) -> None:
        """A stroke or a drag goes on: paint to the pointer, or end on release."""
        pixel = _clamped_pixel(inp.x, inp.y)
        view, doc = self.port.view, self.port.doc
        done = inp.left_released or not inp.left_held
        if self._painting:
            if pixel != self._last_pixel and self._last_pixel is not None:
                doc.paint(view.col, view.row, line_points(self._last_pixel, pixel), view.colour,
                          h_mirror=view.mirror_h, v_mirror=view.mirror_v)
                self._last_pixel = pixel
            if done:
                doc.end_stroke()
                self._painting = False
            return
        self._drag_end = pixel
        if done and self._drag is not None:
            start, self._drag = self._drag, None
            self._shape(start, pixel)

    def _shape(self, start: Pixel, end: Pixel) -> None:
        """The line, rectangle or box of the tool in use from ``start`` to ``end``."""
        view, doc = self.port.view, self.port.doc
        mirror = {"h_mirror": view.mirror_h, "v_mirror": view.mirror_v}
        if view.tool == "line":
            doc.line(view.col, view.row, start, end, view.colour, **mirror)
        else:
            doc.rectangle(view.col, view.row, start, end, view.colour, filled=view.tool == "box", **mirror)

    # --- drawing ------------------------------------------------------------------------------

    def _preview(self) -> set[Pixel]:
        """The pixels a line or rectangle being dragged would paint (with their mirror images)."""
        view = self.port.view
        start, end = (self._drag, self._drag_end) if self.anchor is None else (self.anchor, self.cursor)
        if start is None or end is None or view.tool not in SHAPES:
            return set()
        pts = (line_points(start, end) if view.tool == "line" else rect_points(start, end, view.tool == "box"))
        return set(mirrored(pts, view.mirror_h, view.mirror_v))

    def draw(self) -> None:
        view, doc = self.port.view, self.port.doc
        stone = doc.stone(view.col, view.row)
        mask = doc.masks[view.col]
        preview = self._preview()
        pyxel.rect(G.EDIT_X - 2, G.EDIT_Y - 2, G.EDIT_W + 3, G.EDIT_H + 3, draw.FG)
        pyxel.rect(G.EDIT_X - 1, G.EDIT_Y - 1, G.EDIT_W + 1, G.EDIT_H + 1, draw.SHADOW)   # the grid lines
        for i, v in enumerate(stone):
            px, py = i % CELL, i // CELL
            x, y, _, _ = G.pixel_rect(px, py)
            if (px, py) in preview:
                v = view.colour
            if v:
                pyxel.rect(x, y, G.ZOOM - 1, G.ZOOM - 1, STONE_BASE + v)
            elif mask[i]:     # transparent inside the mask (a hole): the medium-grey dither
                dither_rect(x, y, G.ZOOM - 1, G.ZOOM - 1)
            else:             # outside the mask: transparent in play, one with the dark grid
                pyxel.pset(x + 1, y + 1, draw.MID)
        if view.mirror_h:
            pyxel.line(G.EDIT_X + G.EDIT_W // 2 - 1, G.EDIT_Y - 2, G.EDIT_X + G.EDIT_W // 2 - 1,
                       G.EDIT_Y + G.EDIT_H, draw.HILITE)
        if view.mirror_v:
            pyxel.line(G.EDIT_X - 2, G.EDIT_Y + G.EDIT_H // 2 - 1, G.EDIT_X + G.EDIT_W,
                       G.EDIT_Y + G.EDIT_H // 2 - 1, draw.HILITE)
        if self.cursor_shown:           # the keys' pixel: a light frame in a dark one, on the grid lines
            x, y, w, h = G.pixel_rect(*self.cursor)
            pyxel.rectb(x - 2, y - 2, w + 3, h + 3, draw.FG)
            pyxel.rectb(x - 1, y - 1, w + 1, h + 1, draw.BG)


def _clamped_pixel(x: int, y: int) -> Pixel:
    return (min(CELL - 1, max(0, (x - G.EDIT_X) // G.ZOOM)), min(CELL - 1, max(0, (y - G.EDIT_Y) // G.ZOOM)))
