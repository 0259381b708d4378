"""Game records: writing, reading, and a clear sentence for every problem."""

import datetime
import random

import pytest
import yaml
from helpers import S

from ishido_retro.engine import Game, RuleSet
from ishido_retro.engine.records import (
    FORMAT,
    RecordError,
    dump_record,
    load_record,
    record_from_game,
)
from ishido_retro.storage.records import read_record, write_record


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
    from ishido_retro.engine import RuleSet

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
    assert str(err) == "This record is format ishido-record/2; this version of the game reads ishido-record/1."
    record["format"] = "chess-pgn"
    assert "not a game record" in str(error_of(record))
    del record["format"]
    assert "format" in str(error_of(record))


@pytest.mark.parametrize("version, shown", [
    ("2" + "0" * 15, "ishido-record/2" + "0" * 15),            # 30 characters: shown whole
    ("2" + "0" * 16, "ishido-record/2" + "0" * 12 + "..."),    # 31: cut to 27 and an ellipsis
])
def test_a_long_format_version_is_shown_whole_up_to_thirty_characters(version, shown):
    record = record_from_game(played(1, moves=2))
    record["format"] = "ishido-record/" + version
    assert str(error_of(record)) == f"This record is format {shown}; this version of the game reads ishido-record/1."


def test_illegal_move_names_its_number():
    game = played(3, moves=12)
    record = record_from_game(game)
    bad = next([c, r] for r in range(8) for c in range(12)
               if [c, r] not in record["moves"][:5] and not _legal_at(record, 5, (c, r)))
    record["moves"][5] = bad
    err = error_of(record)
    assert err.move == 6 and "move 6" in str(err).lower() and "not allowed" in str(err)


def _legal_at(record, index, square):
    from ishido_retro.engine import Square

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


@pytest.mark.parametrize("text, message", [
    ("", "A game record is a mapping of keys to values, not empty."),
    ("just words", "A game record is a mapping of keys to values, not the text 'just words'."),
    ("- 1\n- 2", "A game record is a mapping of keys to values, not a list."),
    ("format: [unclosed", "The record is not valid YAML at line 1 (did not find expected ',' or ']'); "
                          "it is not a game record."),
    ("{{{{", "The record is not valid YAML at line 1 (did not find expected node content); it is not a game record."),
    ("a: " + "[" * 5000, "The record is nested too deeply to be a game record (more than 16 levels)."),
    ("format: ishido-record/1\n", "The record has no 'tableau' key."),
    (b"\xff\xfe\x00\x00", "This is a binary file, not a game record."),
    (b"format: \x00", "This is a binary file, not a game record."),
    ("&a [*a]", "The record has a value that refers to itself."),
])
def test_garbage_text(text, message):
    assert str(error_of(text)) == message


def test_size_limit(tmp_path):
    from ishido_retro.storage.safeio import MAX_READ_BYTES

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


def _set(key, value):
    return lambda r: r.__setitem__(key, value)


@pytest.mark.parametrize("change, message", [
    (lambda r: r.pop("format"), "This is not a game record: the 'format' key is missing."),
    (_set("format", None), "This is not a game record: the 'format' key is missing."),
    (_set("format", 5), "The format must be a text such as 'ishido-record/1', not 5."),
    (_set("format", "ishido-record/2"),
     "This record is format ishido-record/2; this version of the game reads ishido-record/1."),
    (_set("format", "ishido-record/" + "9" * 30),
     "This record is format ishido-record/9999999999999...; this version of the game reads ishido-record/1."),
    (_set("format", "ishido-record/2\nseed: 1"),
     "This record is format 'ishido-record/2\\nseed: 1'; this version of the game reads ishido-record/1."),
    (_set("format", "chess/1"), "This is not a game record: its format is the text 'chess/1', not 'ishido-record/1'."),
    (_set("strict_four_way", "yes"), "Strict_four_way must be true or false, not the text 'yes'."),
    (lambda r: r.pop("tableau"), "The record has no 'tableau' key."),
    (lambda r: r.pop("pouch"), "The record has no 'pouch' key."),
    (lambda r: r.pop("moves"), "The record has no 'moves' key."),
    (lambda r: r.pop("result"), "The record has no 'result' key."),
    (lambda r: r["tableau"][1].__setitem__(slice(0, 2), [0, 0]), "The tableau puts two stones on square (0, 0)."),
    (lambda r: r["tableau"][2].__setitem__(2, 6),
     "Tableau entry 3 ([col, row, colour, symbol]) must be from 0 to 5, not 6."),
    (lambda r: r["tableau"].pop(), "The tableau must hold exactly one stone on each corner and on the centre "
                                   "squares (5,3) and (6,4)."),
    (lambda r: r["pouch"][3].__setitem__(0, -1), "Pouch entry 4 ([colour, symbol]) must be from 0 to 5, not -1."),
    (lambda r: r.update(in_progress=True, ended_by="player"),
     "A record cannot be both in progress and ended by the player."),
    (_set("undo_floor", 5), "Undo_floor must be from 0 to 4, not 5."),
    (_set("flags", ["w"] * 33), "The flags must be a list of at most 32 short words."),
    (_set("flags", ["a" * 41]), "The flags must be a list of at most 32 short words."),
    (_set("flags", [""]), "The flags must be a list of at most 32 short words."),
    (_set("flags", [3]), "The flags must be a list of at most 32 short words."),
    (_set("flags", "restarted"), "The flags must be a list, not the text 'restarted'."),
    (_set("seed", 2**64), "The seed must be from 0 to 18446744073709551615, not a whole number of about 20 digits."),
    (lambda r: r.update(mode="cooperative", players=9), "The number of players must be from 1 to 8, not 9."),
    (_set("scoring", "x" * 40),
     "Scoring must be 'modern' or 'ancient', not the text 'xxxxxxxxxxxxxxxxxxxxxxxxxxx...'."),
    (_set("seed", datetime.date(2001, 1, 1)), "The seed must be a whole number, not a value of type date."),
    (lambda r: r["result"].pop("score"), "The result has no score."),
    (lambda r: r["result"].pop("four_ways"), "The result has no four_ways."),
    (lambda r: r["result"].__setitem__("score", -1), "The result's score must be at least 0, not -1."),
    (lambda r: r["result"].__setitem__("four_ways", 3), "The result gives 3 4-Ways, but replaying the moves gives 0."),
    (lambda r: r["result"].__setitem__("stones_left", 60),
     "The result gives 60 stones left, but replaying the moves gives 62."),
])
def test_every_fault_is_named(change, message):
    record = record_from_game(played(6, moves=4))
    assert record["moves"] and len(record["moves"]) == 4 and record["result"]["stones_left"] == 62
    change(record)
    err = error_of(record)
    assert str(err) == message
    assert err.move is None


@pytest.mark.parametrize("change, check", [
    (_set("undo_floor", 4), lambda g: g.undo_floor == 4 and not g.can_undo),
    (_set("flags", ["w"] * 32), lambda g: g.flags == {"w"}),
    (_set("flags", ["a" * 40, "b"]), lambda g: g.flags == {"a" * 40, "b"}),
    (_set("seed", 2**64 - 1), lambda g: g.deal.seed == 2**64 - 1),
    (lambda r: r.update(mode="cooperative", players=8), lambda g: (g.mode, g.players) == ("cooperative", 8)),
    (lambda r: r.update(strict_four_way=True), lambda g: g.rules.strict_four_way),
])
def test_the_edges_of_what_is_allowed_load(change, check):
    record = record_from_game(played(6, moves=4))
    change(record)
    assert check(load_record(text_of(record)))


@pytest.mark.parametrize("text, message", [
    (b"format: x\xff\xfe", "The record is not UTF-8 text (byte 10 is not); a game record is UTF-8 text."),
    ("a\x00b", "This is a binary file, not a game record."),
    (5, "A record must be given as text."),
])
def test_what_is_not_text_is_named(text, message):
    assert str(error_of_raw(text)) == message


def error_of_raw(value):
    with pytest.raises(RecordError) as info:
        load_record(value)
    return info.value


def test_too_long_records_say_how_long():
    from ishido_retro.engine.records import MAX_RECORD_BYTES
    assert MAX_RECORD_BYTES == 1_048_576
    n = MAX_RECORD_BYTES + 1
    assert str(error_of_raw(b"#" * n)) == "The record is 1048577 bytes; a record may have at most 1048576."
    assert str(error_of_raw("#" * n)) == "The record is 1048577 characters; a record may have at most 1048576."


def test_an_error_is_one_sentence():
    assert str(RecordError("  the moves are wrong ")) == "The moves are wrong."
    assert str(RecordError("is it a record?")) == "Is it a record?"
    assert str(RecordError("stop!")) == "Stop!"
    assert str(RecordError("done.", move=3)) == "Done." and RecordError("x", move=3).move == 3


def test_a_record_holds_every_option_of_its_game():
    game = Game.new(4, scoring="ancient", rules=RuleSet(strict_four_way=True))
    for _ in range(3):
        game.place(game.legal_squares()[0])
    game.lock_undo()
    game.flags.update({"restarted", "hinted"})
    record = record_from_game(game)
    assert list(record) == ["format", "seed", "scoring", "strict_four_way", "tableau", "pouch", "moves",
                            "in_progress", "undo_floor", "flags", "result"]
    assert (record["seed"], record["scoring"], record["strict_four_way"]) == (4, "ancient", True)
    assert (record["in_progress"], record["undo_floor"], record["flags"]) == (True, 3, ["hinted", "restarted"])
    assert record["result"] == {"stones_left": 63, "four_ways": 0, "score": game.score}
    again = load_record(dump_record(game))
    assert (again.undo_floor, again.flags, again.rules, again.scoring) == (3, {"hinted", "restarted"},
                                                                           game.rules, "ancient")
    co = Game.new(4, mode="cooperative", players=3)
    co.end()
    record = record_from_game(co)
    assert (record["mode"], record["players"], record["ended_by"]) == ("cooperative", 3, "player")
    assert "in_progress" not in record and "strict_four_way" not in record and "flags" not in record


# --- the written text, the move at fault, and the edges of each check -------------------------------


def test_the_text_keeps_the_keys_in_reading_order_and_the_result_in_block_style():
    game = Game.new(4)
    game.place(game.legal_squares()[0])
    lines = dump_record(game).splitlines()
    assert [line.split(":")[0] for line in lines if not line.startswith((" ", "-"))] == [
        "format", "seed", "scoring", "tableau", "pouch", "moves", "in_progress", "result"]
    assert lines[:3] == ["format: ishido-record/1", "seed: 4", "scoring: modern"]
    assert lines[-4:] == ["result:", "  stones_left: 65", "  four_ways: 0", f"  score: {game.score}"]


def test_a_file_problem_starts_with_the_file_name_as_written(tmp_path, monkeypatch):
    from ishido_retro.storage.safeio import MAX_READ_BYTES

    monkeypatch.chdir(tmp_path)
    (tmp_path / "big.yaml").write_bytes(b"#" * (MAX_READ_BYTES + 1))
    with pytest.raises(RecordError) as info:
        read_record("big.yaml")
    assert str(info.value) == f"big.yaml is {MAX_READ_BYTES + 1} bytes; a game record is at most 1048576 bytes."
    with pytest.raises(RecordError) as info:
        read_record(".")
    assert str(info.value) == ". is a folder, not a game record." and info.value.move is None


@pytest.mark.parametrize("entry, message", [
    ("x", "Move 3 ([col, row]) must be a list, not the text 'x'."),
    ([1], "Move 3 ([col, row]) must hold 2 numbers, not 1."),
    ([1, "y"], "Move 3 ([col, row]) must be a whole number, not the text 'y'."),
    ([12, 0], "Move 3 ([col, row]) must be from 0 to 11, not 12."),
    ([0, -1], "Move 3 ([col, row]) must be from 0 to 7, not -1."),
])
def test_a_malformed_move_names_its_number(entry, message):
    record = record_from_game(played(6, moves=4))
    record["moves"][2] = entry
    err = error_of(record)
    assert str(err) == message and err.move == 3


def test_an_illegal_move_gives_the_rule_it_breaks_in_one_sentence():
    record = record_from_game(played(6, moves=4))
    assert record["moves"][:2] == [[7, 4], [10, 0]]
    record["moves"][2] = [2, 2]         # far from every stone
    game = Game.new(6)
    for col, row in record["moves"][:2]:
        game.place(S(col, row))
    stone = list(game.touchstone)
    err = error_of(record)
    assert str(err) == (f"Move 3 puts stone {stone} on square (2, 2), which is not allowed: a stone must touch "
                        "another stone, side by side: above, below, left or right of it.")
    assert err.move == 3


@pytest.mark.parametrize("value, shown", [
    ("x" * 30, "'" + "x" * 30 + "'"),
    ("x" * 31, "'" + "x" * 27 + "...'"),
])
def test_a_text_is_shown_whole_up_to_thirty_characters(value, shown):
    record = record_from_game(played(6, moves=4))
    record["scoring"] = value
    assert str(error_of(record)) == f"Scoring must be 'modern' or 'ancient', not the text {shown}."


def test_a_two_player_record_without_a_number_of_players_has_two():
    game = Game.new(6, mode="cooperative", players=2)
    game.place(game.legal_squares()[0])
    record = record_from_game(game)
    del record["players"]
    assert load_record(text_of(record)).players == 2


def _challenge_with_a_pass_first():
    game = Game.new(6, mode="challenge", players=2)
    game.pass_turn()
    for _ in range(3):
        game.place(game.legal_squares()[0])
    return game


def test_a_pass_before_the_first_move_and_a_player_on_nought_load():
    game = _challenge_with_a_pass_first()
    record = record_from_game(game)
    assert record["passes"] == [0] and 0 in record["result"]["scores"]
    again = load_record(text_of(record))
    assert again.passes == [0] and again.tallies == game.tallies


@pytest.mark.parametrize("passes, message", [
    ([-1], "A passed turn must be from 0 to 3, not -1."),
    ([4], "A passed turn must be from 0 to 3, not 4."),
    (["x"], "A passed turn must be a whole number, not the text 'x'."),
    ("x", "The passes must be a list, not the text 'x'."),
])
def test_a_bad_pass_is_named(passes, message):
    record = record_from_game(_challenge_with_a_pass_first())
    record["passes"] = passes
    assert str(error_of(record)) == message


@pytest.mark.parametrize("change, message", [
    (lambda r: r.__setitem__("result", None), "The record has no result."),
    (lambda r: r["result"].__setitem__("score", 999), "The result gives 999 score, but replaying the moves gives "),
    (lambda r: r["result"].__setitem__("scores", "x"), "The result's scores must be a list, not the text 'x'."),
    (lambda r: r["result"]["scores"].__setitem__(1, -1), "Player 2's score in the result must be at least 0, not -1."),
])
def test_a_bad_challenge_result_is_named(change, message):
    game = _challenge_with_a_pass_first()
    record = record_from_game(game)
    change(record)
    expected = message + f"{game.final_score(0)}." if message.endswith("gives ") else message
    assert str(error_of(record)) == expected


def test_a_record_of_exactly_the_largest_size_is_read():
    from ishido_retro.engine.records import MAX_RECORD_BYTES

    for text in (b"#" * MAX_RECORD_BYTES, "#" * MAX_RECORD_BYTES):
        assert str(error_of_raw(text)) == "A game record is a mapping of keys to values, not empty."


def test_yaml_problems_are_the_records_own_sentences():
    assert str(error_of_raw("format: [")) == ("The record is not valid YAML at line 1 (did not find expected node "
                                              "content); it is not a game record.")
    many = "[" + "0," * 50_000 + "0]"
    assert str(error_of_raw(many)) == ("The record holds too many values (more than 50000, counting every repeat "
                                       "an alias makes).")


def test_passes_in_order_and_only_with_several_players():
    record = record_from_game(_challenge_with_a_pass_first())
    record["passes"] = [2, 1]
    assert str(error_of(record)) == "The passes must be listed in the order they happened."
    record = record_from_game(played(6, moves=4))
    record["passes"] = [1]
    assert str(error_of(record)) == "Only a game of several players can pass a turn."


def test_a_game_the_rules_refuse_is_named():
    game = Game.new(6, mode="challenge", players=2)
    game.place(game.legal_squares()[0])
    record = record_from_game(game)
    record["players"] = 1
    assert str(error_of(record)) == "A challenge game needs at least two players."


def _challenge_with_passes_between():
    game = Game.new(5, mode="challenge", players=2)
    rng = random.Random(1)
    while not game.is_over:
        if len(game.history) in (0, 2, 5):
            game.pass_turn()
        game.place(rng.choice(game.legal_squares()))
        if len(game.history) == 2:
            game.pass_turn()
    return game


def test_passes_between_moves_replay_in_their_places():
    game = _challenge_with_passes_between()
    assert game.passes == [0, 2, 2, 5] and game.end_reason == "stuck"
    again = load_record(dump_record(game))
    assert again.passes == [0, 2, 2, 5] and again.tallies == game.tallies
    assert [p.player for p in again.history[:6]] == [1, 0, 1, 0, 1, 1]


def test_a_pass_after_the_end_is_named_with_the_last_move():
    game = _challenge_with_passes_between()
    record = record_from_game(game)
    record["passes"].append(54)
    err = error_of(record)
    assert str(err) == "A turn is passed after move 54, when the game had already ended." and err.move == 54


def _emptied():
    """Seed 4 played by the greedy player: all 66 stones placed."""
    from ishido_retro.players.computer import make_player

    game = Game.new(4)
    player = make_player("greedy", 4)
    while not game.is_over:
        game.place(player.choose(game))
    assert game.end_reason == "emptied" and len(game.history) == 66
    return game


def _stuck():
    game = played(3)
    assert game.end_reason == "stuck" and len(game.history) == 55
    return game


def test_a_move_after_the_end_says_why_the_game_had_ended():
    record = record_from_game(_emptied())
    record["moves"].append([0, 1])
    err = error_of(record)
    assert str(err) == "Move 67 comes after the end of the game: the pouch was already empty." and err.move == 67
    game = _stuck()
    record = record_from_game(game)
    record["moves"].append([0, 1])
    err = error_of(record)
    stone = list(game.stuck_stone)
    assert str(err) == f"Move 56 comes after the end of the game: stone {stone} could not be placed anywhere."
    assert err.move == 56


@pytest.mark.parametrize("key, value, start", [
    ("ended_by", "player", "The record says the player ended the game, but it had already ended after move"),
    ("in_progress", True, "The record says the game is in progress, but it ended after move"),
])
def test_a_game_that_had_ended_cannot_be_ended_again_or_go_on(key, value, start):
    ends = ((_emptied(), "66 (the pouch was empty)."), (_stuck(), "55 (the next stone could not be placed)."))
    for game, end in ends:
        record = record_from_game(game)
        record[key] = value
        err = error_of(record)
        assert str(err) == f"{start} {end}" and err.move == len(game.history)


def test_stopping_early_names_the_first_square_the_stone_could_take():
    game = played(3, moves=12)
    record = record_from_game(game)
    del record["in_progress"]
    err = error_of(record)
    first = game.legal_squares()[0]
    assert str(err) == (f"The record stops after move 12, but stone {list(game.touchstone)} could still be placed "
                        f"(on square ({first.col}, {first.row}), for one) and the player did not end the game.")
    assert err.move == 13 and len(game.legal_squares()) > 1
