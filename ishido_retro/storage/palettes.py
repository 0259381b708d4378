"""Palettes on disk: File > Import Palette… reads a palette file, a picture or a stoneset through the one
hardened reader; the formats live in :mod:`ishido_retro.stonesets.palettes`."""

from __future__ import annotations

from pathlib import Path

from ishido_retro.formats import DataFileError
from ishido_retro.stonesets.palettes import PaletteError, palette_from_bytes
from ishido_retro.stonesets.pictures import MAX_PICTURE_BYTES
from ishido_retro.storage.safeio import read_bytes

__all__ = ["load_palette"]


def load_palette(path: Path | str) -> list[int]:
    """The colours of the file at ``path`` (0xRRGGBB, in the order :func:`palette_from_bytes` gives them);
    PaletteError when it cannot be used."""
    path = Path(path)
    try:
        data = read_bytes(path, MAX_PICTURE_BYTES, what="a palette or a picture")
    except DataFileError as exc:
        raise PaletteError(str(exc)) from None
    return palette_from_bytes(data, path.name)
