"""Two copies of the game writing settings, or a shared list, at the same time lose nothing."""

from __future__ import annotations

import pytest
import two_copies


@pytest.fixture
def home(tmp_path, monkeypatch):
    path = tmp_path / "home"
    path.mkdir()
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(path))
    return path


def test_two_copies_saving_settings_keep_each_others_changes(home):
    saved = two_copies.settings_race(home, 60)
    assert saved["sounds"] is False and saved["stoneset"] == "user:a60.png"     # copy A's last save
    assert saved["oracle"] is False and saved["board"] == "user:b60.png"        # copy B's last save
    assert not list(home.glob("settings.yaml*.bad"))


def test_two_copies_appending_to_one_list_lose_no_entry(home):
    items = two_copies.list_race(home / "scores.yaml", 80)
    assert sorted(items) == sorted([f"a{i}" for i in range(80)] + [f"b{i}" for i in range(80)])
    assert [x for x in items if x.startswith("a")] == [f"a{i}" for i in range(80)]     # each copy's order kept


def test_two_copies_adding_high_scores_lose_none_the_boards_keep(home):
    pytest.importorskip("ishido_retro.storage.scorefiles")
    kept = two_copies.scores_race(home, 40)
    every = sorted(range(80), reverse=True)
    assert kept == every[:len(kept)] and len(kept) >= 10      # the best of both copies, none missing


def test_two_copies_writing_the_augury_journal_lose_no_reading(home):
    pytest.importorskip("ishido_retro.oracle.journal")
    questions = two_copies.journal_race(home, 40)
    assert questions == sorted([f"copy 0 reading {i}" for i in range(40)] + [f"copy 1 reading {i}" for i in range(40)])
