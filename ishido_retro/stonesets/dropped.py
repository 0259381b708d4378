"""What a file dropped on the game's window is: a stoneset, a board, or neither (one sentence).

Pure: bytes in, the parsed set out. :func:`parse_dropped` tries the file as a stoneset, then as a
board, and when it is neither it says which fault to name: a picture of a stoneset's size hears the
stoneset's, one of a board's size the board's, anything else one sentence saying what the two are.
"""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass
from pathlib import PurePath

from PIL import Image

from ishido_retro.formats import DataFileError
from ishido_retro.stonesets import boards
from ishido_retro.stonesets.boards import BoardArt, BoardError, BoardTooColourful, parse_board
from ishido_retro.stonesets.stoneset import (
    HEIGHT,
    IMPORT_PICTURE,
    PNG_SIGNATURE,
    WIDTH,
    Stoneset,
    StonesetError,
    name_from_stem,
    open_png,
    parse_stoneset,
)

MAX_DROPPED_BYTES = max(boards.MAX_FILE_BYTES, 1024 * 1024)     # the larger of a board's and a stoneset's limit


class NotASet(DataFileError):
    """A dropped file that is neither a stoneset nor a board the game can use; the message is one sentence."""


@dataclass(frozen=True)
class Dropped:
    """A dropped file understood: ``kind`` is ``"stoneset"`` or ``"board"``, ``art`` the parsed set."""

    kind: str
    art: Stoneset | BoardArt

    @property
    def name(self) -> str:
        return self.art.name

    @property
    def author(self) -> str:
        return self.art.author


def parse_dropped(data: bytes, file_name: str) -> Dropped:
    """The stoneset or board in the bytes of the dropped file ``file_name``; :class:`NotASet` otherwise."""
    try:
        return Dropped("stoneset", parse_stoneset(data, name_from_stem(PurePath(file_name).stem), file_name))
    except StonesetError as exc:
        as_stoneset = str(exc)
    try:
        return Dropped("board", parse_board(data, file_name))
    except BoardTooColourful as exc:     # the board dialog's Other... offers it reduced; a drop does not guess
        as_board = (f"{file_name} uses {exc.colours} colours and a board at most {boards.BOARD_COLOURS}; "
                    f"Choices > Boards > Other… shows it reduced to {boards.BOARD_COLOURS} before using it.")
    except BoardError as exc:
        as_board = str(exc)
    size = picture_size(data)
    if size == (WIDTH, HEIGHT):
        raise NotASet(as_stoneset)
    if size == (boards.WIDTH, boards.HEIGHT):
        raise NotASet(as_board)
    raise NotASet(f"{file_name} is neither a stoneset (an indexed PNG of {WIDTH} x {HEIGHT} pixels) nor a board "
                  f"(a picture of {boards.WIDTH} x {boards.HEIGHT}); the stoneset editor's File > {IMPORT_PICTURE} "
                  f"makes a stoneset of any picture.")


def picture_size(data: bytes) -> tuple[int, int] | None:
    """The size a picture's header gives (nothing decoded), or None when the bytes are no picture read here."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            image = (open_png(data) if data.startswith(PNG_SIGNATURE)
                     else Image.open(io.BytesIO(data), formats=boards.FORMATS))
            return image.size
    except (OSError, ValueError, EOFError, SyntaxError, IndexError, KeyError, TypeError, MemoryError,
            Image.DecompressionBombError):
        return None
