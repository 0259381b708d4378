"""Tests written to kill mutants that bench/mutation.py found surviving in the editor's pure parts: the document and
its undo history, the clipboard's rules, the column masks, the picture import and the file-safety rules. Each says
what the designer sees: the step Undo names in the status line, the stones, the names at their longest."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from ishido_retro.stonesets import masks
from ishido_retro.stonesets.clipboard import Clip, PasteRefused, Selection, paste_plan
from ishido_retro.stonesets.document import PIXELS, StonesetDoc, TooManyColours, digest
from ishido_retro.stonesets.history import History
from ishido_retro.stonesets.pictures import (
    _see_through,
    _transparent_index,
    picture_from_bytes,
    picture_name,
    picture_to_doc,
    plan_import,
)
from ishido_retro.stonesets.stoneset import StonesetError

PALETTE = [0x808080, 0x101010, 0xF0F0F0, 0xD02020, 0x20A040, 0x2040C0, 0xE0C020, 0x8040C0] + [0] * 8


def blank() -> StonesetDoc:
    return StonesetDoc.blank(PALETTE)


def stone_of(doc: StonesetDoc, col: int = 0, row: int = 0) -> list[tuple[int, int]]:
    """The painted pixels of a stone, as (x, y)."""
    pixels = doc.stone(col, row)
    return [(i % 20, i // 20) for i, v in enumerate(pixels) if v]


# --- what Undo names ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("command", "label"), [
    (lambda d: d.pencil(1, 2, 3, 4, 5), "pencil"),
    (lambda d: d.line(1, 2, (0, 0), (5, 0), 5), "line"),
    (lambda d: d.rectangle(1, 2, (0, 0), (5, 5), 5), "rectangle"),
    (lambda d: d.rectangle(1, 2, (0, 0), (5, 5), 5, filled=True), "filled rectangle"),
    (lambda d: d.flood_fill(1, 2, 3, 4, 5), "fill"),
    (lambda d: (d.pencil(1, 2, 0, 0, 5), d.history.undo_stack.clear(), d.flip(1, 2)), "flip"),
    (lambda d: (d.pencil(1, 2, 0, 0, 5), d.history.undo_stack.clear(), d.rotate(1, 2)), "rotate"),
    (lambda d: d.set_colour(3, 0x123456), "colour change"),
    (lambda d: d.set_names("Dusk", "Ann", ""), "change of names"),
    (lambda d: (d.pencil(1, 2, 0, 0, 5), d.history.undo_stack.clear(), d.erase(Selection("stone", 1, 2))), "erase"),
    (lambda d: (d.pencil(1, 2, 0, 0, 5), d.copy(Selection("stone", 1, 2)), d.history.undo_stack.clear(),
                d.paste(Selection("stone", 0, 0))), "paste"),
    (lambda d: d.xcolor(Selection("stone", 1, 2), 0, 5), "XColor replacement"),
])
def test_undo_names_the_step_it_takes_back(command, label):
    doc = blank()
    command(doc)
    assert doc.undo() == label


# --- painting: mirrors, defaults, where --------------------------------------------------------------------------

def test_a_line_a_rectangle_and_a_fill_draw_their_mirror_images_only_when_asked():
    doc = blank()
    doc.line(0, 0, (1, 1), (3, 1), 5)
    assert stone_of(doc) == [(1, 1), (2, 1), (3, 1)]
    doc.line(1, 0, (1, 1), (2, 1), 5, h_mirror=True)
    assert stone_of(doc, 1) == [(1, 1), (2, 1), (17, 1), (18, 1)]
    doc.line(2, 0, (1, 1), (1, 1), 5, v_mirror=True)
    assert stone_of(doc, 2) == [(1, 1), (1, 18)]
    doc.rectangle(3, 0, (0, 0), (1, 1), 5, h_mirror=True)
    assert stone_of(doc, 3) == [(0, 0), (1, 0), (18, 0), (19, 0), (0, 1), (1, 1), (18, 1), (19, 1)]
    doc.rectangle(4, 0, (0, 0), (0, 0), 5, v_mirror=True)
    assert stone_of(doc, 4) == [(0, 0), (0, 19)]
    doc.pencil(5, 0, 10, 0, 6)                       # a wall across the stone: a fill stays on one side
    doc.line(5, 0, (0, 10), (19, 10), 6)
    doc.flood_fill(5, 0, 0, 0, 5, h_mirror=True)
    assert doc.pixel(5, 0, 0, 0) == 5 and doc.pixel(5, 0, 0, 19) == 0
    doc.flood_fill(5, 0, 0, 0, 7, v_mirror=True)
    assert doc.pixel(5, 0, 0, 0) == 7 and doc.pixel(5, 0, 0, 19) == 7


def test_flip_turns_a_stone_left_to_right_unless_told_top_to_bottom_and_touches_no_other_stone():
    doc = blank()
    doc.pencil(2, 1, 0, 0, 5)
    doc.flip(2, 1)
    assert stone_of(doc, 2, 1) == [(19, 0)]
    doc.flip(2, 1, horizontal=False)
    assert stone_of(doc, 2, 1) == [(19, 19)]
    doc.rotate(2, 1)
    assert stone_of(doc, 2, 1) == [(0, 19)]
    assert [c for c in range(6) for r in range(6) if stone_of(doc, c, r)] == [2]


# --- colours and names at their edges -----------------------------------------------------------------------------

@pytest.mark.parametrize("index", [1, 15])
def test_the_first_and_last_colour_can_be_changed_and_colour_0_not(index):
    doc = blank()
    doc.set_colour(index, 0x123456)
    assert doc.palette[index] == 0x123456
    with pytest.raises(ValueError, match="colour 0 cannot be changed: colours are 1..15"):
        doc.set_colour(0, 0x123456)


@pytest.mark.parametrize("rgb", [0x000000, 0xFFFFFF])
def test_black_and_white_are_colours_and_one_past_white_is_not(rgb):
    doc = blank()
    doc.set_colour(2, rgb)
    assert doc.palette[2] == rgb
    with pytest.raises(ValueError, match="^0x1000000 is not a colour 0xRRGGBB$"):
        doc.set_colour(2, 0x1000000)


def test_names_are_cut_at_their_longest_and_empty_ones_are_neutral():
    doc = blank()
    doc.set_names("N" * 41, "A" * 81, "T" * 81, ["c" * 25, "", "Leaf"], ["s" * 25, "", "", "", "", "", "seventh"])
    assert (doc.name, doc.author, doc.theme) == ("N" * 40, "A" * 80, "T" * 80)
    assert doc.colour_names == ["c" * 24, "Colour 2", "Leaf", "Colour 4", "Colour 5", "Colour 6"]
    assert doc.symbol_names == ["s" * 24, "Symbol 2", "Symbol 3", "Symbol 4", "Symbol 5", "Symbol 6"]


def test_a_template_of_another_size_is_refused_in_words():
    with pytest.raises(ValueError, match="^a mask template is 20 x 20$"):
        blank().apply_template(0, bytes(399), 1)


# --- the clipboard -------------------------------------------------------------------------------------------------

def test_a_copied_stone_or_row_carries_no_mask_and_a_column_its_own():
    doc = blank()
    doc.apply_template(2, masks.template(1), 5)
    doc.copy(Selection("stone", 2, 0))
    assert doc.clipboard.mask is None
    doc.copy(Selection("row", 0, 3))
    assert doc.clipboard.mask is None
    doc.copy(Selection("column", 2, 0))
    assert doc.clipboard.mask == masks.template(1)


def test_a_pasted_row_leaves_the_masks_as_they_were():
    doc = blank()
    doc.apply_template(2, masks.template(1), 5)
    doc.clipboard = Clip("row", tuple(bytes([6]) * PIXELS for _ in range(6)), masks.template(2))
    doc.paste(Selection("row", 0, 4))
    assert bytes(doc.masks[0]) == masks.full_mask() and bytes(doc.masks[2]) == masks.template(1)


@pytest.mark.parametrize(("clip", "target", "said"), [
    (None, Selection("stone"), "The clipboard is empty: Cut or Copy a stone, a column or a row first."),
    (Clip("stone", (bytes(PIXELS),)), Selection("row"),
     "A stone cannot be pasted onto a row: the six stones of a row have six different symbols, and one stone "
     "copied across them would make them identical. Paste it onto a stone, or down a column and then XColor "
     "each row."),
    (Clip("column", (bytes(PIXELS),) * 6), Selection("row"),
     "A column can only be pasted onto a column; select one by its number above the stones."),
    (Clip("row", (bytes(PIXELS),) * 6), Selection("column"),
     "A row can only be pasted onto a row; select one by its number left of the stones."),
])
def test_each_refused_paste_says_why(clip, target, said):
    with pytest.raises(PasteRefused) as info:
        paste_plan(clip, target)
    assert str(info.value) == said


def test_a_row_pasted_onto_a_row_puts_each_stone_once():
    stones = tuple(bytes([k + 1]) * PIXELS for k in range(6))
    plan = paste_plan(Clip("row", stones), Selection("row", 0, 2))
    assert [(cell, s[0]) for cell, s in plan] == [((c, 2), c + 1) for c in range(6)]


def test_a_selection_as_the_runner_dumps_it():
    assert Selection("column", 3, 0).as_dict() == {"kind": "column", "col": 3, "row": 0}


# --- the mask templates ----------------------------------------------------------------------------------------------

def test_the_mask_templates_keep_their_shapes():
    # (computed once at import; drawn again here, so a change to the geometry shows)
    shapes = {"square": masks._shape(lambda dx, dy: True), "hexagon": masks._shape(masks._hexagon),
              "octagon": masks._shape(masks._octagon)}
    assert {name: (sum(s), digest(s)) for name, s in shapes.items()} == {
        "square": (324, "cfc6f4f6"), "hexagon": (252, "ab0d1655"), "octagon": (264, "bff9084f")}
    assert {name: (sum(s), digest(s)) for name, s in masks.TEMPLATES.items()} == {
        "square": (324, "cfc6f4f6"), "circle": (256, "8a5f90ac"), "diamond": (180, "5da2ca68"),
        "triangle": (180, "cdff3776"), "hexagon": (252, "ab0d1655"), "octagon": (264, "bff9084f"),
        "shield": (288, "ae9d48c1"), "cross": (224, "1fc0a111")}


# --- the history -----------------------------------------------------------------------------------------------------

def test_every_undo_and_redo_counts_as_one_change_for_autosave():
    doc = blank()
    doc.pencil(0, 0, 0, 0, 5)
    doc.pencil(0, 0, 1, 0, 5)
    assert doc.history.changes == 2
    doc.undo()
    assert doc.history.changes == 3
    doc.redo()
    assert doc.history.changes == 4
    assert isinstance(doc.history, History)


# --- the picture import ---------------------------------------------------------------------------------------

def gradient() -> Image.Image:
    im = Image.new("RGB", (300, 200))
    for x in range(300):
        for y in range(200):
            im.putpixel((x, y), (x * 255 // 299, y * 255 // 199, (x + y) % 256))
    return im


def test_a_photo_is_boxed_down_and_cut_to_eight_colours_the_same_way_every_time():
    doc = picture_to_doc(gradient())
    assert doc.name == "Imported" and plan_import(gradient(), "g.png").doc.name == "Imported"
    assert doc.palette[:9] == [0x8C8C8C, 0xBEDE8E, 0xBE9D5D, 0x3EDE86, 0x3E9DAA, 0xBE5D64, 0xBE1E86, 0x3E5D93,
                               0x3E1E62]
    assert digest(b"".join(doc.stones)) == "442c1e98"


def test_a_picture_of_two_colours_leaves_the_other_six_black():
    im = Image.new("RGB", (120, 120), (10, 20, 30))
    im.paste((200, 100, 50), (0, 0, 60, 120))
    assert picture_to_doc(im).palette[:9] == [0x8C8C8C, 0xC86432, 0x0A141E, 0, 0, 0, 0, 0, 0]


def test_half_opaque_is_opaque_and_a_columns_mask_is_the_union_of_its_stones():
    im = Image.new("RGBA", (120, 120), (0, 0, 0, 0))
    im.putpixel((20 + 3, 4), (200, 0, 0, 128))          # column 1, row 0: opaque (half)
    im.putpixel((20 + 5, 20 + 6), (200, 0, 0, 255))     # column 1, row 1
    im.putpixel((20 + 7, 8), (200, 0, 0, 127))          # less than half: transparent
    doc = picture_to_doc(im, "N" * 41)
    assert doc.name == "N" * 40
    assert stone_of(doc, 1, 0) == [(3, 4)] and stone_of(doc, 1, 1) == [(5, 6)]
    assert [i for i, v in enumerate(doc.masks[1]) if v] == [4 * 20 + 3, 6 * 20 + 5]
    assert all(bytes(doc.masks[c]) == masks.full_mask() for c in (0, 2, 3, 4, 5))    # empty columns: squares


def test_picture_names_from_file_names():
    assert picture_name("my_stones-2") == "My Stones 2"


def indexed(size, palette, transparency=None) -> Image.Image:
    im = Image.new("P", size, 1)
    im.putpalette(palette)
    if transparency is not None:
        im.info["transparency"] = transparency
    return im


@pytest.mark.parametrize(("im", "said"), [
    (indexed((60, 60), [0, 0, 0, 10, 20, 30, 200, 180, 20]), "No colour becomes transparent"),
    (indexed((60, 60), [0, 0, 0, 10, 20, 30, 200, 180, 20], 2), "Its transparent colour #c8b414 becomes T."),
    (indexed((60, 60), [0, 0, 0, 10, 20, 30], 5), "Its transparent colour #000000 becomes T."),
    (Image.new("RGBA", (60, 60)), "Its see-through pixels become T (transparent)."),
    (Image.new("LA", (60, 60)), "Its see-through pixels become T (transparent)."),
    (Image.new("PA", (60, 60)), "Its see-through pixels become T (transparent)."),
    (Image.new("RGB", (60, 60)), "No colour becomes transparent"),
])
def test_the_import_says_which_colour_becomes_transparent(im, said):
    assert _see_through(im).startswith(said)


def test_an_rgb_picture_with_a_transparent_colour_says_its_see_through_pixels():
    im = Image.new("RGB", (60, 60))
    im.info["transparency"] = (0, 0, 0)
    assert _see_through(im) == "Its see-through pixels become T (transparent)."


@pytest.mark.parametrize(("value", "index"), [
    (0, 0), (255, 255), (256, None), (-1, None), (bytes([255, 128, 127, 0]), 2), (bytes([255, 255]), None),
    ((1, 2, 3), None),
])
def test_the_transparent_index_a_picture_marks(value, index):
    im = Image.new("P", (4, 4))
    im.info["transparency"] = value
    assert _transparent_index(im) == index


def test_a_stoneset_sized_picture_whose_transparent_index_is_0_says_so():
    im = indexed((120, 140), [0x11, 0x22, 0x33, 200, 180, 20] + [0] * 42, 0)
    assert plan_import(im, "t0.png").plan.endswith("its transparent colour #112233 is T.")


# --- edges of the document, the selection and the masks -------------------------------------------------------------

def test_a_selection_reaches_row_and_column_5_and_not_6():
    assert Selection("stone", 5, 5).cells() == [(5, 5)]
    for col, row in ((6, 0), (0, 6), (-1, 0)):
        with pytest.raises(ValueError, match=f"^column {col} and row {row} must both be 0..5$"):
            Selection("stone", col, row)


def test_a_full_mask_is_every_pixel_set_to_1_and_paint_outside_a_mask_is_cleared():
    assert masks.full_mask() == bytes([1]) * 400
    stone = bytearray(400)
    stone[0], stone[210] = 5, 6                        # a corner, outside the circle, and a pixel inside it
    masks.clip_to_mask([stone], masks.template(1))
    assert [i for i, v in enumerate(stone) if v] == [210]
    outside_only = bytearray(400)
    outside_only[0] = 5
    masks.clip_to_mask([outside_only], masks.template(1))
    assert outside_only == bytearray(400)


@pytest.mark.parametrize(("stones", "masks_", "said"), [
    ([bytes(400)] * 35, [bytes(400)] * 6, "a stoneset document needs 36 stones of 400 pixels"),
    ([bytes(400)] * 36, [bytes(400)] * 5, "a stoneset document needs 6 masks of 400 pixels"),
    ([bytes([16]) * 400] * 36, [bytes(400)] * 6, "stone pixels are colours 0..15 (0 is transparent)"),
])
def test_a_document_of_another_shape_is_refused_in_words(stones, masks_, said):
    with pytest.raises(ValueError) as info:
        StonesetDoc(stones, masks_, PALETTE)
    assert str(info.value) == said


# --- the file-safety rules -------------------------------------------------------------------------------------------

def test_a_path_that_cannot_be_resolved_is_the_same_file_only_as_itself(tmp_path):
    from ishido_retro.editor.checks import same_file
    (tmp_path / "a.png").symlink_to(tmp_path / "b.png")
    (tmp_path / "b.png").symlink_to(tmp_path / "a.png")
    assert same_file(tmp_path / "a.png", tmp_path / "a.png") is True
    assert same_file(tmp_path / "a.png", tmp_path / "c.png") is False
    assert same_file(tmp_path / "a.png", None) is False


def test_a_set_written_over_the_one_in_play_is_checked_and_any_other_file_is_not(home):
    from ishido_retro.editor.checks import unfair_over_game
    from ishido_retro.storage import settingsfile
    from ishido_retro.storage.resources import shipped_stoneset_path
    from ishido_retro.storage.stonesets import load_stoneset
    (home / "stonesets").mkdir(parents=True)
    mine = home / "stonesets" / "mine.png"
    doc = StonesetDoc.from_stoneset(load_stoneset(shipped_stoneset_path("Runes")))
    assert unfair_over_game(doc, mine) == ""                        # the settings play Ishido
    settings, _ = settingsfile.load()
    settings.stoneset = "Nowhere"                                   # a shipped name that is not there
    settingsfile.save(settings)
    assert unfair_over_game(doc, mine) == ""
    settings.stoneset = "user:mine.png"
    settingsfile.save(settings)
    assert unfair_over_game(doc, mine) == ""                        # playable
    doc.erase(Selection("stone", 0, 0))
    assert unfair_over_game(doc, mine) == ("it has no stone for colour 1 (Chalk) and symbol 1 (Fehu): the cell at x=0, "
                                           "y=0 is all transparent.")


# --- a new document, a reduced one, the set it saves ------------------------------------------------------------------

def test_a_new_document_has_neutral_names_no_note_and_takes_colour_15():
    doc = blank()
    assert doc.colour_names == [f"Colour {k}" for k in range(1, 7)]
    assert doc.symbol_names == [f"Symbol {k}" for k in range(1, 7)]
    assert doc.opened_note == ""
    assert StonesetDoc([bytes([15]) * 400] * 36, [masks.full_mask()] * 6, PALETTE).colours_in_use() == [15]


def test_a_set_of_twelve_colours_opens_reduced_to_eight_and_stays_unsaved_work_after_an_edit_and_its_undo():
    from test_own_sets import _twelve_colours
    twelve = _twelve_colours()
    twelve.symbol_names = ["A", "B", "C", "D", "E", "F"]
    doc = StonesetDoc.from_stoneset(twelve)
    assert doc.palette[9:] == [0] * 7 and len(doc.palette) == 16
    assert doc.symbol_names == ["A", "B", "C", "D", "E", "F"]
    assert doc.history.dirty
    doc.pencil(0, 0, 0, 0, 1)
    assert doc.history.dirty
    doc.undo()
    assert doc.history.dirty


def test_two_edits_leave_the_document_unsaved():
    doc = blank()
    doc.pencil(0, 0, 0, 0, 5)
    doc.pencil(0, 0, 1, 0, 5)
    assert doc.history.dirty and doc.history.revision != doc.history.saved_revision


def test_the_set_a_document_saves_has_its_names_cut_and_filled_in():
    doc = blank()
    doc.name, doc.author = "N" * 41, "  "
    doc.symbol_names = ["A", "B", "C", "D", "E", "F"]
    saved = doc.to_stoneset()
    assert (saved.name, saved.author, saved.symbol_names) == ("N" * 40, "unknown", ["A", "B", "C", "D", "E", "F"])
    doc.name = " "
    assert doc.to_stoneset().name == "Untitled"


def test_paint_without_mirrors_paints_one_pixel_and_new_and_new_stoneset_are_named_for_undo():
    doc = blank()
    doc.paint(0, 0, [(1, 1)], 5)
    assert stone_of(doc) == [(1, 1)]
    doc.replace_all(blank())
    assert doc.undo() == "new"
    doc.clear()
    assert doc.undo() == "new stoneset"


def eight_colours() -> StonesetDoc:
    stones = [bytes([1 + (k % 8)]) * 400 for k in range(36)]
    return StonesetDoc(stones, [masks.full_mask()] * 6, PALETTE)


@pytest.mark.parametrize(("new", "said"), [
    ((9, 10), "Colours 9 and 10 would make 10 colours in the stones, and a set shows 8 in play."),
    ((9, 10, 11), "Colours 9, 10 and 11 would make 11 colours in the stones, and a set shows 8 in play."),
    ((9,), "Colour 9 would be a 9th colour in the stones, and a set shows 8 in play."),
])
def test_a_paste_that_would_bring_a_ninth_colour_is_refused_naming_the_new_ones(new, said):
    doc = eight_colours()
    row = tuple(bytes([new[c % len(new)]]) * 400 for c in range(6))
    doc.clipboard = Clip("row", row)
    with pytest.raises(TooManyColours) as info:
        doc.paste(Selection("row", 0, 0))
    assert str(info.value) == said


# --- reading a picture to import ------------------------------------------------------------------------------

def saved(image, fmt="PNG") -> bytes:
    out = io.BytesIO()
    image.save(out, format=fmt)
    return out.getvalue()


@pytest.mark.parametrize(("size", "said"), [
    ((5000, 3400), "p.png is 5000 x 3400 pixels; pictures up to 4096 x 4096 can be imported."),
    ((3400, 5000), "p.png is 3400 x 5000 pixels; pictures up to 4096 x 4096 can be imported."),
])
def test_a_picture_larger_than_4096_squared_is_refused_with_its_size(size, said):
    with pytest.raises(StonesetError) as info:
        picture_from_bytes(saved(Image.new("1", size)), "p.png")
    assert str(info.value) == said


@pytest.mark.parametrize("size", [(4096, 4096), (1, 10), (10, 1)])
def test_pictures_at_the_size_limits_are_read(size):
    assert picture_from_bytes(saved(Image.new("1", size)), "p.png").size == size


def test_a_picture_in_a_format_import_does_not_offer_is_refused():
    with pytest.raises(StonesetError) as info:
        picture_from_bytes(saved(Image.new("1", (8, 8)), "XBM"), "p.xbm")
    assert str(info.value) == "p.xbm is not a picture this program can read (use a PNG, GIF, BMP or JPEG)."


def test_a_stoneset_sized_picture_keeps_a_long_name_to_forty_and_says_when_index_0_is_t():
    im = indexed((120, 140), [0x11, 0x22, 0x33, 200, 180, 20] + [0] * 42)
    imported = plan_import(im, "t.png", "N" * 41)
    assert imported.doc.name == "N" * 40
    assert imported.plan.endswith("index 0 (#112233) is T, as in a stoneset file.")


def filled(size, palette, rows) -> Image.Image:
    """An indexed picture of ``size``: index ``rows[k]`` in rows 10k..10k+9, index 0 below."""
    im = Image.new("P", size, 0)
    im.putpalette(palette)
    for k, v in enumerate(rows):
        im.paste(v, (0, k * 10, size[0], k * 10 + 10))
    return im


def one_per_pixel(colours: int) -> Image.Image:
    im = Image.new("RGB", (colours, 1))
    im.putdata([(k % 256, k // 256, 0) for k in range(colours)])
    return im


@pytest.mark.parametrize(("im", "said"), [
    (filled((60, 60), [0, 0, 0, 10, 20, 30, 10, 20, 30], [1, 2]), "Its 2 colours are kept."),     # as seen: RGB
    (one_per_pixel(4097), "Its more than 4096 colours are reduced to 8"),
    (one_per_pixel(4096), "Its 4096 colours are reduced to 8"),
    (Image.new("RGB", (120, 120)), "p.png is 120 x 120 pixels: it is cut into 36 stones. Its 1 colour is kept."),
    (one_per_pixel(8), "Its 8 colours are kept."),
    (one_per_pixel(9), "Its 9 colours are reduced to 8"),
])
def test_the_import_plan_counts_the_colours_it_keeps_at_the_edges(im, said):
    imported = plan_import(im, "p.png")
    assert said in imported.plan and imported.exact is False


def test_an_exact_picture_with_a_short_palette_leaves_the_rest_black_and_one_of_120_squared_is_taken_too():
    short = plan_import(filled((120, 140), [1, 2, 3, 200, 100, 50], [1]), "e.png").doc
    assert short.palette == [0x010203, 0xC86432] + [0] * 14
    stones_only = plan_import(filled((120, 120), [1, 2, 3, 200, 100, 50, 9, 9, 9], [1, 2] * 6), "g.png")
    assert stones_only.exact is True and stones_only.doc.pixel(0, 0, 0, 0) == 1


def test_a_picture_using_index_16_is_fitted_not_taken_exactly():
    imported = plan_import(filled((120, 140), list(range(51)), [16]), "f.png")
    assert imported.plan.startswith("f.png is scaled from 120 x 140") and imported.exact is False


def test_an_exact_picture_of_eleven_colours_says_they_are_reduced():
    im = Image.new("P", (120, 140))
    im.putpalette([k * 5 % 256 for k in range(48)])
    im.putdata([1 + (k // 1400) for k in range(120 * 140)])
    assert plan_import(im, "h.png").plan == (
        "h.png is an indexed picture of a stoneset's size: its pixels are taken as they are and index 0 (#00050a) "
        "is T, as in a stoneset file, but this set's 11 colours are reduced to the 8 shown in play; save to keep "
        "them.")


def test_a_fill_mirrored_left_to_right_fills_the_other_side_of_a_wall():
    doc = blank()
    doc.line(0, 0, (10, 0), (10, 19), 6)
    doc.flood_fill(0, 0, 0, 0, 5, h_mirror=True)
    assert doc.pixel(0, 0, 0, 0) == 5 and doc.pixel(0, 0, 19, 0) == 5 and doc.pixel(0, 0, 10, 0) == 6


def png_claiming(width: int, height: int) -> bytes:
    """A PNG header that claims ``width`` x ``height`` pixels, and no pixels."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0))
            + chunk(b"IEND", b""))


@pytest.mark.parametrize(("data", "said"), [
    (png_claiming(40000, 40000), "p.png claims to be a gigantic picture and was refused."),
    (png_claiming(100, 100), "p.png is damaged or cut short and cannot be read."),
])
def test_a_picture_that_cannot_be_imported_is_said_in_one_sentence(data, said):
    with pytest.raises(StonesetError) as info:
        picture_from_bytes(data, "p.png")
    assert str(info.value) == said
