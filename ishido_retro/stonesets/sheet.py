"""A stoneset's sheet to share: a picture of indexed pixels enlarged and written as a PNG.

Pure (Pillow, no pyxel): the editor draws the sheet (the 36 stones on the set's matching board,
its name and author: ``editor/sheet.py``) and :func:`sheet_png` turns those pixels into the
bytes of a PNG any program shows, each pixel made ``scale`` x ``scale``.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image

SCALE = 2       # a sheet shows every pixel twice as wide and high: the stones at 40 x 40


def sheet_png(pixels: bytes, width: int, height: int, palette: Sequence[int], scale: int = SCALE) -> bytes:
    """The PNG of ``width`` x ``height`` palette indices ``pixels`` (colours ``palette``, 0xRRGGBB), enlarged."""
    if len(pixels) != width * height or not 0 < len(palette) <= 256 or max(pixels, default=0) >= len(palette):
        raise ValueError(f"a sheet is {width} x {height} pixels of indices into {len(palette)} colours")
    image = Image.frombytes("P", (width, height), bytes(pixels))
    image.putpalette([part for colour in palette for part in ((colour >> 16) & 255, (colour >> 8) & 255,
                                                               colour & 255)])
    image = image.resize((width * scale, height * scale), Image.Resampling.NEAREST)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False)
    return out.getvalue()
