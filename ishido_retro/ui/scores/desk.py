"""What the Scores menu, the end of a game and the File menu do with scores, history and saved games.

The desk receives a few narrow actions (open a window, show a message, ask to
confirm) and the settings; it never sees the App.  The date is the real one
unless the runner's ``date:`` step set another (:meth:`ScoresDesk.set_date`).
"""

from __future__ import annotations

import datetime
import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial
from pathlib import Path
from typing import Any, Protocol, TypeVar

from ishido_retro.engine.deal import parse_deal_number
from ishido_retro.engine.records import RecordError
from ishido_retro.formats import UnsafeName
from ishido_retro.match import MODES, GameResult, Match, default_seats
from ishido_retro.match.clock import Clock
from ishido_retro.scores import highscores as hs
from ishido_retro.settings import Settings
from ishido_retro.storage import folders, savedgames, scorefiles
from ishido_retro.storage.datafolder import NoDataFolder
from ishido_retro.ui.notes import where
from ishido_retro.ui.scores.window import (
    BOARD_TITLES,
    HighScoresWindow,
    NameRequester,
    StatisticsWindow,
    kept_name_sentence,
    missed_sentence,
)
from ishido_retro.ui.widgets import EntryRequester, FileRequester
from ishido_retro.ui.widgets.base import Window

OpenWindow = Callable[[Window], object]
# The names seats get when nobody names them: not offered as a player's name for the boards.
GENERIC_SEAT_NAMES = frozenset(seat.name for mode in MODES for c in (False, True)
                               for seat in default_seats(mode, c, c))
Message = Callable[[str, str], None]
Confirm = Callable[[str, str, str, Callable[[], None]], None]


T = TypeVar("T")


def in_background(work: Callable[[], T], synchronous: bool = False) -> Future[T]:
    """``work()`` on a daemon thread (a scripted run does it at once): its result or exception, later."""
    future: Future[T] = Future()

    def run() -> None:
        try:
            future.set_result(work())
        except BaseException as exc:     # noqa: BLE001 - handed to whoever takes the result
            future.set_exception(exc)
    if synchronous or sys.platform == "emscripten":     # a browser page has no threads: at once there
        run()
    else:
        threading.Thread(target=run, name="ishido-background", daemon=True).start()
    return future


def real_today() -> str:
    """Today's date where the player is, ``YYYY-MM-DD``."""
    return datetime.date.today().isoformat()


class NameSlot(Protocol):
    """Where the end of a game asks its first name and says why it is on no board (the Game Over window)."""

    def takes_name(self) -> bool:
        """A name may still be asked here (one: the others get their own window)."""
        ...

    def ask_name(self, places: dict[str, int], default: str, answer: Callable[[object], None]) -> None:
        """Ask the name for ``places`` (``answer(("OK", name))`` once given)."""
        ...

    def say(self, text: str) -> None: ...

    def warn(self, text: str) -> None:
        """A problem with the scores file, said over the window once it is open."""
        ...

    def boards_wanted(self) -> bool:
        """The boards are to be shown now (the player asked for them)."""
        ...


class ScoresDesk:
    """High scores, statistics and the history of finished games."""

    def __init__(self, open_window: OpenWindow, message: Message, confirm: Confirm, settings: Settings,
                 in_play: Callable[[], str] | None = None, today: Callable[[], str] = real_today,
                 synchronous: Callable[[], bool] = lambda: False) -> None:
        self.open_window = open_window
        # the scoring of the game on the board, whose boards the Scores menu shows first (the setting may
        # already name the next game's)
        self.in_play = in_play or (lambda: settings.scoring)
        self.synchronous = synchronous     # scripted runs read the history at once (the same dump every run)
        self.message = message
        self.confirm = confirm
        self.settings = settings
        self._today = today
        self.date_override: str | None = None
        self.known: hs.HighScores | None = None      # the boards as this copy last saw them
        self._restore = False                        # the file was unreadable at a game's end: put known back
        self.par_text: Callable[[int, str], str | None] = lambda deal, scoring: None   # a deal's kept par, in words
        # the game finished last: (the game, its id, its date, the names given to its entries by id)
        self._played: tuple[object, str, str, dict[str, str]] | None = None

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
        scoring = scoring or (highlight.scoring if highlight else self.in_play())
        window = HighScoresWindow(self.boards(scoring), scoring, self.settings.graphic_scoreboard,
                                  highlight=highlight, first=first)
        window.par_text = self.par_text
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
        """The Statistics window, open at once; the history is read on a worker thread."""
        self.open_window(StatisticsWindow(in_background(scorefiles.read_statistics, self.synchronous())))

    # --- the end of a game ----------------------------------------------------------------

    def game_finished(self, result: GameResult, record: dict[str, Any], flags: frozenset[str],
                      deal: int | None, played: object = None) -> Callable[..., None]:
        """Keep a finished game in the history now; returns what to do once its summary is closed.

        That is: put tournament games on the Tournament board, ask the name of every
        other human result that makes a board, then show the boards (always with
        Choices > Show High Scores). ``played`` is the game: when the same one ends again (an Undo
        after its end), its history file and its entries are replaced, under the name given before.
        """
        again = played is not None and self._played is not None and self._played[0] is played
        if not again or self._played is None:
            self._played = (played, scorefiles.new_game_id(), self.today(), {})
        _, game_id, date, names = self._played
        stoneset = self.settings.stoneset[:hs.MAX_TEXT]
        try:
            scorefiles.save_history({**record, "stoneset": stoneset}, date, game_id)
        except (OSError, UnsafeName) as exc:
            self.message("Statistics", f"This game could not be kept for the statistics: {str(exc).rstrip('.')}.")

        def entry(name: str, score: int, four_ways: int, suffix: str = "") -> hs.Entry:
            return hs.Entry(name=name[:hs.MAX_NAME] or "Anonymous", score=score, four_ways=four_ways,
                            stones_left=result.stones_left, mode=result.mode, scoring=result.scoring, date=date,
                            stoneset=stoneset, deal=deal, id=game_id + suffix)

        named: list[hs.Entry] = []      # tournament results: their names are known
        asked: list[hs.Entry] = []      # the others: the name is asked when they make a board
        if result.mode == "tournament":
            seat = result.scores[0]
            named.append(entry(seat.name, seat.score, seat.four_ways))
        elif result.mode == "challenge":
            asked += [entry(s.name, s.score, s.four_ways, f"-{i}") for i, s in enumerate(result.scores)
                      if not s.computer]
        elif not all(s.computer for s in result.scores):
            asked.append(entry(result.scores[0].name, result.scores[0].score, result.four_ways))
        def after(slot: NameSlot | None = None) -> None:
            self._after_game(named, asked, flags, result, game_id if again else None, names, slot)
        return after

    def _after_game(self, named: list[hs.Entry], asked: list[hs.Entry], flags: frozenset[str],
                    result: GameResult, again: str | None, names: dict[str, str],
                    slot: NameSlot | None = None) -> None:
        """Enter the game's results; the first name a result needs is asked in ``slot`` (the Game Over window)
        when there is one, which also shows why the game entered no board and says whether to show the boards;
        without one, the name is asked in its own window and the boards follow."""
        first = "tournament" if result.mode == "tournament" else "today"
        problems: list[str] = []
        placed: list[hs.Entry] = []
        if again is not None:           # its entries of the first time off the boards: the last result counts
            _, self.known, problem = scorefiles.update_scores(lambda s: s.withdraw(again), self.today(), self.known)
            problems += [problem] if problem else []
        on_board = [e for e in named if self._enter(e, flags, problems)]   # shown with Show High Scores only
        scores, problem = scorefiles.load_scores(self.today())
        self._restore = problem is not None and self.known is not None
        if self._restore and self.known is not None:    # unreadable now: the games this copy saw still rank
            scores = hs.merge(self.known, scores, self.today())
        self.known = scores
        if problem:
            problems.append(problem)
        missed = [self._missed(e, flags, len(named) + len(asked) > 1) for e in named if e not in on_board]

        def ask(rest: list[hs.Entry]) -> None:
            while rest:
                e, rest = rest[0], rest[1:]
                places = self.known.places(e, flags) if self.known else {}
                if places and e.id in names:        # named when this game first ended: not asked again
                    missed.append(kept_name_sentence(names[e.id]))     # said over the boards, as a miss is
                    got(("OK", names[e.id]), entry=e, rest=rest)
                    return
                if places:
                    last = self.known.last_name if self.known else ""
                    default = last or ("" if e.name in GENERIC_SEAT_NAMES else e.name)
                    answer = partial(got, entry=e, rest=rest)
                    if slot is not None and slot.takes_name():
                        slot.ask_name(places, default, answer)
                    else:
                        self.open_window(NameRequester(places, default, on_close=answer))
                    return
                missed.append(self._missed(e, flags, len(asked) > 1))
            self._asked(placed or on_board, missed, bool(placed), slot, first, result.scoring)

        def got(answer: object, entry: hs.Entry, rest: list[hs.Entry]) -> None:
            if isinstance(answer, tuple) and answer[0] == "OK":
                e = hs.renamed(entry, str(answer[1]))
                names[e.id] = e.name
                if self._enter(e, flags, problems):
                    placed.append(e)
                for message in problems:
                    self.message("High Scores", message)
                problems.clear()
            ask(rest)

        ask(asked)
        for message in problems:          # on top: read first, then the name is asked
            slot.warn(message) if slot is not None else self.message("High Scores", message)
        problems.clear()

    def _asked(self, marked: list[hs.Entry], missed: list[str | None], placed: bool, slot: NameSlot | None,
               first: str, scoring: str) -> None:
        """Every name asked: the boards (when wanted), and why the game is on none (in ``slot`` when given)."""
        mark = marked[-1] if marked else None
        if slot is not None:                # the Game Over window: why not on a board is said in it
            for text in filter(None, missed):
                slot.say(text)
            missed.clear()
        if (slot.boards_wanted() if slot is not None else placed) or self.settings.show_high_scores:
            where = [b for b in hs.BOARDS if mark is not None and self.known and self.known.place(b, mark)]
            self.show(first=where[0] if where else first, highlight=mark, scoring=scoring)
        for text in filter(None, missed):       # over the boards: why this game is not on them
            self.message("High Scores", text)
        missed.clear()

    def _missed(self, entry: hs.Entry, flags: frozenset[str], named: bool) -> str | None:
        """Why ``entry`` entered no board (its player named when several played), or None."""
        why = (self.known or hs.HighScores()).missed(entry, flags)
        if why is None:
            return None
        text = missed_sentence(entry, *why)
        return f"{entry.name}: {text}" if named else text

    def _enter(self, entry: hs.Entry, flags: frozenset[str], problems: list[str]) -> tuple[str, ...]:
        """Put ``entry`` on the boards it makes (remembering its name); returns those boards.

        When the file could not be read at the end of the game, the games this copy knew go back
        into it first, so the new game never takes a place above a better one that was lost."""
        known, restore = self.known, self._restore

        def change(scores: hs.HighScores) -> tuple[str, ...]:
            if restore and known is not None:
                scores.boards = hs.merge(scores, known, entry.date).boards
            scores.last_name = entry.name
            return scores.add(entry, flags)
        boards, scores, problem = scorefiles.update_scores(change, entry.date, known)
        self._restore = self._restore and problem is not None
        self.known = scores
        if problem:
            problems.append(problem)
        return boards

    def tournament_cleared(self, scoring: str) -> None:
        """A new tournament: the Tournament board starts empty."""
        scores, problem = scorefiles.clear_scores("tournament", None, self.today())
        self.known = scores
        if problem:
            self.message("High Scores", problem)

    def tournament_loaded(self, scoring: str, results: list[tuple[str, int, int, int]], deal: int | None) -> None:
        """A saved tournament was loaded: the Tournament board shows its results ``(name, score, 4-Ways, left)``."""
        date = self.today()

        def change(scores: hs.HighScores) -> None:
            scores.clear("tournament")
            for i, (name, score, four_ways, left) in enumerate(results):
                scores.add(hs.Entry(name[:hs.MAX_NAME], score, four_ways, left, "tournament", scoring, date,
                                    self.settings.stoneset[:hs.MAX_TEXT], deal, f"loaded-{i}"))
        _, self.known, problem = scorefiles.update_scores(change, date, self.known)
        if problem:
            self.message("High Scores", problem)


def identity(match: Match) -> tuple[object, ...]:
    """What a saved file belongs to: one game of a match, or a whole tournament (one deal)."""
    if match.mode == "tournament":
        return (id(match), "tournament", match.game.deal)
    return (id(match), match.serial)


class GameFiles:
    """File ▸ Load Game, Save Game and Save Game As.

    ``current()`` gives the match on show and whether a game is in progress;
    ``resume(saved)`` puts a loaded match on show (with its stoneset and board).
    A file belongs to the match it was saved from or loaded into (and to the
    games that follow in it: a tournament saved again goes to the same file).
    """

    PATTERN = (savedgames.SUFFIX,)

    def __init__(self, open_window: OpenWindow, message: Message, confirm: Confirm,
                 current: Callable[[], tuple[Match, bool]], themes: Callable[[], tuple[str, str]],
                 resume: Callable[[savedgames.SavedGame], None], clock: Clock,
                 note: Callable[[str], None] = lambda _text: None) -> None:
        self.open_window = open_window
        self.note = note                       # a few seconds on the status line: what was saved or loaded
        self.message = message
        self.confirm = confirm
        self.current = current
        self.themes = themes
        self.resume = resume
        self.clock = clock
        self.path: Path | None = None          # the file the match on show was loaded from or saved to
        self._named_game: tuple[object, ...] | None = None    # identity() of the game that file belongs to

    def game_name(self) -> str | None:
        """The file name of the game on show, when it has one."""
        match, _ = self.current()
        return self.path.name if self.path and self._named_game == identity(match) else None

    # --- save -------------------------------------------------------------------------

    def save(self) -> None:
        """Save Game: into the game's own file, or Save Game As when it has none."""
        match, _ = self.current()
        if self.path is not None and self._named_game == identity(match):
            self.write(self.path)
        else:
            self.save_as()

    def save_as(self, then: Callable[[], object] | None = None) -> None:
        """Save Game As...: a file name is asked; ``then`` runs once the game is saved (not if cancelled)."""
        name = self.game_name() or ""

        def chosen(path: Any) -> None:
            if path is not None:
                self.save_to(Path(path), then)
        try:
            drawer = savedgames.saves_dir()
        except NoDataFolder as exc:
            self.message("Save Game", f"Your game cannot be saved: {exc}")
            return
        self.open_window(FileRequester("Save Game", drawer, mode="save", file_name=name,
                                       pattern=self.PATTERN, on_close=chosen))

    def save_to(self, path: Path, then: Callable[[], object] | None = None) -> None:
        """Save Game As with ``path`` chosen: asks before replacing another file."""
        if folders.exists(path) and path != self.path:
            self.confirm("Save Game", f"Replace the file {path.name}?", "OK", lambda: self.write(path, then))
        else:
            self.write(path, then)

    def write(self, path: Path, then: Callable[[], object] | None = None) -> None:
        match, _ = self.current()
        stoneset, board = self.themes()
        what = "tournament" if match.mode == "tournament" else "game"
        try:
            savedgames.save_game(path, match, stoneset, board)
        except OSError as exc:
            self.note(f"The {what} was not saved.")
            self.message("Save Game", f"The {what} could not be saved to {path.name}: {exc.strerror or exc}.")
            return
        self.path, self._named_game = path, identity(match)
        from ishido_retro.storage.webfiles import offer_download
        if offer_download(path):      # in a browser page: to the player's disk too (the browser names the file)
            self.note(f"{what.capitalize()} saved; offered as a download.")
        else:
            self.note(f"Saved as {where(path, folders.drawer_for(savedgames.SAVES_DIR), 'saved games')}.")
        if then is not None:
            then()

    # --- load ----------------------------------------------------------------------------

    def load(self) -> None:
        self.open_window(FileRequester("Load Game", folders.drawer_for(savedgames.SAVES_DIR), mode="load",
                                       pattern=self.PATTERN, on_close=self._chosen_for_load, newest=True))

    def _chosen_for_load(self, path: Any) -> None:
        if path is not None:
            self.load_from(Path(path))

    def load_from(self, path: Path) -> None:
        """Load Game with ``path`` chosen: checked first, then (after asking) it replaces the game on show."""
        try:
            saved = savedgames.read_saved(path, self.clock)
        except RecordError as exc:
            self.message("Load Game", f"{path.name} cannot be loaded: {exc}")
            return

        def take() -> None:
            self.resume(saved)
            self.path, self._named_game = path, identity(saved.match)
            self.note(f"Loaded {where(path, folders.drawer_for(savedgames.SAVES_DIR), 'saved games')}.")

        _, in_progress = self.current()
        if in_progress:
            self.confirm("Load Game", f"End the game in progress and load {path.name}?", "OK", take)
        else:
            take()


def ask_deal_number(open_window: OpenWindow, play: Callable[[int], None]) -> None:
    """Game ▸ Play Deal…: a deal number typed in, then that deal on the board. A number that is not one keeps
    the requester open with what was typed, and says why under it."""
    def problem(text: str) -> str | None:
        try:
            parse_deal_number(text)
        except ValueError as exc:
            return f"{str(exc)[:1].upper()}{str(exc)[1:]}."
        return None

    def answered(result: object) -> None:
        if isinstance(result, tuple) and result[0] == "OK":
            play(parse_deal_number(str(result[1])))
    open_window(EntryRequester("Play Deal", "The deal number (the same number gives everyone the same deal):",
                               max_len=10, allowed="0123456789#", on_close=answered, name="Play Deal",
                               check=problem))
