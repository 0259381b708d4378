"""The canvas: the magnified Stone Edit box where the stone's pixels are painted.

The pencil paints while the button is held (one undo step a stroke), Fill fills at a click,
Line, Rect, Box, Ellipse and Disc draw a preview while dragged and paint on release; Select draws a
marquee whose pixels move (:mod:`.marqueetool`); Pick (or Shift+click, or Shift+right-click) takes a
pixel's colour, and while XColor is lit a click replaces that colour in the selected stone, column or
row. Mirror H and V paint the mirror images too. What a tool paints lands on the stones of the scope
(the stone, its column, its row, all 36: :mod:`.painter`). Every change is one of the document's commands.

The edit box zooms (:mod:`.editbox`): the wheel over it and the keys + and - (:meth:`Canvas.zoom`); the hand
(:mod:`.panning`) moves the part in view, and makes Space a tap (let go with no drag) or the hand (held and dragged).
The keys have a pixel cursor here (:meth:`Canvas.move_cursor`, hidden until the first arrow) and
Space paints at it (:meth:`Canvas.press`): a pixel with the pencil, a fill, a pick; with the shapes
the first press marks where the shape starts (shown as it would be drawn while the cursor moves) and
the second draws it; with Select the two presses mark the marquee, then the arrows move its pixels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ishido_retro.formats.numbers import is_digits
from ishido_retro.stonesets.document import Selection, StonesetDoc, TooManyColours
from ishido_retro.stonesets.marquee import rect_between
from ishido_retro.ui.input import Input
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G
from .canvasdraw import draw_canvas
from .editbox import ZOOMS, EditBox
from .marqueetool import MARQUEE_KEYS, MarqueeTool
from .painter import SHAPES, Painter, unpainted
from .panning import Hand
from .view import TOOL_IDS, EditorView, tool_help, tool_label

CELL = G.CELL
Pixel = tuple[int, int]


def marquee_key(view: EditorView, inp: Input) -> bool:
    """Whether ``inp`` is one of the marquee's keys (Ctrl+C, Ctrl+X, Ctrl+V, Delete) with Select in use."""
    return view.tool == "select" and any(key in inp.keys for key in MARQUEE_KEYS)


def menu_or_shortcut(view: EditorView, inp: Input) -> bool:
    """Whether ``inp`` opens a menu (the right button) or is a menu's shortcut (Ctrl, Alt, an F key), not one of
    the marquee's own keys."""
    shortcut = any(k.startswith(("ctrl+", "alt+")) or (k[0] == "f" and k[1:].isdigit()) for k in inp.keys)
    return inp.right_pressed or (shortcut and not marquee_key(view, inp))


def find_pixel(box: EditBox, name: str) -> Widget | None:
    """``pixel X Y``: the edit box's pixel as a widget the runner can click (when it is in view)."""
    words = name.split()
    if len(words) == 3 and words[0].lower() == "pixel" and all(is_digits(w, 3) for w in words[1:]):
        x, y = int(words[1]), int(words[2])
        if 0 <= x < CELL and 0 <= y < CELL and box.visible(x, y):
            return Widget(*box.pixel_rect(x, y), name=name)
    return None


class CanvasPort(Protocol):
    """What the canvas paints on and where it says what it did."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...

    def say(self, text: str) -> None: ...


class Canvas(Widget):
    """The Stone Edit box: one stone 20 x 20, each pixel 5 x 5 on screen (more when zoomed in)."""

    def __init__(self, port: CanvasPort) -> None:
        super().__init__(G.EDIT_X, G.EDIT_Y, G.EDIT_W, G.EDIT_H, "canvas")
        self.port = port
        self.painter = Painter(port)
        self.marquee = MarqueeTool(port)
        self.hand = Hand(port)               # a middle drag or Space and a drag moves the view
        self._drag: Pixel | None = None      # where a shape began
        self._drag_end: Pixel | None = None
        self._last_pixel: Pixel | None = None
        self._painting = False
        self.cursor: Pixel = (CELL // 2, CELL // 2)   # the keys' pixel, shown once an arrow is pressed
        self.cursor_shown = False
        self.anchor: Pixel | None = None     # where a shape drawn with the keys begins

    @property
    def busy(self) -> bool:
        """A stroke or a drag is under way: every input goes on with it until the button is let go."""
        return self._painting or self._drag is not None or self.marquee.dragging or self.hand.dragging

    # --- tools and one-shot actions --------------------------------------------------------

    def use_tool(self, tool_id: str) -> None:
        """Make ``tool_id`` the drawing tool, or toggle a mirror, or flip or turn the stone (or the marquee's
        pixels while one is up)."""
        view, doc = self.port.view, self.port.doc
        up = view.tool == "select" and self.marquee.rect is not None
        if tool_id in TOOL_IDS:
            if tool_id != "select":
                self.settle()
            view.tool = tool_id
            self.anchor = None
            self.port.say(f"{tool_label(tool_id)}: {tool_help(tool_id)}.")
        elif tool_id == "mirror_h":
            view.mirror_h = not view.mirror_h
        elif tool_id == "mirror_v":
            view.mirror_v = not view.mirror_v
        elif tool_id in ("flip_h", "flip_v"):
            if up:
                self.marquee.flip(tool_id == "flip_h")
            else:
                doc.flip(view.col, view.row, horizontal=tool_id == "flip_h")
        elif tool_id == "rotate":
            if up:
                self.marquee.turn()
            else:
                doc.rotate(view.col, view.row)

    def pick(self, x: int, y: int) -> None:
        """The colour picker: the colour under pixel (x, y) of the stone becomes the drawing colour."""
        view = self.port.view
        view.colour = self.port.doc.pixel(view.col, view.row, x, y)
        self.port.say("Picked transparent (T)." if view.colour == 0 else f"Picked colour {view.colour}.")

    def zoom(self, step: int, around: Pixel | None = None) -> None:
        """One zoom step in (1) or out (-1) about ``around`` (else the keys' cursor when shown, :mod:`.panning`)."""
        self.hand.zoom(step, around or (self.cursor if self.cursor_shown else None))

    # --- the keys -------------------------------------------------------------------------

    def move_cursor(self, dx: int, dy: int) -> None:
        """An arrow: a hidden cursor shows where it was, a shown one moves a pixel (not out of the stone); with
        Select and a marquee up, the marquee's pixels move instead."""
        if self.port.view.tool == "select" and self.marquee.rect is not None and self.anchor is None:
            self._refused_says(lambda _inp: self.marquee.nudge(dx, dy), Input())
            return
        if self.cursor_shown:
            x, y = self.cursor
            self.cursor = (min(CELL - 1, max(0, x + dx)), min(CELL - 1, max(0, y + dy)))
        self.cursor_shown = True
        self.port.view.box.follow(self.cursor)

    def press(self) -> None:
        """Space at the cursor: what a click there does with the tool in use (a shape takes two presses)."""
        self.cursor_shown = True
        view, pixel = self.port.view, self.cursor
        if self.lay_floating():
            return
        if (view.tool in SHAPES or view.tool == "select") and not view.xcolor:
            if self.anchor is None:
                self.anchor = pixel
                self.port.say(f"{tool_label(view.tool)} from {pixel[0]},{pixel[1]}: move to the other end and "
                              "press Space again (Escape: no shape).")
                return
            start, self.anchor = self.anchor, None
            if view.tool == "select":
                self.marquee.rect = rect_between(start, pixel)
                self.port.say("Marquee up: the arrows move its pixels, Escape drops it.")
                return
            self._refused_says(lambda _inp: self.painter.shape(view.tool, start, pixel), Input())
            return
        if (said := unpainted(self.port, pixel)) is not None:
            self.port.say(said)
            return
        self._refused_says(lambda inp: self._start(pixel, inp), Input())
        if self._painting:              # the pencil: one pixel, one step of undo
            self.painter.end_stroke()
            self._painting = False

    def drop_anchor(self) -> bool:
        """Escape: a shape begun with the keys is not drawn; else the marquee goes; else the cursor hides. False
        if none was there."""
        if self.anchor is not None:
            self.anchor = None
            self.port.say("No shape drawn.")
            return True
        if self.marquee.drop():
            return True
        shown, self.cursor_shown = self.cursor_shown, False
        return shown

    def marquee_keys(self, inp: Input) -> bool:
        """Ctrl+C, Ctrl+X, Ctrl+V and Delete with Select in use act on the marquee (else on the Edit menu's
        selection); True if they were used."""
        if "return" in inp.keys and self.lay_floating():
            return True
        operation = next((op for key, op in MARQUEE_KEYS.items() if key in inp.keys), None)
        if operation is None or self.port.view.tool != "select":
            return False
        self.marquee_clip(operation)
        return True

    def marquee_clip(self, operation: str) -> None:
        """Copy, cut, paste or erase the marquee's pixels (the keys, or the Edit menu's Marquee)."""
        self._refused_says(lambda _inp: self.port.say(self.marquee.clipboard(operation)), Input())

    def lay_floating(self) -> bool:
        """Return or Space: floating pixels are laid on the stones of the scope (False if none float)."""
        if self.marquee.floating is None:
            return False
        said = f"Laid the {self.marquee.floating.label} (Undo takes it back)."
        self._refused_says(lambda _inp: self.port.say(said) if self.marquee.lay() else None, Input())
        return True

    def settle(self) -> None:
        """Before another tool or action: floating pixels are laid (a 9th colour is said and they stay)."""
        if self.marquee.floating is not None and not self.marquee.dragging:
            self._refused_says(lambda _inp: None if self.marquee.lay() else None, Input())

    # --- input ----------------------------------------------------------------------------

    def takes_right_click(self, inp: Input) -> bool:
        """A modifier held with the right button over the edit box picks a colour (instead of the menu)."""
        return inp.right_pressed and bool(inp.held) and self.port.view.box.pixel_at(inp.x, inp.y) is not None

    def space_tap(self, inp: Input, keys_here: bool) -> bool:
        """A tap of Space (:meth:`.panning.Hand.space_taps`) lays floating pixels, wherever the keys are; else, with
        the keys here and their cursor hidden, over the edit box it is the hand's hint. True if it was either."""
        if "space" not in inp.keys or inp.held:
            return False
        return self.lay_floating() or (keys_here and self.hand.space(inp, self.cursor_shown))

    def handle(self, inp: Input) -> bool:
        if not (self._painting or self._drag is not None or self.marquee.dragging) and self.hand.handle(inp):
            return True
        if self.busy:
            self._refused_says(self._follow, inp)
            return True
        pixel = self.port.view.box.pixel_at(inp.x, inp.y)
        if pixel is None:
            return False
        if inp.wheel:
            self.zoom(1 if inp.wheel > 0 else -1, pixel)
            return True
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
            self.painter.end_stroke()
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
        if view.tool == "fill":
            self.painter.fill(pixel)
        elif view.tool == "pencil":
            self._painting = True
            self._last_pixel = pixel
            self.painter.begin_stroke(pixel)
        elif view.tool == "select":
            self.marquee.press(pixel)
        else:
            self._drag = self._drag_end = pixel

    def _follow(self, inp: Input) -> None:
        """A stroke or a drag goes on: paint to the pointer, or end on release."""
        pixel = self.port.view.box.clamped_pixel(inp.x, inp.y)
        done = inp.left_released or not inp.left_held
        if self._painting:
            if pixel != self._last_pixel and self._last_pixel is not None:
                self.painter.stroke_to(self._last_pixel, pixel)
                self._last_pixel = pixel
            if done:
                self.painter.end_stroke()
                self._painting = False
            return
        if self.marquee.dragging:
            if done:
                self.marquee.release(pixel)
            else:
                self.marquee.drag_to(pixel)
            return
        self._drag_end = pixel
        if done and self._drag is not None:
            start, self._drag = self._drag, None
            self.painter.shape(self.port.view.tool, start, pixel)

    # --- drawing ------------------------------------------------------------------------------

    def preview(self) -> set[Pixel]:
        """The pixels a shape being dragged (or begun with the keys) would paint, with their mirror images."""
        start, end = (self._drag, self._drag_end) if self.anchor is None else (self.anchor, self.cursor)
        return self.painter.preview(self.port.view.tool, start, end)

    def draw(self) -> None:
        draw_canvas(self)

    def state(self) -> dict[str, object]:
        """The runner's dump of the edit box: the scope, the brush, the zoom, the grid and the marquee."""
        view = self.port.view
        return {"scope": view.scope, "brush": view.brush, "zoom": view.box.zoom, "grid": view.box.grid,
                "shown": [view.box.left, view.box.top, view.box.shown], "zooms": list(ZOOMS), "pan": self.hand.by,
                "marquee": list(self.marquee.rect) if self.marquee.rect is not None else None,
                "floating": self.marquee.floating.label if self.marquee.floating is not None else None}
