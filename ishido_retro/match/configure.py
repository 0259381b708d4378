"""Setting a match up and changing its settings: mode and seats, computer players, level, scoring, timers,
and a tournament's deal and players.

Each handler changes a :class:`~.state.MatchState` for one action and appends
what happened to ``events``; ``Match.apply`` picks the handler.
"""

from __future__ import annotations

from dataclasses import replace

from ishido_retro.engine.deal import deal as deal_from_seed
from ishido_retro.engine.game import Game
from ishido_retro.match.actions import (
    Configure,
    NewTournament,
    SetComputer,
    SetLevel,
    SetScoring,
    SetTimers,
    StartTournamentGame,
)
from ishido_retro.match.events import Configured, Event, Refused, SettingChanged, TournamentCleared
from ishido_retro.match.seats import (
    MODE_NAMES,
    MatchError,
    Seat,
    check_setup,
    default_seat_name,
    default_seats,
    level_problem,
    scoring_problem,
    seat_name_problem,
)
from ishido_retro.match.state import MatchState
from ishido_retro.match.timers import TIMER_MINUTES, TIMER_SECONDS
from ishido_retro.match.tournament import Tournament


def configure(match: MatchState, action: Configure, events: list[Event]) -> None:
    seats = action.seats or default_seats(action.mode)
    if action.mode == "tournament":
        seats = (Seat("Player"),)
    try:
        check_setup(action.mode, action.scoring, seats)
    except MatchError as exc:
        events.append(Refused(str(exc)))
        return
    match.mode, match.scoring, match.seats = action.mode, action.scoring, seats
    match.undo_lock_reason = None
    events.append(Configured(match.mode, match.scoring))
    if match.mode == "tournament":
        new_tournament(match, NewTournament(action.seed), events)
    else:
        match.tournament = None
        match.start(match.new_game(deal_from_seed(action.seed)), events)


def set_computer(match: MatchState, action: SetComputer, events: list[Event]) -> None:
    if not 0 <= action.seat < len(match.seats):
        events.append(Refused(f"There is no Computer Player {action.seat + 1} in {MODE_NAMES[match.mode]} play."))
        return
    seat = match.seats[action.seat]
    level = action.level or seat.level
    problem = level_problem(level)
    if problem is not None:
        events.append(Refused(problem))
        return
    if action.name is not None and action.name.strip():
        problem = seat_name_problem(action.name)
        if problem is not None:
            events.append(Refused(problem))
            return
        name = action.name.strip()
    elif action.on:
        name = seat.name if seat.computer else default_seat_name(match.mode, action.seat, True)
    else:
        name = seat.name if not seat.computer else default_seat_name(match.mode, action.seat, False)
    seats = list(match.seats)
    seats[action.seat] = Seat(name, action.on, level)
    match.seats = tuple(seats)
    events.append(SettingChanged("computer", True))


def set_level(match: MatchState, action: SetLevel, events: list[Event]) -> None:
    problem = level_problem(action.level)
    if problem is not None:
        events.append(Refused(problem))
        return
    match.seats = tuple(replace(s, level=action.level) for s in match.seats)
    events.append(SettingChanged("level", True))


def set_scoring(match: MatchState, action: SetScoring, events: list[Event]) -> None:
    problem = scoring_problem(match.mode, action.scoring)
    if problem is not None:
        events.append(Refused(problem))
        return
    if match.tournament is not None and (match.tournament.games or not match.tournament.awaiting_player):
        events.append(Refused("A tournament keeps the scoring it started with; "
                              "start a new tournament to change it."))
        return
    match.scoring = action.scoring
    if not match.game.history and not match.game.is_over:
        fresh = match.new_game(match.game.deal)
        fresh.flags = set(match.game.flags)
        match.game = fresh
        events.append(SettingChanged("scoring", True))
    else:
        events.append(SettingChanged("scoring", False))


def set_timers(match: MatchState, action: SetTimers, events: list[Event]) -> None:
    for value, (low, high), what in ((action.tournament_minutes, TIMER_MINUTES, "minutes per game"),
                                     (action.challenge_seconds, TIMER_SECONDS, "seconds per move")):
        if value is not None and not low <= value <= high:
            events.append(Refused(f"The timer takes {low} to {high} {what}, not {value}."))
            return
    timers = match.timers
    timers.tournament_minutes = action.tournament_minutes
    timers.challenge_seconds = action.challenge_seconds
    fresh = match.playing and not match.game.history
    if fresh or match.mode == "challenge":
        # a challenge timer takes effect with the next move at the latest
        timers.arm(match.mode, match.playing, not match.game.history)
    events.append(SettingChanged("timers", fresh or match.mode == "challenge"))


# --- tournaments ------------------------------------------------------------------


def new_tournament(match: MatchState, action: NewTournament, events: list[Event]) -> None:
    if match.mode != "tournament":
        events.append(Refused("A tournament is set up from Game > Tournament."))
        return
    deal = deal_from_seed(action.seed)
    match.tournament = Tournament(deal)
    match.seats = (Seat("Player"),)
    match.game = Game(deal, scoring=match.scoring)
    match.serial += 1
    match.timers.countdown = None
    match.time_ran_out = False
    match.over_reported = False
    events.append(TournamentCleared(action.seed))


def start_tournament_game(match: MatchState, action: StartTournamentGame, events: list[Event]) -> None:
    tournament = match.tournament
    if tournament is None:
        events.append(Refused("No tournament is being played."))
        return
    name = action.seat.name.strip()
    problem = seat_name_problem(name) or level_problem(action.seat.level)
    if problem is not None:
        events.append(Refused(problem))
        return
    if match.playing:
        match.game.end()
        match.finish(events)
    match.seats = (replace(action.seat, name=name),)
    tournament.awaiting_player = False
    match.start(Game(tournament.deal, scoring=match.scoring), events)
