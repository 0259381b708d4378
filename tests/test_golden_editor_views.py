"""Golden screens of what issue 48 added to the stoneset editor: the View menu's Colour-blind Preview, the
screen and Preview on Board seen through it, zoom 25 moved by the hand, T's RGB window and the Names dialog a
.gpl's names fill (Export Palette's requester and answer show the test's own folder: tested by their words)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps):
    """The steps after a click on the status line, so that the mouse starts where no button's help shows."""
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script([{"click": [300, 196]}, *steps])


def W(name):
    return {"click": {"widget": name}}


def test_the_view_menu_with_the_colour_blind_preview(golden):
    run([{"key": "f3"}, {"key": "f10"}, {"key": "right"}, {"key": "right"}, {"key": "down"}, {"key": "up"},
         {"key": "right"}])
    golden("editor-view-menu")


@pytest.mark.parametrize("vision", ["protan", "tritan"])
def test_the_editor_seen_through_the_preview(golden, vision):
    steps = {"protan": [{"key": "f3"}], "tritan": [{"key": "f3"}] * 3}[vision]
    run(steps)              # the pointer rests on the status line: F3's answer shows (it stays until an action)
    golden(f"editor-cvd-{vision}")


def test_the_board_preview_seen_through_deutan(golden):
    run([{"key": "f3"}, {"key": "f3"}, {"key": "f2"}])
    golden("editor-cvd-board")


def test_zoom_25_moved_by_the_hand(golden):
    run([{"key": "plus"}] * 4 + [{"drag": {"path": [[150, 50], [190, 90]], "button": "middle"}}])
    golden("editor-zoom-25")


def test_the_rgb_window_of_t(golden):
    run([W("colour 0"), W("RGB")])
    golden("editor-rgb-t")


def test_the_names_a_gimp_palette_offers(golden, home):
    run([{"menu": ["File", "Export Palette"]}, W("OK"), {"key": "return"}])
    gpl = home / "palettes" / "ishido.gpl"
    gpl.write_text(gpl.read_text().replace("\t", "\tHarbour ", 1))
    run([{"menu": ["File", "Import Palette"]}, {"key": "ctrl+u"}, {"type": str(gpl)}, {"key": "return"}])
    golden("editor-gpl-names")
