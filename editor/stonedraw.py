"""How the editor puts stones on screen: the screen indices of a set's colours, the image of all 36
stones as played, and transparent's medium grey (a black-and-white dither, as the manual shows T)."""

from __future__ import annotations

import ctypes

import pyxel

from ishido_retro.layout import STONE_INDEX_BASE
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.ui import draw

from . import geometry as G

STONE_BASE = STONE_INDEX_BASE - 1     # set colour v (1..15) is screen index 7 + v (1..8 as in play)
T_SHOWN = STONE_BASE + 16             # the colour the file writes for T, shown only in its RGB requester
CLEAR_KEY = 255                       # transparent pixels of the stones image: never drawn (the colour key)
CELL = G.CELL


def blit_stones(image: pyxel.Image, doc: StonesetDoc, base: int = STONE_BASE) -> None:
    """Write the 36 stones of ``doc`` as played (masked) into ``image`` (6 x 6 cells): colour v is screen
    index ``base + v``, transparent is ``CLEAR_KEY``."""
    address = ctypes.addressof(image.data_ptr())
    for r in range(6):
        for c in range(6):
            px = doc.stone_in_play(c, r)
            for y in range(CELL):
                row = bytes(base + v if v else CLEAR_KEY for v in px[y * CELL:(y + 1) * CELL])
                ctypes.memmove(address + (r * CELL + y) * image.width + c * CELL, row, CELL)


class StonesImage:
    """The 36 stones of the document as in play, drawn again only after a change."""

    def __init__(self) -> None:
        self._image: pyxel.Image | None = None
        self._key: tuple[int, int] | None = None

    def of(self, doc: StonesetDoc) -> pyxel.Image:
        if self._image is None:
            self._image = pyxel.Image(6 * CELL, 6 * CELL)
        key = (id(doc), doc.changes)
        if key != self._key:
            blit_stones(self._image, doc)
            self._key = key
        return self._image


def dither(x: int, y: int) -> int:
    """Transparent's medium grey: black and white pixels in a checkerboard."""
    return draw.FG if (x + y) % 2 else draw.BG


def dither_rect(x: int, y: int, w: int, h: int) -> None:
    for py in range(y, y + h):
        for px in range(x, x + w):
            pyxel.pset(px, py, dither(px, py))
