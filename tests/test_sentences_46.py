"""Every sentence of issue 46's list says what happened, in the game's words: no ``[Errno ...]``, no path of
the machine where the game's own words do (real files under tmp_path, through the scripted runner)."""

from __future__ import annotations

import pytest
from helpers import run
from helpers import saved_set as _set
from machines import real_permissions

from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import load_stoneset

pytestmark = pytest.mark.usefixtures("pyxel_ready")



def _dialog(app):
    d = app.state()["dialog"]
    return None if d is None else d["text"]


def test_delete_with_backups_stonesets_a_file_says_so_and_deletes_nothing(home):
    mine = _set(home / "stonesets" / "frost.png", name="Frost")
    (home / "backups").mkdir()
    (home / "backups" / "stonesets").write_text("a file where the folder should be\n")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Frost"}},
               {"click": {"widget": "Delete"}}, {"click": {"widget": "Delete"}}])
    assert _dialog(app) == ("Your stoneset 'Frost' (frost.png) was not deleted: its backup could not be kept in "
                            "backups/stonesets in your data folder (a part of that path is a file, not a folder).")
    assert mine.exists() and "Errno" not in _dialog(app) and str(home) not in _dialog(app)


def test_replace_with_backups_read_only_says_nothing_was_replaced(home, tmp_path):
    mine = _set(home / "stonesets" / "frost.png", name="Frost", author="Ann")
    old = mine.read_bytes()
    backups = home / "backups" / "stonesets"
    backups.mkdir(parents=True)
    better = _set(tmp_path / "in" / "frost.png", "Gems", name="Frost", author="Ann")
    backups.chmod(0o555)
    try:
        with real_permissions():
            app = run([{"seed": 2}, {"drop": str(better)}, {"click": {"widget": "Replace"}}])
            said = _dialog(app)
    finally:
        backups.chmod(0o755)
    assert said == ("frost.png was not installed and nothing was replaced: its backup could not be kept in "
                    "backups/stonesets in your data folder (permission denied).")
    assert mine.read_bytes() == old and list(backups.iterdir()) == []


@pytest.mark.parametrize(("make", "said"), [
    ("folder", "dir.gpl is a drawer (a folder): open it from the list, not a file"),
    ("pipe", "dir.gpl is a pipe, not a file"),
    ("loop", "dir.gpl is a link that goes round in circles"),
    ("device", "dir.gpl is a device, not a file"),
    ("missing", "No such file: dir.gpl"),
])
def test_a_file_field_says_what_a_typed_name_is_when_it_is_no_file(tmp_path, make, said):
    """Import Palette's requester (and every Load): a folder, a pipe, a link loop, /dev/zero each say what they
    are, not "No such file"; nothing blocks on the pipe or reads the device."""
    import os

    from ishido_retro.ui.widgets.filereq import FileRequester
    target = tmp_path / "dir.gpl"
    if make == "folder":
        target.mkdir()
    elif make == "pipe":
        os.mkfifo(target)
    elif make == "loop":
        target.symlink_to(tmp_path / "dir.gpl")
    elif make == "device":
        target.symlink_to("/dev/zero")
    fr = FileRequester("Import Palette", tmp_path, pattern=(".gpl", ".pal", ".hex"))
    fr.file_entry.value = "dir.gpl"
    assert fr.chosen_path() is None and fr.message == said


def _with_chunk(png: bytes, kind: bytes, body: bytes) -> bytes:
    import struct
    import zlib
    chunk = struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    end = png.rindex(b"IEND") - 4
    return png[:end] + chunk + png[end:]


def test_a_picture_with_a_huge_text_chunk_says_so_not_damaged(tmp_path):
    """A huge text inside a small file (a zTXt chunk: 8 MB of words in 8 kB; the issue's 200 MB is refused
    the same, past Pillow's 1 MB): refused for its text, not "damaged"."""
    import zlib

    from ishido_retro.stonesets.stoneset import StonesetError
    from ishido_retro.storage.stonesets import import_picture, load_stoneset
    bomb = zlib.compress(b"x" * (8 * 1024 * 1024), 9)
    data = _with_chunk(shipped_stoneset_path("Gems").read_bytes(), b"zTXt", b"comment\x00\x00" + bomb)
    path = tmp_path / "Words.png"
    path.write_bytes(data)
    said = ("Words.png holds a text chunk larger than any picture needs (over a megabyte of words beside the "
            "pixels), so it was refused unread.")
    for read in (load_stoneset, import_picture):
        with pytest.raises(StonesetError) as caught:
            read(path)
        assert str(caught.value) == said


def test_a_palette_of_300_colours_says_300():
    from ishido_retro.stonesets.palettes import PaletteError, parse_gpl, parse_hex_list
    for parse, text in ((parse_gpl, "GIMP Palette\n" + "1 2 3 Grey\n" * 300), (parse_hex_list, "#102030\n" * 300)):
        with pytest.raises(PaletteError, match=r"^Big\.gpl holds 300 colours; a palette may have 256\.$"):
            parse(text, "Big.gpl")


def test_the_editor_says_once_that_its_autosave_fails_on_a_full_disk(home, monkeypatch):
    """A full disk faked by a fault injected at the storage write (ENOSPC from the autosave's atomic write; the
    same was seen by hand on a 64 kB tmpfs): one requester says so, later failures the status line; the
    editor goes on and its work stays."""
    import errno

    from ishido_retro.editor.runner import run_editor_script
    from ishido_retro.storage import userdata
    real = userdata.atomic_write

    def full_disk(path, data):
        if "autosave" in str(path):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)
    monkeypatch.setattr(userdata, "atomic_write", full_disk)
    paint = [{"click": {"widget": "colour 2"}}] + [{"click": {"widget": f"pixel {x} 10"}} for x in range(4, 10)]
    app = run_editor_script([{"wait": 1}, *paint])
    dialog = app.state()["dialog"]
    assert dialog["title"] == "Autosave" and dialog["text"] == (
        "Your work could not be kept in the autosave: the disk is full. Until it can, a crash would lose the "
        "changes since the last save; save the set with File > Save As… where there is room. This is said once; "
        "the status line says each time it fails.")
    # the requester took the sixth click: five more edits make the next autosave (every 5 edits) and its failure,
    # said on the status line until the next action (answers stay until the player acts again)
    more = [{"click": {"widget": f"pixel {x} 12"}} for x in range(4, 9)]
    run_editor_script([{"click": {"widget": "OK"}}, *more], app=app)
    assert app.state()["dialog"] is None                          # once
    assert app.state()["status"] == "Autosave failed: the disk is full."
    assert not (home / "editor-autosave.png").exists()


def test_a_typed_name_keeps_the_letters_the_font_draws_and_says_which_it_left_out(home):
    """Emoji and Hebrew letters typed into Rename's field are left out and named; full-width letters become the
    letters the font has; a name left empty says why."""
    _set(home / "stonesets" / "frost.png", name="Frost")
    app = run([{"seed": 1}, {"menu": ["Choices", "Stonesets"]}, {"click": {"widget": "Frost"}},
               {"click": {"widget": "Rename"}}, {"type": "\U0001F600\u05d0"}])
    said = "Left out, as the font cannot draw them: grinning face, Hebrew letter alef."
    assert app.state()["dialog"]["text"].endswith(f"\n[]\n{said}")
    run([{"key": "return"}], app=app)
    assert app.state()["dialog"]["text"].endswith(f"\n[]\nA stoneset needs a name. {said}")
    run([{"type": "\uff34\uff49\uff44\uff45"}, {"key": "return"}], app=app)        # full-width "Tide"
    assert load_stoneset(home / "stonesets" / "tide.png").name == "Tide"
