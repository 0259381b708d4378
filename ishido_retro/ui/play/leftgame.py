"""The game left when the window closed, kept and offered back at the next start.

pyxel 2.9.9 cannot cancel a window close (SDL_QUIT ends the process after running
Python's ``atexit`` handlers), so the game cannot ask "Quit?" then. Instead the game in
progress is saved atomically into the user data folder from an ``atexit`` handler,
and the next start offers it back; declined, it moves to the saved games, never lost.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from datetime import date
from pathlib import Path

from ishido_retro.engine.records import RecordError
from ishido_retro.match import Match
from ishido_retro.match.clock import Clock
from ishido_retro.storage import savedgames, userdata
from ishido_retro.ui.widgets import Requester
from ishido_retro.ui.widgets.base import Window

LEFT_GAME = "left-game" + savedgames.SUFFIX
TITLE = "Resume?"


def left_game_path() -> Path:
    """Where the game in progress goes when the window closes."""
    return userdata.data_dir() / LEFT_GAME


def keep_left_game(match: Match, stoneset: str | None, board: str | None) -> None:
    """Save ``match`` as the game left open (atomic; a failure is silent: the process is ending)."""
    with contextlib.suppress(OSError, ValueError):
        savedgames.save_game(left_game_path(), match, stoneset, board)


def offer_left_game(open_window: Callable[[Window], object], message: Callable[[str, str], None],
                    resume: Callable[[savedgames.SavedGame], None], clock: Clock) -> None:
    """At start: when a game was left open, ask whether to resume it."""
    path = left_game_path()
    if not path.is_file():
        return

    def answered(answer: object) -> None:
        if answer == "Resume":
            try:
                saved = savedgames.read_saved(path, clock)
            except RecordError as exc:
                kept = userdata.keep_bad_copy(path)
                path.unlink(missing_ok=True)
                where = f" It is kept as {kept.name}." if kept else ""
                message("Resume", f"The game you left cannot be resumed: {exc}{where}")
                return
            resume(saved)
            path.unlink(missing_ok=True)
        else:
            folder = savedgames.saves_dir()
            name = userdata.unused_name(folder, f"left-{date.today().isoformat()}{savedgames.SUFFIX}")
            os.replace(path, folder / name)
            message("Resume", f"The game you left is kept in your saved games as {name} (File > Load Game).")

    open_window(Requester(TITLE, "The window was closed during a game. Resume the game you left?",
                          buttons=("Resume", "Not Now"), on_close=answered))
