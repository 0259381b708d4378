"""The Select tool: a marquee in the edit box whose pixels move, flip, turn, copy, paste and erase.

A drag outside the marquee draws a new one; a drag inside it moves its pixels (shown moving while the
button is held, laid on release, one step of undo). With the keys: Space marks a corner, Space again the
other; then the arrows move the pixels a pixel at a time. X and Y (Flip H and V) and O (Rotate) act on the
marquee's pixels while it is up, Ctrl+C copies them, Ctrl+X cuts them, Ctrl+V pastes them at the marquee
(or the top left corner), Delete erases them and Escape drops the marquee. Every change reaches the
stones of the scope (the same pixels on each: :func:`ishido_retro.stonesets.scopes.spread_change`).
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.stonesets.marquee import (
    Patch,
    Rect,
    clipped,
    contains,
    erased,
    flipped_in,
    moved,
    patch_of,
    rect_between,
    stamped,
    turned_in,
    turned_rect,
)
from ishido_retro.stonesets.scopes import spread_change

from .painter import PainterPort

Pixel = tuple[int, int]
MARQUEE_KEYS = {"ctrl+c": "copy", "ctrl+x": "cut", "ctrl+v": "paste", "delete": "erase"}


class MarqueeTool:
    """``rect`` (x, y, w, h) is the marquee (None: none is up); ``clip`` the pixels last copied."""

    def __init__(self, port: PainterPort) -> None:
        self.port = port
        self.rect: Rect | None = None
        self.clip: Patch | None = None
        self._anchor: Pixel | None = None        # the corner a marquee being drawn started from
        self._grab: Pixel | None = None          # where a move began
        self.offset: Pixel = (0, 0)              # how far the pixels being moved have gone

    @property
    def dragging(self) -> bool:
        return self._anchor is not None or self._grab is not None

    def press(self, pixel: Pixel) -> None:
        """The button goes down (or Space): inside the marquee a move begins, elsewhere a new marquee."""
        if self.rect is not None and contains(self.rect, *pixel):
            self._grab, self.offset = pixel, (0, 0)
        else:
            self._anchor, self.rect = pixel, rect_between(pixel, pixel)

    def drag_to(self, pixel: Pixel) -> None:
        if self._grab is not None:
            self.offset = (pixel[0] - self._grab[0], pixel[1] - self._grab[1])
        elif self._anchor is not None:
            self.rect = rect_between(self._anchor, pixel)

    def release(self, pixel: Pixel) -> None:
        """The button comes up: a move is laid, a marquee drawn stays up (a click outside the marquee, not a drag,
        drops it)."""
        self.drag_to(pixel)
        if self._grab is not None:
            self._grab = None
            self.nudge(*self.offset)
            self.offset = (0, 0)
        if self._anchor == pixel:
            self.rect = None
        self._anchor = None

    def drop(self) -> bool:
        """Escape: the marquee goes (False if none was up)."""
        up = self.rect is not None
        self.rect = self._anchor = self._grab = None
        return up

    # --- what happens to the pixels ------------------------------------------------------------

    def nudge(self, dx: int, dy: int) -> None:
        """Move the marquee's pixels ``dx`` right and ``dy`` down; the marquee goes with them."""
        rect = self.rect
        if rect is None or (dx, dy) == (0, 0):
            return
        self._change("move", lambda p: moved(p, rect, dx, dy))
        self.rect = clipped((rect[0] + dx, rect[1] + dy, rect[2], rect[3])) or rect

    def flip(self, horizontal: bool) -> None:
        rect = self.rect
        if rect is not None:
            self._change("flip", lambda p: flipped_in(p, rect, horizontal))

    def turn(self) -> None:
        rect = self.rect
        if rect is not None:
            self._change("rotate", lambda p: turned_in(p, rect))
            self.rect = turned_rect(rect)

    def clipboard(self, operation: str) -> str:
        """Copy, cut, paste or erase (``MARQUEE_KEYS``) with the marquee; says what was done."""
        rect = self.rect
        view, doc = self.port.view, self.port.doc
        if operation == "paste":
            clip = self.clip
            if clip is None:
                return "Nothing copied with the marquee yet: Ctrl+C copies its pixels."
            x, y = (rect[0], rect[1]) if rect is not None else (0, 0)
            self._change("paste", lambda p: stamped(p, clip, x, y))
            self.rect = clipped((x, y, clip.w, clip.h))
            return "Pasted: drag the pixels or move them with the arrows."
        if rect is None:
            return "Drag a marquee first."
        if operation in ("copy", "cut"):
            self.clip = patch_of(doc.stone(view.col, view.row), rect)
        if operation in ("cut", "erase"):
            self._change(operation, lambda p: erased(p, rect))
        return {"copy": "Copied", "cut": "Cut", "erase": "Erased"}[operation] + f" {rect[2]} x {rect[3]} pixels."

    def shown(self, pixels: bytes) -> bytes:
        """The edited stone as the edit box shows it: with the pixels being moved where they would go."""
        if self.rect is None or self._grab is None:
            return pixels
        return moved(pixels, self.rect, *self.offset)

    def _change(self, label: str, change: Callable[[bytes], bytes]) -> None:
        view, doc = self.port.view, self.port.doc
        doc.rewrite(spread_change(doc.stones, view.scope, view.col, view.row, change), label)
