"""Scores written as carved Roman marks, the way the graphic scoreboard shows them.

Pure Python, no pyxel: the scoreboard, the high-score tables and the tests use it.

The Amiga game's table of marks runs from I (1 point) to a barred L (50,000);
a bar over a letter multiplies it by a thousand.  This module follows that
table and carries the same rule on, so every score has a mark sequence:

=========  ======  ==========================================
token      value   note
=========  ======  ==========================================
``I``           1
``V``           5
``X``          10
``L``          50
``C``         100
``D``         500
``M``       1,000  (a thousand is written M, never a barred I)
``V_``      5,000  barred V
``X_``     10,000  barred X
``L_``     50,000  barred L
``C_``    100,000  barred C (beyond the Amiga table)
``D_``    500,000  barred D (beyond the Amiga table)
``M_``  1,000,000  barred M (beyond the Amiga table)
=========  ======  ==========================================

A trailing underscore in a token means "barred".  The score is written digit by
digit from the largest place down, each digit the classical way (4 = IV,
9 = IX, 40 = XL, 90 = XC, 400 = CD, 900 = CM, 4,000 = M V_, 9,000 = M X_, and
so on up to 900,000 = C_ M_).  So 127,600 is ``C_ X_ X_ V_ M M D C``.

Huge scores: from 4,000,000 on there is no larger mark, so the millions are
a run of barred Ms (5,000,000 is five ``M_``).  :func:`group_marks` folds such
runs into ``(mark, count)`` pairs; the scoreboard draws long runs as
"count x mark" so that even absurd scores stay legible.

Zero has no marks at all: ``roman_marks(0) == []`` and ``roman_text(0) == ""``
(the scoreboard shows its empty slate with a single small dot).

Plain text form (:func:`roman_text`): the Amiga manual writes barred marks as
lowercase letters (v = 5,000, x = 10,000, l = 50,000) and this module does the
same, so 127,600 reads ``"cxxvMMDC"``; ``M`` stays uppercase for a thousand and
``m`` is the barred M (a million).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

# Token -> value, largest first.
MARK_VALUES: dict[str, int] = {
    "M_": 1_000_000,
    "D_": 500_000,
    "C_": 100_000,
    "L_": 50_000,
    "X_": 10_000,
    "V_": 5_000,
    "M": 1_000,
    "D": 500,
    "C": 100,
    "L": 50,
    "X": 10,
    "V": 5,
    "I": 1,
}
MARKS: tuple[str, ...] = tuple(MARK_VALUES)            # largest first
BARRED: frozenset[str] = frozenset(t for t in MARKS if t.endswith("_"))

# (one, five, ten) marks for each decimal place, units first.
_PLACES: tuple[tuple[str, str, str], ...] = (
    ("I", "V", "X"),
    ("X", "L", "C"),
    ("C", "D", "M"),
    ("M", "V_", "X_"),
    ("X_", "L_", "C_"),
    ("C_", "D_", "M_"),
)
_DIGIT_PATTERNS: tuple[tuple[int, ...], ...] = (
    (), (0,), (0, 0), (0, 0, 0), (0, 1), (1,), (1, 0), (1, 0, 0), (1, 0, 0, 0), (0, 2),
)  # indices into (one, five, ten) for the digits 0..9

_TEXT: dict[str, str] = {t: (t[0].lower() if t in BARRED else t) for t in MARKS}
_FROM_TEXT: dict[str, str] = {v: k for k, v in _TEXT.items()}


def mark_value(mark: str) -> int:
    """The value of one mark token (``"X_"`` -> 10,000)."""
    try:
        return MARK_VALUES[mark]
    except KeyError:
        raise ValueError(f"not a Roman mark: {mark!r}") from None


def roman_groups(n: int) -> list[list[str]]:
    """The marks of ``n`` split by decimal place, largest place first, empty places left out.

    Millions beyond three are a run of ``M_`` in the first group.
    ``roman_groups(1994) == [["M"], ["C", "M"], ["X", "C"], ["I", "V"]]``.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"a score is a whole number, not {n!r}")
    if n < 0:
        raise ValueError(f"a score cannot be negative: {n}")
    groups: list[list[str]] = []
    millions, rest = divmod(n, 1_000_000)
    if millions:
        groups.append(["M_"] * millions)
    digits = [int(ch) for ch in f"{rest:06d}"]          # hundred-thousands first
    for place, digit in zip(range(5, -1, -1), digits):
        if digit:
            marks = _PLACES[place]
            groups.append([marks[i] for i in _DIGIT_PATTERNS[digit]])
    return groups


def roman_runs(n: int) -> list[list[tuple[str, int]]]:
    """The marks of ``n`` as runs of equal marks, by decimal place (:func:`group_marks` of each of
    :func:`roman_groups`), the millions counted, never written out one by one.

    ``roman_runs(5_001_994) == [[("M_", 5)], [("M", 1)], [("C", 1), ("M", 1)], [("X", 1), ("C", 1)],
    [("I", 1), ("V", 1)]]``; ``roman_runs(10**30)`` is as cheap.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"a score is a whole number, not {n!r}")
    if n < 0:
        raise ValueError(f"a score cannot be negative: {n}")
    millions, rest = divmod(n, 1_000_000)
    return ([[("M_", millions)]] if millions else []) + [group_marks(g) for g in roman_groups(rest)]


def roman_marks(n: int) -> list[str]:
    """The carved marks for a score, largest first; ``[]`` for zero.

    ``roman_marks(127600) == ["C_", "X_", "X_", "V_", "M", "M", "D", "C"]``.
    """
    return [mark for group in roman_groups(n) for mark in group]


def roman_text(n: int) -> str:
    """Plain ASCII form: barred marks in lowercase, as the Amiga manual writes them.

    ``roman_text(127600) == "cxxvMMDC"``; ``roman_text(0) == ""``.
    """
    return "".join(_TEXT[m] for m in roman_marks(n))


def parse_roman_text(text: str) -> int:
    """The inverse of :func:`roman_text` (strict: only canonical spellings)."""
    try:
        marks = [_FROM_TEXT[ch] for ch in text]
    except KeyError as exc:
        raise ValueError(f"not a Roman score: {text!r}") from exc
    return parse_roman_marks(marks)


def parse_roman_marks(marks: Iterable[str]) -> int:
    """The score a sequence of marks stands for; the inverse of :func:`roman_marks`.

    Subtractive pairs (a smaller mark before a larger one) count negative.
    Only the canonical spelling is accepted: anything :func:`roman_marks` would
    not write (``IIII``, ``IC``, ``VX`` ...) raises ``ValueError``.
    """
    marks = list(marks)
    values = [mark_value(m) for m in marks]
    total = 0
    for i, value in enumerate(values):
        if i + 1 < len(values) and value < values[i + 1]:
            total -= value
        else:
            total += value
    if total < 0 or roman_marks(total) != marks:
        raise ValueError(f"not a canonical Roman score: {' '.join(marks) or '(empty)'}")
    return total


def group_marks(marks: Sequence[str]) -> list[tuple[str, int]]:
    """Runs of equal marks as ``(mark, count)`` pairs, in order.

    ``group_marks(["X_", "X_", "V_", "M"]) == [("X_", 2), ("V_", 1), ("M", 1)]``.
    """
    runs: list[tuple[str, int]] = []
    for mark in marks:
        if runs and runs[-1][0] == mark:
            runs[-1] = (mark, runs[-1][1] + 1)
        else:
            runs.append((mark, 1))
    return runs
