"""Every number read from a file or typed is ASCII digits only (issue 46): ``"²".isdigit()`` is true and
``int("²")`` raises; ``int()`` reads full-width, Arabic-Indic digits, signs, spaces and ``1_000``. Each reader
refuses them in its own sentence (formats/numbers.py is the one reader of numbers)."""

from __future__ import annotations

import pytest

from ishido_retro.engine.deal import parse_deal_number
from ishido_retro.engine.stones import Square, Stone
from ishido_retro.formats.numbers import decimal_number, hex_number, is_digits, whole_number
from ishido_retro.stonesets.palettes import PaletteError, parse_gpl, parse_jasc

ODD = ["²", "¹", "③", "①", "₂", "١٢", "１２", "+12", "-1", "1_000", " 1 2", "1e3", "0x1f", "", "12²", "𝟙𝟚"]


@pytest.mark.parametrize("text", ODD)
def test_the_shared_reader_takes_ascii_digits_only(text):
    assert whole_number(text) is None and not is_digits(text)


def test_the_shared_reader_reads_plain_numbers_with_their_bounds():
    assert [whole_number(t) for t in ("0", "007", " 12 ", "255")] == [0, 7, 12, 255]
    assert whole_number("256", 1, 255) is None and whole_number("0", 1, 255) is None
    assert whole_number("9" * 31) is None and whole_number("9" * 4301) is None      # huge: None, never a raise
    assert whole_number("9" * 30) == int("9" * 30)
    assert [hex_number(t) for t in ("ff00aa", "FF", "0xff", "+ff", "f_f", " ff", "ｆｆ", "")] == [
        0xFF00AA, 0xFF, None, None, None, None, None, None]
    assert [decimal_number(t) for t in ("60", "1.5", ".5", " 2 ")] == [60.0, 1.5, 0.5, 2.0]
    assert [decimal_number(t) for t in ("inf", "nan", "1e999", "1_0", "６０", "-1", "+1", "5.", "")] == [None] * 9


@pytest.mark.parametrize("count", ["²", "¹", "③", "₂", "١٢", "１", "+2", "2_0", "1" + "0" * 5000])
def test_a_jasc_palette_whose_count_is_not_ascii_digits_is_refused_in_a_sentence(count):
    """The 26-byte .pal of the issue closed the editor with a traceback."""
    text = f"JASC-PAL\n0100\n{count}\n255 0 0\n0 255 0\n"
    with pytest.raises(PaletteError, match=r"^Mine\.pal, line 3: the count of colours is a number 1 to 256\.?$"):
        parse_jasc(text, "Mine.pal")


@pytest.mark.parametrize("red", ["²55", "２５５", "+255", "2_5", "٢"])
def test_a_palette_colour_in_other_digits_is_refused(red):
    with pytest.raises(PaletteError, match="a colour is three numbers 0 to 255"):
        parse_gpl(f"GIMP Palette\n{red} 0 0 Red\n", "Mine.gpl")
    with pytest.raises(PaletteError, match="a colour is three numbers 0 to 255"):
        parse_jasc(f"JASC-PAL\n0100\n1\n{red} 0 0\n", "Mine.pal")


@pytest.mark.parametrize("text", ["²3", "1²", "１２", "٣٤", "+1"])
def test_a_stone_in_other_digits_is_refused(text):
    with pytest.raises(ValueError, match="a stone is written as two digits"):
        Stone.parse(text)


@pytest.mark.parametrize("text", ["a²", "a１", "b٣", "c+1", "d_1"])
def test_a_square_in_other_digits_is_refused(text):
    with pytest.raises(ValueError, match="a square is written as a column a-l and a row 1-8"):
        Square.parse(text)


@pytest.mark.parametrize("text", ["１２", "٣٤", "²", "+12", "1_000", "12 34"])
def test_a_typed_deal_number_in_other_digits_is_refused(text):
    with pytest.raises(ValueError, match="a deal number is a whole number from 1 to 2147483647"):
        parse_deal_number(text)
    assert parse_deal_number(" #1234 ") == 1234


def test_own_set_names_with_other_digits_are_ordered_without_a_traceback():
    from ishido_retro.ui.themes import listed_order
    names = ["Set 10", "Set ²", "Set 2", "Set １", "Set ٣"]
    assert sorted(names, key=listed_order)[:2] == ["Set 2", "Set 10"]


@pytest.mark.parametrize("text", ["inf", "nan", "1e999", "1_0", "６０", "-5", "0"])
def test_the_time_limit_flag_takes_plain_seconds_only(text):
    import argparse

    from ishido_retro.ui.timelimit import _seconds
    with pytest.raises(argparse.ArgumentTypeError, match="is not a number of seconds above 0"):
        _seconds(text)
    assert _seconds("1.5") == 1.5


def test_a_ready_palette_colour_is_six_hex_digits_exactly():
    from ishido_retro.formats.ready import NotReady, pack, unpack
    from ishido_retro.stonesets.ready import ready_to_stones
    from ishido_retro.storage import resources
    fields, data = unpack("stoneset", (resources.STONESETS / "gems.ready").read_bytes())
    flat = [(k, v) for k, values in fields.items() for v in values]
    first = fields["palette"][0]
    for odd in ("0x" + first[2:], "+" + first[1:], first[:3] + "_" + first[4:], "ｆ" + first[1:]):
        with pytest.raises(NotReady, match="palette is not colours"):
            ready_to_stones(pack("stoneset", [(k, odd if (k, v) == ("palette", first) else v) for k, v in flat],
                                 data))
