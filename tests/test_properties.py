"""Property tests: invariants of random legal games, and record loading under fuzzing."""

import os
import random

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ishido_retro.engine import Deal, Game, RuleSet, Square, Stone, is_legal
from ishido_retro.engine.records import RecordError, dump_record, load_record, record_from_game
from ishido_retro.engine.stones import ALL_SQUARES, STONE_COUNT

# bench/mutation.py runs these tests once per mutant: ISHIDO_EXAMPLES_SCALE=0.2 there keeps it affordable.
SCALE = float(os.environ.get("ISHIDO_EXAMPLES_SCALE", "1"))


def examples(n):
    return max(5, round(n * SCALE))


SETTINGS = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])


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


# The Amiga manual's scoring ("The Modern Way: Game & Scoring"), written out here and not taken
# from the code: a stone placed in the Within (not on the outer ring of the 12 x 8 board)
# earns 1, 2, 4 or 8 points for 1, 2, 3 or 4 matched sides; each 4-Way doubles every later
# placement's points (its own 8 included) and earns the next bonus of the table; the end pays
# 1000, 500 or 100 for 0, 1 or 2 stones left.
MANUAL_POINTS = {1: 1, 2: 2, 3: 4, 4: 8}
MANUAL_FOUR_WAY_BONUS = [25, 50, 100, 200, 400, 600, 800, 1_000, 5_000, 10_000, 25_000, 50_000]
MANUAL_END_BONUS = {0: 1_000, 1: 500, 2: 100}


def manual_score(moves, tableau_squares, players=1, challenge=False):
    """Every player's score after ``moves`` (squares in order), by the manual's rules alone."""
    occupied = {(sq.col, sq.row) for sq in tableau_squares}
    scores, four_ways = [0] * players, [0] * players
    for i, (col, row) in enumerate(moves):
        who = i % players if challenge else 0
        sides = sum((col + dc, row + dr) in occupied for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0)))
        within = 0 < col < 11 and 0 < row < 7
        if within:
            scores[who] += MANUAL_POINTS[sides] * 2 ** four_ways[who]
        if sides == 4:
            four_ways[who] += 1
            scores[who] += MANUAL_FOUR_WAY_BONUS[min(four_ways[who], 12) - 1]
        occupied.add((col, row))
    left = 72 - len(occupied)
    return scores, sum(four_ways), left


@SETTINGS
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 10**6),
       mode=st.sampled_from(["solitaire", "cooperative", "challenge"]))
def test_scores_agree_with_the_manuals_table(seed, pick, mode):
    players = 1 if mode == "solitaire" else 2
    game = random_game(seed, pick, mode=mode, players=players)
    moves = [(sq.col, sq.row) for sq in game.moves]
    scores, four_ways, left = manual_score(moves, [sq for sq, _ in game.deal.tableau], players,
                                           challenge=mode == "challenge")
    assert game.four_ways == four_ways and game.stones_left == left
    end = MANUAL_END_BONUS.get(left, 0)
    if mode == "challenge":
        assert [game.final_score(i) for i in range(players)] == [s + end for s in scores]
    else:
        assert game.score == scores[0] and game.final_score() == scores[0] + end


def test_the_manuals_example_of_doubling():
    # "after the first 4-Way, a single-sided match earns two points, a two-sided match earns four
    # points, a three-sided match earns eight points, and a 4-Way earns 16 points."
    frame = [(3, 2), (4, 3), (3, 4), (2, 3)]                 # a 4-Way hole at (3,3)
    second = [(7, 2), (8, 3), (7, 4), (6, 3)]                # and another at (7,3)
    tableau = tuple((Square(c, r), Stone(0, 0)) for c, r in frame + second)
    game = Game(Deal(tableau=tableau, pouch=(Stone(0, 0),) * 6))
    assert (game.place(Square(3, 3)).points, game.history[-1].bonus) == (8, 25)
    assert game.place(Square(3, 1)).points == 2              # one side: (3,2)
    assert game.place(Square(2, 1)).points == 2              # one side: (3,1)
    assert game.place(Square(2, 2)).points == 8              # three sides: (2,1), (3,2), (2,3)
    assert game.place(Square(4, 2)).points == 4              # two sides: (4,3), (3,2)
    assert game.place(Square(7, 3)).points == 16             # the second 4-Way: 16 and the second bonus
    assert game.history[-1].bonus == 50
    assert game.score == 33 + 2 + 2 + 8 + 4 + 66


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


@settings(max_examples=examples(200), deadline=None)
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
        loaded = load_record(text)
    except RecordError as exc:
        assert str(exc)[0].isupper() and str(exc).endswith("."), "one plain sentence"
        return
    assert_agrees_with_its_replay(loaded, as_the_game_reads(text))


def assert_agrees_with_its_replay(loaded, data):
    """A record that loaded is what its own tableau, pouch and moves give when played again."""
    tableau = tuple((Square(c, r), Stone(a, b)) for c, r, a, b in data["tableau"])
    pouch = tuple(Stone(a, b) for a, b in data["pouch"])
    replay = Game(Deal(tableau=tableau, pouch=pouch), scoring=data.get("scoring", "modern"),
                  mode=data.get("mode", "solitaire"), players=data.get("players", 1),
                  rules=RuleSet(strict_four_way=data.get("strict_four_way", False)))
    for col, row in data["moves"]:
        replay.place(Square(col, row))
    if data.get("ended_by") == "player":
        replay.end()
    assert loaded.history == replay.history and loaded.board == replay.board
    assert (loaded.deal.tableau, loaded.deal.pouch) == (tableau, pouch)
    assert (loaded.end_reason, loaded.scoring, loaded.mode, loaded.players) == (
        replay.end_reason, replay.scoring, replay.mode, replay.players)
    result = data["result"]
    assert (result["score"], result["four_ways"], result["stones_left"]) == (
        replay.final_score(), replay.four_ways, replay.stones_left)
    if replay.mode == "challenge":
        assert result["scores"] == [replay.final_score(i) for i in range(replay.players)]


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


def as_the_game_reads(text):
    """The YAML data of ``text`` read by the loader the game uses (libyaml's where PyYAML has it): the pure-Python
    loader refuses some texts libyaml takes (a tab before a key), so it cannot stand in for the game's."""
    from ishido_retro.formats.yamltext import SafeLoader
    return yaml.load(text, Loader=SafeLoader)  # noqa: S506 - a safe loader


@settings(max_examples=examples(150), deadline=None)
@given(seed=st.integers(0, 1000), mutation=st.integers(0, 10**9))
def test_byte_flipped_records_load_or_fail_cleanly(seed, mutation):
    rng = random.Random(mutation)
    data = bytearray(dump_record(random_game(seed, seed, limit=rng.randint(0, 66))).encode())
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    try:
        loaded = load_record(bytes(data))
    except RecordError as exc:
        assert str(exc)[0].isupper() and str(exc).endswith("."), "one plain sentence"
        return
    assert_agrees_with_its_replay(loaded, as_the_game_reads(bytes(data).decode("utf-8")))
