"""Palettes on disk: File > Import Palette… reads a palette file, a picture or a stoneset through the one
hardened reader, and File > Export Palette… writes a palette file atomically; the formats live in
:mod:`ishido_retro.stonesets.palettes`."""

from __future__ import annotations

from pathlib import Path

from ishido_retro.formats import DataFileError
from ishido_retro.stonesets.palettes import (
    MAX_PALETTE_BYTES,
    PaletteError,
    decode_palette,
    gpl_names,
    palette_from_bytes,
)
from ishido_retro.stonesets.pictures import MAX_PICTURE_BYTES
from ishido_retro.storage.safeio import read_bytes
from ishido_retro.storage.userdata import atomic_write

__all__ = ["load_gpl_names", "load_palette", "save_palette"]


def load_palette(path: Path | str) -> list[int]:
    """The colours of the file at ``path`` (0xRRGGBB, in the order :func:`palette_from_bytes` gives them);
    PaletteError when it cannot be used."""
    path = Path(path)
    try:
        data = read_bytes(path, MAX_PICTURE_BYTES, what="a palette or a picture")
    except DataFileError as exc:
        raise PaletteError(str(exc)) from None
    return palette_from_bytes(data, path.name)


def load_gpl_names(path: Path | str) -> list[tuple[int, str]]:
    """The colours of the GIMP palette at ``path`` with their names; PaletteError when it cannot be used."""
    path = Path(path)
    try:
        data = read_bytes(path, MAX_PALETTE_BYTES, what="a GIMP palette")
    except DataFileError as exc:
        raise PaletteError(str(exc)) from None
    return gpl_names(decode_palette(data, path.name), path.name)


def save_palette(path: Path | str, text: str) -> None:
    """Write the palette file ``text`` (UTF-8) at ``path`` atomically: a crash leaves the old file or the new."""
    atomic_write(Path(path), text.encode("utf-8"))
