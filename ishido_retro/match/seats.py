"""Modes, seats and their names, computer levels, scorings and hints: what a match is set up with.

Every set-up (a new match, a Configure, a loaded file) goes through the one check,
:func:`setup_problem`, which names the first fault in one sentence.
"""

from __future__ import annotations

from dataclasses import dataclass

from ishido_retro.engine.scoring import SCORINGS

MODES = ("solitaire", "cooperative", "tournament", "challenge")
TWO_SEAT_MODES = ("cooperative", "challenge")    # the others have one seat
MODE_NAMES = {"solitaire": "Solitaire", "cooperative": "Cooperative", "tournament": "Tournament",
              "challenge": "Challenge"}
LEVELS = ("novice", "adept", "master")
HINTS = {"show_moves": "Show Possible Moves", "always_show_moves": "Always Show Moves", "show_pouch": "Show Pouch",
         "suggest_move": "Suggest a Move"}
OFF_THE_BOARD_FLAGS = ("hinted", "restarted")
MAX_NAME = 24


class MatchError(ValueError):
    """A match set up, or loaded, with values that do not fit together."""


@dataclass(frozen=True)
class Seat:
    """One place at the table: a name, and whether the computer plays it (and how well)."""

    name: str
    computer: bool = False
    level: str = "master"


def seat_count(mode: str) -> int:
    """How many seats ``mode`` has: two in Cooperative and Challenge play, else one."""
    return 2 if mode in TWO_SEAT_MODES else 1


def default_seat_name(mode: str, seat: int, computer: bool) -> str:
    """The name seat ``seat`` gets when nobody names it: "Player" or "Computer", numbered where there are two."""
    who = "Computer" if computer else "Player"
    return who if seat_count(mode) == 1 else f"{who} {seat + 1}"


def default_seats(mode: str, computer_1: bool = False, computer_2: bool = False,
                  level: str = "master", names: tuple[str, ...] = ()) -> tuple[Seat, ...]:
    """The seats Computer Player 1 and 2 give in ``mode`` (the tournament's seat is named per game).

    ``names`` name the two seats of Cooperative and Challenge play; a blank one,
    or none, gives "Player N" or "Computer N".
    """
    if seat_count(mode) == 1:
        return (Seat(default_seat_name(mode, 0, computer_1), computer_1, level),)
    chosen = [n.strip() for n in names[:2]] + ["", ""]
    return tuple(Seat(chosen[i] or default_seat_name(mode, i, computer), computer, level)
                 for i, computer in enumerate((computer_1, computer_2)))


def is_default_seat_name(name: str, seat: int) -> bool:
    """Whether ``name`` is blank or one a two-seat mode gives seat ``seat`` unasked ("Player 1", "Computer 1")."""
    return name.strip() in ("", *(default_seat_name(TWO_SEAT_MODES[0], seat, computer) for computer in (False, True)))


def seat_name_problem(name: str) -> str | None:
    """None if ``name`` can name a seat, else why not."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or not name.isprintable():
        return f"A player's name has 1 to {MAX_NAME} letters, digits or signs."
    return None


def level_problem(level: str) -> str | None:
    """None if ``level`` is a computer level, else why not."""
    return None if level in LEVELS else f"There is no computer level {level!r}."


def scoring_problem(mode: str, scoring: str) -> str | None:
    """None if ``scoring`` exists and ``mode`` may use it (Challenge play is always Modern), else why not."""
    if scoring not in SCORINGS:
        return f"There is no {scoring!r} scoring; use modern or ancient."
    if mode == "challenge" and scoring == "ancient":
        return "Ancient scoring cannot be used in Challenge play."
    return None


def setup_problem(mode: str, scoring: str, seats: tuple[Seat, ...]) -> str | None:
    """The one check of a match's set-up (a new match, a Configure, a loaded file): None if the mode,
    scoring and seats fit together, else one sentence naming the first fault."""
    if mode not in MODES:
        return f"There is no {mode!r} mode; the modes are {', '.join(MODES)}."
    problem = scoring_problem(mode, scoring)
    if problem is not None:
        return problem
    wanted = seat_count(mode)
    if len(seats) != wanted:
        return f"{MODE_NAMES[mode]} play has {wanted} seat{'s' * (wanted > 1)}, not {len(seats)}."
    for seat in seats:
        problem = seat_name_problem(seat.name)
        if problem is not None:
            return f"{problem} {seat.name[:MAX_NAME + 1]!r} is not one."
        problem = level_problem(seat.level)
        if problem is not None:
            return problem
    return None


def check_setup(mode: str, scoring: str, seats: tuple[Seat, ...]) -> None:
    """Raise :class:`MatchError` with :func:`setup_problem`'s sentence when the set-up does not fit."""
    problem = setup_problem(mode, scoring, seats)
    if problem is not None:
        raise MatchError(problem)
