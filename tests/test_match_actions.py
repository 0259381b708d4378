"""The match's typed dispatch: the Action union, the action classes and ``Match.apply``'s handlers agree."""

from __future__ import annotations

import inspect
import typing

import pytest

from ishido_retro.engine import Square
from ishido_retro.match import (
    ComputerMove,
    Configure,
    Configured,
    EndGame,
    FlagRaised,
    GameOver,
    GameStarted,
    LockUndo,
    ManualClock,
    Match,
    NewGame,
    NewTournament,
    Pause,
    Place,
    Placed,
    Refused,
    Resume,
    Seat,
    SetComputer,
    SetLevel,
    SetScoring,
    SetTimers,
    SettingChanged,
    StartOver,
    StartTournamentGame,
    Tick,
    TurnPassed,
    Undo,
    UndoLocked,
    Undone,
    UseHint,
    actions,
)

# One example of every action, and the kinds of event it gives on a fresh two-seat match of deal 3.
EXAMPLES = {
    Place: (Place(Square(0, 0)), None),     # the square is replaced by a legal one below
    ComputerMove: (ComputerMove(Square(0, 0), (0, 0, 0)), []),     # a stale key: ignored
    Undo: (Undo(), [Refused]),
    EndGame: (EndGame(), [GameOver]),
    NewGame: (NewGame(5), [GameStarted]),
    StartOver: (StartOver(), [GameStarted, FlagRaised]),
    Tick: (Tick(), []),
    Pause: (Pause(), []),
    Resume: (Resume(), []),
    UseHint: (UseHint("show_moves"), [FlagRaised]),
    Configure: (Configure("solitaire", "modern", 4), [Configured, GameStarted]),
    SetComputer: (SetComputer(1, True), [SettingChanged]),
    SetLevel: (SetLevel("adept"), [SettingChanged]),
    SetScoring: (SetScoring("ancient"), [SettingChanged]),
    SetTimers: (SetTimers(None, 10), [SettingChanged]),
    NewTournament: (NewTournament(3), [Refused]),
    StartTournamentGame: (StartTournamentGame(Seat("Ann")), [Refused]),
    LockUndo: (LockUndo("An Oracle reading was cast."), [UndoLocked]),
}


def test_the_action_union_is_every_action_class_of_the_actions_module():
    classes = {c for _, c in inspect.getmembers(actions, inspect.isclass) if c.__module__ == actions.__name__}
    assert set(typing.get_args(actions.Action)) == classes
    assert len(classes) == 18
    assert set(EXAMPLES) == classes


@pytest.mark.parametrize("kind", list(EXAMPLES), ids=lambda kind: kind.__name__)
def test_every_action_reaches_its_handler(kind):
    match = Match.new(ManualClock(), "cooperative", seed=3)
    action, expected = EXAMPLES[kind]
    if kind is Place:
        action, expected = Place(match.game.legal_squares()[0]), [Placed, TurnPassed]
    assert [type(event) for event in match.apply(action)] == expected


def test_the_handlers_give_their_own_answers():
    match = Match.new(ManualClock(), "cooperative", seed=3)
    assert match.apply(SetLevel("adept")) == [SettingChanged("level", True)]
    assert match.apply(SetScoring("ancient")) == [SettingChanged("scoring", True)]     # no stone placed yet
    assert match.apply(SetTimers(None, 10)) == [SettingChanged("timers", True)]
    match.apply(Place(match.game.legal_squares()[0]))
    assert match.apply(SetScoring("modern")) == [SettingChanged("scoring", False)]     # from the next game
    assert match.apply(SetTimers(5, None)) == [SettingChanged("timers", False)]
    assert match.apply(NewTournament(3)) == [Refused("A tournament is set up from Game > Tournament.")]
    assert match.apply(StartTournamentGame(Seat("Ann"))) == [Refused("No tournament is being played.")]
    assert [type(event) for event in match.apply(Undo())] == [Undone]
    assert match.apply(Undo()) == [Refused("There is no move to take back.")]


def test_a_value_that_is_no_action_is_refused_loudly():
    match = Match.new(ManualClock(), "solitaire", seed=3)
    with pytest.raises(AssertionError, match="unreachable"):
        match.apply("place")
