"""The edges of features that were tested only in their middle (issue 42): upper-case suffixes, two things of one
name, the empty list, the first and last entry of a list, the longest name a field takes."""

from __future__ import annotations

import os

import pytest
from helpers import run
from test_cli import run as run_command

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def file_line(app) -> str:
    return next(line for line in app.state()["dialog"]["text"].splitlines() if line.startswith("File:")).rstrip()


def listed_files(app) -> list[str]:
    lines = app.state()["dialog"]["text"].splitlines()
    start = next(k for k, line in enumerate(lines) if line.startswith("File:"))
    return [line for line in lines[start + 1:] if line.strip()]


def test_selfplay_plays_a_record_whose_name_ends_in_upper_case_yaml(tmp_path):
    deals = tmp_path / "deals"
    proc = run_command(tmp_path, "selfplay", "--player", "random", "--games", 1, "--seed", 60, "--out", deals)
    assert proc.returncode == 0, proc.stderr
    (deals / "game-60.yaml").rename(deals / "GAME-60.YAML")
    out = tmp_path / "again"
    proc = run_command(tmp_path, "selfplay", "--player", "random", "--deals", deals, "--out", out)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("GAME-60: ")
    assert [p.name for p in out.iterdir()] == ["GAME-60.yaml"]


def test_load_game_on_an_empty_drawer_walks_nowhere_and_asks_for_a_file(home):
    (home / "saves").mkdir(parents=True)
    app = run([{"seed": 11}, {"menu": ["File", "Load Game"]}])
    assert listed_files(app) == []
    run([{"key": k} for k in ("down", "up", "end", "home", "pagedown")], app=app)
    assert app.state()["dialog"]["focus"] == "File" and file_line(app) == "File:"
    run([{"key": "return"}], app=app)
    assert app.windows[-1].message == "Choose a file, or type its name"
    run([{"key": "escape"}], app=app)
    assert app.state()["dialog"] is None and app.game.moves == []


def test_two_saved_games_whose_names_differ_in_case_are_both_listed_and_each_loads_its_own(home):
    saves = home / "saves"
    app = run([{"seed": 11}, {"save": str(saves / "Game.yaml")}, {"click": {"square": [5, 2]}},
               {"save": str(saves / "game.yaml")}, {"save": str(saves / "zed.yaml")},
               {"menu": ["File", "Load Game"]}])
    assert sorted(listed_files(app)) == ["Game.yaml", "game.yaml", "zed.yaml"]
    run([{"key": "escape"}], app=app)
    loaded = {}
    for name in ("Game.yaml", "game.yaml"):
        run([{"menu": ["File", "Load Game"]}, {"click": {"widget": name}}, {"key": "return"}], app=app)
        while app.windows:                         # load over the game in progress: OK
            run([{"click": {"widget": "OK"}}], app=app)
        loaded[name] = list(app.game.moves)
    assert loaded == {"Game.yaml": [], "game.yaml": [(5, 2)]}


def test_the_keys_reach_the_last_file_and_stop_there_and_the_first_and_stop_there(home):
    saves = home / "saves"
    app = run([{"seed": 11}, *({"save": str(saves / f"{n}.yaml")} for n in ("alpha", "beta", "omega"))])
    for n, name in enumerate(("alpha", "beta", "omega")):     # alpha the newest: Load Game opens on it
        os.utime(saves / f"{name}.yaml", ns=((3 - n) * 10**18, (3 - n) * 10**18))
    run([{"menu": ["File", "Load Game"]}], app=app)
    seen = [file_line(app).removeprefix("File: ")]
    for key in ["down"] * 3 + ["up"] * 4:
        run([{"key": key}], app=app)
        seen.append(file_line(app).removeprefix("File: "))
    assert seen == ["alpha.yaml", "beta.yaml", "omega.yaml", "omega.yaml",
                    "beta.yaml", "alpha.yaml", "alpha.yaml", "alpha.yaml"]
    run([{"key": "down"}, {"key": "down"}, {"key": "return"}], app=app)
    while app.windows:
        run([{"key": "return"}], app=app)
    assert app.state()["dialog"] is None


def test_save_stoneset_as_onto_a_link_that_goes_round_in_circles_says_so_in_a_sentence(tmp_path):
    from ishido_retro.editor.runner import run_editor_script
    (tmp_path / "a.png").symlink_to(tmp_path / "b.png")
    (tmp_path / "b.png").symlink_to(tmp_path / "a.png")
    app = run_editor_script([{"click": {"widget": "stone 0 0"}}, {"click": {"widget": "colour 3"}},
                             {"click": {"widget": "pixel 1 1"}}, {"click": {"widget": "pixel 2 2"}}])
    assert app.state()["dirty"] is True
    run_editor_script([{"save": str(tmp_path / "a.png")}], app=app)
    assert app.state()["dialog"]["text"] == ("The stoneset could not be saved to a.png: Too many levels of symbolic "
                                             "links. Your edits are kept here; try another folder or name.")
    assert app.state()["dirty"] is True
