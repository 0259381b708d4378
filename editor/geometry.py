"""Where each area of the Edit Stoneset screen lies (320 x 200). Pure constants and arithmetic."""

from __future__ import annotations

CELL = 20
SWATCHES = 9                            # T and the set's colours 1..8

# Stone Select Area (far left), with column headers above and row headers at its left
GRID_X, GRID_Y = 12, 11
COL_HEAD_Y, COL_HEAD_H = 2, 8
ROW_HEAD_X, ROW_HEAD_W = 2, 9
# Stoneset Mask Area below it
MASK_Y = GRID_Y + 6 * CELL + 3          # 134
# Mask Template Area along the bottom
TEMPLATE_X, TEMPLATE_Y, TEMPLATE_PITCH = 12, 158, 21
TEMPLATE_COUNT = 8

# The centre column: three previews at the top, the magnified edit box, the colours, the info lines
PREVIEW_X, PREVIEW_Y, PREVIEW_PITCH = 135, 2, 26
ZOOM = 5
EDIT_X, EDIT_Y = 137, 30
EDIT_W = EDIT_H = CELL * ZOOM           # 100
# Colour Selection Box below the edit box: one row of 9 swatches (T and colours 1..8)
SWATCH_X, SWATCH_Y, SWATCH_W, SWATCH_H = 137, 134, 11, 10
COLOUR_BUTTON_Y = 147                   # RGB and Names under the swatches
INFO_X, INFO_Y = 184, 160               # the chosen colour and its hex, right of the templates
# The right column: tiled preview, then buttons two to a row (a long label takes a whole row)
TILED_X, TILED_Y = 250, 2
RIGHT_X, RIGHT_W = 239, 81
BUTTON_W, BUTTON_H, BUTTON_PITCH = 40, 10, 11
BUTTON_Y = 66
STATUS_Y = 182

# The right column's rows, top to bottom: each row one full-width button or two half-width ones
RIGHT_ROWS: tuple[tuple[str, ...], ...] = (
    ("Undo", "Redo"), ("XColor", "T"),
    ("Pencil", "Fill"), ("Line", "Rect"), ("Box", "Pick"), ("Mirror H",), ("Mirror V",),
    ("Flip H", "Flip V"), ("Rotate",),
    ("Use", "Cancel"),
)
# Under the colour box, two to a row across the centre column
CENTRE_BUTTONS: tuple[str, ...] = ("RGB", "Names")


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
    """Swatch ``index`` (0 is T) of the one row of colours."""
    return SWATCH_X + index * SWATCH_W, SWATCH_Y, SWATCH_W, SWATCH_H


def pixel_rect(x: int, y: int) -> tuple[int, int, int, int]:
    return EDIT_X + x * ZOOM, EDIT_Y + y * ZOOM, ZOOM, ZOOM


def pixel_at(px: int, py: int) -> tuple[int, int] | None:
    """The stone pixel under screen pixel (px, py) in the edit box, or None."""
    if EDIT_X <= px < EDIT_X + EDIT_W and EDIT_Y <= py < EDIT_Y + EDIT_H:
        return (px - EDIT_X) // ZOOM, (py - EDIT_Y) // ZOOM
    return None


def button_rect(label: str) -> tuple[int, int, int, int]:
    """Where the button called ``label`` sits (the right column, or under the colours)."""
    if label in CENTRE_BUTTONS:
        k = CENTRE_BUTTONS.index(label)
        w = (EDIT_W - 2) // 2
        return EDIT_X + k * (w + 2), COLOUR_BUTTON_Y, w, BUTTON_H
    for n, row in enumerate(RIGHT_ROWS):
        if label in row:
            y = BUTTON_Y + n * BUTTON_PITCH
            if len(row) == 1:
                return RIGHT_X, y, RIGHT_W, BUTTON_H
            k = row.index(label)
            return RIGHT_X + k * (RIGHT_W - BUTTON_W), y, BUTTON_W, BUTTON_H
    raise KeyError(f"no button {label!r} on the editor screen")


def inside(rect: tuple[int, int, int, int], x: int, y: int) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh
