#!/usr/bin/env python3
"""Generate the eight shipped stonesets into resources/stonesets/ (deterministic).

    python tools/make_stonesets.py [--out DIR]

Every stone is drawn here from code: outline shapes (masks), a bevel, the row's
colour and pattern, and a symbol drawn as a pixel glyph. Palette of every set:

    0      transparent (shown as grey in a paint program)
    1      dark ink  (outlines, shadows, symbols on light stones)
    2      light ink (highlights, symbols on dark stones)
    3..8   the six row colours, one per row

Rows differ in lightness (and in several sets also in a pattern or border), so
players with red-green colour blindness can tell them apart too.
"""

from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pixelkit import (  # noqa: E402
    N,
    dilate,
    disc,
    edge,
    erode,
    from_ascii,
    lightness,
    pebble,
    polygon,
    regular,
    ring,
    shape,
    shift,
    star,
    thick_line,
)

from ishido_retro.stonesets.shipped import SHIPPED_STONESETS, file_stem  # noqa: E402
from ishido_retro.stonesets.stoneset import Stoneset  # noqa: E402
from ishido_retro.storage import resources as paths  # noqa: E402
from ishido_retro.storage.stonesets import save_stoneset  # noqa: E402

DARK, LIGHT = 1, 2
ROW0 = 3
AUTHOR = "Ishido Retro project"


def curve(points, width=1.8) -> set:
    out = set()
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        out |= thick_line(x0, y0, x1, y1, width)
    return out


def poly_outline(points, width=1.8) -> set:
    return curve(list(points) + [points[0]], width)


# ---------------------------------------------------------------------------------------
# Masks

def m_round_square(inset=1, r=4.0):
    half = N / 2 - inset

    def fn(x, y):
        ax, ay = abs(x), abs(y)
        if ax > half or ay > half:
            return False
        cx, cy = max(ax - (half - r), 0), max(ay - (half - r), 0)
        return cx * cx + cy * cy <= r * r
    return shape(fn)


def m_circle(r=9.3):
    return disc(10, 10, r)


def m_octagon(half=9.0, cut=4.5):
    return shape(lambda x, y: abs(x) <= half and abs(y) <= half and abs(x) + abs(y) <= 2 * half - cut)


def m_diamond(r=10.2):
    return shape(lambda x, y: abs(x) + abs(y) <= r)


def m_hexagon(r=9.8):
    return polygon(regular(10, 10, r, 6, rot=0))


def m_triangle():
    return polygon([(10, 0.6), (19.6, 18.2), (0.4, 18.2)])


def m_heart():
    return disc(6.3, 7.0, 4.5) | disc(13.7, 7.0, 4.5) | polygon([(2.0, 8.4), (18.0, 8.4), (10, 18.6)])


def m_pear():
    return disc(10, 12.4, 6.7) | polygon([(10, 0.8), (16.5, 11.0), (3.5, 11.0)])


def m_marquise():
    """A navette laid on the diagonal, with sharp tips: never mistaken for the round brilliant."""
    def fn(x, y):
        u, v = (x + y) / math.sqrt(2), (x - y) / math.sqrt(2)
        return abs(u) <= 12.4 and abs(v) <= 5.8 * (1 - (u / 12.4) ** 2)
    return shape(fn)


def m_emerald_cut():
    return shape(lambda x, y: abs(x) <= 6.9 and abs(y) <= 9.2 and abs(x) + abs(y) <= 13.2)


def m_cartouche():
    return m_round_square_rect(7.6, 9.6, 5.5)


def m_round_square_rect(hx, hy, r):
    def fn(x, y):
        ax, ay = abs(x), abs(y)
        if ax > hx or ay > hy:
            return False
        cx, cy = max(ax - (hx - r), 0), max(ay - (hy - r), 0)
        return cx * cx + cy * cy <= r * r
    return shape(fn)


def m_shield():
    def fn(x, y):
        if abs(x) > 8.8 or y < -9.2:
            return False
        if y <= 1.5:
            return True
        return (x / 8.8) ** 2 + ((y - 1.5) / 8.0) ** 2 <= 1
    return shape(fn)


# ---------------------------------------------------------------------------------------
# Row patterns: functions (x, y) -> True where the pattern ink goes

PATTERNS = {
    "plain": lambda x, y: False,
    "dots": lambda x, y: x % 3 == 1 and y % 3 == 1,
    "hstripes": lambda x, y: y % 3 == 0,
    "vstripes": lambda x, y: x % 3 == 0,
    "diag": lambda x, y: (x + y) % 4 == 0,
    "check": lambda x, y: (x // 2 + y // 2) % 2 == 0 and (x + y) % 2 == 0,
    "cross": lambda x, y: (x % 4 == 0) or (y % 4 == 0),
    "speck": lambda x, y: ((x * 73856093) ^ (y * 19349663) ^ (x * y * 83492791)) % 9 == 0,
}


# ---------------------------------------------------------------------------------------
# Glyphs (sets of pixels in a 20 x 20 cell)

def g_sun():
    g = disc(10, 10, 3.3)
    for i in range(8):
        a = math.radians(i * 45)
        g |= thick_line(10 + 5.0 * math.cos(a), 10 + 5.0 * math.sin(a),
                        10 + 6.6 * math.cos(a), 10 + 6.6 * math.sin(a), 1.7)
    return g


def g_crescent(cx=10, cy=10, r=5.8, ox=2.6, oy=-1.6, r2=4.9):
    return disc(cx, cy, r) - disc(cx + ox, cy + oy, r2)


def g_wave():
    pts1 = [(3.5 + i * 0.5, 7.5 - 2.0 * math.sin((i * 0.5) / 13 * 2 * math.pi)) for i in range(27)]
    pts2 = [(3.5 + i * 0.5, 13.0 - 2.0 * math.sin((i * 0.5) / 13 * 2 * math.pi)) for i in range(27)]
    return curve(pts1, 2.0) | curve(pts2, 2.0)


def g_peak():
    return polygon([(3.2, 15.6), (8.2, 6.6), (10.4, 9.6), (12.6, 4.6), (16.8, 15.6)])


def g_leaf():
    out = set()
    for y in range(N):
        for x in range(N):
            px, py = x + 0.5 - 10, y + 0.5 - 10
            u = (px - py) / math.sqrt(2)     # along the leaf, from top-left to bottom-right
            v = (px + py) / math.sqrt(2)
            if abs(u) < 7.2 and abs(v) <= 3.6 * (1 - (u / 7.2) ** 2) and not (abs(v) < 0.55 and -4.5 < u < 5.5):
                out.add((x, y))
    return out


def g_flame():
    outer = polygon([(10, 3.0), (12.2, 6.5), (14.8, 9.0), (15.6, 12.5), (14.2, 15.6), (10, 17.2),
                     (5.8, 15.6), (4.4, 12.5), (5.6, 9.2), (7.6, 10.8), (8.0, 7.0)])
    inner = polygon([(10.3, 9.5), (12.3, 12.6), (11.8, 15.0), (10, 15.6), (8.2, 15.0), (8.0, 13.0)])
    return outer - inner


def g_tri_up(bar=False):
    pts = [(10, 4.4), (15.4, 14.0), (4.6, 14.0)]
    g = poly_outline(pts, 1.7)
    if bar:
        g |= thick_line(6.0, 10.6, 14.0, 10.6, 1.5)
    return g


def g_tri_down():
    return poly_outline([(4.6, 6.0), (15.4, 6.0), (10, 15.6)], 1.7)


def g_sol():
    return ring(10, 10, 5.4, 3.7) | disc(10, 10, 1.5)


def g_mercury():
    g = ring(10, 10.0, 2.8, 1.3)
    cup = ring(10, 5.0, 2.8, 1.3)
    g |= {(x, y) for (x, y) in cup if y + 0.5 >= 5.2}
    g |= thick_line(10, 12.6, 10, 16.0, 1.6)
    g |= thick_line(7.6, 14.4, 12.4, 14.4, 1.5)
    return g


def g_star5():
    return polygon(star(10, 10.5, 6.0, 2.4, 5))


# Chinese characters, drawn for this project as 1-2 pixel strokes
CH_SHAN = [  # mountain
    "....###....",
    "....###....",
    "....###....",
    "##..###..##",
    "##..###..##",
    "##..###..##",
    "##..###..##",
    "##..###..##",
    "###########",
    "###########",
]
CH_SHUI = [  # water
    ".....##.....",
    ".....##..#..",
    "###..##.##..",
    "..#..####...",
    "..#..###....",
    ".##..##.#...",
    ".#...##..#..",
    "##...##..##.",
    "#....##...##",
    "...####.....",
    "....##......",
]
CH_HUO = [  # fire
    ".....##.....",
    ".....##.....",
    ".##..##..##.",
    ".##..##.##..",
    "..#..##.#...",
    ".....##.....",
    "....####....",
    "...##..##...",
    "..##....##..",
    ".##......##.",
    "##........##",
]
CH_MU = [  # wood
    ".....##.....",
    ".....##.....",
    "############",
    "############",
    "....####....",
    "...#.##.#...",
    "..#..##..#..",
    ".#...##...#.",
    "##...##...##",
    ".....##.....",
    ".....##.....",
]
CH_RI = [  # sun
    "##########",
    "##......##",
    "##......##",
    "##......##",
    "##########",
    "##......##",
    "##......##",
    "##......##",
    "##......##",
    "##########",
]
CH_XIN = [  # heart
    ".....#......",
    "......#.....",
    "......##....",
    ".#.......#..",
    ".#..#.....#.",
    "##..#.....##",
    "#...#.......",
    "....#....#..",
    "....##..##..",
    ".....####...",
]

# Egyptian hieroglyphs, drawn for this project
EG_ANKH = [
    "...######...",
    "..##....##..",
    "..#......#..",
    "..##....##..",
    "...##..##...",
    "....####....",
    "############",
    "############",
    ".....##.....",
    ".....##.....",
    ".....##.....",
    ".....##.....",
    ".....##.....",
    "....####....",
]
EG_EYE = [
    ".##########.",
    "............",
    "...######...",
    ".##..##..##.",
    "#...####...#",
    ".##..##..##.",
    "...######...",
    "....#...#...",
    "...#....#...",
    "..#.....##..",
    "..##.....#..",
]
EG_SCARAB = [
    "....####....",
    "..#.####.#..",
    "...######...",
    "#.########.#",
    ".##########.",
    "...##..##...",
    "#.###..###.#",
    ".####..####.",
    "..###..###..",
    ".#.######.#.",
    "#...####...#",
]
EG_FEATHER = [
    "......##....",
    ".....####...",
    ".....####...",
    "....#####...",
    "....#####...",
    "...######...",
    "...#####....",
    "..######....",
    "..#####.....",
    "..####......",
    "..###.......",
    "..##........",
    ".##.........",
    ".#..........",
]
EG_DJED = [
    "..######..",
    "..######..",
    "##########",
    "..######..",
    "##########",
    "..######..",
    "##########",
    "...####...",
    "...####...",
    "...####...",
    "...####...",
    "...####...",
    ".########.",
]
EG_LOTUS = [
    ".....##.....",
    "....####....",
    ".#..####..#.",
    ".##.####.##.",
    ".###.##.###.",
    "..###..###..",
    "...######...",
    "....####....",
    ".....##.....",
    ".....##.....",
    ".....##.....",
    "...######...",
]


def g_rune(lines, width=1.9):
    g = set()
    for (x0, y0, x1, y1) in lines:
        g |= thick_line(x0, y0, x1, y1, width)
    return g


RUNES = {
    "Fehu": [(7.5, 3.6, 7.5, 16.4), (7.5, 8.4, 13.4, 4.2), (7.5, 12.0, 13.4, 7.8)],
    "Thurisaz": [(7.4, 3.6, 7.4, 16.4), (7.4, 6.6, 13.0, 10.0), (13.0, 10.0, 7.4, 13.4)],
    "Algiz": [(10, 3.6, 10, 16.4), (10, 10.0, 4.8, 4.2), (10, 10.0, 15.2, 4.2)],
    "Sowilo": [(13.2, 3.8, 6.8, 8.8), (6.8, 8.8, 13.2, 11.4), (13.2, 11.4, 6.8, 16.4)],
    "Tiwaz": [(10, 3.8, 10, 16.4), (10, 3.8, 5.0, 8.8), (10, 3.8, 15.0, 8.8)],
    "Othala": [(10, 3.6, 14.6, 8.2), (10, 3.6, 5.4, 8.2), (5.4, 8.2, 14.8, 16.4), (14.6, 8.2, 5.2, 16.4)],
}


def g_paw():
    """A paw print, tilted as a track is: a lobed heel and four long toes (upright it read as a face)."""
    a = math.radians(-24)
    toes = ((-5.4, -3.0), (-2.0, -6.0), (2.0, -6.0), (5.4, -3.0))

    def fn(x, y):
        u, v = x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)
        heel = (u / 4.3) ** 2 + ((v - 3.6) / 3.0) ** 2 <= 1 and not (abs(u) < 0.9 and v > 5.2)
        return heel or any(((u - tx) / 1.45) ** 2 + ((v - ty) / 2.1) ** 2 <= 1 for tx, ty in toes)
    return shape(fn)


def g_fish():
    body = shape(lambda x, y: ((x + 1.4) / 5.6) ** 2 + (y / 3.4) ** 2 <= 1)
    tail = polygon([(12.6, 10), (17.2, 6.0), (17.2, 14.0)])
    eye = {(6, 9)}
    return (body | tail) - eye - thick_line(11.2, 7.6, 11.2, 12.4, 0.9)


BIRD = [  # thunderbird
    ".....##.....",
    "....####....",
    "#...####...#",
    "##...##...##",
    "###..##..###",
    ".####..####.",
    "..########..",
    "....####....",
    "....####....",
    "...######...",
    "..##.##.##..",
]
TURTLE = [
    ".....##.....",
    "....####....",
    ".##.####.##.",
    ".##########.",
    "..#.#..#.#..",
    "..########..",
    "..#.#..#.#..",
    "..########..",
    ".##########.",
    ".##.####.##.",
    ".....##.....",
]


def g_spiral():
    """An open spiral: under two turns of a thin line, so the hide's colour shows between them (2.6 turns
    of a thick line filled the middle: the colour showed only in the corners)."""
    pts = []
    for i in range(60):
        t = i / 59 * 1.75 * 2 * math.pi
        r = 0.8 + 6.4 * (i / 59)
        pts.append((10 + r * math.cos(t), 10 + r * math.sin(t)))
    return curve(pts, 1.3)


def g_snake():
    pts = [(10 + 3.6 * math.sin(i / 22 * 2.2 * math.pi), 5.5 + i / 22 * 11.5) for i in range(23)]
    head = shape(lambda x, y: ((x - 0.0) / 2.6) ** 2 + ((y + 5.6) / 2.0) ** 2 <= 1)
    return curve(pts, 2.0) | head | thick_line(10, 2.0, 10, 3.6, 0.9)


# ---------------------------------------------------------------------------------------
# Themes

@dataclass
class Theme:
    name: str
    palette: list[int]                 # 8 colours: dark ink, light ink, six rows
    rows: list[tuple[str, str]]        # (colour name, pattern)
    symbols: list[tuple[str, set]]     # (symbol name, glyph)
    masks: list[set]
    style: str = "tile"                # tile | gem | inner | pebble | seal | amulet | cartouche | hide
    glyph_light_rows: set = field(default_factory=set)   # rows whose glyph is drawn in light ink
    description: str = ""

    def body(self, row: int) -> int:
        return ROW0 + row


def emboss(cells: dict, glyph: set, area: set, ink: int, edge_ink: int, dx=1, dy=1) -> None:
    for p in glyph:
        if p in area:
            cells[p] = ink
    for p in shift(glyph, dx, dy) - glyph:
        if p in area:
            cells[p] = edge_ink


def render(theme: Theme, row: int, col: int) -> bytes:
    mask = theme.masks[col]
    glyph = theme.symbols[col][1]
    body = theme.body(row)
    light_glyph = row in theme.glyph_light_rows
    pattern = PATTERNS[theme.rows[row][1]]
    cells: dict[tuple[int, int], int] = dict.fromkeys(mask, body)
    outline = edge(mask)
    inner1 = erode(mask)
    ring2 = edge(inner1)
    inner2 = erode(inner1)
    style = theme.style

    if style == "gem":
        _gem(cells, mask, body, row)
    else:
        # bevel: light on the top-left, dithered shadow on the bottom-right
        for (x, y) in (ring2 if style != "seal" else ()):
            if (x - 1, y - 1) not in inner1 and (x + 1, y + 1) in inner1:
                cells[(x, y)] = LIGHT
            elif (x + 1, y + 1) not in inner1 and (x - 1, y - 1) in inner1:
                cells[(x, y)] = DARK
        if style in ("pebble", "hide"):
            keep = dilate(dilate(glyph))
            for p in inner2 - keep:
                if pattern(*p):
                    cells[p] = DARK if not light_glyph else LIGHT
        if style == "seal":
            # a carved border inside the seal: its style changes from row to row
            border = ring2
            kind = theme.rows[row][1]
            for (x, y) in border:
                corner = min(abs(x - 2), abs(x - 17)) <= 2 and min(abs(y - 2), abs(y - 17)) <= 2
                on = {"plain": True, "dots": (x + y) % 2 == 0, "hstripes": False, "diag": (x + y) % 3 != 2,
                      "check": (x // 2 + y // 2) % 2 == 0, "vstripes": corner}[kind]
                if on:
                    cells[(x, y)] = LIGHT if light_glyph else DARK
        if style == "amulet" and theme.rows[row][1] == "dots":
            # every other row has a ring of studs around the sign
            for i in range(12):
                t = math.radians(i * 30 + 15)
                cells[(int(10 + 7.3 * math.cos(t)), int(10 + 7.3 * math.sin(t)))] = LIGHT if light_glyph else DARK
        if style == "inner":
            _inner(cells, theme, row, col, inner2)

    if style == "seal":
        for p in glyph & inner1:
            cells[p] = LIGHT if light_glyph else DARK
    elif style not in ("gem", "inner"):
        area = inner1
        if light_glyph:
            emboss(cells, glyph, area, LIGHT, DARK)
        else:
            emboss(cells, glyph, area, DARK, LIGHT)

    for p in outline:
        cells[p] = DARK
    out = bytearray(N * N)
    for (x, y), v in cells.items():
        out[y * N + x] = v
    return bytes(out)


def _gem(cells, mask, body, row):
    """A cut stone: a lighter table, a lit upper-left crown, a shaded lower-right, a sparkle."""
    xs = [x for x, _ in mask]
    ys = [y for _, y in mask]
    cx, cy = (min(xs) + max(xs) + 1) / 2, (min(ys) + max(ys) + 1) / 2
    inner = erode(mask)
    table = {(x, y) for (x, y) in mask
             if (int(math.floor(cx + (x + 0.5 - cx) / 0.5)), int(math.floor(cy + (y + 0.5 - cy) / 0.5))) in inner}
    for (x, y) in mask:
        px, py = x + 0.5 - cx, y + 0.5 - cy
        d = (-px - py) / (math.hypot(px, py) + 1e-6)
        if (x, y) in table:         # the table: the gem's own colour with a few glints (half white read paler)
            v = LIGHT if x % 3 == 0 and y % 3 == 0 else body
        elif d > 0.5:               # the lit crown: one pixel in four white
            v = LIGHT if (x + y) % 4 == 0 else body
        elif d < -0.45:
            v = DARK if (x + y) % 2 == 0 else body
        else:
            v = body
        cells[(x, y)] = v
    for p in edge(table):
        cells[p] = body
    tx, ty = min(x for x, _ in table), min(y for _, y in table)
    for p in ((tx + 1, ty + 1), (tx + 2, ty + 1), (tx + 1, ty + 2)):
        if p in table:
            cells[p] = LIGHT


def _inner(cells, theme, row, col, inner2):
    """Inner Shapes: an inner figure in the stone's pattern, framed by a dark line."""
    figure = INNER_FIGURES[col]
    pattern = PATTERNS[theme.rows[row][1]]
    light = row in theme.glyph_light_rows
    ink = LIGHT if light else DARK
    fig = figure & inner2
    # The row's pattern marks the body around the figure, never the figure itself (stripes over it hid it).
    clear = dilate(dilate(fig))
    for p in erode(inner2) - clear:
        if pattern(*p):
            cells[p] = ink
    for p in fig:
        cells[p] = ink


INNER_FIGURES = [
    polygon(regular(10, 10, 6.4, 4, rot=0)),          # circle stone, diamond inside
    disc(10, 10, 5.6),                                # square stone, circle inside
    polygon(regular(10, 10.2, 5.0, 4, rot=45)),       # diamond stone, square inside
    disc(10, 12.4, 3.4),                              # triangle stone, circle inside
    polygon(regular(10, 10.8, 6.6, 3)),               # hexagon stone, triangle inside
    polygon(star(10, 10, 6.8, 2.6, 4, rot=-90)),      # octagon stone, star inside
]


def build_themes() -> list[Theme]:
    sq = m_round_square()
    themes = []
    # Ishido: the default set, calm symbols on coloured stones
    themes.append(Theme(
        "Ishido",
        [0x1B1A22, 0xFFF8EA, 0xFFFCF0, 0xF0BE3C, 0x50A038, 0x2E86B0, 0xE83C48, 0x4A38A0],
        [("Ivory", "plain"), ("Gold", "plain"), ("Leaf", "plain"), ("Sky", "plain"), ("Crimson", "plain"),
         ("Indigo", "plain")],
        [("Sun", g_sun()), ("Moon", g_crescent()), ("Wave", g_wave()), ("Peak", g_peak()),
         ("Leaf", g_leaf()), ("Flame", g_flame())],
        [sq] * 6, style="tile", glyph_light_rows={4, 5}))
    # Gems: cut stones; the cut is the symbol
    themes.append(Theme(
        "Gems",
        [0x141026, 0xFFFFFF, 0xD8ECF4, 0xF4CC38, 0x48D888, 0xA878E0, 0xE83048, 0x1C3CA8],
        [("Diamond", "plain"), ("Topaz", "plain"), ("Emerald", "plain"), ("Amethyst", "plain"),
         ("Ruby", "plain"), ("Sapphire", "plain")],
        [("Brilliant", set()), ("Emerald cut", set()), ("Marquise", set()), ("Trillion", set()),
         ("Heart", set()), ("Pear", set())],
        [m_circle(8.9), m_emerald_cut(), m_marquise(), m_triangle(), m_heart(), m_pear()],
        style="gem"))
    # Inner Shapes
    themes.append(Theme(
        "Inner Shapes",
        [0x101018, 0xFCFCF4, 0xF8F0DC, 0xF0A040, 0xD03C78, 0x30B0D0, 0x4040B0, 0x508040],
        [("Cream", "plain"), ("Amber", "dots"), ("Rose", "hstripes"), ("Teal", "vstripes"),
         ("Blue", "diag"), ("Pine", "check")],
        [("Diamond in circle", set()), ("Circle in square", set()), ("Square in diamond", set()),
         ("Circle in triangle", set()), ("Triangle in hexagon", set()), ("Star in octagon", set())],
        [m_circle(9.4), m_round_square(1, 2.0), m_diamond(10.3), m_triangle(), m_hexagon(10.2), m_octagon(9.2, 5.0)],
        style="inner", glyph_light_rows={3, 4, 5}))
    # Magic: alchemical and arcane signs on round amulets
    themes.append(Theme(
        "Magic",
        [0x120A1E, 0xFFF4D8, 0xE4E4F0, 0xE8B848, 0x5CC080, 0x2468C0, 0xE04060, 0x441888],
        [("Silver", "plain"), ("Gold", "dots"), ("Verdigris", "plain"), ("Azure", "dots"), ("Cinnabar", "plain"),
         ("Violet", "dots")],
        [("Fire", g_tri_up()), ("Water", g_tri_down()), ("Sol", g_sol()),
         ("Luna", g_crescent(10, 10, 5.4, 2.4, -1.0, 4.4)), ("Mercury", g_mercury()), ("Star", g_star5())],
        [m_circle(9.5)] * 6, style="amulet", glyph_light_rows={3, 4, 5}))
    # Chungfu: Chinese characters cut into seal stones
    themes.append(Theme(
        "Chungfu",
        [0x1A1010, 0xFFF6E0, 0xFFF8E8, 0xF4BC34, 0x38A0A0, 0xF06040, 0x283C88, 0x100C0C],
        [("Ivory", "plain"), ("Brass", "dots"), ("Turquoise", "check"), ("Cinnabar", "hstripes"), ("Lapis", "diag"),
         ("Ebony", "vstripes")],
        [("Mountain", from_ascii(CH_SHAN)), ("Water", from_ascii(CH_SHUI)), ("Fire", from_ascii(CH_HUO)),
         ("Wood", from_ascii(CH_MU)), ("Sun", from_ascii(CH_RI)), ("Heart", from_ascii(CH_XIN))],
        [m_round_square(1, 1.5)] * 6, style="seal", glyph_light_rows={3, 4, 5}))
    # Rameses: hieroglyphs on cartouche tablets
    themes.append(Theme(
        "Rameses",
        [0x1E140C, 0xFFF2D0, 0xFFF8E8, 0xFCB018, 0x48B8B0, 0xD85030, 0x2848A8, 0x105040],
        [("Limestone", "plain"), ("Gold", "plain"), ("Turquoise", "plain"), ("Red ochre", "plain"),
         ("Lapis", "plain"), ("Malachite", "plain")],
        [("Ankh", from_ascii(EG_ANKH)), ("Eye", from_ascii(EG_EYE)), ("Scarab", from_ascii(EG_SCARAB)),
         ("Feather", from_ascii(EG_FEATHER)), ("Djed", from_ascii(EG_DJED)), ("Lotus", from_ascii(EG_LOTUS))],
        [m_cartouche()] * 6, style="cartouche", glyph_light_rows={3, 4, 5}))
    # Runes: Norse runes cut into pebbles
    themes.append(Theme(
        "Runes",
        [0x121418, 0xF8F8F0, 0xF4F0E4, 0xE0B070, 0x6088B8, 0x5C9038, 0xA83020, 0x404868],
        [("Chalk", "speck"), ("Sandstone", "speck"), ("Slate", "speck"), ("Moss", "speck"), ("Granite", "speck"),
         ("Basalt", "speck")],
        [(n, g_rune(lines)) for n, lines in RUNES.items()],
        [pebble(11 + i * 7, 9.3, 9.2, 0.9) for i in range(6)], style="pebble", glyph_light_rows={3, 4, 5}))
    # Shaman: animal and nature signs on painted hides
    themes.append(Theme(
        "Shaman",
        [0x1C120C, 0xFFF0DC, 0xFFF4E0, 0xF0A828, 0x3C6C3C, 0x38A0A8, 0xE06030, 0x704C40],
        [("Bone", "plain"), ("Ochre", "dots"), ("Sage", "plain"), ("Turquoise", "dots"), ("Rust", "plain"),
         ("Umber", "dots")],
        [("Paw", g_paw()), ("Fish", g_fish()), ("Bird", from_ascii(BIRD)), ("Turtle", from_ascii(TURTLE)),
         ("Spiral", g_spiral()), ("Snake", g_snake())],
        [m_shield()] * 6, style="hide", glyph_light_rows={3, 4, 5}))
    order = {n: i for i, n in enumerate(SHIPPED_STONESETS)}
    themes.sort(key=lambda t: order[t.name])
    return themes


def make(theme: Theme) -> Stoneset:
    stones = [render(theme, r, c) for r in range(6) for c in range(6)]
    masks = [bytes(1 if (x, y) in m else 0 for y in range(N) for x in range(N)) for m in theme.masks]
    palette = [0x8C8C8C] + theme.palette + [0x000000] * 7
    return Stoneset(
        name=theme.name, author=AUTHOR, theme=theme.name,
        colour_names=[r[0] for r in theme.rows], symbol_names=[s[0] for s in theme.symbols],
        palette=palette, stones=stones, masks=masks)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=paths.STONESETS)
    ap.add_argument("--only", help="build only this stoneset")
    args = ap.parse_args(argv)
    for theme in build_themes():
        if args.only and theme.name.lower() != args.only.lower():
            continue
        ls = [round(lightness(c)) for c in theme.palette[2:]]
        path = args.out / f"{file_stem(theme.name)}.png"
        save_stoneset(make(theme), path)
        print(f"{path}  row L* {ls}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
