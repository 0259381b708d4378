"""Screen geometry and palette roles shared by the UI, the boards and the stonesets.

Pure constants: no pyxel here, so the board and stoneset tools can use them too.

The screen is 320 x 200, the NTSC Amiga low-resolution screen the original ran on:
8 rows of 20-pixel stones (160 lines) plus a title strip and a status line fit in
200 lines with the same square stones a 256-line PAL screen would show, and
the picture keeps the 16:10 shape of a modern window.

The 16 palette entries of the screen are split in two:

* indices 0..7 belong to the board (see the ``ROLE_*`` names below), and the
  menus, requesters and text are drawn with them;
* indices 8..15 belong to the stoneset: its (at most) eight opaque colours.

So every stoneset works on every board and the screen never shows more than 16
colours at once.
"""

from __future__ import annotations

SCREEN_W = 320
SCREEN_H = 200

# Stones and squares
STONE = 20                      # a square and a stone are 20 x 20 pixels
BOARD_X, BOARD_Y = 8, 22        # top-left pixel of square (0, 0)
BOARD_COLS, BOARD_ROWS = 12, 8
BOARD_W, BOARD_H = BOARD_COLS * STONE, BOARD_ROWS * STONE   # 240 x 160

# The right-hand panel: (x, y, w, h) rectangles
TOUCHSTONE_RECT = (270, 22, 32, 32)      # frame; the stone sits centred in it
TOUCHSTONE_STONE = (276, 28)             # top-left pixel of the stone on the touchstone
SCOREBOARD_RECT = (256, 60, 60, 88)      # points at the top, 4-Ways at the bottom
POUCH_RECT = (262, 152, 48, 34)
TITLE_RECT = (8, 4, 240, 14)             # the strip above the board: mode, player, timer
STATUS_RECT = (8, 186, 240, 12)          # the line below the board

# Palette roles of the board's eight indices
ROLE_BLACK = 0        # darkest: outlines, text on light, shadows
ROLE_WHITE = 1        # lightest: text on dark, menu and requester background
ROLE_BEYOND = 2       # the dark edge squares
ROLE_WITHIN = 3       # the light interior squares
ROLE_FRAME_DARK = 4
ROLE_FRAME_MID = 5
ROLE_FRAME_LIGHT = 6
ROLE_ACCENT = 7       # highlights: legal-move marks, menu selection, carved numerals
STONE_INDEX_BASE = 8  # stoneset colour k (1..8 in its file) is screen index 7 + k


def square_at(x: int, y: int) -> tuple[int, int] | None:
    """The (col, row) of the board square under pixel (x, y), or None."""
    col, row = (x - BOARD_X) // STONE, (y - BOARD_Y) // STONE
    if x >= BOARD_X and y >= BOARD_Y and 0 <= col < BOARD_COLS and 0 <= row < BOARD_ROWS:
        return col, row
    return None


def square_origin(col: int, row: int) -> tuple[int, int]:
    """Top-left pixel of square (col, row)."""
    return BOARD_X + col * STONE, BOARD_Y + row * STONE


def square_centre(col: int, row: int) -> tuple[int, int]:
    x, y = square_origin(col, row)
    return x + STONE // 2, y + STONE // 2


def inside(rect: tuple[int, int, int, int], x: int, y: int) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh
