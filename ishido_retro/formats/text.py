"""Bytes to text and loaded values to words: the small pure helpers every parser shares.

:func:`decode_text` turns the bytes of a text file into text (refusing binary data),
:func:`show_value` describes a loaded value for a message without ever printing it whole,
:func:`as_text` takes a value as a piece of text (a name, an author) and
:func:`require_mapping` checks that a document is a mapping with text keys.
"""

from __future__ import annotations

import math
from typing import Any

from ishido_retro.formats.errors import BadText, WrongShape


def show_value(value: Any, limit: int = 30) -> str:
    """A short description of a loaded value for a message: cut, and naming its type.

    Never converts a huge number to text (Python refuses beyond 4,300 digits) and never
    prints a whole list or mapping.
    """
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"the truth value {str(value).lower()}"
    if isinstance(value, int):
        if value.bit_length() > 64:
            digits = int((value.bit_length() - 1) * math.log10(2)) + 1
            return f"a whole number of about {digits} digits"
        return f"the number {value}"
    if isinstance(value, float):
        return f"the number {value!r}"
    if isinstance(value, str):
        text = value if len(value) <= limit else value[: max(limit - 3, 1)] + "..."
        return f"the text {text!r}"
    if isinstance(value, (bytes, bytearray)):
        return f"binary data of {len(value)} bytes"
    if isinstance(value, dict):
        return f"a mapping of {_count(len(value), 'key')}"
    if isinstance(value, (list, tuple)):
        return f"a list of {_count(len(value), 'item')}"
    if isinstance(value, set):
        return f"a set of {_count(len(value), 'item')}"
    return f"a value of type {type(value).__name__}"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def as_text(value: Any) -> str | None:
    """A loaded value usable as a piece of text (a name, an author): text, or a plain number; else None.

    Numbers count because YAML reads ``name: 1990`` as one; truth values, empty values,
    lists, mappings and whole numbers of more than 18 digits do not.
    """
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value) if abs(value) < 10**18 else None
    if isinstance(value, float):
        return repr(value)
    return None


def decode_text(data: bytes, what: str = "a data file", source: str = "The file") -> str:
    """UTF-8 text from bytes (a byte-order mark is dropped); :class:`BadText` for binary data."""
    if b"\x00" in data:
        raise BadText(f"{source} holds binary data, not the text of {what}")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadText(f"{source} is not UTF-8 text (byte {exc.start + 1} is not); {what} is UTF-8 text") from None


def require_mapping(data: Any, what: str = "a data file", source: str = "The file") -> dict[str, Any]:
    """``data`` if it is a mapping with text keys, else :class:`WrongShape` naming what it is."""
    if not isinstance(data, dict):
        raise WrongShape(f"{source} holds {show_value(data)}, not {what} (a mapping of keys to values)")
    for key in data:
        if not isinstance(key, str):
            raise WrongShape(f"{source} has a key that is {show_value(key)}; {what} has only text keys")
    return data
