"""The title screen: the game's name over a circle of stones; any click goes to the board."""

from __future__ import annotations

import math
from collections.abc import Callable

import pyxel

from .. import layout
from ..layout import STONE
from . import draw
from .input import Input
from .theme import STONE_BANK, stone_source
from .widgets.base import Widget

SCRATCH_BANK = 2
TITLE = "ISHIDO"


class TitleScreen(Widget):
    def __init__(self, on_start: Callable[[], None]) -> None:
        super().__init__(0, 0, layout.SCREEN_W, layout.SCREEN_H, "title")
        self.on_start = on_start
        self.frames = 0

    def handle(self, inp: Input) -> bool:
        if inp.left_pressed or inp.key("return") or inp.key("space"):
            self.on_start()
            return True
        return False

    def update(self) -> None:
        self.frames += 1

    def draw(self) -> None:
        pyxel.cls(layout.ROLE_BLACK)
        cx, cy = layout.SCREEN_W // 2, 92
        # Twelve stones on a slow circle: each colour once, each symbol twice.
        for i in range(12):
            angle = i * math.tau / 12 + self.frames / 900
            x = cx + int(math.cos(angle) * 118) - STONE // 2
            y = cy + int(math.sin(angle) * 70) - STONE // 2
            pyxel.blt(x, y, STONE_BANK, *stone_source(i % 6, (i * 5) % 6), STONE, STONE, 0)
        # The name drawn large: render the 4x6 font once into a scratch bank, then blit it scaled.
        img = pyxel.images[SCRATCH_BANK]
        img.rect(0, 0, 64, 8, 0)
        img.text(0, 0, TITLE, layout.ROLE_ACCENT)
        w = draw.text_width(TITLE)
        for dx, dy, col in ((2, 2, layout.ROLE_FRAME_DARK),):
            pyxel.pal(layout.ROLE_ACCENT, col)
            pyxel.blt(cx - w // 2 + dx, cy - 14 + dy, SCRATCH_BANK, 0, 0, w, 6, 0, scale=5)
            pyxel.pal()
        pyxel.blt(cx - w // 2, cy - 14, SCRATCH_BANK, 0, 0, w, 6, 0, scale=5)
        draw.text_centred(cx, cy + 16, "The Way of Stones", layout.ROLE_WHITE)
        if (self.frames // 30) % 2 == 0:
            draw.text_centred(cx, 184, "Click to enter", layout.ROLE_FRAME_LIGHT)
        draw.text(2, 193, "A fan remake with pyxel", layout.ROLE_FRAME_MID)
