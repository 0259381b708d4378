"""The edit box's zoom: how big a stone pixel is drawn, which part of the stone shows, and the grid.

Pure arithmetic over the box's fixed place on the screen (:mod:`.geometry`): at zoom 5 the whole stone
fills the 100 x 100 box; at 10 it shows 10 x 10 of its pixels, at 15 6 x 6, at 20 5 x 5 and at 25 4 x 4,
and the part shown follows the pointer (the wheel) or the keys' cursor, or is moved (:meth:`EditBox.pan`:
a middle drag, Space and a drag, Shift and the arrows). The grid is the dark line between pixels; with it
off the pixels touch.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import geometry as G

ZOOMS = (G.ZOOM, 10, 15, 20, 25)
CELL = G.CELL
Pixel = tuple[int, int]


@dataclass
class EditBox:
    """``zoom`` (screen pixels a stone pixel), ``left`` and ``top`` (the first stone pixel shown), ``grid``."""

    zoom: int = ZOOMS[0]
    left: int = 0
    top: int = 0
    grid: bool = True

    @property
    def shown(self) -> int:
        """How many stone pixels the box shows across (and down)."""
        return G.EDIT_W // self.zoom

    def pixel_rect(self, x: int, y: int) -> tuple[int, int, int, int]:
        """Where stone pixel (x, y) is drawn (it may lie outside the box when zoomed in)."""
        return G.EDIT_X + (x - self.left) * self.zoom, G.EDIT_Y + (y - self.top) * self.zoom, self.zoom, self.zoom

    def visible(self, x: int, y: int) -> bool:
        return self.left <= x < self.left + self.shown and self.top <= y < self.top + self.shown

    def pixel_at(self, px: int, py: int) -> Pixel | None:
        """The stone pixel under screen pixel (px, py), or None outside the box."""
        if G.EDIT_X <= px < G.EDIT_X + G.EDIT_W and G.EDIT_Y <= py < G.EDIT_Y + G.EDIT_H:
            return self.left + (px - G.EDIT_X) // self.zoom, self.top + (py - G.EDIT_Y) // self.zoom
        return None

    def clamped_pixel(self, px: int, py: int) -> Pixel:
        """The stone pixel under (px, py), or the nearest one shown when the pointer has left the box."""
        x = self.left + (px - G.EDIT_X) // self.zoom
        y = self.top + (py - G.EDIT_Y) // self.zoom
        return (min(self.left + self.shown - 1, max(self.left, x)), min(self.top + self.shown - 1, max(self.top, y)))

    def zoom_by(self, step: int, around: Pixel) -> bool:
        """One zoom step in (``step`` 1) or out (-1), keeping pixel ``around`` in view; False at the end."""
        k = ZOOMS.index(self.zoom) + step
        if not 0 <= k < len(ZOOMS):
            return False
        self.zoom = ZOOMS[k]
        self.left, self.top = self._clamp(around[0] - self.shown // 2), self._clamp(around[1] - self.shown // 2)
        return True

    def pan(self, dx: int, dy: int) -> bool:
        """Move the part shown by (``dx``, ``dy``) stone pixels, as far as the stone goes; False if it did not move."""
        return self.move_to(self.left + dx, self.top + dy)

    def move_to(self, left: int, top: int) -> bool:
        """Show the part from pixel (``left``, ``top``), kept inside the stone; False if nothing moved."""
        before = (self.left, self.top)
        self.left, self.top = self._clamp(left), self._clamp(top)
        return (self.left, self.top) != before

    def follow(self, pixel: Pixel) -> None:
        """Scroll just enough that ``pixel`` is shown (the keys' cursor walking off the part in view)."""
        x, y = pixel
        if not self.left <= x < self.left + self.shown:
            self.left = self._clamp(x if x < self.left else x - self.shown + 1)
        if not self.top <= y < self.top + self.shown:
            self.top = self._clamp(y if y < self.top else y - self.shown + 1)

    def _clamp(self, first: int) -> int:
        return max(0, min(CELL - self.shown, first))
