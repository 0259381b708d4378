"""The Game Over summary's text (ui/play/gameover.py) and the tournament standings in it (ui/play/tournament.py)."""

from __future__ import annotations

from types import SimpleNamespace

from ishido_retro.match import GameResult, SeatScore, Tournament, TournamentEntry
from ishido_retro.ui.play.gameover import summary_lines
from ishido_retro.ui.play.tournament import standings_lines


def game(in_pouch: int, final_score: int = 0):
    """What the summary reads of a game: the pouch and the final score."""
    return SimpleNamespace(pouch=(None,) * in_pouch, final_score=lambda: final_score)


def result(reason: str, mode: str, scoring: str, left: int, four_ways: int, *scores: SeatScore) -> GameResult:
    return GameResult(reason, mode, scoring, left, four_ways, scores, all_time=False)


def test_a_modern_solitaire_game_with_the_touchstone_and_a_stone_left():
    lines = summary_lines(result("stuck", "solitaire", "modern", 2, 3, SeatScore("You", False, 1900, 3)),
                          game(in_pouch=1, final_score=2000), None)
    assert lines == ["The stone on the touchstone fits nowhere on the board.", "",
                     "Stones not placed: 2 (the touchstone and 1 in the pouch).", "4-Ways: 3.",
                     "End bonus: 100 points.", "Final score: 2,000 points."]


def test_a_challenge_names_each_player_and_the_winner_or_a_draw():
    ann, bob = SeatScore("Ann", False, 1200, 2), SeatScore("Bob", True, 1, 1)
    lines = summary_lines(result("emptied", "challenge", "modern", 0, 3, ann, bob), game(0), None)
    assert lines == ["The pouch is empty: every stone is on the board!", "", "Stones not placed: 0.", "4-Ways: 3.",
                     "End bonus: 1,000 points.", "Ann: 1,200 points, 2 4-Ways.", "Bob: 1 point, 1 4-Way.",
                     "Ann wins."]
    draw = summary_lines(result("time", "challenge", "modern", 5, 0, ann, SeatScore("Bob", False, 1200, 0)),
                         game(5), None)
    assert draw[2:] == ["Stones not placed: 5 (5 in the pouch).", "4-Ways: 0.",
                        "No end bonus (it needs two stones left or fewer).", "Ann: 1,200 points, 2 4-Ways.",
                        "Bob: 1,200 points, 0 4-Ways.", "A draw!"]


def test_a_cooperative_game_gives_the_team_score():
    lines = summary_lines(result("player", "cooperative", "modern", 1, 0, SeatScore("A", False, 300, 0)),
                          game(0, final_score=800), None)
    assert lines == ["The game was ended.", "", "Stones not placed: 1 (the touchstone and 0 in the pouch).",
                     "4-Ways: 0.", "End bonus: 500 points.", "Team score: 800 points."]


def test_an_ancient_game_counts_stones_and_four_ways_and_the_tournament_so_far():
    results = [TournamentEntry("Ann", False, 0, 2, 9), TournamentEntry("Bob", False, 0, 4, 0, ("restarted",))]
    tournament = Tournament(deal=None, results=results, games=2)      # type: ignore[arg-type]
    lines = summary_lines(result("emptied", "tournament", "ancient", 0, 4, SeatScore("Bob", False, 0, 4)),
                          game(0), tournament)
    assert lines == ["The pouch is empty: every stone is on the board!", "", "Stones placed: 72 of 72.",
                     "Stones not placed: 0.", "4-Ways: 4.", "",
                     "The Ancient Way counts no points: emptying the pouch wins; then more 4-Ways rank higher, "
                     "then fewer stones left.", "Ancient Way: a win - the pouch is empty.", "",
                     "Tournament so far:", "1. Bob  4 4-Ways, 0 left (started over)", "2. Ann  2 4-Ways, 9 left"]


def test_modern_standings_list_the_best_five_by_points():
    results = [TournamentEntry(name, False, score, 0, left) for name, score, left in
               (("A", 900, 9), ("B", 12_500, 3), ("C", 900, 4), ("D", 40, 0), ("E", 7, 1), ("F", 3000, 2))]
    assert standings_lines(results, "modern") == ["1. B  12,500", "2. F  3,000", "3. C  900", "4. A  900",
                                                  "5. D  40"]
