"""Board pictures on disk: the shipped ones and the player's, with their sidecar YAML.

The format lives in :mod:`ishido_retro.stonesets.boards` (a board is parsed from the
picture's bytes and the sidecar's text); this module finds the files, reads them through
the one hardened reader and writes them atomically.
"""

from __future__ import annotations

from pathlib import Path

from ishido_retro.formats import DataFileError, FileMissing
from ishido_retro.stonesets.boards import (
    MAX_FILE_BYTES,
    MAX_META_BYTES,
    BoardArt,
    BoardError,
    parse_board,
    reduced_board,
)
from ishido_retro.storage.safeio import file_label, read_bytes, read_text
from ishido_retro.storage.userdata import atomic_write

__all__ = ["load_board", "reduce_board", "save_board"]


def _picture(path: Path) -> bytes:
    try:
        return read_bytes(path, MAX_FILE_BYTES, what="a board picture")
    except DataFileError as exc:
        raise BoardError(str(exc)) from None


def _sidecar(path: Path) -> str | None:
    """The text of the YAML file beside the picture ``path``, or None when there is none."""
    side = path.with_suffix(".yaml")
    try:
        return read_text(side, MAX_META_BYTES, "board metadata")
    except FileMissing:
        return None
    except DataFileError as exc:
        raise BoardError(f"{exc} Fix or remove {side.name} to load {path.name}.") from None


def load_board(path: Path | str) -> BoardArt:
    """Load a board picture and its sidecar; refuse anything unusable with a BoardError saying exactly why."""
    path = Path(path)
    data = _picture(path)
    try:
        meta_text = _sidecar(path)
    except BoardError:
        parse_board(data, path.name)        # a fault of the picture itself is named first
        raise
    return parse_board(data, path.name, meta_text, file_label(path.with_suffix(".yaml")))


def reduce_board(path: Path | str) -> BoardArt:
    """An 8-colour version of a too-colourful picture file (see :func:`.stonesets.boards.reduced_board`)."""
    path = Path(path)
    return reduced_board(_picture(path), path.name)


def save_board(board: BoardArt, path: Path | str, stone_palette: list[int] | None = None) -> None:
    """Write the board picture and its YAML beside it (both atomically)."""
    path = Path(path)
    atomic_write(path, board.to_png_bytes(stone_palette))
    atomic_write(path.with_suffix(".yaml"), board.metadata_text())
