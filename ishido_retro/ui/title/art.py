"""The title screen's painting, made in code from the board's eight palette roles (no pyxel here).

* :func:`paint_scene` paints a dusk over a stone garden: a dithered sky in copper-list
  bands, a rising moon, two mountain ridges and raked sand, as bytes of palette roles;
* :func:`brush_word` letters a word as if with a brush: the bold font's pixels become round
  dabs of varying size, the stroke ends dry out in streaks.

Everything is deterministic: the same picture on every start. Painting takes tens of milliseconds,
so the game ships the title painted and lettered in pyxel-ready bytes (``resources/title.ready``,
written by ``tools/make_ready.py``; a test checks it is this painting) and reads it back with
:func:`ready_to_title`.
"""

from __future__ import annotations

import math

from ishido_retro import layout
from ishido_retro.formats.ready import NotReady, field, pack, unpack
from ishido_retro.storage.resources import font_text

W, H = layout.SCREEN_W, layout.SCREEN_H
HORIZON = 142            # where the sand begins
BLACK, WHITE, BEYOND, WITHIN = layout.ROLE_BLACK, layout.ROLE_WHITE, layout.ROLE_BEYOND, layout.ROLE_WITHIN
FDARK, FMID, FLIGHT, ACCENT = (layout.ROLE_FRAME_DARK, layout.ROLE_FRAME_MID, layout.ROLE_FRAME_LIGHT,
                               layout.ROLE_ACCENT)
MOON = (274, 96, 15)     # centre x, y and radius
BAYER = (0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5)


def _hash(x: int, y: int, seed: int) -> float:
    h = (x * 374761393 + y * 668265263 + seed * 2147483647) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65536


def _ridge(x: int, base: float, amp: float, seed: int) -> float:
    """Height of a mountain ridge at column x: a few octaves of smooth bumps."""
    y = base
    for octave, (scale, weight) in enumerate(((70, 1.0), (29, 0.45), (11, 0.18))):
        i, f = divmod(x / scale, 1)
        a, b = _hash(int(i), octave, seed), _hash(int(i) + 1, octave, seed)
        f = f * f * (3 - 2 * f)
        y -= amp * weight * (a + (b - a) * f)
    return y


def paint_scene() -> bytes:
    """The title picture, W x H palette roles, row-major."""
    out = bytearray(W * H)
    sky = (BLACK, FDARK, FMID, FLIGHT)          # from the zenith down to the horizon glow
    mx, my, mr = MOON
    for y in range(HORIZON):
        t = (y / HORIZON) ** 1.3 * (len(sky) - 1)
        band, frac = int(t), t - int(t)
        for x in range(W):
            col = sky[min(band + (BAYER[(y % 4) * 4 + x % 4] < frac * 16), len(sky) - 1)]
            d = math.hypot(x - mx, y - my)
            if d <= mr:
                col = WITHIN if _hash(x // 3, y // 3, 5) > 0.22 or d > mr - 2 else FLIGHT
                if d < mr - 4 and (x - mx) + (y - my) < -mr * 0.7:
                    col = WHITE
            elif d <= mr + 3 and BAYER[(y % 4) * 4 + x % 4] < (mr + 3 - d) * 4:
                col = FMID                          # the moon's halo
            elif y < 90 and _hash(x, y, 9) < 0.004:
                col = WHITE if _hash(x, y, 10) < 0.5 else FLIGHT
            out[y * W + x] = col
    far = [_ridge(x, HORIZON - 8, 46, 21) for x in range(W)]
    near = [_ridge(x, HORIZON + 2, 30, 22) for x in range(W)]
    for x in range(W):
        for y in range(int(far[x]), HORIZON):
            out[y * W + x] = FMID if y > far[x] + 1 or (x + y) % 2 else FLIGHT
        for y in range(int(near[x]), HORIZON):
            out[y * W + x] = BLACK if y > near[x] + 1 else FDARK
    for y in range(HORIZON, H):
        depth = (y - HORIZON + 6) / (H - HORIZON + 6)       # 0 far .. 1 near: rake lines widen apart
        for x in range(W):
            bend = 2.5 * math.sin(x / 23.0) * depth
            line = (y + bend) * (1.6 - depth) % max(3.0, 7 * depth)
            col = WITHIN
            if line < 1.0:
                col = FLIGHT
            elif line < 2.0 and (x + y) % 2:
                col = WHITE
            out[y * W + x] = col
    return bytes(out)


def painted_title(word: str, scale: int) -> tuple[bytes, int, int, bytes]:
    """The title painted now (tens of milliseconds): the scene (W x H roles) and ``word`` brushed ``scale`` times
    the bold font, as its width, height and mask (1 where the ink is)."""
    w, h, ink = brush_word(word, scale)
    mask = bytearray(w * h)
    for x, y in ink:
        if 0 <= x < w and 0 <= y < h:
            mask[y * w + x] = 1
    return paint_scene(), w, h, bytes(mask)


def title_to_ready(title: tuple[bytes, int, int, bytes]) -> bytes:
    """The painted title (:func:`painted_title`) in pyxel-ready bytes (what ``tools/make_ready.py`` ships)."""
    scene, w, h, mask = title
    return pack("title", [("width", str(w)), ("height", str(h))], scene + mask)


def ready_to_title(blob: bytes) -> tuple[bytes, int, int, bytes] | None:
    """The title as :func:`painted_title` gives it, from its ready bytes; None when they are not a title's."""
    try:
        fields, data = unpack("title", blob)
        w, h = int(field(fields, "width", "title")), int(field(fields, "height", "title"))
    except (NotReady, ValueError):
        return None
    if not (0 < w <= W and 0 < h <= H) or len(data) != W * H + w * h or max(data) >= 8:
        return None
    return data[:W * H], w, h, data[W * H:]


def _bold_glyph(ch: str) -> list[str]:
    """One glyph of the bold BDF as rows of '#' and '.'."""
    text = font_text(bold=True)
    lines = text.split("\n")
    start = lines.index(f"ENCODING {ord(ch)}")
    width = int(next(line for line in lines[start:] if line.startswith("BBX ")).split()[1])
    first = lines.index("BITMAP", start) + 1
    rows = []
    for line in lines[first:]:
        if line == "ENDCHAR":
            break
        rows.append(format(int(line, 16) >> (8 - width), f"0{width}b").replace("1", "#").replace("0", "."))
    return rows


def brush_word(word: str, scale: int = 6) -> tuple[int, int, set[tuple[int, int]]]:
    """The pixels of ``word`` lettered with a brush, ``scale`` times the bold font: (width, height, pixels)."""
    glyphs = [_bold_glyph(ch) for ch in word]
    gw = max(len(g[0]) for g in glyphs)
    w, h = len(word) * (gw + 1) * scale + scale, 8 * scale + scale
    ink: set[tuple[int, int]] = set()
    for i, rows in enumerate(glyphs):
        for gy, row in enumerate(rows):
            for gx, c in enumerate(row):
                if c != "#":
                    continue
                cx = (i * (gw + 1) + gx) * scale + scale // 2 + scale // 2
                cy = gy * scale + scale // 2 + scale // 2
                r = scale * (0.62 + 0.16 * _hash(i * 16 + gx, gy, 3))
                ri = int(r) + 1
                for y in range(cy - ri, cy + ri + 1):
                    for x in range(cx - ri, cx + ri + 1):
                        if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                            ink.add((x, y))
    # dry brush: the right-hand end of each horizontal run frays into streaks
    for y in range(h):
        if _hash(y, 0, 7) >= 0.16:
            continue
        run_end = [x for x in range(w) if (x, y) in ink and (x + 1, y) not in ink]
        for end in run_end:
            for x in range(end - int(1 + 4 * _hash(end, y, 8)), end + 1):
                ink.discard((x, y))
    return w, h, ink
