"""Which part of a field's text is drawn (issue 40, point 7: a long Drawer path lost its first "/"), and the
margin between the text and the field's ridge."""

from __future__ import annotations

import pytest

from ishido_retro.ui.widgets.fieldview import CUT, resting_view, view_following


def test_a_resting_field_shows_a_text_that_fits_whole_from_its_first_character():
    path = "/" + "d" * 31                           # 32 characters in a field of 32: nothing cut
    assert resting_view(path, 32) == (0, path)
    assert resting_view("", 5) == (0, "")


def test_a_resting_field_shows_the_end_of_a_longer_text_marked_where_it_is_cut():
    assert resting_view("/home/ann/saves", 10) == (5, CUT + "ann/saves")
    assert len(resting_view("/home/ann/saves", 10)[1]) == 10


def test_a_field_with_the_keys_keeps_a_cell_for_the_cursor_after_the_last_character():
    assert view_following(cursor=32, view=0, length=32, visible=32) == 1
    assert view_following(cursor=31, view=0, length=32, visible=32) == 0
    assert view_following(cursor=0, view=5, length=32, visible=32) == 0


def cell_ink(field, n):
    """The dark pixels of the ``n``-th character cell of ``field`` as drawn, relative to the cell."""
    import pyxel

    from ishido_retro.ui import draw
    left = field.x + field.PAD + n * draw.CHAR_W - 1
    return {(x - left, y - field.y) for y in range(field.y + 2, field.y + field.h - 2)
            for x in range(left, left + draw.CHAR_W) if pyxel.pget(x, y) == draw.FG}


@pytest.mark.usefixtures("pyxel_ready")
def test_the_drawer_field_draws_a_path_as_long_as_it_is_wide_from_its_slash(tmp_path):
    import pyxel

    from ishido_retro.ui.widgets import FileRequester

    req = FileRequester("Load", tmp_path)
    field = req.drawer_entry
    field.value = "/" + "a" * (field.visible_chars - 1)
    assert not field.focused
    pyxel.cls(0)
    field.draw()
    assert cell_ink(field, 0) and cell_ink(field, 0) != cell_ink(field, 1)     # "/", then "a"
    assert cell_ink(field, 1) == cell_ink(field, 2)


@pytest.mark.usefixtures("pyxel_ready")
def test_the_text_stands_clear_of_the_ridge():
    import pyxel

    from ishido_retro.ui import draw
    from ishido_retro.ui.widgets import TextEntry

    field = TextEntry(20, 20, 100, "KMW")
    pyxel.cls(0)
    field.draw()
    between = [(x, y) for x in (field.x + 2, field.x + 3) for y in range(field.y + 2, field.y + field.h - 2)
               if pyxel.pget(x, y) == draw.FG]
    assert between == [] and any(pyxel.pget(field.x + 4, y) == draw.FG for y in range(field.y, field.y + field.h))
