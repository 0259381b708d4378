"""What happened: ``Match.apply`` returns these values, in order, for the UI to show.

:data:`Event` is the union of them all.
"""

from __future__ import annotations

from dataclasses import dataclass

from ishido_retro.engine.game import Placement


@dataclass(frozen=True)
class Placed:
    placement: Placement
    seat: int
    by_computer: bool


@dataclass(frozen=True)
class FourWay:
    placement: Placement
    seat: int
    count: int          # the seat's (or team's) 4-Ways so far, this one included


@dataclass(frozen=True)
class Refused:
    reason: str


@dataclass(frozen=True)
class TurnPassed:
    seat: int           # the seat to play now
    timed_out: bool     # the previous seat's timer ran out


@dataclass(frozen=True)
class TimeUp:
    seat: int
    scope: str          # "move" (challenge) or "game" (tournament)


@dataclass(frozen=True)
class Undone:
    placement: Placement


@dataclass(frozen=True)
class GameStarted:
    seed: int | None
    mode: str
    number: int         # games started in this match, this one included


@dataclass(frozen=True)
class SeatScore:
    name: str
    computer: bool
    score: int
    four_ways: int


@dataclass(frozen=True)
class GameResult:
    """How a game ended and what every seat made of it."""

    reason: str                    # emptied | stuck | player | time
    mode: str
    scoring: str
    stones_left: int
    four_ways: int
    scores: tuple[SeatScore, ...]
    all_time: bool                 # may enter the All-Time board (no hint, no restart, not a tournament)


@dataclass(frozen=True)
class GameOver:
    result: GameResult


@dataclass(frozen=True)
class FlagRaised:
    flag: str           # "hinted" or "restarted": the game left the All-Time board


@dataclass(frozen=True)
class UndoLocked:
    reason: str


@dataclass(frozen=True)
class Configured:
    mode: str
    scoring: str


@dataclass(frozen=True)
class SettingChanged:
    what: str           # "scoring", "timers", "computer", "level"
    now: bool           # True: applies to this game; False: from the next one


@dataclass(frozen=True)
class TournamentCleared:
    seed: int


Event = (Placed | FourWay | Refused | TurnPassed | TimeUp | Undone | GameStarted | GameOver | FlagRaised
         | UndoLocked | Configured | SettingChanged | TournamentCleared)
