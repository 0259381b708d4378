"""A fast fuzz run of every loader (the long one is bench/fuzz.py): a valid object or a refusal in a sentence.

The inputs and checks live in tests/fuzz_inputs.py; hypothesis picks the random streams,
so a failure shrinks to one seed and is replayed from its database.
"""

from __future__ import annotations

import os
import random

import fuzz_inputs
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

# bench/fuzz.py --properties raises the scale and turns on random exploration (the "explore" profile)
SCALE = float(os.environ.get("ISHIDO_EXAMPLES_SCALE", "1"))
FAST = settings(max_examples=max(5, round(40 * SCALE)), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture], database=None)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ISHIDO_RETRO_HOME", str(tmp_path / "home"))
    path = tmp_path / "home"
    path.mkdir()
    return path


@pytest.mark.parametrize("loader", sorted(fuzz_inputs.LOADERS))
@FAST
@given(seed=st.integers(0, 2**32 - 1))
def test_loader_fuzz(home, loader, seed):
    generate, check = fuzz_inputs.LOADERS[loader]
    assert check(generate(random.Random(seed)), home) in ("loaded", "refused")


@pytest.mark.parametrize("loader", sorted(fuzz_inputs.LOADERS))
@FAST
@given(data=st.binary(max_size=400))
def test_loader_random_bytes(home, loader, data):
    _, check = fuzz_inputs.LOADERS[loader]
    assert check(data, home) in ("loaded", "refused")


yaml_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


@FAST
@given(values=st.dictionaries(st.sampled_from(["sounds", "scoring", "mode", "stoneset", "board", "oracle",
                                                "format", "fullscreen", "other"]), yaml_values))
def test_settings_of_any_types(home, values):
    text = yaml.safe_dump(values).encode()
    assert fuzz_inputs.check_settings(text, home) in ("loaded", "refused")


@FAST
@given(values=st.dictionaries(st.sampled_from(["format", "seed", "scoring", "mode", "players", "tableau", "pouch",
                                                "moves", "result", "flags", "undo_floor", "in_progress"]),
                              yaml_values))
def test_records_of_any_types(home, values):
    base = yaml.safe_load(fuzz_inputs.fixture("record-finished.yaml"))
    base.update(values)
    assert fuzz_inputs.check_record(yaml.safe_dump(base).encode(), home) in ("loaded", "refused")


@FAST
@given(meta=st.dictionaries(st.sampled_from(["format", "name", "author", "theme", "colours", "symbols"]),
                            yaml_values))
def test_stoneset_metadata_of_any_types(home, meta):
    data = fuzz_inputs.png_with_text(fuzz_inputs.fixture("stoneset-gems.png"), "ishido-stoneset",
                                     yaml.safe_dump(meta))
    assert fuzz_inputs.check_stoneset(data, home) in ("loaded", "refused")


@FAST
@given(meta=st.dictionaries(st.sampled_from(["format", "name", "author", "stoneset"]), yaml_values))
def test_board_sidecar_of_any_types(home, meta):
    assert fuzz_inputs.check_board_sidecar(yaml.safe_dump(meta).encode(), home) in ("loaded", "refused")


FIXTURE_CHECKS = {
    "settings.yaml": fuzz_inputs.check_settings,
    "record-finished.yaml": fuzz_inputs.check_record,
    "record-in-progress.yaml": fuzz_inputs.check_record,
    "stoneset-gems.png": fuzz_inputs.check_stoneset,
    "board-gems.png": fuzz_inputs.check_board,
    "board-gems.yaml": fuzz_inputs.check_board_sidecar,
    "script.yaml": fuzz_inputs.check_script,
    "match-challenge.yaml": fuzz_inputs.check_match,
    "match-tournament.yaml": fuzz_inputs.check_match,
    "scores.yaml": fuzz_inputs.check_scores,
    "oracle-journal.txt": fuzz_inputs.check_journal,
    "editor-autosave.png": fuzz_inputs.check_autosave,
    "lessons.yaml": fuzz_inputs.check_lessons,
    "pars.yaml": fuzz_inputs.check_pars,
    "palette.gpl": fuzz_inputs.palette_check(".gpl"),
    "palette.pal": fuzz_inputs.palette_check(".pal"),
    "palette.hex": fuzz_inputs.palette_check(".hex"),
}


@pytest.mark.parametrize("name", sorted(FIXTURE_CHECKS))
def test_the_fixtures_themselves_load(home, name):
    assert FIXTURE_CHECKS[name](fuzz_inputs.fixture(name), home) == "loaded"


def test_every_fixture_has_its_check():
    assert sorted(p.name for p in fuzz_inputs.FIXTURES.iterdir() if p.is_file()) == sorted(FIXTURE_CHECKS)


def test_every_format_is_fuzzed():
    assert sorted(fuzz_inputs.LOADERS) == ["augury journal", "board", "board sidecar", "dropped file",
                                           "editor autosave", "editor picture", "error log", "high scores",
                                           "kept game temp file", "lessons", "own sets index", "palette export",
                                           "palette gpl", "palette hex", "palette pal", "palette picture", "pars",
                                           "ready file", "record",
                                           "runner script", "saved match", "settings", "stoneset"]


def test_the_autosave_fixture_is_the_work_in_progress_it_was_made_from(home):
    from ishido_retro.storage.stonesets import load_doc
    path = home / "editor-autosave.png"
    path.write_bytes(fuzz_inputs.fixture("editor-autosave.png"))
    doc = load_doc(path)
    assert (doc.name, doc.author, doc.theme) == ("Work in progress", "A. Painter", "Gems, half done")
    assert [doc.stone(c, r) == bytes(400) for r in range(6) for c in range(6)] == [False] * 24 + [True] * 12
    assert doc.pixel(0, 0, 10, 10) == 8 and doc.colour_names[0] == "Diamond" and doc.symbol_names[5] == "Pear"
    made = fuzz_inputs.work_in_progress()
    assert doc.stones == made.stones and doc.masks == made.masks and doc.palette == made.palette


@pytest.mark.parametrize("seed", range(12))
def test_saved_games_through_read_saved(home, seed):
    """A fast sample of File > Load Game's reader (``savedgames.read_saved``); bench/fuzz.py runs 10,000."""
    data = fuzz_inputs.gen_match(random.Random(f"read_saved:{seed}"))
    path = home / "match.yaml"
    path.write_bytes(data)
    assert fuzz_inputs._check_saved_game(path, home) in ("loaded", "refused")


@FAST
@given(name=st.text(min_size=1, max_size=90).filter(lambda n: "/" not in n and "\x00" not in n
                                                  and n not in (".", "..")))
def test_a_dropped_set_of_any_file_name_is_kept_under_a_usable_one(home, tmp_path, name):
    """Whatever the dropped file is called, the copy in the data folder has a name the game accepts, and a
    second drop of it finds the same copy."""
    from ishido_retro.formats import check_name
    from ishido_retro.storage.ownsets import install_dropped
    folder = tmp_path / "dropped"
    folder.mkdir(exist_ok=True)
    try:
        dropped = folder / name
        dropped.write_bytes(fuzz_inputs.fixture("stoneset-gems.png"))
    except (OSError, ValueError):          # a name this file system refuses: no file to drop
        return
    try:
        kept = install_dropped(dropped)
        assert check_name(kept.file) == kept.file and kept.file.endswith(".png")
        assert (kept.folder / kept.file).read_bytes() == dropped.read_bytes()
        assert install_dropped(dropped).file == kept.file
    finally:
        dropped.unlink()
