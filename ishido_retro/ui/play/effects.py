"""Living stones: short pictures laid over the play screen, never holding up the game.

* a placed stone glides from the touchstone to its square (the model already holds it there;
  the square shows the gliding stone until it lands);
* a 4-Way gets its moment: rings ripple out over the five stones and the bonus rises from
  the square;
* the end of a game has its small ceremony: a wave of light crosses every placed stone,
  corner to corner.

Every effect lasts well under a second, any click skips them all (``clear``), and the
``animations`` setting switches them off. They only draw: input goes on to the model at once.
Their ages are ticks of the app's clock (:mod:`ishido_retro.ui.clocks`: 60ths of a second), so
they take as long at any frame rate.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyxel

from ishido_retro import layout
from ishido_retro.engine.stones import Square, Stone
from ishido_retro.layout import STONE
from ishido_retro.ui import clocks, draw
from ishido_retro.ui.theme import STONE_BANK, stone_source

GLIDE_TICKS = 9            # 0.15 s
FOUR_WAY_TICKS = 45        # 0.75 s
CEREMONY_TICKS = 54        # 0.9 s: a wave of light crosses the board once


@dataclass
class Glide:
    stone: Stone
    square: Square
    age: int = 0               # ticks

    def position(self) -> tuple[int, int]:
        (x0, y0), (x1, y1) = layout.TOUCHSTONE_STONE, layout.square_origin(*self.square)
        t = min(1.0, self.age / GLIDE_TICKS)
        t = 1 - (1 - t) ** 2          # fast off the touchstone, settling onto the square
        return round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t)


@dataclass
class FourWayMoment:
    square: Square
    bonus: int
    age: int = 0               # ticks


class Effects:
    """The running effects of the play screen."""

    def __init__(self) -> None:
        self.glides: list[Glide] = []
        self.moments: list[FourWayMoment] = []
        self.ceremony: tuple[list[Square], int] | None = None   # the stones on the board, its age in ticks

    @property
    def active(self) -> bool:
        return bool(self.glides or self.moments or self.ceremony)

    def end_of_game(self, squares: list[Square]) -> None:
        self.ceremony = (list(squares), 0)

    def glide(self, stone: Stone, square: Square) -> None:
        self.glides.append(Glide(stone, square))

    def four_way(self, square: Square, bonus: int) -> None:
        self.moments.append(FourWayMoment(square, bonus))

    def hidden(self) -> frozenset[Square]:
        """The squares whose stones are still on their way (see :meth:`hides`)."""
        return frozenset(g.square for g in self.glides) if self.glides else frozenset()

    def clear(self) -> None:
        """Skip everything at once (a click)."""
        self.glides.clear()
        self.moments.clear()
        self.ceremony = None

    def update(self) -> None:
        passed = clocks.passed()
        for g in self.glides:
            g.age += passed
        for m in self.moments:
            m.age += passed
        self.glides = [g for g in self.glides if g.age < GLIDE_TICKS]
        self.moments = [m for m in self.moments if m.age < FOUR_WAY_TICKS]
        if self.ceremony is not None:
            squares, age = self.ceremony
            self.ceremony = (squares, age + passed) if age + passed < CEREMONY_TICKS else None

    def draw(self) -> None:
        if self.ceremony is not None:
            _draw_ceremony(*self.ceremony)
        for m in self.moments:
            _draw_four_way(m)
        for g in self.glides:
            x, y = g.position()
            pyxel.blt(x, y, STONE_BANK, *stone_source(*g.stone), STONE, STONE, 0)


def _draw_four_way(m: FourWayMoment) -> None:
    cx, cy = layout.square_centre(*m.square)
    t = m.age / FOUR_WAY_TICKS
    # the five stones glow: their outlines flash between white and the accent, fading out
    if m.age < FOUR_WAY_TICKS * 2 // 3:
        col = layout.ROLE_WHITE if (m.age // 4) % 2 == 0 else layout.ROLE_ACCENT
        for dc, dr in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
            c, r = m.square.col + dc, m.square.row + dr
            if 0 <= c < layout.BOARD_COLS and 0 <= r < layout.BOARD_ROWS:
                x, y = layout.square_origin(c, r)
                pyxel.rectb(x, y, STONE, STONE, col)
                pyxel.rectb(x + 1, y + 1, STONE - 2, STONE - 2, col)
    # two rings ripple out over the cross of stones
    for lag in (0, 8):
        f = m.age - lag
        if 0 <= f < FOUR_WAY_TICKS - 10:
            radius = 6 + f * 1.3
            col = layout.ROLE_ACCENT if lag == 0 else layout.ROLE_WHITE
            pyxel.circb(cx, cy, radius, col)
            pyxel.circb(cx, cy, radius + 1, col)
    # the bonus rises from the square
    text = f"+{m.bonus:,}"
    ty = cy - 12 - round(t * 18)
    draw.text_outlined(cx - draw.text_width(text, bold=True) // 2, ty, text, layout.ROLE_ACCENT, layout.ROLE_BLACK)


def _draw_ceremony(squares: list[Square], age: int) -> None:
    """A diagonal wave: each stone lights up as the wave's front passes over it."""
    front = age * (layout.BOARD_COLS + layout.BOARD_ROWS) / (CEREMONY_TICKS - 8)
    for sq in squares:
        d = front - (sq.col + sq.row)
        if 0 <= d < 3:
            x, y = layout.square_origin(*sq)
            col = layout.ROLE_WHITE if d < 1.5 else layout.ROLE_ACCENT
            pyxel.rectb(x, y, STONE, STONE, col)
            pyxel.rectb(x + 1, y + 1, STONE - 2, STONE - 2, col)
