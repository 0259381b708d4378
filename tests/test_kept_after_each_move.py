"""The game in progress is kept after every move (issue 46 point 1): written, sealed, into the left game's own
file at each change; a SIGKILL loses at most the move being made, a whole temp file left by a kill is used at
the next start, and no copy offers the game another copy is playing. Real processes where a kill is tested,
each killed at a fixed point (the script has dumped after N moves), never at a random moment."""

from __future__ import annotations

import os
import signal
import time

import pytest
import yaml
from helpers import greedy_moves, greedy_square, run
from test_quit import start, wait_for

from ishido_retro.engine import Game
from ishido_retro.formats.sealed import sealed, whole
from ishido_retro.storage import keptgame, leftgames, savedgames
from ishido_retro.ui.play.leftgame import QUESTION

pytestmark = pytest.mark.usefixtures("pyxel_ready")
AN_HOUR_AGO = time.time() - 3600


# --- the seal ----------------------------------------------------------------------------------------------------


def test_a_sealed_text_ends_with_its_digest_and_only_a_whole_one_is_taken():
    data = sealed("a: 1")
    assert data == (b"a: 1\n# ishido-retro: whole, sha256 "
                    b"37b128c59f1f5097f73f82691cb519f1f568667faab5ced1b4ab979d36837eae\n")
    assert whole(data) == b"a: 1\n"
    for cut in range(len(data)):
        assert whole(data[:cut]) is None, cut              # cut short anywhere: not whole
    assert whole(data.replace(b"a: 1", b"a: 2")) is None   # a changed byte: the digest does not match
    assert whole(data + b"more\n") is None                 # something after the closing line
    assert whole(b"x" + data) is None
    assert whole(sealed("")) == b"" and whole(sealed("two\nlines\n")) == b"two\nlines\n"


# --- in one process ------------------------------------------------------------------------------------------------


def kept_moves(home):
    text = (home / "left-game.yaml").read_bytes()
    assert whole(text) is not None, "the kept game is sealed"
    return yaml.safe_load(text)["moves"]


def test_every_move_and_undo_is_written_and_a_game_with_no_move_keeps_no_file(home):
    app = run([{"seed": 5}])
    assert not (home / "left-game.yaml").exists()                       # a fresh deal: nothing to lose
    first = greedy_square(app.game)
    run([{"click": {"square": list(first)}}], app=app)
    assert kept_moves(home) == [[first.col, first.row]]
    second = greedy_square(app.game)
    run([{"click": {"square": list(second)}}], app=app)
    assert kept_moves(home) == [[first.col, first.row], [second.col, second.row]]
    run([{"key": "ctrl+z"}], app=app)                                   # Undo: written again
    assert kept_moves(home) == [[first.col, first.row]]
    assert leftgames.pending_left_game() is None                        # not offered while this window plays it
    run([{"key": "ctrl+z"}], app=app)                                   # back to no move: nothing to keep
    assert not (home / "left-game.yaml").exists()


def test_a_change_of_set_up_is_written(home):
    app = run([{"seed": 5}])
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    assert yaml.safe_load((home / "left-game.yaml").read_text())["match"]["seats"][0]["computer"] is False
    run([{"menu": ["Game", "Computer Player 1"]}], app=app)             # the computer takes the seat, and moves
    kept = yaml.safe_load((home / "left-game.yaml").read_text())
    assert kept["match"]["seats"][0]["computer"] is True and len(kept["moves"]) == len(app.game.history)


def test_new_game_after_asking_replaces_the_kept_game_and_game_over_keeps_none(home):
    app = run([{"seed": 5}])
    run([{"click": {"square": list(greedy_square(app.game))}}, {"key": "ctrl+n"}], app=app)
    assert app.state()["dialog"]["title"] == "New Game"                 # asked first: the kept game stays
    assert (home / "left-game.yaml").is_file()
    run([{"click": {"widget": "OK"}}], app=app)                         # asked for: a new deal, no move yet
    assert not (home / "left-game.yaml").exists()
    run([{"click": {"square": list(greedy_square(app.game))}}, {"menu": ["Game", "End Game"]},
         {"click": {"widget": "OK"}}], app=app)
    assert app.game.is_over and not (home / "left-game.yaml").exists()  # ended: never offered


def test_a_later_window_in_the_same_process_ends_the_earlier_ones_keeping(home):
    app = run([{"seed": 5}])
    run([{"click": {"square": list(greedy_square(app.game))}}], app=app)
    assert (home / "left-game.yaml").is_file()
    assert run([{"wait": 1}]).state()["dialog"] is None                 # never closed: it left nothing, as before
    assert not (home / "left-game.yaml").exists()


# --- what a killed write leaves, at the next start ------------------------------------------------------------------


def a_saved_game(moves):
    from ishido_retro.match import Match, Place, Seat
    from ishido_retro.match.clock import ManualClock
    match = Match(ManualClock(), "solitaire", "modern", (Seat("Ann"),), Game.new(5))
    for _ in range(moves):
        match.apply(Place(greedy_square(match.game)))
    return savedgames.saved_text(match)


def temp_of(home, name="left-game.yaml", tag="ab12CD_9"):
    return home / f".{name}.{tag}.tmp"


def test_a_whole_temp_file_left_by_a_kill_takes_its_left_games_place_however_old(home):
    home.mkdir()
    (home / "left-game.yaml").write_bytes(sealed(a_saved_game(1)))
    os.utime(home / "left-game.yaml", (AN_HOUR_AGO - 10, AN_HOUR_AGO - 10))
    temp = temp_of(home)
    temp.write_bytes(sealed(a_saved_game(2)))
    os.utime(temp, (AN_HOUR_AGO, AN_HOUR_AGO))                          # older than any stale temp file
    said = keptgame.housekeeping(time.time())
    assert said == ["The game being written when Ishido Retro was stopped is kept as left-game.yaml."]
    assert not temp.exists() and len(kept_moves(home)) == 2


def test_a_whole_temp_file_with_no_left_game_beside_it_becomes_one(home):
    home.mkdir()
    temp = temp_of(home, "left-game-2.yaml")
    temp.write_bytes(sealed(a_saved_game(1)))
    keptgame.housekeeping(time.time())
    assert (home / "left-game-2.yaml").is_file() and leftgames.pending_left_game() == home / "left-game-2.yaml"


def test_a_whole_temp_file_older_than_its_left_game_is_kept_under_a_free_name(home):
    home.mkdir()
    temp = temp_of(home)
    temp.write_bytes(sealed(a_saved_game(1)))
    os.utime(temp, (AN_HOUR_AGO, AN_HOUR_AGO))
    (home / "left-game.yaml").write_bytes(sealed(a_saved_game(3)))     # another copy's, written since
    said = keptgame.housekeeping(time.time())
    assert said == ["The game being written when Ishido Retro was stopped is kept as left-game-2.yaml."]
    assert len(kept_moves(home)) == 3
    assert len(yaml.safe_load((home / "left-game-2.yaml").read_text())["moves"]) == 1


@pytest.mark.parametrize("beside", [True, False], ids=["left game beside", "first move"])
def test_a_temp_file_cut_short_is_removed_and_said(home, beside):
    home.mkdir()
    if beside:
        (home / "left-game.yaml").write_bytes(sealed(a_saved_game(1)))
    temp = temp_of(home)
    temp.write_bytes(sealed(a_saved_game(2))[:-10])
    said = keptgame.housekeeping(time.time())
    earlier = ("left-game.yaml holds the game as it was before that move" if beside
               else "it was the first move of the game")
    assert said == [f"An unfinished write of left-game.yaml was removed: it was cut short by the end of the process, "
                    f"in the move being made; {earlier}."]
    assert not temp.exists() and (home / "left-game.yaml").is_file() == beside


def test_temp_files_of_other_names_are_left_to_the_stale_cleaning(home):
    home.mkdir()
    other = home / ".left-game.yaml.bad.ab12cd34.tmp"
    mine = home / ".settings.yaml.ab12cd34.tmp"
    for path in (other, mine):
        path.write_bytes(sealed("x: 1"))
    assert keptgame.housekeeping(time.time()) == []
    assert mine.exists()                                                # young: another copy may be writing it


# --- real processes, killed ----------------------------------------------------------------------------------------


def test_a_game_killed_after_its_moves_is_offered_at_the_next_start_exactly(tmp_path):
    clicks = [{"click": {"square": sq}} for sq in greedy_moves(5, 3)]
    first = start(tmp_path, [{"seed": 5}, *clicks, {"dump": "before.yaml"}, {"wait": 100000}], workers=None)
    try:
        wait_for(tmp_path / "shots" / "before.yaml", first)
    finally:
        first.send_signal(signal.SIGKILL)
        first.communicate(timeout=60)
    assert first.returncode == -signal.SIGKILL
    second = start(tmp_path, [{"wait": 1}, {"dump": "start.yaml"}, {"wait": 20}, {"click": {"widget": "Resume"}},
                              {"dump": "resumed.yaml"}], workers=None)
    _out, err = second.communicate(timeout=120)
    assert second.returncode == 0, err
    shots = tmp_path / "shots"
    before, at_start, resumed = (yaml.safe_load((shots / n).read_text())
                                 for n in ("before.yaml", "start.yaml", "resumed.yaml"))
    assert at_start["dialog"] == {"title": "Resume?", "text": QUESTION, "focus": "Resume"}
    assert resumed["dialog"] is None and resumed["board"] == before["board"] and resumed["seed"] == 5
    assert resumed["score"] == before["score"]


def test_a_copy_playing_is_never_offered_to_another_copy_and_its_game_is_once_it_is_killed(tmp_path):
    (tmp_path / "a").mkdir()
    playing = start(tmp_path / "a", [{"seed": 5}, {"click": {"square": greedy_moves(5, 1)[0]}}, {"dump": "moved.yaml"},
                                     {"wait": 100000}], workers=None)
    home = tmp_path / "a" / "home"
    try:
        wait_for(tmp_path / "a" / "shots" / "moved.yaml", playing)
        other = start(tmp_path / "a", [{"wait": 1}, {"dump": "other.yaml"}], workers=None)
        _out, err = other.communicate(timeout=120)
        assert other.returncode == 0, err
        assert yaml.safe_load((tmp_path / "a" / "shots" / "other.yaml").read_text())["dialog"] is None
        assert (home / "left-game.yaml").is_file()                      # still the playing copy's
    finally:
        playing.send_signal(signal.SIGKILL)
        playing.communicate(timeout=60)
    after = start(tmp_path / "a", [{"wait": 1}, {"dump": "after.yaml"}], workers=None)
    _out, err = after.communicate(timeout=120)
    assert after.returncode == 0, err
    assert yaml.safe_load((tmp_path / "a" / "shots" / "after.yaml").read_text())["dialog"]["title"] == "Resume?"
