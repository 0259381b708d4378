"""Numbers beyond reason in the user's files: refused as damaged or left out when read, never drawn mark by mark.

No screen may take more than a few MB for any value a file can hold: the drawing tests
measure memory with tracemalloc (not time).
"""

from __future__ import annotations

import json
import tracemalloc

import pytest
import yaml
from helpers import run

from ishido_retro.scores import highscores as hs
from ishido_retro.scores.roman import roman_runs
from ishido_retro.scores.statistics import statistics
from ishido_retro.storage import journal, scorefiles
from ishido_retro.ui.numerals import marks
from ishido_retro.ui.play import scoreboard as sb

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _entry(score: int, four_ways: int = 3) -> dict:
    return {"name": "Ann", "score": score, "four_ways": four_ways, "stones_left": 0, "mode": "solitaire",
            "date": "2026-11-22", "stoneset": "Ishido"}


def _scores_file(entry: dict) -> str:
    return yaml.safe_dump({"format": hs.FORMAT, "boards": {"all_time": {"modern": [entry]}}})


@pytest.mark.parametrize("score", [10**15, 10**30])
def test_a_high_score_beyond_reason_is_refused_as_damaged(score):
    with pytest.raises(hs.ScoresEntryError) as caught:
        hs.parse_scores(_scores_file(_entry(score)))
    assert str(caught.value) == ("entry 1 of board all_time modern: score must be a whole number from 0 to "
                                 "10000000000000")


def test_the_largest_score_a_game_could_reach_is_read():
    assert hs.parse_scores(_scores_file(_entry(hs.MAX_SCORE))).boards["all_time"]["modern"][0].score == hs.MAX_SCORE


def test_a_scores_file_with_a_score_beyond_reason_is_kept_aside_and_a_new_one_begun(home):
    home.mkdir()
    (home / "scores.yaml").write_text(_scores_file(_entry(10**30)))
    scores, message = scorefiles.load_scores("2026-11-22")
    assert scores.boards["all_time"]["modern"] == []
    assert message == ("Your high scores file was damaged (entry 1 of board all_time modern: score must be a whole "
                       "number from 0 to 10000000000000); it is kept as scores.yaml.bad and a new one is started.")
    assert (home / "scores.yaml.bad").is_file()


def _record(four_ways: int, score: int = 1000) -> dict:
    return {"format": "ishido-record/1", "scoring": "modern", "result": {"stones_left": 0, "four_ways": four_ways,
                                                                         "score": score}}


def test_statistics_leave_out_a_record_claiming_a_hundred_million_four_ways():
    tracemalloc.start()
    stats = statistics([_record(10**8), _record(3), _record(2, score=10**30)])
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert (stats.games, stats.skipped, stats.best_four_ways, stats.histogram) == (1, 2, 3, (0, 0, 0, 1))
    assert peak < 1_000_000


def _journal_line(moment) -> str:
    from ishido_retro.engine.stones import Square, Stone
    from ishido_retro.oracle.cast import Reading
    stones = ((Square(5, 3), Stone(2, 4)), (Square(4, 3), Stone(5, 4)), (Square(5, 2), Stone(2, 1)),
              (Square(6, 3), Stone(1, 4)), (Square(5, 4), Stone(2, 3)))
    record = Reading.from_four_way("a question", stones[0], stones[1:], 1_800_000_000.0).as_record()
    text = json.dumps(record)
    return text.replace("1800000000.0", moment)


@pytest.mark.parametrize("moment", ["1e20", "253402300800.0", "1" * 400, "-1e20"])
def test_a_journal_moment_beyond_year_9999_is_a_damaged_entry(home, moment):
    home.mkdir()
    (home / "oracle-journal.txt").write_text(f"ishido-journal/1\n{_journal_line('1800000000.0')}\n"
                                             f"{_journal_line(moment)}\n")
    readings, note = journal.load()
    assert len(readings) == 1 and readings[0].moment == 1_800_000_000.0
    assert note == "1 damaged entry in the journal could not be read and are not shown."


def test_the_journal_window_opens_on_such_a_journal(home):
    home.mkdir()
    (home / "oracle-journal.txt").write_text(f"ishido-journal/1\n{_journal_line('1e20')}\n{_journal_line('1' * 400)}"
                                             f"\n{_journal_line('1800000000.0')}\n")
    app = run([{"menu": ["Choices", "Oracle Journal…"]}, {"wait": 2}])
    assert app.state()["dialog"]["title"] == "Oracle Journal"


@pytest.mark.parametrize("score", [10**7, 10**15, 10**30, 10**4000])
def test_a_huge_score_is_never_drawn_one_mark_at_a_time(score):
    tracemalloc.start()
    font, rows = sb.layout_marks(score, 120, 40)
    marks.draw_points_strip(score, True, (0, 0, 140, 9))
    marks.shown_text(score, True, 140)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 2_000_000
    assert sum(1 for row in rows for kind, _ in row if kind == "mark") <= 40


def test_roman_runs_count_the_millions_without_writing_them_out():
    assert roman_runs(5_001_994) == [[("M_", 5)], [("M", 1)], [("C", 1), ("M", 1)], [("X", 1), ("C", 1)],
                                     [("I", 1), ("V", 1)]]
    assert roman_runs(10**30)[0] == [("M_", 10**24)]
    assert roman_runs(0) == []
