"""Computer players: legal, deterministic, and blind to the order of the pouch."""

import random

import pytest

from ishido_retro.model import Deal, Game
from ishido_retro.model.players import LEVELS, MasterPlayer, UnknownLevel, make_player


def test_levels_registry():
    assert LEVELS[:2] == ("random", "greedy") and "master" in LEVELS
    for level in LEVELS:
        assert make_player(level, 1).name == level
    with pytest.raises(UnknownLevel) as info:
        make_player("grandmaster", 1)
    assert "random" in str(info.value)


@pytest.mark.parametrize("level", LEVELS)
def test_plays_legal_moves_to_the_end_and_is_deterministic(level):
    def run():
        game = Game.new(77)
        player = make_player(level, 77)
        while not game.is_over:
            square = player.choose(game)
            assert game.is_legal(square)
            game.place(square)
        return game.moves

    assert run() == run()


def test_greedy_takes_the_most_points():
    game = Game.new(5)
    player = make_player("greedy", 5)
    for _ in range(20):
        squares = game.legal_squares()
        best = max(_points(game, sq) for sq in squares)
        choice = player.choose(game, random.Random(0))
        assert _points(game, choice) == best
        game.place(choice)


def _points(game, square):
    placement = game.place(square)
    game.undo()
    return placement.total


def _reshuffled(game, seed):
    """The same position, but the stones after the touchstone come in another order."""
    n = len(game.history) + 1
    rest = list(game.deal.pouch[n:])
    random.Random(seed).shuffle(rest)
    other = Game(Deal(game.deal.tableau, game.deal.pouch[:n] + tuple(rest), game.deal.seed))
    for square in game.moves:
        other.place(square)
    assert other.board == game.board and other.touchstone == game.touchstone
    assert other.unseen() == game.unseen()
    return other


@pytest.mark.parametrize("level", ["greedy", "master"])
def test_choice_does_not_depend_on_the_pouch_order(level):
    game = Game.new(31)
    driver = make_player("greedy", 31)
    checked = 0
    while not game.is_over and len(game.history) < 45:
        if len(game.history) % 9 == 4:
            expected = make_player(level, 5).choose(game, random.Random(5))
            for shuffle_seed in range(3):
                other = _reshuffled(game, shuffle_seed)
                if other.deal.pouch != game.deal.pouch:
                    checked += 1
                assert make_player(level, 5).choose(other, random.Random(5)) == expected
        game.place(driver.choose(game))
    assert checked >= 3


def test_master_leaves_the_board_untouched():
    game = Game.new(12)
    before = game.board.copy()
    MasterPlayer(seed=1).choose(game)
    assert game.board == before


@pytest.mark.slow
def test_master_beats_greedy_on_a_few_deals():
    def play(level, seed):
        game = Game.new(seed)
        player = make_player(level, seed)
        while not game.is_over:
            game.place(player.choose(game))
        return game

    seeds = range(300, 304)
    master = [play("master", s) for s in seeds]
    greedy = [play("greedy", s) for s in seeds]
    assert sum(g.final_score() for g in master) > sum(g.final_score() for g in greedy)
    assert sum(g.stones_left for g in master) <= sum(g.stones_left for g in greedy)
