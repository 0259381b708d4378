"""The Oracle journal in the user data folder, and an augury saved as text (the formats: :mod:`.oracle.journal`).

Appending goes through :func:`userdata.locked_update`: under the lock two copies of
the game share, it reads what is there, adds the new line and writes the whole file
atomically, so a crash or a second copy never loses an earlier reading. A journal that
is damaged (no format line, unreadable, too big) is kept as ``oracle-journal.txt.bad``
(then ``.2.bad``...) and a new one begun.
"""

from __future__ import annotations

from pathlib import Path

from ishido_retro import formats
from ishido_retro.oracle.cast import Reading
from ishido_retro.oracle.journal import FILE_NAME, parse_journal, with_reading, with_text
from ishido_retro.storage import datafolder, safeio, userdata

MAX_BYTES = safeio.MAX_READ_BYTES


def journal_path() -> Path:
    return datafolder.data_dir() / FILE_NAME


def append(reading: Reading, path: Path | None = None) -> str | None:
    """Add ``reading`` to the journal. Returns a message when an earlier journal had to be set aside."""
    path = path or journal_path()
    kept = userdata.locked_update(path, lambda old: with_reading(old, reading, path.name), MAX_BYTES,
                                  "an Oracle journal")
    if kept is not None:
        return f"The journal could not be used; it is kept as {kept.name} and a new one begun."
    return None


def load(path: Path | None = None) -> tuple[list[Reading], str | None]:
    """The journal's readings, newest first, and a message when some or all could not be read."""
    try:
        path = path or datafolder.folder_path() / FILE_NAME
    except datafolder.NoDataFolder as exc:
        return [], f"The journal cannot be read: {exc}"
    try:
        raw = safeio.read_bytes(path, MAX_BYTES, "an Oracle journal")
    except formats.FileMissing:
        return [], None
    except formats.DataFileError as exc:
        return [], f"The journal cannot be read: {exc}"
    return parse_journal(raw, path.name)


def save_text(path: Path, text: str, append_to: bool) -> str | None:
    """Write an augury's text to ``path``: replace the file, or append to it (under the shared lock).

    Returns a message when the file appended to could not be read as text and was kept as a ``.bad`` copy.
    """
    if not append_to:
        userdata.atomic_write(path, text)
        return None
    kept = userdata.locked_update(path, lambda old: with_text(old, text, path.name), MAX_BYTES,
                                  "a saved augury file")
    return None if kept is None else f"{path.name} could not be read as text; it is kept as {kept.name}."
