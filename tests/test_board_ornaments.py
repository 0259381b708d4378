"""Each board's own ornament: its pouch style, its carved slates, and a pouch that sags as it empties."""

from __future__ import annotations

import pytest
from helpers import run

from ishido_retro import layout
from ishido_retro.stonesets.boards import BoardError
from ishido_retro.storage.boards import load_board, save_board
from ishido_retro.storage.resources import shipped_board_path
from ishido_retro.ui.headless import ensure_pyxel

POUCH_OF = {"Gems": "velvet", "Inner Shapes": "banded", "Magic": "starry", "Chungfu": "tasselled",
            "Ishido": "cloth", "Rameses": "banded", "Runes": "rune", "Shaman": "fringed"}


def test_every_shipped_board_names_a_pouch_style_the_game_draws():
    from ishido_retro.ui.play.pouchstyles import POUCH_STYLES
    for name, style in POUCH_OF.items():
        board = load_board(shipped_board_path(name))
        assert board.pouch == style, name
        assert style in POUCH_STYLES


def test_the_pouch_style_travels_with_the_board_file(tmp_path):
    board = load_board(shipped_board_path("Runes"))
    save_board(board, tmp_path / "mine.png")
    assert "pouch: rune" in (tmp_path / "mine.yaml").read_text()
    assert load_board(tmp_path / "mine.png").pouch == "rune"
    (tmp_path / "mine.yaml").write_text("name: Mine\npouch: [1, 2]\n")
    with pytest.raises(BoardError, match="'pouch' that is not a piece of text"):
        load_board(tmp_path / "mine.png")



@pytest.fixture
def px():
    ensure_pyxel()
    import pyxel
    pyxel.clip()
    pyxel.camera()
    pyxel.pal()
    return pyxel


def test_each_style_changes_the_sack_and_an_unknown_style_is_the_plain_one(px):
    from ishido_retro.ui.play.pouchstyles import POUCH_STYLES
    from ishido_retro.ui.play.scoreboard import draw_pouch
    shots = {}
    for style in [*POUCH_STYLES, "no-such-style"]:
        px.cls(2)
        draw_pouch(40, 66, (2, 2, 48, 34), style)     # away from the board's slate: a flat one
        shots[style] = _slate_at(px, (2, 2, 48, 34))
    assert shots["no-such-style"] == shots["cloth"]
    assert len({shots[s] for s in POUCH_STYLES}) == len(POUCH_STYLES), "every style looks different"


def _slate_at(pyxel, rect):
    x, y, w, h = rect
    return bytes(pyxel.pget(xx, yy) for yy in range(y + 4, y + h - 4) for xx in range(x + 4, x + w - 4))


def _sack_top(pyxel, rect):
    """The first row of the slate with the sack's cloth (frame light) in its left 24 columns."""
    x, y, w, h = rect
    for yy in range(y + 4, y + h - 4):
        if any(pyxel.pget(xx, yy) == layout.ROLE_FRAME_LIGHT for xx in range(x + 4, x + 28)):
            return yy - y
    return None


def test_the_pouch_sags_as_it_empties(px):
    from ishido_retro.ui.play.scoreboard import _pouch_rows, draw_pouch
    # the sack's body: rows tall and widest half-width, from full to empty
    assert [(len(rows), max(hw for hw, _ in rows)) for rows in (_pouch_rows(n / 66, 24) for n in (66, 50, 33, 10, 0))] \
        == [(18, 9), (14, 9), (11, 8), (5, 8), (3, 8)]
    rect = (2, 2, 48, 34)
    tops = []
    for n in (66, 50, 33, 20, 10, 1, 0):
        px.cls(2)
        draw_pouch(n, 66, rect, "cloth")
        tops.append(_sack_top(px, rect))
    assert tops == sorted(tops) and tops[0] < tops[-1], tops       # the mouth sinks as the stones go
    assert tops == [8, 12, 15, 18, 21, 23, 23], tops


@pytest.mark.parametrize("name", ["Chungfu", "Runes"])
def test_the_slates_show_the_boards_carving_under_the_figures(tmp_path, name):
    import pyxel
    app = run([{"seed": 2}, {"menu": ["Choices", "Boards", name]}, {"wait": 2}])
    board = load_board(shipped_board_path(name))
    x, y, w, h = layout.SCOREBOARD_RECT
    # the slate's upper rows, above the points: exactly the board's carving, marks and all
    rows = range(y + 4, y + 9)
    shown = [pyxel.pget(xx, yy) for yy in rows for xx in range(x + 4, x + w - 4)]
    carved = [board.pixel(xx, yy) for yy in rows for xx in range(x + 4, x + w - 4)]
    assert shown == carved
    assert {layout.ROLE_BLACK, layout.ROLE_FRAME_DARK} <= set(carved)
    assert app.settings.board == name
