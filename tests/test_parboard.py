"""The solver's board (players/parboard.py) against the engine: the same legal squares and the same points after
every stone of seeded games, and keys that tell boards apart."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ishido_retro.engine import Game, RuleSet
from ishido_retro.engine.stones import ALL_SQUARES
from ishido_retro.players.par import ParSearch
from ishido_retro.players.parboard import Line
from ishido_retro.players.position import Position
from ishido_retro.players.steps import finish


def _side_by_side(seed: int, strict: bool, pick: random.Random) -> int:
    """Play deal ``seed`` with the engine and with a :class:`Line` at once; returns the stones placed."""
    game = Game.new(seed, rules=RuleSet(strict_four_way=strict))
    search = ParSearch(game.deal, rules=game.rules, effort=1)
    line = Line(search.start)
    seen = {line.key}
    for i, kind in enumerate(search.order):
        legal = [sq.cell_index for sq in game.legal_squares()]
        line.pos.counts = search.after[i]
        assert line.pos.legal(kind) == legal
        if not legal:
            assert game.end_reason == "stuck"
            break
        q = pick.choice(legal)
        game.place(ALL_SQUARES[q])
        line = line.child(q, kind, search.after[i])
        assert (line.points, line.four_ways) == (game.score, game.four_ways)
        cells = [-1 if s is None else s.grid_index for s in game.board._cells]
        assert list(line.pos.cells) == cells         # (kept in arrays: parboard.compact)
        fresh = Position(cells, search.after[i], strict)
        assert (list(line.pos.masks), list(line.pos.nbs)) == (fresh.masks, fresh.nbs)
        assert line.key not in seen
        seen.add(line.key)
    assert line.squares() == [sq.cell_index for sq in game.moves]
    return len(game.history)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=2**31 - 1), st.booleans(), st.integers(min_value=0, max_value=999))
def test_the_solvers_board_allows_what_the_engine_allows_and_scores_what_it_scores(seed, strict, choice_seed):
    _side_by_side(seed, strict, random.Random(choice_seed))


def test_a_game_with_4_ways_played_to_the_end_on_both_boards():
    # the moves of a small beam's game, which makes 4-Ways: the doubling and the bonuses are compared too
    game = Game.new(644533553)
    search = ParSearch(game.deal, effort=8)
    best = finish(search.steps())
    line = Line(search.start)
    for i, q in enumerate(best.squares):
        game.place(ALL_SQUARES[q])
        line = line.child(q, search.order[i], search.after[i])
        assert (line.points, line.four_ways) == (game.score, game.four_ways)
    assert game.four_ways >= 3 and game.is_over


def test_the_same_board_reached_in_two_orders_has_one_key():
    search = ParSearch(Game.new(3).deal, effort=1)
    start = Line(search.start)
    a, b = _two_holes(start)
    ka = next(t for t in range(36) if start.pos.masks[a] >> t & 1)
    kb = next(t for t in range(36) if start.pos.masks[b] >> t & 1 and t != ka)
    one = start.child(a, ka, search.after[0]).child(b, kb, search.after[0])
    two = start.child(b, kb, search.after[0]).child(a, ka, search.after[0])
    assert one.key == two.key and one.pos.cells == two.pos.cells
    assert one.squares() == [a, b] and two.squares() == [b, a]


def _two_holes(line: Line) -> tuple[int, int]:
    """Two empty squares far apart that some stones fit (placing on one does not change the other)."""
    holes = [q for q in range(96) if line.pos.masks[q]]
    return holes[0], holes[-1]
