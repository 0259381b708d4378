"""Small pixel-drawing helpers shared by the stoneset and board generators.

Everything is deterministic: no clocks, no unseeded randomness. A canvas is a
``bytearray`` of palette indices, row-major.
"""

from __future__ import annotations

import math
import random


class Canvas:
    def __init__(self, w: int, h: int, fill: int = 0) -> None:
        self.w, self.h = w, h
        self.pix = bytearray([fill]) * (w * h)

    def get(self, x: int, y: int, default: int = -1) -> int:
        if 0 <= x < self.w and 0 <= y < self.h:
            return self.pix[y * self.w + x]
        return default

    def set(self, x: int, y: int, v: int) -> None:
        if 0 <= x < self.w and 0 <= y < self.h:
            self.pix[y * self.w + x] = v

    def rect(self, x: int, y: int, w: int, h: int, v: int) -> None:
        for yy in range(max(0, y), min(self.h, y + h)):
            row = yy * self.w
            for xx in range(max(0, x), min(self.w, x + w)):
                self.pix[row + xx] = v

    def frame(self, x: int, y: int, w: int, h: int, v: int) -> None:
        self.rect(x, y, w, 1, v)
        self.rect(x, y + h - 1, w, 1, v)
        self.rect(x, y, 1, h, v)
        self.rect(x + w - 1, y, 1, h, v)

    def bevel(self, x: int, y: int, w: int, h: int, light: int, dark: int) -> None:
        self.rect(x, y, w, 1, light)
        self.rect(x, y, 1, h, light)
        self.rect(x, y + h - 1, w, 1, dark)
        self.rect(x + w - 1, y, 1, h, dark)

    def line(self, x0: int, y0: int, x1: int, y1: int, v: int) -> None:
        for x, y in line_points(x0, y0, x1, y1):
            self.set(x, y, v)



def line_points(x0: int, y0: int, x1: int, y1: int):
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
    err = dx + dy
    while True:
        yield x0, y0
        if x0 == x1 and y0 == y1:
            return
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy


# -- 20 x 20 bit masks (sets of (x, y)) -------------------------------------------------

N = 20


def shape(fn, n: int = N) -> set[tuple[int, int]]:
    """Pixels whose centre (relative to the middle of an n x n cell) satisfies fn(x, y)."""
    c = n / 2
    return {(x, y) for y in range(n) for x in range(n) if fn(x + 0.5 - c, y + 0.5 - c)}


def from_ascii(rows: list[str], n: int = N, dx: int = 0, dy: int = 0) -> set[tuple[int, int]]:
    """A glyph drawn with '#' in a block of text, centred in an n x n cell (shifted by dx, dy)."""
    h = len(rows)
    w = max(len(r) for r in rows)
    ox = (n - w) // 2 + dx
    oy = (n - h) // 2 + dy
    return {(ox + x, oy + y) for y, r in enumerate(rows) for x, ch in enumerate(r) if ch == "#"}


def erode(m: set) -> set:
    return {(x, y) for (x, y) in m if (x - 1, y) in m and (x + 1, y) in m and (x, y - 1) in m and (x, y + 1) in m}


def dilate(m: set, n: int = N) -> set:
    out = set(m)
    for (x, y) in m:
        for ddx, ddy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if 0 <= x + ddx < n and 0 <= y + ddy < n:
                out.add((x + ddx, y + ddy))
    return out


def shift(m: set, dx: int, dy: int) -> set:
    return {(x + dx, y + dy) for (x, y) in m}


def edge(m: set) -> set:
    return m - erode(m)


def thick_line(x0, y0, x1, y1, width: float = 1.6) -> set:
    """Pixels within width/2 of the segment (coordinates are pixel-centre based, 0..20)."""
    out = set()
    vx, vy = x1 - x0, y1 - y0
    ll = vx * vx + vy * vy or 1e-9
    for y in range(N):
        for x in range(N):
            px, py = x + 0.5, y + 0.5
            t = max(0.0, min(1.0, ((px - x0) * vx + (py - y0) * vy) / ll))
            qx, qy = x0 + t * vx, y0 + t * vy
            if (px - qx) ** 2 + (py - qy) ** 2 <= (width / 2) ** 2:
                out.add((x, y))
    return out


def polygon(points: list[tuple[float, float]]) -> set:
    """Pixels whose centres lie inside the polygon (coordinates 0..20)."""
    out = set()
    for y in range(N):
        for x in range(N):
            px, py = x + 0.5, y + 0.5
            inside = False
            j = len(points) - 1
            for i in range(len(points)):
                xi, yi = points[i]
                xj, yj = points[j]
                if (yi > py) != (yj > py) and px < (xj - xi) * (py - yi) / (yj - yi) + xi:
                    inside = not inside
                j = i
            if inside:
                out.add((x, y))
    return out


def disc(cx: float, cy: float, r: float) -> set:
    return {(x, y) for y in range(N) for x in range(N) if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r}


def ring(cx: float, cy: float, r_out: float, r_in: float) -> set:
    return disc(cx, cy, r_out) - disc(cx, cy, r_in)


def regular(cx: float, cy: float, r: float, sides: int, rot: float = -90.0) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(rot + 360 * i / sides)),
             cy + r * math.sin(math.radians(rot + 360 * i / sides))) for i in range(sides)]


def star(cx: float, cy: float, r_out: float, r_in: float, points: int, rot: float = -90.0) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + 180 * i / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def pebble(seed: int, rx: float = 9.0, ry: float = 9.0, rough: float = 0.9) -> set:
    """An irregular rounded outline: an ellipse with a few low-frequency bumps."""
    rng = random.Random(seed)
    harm = [(k, rng.uniform(-rough, rough) / k ** 0.6, rng.uniform(0, 2 * math.pi)) for k in (2, 3, 4, 5)]
    out = set()
    for y in range(N):
        for x in range(N):
            px, py = x + 0.5 - 10, y + 0.5 - 10
            a = math.atan2(py, px)
            d = 1.0 + sum(amp * math.cos(k * a + ph) for k, amp, ph in harm) / 9.0
            if (px / (rx * d)) ** 2 + (py / (ry * d)) ** 2 <= 1.0:
                out.add((x, y))
    return out


def luminance(rgb: int) -> float:
    """Relative luminance 0..1 of 0xRRGGBB (sRGB)."""
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def lightness(rgb: int) -> float:
    """CIE L* 0..100 of 0xRRGGBB."""
    y = luminance(rgb)
    return 116 * (y ** (1 / 3) if y > 0.008856 else 7.787 * y + 16 / 116) - 16
