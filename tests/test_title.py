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


def test_the_title_is_shipped_painted_and_lettered():
    """resources/title.ready saves the start painting the scene and brushing the name; it must be the same picture
    (after a change to the painting: python tools/make_ready.py)."""
    from ishido_retro.storage.resources import title_ready
    from ishido_retro.ui.title.screen import BRUSH_SCALE, TITLE
    shipped = titleart.ready_to_title(title_ready() or b"")
    assert shipped is not None, "resources/title.ready is missing or not a title: python tools/make_ready.py"
    assert shipped == titleart.painted_title(TITLE, BRUSH_SCALE), "resources/title.ready is stale: tools/make_ready.py"


def test_bytes_that_are_not_a_title_are_not_taken_for_one():
    painted = titleart.painted_title("I", 5)
    good = titleart.title_to_ready(painted)
    assert titleart.ready_to_title(good) == painted
    assert titleart.ready_to_title(b"not a title") is None
    assert titleart.ready_to_title(good[:-40]) is None                                  # cut short
    scene, w, h, mask = painted
    assert titleart.ready_to_title(titleart.title_to_ready((bytes([8]) * len(scene), w, h, mask))) is None
    assert titleart.ready_to_title(titleart.title_to_ready((scene, w + 1, h, mask))) is None     # wrong size
    assert titleart.ready_to_title(titleart.title_to_ready((scene, 400, 1, bytes(400)))) is None    # wider than W


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
