"""Roman marks in a tiny carved cut, for the places too small for the scoreboard's own letters.

With Roman numerals on, every score is written in marks however long (one style wherever the
setting applies): the rows of the high-score boards and the two halves of the challenge
scoreboard use this cut (5 rows, a bar row above barred marks). Runs of equal marks fold into
"count x mark" (as on the scoreboard), the marks close up when even that is too wide, and where
there is height for two rows they wrap between decimal places.
:func:`shown_text` gives what is drawn as plain text (the runner's ``shown``).
"""

from __future__ import annotations

from collections.abc import Sequence

import pyxel

from ishido_retro.layout import ROLE_ACCENT, ROLE_BLACK, ROLE_FRAME_DARK, ROLE_FRAME_LIGHT, ROLE_WHITE
from ishido_retro.scores.roman import mark_value, roman_runs, roman_text
from ishido_retro.ui import draw
from ishido_retro.ui.numerals.gilding import draw_digits, group_digits, plot_bar, plot_glyph
from ishido_retro.ui.numerals.glyphs import TIMES, TINY

Cell = tuple[str, object]          # ("mark", token) or ("count", n) for the "n x" before a run

TINY_H = 5
BAR_ROWS = 2                       # the bar of a barred mark and a blank row under it
ROW_PITCH = BAR_ROWS + TINY_H      # 7: two rows fit a 14-pixel area
FITS = ((4, 1, True), (2, 1, True), (2, 0, True), (2, 0, False))   # (fold runs this long, gap, whole places)


def _cell_w(cell: Cell) -> int:
    kind, value = cell
    if kind == "mark":
        return len(TINY[str(value)[0]][0])
    return 4 * len(str(value)) + len(TIMES[0])      # pyxel's 3 x 5 digits, then the small x


def cells_width(cells: Sequence[Cell], gap: int) -> int:
    return sum(_cell_w(c) for c in cells) + gap * max(0, len(cells) - 1)


def _places(value: int, min_run: int) -> list[list[list[Cell]]]:
    """Each decimal place, largest first, as its units: a mark, or a folded run ("count", "mark") that
    stays together; runs of ``min_run`` or more are folded."""
    def units(mark: str, n: int) -> list[list[Cell]]:
        return [[("count", n), ("mark", mark)]] if n >= min_run else [[("mark", mark)] for _ in range(n)]
    return [[unit for mark, n in runs for unit in units(mark, n)] for runs in roman_runs(value)]   # never mark by mark


def _pack(places: list[list[list[Cell]]], width: int, gap: int, whole_places: bool) -> list[list[Cell]]:
    """Units to rows of at most ``width``: whole decimal places to a row while they fit (a place too wide
    for a row is broken between units), or, with ``whole_places`` off, as many units as fit."""
    rows: list[list[Cell]] = [[]]
    for place in places:
        cells = [cell for unit in place for cell in unit]
        if whole_places and rows[-1] and cells_width(rows[-1] + cells, gap) > width:
            rows.append([])
        for unit in place:
            if rows[-1] and cells_width(rows[-1] + unit, gap) > width:
                rows.append([])
            rows[-1].extend(unit)
    return rows


def roman_rows(value: int, width: int, max_rows: int = 1) -> tuple[list[list[Cell]], int]:
    """The rows of cells of ``value`` (at most ``max_rows`` of at most ``width`` pixels) and the gap
    between cells: plain marks first (runs of four or more, the millions, always folded), then
    every run folded, then the marks closed up, then rows filled regardless of decimal places; the
    last try stands even when it does not fit (any score below ten million fits a high-score row)."""
    for min_run, gap, whole in FITS:
        rows = _pack(_places(value, min_run), width, gap, whole)
        if len(rows) <= max_rows and all(cells_width(r, gap) <= width for r in rows):
            break
    return rows[:max_rows], gap


def shown_text(value: int, roman: bool, width: int) -> str:
    """A figure as drawn on one line of ``width`` pixels: ``127,600``, or Roman marks in the Amiga
    manual's letters (barred ones lowercase, ``cxxvMMDC``; a folded run ``3xM``; zero a plain ``0``)."""
    if not roman:
        return group_digits(value)
    if value == 0:
        return ZERO
    rows, _ = roman_rows(value, width)
    return " ".join("".join(f"{v}x" if kind == "count" else roman_text(mark_value(str(v))) for kind, v in row)
                    for row in rows)


def draw_roman(value: int, area: tuple[int, int, int, int], align: str = "left", ink: int | None = None) -> None:
    """``value`` in tiny marks inside ``area`` (its background is left as it is): carved and gilded, or
    flat in ``ink`` (on a light ground); two rows when one is too narrow and the area is high enough."""
    ax, ay, aw, ah = area
    if value == 0:
        _plot(ax + 1 if align == "left" else ax + aw // 2 - 1, ay + ah // 2 - 1, ("##", "##"), ink)
        return
    rows, gap = roman_rows(value, aw, max(1, ah // ROW_PITCH))
    top = ay + (ah - len(rows) * ROW_PITCH) // 2
    for row in rows:
        x = ax if align == "left" else ax + (aw - cells_width(row, gap)) // 2
        for kind, v in row:
            if kind == "count":
                s = str(v)
                if ink is None:
                    pyxel.text(x + 1, top + BAR_ROWS + 1, s, ROLE_BLACK)
                pyxel.text(x, top + BAR_ROWS, s, ROLE_ACCENT if ink is None else ink)
                _plot(x + 4 * len(s), top + BAR_ROWS + 2, TIMES, ink, ROLE_FRAME_LIGHT)
            else:
                glyph = TINY[str(v)[0]]
                if str(v).endswith("_"):
                    if ink is None:
                        plot_bar(x, top, len(glyph[0]))
                    else:
                        pyxel.line(x, top, x + len(glyph[0]) - 1, top, ink)
                _plot(x, top + BAR_ROWS, glyph, ink)
            x += _cell_w((kind, v)) + gap
        top += ROW_PITCH


def _plot(x: int, y: int, rows: Sequence[str], ink: int | None, body: int = ROLE_ACCENT) -> None:
    """A glyph carved and gilded (``ink`` None), or flat in ``ink``."""
    if ink is None:
        plot_glyph(x, y, rows, body=body, light=ROLE_FRAME_LIGHT if body == ROLE_FRAME_LIGHT else ROLE_WHITE)
        return
    for r, line in enumerate(rows):
        for c, ch in enumerate(line):
            if ch == "#":
                pyxel.pset(x + c, y + r, ink)


ZERO = "0"          # no Roman mark for nothing: a high-score row says it plainly


def draw_roman_letters(value: int, area: tuple[int, int, int, int], ink: int | None = None) -> None:
    """``value`` in Roman marks in the game's 8-pixel letters (a barred mark under a bar, a run of four or
    more folded as ``3xM``; zero a plain ``0``), readable at 1x: gilded on a dark ground (``ink`` None) or
    flat in ``ink``. A figure too long for ``area`` in these letters falls back to the tiny cut."""
    ax, ay, aw, ah = area
    cells = [cell for place in _places(value, 4) for unit in place for cell in unit] if value else []
    texts = [f"{v}x" if kind == "count" else str(v)[0] for kind, v in cells] or [ZERO]
    if sum(len(t) for t in texts) * draw.CHAR_W > aw:
        draw_roman(value, area, ink=ink)
        return
    top = ay + (ah - BAR_ROWS - draw.CHAR_H) // 2
    line = "".join(texts)
    if ink is None:
        draw.text(ax + 1, top + BAR_ROWS + 1, line, ROLE_BLACK)
    draw.text(ax, top + BAR_ROWS, line, ROLE_ACCENT if ink is None else ink)
    x = ax
    for (kind, v), t in zip(cells, texts, strict=False):
        w = len(t) * draw.CHAR_W
        if kind == "mark" and str(v).endswith("_"):          # a thousand times: the bar over the mark
            pyxel.line(x, top, x + w - 2, top, ROLE_WHITE if ink is None else ink)
        x += w


def draw_points_strip(value: int, roman: bool, area: tuple[int, int, int, int]) -> None:
    """A figure on a dark slate strip (the score column of the high-score boards)."""
    ax, ay, aw, ah = area
    pyxel.rect(ax, ay, aw, ah, ROLE_FRAME_DARK)
    inner = (ax + 2, ay, aw - 4, ah)
    if roman:
        draw_roman_letters(value, inner)
    else:
        draw_digits(group_digits(value), inner, align="left")
