"""The game's App: the screen stack, settings, theme and sounds, on the shared :class:`~.shell.Shell`
(the frame loop, the requesters and what the runner reads, which the stoneset editor's window shares).

The App owns nothing of the game. It creates the :class:`~ishido_retro.match.match.Match`
(with a clock: the system's in a window, a frame-driven one in headless runs),
hands it to the :class:`~.controller.MatchController`, and gives screens and
menus the controller or a callback. Screens, menus and the controller reach the
shell only through the :class:`~.host.Host` protocol; nothing imports this module
back (the entry point lives in :mod:`.launch`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyxel

from ishido_retro import layout
from ishido_retro import settings as settings_mod
from ishido_retro.engine import Game
from ishido_retro.engine.deal import deal_of_the_day
from ishido_retro.match.clock import Clock
from ishido_retro.match.match import GameResult, LockUndo, Match
from ishido_retro.match.matchfile import match_to_record
from ishido_retro.storage import userdata
from ishido_retro.storage.resources import MissingAssetError
from ishido_retro.storage.savedgames import SavedGame
from ishido_retro.texts import load_text, wrap_text
from ishido_retro.ui.clocks import FrameClock, SystemClock
from ishido_retro.ui.input import Input
from ishido_retro.ui.menubar import MenuBar
from ishido_retro.ui.oracle.controller import SCRIPT_EPOCH, OracleController
from ishido_retro.ui.play.computer import ComputerDriver
from ishido_retro.ui.play.controller import MatchController
from ishido_retro.ui.play.leftgame import keep_left_game, offer_left_game
from ishido_retro.ui.play.menus import build_menus
from ishido_retro.ui.play.review import ReviewWindow
from ishido_retro.ui.play.screen import PlayScreen
from ishido_retro.ui.scores.desk import GameFiles, ScoresDesk, ask_deal_number
from ishido_retro.ui.scores.window import HighScoresWindow
from ishido_retro.ui.shell import Shell
from ishido_retro.ui.sounds import Sounds
from ishido_retro.ui.theme import Theme
from ishido_retro.ui.title.screen import TitleScreen
from ishido_retro.ui.widgets import FileRequester, Requester, TextWindow
from ishido_retro.ui.widgets.base import Widget, Window


class App(Shell):
    """Everything on screen. ``frame()`` runs one update and draw (the loop is :class:`~.shell.Shell`'s)."""

    def __init__(self, quit_hook: Callable[[], None] | None = None, clock: Clock | None = None) -> None:
        super().__init__(quit_hook)
        self.settings, settings_problem = settings_mod.load()
        self.last_folders: dict[str, Path] = {}     # where each file requester was last used, this session
        self.theme = Theme()
        self.sounds = Sounds(enabled=self.settings.sounds, click_enabled=self.settings.stone_click)
        self.sounds.setup()
        self.clock: Clock = clock if clock is not None else SystemClock()
        seeds = random.Random(time.time_ns())
        self.control = MatchController(self, _first_match(self.clock, self.settings, seeds.randrange(1, 2**31)),
                                       seeds)
        self.scores = ScoresDesk(self.open, self.message, self.confirm, self.settings,
                                 synchronous=lambda: self.computer.synchronous)
        self.files = GameFiles(self.open, self.message, self.confirm,
                               current=lambda: (self.match, self.control.game_in_progress()),
                               themes=lambda: (self.settings.stoneset, self.settings.board),
                               resume=self.resume, clock=self.clock)
        self.control.finished = self._game_finished
        self.control.tournament_cleared = lambda: self.scores.tournament_cleared(self.match.scoring)
        self.title = TitleScreen(self.control.start)
        self.play = PlayScreen(self.control)
        self.screen: Widget = self.title
        self.load_theme(initial=True)
        self.oracle = OracleController(self, self._wall_clock(), lambda reason: self.match.apply(LockUndo(reason)),
                                       self.theme.stone_name)
        self.control.oracle = self.oracle
        self.menubar = MenuBar(build_menus(self, self.control), on_choose=lambda: self.sounds.play("menu"))
        if settings_problem:
            self.message("Settings", settings_problem)
        offer_left_game(self.open, self.message, self.resume, self.clock)

    # --- the frame loop (the rest is the Shell's) -----------------------------------

    def before_input(self) -> None:
        if isinstance(self.clock, FrameClock):
            self.clock.frame()

    def route(self, inp: Input) -> None:
        if inp.key("f11"):   # (pyxel itself toggles on Alt+Enter)
            self.toggle_fullscreen()
        super().route(inp)

    def menu_shortcuts(self) -> bool:
        """On the board, and on a hosted screen that asks for them (the stoneset editor); not on the title."""
        return self.screen is self.play or getattr(self.screen, "menu_shortcuts", False)

    def update_screen(self) -> None:
        self.screen.update()
        self.control.update()

    # --- screens ---------------------------------------------------------------

    @property
    def match(self) -> Match:
        """The match on show (the controller's: a loaded game replaces it)."""
        return self.control.match

    @property
    def game(self) -> Game:
        """The game being played (the match's)."""
        return self.match.game

    @property
    def computer(self) -> ComputerDriver:
        return self.control.computer

    def is_playing(self) -> bool:
        return self.screen is self.play

    def show_play(self) -> None:
        if self.screen is self.title:          # the manual: the board is presented with wind chimes
            self.sounds.play("chimes")
        self.screen = self.play
        self.windows = []
        self.oracle.keep_dialog()

    def _wall_clock(self) -> Callable[[], float]:
        """The time of a move for the Oracle: the real time in a window; in a run on the frame clock a
        fixed date plus the clock, so a script gets the same readings every run."""
        clock = self.clock
        if isinstance(clock, FrameClock):
            return lambda: SCRIPT_EPOCH + clock.now()
        return time.time

    def busy(self) -> bool:
        # a window closed this frame is still listed until the frame ends: it no longer holds the timers
        return any(not w.closed for w in self.windows) or self.menubar.active

    def deal(self, seed: int) -> None:
        """A new game from ``seed``, shown at once (the runner's ``seed:`` step)."""
        self.control.deal(seed)

    # --- scores, deals and saved games -------------------------------------------------

    def _game_finished(self, result: GameResult) -> Callable[[], None]:
        match = self.match
        return self.scores.game_finished(result, match_to_record(match), frozenset(match.game.flags),
                                         match.game.deal.seed)

    def resume(self, saved: SavedGame) -> None:
        """Put a loaded match on the board, with the stoneset and board it was saved with."""
        if saved.stoneset and saved.board and (saved.stoneset, saved.board) != (self.settings.stoneset,
                                                                               self.settings.board):
            self.settings.stoneset, self.settings.board = saved.stoneset, saved.board
            self.settings.matching_board = saved.stoneset == saved.board
            self.load_theme()
            self.save_settings()
        match = saved.match
        self.show_play()
        self.control.replace_match(match)
        if match.tournament is not None:
            self.scores.tournament_loaded(match.scoring, [(e.name, e.score, e.four_ways, e.stones_left)
                                                          for e in match.tournament.results if e.on_board],
                                        match.game.deal.seed)
            if match.waiting_for_player:
                self.control.ask_tournament_player()

    def _deal_after_asking(self, title: str, number: int) -> None:
        if self.control.game_in_progress():
            self.confirm(title, f"End the game in progress and play deal {number}?", "OK",
                         lambda: self.deal(number))
        else:
            self.deal(number)

    def play_deal(self) -> None:
        """Game > Play Deal...: a deal number typed in."""
        ask_deal_number(self.open, lambda number: self._deal_after_asking("Play Deal", number), self.message)

    def deal_of_the_day(self) -> None:
        """Game > Deal of the Day: the date's deal, the same for everyone."""
        self._deal_after_asking("Deal of the Day", deal_of_the_day(self.scores.today()))

    def quit(self) -> None:
        if self.control.game_in_progress():
            self.confirm("Quit", "Quit Ishido? The game in progress will be lost.", "Quit", self._quit_now)
        else:
            self._quit_now()

    def _quit_now(self) -> None:
        self.quitting = True
        self.quit_hook()

    def keep_on_close(self) -> None:
        """The window is closing without File > Quit: keep the game in progress (and a hosted editor's edits)."""
        if self.control.game_in_progress():
            keep_left_game(self.match, self.settings.stoneset, self.settings.board)
        super().keep_on_close()

    # --- texts --------------------------------------------------------------------

    def show_text(self, name: str, title: str) -> None:
        self.open(TextWindow(title, wrap_text(load_text(name), TextWindow.CHARS_PER_LINE, TextWindow.KEEP_CHARS)))

    def about(self) -> None:
        lines = wrap_text(load_text("about"), TextWindow.CHARS_PER_LINE, TextWindow.KEEP_CHARS)
        self.open(TextWindow("About Ishido", lines))

    # --- settings ------------------------------------------------------------------

    def toggle_setting(self, name: str) -> None:
        setattr(self.settings, name, not getattr(self.settings, name))
        self.sounds.enabled = self.settings.sounds
        self.sounds.click_enabled = self.settings.stone_click
        if name == "matching_board" and self.settings.matching_board:
            self.settings.board = self.settings.stoneset
            self.load_theme()
        self.save_settings()

    def save_settings(self) -> None:
        try:
            settings_mod.save(self.settings)
        except (OSError, ValueError) as exc:
            self.message("Settings", f"Your settings could not be saved: {getattr(exc, 'strerror', None) or exc}")

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        pyxel.fullscreen(self.settings.fullscreen)
        self.save_settings()

    # --- themes ----------------------------------------------------------------------

    def stoneset_names(self) -> list[str]:
        from ishido_retro.stonesets.stoneset import SHIPPED_STONESETS
        return list(SHIPPED_STONESETS)

    def board_names(self) -> list[str]:
        from ishido_retro.stonesets.boards import SHIPPED_BOARDS
        return list(SHIPPED_BOARDS)

    def load_theme(self, initial: bool = False) -> None:
        """Load the chosen stoneset and board; what fails falls back to the last good one, with a message."""
        from ishido_retro.stonesets.boards import load_board, shipped_board_path
        from ishido_retro.stonesets.stoneset import load_stoneset, shipped_stoneset_path
        s = self.settings
        if s.matching_board:
            s.board = s.stoneset if not s.stoneset.startswith("user:") else s.board
        for kind, name, load, shipped, folder in (
                ("stoneset", s.stoneset, load_stoneset, shipped_stoneset_path, "stonesets"),
                ("board", s.board, load_board, shipped_board_path, "boards")):
            try:
                loaded = load(settings_mod.theme_path(name, folder, shipped))
            except (OSError, ValueError, KeyError) as exc:   # KeyError: no shipped theme of that name
                if not initial:
                    reason = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
                    self.message(kind.capitalize(), f"The {kind} {display_name(name)} could not be loaded: {reason}")
                fallback = self.theme.stoneset_name if kind == "stoneset" else self.theme.board_name
                setattr(s, kind, fallback)
                if initial:
                    try:
                        loaded = load(shipped(fallback))
                    except (OSError, ValueError) as broken:   # a shipped file: the install is broken
                        raise MissingAssetError(f"the shipped {kind} {fallback} cannot be loaded ({broken}); "
                                                "reinstall Ishido Retro") from broken
                else:
                    continue
            if kind == "stoneset":
                self.theme.load_stoneset(loaded)
                self.theme.stoneset_name = getattr(s, kind)
            else:
                self.theme.load_board(loaded, getattr(s, kind))
        self.theme.apply()

    def choose_stoneset(self, name: str) -> None:
        self.settings.stoneset = name
        self.load_theme()
        self.save_settings()

    def choose_board(self, name: str) -> None:
        self.settings.board = name
        self.settings.matching_board = False
        self.load_theme()
        self.save_settings()

    def last_folder(self, kind: str) -> Path:
        """The folder a file requester for ``kind`` opens in: the last one used, else the user's folder."""
        folder = self.last_folders.get(kind)
        return folder if folder is not None and folder.is_dir() else userdata.sub_dir(kind)

    def edit_stoneset(self) -> None:
        """Choices > Stonesets > Edit Stoneset…: the stoneset editor's screen in this window (Use or Cancel
        brings the game back, with the edited set in play after Use)."""
        from ishido_retro.editor.hosted import open_editor
        open_editor(self)

    def choose_other_stoneset(self) -> None:
        """Choices > Stonesets > Other...: a stoneset file, checked, then kept in the user folder."""
        from ishido_retro.stonesets.stoneset import load_stoneset

        def chosen(path) -> None:
            if path is None:
                return
            self.last_folders["stonesets"] = Path(path).parent
            try:
                load_stoneset(path)
            except (OSError, ValueError) as exc:
                self.message("Stoneset", f"{Path(path).name} cannot be used: {exc}")
                return
            try:
                self.settings.stoneset = "user:" + import_user_file(Path(path), "stonesets")
            except (OSError, ValueError) as exc:
                self.message("Stoneset", f"{Path(path).name} could not be kept in your stonesets folder: {exc}")
                return
            self.load_theme()
            self.save_settings()
        self.open(FileRequester("Load Stoneset", self.last_folder("stonesets"), mode="load",
                                pattern=(".png",), on_close=chosen))

    def choose_other_board(self) -> None:
        """Choices > Boards > Other...: a picture of the whole screen; too many colours can be reduced."""
        from ishido_retro.stonesets.boards import BoardTooColourful, load_board, reduce_board

        def chosen(path) -> None:
            if path is None:
                return
            path = Path(path)
            self.last_folders["boards"] = path.parent
            try:
                load_board(path)
            except BoardTooColourful as exc:
                self.open(Requester("Board", f"{exc}\nReduce it to 8 colours and show a preview?",
                                    buttons=("Reduce", "Cancel"),
                                    on_close=lambda r: (self._preview_board(path, reduce_board)
                                                        if r == "Reduce" else None)))
                return
            except (OSError, ValueError) as exc:
                self.message("Board", f"{path.name} cannot be used: {exc}")
                return
            try:
                self._use_user_board(import_user_file(path, "boards", companions=(".yaml",)))
            except (OSError, ValueError) as exc:
                self.message("Board", f"{path.name} could not be kept in your boards folder: {exc}")
        self.open(FileRequester("Load Board", self.last_folder("boards"), mode="load",
                                pattern=(".png", ".gif", ".bmp"), on_close=chosen))

    def _preview_board(self, path: Path, reduce: Callable) -> None:
        from ishido_retro.stonesets.boards import save_board
        try:
            art = reduce(path)
        except (OSError, ValueError) as exc:
            self.message("Board", f"{path.name} cannot be reduced: {exc}")
            return
        self.theme.load_board(art, art.name)
        self.theme.apply()

        def answer(result) -> None:
            if result != "Use":
                self.load_theme()
                return
            reduced = userdata.usable_name((path.stem.strip(" .") or "board")[:60] + "-8colours.png", "board")
            name = unused_name(userdata.sub_dir("boards"), reduced)
            try:
                save_board(art, userdata.sub_dir("boards") / name)
            except (OSError, ValueError) as exc:
                self.message("Board", f"The reduced board could not be saved: {exc}")
                self.load_theme()
                return
            self._use_user_board(name)
        preview = Requester("Preview", "This is the board in 8 colours. Use it?", buttons=("Use", "Cancel"),
                            on_close=answer)
        preview.y = layout.SCREEN_H - preview.h - 2
        for child in preview.walk():
            if child is not preview:
                child.y += preview.y - (layout.SCREEN_H - preview.h) // 2
        self.open(preview)

    def _use_user_board(self, name: str) -> None:
        self.settings.board = "user:" + name
        self.settings.matching_board = False
        self.load_theme()
        self.save_settings()

    # --- requesters -----------------------------------------------------------------

    def open(self, window: Window) -> Window:
        self.play.carrying = False
        return super().open(window)

    # --- for the scripted runner --------------------------------------------------------

    def state(self) -> dict[str, Any]:
        """The visible state, as the runner's ``dump:`` writes it."""
        game = self.game
        if hasattr(self.screen, "state"):    # a hosted screen (the stoneset editor) dumps its own state
            return self.editor_state()
        playing = self.is_playing()
        return {
            "screen": "play" if playing else "title",
            **self.window_state(),
            "score": self.match.score if playing else 0,
            "four_ways": game.four_ways if playing else 0,
            "stones_left": game.stones_left if playing else 72,
            "touchstone": list(game.touchstone) if playing and game.touchstone is not None else None,
            "board": [[sq.col, sq.row, st.colour, st.symbol] for sq, st in game.board] if playing else [],
            "settings": self.settings.as_dict(),
            "seed": game.deal.seed,
            "game_over": game.end_reason if playing else None,
            "carrying": self.play.carrying,
            "can_undo": self.control.can_undo(),
            # the touchstone's legal squares, always (the runner is a test tool); whether the screen marks them:
            "legal_squares": [list(sq) for sq in self.play.legal()] if playing else [],
            "moves_shown": playing and self.play.showing_moves(),
            **self.control.dump(),
            **self.oracle.dump(),
            **self._high_scores_state(),
        }

    def _high_scores_state(self) -> dict[str, Any]:
        boards = [w for w in self.windows if isinstance(w, HighScoresWindow)]
        reviews = [w for w in self.windows if isinstance(w, ReviewWindow)]
        return ({"high_scores": boards[-1].high_scores()} if boards else {}) | (
            {"review": reviews[-1].dump()} if reviews else {})


def _first_match(clock: Clock, settings: settings_mod.Settings, seed: int) -> Match:
    """The match the settings describe (Ancient scoring is never used for Challenge play)."""
    mode = settings.mode
    scoring = "modern" if mode == "challenge" else settings.scoring
    return Match.new(clock, mode, scoring, seed, settings.seats(mode), settings.tournament_minutes or None,
                     settings.challenge_seconds or None)


def display_name(name: str) -> str:
    return repr(name[5:] if name.startswith("user:") else name)


unused_name = userdata.unused_name


def import_user_file(path: Path, folder: str, companions: tuple[str, ...] = ()) -> str:
    """Keep a chosen file in the user data folder (see :func:`ishido_retro.storage.userdata.import_user_file`)."""
    return userdata.import_user_file(path, folder, 8 * 1024 * 1024, "a " + folder.rstrip("s") + " file", companions)
