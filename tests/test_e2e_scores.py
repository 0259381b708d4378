"""End-to-end through the runner: saved games, high scores, the date, statistics, deals, bad files."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import yaml
from helpers import dump, greedy_square, run

from ishido_retro.engine import Game
from ishido_retro.engine.deal import deal
from ishido_retro.scores.roman import roman_text

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def play_clicks(app, moves=None):
    """Place stones by clicking until the game ends (or ``moves`` stones are placed)."""
    n = 0
    while not app.game.is_over and (moves is None or n < moves):
        run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
        n += 1


def finish(app):
    """Play to the end: Game Over, which asks the name itself when the game makes a board (issue 47)."""
    play_clicks(app)
    assert "Game Over" in [w.title for w in app.windows]         # under a problem with the scores file, if any


# --- saved games --------------------------------------------------------------------


def test_save_quit_load_and_finish_gives_the_same_score_as_an_uninterrupted_game(tmp_path):
    straight = run([{"seed": 11}])
    play_clicks(straight)
    expected = straight.game.final_score()

    app = run([{"seed": 11}])
    play_clicks(app, moves=20)
    saved = tmp_path / "half.yaml"
    board_before = app.state()["board"]
    app = run([{"save": str(saved)}, {"menu": ["File", "Quit"]}], app=app)
    text = saved.read_text()
    assert "in_progress: true" in text and "stoneset: Ishido" in text

    again = start_after_quit([{"load": str(saved)}])     # the game left filed away: nothing in progress, no question
    state = again.state()
    assert state["dialog"] is None and state["board"] == board_before and state["seed"] == 11
    assert len(again.game.history) == 20 and again.state()["can_undo"]
    run([{"key": "ctrl+z"}], app=again)             # undo reaches back before the save
    assert len(again.game.history) == 19
    play_clicks(again)
    assert again.game.final_score() == expected


def test_the_saved_file_is_a_record_that_replay_accepts(tmp_path):
    app = run([{"seed": 5}])
    play_clicks(app, moves=6)
    path = tmp_path / "six.yaml"
    run([{"save": str(path)}], app=app)
    env = {**os.environ, "ISHIDO_RETRO_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-m", "ishido_retro", "replay", str(path)], capture_output=True,
                          text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "still in progress" in done.stdout


def test_save_game_on_an_unnamed_game_asks_for_a_file_and_then_saves_in_place(tmp_path, home):
    app = run([{"seed": 5}, {"menu": ["File", "Save Game"]}])
    assert app.state()["dialog"]["title"] == "Save Game"           # the file requester: Save As
    run([{"click": {"widget": "File"}}, {"type": "mine"}, {"click": {"widget": "OK"}}], app=app)
    path = home / "saves" / "mine.yaml"
    assert path.exists() and "moves: []" in path.read_text()
    play_clicks(app, moves=3)
    run([{"menu": ["File", "Save Game"]}], app=app)                 # now it has a name: no requester
    assert app.state()["dialog"] is None
    assert len(yaml.safe_load(path.read_text())["moves"]) == 3


def test_loading_asks_before_ending_the_game_in_progress(tmp_path):
    path = tmp_path / "g.yaml"
    app = run([{"seed": 8}])
    play_clicks(app, moves=4)
    run([{"save": str(path)}, {"seed": 9}], app=app)
    play_clicks(app, moves=2)
    run([{"load": str(path)}], app=app)
    state = app.state()
    assert state["dialog"]["title"] == "Load Game" and "End the game in progress" in state["dialog"]["text"]
    run([{"click": {"widget": "Cancel"}}], app=app)
    assert app.game.deal.seed == 9 and len(app.game.history) == 2
    run([{"load": str(path)}, {"click": {"widget": "OK"}}], app=app)
    assert app.game.deal.seed == 8 and len(app.game.history) == 4


def _spoil(text: str, how: str) -> bytes:
    if how == "truncated":
        return text[: len(text) // 2].encode()
    if how == "newer":
        return text.replace("ishido-record/1", "ishido-record/7").encode()
    if how == "impossible":
        data = yaml.safe_load(text)
        data["moves"][2] = list(data["moves"][0])            # a stone on an occupied square
        return yaml.safe_dump(data).encode()
    if how == "picture":
        return b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"
    if how == "other yaml":
        return b"format: ishido-scores/1\nboards: {}\n"
    if how == "empty":
        return b""
    raise AssertionError(how)


@pytest.mark.parametrize(("how", "fragment"), [
    ("truncated", "cannot be loaded"),
    ("newer", "This record is format ishido-record/7; this version of the game reads ishido-record/1."),
    ("impossible", "Move 3 puts stone"),
    ("picture", "binary file, not a game record"),
    ("other yaml", "not a game record"),
    ("empty", "is empty: it is not a saved game"),
])
def test_a_bad_file_gives_a_clear_message_and_leaves_the_game_alone(tmp_path, how, fragment):
    good = tmp_path / "good.yaml"
    app = run([{"seed": 3}])
    play_clicks(app, moves=5)
    run([{"save": str(good)}], app=app)
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(_spoil(good.read_text(), how))
    play_clicks(app, moves=1)
    before = app.state()
    run([{"load": str(bad)}], app=app)
    state = app.state()
    assert state["dialog"]["title"] == "Load Game"
    assert "bad.yaml cannot be loaded" in state["dialog"]["text"] and fragment in state["dialog"]["text"]
    run([{"click": {"widget": "OK"}}], app=app)
    after = app.state()
    assert (after["board"], after["touchstone"], after["score"], after["seed"]) == \
        (before["board"], before["touchstone"], before["score"], before["seed"])
    assert len(app.game.history) == 6


# --- high scores --------------------------------------------------------------------


def test_a_qualifying_game_asks_a_name_and_takes_its_place_on_the_boards(tmp_path):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    finish(app)
    state = app.state()
    assert state["dialog"]["title"] == "Game Over"
    assert "1st on Today's Scores and 1st on All-Time Highs" in state["dialog"]["text"]
    run([{"type": "Zoe"}, {"click": {"widget": "Scores"}}], app=app)
    state = dump(app, tmp_path)
    score, four_ways, left = app.game.final_score(), app.game.four_ways, app.game.stones_left
    zoe = {"name": "Zoe", "score": score, "four_ways": four_ways, "stones_left": left, "mode": "solitaire",
           "shown": roman_text(score)}
    assert state["high_scores"] == {"today": [zoe], "all_time": [zoe], "tournament": []}
    run([{"click": {"widget": "OK"}}], app=app)
    assert "high_scores" not in app.state()

    # A second game that used a hint: Today's only; the name field remembers Zoe.
    run([{"seed": 11}, {"menu": ["Help", "Show Possible Moves"]}, {"click": {"widget": "Show"}}], app=app)
    finish(app)
    state = app.state()
    assert state["dialog"]["title"] == "Game Over" and state["dialog"]["text"].endswith("[Zoe]")
    assert "All-Time" not in state["dialog"]["text"]
    run([{"click": {"widget": "Scores"}}], app=app)
    boards = app.state()["high_scores"]
    assert [e["name"] for e in boards["today"]] == ["Zoe", "Zoe"] and len(boards["all_time"]) == 1


def test_show_high_scores_shows_the_board_after_a_game_that_did_not_qualify(tmp_path, home):
    from ishido_retro.scores.highscores import Entry
    from ishido_retro.storage import scorefiles
    for i in range(10):       # full boards of far better games
        scorefiles.add_score(Entry(f"P{i}", 10**6 + i, 9, 0, "solitaire", "modern", "2026-11-22", "Ishido", None,
                                   f"p{i}"), frozenset(), "2026-11-22")
    app = run([{"date": "2026-11-22"}, {"seed": 11}, {"menu": ["Choices", "Show High Scores"]}])
    assert app.settings.show_high_scores
    finish(app)
    boards = app.state()["high_scores"]
    assert [e["name"] for e in boards["today"]] == [f"P{i}" for i in range(9, -1, -1)]


def test_todays_scores_empty_when_the_date_changes(tmp_path):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    finish(app)
    run([{"type": "Ann"}, {"click": {"widget": "OK"}},
         {"date": "2026-11-23"}, {"menu": ["Scores", "Today's Scores"]}], app=app)
    boards = app.state()["high_scores"]
    assert boards["today"] == [] and [e["name"] for e in boards["all_time"]] == ["Ann"]
    run([{"click": {"widget": "OK"}}, {"date": "2026-11-22"}, {"menu": ["Scores", "Today's Scores"]}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["today"]] == ["Ann"]


def test_the_window_switches_to_the_other_scorings_boards(tmp_path):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    finish(app)
    run([{"type": "Ann"}, {"click": {"widget": "Scores"}}], app=app)
    assert app.state()["dialog"]["text"] == "Today's Scores (Modern)"
    run([{"click": {"widget": "Ancient"}}], app=app)
    state = app.state()
    assert state["dialog"]["text"] == "Today's Scores (Ancient)"
    assert state["high_scores"] == {"today": [], "all_time": [], "tournament": []}
    run([{"click": {"widget": "Modern"}}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["today"]] == ["Ann"]


def test_clear_asks_first(tmp_path):
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    finish(app)
    run([{"type": "Ann"}, {"click": {"widget": "Scores"}}, {"click": {"widget": "All-Time"}},
         {"click": {"widget": "Clear"}}], app=app)
    assert app.state()["dialog"]["title"] == "Clear"
    run([{"click": {"widget": "Cancel"}}], app=app)
    assert len(app.state()["high_scores"]["all_time"]) == 1
    run([{"click": {"widget": "Clear"}}, {"click": {"widget": "OK"}}], app=app)
    boards = app.state()["high_scores"]
    assert boards["all_time"] == [] and len(boards["today"]) == 1


# --- statistics and deals ------------------------------------------------------------


def test_statistics_after_a_handful_of_games(tmp_path):
    app = run([{"date": "2026-11-22"}])
    for seed in (1, 2):                        # two games ended at once: nothing placed, no high score
        run([{"seed": seed}, {"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
        said = app.state()["dialog"]        # why it is on no board: in the one Game Over window
        assert said["title"] == "Game Over"
        assert said["text"].endswith("This game scored no points, so it enters no high-score board.")
        run([{"click": {"widget": "OK"}}], app=app)
    run([{"seed": 11}], app=app)
    finish(app)
    run([{"click": {"widget": "OK"}}, {"menu": ["Scores", "Statistics"]}], app=app)
    game = app.game
    text = app.state()["dialog"]["text"].splitlines()
    assert app.state()["dialog"]["title"] == "Statistics"
    emptied = game.stones_left == 0
    assert text[:5] == ["Games played: 3", "  Solitaire/Modern: 3", "", f"Pouch emptied: {33 if emptied else 0}%",
                        f"  ({1 if emptied else 0} of 3 games)"]
    assert text[7:9] == [f"Score: mean {round(game.final_score() / 3):,}", f"       best {game.final_score():,}"]
    assert len(list((tmp_path / "home" / "history").glob("*.yaml"))) == 3


def test_the_same_deal_number_gives_the_same_deal(tmp_path):
    app = run([{"seed": 1}, {"menu": ["Game", "Play Deal"]}, {"type": "12345"}, {"click": {"widget": "OK"}}])
    first = app.state()
    expected = Game(deal(12345))
    assert first["seed"] == 12345 and first["touchstone"] == list(expected.touchstone)
    assert first["board"] == [[sq.col, sq.row, st.colour, st.symbol] for sq, st in expected.board]
    other = run([{"menu": ["Game", "Play Deal"]}, {"type": "#12345"}, {"click": {"widget": "OK"}}])
    assert other.state()["board"] == first["board"] and other.game.deal == app.game.deal


def test_a_bad_deal_number_is_refused(tmp_path):
    app = run([{"seed": 1}, {"menu": ["Game", "Play Deal"]}, {"type": "0"}, {"click": {"widget": "OK"}}])
    assert app.state()["dialog"]["title"] == "Play Deal"
    assert "A deal number is a whole number from 1 to 2147483647" in app.state()["dialog"]["text"]
    assert app.game.deal.seed == 1


def test_deal_of_the_day_follows_the_date(tmp_path):
    app = run([{"date": "2026-11-22"}, {"menu": ["Game", "Deal of the Day"]}])
    assert app.state()["seed"] == 1156998433
    run([{"date": "2026-11-23"}, {"menu": ["Game", "Deal of the Day"]}], app=app)
    assert app.state()["seed"] == 8988562


def _title_strip() -> bytes:
    import ctypes

    import pyxel

    from ishido_retro import layout
    x, y, w, h = layout.TITLE_RECT
    screen = ctypes.string_at(pyxel.screen.data_ptr(), layout.SCREEN_W * layout.SCREEN_H)
    return b"".join(screen[row * layout.SCREEN_W + x: row * layout.SCREEN_W + x + w] for row in range(y, y + h))


def test_the_deal_number_is_in_the_title_strip_and_in_the_history(tmp_path, home):
    app = run([{"seed": 4242}, {"wait": 1}])
    strip = _title_strip()
    run([{"seed": 4243}, {"wait": 1}], app=app)
    assert _title_strip() != strip                  # only the deal number differs in the strip
    run([{"seed": 4242}, {"wait": 1}], app=app)
    assert _title_strip() == strip
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "OK"}}], app=app)
    (record,) = [yaml.safe_load(p.read_text()) for p in (home / "history").glob("*.yaml")]
    assert record["seed"] == 4242 and record["stoneset"] == "Ishido" and record["date"] == app.scores.today()


def test_runner_date_step_refuses_what_is_not_a_date(tmp_path):
    from ishido_retro.ui.script import ScriptError
    with pytest.raises(ScriptError, match="a date is written YYYY-MM-DD"):
        run([{"date": "tomorrow"}])


def test_a_damaged_scores_file_is_reported_kept_and_the_game_goes_on(tmp_path, home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "scores.yaml").write_text("format: ishido-scores/1\nboards: {today: {modern: [7]}}\n")
    app = run([{"date": "2026-11-22"}, {"seed": 11}])
    finish(app)
    state = app.state()
    assert state["dialog"]["title"] == "High Scores"
    assert "damaged (entry 1 of board today modern must be a mapping)" in state["dialog"]["text"]
    assert "kept as scores.yaml.bad" in state["dialog"]["text"]
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"]["title"] == "Game Over"
    run([{"type": "Ann"}, {"click": {"widget": "Scores"}}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["all_time"]] == ["Ann"]
    assert (home / "scores.yaml.bad").read_text().endswith("[7]}}\n")
    run([{"click": {"widget": "OK"}}, {"seed": 12}], app=app)
    assert app.is_playing() and app.game.deal.seed == 12


# --- every mode: save, quit, load, finish -----------------------------------------------


def setup(mode, seed=12):
    """Steps: the title, a known seed, the mode's set-up dialog accepted as it is (people in every seat)."""
    return [{"click": [160, 100]}, {"seed": seed}, {"menu": ["Game", f"{mode}…"]}, {"click": {"widget": "OK"}}]


def quit_app(app):
    run([{"menu": ["File", "Quit"]}], app=app)       # at once: a game in progress is kept for the next start


def start_after_quit(steps):
    """The next start after File > Quit during a game: it offers the game left, Not Now files it among the saved
    games (its sentence answered), then ``steps``."""
    app = run([{"wait": 20}])
    assert app.state()["dialog"]["title"] == "Resume?"
    return run([{"click": {"widget": "Not Now"}}, {"click": {"widget": "OK"}}, *steps], app=app)


def seat_scores(app):
    return [(p["name"], p["score"], p["four_ways"]) for p in app.state()["players"]]


@pytest.mark.parametrize("mode", ["Cooperative", "Challenge"])
def test_two_seat_modes_resume_exactly_after_save_quit_and_load(tmp_path, mode):
    straight = run(setup(mode))
    play_clicks(straight)
    expected = seat_scores(straight), straight.game.final_score(0)

    app = run(setup(mode))
    play_clicks(app, moves=15)
    saved = tmp_path / "two.yaml"
    before = app.state()
    run([{"save": str(saved)}], app=app)
    quit_app(app)
    again = start_after_quit([{"load": str(saved)}])
    state = again.state()
    assert (state["mode"], state["turn"], state["players"], state["board"]) == \
        (mode.lower(), before["turn"], before["players"], before["board"])
    play_clicks(again)
    assert (seat_scores(again), again.game.final_score(0)) == expected


def test_a_tournament_saved_and_resumed_keeps_its_results_and_its_board(tmp_path, home):
    def first_game(app):
        run([{"type": "Ann"}, {"click": {"widget": "OK"}}], app=app)
        play_clicks(app, moves=6)
        run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "New Game"}},
             {"type": "Bob"}, {"click": {"widget": "OK"}}], app=app)

    straight = run(setup("Tournament"))
    first_game(straight)
    play_clicks(straight)
    expected = straight.state()["tournament"]

    (home / "settings.yaml").unlink()        # the second run starts from the same settings as the first
    app = run(setup("Tournament"))
    first_game(app)
    ann = app.state()["tournament"]["results"][0]
    play_clicks(app, moves=10)
    saved = tmp_path / "tour.yaml"
    run([{"save": str(saved)}], app=app)
    quit_app(app)

    again = start_after_quit([{"date": "2026-11-22"}, {"load": str(saved)}])
    state = again.state()
    assert state["mode"] == "tournament" and state["tournament"] == {"game": 2, "results": [ann]}
    assert state["players"][0]["name"] == "Bob" and len(again.game.history) == 10
    run([{"menu": ["Scores", "Tournament Scores"]}], app=again)
    assert again.state()["high_scores"]["tournament"] == [
        {"name": "Ann", "score": ann["score"], "four_ways": ann["four_ways"], "stones_left": ann["stones_left"],
         "mode": "tournament", "shown": roman_text(ann["score"])}]
    run([{"click": {"widget": "OK"}}], app=again)
    play_clicks(again)
    run([{"click": {"widget": "OK"}}], app=again)                 # the game-over summary
    assert again.state()["tournament"] == expected
    run([{"menu": ["Scores", "Tournament Scores"]}], app=again)
    board = again.state()["high_scores"]["tournament"]
    assert sorted(e["name"] for e in board) == ["Ann", "Bob"]
    assert [e["score"] for e in board] == sorted((r["score"] for r in expected["results"]), reverse=True)


def test_a_plain_record_without_a_match_loads_as_a_solitaire_game(tmp_path):
    from ishido_retro.storage.records import write_record
    game = Game.new(21)
    for _ in range(5):
        game.place(game.legal_squares()[0])
    path = tmp_path / "plain.yaml"
    write_record(path, game)
    app = run([{"load": str(path)}])
    state = app.state()
    assert state["dialog"] is None and state["mode"] == "solitaire" and state["seed"] == 21
    assert len(app.game.history) == 5 and state["stones_left"] == 61


def test_a_challenge_asks_each_player_for_a_name_and_both_take_their_places(tmp_path):
    app = run([{"date": "2026-11-22"}] + setup("Challenge"))
    play_clicks(app)
    scores = {p["name"]: p["score"] for p in app.state()["players"]}
    assert app.state()["dialog"]["title"] == "Game Over"        # the first name asked in it
    run([{"type": "Ann"}, {"click": {"widget": "OK"}}], app=app)
    dialog = app.state()["dialog"]
    assert [w.title for w in app.windows] == ["Game Over"] and dialog["focus"] == "Entry"   # the same window again
    assert "\n\nThe other player's game ranks " in dialog["text"] and dialog["text"].endswith("[Ann]")   # last typed
    run([{"key": "backspace"}] * 3 + [{"type": "Bob"}, {"click": {"widget": "OK"}}], app=app)
    assert app.windows == []
    run([{"menu": ["Scores", "Modern Scores"]}], app=app)
    board = app.state()["high_scores"]["all_time"]
    assert sorted((e["name"], e["score"], e["mode"]) for e in board) == \
        sorted([("Ann", scores["Player 1"], "challenge"), ("Bob", scores["Player 2"], "challenge")])


def test_a_challenge_s_new_game_waits_for_the_second_name_in_the_same_window(tmp_path):
    app = run([{"date": "2026-11-22"}] + setup("Challenge"))
    play_clicks(app)
    seed = app.game.deal.seed
    run([{"type": "Ann"}, {"click": {"widget": "New Game"}}], app=app)
    assert [w.title for w in app.windows] == ["Game Over"] and app.game.is_over    # the other name first
    run([{"type": "Bob"}, {"key": "return"}], app=app)        # Return in the field: OK, then the New Game chosen
    assert app.windows == [] and not app.game.history and app.game.deal.seed != seed
    run([{"menu": ["Scores", "Today's Scores"]}], app=app)
    assert sorted(e["name"] for e in app.state()["high_scores"]["today"]) == ["Ann", "Bob"]


def test_tournament_games_go_to_the_tournament_board_and_a_new_tournament_clears_it(tmp_path):
    app = run([{"date": "2026-11-22"}] + setup("Tournament") + [{"type": "Cy"}, {"click": {"widget": "OK"}}])
    play_clicks(app, moves=3)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "OK"}}], app=app)
    assert app.state()["dialog"] is None                  # the name is known: nothing is asked
    run([{"menu": ["Scores", "Tournament Scores"]}], app=app)
    boards = app.state()["high_scores"]
    assert [e["name"] for e in boards["tournament"]] == ["Cy"] and boards["today"] == boards["all_time"] == []
    run([{"click": {"widget": "OK"}}, {"menu": ["Game", "Tournament…"]}, {"click": {"widget": "New Tournament"}},
         {"click": {"widget": "OK"}}, {"click": {"widget": "OK"}}, {"click": {"widget": "Cancel"}},
         {"menu": ["Scores", "Tournament Scores"]}], app=app)
    assert app.state()["high_scores"]["tournament"] == []


def test_a_tournament_game_started_over_stays_off_the_tournament_board(tmp_path):
    app = run([{"date": "2026-11-22"}] + setup("Tournament") + [{"type": "Di"}, {"click": {"widget": "OK"}}])
    play_clicks(app, moves=3)
    run([{"menu": ["Game", "Start Game Over"]}], app=app)
    dialog = app.state()["dialog"]
    assert dialog == {"title": "Start Game Over", "text": "Play this tournament game again from its first stone? "
                      "The game on the board ends without a score. It counts in the tournament, but not on the "
                      "Tournament High Scores.", "focus": "Cancel"}
    run([{"click": {"widget": "OK"}}], app=app)
    assert app.state()["status"] == "Started over: no Tournament High Score."
    assert len(app.game.history) == 0 and app.state()["tournament"]["game"] == 1     # the same game, from its start
    play_clicks(app, moves=2)
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}], app=app)
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Game Over" and "1. Di  0 (started over)" in dialog["text"]
    assert dialog["text"].endswith("\n\nA tournament game that was started over enters no high-score board.")
    run([{"click": {"widget": "New Game"}}, {"type": "Ed"}, {"click": {"widget": "OK"}}], app=app)
    play_clicks(app, moves=3)                  # 2 points: a game enters a board only with points
    run([{"menu": ["Game", "End Game"]}, {"click": {"widget": "OK"}}, {"click": {"widget": "OK"}}], app=app)
    assert [e["name"] for e in app.state()["tournament"]["results"]] == ["Di", "Ed"]
    run([{"menu": ["Scores", "Tournament Scores"]}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["tournament"]] == ["Ed"]
    # Saved and loaded again, the tournament's board is rebuilt without the game started over.
    path = tmp_path / "cup.yaml"
    run([{"click": {"widget": "OK"}}, {"save": str(path)}], app=app)
    again = run([{"date": "2026-11-22"}, {"click": [160, 100]}, {"click": {"widget": "Cancel"}}, {"load": str(path)},
                 {"click": {"widget": "Cancel"}}, {"menu": ["Scores", "Tournament Scores"]}])
    assert [e["name"] for e in again.state()["high_scores"]["tournament"]] == ["Ed"]
