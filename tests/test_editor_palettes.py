"""Colours as designers type and share them (issue 38, point 2): the palette formats, the rule that puts a
palette's colours into a set, and File > Import Palette… through the runner."""

from __future__ import annotations

import pytest
from PIL import Image

from ishido_retro.stonesets.palettes import (
    PaletteError,
    parse_colour,
    parse_gpl,
    parse_hex_list,
    parse_jasc,
    picture_colours,
)
from ishido_retro.stonesets.recolour import plan_palette

# --- typed colours and palette files -------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["#1e90ff", "1e90ff", "#1E90FF", "1E90ff", "  #1e90ff "])
def test_a_colour_is_typed_with_or_without_its_hash_in_any_case(text):
    assert parse_colour(text) == 0x1E90FF


@pytest.mark.parametrize("text, said", [
    ("#12345", '"#12345" is not a colour: type six hex digits, as #1e90ff.'),
    ("#1234567", '"#1234567" is not a colour: type six hex digits, as #1e90ff.'),
    ("1e90fg", '"1e90fg" is not a colour: type six hex digits, as #1e90ff.'),
    ("", '"" is not a colour: type six hex digits, as #1e90ff.'),
    ("#" + "f" * 40, '"#ffffffff..." is not a colour: type six hex digits, as #1e90ff.'),
])
def test_a_bad_colour_is_one_sentence(text, said):
    with pytest.raises(PaletteError) as err:
        parse_colour(text)
    assert str(err.value) == said


def test_a_gimp_palette_with_its_name_columns_comments_and_names():
    text = "GIMP Palette\nName: Two\nColumns: 2\n# a note\n\n  0   0   0\tBlack\n255 128   1 Bright Orange\n"
    assert parse_gpl(text) == [0x000000, 0xFF8001]


def test_a_jasc_palette_with_windows_line_ends():
    assert parse_jasc("JASC-PAL\r\n0100\r\n2\r\n1 2 3\r\n255 255 255\r\n") == [0x010203, 0xFFFFFF]


def test_a_hex_palette_one_colour_a_line():
    assert parse_hex_list("ff004d\n#FFA300\n\n1d2b53\n") == [0xFF004D, 0xFFA300, 0x1D2B53]


@pytest.mark.parametrize("parse, text, said", [
    (parse_gpl, "JASC-PAL\n", 'The palette is not a GIMP palette: its first line is not "GIMP Palette".'),
    (parse_gpl, "GIMP Palette\n1 2\n", "The palette, line 2: a colour is three numbers 0 to 255 (red, green, "
                                       "blue)."),
    (parse_gpl, "GIMP Palette\n1 2 256 x\n", "The palette, line 2: red, green and blue go from 0 to 255."),
    (parse_gpl, "GIMP Palette\nName: empty\n", "The palette holds no colours."),
    (parse_gpl, "GIMP Palette\n" + "1 2 3\n" * 257, "The palette holds 257 colours; a palette may have 256."),
    (parse_jasc, "JASC-PAL\n0100\n3\n1 2 3\n", "The palette says it has 3 colours but lists 1."),
    (parse_jasc, "JASC-PAL\n0100\n0\n", "The palette, line 3: the count of colours is a number 1 to 256."),
    (parse_jasc, "JASC-PAL\n0100\n999\n", "The palette, line 3: the count of colours is a number 1 to 256."),
    (parse_jasc, "GIMP Palette\n", 'The palette is not a JASC palette: it begins "JASC-PAL" and "0100".'),
    (parse_hex_list, "ff004d\nred\n", "The palette, line 2: a hex palette has one colour a line, six hex digits "
                                      "as 1e90ff."),
    (parse_hex_list, "\n\n", "The palette holds no colours."),
])
def test_a_bad_palette_is_one_sentence_naming_the_line(parse, text, said):
    with pytest.raises(PaletteError) as err:
        parse(text)
    assert str(err.value) == said


def test_a_pictures_colours_commonest_first_and_a_photo_reduced_to_fifteen():
    im = Image.new("RGBA", (10, 10), (200, 0, 0, 255))
    im.paste((0, 0, 200, 255), (0, 0, 10, 3))
    im.paste((0, 0, 0, 0), (0, 0, 10, 1))          # see-through pixels give no colour
    assert picture_colours(im) == [0xC80000, 0x0000C8]
    photo = Image.new("RGB", (64, 64))
    photo.putdata([(x * 4, y * 4, (x + y) * 2) for y in range(64) for x in range(64)])
    assert len(picture_colours(photo)) == 15


# --- the rule: nearest, rows first, one palette colour each, the rest into the free swatches ---------------------

RED, GREEN, BLUE, YELLOW, WHITE, MAGENTA, BLACK = 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0xFFFFFF, 0xFF00FF, 0
SET_PALETTE = [0x8C8C8C, RED, GREEN, BLUE, YELLOW, WHITE, MAGENTA, BLACK] + [0x111111] * 8


def six_rows():
    """Row r's stones are colour r + 1 with a black (7) outline: the six row colours and one ink."""
    stone = [bytes([7] * 20 + [r + 1] * 360 + [7] * 20) for r in range(6)]
    return [stone[r] for r in range(6) for _c in range(6)]


def test_each_colour_of_the_set_becomes_its_nearest_and_the_free_swatches_take_the_rest():
    source = [0x202020, 0xEE1111, 0x11EE11, 0x1111EE, 0xEEEE11, 0xEEEEEE, 0xEE11EE, 0x808080, 0x123456]
    plan = plan_palette(SET_PALETTE, six_rows(), source)
    assert plan.palette == [0x8C8C8C, 0xEE1111, 0x11EE11, 0x1111EE, 0xEEEE11, 0xEEEEEE, 0xEE11EE, 0x202020,
                            0x808080, 0x123456] + [0x111111] * 6
    assert (plan.matched, plan.kept, plan.filled) == (7, 0, 2)


def test_too_few_colours_go_to_the_nearest_rows_and_the_others_keep_theirs():
    plan = plan_palette(SET_PALETTE, six_rows(), [0x10FF10, 0xFF1010])
    assert plan.palette[1:8] == [0xFF1010, 0x10FF10, BLUE, YELLOW, WHITE, MAGENTA, BLACK]   # black: none near
    assert (plan.matched, plan.kept, plan.filled) == (2, 5, 0)


def test_two_rows_near_one_colour_never_both_take_it():
    plan = plan_palette(SET_PALETTE, six_rows(), [0xFF0010, 0x00FF00, 0x0000FF, 0xFFFF00, 0xFFFFFF, 0x7F007F])
    assert plan.palette[1] == 0xFF0010 and plan.palette[6] == 0x7F007F          # magenta takes the far one


def test_an_ink_keeps_its_own_when_only_far_colours_are_left():
    plan = plan_palette(SET_PALETTE, six_rows(), [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0xFFFFFF, 0xFF00FF, 0x00FFFF])
    assert plan.palette[7] == BLACK and plan.palette[8] == 0x00FFFF and (plan.matched, plan.kept) == (6, 1)


def test_a_row_colour_is_matched_before_an_ink_that_is_nearer():
    # the black outline is nearer to dark red than red is, but the row colour red is matched first
    plan = plan_palette(SET_PALETTE, six_rows(), [0x400000])
    assert plan.palette[1] == 0x400000 and plan.palette[7] == BLACK


def test_a_new_set_takes_the_palette_in_its_order():
    plan = plan_palette(SET_PALETTE, [bytes(400)] * 36, list(range(1, 21)))
    assert plan.palette == [0x8C8C8C, *range(1, 16)] and (plan.matched, plan.kept, plan.filled) == (0, 0, 15)


# --- File > Import Palette… in the editor ----------------------------------------------------------------------

def run(steps, app=None):
    from ishido_retro.editor.runner import run_editor_script
    return run_editor_script(steps, app=app)


def importing(path):
    return [{"menu": ["File", "Import Palette"]}, {"key": "ctrl+u"}, {"type": str(path)}, {"key": "return"}]


@pytest.mark.usefixtures("pyxel_ready")
def test_import_palette_puts_a_gimp_palette_into_the_set_as_one_undo_step(tmp_path):
    import pyxel
    (tmp_path / "dusk.gpl").write_bytes(
        b"GIMP Palette\nName: Dusk\n26 28 44\n93 39 93\n177 62 83\n239 125 87\n255 205 117\n167 240 112\n"
        b"56 183 100\n41 115 255\n250 250 250\n")
    app = run([])
    before = app.state()
    run(importing(tmp_path / "dusk.gpl"), app=app)
    state = app.state()
    assert state["dialog"] is None
    # the six rows and the dark ink take their nearest; the cream of the stones' faces has none near and stays;
    # coral and leaf go to the first free swatches
    assert state["palette"] == ["#8c8c8c", "#1a1c2c", "#fff8ea", "#fafafa", "#ffcd75", "#38b764", "#2973ff",
                                "#b13e53", "#5d275d", "#ef7d57", "#a7f070", "#000000", "#000000", "#000000",
                                "#000000", "#000000"]
    assert state["status"] == "dusk.gpl: 7 colours took their nearest, 1 kept, 2 went to free swatches."
    assert state["stones"] == before["stones"] and state["file"] == before["file"] and state["dirty"] is True
    assert pyxel.colors[7 + 4] == 0xFFCD75                    # on screen at once
    run([{"click": {"widget": "Undo"}}], app=app)
    assert app.state()["palette"] == before["palette"] and app.state()["status"] == "Undid the palette import."


@pytest.mark.usefixtures("pyxel_ready")
def test_import_palette_takes_another_stonesets_colours(tmp_path):
    from ishido_retro.storage.resources import shipped_stoneset_path
    app = run(importing(shipped_stoneset_path("Gems")))
    assert app.state()["status"] == "gems.png: 8 colours took their nearest, 1 went to free swatches."


@pytest.mark.usefixtures("pyxel_ready")
@pytest.mark.parametrize("name, data, said", [
    ("bad.gpl", b"GIMP Palette\n1 2 300\n", "bad.gpl, line 2: red, green and blue go from 0 to 255. The stoneset's "
                                           "colours are unchanged."),
    ("bad.pal", b"RIFF\x10\x00\x00\x00PAL data", "bad.pal is a Microsoft RIFF palette; save it as a JASC, GIMP or "
                                               "hex palette. The stoneset's colours are unchanged."),
    ("notes.png", b"just words", "notes.png is not a picture this program can read (use a PNG, GIF, BMP or JPEG); "
                                 "a palette comes from a picture, a stoneset or a .gpl, .pal or .hex file. The "
                                 "stoneset's colours are unchanged."),
])
def test_a_bad_palette_file_is_a_sentence_and_changes_nothing(tmp_path, name, data, said):
    (tmp_path / name).write_bytes(data)
    app = run([])
    before = app.state()
    run(importing(tmp_path / name), app=app)
    state = app.state()
    assert state["dialog"] == {"title": "Import Palette", "text": said, "focus": "OK"}
    assert state["palette"] == before["palette"] and state["can_undo"] is False


def test_a_stoneset_still_blank_gives_its_swatches():
    from ishido_retro.stonesets.palettes import palette_from_bytes
    from ishido_retro.stonesets.stoneset import Stoneset
    palette = [0x8C8C8C, 0x102030, 0x405060, 0x102030] + [0] * 12
    blank = Stoneset(name="Blank", palette=palette, stones=[bytes(400)] * 36, masks=[bytes([1] * 400)] * 6,
                     colour_names=[f"C{i}" for i in range(6)], symbol_names=[f"S{i}" for i in range(6)])
    assert palette_from_bytes(blank.to_png_bytes(), "blank.png") == [0x102030, 0x405060, 0]


@pytest.mark.usefixtures("pyxel_ready")
def test_a_palette_file_dropped_on_the_editor_gives_its_colours(tmp_path):
    (tmp_path / "two.hex").write_text("FF1010\n10ff10\n")
    app = run([{"drop": str(tmp_path / "two.hex")}])
    state = app.state()
    assert state["dialog"] is None and state["status"] == "two.hex: 2 colours took their nearest, 6 kept."
    assert state["palette"][5:8] == ["#10ff10", "#2e86b0", "#ff1010"]       # green and red rows; blue kept


@pytest.mark.parametrize("name", ["MYPAL.GPL", "MyPal.Pal", "COLOURS.HEX"])
def test_a_palette_whose_suffix_is_upper_case_is_offered_and_read(tmp_path, name):
    """Issue 46: a suffix read case-sensitively offered MYPAL.GPL in Import Palette's list, then refused it."""
    from ishido_retro.editor.importpalette import PALETTE_PATTERN
    from ishido_retro.storage.palettes import load_palette
    from ishido_retro.ui.widgets.filereq import FileRequester
    texts = {".gpl": "GIMP Palette\n255 0 0 Red\n0 0 255 Blue\n", ".pal": "JASC-PAL\n0100\n2\n255 0 0\n0 0 255\n",
             ".hex": "ff0000\n0000ff\n"}
    (tmp_path / name).write_text(texts[name[-4:].lower()])
    fr = FileRequester("Import Palette", tmp_path, mode="load", pattern=PALETTE_PATTERN)
    assert name in fr.list.items                         # offered ...
    fr.file_entry.value = name
    assert fr.chosen_path() == tmp_path / name           # ... chosen ...
    assert load_palette(tmp_path / name) == [0xFF0000, 0x0000FF]      # ... and read as the palette it is
