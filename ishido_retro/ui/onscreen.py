"""What the game's window shows: the title or the board (or a lesson's, or a hosted screen), the requesters
and menus over them, and the visible state the runner's ``dump:`` writes of it.

:class:`OnScreen` is the :class:`~.shell.Shell` with the game's screens; the :class:`~.app.App` starts it
(the title first, then the game's parts: :meth:`~.app.App.get_ready`) and ends it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ishido_retro.ui.shell import Shell
from ishido_retro.ui.title.screen import TitleScreen
from ishido_retro.ui.widgets.base import Widget, Window

if TYPE_CHECKING:
    from ishido_retro.engine import Game
    from ishido_retro.match import Match
    from ishido_retro.settings import Settings
    from ishido_retro.ui.lessons.desk import LessonsDesk
    from ishido_retro.ui.oracle.controller import OracleController
    from ishido_retro.ui.play.computer import ComputerDriver
    from ishido_retro.ui.play.controller import MatchController
    from ishido_retro.ui.play.screen import PlayScreen
    from ishido_retro.ui.sounds import Sounds


class OnScreen(Shell):
    """The screen on show and what is over it; ``ready`` once the game's parts are made (before, only the title)."""

    title: TitleScreen
    ready: bool
    settings: Settings
    sounds: Sounds
    # made when the game gets ready
    control: MatchController
    play: PlayScreen
    lessons: LessonsDesk
    oracle: OracleController

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
        return self.ready and self.screen is self.play

    def board_on_screen(self) -> bool:
        """The game's board, or a lesson's, is on screen (a script may click its squares)."""
        return self.is_playing() or self.ready and self.lessons.on_stage()

    def show_play(self) -> None:
        if self.screen is self.title:          # the manual: the board is presented with wind chimes
            self.sounds.play("chimes")
        self.screen = self.play
        self.windows = []
        self.oracle.keep_dialog()

    def menu_shortcuts(self) -> bool:
        """On the board, and on a hosted screen that asks for them (the stoneset editor); not on the title."""
        return self.screen is not self.title and (self.screen is self.play or self.screen.menu_shortcuts)

    def update_screen(self) -> None:
        self.screen.update()
        if self.ready:
            self.oracle.delay.update()
            self.control.update()

    def busy(self) -> bool:
        # a window closed this frame is still listed until the frame ends: it no longer holds the timers;
        # during a lesson the game beneath it waits
        return (any(not w.closed for w in self.windows) or self.menubar.active
                or self.ready and (self.lessons.on_stage() or self.oracle.delay.waiting))

    def open(self, window: Window) -> Window:
        if self.ready:
            self.play.carrying = False
        return super().open(window)

    # --- what the scripted runner reads -------------------------------------------------

    def state(self) -> dict[str, Any]:
        """The visible state, as the runner's ``dump:`` writes it."""
        from ishido_retro.ui.play.screen import PlayScreen
        game = self.game
        if self.screen.own_state() is not None:    # a hosted screen (the stoneset editor) dumps its own state
            return self.editor_state()
        playing = self.is_playing()
        return {
            "screen": "play" if playing else "title",
            **self.window_state(),
            "status": self.screen.status_drawn() if isinstance(self.screen, (PlayScreen, TitleScreen)) else "",
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
            "cursor": _cursor_of(self.screen),
            **self.control.dump(),
            **self.oracle.dump(),
            **self._high_scores_state(),
            **self.lessons.dump(),
        }

    def _high_scores_state(self) -> dict[str, Any]:
        from ishido_retro.ui.play.review import ReviewWindow
        from ishido_retro.ui.scores.window import HighScoresWindow
        boards = [w for w in self.windows if isinstance(w, HighScoresWindow)]
        reviews = [w for w in self.windows if isinstance(w, ReviewWindow)]
        return ({"high_scores": boards[-1].high_scores()} if boards else {}) | (
            {"review": reviews[-1].dump()} if reviews else {})


def _cursor_of(screen: Widget) -> list[int] | None:
    """The board cursor of the board on show (the game's or a lesson's) as [col, row]; None if hidden or no board."""
    from ishido_retro.ui.play.screen import PlayScreen
    square = screen.cursor.at if isinstance(screen, PlayScreen) else None
    return None if square is None else list(square)
