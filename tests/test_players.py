"""Computer players: legal, deterministic, blind to the order of the pouch, and on time."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ishido_retro.engine import Deal, Game, RuleSet
from ishido_retro.engine.rules import fits
from ishido_retro.engine.stones import ALL_STONES, Stone
from ishido_retro.engine.unseen import Unseen
from ishido_retro.engine.view import view_of
from ishido_retro.players.computer import (
    LEVELS,
    PLAYABLE_LEVELS,
    AdeptPlayer,
    MasterPlayer,
    UnknownLevel,
    make_player,
    position_of,
)
from ishido_retro.players.position import fit_mask


def test_levels_registry():
    assert LEVELS == ("random", "greedy", "novice", "adept", "master")
    assert PLAYABLE_LEVELS == ("novice", "adept", "master")
    for level in LEVELS:
        assert make_player(level, 1).name == level
    with pytest.raises(UnknownLevel) as info:
        make_player("grandmaster", 1)
    assert "grandmaster" in str(info.value) and "novice" in str(info.value)


@pytest.mark.parametrize("level", ["random", "greedy", "novice", "adept"])
def test_plays_legal_moves_to_the_end_and_is_deterministic(level):
    def run():
        game = Game.new(77)
        player = make_player(level, 77)
        while not game.is_over:
            square = player.choose(game)
            assert game.is_legal(square)
            game.place(square)
        return game.moves

    first = run()
    assert first == run()
    assert len(first) >= 10


def _position(seed, moves, strict=False, driver="greedy"):
    game = Game.new(seed, rules=RuleSet(strict_four_way=strict))
    player = make_player(driver, seed)
    while not game.is_over and len(game.history) < moves:
        game.place(player.choose(game))
    return game


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 66), strict=st.booleans(),
       driver=st.sampled_from(["random", "greedy"]), level=st.sampled_from(["random", "greedy", "novice"]))
def test_quick_levels_never_choose_an_illegal_square(seed, moves, strict, driver, level):
    game = _position(seed, moves, strict, driver)
    if game.is_over:
        return
    square = make_player(level, seed).choose(game)
    assert game.why_illegal(square) is None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 66), strict=st.booleans())
def test_adept_never_chooses_an_illegal_square(seed, moves, strict):
    game = _position(seed, moves, strict)
    if game.is_over:
        return
    assert game.why_illegal(make_player("adept", seed).choose(game)) is None


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), moves=st.integers(20, 66), strict=st.booleans())
def test_master_never_chooses_an_illegal_square(seed, moves, strict):
    game = _position(seed, moves, strict)
    if game.is_over:
        return
    assert game.why_illegal(MasterPlayer(seed=seed, width=4, playouts=4).choose(game)) is None


def test_fit_mask_agrees_with_the_rules():
    rng = random.Random(4)
    for _ in range(3000):
        around = [rng.choice([-1, *range(36)]) for _ in range(4)]
        strict = rng.random() < 0.5
        mask = fit_mask(*around, strict)
        stones = tuple(None if t < 0 else ALL_STONES[t] for t in around)
        assert [bool(mask >> t & 1) for t in range(36)] == [fits(s, stones, strict) for s in ALL_STONES]


def test_fit_mask_examples():
    # Next to one stone 23 (colour 2, symbol 3): the six of colour 2 and the six of symbol 3 (23 once).
    mask = fit_mask(Stone(2, 3).grid_index, -1, -1, -1, False)
    assert sorted(str(ALL_STONES[t]) for t in range(36) if mask >> t & 1) == [
        "03", "13", "20", "21", "22", "23", "24", "25", "33", "43", "53"]
    # A 4-Way of 00 (N), 01 (E), 10 (S), 11 (W): colour 0 from N+E, symbol 0 from S... no stone matches 2 and 2
    # except those sharing colour with two and symbol with the other two.
    n, e, s, w = (Stone(0, 0).grid_index, Stone(0, 1).grid_index, Stone(1, 0).grid_index, Stone(1, 1).grid_index)
    assert fit_mask(n, e, s, w, False) == 0
    # N 00, S 01 by colour 0 (opposite), E 20, W 30 by symbol 0: 00 fits unless the 4-Way is strict.
    n, e, s, w = (Stone(0, 0).grid_index, Stone(2, 0).grid_index, Stone(0, 5).grid_index, Stone(3, 0).grid_index)
    assert fit_mask(n, e, s, w, False) >> Stone(0, 0).grid_index & 1
    assert not fit_mask(n, e, s, w, True) >> Stone(0, 0).grid_index & 1


def test_position_keeps_fit_masks_through_place_and_undo():
    game = _position(8, 30)
    view = view_of(game)
    pos = position_of(view)
    before = (list(pos.masks), list(pos.nbs), list(pos.cells), list(pos.counts))
    rng = random.Random(8)
    placed = 0
    for _ in range(12):
        kinds = [t for t, c in enumerate(pos.counts) if c and pos.legal(t)]
        if not kinds:
            break
        kind = rng.choice(kinds)
        pos.place(rng.choice(pos.legal(kind)), kind, drawn=True)
        placed += 1
        fresh = type(pos)(pos.cells, pos.counts, pos.strict)
        assert pos.masks == fresh.masks and pos.nbs == fresh.nbs
    assert placed == 12
    for _ in range(placed):
        pos.undo()
    assert (pos.masks, pos.nbs, pos.cells, pos.counts) == before


# --- blind to the order of the pouch -------------------------------------------


def _reshuffled(game, seed):
    """The same position, but the stones after the touchstone come in another order."""
    n = len(game.history) + 1
    rest = list(game.deal.pouch[n:])
    random.Random(seed).shuffle(rest)
    other = Game(Deal(game.deal.tableau, game.deal.pouch[:n] + tuple(rest), game.deal.seed))
    for square in game.moves:
        other.place(square)
    assert other.board == game.board and other.touchstone == game.touchstone
    return other


def test_unseen_is_an_unordered_canonical_multiset():
    game = _position(31, 12)
    other = _reshuffled(game, 1)
    assert other.pouch != game.pouch
    assert list(game.unseen()) == list(other.unseen()) == sorted(set(game.pouch))
    assert list(game.unseen().items()) == list(other.unseen().items())
    assert game.unseen().counts == other.unseen().counts
    # The next stone is not first (unless it happens to be the smallest kind still to come).
    assert sum(game.unseen().values()) == 72 - 6 - 12 - 1
    assert Unseen([Stone(5, 5), Stone(0, 1), Stone(5, 5)]) == Unseen([Stone(5, 5), Stone(5, 5), Stone(0, 1)])
    assert list(Unseen([Stone(5, 5), Stone(0, 1), Stone(5, 5)]).items()) == [(Stone(0, 1), 1), (Stone(5, 5), 2)]
    with pytest.raises(KeyError):
        Unseen([Stone(1, 1)])[Stone(2, 2)]


def test_a_view_is_the_same_whatever_the_pouch_order():
    game = _position(44, 20)
    views = {view_of(_reshuffled(game, s)) for s in range(5)}
    assert views == {view_of(game)}
    view = view_of(game)
    assert not hasattr(view, "pouch") and not hasattr(view, "deal")
    assert view.move_number == 21 and view.touchstone == game.touchstone


@pytest.mark.parametrize("level", LEVELS)
def test_choice_does_not_depend_on_the_pouch_order(level):
    game = Game.new(31)
    driver = make_player("greedy", 31)
    checked = 0
    while not game.is_over and len(game.history) < 45:
        if len(game.history) % 9 == 4:
            player = MasterPlayer(seed=5, width=4, playouts=8) if level == "master" else make_player(level, 5)
            expected = player.choose(game, random.Random(5))
            for shuffle_seed in range(2):
                other = _reshuffled(game, shuffle_seed)
                checked += other.deal.pouch != game.deal.pouch
                player = MasterPlayer(seed=5, width=4, playouts=8) if level == "master" else make_player(level, 5)
                assert player.choose(other, random.Random(5)) == expected
        game.place(driver.choose(game))
    assert checked >= 6


# --- Master ---------------------------------------------------------------------


class FakeClock:
    """A clock that moves on by ``step`` seconds every time it is read."""

    def __init__(self, step):
        self.now = 100.0
        self.step = step
        self.reads = 0

    def __call__(self):
        self.reads += 1
        value = self.now
        self.now += self.step
        return value


def test_master_stops_at_its_deadline_on_a_slow_position():
    game = _position(12, 4)  # early: many squares and every kind still to come
    assert len(game.legal_squares()) >= 5
    clock = FakeClock(0.25)
    player = MasterPlayer(seed=1, clock=clock, limit=1.0, width=30, deep=10, replies=3)
    square = player.choose(game)
    assert game.is_legal(square)
    # Read at 100.0 to set the deadline 101.0; the reads at 100.25 .. 100.75 go on, the one at 101.0 stops it.
    assert clock.reads == 5
    assert clock.now - clock.step == 101.0


def test_master_starts_no_round_of_playouts_that_would_pass_its_deadline():
    game = _position(12, 4)
    clock = FakeClock(0.125)
    player = MasterPlayer(seed=1, clock=clock, limit=1.0, width=3, playouts=64)
    assert game.is_legal(player.choose(game))
    # 100.0 sets the deadline 101.0; 100.125 and 100.25 come before the second and third look-ahead, 100.375
    # starts the playouts. After round k the clock reads 100.375 + 0.125 k and a round has taken 0.125 on
    # average, so the round after the fifth (100.5 + 0.625 > 101.0) is not started: 3 + 1 + 5 reads.
    assert clock.reads == 9


def test_the_old_master_without_playouts_still_looks_three_stones_ahead():
    game = _position(19, 25)
    square = MasterPlayer(seed=3, width=5, deep=2, playouts=0).choose(game)
    assert game.is_legal(square)


def test_master_with_a_frozen_clock_searches_as_without_one():
    game = _position(19, 25)
    frozen = MasterPlayer(seed=3, clock=lambda: 0.0, width=5, playouts=12)
    free = MasterPlayer(seed=3, width=5, playouts=12)
    assert frozen.choose(game) == free.choose(game)


def test_master_leaves_the_game_untouched():
    game = Game.new(12)
    before = (game.board.copy(), game.pouch, len(game.history))
    MasterPlayer(seed=1, width=3, playouts=4).choose(game)
    assert (game.board, game.pouch, len(game.history)) == before


def test_players_refuse_a_finished_game():
    game = _position(3, 66, driver="random")
    assert game.is_over
    for level in LEVELS:
        with pytest.raises(ValueError, match="no legal square"):
            make_player(level, 1).choose(game)


@pytest.mark.slow        # about a minute: tracemalloc follows every allocation of two games
def test_players_keep_no_memory_from_game_to_game():
    import gc
    import tracemalloc

    def play(seed):
        game = Game.new(seed)
        player = make_player("adept", seed)
        while not game.is_over and len(game.history) < 40:
            game.place(player.choose(game))

    play(1)  # module-level tables are built by now
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot()
        for seed in (2, 3):
            play(seed)
        gc.collect()
        after = tracemalloc.take_snapshot()
    finally:
        tracemalloc.stop()
    model = [tracemalloc.Filter(True, "*ishido_retro/engine/*"), tracemalloc.Filter(True, "*ishido_retro/players/*")]
    diff = after.filter_traces(model).compare_to(before.filter_traces(model), "filename")
    grown = sum(stat.size_diff for stat in diff)
    assert grown < 4096


# --- Adept's time limit -----------------------------------------------------------


def test_adept_stops_looking_ahead_before_a_look_ahead_that_would_pass_its_deadline():
    game = _position(12, 4)  # early: 7 squares, 36 kinds of stone still to come
    assert len(game.legal_squares()) == 7
    clock = FakeClock(0.0005)
    player = AdeptPlayer(seed=1, clock=clock, limit=0.045, width=6)
    assert player.choose(game) == AdeptPlayer(seed=1, width=2).choose(game)     # as if it looked at two squares
    # Read at 100.0 (deadline 100.045), then once before each of the 36 kinds of next stone in a look-ahead:
    # the first ends at 100.018; at 100.0185 another would end by 100.037, so it goes on; at 100.037 another
    # would end at 100.0555, past the deadline, so it stops: 1 + 36 + 1 + 36 + 1 reads, two squares of six.
    assert clock.reads == 75


def test_adept_drops_a_look_ahead_the_deadline_cuts_short():
    game = _position(12, 4)
    clock = FakeClock(0.02)
    player = AdeptPlayer(seed=1, clock=clock, limit=0.045, width=6)
    # Reads at 100.0 (deadline 100.045), then 100.02 and 100.04 before the first two kinds of next stone;
    # 100.06 is past the deadline, so the first look-ahead is dropped and the square judged best now is taken.
    assert player.choose(game) == AdeptPlayer(seed=1, width=1).choose(game)  # the best-judged square
    assert clock.reads == 4


def test_adept_with_a_frozen_clock_plays_as_without_one():
    for seed, moves in ((19, 25), (4, 8), (30, 50)):
        game = _position(seed, moves)
        assert AdeptPlayer(seed=3, clock=lambda: 0.0).choose(game) == AdeptPlayer(seed=3).choose(game)


def test_make_player_gives_adept_the_clock():
    game = _position(12, 4)
    assert len(game.legal_squares()) >= 6
    clock = FakeClock(0.0)
    make_player("adept", 1, clock=clock).choose(game)
    # Once for the deadline, before each of the 5 look-aheads after the first (of 6), and before each of the
    # 36 kinds of next stone in each of the 6 look-aheads: 1 + 5 + 6 * 36.
    assert clock.reads == 222
