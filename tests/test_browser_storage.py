"""The storage paths in a browser's Python: no ``os.link``, ``os.umask`` answering 0o777, ``fsync`` failing,
no ``filelock`` (:func:`browser_like.files_as_in_a_page`). Each test runs on the desktop and as in a page:
saves, scores, settings, the journal, stonesets and damaged files kept as backups work the same, and every
file written can be read back by its owner."""

from __future__ import annotations

import errno
import os
import stat
import sys

import pytest
import yaml
from browser_like import files_as_in_a_page
from helpers import PageStorage, greedy_square, run
from test_e2e_scores import finish
from test_oracle_journal import reading

from ishido_retro import settings as settings_mod
from ishido_retro.match import Match
from ishido_retro.match.clock import ManualClock
from ishido_retro.scores import highscores as hs
from ishido_retro.storage import autosaves, datafolder, journal, savedgames, scorefiles, settingsfile, userdata, webkeep
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset, save_stoneset


@pytest.fixture(params=["desktop", "page"])
def files(request, monkeypatch, home):
    """The files as on the desktop, or as in a browser page's Python."""
    if request.param == "page":
        files_as_in_a_page(monkeypatch)
    return request.param


def unreadable(home):
    """The files under ``home`` their owner could not read or write back (mode bits; root reads them anyway)."""
    return sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if p.is_file() and stat.S_IMODE(p.stat().st_mode) & 0o600 != 0o600)


def test_the_page_has_what_a_browser_lacks(files):
    assert hasattr(os, "link") == (files == "desktop")
    if files == "page":
        assert os.umask(0o022) == 0o777


def test_settings_saved_read_back_and_saved_again(files, home):
    settingsfile.save(settings_mod.Settings(sounds=False))
    settingsfile.save(settings_mod.Settings(sounds=False, oracle=True))
    loaded, problem = settingsfile.load()
    assert problem is None and loaded.sounds is False and loaded.oracle is True
    assert unreadable(home) == []
    assert sorted(p.name for p in home.iterdir() if not p.name.endswith(".lock")) == ["settings.yaml"]


def test_a_damaged_settings_file_is_said_kept_and_replaced(files, home):
    home.mkdir(parents=True)
    (home / "settings.yaml").write_text("sounds: [one\n")
    loaded, problem = settingsfile.load()
    assert problem.startswith("Your settings file could not be read:")
    settingsfile.save(settings_mod.Settings(sounds=False))
    assert (home / "settings.yaml.bad").read_text() == "sounds: [one\n"
    assert yaml.safe_load((home / "settings.yaml").read_text())["sounds"] is False
    (home / "settings.yaml").write_text("sounds: [two\n")
    settingsfile.load()
    settingsfile.save(settings_mod.Settings(sounds=True))
    assert (home / "settings.yaml.2.bad").read_text() == "sounds: [two\n"
    assert (home / "settings.yaml.bad").read_text() == "sounds: [one\n"
    assert unreadable(home) == []


def test_scores_added_read_back_and_a_damaged_file_kept(files, home):
    entry = hs.Entry("Zoe", 1200, 2, 0, "solitaire", "modern", "2026-11-22", "Gems")
    boards, _, message = scorefiles.add_score(entry, set(), "2026-11-22")
    assert message is None and boards
    scores, message = scorefiles.load_scores("2026-11-22")
    assert message is None and scores.last_name == "Zoe"
    (home / "scores.yaml").write_text("format: ishido-scores/1\nboards: {today: {modern: [7]}}\n")
    ann = hs.Entry("Ann", 900, 0, 3, "solitaire", "modern", "2026-11-22", "Gems")
    _, _, message = scorefiles.add_score(ann, set(), "2026-11-22")
    assert "kept as scores.yaml.bad" in message
    assert (home / "scores.yaml.bad").read_text().endswith("[7]}}\n")
    assert scorefiles.load_scores("2026-11-22")[0].last_name == "Ann"
    assert unreadable(home) == []


def test_a_game_saved_and_loaded(files, home):
    clock = ManualClock()
    match = Match.new(clock, seed=5)
    path = savedgames.saves_dir() / "mine.yaml"
    savedgames.save_game(path, match)
    savedgames.save_game(path, match)
    assert savedgames.read_saved(path, clock).match.game.deal.seed == 5
    assert unreadable(home) == []


def test_the_journal_appended_and_a_damaged_one_kept(files, home):
    assert journal.append(reading(100.0, "first")) is None
    assert journal.append(reading(200.0, "second")) is None
    assert [r.question for r in journal.load()[0]] == ["second", "first"]
    (home / "oracle-journal.txt").write_text("my own notes\n", "utf-8")
    assert "kept as oracle-journal.txt.bad" in journal.append(reading())
    assert (home / "oracle-journal.txt.bad").read_text("utf-8") == "my own notes\n"
    assert unreadable(home) == []


def test_an_own_stoneset_saved_and_loaded(files, home):
    stoneset = load_stoneset(shipped_stoneset_path("Gems"))
    path = datafolder.sub_dir("stonesets") / "mine.png"
    save_stoneset(stoneset, path)
    save_stoneset(stoneset, path)
    assert load_stoneset(path).stones == stoneset.stones
    assert unreadable(home) == []


def test_a_file_written_by_a_writer_that_takes_a_name(files, home):
    path = home / "shot.png"
    userdata.atomic_write_with(path, lambda tmp: tmp.write_bytes(b"picture"))
    assert path.read_bytes() == b"picture"


def test_a_save_goes_on_when_the_mode_cannot_be_set(files, home, monkeypatch):
    def refused(*_args):
        raise OSError(errno.ENOSYS, "Function not implemented")

    monkeypatch.setattr(os, "fchmod", refused)
    settingsfile.save(settings_mod.Settings(sounds=False))
    assert settingsfile.load()[0].sounds is False and unreadable(home) == []


@pytest.mark.usefixtures("pyxel_ready")
def test_the_game_says_a_damaged_settings_file_keeps_it_and_records_a_high_score(files, home, tmp_path):
    home.mkdir(parents=True)
    (home / "settings.yaml").write_text("sounds: [one\n")
    app = run([{"date": "2026-11-22"}])
    assert app.state()["dialog"]["text"].startswith("Your settings file could not be read:")
    run([{"click": {"widget": "OK"}}, {"seed": 11}, {"menu": ["Choices", "Sounds"]}], app=app)
    assert (home / "settings.yaml.bad").read_text() == "sounds: [one\n"
    finish(app)
    assert app.state()["dialog"]["title"] == "Game Over"
    run([{"type": "Zoe"}, {"click": {"widget": "Scores"}}], app=app)
    assert [e["name"] for e in app.state()["high_scores"]["all_time"]] == ["Zoe"]
    assert settingsfile.load()[0].sounds is False and settingsfile.load()[1] is None
    assert unreadable(home) == []


@pytest.mark.usefixtures("pyxel_ready")
def test_a_left_game_declined_moves_to_the_saved_games(files, home):
    app = run([{"seed": 6}])
    run([{"click": {"square": list(greedy_square(app.game))}}, {"close_window": True}], app=app)
    assert (home / "left-game.yaml").is_file()
    again = run([{"wait": 20}, {"click": {"widget": "Not Now"}}])
    kept = list(savedgames.saves_dir().glob("left-*.yaml"))
    assert len(kept) == 1 and "in_progress: true" in kept[0].read_text()
    assert not (home / "left-game.yaml").exists() and kept[0].name in again.state()["dialog"]["text"]


def test_the_editors_autosave_kept_and_discarded(files, home, monkeypatch):
    monkeypatch.setattr(autosaves, "_owned", {})
    autosaves.write_autosave(b"the set being edited")
    assert (home / "editor-autosave.png").read_bytes() == b"the set being edited" and unreadable(home) == []
    autosaves.discard_autosave()
    assert not (home / "editor-autosave.png").exists()


@pytest.mark.usefixtures("pyxel_ready")
def test_a_reloaded_page_finds_settings_saves_scores_journal_and_own_stonesets(files, home, tmp_path, monkeypatch):
    storage = PageStorage()
    monkeypatch.setattr(webkeep, "_store", lambda: storage if files == "page" else None)
    monkeypatch.setattr(webkeep, "_kept", {})
    app = run([{"date": "2026-11-22"}, {"seed": 11}, {"menu": ["Choices", "Sounds"]}])
    finish(app)
    run([{"type": "Zoe"}, {"click": {"widget": "OK"}}], app=app)
    savedgames.save_game(savedgames.saves_dir() / "mine.yaml", app.match)
    journal.append(reading(100.0, "kept?"))
    save_stoneset(load_stoneset(shipped_stoneset_path("Gems")), datafolder.sub_dir("stonesets") / "mine.png")
    monkeypatch.setattr(autosaves, "_owned", {})
    autosaves.write_autosave(b"gone again")
    autosaves.discard_autosave()
    before = {p.relative_to(home): p.read_bytes() for p in home.rglob("*") if p.is_file() and p.name[0] != "."}
    assert {"settings.yaml", "scores.yaml", "saves/mine.yaml", "oracle-journal.txt",
            "stonesets/mine.png"} <= {str(p) for p in before}

    again = tmp_path / "reloaded"                   # the page reloaded: a new, empty file system
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(again))
    monkeypatch.setattr(webkeep, "_kept", {})
    assert webkeep.restore() == (len(before) if files == "page" else 0)
    after = {p.relative_to(again): p.read_bytes() for p in again.rglob("*") if p.is_file()}
    assert after == (before if files == "page" else {})
    if files == "page":
        assert settingsfile.load()[0].sounds is False
        assert scorefiles.load_scores("2026-11-22")[0].last_name == "Zoe"
        assert [r.question for r in journal.load()[0]] == ["kept?"]
        assert not any("autosave" in key for key in storage.items)


def test_the_page_s_bridge_is_imported_from_the_root_folder(tmp_path, monkeypatch):
    """pyxel's import hook in a page stats a file named after the ``js`` module's origin ("javascript") in the folder
    it is imported from; in pyxel's working folder that asks the web server for it (issue 41: a 404 at each start)."""
    import importlib.abc
    import importlib.util
    import types

    seen: list[str] = []

    class PageBridge(importlib.abc.MetaPathFinder, importlib.abc.Loader):
        def find_spec(self, fullname, path, target=None):
            if fullname != "js":
                return None
            seen.append(os.getcwd())
            return importlib.util.spec_from_loader(fullname, self, origin="javascript")

        def create_module(self, spec):
            module = types.ModuleType("js")
            module.localStorage = "the page's storage"
            return module

        def exec_module(self, module):
            pass

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(sys, "meta_path", [PageBridge(), *sys.meta_path])
    monkeypatch.delitem(sys.modules, "js", raising=False)
    assert webkeep._store() == "the page's storage"
    assert seen == ["/"] and os.getcwd() == str(tmp_path)


def test_an_own_stoneset_replaced_renamed_and_deleted_with_its_backups(files, home, tmp_path):
    from ishido_retro.storage import ownfiles, ownsets
    ss = load_stoneset(shipped_stoneset_path("Runes"))
    ss.name, ss.author = "Frost", "Ann"
    save_stoneset(ss, home / "stonesets" / "frost.png")
    old = (home / "stonesets" / "frost.png").read_bytes()
    ss.palette = list(load_stoneset(shipped_stoneset_path("Gems")).palette)
    save_stoneset(ss, tmp_path / "frost-v2.png")
    incoming = ownsets.check_dropped(tmp_path / "frost-v2.png")
    assert incoming.rival is not None and incoming.rival.file == "frost.png"
    ownfiles.replace_own(incoming, "frost.png")
    assert (home / "backups" / "stonesets" / "frost.png").read_bytes() == old
    assert ownfiles.rename_own("stoneset", "frost.png", "Deep Frost") == "deep-frost.png"
    kept = ownfiles.delete_own("stoneset", "deep-frost.png")
    assert kept == home / "backups" / "stonesets" / "deep-frost.png"
    assert load_stoneset(kept).name == "Deep Frost"
    assert sorted(p.name for p in (home / "stonesets").iterdir()) == []
    assert unreadable(home) == []
