"""Starting games: a new deal, a deal by number or the day's, starting over, ending, and a saved game resumed.

In Tournament play a new deal starts a new tournament (a fresh shuffle, then the first player's
name); New Game there ends the game on the board and asks for the next player.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ishido_retro.engine.deal import deal_of_the_day
from ishido_retro.match import EndGame, NewGame, NewTournament, Refused, StartOver
from ishido_retro.storage.savedgames import SavedGame
from ishido_retro.ui.play import startover
from ishido_retro.ui.play.controller import MatchPort
from ishido_retro.ui.play.parline import day_line, par_figures
from ishido_retro.ui.play.tournament import TournamentPlay
from ishido_retro.ui.ports import Requesters
from ishido_retro.ui.scores.desk import ScoresDesk, ask_deal_number

if TYPE_CHECKING:
    from ishido_retro.ui.play.pardesk import ParDesk


class Deals:
    """``show_play()`` brings the board on screen; ``use_themes(stoneset, board)`` switches to a saved game's."""

    def __init__(self, control: MatchPort, tournament: TournamentPlay, requesters: Requesters,
                 scores: ScoresDesk, show_play: Callable[[], None],
                 use_themes: Callable[[str | None, str | None], None]) -> None:
        self.control = control
        self.tournament = tournament
        self.requesters = requesters
        self.scores = scores
        self.show_play = show_play
        self.use_themes = use_themes
        self.par: ParDesk | None = None          # the deal's par (the deal of the day says it)
        self._day_said: str | None = None        # the status line the deal of the day's par wrote last

    def start(self) -> None:
        """From the title to the board: a fresh deal in the chosen mode."""
        self.deal(self.control.next_seed())

    def deal(self, seed: int, pin: bool = False) -> None:
        """A new game from ``seed``, shown at once (in a tournament: a new shuffle, then the player's name). With
        ``pin`` (the runner's ``seed:`` step) the fresh deals that follow come from ``seed`` too."""
        control = self.control
        if pin:
            control.reseed(seed)
        self.show_play()
        control.playing = True
        if control.match.mode == "tournament":
            control.apply(NewTournament(seed))
            control.board.reset()
            self.tournament.ask_player()
        else:
            control.apply(NewGame(seed))

    def new_game(self) -> None:
        """Game > New Game (also the Game Over summary's button)."""
        control, confirm = self.control, self.requesters.confirm
        if control.match.mode == "tournament":
            if control.game_in_progress():
                confirm("New Game", "End this tournament game now and record its score?", "OK",
                        self.tournament.ask_player)
            else:
                self.tournament.ask_player()
            return
        if control.game_in_progress():
            confirm("New Game", "End the game in progress and deal a new one?", "OK",
                    lambda: self.deal(control.next_seed()))
        else:
            self.deal(control.next_seed())

    def start_over(self) -> None:
        """Game > Start Game Over: one question (:mod:`.startover`), then the same deal from its first stone."""
        control = self.control
        mode = control.match.mode

        def again() -> None:
            if not any(isinstance(e, Refused) for e in control.apply(StartOver())):
                control.board.status = startover.started_over(mode)
        in_progress = control.match.playing and not control.match.game.is_over
        self.requesters.confirm(startover.TITLE, startover.question(mode, in_progress), "OK", again)

    def end_game(self) -> None:
        self.requesters.confirm("End Game", "End this game now? The stones still in the pouch stay unplaced.", "OK",
                                lambda: self.control.apply(EndGame()))

    def _deal_after_asking(self, title: str, number: int, note: str = "",
                           then: Callable[[], None] = lambda: None) -> None:
        def play() -> None:
            self.deal(number)
            then()
        if self.control.game_in_progress():
            self.requesters.confirm(title, f"End the game in progress and play deal {number}?{note}", "OK", play)
        else:
            play()

    def play_deal(self) -> None:
        """Game > Play Deal...: a deal number typed in."""
        ask_deal_number(self.requesters.open, lambda number: self._deal_after_asking("Play Deal", number))

    def deal_of_the_day(self) -> None:
        """Game > Deal of the Day: the date's deal, the same for everyone; its par (when kept) in the question, and
        on the status line once it starts (while it is found, as it improves)."""
        number = deal_of_the_day(self.scores.today())
        game = self.control.match.game
        kept = None if self.par is None else self.par.kept((number, game.scoring, game.rules.strict_four_way))
        note = "" if kept is None else f"\n\nIts par: {par_figures(kept, game.scoring)}."
        self._deal_after_asking("Deal of the Day", number, note, self._say_day_par)

    def _say_day_par(self) -> None:
        if self.par is not None:
            self.par.update()           # the desk starts on the new deal now, not next frame
            self._write_day_line(self.par)

    def par_changed(self) -> None:
        """The par desk found a better par, or finished: the deal of the day's line follows, while it shows."""
        if self.par is not None and self._day_said is not None and self.control.board.status == self._day_said:
            self._write_day_line(self.par)

    def _write_day_line(self, par: ParDesk) -> None:
        self._day_said = self.control.board.status = day_line(*par.state(), self.control.match.scoring)

    def resume(self, saved: SavedGame) -> None:
        """Put a loaded match on the board, with the stoneset and board it was saved with."""
        self.use_themes(saved.stoneset, saved.board)
        match = saved.match
        self.show_play()
        self.control.replace_match(match)
        if match.tournament is not None:
            self.scores.tournament_loaded(match.scoring, [(e.name, e.score, e.four_ways, e.stones_left)
                                                          for e in match.tournament.results if e.on_board],
                                          match.game.deal.seed)
            if match.waiting_for_player:
                self.tournament.ask_player()
