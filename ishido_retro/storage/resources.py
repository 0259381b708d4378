"""Where the shipped resources live: the folders of their packages.

The checkout keeps them in the top-level ``resources/`` and ``boards/`` folders;
installed (wheel or editable), they are the packages ``ishido_retro.resources``
and ``ishido_retro.boards``.
"""

from __future__ import annotations

import contextlib
import os
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from ishido_retro.formats import DataFileError
from ishido_retro.storage.safeio import read_bytes

if TYPE_CHECKING:
    from ishido_retro.stonesets.ready import ReadyBoard, ReadyStones


class MissingAssetError(RuntimeError):
    """A file the game ships with is missing or unreadable: the install is broken."""


def _package_dir(package: str) -> Path:
    """The folder of a package of data (its ``__init__``'s; quicker to start than ``importlib.resources``)."""
    init = import_module(package).__file__
    assert init is not None, f"{package} is not a regular package"
    return Path(init).parent


RESOURCES = _package_dir("ishido_retro.resources")
BOARDS = _package_dir("ishido_retro.boards")
STONESETS = RESOURCES / "stonesets"
TEXTS = RESOURCES / "texts"
FONTS = RESOURCES / "fonts"
FONT_REGULAR = FONTS / "ishido8.bdf"      # drawn by tools/make_font.py
FONT_BOLD = FONTS / "ishido8b.bdf"
ORACLE = RESOURCES / "oracle"          # the Oracle's texts (not required: without them the augury shows no texts)
TITLE_READY = RESOURCES / "title.ready"  # the title painted and lettered, by tools/make_ready.py (not required)
READY = ".ready"                       # beside each shipped stoneset and board: its pyxel-ready form (not required)
MAX_READY_BYTES = 256 * 1024


def shipped_stoneset_path(name: str) -> Path:
    """The file of one of the eight shipped stonesets, by its name (case does not matter; KeyError if none)."""
    from ishido_retro.stonesets.shipped import shipped_stoneset_stem
    return STONESETS / f"{shipped_stoneset_stem(name)}.png"


def shipped_board_path(name: str) -> Path:
    """The picture of one of the eight shipped boards, by name (case does not matter; KeyError if none)."""
    from ishido_retro.stonesets.shipped import shipped_board_stem
    return BOARDS / f"{shipped_board_stem(name)}.png"


def font_path(bold: bool = False) -> Path:
    """The game's BDF font (regular or bold): pyxel.Font reads it itself, so the UI is given its path."""
    return FONT_BOLD if bold else FONT_REGULAR


def font_text(bold: bool = False) -> str:
    """The text of the game's BDF font (the title's brush lettering reads the bold one's glyphs)."""
    return read_bytes(font_path(bold), 256 * 1024, "a font file").decode("ascii")


def title_ready() -> bytes | None:
    """The title's painting and lettering as shipped (None when missing: the title then paints them itself)."""
    try:
        return read_bytes(TITLE_READY, MAX_READY_BYTES, "the title picture")
    except DataFileError:
        return None


MAX_SOURCE_BYTES = 4 * 1024 * 1024      # a shipped picture (read as bytes only, for its mark; never decoded here)


def source_mark(picture: Path) -> str:
    """The mark (size and CRC-32) of the files a shipped set's or board's ready form is made from: the picture,
    and a board's sidecar beside it when there is one. DataFileError when the picture cannot be read."""
    from ishido_retro.formats.errors import FileMissing
    from ishido_retro.formats.ready import source_mark as mark
    parts = [read_bytes(picture, MAX_SOURCE_BYTES, "a shipped picture")]
    with contextlib.suppress(FileMissing):          # a stoneset has none
        parts.append(read_bytes(picture.with_suffix(".yaml"), MAX_SOURCE_BYTES, "a shipped picture's sidecar"))
    return mark(*parts)


def ready_stoneset(name: str) -> ReadyStones | None:
    """The shipped stoneset ``name`` as the screen shows it, without decoding its picture (KeyError if there is no
    such set; None when its ready form is missing or damaged, is another set's or was made from another picture
    than the one beside it: the picture is read then)."""
    from ishido_retro.stonesets.ready import ready_to_stones
    picture = shipped_stoneset_path(name)
    try:
        blob = read_bytes(picture.with_suffix(READY), MAX_READY_BYTES)
        return ready_to_stones(blob, name, source_mark(picture))
    except DataFileError:
        return None


def ready_board(name: str) -> ReadyBoard | None:
    """The shipped board ``name`` as the screen shows it, as :func:`ready_stoneset`."""
    from ishido_retro.stonesets.ready import ready_to_board
    picture = shipped_board_path(name)
    try:
        blob = read_bytes(picture.with_suffix(READY), MAX_READY_BYTES)
        return ready_to_board(blob, name, source_mark(picture))
    except DataFileError:
        return None


def required_assets() -> list[Path]:
    """Every shipped file the game cannot do without."""
    from ishido_retro.stonesets.shipped import SHIPPED_BOARDS, SHIPPED_STONESETS
    wanted = [shipped_stoneset_path(n) for n in SHIPPED_STONESETS]
    wanted += [shipped_board_path(n) for n in SHIPPED_BOARDS]
    wanted += [TEXTS / f"{n}.txt" for n in ("rules", "strategy", "about", "oracle")]
    wanted += [FONT_REGULAR, FONT_BOLD]
    return wanted


def check_assets() -> None:
    """Raise :class:`MissingAssetError` naming every shipped file that is missing or unreadable."""
    missing = []
    for path in required_assets():
        try:        # the system's calls alone (no file object): a start checks some thirty files
            fd = os.open(path, os.O_RDONLY)
            try:
                if not os.read(fd, 1):
                    missing.append(path)
            finally:
                os.close(fd)
        except OSError:
            missing.append(path)
    if missing:
        names = ", ".join(p.name for p in missing[:6]) + (" ..." if len(missing) > 6 else "")
        raise MissingAssetError(
            f"Ishido Retro is installed without {len(missing)} of its own files ({names}) in {RESOURCES.parent}; "
            "reinstall the package.")
