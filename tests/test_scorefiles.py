"""The scores file on disk: locked merges, two copies at once, damaged files; the history folder."""

import os
import subprocess
import sys
import textwrap

import pytest

from ishido_retro.scores.highscores import Entry, HighScores
from ishido_retro.storage import scorefiles

DAY = "2026-11-22"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def E(name, score, ident=None, date=DAY):
    return Entry(name, score, 1, 5, "solitaire", "modern", date, "Ishido", 3, ident or name)


def test_entries_added_one_by_one_are_all_on_disk(home):
    assert scorefiles.add_score(E("Ann", 100), set(), DAY)[0] == ("today", "all_time")
    placed, scores, message = scorefiles.add_score(E("Bob", 200), {"hinted"}, DAY)
    assert (placed, message) == (("today",), None)
    on_disk, message = scorefiles.load_scores(DAY)
    assert message is None
    assert [e.name for e in on_disk.board("today", "modern", DAY)] == ["Bob", "Ann"]
    assert [e.name for e in on_disk.board("all_time", "modern", DAY)] == ["Ann"]
    assert on_disk.last_name == "Bob"
    assert (home / "scores.yaml").read_text().startswith("format: ishido-scores/1\n")


def test_a_write_from_a_stale_copy_does_not_drop_what_another_copy_added(home):
    stale, _ = scorefiles.load_scores(DAY)          # this copy reads the boards ...
    scorefiles.add_score(E("other", 500), set(), DAY)   # ... another copy adds a game ...
    scorefiles.add_score(E("mine", 300), set(), DAY, known=stale)   # ... then this copy adds its own
    on_disk, _ = scorefiles.load_scores(DAY)
    assert [e.name for e in on_disk.board("all_time", "modern", DAY)] == ["other", "mine"]


def test_clear_asks_for_one_board_and_leaves_the_others(home):
    scorefiles.add_score(E("Ann", 100), set(), DAY)
    scores, message = scorefiles.clear_scores("today", None, DAY)
    assert message is None
    assert scores.board("today", "modern", DAY) == []
    assert [e.name for e in scorefiles.load_scores(DAY)[0].board("all_time", "modern", DAY)] == ["Ann"]


def test_a_new_day_empties_todays_board_on_disk_at_the_next_write(home):
    scorefiles.add_score(E("old", 900), set(), DAY)
    scorefiles.add_score(E("new", 5, date="2026-11-23"), set(), "2026-11-23")
    text = (home / "scores.yaml").read_text()
    scores, _ = scorefiles.load_scores("2026-11-23")
    assert [e.name for e in scores.boards["today"]["modern"]] == ["new"]
    assert [e.name for e in scores.board("all_time", "modern", DAY)] == ["old", "new"]
    assert "2026-11-22" in text   # kept on All-Time


@pytest.mark.parametrize(("content", "reason"), [
    (b"format: ishido-scores/1\nboards: [oops", "scores.yaml is not valid YAML at line"),
    (b"format: ishido-scores/9\n", "newer than this game reads"),
    (b"\xff\xfe garbage", "scores.yaml is not UTF-8 text"),
])
def test_a_damaged_file_is_kept_as_a_backup_and_the_game_carries_on(home, content, reason):
    home.mkdir(parents=True)
    (home / "scores.yaml").write_bytes(content)
    known = HighScores()
    known.add(E("remembered", 50))
    placed, scores, message = scorefiles.add_score(E("Ann", 100), set(), DAY, known=known)
    assert placed == ("today", "all_time")
    assert reason in message and "kept as scores.yaml.bad" in message
    assert (home / "scores.yaml.bad").read_bytes() == content
    on_disk, message = scorefiles.load_scores(DAY)
    assert message is None
    assert [e.name for e in on_disk.board("all_time", "modern", DAY)] == ["Ann", "remembered"]


def test_a_second_damaged_file_gets_a_second_backup(home):
    home.mkdir(parents=True)
    (home / "scores.yaml.bad").write_text("first")
    (home / "scores.yaml").write_text("second: [")
    scores, message = scorefiles.load_scores(DAY)
    assert scores == HighScores()
    assert "kept as scores.yaml.2.bad" in message
    assert (home / "scores.yaml.2.bad").read_text() == "second: ["
    assert (home / "scores.yaml.bad").read_text() == "first"


def test_an_oversized_file_is_refused_by_the_reader(home):
    home.mkdir(parents=True)
    (home / "scores.yaml").write_text("format: ishido-scores/1\n" + "#" * (scorefiles.SCORES_LIMIT + 10))
    scores, message = scorefiles.load_scores(DAY)
    assert "a high-scores file is at most" in message


ADDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from ishido_retro.storage import scorefiles
    from ishido_retro.scores.highscores import Entry
    who, go = sys.argv[1], Path(sys.argv[2])
    while not go.exists():
        time.sleep(0.001)
    for i in range(5):
        entry = Entry(f"{who}{i}", 100 + i, 0, 9, "solitaire", "modern", "2026-11-22", "Ishido", None, f"{who}{i}")
        scorefiles.add_score(entry, set(), "2026-11-22")
""")


def test_two_processes_adding_scores_at_once_lose_nothing(home, tmp_path):
    go = tmp_path / "go"
    env = {**os.environ, "ISHIDO_RETRO_HOME": str(home)}
    procs = [subprocess.Popen([sys.executable, "-c", ADDER, who, str(go)], env=env) for who in ("a", "b")]
    go.write_text("now")
    assert [p.wait(timeout=60) for p in procs] == [0, 0]
    scores, message = scorefiles.load_scores(DAY)
    assert message is None
    expected = {f"{w}{i}" for w in "ab" for i in range(5)}
    assert {e.name for e in scores.board("all_time", "modern", DAY)} == expected
    assert {e.name for e in scores.board("today", "modern", DAY)} == expected


def test_history_keeps_each_finished_game_and_skips_unreadable_files(home):
    record = {"format": "ishido-record/1", "scoring": "modern", "result": {"score": 10, "four_ways": 0,
                                                                           "stones_left": 40}}
    path = scorefiles.save_history(record, DAY, "abc")
    assert path == home / "history" / "2026-11-22-abc.yaml"
    (home / "history" / "2026-11-22-zzz.yaml").write_text("not: [closed")
    records, unreadable = scorefiles.load_history()
    assert unreadable == 1
    assert records == [{**record, "date": DAY}]


def test_a_game_kept_in_this_session_is_not_read_again(home, monkeypatch):
    record = {"format": "ishido-record/1", "mode": "challenge", "scoring": "modern",
              "result": {"score": 10, "four_ways": 1, "stones_left": 0, "scores": [10, 30]}, "moves": [[1, 2]] * 60}
    scorefiles.save_history(record, DAY, "kept")

    def no_reading(*_args, **_kwargs):
        raise AssertionError("a file kept in this session was read again")
    reader = scorefiles.read_yaml
    monkeypatch.setattr(scorefiles, "read_yaml", no_reading)
    records, unreadable = scorefiles.load_history()
    assert unreadable == 0 and records == [{"format": "ishido-record/1", "mode": "challenge", "scoring": "modern",
                                            "result": {"score": 10, "four_ways": 1, "stones_left": 0,
                                                       "scores": [10, 30]}, "date": DAY}]
    monkeypatch.setattr(scorefiles, "read_yaml", reader)
    scorefiles._history_cache.clear()          # read from the file: the same summary
    assert scorefiles.load_history() == (records, 0)


def test_read_statistics_counts_unreadable_records_as_left_out(home):
    record = {"format": "ishido-record/1", "scoring": "modern", "result": {"score": 900, "four_ways": 2,
                                                                           "stones_left": 3}}
    scorefiles.save_history(record, DAY, "one")
    (home / "history" / "2026-11-22-two.yaml").write_text("result: [unclosed")
    stats = scorefiles.read_statistics()
    assert (stats.games, stats.best_score, stats.best_four_ways, stats.skipped) == (1, 900, 2, 1)
