"""The stoneset editor's Use when the game's settings cannot be written: the set is saved, the user told why."""

from __future__ import annotations

import pytest
from filelock import FileLock

from ishido_retro.storage import settingsfile

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def _use(home):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script([{"click": {"widget": "colour 2"}}, {"click": {"widget": "pixel 10 10"}},
                              {"click": {"widget": "Use"}}, {"key": "return"}])     # the copy's name asked


def _told(app):
    d = app.state()["dialog"]
    return d["title"], d["text"]


def test_use_when_the_settings_file_is_a_folder(home):
    (home / "settings.yaml").mkdir(parents=True)
    app = _use(home)
    assert _told(app) == ("Use", "The game's settings could not be saved: settings.yaml is a folder, not a settings "
                                 "file. The stoneset is saved as ishido.png; choose it with Choices > Stonesets > "
                                 "Other….")
    assert (home / "stonesets" / "ishido.png").is_file() and (home / "settings.yaml").is_dir()


def test_use_when_another_copy_holds_the_settings_file(home, monkeypatch):
    home.mkdir()
    monkeypatch.setattr(settingsfile, "LOCK_TIMEOUT", 0.2)
    other = FileLock(str(home / ".settings.yaml.lock"))
    other.acquire()                          # another copy of the game, in the middle of writing its settings
    try:
        app = _use(home)
    finally:
        other.release()
    assert _told(app) == ("Use", "The game's settings could not be saved: settings.yaml is being written by another "
                                 "copy of the game; try again. The stoneset is saved as ishido.png; choose it with "
                                 "Choices > Stonesets > Other….")
    assert (home / "stonesets" / "ishido.png").is_file() and not (home / "settings.yaml").exists()
