"""The scoreboard (points and 4-Ways) and the pouch, drawn on their slates.

Everything here is drawn with the board's palette roles only, so every themed
board recolours it.  The slates themselves (the interiors of ``SCOREBOARD_RECT``
and ``POUCH_RECT``, inset 4 pixels) are carved from the board's own material,
mostly ``ROLE_FRAME_DARK``: these functions repaint that interior from the board art
(flat ``ROLE_FRAME_DARK`` elsewhere, or before any art is loaded) and never touch a
pixel outside it. The pouch wears the style its board names (:mod:`.pouchstyles`).

Graphic scoreboard: the points are carved Roman marks (see
:mod:`ishido_retro.scores.roman`), gilded letters (``ROLE_ACCENT``) lit from the
upper left (``ROLE_WHITE``) with a ``ROLE_BLACK`` shadow; barred marks carry a
bar above.  The marks are laid out largest first in centred rows that wrap
between decimal places where they can.  When the large letters do not fit, a
smaller cut is used; when even that does not fit (scores in the millions), runs
of equal marks are written as "count x mark".

Arabic scoreboard: bold bitmap digits in the same gilded style, grouped in
thousands with commas; very long numbers fall back to pyxel's 4x6 font.

The bottom of the scoreboard shows a small 4-Way pictogram (a stone with its
four neighbours) and the number of 4-Ways beside it (Roman in graphic mode).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pyxel

from ishido_retro.layout import (
    POUCH_RECT,
    ROLE_ACCENT,
    ROLE_BLACK,
    ROLE_FRAME_DARK,
    ROLE_FRAME_LIGHT,
    ROLE_FRAME_MID,
    ROLE_WHITE,
    SCOREBOARD_RECT,
)
from ishido_retro.scores.roman import roman_groups, roman_runs
from ishido_retro.ui import draw, theme
from ishido_retro.ui.numerals.gilding import draw_digits as _draw_digits
from ishido_retro.ui.numerals.gilding import glyph_w as _glyph_w
from ishido_retro.ui.numerals.gilding import group_digits
from ishido_retro.ui.numerals.gilding import plot_bar as _plot_bar
from ishido_retro.ui.numerals.gilding import plot_glyph as _plot_glyph
from ishido_retro.ui.numerals.glyphs import LARGE, SMALL, TIMES
from ishido_retro.ui.numerals.marks import draw_roman
from ishido_retro.ui.play.pouchstyles import Sack, decorate

INSET = 4                 # the slate is the rect inset by this much
FOURWAY_AREA_H = 20       # height of the 4-Way strip at the bottom of the slate
FOURWAY_LABEL = "4-Ways"  # the strip's label, in the small font above it
LABEL_H = 7


# --------------------------------------------------------------------------------------
# The slates


def _slate(rect: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    x, y, w, h = rect
    return x + INSET, y + INSET, w - 2 * INSET, h - 2 * INSET


def _clear_slate(rect: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """Repaint the slate of ``rect`` bare (the board's carved slate where the board has one); its area."""
    sx, sy, sw, sh = _slate(rect)
    if rect in (SCOREBOARD_RECT, POUCH_RECT) and theme.art_version() > 0:
        pyxel.blt(sx, sy, theme.board_image(), sx, sy, sw, sh)
    else:
        pyxel.rect(sx, sy, sw, sh, ROLE_FRAME_DARK)
    return sx, sy, sw, sh


# --------------------------------------------------------------------------------------
# Layout of Roman marks
#
# A "cell" is one thing drawn in a row: ("mark", token) or ("count", n) for the
# "n x" before a run.  Its width is the glyph width; cells are separated by GAP.

GAP = 2         # blank columns between glyphs (the shadow uses one of them)
BAR_SPACE = 2   # rows above a glyph for the bar of a barred mark
ROW_GAP = 1


def _mark_w(token: str, font: dict[str, tuple[str, ...]]) -> int:
    return _glyph_w(font[token[0]])


def _count_w(n: int) -> int:
    return len(str(n)) * 4 + 4       # pyxel 4x6 digits, then the small x


def _cells_w(cells: Sequence[tuple[str, object]], font: dict[str, tuple[str, ...]]) -> int:
    if not cells:
        return 0
    widths = [_mark_w(v, font) if k == "mark" else _count_w(v) for k, v in cells]  # type: ignore[arg-type]
    return sum(widths) + GAP * (len(cells) - 1)


def _wrap_groups(groups: Sequence[Sequence[tuple[str, object]]], font: dict[str, tuple[str, ...]],
                 width: int) -> list[list[tuple[str, object]]] | None:
    """Pack groups of cells into rows no wider than ``width``; break inside a group only if it must."""
    rows: list[list[tuple[str, object]]] = []
    row: list[tuple[str, object]] = []
    for group in groups:
        if _cells_w(row + list(group), font) <= width:
            row = row + list(group)
            continue
        if row:
            rows.append(row)
            row = []
        for cell in group:
            if _cells_w(row + [cell], font) <= width:
                row.append(cell)
            else:
                if not row:
                    return None          # a single cell wider than the slate
                rows.append(row)
                row = [cell]
    if row:
        rows.append(row)
    return rows


def _row_h(font: dict[str, tuple[str, ...]]) -> int:
    return BAR_SPACE + len(font["I"]) + 1 + ROW_GAP


def layout_marks(score: int, width: int, height: int):
    """Choose a font and rows for the marks of ``score`` within ``width`` x ``height``.

    Returns ``(font, rows)``; ``rows`` is a list of rows of cells.  Tries the
    large cut, then the small cut, then the small cut with every run of equal
    marks folded into "count x mark".  Runs of four or more (only barred Ms,
    the millions) are always folded.
    """
    groups = roman_runs(score)        # a run of millions is counted, never written out mark by mark

    def fold(min_run: int) -> list[list[tuple[str, object]]]:
        out = []
        for runs in groups:
            cells: list[tuple[str, object]] = []
            for mark, n in runs:
                cells += [("count", n), ("mark", mark)] if n >= min_run else [("mark", mark)] * n
            out.append(cells)
        return out

    plain, folded = fold(4), fold(2)     # only the millions (barred M) ever run past three
    for font, groups_cells in ((LARGE, plain), (SMALL, plain), (SMALL, folded)):
        rows = _wrap_groups(groups_cells, font, width)
        if rows is not None and len(rows) * _row_h(font) - ROW_GAP <= height:
            return font, rows
    return SMALL, _wrap_groups(folded, SMALL, width) or []


def _draw_cells(x: int, y: int, cells: Sequence[tuple[str, object]],
                font: dict[str, tuple[str, ...]]) -> None:
    """One row of cells; ``y`` is the top of the bar space."""
    gh = len(font["I"])
    for kind, value in cells:
        if kind == "count":
            s = str(value)
            ty = y + BAR_SPACE + gh - 6
            pyxel.text(x + 1, ty + 1, s, ROLE_BLACK)
            pyxel.text(x, ty, s, ROLE_ACCENT)
            _plot_glyph(x + len(s) * 4, ty + 2, TIMES, body=ROLE_FRAME_LIGHT, light=ROLE_FRAME_LIGHT)
            x += _count_w(value) + GAP  # type: ignore[arg-type]
            continue
        token = str(value)
        rows = font[token[0]]
        w = _glyph_w(rows)
        if token.endswith("_"):
            _plot_bar(x, y, w)
        _plot_glyph(x, y + BAR_SPACE, rows)
        x += w + GAP


def _draw_marks(score: int, area: tuple[int, int, int, int]) -> None:
    ax, ay, aw, ah = area
    if score == 0:               # the Romans wrote no zero: the slate shows the digit, so it never reads blank
        _draw_digits("0", area)
        return
    font, rows = layout_marks(score, aw, ah)
    rh = _row_h(font)
    total_h = len(rows) * rh - ROW_GAP
    y = ay + max(0, (ah - total_h) // 2)
    for row in rows:
        w = _cells_w(row, font)
        _draw_cells(ax + (aw - w) // 2, y, row, font)
        y += rh


# --------------------------------------------------------------------------------------
# The 4-Way pictogram and count


def draw_fourway_mark(x: int, y: int) -> None:
    """A stone (gilded) with its four neighbours: 14 x 14 pixels plus a one-pixel shadow."""
    for sx, sy, centre in ((5, 0, False), (0, 5, False), (10, 5, False), (5, 10, False), (5, 5, True)):
        px, py = x + sx, y + sy
        pyxel.rect(px + 1, py + 1, 4, 4, ROLE_BLACK)
        if centre:
            pyxel.rect(px, py, 4, 4, ROLE_ACCENT)
            pyxel.line(px, py, px + 2, py, ROLE_WHITE)
            pyxel.pset(px, py + 1, ROLE_WHITE)
        else:
            pyxel.rect(px, py, 4, 4, ROLE_FRAME_MID)
            pyxel.line(px, py, px + 2, py, ROLE_FRAME_LIGHT)
            pyxel.pset(px, py + 1, ROLE_FRAME_LIGHT)


def _draw_fourways(four_ways: int, graphic: bool, area: tuple[int, int, int, int]) -> None:
    ax, ay, aw, ah = area
    draw_fourway_mark(ax + 2, ay + (ah - 15) // 2)
    num = (ax + 19, ay, aw - 19, ah)
    if graphic:
        if four_ways == 0:
            _draw_digits("0", num)
            return
        groups = [[("mark", m) for m in g] for g in roman_groups(four_ways)]
        for font in (LARGE, SMALL):
            rows = _wrap_groups(groups, font, num[2])
            if rows is not None and len(rows) == 1:
                gh = len(font["I"])
                w = _cells_w(rows[0], font)
                _draw_cells(num[0] + (num[2] - w) // 2, ay + (ah - gh - 1) // 2 - BAR_SPACE, rows[0], font)
                return
        draw_roman(four_ways, num, align="centre")
        return
    _draw_digits(group_digits(four_ways), num)


# --------------------------------------------------------------------------------------
# Public API


def draw_scoreboard(score: int, four_ways: int, graphic: bool,
                    rect: tuple[int, int, int, int] = SCOREBOARD_RECT) -> None:
    """Repaint the scoreboard slate: points at the top, 4-Ways at the bottom.

    ``graphic`` chooses carved Roman marks (True) or Arabic digits (False).
    Only the slate (``rect`` inset 4 pixels) is touched.
    """
    if score < 0 or four_ways < 0:
        raise ValueError("scores and 4-Way counts are never negative")
    sx, sy, sw, sh = _clear_slate(rect)
    points, fourways = scoreboard_areas(rect)
    # a carved groove between the points and the 4-Ways
    gy = fourways[1] - 2
    pyxel.line(sx + 3, gy, sx + sw - 4, gy, ROLE_BLACK)
    pyxel.line(sx + 3, gy + 1, sx + sw - 4, gy + 1, ROLE_FRAME_MID)
    px, py, pw, ph = points
    points = (px, py, pw, ph - LABEL_H)       # the 4-Way strip's label stands above the groove
    draw.text_centred(px + pw // 2, py + ph - LABEL_H + 1, FOURWAY_LABEL, ROLE_FRAME_LIGHT, small=True)
    if graphic:
        _draw_marks(score, points)
    else:
        _draw_digits(group_digits(score), points)
    _draw_fourways(four_ways, graphic, fourways)


def scoreboard_areas(rect: tuple[int, int, int, int] = SCOREBOARD_RECT
                     ) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    """The (x, y, w, h) areas of the points and of the 4-Way strip inside the slate."""
    sx, sy, sw, sh = _slate(rect)
    fy = sy + sh - FOURWAY_AREA_H
    return (sx + 1, sy + 2, sw - 2, fy - sy - 4), (sx + 1, fy + 2, sw - 2, FOURWAY_AREA_H - 2)


def _pouch_rows(fraction: float, height: int) -> list[tuple[int, int]]:
    """(half-width, row) of the sack body, top row first: a flat sack when empty, a plump one when full."""
    body_h = 3 + round((height - 9) * fraction)
    half = 8 if fraction < 0.25 else 7 + round(2 * fraction)
    rows = []
    for r in range(body_h):
        t = (r + 0.5) / body_h
        shoulder = 0.45 + 0.55 * math.sin(math.pi / 2 * min(1.0, t / 0.55)) if body_h > 4 else 1.0
        hw = round(half * shoulder)
        from_bottom = body_h - 1 - r
        if from_bottom == 0:
            hw -= 2 if body_h >= 6 else 1
        elif from_bottom == 1 and body_h >= 6:
            hw -= 1
        rows.append((max(2, hw), r))
    return rows


def draw_pouch(remaining: int, total: int = 66, rect: tuple[int, int, int, int] = POUCH_RECT,
               style: str | None = None) -> None:
    """Repaint the pouch slate: a sack as full as the pouch, in ``style`` (default: the board's),
    and the number of stones left."""
    if total <= 0:
        raise ValueError("a pouch holds at least one stone")
    remaining = max(0, min(remaining, total))
    sx, sy, sw, sh = _clear_slate(rect)
    fraction = remaining / total
    bag_w = 20
    cx = sx + 2 + bag_w // 2
    base = sy + sh - 2                       # last row of the sack (shadow below it)
    body = _pouch_rows(fraction, sh - 2)
    body_top = base - len(body) + 1
    # the sack body, outlined, lit from the upper left
    spans = [(cx - hw, cx + hw - 1, body_top + r) for hw, r in body]
    neck_w = 2 if remaining else 3
    neck = [(cx - neck_w, cx + neck_w - 1, body_top - 1)]
    ruff_y = body_top - 3
    ruffle = [(cx - 4, cx + 3, ruff_y), (cx - 3, cx + 2, ruff_y + 1)]
    shape = ruffle + neck + spans
    for x0, x1, y in shape:                               # shadow
        pyxel.line(x0 + 1, y + 1, x1 + 1, y + 1, ROLE_BLACK)
    for x0, x1, y in shape:                               # outline (one pixel wider)
        pyxel.line(x0 - 1, y, x1 + 1, y, ROLE_BLACK)
    pyxel.line(ruffle[0][0], ruff_y - 1, ruffle[0][1], ruff_y - 1, ROLE_BLACK)
    pyxel.line(spans[-1][0], base + 1, spans[-1][1], base + 1, ROLE_BLACK)
    for _i, (x0, x1, y) in enumerate(shape):
        pyxel.line(x0, y, x1, y, ROLE_FRAME_LIGHT)
        # shading on the right, a highlight on the left of the body
        if (x0, x1, y) in spans and x1 - x0 >= 4:
            shade = max(1, (x1 - x0) // 3)
            pyxel.line(x1 - shade + 1, y, x1, y, ROLE_FRAME_MID)
            if y - body_top < max(3, len(body) // 2):
                pyxel.pset(x0 + 1, y, ROLE_WHITE)
    # the open mouth of the sack, and its gilded drawstring
    pyxel.line(cx - 3, ruff_y, cx + 2, ruff_y, ROLE_FRAME_MID if remaining else ROLE_FRAME_LIGHT)
    if remaining:
        pyxel.line(cx - 2, ruff_y, cx + 1, ruff_y, ROLE_BLACK)
    pyxel.line(cx - neck_w - 1, body_top - 1, cx + neck_w, body_top - 1, ROLE_ACCENT)
    pyxel.pset(cx + neck_w + 1, body_top, ROLE_ACCENT)
    pyxel.pset(cx + neck_w + 2, body_top + 1, ROLE_ACCENT)
    pyxel.clip(sx, sy, sw, sh)     # a tassel or thong of a nearly empty sack would hang below the slate
    decorate(theme.pouch_style() if style is None else style, Sack(spans, cx, body_top - 1, remaining == total))
    pyxel.clip()
    # the count
    _draw_digits(str(remaining), (sx + bag_w + 4, sy, sw - bag_w - 5, sh))


def draw_score_pair(scores: Sequence[tuple[str, int, int]], turn: int | None, graphic: bool,
                    rect: tuple[int, int, int, int] = SCOREBOARD_RECT) -> None:
    """Challenge play: the slate split in two, one ``(name, score, four_ways)`` above the other.

    Each half shows the player's name (in the accent colour while it is their
    turn, ``turn`` being 0 or 1, or None when nobody is to play), the points and the 4-Ways.
    Points whose Roman marks need more than one row of the scoreboard's letters are carved in the tiny
    cut of :mod:`.marks` (half a slate is low), so Roman numerals stay Roman.
    """
    sx, sy, sw, sh = _clear_slate(rect)
    half = sh // 2
    for i, (name, score, four_ways) in enumerate(scores[:2]):
        y0 = sy + i * half
        if i:
            pyxel.line(sx + 3, y0 - 1, sx + sw - 4, y0 - 1, ROLE_BLACK)
            pyxel.line(sx + 3, y0, sx + sw - 4, y0, ROLE_FRAME_MID)
        active = turn == i
        label = name if len(name) * 4 <= sw - 4 else name[: (sw - 4) // 4 - 1] + "."
        pyxel.text(sx + 2, y0 + 2, label, ROLE_ACCENT if active else ROLE_FRAME_LIGHT)
        if active:
            pyxel.line(sx + 2, y0 + 8, sx + 1 + len(label) * 4 - 2, y0 + 8, ROLE_ACCENT)
        points = (sx + 1, y0 + 10, sw - 2, half - 26)
        if graphic and (score == 0 or len(layout_marks(score, points[2], points[3])[1]) == 1):
            _draw_marks(score, points)
        elif graphic:                     # too long for the scoreboard's letters: the tiny cut, still Roman
            draw_roman(score, points, align="centre")
        else:
            _draw_digits(group_digits(score), points)
        _draw_fourways(four_ways, graphic, (sx + 1, y0 + half - 16, sw - 2, 15))
