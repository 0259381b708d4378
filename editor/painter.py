"""What a paint tool does to the document: its pixels on the edited stone, spread by the scope.

The canvas says where the pointer (or the keys' cursor) went; the painter works out the pixels (the
brush's width for the pencil and the line, the mirror images) and lays them on every stone of the
scope (:mod:`ishido_retro.stonesets.scopes`) as one document command: a pencil stroke of many moves is
one step of undo, a shape or a fill is one. A mask template (:func:`apply_template`) shapes the column, and
XColor (:func:`toggle_xcolor`) makes a click replace a colour.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from ishido_retro.stonesets.contrast import row_indices
from ishido_retro.stonesets.document import StonesetDoc, TooManyColours
from ishido_retro.stonesets.drawing import brushed, ellipse_points, fill_region, line_points, mirrored, rect_points
from ishido_retro.stonesets.masks import TEMPLATE_NAMES, template
from ishido_retro.stonesets.scopes import spread

from .geometry import CELL
from .view import EditorView

Pixel = tuple[int, int]
SHAPES = ("line", "rect", "box", "ellipse", "disc")
# what Undo and Redo call each tool's step
LABELS = {"line": "line", "rect": "rectangle", "box": "filled rectangle", "ellipse": "ellipse",
          "disc": "filled ellipse", "fill": "fill", "pencil": "pencil"}


class PainterPort(Protocol):
    """The document painted on and the view that says with what."""

    @property
    def doc(self) -> StonesetDoc: ...

    @property
    def view(self) -> EditorView: ...


class SayingPort(PainterPort, Protocol):
    """The document, the view, and the status line that says what was done."""

    def say(self, text: str) -> None: ...


def apply_template(port: SayingPort, n: int) -> None:
    """The mask template ``n`` shapes the edited stone's column; its empty pixels inside take the colour (else 1)."""
    view, fill = port.view, port.view.colour or 1
    try:
        port.doc.apply_template(view.col, template(n), fill)
    except TooManyColours as exc:
        port.say(str(exc))
        return
    port.say(f"Column {view.col + 1} takes the {TEMPLATE_NAMES[n]} mask; its empty pixels inside it are colour "
             f"{fill}.")


def toggle_xcolor(port: SayingPort) -> None:
    """XColor on or off: while on, a click in the edit box replaces that colour in the stone, column or row."""
    view = port.view
    view.xcolor = not view.xcolor
    if view.xcolor:
        where = {"stone": "this stone", "column": "the whole column", "row": "the whole row"}[view.kind]
        port.say(f"XColor: click a colour in the edit box to replace it in {where}.")


def shape_points(tool: str, start: Pixel, end: Pixel, brush: int = 1) -> list[Pixel]:
    """The pixels of the shape ``tool`` (line, rect, box, ellipse, disc) from ``start`` to ``end``; only the
    line takes the brush's width."""
    if tool == "line":
        return brushed(line_points(start, end), brush)
    if tool in ("rect", "box"):
        return rect_points(start, end, tool == "box")
    if tool in ("ellipse", "disc"):
        return ellipse_points(start, end, tool == "disc")
    raise ValueError(f"{tool!r} is not a shape")


class Painter:
    """Lays a tool's pixels on the stones of the scope; ``stroke_rows`` keeps the rows' colours while a
    pencil stroke goes on (so that paint laid early in the stroke does not change them)."""

    def __init__(self, port: PainterPort) -> None:
        self.port = port
        self.stroke_rows: list[int | None] | None = None

    def lay(self, points: Iterable[Pixel], label: str) -> None:
        """Paint ``points`` of the edited stone (and their mirror images) in the drawing colour, on every stone
        of the scope (TooManyColours if the colour would be a 9th: then nothing changed)."""
        view, doc = self.port.view, self.port.doc
        pts = mirrored(points, view.mirror_h, view.mirror_v)
        rows = self.stroke_rows if self.stroke_rows is not None else row_indices(doc.stones)
        doc.rewrite(spread(doc.stones, view.scope, view.col, view.row, pts, view.colour, rows), label)

    def begin_stroke(self, pixel: Pixel) -> None:
        """The pencil goes down at ``pixel``: the stroke until :meth:`end_stroke` is one step of undo."""
        self.port.doc.begin_stroke()
        self.stroke_rows = row_indices(self.port.doc.stones)
        self.lay(brushed([pixel], self.port.view.brush), "pencil")

    def stroke_to(self, last: Pixel, pixel: Pixel) -> None:
        self.lay(brushed(line_points(last, pixel), self.port.view.brush), "pencil")

    def end_stroke(self) -> None:
        self.port.doc.end_stroke()
        self.stroke_rows = None

    def shape(self, tool: str, start: Pixel, end: Pixel) -> None:
        self.lay(shape_points(tool, start, end, self.port.view.brush), LABELS[tool])

    def fill(self, pixel: Pixel) -> None:
        """Fill the area of one colour at ``pixel`` of the edited stone (and at its mirror images); the other
        stones of the scope take the same pixels."""
        view = self.port.view
        stone = self.port.doc.stone(view.col, view.row)
        seeds = mirrored([pixel], view.mirror_h, view.mirror_v)
        self.lay([p for x, y in seeds for p in fill_region(stone, x, y)], "fill")

    def preview(self, tool: str, start: Pixel | None, end: Pixel | None) -> set[Pixel]:
        """The pixels a shape being dragged would paint on the edited stone (with their mirror images)."""
        if start is None or end is None or tool not in SHAPES:
            return set()
        view = self.port.view
        return set(mirrored(shape_points(tool, start, end, view.brush), view.mirror_h, view.mirror_v))


def unpainted(port: PainterPort, pixel: Pixel) -> str | None:
    """Why Space with the pencil or Fill paints nothing at ``pixel`` (outside the column's mask), else None."""
    view = port.view
    x, y = pixel
    if view.tool not in ("pencil", "fill") or view.xcolor or port.doc.masks[view.col][y * CELL + x]:
        return None
    return (f"Pixel {x},{y} is outside column {view.col + 1}'s mask: nothing is painted there (the stone is clear "
            "outside its mask; a template shapes it).")
