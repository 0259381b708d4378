"""No traceback takes work with it (issue 46 point 2): an unexpected exception in the game, the editor, or the
editor hosted in the game keeps the game in progress and the unsaved edits, writes the traceback to error.log in
the data folder, ends (status 1) with a sentence naming that file, and the next start says so once and offers
what was kept. Real processes; the exception is the test hook's (ISHIDO_RETRO_TEST_CRASH and F12), pressed at a
fixed point of the script."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from helpers import greedy_moves, greedy_square
from test_quit import start

from ishido_retro.engine import Game
from ishido_retro.formats.sealed import whole
from ishido_retro.storage import errorlog
from ishido_retro.ui import lastresort
from ishido_retro.ui.play.leftgame import QUESTION

HERE = Path(__file__).resolve().parent
SAID = ("The last time it ran, Ishido Retro stopped on an unexpected error; what happened is written in error.log "
        "in its data folder, and what was in progress then is offered back.")


def crash_env(monkeypatch):
    monkeypatch.setenv(lastresort.TEST_HOOK, "1")


def check_the_end(run, err, home, program="ishido-retro"):
    assert run.returncode == 1, err
    assert err.strip().splitlines()[-1] == (f"{program}: stopped on an unexpected error. What was in progress is kept "
                                            f"for the next start; what happened is written in {home / 'error.log'}.")
    log = (home / "error.log").read_text()
    assert log.startswith("ishido-retro error log\nsaid: no\nwhen: ")
    assert f"\nprogram: {program}\n" in log
    assert "TestCrash: the test hook (ISHIDO_RETRO_TEST_CRASH): F12 was pressed" in log and "Traceback" in log


def kept_moves(home):
    data = (home / "left-game.yaml").read_bytes()
    assert whole(data) is not None
    return yaml.safe_load(data)["moves"]


def test_the_hook_is_off_unless_asked_for(monkeypatch):
    monkeypatch.delenv(lastresort.TEST_HOOK, raising=False)
    lastresort.test_hook(["f12"])
    for off in ("", "0"):
        monkeypatch.setenv(lastresort.TEST_HOOK, off)
        lastresort.test_hook(["f12"])
    monkeypatch.setenv(lastresort.TEST_HOOK, "1")
    lastresort.test_hook(["f11", "ctrl+f12"])
    with pytest.raises(lastresort.TestCrash):
        lastresort.test_hook(["f12"])


def test_a_game_that_meets_an_error_is_kept_and_the_next_start_says_so_once_and_offers_it(tmp_path, monkeypatch):
    crash_env(monkeypatch)
    squares = greedy_moves(5, 2)
    home = tmp_path / "home"
    first = start(tmp_path, [{"seed": 5}, *({"click": {"square": sq}} for sq in squares), {"dump": "before.yaml"},
                             {"key": "f12"}, {"dump": "never.yaml"}], workers=None)
    _out, err = first.communicate(timeout=120)
    check_the_end(first, err, home)
    assert not (tmp_path / "shots" / "never.yaml").exists()
    assert kept_moves(home) == squares
    monkeypatch.delenv(lastresort.TEST_HOOK)
    second = start(tmp_path, [{"wait": 1}, {"dump": "said.yaml"}, {"click": {"widget": "OK"}},
                              {"dump": "asked.yaml"}, {"wait": 20}, {"click": {"widget": "Resume"}},
                              {"dump": "resumed.yaml"}],
                   workers=None)
    _out, err = second.communicate(timeout=120)
    assert second.returncode == 0, err
    shots = tmp_path / "shots"
    before, said, asked, resumed = (yaml.safe_load((shots / n).read_text())
                                    for n in ("before.yaml", "said.yaml", "asked.yaml", "resumed.yaml"))
    assert said["dialog"] == {"title": "Unexpected Error", "text": SAID, "focus": "OK"}
    assert asked["dialog"] == {"title": "Resume?", "text": QUESTION, "focus": "Resume"}
    assert resumed["dialog"] is None and resumed["board"] == before["board"]
    assert (home / "error.log").read_text().startswith("ishido-retro error log\nsaid: yes\n")
    third = start(tmp_path, [{"wait": 1}, {"dump": "third.yaml"}], workers=None)
    third.communicate(timeout=120)
    assert yaml.safe_load((shots / "third.yaml").read_text())["dialog"] is None     # said once


def test_the_editor_hosted_in_the_game_keeps_its_edits_and_the_game(tmp_path, monkeypatch):
    crash_env(monkeypatch)
    home = tmp_path / "home"
    square = list(greedy_square(Game.new(2)))
    first = start(tmp_path, [{"seed": 2}, {"click": {"square": square}},
                             {"menu": ["Choices", "Stonesets", "Edit Stoneset"]}, {"click": {"widget": "colour 3"}},
                             {"click": {"widget": "pixel 10 10"}}, {"key": "f12"}], workers=None)
    _out, err = first.communicate(timeout=120)
    check_the_end(first, err, home)
    assert (home / "editor-autosave.png").is_file()
    assert kept_moves(home) == [square]


def test_the_editor_on_its_own_keeps_its_edits(tmp_path, monkeypatch):
    crash_env(monkeypatch)
    home = tmp_path / "home"
    script = tmp_path / "script.yaml"
    script.write_text(yaml.safe_dump([{"click": {"widget": "colour 3"}}, {"click": {"widget": "pixel 10 10"}},
                                      {"key": "f12"}]))
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(home), SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "ishido_retro.editor", "--headless", "--script", str(script)],
                          env=env, capture_output=True, text=True, timeout=120)
    check_the_end(done, done.stderr, home, "ishido-editor")
    assert (home / "editor-autosave.png").is_file()


def test_a_real_window_that_meets_an_error_keeps_the_game(tmp_path):
    home = tmp_path / "home"
    env = dict(os.environ, ISHIDO_RETRO_HOME=str(home), SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="offscreen")
    env.pop("ISHIDO_RETRO_WORKERS", None)
    done = subprocess.run([sys.executable, str(HERE / "crash_driver.py")], env=env, capture_output=True, text=True,
                          timeout=120)
    check_the_end(done, done.stderr, home)
    moved = yaml.safe_load(done.stdout.split("moved", 1)[1])
    assert kept_moves(home) == moved and len(moved) == 2


def test_the_log_is_said_once_and_only_in_its_own_shape(home):
    home.mkdir()
    assert errorlog.tell_once() is None
    (home / "error.log").write_text("something else\nsaid: no\n")
    assert errorlog.tell_once() is None and (home / "error.log").read_text() == "something else\nsaid: no\n"
    (home / "error.log").write_text(errorlog.log_text("ishido-retro", "Traceback\nBoom\n", "nothing", 0))
    assert (home / "error.log").read_text() == ("ishido-retro error log\nsaid: no\nwhen: 1970-01-01 00:00:00 UTC\n"
                                                "program: ishido-retro\nkept: nothing\nTraceback\nBoom\n")
    assert errorlog.tell_once() == SAID
    assert (home / "error.log").read_text().startswith("ishido-retro error log\nsaid: yes\nwhen: 1970")
    assert errorlog.tell_once() is None


@pytest.mark.usefixtures("pyxel_ready")
def test_a_page_that_meets_an_error_keeps_the_work_and_shows_the_sentence_instead_of_its_frames(home, monkeypatch):
    import pyxel

    from ishido_retro.ui import leaving
    kept = []
    monkeypatch.setattr(leaving, "_keep", lambda: kept.append("kept"))
    monkeypatch.setattr(sys, "platform", "emscripten")        # a page cannot end its process: it says so instead
    frames = []

    def update():
        frames.append("update")
        raise ZeroDivisionError("a bug")

    guard = lastresort.Guard("ishido-retro", update, lambda: frames.append("draw"))
    guard.update()
    assert kept == ["kept"] and frames == ["update"]
    assert guard.said == ("stopped on an unexpected error. What was in progress is kept for the next start; what "
                          f"happened is written in {home / 'error.log'}.")
    assert "ZeroDivisionError: a bug" in (home / "error.log").read_text()
    guard.update()
    guard.draw()
    assert frames == ["update"]                                # no more frames of the game
    from ishido_retro.layout import ROLE_WHITE
    assert pyxel.pget(0, 0) == 0                               # the screen cleared, the sentence written on it
    assert any(pyxel.pget(x, y) == ROLE_WHITE for x in range(8, 40) for y in range(8, 14))
