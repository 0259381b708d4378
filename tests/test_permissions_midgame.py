"""Permissions mid-game: an unwritable saves folder, the left game and the editor's autosave in a read-only folder.

The read-only cases need permission bits that bind: they run as root too by dropping root's
override for the test's thread (``machines.real_permissions``), else they are skipped. The
same situations are also built without permissions: a saves folder that is a file.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import greedy_square, run
from machines import real_permissions

from ishido_retro.storage import leftgames
from ishido_retro.ui.play.leftgame import TAKEN

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _dialog(app):
    d = app.state()["dialog"]
    return None if d is None else (d["title"], d["text"])


def _a_game_left(home: Path) -> None:
    app = run([{"seed": 6}])
    run([{"click": {"square": list(greedy_square(app.game))}}, {"close_window": True}], app=app)
    assert (home / "left-game.yaml").is_file()


def test_save_game_when_the_saves_folder_is_a_file(home, tmp_path):
    home.mkdir()
    (home / "saves").write_text("a file where the folder should be\n")
    app = run([{"seed": 6}, {"menu": ["File", "Save Game"]}])
    assert _dialog(app) == ("Save Game", f"Your game cannot be saved: the folder {home}/saves cannot be used (it "
                                         f"is a file, not a folder).")
    run([{"click": {"widget": "OK"}}, {"save": str(home / "saves" / "mine.yaml")}], app=app)
    assert _dialog(app) == ("Save Game", "The game could not be saved to mine.yaml: saves is a file, not a folder.")
    run([{"click": {"widget": "OK"}}, {"save": str(tmp_path / "elsewhere.yaml")}], app=app)
    assert _dialog(app) is None and (tmp_path / "elsewhere.yaml").is_file()     # the game is not lost


def test_save_game_into_a_read_only_saves_folder(home):
    (home / "saves").mkdir(parents=True)
    (home / "saves").chmod(0o555)
    with real_permissions():
        app = run([{"seed": 6}, {"menu": ["File", "Save Game"]}])
        assert _dialog(app) == ("Save Game", f"Your game cannot be saved: the folder {home}/saves cannot be used "
                                             f"(it is read-only).")
        run([{"click": {"widget": "OK"}}, {"save": str(home / "saves" / "mine.yaml")}], app=app)
        assert _dialog(app) == ("Save Game", "The game could not be saved to mine.yaml: Permission denied.")
    assert not list((home / "saves").iterdir())


@pytest.mark.parametrize("answer", ["Resume", "Not Now"])
def test_the_left_game_when_the_saves_folder_is_a_file(home, answer):
    _a_game_left(home)
    (home / "saves").write_text("a file where the folder should be\n")
    app = run([{"wait": 20}, {"click": {"widget": answer}}])
    if answer == "Resume":
        assert _dialog(app) is None and app.game.deal.seed == 6 and len(app.game.history) == 1
        assert leftgames.pending_left_game() is None        # taken: the file is this window's while it plays
    else:
        assert _dialog(app) == ("Resume", f"The game you left could not be moved to your saved games: the folder "
                                          f"{home}/saves cannot be used (it is a file, not a folder). It stays where "
                                          f"it is and will be offered again at the next start.")
        assert (home / "left-game.yaml").is_file()
        assert run([{"wait": 1}]).state()["dialog"]["title"] == "Resume?"


@pytest.mark.parametrize("answer", ["Resume", "Not Now"])
def test_the_left_game_in_a_read_only_data_folder(home, answer):
    _a_game_left(home)
    home.chmod(0o555)
    with real_permissions():
        app = run([{"wait": 1}])
        assert _dialog(app)[0] == "Data Folder"
        run([{"click": {"widget": "OK"}}, {"wait": 20}, {"click": {"widget": answer}}], app=app)
        if answer == "Resume":
            assert app.game.deal.seed == 6 and len(app.game.history) == 1
            assert _dialog(app) == ("Resume", "The game you left is resumed. Its file could not be removed "
                                              "(permission denied), so it will be offered again at the next start.")
        else:
            assert _dialog(app) == ("Resume", f"The game you left could not be moved to your saved games: the data "
                                              f"folder {home} cannot be used (it is read-only). It stays where it is "
                                              f"and will be offered again at the next start.")
    assert (home / "left-game.yaml").is_file()


def _editor(steps, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app)


def _autosave_left(home: Path) -> list:
    app = _editor([{"click": {"widget": "colour 8"}}] + [{"click": {"widget": f"pixel {x} 10"}} for x in range(6, 11)])
    assert (home / "editor-autosave.png").is_file()
    return app.state()["stones"]


@pytest.mark.parametrize("damaged", [False, True])
def test_recovering_the_editors_autosave_in_a_read_only_folder(home, damaged):
    edited = _autosave_left(home)
    if damaged:
        (home / "editor-autosave.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"cut short" * 10)
    home.chmod(0o555)
    with real_permissions():
        app = _editor([{"wait": 1}, {"click": {"widget": "OK"}}])     # the Data Folder requester
        assert _dialog(app)[0] == "Recover"
        _editor([{"click": {"widget": "Recover"}}], app=app)
        if damaged:
            title, text = _dialog(app)
            assert title == "Recover" and text.startswith("The autosave cannot be read: editor-autosave.png ")
            assert text.endswith("It could not be kept aside (permission denied) and stays as "
                                 "editor-autosave.png.")
        else:
            assert _dialog(app) is None and app.state()["stones"] == edited and app.state()["dirty"]
        _editor([{"menu": ["File", "Quit"]}, {"click": {"widget": "Quit"}}] if not damaged else
                [{"click": {"widget": "OK"}}, {"menu": ["File", "Quit"]}], app=app)
    assert (home / "editor-autosave.png").is_file()        # nothing lost


def test_discarding_the_editors_autosave_in_a_read_only_folder(home):
    _autosave_left(home)
    home.chmod(0o555)
    with real_permissions():
        app = _editor([{"wait": 1}, {"click": {"widget": "OK"}}, {"click": {"widget": "Discard"}}])
        assert _dialog(app) is None
        assert app.state()["status"] == "The autosave could not be removed: Permission denied."
    assert (home / "editor-autosave.png").is_file()


def test_the_taken_sentence():
    assert TAKEN == ("Another copy of Ishido Retro running at the same time took the game you left first; it goes "
                     "on there.")
