"""Generate the eight shipped boards into boards/ (deterministic: same output every run).

Each board is the whole 320 x 200 play screen drawn with the eight board roles
of ``ishido_retro.layout`` (0 black, 1 white, 2 Beyond, 3 Within, 4/5/6 frame
dark/mid/light, 7 accent). The title and status strips (frame dark) and the
touchstone well (Beyond) stay flat: the game writes on them. The scoreboard and
pouch slates are carved from the board's own material (mostly frame dark, with
sparse black and frame-mid marks), which the game shows under its figures.
Each theme has its own ornament: a band pattern along every frame (panels and
board), corner pieces on the panels, and the style of its pouch (the board's
``pouch`` metadata, drawn by the game).

    python tools/make_boards.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pixelkit import Canvas  # noqa: E402

from ishido_retro import layout
from ishido_retro.stonesets.boards import BoardArt  # noqa: E402
from ishido_retro.stonesets.shipped import file_stem  # noqa: E402
from ishido_retro.storage import resources as paths  # noqa: E402
from ishido_retro.storage.boards import save_board  # noqa: E402
from ishido_retro.storage.resources import shipped_stoneset_path  # noqa: E402
from ishido_retro.storage.stonesets import load_stoneset

BLACK, WHITE, BEYOND, WITHIN, FDARK, FMID, FLIGHT, ACCENT = range(8)
W, H, S = layout.SCREEN_W, layout.SCREEN_H, layout.STONE


@dataclass
class BoardTheme:
    name: str
    palette: list[int]                          # 8 role colours
    background: Callable[[Canvas], None]        # the texture behind everything
    beyond: Callable[[Canvas, int, int], None]  # decoration inside one Beyond square
    frame: Callable[[Canvas, tuple], None]      # the ornament around a panel
    description: str
    texture: Callable[[int, int, int, int, int], int] | None = None   # the painted squares' material
    band: Callable[[int, int], int | None] | None = None   # role of a frame band pixel (u along, d 1..2 in)
    corner: tuple[str, ...] = ()                # a corner piece over each panel corner (see CORNER_KEY)
    pouch: str = "cloth"                        # the pouch's style (ishido_retro.ui.play.scoreboard.POUCH_STYLES)


# --- backgrounds -----------------------------------------------------------------------------

def bg_lattice(c: Canvas) -> None:
    """Diamond lattice, like facets."""
    c.rect(0, 0, W, H, FMID)
    for y in range(H):
        for x in range(W):
            if (x + y) % 12 == 0 or (x - y) % 12 == 0:
                c.set(x, y, FDARK)
            elif (x + y) % 12 == 1:
                c.set(x, y, FLIGHT if (x // 6 + y // 6) % 3 == 0 else FMID)


def bg_nested(c: Canvas) -> None:
    """Squares inside squares."""
    c.rect(0, 0, W, H, FMID)
    for by in range(0, H, 16):
        for bx in range(0, W, 16):
            for k in (0, 4):
                c.frame(bx + k + 1, by + k + 1, 14 - 2 * k, 14 - 2 * k, FDARK if k == 0 else FLIGHT)


def bg_stars(c: Canvas) -> None:
    """A night sky of small stars and a faint circle pattern."""
    c.rect(0, 0, W, H, FDARK)
    seed = 12345
    for _ in range(420):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        x, y = seed % W, (seed >> 9) % H
        c.set(x, y, FLIGHT if seed % 7 else WHITE)
        if seed % 23 == 0:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                c.set(x + dx, y + dy, FMID)


def bg_fret(c: Canvas) -> None:
    """A Chinese key (fret) pattern."""
    c.rect(0, 0, W, H, FMID)
    tile = ["########",
            "#......#",
            "#.####.#",
            "#.#..#.#",
            "#.#.##.#",
            "#.#....#",
            "#.######",
            "#......."]
    for y in range(H):
        for x in range(W):
            if tile[y % 8][x % 8] == "#":
                c.set(x, y, FDARK)


def bg_raked_sand(c: Canvas) -> None:
    """Raked gravel: calm wavy lines, the look of a stone garden."""
    import math
    c.rect(0, 0, W, H, FMID)
    for y in range(0, H, 5):
        for x in range(W):
            yy = y + round(1.5 * math.sin(x / 9.0 + y / 23.0))
            c.set(x, yy, FDARK)
            c.set(x, yy + 1, FLIGHT if x % 3 else FMID)


def bg_blocks(c: Canvas) -> None:
    """Sandstone blocks laid in courses."""
    c.rect(0, 0, W, H, FMID)
    for row, y in enumerate(range(0, H, 10)):
        c.rect(0, y, W, 1, FDARK)
        c.rect(0, y + 1, W, 1, FLIGHT)
        off = 12 if row % 2 else 0
        for x in range(off, W, 24):
            c.rect(x, y, 1, 10, FDARK)
            c.rect(x + 1, y + 1, 1, 9, FLIGHT)


def bg_slate(c: Canvas) -> None:
    """Rough split stone with cracks."""
    c.rect(0, 0, W, H, FMID)
    seed = 777
    for _ in range(60):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        x, y = seed % W, (seed >> 10) % H
        for step in range(18):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            x += (seed % 3) - 1 + (1 if step % 2 else 0)
            y += ((seed >> 5) % 3) - 1
            c.set(x, y, FDARK)
            c.set(x + 1, y + 1, FLIGHT)


def bg_hide(c: Canvas) -> None:
    """Stretched hide with zigzag stitching."""
    c.rect(0, 0, W, H, FMID)
    for y in range(0, H, 14):
        for x in range(W):
            zig = abs((x % 8) - 4)
            c.set(x, y + zig, FDARK)
            c.set(x, y + zig + 1, FLIGHT)
    seed = 99
    for _ in range(300):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        c.set(seed % W, (seed >> 8) % H, FDARK)


# --- Beyond squares ----------------------------------------------------------------------------

def bey_plain(c: Canvas, x: int, y: int) -> None:
    pass


def bey_dot(c: Canvas, x: int, y: int) -> None:
    c.rect(x + 9, y + 9, 2, 2, FDARK)


def bey_facet(c: Canvas, x: int, y: int) -> None:
    for i in range(4):
        c.set(x + 10 - i, y + 5 + i, FDARK)
        c.set(x + 10 + i, y + 5 + i, FDARK)
        c.set(x + 10 - i, y + 14 - i, FDARK)
        c.set(x + 10 + i, y + 14 - i, FDARK)


def bey_ring(c: Canvas, x: int, y: int) -> None:
    c.frame(x + 6, y + 6, 8, 8, FDARK)


def bey_cross(c: Canvas, x: int, y: int) -> None:
    c.rect(x + 9, y + 5, 2, 10, FDARK)
    c.rect(x + 5, y + 9, 10, 2, FDARK)


def bey_grain(c: Canvas, x: int, y: int) -> None:
    for i in range(3, 17, 4):
        c.rect(x + 3, y + i, 14, 1, FDARK)


# --- painted squares: textures in screen coordinates, so they flow across the board ---------------

def _hash(x: int, y: int, seed: int) -> float:
    """A repeatable pseudo-random number in [0, 1) for a lattice point."""
    h = (x * 374761393 + y * 668265263 + seed * 2147483647) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65536


def noise(x: float, y: float, scale: float, seed: int) -> float:
    """Smooth value noise in [0, 1): blotches about ``scale`` pixels across."""
    gx, gy = x / scale, y / scale
    ix, iy = int(math.floor(gx)), int(math.floor(gy))
    fx, fy = gx - ix, gy - iy
    fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
    a, b = _hash(ix, iy, seed), _hash(ix + 1, iy, seed)
    c, d = _hash(ix, iy + 1, seed), _hash(ix + 1, iy + 1, seed)
    return (a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy


def dither(x: int, y: int, level: float) -> bool:
    """Ordered 4 x 4 dither: true on about ``level`` of the pixels, in the Amiga's even pattern."""
    bayer = (0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5)
    return bayer[(y % 4) * 4 + x % 4] < level * 16


# Each texture says what a pixel (x, y) of a square of colour ``base`` becomes: ``light`` and ``dark``
# are the roles it may use for marks. Marks stay sparse, so the square keeps its colour at a glance.
Texture = Callable[[int, int, int, int, int], int]


def tex_marble(x: int, y: int, base: int, light: int, dark: int) -> int:
    turb = noise(x, y, 14, 3) * 2 + noise(x, y, 5, 4) * 0.6
    v = abs(math.sin(x * 0.045 + y * 0.03 + turb * 2.4))
    if v < 0.05:
        return dark
    if v < 0.16 and dither(x, y, 0.5):
        return light
    return base


def tex_wood(x: int, y: int, base: int, light: int, dark: int) -> int:
    ring = math.sin(y * 0.55 + 3.0 * noise(x, y, 30, 7) + 0.9 * math.sin(x * 0.04))
    if ring > 0.93:
        return dark
    if ring < -0.8 and dither(x, y, 0.4):
        return light
    return dark if _hash(x, y, 8) < 0.015 else base


def tex_parchment(x: int, y: int, base: int, light: int, dark: int) -> int:
    n = noise(x, y, 11, 11) + noise(x, y, 4, 12) * 0.35
    if n > 1.02 and dither(x, y, 0.5):
        return dark
    if n < 0.3 and dither(x, y, 0.5):
        return light
    return dark if _hash(x, y, 13) < 0.01 else base


def tex_stone(x: int, y: int, base: int, light: int, dark: int) -> int:
    r = _hash(x, y, 21)
    strata = noise(x, y * 3.0, 18, 22)
    if r < 0.05 or (strata > 0.8 and dither(x, y, 0.25)):
        return dark
    if r > 0.95:
        return light
    return base


def tex_silk(x: int, y: int, base: int, light: int, dark: int) -> int:
    sheen = math.sin((x + y) * 0.16 + noise(x, y, 24, 31) * 3)
    if sheen > 0.8 and dither(x, y, (sheen - 0.8) * 2.0):
        return light
    if (x + y) % 4 == 0 and sheen < -0.6 and dither(x, y, 0.5):
        return dark
    return base


def tex_sand(x: int, y: int, base: int, light: int, dark: int) -> int:
    rake = (y + round(1.6 * math.sin(x / 10.0 + noise(x, y, 40, 41) * 4))) % 5
    if rake == 0 and _hash(x, y, 42) < 0.4:
        return dark
    if rake == 1 and _hash(x, y, 43) < 0.35:
        return light
    return base


def tex_slate(x: int, y: int, base: int, light: int, dark: int) -> int:
    layer = noise(x * 0.25, y * 1.6, 6, 51)
    if layer > 0.86:
        return dark
    if layer < 0.12 and dither(x, y, 0.5):
        return light
    return base


def tex_bark(x: int, y: int, base: int, light: int, dark: int) -> int:
    fibre = noise(x * 2.2, y * 0.18, 5, 61)
    if fibre > 0.8:
        return dark
    if fibre < 0.16 and dither(x, y, 0.45):
        return light
    return base


def paint_square(c: Canvas, x0: int, y0: int, texture: Texture, base: int, light: int, dark: int,
                 keep: tuple[int, int]) -> None:
    """Fill one square with its texture; the pixel at ``keep`` (relative) stays ``base``."""
    for y in range(y0, y0 + S):
        for x in range(x0, x0 + S):
            c.set(x, y, base if (x - x0, y - y0) == keep else texture(x, y, base, light, dark))


# --- panel frames --------------------------------------------------------------------------------

def frame_bevel(c: Canvas, rect: tuple) -> None:
    x, y, w, h = rect
    c.rect(x, y, w, h, FLIGHT)
    c.frame(x, y, w, h, BLACK)
    c.bevel(x + 1, y + 1, w - 2, h - 2, WHITE, FDARK)
    c.frame(x + 3, y + 3, w - 6, h - 6, BLACK)


def frame_studded(c: Canvas, rect: tuple) -> None:
    frame_bevel(c, rect)
    x, y, w, h = rect
    for cx, cy in ((x + 1, y + 1), (x + w - 3, y + 1), (x + 1, y + h - 3), (x + w - 3, y + h - 3)):
        c.rect(cx, cy, 2, 2, ACCENT)


def frame_gilded(c: Canvas, rect: tuple) -> None:
    x, y, w, h = rect
    c.rect(x, y, w, h, ACCENT)
    c.frame(x, y, w, h, BLACK)
    c.bevel(x + 1, y + 1, w - 2, h - 2, WHITE, FDARK)
    c.frame(x + 3, y + 3, w - 6, h - 6, BLACK)


def frame_cut(c: Canvas, rect: tuple) -> None:
    """Corners cut off, as a carved tablet."""
    frame_bevel(c, rect)
    x, y, w, h = rect
    for i in range(3):
        for cx, cy, dx, dy in ((x, y, 1, 1), (x + w - 1, y, -1, 1), (x, y + h - 1, 1, -1),
                               (x + w - 1, y + h - 1, -1, -1)):
            for j in range(3 - i):
                c.set(cx + dx * j, cy + dy * i, FMID)
        c.set(x + i, y + 2 - i, BLACK)
        c.set(x + w - 1 - i, y + 2 - i, BLACK)
        c.set(x + i, y + h - 3 + i, BLACK)
        c.set(x + w - 1 - i, y + h - 3 + i, BLACK)


# --- ornaments: band patterns along the frames, corner pieces ------------------------------------------

def band_facets(u: int, d: int) -> int | None:
    """Gilding cut in facets: a bright point every six pixels, its shadow below."""
    if u % 6 == 0:
        return WHITE if d == 1 else ACCENT
    if u % 6 == 3 and d == 2:
        return FDARK
    return ACCENT


def band_nested(u: int, d: int) -> int | None:
    """Small squares inset along the frame."""
    k = u % 5
    if k in (1, 2):
        return FDARK if d == 2 or k == 1 else WHITE
    return None


def band_stars(u: int, d: int) -> int | None:
    """A row of studs, every eighth one a star."""
    if u % 8 == 0:
        return ACCENT
    if u % 4 == 0 and d == 1:
        return WHITE
    return None


def band_fret(u: int, d: int) -> int | None:
    """A golden key-fret meander on the red lacquer."""
    k = u % 4
    if d == 1:
        return ACCENT if k != 3 else FMID
    return ACCENT if k in (0, 2) else FDARK


def band_bamboo(u: int, d: int) -> int | None:
    """Bamboo: a node every ten pixels, shaded along its length."""
    k = u % 10
    if k == 0:
        return FDARK
    if k == 1:
        return WHITE
    return FMID if d == 2 else None


def band_lotus(u: int, d: int) -> int | None:
    """Painted blocks of colour, as on a temple cornice."""
    k = u % 6
    if k in (0, 1):
        return ACCENT
    if k == 3:
        return FDARK if d == 2 else FMID
    return None


def band_rivets(u: int, d: int) -> int | None:
    """An iron band with a rivet every seven pixels."""
    if u % 7 == 0:
        return WHITE if d == 1 else FDARK
    return FMID if d == 2 else None


def band_lacing(u: int, d: int) -> int | None:
    """Hide laced to the frame: diagonal thongs through dark holes."""
    k = (u + d) % 4
    if k == 0:
        return FLIGHT
    if u % 4 == 2 and d == 1:
        return BLACK
    return FMID


# corner pieces: 7 x 7, centred on each panel corner ('.' leaves the pixel as it is)
CORNER_KEY = {"#": BLACK, "w": WHITE, "a": ACCENT, "l": FLIGHT, "m": FMID, "d": FDARK}
CORNERS = {
    "gem": ("...#...", "..#w#..", ".#wwa#.", "#waaad#", ".#aad#.", "..#d#..", "...#..."),
    "block": ("#######", "#wwwwd#", "#w###d#", "#w#a#d#", "#w###d#", "#ddddd#", "#######"),
    "star": ("...#...", "..#a#..", "##waa##", "#aaaaa#", "##aad##", "..#a#..", "...#..."),
    "cloud": (".#####.", "#aaaaa#", "#a###a#", "#a#a#a#", "#a#aaa#", "#a####.", "#aaa#.."),
    "peg": ("..###..", ".#lll#.", "#lwllm#", "#lllmm#", "#lmmmd#", ".#mdd#.", "..###.."),
    "lotus": ("#.#.#.#", "#a#a#a#", "#aaaaa#", ".#aaa#.", "..#l#..", ".#lll#.", "#######"),
    "iron": ("#######", "#wlllm#", "#l#m#d#", "#lmwmd#", "#l#m#d#", "#mdddd#", "#######"),
    "bone": ("##...##", "#w#.#w#", ".#l#l#.", "..#l#..", ".#l#m#.", "#l#.#m#", "##...##"),
}


def ornament_band(c: Canvas, rect: tuple, band: Callable[[int, int], int | None]) -> None:
    """Run ``band`` along the two-pixel band of a frame (depths 1 and 2 from the outer edge)."""
    x, y, w, h = rect
    for d in (1, 2):
        for u in range(d, w - d):
            for yy in (y + d, y + h - 1 - d):
                v = band(u, d)
                if v is not None:
                    c.set(x + u, yy, v)
        for u in range(d, h - d):
            for xx in (x + d, x + w - 1 - d):
                v = band(u, d)
                if v is not None:
                    c.set(xx, y + u, v)


def corner_pieces(c: Canvas, rect: tuple, piece: tuple[str, ...]) -> None:
    """The corner piece over each corner of ``rect``, mirrored so its lit side stays at the top left."""
    if not piece:
        return
    x, y, w, h = rect
    n = len(piece)
    for cx, cy, fx, fy in ((x, y, False, False), (x + w - 1, y, True, False), (x, y + h - 1, False, True),
                           (x + w - 1, y + h - 1, True, True)):
        for r, row in enumerate(piece):
            for k, ch in enumerate(row[:n]):
                if ch in CORNER_KEY:
                    px = cx - n // 2 + (n - 1 - k if fx else k)
                    py = cy - n // 2 + (n - 1 - r if fy else r)
                    c.set(px, py, CORNER_KEY[ch])


def carve_slate(c: Canvas, rect: tuple, texture: Texture | None) -> None:
    """A slate of the board's own material: frame dark with sparse marks, its edge cut into the frame."""
    x, y, w, h = rect
    c.rect(x, y, w, h, FDARK)
    if texture is not None:
        for yy in range(y + 2, y + h - 2):
            for xx in range(x + 2, x + w - 2):
                v = texture(xx * 2 + 7, yy * 2 + 3, FDARK, FMID, BLACK)
                if v != FDARK and not dither(xx, yy, 0.5):
                    v = FDARK               # marks halved: the slate stays calm and the figures read first
                c.set(xx, yy, v)
    c.rect(x, y, w, 1, BLACK)              # the cut: shadow at the top and left, a lit lip below and right
    c.rect(x, y, 1, h, BLACK)
    c.rect(x + 1, y + h - 1, w - 1, 1, FMID)
    c.rect(x + w - 1, y + 1, 1, h - 1, FMID)


# --- the common layout ------------------------------------------------------------------------------

def inset(rect: tuple, k: int) -> tuple:
    x, y, w, h = rect
    return x + k, y + k, w - 2 * k, h - 2 * k


def draw_board(theme: BoardTheme) -> Canvas:
    c = Canvas(W, H, FMID)
    theme.background(c)
    # title and status strips: flat dark, framed
    for rect in (layout.TITLE_RECT, layout.STATUS_RECT):
        x, y, w, h = rect
        c.frame(x - 1, y - 1, w + 2, h + 2, BLACK)
        c.rect(x, y, w, h, FDARK)
        c.rect(x, y + h, w, 1, FLIGHT)
    # the board: a frame, then the squares
    bx, by, bw, bh = layout.BOARD_X, layout.BOARD_Y, layout.BOARD_W, layout.BOARD_H
    c.rect(bx - 2, by - 2, bw + 4, bh + 4, FLIGHT)
    c.frame(bx - 2, by - 2, bw + 4, bh + 4, BLACK)
    c.frame(bx - 1, by - 1, bw + 2, bh + 2, FDARK)
    # studs on the board's frame where the lines between the squares meet it, and the theme's caps in
    # the corners: the columns and rows can be followed from the edge
    for col in range(1, layout.BOARD_COLS):
        for yy in (by - 2, by + bh + 1):
            c.set(bx + col * S - 1, yy, ACCENT)
    for row in range(1, layout.BOARD_ROWS):
        for xx in (bx - 2, bx + bw + 1):
            c.set(xx, by + row * S - 1, ACCENT)
    for cx, cy in ((bx - 2, by - 2), (bx + bw, by - 2), (bx - 2, by + bh), (bx + bw, by + bh)):
        c.rect(cx, cy, 2, 2, ACCENT)
    for row in range(layout.BOARD_ROWS):
        for col in range(layout.BOARD_COLS):
            x, y = layout.square_origin(col, row)
            beyond = col in (0, layout.BOARD_COLS - 1) or row in (0, layout.BOARD_ROWS - 1)
            if beyond:
                c.rect(x, y, S, S, BEYOND)
                if theme.texture:
                    paint_square(c, x, y, theme.texture, BEYOND, FMID, BLACK, (1, 1))
                theme.beyond(c, x, y)
                c.rect(x, y + S - 1, S, 1, BLACK)
                c.rect(x + S - 1, y, 1, S, BLACK)
            else:
                c.rect(x, y, S, S, WITHIN)
                if theme.texture:
                    paint_square(c, x, y, theme.texture, WITHIN, WHITE, FLIGHT, (5, 5))
                c.rect(x, y, S - 1, 1, WHITE)          # a lit top-left edge: each square a shallow tile
                c.rect(x, y, 1, S - 1, WHITE)
                c.rect(x, y + S - 1, S, 1, FDARK)
                c.rect(x + S - 1, y, 1, S, FDARK)
    # the three panels of the right-hand side
    theme.frame(c, layout.TOUCHSTONE_RECT)
    if theme.band:
        ornament_band(c, layout.TOUCHSTONE_RECT, theme.band)
    # the touchstone's niche: carved into the frame, lit from the top left so its walls fall in shadow
    nx, ny, nw, nh = inset(layout.TOUCHSTONE_RECT, 2)
    c.rect(nx, ny, nw, nh, BEYOND)
    c.rect(nx, ny, nw, 1, BLACK)
    c.rect(nx, ny, 1, nh, BLACK)
    c.rect(nx + 1, ny + 1, nw - 2, 1, FDARK)
    c.rect(nx + 1, ny + 1, 1, nh - 2, FDARK)
    c.rect(nx, ny + nh - 1, nw, 1, FLIGHT)
    c.rect(nx + nw - 1, ny, 1, nh, FLIGHT)
    c.rect(*inset(layout.TOUCHSTONE_RECT, 4), BEYOND)
    for rect in (layout.SCOREBOARD_RECT, layout.POUCH_RECT):
        theme.frame(c, rect)
        if theme.band:
            ornament_band(c, rect, theme.band)
        carve_slate(c, inset(rect, 4), theme.texture)
    for rect in (layout.TOUCHSTONE_RECT, layout.SCOREBOARD_RECT, layout.POUCH_RECT):
        corner_pieces(c, rect, theme.corner)
    return c


def themes() -> list[BoardTheme]:
    return [
        BoardTheme("Gems", [0x0E0C16, 0xF4F0FF, 0x221C36, 0xA89CC0, 0x1C1830, 0x4A4068, 0x8878B0, 0xFFD040],
                   bg_lattice, bey_facet, frame_gilded, "a jeweller's tray of violet velvet", tex_silk,
                   band=band_facets, corner=CORNERS["gem"], pouch="velvet"),
        BoardTheme("Inner Shapes", [0x101014, 0xF8F8F0, 0x1C2026, 0xB0B4AC, 0x1E2026, 0x50565E, 0x8C949C, 0xF06A30],
                   bg_nested, bey_ring, frame_bevel, "grey squares nested in squares", tex_marble,
                   band=band_nested, corner=CORNERS["block"], pouch="banded"),
        BoardTheme("Magic", [0x0C0818, 0xF0E8FF, 0x1C1434, 0x9888B8, 0x180F30, 0x3C2C6C, 0x7060A8, 0x60F0D0],
                   bg_stars, bey_dot, frame_studded, "a night sky over an arcane table", tex_parchment,
                   band=band_stars, corner=CORNERS["star"], pouch="starry"),
        BoardTheme("Chungfu", [0x140C08, 0xFFF4DC, 0x7A2418, 0xC8B890, 0x3A0E08, 0x8C2418, 0xC8A060, 0xF8D030],
                   bg_fret, bey_cross, frame_gilded, "red lacquer with a key-fret border", tex_wood,
                   band=band_fret, corner=CORNERS["cloud"], pouch="tasselled"),
        BoardTheme("Ishido", [0x101010, 0xF0EAD8, 0x2A2018, 0xCCB890, 0x2E241C, 0x6A5440, 0x9C8468, 0xE0B040],
                   bg_raked_sand, bey_plain, frame_bevel, "raked gravel of a stone garden", tex_sand,
                   band=band_bamboo, corner=CORNERS["peg"], pouch="cloth"),
        BoardTheme("Rameses", [0x1A1008, 0xFFF6DC, 0x2C1A0A, 0xD0B88C, 0x4A2E14, 0xA87840, 0xD0A868, 0x30B0C0],
                   bg_blocks, bey_grain, frame_cut, "sandstone blocks of a temple wall", tex_stone,
                   band=band_lotus, corner=CORNERS["lotus"], pouch="banded"),
        BoardTheme("Runes", [0x0E1012, 0xE8ECF0, 0x14181A, 0xA4ACA8, 0x1A2024, 0x48545A, 0x7C888C, 0xE8C040],
                   bg_slate, bey_plain, frame_cut, "split grey stone", tex_slate,
                   band=band_rivets, corner=CORNERS["iron"], pouch="rune"),
        BoardTheme("Shaman", [0x140C06, 0xFCEED8, 0x1C1008, 0xC4A484, 0x2C1A0E, 0x7A4A28, 0xB08058, 0x60C8E0],
                   bg_hide, bey_dot, frame_studded, "a stitched hide drum", tex_bark,
                   band=band_lacing, corner=CORNERS["bone"], pouch="fringed"),
    ]


def build(theme: BoardTheme) -> BoardArt:
    canvas = draw_board(theme)
    return BoardArt(name=theme.name, palette=theme.palette, pixels=bytes(canvas.pix),
                    author="Ishido Retro", stoneset=theme.name, pouch=theme.pouch)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=paths.BOARDS)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for theme in themes():
        art = build(theme)
        try:   # keep the matching stoneset's colours in entries 8..15, so paint programs show it right
            stone_palette = load_stoneset(shipped_stoneset_path(theme.name)).screen_palette()
        except (OSError, ValueError, KeyError):
            stone_palette = None
        save_board(art, args.out / f"{file_stem(theme.name)}.png", stone_palette)
        print(f"{theme.name}: {args.out / (file_stem(theme.name) + '.png')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
