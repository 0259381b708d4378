"""Own sets at any count (issue 46): every name check sees every own set, the dialog says when its list is cut,
and a big folder's index (stonesets/.own-sets.json) spares reading pictures that did not change, never
showing a stale name. The counts are made small here (a limit of 3 listed, an index from 4 sets)."""

from __future__ import annotations

import json

import pytest
from helpers import run

from ishido_retro.storage import ownindex, ownsets
from ishido_retro.storage.ownfiles import name_problem, rename_own
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset, save_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")


@pytest.fixture
def many(home, monkeypatch):
    """Five own stonesets, set-1.png .. set-5.png named Set 1 .. Set 5; three listed, an index from four."""
    monkeypatch.setattr(ownsets, "MAX_LISTED", 3)
    monkeypatch.setattr(ownindex, "INDEX_FROM", 4)
    folder = home / "stonesets"
    folder.mkdir(parents=True)
    ss = load_stoneset(shipped_stoneset_path("Runes"))
    for i in range(1, 6):
        ss.name = f"Set {i}"
        save_stoneset(ss, folder / f"set-{i}.png")
    return folder


def test_a_name_check_sees_the_sets_beyond_the_listed_ones(many):
    assert [s.file for s in ownsets.own_listing("stoneset").sets] == ["set-1.png", "set-2.png", "set-3.png"]
    assert name_problem("stoneset", "set 5", "set-1.png") == \
        "Your stoneset set-5.png is named Set 5 already; choose another name."
    with pytest.raises(ValueError, match="named Set 5 already"):
        rename_own("stoneset", "set-1.png", "Set 5")


def test_the_dialog_says_its_list_is_cut(many, home):
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}])
    chooser = app.windows[-1]
    assert [r for r in chooser.choices.options if r.startswith("Set")] == ["Set 1", "Set 2", "Set 3"]
    assert chooser.folder_line == (f"Your own stonesets: {home / 'stonesets'} (it holds 5 stonesets; the first 3 "
                                   f"by file name are listed)")


def test_a_big_folder_keeps_an_index_that_follows_every_change(many):
    assert [s.name for s in ownsets.own_sets("stoneset")] == ["Set 1", "Set 2", "Set 3", "Set 4", "Set 5"]
    index = json.loads((many / ".own-sets.json").read_text())
    assert index["format"] == "ishido-own-sets/1" and sorted(index["sets"]) == [f"set-{i}.png" for i in range(1, 6)]
    assert index["sets"]["set-2.png"][1] == "Set 2" and index["sets"]["set-2.png"][3] is None
    new_file = rename_own("stoneset", "set-2.png", "Tide")
    (many / "set-4.png").unlink()
    (many / "set-5.png").write_bytes(b"not a picture")
    listed = {s.file: (s.name, s.problem is None) for s in ownsets.own_sets("stoneset")}
    assert listed == {"set-1.png": ("Set 1", True), new_file: ("Tide", True), "set-3.png": ("Set 3", True),
                      "set-5.png": ("Set 5", False)}
    assert sorted(json.loads((many / ".own-sets.json").read_text())["sets"]) == sorted(listed)


def test_the_index_is_a_cache_never_trusted_over_the_pictures(many):
    ownsets.own_sets("stoneset")
    index = many / ".own-sets.json"
    table = json.loads(index.read_text())
    table["sets"]["set-1.png"][0][0] += 1            # its size no longer the file's: read again
    table["sets"]["set-3.png"][1] = "Lies"
    table["sets"]["set-3.png"][0][1] += 1
    index.write_text(json.dumps(table))
    assert [s.name for s in ownsets.own_sets("stoneset")][:3] == ["Set 1", "Set 2", "Set 3"]
    for damaged in ("{", "[]", '{"format": "other", "sets": {}}', '{"format": "ishido-own-sets/1", "sets": 7}',
                    '{"format": "ishido-own-sets/1", "sets": {"set-1.png": [[1, 2], "x", "y", null]}}'):
        index.write_text(damaged)
        assert [s.name for s in ownsets.own_sets("stoneset")] == ["Set 1", "Set 2", "Set 3", "Set 4", "Set 5"]


def test_a_small_folder_gets_no_index(home):
    folder = home / "stonesets"
    folder.mkdir(parents=True)
    save_stoneset(load_stoneset(shipped_stoneset_path("Runes")), folder / "mine.png")
    assert [s.file for s in ownsets.own_sets("stoneset")] == ["mine.png"]
    assert sorted(p.name for p in folder.iterdir()) == ["mine.png"]


def test_at_a_desk_the_index_is_made_off_the_frame_and_a_dialog_opened_sooner_waits_for_it(many, monkeypatch):
    import threading

    release = threading.Event()
    real_read = ownsets._read_own

    def slow_read(*args):
        release.wait(timeout=60)
        return real_read(*args)

    monkeypatch.setattr(ownsets, "_warming", [])
    monkeypatch.setattr(ownsets, "_read_own", slow_read)
    ownsets.warm_listings()
    thread = ownsets._warming[0]
    assert thread.name == "ishido-own-sets" and thread.is_alive()   # the frame goes on meanwhile
    release.set()
    assert [s.name for s in ownsets.own_sets("stoneset")] == ["Set 1", "Set 2", "Set 3", "Set 4", "Set 5"]
    assert not thread.is_alive()                                     # the listing waited for the warm-up

    def no_read(*_args):
        raise AssertionError("a picture read again")

    monkeypatch.setattr(ownsets, "_read_own", no_read)
    assert len(ownsets.own_sets("stoneset")) == 5                    # every set from the index
    ownsets.warm_listings()
    assert len(ownsets._warming) == 1                                # once a process


def test_a_page_and_a_headless_run_make_no_warm_up(many, monkeypatch):
    import sys

    monkeypatch.setattr(ownsets, "_warming", [])
    run([{"seed": 1}])
    assert ownsets._warming == []                                    # no window: nothing behind a test's back
    monkeypatch.setattr(sys, "platform", "emscripten")
    ownsets.warm_listings()
    assert ownsets._warming == []
