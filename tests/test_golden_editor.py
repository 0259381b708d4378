"""Golden screens of the stoneset editor's windows added for the designer's path (issue 30)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("pyxel_ready")


def run(steps, path=None):
    """The steps after a click on the status line, so that the mouse starts where no button's help shows."""
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script([{"click": [300, 196]}, *steps], path=path)


def W(name):
    return {"click": {"widget": name}}


def test_the_names_dialog(golden):
    run([W("Names")])
    golden("editor-names")


def test_the_import_question(golden, tmp_path):
    from PIL import Image
    im = Image.new("RGB", (240, 180), (30, 60, 140))
    for x in range(240):
        for y in range(90, 180):
            im.putpixel((x, y), (220, 190 - y // 2, 40 + x // 4))
    im.save(tmp_path / "sunset.png")
    run([{"menu": ["File", "Import Picture"]}, {"key": "ctrl+u"}, {"type": str(tmp_path / "sunset.png")},
         {"key": "return"}])
    golden("editor-import")


def test_the_rgb_dialog_with_its_hex(golden):
    run([W("colour 3"), W("RGB"), W("Green"), {"key": "pageup"}])
    golden("editor-rgb")


def test_the_rgb_dialog_saying_why_a_typed_value_is_no_colour(golden):
    run([W("colour 4"), W("RGB"), {"type": "#1e90f"}, {"key": "return"}])
    golden("editor-rgb-bad-hex")


def test_the_file_menu_with_its_keys(golden):
    run([{"key": "f10"}])
    golden("editor-file-menu")


def test_leaving_with_unsaved_edits(golden):
    run([W("colour 3"), W("pixel 10 10"), W("Cancel")])
    golden("editor-leave")


def test_the_editors_keys(golden):
    run([{"key": "f1"}])
    golden("editor-keys")


def test_use_asks_for_the_copys_name(golden):
    run([W("colour 2"), W("pixel 10 10"), W("Use")])
    golden("editor-use-copy")


def test_the_contrast_warning(golden, tmp_path):
    from ishido_retro.stonesets.contrast import row_colours
    from ishido_retro.stonesets.stoneset import Stoneset
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset, save_stoneset
    ishido = load_stoneset(shipped_stoneset_path("Ishido"))
    first, second = row_colours(ishido.stones, ishido.palette)[:2]
    palette = list(ishido.palette)
    palette[palette.index(second)] = first - 0x060000
    path = tmp_path / "close.png"
    save_stoneset(Stoneset(name="Close", palette=palette, stones=ishido.stones, masks=ishido.masks,
                           colour_names=list(ishido.colour_names), symbol_names=list(ishido.symbol_names)), path)
    run([W("Use")], path=path)
    golden("editor-contrast")


def test_the_preview_on_board(golden):
    run([{"key": "f2"}])
    golden("editor-board-preview")


def _drag(a, b):
    from ishido_retro.editor import geometry as G
    (ax, ay, _, _), (bx, by, _, _) = G.pixel_rect(*a), G.pixel_rect(*b)
    return {"drag": [[ax + 2, ay + 2], [bx + 2, by + 2]]}


def test_the_scopes_and_the_new_tools(golden):
    """A disc drawn once on a column lands on its six stones in their rows' colours; scope column, brush 2 and
    Disc lit; the row stripes at the left."""
    run([W("stone 3 0"), W("scope column"), W("tool disc"), W("colour 3"), _drag((5, 12), (14, 17)),
         W("brush 2"), {"click": [300, 196]}])
    golden("editor-scopes")


def test_the_zoomed_edit_box_with_a_marquee(golden):
    """Zoom 10 without the grid, a marquee up whose pixels were nudged, the part in view framed on the preview."""
    run([W("tool select"), {"key": "plus"}, {"key": "g"}, _drag((7, 7), (11, 10)), {"key": "right"},
         {"click": [300, 196]}])
    golden("editor-zoom-marquee")
