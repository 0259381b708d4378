"""The play screen's still layer: the board art with the placed stones, drawn into an image once.

Each frame the play screen blits this one 320 x 200 image and draws only what moves
on top (marks, the touchstone, the scoreboard figures, effects). The layer is drawn
again only when what it shows changes: a stone placed or taken back, a stone hidden
while it glides in, or new art put into pyxel (``theme.art_version()``).
"""

from __future__ import annotations

from collections.abc import Iterable

import pyxel

from ishido_retro import layout
from ishido_retro.engine import Square, Stone
from ishido_retro.layout import STONE
from ishido_retro.ui.theme import STONE_BANK, art_version, board_image, stone_source


class StillLayer:
    """``image(stones, hidden)``: the layer for these placed stones; ``builds`` counts redraws."""

    def __init__(self) -> None:
        self._image: pyxel.Image | None = None
        self._key: tuple | None = None
        self.builds = 0

    def image(self, stones: Iterable[tuple[Square, Stone]], hidden: frozenset[Square] = frozenset()) -> pyxel.Image:
        """The layer showing ``stones`` (but not those on ``hidden`` squares), redrawn only if they changed."""
        shown = tuple(item for item in stones if item[0] not in hidden) if hidden else tuple(stones)
        key = (art_version(), shown)
        if self._image is None:
            self._image = pyxel.Image(layout.SCREEN_W, layout.SCREEN_H)
        if key != self._key:
            self._draw(self._image, shown)
            self._key = key
            self.builds += 1
        return self._image

    @staticmethod
    def _draw(img: pyxel.Image, stones: tuple[tuple[Square, Stone], ...]) -> None:
        img.blt(0, 0, board_image(), 0, 0, layout.SCREEN_W, layout.SCREEN_H)
        bank = pyxel.images[STONE_BANK]
        for square, stone in stones:
            x, y = layout.square_origin(*square)
            img.blt(x, y, bank, *stone_source(*stone), STONE, STONE, 0)
