"""Every file field takes what the others take (issue 48, point 4): Save As, like Load and Import Palette, takes a
full path, a path from ``~`` and a folder then a name typed into File."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def chosen(tmp_path, mode, typed, pattern=(".stoneset",)):
    from ishido_retro.ui.widgets import FileRequester
    req = FileRequester("Save As" if mode == "save" else "Load", tmp_path, mode=mode, pattern=pattern)
    req.file_entry.value = typed
    return req, req.chosen_path()


def test_save_as_takes_a_full_path_a_folder_then_a_name_and_a_path_from_home(tmp_path, monkeypatch):
    (tmp_path / "sets").mkdir()
    req, path = chosen(tmp_path, "save", str(tmp_path / "sets" / "Tide.stoneset"))
    assert path == tmp_path / "sets" / "Tide.stoneset" and req.file_entry.value == "Tide.stoneset"
    req, path = chosen(tmp_path, "save", "sets/Lighthouse")          # a folder then a name; the ending added
    assert path == tmp_path / "sets" / "Lighthouse.stoneset"
    monkeypatch.setenv("HOME", str(tmp_path))
    req, path = chosen(tmp_path / "sets", "save", "~/Home Set.stoneset")
    assert path == tmp_path / "Home Set.stoneset"


def test_a_path_that_cannot_be_taken_is_a_sentence(tmp_path, monkeypatch):
    req, path = chosen(tmp_path, "save", str(tmp_path / "nowhere" / "Tide.stoneset"))
    assert path is None and req.message == "No such drawer: nowhere"
    req, path = chosen(tmp_path, "save", str(tmp_path) + "/")
    assert path is None and req.message == "Choose a file, or type its name"
    monkeypatch.setenv("HOME", str(tmp_path))
    req, path = chosen(tmp_path, "save", "~")
    assert path is None and req.message == "Choose a file, or type its name"
    req, path = chosen(tmp_path, "save", "..")
    assert path is None and req.message == "Type folders into Drawer, names into File"


def test_load_takes_the_same_paths(tmp_path):
    (tmp_path / "sets").mkdir()
    (tmp_path / "sets" / "Tide.stoneset").write_bytes(b"x")
    assert chosen(tmp_path, "load", str(tmp_path / "sets" / "Tide.stoneset"))[1] == tmp_path / "sets" / "Tide.stoneset"
    assert chosen(tmp_path, "load", "sets/Tide.stoneset")[1] == tmp_path / "sets" / "Tide.stoneset"
