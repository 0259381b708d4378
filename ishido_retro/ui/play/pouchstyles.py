"""The pouch's styles: what each board's pouch wears over the plain sack.

A board names its style in its metadata (``pouch: tasselled``); the sack itself
(its shape, which sags as the pouch empties) is drawn by
:func:`ishido_retro.ui.play.scoreboard.draw_pouch`, which then calls the style's
function with the sack's geometry. A style draws inside the sack's outline or just
beside it, with the board's roles only. An unknown or missing style is the plain
``cloth`` sack.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pyxel

from ishido_retro.layout import ROLE_ACCENT, ROLE_BLACK, ROLE_FRAME_DARK, ROLE_FRAME_MID, ROLE_WHITE


@dataclass(frozen=True)
class Sack:
    """Where the sack is: its body as (x0, x1, y) spans top down, its centre column and neck row."""

    spans: list[tuple[int, int, int]]
    cx: int
    neck_y: int
    full: bool


def _cloth(sack: Sack) -> None:
    """The plain sack: nothing more."""


def _velvet(sack: Sack) -> None:
    """A gem clasp on the drawstring and two glints on the nap."""
    cx, y = sack.cx, sack.neck_y
    pyxel.pset(cx - 1, y, ROLE_WHITE)
    pyxel.pset(cx, y, ROLE_ACCENT)
    pyxel.pset(cx - 1, y + 1, ROLE_ACCENT)
    pyxel.pset(cx, y + 1, ROLE_BLACK)
    for x0, x1, yy in sack.spans[2::5]:
        if x1 - x0 >= 6:
            pyxel.pset(x0 + 2 + (yy % 3), yy, ROLE_WHITE)


def _banded(sack: Sack) -> None:
    """A woven band of the accent across the middle of the body, edged in black."""
    if len(sack.spans) < 5:
        return
    mid = len(sack.spans) // 2
    for i, col in ((mid - 1, ROLE_BLACK), (mid, ROLE_ACCENT), (mid + 1, ROLE_BLACK)):
        x0, x1, y = sack.spans[i]
        pyxel.line(x0, y, x1, y, col)
    x0, x1, y = sack.spans[mid]
    for x in range(x0 + 1, x1, 3):
        pyxel.pset(x, y, ROLE_WHITE)


def _starry(sack: Sack) -> None:
    """Small stars sewn on the cloth."""
    for i, (x0, x1, y) in enumerate(sack.spans[1:], 1):
        if i % 3 == 1 and x1 - x0 >= 5:
            x = (x0 + 2 + 5 * i) % max(1, x1 - x0 - 2) + x0 + 1
            pyxel.pset(x, y, ROLE_ACCENT)
            if i % 2:
                pyxel.pset(x, y - 1, ROLE_WHITE)


def _tasselled(sack: Sack) -> None:
    """A knotted cord from the drawstring ending in a tassel beside the sack, and a round emblem."""
    x, y = sack.spans[0][1] + 2, sack.neck_y + 1
    pyxel.line(x, y, x, y + 3, ROLE_ACCENT)
    pyxel.rect(x - 1, y + 4, 3, 1, ROLE_ACCENT)
    for dx in (-1, 0, 1):
        pyxel.line(x + dx, y + 5, x + dx, y + 7, ROLE_ACCENT if dx else ROLE_WHITE)
    if len(sack.spans) >= 7:
        x0, x1, my = sack.spans[len(sack.spans) // 2]
        c = (x0 + x1) // 2
        pyxel.circb(c, my, 2, ROLE_ACCENT)
        pyxel.pset(c, my, ROLE_BLACK)


def _rune(sack: Sack) -> None:
    """A rune stitched on the leather (an elk-sedge: a stem with two arms)."""
    n = len(sack.spans)
    if n < 6:
        return
    top = n // 2 - 2
    x0, x1, _ = sack.spans[top]
    c = (x0 + x1) // 2
    for i in range(top, min(n - 1, top + 5)):
        pyxel.pset(c, sack.spans[i][2], ROLE_FRAME_DARK)
    y = sack.spans[top][2]
    pyxel.pset(c - 1, y + 1, ROLE_FRAME_DARK)
    pyxel.pset(c - 2, y, ROLE_FRAME_DARK)
    pyxel.pset(c + 1, y + 1, ROLE_FRAME_DARK)
    pyxel.pset(c + 2, y, ROLE_FRAME_DARK)


def _fringed(sack: Sack) -> None:
    """Hide with a stitched lower seam and two dark thongs hanging from the cord, a bead on each."""
    x0, x1, y = sack.spans[-1]
    for x in range(x0 + 1, x1, 2):
        pyxel.pset(x, y, ROLE_FRAME_MID)
    for side in (-1, 1):
        x = sack.cx + side * 4 - (1 if side > 0 else 0)
        top = sack.neck_y + 1
        pyxel.line(x, top, x + side, top + 3, ROLE_FRAME_DARK)
        pyxel.pset(x + side, top + 4, ROLE_ACCENT)
        pyxel.pset(x + side, top + 5, ROLE_BLACK)


POUCH_STYLES: dict[str, Callable[[Sack], None]] = {
    "cloth": _cloth, "velvet": _velvet, "banded": _banded, "starry": _starry,
    "tasselled": _tasselled, "rune": _rune, "fringed": _fringed,
}


def decorate(style: str | None, sack: Sack) -> None:
    """Draw ``style``'s marks over the sack (the plain sack for a style this game does not know)."""
    POUCH_STYLES.get(style or "cloth", _cloth)(sack)
