"""File > Export Sheet…: a picture to share a stoneset: its 36 stones, enlarged, on its matching board, with
its name and author, and a legend: each row's colour name at its left, each column's symbol name above it.

The sheet is drawn with pyxel at the play screen's size: the set's matching board (the shipped board of
its name or theme, else Ishido's: :func:`ishido_retro.stonesets.boards.matching_board`), the stones as
played on the 6 x 6 inner squares (a colour a row, a symbol a column), the set's name in the title strip
and its author in the status line; then :func:`ishido_retro.stonesets.sheet.sheet_png` enlarges it twice
and storage writes it atomically: into the data folder's ``sheets/`` unless the player names another
place. Where it went is said in full; a file already there is replaced only after asking.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

import pyxel

from ishido_retro import layout
from ishido_retro.stonesets.boards import BoardArt, matching_board
from ishido_retro.stonesets.document import StonesetDoc
from ishido_retro.stonesets.sheet import sheet_png
from ishido_retro.stonesets.shipped import file_stem
from ishido_retro.storage import folders, userdata
from ishido_retro.storage.boards import load_board
from ishido_retro.storage.resources import shipped_board_path
from ishido_retro.storage.webfiles import offer_download
from ishido_retro.ui import draw
from ishido_retro.ui.widgets import FileRequester

from .files import FilesPort
from .stonedraw import CLEAR_KEY, blit_stones
from .working import Working

TITLE = "Export Sheet"
FIRST_SQUARE = (4, 2)       # the stones lie on columns 4..9 and rows 2..7: room above and at the left for the names
SYMBOL_LINES = 4            # the symbols' names above the columns take four lines in turn
LEGEND_PITCH = 9            # pixels from one line of those names to the next


def sheet_pixels(doc: StonesetDoc, board: BoardArt) -> tuple[bytes, list[int]]:
    """The sheet at the play screen's size: its palette indices and its colours (the board's 8, the set's 15)."""
    w, h = layout.SCREEN_W, layout.SCREEN_H
    image = pyxel.Image(w, h)
    ctypes.memmove(ctypes.addressof(image.data_ptr()), bytes(board.pixels), w * h)
    stones = pyxel.Image(6 * 20, 6 * 20)
    blit_stones(stones, doc)
    for row in range(6):
        for col in range(6):
            x, y = layout.square_origin(FIRST_SQUARE[0] + col, FIRST_SQUARE[1] + row)
            image.blt(x, y, stones, col * 20, row * 20, 20, 20, CLEAR_KEY)
    name = doc.name.strip() or "Untitled"
    author = doc.author.strip()
    _outlined(image, layout.TITLE_RECT, name, bold=True)
    _outlined(image, layout.STATUS_RECT, f"by {author}" if author and author != "unknown" else "Ishido Retro")
    _legend(image, doc.colour_names, doc.symbol_names)
    pixels = ctypes.string_at(ctypes.addressof(image.data_ptr()), w * h)
    palette = list(board.palette[:8]) + [doc.palette[v] for v in range(1, 16)]
    return pixels, palette


def _outlined(image: pyxel.Image, rect: tuple[int, int, int, int], text: str, bold: bool = False) -> None:
    """``text`` centred in ``rect``, white ringed by black, so that it reads on any board."""
    x, y, w, h = rect
    shown, small = draw.fitted(text, w - 4)
    font = None if small else draw.font(bold)
    shown = draw.printable(shown, small)
    tw = len(shown) * draw.SMALL_W if small else font.text_width(shown)      # type: ignore[union-attr]
    tx, ty = x + (w - tw) // 2, y + (h - (draw.SMALL_H if small else draw.CHAR_H)) // 2
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)):
        image.text(tx + dx, ty + dy, shown, layout.ROLE_BLACK, font)
    image.text(tx, ty, shown, layout.ROLE_WHITE, font)


def _legend(image: pyxel.Image, colours: list[str], symbols: list[str]) -> None:
    """Each row's colour name at its left (right-aligned, on the squares beside it) and each column's symbol
    name above it (centred on the column, on four lines in turn so that neighbours do not meet), in the small
    font, white on a black plate; a name too long for its room is cut with ``~``."""
    left = layout.square_origin(FIRST_SQUARE[0], 0)[0] - layout.BOARD_X - 4
    for row, name in enumerate(colours[:6]):
        x, y = layout.square_origin(FIRST_SQUARE[0], FIRST_SQUARE[1] + row)
        shown = _cut(name, left)
        _plate(image, x - 3 - len(shown) * draw.SMALL_W, y + (layout.STONE - draw.SMALL_H) // 2, shown)
    stones_top = layout.square_origin(0, FIRST_SQUARE[1])[1]
    for col, name in enumerate(symbols[:6]):
        x, _y = layout.square_origin(FIRST_SQUARE[0] + col, FIRST_SQUARE[1])
        shown = _cut(name, SYMBOL_LINES * layout.STONE - 4)
        line = col % SYMBOL_LINES
        y = stones_top - (SYMBOL_LINES - line) * LEGEND_PITCH - 1
        _plate(image, x + (layout.STONE - len(shown) * draw.SMALL_W) // 2, y, shown)


def _cut(name: str, width: int) -> str:
    shown, chars = draw.printable(name.strip(), small=True), width // draw.SMALL_W
    return shown if len(shown) <= chars else shown[:chars - 1] + "~"


def _plate(image: pyxel.Image, x: int, y: int, text: str) -> None:
    """``text`` in white on a black plate one pixel wider all round."""
    image.rect(x - 2, y - 2, len(text) * draw.SMALL_W + 3, draw.SMALL_H + 3, layout.ROLE_BLACK)
    image.text(x, y, text, layout.ROLE_WHITE)


def export_sheet(port: FilesPort) -> None:
    """File > Export Sheet…: ask where (the data folder's sheets/ at first), then write the sheet there."""
    doc = port.doc
    drawer = folders.drawer_for("sheets")

    def chosen(result: object) -> None:
        if result is None:
            return
        path = Path(str(result))
        if folders.exists(path):
            port.confirm(TITLE, f"{path.name} exists. Replace it with the sheet of {doc.name.strip()!r}?", "Replace",
                         lambda: write(path))
        else:
            write(path)

    def write(path: Path) -> None:      # the answer shows at once; the picture is made and written after it
        port.open(Working(TITLE, f"Saving the sheet of {doc.name.strip() or 'Untitled'!r} as {path}…",
                          lambda: write_now(path)))

    def write_now(path: Path) -> None:
        try:
            board = load_board(shipped_board_path(matching_board(doc.name, doc.theme)))
            pixels, palette = sheet_pixels(doc, board)
            userdata.atomic_write(path, sheet_png(pixels, layout.SCREEN_W, layout.SCREEN_H, palette))
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc).rstrip(".")
            port.message(TITLE, f"The sheet could not be written: {reason}.")
            return
        offered = " and offered as a download" if offer_download(path) else ""     # in a browser page
        port.message(TITLE, f"The sheet of {doc.name.strip() or 'Untitled'!r} is saved as {path}{offered}.")
    port.open(FileRequester(TITLE, drawer, mode="save", file_name=f"{file_stem(doc.name)}-sheet.png",
                            pattern=(".png",), on_close=chosen))
