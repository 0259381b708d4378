"""bench/ceiling.py's beam search keeps its books as the engine does: a beam of one is the judge's own greedy game."""

import importlib.util
from pathlib import Path

import pytest

from ishido_retro.engine import Game
from ishido_retro.engine.stones import ALL_SQUARES
from ishido_retro.engine.view import view_of
from ishido_retro.players.computer import position_of
from ishido_retro.players.judge import Judge, Weights

_spec = importlib.util.spec_from_file_location(
    "ceiling", Path(__file__).resolve().parent.parent / "bench" / "ceiling.py")
ceiling = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ceiling)


def _greedy_game(seed: int) -> Game:
    """The engine's game where every stone goes on the square the judge likes best (the first on a tie)."""
    game = Game.new(seed)
    w = Weights()
    while not game.is_over:
        view = view_of(game)
        pos = position_of(view)
        kind = view.touchstone.grid_index
        judge = Judge(w, pos)
        best = max(pos.legal(kind), key=lambda q: (judge.immediate(q, view.four_ways) + judge.after(q, kind), -q))
        game.place(ALL_SQUARES[best])
    return game


@pytest.mark.parametrize("seed", [5001, 5004, 7])
def test_a_beam_of_one_plays_the_judges_greedy_game(seed):
    game = _greedy_game(seed)
    assert ceiling.best_game(seed, 1) == (game.four_ways, len(game.history))


def test_a_wider_beam_finds_more_4_ways_on_a_known_deal():
    assert [ceiling.best_game(5001, width) for width in (1, 20, 60)] == [(3, 66), (5, 66), (8, 66)]
