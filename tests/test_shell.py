"""The shell both programs share (ui/shell.py): one frame loop, one requester stack, one script entry."""

from __future__ import annotations

import pytest
import yaml

from ishido_retro.cli.launch import run_app
from ishido_retro.editor.__main__ import main as editor_main
from ishido_retro.editor.app import EditorApp
from ishido_retro.ui.app import App
from ishido_retro.ui.shell import Shell

pytestmark = pytest.mark.usefixtures("pyxel_ready")

BAD = "- bogus: 1\n"
FAILING = "- click: {widget: Nope}\n"
GOOD = "- wait: 2\n- dump: state.yaml\n"


def test_both_programs_run_on_the_one_shell():
    assert issubclass(App, Shell) and issubclass(EditorApp, Shell)
    for name in ("update", "draw", "frame", "message", "confirm", "find_widget", "window_closing"):
        assert name not in vars(App) and name not in vars(EditorApp), name


@pytest.mark.parametrize(("program", "start"), [
    ("ishido-retro", lambda script, shots: run_app(headless=True, script=str(script), shots=str(shots))),
    ("ishido-editor", lambda script, shots: editor_main(["--headless", "--script", str(script),
                                                         "--shots", str(shots)])),
])
def test_a_script_s_exit_status_and_message_are_the_same_in_both_programs(program, start, tmp_path, capsys):
    script = tmp_path / "script.yaml"
    script.write_text(BAD)
    assert start(script, tmp_path / "shots") == 2
    assert capsys.readouterr().err.startswith(f"{program}: step 1: a mapping of 1 key is not a step; use one of seed,")
    script.write_text(FAILING)
    assert start(script, tmp_path / "shots") == 1
    assert capsys.readouterr().err == f"{program}: step 1: no widget named 'Nope' on the screen now.\n"
    script.write_text(GOOD)
    assert start(script, tmp_path / "shots") == 0
    state = yaml.safe_load((tmp_path / "shots" / "state.yaml").read_text())
    assert state["screen"] == ("title" if program == "ishido-retro" else "editor")
    assert (state["dialog"], state["menu_open"]) == (None, False)


def test_one_theme_path_for_the_game_the_editor_and_the_hosted_editor(home, tmp_path):
    from ishido_retro.formats import UnsafeName
    from ishido_retro.storage.settingsfile import theme_path
    shipped = {"Ishido": tmp_path / "shipped" / "Ishido.png"}.__getitem__
    assert theme_path("Ishido", "stonesets", shipped) == tmp_path / "shipped" / "Ishido.png"
    with pytest.raises(KeyError):
        theme_path("Nothing", "stonesets", shipped)
    assert theme_path("user:mine.png", "stonesets", shipped) == home / "stonesets" / "mine.png"
    with pytest.raises(UnsafeName):
        theme_path("user:../mine.png", "boards", shipped)
    (tmp_path / "elsewhere.png").write_bytes(b"")
    (home / "boards").mkdir(parents=True, exist_ok=True)
    (home / "boards" / "link.png").symlink_to(tmp_path / "elsewhere.png")
    with pytest.raises(UnsafeName, match="outside the game's folder"):
        theme_path("user:link.png", "boards", shipped)


def test_each_runner_has_one_handler_per_step_kind():
    from ishido_retro.editor.runner import EDITOR_STEPS, EditorRunner
    from ishido_retro.ui.runner import Runner
    from ishido_retro.ui.script import STEP_KINDS
    assert list(Runner(None).steps()) == list(STEP_KINDS)
    assert sorted(EditorRunner(None).steps()) == sorted(set(EDITOR_STEPS))
    assert EditorRunner(None).steps()["seed"] != Runner(None).steps()["seed"]
