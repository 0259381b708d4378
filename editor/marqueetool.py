"""The Select tool: a marquee in the edit box whose pixels float, move, flip, turn, copy, paste and erase.

A drag outside the marquee draws a new one; a drag inside it lifts its pixels: they float above the stone
(as a paste does) and follow the pointer, or the arrows a pixel at a time, while the stone under them stays
as it was. A floating patch is laid (:meth:`MarqueeTool.lay`: Return, Space, a click outside it, another
tool, any other action) as one step of undo, and Escape takes it back. With the keys: Space marks a corner,
Space again the other. X and Y (Flip H and V) and O (Rotate) act on the marquee's pixels, Ctrl+C copies
them, Ctrl+X cuts them, Ctrl+V pastes a floating copy at the marquee (or the top left corner), Delete erases
them. Every change reaches the stones of the scope: a patch lands on each stone with the edited stone's row
colour in that stone's own, and what a move uncovers takes each stone's row colour inside the mask
(:func:`ishido_retro.stonesets.scopes.spread_patch`, the rule paint follows).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ishido_retro.stonesets.marquee import (
    Patch,
    Rect,
    clipped,
    contains,
    erased,
    patch_of,
    rect_between,
)
from ishido_retro.stonesets.scopes import spread_change, spread_patch
from ishido_retro.stonesets.stoneset import CELL

from .painter import PainterPort

Pixel = tuple[int, int]
MARQUEE_KEYS = {"ctrl+c": "copy", "ctrl+x": "cut", "ctrl+v": "paste", "delete": "erase"}


@dataclass(frozen=True)
class Floating:
    """Pixels above stone (``col``, ``row``) at (``x``, ``y``), not yet laid: pasted, or lifted from ``lifted``."""

    patch: Patch
    x: int
    y: int
    col: int
    row: int
    lifted: Rect | None = None

    @property
    def label(self) -> str:
        """What Undo calls laying it (and the runner's ``floating``)."""
        return "paste" if self.lifted is None else "move"

    def moved_by(self, dx: int, dy: int) -> Floating:
        """Moved, always keeping at least one of its pixels over the stone."""
        p = self.patch
        return replace(self, x=min(CELL - 1, max(1 - p.w, self.x + dx)), y=min(CELL - 1, max(1 - p.h, self.y + dy)))


class MarqueeTool:
    """``rect`` (x, y, w, h) is the marquee (None: none is up); ``floating`` the pixels above the stone; ``clip``
    the pixels last copied."""

    def __init__(self, port: PainterPort) -> None:
        self.port = port
        self.rect: Rect | None = None
        self.clip: Patch | None = None
        self.floating: Floating | None = None
        self._anchor: Pixel | None = None        # the corner a marquee being drawn started from
        self._grab: Pixel | None = None          # where a move began
        self.offset: Pixel = (0, 0)              # how far the pixels being moved have gone

    @property
    def dragging(self) -> bool:
        return self._anchor is not None or self._grab is not None

    def press(self, pixel: Pixel) -> None:
        """The button goes down: inside the marquee its pixels are lifted (if they do not float yet) and move;
        elsewhere floating pixels are laid and a new marquee begins."""
        if self.rect is not None and contains(self.rect, *pixel):
            if self.floating is None:
                self._lift()
            self._grab, self.offset = pixel, (0, 0)
        else:
            self.lay()
            self._anchor, self.rect = pixel, rect_between(pixel, pixel)

    def drag_to(self, pixel: Pixel) -> None:
        if self._grab is not None and self.floating is not None:
            at = self.floating.moved_by(pixel[0] - self._grab[0], pixel[1] - self._grab[1])
            self.offset = (at.x - self.floating.x, at.y - self.floating.y)
        elif self._anchor is not None:
            self.rect = rect_between(self._anchor, pixel)

    def release(self, pixel: Pixel) -> None:
        """The button comes up: moved pixels stay floating where they went; a marquee drawn stays up (a click
        outside the marquee, not a drag, drops it)."""
        self.drag_to(pixel)
        if self._grab is not None:
            self._grab = None
            self.nudge(*self.offset)
            self.offset = (0, 0)
        if self._anchor == pixel:
            self.rect = None
        self._anchor = None

    def drop(self) -> bool:
        """Escape: floating pixels go back (a paste goes, a move's pixels return); else the marquee goes (False if
        none was up)."""
        floating, self._grab, self.offset = self.floating, None, (0, 0)
        if floating is not None:
            self.floating = None
            self.rect = floating.lifted or (clipped(self.rect) if self.rect is not None else None)
            return True
        up = self.rect is not None
        self.rect = self._anchor = None
        return up

    def lay(self, label: str | None = None) -> bool:
        """Lay the floating pixels on the stones of the scope as one step of undo (False if none float)."""
        floating = self.floating
        if floating is None:
            return False
        view, doc = self.port.view, self.port.doc
        laid = spread_patch(doc.stones, doc.masks, view.scope, floating.col, floating.row, floating.patch,
                            (floating.x, floating.y), floating.lifted)
        changed = [(cell, pixels) for cell, pixels in laid if pixels != bytes(doc.stone(*cell))]
        if changed:
            doc.rewrite(changed, label or floating.label)
        self.floating = None
        self.rect = clipped(self.rect) if self.rect is not None else None
        return True

    # --- what happens to the pixels ------------------------------------------------------------

    def _lift(self) -> None:
        view, rect = self.port.view, self.rect
        if rect is not None:
            patch = patch_of(self.port.doc.stone(view.col, view.row), rect)
            self.floating = Floating(patch, rect[0], rect[1], view.col, view.row, rect)

    def nudge(self, dx: int, dy: int) -> None:
        """Move the marquee's pixels ``dx`` right and ``dy`` down (lifted first): the marquee goes with them."""
        if self.rect is None or (dx, dy) == (0, 0):
            return
        if self.floating is None:
            self._lift()
        if self.floating is not None:
            self.floating = f = self.floating.moved_by(dx, dy)
            self.rect = (f.x, f.y, f.patch.w, f.patch.h)

    def flip(self, horizontal: bool) -> None:
        """Flip the marquee's pixels (lifted first: they float until laid)."""
        if self.floating is None:
            self._lift()
        if self.floating is not None:
            self.floating = replace(self.floating, patch=self.floating.patch.flipped(horizontal))

    def turn(self) -> None:
        """Turn the marquee's pixels a quarter clockwise about its top left corner (lifted first)."""
        if self.floating is None:
            self._lift()
        if self.floating is not None:
            self.floating = f = replace(self.floating, patch=self.floating.patch.turned())
            self.rect = (f.x, f.y, f.patch.w, f.patch.h)

    def clipboard(self, operation: str) -> str:
        """Copy, cut, paste or erase (``MARQUEE_KEYS``) with the marquee; says what was done."""
        if operation == "paste":
            return self._paste()
        rect, floating = self.rect, self.floating
        if rect is None:
            return "Drag a marquee first."
        if operation in ("copy", "cut"):
            self.clip = floating.patch if floating is not None else patch_of(self._stone(), rect)
        if operation in ("cut", "erase"):
            if floating is not None:       # nothing of it is laid; a move's place stays uncovered
                self.floating = replace(floating, patch=Patch(floating.patch.w, floating.patch.h,
                                                              bytes(len(floating.patch.pixels))))
                self.lay(operation)
            else:
                self._change(operation, lambda p: erased(p, rect))
        return {"copy": "Copied", "cut": "Cut", "erase": "Erased"}[operation] + f" {rect[2]} x {rect[3]} pixels."

    def _paste(self) -> str:
        clip = self.clip
        if clip is None:
            return "Nothing copied with the marquee yet: Ctrl+C copies its pixels."
        self.lay()
        view, rect = self.port.view, self.rect
        x, y = (max(0, rect[0]), max(0, rect[1])) if rect is not None else (0, 0)
        self.floating = Floating(clip, x, y, view.col, view.row)
        self.rect = (x, y, clip.w, clip.h)
        return "Pasted: drag it or use the arrows; Return or Space lays it, Escape removes it."   # fits the line (78)

    def _stone(self) -> bytes:
        view = self.port.view
        return bytes(self.port.doc.stone(view.col, view.row))

    def shown(self, pixels: bytes) -> bytes:
        """The edited stone as the edit box shows it: with the floating pixels where they would be laid."""
        floating = self.floating
        view, doc = self.port.view, self.port.doc
        if floating is None or (floating.col, floating.row) != (view.col, view.row):
            return pixels
        dx, dy = self.offset
        return spread_patch(doc.stones, doc.masks, "stone", floating.col, floating.row, floating.patch,
                            (floating.x + dx, floating.y + dy), floating.lifted)[0][1]

    def _change(self, label: str, change: Callable[[bytes], bytes]) -> None:
        view, doc = self.port.view, self.port.doc
        doc.rewrite(spread_change(doc.stones, view.scope, view.col, view.row, change), label)
