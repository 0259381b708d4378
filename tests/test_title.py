"""The title screen: its painting, the brushed name, the short animation, and leaving it."""

from __future__ import annotations

import ctypes

import pytest

from ishido_retro import layout
from ishido_retro.ui.title import art as titleart

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def test_the_scene_is_painted_in_the_board_roles_only():
    scene = titleart.paint_scene()
    assert len(scene) == layout.SCREEN_W * layout.SCREEN_H
    assert set(scene) <= set(range(8))
    assert scene == titleart.paint_scene()                         # the same picture every start
    # dark sky at the top, light sand at the bottom, the moon in between
    assert scene[2 * layout.SCREEN_W + 5] == layout.ROLE_BLACK
    assert scene[195 * layout.SCREEN_W + 5] in (layout.ROLE_WITHIN, layout.ROLE_FRAME_LIGHT, layout.ROLE_WHITE)
    mx, my, _ = titleart.MOON
    assert scene[my * layout.SCREEN_W + mx] in (layout.ROLE_WITHIN, layout.ROLE_FRAME_LIGHT, layout.ROLE_WHITE)


def test_the_shipped_scene_is_the_painting():
    """resources/title.png saves the start painting the scene; it must be the same picture (after a change to
    the painting: python tools/make_title.py)."""
    from ishido_retro.storage.resources import title_scene_png
    shipped = titleart.scene_from_png(title_scene_png() or b"")
    assert shipped is not None, "resources/title.png is missing or not a scene: python tools/make_title.py"
    assert shipped == titleart.paint_scene(), "resources/title.png is stale: python tools/make_title.py"


def test_a_picture_that_is_not_a_scene_is_not_taken_for_one():
    assert titleart.scene_from_png(b"not a png") is None
    assert titleart.scene_from_png(titleart.scene_to_png(bytes([8]) * (320 * 200), [0] * 27)) is None
    wrong_size = titleart.scene_to_png(bytes(320 * 200), [0] * 24)[:-40]         # cut short
    assert titleart.scene_from_png(wrong_size) is None


def test_the_name_is_brushed_from_the_bold_font():
    w, h, ink = titleart.brush_word("I", 5)
    assert (w, h) == (40, 45)
    assert 250 < len(ink) < 700                                   # a bold I's 18 dots, each a dab of about 20 px
    xs = {x for x, _ in ink}
    assert min(xs) >= 0 and max(xs) < w
    # the stem's middle row is solid across the stroke
    assert all((x, 24) in ink for x in range(12, 23))


def screen_bytes() -> bytes:
    import pyxel
    return ctypes.string_at(pyxel.screen.data_ptr(), layout.SCREEN_W * layout.SCREEN_H)


def test_the_stones_drop_in_and_settle_then_any_key_goes_on(tmp_path):
    from ishido_retro.cli.launch import run_script
    from ishido_retro.ui.title import screen as title
    app = run_script([], None)
    assert app.title.animating
    app.draw()
    x, y, _, _ = title.STONES[0]
    before = screen_bytes()[(y - 10) * layout.SCREEN_W + x + 10]
    while app.title.animating:
        app.frame()
    app.draw()
    after = screen_bytes()[(y - 10) * layout.SCREEN_W + x + 10]
    assert before < 8 <= after                                     # sand first, then a stone's colour
    run_script([{"key": "a"}], None, app=app)
    assert app.is_playing()


def test_a_click_in_the_middle_of_the_animation_goes_on():
    from ishido_retro.cli.launch import run_script
    app = run_script([{"wait": 3}], None)
    assert app.title.animating
    run_script([{"click": [10, 10]}], None, app=app)
    assert app.is_playing()
