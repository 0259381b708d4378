"""The Oracle journal's format: every reading kept, one a line, and an augury's text added to a file.

The journal (``oracle-journal.txt``) is a first line ``ishido-journal/1``, then one
reading a line as JSON (:meth:`Reading.as_record`; its ``names``, the five stones as the
stoneset in play named them, is optional: lines written before it are read as they are).
:func:`with_reading` gives the journal's new bytes with a reading added, :func:`parse_journal`
the readings it holds (single lines that cannot be read are skipped, with a message).
Reading, locking and writing the file is :mod:`ishido_retro.storage.journal`'s business.
"""

from __future__ import annotations

import json

from ishido_retro.formats import WrongShape, decode_text
from ishido_retro.oracle.cast import Reading

FORMAT = "ishido-journal/1"
FILE_NAME = "oracle-journal.txt"


def _header_ok(raw: bytes) -> bool:
    return raw.split(b"\n", 1)[0].strip() == FORMAT.encode()


def with_reading(old: bytes | None, reading: Reading, name: str = FILE_NAME) -> bytes:
    """The journal ``old`` (None: there is none yet) with ``reading`` added as its last line.

    Raises WrongShape when ``old`` is not a journal (it does not start with the format line).
    """
    line = json.dumps(reading.as_record(), separators=(",", ":"), ensure_ascii=True).encode("ascii") + b"\n"
    if old is None:
        return (FORMAT + "\n").encode() + line
    if not _header_ok(old):
        raise WrongShape(f"{name} does not start with {FORMAT}")
    return old + (b"" if old.endswith(b"\n") else b"\n") + line


def parse_journal(raw: bytes, name: str = FILE_NAME) -> tuple[list[Reading], str | None]:
    """The readings of the journal bytes ``raw``, newest first, and a message when some or all could not be read."""
    if not _header_ok(raw):
        return [], f"The journal {name} is damaged (it does not start with {FORMAT}); it is left as it is."
    readings: list[Reading] = []
    bad = 0
    for text in raw.split(b"\n")[1:]:
        if not text.strip():
            continue
        try:
            readings.append(Reading.from_record(json.loads(text.decode("utf-8"))))
        except (ValueError, UnicodeDecodeError, RecursionError):
            bad += 1
    readings.sort(key=lambda r: r.moment, reverse=True)
    note = None
    if bad:
        note = f"{bad} damaged entr{'y' if bad == 1 else 'ies'} in the journal could not be read and are not shown."
    return readings, note


def with_text(old: bytes | None, text: str, name: str) -> str:
    """A text file ``old`` (None: there is none) with an augury's ``text`` appended after a blank line.

    Raises DataFileError when ``old`` is not UTF-8 text.
    """
    if old is None:
        return text
    before = decode_text(old, "a text file", name)
    return (before.rstrip("\n") + "\n\n" if before.strip() else "") + text
