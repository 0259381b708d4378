"""Game records: writing, reading, and a clear sentence for every problem."""

import random

import pytest
import yaml

from ishido_retro.model import Game
from ishido_retro.model.records import (
    FORMAT,
    RecordError,
    dump_record,
    load_record,
    read_record,
    record_from_game,
    write_record,
)


def played(seed, moves=None, **options):
    game = Game.new(seed, **options)
    rng = random.Random(seed)
    while not game.is_over and (moves is None or len(game.history) < moves):
        game.place(rng.choice(game.legal_squares()))
    return game


def text_of(record):
    return yaml.safe_dump(record, sort_keys=False)


def error_of(record_or_text):
    text = record_or_text if isinstance(record_or_text, (str, bytes)) else text_of(record_or_text)
    with pytest.raises(RecordError) as info:
        load_record(text)
    return info.value


def test_finished_game_round_trips():
    game = played(21)
    text = dump_record(game)
    again = load_record(text)
    assert again == game
    assert dump_record(again) == text
    record = yaml.safe_load(text)
    assert record["format"] == FORMAT
    assert record["seed"] == 21
    assert len(record["tableau"]) == 6 and len(record["pouch"]) == 66
    assert record["result"] == {"stones_left": game.stones_left, "four_ways": game.four_ways,
                                "score": game.final_score()}
    assert "ended_by" not in record and "in_progress" not in record


def test_written_layout_is_one_line_per_stone():
    text = dump_record(played(2, moves=3))
    assert "\n- [" in text


def test_ended_by_player_round_trips():
    game = played(8, moves=10)
    game.end()
    record = record_from_game(game)
    assert record["ended_by"] == "player"
    assert load_record(dump_record(game)) == game


def test_in_progress_round_trips_with_current_numbers():
    game = played(8, moves=10)
    game.lock_undo()
    record = record_from_game(game)
    assert record["in_progress"] is True and record["undo_floor"] == 10
    assert record["result"]["score"] == game.score  # no end bonus yet
    again = load_record(dump_record(game))
    assert again == game and not again.can_undo and not again.is_over


def test_fresh_game_round_trips():
    game = Game.new(4)
    assert load_record(dump_record(game)) == game


def test_challenge_round_trips_with_scores():
    game = played(9, moves=20, mode="challenge", players=3)
    game.end()
    record = record_from_game(game)
    assert record["mode"] == "challenge" and record["players"] == 3
    assert record["result"]["scores"] == [game.final_score(i) for i in range(3)]
    again = load_record(dump_record(game))
    assert again == game and again.tallies == game.tallies


@pytest.mark.parametrize("player, delta", [(0, 1), (1, 1), (2, 1), (1, -1), (2, 1000)])
def test_challenge_scores_must_each_agree(player, delta):
    game = played(9, moves=20, mode="challenge", players=3)
    game.end()
    record = record_from_game(game)
    true_score = record["result"]["scores"][player]
    record["result"]["scores"][player] += delta
    assert str(error_of(record)) == (f"The result gives player {player + 1} a score of {true_score + delta}, "
                                     f"but replaying the moves gives {true_score}.")


def test_challenge_scores_are_checked_for_number_and_mode():
    game = played(9, moves=20, mode="challenge", players=3)
    game.end()
    record = record_from_game(game)
    record["result"]["scores"].pop()
    assert str(error_of(record)) == "The result lists 2 scores for 3 players."
    del record["result"]["scores"]
    assert str(error_of(record)) == "The result of a challenge game must list each player's score under 'scores'."
    record = record_from_game(played(9))
    record["result"]["scores"] = [record["result"]["score"]]
    assert str(error_of(record)) == "Only a challenge game lists each player's scores in its result."
    record = record_from_game(game)
    record["result"]["scores"][1] = "many"
    assert str(error_of(record)) == "Player 2's score in the result must be a whole number, not the text 'many'."


def test_cooperative_and_strict_round_trip():
    from ishido_retro.model import RuleSet

    game = Game.new(10, mode="cooperative", players=2, rules=RuleSet(strict_four_way=True))
    game.place(game.legal_squares()[0])
    record = record_from_game(game)
    assert record["strict_four_way"] is True
    assert load_record(dump_record(game)) == game


def test_file_round_trip(tmp_path):
    game = played(5)
    path = tmp_path / "sub" / "game.yaml"
    write_record(path, game)
    assert read_record(path) == game
    assert [p.name for p in path.parent.iterdir()] == ["game.yaml"]  # no temporary left behind


def test_unknown_format_version():
    record = record_from_game(played(1, moves=2))
    record["format"] = "ishido-record/2"
    err = error_of(record)
    assert "ishido-record/2" in str(err) and "cannot read" in str(err)
    record["format"] = "chess-pgn"
    assert "not a game record" in str(error_of(record))
    del record["format"]
    assert "format" in str(error_of(record))


def test_illegal_move_names_its_number():
    game = played(3, moves=12)
    record = record_from_game(game)
    bad = next([c, r] for r in range(8) for c in range(12)
               if [c, r] not in record["moves"][:5] and not _legal_at(record, 5, (c, r)))
    record["moves"][5] = bad
    err = error_of(record)
    assert err.move == 6 and "move 6" in str(err).lower() and "not allowed" in str(err)


def _legal_at(record, index, square):
    from ishido_retro.model import Square

    game = Game.new(record["seed"])
    for c, r in record["moves"][:index]:
        game.place(Square(c, r))
    return game.is_legal(Square(*square))


def test_stopping_while_a_stone_could_be_placed():
    game = played(3, moves=12)
    record = record_from_game(game)
    del record["in_progress"]
    err = error_of(record)
    assert err.move == 13 and "could still be placed" in str(err)


def test_moves_after_the_end():
    game = played(3)
    record = record_from_game(game)
    record["moves"].append([0, 0])
    err = error_of(record)
    assert err.move == len(game.history) + 1 and "after the end" in str(err)


def test_result_must_agree():
    game = played(3)
    for key, delta in (("score", 1), ("four_ways", 1), ("stones_left", -1)):
        record = record_from_game(game)
        record["result"][key] += delta
        assert "replaying" in str(error_of(record))
    record = record_from_game(game)
    del record["result"]
    assert "result" in str(error_of(record))


def test_stone_multiset_and_tableau_are_checked():
    record = record_from_game(played(3, moves=2))
    record["pouch"][0] = list(record["pouch"][1])
    record["pouch"][2] = list(record["pouch"][1])
    assert "two of each" in str(error_of(record))
    record = record_from_game(played(3, moves=2))
    record["tableau"][0][:2] = [1, 1]
    assert "corner" in str(error_of(record))
    record = record_from_game(played(3, moves=2))
    record["pouch"].pop()
    assert "66" in str(error_of(record))


@pytest.mark.parametrize("path, value, fragment", [
    (("tableau",), "abc", "The tableau must be a list, not the text 'abc'"),
    (("pouch",), {"a": 1}, "The pouch must be a list, not a mapping"),
    (("moves",), 7, "The moves must be a list, not 7"),
    (("moves", 0), "b2", "Move 1 ([col, row]) must be a list, not the text 'b2'"),
    (("moves", 0, 0), -1, "Move 1 ([col, row]) must be from 0 to 11, not -1"),
    (("moves", 0, 1), 8, "Move 1 ([col, row]) must be from 0 to 7, not 8"),
    (("moves", 0, 0), True, "Move 1 ([col, row]) must be a whole number, not the truth value true"),
    (("moves", 0, 0), 1.5, "Move 1 ([col, row]) must be a whole number, not the number 1.5"),
    (("moves", 0, 0), [[1]], "Move 1 ([col, row]) must be a whole number, not a list"),
    (("pouch", 0, 1), 6, "Pouch entry 1 ([colour, symbol]) must be from 0 to 5, not 6"),
    (("tableau", 0), [0, 0, 1], "Tableau entry 1 ([col, row, colour, symbol]) must hold 4 numbers, not 3"),
    (("seed",), -5, "The seed must be from 0 to 18446744073709551615, not -5"),
    (("seed",), "forty", "The seed must be a whole number, not the text 'forty'"),
    (("scoring",), "roman", "Scoring must be 'modern' or 'ancient', not the text 'roman'"),
    (("scoring",), ["modern"], "Scoring must be 'modern' or 'ancient', not a list"),
    (("result",), [1, 2, 3], "The result must be a mapping with stones_left, four_ways and score, not a list"),
    (("result", "score"), "lots", "The result's score must be a whole number, not the text 'lots'"),
    (("result", "score"), None, "The result's score must be a whole number, not empty"),
    (("ended_by",), "cat", "Ended_by may only be 'player', not the text 'cat'"),
    (("in_progress",), "yes please", "In_progress must be true or false, not the text 'yes please'"),
    (("players",), 0, "The number of players must be from 1 to 8, not 0"),
    (("mode",), "duel", "Mode must be one of solitaire, cooperative, challenge, not the text 'duel'"),
])
def test_wrong_types_anywhere(path, value, fragment):
    record = record_from_game(played(6, moves=4))
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert str(error_of(record)) == fragment + "."


@pytest.mark.parametrize("text, fragment", [
    ("", "A game record is a mapping of keys to values, not empty"),
    ("just words", "A game record is a mapping of keys to values, not the text 'just words'"),
    ("- 1\n- 2", "A game record is a mapping of keys to values, not a list"),
    ("format: [unclosed", "The record is not valid YAML at line 1"),
    ("{{{{", "The record is not valid YAML at line 1"),
    ("a: " + "[" * 5000, "The record is nested too deeply to be a game record"),
    ("format: ishido-record/1\n", "The record has no 'tableau' key"),
    (b"\xff\xfe\x00\x00", "This is a binary file, not a game record"),
    (b"format: \x00", "This is a binary file, not a game record"),
    ("&a [*a]", "A game record is a mapping of keys to values, not a list"),
])
def test_garbage_text(text, fragment):
    assert str(error_of(text)).startswith(fragment)


def test_size_limit(tmp_path):
    from ishido_retro.userdata import MAX_READ_BYTES

    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (MAX_READ_BYTES + 1))
    with pytest.raises(RecordError) as info:
        read_record(big)
    assert "at most" in str(info.value)
    with pytest.raises(RecordError):
        load_record("#" * (MAX_READ_BYTES + 1))


def test_unreadable_paths(tmp_path):
    with pytest.raises(RecordError) as info:
        read_record(tmp_path / "missing.yaml")
    assert "no file" in str(info.value)
    with pytest.raises(RecordError) as info:
        read_record(tmp_path)
    assert "folder" in str(info.value)
    binary = tmp_path / "b.yaml"
    binary.write_bytes(bytes(range(256)))
    with pytest.raises(RecordError) as info:
        read_record(binary)
    assert "binary" in str(info.value)


def test_python_tags_are_refused():
    text = dump_record(played(1, moves=1)) + "evil: !!python/object/apply:os.system ['echo hi']\n"
    err = error_of(text)
    assert "YAML" in str(err)


def test_unknown_keys_are_ignored():
    record = record_from_game(played(1, moves=3))
    record["comment"] = "a later version may add keys"
    assert load_record(text_of(record)) == load_record(dump_record(played(1, moves=3)))
