"""Names through the real app: Other... never crashes on a file's name, and non-ASCII names can be chosen."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro.storage import datafolder

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def choose(app, menu, folder, shown):
    run([{"menu": menu}, {"click": {"widget": "Drawer"}}], app=app)
    app.windows[-1].find("Drawer").value = ""
    run([{"type": str(folder)}, {"key": "return"}, {"click": {"widget": shown}}, {"click": {"widget": "OK"}}],
        app=app)


@pytest.mark.parametrize("name, shown, kept_as", [
    ("Tom's set.png", "Tom's set.png", "Tom's set.png"),
    ("a+b.png", "a+b.png", "a+b.png"),
    ("été.png", "?t?.png", "été.png"),
])
def test_other_stoneset_with_any_name(tmp_path, name, shown, kept_as):
    from ishido_retro.storage.resources import shipped_stoneset_path
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / name).write_bytes(shipped_stoneset_path("Runes").read_bytes())
    app = run([{"seed": 1}])
    choose(app, ["Choices", "Stonesets", "Other"], folder, shown)
    assert app.state()["dialog"] is None
    assert app.settings.stoneset == "user:" + kept_as
    assert (datafolder.sub_dir("stonesets") / kept_as).is_file()
    assert run([]).settings.stoneset == "user:" + kept_as      # chosen again at the next start


def test_a_stoneset_already_in_the_user_folder_under_its_own_odd_name(tmp_path):
    from ishido_retro.storage.resources import shipped_stoneset_path
    folder = datafolder.sub_dir("stonesets")
    (folder / "Tom's set.png").write_bytes(shipped_stoneset_path("Magic").read_bytes())
    app = run([{"seed": 1}])
    choose(app, ["Choices", "Stonesets", "Other"], folder, "Tom's set.png")
    assert app.state()["dialog"] is None and app.settings.stoneset == "user:Tom's set.png"


def test_a_board_keeps_its_sidecar_when_chosen(tmp_path):
    from ishido_retro.storage.resources import shipped_board_path
    folder = tmp_path / "pics"
    folder.mkdir()
    (folder / "my+board.png").write_bytes(shipped_board_path("Gems").read_bytes())
    (folder / "my+board.yaml").write_text("name: Garnet Hall\nauthor: Tom\n")
    app = run([{"seed": 1}])
    choose(app, ["Choices", "Boards", "Other"], folder, "my+board.png")
    assert app.state()["dialog"] is None and app.settings.board == "user:my+board.png"
    assert (datafolder.sub_dir("boards") / "my+board.yaml").read_text() == "name: Garnet Hall\nauthor: Tom\n"
    assert app.theme.board_name == "user:my+board.png"


def test_a_user_stoneset_link_out_of_the_folder_is_not_followed(tmp_path, monkeypatch):
    from ishido_retro import settings as settings_mod
    from ishido_retro.storage import settingsfile
    from ishido_retro.storage.resources import shipped_stoneset_path
    outside = tmp_path / "outside.png"
    outside.write_bytes(shipped_stoneset_path("Runes").read_bytes())
    (datafolder.sub_dir("stonesets") / "link.png").symlink_to(outside)
    settingsfile.save(settings_mod.Settings(stoneset="user:link.png"))
    app = run([])
    assert app.settings.stoneset == "Ishido"           # refused, the default used instead


def test_reduced_board_from_a_hidden_looking_name_gets_a_usable_name(tmp_path):
    from PIL import Image
    folder = tmp_path / "pics"
    folder.mkdir()
    im = Image.new("RGB", (320, 200))
    for x in range(320):
        for y in range(200):
            im.putpixel((x, y), ((x * 7) % 256, (y * 5) % 256, ((x + y) * 3) % 256))
    im.save(folder / "..png", format="PNG")
    app = run([{"seed": 1}])
    app.themes.files.choose_board()
    app.windows[-1].close(folder / "..png")
    run([{"click": {"widget": "Reduce"}}, {"click": {"widget": "Use"}}], app=app)
    assert app.state()["dialog"] is None
    names = sorted(p.name for p in datafolder.sub_dir("boards").iterdir())
    assert names == ["board-8colours.png", "board-8colours.yaml"]
    assert app.settings.board == "user:board-8colours.png"


def test_file_requester_chooses_a_non_ascii_name(tmp_path):
    from ishido_retro.ui.widgets import FileRequester
    (tmp_path / "Ærø.yaml").write_text("x")
    (tmp_path / "plain.yaml").write_text("x")
    fr = FileRequester("Load Game", tmp_path, pattern=(".yaml",))
    assert fr.list.items == ["plain.yaml", "?r?.yaml"]
    fr._picked(1)
    assert fr.file_entry.value == "?r?.yaml"
    assert fr.chosen_path() == tmp_path.resolve() / "Ærø.yaml"
    fr.file_entry.value = "?r?.yaml!"      # typed over: no longer the clicked file
    assert fr.chosen_path() is None and "No such file" in fr.message


def test_file_requester_refuses_long_names_before_saving(tmp_path):
    from ishido_retro.ui.widgets import FileRequester
    fr = FileRequester("Save Game", tmp_path, mode="save", pattern=(".yaml",))
    fr.file_entry.value = "x" * 78
    assert fr.chosen_path() is None and "80" in fr.message       # 78 + ".yaml" is over the cap
    fr.file_entry.value = "x" * 75
    assert fr.chosen_path() == tmp_path.resolve() / ("x" * 75 + ".yaml")


LONG_NAME = "My best game against the computer on a rainy Sunday afternoon in November, kept"   # 79: 84 with .yaml


@pytest.mark.parametrize("typed, message", [
    (LONG_NAME, ["The name 'My best game against the", "computer on ...' is 84 characters long;",
                 "a file name has at most 80."]),
    ("Notes for later.", ["The name 'Notes for later.' ends with a", "dot or a space; a file name may not end",
                          "with a dot or a space."]),
])
def test_a_long_refusal_is_shown_whole_in_the_file_requester(tmp_path, typed, message):
    """Issue 8: a refusal longer than the message line was cut; now it is wrapped and the list gives room."""
    import yaml

    from ishido_retro.ui.runner import Runner, drive
    app = run([{"seed": 1}])
    steps = [{"menu": ["File", "Save Game As"]}, {"click": {"widget": "File"}}, {"key": "ctrl+a"},
             {"key": "backspace"}, {"type": typed}, {"click": {"widget": "OK"}}, {"dump": "refused.yaml"},
             {"shot": "refused.png"}]
    drive(Runner(app, tmp_path), steps)
    dialog = yaml.safe_load((tmp_path / "refused.yaml").read_text())["dialog"]
    assert dialog["title"] == "Save Game"
    assert dialog["text"].split("\n")[1:] == ["File: " + typed, *message]      # the folder is empty: no rows
    fr = app.windows[-1]
    assert fr.list.visible_lines == 8 and fr.message_y == 137      # two list rows make room for two more lines
    assert fr.list.y + fr.list.h < fr.drawer_entry.y < fr.file_entry.y < fr.message_y - 9
    assert (tmp_path / "refused.png").is_file()
