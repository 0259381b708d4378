"""Tests written to kill mutants that bench/mutation.py found surviving in the stoneset modules of issue 30: the one
rule for names (formats/names), a dropped file told apart (stonesets/dropped), the contrast check and the colour
difference it measures with (stonesets/contrast, stonesets/colourdiff). Pure: no files."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from ishido_retro.formats.errors import UnsafeName
from ishido_retro.formats.names import MAX_NAME_BYTES, check_name, usable_name
from ishido_retro.stonesets import contrast
from ishido_retro.stonesets.colourdiff import _hue, ciede2000, srgb_to_lab
from ishido_retro.stonesets.contrast import _look_alike, contrast_warnings, row_colours
from ishido_retro.stonesets.dropped import NotASet, parse_dropped
from ishido_retro.storage.resources import shipped_stoneset_path

# --- names: the boundaries and the sentences --------------------------------------------------------------------


def refusal(name: str, what: str = "a file name") -> str:
    with pytest.raises(UnsafeName) as info:
        check_name(name, what)
    return str(info.value)


def test_a_refused_name_of_forty_characters_is_shown_whole_and_one_of_forty_one_cut():
    assert refusal("a" * 39 + "/") == f"The name '{'a' * 39}/' contains /, which a file name may not contain."
    assert refusal("a" * 40 + "/") == f"The name '{'a' * 37}...' contains /, which a file name may not contain."


def test_names_at_the_byte_limit_pass_and_one_byte_more_is_said_in_characters():
    assert check_name("石" * 60) == "石" * 60                       # 180 bytes, the most
    assert MAX_NAME_BYTES == 180
    assert refusal("石" * 60 + "a") == (f"The name '{'石' * 37}...' is too long for a file name (shorten it to at "
                                        f"most 45 characters).")


def test_every_forbidden_character_of_a_name_is_named_once_in_order():
    assert refusal("a:b/c:d", "a stoneset's name") == ("The name 'a:b/c:d' contains / :, which a stoneset's name may "
                                                        "not contain.")


@pytest.mark.parametrize(("name", "said"), [
    ("notes ", "The name 'notes ' ends with a dot or a space; a file name may not end with a dot or a space."),
    ("notes.bad-12", "Names ending in .tmp or .bad are kept for the game's own files; choose another."),
    ("NOTES.BAD-3", "Names ending in .tmp or .bad are kept for the game's own files; choose another."),
    ("x.TMP", "Names ending in .tmp or .bad are kept for the game's own files; choose another."),
])
def test_names_refused_at_their_end(name, said):
    assert refusal(name) == said


def test_a_name_ending_in_bad_and_other_digits_is_the_players():
    assert check_name("notes.bad-\u0663") == "notes.bad-\u0663"      # the game's own files end in ASCII digits


@pytest.mark.parametrize(("name", "kwargs", "usable"), [
    ("x" * 75 + " yyyy.png", {}, "x" * 75 + ".png"),          # cut to fit, then no space before the suffix
    ("x" * 75 + ".yyyy.png", {}, "x" * 75 + ".png"),          # ... nor a dot
    ("x" * 201 + ".png", {}, "x" * 76 + ".png"),               # cut one character at a time
    ("x" * 100 + ".PNG", {}, "x" * 76 + ".PNG"),               # an upper-case suffix is kept
    ("石" * 58 + "ab.png", {}, "石" * 58 + "ab.png"),            # 180 bytes: kept whole
    ("notes.bad-3", {"fallback": "board"}, "board"),           # the file name cannot be mended: the fallback
    ("notes.bad-3", {"fallback": "nul"}, "file"),              # ... nor the fallback: "file"
    ("a\tb.png", {}, "a-b.png"),                               # control characters become -
    ("a\udcffb.png", {}, "a-b.png"),                           # ... and what UTF-8 cannot hold
    ("notes.tmp", {}, "notes"),                                # .tmp and .bad are not suffixes to keep
    ("NOTES.TMP", {}, "NOTES"),
    ("notes..tmp", {}, "notes"),
    ("photo.gif", {"suffix": ".png"}, "photo.gif.png"),        # a suffix asked for is added, not swapped in
    ("XBOX.png", {}, "XBOX.png"),
    ("con x.png", {}, "con x.png"),                            # only the part before the first dot is a device
])
def test_usable_names_at_the_edges(name, kwargs, usable):
    assert usable_name(name, **kwargs) == usable
    check_name(usable)


# --- colour difference -------------------------------------------------------------------------------------------

# Sharma, Wu and Dalal (2005), the supplementary test data, all 34 pairs (tests/test_stone_contrast.py has five).
SHARMA = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_gives_every_test_value_of_the_paper(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=5e-5)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=5e-5)


# Pairs at the formula's hue edges, with the values it gives (pinned): hues exactly 180 apart (on the a axis, and
# with a mean hue near 270), a little more than 180 apart, hues that sum to exactly 360 and to a little more,
# chromas whose product is exactly 1, a hue just above 0.
EDGES = [
    ((50, 5, 0), (50, -10, 0), 19.758534840269395),
    ((50, -40, 1), (50, 80, -2), 58.31389097933311),
    ((50, 29.6, 2.61), (60, -49.29, -4.79), 64.64662433227807),
    ((50, 48.5, -34.4), (55, -45.2, 32.4), 74.54114969558115),
    ((50, -43.9, 41.7), (55, 31.7, -29.4), 67.74366555668621),
    ((50, 30, 10), (55, 60, -20), 18.391194045957587),
    ((50, 29.6, -14.1), (55, 21.9, 10.9), 16.699243740433424),
    ((50, -0.5, -6.1), (55, 18.2, 34.6), 27.02636727193432),
    ((50, 31.9, 0.5), (55, 8.9, -16.1), 19.022324600376198),
    ((62.8, -16.5, 76.2), (59.5, 20.6, -69.2), 68.54280182225523),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), EDGES)
def test_ciede2000_at_the_hue_edges(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-9)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-9)


def test_ciede2000_of_two_chromas_whose_product_is_exactly_one():
    assert ciede2000((50, 0, 1), (60, 0, -1)) == pytest.approx(9.673521109048819, abs=1e-9)


@pytest.mark.parametrize(("b", "a", "degrees"), [
    (0.0, 0.0, 0.0), (0.0, 5.0, 0.0), (0.0, -5.0, 180.0), (1.0, 0.0, 90.0), (-1.0, 0.0, 270.0),
    (0.5, 45.0, 0.6365935759634865),
])
def test_the_hue_angle_on_and_near_the_axes(b, a, degrees):
    assert _hue(b, a) == pytest.approx(degrees, abs=1e-12)


@pytest.mark.parametrize(("rgb", "lab"), [
    (0x0A0A0A, (2.7417482748313162, 0.0, 0.0)),          # a channel of 10: the linear part of sRGB's curve
    (0x0B0B0B, (3.0229136632445446, 0.0, 0.0)),
    (0x050A02, (2.2918919960889994, -2.4199572147358266, 2.5669488323503353)),
    (0x202020, (12.250031043190464, 0.0, 0.0)),
    (0xFF8000, (67.05481699608424, 42.826009526758526, 74.01764831684214)),
])
def test_lab_of_dark_and_bright_colours(rgb, lab):
    assert srgb_to_lab(rgb) == pytest.approx(lab, abs=1e-5)


@pytest.mark.parametrize(("grey", "lightness"), [(0x161616, 7.247321232900738), (0x181818, 8.24818684444319)])
def test_the_lightness_of_greys_on_either_side_of_the_join_of_the_curve(grey, lightness):
    assert srgb_to_lab(grey)[0] == pytest.approx(lightness, abs=1e-9)


# --- the contrast check -------------------------------------------------------------------------------------------

def two_rows(b_pixels: bytes) -> tuple[list[bytes], list[int]]:
    """Row 1 all colour 1 and row 2 as ``b_pixels`` (the other rows empty), colours 1 and 2 the same blue."""
    stones = [bytes([1]) * 400] * 6 + [b_pixels] * 6 + [bytes(400)] * 24
    return stones, [0x808080, 0x3050C0, 0x3050C0] + [0] * 13


@pytest.mark.parametrize(("holes", "alike"), [(0, True), (29, True), (30, False)])
def test_two_rows_of_one_colour_look_alike_until_thirty_pixels_of_a_symbol_differ_in_shape(holes, alike):
    stones, palette = two_rows(bytes(holes) + bytes([2]) * (400 - holes))
    assert _look_alike(stones, palette, 0, 1, "deuteranopia") is alike


def test_an_empty_row_is_not_compared_with_a_black_one():
    stones = [bytes([1]) * 400] * 6 + [bytes(400)] * 6 + [bytes([2 + r]) * 400 for r in range(4) for _ in range(6)]
    palette = [0x808080, 0x000000, 0xF0F0F0, 0xE0C020, 0x20A0A0, 0xD02020] + [0] * 10
    names = ["Black", "None", "White", "Yellow", "Teal", "Red"]
    found = contrast_warnings(stones, palette, names, {})
    assert row_colours(stones, palette)[1] is None
    assert not any("row 2" in f for f in found)


def test_a_rows_colour_may_be_shared_with_one_other_row_but_not_two():
    def stone(main, own):
        return bytes([main]) * 300 + bytes([own]) * 100
    # rows 1 and 2 share their main colour 9; rows 3, 4 and 5 share 10; each row has a colour of its own
    mains = [9, 9, 10, 10, 10, 11]
    stones = [stone(mains[r], 1 + r) for r in range(6) for _ in range(6)]
    palette = [0x808080] + [0x100000 * (r + 1) for r in range(6)] + [0, 0, 0x0000F0, 0x00F000, 0xF0F000] + [0] * 4
    assert row_colours(stones, palette) == [0x0000F0, 0x0000F0, 0x300000, 0x400000, 0x500000, 0xF0F000]
    assert contrast.ROWS == 6


def test_four_findings_are_all_named_and_none_counted():
    assert contrast.warning_text(["a", "b", "c", "d"]) == ("Some stones may be hard to tell apart in play: A; b; c; "
                                                            "d. Go on anyway?")


def test_a_rows_colour_is_the_commoner_of_its_own_and_of_two_as_common_the_first():
    stones = [bytes([3]) * 200 + bytes([2]) * 200] * 6 + [bytes([4 + r]) * 400 for r in range(5) for _ in range(6)]
    palette = [0x808080, 0, 0x200000, 0x300000, 0x400000, 0x500000, 0x600000, 0x700000, 0x800000] + [0] * 7
    assert row_colours(stones, palette) == [0x200000, 0x400000, 0x500000, 0x600000, 0x700000, 0x800000]


# --- a dropped file ------------------------------------------------------------------------------------------------

def png_bytes(image, **params) -> bytes:
    out = io.BytesIO()
    image.save(out, **params)
    return out.getvalue()


def dropped_said(data: bytes, name: str) -> str:
    with pytest.raises(NotASet) as info:
        parse_dropped(data, name)
    return str(info.value)


def test_a_dropped_stoneset_without_a_name_of_its_own_is_named_from_its_file():
    runes = Image.open(shipped_stoneset_path("Runes"))
    plain = Image.frombytes("P", runes.size, runes.tobytes())      # no text chunks: no name, no author
    plain.putpalette(runes.getpalette())
    assert parse_dropped(png_bytes(plain, format="PNG", transparency=0), "my-runes.png").name == "My Runes"


def test_a_board_sized_picture_cut_short_is_said_as_a_board():
    data = png_bytes(Image.new("P", (320, 200)), format="PNG")[:60]
    assert dropped_said(data, "cut.png") == "cut.png is damaged or cut short and cannot be read."


def test_a_board_sized_gif_of_twelve_colours_is_said_as_a_board():
    gif = Image.new("P", (320, 200))
    gif.putpalette([(k * 20) % 256 for k in range(36)])
    for k in range(12):
        gif.paste(k, (k * 20, 0, k * 20 + 20, 200))
    assert dropped_said(png_bytes(gif, format="GIF"), "art.gif") == (
        "art.gif uses 12 colours and a board at most 8; Choices > Boards > Other… shows it reduced to 8 before "
        "using it.")


def test_a_board_sized_picture_in_a_format_the_game_does_not_read_is_neither():
    data = png_bytes(Image.new("1", (320, 200)), format="XBM")
    assert dropped_said(data, "art.xbm") == (
        "art.xbm is neither a stoneset (an indexed PNG of 120 x 140 pixels) nor a board (a picture of 320 x 200); "
        "the stoneset editor's File > Import Picture… makes a stoneset of any picture.")
