"""Drawing primitives on one 20 x 20 stone: lines, rectangles, flood fill, mirror images, flips, turns.

Pure functions over points ``(x, y)`` and 400 row-major pixel values; the stoneset document's
painting commands are built from them, and the editor's screen previews a line or a box with them.
"""

from __future__ import annotations

from collections.abc import Iterable

from ishido_retro.stonesets.stoneset import CELL

Point = tuple[int, int]


def line_points(start: Point, end: Point) -> list[Point]:
    """The pixels of a straight line from ``start`` to ``end`` (Bresenham), both ends included."""
    (x0, y0), (x1, y1) = start, end
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
    err = dx + dy
    out = []
    while True:
        out.append((x0, y0))
        if (x0, y0) == (x1, y1):
            return out
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy


def rect_points(start: Point, end: Point, filled: bool) -> list[Point]:
    """The pixels of the rectangle with corners ``start`` and ``end`` (outline or filled)."""
    x0, x1 = sorted((start[0], end[0]))
    y0, y1 = sorted((start[1], end[1]))
    return [(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)
            if filled or x in (x0, x1) or y in (y0, y1)]


def fill_region(pixels: bytes, x: int, y: int) -> list[Point]:
    """The 4-connected pixels of the same colour as (x, y), from (x, y)."""
    if not (0 <= x < CELL and 0 <= y < CELL):
        return []
    target = pixels[y * CELL + x]
    seen = {(x, y)}
    todo = [(x, y)]
    while todo:
        px, py = todo.pop()
        for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
            if 0 <= nx < CELL and 0 <= ny < CELL and (nx, ny) not in seen and pixels[ny * CELL + nx] == target:
                seen.add((nx, ny))
                todo.append((nx, ny))
    return sorted(seen, key=lambda p: (p[1], p[0]))


def mirrored(points: Iterable[Point], horizontal: bool = False, vertical: bool = False) -> list[Point]:
    """The points, plus their mirror images across the vertical and/or horizontal centre line."""
    out = list(points)
    if horizontal:
        out += [(CELL - 1 - x, y) for x, y in out]
    if vertical:
        out += [(x, CELL - 1 - y) for x, y in out]
    return list(dict.fromkeys(out))


def flipped(pixels: bytes, horizontal: bool) -> bytes:
    """The stone mirrored left-right (``horizontal``) or top-bottom."""
    if horizontal:
        return bytes(pixels[y * CELL + CELL - 1 - x] for y in range(CELL) for x in range(CELL))
    return bytes(pixels[(CELL - 1 - y) * CELL + x] for y in range(CELL) for x in range(CELL))


def turned(pixels: bytes) -> bytes:
    """The stone turned a quarter turn clockwise: new (x, y) takes old (y, CELL-1-x)."""
    return bytes(pixels[(CELL - 1 - x) * CELL + y] for y in range(CELL) for x in range(CELL))


def painted(pixels: bytearray, points: Iterable[Point], colour: int) -> None:
    """Set the points inside the stone to ``colour`` (points outside it are ignored)."""
    for x, y in points:
        if 0 <= x < CELL and 0 <= y < CELL:
            pixels[y * CELL + x] = colour


def ellipse_points(start: Point, end: Point, filled: bool) -> list[Point]:
    """The pixels of the ellipse that fits the box with corners ``start`` and ``end`` (outline or filled).

    A pixel is inside when its centre lies in the ellipse whose radii reach half a pixel past the box's
    centre lines, or when it lies on the box's middle row or column (one or two of each), so that the
    ellipse touches all four sides of its box however thin (a box one pixel wide or tall is a line). The
    outline is the inside pixels with a neighbour (left, right, up or down) outside.
    """
    x0, x1 = sorted((start[0], end[0]))
    y0, y1 = sorted((start[1], end[1]))
    # in doubled units, so that every centre and radius is a whole number: 2x - (x0 + x1) against x1 - x0 + 1
    rx, ry = x1 - x0 + 1, y1 - y0 + 1

    def inside(x: int, y: int) -> bool:
        dx, dy = 2 * x - x0 - x1, 2 * y - y0 - y1
        in_box = x0 <= x <= x1 and y0 <= y <= y1
        return in_box and (abs(dx) <= 1 or abs(dy) <= 1 or dx * dx * ry * ry + dy * dy * rx * rx <= rx * rx * ry * ry)

    disc = [(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1) if inside(x, y)]
    if filled:
        return disc
    return [(x, y) for x, y in disc
            if not all(inside(nx, ny) for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)))]


BRUSHES = (1, 2, 3)


def brushed(points: Iterable[Point], size: int) -> list[Point]:
    """The points painted with a square brush ``size`` pixels wide (1, 2 or 3): a 2 reaches right and down,
    a 3 is centred on each point. In order, each pixel once."""
    if size not in BRUSHES:
        raise ValueError(f"a brush is 1, 2 or 3 pixels wide, not {size}")
    reach = {1: (0,), 2: (0, 1), 3: (-1, 0, 1)}[size]
    return list(dict.fromkeys((x + dx, y + dy) for x, y in points for dy in reach for dx in reach))
