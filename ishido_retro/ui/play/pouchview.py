"""Show Pouch: the stones still in the pouch, in the order they will be drawn."""

from __future__ import annotations

import pyxel

from ishido_retro import layout
from ishido_retro.engine import Stone
from ishido_retro.layout import STONE
from ishido_retro.ui import draw
from ishido_retro.ui.theme import STONE_BANK, stone_source
from ishido_retro.ui.widgets.base import Button, Window

PER_ROW = 11
GAP = 2


class PouchWindow(Window):
    def __init__(self, stones: tuple[Stone, ...]) -> None:
        rows = max(1, -(-len(stones) // PER_ROW))
        w = PER_ROW * (STONE + GAP) + 12
        h = 14 + 10 + rows * (STONE + GAP) + 20
        # below the title strip (it stays readable), over the status line if it must
        below_strip = layout.TITLE_RECT[1] + layout.TITLE_RECT[3] + 2
        y = max(below_strip, (layout.SCREEN_H - h) // 2) if below_strip + h <= layout.SCREEN_H else \
            max(0, (layout.SCREEN_H - h) // 2)
        super().__init__((layout.SCREEN_W - w) // 2, y, w, h, "Show Pouch")
        self.stones = stones
        self.add(Button(self.x + w // 2 - 15, self.y + h - 15, "OK", lambda: self.close("OK"), w=30))

    def handle(self, inp) -> bool:
        if inp.key("return") or inp.key("escape"):
            self.close("OK")
            return True
        return super().handle(inp)

    def text_for_dump(self) -> str:
        return f"{len(self.stones)} stones in the pouch: " + " ".join(str(s) for s in self.stones)

    def draw(self) -> None:
        super().draw()
        y0 = self.content_y
        n = len(self.stones)
        draw.text(self.x + 6, y0, f"{n} stone{'s' * (n != 1)} left, next first:" if n else "The pouch is empty.",
                  draw.FG)
        for i, stone in enumerate(self.stones):
            x = self.x + 6 + (i % PER_ROW) * (STONE + GAP)
            y = y0 + 9 + (i // PER_ROW) * (STONE + GAP)
            pyxel.rect(x, y, STONE, STONE, layout.ROLE_BEYOND)
            pyxel.blt(x, y, STONE_BANK, *stone_source(*stone), STONE, STONE, 0)
