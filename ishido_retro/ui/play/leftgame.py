"""The game in progress, kept after every move, and left when the window closes (or at File > Quit); offered
back at the next start.

While a game is played, :class:`Keeping` writes it (atomically, into the user data folder) at the end of
every frame in which the match changed: a move, an Undo, a change of set-up or of stoneset, the timer's
time every few seconds. So a process killed at any moment, a power cut or a traceback lose at most the move
being made. The file it writes is the left game (:class:`~ishido_retro.storage.leftgames.KeptGame`): pyxel
2.9.9 cannot cancel a window close (SDL_QUIT ends the process after running Python's ``atexit`` handlers), so
a close, SIGTERM and File > Quit (:func:`quit_keeping`, which says so) write it a last time and let it go, and
the next start offers it back; declined, it moves to the saved games, never lost. A game that ended, or a new
deal with no move yet, keeps no file.
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.match import Match
from ishido_retro.match.clock import Clock
from ishido_retro.storage import leftgames, savedgames, userdata
from ishido_retro.storage.leftgames import KeptGame
from ishido_retro.ui.widgets.base import Window
from ishido_retro.ui.widgets.requester import SettledRequester

__all__ = ["Keeping", "keep_left_game", "offer_left_game", "quit_keeping"]

TITLE = "Resume?"
QUESTION = "A game was in progress when Ishido last closed. Resume the game you left?"
KEPT = "Your game will be offered next time."
TIMER_STEP = 5.0      # seconds: a running timer's time is written again this often (a kill gives back at most that)
TAKEN = "Another copy of Ishido Retro running at the same time took the game you left first; it goes on there."


def offer_left_game(open_window: Callable[[Window], object], message: Callable[[str, str], None],
                    resume: Callable[[savedgames.SavedGame], None], clock: Clock) -> None:
    """At start: when a game was left open, ask whether to resume it. The question shows before it takes an
    answer (a :class:`SettledRequester`): the title's key or click that made the game ready is not one."""
    path = leftgames.pending_left_game()
    if path is None:
        return

    def resume_it() -> None:
        try:
            saved, note = leftgames.take_left_game(path, clock)
        except leftgames.LeftGameDamaged as exc:
            where = f" It is kept as {exc.kept.name}." if exc.kept else ""
            message("Resume", f"The game you left cannot be resumed: {exc}{where}")
            return
        resume(saved)
        if note:
            message("Resume", f"The game you left is resumed. {note}")

    def keep_it() -> None:
        try:
            name = leftgames.file_left_game(path)
        except (OSError, ValueError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc).rstrip(".")
            message("Resume", f"The game you left could not be moved to your saved games: {reason}. It stays "
                              "where it is and will be offered again at the next start.")
            return
        message("Resume", f"The game you left is kept in your saved games as {name} (File > Load Game).")

    def answered(answer: object) -> None:
        try:
            resume_it() if answer == "Resume" else keep_it()
        except leftgames.LeftGameTaken:
            message("Resume", TAKEN)
        except userdata.FileBusy as exc:
            message("Resume", f"The game you left cannot be reached now: {exc} It will be offered again at the "
                              "next start.")

    open_window(SettledRequester(TITLE, QUESTION, buttons=("Resume", "Not Now"), on_close=answered))


class Keeping:
    """This window's game in progress, written after every change (:meth:`after_frame`); ``current()`` gives the
    match, whether a game is in progress there, and the stoneset and board on show."""

    def __init__(self, current: Callable[[], tuple[Match, bool, str, str]]) -> None:
        self.current = current
        self.kept = KeptGame()
        self._seen: tuple[object, ...] | None = None

    def after_frame(self) -> None:
        """At the end of a frame: the game written when anything it holds changed (no game: its file goes)."""
        match, in_progress, stoneset, board = self.current()
        left = match.timer_left() if in_progress else None
        seen = (match, match.revision, in_progress, stoneset, board, None if left is None else int(left // TIMER_STEP))
        if seen == self._seen:
            return
        self._seen = seen
        if in_progress:
            self.kept.write(match, stoneset, board, durable=False)     # a kill loses nothing; leaving makes it so
        else:
            self.kept.drop()

    def leave(self) -> bool:
        """The window leaves (a close, SIGTERM, a traceback): the game written a last time and let go as a left
        game; whether one was kept."""
        match, in_progress, stoneset, board = self.current()
        if not in_progress:
            self.kept.drop()
            self.kept.let_go()
            return False
        return keep_left_game(self.kept, match, stoneset, board)


def keep_left_game(kept: KeptGame, match: Match, stoneset: str | None, board: str | None) -> bool:
    """The last write of the game in progress into ``kept``'s file, which is then let go: a left game for the next
    start; whether it was written."""
    written = kept.write(match, stoneset, board)
    kept.let_go()
    return written


def quit_keeping(kept: KeptGame, match: Match, stoneset: str, board: str,
                 confirm: Callable[[str, str, str, Callable[[], object]], None], quit_now: Callable[[], None]) -> None:
    """File > Quit during a game: keep it as a window close does, say so and quit at once. A game that cannot be
    kept (a data folder that cannot be written) is not let go without asking."""
    if keep_left_game(kept, match, stoneset, board):
        print(KEPT, flush=True)
        quit_now()
    else:
        confirm("Quit", "Your game cannot be kept for next time: the data folder cannot be written. Quit and lose "
                        "the game?", "Quit", quit_now)
