"""Setting up a game: the Game menu's mode dialogs, timers and scoring, and what their answers do.

The dialogs themselves are :mod:`.modes`'s; here their results become settings (kept at
once) and match actions (:class:`~ishido_retro.match.actions.Configure`, ``SetTimers``,
``SetScoring``).
"""

from __future__ import annotations

from collections.abc import Callable

from ishido_retro.match import (
    MODE_NAMES,
    Configure,
    Refused,
    SetScoring,
    SetTimers,
    SettingChanged,
    seat_count,
)
from ishido_retro.ui.play.controller import MatchPort
from ishido_retro.ui.play.modes import SetupChoice, setup_requester, timer_requester
from ishido_retro.ui.play.tournament import TournamentPlay
from ishido_retro.ui.ports import Prefs, Requesters


class GameSetup:
    """``show_play()`` brings the board on screen (from the title)."""

    def __init__(self, control: MatchPort, tournament: TournamentPlay, requesters: Requesters, prefs: Prefs,
                 show_play: Callable[[], None]) -> None:
        self.control = control
        self.tournament = tournament
        self.requesters = requesters
        self.prefs = prefs
        self.show_play = show_play

    def setup_mode(self, mode: str) -> None:
        """Game > Solitaire..., Cooperative..., Tournament..., Challenge...: the set-up dialog."""
        match = self.control.match
        running = mode == match.mode == "tournament" and match.tournament is not None
        self.requesters.open(setup_requester(mode, self.prefs.settings, running, self.control.game_in_progress(),
                                             self._setup_chosen))

    def _setup_chosen(self, choice: SetupChoice) -> None:
        match, settings = self.control.match, self.prefs.settings
        if choice.mode == match.mode == "tournament" and not choice.new_tournament:
            settings.computer_player_1 = choice.computer_1
            self.prefs.save_settings()
            self.show_play()
            self.control.playing = True
            if match.waiting_for_player:
                self.tournament.ask_player()
            return

        def go() -> None:
            self.configure(choice.mode, choice.scoring, choice.computer_1, choice.computer_2, choice.names)
        tournament = match.tournament
        if tournament is None or not (tournament.results or self.control.game_in_progress()):
            go()
        elif choice.mode == "tournament":
            self.requesters.confirm("Tournament", "Start a new tournament? The stones are shuffled anew and the "
                                    "Tournament results are cleared.", "OK", go)
        else:
            self.tournament.offer_to_save(go)

    def configure(self, mode: str, scoring: str, computer_1: bool, computer_2: bool,
                  names: tuple[str, str] | None = None) -> None:
        """A set-up dialog was accepted: remember the choices and start the match they describe.

        ``names`` are the two seats' names from the Cooperative or Challenge dialog ("": the default).
        """
        control, s = self.control, self.prefs.settings
        s.mode, s.scoring, s.computer_player_1, s.computer_player_2 = mode, scoring, computer_1, computer_2
        if names is not None and seat_count(mode) == 2:
            s.seat_1_name, s.seat_2_name = names
        self.prefs.save_settings()
        seats = s.seats(mode)
        seed = control.next_seed()
        control.apply(Configure(mode, scoring, seed, seats), refusal_title=MODE_NAMES[mode])
        control.apply(SetTimers(s.tournament_minutes or None, s.challenge_seconds or None), refusal_title="Timer")
        self.show_play()
        control.playing = True
        if mode == "tournament":
            control.board.reset()
            self.tournament.ask_player()

    def timer_dialog(self, kind: str) -> None:
        """Game > Timer > Tournament Timer... or Challenge Timer...."""
        s = self.prefs.settings

        def chosen(value: int) -> None:
            if kind == "tournament":
                self.set_timers(value, s.challenge_seconds)
            else:
                self.set_timers(s.tournament_minutes, value)
        self.requesters.open(timer_requester(kind, s, chosen))

    def set_timers(self, tournament_minutes: int, challenge_seconds: int) -> None:
        """0 switches a timer off."""
        s = self.prefs.settings
        s.tournament_minutes, s.challenge_seconds = tournament_minutes, challenge_seconds
        self.prefs.save_settings()
        self.control.apply(SetTimers(tournament_minutes or None, challenge_seconds or None), refusal_title="Timer")

    def set_scoring(self, scoring: str) -> None:
        """Game > Ancient or Modern: the match says whether it counts for this game or from the next one."""
        control = self.control
        events = control.apply(SetScoring(scoring), refusal_title="Scoring")
        if any(isinstance(e, Refused) for e in events):
            return
        self.prefs.settings.scoring = scoring
        self.prefs.save_settings()
        if control.playing and all(isinstance(e, SettingChanged) and not e.now for e in events):
            control.board.status = f"{scoring.capitalize()} scoring from the next game on."
