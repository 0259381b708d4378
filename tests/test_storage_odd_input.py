"""The data folder given in odd ways (issue 29): a ``~`` in ISHIDO_RETRO_HOME, a folder in it that is a link to
somewhere else, a left game that cannot be read. What the player meets: where the files go, what is removed,
what the next start offers."""

from __future__ import annotations

import os
import time

import pytest
from helpers import greedy_square, run

from ishido_retro.storage import leftgames, userdata

pytestmark = pytest.mark.usefixtures("pyxel_ready")

AN_HOUR_AGO = time.time() - 3600


def test_a_tilde_in_ishido_retro_home_means_the_players_home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "ann"))
    monkeypatch.setenv("ISHIDO_RETRO_HOME", "~/games/ishido")
    monkeypatch.chdir(tmp_path)
    app = run([{"seed": 3}, {"menu": ["Choices", "Sounds"]}])
    assert app.settings.sounds is False and app.state()["dialog"] is None       # saved, nothing to say
    assert (tmp_path / "ann" / "games" / "ishido" / "settings.yaml").is_file()
    assert not (tmp_path / "~").exists()                                         # no folder called "~" here
    assert run([]).settings.sounds is False                                      # the next start reads it back


def stale(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("half a save")
    os.utime(path, (AN_HOUR_AGO, AN_HOUR_AGO))
    return path


def test_the_start_cleans_stale_temp_files_in_the_data_folder_but_never_through_a_linked_folder(tmp_path, home):
    elsewhere = tmp_path / "elsewhere"
    theirs = stale(elsewhere / ".notes.txt.a1b2c3d4.tmp")             # another program's file, outside the folder
    ours = stale(home / ".settings.yaml.zz99yy88.tmp")
    (home / "saves").symlink_to(elsewhere, target_is_directory=True)
    removed = userdata.startup_housekeeping(time.time())
    assert removed == [ours] and not ours.exists()
    assert theirs.read_text() == "half a save"                         # untouched behind the link


def test_a_damaged_left_game_is_kept_aside_and_the_next_start_offers_the_next_left_game(tmp_path, home):
    played = run([{"seed": 3}])
    run([{"click": {"square": list(greedy_square(played.game))}}], app=played)
    home.mkdir(parents=True, exist_ok=True)
    (home / "left-game.yaml").write_text("format: ishido-record/1\nmoves: [[99, 99]]\n")     # damaged
    leftgames.keep_left_game(played.match, None, None)                  # a later close: left-game-2.yaml
    assert (home / "left-game-2.yaml").is_file()

    first = run([{"wait": 20}])
    assert first.state()["dialog"]["title"] == "Resume?"
    run([{"click": {"widget": "Resume"}}], app=first)
    said = first.state()["dialog"]
    assert said["title"] == "Resume" and said["text"].startswith("The game you left cannot be resumed: ")
    assert said["text"].endswith(" It is kept as left-game.yaml.bad.")
    assert (home / "left-game.yaml.bad").is_file() and not (home / "left-game.yaml").exists()

    second = run([{"wait": 20}])                                              # the next start: the newer left game
    assert second.state()["dialog"]["title"] == "Resume?"
    run([{"click": {"widget": "Resume"}}], app=second)
    assert second.state()["dialog"] is None
    assert second.state()["seed"] == 3 and second.game.moves == played.game.moves and len(second.game.moves) == 1
    assert run([]).state()["dialog"] is None                           # and nothing is left to offer
