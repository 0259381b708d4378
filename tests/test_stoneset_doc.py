"""The stoneset editor's document: tools, XColor, clipboard rules, undo/redo, warnings, files, import."""

from __future__ import annotations

import pytest
from PIL import Image

from ishido_retro.stonesets.document import (
    PasteRefused,
    Selection,
    StonesetDoc,
    TooManyColours,
    digest,
    fill_region,
    line_points,
    rect_points,
)
from ishido_retro.stonesets.masks import TEMPLATE_NAMES, TEMPLATES, template
from ishido_retro.stonesets.stoneset import StonesetError
from ishido_retro.storage.resources import shipped_stoneset_path
from ishido_retro.storage.stonesets import import_picture, load_doc, load_stoneset, save_doc

PALETTE = [0x8C8C8C, 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0xFFFFFF, 0x000000]


def blank() -> StonesetDoc:
    return StonesetDoc.blank(PALETTE)


def rows(doc: StonesetDoc, col: int, row: int, y0: int = 0, y1: int = 20, x1: int = 20) -> list[str]:
    """The stone as text: one character per pixel (its palette index in hex)."""
    return ["".join("0123456789abcdef"[doc.pixel(col, row, x, y)] for x in range(x1)) for y in range(y0, y1)]


# --- tools ---------------------------------------------------------------------------------------

def test_pencil_paints_one_pixel_and_undo_redo_walk_many_steps():
    doc = blank()
    doc.pencil(2, 3, 4, 5, 1)
    doc.pencil(2, 3, 5, 5, 2)
    doc.pencil(2, 3, 6, 5, 3)
    assert rows(doc, 2, 3, 5, 6, 8) == ["00001230"]
    assert doc.dirty and len(doc.undo_stack) == 3
    assert doc.undo() == "pencil"
    assert doc.undo() == "pencil"
    assert rows(doc, 2, 3, 5, 6, 8) == ["00001000"]
    assert doc.redo() == "pencil"
    assert rows(doc, 2, 3, 5, 6, 8) == ["00001200"]
    assert doc.undo() and doc.undo()
    assert doc.undo() is None and not doc.dirty
    assert rows(doc, 2, 3, 5, 6, 8) == ["00000000"]
    assert doc.redo() and doc.redo() and doc.redo() and doc.redo() is None


def test_a_new_command_after_undo_drops_the_redo_steps():
    doc = blank()
    doc.pencil(0, 0, 0, 0, 1)
    doc.undo()
    doc.pencil(0, 0, 1, 0, 2)
    assert not doc.can_redo
    assert rows(doc, 0, 0, 0, 1, 3) == ["020"]


def test_a_stroke_is_one_undo_step():
    doc = blank()
    doc.begin_stroke()
    for x in range(5):
        doc.pencil(0, 0, x, 0, 4)
    doc.end_stroke()
    assert rows(doc, 0, 0, 0, 1, 6) == ["444440"]
    assert len(doc.undo_stack) == 1
    doc.undo()
    assert rows(doc, 0, 0, 0, 1, 6) == ["000000"]


def test_painting_the_same_colour_records_nothing():
    doc = blank()
    doc.pencil(0, 0, 3, 3, 0)
    assert not doc.can_undo and not doc.dirty


def test_line_and_rectangles():
    assert line_points((0, 0), (4, 2)) == [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2)]
    assert line_points((2, 3), (2, 1)) == [(2, 3), (2, 2), (2, 1)]
    assert rect_points((3, 1), (1, 2), filled=False) == [(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2)]
    assert len(rect_points((0, 0), (4, 4), filled=False)) == 16
    assert len(rect_points((0, 0), (4, 4), filled=True)) == 25
    doc = blank()
    doc.rectangle(0, 0, (1, 1), (4, 3), 2)
    assert rows(doc, 0, 0, 0, 5, 6) == ["000000", "022220", "020020", "022220", "000000"]
    doc.rectangle(0, 0, (1, 1), (4, 3), 3, filled=True)
    assert rows(doc, 0, 0, 0, 5, 6) == ["000000", "033330", "033330", "033330", "000000"]
    doc.line(0, 0, (0, 4), (5, 4), 1)
    assert rows(doc, 0, 0, 4, 5, 6) == ["111111"]


def test_flood_fill_stops_at_other_colours():
    doc = blank()
    doc.rectangle(1, 1, (2, 2), (6, 6), 5)          # a closed square outline
    doc.flood_fill(1, 1, 4, 4, 3)                   # inside it
    assert rows(doc, 1, 1, 1, 8, 8) == ["00000000", "00555550", "00533350", "00533350", "00533350",
                                        "00555550", "00000000"]
    doc.flood_fill(1, 1, 0, 0, 2)                   # outside: everything else
    assert sum(1 for v in doc.stone(1, 1) if v == 2) == 400 - 25
    assert len(fill_region(doc.stone(1, 1), 4, 4)) == 9
    assert fill_region(doc.stone(1, 1), 25, 0) == []


def test_mirror_drawing_paints_the_mirror_images():
    doc = blank()
    doc.pencil(0, 0, 2, 3, 1, h_mirror=True)
    assert doc.pixel(0, 0, 2, 3) == 1 and doc.pixel(0, 0, 17, 3) == 1
    doc.pencil(0, 0, 1, 1, 2, h_mirror=True, v_mirror=True)
    assert [doc.pixel(0, 0, x, y) for x, y in ((1, 1), (18, 1), (1, 18), (18, 18))] == [2, 2, 2, 2]
    assert sum(1 for v in doc.stone(0, 0) if v) == 6
    doc.line(0, 0, (0, 10), (3, 10), 4, v_mirror=True)
    assert rows(doc, 0, 0, 9, 10, 5) == ["44440"]
    assert len(doc.undo_stack) == 3


def test_flip_and_rotate():
    doc = blank()
    doc.pencil(0, 0, 0, 0, 1)      # top left
    doc.pencil(0, 0, 5, 0, 2)      # top, a little right
    doc.flip(0, 0, horizontal=True)
    assert doc.pixel(0, 0, 19, 0) == 1 and doc.pixel(0, 0, 14, 0) == 2 and doc.pixel(0, 0, 0, 0) == 0
    doc.flip(0, 0, horizontal=False)
    assert doc.pixel(0, 0, 19, 19) == 1 and doc.pixel(0, 0, 14, 19) == 2
    doc.undo()
    doc.undo()
    doc.rotate(0, 0)               # a quarter turn clockwise: the top edge goes to the right edge
    assert doc.pixel(0, 0, 19, 0) == 1 and doc.pixel(0, 0, 19, 5) == 2
    for _ in range(3):
        doc.rotate(0, 0)
    assert doc.pixel(0, 0, 0, 0) == 1 and doc.pixel(0, 0, 5, 0) == 2


def test_xcolor_on_a_stone_a_column_and_a_row():
    doc = blank()
    for r in range(6):
        doc.rectangle(2, r, (0, 0), (19, 19), 1, filled=True)
        doc.rectangle(4, r, (0, 0), (19, 19), 1, filled=True)
    doc.pencil(2, 0, 0, 0, 3)
    doc.xcolor(Selection("stone", 2, 0), 1, 2)
    assert doc.stone(2, 0).count(2) == 399 and doc.stone(2, 0).count(3) == 1
    assert doc.stone(2, 1).count(1) == 400
    doc.xcolor(Selection("column", 2, 5), 1, 4)
    assert [doc.stone(2, r).count(4) for r in range(6)] == [0, 400, 400, 400, 400, 400]
    doc.xcolor(Selection("row", 0, 3), 4, 5)
    assert doc.stone(2, 3).count(5) == 400 and doc.stone(4, 3).count(1) == 400
    assert doc.stone(2, 4).count(4) == 400
    assert doc.undo() == "XColor replacement"
    assert doc.stone(2, 3).count(4) == 400


def test_colour_change_and_picker():
    from ishido_retro.stonesets.document import pick
    doc = blank()
    doc.pencil(0, 0, 7, 8, 6)
    assert pick(doc, 0, 0, 7, 8) == 6 and pick(doc, 0, 0, 0, 0) == 0
    doc.set_colour(6, 0x123456)
    assert doc.palette[6] == 0x123456
    doc.undo()
    assert doc.palette[6] == 0x000000
    with pytest.raises(ValueError, match="0 is transparent"):
        doc.set_colour(0, 0xFFFFFF)
    with pytest.raises(ValueError, match="colour 16 is not one of the editor's colours 0..15"):
        doc.pencil(0, 0, 0, 0, 16)
    with pytest.raises(ValueError, match="colours are 1..15"):
        doc.set_colour(16, 0xFFFFFF)
    doc.set_colour(15, 0xABCDEF)               # the palette's last colour, unused by the stones
    assert doc.palette[15] == 0xABCDEF


# --- masks and warnings ------------------------------------------------------------------------------

def test_templates_are_the_shapes_they_say():
    assert TEMPLATE_NAMES == ("square", "circle", "diamond", "triangle", "hexagon", "octagon", "shield", "cross")
    assert [sum(TEMPLATES[n]) for n in TEMPLATE_NAMES] == [324, 256, 180, 180, 252, 264, 288, 224]
    circle = template(1)
    assert circle[0] == 0 and circle[10 * 20 + 10] == 1 and circle[1 * 20 + 1] == 0


def test_a_mask_template_sets_the_column_shape_and_fills_its_stones():
    doc = blank()
    doc.pencil(3, 2, 10, 10, 4)                 # a pixel already drawn keeps its colour
    doc.apply_template(3, template(2), fill=1)  # the diamond
    assert doc.masks[3] == bytearray(TEMPLATES["diamond"])
    assert doc.stone(3, 0).count(1) == 180 and doc.stone(3, 0).count(0) == 220
    assert doc.pixel(3, 2, 10, 10) == 4 and doc.stone(3, 2).count(1) == 179
    assert doc.stone(2, 0).count(0) == 400       # other columns untouched
    assert doc.undo() == "mask template"
    assert doc.masks[3] == bytearray([1]) * 400


def test_pixels_outside_the_mask_are_transparent_in_play():
    doc = blank()
    doc.apply_template(0, template(1), fill=2)   # circle
    doc.pencil(0, 0, 0, 0, 3)                    # a corner, outside the circle: nothing to paint
    assert doc.pixel(0, 0, 0, 0) == 0 and not doc.can_redo and doc.undo_stack[-1][0] == "mask template"
    doc.pencil(0, 0, 10, 10, 3)
    doc.flip(0, 0)
    doc.rotate(0, 0)
    assert doc.stone(0, 0) == doc.stone_in_play(0, 0)
    assert doc.stone_in_play(0, 0)[0] == 0
    assert doc.to_stoneset().stone(0, 0)[0] == 0


def test_warnings_name_identical_stones_holes_and_empty_stones():
    doc = blank()
    warn = doc.warnings()
    assert len(warn.empty) == 36 and warn.identical == [] and warn.holes == []
    doc.rectangle(0, 0, (0, 0), (19, 19), 1, filled=True)
    doc.rectangle(1, 0, (0, 0), (19, 19), 1, filled=True)
    doc.rectangle(2, 0, (0, 0), (19, 19), 2, filled=True)
    doc.pencil(2, 0, 5, 5, 0)
    warn = doc.warnings()
    assert warn.identical == [((0, 0), (1, 0))]
    assert warn.holes == [(2, 0)]
    assert len(warn.empty) == 33
    text = " ".join(warn.messages())
    assert "Stones 1,1 and 2,1 are identical" in text and "33 stones are still empty" in text
    assert "Stone 3,1 has transparent pixels inside its mask" in text


# --- clipboard ----------------------------------------------------------------------------------------

def filled(doc: StonesetDoc, col: int, row: int, colour: int) -> None:
    doc.rectangle(col, row, (0, 0), (19, 19), colour, filled=True)


def test_copy_a_stone_onto_a_stone_and_down_a_column_keeping_the_mask():
    doc = blank()
    doc.apply_template(4, template(1), fill=5)     # column 4 is a circle
    filled(doc, 0, 0, 3)
    doc.copy(Selection("stone", 0, 0))
    assert doc.clipboard is not None and doc.clipboard.kind == "stone"
    doc.paste(Selection("stone", 1, 1))
    assert doc.stone(1, 1).count(3) == 400
    doc.paste(Selection("column", 4, 2))
    assert [doc.stone(4, r).count(3) for r in range(6)] == [256] * 6   # clipped to the circle
    assert doc.masks[4] == bytearray(TEMPLATES["circle"])      # the column keeps its mask
    assert doc.stone_in_play(4, 0).count(3) == 256
    assert doc.stone(0, 0).count(3) == 400                     # copy leaves the source


def test_a_stone_cannot_be_pasted_onto_a_row():
    doc = blank()
    filled(doc, 0, 0, 3)
    doc.copy(Selection("stone", 0, 0))
    before = [doc.stone(c, 2) for c in range(6)]
    with pytest.raises(PasteRefused, match="cannot be pasted onto a row.*identical"):
        doc.paste(Selection("row", 0, 2))
    assert [doc.stone(c, 2) for c in range(6)] == before
    assert not any(label == "paste" for label, _ in doc.undo_stack)


def test_columns_onto_columns_and_rows_onto_rows_only():
    doc = blank()
    doc.apply_template(0, template(3), fill=2)
    doc.copy(Selection("column", 0, 4))
    assert doc.clipboard is not None and doc.clipboard.kind == "column" and len(doc.clipboard.stones) == 6
    with pytest.raises(PasteRefused, match="column can only be pasted onto a column"):
        doc.paste(Selection("row", 0, 0))
    with pytest.raises(PasteRefused, match="column can only be pasted onto a column"):
        doc.paste(Selection("stone", 1, 0))
    doc.paste(Selection("column", 5, 0))
    assert doc.masks[5] == bytearray(TEMPLATES["triangle"])
    assert [doc.stone(5, r) for r in range(6)] == [doc.stone(0, r) for r in range(6)]
    filled(doc, 3, 1, 4)
    doc.copy(Selection("row", 2, 1))
    with pytest.raises(PasteRefused, match="row can only be pasted onto a row"):
        doc.paste(Selection("column", 0, 0))
    doc.paste(Selection("row", 0, 5))
    assert doc.stone(3, 5).count(4) == 400 and doc.stone(0, 5) == doc.stone(0, 1)


def test_cut_and_erase_leave_transparent_stones_and_erase_keeps_the_clipboard():
    doc = blank()
    filled(doc, 2, 2, 3)
    filled(doc, 3, 3, 4)
    doc.cut(Selection("stone", 2, 2))
    assert doc.stone(2, 2).count(0) == 400
    assert doc.clipboard is not None and doc.clipboard.stones[0].count(3) == 400
    doc.erase(Selection("row", 0, 3))
    assert doc.stone(3, 3).count(0) == 400
    assert doc.clipboard.kind == "stone" and doc.clipboard.stones[0].count(3) == 400
    doc.erase(Selection("column", 0, 0))
    doc.paste(Selection("stone", 5, 5))
    assert doc.stone(5, 5).count(3) == 400
    doc.undo()
    doc.undo()
    doc.undo()
    assert doc.stone(3, 3).count(4) == 400


def test_paste_with_an_empty_clipboard_is_refused():
    with pytest.raises(PasteRefused, match="clipboard is empty"):
        blank().paste(Selection("stone", 0, 0))


def test_selection_checks_its_values():
    assert Selection("row", 1, 4).cells() == [(0, 4), (1, 4), (2, 4), (3, 4), (4, 4), (5, 4)]
    with pytest.raises(ValueError, match="0..5"):
        Selection("stone", 6, 0)
    with pytest.raises(ValueError, match="not 'square'"):
        Selection("square", 0, 0)  # type: ignore[arg-type]


# --- the manual's workflow ------------------------------------------------------------------------

def test_the_manuals_workflow_one_stone_down_its_column_then_xcolor_each_row():
    doc = blank()
    doc.rectangle(0, 0, (0, 0), (19, 19), 1, filled=True)    # background colour 1
    doc.rectangle(0, 0, (6, 6), (13, 13), 8, filled=True)    # a square symbol in colour 8
    doc.copy(Selection("stone", 0, 0))
    doc.paste(Selection("column", 0, 0))
    for row in range(1, 6):
        doc.xcolor(Selection("stone", 0, row), 1, row + 1)
    for row in range(6):
        stone = doc.stone(0, row)
        assert stone.count(row + 1) == 336 and stone.count(8) == 64
    assert doc.warnings().identical == []


# --- files ---------------------------------------------------------------------------------------------

def test_round_trip_through_the_stoneset_file(tmp_path):
    doc = blank()
    doc.apply_template(1, template(1), fill=2)
    doc.pencil(1, 1, 10, 10, 7)
    doc.set_colour(7, 0x336699)
    doc.set_names("Test Set", "Tester", "Tests")
    path = tmp_path / "test-set.png"
    save_doc(doc, path)
    assert not doc.dirty
    again = load_doc(path)
    assert again.name == "Test Set" and again.author == "Tester" and again.theme == "Tests"
    assert again.palette[7] == 0x336699 and again.palette[1] == 0xFF0000
    assert [again.stone(c, r) for r in range(6) for c in range(6)] == \
        [doc.stone_in_play(c, r) for r in range(6) for c in range(6)]
    assert again.masks[1] == bytearray(TEMPLATES["circle"]) and again.masks[0] == bytearray([1]) * 400
    assert again.pixel(1, 1, 10, 10) == 7
    # an unfinished set is not playable: the game's strict loader says why
    with pytest.raises(StonesetError, match="no stone for colour 1"):
        load_stoneset(path)


def test_a_shipped_set_loads_and_saves_unchanged(tmp_path):
    doc = load_doc(shipped_stoneset_path("Ishido"))
    assert doc.name == "Ishido" and doc.warnings().messages() == []
    save_doc(doc, tmp_path / "copy.png")
    original = load_stoneset(shipped_stoneset_path("Ishido"))
    copy = load_stoneset(tmp_path / "copy.png")
    assert copy.stones == original.stones and copy.masks == original.masks and copy.palette == original.palette


def test_a_set_drawn_in_high_palette_indices_is_kept_exactly_with_its_whole_palette():
    from ishido_retro.stonesets.stoneset import Stoneset
    palette = [0x8C8C8C] + [0x000000] * 8 + [0x112233, 0x445566, 0x778899, 0, 0, 0, 0xFEDCBA]
    stones = [bytes([9 + (r + c) % 3]) * 400 for r in range(6) for c in range(6)]
    doc = StonesetDoc.from_stoneset(Stoneset("High", palette, stones, [bytes([1]) * 400] * 6))
    assert doc.palette == palette
    assert doc.stone(0, 0) == bytes([9]) * 400 and doc.stone(2, 0) == bytes([11]) * 400
    assert doc.stone(1, 4) == bytes([11]) * 400 and doc.colours_in_use() == [9, 10, 11]
    assert doc.opened_note == "" and not doc.dirty


def test_the_stones_take_any_of_the_fifteen_colours_but_never_a_ninth_at_once():
    palette = [0x8C8C8C] + [0x101010 * k for k in range(1, 16)]
    doc = StonesetDoc.blank(palette)
    for v in range(8, 16):                          # eight colours from the upper half of the palette
        doc.pencil(0, 0, v, 0, v)
    assert doc.colours_in_use() == [8, 9, 10, 11, 12, 13, 14, 15]
    steps = len(doc.undo_stack)
    with pytest.raises(TooManyColours, match=r"^Colour 3 would be a 9th colour in the stones, and a set shows 8 "
                                             r"in play\.$"):
        doc.pencil(1, 1, 5, 5, 3)
    assert doc.pixel(1, 1, 5, 5) == 0 and len(doc.undo_stack) == steps and doc.colours_in_use()[0] == 8
    doc.pencil(1, 1, 5, 5, 15)                      # a colour already in the stones is fine
    doc.xcolor(Selection("stone", 0, 0), 8, 3)      # 8 leaves the stones as 3 comes in: still eight
    assert doc.colours_in_use() == [3, 9, 10, 11, 12, 13, 14, 15]
    with pytest.raises(TooManyColours, match="Colour 2 would be a 9th colour"):
        doc.apply_template(2, template(1), 2)
    doc.begin_stroke()                              # refused in a stroke: only that pixel is taken back
    doc.pencil(2, 2, 0, 0, 9)
    with pytest.raises(TooManyColours):
        doc.pencil(2, 2, 1, 0, 4)
    doc.end_stroke()
    assert (doc.pixel(2, 2, 0, 0), doc.pixel(2, 2, 1, 0)) == (9, 0)
    assert doc.undo() == "stroke" and doc.pixel(2, 2, 0, 0) == 0
    with pytest.raises(ValueError, match="use at most 8 colours"):
        StonesetDoc([bytes([1 + k % 9]) * 400 for k in range(36)], [bytes([1]) * 400] * 6, palette)


def test_a_set_of_more_than_eight_colours_is_reduced_to_the_eight_the_game_shows():
    from ishido_retro.stonesets.stoneset import Stoneset
    greys = [0x8C8C8C] + [0x101010 * k for k in range(1, 13)] + [0, 0, 0]
    stones = [bytes([1 + (6 * r + c) % 12]) * 400 for r in range(6) for c in range(6)]
    played = Stoneset("Twelve", greys, stones, [bytes([1]) * 400] * 6)
    doc = StonesetDoc.from_stoneset(played)
    used = {v for s in doc.stones for v in s}
    assert used <= set(range(1, 9)) and len(used) == 8
    assert doc.palette[1:9] == played.screen_palette()
    # every stone looks as it does in play
    for r in range(6):
        for c in range(6):
            assert [doc.palette[v] for v in doc.stone(c, r)] == \
                [played.screen_palette()[v - 1] for v in played.screen_pixels(r, c)]
    assert doc.opened_note == "This set's 12 colours are reduced to the 8 shown in play; save to keep them."
    assert doc.dirty


def test_a_broken_file_is_refused_with_its_reason(tmp_path):
    bad = tmp_path / "bad.png"
    bad.write_bytes(b"not a png at all")
    with pytest.raises(StonesetError, match="not a PNG picture"):
        load_doc(bad)
    with pytest.raises(StonesetError, match="no file missing.png"):
        load_doc(tmp_path / "missing.png")


def test_digest_is_short_and_stable():
    assert digest(bytes(400)) == "3d59f8de"
    assert len(digest(bytes([1]) * 400)) == 8 and digest(bytes([1]) * 400) != digest(bytes(400))


# --- picture import ------------------------------------------------------------------------------------

def test_a_picture_of_any_size_is_reduced_and_cut_into_the_grid(tmp_path):
    im = Image.new("RGBA", (240, 300), (0, 0, 0, 0))
    # the left half red, the right half blue, a transparent band at the bottom 50 px
    for y in range(250):
        for x in range(240):
            im.putpixel((x, y), (255, 0, 0, 255) if x < 120 else (0, 0, 255, 255))
    path = tmp_path / "my-picture.png"
    im.save(path)
    doc = import_picture(path).doc
    assert doc.name == "My Picture"
    red = next(i for i, c in enumerate(doc.palette) if c == 0xFF0000)
    blue = next(i for i, c in enumerate(doc.palette) if c == 0x0000FF)
    assert red != 0 and blue != 0
    assert doc.stone(0, 0).count(red) == 400 and doc.stone(5, 0).count(blue) == 400
    # 300 px tall reduced to 120: the last 20 rows of the grid (50 px of 300) are transparent
    assert doc.stone(0, 4).count(red) == 400 and doc.stone(0, 5).count(0) == 400
    assert doc.masks[0] == bytearray([1] * 400) and doc.masks[5] == bytearray([1] * 400)


def test_an_imported_picture_of_many_colours_keeps_eight(tmp_path):
    im = Image.new("RGB", (120, 120))
    for y in range(120):
        for x in range(120):
            im.putpixel((x, y), ((x * 2) % 256, (y * 2) % 256, (x + y) % 256))
    im.save(tmp_path / "rainbow.png")
    doc = import_picture(tmp_path / "rainbow.png").doc
    used = {v for s in doc.stones for v in s}
    assert used == set(range(1, 9))
    assert doc.palette[9:] == [0] * 7


def test_a_picture_that_is_not_one_is_refused(tmp_path):
    path = tmp_path / "notes.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\nbroken")
    with pytest.raises(StonesetError, match="notes.png"):
        import_picture(path)


def test_a_document_checks_its_parts():
    with pytest.raises(ValueError, match="36 stones of 400 pixels"):
        StonesetDoc([bytes(400)] * 35, [bytes(400)] * 6, PALETTE)
    with pytest.raises(ValueError, match="6 masks of 400 pixels"):
        StonesetDoc([bytes(400)] * 36, [bytes(400)] * 5, PALETTE)
    with pytest.raises(ValueError, match="stone pixels are colours 0..15"):
        StonesetDoc([bytes([16]) * 400] * 36, [bytes([1]) * 400] * 6, PALETTE)
    doc = blank()
    assert len(doc.palette) == 16 and doc.palette[7:] == [0] * 9


def test_names_are_trimmed_and_undoable():
    doc = blank()
    doc.set_names("  A very long name that goes on and on past forty characters  ", " Me ", " Birds ")
    assert doc.name == "A very long name that goes on and on pas" and doc.author == "Me" and doc.theme == "Birds"
    assert doc.to_stoneset().metadata()["name"] == "A very long name that goes on and on pas"
    doc.undo()
    assert (doc.name, doc.author, doc.theme) == ("Untitled", "unknown", "")


def test_history_keeps_at_most_200_steps():
    doc = blank()
    for i in range(205):
        doc.pencil(0, 0, i % 20, (i // 20) % 20, 1 + i % 2)
    assert len(doc.undo_stack) == 200
    steps = 0
    while doc.undo():
        steps += 1
    assert steps == 200 and doc.dirty      # the five oldest steps are gone: not back to the start
