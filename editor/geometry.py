"""Where each area of the Edit Stoneset screen lies (320 x 200). Pure constants and arithmetic."""

from __future__ import annotations

CELL = 20

# Stone Select Area (far left), with column headers above and row headers at its left
GRID_X, GRID_Y = 12, 11
COL_HEAD_Y, COL_HEAD_H = 2, 8
ROW_HEAD_X, ROW_HEAD_W = 2, 9
# Stoneset Mask Area below it
MASK_Y = GRID_Y + 6 * CELL + 3          # 134
# Mask Template Area along the bottom
TEMPLATE_X, TEMPLATE_Y, TEMPLATE_PITCH = 12, 158, 21
TEMPLATE_COUNT = 8

# The three previews at the top centre, the magnified edit box below them
PREVIEW_X, PREVIEW_Y, PREVIEW_PITCH = 138, 2, 26
ZOOM = 5
EDIT_X, EDIT_Y = 138, 30
EDIT_W = EDIT_H = CELL * ZOOM           # 100
# Colour Selection Box below the edit box: 2 rows of 8 swatches
SWATCH_X, SWATCH_Y, SWATCH_W, SWATCH_H = 138, 134, 12, 9
# Right column: tiled preview, buttons, tools
TILED_X, TILED_Y = 251, 2
RIGHT_X, BUTTON_W, BUTTON_H = 244, 36, 10
BUTTON_Y = 65
TOOL_Y = 112
INFO_X, INFO_Y = 184, 155
STATUS_Y = 182


def stone_rect(col: int, row: int) -> tuple[int, int, int, int]:
    return GRID_X + col * CELL, GRID_Y + row * CELL, CELL, CELL


def column_head_rect(col: int) -> tuple[int, int, int, int]:
    return GRID_X + col * CELL, COL_HEAD_Y, CELL, COL_HEAD_H


def row_head_rect(row: int) -> tuple[int, int, int, int]:
    return ROW_HEAD_X, GRID_Y + row * CELL, ROW_HEAD_W, CELL


def mask_rect(col: int) -> tuple[int, int, int, int]:
    return GRID_X + col * CELL, MASK_Y, CELL, CELL


def template_rect(n: int) -> tuple[int, int, int, int]:
    return TEMPLATE_X + n * TEMPLATE_PITCH, TEMPLATE_Y, CELL, CELL


def swatch_rect(index: int) -> tuple[int, int, int, int]:
    return SWATCH_X + (index % 8) * SWATCH_W, SWATCH_Y + (index // 8) * SWATCH_H, SWATCH_W, SWATCH_H


def pixel_rect(x: int, y: int) -> tuple[int, int, int, int]:
    return EDIT_X + x * ZOOM, EDIT_Y + y * ZOOM, ZOOM, ZOOM


def pixel_at(px: int, py: int) -> tuple[int, int] | None:
    """The stone pixel under screen pixel (px, py) in the edit box, or None."""
    if EDIT_X <= px < EDIT_X + EDIT_W and EDIT_Y <= py < EDIT_Y + EDIT_H:
        return (px - EDIT_X) // ZOOM, (py - EDIT_Y) // ZOOM
    return None


def button_pos(slot: int, top: int) -> tuple[int, int]:
    """Buttons sit two to a row in the right column."""
    return RIGHT_X + (slot % 2) * (BUTTON_W + 2), top + (slot // 2) * (BUTTON_H + 1)


def inside(rect: tuple[int, int, int, int], x: int, y: int) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh
