"""The one check of a match's set-up (mode, scoring, seats) and the seat mapping, each fault by its sentence."""

from __future__ import annotations

import pytest

from ishido_retro.match import (
    Configure,
    Match,
    MatchError,
    Refused,
    Seat,
    SetComputer,
    SetLevel,
    SetScoring,
    StartTournamentGame,
    default_seat_name,
    default_seats,
    is_default_seat_name,
    level_problem,
    scoring_problem,
    seat_count,
    setup_problem,
)
from ishido_retro.match.clock import ManualClock

ONE = (Seat("Ann"),)
TWO = (Seat("Ann"), Seat("Bo"))

FAULTS = [
    ("bridge", "modern", ONE,
     "There is no 'bridge' mode; the modes are solitaire, cooperative, tournament, challenge."),
    ("solitaire", "fancy", ONE, "There is no 'fancy' scoring; use modern or ancient."),
    ("challenge", "ancient", TWO, "Ancient scoring cannot be used in Challenge play."),
    ("solitaire", "modern", TWO, "Solitaire play has 1 seat, not 2."),
    ("cooperative", "modern", ONE, "Cooperative play has 2 seats, not 1."),
    ("challenge", "modern", (Seat("Ann"),) * 3, "Challenge play has 2 seats, not 3."),
    ("solitaire", "modern", (Seat("   "),), "A player's name has 1 to 24 letters, digits or signs. '   ' is not one."),
    ("solitaire", "modern", (Seat("x" * 30),),
     f"A player's name has 1 to 24 letters, digits or signs. {'x' * 25!r} is not one."),
    ("cooperative", "modern", (Seat("Ann"), Seat("tab\there")),
     "A player's name has 1 to 24 letters, digits or signs. 'tab\\there' is not one."),
    ("tournament", "ancient", (Seat("Ann", True, "grandmaster"),), "There is no computer level 'grandmaster'."),
]


@pytest.mark.parametrize(("mode", "scoring", "seats", "sentence"), FAULTS)
def test_each_fault_of_a_set_up_is_named_in_one_sentence(mode, scoring, seats, sentence):
    assert setup_problem(mode, scoring, seats) == sentence


@pytest.mark.parametrize(("mode", "scoring", "seats", "sentence"), FAULTS)
def test_a_new_match_and_a_match_built_from_a_file_refuse_the_same_fault_the_same_way(mode, scoring, seats, sentence):
    from ishido_retro.engine import Game
    with pytest.raises(MatchError) as raised:
        Match(ManualClock(), mode, scoring, seats, Game.new(1))
    assert str(raised.value) == sentence


def test_configure_refuses_with_the_check_s_sentence_and_leaves_the_match_as_it_was():
    match = Match.new(ManualClock(), "solitaire", "modern", 3)
    assert match.apply(Configure("cooperative", "modern", 5, ONE)) == [Refused("Cooperative play has 2 seats, not 1.")]
    assert match.apply(Configure("challenge", "ancient", 5, TWO)) == \
        [Refused("Ancient scoring cannot be used in Challenge play.")]
    assert (match.mode, match.scoring, match.seats) == ("solitaire", "modern", (Seat("Player"),))
    assert match.game.deal.seed == 3


@pytest.mark.parametrize(("mode", "seats"), [("solitaire", ONE), ("tournament", ONE), ("cooperative", TWO),
                                             ("challenge", TWO)])
def test_a_set_up_that_fits_has_no_problem(mode, seats):
    assert setup_problem(mode, "modern", seats) is None
    assert setup_problem(mode, "ancient", seats) == (
        "Ancient scoring cannot be used in Challenge play." if mode == "challenge" else None)


def test_level_and_scoring_checks_are_the_ones_the_actions_use():
    assert level_problem("novice") is None and level_problem("adept") is None and level_problem("master") is None
    assert level_problem("Master") == "There is no computer level 'Master'."
    assert scoring_problem("solitaire", "ancient") is None
    assert scoring_problem("cooperative", "Modern") == "There is no 'Modern' scoring; use modern or ancient."
    match = Match.new(ManualClock(), "challenge", "modern", 3)
    assert match.apply(SetScoring("ancient")) == [Refused("Ancient scoring cannot be used in Challenge play.")]
    assert match.apply(SetScoring("roman")) == [Refused("There is no 'roman' scoring; use modern or ancient.")]
    assert match.apply(SetLevel("guru")) == [Refused("There is no computer level 'guru'.")]
    assert match.apply(SetComputer(1, True, "guru")) == [Refused("There is no computer level 'guru'.")]
    assert match.seats == (Seat("Player 1"), Seat("Player 2"))


def test_a_tournament_player_is_refused_for_a_bad_name_before_a_bad_level():
    match = Match.new(ManualClock(), "tournament", "modern", 3)
    assert match.apply(StartTournamentGame(Seat(" ", False, "guru"))) == \
        [Refused("A player's name has 1 to 24 letters, digits or signs.")]
    assert match.apply(StartTournamentGame(Seat("Ann", False, "guru"))) == \
        [Refused("There is no computer level 'guru'.")]
    assert match.waiting_for_player


# --- the seat mapping --------------------------------------------------------------


def test_seat_count_per_mode():
    assert [seat_count(m) for m in ("solitaire", "cooperative", "tournament", "challenge")] == [1, 2, 1, 2]


def test_default_seat_names():
    assert default_seat_name("solitaire", 0, False) == "Player"
    assert default_seat_name("tournament", 0, True) == "Computer"
    assert default_seat_name("cooperative", 0, True) == "Computer 1"
    assert default_seat_name("challenge", 1, False) == "Player 2"
    assert default_seats("cooperative", True, False, "adept", ("", " Bo ")) == (Seat("Computer 1", True, "adept"),
                                                                                Seat("Bo", False, "adept"))
    assert default_seats("solitaire", True, True, "novice", ("Ann", "Bo")) == (Seat("Computer", True, "novice"),)
    assert is_default_seat_name(" Computer 2 ", 1) and is_default_seat_name("", 0)
    assert not is_default_seat_name("Player 2", 0) and not is_default_seat_name("Computer", 0)


def test_switching_a_computer_seat_gives_the_default_name_of_the_mode():
    match = Match.new(ManualClock(), "cooperative", "modern", 3)
    match.apply(SetComputer(1, True))
    assert match.seats == (Seat("Player 1"), Seat("Computer 2", True))
    match.apply(SetComputer(1, False))
    assert match.seats == (Seat("Player 1"), Seat("Player 2"))
    solo = Match.new(ManualClock(), "solitaire", "modern", 3)
    solo.apply(SetComputer(0, True, "novice"))
    assert solo.seats == (Seat("Computer", True, "novice"),)


def test_the_settings_give_the_seats_of_each_mode():
    from ishido_retro.settings import Settings
    settings = Settings(computer_player_1=False, computer_player_2=True, computer_level="adept",
                        seat_1_name="Ann", seat_2_name="")
    assert settings.seats("challenge") == (Seat("Ann", False, "adept"), Seat("Computer 2", True, "adept"))
    assert settings.seats("tournament") == (Seat("Player", False, "adept"),)
    assert [settings.computer_in_seat(i) for i in (0, 1)] == [False, True]
    assert [settings.seat_name(i) for i in (0, 1)] == ["Ann", ""]
    settings.set_computer_in_seat(0, True)
    settings.set_computer_in_seat(1, False)
    assert (settings.computer_player_1, settings.computer_player_2) == (True, False)
    assert settings.seats("solitaire") == (Seat("Computer", True, "adept"),)
