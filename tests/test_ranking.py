"""Tournament ranking (match/ranking.py): the order the Game Over summary lists a tournament's games in."""

from __future__ import annotations

from ishido_retro.match import TournamentEntry
from ishido_retro.match.ranking import rank_tournament


def entry(name: str, score: int, four_ways: int, stones_left: int) -> TournamentEntry:
    return TournamentEntry(name, False, score, four_ways, stones_left)


GAMES = [
    entry("Ann", 900, 2, 10),
    entry("Bob", 1500, 1, 30),
    entry("Cy", 900, 4, 4),        # Ann's points with fewer stones left
    entry("Di", 0, 3, 0),          # emptied the pouch
    entry("Ed", 1500, 1, 30),      # Bob's game again, played later
    entry("Flo", 40, 5, 12),
]


def names(ranked: list[TournamentEntry]) -> list[str]:
    return [e.name for e in ranked]


def test_modern_ranks_by_points_then_fewer_stones_left_and_ties_keep_the_order_played():
    assert names(rank_tournament(GAMES, "modern")) == ["Bob", "Ed", "Cy", "Ann", "Flo", "Di"]


def test_ancient_ranks_an_empty_pouch_first_then_more_four_ways_then_fewer_stones_left():
    assert names(rank_tournament(GAMES, "ancient")) == ["Di", "Flo", "Cy", "Ann", "Bob", "Ed"]


def test_ancient_ties_keep_the_order_played():
    games = [entry("Gus", 0, 2, 8), entry("Hal", 500, 2, 8), entry("Ivy", 0, 2, 7)]
    assert names(rank_tournament(games, "ancient")) == ["Ivy", "Gus", "Hal"]


def test_ranking_leaves_the_results_as_played():
    games = list(GAMES)
    rank_tournament(games, "modern")
    assert games == GAMES and names(rank_tournament([], "ancient")) == []
