"""Scores tests written to kill mutants that bench/mutation.py found surviving (pure, no files)."""

from __future__ import annotations

import pytest

from ishido_retro.scores.highscores import (
    Entry,
    HighScores,
    ScoresEntryError,
    ScoresFormatError,
    ScoresSyntaxError,
    check_date,
    format_scores,
    merge,
    parse_scores,
    rank,
    scores_from_data,
)
from ishido_retro.scores.roman import mark_value, parse_roman_marks, parse_roman_text, roman_groups, roman_runs
from ishido_retro.scores.statistics import Statistics, statistics

ITEM = {"name": "Ann", "score": 120, "four_ways": 2, "stones_left": 10, "mode": "solitaire",
        "date": "2026-11-25", "stoneset": "classic", "deal": 7, "id": "a1"}


def _board(*items, board="today", scoring="modern"):
    return {"format": "ishido-scores/1", "boards": {board: {scoring: list(items)}}}


def _refused(data, message):
    with pytest.raises(ScoresEntryError) as caught:
        scores_from_data(data)
    assert str(caught.value) == message


WHERE = "entry 1 of board today modern"


@pytest.mark.parametrize("changes, message", [
    ({"name": ""}, f"{WHERE}: name must be a text of 1 to 24 characters"),
    ({"name": 5}, f"{WHERE}: name must be a text of 1 to 24 characters"),
    ({"name": "A" * 25}, f"{WHERE}: name must be a text of 1 to 24 characters"),
    ({"stoneset": "s" * 65}, f"{WHERE}: stoneset must be a text of 1 to 64 characters"),
    ({"score": True}, f"{WHERE}: score must be a whole number from 0 to 10000000000000"),
    ({"score": -1}, f"{WHERE}: score must be a whole number from 0 to 10000000000000"),
    ({"four_ways": 73}, f"{WHERE}: four_ways must be a whole number from 0 to 72"),
    ({"stones_left": 73}, f"{WHERE}: stones_left must be a whole number from 0 to 72"),
    ({"mode": "bingo"}, f"{WHERE}: mode must be one of solitaire, cooperative, challenge, tournament"),
    ({"deal": "5"}, f"{WHERE}: deal must be a deal number (0 or more) or empty"),
    ({"deal": True}, f"{WHERE}: deal must be a deal number (0 or more) or empty"),
    ({"deal": -1}, f"{WHERE}: deal must be a deal number (0 or more) or empty"),
    ({"id": 5}, f"{WHERE}: id must be a short text"),
    ({"id": "i" * 65}, f"{WHERE}: id must be a short text"),
])
def test_a_damaged_entry_is_refused_naming_the_fault(changes, message):
    _refused(_board(dict(ITEM, **changes)), message)


def test_an_entry_at_its_limits_is_read():
    item = dict(ITEM, name="A" * 24, four_ways=72, stones_left=72, deal=0, id="i" * 64)
    assert scores_from_data(_board(item)).boards["today"]["modern"] == [
        Entry("A" * 24, 120, 72, 72, "solitaire", "modern", "2026-11-25", "classic", 0, "i" * 64)]
    bare = {k: v for k, v in ITEM.items() if k not in ("id", "deal")}
    assert scores_from_data(_board(bare)).boards["today"]["modern"] == [
        Entry("Ann", 120, 2, 10, "solitaire", "modern", "2026-11-25", "classic", None, "")]


def test_whole_file_faults_are_named_in_full():
    with pytest.raises(ScoresSyntaxError) as caught:
        scores_from_data(["format"])
    assert str(caught.value) == "the scores file does not hold a mapping"
    for data, message in [
        ({"format": "ishido-scores/1", "boards": ["today"]}, "'boards' must be a mapping of boards"),
        ({"format": "ishido-scores/1", "boards": {"today": ["modern"]}},
         "board today must map each scoring to its entries"),
        ({"format": "ishido-scores/1", "boards": {"today": {"modern": None}}},
         "board today modern must be a list of at most 200 entries"),
        ({"format": "ishido-scores/1", "boards": {"today": {"modern": "abc"}}},
         "board today modern must be a list of at most 200 entries"),
        ({"format": "ishido-scores/1", "boards": {"today": {"modern": [ITEM] * 201}}},
         "board today modern must be a list of at most 200 entries"),
    ]:
        _refused(data, message)
    with pytest.raises(ScoresFormatError) as caught:
        scores_from_data({"format": "ishido-scores/" + "9" * 60})
    assert str(caught.value) == ("the scores file is in format 'ishido-scores/99999999999999999999999999', "
                                 "newer than this game reads (ishido-scores/1)")


def test_a_file_reads_what_it_knows_and_skips_the_rest():
    data = {"format": "ishido-scores/1", "last_name": "B" * 24,
            "boards": {"yesterday": {"modern": [ITEM]}, "today": {"medieval": [], "modern": [ITEM] * 200}}}
    scores = scores_from_data(data)
    assert scores.last_name == "B" * 24
    assert scores.boards["today"]["modern"] == [
        Entry("Ann", 120, 2, 10, "solitaire", "modern", "2026-11-25", "classic", 7, "a1")]
    assert scores_from_data({"format": "ishido-scores/1"}) == HighScores()


def test_entries_without_an_id_are_kept_apart_unless_identical():
    ann = Entry("Ann", 120, 2, 10, "solitaire", "modern", "2026-11-25", "classic")
    bob = Entry("Bob", 90, 1, 20, "solitaire", "modern", "2026-11-25", "classic")
    assert rank([bob, ann, ann]) == [ann, bob]


def test_clearing_one_scoring_keeps_the_other():
    scores = scores_from_data({"format": "ishido-scores/1",
                               "boards": {"today": {"modern": [ITEM], "ancient": [ITEM]}}})
    scores.clear("today", "modern")
    assert scores.boards["today"]["modern"] == []
    assert [e.name for e in scores.boards["today"]["ancient"]] == ["Ann"]


def test_merging_keeps_a_last_name_and_filters_today_only_when_asked():
    def one(name, last_name, date):
        scores = scores_from_data(_board(dict(ITEM, name=name, id=name, date=date)))
        scores.last_name = last_name
        return scores
    ours, theirs = one("Ann", "", "2026-11-24"), one("Bob", "Bob", "2026-11-25")
    assert merge(ours, theirs).last_name == "Bob"
    assert merge(theirs, ours).last_name == "Bob"
    assert merge(one("Cy", "Cy", "2026-11-25"), theirs).last_name == "Cy"
    assert [e.name for e in merge(ours, theirs).boards["today"]["modern"]] == ["Ann", "Bob"]
    assert [e.name for e in merge(ours, theirs, "2026-11-25").boards["today"]["modern"]] == ["Bob"]


def test_a_date_is_checked():
    assert check_date("2026-11-25") == "2026-11-25"
    for bad, shown in ((5, "5"), ("25.11.2026", "'25.11.2026'")):
        with pytest.raises(ValueError) as caught:
            check_date(bad)
        assert str(caught.value) == f"a date is written YYYY-MM-DD, not {shown}"


def test_the_runner_summary_of_an_entry():
    entry = Entry("Ann", 120, 2, 10, "challenge", "modern", "2026-11-25", "classic", 7, "a1")
    assert entry.summary() == {"name": "Ann", "score": 120, "four_ways": 2, "stones_left": 10, "mode": "challenge"}


def test_the_file_keeps_each_entry_on_one_line_of_up_to_200_columns_in_plain_unicode():
    scores = HighScores(last_name="Zoë")
    scores.boards["all_time"]["modern"] = [
        Entry("Zoë", 10**12, 12, 0, "solitaire", "modern", "2026-11-25", "S" * 64, 123456, "")]
    scores.boards["today"]["modern"] = [
        Entry("AAAAAAA", 10**12, 12, 0, "solitaire", "modern", "2026-11-25", "S" * 64, 123456, "")]
    assert format_scores(scores) == (
        "format: ishido-scores/1\n"
        "last_name: Zoë\n"
        "boards:\n"
        "  today:\n"
        "    modern:\n"
        "    - {name: AAAAAAA, score: 1000000000000, four_ways: 12, stones_left: 0, mode: solitaire,"
        " date: '2026-11-25', stoneset: " + "S" * 64 + ", deal: 123456,\n"
        "      id: ''}\n"
        "    ancient: []\n"
        "  all_time:\n"
        "    modern:\n"
        "    - {name: Zoë, score: 1000000000000, four_ways: 12, stones_left: 0, mode: solitaire, date: '2026-11-25',"
        " stoneset: " + "S" * 64 + ", deal: 123456, id: ''}\n"
        "    ancient: []\n"
        "  tournament:\n"
        "    modern: []\n"
        "    ancient: []\n")


def test_scores_file_bytes_are_read_as_utf8_text():
    text = "format: ishido-scores/1\nlast_name: Zoë\n"
    assert parse_scores(text.encode("utf-8")).last_name == "Zoë"
    assert parse_scores(bytearray(text.encode("utf-8"))).last_name == "Zoë"
    for data, message in [
        (b"format: ishido-scores/1\n\x00", "the scores file is binary, not text"),
        ("last_name: Zo\u00eb\n".encode("latin-1"), "the scores file is not UTF-8 text"),
        ("format: ishido-scores/1\n\x00", "The scores file holds binary data, not the text of a scores file."),
        ("format: [ishido", "The scores file is not valid YAML at line 1 (did not find expected ',' or ']'); "
                            "it is not a scores file."),
    ]:
        with pytest.raises(ScoresSyntaxError) as caught:
            parse_scores(data)
        assert str(caught.value) == message


def test_roman_refusals_name_what_they_refuse():
    for call, error, message in [
        (lambda: mark_value("Q"), ValueError, "not a Roman mark: 'Q'"),
        (lambda: parse_roman_text("XQ"), ValueError, "not a Roman score: 'XQ'"),
        (lambda: parse_roman_marks(["X", "I", "I", "I", "I"]), ValueError, "not a canonical Roman score: X I I I I"),
        (lambda: roman_groups(1.5), TypeError, "a score is a whole number, not 1.5"),
        (lambda: roman_groups(-1), ValueError, "a score cannot be negative: -1"),
        (lambda: roman_runs(True), TypeError, "a score is a whole number, not True"),
        (lambda: roman_runs(2.0), TypeError, "a score is a whole number, not 2.0"),
        (lambda: roman_runs(-3), ValueError, "a score cannot be negative: -3"),
    ]:
        with pytest.raises(error) as caught:
            call()
        assert str(caught.value) == message


def _record(mode="solitaire", scoring="modern", **result):
    return {"mode": mode, "scoring": scoring,
            "result": dict({"score": 100, "four_ways": 1, "stones_left": 5}, **result)}


def test_statistics_of_nothing_are_all_zero():
    assert statistics([]) == Statistics(games=0, by_kind={}, emptied=0, mean_four_ways=0.0, best_four_ways=0,
                                        scored_games=0, mean_score=0.0, best_score=0, histogram=(), skipped=0)
    only_ancient = statistics([_record(scoring="ancient", four_ways=0)])
    assert (only_ancient.best_score, only_ancient.mean_score, only_ancient.scored_games) == (0, 0.0, 0)


def test_statistics_list_kinds_in_the_order_of_the_modes():
    stats = statistics([_record("challenge"), _record("cooperative", "ancient"), _record("solitaire"),
                        _record("cooperative", "modern")])
    assert list(stats.by_kind) == [("solitaire", "modern"), ("cooperative", "ancient"),
                                   ("cooperative", "modern"), ("challenge", "modern")]


def test_statistics_take_the_seats_scores_only_in_challenge_and_read_72_four_ways():
    stats = statistics([_record(score=100, scores=[999]), _record("challenge", score=100, scores=[300, 50])])
    assert stats.best_score == 300 and stats.mean_score == 200.0
    assert statistics([_record(four_ways=72, stones_left=72)]).best_four_ways == 72
    assert statistics([_record(four_ways=73)]).skipped == 1


def test_statistics_skip_a_match_of_an_unknown_mode():
    record = dict(_record(), match={"mode": "bingo"})
    assert statistics([record]).skipped == 1 and statistics([record]).games == 0
