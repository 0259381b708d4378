"""The Oracle's asking and answering rules, without the screen."""

from ishido_retro.engine.stones import Square, Stone
from ishido_retro.oracle.session import OracleSession

CENTRE = (Square(5, 3), Stone(2, 4))
AROUND = [(Square(5, 2), Stone(2, 1)), (Square(6, 3), Stone(3, 4)),
          (Square(5, 4), Stone(2, 0)), (Square(4, 3), Stone(5, 4))]


def test_on_during_a_game_asks_at_once_and_between_games_at_the_next():
    s = OracleSession()
    assert s.toggle(in_game=True) is True and s.enabled
    s = OracleSession()
    assert s.toggle(in_game=False) is False and s.enabled
    assert s.game_started() is True
    assert s.game_started() is False       # asked once; nothing kept yet


def test_ok_keeps_cancel_and_empty_turn_it_off():
    s = OracleSession()
    s.toggle(True)
    s.answered_with("OK", "  What   of the sea?  ")
    assert s.question == "What of the sea?" and s.enabled and s.waiting
    s.toggle(True)          # off
    assert not s.enabled and s.question == "What of the sea?"
    assert s.toggle(True) is True           # on again: the kept question is shown for editing
    s.answered_with("Cancel", "something else")
    assert not s.enabled and s.question == "What of the sea?"
    s.toggle(True)
    s.answered_with("OK", "   ")
    assert not s.enabled


def test_a_persons_4way_gives_one_reading_and_a_computers_none():
    s = OracleSession(method="coins")
    s.toggle(True)
    s.answered_with("OK", "Which way?")
    assert s.four_way(CENTRE, AROUND, 100.0, by_computer=True) is None
    r = s.four_way(CENTRE, AROUND, 100.0, by_computer=False)
    assert r is not None and r.question == "Which way?" and r.method == "coins" and r.moment == 100.0
    assert s.four_way(CENTRE, AROUND, 101.0, by_computer=False) is None      # one reading per question
    assert s.game_started() is False        # answered: not asked again by itself
    s.toggle(True)
    s.toggle(True)
    s.answered_with("OK", "Which way?")      # asked again, even in the same words: a new reading
    assert s.four_way(CENTRE, AROUND, 102.0, by_computer=False) is not None


def test_a_game_a_person_completed_without_a_reading_brings_the_question_back():
    s = OracleSession()
    s.toggle(False)
    assert s.game_started()
    s.answered_with("OK", "What comes?")
    assert s.game_started() is False         # a new deal over an unfinished game: not asked again
    s.game_over(person=False)                # the computer finished it: nothing comes back
    assert s.game_started() is False
    s.game_over()                            # a person completed it with no 4-Way: asked again
    assert s.game_started() is True
    assert s.question == "What comes?"


def test_nothing_is_asked_in_computer_play_until_a_person_plays():
    s = OracleSession()
    s.toggle(False)
    assert s.game_started(person=False) is False
    assert s.game_started(person=True) is True


def test_off_gives_nothing():
    s = OracleSession(question="Kept", enabled=False)
    assert s.four_way(CENTRE, AROUND, 1.0, by_computer=False) is None
    assert s.game_started() is False
