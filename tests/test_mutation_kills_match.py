"""Match tests written to kill mutants that bench/mutation.py found surviving (fast, no UI)."""

from __future__ import annotations

import copy

import pytest

from ishido_retro.engine import Square
from ishido_retro.engine.records import RecordError
from ishido_retro.match import EndGame, Match, Place, Seat, StartOver, StartTournamentGame, TournamentEntry
from ishido_retro.match.clock import Countdown, ManualClock
from ishido_retro.match.matchfile import match_from_record, match_to_record

ENTRY = {"name": "Ann", "computer": False, "score": 0, "four_ways": 0, "stones_left": 66, "flags": ["restarted"]}


def _tournament_record():
    """A tournament on deal 9: Ann restarted and ended her game, Bob has placed one stone."""
    match = Match.new(ManualClock(), "tournament", "ancient", seed=9)
    match.apply(StartTournamentGame(Seat("Ann")))
    match.apply(StartOver())
    match.apply(EndGame())
    match.apply(StartTournamentGame(Seat("Bob")))
    match.apply(Place(match.game.legal_squares()[0]))
    record = match_to_record(match)
    assert record["match"]["tournament"] == {"games": 2, "awaiting_player": False, "results": [ENTRY]}
    return record


def _load_tournament(change):
    record = _tournament_record()
    change(record["match"]["tournament"])
    return match_from_record(record, ManualClock()).tournament


def _refused(change, message):
    with pytest.raises(RecordError) as caught:
        _load_tournament(change)
    assert str(caught.value) == message


def _result(**changes):
    return lambda t: t["results"][0].update(changes)


@pytest.mark.parametrize("change, message", [
    (lambda t: t.clear() or t.update(results="Ann"), "The tournament results must be a list."),
    (lambda t: t.update(results=[dict(ENTRY), "Bob"]), "Tournament result 2 must be a mapping."),
    (lambda t: t.update(results=[dict(ENTRY), dict(ENTRY, name=" ")]),
     "Tournament result 2's name must be a name of 1 to 24 characters."),
    (_result(name=None), "Tournament result 1's name must be a name of 1 to 24 characters."),
    (_result(name=7), "Tournament result 1's name must be a name of 1 to 24 characters."),
    (_result(name="A" * 25), "Tournament result 1's name must be a name of 1 to 24 characters."),
    (_result(name="Ann\tLee"), "Tournament result 1's name must be a name of 1 to 24 characters."),
    (_result(computer="no"), "Tournament result 1's computer must be true or false."),
    (_result(computer=0), "Tournament result 1's computer must be true or false."),
    (_result(score=-1), "Tournament result 1's score must be a whole number from 0 to 10000000."),
    (_result(score=10**7 + 1), "Tournament result 1's score must be a whole number from 0 to 10000000."),
    (_result(score=True), "Tournament result 1's score must be a whole number from 0 to 10000000."),
    (_result(score=5.0), "Tournament result 1's score must be a whole number from 0 to 10000000."),
    (_result(four_ways=73), "Tournament result 1's four_ways must be a whole number from 0 to 72."),
    (_result(stones_left=73), "Tournament result 1's stones_left must be a whole number from 0 to 72."),
    (_result(flags="restarted"), "Tournament result 1's flags must be a list."),
    (_result(flags=["a"] * 9), "Tournament result 1's flags must be a short list of short words."),
    (_result(flags=[""]), "Tournament result 1's flags must be a short list of short words."),
    (_result(flags=["x" * 41]), "Tournament result 1's flags must be a short list of short words."),
    (_result(flags=["ok", 3]), "Tournament result 1's flags must be a short list of short words."),
    (lambda t: t.update(games=1002), "The tournament's games must be a whole number from 0 to 1001."),
    (lambda t: t.update(games=0), "The tournament lists 1 results but started only 0 games."),
    (lambda t: t.update(awaiting_player="yes"), "Awaiting_player must be true or false."),
    (lambda t: t.update(results=[dict(ENTRY)] * 1001, games=1001), "A tournament keeps at most 1000 results."),
])
def test_a_damaged_tournament_is_refused_naming_the_fault(change, message):
    _refused(change, message)


def test_a_tournament_record_refused_outright():
    record = _tournament_record()
    record["match"]["tournament"] = ["games", 2]
    with pytest.raises(RecordError) as caught:
        match_from_record(record, ManualClock())
    assert str(caught.value) == "A tournament match needs its 'tournament' mapping."


def test_a_tournament_at_its_limits_loads():
    tournament = _load_tournament(_result(name="A" * 24, score=10**7, four_ways=72, stones_left=72,
                                          flags=["x" * 40, "b", "c", "d", "e", "f", "g", "h"]))
    assert tournament.results == [TournamentEntry("A" * 24, False, 10**7, 72, 72,
                                                  ("x" * 40, "b", "c", "d", "e", "f", "g", "h"))]
    many = _load_tournament(lambda t: t.update(results=[dict(ENTRY)] * 1000, games=1001))
    assert len(many.results) == 1000 and many.games == 1001


def test_a_tournament_fills_in_what_it_leaves_out():
    def bare(t):
        t.pop("games")
        t.pop("awaiting_player")
        t["results"] = [{"name": "Ann", "score": 12, "four_ways": 1, "stones_left": 3},
                        {"name": "Eve", "computer": True, "score": 40, "four_ways": 0, "stones_left": 0}]
    tournament = _load_tournament(bare)
    assert tournament.results == [TournamentEntry("Ann", False, 12, 1, 3, ()),
                                  TournamentEntry("Eve", True, 40, 0, 0, ())]
    assert tournament.games == 2 and tournament.awaiting_player is True
    empty = _load_tournament(lambda t: t.clear())
    assert empty.results == [] and empty.games == 0 and empty.awaiting_player is True


def test_seats_are_refused_or_filled_in_by_number():
    record = _tournament_record()
    base = copy.deepcopy(record)
    record["match"]["seats"] = [{"name": "Bob", "computer": False}]
    assert match_from_record(record, ManualClock()).seats == (Seat("Bob", False, "master"),)
    for seats, message in [
        (["Bob"], "Seat 1 must be a mapping with name, computer and level."),
        ([{"name": "Bob"}], "Seat 1's computer must be true or false."),
        ([{"name": "Bob", "computer": False, "level": "god"}], "Seat 1's level must be one of novice, adept, master."),
        ([{"name": "", "computer": False}], "Seat 1's name must be a name of 1 to 24 characters."),
        ("Bob", "The seats must be a list."),
    ]:
        record = copy.deepcopy(base)
        record["match"]["seats"] = seats
        with pytest.raises(RecordError) as caught:
            match_from_record(record, ManualClock())
        assert str(caught.value) == message


@pytest.mark.parametrize("minutes, message", [
    (0, "Tournament_minutes must be from 1 to 60, or null."),
    (61, "Tournament_minutes must be from 1 to 60, or null."),
    (True, "Tournament_minutes must be from 1 to 60, or null."),
    ("5", "Tournament_minutes must be from 1 to 60, or null."),
])
def test_tournament_minutes_out_of_range_are_refused(minutes, message):
    record = _tournament_record()
    record["match"]["timers"]["tournament_minutes"] = minutes
    with pytest.raises(RecordError) as caught:
        match_from_record(record, ManualClock())
    assert str(caught.value) == message


@pytest.mark.parametrize("minutes", [1, 60])
def test_tournament_minutes_at_the_limits_load(minutes):
    record = _tournament_record()
    record["match"]["timers"]["tournament_minutes"] = minutes
    assert match_from_record(record, ManualClock()).tournament_minutes == minutes


def test_a_manual_clock_starts_at_zero_and_never_goes_back():
    clock = ManualClock()
    assert clock.now() == 0.0
    clock.advance(0)
    assert clock.now() == 0.0
    clock.advance(2.5)
    assert clock.now() == 2.5
    with pytest.raises(ValueError) as caught:
        clock.advance(-0.5)
    assert str(caught.value) == "a clock cannot go back in time"
    assert ManualClock(7).now() == 7.0


def test_a_countdown_adds_up_the_time_of_each_run():
    countdown = Countdown(30.0)
    countdown.start(10.0)
    countdown.stop(14.0)
    countdown.stop(20.0)                  # stopped already: nothing more is spent
    countdown.start(50.0)
    countdown.stop(56.0)
    assert countdown.spent == 10.0 and countdown.left(99.0) == 20.0 and not countdown.running


def test_a_match_names_an_action_it_does_not_know():
    match = Match.new(ManualClock(), "solitaire", seed=3)
    with pytest.raises(AssertionError, match="UnknownThing"):
        match.apply(UnknownThing())         # type: ignore[arg-type]


class UnknownThing:
    def __repr__(self) -> str:
        return "UnknownThing()"


def _challenge_record(**timers):
    """A challenge on deal 7 (10 s a move) after one stone, with the given timer fields."""
    match = Match.new(ManualClock(), "challenge", seed=7, challenge_seconds=10)
    match.apply(Place(Square(0, 6)))
    record = match_to_record(match)
    record["match"]["timers"].update(timers)
    return record


def _refused_record(record, message):
    with pytest.raises(RecordError) as caught:
        match_from_record(record, ManualClock())
    assert str(caught.value) == message


def test_a_match_record_keeps_the_time_left_to_the_millisecond_and_the_undo_lock():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=7, challenge_seconds=10)
    match.apply(Place(Square(0, 6)))
    clock.advance(1.23456)
    match.undo_lock_reason = "The Oracle was asked."
    part = match_to_record(match)["match"]
    assert part["timers"] == {"tournament_minutes": None, "challenge_seconds": 10, "left": 8.765}
    assert part["undo_lock"] == "The Oracle was asked." and part["time_ran_out"] is False
    again = match_from_record(match_to_record(match), ManualClock())
    assert again.undo_lock_reason == "The Oracle was asked."
    assert again.timer_left() == 8.765


@pytest.mark.parametrize("left, shown, later", [(0, 0.0, 0.0), (4, 4.0, 2.5), (10, 10.0, 8.5), (3600, 10.0, 8.5)])
def test_the_time_left_resumes_on_the_new_clock(left, shown, later):
    clock = ManualClock(100)
    again = match_from_record(_challenge_record(left=left), clock)
    assert again.timer_left() == shown
    clock.advance(1.5)
    assert again.timer_left() == later


def test_a_challenge_keeps_both_timers_and_counts_its_moves_time():
    again = match_from_record(_challenge_record(tournament_minutes=5, left=3600), ManualClock())
    assert (again.tournament_minutes, again.challenge_seconds) == (5, 10)
    assert again.timer_left() == 10.0


def test_a_tournament_counts_its_minutes_when_it_resumes():
    record = _tournament_record()
    record["match"]["timers"].update(tournament_minutes=5, left=3600)
    assert match_from_record(record, ManualClock()).timer_left() == 300.0
    record["match"]["timers"].update(tournament_minutes=5, left=100)
    assert match_from_record(record, ManualClock()).timer_left() == 100.0


def test_a_challenge_without_a_timer_has_no_time_left():
    record = _challenge_record(challenge_seconds=None, left=5)
    again = match_from_record(record, ManualClock())
    assert again.challenge_seconds is None and again.timer_left() is None
    record["match"]["timers"] = None
    assert match_from_record(record, ManualClock()).timer_left() is None


def test_a_challenge_with_a_timer_but_no_time_left_loads():
    again = match_from_record(_challenge_record(left=None), ManualClock())
    assert again.challenge_seconds == 10 and again.game.moves == [Square(0, 6)]


@pytest.mark.parametrize("left", [-0.5, 3600.5, True, "soon"])
def test_a_time_left_out_of_range_is_refused(left):
    _refused_record(_challenge_record(left=left), "The time left must be a number of seconds from 0 to 3600.")


def test_time_ran_out_is_read_or_taken_as_false():
    record = _challenge_record()
    record["match"].pop("time_ran_out")
    assert match_from_record(record, ManualClock()).time_ran_out is False
    record["match"]["time_ran_out"] = True
    assert match_from_record(record, ManualClock()).time_ran_out is True
    record["match"]["time_ran_out"] = "no"
    _refused_record(record, "Time_ran_out must be true or false.")


def test_the_undo_lock_is_a_short_text():
    record = _challenge_record()
    record["match"]["undo_lock"] = "x" * 200
    assert match_from_record(record, ManualClock()).undo_lock_reason == "x" * 200
    for bad in ("x" * 201, 5):
        record["match"]["undo_lock"] = bad
        _refused_record(record, "The undo lock's reason must be a short text.")


def test_whole_match_faults_are_named_in_full():
    record = _challenge_record()
    record["match"]["timers"] = [10]
    _refused_record(record, "The match's timers must be a mapping.")
    record = _challenge_record()
    record["match"]["mode"] = "bingo"
    _refused_record(record, "The match's mode must be one of solitaire, cooperative, tournament, challenge.")
    record = _challenge_record()
    record["match"]["seats"][1]["level"] = "god"
    _refused_record(record, "Seat 2's level must be one of novice, adept, master.")
    record.pop("match")
    _refused_record(record, "The record holds no match (the 'match' key is missing).")


def test_a_tournament_result_without_flags_is_written_without_them():
    record = _tournament_record()
    record["match"]["tournament"]["results"] = [{"name": "Eve", "score": 40, "four_ways": 0, "stones_left": 0}]
    again = match_from_record(record, ManualClock())
    assert again.tournament.deal == again.game.deal
    assert match_to_record(again)["match"]["tournament"]["results"] == [
        {"name": "Eve", "computer": False, "score": 40, "four_ways": 0, "stones_left": 0}]
