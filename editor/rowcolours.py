"""Each row's colour, as a stripe at the left of its header: the colour that paint spread by a scope turns
into each row's own (:func:`ishido_retro.stonesets.contrast.row_indices`). A row with no paint has no
stripe."""

from __future__ import annotations

from typing import Protocol

import pyxel

from ishido_retro.stonesets.contrast import row_indices
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.ui.widgets.base import Widget

from . import geometry as G
from .stonedraw import STONE_BASE

STRIPE_X, STRIPE_W = 0, 2


class RowColoursPort(Protocol):
    @property
    def doc(self) -> StonesetDoc: ...


class RowColours(Widget):
    """The six stripes; ``colours`` is what they show, worked out again only after a change."""

    def __init__(self, port: RowColoursPort) -> None:
        super().__init__(STRIPE_X, G.GRID_Y, STRIPE_W, 6 * G.CELL, "row colours")
        self.port = port
        self._seen: tuple[int, int] | None = None
        self._colours: list[int | None] = []

    @property
    def colours(self) -> list[int | None]:
        doc = self.port.doc
        if self._seen != (id(doc), doc.changes):
            self._seen, self._colours = (id(doc), doc.changes), row_indices(doc.stones)
        return self._colours

    def draw(self) -> None:
        for r, colour in enumerate(self.colours):
            if colour is not None:
                _x, y, _w, h = G.row_head_rect(r)
                pyxel.rect(STRIPE_X, y + 1, STRIPE_W, h - 2, STONE_BASE + colour)
