"""Engine tests written to kill mutants that bench/mutation.py found surviving (fast, engine only)."""

import pytest

from ishido_retro.engine import Game, RuleSet
from ishido_retro.engine.stones import ALL_STONES, Square, Stone
from ishido_retro.engine.unseen import Unseen
from ishido_retro.engine.view import view_of


def test_an_empty_unseen_has_nothing():
    empty = Unseen()
    assert empty.counts == (0,) * 36
    assert empty.total == 0 and len(empty) == 0 and list(empty) == []
    assert repr(empty) == "Unseen()"


def test_unseen_counts_each_kind_at_its_grid_index():
    unseen = Unseen([Stone(5, 5), Stone(0, 1), Stone(5, 5), Stone(1, 0)])
    assert unseen.counts == (0, 1, 0, 0, 0, 0, 1) + (0,) * 28 + (2,)
    assert unseen.total == 4
    assert len(unseen) == 3
    assert list(unseen) == [Stone(0, 1), Stone(1, 0), Stone(5, 5)]
    assert unseen[Stone(5, 5)] == 2 and unseen[Stone(1, 0)] == 1 and unseen[Stone(0, 1)] == 1
    assert repr(unseen) == "Unseen(01, 10, 55x2)"


@pytest.mark.parametrize("key", [Stone(0, 0), Stone(6, 0), Stone(0, 6), Stone(-1, 5), Stone(5, -1),
                                 (1, 0, 0), (1,), "10", 6])
def test_unseen_refuses_a_kind_it_does_not_hold(key):
    unseen = Unseen([Stone(0, 1), Stone(1, 0), Stone(5, 5)])
    with pytest.raises(KeyError) as caught:
        unseen[key]
    assert caught.value.args == (key,)
    assert key not in unseen


def test_unseen_equals_a_mapping_with_the_same_counts():
    unseen = Unseen([Stone(2, 3), Stone(2, 3), Stone(4, 0)])
    assert unseen == {Stone(4, 0): 1, Stone(2, 3): 2}
    assert unseen != {Stone(4, 0): 1, Stone(2, 3): 1}
    assert unseen != Unseen([Stone(2, 3), Stone(4, 0)])
    assert unseen == Unseen([Stone(4, 0), Stone(2, 3), Stone(2, 3)])
    assert hash(unseen) == hash(Unseen([Stone(4, 0), Stone(2, 3), Stone(2, 3)]))
    # Different multisets hash apart (so sets and dicts of views stay quick).
    assert len({hash(Unseen([stone])) for stone in ALL_STONES}) == 36
    assert unseen != [Stone(2, 3), Stone(2, 3), Stone(4, 0)]
    assert unseen.__eq__(3) is NotImplemented


def _challenge_game():
    """A strict two-player challenge game after 41 moves (seed 24), player 2 to move."""
    game = Game.new(24, mode="challenge", players=2, rules=RuleSet(strict_four_way=True))
    while len(game.history) < 41:
        squares = game.legal_squares()
        game.place(max(squares, key=lambda s: (sum(game.board[n] is not None for n in s.neighbours()), s)))
    return game


def test_a_view_shows_the_player_to_move_their_own_tally():
    game = _challenge_game()
    assert [(t.score, t.four_ways) for t in game.tallies] == [(16, 0), (55, 1)]
    view = view_of(game)
    assert (view.score, view.four_ways) == (55, 1)
    assert view.move_number == 42
    assert view.touchstone == Stone(4, 3)
    assert view.scoring == "modern" and view.strict_four_way is True
    assert [str(s) for s in view.legal] == ["a2", "b2", "b7", "c8"]
    assert view.unseen.total == 24 and len(view.unseen) == 21
    assert sum(cell is not None for cell in view.cells) == 47
    assert view[Square.parse("f6")] == Stone(0, 2)


def test_a_finished_game_shows_no_touchstone_and_no_squares():
    game = Game.new(7, scoring="ancient")
    for _ in range(3):
        game.place(game.legal_squares()[0])
    game.end()
    view = view_of(game)
    assert view.touchstone is None and view.legal == ()
    assert view.scoring == "ancient" and view.strict_four_way is False
    assert view.move_number == 4
