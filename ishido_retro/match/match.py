"""The match: everything around one game that a player would expect to be kept.

A :class:`Match` owns the mode (solitaire, cooperative, tournament, challenge),
the scoring, the seats (a name, human or computer and its level), whose turn
it is, the current :class:`~ishido_retro.engine.game.Game`, the tournament and
its results, the timers (run from an injected :class:`~.clock.Clock`), the
flags that keep a game off the All-Time board, and the undo lock.

Every change is an action value (:mod:`.actions`) given to :meth:`Match.apply`,
which returns what happened as a list of event values (:mod:`.events`); the UI
turns events into sounds, messages and animations, and reads the match to draw.
Nothing here calls the UI, reads the system clock or imports pyxel.

Computer seats: when :meth:`~.state.MatchState.computer_request` returns a
request, the UI runs ``request.choose()`` on a worker thread (it works on a
private copy of the game) and hands the square back as
``ComputerMove(square, request.key)``; a move whose key no longer matches (the
game moved on meanwhile) is ignored.
"""

from __future__ import annotations

import sys

from ishido_retro.engine.game import Game
from ishido_retro.match import configure, turns
from ishido_retro.match.actions import (
    Action,
    ComputerMove,
    Configure,
    EndGame,
    LockUndo,
    NewGame,
    NewTournament,
    Pause,
    Place,
    Resume,
    SetComputer,
    SetLevel,
    SetScoring,
    SetTimers,
    StartOver,
    StartTournamentGame,
    Tick,
    Undo,
    UseHint,
)
from ishido_retro.match.clock import Clock
from ishido_retro.match.events import Event, Refused
from ishido_retro.match.seats import MatchError, Seat, default_seats
from ishido_retro.match.state import MatchState

if sys.version_info >= (3, 11):
    from typing import assert_never
else:      # Python 3.10: the same check for mypy, and an error should a value ever get here
    from typing import NoReturn

    def assert_never(value: NoReturn, /) -> NoReturn:
        raise AssertionError(f"Expected code to be unreachable, but got: {value!r}")


class Match(MatchState):
    """A match in progress. Create with :meth:`new`; change only through :meth:`apply`."""

    @classmethod
    def new(cls, clock: Clock, mode: str = "solitaire", scoring: str = "modern", seed: int = 1,
            seats: tuple[Seat, ...] | None = None, tournament_minutes: int | None = None,
            challenge_seconds: int | None = None) -> Match:
        """A match with its first game dealt from ``seed`` (in a tournament: waiting for a player)."""
        if seats is None:
            seats = default_seats(mode)
        match = cls(clock, "solitaire", "modern", default_seats("solitaire"), Game.new(seed),
                    tournament_minutes=tournament_minutes, challenge_seconds=challenge_seconds)
        events = match.apply(Configure(mode, scoring, seed, seats))
        refused = [e.reason for e in events if isinstance(e, Refused)]
        if refused:
            raise MatchError(refused[0])
        return match

    def apply(self, action: Action) -> list[Event]:
        """Do ``action``; return what happened, in order."""
        events: list[Event] = []
        if not isinstance(action, (Configure, NewTournament)):
            turns.check_time(self, events)
        match action:
            case Tick():
                pass   # the clock was looked at above
            case Pause():
                self.timers.pause()
            case Resume():
                self.timers.resume(self.playing)
            case Place():
                turns.place(self, action, events)
            case ComputerMove():
                turns.computer_move(self, action, events)
            case Undo():
                turns.undo(self, events)
            case EndGame():
                turns.end_game(self, events)
            case NewGame():
                turns.new_game(self, action, events)
            case StartOver():
                turns.start_over(self, events)
            case UseHint():
                turns.use_hint(self, action, events)
            case LockUndo():
                turns.lock_undo(self, action, events)
            case Configure():
                configure.configure(self, action, events)
            case SetComputer():
                configure.set_computer(self, action, events)
            case SetLevel():
                configure.set_level(self, action, events)
            case SetScoring():
                configure.set_scoring(self, action, events)
            case SetTimers():
                configure.set_timers(self, action, events)
            case NewTournament():
                configure.new_tournament(self, action, events)
            case StartTournamentGame():
                configure.start_tournament_game(self, action, events)
            case _:
                assert_never(action)
        if events or not isinstance(action, (Tick, Pause, Resume)):
            self.revision += 1      # what a kept game holds may have changed (ui.play.leftgame writes it again)
        return events
