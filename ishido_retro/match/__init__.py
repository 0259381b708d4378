"""The match around a game: modes, seats, turns, timers, undo and tournaments.

Every change is an action value (:mod:`.actions`) given to :meth:`Match.apply`,
which answers with event values (:mod:`.events`).  The names the rest of the
game uses are importable from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ishido_retro import lazy_names

if TYPE_CHECKING:
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
    from ishido_retro.match.clock import Clock, Countdown, ManualClock
    from ishido_retro.match.computer_moves import ComputerRequest, computer_player, computer_seed
    from ishido_retro.match.events import (
        Configured,
        Event,
        FlagRaised,
        FourWay,
        GameOver,
        GameResult,
        GameStarted,
        Placed,
        Refused,
        SeatScore,
        SettingChanged,
        TimeUp,
        TournamentCleared,
        TurnPassed,
        UndoLocked,
        Undone,
    )
    from ishido_retro.match.match import Match
    from ishido_retro.match.matchfile import match_from_record, match_to_record
    from ishido_retro.match.seats import (
        HINTS,
        LEVELS,
        MAX_NAME,
        MODE_NAMES,
        MODES,
        OFF_THE_BOARD_FLAGS,
        TWO_SEAT_MODES,
        MatchError,
        Seat,
        default_seat_name,
        default_seats,
        is_default_seat_name,
        level_problem,
        scoring_problem,
        seat_count,
        seat_name_problem,
        setup_problem,
    )
    from ishido_retro.match.timers import TIMER_MINUTES, TIMER_SECONDS
    from ishido_retro.match.tournament import Tournament, TournamentEntry

# where each name lives: the modules are imported when a name is first used, so that a start
# loads only what the first screen needs
_MODULES = {
    "Action": "actions", "Clock": "clock", "ComputerMove": "actions", "ComputerRequest": "computer_moves",
    "Configure": "actions", "Configured": "events", "Countdown": "clock", "EndGame": "actions", "Event": "events",
    "FlagRaised": "events", "FourWay": "events", "GameOver": "events", "GameResult": "events",
    "GameStarted": "events", "HINTS": "seats", "LEVELS": "seats", "LockUndo": "actions", "MAX_NAME": "seats",
    "MODES": "seats", "MODE_NAMES": "seats", "ManualClock": "clock", "Match": "match", "MatchError": "seats",
    "NewGame": "actions", "NewTournament": "actions", "OFF_THE_BOARD_FLAGS": "seats", "Pause": "actions",
    "Place": "actions", "Placed": "events", "Refused": "events", "Resume": "actions", "Seat": "seats",
    "SeatScore": "events", "SetComputer": "actions", "SetLevel": "actions", "SetScoring": "actions",
    "SetTimers": "actions", "SettingChanged": "events", "StartOver": "actions", "StartTournamentGame": "actions",
    "TIMER_MINUTES": "timers", "TIMER_SECONDS": "timers", "TWO_SEAT_MODES": "seats", "Tick": "actions",
    "TimeUp": "events", "Tournament": "tournament", "TournamentCleared": "events", "TournamentEntry": "tournament",
    "TurnPassed": "events", "Undo": "actions", "UndoLocked": "events", "Undone": "events", "UseHint": "actions",
    "computer_player": "computer_moves", "computer_seed": "computer_moves", "default_seat_name": "seats",
    "default_seats": "seats", "is_default_seat_name": "seats", "level_problem": "seats",
    "match_from_record": "matchfile", "match_to_record": "matchfile", "scoring_problem": "seats",
    "seat_count": "seats", "seat_name_problem": "seats", "setup_problem": "seats",
}

__all__ = [
    "Action", "Clock", "ComputerMove", "ComputerRequest", "Configure", "Configured", "Countdown", "EndGame", "Event",
    "FlagRaised", "FourWay", "GameOver", "GameResult", "GameStarted", "HINTS", "LEVELS", "LockUndo", "MAX_NAME",
    "MODES", "MODE_NAMES", "ManualClock", "Match", "MatchError", "NewGame", "NewTournament", "OFF_THE_BOARD_FLAGS",
    "Pause", "Place", "Placed", "Refused", "Resume", "Seat", "SeatScore", "SetComputer", "SetLevel", "SetScoring",
    "SetTimers", "SettingChanged", "StartOver", "StartTournamentGame", "TIMER_MINUTES", "TIMER_SECONDS",
    "TWO_SEAT_MODES", "Tick", "TimeUp", "Tournament", "TournamentCleared", "TournamentEntry", "TurnPassed", "Undo",
    "UndoLocked", "Undone", "UseHint", "computer_player", "computer_seed", "default_seat_name", "default_seats",
    "is_default_seat_name", "level_problem", "match_from_record", "match_to_record", "scoring_problem", "seat_count",
    "seat_name_problem", "setup_problem",
]


__getattr__ = lazy_names(__name__, _MODULES)
