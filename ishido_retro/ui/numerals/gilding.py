"""Plotting the gilded glyphs of :mod:`.glyphs`: a raised letter, the bar of a barred mark, bold digits.

Shared by the scoreboard and the tiny Roman marks of :mod:`.marks`; drawn with the board's palette
roles only (``ROLE_ACCENT`` lit with ``ROLE_WHITE``, a ``ROLE_BLACK`` shadow), so every board recolours them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyxel

from ishido_retro.layout import ROLE_ACCENT, ROLE_BLACK, ROLE_WHITE
from ishido_retro.ui.numerals.glyphs import DIGIT_H, DIGITS


def plot_glyph(x: int, y: int, rows: Sequence[str], body: int = ROLE_ACCENT,
               light: int = ROLE_WHITE, shadow: int = ROLE_BLACK) -> None:
    """Draw a bitmap as a gilded, slightly raised letter: shadow down-right, light on top-left edges."""
    ink, lit = _plan(tuple(rows))
    for c, r in ink:
        pyxel.pset(x + c + 1, y + r + 1, shadow)
    for c, r in ink:
        pyxel.pset(x + c, y + r, light if (c, r) in lit else body)


_plans: dict[tuple[str, ...], tuple[tuple[tuple[int, int], ...], frozenset[tuple[int, int]]]] = {}


def _plan(rows: tuple[str, ...]) -> tuple[tuple[tuple[int, int], ...], frozenset[tuple[int, int]]]:
    """A glyph's inked pixels and those of them lit (top-left edges), worked out once a glyph: the scoreboard
    draws its figures every frame."""
    plan = _plans.get(rows)
    if plan is None:
        h = len(rows)
        w = len(rows[0]) if h else 0

        def on(c: int, r: int) -> bool:
            return 0 <= r < h and 0 <= c < w and rows[r][c] == "#"

        ink = tuple((c, r) for r in range(h) for c in range(w) if on(c, r))
        lit = frozenset((c, r) for c, r in ink
                        if not on(c - 1, r) and (not on(c, r - 1) or r == 0 or not on(c - 1, r - 1)))
        plan = _plans[rows] = (ink, lit)
    return plan


def glyph_w(rows: Sequence[str]) -> int:
    return len(rows[0])


def plot_bar(x: int, y: int, w: int) -> None:
    """The bar over a barred mark (a thousandfold), with its shadow."""
    pyxel.line(x + 1, y + 1, x + w, y + 1, ROLE_BLACK)
    pyxel.line(x, y, x + w - 1, y, ROLE_ACCENT)
    pyxel.pset(x, y, ROLE_WHITE)


def group_digits(n: int) -> str:
    """``127600`` -> ``"127,600"``."""
    return f"{n:,}"


def digits_w(s: str, advance: int) -> int:
    w = 0
    for ch in s:
        w += (glyph_w(DIGITS[ch]) + 1) if ch == "," else advance
    return w - (advance - 5 if s and s[-1] != "," else 1)


def draw_digits(s: str, area: tuple[int, int, int, int], align: str = "centre") -> None:
    """Bold gilded digits centred (or left-aligned) in ``area``; pyxel's font if they do not fit."""
    ax, ay, aw, ah = area
    for advance in (7, 6):
        w = digits_w(s, advance)
        if w <= aw - 1:
            x = ax + (aw - w - 1) // 2 if align == "centre" else ax
            y = ay + (ah - DIGIT_H - 1) // 2
            for ch in s:
                rows = DIGITS[ch]
                if ch == ",":
                    plot_glyph(x, y, rows)
                    x += glyph_w(rows) + 1
                else:
                    plot_glyph(x, y, rows)
                    x += advance
            return
    # Fallback: the 4x6 font, dropping the commas if even that is too wide.
    if len(s) * 4 > aw:
        s = s.replace(",", "")
    w = len(s) * 4 - 1
    x = ax + (aw - w) // 2 if align == "centre" else ax
    y = ay + (ah - 6) // 2
    pyxel.text(x + 1, y + 1, s, ROLE_BLACK)
    pyxel.text(x, y, s, ROLE_ACCENT)
