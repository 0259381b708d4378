"""The Help menu's hints: Show Possible Moves, Always Show Moves, Show Pouch, Suggest a Move, Game Review.

A hint costs the game its place on the All-Time Highs; when it would, the player is asked first (unless
Choices > Ask Before Hints is off), and the status line says whether the game stays on that board. Once a
game is off it, its hints never ask again.
No hint is offered in Tournament play.
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.engine import Game
from ishido_retro.match import HINTS, UseHint
from ishido_retro.players.review import review_tasks
from ishido_retro.ui.play.controller import SUGGESTED, THINKING, MatchPort
from ishido_retro.ui.play.pouchview import PouchWindow
from ishido_retro.ui.play.review import ReviewWindow
from ishido_retro.ui.play.reviewbeside import GameShown
from ishido_retro.ui.play.suggest import Suggester
from ishido_retro.ui.ports import Prefs, Requesters, SoundPort
from ishido_retro.ui.widgets import Requester

SHOW, CANCEL = "Show", "Cancel"
HINT_NOT_SHOWN = "Kept on All-Time; Show gives the hint."      # the question answered by the way back (Cancel)


class Hints:
    """``suggester`` works out Master's square; ``synchronous()``: a scripted run (Master thinks at once)."""

    def __init__(self, control: MatchPort, requesters: Requesters, prefs: Prefs, sounds: SoundPort,
                 suggester: Suggester, synchronous: Callable[[], bool]) -> None:
        self.control = control
        self.requesters = requesters
        self.prefs = prefs
        self.sounds = sounds
        self.suggester = suggester
        self.synchronous = synchronous
        self.par_game: Callable[[], Game | None] = lambda: None     # the deal's par game (ui/play/pardesk.py)
        self.par_final: Callable[[], bool] = lambda: True           # whether it is the search's last word
        self._review: ReviewWindow | None = None                    # the Game Review open, if any

    def available(self) -> bool:
        return self.control.playing and self.control.match.mode != "tournament"

    def _with_warning(self, kind: str, action: Callable[[], object]) -> None:
        """A hint costs a place on the All-Time Highs; the player may step back first (Choices > Ask Before Hints
        on), and the status line says what the answer did."""
        match = self.control.match
        what = HINTS[kind]
        refusal = match.hint_allowed(kind)
        if refusal is not None:
            self.sounds.play("error")
            self.requesters.message(what, refusal)
            return
        if not match.hint_costs_all_time():
            match.apply(UseHint(kind))
            action()
            return

        def accept() -> None:
            self.control.apply(UseHint(kind))
            action()             # the status line: "Off the All-Time Highs", unless the hint says more (Suggest)

        def answered(answer: object) -> None:
            if answer == SHOW:
                accept()
            else:
                self.control.board.status = HINT_NOT_SHOWN
        if not self.prefs.settings.ask_before_hints:
            accept()
            return
        self.requesters.open(Requester(what, f"{what} keeps this game off the All-Time Highs. Go ahead?",
                                       buttons=(SHOW, CANCEL), on_close=answered, default=CANCEL))

    def show_possible_moves(self) -> None:
        def show() -> None:
            self.control.board.show_moves_for = len(self.control.match.game.history)
        self._with_warning("show_moves", show)

    def toggle_always_show_moves(self) -> None:
        if self.prefs.settings.always_show_moves:
            self.prefs.toggle_setting("always_show_moves")
        else:
            self._with_warning("always_show_moves", lambda: self.prefs.toggle_setting("always_show_moves"))

    def show_pouch(self) -> None:
        if not self.control.playing:
            return
        self._with_warning("show_pouch", lambda: self.requesters.open(PouchWindow(self.control.match.game.pouch)))

    def suggest_move(self) -> None:
        """Help > Suggest a Move: mark the square Master would choose (a hint)."""
        control = self.control
        if not (control.playing and control.match.playing) or control.match.game.is_over:
            return

        def ask() -> None:
            self.suggester.ask()
            control.board.status = SUGGESTED if self.suggester.suggested() else THINKING
        self._with_warning("suggest_move", ask)

    def can_review(self) -> bool:
        """Help > Game Review is offered once a game with moves is over."""
        game = self.control.match.game
        return self.control.playing and game.is_over and bool(game.history)

    def review_game(self) -> None:
        """Help > Game Review: step through the finished game beside Master's choices."""
        if not self.can_review():
            return
        game = self.control.match.game
        tasks = review_tasks(game, game.deal.seed or 0)
        par = self.par_game()
        games = None if par is None or not par.history else (GameShown.of("You", game),
                                                               GameShown.of("Par", par, self.par_final()))
        self._review = ReviewWindow(tasks, synchronous=self.synchronous(), games=games)
        self.requesters.open(self._review)

    def par_changed(self) -> None:
        """The par desk found a better par (or finished): an open Game Review steps through that one beside."""
        window, par = self._review, self.par_game()
        if window is None or window.closed or par is None or not par.history:
            return
        game = self.control.match.game
        window.set_other(GameShown.of("Par", par, self.par_final()), lambda: GameShown.of("You", game))

    def watch_par(self, game: Game | None) -> None:
        """Game Over's Watch Par: the deal's par game, stepped through as Game Review steps through a game."""
        if game is None or not game.history:
            self.requesters.message("Watch Par", "The par of this deal is still being worked out: no game of it yet. "
                                    "Ask again in a moment.")
            return
        tasks = review_tasks(game, game.deal.seed or 0)
        yours = self.control.match.game
        games = (GameShown.of("Par", game), GameShown.of("You", yours)) if yours.history else None
        self.requesters.open(ReviewWindow(tasks, synchronous=self.synchronous(), title="Par Game", games=games))
