"""The game left when the window closed (or at File > Quit), kept and offered back at the next start.

pyxel 2.9.9 cannot cancel a window close (SDL_QUIT ends the process after running
Python's ``atexit`` handlers), so the game cannot ask "Quit?" then. Instead the game in
progress is saved atomically into the user data folder from an ``atexit`` handler,
and the next start offers it back; declined, it moves to the saved games, never lost.
File > Quit does the same at once (:func:`quit_keeping`), and says so.
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.match import Match
from ishido_retro.match.clock import Clock
from ishido_retro.storage import leftgames, savedgames, userdata
from ishido_retro.storage.leftgames import keep_left_game
from ishido_retro.ui.widgets.base import Window
from ishido_retro.ui.widgets.requester import SettledRequester

__all__ = ["keep_left_game", "offer_left_game", "quit_keeping"]

TITLE = "Resume?"
QUESTION = "A game was in progress when Ishido last closed. Resume the game you left?"
KEPT = "Your game will be offered next time."
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


def quit_keeping(match: Match, stoneset: str, board: str,
                 confirm: Callable[[str, str, str, Callable[[], object]], None], quit_now: Callable[[], None]) -> None:
    """File > Quit during a game: keep it as a window close does, say so and quit at once. A game that cannot be
    kept (a data folder that cannot be written) is not let go without asking."""
    if keep_left_game(match, stoneset, board):
        print(KEPT, flush=True)
        quit_now()
    else:
        confirm("Quit", "Your game cannot be kept for next time: the data folder cannot be written. Quit and lose "
                        "the game?", "Quit", quit_now)
