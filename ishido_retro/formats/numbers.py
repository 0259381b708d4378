"""Numbers in outside text (files, typed fields, script words) read as ASCII digits only.

Python's own readers take more than a file or a player means: ``str.isdigit()`` says yes to a
superscript ``²`` that ``int()`` then refuses, ``int()`` reads full-width ``１２`` and Arabic-Indic
``١٢`` digits, a sign, spaces and underscores (``int("1_000") == 1000``), and ``float()`` reads
``inf``, ``nan`` and ``1e999``. Every number the game reads from outside goes through one of these
instead: each says None when the text is not the plain number asked for, and the caller says why in
its own words. Pure: nothing here touches a file.
"""

from __future__ import annotations

import re

DIGITS = "0123456789"
HEX_DIGITS = "0123456789abcdefABCDEF"
MAX_DIGITS = 30                  # no number of the game's files needs more; int() of 4,301 digits raises

_DECIMAL = re.compile(r"[0-9]{1,30}(?:\.[0-9]{1,30})?|\.[0-9]{1,30}", re.ASCII)


def is_digits(text: str, max_digits: int = MAX_DIGITS) -> bool:
    """``text`` is one to ``max_digits`` ASCII digits and nothing else (no sign, space or underscore)."""
    return 0 < len(text) <= max_digits and all(ch in DIGITS for ch in text)


def whole_number(text: str, low: int | None = None, high: int | None = None,
                 max_digits: int = MAX_DIGITS) -> int | None:
    """``text`` (spaces round it ignored) as a whole number in ``low..high``; None when it is not one."""
    text = text.strip()
    if not is_digits(text, max_digits):
        return None
    number = int(text)
    if (low is not None and number < low) or (high is not None and number > high):
        return None
    return number


def hex_number(text: str, max_digits: int = 8) -> int | None:
    """``text`` (exactly: no ``0x``, sign, space or underscore) as a number written in hex digits."""
    if not (0 < len(text) <= max_digits and all(ch in HEX_DIGITS for ch in text)):
        return None
    return int(text, 16)


def decimal_number(text: str) -> float | None:
    """``text`` (spaces round it ignored) as ``12``, ``1.5`` or ``.5``: no sign, exponent, inf or nan."""
    text = text.strip()
    if not _DECIMAL.fullmatch(text):
        return None
    return float(text)
