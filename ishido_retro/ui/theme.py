"""The current stoneset and board, put into pyxel's palette and image banks.

``board_image()`` holds the 320 x 200 board artwork (indices 0..7; wider than
pyxel's 256-pixel banks, so it is an image of its own); image bank 1
holds the 36 stones as a 6 x 6 grid of 20 x 20 cells, with 0 meaning
transparent and 8..15 the stoneset's colours.
"""

from __future__ import annotations

import ctypes

import pyxel

from ishido_retro import layout
from ishido_retro.layout import STONE

# Used only when no board artwork can be loaded: calm greys and a warm accent.
FALLBACK_BOARD_PALETTE = [0x101010, 0xF0EAD8, 0x4A3B2E, 0xC8B48C, 0x2E241C, 0x6A5440, 0x9C8468, 0xE0B040]
FALLBACK_STONE_PALETTE = [0xD03030, 0x3060D0, 0x30A040, 0xE0C020, 0x9040B0, 0xF0F0F0, 0x202020, 0x808080]

STONE_BANK = 1
_board_image = None
_art_version = 0


_pouch_style: str | None = None


def art_version() -> int:
    """A number that changes each time new board or stone art is put into pyxel (for caches of drawn art)."""
    return _art_version


def pouch_style() -> str | None:
    """The pouch style the current board names (see ``ui.pouchstyles``), None for the plain sack."""
    return _pouch_style


def board_image():
    """The board artwork image (made on first use, after pyxel.init)."""
    global _board_image
    if _board_image is None:
        _board_image = pyxel.Image(layout.SCREEN_W, layout.SCREEN_H)
    return _board_image


class Theme:
    """Holds what is loaded; ``apply()`` puts it into pyxel."""

    def __init__(self) -> None:
        self.stoneset_name = "Ishido"
        self.board_name = "Ishido"
        self.board_palette = list(FALLBACK_BOARD_PALETTE)
        self.stone_palette = list(FALLBACK_STONE_PALETTE)
        self.board_pixels: bytes | None = None
        self.pouch_style: str | None = None
        self.stone_pixels: list[bytes] | None = None   # 36 x 400 values 0..8
        self.colour_names = ["red", "blue", "green", "yellow", "purple", "white"]
        self.symbol_names = ["1", "2", "3", "4", "5", "6"]

    # --- loading (errors propagate as the model's ValueError subclasses) -------

    def load_stoneset(self, stoneset) -> None:
        """Take a model Stoneset (see ishido_retro.stonesets.stoneset)."""
        self.stoneset_name = stoneset.name
        self.stone_palette = list(stoneset.screen_palette())[:8]
        self.stone_pixels = [bytes(stoneset.screen_pixels(c, s)) for c in range(6) for s in range(6)]
        self.colour_names = list(getattr(stoneset, "colour_names", self.colour_names))
        self.symbol_names = list(getattr(stoneset, "symbol_names", self.symbol_names))

    def stone_name(self, stone) -> str:
        """A stone as the stoneset names it: its colour name, then its symbol name (``Red ochre, Ankh``)."""
        return f"{self.colour_names[stone.colour]}, {self.symbol_names[stone.symbol]}"

    def load_board(self, board_art, name: str) -> None:
        self.board_name = name
        self.board_palette = list(board_art.palette)[:8]
        self.board_pixels = bytes(board_art.pixels)
        self.pouch_style = getattr(board_art, "pouch", None)

    # --- into pyxel -----------------------------------------------------------

    def apply(self) -> None:
        global _art_version, _pouch_style
        _art_version += 1
        _pouch_style = self.pouch_style
        colours = (self.board_palette + FALLBACK_BOARD_PALETTE[len(self.board_palette):])[:8]
        colours += (self.stone_palette + FALLBACK_STONE_PALETTE[len(self.stone_palette):])[:8]
        pyxel.colors[:16] = colours
        self._apply_board()
        self._apply_stones()

    def _apply_board(self) -> None:
        img = board_image()
        if self.board_pixels is not None and len(self.board_pixels) == layout.SCREEN_W * layout.SCREEN_H:
            copy_into(img, self.board_pixels, layout.SCREEN_W, layout.SCREEN_H)
            return
        _draw_fallback_board(img)

    def _apply_stones(self) -> None:
        img = pyxel.images[STONE_BANK]
        img.rect(0, 0, 6 * STONE, 6 * STONE, 0)
        if self.stone_pixels is None:
            for c in range(6):
                for s in range(6):
                    _draw_fallback_stone(img, s * STONE, c * STONE, c, s)
            return
        to_screen = bytes(0 if v == 0 else (v + layout.STONE_INDEX_BASE - 1) & 255 for v in range(256))
        stones = [bytes(p).translate(to_screen) for p in self.stone_pixels]
        # the bank's rows, each the same row of the six stones of a colour side by side
        rows = b"".join(stones[c * 6 + s][y * STONE:(y + 1) * STONE]
                        for c in range(6) for y in range(STONE) for s in range(6))
        copy_into(img, rows, 6 * STONE, 6 * STONE)


def copy_into(image: pyxel.Image, pixels: bytes, w: int, h: int) -> None:
    """``pixels`` (w x h colour indices, row by row) into the top left of ``image``: at once when its rows are w
    wide, else row by row (an image's rows may be wider than asked for)."""
    base = ctypes.addressof(image.data_ptr())
    if image.width == w:
        ctypes.memmove(base, pixels, w * h)
        return
    for y in range(h):
        ctypes.memmove(base + y * image.width, pixels[y * w:(y + 1) * w], w)


def stone_source(colour: int, symbol: int) -> tuple[int, int]:
    """Top-left of a stone in the stone bank."""
    return symbol * STONE, colour * STONE


def _draw_fallback_board(img) -> None:
    R = layout
    img.cls(R.ROLE_FRAME_MID)
    img.rect(R.TITLE_RECT[0], R.TITLE_RECT[1], R.TITLE_RECT[2], R.TITLE_RECT[3], R.ROLE_FRAME_DARK)
    img.rect(R.STATUS_RECT[0], R.STATUS_RECT[1], R.STATUS_RECT[2], R.STATUS_RECT[3], R.ROLE_FRAME_DARK)
    for row in range(R.BOARD_ROWS):
        for col in range(R.BOARD_COLS):
            x, y = R.square_origin(col, row)
            beyond = col in (0, R.BOARD_COLS - 1) or row in (0, R.BOARD_ROWS - 1)
            img.rect(x, y, STONE, STONE, R.ROLE_BEYOND if beyond else R.ROLE_WITHIN)
            img.rectb(x, y, STONE, STONE, R.ROLE_FRAME_DARK)
    img.rectb(R.BOARD_X - 1, R.BOARD_Y - 1, R.BOARD_W + 2, R.BOARD_H + 2, R.ROLE_BLACK)
    for rect, inner in ((R.TOUCHSTONE_RECT, R.ROLE_BEYOND), (R.SCOREBOARD_RECT, R.ROLE_FRAME_DARK),
                        (R.POUCH_RECT, R.ROLE_FRAME_DARK)):
        x, y, w, h = rect
        img.rect(x, y, w, h, R.ROLE_FRAME_LIGHT)
        img.rectb(x, y, w, h, R.ROLE_BLACK)
        img.rect(x + 4, y + 4, w - 8, h - 8, inner)


def _draw_fallback_stone(img, x0: int, y0: int, colour: int, symbol: int) -> None:
    base = layout.STONE_INDEX_BASE
    img.rect(x0 + 1, y0 + 1, STONE - 2, STONE - 2, base + colour)
    img.rectb(x0 + 1, y0 + 1, STONE - 2, STONE - 2, base + 6)
    img.text(x0 + 8, y0 + 7, "123456"[symbol], base + (6 if colour == 5 else 5))
