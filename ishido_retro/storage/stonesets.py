"""Stonesets on disk: the shipped ones, the player's, the editor's documents and imported pictures.

The formats live in :mod:`ishido_retro.stonesets` (a stoneset is parsed from PNG bytes,
a picture from its bytes); this module finds the files, reads them through the one
hardened reader and writes them atomically.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ishido_retro.formats import DataFileError
from ishido_retro.stonesets.stoneset import MAX_FILE_BYTES, Stoneset, StonesetError, name_from_stem, parse_stoneset
from ishido_retro.storage.safeio import read_bytes
from ishido_retro.storage.userdata import atomic_write

if TYPE_CHECKING:       # the editor's document and pictures load with the editor, not at the game's start
    from ishido_retro.stonesets.document import StonesetDoc
    from ishido_retro.stonesets.pictures import Imported

__all__ = ["import_picture", "load_doc", "load_stoneset", "save_doc", "save_stoneset"]


def load_stoneset(path: Path | str, complete: bool = True) -> Stoneset:
    """Load a stoneset file, refusing anything broken or hostile with a StonesetError.

    ``complete=False`` (the editor's work in progress) also accepts empty and identical stones.
    """
    path = Path(path)
    try:
        data = read_bytes(path, MAX_FILE_BYTES, what="a stoneset file")
    except DataFileError as exc:
        raise StonesetError(str(exc)) from None
    return parse_stoneset(data, default_name=name_from_stem(path.stem), source=path.name, complete=complete)


def save_stoneset(stoneset: Stoneset, path: Path | str) -> None:
    """Write the stoneset as a shareable indexed PNG (atomically: old file or new, never half)."""
    atomic_write(path, stoneset.to_png_bytes())


def load_doc(path: Path | str) -> StonesetDoc:
    """Open a stoneset file for editing (a set still being drawn is accepted); StonesetError if unusable."""
    from ishido_retro.stonesets.document import StonesetDoc
    return StonesetDoc.from_stoneset(load_stoneset(path, complete=False))


def save_doc(doc: StonesetDoc, path: Path | str) -> None:
    """Save atomically (the old file or the new one, never half); OSError when the disk refuses."""
    save_stoneset(doc.to_stoneset(), path)
    doc.mark_saved()


def import_picture(path: Path | str) -> Imported:
    """File > Import Picture…: the picture at ``path`` as a stoneset document (not yet in the editor), with the
    sentences that say what the import does to it; StonesetError when it cannot be used."""
    from ishido_retro.stonesets.pictures import MAX_PICTURE_BYTES, picture_from_bytes, picture_name, plan_import
    path = Path(path)
    try:
        data = read_bytes(path, MAX_PICTURE_BYTES, what="a picture to import")
    except DataFileError as exc:
        raise StonesetError(str(exc)) from None
    return plan_import(picture_from_bytes(data, path.name), path.name, name=picture_name(path.stem))
