"""What the Scores menu, the end of a game and the File menu do with scores, history and saved games.

The desk receives a few narrow actions (open a window, show a message, ask to
confirm) and the settings; it never sees the App.  The date is the real one
unless the runner's ``date:`` step set another (:meth:`ScoresDesk.set_date`).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from .. import savedgames, scorefiles
from ..model import scores as hs
from ..model.deal import parse_deal_number
from ..model.game import Game
from ..model.records import RecordError, record_from_game
from ..model.statistics import statistics
from ..settings import Settings
from ..userdata import UnsafeName
from .scoreswin import BOARD_TITLES, HighScoresWindow, NameRequester, StatisticsWindow
from .widgets import EntryRequester, FileRequester
from .widgets.base import Window

OpenWindow = Callable[[Window], object]
Message = Callable[[str, str], None]
Confirm = Callable[[str, str, str, Callable[[], None]], None]


def real_today() -> str:
    """Today's date where the player is, ``YYYY-MM-DD``."""
    return datetime.date.today().isoformat()


class ScoresDesk:
    """High scores, statistics and the history of finished games."""

    def __init__(self, open_window: OpenWindow, message: Message, confirm: Confirm, settings: Settings,
                 today: Callable[[], str] = real_today) -> None:
        self.open_window = open_window
        self.message = message
        self.confirm = confirm
        self.settings = settings
        self._today = today
        self.date_override: str | None = None
        self.known: hs.HighScores | None = None      # the boards as this copy last saw them
        self._finished: set[int] = set()             # id() of games already counted

    # --- the date ------------------------------------------------------------------

    def today(self) -> str:
        return self.date_override or self._today()

    def set_date(self, date: str) -> None:
        """The date the game believes it is (the runner's ``date:`` step)."""
        self.date_override = hs.check_date(date)

    # --- the Scores menu ----------------------------------------------------------------

    def boards(self, scoring: str) -> dict[str, list[hs.Entry]]:
        """The three boards of ``scoring`` as they are on disk now."""
        date = self.today()
        scores, problem = scorefiles.load_scores(date)
        if problem:
            self.message("High Scores", problem)
        self.known = scores
        return {board: scores.board(board, scoring, date) for board in hs.BOARDS}

    def show(self, first: str = "today", highlight: hs.Entry | None = None, scoring: str | None = None) -> None:
        """The high-score window with every board of the scoring (the current one by default)."""
        scoring = scoring or (highlight.scoring if highlight else self.settings.scoring)
        window = HighScoresWindow(self.boards(scoring), scoring, self.settings.graphic_scoreboard,
                                  highlight=highlight, first=first)
        window.add_clear(lambda board: self._ask_clear(window, board))
        window.add_scoring_switch(self.boards)
        self.open_window(window)

    def _ask_clear(self, window: HighScoresWindow, board: str) -> None:
        def clear() -> None:
            scores, problem = scorefiles.clear_scores(board, window.scoring, self.today())
            self.known = scores
            window.set_entries(board, scores.board(board, window.scoring, self.today()))
            if problem:
                self.message("High Scores", problem)
        self.confirm("Clear", f"Erase every game from {BOARD_TITLES[board]} ({window.scoring.capitalize()})?",
                     "OK", clear)

    def show_statistics(self) -> None:
        records, unreadable = scorefiles.load_history()
        stats = statistics(records)
        if unreadable:
            stats = replace(stats, skipped=stats.skipped + unreadable)
        self.open_window(StatisticsWindow(stats))

    # --- the end of a game ----------------------------------------------------------------

    def entry_for(self, game: Game, mode: str | None = None) -> hs.Entry:
        """The board entry of a finished game (named after the last name typed)."""
        last = self.known.last_name if self.known else ""
        return hs.Entry(name=last or "Anonymous", score=game.final_score(0), four_ways=game.four_ways,
                        stones_left=game.stones_left, mode=mode or game.mode, scoring=game.scoring,
                        date=self.today(), stoneset=self.settings.stoneset[:hs.MAX_TEXT],
                        deal=game.deal.seed, id=scorefiles.new_game_id())

    def game_finished(self, game: Game, mode: str | None = None) -> None:
        """Keep a finished game in the history, then ask for a name if it makes a board.

        Call it once the game-over message is answered; a game is counted once.
        """
        if id(game) in self._finished or not game.is_over:
            return
        self._finished.add(id(game))
        entry = self.entry_for(game, mode)
        record = {**record_from_game(game), "stoneset": entry.stoneset}
        if mode == "tournament":
            record["tournament"] = {}
        try:
            scorefiles.save_history(record, entry.date, entry.id)
        except (OSError, UnsafeName) as exc:
            self.message("Statistics", f"This game could not be kept for the statistics: {exc}.")
        scores, problem = scorefiles.load_scores(entry.date)
        self.known = scores
        flags = frozenset(game.flags)
        places = scores.places(entry, flags)
        if places:
            def named(result: object) -> None:
                if isinstance(result, tuple) and result[0] == "OK":
                    self._enter(hs.renamed(entry, str(result[1])), flags, first=next(iter(places)))
                elif self.settings.show_high_scores:
                    self.show(first="tournament" if entry.mode == "tournament" else "today", scoring=entry.scoring)
            self.open_window(NameRequester(places, scores.last_name, on_close=named))
        elif self.settings.show_high_scores:
            self.show(first="tournament" if entry.mode == "tournament" else "today", scoring=entry.scoring)
        if problem:                        # on top: read first, then the name is asked
            self.message("High Scores", problem)

    def _enter(self, entry: hs.Entry, flags: frozenset[str], first: str) -> None:
        _, scores, problem = scorefiles.add_score(entry, flags, entry.date, known=self.known)
        self.known = scores
        if problem:
            self.message("High Scores", problem)
        self.show(first=first, highlight=entry)


class GameFiles:
    """File ▸ Load Game, Save Game and Save Game As.

    ``current()`` gives the game on show and whether one is in progress;
    ``resume(saved)`` puts a loaded game on show (with its stoneset and board).
    """

    PATTERN = (savedgames.SUFFIX,)

    def __init__(self, open_window: OpenWindow, message: Message, confirm: Confirm,
                 current: Callable[[], tuple[Game, bool]], themes: Callable[[], tuple[str, str]],
                 resume: Callable[[savedgames.SavedGame], None]) -> None:
        self.open_window = open_window
        self.message = message
        self.confirm = confirm
        self.current = current
        self.themes = themes
        self.resume = resume
        self.path: Path | None = None          # the file the game on show was loaded from or saved to
        self._named_game: int | None = None    # id() of the game that file belongs to

    def game_name(self) -> str | None:
        """The file name of the game on show, when it has one."""
        game, _ = self.current()
        return self.path.name if self.path and self._named_game == id(game) else None

    # --- save -------------------------------------------------------------------------

    def save(self) -> None:
        """Save Game: into the game's own file, or Save Game As when it has none."""
        game, _ = self.current()
        if self.path is not None and self._named_game == id(game):
            self.write(self.path)
        else:
            self.save_as()

    def save_as(self) -> None:
        name = self.game_name() or ""
        self.open_window(FileRequester("Save Game", savedgames.saves_dir(), mode="save", file_name=name,
                                       pattern=self.PATTERN, on_close=self._chosen_for_save))

    def _chosen_for_save(self, path: Any) -> None:
        if path is not None:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> None:
        """Save Game As with ``path`` chosen: asks before replacing another file."""
        if path.exists() and path != self.path:
            self.confirm("Save Game", f"Replace the file {path.name}?", "OK", lambda: self.write(path))
        else:
            self.write(path)

    def write(self, path: Path) -> None:
        game, _ = self.current()
        stoneset, board = self.themes()
        try:
            savedgames.save_game(path, game, stoneset, board)
        except OSError as exc:
            self.message("Save Game", f"The game could not be saved to {path.name}: {exc.strerror or exc}.")
            return
        self.path, self._named_game = path, id(game)

    # --- load ----------------------------------------------------------------------------

    def load(self) -> None:
        self.open_window(FileRequester("Load Game", savedgames.saves_dir(), mode="load", pattern=self.PATTERN,
                                       on_close=self._chosen_for_load))

    def _chosen_for_load(self, path: Any) -> None:
        if path is not None:
            self.load_from(Path(path))

    def load_from(self, path: Path) -> None:
        """Load Game with ``path`` chosen: checked first, then (after asking) it replaces the game on show."""
        try:
            saved = savedgames.read_saved(path)
        except RecordError as exc:
            self.message("Load Game", f"{path.name} cannot be loaded: {exc}")
            return

        def take() -> None:
            self.resume(saved)
            self.path, self._named_game = path, id(saved.game)

        _, in_progress = self.current()
        if in_progress:
            self.confirm("Load Game", f"End the game in progress and load {path.name}?", "OK", take)
        else:
            take()


def ask_deal_number(open_window: OpenWindow, play: Callable[[int], None], message: Message) -> None:
    """Game ▸ Play Deal…: a deal number typed in, then that deal on the board."""
    def answered(result: object) -> None:
        if not (isinstance(result, tuple) and result[0] == "OK"):
            return
        try:
            number = parse_deal_number(str(result[1]))
        except ValueError as exc:
            message("Play Deal", f"{str(exc)[:1].upper()}{str(exc)[1:]}.")
            return
        play(number)
    open_window(EntryRequester("Play Deal", "The deal number (the same number gives everyone the same deal):",
                               max_len=10, allowed="0123456789#", on_close=answered, name="Play Deal"))

