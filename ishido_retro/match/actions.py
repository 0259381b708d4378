"""What can be asked of a match: each user action is a frozen value given to ``Match.apply``.

:data:`Action` is the union of them all; ``Match.apply`` handles it with one
``match`` statement ending in :func:`typing.assert_never`, so mypy names an
action that nobody handles.
"""

from __future__ import annotations

from dataclasses import dataclass

from ishido_retro.engine.stones import Square
from ishido_retro.match.seats import Seat


@dataclass(frozen=True)
class Place:
    """A human puts the touchstone on ``square``."""

    square: Square


@dataclass(frozen=True)
class ComputerMove:
    """The computer's choice for the request with ``key``; ignored when the game has moved on."""

    square: Square
    key: tuple[int, int, int]


@dataclass(frozen=True)
class Undo:
    """Take back the last placement (and the computer's after it, so a human is to play)."""


@dataclass(frozen=True)
class EndGame:
    """Game > End Game."""


@dataclass(frozen=True)
class NewGame:
    """A new deal from ``seed`` with the same mode and seats (not in a tournament)."""

    seed: int


@dataclass(frozen=True)
class StartOver:
    """Game > Start Game Over: the same deal from its first stone; off the All-Time board."""


@dataclass(frozen=True)
class Tick:
    """Look at the clock: a timer may have run out."""


@dataclass(frozen=True)
class Pause:
    """A requester, dialog or menu is open: the timers stand still until :class:`Resume`."""


@dataclass(frozen=True)
class Resume:
    """Nothing stands in front of the board any more: the timers run again."""


@dataclass(frozen=True)
class UseHint:
    """A hint was taken (one of :data:`~.seats.HINTS`): the game leaves the All-Time board."""

    kind: str


@dataclass(frozen=True)
class Configure:
    """A new match: its mode, scoring and seats, first deal from ``seed``.

    In a tournament ``seed`` makes the one deal every player plays, and ``seats``
    is ignored: each game's player arrives with :class:`StartTournamentGame`.
    """

    mode: str
    scoring: str
    seed: int
    seats: tuple[Seat, ...] = ()


@dataclass(frozen=True)
class SetComputer:
    """Computer Player 1 or 2 (seat 0 or 1) switched on or off, now.

    ``name`` is the seat's chosen name, kept whoever plays it; without one the
    seat is called "Computer N" or "Player N" (in solitaire "Computer" or "Player").
    """

    seat: int
    on: bool
    level: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class SetLevel:
    """The level of every computer seat, now and for later games."""

    level: str


@dataclass(frozen=True)
class SetScoring:
    """Ancient or Modern: at once if no stone was placed yet, else from the next game."""

    scoring: str


@dataclass(frozen=True)
class SetTimers:
    """Minutes per tournament game and seconds per challenge move; None switches a timer off."""

    tournament_minutes: int | None
    challenge_seconds: int | None


@dataclass(frozen=True)
class NewTournament:
    """A new shuffle for a new tournament; its results are cleared."""

    seed: int


@dataclass(frozen=True)
class StartTournamentGame:
    """The next tournament game, played by ``seat`` on the tournament's deal."""

    seat: Seat


@dataclass(frozen=True)
class LockUndo:
    """No move made so far may be undone; Undo then gives ``reason``."""

    reason: str


Action = (Place | ComputerMove | Undo | EndGame | NewGame | StartOver | Tick | Pause | Resume | UseHint | Configure
          | SetComputer | SetLevel | SetScoring | SetTimers | NewTournament | StartTournamentGame | LockUndo)

