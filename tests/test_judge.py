"""The judge and its bit sets: fast paths that must give exactly what the slow, obvious way gives."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ishido_retro.engine import Game
from ishido_retro.engine.view import view_of
from ishido_retro.players.computer import MasterPlayer, make_player, position_of
from ishido_retro.players.judge import Judge, Weights
from ishido_retro.players.position import bits


@given(st.integers(min_value=0, max_value=(1 << 36) - 1))
def test_bits_lists_the_kinds_of_a_set_lowest_first(mask):
    assert list(bits(mask)) == [t for t in range(36) if mask >> t & 1]


def test_bits_examples():
    assert bits(0) == ()
    assert bits(1) == (0,)
    assert bits(1 << 35 | 1 << 12 | 1 << 11) == (11, 12, 35)
    assert bits((1 << 36) - 1) == tuple(range(36))


def _mid_game(seed: int, moves: int) -> Game:
    game = Game.new(seed)
    player = make_player("greedy", seed)
    while not game.is_over and len(game.history) < moves:
        game.place(player.choose(game))
    return game


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=10_000), st.integers(min_value=0, max_value=60))
def test_judging_a_placement_by_difference_equals_judging_the_board_after_it_in_full(seed, moves):
    game = _mid_game(seed, moves)
    if game.is_over:
        return
    view = view_of(game)
    pos = position_of(view)
    judge = Judge(Weights(), pos)
    kind = view.touchstone.grid_index
    for q in pos.legal(kind):
        by_difference = judge.after(q, kind)
        pos.place(q, kind)
        in_full = Judge(Weights(), pos).base
        pos.undo()
        assert by_difference == pytest.approx(in_full, abs=1e-6), q


def test_crowding_counts_the_unseen_stones_of_kinds_with_few_places():
    game = _mid_game(4, 30)
    pos = position_of(view_of(game))
    judge = Judge(Weights(no_place=1000.0, one_place=100.0, two_places=10.0), pos)
    places = [0] * 36
    places[0], places[1], places[2] = 0, 1, 2          # every other kind has 0 places too
    counts = pos.counts
    unseen = sum(counts)
    expected_nowhere = sum(counts) - counts[1] - counts[2]
    assert judge.crowding(places) == pytest.approx(
        -(1000.0 * expected_nowhere + 100.0 * counts[1] + 10.0 * counts[2]) / unseen)


@pytest.fixture
def playouts(monkeypatch):
    """The squares Master plays out from, one entry a playout, in order."""
    from ishido_retro.players import search

    calls: list[int] = []
    real = search.Searcher.playout_steps

    def counted(self, q, stones):
        calls.append(q)
        return (yield from real(self, q, stones))

    monkeypatch.setattr(search.Searcher, "playout_steps", counted)
    return calls


def test_master_halving_plays_out_fewer_squares_each_time(playouts):
    calls = playouts
    game = _mid_game(19, 10)
    assert len(game.legal_squares()) == 12
    player = MasterPlayer(seed=1, width=12, candidates=8, playouts=6, halve_every=2)
    assert game.is_legal(player.choose(game))
    # Rounds 1-2 play out 8 squares, rounds 3-4 the best 4, rounds 5-6 the best 2.
    assert len(calls) == 8 + 8 + 4 + 4 + 2 + 2
    assert len(set(calls[:8])) == 8 and set(calls[16:20]) <= set(calls[:8])
    assert set(calls[24:]) <= set(calls[16:20])


def test_without_halving_every_square_plays_every_round(playouts):
    calls = playouts
    player = MasterPlayer(seed=1, width=12, candidates=5, playouts=3, halve_every=0)
    player.choose(_mid_game(19, 10))
    assert len(calls) == 15


def test_a_rebuilt_judge_gives_the_same_values_whatever_order_it_was_asked_in():
    game = _mid_game(9, 25)
    pos = position_of(view_of(game))
    kind = game.touchstone.grid_index
    judge = Judge(Weights(), pos)
    squares = pos.legal(kind)
    forward = [judge.after(q, kind) for q in squares]
    shuffled = squares[:]
    random.Random(1).shuffle(shuffled)
    backward = {q: judge.after(q, kind) for q in shuffled}
    assert forward == [backward[q] for q in squares]
