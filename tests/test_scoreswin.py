"""The high-score boards window, the statistics window and the name requester, driven with Input values."""

from __future__ import annotations

import ctypes

import pytest

from ishido_retro import layout
from ishido_retro.scores.highscores import Entry
from ishido_retro.scores.statistics import Statistics, statistics
from ishido_retro.ui.headless import ensure_pyxel
from ishido_retro.ui.input import Input
from ishido_retro.ui.scores.window import HighScoresWindow, NameRequester, StatisticsWindow, ordinal


@pytest.fixture(scope="module", autouse=True)
def ready():
    ensure_pyxel()


def click_named(root, name):
    w = root.find(name)
    assert w is not None, f"no widget named {name!r}"
    root.handle(Input(x=w.centre[0], y=w.centre[1], left_pressed=True, left_held=True))
    root.handle(Input(x=w.centre[0], y=w.centre[1], left_released=True))


def E(name, score, four_ways=1, left=5, mode="solitaire"):
    return Entry(name, score, four_ways, left, mode, "modern", "2026-11-22", "Ishido", 1, name)


def screen() -> bytes:
    import pyxel
    return ctypes.string_at(pyxel.screen.data_ptr(), layout.SCREEN_W * layout.SCREEN_H)


def drawn(window) -> bytes:
    import pyxel
    pyxel.cls(3)
    window.draw()
    return screen()


def test_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]


def test_the_boards_window_dumps_every_board_and_switches_tabs():
    today, all_time = [E("Ann", 900), E("Bob", 100)], [E("Ann", 900)]
    closed = []
    w = HighScoresWindow({"today": today, "all_time": all_time}, "modern", True, on_close=closed.append)
    assert w.high_scores() == {
        "today": [{"name": "Ann", "score": 900, "four_ways": 1, "stones_left": 5, "mode": "solitaire", "shown": "CM"},
                  {"name": "Bob", "score": 100, "four_ways": 1, "stones_left": 5, "mode": "solitaire", "shown": "C"}],
        "all_time": [{"name": "Ann", "score": 900, "four_ways": 1, "stones_left": 5, "mode": "solitaire",
                      "shown": "CM"}],
    }
    assert w.shown == "today" and w.text_for_dump() == "Today's Scores (Modern)"
    first = drawn(w)
    click_named(w, "All-Time")
    assert w.shown == "all_time" and w.text_for_dump() == "All-Time Highs (Modern)"
    assert drawn(w) != first
    assert w.find("Clear") is None            # no Clear without on_clear
    click_named(w, "OK")
    assert closed == ["OK"]


def test_clear_reports_the_board_on_show_and_set_entries_refreshes_it():
    asked = []
    w = HighScoresWindow({"tournament": [E("T", 5, mode="tournament")]}, "modern", False, on_clear=asked.append)
    click_named(w, "Clear")
    assert asked == ["tournament"] and not w.closed
    w.set_entries("tournament", [])
    assert w.high_scores() == {"tournament": []}


LONG_SCORES = [3888, 38888, 88888, 127600, 778888, 3888888]     # too long for one line of the old marks


def test_with_roman_numerals_on_every_score_of_a_column_is_roman(monkeypatch):
    from ishido_retro.ui.numerals import marks

    digits = []
    monkeypatch.setattr(marks, "draw_digits", lambda *a, **k: digits.append(a))
    entries = [E(f"P{i}", v, 3, 0) for i, v in enumerate(LONG_SCORES)]
    w = HighScoresWindow({"all_time": entries}, "modern", True)
    drawn(w)
    assert digits == []                                # no score fell back to Arabic digits
    assert [e["shown"] for e in w.high_scores()["all_time"]] == [
        "MMMDCCCLXXXVIII", "xxxvMMMDCCCLXXXVIII", "lxxxvMMMDCCCLXXXVIII", "cxxvMMDC", "dcclxxvMMMDCCCLXXXVIII",
        "3xmd3xcl3xxv3xMD3xCL3xXV3xI"]
    arabic = HighScoresWindow({"all_time": entries}, "modern", False)
    assert [e["shown"] for e in arabic.high_scores()["all_time"]] == [
        "3,888", "38,888", "88,888", "127,600", "778,888", "3,888,888"]
    old = Entry("A", 5, 14, 0, "solitaire", "ancient", "2026-11-22", "Ishido", 1, "A")
    ancient = HighScoresWindow({"all_time": [old]}, "ancient", True)
    assert ancient.high_scores()["all_time"][0]["shown"] == "XIV"    # an Ancient board's column: the 4-Ways


def test_the_tiny_marks_of_any_score_fit_the_strip_of_a_row():
    from ishido_retro.ui.numerals.marks import cells_width, roman_rows
    from ishido_retro.ui.scores.window import STRIP_W

    for value in [*range(1, 5000), *range(5000, 10_000_000, 997), 8_888_888, 9_999_999]:
        (row,), gap = roman_rows(value, STRIP_W - 4)
        assert cells_width(row, gap) <= STRIP_W - 4, value


def test_graphic_and_arabic_boards_draw_differently_and_inside_the_window():
    entries = [E("Ann", 127600, 12, 0), E("Bob", 1994, 3, 7)]
    graphic = drawn(HighScoresWindow({"all_time": entries}, "modern", True))
    arabic = drawn(HighScoresWindow({"all_time": entries}, "modern", False))
    assert graphic != arabic
    w = HighScoresWindow({"all_time": entries}, "modern", True)
    buf = drawn(w)
    outside = [i for i, v in enumerate(buf) if v != 3 and not (w.x <= i % 320 < w.x + w.w + 2
                                                                 and w.y <= i // 320 < w.y + w.h + 2)]
    assert outside == []
    assert layout.ROLE_ACCENT in buf                 # the gilded marks


def test_the_highlighted_entry_is_marked():
    entries = [E("Ann", 900), E("Bob", 100)]
    plain = drawn(HighScoresWindow({"today": entries}, "modern", True))
    marked = drawn(HighScoresWindow({"today": entries}, "modern", True, highlight=entries[1]))
    assert plain != marked


def test_statistics_window_lines_and_histogram_bins():
    recs = [{"scoring": "modern", "result": {"four_ways": f, "stones_left": left, "score": s}}
            for f, left, s in [(0, 20, 100), (2, 0, 3000), (2, 1, 2500), (5, 0, 20000)]]
    w = StatisticsWindow(statistics(recs))
    assert w.lines() == ["Games played: 4", "  Solitaire/Modern: 4", "", "Pouch emptied: 50%", "  (2 of 4 games)",
                         "4-Ways: mean 2.2", "        best 5", "Score: mean 6,400", "       best 20,000",
                         "  (4 Modern games)"]
    assert w.bins() == [("0", 1), ("1", 0), ("2", 2), ("3", 0), ("4", 0), ("5", 1)]
    assert layout.ROLE_ACCENT in drawn(w)             # the bars


def test_a_long_tail_of_four_ways_is_gathered_in_the_last_bin():
    w = StatisticsWindow(Statistics(games=3, histogram=(1,) + (0,) * 18 + (2,)))
    bins = w.bins()
    assert len(bins) == 16 and bins[0] == ("0", 1) and bins[-1] == ("15+", 2)


def test_a_single_game_still_shows_a_few_bins():
    w = StatisticsWindow(Statistics(games=1, histogram=(1,)))
    assert w.bins() == [("0", 1), ("1", 0), ("2", 0), ("3", 0), ("4", 0), ("5", 0)]


def test_many_kinds_of_games_are_counted_by_mode():
    kinds = {(m, sc): 1 for m in ("solitaire", "cooperative", "tournament") for sc in ("modern", "ancient")}
    w = StatisticsWindow(Statistics(games=6, by_kind=kinds, histogram=(6,)))
    assert w.lines()[:4] == ["Games played: 6", "  Solitaire: 2", "  Coop: 2", "  Tournament: 2"]


def test_no_games_yet():
    w = StatisticsWindow(Statistics())
    assert w.lines()[0] == "No finished games yet."
    drawn(w)


def test_name_requester_starts_with_the_last_name_and_returns_the_typed_one():
    closed = []
    w = NameRequester({"today": 1, "all_time": 3}, "Ann", on_close=closed.append)
    assert w.text == "Your game ranks 1st on Today's Scores and 3rd on All-Time Highs. Your name for the board:"
    assert w.value == "Ann"
    for _ in range(3):
        w.handle(Input(keys=frozenset(["backspace"])))
    w.handle(Input(text="Zoe"))
    click_named(w, "OK")
    assert closed == [("OK", "Zoe")]
    assert w.find("Cancel") is not None


def test_the_window_opens_before_the_history_is_read():
    from concurrent.futures import Future
    reading: Future = Future()
    w = StatisticsWindow(reading)
    assert w.lines() == ["Reading the history", "of finished games..."]
    drawn(w)
    w.update()                                    # a frame: nothing yet, nothing waited for
    assert w.pending is reading
    reading.set_result(Statistics(games=2, by_kind={("solitaire", "ancient"): 2}, emptied=1, mean_four_ways=1.5,
                                  best_four_ways=2, histogram=(0, 1, 1)))
    w.update()
    assert w.pending is None and w.lines()[:5] == ["Games played: 2", "  Solitaire/Ancient: 2", "",
                                                   "Pouch emptied: 50%", "  (1 of 2 games)"]


def test_a_history_that_cannot_be_read_is_told_in_the_window():
    from concurrent.futures import Future
    reading: Future = Future()
    reading.set_exception(PermissionError(13, "Permission denied"))
    w = StatisticsWindow(reading)                 # a finished reading is taken at once
    assert w.lines() == ["The history could not", "be read:", "Permission denied."]
    drawn(w)


def test_the_desk_reads_the_history_on_a_worker_thread(tmp_path, monkeypatch):
    import threading

    from ishido_retro.settings import Settings
    from ishido_retro.storage import scorefiles
    from ishido_retro.ui.scores.desk import ScoresDesk
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path))
    scorefiles.save_history({"format": "ishido-record/1", "scoring": "modern",
                             "result": {"score": 70, "four_ways": 1, "stones_left": 5}}, "2026-11-22", "g1")
    release = threading.Event()
    readers = []
    load_history = scorefiles.load_history

    def slow_read():
        readers.append(threading.current_thread().name)
        release.wait(30)
        return load_history()
    monkeypatch.setattr(scorefiles, "load_history", slow_read)
    opened = []
    desk = ScoresDesk(opened.append, None, None, Settings())
    desk.show_statistics()                        # returns with the reading still held back
    w = opened[0]
    assert isinstance(w, StatisticsWindow) and w.lines()[0] == "Reading the history"
    release.set()
    w.pending.result(timeout=30)
    w.update()
    assert readers == ["ishido-background"] and w.lines()[:2] == ["Games played: 1", "  Solitaire/Modern: 1"]


def test_roman_marks_on_a_board_are_in_the_games_letters_and_a_zero_is_plain(monkeypatch):
    """Issue 31 point 11: with Roman numerals on, a row's score and 4-Ways were carved in a 5-pixel cut
    that cannot be read at 1x, and a zero was a 2 x 2 dot. They are now in the 8-pixel letters of the rest
    of the table (a barred mark under its bar), and nothing is a plain 0."""
    import pyxel
    from textfit import recording

    from ishido_retro.ui import draw
    from ishido_retro.ui.scores.window import columns

    entries = [E("Ann", 127_600, 8, 0), E("Bob", 0, 0, 3)]
    w = HighScoresWindow({"all_time": entries}, "modern", True)
    with recording(monkeypatch) as rec:
        pyxel.cls(0)
        w.draw()
    col = columns(w.x + 6)
    assert col["stones"] - col["four_ways"] - 3 >= draw.text_width("VIII")
    rows = {}
    for t in rec.texts:
        if col["strip"] <= t.x < col["stones"] and t.y >= w.table_y - 1:
            rows.setdefault(t.y, []).append(t)
    lines = [sorted(rows[y], key=lambda t: t.x) for y in sorted(rows)]
    gilded = [[t for t in line if t.x < col["four_ways"]] for line in lines]
    # each mark drawn twice on the slate (its black shadow one pixel down and right): the gilt ones
    assert ["".join(t.s for t in line) for line in gilded[::2]] == ["CXXVMMDC", "0"]     # c, x, x, v barred
    assert ["".join(t.s for t in line if t.x >= col["four_ways"]) for line in lines if
            any(t.x >= col["four_ways"] for t in line)] == ["VIII", "0"]
    assert {t.h for line in lines for t in line} == {draw.CHAR_H}
    assert [e["shown"] for e in w.high_scores()["all_time"]] == ["cxxvMMDC", "0"]
