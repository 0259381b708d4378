"""The Oracle of the Stones: casting a hexagram from a 4-Way and the moment it was made.

How a cast is derived
---------------------
The manual says the augury comes from "the identities and locations of the five
stones in the 4-Way with the precise time at the moment the move is made". Here
that is done exactly and reproducibly:

1. **A canonical record of the 4-Way.** The centre stone comes first, then its four
   neighbours sorted by square (column, then row), so the order in which they are
   handed in never matters. Each stone is written ``colour,symbol@col,row``; the
   time of the move (seconds, a number given by the caller) is written as whole
   microseconds; the casting method is written too. The pieces are joined into one
   ASCII line that starts with the version tag ``ishido-oracle/1``.
2. **A digest.** SHA-256 of that line gives 32 bytes. A hash of a canonical
   encoding is the same on every machine and every Python (Python's own ``hash``
   is not: it is salted per process), and every bit of it depends on every stone,
   every square and the exact microsecond.
3. **Six lines, bottom first.** Line *k* (1 = bottom) is read from byte *k-1* of the
   digest:

   * **Yarrow stalks** (the default): the low four bits give one of 16 equally
     likely outcomes, mapped as the traditional yarrow-stalk odds are: 1 of 16 is
     an old yin (6), 5 are a young yang (7), 7 are a young yin (8), 3 are an old
     yang (9).
   * **Three coins**: the low three bits are three coins; heads count 3 and tails
     2, so the sum is 6, 7, 8 or 9 with odds 1/8, 3/8, 3/8, 1/8.

   As the bits are uniform the odds are exact, with no generator in between.
4. **The hexagram.** 7 and 9 are yang (solid), 6 and 8 are yin (broken); the
   lower trigram is lines 1-3, the upper lines 4-6, and the King Wen table gives
   the hexagram's number (1-64).
5. **Changing lines.** Old lines (6 and 9) change into their opposites; the
   hexagram they change into is the *relating* hexagram (none when no line
   changes). The *nuclear* hexagram has lines 2-4 as its lower trigram and lines
   3-5 as its upper trigram.

Pure: no pyxel, no clock. The caller passes the time of the move in.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from ishido_retro.engine.stones import Square, Stone

VERSION_TAG = "ishido-oracle/1"
METHODS = ("yarrow", "coins")

OLD_YIN, YOUNG_YANG, YOUNG_YIN, OLD_YANG = 6, 7, 8, 9
LINE_VALUES = (OLD_YIN, YOUNG_YANG, YOUNG_YIN, OLD_YANG)

# The 16 equally likely yarrow outcomes: one old yin, five young yang, seven young yin, three old yang.
YARROW_TABLE: tuple[int, ...] = (OLD_YIN,) + (YOUNG_YANG,) * 5 + (YOUNG_YIN,) * 7 + (OLD_YANG,) * 3

# The exact odds of each line value (numerator, denominator) for each method.
LINE_ODDS: dict[str, dict[int, tuple[int, int]]] = {
    "yarrow": {6: (1, 16), 7: (5, 16), 8: (7, 16), 9: (3, 16)},
    "coins": {6: (1, 8), 7: (3, 8), 8: (3, 8), 9: (1, 8)},
}


@dataclass(frozen=True)
class Trigram:
    """One of the eight trigrams: its lines (bottom first, 1 = yang), name and image."""

    key: str
    lines: tuple[int, int, int]
    name: str
    image: str


# Bottom line first; 1 is a solid (yang) line, 0 a broken (yin) one.
TRIGRAMS: tuple[Trigram, ...] = (
    Trigram("qian", (1, 1, 1), "Qian", "Heaven"),
    Trigram("dui", (1, 1, 0), "Dui", "Lake"),
    Trigram("li", (1, 0, 1), "Li", "Fire"),
    Trigram("zhen", (1, 0, 0), "Zhen", "Thunder"),
    Trigram("xun", (0, 1, 1), "Xun", "Wind"),
    Trigram("kan", (0, 1, 0), "Kan", "Water"),
    Trigram("gen", (0, 0, 1), "Gen", "Mountain"),
    Trigram("kun", (0, 0, 0), "Kun", "Earth"),
)
TRIGRAM_BY_LINES: dict[tuple[int, int, int], Trigram] = {t.lines: t for t in TRIGRAMS}
TRIGRAM_BY_KEY: dict[str, Trigram] = {t.key: t for t in TRIGRAMS}

# The King Wen number of each (upper, lower) pair of trigrams.
_KING_WEN_ROWS: dict[str, dict[str, int]] = {
    #         lower: qian zhen  kan  gen  kun  xun   li  dui
    "qian": dict(zip(("qian", "zhen", "kan", "gen", "kun", "xun", "li", "dui"), (1, 25, 6, 33, 12, 44, 13, 10))),
    "zhen": dict(zip(("qian", "zhen", "kan", "gen", "kun", "xun", "li", "dui"), (34, 51, 40, 62, 16, 32, 55, 54))),
    "kan": dict(zip(("qian", "zhen", "kan", "gen", "kun", "xun", "li", "dui"), (5, 3, 29, 39, 8, 48, 63, 60))),
    "gen": dict(zip(("qian", "zhen", "kan", "gen", "kun", "xun", "li", "dui"), (26, 27, 4, 52, 23, 18, 22, 41))),
    "kun": dict(zip(("qian", "zhen", "kan", "gen", "kun", "xun", "li", "dui"), (11, 24, 7, 15, 2, 46, 36, 19))),
    "xun": dict(zip(("qian", "zhen", "kan", "gen", "kun", "xun", "li", "dui"), (9, 42, 59, 53, 20, 57, 37, 61))),
    "li": dict(zip(("qian", "zhen", "kan", "gen", "kun", "xun", "li", "dui"), (14, 21, 64, 56, 35, 50, 30, 38))),
    "dui": dict(zip(("qian", "zhen", "kan", "gen", "kun", "xun", "li", "dui"), (43, 17, 47, 31, 45, 28, 49, 58))),
}
KING_WEN: dict[tuple[str, str], int] = {
    (upper, lower): number for upper, row in _KING_WEN_ROWS.items() for lower, number in row.items()}
TRIGRAMS_OF: dict[int, tuple[str, str]] = {number: pair for pair, number in KING_WEN.items()}   # (upper, lower)

# The 64 hexagrams by King Wen number: (pinyin, English name). The English names are those a Western
# reader knows from the Wilhelm/Baynes translation the manual recommends (facts, gathered in the
# project's reference table); where two spellings are common, the modern one.
HEXAGRAM_NAMES: tuple[tuple[str, str], ...] = (
    ("Qian", "The Creative"), ("Kun", "The Receptive"), ("Zhun", "Difficulty at the Beginning"),
    ("Meng", "Youthful Folly"), ("Xu", "Waiting"), ("Song", "Conflict"), ("Shi", "The Army"),
    ("Bi", "Holding Together"), ("Xiao Chu", "The Taming Power of the Small"), ("Lu", "Treading"), ("Tai", "Peace"),
    ("Pi", "Standstill"), ("Tong Ren", "Fellowship with Men"), ("Da You", "Possession in Great Measure"),
    ("Qian", "Modesty"), ("Yu", "Enthusiasm"), ("Sui", "Following"), ("Gu", "Work on What Has Been Spoiled"),
    ("Lin", "Approach"), ("Guan", "Contemplation"), ("Shi He", "Biting Through"), ("Bi", "Grace"),
    ("Bo", "Splitting Apart"), ("Fu", "Return"), ("Wu Wang", "Innocence"),
    ("Da Chu", "The Taming Power of the Great"), ("Yi", "The Corners of the Mouth"),
    ("Da Guo", "Preponderance of the Great"), ("Kan", "The Abysmal"), ("Li", "The Clinging"), ("Xian", "Influence"),
    ("Heng", "Duration"), ("Dun", "Retreat"), ("Da Zhuang", "The Power of the Great"), ("Jin", "Progress"),
    ("Ming Yi", "Darkening of the Light"), ("Jia Ren", "The Family"), ("Kui", "Opposition"), ("Jian", "Obstruction"),
    ("Xie", "Deliverance"), ("Sun", "Decrease"), ("Yi", "Increase"), ("Guai", "Breakthrough"),
    ("Gou", "Coming to Meet"), ("Cui", "Gathering Together"), ("Sheng", "Pushing Upward"), ("Kun", "Oppression"),
    ("Jing", "The Well"), ("Ge", "Revolution"), ("Ding", "The Cauldron"), ("Zhen", "The Arousing"),
    ("Gen", "Keeping Still"), ("Jian", "Development"), ("Gui Mei", "The Marrying Maiden"), ("Feng", "Abundance"),
    ("Lu", "The Wanderer"), ("Xun", "The Gentle"), ("Dui", "The Joyous"), ("Huan", "Dispersion"),
    ("Jie", "Limitation"), ("Zhong Fu", "Inner Truth"), ("Xiao Guo", "Preponderance of the Small"),
    ("Ji Ji", "After Completion"), ("Wei Ji", "Before Completion"),
)


def is_yang(line: int) -> bool:
    """7 and 9 are solid (yang) lines; 6 and 8 broken (yin)."""
    if line not in LINE_VALUES:
        raise ValueError(f"a line is 6, 7, 8 or 9, not {line!r}")
    return line in (YOUNG_YANG, OLD_YANG)


def is_changing(line: int) -> bool:
    """Old lines (6 and 9) change into their opposites."""
    is_yang(line)
    return line in (OLD_YIN, OLD_YANG)


def hexagram_number(bits: Sequence[int]) -> int:
    """The King Wen number of six lines given bottom first as 1 (yang) or 0 (yin)."""
    if len(bits) != 6 or any(b not in (0, 1) for b in bits):
        raise ValueError(f"a hexagram is six lines of 0 or 1, bottom first, not {list(bits)!r}")
    lower = TRIGRAM_BY_LINES[(bits[0], bits[1], bits[2])]
    upper = TRIGRAM_BY_LINES[(bits[3], bits[4], bits[5])]
    return KING_WEN[(upper.key, lower.key)]


def hexagram_bits(number: int) -> tuple[int, ...]:
    """The six lines (bottom first, 1 = yang) of hexagram ``number``."""
    if number not in TRIGRAMS_OF:
        raise ValueError(f"a hexagram number is 1 to 64, not {number!r}")
    upper, lower = TRIGRAMS_OF[number]
    return TRIGRAM_BY_KEY[lower].lines + TRIGRAM_BY_KEY[upper].lines


def hexagram_names(number: int) -> tuple[str, str]:
    """(English name, pinyin) of hexagram ``number``: ``("The Creative", "Qian")``."""
    if not 1 <= number <= 64:
        raise ValueError(f"a hexagram number is 1 to 64, not {number!r}")
    pinyin, english = HEXAGRAM_NAMES[number - 1]
    return english, pinyin


def hexagram_name(number: int) -> str:
    """The title of hexagram ``number``: the English name with the pinyin beside it, ``The Creative (Qian)``."""
    english, pinyin = hexagram_names(number)
    return f"{english} ({pinyin})"


def trigrams(number: int) -> tuple[Trigram, Trigram]:
    """The (upper, lower) trigrams of hexagram ``number``."""
    upper, lower = TRIGRAMS_OF[number]
    return TRIGRAM_BY_KEY[upper], TRIGRAM_BY_KEY[lower]


def nuclear_of(number: int) -> int:
    """The nuclear hexagram: lines 2-4 below, lines 3-5 above."""
    b = hexagram_bits(number)
    return hexagram_number((b[1], b[2], b[3], b[2], b[3], b[4]))


@dataclass(frozen=True)
class Cast:
    """Six line values (6-9), bottom first, and what follows from them."""

    lines: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.lines) != 6:
            raise ValueError(f"a cast has six lines, not {len(self.lines)}")
        for line in self.lines:
            is_yang(line)

    @property
    def hexagram(self) -> int:
        return hexagram_number([int(is_yang(v)) for v in self.lines])

    @property
    def name(self) -> str:
        return hexagram_name(self.hexagram)

    @property
    def changing(self) -> tuple[int, ...]:
        """The positions (1 = bottom) of the changing lines."""
        return tuple(i + 1 for i, v in enumerate(self.lines) if is_changing(v))

    @property
    def relating(self) -> int | None:
        """The hexagram the changing lines turn this one into; None when no line changes."""
        if not self.changing:
            return None
        bits = [int(is_yang(v)) ^ int(is_changing(v)) for v in self.lines]
        return hexagram_number(bits)

    @property
    def nuclear(self) -> int:
        return nuclear_of(self.hexagram)


def canonical_record(centre: tuple[Square, Stone], neighbours: Sequence[tuple[Square, Stone]],
                     moment: float, method: str = "yarrow") -> bytes:
    """The line the digest is taken of (see the module notes); checks what it is given."""
    if method not in METHODS:
        raise ValueError(f"the casting method is one of {METHODS}, not {method!r}")
    if len(neighbours) != 4:
        raise ValueError(f"a 4-Way has four neighbours around its centre, not {len(neighbours)}")
    pairs = [centre, *sorted(neighbours, key=lambda p: (p[0].col, p[0].row))]
    for square, stone in pairs:
        Square(*square).check()
        Stone(*stone).check()
    squares = {tuple(sq) for sq, _ in pairs}
    if len(squares) != 5:
        raise ValueError("the five stones of a 4-Way stand on five different squares")
    if moment != moment or moment in (float("inf"), float("-inf")):
        raise ValueError(f"the time of the move must be a finite number, not {moment!r}")
    stones = ";".join(f"{st[0]},{st[1]}@{sq[0]},{sq[1]}" for sq, st in pairs)
    micros = round(moment * 1_000_000)
    return f"{VERSION_TAG}|{method}|{stones}|t={micros}".encode("ascii")


def lines_from_digest(digest: bytes, method: str = "yarrow") -> tuple[int, ...]:
    """Six line values from the first six bytes of a digest (see the module notes)."""
    if len(digest) < 6:
        raise ValueError("a digest of at least six bytes is needed")
    if method == "yarrow":
        return tuple(YARROW_TABLE[b & 0x0F] for b in digest[:6])
    if method == "coins":
        return tuple(6 + (b & 1) + ((b >> 1) & 1) + ((b >> 2) & 1) for b in digest[:6])
    raise ValueError(f"the casting method is one of {METHODS}, not {method!r}")


def cast(centre: tuple[Square, Stone], neighbours: Sequence[tuple[Square, Stone]],
         moment: float, method: str = "yarrow") -> Cast:
    """Cast the hexagram of a 4-Way: ``centre`` and its four ``neighbours`` as (square, stone) pairs,
    made at ``moment`` (seconds), with ``method`` "yarrow" or "coins"."""
    digest = hashlib.sha256(canonical_record(centre, neighbours, moment, method)).digest()
    return Cast(lines_from_digest(digest, method))


MAX_QUESTION = 200     # characters in a question
LAST_MOMENT = 253_402_214_400   # 9999-12-31 00:00 UTC: a later reading cannot be dated (a day kept for time zones)
MAX_STONE_NAME = 90    # characters in one stone's name (a colour name and a symbol name of a stoneset)


def show(value: object, limit: int = 30) -> str:
    """A short printable form of a value from a file, for a message."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


@dataclass(frozen=True)
class Reading:
    """One augury: the question, the five stones of the 4-Way (centre first, then its neighbours
    in canonical order), the time of the move, the casting method and the six lines cast.

    ``names``: what the stoneset in play called the five stones (same order), or empty when
    not known (a reading kept before names were kept). They take no part in the cast.
    """

    question: str
    stones: tuple[tuple[Square, Stone], ...]
    moment: float
    method: str
    lines: tuple[int, ...]
    names: tuple[str, ...] = field(default=(), compare=False)

    @classmethod
    def from_four_way(cls, question: str, centre: tuple[Square, Stone],
                      neighbours: Sequence[tuple[Square, Stone]], moment: float, method: str = "yarrow") -> Reading:
        """Cast a reading for ``question`` from a 4-Way made at ``moment``."""
        result = cast(centre, neighbours, moment, method)
        ordered = (centre, *sorted(neighbours, key=lambda p: (p[0].col, p[0].row)))
        return cls(question, tuple((Square(*sq), Stone(*st)) for sq, st in ordered), moment, method, result.lines)

    @property
    def cast(self) -> Cast:
        return Cast(self.lines)

    def named(self, name_of: Callable[[Stone], str]) -> Reading:
        """This reading with its five stones named by ``name_of`` (the stoneset's own names)."""
        return replace(self, names=tuple(name_of(st)[:MAX_STONE_NAME] for _, st in self.stones))

    def as_record(self) -> dict[str, object]:
        """Plain JSON-friendly values (the journal's record of one reading)."""
        record: dict[str, object] = {
            "cast": VERSION_TAG, "question": self.question, "moment": self.moment, "method": self.method,
            "stones": [[sq.col, sq.row, st.colour, st.symbol] for sq, st in self.stones],
            "lines": list(self.lines)}
        if self.names:
            record["names"] = list(self.names)
        return record

    @classmethod
    def from_record(cls, data: object) -> Reading:
        """A reading from :meth:`as_record`'s values, checked: its lines must be what its stones
        and time cast. ValueError names what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a reading is a mapping")
        if data.get("cast", VERSION_TAG) != VERSION_TAG:
            raise ValueError(f"it was cast by another version of the Oracle ({show(data.get('cast'))})")
        question, moment, method = data.get("question"), data.get("moment"), data.get("method")
        if not isinstance(question, str) or len(question) > MAX_QUESTION:
            raise ValueError(f"the question is not text of at most {MAX_QUESTION} characters")
        if isinstance(moment, bool) or not isinstance(moment, (int, float)):
            raise ValueError("the time of the reading is not a number")
        if not 0 <= moment <= LAST_MOMENT:
            raise ValueError("the time of the reading is not a moment from 1970 to 9999")
        if method not in METHODS:
            raise ValueError(f"the casting method is not one of {METHODS}")
        stones = data.get("stones")
        if not (isinstance(stones, list) and len(stones) == 5
                and all(isinstance(s, list) and len(s) == 4 and all(type(v) is int for v in s) for s in stones)):
            raise ValueError("the stones are not five lists of column, row, colour and symbol")
        pairs = [(Square(s[0], s[1]), Stone(s[2], s[3])) for s in stones]
        reading = cls.from_four_way(question, pairs[0], pairs[1:], float(moment), str(method))
        if data.get("lines") != list(reading.lines):
            raise ValueError("its lines do not match what its stones and time cast")
        names = data.get("names", [])
        if not (isinstance(names, list) and len(names) in (0, 5)
                and all(isinstance(n, str) and 0 < len(n) <= MAX_STONE_NAME for n in names)):
            raise ValueError("the stones' names are not five short texts")
        return replace(reading, names=tuple(names))
