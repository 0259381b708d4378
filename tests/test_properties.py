"""Property tests: invariants of random legal games, and record loading under fuzzing."""

import contextlib
import random

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ishido_retro.model import Game, RuleSet, is_legal
from ishido_retro.model.records import RecordError, dump_record, load_record, record_from_game
from ishido_retro.model.stones import ALL_SQUARES, STONE_COUNT

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(seed, pick_seed, limit=None, **options):
    game = Game.new(seed, **options)
    rng = random.Random(pick_seed)
    while not game.is_over and (limit is None or len(game.history) < limit):
        game.place(rng.choice(game.legal_squares()))
    return game


@SETTINGS
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 10**6), strict=st.booleans())
def test_random_games_keep_every_invariant(seed, pick, strict):
    game = Game.new(seed, rules=RuleSet(strict_four_way=strict))
    rng = random.Random(pick)
    while True:
        assert len(game.board) + game.stones_left == STONE_COUNT
        assert game.score == sum(p.total for p in game.history)
        assert game.four_ways == sum(p.four_way for p in game.history)
        if game.is_over:
            break
        stone = game.touchstone
        legal = game.legal_squares()
        assert legal == [sq for sq in ALL_SQUARES if is_legal(game.board, sq, stone, game.rules)]
        assert legal == [sq for sq in ALL_SQUARES if game.why_illegal(sq) is None]
        board, score, history = game.board.copy(), game.score, list(game.history)
        game.place(rng.choice(legal))
        if rng.random() < 0.3:
            game.undo()
            assert game.board == board and game.score == score and game.history == history
            assert game.touchstone == stone
            game.place(rng.choice(legal))
    assert game.end_reason in ("emptied", "stuck")
    if game.end_reason == "stuck":
        assert game.legal_squares(game.stuck_stone) == []


@SETTINGS
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 10**6), stop=st.integers(0, 66),
       ended=st.booleans(), mode=st.sampled_from(["solitaire", "cooperative", "challenge"]))
def test_records_round_trip(seed, pick, stop, ended, mode):
    players = 1 if mode == "solitaire" else 2
    game = random_game(seed, pick, limit=stop, mode=mode, players=players)
    if ended and not game.is_over:
        game.end()
    text = dump_record(game)
    again = load_record(text)
    assert again == game
    assert dump_record(again) == text
    assert load_record(dump_record(again)) == again


_JUNK = [None, True, -1, 0, 99, 1.5, "x", "", [], [1], [[0, 0]], {}, {"a": [1]}, [[["deep"]]], 2**70]


def _mutate(record, rng):
    """Change one random place of a record: replace, drop, truncate, duplicate or swap types."""
    record = yaml.safe_load(yaml.safe_dump(record))  # a deep copy
    container, key = record, None
    # Walk down a random path.
    for _ in range(rng.randint(0, 3)):
        if isinstance(container, dict) and container:
            key = rng.choice(list(container))
        elif isinstance(container, list) and container:
            key = rng.randrange(len(container))
        else:
            break
        if isinstance(container[key], (dict, list)) and rng.random() < 0.7:
            container, key = container[key], None
        else:
            break
    action = rng.randrange(6)
    if key is None:
        if isinstance(container, dict) and container:
            key = rng.choice(list(container))
        elif isinstance(container, list) and container:
            key = rng.randrange(len(container))
        else:
            return record
    if action == 0:
        container[key] = rng.choice(_JUNK)
    elif action == 1:
        del container[key]
    elif action == 2 and isinstance(container[key], list):
        container[key] = container[key][: rng.randrange(len(container[key]) + 1)]
    elif action == 3 and isinstance(container[key], list):
        container[key] = container[key] + container[key][:1]
    elif action == 4 and isinstance(container[key], int) and not isinstance(container[key], bool):
        container[key] += rng.choice([-1, 1, 5])
    else:
        container[key] = str(container[key])
    return record


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 1000), mutation=st.integers(0, 10**9), stop=st.integers(0, 66))
def test_mutated_records_load_or_fail_cleanly(seed, mutation, stop):
    rng = random.Random(mutation)
    record = record_from_game(random_game(seed, seed, limit=stop))
    for _ in range(rng.randint(1, 3)):
        record = _mutate(record, rng)
    text = yaml.safe_dump(record, sort_keys=False)
    if rng.random() < 0.3:
        text = text[: rng.randrange(len(text) + 1)]
    try:
        load_record(text)
    except RecordError as exc:
        assert str(exc) and str(exc)[0].isupper()


@SETTINGS
@given(seed=st.integers(0, 1000), pick=st.integers(0, 10**6))
def test_wrong_moves_are_caught_with_their_number(seed, pick):
    rng = random.Random(pick)
    game = random_game(seed, pick, limit=rng.randint(1, 40))
    record = record_from_game(game)
    if not record["moves"]:
        return
    i = rng.randrange(len(record["moves"]))
    record["moves"][i] = [rng.randrange(12), rng.randrange(8)]
    try:
        load_record(yaml.safe_dump(record))
    except RecordError as exc:
        assert exc.move is None or 1 <= exc.move <= len(record["moves"]) + 1


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 1000), mutation=st.integers(0, 10**9))
def test_byte_flipped_records_load_or_fail_cleanly(seed, mutation):
    rng = random.Random(mutation)
    data = bytearray(dump_record(random_game(seed, seed, limit=rng.randint(0, 66))).encode())
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    with contextlib.suppress(RecordError):
        load_record(bytes(data))
