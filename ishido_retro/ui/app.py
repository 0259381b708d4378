"""The game's App: how it starts and how it leaves. What it shows (the title, the board, the state the runner
reads) is :class:`~.onscreen.OnScreen`'s, on the shared :class:`~.shell.Shell` (the frame loop and the
requesters, which the stoneset editor's window shares).

The App owns nothing of the game. It creates the :class:`~ishido_retro.match.match.Match`
(with a clock: the system's in a window, a frame-driven one in headless runs), hands it to the
:class:`~.play.controller.MatchController`, and puts the play parts (set-up, deals, tournaments,
seats, hints, the Game Over summary) and the menus together. Screens, menus and the play parts
receive small ports (:mod:`.ports`: the requesters, the settings, the sounds, the theme choices...),
never the App; nothing imports this module back (the entry point lives in :mod:`.launch`).

A quick start: in a window the App first makes only what the title screen needs (settings,
theme, the title) and draws it; the modules of the rest load on a helper thread while the title
shows (:mod:`.prefetch`), then the App makes the rest (:meth:`App.get_ready`); a click or a key
on the title makes it at once. Leaving: File > Quit asks when a game is in progress; a window
closed without it keeps the game for the next start.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from ishido_retro.match.clock import Clock
from ishido_retro.storage import settingsfile
from ishido_retro.ui.clocks import FrameClock, SystemClock
from ishido_retro.ui.drops import Drops
from ishido_retro.ui.input import Input
from ishido_retro.ui.menubar import MenuBar
from ishido_retro.ui.notes import StatusNotes
from ishido_retro.ui.onscreen import OnScreen
from ishido_retro.ui.prefs import Preferences
from ishido_retro.ui.sounds import Sounds
from ishido_retro.ui.theme import Theme
from ishido_retro.ui.themes import Themes
from ishido_retro.ui.title.screen import TitleScreen
from ishido_retro.ui.widgets.base import Widget

if TYPE_CHECKING:
    import random

    from ishido_retro import settings as settings_mod
    from ishido_retro.match import GameResult, Match
    from ishido_retro.ui.help.desk import HelpDesk
    from ishido_retro.ui.play.deals import Deals
    from ishido_retro.ui.play.gameover import GameOverSummary
    from ishido_retro.ui.play.hints import Hints
    from ishido_retro.ui.play.leftgame import Keeping
    from ishido_retro.ui.play.seats import ComputerSeats
    from ishido_retro.ui.play.setup import GameSetup
    from ishido_retro.ui.play.tournament import TournamentPlay
    from ishido_retro.ui.prefetch import Prefetch
    from ishido_retro.ui.scores.desk import GameFiles, ScoresDesk


class App(OnScreen):
    """The game's window: the title first, then the game's parts; ``frame()`` runs one update and draw (the loop
    is :class:`~.shell.Shell`'s)."""

    # made by get_ready(): everything beyond the title (and OnScreen's control, play, lessons, oracle)
    scores: ScoresDesk
    files: GameFiles
    tournament: TournamentPlay
    deals: Deals
    setup: GameSetup
    seats: ComputerSeats
    hints: Hints
    summary: GameOverSummary
    help: HelpDesk
    keeping: Keeping

    def __init__(self, quit_hook: Callable[[], None] | None = None, clock: Clock | None = None,
                 open_editor: Callable[[App, str | None], None] | None = None, title_first: bool = False,
                 seeds: random.Random | None = None) -> None:
        super().__init__(quit_hook)
        self._open_editor = open_editor     # the stoneset editor, handed in by the entry point (it sits above the UI)
        self.settings, self._settings_problem = settingsfile.load()
        self.theme = Theme()
        self.sounds = Sounds(enabled=self.settings.sounds, click_enabled=self.settings.stone_click)
        self.prefs = Preferences(self.settings, self.sounds, self.message, lambda: self.themes.load())
        self.clock: Clock = clock if clock is not None else SystemClock()
        self.notes = StatusNotes(self.clock, lambda: bool(self.windows))     # a window hides the line
        self.themes = Themes(self.prefs, self.theme, self, edit=self.edit_stoneset)
        self.drops = Drops(self, self.themes.use_own)
        self.title = TitleScreen(self._start, self._open_lessons, lambda: self.ready and self.lessons.invited(),
                                 note=self.notes.current, on_keys=self._open_keys)
        self.screen: Widget = self.title
        self.themes.load(initial=True)
        self.menubar = MenuBar([])         # the menus come with the game's parts
        self.ready = False
        self._prefetch: Prefetch | None = None
        self._seeds = seeds              # where fresh deals come from (None: the time of the start); tests pin it
        if not title_first:
            self.get_ready()

    def get_ready(self) -> None:
        """Everything beyond the title: the match, its screens and menus, scores, lessons, the Oracle, and what
        the start has to say. A window first draws the title with what it needs (``title_first``), then gets
        ready on its second frame (or at once when the player acts): a quick start."""
        if self.ready:
            return
        if self._prefetch is not None:
            self._prefetch.wait()
        import random

        from ishido_retro.match import LockUndo
        from ishido_retro.storage import datafolder, errorlog
        from ishido_retro.ui.help.desk import HelpDesk
        from ishido_retro.ui.lessons.desk import LessonsDesk
        from ishido_retro.ui.oracle.controller import OracleController
        from ishido_retro.ui.play.controller import MatchController
        from ishido_retro.ui.play.leftgame import Keeping, offer_left_game
        from ishido_retro.ui.play.menus import PlayParts, ShellPorts, build_menus
        from ishido_retro.ui.play.screen import BoardCommands, PlayScreen
        from ishido_retro.ui.scores.desk import ScoresDesk
        self.ready = True
        self.sounds.setup()
        seeds = self._seeds or random.Random(time.time_ns())
        self.control = MatchController(_first_match(self.clock, self.settings, seeds.randrange(1, 2**31)),
                                       seeds, self, self.prefs, self.sounds)
        self.scores = ScoresDesk(self.open, self.message, self.confirm, self.settings, lambda: self.game.scoring,
                                 synchronous=lambda: self.computer.synchronous)
        self._play_parts()
        self.lessons = LessonsDesk(self, self, self.prefs, self.sounds, self.clock)
        self.play = PlayScreen(self.control, BoardCommands(self.seats.stop, self.tournament.ask_player,
                                                           self.hints.show_pouch, self.summary.new_game_from_board),
                               self.prefs, self.sounds, menus_up=lambda: self.menubar.active,
                               note=self.notes.current)
        self.control.attach(self.play)
        self.oracle = OracleController(self, self._wall_clock(), lambda reason: self.match.apply(LockUndo(reason)),
                                       self.theme.stone_name)
        self.control.oracle = self.oracle
        self.summary.augury = self.oracle.open_augury
        self.help = HelpDesk(self.open)
        self.menubar = MenuBar(build_menus(
            ShellPorts(self.prefs, self.themes, self.help, self.files, self.scores, self.quit, self.lessons.open),
            PlayParts(self.control, self.deals, self.setup, self.seats, self.hints, self.oracle)),
            on_choose=lambda: self.sounds.play("menu"))
        self.keeping = Keeping(lambda: (self.match, self.control.game_in_progress(), self.settings.stoneset,
                                        self.settings.board))
        offer_left_game(self.open, self.message, self.deals.resume, self.clock)    # under what is said: Resume
        if stopped := errorlog.tell_once():                                        # why it is offered
            self.message("Unexpected Error", stopped)
        if self._settings_problem:                                                 # shows the board, closing all
            self.message("Settings", self._settings_problem)
        self.themes.say_start_problems()
        if folder_problem := datafolder.problem_to_show():     # on top: the first thing said
            self.message("Data Folder", folder_problem)
        from ishido_retro.ui.headless import windowed
        if windowed() and not isinstance(self.clock, FrameClock):
            from ishido_retro.storage.ownsets import warm_listings
            warm_listings()         # a player's window: the own sets' index made off the frame

    def _start(self) -> None:
        """The title's click: a new deal on the board."""
        self.get_ready()
        self.deals.start()

    def _open_keys(self) -> None:
        """F1 on the title: Help > Keys over it."""
        self.get_ready()
        self.help.show_text("keys", "Keys")

    def _open_lessons(self) -> None:
        """The title's invitation: the Lessons window."""
        self.get_ready()
        show_lessons = self.lessons.open
        show_lessons()

    def _play_parts(self) -> None:
        """The play parts around the controller: tournaments, deals, set-up, seats, hints, the summary."""
        from ishido_retro.ui.play.deals import Deals
        from ishido_retro.ui.play.gameover import GameOverSummary
        from ishido_retro.ui.play.hints import Hints
        from ishido_retro.ui.play.parline import kept_par_text
        from ishido_retro.ui.play.seats import ComputerSeats
        from ishido_retro.ui.play.setup import GameSetup
        from ishido_retro.ui.play.tournament import TournamentPlay
        from ishido_retro.ui.scores.desk import GameFiles
        control = self.control
        self.tournament = TournamentPlay(control, self, self.prefs, save_as=lambda then: self.files.save_as(then))
        self.deals = Deals(control, self.tournament, self, self.scores, self.show_play, self.themes.use_saved)
        self.files = GameFiles(self.open, self.message, self.confirm,
                               current=lambda: (self.match, self.control.game_in_progress()),
                               themes=lambda: (self.settings.stoneset, self.settings.board),
                               resume=self.deals.resume, clock=self.clock, note=self.notes.say)
        self.setup = GameSetup(control, self.tournament, self, self.prefs, self.show_play)
        self.seats = ComputerSeats(control, self.prefs)
        self.hints = Hints(control, self, self.prefs, self.sounds, control.suggester, lambda: self.computer.synchronous)
        self.summary = GameOverSummary(lambda: self.match, self, self.sounds, self._game_finished,
                                       new_game=self.deals.new_game, review=self.hints.review_game,
                                       high_scores=lambda: self.scores.show(scoring=self.match.scoring))
        control.game_over = self.summary.show
        self.summary.par_line = control.par.line
        self.summary.par_short = control.par.short
        self.deals.par = control.par
        def par_changed() -> None:      # the deal of the day's line and an open Game Review follow the par
            self.deals.par_changed()
            self.hints.par_changed()
        control.par.changed = par_changed
        self.summary.watch_par = lambda: self.hints.watch_par(control.par.par_game())
        self.hints.par_game = control.par.par_game          # Game Review beside the par game
        self.hints.par_final = lambda: control.par.state()[1]
        self.scores.par_text = lambda deal, scoring: kept_par_text(        # the Tournament board's par
            control.par.kept((deal, scoring, self.match.game.rules.strict_four_way)), scoring)
        control.tournament_cleared = lambda: self.scores.tournament_cleared(self.match.scoring)

    # --- the frame loop (the rest is the Shell's) -----------------------------------

    def before_input(self) -> None:
        if isinstance(self.clock, FrameClock):
            self.clock.frame()
        if not self.ready and self.frames > 1:    # the title has been drawn: load the rest while it shows
            if self._prefetch is None:
                from ishido_retro.ui.prefetch import Prefetch
                self._prefetch = Prefetch()
            elif self._prefetch.done():
                self.get_ready()

    def after_update(self) -> None:
        if self.ready:
            self.keeping.after_frame()      # the game in progress kept after every change

    def route(self, inp: Input) -> None:
        if inp.key("f11"):   # (pyxel itself toggles on Alt+Enter)
            self.prefs.toggle_fullscreen()
        if not self.ready and (inp.left_pressed or inp.right_pressed or inp.keys or inp.text):
            self.get_ready()
        if self.ready and not self.windows and self.oracle.delay.take(inp):    # a 4-Way seen: its augury now
            return
        super().route(inp)

    def dropped(self, path: str) -> None:
        """A file dropped on the window: the hosted editor opens it, else it is installed as a set (``ui.drops``)."""
        if not self.screen.take_drop(path):
            self.drops.install(path)

    def _wall_clock(self) -> Callable[[], float]:
        """The time of a move for the Oracle: the real time in a window; in a run on the frame clock a
        fixed date plus the clock, so a script gets the same readings every run."""
        from ishido_retro.ui.oracle.controller import SCRIPT_EPOCH
        clock = self.clock
        if isinstance(clock, FrameClock):
            return lambda: SCRIPT_EPOCH + clock.now()
        return time.time

    def deal(self, seed: int) -> None:
        """A new game from ``seed``, shown at once (the runner's ``seed:`` step): the deals New Game makes after it
        come from ``seed`` too, so a script sees the same deals every run."""
        self.deals.deal(seed, pin=True)

    # --- a game ends, and leaving --------------------------------------------------------

    def _game_finished(self, result: GameResult) -> Callable[..., None]:
        from ishido_retro.match.matchfile import match_to_record
        match = self.match
        return self.scores.game_finished(result, match_to_record(match), frozenset(match.game.flags),
                                         match.game.deal.seed, match.game)

    def quit(self) -> None:
        """File > Quit: at once; a game in progress is kept, as a window close keeps it (``ui.play.leftgame``)."""
        if self.control.game_in_progress():
            from ishido_retro.ui.play.leftgame import quit_keeping
            quit_keeping(self.keeping.kept, self.match, self.settings.stoneset, self.settings.board, self.confirm,
                         self._quit_now)
        else:
            self._quit_now()

    def _quit_now(self) -> None:
        self.quitting = True
        self.quit_hook()

    def keep_on_close(self) -> None:
        """The window is closing without File > Quit: keep the game in progress (and a hosted editor's edits)."""
        if self.ready:
            self.keeping.leave()
        super().keep_on_close()

    # --- for the hosted stoneset editor and the Oracle ----------------------------------

    def save_settings(self) -> None:
        self.prefs.save_settings()

    def note(self, text: str) -> None:
        """``text`` on the status line for a few seconds (what the Oracle saved, say)."""
        self.notes.say(text)

    def load_theme(self, initial: bool = False) -> None:
        self.themes.load(initial)

    def edit_stoneset(self, setting: str | None = None) -> None:
        """Choices > Stonesets > Edit Stoneset…: the stoneset editor's screen in this window with the set marked
        (``setting``; None: the one in play); Use puts it in play, Cancel brings the game back."""
        if self._open_editor is None:
            self.message("Edit Stoneset", "The stoneset editor was not given to this window; start the game with "
                         "ishido-retro to edit stonesets in it.")
            return
        self._open_editor(self, setting)


def _first_match(clock: Clock, settings: settings_mod.Settings, seed: int) -> Match:
    """The match the settings describe (Ancient scoring is never used for Challenge play)."""
    from ishido_retro.match import Match
    mode = settings.mode
    scoring = "modern" if mode == "challenge" else settings.scoring
    return Match.new(clock, mode, scoring, seed, settings.seats(mode), settings.tournament_minutes or None,
                     settings.challenge_seconds or None)
