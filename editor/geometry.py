"""Where each area of the Edit Stoneset screen lies (320 x 200). Pure constants and arithmetic."""

from __future__ import annotations

CELL = 20
SWATCHES = 16                           # T and the set's colours 1..15, two rows of eight
SWATCH_COLUMNS = 8

# Stone Select Area (far left), with column headers above and row headers at its left
GRID_X, GRID_Y = 12, 11
COL_HEAD_Y, COL_HEAD_H = 0, 10
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
# Colour Selection Box below the edit box: two rows of 8 swatches (T and colours 1..7, then 8..15)
SWATCH_X, SWATCH_Y, SWATCH_W, SWATCH_H = 139, 134, 12, 9
INFO_X, INFO_Y = 182, 156               # the chosen colour's hex, right of the templates
# The right column: tiled preview, then buttons two to a row (a long label takes a whole row); every
# button is 11 pixels tall, as the game's, so a label's descenders stay inside its bevel
TILED_X, TILED_Y = 250, 2
RIGHT_X, RIGHT_W = 239, 81
BUTTON_W, BUTTON_H, BUTTON_PITCH = 40, 11, 12
BUTTON_Y = 66
STATUS_Y = 182

# The right column's rows, top to bottom: each row one full-width button, two half-width ones, four icon
# buttons (the tools and the brushes), or a caption and two small buttons (CAPTIONS)
RIGHT_ROWS: tuple[tuple[str, ...], ...] = (
    ("Undo", "Redo"), ("XColor", "T"),
    ("Pencil", "Line", "Fill", "Pick"), ("Rect", "Box", "Ellipse", "Disc"), ("Select", "brush 1", "brush 2", "brush 3"),
    ("Mirror H", "Mirror V"), ("Flip H", "Flip V"), ("Rotate",),
    ("Use", "Cancel"),
)
ICON_W, ICON_PITCH = 19, 20
# The scopes, two by two between the previews and the tiled preview: the stone, its column, its row, all
SCOPE_X, SCOPE_Y, SCOPE_W, SCOPE_H = 212, 2, 17, 12
# A captioned row: the caption, then a small button for each of its two buttons, labelled with the
# button's last word ("Mirror" [H] [V])
CAPTIONS: dict[str, str] = {"Mirror H": "Mirror", "Flip H": "Flip"}
CAPTION_W, SMALL_BUTTON_W = 40, 20
# Right of the templates, under the chosen colour's hex: RGB and Names side by side
CENTRE_BUTTONS: dict[str, tuple[int, int]] = {"RGB": (181, 22), "Names": (204, 34)}
CENTRE_BUTTON_Y = 168


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
    """Swatch ``index`` (0 is T) of the two rows of colours."""
    row, col = divmod(index, SWATCH_COLUMNS)
    return SWATCH_X + col * SWATCH_W, SWATCH_Y + row * SWATCH_H, SWATCH_W, SWATCH_H


def pixel_rect(x: int, y: int) -> tuple[int, int, int, int]:
    """Where stone pixel (x, y) lies on the screen at the first zoom, the whole stone in view (the edit box's
    zoom and the part shown are :class:`.editbox.EditBox`'s)."""
    return EDIT_X + x * ZOOM, EDIT_Y + y * ZOOM, ZOOM, ZOOM


def button_rect(label: str) -> tuple[int, int, int, int]:
    """Where the button called ``label`` sits (the right column, or under the colours)."""
    if label in CENTRE_BUTTONS:
        x, w = CENTRE_BUTTONS[label]
        return x, CENTRE_BUTTON_Y, w, BUTTON_H
    for n, row in enumerate(RIGHT_ROWS):
        if label in row:
            y = BUTTON_Y + n * BUTTON_PITCH
            if len(row) == 1:
                return RIGHT_X, y, RIGHT_W, BUTTON_H
            if len(row) == 4:
                return RIGHT_X + row.index(label) * ICON_PITCH, y, ICON_W, BUTTON_H
            k = row.index(label)
            if row[0] in CAPTIONS:
                return RIGHT_X + CAPTION_W + k * (SMALL_BUTTON_W + 1), y, SMALL_BUTTON_W, BUTTON_H
            return RIGHT_X + k * (RIGHT_W - BUTTON_W), y, BUTTON_W, BUTTON_H
    raise KeyError(f"no button {label!r} on the editor screen")


def scope_rect(n: int) -> tuple[int, int, int, int]:
    """Scope button ``n`` (0 stone, 1 column, 2 row, 3 all), two by two."""
    return SCOPE_X + (n % 2) * (SCOPE_W + 1), SCOPE_Y + (n // 2) * (SCOPE_H + 1), SCOPE_W, SCOPE_H


def caption_at(label: str) -> tuple[int, int] | None:
    """Where the caption of the captioned row that starts with button ``label`` is written, if it has one."""
    if label not in CAPTIONS:
        return None
    _x, y, _w, h = button_rect(label)
    return RIGHT_X, y + (h - 8) // 2 + 1


def inside(rect: tuple[int, int, int, int], x: int, y: int) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x < rx + rw and ry <= y < ry + rh
