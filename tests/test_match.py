"""The match layer without pyxel: modes, seats, turns, timers, tournament, flags and its file form."""

from __future__ import annotations

import pytest
from helpers import played_by, position

from ishido_retro.engine import Game, Square
from ishido_retro.engine.records import RecordError, load_record
from ishido_retro.match import (
    ComputerMove,
    Configure,
    Configured,
    EndGame,
    FlagRaised,
    FourWay,
    GameOver,
    GameResult,
    GameStarted,
    LockUndo,
    Match,
    MatchError,
    NewGame,
    NewTournament,
    Pause,
    Place,
    Placed,
    Refused,
    Resume,
    Seat,
    SeatScore,
    SetComputer,
    SetLevel,
    SetScoring,
    SetTimers,
    SettingChanged,
    StartOver,
    StartTournamentGame,
    Tick,
    TimeUp,
    TournamentCleared,
    TournamentEntry,
    TurnPassed,
    Undo,
    UndoLocked,
    UseHint,
    computer_player,
    computer_seed,
    default_seats,
    is_default_seat_name,
    seat_name_problem,
)
from ishido_retro.match.clock import Countdown, ManualClock
from ishido_retro.match.matchfile import match_from_record, match_to_record
from ishido_retro.players.computer import UnknownLevel


def kinds(events):
    return [type(e).__name__ for e in events]


def play_computers_to_the_end(match):
    events = []
    while (request := match.computer_request()) is not None:
        events += match.apply(ComputerMove(request.choose(), request.key))
    return events


def test_manual_clock_and_countdown():
    clock = ManualClock(5)
    clock.advance(2.5)
    assert clock.now() == 7.5
    with pytest.raises(ValueError, match="back in time"):
        clock.advance(-1)
    countdown = Countdown(10.0)
    assert countdown.left(100.0) == 10.0 and not countdown.running
    countdown.start(100.0)
    countdown.stop(104.0)
    assert countdown.left(200.0) == 6.0
    countdown.start(200.0)
    assert countdown.left(203.0) == 3.0 and countdown.left(250.0) == 0.0 and countdown.expired(250.0)


def test_solitaire_place_refuse_and_score():
    match = Match.new(ManualClock(), seed=7)
    assert (match.mode, match.scoring, match.turn, match.timer_left()) == ("solitaire", "modern", 0, None)
    assert match.seats == (Seat("Player"),)
    assert match.game.touchstone == (5, 0)
    events = match.apply(Place(Square(5, 0)))
    assert events == [Refused("A stone must touch another stone, side by side: above, below, left or right of it.")]
    events = match.apply(Place(Square(0, 6)))
    assert kinds(events) == ["Placed"]
    assert events[0].placement.square == Square(0, 6) and events[0].seat == 0 and not events[0].by_computer
    assert match.score == 0 and len(match.game.history) == 1


def test_cooperative_computer_first_one_team_score_and_stale_moves_ignored():
    match = Match.new(ManualClock(), "cooperative", seed=5, seats=default_seats("cooperative", True, False))
    assert [s.name for s in match.seats] == ["Computer 1", "Player 2"]
    assert match.turn == 0 and match.computer_to_play()
    request = match.computer_request()
    assert request.key == (2, 0, 0) and request.seat == 0
    square = request.choose()
    assert [square] == played_by(5, ("master",), 1, mode="cooperative", players=2).moves     # Master's choice
    assert match.apply(Place(square)) == [Refused("It is the computer's turn.")]
    events = match.apply(ComputerMove(square, request.key))
    assert kinds(events) == ["Placed", "TurnPassed"] and events[1] == TurnPassed(1, False)
    assert events[0].by_computer and match.turn == 1 and match.computer_request() is None
    assert match.apply(ComputerMove(Square(4, 2), request.key)) == []      # stale: the game moved on
    events = match.apply(Place(Square(5, 5)))
    assert kinds(events) == ["Placed", "TurnPassed"] and match.turn == 0
    assert [(s.score, s.four_ways) for s in match.seat_scores()] == [(2, 0), (2, 0)]   # one team score
    # Undo gives the human back their own stone (the computer's reply would be taken back too).
    events = match.apply(Undo())
    assert kinds(events) == ["Undone"] and events[0].placement.square == Square(5, 5) and match.turn == 1


def test_undo_takes_back_the_computers_reply_too():
    match = Match.new(ManualClock(), "cooperative", seed=5, seats=default_seats("cooperative", False, True))
    mine = match.game.legal_squares()[0]
    match.apply(Place(mine))
    request = match.computer_request()
    match.apply(ComputerMove(request.choose(), request.key))
    assert len(match.game.history) == 2 and match.turn == 0
    events = match.apply(Undo())
    assert kinds(events) == ["Undone", "Undone"] and events[1].placement.square == mine
    assert match.turn == 0 and match.game.history == []


def test_challenge_timer_passes_the_turn_and_scores_stay_apart():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=7, seats=(Seat("Ann"), Seat("Bob")), challenge_seconds=10)
    assert match.timer_left() == 10.0
    assert kinds(match.apply(Place(Square(0, 6)))) == ["Placed", "TurnPassed"]
    assert match.turn == 1
    clock.advance(10.5)
    assert match.apply(Tick()) == [TimeUp(1, "move"), TurnPassed(0, True)]
    assert match.turn == 0 and match.timer_left() == 9.5
    clock.advance(25)       # two whole periods: Ann's, then Bob's
    assert match.apply(Tick()) == [TimeUp(0, "move"), TurnPassed(1, True), TimeUp(1, "move"), TurnPassed(0, True)]
    assert match.timer_left() == 4.5 and match.game.passes == [1, 1, 1]
    assert match.apply(Undo()) == [Refused("Undo is not available in Challenge play.")]
    # A 4-Way for one player does not count for the other.
    assert [s.name for s in match.seat_scores()] == ["Ann", "Bob"]


def test_challenge_scores_are_separate():
    seats = default_seats("challenge", True, True, level="novice")
    match = Match.new(ManualClock(), "challenge", seed=11, seats=seats)
    events = []
    for _ in range(30):
        request = match.computer_request()
        events += match.apply(ComputerMove(request.choose(), request.key))
    placed = [e for e in events if isinstance(e, Placed)]
    assert [e.seat for e in placed[:4]] == [0, 1, 0, 1]
    scores = [s.score for s in match.seat_scores()]
    assert scores == [sum(e.placement.total for e in placed if e.seat == i) for i in (0, 1)]
    alone = played_by(11, ("novice", "novice"), 30, mode="challenge", players=2)     # the players without a match
    assert scores == [alone.final_score(0), alone.final_score(1)] and scores[0] != scores[1]


def test_ancient_is_refused_in_challenge():
    with pytest.raises(MatchError, match="Ancient scoring cannot be used in Challenge"):
        Match.new(ManualClock(), "challenge", "ancient", seed=1)
    match = Match.new(ManualClock(), "challenge", seed=1)
    assert match.apply(SetScoring("ancient")) == [Refused("Ancient scoring cannot be used in Challenge play.")]
    assert match.apply(Configure("challenge", "ancient", 3)) == \
        [Refused("Ancient scoring cannot be used in Challenge play.")]
    assert match.mode == "challenge" and match.scoring == "modern"


def test_scoring_changes_now_before_the_first_stone_else_next_game():
    match = Match.new(ManualClock(), seed=4)
    assert kinds(match.apply(SetScoring("ancient"))) == ["SettingChanged"] and match.game.scoring == "ancient"
    match.apply(Place(match.game.legal_squares()[0]))
    events = match.apply(SetScoring("modern"))
    assert events[0].now is False and match.game.scoring == "ancient"
    match.apply(NewGame(8))
    assert match.game.scoring == "modern" and match.game.deal.seed == 8


def test_hints_and_restart_take_the_game_off_the_all_time_board():
    match = Match.new(ManualClock(), seed=2)
    assert match.on_all_time_board and match.hint_costs_all_time()
    assert match.apply(UseHint("show_pouch")) == [FlagRaised("hinted")]
    assert match.apply(UseHint("show_moves")) == []            # already off the board: said once
    assert not match.on_all_time_board and not match.hint_costs_all_time()
    match.apply(NewGame(3))
    assert match.on_all_time_board
    match.apply(Place(match.game.legal_squares()[0]))
    events = match.apply(StartOver())
    assert kinds(events) == ["GameStarted", "FlagRaised"] and events[1] == FlagRaised("restarted")
    assert match.game.history == [] and match.game.deal.seed == 3 and not match.on_all_time_board
    result = match.apply(EndGame())[-1].result
    assert (result.reason, result.all_time) == ("player", False)


def test_undo_lock_says_why():
    match = Match.new(ManualClock(), seed=9)
    match.apply(Place(match.game.legal_squares()[0]))
    assert match.can_undo
    assert kinds(match.apply(LockUndo("The Oracle has spoken on this move."))) == ["UndoLocked"]
    assert match.apply(Undo()) == [Refused("The Oracle has spoken on this move.")]
    match.apply(Place(match.game.legal_squares()[0]))
    assert kinds(match.apply(Undo())) == ["Undone"]
    assert match.undo_refusal() == "The Oracle has spoken on this move."


def test_tournament_two_players_one_deal_results_and_timer():
    clock = ManualClock()
    match = Match.new(clock, "tournament", seed=11, tournament_minutes=2)
    assert match.waiting_for_player and match.seats == (Seat("Player"),)
    assert kinds(match.apply(Place(match.game.legal_squares()[0]))) == ["Refused"]
    assert match.apply(NewGame(4)) == \
        [Refused("Every tournament game uses the tournament's deal: name the next player.")]
    assert match.apply(StartTournamentGame(Seat("Ann"))) == [GameStarted(11, "tournament", 1)]
    assert match.timer_left() == 120.0
    first = match.game.touchstone
    for _ in range(5):
        match.apply(Place(match.game.legal_squares()[0]))
    clock.advance(119)
    assert match.apply(Tick()) == [] and match.timer_left() == 1.0
    clock.advance(1)
    events = match.apply(Tick())
    assert kinds(events) == ["TimeUp", "GameOver"] and events[0].scope == "game"
    assert events[1].result.reason == "time" and not events[1].result.all_time
    assert match.tournament.results == [TournamentEntry("Ann", False, 3, 0, 61)]
    assert match.waiting_for_player
    assert match.apply(UseHint("show_moves")) == [Refused("Show Possible Moves is not available in Tournament play.")]
    assert match.apply(SetScoring("ancient"))[0].reason.startswith("A tournament keeps the scoring")
    match.apply(StartTournamentGame(Seat("Computer", True, "novice")))
    assert match.game.touchstone == first and match.game.deal is match.tournament.deal      # the same deal
    events = play_computers_to_the_end(match)
    assert events[-1].result.reason == "emptied"
    alone = played_by(11, ("novice",))                  # the player's own game on that deal
    assert alone.stones_left == 0
    assert match.tournament.results[1] == TournamentEntry("Computer", True, alone.final_score(), alone.four_ways, 0)
    assert kinds(match.apply(NewTournament(10))) == ["TournamentCleared"]
    assert match.tournament.results == [] and match.game.deal.seed == 10 and match.waiting_for_player


def test_tournament_names_are_checked():
    match = Match.new(ManualClock(), "tournament", seed=1)
    assert kinds(match.apply(StartTournamentGame(Seat("   ")))) == ["Refused"]
    assert kinds(match.apply(StartTournamentGame(Seat("x" * 25)))) == ["Refused"]
    assert kinds(match.apply(StartTournamentGame(Seat("Émile")))) == ["GameStarted"]


def test_a_computer_only_solitaire_game_plays_to_its_end():
    match = Match.new(ManualClock(), seed=11, seats=(Seat("Computer", True, "novice"),))
    events = play_computers_to_the_end(match)
    over = events[-1]
    assert isinstance(over, GameOver) and over.result.reason == "emptied"
    alone = played_by(11, ("novice",))                              # the player's own game on that deal
    assert (over.result.stones_left, over.result.four_ways, over.result.scores[0].score) == \
        (0, alone.four_ways, alone.final_score())
    assert any(isinstance(e, FourWay) for e in events)
    assert match.apply(Undo()) == [Refused("The computer is playing every seat.")]


def test_computer_player_switched_on_and_off_mid_game():
    match = Match.new(ManualClock(), seed=6)
    assert match.computer_request() is None
    match.apply(SetComputer(0, True, "novice"))
    assert match.seats == (Seat("Computer", True, "novice"),) and match.computer_request() is not None
    match.apply(SetComputer(0, False))
    assert match.seats == (Seat("Player", False, "novice"),)
    assert kinds(match.apply(SetComputer(1, True))) == ["Refused"]
    # A named seat keeps its name whoever plays it.
    match = Match.new(ManualClock(), "cooperative", seed=6, seats=default_seats("cooperative", names=("Ann", "Bob")))
    match.apply(SetComputer(1, True, "adept", "Bob"))
    assert match.seats == (Seat("Ann"), Seat("Bob", True, "adept"))
    match.apply(SetComputer(1, False))
    assert match.seats == (Seat("Ann"), Seat("Player 2", False, "adept"))
    assert match.apply(SetComputer(0, True, None, "X" * 30)) == [Refused("A player's name has 1 to 24 letters, "
                                                                         "digits or signs.")]


def test_timers_are_checked_and_armed():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=1)
    assert match.timer_left() is None
    assert match.apply(SetTimers(None, 61)) == [Refused("The timer takes 1 to 60 seconds per move, not 61.")]
    match.apply(SetTimers(None, 30))
    assert match.timer_left() == 30.0
    match.apply(SetTimers(None, None))
    assert match.timer_left() is None


def test_a_challenge_match_survives_its_file_form():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=7, seats=(Seat("Ann"), Seat("Computer 2", True, "adept")),
                      challenge_seconds=10)
    match.apply(Place(Square(0, 6)))
    clock.advance(12)
    match.apply(Tick())
    clock.advance(3)
    record = match_to_record(match)
    assert record["in_progress"] is True and record["mode"] == "challenge" and record["passes"] == [1]
    assert record["match"]["timers"] == {"tournament_minutes": None, "challenge_seconds": 10, "left": 5.0}
    again = match_from_record(record, ManualClock(500))
    assert again.turn == 0 and again.timer_left() == 5.0 and again.seats == match.seats
    assert again.game.moves == [Square(0, 6)] and again.game.passes == [1]
    import yaml

    from ishido_retro.engine.records import dump_record
    assert load_record(yaml.safe_dump(record)).passes == [1]
    assert "passes" in dump_record(again.game)


def test_a_tournament_survives_its_file_form():
    match = Match.new(ManualClock(), "tournament", "ancient", seed=9)
    match.apply(StartTournamentGame(Seat("Ann")))
    match.apply(StartOver())
    match.apply(EndGame())
    match.apply(StartTournamentGame(Seat("Bob")))
    match.apply(Place(match.game.legal_squares()[0]))
    again = match_from_record(match_to_record(match), ManualClock())
    assert again.mode == "tournament" and again.scoring == "ancient" and again.seats == (Seat("Bob"),)
    assert again.tournament.results == [TournamentEntry("Ann", False, 0, 0, 66, ("restarted",))]
    assert again.tournament.games == 2 and not again.waiting_for_player and len(again.game.history) == 1


@pytest.mark.parametrize("change, fragment", [
    (lambda r: r.pop("match"), "holds no match"),
    (lambda r: r["match"].update(mode="bingo"), "mode must be one of"),
    (lambda r: r["match"].update(mode="solitaire"), "its game is a challenge game"),
    (lambda r: r["match"]["seats"].pop(), "Challenge play has 2 seats, not 1"),
    (lambda r: r["match"]["seats"][0].update(level="god"), "level must be one of"),
    (lambda r: r["match"]["seats"][0].update(name=""), "name must be a name"),
    (lambda r: r["match"]["timers"].update(challenge_seconds=0), "Challenge_seconds must be from 1 to 60"),
    (lambda r: r["match"]["timers"].update(left="soon"), "time left must be a number"),
    (lambda r: r["match"].update(tournament={"results": []}), "Only a tournament match"),
    (lambda r: r.update(passes=[5]), "A passed turn must be from 0 to 1"),
    (lambda r: r.update(passes=[1, 0]), "in the order they happened"),
])
def test_damaged_match_files_are_refused_naming_the_fault(change, fragment):
    match = Match.new(ManualClock(), "challenge", seed=7, challenge_seconds=10)
    match.apply(Place(Square(0, 6)))
    record = match_to_record(match)
    change(record)
    with pytest.raises(RecordError, match=fragment):
        match_from_record(record, ManualClock())


def test_configure_starts_a_new_match_and_clears_the_tournament():
    match = Match.new(ManualClock(), "tournament", seed=9)
    match.apply(StartTournamentGame(Seat("Ann")))
    events = match.apply(Configure("cooperative", "ancient", 4))
    assert kinds(events) == ["Configured", "GameStarted"]
    assert match.tournament is None and match.game.mode == "cooperative" and match.game.players == 2
    assert match.apply(NewTournament(3)) == [Refused("A tournament is set up from Game > Tournament.")]


def test_timers_stand_still_while_paused():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=7, seats=(Seat("Ann"), Seat("Bob")), challenge_seconds=10)
    clock.advance(3)
    assert match.apply(Pause()) == [] and match.paused
    clock.advance(30)                       # a requester stays open long past the move's time
    assert match.apply(Tick()) == [] and match.timer_left() == 7.0 and match.turn == 0
    match.apply(Resume())
    clock.advance(6.5)
    assert match.apply(Tick()) == [] and match.timer_left() == 0.5
    clock.advance(0.5)
    assert match.apply(Tick()) == [TimeUp(0, "move"), TurnPassed(1, True)]
    # A move made while paused arms a full period that waits for Resume.
    match.apply(Pause())
    match.apply(Place(match.game.legal_squares()[0]))
    clock.advance(100)
    assert match.timer_left() == 10.0
    match.apply(Resume())
    clock.advance(4)
    assert match.timer_left() == 6.0


def test_a_tournament_game_clock_stops_behind_a_dialog():
    clock = ManualClock()
    match = Match.new(clock, "tournament", seed=9, tournament_minutes=1)
    match.apply(Pause())                    # the name requester is open
    match.apply(StartTournamentGame(Seat("Ann")))
    clock.advance(45)
    assert match.timer_left() == 60.0
    match.apply(Resume())
    clock.advance(59)
    match.apply(Pause())
    clock.advance(600)
    assert match.apply(Tick()) == [] and match.timer_left() == 1.0 and match.playing
    match.apply(Resume())
    clock.advance(1)
    assert kinds(match.apply(Tick())) == ["TimeUp", "GameOver"]


def test_two_seat_modes_take_the_seats_names():
    assert default_seats("cooperative", False, True, "adept", (" Ann ", "")) == \
        (Seat("Ann", False, "adept"), Seat("Computer 2", True, "adept"))
    assert default_seats("challenge", names=("", "Bob")) == (Seat("Player 1"), Seat("Bob"))
    assert default_seats("solitaire", names=("Ann", "Bob")) == (Seat("Player"),)
    match = Match.new(ManualClock(), "challenge", seed=3, seats=default_seats("challenge", names=("Ann", "Bob")))
    assert [(s.name, s.score) for s in match.seat_scores()] == [("Ann", 0), ("Bob", 0)]
    assert is_default_seat_name(" Player 2", 1) and is_default_seat_name("Computer 1", 0)
    assert not is_default_seat_name("Player 2", 0) and not is_default_seat_name("Ann", 0)
    with pytest.raises(MatchError, match="1 to 24 letters"):
        Match.new(ManualClock(), "cooperative", seats=(Seat("A" * 25), Seat("Bob")))
    with pytest.raises(MatchError, match="1 to 24 letters"):
        Match.new(ManualClock(), "cooperative", seats=(Seat("Ann"), Seat("  ")))


# --- each action's answer in full: refusals by their sentence, settings by their event ----------------


def four_way_match(mode):
    """A two-seat match staged one move before seat 1 can make a 4-Way on (5, 3); seat 1 is a computer.

    Around (5, 3): N (0, 1) and S (0, 2) share the colour of the stone (0, 0), E (1, 0) and W (2, 0) its symbol.
    Seat 0 first puts (1, 1) on (7, 3), beside E.
    """
    game = position([(5, 2, 0, 1), (5, 4, 0, 2), (6, 3, 1, 0), (4, 3, 2, 0)], [(1, 1), (0, 0), (2, 2), (2, 2)],
                    mode=mode, players=2)
    match = Match(ManualClock(), mode, "modern", (Seat("Ann"), Seat("Hal", True, "novice")), game)
    assert kinds(match.apply(Place(Square(7, 3)))) == ["Placed", "TurnPassed"]
    events = match.apply(ComputerMove(Square(5, 3), match.turn_key()))
    assert kinds(events) == ["Placed", "FourWay", "TurnPassed"] and events[1] == FourWay(events[0].placement, 1, 1)
    return match


def test_a_4_way_counts_for_the_seat_that_made_it_and_the_score_for_the_team():
    match = four_way_match("cooperative")
    # 1 point for (7, 3) beside one stone, 8 + 25 for the first 4-Way: one team score, each seat's own 4-Ways.
    assert match.seat_scores() == (SeatScore("Ann", False, 34, 0), SeatScore("Hal", True, 34, 1))


def test_in_challenge_each_seat_has_its_own_score_and_4_ways():
    match = four_way_match("challenge")
    assert match.turn == 0
    assert match.seat_scores() == (SeatScore("Ann", False, 1, 0), SeatScore("Hal", True, 33, 1))
    assert match.score == 1


def test_a_solitaire_seat_shows_the_game_s_4_ways():
    game = position([(5, 2, 0, 1), (5, 4, 0, 2), (6, 3, 1, 0), (4, 3, 2, 0)], [(0, 0), (2, 2), (2, 2)])
    match = Match(ManualClock(), "solitaire", "modern", (Seat("Ann"),), game)
    assert kinds(match.apply(Place(Square(5, 3)))) == ["Placed", "FourWay"]
    assert match.seat_scores() == (SeatScore("Ann", False, 33, 1),)     # 8 + 25


def test_the_computer_seed_stays_the_same_from_version_to_version():
    # Suggest a Move asks Master with this seed, so its suggestion is the computer seat's move;
    # a deal without a seed (a record that gave none) counts as seed 0.
    assert computer_seed(21, 4, 1) == 2780
    assert computer_seed(None, 4, 1) == 29 and computer_seed(0, 0, 0) == 0


def test_a_computer_request_carries_the_seat_s_level_a_private_game_and_the_match_clock():
    clock = ManualClock()
    match = Match.new(clock, "cooperative", seed=5, seats=(Seat("Ann"), Seat("Hal", True, "adept")))
    match.apply(Place(match.game.legal_squares()[0]))
    request = match.computer_request()
    assert (request.key, request.seat, request.level) == ((2, 1, 0), 1, "adept")
    assert request.player.clock == clock.now
    request.game.place(request.game.legal_squares()[0])      # the worker's copy: the match's game is untouched
    assert len(match.game.history) == 1 and len(match.game.board) == 7
    with pytest.raises(UnknownLevel):
        computer_player("guru", 1)


def test_a_computer_move_is_taken_only_on_a_computer_seat_s_turn():
    match = Match.new(ManualClock(), "cooperative", seed=5, seats=(Seat("Ann"), Seat("Hal", True, "adept")))
    square = match.game.legal_squares()[0]
    assert match.apply(ComputerMove(square, match.turn_key())) == [] and match.game.history == []
    events = match.apply(Place(square))
    assert events[0] == Placed(match.game.history[0], 0, False)


def test_pause_and_resume_without_a_timer_and_after_the_end():
    match = Match.new(ManualClock(), seed=2)
    assert match.apply(Pause()) == [] and match.apply(Resume()) == [] and match.timer_left() is None
    assert kinds(match.apply(EndGame())) == ["GameOver"]
    assert match.apply(EndGame()) == [Refused("No game is being played.")]
    assert match.apply(Place(match.game.legal_squares(match.game.touchstone)[0])) == [Refused("The game is over.")]


def test_hints_are_named_and_refused_in_a_tournament():
    match = Match.new(ManualClock(), seed=2)
    assert match.apply(UseHint("cheat")) == [Refused("There is no hint called 'cheat'.")]
    assert match.on_all_time_board
    tour = Match.new(ManualClock(), "tournament", seed=2)
    tour.apply(StartTournamentGame(Seat("Ann")))
    assert tour.playing and not tour.hint_costs_all_time()
    assert tour.apply(UseHint("show_pouch")) == [Refused("Show Pouch is not available in Tournament play.")]
    assert tour.game.flags == set()


def test_switching_computers_names_the_seat_and_says_so():
    match = Match.new(ManualClock(), seed=6)
    assert match.apply(SetComputer(1, True)) == [Refused("There is no Computer Player 2 in Solitaire play.")]
    assert match.apply(SetComputer(0, True, "novice")) == [SettingChanged("computer", True)]
    match = Match.new(ManualClock(), "cooperative", seed=6, seats=(Seat("Ann"), Seat("Bob", True, "adept")))
    match.apply(SetComputer(1, True, "novice"))          # already a computer: keeps its name
    match.apply(SetComputer(0, False))                   # already a human: keeps hers
    assert match.seats == (Seat("Ann", False, "master"), Seat("Bob", True, "novice"))


def test_the_level_changes_every_computer_seat_now():
    match = Match.new(ManualClock(), "cooperative", seed=6, seats=(Seat("Ann"), Seat("Bob", True, "adept")))
    assert match.apply(SetLevel("novice")) == [SettingChanged("level", True)]
    assert match.seats == (Seat("Ann", False, "novice"), Seat("Bob", True, "novice"))


def test_timers_take_one_to_sixty_and_say_whether_they_count_now():
    match = Match.new(ManualClock(), "tournament", seed=1)
    assert match.apply(SetTimers(0, None)) == [Refused("The timer takes 1 to 60 minutes per game, not 0.")]
    assert match.apply(SetTimers(61, None)) == [Refused("The timer takes 1 to 60 minutes per game, not 61.")]
    assert match.apply(SetTimers(None, 0)) == [Refused("The timer takes 1 to 60 seconds per move, not 0.")]
    assert match.apply(SetTimers(1, 60)) == [SettingChanged("timers", False)]    # no game is live yet
    assert (match.tournament_minutes, match.challenge_seconds) == (1, 60)
    match.apply(StartTournamentGame(Seat("Ann")))
    assert match.timer_left() == 60.0
    assert match.apply(SetTimers(60, None)) == [SettingChanged("timers", True)]  # no stone yet: now
    assert match.timer_left() == 3600.0
    match.apply(Place(match.game.legal_squares()[0]))
    assert match.apply(SetTimers(5, None)) == [SettingChanged("timers", False)]  # from the next game
    assert match.timer_left() == 3600.0 and match.tournament_minutes == 5
    challenge = Match.new(ManualClock(), "challenge", seed=1)
    challenge.apply(Place(challenge.game.legal_squares()[0]))
    assert challenge.apply(SetTimers(None, 30)) == [SettingChanged("timers", True)]   # with this move
    assert challenge.timer_left() == 30.0
    solo = Match.new(ManualClock(), seed=1)
    solo.apply(Place(solo.game.legal_squares()[0]))
    assert solo.apply(SetTimers(10, 10)) == [SettingChanged("timers", False)] and solo.timer_left() is None


def test_a_tournament_from_its_first_player_to_a_new_shuffle():
    clock = ManualClock()
    match = Match.new(clock, "tournament", seed=9, tournament_minutes=2)
    assert match.undo_refusal() == "No game is being played."
    assert match.apply(StartOver()) == [Refused("No game is being played.")]
    assert match.apply(EndGame()) == [Refused("No game is being played.")]
    assert match.apply(Place(Square(0, 6))) == \
        [Refused("The next tournament game starts once its player is named (Game > New Game).")]
    # Before its first game a tournament may still change its scoring.
    assert match.apply(SetScoring("ancient")) == [SettingChanged("scoring", True)]
    assert match.game.scoring == "ancient"
    assert match.apply(StartTournamentGame(Seat(" Ann "))) == [GameStarted(9, "tournament", 1)]
    assert match.seats == (Seat("Ann"),) and match.timer_left() == 120.0
    assert match.apply(NewGame(4)) == \
        [Refused("Every tournament game uses the tournament's deal: name the next player.")]
    keeps = [Refused("A tournament keeps the scoring it started with; start a new tournament to change it.")]
    assert match.apply(SetScoring("modern")) == keeps
    # Starting over is the same game, not a new one, and says "restarted" once.
    assert match.apply(StartOver()) == [GameStarted(9, "tournament", 1), FlagRaised("restarted")]
    assert match.apply(StartOver()) == [GameStarted(9, "tournament", 1)]
    for _ in range(5):      # the first legal squares in reading order: in the Beyond, worth nothing
        match.apply(Place(match.game.legal_squares()[0]))
    clock.advance(120)
    events = match.apply(Tick())
    assert events[0] == TimeUp(0, "game")
    assert events[1].result == GameResult("time", "tournament", "ancient", 61, 0, (SeatScore("Ann", False, 0, 0),),
                                          False)
    assert match.tournament.results == [TournamentEntry("Ann", False, 0, 0, 61, ("restarted",))]
    assert match.waiting_for_player is True and match.undo_refusal() == "No game is being played."
    assert match.apply(SetScoring("modern")) == keeps          # between games too
    assert match.apply(StartTournamentGame(Seat("Hal", True, "novice"))) == [GameStarted(9, "tournament", 2)]
    stale = match.computer_request()
    assert match.timer_left() == 120.0
    # Naming the next player ends the game being played.
    events = match.apply(StartTournamentGame(Seat("Bob")))
    assert kinds(events) == ["GameOver", "GameStarted"] and events[1] == GameStarted(9, "tournament", 3)
    assert [e.name for e in match.tournament.results] == ["Ann", "Hal"]
    assert match.apply(NewTournament(10)) == [TournamentCleared(10)]
    assert match.tournament.results == [] and match.seats == (Seat("Player"),) and match.waiting_for_player
    assert (match.game.deal.seed, match.game.scoring, match.timer_left()) == (10, "ancient", None)
    match.apply(NewTournament(9))
    match.apply(StartTournamentGame(Seat("Hal", True, "novice")))
    assert match.apply(ComputerMove(stale.choose(), stale.key)) == []      # a move for an earlier game


def test_starting_a_tournament_game_needs_a_tournament():
    match = Match.new(ManualClock(), seed=1)
    assert match.apply(StartTournamentGame(Seat("Ann"))) == [Refused("No tournament is being played.")]


def test_undo_names_why_not_and_a_game_taken_back_from_its_end_ends_again():
    # (1, 2) fits beside (1, 1) on (6, 3); (5, 5) then fits nowhere: the game ends stuck.
    match = Match(ManualClock(), "solitaire", "modern", (Seat("Ann"),), position([(5, 3, 1, 1)], [(1, 2), (5, 5)]))
    assert match.apply(Undo()) == [Refused("There is no move to take back.")]
    events = match.apply(Place(Square(6, 3)))
    assert kinds(events) == ["Placed", "GameOver"] and events[1].result.reason == "stuck"
    assert [e.placement.square for e in match.apply(Undo())] == [Square(6, 3)]
    assert kinds(match.apply(Place(Square(6, 3)))) == ["Placed", "GameOver"]      # over again, and said again
    match.game.lock_undo()                                                       # as a loaded record's undo_floor
    assert match.apply(Undo()) == [Refused("That move can no longer be taken back.")]
    assert match.apply(LockUndo("The Oracle has read this board.")) == [UndoLocked("The Oracle has read this board.")]
    played = Match.new(ManualClock(), seed=4)
    played.apply(Place(played.game.legal_squares()[0]))
    played.apply(EndGame())
    assert played.apply(Undo()) == [Refused("The game has ended.")]


def test_a_computer_s_move_for_an_earlier_tournament_is_ignored():
    match = Match.new(ManualClock(), "tournament", seed=9)
    match.apply(StartTournamentGame(Seat("Hal", True, "novice")))
    stale = match.computer_request()
    match.apply(NewTournament(9))
    match.apply(StartTournamentGame(Seat("Hal", True, "novice")))
    assert match.apply(ComputerMove(stale.choose(), stale.key)) == [] and match.game.history == []


def test_scoring_changed_before_the_first_stone_keeps_the_flags_and_says_when_it_counts():
    match = Match.new(ManualClock(), seed=4)
    match.apply(UseHint("show_pouch"))
    assert match.apply(SetScoring("ancient")) == [SettingChanged("scoring", True)]
    assert match.game.scoring == "ancient" and match.game.flags == {"hinted"} and not match.on_all_time_board
    match.apply(Place(match.game.legal_squares()[0]))
    assert match.apply(SetScoring("modern")) == [SettingChanged("scoring", False)]


def test_resume_leaves_the_match_unpaused():
    # The controller compares match.paused with a bool every frame.
    match = Match.new(ManualClock(), seed=4)
    assert match.paused is False
    match.apply(Pause())
    assert match.paused is True
    match.apply(Resume())
    assert match.paused is False


def test_a_new_shuffle_after_a_game_ran_out_of_time_is_saved_as_a_fresh_tournament():
    clock = ManualClock()
    match = Match.new(clock, "tournament", seed=9, tournament_minutes=1)
    match.apply(StartTournamentGame(Seat("Ann")))
    clock.advance(60)
    assert kinds(match.apply(Tick())) == ["TimeUp", "GameOver"]
    assert match_to_record(match)["match"]["time_ran_out"] is True
    match.apply(NewTournament(10))
    record = match_to_record(match)
    assert record["match"]["time_ran_out"] is False
    again = match_from_record(record, ManualClock())
    assert again.waiting_for_player and again.game.deal.seed == 10 and again.time_ran_out is False


def test_a_new_match_by_default_is_solitaire_scored_the_modern_way_on_deal_1():
    match = Match.new(ManualClock())
    assert (match.mode, match.scoring, match.game.deal.seed) == ("solitaire", "modern", 1)
    assert match.seats == (Seat("Player"),)
    assert seat_name_problem("x" * 24) is None and seat_name_problem("x" * 25) is not None


def test_configure_gives_a_tournament_its_one_named_seat_and_a_two_seat_game_its_scoring():
    match = Match.new(ManualClock(), seed=1)
    assert match.apply(Configure("tournament", "ancient", 3, (Seat("Ann"),))) == \
        [Configured("tournament", "ancient"), TournamentCleared(3)]
    assert match.seats == (Seat("Player"),) and match.game.scoring == "ancient"
    match.apply(Configure("cooperative", "ancient", 4))
    assert (match.game.mode, match.game.scoring, match.game.players) == ("cooperative", "ancient", 2)


def test_a_move_restarts_the_challenge_timer_but_not_the_tournament_s():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=7, seats=(Seat("Ann"), Seat("Bob")), challenge_seconds=10)
    clock.advance(4)
    match.apply(Place(match.game.legal_squares()[0]))
    assert match.timer_left() == 10.0
    tour = Match.new(clock, "tournament", seed=7, tournament_minutes=2)
    tour.apply(StartTournamentGame(Seat("Ann")))
    clock.advance(30)
    tour.apply(Place(tour.game.legal_squares()[0]))
    assert tour.timer_left() == 90.0
    assert tour.apply(SetTimers(None, None)) == [SettingChanged("timers", False)]   # this game keeps its clock
    assert tour.timer_left() == 90.0


def test_timers_are_cleared_by_a_mode_without_them():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=7, tournament_minutes=5, challenge_seconds=10)
    assert match.timer_left() == 10.0
    match.apply(Configure("solitaire", "modern", 8))
    assert match.timer_left() is None
    tour = Match.new(clock, "tournament", seed=7, tournament_minutes=2)
    tour.apply(StartTournamentGame(Seat("Ann")))
    assert tour.apply(SetTimers(None, None)) == [SettingChanged("timers", True)]    # before the first stone: now
    assert tour.timer_left() is None


def test_time_spent_before_a_pause_counts_when_several_periods_run_out():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=7, seats=(Seat("Ann"), Seat("Bob")), challenge_seconds=10)
    clock.advance(3)
    match.apply(Pause())
    clock.advance(47)
    match.apply(Resume())
    clock.advance(17)            # Ann's last 7 seconds, then Bob's whole 10
    assert match.apply(Tick()) == [TimeUp(0, "move"), TurnPassed(1, True), TimeUp(1, "move"), TurnPassed(0, True)]
    assert match.timer_left() == 10.0


def test_a_clock_that_jumped_far_ahead_passes_at_most_a_thousand_turns_at_once():
    clock = ManualClock()
    match = Match.new(clock, "challenge", seed=7, seats=(Seat("Ann"), Seat("Bob")), challenge_seconds=1)
    clock.advance(5000)
    assert kinds(match.apply(Tick())).count("TimeUp") == 1000 and len(match.game.passes) == 1000


def test_a_match_built_on_a_game_as_a_file_loader_does_saves_and_loads():
    match = Match(ManualClock(), "solitaire", "modern", (Seat("Ann"),), Game.new(3))
    assert (match.paused, match.time_ran_out, match.undo_lock_reason) == (False, False, None)
    again = match_from_record(match_to_record(match), ManualClock())
    assert again.time_ran_out is False and again.seats == (Seat("Ann"),)


def test_a_cooperative_move_followed_by_a_passed_turn_cannot_be_taken_back():
    game = Game.new(5, mode="cooperative", players=2)      # as loaded from a record with a pass
    game.place(game.legal_squares()[0])
    game.pass_turn()
    match = Match(ManualClock(), "cooperative", "modern", (Seat("Ann"), Seat("Bob")), game)
    assert match.apply(Undo()) == [Refused("That move can no longer be taken back.")]


def test_a_tournament_configured_with_two_names_still_has_its_one_seat():
    match = Match.new(ManualClock(), seed=1)
    assert match.apply(Configure("tournament", "modern", 3, (Seat("Ann"), Seat("Bob")))) == \
        [Configured("tournament", "modern"), TournamentCleared(3)]
    assert match.seats == (Seat("Player"),)
