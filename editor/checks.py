"""What the editor asks before it writes a stoneset: whether the file is the same, whether the set could be
played over the set the game plays with, what the contrast check finds, a free name for a copy."""

from __future__ import annotations

from pathlib import Path

from ishido_retro.layout import ROLE_BEYOND, ROLE_WITHIN
from ishido_retro.stonesets.contrast import contrast_warnings
from ishido_retro.stonesets.document import EDIT_COLOURS, StonesetDoc
from ishido_retro.stonesets.stoneset import StonesetError, check_playable
from ishido_retro.storage import folders, settingsfile
from ishido_retro.storage import resources as paths


def same_file(path: Path, other: Path | None) -> bool:
    if other is None:
        return False
    try:
        return folders.resolved(path) == folders.resolved(other)
    except OSError:
        return path == other


def contrast_findings(doc: StonesetDoc, board: list[int]) -> list[str]:
    """What the contrast check finds in a finished set (nothing for one still being drawn)."""
    stoneset = doc.to_stoneset()
    try:
        check_playable(stoneset.stones, stoneset.palette, stoneset.colour_names, stoneset.symbol_names)
    except StonesetError:
        return []
    squares = {"Within": board[ROLE_WITHIN], "Beyond": board[ROLE_BEYOND]} if len(board) > ROLE_WITHIN else {}
    return contrast_warnings(stoneset.stones, stoneset.palette, stoneset.colour_names, squares, stoneset.symbol_names)


def unfair_over_game(doc: StonesetDoc, path: Path) -> str:
    """Why the game could not play ``doc`` if it is written at ``path``, the set the game plays with ("" when it
    could, or when ``path`` is another file)."""
    try:
        settings, _problem = settingsfile.load()
        in_play = settingsfile.theme_path(settings.stoneset, "stonesets", paths.shipped_stoneset_path)
    except (OSError, ValueError, KeyError):
        return ""
    if not same_file(path, in_play):
        return ""
    stoneset = doc.to_stoneset()
    if len(stoneset.used_indices()) > EDIT_COLOURS:
        return f"its stones use {len(stoneset.used_indices())} colours, and a set shows {EDIT_COLOURS} in play."
    try:
        check_playable(stoneset.stones, stoneset.palette, stoneset.colour_names, stoneset.symbol_names, "it")
    except StonesetError as exc:
        return str(exc)
    return ""


def unused_name(folder: Path, name: str) -> str:
    """``name``, or ``stem-2.png``, ``stem-3.png``... the first that no file in ``folder`` has."""
    stem, suffix = Path(name).stem, Path(name).suffix
    candidate, n = name, 1
    while folders.exists(folder / candidate):
        n += 1
        candidate = f"{stem}-{n}{suffix}"
    return candidate
