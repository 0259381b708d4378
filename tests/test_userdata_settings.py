"""The user data folder, safe names, atomic writes and the settings file."""

import os

import pytest
import yaml

from ishido_retro import formats
from ishido_retro import settings as settings_mod
from ishido_retro.storage import datafolder, safeio, settingsfile, userdata


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_data_dir_follows_the_environment_variable(home):
    assert datafolder.data_dir() == home and home.is_dir()
    assert datafolder.sub_dir("saves") == home / "saves"


@pytest.mark.parametrize("name", ["", ".", "..", "../x", "a/b", "/etc/passwd", ".hidden", "x" * 101, "a\\b",
                                  "nul\x00", "tab\tname"])
def test_unsafe_names_are_refused(name):
    with pytest.raises(formats.UnsafeName):
        userdata.safe_name(name)


def test_safe_names_pass():
    assert userdata.safe_name("My game (2).yaml") == "My game (2).yaml"


def test_atomic_write_replaces_whole_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "f.txt"
    userdata.atomic_write(target, "one")
    os.chmod(target, 0o640)
    userdata.atomic_write(target, b"two")
    assert target.read_text() == "two" and (target.stat().st_mode & 0o777) == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["f.txt"]


def test_atomic_write_failure_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "f.txt"
    userdata.atomic_write(target, "old")

    def boom(*a):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        userdata.atomic_write(target, "new")
    assert target.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["f.txt"]


def test_read_bytes_refuses_large_files(tmp_path):
    big = tmp_path / "big"
    big.write_bytes(b"x" * 2000)
    with pytest.raises(ValueError, match="2000 bytes"):
        safeio.read_bytes(big, 1000)


def test_settings_round_trip(home):
    s = settings_mod.Settings(sounds=False, stoneset="Runes", scoring="ancient")
    settingsfile.save(s)
    loaded, problem = settingsfile.load()
    assert loaded == s and problem is None
    assert yaml.safe_load((home / "settings.yaml").read_text())["format"] == "ishido-settings/1"


@pytest.mark.parametrize("text, fragment", [
    ("sounds: [", "could not be read"),
    ("- 1\n- 2\n", "mapping"),
    ("sounds: maybe\nscoring: roman\n", "sounds should be true or false"),
    ("!!python/object:os.system {}\n", "could not be read"),
    ("\xff\xfe", "could not be read"),
])
def test_damaged_settings_give_defaults_and_a_message(home, text, fragment):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.yaml").write_bytes(text.encode("latin-1"))
    loaded, problem = settingsfile.load()
    assert fragment in problem
    assert loaded.scoring == "modern"


def test_unknown_keys_from_a_newer_version_are_ignored(home):
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.yaml").write_text("format: ishido-settings/9\nsounds: false\nwarp_drive: true\n")
    loaded, problem = settingsfile.load()
    assert loaded.sounds is False and problem is None
