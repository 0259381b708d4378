"""Nothing of the player's is dropped: bad copies, wrong-typed settings, stale temp files, atomic shots, names."""

from __future__ import annotations

import os
import time

import pytest
import yaml

from ishido_retro import formats
from ishido_retro import settings as settings_mod
from ishido_retro.storage import datafolder, settingsfile, userdata


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "home"))
    return datafolder.data_dir()


# --- bad copies -----------------------------------------------------------------------------------


def test_bad_copies_are_numbered_and_never_overwritten(home):
    path = home / "settings.yaml"
    for text in ["sounds: [one\n", "sounds: [two\n", "sounds: [three\n"]:
        path.write_text(text)
        settingsfile.load()
        settingsfile.save(settings_mod.Settings(sounds=False))
        assert yaml.safe_load(path.read_text())["sounds"] is False
    assert (home / "settings.yaml.bad").read_text() == "sounds: [one\n"
    assert (home / "settings.yaml.2.bad").read_text() == "sounds: [two\n"
    assert (home / "settings.yaml.3.bad").read_text() == "sounds: [three\n"


def test_keep_bad_copy_without_hard_links_copies(home, monkeypatch):
    path = home / "x.yaml"
    path.write_text("old")
    (home / "x.yaml.bad").write_text("older")

    def no_links(*_a, **_k):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(userdata.os, "link", no_links)
    kept = userdata.keep_bad_copy(path)
    assert kept == home / "x.yaml.2.bad" and kept.read_text() == "old"
    assert (home / "x.yaml.bad").read_text() == "older" and path.read_text() == "old"
    assert sorted(p.name for p in home.iterdir()) == ["x.yaml", "x.yaml.2.bad", "x.yaml.bad"]


def test_wrong_typed_settings_are_reported_and_kept(home):
    path = home / "settings.yaml"
    text = "format: ishido-settings/1\nsounds: maybe\nscoring: roman\nmessages: false\n"
    path.write_text(text)
    loaded, problem = settingsfile.load()
    assert "sounds should be true or false" in problem and "scoring has an unusable value" in problem
    assert loaded.messages is False and loaded.sounds is True
    assert path.read_text() == text                       # loading never rewrites
    loaded.oracle = True
    settingsfile.save(loaded)
    assert (home / "settings.yaml.bad").read_text() == text
    saved = yaml.safe_load(path.read_text())
    assert saved["oracle"] is True and saved["messages"] is False and saved["sounds"] is True
    settingsfile.save(loaded)                            # a clean file: no second copy
    assert not (home / "settings.yaml.2.bad").exists()


def test_saving_does_not_read_a_huge_settings_file(home):
    path = home / "settings.yaml"
    with open(path, "wb") as f:
        f.truncate(50 * 1024 * 1024)                     # 50 MB of zeros, sparse: cheap to make
    loaded, problem = settingsfile.load()
    assert "at most 65536 bytes" in problem
    import tracemalloc
    tracemalloc.start()
    try:
        settingsfile.save(settings_mod.Settings(sounds=False))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 5 * 1024 * 1024                        # it never held the 50 MB (no timing: memory)
    assert yaml.safe_load(path.read_text())["sounds"] is False
    assert (home / "settings.yaml.bad").stat().st_size == 50 * 1024 * 1024


def test_settings_of_a_newer_version_keep_their_keys(home):
    path = home / "settings.yaml"
    path.write_text("format: ishido-settings/1\nsounds: true\nfuture_thing: [1, 2]\n")
    loaded, problem = settingsfile.load()
    assert problem is None
    loaded.sounds = False
    settingsfile.save(loaded)
    saved = yaml.safe_load(path.read_text())
    assert saved["future_thing"] == [1, 2] and saved["sounds"] is False


def test_a_settings_file_that_is_a_pipe_does_not_block(home):
    os.mkfifo(home / "settings.yaml")
    loaded, problem = settingsfile.load()
    assert "settings.yaml is a pipe" in problem and loaded == settings_mod.Settings()
    with pytest.raises(formats.NotARegularFile):
        settingsfile.save(loaded)


# --- two copies of the game, one process at a time ------------------------------------------------


def test_a_save_keeps_what_another_copy_saved_meanwhile(home):
    path = home / "settings.yaml"
    mine, _ = settingsfile.load()
    # another copy of the game saves its own change
    theirs = settings_mod.Settings(scoring="ancient").as_dict()
    path.write_text(yaml.safe_dump({"format": "ishido-settings/1", **theirs}))
    mine.sounds = False
    settingsfile.save(mine)
    saved = yaml.safe_load(path.read_text())
    assert saved["sounds"] is False and saved["scoring"] == "ancient"


def test_locked_update_starts_fresh_from_a_damaged_file_and_keeps_it(home):
    path = home / "scores.yaml"
    path.write_text("[unclosed")

    def add(old):
        data = [] if old is None else formats.load_yaml_text(old.decode(), "a list", "scores.yaml")
        return yaml.safe_dump(data + [1])

    kept = userdata.locked_update(path, add)
    assert kept == home / "scores.yaml.bad" and kept.read_text() == "[unclosed"
    assert yaml.safe_load(path.read_text()) == [1]
    assert userdata.locked_update(path, add) is None and yaml.safe_load(path.read_text()) == [1, 1]


def test_lock_timeout_is_a_sentence(home):
    from filelock import FileLock
    path = home / "scores.yaml"
    other = FileLock(str(userdata.lock_path(path)))
    other.acquire()
    try:
        import threading
        errors = []

        def try_it():
            try:
                with userdata.locked(path, timeout=0.2):
                    pass
            except userdata.FileBusy as exc:
                errors.append(str(exc))

        t = threading.Thread(target=try_it)
        t.start()
        t.join()
        assert errors == ["scores.yaml is being written by another copy of the game; try again."]
    finally:
        other.release()


# --- stale temp files -----------------------------------------------------------------------------


def test_stale_temp_files_are_cleaned_and_fresh_ones_kept(home):
    (home / "saves").mkdir()
    old = [home / ".settings.yaml.a1b2c3d4.tmp", home / "saves" / ".game.yaml.zz_x9y8w.tmp",
           home / ".shot.png.abcdEFGH.tmp.png"]
    young = home / ".scores.yaml.qwertyui.tmp"
    keep = [home / "settings.yaml", home / ".settings.yaml.lock", home / "notes.tmp", home / "saves" / "game.yaml"]
    for p in old + [young] + keep:
        p.write_text("x")
    an_hour_ago = time.time() - 3600
    for p in old + keep:
        os.utime(p, (an_hour_ago, an_hour_ago))
    removed = userdata.clean_stale_temps(time.time())
    assert sorted(removed) == sorted(old)
    assert young.exists() and all(p.exists() for p in keep)


def test_atomic_write_with_keeps_the_old_file_when_the_writer_fails(home):
    path = home / "shot.png"
    path.write_bytes(b"old")

    def half(tmp):
        tmp.write_bytes(b"ne")
        raise RuntimeError("killed")

    with pytest.raises(RuntimeError):
        userdata.atomic_write_with(path, half)
    assert path.read_bytes() == b"old" and sorted(p.name for p in home.iterdir()) == ["shot.png"]
    with pytest.raises(OSError, match="nothing was written"):
        userdata.atomic_write_with(path, lambda tmp: None)
    userdata.atomic_write_with(path, lambda tmp: tmp.write_bytes(b"new"))
    assert path.read_bytes() == b"new" and sorted(p.name for p in home.iterdir()) == ["shot.png"]


# --- importing chosen files -----------------------------------------------------------------------


@pytest.mark.parametrize("name, kept_as", [
    ("Tom's set.png", "Tom's set.png"), ("a+b.png", "a+b.png"), ("été.png", "été.png"),
    ("a:b.png", "a-b.png"), ("CON.png", "CON-file.png"), ("x" * 120 + ".png", "x" * 76 + ".png"),
])
def test_import_user_file_names(tmp_path, name, kept_as):
    src = tmp_path / "elsewhere"
    src.mkdir()
    (src / name).write_bytes(b"picture")
    assert userdata.import_user_file(src / name, "stonesets") == kept_as
    assert (datafolder.sub_dir("stonesets") / kept_as).read_bytes() == b"picture"
    assert userdata.import_user_file(src / name, "stonesets") == kept_as        # same bytes: no second copy
    (src / name).write_bytes(b"other picture")
    second = userdata.import_user_file(src / name, "stonesets")
    assert second != kept_as and (datafolder.sub_dir("stonesets") / second).read_bytes() == b"other picture"


def test_import_copies_the_sidecar(tmp_path):
    (tmp_path / "My board.png").write_bytes(b"pic")
    (tmp_path / "My board.yaml").write_text("name: Mine\n")
    name = userdata.import_user_file(tmp_path / "My board.png", "boards", companions=(".yaml",))
    assert name == "My board.png"
    assert (datafolder.sub_dir("boards") / "My board.yaml").read_text() == "name: Mine\n"


def test_a_file_already_in_the_folder_with_an_unusable_name_is_copied(home):
    folder = datafolder.sub_dir("stonesets")
    (folder / "a:b.png").write_bytes(b"pic")
    assert userdata.import_user_file(folder / "a:b.png", "stonesets") == "a-b.png"


def test_import_refuses_special_files_with_a_sentence(tmp_path):
    with pytest.raises(formats.NotARegularFile, match="is a device"):
        userdata.import_user_file("/dev/zero", "stonesets")


# --- the editor's autosave, recovered at the next start --------------------------------------------


def _editor(steps, tmp_path):
    from ishido_retro.editor.runner import run_editor_script
    from ishido_retro.ui.headless import ensure_pyxel
    ensure_pyxel()
    return run_editor_script(steps, tmp_path)


def test_the_editor_recovers_the_autosave_a_killed_session_left(home, tmp_path):
    import fuzz_inputs

    from ishido_retro.stonesets.document import digest
    (home / "editor-autosave.png").write_bytes(fuzz_inputs.fixture("editor-autosave.png"))
    app = _editor([{"dump": "asked.yaml"}, {"click": {"widget": "Recover"}}, {"dump": "recovered.yaml"}], tmp_path)
    asked = yaml.safe_load((tmp_path / "asked.yaml").read_text())
    assert asked["dialog"] == {"title": "Recover", "focus": "Recover",
                               "text": 'An editing session ended without saving "Work in progress"; it was '
                                       'autosaved. Recover "Work in progress"?'}
    state = yaml.safe_load((tmp_path / "recovered.yaml").read_text())
    assert (state["name"], state["author"], state["theme"]) == ("Work in progress", "A. Painter", "Gems, half done")
    assert state["dirty"] is True and state["file"] is None and state["dialog"] is None
    empty = digest(bytes(400))
    assert [d == empty for _, _, d in state["stones"]] == [False] * 24 + [True] * 12
    assert app.screen.doc.pixel(0, 0, 10, 10) == 8
    assert (home / "editor-autosave.png").is_file()         # kept until the work is saved or thrown away


def test_a_damaged_autosave_is_kept_as_a_bad_copy_and_the_editor_goes_on(home, tmp_path):
    import fuzz_inputs
    damaged = fuzz_inputs.fixture("editor-autosave.png")[:700]          # cut short by a full disk
    (home / "editor-autosave.png").write_bytes(damaged)
    _editor([{"click": {"widget": "Recover"}}, {"dump": "told.yaml"}, {"click": {"widget": "OK"}},
             {"dump": "after.yaml"}], tmp_path)
    told = yaml.safe_load((tmp_path / "told.yaml").read_text())["dialog"]
    assert told["title"] == "Recover"
    assert told["text"].startswith("The autosave cannot be read: editor-autosave.png ")
    assert told["text"].endswith("It is kept as editor-autosave.png.bad in the data folder.")
    assert (home / "editor-autosave.png.bad").read_bytes() == damaged
    assert not (home / "editor-autosave.png").exists()
    after = yaml.safe_load((tmp_path / "after.yaml").read_text())
    assert after["dialog"] is None and after["name"] == "Ishido" and after["dirty"] is False
