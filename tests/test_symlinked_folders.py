"""A folder of the data folder that is a symbolic link to a place outside it: nothing is written through it.

Each case links one folder (saves, stonesets, boards, history, auguries) to a folder outside
the data folder, makes the game or the editor save into it, and checks the sentence and that
nothing arrived outside.
"""

from __future__ import annotations

import pytest
from helpers import greedy_square, run

from ishido_retro.storage import datafolder

pytestmark = pytest.mark.usefixtures("pyxel_ready")


@pytest.fixture
def linked(home, tmp_path):
    """``linked(name)``: the data folder's ``name`` made a link to ``tmp_path/outside``; returns the sentence's end."""
    outside = tmp_path / "outside"
    outside.mkdir()
    home.mkdir()

    def link(name: str) -> str:
        (home / name).symlink_to(outside, target_is_directory=True)
        return (f"the folder {name} in {home} is a link to {outside}, outside the data folder, and nothing is "
                f"written through it.")
    yield link
    assert list(outside.iterdir()) == []          # nothing was written through the link


def _told(app):
    d = app.state()["dialog"]
    return d["title"], d["text"]


def test_saves(linked):
    why = linked("saves")
    app = run([{"seed": 6}, {"menu": ["File", "Save Game"]}])
    assert _told(app) == ("Save Game", f"Your game cannot be saved: {why}")


def test_stonesets(linked):
    from ishido_retro.editor.runner import run_editor_script
    why = linked("stonesets")
    app = run_editor_script([{"click": {"widget": "colour 2"}}, {"click": {"widget": "pixel 10 10"}},
                             {"click": {"widget": "Use"}}])
    assert _told(app) == ("Use", f"The stoneset cannot be kept for the game: {why} Save Stoneset As… keeps it in a "
                                 f"file of your choice.")


def test_boards(linked, tmp_path):
    from ishido_retro.storage.resources import shipped_board_path
    why = linked("boards")
    app = run([{"wait": 1}])
    app.themes.files.choose_board()
    app.windows[-1].close(shipped_board_path("Gems"))          # the file requester, with a board chosen
    assert _told(app) == ("Board", f"gems.png could not be kept in your boards folder: {why}")


def test_history(linked):
    why = linked("history")
    app = run([{"seed": 6}])
    run([{"click": {"square": list(greedy_square(app.game))}}, {"key": "ctrl+e"}, {"click": {"widget": "OK"}}],
        app=app)
    said = {w.title: w.text_for_dump() for w in app.windows}
    assert said["Statistics"] == f"This game could not be kept for the statistics: {why}"


def test_auguries(linked):
    from ishido_retro.engine.stones import Square, Stone
    from ishido_retro.oracle.cast import Reading
    why = linked("auguries")
    app = run([{"wait": 1}])
    stones = ((Square(5, 3), Stone(2, 4)), (Square(4, 3), Stone(5, 4)), (Square(5, 2), Stone(2, 1)),
              (Square(6, 3), Stone(1, 4)), (Square(5, 4), Stone(2, 3)))
    app.oracle.save(Reading.from_four_way("a question", stones[0], stones[1:], 1_800_000_000.0))
    assert _told(app) == ("Save Augury", f"The augury could not be saved: {why}")


def test_a_link_that_stays_inside_the_data_folder_is_used(home):
    (home / "archive").mkdir(parents=True)
    (home / "saves").symlink_to(home / "archive", target_is_directory=True)
    assert datafolder.sub_dir("saves") == home / "saves"
