"""The Oracle's cast: the King Wen table, changing, relating and nuclear hexagrams, determinism and odds."""

import hashlib
import random
from collections import Counter

import pytest

from ishido_retro.engine.stones import Square, Stone
from ishido_retro.oracle.cast import (
    HEXAGRAM_NAMES,
    KING_WEN,
    Cast,
    canonical_record,
    cast,
    hexagram_bits,
    hexagram_name,
    hexagram_number,
    lines_from_digest,
    nuclear_of,
    trigrams,
)

CENTRE = (Square(5, 3), Stone(2, 4))
AROUND = [(Square(5, 2), Stone(2, 1)), (Square(6, 3), Stone(3, 4)),
          (Square(5, 4), Stone(2, 0)), (Square(4, 3), Stone(5, 4))]


def random_four_way(rng: random.Random):
    col, row = rng.randrange(1, 11), rng.randrange(1, 7)
    squares = [Square(col, row), Square(col, row - 1), Square(col + 1, row), Square(col, row + 1), Square(col - 1, row)]
    stones = [Stone(rng.randrange(6), rng.randrange(6)) for _ in squares]
    pairs = list(zip(squares, stones))
    return pairs[0], pairs[1:]


# --- the King Wen table ------------------------------------------------------------------

def test_king_wen_table_is_a_bijection_onto_1_to_64():
    assert len(KING_WEN) == 64
    assert sorted(KING_WEN.values()) == list(range(1, 65))
    assert len(HEXAGRAM_NAMES) == 64


@pytest.mark.parametrize("bits, number", [
    ((1, 1, 1, 1, 1, 1), 1),          # all yang: Qian
    ((0, 0, 0, 0, 0, 0), 2),          # all yin: Kun
    ((1, 0, 0, 0, 1, 0), 3),          # thunder below water
    ((0, 1, 0, 0, 0, 1), 4),          # water below mountain
    ((1, 1, 1, 0, 0, 0), 11),         # heaven below earth: Peace
    ((0, 0, 0, 1, 1, 1), 12),         # earth below heaven: Standstill
    ((1, 0, 0, 0, 0, 0), 24),         # one yang at the bottom: Return
    ((0, 0, 0, 0, 0, 1), 23),         # one yang at the top: Splitting Apart
    ((0, 1, 0, 0, 1, 0), 29),         # water doubled
    ((1, 0, 1, 1, 0, 1), 30),         # fire doubled
    ((1, 0, 1, 0, 1, 0), 63),         # fire below water: After Completion
    ((0, 1, 0, 1, 0, 1), 64),         # water below fire: Before Completion
    ((1, 1, 0, 0, 1, 1), 61),         # lake below wind: Inner Truth
    ((0, 0, 1, 1, 0, 0), 62),         # mountain below thunder: Small Excess
    ((0, 1, 1, 1, 1, 0), 28),         # wind below lake: Great Excess
    ((1, 0, 0, 0, 0, 1), 27),         # thunder below mountain: Nourishment
    ((1, 1, 1, 1, 1, 0), 43),         # heaven below lake: Breakthrough
    ((0, 1, 1, 1, 1, 1), 44),         # wind below heaven: Meeting
])
def test_known_hexagrams(bits, number):
    assert hexagram_number(bits) == number
    assert hexagram_bits(number) == bits


def test_names_and_trigrams():
    assert hexagram_name(1) == "The Creative (Qian)"
    assert hexagram_name(2) == "The Receptive (Kun)"
    assert hexagram_name(29) == "The Abysmal (Kan)"
    assert hexagram_name(9) == "The Taming Power of the Small (Xiao Chu)"
    assert hexagram_name(43) == "Breakthrough (Guai)"
    assert hexagram_name(50) == "The Cauldron (Ding)"
    assert hexagram_name(64) == "Before Completion (Wei Ji)"
    upper, lower = trigrams(11)
    assert (upper.name, upper.image, lower.name, lower.image) == ("Kun", "Earth", "Qian", "Heaven")
    upper, lower = trigrams(63)
    assert (upper.image, lower.image) == ("Water", "Fire")
    with pytest.raises(ValueError, match="1 to 64"):
        hexagram_name(65)


# --- changing, relating, nuclear -------------------------------------------------------------

def test_no_changing_line_means_no_relating_hexagram():
    c = Cast((7, 7, 7, 7, 7, 7))
    assert c.hexagram == 1 and c.changing == () and c.relating is None


def test_all_old_yang_turns_into_earth():
    c = Cast((9, 9, 9, 9, 9, 9))
    assert c.hexagram == 1 and c.changing == (1, 2, 3, 4, 5, 6) and c.relating == 2


def test_one_old_yin_at_the_bottom():
    c = Cast((6, 8, 8, 8, 8, 8))            # Earth, its bottom line changing: Return
    assert c.hexagram == 2 and c.changing == (1,) and c.relating == 24


def test_mixed_cast():
    c = Cast((7, 8, 9, 6, 7, 8))            # bits 1 0 1 0 1 0 = 63; lines 3 and 4 change -> 1 0 0 1 1 0
    assert c.hexagram == 63
    assert c.changing == (3, 4)
    assert c.relating == 17                 # thunder below lake: Following


@pytest.mark.parametrize("number, nuclear", [(1, 1), (2, 2), (63, 64), (64, 63), (11, 54), (12, 53), (3, 23),
                                             (29, 27), (30, 28)])
def test_nuclear_hexagrams(number, nuclear):
    assert nuclear_of(number) == nuclear


def test_bad_lines_are_refused():
    with pytest.raises(ValueError, match="6, 7, 8 or 9"):
        Cast((7, 7, 5, 7, 7, 7))
    with pytest.raises(ValueError, match="six lines"):
        Cast((7, 7, 7))


# --- the cast from a 4-Way ---------------------------------------------------------------------

def test_same_stones_squares_and_time_give_the_same_reading():
    a = cast(CENTRE, AROUND, 1_790_000_000.123456)
    b = cast(CENTRE, list(reversed(AROUND)), 1_790_000_000.123456)     # order of neighbours does not matter
    assert a == b
    assert a.lines == cast(CENTRE, AROUND, 1_790_000_000.123456).lines


def test_the_cast_is_a_fixed_function_of_the_canonical_record():
    record = canonical_record(CENTRE, AROUND, 1_790_000_000.5)
    assert record == b"ishido-oracle/1|yarrow|2,4@5,3;5,4@4,3;2,1@5,2;2,0@5,4;3,4@6,3|t=1790000000500000"
    digest = hashlib.sha256(record).digest()
    assert cast(CENTRE, AROUND, 1_790_000_000.5).lines == lines_from_digest(digest)


def test_a_microsecond_a_stone_or_a_square_changes_the_record():
    base = canonical_record(CENTRE, AROUND, 100.0)
    assert canonical_record(CENTRE, AROUND, 100.000001) != base
    assert canonical_record((CENTRE[0], Stone(2, 5)), AROUND, 100.0) != base
    moved = [(Square(5, 2), Stone(2, 1)), (Square(6, 3), Stone(3, 4)), (Square(5, 4), Stone(2, 0)),
             (Square(4, 4), Stone(5, 4))]
    assert canonical_record(CENTRE, moved, 100.0) != base
    assert canonical_record(CENTRE, AROUND, 100.0, "coins") != base


def test_lines_from_known_digest_bytes():
    digest = bytes([0x00, 0x01, 0x05, 0x06, 0x0C, 0x0F]) + bytes(26)
    assert lines_from_digest(digest, "yarrow") == (6, 7, 7, 8, 8, 9)
    digest = bytes([0b000, 0b001, 0b011, 0b111, 0b110, 0b100]) + bytes(26)
    assert lines_from_digest(digest, "coins") == (6, 7, 8, 9, 8, 7)


def test_bad_four_ways_are_refused():
    with pytest.raises(ValueError, match="four neighbours"):
        cast(CENTRE, AROUND[:3], 1.0)
    with pytest.raises(ValueError, match="five different squares"):
        cast(CENTRE, [*AROUND[:3], (Square(5, 3), Stone(0, 0))], 1.0)
    with pytest.raises(ValueError, match="casting method"):
        cast(CENTRE, AROUND, 1.0, "tortoise")
    with pytest.raises(ValueError, match="finite"):
        cast(CENTRE, AROUND, float("nan"))


# --- statistics ------------------------------------------------------------------------------------

def chi_square(observed: Counter, expected: dict) -> float:
    return sum((observed.get(k, 0) - e) ** 2 / e for k, e in expected.items())


def many_casts(method: str, n: int, seed: int) -> list[Cast]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        centre, around = random_four_way(rng)
        out.append(cast(centre, around, 1_700_000_000 + rng.random() * 100_000_000, method))
    return out


@pytest.fixture(scope="module")
def yarrow_casts():
    return many_casts("yarrow", 20_000, seed=11)


@pytest.fixture(scope="module")
def coin_casts():
    return many_casts("coins", 20_000, seed=12)


# Critical values of the chi-square distribution at p = 0.001: 3 and 63 degrees of freedom.
CHI2_3_P001 = 16.266
CHI2_63_P001 = 103.442


def test_yarrow_line_odds(yarrow_casts):
    counts = Counter(v for c in yarrow_casts for v in c.lines)
    n = 6 * len(yarrow_casts)
    expected = {6: n / 16, 7: 5 * n / 16, 8: 7 * n / 16, 9: 3 * n / 16}
    assert chi_square(counts, expected) < CHI2_3_P001
    # and the coin odds would not fit: the test can tell the methods apart
    assert chi_square(counts, {6: n / 8, 7: 3 * n / 8, 8: 3 * n / 8, 9: n / 8}) > 10 * CHI2_3_P001


def test_coin_line_odds(coin_casts):
    counts = Counter(v for c in coin_casts for v in c.lines)
    n = 6 * len(coin_casts)
    assert chi_square(counts, {6: n / 8, 7: 3 * n / 8, 8: 3 * n / 8, 9: n / 8}) < CHI2_3_P001


@pytest.mark.parametrize("fixture", ["yarrow_casts", "coin_casts"])
def test_every_hexagram_is_reached_evenly(fixture, request):
    casts = request.getfixturevalue(fixture)
    counts = Counter(c.hexagram for c in casts)
    assert sorted(counts) == list(range(1, 65))
    # Each line is yang with probability 1/2 under both methods, so the 64 hexagrams are equally likely.
    expected = {k: len(casts) / 64 for k in range(1, 65)}
    assert chi_square(counts, expected) < CHI2_63_P001


def test_the_chi_square_check_catches_a_skewed_spread():
    skewed = Counter({k: (400 if k <= 32 else 225) for k in range(1, 65)})
    assert chi_square(skewed, dict.fromkeys(range(1, 65), 312.5)) > CHI2_63_P001


def test_relating_hexagrams_are_all_reached(yarrow_casts):
    assert sorted({c.relating for c in yarrow_casts if c.relating is not None}) == list(range(1, 65))
    assert any(c.relating is None for c in yarrow_casts)
