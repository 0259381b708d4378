"""The game left when the window closed: kept in the user data folder, offered back at the next start.

Saved atomically from an ``atexit`` handler (see :mod:`ishido_retro.ui.play.leftgame`);
declined, it moves to the saved games, never lost.
"""

from __future__ import annotations

import contextlib
import os
from datetime import date
from pathlib import Path

from ishido_retro.engine.records import RecordError
from ishido_retro.match.clock import Clock
from ishido_retro.match.match import Match
from ishido_retro.storage import datafolder, savedgames, userdata

LEFT_GAME = "left-game" + savedgames.SUFFIX


class LeftGameDamaged(RecordError):
    """The left game cannot be resumed; ``kept`` is the ``.bad`` copy made of it (None when none could be)."""

    def __init__(self, message: str, kept: Path | None) -> None:
        super().__init__(message, keep_case=True)
        self.kept = kept


def left_game_path() -> Path:
    """Where the game in progress goes when the window closes."""
    return userdata.data_dir() / LEFT_GAME


def keep_left_game(match: Match, stoneset: str | None, board: str | None) -> None:
    """Save ``match`` as the game left open (atomic; a failure is silent: the process is ending)."""
    with contextlib.suppress(OSError, ValueError):
        savedgames.save_game(left_game_path(), match, stoneset, board)


def pending_left_game() -> Path | None:
    """The game left open by an earlier run, if there is one."""
    try:
        path = datafolder.folder_path() / LEFT_GAME
        return path if path.is_file() else None
    except OSError:           # no folder, a name too long...: nothing was left there
        return None


def read_left_game(path: Path, clock: Clock) -> savedgames.SavedGame:
    """The left game in ``path``; a damaged one is kept as a ``.bad`` copy, removed and LeftGameDamaged raised."""
    try:
        return savedgames.read_saved(path, clock)
    except RecordError as exc:
        kept = userdata.keep_bad_copy(path)
        path.unlink(missing_ok=True)
        raise LeftGameDamaged(str(exc), kept) from None


def forget_left_game(path: Path) -> None:
    """The left game was resumed: its file goes."""
    path.unlink(missing_ok=True)


def file_left_game(path: Path) -> str:
    """Move the left game into the saved games (``left-DATE.yaml``); returns the name it has there."""
    folder = savedgames.saves_dir()
    name = userdata.unused_name(folder, f"left-{date.today().isoformat()}{savedgames.SUFFIX}")
    os.replace(path, folder / name)
    return name
