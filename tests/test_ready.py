"""The pyxel-ready bytes the game ships (tools/make_ready.py): each says what its source picture says, so the
quick start shows exactly what decoding the picture would; damaged ones are refused, and then the picture is read."""

from __future__ import annotations

import pytest

from ishido_retro.formats.ready import NotReady, pack, unpack
from ishido_retro.stonesets.ready import board_to_ready, ready_to_board, ready_to_stones, stones_to_ready
from ishido_retro.stonesets.shipped import SHIPPED_BOARDS, SHIPPED_STONESETS
from ishido_retro.storage import resources
from ishido_retro.storage.boards import load_board
from ishido_retro.storage.stonesets import load_stoneset

STALE = "is stale or missing: python tools/make_ready.py"


@pytest.mark.parametrize("name", SHIPPED_STONESETS)
def test_each_shipped_stoneset_s_ready_form_is_its_picture_on_the_screen(name):
    picture = load_stoneset(resources.shipped_stoneset_path(name))
    ready = resources.ready_stoneset(name)
    assert ready is not None, f"{name}.ready {STALE}"
    assert ready.name == picture.name == name
    assert ready.screen_palette() == picture.screen_palette(), f"{name}.ready {STALE}"
    assert all(ready.screen_pixels(c, s) == picture.screen_pixels(c, s) for c in range(6) for s in range(6)), STALE
    assert (ready.colour_names, ready.symbol_names) == (picture.colour_names, picture.symbol_names), STALE


@pytest.mark.parametrize("name", SHIPPED_BOARDS)
def test_each_shipped_board_s_ready_form_is_its_picture(name):
    picture = load_board(resources.shipped_board_path(name))
    ready = resources.ready_board(name)
    assert ready is not None, f"{name}.ready {STALE}"
    assert (ready.name, ready.palette, ready.pixels, ready.pouch) == (
        picture.name, picture.palette, picture.pixels, picture.pouch), f"{name}.ready {STALE}"


def test_a_ready_file_keeps_its_fields_in_order_and_its_bytes():
    blob = pack("thing", [("name", "Ünïcode: yes"), ("colour", "a"), ("colour", "b")], b"\x00\x01\n\n\x02")
    assert unpack("thing", blob) == ({"name": ["Ünïcode: yes"], "colour": ["a", "b"]}, b"\x00\x01\n\n\x02")
    assert unpack("thing", pack("thing", [], b"")) == ({}, b"")
    with pytest.raises(ValueError):
        pack("thing", [("name", "two\nlines")], b"")


@pytest.mark.parametrize("blob", [b"", b"ISHIDO-READY board 1\n", b"ISHIDO-READY board 1\nnot zlib",
                                  b"ISHIDO-READY board 2\n", pack("stoneset", [("name", "x")], b"")])
def test_what_is_not_a_ready_board_is_refused_in_a_sentence(blob):
    with pytest.raises(NotReady, match=r"^(not a|a) .*\.$"):
        ready_to_board(blob)


def test_a_damaged_ready_stoneset_is_refused():
    good = stones_to_ready(load_stoneset(resources.shipped_stoneset_path("Gems")))
    assert ready_to_stones(good).name == "Gems"
    fields, data = unpack("stoneset", good)
    flat = [(k, v) for k, values in fields.items() for v in values]
    for broken in (data[:-1], data[:-1] + b"\x09"):                       # a pixel short; a value beyond 8
        with pytest.raises(NotReady):
            ready_to_stones(pack("stoneset", flat, broken))
    with pytest.raises(NotReady, match="six colour and six symbol names"):
        ready_to_stones(pack("stoneset", [f for f in flat if f[0] != "symbol"], data))
    with pytest.raises(NotReady, match="8 colours"):
        ready_to_stones(pack("stoneset", [f for f in flat if f != ("palette", fields["palette"][0])], data))
    with pytest.raises(NotReady, match="palette is not colours"):
        ready_to_stones(pack("stoneset", [*flat, ("palette", "red")], data))


def test_a_bomb_is_refused_before_it_is_unpacked():
    import zlib
    blob = b"ISHIDO-READY board 1\n" + zlib.compress(b"\n" + bytes(50_000_000))
    with pytest.raises(NotReady, match="larger than any"):
        ready_to_board(blob)


def test_without_its_ready_form_a_shipped_set_is_read_from_its_picture(tmp_path, monkeypatch):
    """A missing or damaged ready file is no broken install: the theme then decodes the picture."""
    from ishido_retro.ui.themes import _ready
    monkeypatch.setattr(resources, "shipped_stoneset_path", lambda name: tmp_path / "gems.png")
    monkeypatch.setattr(resources, "shipped_board_path", lambda name: tmp_path / "gems.png")
    assert resources.ready_stoneset("Gems") is None and resources.ready_board("Gems") is None
    (tmp_path / "gems.ready").write_bytes(b"ISHIDO-READY board 1\ndamaged")
    assert resources.ready_board("Gems") is None
    assert _ready("stoneset", "user:mine.png") is None       # the player's own sets: always their pictures


def test_a_board_round_trips_with_and_without_a_pouch():
    board = load_board(resources.shipped_board_path("Ishido"))
    assert ready_to_board(board_to_ready(board)).pixels == board.pixels
    board.pouch = None
    assert ready_to_board(board_to_ready(board)).pouch is None


def _shipped_in(tmp_path, monkeypatch, pictures: dict[str, str], readies: dict[str, str], folder="stonesets"):
    """A copy of some shipped pictures and ready files under tmp_path, the game's resources pointed at it."""
    import shutil
    source = resources.STONESETS if folder == "stonesets" else resources.BOARDS
    for name, stem in pictures.items():
        shutil.copy(source / f"{stem}.png", tmp_path / f"{name}.png")
        if (source / f"{stem}.yaml").exists():
            shutil.copy(source / f"{stem}.yaml", tmp_path / f"{name}.yaml")
    for name, stem in readies.items():
        shutil.copy(source / f"{stem}.ready", tmp_path / f"{name}.ready")
    path = "shipped_stoneset_path" if folder == "stonesets" else "shipped_board_path"
    monkeypatch.setattr(resources, path, lambda name: tmp_path / f"{name.lower().replace(' ', '-')}.png")


def test_a_ready_stoneset_swapped_for_another_set_s_is_refused_and_the_picture_read(tmp_path, monkeypatch):
    """Gems' ready file beside Ishido's picture: Ishido's stones come from its picture, never Gems' under its name."""
    from ishido_retro.ui.themes import _ready
    _shipped_in(tmp_path, monkeypatch, {"ishido": "ishido"}, {"ishido": "gems"})
    assert resources.ready_stoneset("Ishido") is None and _ready("stoneset", "Ishido") is None
    blob = (tmp_path / "ishido.ready").read_bytes()
    with pytest.raises(NotReady, match=r"^a ready stoneset file made for another stoneset than Ishido\.$"):
        ready_to_stones(blob, "Ishido", resources.source_mark(tmp_path / "ishido.png"))


def test_a_ready_file_of_the_right_name_made_from_another_picture_is_refused(tmp_path, monkeypatch):
    """The name alone is no proof: a ready file renamed inside, or left from an older picture, is refused by its
    source mark (the picture's size and CRC-32)."""
    _shipped_in(tmp_path, monkeypatch, {"ishido": "ishido"}, {"ishido": "ishido"})
    assert resources.ready_stoneset("ishido") is not None                # the shipped pair: taken (any case)
    picture = tmp_path / "ishido.png"
    picture.write_bytes(picture.read_bytes() + b"\0")                   # one byte more than it was made from
    assert resources.ready_stoneset("Ishido") is None
    fields, data = unpack("stoneset", (tmp_path / "ishido.ready").read_bytes())
    assert fields["source"] == [f"{picture.stat().st_size - 1} {fields['source'][0].split()[1]}"]
    unnamed = pack("stoneset", [(k, v) for k, vs in fields.items() for v in vs if k != "source"], data)
    with pytest.raises(NotReady, match="made from another picture than Ishido's"):
        ready_to_stones(unnamed, "Ishido", resources.source_mark(picture))


def test_a_ready_board_is_checked_against_its_picture_and_its_sidecar(tmp_path, monkeypatch):
    _shipped_in(tmp_path, monkeypatch, {"gems": "gems", "runes": "runes"}, {"gems": "gems", "runes": "gems"},
                folder="boards")
    assert resources.ready_board("Gems") is not None and resources.ready_board("Runes") is None
    side = tmp_path / "gems.yaml"
    side.write_text(side.read_text().replace("Gems", "Gems "))          # the sidecar changed since: refused
    assert resources.ready_board("Gems") is None


def test_a_ready_board_holding_a_pixel_value_of_8_falls_back_to_the_picture(tmp_path, monkeypatch):
    """Roles are 0..7: a board pixel of 8 is a damaged file, never a colour taken (it would index past the
    board's 8 role colours); the theme then reads the picture."""
    from ishido_retro.ui.themes import _ready
    good = resources.ready_board("Gems")
    assert good is not None and max(good.pixels) == 7
    fields, data = unpack("board", (resources.BOARDS / "gems.ready").read_bytes())
    flat = [(k, v) for k, values in fields.items() for v in values]
    for value in (7, 8, 255):
        blob = pack("board", flat, data[:-1] + bytes([value]))
        if value == 7:
            assert ready_to_board(blob).pixels[-1] == 7
        else:
            with pytest.raises(NotReady, match="not 320 x 200 roles"):
                ready_to_board(blob)
    _shipped_in(tmp_path, monkeypatch, {"gems": "gems"}, {}, folder="boards")
    (tmp_path / "gems.ready").write_bytes(pack("board", flat, data[:-1] + b"\x08"))
    assert resources.ready_board("Gems") is None and _ready("board", "Gems") is None
    assert load_board(resources.shipped_board_path("Gems")).pixels == good.pixels     # what the theme reads then
