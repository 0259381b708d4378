"""The Oracle journal: every reading kept in the user data folder, and saving a reading as text.

The journal is ``oracle-journal.txt``: a first line ``ishido-journal/1``, then one
reading a line as JSON (:meth:`Reading.as_record`; its ``names``, the five stones as the
stoneset in play named them, is optional: lines written before it are read as they are). Appending goes through
:func:`userdata.locked_update`: under the lock two copies of the game share, it
reads what is there, adds the new line and writes the whole file atomically, so a
crash or a second copy never loses an earlier reading. A journal that is damaged
(no format line, unreadable, too big) is kept as ``oracle-journal.txt.bad`` (then
``.2.bad``...) and a new one begun; single lines that cannot be read are skipped,
with a message, when the journal is browsed.
"""

from __future__ import annotations

import json
from pathlib import Path

from ishido_retro.oracle.cast import Reading
from ishido_retro.storage import userdata

FORMAT = "ishido-journal/1"
FILE_NAME = "oracle-journal.txt"
MAX_BYTES = userdata.MAX_READ_BYTES


def journal_path() -> Path:
    return userdata.data_dir() / FILE_NAME


def _header_ok(raw: bytes) -> bool:
    return raw.split(b"\n", 1)[0].strip() == FORMAT.encode()


def append(reading: Reading, path: Path | None = None) -> str | None:
    """Add ``reading`` to the journal. Returns a message when an earlier journal had to be set aside."""
    path = path or journal_path()
    line = json.dumps(reading.as_record(), separators=(",", ":"), ensure_ascii=True).encode("ascii") + b"\n"

    def add(old: bytes | None) -> bytes:
        if old is None:
            return (FORMAT + "\n").encode() + line
        if not _header_ok(old):
            raise userdata.WrongShape(f"{path.name} does not start with {FORMAT}")
        return old + (b"" if old.endswith(b"\n") else b"\n") + line

    kept = userdata.locked_update(path, add, MAX_BYTES, "an Oracle journal")
    if kept is not None:
        return f"The journal could not be used; it is kept as {kept.name} and a new one begun."
    return None


def load(path: Path | None = None) -> tuple[list[Reading], str | None]:
    """The journal's readings, newest first, and a message when some or all could not be read."""
    path = path or journal_path()
    try:
        raw = userdata.read_bytes(path, MAX_BYTES, "an Oracle journal")
    except userdata.FileMissing:
        return [], None
    except userdata.DataFileError as exc:
        return [], f"The journal cannot be read: {exc}"
    if not _header_ok(raw):
        return [], f"The journal {path.name} is damaged (it does not start with {FORMAT}); it is left as it is."
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


def save_text(path: Path, text: str, append_to: bool) -> str | None:
    """Write an augury's text to ``path``: replace the file, or append to it (under the shared lock).

    Returns a message when the file appended to could not be read as text and was kept as a ``.bad`` copy.
    """
    if not append_to:
        userdata.atomic_write(path, text)
        return None

    def add(old: bytes | None) -> str:
        if old is None:
            return text
        before = userdata.decode_text(old, "a text file", path.name)
        return (before.rstrip("\n") + "\n\n" if before.strip() else "") + text

    kept = userdata.locked_update(path, add, MAX_BYTES, "a saved augury file")
    return None if kept is None else f"{path.name} could not be read as text; it is kept as {kept.name}."
