"""The Roman-numeral marks of the graphic scoreboard."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ishido_retro.scores.roman import (
    MARK_VALUES,
    group_marks,
    parse_roman_marks,
    parse_roman_text,
    roman_groups,
    roman_marks,
    roman_text,
)


@pytest.mark.parametrize(
    "n, marks",
    [
        (0, []),
        (1, ["I"]),
        (4, ["I", "V"]),
        (9, ["I", "X"]),
        (40, ["X", "L"]),
        (90, ["X", "C"]),
        (100, ["C"]),
        (500, ["D"]),
        (1000, ["M"]),
        (1994, ["M", "C", "M", "X", "C", "I", "V"]),
        (4000, ["M", "V_"]),
        (5000, ["V_"]),
        (9000, ["M", "X_"]),
        (10_000, ["X_"]),
        (50_000, ["L_"]),
        (100_000, ["C_"]),
        (127_600, ["C_", "X_", "X_", "V_", "M", "M", "D", "C"]),
        (400_000, ["C_", "D_"]),
        (1_000_000, ["M_"]),
        (5_000_001, ["M_"] * 5 + ["I"]),
    ],
)
def test_known_scores(n, marks):
    assert roman_marks(n) == marks
    assert parse_roman_marks(marks) == n


def test_manual_table():
    # Every entry of the Amiga manual's table of marks.
    table = {
        1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII", 8: "VIII", 9: "IX",
        10: "X", 20: "XX", 30: "XXX", 40: "XL", 50: "L", 60: "LX", 70: "LXX", 80: "LXXX",
        90: "XC", 100: "C", 500: "D", 1000: "M", 5000: "v", 10_000: "x", 50_000: "l",
    }
    for n, text in table.items():
        assert roman_text(n) == text


def test_text_form():
    assert roman_text(0) == ""
    assert roman_text(127_600) == "cxxvMMDC"
    assert roman_text(2_000_000) == "mm"
    assert parse_roman_text("cxxvMMDC") == 127_600
    with pytest.raises(ValueError):
        parse_roman_text("Q")


@pytest.mark.parametrize("bad", [["I", "I", "I", "I"], ["I", "C"], ["V", "X"], ["X", "I", "X", "X"],
                                 ["V", "V"], ["nope"], ["I", "M"]])
def test_non_canonical_rejected(bad):
    with pytest.raises(ValueError):
        parse_roman_marks(bad)


def test_bad_input():
    with pytest.raises(ValueError):
        roman_marks(-1)
    with pytest.raises(TypeError):
        roman_marks(1.5)


@settings(max_examples=500)
@given(st.integers(min_value=0, max_value=1_000_000))
def test_round_trip(n):
    marks = roman_marks(n)
    assert parse_roman_marks(marks) == n
    assert parse_roman_text(roman_text(n)) == n
    assert sum(len(g) for g in roman_groups(n)) == len(marks)
    # largest first, except a subtractive pair
    values = [MARK_VALUES[m] for m in marks]
    assert sum(values) >= n
    # no more than three of a kind in a row below the millions
    assert all(count <= 3 for mark, count in group_marks(marks) if mark != "M_")


def test_round_trip_exhaustive_low():
    for n in range(0, 20_000):
        assert parse_roman_marks(roman_marks(n)) == n


def test_group_marks():
    assert group_marks([]) == []
    assert group_marks(["X_", "X_", "V_", "M", "M"]) == [("X_", 2), ("V_", 1), ("M", 2)]
