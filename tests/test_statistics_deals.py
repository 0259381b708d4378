"""Statistics over finished games' records, and the deals people can share."""

import pytest

from ishido_retro.engine import Game
from ishido_retro.engine.deal import deal, deal_of_the_day, parse_deal_number
from ishido_retro.engine.records import record_from_game
from ishido_retro.scores.statistics import statistics


def R(four_ways, stones_left, score, mode=None, scoring="modern", **extra):
    record = {"format": "ishido-record/1", "scoring": scoring,
              "result": {"four_ways": four_ways, "stones_left": stones_left, "score": score}, **extra}
    if mode:
        record["mode"] = mode
    return record


def test_statistics_of_a_handful_of_games():
    stats = statistics([
        R(2, 0, 3000),
        R(0, 12, 150),
        R(3, 0, 8000, mode="cooperative"),
        R(1, 4, 0, scoring="ancient"),
        R(2, 1, 900, mode="challenge", players=2, result_unused=1) | {
            "result": {"four_ways": 2, "stones_left": 1, "score": 900, "scores": [900, 1400]}},
        R(0, 30, 10, tournament={"game": 1}),
        R(1, 3, 50, match={"mode": "tournament", "seats": []}),
    ])
    assert stats.games == 7
    assert stats.by_kind == {("solitaire", "ancient"): 1, ("solitaire", "modern"): 2, ("cooperative", "modern"): 1,
                             ("challenge", "modern"): 1, ("tournament", "modern"): 2}
    assert stats.emptied == 2
    assert stats.emptied_rate == pytest.approx(2 / 7)
    assert stats.mean_four_ways == pytest.approx(9 / 7)
    assert stats.best_four_ways == 3
    assert stats.scored_games == 6                  # the Ancient game has no score to count
    assert stats.mean_score == pytest.approx((3000 + 150 + 8000 + 1400 + 10 + 50) / 6)
    assert stats.best_score == 8000
    assert stats.histogram == (2, 2, 2, 1)
    assert stats.skipped == 0


def test_unfinished_and_malformed_records_are_skipped():
    stats = statistics([R(1, 0, 10), R(1, 0, 10, in_progress=True), {"result": 5}, R(True, 0, 1),
                        R(1, 0, 1, mode="blitz"), R(1, 0, 1, scoring="roman"), "not a mapping"])
    assert (stats.games, stats.skipped, stats.histogram) == (1, 6, (0, 1))


def test_no_games_gives_zeroes():
    stats = statistics([])
    assert (stats.games, stats.emptied_rate, stats.mean_score, stats.histogram) == (0, 0.0, 0.0, ())


def test_a_real_game_record_counts():
    game = Game.new(5)
    while not game.is_over:
        game.place(game.legal_squares()[0])
    stats = statistics([record_from_game(game)])
    assert stats.games == 1 and stats.best_score == game.final_score(0) and stats.best_four_ways == game.four_ways


def test_deal_of_the_day_is_a_fixed_number_per_date():
    assert deal_of_the_day("2026-11-22") == 1156998433
    assert deal_of_the_day("2026-11-23") == 8988562
    assert deal_of_the_day("2000-01-01") == 2042125659
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        deal_of_the_day("22/11/2026")


def test_the_same_deal_number_gives_the_same_deal():
    assert deal(1156998433) == deal(1156998433)
    assert deal(1156998433).pouch != deal(1156998434).pouch
    assert [st for _, st in deal(42).tableau] == [st for _, st in deal(42).tableau]


@pytest.mark.parametrize(("text", "number"), [("42", 42), (" #1156998433 ", 1156998433), ("2147483647", 2147483647)])
def test_deal_numbers_typed_by_a_player(text, number):
    assert parse_deal_number(text) == number


@pytest.mark.parametrize("text", ["", "0", "-3", "12a", "X7", "2147483648", "99999999999", "²", "4²",
                                  "４２", "٤٢", "+42", "4_2"])    # ASCII digits only (issue 46)
def test_what_is_not_a_deal_number(text):
    with pytest.raises(ValueError, match="a deal number is a whole number from 1 to 2147483647"):
        parse_deal_number(text)


@pytest.mark.parametrize("date", ["2026/11/22", "2026-11-2x", "20261-1-22", "2026-1-122", "26-11-2022", "2026-11-222",
                                  "2026-11-2", "２０２６-11-22"[:10], "2026-x1-22", "2026-11-x2", 20261122])
def test_a_date_not_written_yyyy_mm_dd_is_refused(date):
    with pytest.raises(ValueError, match="a date is written YYYY-MM-DD"):
        deal_of_the_day(date)


@pytest.mark.parametrize(("text", "number"), [("0000000042", 42), ("#7", 7), ("1", 1)])
def test_a_deal_number_of_up_to_ten_digits_is_read(text, number):
    assert parse_deal_number(text) == number


def test_a_deal_number_of_eleven_digits_is_refused_even_with_leading_zeros():
    with pytest.raises(ValueError, match="a deal number is a whole number from 1 to 2147483647"):
        parse_deal_number("00000000042")
