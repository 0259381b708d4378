"""Tournament play on screen: the next player's name, leaving a tournament, and its standings.

The tournament itself (one deal, its games and results) is the match's; the order of its
games is :func:`ishido_retro.match.ranking.rank_tournament`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ishido_retro.match import Seat, StartTournamentGame, TournamentEntry
from ishido_retro.match.ranking import rank_tournament
from ishido_retro.ui.play.controller import MatchPort
from ishido_retro.ui.play.modes import tournament_name_requester
from ishido_retro.ui.ports import Prefs, Requesters
from ishido_retro.ui.widgets import Requester

SHOWN = 5       # the Game Over summary lists the best five games so far

LEAVE = "Leave Unsaved"        # leaving Tournament play without saving: its results are lost


def standings_lines(results: Iterable[TournamentEntry], scoring: str) -> list[str]:
    """The best games so far, a line each: rank, name, and points (Modern) or 4-Ways and stones left (Ancient)."""
    ranked = rank_tournament(results, scoring)
    if scoring == "ancient":
        shown = [f"{e.four_ways} 4-Ways, {e.stones_left} left" for e in ranked]
    else:
        shown = [f"{e.score:,}" for e in ranked]
    return [f"{i}. {e.name}  {text}" + ("" if e.on_board else " (started over)")
            for i, (e, text) in enumerate(zip(ranked[:SHOWN], shown), 1)]


class TournamentPlay:
    """``save_as(then)`` is File > Save Game As..., then ``then()`` once saved."""

    def __init__(self, control: MatchPort, requesters: Requesters, prefs: Prefs,
                 save_as: Callable[[Callable[[], object]], None]) -> None:
        self.control = control
        self.requesters = requesters
        self.prefs = prefs
        self.save_as = save_as

    def ask_player(self) -> None:
        """Before each tournament game: who plays it (the computer, when Computer Player 1 is ticked)."""
        tournament = self.control.match.tournament
        number = tournament.game_in_view if tournament else 1
        computer = self.prefs.settings.computer_player_1
        self.requesters.open(tournament_name_requester(number, computer, self.start_game))

    def start_game(self, name: str) -> None:
        settings = self.prefs.settings
        seat = Seat(name, settings.computer_player_1, settings.computer_level)
        self.control.apply(StartTournamentGame(seat), refusal_title="Tournament")

    def offer_to_save(self, leave: Callable[[], object]) -> None:
        """Leaving Tournament play: Save (as File > Save Game As... does, then leave), Leave Unsaved (the button
        that throws the results away says so), Cancel."""
        def answer(button: object) -> None:
            if button == "Save":
                self.save_as(leave)
            elif button == LEAVE:
                leave()
        window = Requester("Tournament", "Leave Tournament play? Save keeps the tournament to play on "
                           f"later; with {LEAVE} it and its results will be lost.",
                           buttons=("Save", LEAVE, "Cancel"), on_close=answer)
        window.buttons[1].name = "OK"      # the widget's name before it said what it does: scripts click it so
        self.requesters.open(window)
