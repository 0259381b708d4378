"""The marquee's pixels: a rectangle of one stone lifted, moved, flipped, turned, copied and stamped.

Pure functions over 400 row-major pixel values (0 transparent). A rectangle is ``(x, y, w, h)`` inside
the 20 x 20 stone. Moving a part lifts it (its place becomes transparent) and stamps it where it goes:
its transparent pixels let what lies there show through, as a brush's background colour does in the
paint programs; whatever falls off the stone is lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from ishido_retro.stonesets.stoneset import CELL

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class Patch:
    """A block of pixels ``w`` wide and ``h`` tall, row-major (what the marquee copies)."""

    w: int
    h: int
    pixels: bytes

    def flipped(self, horizontal: bool) -> Patch:
        rows = [self.pixels[y * self.w:(y + 1) * self.w] for y in range(self.h)]
        rows = [r[::-1] for r in rows] if horizontal else rows[::-1]
        return Patch(self.w, self.h, b"".join(rows))

    def turned(self) -> Patch:
        """A quarter turn clockwise: ``h`` wide and ``w`` tall; new (x, y) takes old (y, h-1-x)."""
        return Patch(self.h, self.w, bytes(self.pixels[(self.h - 1 - x) * self.w + y]
                                           for y in range(self.w) for x in range(self.h)))


def rect_between(a: tuple[int, int], b: tuple[int, int]) -> Rect:
    """The rectangle with corners ``a`` and ``b`` (both inside it), clipped to the stone."""
    x0, x1 = sorted((max(0, min(CELL - 1, a[0])), max(0, min(CELL - 1, b[0]))))
    y0, y1 = sorted((max(0, min(CELL - 1, a[1])), max(0, min(CELL - 1, b[1]))))
    return x0, y0, x1 - x0 + 1, y1 - y0 + 1


def contains(rect: Rect, x: int, y: int) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh


def clipped(rect: Rect) -> Rect | None:
    """The part of ``rect`` on the stone (None if none of it is)."""
    x, y, w, h = rect
    x0, y0, x1, y1 = max(0, x), max(0, y), min(CELL, x + w), min(CELL, y + h)
    return (x0, y0, x1 - x0, y1 - y0) if x0 < x1 and y0 < y1 else None


def patch_of(pixels: bytes, rect: Rect) -> Patch:
    x, y, w, h = rect
    return Patch(w, h, b"".join(pixels[(y + j) * CELL + x:(y + j) * CELL + x + w] for j in range(h)))


def erased(pixels: bytes, rect: Rect) -> bytes:
    """The stone with the rectangle made transparent."""
    out = bytearray(pixels)
    x, y, w, h = rect
    for j in range(h):
        out[(y + j) * CELL + x:(y + j) * CELL + x + w] = bytes(w)
    return bytes(out)


def stamped(pixels: bytes, patch: Patch, x: int, y: int) -> bytes:
    """The stone with the patch's opaque pixels laid with its top left at (x, y); off the stone is lost."""
    out = bytearray(pixels)
    for j in range(patch.h):
        for i in range(patch.w):
            v = patch.pixels[j * patch.w + i]
            if v and 0 <= x + i < CELL and 0 <= y + j < CELL:
                out[(y + j) * CELL + x + i] = v
    return bytes(out)


def uncovered(pixels: bytes, rect: Rect, mask: bytes | bytearray, fill: int) -> bytes:
    """The stone with the rectangle lifted off: ``fill`` (the stone's row colour) inside the column's ``mask``,
    transparent outside it, so that a move leaves no hole in the stone."""
    out = bytearray(pixels)
    x, y, w, h = rect
    for j in range(y, y + h):
        for i in range(x, x + w):
            out[j * CELL + i] = fill if mask[j * CELL + i] else 0
    return bytes(out)


def moved(pixels: bytes, rect: Rect, dx: int, dy: int) -> bytes:
    """The rectangle's pixels lifted and laid ``dx`` right and ``dy`` down."""
    return stamped(erased(pixels, rect), patch_of(pixels, rect), rect[0] + dx, rect[1] + dy)


def flipped_in(pixels: bytes, rect: Rect, horizontal: bool) -> bytes:
    """The rectangle's pixels mirrored left-right (``horizontal``) or top-bottom, in place."""
    return stamped(erased(pixels, rect), patch_of(pixels, rect).flipped(horizontal), rect[0], rect[1])


def turned_rect(rect: Rect) -> Rect:
    """Where a rectangle lies after a quarter turn about its top left corner (width and height swapped),
    clipped to the stone."""
    x, y, w, h = rect
    return clipped((x, y, h, w)) or (x, y, 1, 1)


def turned_in(pixels: bytes, rect: Rect) -> bytes:
    """The rectangle's pixels turned a quarter turn clockwise, laid from the same top left corner."""
    return stamped(erased(pixels, rect), patch_of(pixels, rect).turned(), rect[0], rect[1])
