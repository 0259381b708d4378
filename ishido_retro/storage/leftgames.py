"""The game left when the window closed: kept in the user data folder, offered back at the next start.

One file for both ways a game is left: while a game is played, this window's :class:`KeptGame` writes
it after every move, Undo and change of set-up (:mod:`ishido_retro.ui.play.leftgame`), so a process that
is killed, or a traceback, loses at most the move being made; File > Quit, a window close, SIGTERM write
it a last time and let it go. Each write is atomic and sealed (a closing line with a digest:
:mod:`ishido_retro.formats.sealed`), so a temporary file left by a kill is known to be whole and is used
at the next start (:mod:`.keptgame`). Declined, a left game moves to the saved games, never lost.

Two copies of the game may play, close or answer the question at once: every change of names happens
under one lock the copies share (``.left-game.yaml.lock``). A copy that plays holds its file's live lock
(``.left-game.yaml.live``) for as long as it plays, so no other copy offers or takes a game still being
played; a copy playing while ``left-game.yaml`` is there keeps its game as ``left-game-2.yaml`` (``-3``...),
so no left game replaces another; a copy that answers after another took the game is told so
(:class:`LeftGameTaken`). The system lets go of a killed process's locks: its game is then a left game.
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
from ishido_retro.storage import datafolder, savedgames, userdata, writebehind

LEFT_GAME = "left-game" + savedgames.SUFFIX
_NAME = re.compile(r"left-game(?:-([0-9]{1,4}))?\.yaml")
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
    return [p for p in sorted(found, key=_number) if not userdata.held_elsewhere(p)]   # none still being played


def slot_path(n: int) -> Path:
    """The name of the ``n``-th left game: ``left-game.yaml``, ``left-game-2.yaml``..."""
    first = left_game_path()
    return first if n == 1 else first.with_name(f"left-game-{n}{savedgames.SUFFIX}")


def _temps_of(path: Path) -> list[Path]:
    """The temporary files of writes of ``path`` that did not finish (``.NAME.XXXXXXXX.tmp``)."""
    try:
        return [p for p in path.parent.glob(f".{path.name}.*.tmp") if userdata.is_temp_name(p.name)]
    except OSError:
        return []


class KeptGame:
    """One window's game in progress, in a left-game file of its own that no other copy offers while it plays.

    :meth:`write` after every change (the first claims a free name and its live lock); :meth:`drop` when
    there is no game to keep (the game ended, a new one has no move yet); :meth:`let_go` when the window
    leaves, its last write made: the file is a left game, offered at the next start. A later window made in
    the same process (a test's) ends an earlier one's keeping, taking back what it wrote, as a window that
    never closed kept nothing before.
    """

    _windows: list[KeptGame] = []

    def __init__(self, window: bool = True) -> None:
        self.path: Path | None = None
        self._held: userdata.Held | None = None
        self._stamp: tuple[int, int, int] | None = None
        if window:
            for earlier in KeptGame._windows:
                earlier.drop()
                earlier.let_go()
            KeptGame._windows[:] = [self]

    def write(self, match: Match, stoneset: str | None, board: str | None, durable: bool = True) -> bool:
        """Write ``match`` atomically, sealed, to this window's file; whether it was (or, not ``durable``, will be)
        written. ``durable``: on the disk before it returns; else the text is made now and written off the frame
        (:mod:`.writebehind`), the system left to put it on the disk. Never raises: a data folder that takes
        nothing is said by the saves that fail (and Quit asks before a game goes)."""
        writes = writebehind.writer()
        with contextlib.suppress(OSError, ValueError):
            if self.path is None:
                self._claim()
            if self.path is not None:
                path, data = self.path, savedgames.kept_bytes(match, stoneset, board)
                if not durable:
                    writes.submit(lambda: self._put(path, data, False))
                    return True
                writes.flush()
                self._put(path, data, True)
                return True
        return False

    def _put(self, path: Path, data: bytes, durable: bool) -> None:
        savedgames.keep_game(path, data, durable)
        self._stamp = _stamp(path)

    def _claim(self) -> None:
        with userdata.locked(left_game_path(), KEEP_TIMEOUT):
            for n in range(1, MAX_LEFT + 1):
                path = slot_path(n)
                if path.exists() or _temps_of(path):
                    continue
                held = userdata.hold(path)
                if held is not None:
                    self.path, self._held = path, held
                    return

    def drop(self) -> None:
        """No game to keep now: this window's file goes (when it is still the one it wrote)."""
        writebehind.flush_all()
        if self.path is not None and self._stamp is not None:
            with contextlib.suppress(OSError):
                if _stamp(self.path) == self._stamp:
                    self.path.unlink()
                    userdata.removed()
            self._stamp = None

    def let_go(self) -> None:
        """The window leaves: its file, as last written, is a left game for the next start."""
        writebehind.flush_all()
        if self._held is not None:
            self._held.release()
        self.path, self._held, self._stamp = None, None, None


def end_of_run() -> None:
    """A scripted run ended by its last step (or a failing one): its game in progress is not left, as a window
    that is not closed leaves none; a run that is killed, closed, stopped or quit keeps it."""
    for window in KeptGame._windows:
        window.drop()
        window.let_go()
    KeptGame._windows.clear()


def _stamp(path: Path) -> tuple[int, int, int]:
    info = path.stat()
    return info.st_size, info.st_mtime_ns, info.st_ino


def keep_left_game(match: Match, stoneset: str | None, board: str | None) -> bool:
    """Save ``match`` as a game left open by a copy that keeps nothing else, under a name no other left game has
    (atomic, sealed); whether it was kept. A failure raises nothing: the process is ending."""
    kept = KeptGame(window=False)
    try:
        return kept.write(match, stoneset, board)
    finally:
        kept.let_go()


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
        if not path.is_file() or userdata.held_elsewhere(path):
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
