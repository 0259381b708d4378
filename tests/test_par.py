"""The par solver (players/par.py): pinned games at a small effort, replayed by the engine; rounds that only improve;
a search stopped early; and the players at the table, who still never see the pouch's order."""

import ast
import dataclasses
from pathlib import Path

import pytest

from ishido_retro.engine import Game, RuleSet
from ishido_retro.engine.deal import deal
from ishido_retro.engine.records import dump_record, load_record
from ishido_retro.engine.view import PlayerView
from ishido_retro.players.par import ParSearch, replay, solve, widths
from ishido_retro.players.steps import finish

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("seed", "four_ways", "points"), [(644533553, 7, 5049), (1, 11, 66128), (42, 6, 3470)])
def test_pinned_deals_at_effort_32_and_their_games_replayed_by_the_engine(seed, four_ways, points):
    best = solve(deal(seed), effort=32).best
    assert (best.four_ways, best.points, best.stones_left) == (four_ways, points, 0)
    game = load_record(dump_record(replay(deal(seed), "modern", RuleSet(), best)))
    assert (game.four_ways, game.final_score(), game.stones_left, game.end_reason) == (four_ways, points, 0, "emptied")


def test_ancient_scoring_ranks_an_emptied_pouch_first():
    search = solve(deal(644533553), scoring="ancient", effort=8)
    assert (search.best.four_ways, search.best.stones_left) == (5, 0)
    assert search.best.rank("ancient")[:2] == (True, 5)


def test_the_widths_grow_eight_times_to_the_effort():
    assert widths(4096) == [8, 64, 512, 4096]
    assert widths(100) == [8, 64, 100]
    assert widths(32) == [8, 32]
    assert widths(8) == [8]
    assert widths(1) == [1]
    with pytest.raises(ValueError, match="effort"):
        widths(0)


def test_each_round_keeps_the_best_so_far_and_the_work_is_counted_the_same_every_time():
    search = ParSearch(deal(1), effort=128)
    seen = []
    for width in search.widths:
        search.widths = [w for w in ParSearch(deal(1), effort=128).widths if w <= width]
        finish(search.steps())
        seen.append((search.best.width, search.best.four_ways, search.best.points, search.work))
    assert [row[1:3] for row in seen] == sorted(row[1:3] for row in seen)
    again = solve(deal(1), effort=128)
    assert (again.best.four_ways, again.best.points, again.work) == seen[-1][1:]
    assert again.final


def test_a_search_stopped_early_has_nothing_or_a_whole_legal_game():
    search = ParSearch(deal(7), effort=32)
    steps = search.steps()
    for _ in range(10):
        next(steps)
    assert search.best is None and not search.final
    for _ in range(2000):
        next(steps)
    best = search.best
    assert best is not None and best.width == 8 and not search.final
    game = replay(deal(7), "modern", RuleSet(), best)
    assert game.is_over and game.four_ways == best.four_ways


def test_a_stuck_deal_under_the_strict_rule_gives_its_best_game_with_stones_left():
    search = solve(deal(5), rules=RuleSet(strict_four_way=True), effort=1)
    game = replay(deal(5), "modern", RuleSet(strict_four_way=True), search.best)
    assert game.is_over
    assert (game.stones_left, game.final_score()) == (search.best.stones_left, search.best.points)


def test_a_bad_scoring_is_a_sentence():
    with pytest.raises(ValueError, match="scoring must be one of"):
        ParSearch(deal(1), scoring="roman")


def test_the_players_view_is_unchanged_and_only_the_solver_reads_the_pouch():
    assert [f.name for f in dataclasses.fields(PlayerView)] == [
        "cells", "touchstone", "unseen", "scoring", "strict_four_way", "move_number", "four_ways", "score", "legal"]
    for path in sorted((ROOT / "ishido_retro" / "players").glob("*.py")):
        if path.stem in ("par", "parboard", "parbook", "review"):  # the solver and its file; Review replays a game
            continue
        names = {node.attr for node in ast.walk(ast.parse(path.read_text())) if isinstance(node, ast.Attribute)}
        assert not names & {"pouch", "deal"}, path.name
        imported = {node.module for node in ast.walk(ast.parse(path.read_text())) if isinstance(node, ast.ImportFrom)}
        assert not imported & {"ishido_retro.players.par", "ishido_retro.players.parboard"}, path.name
    assert Game.new(1).deal.pouch         # the names looked for are the real ones
