"""The game left when the window closed: kept in the user data folder, offered back at the next start.

Saved atomically from an ``atexit`` handler (see :mod:`ishido_retro.ui.play.leftgame`);
declined, it moves to the saved games, never lost. Two copies of the game may close at
once, or answer the question at once: every change happens under one lock the copies
share (``.left-game.yaml.lock``). A copy closing while ``left-game.yaml`` is there keeps
its game as ``left-game-2.yaml`` (``-3``...), so no left game replaces another; a copy
that answers after another took the game is told so (:class:`LeftGameTaken`).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
from collections.abc import Iterator
from datetime import date
from pathlib import Path

from ishido_retro.engine.records import RecordError
from ishido_retro.match.clock import Clock
from ishido_retro.match.match import Match
from ishido_retro.storage import datafolder, savedgames, userdata

LEFT_GAME = "left-game" + savedgames.SUFFIX
_NAME = re.compile(r"left-game(?:-(\d{1,4}))?\.yaml")
MAX_LEFT = 1000
KEEP_TIMEOUT = 60.0      # seconds a copy waits for another moving or naming a left game (milliseconds, in practice)


class LeftGameDamaged(RecordError):
    """The left game cannot be resumed; ``kept`` is the ``.bad`` copy made of it (None when none could be)."""

    def __init__(self, message: str, kept: Path | None) -> None:
        super().__init__(message, keep_case=True)
        self.kept = kept


class LeftGameTaken(Exception):
    """Another copy of the game answered first: the left game is no longer there."""


def left_game_path() -> Path:
    """Where the first game left open goes when the window closes."""
    return datafolder.data_dir() / LEFT_GAME


def _number(path: Path) -> int:
    found = _NAME.fullmatch(path.name)
    return int(found.group(1) or 1) if found else 0


def _left_games(folder: Path) -> list[Path]:
    """The left games in ``folder``, in the order they are offered (``left-game.yaml`` first)."""
    try:
        found = [p for p in folder.glob("left-game*.yaml") if _number(p) and p.is_file()]
    except OSError:
        return []
    return sorted(found, key=_number)


def keep_left_game(match: Match, stoneset: str | None, board: str | None) -> bool:
    """Save ``match`` as a game left open, under a name no other left game has (atomic); whether it was kept. A
    failure raises nothing: the process is ending (File > Quit asks before it lets such a game go)."""
    with contextlib.suppress(OSError, ValueError):
        first = left_game_path()
        with userdata.locked(first, KEEP_TIMEOUT):
            for n in range(1, MAX_LEFT + 1):
                path = first if n == 1 else first.with_name(f"left-game-{n}{savedgames.SUFFIX}")
                if not path.exists():
                    savedgames.save_game(path, match, stoneset, board)
                    return True
    return False


def pending_left_game() -> Path | None:
    """The first game left open by an earlier run, if there is one."""
    try:
        left = _left_games(datafolder.folder_path())
    except OSError:           # no folder, a name too long...: nothing was left there
        return None
    return left[0] if left else None


@contextlib.contextmanager
def _claimed(path: Path) -> Iterator[None]:
    """Hold the left games' lock with ``path`` still there (LeftGameTaken when another copy took it)."""
    with contextlib.ExitStack() as stack:
        # in a read-only folder no lock can be made, nor can another copy change anything there
        with contextlib.suppress(OSError):
            stack.enter_context(userdata.locked(path.with_name(LEFT_GAME), KEEP_TIMEOUT))
        if not path.is_file():
            raise LeftGameTaken()
        try:
            yield
        finally:
            userdata.removed()      # the left game taken or moved: a browser page forgets it too


def take_left_game(path: Path, clock: Clock) -> tuple[savedgames.SavedGame, str | None]:
    """The left game in ``path``, taken out of the data folder, and a sentence when its file had to stay.

    A damaged one is kept as a ``.bad`` copy, removed and LeftGameDamaged raised; LeftGameTaken when
    another copy of the game took it first.
    """
    with _claimed(path):
        try:
            saved = savedgames.read_saved(path, clock)
        except RecordError as exc:
            kept = None
            with contextlib.suppress(OSError):
                kept = userdata.keep_bad_copy(path)
                path.unlink(missing_ok=True)
            raise LeftGameDamaged(str(exc), kept) from None
        try:
            path.unlink()
        except OSError as exc:
            return saved, (f"Its file could not be removed ({_reason(exc)}), so it will be offered again at the "
                           f"next start.")
    return saved, None


def file_left_game(path: Path) -> str:
    """Move the left game into the saved games (``left-DATE.yaml``); returns the name it has there.

    LeftGameTaken when another copy took it first; NoDataFolder or OSError when it cannot be moved.
    """
    with _claimed(path):
        folder = savedgames.saves_dir()
        base = f"left-{date.today().isoformat()}{savedgames.SUFFIX}"
        for _ in range(MAX_LEFT):
            name = userdata.unused_name(folder, base)
            try:
                if not hasattr(os, "link"):      # a browser's Python: no hard links (and no other copy)
                    raise OSError(errno.ENOSYS, "no hard links")
                os.link(path, folder / name)     # never replaces a saved game another copy just filed
            except FileExistsError:
                continue
            except OSError:
                os.replace(path, folder / name)  # no hard links here: the lock keeps other copies out
                return name
            path.unlink()
            return name
        raise OSError(f"there are more than {MAX_LEFT} saved games called {base}")


def _reason(exc: OSError) -> str:
    return (exc.strerror or type(exc).__name__).lower()
