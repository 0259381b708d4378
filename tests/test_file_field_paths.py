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


def test_in_a_page_the_drawer_says_the_data_folder_as_browser_and_takes_it_back(home, monkeypatch):
    """The page's Load Game said /home/pyodide/.local/share/... (issue 45): the browser's Python's own path."""
    import sys

    from ishido_retro.storage.folders import drawer_for
    from ishido_retro.ui.widgets import FileRequester
    saves = drawer_for("saves")
    (saves / "old").mkdir()
    (saves / "old" / "Evening.yaml").write_text("x")
    at_desk = FileRequester("Load Game", saves, mode="load", pattern=(".yaml",))
    assert at_desk.drawer_entry.value == str(saves.resolve())
    monkeypatch.setattr(sys, "platform", "emscripten")
    req = FileRequester("Load Game", saves, mode="load", pattern=(".yaml",))
    assert req.drawer_entry.value == "Browser:saves" and req.text_for_dump().startswith("Drawer: Browser:saves\n")
    assert req.change_drawer("Browser:saves/old") and req.drawer == (saves / "old").resolve()
    assert req.drawer_entry.value == "Browser:saves/old"
    assert req.change_drawer("BROWSER:") and req.drawer_entry.value == "Browser:"     # the data folder itself
    req.file_entry.value = "browser:saves/old/Evening.yaml"
    assert req.chosen_path() == (saves / "old" / "Evening.yaml").resolve()
    assert not req.change_drawer("Browser:nowhere") and req.message == "No such drawer: Browser:nowhere"
    req.go_parent()
    assert req.drawer_entry.value == "Browser:saves"
    req.go_parent()
    assert req.drawer_entry.value == "Browser:" and req.parent_button.enabled is False   # it goes no higher
    req.go_parent()
    assert req.drawer_entry.value == "Browser:"
    outside = FileRequester("Load Game", home.parent, mode="load")        # asked outside it: the data folder
    assert outside.drawer_entry.value == "Browser:"
    assert not outside.change_drawer(str(home.parent)) and outside.drawer_entry.value == "Browser:"
    monkeypatch.setattr(sys, "platform", "linux")
    at_desk = FileRequester("Load Game", home.parent, mode="load")        # at a desk: anywhere, by its path
    assert at_desk.drawer_entry.value == str(home.parent.resolve()) and at_desk.parent_button.enabled
