"""bench/ceiling.py's beam search keeps its books as the engine does: a beam of one is the judge's own greedy game."""

import importlib.util
from pathlib import Path

import pytest

from ishido_retro.players.judge import Weights

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _bench(name: str):
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ceiling = _bench("ceiling")
tune_judge = _bench("tune_judge")


@pytest.mark.parametrize("seed", [5001, 5004, 7, 30016])
def test_a_beam_of_one_plays_the_judges_greedy_game_through_the_engine(seed):
    # tune_judge's probe player places every stone through the engine on the judge's best square.
    fours, emptied = tune_judge.play(Weights(), seed)
    best_fours, placed = ceiling.best_game(seed, 1)
    assert (best_fours, placed == 66) == (fours, emptied)


def test_a_beam_of_one_stops_where_its_stone_fits_nowhere():
    assert ceiling.best_game(30016, 1) == (3, 63)


def test_a_wider_beam_finds_more_4_ways_on_a_known_deal():
    assert [ceiling.best_game(5001, width) for width in (1, 20, 60)] == [(3, 66), (5, 66), (8, 66)]
